//! `convhull` in the plane: Andrew's monotone chain (A. M. Andrew,
//! Information Processing Letters 9, 1979), hand-written because it is
//! twenty lines. Octave asks Qhull and walks its facets, so its hull
//! starts at whichever vertex Qhull lists first; matc starts at the
//! leftmost (lowest) one. Both go counterclockwise, leave out points on an
//! edge and close the loop.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("convhull", convhull)];

fn coords(v: &Value) -> Result<Vec<f64>, MatError> {
    real_view(v)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg("convhull: X and Y must be real numeric vectors"))
}

/// `[H, V] = convhull (X, Y)` or `convhull ([X, Y])`: the hull's vertex
/// indices (a closed counterclockwise loop, a column) and its area.
fn convhull(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, y) = match args {
        [p] | [p, Value::Cell(_) | Value::Char(_)] => {
            let d = p.dims();
            if d.cols() != 2 {
                return Err(MatError::msg(
                    "convhull: matc computes hulls in the plane only (X, Y or an N-by-2 matrix)",
                ));
            }
            let all = coords(p)?;
            let n = d.rows();
            (all[..n].to_vec(), all[n..].to_vec())
        }
        [x, y, ..] => {
            if matches!(args.get(2), Some(z) if z.is_numeric()) {
                return Err(MatError::msg(
                    "convhull: matc computes hulls in the plane only (X, Y or an N-by-2 matrix)",
                ));
            }
            (coords(x)?, coords(y)?)
        }
        [] => return Err(MatError::invalid_call("convhull")),
    };
    if x.len() != y.len() {
        return Err(MatError::msg("convhull: X and Y must be the same size"));
    }
    if x.len() < 3 {
        return Err(MatError::msg("convhull: at least 3 points are needed"));
    }
    let hull = monotone_chain(&x, &y);
    if hull.len() < 3 {
        return Err(MatError::msg("convhull: the points are collinear: no hull"));
    }
    let area = hull
        .iter()
        .zip(hull.iter().cycle().skip(1))
        .map(|(&a, &b)| x[a] * y[b] - x[b] * y[a])
        .sum::<f64>()
        / 2.0;
    let mut idx: Vec<f64> = hull.iter().map(|&k| (k + 1) as f64).collect();
    idx.push(idx[0]);
    let n = idx.len();
    Ok(vec![
        Value::from_f64s(Dims::rc(n, 1), idx),
        Value::Num(area.abs()),
    ])
}

/// The hull's vertices counterclockwise from the leftmost, lowest point.
fn monotone_chain(x: &[f64], y: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..x.len()).collect();
    order.sort_by(|&a, &b| x[a].total_cmp(&x[b]).then(y[a].total_cmp(&y[b])));
    order.dedup_by(|a, b| x[*a] == x[*b] && y[*a] == y[*b]);
    let cross = |o: usize, a: usize, b: usize| {
        (x[a] - x[o]) * (y[b] - y[o]) - (y[a] - y[o]) * (x[b] - x[o])
    };
    let mut hull: Vec<usize> = Vec::with_capacity(2 * order.len());
    for pass in [order.clone(), order.iter().rev().copied().collect()] {
        let floor = hull.len();
        for p in pass {
            while hull.len() >= floor + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}
