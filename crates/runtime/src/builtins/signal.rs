//! Signal helpers as Octave 7.3's m-files compute them: the `hamming` and
//! `hanning` windows and polynomial division `deconv`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::common::{one, Out};
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("hamming", hamming),
    ("hanning", hanning),
    ("deconv", deconv),
];

fn hamming(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    window("hamming", args, 0.54, 0.46)
}

fn hanning(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    window("hanning", args, 0.5, 0.5)
}

/// The column `a - b * cos (2 * pi * (0 : m-1)' / N)`, N = m - 1
/// ("symmetric", the default) or m ("periodic").
fn window(name: &str, args: &[Value], a: f64, b: f64) -> Out {
    let m = match args[0].scalar_f64() {
        Some(m) if m == m.trunc() && m > 0.0 => m,
        _ => {
            return Err(MatError::msg(format!(
                "{name}: M must be a positive integer"
            )))
        }
    };
    let mut n = m - 1.0;
    if let Some(opt) = args.get(1) {
        match opt.as_string().as_deref() {
            Some("periodic") => n = m,
            Some("symmetric") => {}
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: window type must be either \"periodic\" or \"symmetric\""
                )))
            }
        }
    }
    if m == 1.0 {
        return one(Value::Num(1.0));
    }
    let w = (0..m as usize)
        .map(|k| a - b * (2.0 * std::f64::consts::PI * k as f64 / n).cos())
        .collect();
    one(Value::from_f64s(Dims::rc(m as usize, 1), w))
}

/// `[b, r] = deconv (y, a)`: `y = conv (a, b) + r`, by `filter` as
/// deconv.m does it (so its rounding is Octave's).
fn deconv(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (y, mut a) = (args[0].clone(), args[1].clone());
    let is_vector = |v: &Value| {
        let d = v.dims();
        d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && v.numel() >= 1
    };
    if !is_vector(&y) || !is_vector(&a) {
        return Err(MatError::msg("deconv: Y and A must be vectors"));
    }
    let (yd, ad) = (y.dims(), a.dims());
    let row = |d: &Dims| d.rows() == 1;
    let col = |d: &Dims| d.cols() == 1;
    if (row(&yd) && col(&ad)) || (col(&yd) && row(&ad)) {
        a = crate::ops::transpose(&a, false)?;
    }
    let (la, ly) = (a.numel(), y.numel());
    let a0 = crate::index::index(&a, &[Value::Num(1.0)])?;
    let filter =
        |ctx: &mut Ctx, x: Value| super::call(ctx, "filter", &[y.clone(), a.clone(), x], 2);
    let (b, r) = if ly > la {
        let d = a.dims();
        let shape = y.dims();
        let size: Vec<usize> = (0..shape.ndims().max(d.ndims()))
            .map(|k| shape.get(k) - d.get(k) + 1)
            .collect();
        let mut x = vec![0.0; size.iter().product()];
        x[0] = 1.0;
        let mut out = filter(ctx, Value::from_f64s(Dims::new(&size), x))?;
        let r = crate::ops::binary(crate::ops::BinOp::MatMul, &out.remove(1), &a0)?;
        (out.remove(0), r)
    } else if ly == la {
        let mut out = filter(ctx, Value::Num(1.0))?;
        let r = crate::ops::binary(crate::ops::BinOp::MatMul, &out.remove(1), &a0)?;
        (out.remove(0), r)
    } else {
        (Value::Num(0.0), y.clone())
    };
    if nargout < 2 {
        return one(b);
    }
    if ly < la {
        return Ok(vec![b, r]);
    }
    // r = [zeros(ly - la + 1, 1); r(1:la - 1)], shaped as y.
    let zeros = Value::from_f64s(Dims::rc(ly - la + 1, 1), vec![0.0; ly - la + 1]);
    let head = Value::row_f64((1..la).map(|k| k as f64).collect());
    let head = crate::index::index(&r, &[head])?;
    let stacked = super::call(ctx, "vertcat", &[zeros, head], 1)?.remove(0);
    let size = Value::row_f64(yd.iter().map(|&d| d as f64).collect());
    let r = super::call(ctx, "reshape", &[stacked, size], 1)?.remove(0);
    Ok(vec![b, r])
}
