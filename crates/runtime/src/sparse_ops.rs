//! Operators, indexing, assignment and concatenation with sparse operands:
//! computed on full arrays, the result made sparse where Octave's is.

use crate::error::MatError;
use crate::ops::{self, BinOp, UnOp};
use crate::sparse::{full, full_all, sparsify, SpData, SparseMatrix};
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
    if let (Value::Sparse(x), Value::Sparse(y)) = (a, b) {
        if let Some(r) = merged(op, x, y) {
            return Ok(r.into_value());
        }
    }
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

/// `a + b`, `a - b` and `a .* b` of two real sparse matrices of one size,
/// by merging their columns rather than expanding both (`A + speye (n)` of
/// order 10,000 took 3.5 s): each stored element is `f(x, y)` with a
/// missing one as 0 (a product only where both are stored), zeros are not
/// stored, and everywhere else `f(0, 0)` is 0.
fn merged(op: BinOp, a: &SparseMatrix, b: &SparseMatrix) -> Option<SparseMatrix> {
    let (SpData::Real(x), SpData::Real(y)) = (&a.data, &b.data) else {
        return None;
    };
    if a.rows != b.rows || a.cols != b.cols {
        return None;
    }
    // A product is stored only where both are: Octave's sparse `.*` skips
    // the zeros, so `Inf .* 0` there is 0, not NaN.
    let product = op == BinOp::ElMul;
    let f: fn(f64, f64) -> f64 = match op {
        BinOp::Add => |p, q| p + q,
        BinOp::Sub => |p, q| p - q,
        BinOp::ElMul => |p, q| p * q,
        _ => return None,
    };
    let mut col_ptr = Vec::with_capacity(a.cols + 1);
    let mut row_idx = Vec::with_capacity(a.nnz() + b.nnz());
    let mut data = Vec::with_capacity(a.nnz() + b.nnz());
    col_ptr.push(0);
    for j in 0..a.cols {
        let (mut p, pe) = (a.col_ptr[j], a.col_ptr[j + 1]);
        let (mut q, qe) = (b.col_ptr[j], b.col_ptr[j + 1]);
        while p < pe || q < qe {
            let ra = if p < pe { a.row_idx[p] } else { usize::MAX };
            let rb = if q < qe { b.row_idx[q] } else { usize::MAX };
            let (r, v) = if ra == rb {
                p += 1;
                q += 1;
                (ra, f(x[p - 1], y[q - 1]))
            } else if ra < rb {
                p += 1;
                (ra, if product { 0.0 } else { f(x[p - 1], 0.0) })
            } else {
                q += 1;
                (rb, if product { 0.0 } else { f(0.0, y[q - 1]) })
            };
            if v != 0.0 {
                row_idx.push(r);
                data.push(v);
            }
        }
        col_ptr.push(row_idx.len());
    }
    let capacity = row_idx.len();
    Some(SparseMatrix {
        rows: a.rows,
        cols: a.cols,
        col_ptr,
        row_idx,
        data: SpData::Real(data),
        capacity,
    })
}
