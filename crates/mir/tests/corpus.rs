//! Every bench file and every corpus file Octave parses lowers and verifies,
//! or fails with a located "not supported yet" diagnostic. Ignored without ../shared.

use std::path::{Path, PathBuf};

fn shared() -> PathBuf {
    PathBuf::from(env!("MATC_SHARED_DIR"))
}

/// Lowers `path` as a program; Ok(()) or the error messages.
fn lower(path: &Path) -> Result<usize, Vec<String>> {
    let path = path.to_path_buf();
    let shown = path.display().to_string();
    // The stack of a main thread: the loader must cope with deep nesting itself.
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let mut loader = mir::Loader::new(Box::new(|_: &str| false));
            let mut prog = mir::ir::Program::default();
            match loader.load_entry(&mut prog, &path) {
                Ok(_) => {
                    for f in &prog.functions {
                        if let Err(e) = mir::verify::verify(f) {
                            return Err(vec![format!(
                                "{}: {}: verifier: {e}",
                                path.display(),
                                f.name
                            )]);
                        }
                        // The last-use table must be computable on every function.
                        let _ = mir::liveness::last_uses(f);
                    }
                    Ok(prog.functions.len())
                }
                Err(es) => Err(es.iter().map(|e| e.to_string()).collect()),
            }
        })
        .unwrap()
        .join()
        .unwrap_or_else(|_| Err(vec![format!("panic while lowering {shown}")]))
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn bench_files_lower_and_verify() {
    let shared = shared();
    let mut files = Vec::new();
    for d in std::fs::read_dir(shared.join("bench")).unwrap() {
        let d = d.unwrap().path();
        if d.is_dir() {
            for f in std::fs::read_dir(&d).unwrap() {
                let f = f.unwrap().path();
                if f.extension().is_some_and(|e| e == "m") {
                    files.push(f);
                }
            }
        }
    }
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = lower(f) {
            failures.extend(e);
        }
    }
    eprintln!("bench: {} files, {} failures", files.len(), failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn corpus_files_lower_or_say_unsupported() {
    let shared = shared();
    let corpus = shared.join("corpus");
    let tsv = std::fs::read_to_string(corpus.join("octave-parse.tsv")).unwrap();
    let (mut ok, mut unsupported, mut skipped, mut bad) = (0, 0, 0, Vec::new());
    let mut reasons: std::collections::BTreeMap<String, usize> = Default::default();
    let entries: Vec<(String, bool)> = tsv
        .lines()
        .skip(1)
        .filter_map(|line| {
            let mut cols = line.split('\t');
            Some((cols.next()?.to_string(), cols.next()? == "yes"))
        })
        .collect();
    // Two workers: the files are independent.
    let results: Vec<(String, bool, Result<usize, Vec<String>>)> = std::thread::scope(|s| {
        let workers: Vec<_> = entries
            .chunks(entries.len().div_ceil(2).max(1))
            .map(|chunk| {
                let corpus = &corpus;
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|(file, parses)| (file.clone(), *parses, lower(&corpus.join(file))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    for (_file, parses, r) in results {
        if !parses {
            // Octave rejects it: we only require a diagnostic, never a panic.
            skipped += 1;
            if let Err(es) = r {
                bad.extend(es.into_iter().filter(|e| e.contains("panic")));
            }
            continue;
        }
        match r {
            Ok(_) => ok += 1,
            Err(es) => {
                // Unsupported constructs and errors in other files are fine if located.
                let located = es
                    .iter()
                    .all(|e| e.contains("not supported yet") || e.contains("parse error"));
                if located {
                    unsupported += 1;
                    for e in &es {
                        let key = e.split(": ").skip(1).collect::<Vec<_>>().join(": ");
                        let key: String = key.chars().filter(|c| !c.is_ascii_digit()).collect();
                        *reasons.entry(key.chars().take(60).collect()).or_default() += 1;
                    }
                } else {
                    bad.extend(es);
                }
            }
        }
    }
    eprintln!("corpus: {ok} lowered and verified, {unsupported} not supported yet, {} failed, {skipped} not parsed by Octave", bad.len());
    for (r, n) in &reasons {
        eprintln!("  {n:5}  {r}");
    }
    bad.truncate(40);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
