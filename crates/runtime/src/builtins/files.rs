//! Files and folders: the open-file table (`fopen fclose fgetl fgets fread fwrite feof frewind ftell fseek ferror fclear tmpfile`), `fileread`, paths (`fullfile pwd cd tempname tempdir`) and folder operations (`mkdir rmdir delete copyfile movefile rename link symlink isfile isfolder isdir dir ls glob`).

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::os::{self, Access};
use crate::value::{Class, Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("fopen", fopen),
    ("fclose", fclose),
    ("fgetl", fgetl),
    ("fgets", fgets),
    ("fread", fread),
    ("fwrite", fwrite),
    ("feof", feof),
    ("frewind", frewind),
    ("ftell", ftell),
    ("fseek", fseek),
    ("fileread", fileread),
    ("fullfile", fullfile),
    ("filesep", filesep),
    ("pathsep", pathsep),
    ("genpath", genpath),
    ("pwd", pwd),
    ("cd", cd),
    ("chdir", cd),
    ("canonicalize_file_name", canonicalize_file_name),
    ("confirm_recursive_rmdir", confirm_recursive_rmdir),
    ("tempdir", tempdir),
    ("tempname", tempname),
    ("tmpfile", tmpfile),
    ("P_tmpdir", p_tmpdir),
    ("SEEK_SET", seek_set),
    ("SEEK_CUR", seek_cur),
    ("SEEK_END", seek_end),
    ("ferror", ferror),
    ("fclear", fclear),
    ("mkdir", mkdir),
    ("rmdir", rmdir),
    ("delete", delete),
    ("copyfile", copyfile),
    ("movefile", movefile),
    ("unlink", unlink),
    ("rename", rename),
    ("symlink", symlink),
    ("link", link),
    ("isfile", isfile),
    ("isfolder", isfolder),
    ("isdir", isdir),
    ("dir", dir),
    ("ls", ls),
    ("glob", glob_files),
];

/// One open file: its name, mode and OS handle; `eof` is set when a read hit the end.
#[derive(Debug)]
pub struct OpenFile {
    pub name: String,
    pub mode: String,
    pub file: File,
    pub eof: bool,
}

/// The files opened by `fopen`, by fid (3, 4, ...).
#[derive(Debug, Default)]
pub struct FileTable {
    pub open: BTreeMap<i32, OpenFile>,
}

impl FileTable {
    pub(super) fn next_fid(&self) -> i32 {
        let mut k = 3;
        while self.open.contains_key(&k) {
            k += 1;
        }
        k
    }
}

/// Writes to fid 1 (stdout), 2 (stderr) or an open file; returns the byte count.
pub fn write_fid(ctx: &mut Ctx, fid: f64, bytes: &[u8], who: &str) -> Result<usize, MatError> {
    if fid == 1.0 {
        ctx.print_bytes(bytes);
        return Ok(bytes.len());
    }
    if fid == 2.0 {
        ctx.err.extend_from_slice(bytes);
        return Ok(bytes.len());
    }
    let f = open_file(ctx, fid, who)?;
    f.file
        .write_all(bytes)
        .map_err(|e| MatError::msg(format!("{who}: {}", os_msg(&e))))?;
    Ok(bytes.len())
}

fn invalid_fid(fid: f64, who: &str) -> MatError {
    MatError::msg(format!(
        "{who}: invalid stream number = {}",
        crate::cfmt::general(fid, 5, false, false)
    ))
}

pub(super) fn open_file<'a>(
    ctx: &'a mut Ctx,
    fid: f64,
    who: &str,
) -> Result<&'a mut OpenFile, MatError> {
    if fid.fract() != 0.0 || fid < 3.0 || fid > i32::MAX as f64 {
        return Err(invalid_fid(fid, who));
    }
    ctx.files
        .open
        .get_mut(&(fid as i32))
        .ok_or_else(|| invalid_fid(fid, who))
}

pub(super) fn fid_of(v: &Value, who: &str) -> Result<f64, MatError> {
    match v {
        Value::Char(_) => Err(MatError::msg(format!("{who}: invalid stream number"))),
        _ => v
            .scalar_f64()
            .ok_or_else(|| MatError::msg(format!("{who}: invalid stream number"))),
    }
}

/// The OS message without Rust's ` (os error N)` suffix (what strerror says).
pub(super) fn os_msg(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(k) => s[..k].to_string(),
        None => s,
    }
}

fn str_of(name: &str, v: &Value) -> Result<String, MatError> {
    string_arg(name, v)
}

fn num(x: f64) -> Value {
    Value::Num(x)
}

fn fopen(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if let Some(s) = args[0].as_string() {
        if s == "all" && args.len() == 1 {
            let fids: Vec<f64> = ctx.files.open.keys().map(|&k| k as f64).collect();
            let n = fids.len();
            return one(Value::from_f64s(Dims::rc(1, n), fids));
        }
    } else {
        // fopen(fid): [name, mode, arch].
        let fid = fid_of(&args[0], "fopen")?;
        let (name, mode) = match fid as i32 {
            0 => ("stdin".to_string(), "r".to_string()),
            1 => ("stdout".to_string(), "w".to_string()),
            2 => ("stderr".to_string(), "w".to_string()),
            k => match ctx.files.open.get(&k) {
                Some(f) => (f.name.clone(), f.mode.clone()),
                None => return Ok(vec![empty_char(), empty_char(), empty_char(), empty_char()]),
            },
        };
        return Ok(vec![
            Value::str(&name),
            Value::str(&mode),
            Value::str("native"),
            Value::str("utf-8"),
        ]);
    }
    let name = str_of("fopen", &args[0])?;
    let mode_arg = match args.get(1) {
        Some(m) => m
            .as_string()
            .ok_or_else(|| MatError::msg("fopen: file MODE must be a string"))?,
        None => "r".to_string(),
    };
    // `W` and `A` are `w` and `a` without automatic flushing: the same here.
    let mode: String = mode_arg
        .chars()
        .filter(|&c| c != 't' && c != 'b')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let access = match mode.as_str() {
        "r" => Access::READ,
        "w" => Access::WRITE,
        "a" => Access::APPEND,
        "r+" => Access {
            write: true,
            ..Access::READ
        },
        "w+" => Access {
            read: true,
            ..Access::WRITE
        },
        "a+" => Access {
            read: true,
            ..Access::APPEND
        },
        _ => return Err(MatError::msg("fopen: invalid mode specified")),
    };
    let _ = nargout;
    match os::open(&name, access) {
        Ok(file) if !Path::new(&name).is_dir() => {
            let fid = ctx.files.next_fid();
            ctx.files.open.insert(
                fid,
                OpenFile {
                    name,
                    // As `fopen(fid)` reports it: text mode is the default.
                    mode: mode_arg.replace('t', ""),
                    file,
                    eof: false,
                },
            );
            Ok(vec![num(fid as f64), Value::str("")])
        }
        Ok(_) => Ok(vec![num(-1.0), Value::str("Is a directory")]),
        Err(e) => Ok(vec![num(-1.0), Value::str(&os_msg(&e))]),
    }
}

fn fclose(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args[0].as_string().as_deref() == Some("all") {
        ctx.files.open.clear();
        return one(num(0.0));
    }
    let fid = fid_of(&args[0], "fclose")?;
    if fid == 1.0 || fid == 2.0 {
        return one(num(0.0));
    }
    open_file(ctx, fid, "fclose")?;
    ctx.files.open.remove(&(fid as i32));
    one(num(0.0))
}

/// Reads one byte; `None` at the end of the file.
pub(super) fn read_byte(f: &mut File) -> Option<u8> {
    let mut b = [0u8; 1];
    match f.read(&mut b) {
        Ok(1) => Some(b[0]),
        _ => None,
    }
}

/// Whether the next read would hit the end (peeks one byte).
fn at_end(f: &mut File) -> bool {
    match read_byte(f) {
        Some(_) => {
            let _ = f.seek(SeekFrom::Current(-1));
            false
        }
        None => true,
    }
}

fn get_line(ctx: &mut Ctx, args: &[Value], who: &str, keep_nl: bool) -> Out {
    let fid = fid_of(&args[0], who)?;
    let max = match args.get(1) {
        Some(v) => count_arg(who, v)?,
        None => usize::MAX,
    };
    if fid == 0.0 {
        return stdin_line(ctx, keep_nl);
    }
    let f = open_file(ctx, fid, who)?;
    let mut line = Vec::new();
    let mut any = false;
    while line.len() < max {
        match read_byte(&mut f.file) {
            Some(b) => {
                any = true;
                if b == b'\n' {
                    if keep_nl {
                        line.push(b);
                    }
                    break;
                }
                line.push(b);
            }
            None => {
                f.eof = true;
                break;
            }
        }
    }
    if !any {
        f.eof = true;
        return Ok(vec![num(-1.0), num(0.0)]);
    }
    if at_end(&mut f.file) {
        f.eof = true;
    }
    let n = line.len();
    Ok(vec![Value::str_bytes(&line), num(n as f64)])
}

/// A line of the process's standard input (`fgetl (stdin)`); -1 at its end.
fn stdin_line(ctx: &mut Ctx, keep_nl: bool) -> Out {
    let Some(mut line) = ctx.stdin_line() else {
        return Ok(vec![num(-1.0), num(0.0)]);
    };
    if !keep_nl && line.last() == Some(&b'\n') {
        line.pop();
    }
    let n = line.len();
    Ok(vec![Value::str_bytes(&line), num(n as f64)])
}

fn fgetl(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    get_line(ctx, args, "fgetl", false)
}

fn fgets(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    get_line(ctx, args, "fgets", true)
}

/// A `fread`/`fwrite` precision: the element type in the file and the class of the result.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Prec {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
    Char,
}

impl Prec {
    fn parse(s: &str) -> Option<Prec> {
        Some(match s {
            "uint8" | "uchar" | "unsigned char" => Prec::U8,
            "int8" | "schar" | "signed char" | "integer*1" => Prec::I8,
            "uint16" | "ushort" | "unsigned short" => Prec::U16,
            "int16" | "short" | "integer*2" => Prec::I16,
            "uint32" | "uint" | "unsigned int" | "ulong" | "unsigned long" => Prec::U32,
            "int32" | "int" | "long" | "integer*4" => Prec::I32,
            "uint64" => Prec::U64,
            "int64" | "integer*8" => Prec::I64,
            "single" | "float32" | "float" | "real*4" => Prec::F32,
            "double" | "float64" | "real*8" => Prec::F64,
            "char" | "char*1" => Prec::Char,
            _ => return None,
        })
    }
    fn size(self) -> usize {
        match self {
            Prec::U8 | Prec::I8 | Prec::Char => 1,
            Prec::U16 | Prec::I16 => 2,
            Prec::U32 | Prec::I32 | Prec::F32 => 4,
            Prec::U64 | Prec::I64 | Prec::F64 => 8,
        }
    }
    fn class(self) -> Class {
        match self {
            Prec::U8 => Class::UInt8,
            Prec::I8 => Class::Int8,
            Prec::U16 => Class::UInt16,
            Prec::I16 => Class::Int16,
            Prec::U32 => Class::UInt32,
            Prec::I32 => Class::Int32,
            Prec::U64 => Class::UInt64,
            Prec::I64 => Class::Int64,
            Prec::F32 => Class::Single,
            Prec::F64 => Class::Double,
            Prec::Char => Class::Char,
        }
    }
    fn decode(self, b: &[u8]) -> f64 {
        match self {
            Prec::U8 | Prec::Char => b[0] as f64,
            Prec::I8 => b[0] as i8 as f64,
            Prec::U16 => u16::from_le_bytes([b[0], b[1]]) as f64,
            Prec::I16 => i16::from_le_bytes([b[0], b[1]]) as f64,
            Prec::U32 => u32::from_le_bytes(b[..4].try_into().unwrap()) as f64,
            Prec::I32 => i32::from_le_bytes(b[..4].try_into().unwrap()) as f64,
            Prec::U64 => u64::from_le_bytes(b[..8].try_into().unwrap()) as f64,
            Prec::I64 => i64::from_le_bytes(b[..8].try_into().unwrap()) as f64,
            Prec::F32 => f32::from_le_bytes(b[..4].try_into().unwrap()) as f64,
            Prec::F64 => f64::from_le_bytes(b[..8].try_into().unwrap()),
        }
    }
    fn encode(self, x: f64, out: &mut Vec<u8>) {
        fn sat(x: f64, lo: f64, hi: f64) -> f64 {
            if x.is_nan() {
                0.0
            } else {
                x.round().clamp(lo, hi)
            }
        }
        match self {
            Prec::U8 | Prec::Char => out.push(sat(x, 0.0, 255.0) as u8),
            Prec::I8 => out.push(sat(x, -128.0, 127.0) as i8 as u8),
            Prec::U16 => out.extend((sat(x, 0.0, 65535.0) as u16).to_le_bytes()),
            Prec::I16 => out.extend((sat(x, -32768.0, 32767.0) as i16).to_le_bytes()),
            Prec::U32 => out.extend((sat(x, 0.0, u32::MAX as f64) as u32).to_le_bytes()),
            Prec::I32 => {
                out.extend((sat(x, i32::MIN as f64, i32::MAX as f64) as i32).to_le_bytes())
            }
            Prec::U64 => out.extend((sat(x, 0.0, u64::MAX as f64) as u64).to_le_bytes()),
            Prec::I64 => {
                out.extend((sat(x, i64::MIN as f64, i64::MAX as f64) as i64).to_le_bytes())
            }
            Prec::F32 => out.extend((x as f32).to_le_bytes()),
            Prec::F64 => out.extend(x.to_le_bytes()),
        }
    }
}

/// Parses `PREC`, `*PREC` and `SRC=>DST`: the type in the file and the result class.
fn parse_precision(s: &str, who: &str) -> Result<(Prec, Class), MatError> {
    let bad = || MatError::msg(format!("{who}: invalid PRECISION specified"));
    let s = s.trim();
    if let Some(rest) = s.strip_prefix('*') {
        let p = Prec::parse(rest).ok_or_else(bad)?;
        return Ok((p, p.class()));
    }
    if let Some((a, b)) = s.split_once("=>") {
        let p = Prec::parse(a.trim()).ok_or_else(bad)?;
        let q = Prec::parse(b.trim()).ok_or_else(bad)?;
        return Ok((p, q.class()));
    }
    let p = Prec::parse(s).ok_or_else(bad)?;
    Ok((p, Class::Double))
}

/// The rest of open file `fid`, from where it is to its end.
pub fn read_rest(ctx: &mut Ctx, fid: f64, who: &str) -> Result<Vec<u8>, MatError> {
    let f = open_file(ctx, fid, who)?;
    let mut bytes = Vec::new();
    f.file
        .read_to_end(&mut bytes)
        .map_err(|e| MatError::msg(format!("{who}: {}", os_msg(&e))))?;
    f.eof = true;
    Ok(bytes)
}

fn fread(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "fread")?;
    // Size: Inf (a column of all), N (a column of at most N), [M N] (M rows, N may be Inf).
    let (rows, cols): (Option<usize>, Option<usize>) = match args.get(1) {
        None => (None, None),
        Some(v) => {
            let s = v.to_f64_vec()?;
            let c = |x: f64| {
                if x.is_infinite() {
                    None
                } else {
                    Some(x.max(0.0) as usize)
                }
            };
            match s.as_slice() {
                [n] => (c(*n), Some(1)),
                [m, n] => (c(*m), c(*n)),
                _ => return Err(MatError::msg("fread: invalid SIZE specified")),
            }
        }
    };
    let precision = match args.get(2) {
        Some(p) => p
            .as_string()
            .ok_or_else(|| MatError::msg("fread: PRECISION must be a string"))?,
        None => "uint8".to_string(),
    };
    // `N*PRECISION`: SKIP bytes are skipped after each block of N elements.
    let digits = precision.bytes().take_while(u8::is_ascii_digit).count();
    let (block, precision) = match precision[digits..].strip_prefix('*') {
        Some(rest) if digits > 0 => (
            precision[..digits].parse::<usize>().unwrap_or(1).max(1),
            rest,
        ),
        _ => (1, precision.as_str()),
    };
    let (prec, class) = parse_precision(precision, "fread")?;
    let skip = match args.get(3) {
        Some(v) => v
            .scalar_f64()
            .filter(|x| *x >= 0.0)
            .ok_or_else(|| MatError::msg("fread: SKIP must be a non-negative integer"))?
            as i64,
        None => 0,
    };
    let limit = match (rows, cols) {
        (Some(m), Some(n)) => Some(m * n),
        _ => None,
    };
    let f = open_file(ctx, fid, "fread")?;
    let mut bytes = Vec::new();
    match limit {
        _ if skip > 0 => {
            let mut element = vec![0u8; prec.size()];
            let mut read = 0;
            while limit.is_none_or(|n| read < n) {
                if f.file.read_exact(&mut element).is_err() {
                    f.eof = true;
                    break;
                }
                bytes.extend_from_slice(&element);
                read += 1;
                if read % block == 0 {
                    let _ = f.file.seek(SeekFrom::Current(skip));
                }
            }
        }
        Some(n) => {
            let want = n * prec.size();
            let mut buf = vec![0u8; want];
            let mut got = 0;
            while got < want {
                match f.file.read(&mut buf[got..]) {
                    Ok(0) | Err(_) => break,
                    Ok(k) => got += k,
                }
            }
            buf.truncate(got);
            bytes = buf;
            if got < want || at_end(&mut f.file) {
                f.eof = got < want || f.eof;
            }
        }
        None => {
            let _ = f.file.read_to_end(&mut bytes);
            f.eof = true;
        }
    }
    let count = bytes.len() / prec.size();
    let data: Vec<f64> = bytes
        .chunks_exact(prec.size())
        .map(|c| prec.decode(c))
        .collect();
    // Nothing read: 0x1 for all of it, Mx0 for `[M Inf]`, else 0x0 (Octave).
    let dims = match (rows, cols) {
        (None, _) => Dims::rc(count, 1),
        (Some(m), None) if count == 0 => Dims::rc(m, 0),
        (Some(_), _) if count == 0 => Dims::rc(0, 0),
        (Some(m), Some(1)) if m >= count => Dims::rc(count, 1),
        (Some(m), _) => {
            let ncol = if m == 0 { 0 } else { count.div_ceil(m) };
            Dims::rc(m, ncol)
        }
    };
    let mut data = data;
    data.resize(dims.numel(), 0.0);
    let v = if class == Class::Char {
        Value::char_array(Tensor::new(dims, data.iter().map(|&x| x as u8).collect()))
    } else {
        real_result(class, dims, data)
    };
    Ok(vec![v, num(count as f64)])
}

fn fwrite(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "fwrite")?;
    let prec = match args.get(2) {
        Some(p) => {
            parse_precision(
                &p.as_string()
                    .ok_or_else(|| MatError::msg("fwrite: PRECISION must be a string"))?,
                "fwrite",
            )?
            .0
        }
        None => Prec::U8,
    };
    let data = args[1].to_f64_vec()?;
    let mut out = Vec::with_capacity(data.len() * prec.size());
    for &x in &data {
        prec.encode(x, &mut out);
    }
    write_fid(ctx, fid, &out, "fwrite")?;
    one(num(data.len() as f64))
}

fn feof(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "feof")?;
    if fid == 0.0 || fid == 1.0 || fid == 2.0 {
        return one(Value::Bool(false));
    }
    let f = open_file(ctx, fid, "feof")?;
    one(Value::Bool(f.eof))
}

fn frewind(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let fid = fid_of(&args[0], "frewind")?;
    let f = open_file(ctx, fid, "frewind")?;
    let ok = f.file.seek(SeekFrom::Start(0)).is_ok();
    f.eof = false;
    Ok(if nargout > 0 {
        vec![num(if ok { 0.0 } else { -1.0 })]
    } else {
        vec![]
    })
}

fn ftell(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "ftell")?;
    let f = open_file(ctx, fid, "ftell")?;
    let p = f.file.stream_position().map(|p| p as f64).unwrap_or(-1.0);
    one(num(p))
}

fn fseek(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "fseek")?;
    let off = args[1]
        .scalar_f64()
        .ok_or_else(|| MatError::msg("fseek: OFFSET must be a scalar"))? as i64;
    let origin = match args.get(2) {
        None => -1,
        Some(v) => match v.as_string().as_deref() {
            Some("bof") | Some("SEEK_SET") => -1,
            Some("cof") | Some("SEEK_CUR") => 0,
            Some("eof") | Some("SEEK_END") => 1,
            Some(_) => return Err(MatError::msg("fseek: invalid value for origin")),
            None => match v.scalar_f64() {
                Some(x) if x == -1.0 || x == 0.0 || x == 1.0 => x as i32,
                _ => return Err(MatError::msg("fseek: invalid value for origin")),
            },
        },
    };
    let f = open_file(ctx, fid, "fseek")?;
    let len = f.file.metadata().map(|m| m.len() as i64).unwrap_or(0);
    let cur = f.file.stream_position().map(|p| p as i64).unwrap_or(0);
    let target = match origin {
        -1 => off,
        0 => cur + off,
        _ => len + off,
    };
    if target < 0 || target > len {
        return one(num(-1.0));
    }
    let _ = f.file.seek(SeekFrom::Start(target as u64));
    f.eof = false;
    one(num(0.0))
}

fn fileread(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let name = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("fileread: FILENAME argument must be a string"))?;
    match std::fs::read(&name) {
        Ok(b) if !Path::new(&name).is_dir() => one(Value::str_bytes(&b)),
        _ => Err(MatError::msg("fileread: cannot open file")),
    }
}

/// `filesep` and `filesep('all')`: `/`, the one separator on Unix.
fn filesep(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    match args {
        [] => {}
        [a] if a.as_string().as_deref() == Some("all") => {}
        [a] if a.is_char() => return Err(MatError::msg("filesep: argument must be \"all\"")),
        [_] => return Err(MatError::msg("filesep: argument must be a string")),
        _ => return Err(MatError::invalid_call("filesep")),
    }
    one(Value::str("/"))
}

/// `pathsep`: `:`, which separates the folders of a search path on Unix.
/// DIR and every folder below it, skipping class (`@`), package (`+`),
/// `private` and hidden folders.
fn folders_below(dir: &std::path::Path, out: &mut Vec<String>) {
    if !dir.is_dir() {
        return;
    }
    out.push(dir.to_string_lossy().into_owned());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut subs: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .filter(|p| {
            let n = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            !(n.starts_with('@') || n.starts_with('+') || n.starts_with('.') || n == "private")
        })
        .collect();
    subs.sort();
    for s in subs {
        folders_below(&s, out);
    }
}

/// `genpath(DIR)`: DIR and the folders below it, joined by `pathsep`.
fn genpath(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dir = args
        .first()
        .and_then(|a| a.as_string())
        .ok_or_else(|| MatError::msg("genpath: DIR must be a string"))?;
    let mut out = Vec::new();
    folders_below(std::path::Path::new(&dir), &mut out);
    one(Value::str(&out.join(":")))
}

fn pathsep(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::str(":"))
}

/// `fullfile(A, B, ...)`: non-empty parts joined by one `/`; a cell array last gives a cell of paths.
fn fullfile(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    // Empty arguments are dropped; a char argument stands for a 1x1 cell.
    let args: Vec<&Value> = args.iter().filter(|a| !a.is_empty()).collect();
    if args.is_empty() {
        return one(Value::char_array(Tensor::new(Dims::rc(0, 0), vec![])));
    }
    let bad = || MatError::msg("fullfile: input must either be strings or cell strings");
    let mut columns: Vec<(Option<Dims>, Vec<String>)> = Vec::with_capacity(args.len());
    for a in &args {
        columns.push(match a {
            Value::Char(_) => (None, vec![a.as_string().ok_or_else(bad)?]),
            Value::Cell(c) => (
                Some(c.dims.clone()),
                c.data
                    .iter()
                    .map(|x| if x.is_char() { x.as_string() } else { None })
                    .collect::<Option<_>>()
                    .ok_or_else(bad)?,
            ),
            _ => return Err(bad()),
        });
    }
    let mut dims: Option<Dims> = None;
    for (d, items) in &columns {
        if items.len() != 1 || d.as_ref().is_some_and(|d| d.numel() != 1) {
            let d = d.clone().unwrap_or_else(Dims::scalar);
            if dims.as_ref().is_some_and(|prev| *prev != d) {
                return Err(MatError::msg(
                    "fullfile: cell string input must be scalar or of the same size",
                ));
            }
            dims = Some(d);
        }
    }
    let out_dims = dims.unwrap_or_else(Dims::scalar);
    let names: Vec<String> = (0..out_dims.numel())
        .map(|i| {
            let parts: Vec<&str> = columns
                .iter()
                .map(|(_, items)| items[if items.len() == 1 { 0 } else { i }].as_str())
                .collect();
            join_parts(&parts)
        })
        .collect();
    if columns.iter().all(|(d, _)| d.is_none()) {
        return one(Value::str(&names[0]));
    }
    let cells = names.iter().map(|n| Value::str(n)).collect();
    one(Value::cell(Tensor::new(out_dims, cells)))
}

/// The parts joined by `/`, runs of separators collapsed to one.
fn join_parts(parts: &[&str]) -> String {
    let joined = parts.join("/");
    let mut res = String::with_capacity(joined.len());
    for c in joined.chars() {
        if c == '/' && res.ends_with('/') {
            continue;
        }
        res.push(c);
    }
    res
}

/// `[name, status, msg] = canonicalize_file_name(name)`: the absolute path
/// with links and `..` resolved, or `''`, -1 and why.
fn canonicalize_file_name(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(name) = args.first().filter(|v| matches!(v, Value::Char(_))) else {
        return Err(MatError::msg(
            "canonicalize_file_name: NAME must be a string",
        ));
    };
    let name = name.as_string().unwrap_or_default();
    Ok(match std::fs::canonicalize(&name) {
        Ok(p) => vec![Value::str(&p.to_string_lossy()), num(0.0), Value::str("")],
        Err(e) => vec![Value::str(""), num(-1.0), Value::str(&os_msg(&e))],
    })
}

/// `old = confirm_recursive_rmdir(new)`: whether `rmdir(d, 's')` would ask
/// first. A program never waits for an answer here, so it only remembers.
fn confirm_recursive_rmdir(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let old = ctx.confirm_recursive_rmdir;
    if let Some(v) = args.first() {
        ctx.confirm_recursive_rmdir = v.scalar_f64().is_some_and(|x| x != 0.0);
    }
    one(Value::Bool(old))
}

fn pwd(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    let d = std::env::current_dir().unwrap_or_default();
    one(Value::str(&d.to_string_lossy()))
}

fn cd(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let old = std::env::current_dir().unwrap_or_default();
    let target = match args.first() {
        Some(v) => str_of("cd", v)?,
        None => std::env::var("HOME").unwrap_or_else(|_| "/".into()),
    };
    if let Err(e) = std::env::set_current_dir(&target) {
        return Err(MatError::msg(format!("cd: {target}: {}", os_msg(&e))));
    }
    Ok(if nargout > 0 {
        vec![Value::str(&old.to_string_lossy())]
    } else {
        vec![]
    })
}

/// The folder for temporary files: `$TMPDIR` or `/tmp`; under `--sandbox`,
/// the sandbox folder unless the program set `TMPDIR` itself.
pub(crate) fn temp_dir(ctx: &Ctx) -> String {
    if let (Some(d), false) = (crate::sandbox::folder(), ctx.env.contains_key("TMPDIR")) {
        return d.to_string_lossy().into_owned();
    }
    match ctx.getenv("TMPDIR") {
        Some(d) if !d.is_empty() => d.trim_end_matches('/').to_string(),
        _ => "/tmp".to_string(),
    }
}

/// `P_tmpdir`: the system's folder for temporary files.
fn p_tmpdir(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::str("/tmp"))
}

/// `SEEK_SET`, `SEEK_CUR`, `SEEK_END`: fseek's origins as numbers.
fn seek_set(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(num(-1.0))
}

fn seek_cur(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(num(0.0))
}

fn seek_end(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(num(1.0))
}

/// `[FID, MSG] = tmpfile()`: a new file open for reading and writing
/// (`w+b`) that disappears when closed; its name is already unlinked.
fn tmpfile(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    let name = tempname(ctx, &[], 1)?[0].as_string().unwrap_or_default();
    match open_new(ctx, &name) {
        Ok(fid) => {
            let _ = os::remove_file(&name);
            Ok(vec![num(fid as f64), empty_char()])
        }
        Err(e) => Ok(vec![num(-1.0), Value::str(&os_msg(&e))]),
    }
}

/// Makes file `name`, failing when it exists, and opens it for reading and
/// writing (`w+b`, as `tmpfile` and `mkstemp` do): its fid.
pub(super) fn open_new(ctx: &mut Ctx, name: &str) -> std::io::Result<i32> {
    let access = Access {
        read: true,
        write: true,
        create_new: true,
        ..Access::default()
    };
    let file = os::open(name, access)?;
    let fid = ctx.files.next_fid();
    let open = OpenFile {
        name: name.to_string(),
        mode: "w+b".into(),
        file,
        eof: false,
    };
    ctx.files.open.insert(fid, open);
    Ok(fid)
}

/// `[MSG, ERR] = ferror(FID)` (`ferror(FID, 'clear')` too): matc's reads
/// and writes report their errors when they happen, so a stream has none
/// left to report.
fn ferror(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "ferror")?;
    if fid > 2.0 {
        open_file(ctx, fid, "ferror")?;
    }
    if let Some(opt) = args.get(1) {
        if opt.as_string().as_deref() != Some("clear") {
            return Err(MatError::msg("ferror: second argument must be \"clear\""));
        }
    }
    Ok(vec![empty_char(), num(0.0)])
}

/// `fclear(FID)`: clears the end-of-file state of a stream.
fn fclear(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "fclear")?;
    if fid > 2.0 {
        open_file(ctx, fid, "fclear")?.eof = false;
    }
    Ok(vec![])
}

/// `tempdir`: as Octave's, the folder with a trailing separator.
fn tempdir(ctx: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::str(&format!("{}/", temp_dir(ctx))))
}

pub(super) fn tempname(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let text = |v: &Value, what: &str| match v {
        Value::Char(_) => Ok(v.as_string().unwrap_or_default()),
        _ => Err(MatError::msg(format!("tempname: {what} must be a string"))),
    };
    let dir = match args.first() {
        Some(v) if !v.is_empty() => text(v, "DIR")?,
        _ => temp_dir(ctx),
    };
    let prefix = match args.get(1) {
        Some(v) => text(v, "PREFIX")?,
        None => "oct-".to_string(),
    };
    const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
        ^ ((std::process::id() as u64) << 32);
    loop {
        let mut name = String::new();
        for _ in 0..6 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            name.push(ALNUM[(seed % ALNUM.len() as u64) as usize] as char);
        }
        let p = format!("{}/{prefix}{name}", dir.trim_end_matches('/'));
        if !Path::new(&p).exists() {
            return one(Value::str(&p));
        }
    }
}

/// `[status, msg, msgid]` of a folder or file operation; an error when no output is asked for and it failed.
fn status_out(who: &str, ok: bool, msg: &str, nargout: usize) -> Out {
    if !ok && nargout == 0 {
        return Err(MatError::msg(format!("{who}: operation failed: {msg}")));
    }
    let id = if msg.is_empty() { "" } else { who };
    Ok(vec![Value::Bool(ok), Value::str(msg), Value::str(id)])
}

fn mkdir(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut p = PathBuf::from(str_of("mkdir", &args[0])?);
    if let Some(v) = args.get(1) {
        p = p.join(str_of("mkdir", v)?);
    }
    if p.is_dir() {
        return Ok(vec![
            Value::Bool(true),
            Value::str("directory exists"),
            Value::str("mkdir"),
        ]);
    }
    match os::create_dir_all(&p) {
        Ok(()) => status_out("mkdir", true, "", nargout),
        Err(e) => status_out("mkdir", false, &os_msg(&e), nargout),
    }
}

fn rmdir(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let p = str_of("rmdir", &args[0])?;
    let recursive = match args.get(1) {
        Some(v) => {
            if v.as_string().as_deref() == Some("s") {
                true
            } else {
                return Err(MatError::msg(
                    "rmdir: second argument must be \"s\" for recursive removal",
                ));
            }
        }
        None => false,
    };
    let r = if recursive {
        os::remove_dir_all(&p)
    } else {
        os::remove_dir(&p)
    };
    match r {
        Ok(()) => status_out("rmdir", true, "", nargout),
        Err(e) => status_out("rmdir", false, &os_msg(&e), nargout),
    }
}

/// Whether `name` matches the shell pattern `pattern`: `*`, `?` and
/// character sets `[a-z]` (`[!...]` or `[^...]` for their complement).
pub fn glob(pattern: &str, name: &str) -> bool {
    /// The set starting after `[`: whether it holds `c`, and its length
    /// up to the closing `]` (None when it is not closed: a plain `[`).
    fn set(p: &[u8], c: u8) -> Option<(bool, usize)> {
        let negated = matches!(p.first(), Some(b'!' | b'^'));
        let mut k = usize::from(negated);
        let mut hit = false;
        let mut first = true;
        while k < p.len() && (p[k] != b']' || first) {
            if k + 2 < p.len() && p[k + 1] == b'-' && p[k + 2] != b']' {
                hit |= (p[k]..=p[k + 2]).contains(&c);
                k += 3;
            } else {
                hit |= p[k] == c;
                k += 1;
            }
            first = false;
        }
        (k < p.len()).then_some((hit != negated, k + 1))
    }
    fn go(p: &[u8], n: &[u8]) -> bool {
        match p.split_first() {
            None => n.is_empty(),
            Some((b'*', rest)) => (0..=n.len()).any(|k| go(rest, &n[k..])),
            Some((b'?', rest)) => !n.is_empty() && go(rest, &n[1..]),
            Some((b'[', rest)) if !n.is_empty() => match set(rest, n[0]) {
                Some((hit, len)) => hit && go(&rest[len..], &n[1..]),
                None => n[0] == b'[' && go(rest, &n[1..]),
            },
            Some((c, rest)) => n.first() == Some(c) && go(rest, &n[1..]),
        }
    }
    go(pattern.as_bytes(), name.as_bytes())
}

/// `glob(PATTERN)`: the existing files and folders that PATTERN (a string,
/// char matrix or cell array of patterns) stands for, sorted, in a column.
fn glob_files(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad = || MatError::msg("glob: PATTERN must be a string or cell array of strings");
    let patterns: Vec<String> = match &args[0] {
        v @ Value::Char(_) => v.char_rows().ok_or_else(bad)?,
        Value::Cell(c) => c
            .data
            .iter()
            .map(|v| {
                v.is_char()
                    .then(|| v.as_string().unwrap_or_default())
                    .ok_or_else(bad)
            })
            .collect::<Result<_, _>>()?,
        // Numbers are character codes, as Octave converts them.
        v if v.is_numeric() => {
            vec![v.to_f64_vec()?.iter().map(|&c| c as u8 as char).collect()]
        }
        _ => return Err(bad()),
    };
    let mut found: Vec<String> = patterns.iter().flat_map(|p| expand(p)).collect();
    found.sort();
    found.dedup();
    let n = found.len();
    let dims = if n == 0 {
        Dims::rc(0, 0)
    } else {
        Dims::rc(n, 1)
    };
    one(Value::cell(Tensor::new(
        dims,
        found.iter().map(|f| Value::str(f)).collect(),
    )))
}

/// The paths a name with `*`/`?` in its last component stands for (sorted), or the name itself.
fn expand(pattern: &str) -> Vec<String> {
    let (dir, file) = match pattern.rfind('/') {
        Some(k) => (&pattern[..k + 1], &pattern[k + 1..]),
        None => ("", pattern),
    };
    if !file.contains(['*', '?', '[']) {
        return if Path::new(pattern).exists() {
            vec![pattern.to_string()]
        } else {
            vec![]
        };
    }
    let rd = if dir.is_empty() { "." } else { dir };
    let mut out: Vec<String> = std::fs::read_dir(rd)
        .map(|it| {
            it.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| glob(file, n))
                .map(|n| format!("{dir}{n}"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn delete(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() {
        return Err(MatError::invalid_call("delete"));
    }
    for a in args {
        if a.as_string().is_none() && matches!(a, Value::Num(_) | Value::Double(_)) {
            // delete(h): graphics handles.
            for h in a.to_f64_vec()? {
                if ctx.figures.kind_of(h) == Some("figure") {
                    ctx.figures.close(h as u32);
                } else if h == 0.0 || !ctx.figures.delete_object(h) {
                    return Err(MatError::msg(
                        "delete: first argument must be a filename or graphics handle",
                    ));
                }
            }
            continue;
        }
        let pat = a.as_string().ok_or_else(|| {
            MatError::msg("delete: first argument must be a filename or graphics handle")
        })?;
        let files = expand(&pat);
        if files.is_empty() {
            ctx.warn(
                "Octave:delete:no-such-file",
                &format!("delete: no such file: {pat}"),
            );
            continue;
        }
        for f in files {
            if Path::new(&f).is_dir() {
                ctx.warn(
                    "Octave:delete:no-such-file",
                    &format!("delete: no such file: {f}"),
                );
            } else if let Err(e) = os::remove_file(&f) {
                ctx.warn(
                    "Octave:delete:unlink-error",
                    &format!("delete: {f}: {}", os_msg(&e)),
                );
            }
        }
    }
    Ok(vec![])
}

/// The checked arguments of `copyfile`/`movefile`: the files F1 names (its
/// patterns expanded) and F2, or the failure Octave's m-files report.
fn copy_plan(args: &[Value], who: &str) -> Result<Result<(Vec<String>, String), String>, MatError> {
    let patterns: Vec<String> = match &args[0] {
        Value::Char(_) => vec![args[0].as_string().unwrap_or_default()],
        Value::Cell(c) if c.data.iter().all(|v| matches!(v, Value::Char(_))) => {
            c.data.iter().filter_map(Value::as_string).collect()
        }
        // Octave's movefile.m also says "copyfile" here.
        _ => {
            return Err(MatError::msg(
                "copyfile: F1 must be a string or a cell array of strings",
            ))
        }
    };
    let Value::Char(_) = &args[1] else {
        return Err(MatError::msg(format!("{who}: F2 must be a string")));
    };
    let dst = args[1].as_string().unwrap_or_default();
    if patterns.len() > 1 && !Path::new(&dst).is_dir() {
        return Ok(Err(
            "when copying multiple files, F2 must be a directory".to_string()
        ));
    }
    let srcs: Vec<String> = patterns.iter().flat_map(|p| expand(p)).collect();
    if srcs.is_empty() {
        return Ok(Err("no files to move".to_string()));
    }
    if srcs.len() > 1 && !Path::new(&dst).is_dir() {
        return Ok(Err(
            "when copying multiple files, F2 must be a directory".to_string()
        ));
    }
    Ok(Ok((srcs, dst)))
}

/// Whether `copyfile`/`movefile` with these arguments would write anything:
/// a call that fails its checks writes nothing, so `--sandbox` lets it
/// report its own error.
pub fn copy_would_write(args: &[Value]) -> bool {
    args.len() >= 2 && matches!(copy_plan(args, "copyfile"), Ok(Ok(_)))
}

fn copy_or_move(args: &[Value], nargout: usize, who: &str, mv: bool) -> Out {
    let (srcs, dst) = match copy_plan(args, who)? {
        Ok(plan) => plan,
        Err(msg) if nargout == 0 => return Err(MatError::msg(format!("{who}: {msg}"))),
        Err(msg) => return Ok(vec![Value::Bool(false), Value::str(&msg), Value::str(who)]),
    };
    let dst_dir = Path::new(&dst).is_dir();
    for s in &srcs {
        let target = if dst_dir {
            Path::new(&dst).join(Path::new(s).file_name().unwrap_or_default())
        } else {
            PathBuf::from(&dst)
        };
        let r = if mv {
            os::rename(s, &target)
        } else {
            os::copy(s, &target)
        };
        if let Err(e) = r {
            return status_out(who, false, &os_msg(&e), nargout);
        }
    }
    status_out(who, true, "", nargout)
}

fn copyfile(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    copy_or_move(args, nargout, "copyfile", false)
}

fn movefile(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    copy_or_move(args, nargout, "movefile", true)
}

/// `[err, msg]` of unlink and rename: 0 and "" on success, -1 and the
/// system's message on failure (an error when no output is asked for).
fn err_msg_out(who: &str, r: std::io::Result<()>, nargout: usize) -> Out {
    match r {
        Ok(()) => Ok(vec![num(0.0), Value::str("")]),
        Err(e) if nargout == 0 => Err(MatError::msg(format!(
            "{who}: operation failed: {}",
            os_msg(&e)
        ))),
        Err(e) => Ok(vec![num(-1.0), Value::str(&os_msg(&e))]),
    }
}

fn unlink(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let name = string_arg_msg(&args[0], "unlink: FILE must be a string")?;
    err_msg_out("unlink", os::remove_file(name), nargout)
}

fn rename(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let from = string_arg_msg(&args[0], "rename: OLD must be a string")?;
    let to = string_arg_msg(&args[1], "rename: NEW must be a string")?;
    err_msg_out("rename", os::rename(from, to), nargout)
}

fn symlink(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let target = string_arg_msg(&args[0], "symlink: OLD must be a string")?;
    let link = string_arg_msg(&args[1], "symlink: NEW must be a string")?;
    err_msg_out("symlink", os::symlink(target, link), nargout)
}

fn link(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let file = string_arg_msg(&args[0], "link: OLD must be a string")?;
    let link = string_arg_msg(&args[1], "link: NEW must be a string")?;
    err_msg_out("link", os::hard_link(file, link), nargout)
}

/// A char row argument, or the error `msg`.
fn string_arg_msg(v: &Value, msg: &str) -> Result<String, MatError> {
    match v {
        Value::Char(_) => v.as_string().ok_or_else(|| MatError::msg(msg)),
        _ => Err(MatError::msg(msg)),
    }
}

/// Applies a path test to a string or each string of a cell array.
fn path_test(who: &str, args: &[Value], test: fn(&Path) -> bool) -> Out {
    match &args[0] {
        Value::Cell(c) => {
            let data = c
                .data
                .iter()
                .map(|v| v.as_string().is_some_and(|s| test(Path::new(&s))))
                .collect();
            one(Value::logical(Tensor::new(c.dims.clone(), data)))
        }
        v => match v.as_string() {
            Some(s) => one(Value::Bool(test(Path::new(&s)))),
            None => Err(MatError::msg(format!(
                "{who}: F must be a string or cell array of strings"
            ))),
        },
    }
}

fn isfile(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    path_test("isfile", args, |p| p.is_file())
}

fn isfolder(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    path_test("isfolder", args, |p| p.is_dir())
}

fn isdir(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ctx.warn(
        "Octave:deprecated-function",
        "isdir is obsolete; use isfolder or dir_in_loadpath instead",
    );
    path_test("isdir", args, |p| p.is_dir())
}

/// `dir(PATH)`: a struct array with fields name, folder, date, bytes, isdir, datenum, statinfo.
fn dir(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let pat = match args.first() {
        Some(v @ Value::Char(_)) => str_of("dir", v)?,
        Some(_) => return Err(MatError::msg("dir: DIRECTORY argument must be a string")),
        None => ".".to_string(),
    };
    let mut entries: Vec<(String, PathBuf)> = Vec::new();
    let p = Path::new(&pat);
    if p.is_dir() {
        entries.push((".".into(), p.join(".")));
        entries.push(("..".into(), p.join("..")));
        if let Ok(it) = std::fs::read_dir(p) {
            for e in it.flatten() {
                let n = e.file_name().to_string_lossy().into_owned();
                entries.push((n, e.path()));
            }
        }
    } else {
        for f in expand(&pat) {
            let pb = PathBuf::from(&f);
            let n = pb
                .file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            entries.push((n, pb));
        }
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    if entries.is_empty() {
        ctx.warn(
            "Octave:dir:no-match",
            &format!("dir: nonexistent directory '{pat}'"),
        );
    }
    if nargout == 0 {
        let names: Vec<String> = entries.into_iter().map(|e| e.0).collect();
        if !names.is_empty() {
            ctx.print(&crate::display::in_columns(&names, ctx.width));
        }
        return Ok(vec![]);
    }
    let fields: Vec<String> = [
        "name", "folder", "date", "bytes", "isdir", "datenum", "statinfo",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let n = entries.len();
    let mut sa = StructArray::with_fields(Dims::rc(n, 1), fields);
    for (k, (name, path)) in entries.iter().enumerate() {
        let md = std::fs::metadata(path).ok();
        let folder = path
            .parent()
            .and_then(|d| std::fs::canonicalize(d).ok())
            .map(|d| d.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mtime = md
            .as_ref()
            .and_then(|m| m.modified().ok())
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0);
        let dn = super::time::unix_to_datenum(mtime + super::time::local_offset_secs());
        let isd = md.as_ref().is_some_and(|m| m.is_dir());
        let bytes = if isd {
            0.0
        } else {
            md.as_ref().map(|m| m.len() as f64).unwrap_or(0.0)
        };
        *sa.get_mut(k, 0) = Value::str(name);
        *sa.get_mut(k, 1) = Value::str(&folder);
        *sa.get_mut(k, 2) = Value::str(&super::time::format_datestr(dn, "dd-mmm-yyyy HH:MM:SS"));
        *sa.get_mut(k, 3) = num(bytes);
        *sa.get_mut(k, 4) = Value::Bool(isd);
        *sa.get_mut(k, 5) = num(dn);
        *sa.get_mut(k, 6) = Value::empty();
    }
    one(Value::structure(sa))
}

/// `ls` and `ls(NAMES...)`: what the shell's `ls -C` prints (Octave runs
/// it), or with an output `ls -1`'s names as the rows of a char matrix.
/// Options (`ls -l`) are passed to the shell's `ls`.
fn ls(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut names = Vec::with_capacity(args.len());
    for a in args {
        match a {
            Value::Char(_) => names.push(a.as_string().unwrap_or_default()),
            _ => return Err(MatError::msg("ls: all arguments must be character strings")),
        }
    }
    let (text, failed) = if names.iter().any(|n| n.starts_with('-')) {
        shell_ls(ctx, &names, nargout > 0)?
    } else {
        list_names(ctx, &names, nargout > 0)
    };
    // Octave checks the status only when it keeps the output (a script's
    // `ls` of a missing name just lets ls complain on stderr).
    if failed && nargout > 0 {
        return Err(MatError::msg("ls: command exited abnormally with status 2"));
    }
    if nargout == 0 {
        ctx.print(&text);
        return Ok(vec![]);
    }
    let rows: Vec<Vec<u8>> = text
        .split(['\n', '\r'])
        .filter(|l| !l.is_empty())
        .map(|l| l.as_bytes().to_vec())
        .collect();
    Ok(vec![super::core::char_matrix(&rows)])
}

/// `ls -C` (or `-1`) of NAMES done here: files named first, then each
/// folder's entries under a `NAME:` heading when there is more than one.
/// The second result says a name matched nothing (reported on stderr).
fn list_names(ctx: &mut Ctx, names: &[String], one_per_line: bool) -> (String, bool) {
    let mut files = Vec::new();
    let mut folders = Vec::new();
    let mut failed = false;
    let given = if names.is_empty() {
        vec![".".to_string()]
    } else {
        names.to_vec()
    };
    for name in &given {
        let matches = expand(name);
        if matches.is_empty() {
            let msg = format!("ls: cannot access '{name}': No such file or directory\n");
            ctx.err.extend_from_slice(msg.as_bytes());
            failed = true;
        }
        for m in matches {
            if Path::new(&m).is_dir() {
                folders.push(m);
            } else {
                files.push(m);
            }
        }
    }
    files.sort();
    folders.sort();
    let layout = |list: &[String]| {
        if one_per_line {
            list.iter().map(|n| format!("{n}\n")).collect()
        } else {
            ls_columns(list, 80)
        }
    };
    let mut text = layout(&files);
    let headed = files.len() + folders.len() > 1 || failed;
    for (k, folder) in folders.iter().enumerate() {
        let mut entries: Vec<String> = std::fs::read_dir(folder)
            .map(|it| {
                it.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| !n.starts_with('.'))
                    .collect()
            })
            .unwrap_or_default();
        entries.sort();
        if headed {
            if k > 0 || !files.is_empty() {
                text.push('\n');
            }
            text.push_str(&format!("{folder}:\n"));
        }
        text.push_str(&layout(&entries));
    }
    (text, failed)
}

/// The shell's own `ls` with options (`ls -C` as Octave's `ls_command`).
fn shell_ls(
    ctx: &mut Ctx,
    names: &[String],
    one_per_line: bool,
) -> Result<(String, bool), MatError> {
    let mut args = vec![if one_per_line { "-1" } else { "-C" }.to_string()];
    args.extend_from_slice(names);
    let out = os::run("ls", &args, &ctx.env)
        .map_err(|e| MatError::msg(format!("ls: cannot run ls: {e}")))?;
    ctx.err.extend_from_slice(&out.stderr);
    Ok((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        !out.status.success(),
    ))
}

/// Names in columns as GNU `ls -C` lays them out for a pipe: filled down
/// each column, the most columns whose lines fit in `width`, padding to
/// the next column with tabs at every 8th position where they reach it.
fn ls_columns(names: &[String], width: usize) -> String {
    const MIN_COLUMN: usize = 3;
    if names.is_empty() {
        return String::new();
    }
    let max_cols = (width / MIN_COLUMN + usize::from(!width.is_multiple_of(MIN_COLUMN)))
        .min(names.len())
        .max(1);
    // For each column count, each column's width and whether the line fits.
    let layout = |cols: usize| -> Option<Vec<usize>> {
        let rows = names.len().div_ceil(cols);
        let mut widths = vec![MIN_COLUMN; cols];
        for (k, n) in names.iter().enumerate() {
            let col = k / rows;
            let w = n.len() + if col == cols - 1 { 0 } else { 2 };
            widths[col] = widths[col].max(w);
        }
        (widths.iter().sum::<usize>() < width).then_some(widths)
    };
    let (cols, widths) = (1..=max_cols)
        .rev()
        .find_map(|c| layout(c).map(|w| (c, w)))
        .unwrap_or_else(|| (1, vec![0]));
    let rows = names.len().div_ceil(cols);
    let mut out = String::new();
    for row in 0..rows {
        let mut pos = 0;
        let mut k = row;
        let mut col = 0;
        loop {
            let name = &names[k];
            out.push_str(name);
            k += rows;
            if k >= names.len() {
                break;
            }
            let (mut from, to) = (pos + name.len(), pos + widths[col]);
            while from < to {
                if to / 8 > (from + 1) / 8 {
                    out.push('\t');
                    from += 8 - from % 8;
                } else {
                    out.push(' ');
                    from += 1;
                }
            }
            pos += widths[col];
            col += 1;
        }
        out.push('\n');
    }
    out
}
