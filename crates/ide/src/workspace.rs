//! The `.m` files an editor has open around a file: the file's own folder
//! (first on the path, as `matc run` puts it), its `private/` folder, and the
//! workspace folders the editor names; found by name as the loader finds
//! them (`name.m`, `@name/name.m`, `+pkg/name.m`), and listed for symbols
//! and references across files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::names::Names;

/// Whether the text changes the search path or folder at run time (then a
/// name that names nothing now may name a function when it runs).
pub fn adds_path(text: &str) -> bool {
    ["addpath", "path(", "cd ", "cd(", "run(", "run "]
        .iter()
        .any(|w| text.contains(w))
}

/// Folders never searched: version control, build output, editor state.
fn skipped(name: &str) -> bool {
    name.starts_with('.') || name == "node_modules" || name == "target"
}

/// Most files listed under the workspace folders (a bound for huge trees).
const MAX_FILES: usize = 20_000;

/// One parsed file of the workspace.
pub struct Indexed {
    pub text: String,
    pub names: Names,
    pub functions: Vec<String>,
    modified: Option<SystemTime>,
}

/// The workspace folders and what was parsed of them.
#[derive(Default)]
pub struct Workspace {
    pub roots: Vec<PathBuf>,
    cache: HashMap<PathBuf, Indexed>,
}

impl Workspace {
    pub fn new(roots: Vec<PathBuf>) -> Workspace {
        Workspace {
            roots,
            cache: HashMap::new(),
        }
    }

    /// The folders searched from a file in `dir`, in order.
    pub fn search_dirs(&self, dir: &Path) -> Vec<PathBuf> {
        let mut out = vec![dir.to_path_buf(), dir.join("private")];
        for r in &self.roots {
            if !out.contains(r) {
                out.push(r.clone());
            }
        }
        out
    }

    /// The file defining function, class or package function `name`
    /// (`pkg.f`, `cls.method` of a class folder) as seen from a file in `dir`.
    pub fn find(&self, name: &str, dir: &Path) -> Option<PathBuf> {
        let parts: Vec<&str> = name.split('.').collect();
        let (leaf, packages) = parts.split_last()?;
        for d in self.search_dirs(dir) {
            let base = packages
                .iter()
                .fold(d.clone(), |b, p| b.join(format!("+{p}")));
            for p in [
                base.join(format!("{leaf}.m")),
                base.join(format!("@{leaf}")).join(format!("{leaf}.m")),
            ] {
                if p.is_file() {
                    return Some(p);
                }
            }
            // `cls.method`: a method file of a class folder.
            if let [cls] = packages {
                let p = d.join(format!("@{cls}")).join(format!("{leaf}.m"));
                if p.is_file() {
                    return Some(p);
                }
            }
        }
        // Anywhere under the workspace folders (a folder the user would add to the path).
        self.files()
            .into_iter()
            .find(|p| p.file_stem().is_some_and(|s| s == *leaf) && packages.is_empty())
    }

    /// Every `.m` file under the workspace folders.
    pub fn files(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for r in &self.roots {
            walk(r, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }

    /// The `.m` files of the folders searched from `dir` (not recursing).
    pub fn path_files(&self, dir: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for d in self.search_dirs(dir) {
            let Ok(rd) = std::fs::read_dir(&d) else {
                continue;
            };
            for e in rd.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "m") && p.is_file() {
                    out.push(p);
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The file parsed (cached while it is unchanged on disk); `None` when unreadable.
    pub fn parsed(&mut self, path: &Path) -> Option<&Indexed> {
        let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
        let fresh = self
            .cache
            .get(path)
            .is_some_and(|i| i.modified == modified && modified.is_some());
        if !fresh {
            let bytes = std::fs::read(path).ok()?;
            let text = syntax::decode(&bytes);
            let parsed = syntax::parse(&text);
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let names = Names::of(&parsed.file, &stem, text.len() as u32);
            let functions = names
                .function_scopes()
                .map(|(_, s)| s.name.clone())
                .collect();
            self.cache.insert(
                path.to_path_buf(),
                Indexed {
                    text,
                    names,
                    functions,
                    modified,
                },
            );
        }
        self.cache.get(path)
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if out.len() >= MAX_FILES {
            return;
        }
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if p.is_dir() {
            if !skipped(&name) {
                walk(&p, out);
            }
        } else if name.ends_with(".m") {
            out.push(p);
        }
    }
}
