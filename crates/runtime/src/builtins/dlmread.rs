//! `dlmread` and `csvread`: delimited numeric text read line by line and
//! field by field with the rules of Octave's own dlmread (separator guessed
//! from the first data line, text fields and `2jack` as EMPTYVAL, `1+2i`
//! and `5j` complex, `NA` kept).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value, C64, NA};

use super::args::*;
use super::textdata::unescape;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("dlmread", dlmread), ("csvread", csvread)];

/// Rows and columns to keep, zero-based and inclusive (`usize::MAX`: to the end).
#[derive(Clone, Copy)]
struct Range {
    r0: usize,
    c0: usize,
    r1: usize,
    c1: usize,
}

const ALL: Range = Range {
    r0: 0,
    c0: 0,
    r1: usize::MAX,
    c1: usize::MAX,
};

/// `dlmread(FILE, SEP, R0, C0)`, `dlmread(FILE, SEP, RANGE)`, `..., 'emptyvalue', X`.
fn dlmread(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut args = args;
    let mut empty = 0.0;
    if args.len() > 2
        && args[args.len() - 2].as_string().is_some_and(|s| {
            crate::options::names(s.as_bytes(), b"emptyvalue", crate::options::Spelling::Whole)
        })
    {
        empty = args[args.len() - 1]
            .scalar_f64()
            .ok_or_else(|| MatError::msg("dlmread: EMPTYVAL must be a scalar"))?;
        args = &args[..args.len() - 2];
    }
    if args.is_empty() || args.len() > 4 {
        return Err(MatError::invalid_call("dlmread"));
    }
    let sep = match args.get(1) {
        Some(v @ Value::Char(_)) => unescape(&v.as_string().unwrap_or_default()),
        Some(v) if v.is_empty() => String::new(),
        Some(_) => return Err(MatError::msg("dlmread: SEP must be a string")),
        None => String::new(),
    };
    let range = match args.get(2..).unwrap_or_default() {
        [] => ALL,
        [spec] => range_of(spec).ok_or_else(|| MatError::msg("dlmread: error parsing RANGE"))?,
        [r0, c0] => {
            let corner = |v: &Value| -> Result<usize, MatError> {
                let x = v
                    .scalar_f64()
                    .ok_or_else(|| MatError::msg("dlmread: R0 and C0 must be scalars"))?;
                if x < 0.0 {
                    return Err(MatError::msg("dlmread: left & top must be positive"));
                }
                Ok(x as usize)
            };
            Range {
                r0: corner(r0)?,
                c0: corner(c0)?,
                ..ALL
            }
        }
        _ => unreachable!("at most four arguments"),
    };
    if range.r1 < range.r0 || range.c1 < range.c0 {
        return one(Value::empty());
    }
    let text = match &args[0] {
        Value::Char(_) => {
            let name = args[0].as_string().unwrap_or_default();
            match std::fs::read(&name) {
                Ok(b) if !std::path::Path::new(&name).is_dir() => b,
                _ => {
                    return Err(MatError::msg(format!(
                        "dlmread: unable to open file '{name}'"
                    )))
                }
            }
        }
        v => match v.scalar_f64() {
            Some(fid) => super::files::read_rest(ctx, fid, "dlmread")?,
            None => {
                return Err(MatError::msg(
                    "dlmread: FILE argument must be a string or file id",
                ))
            }
        },
    };
    one(read_delimited(&text, &sep, range, empty))
}

/// `csvread(FILE, ...)`: `dlmread(FILE, ',', ...)`.
fn csvread(ctx: &mut Ctx, args: &[Value], n: usize) -> Out {
    if args.is_empty() {
        return Err(MatError::invalid_call("csvread"));
    }
    let mut a = vec![args[0].clone(), Value::str(",")];
    a.extend_from_slice(&args[1..]);
    dlmread(ctx, &a, n)
}

/// RANGE as a vector `[R0 C0 R1 C1]` or a spreadsheet range: `A2..C5`,
/// `A2:C5`, one cell `B3`, or an open side (`..C5`, `B2..`).
fn range_of(spec: &Value) -> Option<Range> {
    if let Value::Char(_) = spec {
        return sheet_range(&spec.as_string()?);
    }
    let v = spec.to_f64_vec().ok()?;
    let idx = |x: f64| -> usize {
        if x >= usize::MAX as f64 {
            usize::MAX
        } else {
            x.max(0.0) as usize
        }
    };
    match v.as_slice() {
        [r0, c0, r1, c1] if v.iter().all(|x| !x.is_nan()) => Some(Range {
            r0: idx(*r0),
            c0: idx(*c0),
            r1: idx(*r1),
            c1: idx(*c1),
        }),
        _ => None,
    }
}

fn sheet_range(s: &str) -> Option<Range> {
    /// `B3` as zero-based (row, column).
    fn cell(s: &str) -> Option<(usize, usize)> {
        let letters = s.bytes().take_while(|c| c.is_ascii_alphabetic()).count();
        let (col, row) = s.split_at(letters);
        if col.is_empty() || row.is_empty() || !row.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let col = col
            .to_ascii_uppercase()
            .bytes()
            .fold(0usize, |n, c| n * 26 + (c - b'A' + 1) as usize);
        Some((row.parse::<usize>().ok()?.checked_sub(1)?, col - 1))
    }
    let s = s.trim();
    let (lo, hi) = match s.split_once("..").or_else(|| s.split_once(':')) {
        Some((lo, hi)) => (lo.trim(), Some(hi.trim())),
        None => (s, None),
    };
    let (r0, c0) = if lo.is_empty() && hi.is_some() {
        (0, 0)
    } else {
        cell(lo)?
    };
    let (r1, c1) = match hi {
        None => (r0, c0),
        Some("") => (usize::MAX, usize::MAX),
        Some(hi) => cell(hi)?,
    };
    Some(Range { r0, c0, r1, c1 })
}

/// The matrix of the fields of `text` within `range`, EMPTYVAL where a
/// row is short or a field is not a number. `sep` is a set of separator
/// characters; empty, it is guessed from the first line with data: its
/// first `,` `:` `;` blank or tab, a blank or tab meaning runs of blanks
/// and tabs.
fn read_delimited(text: &[u8], sep: &str, range: Range, empty: f64) -> Value {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let text = String::from_utf8_lossy(text);
    // The last newline ends a line; it does not start an empty one.
    let body = text.strip_suffix('\n').unwrap_or(&text);
    let mut lines = body.split('\n').skip(range.r0).peekable();
    if range.r0 > 0 && lines.peek().is_none() {
        return Value::empty();
    }
    // Rows count from the first line kept.
    let last_row = range.r1.saturating_sub(range.r0);
    let given_blank = sep.contains([' ', '\t']);
    let mut sep: Vec<char> = sep.chars().collect();
    let mut blank_runs = false;
    let mut rows: Vec<Vec<Option<C64>>> = Vec::new();
    for line in lines {
        // A line of blanks is no row, unless blanks separate fields.
        if line.trim_matches([' ', '\t']).is_empty() && !given_blank {
            continue;
        }
        if sep.is_empty() {
            sep = match line.find([',', ':', ';', ' ', '\t']) {
                Some(k) if matches!(line.as_bytes()[k], b' ' | b'\t') => {
                    blank_runs = true;
                    vec![' ', '\t']
                }
                Some(k) => vec![line.as_bytes()[k] as char],
                None => {
                    blank_runs = true;
                    vec![' ', '\t']
                }
            };
        }
        rows.push(fields(line, &sep, blank_runs));
        if rows.len() > last_row {
            break;
        }
    }
    let ncols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let r1 = last_row.min(rows.len().saturating_sub(1));
    let c1 = range.c1.min(ncols.saturating_sub(1));
    if rows.is_empty() || ncols == 0 || range.c0 > c1 {
        return Value::empty();
    }
    let (nr, nc) = (r1 + 1, c1 - range.c0 + 1);
    let mut data = vec![C64::new(empty, 0.0); nr * nc];
    for (i, row) in rows.iter().take(nr).enumerate() {
        for (j, z) in row.iter().skip(range.c0).take(nc).enumerate() {
            if let Some(z) = z {
                data[j * nr + i] = *z;
            }
        }
    }
    if data.iter().any(|z| z.im != 0.0) {
        Value::complex(Tensor::new(Dims::rc(nr, nc), data))
    } else {
        Value::from_f64s(Dims::rc(nr, nc), data.iter().map(|z| z.re).collect())
    }
}

/// The fields of one line. With `blank_runs`, leading blanks are skipped
/// and a run of separators is one; a separator at the end of the line
/// starts no field.
fn fields(line: &str, sep: &[char], blank_runs: bool) -> Vec<Option<C64>> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut rest = if blank_runs {
        line.trim_start_matches([' ', '\t'])
    } else {
        line
    };
    let mut out = Vec::new();
    loop {
        match rest.find(sep) {
            Some(k) => {
                out.push(field(&rest[..k]));
                rest = &rest[k + 1..];
                if blank_runs {
                    rest = rest.trim_start_matches(sep);
                }
            }
            None => {
                if !rest.is_empty() {
                    out.push(field(rest));
                }
                return out;
            }
        }
    }
}

/// One field: a real number, `a+bi`, a pure imaginary `bi`, or `None`
/// (EMPTYVAL) for anything else. What follows a number is ignored (`3 `,
/// `1d2` is 1) unless it is `i` or `j` with more after it (`2jack`).
fn field(s: &str) -> Option<C64> {
    let (re, n) = read_double(s.as_bytes())?;
    let rest = &s.as_bytes()[n..];
    match rest.first() {
        None => Some(C64::new(re, 0.0)),
        Some(b'i' | b'I' | b'j' | b'J') => (rest.len() == 1).then(|| C64::new(0.0, re)),
        Some(_) => Some(C64::new(re, read_double(rest).map_or(0.0, |(im, _)| im))),
    }
}

/// A number at the start of `s` after blanks, as a C++ stream reads one
/// (no `d` exponent, no hex), or `Inf`, `NaN`, `NA` not followed by a
/// letter: its value and the bytes it took.
fn read_double(s: &[u8]) -> Option<(f64, usize)> {
    let start = s.iter().take_while(|c| c.is_ascii_whitespace()).count();
    let mut i = start;
    let negative = s.get(i) == Some(&b'-');
    if matches!(s.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let signed = |x: f64| if negative { -x } else { x };
    for (word, value) in [("inf", f64::INFINITY), ("nan", f64::NAN), ("na", NA)] {
        let end = i + word.len();
        if s.len() >= end && s[i..end].eq_ignore_ascii_case(word.as_bytes()) {
            if s.get(end).is_some_and(|c| c.is_ascii_alphabetic()) {
                continue;
            }
            return Some((if value.is_nan() { value } else { signed(value) }, end));
        }
    }
    let digits_from = |mut k: usize| {
        while s.get(k).is_some_and(u8::is_ascii_digit) {
            k += 1;
        }
        k
    };
    let int_end = digits_from(i);
    let mut end = int_end;
    if s.get(end) == Some(&b'.') {
        end = digits_from(end + 1);
    }
    if end - i - usize::from(end > int_end) == 0 {
        return None;
    }
    if matches!(s.get(end), Some(b'e' | b'E')) {
        let mut k = end + 1;
        if matches!(s.get(k), Some(b'+' | b'-')) {
            k += 1;
        }
        let exp_end = digits_from(k);
        if exp_end > k {
            end = exp_end;
        }
    }
    let text = std::str::from_utf8(&s[start..end]).ok()?;
    text.parse::<f64>().ok().map(|x| (x, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_as_octave_reads_them() {
        let f = |s| field(s).map(|z| (z.re, z.im));
        assert_eq!(f("3 "), Some((3.0, 0.0)));
        assert_eq!(f("1d2"), Some((1.0, 0.0)));
        assert_eq!(f("4+4i"), Some((4.0, 4.0)));
        assert_eq!(f("5j"), Some((0.0, 5.0)));
        assert_eq!(f("2jack"), None);
        assert_eq!(f("Inftest"), None);
        assert_eq!(f("-Inf"), Some((f64::NEG_INFINITY, 0.0)));
        assert_eq!(f("."), None);
        assert!(field("NA").unwrap().re.to_bits() == NA.to_bits());
    }

    #[test]
    fn ranges_parse_open_sides_and_single_cells() {
        let r = sheet_range("..C2").unwrap();
        assert_eq!((r.r0, r.c0, r.r1, r.c1), (0, 0, 1, 2));
        let r = sheet_range("B1..").unwrap();
        assert_eq!((r.r0, r.c0, r.r1, r.c1), (0, 1, usize::MAX, usize::MAX));
        let r = sheet_range("B3").unwrap();
        assert_eq!((r.r0, r.c0, r.r1, r.c1), (2, 1, 2, 1));
        assert!(sheet_range("3B").is_none());
    }
}
