//! Conformance suite: runs every program under `tests/conformance/` with `matc run`
//! and compares what it prints with what GNU Octave 7.3 printed (see
//! `tests/conformance/README.md`).
//!
//! Expected results sit beside each program: `NAME.out` is Octave's stdout and, when
//! Octave failed, `NAME.err` holds `exit: STATUS` and the uncaught error's message
//! lines. Both are written by `tests/conformance/regen.sh`, never by hand.
//!
//! `tests/conformance/known-failures.txt` lists the programs matc does not run
//! correctly yet. The test fails when a program that is not listed fails (a
//! regression) and when a listed program passes (so the list only shrinks).
//! `MATC_CONFORMANCE_UPDATE=1` rewrites the list instead of failing;
//! `MATC_CONFORMANCE_FILTER=TEXT` runs only programs whose path contains TEXT;
//! `MATC_CONFORMANCE_VERBOSE=1` also shows why each known failure fails;
//! `MATC_CONFORMANCE_BIN=PATH` runs PATH instead of this build's matc (with the
//! same `run [--sandbox] NAME.m` arguments), e.g. a wrapper around Octave to check
//! the suite and the harness themselves.
//! `MATC_CONFORMANCE_FLAGS='--verify-types'` passes extra flags to `matc run`
//! (split at spaces); any `verify-types:` violation report then fails the program.
//! A second test, `conformance_facts_hold`, always runs every program under
//! `--verify-types --verify-copies` and fails on any violation report; a
//! third, `conformance_native`, runs every program that passes under
//! `--jit=always`, so that the native tier meets the loops it would compile
//! only in long runs under the default `--jit=auto`.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wall-clock limit for one program; a program that runs longer fails.
// A guard against a hang, not a speed test: debug builds of the ODE solvers
// take seconds, more on a loaded machine.
const TIMEOUT: Duration = Duration::from_secs(60);
/// How many lines of a failing comparison are shown around the first difference.
const CONTEXT: usize = 3;

/// The command under test: this build's `matc` unless `MATC_CONFORMANCE_BIN` names another.
fn matc_bin() -> PathBuf {
    std::env::var_os("MATC_CONFORMANCE_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_matc")))
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance")
}

/// Whether `path` is a class the programs use rather than a program: a file
/// whose first line starts with `classdef`, or a file in a class folder
/// (`@Cls/`) or package folder (`+pkg/`).
fn is_class_file(path: &Path) -> bool {
    let in_class_folder = path
        .parent()
        .into_iter()
        .flat_map(|p| p.iter())
        .any(|c| c.to_string_lossy().starts_with(['@', '+']));
    in_class_folder || std::fs::read_to_string(path).is_ok_and(|t| t.starts_with("classdef"))
}

/// Every `.m` program under `dir`, as paths relative to `dir` with `/` separators.
fn programs(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "m") && !is_class_file(&path) {
                let rel = path.strip_prefix(root).expect("path under root");
                let parts: Vec<_> = rel
                    .iter()
                    .map(|p| p.to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// What Octave did with one program.
struct Expected {
    stdout: Vec<u8>,
    status: i32,
    /// The uncaught error's message lines (`error: ...` and continuation lines).
    error_lines: Vec<String>,
}

fn load_expected(dir: &Path, rel: &str) -> Result<Expected, String> {
    let base = dir.join(rel.strip_suffix(".m").unwrap_or(rel));
    let out_path = base.with_extension("out");
    let stdout = std::fs::read(&out_path).map_err(|e| {
        format!(
            "cannot read {}: {e} (run tests/conformance/regen.sh)",
            out_path.display()
        )
    })?;
    let err_path = base.with_extension("err");
    let (status, error_lines) = match std::fs::read_to_string(&err_path) {
        Err(_) => (0, Vec::new()),
        Ok(text) => {
            let mut lines = text.lines();
            let status = lines
                .next()
                .and_then(|l| l.strip_prefix("exit: "))
                .and_then(|s| s.trim().parse().ok())
                .ok_or_else(|| {
                    format!("{}: first line must be `exit: STATUS`", err_path.display())
                })?;
            (status, lines.map(str::to_owned).collect())
        }
    };
    Ok(Expected {
        stdout,
        status,
        error_lines,
    })
}

/// What matc did with one program.
struct Actual {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// `None` when the program was killed at the time limit or by a signal.
    status: Option<i32>,
    timed_out: bool,
}

/// The extra `matc run` flags `MATC_CONFORMANCE_FLAGS` asks for.
fn env_flags() -> Vec<String> {
    std::env::var("MATC_CONFORMANCE_FLAGS")
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

fn run_matc(dir: &Path, rel: &str, sandbox: bool, flags: &[String]) -> Result<Actual, String> {
    let path = dir.join(rel);
    let folder = path.parent().expect("program has a folder");
    let file = path.file_name().expect("program has a name");
    let mut cmd = Command::new(matc_bin());
    cmd.arg("run");
    cmd.args(flags);
    if sandbox {
        cmd.arg("--sandbox");
    }
    // NAME.in beside a program is its standard input (what `input` reads).
    let stdin = match std::fs::File::open(path.with_extension("in")) {
        Ok(f) => Stdio::from(f),
        Err(_) => Stdio::null(),
    };
    cmd.arg(file)
        .current_dir(folder)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("cannot start matc: {e}"))?;
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    // Read both pipes while waiting so a chatty program cannot block on a full pipe.
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > TIMEOUT => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| format!("wait failed: {e}"))?;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    Ok(Actual {
        stdout,
        stderr,
        status: status.code(),
        timed_out,
    })
}

/// The first difference between two outputs, with a few lines of context.
fn diff_snippet(expected: &str, actual: &str) -> String {
    let exp: Vec<&str> = expected.split('\n').collect();
    let act: Vec<&str> = actual.split('\n').collect();
    let first = (0..exp.len().max(act.len()))
        .find(|&i| exp.get(i) != act.get(i))
        .unwrap_or(0);
    let lo = first.saturating_sub(CONTEXT);
    let show = |lines: &[&str], tag: &str| -> String {
        let hi = (first + CONTEXT + 1).min(lines.len());
        let mut s = String::new();
        for (i, line) in lines.iter().enumerate().take(hi).skip(lo) {
            let mark = if i == first { '>' } else { ' ' };
            s.push_str(&format!("      {mark}{tag} {:4}| {line:?}\n", i + 1));
        }
        if lines.len() <= first {
            s.push_str(&format!(
                "       {tag}     | <end of output after {} lines>\n",
                lines.len()
            ));
        }
        s
    };
    format!(
        "    stdout differs at line {}:\n{}{}",
        first + 1,
        show(&exp, "expected"),
        show(&act, "actual  ")
    )
}

/// `Ok(())` when matc's behaviour matches Octave's, else why not.
fn check(expected: &Expected, actual: &Actual) -> Result<(), String> {
    let stderr = String::from_utf8_lossy(&actual.stderr);
    let stderr_tail = || {
        let lines: Vec<&str> = stderr.lines().collect();
        let tail = &lines[lines.len().saturating_sub(4)..];
        if tail.is_empty() {
            String::new()
        } else {
            format!("\n    stderr: {}", tail.join("\n            "))
        }
    };
    if actual.timed_out {
        return Err(format!(
            "timed out after {} s{}",
            TIMEOUT.as_secs(),
            stderr_tail()
        ));
    }
    if stderr.contains("panicked at") {
        return Err(format!("matc panicked{}", stderr_tail()));
    }
    let mut problems = Vec::new();
    // `--verify-types` (MATC_CONFORMANCE_FLAGS): a fact the run contradicted.
    if let Some(v) = stderr.lines().find(|l| l.starts_with("verify-types:")) {
        problems.push(format!("types analysis violated: {v}"));
    }
    // `--verify-copies`: an in-place update of an array another value could see.
    if let Some(v) = stderr.lines().find(|l| l.starts_with("verify-copies:")) {
        problems.push(format!("copy plan violated: {v}"));
    }
    match actual.status {
        Some(s) if s == expected.status => {}
        Some(s) => problems.push(format!(
            "exit status {s}, expected {}{}",
            expected.status,
            stderr_tail()
        )),
        None => problems.push(format!("killed by a signal{}", stderr_tail())),
    }
    if actual.stdout != expected.stdout {
        problems.push(diff_snippet(
            &String::from_utf8_lossy(&expected.stdout),
            &String::from_utf8_lossy(&actual.stdout),
        ));
    }
    let stderr_lines: BTreeSet<&str> = stderr.lines().map(str::trim_end).collect();
    for want in &expected.error_lines {
        if !stderr_lines.contains(want.trim_end()) {
            problems.push(format!("stderr lacks the line {want:?}{}", stderr_tail()));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Whether this matc build's `run` accepts `--sandbox`; the suite uses it when it can.
fn sandbox_supported() -> bool {
    Command::new(matc_bin())
        .args(["run", "--help"])
        .stdin(Stdio::null())
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("--sandbox"))
        .unwrap_or(false)
}

fn read_known_failures(path: &Path) -> BTreeSet<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

const KNOWN_FAILURES_HEADER: &str = "\
# Conformance programs that matc does not run like Octave yet, one per line.
# The conformance test fails if a program not listed here fails, or if a listed
# program passes. Rewrite with:
#   MATC_CONFORMANCE_UPDATE=1 cargo test -p matc --test conformance
";

#[test]
fn conformance() {
    let dir = suite_dir();
    let known_path = dir.join("known-failures.txt");
    let filter = std::env::var("MATC_CONFORMANCE_FILTER").unwrap_or_default();
    let update = std::env::var_os("MATC_CONFORMANCE_UPDATE").is_some_and(|v| v != "0");
    let verbose = std::env::var_os("MATC_CONFORMANCE_VERBOSE").is_some_and(|v| v != "0");
    let all = programs(&dir);
    assert!(!all.is_empty(), "no programs found under {}", dir.display());
    let selected: Vec<String> = all
        .iter()
        .filter(|p| p.contains(&filter))
        .cloned()
        .collect();
    let sandbox = sandbox_supported();
    let flags = env_flags();

    // Run the programs on a few threads; each result is keyed by program path.
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let next = AtomicUsize::new(0);
    let results: Mutex<BTreeMap<String, Result<(), String>>> = Mutex::new(BTreeMap::new());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(rel) = selected.get(i) else { break };
                let outcome = load_expected(&dir, rel).and_then(|expected| {
                    let actual = run_matc(&dir, rel, sandbox, &flags)?;
                    check(&expected, &actual)
                });
                results.lock().unwrap().insert(rel.clone(), outcome);
            });
        }
    });
    let results = results.into_inner().unwrap();

    let known = read_known_failures(&known_path);
    let failed: BTreeSet<&String> = results
        .iter()
        .filter(|(_, r)| r.is_err())
        .map(|(p, _)| p)
        .collect();
    let passed = results.len() - failed.len();
    let regressions: Vec<&String> = failed
        .iter()
        .copied()
        .filter(|p| !known.contains(*p))
        .collect();
    let fixed: Vec<&String> = results
        .iter()
        .filter(|(p, r)| r.is_ok() && known.contains(*p))
        .map(|(p, _)| p)
        .collect();
    let stale: Vec<&String> = if filter.is_empty() {
        known.iter().filter(|p| !all.contains(p)).collect()
    } else {
        Vec::new()
    };

    for (path, outcome) in &results {
        if let Err(why) = outcome {
            if verbose || !known.contains(path) {
                let tag = if known.contains(path) {
                    "known failure"
                } else {
                    "FAILED"
                };
                println!("{tag}: {path}\n{why}\n");
            }
        }
    }
    let mut by_area: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for (path, outcome) in &results {
        let area = path.split('/').next().unwrap_or(path);
        let entry = by_area.entry(area).or_default();
        if outcome.is_ok() {
            entry.0 += 1;
        } else {
            entry.1 += 1;
        }
    }
    println!("area                     passed failed");
    for (area, (p, f)) in &by_area {
        println!("{area:<24} {p:>6} {f:>6}");
    }
    println!(
        "conformance: {passed} passed, {} failed ({} programs, sandbox {}, {:.1} s)",
        failed.len(),
        results.len(),
        if sandbox { "on" } else { "off" },
        started.elapsed().as_secs_f64()
    );

    if update {
        // Keep entries for programs outside the filter untouched.
        let mut list: BTreeSet<String> = known
            .iter()
            .filter(|p| all.contains(p) && !selected.contains(p))
            .cloned()
            .collect();
        list.extend(failed.iter().map(|p| (*p).clone()));
        let mut text = String::from(KNOWN_FAILURES_HEADER);
        for p in &list {
            text.push_str(p);
            text.push('\n');
        }
        std::fs::write(&known_path, text).expect("write known-failures.txt");
        println!("rewrote {} ({} entries)", known_path.display(), list.len());
        return;
    }

    let mut complaints = Vec::new();
    if !regressions.is_empty() {
        complaints.push(format!(
            "{} program(s) failed that are not in known-failures.txt:\n  {}",
            regressions.len(),
            regressions
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n  ")
        ));
    }
    if !fixed.is_empty() {
        complaints.push(format!(
            "{} program(s) in known-failures.txt pass now; remove them (MATC_CONFORMANCE_UPDATE=1):\n  {}",
            fixed.len(),
            fixed.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  ")
        ));
    }
    if !stale.is_empty() {
        complaints.push(format!(
            "known-failures.txt names programs that do not exist:\n  {}",
            stale
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n  ")
        ));
    }
    assert!(complaints.is_empty(), "{}", complaints.join("\n"));
}

/// The checks that make `matc run` verify the analyses' facts as it runs.
const VERIFY_FLAGS: [&str; 2] = ["--verify-types", "--verify-copies"];

/// Runs every program (or those `MATC_CONFORMANCE_FILTER` selects) under
/// `--verify-types --verify-copies` and fails on any fact the run
/// contradicts, whatever the program prints: a false static fact is a
/// soundness bug even in a program matc does not run like Octave yet.
/// Skipped when `MATC_CONFORMANCE_BIN` names another command.
#[test]
fn conformance_facts_hold() {
    if std::env::var_os("MATC_CONFORMANCE_BIN").is_some() {
        return;
    }
    let dir = suite_dir();
    let filter = std::env::var("MATC_CONFORMANCE_FILTER").unwrap_or_default();
    let selected: Vec<String> = programs(&dir)
        .into_iter()
        .filter(|p| p.contains(&filter))
        .collect();
    let sandbox = sandbox_supported();
    let flags: Vec<String> = VERIFY_FLAGS.iter().map(|f| (*f).to_owned()).collect();
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let next = AtomicUsize::new(0);
    let violations: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(rel) = selected.get(i) else { break };
                let report = match run_matc(&dir, rel, sandbox, &flags) {
                    Ok(actual) => String::from_utf8_lossy(&actual.stderr)
                        .lines()
                        .filter(|l| {
                            l.starts_with("verify-types:") || l.starts_with("verify-copies:")
                        })
                        .collect::<Vec<_>>()
                        .join("\n"),
                    Err(why) => why,
                };
                if !report.is_empty() {
                    violations.lock().unwrap().insert(rel.clone(), report);
                }
            });
        }
    });
    let violations = violations.into_inner().unwrap();
    let text: Vec<String> = violations
        .iter()
        .map(|(p, why)| format!("{p}:\n{why}"))
        .collect();
    assert!(
        violations.is_empty(),
        "{} program(s) contradict a fact of the analyses:\n{}",
        violations.len(),
        text.join("\n\n")
    );
}

/// Runs every program not in known-failures.txt (or those
/// `MATC_CONFORMANCE_FILTER` selects) with every loop it can compiled
/// (`--jit=always`) and fails on any whose output is not Octave's: under
/// the default `--jit=auto` the short loops of these programs stay
/// interpreted. Skipped when `MATC_CONFORMANCE_BIN` names another command.
#[test]
fn conformance_native() {
    if std::env::var_os("MATC_CONFORMANCE_BIN").is_some() {
        return;
    }
    let dir = suite_dir();
    let filter = std::env::var("MATC_CONFORMANCE_FILTER").unwrap_or_default();
    let known = read_known_failures(&dir.join("known-failures.txt"));
    let selected: Vec<String> = programs(&dir)
        .into_iter()
        .filter(|p| p.contains(&filter) && !known.contains(p))
        .collect();
    let sandbox = sandbox_supported();
    let flags = vec!["--jit=always".to_owned()];
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let next = AtomicUsize::new(0);
    let failures: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(rel) = selected.get(i) else { break };
                let outcome = load_expected(&dir, rel).and_then(|expected| {
                    let actual = run_matc(&dir, rel, sandbox, &flags)?;
                    check(&expected, &actual)
                });
                if let Err(why) = outcome {
                    failures.lock().unwrap().insert(rel.clone(), why);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let text: Vec<String> = failures
        .iter()
        .map(|(p, why)| format!("{p}:\n{why}"))
        .collect();
    assert!(
        failures.is_empty(),
        "{} program(s) print otherwise under --jit=always:\n{}",
        failures.len(),
        text.join("\n\n")
    );
}
