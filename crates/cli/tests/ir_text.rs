//! `mir::parse` reads back what `matc ir` prints: over every conformance
//! program, the listing read and printed again is the listing, and every
//! function read passes the verifier. `lir::parse` does the same for `matc
//! ir --lir` over the programs with loops and the benchmarks.

use std::path::{Path, PathBuf};
use std::process::Command;

fn conformance_programs() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir)
            .expect("read conformance folder")
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "m") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance"),
        &mut out,
    );
    out.sort();
    out
}

/// What `matc ir` prints of a program read back: every lowered function.
fn listing(prog: &mir::ir::Program) -> String {
    let mut out = String::new();
    for (i, f) in prog.functions.iter().enumerate() {
        if !f.blocks.is_empty() {
            out.push_str(&mir::print::function_to_string(
                prog,
                mir::ir::FuncId(i as u32),
            ));
            out.push('\n');
        }
    }
    out
}

#[test]
fn matc_ir_listings_read_back_and_print_the_same() {
    let programs = conformance_programs();
    let mut bad = Vec::new();
    let mut listed = 0;
    for path in &programs {
        let o = Command::new(env!("CARGO_BIN_EXE_matc"))
            .arg("ir")
            .arg(path)
            .current_dir(path.parent().unwrap())
            .output()
            .expect("run matc ir");
        let text = String::from_utf8_lossy(&o.stdout);
        let prog = match mir::parse::parse_program(&text) {
            Ok(p) => p,
            Err(e) => {
                bad.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        listed += usize::from(!text.is_empty());
        let again = listing(&prog);
        if again != text {
            let first = text
                .lines()
                .zip(again.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(text.lines().count().min(again.lines().count()));
            bad.push(format!(
                "{}: line {} differs:\n  printed: {:?}\n  re-read: {:?}",
                path.display(),
                first + 1,
                text.lines().nth(first).unwrap_or(""),
                again.lines().nth(first).unwrap_or("")
            ));
            continue;
        }
        for f in prog.functions.iter().filter(|f| !f.blocks.is_empty()) {
            if let Err(e) = mir::verify::verify(f) {
                bad.push(format!("{}: {}: verifier: {e}", path.display(), f.name));
            }
        }
    }
    assert!(
        listed > programs.len() / 2,
        "only {listed} of {} programs listed",
        programs.len()
    );
    assert!(
        bad.is_empty(),
        "{} of {} programs:\n{}",
        bad.len(),
        programs.len(),
        bad.join("\n")
    );
}

#[test]
fn a_malformed_listing_is_an_error_with_its_line() {
    let text = "function fn0 f(x) -> [y]  ; ssa\n  bb0(%0:x):  ; entry\n    %1:y = frobnicate %0\n    return %1\n";
    let e = mir::parse::parse_program(text).unwrap_err();
    assert_eq!(e.line, 3, "{e}");
}

/// The programs whose loops the LIR round trip reads: the benchmarks (in
/// the repository, and the shared suite when it is there) and every
/// conformance program with a loop.
fn programs_with_loops() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = conformance_programs()
        .into_iter()
        .filter(|p| {
            std::fs::read_to_string(p).is_ok_and(|t| {
                t.lines().any(|l| {
                    l.trim_start().starts_with("for ") || l.trim_start().starts_with("while ")
                })
            })
        })
        .collect();
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in [
        here.join("../../bench"),
        PathBuf::from(env!("MATC_SHARED_DIR")).join("bench"),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            for f in std::fs::read_dir(e.path()).into_iter().flatten().flatten() {
                let p = f.path();
                if p.extension().is_some_and(|x| x == "m") {
                    out.push(p);
                }
            }
        }
    }
    out.sort();
    out
}

/// `lir::parse` reads back what `matc ir --lir` prints: each region of the
/// benchmarks and the conformance programs with loops, read and printed
/// again, is the text printed, passes the LIR verifier and compiles.
#[test]
fn matc_ir_lir_regions_read_back_and_print_the_same() {
    let programs = programs_with_loops();
    let mut bad = Vec::new();
    let mut regions = 0;
    for path in &programs {
        let o = Command::new(env!("CARGO_BIN_EXE_matc"))
            .args(["ir", "--lir"])
            .arg(path)
            .current_dir(path.parent().unwrap())
            .output()
            .expect("run matc ir --lir");
        let text = String::from_utf8_lossy(&o.stdout);
        // A region runs from its `region` line over the indented lines after it.
        let mut chunks: Vec<String> = Vec::new();
        for line in text.lines() {
            if line.starts_with("region ") {
                chunks.push(String::new());
            } else if !line.starts_with("  ") {
                continue;
            }
            if let Some(c) = chunks.last_mut() {
                c.push_str(line);
                c.push('\n');
            }
        }
        for chunk in chunks {
            regions += 1;
            let r = match lir::parse::region(&chunk) {
                Ok(r) => r,
                Err(e) => {
                    bad.push(format!("{}: {e}\n{chunk}", path.display()));
                    continue;
                }
            };
            let again = r.to_string();
            if again != chunk {
                bad.push(format!(
                    "{}: printed again differs:\n{chunk}---\n{again}",
                    path.display()
                ));
            } else if let Err(e) = lir::verify(&r) {
                bad.push(format!("{}: verifier: {e}\n{chunk}", path.display()));
            } else if let Err(e) = jit::compile(&r, exec::native::helpers(), &Default::default()) {
                bad.push(format!("{}: JIT: {e}\n{chunk}", path.display()));
            }
        }
    }
    assert!(bad.is_empty(), "{} regions:\n{}", bad.len(), bad.join("\n"));
    assert!(
        regions > 80,
        "only {regions} regions in {} programs",
        programs.len()
    );
}
