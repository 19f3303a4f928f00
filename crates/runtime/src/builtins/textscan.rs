//! `textscan`: columns of numbers and text read from a string or an open
//! file by a format, as Octave 7 reads them.

use std::io::{Read, Seek, SeekFrom};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::options::{option, Spelling};
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::*;
use super::textdata::{strtod, unescape};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("textscan", textscan)];

/// One conversion of a `textscan` format.
#[derive(Debug)]
enum TsItem {
    /// `%f`, `%n` (double), `%d` (int32) and the sized integer forms; `%s`
    /// (text), `%q` (text, maybe in double quotes), `%Nc` (N characters);
    /// `%[...]` (text of the characters in a set).
    Conv {
        skip: bool,
        kind: TsKind,
        set: Option<CharSet>,
        /// At most this many characters (`%4f`, `%3s`).
        width: Option<usize>,
        /// Digits kept after the decimal point (`%10.2f`).
        prec: Option<usize>,
    },
    Lit(String),
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum TsKind {
    Double,
    Single,
    Int(crate::value::Class),
    Text,
    Quoted,
    /// `%c` with its width: that many characters, blanks included.
    Chars(usize),
}

impl TsKind {
    /// Whether the column is a cell of text.
    fn is_text(self) -> bool {
        matches!(self, TsKind::Text | TsKind::Quoted | TsKind::Chars(_))
    }

    /// The kinds `'CollectOutput'` puts side by side: all text kinds are one.
    fn group(self) -> TsKind {
        if self.is_text() {
            TsKind::Text
        } else {
            self
        }
    }
}

/// The characters `%[...]` reads: those listed (`a-z` ranges too), or with
/// `^` those not listed.
#[derive(Debug)]
struct CharSet {
    negated: bool,
    members: Vec<u8>,
}

impl CharSet {
    /// Parses the set after `%[`; returns it and the index after its `]`.
    fn parse(b: &[u8], mut i: usize) -> Option<(CharSet, usize)> {
        let negated = b.get(i) == Some(&b'^');
        if negated {
            i += 1;
        }
        let mut members = Vec::new();
        let start = i;
        // A `]` first in the set is one of its members.
        while i < b.len() && (b[i] != b']' || i == start) {
            if b.get(i + 1) == Some(&b'-') && b.get(i + 2).is_some_and(|&c| c != b']') {
                members.extend(b[i]..=b[i + 2]);
                i += 3;
            } else {
                members.push(b[i]);
                i += 1;
            }
        }
        (i < b.len()).then_some((CharSet { negated, members }, i + 1))
    }

    fn contains(&self, c: u8) -> bool {
        self.members.contains(&c) != self.negated
    }
}

fn ts_format(f: &str) -> Result<Vec<TsItem>, MatError> {
    let bad = || MatError::msg(format!("textscan: '{f}' is not a valid format specifier"));
    let b = f.as_bytes();
    let mut items = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let percent_sign = |i: usize| b[i] == b'%' && b.get(i + 1) == Some(&b'%');
        if b[i] != b'%' || percent_sign(i) {
            // Literal text; `%%` is one `%` of it.
            let mut lit = Vec::new();
            while i < b.len() && !b[i].is_ascii_whitespace() && (b[i] != b'%' || percent_sign(i)) {
                lit.push(b[i]);
                i += if b[i] == b'%' { 2 } else { 1 };
            }
            items.push(TsItem::Lit(String::from_utf8_lossy(&lit).into_owned()));
            continue;
        }
        i += 1;
        let skip = b.get(i) == Some(&b'*');
        if skip {
            i += 1;
        }
        // Widths are read for `%c`; precisions are accepted and ignored.
        let width_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let width: Option<usize> = f[width_start..i].parse().ok();
        let mut prec = None;
        if b.get(i) == Some(&b'.') {
            let prec_start = i + 1;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            prec = f[prec_start..i].parse().ok();
        }
        let k = *b.get(i).ok_or_else(bad)?;
        i += 1;
        if k == b'[' {
            let (set, next) = CharSet::parse(b, i).ok_or_else(bad)?;
            i = next;
            items.push(TsItem::Conv {
                skip,
                kind: TsKind::Text,
                set: Some(set),
                width,
                prec,
            });
            continue;
        }
        let digits: String = f[i..].chars().take_while(|c| c.is_ascii_digit()).collect();
        let kind = match k {
            b'f' | b'n' => {
                if digits == "32" {
                    i += 2;
                    TsKind::Single
                } else {
                    if digits == "64" {
                        i += 2;
                    }
                    TsKind::Double
                }
            }
            b'd' | b'u' => {
                let signed = k == b'd';
                let bits = match digits.as_str() {
                    "8" | "16" | "32" | "64" => {
                        i += digits.len();
                        digits.as_str()
                    }
                    _ => "32",
                };
                let name = format!("{}int{bits}", if signed { "" } else { "u" });
                TsKind::Int(crate::value::Class::from_name(&name).ok_or_else(bad)?)
            }
            b's' => TsKind::Text,
            b'q' => TsKind::Quoted,
            b'c' => TsKind::Chars(width.unwrap_or(1).max(1)),
            _ => return Err(bad()),
        };
        items.push(TsItem::Conv {
            skip,
            kind,
            set: None,
            width,
            prec,
        });
    }
    Ok(items)
}

/// The options textscan takes, named in full (any case).
const TEXTSCAN_OPTIONS: &[&str] = &[
    "Delimiter",
    "HeaderLines",
    "MultipleDelimsAsOne",
    "TreatAsEmpty",
    "CommentStyle",
    "ReturnOnError",
    "Whitespace",
    "ExpChars",
    "EmptyValue",
    "CollectOutput",
    "EndOfLine",
];

/// What a `textscan` call asks besides its format: N and the name-value
/// options.
struct Options {
    /// Rows to read (N), all when not given.
    reps: usize,
    delims: Vec<u8>,
    /// Delimiters of several characters (elements of a cell), longest first.
    long_delims: Vec<Vec<u8>>,
    header: usize,
    empty: f64,
    collect: bool,
    eol: Option<Vec<u8>>,
    multiple_delims: bool,
    treat_as_empty: Vec<Vec<u8>>,
    comments: Option<(Vec<u8>, Vec<u8>)>,
    return_on_error: bool,
    whitespace: Vec<u8>,
}

impl Options {
    /// N and the options of `args[2..]`.
    fn parse(args: &[Value]) -> Result<Options, MatError> {
        let mut o = Options {
            reps: usize::MAX,
            delims: Vec::new(),
            long_delims: Vec::new(),
            header: 0,
            empty: f64::NAN,
            collect: false,
            eol: None,
            multiple_delims: false,
            treat_as_empty: Vec::new(),
            comments: None,
            return_on_error: true,
            whitespace: b" \x08\t".to_vec(),
        };
        let mut k = 2;
        if let Some(v) = args.get(k) {
            if !v.is_char() {
                let n = v
                    .scalar_f64()
                    .ok_or_else(|| MatError::msg("textscan: N must be a scalar"))?;
                if n.is_finite() && n >= 0.0 {
                    o.reps = n as usize;
                }
                k += 1;
            }
        }
        let opts = args.get(k..).unwrap_or(&[]);
        if !opts.len().is_multiple_of(2) {
            return Err(MatError::msg(format!(
                "textscan: {} parameters given, but only {} values",
                opts.len().div_ceil(2),
                opts.len() / 2
            )));
        }
        for p in opts.chunks(2) {
            let key = p[0]
                .as_string()
                .ok_or_else(|| MatError::msg("textscan: option names must be strings"))?;
            match option(&key, TEXTSCAN_OPTIONS, Spelling::Whole).unwrap_or("") {
                "Delimiter" => {
                    match &p[1] {
                        Value::Cell(c) => {
                            for d in c.data.iter().filter_map(|v| v.as_string()) {
                                let d = unescape(&d).into_bytes();
                                if d.len() > 1 {
                                    o.long_delims.push(d);
                                } else {
                                    o.delims.extend(d);
                                }
                            }
                        }
                        v => o
                            .delims
                            .extend(unescape(&v.as_string().unwrap_or_default()).bytes()),
                    }
                    o.long_delims.sort_by_key(|d| std::cmp::Reverse(d.len()));
                }
                "HeaderLines" => {
                    if !p[1].is_numeric() {
                        return Err(MatError::msg("textscan: HeaderLines must be numeric"));
                    }
                    o.header = count_arg("textscan", &p[1])?
                }
                "MultipleDelimsAsOne" => {
                    o.multiple_delims = p[1].is_true().map_err(|_| {
                        MatError::msg("textscan: MultipleDelimsAsOne must be logical or numeric")
                    })?
                }
                "TreatAsEmpty" => {
                    let texts: Vec<String> = match &p[1] {
                        Value::Cell(c) => c.data.iter().filter_map(|v| v.as_string()).collect(),
                        v => v.as_string().into_iter().collect(),
                    };
                    o.treat_as_empty = texts
                        .into_iter()
                        .map(|t| unescape(&t).into_bytes())
                        .filter(|t| !t.is_empty())
                        .collect()
                }
                "CommentStyle" => {
                    let parts: Option<Vec<String>> = match &p[1] {
                        Value::Cell(c) if (1..=2).contains(&c.data.len()) => {
                            c.data.iter().map(|v| v.as_string()).collect()
                        }
                        v @ Value::Char(_) => v.as_string().map(|s| vec![s]),
                        _ => None,
                    };
                    let parts = parts.ok_or_else(|| {
                        MatError::msg(
                            "textscan: CommentStyle must be either a string or cell array of one or two strings",
                        )
                    })?;
                    let open = parts[0].clone().into_bytes();
                    // One marker comments out the rest of the line.
                    let close = parts
                        .get(1)
                        .map_or(b"\n".to_vec(), |c| c.clone().into_bytes());
                    o.comments = (!open.is_empty()).then_some((open, close));
                }
                "ReturnOnError" => {
                    o.return_on_error = p[1].is_true().map_err(|_| {
                        MatError::msg("textscan: ReturnOnError must be logical or numeric")
                    })?
                }
                "Whitespace" => {
                    o.whitespace = p[1]
                        .as_string()
                        .map(|w| unescape(&w).into_bytes())
                        .ok_or_else(|| {
                            MatError::msg("textscan: Whitespace must be a character string")
                        })?
                }
                "ExpChars" => {}
                "EmptyValue" => {
                    o.empty = p[1]
                        .scalar_f64()
                        .ok_or_else(|| MatError::msg("textscan: EmptyValue must be a scalar"))?
                }
                "CollectOutput" => {
                    o.collect = p[1]
                        .is_true()
                        .map_err(|_| MatError::msg("textscan: CollectOutput must be logical"))?
                }
                "EndOfLine" => {
                    let e = p[1]
                        .as_string()
                        .map(|e| unescape(&e).into_bytes())
                        .filter(|e| e.len() <= 1 || e == b"\r\n")
                        .ok_or_else(|| {
                            MatError::msg(
                                "textscan: EndOfLine must be at most one character or '\\r\\n'",
                            )
                        })?;
                    o.eol = Some(e);
                }
                _ => {
                    return Err(MatError::msg(format!(
                        "textscan: unrecognized option '{key}'"
                    )))
                }
            }
        }
        Ok(o)
    }
}

/// `C = textscan(STR_OR_FID, FORMAT, N, 'Delimiter', D, 'HeaderLines', H, 'EmptyValue', E)`.
fn textscan(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let format = match args.get(1) {
        Some(v @ Value::Char(_)) => v.as_string().unwrap_or_default(),
        Some(_) => return Err(MatError::msg("textscan: FORMAT must be a string")),
        None => "%f".to_string(),
    };
    let opts = Options::parse(args)?;
    // The text: a string, or the rest of an open file.
    let (mut text, fid) = match &args[0] {
        Value::Char(t) => (t.data.clone(), None),
        v => {
            let fid = v
                .scalar_f64()
                .filter(|x| {
                    !matches!(v, Value::Single(_) | Value::Bool(_))
                        && x.fract() == 0.0
                        && *x >= 0.0
                        && *x < i32::MAX as f64
                })
                .ok_or_else(|| {
                    MatError::msg("file id must be a file object, std::string, or integer value")
                })?;
            let f = ctx.files.open.get_mut(&(fid as i32)).ok_or_else(|| {
                MatError::msg(format!(
                    "textscan: invalid stream number = {}",
                    crate::cfmt::general(fid, 5, false, false)
                ))
            })?;
            let mut buf = Vec::new();
            let _ = f.file.read_to_end(&mut buf);
            (buf, Some(fid as i32))
        }
    };
    // `'EndOfLine', ''`: no line ends, a `\n` is text like any other.
    let lines_end = opts.eol.as_deref() != Some(&b""[..]);
    if let Some(eol) = opts.eol.as_ref().filter(|e| !e.is_empty()) {
        line_ends_as_newlines(&mut text, eol);
    }
    let mut pos = 0;
    for _ in 0..opts.header {
        match text[pos..].iter().position(|&b| b == b'\n') {
            Some(n) => pos += n + 1,
            None => pos = text.len(),
        }
    }
    // An opts.empty format reads as many numbers per row as the first line has
    // fields (and gives only the columns it read a value of).
    let format_was_empty = format.is_empty();
    let format = if format.is_empty() {
        let line = text[pos..].split(|&b| b == b'\n').next().unwrap_or(&[]);
        let fields = if opts.delims.is_empty() && opts.long_delims.is_empty() {
            line.split(|b| b.is_ascii_whitespace())
                .filter(|f| !f.is_empty())
                .count()
        } else {
            let mut count = 1;
            let mut i = 0;
            while i < line.len() {
                match delimiter_at(line, i, &opts.delims, &opts.long_delims) {
                    0 => i += 1,
                    l => {
                        count += 1;
                        i += l;
                    }
                }
            }
            count
        };
        "%f".repeat(fields.max(1))
    } else {
        format
    };
    // Octave reads escapes (`\t`, `\n`) of a single-quoted format too.
    let items = ts_format(&unescape(&format))?;
    if !items.iter().any(|i| matches!(i, TsItem::Conv { .. })) {
        return Err(MatError::msg(
            "textscan: no valid format conversion specifiers",
        ));
    }
    let nconv = items
        .iter()
        .filter(|i| matches!(i, TsItem::Conv { skip: false, .. }))
        .count();
    if let Some((open, close)) = &opts.comments {
        blank_comments(&mut text[pos..], open, close);
    }
    let sc = Scan {
        text: &text,
        o: &opts,
        lines_end,
    };
    let mut cols = Columns {
        nums: vec![Vec::new(); nconv],
        strs: vec![Vec::new(); nconv],
        imags: vec![Vec::new(); nconv],
    };
    let pos = scan_rows(&sc, &items, pos, &mut cols)?;
    let Columns {
        mut nums,
        mut strs,
        imags,
    } = cols;
    if let Some(fid) = fid {
        if let Some(f) = ctx.files.open.get_mut(&fid) {
            let back = text.len() - pos.min(text.len());
            let _ = f.file.seek(SeekFrom::Current(-(back as i64)));
            f.eof = back == 0;
        }
    }
    let mut out = Vec::with_capacity(nconv);
    let mut kinds = Vec::with_capacity(nconv);
    let mut col = 0;
    for it in &items {
        if let TsItem::Conv {
            skip: false, kind, ..
        } = it
        {
            kinds.push(*kind);
            let v = match kind {
                TsKind::Text | TsKind::Quoted | TsKind::Chars(_) => {
                    let d = std::mem::take(&mut strs[col]);
                    let n = d.len();
                    Value::cell(Tensor::new(Dims::rc(n, 1), d))
                }
                TsKind::Double if !imags[col].is_empty() => {
                    let mut d: Vec<C64> = nums[col].iter().map(|&x| C64::new(x, 0.0)).collect();
                    for &(row, im) in &imags[col] {
                        if let Some(z) = d.get_mut(row) {
                            z.im = im;
                        }
                    }
                    let n = d.len();
                    Value::complex(Tensor::new(Dims::rc(n, 1), d))
                }
                TsKind::Double => {
                    let d = std::mem::take(&mut nums[col]);
                    let n = d.len();
                    Value::from_f64s(Dims::rc(n, 1), d)
                }
                TsKind::Single => {
                    let d = std::mem::take(&mut nums[col]);
                    let n = d.len();
                    Value::single(Tensor::new(
                        Dims::rc(n, 1),
                        d.iter().map(|&x| x as f32).collect(),
                    ))
                }
                TsKind::Int(c) => {
                    let d = std::mem::take(&mut nums[col]);
                    let n = d.len();
                    real_result(*c, Dims::rc(n, 1), d)
                }
            };
            out.push(v);
            col += 1;
        }
    }
    if format_was_empty {
        while out.len() > 1 && out.last().is_some_and(Value::is_empty) {
            out.pop();
            kinds.pop();
        }
    }
    if opts.collect {
        out = collect_output(out, &kinds, opts.empty)?;
    }
    let n = out.len();
    one(Value::cell(Tensor::new(Dims::rc(1, n), out)))
}

/// The text `textscan` reads, with what its options make blank, a
/// delimiter or a line end.
struct Scan<'a> {
    text: &'a [u8],
    o: &'a Options,
    /// Whether `\n` ends lines (not under `'EndOfLine', ''`).
    lines_end: bool,
}

impl Scan<'_> {
    fn is_nl(&self, b: u8) -> bool {
        self.lines_end && b == b'\n'
    }

    fn no_delims(&self) -> bool {
        self.o.delims.is_empty() && self.o.long_delims.is_empty()
    }

    fn is_delim(&self, b: u8) -> bool {
        self.o.delims.contains(&b)
    }

    /// The length of the delimiter at `p` (0: none).
    fn delim_at(&self, p: usize) -> usize {
        delimiter_at(self.text, p, &self.o.delims, &self.o.long_delims)
    }

    fn blank(&self, b: u8) -> bool {
        (self.o.whitespace.contains(&b) || b == b'\r' || b == 0) && !self.o.delims.contains(&b)
    }

    /// Past the blanks and one delimiter after a field, if there is one.
    fn past_delim(&self, pos: usize) -> usize {
        let mut p = pos;
        while p < self.text.len() && self.blank(self.text[p]) {
            p += 1;
        }
        match self.delim_at(p) {
            0 => pos,
            l => p + l,
        }
    }
}

/// The columns read so far: numbers, text, and the imaginary parts read
/// of each column, by row.
struct Columns {
    nums: Vec<Vec<f64>>,
    strs: Vec<Vec<Value>>,
    imags: Vec<Vec<(usize, f64)>>,
}

/// Reads rows of `items` from `pos` into `cols` until the text, the count N
/// or a mismatch ends them; returns where reading stopped.
fn scan_rows(
    sc: &Scan,
    items: &[TsItem],
    mut pos: usize,
    cols: &mut Columns,
) -> Result<usize, MatError> {
    let text = sc.text;
    let (reps, multiple_delims, whitespace) = (sc.o.reps, sc.o.multiple_delims, &sc.o.whitespace);
    let no_delims = sc.no_delims();
    let mut rep = 0;
    'rows: while rep < reps {
        let row_start = pos;
        let mut col = 0;
        let mut literal_matched = false;
        for (n, it) in items.iter().enumerate() {
            // Blanks before a field; line ends only before the first one
            // (or anywhere when fields are separated by blanks).
            while pos < text.len() {
                let step = if sc.blank(text[pos]) || (sc.is_nl(text[pos]) && (n == 0 || no_delims))
                {
                    1
                } else if multiple_delims {
                    // Line ends are delimiters that run together too.
                    sc.delim_at(pos).max(usize::from(sc.is_nl(text[pos])))
                } else {
                    0
                };
                if step == 0 {
                    break;
                }
                pos += step;
            }
            // Only line ends left after a literal matched: the row ends here too.
            if literal_matched && text[pos..].iter().all(|&b| sc.blank(b) || b == b'\n') {
                pos = text.len();
            }
            if pos >= text.len() {
                fill_row_end(
                    sc,
                    (&items[n..], n),
                    (&text[row_start..pos], literal_matched),
                    cols,
                    &mut col,
                );
                break 'rows;
            }
            match it {
                TsItem::Lit(l) => {
                    // A delimiter starting the literal may have been read
                    // already, after the field before it.
                    let l = l.as_bytes();
                    let unread = l
                        .iter()
                        .position(|&b| !sc.is_delim(b))
                        .map_or(&l[l.len()..], |s| &l[s..]);
                    if text[pos..].starts_with(l) {
                        pos += l.len();
                    } else if n > 0 && text[pos..].starts_with(unread) {
                        pos += unread.len();
                    } else {
                        break 'rows;
                    }
                    // Blanks after a literal are skipped, delimiters among them too.
                    while pos < text.len() && whitespace.contains(&text[pos]) {
                        pos += 1;
                    }
                    literal_matched = true;
                }
                TsItem::Conv {
                    skip,
                    set: Some(set),
                    ..
                } => {
                    let end = text[pos..]
                        .iter()
                        .position(|&c| !set.contains(c))
                        .map_or(text.len(), |e| pos + e);
                    if !skip {
                        cols.strs[col].push(text_value(&text[pos..end]));
                        col += 1;
                    }
                    pos = end;
                    pos += sc.delim_at(pos);
                }
                TsItem::Conv {
                    skip,
                    kind: TsKind::Chars(width),
                    ..
                } => {
                    // N characters, blanks and delimiters included (fewer
                    // at the end of the text).
                    let end = (pos + width).min(text.len());
                    if !skip {
                        cols.strs[col].push(text_value(&text[pos..end]));
                        col += 1;
                    }
                    pos = end;
                    pos += sc.delim_at(pos);
                }
                TsItem::Conv {
                    skip,
                    kind: TsKind::Quoted,
                    ..
                } if text[pos] == b'"' => {
                    // The text between double quotes, blanks and
                    // delimiters included; `""` in it is one `"`.
                    let mut quoted = Vec::new();
                    let mut close = pos + 1;
                    while close < text.len() {
                        if text[close] == b'"' {
                            if text.get(close + 1) != Some(&b'"') {
                                break;
                            }
                            close += 1;
                        }
                        quoted.push(text[close]);
                        close += 1;
                    }
                    if !skip {
                        cols.strs[col].push(text_value(&quoted));
                        col += 1;
                    }
                    pos = sc.past_delim((close + 1).min(text.len()));
                }
                TsItem::Conv {
                    skip,
                    kind,
                    width,
                    prec,
                    ..
                } => match read_field(sc, (*skip, *kind, *width, *prec), pos, cols, &mut col) {
                    Some(p) => pos = p,
                    None => {
                        // The fields read of this row stay.
                        if !sc.o.return_on_error {
                            let field_no = items[..=n]
                                .iter()
                                .filter(|i| matches!(i, TsItem::Conv { .. }))
                                .count();
                            return Err(MatError::msg(format!(
                                "textscan: Read error in field {field_no} of row {}",
                                rep + 1
                            )));
                        }
                        break 'rows;
                    }
                },
            }
        }
        // The row's line end belongs to it.
        let mut p = pos;
        while p < text.len() && sc.blank(text[p]) {
            p += 1;
        }
        if p < text.len() && sc.is_nl(text[p]) {
            pos = p + 1;
        }
        // As in Octave, a count N counts the lines a row spans (`\n`, `\r`
        // or `\r\n` ends), not the rows.
        let row = &text[row_start..pos];
        let lines = (0..row.len())
            .filter(|&i| row[i] == b'\n' || (row[i] == b'\r' && row.get(i + 1) != Some(&b'\n')))
            .count();
        rep += lines.max(1);
        if pos == row_start {
            break;
        }
    }
    Ok(pos)
}

/// Reads a number or text field (`%f`, `%d`, `%s`, ... with a width and a
/// precision) at `pos` into column `*col`; returns where the next field
/// starts, or `None` when the text there is not a number.
fn read_field(
    sc: &Scan,
    (skip, kind, width, prec): (bool, TsKind, Option<usize>, Option<usize>),
    mut pos: usize,
    cols: &mut Columns,
    col: &mut usize,
) -> Option<usize> {
    let text = sc.text;
    let no_delims = sc.no_delims();
    let (lines_end, empty, treat_as_empty) = (sc.lines_end, sc.o.empty, &sc.o.treat_as_empty);
    let end = if no_delims {
        text[pos..]
            .iter()
            .position(|&b| b.is_ascii_whitespace() && (b != b'\n' || lines_end))
            .map_or(text.len(), |e| pos + e)
    } else {
        (pos..text.len())
            .find(|&i| sc.is_nl(text[i]) || sc.delim_at(i) > 0)
            .unwrap_or(text.len())
    };
    let end = width.map_or(end, |w| end.min(pos + w));
    let field = &text[pos..end];
    // Text read up to a delimiter keeps its trailing blanks (not a line end's `\r`).
    let field_t = if kind.is_text() && !no_delims {
        field.strip_suffix(b"\r").unwrap_or(field)
    } else {
        field.trim_ascii_end()
    };
    if kind.is_text() {
        if !skip {
            cols.strs[*col].push(text_value(field_t));
        }
        pos = end;
    } else if field_t.is_empty() || treat_as_empty.iter().any(|t| t.as_slice() == field_t) {
        if !skip {
            cols.nums[*col].push(empty);
        }
        pos = end;
    } else {
        match read_complex(field_t) {
            Some((x, im, len)) => {
                if let (Some(im), false) = (im, skip) {
                    cols.imags[*col].push((cols.nums[*col].len(), im));
                }
                let x = match prec {
                    Some(p) => {
                        let scale = 10f64.powi(p as i32);
                        (x * scale).round() / scale
                    }
                    None => x,
                };
                if !skip {
                    cols.nums[*col].push(x);
                }
                pos += len;
            }
            None => return None,
        }
    }
    pos = sc.past_delim(pos);
    if !skip {
        *col += 1;
    }
    Some(pos)
}

/// The text ended inside a row after `n` fields: keeps the fields read of
/// `read` (the row so far), and an empty one after a last delimiter, or
/// fills the `rest` of a row that matched a literal with empty fields.
fn fill_row_end(
    sc: &Scan,
    (rest, n): (&[TsItem], usize),
    (read, literal_matched): (&[u8], bool),
    cols: &mut Columns,
    col: &mut usize,
) {
    let (multiple_delims, empty, long_delims) =
        (sc.o.multiple_delims, sc.o.empty, &sc.o.long_delims);
    // The text ended inside a row: keep the fields read, and
    // an empty one after a last delimiter.
    let kept = read.len() - read.iter().rev().take_while(|&&b| sc.blank(b)).count();
    let read = &read[..kept];
    let after_delim = read
        .last()
        .is_some_and(|&b| sc.is_delim(b) || (multiple_delims && sc.is_nl(b)))
        || long_delims.iter().any(|d| read.ends_with(d));
    // A row that matched a literal is filled up with empty
    // fields (Octave's quirk).
    let missing = if n == 0 {
        0
    } else if literal_matched {
        rest.len()
    } else {
        usize::from(after_delim)
    };
    for rest in rest.iter().take(missing) {
        if let TsItem::Conv {
            skip: false, kind, ..
        } = rest
        {
            if kind.is_text() {
                cols.strs[*col].push(text_value(b""));
            } else {
                cols.nums[*col].push(empty);
            }
            *col += 1;
        }
    }
}

/// The length of the delimiter `text` has at `p`: a long one, or one of
/// the single characters; 0 when there is none.
fn delimiter_at(text: &[u8], p: usize, single: &[u8], long: &[Vec<u8>]) -> usize {
    if let Some(d) = long
        .iter()
        .find(|d| text[p.min(text.len())..].starts_with(d))
    {
        return d.len();
    }
    usize::from(text.get(p).is_some_and(|b| single.contains(b)))
}

/// A number as `%f` reads it: real, imaginary (`2i`, `-i`) or complex
/// (`1+2i`, `-Inf+Infj`); returns the real part, the imaginary part if
/// one was read, and the length read. `Infinity` is read as `Inf`.
fn read_complex(s: &[u8]) -> Option<(f64, Option<f64>, usize)> {
    let is_imag_unit = |i: usize| matches!(s.get(i), Some(b'i' | b'j' | b'I' | b'J'));
    let real = |at: usize| {
        strtod(&s[at..]).map(|(x, len)| {
            let word = &s[at..at + len];
            let infinity =
                x.is_infinite() && word.last().is_some_and(|c| c.eq_ignore_ascii_case(&b'y'));
            (x, if infinity { len - 5 } else { len })
        })
    };
    let sign_unit = |at: usize| -> Option<(f64, usize)> {
        let (sign, at_unit) = match s.get(at) {
            Some(b'-') => (-1.0, at + 1),
            Some(b'+') => (1.0, at + 1),
            _ => (1.0, at),
        };
        is_imag_unit(at_unit).then_some((sign, at_unit + 1 - at))
    };
    let Some((x, len)) = real(0) else {
        return sign_unit(0).map(|(im, len)| (0.0, Some(im), len));
    };
    if x.is_infinite()
        && s[..len]
            .last()
            .is_some_and(|c| c.eq_ignore_ascii_case(&b'f'))
        && is_imag_unit(len)
        && s.len() > len + 4
        && s[len..len + 5].eq_ignore_ascii_case(b"inity")
    {
        // The `inf` of `infinity`: the rest is not an imaginary unit.
        return Some((x, None, len));
    }
    if is_imag_unit(len) {
        return Some((0.0, Some(x), len + 1));
    }
    if matches!(s.get(len), Some(b'+' | b'-')) {
        if let Some((y, l2)) = real(len) {
            if is_imag_unit(len + l2) {
                return Some((x, Some(y), len + l2 + 1));
            }
        } else if let Some((y, l2)) = sign_unit(len) {
            return Some((x, Some(y), len + l2));
        }
    }
    Some((x, None, len))
}

/// A text field's value: an empty one is 0x0, as in Octave.
fn text_value(bytes: &[u8]) -> Value {
    if bytes.is_empty() {
        Value::char_array(Tensor::new(Dims::rc(0, 0), Vec::new()))
    } else {
        Value::str(&String::from_utf8_lossy(bytes))
    }
}

/// Blanks out comments (from `open` to `close`, or to the line end, which
/// stays), keeping the text's length so a file's position stays right.
fn blank_comments(text: &mut [u8], open: &[u8], close: &[u8]) {
    let mut i = 0;
    while i + open.len() <= text.len() {
        if &text[i..i + open.len()] != open {
            i += 1;
            continue;
        }
        let body = i + open.len();
        let end = text[body..]
            .windows(close.len())
            .position(|w| w == close)
            .map_or(text.len(), |e| {
                body + e + if close == b"\n" { 0 } else { close.len() }
            });
        for b in &mut text[i..end] {
            *b = 0;
        }
        i = end;
    }
}

/// Rewrites the line ends of `'EndOfLine'` as `\n`, byte for byte (the
/// text keeps its length, so a file's position stays right); with another
/// line end, a `\n` of the text is a blank, with none at all every `\n` is.
fn line_ends_as_newlines(text: &mut [u8], eol: &[u8]) {
    match eol {
        b"\n" => {}
        b"\r\n" => {
            for w in 0..text.len().saturating_sub(1) {
                if text[w] == b'\r' && text[w + 1] == b'\n' {
                    text[w] = b' ';
                }
            }
        }
        _ => {
            for b in text.iter_mut() {
                if *b == b'\n' {
                    *b = b' ';
                } else if eol.first() == Some(b) {
                    *b = b'\n';
                }
            }
        }
    }
}

/// `'CollectOutput', true`: neighbouring columns of one type (text, or one
/// numeric class) side by side in one array; short double columns are
/// filled up with the empty value first (Octave's padding).
fn collect_output(cols: Vec<Value>, kinds: &[TsKind], empty: f64) -> Result<Vec<Value>, MatError> {
    let mut out = Vec::new();
    let mut group: Vec<Value> = Vec::new();
    let mut last: Option<TsKind> = None;
    let flush = |group: &mut Vec<Value>, out: &mut Vec<Value>| -> Result<(), MatError> {
        let longest = group.iter().map(Value::numel).max().unwrap_or(0);
        if group.len() > 1
            && group
                .iter()
                .all(|v| v.class() == Class::Double && !v.is_complex())
        {
            for v in group.iter_mut() {
                if v.numel() < longest {
                    let mut d = v.to_f64_tensor()?.data;
                    d.resize(longest, empty);
                    *v = Value::from_f64s(Dims::rc(longest, 1), d);
                }
            }
        }
        let same_length = group.windows(2).all(|w| w[0].numel() == w[1].numel());
        if group.len() > 1 && same_length {
            out.push(crate::concat::hcat(group)?);
            group.clear();
        } else {
            out.append(group);
        }
        Ok(())
    };
    for (v, &kind) in cols.into_iter().zip(kinds) {
        if last != Some(kind.group()) {
            flush(&mut group, &mut out)?;
        }
        group.push(v);
        last = Some(kind.group());
    }
    flush(&mut group, &mut out)?;
    Ok(out)
}
