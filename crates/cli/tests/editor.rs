//! What the editor shows on real programs (`crates/ide`, behind `matc lsp`):
//! hover on every assignment of the five MAGICA benchmarks gives what `matc
//! analyze` prints, and opening the benchmarks and the corpus files Octave
//! runs raises no error diagnostic (the warnings are counted and listed).
//!
//! The five MAGICA benchmarks are those the GCTD paper reports MAGICA inferred
//! every shape of (dynamic reduction 0 in its Table 2): clos, crni, dich,
//! fdtd, fiff. Both tests read `../shared` and are ignored without it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn shared() -> PathBuf {
    PathBuf::from(env!("MATC_SHARED_DIR"))
}

/// `matc analyze FILE`'s notes on FILE's own lines: (0-based line, name, fact).
fn analyze_notes(path: &Path) -> Vec<(usize, String, String)> {
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .arg("analyze")
        .arg(path)
        .current_dir(path.parent().unwrap())
        .output()
        .expect("run matc analyze");
    assert!(o.status.success(), "matc analyze {}", path.display());
    let out = String::from_utf8(o.stdout).unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let src: Vec<&str> = text.lines().collect();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    // With several files, each has a `%% NAME.m` header: keep this file's section.
    let lines: Vec<&str> = out.lines().collect();
    let headers: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            lines[i].starts_with("%% ") && lines[i].ends_with(".m") && !src.contains(&lines[i])
        })
        .collect();
    let section: &[&str] = if headers.is_empty() {
        &lines
    } else {
        let start = headers
            .iter()
            .position(|&i| lines[i] == format!("%% {name}"))
            .map(|k| headers[k] + 1);
        match start {
            Some(s) => {
                let end = headers
                    .iter()
                    .find(|&&h| h > s)
                    .copied()
                    .unwrap_or(lines.len());
                &lines[s..end]
            }
            None => &[],
        }
    };
    let mut notes = Vec::new();
    let mut next = 0usize;
    for l in section {
        if next < src.len() && *l == src[next] {
            next += 1;
            continue;
        }
        let t = l.trim_start();
        if let Some(rest) = t.strip_prefix("%   ") {
            if let Some((n, f)) = rest.split_once(" : ") {
                notes.push((next - 1, n.to_string(), f.to_string()));
            }
        }
    }
    notes
}

/// The 0-based line where the statement starting on `l` ends (continuations followed).
fn statement_end(src: &[&str], l: usize) -> usize {
    ide::facts::statement_end(src, l)
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn hover_on_every_assignment_of_the_magica_benchmarks_is_what_analyze_prints() {
    let mut ws = ide::workspace::Workspace::default();
    let mut checked = 0;
    let mut bad = Vec::new();
    for bench in ["clos", "crni", "dich", "fdtd", "fiff"] {
        let dir = shared().join("bench").join(bench);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "m"))
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let a = ide::analyze(&path, &text);
            let src: Vec<&str> = text.lines().collect();
            for (line, name, fact) in analyze_notes(&path) {
                // The variable written in the statement that ends on that line.
                let o = a.names.occurrences.iter().find(|o| {
                    o.name == name.as_str()
                        && o.write
                        && statement_end(&src, a.lines.line(o.span.lo) as usize) == line
                });
                let Some(o) = o else {
                    bad.push(format!(
                        "{}:{}: no assignment of {name}",
                        path.display(),
                        line + 1
                    ));
                    continue;
                };
                let h = ide::hover::hover(&a, &mut ws, o.span.lo).map(|h| h.markdown);
                let want = format!("{name} : {fact}");
                if !h.as_deref().is_some_and(|h| h.contains(&want)) {
                    bad.push(format!(
                        "{}:{}: hover {h:?}, analyze `{want}`",
                        path.display(),
                        line + 1
                    ));
                }
                checked += 1;
            }
        }
    }
    println!("hover checked on {checked} assignments");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // 134 notes on the benchmarks' own lines today (a file's section only:
    // analyzing a driver also prints its callees' notes, checked with them).
    assert!(checked > 120, "only {checked} assignments");
}

/// The corpus files Octave runs to completion (those with an expected output).
fn corpus_files_octave_runs() -> Vec<PathBuf> {
    let corpus = shared().join("corpus");
    let expected = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/expected");
    let list = std::fs::read_to_string(corpus.join("octave-parse.tsv")).unwrap_or_default();
    list.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut it = l.split('\t');
            let f = it.next()?;
            (it.next()? == "yes").then_some(f)
        })
        .filter(|f| {
            let out = format!("{}.out", f.trim_end_matches(".m").replace('/', "__"));
            expected.join(out).is_file()
        })
        .map(|f| corpus.join(f))
        .collect()
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn code_that_runs_cleanly_gets_no_error_diagnostic() {
    let mut files: Vec<PathBuf> = Vec::new();
    for e in std::fs::read_dir(shared().join("bench")).unwrap().flatten() {
        if e.path().is_dir() {
            for f in std::fs::read_dir(e.path()).unwrap().flatten() {
                if f.path().extension().is_some_and(|x| x == "m") {
                    files.push(f.path());
                }
            }
        }
    }
    let benches = files.len();
    files.extend(corpus_files_octave_runs());
    assert!(files.len() > benches + 150, "{} files", files.len());
    let mut errors = Vec::new();
    let mut others: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    for path in &files {
        let text = syntax::decode(&std::fs::read(path).unwrap());
        let a = ide::analyze(path, &text);
        for d in ide::diagnostics::diagnostics(&a) {
            let (line, col) = syntax::line_col(&text, d.span.lo);
            let at = format!("{}:{line}:{col}: {}", path.display(), d.message);
            if d.severity == ide::Severity::Error {
                errors.push(at);
            } else {
                others.entry(d.code).or_default().push(at);
            }
        }
    }
    println!("{} files opened ({benches} benchmark files)", files.len());
    for (code, list) in &others {
        println!("{code}: {} diagnostics", list.len());
        if std::env::var_os("MATC_EDITOR_REPORT").is_some() {
            for l in list {
                println!("  {l}");
            }
        }
    }
    assert!(
        errors.is_empty(),
        "errors on code that runs:\n{}",
        errors.join("\n")
    );
}
