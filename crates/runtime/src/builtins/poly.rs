//! Polynomial calculus as Octave 7.3's `polyder.m` and `polyint.m`:
//! coefficient row vectors, highest power first.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::common::{one, real_result, real_view, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("polyder", polyder), ("polyint", polyint)];

fn is_vector(v: &Value) -> bool {
    let d = v.dims();
    d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && d.numel() >= 1
}

/// Coefficients of a real vector argument, with the class results keep.
fn coeffs(name: &str, v: &Value) -> Result<(Vec<f64>, Class), MatError> {
    let r = real_view(v)
        .ok_or_else(|| MatError::msg(format!("{name}: argument must be a real vector")))?;
    let class = if r.class == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok((r.data.into_owned(), class))
}

/// `q = polyder(p)` (the derivative) and `q = polyder(b, a)` (the derivative
/// of the product `conv(b, a)`).
fn polyder(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    if args.iter().any(|a| !is_vector(a)) {
        return Err(MatError::msg("polyder: argument must be a vector"));
    }
    if args.len() == 2 {
        if nout > 1 {
            return Err(MatError::msg(
                "polyder: the quotient form [q, d] = polyder (b, a) is not supported",
            ));
        }
        let prod = super::call(ctx, "conv", &args[..2], 1)?.remove(0);
        return polyder(ctx, &[prod], 1);
    }
    let (p, class) = coeffs("polyder", &args[0])?;
    let lp = p.len();
    if lp == 1 {
        return one(Value::Num(0.0));
    }
    let q: Vec<f64> = (0..lp - 1).map(|i| p[i] * (lp - 1 - i) as f64).collect();
    one(real_result(class, Dims::rc(1, lp - 1), q))
}

/// `polyint(p[, k])`: the integral with constant `k` (default 0).
fn polyint(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let k = match args.get(1) {
        Some(k) if k.numel() == 1 => k.scalar_f64().ok_or_else(|| {
            MatError::msg("polyint: the constant of integration must be a scalar")
        })?,
        Some(_) => {
            return Err(MatError::msg(
                "polyint: the constant of integration must be a scalar",
            ))
        }
        None => 0.0,
    };
    let p = &args[0];
    if p.is_empty() {
        return one(Value::empty());
    }
    if !is_vector(p) {
        return Err(MatError::msg("polyint: argument must be a vector"));
    }
    let (c, class) = coeffs("polyint", p)?;
    let lp = c.len();
    let mut r: Vec<f64> = c
        .iter()
        .enumerate()
        .map(|(i, &x)| x / (lp - i) as f64)
        .collect();
    r.push(k);
    let class = if args.get(1).is_some_and(|k| k.class() == Class::Single) {
        Class::Single
    } else {
        class
    };
    one(real_result(class, Dims::rc(1, lp + 1), r))
}
