//! Archives: `zip`/`unzip` (the `zip` crate), `tar`/`untar` (the `tar`
//! crate), `bunzip2` (`bzip2`) and `unpack`, which picks one by the file's
//! extension. Octave runs the system's `zip`, `tar` and `bzip2` programs;
//! matc reads and writes the formats itself, so the names listed are the
//! same on every machine and `--sandbox` (which runs no program) checks
//! every file written through `os`. Extraction writes regular files and
//! folders only: an entry whose name leaves the target folder (`..`, an
//! absolute name) is an error, and links and devices are skipped.

use std::io::{Read, Write};
use std::path::{Component, Path, PathBuf};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::gzip::{io_err, names, outdir};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("zip", zip),
    ("unzip", unzip),
    ("tar", tar),
    ("untar", untar),
    ("bunzip2", bunzip2),
    ("unpack", unpack),
];

/// A text argument, or Octave's error naming it.
fn named_text(name: &str, what: &str, v: &Value) -> Result<String, MatError> {
    match v {
        Value::Char(_) => Ok(v.as_string().unwrap_or_default()),
        _ => Err(MatError::msg(format!("{name}: {what} must be a string"))),
    }
}

fn list(names: Vec<String>, row: bool) -> Value {
    let n = names.len();
    let dims = if row { Dims::rc(1, n) } else { Dims::rc(n, 1) };
    Value::cell(Tensor::new(
        dims,
        names.iter().map(|p| Value::str(p)).collect(),
    ))
}

/// One member of an archive being made: its name inside the archive
/// (`d/` for a folder) and the file it comes from.
struct Member {
    name: String,
    path: Option<PathBuf>,
}

/// The members for FILES under ROOT: a pattern's matches, and each folder
/// with everything below it (sorted), folders named with a trailing `/`.
fn members(name: &str, files: &Value, root: &Path) -> Result<Vec<Member>, MatError> {
    let mut out = Vec::new();
    for pattern in names(name, files)? {
        let mut hits = Vec::new();
        if pattern.contains(['*', '?', '[']) {
            let rel = Path::new(&pattern);
            let dir = rel.parent().unwrap_or(Path::new(""));
            let pat = rel.file_name().map(|f| f.to_string_lossy().into_owned());
            let mut found: Vec<String> = std::fs::read_dir(root.join(dir))
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|f| pat.as_ref().is_some_and(|p| super::files::glob(p, f)))
                .map(|f| dir.join(f).to_string_lossy().into_owned())
                .collect();
            found.sort();
            hits.extend(found);
        } else if root.join(&pattern).exists() {
            hits.push(pattern.trim_end_matches('/').to_string());
        }
        if hits.is_empty() {
            return Err(MatError::msg(format!(
                "{name}: no files found matching '{pattern}'"
            )));
        }
        for h in hits {
            walk(root, &h, &mut out);
        }
    }
    Ok(out)
}

fn walk(root: &Path, rel: &str, out: &mut Vec<Member>) {
    let path = root.join(rel);
    if path.is_dir() {
        out.push(Member {
            name: format!("{rel}/"),
            path: None,
        });
        let mut entries: Vec<String> = std::fs::read_dir(&path)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        entries.sort();
        for e in entries {
            walk(root, &format!("{rel}/{e}"), out);
        }
    } else {
        out.push(Member {
            name: rel.to_string(),
            path: Some(path),
        });
    }
}

fn root_arg(name: &str, v: Option<&Value>) -> Result<PathBuf, MatError> {
    Ok(match v {
        Some(v) => PathBuf::from(string_arg(name, v)?),
        None => PathBuf::from("."),
    })
}

/// Where an archive's member named `entry` goes under `dir`, or an error
/// when the name would leave it.
fn target(name: &str, dir: &Path, entry: &str) -> Result<PathBuf, MatError> {
    let rel = Path::new(entry);
    if rel
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return Err(MatError::msg(format!(
            "{name}: member '{entry}' would be written outside the target folder"
        )));
    }
    Ok(dir.join(rel))
}

fn write_member(name: &str, dir: &Path, entry: &str, data: Option<&[u8]>) -> Result<(), MatError> {
    let to = target(name, dir, entry)?;
    match data {
        None => crate::os::create_dir_all(&to).map_err(|e| io_err(name, &to, e)),
        Some(bytes) => {
            if let Some(parent) = to.parent().filter(|p| !p.as_os_str().is_empty()) {
                crate::os::create_dir_all(parent).map_err(|e| io_err(name, parent, e))?;
            }
            crate::os::write(&to, bytes).map_err(|e| io_err(name, &to, e))
        }
    }
}

/// `zip (ZIPFILE, FILES[, ROOTDIR])`: FILES (below ROOTDIR) deflated into
/// ZIPFILE (`.zip` appended when it has another ending); the members, as a
/// row.
fn zip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut file = named_text("zip", "ZIPFILE", &args[0])?;
    if !file.ends_with(".zip") {
        file.push_str(".zip");
    }
    let root = root_arg("zip", args.get(2))?;
    let members = members("zip", &args[1], &root)?;
    let fail = |e: &dyn std::fmt::Display| MatError::msg(format!("zip: {file}: {e}"));
    let mut w = ::zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = ::zip::write::SimpleFileOptions::default();
    for m in &members {
        match &m.path {
            None => w
                .add_directory(m.name.as_str(), opts)
                .map_err(|e| fail(&e))?,
            Some(p) => {
                let data = std::fs::read(p).map_err(|e| io_err("zip", p, e))?;
                w.start_file(m.name.as_str(), opts).map_err(|e| fail(&e))?;
                w.write_all(&data).map_err(|e| fail(&e))?;
            }
        }
    }
    let bytes = w.finish().map_err(|e| fail(&e))?.into_inner();
    crate::os::write(&file, bytes).map_err(|e| io_err("zip", Path::new(&file), e))?;
    one(list(members.into_iter().map(|m| m.name).collect(), true))
}

/// The folder an archive is extracted into: OUTDIR, or the archive's own.
fn extract_dir(name: &str, file: &str, v: Option<&Value>) -> Result<PathBuf, MatError> {
    Ok(match outdir(name, v)? {
        Some(d) => d,
        None => Path::new(file)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default(),
    })
}

fn read_archive(name: &str, v: &Value) -> Result<(String, Vec<u8>), MatError> {
    let file = string_arg(name, v)?;
    match std::fs::read(&file) {
        Ok(bytes) => Ok((file, bytes)),
        // Octave's unzip and untar are unpack's.
        Err(_) => Err(MatError::msg(format!("unpack: FILE \"{file}\" not found"))),
    }
}

/// `unzip (ZIPFILE[, DIR])`: the members written below DIR (or beside the
/// archive); their names, as a row.
fn unzip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (file, bytes) = read_archive("unzip", &args[0])?;
    let dir = extract_dir("unzip", &file, args.get(1))?;
    one(list(unzip_into(&file, &bytes, &dir)?, true))
}

fn unzip_into(file: &str, bytes: &[u8], dir: &Path) -> Result<Vec<String>, MatError> {
    let fail = |e: &dyn std::fmt::Display| MatError::msg(format!("unzip: {file}: {e}"));
    let mut archive = ::zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| fail(&e))?;
    let mut made = Vec::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| fail(&e))?;
        let name = entry.name().to_string();
        if entry.is_dir() {
            write_member("unzip", dir, &name, None)?;
        } else if entry.is_file() {
            let mut data = Vec::new();
            entry.read_to_end(&mut data).map_err(|e| fail(&e))?;
            write_member("unzip", dir, &name, Some(&data))?;
        } else {
            continue;
        }
        made.push(name);
    }
    Ok(made)
}

/// `tar (TARFILE, FILES[, ROOTDIR])`: FILES (below ROOTDIR) in an
/// uncompressed POSIX archive; the members, as a column.
fn tar(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let file = named_text("tar", "TARFILE", &args[0])?;
    let root = root_arg("tar", args.get(2))?;
    let members = members("tar", &args[1], &root)?;
    let fail = |e: std::io::Error| MatError::msg(format!("tar: {file}: {e}"));
    let mut b = ::tar::Builder::new(Vec::new());
    b.mode(::tar::HeaderMode::Deterministic);
    for m in &members {
        match &m.path {
            None => b.append_dir(&m.name, root.join(&m.name)).map_err(fail)?,
            Some(p) => b.append_path_with_name(p, &m.name).map_err(fail)?,
        }
    }
    let bytes = b.into_inner().map_err(fail)?;
    crate::os::write(&file, bytes).map_err(|e| io_err("tar", Path::new(&file), e))?;
    one(list(members.into_iter().map(|m| m.name).collect(), false))
}

/// `untar (TARFILE[, DIR])`: a tar archive (gzip- or bzip2-compressed ones
/// too) written below DIR (or beside it); the members, as a column.
fn untar(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (file, bytes) = read_archive("untar", &args[0])?;
    let dir = extract_dir("untar", &file, args.get(1))?;
    let raw = decompress("untar", &file, bytes)?;
    one(list(untar_into(&file, &raw, &dir)?, false))
}

/// The bytes of a possibly compressed file, told by its first bytes.
fn decompress(name: &str, file: &str, bytes: Vec<u8>) -> Result<Vec<u8>, MatError> {
    let mut out = Vec::new();
    let done = if bytes.starts_with(&[0x1f, 0x8b]) {
        flate2::read::MultiGzDecoder::new(&bytes[..]).read_to_end(&mut out)
    } else if bytes.starts_with(b"BZh") {
        bzip2::read::MultiBzDecoder::new(&bytes[..]).read_to_end(&mut out)
    } else {
        return Ok(bytes);
    };
    done.map_err(|e| MatError::msg(format!("{name}: {file}: {e}")))?;
    Ok(out)
}

fn untar_into(file: &str, bytes: &[u8], dir: &Path) -> Result<Vec<String>, MatError> {
    let fail = |e: std::io::Error| MatError::msg(format!("untar: {file}: {e}"));
    let mut archive = ::tar::Archive::new(bytes);
    let mut made = Vec::new();
    for entry in archive.entries().map_err(fail)? {
        let mut entry = entry.map_err(fail)?;
        let name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        match entry.header().entry_type() {
            ::tar::EntryType::Directory => write_member("untar", dir, &name, None)?,
            ::tar::EntryType::Regular | ::tar::EntryType::Continuous => {
                let mut data = Vec::new();
                entry.read_to_end(&mut data).map_err(fail)?;
                write_member("untar", dir, &name, Some(&data))?;
            }
            _ => continue,
        }
        made.push(name);
    }
    Ok(made)
}

/// `bunzip2 (BZFILE[, DIR])`: each `.bz2` file decompressed beside it (or
/// in DIR), its name less `.bz2`; the names made, as a column.
fn bunzip2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dir = outdir("bunzip2", args.get(1))?;
    let mut made = Vec::new();
    for file in names("bunzip2", &args[0])? {
        let Some(stem) = file.strip_suffix(".bz2") else {
            return Err(MatError::msg(format!(
                "bunzip2: FILE \"{file}\" does not end in .bz2"
            )));
        };
        let (_, bytes) = read_archive("bunzip2", &Value::str(&file))?;
        let data = decompress("bunzip2", &file, bytes)?;
        let to = match &dir {
            Some(d) => d.join(Path::new(stem).file_name().unwrap_or_default()),
            None => PathBuf::from(stem),
        };
        crate::os::write(&to, data).map_err(|e| io_err("bunzip2", &to, e))?;
        made.push(to.to_string_lossy().into_owned());
    }
    one(list(made, false))
}

/// `unpack (FILE[, DIR[, FILETYPE]])`: extracts by FILETYPE or FILE's
/// ending (`.zip`, `.tar`, `.tar.gz`/`.tgz`, `.tar.bz2`/`.tbz`/`.tbz2`,
/// `.gz`, `.bz2`; a folder's files with `"gz"`), listing what it wrote as
/// the matching function does. FILE may be a cellstr: each is unpacked,
/// the lists joined.
fn unpack(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let files = match &args[0] {
        Value::Char(_) => vec![args[0].as_string().unwrap_or_default()],
        Value::Cell(c) if c.data.iter().all(Value::is_char) => c
            .data
            .iter()
            .map(|v| v.as_string().unwrap_or_default())
            .collect(),
        _ => {
            return Err(MatError::msg(
                "unpack: FILE must be a string or cell array of strings",
            ))
        }
    };
    let filetype = match args.get(2) {
        Some(t) if t.is_char() => Some(t.as_string().unwrap_or_default()),
        Some(_) => return Err(MatError::msg("unpack: FILETYPE must be a string")),
        None => None,
    };
    let mut lists = Vec::new();
    for file in &files {
        let path = Path::new(file);
        if !path.exists() {
            return Err(MatError::msg(format!("unpack: FILE \"{file}\" not found")));
        }
        let kind = match &filetype {
            Some(t) => t.trim_start_matches('.').to_string(),
            None if path.is_dir() => {
                return Err(MatError::msg(
                    "unpack: FILETYPE must be given for a directory",
                ))
            }
            None => {
                let lower = file.to_lowercase();
                [
                    "tar.gz", "tar.bz2", "tgz", "tbz2", "tbz", "zip", "tar", "gz", "bz2",
                ]
                .into_iter()
                .find(|e| lower.ends_with(&format!(".{e}")))
                .unwrap_or("")
                .to_string()
            }
        };
        if path.is_dir() && kind != "gz" {
            return Err(MatError::msg(
                "unpack: FILETYPE must be \"gz\" for a directory",
            ));
        }
        let mut one_args = vec![Value::str(file)];
        one_args.extend(args.get(1).cloned());
        let list = match kind.as_str() {
            "zip" => unzip(ctx, &one_args, nargout),
            "tar" | "tar.gz" | "tgz" | "tar.bz2" | "tbz" | "tbz2" => untar(ctx, &one_args, nargout),
            "gz" => super::gzip::gunzip(ctx, &one_args, nargout),
            "bz2" => bunzip2(ctx, &one_args, nargout),
            _ => Err(MatError::msg(format!(
                "unpack: unrecognized FILETYPE \"{kind}\" of \"{file}\""
            ))),
        }?;
        lists.extend(list);
    }
    if lists.len() == 1 {
        return Ok(lists);
    }
    // Several archives: their members in one column.
    let mut names = Vec::new();
    for l in &lists {
        if let Value::Cell(c) = l {
            names.extend(c.data.iter().cloned());
        }
    }
    let n = names.len();
    one(Value::cell(Tensor::new(Dims::rc(n, 1), names)))
}
