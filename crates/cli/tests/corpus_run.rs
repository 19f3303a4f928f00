//! Runs the parseable corpus files (`../shared/corpus`) with `matc run --sandbox`
//! and checks that none makes matc panic or die of a signal.
//!
//! Most files error out cleanly (missing data files, functions or inputs);
//! that is fine. Each file gets a short time limit; a file still running then
//! is killed and counted as timed out, not as a failure. Prints how many ran
//! to completion. Ignored, with that reason, when `../shared` is absent.
//! `MATC_CORPUS_LIMIT=N` runs only the first N files; `MATC_CORPUS_TIMEOUT_MS`
//! changes the per-file limit (default 1500 ms).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

// Its stdout is not read here.
#[allow(dead_code)]
mod timed;

fn corpus_dir() -> PathBuf {
    Path::new(env!("MATC_SHARED_DIR")).join("corpus")
}

enum Outcome {
    Completed,
    Errored,
    TimedOut,
    Crashed(String),
}

fn run_one(file: &Path, timeout: Duration) -> Outcome {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_matc"));
    cmd.arg("run")
        .arg("--sandbox")
        .arg(file.file_name().expect("file name"))
        .current_dir(file.parent().expect("folder"));
    let run = match timed::run(&mut cmd, timeout) {
        Ok(r) => r,
        Err(e) => return Outcome::Crashed(format!("cannot start matc: {e}")),
    };
    let Some(status) = run.status else {
        return Outcome::TimedOut;
    };
    let err = run.stderr;
    if err.contains("panicked") || err.contains("internal error") {
        let line = err
            .lines()
            .find(|l| l.contains("panicked") || l.contains("internal error"))
            .unwrap_or("");
        return Outcome::Crashed(line.to_string());
    }
    match status {
        0 => Outcome::Completed,
        1 => Outcome::Errored,
        -1 => Outcome::Crashed("killed by a signal".to_string()),
        c => Outcome::Crashed(format!("exit status {c}")),
    }
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn corpus_files_never_crash() {
    let dir = corpus_dir();
    let list =
        std::fs::read_to_string(dir.join("octave-parse.tsv")).expect("read octave-parse.tsv");
    let limit: usize = std::env::var("MATC_CORPUS_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let timeout = Duration::from_millis(
        std::env::var("MATC_CORPUS_TIMEOUT_MS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1500),
    );
    let files: Vec<PathBuf> = list
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut it = l.split('\t');
            let f = it.next()?;
            (it.next()? == "yes").then(|| dir.join(f))
        })
        .take(limit)
        .collect();
    let next = AtomicUsize::new(0);
    let counts = [
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    ];
    let crashes = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(f) = files.get(i) else { break };
                match run_one(f, timeout) {
                    Outcome::Completed => counts[0].fetch_add(1, Ordering::SeqCst),
                    Outcome::Errored => counts[1].fetch_add(1, Ordering::SeqCst),
                    Outcome::TimedOut => counts[2].fetch_add(1, Ordering::SeqCst),
                    Outcome::Crashed(why) => {
                        crashes
                            .lock()
                            .expect("lock")
                            .push(format!("{}: {why}", f.display()));
                        0
                    }
                };
            });
        }
    });
    let crashes = crashes.into_inner().expect("lock");
    eprintln!(
        "corpus: {} files, {} ran to completion, {} stopped with a MATLAB error, {} timed out ({} ms limit), {} crashed",
        files.len(),
        counts[0].load(Ordering::SeqCst),
        counts[1].load(Ordering::SeqCst),
        counts[2].load(Ordering::SeqCst),
        timeout.as_millis(),
        crashes.len()
    );
    assert!(
        crashes.is_empty(),
        "matc crashed on {} corpus files:\n{}",
        crashes.len(),
        crashes.join("\n")
    );
}
