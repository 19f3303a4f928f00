//! The MATLAB library: functions of Octave's library written in MATLAB
//! (`library/<folder>/<name>.m` in the repository), embedded in the binary
//! and found by the loader after the user's search path, as Octave finds its
//! own m-files after the user's folders. A `private/` folder holds helpers
//! that only the functions of its parent folder see.
//!
//! The embedded files show as `<library>/<folder>/<name>.m` (in `which`,
//! backtraces and `type`). A developer points `MATC_LIBRARY` at a folder of
//! the same layout to run edited files without rebuilding: the `matc`
//! binary reads the variable once, at its start, and calls [`use_folder`],
//! which reads every file of the folder then (so a sandboxed run needs no
//! file access later).

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/library_files.rs"));

/// The library's files: where they show, and their texts by relative path.
pub struct Library {
    root: PathBuf,
    /// `folder/name.m` and `folder/private/name.m`, with `/` separators.
    files: HashMap<String, Cow<'static, str>>,
    /// Public functions (outside `private/`) by name: their relative path.
    public: HashMap<String, String>,
}

/// The root the embedded files show under.
pub const EMBEDDED_ROOT: &str = "<library>";

static CURRENT: OnceLock<Library> = OnceLock::new();

/// Serves the library from `dir` instead of the embedded copy, for the whole
/// process (`MATC_LIBRARY`). Must be called before the first [`current`].
pub fn use_folder(dir: &Path) -> Result<(), String> {
    let lib = Library::read_folder(dir)?;
    CURRENT
        .set(lib)
        .map_err(|_| "the MATLAB library is already in use".to_string())
}

/// The library of this process: the folder given to [`use_folder`], else the
/// embedded files.
pub fn current() -> &'static Library {
    CURRENT.get_or_init(Library::embedded)
}

impl Library {
    fn new(root: PathBuf, files: HashMap<String, Cow<'static, str>>) -> Library {
        let public = files
            .keys()
            .filter(|rel| !rel.split('/').any(|part| part == "private"))
            .filter_map(|rel| {
                let name = rel.rsplit('/').next()?.strip_suffix(".m")?;
                Some((name.to_string(), rel.clone()))
            })
            .collect();
        Library {
            root,
            files,
            public,
        }
    }

    /// The files built into the binary.
    pub fn embedded() -> Library {
        let files = EMBEDDED
            .iter()
            .map(|&(rel, text)| (rel.to_string(), Cow::Borrowed(text)))
            .collect();
        Library::new(PathBuf::from(EMBEDDED_ROOT), files)
    }

    /// Every `.m` file under `dir`, read now.
    pub fn read_folder(dir: &Path) -> Result<Library, String> {
        fn walk(
            dir: &Path,
            rel: &str,
            out: &mut HashMap<String, Cow<'static, str>>,
        ) -> std::io::Result<()> {
            for e in std::fs::read_dir(dir)? {
                let e = e?;
                let name = e.file_name().to_string_lossy().into_owned();
                let rel = if rel.is_empty() {
                    name.clone()
                } else {
                    format!("{rel}/{name}")
                };
                if e.file_type()?.is_dir() {
                    walk(&e.path(), &rel, out)?;
                } else if name.ends_with(".m") {
                    let bytes = std::fs::read(e.path())?;
                    out.insert(rel, Cow::Owned(syntax::decode_for_run(&bytes)));
                }
            }
            Ok(())
        }
        let mut files = HashMap::new();
        walk(dir, "", &mut files)
            .map_err(|e| format!("cannot read the MATLAB library {}: {e}", dir.display()))?;
        let root = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        Ok(Library::new(root, files))
    }

    /// The public function `name`: its path (as shown) and text.
    pub fn function(&self, name: &str) -> Option<(PathBuf, &str)> {
        let rel = self.public.get(name)?;
        Some((self.root.join(rel), &self.files[rel]))
    }

    /// The text of the library file at `path` (as shown), if it is one.
    pub fn text(&self, path: &Path) -> Option<&str> {
        let rel = path.strip_prefix(&self.root).ok()?;
        let rel = rel.to_str()?.replace('\\', "/");
        self.files.get(&rel).map(|t| &**t)
    }

    /// Whether `path` lies in the library.
    pub fn contains(&self, path: &Path) -> bool {
        path.starts_with(&self.root)
    }

    /// The names of the public functions, sorted.
    pub fn names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.public.keys().map(String::as_str).collect();
        names.sort_unstable();
        names
    }

    /// Every file: its path relative to the library's root, and its text.
    pub fn files(&self) -> impl Iterator<Item = (&str, &str)> {
        self.files.iter().map(|(rel, text)| (rel.as_str(), &**text))
    }
}

/// The `private/` folder the functions of the file at `path` see: the one
/// beside it, or its own folder when it is a private function itself.
pub fn private_folder(path: &Path) -> Option<PathBuf> {
    let dir = path.parent()?;
    Some(if dir.file_name().is_some_and(|n| n == "private") {
        dir.to_path_buf()
    } else {
        dir.join("private")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_public_name_is_defined_once() {
        let lib = Library::embedded();
        let mut seen: HashMap<&str, &str> = HashMap::new();
        for (rel, _) in lib.files() {
            if rel.contains("/private/") {
                continue;
            }
            let name = rel.rsplit('/').next().unwrap();
            if let Some(other) = seen.insert(name, rel) {
                panic!("{name} is in the library twice: {rel} and {other}");
            }
        }
    }

    #[test]
    fn files_parse() {
        for (rel, text) in Library::embedded().files() {
            let parsed = syntax::parse(text);
            assert!(
                parsed.errors.is_empty(),
                "library/{rel}: {:?}",
                parsed.errors.first()
            );
        }
    }
}
