//! Octave's `printf` family: format parsing, escape processing, and the
//! recycling of the format over all argument elements (column-major).
//!
//! Rules reproduced from Octave 7.3 (checked against it, see
//! tests/fixtures/cases.txt):
//! - every argument is flattened; a char argument feeds `%s` its whole
//!   remaining text and other conversions one character code at a time;
//! - `%d`/`%i` of a non-integer and `%u %x %o` of a negative or
//!   non-integer switch to `%g` with the same flags, width and precision;
//! - NaN, NA and Inf print as `NaN`/`NA`/`Inf`/`-Inf` through `%s` with the width;
//! - the format is reused while data remains; output stops at the first
//!   conversion that finds no data (a call without data prints the text
//!   before the first conversion);
//! - an empty argument is consumed by one conversion and prints nothing.

use crate::cfmt::{self, Spec};
use crate::error::MatError;
use crate::value::Value;

/// One piece of a parsed format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elt {
    Text(Vec<u8>),
    Conv {
        spec: Spec,
        /// `*` width / precision taken from the data.
        star_width: bool,
        star_prec: bool,
        conv: char,
    },
}

/// Octave's `do_string_escapes` on a single-quoted format.
pub fn process_escapes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c != b'\\' || i + 1 >= s.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let e = s[i + 1];
        i += 2;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'\\' => out.push(b'\\'),
            b'"' => out.push(b'"'),
            b'\'' => out.push(b'\''),
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'r' => out.push(b'\r'),
            b'v' => out.push(11),
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                let mut k = 0;
                while k < 2 && i < s.len() && (b'0'..=b'7').contains(&s[i]) {
                    v = v * 8 + u32::from(s[i] - b'0');
                    i += 1;
                    k += 1;
                }
                out.push(v as u8);
            }
            b'x' => {
                let mut v = 0u32;
                let mut k = 0;
                while k < 2 && i < s.len() && s[i].is_ascii_hexdigit() {
                    v = v * 16 + (s[i] as char).to_digit(16).unwrap_or(0);
                    i += 1;
                    k += 1;
                }
                if k == 0 {
                    out.extend_from_slice(b"\\x");
                } else {
                    out.push(v as u8);
                }
            }
            // Octave converts an unknown escape to its character (`\o` is
            // `o`), with a warning matc does not print.
            other => out.push(other),
        }
    }
    out
}

/// Widths and precisions are capped so a typo like `%99999999999d` cannot
/// exhaust memory (Octave would try to print that many characters).
const MAX_FIELD: usize = 1 << 16;

/// A format's pieces after escape processing, as `format` reads them (the
/// C code generator lays a literal format out when compiling).
pub fn parse(fmt: &[u8], who: &str) -> Result<Vec<Elt>, MatError> {
    parse_format(&process_escapes(fmt), who)
}

fn parse_format(fmt: &[u8], who: &str) -> Result<Vec<Elt>, MatError> {
    let invalid = || MatError::msg(format!("{who}: invalid format specified"));
    let mut elts = Vec::new();
    let mut text = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            text.push(fmt[i]);
            i += 1;
            continue;
        }
        if fmt.get(i + 1) == Some(&b'%') {
            text.push(b'%');
            i += 2;
            continue;
        }
        i += 1;
        let mut spec = Spec::default();
        while let Some(&c) = fmt.get(i) {
            match c {
                b'-' => spec.left = true,
                b'+' => spec.plus = true,
                b' ' => spec.space = true,
                b'#' => spec.alt = true,
                b'0' => spec.zero = true,
                _ => break,
            }
            i += 1;
        }
        let mut star_width = false;
        if fmt.get(i) == Some(&b'*') {
            star_width = true;
            i += 1;
        } else {
            let st = i;
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                i += 1;
            }
            if i > st {
                spec.width = std::str::from_utf8(&fmt[st..i])
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .map(|w: usize| w.min(MAX_FIELD));
            }
        }
        let mut star_prec = false;
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                star_prec = true;
                i += 1;
            } else {
                let st = i;
                while i < fmt.len() && fmt[i].is_ascii_digit() {
                    i += 1;
                }
                spec.prec = Some(
                    std::str::from_utf8(&fmt[st..i])
                        .ok()
                        .and_then(|s| s.parse().ok())
                        .unwrap_or(0)
                        .min(MAX_FIELD),
                );
            }
        }
        while let Some(&c) = fmt.get(i) {
            if matches!(c, b'h' | b'l' | b'L' | b'q' | b'j' | b'z' | b't') && i + 1 < fmt.len() {
                // Size modifiers are accepted and ignored, as Octave does.
                if fmt[i + 1].is_ascii_alphabetic() {
                    i += 1;
                    continue;
                }
            }
            break;
        }
        let Some(&c) = fmt.get(i) else {
            return Err(invalid());
        };
        i += 1;
        if c == b'%' {
            // `%5%` prints a bare `%`: flags and width are ignored.
            text.push(b'%');
            continue;
        }
        let conv = c as char;
        if !matches!(
            conv,
            'd' | 'i' | 'o' | 'u' | 'x' | 'X' | 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'c' | 's'
        ) {
            return Err(invalid());
        }
        if !text.is_empty() {
            elts.push(Elt::Text(std::mem::take(&mut text)));
        }
        elts.push(Elt::Conv {
            spec,
            star_width,
            star_prec,
            conv,
        });
    }
    if !text.is_empty() {
        elts.push(Elt::Text(text));
    }
    Ok(elts)
}

/// One unit of data as the conversions see it.
#[derive(Clone, Debug)]
enum Item {
    Num(f64),
    /// Exact integers of the integer classes (beyond f64's precision).
    Int(i128),
    /// A character code from a char argument.
    Char(u8),
    /// An element of a complex argument: only its real part prints, and
    /// integer conversions reject it (`"complex scalar"` / `"complex matrix"`).
    Cplx(f64, &'static str),
    /// An empty argument: consumed by one conversion, prints nothing.
    Empty,
}

/// The data of all arguments, flattened; chars remember their argument so
/// `%s` can take the rest of a string at once.
struct Data {
    items: Vec<(Item, usize)>,
    pos: usize,
}

impl Data {
    fn new(args: &[Value], who: &str) -> Result<Data, MatError> {
        let mut items = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let n0 = items.len();
            match a {
                Value::Char(t) => items.extend(t.data.iter().map(|&c| (Item::Char(c), k))),
                Value::Int8(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::Int16(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::Int32(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::Int64(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::UInt8(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::UInt16(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::UInt32(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::UInt64(t) => items.extend(t.data.iter().map(|&x| (Item::Int(x.into()), k))),
                Value::Cell(_) | Value::Struct(_) | Value::Func(_) => {
                    let tn = match a {
                        Value::Cell(_) => "cell",
                        Value::Struct(_) => "struct",
                        _ => "function handle",
                    };
                    return Err(MatError::msg(format!("{who}: wrong type argument '{tn}'")));
                }
                Value::Complex(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
                    // Octave extracts elements one by one: always a "complex scalar".
                    let tn = "complex scalar";
                    for z in a.to_c64_vec()? {
                        items.push((Item::Cplx(z.re, tn), k));
                    }
                }
                _ => items.extend(a.to_f64_vec()?.into_iter().map(|x| (Item::Num(x), k))),
            }
            if items.len() == n0 {
                items.push((Item::Empty, k));
            }
        }
        Ok(Data { items, pos: 0 })
    }

    fn exhausted(&self) -> bool {
        self.pos >= self.items.len()
    }

    fn next(&mut self) -> Option<Item> {
        let it = self.items.get(self.pos)?.0.clone();
        self.pos += 1;
        Some(it)
    }

    /// `%s` data: the rest of a char argument, a run of integer codes of a
    /// numeric one, or a single other value.
    fn next_for_s(&mut self) -> Option<SItem> {
        let (first, arg) = self.items.get(self.pos)?.clone();
        match first {
            Item::Char(_) => {
                let mut s = Vec::new();
                while let Some((Item::Char(c), a)) = self.items.get(self.pos) {
                    if *a != arg {
                        break;
                    }
                    s.push(*c);
                    self.pos += 1;
                }
                Some(SItem::Str(s))
            }
            Item::Empty => {
                self.pos += 1;
                Some(SItem::Str(Vec::new()))
            }
            _ => {
                let code = |it: &Item| -> Option<u8> {
                    match *it {
                        Item::Num(x) if x.round() == x && (0.0..=255.0).contains(&x) => {
                            Some(x as u8)
                        }
                        Item::Int(v) if (0..=255).contains(&v) => Some(v as u8),
                        _ => None,
                    }
                };
                let mut s = Vec::new();
                while let Some((it, a)) = self.items.get(self.pos) {
                    if *a != arg {
                        break;
                    }
                    match code(it) {
                        Some(c) => s.push(c),
                        None => break,
                    }
                    self.pos += 1;
                }
                if s.is_empty() {
                    self.pos += 1;
                    // NaN and Inf print as their names; another number
                    // no character stands for prints nothing.
                    Some(match first {
                        Item::Num(x) if x.is_nan() => SItem::Str(b"NaN".to_vec()),
                        Item::Num(x) if x == f64::INFINITY => SItem::Str(b"Inf".to_vec()),
                        Item::Num(x) if x == f64::NEG_INFINITY => SItem::Str(b"-Inf".to_vec()),
                        _ => SItem::Nothing,
                    })
                } else {
                    Some(SItem::Str(s))
                }
            }
        }
    }
}

enum SItem {
    Str(Vec<u8>),
    /// A number `%s` cannot show (not NaN or Inf): Octave 7.3 prints
    /// nothing for it.
    Nothing,
}

fn item_f64(it: &Item) -> f64 {
    match *it {
        Item::Num(x) => x,
        Item::Int(v) => v as f64,
        Item::Char(c) => f64::from(c),
        Item::Cplx(re, _) => re,
        Item::Empty => 0.0,
    }
}

/// An integer value of the item if it is one that fits the conversion.
fn item_int(it: &Item, signed: bool) -> Option<i128> {
    match *it {
        Item::Int(v) => {
            if signed {
                (v <= i64::MAX as i128).then_some(v)
            } else {
                (v >= 0).then_some(v)
            }
        }
        Item::Char(c) => Some(i128::from(c)),
        Item::Num(x) => {
            if x.round() != x {
                return None;
            }
            if signed {
                // Octave checks only the upper bound; int64 conversion saturates.
                (x <= i64::MAX as f64).then(|| (x.max(i64::MIN as f64)) as i64 as i128)
            } else {
                (x >= 0.0 && x <= u64::MAX as f64).then_some(x as u64 as i128)
            }
        }
        Item::Cplx(..) | Item::Empty => None,
    }
}

fn push_padded(out: &mut Vec<u8>, body: &[u8], spec: &Spec) {
    let w = spec.width.unwrap_or(0);
    let fill = w.saturating_sub(body.len());
    if spec.left {
        out.extend_from_slice(body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(body);
    }
}

fn utf8_of(code: u32) -> Vec<u8> {
    match char::from_u32(code) {
        Some(ch) => ch.to_string().into_bytes(),
        None => Vec::new(),
    }
}

/// Formats one numeric item with conversion `conv`.
fn numeric_conv(out: &mut Vec<u8>, it: &Item, conv: char, spec: &Spec) -> Result<(), MatError> {
    let x = item_f64(it);
    if let Item::Cplx(_, tn) = it {
        let getter = match conv {
            'd' | 'i' | 'c' => Some("int64"),
            'o' | 'u' | 'x' | 'X' => Some("uint64"),
            _ => None,
        };
        if let Some(g) = getter {
            return Err(MatError::msg(format!(
                "octave_base_value::{g}_scalar_value(): wrong type argument '{tn}'"
            )));
        }
    }
    if let Item::Num(v) = it {
        if !v.is_finite() {
            let body = if crate::value::is_na(*v) {
                if spec.plus {
                    "+NA"
                } else {
                    "NA"
                }
            } else if v.is_nan() {
                if spec.plus {
                    "+NaN"
                } else {
                    "NaN"
                }
            } else if *v < 0.0 {
                "-Inf"
            } else if spec.plus {
                "+Inf"
            } else {
                "Inf"
            };
            push_padded(out, body.as_bytes(), spec);
            return Ok(());
        }
    }
    let s = match conv {
        'd' | 'i' => match item_int(it, true) {
            Some(v) => cfmt::int_conv(v, 'd', spec),
            None => cfmt::float_conv(x, 'g', spec),
        },
        'o' | 'u' | 'x' | 'X' => match item_int(it, false) {
            Some(v) => cfmt::int_conv(v, conv, spec),
            None => cfmt::float_conv(x, 'g', spec),
        },
        'c' => match item_int(it, true) {
            Some(v) if v >= 0 => {
                let b = utf8_of(v as u32);
                let mut o = Vec::new();
                push_padded(&mut o, &b, spec);
                out.extend_from_slice(&o);
                return Ok(());
            }
            Some(_) => return Ok(()),
            None => cfmt::float_conv(x, 'g', spec),
        },
        _ => cfmt::float_conv(x, conv, spec),
    };
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// Runs an Octave printf format over the arguments and returns the bytes.
/// `fmt` is the raw format text (escapes are processed here).
pub fn format(fmt: &[u8], args: &[Value], who: &str) -> Result<Vec<u8>, MatError> {
    let fmt = process_escapes(fmt);
    let elts = parse_format(&fmt, who)?;
    let mut data = Data::new(args, who)?;
    let mut out = Vec::new();
    let has_conv = elts.iter().any(|e| matches!(e, Elt::Conv { .. }));
    if elts.is_empty() {
        return Ok(out);
    }
    'outer: loop {
        for e in &elts {
            match e {
                Elt::Text(t) => out.extend_from_slice(t),
                Elt::Conv {
                    spec,
                    star_width,
                    star_prec,
                    conv,
                } => {
                    let mut spec = *spec;
                    if data.exhausted() {
                        break 'outer;
                    }
                    for (star, is_width) in [(*star_width, true), (*star_prec, false)] {
                        if !star {
                            continue;
                        }
                        let Some(it) = data.next() else {
                            break 'outer;
                        };
                        let v = item_f64(&it);
                        if v.round() != v {
                            break 'outer;
                        }
                        if is_width {
                            if v < 0.0 {
                                spec.left = true;
                            }
                            spec.width = Some((v.abs() as usize).min(MAX_FIELD));
                        } else {
                            spec.prec = (v >= 0.0).then_some((v as usize).min(MAX_FIELD));
                        }
                    }
                    if *conv == 's' {
                        match data.next_for_s() {
                            Some(SItem::Str(s)) => {
                                let s = match spec.prec {
                                    Some(p) if p < s.len() => &s[..p],
                                    _ => &s[..],
                                };
                                push_padded(&mut out, s, &spec);
                            }
                            Some(SItem::Nothing) => {}
                            None => break 'outer,
                        }
                        continue;
                    }
                    let Some(it) = data.next() else {
                        break 'outer;
                    };
                    match &it {
                        Item::Empty => {
                            if *conv == 'c' {
                                push_padded(&mut out, b"", &spec);
                            }
                        }
                        Item::Char(c) if *conv == 'c' => {
                            push_padded(&mut out, &[*c], &spec);
                        }
                        _ => {
                            numeric_conv(&mut out, &it, *conv, &spec)?;
                        }
                    }
                }
            }
        }
        if !has_conv || data.exhausted() {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(fmt: &str, args: &[Value]) -> String {
        String::from_utf8(format(fmt.as_bytes(), args, "sprintf").unwrap()).unwrap()
    }

    #[test]
    fn recycling_and_exhaustion() {
        let v = Value::row_f64(vec![1.0, 2.0, 3.0]);
        assert_eq!(f("%d %d|", std::slice::from_ref(&v)), "1 2|3 ");
        assert_eq!(f("a%db%dc", &[Value::empty()]), "ab");
        assert_eq!(f("[%5d]", &[]), "[");
        assert_eq!(f("%d\\n", &[Value::empty()]), "\n");
    }
}
