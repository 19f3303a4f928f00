//! The invariants of ARCHITECTURE.md that the source tree itself can show:
//! which crates exist, the direction of their dependencies, one liveness,
//! `exec::rt` as the dispatch loop's door into the runtime, no `exec`
//! function over 200 lines, and `runtime::os` as the one place that writes
//! files or starts processes for a program.

use std::path::{Path, PathBuf};

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The layers of ARCHITECTURE.md's bird's-eye view: a crate may depend only
/// on crates of earlier layers.
const LAYERS: &[&[&str]] = &[
    &["syntax", "decls"],
    &["mir", "runtime"],
    &["analysis", "lir", "pe"],
    &["jit"],
    &["exec"],
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

/// The longest a function of `crates/exec` may be: a longer one is split by
/// instruction or builtin family.
const MAX_EXEC_FN_LINES: usize = 200;

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
fn no_exec_function_is_longer_than_200_lines() {
    let mut files = Vec::new();
    sources(&crates_dir().join("exec/src"), &mut files);
    files.sort();
    let mut bad = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read exec source");
        for (name, line, len) in functions(&text) {
            if len > MAX_EXEC_FN_LINES {
                bad.push(format!(
                    "{}:{line}: fn {name} is {len} lines",
                    file.display()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "functions of crates/exec over {MAX_EXEC_FN_LINES} lines (split them by family):\n{}",
        bad.join("\n")
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
        if dir.file_name().is_some_and(|n| n == "cli") {
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
