//! `rat`: rational approximations by continued fractions, step for step
//! as Octave's `rat.m` (its text form `3 + 1/(7 + 1/16)`, or numerators and
//! denominators); `rats`: the rows `format rat` displays.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value};

use super::args::Out;
use super::core::{char_matrix, with_dims};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("rat", rat), ("rats", rats)];

/// `rats(X, LEN)`: `X` displayed under `format rat` with fractions of at
/// most `LEN` columns (9), one row of text per displayed line; an N-D
/// array is displayed as its 2-D reshape.
fn rats(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if !x.is_numeric() {
        return Err(MatError::msg("rats: X must be numeric"));
    }
    if x.numel() == 0 {
        return Ok(vec![char_matrix(&[])]);
    }
    let len = match args.get(1).map(Value::scalar_f64) {
        Some(Some(l)) => l.round().max(0.0) as usize,
        Some(None) => return Err(MatError::msg("rats: LEN must be a scalar")),
        None => 9,
    };
    let d = x.dims();
    let flat;
    let x = if d.ndims() > 2 {
        let rows = d.rows();
        flat = with_dims(x, Dims::rc(rows, x.numel() / rows));
        &flat
    } else {
        x
    };
    let text = crate::display::rat_disp_bytes(ctx, x, len);
    let mut rows: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    if text.ends_with(b"\n") {
        rows.pop();
    }
    Ok(vec![char_matrix(&rows)])
}

/// One value's expansion: its numerator, denominator and the steps of its
/// continued fraction after the integer part.
struct Expansion {
    n: f64,
    d: f64,
    steps: Vec<f64>,
}

/// The continued fraction of `y` until `|y - n/d| < tol`; `q` rounds every
/// result to the input's precision (single stays single).
fn expand(y: f64, tol: f64, q: &dyn Fn(f64) -> f64) -> Expansion {
    let (mut n, mut d) = (y.round(), 1.0);
    let mut frac = q(y - n);
    let (mut last_n, mut last_d) = (1.0, 0.0);
    let mut steps = Vec::new();
    while y != 0.0 && q((y - q(n / d)).abs()) >= tol {
        let flip = q(1.0 / frac);
        let step = flip.round();
        steps.push(step);
        frac = q(flip - step);
        let (saved_n, saved_d) = (n, d);
        n = q(q(n * step) + last_n);
        d = q(q(d * step) + last_d);
        last_n = saved_n;
        last_d = saved_d;
    }
    Expansion { n, d, steps }
}

fn rat(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let x = &args[0];
    if !matches!(x.class(), Class::Double | Class::Single) || matches!(x, Value::Sparse(_)) {
        return Err(MatError::msg("rat: X must be a single or double array"));
    }
    if x.is_complex() {
        return Err(MatError::msg("rat: X must be a real, not complex, array"));
    }
    let single = x.class() == Class::Single;
    let q = |v: f64| if single { v as f32 as f64 } else { v };
    let xs = x.to_f64_vec()?;
    // Inf counts as 0 while the fractions are made.
    let ys: Vec<f64> = xs
        .iter()
        .map(|&v| if v.is_infinite() { 0.0 } else { v })
        .collect();
    let tol = match args.get(1) {
        None => q(1e-6 * ys.iter().map(|v| v.abs()).sum::<f64>()),
        Some(t) => match t.scalar_f64() {
            Some(v) if t.is_numeric() && v > 0.0 => v,
            _ => return Err(MatError::msg("rat: TOL must be a numeric scalar > 0")),
        },
    };
    let expansions: Vec<Expansion> = ys.iter().map(|&y| expand(y, tol, &q)).collect();
    if nargout <= 1 {
        let rows: Vec<String> = xs
            .iter()
            .zip(&ys)
            .zip(&expansions)
            .map(|((&x, &y), e)| text_of(x, y, &e.steps))
            .collect();
        let rows: Vec<Vec<u8>> = rows.into_iter().map(String::into_bytes).collect();
        return Ok(vec![char_matrix(&rows)]);
    }
    let mut num = Vec::with_capacity(xs.len());
    let mut den = Vec::with_capacity(xs.len());
    for (&x, e) in xs.iter().zip(&expansions) {
        if x.is_infinite() {
            num.push(x.signum());
            den.push(0.0);
        } else {
            // The sign goes to the numerator.
            num.push(e.n * sign(e.d));
            den.push(e.d.abs());
        }
    }
    let dims: Dims = x.dims();
    let make = |v: Vec<f64>| {
        if single {
            Value::single(Tensor::new(
                dims.clone(),
                v.iter().map(|&x| x as f32).collect(),
            ))
        } else {
            Value::from_f64s(dims.clone(), v)
        }
    };
    Ok(vec![make(num), make(den)])
}

fn sign(v: f64) -> f64 {
    if v > 0.0 {
        1.0
    } else if v < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// rat.m's text of one value: `3 + 1/(7 + 1/16)`, a negative last step in
/// parentheses; an integer keeps the space after it.
fn text_of(x: f64, y: f64, steps: &[f64]) -> String {
    if x.is_infinite() {
        return if x > 0.0 { "Inf" } else { "-Inf" }.to_string();
    }
    if y == 0.0 {
        return "0".to_string();
    }
    let int = |v: f64| format!("{}", v.round() as i64);
    let mut s = format!("{} ", int(y));
    for (k, &step) in steps.iter().enumerate() {
        s.pop();
        if k + 1 == steps.len() && step >= 0.0 {
            s += &format!(" + 1/{}", int(step));
        } else {
            s += &format!(" + 1/({})", int(step));
        }
    }
    s + &")".repeat(steps.len().saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(x: f64) -> String {
        let mut ctx = Ctx::new();
        rat(&mut ctx, &[Value::Num(x)], 1).unwrap()[0]
            .to_str()
            .unwrap()
    }

    #[test]
    fn texts_as_rat_m() {
        assert_eq!(text(std::f64::consts::PI), "3 + 1/(7 + 1/16)");
        assert_eq!(text(0.0), "0");
        assert_eq!(text(f64::NEG_INFINITY), "-Inf");
        assert_eq!(text(0.75), "1 + 1/(-4)");
        assert_eq!(text(3.0), "3 ");
    }
}
