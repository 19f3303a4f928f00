//! File names and file status: `get_home_directory`, `is_absolute_filename`,
//! `is_rooted_relative_filename`, `make_absolute_filename`, `tilde_expand`,
//! `file_in_path`, `readdir`, `stat`, `lstat`, `readlink`, `is_same_file`,
//! `user_config_dir`, `user_data_dir`.
//! Failures are Octave's `[..., err, msg]` triples (`err = -1` and the
//! system's message), not errors.

use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("get_home_directory", get_home_directory),
    ("is_absolute_filename", is_absolute_filename),
    ("is_rooted_relative_filename", is_rooted_relative_filename),
    ("make_absolute_filename", make_absolute_filename),
    ("tilde_expand", tilde_expand),
    ("file_in_path", file_in_path),
    ("readdir", readdir),
    ("stat", |c, a, n| stat("stat", c, a, n, true)),
    ("lstat", |c, a, n| stat("lstat", c, a, n, false)),
    ("readlink", readlink),
    ("is_same_file", is_same_file),
    ("user_config_dir", |c, _, _| {
        one(Value::str(&xdg(c, "XDG_CONFIG_HOME", ".config")))
    }),
    ("user_data_dir", |c, _, _| {
        one(Value::str(&xdg(c, "XDG_DATA_HOME", ".local/share")))
    }),
];

/// The message of an OS error without Rust's " (os error N)".
fn os_msg(e: &std::io::Error) -> String {
    let s = e.to_string();
    s.find(" (os error")
        .map_or(s.clone(), |k| s[..k].to_string())
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::Char(_) => v.as_string(),
        _ => None,
    }
}

/// An XDG base folder: its variable, else its place in the home folder.
fn xdg(ctx: &Ctx, var: &str, under_home: &str) -> String {
    match ctx.getenv(var) {
        Some(d) if !d.is_empty() => d,
        _ => format!("{}/{under_home}", home(ctx)),
    }
}

fn home(ctx: &Ctx) -> String {
    ctx.getenv("HOME").unwrap_or_else(|| "/".into())
}

/// `[value, err, msg]` of a call that failed with `e`.
fn failed(fail: Value, e: &std::io::Error) -> Out {
    Ok(vec![fail, Value::Num(-1.0), Value::str(&os_msg(e))])
}

fn succeeded(v: Value) -> Out {
    Ok(vec![v, Value::Num(0.0), empty_char()])
}

fn get_home_directory(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::str(&home(ctx)))
}

fn is_absolute_filename(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Bool(
        text(&args[0]).is_some_and(|s| s.starts_with('/')),
    ))
}

fn is_rooted_relative_filename(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let rooted = text(&args[0])
        .is_some_and(|s| s == "." || s == ".." || s.starts_with("./") || s.starts_with("../"));
    one(Value::Bool(rooted))
}

/// `make_absolute_filename (FILE)`: FILE joined to the current folder with
/// `.` and `..` resolved; an absolute FILE as it is.
fn make_absolute_filename(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let f = text(&args[0])
        .ok_or_else(|| MatError::msg("make_absolute_filename: FILE argument must be a filename"))?;
    if f.starts_with('/') {
        return one(Value::str(&f));
    }
    let mut p = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
    for c in Path::new(&f).components() {
        match c {
            Component::ParentDir => {
                p.pop();
            }
            Component::Normal(n) => p.push(n),
            _ => {}
        }
    }
    one(Value::str(&p.to_string_lossy()))
}

fn expand(ctx: &Ctx, s: &str) -> String {
    match s.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => format!("{}{rest}", home(ctx)),
        _ => s.to_string(),
    }
}

/// `tilde_expand (STRING)`: a leading `~` (alone or before `/`) becomes the
/// home folder; a cell array of strings element by element.
fn tilde_expand(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    match &args[0] {
        Value::Char(_) => one(Value::str(&expand(
            ctx,
            &args[0].as_string().unwrap_or_default(),
        ))),
        Value::Cell(c) => {
            let items = c
                .data
                .iter()
                .map(|v| {
                    text(v)
                        .map(|s| Value::str(&expand(ctx, &s)))
                        .ok_or_else(|| {
                            MatError::msg("tilde_expand: argument must be char or cellstr object")
                        })
                })
                .collect::<Result<Vec<_>, _>>()?;
            one(Value::cell(Tensor::new(c.dims.clone(), items)))
        }
        _ => Err(MatError::msg(
            "tilde_expand: argument must be char or cellstr object",
        )),
    }
}

/// `file_in_path (PATH, FILE[, "all"])`: the first (or every) folder of
/// PATH holding FILE, joined to it; `''` (or `{}`) when none does.
fn file_in_path(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let path =
        text(&args[0]).ok_or_else(|| MatError::msg("file_in_path: PATH must be a string"))?;
    let names: Vec<String> = match &args.get(1) {
        Some(v @ Value::Char(_)) => vec![v.as_string().unwrap_or_default()],
        Some(Value::Cell(c)) => c.data.iter().filter_map(text).collect(),
        _ => {
            return Err(MatError::msg(
                "file_in_path: FILE argument must be a string or cell array of strings",
            ))
        }
    };
    let all = match args.get(2) {
        None => false,
        Some(v) if text(v).as_deref() == Some("all") => true,
        Some(_) => {
            return Err(MatError::msg(
                "file_in_path: optional third argument must be \"all\"",
            ))
        }
    };
    let mut found = Vec::new();
    for dir in path.split(':').filter(|d| !d.is_empty()) {
        for n in &names {
            let p = Path::new(dir).join(n);
            if p.exists() {
                found.push(Value::str(&p.to_string_lossy()));
                if !all {
                    return one(found.remove(0));
                }
            }
        }
    }
    if all {
        let n = found.len();
        one(Value::cell(Tensor::new(
            Dims::rc(n, if n == 0 { 0 } else { 1 }),
            found,
        )))
    } else {
        one(empty_char())
    }
}

/// `[files, err, msg] = readdir (DIR)`: every entry, `.` and `..` too, sorted.
fn readdir(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dir = text(&args[0]).ok_or_else(|| MatError::msg("readdir: DIR must be a string"))?;
    let empty = Value::cell(Tensor::new(Dims::rc(0, 0), vec![]));
    let entries = match std::fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) => return failed(empty, &e),
    };
    let mut names: Vec<Vec<u8>> = vec![b".".to_vec(), b"..".to_vec()];
    for e in entries.flatten() {
        use std::os::unix::ffi::OsStrExt;
        names.push(e.file_name().as_bytes().to_vec());
    }
    names.sort();
    let n = names.len();
    let items = names.iter().map(|b| Value::str_bytes(b)).collect();
    succeeded(Value::cell(Tensor::new(Dims::rc(n, 1), items)))
}

/// `ls -l`'s mode string, with the trailing space Octave prints.
fn mode_string(meta: &std::fs::Metadata) -> String {
    let ft = meta.file_type();
    let kind = if ft.is_symlink() {
        'l'
    } else if ft.is_dir() {
        'd'
    } else if ft.is_char_device() {
        'c'
    } else if ft.is_block_device() {
        'b'
    } else if ft.is_fifo() {
        'p'
    } else if ft.is_socket() {
        's'
    } else {
        '-'
    };
    let mode = meta.permissions().mode();
    let mut s: Vec<char> = vec![kind];
    for (k, c) in "rwxrwxrwx".chars().enumerate() {
        s.push(if mode & (1 << (8 - k)) != 0 { c } else { '-' });
    }
    // Set-user-id, set-group-id and sticky bits show in the execute places.
    for (bit, at, on) in [(0o4000, 3, 's'), (0o2000, 6, 's'), (0o1000, 9, 't')] {
        if mode & bit != 0 {
            s[at] = if s[at] == 'x' {
                on
            } else {
                on.to_ascii_uppercase()
            };
        }
    }
    s.push(' ');
    s.into_iter().collect()
}

/// `[info, err, msg] = stat (FILE)` (`lstat`: of a link itself).
fn stat(name: &str, _: &mut Ctx, args: &[Value], _: usize, follow: bool) -> Out {
    let file = text(&args[0]).ok_or_else(|| MatError::invalid_call(name))?;
    let meta = if follow {
        std::fs::metadata(&file)
    } else {
        std::fs::symlink_metadata(&file)
    };
    let meta = match meta {
        Ok(m) => m,
        Err(e) => return failed(Value::empty(), &e),
    };
    let fields = [
        ("dev", Value::Num(meta.dev() as f64)),
        ("ino", Value::Num(meta.ino() as f64)),
        ("mode", Value::Num(meta.mode() as f64)),
        ("modestr", Value::str(&mode_string(&meta))),
        ("nlink", Value::Num(meta.nlink() as f64)),
        ("uid", Value::Num(meta.uid() as f64)),
        ("gid", Value::Num(meta.gid() as f64)),
        ("rdev", Value::Num(meta.rdev() as f64)),
        ("size", Value::Num(meta.size() as f64)),
        ("atime", Value::Num(meta.atime() as f64)),
        ("mtime", Value::Num(meta.mtime() as f64)),
        ("ctime", Value::Num(meta.ctime() as f64)),
        ("blksize", Value::Num(meta.blksize() as f64)),
        ("blocks", Value::Num(meta.blocks() as f64)),
    ];
    let mut s = StructArray::with_fields(
        Dims::scalar(),
        fields.iter().map(|(f, _)| f.to_string()).collect(),
    );
    s.vals = fields.into_iter().map(|(_, v)| v).collect();
    succeeded(Value::structure(s))
}

/// `[result, err, msg] = readlink (SYMLINK)`.
fn readlink(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let f = text(&args[0]).ok_or_else(|| MatError::msg("readlink: SYMLINK must be a string"))?;
    match std::fs::read_link(&f) {
        Ok(p) => succeeded(Value::str(&p.to_string_lossy())),
        Err(e) => failed(empty_char(), &e),
    }
}

fn same(a: &str, b: &str) -> bool {
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// `is_same_file (A, B)`: whether two names are one file; a cell array of
/// names against one name element by element.
fn is_same_file(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let err = || {
        MatError::msg(
            "is_same_file: FILEPATH1 and FILEPATH2 must be strings or cell arrays of strings",
        )
    };
    match (&args[0], &args[1]) {
        (a @ Value::Char(_), b @ Value::Char(_)) => {
            let (a, b) = (
                a.as_string().unwrap_or_default(),
                b.as_string().unwrap_or_default(),
            );
            one(Value::Bool(same(&a, &b)))
        }
        (s @ Value::Char(_), Value::Cell(c)) | (Value::Cell(c), s @ Value::Char(_)) => {
            let s = s.as_string().unwrap_or_default();
            let r = c
                .data
                .iter()
                .map(|v| text(v).map(|t| same(&s, &t)).ok_or_else(err))
                .collect::<Result<Vec<_>, _>>()?;
            one(Value::logical(Tensor::new(c.dims.clone(), r)))
        }
        (Value::Cell(a), Value::Cell(b)) if a.dims == b.dims => {
            let r = a
                .data
                .iter()
                .zip(&b.data)
                .map(|(x, y)| match (text(x), text(y)) {
                    (Some(x), Some(y)) => Ok(same(&x, &y)),
                    _ => Err(err()),
                })
                .collect::<Result<Vec<_>, _>>()?;
            one(Value::logical(Tensor::new(a.dims.clone(), r)))
        }
        (Value::Cell(_), Value::Cell(_)) => Err(MatError::msg(
            "is_same_file: cellstr arrays FILEPATH1 and FILEPATH2 must be the same size",
        )),
        _ => Err(err()),
    }
}
