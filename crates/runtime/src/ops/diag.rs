//! Operators with diagonal or permutation operands (builtins with them:
//! `builtins::structured`, indexing: `index::diag`). The cases Octave 7.3
//! keeps structured (measured with `typeinfo`) compute on the diagonal or
//! the permutation alone; every other case computes on the full arrays,
//! with a full result.
//!
//! Kept diagonal: `D'`, `-D`, `D*s`, `s*D`, `D/s`, `s\D` (a double `D`, a
//! double or logical scalar `s`), `D^s`, `D1 + D2`, `D1 - D2`, `D1 * D2`,
//! `D1 / D2`, `D1 \ D2`, `inv`, `pinv`, `abs`, `real`, `imag`, `conj`,
//! `sqrt`, `double`, `single`, `kron` of two. Kept permutation: `P'`,
//! `P1 * P2`, `P^k`, `inv`. Computed without the full array: `det`,
//! `trace`, `diag`, `full`, `D * M`, `M * D` (rows or columns scaled, so a
//! zero never multiplies an infinity), `P * M` and `M * P` (rows or columns
//! permuted).

use crate::error::MatError;
use crate::index::diag::head;
use crate::ops::{self, BinOp, UnOp};
use crate::value::diagmat::{diag_value, full, perm_value, DiagMatrix, PermMatrix};
use crate::value::{Class, Dims, Tensor, Value};

/// A double or logical scalar: what scales a diagonal matrix into one.
fn double_scalar(v: &Value) -> bool {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) => true,
        Value::Double(_) | Value::ComplexDouble(_) | Value::Logical(_) => v.is_scalar(),
        _ => false,
    }
}

/// The column `v` extended with zeros to `n` elements.
fn padded(v: Value, n: usize) -> Result<Value, MatError> {
    if v.numel() >= n {
        return Ok(v);
    }
    let zeros = Value::real(Tensor::new(
        Dims::rc(n - v.numel(), 1),
        vec![0.0; n - v.numel()],
    ));
    crate::concat::vcat(&[v, zeros])
}

/// `a op b` where `a` or `b` is a diagonal or permutation matrix.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value, MatError> {
    if let Some(r) = kept(op, a, b)? {
        return Ok(r);
    }
    if op == BinOp::MatMul {
        if let Some(r) = times_full(a, b)? {
            return Ok(r);
        }
    }
    room_for_full(&[a, b])?;
    ops::binary(op, &full(a), &full(b))
}

/// Octave's out-of-memory error unless `vs` can be made full (with room
/// for a result as large), before a full copy is made infallibly.
pub(crate) fn room_for_full(vs: &[&Value]) -> Result<(), MatError> {
    crate::alloc::room_for_result_of_elements(
        vs.iter()
            .map(|v| v.numel())
            .fold(0usize, usize::saturating_add),
    )
}

/// The structured result of `a op b`, when Octave's is one.
fn kept(op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    Ok(match (a, b) {
        (Value::Diag(x), Value::Diag(y)) => diag_diag(op, x, y)?,
        (Value::Diag(x), s) if double_scalar(s) => match op {
            BinOp::MatMul if x.class() == Class::Double => Some(scaled(x, BinOp::Mul, s)?),
            BinOp::MatDiv if x.class() == Class::Double => Some(scaled(x, BinOp::Div, s)?),
            BinOp::MatPow if x.rows == x.cols && !matches!(s, Value::Logical(_)) => {
                Some(scaled(x, BinOp::Pow, s)?)
            }
            _ => None,
        },
        (s, Value::Diag(y)) if double_scalar(s) && y.class() == Class::Double => match op {
            BinOp::MatMul => Some(scaled(y, BinOp::Mul, s)?),
            BinOp::MatLeftDiv => Some(scaled(y, BinOp::Div, s)?),
            _ => None,
        },
        (Value::Perm(p), Value::Perm(q)) if op == BinOp::MatMul && p.len() == q.len() => {
            Some(perm_value(p.times(q).perm))
        }
        (Value::Perm(p), s) if op == BinOp::MatPow => {
            match s.scalar_f64().filter(|k| k.fract() == 0.0 && k.abs() < 1e9) {
                Some(k) if !s.is_complex() => Some(perm_power(p, k as i64)),
                _ => None,
            }
        }
        _ => None,
    })
}

/// `D op s` on the diagonal (`D * s`, `D / s`, `D ^ s`; `s * D` and
/// `s \ D` are the first two, as multiplication commutes elementwise).
fn scaled(x: &DiagMatrix, op: BinOp, s: &Value) -> Result<Value, MatError> {
    let d = ops::elementwise(op, &x.diag, s)?;
    Ok(diag_value(x.rows, x.cols, d))
}

/// `P^k`: permutations commute with each other, so squaring does.
fn perm_power(p: &PermMatrix, k: i64) -> Value {
    let mut base = if k < 0 { p.inverse() } else { p.clone() };
    let mut r = PermMatrix {
        perm: (0..p.len()).collect(),
    };
    let mut e = k.unsigned_abs();
    while e > 0 {
        if e & 1 == 1 {
            r = r.times(&base);
        }
        base = base.times(&base);
        e >>= 1;
    }
    perm_value(r.perm)
}

/// Two diagonal matrices: sums, products and quotients on the diagonals.
fn diag_diag(op: BinOp, x: &DiagMatrix, y: &DiagMatrix) -> Result<Option<Value>, MatError> {
    let same = x.rows == y.rows && x.cols == y.cols;
    Ok(match op {
        BinOp::Add | BinOp::Sub if same => {
            let d = ops::elementwise(op, &x.diag, &y.diag)?;
            Some(diag_value(x.rows, x.cols, d))
        }
        BinOp::MatMul if x.cols == y.rows => {
            // Past a factor's own diagonal its entries are zeros.
            let (rows, cols) = (x.rows, y.cols);
            let m = x.len().min(y.len()).min(rows.min(cols));
            let d = ops::elementwise(BinOp::Mul, &head(&x.diag, m)?, &head(&y.diag, m)?)?;
            Some(diag_value(rows, cols, padded(d, rows.min(cols))?))
        }
        // Octave's quotient of diagonals is zero where the divisor is.
        BinOp::MatDiv if same && x.rows == x.cols => Some(quotient(&x.diag, &y.diag, x)?),
        BinOp::MatLeftDiv if same && x.rows == x.cols => Some(quotient(&y.diag, &x.diag, x)?),
        _ => None,
    })
}

fn quotient(num: &Value, den: &Value, shape: &DiagMatrix) -> Result<Value, MatError> {
    let mut q = ops::elementwise(BinOp::Div, num, den)?;
    let zero = ops::elementwise(BinOp::Eq, den, &Value::Num(0.0))?;
    if zero.to_f64_vec()?.contains(&1.0) {
        crate::index::assign(&mut q, &[zero], &Value::Num(0.0))?;
    }
    Ok(diag_value(shape.rows, shape.cols, q))
}

/// `D * M`, `M * D`, `P * M` and `M * P` with a full matrix `M`, without
/// the structured factor's full array: `None` when another rule applies.
fn times_full(a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    let plain = |v: &Value| {
        matches!(v, Value::Double(_) | Value::ComplexDouble(_))
            && v.dims().ndims() == 2
            && !v.is_scalar()
    };
    Ok(match (a, b) {
        (Value::Diag(d), m) if plain(m) && d.class() == Class::Double => scale_full(d, m, true),
        (m, Value::Diag(d)) if plain(m) && d.class() == Class::Double => scale_full(d, m, false),
        (Value::Perm(p), m) if plain(m) && m.dims().rows() == p.len() => {
            let rows = Value::real(Tensor::row(
                p.perm.iter().map(|&i| (i + 1) as f64).collect(),
            ));
            Some(crate::index::index(m, &[rows, crate::index::colon()])?)
        }
        (m, Value::Perm(p)) if plain(m) && m.dims().cols() == p.len() => {
            let inv = p.inverse();
            let cols = Value::real(Tensor::row(
                inv.perm.iter().map(|&i| (i + 1) as f64).collect(),
            ));
            Some(crate::index::index(m, &[crate::index::colon(), cols])?)
        }
        _ => None,
    })
}

/// `D * M` (`M * D` when `!diag_left`) of a real diagonal and a real full
/// matrix, scaling rows (columns) only: entries a diagonal factor does not
/// hold are never multiplied, so `eye(2) * [Inf 1; 1 1]` has no NaN.
fn scale_full(d: &DiagMatrix, m: &Value, diag_left: bool) -> Option<Value> {
    let (Value::Double(t), false) = (m, d.is_complex()) else {
        return None;
    };
    let dv = d.diag.to_f64_vec().ok()?;
    let (mr, mc) = (t.rows(), t.cols());
    if diag_left {
        if d.cols != mr {
            return None;
        }
        let rows = d.rows;
        let mut out = vec![0.0; rows * mc];
        for j in 0..mc {
            for (i, &x) in dv.iter().enumerate() {
                out[i + j * rows] = x * t.data[i + j * mr];
            }
        }
        Some(Value::real(Tensor::new(Dims::rc(rows, mc), out)))
    } else {
        if mc != d.rows {
            return None;
        }
        let cols = d.cols;
        let mut out = vec![0.0; mr * cols];
        for (j, &x) in dv.iter().enumerate() {
            for i in 0..mr {
                out[i + j * mr] = t.data[i + j * mr] * x;
            }
        }
        Some(Value::real(Tensor::new(Dims::rc(mr, cols), out)))
    }
}

/// `op a` of a diagonal or permutation matrix.
pub fn unary(op: UnOp, a: &Value) -> Result<Value, MatError> {
    match (op, a) {
        (UnOp::Neg | UnOp::Plus, Value::Diag(d)) => {
            Ok(diag_value(d.rows, d.cols, ops::unary(op, &d.diag)?))
        }
        _ => {
            room_for_full(&[a])?;
            ops::unary(op, &full(a))
        }
    }
}

/// `a.'` (`a'` with `conj`) of a diagonal or permutation matrix: one too.
pub fn transpose(a: &Value, conj: bool) -> Value {
    match a {
        Value::Diag(d) => {
            let diag = if conj && d.is_complex() {
                ops::transpose(&d.diag, true).unwrap_or_else(|_| d.diag.clone())
            } else {
                d.diag.clone()
            };
            diag_value(d.cols, d.rows, diag)
        }
        Value::Perm(p) => perm_value(p.inverse().perm),
        _ => a.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::diagmat::diag_of_f64s;

    #[test]
    fn products_of_diagonals_stay_diagonal() {
        let d = diag_of_f64s(3, 3, vec![1.0, 2.0, 3.0]);
        let p = binary(BinOp::MatMul, &d, &d).unwrap();
        assert!(matches!(p, Value::Diag(_)));
        assert_eq!(full(&p).to_f64_vec().unwrap()[8], 9.0);
        let s = binary(BinOp::MatMul, &Value::Num(2.0), &d).unwrap();
        assert!(matches!(s, Value::Diag(_)));
        let sum = binary(BinOp::Add, &d, &Value::Num(1.0)).unwrap();
        assert!(matches!(sum, Value::Double(_)));
    }
}
