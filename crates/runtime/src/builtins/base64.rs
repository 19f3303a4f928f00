//! Base64 text of numeric arrays' bytes: `base64_encode`, `base64_decode`, `__base64_decode_bytes__`.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("base64_encode", base64_encode),
    ("base64_decode", base64_decode),
    ("__base64_decode_bytes__", base64_decode_bytes),
];

/// `base64_encode(X)`: the bytes of X's elements (as stored, little-endian).
fn base64_encode(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if x.is_complex() || matches!(x, Value::Sparse(_)) {
        return Err(MatError::msg(
            "base64_encode: encoding complex or sparse data is not supported",
        ));
    }
    if !x.is_numeric() {
        return Err(MatError::msg(
            "base64_encode: encoding is supported only for numeric arrays",
        ));
    }
    let (_, bytes) = super::classes::value_bytes(x)?;
    one(Value::str(&STANDARD.encode(bytes)))
}

/// The bytes a base64 argument stands for, and the dimensions asked for.
fn decoded(name: &str, args: &[Value]) -> Result<(Vec<u8>, Option<Value>), MatError> {
    let text: Vec<u8> = match &args[0] {
        Value::Char(t) => t.data.clone(),
        v => v.to_f64_vec()?.iter().map(|&x| x as u8).collect(),
    };
    let bytes = STANDARD
        .decode(text)
        .map_err(|_| MatError::msg(format!("{name}: input was not valid base64")))?;
    Ok((bytes, args.get(1).cloned()))
}

/// Reshapes a decoded row to the requested dimensions, as Octave does.
fn shaped(ctx: &mut Ctx, row: Value, dims: Option<Value>) -> Out {
    match dims {
        None => one(row),
        Some(d) => super::call(ctx, "reshape", &[row, d], 1),
    }
}

/// `base64_decode(S, DIMS)`: doubles from their base64 bytes.
fn base64_decode(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (bytes, dims) = decoded("base64_decode", args)?;
    if !bytes.len().is_multiple_of(8) {
        return Err(MatError::msg("base64_decode: incorrect input size"));
    }
    let data: Vec<f64> = bytes
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().expect("8-byte chunk")))
        .collect();
    let row = Value::from_f64s(Dims::rc(1, data.len()), data);
    shaped(ctx, row, dims)
}

/// `__base64_decode_bytes__(S, DIMS)`: the bytes themselves, as uint8.
fn base64_decode_bytes(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (bytes, dims) = decoded("__base64_decode_bytes__", args)?;
    let row = Value::int(Tensor::new(Dims::rc(1, bytes.len()), bytes));
    shaped(ctx, row, dims)
}
