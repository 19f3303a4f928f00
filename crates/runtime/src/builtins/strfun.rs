//! String functions: comparison, case, trimming, splitting/joining, character classes, char-matrix rows (strvcat cellstr strjust), conversion, and PCRE-style regexp/regexprep.

use std::rc::Rc;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, StructArray, Tensor, Value, C64};

use super::args::*;
use super::core::{char_matrix, char_rows_of};
use super::pattern::{compile, Caps};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("fileparts", fileparts),
    ("strcmp", strcmp),
    ("strcmpi", strcmpi),
    ("strncmp", strncmp),
    ("strncmpi", strncmpi),
    ("strcat", strcat),
    ("strrep", strrep),
    ("strsplit", strsplit),
    ("strjoin", strjoin),
    ("strtrim", strtrim),
    ("deblank", deblank),
    ("upper", upper),
    ("lower", lower),
    ("toupper", upper),
    ("tolower", lower),
    ("isspace", isspace),
    ("isletter", isletter),
    ("isalpha", isletter),
    ("isdigit", isdigit),
    ("isupper", isupper),
    ("islower", islower),
    ("isalnum", isalnum),
    ("isascii", isascii),
    ("iscntrl", iscntrl),
    ("isgraph", isgraph),
    ("isprint", isprint),
    ("ispunct", ispunct),
    ("isxdigit", isxdigit),
    ("blanks", blanks),
    ("newline", newline),
    ("__unicode_length__", unicode_length),
    ("strfind", strfind),
    ("str2double", str2double),
    ("str2num", str2num),
    ("regexp", regexp),
    ("regexpi", regexpi),
    ("regexprep", regexprep),
    ("isstrprop", isstrprop),
    ("isstr", isstr),
    ("strvcat", strvcat),
    ("strtok", strtok),
    ("cellstr", cellstr),
    ("findstr", findstr),
    ("strmatch", strmatch),
    ("strjust", strjust),
];

/// Bytes of a char value (row-major reading for a char matrix row vector).
fn bytes_of(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Char(t) if t.rows() <= 1 => Some(t.data.clone()),
        Value::Char(_) => v.to_str().map(|s| s.into_bytes()),
        _ => None,
    }
}

fn str_val(b: &[u8]) -> Value {
    Value::str_bytes(b)
}

/// Comparison of two arguments as Octave's strcmp family does: strings
/// compare whole (same dims), cells elementwise, anything else is false.
fn str_compare(args: &[Value], name: &str, eq: impl Fn(&[u8], &[u8]) -> bool) -> Out {
    let (a, b) = (&args[0], &args[1]);
    let cell_items = |c: &Tensor<Value>| -> Vec<Option<Vec<u8>>> {
        c.data
            .iter()
            .map(|x| match x {
                Value::Char(t) if t.rows() <= 1 => Some(t.data.clone()),
                _ => None,
            })
            .collect()
    };
    match (a, b) {
        (Value::Cell(ca), Value::Cell(cb)) => {
            let (ia, ib) = (cell_items(ca), cell_items(cb));
            if ca.data.len() == 1 || cb.data.len() == 1 {
                let (one_i, many, dims) = if ca.data.len() == 1 {
                    (&ia[0], &ib, cb.dims.clone())
                } else {
                    (&ib[0], &ia, ca.dims.clone())
                };
                let r = many
                    .iter()
                    .map(|x| matches!((one_i, x), (Some(p), Some(q)) if eq(p, q)))
                    .collect();
                return one(bool_result(dims, r));
            }
            if ca.dims != cb.dims {
                return Err(MatError::msg(format!("{name}: nonconformant cell arrays")));
            }
            let r = ia
                .iter()
                .zip(&ib)
                .map(|(x, y)| matches!((x, y), (Some(p), Some(q)) if eq(p, q)))
                .collect();
            one(bool_result(ca.dims.clone(), r))
        }
        (Value::Cell(c), s) | (s, Value::Cell(c)) => {
            let sb = match s {
                Value::Char(t) if t.rows() <= 1 => Some(t.data.clone()),
                _ => None,
            };
            let r = cell_items(c)
                .iter()
                .map(|x| matches!((&sb, x), (Some(p), Some(q)) if eq(p, q)))
                .collect();
            one(bool_result(c.dims.clone(), r))
        }
        (Value::Char(ta), Value::Char(tb)) => {
            let same = if ta.dims == tb.dims {
                eq(&ta.data, &tb.data)
                    && (ta.data.len() == tb.data.len() || name.starts_with("strn"))
            } else if ta.rows() <= 1 && tb.rows() <= 1 && name.starts_with("strn") {
                eq(&ta.data, &tb.data)
            } else {
                false
            };
            one(Value::Bool(same))
        }
        _ => one(Value::Bool(false)),
    }
}

fn strcmp(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    str_compare(args, "strcmp", |a, b| a == b)
}
fn strcmpi(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    str_compare(args, "strcmpi", |a, b| a.eq_ignore_ascii_case(b))
}

fn n_arg(name: &str, args: &[Value]) -> Result<usize, MatError> {
    match args[2].scalar_f64() {
        Some(n) if n > 0.0 => Ok(n as usize),
        _ => Err(MatError::msg(format!("{name}: N must be greater than 0"))),
    }
}

fn strncmp(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = n_arg("strncmp", args)?;
    str_compare(&args[..2], "strncmp", move |a, b| {
        a.len() >= n && b.len() >= n && a[..n] == b[..n]
    })
}
fn strncmpi(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = n_arg("strncmpi", args)?;
    str_compare(&args[..2], "strncmpi", move |a, b| {
        a.len() >= n && b.len() >= n && a[..n].eq_ignore_ascii_case(&b[..n])
    })
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// The strings of a char matrix as `cellstr` makes them: one per row,
/// trailing blanks removed.
fn cellstr_rows(t: &Tensor<u8>) -> Vec<Vec<u8>> {
    let (r, c) = (t.rows(), t.cols());
    if r == 0 {
        return vec![vec![]];
    }
    (0..r)
        .map(|i| {
            let mut row: Vec<u8> = (0..c).map(|j| t.data[i + j * r]).collect();
            let end = row.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
            row.truncate(end);
            row
        })
        .collect()
}

/// An argument of strcat as a cell of strings (dims and elements): a
/// number becomes its characters, a char matrix its `cellstr`.
fn strcat_cell(a: &Value) -> Option<(Dims, Vec<Vec<u8>>)> {
    match a {
        Value::Cell(c) => {
            let items = c
                .data
                .iter()
                .map(|x| match x {
                    Value::Char(t) if t.rows() <= 1 => Some(t.data.clone()),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?;
            Some((c.dims.clone(), items))
        }
        Value::Char(t) => {
            let rows = cellstr_rows(t);
            Some((Dims::rc(rows.len(), 1), rows))
        }
        _ => None,
    }
}

/// `strcat`: char arguments become the rows of their `cellstr` (trailing
/// blanks removed), cells concatenate elementwise, and the result is a char
/// matrix when no argument was a cell.
fn strcat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad = || MatError::msg("strcat: inputs must be strings or cells of strings");
    if args.is_empty() {
        return one(Value::char_array(Tensor::new(Dims::rc(0, 0), vec![])));
    }
    // strcat.m first makes every real argument (numeric or logical) char.
    let args: Vec<Value> = args
        .iter()
        .map(|a| {
            if a.is_numeric() && !a.is_complex() || a.class() == Class::Logical {
                crate::convert::convert(a, Class::Char)
            } else {
                Ok(a.clone())
            }
        })
        .collect::<Result<_, _>>()?;
    let args = &args[..];
    if let [a] = args {
        return match a {
            Value::Cell(_) if strcat_cell(a).is_some() => one(a.clone()),
            Value::Cell(_) => Err(bad()),
            _ => one(char_matrix(&strcat_cell(a).ok_or_else(bad)?.1)),
        };
    }
    let cells: Vec<(Dims, Vec<Vec<u8>>)> = args
        .iter()
        .map(strcat_cell)
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let mut dims = Dims::scalar();
    for (d, items) in &cells {
        if items.len() != 1 || d.numel() != 1 {
            if dims.numel() != 1 && dims != *d {
                return Err(MatError::msg(
                    "strcat: arguments must be the same size, or be scalars",
                ));
            }
            dims = d.clone();
        }
    }
    let joined: Vec<Vec<u8>> = (0..dims.numel())
        .map(|i| {
            cells
                .iter()
                .flat_map(|(_, items)| items[if items.len() == 1 { 0 } else { i }].iter().copied())
                .collect()
        })
        .collect();
    if args.iter().all(|a| !matches!(a, Value::Cell(_))) {
        return one(char_matrix(&joined));
    }
    one(Value::cell(Tensor::new(
        dims,
        joined.iter().map(|b| str_val(b)).collect(),
    )))
}

/// Octave/MATLAB `strrep`: every (possibly overlapping) match is replaced.
fn replace_all(s: &[u8], pat: &[u8], rep: &[u8], overlaps: bool) -> Vec<u8> {
    if pat.is_empty() || pat.len() > s.len() {
        return s.to_vec();
    }
    let mut out = Vec::with_capacity(s.len());
    let mut pos = 0;
    for i in 0..=s.len() - pat.len() {
        if s[i..].starts_with(pat) && (overlaps || i >= pos) {
            if i > pos {
                out.extend_from_slice(&s[pos..i]);
            }
            out.extend_from_slice(rep);
            pos = i + pat.len();
        }
    }
    if pos < s.len() {
        out.extend_from_slice(&s[pos..]);
    }
    out
}

/// Applies a string transform to a string or each string of a cell array.
/// What `map_strings` applies to each string.
type StringMap<'a> = &'a dyn Fn(&[u8]) -> Result<Vec<u8>, MatError>;

fn map_strings(name: &str, v: &Value, f: StringMap) -> Result<Value, MatError> {
    match v {
        Value::Char(t) if t.rows() <= 1 => Ok(str_val(&f(&t.data)?)),
        // A char matrix row by row, the rows padded with NUL to the longest
        // (strrep.cc).
        Value::Char(_) => {
            let rows: Vec<Vec<u8>> = v
                .char_rows()
                .unwrap_or_default()
                .iter()
                .map(|r| f(r.as_bytes()))
                .collect::<Result<_, _>>()?;
            let width = rows.iter().map(Vec::len).max().unwrap_or(0);
            let mut data = vec![0u8; rows.len() * width];
            for (i, r) in rows.iter().enumerate() {
                for (j, &b) in r.iter().enumerate() {
                    data[j * rows.len() + i] = b;
                }
            }
            Ok(Value::Char(Rc::new(Tensor::new(
                Dims::rc(rows.len(), width),
                data,
            ))))
        }
        Value::Cell(c) => {
            let mut out = Vec::with_capacity(c.data.len());
            for x in &c.data {
                out.push(map_strings(name, x, f)?);
            }
            Ok(Value::cell(Tensor::new(c.dims.clone(), out)))
        }
        _ => Err(MatError::msg(format!(
            "{name}: STR, PTN, and REP arguments must be strings or cell arrays of strings"
        ))),
    }
}

/// A char matrix of several rows where a string is expected: its first
/// row, with Octave's warning.
fn first_row_of_char_matrix(ctx: &mut Ctx, v: &Value) -> Option<Value> {
    match v {
        Value::Char(t) if t.rows() > 1 => {
            ctx.warn(
                "",
                "multi-row character matrix converted to a string, only the first row is used",
            );
            let first = v.char_rows()?.into_iter().next()?;
            Some(str_val(first.as_bytes()))
        }
        _ => None,
    }
}

/// `strrep (STR, PTN, REP)` and the option `"overlaps"` (true: every
/// match, also one that starts inside the last, is replaced).
fn strrep(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut overlaps = true;
    for pair in args[3..].chunks(2) {
        let [name, value] = pair else {
            return Err(MatError::invalid_call("strrep"));
        };
        let name = name
            .as_string()
            .ok_or_else(|| MatError::msg("strrep: invalid optional argument"))?;
        if !name.eq_ignore_ascii_case("overlaps") {
            return Err(MatError::msg(format!("strrep: unknown option: {name}")));
        }
        overlaps = value.is_true()?;
    }
    match &args[0] {
        Value::Char(_) => {}
        Value::Cell(c) if c.data.iter().all(|x| x.is_char()) => {}
        Value::Cell(_) => return Err(MatError::msg("strrep: each element of S must be a string")),
        _ => {
            return Err(MatError::msg(
                "strrep: S must be a string or cell array of strings",
            ))
        }
    }
    let (p, r) = (bytes_of(&args[1]), bytes_of(&args[2]));
    let (Some(p), Some(r)) = (p, r) else {
        return Err(MatError::msg(
            "strrep: PTN and REP arguments must be strings or cell arrays of strings",
        ));
    };
    let out = map_strings("strrep", &args[0], &|s| {
        Ok(replace_all(s, &p, &r, overlaps))
    })?;
    // An empty result of a string is 0x0, as Octave's.
    Ok(vec![match out {
        Value::Char(t) if t.data.is_empty() && args[0].dims().rows() <= 1 => {
            Value::Char(Rc::new(Tensor::new(Dims::rc(0, 0), vec![])))
        }
        v => v,
    }])
}

/// Octave's `do_string_escapes` for delimiter arguments.
fn unescape(b: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            let c = match b[i + 1] {
                b'n' => b'\n',
                b't' => b'\t',
                b'r' => b'\r',
                b'a' => 7,
                b'b' => 8,
                b'f' => 12,
                b'v' => 11,
                b'0' => 0,
                b'\\' => b'\\',
                b'"' => b'"',
                b'\'' => b'\'',
                other => {
                    out.push(b'\\');
                    other
                }
            };
            out.push(c);
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// `[c, matches] = strsplit(s, del, collapse, name, value, ...)` as Octave's
/// strsplit.m: the delimiters (escaped unless `DelimiterType` is
/// `RegularExpression`) become one alternation handed to `regexp`.
fn strsplit(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut collapse = Value::Bool(true);
    let mut deltype = "simple".to_string();
    let rest = args.get(2..).unwrap_or(&[]);
    // parseparams: the leading non-string arguments, then name/value pairs.
    let npos = rest.iter().position(|a| a.is_char()).unwrap_or(rest.len());
    if npos > 1 {
        return Err(MatError::invalid_call("strsplit"));
    }
    if npos == 1 {
        if rest[0].class() != Class::Logical {
            return Err(MatError::invalid_call("strsplit"));
        }
        collapse = rest[0].clone();
    }
    let params = &rest[npos..];
    for pair in params.chunks(2) {
        let name = pair[0].as_string().unwrap_or_default();
        let value = pair
            .get(1)
            .ok_or_else(|| MatError::invalid_call("strsplit"))?;
        let known = ["CollapseDelimiters", "DelimiterType"];
        match crate::options::option(&name, &known, crate::options::Spelling::Whole) {
            Some("CollapseDelimiters") => collapse = value.clone(),
            Some(_) => deltype = value.as_string().unwrap_or_default(),
            None => {
                return Err(MatError::new(
                    "Octave:strsplit:invalid_parameter_name",
                    format!(
                        "strsplit: invalid parameter name, '{}'",
                        pair[0].as_string().unwrap_or_default()
                    ),
                ))
            }
        }
    }
    let prefix = |full: &str| {
        crate::options::names(
            deltype.as_bytes(),
            full.as_bytes(),
            crate::options::Spelling::Prefix(0),
        )
    };
    let simple = prefix("simple");
    let mut del = args.get(1).cloned();
    if let Some(d) = &del {
        if d.class() == Class::Logical {
            collapse = d.clone();
            del = None;
        }
    }
    let del: Vec<Vec<u8>> = match &del {
        None if simple => [" ", "\x0c", "\n", "\r", "\t", "\x0b"]
            .iter()
            .map(|d| unescape(d.as_bytes()))
            .collect(),
        None => vec![b"\\s".to_vec()],
        Some(Value::Cell(c)) if c.data.iter().all(|x| x.is_char()) => {
            c.data.iter().filter_map(bytes_of).collect()
        }
        Some(d) if d.is_char() => vec![bytes_of(d).unwrap_or_default()],
        Some(_) => return Err(MatError::msg("strsplit: S and DEL must be string values")),
    };
    if !args[0].is_char() {
        return Err(MatError::msg("strsplit: S and DEL must be string values"));
    }
    let d = args[0].dims();
    let is_row = d.ndims() == 2 && d.rows() == 1;
    if !(args[0].is_empty() || is_row) {
        return Err(MatError::msg("strsplit: S must be a char row vector"));
    }
    if !collapse.is_scalar() {
        return Err(MatError::msg(
            "strsplit: COLLAPSEDELIMITERS must be a scalar value",
        ));
    }
    if !simple && !prefix("regularexpression") {
        return Err(MatError::new(
            "Octave:strsplit:invalid_delimitertype",
            "strsplit: Invalid DELIMITERTYPE",
        ));
    }
    let del: Vec<Vec<u8>> = if simple {
        del.iter()
            .map(|d| {
                let mut out = Vec::new();
                for &c in &unescape(d) {
                    if b"{}()[]^$.*?+|\\".contains(&c) {
                        out.push(b'\\');
                    }
                    out.push(c);
                }
                out
            })
            .collect()
    } else {
        del
    };
    if args[0].is_empty() {
        // Octave leaves MATCHES unset here.
        return one(Value::cell(Tensor::scalar(args[0].clone())));
    }
    let mut pattern = del.join(&b'|');
    if collapse.is_true()? {
        pattern = [b"(".as_slice(), &pattern, b")+"].concat();
    }
    let call_args = [
        args[0].clone(),
        str_val(&pattern),
        Value::str("split"),
        Value::str("match"),
    ];
    super::call(ctx, "regexp", &call_args, nargout.max(1))
}

fn strjoin(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let strings = |v: &Value| -> Option<Vec<Vec<u8>>> {
        v.as_cell()?
            .data
            .iter()
            .map(|x| match x {
                Value::Char(t) if t.rows() <= 1 => Some(t.data.clone()),
                _ => None,
            })
            .collect()
    };
    let cstr = strings(&args[0]).ok_or_else(|| MatError::invalid_call("strjoin"))?;
    // A char delimiter has its escapes processed; a cell's are literal.
    let delims: Vec<Vec<u8>> = match args.get(1) {
        None => vec![b" ".to_vec()],
        Some(d @ Value::Char(t)) if t.rows() <= 1 => {
            vec![unescape(&bytes_of(d).unwrap_or_default())]
        }
        Some(d) => strings(d).ok_or_else(|| MatError::invalid_call("strjoin"))?,
    };
    if let Some(c) = args[0].as_cell().filter(|c| c.data.len() == 1) {
        return one(c.data[0].clone());
    }
    let n = cstr.len();
    if n == 0 {
        return one(Value::char_array(Tensor::new(Dims::rc(0, 0), vec![])));
    }
    if delims.len() != 1 && delims.len() != n - 1 {
        return Err(MatError::new(
            "Octave:strjoin:cellstring_delimiter_mismatch",
            "strjoin: the number of delimiters does not match the number of strings",
        ));
    }
    let mut out = Vec::new();
    for (k, x) in cstr.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(&delims[if delims.len() == 1 { 0 } else { k - 1 }]);
        }
        out.extend_from_slice(x);
    }
    one(str_val(&out))
}

/// The columns `first..last` of a char matrix that hold a character
/// `keep` accepts (Octave's `s(:, ceil(min(k)/rows):ceil(max(k)/rows))`),
/// from column 0 when `leading` is false; "" (0x0) when none does.
fn trim_columns(t: &Tensor<u8>, keep: impl Fn(u8) -> bool, leading: bool) -> Value {
    let r = t.rows().max(1);
    let Some(last) = t.data.iter().rposition(|&c| keep(c)) else {
        return Value::char_array(Tensor::new(Dims::rc(0, 0), vec![]));
    };
    let first = if leading {
        t.data.iter().position(|&c| keep(c)).unwrap_or(0) / r
    } else {
        0
    };
    let last = last / r + 1;
    Value::char_array(Tensor::new(
        Dims::rc(t.rows(), last - first),
        t.data[first * r..last * r].to_vec(),
    ))
}

/// A string of a cell trimmed as `regexprep` does it: "" (0x0) when
/// nothing is left.
fn trimmed_cell_string(t: &Tensor<u8>, keep: impl Fn(u8) -> bool, leading: bool) -> Value {
    if t.rows() > 1 {
        return trim_columns(t, keep, leading);
    }
    let end = t.data.iter().rposition(|&c| keep(c)).map_or(0, |p| p + 1);
    let start = if leading {
        t.data[..end].iter().position(|&c| keep(c)).unwrap_or(end)
    } else {
        0
    };
    if start == end {
        return Value::char_array(Tensor::new(Dims::rc(0, 0), vec![]));
    }
    str_val(&t.data[start..end])
}

/// strtrim and deblank of a cell: char elements trimmed, cell elements
/// recursively, empty elements kept when `keep_empty` (deblank).
fn trim_cell(
    name: &str,
    c: &Tensor<Value>,
    keep: &dyn Fn(u8) -> bool,
    leading: bool,
    keep_empty: bool,
) -> Result<Value, MatError> {
    let mut out = Vec::with_capacity(c.data.len());
    for x in &c.data {
        out.push(match x {
            Value::Char(t) => trimmed_cell_string(t, keep, leading),
            Value::Cell(inner) => trim_cell(name, inner, keep, leading, keep_empty)?,
            x if keep_empty && x.is_empty() => x.clone(),
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: S argument must be a string or cellstring"
                )))
            }
        });
    }
    Ok(Value::cell(Tensor::new(c.dims.clone(), out)))
}

fn strtrim(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let keep = |c: u8| !is_ws(c);
    match &args[0] {
        Value::Char(t) => one(trim_columns(t, keep, true)),
        Value::Cell(c) => one(trim_cell("strtrim", c, &keep, true, false)?),
        _ => Err(MatError::msg(
            "strtrim: S argument must be a string or cellstring",
        )),
    }
}

fn deblank(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    // deblank also drops trailing NULs.
    let keep = |c: u8| !is_ws(c) && c != 0;
    match &args[0] {
        v if v.is_empty() => one(v.clone()),
        Value::Char(t) => one(trim_columns(t, keep, false)),
        Value::Cell(c) => one(trim_cell("deblank", c, &keep, false, true)?),
        _ => Err(MatError::msg(
            "deblank: S argument must be a string or cellstring",
        )),
    }
}

fn case_map(v: &Value, up: bool) -> Value {
    match v {
        Value::Char(t) => Value::char_array(t.map(|c| {
            if up {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            }
        })),
        Value::Cell(c) => Value::Cell(Rc::new(c.map(|x| case_map(x, up)))),
        other => other.clone(),
    }
}

fn upper(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(case_map(&args[0], true))
}
fn lower(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(case_map(&args[0], false))
}

/// A character class of text: each byte by `f`, except that the bytes of
/// a UTF-8 sequence in a row all take the class of its character by `wide`
/// (Octave 7: `isalpha ("Ä")` is `[1 1]`).
fn char_class_wide(name: &str, args: &[Value], f: fn(u8) -> bool, wide: fn(char) -> bool) -> Out {
    let Value::Char(t) = &args[0] else {
        return char_class(name, args, f);
    };
    let rows = t.dims.rows().max(1);
    let mut out: Vec<bool> = t.data.iter().map(|&c| f(c)).collect();
    for r in 0..rows {
        // The positions of row r, column by column.
        let at: Vec<usize> = (r..t.data.len()).step_by(rows).collect();
        let bytes: Vec<u8> = at.iter().map(|&k| t.data[k]).collect();
        let mut i = 0;
        while i < bytes.len() {
            let len = match bytes[i] {
                0xC0..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF7 => 4,
                _ => 1,
            };
            let seq = bytes
                .get(i..i + len)
                .and_then(|b| std::str::from_utf8(b).ok());
            match seq.and_then(|s| s.chars().next()) {
                Some(ch) if len > 1 => {
                    for &k in &at[i..i + len] {
                        out[k] = wide(ch);
                    }
                    i += len;
                }
                _ => i += 1,
            }
        }
    }
    one(bool_result(t.dims.clone(), out))
}

fn char_class(name: &str, args: &[Value], f: fn(u8) -> bool) -> Out {
    match &args[0] {
        Value::Char(t) => one(bool_result(
            t.dims.clone(),
            t.data.iter().map(|&c| f(c)).collect(),
        )),
        Value::Cell(_) => Err(MatError::msg(format!(
            "{name}: wrong type argument 'cell array'"
        ))),
        v => {
            let d = v.dims();
            let n = d.numel();
            one(bool_result(d, vec![false; n]))
        }
    }
}

fn isspace(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide("isspace", args, is_ws, char::is_whitespace)
}
fn isletter(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "isletter",
        args,
        |c| c.is_ascii_alphabetic(),
        char::is_alphabetic,
    )
}
fn isdigit(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class("isdigit", args, |c| c.is_ascii_digit())
}
fn isupper(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "isupper",
        args,
        |c| c.is_ascii_uppercase(),
        char::is_uppercase,
    )
}
fn islower(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "islower",
        args,
        |c| c.is_ascii_lowercase(),
        char::is_lowercase,
    )
}

// The other character classes of C's <ctype.h> (Octave's mappers).
fn isalnum(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "isalnum",
        args,
        |c| c.is_ascii_alphanumeric(),
        char::is_alphanumeric,
    )
}
fn isascii(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class("isascii", args, |c| c.is_ascii())
}
fn iscntrl(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide("iscntrl", args, |c| c.is_ascii_control(), char::is_control)
}
fn isgraph(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "isgraph",
        args,
        |c| c.is_ascii_graphic(),
        |c| !c.is_control() && !c.is_whitespace(),
    )
}
fn isprint(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class_wide(
        "isprint",
        args,
        |c| c.is_ascii_graphic() || c == b' ',
        |c| !c.is_control(),
    )
}
fn ispunct(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class("ispunct", args, |c| c.is_ascii_punctuation())
}
fn isxdigit(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    char_class("isxdigit", args, |c| c.is_ascii_hexdigit())
}

fn blanks(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    match args[0].scalar_f64() {
        // Octave's blanks(0) is 0x0, not 1x0.
        Some(0.0) => one(Value::char_array(Tensor::new(Dims::rc(0, 0), Vec::new()))),
        Some(n) if n > 0.0 && n == n.floor() => one(str_val(&vec![b' '; n as usize])),
        _ => Err(MatError::msg("blanks: N must be a non-negative integer")),
    }
}

/// `__unicode_length__ (STR)`: the code points of UTF-8 text (bytes that
/// do not continue a sequence), for a char array or each string of a cell.
fn unicode_length(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let count = |v: &Value| match v {
        Value::Char(t) => Some(t.data.iter().filter(|&&b| b & 0xC0 != 0x80).count() as f64),
        _ => None,
    };
    let fail = || MatError::msg("__unicode_length__: STR must be a string or cellstring");
    match &args[0] {
        Value::Cell(c) => {
            let n: Vec<f64> = c
                .data
                .iter()
                .map(count)
                .collect::<Option<_>>()
                .ok_or_else(fail)?;
            one(Value::from_f64s(c.dims.clone(), n))
        }
        v => one(Value::Num(count(v).ok_or_else(fail)?)),
    }
}

/// `newline`: the line feed character, `char (10)`.
fn newline(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(str_val(b"\n"))
}

/// `strfind (STR, PATTERN)`, a cell array of strings for either, and the
/// options `"overlaps"` (default true) and `"forcecelloutput"`.
fn strfind(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (mut overlaps, mut force_cell) = (true, false);
    for pair in args[2..].chunks(2) {
        let [name, value] = pair else {
            return Err(MatError::invalid_call("strfind"));
        };
        let name = name.as_string().unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "overlaps" => overlaps = value.is_true()?,
            "forcecelloutput" => force_cell = value.is_true()?,
            _ => return Err(MatError::msg(format!("strfind: unknown option: {name}"))),
        }
    }
    let find = |s: &[u8], pat: &[u8]| -> Value {
        let mut idx: Vec<f64> = Vec::new();
        let mut next = 0;
        if !pat.is_empty() && pat.len() <= s.len() {
            for i in 0..=s.len() - pat.len() {
                if i >= next && s[i..].starts_with(pat) {
                    idx.push((i + 1) as f64);
                    if !overlaps {
                        next = i + pat.len();
                    }
                }
            }
        }
        match idx.len() {
            0 => Value::empty(),
            n => Value::from_f64s(Dims::rc(1, n), idx),
        }
    };
    let pattern_error =
        || MatError::msg("strfind: PATTERN must be a string or cell array of strings");
    let patterns: Vec<Vec<u8>> = match &args[1] {
        Value::Cell(c) => c
            .data
            .iter()
            .map(bytes_of)
            .collect::<Option<_>>()
            .ok_or_else(pattern_error)?,
        v => vec![bytes_of(v).ok_or_else(pattern_error)?],
    };
    match (&args[0], &args[1]) {
        (Value::Char(t), Value::Cell(c)) if t.rows() <= 1 => {
            let out = patterns.iter().map(|p| find(&t.data, p)).collect();
            one(Value::cell(Tensor::new(c.dims.clone(), out)))
        }
        (Value::Char(t), _) if t.rows() <= 1 => {
            let r = find(&t.data, &patterns[0]);
            one(if force_cell {
                Value::cell(Tensor::new(Dims::rc(1, 1), vec![r]))
            } else {
                r
            })
        }
        (Value::Cell(c), _) => {
            let mut out = Vec::with_capacity(c.data.len());
            for (k, x) in c.data.iter().enumerate() {
                let b = bytes_of(x).filter(|_| x.is_char()).ok_or_else(|| {
                    MatError::msg("strfind: each element of CELLSTR must be a string")
                })?;
                out.push(find(&b, &patterns[k.min(patterns.len() - 1)]));
            }
            one(Value::cell(Tensor::new(c.dims.clone(), out)))
        }
        _ => Err(MatError::msg(
            "strfind: first argument must be a string or cell array of strings",
        )),
    }
}

/// Parses a number as `str2double` does: optional sign, decimal or
/// exponent form, Inf/NaN, thousands commas, and complex `a+bi` forms.
pub fn parse_double(s: &str) -> Option<C64> {
    let t: String = s.trim().chars().filter(|&c| c != ',').collect();
    if t.is_empty() {
        return None;
    }
    fn real(x: &str) -> Option<f64> {
        let l = x.to_ascii_lowercase();
        let (sign, body) = match l.strip_prefix('-') {
            Some(b) => (-1.0, b),
            None => (1.0, l.strip_prefix('+').unwrap_or(&l)),
        };
        let v = match body {
            "inf" => f64::INFINITY,
            "nan" => f64::NAN,
            _ => {
                if body.is_empty()
                    || !body
                        .chars()
                        .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'd' | '+' | '-'))
                    || !body.starts_with(|c: char| c.is_ascii_digit() || c == '.')
                {
                    return None;
                }
                body.replace('d', "e").parse::<f64>().ok()?
            }
        };
        Some(sign * v)
    }
    if let Some(x) = real(&t) {
        return Some(C64::new(x, 0.0));
    }
    // Complex: [re][+-]im[ij] or pure imaginary.
    let lower = t.to_ascii_lowercase();
    let body = lower
        .strip_suffix('i')
        .or_else(|| lower.strip_suffix('j'))?;
    // Split at the last sign that is not part of an exponent.
    let bytes = body.as_bytes();
    let mut split = None;
    for k in (1..bytes.len()).rev() {
        if (bytes[k] == b'+' || bytes[k] == b'-') && bytes[k - 1] != b'e' {
            split = Some(k);
            break;
        }
    }
    let im_of = |x: &str| -> Option<f64> {
        match x {
            "" | "+" => Some(1.0),
            "-" => Some(-1.0),
            _ => real(x.trim_end_matches('*')),
        }
    };
    match split {
        Some(k) => Some(C64::new(real(body[..k].trim())?, im_of(body[k..].trim())?)),
        None => Some(C64::new(0.0, im_of(body)?)),
    }
}

fn str2double(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let conv = |v: &Value| -> C64 {
        bytes_of(v)
            .and_then(|b| parse_double(&String::from_utf8_lossy(&b)))
            .unwrap_or(C64::new(f64::NAN, 0.0))
    };
    match &args[0] {
        Value::Char(t) if t.rows() <= 1 => {
            let z = conv(&args[0]);
            one(Value::complex_scalar_narrow(z))
        }
        Value::Char(_) => {
            let rows = args[0].char_rows().unwrap_or_default();
            let data: Vec<C64> = rows
                .iter()
                .map(|r| parse_double(r).unwrap_or(C64::new(f64::NAN, 0.0)))
                .collect();
            let n = data.len();
            one(complex_result(
                crate::value::Class::Double,
                Dims::rc(n, 1),
                data,
            ))
        }
        Value::Cell(c) => {
            let data: Vec<C64> = c.data.iter().map(conv).collect();
            one(complex_result(
                crate::value::Class::Double,
                c.dims.clone(),
                data,
            ))
        }
        v if v.is_empty() => one(Value::Num(f64::NAN)),
        v => {
            let d = v.dims();
            let n = d.numel();
            one(Value::from_f64s(d, vec![f64::NAN; n]))
        }
    }
}

/// `str2num` for numeric text: numbers separated by blanks or commas, rows
/// by `;` or newlines, optional brackets (no general expressions).
fn str2num(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let s = match &args[0] {
        Value::Char(_) => args[0].char_rows().unwrap_or_default().join("\n"),
        _ => return Err(MatError::msg("str2num: S must be a string or string array")),
    };
    let body = s.trim().trim_start_matches('[').trim_end_matches(']');
    let mut rows: Vec<Vec<C64>> = Vec::new();
    let mut ok = true;
    for line in body.split([';', '\n']) {
        let toks: Vec<&str> = line
            .split([' ', ',', '\t'])
            .filter(|t| !t.is_empty())
            .collect();
        if toks.is_empty() {
            continue;
        }
        let mut row = Vec::new();
        for t in toks {
            match t {
                "true" => row.push(C64::new(1.0, 0.0)),
                "false" => row.push(C64::new(0.0, 0.0)),
                "pi" => row.push(C64::new(std::f64::consts::PI, 0.0)),
                _ => match parse_double(t) {
                    Some(z) => row.push(z),
                    None => {
                        ok = false;
                        break;
                    }
                },
            }
        }
        rows.push(row);
    }
    let ncol = rows.first().map_or(0, |r| r.len());
    if !ok || rows.iter().any(|r| r.len() != ncol) {
        let mut out = vec![Value::empty()];
        if nargout > 1 {
            out.push(Value::Bool(false));
        }
        return Ok(out);
    }
    let nrow = rows.len();
    let mut data = vec![C64::new(0.0, 0.0); nrow * ncol];
    for (i, r) in rows.iter().enumerate() {
        for (j, &z) in r.iter().enumerate() {
            data[i + j * nrow] = z;
        }
    }
    let v = if nrow == 0 {
        Value::empty()
    } else {
        complex_result(crate::value::Class::Double, Dims::rc(nrow, ncol), data)
    };
    let mut out = vec![v];
    if nargout > 1 {
        out.push(Value::Bool(true));
    }
    Ok(out)
}

#[derive(Clone, Copy, PartialEq)]
enum Out7 {
    Start,
    End,
    TokExt,
    Match,
    Tokens,
    Names,
    Split,
}

/// `regexp`'s outputs in the order it gives them when no option picks some.
const ALL_OUTPUTS: [Out7; 7] = [
    Out7::Start,
    Out7::End,
    Out7::TokExt,
    Out7::Match,
    Out7::Tokens,
    Out7::Names,
    Out7::Split,
];

/// `regexp` of each cell of a cell subject: each output a cell of the same shape.
fn regexp_each_cell(
    c: &Tensor<Value>,
    args: &[Value],
    nargout: usize,
    name: &str,
    icase: bool,
) -> Out {
    let nout = nargout.max(1);
    let mut cols: Vec<Vec<Value>> = vec![Vec::new(); nout];
    for x in &c.data {
        let mut a = args.to_vec();
        a[0] = x.clone();
        let r = regexp_impl(&a, nout, name, icase)?;
        for (k, v) in r.into_iter().enumerate().take(nout) {
            cols[k].push(v);
        }
    }
    Ok(cols
        .into_iter()
        .map(|v| Value::cell(Tensor::new(c.dims.clone(), v)))
        .collect())
}

fn regexp_impl(args: &[Value], nargout: usize, name: &str, mut icase: bool) -> Out {
    if args.len() < 2 {
        return Err(MatError::invalid_call(name));
    }
    // Cell array subject: one result per cell (each output a cell array).
    if let Value::Cell(c) = &args[0] {
        return regexp_each_cell(c, args, nargout, name, icase);
    }
    let s = bytes_of(&args[0])
        .ok_or_else(|| MatError::msg(format!("{name}: the input string is invalid")))?;
    let pat = bytes_of(&args[1])
        .ok_or_else(|| MatError::msg(format!("{name}: the pattern is invalid")))?;
    let mut once = false;
    let mut dotall = true;
    let mut multiline = false;
    let mut freespace = false;
    let mut order: Vec<Out7> = Vec::new();
    for a in &args[2..] {
        let o = a.as_string().ok_or_else(|| {
            MatError::msg(format!("{name}: all optional arguments must be strings"))
        })?;
        match o.to_ascii_lowercase().as_str() {
            "once" => once = true,
            "match" => order.push(Out7::Match),
            "tokens" => order.push(Out7::Tokens),
            "names" => order.push(Out7::Names),
            "start" => order.push(Out7::Start),
            "end" => order.push(Out7::End),
            "split" => order.push(Out7::Split),
            "tokenextents" => order.push(Out7::TokExt),
            "ignorecase" => icase = true,
            "matchcase" => icase = false,
            "dotall" => dotall = true,
            "dotexceptnewline" => dotall = false,
            "lineanchors" => multiline = true,
            "stringanchors" => multiline = false,
            "freespacing" => freespace = true,
            "literalspacing" => freespace = false,
            "noemptymatch" | "emptymatch" => {}
            other => return Err(MatError::msg(format!("{name}: unknown option \"{other}\""))),
        }
    }
    if order.is_empty() {
        order = ALL_OUTPUTS.to_vec();
    }
    let re = compile(&pat, icase, dotall, multiline, freespace)?;
    let mut caps: Vec<Caps> = Vec::new();
    for c in re.captures_all(&s)? {
        let m = c.get(0).unwrap();
        // Octave skips empty matches by default.
        if m.start() == m.end() {
            continue;
        }
        caps.push(c);
        if once {
            break;
        }
    }
    let ngroups = re.captures_len() - 1;
    let row_num = |v: Vec<f64>| -> Value {
        let n = v.len();
        Value::from_f64s(Dims::rc(1, n), v)
    };
    let tokens_of = |c: &Caps| -> Vec<Value> {
        if ngroups == 0 {
            return vec![str_val(c.get(0).map_or(&[][..], |m| m.as_bytes()))];
        }
        (1..=ngroups)
            .map(|g| match c.get(g) {
                Some(m) => str_val(m.as_bytes()),
                None => Value::char_array(Tensor::new(Dims::rc(1, 0), vec![])),
            })
            .collect()
    };
    let text_cell = |v: Vec<Value>| -> Value {
        let n = v.len();
        Value::cell(Tensor::new(Dims::rc(1, n), v))
    };
    let (name_groups, names): (Vec<usize>, Vec<String>) = re.names().into_iter().unzip();
    let mut out = Vec::new();
    for &o in order.iter().take(nargout.max(1)) {
        let v = match o {
            Out7::Start => {
                let v: Vec<f64> = caps
                    .iter()
                    .map(|c| (c.get(0).unwrap().start() + 1) as f64)
                    .collect();
                if once {
                    v.first().map_or(Value::empty(), |&x| Value::Num(x))
                } else {
                    row_num(v)
                }
            }
            Out7::End => {
                let v: Vec<f64> = caps
                    .iter()
                    .map(|c| c.get(0).unwrap().end() as f64)
                    .collect();
                if once {
                    v.first().map_or(Value::empty(), |&x| Value::Num(x))
                } else {
                    row_num(v)
                }
            }
            Out7::TokExt => {
                let ext = |c: &Caps| -> Value {
                    let pairs: Vec<(f64, f64)> = if ngroups == 0 {
                        let m = c.get(0).unwrap();
                        vec![((m.start() + 1) as f64, m.end() as f64)]
                    } else {
                        (1..=ngroups)
                            .map(|g| {
                                c.get(g).map_or((0.0, -1.0), |m| {
                                    ((m.start() + 1) as f64, m.end() as f64)
                                })
                            })
                            .collect()
                    };
                    let n = pairs.len();
                    let mut d = vec![0.0; n * 2];
                    for (i, (a, b)) in pairs.iter().enumerate() {
                        d[i] = *a;
                        d[i + n] = *b;
                    }
                    Value::from_f64s(Dims::rc(n, 2), d)
                };
                if once {
                    caps.first().map_or(Value::empty(), ext)
                } else {
                    text_cell(caps.iter().map(ext).collect())
                }
            }
            Out7::Match => {
                if once {
                    caps.first()
                        .map_or_else(|| str_val(b""), |c| str_val(c.get(0).unwrap().as_bytes()))
                } else {
                    text_cell(
                        caps.iter()
                            .map(|c| str_val(c.get(0).unwrap().as_bytes()))
                            .collect(),
                    )
                }
            }
            Out7::Tokens => {
                if once {
                    caps.first().map_or_else(
                        || Value::cell(Tensor::new(Dims::rc(1, 0), vec![])),
                        |c| text_cell(tokens_of(c)),
                    )
                } else {
                    text_cell(caps.iter().map(|c| text_cell(tokens_of(c))).collect())
                }
            }
            Out7::Names => {
                let n = if once { caps.len().min(1) } else { caps.len() };
                let mut st = StructArray::with_fields(Dims::rc(1, n.max(1)), names.clone());
                if n == 0 {
                    st = StructArray::with_fields(Dims::rc(1, 1), names.clone());
                    for k in 0..names.len() {
                        *st.get_mut(0, k) = str_val(b"");
                    }
                }
                for (e, c) in caps.iter().take(n).enumerate() {
                    for (k, &g) in name_groups.iter().enumerate() {
                        *st.get_mut(e, k) = str_val(c.get(g).map_or(&[][..], |m| m.as_bytes()));
                    }
                }
                Value::structure(st)
            }
            Out7::Split => {
                // Empty pieces are 0x0, as in Octave.
                let piece = |b: &[u8]| {
                    if b.is_empty() {
                        Value::char_array(Tensor::new(Dims::new(&[0, 0]), vec![]))
                    } else {
                        str_val(b)
                    }
                };
                let mut pieces = Vec::new();
                let mut last = 0;
                for c in &caps {
                    let m = c.get(0).unwrap();
                    pieces.push(piece(&s[last..m.start()]));
                    last = m.end();
                }
                pieces.push(piece(&s[last..]));
                text_cell(pieces)
            }
        };
        out.push(v);
    }
    Ok(out)
}

fn regexp(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    regexp_impl(&first_rows(ctx, args), nargout, "regexp", false)
}
fn regexpi(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    regexp_impl(&first_rows(ctx, args), nargout, "regexpi", true)
}

/// The string and pattern of `regexp`, a char matrix taken by its first row.
fn first_rows(ctx: &mut Ctx, args: &[Value]) -> Vec<Value> {
    let mut args = args.to_vec();
    for a in args.iter_mut().take(2) {
        if let Some(first) = first_row_of_char_matrix(ctx, a) {
            *a = first;
        }
    }
    args
}

/// Expands `$0`..`$99` and escapes in a regexprep replacement.
fn expand_rep(rep: &[u8], c: &Caps, out: &mut Vec<u8>) {
    let mut i = 0;
    while i < rep.len() {
        let b = rep[i];
        if b == b'$' && i + 1 < rep.len() && rep[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            let mut n = 0usize;
            while j < rep.len() && rep[j].is_ascii_digit() && j < i + 3 {
                n = n * 10 + (rep[j] - b'0') as usize;
                j += 1;
            }
            if let Some(m) = c.get(n) {
                out.extend_from_slice(m.as_bytes());
            }
            i = j;
        } else if b == b'\\' && i + 1 < rep.len() {
            let e = match rep[i + 1] {
                b'n' => b'\n',
                b't' => b'\t',
                b'r' => b'\r',
                x => x,
            };
            out.push(e);
            i += 2;
        } else {
            out.push(b);
            i += 1;
        }
    }
}

fn regexprep(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if let Some(first) = first_row_of_char_matrix(ctx, &args[0]) {
        let mut rest = args.to_vec();
        rest[0] = first;
        return regexprep(ctx, &rest, 1);
    }
    let mut once = false;
    let mut icase = false;
    for a in &args[3..] {
        match a.as_string().map(|s| s.to_ascii_lowercase()).as_deref() {
            Some("once") => once = true,
            Some("ignorecase") => icase = true,
            Some(_) => {}
            None => {
                return Err(MatError::msg(
                    "regexprep: all optional arguments must be strings",
                ))
            }
        }
    }
    let pats: Vec<Vec<u8>> = match &args[1] {
        Value::Cell(c) => c.data.iter().filter_map(bytes_of).collect(),
        v => vec![bytes_of(v).ok_or_else(|| {
            MatError::msg("regexprep: PATTERN must be a string or cell array of strings")
        })?],
    };
    let reps: Vec<Vec<u8>> = match &args[2] {
        Value::Cell(c) => c.data.iter().filter_map(bytes_of).collect(),
        v => vec![bytes_of(v).ok_or_else(|| {
            MatError::msg("regexprep: REPSTR must be a string or cell array of strings")
        })?],
    };
    let mut compiled = Vec::with_capacity(pats.len());
    for p in &pats {
        compiled.push(compile(p, icase, true, false, false)?);
    }
    let apply = |s: &[u8]| -> Result<Vec<u8>, MatError> {
        let mut cur = s.to_vec();
        for (k, re) in compiled.iter().enumerate() {
            let rep = &reps[if reps.len() == 1 {
                0
            } else {
                k.min(reps.len() - 1)
            }];
            let mut out = Vec::with_capacity(cur.len());
            let mut last = 0;
            for c in re.captures_all(&cur)? {
                let m = c.get(0).unwrap();
                out.extend_from_slice(&cur[last..m.start()]);
                expand_rep(rep, &c, &mut out);
                last = m.end();
                if once {
                    break;
                }
            }
            out.extend_from_slice(&cur[last..]);
            cur = out;
        }
        Ok(cur)
    };
    one(map_strings("regexprep", &args[0], &apply)?)
}

/// `[dir, name, ext] = fileparts(path)`: split at the last `/` and the last
/// `.` after it (a leading dot belongs to the extension, as in Octave).
fn fileparts(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let path = match &args[0] {
        v if v.is_char() && v.dims().rows() <= 1 => bytes_of(v).unwrap_or_default(),
        _ => return Err(MatError::msg("fileparts: FILENAME must be a single string")),
    };
    let (dir, file) = match path.iter().rposition(|&c| c == b'/') {
        // A file in the root keeps `/` as its folder.
        Some(0) => (&path[..1], &path[1..]),
        Some(k) => (&path[..k], &path[k + 1..]),
        None => (&path[..0], &path[..]),
    };
    let (name, ext) = match file.iter().rposition(|&c| c == b'.') {
        Some(k) => (&file[..k], &file[k..]),
        None => (file, &file[..0]),
    };
    // An empty part is "" (0x0), as fileparts.m assigns it.
    let part = |b: &[u8]| {
        if b.is_empty() {
            Value::char_array(Tensor::new(Dims::rc(0, 0), vec![]))
        } else {
            str_val(b)
        }
    };
    Ok(vec![part(dir), part(name), part(ext)])
}

fn isstrprop(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let prop = args[1]
        .as_string()
        .ok_or_else(|| MatError::msg("isstrprop: invalid string property"))?;
    let f: fn(u8) -> bool = match prop.as_str() {
        "alpha" => |c| c.is_ascii_alphabetic(),
        "digit" => |c| c.is_ascii_digit(),
        "alphanum" | "alnum" => |c| c.is_ascii_alphanumeric(),
        "lower" => |c| c.is_ascii_lowercase(),
        "upper" => |c| c.is_ascii_uppercase(),
        "wspace" | "space" => |c| matches!(c, b' ' | b'\t' | b'\n' | 11 | 12 | b'\r'),
        "punct" => |c| c.is_ascii_punctuation(),
        "cntrl" => |c| c.is_ascii_control(),
        "xdigit" => |c| c.is_ascii_hexdigit(),
        "print" => |c| (32..127).contains(&c),
        "graph" | "graphic" => |c| (33..127).contains(&c),
        "ascii" => |c| c < 128,
        _ => return Err(MatError::msg("isstrprop: invalid string property")),
    };
    one(char_class_test(&args[0], f)?)
}

/// A character-class test of every character of a value (`isalpha` and
/// kin): a cell gives a cell of the tests of its elements.
fn char_class_test(v: &Value, f: fn(u8) -> bool) -> Result<Value, MatError> {
    Ok(match v {
        Value::Char(t) => bool_result(t.dims.clone(), t.data.iter().map(|&c| f(c)).collect()),
        Value::Cell(c) => Value::cell(Tensor::new(
            c.dims.clone(),
            c.data
                .iter()
                .map(|x| char_class_test(x, f))
                .collect::<Result<_, _>>()?,
        )),
        v => {
            let x = v.to_f64_vec()?;
            bool_result(
                v.dims(),
                x.iter()
                    .map(|&c| (0.0..256.0).contains(&c) && f(c as u8))
                    .collect(),
            )
        }
    })
}

/// A char row value from bytes (0x0 when empty, as Octave's `""`).
fn text(b: &[u8]) -> Value {
    if b.is_empty() {
        Value::char_array(Tensor::new(Dims::rc(0, 0), Vec::new()))
    } else {
        Value::str_bytes(b)
    }
}

/// `strvcat(A, B, ...)`: like `char`, but empty strings make no row.
fn strvcat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut rows = Vec::new();
    fn add(v: &Value, rows: &mut Vec<Vec<u8>>) -> Result<(), MatError> {
        match v {
            Value::Cell(t) => {
                for x in &t.data {
                    add(x, rows)?;
                }
            }
            Value::Struct(_) | Value::Func(_) => {
                return Err(MatError::msg(format!(
                    "strvcat: wrong type argument '{}'",
                    v.type_desc()
                )))
            }
            _ if v.is_empty() => {}
            _ => rows.extend(char_rows_of(v)?),
        }
        Ok(())
    }
    for a in args {
        add(a, &mut rows)?;
    }
    one(char_matrix(&rows))
}

pub(super) fn is_cellstr(v: &Value) -> bool {
    matches!(v, Value::Cell(t) if t.data.iter().all(|x| x.is_char()))
}

/// One `strtok` split of `s`: (token, remainder), as strtok.m computes them.
fn tok_split(s: &[u8], is_delim: &dyn Fn(u8) -> bool) -> (Value, Value) {
    let first_delim = s.iter().position(|&c| is_delim(c));
    let first_tok = s.iter().position(|&c| !is_delim(c));
    match (first_delim, first_tok) {
        (None, _) => (Value::str_bytes(s), text(b"")),
        (Some(_), None) => (Value::str_bytes(b""), text(b"")),
        (Some(d), Some(t)) if d > t => (Value::str_bytes(&s[..d]), Value::str_bytes(&s[d..])),
        (Some(_), Some(t)) => match s[t..].iter().position(|&c| is_delim(c)) {
            None => (Value::str_bytes(&s[t..]), text(b"")),
            Some(k) => (
                Value::str_bytes(&s[t..t + k]),
                Value::str_bytes(&s[t + k..]),
            ),
        },
    }
}

/// `[tok, rem] = strtok(str, delim)`: the first token (leading delimiters
/// skipped) and the rest from the delimiter after it; default delimiters are
/// whitespace. Cells of strings give cells.
fn strtok(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = &args[0];
    if !(s.is_char() || is_cellstr(s)) {
        return Err(MatError::msg(
            "strtok: STR must be a string or cell array of strings",
        ));
    }
    if s.is_char() && !s.dims().is_vector() && !s.is_empty() {
        return Err(MatError::msg("strtok: STR cannot be a 2-D character array"));
    }
    let delims: Option<Vec<u8>> = match args.get(1) {
        Some(Value::Char(t)) if !t.data.is_empty() => Some(t.data.clone()),
        Some(v) if !v.is_empty() => Some(v.to_f64_vec()?.iter().map(|&x| x as u8).collect()),
        _ => None,
    };
    let is_delim = |c: u8| match &delims {
        Some(d) => d.contains(&c),
        None => matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
    };
    match s {
        Value::Cell(t) => {
            let mut toks = Vec::with_capacity(t.data.len());
            let mut rems = Vec::with_capacity(t.data.len());
            for x in &t.data {
                let b = match x {
                    Value::Char(c) => c.data.clone(),
                    _ => Vec::new(),
                };
                // strtok.m's regexp path gives "" for both when nothing matches.
                let (tk, rm) = tok_split(&b, &is_delim);
                if tk.is_empty() {
                    toks.push(text(b""));
                    rems.push(text(b""));
                } else {
                    toks.push(tk);
                    rems.push(if rm.is_empty() { text(b"") } else { rm });
                }
            }
            Ok(vec![
                Value::cell(Tensor::new(t.dims.clone(), toks)),
                Value::cell(Tensor::new(t.dims.clone(), rems)),
            ])
        }
        _ if s.is_empty() => Ok(vec![text(b""), text(b"")]),
        Value::Char(t) => {
            let (tk, rm) = tok_split(&t.data, &is_delim);
            if t.rows() == 1 {
                return Ok(vec![tk, rm]);
            }
            // A column's pieces are columns, as strtok.m indexes it.
            let column = |v: Value| match v {
                Value::Char(p) if !p.data.is_empty() => {
                    Value::char_array(Tensor::new(Dims::rc(p.data.len(), 1), p.data.clone()))
                }
                v => v,
            };
            Ok(vec![column(tk), column(rm)])
        }
        _ => unreachable!("checked to be text above"),
    }
}

/// `cellstr(S)`: the rows of a char matrix, trailing blanks removed, as a
/// column cell; a cell of strings is returned as it is.
fn cellstr(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    match &args[0] {
        v @ Value::Cell(_) if is_cellstr(v) => one(v.clone()),
        Value::Cell(_) => Err(MatError::msg(
            "cellstr: argument STRING must be a 2-D character array",
        )),
        Value::Char(t) if t.dims.ndims() == 2 => {
            let (r, c) = (t.rows(), t.cols());
            if r == 0 {
                return one(Value::cell(Tensor::new(Dims::rc(1, 1), vec![text(b"")])));
            }
            let rows = (0..r)
                .map(|i| {
                    let mut b: Vec<u8> = (0..c).map(|j| t.data[i + j * r]).collect();
                    while b.last() == Some(&b' ') {
                        b.pop();
                    }
                    Value::str_bytes(&b)
                })
                .collect();
            one(Value::cell(Tensor::new(Dims::rc(r, 1), rows)))
        }
        _ => Err(MatError::msg(
            "cellstr: argument STRING must be a 2-D character array",
        )),
    }
}

fn text_bytes(name: &str, v: &Value) -> Result<Vec<u8>, MatError> {
    match v {
        Value::Char(t) if t.rows() <= 1 || t.dims.is_vector() => Ok(t.data.clone()),
        _ => Err(MatError::msg(format!(
            "{name}: arguments must have only one non-singleton dimension"
        ))),
    }
}

/// `findstr(S, T, OVERLAP)`: where the shorter string occurs in the longer.
fn findstr(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ctx.warn_once(
        "findstr",
        "Octave:deprecated-function",
        "findstr is obsolete; use strfind instead",
    );
    let (mut s, mut t) = (
        text_bytes("findstr", &args[0])?,
        text_bytes("findstr", &args[1])?,
    );
    let overlap = match args.get(2) {
        Some(v) => v.is_true()?,
        None => true,
    };
    if t.len() > s.len() {
        std::mem::swap(&mut s, &mut t);
    }
    let mut hits = Vec::new();
    if !t.is_empty() {
        let mut i = 0;
        while i + t.len() <= s.len() {
            if s[i..i + t.len()] == t[..] {
                hits.push((i + 1) as f64);
                i += if overlap { 1 } else { t.len() };
            } else {
                i += 1;
            }
        }
    }
    if hits.is_empty() {
        return one(Value::empty());
    }
    one(Value::row_f64(hits))
}

fn strip_blank_nul(b: &[u8]) -> &[u8] {
    let mut n = b.len();
    while n > 0 && (b[n - 1] == b' ' || b[n - 1] == 0) {
        n -= 1;
    }
    &b[..n]
}

/// `strmatch(S, A, "exact")`: indices (a column) of the entries of A that
/// begin with S; with "exact", that equal S up to trailing blanks and NULs.
fn strmatch(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    ctx.warn_once(
        "strmatch",
        "Octave:legacy-function",
        "strmatch is obsolete; use strncmp or strcmp instead",
    );
    let s: Vec<u8> = match &args[0] {
        Value::Cell(t) if is_cellstr(&args[0]) => {
            if t.data.len() > 1 {
                return Err(MatError::msg(
                    "strmatch: a cell array S must contain only one string",
                ));
            }
            char_rows_of(&args[0])?.concat()
        }
        Value::Char(t) if t.data.is_empty() || t.rows() == 1 => t.data.clone(),
        _ => return Err(MatError::msg("strmatch: S must be a string")),
    };
    let a = &args[1];
    if !(a.is_char() || is_cellstr(a)) {
        return Err(MatError::msg(
            "strmatch: A must be a string or cell array of strings",
        ));
    }
    let s = if s.iter().any(|&c| c != b' ' && c != 0) {
        strip_blank_nul(&s).to_vec()
    } else {
        s
    };
    let exact = matches!(args.get(2).and_then(Value::as_string), Some(x) if x == "exact");
    let entries: Vec<Vec<u8>> = match a {
        Value::Cell(t) => t
            .data
            .iter()
            .map(|x| match x {
                Value::Char(c) => c.data.clone(),
                _ => Vec::new(),
            })
            .collect(),
        _ => char_rows_of(a)?,
    };
    let is_char = a.is_char();
    let mut idx = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        let m = if is_char {
            e.len() >= s.len()
                && e[..s.len()] == s[..]
                && (!exact || e[s.len()..].iter().all(|&c| c == b' ' || c == 0))
        } else if exact {
            strip_blank_nul(e) == &s[..]
        } else if s.is_empty() {
            e.is_empty()
        } else {
            e.len() >= s.len() && e[..s.len()] == s[..]
        };
        if m {
            idx.push((k + 1) as f64);
        }
    }
    if idx.is_empty() {
        return one(Value::empty());
    }
    one(Value::col_f64(idx))
}

/// `strjust(S, "right"|"left"|"center")`: each row's text moved within its
/// blanks (strjust.m; blanks and NULs count as blank).
fn strjust(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = match &args[0] {
        Value::Char(t) if t.dims.ndims() == 2 => t,
        _ => {
            return Err(MatError::msg(
                "strjust: S must be a string or 2-D character matrix",
            ))
        }
    };
    if t.data.is_empty() {
        return one(args[0].clone());
    }
    let pos = match args.get(1) {
        Some(v) => string_arg("strjust", v)?.to_lowercase(),
        None => "right".to_string(),
    };
    let (r, c) = (t.rows(), t.cols());
    let mut out = vec![b' '; r * c];
    for i in 0..r {
        let row: Vec<u8> = (0..c).map(|j| t.data[i + j * r]).collect();
        let nonbl = |b: u8| b != b' ' && b != 0;
        let first = row.iter().position(|&b| nonbl(b));
        let last = row.iter().rposition(|&b| nonbl(b));
        let (Some(lo), Some(hi)) = (first, last) else {
            continue;
        };
        // 1-based mins/maxs of strjust.m.
        let (mins, maxs) = (lo as i64 + 1, hi as i64 + 1);
        let shift = match pos.as_str() {
            "right" => c as i64 - maxs,
            "left" => 1 - mins,
            _ => (c as i64 + 1 - maxs - mins).div_euclid(2),
        };
        for (j, &b) in row.iter().enumerate() {
            if nonbl(b) {
                let nj = (j as i64 + shift) as usize;
                out[i + nj * r] = b;
            }
        }
    }
    one(Value::char_array(Tensor::new(t.dims.clone(), out)))
}

/// `isstr`: Octave 7's legacy name of `ischar`.
fn isstr(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    super::legacy(ctx, "isstr", "ischar", args, nargout)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, args: &[Value], nargout: usize) -> Vec<Value> {
        let mut ctx = Ctx::new();
        f(&mut ctx, args, nargout).unwrap()
    }
    fn s(x: &str) -> Value {
        Value::str(x)
    }
    fn cs(v: &[&str]) -> Value {
        Value::cell_row(v.iter().map(|x| Value::str(x)).collect())
    }

    // Expected values: crates/runtime/tests/octave/strfun.m (Octave 7.3).
    #[test]
    fn basics_like_octave() {
        assert_eq!(call(strrep, &[s("aaa"), s("aa"), s("b")], 1)[0], s("bb"));
        assert_eq!(
            call(strsplit, &[s("a  b,c"), s(" ")], 1)[0],
            cs(&["a", "b,c"])
        );
        assert_eq!(
            call(strsplit, &[s("a,b;;c"), cs(&[",", ";"])], 1)[0],
            cs(&["a", "b", "c"])
        );
        assert_eq!(
            call(strjoin, &[cs(&["a", "b", "c"]), s("-")], 1)[0],
            s("a-b-c")
        );
        assert_eq!(call(strcat, &[s("a "), s("b "), s("c")], 1)[0], s("abc"));
        assert_eq!(call(strcat, &[cs(&["a "]), s("b")], 1)[0], cs(&["a b"]));
        assert_eq!(call(strtrim, &[s(" \t ab c \n")], 1)[0], s("ab c"));
        assert_eq!(call(upper, &[cs(&["ab", "c"])], 1)[0], cs(&["AB", "C"]));
        assert_eq!(
            call(strncmp, &[s("abcdef"), s("abcxx"), Value::Num(3.0)], 1)[0],
            Value::Bool(true)
        );
        assert_eq!(call(deblank, &[s("ab   ")], 1)[0], s("ab"));
        assert_eq!(
            call(strfind, &[s("abcabc"), s("bc")], 1)[0],
            Value::row_f64(vec![2.0, 5.0])
        );
        assert_eq!(
            call(strcmpi, &[s("ABC"), s("abc")], 1)[0],
            Value::Bool(true)
        );
    }

    #[test]
    fn str2double_like_octave() {
        let r = call(
            str2double,
            &[cs(&["1.5", "abc", "1e3", " -Inf ", "2+3i"])],
            1,
        );
        let z = r[0].to_c64_vec().unwrap();
        assert_eq!(z[0], C64::new(1.5, 0.0));
        assert!(z[1].re.is_nan());
        assert_eq!(z[2], C64::new(1000.0, 0.0));
        assert_eq!(z[3].re, f64::NEG_INFINITY);
        assert_eq!(z[4], C64::new(2.0, 3.0));
        assert_eq!(call(str2double, &[s("1,000")], 1)[0], Value::Num(1000.0));
        assert!(call(str2double, &[Value::Num(5.0)], 1)[0]
            .as_num()
            .unwrap()
            .is_nan());
    }

    #[test]
    fn regexp_like_octave() {
        let r = call(
            regexp,
            &[s("x12y345"), s("(\\d+)"), s("tokens"), s("match")],
            2,
        );
        assert_eq!(r[1], cs(&["12", "345"]));
        assert_eq!(r[0], Value::cell_row(vec![cs(&["12"]), cs(&["345"])]));
        let r = call(regexp, &[s("x12y345"), s("\\d+")], 2);
        assert_eq!(r[0], Value::row_f64(vec![2.0, 5.0]));
        assert_eq!(r[1], Value::row_f64(vec![3.0, 7.0]));
        let r = call(
            regexp,
            &[s("key=val"), s("(?<k>\\w+)=(?<v>\\w+)"), s("names")],
            1,
        );
        let st = r[0].as_struct().unwrap();
        assert_eq!(st.field("k"), Some(&s("key")));
        assert_eq!(st.field("v"), Some(&s("val")));
        assert_eq!(
            call(regexp, &[s("a1b2"), s("\\d"), s("match"), s("once")], 1)[0],
            s("1")
        );
        // Empty pieces are 0x0, as in Octave.
        let empty = Value::char_array(Tensor::new(Dims::new(&[0, 0]), vec![]));
        assert_eq!(
            call(regexp, &[s("a,b,,c"), s(","), s("split")], 1)[0],
            Value::cell_row(vec![s("a"), s("b"), empty, s("c")])
        );
        assert_eq!(
            call(regexpi, &[s("ABC"), s("b"), s("match")], 1)[0],
            cs(&["B"])
        );
        assert_eq!(
            call(regexprep, &[s("abc"), s("(a)(b)"), s("$2$1")], 1)[0],
            s("bac")
        );
        assert_eq!(
            call(regexprep, &[cs(&["aa", "ba"]), s("^a"), s("X")], 1)[0],
            cs(&["Xa", "ba"])
        );
    }

    #[test]
    fn str2num_matrix() {
        let r = call(str2num, &[s("[1 2; 3 4]")], 1);
        assert_eq!(
            r[0],
            Value::from_f64s(Dims::rc(2, 2), vec![1.0, 3.0, 2.0, 4.0])
        );
    }
}
