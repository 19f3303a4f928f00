//! Elements chosen by a mask or by counts: `merge` (`ifelse`), `repelems`;
//! and `ipermute`, `permute`'s inverse.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::gather::take_linear;
use crate::value::{Class, Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("merge", merge),
    ("ifelse", merge),
    ("repelems", repelems),
    ("ipermute", ipermute),
];

/// `merge (MASK, TVAL, FVAL)`: TVAL where MASK is true, FVAL elsewhere; a
/// scalar MASK chooses one of them whole.
fn merge(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (mask, t, f) = (&args[0], &args[1], &args[2]);
    if !(mask.is_numeric() || (mask.class() == Class::Logical)) || mask.is_char() {
        return Err(MatError::msg(
            "merge: first argument must be logical or numeric",
        ));
    }
    let m: Vec<bool> = mask.to_f64_vec()?.iter().map(|&x| x != 0.0).collect();
    if mask.is_scalar() {
        return one(if m[0] { t.clone() } else { f.clone() });
    }
    let dims = mask.dims();
    let fits = |v: &Value| v.is_scalar() || v.dims() == dims;
    if !fits(t) || !fits(f) {
        return Err(MatError::msg(
            "merge: MASK, TVAL, and FVAL dimensions must match",
        ));
    }
    let column = |ctx: &mut Ctx, v: &Value| -> Result<Value, MatError> {
        let n = v.numel() as f64;
        Ok(super::call(
            ctx,
            "reshape",
            &[v.clone(), Value::Num(n), Value::Num(1.0)],
            1,
        )?
        .remove(0))
    };
    let (tc, fc) = (column(ctx, t)?, column(ctx, f)?);
    let both = super::call(ctx, "vertcat", &[tc, fc], 1)?.remove(0);
    let nt = t.numel();
    let idx: Vec<usize> = m
        .iter()
        .enumerate()
        .map(|(i, &b)| match (b, t.is_scalar(), f.is_scalar()) {
            (true, true, _) => 0,
            (true, false, _) => i,
            (false, _, true) => nt,
            (false, _, false) => nt + i,
        })
        .collect();
    one(take_linear(&both, &idx, dims)?)
}

/// `repelems (X, R)`: `X(R(1,k))` repeated `R(2,k)` times, for each column k, in a row.
fn repelems(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, r) = (&args[0], &args[1]);
    let d = r.dims();
    if d.ndims() > 2 || d.rows() != 2 {
        return Err(MatError::msg("repelems: R must be a matrix with two rows"));
    }
    let r = r.to_f64_vec()?;
    let n = x.numel();
    let mut idx = Vec::new();
    for pair in r.chunks_exact(2) {
        let (i, count) = (pair[0], pair[1]);
        if i != i.trunc() || i < 1.0 {
            return Err(MatError::msg(format!(
                "index ({i}): subscripts must be either integers 1 to (2^63)-1 or logicals"
            )));
        }
        if i as usize > n {
            return Err(MatError::msg(format!(
                "index ({}): out of bound {} (dimensions are {})",
                i as usize,
                n,
                x.dims().to_string_x()
            )));
        }
        if count < 0.0 {
            return Err(MatError::msg(
                "repelems: second row must contain non-negative numbers",
            ));
        }
        idx.extend(std::iter::repeat_n(i as usize - 1, count as usize));
    }
    let len = idx.len();
    one(take_linear(x, &idx, Dims::rc(1, len))?)
}

/// `ipermute (A, IPERM)`: the array `permute (B, IPERM)` came from.
fn ipermute(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let p = super::core::permutation("ipermute", &args[1].to_f64_vec()?, args[0].dims().ndims())?;
    let mut inv = vec![0.0; p.len()];
    for (k, &x) in p.iter().enumerate() {
        inv[x] = k as f64 + 1.0;
    }
    let n = inv.len();
    let perm = real_result(Class::Double, Dims::rc(1, n), inv);
    super::call(ctx, "permute", &[args[0].clone(), perm], 1)
}
