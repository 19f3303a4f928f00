//! Covariance and correlation as Octave 7.3 computes them: `cov(x)`,
//! `cov(x, opt)`, `cov(x, y[, opt])` (Octave 7's cross-covariance of the
//! columns of `x` and `y`, a scalar for two vectors) and `corrcoef(x)`,
//! `corrcoef(x, y)` (the correlation matrix of `[x(:), y(:)]`), with its
//! "rows"/"alpha" options. (`hist` is
//! in `graphics`: it plots, or returns the counts.)

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::args::{one, real_result, real_view, split_at_dim, with_dim, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("cov", cov),
    ("corrcoef", corrcoef),
    ("quantile", quantile),
    ("prctile", prctile),
];

/// A real matrix with observations in rows (a row vector becomes a column).
struct Obs {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
    single: bool,
}

fn observations(name: &str, v: &Value, what: &str) -> Result<Obs, MatError> {
    let ok = v.is_numeric() || v.class() == Class::Logical;
    let r = match real_view(v) {
        Some(r) if ok && r.dims.ndims() == 2 => r,
        _ => return Err(MatError::msg(format!("{name}: {what}"))),
    };
    let (mut rows, mut cols) = (r.dims.rows(), r.dims.cols());
    if rows == 1 {
        rows = cols;
        cols = 1;
    }
    Ok(Obs {
        rows,
        cols,
        data: r.data.into_owned(),
        single: r.class == Class::Single,
    })
}

/// Subtracts each column's mean.
fn center(o: &mut Obs) {
    let n = o.rows;
    if n == 0 {
        return;
    }
    for j in 0..o.cols {
        let col = &mut o.data[j * n..(j + 1) * n];
        let mean = col.iter().sum::<f64>() / n as f64;
        for x in col {
            *x -= mean;
        }
    }
}

/// `x' * y / d` for centered observation matrices.
fn cross(x: &Obs, y: &Obs, d: f64) -> (Dims, Vec<f64>) {
    let n = x.rows;
    let mut out = vec![0.0; x.cols * y.cols];
    for j in 0..y.cols {
        for i in 0..x.cols {
            let s: f64 = (0..n).map(|k| x.data[i * n + k] * y.data[j * n + k]).sum();
            out[i + j * x.cols] = s / d;
        }
    }
    (Dims::rc(x.cols, y.cols), out)
}

fn cov(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad = "X and Y must be numeric matrices or vectors";
    let (y, opt) = match args.len() {
        3 => (Some(&args[1]), Some(&args[2])),
        // cov.m reads any scalar second argument as OPT.
        2 if args[1].numel() == 1 && !args[1].is_char() => (None, Some(&args[1])),
        2 => (Some(&args[1]), None),
        _ => (None, None),
    };
    let opt = match opt.map(|o| o.scalar_f64()) {
        None => 0.0,
        Some(Some(v)) if v == 0.0 || v == 1.0 => v,
        Some(_) => return Err(MatError::msg("cov: normalization OPT must be 0 or 1")),
    };
    let mut x = observations("cov", &args[0], bad)?;
    let single = x.single;
    let n = x.rows;
    // One observation: the covariance is 0 (normalized by 1, not 0).
    let d = if n == 1 { 1.0 } else { n as f64 - 1.0 + opt };
    center(&mut x);
    let (dims, data, single) = match y {
        None => {
            let (dims, data) = cross(&x, &x, d);
            (dims, data, single)
        }
        Some(y) => {
            let mut y = observations("cov", y, bad)?;
            if y.rows != n {
                return Err(MatError::msg(
                    "cov: X and Y must have the same number of observations",
                ));
            }
            center(&mut y);
            let (dims, data) = cross(&x, &y, d);
            (dims, data, single || y.single)
        }
    };
    let class = if single { Class::Single } else { Class::Double };
    one(real_result(class, dims, data))
}

/// How `corrcoef` treats rows holding NaN (its "rows" option).
#[derive(PartialEq)]
enum NanRows {
    All,
    Complete,
    Pairwise,
}

/// The "alpha"/"rows" name/value options after `X[, Y]`, checked as
/// corrcoef.m checks them (alpha only sizes confidence bounds, which matc
/// does not return, so it is validated and dropped).
fn corrcoef_options(opts: &[Value]) -> Result<NanRows, MatError> {
    let mut rows = NanRows::All;
    for (k, pair) in opts.chunks(2).enumerate() {
        let name = pair[0]
            .as_string()
            .filter(|_| pair[0].is_char())
            .ok_or_else(|| {
                MatError::msg(format!(
                    "corrcoef: parameter {} must be a string",
                    2 * k + 1
                ))
            })?;
        let Some(value) = pair.get(1) else {
            return Err(MatError::msg(format!(
                "corrcoef: parameter \"{name}\" missing value"
            )));
        };
        match name.to_lowercase().as_str() {
            "alpha" => {
                let ok = value.is_numeric()
                    && value.numel() == 1
                    && value.scalar_f64().is_some_and(|a| (0.0..=1.0).contains(&a));
                if !ok {
                    return Err(MatError::msg(
                        "corrcoef: \"alpha\" must be a scalar between 0 and 1",
                    ));
                }
            }
            "rows" => {
                let v = value
                    .as_string()
                    .filter(|_| value.is_char())
                    .ok_or_else(|| MatError::msg("corrcoef: \"rows\" value must be a string"))?;
                rows = match v.to_lowercase().as_str() {
                    "all" => NanRows::All,
                    "complete" => NanRows::Complete,
                    "pairwise" => NanRows::Pairwise,
                    _ => {
                        return Err(MatError::msg(
                            "corrcoef: \"rows\" must be \"all\", \"complete\", or \"pairwise\"",
                        ))
                    }
                };
            }
            _ => {
                return Err(MatError::msg(format!(
                    "corrcoef: Unknown option \"{name}\""
                )))
            }
        }
    }
    Ok(rows)
}

/// The correlation of two samples: their covariance over the product of
/// their standard deviations (corr.m), NaN for a constant sample.
fn correlation(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len();
    if n == 0 {
        return f64::NAN;
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / n as f64;
    let (mx, my) = (mean(x), mean(y));
    let d = if n == 1 { 1.0 } else { n as f64 - 1.0 };
    let mut sxy = 0.0;
    let mut sxx = 0.0;
    let mut syy = 0.0;
    for (a, b) in x.iter().zip(y) {
        sxy += (a - mx) * (b - my);
        sxx += (a - mx) * (a - mx);
        syy += (b - my) * (b - my);
    }
    (sxy / d) / ((sxx / d).sqrt() * (syy / d).sqrt())
}

fn corrcoef(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    if nout > 1 {
        return Err(MatError::msg(
            "corrcoef: only the correlation coefficients (one output) are supported",
        ));
    }
    let bad = "X must be a numeric vector or matrix";
    let mut x = observations("corrcoef", &args[0], bad)?;
    let mut opts = &args[1..];
    if let Some(yv) = opts.first().filter(|v| v.is_numeric()) {
        opts = &opts[1..];
        let y = observations("corrcoef", yv, "Y must be a numeric vector or matrix")?;
        if !x.data.is_empty() && !y.data.is_empty() && x.data.len() != y.data.len() {
            return Err(MatError::msg("corrcoef: X and Y must be the same size"));
        }
        let n = x.data.len();
        let mut data = x.data;
        data.extend(y.data);
        x = Obs {
            rows: n,
            cols: 2,
            data,
            single: x.single || y.single,
        };
    }
    let rows = corrcoef_options(opts)?;
    let class = if x.single {
        Class::Single
    } else {
        Class::Double
    };
    let (m, c) = (x.rows, x.cols);
    let column = |j: usize| &x.data[j * m..(j + 1) * m];
    let keep: Vec<usize> = (0..m)
        .filter(|&i| rows != NanRows::Complete || (0..c).all(|j| !column(j)[i].is_nan()))
        .collect();
    if keep.len() * c <= 1 {
        return one(real_result(class, Dims::scalar(), vec![f64::NAN]));
    }
    if keep.len() == 1 {
        // One observation is a row vector, which corrcoef.m reads as one
        // variable: r = 1 (NaN if it holds NaN).
        let nan = rows != NanRows::Pairwise && (0..c).any(|j| column(j)[keep[0]].is_nan());
        let v = if nan { f64::NAN } else { 1.0 };
        return one(real_result(class, Dims::scalar(), vec![v]));
    }
    let mut r = vec![0.0; c * c];
    for i in 0..c {
        let xi: Vec<f64> = keep.iter().map(|&k| column(i)[k]).collect();
        let nan_col = rows != NanRows::Pairwise && xi.iter().any(|v| v.is_nan());
        r[i + i * c] = if nan_col { f64::NAN } else { 1.0 };
        for j in i + 1..c {
            let xj: Vec<f64> = keep.iter().map(|&k| column(j)[k]).collect();
            let (a, b): (Vec<f64>, Vec<f64>) = xi
                .iter()
                .zip(&xj)
                .filter(|(a, b)| rows != NanRows::Pairwise || !(a.is_nan() || b.is_nan()))
                .unzip();
            let v = correlation(&a, &b);
            r[i + j * c] = v;
            r[j + i * c] = v;
        }
    }
    one(real_result(class, Dims::rc(c, c), r))
}

/// Octave's `__quantile__` of one sorted column (NaNs last, `m` numbers)
/// at probability `p` by `method` (1 to 9, Hyndman and Fan's).
fn quantile_of(x: &[f64], m: usize, p: f64, method: u32) -> f64 {
    if p < 0.0 {
        return f64::NEG_INFINITY;
    }
    if p > 1.0 {
        return f64::INFINITY;
    }
    if p.is_nan() {
        return f64::NAN;
    }
    if x.len() == 1 {
        return x[0];
    }
    let mf = m as f64;
    // 1-based positions; a position outside the numbers reads NaN.
    let at = |k: f64| -> f64 {
        let k = k as isize;
        if k >= 1 && (k as usize) <= x.len() {
            x[k as usize - 1]
        } else {
            f64::NAN
        }
    };
    match method {
        1 => at((p * mf).ceil().max(1.0)),
        2 => {
            let t = p * mf;
            (at(t.ceil().max(1.0)) + at((t + 1.0).floor().min(mf))) / 2.0
        }
        3 => {
            let t = (p * mf).max(1.0);
            // roundb: halves to even.
            let r = t.round();
            let t = if (t - t.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
                r - t.signum()
            } else {
                r
            };
            at(t)
        }
        _ => {
            let t = match method {
                4 => p * mf,
                5 => p * mf + 0.5,
                6 => p * (mf + 1.0),
                7 => p * (mf - 1.0) + 1.0,
                8 => p * (mf + 1.0 / 3.0) + 1.0 / 3.0,
                _ => p * (mf + 0.25) + 0.375,
            };
            let lo = t.floor().min(mf - 1.0).max(1.0);
            let frac = (t - lo).clamp(0.0, 1.0);
            let next = if m == 1 { at(1.0) } else { at(lo + 1.0) };
            (1.0 - frac) * at(lo) + frac * next
        }
    }
}

/// `quantile(x, p, dim, method)` as Octave's quantile.m; `prctile` calls
/// it with `p / 100`.
fn quantile_impl(name: &str, args: &[Value], scale: f64) -> Out {
    let x = &args[0];
    let numeric = (x.is_numeric() || x.class() == Class::Logical) && !x.is_complex();
    if !numeric || (name == "quantile" && x.is_empty()) {
        return Err(MatError::msg(if name == "quantile" {
            "quantile: X must be a non-empty numeric vector or matrix"
        } else {
            "prctile: X must be a numeric vector or matrix"
        }));
    }
    let p: Vec<f64> = match args.get(1).filter(|p| !p.is_empty()) {
        None => [0.0, 0.25, 0.5, 0.75, 1.0].to_vec(),
        Some(p) => {
            if !(p.is_numeric() && !p.is_complex() && p.dims().is_vector()) {
                return Err(MatError::msg(format!("{name}: P must be a numeric vector")));
            }
            p.to_f64_vec()?.iter().map(|v| v * scale).collect()
        }
    };
    let p_dims = match args.get(1).filter(|p| !p.is_empty()) {
        Some(p) => p.dims(),
        None => Dims::rc(1, 5),
    };
    let xd = x.dims();
    let dim = match args.get(2) {
        None => xd.as_slice().iter().position(|&n| n > 1).unwrap_or(0),
        Some(d) => match d.scalar_f64() {
            Some(v) if d.is_scalar() && v == v.trunc() && v > 0.0 => v as usize - 1,
            _ => return Err(MatError::msg("quantile: DIM must be a positive integer")),
        },
    };
    let method = match args.get(3) {
        None => 5,
        Some(m) => match m.scalar_f64() {
            Some(v) if (1.0..=9.0).contains(&v) && v == v.trunc() => v as u32,
            v => {
                return Err(MatError::msg(format!(
                    "quantile: Unknown METHOD, '{}'",
                    v.unwrap_or(f64::NAN)
                )))
            }
        },
    };
    let data = x.to_f64_vec()?;
    let (before, len, after) = split_at_dim(&xd, dim);
    let np = p.len();
    let mut out = vec![0.0; before * np * after];
    let mut col = Vec::with_capacity(len);
    for a in 0..after {
        for b in 0..before {
            col.clear();
            col.extend((0..len).map(|k| data[b + before * (k + len * a)]));
            col.sort_by(|u, v| match (u.is_nan(), v.is_nan()) {
                (true, true) => std::cmp::Ordering::Equal,
                (true, false) => std::cmp::Ordering::Greater,
                (false, true) => std::cmp::Ordering::Less,
                _ => u.total_cmp(v),
            });
            let m = col.iter().filter(|v| !v.is_nan()).count();
            for (j, &pj) in p.iter().enumerate() {
                out[b + before * (j + np * a)] = quantile_of(&col, m, pj, method);
            }
        }
    }
    let mut dims = with_dim(&xd, dim, np);
    if dims.is_vector() && dims.numel() > 1 && np > 1 {
        dims = if p_dims.is_row() {
            Dims::rc(1, dims.numel())
        } else {
            Dims::rc(dims.numel(), 1)
        };
    }
    let cls = if x.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    one(real_result(cls, dims, out))
}

fn quantile(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    quantile_impl("quantile", args, 1.0)
}

fn prctile(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    quantile_impl("prctile", args, 0.01)
}
