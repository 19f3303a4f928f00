//! Octave's m-file compatibility functions that real programs call: strvcat, strtok, cellstr, findstr, strmatch, strjust, validatestring, typecast, rot90, poly, gradient and the platform queries (ispc, computer, ...).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::common::*;
use super::core::{char_matrix, char_rows_of};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("isstr", isstr),
    ("flipdim", flipdim),
    ("strvcat", strvcat),
    ("strtok", strtok),
    ("cellstr", cellstr),
    ("findstr", findstr),
    ("strmatch", strmatch),
    ("strjust", strjust),
    ("validatestring", validatestring),
    ("typecast", typecast),
    ("rot90", rot90),
    ("poly", poly),
    ("gradient", gradient),
    ("ispc", ispc),
    ("isunix", isunix),
    ("ismac", ismac),
    ("computer", computer),
    ("matlabroot", matlabroot),
    ("usejava", usejava),
];

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

fn is_cellstr(v: &Value) -> bool {
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

/// `validatestring(STR, STRARRAY, FUNCNAME, VARNAME, POSITION)`: the one
/// entry STR is a case-insensitive prefix of (or the shortest, when it is a
/// prefix of all the others matched), else validatestring.m's errors.
pub(crate) fn validatestring(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() < 2 || args.len() > 5 {
        return Err(MatError::invalid_call("validatestring"));
    }
    let mut rest: Vec<&Value> = args[2..].iter().collect();
    let mut position = 0i64;
    if let Some(v) = rest.last() {
        if v.is_numeric() {
            position = v.scalar_f64().unwrap_or(0.0).trunc() as i64;
            rest.pop();
            if position < 1 {
                return Err(MatError::msg("validatestring: POSITION must be >= 1"));
            }
        }
    }
    let names: Vec<&Value> = rest.iter().copied().filter(|v| v.is_char()).collect();
    let not_row = |v: &&Value| !(v.is_empty() || v.dims().ndims() == 2 && v.dims().rows() == 1);
    if names.len() > 2 {
        return Err(MatError::msg(
            "validatestring: invalid number of character inputs (> 3)",
        ));
    }
    let chars: Vec<String> = names
        .iter()
        .map(|v| v.to_str().unwrap_or_default())
        .collect();
    let funcname = chars.first().cloned().unwrap_or_default();
    let varname = chars.get(1).cloned().unwrap_or_default();
    let s = match &args[0] {
        Value::Char(t) if t.rows() == 1 && t.dims.ndims() == 2 => t.data.clone(),
        _ => {
            return Err(MatError::msg(
                "validatestring: STR must be a single character string",
            ))
        }
    };
    if !is_cellstr(&args[1]) {
        return Err(MatError::msg("validatestring: STRARRAY must be a cellstr"));
    }
    if names.first().is_some_and(not_row) {
        return Err(MatError::msg(
            "validatestring: FUNCNAME must be a single character string",
        ));
    }
    if names.get(1).is_some_and(not_row) {
        return Err(MatError::msg(
            "validatestring: VARNAME must be a single character string",
        ));
    }
    let opts: Vec<Vec<u8>> = args[1]
        .as_cell()
        .map(|t| {
            t.data
                .iter()
                .map(|x| match x {
                    Value::Char(c) => c.data.clone(),
                    _ => Vec::new(),
                })
                .collect()
        })
        .unwrap_or_default();
    let funcname = if funcname.is_empty() {
        "validatestring".to_string()
    } else {
        funcname
    };
    let mut errstr = format!("{funcname}: '{}' ", String::from_utf8_lossy(&s));
    if !varname.is_empty() {
        if position > 0 {
            errstr = format!("{errstr}(variable {varname}, argument #{position}) ");
        } else {
            errstr = format!("{errstr}(variable {varname}) ");
        }
    } else if position > 0 {
        errstr = format!("{errstr}(argument #{position}) ");
    }
    let prefix = crate::options::Spelling::Prefix(0);
    let matches: Vec<usize> = (0..opts.len())
        .filter(|&k| crate::options::names(&s, &opts[k], prefix))
        .collect();
    let list = |ks: &[usize]| {
        ks.iter()
            .map(|&k| format!("'{}'", String::from_utf8_lossy(&opts[k])))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match matches.len() {
        0 => Err(MatError::msg(format!(
            "{errstr}does not match any of\n{}",
            list(&(0..opts.len()).collect::<Vec<_>>())
        ))),
        1 => one(Value::str_bytes(&opts[matches[0]])),
        _ => {
            let shortest = *matches
                .iter()
                .min_by_key(|&&k| opts[k].len())
                .expect("several matches");
            let short = &opts[shortest];
            if matches
                .iter()
                .all(|&k| crate::options::names(short, &opts[k], prefix))
            {
                one(Value::str_bytes(short))
            } else {
                Err(MatError::msg(format!(
                    "{errstr}matches multiple possible values:\n{}",
                    list(&matches)
                )))
            }
        }
    }
}

/// Bytes (little-endian) of a real numeric value's elements.
pub(super) fn value_bytes(v: &Value) -> Result<(Class, Vec<u8>), MatError> {
    let cls = v.class();
    // 64-bit integers are read as they are: through f64 they would round.
    if let Value::Int64(t) = v {
        return Ok((cls, t.data.iter().flat_map(|x| x.to_le_bytes()).collect()));
    }
    if let Value::UInt64(t) = v {
        return Ok((cls, t.data.iter().flat_map(|x| x.to_le_bytes()).collect()));
    }
    let data = v.to_f64_vec()?;
    let mut b = Vec::new();
    for x in data {
        match cls {
            Class::Double => b.extend(x.to_le_bytes()),
            Class::Single => b.extend((x as f32).to_le_bytes()),
            Class::Int8 => b.extend((x as i8).to_le_bytes()),
            Class::UInt8 | Class::Char | Class::Logical => b.push(x as u8),
            Class::Int16 => b.extend((x as i16).to_le_bytes()),
            Class::UInt16 => b.extend((x as u16).to_le_bytes()),
            Class::Int32 => b.extend((x as i32).to_le_bytes()),
            Class::UInt32 => b.extend((x as u32).to_le_bytes()),
            _ => return Err(MatError::msg("typecast: X must be a numeric array")),
        }
    }
    Ok((cls, b))
}

/// `typecast(X, CLASS)`: X's bytes reinterpreted as CLASS elements.
fn typecast(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if x.is_complex() || !(x.is_numeric() || x.is_char() || x.class() == Class::Logical) {
        return Err(MatError::msg("typecast: X must be a numeric array"));
    }
    let name = string_arg("typecast", &args[1])?;
    let (size, cls) = match name.as_str() {
        "double" => (8, Class::Double),
        "single" => (4, Class::Single),
        "int8" => (1, Class::Int8),
        "uint8" => (1, Class::UInt8),
        "int16" => (2, Class::Int16),
        "uint16" => (2, Class::UInt16),
        "int32" => (4, Class::Int32),
        "uint32" => (4, Class::UInt32),
        "int64" => (8, Class::Int64),
        "uint64" => (8, Class::UInt64),
        "char" => (1, Class::Char),
        "logical" => (1, Class::Logical),
        _ => return Err(MatError::msg("typecast: TYPE name not recognized")),
    };
    let (_, bytes) = value_bytes(x)?;
    if !bytes.len().is_multiple_of(size) {
        return Err(MatError::msg(
            "typecast: incorrect number of input values to make output value",
        ));
    }
    let n = bytes.len() / size;
    let dims = if x.dims().rows() == 1 && x.dims().ndims() == 2 {
        Dims::rc(1, n)
    } else {
        Dims::rc(n, 1)
    };
    let c = bytes.chunks_exact(size);
    macro_rules! ints {
        ($t:ty) => {
            Value::int(Tensor::new(
                dims,
                c.map(|b| <$t>::from_le_bytes(b.try_into().expect("chunk size")))
                    .collect(),
            ))
        };
    }
    let v = match cls {
        Class::Double => Value::from_f64s(
            dims,
            c.map(|b| f64::from_le_bytes(b.try_into().expect("chunk size")))
                .collect(),
        ),
        Class::Single => Value::single(Tensor::new(
            dims,
            c.map(|b| f32::from_le_bytes(b.try_into().expect("chunk size")))
                .collect(),
        )),
        Class::Int8 => ints!(i8),
        Class::UInt8 => ints!(u8),
        Class::Int16 => ints!(i16),
        Class::UInt16 => ints!(u16),
        Class::Int32 => ints!(i32),
        Class::UInt32 => ints!(u32),
        Class::Int64 => ints!(i64),
        Class::UInt64 => ints!(u64),
        Class::Char => Value::char_array(Tensor::new(dims, bytes)),
        _ => Value::logical(Tensor::new(dims, bytes.iter().map(|&b| b != 0).collect())),
    };
    one(v)
}

/// rot90's element permutation for one page of `r`x`c`, giving the new shape.
struct Rot90 {
    k: i64,
}

impl TensorOp for Rot90 {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        let d = t.dims.as_slice();
        let (r, c) = (d[0], d[1]);
        let pages: usize = d[2..].iter().product();
        let mut nd = d.to_vec();
        if self.k % 2 == 1 {
            nd.swap(0, 1);
        }
        let (nr, nc) = (nd[0], nd[1]);
        let mut out = Vec::with_capacity(t.data.len());
        for p in 0..pages {
            let base = p * r * c;
            for j in 0..nc {
                for i in 0..nr {
                    // Source (row, column) of result element (i, j).
                    let (si, sj) = match self.k {
                        1 => (j, c - 1 - i),
                        2 => (r - 1 - i, c - 1 - j),
                        3 => (r - 1 - j, i),
                        _ => (i, j),
                    };
                    out.push(t.data[base + si + sj * r].clone());
                }
            }
        }
        Ok(Tensor::new(Dims::new(&nd), out))
    }
}

/// `rot90(A, K)`: A rotated K*90 degrees counterclockwise (per page).
fn rot90(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let k = match args.get(1) {
        None => 1.0,
        Some(v) => match v.scalar_f64() {
            Some(k) if k == k.trunc() && !v.is_complex() => k,
            _ => return Err(MatError::msg("rot90: K must be a single real integer")),
        },
    };
    let k = (k.rem_euclid(4.0)) as i64;
    if k == 0 {
        return one(args[0].clone());
    }
    one(apply_op("rot90", &args[0], &Rot90 { k })?)
}

/// `poly(A)`: the coefficients of the polynomial with roots A (a vector), or
/// of a square matrix's characteristic polynomial (poly.m).
fn poly(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let d = x.dims();
    let (m, n) = (d.rows().min(d.cols()), d.rows().max(d.cols()));
    if m == 0 {
        return one(Value::Num(1.0));
    }
    let v: Vec<C64> = if m == 1 {
        num_view("poly", x)?;
        x.to_c64_vec()?
    } else if m == n {
        let e = super::call(ctx, "eig", std::slice::from_ref(x), 1)?;
        e[0].to_c64_vec()?
    } else {
        return Err(MatError::invalid_call("poly"));
    };
    let mut y = vec![C64::new(0.0, 0.0); n + 1];
    y[0] = C64::new(1.0, 0.0);
    for j in 0..n {
        let prev: Vec<C64> = y[..=j].to_vec();
        for (i, p) in prev.iter().enumerate() {
            y[i + 1] -= v[j] * p;
        }
    }
    let real = if !x.is_complex() {
        true
    } else {
        let mut pos: Vec<C64> = v.iter().filter(|z| z.im > 0.0).copied().collect();
        let mut neg: Vec<C64> = v.iter().filter(|z| z.im < 0.0).map(|z| z.conj()).collect();
        let key = |a: &C64, b: &C64| {
            a.norm()
                .partial_cmp(&b.norm())
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(
                    a.arg()
                        .partial_cmp(&b.arg())
                        .unwrap_or(std::cmp::Ordering::Equal),
                )
        };
        pos.sort_by(key);
        neg.sort_by(key);
        !pos.is_empty() && pos == neg
    };
    let dims = Dims::rc(1, n + 1);
    if real {
        one(Value::from_f64s(dims, y.iter().map(|z| z.re).collect()))
    } else {
        one(complex_result_keep(Class::Double, dims, y))
    }
}

/// Differences of one spacing argument: a scalar step for `n` points, or the
/// differences of coordinates.
fn spacing(v: Option<&Value>, n: usize) -> Result<Vec<f64>, MatError> {
    let n1 = n.saturating_sub(1);
    match v {
        None => Ok(vec![1.0; n1]),
        Some(v) if v.numel() == 1 => Ok(vec![v.scalar_f64().unwrap_or(f64::NAN); n1]),
        Some(v) => {
            let c = v.to_f64_vec()?;
            Ok(c.windows(2).map(|w| w[1] - w[0]).collect())
        }
    }
}

/// Gradient of `n` samples `m(i)` along one dimension (gradient.m's formulas).
fn grad_line(m: &[f64], d: &[f64]) -> Vec<f64> {
    let n = m.len();
    let mut y = vec![0.0; n];
    if n > 1 {
        y[0] = (m[1] - m[0]) / d[0];
        y[n - 1] = m[n - 1] / d[n - 2] - m[n - 2] / d[n - 2];
    }
    for i in 1..n.saturating_sub(1) {
        y[i] = (m[i + 1] - m[i - 1]) / (d[i - 1] + d[i]);
    }
    y
}

/// `[dx, dy] = gradient(M, ...)` for numeric vectors and matrices.
fn gradient(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let m = &args[0];
    if !m.is_numeric() || m.is_complex() {
        return Err(MatError::msg(
            "gradient: first input must be an array or a function",
        ));
    }
    let d = m.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg(
            "gradient: N-dimensional arrays are not supported",
        ));
    }
    let data = m.to_f64_vec()?;
    let cls = if m.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    if d.is_vector() || d.numel() <= 1 {
        let n = data.len();
        let dx = spacing(args.get(1), n)?;
        if dx.len() + 1 < n {
            return Err(MatError::msg(
                "gradient: dimensions and number of spacing values do not match",
            ));
        }
        return one(real_result(cls, d, grad_line(&data, &dx)));
    }
    let (r, c) = (d.rows(), d.cols());
    let hx = spacing(args.get(1), c)?;
    let hy = spacing(
        args.get(2)
            .or(if args.len() == 2 { args.get(1) } else { None }),
        r,
    )?;
    if (args.len() == 2 && args[1].numel() != 1) || hx.len() + 1 < c || hy.len() + 1 < r {
        return Err(MatError::msg(
            "gradient: dimensions and number of spacing values do not match",
        ));
    }
    let mut gx = vec![0.0; r * c];
    for i in 0..r {
        let row: Vec<f64> = (0..c).map(|j| data[i + j * r]).collect();
        for (j, g) in grad_line(&row, &hx).into_iter().enumerate() {
            gx[i + j * r] = g;
        }
    }
    let mut out = vec![real_result(cls, d.clone(), gx)];
    if nargout >= 2 {
        let mut gy = vec![0.0; r * c];
        for j in 0..c {
            let g = grad_line(&data[j * r..(j + 1) * r], &hy);
            gy[j * r..(j + 1) * r].copy_from_slice(&g);
        }
        out.push(real_result(cls, d, gy));
    }
    Ok(out)
}

fn ispc(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(false))
}
fn isunix(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(true))
}
fn ismac(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(false))
}

/// `computer`: Octave's canonical host type; printed when no output is asked.
fn computer(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let host = "x86_64-pc-linux-gnu";
    if let Some(a) = args.first() {
        let s = string_arg("computer", a)?;
        if s != "arch" {
            return Err(MatError::msg("computer: \"arch\" is only valid argument"));
        }
        return one(Value::str("gnu-linux-x86_64"));
    }
    if nargout == 0 {
        ctx.out.extend_from_slice(format!("{host}\n").as_bytes());
        return Ok(vec![]);
    }
    Ok(vec![
        Value::str(host),
        Value::Num(9.223_372_036_854_776e18),
        Value::str("L"),
    ])
}

/// `matlabroot`: Octave's installation prefix.
fn matlabroot(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::str("/usr"))
}

/// `usejava(FEATURE)`: Octave built with Java but without a display.
fn usejava(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if !args[0].is_char() {
        return Err(MatError::invalid_call("usejava"));
    }
    let f = string_arg("usejava", &args[0])?;
    match f.as_str() {
        "jvm" => one(Value::Bool(true)),
        "awt" | "desktop" | "swing" => one(Value::Bool(false)),
        _ => Err(MatError::msg(format!(
            "usejava: unrecognized FEATURE '{f}'"
        ))),
    }
}

/// `isstr`: Octave 7's legacy name of `ischar`.
fn isstr(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    legacy(ctx, "isstr", "ischar", args, nargout)
}

/// `flipdim`: Octave 7's legacy name of `flip`.
fn flipdim(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    legacy(ctx, "flipdim", "flip", args, nargout)
}

/// A call of a legacy name: its function's, after the warning its m-file
/// gives once a run.
fn legacy(ctx: &mut Ctx, old: &'static str, new: &str, args: &[Value], nargout: usize) -> Out {
    let msg = format!("{old} is obsolete; please use {new} instead");
    ctx.warn_once(old, "Octave:legacy-function", &msg);
    super::call(ctx, new, args, nargout)
}
