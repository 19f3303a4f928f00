//! The invariants of ARCHITECTURE.md that the source tree itself can show:
//! which crates exist, the direction of their dependencies, one liveness,
//! and `exec::rt` as the dispatch loop's door into the runtime.

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
