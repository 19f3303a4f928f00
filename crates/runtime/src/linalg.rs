//! Dense linear algebra hooks used by the operators (`\`, `/`, `inv`, `^`).
//!
//! A first, dependency-free implementation (LU with partial pivoting, as
//! LAPACK's dgesv; Householder least squares for non-square systems). The
//! builtins library may replace these bodies with faer-backed ones; the
//! signatures are the contract with `ops`.

use crate::error::MatError;
use crate::value::{Dims, Value};

fn real_matrix(v: &Value, what: &str) -> Result<(usize, usize, Vec<f64>), MatError> {
    if v.is_complex() {
        return Err(MatError::msg(format!(
            "{what}: complex matrices are not supported yet"
        )));
    }
    let d = v.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg(format!(
            "{what}: not defined for N-D objects"
        )));
    }
    Ok((d.rows(), d.cols(), v.to_f64_vec()?))
}

fn singular_warning() {
    // Octave prints "warning: matrix singular to machine precision" on stderr;
    // warnings are routed by the interpreter, so this layer stays silent.
}

/// LU factorization with partial pivoting in place (column-major n x n).
/// Returns the row permutation, LAPACK's pivot list and whether the matrix
/// is singular.
fn lu(a: &mut [f64], n: usize) -> (Vec<usize>, Vec<usize>, bool) {
    let mut piv: Vec<usize> = (0..n).collect();
    let mut ipiv: Vec<usize> = (0..n).collect();
    let mut singular = false;
    for k in 0..n {
        let mut p = k;
        let mut best = a[k + k * n].abs();
        for i in k + 1..n {
            let v = a[i + k * n].abs();
            if v > best {
                best = v;
                p = i;
            }
        }
        if best == 0.0 {
            singular = true;
            continue;
        }
        if p != k {
            for j in 0..n {
                a.swap(k + j * n, p + j * n);
            }
            piv.swap(k, p);
        }
        ipiv[k] = p;
        // LAPACK's dgetf2 scales by the reciprocal of the pivot.
        let r = 1.0 / a[k + k * n];
        for i in k + 1..n {
            a[i + k * n] *= r;
        }
        for j in k + 1..n {
            let f = a[k + j * n];
            if f != 0.0 {
                for i in k + 1..n {
                    a[i + j * n] -= a[i + k * n] * f;
                }
            }
        }
    }
    (piv, ipiv, singular)
}

fn lu_solve(lu: &[f64], piv: &[usize], n: usize, b: &[f64], nrhs: usize) -> Vec<f64> {
    let mut x = vec![0.0; n * nrhs];
    for c in 0..nrhs {
        let col = &mut x[c * n..(c + 1) * n];
        for i in 0..n {
            col[i] = b[piv[i] + c * n];
        }
        for i in 0..n {
            let xi = col[i];
            for r in i + 1..n {
                col[r] -= lu[r + i * n] * xi;
            }
        }
        for i in (0..n).rev() {
            col[i] /= lu[i + i * n];
            let xi = col[i];
            for r in 0..i {
                col[r] -= lu[r + i * n] * xi;
            }
        }
    }
    x
}

/// Least squares `min ||A x - b||` by Householder QR (m x n, any shape).
fn lstsq(a: &[f64], m: usize, n: usize, b: &[f64], nrhs: usize) -> Vec<f64> {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    let k = m.min(n);
    for j in 0..k {
        let mut norm = 0.0;
        for i in j..m {
            norm += a[i + j * m] * a[i + j * m];
        }
        let norm = norm.sqrt();
        if norm == 0.0 {
            continue;
        }
        let alpha = if a[j + j * m] > 0.0 { -norm } else { norm };
        let mut v: Vec<f64> = (j..m).map(|i| a[i + j * m]).collect();
        v[0] -= alpha;
        let vn: f64 = v.iter().map(|x| x * x).sum();
        if vn == 0.0 {
            continue;
        }
        for c in j..n {
            let s: f64 = (j..m).map(|i| v[i - j] * a[i + c * m]).sum::<f64>() * 2.0 / vn;
            for i in j..m {
                a[i + c * m] -= s * v[i - j];
            }
        }
        for c in 0..nrhs {
            let s: f64 = (j..m).map(|i| v[i - j] * b[i + c * m]).sum::<f64>() * 2.0 / vn;
            for i in j..m {
                b[i + c * m] -= s * v[i - j];
            }
        }
    }
    let mut x = vec![0.0; n * nrhs];
    for c in 0..nrhs {
        for i in (0..k).rev() {
            let mut s = b[i + c * m];
            for j in i + 1..k {
                s -= a[i + j * m] * x[j + c * n];
            }
            let d = a[i + i * m];
            x[i + c * n] = if d == 0.0 { 0.0 } else { s / d };
        }
    }
    x
}

/// `a \ b` for non-scalar `a` (dims already checked: rows agree).
pub fn mldivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    let (m, n, ad) = real_matrix(a, "mldivide")?;
    let (_, nrhs, bd) = real_matrix(b, "mldivide")?;
    if m == n {
        let mut f = ad;
        let (piv, _, singular) = lu(&mut f, n);
        if singular {
            singular_warning();
            let x: Vec<f64> = vec![f64::INFINITY; n * nrhs];
            return Ok(Value::from_f64s(Dims::rc(n, nrhs), x));
        }
        let x = lu_solve(&f, &piv, n, &bd, nrhs);
        return Ok(Value::from_f64s(Dims::rc(n, nrhs), x));
    }
    let x = lstsq(&ad, m, n, &bd, nrhs);
    Ok(Value::from_f64s(Dims::rc(n, nrhs), x))
}

/// `a / b` = `(b.' \ a.').'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    let at = crate::ops::transpose(a, false)?;
    let bt = crate::ops::transpose(b, false)?;
    let x = mldivide(&bt, &at)?;
    crate::ops::transpose(&x, false)
}

/// Matrix inverse (square; singular gives Inf, as Octave, which also warns).
pub fn inv(a: &Value) -> Result<Value, MatError> {
    let (m, n, ad) = real_matrix(a, "inverse")?;
    if m != n {
        return Err(MatError::msg("inverse: argument must be a square matrix"));
    }
    let mut f = ad;
    let (_, ipiv, singular) = lu(&mut f, n);
    if singular {
        singular_warning();
        return Ok(Value::from_f64s(Dims::rc(n, n), vec![f64::INFINITY; n * n]));
    }
    Ok(Value::from_f64s(Dims::rc(n, n), getri(f, &ipiv, n)))
}

/// Inverse from an LU factorization as LAPACK's dtrtri + dgetri compute it
/// (inv(U) first, then solve inv(A)*L = inv(U), then undo the pivoting).
fn getri(mut a: Vec<f64>, ipiv: &[usize], n: usize) -> Vec<f64> {
    // dtrti2: upper, non-unit.
    for j in 0..n {
        a[j + j * n] = 1.0 / a[j + j * n];
        let ajj = -a[j + j * n];
        // x := triu(inv U)(0..j,0..j) * x with x = column j above the diagonal (dtrmv).
        for k in 0..j {
            let t = a[k + j * n];
            if t != 0.0 {
                for i in 0..k {
                    a[i + j * n] += t * a[i + k * n];
                }
                a[k + j * n] = t * a[k + k * n];
            }
        }
        for i in 0..j {
            a[i + j * n] *= ajj;
        }
    }
    // dgetri, unblocked.
    let mut work = vec![0.0; n];
    for j in (0..n).rev() {
        for i in j + 1..n {
            work[i] = a[i + j * n];
            a[i + j * n] = 0.0;
        }
        for k in j + 1..n {
            let w = work[k];
            if w != 0.0 {
                for i in 0..n {
                    a[i + j * n] -= a[i + k * n] * w;
                }
            }
        }
    }
    for j in (0..n.saturating_sub(1)).rev() {
        let jp = ipiv[j];
        if jp != j {
            for i in 0..n {
                a.swap(i + j * n, i + jp * n);
            }
        }
    }
    a
}

/// `s ^ A` (scalar base, square matrix exponent): needs an eigendecomposition.
pub fn scalar_matrix_power(_a: &Value, _b: &Value) -> Result<Value, MatError> {
    Err(MatError::msg(
        "mpower: scalar ^ matrix is not supported by matc yet",
    ))
}

/// `A ^ p` with a non-integer or complex `p`: needs an eigendecomposition.
pub fn matrix_power_general(_a: &Value, _b: &Value) -> Result<Value, MatError> {
    Err(MatError::msg(
        "mpower: matrix ^ non-integer power is not supported by matc yet",
    ))
}
