//! Random programs against GNU Octave's committed outputs: the harness the
//! differential suites share (`exprdiff.rs`, `stmtdiff.rs`). A suite makes
//! its programs from a fixed seed; Octave's stdout and error for each (keyed
//! by a hash of the program's text) are in `tests/NAME/expected.tsv`,
//! written with `MATC_NAME_REGEN=1` (needs Octave 7.3; `MATC_NAME_REGEN=missing`
//! runs Octave only on the programs that have no committed output).
//! `tests/NAME/agree.txt` lists the programs matc agrees on; one that stops
//! agreeing fails the test, and `MATC_NAME_BLESS=1` adds the ones that newly
//! agree; `MATC_NAME_SHOW=N` prints the first N programs that disagree,
//! each with its key; `MATC_NAME_COUNT` runs a different number by hand.
//! `tests/NAME/apart.txt` lists (`KEY<TAB>why`) programs whose Octave
//! output is not MATLAB's, where matc follows MATLAB (see
//! `tests/conformance/README.md`); they count apart from the rate.

use super::random::Rng;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use super::timed;

/// A differential suite: `count` programs of `seed` made by `program`,
/// with its data in `tests/NAME` and its switches `MATC_NAME_*`.
pub struct Suite {
    pub name: &'static str,
    pub count: usize,
    pub seed: u64,
    pub program: fn(&mut Rng) -> String,
}

/// FNV-1a: the key of a program's expected output.
fn key(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What a run printed: stdout and the uncaught error's message (empty when
/// the program ran to its end).
#[derive(Clone, PartialEq, Debug)]
struct Outcome {
    stdout: String,
    error: String,
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn folder(suite: &Suite) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests")
        .join(suite.name)
}

/// The value of switch `MATC_NAME_WHAT` of `suite`.
fn switch(suite: &Suite, what: &str) -> Option<String> {
    std::env::var(format!("MATC_{}_{what}", suite.name.to_uppercase())).ok()
}

/// The first `error: ` line of stderr, without its prefix.
fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find_map(|l| l.strip_prefix("error: "))
        .unwrap_or("")
        .to_string()
}

/// Runs `cmd` (with the program's path appended) in a fresh folder; a run
/// over 20 s counts as an error (generated programs are small).
fn run(cmd: &[&str], text: &str, dir: &Path) -> Outcome {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("prog.m"), text).unwrap();
    let mut command = Command::new(cmd[0]);
    command
        .args(&cmd[1..])
        .arg("prog.m")
        .current_dir(dir)
        .env("LC_ALL", "C");
    let out = timed::run(&mut command, Duration::from_secs(20)).expect("run a program");
    Outcome {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        error: match out.status {
            Some(0) => String::new(),
            Some(_) => first_error(&out.stderr),
            None => "timed out".to_string(),
        },
    }
}

/// Runs every program through `cmd` on all cores.
fn run_all(cmd: &[&str], programs: &[String], scratch: &Path) -> Vec<Outcome> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; programs.len()]);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for t in 0..threads {
            let (next, results) = (&next, &results);
            let dir = scratch.join(format!("t{t}"));
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= programs.len() {
                    break;
                }
                let o = run(cmd, &programs[i], &dir);
                results.lock().unwrap()[i] = Some(o);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|o| o.expect("every program ran"))
        .collect()
}

fn read_expected(suite: &Suite) -> HashMap<String, Outcome> {
    let text = std::fs::read_to_string(folder(suite).join("expected.tsv")).unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            let (k, out, err) = (f.next()?, f.next()?, f.next()?);
            let o = Outcome {
                stdout: unescape(out),
                error: unescape(err),
            };
            Some((k.to_string(), o))
        })
        .collect()
}

/// The start of an error message, with numbers blanked so that one kind
/// of mistake counts as one reason.
fn short(message: &str) -> String {
    let blanked: String = message
        .chars()
        .map(|c| if c.is_ascii_digit() { '#' } else { c })
        .collect();
    blanked.chars().take(60).collect()
}

/// Whether matc's run agrees with Octave's: the same stdout, and an error
/// exactly where Octave raised one, with its message.
fn agrees(matc: &Outcome, octave: &Outcome) -> bool {
    // A parse error's wording differs by design (matc names line and
    // column, Octave only the line): both rejecting the file agrees.
    let both_reject_the_file =
        octave.error.starts_with("parse error") && matc.error.contains(": parse error: ");
    matc.stdout == octave.stdout && (matc.error == octave.error || both_reject_the_file)
}

/// Runs `suite` against Octave's committed outputs, prints its rate and
/// the most frequent reasons for disagreeing, and fails if a program of
/// its `agree.txt` no longer agrees.
pub fn check(suite: &Suite) {
    let count = switch(suite, "COUNT")
        .and_then(|c| c.parse().ok())
        .unwrap_or(suite.count);
    let programs: Vec<String> = (0..count)
        .map(|n| (suite.program)(&mut Rng::for_program(suite.seed, n)))
        .collect();
    let scratch = std::env::temp_dir().join(format!("matc-{}-{}", suite.name, std::process::id()));
    if let Some(mode) = switch(suite, "REGEN") {
        // `missing` runs Octave only on the programs without a committed
        // output (after a generator gains a case) and keeps the others'.
        let kept = if mode == "missing" {
            read_expected(suite)
        } else {
            HashMap::new()
        };
        let todo: Vec<String> = programs
            .iter()
            .filter(|p| !kept.contains_key(&key(p)))
            .cloned()
            .collect();
        let octave = ["octave", "-qf", "--no-gui", "--norc", "--no-window-system"];
        let outs = run_all(&octave, &todo, &scratch.join("octave"));
        let fresh: HashMap<String, Outcome> = todo.iter().map(|p| key(p)).zip(outs).collect();
        let mut lines: Vec<String> = programs
            .iter()
            .map(|p| {
                let k = key(p);
                let o = fresh.get(&k).or_else(|| kept.get(&k)).expect("an output");
                format!("{k}\t{}\t{}", escape(&o.stdout), escape(&o.error))
            })
            .collect();
        lines.sort();
        lines.dedup();
        std::fs::write(folder(suite).join("expected.tsv"), lines.join("\n") + "\n").unwrap();
    }
    let expected = read_expected(suite);
    let known: Vec<(usize, &Outcome)> = programs
        .iter()
        .enumerate()
        .filter_map(|(i, p)| expected.get(&key(p)).map(|o| (i, o)))
        .collect();
    if known.is_empty() {
        println!(
            "{0}: SKIPPED, no Octave outputs in tests/{0}/expected.tsv",
            suite.name
        );
        return;
    }
    let to_run: Vec<String> = known.iter().map(|&(i, _)| programs[i].clone()).collect();
    let matc = env!("CARGO_BIN_EXE_matc");
    let outs = run_all(&[matc, "run", "--sandbox"], &to_run, &scratch.join("matc"));
    let _ = std::fs::remove_dir_all(&scratch);

    let agree_path = folder(suite).join("agree.txt");
    let was: BTreeSet<String> = std::fs::read_to_string(&agree_path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    // Programs whose Octave output is not what MATLAB (and matc) gives,
    // each with why: run, but counted apart from the rate.
    let apart: HashMap<String, String> = std::fs::read_to_string(folder(suite).join("apart.txt"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (k, why) = l.split_once('\t')?;
            Some((k.to_string(), why.to_string()))
        })
        .collect();
    let mut set_apart: HashMap<&str, usize> = HashMap::new();
    let mut now = BTreeSet::new();
    let mut regressions = Vec::new();
    let mut reasons: HashMap<String, usize> = HashMap::new();
    let mut show: usize = switch(suite, "SHOW")
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    for ((i, octave), got) in known.iter().zip(&outs) {
        let k = key(&programs[*i]);
        if let Some(why) = apart.get(&k) {
            *set_apart.entry(why).or_default() += 1;
            continue;
        }
        if agrees(got, octave) {
            now.insert(k);
            continue;
        }
        let why = if got.error.is_empty() == octave.error.is_empty() && !got.error.is_empty() {
            format!("error differs from Octave's: {}", short(&octave.error))
        } else if !got.error.is_empty() {
            format!(
                "matc error: {}",
                got.error.chars().take(60).collect::<String>()
            )
        } else if !octave.error.is_empty() {
            "Octave errors, matc does not".to_string()
        } else {
            "different output".to_string()
        };
        *reasons.entry(why).or_default() += 1;
        let report = format!(
            "program {i} ({k}):\n{}--- Octave:\n{}{}\n--- matc:\n{}{}",
            programs[*i], octave.stdout, octave.error, got.stdout, got.error
        );
        if show > 0 {
            show -= 1;
            println!("{report}\n");
        }
        if was.contains(&k) {
            regressions.push(report);
        }
    }
    let counted = known.len() - set_apart.values().sum::<usize>();
    let rate = 100.0 * now.len() as f64 / counted as f64;
    println!(
        "{0}: {1} of {2} random programs agree with Octave ({rate:.1}%); {3} set apart by tests/{0}/apart.txt",
        suite.name,
        now.len(),
        counted,
        known.len() - counted
    );
    let mut whys: Vec<_> = set_apart.into_iter().collect();
    whys.sort();
    for (why, n) in whys {
        println!("  {n:5}  apart: {why}");
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (why, n) in top.iter().take(12) {
        println!("  {n:5}  {why}");
    }
    if switch(suite, "BLESS").is_some() {
        let all: BTreeSet<_> = was.union(&now).cloned().collect();
        let kept: Vec<_> = all.into_iter().filter(|k| now.contains(k)).collect();
        std::fs::write(&agree_path, kept.join("\n") + "\n").unwrap();
    }
    assert!(
        regressions.is_empty(),
        "{} programs that agreed with Octave no longer do:\n{}",
        regressions.len(),
        regressions.join("\n\n")
    );
}
