//! `gzip` and `gunzip`: gzip files by the `flate2` crate rather than the
//! system's `gzip` program Octave runs (so `--sandbox`, which runs no
//! program, allows them; every file is written through `os`). Folders are
//! walked for their files; names may hold `*`, `?` and `[...]` patterns.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("gzip", gzip), ("gunzip", gunzip)];

pub(super) fn names(name: &str, v: &Value) -> Result<Vec<String>, MatError> {
    let bad = || {
        MatError::msg(format!(
            "{name}: FILES must be a character array or cellstr"
        ))
    };
    match v {
        Value::Char(_) => v.char_rows().ok_or_else(bad),
        Value::Cell(c) => c
            .data
            .iter()
            .map(|e| match e {
                Value::Char(_) => e.as_string().ok_or_else(bad),
                _ => Err(bad()),
            })
            .collect(),
        _ => Err(bad()),
    }
}

/// The files a name stands for: a pattern's matches, a folder's files
/// (recursively, sorted), or the file itself.
fn expand(name: &str, pattern: &str) -> Result<Vec<PathBuf>, MatError> {
    let p = Path::new(pattern);
    let mut found = Vec::new();
    if pattern.contains(['*', '?', '[']) {
        let dir = p
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let pat = p
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut hits: Vec<PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| super::files::glob(&pat, &e.file_name().to_string_lossy()))
            .map(|e| {
                if dir == Path::new(".") && p.parent().is_none_or(|d| d.as_os_str().is_empty()) {
                    PathBuf::from(e.file_name())
                } else {
                    e.path()
                }
            })
            .collect();
        hits.sort();
        for h in hits {
            walk(&h, &mut found);
        }
    } else if p.exists() {
        walk(p, &mut found);
    } else {
        return Err(MatError::msg(format!(
            "{name}: no files found matching '{pattern}'"
        )));
    }
    Ok(found)
}

fn walk(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(p)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .collect();
        entries.sort();
        for e in entries {
            walk(&e, out);
        }
    } else {
        out.push(p.to_path_buf());
    }
}

pub(super) fn io_err(name: &str, path: &Path, e: std::io::Error) -> MatError {
    MatError::msg(format!("{name}: {}: {e}", path.display()))
}

fn column(paths: Vec<String>) -> Value {
    let n = paths.len();
    let items = paths.iter().map(|p| Value::str(p)).collect();
    Value::cell(Tensor::new(Dims::rc(n, 1), items))
}

pub(super) fn outdir(name: &str, v: Option<&Value>) -> Result<Option<PathBuf>, MatError> {
    let Some(v) = v else { return Ok(None) };
    let d = string_arg(name, v)?;
    crate::os::create_dir_all(&d).map_err(|e| io_err(name, Path::new(&d), e))?;
    Ok(Some(PathBuf::from(d)))
}

/// `gzip (FILES[, OUTDIR])`: each file compressed to `FILE.gz` beside it
/// (or in OUTDIR); the originals stay. The names made, as a column.
fn gzip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dir = outdir("gzip", args.get(1))?;
    let mut made = Vec::new();
    for pattern in names("gzip", &args[0])? {
        for f in expand("gzip", &pattern)? {
            let data = std::fs::read(&f).map_err(|e| io_err("gzip", &f, e))?;
            let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
            enc.write_all(&data).map_err(|e| io_err("gzip", &f, e))?;
            let bytes = enc.finish().map_err(|e| io_err("gzip", &f, e))?;
            let base = f
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let target = match &dir {
                Some(d) => d.join(format!("{base}.gz")),
                None => PathBuf::from(format!("{}.gz", f.display())),
            };
            crate::os::write(&target, bytes).map_err(|e| io_err("gzip", &target, e))?;
            made.push(target.to_string_lossy().into_owned());
        }
    }
    one(column(made))
}

/// `gunzip (GZFILE[, OUTDIR])`: each `.gz` file decompressed beside it (or
/// in OUTDIR), its name less `.gz`. The absolute names made, as a column.
pub(super) fn gunzip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dir = outdir("gunzip", args.get(1))?;
    let mut made = Vec::new();
    for pattern in names("gunzip", &args[0])? {
        for f in expand("gunzip", &pattern)? {
            let text = f.to_string_lossy();
            let Some(stem) = text.strip_suffix(".gz") else {
                continue;
            };
            let raw = std::fs::read(&f).map_err(|e| io_err("gunzip", &f, e))?;
            let mut data = Vec::new();
            flate2::read::MultiGzDecoder::new(&raw[..])
                .read_to_end(&mut data)
                .map_err(|e| io_err("gunzip", &f, e))?;
            let target = match &dir {
                Some(d) => d.join(Path::new(stem).file_name().unwrap_or_default()),
                None => PathBuf::from(stem),
            };
            crate::os::write(&target, data).map_err(|e| io_err("gunzip", &target, e))?;
            let abs = std::env::current_dir().unwrap_or_default().join(&target);
            made.push(abs.to_string_lossy().into_owned());
        }
    }
    one(column(made))
}
