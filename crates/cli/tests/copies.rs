//! The three copy policies (`--copies=naive|refcount|static`) on small
//! programs that share arrays (`b = a`, calls that write or return their
//! parameters, loops, cells, structs, globals): each must print what GNU
//! Octave printed (`tests/copies/programs/*.out`, from `tests/copies/regen.sh`),
//! `--verify-copies` must find no in-place update of a shared array, and the
//! static policy must need fewer run-time checks and no more copies than
//! refcount.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/copies/programs");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/copies/programs")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "m"))
        .collect();
    v.sort();
    v
}

/// Runs one program (with `args` after it) under `policy` with
/// `--verify-copies`; returns stdout and the `--stats` counters.
fn run(path: &Path, policy: &str, args: &[&str]) -> (String, HashMap<String, u64>) {
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args([
            "run",
            &format!("--copies={policy}"),
            "--stats",
            "--verify-copies",
        ])
        .arg(path.file_name().unwrap())
        .args(args)
        .current_dir(path.parent().unwrap())
        .output()
        .expect("run matc");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.success(),
        "{} under {policy}: status {:?}\n{err}",
        path.display(),
        o.status
    );
    assert!(
        !err.contains("verify-copies:"),
        "{} under {policy}: {err}",
        path.display()
    );
    let mut stats = HashMap::new();
    for line in err.lines() {
        if let Some((name, n)) = line.rsplit_once(' ') {
            if let Ok(n) = n.trim().parse::<u64>() {
                stats.insert(name.trim().to_string(), n);
            }
        }
    }
    (String::from_utf8_lossy(&o.stdout).into_owned(), stats)
}

#[test]
fn three_policies_match_octave() {
    let progs = programs();
    assert!(progs.len() >= 4, "programs missing");
    for p in &progs {
        let want = std::fs::read_to_string(p.with_extension("out")).expect("expected output");
        let mut copies = HashMap::new();
        let mut checks = HashMap::new();
        for policy in ["naive", "refcount", "static"] {
            let (out, stats) = run(p, policy, &[]);
            assert_eq!(out, want, "{} under {policy}", p.display());
            copies.insert(policy, stats["copies"]);
            checks.insert(policy, stats["copy checks"]);
            if policy == "refcount" {
                assert_eq!(
                    stats["copy checks"],
                    stats["array updates"],
                    "{}: refcount checks every update",
                    p.display()
                );
            }
        }
        assert!(
            copies["static"] <= copies["refcount"],
            "{}: static made {} copies, refcount {}",
            p.display(),
            copies["static"],
            copies["refcount"]
        );
        assert!(copies["static"] <= copies["naive"], "{}", p.display());
        assert!(
            checks["static"] <= checks["refcount"],
            "{}: static tested more than refcount",
            p.display()
        );
    }
}

#[test]
fn static_copies_where_sharing_is_real() {
    // `b = a; b(1) = 5` with `a` live must copy exactly once; with `a` dead, never.
    let d = std::env::temp_dir().join(format!("matc-copies-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(
        d.join("live.m"),
        "a = zeros(1, 1000);\nb = a;\nb(1) = 5;\ndisp(sum(a))\ndisp(sum(b))\n",
    )
    .unwrap();
    std::fs::write(
        d.join("dead.m"),
        "a = zeros(1, 1000);\nb = a;\nb(1) = 5;\ndisp(sum(b))\n",
    )
    .unwrap();
    let (out, s) = run(&d.join("live.m"), "static", &[]);
    assert_eq!(out, "0\n5\n");
    assert_eq!((s["copies"], s["bytes copied"]), (1, 8000));
    let (out, s) = run(&d.join("dead.m"), "static", &[]);
    assert_eq!(out, "5\n");
    assert_eq!(s["copies"], 0);
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn benchmarks_under_the_three_policies() {
    // Table VIII's claims: the same output under every policy, fewer run-time
    // checks under static, never more copies than refcount, and fewer where
    // refcount copies a written argument on every call (capr, crni).
    let bench = Path::new(env!("MATC_SHARED_DIR")).join("bench");
    for name in [
        "adpt", "capr", "clos", "crni", "dich", "diff", "edit", "fdtd", "fft", "fiff", "mbrt",
        "nb1d",
    ] {
        let driver = bench.join(name).join(format!("bench_{name}.m"));
        let (out_r, r) = run(&driver, "refcount", &["1"]);
        let (out_s, s) = run(&driver, "static", &["1"]);
        let (out_n, _) = run(&driver, "naive", &["1"]);
        assert_eq!(
            out_s, out_r,
            "{name}: static and refcount print differently"
        );
        assert_eq!(out_n, out_r, "{name}: naive and refcount print differently");
        assert!(
            s["copy checks"] < r["copy checks"] || r["copy checks"] == 0,
            "{name}: static tested as often as refcount: {s:?}"
        );
        assert!(
            s["copies"] <= r["copies"],
            "{name}: static {s:?} refcount {r:?}"
        );
        if matches!(name, "capr" | "crni") {
            assert!(
                s["copies"] < r["copies"],
                "{name}: static {s:?} refcount {r:?}"
            );
        }
    }
}
