//! Embeds the MATLAB library (`library/` at the top of the repository): every
//! `.m` file under it becomes an entry of `EMBEDDED` (its path relative to
//! `library/`, and its text), ordered by path, and `EMBEDDED_PUBLIC` lists
//! the public functions' entries by name, which `mir::library` serves to the
//! loader without building a table at every start.

use std::path::{Path, PathBuf};

// Tells the tests that read ../shared where it is (see the included file).
mod shared_dir {
    include!("../../tests/shared_dir.rs");
    pub(crate) fn tell() {
        main()
    }
}

mod names {
    include!("src/library/names.rs");
}

fn collect(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = e.path();
        let rel = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(&path, &rel, out);
        } else if name.ends_with(".m") {
            println!("cargo:rerun-if-changed={}", path.display());
            out.push((rel, path));
        }
    }
}

fn main() {
    shared_dir::tell();
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let root = manifest.join("../../library");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(&root, "", &mut files);
    files.sort();
    let mut code = String::from("pub(crate) static EMBEDDED: &[Entry] = &[\n");
    for (rel, path) in &files {
        let abs = std::fs::canonicalize(path).expect("canonical library path");
        code.push_str(&format!(
            "    (Cow::Borrowed({rel:?}), Cow::Borrowed(include_str!({:?}))),\n",
            abs.display().to_string()
        ));
    }
    code.push_str("];\n");
    let public = names::public_order(files.iter().map(|(rel, _)| rel.as_str()));
    code.push_str(&format!(
        "pub(crate) static EMBEDDED_PUBLIC: &[usize] = &{public:?};\n"
    ));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("out dir")).join("library_files.rs");
    std::fs::write(out, code).expect("write library_files.rs");
}
