//! `tsearch (X, Y, TRI, XI, YI)`: the row of TRI whose triangle holds each
//! point (XI, YI), NaN for none, by barycentric coordinates with a 1e-12
//! tolerance so that points on an edge belong to the first triangle found.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("tsearch", tsearch)];

const TOL: f64 = 1e-12;

fn reals(v: &Value) -> Result<Vec<f64>, MatError> {
    real_view(v)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg("tsearch: arguments must be real numeric arrays"))
}

fn tsearch(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, y) = (reals(&args[0])?, reals(&args[1])?);
    let tri = reals(&args[2])?;
    let (xi, yi) = (reals(&args[3])?, reals(&args[4])?);
    let dims = args[2].dims();
    let ntri = if dims.cols() == 3 { dims.rows() } else { 0 };
    let vertex = |t: usize, c: usize| -> Option<(f64, f64)> {
        let k = tri[t + c * ntri];
        (k >= 1.0 && k == k.trunc() && (k as usize) <= x.len().min(y.len()))
            .then(|| (x[k as usize - 1], y[k as usize - 1]))
    };
    let find = |px: f64, py: f64| -> f64 {
        for t in 0..ntri {
            let (Some(a), Some(b), Some(c)) = (vertex(t, 0), vertex(t, 1), vertex(t, 2)) else {
                continue;
            };
            let det = (b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1);
            if det == 0.0 {
                continue;
            }
            let l1 = ((px - a.0) * (c.1 - a.1) - (c.0 - a.0) * (py - a.1)) / det;
            let l2 = ((b.0 - a.0) * (py - a.1) - (px - a.0) * (b.1 - a.1)) / det;
            if l1 >= -TOL && l2 >= -TOL && l1 + l2 <= 1.0 + TOL {
                return (t + 1) as f64;
            }
        }
        f64::NAN
    };
    let n = xi.len().min(yi.len());
    let idx = (0..n).map(|k| find(xi[k], yi[k])).collect();
    one(Value::from_f64s(
        Dims::rc(xi.len().max(n), 1),
        pad(idx, xi.len()),
    ))
}

/// Points without a partner coordinate are in no triangle.
fn pad(mut idx: Vec<f64>, n: usize) -> Vec<f64> {
    idx.resize(n.max(idx.len()), f64::NAN);
    idx
}
