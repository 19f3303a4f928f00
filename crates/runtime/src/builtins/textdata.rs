//! Delimited numeric text written (`dlmwrite csvwrite writematrix`) and read
//! as MATLAB's `readmatrix` does and formatted input (`sscanf fscanf`).

use std::io::{Read, Seek, SeekFrom, Write};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("dlmwrite", dlmwrite),
    ("csvwrite", csvwrite),
    ("readmatrix", readmatrix),
    ("writematrix", writematrix),
    ("sscanf", sscanf),
    ("fscanf", fscanf),
    ("scanf", scanf),
];

/// `\t`, `\n` and the other escapes of a single-quoted delimiter.
pub(super) fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    out
}

// ---------------------------------------------------------------- reading

/// The longest number at the start of `s` (after blanks): its value and length.
pub(super) fn strtod(s: &[u8]) -> Option<(f64, usize)> {
    let mut i = 0;
    while i < s.len() && (s[i] == b' ' || s[i] == b'\t') {
        i += 1;
    }
    let start = i;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        i += 1;
    }
    let rest = &s[i..];
    for (word, val) in [
        (&b"inf"[..], f64::INFINITY),
        (b"nan", f64::NAN),
        (b"na", f64::NAN),
    ] {
        if rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word) {
            let neg = s[start] == b'-';
            let len = i + word.len();
            let len =
                if word == b"inf" && rest.len() >= 8 && rest[..8].eq_ignore_ascii_case(b"infinity")
                {
                    i + 8
                } else {
                    len
                };
            return Some((if neg { -val } else { val }, len));
        }
    }
    let mut digits = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if i < s.len() && s[i] == b'.' {
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if i < s.len() && (s[i] == b'e' || s[i] == b'E' || s[i] == b'd' || s[i] == b'D') {
        let mut j = i + 1;
        if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
            j += 1;
        }
        let k = j;
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        if j > k {
            i = j;
        }
    }
    let text: String = String::from_utf8_lossy(&s[start..i]).replace(['d', 'D'], "e");
    text.parse::<f64>().ok().map(|x| (x, i))
}

/// Splits one line into fields: by `sep`, or by runs of blanks when `sep` is blank or absent.
fn split_fields<'a>(line: &'a str, sep: Option<&str>) -> Vec<&'a str> {
    match sep {
        Some(d) if !d.trim().is_empty() => line.split(d).collect(),
        _ => line.split([' ', '\t']).filter(|f| !f.is_empty()).collect(),
    }
}

/// The separator of a file whose `dlmread` names none: the first `,` `;` `:` or tab.
fn guess_sep(lines: &[&str]) -> Option<String> {
    for l in lines {
        for c in [',', ';', '\t', ':'] {
            if l.contains(c) {
                return Some(c.to_string());
            }
        }
    }
    None
}

/// Rows of numeric fields: `None` where a field is empty or not a number.
fn parse_rows(text: &str, sep: Option<&str>) -> Vec<Vec<Option<C64>>> {
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let guessed;
    let sep = match sep {
        Some(s) if !s.is_empty() => Some(s),
        _ => {
            guessed = guess_sep(&lines);
            guessed.as_deref()
        }
    };
    lines
        .iter()
        .map(|l| {
            split_fields(l, sep)
                .into_iter()
                .map(|f| {
                    let b = f.as_bytes();
                    let (re, n) = strtod(b)?;
                    // A complex field: `1+2i`.
                    let rest = &b[n..];
                    if let Some((im, m)) = strtod(rest) {
                        if rest[..m].first().is_some_and(|c| *c == b'+' || *c == b'-')
                            && matches!(rest.get(m), Some(b'i' | b'j'))
                        {
                            return Some(C64::new(re, im));
                        }
                    }
                    Some(C64::new(re, 0.0))
                })
                .collect()
        })
        .collect()
}

fn read_text_file(name: &str, who: &str) -> Result<String, MatError> {
    match std::fs::read(name) {
        Ok(b) if !std::path::Path::new(name).is_dir() => {
            Ok(String::from_utf8_lossy(&b).into_owned())
        }
        _ => Err(MatError::msg(format!(
            "{who}: unable to open file '{name}'"
        ))),
    }
}

/// Rows of fields as a matrix cut to `[r0 c0 r1 c1]`, short rows padded with `empty`.
fn to_matrix(rows: Vec<Vec<Option<C64>>>, range: [usize; 4], empty: C64) -> Value {
    let ncols = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let r1 = range[2].min(rows.len().saturating_sub(1));
    let c1 = range[3].min(ncols.saturating_sub(1));
    let nr = if rows.is_empty() || range[0] > r1 {
        0
    } else {
        r1 - range[0] + 1
    };
    let nc = if ncols == 0 || range[1] > c1 {
        0
    } else {
        c1 - range[1] + 1
    };
    let mut data = vec![empty; nr * nc];
    for i in 0..nr {
        let row = &rows[range[0] + i];
        for j in 0..nc {
            if let Some(Some(z)) = row.get(range[1] + j) {
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

/// `readmatrix(FILE)`: the numeric block of a delimited file (MATLAB's
/// meaning): leading lines with no number are skipped, empty and
/// non-numeric fields are NaN.
fn readmatrix(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() || args.len().is_multiple_of(2) {
        return Err(MatError::invalid_call("readmatrix"));
    }
    let file = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("readmatrix: FILENAME must be a string"))?;
    let mut sep = None;
    let mut skip: Option<usize> = None;
    for p in args[1..].chunks(2) {
        let key = p[0]
            .as_string()
            .ok_or_else(|| MatError::msg("readmatrix: option names must be strings"))?;
        match key.to_ascii_lowercase().as_str() {
            "delimiter" => sep = p[1].as_string().map(|s| unescape(&s)),
            "numheaderlines" => skip = p[1].scalar_f64().map(|x| x.max(0.0) as usize),
            "filetype" => {}
            _ => {
                return Err(MatError::msg(format!(
                    "readmatrix: unsupported option '{key}'"
                )))
            }
        }
    }
    let text = read_text_file(&file, "readmatrix")?;
    let mut rows = parse_rows(&text, sep.as_deref());
    let skip = skip.unwrap_or_else(|| {
        rows.iter()
            .position(|r| r.iter().any(|f| f.is_some()))
            .unwrap_or(rows.len())
    });
    rows.drain(..skip.min(rows.len()));
    let nan = C64::new(f64::NAN, 0.0);
    one(to_matrix(rows, [0, 0, usize::MAX, usize::MAX], nan))
}

// ---------------------------------------------------------------- writing

/// How `dlmwrite` prints one number.
enum Prec {
    Digits(usize),
    Format(String),
}

impl Prec {
    fn fmt(&self, x: f64) -> String {
        match self {
            Prec::Digits(p) => {
                if x.is_nan() {
                    "NaN".into()
                } else if x.is_infinite() {
                    if x > 0.0 { "Inf" } else { "-Inf" }.into()
                } else {
                    crate::cfmt::general(x, *p, false, false)
                }
            }
            Prec::Format(f) => crate::printf::format(f.as_bytes(), &[Value::Num(x)], "dlmwrite")
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default(),
        }
    }
}

struct DlmOpts {
    delim: String,
    newline: String,
    prec: Prec,
    roff: usize,
    coff: usize,
    append: bool,
}

fn write_delimited(file: &str, m: &Value, o: &DlmOpts, who: &str) -> Out {
    if matches!(m, Value::Cell(_) | Value::Struct(_) | Value::Func(_)) {
        return Err(MatError::msg(format!("{who}: M must be a numeric matrix")));
    }
    let z = m.to_c64_vec()?;
    let cplx = m.is_complex();
    let d = m.dims();
    let r = d.rows();
    let c = z.len().checked_div(r).unwrap_or(0);
    let mut out = String::new();
    for _ in 0..o.roff {
        out.push_str(&o.delim.repeat((c + o.coff).saturating_sub(1)));
        out.push_str(&o.newline);
    }
    for i in 0..r {
        out.push_str(&o.delim.repeat(o.coff));
        for j in 0..c {
            if j > 0 {
                out.push_str(&o.delim);
            }
            let x = z[j * r + i];
            if let Value::Char(t) = m {
                // Characters are written as themselves (Octave).
                out.push_str(&String::from_utf8_lossy(&[t.data[j * r + i]]));
                continue;
            }
            out.push_str(&o.prec.fmt(x.re));
            if cplx {
                let im = o.prec.fmt(x.im);
                if !im.starts_with('-') {
                    out.push('+');
                }
                out.push_str(&im);
                out.push('i');
            }
        }
        out.push_str(&o.newline);
    }
    if z.is_empty() && who != "writematrix" {
        // Octave's dlmwrite writes one line end for an empty matrix.
        out.push_str(&o.newline);
    }
    let access = if o.append {
        crate::os::Access::APPEND
    } else {
        crate::os::Access::WRITE
    };
    // Octave's csvwrite is dlmwrite underneath, and reports as it.
    let who = if who == "csvwrite" { "dlmwrite" } else { who };
    let mut fh = crate::os::open(file, access).map_err(|e| {
        let m = e.to_string();
        let m = m.split(" (os error").next().unwrap_or(&m).to_string();
        MatError::msg(format!("{who}: {m}"))
    })?;
    fh.write_all(out.as_bytes())
        .map_err(|e| MatError::msg(format!("{who}: {e}")))?;
    Ok(vec![])
}

/// `dlmwrite(FILE, M, [DELIM, R, C], 'delimiter', D, 'precision', P, '-append', ...)`.
fn dlmwrite(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let file = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("dlmwrite: FILE must be a filename string"))?;
    let m = &args[1];
    let mut o = DlmOpts {
        delim: ",".into(),
        newline: "\n".into(),
        prec: Prec::Digits(16),
        roff: 0,
        coff: 0,
        append: false,
    };
    let mut positional = 0;
    let mut k = 2;
    while k < args.len() {
        let a = &args[k];
        if let Some(s) = a.as_string().filter(|_| a.is_char()) {
            let key = s.to_ascii_lowercase();
            let val = args.get(k + 1);
            match key.as_str() {
                "-append" => o.append = true,
                "append" | "delimiter" | "newline" | "precision" | "roffset" | "coffset" => {
                    let v = val.ok_or_else(|| {
                        MatError::msg(format!("dlmwrite: missing value for option '{s}'"))
                    })?;
                    k += 1;
                    match key.as_str() {
                        "append" => o.append = v.as_string().as_deref() == Some("on"),
                        "delimiter" => o.delim = unescape(&v.as_string().unwrap_or_default()),
                        "newline" => {
                            o.newline = match v.as_string().unwrap_or_default().as_str() {
                                "pc" => "\r\n".into(),
                                "unix" => "\n".into(),
                                "mac" => "\r".into(),
                                other => unescape(other),
                            }
                        }
                        "precision" => {
                            o.prec = match v.as_string().filter(|_| v.is_char()) {
                                Some(f) => Prec::Format(f),
                                None => Prec::Digits(count_arg("dlmwrite", v)?),
                            }
                        }
                        "roffset" => o.roff = count_arg("dlmwrite", v)?,
                        _ => o.coff = count_arg("dlmwrite", v)?,
                    }
                }
                _ if positional == 0 => {
                    o.delim = unescape(&s);
                    positional = 1;
                }
                _ => return Err(MatError::msg(format!("dlmwrite: unknown option '{s}'"))),
            }
        } else {
            // Positional R and C offsets (after an optional delimiter).
            let n = count_arg("dlmwrite", a)?;
            if positional <= 1 {
                o.roff = n;
                positional = 2;
            } else {
                o.coff = n;
                positional = 3;
            }
        }
        k += 1;
    }
    write_delimited(&file, m, &o, "dlmwrite")
}

fn csvwrite(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() < 2 || args.len() > 4 {
        return Err(MatError::invalid_call("csvwrite"));
    }
    let file = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("csvwrite: FILE must be a filename string"))?;
    let o = DlmOpts {
        delim: ",".into(),
        newline: "\n".into(),
        prec: Prec::Digits(16),
        roff: args
            .get(2)
            .map(|v| count_arg("csvwrite", v))
            .transpose()?
            .unwrap_or(0),
        coff: args
            .get(3)
            .map(|v| count_arg("csvwrite", v))
            .transpose()?
            .unwrap_or(0),
        append: false,
    };
    write_delimited(&file, &args[1], &o, "csvwrite")
}

/// `writematrix(M, FILE, 'Delimiter', D, 'WriteMode', 'append')` (MATLAB's
/// meaning: comma-separated, 15 significant digits; `.txt`/`.csv` files).
fn writematrix(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() || (!args.len().is_multiple_of(2) && args.len() != 1) {
        return Err(MatError::invalid_call("writematrix"));
    }
    let file = match args.get(1) {
        Some(f) => f
            .as_string()
            .ok_or_else(|| MatError::msg("writematrix: FILENAME must be a string"))?,
        None => "matrix.txt".to_string(),
    };
    let mut o = DlmOpts {
        delim: ",".into(),
        newline: "\n".into(),
        prec: Prec::Digits(15),
        roff: 0,
        coff: 0,
        append: false,
    };
    for p in args.get(2..).unwrap_or(&[]).chunks(2) {
        let key = p[0]
            .as_string()
            .ok_or_else(|| MatError::msg("writematrix: option names must be strings"))?;
        let val = p.get(1).and_then(|v| v.as_string()).unwrap_or_default();
        match key.to_ascii_lowercase().as_str() {
            "delimiter" => {
                o.delim = match val.as_str() {
                    "tab" => "\t".into(),
                    "space" => " ".into(),
                    "comma" => ",".into(),
                    "semi" => ";".into(),
                    "bar" => "|".into(),
                    other => unescape(other),
                }
            }
            "writemode" => o.append = val.eq_ignore_ascii_case("append"),
            "filetype" => {}
            _ => {
                return Err(MatError::msg(format!(
                    "writematrix: unsupported option '{key}'"
                )))
            }
        }
    }
    if let Value::Char(_) = &args[0] {
        // A char matrix: one row of text per line.
        let rows = args[0].char_rows().unwrap_or_default();
        let mut text = String::new();
        for r in rows {
            text.push_str(&r);
            text.push('\n');
        }
        let access = if o.append {
            crate::os::Access::APPEND
        } else {
            crate::os::Access::WRITE
        };
        let mut fh = crate::os::open(&file, access)
            .map_err(|_| MatError::msg(format!("writematrix: could not open file '{file}'")))?;
        fh.write_all(text.as_bytes())
            .map_err(|e| MatError::msg(format!("writematrix: {e}")))?;
        return Ok(vec![]);
    }
    let m = if let Value::Bool(_) | Value::Logical(_) = &args[0] {
        args[0].clone()
    } else {
        args[0].clone()
    };
    write_delimited(&file, &m, &o, "writematrix")
}

// ---------------------------------------------------------------- scanf

#[derive(Debug, Clone)]
enum Item {
    /// Blanks in the format: skip any blanks of the input.
    Space,
    /// A literal byte that must match.
    Lit(u8),
    Conv {
        skip: bool,
        width: Option<usize>,
        kind: u8,
        set: Vec<u8>,
        negate: bool,
        /// `%ld`: integers read as 64-bit rather than 32-bit.
        long: bool,
    },
}

fn parse_format(f: &[u8], who: &str) -> Result<Vec<Item>, MatError> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < f.len() {
        let c = f[i];
        if c.is_ascii_whitespace() {
            while i < f.len() && f[i].is_ascii_whitespace() {
                i += 1;
            }
            items.push(Item::Space);
            continue;
        }
        if c != b'%' {
            items.push(Item::Lit(c));
            i += 1;
            continue;
        }
        i += 1;
        if f.get(i) == Some(&b'%') {
            items.push(Item::Lit(b'%'));
            i += 1;
            continue;
        }
        let skip = f.get(i) == Some(&b'*');
        if skip {
            i += 1;
        }
        let ws = i;
        while i < f.len() && f[i].is_ascii_digit() {
            i += 1;
        }
        let width = std::str::from_utf8(&f[ws..i])
            .ok()
            .and_then(|s| s.parse::<usize>().ok())
            .filter(|&w| w > 0);
        // Of the length modifiers only `l` changes anything: the range.
        let mut long = false;
        while i < f.len() && matches!(f[i], b'l' | b'h' | b'L') {
            long |= f[i] == b'l';
            i += 1;
        }
        let Some(&k) = f.get(i) else {
            return Err(MatError::msg(format!("{who}: invalid format specified")));
        };
        i += 1;
        let mut set = Vec::new();
        let mut negate = false;
        match k {
            b'd' | b'i' | b'u' | b'f' | b'g' | b'e' | b'x' | b'o' | b's' | b'c' | b'E' | b'G'
            | b'X' => {}
            b'[' => {
                if f.get(i) == Some(&b'^') {
                    negate = true;
                    i += 1;
                }
                if f.get(i) == Some(&b']') {
                    set.push(b']');
                    i += 1;
                }
                while i < f.len() && f[i] != b']' {
                    if f[i] == b'-' && !set.is_empty() && i + 1 < f.len() && f[i + 1] != b']' {
                        let lo = *set.last().unwrap_or(&0);
                        let hi = f[i + 1];
                        for b in lo..=hi {
                            set.push(b);
                        }
                        i += 2;
                        continue;
                    }
                    set.push(f[i]);
                    i += 1;
                }
                if i >= f.len() {
                    return Err(MatError::msg(format!("{who}: invalid format specified")));
                }
                i += 1;
            }
            _ => return Err(MatError::msg(format!("{who}: invalid format specified"))),
        }
        items.push(Item::Conv {
            skip,
            width,
            kind: k,
            set,
            negate,
            long,
        });
    }
    Ok(items)
}

/// What a scan produced.
struct Scan {
    vals: Vec<f64>,
    /// Each conversion's values in `vals`, and whether it read text.
    fields: Vec<(std::ops::Range<usize>, bool)>,
    count: usize,
    all_text: bool,
    consumed: usize,
    failed: bool,
}

/// An integer in `base` at the start of `s` (sign allowed), at most `w` bytes.
fn scan_int(s: &[u8], base: u32) -> Option<(f64, usize)> {
    let mut i = 0;
    let neg = match s.first() {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let mut base = base;
    if base == 0 {
        if s[i..].len() > 1 && s[i] == b'0' && matches!(s[i + 1], b'x' | b'X') {
            base = 16;
            i += 2;
        } else if s.get(i) == Some(&b'0') {
            base = 8;
        } else {
            base = 10;
        }
    } else if base == 16
        && s[i..].len() > 2
        && s[i] == b'0'
        && matches!(s[i + 1], b'x' | b'X')
        && (s[i + 2] as char).is_ascii_hexdigit()
    {
        i += 2;
    }
    let st = i;
    let mut v = 0f64;
    while i < s.len() {
        let Some(d) = (s[i] as char).to_digit(base) else {
            break;
        };
        v = v * base as f64 + d as f64;
        i += 1;
    }
    if i == st {
        return None;
    }
    Some((if neg { -v } else { v }, i))
}

fn scan(input: &[u8], items: &[Item], limit: Option<usize>) -> Scan {
    let mut pos = 0;
    let mut vals = Vec::new();
    let mut fields = Vec::new();
    let mut count = 0;
    let mut failed = false;
    let convs = items
        .iter()
        .filter(|i| matches!(i, Item::Conv { skip: false, .. }))
        .count();
    let all_text = convs > 0
        && items.iter().all(|i| match i {
            Item::Conv { kind, .. } => matches!(kind, b's' | b'c' | b'['),
            _ => true,
        });
    let skip_ws = |pos: &mut usize| {
        while *pos < input.len() && input[*pos].is_ascii_whitespace() {
            *pos += 1;
        }
    };
    'outer: loop {
        let start = pos;
        for it in items {
            // SIZE limits conversions, not values: `%s` reads a whole word.
            if limit.is_some_and(|l| count >= l) {
                break 'outer;
            }
            match it {
                Item::Space => skip_ws(&mut pos),
                Item::Lit(c) => {
                    if input.get(pos) == Some(c) {
                        pos += 1;
                    } else {
                        failed = pos < input.len();
                        break 'outer;
                    }
                }
                Item::Conv {
                    skip,
                    width,
                    kind,
                    set,
                    negate,
                    long,
                } => {
                    let (before, counted) = (vals.len(), count);
                    if *kind != b'c' && *kind != b'[' {
                        skip_ws(&mut pos);
                    }
                    if pos >= input.len() {
                        break 'outer;
                    }
                    let end = match width {
                        Some(w) => (pos + w).min(input.len()),
                        None => input.len(),
                    };
                    let s = &input[pos..end];
                    match kind {
                        b'd' | b'u' | b'i' | b'x' | b'X' | b'o' => {
                            let base = match kind {
                                b'i' => 0,
                                b'x' | b'X' => 16,
                                b'o' => 8,
                                _ => 10,
                            };
                            match scan_int(s, base) {
                                Some((v, n)) => {
                                    pos += n;
                                    // C's conversions saturate at their type's range.
                                    let (lo, hi) = match (kind, long) {
                                        (b'd' | b'i', false) => (i32::MIN as f64, i32::MAX as f64),
                                        (b'd' | b'i', true) => (i64::MIN as f64, i64::MAX as f64),
                                        (_, false) => (0.0, u32::MAX as f64),
                                        (_, true) => (0.0, u64::MAX as f64),
                                    };
                                    // A negative unsigned number wraps, as strtoul's does.
                                    let v = if lo == 0.0 && v < 0.0 {
                                        v + hi + 1.0
                                    } else {
                                        v
                                    };
                                    let v = v.clamp(lo, hi);
                                    if !skip {
                                        vals.push(v);
                                        count += 1;
                                    }
                                }
                                None => {
                                    failed = true;
                                    break 'outer;
                                }
                            }
                        }
                        b'f' | b'g' | b'e' | b'E' | b'G' => match strtod(s) {
                            Some((v, n)) => {
                                pos += n;
                                if !skip {
                                    vals.push(v);
                                    count += 1;
                                }
                            }
                            None => {
                                failed = true;
                                break 'outer;
                            }
                        },
                        b's' => {
                            let n = s
                                .iter()
                                .position(|b| b.is_ascii_whitespace())
                                .unwrap_or(s.len());
                            if !skip {
                                vals.extend(s[..n].iter().map(|&b| b as f64));
                                count += 1;
                            }
                            pos += n;
                        }
                        b'c' => {
                            let n = width.unwrap_or(1).min(input.len() - pos);
                            if !skip {
                                vals.extend(input[pos..pos + n].iter().map(|&b| b as f64));
                                count += 1;
                            }
                            pos += n;
                        }
                        _ => {
                            let n = s
                                .iter()
                                .position(|b| set.contains(b) == *negate)
                                .unwrap_or(s.len());
                            if n == 0 {
                                failed = true;
                                break 'outer;
                            }
                            if !skip {
                                vals.extend(s[..n].iter().map(|&b| b as f64));
                                count += 1;
                            }
                            pos += n;
                        }
                    }
                    if count > counted {
                        fields.push((before..vals.len(), matches!(kind, b's' | b'c' | b'[')));
                    }
                }
            }
        }
        if convs == 0 || pos == start || pos >= input.len() {
            break;
        }
    }
    Scan {
        vals,
        fields,
        count,
        all_text,
        consumed: pos,
        failed,
    }
}

/// The scanned values shaped by SIZE (`Inf`, `N`, `[M N]`, `[M Inf]`).
fn shape(sc: &Scan, size: Option<&Value>, who: &str) -> Result<Value, MatError> {
    let n = sc.vals.len();
    let (dims, total) = match size {
        None => {
            if sc.all_text {
                (Dims::rc(1, n), n)
            } else {
                (Dims::rc(n, 1), n)
            }
        }
        Some(v) => {
            let s = v.to_f64_vec()?;
            match s.as_slice() {
                // Text comes back as a row, numbers as a column.
                [x] if x.is_infinite() => (
                    if sc.all_text {
                        Dims::rc(1, n)
                    } else {
                        Dims::rc(n, 1)
                    },
                    n,
                ),
                // More values than N (words read by `%s`) make N rows.
                [x] => {
                    let rows = (*x).max(0.0) as usize;
                    if sc.all_text || n <= rows {
                        (
                            if sc.all_text {
                                Dims::rc(1, n)
                            } else {
                                Dims::rc(n, 1)
                            },
                            n,
                        )
                    } else {
                        let cols = n.div_ceil(rows);
                        (Dims::rc(rows, cols), rows * cols)
                    }
                }
                [m, _] => {
                    if m.is_infinite() || *m < 0.0 {
                        return Err(MatError::msg(format!("{who}: invalid SIZE specification")));
                    }
                    let m = *m as usize;
                    if n < m {
                        // Less than a column: a column of what was read.
                        (Dims::rc(n, 1), n)
                    } else {
                        // As many columns as the values fill: more than C
                        // only when `%s` words added values beyond the
                        // conversions.
                        let cols = if m == 0 { 0 } else { n.div_ceil(m) };
                        (Dims::rc(m, cols), m * cols)
                    }
                }
                _ => return Err(MatError::msg(format!("{who}: invalid SIZE specification"))),
            }
        }
    };
    let mut data: Vec<f64> = sc.vals.iter().take(total).copied().collect();
    data.resize(total, 0.0);
    if sc.all_text {
        let b: Vec<u8> = data.iter().map(|&x| x as u8).collect();
        return Ok(Value::char_array(Tensor::new(dims, b)));
    }
    if n == 0 && size.is_none() {
        return Ok(Value::zeros(Dims::rc(0, 1)));
    }
    Ok(Value::from_f64s(dims, data))
}

fn size_limit(size: Option<&Value>) -> Result<Option<usize>, MatError> {
    let Some(v) = size else { return Ok(None) };
    let s = v.to_f64_vec()?;
    Ok(match s.as_slice() {
        [x] if x.is_finite() => Some(x.max(0.0) as usize),
        [m, n] if n.is_finite() && m.is_finite() => Some((m * n).max(0.0) as usize),
        _ => None,
    })
}

fn scan_outputs(sc: &Scan, size: Option<&Value>, who: &str) -> Out {
    let v = shape(sc, size, who)?;
    let msg = if sc.failed {
        Value::str(&format!("{who}: format failed to match"))
    } else {
        empty_char()
    };
    Ok(vec![v, Value::Num(sc.count as f64), msg])
}

/// `[VAL, COUNT, ERRMSG] = sscanf(STR, TEMPLATE, SIZE)`.
fn sscanf(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    let s = match &args[0] {
        Value::Char(t) => t.data.clone(),
        _ => return Err(MatError::msg("sscanf: argument STRING must be a string")),
    };
    // A char matrix is read column by column.
    let fmt = args[1]
        .as_string()
        .ok_or_else(|| MatError::msg("sscanf: format TEMPLATE must be a string"))?;
    let items = parse_format(fmt.as_bytes(), "sscanf")?;
    if let Some(v @ Value::Char(_)) = args.get(2) {
        if v.as_string().as_deref() != Some("C") {
            return Err(MatError::msg("sscanf: invalid SIZE specification"));
        }
        return Ok(one_per_conversion(
            &scan(&s, &items, Some(nout.max(1))),
            nout,
        ));
    }
    let sc = scan(&s, &items, size_limit(args.get(2))?);
    let mut out = scan_outputs(&sc, args.get(2), "sscanf")?;
    // POS: where scanning stopped, one-based.
    out.push(Value::Num((sc.consumed + 1) as f64));
    Ok(out)
}

/// `[A, B, ..., COUNT, ERRMSG] = sscanf(STR, TEMPLATE, "C")`: each
/// conversion's value in an output of its own (`[]` for those not read).
fn one_per_conversion(sc: &Scan, nout: usize) -> Vec<Value> {
    let mut out: Vec<Value> = sc
        .fields
        .iter()
        .map(|(span, text)| {
            let vals = &sc.vals[span.clone()];
            if *text {
                Value::str_bytes(&vals.iter().map(|&x| x as u8).collect::<Vec<_>>())
            } else {
                Value::Num(vals[0])
            }
        })
        .collect();
    out.resize(nout.max(1), Value::empty());
    out.push(Value::Num(sc.count as f64));
    out.push(if sc.failed {
        Value::str("sscanf: format failed to match")
    } else {
        empty_char()
    });
    out
}

/// `[VAL, COUNT, ERRMSG] = fscanf(FID, TEMPLATE, SIZE)`: scans from the
/// file's position and leaves it after what was read.
fn fscanf(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = args[0]
        .scalar_f64()
        .filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x < i32::MAX as f64)
        .ok_or_else(|| MatError::msg("fscanf: invalid stream number"))?;
    let fmt = args[1]
        .as_string()
        .ok_or_else(|| MatError::msg("fscanf: format TEMPLATE must be a string"))?;
    let items = parse_format(fmt.as_bytes(), "fscanf")?;
    if fid == 0.0 {
        return scan_stdin(ctx, &items, args.get(2), "fscanf");
    }
    let f = ctx.files.open.get_mut(&(fid as i32)).ok_or_else(|| {
        MatError::msg(format!(
            "fscanf: invalid stream number = {}",
            crate::cfmt::general(fid, 5, false, false)
        ))
    })?;
    let start = f.file.stream_position().unwrap_or(0);
    let mut buf = Vec::new();
    let _ = f.file.read_to_end(&mut buf);
    let sc = scan(&buf, &items, size_limit(args.get(2))?);
    let _ = f.file.seek(SeekFrom::Start(start + sc.consumed as u64));
    if sc.consumed >= buf.len() {
        f.eof = true;
    }
    scan_outputs(&sc, args.get(2), "fscanf")
}

/// Scans standard input as a file: to its end, the unused rest kept for
/// the next reader.
fn scan_stdin(ctx: &mut Ctx, items: &[Item], size: Option<&Value>, who: &str) -> Out {
    let buf = ctx.stdin_rest();
    let sc = scan(&buf, items, size_limit(size)?);
    ctx.stdin_unread(&buf[sc.consumed.min(buf.len())..]);
    scan_outputs(&sc, size, who)
}

/// `[VAL, COUNT, ERRMSG] = scanf(TEMPLATE, SIZE)`: `fscanf` of standard input.
fn scanf(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fmt = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("scanf: format TEMPLATE must be a string"))?;
    let items = parse_format(fmt.as_bytes(), "scanf")?;
    scan_stdin(ctx, &items, args.get(1), "scanf")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(s: &str, f: &str) -> Vec<f64> {
        let items = parse_format(f.as_bytes(), "sscanf").unwrap();
        scan(s.as_bytes(), &items, None).vals
    }

    #[test]
    fn scanf_basics() {
        assert_eq!(run("1 2 3", "%d"), vec![1.0, 2.0, 3.0]);
        assert_eq!(run("1.5, 2.5, 3", "%f,"), vec![1.5, 2.5, 3.0]);
        assert_eq!(run("x=3 y=4", "x=%d y=%d"), vec![3.0, 4.0]);
        assert_eq!(run("3.5", "%d"), vec![3.0]);
        assert_eq!(run("5 6", "%*d %d"), vec![6.0]);
        assert_eq!(run("0x1F", "%x"), vec![31.0]);
        assert_eq!(run("ab12", "%2c%d"), vec![97.0, 98.0, 12.0]);
    }

    #[test]
    fn writematrix_then_readmatrix() {
        let mut ctx = Ctx::new();
        let f = std::env::temp_dir().join(format!("matc-wm-{}.csv", std::process::id()));
        let f = f.to_string_lossy().into_owned();
        let m = Value::from_f64s(Dims::rc(2, 2), vec![1.0, 3.0, 0.1, -4e20]);
        writematrix(&mut ctx, &[m.clone(), Value::str(&f)], 0).unwrap();
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "1,0.1\n3,-4e+20\n");
        let back = readmatrix(&mut ctx, &[Value::str(&f)], 1).unwrap();
        assert_eq!(back[0], m);
        // A header line is skipped; empty and text fields are NaN.
        std::fs::write(&f, "a,b,c\n1,,x\n2,3,4\n").unwrap();
        let r = readmatrix(&mut ctx, &[Value::str(&f)], 1).unwrap();
        let t = r[0].to_f64_tensor().unwrap();
        assert_eq!(t.dims, Dims::rc(2, 3));
        assert_eq!(t.data[0], 1.0);
        assert!(t.data[2].is_nan() && t.data[4].is_nan());
        assert_eq!(t.data[5], 4.0);
        let _ = std::fs::remove_file(&f);
    }

    #[test]
    fn delimited_rows() {
        let r = parse_rows("1,,3\n4,5\n\n7 ,abc,9\n", None);
        assert_eq!(r.len(), 3);
        assert_eq!(r[0][1], None);
        assert_eq!(r[2][0], Some(C64::new(7.0, 0.0)));
    }
}
