//! Preallocation of arrays grown in loops (`tests/prealloc/`): each program
//! prints what GNU Octave 7.3 printed (`NAME.out`, from `regen.sh`), and
//! `--stats` shows the growth the interpreter did: arrays grown by `for`
//! loops are allocated once at the loop entry (no reallocation), growth
//! whose final size depends on the data still reallocates (by doubling).

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/prealloc")
}

/// Runs `matc run --stats NAME.m`; checks stdout against Octave's; returns
/// (reallocations, preallocations).
fn run(name: &str) -> (u64, u64) {
    let d = dir();
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["run", "--stats", &format!("{name}.m")])
        .current_dir(&d)
        .output()
        .expect("run matc");
    let want = std::fs::read_to_string(d.join(format!("{name}.out"))).expect("expected output");
    assert_eq!(String::from_utf8_lossy(&o.stdout), want, "{name}: stdout");
    assert!(o.status.success(), "{name}: exit status {:?}", o.status);
    let err = String::from_utf8_lossy(&o.stderr);
    let counter = |label: &str| -> u64 {
        err.lines()
            .find_map(|l| l.strip_prefix(label))
            .and_then(|rest| rest.trim().parse().ok())
            .unwrap_or_else(|| panic!("{name}: no '{label}' in --stats output:\n{err}"))
    };
    (counter("reallocations "), counter("preallocations "))
}

#[test]
fn for_loop_growth_is_allocated_once() {
    assert_eq!(run("grow_for"), (0, 6));
}

#[test]
fn data_dependent_growth_still_reallocates() {
    let (realloc, prealloc) = run("grow_while");
    assert_eq!(prealloc, 0);
    // The arrays still move to larger buffers, but fewer times than the 30
    // elements and rows added: a buffer grows by doubling, also when a row
    // is added to a matrix nothing else holds (its columns move down in it).
    assert!((1..30).contains(&realloc), "reallocations {realloc}");
}
