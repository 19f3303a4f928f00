//! `matc analyze`: snapshots of the annotated source and of the shape
//! summary for the small programs in `tests/analyze/`, and the per-benchmark
//! shares of exact, symbolic and unknown array shapes (printed; the
//! benchmarks are read from `../shared/bench`, ignored when it is absent).
//!
//! The snapshots change whenever the types analysis gets more precise:
//! review them with `cargo insta review` (or accept with `INSTA_UPDATE=always`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `matc analyze ARGS` in `dir`: its stdout; panics when it fails.
fn analyze(dir: &Path, args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .arg("analyze")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc analyze");
    assert!(
        o.status.success(),
        "matc analyze {args:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("utf-8 output")
}

fn program_dir() -> PathBuf {
    root().join("tests/analyze")
}

#[test]
fn fig1_annotated() {
    insta::assert_snapshot!(analyze(&program_dir(), &["fig1.m"]));
}

#[test]
fn loops_annotated() {
    insta::assert_snapshot!(analyze(&program_dir(), &["loops.m"]));
}

#[test]
fn funcs_annotated() {
    insta::assert_snapshot!(analyze(&program_dir(), &["funcs.m"]));
}

#[test]
fn one_function_only() {
    let out = analyze(&program_dir(), &["funcs.m", "--function", "helper"]);
    assert!(out.starts_with("function y = helper(n)"), "{out}");
    assert!(!out.contains("function out = scale"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn summaries() {
    let mut all = String::new();
    for p in ["fig1.m", "loops.m", "funcs.m"] {
        all.push_str(&format!("== {p}\n"));
        all.push_str(&analyze(&program_dir(), &["--summary", p]));
    }
    insta::assert_snapshot!(all);
}

#[test]
fn unknown_function_is_an_error() {
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["analyze", "funcs.m", "--function", "nosuch"])
        .current_dir(program_dir())
        .output()
        .expect("run matc analyze");
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no function named 'nosuch'"));
}

/// The shares of exact/symbolic/unknown array shapes per benchmark (the
/// `total` row of `matc analyze --summary bench_NAME.m`). Run with
/// `cargo test -p matc --test analyze bench_shape_shares -- --nocapture`.
#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn bench_shape_shares() {
    let bench = Path::new(env!("MATC_SHARED_DIR")).join("bench");
    let entries = std::fs::read_dir(&bench).expect("read ../shared/bench");
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    println!(
        "{:<6} {:>5} {:>6} {:>15} {:>15} {:>15}",
        "bench", "scale", "arrays", "exact", "symbolic", "unknown"
    );
    for name in names {
        let dir = bench.join(&name);
        let driver = format!("bench_{name}.m");
        if !dir.join(&driver).exists() {
            continue;
        }
        // Inputs unknown, then the driver called with scale 1 (as benchcheck.py runs it).
        for (label, args) in [
            ("?", vec!["--summary", &driver]),
            ("1", vec!["--summary", &driver, "1"]),
        ] {
            let out = analyze(&dir, &args);
            let total = out
                .lines()
                .find(|l| l.starts_with("total "))
                .unwrap_or_else(|| panic!("{name}: no total row in\n{out}"));
            let cols: Vec<&str> = total.split_whitespace().skip(1).collect();
            assert_eq!(cols.len(), 7, "{name}: {total}");
            println!(
                "{name:<6} {label:>5} {:>6} {:>6} ({:>6}) {:>6} ({:>6}) {:>6} ({:>6})",
                cols[0], cols[1], cols[2], cols[3], cols[4], cols[5], cols[6]
            );
        }
    }
}
