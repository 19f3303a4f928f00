//! Covariance and correlation as Octave 7.3 computes them: `cov(x)`,
//! `cov(x, opt)`, `cov(x, y[, opt])` (Octave 7's cross-covariance of the
//! columns of `x` and `y`, a scalar for two vectors) and `corrcoef(x)`,
//! `corrcoef(x, y)` (the correlation matrix of `[x(:), y(:)]`). (`hist` is
//! in `graphics`: it plots, or returns the counts.)

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::common::{one, real_result, real_view, Out};
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[("cov", cov), ("corrcoef", corrcoef)];

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
