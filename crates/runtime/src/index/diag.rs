//! Indexing, assignment and deletion of diagonal and permutation matrices.
//! Kept as Octave 7.3 keeps them: `D(i, j) = x` on the diagonal (a real
//! scalar `x`), `D(1:m, 1:n)` (leading blocks: `:`, `1:k`, `1`, all-true
//! masks), `P(:, :)`; an element `D(i, j)` is a scalar of `D`'s class.
//! Other reads take the elements without the full array; other writes
//! make the matrix full.

use std::rc::Rc;

use crate::error::MatError;
use crate::value::diagmat::{diag_value, full, full_all, DiagMatrix};
use crate::value::{Class, Form, Tensor, Value};

/// The first `n` elements of the column `v`.
pub(crate) fn head(v: &Value, n: usize) -> Result<Value, MatError> {
    if v.numel() == n {
        return Ok(v.clone());
    }
    let idx = Value::real(Tensor::row((1..=n).map(|k| k as f64).collect()));
    crate::index::index(v, &[idx])
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::diagmat::diag_of_f64s;

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
