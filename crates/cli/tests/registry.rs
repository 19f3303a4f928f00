//! Each builtin is named only where it is declared (`crates/decls`) and
//! where it is implemented (`runtime`, and the files of `exec` that
//! implement the interpreter's own): every other module reads its facts from
//! the declaration. A builtin's name as a string literal anywhere else is a
//! fact kept outside the registry, unless the allow-list says why it is not.

use std::path::{Path, PathBuf};

/// Where builtins are implemented: an implementation calls others by name
/// and words its messages with them.
const IMPLEMENTATIONS: &[&str] = &[
    "runtime/src/",
    "exec/src/code/intrinsic.rs",
    "exec/src/interp/intrinsics.rs",
    "exec/src/inline.rs",
    "exec/src/introspect.rs",
    "exec/src/search_path.rs",
    "exec/src/workspace_io.rs",
    "exec/src/interp/workspaces.rs",
    // The C that compiled code calls (`matc build`), as runtime is the Rust.
    "cgen/src/emit/",
];

/// A file below `crates/` and the names it may spell (none: any).
type Spelling = (&'static str, &'static [&'static str]);

/// Literals elsewhere that are not builtin facts, by why.
const ALLOWED: &[(&str, &[Spelling])] = &[
    (
        "words that are not calls: IR and LIR text, annotations, options, labels",
        &[
            ("exec/src/interp/verify_types.rs", &["real", "complex"]),
            ("mir/src/lower.rs", &["all", "var"]),
            ("mir/src/ir.rs", &["i"]),
            ("mir/src/parse.rs", &[]),
            ("mir/src/print.rs", &[]),
            ("lir/src/lib.rs", &["rows", "numel", "length"]),
            ("lir/src/print.rs", &[]),
            ("lir/src/parse.rs", &[]),
            ("lir/src/lower.rs", &["range", "nargin"]),
            ("lir/src/lower/vector.rs", &["head"]),
            ("pe/src/lib.rs", &["class", "size", "nargin", "nargout", "real", "full"]),
            ("cli/src/cmd_specialize.rs", &["class", "fix"]),
            ("cli/src/cmd_build.rs", &[]),
            ("cli/src/config.rs", &["trace"]),
            ("ide/src/diagnostics.rs", &["lower", "rows"]),
        ],
    ),
    (
        "the Jupyter protocol's words (message types, stream names, fields)",
        &[
            ("jupyter/src/kernel.rs", &[]),
            ("jupyter/src/wire.rs", &[]),
            ("jupyter/src/worker.rs", &[]),
            // The kernel spec's command line.
            ("jupyter/src/lib.rs", &["argv"]),
        ],
    ),
    (
        "names scripts use as loop counters, which a shadowing warning leaves alone",
        &[("ide/src/diagnostics.rs", &["i", "j", "e", "I", "J"])],
    ),
    (
        "text that may change the search path as the program runs",
        &[("ide/src/workspace.rs", &["addpath"])],
    ),
    (
        "C's keywords and library names, which generated C identifiers avoid",
        &[("cgen/src/lib.rs", &[])],
    ),
    (
        "a call that only relabels a real array shares its buffer (GCTD storage)",
        &[("cgen/src/layout.rs", &["double", "real"])],
    ),
    (
        "the members of `containers.Map`, which complete after a map's name",
        &[(
            "ide/src/complete.rs",
            &["containers.Map", "isKey", "keys", "values", "remove", "length"],
        )],
    ),
    (
        "the methods Octave calls on objects (`disp` to show one, `delete` to destroy a handle, \
         `isprop`, `fieldnames`, `properties`, `methods` and `ismethod` to list a class's members)",
        &[(
            "exec/src/classes.rs",
            &[
                "disp", "display", "delete", "fieldnames", "isprop", "properties", "methods",
                "ismethod",
            ],
        )],
    ),
    (
        "`properties` and `methods` begin the blocks of a `classdef` file",
        &[
            ("syntax/src/parser.rs", &["properties", "methods"]),
            ("syntax/src/printer.rs", &["properties", "methods"]),
        ],
    ),
    (
        "`display(x)` is compiled as the statement `x`, which shows the variable's name",
        &[("exec/src/code.rs", &["display"])],
    ),
    (
        "after these value names `'` is a transpose, as Octave lexes it (syntax depends on nothing)",
        &[(
            "syntax/src/lexer.rs",
            &["e", "pi", "i", "j", "I", "J", "Inf", "inf", "NaN", "nan"],
        )],
    ),
    (
        "language the lowering implements: `nargin` and `nargout` as instructions, `eval`, \
         `exist` and `clear` as special forms, and the calls it writes",
        &[(
            "mir/src/lower.rs",
            &[
                "nargin", "nargout", "eval", "evalc", "exist", "clear", "clearvars", "error",
                "isscalar", "__matc_cs_call__", "__matc_cs_count__", "__matc_cs_take__",
                "__matc_cs_setcell__", "__matc_cs_setfield__", "__matc_int_literal__",
                "__matc_for_fields__",
            ],
        )],
    ),
    (
        "a call of `error` ends a native region: it never returns",
        &[("lir/src/lower.rs", &["error"])],
    ),
    (
        "calls the specializer writes: residual code and the checks it runs first",
        &[
            ("pe/src/literal.rs", &[]),
            ("pe/src/accumulate.rs", &[]),
            ("pe/src/vector.rs", &["isfloat", "isreal"]),
            ("pe/src/stmt.rs", &["isfloat", "isreal", "zeros", "char"]),
            ("pe/src/scan.rs", &["cumsum", "cumprod"]),
            ("pe/src/spec.rs", &["nargin", "nargout"]),
        ],
    ),
    (
        "`--sandbox`'s lists, which the effect declarations replace (issue 39)",
        &[
            ("exec/src/lib.rs", &["system", "unix", "dos"]),
            ("exec/src/interp.rs", &[]),
        ],
    ),
];

/// Class names (what `class` answers) are their own vocabulary: the
/// builtin of the same name converts to the class.
const CLASS_NAMES: &[&str] = &[
    "double", "single", "logical", "char", "int8", "int16", "int32", "int64", "uint8", "uint16",
    "uint32", "uint64", "cell", "struct", "inline",
];

/// The spellings of values, which literals, printing and parsing use.
const VALUE_SPELLINGS: &[&str] = &["true", "false", "Inf", "inf", "NaN", "nan"];

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The source files of a crate, without its tests (`tests/`, `tests.rs`).
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read folder").flatten() {
        let p = e.path();
        let name = p.file_name().unwrap_or_default();
        if p.is_dir() && name != "tests" {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && name != "tests.rs" {
            out.push(p);
        }
    }
}

/// The string literals of Rust source `text` (comments skipped, a
/// `#[cfg(test)]` module at the end cut off), with their line numbers.
fn string_literals(text: &str) -> Vec<(usize, String)> {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let b = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        match b[i] {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    line += (b[i] == b'\n') as usize;
                    i += 1;
                }
                i += 2;
            }
            // A char literal (`'"'`, `'\''`), else a lifetime.
            b'\'' => {
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            b'r' if matches!(b.get(i + 1), Some(b'"' | b'#'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                let start = i + 2 + hashes;
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                let end = (start..b.len())
                    .find(|&k| b[k..].starts_with(&close))
                    .unwrap_or(b.len());
                out.push((line, text[start..end].to_string()));
                line += text[i..end].matches('\n').count();
                i = end + close.len();
            }
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                let s = &text[start..i.min(b.len())];
                out.push((line, s.to_string()));
                line += s.matches('\n').count();
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

#[test]
fn builtins_are_named_only_where_declared_and_implemented() {
    let names: std::collections::HashSet<&str> = decls::all().iter().map(|d| d.name).collect();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(crates_dir())
        .expect("read crates/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    dirs.sort();
    let mut bad = Vec::new();
    for dir in dirs {
        let krate = dir.file_name().unwrap().to_string_lossy().into_owned();
        if krate == "decls" {
            continue;
        }
        let mut files = Vec::new();
        sources(&dir.join("src"), &mut files);
        files.sort();
        for file in files {
            let rel = file
                .strip_prefix(crates_dir())
                .unwrap_or(&file)
                .to_string_lossy()
                .replace('\\', "/");
            if IMPLEMENTATIONS.iter().any(|i| rel.starts_with(i)) {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("read source");
            for (line, lit) in string_literals(&text) {
                if !names.contains(lit.as_str()) {
                    continue;
                }
                let allowed = CLASS_NAMES.contains(&lit.as_str())
                    || VALUE_SPELLINGS.contains(&lit.as_str())
                    || ALLOWED
                        .iter()
                        .flat_map(|(_, files)| files.iter())
                        .any(|(f, names)| {
                            *f == rel && (names.is_empty() || names.contains(&lit.as_str()))
                        });
                if !allowed {
                    bad.push(format!("{rel}:{line}: \"{lit}\""));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "builtins named outside crates/decls and their implementation (declare the fact in \
         decls and read it from there):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_literal_scan_reads_rust_strings() {
    let text = "let a = \"sqrt\"; // \"abs\"\nlet c = '\"'; let d: &'static str = r#\"x\"y\"#;\n/* \"q\" */ \"\\\"e\"";
    let lits: Vec<(usize, String)> = string_literals(text);
    assert_eq!(
        lits,
        vec![
            (1, "sqrt".to_string()),
            (2, "x\"y".to_string()),
            (3, "\\\"e".to_string())
        ]
    );
}

#[test]
fn the_allow_list_names_files_that_exist() {
    for (why, files) in ALLOWED {
        for (f, _) in *files {
            assert!(crates_dir().join(f).is_file(), "{f} ({why}) does not exist");
        }
    }
    for i in IMPLEMENTATIONS {
        assert!(crates_dir().join(i).exists(), "{i} does not exist");
    }
}
