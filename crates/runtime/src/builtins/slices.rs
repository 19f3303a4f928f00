//! Slices into cells: `cellslices (X, LB, UB, DIM)`, the slices
//! `LB(k):UB(k)` of X along a dimension as a 1xN cell array, and
//! `cellindexmat (X, IDX...)`, each element of a cell array indexed alike.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("cellslices", cellslices), ("cellindexmat", cellindexmat)];

fn bounds(v: &Value) -> Result<Vec<f64>, MatError> {
    real_view(v)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg("cellslices: LB and UB must be integer vectors"))
}

fn cellslices(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let (lb, ub) = (bounds(&args[1])?, bounds(&args[2])?);
    if lb.len() != ub.len() {
        return Err(MatError::msg(
            "cellslices: the lengths of LB and UB must match",
        ));
    }
    let dims = x.dims();
    let nd = dims.ndims();
    let dim = match args.get(3) {
        Some(d) => match d.scalar_f64() {
            Some(d) if d >= 1.0 && d == d.trunc() => d as usize - 1,
            _ => return Err(MatError::msg("cellslices: DIM must be a valid dimension")),
        },
        None => dims.as_slice().iter().position(|&n| n != 1).unwrap_or(0),
    };
    let n = dims.get(dim) as f64;
    let mut out = Vec::with_capacity(lb.len());
    for (&lo, &hi) in lb.iter().zip(&ub) {
        // An empty slice (LB > UB) is allowed whatever its bounds.
        if lo <= hi && (lo < 1.0 || hi > n || lo != lo.trunc() || hi != hi.trunc()) {
            return Err(MatError::msg("cellslices: index out of range"));
        }
        let range: Vec<f64> = if lo <= hi {
            (lo as usize..=hi as usize).map(|k| k as f64).collect()
        } else {
            vec![]
        };
        let subs: Vec<Value> = (0..nd.max(dim + 1))
            .map(|k| {
                if k == dim {
                    let m = range.len();
                    Value::from_f64s(Dims::rc(1, m), range.clone())
                } else {
                    crate::index::colon()
                }
            })
            .collect();
        out.push(crate::index::index(x, &subs)?);
    }
    let m = out.len();
    one(Value::cell(Tensor::new(Dims::rc(1, m), out)))
}

/// `cellindexmat (X, IDX...)`: `Y{i} = X{i}(IDX...)`.
fn cellindexmat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Cell(c) = &args[0] else {
        return Err(MatError::msg("cellindexmat: X must be a cell array"));
    };
    let items = c
        .data
        .iter()
        .map(|v| crate::index::index(v, &args[1..]))
        .collect::<Result<Vec<_>, _>>()?;
    one(Value::cell(Tensor::new(c.dims.clone(), items)))
}
