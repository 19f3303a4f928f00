//! Operators, indexing, assignment and concatenation with sparse operands:
//! computed on full arrays, the result made sparse where Octave's is.

use crate::error::MatError;
use crate::ops::{self, BinOp, UnOp};
use crate::sparse::{full, full_all, sparsify};
use crate::value::Value;

fn is_sparse(v: &Value) -> bool {
    matches!(v, Value::Sparse(_))
}

/// Whether Octave's result of `a op b` is sparse (one of them is).
fn binary_keeps_sparse(op: BinOp, a: &Value, b: &Value) -> bool {
    let (sa, sb) = (is_sparse(a), is_sparse(b));
    match op {
        // A full operand, even a scalar, makes the sum full.
        BinOp::Add | BinOp::Sub => sa && sb,
        BinOp::MatMul => (sa && (sb || b.is_scalar())) || (sb && a.is_scalar()),
        BinOp::MatDiv => sa && (sb || b.is_scalar()),
        BinOp::MatLDiv => sb && (sa || a.is_scalar()),
        // Zeros raised to a power that is not positive are not zeros.
        BinOp::ElPow => sa && (sb || b.scalar_f64().is_some_and(|p| p > 0.0) && b.numel() == 1),
        BinOp::MatPow => sa,
        _ => true,
    }
}

/// `a op b` where `a` or `b` is sparse.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value, MatError> {
    let r = ops::binary(op, &full(a)?, &full(b)?)?;
    Ok(if binary_keeps_sparse(op, a, b) {
        sparsify(r)
    } else {
        r
    })
}

/// `op a` of a sparse `a` (every unary operator keeps it sparse).
pub fn unary(op: UnOp, a: &Value) -> Result<Value, MatError> {
    if let (UnOp::Transpose | UnOp::CTranspose, Value::Sparse(s)) = (op, a) {
        return Ok(s.transpose(op == UnOp::CTranspose).into_value());
    }
    Ok(sparsify(ops::unary(op, &full(a)?)?))
}

/// `v(subs...)` of a sparse `v` (sparse, even a single element) or with
/// sparse subscripts (used as their full values).
pub fn index(v: &Value, subs: &[Value]) -> Result<Value, MatError> {
    let r = crate::index::index(&full(v)?, &full_all(subs)?)?;
    Ok(if is_sparse(v) { sparsify(r) } else { r })
}

/// `v(subs...) = rhs` where `v`, `rhs` or a subscript is sparse: a sparse
/// `v` stays sparse, a full one stays full.
pub fn assign(v: &mut Value, subs: &[Value], rhs: &Value) -> Result<(), MatError> {
    let was_sparse = is_sparse(v);
    let mut f = full(v)?;
    crate::index::assign(&mut f, &full_all(subs)?, &full(rhs)?)?;
    *v = if was_sparse { sparsify(f) } else { f };
    Ok(())
}

/// `v(subs) = []` of a sparse `v`.
pub fn delete(v: &mut Value, subs: &[Value]) -> Result<(), MatError> {
    let mut f = full(v)?;
    crate::index::delete(&mut f, &full_all(subs)?)?;
    *v = sparsify(f);
    Ok(())
}

/// Concatenation with a sparse part: sparse unless a part is a cell or
/// struct, or the result is not numeric or logical.
pub fn concat(
    parts: &[Value],
    join: impl FnOnce(&[Value]) -> Result<Value, MatError>,
) -> Result<Value, MatError> {
    Ok(sparsify(join(&full_all(parts)?)?))
}
