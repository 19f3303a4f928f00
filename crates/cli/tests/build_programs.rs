//! `matc build -o EXE` on real programs: a fixed sample of the conformance
//! programs (`tests/conformance`) and of the corpus files that agree with
//! Octave (`tests/corpus/agree.txt`) is built into standalone executables,
//! and each executable, run where its folder is, must print what `matc run`
//! prints and end with its exit status (for an agreeing corpus file, that is
//! Octave's committed output too).
//!
//! The sample: from each sorted list, every 4th conformance program with
//! functions of its own (what the C path may compile), every 32nd other
//! conformance program and every 8th agreeing corpus file (about 100
//! programs, a minute or two);
//! `MATC_BUILD_SAMPLE=all` builds every one of them instead (about 1,600,
//! 20 minutes), and `MATC_BUILD_SAMPLE=N` every N-th of each list. Programs reading stdin (`NAME.in`) and
//! class files are left out. Prints how many calls ran compiled
//! (`MATC_AOT=trace`) and fails if none did: the sample must reach the
//! C path, not only the engine the executable carries.
//!
//! `KNOWN` lists the sampled programs whose executable still differs.
//!
//! Skipped, saying so, where no C compiler is found (`$CC`, else `cc`); the
//! corpus part where `../shared` is absent.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

#[allow(dead_code)]
mod timed;

const LIMIT: Duration = Duration::from_secs(120);

/// Sampled programs whose executable does not yet do what `matc run` does
/// (path under `tests/conformance`, and why). The test fails when one of
/// them starts to agree, so that the list only shrinks.
const KNOWN: &[(&str, &str)] = &[];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn have_cc() -> bool {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "cc".into());
    let ok = Command::new(&cc)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("skipped: no C compiler ('{cc}' not found)");
    }
    ok
}

/// Every `stride`-th of `files` (sorted), from the first.
fn every(mut files: Vec<PathBuf>, stride: usize) -> Vec<PathBuf> {
    files.sort();
    files.into_iter().step_by(stride.max(1)).collect()
}

fn stride(default: usize) -> usize {
    match std::env::var("MATC_BUILD_SAMPLE").as_deref() {
        Ok("all") => 1,
        Ok(n) => n.parse().unwrap_or(default),
        Err(_) => default,
    }
}

fn m_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if p.is_dir() {
            // Class and package folders hold classes, not programs.
            if !name.starts_with(['@', '+']) && name != "private" {
                m_files(&p, out);
            }
        } else if name.ends_with(".m") {
            out.push(p);
        }
    }
}

/// The conformance programs, split into those defining functions and the rest.
fn conformance() -> (Vec<PathBuf>, Vec<PathBuf>) {
    let dir = root().join("tests/conformance");
    let known = std::fs::read_to_string(dir.join("known-failures.txt")).unwrap_or_default();
    let mut all = Vec::new();
    m_files(&dir, &mut all);
    all.retain(|p| {
        let src = std::fs::read_to_string(p).unwrap_or_default();
        let rel = p.strip_prefix(&dir).unwrap().to_string_lossy().into_owned();
        !src.trim_start().starts_with("classdef")
            && !p.with_extension("in").exists()
            && p.with_extension("out").exists()
            && !known.lines().any(|l| l.trim() == rel)
    });
    all.into_iter().partition(|p| {
        std::fs::read_to_string(p)
            .unwrap_or_default()
            .lines()
            .any(|l| l.trim_start().starts_with("function"))
    })
}

/// The agreeing corpus files, as paths under `../shared/corpus`.
fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("MATC_SHARED_DIR")).join("corpus");
    if !dir.is_dir() {
        eprintln!("skipped the corpus part: no {}", dir.display());
        return Vec::new();
    }
    let listed = std::fs::read_to_string(root().join("tests/corpus/agree.txt")).unwrap();
    listed
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| dir.join(l))
        .filter(|p| p.is_file())
        .collect()
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), dest).unwrap();
        }
    }
}

struct Outcome {
    /// What differs, if anything.
    bad: Option<String>,
    /// Calls the executable ran compiled.
    compiled: usize,
}

/// Builds `file` (in a scratch copy of its folder), runs the executable
/// and `matc run` there, and compares them.
fn check(file: &Path, scratch: &Path) -> Outcome {
    let work = scratch.join("w");
    let _ = std::fs::remove_dir_all(&work);
    copy_tree(file.parent().unwrap(), &work);
    let name = file.file_name().unwrap();
    let exe = scratch.join("exe");
    let fail = |why: String| Outcome {
        bad: Some(format!("{}: {why}", file.display())),
        compiled: 0,
    };
    let mut build = Command::new(env!("CARGO_BIN_EXE_matc"));
    build
        .arg("build")
        .arg(name)
        .arg("-o")
        .arg(&exe)
        .current_dir(&work);
    let b = match timed::run(&mut build, LIMIT) {
        Ok(b) => b,
        Err(e) => return fail(format!("cannot start matc build: {e}")),
    };
    if b.status != Some(0) {
        return fail(format!("matc build failed ({:?}):\n{}", b.status, b.stderr));
    }
    // The executable runs in a fresh copy: the program may write files.
    let _ = std::fs::remove_dir_all(&work);
    copy_tree(file.parent().unwrap(), &work);
    let mut e = Command::new(&exe);
    e.current_dir(&work).env("MATC_AOT", "trace");
    let e = timed::run(&mut e, LIMIT);
    let _ = std::fs::remove_file(&exe);
    let e = match e {
        Ok(e) => e,
        Err(err) => return fail(format!("cannot start the executable: {err}")),
    };
    let _ = std::fs::remove_dir_all(&work);
    copy_tree(file.parent().unwrap(), &work);
    let mut m = Command::new(env!("CARGO_BIN_EXE_matc"));
    m.arg("run").arg(name).current_dir(&work);
    let m = match timed::run(&mut m, LIMIT) {
        Ok(m) => m,
        Err(err) => return fail(format!("cannot start matc run: {err}")),
    };
    let compiled = e
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("matc aot: "))
        .and_then(|r| r.split(' ').next()?.parse().ok())
        .unwrap_or(0);
    let bad = if e.status.is_none() || m.status.is_none() {
        Some("timed out".to_string())
    } else if e.stderr.contains("panicked") {
        Some(format!("the executable panicked:\n{}", e.stderr))
    } else if e.stdout != m.stdout || e.status != m.status {
        Some(format!(
            "the executable (status {:?}) printed\n{}\nmatc run (status {:?}) printed\n{}",
            e.status,
            String::from_utf8_lossy(&e.stdout),
            m.status,
            String::from_utf8_lossy(&m.stdout)
        ))
    } else {
        None
    };
    Outcome {
        bad: bad.map(|b| format!("{}: {b}", file.display())),
        compiled,
    }
}

#[test]
fn executables_of_sampled_programs_print_what_run_prints() {
    if !have_cc() {
        return;
    }
    let (with_functions, scripts) = conformance();
    let mut sample = every(with_functions, stride(4));
    sample.extend(every(scripts, stride(32)));
    sample.extend(every(corpus(), stride(8)));
    let scratch = std::env::temp_dir().join(format!("matc-build-programs-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut bad = Vec::new();
    let mut known = 0;
    let mut compiled = 0;
    for file in &sample {
        let o = check(file, &scratch);
        compiled += o.compiled;
        let listed = KNOWN
            .iter()
            .find(|(k, _)| file.ends_with(k))
            .map(|(k, why)| (k, why));
        match (o.bad, listed) {
            (Some(_), Some(_)) => known += 1,
            (Some(b), None) => bad.push(b),
            (None, Some((k, _))) => bad.push(format!("{k} now agrees: remove it from KNOWN")),
            (None, None) => {}
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    println!(
        "{} programs built and run, {} differ, {known} known to differ; {compiled} calls ran compiled",
        sample.len(),
        bad.len()
    );
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
    assert!(compiled > 0, "no call of the sample ran compiled");
}
