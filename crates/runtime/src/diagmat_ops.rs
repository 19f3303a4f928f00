//! Operators, indexing and assignment with diagonal or permutation
//! operands (builtins with them: `builtins::structured`). The cases Octave 7.3 keeps structured (measured with
//! `typeinfo`) compute on the diagonal or the permutation alone; every
//! other case computes on the full arrays, with a full result.
//!
//! Kept diagonal: `D'`, `-D`, `D*s`, `s*D`, `D/s`, `s\D` (a double `D`, a
//! double or logical scalar `s`), `D^s`, `D1 + D2`, `D1 - D2`, `D1 * D2`,
//! `D1 / D2`, `D1 \ D2`, `D(i, j) = x` on the diagonal, `D(1:m, 1:n)`
//! (leading blocks: `:`, `1:k`, `1`, all-true masks), `inv`, `pinv`,
//! `abs`, `real`, `imag`, `conj`, `sqrt`, `double`, `single`, `kron` of two.
//! Kept permutation: `P'`, `P1 * P2`, `P^k`, `inv`, `P(:, :)`. Computed
//! without the full array: `det`, `trace`, `diag`, `full`, `D * M`, `M * D`
//! (rows or columns scaled, so a zero never multiplies an infinity), `P * M`
//! and `M * P` (rows or columns permuted).

use std::rc::Rc;

use crate::error::MatError;
use crate::ops::{self, BinOp, UnOp};
use crate::value::diagmat::{diag_value, full, full_all, perm_value, DiagMatrix, PermMatrix};
use crate::value::{Class, Dims, Form, Tensor, Value};

/// A double or logical scalar: what scales a diagonal matrix into one.
fn double_scalar(v: &Value) -> bool {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) => true,
        Value::Double(_) | Value::ComplexDouble(_) | Value::Logical(_) => v.is_scalar(),
        _ => false,
    }
}

/// The first `n` elements of the column `v`.
fn head(v: &Value, n: usize) -> Result<Value, MatError> {
    if v.numel() == n {
        return Ok(v.clone());
    }
    let idx = Value::real(Tensor::row((1..=n).map(|k| k as f64).collect()));
    crate::index::index(v, &[idx])
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

/// A subscript that names one position (`i`, 1-based): its 0-based index.
fn one_index(v: &Value) -> Option<usize> {
    match v {
        Value::Num(x) if *x >= 1.0 && x.fract() == 0.0 => Some(*x as usize - 1),
        _ => None,
    }
}

/// How many leading rows (columns) a subscript selects, in order, when it
/// is one Octave sees as a leading block: `:`, a range `1:k`, the scalar 1,
/// or a mask of `k` trues (`None` for any other subscript).
fn leading(v: &Value, extent: usize) -> Option<usize> {
    let k = if crate::index::is_colon(v) {
        extent
    } else {
        match (v, v.form()) {
            (Value::Num(x), _) if *x == 1.0 => 1,
            (_, Form::Range(r)) if r.base == 1.0 && r.inc == 1.0 => v.numel(),
            (Value::Logical(t), _) if t.data.iter().all(|&b| b) => t.data.len(),
            _ => return None,
        }
    };
    (k >= 1 && k <= extent).then_some(k)
}

/// `v(subs...)` of a diagonal or permutation matrix `v`, when Octave's
/// result is one or an element of it (`None`: the general indexing, which
/// reads the elements without the full array).
pub fn index_kept(v: &Value, subs: &[Value]) -> Result<Option<Value>, MatError> {
    if let [i, j] = subs {
        match v {
            Value::Diag(d) => {
                if let (Some(i), Some(j)) = (one_index(i), one_index(j)) {
                    if i < d.rows && j < d.cols {
                        return element(d, i, j).map(Some);
                    }
                } else if let (Some(m), Some(n)) = (leading(i, d.rows), leading(j, d.cols)) {
                    return Ok(Some(diag_value(m, n, head(&d.diag, m.min(n))?)));
                }
            }
            Value::Perm(_) if crate::index::is_colon(i) && crate::index::is_colon(j) => {
                return Ok(Some(v.clone()));
            }
            _ => {}
        }
    }
    Ok(None)
}

/// Element `(i, j)` of a diagonal matrix, of its class.
fn element(d: &DiagMatrix, i: usize, j: usize) -> Result<Value, MatError> {
    if i == j {
        return crate::index::index(&d.diag, &[Value::Num((i + 1) as f64)]);
    }
    Ok(match d.class() {
        Class::Single => Value::single(Tensor::scalar(0.0f32)),
        _ => Value::Num(0.0),
    })
}

/// `v(subs...) = rhs` where `v` is a diagonal or permutation matrix, or
/// the right side or a subscript is: a real scalar written on the diagonal
/// of a diagonal matrix leaves one (of its class, whatever the scalar's);
/// anything else makes `v` full.
pub fn assign(v: &mut Value, subs: &[Value], rhs: &Value) -> Result<(), MatError> {
    if let Value::Diag(d) = v {
        let on = match subs {
            [i, j] => one_index(i).filter(|&i| Some(i) == one_index(j) && i < d.len()),
            // One subscript counts down the columns.
            [p] => one_index(p).filter(|&p| {
                let r = d.rows.max(1);
                p < d.rows * d.cols && p % r == p / r
            }),
            _ => None,
        };
        let real = !rhs.is_complex() && (rhs.is_numeric() || rhs.class() == Class::Logical);
        if let (Some(k), true, true) = (on, real, rhs.is_scalar()) {
            let x = rhs.scalar_f64().unwrap_or(0.0);
            let d = Rc::make_mut(d);
            let k = match subs {
                [_] => k / d.rows.max(1),
                _ => k,
            };
            return crate::index::assign(
                &mut d.diag,
                &[Value::Num((k + 1) as f64)],
                &Value::Num(x),
            );
        }
        // Octave converts one subscript into a diagonal matrix to two
        // first, so growth past its end fails there.
        if let [p] = subs {
            let past = p
                .to_f64_vec()
                .is_ok_and(|ps| ps.iter().any(|&x| x > (d.rows * d.cols) as f64));
            if past && !crate::index::is_colon(p) && p.class() != Class::Logical {
                return Err(MatError::msg("ind2sub: index out of range"));
            }
        }
    }
    let mut f = full(v);
    crate::index::assign(&mut f, &full_all(subs), &full(rhs))?;
    *v = f;
    Ok(())
}

/// `v(subs) = []` of a diagonal or permutation matrix: a full result.
pub fn delete(v: &mut Value, subs: &[Value]) -> Result<(), MatError> {
    let mut f = full(v);
    crate::index::delete(&mut f, &full_all(subs))?;
    *v = f;
    Ok(())
}

/// Concatenation with a diagonal or permutation part: full.
pub fn concat(
    parts: &[Value],
    join: impl FnOnce(&[Value]) -> Result<Value, MatError>,
) -> Result<Value, MatError> {
    join(&full_all(parts))
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

    #[test]
    fn leading_blocks_stay_diagonal_and_elements_are_scalars() {
        let d = diag_of_f64s(3, 3, vec![1.0, 2.0, 3.0]);
        let b = crate::index::index(&d, &[crate::index::colon(), Value::Num(1.0)]).unwrap();
        assert!(matches!(&b, Value::Diag(x) if x.rows == 3 && x.cols == 1));
        let e = crate::index::index(&d, &[Value::Num(2.0), Value::Num(2.0)]).unwrap();
        assert!(matches!(e, Value::Num(x) if x == 2.0));
        let f = crate::index::index(&d, &[Value::Num(2.0), crate::index::colon()]).unwrap();
        assert!(matches!(f, Value::Double(_)));
    }

    #[test]
    fn writing_the_diagonal_keeps_it() {
        let mut d = diag_of_f64s(2, 2, vec![1.0, 2.0]);
        assign(
            &mut d,
            &[Value::Num(2.0), Value::Num(2.0)],
            &Value::Num(7.0),
        )
        .unwrap();
        assert!(matches!(&d, Value::Diag(x) if x.diag.to_f64_vec().unwrap() == [1.0, 7.0]));
        assign(
            &mut d,
            &[Value::Num(1.0), Value::Num(2.0)],
            &Value::Num(5.0),
        )
        .unwrap();
        assert!(matches!(d, Value::Double(_)));
    }
}
