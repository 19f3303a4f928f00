//! GNU Octave's own `%!` test blocks as conformance: runs every block of
//! `tests/octave_tests/blocks/*.blocks` that Octave itself passes (the cache
//! written by `tests/octave_tests/regen.py`) as `matc run --sandbox-dir DIR octtest.m`
//! in a fresh temporary folder DIR, and counts it as passing when matc exits 0.
//!
//! Ratchet: `tests/octave_tests/pass.txt` lists the blocks that pass (`NAME ID`);
//! the test fails when one of them no longer does. `MATC_OCTAVE_TESTS_BLESS=1`
//! adds the newly passing blocks (it never removes any).
//! `MATC_OCTAVE_TESTS_REPORT=1` prints every failing block with its reason,
//! `MATC_OCTAVE_TESTS_FILTER=NAME` runs only the blocks of function NAME, and
//! `MATC_OCTAVE_TESTS_TIMEOUT_MS` changes the per-block limit (default 5000);
//! a block of `pass.txt` that times out runs once more, alone, with four
//! times the limit.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

// Its stdout is not read here.
#[allow(dead_code)]
mod timed;

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/octave_tests")
}

/// One test block Octave passes: `NAME ID` and its program.
struct Block {
    key: String,
    program: String,
}

/// The blocks of one `.blocks` file that Octave passes, and how many it has.
fn read_blocks(text: &str, blocks: &mut Vec<Block>) -> usize {
    let mut total = 0;
    let mut current: Option<Block> = None;
    for line in text.split_inclusive('\n') {
        if let Some(head) = line.strip_prefix("#= ") {
            total += 1;
            blocks.extend(current.take());
            let f: Vec<&str> = head.split_whitespace().collect();
            if f.len() >= 3 && f[2] == "pass" {
                current = Some(Block {
                    key: format!("{} {}", f[0], f[1]),
                    program: String::new(),
                });
            }
        } else if let Some(b) = current.as_mut() {
            b.program.push_str(line);
        }
    }
    blocks.extend(current);
    total
}

fn run_block(block: &Block, dir: &Path, timeout: Duration) -> Result<(), String> {
    // The block's folder is the sandbox's: a file a test makes or names
    // relative to it stays inside, as in Octave's own scratch folder. The
    // program runs one folder below, so that `tempname` (the sandbox folder)
    // is not the current folder, as it is not in Octave.
    let work = dir.join("work");
    std::fs::create_dir_all(&work).map_err(|e| format!("cannot make {}: {e}", work.display()))?;
    std::fs::write(work.join("octtest.m"), &block.program)
        .map_err(|e| format!("cannot write octtest.m: {e}"))?;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_matc"));
    cmd.args(["run", "--sandbox-dir"])
        .arg(dir)
        .arg("octtest.m")
        .current_dir(&work);
    let run = timed::run(&mut cmd, timeout).map_err(|e| format!("cannot start matc: {e}"))?;
    let (status, stderr) = (run.status, run.stderr);
    let _ = std::fs::remove_dir_all(dir);
    if stderr.contains("panicked") {
        return Err("matc panicked".to_string());
    }
    match status {
        None => Err("timed out".to_string()),
        Some(0) => Ok(()),
        Some(code) => {
            let line = stderr
                .lines()
                .find(|l| l.starts_with("error: "))
                .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()))
                .map(str::to_string)
                .unwrap_or_else(|| format!("exit status {code}"));
            Err(line)
        }
    }
}

/// Groups a failure so that similar ones count together: the checks of the
/// generated programs by kind, other errors by their text up to the location.
fn group(reason: &str) -> String {
    let r = reason.strip_prefix("error: ").unwrap_or(reason);
    if r.starts_with("ASSERT errors") {
        return "assert: values differ".to_string();
    }
    if let Some(rest) = r.strip_prefix("octtest: expected ") {
        return if rest.ends_with("but got no error") {
            "error block: no error raised".to_string()
        } else if rest.ends_with("but got no warning") {
            "warning block: no warning".to_string()
        } else {
            "error/warning block: different message".to_string()
        };
    }
    let r = match r.find(" near line ") {
        Some(k) => &r[..k],
        None => r,
    };
    r.chars().take(100).collect()
}

#[test]
fn octave_test_blocks_pass() {
    let dir = here();
    let filter = std::env::var("MATC_OCTAVE_TESTS_FILTER").unwrap_or_default();
    let report = std::env::var("MATC_OCTAVE_TESTS_REPORT").is_ok_and(|v| v == "1");
    let bless = std::env::var("MATC_OCTAVE_TESTS_BLESS").is_ok_and(|v| v == "1");
    let timeout = Duration::from_millis(
        std::env::var("MATC_OCTAVE_TESTS_TIMEOUT_MS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(5000),
    );
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("blocks"))
        .expect("tests/octave_tests/blocks")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "blocks"))
        .filter(|p| filter.is_empty() || p.file_stem().is_some_and(|s| s == filter.as_str()))
        .collect();
    files.sort();
    let mut blocks = Vec::new();
    let mut all = 0;
    for f in &files {
        all += read_blocks(&std::fs::read_to_string(f).expect("read"), &mut blocks);
    }
    let pass_path = dir.join("pass.txt");
    let listed: BTreeSet<String> = std::fs::read_to_string(&pass_path)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();

    let scratch = std::env::temp_dir().join(format!("matc-octave-tests-{}", std::process::id()));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Result<(), String>)>> = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(b) = blocks.get(i) else {
                    break;
                };
                let v = run_block(b, &scratch.join(i.to_string()), timeout);
                results.lock().expect("lock").push((b.key.clone(), v));
            });
        }
    });
    let mut results = results.into_inner().expect("lock");
    // A listed block that timed out while the other threads (and whatever
    // else the machine runs) competed for the cores gets one more run alone,
    // with four times the limit: a block that hangs still fails.
    for (i, (key, v)) in results.iter_mut().enumerate() {
        if listed.contains(key) && matches!(v, Err(why) if why.as_str() == "timed out") {
            let b = blocks.iter().find(|b| &b.key == key).expect("block");
            let again = scratch.join(format!("again{i}"));
            *v = run_block(b, &again, timeout * 4);
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    results.sort_by(|a, b| a.0.cmp(&b.0));

    let mut passing = BTreeSet::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut regressions = Vec::new();
    for (key, v) in &results {
        match v {
            Ok(()) => {
                passing.insert(key.clone());
            }
            Err(why) => {
                *reasons.entry(group(why)).or_default() += 1;
                if report {
                    eprintln!("fails: {key}: {why}");
                }
                if listed.contains(key) {
                    regressions.push(format!("{key}: {why}"));
                }
            }
        }
    }
    let total = results.len();
    eprintln!(
        "octave tests: {} of {} pass ({:.1}%); {} functions, {} blocks of which Octave passes {}",
        passing.len(),
        total,
        if total == 0 {
            0.0
        } else {
            100.0 * passing.len() as f64 / total as f64
        },
        files.len(),
        all,
        total
    );
    let mut ranked: Vec<_> = reasons.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    eprintln!("most frequent reasons for failing:");
    for (why, n) in ranked.iter().take(25) {
        eprintln!("  {n:4}  {why}");
    }
    let new: Vec<&String> = passing.difference(&listed).collect();
    if !new.is_empty() {
        eprintln!(
            "{} blocks newly pass (MATC_OCTAVE_TESTS_BLESS=1 adds them to tests/octave_tests/pass.txt)",
            new.len()
        );
        if bless {
            let all: BTreeSet<&String> = listed.iter().chain(passing.iter()).collect();
            let mut text = String::from(
                "# Octave test blocks (NAME ID) that matc passes (crates/cli/tests/octave_tests.rs).\n\
                 # A block listed here may never fail. MATC_OCTAVE_TESTS_BLESS=1 adds blocks; never remove one.\n",
            );
            for k in all {
                text.push_str(k);
                text.push('\n');
            }
            std::fs::write(&pass_path, text).expect("write pass.txt");
            eprintln!("wrote {}", pass_path.display());
        }
    }
    assert!(
        regressions.is_empty(),
        "{} blocks of tests/octave_tests/pass.txt no longer pass:\n{}",
        regressions.len(),
        regressions.join("\n")
    );
}
