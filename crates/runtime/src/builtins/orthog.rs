//! `mgorth (X, V)`: one step of modified Gram-Schmidt, X orthogonalized
//! against the orthonormal columns of V (Golub and Van Loan, §5.2.8).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("mgorth", mgorth)];

/// `[Y, H] = mgorth (X, V)`: `X = V*H(1:k)' + H(k+1)*Y` with `Y` of unit
/// norm (or zero when X lies in V's span).
fn mgorth(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (xv, vv) = (&args[0], &args[1]);
    let n = xv.numel();
    let vd = vv.dims();
    if !xv.dims().is_vector() && n != 0 || vd.rows() != n {
        return Err(MatError::msg(
            "mgorth: V should be a matrix, and X a column vector with the same number of rows as V.",
        ));
    }
    let complex = xv.is_complex() || vv.is_complex();
    let mut x = num_data("mgorth", xv)?;
    let v = num_data("mgorth", vv)?;
    let k = vd.cols();
    let mut h = vec![C64::new(0.0, 0.0); k + 1];
    for j in 0..k {
        let col = &v[j * n..(j + 1) * n];
        let hj: C64 = col.iter().zip(&x).map(|(a, b)| a.conj() * b).sum();
        for (xi, a) in x.iter_mut().zip(col) {
            *xi -= hj * a;
        }
        h[j] = hj;
    }
    let norm = x.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
    h[k] = C64::new(norm, 0.0);
    if norm != 0.0 {
        for xi in &mut x {
            *xi /= norm;
        }
    }
    let (y, h) = if complex {
        (
            complex_result(Class::Double, Dims::rc(n, 1), x),
            complex_result(Class::Double, Dims::rc(1, k + 1), h),
        )
    } else {
        (
            Value::from_f64s(Dims::rc(n, 1), x.iter().map(|z| z.re).collect()),
            Value::from_f64s(Dims::rc(1, k + 1), h.iter().map(|z| z.re).collect()),
        )
    };
    Ok(vec![y, h])
}
