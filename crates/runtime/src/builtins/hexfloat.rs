//! Numbers as the hexadecimal text of their bytes (`num2hex`, `hex2num`)
//! and text escapes (`do_string_escapes`, `undo_string_escapes`).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("num2hex", num2hex),
    ("hex2num", hex2num),
    ("do_string_escapes", do_string_escapes),
    ("undo_string_escapes", undo_string_escapes),
];

/// `num2hex (X)`, `num2hex (X, "cell")`: one row of hexadecimal digits per
/// element (in column order), most significant byte first.
fn num2hex(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let as_cell = match args.get(1) {
        None => false,
        Some(o) if o.as_string().as_deref() == Some("cell") => true,
        Some(_) => return Err(MatError::msg("num2hex: unrecognized option")),
    };
    if x.is_complex() {
        return Err(MatError::msg("num2hex: X must be real"));
    }
    if !x.is_numeric() && !x.is_char() {
        let kind = match x.class() {
            Class::Logical => "bool".to_string(),
            _ => octave_type_name(x),
        };
        return Err(MatError::msg(format!(
            "num2hex: wrong type argument '{kind}'"
        )));
    }
    let (cls, bytes) = super::classes::value_bytes(x)?;
    let width = match cls {
        Class::Double | Class::Int64 | Class::UInt64 => 8,
        Class::Single | Class::Int32 | Class::UInt32 => 4,
        Class::Int16 | Class::UInt16 => 2,
        _ => 1,
    };
    let rows: Vec<String> = bytes
        .chunks_exact(width)
        .map(|c| c.iter().rev().map(|b| format!("{b:02x}")).collect())
        .collect();
    if as_cell {
        let cells = rows.iter().map(|r| Value::str(r)).collect::<Vec<_>>();
        let n = cells.len();
        // A row stays a row; anything else becomes a column.
        let dims = if x.dims().ndims() == 2 && x.dims().rows() == 1 {
            Dims::rc(1, n)
        } else {
            Dims::rc(n, 1)
        };
        return one(Value::cell(Tensor::new(dims, cells)));
    }
    let (n, w) = (rows.len(), 2 * width);
    if n == 0 {
        return one(empty_char());
    }
    let mut data = vec![0u8; n * w];
    for (i, r) in rows.iter().enumerate() {
        for (j, b) in r.bytes().enumerate() {
            data[i + j * n] = b;
        }
    }
    one(Value::char_array(Tensor::new(Dims::rc(n, w), data)))
}

/// The rows of a char matrix or the strings of a cell array.
fn hex_rows(v: &Value) -> Result<Vec<Vec<u8>>, MatError> {
    match v {
        Value::Char(t) => {
            let (r, c) = (t.rows(), t.data.len() / t.rows().max(1));
            Ok((0..r)
                .map(|i| (0..c).map(|j| t.data[i + j * r]).collect())
                .collect())
        }
        Value::Cell(t) => t
            .data
            .iter()
            .map(|s| {
                s.to_str()
                    .map(String::into_bytes)
                    .ok_or_else(|| MatError::msg("hex2num: S must be a string or cellstring"))
            })
            .collect(),
        _ => Err(MatError::msg("hex2num: S must be a string or cellstring")),
    }
}

/// `hex2num (S, CLASS)`: each row of hexadecimal digits (padded with zeros
/// on the right) as the bytes of a CLASS number, most significant first.
fn hex2num(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let class = match args.get(1) {
        None => "double".to_string(),
        Some(c) => c
            .as_string()
            .ok_or_else(|| MatError::msg("hex2num: CLASS must be a string"))?,
    };
    let width = match class.as_str() {
        "double" | "int64" | "uint64" => 8,
        "single" | "int32" | "uint32" => 4,
        "int16" | "uint16" => 2,
        "int8" | "uint8" | "char" => 1,
        _ => {
            return Err(MatError::msg(format!(
                "hex2num: unrecognized CLASS '{class}'"
            )))
        }
    };
    let rows = hex_rows(&args[0])?;
    let mut bytes: Vec<u8> = Vec::with_capacity(rows.len() * width);
    for row in &rows {
        if row.len() > 2 * width {
            return Err(MatError::msg(format!(
                "hex2num: S must be no more than {} characters",
                2 * width
            )));
        }
        let mut digits = [b'0'; 16];
        digits[..row.len()].copy_from_slice(row);
        let mut be = Vec::with_capacity(width);
        for pair in digits[..2 * width].chunks(2) {
            let d = |c: u8| {
                (c as char)
                    .to_digit(16)
                    .ok_or_else(|| MatError::msg("hex2num: invalid character found in string S"))
            };
            be.push((d(pair[0])? * 16 + d(pair[1])?) as u8);
        }
        bytes.extend(be.iter().rev());
    }
    let n = rows.len();
    let le = |c: &[u8]| -> [u8; 8] {
        let mut b = [0u8; 8];
        b[..c.len()].copy_from_slice(c);
        b
    };
    let words = bytes.chunks_exact(width);
    let col = Dims::rc(n, 1);
    let v = match class.as_str() {
        "double" => Value::from_f64s(col, words.map(|c| f64::from_le_bytes(le(c))).collect()),
        "single" => Value::single(Tensor::new(
            col,
            words
                .map(|c| f32::from_le_bytes(le(c)[..4].try_into().expect("4 bytes")))
                .collect(),
        )),
        "char" => Value::char_array(Tensor::new(col, bytes)),
        "int64" => Value::int(Tensor::new(
            col,
            words.map(|c| i64::from_le_bytes(le(c))).collect(),
        )),
        "uint64" => Value::int(Tensor::new(
            col,
            words.map(|c| u64::from_le_bytes(le(c))).collect(),
        )),
        other => {
            let vals: Vec<f64> = words
                .map(|c| {
                    let u = u64::from_le_bytes(le(c));
                    match other {
                        "int8" => u as u8 as i8 as f64,
                        "int16" => u as u16 as i16 as f64,
                        "int32" => u as u32 as i32 as f64,
                        _ => u as f64,
                    }
                })
                .collect();
            let cls = Class::from_name(other).expect("a class name");
            return one(real_result(cls, col, vals));
        }
    };
    one(v)
}

/// `do_string_escapes (S)`: backslash escapes replaced by their characters.
fn do_string_escapes(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Char(t) = &args[0] else {
        return Err(MatError::msg(
            "do_string_escapes: STRING argument must be of type char",
        ));
    };
    let out = crate::printf::process_escapes(&t.data);
    one(Value::str_bytes(&out))
}

/// `undo_string_escapes (S)`: special characters written as escapes.
fn undo_string_escapes(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Char(t) = &args[0] else {
        return Err(MatError::msg(
            "undo_string_escapes: S argument must be a string",
        ));
    };
    let mut out = Vec::with_capacity(t.data.len());
    for &c in &t.data {
        match c {
            7 => out.extend_from_slice(b"\\a"),
            8 => out.extend_from_slice(b"\\b"),
            12 => out.extend_from_slice(b"\\f"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            11 => out.extend_from_slice(b"\\v"),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'"' => out.extend_from_slice(b"\\\""),
            0 => out.extend_from_slice(b"\\0"),
            c => out.push(c),
        }
    }
    one(Value::str_bytes(&out))
}
