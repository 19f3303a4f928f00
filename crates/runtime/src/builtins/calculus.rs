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
    // A real double `y` is read in place below if it can be (and cannot
    // fail); any other is checked here, before `x`, as always.
    let yv = match y {
        Value::Double(_) => None,
        _ => Some(num_data(name, y)?),
    };
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
    // Octave adds the pairs along DIM with `sum`, which reduces a 0x0 array
    // as a 0x1: a 0x0 or 1x0 `y`, along its first dimension, has one area,
    // 0 (times a scalar spacing: NaN for an infinite one).
    if !cumulative && sz.len() == 2 && dim == 0 && sz[0] <= 1 && sz[1] == 0 {
        // The spacing times a real 0, part by part.
        let area = match &spacing {
            Spacing::Scalar(h) => C64::new(h.re * 0.5 * 0.0, h.im * 0.5 * 0.0),
            _ => C64::new(0.0, 0.0),
        };
        return one(complex_result(class, Dims::scalar(), vec![area]));
    }
    if let Some(areas) = real_areas(y, &spacing, before, n, after, cumulative, class) {
        let mut od = sz;
        od[dim] = 1;
        return one(Value::from_f64s(Dims::new(&od), areas));
    }
    let yv = match yv {
        Some(yv) => yv,
        None => num_data(name, y)?,
    };
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
    /// `trapz` of a real double `y` with no spacing, a real scalar one or
    /// a real vector, along its first non-singleton dimension: the terms
    /// a stretch at a time, added by `ordered_sum` in the order and with
    /// the bits of the loop below (whose imaginary parts are all zero).
    fn real_areas(
        y: &Value,
        spacing: &Spacing,
        before: usize,
        n: usize,
        after: usize,
        cumulative: bool,
        class: Class,
    ) -> Option<Vec<f64>> {
        let Value::Double(t) = y else {
            return None;
        };
        let real = |z: &C64| z.im == 0.0;
        let (h, dx): (f64, Option<Vec<f64>>) = match spacing {
            Spacing::Unit => (1.0, None),
            Spacing::Scalar(h) if real(h) => (h.re, None),
            Spacing::Vector(xs) if xs.iter().all(real) => (
                1.0,
                Some(xs.windows(2).map(|w| w[1].re - w[0].re).collect()),
            ),
            _ => return None,
        };
        if cumulative || before != 1 || class != Class::Double || n < 2 {
            return None;
        }
        const STRETCH: usize = 2048;
        let mut terms = Vec::with_capacity(STRETCH);
        let areas = t
            .data
            .chunks_exact(n)
            .take(after)
            .map(|col| {
                let mut s = 0.0;
                for k0 in (0..n - 1).step_by(STRETCH) {
                    let k1 = (k0 + STRETCH).min(n - 1);
                    terms.clear();
                    let pairs = col[k0 + 1..=k1]
                        .iter()
                        .zip(&col[k0..k1])
                        .map(|(b, a)| b + a);
                    match &dx {
                        None => terms.extend(pairs),
                        Some(dx) => terms.extend(pairs.zip(&dx[k0..k1]).map(|(p, d)| d * p)),
                    }
                    s = crate::ordered_sum::add(s, &terms);
                }
                // As `scale` below: `h * 0.5 * s`, or `0.5 * s`.
                if matches!(spacing, Spacing::Scalar(_)) {
                    h * 0.5 * s
                } else {
                    0.5 * s
                }
            })
            .collect();
        Some(areas)
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

/// `[dx, dy, dz, ...] = gradient (M, ...)` of a numeric array (real or
/// complex, any number of dimensions): output k differentiates along x
/// (columns), y (rows), then the third dimension and on, with the spacing
/// of argument k + 1 (one scalar argument: the same for every dimension).
fn gradient(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let m = &args[0];
    if !m.is_numeric() && m.class() != Class::Logical {
        return Err(MatError::msg(
            "gradient: first input must be an array or a function",
        ));
    }
    let d = m.dims();
    let cls = if m.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let data = m.to_c64_vec()?;
    let ext: Vec<usize> = (0..d.ndims()).map(|k| d.get(k)).collect();
    // The array dimension of each output: a vector's one, else x, y, z, ...
    let axes: Vec<usize> = if d.is_vector() || d.numel() <= 1 {
        vec![if d.rows() == 1 { 1 } else { 0 }]
    } else {
        let mut a = vec![1, 0];
        a.extend(2..ext.len());
        a
    };
    let spacing_arg = |k: usize| match args.len() {
        1 => None,
        2 => args.get(1),
        _ => args.get(1 + k),
    };
    if args.len() > 2 && args.len() - 1 != axes.len() {
        return Err(MatError::msg(
            "gradient: dimensions and number of spacing values do not match",
        ));
    }
    let mut out = Vec::new();
    for (k, &ax) in axes.iter().enumerate().take(nargout.max(1)) {
        let n = ext[ax];
        let h = spacing(spacing_arg(k), n)?;
        let vector_spacing = spacing_arg(k).is_some_and(|v| v.numel() != 1);
        if h.len() + 1 < n || (vector_spacing && h.len() + 1 != n) {
            return Err(MatError::msg(
                "gradient: dimensions and number of spacing values do not match",
            ));
        }
        let stride: usize = ext[..ax].iter().product();
        let outer = d.numel() / (stride * n).max(1);
        let mut g = vec![C64::new(0.0, 0.0); data.len()];
        for o in 0..outer {
            for s0 in 0..stride {
                let at = |i: usize| o * stride * n + s0 + i * stride;
                let re: Vec<f64> = (0..n).map(|i| data[at(i)].re).collect();
                let im: Vec<f64> = (0..n).map(|i| data[at(i)].im).collect();
                let (gr, gi) = (grad_line(&re, &h), grad_line(&im, &h));
                for i in 0..n {
                    g[at(i)] = C64::new(gr[i], gi[i]);
                }
            }
        }
        out.push(if m.is_complex() {
            complex_result(cls, d.clone(), g)
        } else {
            real_result(cls, d.clone(), g.into_iter().map(|z| z.re).collect())
        });
    }
    Ok(out)
}
