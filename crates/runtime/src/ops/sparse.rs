//! Operators with sparse operands: on the compressed columns where that is
//! written (products, operations with a scalar, `+ - .*` of two sparse
//! matrices, `\` of a large one), otherwise computed on full arrays and the
//! result made sparse where Octave's is.

use crate::error::MatError;
use crate::ops::{self, BinOp, UnOp};
use crate::value::sparse::Columns;
use crate::value::sparse::{full, sparsify, SpData, SparseMatrix};
use crate::value::{Dims, Tensor, Value};

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
        BinOp::MatLeftDiv => sb && (sa || a.is_scalar()),
        // Zeros raised to a power that is not positive are not zeros.
        BinOp::Pow => sa && (sb || b.scalar_f64().is_some_and(|p| p > 0.0) && b.numel() == 1),
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
    if let Some(r) = with_scalar(op, a, b)? {
        return Ok(r);
    }
    let kept = match op {
        BinOp::MatMul => product(a, b)?,
        BinOp::MatLeftDiv => sparse_solve(a, b)?,
        _ => None,
    };
    if let Some(r) = kept {
        return Ok(r);
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
    let Value::Sparse(s) = a else {
        return Ok(sparsify(ops::unary(op, a)?));
    };
    // `-S` and `+S` keep the zeros: only the stored elements change.
    if !s.is_complex() && matches!(op, UnOp::Neg | UnOp::Plus) {
        if let Some(r) = map_stored(s, |vals| ops::unary(op, vals))? {
            return Ok(r.into_value());
        }
    }
    Ok(sparsify(ops::unary(op, &full(a)?)?))
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
    let product = op == BinOp::Mul;
    let f: fn(f64, f64) -> f64 = match op {
        BinOp::Add => |p, q| p + q,
        BinOp::Sub => |p, q| p - q,
        BinOp::Mul => |p, q| p * q,
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

// ---------------------------------------------------------------- products

/// `a * b` with a real sparse operand and a real sparse or 2-D double other
/// (not a scalar), summed over the stored elements in their order as
/// Octave's sparse products are (so `Inf` times a zero that is not stored
/// adds nothing); `None` for complex or other operands.
fn product(a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    let dense = |v: &Value| match v {
        Value::Double(t) if t.dims.ndims() == 2 => Some(t.clone()),
        _ => None,
    };
    let check = |ar: usize, ac: usize, br: usize, bc: usize| {
        if ac != br {
            Err(MatError::nonconformant(
                "operator *",
                &Dims::rc(ar, ac),
                &Dims::rc(br, bc),
            ))
        } else {
            Ok(())
        }
    };
    if a.numel() == 1 || b.numel() == 1 {
        return Ok(None);
    }
    Ok(match (a, b) {
        (Value::Sparse(x), Value::Sparse(y)) => {
            let (Some(xv), Some(yv)) = (x.real_values(), y.real_values()) else {
                return Ok(None);
            };
            check(x.rows, x.cols, y.rows, y.cols)?;
            Some(sparse_times_sparse(x, &xv, y, &yv).into_value())
        }
        (Value::Sparse(x), _) => {
            let (Some(xv), Some(t)) = (x.real_values(), dense(b)) else {
                return Ok(None);
            };
            check(x.rows, x.cols, t.dims.rows(), t.dims.cols())?;
            Some(sparse_times_dense(x, &xv, &t))
        }
        (_, Value::Sparse(y)) => {
            let (Some(t), Some(yv)) = (dense(a), y.real_values()) else {
                return Ok(None);
            };
            check(t.dims.rows(), t.dims.cols(), y.rows, y.cols)?;
            Some(dense_times_sparse(&t, y, &yv))
        }
        _ => None,
    })
}

/// Gustavson's algorithm: column `j` of the product accumulates `A(:, k) *
/// B(k, j)` for the stored `k` of `B(:, j)` in turn; its rows are then
/// sorted and zeros (cancellations) dropped.
fn sparse_times_sparse(a: &SparseMatrix, av: &[f64], b: &SparseMatrix, bv: &[f64]) -> SparseMatrix {
    let mut acc = vec![0.0; a.rows];
    let mut seen = vec![usize::MAX; a.rows];
    let mut rows: Vec<usize> = Vec::new();
    let mut out = Columns::new(&SpData::Real(Vec::new()), b.cols);
    for j in 0..b.cols {
        rows.clear();
        let cb = b.col_ptr[j]..b.col_ptr[j + 1];
        for (&k, &y) in b.row_idx[cb.clone()].iter().zip(&bv[cb]) {
            let ca = a.col_ptr[k]..a.col_ptr[k + 1];
            for (&i, &x) in a.row_idx[ca.clone()].iter().zip(&av[ca]) {
                if seen[i] == j {
                    acc[i] += x * y;
                } else {
                    seen[i] = j;
                    acc[i] = x * y;
                    rows.push(i);
                }
            }
        }
        rows.sort_unstable();
        for &i in &rows {
            out.push_real(i, acc[i]);
        }
        out.end_column();
    }
    out.finish(a.rows, b.cols)
}

/// `S * D`, a full result: `C(:, j) += S(:, k) * D(k, j)` for every `k`.
fn sparse_times_dense(s: &SparseMatrix, sv: &[f64], d: &Tensor<f64>) -> Value {
    let (m, n, p) = (s.rows, s.cols, d.dims.cols());
    let mut out = vec![0.0; m * p];
    for j in 0..p {
        let col = &mut out[j * m..(j + 1) * m];
        for k in 0..n {
            let y = d.data[k + j * n];
            for ka in s.col_ptr[k]..s.col_ptr[k + 1] {
                col[s.row_idx[ka]] += sv[ka] * y;
            }
        }
    }
    Value::from_f64s(Dims::rc(m, p), out)
}

/// `D * S`, a full result: `C(:, j) += D(:, k) * S(k, j)` for the stored `k`.
fn dense_times_sparse(d: &Tensor<f64>, s: &SparseMatrix, sv: &[f64]) -> Value {
    let (m, p) = (d.dims.rows(), s.cols);
    let mut out = vec![0.0; m * p];
    for j in 0..p {
        let col = &mut out[j * m..(j + 1) * m];
        let cs = s.col_ptr[j]..s.col_ptr[j + 1];
        for (&k, &y) in s.row_idx[cs.clone()].iter().zip(&sv[cs]) {
            for (c, &x) in col.iter_mut().zip(&d.data[k * m..(k + 1) * m]) {
                *c += x * y;
            }
        }
    }
    Value::from_f64s(Dims::rc(m, p), out)
}

// ----------------------------------------------------- operations with a scalar

/// `a op b` of a real sparse matrix and a real or logical scalar, on the
/// stored elements only. Products and quotients by the scalar are always
/// so in Octave (`S * Inf` and `S / 0` keep the zeros); any other operator
/// only where its result at zero is zero and Octave's result is sparse.
fn with_scalar(op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    let scalar = |v: &Value| matches!(v, Value::Num(_) | Value::Bool(_));
    let (s, x, left) = match (a, b) {
        (Value::Sparse(s), x) if scalar(x) => (s, x, true),
        (x, Value::Sparse(s)) if scalar(x) => (s, x, false),
        _ => return Ok(None),
    };
    if s.is_complex() {
        return Ok(None);
    }
    let apply = |vals: &Value| {
        if left {
            ops::binary(op, vals, x)
        } else {
            ops::binary(op, x, vals)
        }
    };
    let stored_only = match op {
        BinOp::MatMul | BinOp::Mul => true,
        BinOp::MatDiv | BinOp::Div => left,
        BinOp::MatLeftDiv => !left,
        BinOp::MatPow | BinOp::Add | BinOp::Sub => false,
        _ => binary_keeps_sparse(op, a, b),
    };
    if !stored_only {
        return Ok(None);
    }
    if matches!(
        op,
        BinOp::MatMul | BinOp::Mul | BinOp::MatDiv | BinOp::Div | BinOp::MatLeftDiv
    ) {
        return Ok(map_stored(s, apply)?.map(SparseMatrix::into_value));
    }
    let zero = match s.data {
        SpData::Bool(_) => Value::Bool(false),
        _ => Value::Num(0.0),
    };
    if !is_zero(&apply(&zero)?) {
        return Ok(None);
    }
    Ok(map_stored(s, apply)?.map(SparseMatrix::into_value))
}

fn is_zero(v: &Value) -> bool {
    match v {
        Value::Num(x) => *x == 0.0,
        Value::Bool(b) => !b,
        Value::Complex(z) => z.re == 0.0 && z.im == 0.0,
        _ => false,
    }
}

/// `s` with its stored elements replaced by `f` of them (as a column of
/// doubles or logicals), zeros it makes dropped; `None` when `f` gives
/// another class or size.
pub(crate) fn map_stored(
    s: &SparseMatrix,
    f: impl FnOnce(&Value) -> Result<Value, MatError>,
) -> Result<Option<SparseMatrix>, MatError> {
    let n = s.nnz();
    let vals = match &s.data {
        SpData::Real(v) => Value::from_f64s(Dims::rc(n, 1), v.clone()),
        SpData::Bool(v) => Value::logical(Tensor::new(Dims::rc(n, 1), v.clone())),
        SpData::Complex(_) => return Ok(None),
    };
    let data = match f(&vals)? {
        Value::Num(x) => SpData::Real(vec![x]),
        Value::Bool(b) => SpData::Bool(vec![b]),
        Value::Complex(z) => SpData::Complex(vec![z]),
        Value::Double(t) => SpData::Real(t.data.clone()),
        Value::Logical(t) => SpData::Bool(t.data.clone()),
        Value::ComplexDouble(t) => SpData::Complex(t.data.clone()),
        _ => return Ok(None),
    };
    if data.len() != n {
        return Ok(None);
    }
    let mut r = SparseMatrix {
        rows: s.rows,
        cols: s.cols,
        col_ptr: s.col_ptr.clone(),
        row_idx: s.row_idx.clone(),
        data,
        capacity: n,
    };
    r.drop_zeros();
    Ok(Some(r))
}

// ------------------------------------------------------------------ solving

/// The order from which `A \ b` of a real sparse `A` is solved by faer's
/// sparse LU instead of on the full matrix. Below it the full matrix is
/// small and its dense LU reproduces Octave's last digits (Octave's own
/// sparse solvers, UMFPACK and CHOLMOD, differ from it only in rounding).
const SPARSE_SOLVE_ORDER: usize = 1000;

/// `a \ b` of a real square sparse `a` of order at least
/// `SPARSE_SOLVE_ORDER` and a real full or sparse `b` by faer's sparse LU
/// with partial pivoting; `None` (the full path) for anything else and when
/// the factors are singular or the solution is not finite, where Octave
/// warns.
fn sparse_solve(a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    use faer::linalg::solvers::Solve;
    use faer::sparse::{SparseColMatRef, SymbolicSparseColMatRef};
    let Value::Sparse(s) = a else {
        return Ok(None);
    };
    let SpData::Real(vals) = &s.data else {
        return Ok(None);
    };
    let n = s.rows;
    if s.cols != n || n < SPARSE_SOLVE_ORDER || b.dims().ndims() != 2 || b.dims().rows() != n {
        return Ok(None);
    }
    let rhs = match b {
        Value::Double(t) => t.clone(),
        Value::Sparse(y) if !y.is_complex() && y.cols <= 64 => match y.to_full()? {
            Value::Double(t) => t,
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    let k = rhs.dims.cols();
    let symbolic = SymbolicSparseColMatRef::new_checked(n, n, &s.col_ptr, None, &s.row_idx);
    let Ok(lu) = SparseColMatRef::new(symbolic, vals).sp_lu() else {
        return Ok(None);
    };
    let mut x = faer::Mat::<f64>::from_fn(n, k, |i, j| rhs.data[i + j * n]);
    lu.solve_in_place(x.as_mut());
    let out: Vec<f64> = (0..k)
        .flat_map(|j| (0..n).map(move |i| (i, j)))
        .map(|(i, j)| x[(i, j)])
        .collect();
    if out.iter().any(|v| !v.is_finite()) {
        return Ok(None);
    }
    let x = Value::from_f64s(Dims::rc(n, k), out);
    Ok(Some(if is_sparse(b) { sparsify(x) } else { x }))
}
