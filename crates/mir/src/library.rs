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
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod names;

/// A file of the library: its path relative to the root, and its text.
type Entry = (Cow<'static, str>, Cow<'static, str>);

include!(concat!(env!("OUT_DIR"), "/library_files.rs"));

/// The library's files: where they show, and their texts by relative path.
/// Both lists are sorted, so the embedded library is two static slices and
/// costs nothing to set up (building hash maps of its 600 files took a
/// third of an empty script's instructions).
pub struct Library {
    root: PathBuf,
    /// `folder/name.m` and `folder/private/name.m`, with `/` separators,
    /// sorted by that path.
    files: Cow<'static, [Entry]>,
    /// The public functions (outside `private/`): indices into `files`,
    /// sorted by function name.
    public: Cow<'static, [usize]>,
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
    fn new(root: PathBuf, mut files: Vec<Entry>) -> Library {
        files.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let public = names::public_order(files.iter().map(|(rel, _)| &**rel));
        Library {
            root,
            files: Cow::Owned(files),
            public: Cow::Owned(public),
        }
    }

    /// The files built into the binary.
    pub fn embedded() -> Library {
        Library {
            root: PathBuf::from(EMBEDDED_ROOT),
            files: Cow::Borrowed(EMBEDDED),
            public: Cow::Borrowed(EMBEDDED_PUBLIC),
        }
    }

    /// Every `.m` file under `dir`, read now.
    pub fn read_folder(dir: &Path) -> Result<Library, String> {
        fn walk(dir: &Path, rel: &str, out: &mut Vec<Entry>) -> std::io::Result<()> {
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
                    out.push((Cow::Owned(rel), Cow::Owned(syntax::decode_for_run(&bytes))));
                }
            }
            Ok(())
        }
        let mut files = Vec::new();
        walk(dir, "", &mut files)
            .map_err(|e| format!("cannot read the MATLAB library {}: {e}", dir.display()))?;
        let root = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        Ok(Library::new(root, files))
    }

    /// The name of the public function at `public[k]`.
    fn public_name(&self, k: usize) -> &str {
        names::public_name(&self.files[self.public[k]].0).unwrap_or_default()
    }

    /// The public function `name`: its path (as shown) and text.
    pub fn function(&self, name: &str) -> Option<(PathBuf, &str)> {
        let k = self
            .public
            .binary_search_by(|&i| names::public_name(&self.files[i].0).cmp(&Some(name)))
            .ok()?;
        let (rel, text) = &self.files[self.public[k]];
        Some((self.root.join(&**rel), &**text))
    }

    /// The text of the library file at `path` (as shown), if it is one.
    pub fn text(&self, path: &Path) -> Option<&str> {
        let rel = path.strip_prefix(&self.root).ok()?;
        let rel = rel.to_str()?.replace('\\', "/");
        let k = self
            .files
            .binary_search_by(|(r, _)| (**r).cmp(rel.as_str()))
            .ok()?;
        Some(&self.files[k].1)
    }

    /// Whether `path` lies in the library.
    pub fn contains(&self, path: &Path) -> bool {
        path.starts_with(&self.root)
    }

    /// The names of the public functions, sorted.
    pub fn names(&self) -> Vec<&str> {
        (0..self.public.len())
            .map(|k| self.public_name(k))
            .collect()
    }

    /// Every file: its path relative to the library's root, and its text.
    pub fn files(&self) -> impl Iterator<Item = (&str, &str)> {
        self.files.iter().map(|(rel, text)| (&**rel, &**text))
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
    use std::collections::HashMap;

    #[test]
    fn the_embedded_tables_are_what_new_makes_of_the_files() {
        let made = Library::new(PathBuf::from(EMBEDDED_ROOT), EMBEDDED.to_vec());
        let embedded = Library::embedded();
        assert_eq!(made.files, embedded.files);
        assert_eq!(made.public, embedded.public);
        assert!(embedded.function("fzero").is_some());
        assert!(embedded.function("no_such_function").is_none());
        let (path, text) = embedded.function("fzero").unwrap();
        assert_eq!(embedded.text(&path), Some(text));
    }

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
