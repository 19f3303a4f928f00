//! The invariants of ARCHITECTURE.md that the source tree itself can show:
//! which crates exist, the direction of their dependencies, one liveness,
//! `exec::rt` as the dispatch loop's door into the runtime, no function
//! over 200 lines, and `runtime::os` as the one place that writes
//! files or starts processes for a program. Then the claims of the docs (README.md,
//! ARCHITECTURE.md, docs/*.md) that the tree can check: their length, that
//! every module, file and flag they name exists, that every module is
//! described, and that their links resolve.

use std::path::{Path, PathBuf};

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The layers of ARCHITECTURE.md's bird's-eye view: a crate may depend only
/// on crates of earlier layers.
const LAYERS: &[&[&str]] = &[
    &["decls"],
    &["syntax", "runtime"],
    &["mir"],
    &["analysis", "lir", "pe"],
    &["jit", "cgen"],
    &["exec"],
    &["ide"],
    &["lsp", "jupyter"],
    &["matc"],
];

fn layer_of(name: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&name))
}

/// A crate's package name and the workspace crates of its `[dependencies]`
/// (written `name.workspace = true` or `name = { path = ... }`).
fn manifest(dir: &Path) -> (String, Vec<String>) {
    let text = std::fs::read_to_string(dir.join("Cargo.toml")).expect("read Cargo.toml");
    let mut name = String::new();
    let mut deps = Vec::new();
    let mut section = String::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line.to_string();
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        if section == "[package]" && key == "name" {
            name = value.trim_matches('"').to_string();
        } else if section == "[dependencies]" {
            let dep = key.trim_end_matches(".workspace");
            if layer_of(dep).is_some() {
                deps.push(dep.to_string());
            }
        }
    }
    (name, deps)
}

fn crate_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(crates_dir())
        .expect("read crates/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn every_crate_has_a_layer_and_a_section_in_architecture_md() {
    let arch = std::fs::read_to_string(crates_dir().join("../ARCHITECTURE.md"))
        .expect("read ARCHITECTURE.md");
    let mut bad = Vec::new();
    for dir in crate_dirs() {
        let (name, _) = manifest(&dir);
        let folder = dir.file_name().unwrap().to_string_lossy().into_owned();
        if layer_of(&name).is_none() {
            bad.push(format!("{name}: in no layer of this test"));
        }
        if !arch.contains(&format!("### `crates/{folder}`")) {
            bad.push(format!("crates/{folder}: no section in ARCHITECTURE.md"));
        }
    }
    let sections = arch.matches("### `crates/").count();
    if sections != crate_dirs().len() {
        bad.push(format!(
            "ARCHITECTURE.md has {sections} crate sections for {} crates",
            crate_dirs().len()
        ));
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn crates_depend_only_on_earlier_layers() {
    let mut bad = Vec::new();
    for dir in crate_dirs() {
        let (name, deps) = manifest(&dir);
        let Some(mine) = layer_of(&name) else {
            continue;
        };
        for d in deps {
            if layer_of(&d).is_some_and(|l| l >= mine) {
                bad.push(format!(
                    "{name} depends on {d}, which is not in an earlier layer"
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir)
        .expect("read source folder")
        .flatten()
    {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn liveness_is_computed_only_by_mir() {
    let own = crates_dir().join("mir/src/liveness.rs");
    let mut files = Vec::new();
    for dir in crate_dirs() {
        sources(&dir.join("src"), &mut files);
    }
    let mut bad = Vec::new();
    for f in files.iter().filter(|f| **f != own) {
        let text = std::fs::read_to_string(f).expect("read source");
        for def in ["fn liveness(", "fn last_uses(", "fn inst_operands("] {
            if text.contains(def) {
                bad.push(format!("{}: defines `{def}`", f.display()));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_dispatch_loop_reaches_runtime_operations_through_rt() {
    let mut bad = Vec::new();
    for file in ["interp.rs", "code.rs"] {
        let text = std::fs::read_to_string(crates_dir().join("exec/src").join(file))
            .expect("read exec source");
        for (n, line) in text.lines().enumerate() {
            let imports = line.trim_start().starts_with("use runtime::")
                && (line.contains("ops") || line.contains("index"));
            if imports || line.contains("runtime::ops::") || line.contains("runtime::index::") {
                bad.push(format!("exec/src/{file}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The longest a function may be: a longer one is split by instruction,
/// statement or builtin family.
const MAX_FN_LINES: usize = 200;

/// Every function of a rustfmt-formatted file: (name, first line, lines from
/// its `fn` line to its closing brace). rustfmt closes a body with a `}` at
/// the indentation of its `fn`, which is where the function ends.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = line.len() - body.len();
        let after_vis = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|v| body.strip_prefix(v))
            .unwrap_or(body);
        let after_quals = ["const ", "unsafe ", "extern \"C\" "]
            .iter()
            .fold(after_vis, |s, q| s.strip_prefix(q).unwrap_or(s));
        let Some(sig) = after_quals.strip_prefix("fn ") else {
            continue;
        };
        let name: String = sig
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // A declaration without a body (a trait's) ends at its `;`.
        let Some(open) = (i..lines.len()).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with("{}") || l.ends_with(';')
        }) else {
            continue;
        };
        if lines[open].trim_end().ends_with(';') {
            continue;
        }
        let close = format!("{}}}", " ".repeat(indent));
        let one_line = lines[open].trim_end().ends_with("{}");
        let end = if one_line {
            Some(open)
        } else {
            (open + 1..lines.len()).find(|&j| lines[j].trim_end() == close)
        };
        if let Some(end) = end {
            out.push((name, i + 1, end - i + 1));
        }
    }
    out
}

#[test]
fn no_function_is_longer_than_200_lines() {
    let mut files = Vec::new();
    sources(&crates_dir(), &mut files);
    files.sort();
    let mut long = Vec::new();
    for file in &files {
        let rel = file
            .strip_prefix(crates_dir())
            .expect("a file under crates/")
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("read a source file");
        for (name, line, len) in functions(&text) {
            if len > MAX_FN_LINES {
                long.push(format!("crates/{rel}:{line}: fn {name} is {len} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FN_LINES} lines (split them into their steps):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_function_scan_measures_bodies() {
    let text = "fn a() {\n    let x = 1;\n}\n\ntrait T {\n    fn d(&self);\n    fn e() {}\n}\n\npub(crate) fn b(\n    y: u32,\n) -> u32 {\n    y\n}\n";
    assert_eq!(
        functions(text),
        vec![
            ("a".to_string(), 1, 3),
            ("e".to_string(), 7, 1),
            ("b".to_string(), 10, 5)
        ]
    );
}

// ---------------------------------------------------------------------------
// The docs' claims.

/// The longest ARCHITECTURE.md may be, in words, and README.md, in lines.
const MAX_ARCHITECTURE_WORDS: usize = 2500;
const MAX_README_LINES: usize = 150;

/// The repository's root.
fn root() -> PathBuf {
    crates_dir().join("..")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("read {rel}: {e}"))
}

/// README.md, ARCHITECTURE.md and every `docs/*.md`: (path from the root, text).
fn docs() -> Vec<(String, String)> {
    let mut out = vec![
        ("README.md".to_string(), read("README.md")),
        ("ARCHITECTURE.md".to_string(), read("ARCHITECTURE.md")),
    ];
    let mut names: Vec<String> = std::fs::read_dir(root().join("docs"))
        .expect("read docs/")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    for n in names {
        let rel = format!("docs/{n}");
        let text = read(&rel);
        out.push((rel, text));
    }
    out
}

/// The code of a markdown text: each inline code span, and each line of a
/// fenced code block.
fn code_spans(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            out.push(line.to_string());
            continue;
        }
        let mut parts = line.split('`');
        parts.next();
        while let Some(code) = parts.next() {
            out.push(code.to_string());
            parts.next();
        }
    }
    out
}

/// Whether `word` occurs in `text` with no identifier character on either side.
fn has_word(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

/// The workspace crates a module path may start with, and their folders.
const PATH_CRATES: &[&str] = &[
    "syntax", "decls", "mir", "runtime", "analysis", "lir", "pe", "jit", "exec",
];

/// Why a module path such as `exec::native` or `analysis::types::analyze`
/// names nothing: its modules are files of the crate, and what follows the
/// last module is a word of that module's file.
fn module_path_error(path: &str) -> Option<String> {
    let mut segs = path.split("::");
    let krate = segs.next()?;
    let mut dir = crates_dir().join(krate).join("src");
    let mut file = dir.join("lib.rs");
    let rest: Vec<&str> = segs.collect();
    let mut i = 0;
    while i < rest.len() {
        let (flat, nested) = (
            dir.join(format!("{}.rs", rest[i])),
            dir.join(rest[i]).join("mod.rs"),
        );
        if flat.is_file() {
            file = flat;
        } else if nested.is_file() {
            file = nested;
        } else {
            break;
        }
        dir = dir.join(rest[i]);
        i += 1;
    }
    let text = std::fs::read_to_string(&file).ok()?;
    let missing: Vec<&str> = rest[i..]
        .iter()
        .copied()
        .filter(|w| !has_word(&text, w))
        .collect();
    (!missing.is_empty())
        .then(|| format!("`{path}`: {} not in {}", missing.join(", "), file.display()))
}

/// `a::b::c` where `a` is a workspace crate and every segment an identifier.
fn as_module_path(code: &str) -> Option<&str> {
    let code = code.trim();
    let (krate, _) = code.split_once("::")?;
    let ident = |s: &str| {
        !s.is_empty()
            && s.chars().all(|c| c.is_alphanumeric() || c == '_')
            && !s.starts_with(|c: char| c.is_ascii_digit())
    };
    (PATH_CRATES.contains(&krate) && code.split("::").all(ident)).then_some(code)
}

#[test]
fn the_docs_are_short() {
    let words = read("ARCHITECTURE.md").split_whitespace().count();
    let lines = read("README.md").lines().count();
    assert!(
        words < MAX_ARCHITECTURE_WORDS,
        "ARCHITECTURE.md has {words} words (fewer than {MAX_ARCHITECTURE_WORDS}: move detail into module docs)"
    );
    assert!(
        lines < MAX_README_LINES,
        "README.md has {lines} lines (fewer than {MAX_README_LINES}: move detail into docs/)"
    );
}

#[test]
fn every_module_path_the_docs_name_exists() {
    let mut bad = Vec::new();
    for (doc, text) in docs() {
        for code in code_spans(&text) {
            if let Some(err) = as_module_path(&code).and_then(module_path_error) {
                bad.push(format!("{doc}: {err}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_module_path_check_can_fail() {
    assert_eq!(as_module_path("exec::native"), Some("exec::native"));
    assert_eq!(as_module_path("a::b"), None);
    assert_eq!(module_path_error("exec::native"), None);
    assert_eq!(module_path_error("analysis::copies::unique"), None);
    assert_eq!(module_path_error("mir::Loader"), None);
    assert!(module_path_error("exec::no_such_module").is_some());
    assert!(module_path_error("analysis::types::no_such_fn").is_some());
}

/// The folders a path in the docs may start with (`../shared` may be absent).
const TREE_ROOTS: &[&str] = &[
    "crates/",
    "tests/",
    "bench/",
    "examples/",
    "docs/",
    "fuzz/",
    ".ci/",
];

/// A placeholder path segment: `NAME.m`, `AREA`, `DIR` (upper-case words).
fn placeholder(seg: &str) -> bool {
    let stem = seg.split('.').next().unwrap_or(seg);
    !stem.is_empty()
        && stem
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && !["README", "ARCHITECTURE", "LICENSE"].contains(&stem)
}

/// The part of a path written in the docs that must exist: up to its first
/// pattern (`*`, `{a,b}`) or placeholder segment.
fn concrete_prefix(path: &str) -> String {
    let mut kept = Vec::new();
    for seg in path.split('/') {
        if seg.contains(['*', '{', '[']) || placeholder(seg) {
            break;
        }
        kept.push(seg);
    }
    kept.join("/")
}

#[test]
fn every_file_the_docs_name_exists() {
    let mut bad = Vec::new();
    for (doc, text) in docs() {
        for code in code_spans(&text) {
            for token in code.split_whitespace() {
                let token = token.trim_matches(|c: char| "()[],;:'\"".contains(c));
                if !TREE_ROOTS.iter().any(|r| token.starts_with(r)) {
                    continue;
                }
                let path = concrete_prefix(token);
                if !root().join(&path).exists() {
                    bad.push(format!("{doc}: `{token}`: {path} does not exist"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The targets of a markdown text's links `[text](target)`.
fn link_targets(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in text.split("](").skip(1) {
        if let Some(end) = part.find(')') {
            out.push(part[..end].to_string());
        }
    }
    out
}

#[test]
fn links_between_the_docs_resolve() {
    let mut bad = Vec::new();
    for (doc, text) in docs() {
        let dir = Path::new(&doc)
            .parent()
            .unwrap_or(Path::new(""))
            .to_path_buf();
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, frag) = match target.split_once('#') {
                Some((f, a)) => (f.to_string(), Some(a.to_string())),
                None => (target.clone(), None),
            };
            let path = if file.is_empty() {
                root().join(&doc)
            } else {
                root().join(&dir).join(&file)
            };
            if !path.exists() {
                bad.push(format!("{doc}: link to {target}: no such file"));
                continue;
            }
            if let Some(frag) = frag {
                let target_text = std::fs::read_to_string(&path).unwrap_or_default();
                let found = target_text
                    .lines()
                    .filter_map(|l| l.strip_prefix('#'))
                    .any(|h| anchor(h.trim_start_matches('#')) == frag);
                if !found {
                    bad.push(format!("{doc}: link to {target}: no heading makes #{frag}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn anchors_are_githubs() {
    assert_eq!(anchor(" The sandbox"), "the-sandbox");
    assert_eq!(anchor(" When `auto` compiles"), "when-auto-compiles");
    assert_eq!(
        anchor(" Run-time counters (`--stats`)"),
        "run-time-counters---stats"
    );
}

/// The subcommands of `matc`.
const COMMANDS: &[&str] = &[
    "run",
    "eval",
    "analyze",
    "ir",
    "parse",
    "specialize",
    "fmt",
    "build",
];

/// Each subcommand's `--help` text.
fn command_help() -> Vec<(&'static str, String)> {
    COMMANDS
        .iter()
        .map(|&c| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_matc"))
                .args([c, "--help"])
                .output()
                .expect("run matc --help");
            (c, String::from_utf8_lossy(&out.stdout).into_owned())
        })
        .collect()
}

/// The `--flags` of a help text (and `-o`).
fn flags_of(help: &str) -> Vec<String> {
    let mut out: Vec<String> = help
        .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']')
        .filter(|t| t.starts_with("--") && t.len() > 2)
        .map(|t| t.split(['=', '<']).next().unwrap_or(t).to_string())
        .collect();
    if help.contains("-o <OUT.m>") {
        out.push("-o".to_string());
    }
    out
}

/// Why `--name=v1|v2` is no flag of `help`: the name, or a value, missing.
fn flag_error(token: &str, flags: &[String], help: &str) -> Option<String> {
    let (name, values) = match token.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (token, None),
    };
    if !flags.iter().any(|f| f == name) {
        return Some(format!("{name} is no flag"));
    }
    let missing: Vec<&str> = values
        .into_iter()
        .flat_map(|v| v.split('|'))
        .map(|v| v.trim_matches('\\'))
        .filter(|v| !v.is_empty() && v.chars().all(|c| c.is_ascii_lowercase()))
        .filter(|v| !has_word(help, v))
        .collect();
    (!missing.is_empty()).then(|| format!("{name} takes no {}", missing.join(", ")))
}

#[test]
fn every_flag_the_docs_name_exists() {
    let help = command_help();
    let all_flags: Vec<String> = help.iter().flat_map(|(_, h)| flags_of(h)).collect();
    let all_help: String = help.iter().map(|(_, h)| h.as_str()).collect();
    let mut bad = Vec::new();
    for (doc, text) in docs() {
        for code in code_spans(&text) {
            let code = code.trim().trim_start_matches("$ ");
            let tokens: Vec<&str> = code.split_whitespace().collect();
            // A flag alone (`--stats`, `--sandbox-dir DIR`): a flag of some command.
            let flag_like = |t: &&str| {
                t.len() > 2 && t.starts_with("--") && t.as_bytes()[2].is_ascii_lowercase()
            };
            if tokens.first().is_some_and(flag_like) {
                if let Some(e) = flag_error(tokens[0], &all_flags, &all_help) {
                    bad.push(format!("{doc}: `{code}`: {e}"));
                }
                continue;
            }
            // `matc COMMAND ...`: every flag up to a shell separator is the command's.
            for (i, t) in tokens.iter().enumerate() {
                let is_matc = *t == "matc" || t.ends_with("/matc");
                let Some((cmd, h)) = tokens
                    .get(i + 1)
                    .filter(|_| is_matc)
                    .and_then(|c| help.iter().find(|(name, _)| name == c))
                else {
                    continue;
                };
                let flags = flags_of(h);
                for t in &tokens[i + 2..] {
                    if ["|", "&&", ";", "#", ">", "<"].contains(t) {
                        break;
                    }
                    let t = t.trim_matches(|c: char| "[]'\"".contains(c));
                    if t.starts_with("--") {
                        if let Some(e) = flag_error(t, &flags, h) {
                            bad.push(format!("{doc}: `{code}`: matc {cmd}: {e}"));
                        }
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_flag_and_path_checks_can_fail() {
    let help = "      --jit <JIT>\n          [possible values: off, auto, always]\n      --stats\n";
    let flags = flags_of(help);
    assert_eq!(flags, ["--jit", "--stats"]);
    assert_eq!(flag_error("--jit=off\\|always", &flags, help), None);
    assert!(flag_error("--jit=sometimes", &flags, help).is_some());
    assert!(flag_error("--stat", &flags, help).is_some());
    assert_eq!(
        concrete_prefix("tests/conformance/AREA/NAME.m"),
        "tests/conformance"
    );
    assert_eq!(concrete_prefix("crates/*/build.rs"), "crates");
    assert_eq!(
        concrete_prefix("tests/conformance/README.md"),
        "tests/conformance/README.md"
    );
}

#[test]
fn every_crate_module_is_described() {
    let arch = read("ARCHITECTURE.md");
    let arch_code = code_spans(&arch);
    let mut bad = Vec::new();
    // The binary's commands: each module of crates/cli/src by its path.
    for dir in crate_dirs() {
        let (name, _) = manifest(&dir);
        let folder = dir.file_name().unwrap().to_string_lossy().into_owned();
        let root_file = if name == "matc" { "main.rs" } else { "lib.rs" };
        let text =
            std::fs::read_to_string(dir.join("src").join(root_file)).expect("read crate root");
        let own_docs: Vec<String> = code_spans(
            &text
                .lines()
                .filter_map(|l| l.strip_prefix("//!"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        for line in text.lines() {
            let l = line.trim_start().trim_start_matches("pub ");
            let Some(m) = l.strip_prefix("mod ").and_then(|m| m.strip_suffix(';')) else {
                continue;
            };
            let by_path = |c: &String| {
                c.contains(&format!("crates/{folder}/src/{m}.rs"))
                    || c.contains(&format!("crates/{folder}/src/{m}/"))
            };
            let by_module = |c: &String| {
                c.split_whitespace().any(|t| {
                    let t = t.trim_matches(|c: char| !c.is_alphanumeric() && c != '_' && c != ':');
                    t == format!("{name}::{m}") || t.starts_with(&format!("{name}::{m}::"))
                })
            };
            let in_own_docs = |c: &String| c.split("::").next() == Some(m);
            let described = arch_code.iter().any(|c| by_path(c) || by_module(c))
                || (name != "matc" && own_docs.iter().any(in_own_docs));
            if !described {
                bad.push(format!(
                    "{name}::{m}: named neither in ARCHITECTURE.md nor in the code map of crates/{folder}/src/{root_file}"
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The fenced code blocks of a markdown text, each as its lines.
fn fenced_blocks(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut block: Option<Vec<String>> = None;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            match block.take() {
                Some(b) => out.push(b),
                None => block = Some(Vec::new()),
            }
        } else if let Some(b) = &mut block {
            b.push(line.to_string());
        }
    }
    out
}

/// A command line split as the shell splits it: at blanks, outside single quotes.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let (mut word, mut quoted, mut any) = (String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => (quoted, any) = (!quoted, true),
            c if c.is_whitespace() && !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// Lines without trailing blanks, and without blank lines at the end.
fn trimmed(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = lines.iter().map(|l| l.trim_end().to_string()).collect();
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    out
}

/// Every example of the docs that runs a file of `examples/` (a block whose
/// first line is `$ matc ...`) prints what the block shows after it; a last
/// line `...` stands for the rest of the output.
#[test]
fn the_docs_examples_print_what_the_docs_show() {
    let mut bad = Vec::new();
    let mut checked = 0;
    for (doc, text) in docs() {
        for block in fenced_blocks(&text) {
            let Some(line) = block.first().and_then(|l| l.strip_prefix("$ matc ")) else {
                continue;
            };
            let line = line.split(" #").next().unwrap_or(line).trim();
            if !line.contains("examples/") {
                continue;
            }
            let scratch = tempfile::tempdir().expect("scratch folder");
            let mut args = shell_words(line);
            // Pictures go to the scratch folder.
            if let Some(i) = args.iter().position(|a| a == "--figures") {
                args[i + 1] = scratch.path().join(&args[i + 1]).display().to_string();
            }
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_matc"))
                .args(&args)
                .current_dir(root())
                .output()
                .expect("run matc");
            let got: Vec<String> = String::from_utf8_lossy(&out.stdout)
                .lines()
                .map(str::to_string)
                .collect();
            let mut want = trimmed(&block[1..]);
            let got = trimmed(&got);
            let partial = want.last().is_some_and(|l| l.trim() == "...");
            if partial {
                want.pop();
            }
            let same = if partial {
                got.len() >= want.len() && got[..want.len()] == want[..]
            } else {
                got == want
            };
            if !out.status.success() || !same {
                bad.push(format!(
                    "{doc}: `matc {line}` prints (status {}):\n{}\n",
                    out.status,
                    got.join("\n")
                ));
            }
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} examples found");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn shell_words_are_the_shells() {
    assert_eq!(
        shell_words("specialize f.m --shape 'x=[1 6]'  --fix k=3"),
        ["specialize", "f.m", "--shape", "x=[1 6]", "--fix", "k=3"]
    );
}

// ---------------------------------------------------------------------------
// One door out of the interpreter.

/// What changes the file system or starts a process. Every such change a
/// program can cause is made by `runtime::os`, after `--sandbox`'s check
/// (`runtime::sandbox`); `crates/cli/src` is matc's own commands (files
/// the user names on the command line), and tests make their fixtures.
const OUTSIDE_EFFECTS: &[&str] = &[
    "fs::write(",
    "fs::copy(",
    "fs::rename(",
    "fs::remove_file(",
    "fs::remove_dir(",
    "fs::remove_dir_all(",
    "fs::create_dir(",
    "fs::create_dir_all(",
    "fs::hard_link(",
    "fs::set_permissions(",
    "fs::soft_link(",
    "unix::fs::symlink",
    "OpenOptions",
    "File::create",
    "File::options",
    "process::Command",
    "Command::new(",
    "libc::unlink",
    "libc::rename",
    "libc::system",
    "libc::exec",
    "libc::fork",
];

#[test]
fn file_changes_and_processes_go_through_runtime_os() {
    let own = crates_dir().join("runtime/src/os.rs");
    let mut files = Vec::new();
    for dir in crate_dirs() {
        // The binary's commands and the Jupyter kernel's installer write
        // what the user asked for on the command line, not a program's effect.
        if dir
            .file_name()
            .is_some_and(|n| n == "cli" || n == "jupyter")
        {
            continue;
        }
        sources(&dir.join("src"), &mut files);
    }
    let mut bad = Vec::new();
    for f in files.iter().filter(|f| **f != own) {
        if f.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("read source");
        // A file's unit tests come last, after `#[cfg(test)]`.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for pat in OUTSIDE_EFFECTS.iter().filter(|p| line.contains(*p)) {
                bad.push(format!(
                    "{}:{}: `{pat}`: {}",
                    f.display(),
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "write, delete or run only through runtime::os:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_effect_scan_sees_what_it_forbids() {
    let os = std::fs::read_to_string(crates_dir().join("runtime/src/os.rs")).expect("read os.rs");
    for pat in [
        "fs::write(",
        "fs::rename(",
        "fs::remove_dir_all(",
        "OpenOptions",
        "process::Command",
    ] {
        assert!(
            os.contains(pat),
            "runtime/src/os.rs no longer holds `{pat}`"
        );
    }
}

/// The module paths (`crate::a::b`, `super::c`, `self::d`, and each item
/// of a `{...}` group after one) that `text` names, as segments.
fn module_paths(text: &str) -> Vec<Vec<String>> {
    fn ident(s: &str) -> usize {
        s.find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(s.len())
    }
    // The path that starts `s` after `prefix`; `{...}` groups recurse.
    fn walk(s: &str, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut segs = prefix;
        let mut rest = s;
        loop {
            let rest_t = rest.trim_start();
            if let Some(group) = rest_t.strip_prefix('{') {
                let mut depth = 1;
                let mut start = 0;
                for (i, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' | ',' if depth == 1 => {
                            walk(&group[start..i], segs.clone(), out);
                            start = i + 1;
                            if c == '}' {
                                return;
                            }
                        }
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                return;
            }
            let n = ident(rest_t);
            if n == 0 {
                break;
            }
            segs.push(rest_t[..n].to_string());
            match rest_t[n..].strip_prefix("::") {
                Some(r) => rest = r,
                None => break,
            }
        }
        out.push(segs);
    }
    let mut out = Vec::new();
    for (i, _) in text.match_indices("::") {
        let before = &text[..i];
        let word_start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |k| k + 1);
        let word = &before[word_start..];
        let follows_path = before[..word_start].ends_with("::");
        if matches!(word, "crate" | "super" | "self") && !follows_path {
            let mut segs = vec![word.to_string()];
            // `super::super::x`
            let mut rest = &text[i + 2..];
            while let Some(r) = rest.strip_prefix("super::") {
                segs.push("super".into());
                rest = r;
            }
            walk(rest, segs, &mut out);
        }
    }
    out
}

/// A crate's module graph: each module (`a::b`, "" for the root) and the
/// modules it names outside its own ancestors and descendants, and its
/// submodules (a module stands on what it declares, so `a -> a::b -> c ->
/// a` is a cycle). Comments and `#[cfg(test)] mod tests` are not imports.
fn module_graph(
    src: &Path,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let module_of = |p: &Path| {
        let rel = p.strip_prefix(src).unwrap().with_extension("");
        let mut parts: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            parts.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            parts.pop();
        }
        parts
    };
    let modules: std::collections::BTreeSet<String> =
        files.iter().map(|p| module_of(p).join("::")).collect();
    let related = |a: &str, b: &str| {
        a == b
            || a.is_empty()
            || b.is_empty()
            || a.starts_with(&format!("{b}::"))
            || b.starts_with(&format!("{a}::"))
    };
    let mut graph = std::collections::BTreeMap::new();
    for p in &files {
        let me = module_of(p);
        let text = std::fs::read_to_string(p).expect("read source");
        let text = match text.find("#[cfg(test)]\nmod tests") {
            Some(k) => &text[..k],
            None => &text[..],
        };
        let code: String = text
            .lines()
            .map(|l| l.find("//").map_or(l, |k| &l[..k]))
            .collect::<Vec<_>>()
            .join("\n");
        let mut edges = std::collections::BTreeSet::new();
        for path in module_paths(&code) {
            let mut base: Vec<String> = match path[0].as_str() {
                "crate" => Vec::new(),
                _ => me.clone(),
            };
            let mut rest = &path[1..];
            if path[0] == "super" {
                base.pop();
            }
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
            let target = (1..=rest.len()).rev().find_map(|k| {
                let mut m = base.clone();
                m.extend(rest[..k].iter().cloned());
                let m = m.join("::");
                modules.contains(&m).then_some(m)
            });
            let me = me.join("::");
            if let Some(t) = target.filter(|t| !related(&me, t)) {
                edges.insert(t);
            }
        }
        graph.insert(me.join("::"), edges);
    }
    let parents: Vec<(String, String)> = graph
        .keys()
        .filter_map(|m| m.rsplit_once("::").map(|(p, _)| (p.to_string(), m.clone())))
        .collect();
    for (parent, child) in parents {
        if let Some(edges) = graph.get_mut(&parent) {
            edges.insert(child);
        }
    }
    graph
}

/// The strongly connected components of more than one module (Tarjan).
fn cycles(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Vec<Vec<String>> {
    struct State<'a> {
        graph: &'a std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        index: std::collections::HashMap<&'a str, usize>,
        low: std::collections::HashMap<&'a str, usize>,
        stack: Vec<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        let graph = s.graph;
        for w in graph.get(v).into_iter().flatten() {
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let lw = s.low[w.as_str()];
                s.low.insert(v, s.low[v].min(lw));
            } else if s.stack.contains(&w.as_str()) {
                let iw = s.index[w.as_str()];
                s.low.insert(v, s.low[v].min(iw));
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        graph,
        index: Default::default(),
        low: Default::default(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// No crate's modules import one another in a cycle.
#[test]
fn no_import_cycles_inside_a_crate() {
    let mut bad = Vec::new();
    for dir in crate_dirs() {
        let (name, _) = manifest(&dir);
        for comp in cycles(&module_graph(&dir.join("src"))) {
            bad.push(format!(
                "{name}: a cycle of {} modules: {}",
                comp.len(),
                comp.join(", ")
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_cycle_scan_sees_imports() {
    let paths = module_paths(
        "use crate::{a::X, b}; let y = super::super::c::f(); self::d::g(); x::crate_y::z",
    );
    let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        joined,
        [
            "crate::a::X",
            "crate::b",
            "super::super::c::f",
            "self::d::g"
        ]
    );
    let mut g = std::collections::BTreeMap::new();
    g.insert("a".to_string(), ["b".to_string()].into());
    g.insert("b".to_string(), ["a".to_string()].into());
    g.insert("c".to_string(), ["a".to_string()].into());
    assert_eq!(cycles(&g), vec![vec!["a".to_string(), "b".to_string()]]);
}
