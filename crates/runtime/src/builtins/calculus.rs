//! Derivatives and integrals of sampled data as Octave's m-files: `gradient trapz cumtrapz`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("trapz", trapz),
    ("cumtrapz", cumtrapz),
    ("gradient", gradient),
];

/// `trapz`/`cumtrapz` as Octave's m-files: `(y)`, `(x, y)`, `(y, dim)`,
/// `(x, y, dim)`, with `x` a scalar spacing, a vector along DIM or an array
/// the shape of `y`.
fn trapz_impl(name: &str, args: &[Value], cumulative: bool) -> Out {
    let (x, y, dim) = match args {
        [y] => (None, y, None),
        [x, y] if y.is_scalar() && !x.is_scalar() => (None, x, Some(y)),
        [x, y] => (Some(x), y, None),
        [x, y, d] => (Some(x), y, Some(d)),
        _ => return Err(MatError::invalid_call(name)),
    };
    let sz = y.dims().as_slice().to_vec();
    let nd = sz.len();
    let dim = match dim {
        None => sz.iter().position(|&s| s > 1).unwrap_or(0),
        Some(d) => match d.scalar_f64() {
            Some(k) if !d.is_complex() && k == k.trunc() && k >= 1.0 && k <= nd as f64 => {
                k as usize - 1
            }
            // Octave's cumtrapz.m says "trapz:" too.
            _ => {
                return Err(MatError::msg(
                    "trapz: DIM must be an integer and a valid dimension",
                ))
            }
        },
    };
    let yv = num_data(name, y)?;
    let mut class = y.class();
    // The spacing between consecutive points along DIM, per element pair.
    enum Spacing {
        Unit,
        Scalar(C64),
        Vector(Vec<C64>),
        Array(Vec<C64>),
    }
    let (before, n, after) = split_at_dim(&y.dims(), dim);
    let spacing = match x {
        None => Spacing::Unit,
        Some(x) => {
            if x.class() == Class::Single {
                class = Class::Single;
            }
            let xv = num_data(name, x)?;
            if x.is_scalar() {
                Spacing::Scalar(xv[0])
            } else if x.dims().is_vector() {
                if xv.len() != n {
                    return Err(MatError::msg(format!(
                        "{name}: length of X and length of Y along DIM must match"
                    )));
                }
                Spacing::Vector(xv)
            } else {
                if x.dims() != y.dims() {
                    return Err(MatError::msg(format!(
                        "{name}: X and Y must have same shape"
                    )));
                }
                Spacing::Array(xv)
            }
        }
    };
    if class != Class::Single {
        class = Class::Double;
    }
    let steps = n.saturating_sub(1);
    let out_len = if cumulative { n.max(1) } else { 1 };
    let mut out = vec![C64::new(0.0, 0.0); before * out_len * after];
    for a in 0..after {
        for b in 0..before {
            let mut s = C64::new(0.0, 0.0);
            for k in 0..steps {
                let i = a * before * n + b + k * before;
                let pair = yv[i + before] + yv[i];
                s += match &spacing {
                    Spacing::Unit | Spacing::Scalar(_) => pair,
                    Spacing::Vector(xs) => (xs[k + 1] - xs[k]) * pair,
                    Spacing::Array(xs) => (xs[i + before] - xs[i]) * pair,
                };
                if cumulative {
                    out[a * before * out_len + b + (k + 1) * before] = scale(&spacing, s);
                }
            }
            if !cumulative {
                out[a * before + b] = scale(&spacing, s);
            }
        }
    }
    fn scale(spacing: &Spacing, s: C64) -> C64 {
        match spacing {
            Spacing::Scalar(h) => *h * 0.5 * s,
            _ => 0.5 * s,
        }
    }
    let mut od = sz;
    od[dim] = out_len;
    one(complex_result(class, Dims::new(&od), out))
}

fn trapz(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    trapz_impl("trapz", args, false)
}

fn cumtrapz(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    trapz_impl("cumtrapz", args, true)
}

/// Differences of one spacing argument: a scalar step for `n` points, or the
/// differences of coordinates.
fn spacing(v: Option<&Value>, n: usize) -> Result<Vec<f64>, MatError> {
    let n1 = n.saturating_sub(1);
    match v {
        None => Ok(vec![1.0; n1]),
        Some(v) if v.numel() == 1 => Ok(vec![v.scalar_f64().unwrap_or(f64::NAN); n1]),
        Some(v) => {
            let c = v.to_f64_vec()?;
            Ok(c.windows(2).map(|w| w[1] - w[0]).collect())
        }
    }
}

/// Gradient of `n` samples `m(i)` along one dimension (gradient.m's formulas).
fn grad_line(m: &[f64], d: &[f64]) -> Vec<f64> {
    let n = m.len();
    let mut y = vec![0.0; n];
    if n > 1 {
        y[0] = (m[1] - m[0]) / d[0];
        y[n - 1] = m[n - 1] / d[n - 2] - m[n - 2] / d[n - 2];
    }
    for i in 1..n.saturating_sub(1) {
        y[i] = (m[i + 1] - m[i - 1]) / (d[i - 1] + d[i]);
    }
    y
}

/// `[dx, dy] = gradient(M, ...)` for numeric vectors and matrices.
fn gradient(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let m = &args[0];
    if !m.is_numeric() || m.is_complex() {
        return Err(MatError::msg(
            "gradient: first input must be an array or a function",
        ));
    }
    let d = m.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg(
            "gradient: N-dimensional arrays are not supported",
        ));
    }
    let data = m.to_f64_vec()?;
    let cls = if m.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    if d.is_vector() || d.numel() <= 1 {
        let n = data.len();
        let dx = spacing(args.get(1), n)?;
        if dx.len() + 1 < n {
            return Err(MatError::msg(
                "gradient: dimensions and number of spacing values do not match",
            ));
        }
        return one(real_result(cls, d, grad_line(&data, &dx)));
    }
    let (r, c) = (d.rows(), d.cols());
    let hx = spacing(args.get(1), c)?;
    let hy = spacing(
        args.get(2)
            .or(if args.len() == 2 { args.get(1) } else { None }),
        r,
    )?;
    if (args.len() == 2 && args[1].numel() != 1) || hx.len() + 1 < c || hy.len() + 1 < r {
        return Err(MatError::msg(
            "gradient: dimensions and number of spacing values do not match",
        ));
    }
    let mut gx = vec![0.0; r * c];
    for i in 0..r {
        let row: Vec<f64> = (0..c).map(|j| data[i + j * r]).collect();
        for (j, g) in grad_line(&row, &hx).into_iter().enumerate() {
            gx[i + j * r] = g;
        }
    }
    let mut out = vec![real_result(cls, d.clone(), gx)];
    if nargout >= 2 {
        let mut gy = vec![0.0; r * c];
        for j in 0..c {
            let g = grad_line(&data[j * r..(j + 1) * r], &hy);
            gy[j * r..(j + 1) * r].copy_from_slice(&g);
        }
        out.push(real_result(cls, d, gy));
    }
    Ok(out)
}
