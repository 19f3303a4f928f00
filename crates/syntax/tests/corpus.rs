//! The real-world corpus (`../shared/corpus`, 2,442 MATLAB Central files):
//! every file Octave parses must parse here and round-trip through the
//! printer; every file cut at a pseudo-random point must parse without panic.

use std::path::{Path, PathBuf};

fn corpus_root() -> PathBuf {
    Path::new(env!("MATC_SHARED_DIR")).join("corpus")
}

/// (relative path, whether Octave 7.3 parses it, decoded text)
fn corpus() -> Vec<(String, bool, String)> {
    let root = corpus_root();
    let tsv =
        std::fs::read_to_string(root.join("octave-parse.tsv")).expect("read octave-parse.tsv");
    let mut out = Vec::new();
    for line in tsv.lines().filter(|l| !l.starts_with('#')) {
        let Some((path, verdict)) = line.split_once('\t') else {
            continue;
        };
        let bytes = std::fs::read(root.join(path)).expect("read corpus file");
        out.push((path.to_string(), verdict == "yes", syntax::decode(&bytes)));
    }
    out
}

fn stripped(text: &str) -> (syntax::ast::File, usize) {
    let p = syntax::parse(text);
    let mut f = p.file;
    syntax::strip::file(&mut f);
    (f, p.errors.len())
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn corpus_parses_and_round_trips() {
    let files = corpus();
    let mut parsed = 0;
    let mut round_tripped = 0;
    let mut rejected = Vec::new();
    let mut not_round_tripped = Vec::new();
    for (path, octave_ok, text) in &files {
        let p = syntax::parse(text);
        if !p.errors.is_empty() {
            if *octave_ok {
                let d = &p.errors[0];
                rejected.push(syntax::render_diagnostic(path, text, d));
            }
            continue;
        }
        parsed += 1;
        let printed = syntax::print_file(&p.file);
        let (again, errors) = stripped(&printed);
        let mut orig = p.file.clone();
        syntax::strip::file(&mut orig);
        if errors == 0 && again == orig {
            round_tripped += 1;
        } else {
            not_round_tripped.push(path.clone());
        }
    }
    let octave_ok = files.iter().filter(|f| f.1).count();
    eprintln!(
        "corpus: {} files, Octave parses {octave_ok}; matc parses {parsed}, round-trips {round_tripped}; \
         rejected although Octave parses: {}",
        files.len(),
        rejected.len()
    );
    for r in &rejected {
        eprintln!("{r}");
    }
    for r in not_round_tripped.iter().take(20) {
        eprintln!("does not round-trip: {r}");
    }
    assert!(
        rejected.is_empty(),
        "{} files Octave parses are rejected",
        rejected.len()
    );
    assert!(
        not_round_tripped.is_empty(),
        "{} files do not round-trip",
        not_round_tripped.len()
    );
}

/// Every file cut at a pseudo-random point (fixed seed): a tree and no panic.
#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn corpus_cut_at_random_points() {
    let files = corpus();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut with_errors = 0;
    for (_, _, text) in &files {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        if text.is_empty() {
            continue;
        }
        let mut cut = (state % text.len() as u64) as usize;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let p = syntax::parse(&text[..cut]);
        with_errors += usize::from(!p.errors.is_empty());
        // Diagnostics must render for any position, including the end.
        for d in p.errors.iter().take(3) {
            let r = syntax::render_diagnostic("cut.m", &text[..cut], d);
            assert!(r.starts_with("cut.m:"), "{r}");
        }
        let _ = syntax::print_file(&p.file);
    }
    eprintln!(
        "cut corpus: {} files, {with_errors} with errors",
        files.len()
    );
}

/// The conformance programs of this repository (`tests/conformance`) parse and round-trip.
#[test]
fn conformance_programs_round_trip() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance");
    let mut stack = vec![root.clone()];
    let mut files = Vec::new();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "m") {
                files.push(p);
            }
        }
    }
    if files.is_empty() {
        eprintln!("skipping: no programs under {}", root.display());
        return;
    }
    let mut bad = Vec::new();
    for f in &files {
        let text = syntax::decode(&std::fs::read(f).unwrap());
        let p = syntax::parse(&text);
        if let Some(d) = p.errors.first() {
            bad.push(syntax::render_diagnostic(
                &f.display().to_string(),
                &text,
                d,
            ));
            continue;
        }
        let (again, errors) = stripped(&syntax::print_file(&p.file));
        let mut orig = p.file;
        syntax::strip::file(&mut orig);
        if errors > 0 || again != orig {
            bad.push(format!("{}: does not round-trip", f.display()));
        }
    }
    eprintln!(
        "conformance programs: {} files, {} bad",
        files.len(),
        bad.len()
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
