//! `matc run --verify-types` on a handful of conformance programs and on the
//! benchmarks at scale 1 (ignored when `../shared` is absent): the
//! program behaves as without the flag (Octave's output, from the
//! conformance suite's `.out` files) and no fact of the types analysis is
//! contradicted by a value. The whole conformance suite runs the same way with
//! `MATC_CONFORMANCE_FLAGS=--verify-types cargo test -p matc --test conformance`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn run_verified(dir: &Path, file: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["run", "--verify-types", file])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc")
}

/// The violation reports in a run's stderr.
fn violations(o: &Output) -> Vec<String> {
    String::from_utf8_lossy(&o.stderr)
        .lines()
        .filter(|l| l.starts_with("verify-types:"))
        .map(str::to_string)
        .collect()
}

/// Programs of the conformance suite covering loops, growth, cells, structs,
/// handles, calls, errors caught and globals.
const PROGRAMS: &[&str] = &[
    "assign/accumulate_in_loop.m",
    "control/break_continue.m",
    "control/for_matrix_columns.m",
    "control/for_over_cell.m",
    "control/for_empty.m",
    "cells/cell_2d_index.m",
    "functions/bisection_solver.m",
    "functions/early_return.m",
    "handles/anon_captures_matrix.m",
    "indexing/colon_all.m",
    "structs/dynamic_field.m",
    "trycatch/catch_identifier.m",
    "sizes/empty_predicates.m",
    "types/cell2mat_num2cell.m",
    "scope/global_in_script.m",
    "types/property_regressions.m",
];

#[test]
fn conformance_programs_verify() {
    let suite = root().join("tests/conformance");
    let mut bad = Vec::new();
    for rel in PROGRAMS {
        let path = suite.join(rel);
        let dir = path.parent().expect("folder");
        let file = path.file_name().and_then(|f| f.to_str()).expect("name");
        let o = run_verified(dir, file, &[]);
        let want = std::fs::read(path.with_extension("out")).expect("expected output");
        let v = violations(&o);
        if !v.is_empty() {
            bad.push(format!("{rel}:\n  {}", v.join("\n  ")));
        } else if o.stdout != want {
            bad.push(format!(
                "{rel}: output differs from Octave's under --verify-types:\n{}",
                String::from_utf8_lossy(&o.stdout)
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn benchmarks_verify_at_scale_1() {
    let bench = Path::new(env!("MATC_SHARED_DIR")).join("bench");
    let mut bad = Vec::new();
    for name in [
        "adpt", "capr", "clos", "crni", "dich", "diff", "edit", "fdtd", "fft", "fiff", "mbrt",
        "nb1d",
    ] {
        let dir = bench.join(name);
        if !dir.is_dir() {
            continue;
        }
        let o = run_verified(&dir, &format!("bench_{name}.m"), &["1"]);
        let v = violations(&o);
        if !v.is_empty() || !o.status.success() {
            bad.push(format!(
                "{name}: exit {:?}\n  {}",
                o.status.code(),
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .take(20)
                    .collect::<Vec<_>>()
                    .join("\n  ")
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn verification_leaves_behaviour_unchanged() {
    // An uncaught error keeps its status and message; verification adds nothing.
    let d = std::env::temp_dir().join(format!("matc-verify-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    std::fs::write(
        d.join("v.m"),
        "x = zeros(2, 3);\nfor i = 1:3\n  x(:, i) = [i; -i];\nend\ndisp(x)\ny = x(3, 1);\n",
    )
    .expect("write program");
    let o = run_verified(&d, "v.m", &[]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "   1   2   3\n  -1  -2  -3\n"
    );
    assert!(violations(&o).is_empty(), "{:?}", violations(&o));
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("x(3,_): out of bound 2 (dimensions are 2x3)"),
        "stderr: {err}"
    );
}
