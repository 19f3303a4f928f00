//! Text encodings: `unicode_idx`, `native2unicode`, `unicode2native`.
//! matc's char arrays hold UTF-8 bytes, as Octave's do; the codepages
//! converted are UTF-8, US-ASCII and ISO-8859-1 (Latin-1), and any other is
//! an error naming it rather than a guess.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("unicode_idx", unicode_idx),
    ("native2unicode", native2unicode),
    ("unicode2native", unicode2native),
];

#[derive(Clone, Copy, PartialEq)]
enum Codepage {
    Utf8,
    Latin1,
    Ascii,
}

fn codepage(name: &str, v: Option<&Value>) -> Result<Codepage, MatError> {
    let Some(v) = v else {
        return Ok(Codepage::Utf8);
    };
    let cp = match v {
        Value::Char(_) => v.as_string().unwrap_or_default(),
        _ => return Err(MatError::msg(format!("{name}: CODEPAGE must be a string"))),
    };
    match cp.to_ascii_lowercase().replace('_', "-").as_str() {
        "utf-8" | "utf8" => Ok(Codepage::Utf8),
        "latin1" | "latin-1" | "iso-8859-1" | "iso8859-1" | "l1" => Ok(Codepage::Latin1),
        "us-ascii" | "ascii" => Ok(Codepage::Ascii),
        _ => Err(MatError::msg(format!(
            "{name}: matc does not convert codepage '{cp}'"
        ))),
    }
}

/// The character index (1-based) of each byte of a UTF-8 string.
fn unicode_idx(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Char(t) = &args[0] else {
        return Err(MatError::msg(
            "unicode_idx: STR must be a string or cellstring",
        ));
    };
    let mut idx = Vec::with_capacity(t.data.len());
    let mut k = 0.0;
    for &b in &t.data {
        // A continuation byte belongs to the character before it.
        if b & 0xC0 != 0x80 || k == 0.0 {
            k += 1.0;
        }
        idx.push(k);
    }
    one(Value::from_f64s(t.dims.clone(), idx))
}

fn native2unicode(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let cp = codepage("native2unicode", args.get(1))?;
    let bytes: Vec<u8> = match &args[0] {
        Value::Char(_) => return one(args[0].clone()),
        v => match real_view(v) {
            Some(r)
                if r.data
                    .iter()
                    .all(|&x| (0.0..=255.0).contains(&x) && x == x.trunc()) =>
            {
                r.data.iter().map(|&x| x as u8).collect()
            }
            _ => {
                return Err(MatError::msg(
                    "native2unicode: NATIVE_BYTES must be a numeric vector",
                ))
            }
        },
    };
    let text: Vec<u8> = match cp {
        Codepage::Utf8 | Codepage::Ascii => bytes,
        Codepage::Latin1 => bytes
            .iter()
            .map(|&b| b as char)
            .collect::<String>()
            .into_bytes(),
    };
    let n = text.len();
    one(Value::char_array(Tensor::new(Dims::rc(1, n), text)))
}

fn unicode2native(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Char(t) = &args[0] else {
        return Err(MatError::msg(
            "unicode2native: UTF8_STR must be a character vector",
        ));
    };
    // Octave 7.3 takes the codepage from a locale query that fails headless.
    if args.len() < 2 {
        return Err(MatError::msg("unicode2native: CODEPAGE must be a string"));
    }
    let cp = codepage("unicode2native", args.get(1))?;
    let bytes: Vec<u8> = match cp {
        Codepage::Utf8 => t.data.clone(),
        Codepage::Latin1 | Codepage::Ascii => {
            let limit = if cp == Codepage::Ascii { 0x7F } else { 0xFF };
            let s = String::from_utf8_lossy(&t.data);
            s.chars()
                .map(|c| if (c as u32) <= limit { c as u8 } else { b'?' })
                .collect()
        }
    };
    let n = bytes.len();
    one(Value::int(Tensor::new(Dims::rc(1, n), bytes)))
}
