//! Covariance and correlation as Octave 7.3 computes them: `cov(x)`,
//! `cov(x, opt)`, `cov(x, y[, opt])` (Octave 7's cross-covariance of the
//! columns of `x` and `y`, a scalar for two vectors) and `corrcoef(x)`,
//! `corrcoef(x, y)` (the correlation matrix of `[x(:), y(:)]`), and the
//! counts of `hist`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::common::{nargchk, one, real_result, real_view, Out};
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[("cov", cov), ("corrcoef", corrcoef), ("hist", hist)];

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
    nargchk("cov", args, 1, 3)?;
    let bad = "X and Y must be numeric matrices or vectors";
    let (y, opt) = match args.len() {
        3 => (Some(&args[1]), Some(&args[2])),
        2 => match args[1].scalar_f64() {
            Some(v) if (v == 0.0 || v == 1.0) && args[1].numel() == 1 => (None, Some(&args[1])),
            _ => (Some(&args[1]), None),
        },
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

fn corrcoef(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    nargchk("corrcoef", args, 1, 2)?;
    if nout > 1 {
        return Err(MatError::msg(
            "corrcoef: only the correlation coefficients (one output) are supported",
        ));
    }
    let bad = "X must be a numeric vector or matrix";
    let mut x = observations("corrcoef", &args[0], bad)?;
    if let Some(yv) = args.get(1) {
        if yv.is_char() {
            return Err(MatError::msg(
                "corrcoef: parameter name/value options are not supported",
            ));
        }
        let y = observations("corrcoef", yv, "Y must be a numeric vector or matrix")?;
        if x.data.len() != y.data.len() {
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
    let single = x.single;
    let n = x.rows;
    let d = if n == 1 { 1.0 } else { n as f64 - 1.0 };
    center(&mut x);
    let (dims, mut r) = cross(&x, &x, d);
    let c = x.cols;
    let s: Vec<f64> = (0..c).map(|i| r[i + i * c].sqrt()).collect();
    for j in 0..c {
        for i in 0..c {
            r[i + j * c] = r[i + j * c] / s[i] / s[j];
        }
    }
    let class = if single { Class::Single } else { Class::Double };
    one(real_result(class, dims, r))
}

/// `[nn, xx] = hist(y[, nbins | centers[, norm]])`: the counts of Octave
/// 7.3's `hist.m` (bins around the centers `xx`; a value on a boundary
/// belongs to the lower bin; NaN is not counted). Without outputs `hist`
/// plots, which matc does not do.
fn hist(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    nargchk("hist", args, 1, 3)?;
    if nout == 0 {
        return Err(MatError::msg(
            "hist: plotting is not supported; call hist with output arguments",
        ));
    }
    let yv = &args[0];
    if yv.is_complex() || !(yv.is_numeric() || yv.class() == Class::Logical) {
        return Err(MatError::msg("hist: Y must be real-valued"));
    }
    let yd = yv.dims();
    let is_vec = yd.ndims() == 2 && (yd.rows() == 1 || yd.cols() == 1);
    let ydata = yv.to_f64_vec()?;
    let (yr, yc) = if is_vec {
        (ydata.len(), 1)
    } else {
        (yd.rows(), yd.numel() / yd.rows().max(1))
    };
    let finite: Vec<f64> = ydata.iter().copied().filter(|x| x.is_finite()).collect();
    let max_val = finite.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min_val = finite.iter().copied().fold(f64::INFINITY, f64::min);
    let centers_for = |n: usize| -> Vec<f64> {
        if min_val != max_val {
            (0..n)
                .map(|k| {
                    let x = (2 * k + 1) as f64;
                    ((max_val - min_val) * x + 2.0 * n as f64 * min_val) / (2.0 * n as f64)
                })
                .collect()
        } else {
            let lo = -(((n as f64) - 1.0) / 2.0).floor();
            (0..n).map(|k| lo + k as f64 + min_val).collect()
        }
    };
    let mut equal = true;
    let x: Vec<f64> = match args.get(1) {
        None => centers_for(10),
        Some(b) if b.numel() == 1 => {
            let n = b
                .scalar_f64()
                .ok_or_else(|| {
                    MatError::msg("hist: bin specification must be a numeric scalar or vector")
                })?
                .trunc();
            if n <= 0.0 || n.is_nan() {
                return Err(MatError::msg("hist: number of bins NBINS must be positive"));
            }
            centers_for(n as usize)
        }
        Some(b) => {
            let bd = b.dims();
            if b.is_complex() || !(b.is_numeric() || b.class() == Class::Logical) {
                return Err(MatError::msg(
                    "hist: bin specification must be a numeric scalar or vector",
                ));
            }
            if !(bd.ndims() == 2 && (bd.rows() == 1 || bd.cols() == 1)) {
                return Err(MatError::msg(
                    "hist: bin specification must be a scalar or vector",
                ));
            }
            let mut x = b.to_f64_vec()?;
            let d0 = x.get(1).map(|v| v - x[0]);
            equal = x.windows(2).all(|w| Some(w[1] - w[0]) == d0);
            if x.windows(2).any(|w| w[1] < w[0]) {
                ctx.warn("Octave:hist", "hist: bin values X not sorted on input");
                x.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            }
            x
        }
    };
    let norm: Option<Vec<f64>> = match args.get(2) {
        None => None,
        Some(v) => {
            let d = v.to_f64_vec()?;
            if !v.is_numeric() || d.iter().any(|&x| x <= 0.0 || x.is_nan()) {
                return Err(MatError::msg("hist: NORM must be a numeric constant > 0"));
            }
            if !(d.len() == 1 || d.len() == yc) {
                return Err(MatError::msg(
                    "hist: NORM must be scalar or vector of length 'columns (Y)'",
                ));
            }
            Some(d)
        }
    };
    let n = x.len();
    let cutoff: Vec<f64> = x.windows(2).map(|w| (w[0] + w[1]) / 2.0).collect();
    let mut freq = vec![0.0; n * yc];
    let small = n < 11 * (1 + usize::from(!equal));
    for j in 0..yc {
        let col = &ydata[j * yr..(j + 1) * yr];
        let f = &mut freq[j * n..(j + 1) * n];
        if small {
            let mut chist = vec![0.0; n + 1];
            for i in 0..n.saturating_sub(1) {
                chist[i + 1] = col.iter().filter(|&&y| y <= cutoff[i]).count() as f64;
            }
            chist[n] = col.iter().filter(|y| !y.is_nan()).count() as f64;
            for i in 0..n {
                f[i] = chist[i + 1] - chist[i];
            }
        } else if equal {
            let d = if n < 3 {
                1.0
            } else {
                (x[n - 1] - x[0]) / (n as f64 - 1.0)
            };
            let cutlen = cutoff.len() as f64;
            for &y in col {
                if y.is_nan() {
                    continue;
                }
                let k = ((y - cutoff[0]) / d).ceil().min(cutlen).max(0.0);
                f[k as usize] += 1.0;
            }
        } else {
            for &y in col {
                if y.is_nan() {
                    continue;
                }
                // lookup: how many cutoffs are <= y; a value on a cutoff goes below it.
                let i = cutoff.partition_point(|&c| c <= y);
                let k = if i > 0 && cutoff[i - 1] == y {
                    i - 1
                } else {
                    i
                };
                f[k] += 1.0;
            }
        }
    }
    if let Some(nv) = norm {
        for j in 0..yc {
            let col = &ydata[j * yr..(j + 1) * yr];
            let cnt = col.iter().filter(|y| !y.is_nan()).count() as f64;
            let s = if nv.len() == 1 { nv[0] } else { nv[j] };
            for v in &mut freq[j * n..(j + 1) * n] {
                *v *= s / cnt;
            }
        }
    }
    let x_class = if yv.class() == Class::Single && args.get(1).is_none_or(|b| b.numel() == 1) {
        Class::Single
    } else {
        Class::Double
    };
    let (fd, xd) = if is_vec {
        (Dims::rc(1, n), Dims::rc(1, n))
    } else {
        (Dims::rc(n, yc), Dims::rc(n, 1))
    };
    Ok(vec![
        Value::from_f64s(fd, freq),
        real_result(x_class, xd, x),
    ])
}
