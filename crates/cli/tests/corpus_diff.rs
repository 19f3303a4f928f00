//! Differential test against GNU Octave on real code: runs every corpus file
//! (`../shared/corpus`) that has a committed Octave output in
//! `tests/corpus/expected/` with `matc run --sandbox-dir` in a scratch copy of
//! the file's folder (writes allowed there only), and counts it as agreeing when matc exits 0 and its stdout is byte-for-byte
//! Octave's. `tests/corpus/regen.py` writes the expected outputs (files that
//! Octave runs to completion, deterministically, with at most 20 KB of output).
//!
//! `tests/corpus/apart.txt` lists files whose Octave output is not what
//! MATLAB prints (where matc follows MATLAB, or where Octave draws its figures
//! as text); they run but count apart from the rate.
//!
//! Ratchet: `tests/corpus/agree.txt` lists the files that agree; the test fails
//! when one of them no longer does. Files that newly agree are printed;
//! `MATC_CORPUS_BLESS=1` adds them to the list (it never removes any).
//!
//! Prints the agreement rate and the most frequent first error lines of the
//! files that do not agree (`MATC_CORPUS_REPORT=1` prints every such file with
//! its first differing line or error). `MATC_CORPUS_TIMEOUT_MS` changes the
//! per-file limit (default 10,000 ms); `MATC_CORPUS_FILTER=TEXT` runs only files
//! whose path contains TEXT. Ignored, with that reason, when `../shared` is absent.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

mod timed;
use timed::Run;

fn corpus_dir() -> PathBuf {
    Path::new(env!("MATC_SHARED_DIR")).join("corpus")
}

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus")
}

/// The expected-output file name of a corpus path (`a/b/c.m` → `a__b__c.out`).
fn expected_name(rel: &str) -> String {
    format!("{}.out", rel.trim_end_matches(".m").replace('/', "__"))
}

enum Verdict {
    Agrees,
    /// Why not: an error line, "timed out", or the first differing line.
    Differs(String),
}

/// Copies folder `from` (with its subfolders: `private/`, `@cls/`, `+pkg/`) into `to`.
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let dest = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &dest)?;
        } else {
            std::fs::copy(entry.path(), dest)?;
        }
    }
    Ok(())
}

/// Runs `file` as `regen.py` ran it in Octave: in a scratch copy of its
/// folder, which is also the sandbox's folder, so that a program may write
/// and delete its own files but nothing outside.
fn run_matc(file: &Path, timeout: Duration) -> Result<Run, String> {
    let scratch = tempfile::Builder::new()
        .prefix("matc-corpus-")
        .tempdir()
        .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let work = scratch.path().join("w");
    copy_tree(file.parent().expect("folder"), &work)
        .map_err(|e| format!("cannot copy the file's folder: {e}"))?;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_matc"));
    cmd.arg("run")
        .arg("--sandbox-dir")
        .arg(&work)
        .arg(file.file_name().expect("file name"))
        .env("HOME", scratch.path())
        .current_dir(&work);
    timed::run(&mut cmd, timeout).map_err(|e| format!("cannot start matc: {e}"))
}

fn judge(file: &Path, expected: &[u8], timeout: Duration) -> Verdict {
    let run = match run_matc(file, timeout) {
        Ok(r) => r,
        Err(e) => return Verdict::Differs(e),
    };
    if run.stderr.contains("panicked") {
        return Verdict::Differs("matc panicked".to_string());
    }
    let Some(status) = run.status else {
        return Verdict::Differs("timed out".to_string());
    };
    if status == 0 && run.stdout == expected {
        return Verdict::Agrees;
    }
    if status != 0 {
        let line = run
            .stderr
            .lines()
            .find(|l| l.starts_with("error: "))
            .or_else(|| run.stderr.lines().next())
            .unwrap_or("")
            .to_string();
        return Verdict::Differs(if line.is_empty() {
            format!("exit status {status}")
        } else {
            line
        });
    }
    let got = String::from_utf8_lossy(&run.stdout);
    let want = String::from_utf8_lossy(expected);
    let mut g = got.lines();
    let mut w = want.lines();
    let mut n = 1;
    loop {
        match (g.next(), w.next()) {
            (Some(a), Some(b)) if a == b => n += 1,
            (a, b) => {
                return Verdict::Differs(format!(
                    "output differs at line {n}: matc {:?}, octave {:?}",
                    a.unwrap_or("<end>"),
                    b.unwrap_or("<end>")
                ))
            }
        }
    }
}

/// Groups a reason so that similar errors count together (names and numbers
/// inside quotes are kept: "undefined function 'foo'" is its own group).
fn group(reason: &str) -> String {
    if reason.starts_with("output differs") {
        return "output differs".to_string();
    }
    match reason.find(" near line ") {
        Some(k) => reason[..k].to_string(),
        None => reason.to_string(),
    }
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn corpus_agrees_with_octave() {
    let dir = corpus_dir();
    let list =
        std::fs::read_to_string(dir.join("octave-parse.tsv")).expect("read octave-parse.tsv");
    let timeout = Duration::from_millis(
        std::env::var("MATC_CORPUS_TIMEOUT_MS")
            .ok()
            .and_then(|s| s.parse().ok())
            // The slowest agreeing file (turbo coding's `beruncoded.m`)
            // takes about 3 s in a debug build on a busy 2-core machine.
            .unwrap_or(10_000),
    );
    let filter = std::env::var("MATC_CORPUS_FILTER").unwrap_or_default();
    let report = std::env::var("MATC_CORPUS_REPORT").is_ok_and(|v| v == "1");
    let bless = std::env::var("MATC_CORPUS_BLESS").is_ok_and(|v| v == "1");
    let expected_dir = here().join("expected");
    let files: Vec<(String, Vec<u8>)> = list
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut it = l.split('\t');
            let f = it.next()?;
            (it.next()? == "yes").then_some(f)
        })
        .filter(|f| f.contains(&filter))
        .filter_map(|f| {
            let want = std::fs::read(expected_dir.join(expected_name(f))).ok()?;
            Some((f.to_string(), want))
        })
        .collect();
    let agree_path = here().join("agree.txt");
    let listed: BTreeSet<String> = std::fs::read_to_string(&agree_path)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();

    // Files whose Octave output is not what MATLAB (and so matc) prints:
    // run and reported, but counted apart from the agreement rate.
    let apart: BTreeMap<String, String> = std::fs::read_to_string(here().join("apart.txt"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let (f, why) = l.split_once('\t')?;
            Some((f.to_string(), why.to_string()))
        })
        .collect();

    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Verdict)>> = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some((rel, want)) = files.get(i) else {
                    break;
                };
                let v = judge(&dir.join(rel), want, timeout);
                results.lock().expect("lock").push((rel.clone(), v));
            });
        }
    });
    let mut results = results.into_inner().expect("lock");
    results.sort_by(|a, b| a.0.cmp(&b.0));

    let mut agreeing = BTreeSet::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut regressions = Vec::new();
    let mut set_apart = Vec::new();
    for (rel, v) in &results {
        if let Some(why) = apart.get(rel) {
            let verdict = match v {
                Verdict::Agrees => "agrees".to_string(),
                Verdict::Differs(d) => d.clone(),
            };
            set_apart.push(format!("  {rel} ({why}): {verdict}"));
            continue;
        }
        match v {
            Verdict::Agrees => {
                agreeing.insert(rel.clone());
            }
            Verdict::Differs(why) => {
                *reasons.entry(group(why)).or_default() += 1;
                if report {
                    eprintln!("differs: {rel}: {why}");
                }
                if listed.contains(rel) {
                    regressions.push(format!("{rel}: {why}"));
                }
            }
        }
    }
    let total = results.len() - set_apart.len();
    eprintln!(
        "{} files set apart by tests/corpus/apart.txt (Octave's output is not MATLAB's):",
        set_apart.len()
    );
    for line in &set_apart {
        eprintln!("{line}");
    }
    eprintln!(
        "corpus_diff: {} of {} files agree with Octave ({:.1}%), {} ms limit per file",
        agreeing.len(),
        total,
        if total == 0 {
            0.0
        } else {
            100.0 * agreeing.len() as f64 / total as f64
        },
        timeout.as_millis()
    );
    let mut ranked: Vec<_> = reasons.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    eprintln!("most frequent reasons for disagreeing:");
    for (why, n) in ranked.iter().take(25) {
        eprintln!("  {n:4}  {why}");
    }
    let new: Vec<&String> = agreeing.difference(&listed).collect();
    if !new.is_empty() {
        eprintln!(
            "{} files newly agree (MATC_CORPUS_BLESS=1 adds them to tests/corpus/agree.txt):",
            new.len()
        );
        for f in &new {
            eprintln!("  {f}");
        }
        if bless {
            let all: BTreeSet<&String> = listed.iter().chain(agreeing.iter()).collect();
            let mut text = String::from(
                "# Corpus files whose output matc reproduces exactly (crates/cli/tests/corpus_diff.rs).\n\
                 # A file listed here may never stop agreeing. MATC_CORPUS_BLESS=1 adds files; never remove one.\n",
            );
            for f in all {
                text.push_str(f);
                text.push('\n');
            }
            std::fs::write(&agree_path, text).expect("write agree.txt");
            eprintln!("wrote {}", agree_path.display());
        }
    }
    assert!(
        regressions.is_empty(),
        "{} files of tests/corpus/agree.txt no longer agree with Octave:\n{}",
        regressions.len(),
        regressions.join("\n")
    );
}
