//! Data files of `save` and `load`: MATLAB's Level-5 MAT format (`-v6`,
//! and `-v7` with each variable zlib-compressed), Octave's text format
//! (`-text`, what Octave's `save` writes by default) and plain numeric text
//! (`-ascii`). The workspace side of `load`/`save` (reading and assigning
//! variables by name) lives in the interpreter; this module turns files into
//! `(name, value)` lists and back.

use std::io::{Read, Write};
use std::path::Path;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, IntElem, StructArray, Tensor, Value, C32, C64};

use super::args::Out;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("save_header_format_string", save_header_format_string)];

// ---------------------------------------------------------------- options

/// A file format of `save`/`load`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Format {
    /// Level-5 MAT; `true` compresses each variable (`-v7`).
    Mat { compress: bool },
    /// Octave's text format.
    Text,
    /// Numbers as text; `double` writes 16 digits, `tabs` separates by tabs.
    Ascii { double: bool, tabs: bool },
}

/// What a `save` call asks for.
#[derive(Debug)]
pub struct SaveSpec {
    pub file: String,
    /// Variable names, possibly with `*`/`?` patterns; empty means all.
    pub names: Vec<String>,
    pub format: Format,
    pub append: bool,
    /// `-struct S [FIELDS]`: save the fields of `S` as variables.
    pub struct_var: Option<String>,
}

/// What a `load` call asks for.
#[derive(Debug)]
pub struct LoadSpec {
    pub file: String,
    pub names: Vec<String>,
    pub format: Option<Format>,
}

fn arg_strings(who: &str, args: &[crate::value::Value]) -> Result<Vec<String>, MatError> {
    args.iter()
        .map(|a| {
            a.as_string()
                .ok_or_else(|| MatError::msg(format!("{who}: all arguments must be strings")))
        })
        .collect()
}

/// Parses the arguments of `save` (options start with `-`).
pub fn parse_save_args(args: &[Value]) -> Result<SaveSpec, MatError> {
    let strs = arg_strings("save", args)?;
    let mut format = Format::Mat { compress: true };
    let mut ascii = false;
    let (mut double, mut tabs) = (false, false);
    let mut append = false;
    let mut struct_mode = false;
    let mut rest = Vec::new();
    for s in strs {
        match s.as_str() {
            "-v7" | "-7" | "-mat7-binary" | "-mat" | "-mat-binary" => {
                format = Format::Mat { compress: true }
            }
            "-v6" | "-6" | "-v5" | "-mat5" => format = Format::Mat { compress: false },
            "-text" => format = Format::Text,
            "-ascii" => ascii = true,
            "-double" => double = true,
            "-tabs" => tabs = true,
            "-append" => append = true,
            "-struct" => struct_mode = true,
            "-zip" | "-z" | "-nozip" => {}
            "-v7.3" | "-V7.3" | "-7.3" | "-hdf5" | "-float-hdf5" => {
                return Err(MatError::msg(
                    "save: the HDF5 format (-v7.3) is not supported; use -v7",
                ))
            }
            "-v4" | "-V4" | "-4" | "-mat4-binary" | "-binary" | "-float-binary" => {
                return Err(MatError::msg(format!(
                    "save: format option '{s}' is not supported; use -v7, -v6, -text or -ascii"
                )))
            }
            o if o.starts_with('-') => {
                return Err(MatError::msg(format!("save: Unrecognized option '{o}'")))
            }
            _ => rest.push(s),
        }
    }
    if ascii {
        format = Format::Ascii { double, tabs };
    }
    let mut it = rest.into_iter();
    let mut file = it.next().unwrap_or_else(|| "matlab.mat".to_string());
    if matches!(format, Format::Mat { .. }) && Path::new(&file).extension().is_none() {
        file.push_str(".mat");
    }
    let mut names: Vec<String> = it.collect();
    let mut struct_var = None;
    if struct_mode {
        if names.is_empty() {
            return Err(MatError::msg("save: missing struct name"));
        }
        struct_var = Some(names.remove(0));
    }
    Ok(SaveSpec {
        file,
        names,
        format,
        append,
        struct_var,
    })
}

/// Parses the arguments of `load`.
pub fn parse_load_args(args: &[Value]) -> Result<LoadSpec, MatError> {
    let strs = arg_strings("load", args)?;
    let mut format = None;
    let mut rest = Vec::new();
    for s in strs {
        match s.as_str() {
            "-mat" | "-mat-binary" | "-v7" | "-v6" | "-7" | "-6" | "-mat7-binary" => {
                format = Some(Format::Mat { compress: false })
            }
            "-ascii" => {
                format = Some(Format::Ascii {
                    double: false,
                    tabs: false,
                })
            }
            "-text" => format = Some(Format::Text),
            "-force" | "-import" => {}
            o if o.starts_with('-') => {
                return Err(MatError::msg(format!("load: Unrecognized option '{o}'")))
            }
            _ => rest.push(s),
        }
    }
    let mut it = rest.into_iter();
    let file = it.next().unwrap_or_else(|| "matlab.mat".to_string());
    Ok(LoadSpec {
        file,
        names: it.collect(),
        format,
    })
}

/// Whether `name` matches a pattern with `*` and `?`.
pub fn name_matches(pat: &str, name: &str) -> bool {
    fn go(p: &[u8], n: &[u8]) -> bool {
        match (p.first(), n.first()) {
            (None, None) => true,
            (Some(b'*'), _) => go(&p[1..], n) || (!n.is_empty() && go(p, &n[1..])),
            (Some(b'?'), Some(_)) => go(&p[1..], &n[1..]),
            (Some(a), Some(b)) if a == b => go(&p[1..], &n[1..]),
            _ => false,
        }
    }
    go(pat.as_bytes(), name.as_bytes())
}

// ---------------------------------------------------------------- save

/// `save_header_format_string ([NEW])`: the `strftime` format of the first
/// line of the text files `save` writes, which a new one replaces.
fn save_header_format_string(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let old = Value::str(&ctx.save_header);
    if let Some(new) = args.first() {
        ctx.save_header = match new {
            Value::Char(_) => new.as_string().unwrap_or_default(),
            _ => {
                return Err(MatError::msg(
                    "save_header_format_string: first argument must be a string",
                ))
            }
        };
    }
    Ok(vec![old])
}

/// Writes `vars` to `spec.file` in `spec.format` (merging with the file's
/// variables under `-append`); `header` is a text file's first line.
pub fn save_vars(
    spec: &SaveSpec,
    vars: Vec<(String, Value)>,
    header: &str,
) -> Result<(), MatError> {
    let mut vars = vars;
    let bytes = match spec.format {
        Format::Ascii { double, tabs } => {
            let mut out = Vec::new();
            for (name, v) in &vars {
                write_ascii(name, v, double, tabs, &mut out)?;
            }
            if spec.append {
                let mut f = crate::os::open(&spec.file, crate::os::Access::APPEND)
                    .map_err(|_| open_fail(&spec.file))?;
                return f
                    .write_all(&out)
                    .map_err(|e| MatError::msg(format!("save: {e}")));
            }
            out
        }
        Format::Mat { compress } => {
            if spec.append && Path::new(&spec.file).exists() {
                let bytes = read_file(&spec.file, "save")?;
                vars = merge(read_mat5(&bytes, &spec.file)?, vars);
            }
            write_mat5(&vars, compress)?
        }
        Format::Text => {
            if spec.append && Path::new(&spec.file).exists() {
                let bytes = read_file(&spec.file, "save")?;
                vars = merge(read_text(&bytes, &spec.file)?, vars);
            }
            write_text(&vars, header)?
        }
    };
    crate::os::write(&spec.file, bytes).map_err(|_| open_fail(&spec.file))
}

/// The variables of a file after `-append`: old ones replaced in place, new ones last.
fn merge(old: Vec<(String, Value)>, new: Vec<(String, Value)>) -> Vec<(String, Value)> {
    let mut out = old;
    for (n, v) in new {
        match out.iter_mut().find(|(m, _)| *m == n) {
            Some(slot) => slot.1 = v,
            None => out.push((n, v)),
        }
    }
    out
}

fn open_fail(file: &str) -> MatError {
    MatError::msg(format!("save: unable to open output file '{file}'"))
}

fn read_file(file: &str, who: &str) -> Result<Vec<u8>, MatError> {
    std::fs::read(file).map_err(|_| MatError::msg(format!("{who}: unable to open file '{file}'")))
}

// ---------------------------------------------------------------- load

/// The contents of a loaded file.
pub enum Loaded {
    /// Named variables, in file order.
    Vars(Vec<(String, Value)>),
    /// A numeric text file: one matrix, named after the file.
    Matrix(String, Value),
}

/// The file `load` reads: `FILE`, else `FILE.mat`.
pub fn resolve_load_file(file: &str) -> Result<String, MatError> {
    if Path::new(file).is_file() {
        return Ok(file.to_string());
    }
    let with = format!("{file}.mat");
    if Path::new(file).extension().is_none() && Path::new(&with).is_file() {
        return Ok(with);
    }
    Err(MatError::msg(format!("load: unable to find file {file}")))
}

/// Reads the file of a `load` call, keeping the variables `spec.names` select.
pub fn load_file(spec: &LoadSpec) -> Result<Loaded, MatError> {
    let file = resolve_load_file(&spec.file)?;
    let bytes = read_file(&file, "load")?;
    let format = match spec.format {
        Some(f) => f,
        None => detect(&bytes).ok_or_else(|| {
            MatError::msg(format!(
                "load: unable to determine file format of '{}'",
                spec.file
            ))
        })?,
    };
    let vars = match format {
        Format::Mat { .. } => read_mat5(&bytes, &file)?,
        Format::Text => read_text(&bytes, &file)?,
        Format::Ascii { .. } => {
            let m = read_ascii(&bytes).ok_or_else(|| {
                MatError::msg(format!(
                    "load: unable to determine file format of '{}'",
                    spec.file
                ))
            })?;
            return Ok(Loaded::Matrix(ascii_var_name(&file), m));
        }
    };
    if spec.names.is_empty() {
        return Ok(Loaded::Vars(vars));
    }
    Ok(Loaded::Vars(
        vars.into_iter()
            .filter(|(n, _)| spec.names.iter().any(|p| name_matches(p, n)))
            .collect(),
    ))
}

fn detect(bytes: &[u8]) -> Option<Format> {
    if bytes.starts_with(b"MATLAB 5.0 MAT-file") {
        return Some(Format::Mat { compress: false });
    }
    let text = bytes.iter().position(|&b| b == 0).is_none();
    if text {
        let first = bytes
            .split(|&b| b == b'\n')
            .map(|l| l.trim_ascii())
            .find(|l| !l.is_empty());
        if let Some(l) = first {
            if l.starts_with(b"# Created by") || l.starts_with(b"# name:") {
                return Some(Format::Text);
            }
        }
        if read_ascii(bytes).is_some() {
            return Some(Format::Ascii {
                double: false,
                tabs: false,
            });
        }
    }
    None
}

/// The variable a numeric text file loads into: its base name, made a valid identifier.
fn ascii_var_name(file: &str) -> String {
    let base = Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut s: String = base
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        s.insert(0, 'X');
    }
    s
}

/// Parses a numeric text file: rows of numbers separated by blanks or commas, `%`/`#` comments.
pub fn read_ascii(bytes: &[u8]) -> Option<Value> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut rows: Vec<Vec<f64>> = Vec::new();
    for line in text.lines() {
        let line = match line.find(['%', '#']) {
            Some(k) => &line[..k],
            None => line,
        };
        let toks: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|t| !t.is_empty())
            .collect();
        if toks.is_empty() {
            continue;
        }
        let row: Option<Vec<f64>> = toks.iter().map(|t| parse_num(t)).collect();
        rows.push(row?);
    }
    let nr = rows.len();
    let nc = rows.first().map_or(0, |r| r.len());
    if rows.iter().any(|r| r.len() != nc) {
        return None;
    }
    let mut data = vec![0.0; nr * nc];
    for (i, r) in rows.iter().enumerate() {
        for (j, &x) in r.iter().enumerate() {
            data[j * nr + i] = x;
        }
    }
    Some(Value::from_f64s(Dims::rc(nr, nc), data))
}

/// A number as Octave's text formats write it (`Inf`, `-Inf`, `NaN`, `NA` included).
pub fn parse_num(t: &str) -> Option<f64> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let x = match body.to_ascii_lowercase().as_str() {
        "inf" => f64::INFINITY,
        "nan" | "na" => f64::NAN,
        _ => {
            if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
                return None;
            }
            body.parse::<f64>().ok()?
        }
    };
    Some(if neg { -x } else { x })
}

// ---------------------------------------------------------------- -ascii

fn write_ascii(
    name: &str,
    v: &Value,
    double: bool,
    tabs: bool,
    out: &mut Vec<u8>,
) -> Result<(), MatError> {
    let bad = || {
        MatError::msg(format!(
            "save: unable to save variable '{name}' in ASCII format"
        ))
    };
    let t = match v {
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) => return Err(bad()),
        // Octave writes the real part of complex values.
        _ => v.to_f64_tensor().map_err(|_| bad())?,
    };
    let r = t.dims.rows();
    let c = t.data.len().checked_div(r).unwrap_or(0);
    for i in 0..r {
        for j in 0..c {
            let x = t.data[j * r + i];
            // Octave: a blank before every number, or tabs between them.
            if !tabs {
                out.push(b' ');
            } else if j > 0 {
                out.push(b'\t');
            }
            let s = if x.is_finite() {
                crate::cfmt::sci(x, if double { 16 } else { 8 }, false)
            } else {
                fmt_num(x)
            };
            out.extend_from_slice(s.as_bytes());
        }
        out.push(b'\n');
    }
    Ok(())
}

// ---------------------------------------------------------------- MAT level 5

const MI_INT8: u32 = 1;
const MI_UINT8: u32 = 2;
const MI_INT16: u32 = 3;
const MI_UINT16: u32 = 4;
const MI_INT32: u32 = 5;
const MI_UINT32: u32 = 6;
const MI_SINGLE: u32 = 7;
const MI_DOUBLE: u32 = 9;
const MI_INT64: u32 = 12;
const MI_UINT64: u32 = 13;
const MI_MATRIX: u32 = 14;
const MI_COMPRESSED: u32 = 15;
const MI_UTF8: u32 = 16;
const MI_UTF16: u32 = 17;
const MI_UTF32: u32 = 18;

const MX_CELL: u32 = 1;
const MX_STRUCT: u32 = 2;
const MX_OBJECT: u32 = 3;
const MX_CHAR: u32 = 4;
const MX_SPARSE: u32 = 5;
const MX_DOUBLE: u32 = 6;
const MX_SINGLE: u32 = 7;

const F_COMPLEX: u32 = 0x0800;
const F_LOGICAL: u32 = 0x0200;

fn corrupt(file: &str, what: &str) -> MatError {
    MatError::msg(format!("load: failed to read MAT file '{file}': {what}"))
}

/// A cursor over MAT data of either byte order.
struct Rd<'a> {
    b: &'a [u8],
    pos: usize,
    be: bool,
}

impl<'a> Rd<'a> {
    fn u32_at(&self, k: usize) -> Option<u32> {
        let s: [u8; 4] = self.b.get(k..k + 4)?.try_into().ok()?;
        Some(if self.be {
            u32::from_be_bytes(s)
        } else {
            u32::from_le_bytes(s)
        })
    }

    fn done(&self) -> bool {
        self.pos >= self.b.len()
    }

    /// The next data element: its type and payload (small elements included).
    fn element(&mut self) -> Option<(u32, &'a [u8])> {
        let w = self.u32_at(self.pos)?;
        if w >> 16 != 0 {
            // Small data element: type and size in one word, 4 bytes of data.
            let (ty, n) = (w & 0xffff, (w >> 16) as usize);
            if n > 4 {
                return None;
            }
            let d = self.b.get(self.pos + 4..self.pos + 4 + n)?;
            self.pos += 8;
            return Some((ty, d));
        }
        let n = self.u32_at(self.pos + 4)? as usize;
        let start = self.pos + 8;
        let d = self.b.get(start..start.checked_add(n)?)?;
        let mut next = start + n;
        if w != MI_COMPRESSED {
            next = next.div_ceil(8) * 8;
        }
        self.pos = next;
        Some((w, d))
    }
}

/// Decodes numeric element data as f64.
fn decode_nums(ty: u32, d: &[u8], be: bool) -> Option<Vec<f64>> {
    macro_rules! conv {
        ($t:ty, $n:expr) => {
            d.chunks_exact($n)
                .map(|c| {
                    let a: [u8; $n] = c.try_into().unwrap();
                    (if be {
                        <$t>::from_be_bytes(a)
                    } else {
                        <$t>::from_le_bytes(a)
                    }) as f64
                })
                .collect()
        };
    }
    Some(match ty {
        MI_INT8 => d.iter().map(|&b| b as i8 as f64).collect(),
        MI_UINT8 | MI_UTF8 => d.iter().map(|&b| b as f64).collect(),
        MI_INT16 => conv!(i16, 2),
        MI_UINT16 | MI_UTF16 => conv!(u16, 2),
        MI_INT32 => conv!(i32, 4),
        MI_UINT32 | MI_UTF32 => conv!(u32, 4),
        MI_SINGLE => conv!(f32, 4),
        MI_DOUBLE => conv!(f64, 8),
        MI_INT64 => conv!(i64, 8),
        MI_UINT64 => conv!(u64, 8),
        _ => return None,
    })
}

/// Decodes 64-bit integer data exactly (for int64/uint64 variables).
fn decode_i128(ty: u32, d: &[u8], be: bool) -> Option<Vec<i128>> {
    let get = |c: &[u8]| -> [u8; 8] { c.try_into().unwrap() };
    match ty {
        MI_INT64 => Some(
            d.chunks_exact(8)
                .map(|c| {
                    (if be {
                        i64::from_be_bytes(get(c))
                    } else {
                        i64::from_le_bytes(get(c))
                    }) as i128
                })
                .collect(),
        ),
        MI_UINT64 => Some(
            d.chunks_exact(8)
                .map(|c| {
                    (if be {
                        u64::from_be_bytes(get(c))
                    } else {
                        u64::from_le_bytes(get(c))
                    }) as i128
                })
                .collect(),
        ),
        _ => decode_nums(ty, d, be).map(|v| v.into_iter().map(|x| x as i128).collect()),
    }
}

/// Reads every variable of a Level-5 MAT file.
pub fn read_mat5(bytes: &[u8], file: &str) -> Result<Vec<(String, Value)>, MatError> {
    if bytes.len() < 128 {
        return Err(corrupt(file, "file too short"));
    }
    let be = match &bytes[126..128] {
        b"IM" => false,
        b"MI" => true,
        _ => return Err(corrupt(file, "bad header")),
    };
    let mut rd = Rd {
        b: bytes,
        pos: 128,
        be,
    };
    let mut out = Vec::new();
    while !rd.done() {
        let (ty, d) = rd
            .element()
            .ok_or_else(|| corrupt(file, "truncated data element"))?;
        let var = match ty {
            MI_MATRIX => parse_matrix(d, be, file, 0)?,
            MI_COMPRESSED => {
                let mut dec = flate2::read::ZlibDecoder::new(d);
                let mut buf = Vec::new();
                dec.read_to_end(&mut buf)
                    .map_err(|_| corrupt(file, "bad compressed data"))?;
                let mut r2 = Rd {
                    b: &buf,
                    pos: 0,
                    be,
                };
                let (t2, d2) = r2
                    .element()
                    .ok_or_else(|| corrupt(file, "truncated data element"))?;
                if t2 != MI_MATRIX {
                    return Err(corrupt(file, "unexpected data element"));
                }
                parse_matrix(d2, be, file, 0)?
            }
            _ => return Err(corrupt(file, "unexpected data element")),
        };
        if let Some(v) = var {
            out.push(v);
        }
    }
    Ok(out)
}

/// Parses a miMATRIX payload: its name and value (`None` for what cannot be loaded, skipped).
fn parse_matrix(
    d: &[u8],
    be: bool,
    file: &str,
    depth: usize,
) -> Result<Option<(String, Value)>, MatError> {
    if depth > 200 {
        return Err(corrupt(file, "nesting too deep"));
    }
    if d.is_empty() {
        return Ok(Some((String::new(), Value::empty())));
    }
    let mut rd = Rd { b: d, pos: 0, be };
    let h = ArrayHeader::read(&mut rd, file)?;
    let value = match h.class {
        MX_CELL => read_cell(&mut rd, &h, file, depth)?,
        MX_OBJECT => return Err(corrupt(file, "objects are not supported")),
        MX_STRUCT => read_struct(&mut rd, &h, file, depth)?,
        MX_CHAR => read_char(&mut rd, &h, file)?,
        MX_SPARSE => read_sparse(&mut rd, &h, file)?,
        6..=15 => read_numeric(&mut rd, &h, file)?,
        _ => {
            let class = h.class;
            return Err(corrupt(file, &format!("unsupported array class {class}")));
        }
    };
    Ok(Some((h.name, value)))
}

/// The array flags, dimensions and name that start a miMATRIX payload.
struct ArrayHeader {
    class: u32,
    complex: bool,
    logical: bool,
    dims: Dims,
    numel: usize,
    name: String,
}

impl ArrayHeader {
    fn read(rd: &mut Rd, file: &str) -> Result<ArrayHeader, MatError> {
        let bad = || corrupt(file, "malformed array");
        let be = rd.be;
        let (ty, flags) = rd.element().ok_or_else(bad)?;
        if ty != MI_UINT32 || flags.len() < 8 {
            return Err(bad());
        }
        let fr = Rd {
            b: flags,
            pos: 0,
            be,
        };
        let f0 = fr.u32_at(0).ok_or_else(bad)?;
        let (ty, dd) = rd.element().ok_or_else(bad)?;
        if ty != MI_INT32 {
            return Err(bad());
        }
        let dims: Vec<usize> = decode_nums(MI_INT32, dd, be)
            .ok_or_else(bad)?
            .into_iter()
            .map(|x| if x < 0.0 { None } else { Some(x as usize) })
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        if dims.len() < 2 {
            return Err(bad());
        }
        let numel = dims
            .iter()
            .try_fold(1usize, |a, &b| a.checked_mul(b))
            .ok_or_else(bad)?;
        let (ty, nm) = rd.element().ok_or_else(bad)?;
        if ty != MI_INT8 && ty != MI_UINT8 {
            return Err(bad());
        }
        Ok(ArrayHeader {
            class: f0 & 0xff,
            complex: f0 & F_COMPLEX != 0,
            logical: f0 & F_LOGICAL != 0,
            dims: Dims::new(&dims),
            numel,
            name: String::from_utf8_lossy(nm).into_owned(),
        })
    }
}

/// The value of the miMATRIX element that `rd` reads next, as a cell's or
/// a field's (`[]` for what cannot be loaded).
fn read_element_value(rd: &mut Rd, file: &str, depth: usize) -> Result<Value, MatError> {
    let (t, e) = rd
        .element()
        .ok_or_else(|| corrupt(file, "malformed array"))?;
    if t != MI_MATRIX {
        return Err(corrupt(file, "malformed array"));
    }
    Ok(parse_matrix(e, rd.be, file, depth + 1)?
        .map(|x| x.1)
        .unwrap_or_else(Value::empty))
}

/// A cell array's elements, each a miMATRIX.
fn read_cell(rd: &mut Rd, h: &ArrayHeader, file: &str, depth: usize) -> Result<Value, MatError> {
    if h.numel > rd.b.len() / 8 {
        return Err(corrupt(file, "malformed array"));
    }
    let mut items = Vec::with_capacity(h.numel);
    for _ in 0..h.numel {
        items.push(read_element_value(rd, file, depth)?);
    }
    Ok(Value::cell(Tensor::new(h.dims.clone(), items)))
}

/// A struct array: its field names, then each element's fields in order.
fn read_struct(rd: &mut Rd, h: &ArrayHeader, file: &str, depth: usize) -> Result<Value, MatError> {
    let bad = || corrupt(file, "malformed array");
    let (t, l) = rd.element().ok_or_else(bad)?;
    let len = decode_nums(t, l, rd.be)
        .and_then(|v| v.first().copied())
        .ok_or_else(bad)? as usize;
    let (_, names) = rd.element().ok_or_else(bad)?;
    let fields: Vec<String> = if len == 0 {
        Vec::new()
    } else {
        names
            .chunks(len)
            .map(|c| {
                let end = c.iter().position(|&b| b == 0).unwrap_or(c.len());
                String::from_utf8_lossy(&c[..end]).into_owned()
            })
            .collect()
    };
    let nf = fields.len();
    if h.numel.saturating_mul(nf) > rd.b.len() / 8 {
        return Err(bad());
    }
    let mut sa = StructArray::with_fields(h.dims.clone(), fields);
    for e in 0..if nf == 0 { 0 } else { h.numel } {
        for f in 0..nf {
            *sa.get_mut(e, f) = read_element_value(rd, file, depth)?;
        }
    }
    Ok(Value::structure(sa))
}

/// A char array: UTF-16 or UTF-8 codes, one char per code below 256.
fn read_char(rd: &mut Rd, h: &ArrayHeader, file: &str) -> Result<Value, MatError> {
    let bad = || corrupt(file, "malformed array");
    let (t, x) = if rd.done() {
        (MI_UINT16, &[][..])
    } else {
        rd.element().ok_or_else(bad)?
    };
    let codes = decode_nums(t, x, rd.be).ok_or_else(bad)?;
    let bytes: Vec<u8> = if t == MI_UTF8 && codes.len() != h.numel {
        // UTF-8 text: one char per code point (a byte in this char model).
        String::from_utf8_lossy(x)
            .chars()
            .map(|c| if (c as u32) < 256 { c as u8 } else { b'?' })
            .collect()
    } else {
        codes
            .iter()
            .map(|&c| if c < 256.0 { c as u8 } else { b'?' })
            .collect()
    };
    if bytes.len() != h.numel {
        return Err(bad());
    }
    Ok(Value::char_array(Tensor::new(h.dims.clone(), bytes)))
}

/// A sparse matrix (row indices, column starts, values), loaded as a full one.
fn read_sparse(rd: &mut Rd, h: &ArrayHeader, file: &str) -> Result<Value, MatError> {
    let bad = || corrupt(file, "malformed array");
    let be = rd.be;
    let (_, ir) = rd.element().ok_or_else(bad)?;
    let (_, jc) = rd.element().ok_or_else(bad)?;
    let ir = decode_nums(MI_INT32, ir, be).ok_or_else(bad)?;
    let jc = decode_nums(MI_INT32, jc, be).ok_or_else(bad)?;
    let (t, pr) = rd.element().ok_or_else(bad)?;
    let pr = decode_nums(t, pr, be).ok_or_else(bad)?;
    let pi = if h.complex {
        let (t, x) = rd.element().ok_or_else(bad)?;
        Some(decode_nums(t, x, be).ok_or_else(bad)?)
    } else {
        None
    };
    let (m, n) = (h.dims.rows(), h.dims.cols());
    if m.saturating_mul(n) > 1 << 28 || jc.len() < n + 1 {
        return Err(bad());
    }
    let mut re = vec![0.0; m * n];
    let mut im = vec![0.0; if h.complex { m * n } else { 0 }];
    for j in 0..n {
        let (a, b) = (jc[j] as usize, jc[j + 1] as usize);
        for k in a..b {
            let i = *ir.get(k).ok_or_else(bad)? as usize;
            if i >= m {
                return Err(bad());
            }
            re[j * m + i] = if h.logical {
                1.0
            } else {
                *pr.get(k).ok_or_else(bad)?
            };
            if let Some(p) = &pi {
                im[j * m + i] = *p.get(k).ok_or_else(bad)?;
            }
        }
    }
    let dims = Dims::rc(m, n);
    Ok(if h.logical {
        Value::logical(Tensor::new(dims, re.iter().map(|&x| x != 0.0).collect()))
    } else if h.complex {
        Value::complex(Tensor::new(
            dims,
            re.iter().zip(&im).map(|(&a, &b)| C64::new(a, b)).collect(),
        ))
    } else {
        Value::from_f64s(dims, re)
    })
}

/// A numeric or logical array (classes 6 to 15): its real part, then its
/// imaginary part when complex; 64-bit integers exactly.
fn read_numeric(rd: &mut Rd, h: &ArrayHeader, file: &str) -> Result<Value, MatError> {
    let bad = || corrupt(file, "malformed array");
    let be = rd.be;
    let (t, x) = rd.element().ok_or_else(bad)?;
    let cls = match h.class {
        MX_DOUBLE => Class::Double,
        MX_SINGLE => Class::Single,
        8 => Class::Int8,
        9 => Class::UInt8,
        10 => Class::Int16,
        11 => Class::UInt16,
        12 => Class::Int32,
        13 => Class::UInt32,
        14 => Class::Int64,
        _ => Class::UInt64,
    };
    let dims = h.dims.clone();
    if matches!(cls, Class::Int64 | Class::UInt64) && !h.complex {
        let v = decode_i128(t, x, be).ok_or_else(bad)?;
        if v.len() != h.numel {
            return Err(bad());
        }
        return Ok(if cls == Class::Int64 {
            Value::int(Tensor::new(
                dims,
                v.iter()
                    .map(|&x| x.clamp(i64::MIN as i128, i64::MAX as i128) as i64)
                    .collect(),
            ))
        } else {
            Value::int(Tensor::new(
                dims,
                v.iter()
                    .map(|&x| x.clamp(0, u64::MAX as i128) as u64)
                    .collect(),
            ))
        });
    }
    let re = decode_nums(t, x, be).ok_or_else(bad)?;
    if re.len() != h.numel {
        return Err(bad());
    }
    let im = if h.complex {
        let (t, x) = rd.element().ok_or_else(bad)?;
        let im = decode_nums(t, x, be).ok_or_else(bad)?;
        if im.len() != h.numel {
            return Err(bad());
        }
        Some(im)
    } else {
        None
    };
    Ok(if h.logical {
        Value::logical(Tensor::new(dims, re.iter().map(|&x| x != 0.0).collect()))
    } else {
        build_numeric(cls, dims, re, im)
    })
}

/// A numeric value of class `cls` from real (and imaginary) parts.
fn build_numeric(cls: Class, dims: Dims, re: Vec<f64>, im: Option<Vec<f64>>) -> Value {
    fn ints<T: IntElem>(dims: Dims, re: &[f64]) -> Value {
        Value::int(Tensor::new(
            dims,
            re.iter().map(|&x| T::from_f64(x)).collect(),
        ))
    }
    match (cls, im) {
        (Class::Double, None) => Value::from_f64s(dims, re),
        (Class::Double, Some(im)) => Value::complex(Tensor::new(
            dims,
            re.iter().zip(&im).map(|(&a, &b)| C64::new(a, b)).collect(),
        )),
        (Class::Single, None) => {
            Value::single(Tensor::new(dims, re.iter().map(|&x| x as f32).collect()))
        }
        (Class::Single, Some(im)) => Value::ComplexSingle(std::rc::Rc::new(Tensor::new(
            dims,
            re.iter()
                .zip(&im)
                .map(|(&a, &b)| C32::new(a as f32, b as f32))
                .collect(),
        ))),
        (Class::Int8, _) => ints::<i8>(dims, &re),
        (Class::UInt8, _) => ints::<u8>(dims, &re),
        (Class::Int16, _) => ints::<i16>(dims, &re),
        (Class::UInt16, _) => ints::<u16>(dims, &re),
        (Class::Int32, _) => ints::<i32>(dims, &re),
        (Class::UInt32, _) => ints::<u32>(dims, &re),
        (Class::Int64, _) => ints::<i64>(dims, &re),
        (Class::UInt64, _) => ints::<u64>(dims, &re),
        (_, _) => Value::from_f64s(dims, re),
    }
}

/// Appends a data element (the small format for payloads of at most 4 bytes).
fn put_elem(out: &mut Vec<u8>, ty: u32, data: &[u8]) {
    if data.len() <= 4 && ty != MI_MATRIX {
        out.extend_from_slice(&(ty | ((data.len() as u32) << 16)).to_le_bytes());
        out.extend_from_slice(data);
        out.resize(out.len() + 4 - data.len(), 0);
        return;
    }
    out.extend_from_slice(&ty.to_le_bytes());
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out.extend_from_slice(data);
    let pad = (8 - data.len() % 8) % 8;
    out.resize(out.len() + pad, 0);
}

fn le_f64s(xs: impl ExactSizeIterator<Item = f64>) -> Vec<u8> {
    let mut v = Vec::with_capacity(xs.len() * 8);
    for x in xs {
        v.extend_from_slice(&x.to_le_bytes());
    }
    v
}

fn le_f32s(xs: impl ExactSizeIterator<Item = f32>) -> Vec<u8> {
    let mut v = Vec::with_capacity(xs.len() * 4);
    for x in xs {
        v.extend_from_slice(&x.to_le_bytes());
    }
    v
}

/// The miMATRIX element of one value.
fn matrix_elem(name: &str, v: &Value, out: &mut Vec<u8>, depth: usize) -> Result<(), MatError> {
    if depth > 200 {
        return Err(MatError::msg("save: value nested too deeply"));
    }
    // Saved as the full array of its elements.
    if let Value::Sparse(sp) = v {
        return matrix_elem(name, &sp.to_full()?, out, depth);
    }
    if crate::value::diagmat::is_structured(v) {
        return matrix_elem(name, &crate::value::diagmat::full(v), out, depth);
    }
    let dims = v.dims();
    // The tag's length is patched in once the body is written.
    let start = out.len();
    out.extend_from_slice(&MI_MATRIX.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    let body: &mut Vec<u8> = out;
    let head = |class: u32, flags: u32, body: &mut Vec<u8>| {
        let mut f = Vec::new();
        f.extend_from_slice(&(class | flags).to_le_bytes());
        f.extend_from_slice(&0u32.to_le_bytes());
        put_elem(body, MI_UINT32, &f);
        let d: Vec<u8> = dims
            .as_slice()
            .iter()
            .flat_map(|&n| (n.min(i32::MAX as usize) as i32).to_le_bytes())
            .collect();
        put_elem(body, MI_INT32, &d);
        put_elem(body, MI_INT8, name.as_bytes());
    };
    macro_rules! int_case {
        ($t:expr, $class:expr, $mi:expr) => {{
            head($class, 0, body);
            let mut d = Vec::with_capacity(std::mem::size_of_val(&$t.data[..]));
            for x in $t.data.iter() {
                d.extend_from_slice(&x.to_le_bytes());
            }
            put_elem(body, $mi, &d);
        }};
    }
    match v {
        Value::Num(x) => {
            head(MX_DOUBLE, 0, body);
            put_elem(body, MI_DOUBLE, &x.to_le_bytes());
        }
        Value::Double(t) => {
            head(MX_DOUBLE, 0, body);
            put_elem(body, MI_DOUBLE, &le_f64s(t.data.iter().copied()));
        }
        Value::Complex(_) | Value::ComplexDouble(_) => {
            head(MX_DOUBLE, F_COMPLEX, body);
            let z = v.to_c64_vec()?;
            put_elem(body, MI_DOUBLE, &le_f64s(z.iter().map(|c| c.re)));
            put_elem(body, MI_DOUBLE, &le_f64s(z.iter().map(|c| c.im)));
        }
        Value::Single(t) => {
            head(MX_SINGLE, 0, body);
            put_elem(body, MI_SINGLE, &le_f32s(t.data.iter().copied()));
        }
        Value::ComplexSingle(t) => {
            head(MX_SINGLE, F_COMPLEX, body);
            put_elem(body, MI_SINGLE, &le_f32s(t.data.iter().map(|c| c.re)));
            put_elem(body, MI_SINGLE, &le_f32s(t.data.iter().map(|c| c.im)));
        }
        Value::Int8(t) => int_case!(t, 8, MI_INT8),
        Value::UInt8(t) => int_case!(t, 9, MI_UINT8),
        Value::Int16(t) => int_case!(t, 10, MI_INT16),
        Value::UInt16(t) => int_case!(t, 11, MI_UINT16),
        Value::Int32(t) => int_case!(t, 12, MI_INT32),
        Value::UInt32(t) => int_case!(t, 13, MI_UINT32),
        Value::Int64(t) => int_case!(t, 14, MI_INT64),
        Value::UInt64(t) => int_case!(t, 15, MI_UINT64),
        Value::Bool(b) => {
            head(9, F_LOGICAL, body);
            put_elem(body, MI_UINT8, &[*b as u8]);
        }
        Value::Logical(t) => {
            head(9, F_LOGICAL, body);
            let d: Vec<u8> = t.data.iter().map(|&b| b as u8).collect();
            put_elem(body, MI_UINT8, &d);
        }
        Value::Char(t) => {
            head(MX_CHAR, 0, body);
            let d: Vec<u8> = t
                .data
                .iter()
                .flat_map(|&c| (c as u16).to_le_bytes())
                .collect();
            put_elem(body, MI_UINT16, &d);
        }
        Value::Cell(t) => {
            head(MX_CELL, 0, body);
            for x in &t.data {
                matrix_elem("", x, body, depth + 1)?;
            }
        }
        Value::Struct(s) => {
            head(MX_STRUCT, 0, body);
            let len = s
                .fields
                .iter()
                .map(|f| f.len() + 1)
                .max()
                .unwrap_or(1)
                .max(32);
            let len = len.div_ceil(8) * 8;
            put_elem(body, MI_INT32, &(len as i32).to_le_bytes());
            let mut names = Vec::new();
            for f in &s.fields {
                let mut b = f.as_bytes().to_vec();
                b.resize(len, 0);
                names.extend(b);
            }
            put_elem(body, MI_INT8, &names);
            for e in 0..s.numel() {
                for f in 0..s.nfields() {
                    matrix_elem("", s.get(e, f), body, depth + 1)?;
                }
            }
        }
        Value::Func(_) => {
            return Err(MatError::msg(format!(
                "save: unable to save function handle '{name}' in MAT format"
            )))
        }
        Value::Object(_) => {
            return Err(MatError::msg(format!(
                "save: unable to save object '{name}' in MAT format"
            )))
        }
        Value::Sparse(_) | Value::Diag(_) | Value::Perm(_) => unreachable!("expanded above"),
    }
    let n = u32::try_from(body.len() - start - 8).map_err(|_| {
        MatError::msg(format!(
            "save: variable '{name}' is too large for the MAT format"
        ))
    })?;
    body[start + 4..start + 8].copy_from_slice(&n.to_le_bytes());
    Ok(())
}

/// The bytes of a Level-5 MAT file holding `vars`.
pub fn write_mat5(vars: &[(String, Value)], compress: bool) -> Result<Vec<u8>, MatError> {
    let mut out = Vec::new();
    let mut text = b"MATLAB 5.0 MAT-file, Platform: GLNXA64, written by matc".to_vec();
    text.resize(116, b' ');
    out.extend(text);
    out.extend([0u8; 8]);
    out.extend(0x0100u16.to_le_bytes());
    out.extend(b"IM");
    for (name, v) in vars {
        if compress {
            let mut e = Vec::new();
            matrix_elem(name, v, &mut e, 0)?;
            let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
            z.write_all(&e)
                .map_err(|e| MatError::msg(format!("save: {e}")))?;
            let z = z
                .finish()
                .map_err(|e| MatError::msg(format!("save: {e}")))?;
            out.extend(MI_COMPRESSED.to_le_bytes());
            out.extend((z.len() as u32).to_le_bytes());
            out.extend(z);
        } else {
            matrix_elem(name, v, &mut out, 0)?;
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------- Octave text

/// A line cursor over Octave's text format.
struct TextRd<'a> {
    s: &'a [u8],
    pos: usize,
    file: &'a str,
}

impl<'a> TextRd<'a> {
    fn err(&self, what: &str) -> MatError {
        MatError::msg(format!(
            "load: failed to load '{}': {what}",
            Path::new(self.file)
                .file_name()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        ))
    }

    /// The next line (without its newline), or `None` at the end.
    fn line(&mut self) -> Option<&'a [u8]> {
        if self.pos >= self.s.len() {
            return None;
        }
        let rest = &self.s[self.pos..];
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        self.pos += (end + 1).min(rest.len());
        let l = &rest[..end];
        Some(l.strip_suffix(b"\r").unwrap_or(l))
    }

    /// The value of the next `# key: value` line (blank lines skipped).
    fn header(&mut self, key: &str) -> Result<String, MatError> {
        loop {
            let l = self
                .line()
                .ok_or_else(|| self.err(&format!("missing '{key}'")))?;
            let t = l.trim_ascii();
            if t.is_empty() {
                continue;
            }
            let s = String::from_utf8_lossy(t);
            let pre = format!("# {key}:");
            return match s.strip_prefix(&pre) {
                Some(v) => Ok(v.trim().to_string()),
                None => Err(self.err(&format!("expected '{key}'"))),
            };
        }
    }

    /// Peeks whether the next non-blank line is `# key:`.
    fn peek_header(&self, key: &str) -> bool {
        let mut p = TextRd {
            s: self.s,
            pos: self.pos,
            file: self.file,
        };
        while let Some(l) = p.line() {
            let t = l.trim_ascii();
            if t.is_empty() {
                continue;
            }
            return t.starts_with(format!("# {key}:").as_bytes());
        }
        false
    }

    fn count(&mut self, key: &str) -> Result<usize, MatError> {
        let v = self.header(key)?;
        v.parse::<usize>()
            .map_err(|_| self.err(&format!("bad '{key}'")))
    }

    /// The next whitespace-separated token.
    fn token(&mut self) -> Result<&'a str, MatError> {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.s.len() && !self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.err("unexpected end of file"));
        }
        std::str::from_utf8(&self.s[start..self.pos]).map_err(|_| self.err("bad number"))
    }

    fn num(&mut self) -> Result<f64, MatError> {
        let t = self.token()?;
        parse_num(t).ok_or_else(|| self.err(&format!("bad number '{t}'")))
    }

    fn cplx(&mut self) -> Result<C64, MatError> {
        let t = self.token()?;
        let inner = t
            .strip_prefix('(')
            .and_then(|x| x.strip_suffix(')'))
            .ok_or_else(|| self.err("bad complex number"))?;
        let (a, b) = inner
            .split_once(',')
            .ok_or_else(|| self.err("bad complex number"))?;
        match (parse_num(a), parse_num(b)) {
            (Some(a), Some(b)) => Ok(C64::new(a, b)),
            _ => Err(self.err("bad complex number")),
        }
    }

    /// Dimensions: `# rows:`/`# columns:` or `# ndims:` and a line of extents.
    fn dims(&mut self) -> Result<Vec<usize>, MatError> {
        if self.peek_header("ndims") {
            let n = self.count("ndims")?;
            if !(2..=64).contains(&n) {
                return Err(self.err("bad 'ndims'"));
            }
            let mut d = Vec::with_capacity(n);
            for _ in 0..n {
                let x = self.num()?;
                if !(x >= 0.0 && x.fract() == 0.0) {
                    return Err(self.err("bad dimensions"));
                }
                d.push(x as usize);
            }
            Ok(d)
        } else {
            let r = self.count("rows")?;
            let c = self.count("columns")?;
            Ok(vec![r, c])
        }
    }

    fn numel(&self, d: &[usize]) -> Result<usize, MatError> {
        let n = d
            .iter()
            .try_fold(1usize, |a, &b| a.checked_mul(b))
            .ok_or_else(|| self.err("bad dimensions"))?;
        // Every element takes at least two bytes of text.
        if n > self.s.len() {
            return Err(self.err("bad dimensions"));
        }
        Ok(n)
    }

    /// Numbers of an r x c matrix written row by row (`rows:`/`columns:`),
    /// or column-major after `ndims:`.
    fn matrix(&mut self, d: &[usize], row_major: bool) -> Result<Vec<f64>, MatError> {
        let n = self.numel(d)?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.num()?);
        }
        Ok(if row_major {
            to_col_major(v, d[0], d[1])
        } else {
            v
        })
    }

    fn cmatrix(&mut self, d: &[usize], row_major: bool) -> Result<Vec<C64>, MatError> {
        let n = self.numel(d)?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(self.cplx()?);
        }
        Ok(if row_major {
            to_col_major(v, d[0], d[1])
        } else {
            v
        })
    }
}

fn to_col_major<T: Copy>(v: Vec<T>, r: usize, c: usize) -> Vec<T> {
    let mut out = v.clone();
    for i in 0..r {
        for j in 0..c {
            out[j * r + i] = v[i * c + j];
        }
    }
    out
}

/// Reads every variable of an Octave text file.
pub fn read_text(bytes: &[u8], file: &str) -> Result<Vec<(String, Value)>, MatError> {
    let mut rd = TextRd {
        s: bytes,
        pos: 0,
        file,
    };
    let mut out = Vec::new();
    loop {
        // Skip to the next `# name:` line.
        let name = loop {
            match rd.line() {
                None => return Ok(out),
                Some(l) => {
                    if let Some(n) = l.trim_ascii().strip_prefix(b"# name:") {
                        break String::from_utf8_lossy(n).trim().to_string();
                    }
                }
            }
        };
        let v = text_value(&mut rd, 0)?;
        out.push((name, v));
    }
}

fn text_value(rd: &mut TextRd, depth: usize) -> Result<Value, MatError> {
    if depth > 200 {
        return Err(rd.err("nesting too deep"));
    }
    let mut ty = rd.header("type")?;
    if let Some(t) = ty.strip_prefix("global ") {
        ty = t.to_string();
    }
    let ty = ty.as_str();
    Ok(match ty {
        "scalar" => Value::Num(rd.num()?),
        "complex scalar" => Value::Complex(rd.cplx()?),
        "float scalar" => Value::single(Tensor::scalar(rd.num()? as f32)),
        "float complex scalar" => {
            let z = rd.cplx()?;
            Value::ComplexSingle(std::rc::Rc::new(Tensor::scalar(C32::new(
                z.re as f32,
                z.im as f32,
            ))))
        }
        "bool" => Value::Bool(rd.num()? != 0.0),
        "matrix" | "float matrix" | "bool matrix" => text_real_matrix(rd, ty)?,
        "complex matrix" | "float complex matrix" => text_complex_matrix(rd, ty)?,
        "string" | "sq_string" => text_strings(rd)?,
        "null_matrix" => Value::empty(),
        "null_string" | "null_sq_string" => Value::char_array(Tensor::new(Dims::rc(0, 0), vec![])),
        "range" | "double_range" => text_range(rd)?,
        "cell" => {
            let d = rd.dims()?;
            let n = rd.numel(&d)?;
            // Octave writes cells column by column, as they are stored.
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                let _ = rd.header("name")?;
                items.push(text_value(rd, depth + 1)?);
            }
            Value::cell(Tensor::new(Dims::new(&d), items))
        }
        "scalar struct" | "struct" => text_struct(rd, ty == "scalar struct", depth)?,
        "sparse matrix" | "sparse complex matrix" | "sparse bool matrix" => text_sparse(rd, ty)?,
        t => text_integers(rd, t)?,
    })
}

/// A `matrix`, `float matrix` or `bool matrix`.
fn text_real_matrix(rd: &mut TextRd, ty: &str) -> Result<Value, MatError> {
    // A 2-D matrix without an `ndims` header is written row by row.
    let row_major = !rd.peek_header("ndims");
    let d = rd.dims()?;
    let v = rd.matrix(&d, row_major && d.len() == 2)?;
    let dims = Dims::new(&d);
    Ok(match ty {
        "matrix" => Value::from_f64s(dims, v),
        "float matrix" => Value::single(Tensor::new(dims, v.iter().map(|&x| x as f32).collect())),
        _ => Value::logical(Tensor::new(dims, v.iter().map(|&x| x != 0.0).collect())),
    })
}

/// A `complex matrix` or `float complex matrix`.
fn text_complex_matrix(rd: &mut TextRd, ty: &str) -> Result<Value, MatError> {
    // A 2-D matrix without an `ndims` header is written row by row.
    let row_major = !rd.peek_header("ndims");
    let d = rd.dims()?;
    let v = rd.cmatrix(&d, row_major && d.len() == 2)?;
    let dims = Dims::new(&d);
    Ok(if ty == "complex matrix" {
        Value::complex(Tensor::new(dims, v))
    } else {
        Value::ComplexSingle(std::rc::Rc::new(Tensor::new(
            dims,
            v.iter()
                .map(|z| C32::new(z.re as f32, z.im as f32))
                .collect(),
        )))
    })
}

/// A `string`: its rows, each with its length, padded with blanks to a char matrix.
fn text_strings(rd: &mut TextRd) -> Result<Value, MatError> {
    let n = rd.count("elements")?;
    if n > rd.s.len() {
        return Err(rd.err("bad 'elements'"));
    }
    let mut rows: Vec<Vec<u8>> = Vec::with_capacity(n);
    for _ in 0..n {
        let len = rd.count("length")?;
        let end = rd.pos.checked_add(len).filter(|&e| e <= rd.s.len());
        let end = end.ok_or_else(|| rd.err("unexpected end of file"))?;
        rows.push(rd.s[rd.pos..end].to_vec());
        rd.pos = end;
        if rd.s.get(rd.pos) == Some(&b'\n') {
            rd.pos += 1;
        }
    }
    let w = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let mut data = vec![b' '; n * w];
    for (i, r) in rows.iter().enumerate() {
        for (j, &b) in r.iter().enumerate() {
            data[j * n + i] = b;
        }
    }
    Ok(Value::char_array(Tensor::new(Dims::rc(n, w), data)))
}

/// A `range`: base, limit and increment, expanded to a row.
fn text_range(rd: &mut TextRd) -> Result<Value, MatError> {
    let _ = rd.line();
    let l = rd.line().ok_or_else(|| rd.err("bad range"))?;
    let l = String::from_utf8_lossy(l);
    let p: Vec<f64> = l.split_whitespace().filter_map(parse_num).collect();
    if p.len() < 3 {
        return Err(rd.err("bad range"));
    }
    let (b, lim, inc) = (p[0], p[1], p[2]);
    if !((lim - b) / inc).is_finite() && inc != 0.0 {
        return Err(rd.err("bad range"));
    }
    let n = if inc == 0.0 || (lim - b) / inc < 0.0 {
        0
    } else {
        ((lim - b) / inc * (1.0 + f64::EPSILON)).floor() as usize + 1
    };
    if n > 1 << 28 {
        return Err(rd.err("bad range"));
    }
    Ok(Value::from_f64s(
        Dims::rc(1, n),
        (0..n).map(|k| b + k as f64 * inc).collect(),
    ))
}

/// A `struct` (each field a cell of the elements' values) or a `scalar struct`.
fn text_struct(rd: &mut TextRd, scalar: bool, depth: usize) -> Result<Value, MatError> {
    let d = rd.dims()?;
    let nf = rd.count("length")?;
    if nf > rd.s.len() {
        return Err(rd.err("bad 'length'"));
    }
    let dims = if scalar {
        Dims::rc(1, 1)
    } else {
        Dims::new(&d)
    };
    let n = dims.numel();
    let mut fields = Vec::with_capacity(nf);
    let mut vals = Vec::with_capacity(nf);
    for _ in 0..nf {
        fields.push(rd.header("name")?);
        vals.push(text_value(rd, depth + 1)?);
    }
    let mut sa = StructArray::with_fields(dims, fields);
    for (f, v) in vals.into_iter().enumerate() {
        if scalar {
            *sa.get_mut(0, f) = v;
        } else {
            let c = match &v {
                Value::Cell(c) if c.data.len() == n => c.clone(),
                _ => return Err(rd.err("bad struct field")),
            };
            for e in 0..n {
                *sa.get_mut(e, f) = c.data[e].clone();
            }
        }
    }
    Ok(Value::structure(sa))
}

/// A sparse matrix of type `ty` (its nonzeros as row, column, value lines), loaded as a full one.
fn text_sparse(rd: &mut TextRd, ty: &str) -> Result<Value, MatError> {
    let nnz = rd.count("nnz")?;
    let r = rd.count("rows")?;
    let c = rd.count("columns")?;
    if r.saturating_mul(c) > 1 << 28 || nnz > rd.s.len() {
        return Err(rd.err("bad dimensions"));
    }
    let cplx = ty == "sparse complex matrix";
    let mut re = vec![0.0; r * c];
    let mut im = vec![0.0; r * c];
    for _ in 0..nnz {
        let i = rd.num()? as usize;
        let j = rd.num()? as usize;
        if i == 0 || j == 0 || i > r || j > c {
            return Err(rd.err("bad sparse index"));
        }
        let k = (j - 1) * r + (i - 1);
        if cplx {
            let z = rd.cplx()?;
            re[k] = z.re;
            im[k] = z.im;
        } else {
            re[k] = rd.num()?;
        }
    }
    let dims = Dims::rc(r, c);
    Ok(if ty == "sparse bool matrix" {
        Value::logical(Tensor::new(dims, re.iter().map(|&x| x != 0.0).collect()))
    } else if cplx {
        Value::complex(Tensor::new(
            dims,
            re.iter().zip(&im).map(|(&a, &b)| C64::new(a, b)).collect(),
        ))
    } else {
        Value::from_f64s(dims, re)
    })
}

/// Integer scalars and matrices (type `t`: "int8 scalar", "uint16 matrix", ...).
fn text_integers(rd: &mut TextRd, t: &str) -> Result<Value, MatError> {
    let (cls, kind) = t
        .split_once(' ')
        .ok_or_else(|| rd.err(&format!("unsupported type '{t}'")))?;
    let cls = Class::from_name(cls)
        .filter(|c| c.is_int())
        .ok_or_else(|| rd.err(&format!("unsupported type '{t}'")))?;
    let d = match kind {
        "scalar" => vec![1, 1],
        "matrix" => rd.dims()?,
        _ => return Err(rd.err(&format!("unsupported type '{t}'"))),
    };
    let n = rd.numel(&d)?;
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let t = rd.token()?;
        // Integers exactly (64-bit ones do not fit a double).
        let x = match t.parse::<i128>() {
            Ok(i) => i,
            Err(_) => parse_num(t).ok_or_else(|| rd.err(&format!("bad number '{t}'")))? as i128,
        };
        v.push(x);
    }
    let dims = Dims::new(&d);
    Ok(match cls {
        Class::Int64 => Value::int(Tensor::new(
            dims,
            v.iter()
                .map(|&x| x.clamp(i64::MIN as i128, i64::MAX as i128) as i64)
                .collect(),
        )),
        Class::UInt64 => Value::int(Tensor::new(
            dims,
            v.iter()
                .map(|&x| x.clamp(0, u64::MAX as i128) as u64)
                .collect(),
        )),
        _ => build_numeric(cls, dims, v.iter().map(|&x| x as f64).collect(), None),
    })
}

/// A number as Octave's text format writes it (shortest round-trip form).
fn fmt_num(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 {
            "Inf".into()
        } else {
            "-Inf".into()
        }
    } else if x == x.trunc() && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        let s = format!("{x:e}");
        // Rust writes 1.5e-7; use plain notation where it is short.
        let plain = format!("{x}");
        if plain.len() <= s.len() + 2 {
            plain
        } else {
            s
        }
    }
}

fn fmt_cplx(z: C64) -> String {
    format!("({},{})", fmt_num(z.re), fmt_num(z.im))
}

/// The bytes of an Octave text file holding `vars`, after a first line
/// `header` (none when it is empty).
pub fn write_text(vars: &[(String, Value)], header: &str) -> Result<Vec<u8>, MatError> {
    let mut out = String::new();
    if !header.is_empty() {
        out.push_str(header);
        out.push('\n');
    }
    for (name, v) in vars {
        text_var(name, v, &mut out, 0)?;
    }
    Ok(out.into_bytes())
}

fn text_dims(d: &Dims, out: &mut String) {
    out.push_str(&format!("# ndims: {}\n", d.ndims()));
    for &n in d.as_slice() {
        out.push_str(&format!(" {n}"));
    }
    out.push('\n');
}

/// The elements of an array in Octave's text format: row by row for a 2-D
/// array, one per line in column-major order after its dimensions otherwise.
fn text_body<T>(d: &Dims, data: &[T], fmt: impl Fn(&T) -> String, out: &mut String) {
    if d.ndims() == 2 {
        let (r, c) = (d.rows(), d.cols());
        for i in 0..r {
            for j in 0..c {
                out.push(' ');
                out.push_str(&fmt(&data[j * r + i]));
            }
            out.push('\n');
        }
    } else {
        for x in data {
            out.push(' ');
            out.push_str(&fmt(x));
            out.push('\n');
        }
    }
}

fn text_var(name: &str, v: &Value, out: &mut String, depth: usize) -> Result<(), MatError> {
    if depth > 200 {
        return Err(MatError::msg("save: value nested too deeply"));
    }
    out.push_str(&format!("# name: {name}\n"));
    let d = v.dims();
    let two = d.ndims() == 2;
    let rows_cols = |out: &mut String| {
        out.push_str(&format!("# rows: {}\n# columns: {}\n", d.rows(), d.cols()));
    };
    let real_body = |out: &mut String, data: &[f64]| text_body(&d, data, |x| fmt_num(*x), out);
    let cplx_body = |out: &mut String, data: &[C64]| text_body(&d, data, |z| fmt_cplx(*z), out);
    // 1x1 arrays are written as the scalar types Octave writes for them.
    let scalar = match v {
        Value::Double(t) if t.data.len() == 1 && d.is_scalar() => Some(Value::Num(t.data[0])),
        Value::ComplexDouble(t) if t.data.len() == 1 && d.is_scalar() => {
            Some(Value::Complex(t.data[0]))
        }
        Value::Logical(t) if t.data.len() == 1 && d.is_scalar() => Some(Value::Bool(t.data[0])),
        Value::ComplexSingle(t) if t.data.len() == 1 && d.is_scalar() => {
            let z = t.data[0];
            out.push_str(&format!(
                "# type: float complex scalar\n{}\n\n",
                fmt_cplx(C64::new(z.re as f64, z.im as f64))
            ));
            return Ok(());
        }
        _ => None,
    };
    let v = scalar.as_ref().unwrap_or(v);
    match v {
        Value::Num(x) => out.push_str(&format!("# type: scalar\n{}\n", fmt_num(*x))),
        Value::Complex(z) => out.push_str(&format!("# type: complex scalar\n{}\n", fmt_cplx(*z))),
        Value::Bool(b) => out.push_str(&format!("# type: bool\n{}\n", *b as u8)),
        Value::Double(t) => {
            out.push_str("# type: matrix\n");
            if two {
                rows_cols(out)
            } else {
                text_dims(&d, out)
            }
            real_body(out, &t.data);
        }
        Value::ComplexDouble(t) => {
            out.push_str("# type: complex matrix\n");
            if two {
                rows_cols(out)
            } else {
                text_dims(&d, out)
            }
            cplx_body(out, &t.data);
        }
        Value::Single(t) => {
            if d.is_scalar() {
                out.push_str(&format!(
                    "# type: float scalar\n{}\n",
                    fmt_num(t.data[0] as f64)
                ));
            } else {
                out.push_str("# type: float matrix\n");
                if two {
                    rows_cols(out)
                } else {
                    text_dims(&d, out)
                }
                let data: Vec<f64> = t.data.iter().map(|&x| x as f64).collect();
                real_body(out, &data);
            }
        }
        Value::ComplexSingle(t) => {
            out.push_str("# type: float complex matrix\n");
            if two {
                rows_cols(out)
            } else {
                text_dims(&d, out)
            }
            let data: Vec<C64> = t
                .data
                .iter()
                .map(|z| C64::new(z.re as f64, z.im as f64))
                .collect();
            cplx_body(out, &data);
        }
        Value::Logical(t) => {
            out.push_str("# type: bool matrix\n");
            if two {
                rows_cols(out)
            } else {
                text_dims(&d, out)
            }
            let data: Vec<f64> = t.data.iter().map(|&b| b as u8 as f64).collect();
            real_body(out, &data);
        }
        Value::Char(t) => {
            if !two {
                return Err(MatError::msg(format!(
                    "save: unable to save N-d char array '{name}' in text format"
                )));
            }
            let (r, c) = (d.rows(), d.cols());
            out.push_str(&format!("# type: sq_string\n# elements: {r}\n"));
            for i in 0..r {
                out.push_str(&format!("# length: {c}\n"));
                let row: Vec<u8> = (0..c).map(|j| t.data[j * r + i]).collect();
                out.push_str(&String::from_utf8_lossy(&row));
                out.push('\n');
            }
        }
        Value::Cell(t) => {
            out.push_str("# type: cell\n");
            if two {
                rows_cols(out)
            } else {
                text_dims(&d, out)
            }
            for x in &t.data {
                text_var("<cell-element>", x, out, depth + 1)?;
                out.push('\n');
            }
        }
        Value::Struct(s) => {
            let scalar = d.is_scalar();
            out.push_str(if scalar {
                "# type: scalar struct\n"
            } else {
                "# type: struct\n"
            });
            text_dims(&d, out);
            out.push_str(&format!("# length: {}\n", s.nfields()));
            for (f, fname) in s.fields.iter().enumerate() {
                if scalar {
                    text_var(fname, s.get(0, f), out, depth + 1)?;
                } else {
                    let c: Vec<Value> = (0..s.numel()).map(|e| s.get(e, f).clone()).collect();
                    text_var(
                        fname,
                        &Value::cell(Tensor::new(d.clone(), c)),
                        out,
                        depth + 1,
                    )?;
                }
                out.push('\n');
            }
        }
        Value::Func(_) => {
            return Err(MatError::msg(format!(
                "save: unable to save function handle '{name}' in text format"
            )))
        }
        Value::Object(_) => {
            return Err(MatError::msg(format!(
                "save: unable to save object '{name}' in text format"
            )))
        }
        _ => {
            // Integers.
            let cls = v.class_name();
            // Exact integers (64-bit ones do not fit a double).
            let data: Vec<String> = crate::with_int!(v, t => t.data.iter().map(|x| x.to_string()).collect(), _ => Vec::new());
            if d.is_scalar() && data.len() == 1 {
                out.push_str(&format!("# type: {cls} scalar\n{}\n", data[0]));
            } else {
                out.push_str(&format!("# type: {cls} matrix\n"));
                text_dims(&d, out);
                for x in &data {
                    out.push_str(&format!(" {x}\n"));
                }
            }
        }
    }
    out.push('\n');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<(String, Value)> {
        let mut s = StructArray::with_fields(Dims::rc(1, 2), vec!["a".into(), "bb".into()]);
        *s.get_mut(0, 0) = Value::Num(1.0);
        *s.get_mut(1, 1) = Value::str("x");
        vec![
            (
                "x".into(),
                Value::from_f64s(Dims::rc(2, 2), vec![1.0, 2.0, 3.0, 4.5]),
            ),
            ("s".into(), Value::str("hello")),
            (
                "c".into(),
                Value::cell_row(vec![Value::Num(1.0), Value::str("ab")]),
            ),
            ("st".into(), Value::structure(s)),
            ("z".into(), Value::Complex(C64::new(1.0, -2.0))),
            ("b".into(), Value::logical(Tensor::row(vec![true, false]))),
            ("i".into(), Value::int(Tensor::row(vec![-3i8, 7]))),
            (
                "u".into(),
                Value::int(Tensor::row(vec![u64::MAX, 1u64 << 60])),
            ),
            ("n".into(), Value::zeros(Dims::new(&[2, 1, 2]))),
            ("e".into(), Value::zeros(Dims::rc(0, 3))),
        ]
    }

    #[test]
    fn mat5_round_trip() {
        for compress in [false, true] {
            let vars = sample();
            let b = write_mat5(&vars, compress).unwrap();
            let back = read_mat5(&b, "t.mat").unwrap();
            assert_eq!(back, vars);
        }
    }

    #[test]
    fn text_round_trip() {
        let vars = sample();
        let b = write_text(&vars, "# Created by matc").unwrap();
        let back = read_text(&b, "t.txt").unwrap();
        assert_eq!(back, vars);
    }

    #[test]
    fn corrupt_files_are_errors() {
        let b = write_mat5(&sample(), false).unwrap();
        for cut in (0..b.len()).step_by(7) {
            let _ = read_mat5(&b[..cut], "t.mat");
        }
        let mut flipped = b.clone();
        for k in (128..flipped.len()).step_by(5) {
            flipped[k] ^= 0x5a;
            let _ = read_mat5(&flipped, "t.mat");
        }
        let t = write_text(&sample(), "# Created by matc").unwrap();
        for cut in (0..t.len()).step_by(3) {
            let _ = read_text(&t[..cut], "t.txt");
        }
        // Bytes changed anywhere in a text file, and odd headers.
        let mut seed = 12345u64;
        for _ in 0..300 {
            let mut b = t.clone();
            for _ in 0..4 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let k = (seed % b.len() as u64) as usize;
                const ALPHABET: &[u8] = b"0123456789 -#:\n()abcdefghijklmnopqrstuvwxyz";
                b[k] = ALPHABET[(seed >> 20) as usize % ALPHABET.len()];
            }
            let _ = read_text(&b, "t.txt");
            let _ = detect(&b);
            let _ = read_ascii(&b);
        }
        for odd in [
            "# name: x\n# type: matrix\n# ndims: 0\n\n",
            "# name: x\n# type: matrix\n# ndims: 1\n 3\n1\n2\n3\n",
            "# name: x\n# type: cell\n# ndims: 2\n 99999999999 99999999999\n",
            "# name: x\n# type: struct\n# ndims: 2\n 1 2\n# length: 1\n# name: a\n# type: scalar\n1\n",
            "# name: x\n# type: sq_string\n# elements: 1\n# length: 999\nab\n",
            "# name: x\n# type: double_range\n# base, limit, increment\n1 1e300 1e-300\n",
        ] {
            assert!(read_text(odd.as_bytes(), "t.txt").is_err(), "{odd}");
        }
    }
}
