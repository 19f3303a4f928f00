//! Dense linear algebra: mtimes, mldivide/mrdivide (LAPACK-style LU, Cholesky, triangular, least squares), inv det lu qr chol eig expm.
//!
//! Factorizations follow LAPACK's unblocked algorithms (pivot choice, sign
//! conventions, reciprocal scaling) so results match Octave's to rounding,
//! up to the order from which `blocked` runs faer's blocked kernels;
//! a real symmetric matrix's eigen-decomposition is LAPACK's `dsyev`
//! (`symeig`); SVD and the other eigen-decompositions come from faer, the
//! generalized ones through `qz`.

// Index loops mirror the LAPACK reference code they reproduce.
#![allow(clippy::needless_range_loop)]

mod blocked;
mod hqr;
mod openblas;
mod qz;
mod reorder;
mod schur;
mod symeig;

use std::ops::{Add, Div, Mul, Neg, Sub};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("expm", expm),
    ("mtimes", mtimes),
    ("mldivide", mldivide),
    ("mrdivide", mrdivide),
    ("inv", inv),
    ("inverse", inv),
    ("det", det),
    ("lu", lu),
    ("qr", qr),
    ("chol", chol),
    ("eig", eig),
    ("transpose", transpose),
    ("ctranspose", ctranspose),
    ("pinv", pinv),
    ("rank", rank),
    ("svd", svd),
    ("issymmetric", issymmetric),
    ("hess", schur::hess),
    ("schur", schur::schur),
    ("rsf2csf", schur::rsf2csf),
    ("sqrtm", schur::sqrtm),
    ("sylvester", schur::sylvester),
    ("balance", schur::balance),
    ("rcond", rcond),
    ("givens", givens),
    ("cholinv", cholinv),
    ("chol2inv", chol2inv),
    ("qz", qz::qz),
    ("ordqz", qz::ordqz),
    ("ordschur", qz::ordschur),
];

/// Scalar field operations shared by the real and complex kernels.
pub trait Field:
    faer::traits::ComplexField
    + Copy
    + PartialEq
    + Default
    + std::fmt::Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    fn zero() -> Self;
    fn one() -> Self;
    /// LAPACK's pivot magnitude (`|re| + |im|` for complex, as `izamax`).
    fn abs1(self) -> f64;
    fn abs(self) -> f64;
    fn conj(self) -> Self;
    fn re(self) -> f64;
    fn im(self) -> f64;
    /// `z` in this field (its real part, for a real field).
    fn from_c64(z: C64) -> Self;
    fn from_f64(x: f64) -> Self;
    fn sqrt(self) -> Self;
    fn is_nan(self) -> bool;
}

impl Field for f64 {
    fn zero() -> Self {
        0.0
    }
    fn one() -> Self {
        1.0
    }
    fn abs1(self) -> f64 {
        self.abs()
    }
    fn abs(self) -> f64 {
        f64::abs(self)
    }
    fn conj(self) -> Self {
        self
    }
    fn re(self) -> f64 {
        self
    }
    fn im(self) -> f64 {
        0.0
    }
    fn from_c64(z: C64) -> Self {
        z.re
    }
    fn from_f64(x: f64) -> Self {
        x
    }
    fn sqrt(self) -> Self {
        f64::sqrt(self)
    }
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
}

impl Field for C64 {
    fn zero() -> Self {
        C64::new(0.0, 0.0)
    }
    fn one() -> Self {
        C64::new(1.0, 0.0)
    }
    fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
    fn abs(self) -> f64 {
        self.norm()
    }
    fn conj(self) -> Self {
        C64::conj(&self)
    }
    fn re(self) -> f64 {
        self.re
    }
    fn im(self) -> f64 {
        self.im
    }
    fn from_c64(z: C64) -> Self {
        z
    }
    fn from_f64(x: f64) -> Self {
        C64::new(x, 0.0)
    }
    fn sqrt(self) -> Self {
        C64::sqrt(self)
    }
    fn is_nan(self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
}

/// A column-major matrix being worked on.
#[derive(Clone, Debug)]
pub struct M<T> {
    pub r: usize,
    pub c: usize,
    pub a: Vec<T>,
}

impl<T: Field> M<T> {
    fn zeros(r: usize, c: usize) -> Self {
        M {
            r,
            c,
            a: vec![T::zero(); r * c],
        }
    }
    fn eye(n: usize) -> Self {
        let mut m = Self::zeros(n, n);
        for i in 0..n {
            m.a[i + i * n] = T::one();
        }
        m
    }
    #[inline]
    fn at(&self, i: usize, j: usize) -> T {
        self.a[i + j * self.r]
    }
    #[inline]
    fn set(&mut self, i: usize, j: usize, x: T) {
        self.a[i + j * self.r] = x;
    }
    fn ctrans(&self) -> Self {
        let mut t = Self::zeros(self.c, self.r);
        for j in 0..self.c {
            for i in 0..self.r {
                t.a[j + i * self.c] = self.at(i, j).conj();
            }
        }
        t
    }
    fn is_upper(&self) -> bool {
        (0..self.c).all(|j| (j + 1..self.r).all(|i| self.at(i, j) == T::zero()))
    }
    fn is_lower(&self) -> bool {
        (0..self.c).all(|j| (0..j.min(self.r)).all(|i| self.at(i, j) == T::zero()))
    }
    fn is_hermitian(&self) -> bool {
        self.r == self.c
            && (0..self.c).all(|j| (j..self.r).all(|i| self.at(i, j) == self.at(j, i).conj()))
    }
    fn norm1(&self) -> f64 {
        (0..self.c)
            .map(|j| (0..self.r).map(|i| self.at(i, j).abs()).sum::<f64>())
            .fold(
                0.0,
                |a: f64, x| if x.is_nan() { f64::NAN } else { a.max(x) },
            )
    }
}

/// `C = A * B` in reference-BLAS loop order (column saxpy), faer for large sizes.
pub fn matmul<T: Field>(a: &M<T>, b: &M<T>) -> M<T> {
    let mut c = M::zeros(a.r, b.c);
    for j in 0..b.c {
        let cj = &mut c.a[j * a.r..(j + 1) * a.r];
        for l in 0..a.c {
            let t = b.at(l, j);
            if t == T::zero() {
                continue;
            }
            let al = &a.a[l * a.r..(l + 1) * a.r];
            for (ci, &ai) in cj.iter_mut().zip(al) {
                *ci += t * ai;
            }
        }
    }
    c
}

/// LU factorization with partial pivoting in place (LAPACK `dgetf2`):
/// returns the row swaps `piv[j]` and the first zero pivot (1-based) if any.
#[cfg(test)]
pub fn lu_in_place<T: Field>(m: &mut M<T>) -> (Vec<usize>, usize) {
    let (f, piv, info) = lu_of(m);
    *m = f;
    (piv, info)
}

/// The LU factorization of `a` as `lu_in_place` leaves it, with one copy
/// of `a` (the blocked kernel factors the copy in place and, in the rare
/// case it gives up, the unblocked one factors a fresh copy).
pub fn lu_of<T: Field>(a: &M<T>) -> (M<T>, Vec<usize>, usize) {
    lu_in(a.clone(), || a.clone())
}

/// `lu_of` of a matrix `m` the caller owns, factored in place; `again`
/// makes `m` anew for the unblocked kernel, if the blocked one gives up.
fn lu_in<T: Field>(mut m: M<T>, again: impl FnOnce() -> M<T>) -> (M<T>, Vec<usize>, usize) {
    if blocked::wanted(m.r.min(m.c)) {
        if let Some(piv) = blocked::lu(&mut m) {
            return (m, piv, 0);
        }
        m = again();
    }
    let (piv, info) = lu_unblocked(&mut m);
    (m, piv, info)
}

/// LAPACK's `dgetf2` on `m` in place.
fn lu_unblocked<T: Field>(m: &mut M<T>) -> (Vec<usize>, usize) {
    let (r, c) = (m.r, m.c);
    let k = r.min(c);
    let mut piv = Vec::with_capacity(k);
    let mut info = 0;
    for j in 0..k {
        let mut p = j;
        let mut best = -1.0;
        for i in j..r {
            let v = m.at(i, j).abs1();
            if v > best || (best.is_nan() && !v.is_nan()) {
                best = v;
                p = i;
            }
        }
        piv.push(p);
        if m.at(p, j) != T::zero() {
            if p != j {
                for col in 0..c {
                    m.a.swap(j + col * r, p + col * r);
                }
            }
            let d = m.at(j, j);
            if d.abs() >= f64::MIN_POSITIVE {
                let rec = T::one() / d;
                for i in j + 1..r {
                    let x = m.at(i, j);
                    m.set(i, j, x * rec);
                }
            } else {
                for i in j + 1..r {
                    let x = m.at(i, j);
                    m.set(i, j, x / d);
                }
            }
        } else if info == 0 {
            info = j + 1;
        }
        for col in j + 1..c {
            let t = m.at(j, col);
            if t == T::zero() {
                continue;
            }
            for i in j + 1..r {
                let x = m.at(i, col) - m.at(i, j) * t;
                m.set(i, col, x);
            }
        }
    }
    (piv, info)
}

/// Solves `U x = b` (upper) or `L x = b` (lower, optionally unit) in place, column by column (`dtrsm`).
fn tri_solve<T: Field>(t: &M<T>, b: &mut M<T>, upper: bool, unit: bool) {
    let n = t.r;
    if blocked::wanted(n) {
        return blocked::tri_solve(t, b, upper, unit);
    }
    for j in 0..b.c {
        let col = &mut b.a[j * n..(j + 1) * n];
        if upper {
            for k in (0..n).rev() {
                if col[k] != T::zero() {
                    if !unit {
                        col[k] /= t.at(k, k);
                    }
                    let x = col[k];
                    for i in 0..k {
                        col[i] -= x * t.at(i, k);
                    }
                }
            }
        } else {
            for k in 0..n {
                if col[k] != T::zero() {
                    if !unit {
                        col[k] /= t.at(k, k);
                    }
                    let x = col[k];
                    for i in k + 1..n {
                        col[i] -= x * t.at(i, k);
                    }
                }
            }
        }
    }
}

/// Solves `T' x = b` in place (the adjoint of the upper or lower `T`):
/// from the blocked order on a view of `T`, below it on `T`'s copy, whose
/// substitution order gives Octave's bits.
fn tri_solve_adjoint<T: Field>(t: &M<T>, b: &mut M<T>, upper: bool, unit: bool) {
    if blocked::wanted(t.r) {
        return blocked::tri_solve_adjoint(t, b, upper, unit);
    }
    tri_solve(&t.ctrans(), b, !upper, unit)
}

fn apply_piv<T: Field>(piv: &[usize], b: &mut M<T>) {
    for (j, &p) in piv.iter().enumerate() {
        if p != j {
            for col in 0..b.c {
                b.a.swap(j + col * b.r, p + col * b.r);
            }
        }
    }
}

/// Inverse from an LU factorization as LAPACK's dtrtri + dgetri compute it
/// (inv(U) first, then solve inv(A)*L = inv(U), then undo the pivoting), so
/// `inv` matches Octave bit for bit on small matrices.
fn getri<T: Field>(lu: &M<T>, ipiv: &[usize]) -> M<T> {
    let n = lu.r;
    if blocked::wanted(n) {
        return blocked::inverse(lu, ipiv);
    }
    let mut a = lu.a.clone();
    // dtrti2: upper, non-unit.
    for j in 0..n {
        a[j + j * n] = T::one() / a[j + j * n];
        let ajj = -a[j + j * n];
        for k in 0..j {
            let t = a[k + j * n];
            if t != T::zero() {
                for i in 0..k {
                    a[i + j * n] = a[i + j * n] + t * a[i + k * n];
                }
                a[k + j * n] = t * a[k + k * n];
            }
        }
        for i in 0..j {
            a[i + j * n] *= ajj;
        }
    }
    // dgetri, unblocked.
    let mut work = vec![T::zero(); n];
    for j in (0..n).rev() {
        for i in j + 1..n {
            work[i] = a[i + j * n];
            a[i + j * n] = T::zero();
        }
        for k in j + 1..n {
            let w = work[k];
            if w != T::zero() {
                for i in 0..n {
                    a[i + j * n] = a[i + j * n] - a[i + k * n] * w;
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
    M { r: n, c: n, a }
}

/// Upper Cholesky factor `R` with `R' R = A` (LAPACK `dpotrf` 'U');
/// `Err(k)` with the failing 1-based column when A is not positive definite
/// or a pivot is NaN (the solvers then take another way).
pub fn chol_upper<T: Field>(a: &M<T>) -> Result<M<T>, usize> {
    if blocked::wanted(a.r) {
        return blocked::chol_upper(a);
    }
    chol_unblocked(a, false)
}

/// `chol`'s factor: a NaN pivot is no failure, only one `<= 0` is, as in
/// OpenBLAS's `potrf`, which Octave's `chol` calls; every element that
/// depends on a NaN is NaN. The blocked kernel stops at a NaN, so a matrix
/// with one is factored again here, unblocked.
fn chol_nan_passes<T: Field>(a: &M<T>) -> Result<M<T>, usize> {
    match chol_upper(a) {
        Err(_) if a.a.iter().any(|x| x.is_nan()) => chol_unblocked(a, true),
        r => r,
    }
}

/// LAPACK's unblocked `dpotf2` 'U'; a NaN pivot fails unless `nan_passes`.
fn chol_unblocked<T: Field>(a: &M<T>, nan_passes: bool) -> Result<M<T>, usize> {
    let n = a.r;
    let mut r = M::zeros(n, n);
    for j in 0..n {
        let mut s = a.at(j, j).re();
        for k in 0..j {
            let x: T = r.at(k, j);
            s -= (x.conj() * x).re();
        }
        if s <= 0.0 || (s.is_nan() && !nan_passes) {
            return Err(j + 1);
        }
        let d = s.sqrt();
        r.set(j, j, T::from_f64(d));
        for i in j + 1..n {
            let mut t = a.at(j, i);
            for k in 0..j {
                t -= r.at(k, j).conj() * r.at(k, i);
            }
            r.set(j, i, t / T::from_f64(d));
        }
    }
    Ok(r)
}

/// Reciprocal 1-norm condition number, computed exactly from the inverse.
fn rcond_from_inverse<T: Field>(a: &M<T>, inv: &M<T>) -> f64 {
    rcond_of_norms(a.norm1(), inv.norm1())
}

/// The reciprocal condition number from the 1-norms of a matrix and of
/// its inverse.
fn rcond_of_norms(na: f64, ni: f64) -> f64 {
    if na == 0.0 || ni.is_infinite() {
        0.0
    } else {
        1.0 / (na * ni)
    }
}

/// Reciprocal 1-norm condition number of the square `a`, from `solve(x,
/// adjoint)`, which overwrites `x` with `a \ x` (`a' \ x` when `adjoint`):
/// exact through the inverse below the blocked order, as Octave's small
/// results print it; above, where the inverse would cost more than the
/// factorization, Hager's estimate of `norm(inv(a), 1)` as Higham refined
/// it (LAPACK's `xLACON`, which Octave's `rcond` uses too).
fn rcond_by<T: Field>(a: &M<T>, solve: impl Fn(&mut M<T>, bool)) -> f64 {
    let n = a.r;
    if !blocked::wanted(n) {
        let mut inv = M::eye(n);
        solve(&mut inv, false);
        return rcond_from_inverse(a, &inv);
    }
    let (na, ni) = (a.norm1(), inverse_norm1_estimate(n, solve));
    if na == 0.0 || ni.is_infinite() {
        0.0
    } else {
        1.0 / (na * ni)
    }
}

/// A lower bound of `norm(inv(A), 1)`, almost always within a factor 3,
/// from a few solves (Higham, "FORTRAN codes for estimating the one-norm of
/// a real or complex matrix", ACM TOMS 14(4), 1988, Algorithm 4.1).
fn inverse_norm1_estimate<T: Field>(n: usize, solve: impl Fn(&mut M<T>, bool)) -> f64 {
    let column = |a: Vec<T>| M { r: n, c: 1, a };
    let norm1 = |x: &M<T>| x.a.iter().map(|v| v.abs()).sum::<f64>();
    let mut x = column(vec![T::from_f64(1.0 / n as f64); n]);
    let mut est = 0.0;
    let mut last = usize::MAX;
    for step in 0..5 {
        solve(&mut x, false);
        let next = norm1(&x);
        if next.is_nan() {
            return f64::NAN;
        }
        if step > 0 && next <= est {
            break;
        }
        est = next;
        let signs = x.a.iter().map(|&v| match v.abs() {
            0.0 => T::one(),
            m => v / T::from_f64(m),
        });
        let mut z = column(signs.collect());
        solve(&mut z, true);
        let j = (0..n).fold(0, |j, i| if z.a[i].abs() > z.a[j].abs() { i } else { j });
        if j == last {
            break;
        }
        last = j;
        x = column(vec![T::zero(); n]);
        x.a[j] = T::one();
    }
    // An alternating vector catches what the power steps miss.
    let mut alt = column(
        (0..n)
            .map(|i| {
                let s = if i % 2 == 0 { 1.0 } else { -1.0 };
                T::from_f64(s * (1.0 + i as f64 / (n - 1).max(1) as f64))
            })
            .collect(),
    );
    solve(&mut alt, false);
    est.max(2.0 * norm1(&alt) / (3.0 * n as f64))
}

/// Octave's warning for (nearly) singular systems.
fn singular_warning(ctx: &mut Ctx, rcond: f64) {
    let msg = if rcond == 0.0 || rcond.is_nan() {
        "matrix singular to machine precision".to_string()
    } else {
        format!(
            "matrix singular to machine precision, rcond = {}",
            fmt_g(rcond)
        )
    };
    ctx.warn("Octave:singular-matrix", &msg);
}

/// `%g` formatting of a positive double (6 significant digits).
fn fmt_g(x: f64) -> String {
    let e = x.abs().log10().floor() as i32;
    if !(-5..6).contains(&e) {
        let s = format!("{:.5e}", x);
        let (m, ex) = s.split_once('e').unwrap_or((&s, "0"));
        let m = m.trim_end_matches('0').trim_end_matches('.');
        let ex: i32 = ex.parse().unwrap_or(0);
        format!("{m}e{}{:02}", if ex < 0 { '-' } else { '+' }, ex.abs())
    } else {
        let s = format!("{:.*}", (5 - e).max(0) as usize, x);
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    }
}

/// Minimum-norm least-squares solution through the SVD (LAPACK `dgelsd`
/// with `rcond = -1`: singular values below eps * s_max count as zero).
fn lstsq<T: Field + FaerScalar>(a: &M<T>, b: &M<T>) -> M<T> {
    let (m, n) = (a.r, a.c);
    let mut x = M::zeros(n, b.c);
    if m == 0 || n == 0 {
        return x;
    }
    let fa = faer::Mat::<T::F>::from_fn(m, n, |i, j| T::to_faer(a.at(i, j)));
    let Ok(svd) = fa.thin_svd() else {
        x.a.iter_mut().for_each(|v| *v = T::from_f64(f64::NAN));
        return x;
    };
    let (u, s, v) = (svd.U(), svd.S(), svd.V());
    let k = s.dim();
    let sv: Vec<f64> = (0..k).map(|i| T::faer_re(s[i].clone())).collect();
    let smax = sv.iter().cloned().fold(0.0, f64::max);
    let tol = f64::EPSILON * smax;
    for col in 0..b.c {
        for (i, &si) in sv.iter().enumerate() {
            if si <= tol || si == 0.0 {
                continue;
            }
            // c = u_i^H b / s_i
            let mut c = T::zero();
            for r in 0..m {
                c += T::from_faer(u[(r, i)].clone()).conj() * b.at(r, col);
            }
            let c = c / T::from_f64(si);
            for r in 0..n {
                let xv = x.at(r, col) + T::from_faer(v[(r, i)].clone()) * c;
                x.set(r, col, xv);
            }
        }
    }
    x
}

/// Bridge between our scalars and faer's.
pub trait FaerScalar: Sized {
    type F: faer::traits::ComplexField;
    fn to_faer(self) -> Self::F;
    fn from_faer(x: Self::F) -> Self;
    fn faer_re(x: Self::F) -> f64;
}

impl FaerScalar for f64 {
    type F = f64;
    fn to_faer(self) -> f64 {
        self
    }
    fn from_faer(x: f64) -> f64 {
        x
    }
    fn faer_re(x: f64) -> f64 {
        x
    }
}

impl FaerScalar for C64 {
    type F = faer::c64;
    fn to_faer(self) -> faer::c64 {
        faer::c64::new(self.re, self.im)
    }
    fn from_faer(x: faer::c64) -> C64 {
        C64::new(x.re, x.im)
    }
    fn faer_re(x: faer::c64) -> f64 {
        x.re
    }
}

/// `A \ B` for matrices as Octave's dense solver dispatches it.
pub fn solve<T: Field + FaerScalar>(ctx: &mut Ctx, a: &M<T>, b: &M<T>) -> Result<M<T>, MatError> {
    if a.r != b.r {
        return Err(MatError::new(
            "Octave:nonconformant-args",
            format!(
                "operator \\: nonconformant arguments (op1 is {}x{}, op2 is {}x{})",
                a.r, a.c, b.r, b.c
            ),
        ));
    }
    if a.r != a.c {
        return Ok(lstsq(a, b));
    }
    let n = a.r;
    if n == 0 {
        return Ok(M::zeros(a.c, b.c));
    }
    if a.is_upper() || a.is_lower() {
        let upper = a.is_upper();
        // Triangular: substitution.
        let rc = if (0..n).any(|i| a.at(i, i) == T::zero()) {
            0.0
        } else {
            rcond_by(a, |x, adjoint| match adjoint {
                false => tri_solve(a, x, upper, false),
                true => tri_solve_adjoint(a, x, upper, false),
            })
        };
        if rc < f64::EPSILON || rc.is_nan() {
            singular_warning(ctx, rc);
        }
        let mut x = b.clone();
        tri_solve(a, &mut x, upper, false);
        return Ok(x);
    }
    if a.is_hermitian() && (0..n).all(|i| a.at(i, i).re() > 0.0) {
        if let Ok(r) = chol_upper(a) {
            // A is Hermitian: its adjoint solve is the same.
            let rc = rcond_by(a, |x, _| {
                tri_solve_adjoint(&r, x, true, false);
                tri_solve(&r, x, true, false);
            });
            if rc < f64::EPSILON || rc.is_nan() {
                singular_warning(ctx, rc);
                return Ok(lstsq(a, b));
            }
            let mut x = b.clone();
            tri_solve_adjoint(&r, &mut x, true, false);
            tri_solve(&r, &mut x, true, false);
            return Ok(x);
        }
    }
    let (lu, piv, info) = lu_of(a);
    let rc = if info > 0 {
        0.0
    } else {
        rcond_by(a, |x, adjoint| {
            if adjoint {
                // A' = U' L' P: solve U', then L', then undo the swaps.
                tri_solve_adjoint(&lu, x, true, false);
                tri_solve_adjoint(&lu, x, false, true);
                for (j, &p) in piv.iter().enumerate().rev() {
                    if p != j {
                        x.a.swap(j, p);
                    }
                }
            } else {
                apply_piv(&piv, x);
                tri_solve(&lu, x, false, true);
                tri_solve(&lu, x, true, false);
            }
        })
    };
    if rc < f64::EPSILON || rc.is_nan() {
        singular_warning(ctx, rc);
        return Ok(lstsq(a, b));
    }
    let mut x = b.clone();
    apply_piv(&piv, &mut x);
    tri_solve(&lu, &mut x, false, true);
    tri_solve(&lu, &mut x, true, false);
    Ok(x)
}

/// A numeric operand as a real or complex matrix.
pub enum Mx {
    R(M<f64>),
    C(M<C64>),
}

/// A matrix read a second time, as `to_mx` read it the first: the same
/// value reads the same way twice.
impl Mx {
    fn into_real(self) -> M<f64> {
        match self {
            Mx::R(m) => m,
            Mx::C(_) => unreachable!("read as real the first time"),
        }
    }

    fn into_complex(self) -> M<C64> {
        match self {
            Mx::C(m) => m,
            Mx::R(_) => unreachable!("read as complex the first time"),
        }
    }
}

fn to_mx(name: &str, v: &Value) -> Result<(Mx, Class), MatError> {
    let d = v.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg(format!("{name}: only valid for 2-D objects")));
    }
    let cls = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok(match num_view(name, v)? {
        Num::R(r) => (
            Mx::R(M {
                r: d.rows(),
                c: d.cols(),
                a: r.data.into_owned(),
            }),
            cls,
        ),
        Num::C(c) => (
            Mx::C(M {
                r: d.rows(),
                c: d.cols(),
                a: c.data.into_owned(),
            }),
            cls,
        ),
    })
}

fn cplx(m: M<f64>) -> M<C64> {
    M {
        r: m.r,
        c: m.c,
        a: m.a.into_iter().map(|x| C64::new(x, 0.0)).collect(),
    }
}

fn from_m(m: M<f64>, cls: Class) -> Value {
    real_result(cls, Dims::rc(m.r, m.c), m.a)
}
fn from_mc(m: M<C64>, cls: Class) -> Value {
    complex_result(cls, Dims::rc(m.r, m.c), m.a)
}

fn join_class(a: Class, b: Class) -> Class {
    if a == Class::Single || b == Class::Single {
        Class::Single
    } else {
        Class::Double
    }
}

/// `a * b` (matrix product); scalars multiply elementwise.
pub fn mtimes_values(a: &Value, b: &Value) -> Result<Value, MatError> {
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() == 2
        && db.ndims() == 2
        && da.cols() != db.rows()
        && !da.is_scalar()
        && !db.is_scalar()
    {
        return Err(MatError::nonconformant("operator *", &da, &db));
    }
    let (ma, ca) = to_mx("mtimes", a)?;
    let (mb, cb) = to_mx("mtimes", b)?;
    let cls = join_class(ca, cb);
    if da.is_scalar() || db.is_scalar() {
        let (s, m, sd) = if da.is_scalar() {
            (&ma, &mb, &db)
        } else {
            (&mb, &ma, &da)
        };
        return Ok(match (s, m) {
            (Mx::R(s), Mx::R(m)) => {
                real_result(cls, sd.clone(), m.a.iter().map(|&x| s.a[0] * x).collect())
            }
            (Mx::R(s), Mx::C(m)) => {
                complex_result(cls, sd.clone(), m.a.iter().map(|&x| x * s.a[0]).collect())
            }
            (Mx::C(s), Mx::R(m)) => {
                complex_result(cls, sd.clone(), m.a.iter().map(|&x| s.a[0] * x).collect())
            }
            (Mx::C(s), Mx::C(m)) => {
                complex_result(cls, sd.clone(), m.a.iter().map(|&x| s.a[0] * x).collect())
            }
        });
    }
    Ok(match (ma, mb) {
        (Mx::R(x), Mx::R(y)) => from_m(matmul(&x, &y), cls),
        (Mx::R(x), Mx::C(y)) => from_mc(matmul(&cplx(x), &y), cls),
        (Mx::C(x), Mx::R(y)) => from_mc(matmul(&x, &cplx(y)), cls),
        (Mx::C(x), Mx::C(y)) => from_mc(matmul(&x, &y), cls),
    })
}

/// `a ./ b` with broadcasting and MATLAB's class rules (integer results
/// rounded): `s \ B` and `A / s` with a scalar `s`. (Here rather than in
/// `elfun` so that the operators' linear algebra stands below `ops`.)
fn divide_values(a: &Value, b: &Value) -> Result<Value, MatError> {
    if let (Value::Num(x), Value::Num(y)) = (a, b) {
        return Ok(Value::Num(x / y));
    }
    let na = num_view("rdivide", a)?;
    let nb = num_view("rdivide", b)?;
    let cls = binary_class("./", na.class(), nb.class())?;
    if let (Num::R(x), Num::R(y)) = (&na, &nb) {
        let (d, data) = zip_bcast("operator ./", &x.dims, &x.data, &y.dims, &y.data, |p, q| {
            p / q
        })?;
        return Ok(real_result(cls, d, data));
    }
    let to_c = |n: &Num| -> Vec<C64> {
        match n {
            Num::R(r) => r.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
            Num::C(c) => c.data.to_vec(),
        }
    };
    let (xa, xb) = (to_c(&na), to_c(&nb));
    let (d, data) = zip_bcast(
        "operator ./",
        na.dims(),
        &xa,
        nb.dims(),
        &xb,
        |p: C64, q: C64| {
            if q.im == 0.0 {
                C64::new(p.re / q.re, p.im / q.re)
            } else {
                p / q
            }
        },
    )?;
    Ok(complex_result(cls, d, data))
}

/// `a \ b`.
pub fn mldivide_values(ctx: &mut Ctx, a: &Value, b: &Value) -> Result<Value, MatError> {
    let (da, db) = (a.dims(), b.dims());
    if da.is_scalar() {
        return divide_values(b, a);
    }
    if da.ndims() > 2 || db.ndims() > 2 {
        return Err(MatError::msg("operator \\: not defined for N-D objects"));
    }
    let (ma, ca) = to_mx("mldivide", a)?;
    let (mb, cb) = to_mx("mldivide", b)?;
    let cls = join_class(ca, cb);
    Ok(match (ma, mb) {
        (Mx::R(x), Mx::R(y)) => from_m(solve(ctx, &x, &y)?, cls),
        (Mx::R(x), Mx::C(y)) => from_mc(solve(ctx, &cplx(x), &y)?, cls),
        (Mx::C(x), Mx::R(y)) => from_mc(solve(ctx, &x, &cplx(y))?, cls),
        (Mx::C(x), Mx::C(y)) => from_mc(solve(ctx, &x, &y)?, cls),
    })
}

/// `a / b` = `(b' \ a')'`.
pub fn mrdivide_values(ctx: &mut Ctx, a: &Value, b: &Value) -> Result<Value, MatError> {
    let (da, db) = (a.dims(), b.dims());
    if db.is_scalar() {
        return divide_values(a, b);
    }
    if da.ndims() == 2 && db.ndims() == 2 && da.cols() != db.cols() {
        return Err(MatError::nonconformant("operator /", &da, &db));
    }
    let (ma, ca) = to_mx("mrdivide", a)?;
    let (mb, cb) = to_mx("mrdivide", b)?;
    let cls = join_class(ca, cb);
    Ok(match (ma, mb) {
        (Mx::R(x), Mx::R(y)) => from_m(solve(ctx, &y.ctrans(), &x.ctrans())?.ctrans(), cls),
        (Mx::R(x), Mx::C(y)) => from_mc(solve(ctx, &y.ctrans(), &cplx(x).ctrans())?.ctrans(), cls),
        (Mx::C(x), Mx::R(y)) => from_mc(solve(ctx, &cplx(y).ctrans(), &x.ctrans())?.ctrans(), cls),
        (Mx::C(x), Mx::C(y)) => from_mc(solve(ctx, &y.ctrans(), &x.ctrans())?.ctrans(), cls),
    })
}

fn mtimes(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut acc = mtimes_values(&args[0], &args[1])?;
    for b in &args[2..] {
        acc = mtimes_values(&acc, b)?;
    }
    one(acc)
}
fn mldivide(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(mldivide_values(ctx, &args[0], &args[1])?)
}
fn mrdivide(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(mrdivide_values(ctx, &args[0], &args[1])?)
}

/// `inv(a)` and its reciprocal condition number, factoring `a` in place
/// (`again` makes it anew, as `lu_in` asks).
fn inv_impl<T: Field>(ctx: &mut Ctx, a: M<T>, again: impl FnOnce() -> M<T>) -> (M<T>, f64) {
    let (n, norm) = (a.r, a.norm1());
    let (lu, piv, info) = lu_in(a, again);
    if info > 0 {
        singular_warning(ctx, 0.0);
        let x = M {
            r: n,
            c: n,
            a: vec![T::from_f64(f64::INFINITY); n * n],
        };
        return (x, 0.0);
    }
    let x = getri(&lu, &piv);
    let rc = rcond_of_norms(norm, x.norm1());
    if rc < f64::EPSILON {
        singular_warning(ctx, rc);
    }
    (x, rc)
}

/// `inv(a)` as a value (the operator hook for `A^-1`).
pub fn inv_value(ctx: &mut Ctx, a: &Value) -> Result<Value, MatError> {
    Ok(inv(ctx, std::slice::from_ref(a), 1)?.remove(0))
}

/// Eigendecomposition `A = V diag(d) V^-1` as complex matrices.
fn eig_complex(a: &Value) -> Result<(usize, Vec<C64>, M<C64>), MatError> {
    let d = a.dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg(
            "for x^y, only square matrix arguments are permitted and one argument must be scalar.  Use .^ for elementwise power.",
        ));
    }
    let n = d.rows();
    let (m, _) = to_mx("mpower", a)?;
    let failed = |_| MatError::msg("mpower: eigendecomposition failed");
    // A real matrix goes through the real Schur form, as LAPACK's dgeev in
    // Octave does: its real eigenvalues come out exactly real, so that a
    // negative one takes the principal branch (`(-x)^0.5` is `+i sqrt(x)`).
    let e = match &m {
        Mx::R(x) => {
            let f = faer::Mat::<f64>::from_fn(n, n, |i, j| x.at(i, j));
            faer::linalg::solvers::Eigen::new_from_real(f.as_ref()).map_err(failed)?
        }
        Mx::C(x) => faer::Mat::<faer::c64>::from_fn(n, n, |i, j| C64::to_faer(x.at(i, j)))
            .eigen()
            .map_err(failed)?,
    };
    let (s, u) = (e.S(), e.U());
    let vals = (0..n).map(|i| C64::new(s[i].re, s[i].im)).collect();
    let v = M {
        r: n,
        c: n,
        a: (0..n * n)
            .map(|k| C64::from_faer(u[(k % n, k / n)]))
            .collect(),
    };
    Ok((n, vals, v))
}

/// `V diag(f(d)) V^-1`, narrowed to real when possible.
fn eig_apply(
    ctx: &mut Ctx,
    a: &Value,
    f: impl Fn(C64) -> C64,
    cls: Class,
) -> Result<Value, MatError> {
    let (n, vals, v) = eig_complex(a)?;
    let mut vd = v.clone();
    for j in 0..n {
        let fj = f(vals[j]);
        for i in 0..n {
            let x = vd.at(i, j) * fj;
            vd.set(i, j, x);
        }
    }
    let r = solve(ctx, &v.ctrans(), &vd.ctrans())?.ctrans();
    Ok(from_mc(r, cls))
}

/// `s ^ A`.
pub fn scalar_matrix_power(ctx: &mut Ctx, s: &Value, a: &Value) -> Result<Value, MatError> {
    let z = s
        .scalar_c64()
        .ok_or_else(|| MatError::msg("mpower: invalid scalar base"))?;
    let cls = join_class(s.class(), a.class());
    eig_apply(
        ctx,
        a,
        |l| {
            if z == C64::new(0.0, 0.0) {
                C64::new(0.0, 0.0)
            } else {
                (l * z.ln()).exp()
            }
        },
        cls,
    )
}

/// `A ^ p` for non-integer or complex scalar `p`.
pub fn matrix_power_general(ctx: &mut Ctx, a: &Value, p: &Value) -> Result<Value, MatError> {
    let z = p
        .scalar_c64()
        .ok_or_else(|| MatError::msg("mpower: invalid exponent"))?;
    let cls = join_class(a.class(), p.class());
    eig_apply(
        ctx,
        a,
        |l| {
            if l == C64::new(0.0, 0.0) {
                l
            } else {
                (z * l.ln()).exp()
            }
        },
        cls,
    )
}

pub(super) fn inv(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("inverse: A must be a square matrix"));
    }
    let (m, cls) = to_mx("inverse", &args[0])?;
    // The copy `to_mx` made is factored in place; made again only if the
    // blocked LU gives up.
    let again = || to_mx("inverse", &args[0]).expect("read once").0;
    let (v, rc) = match m {
        Mx::R(m) => {
            let (x, rc) = inv_impl(ctx, m, || again().into_real());
            (from_m(x, cls), rc)
        }
        Mx::C(m) => {
            let (x, rc) = inv_impl(ctx, m, || again().into_complex());
            (from_mc(x, cls), rc)
        }
    };
    let mut out = vec![v];
    if nargout > 1 {
        out.push(Value::Num(rc));
    }
    Ok(out)
}

/// `det(a)`, factoring `a` in place (`again` makes it anew, as `lu_in`
/// asks).
fn det_of<T: Field>(a: M<T>, again: impl FnOnce() -> M<T>) -> T {
    // Octave tries Cholesky first for Hermitian matrices with a positive
    // diagonal: det = prod(diag(R))^2.
    if a.r > 0 && a.is_hermitian() && (0..a.r).all(|i| a.at(i, i).re() > 0.0) {
        if let Ok(r) = chol_upper(&a) {
            let mut p = T::one();
            for i in 0..a.r {
                p *= r.at(i, i);
            }
            return p * p;
        }
    }
    let (lu, piv, _) = lu_in(a, again);
    let mut d = T::one();
    for (i, &p) in piv.iter().enumerate() {
        d *= lu.at(i, i);
        if p != i {
            d = -d;
        }
    }
    d
}

fn det(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("det: A must be a square matrix"));
    }
    if args[0].is_char() && !d.is_empty() {
        return Err(MatError::msg(
            "invalid conversion from string to real matrix",
        ));
    }
    let (m, cls) = to_mx("det", &args[0])?;
    // The copy `to_mx` made is factored in place.
    let again = || to_mx("det", &args[0]).expect("read once").0;
    one(match m {
        Mx::R(m) => real_result(cls, Dims::scalar(), vec![det_of(m, || again().into_real())]),
        Mx::C(m) => complex_result(
            cls,
            Dims::scalar(),
            vec![det_of(m, || again().into_complex())],
        ),
    })
}

/// `lu`'s factors for `nargout` outputs: `[Y]`, `[L, U]` or `[L, U]` and
/// the row permutation of `P` (`P(i, perm[i]) = 1`).
fn lu_parts<T: Field>(a: &M<T>, nargout: usize) -> (Vec<M<T>>, Option<Vec<usize>>) {
    let (r, c) = (a.r, a.c);
    let k = r.min(c);
    let (f, piv, _) = lu_of(a);
    if nargout <= 1 {
        return (vec![f], None);
    }
    let mut l = M::zeros(r, k);
    let mut u = M::zeros(k, c);
    for j in 0..k {
        let lj = &mut l.a[j * r..(j + 1) * r];
        lj[j] = T::one();
        lj[j + 1..].copy_from_slice(&f.a[j * r + j + 1..(j + 1) * r]);
    }
    if k > 0 {
        for j in 0..c {
            let h = j.min(k - 1) + 1;
            u.a[j * k..j * k + h].copy_from_slice(&f.a[j * r..j * r + h]);
        }
    }
    // Row permutation: perm[i] = original row now at position i.
    let mut perm: Vec<usize> = (0..r).collect();
    for (j, &p) in piv.iter().enumerate() {
        perm.swap(j, p);
    }
    if nargout == 2 {
        // L := P' L so that A = L U.
        let mut pl = M::zeros(r, k);
        for j in 0..k {
            let (src, dst) = (&l.a[j * r..(j + 1) * r], &mut pl.a[j * r..(j + 1) * r]);
            for (i, &orig) in perm.iter().enumerate() {
                dst[orig] = src[i];
            }
        }
        return (vec![pl, u], None);
    }
    (vec![l, u], Some(perm))
}

fn lu(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (m, cls) = to_mx("lu", &args[0])?;
    let (mut out, perm) = match m {
        Mx::R(m) => {
            let (f, perm) = lu_parts(&m, nargout);
            (
                f.into_iter().map(|x| from_m(x, cls)).collect::<Vec<_>>(),
                perm,
            )
        }
        Mx::C(m) => {
            let (f, perm) = lu_parts(&m, nargout);
            (f.into_iter().map(|x| from_mc(x, cls)).collect(), perm)
        }
    };
    if let Some(perm) = perm {
        out.push(crate::value::diagmat::perm_value(perm));
    }
    Ok(out)
}

/// The 2-norm of `x` without overflow, as LAPACK's `dnrm2` scales it.
fn scaled_norm(x: impl Iterator<Item = f64>) -> f64 {
    let (mut scale, mut ssq) = (0.0f64, 1.0f64);
    for x in x.filter(|&x| x != 0.0) {
        let ax = x.abs();
        if scale < ax {
            ssq = 1.0 + ssq * (scale / ax) * (scale / ax);
            scale = ax;
        } else {
            ssq += (ax / scale) * (ax / scale);
        }
    }
    if scale > 0.0 {
        scale * ssq.sqrt()
    } else {
        0.0
    }
}

/// A Householder QR factorization as LAPACK computes it: `f` holds R on
/// and above the diagonal and the reflectors' vectors below it (`dgeqr2`,
/// or with column pivoting `dgeqp3`, whose column order is `perm`).
struct HouseholderQr<T> {
    f: M<T>,
    tau: Vec<T>,
    perm: Vec<usize>,
}

/// LAPACK's `xGEQR2` (`xGEQP3`'s `xLAQP2` with `pivot`): Householder
/// reflectors `H = I - tau v v'` with a real `beta` on the diagonal.
fn qr_factor<T: Field>(a: &M<T>, pivot: bool) -> HouseholderQr<T> {
    let (m, n) = (a.r, a.c);
    let k = m.min(n);
    let mut f = a.clone();
    let mut tau = vec![T::zero(); k];
    let mut perm: Vec<usize> = (0..n).collect();
    // dgeqp3's partial column norms: current (vn1) and at the last
    // recomputation (vn2).
    let mut vn1: Vec<f64> = (0..n)
        .map(|c| scaled_norm((0..m).map(|i| f.at(i, c).abs())))
        .collect();
    let mut vn2 = vn1.clone();
    for j in 0..k {
        if pivot {
            // The column of largest remaining norm (the first of equals).
            let mut best = j;
            for c in j + 1..n {
                if vn1[c] > vn1[best] {
                    best = c;
                }
            }
            if best != j {
                for i in 0..m {
                    let (x, y) = (f.at(i, j), f.at(i, best));
                    f.set(i, j, y);
                    f.set(i, best, x);
                }
                perm.swap(j, best);
                vn1[best] = vn1[j];
                vn2[best] = vn2[j];
            }
        }
        // xLARFG on f(j..m, j)
        let alpha = f.at(j, j);
        let xnorm = scaled_norm((j + 1..m).map(|i| f.at(i, j).abs()));
        if xnorm != 0.0 || alpha.im() != 0.0 {
            let (re, im) = (alpha.re(), alpha.im());
            let beta = -scaled_norm([re, im, xnorm].into_iter()).copysign(re);
            let b = T::from_f64(beta);
            tau[j] = (b - alpha) / b;
            let scal = T::one() / (alpha - b);
            for i in j + 1..m {
                let x = f.at(i, j) * scal;
                f.set(i, j, x);
            }
            f.set(j, j, b);
            // Apply H' = I - conj(tau) v v' to f(j..m, j+1..n) (xLARF).
            let t_conj = tau[j].conj();
            for c in j + 1..n {
                let mut w = f.at(j, c);
                for i in j + 1..m {
                    w += f.at(i, j).conj() * f.at(i, c);
                }
                let t = t_conj * w;
                let x = f.at(j, c) - t;
                f.set(j, c, x);
                for i in j + 1..m {
                    let x = f.at(i, c) - f.at(i, j) * t;
                    f.set(i, c, x);
                }
            }
        }
        if pivot {
            // dlaqp2's update of the partial norms, recomputed where
            // cancellation has eaten their accuracy.
            let tol3z = f64::EPSILON.sqrt();
            for c in j + 1..n {
                if vn1[c] != 0.0 {
                    let ratio = f.at(j, c).abs() / vn1[c];
                    let temp = (1.0 - ratio * ratio).max(0.0);
                    let temp2 = temp * (vn1[c] / vn2[c]) * (vn1[c] / vn2[c]);
                    if temp2 <= tol3z {
                        vn1[c] = scaled_norm((j + 1..m).map(|i| f.at(i, c).abs()));
                        vn2[c] = vn1[c];
                    } else {
                        vn1[c] *= temp.sqrt();
                    }
                }
            }
        }
    }
    HouseholderQr { f, tau, perm }
}

impl<T: Field> HouseholderQr<T> {
    /// R: the upper triangle of `f`, `rows` rows (m, or min(m, n) economy).
    fn r(&self, rows: usize) -> M<T> {
        let mut r = M::zeros(rows, self.f.c);
        for c in 0..self.f.c {
            for i in 0..=c.min(rows.saturating_sub(1)) {
                if i < rows && i < self.f.r {
                    r.set(i, c, self.f.at(i, c));
                }
            }
        }
        r
    }

    /// Q's first `cols` columns from the reflectors, last to first (`xUNG2R`).
    fn q(&self, cols: usize) -> M<T> {
        let (f, m) = (&self.f, self.f.r);
        let mut q = M::zeros(m, cols);
        for i in 0..cols.min(m) {
            q.set(i, i, T::one());
        }
        for j in (0..self.tau.len()).rev() {
            for c in j..cols {
                let mut w = q.at(j, c);
                for i in j + 1..m {
                    w += f.at(i, j).conj() * q.at(i, c);
                }
                let t = self.tau[j] * w;
                let x = q.at(j, c) - t;
                q.set(j, c, x);
                for i in j + 1..m {
                    let x = q.at(i, c) - f.at(i, j) * t;
                    q.set(i, c, x);
                }
            }
        }
        q
    }
}

/// A real or complex result matrix of class `cls`.
fn to_value<T: Field>(m: M<T>, cls: Class) -> Value {
    if T::IS_REAL {
        let a = m.a.into_iter().map(|x| x.re()).collect();
        from_m(M { r: m.r, c: m.c, a }, cls)
    } else {
        let a = m.a.into_iter().map(|x| C64::new(x.re(), x.im())).collect();
        from_mc(M { r: m.r, c: m.c, a }, cls)
    }
}

/// `qr (A)`, `qr (A, 0)`, `[Q, R] = qr (...)`, `[Q, R, P] = qr (A)` with
/// column pivoting (`A * P = Q * R`, `abs (diag (R))` decreasing), P a
/// permutation matrix, or a vector (`A(:, p) = Q * R`) with `"vector"` or
/// the economy factorization; `[C, R] = qr (A, B)` gives `C = Q' * B`.
fn qr(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (mut econ, mut as_vector, mut b) = (false, false, None);
    for (k, opt) in args.iter().enumerate().skip(1) {
        match opt.as_string().as_deref() {
            Some("vector") => as_vector = true,
            Some("matrix") => as_vector = false,
            Some("econ") => econ = true,
            Some(other) => {
                return Err(MatError::msg(format!(
                    "qr: type for P must be 'matrix' or 'vector', not {other}"
                )))
            }
            None if opt.scalar_f64() == Some(0.0) && (k == 2 || args.len() == 2) => econ = true,
            None if k == 1 && (opt.is_numeric() || opt.class() == Class::Logical) => b = Some(opt),
            None => {
                return Err(MatError::msg(
                    "qr: B must be a full matrix (only 0 or \"vector\" supported)",
                ))
            }
        }
    }
    if b.is_some() && nargout > 2 {
        return Err(MatError::msg(
            "qr: too many output arguments for dense A with B",
        ));
    }
    let (a, cls) = to_mx("qr", &args[0])?;
    let (b, cls) = match b {
        Some(b) => {
            let (x, c) = to_mx("qr", b)?;
            (Some(x), join_class(cls, c))
        }
        None => (None, cls),
    };
    let complex = |x: Mx| match x {
        Mx::R(x) => cplx(x),
        Mx::C(x) => x,
    };
    match (a, b) {
        (Mx::R(a), None) if nargout <= 1 && blocked::wanted(a.r.min(a.c)) => {
            match blocked::qr_packed(&a) {
                Some(x) => one(to_value(x, cls)),
                None => qr_of(a, None, econ, as_vector, nargout, cls),
            }
        }
        (Mx::R(a), None) => qr_of(a, None, econ, as_vector, nargout, cls),
        (Mx::R(a), Some(Mx::R(b))) => qr_of(a, Some(b), econ, as_vector, nargout, cls),
        (a, b) => qr_of(complex(a), b.map(complex), econ, as_vector, nargout, cls),
    }
}

fn qr_of<T: Field>(
    m: M<T>,
    b: Option<M<T>>,
    econ: bool,
    as_vector: bool,
    nargout: usize,
    cls: Class,
) -> Out {
    let k = if econ { m.r.min(m.c) } else { m.r };
    if let Some(b) = b.filter(|_| nargout >= 2) {
        if b.r != m.r {
            return Err(MatError::msg("qr: dimension mismatch"));
        }
        let qr = qr_factor(&m, false);
        let q = qr.q(k);
        return Ok(vec![
            to_value(matmul(&q.ctrans(), &b), cls),
            to_value(qr.r(k), cls),
        ]);
    }
    if nargout >= 2 && blocked::wanted(m.r.min(m.c)) {
        let (q, r, perm) = blocked::qr(&m, nargout >= 3, k);
        return Ok(qr_outputs(
            to_value(q, cls),
            to_value(r, cls),
            &perm,
            econ || as_vector,
            nargout,
        ));
    }
    let qr = qr_factor(&m, nargout >= 3);
    if nargout <= 1 {
        // Octave returns LAPACK's packed factors, m x n also for the
        // economy form: R with the reflectors below it, each scaled by
        // its tau (liboctave's qr::raw).
        let mut x = qr.f;
        for (j, &tau) in qr.tau.iter().enumerate() {
            for i in j + 1..x.r {
                let v = x.at(i, j) * tau;
                x.set(i, j, v);
            }
        }
        return one(to_value(x, cls));
    }
    let (q, r) = (to_value(qr.q(k), cls), to_value(qr.r(k), cls));
    Ok(qr_outputs(q, r, &qr.perm, econ || as_vector, nargout))
}

/// `Q`, `R` and, for three outputs, the column order `perm` as a vector or
/// a permutation matrix.
fn qr_outputs(q: Value, r: Value, perm: &[usize], vector: bool, nargout: usize) -> Vec<Value> {
    let mut out = vec![q, r];
    if nargout >= 3 {
        let n = perm.len();
        out.push(if vector {
            let p = perm.iter().map(|&p| (p + 1) as f64).collect();
            real_result(Class::Double, Dims::rc(1, n), p)
        } else {
            // Column j of P holds its one in row perm[j].
            let mut rows = vec![0; n];
            for (j, &c) in perm.iter().enumerate() {
                rows[c] = j;
            }
            crate::value::diagmat::perm_value(rows)
        });
    }
    out
}

fn chol(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("chol: A must be a square matrix"));
    }
    let lower = matches!(
        args.get(1).and_then(|a| a.as_string()).as_deref(),
        Some("lower") | Some("Lower")
    );
    let (m, cls) = to_mx("chol", &args[0])?;
    let fail = || MatError::msg("chol: input matrix must be positive definite");
    // `L` is the adjoint of the upper factor of the lower triangle's adjoint.
    macro_rules! go {
        ($m:expr, $wrap:expr) => {{
            let m = if lower { $m.ctrans() } else { $m };
            match chol_nan_passes(&m) {
                Ok(r) => {
                    let r = if lower { r.ctrans() } else { r };
                    let mut out = vec![$wrap(r, cls)];
                    if nargout > 1 {
                        out.push(Value::Num(0.0));
                    }
                    Ok(out)
                }
                Err(k) if nargout > 1 => {
                    // Octave returns the leading (k-1)x(k-1) factor and p = k.
                    let sub = M {
                        r: k - 1,
                        c: k - 1,
                        a: (0..(k - 1) * (k - 1))
                            .map(|i| m.at(i % (k - 1), i / (k - 1)))
                            .collect(),
                    };
                    let r = chol_nan_passes(&sub).unwrap_or_else(|_| M::zeros(0, 0));
                    let r = if lower { r.ctrans() } else { r };
                    Ok(vec![$wrap(r, cls), Value::Num(k as f64)])
                }
                Err(_) => Err(fail()),
            }
        }};
    }
    match m {
        Mx::R(m) => go!(m, from_m),
        Mx::C(m) => go!(m, from_mc),
    }
}

/// `eig (A [, BALANCEOPTION] [, EIGVALOPTION])`: the eigenvalues as a
/// column, or `[V, D]` (`[V, D, W]` for a symmetric or Hermitian matrix);
/// "vector" and "matrix" choose D's form against the default. Balancing is
/// not done, so "balance" and "nobalance" are alike.
fn eig(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let a = &args[0];
    // Octave's order: an empty A gives empty results whatever the rest.
    if a.is_empty() {
        return Ok(vec![Value::empty(); nargout.clamp(1, 2)]);
    }
    if !a.class().is_float() {
        return Err(wrong_type("eig", a));
    }
    if a.dims().rows() != a.dims().get(1) {
        return Err(MatError::msg("eig: A must be a square matrix"));
    }
    // `eig (A, B, ...)`: a second argument that is not an option is B.
    let b = args.get(1).filter(|v| !v.is_char());
    let opts = &args[1 + usize::from(b.is_some())..];
    let (mut shape, mut balance, mut qz_only) = (None, None, false);
    for opt in opts {
        if !opt.is_char() {
            return Err(wrong_type("eig", opt));
        }
        let word = opt.as_string().unwrap_or_default().to_lowercase();
        let exclusive = |set: &mut Option<bool>, value: bool, pair: &str| match set.replace(value) {
            Some(old) if old != value => Err(MatError::msg(format!(
                "eig: {pair} options are mutually exclusive"
            ))),
            _ => Ok(()),
        };
        match word.as_str() {
            "vector" | "matrix" => {
                exclusive(&mut shape, word == "matrix", "\"vector\" and \"matrix\"")?
            }
            "balance" | "nobalance" if b.is_some() => {
                return Err(MatError::msg(format!(
                    "eig: invalid \"{word}\" option for generalized eigenvalue problem"
                )))
            }
            "balance" | "nobalance" => exclusive(
                &mut balance,
                word == "balance",
                "\"balance\" and \"nobalance\"",
            )?,
            "chol" | "qz" if b.is_none() => {
                return Err(MatError::msg(format!(
                    "eig: invalid \"{word}\" option for algebraic eigenvalue problem"
                )))
            }
            "chol" | "qz" => qz_only = word == "qz",
            other => return Err(MatError::msg(format!("eig: invalid option \"{other}\""))),
        }
    }
    let matrix = shape.unwrap_or(nargout >= 2);
    let mut out = match b {
        Some(b) => qz::generalized_eig(a, b, qz_only, nargout)?,
        None => eig_decompose(a, nargout)?,
    };
    // The eigenvalues: D after V, or alone.
    let values = usize::from(nargout >= 2);
    if matrix != (nargout >= 2) {
        // `diag` turns the column into a diagonal matrix and back.
        out[values] = super::call(ctx, "diag", &out[values..=values], 1)?.remove(0);
    }
    Ok(out)
}

fn eig_decompose(a: &Value, nargout: usize) -> Out {
    let d = a.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("EIG requires square matrix"));
    }
    let n = d.rows();
    let (m, cls) = to_mx("eig", a)?;
    let finite = match &m {
        Mx::R(x) => x.a.iter().all(|v| v.is_finite()),
        Mx::C(x) => x.a.iter().all(|v| v.re.is_finite() && v.im.is_finite()),
    };
    if !finite {
        return Err(MatError::msg("EIG: matrix contains Inf or NaN values"));
    }
    let herm = match &m {
        Mx::R(x) => x.is_hermitian(),
        Mx::C(x) => x.is_hermitian(),
    };
    let fail = |_| MatError::msg("eig: failed to converge");
    if herm {
        // Real eigenvalues in ascending order, orthonormal vectors.
        let (vals, vecs) = match &m {
            Mx::R(x) => {
                let (vals, vecs) = symeig::dsyev(&x.a, n, nargout > 1)
                    .map_err(|_| MatError::msg("dsyev failed to converge"))?;
                let dims = Dims::rc(vecs.len() / n.max(1), n);
                (vals, real_result(cls, dims, vecs))
            }
            Mx::C(x) => {
                let f = faer::Mat::<faer::c64>::from_fn(n, n, |i, j| C64::to_faer(x.at(i, j)));
                let e = f.self_adjoint_eigen(faer::Side::Lower).map_err(fail)?;
                let s = e.S();
                let u = e.U();
                let vecs = (0..n * n)
                    .map(|k| C64::from_faer(u[(k % n, k / n)]))
                    .collect();
                (
                    (0..n).map(|i| s[i].re).collect(),
                    complex_result(cls, Dims::rc(n, n), vecs),
                )
            }
        };
        if nargout <= 1 {
            return one(real_result(cls, Dims::rc(n, 1), vals));
        }
        let d = crate::value::diagmat::diag_value(n, n, real_result(cls, Dims::rc(n, 1), vals));
        // The left eigenvectors W are the right ones (`[V, D, W] = eig (A)`).
        let w = (nargout > 2).then(|| vecs.clone());
        return Ok([vecs, d].into_iter().chain(w).collect());
    }
    let (vals, vecs): (Vec<C64>, Vec<C64>) = match &m {
        Mx::R(x) if nargout <= 1 && blocked::wanted(n) => {
            let e = blocked::eigenvalues(x)
                .ok_or_else(|| fail(faer::linalg::evd::EvdError::NoConvergence))?;
            (
                e.into_iter().map(|(re, im)| C64::new(re, im)).collect(),
                vec![],
            )
        }
        Mx::R(x) => {
            let f = faer::Mat::<f64>::from_fn(n, n, |i, j| x.at(i, j));
            if nargout <= 1 {
                let e = f.eigenvalues().map_err(fail)?;
                (e.iter().map(|z| C64::new(z.re, z.im)).collect(), vec![])
            } else {
                let e = f.eigen().map_err(fail)?;
                let (s, u) = (e.S(), e.U());
                (
                    (0..n).map(|i| C64::new(s[i].re, s[i].im)).collect(),
                    (0..n * n)
                        .map(|k| {
                            let z = u[(k % n, k / n)];
                            C64::new(z.re, z.im)
                        })
                        .collect(),
                )
            }
        }
        Mx::C(x) => {
            let f = faer::Mat::<faer::c64>::from_fn(n, n, |i, j| C64::to_faer(x.at(i, j)));
            if nargout <= 1 {
                let e = f.eigenvalues().map_err(fail)?;
                (e.iter().map(|z| C64::new(z.re, z.im)).collect(), vec![])
            } else {
                let e = f.eigen().map_err(fail)?;
                let (s, u) = (e.S(), e.U());
                (
                    (0..n).map(|i| C64::new(s[i].re, s[i].im)).collect(),
                    (0..n * n)
                        .map(|k| {
                            let z = u[(k % n, k / n)];
                            C64::new(z.re, z.im)
                        })
                        .collect(),
                )
            }
        }
    };
    if nargout <= 1 {
        return one(complex_result(cls, Dims::rc(n, 1), vals));
    }
    let mut vecs = vecs;
    for column in vecs.chunks_mut(n.max(1)) {
        normalize_eigenvector(column);
    }
    if matches!(m, Mx::R(_)) {
        // A real matrix's complex eigenvalues come in pairs, the one with the
        // positive imaginary part first; LAPACK gives one vector for both and
        // Octave makes the second its conjugate (a zero imaginary part -0).
        for j in 0..n.saturating_sub(1) {
            if vals[j].im > 0.0 && vals[j + 1] == vals[j].conj() {
                for i in 0..n {
                    vecs[(j + 1) * n + i] = vecs[j * n + i].conj();
                }
            }
        }
    }
    Ok(vec![
        complex_result(cls, Dims::rc(n, n), vecs),
        crate::value::diagmat::diag_value(n, n, complex_result(cls, Dims::rc(n, 1), vals)),
    ])
}

/// A real symmetric matrix's eigenvalues (ascending) and, when `vectors`,
/// eigenvectors (column-major) by faer: several times faster than `dsyev`
/// from order 100 or so, for callers that need not match LAPACK's bits
/// (`eigs` past eigs.m's small path, where Octave calls ARPACK).
pub fn symmetric_eigen_fast(
    a: &[f64],
    n: usize,
    vectors: bool,
) -> Result<(Vec<f64>, Vec<f64>), MatError> {
    let f = faer::Mat::<f64>::from_fn(n, n, |i, j| a[i + j * n]);
    let e = f
        .self_adjoint_eigen(faer::Side::Lower)
        .map_err(|_| MatError::msg("eig: failed to converge"))?;
    let (s, u) = (e.S(), e.U());
    let vecs = if vectors {
        (0..n * n).map(|k| u[(k % n, k / n)]).collect()
    } else {
        vec![]
    };
    Ok(((0..n).map(|i| s[i]).collect(), vecs))
}

/// Scales an eigenvector of a general matrix as LAPACK's `geev` does (and
/// so Octave): Euclidean norm 1, and its component of largest modulus (the
/// first such) real. faer leaves the norm as its back-substitution made it.
fn normalize_eigenvector(v: &mut [C64]) {
    let norm = v.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
    if norm == 0.0 || !norm.is_finite() {
        return;
    }
    let mut top = 0;
    for (i, z) in v.iter().enumerate() {
        if z.norm_sqr() > v[top].norm_sqr() {
            top = i;
        }
    }
    let big = v[top];
    let turn = if big.im == 0.0 {
        C64::new(1.0 / norm, 0.0)
    } else {
        big.conj() / (big.norm() * norm)
    };
    for z in v.iter_mut() {
        *z *= turn;
    }
    v[top].im = 0.0;
}

struct Transpose;

impl TensorOp for Transpose {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        if t.dims.ndims() > 2 {
            return Err(MatError::msg("transpose not defined for N-D objects"));
        }
        Ok(t.transpose())
    }
}

fn transpose(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(apply_op("transpose", &args[0], &Transpose)?)
}

fn ctranspose(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = apply_op("ctranspose", &args[0], &Transpose)?;
    Ok(vec![match t {
        Value::Complex(z) => Value::Complex(z.conj()),
        Value::ComplexDouble(t) => Value::complex(t.map(|z| z.conj())),
        Value::ComplexSingle(t) => Value::ComplexSingle(std::rc::Rc::new(t.map(|z| z.conj()))),
        v => v,
    }])
}

pub(super) fn singular_values(v: &Value, name: &str) -> Result<Vec<f64>, MatError> {
    let (m, _) = to_mx(name, v)?;
    Ok(match m {
        Mx::R(x) if blocked::wanted(x.r.min(x.c)) => blocked::singular_values(&x)
            .ok_or_else(|| MatError::msg(format!("{name}: SVD failed to converge")))?,
        Mx::C(x) if blocked::wanted(x.r.min(x.c)) => blocked::singular_values(&x)
            .ok_or_else(|| MatError::msg(format!("{name}: SVD failed to converge")))?,
        Mx::R(x) => {
            if x.r == 0 || x.c == 0 {
                return Ok(vec![]);
            }
            faer::Mat::<f64>::from_fn(x.r, x.c, |i, j| x.at(i, j))
                .singular_values()
                .map_err(|_| MatError::msg(format!("{name}: SVD failed to converge")))?
        }
        Mx::C(x) => {
            if x.r == 0 || x.c == 0 {
                return Ok(vec![]);
            }
            faer::Mat::<faer::c64>::from_fn(x.r, x.c, |i, j| C64::to_faer(x.at(i, j)))
                .singular_values()
                .map_err(|_| MatError::msg(format!("{name}: SVD failed to converge")))?
        }
    })
}

fn svd(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if nargout <= 1 {
        let s = singular_values(&args[0], "svd")?;
        let n = s.len();
        // The values of a single matrix are single, as its factors are.
        let cls = if args[0].class() == Class::Single {
            Class::Single
        } else {
            Class::Double
        };
        return one(Value::pack_real(cls, Dims::rc(n, 1), s));
    }
    // svd (A, "econ") is economy-sized on both sides, svd (A, 0) only when
    // A has more rows than columns (as in Octave and MATLAB).
    let (rows, cols) = (args[0].dims().rows(), args[0].dims().cols());
    let econ = match args.get(1) {
        None => false,
        Some(opt) if opt.is_char() => true,
        Some(_) => rows > cols,
    };
    let (m, cls) = to_mx("svd", &args[0])?;
    // S is a diagonal matrix value, as Octave returns it (but not when empty).
    let diag = |s: M<f64>| {
        let nonempty = s.r > 0 && s.c > 0;
        let v = from_m(s, cls);
        if nonempty {
            crate::value::diagmat::from_full(v)
        } else {
            v
        }
    };
    Ok(match m {
        Mx::R(x) => {
            let (u, s, v) = svd_factors(&x, econ)?;
            vec![from_m(u, cls), diag(s), from_m(v, cls)]
        }
        Mx::C(x) => {
            let (u, s, v) = svd_factors(&x, econ)?;
            let s = M {
                r: s.r,
                c: s.c,
                a: s.a.iter().map(|z| z.re()).collect(),
            };
            vec![from_mc(u, cls), diag(s), from_mc(v, cls)]
        }
    })
}

/// `U`, `S` and `V` of an SVD.
type Factors<T> = (M<T>, M<T>, M<T>);

/// `A = U*S*V'` by faer's SVD: the full form (U m x m, S m x n, V n x n)
/// or the economy one (k = min (m, n) columns of U and V, S k x k).
fn svd_factors<T: Field + FaerScalar>(a: &M<T>, econ: bool) -> Result<Factors<T>, MatError> {
    let (m, n) = (a.r, a.c);
    let k = m.min(n);
    let (ur, vr) = if econ { (k, k) } else { (m, n) };
    let mut s = M::zeros(ur, vr);
    if m == 0 || n == 0 {
        let basis = |r: usize, c: usize| if econ { M::zeros(r, c) } else { M::eye(r) };
        return Ok((basis(m, ur), s, basis(n, vr)));
    }
    if a.a.iter().any(|x| x.is_nan() || x.abs().is_infinite()) {
        return Err(MatError::msg(
            "svd: cannot take SVD of matrix containing Inf or NaN values",
        ));
    }
    let (u, d, v) =
        blocked::svd(a, econ).ok_or_else(|| MatError::msg("svd: SVD failed to converge"))?;
    for (i, &x) in d.iter().enumerate() {
        s.set(i, i, T::from_f64(x));
    }
    Ok((u, s, v))
}

fn rank(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = singular_values(&args[0], "rank")?;
    let d = args[0].dims();
    let tol = match args.get(1) {
        Some(t) => t.scalar_f64().unwrap_or(0.0),
        None => {
            let smax = s.first().copied().unwrap_or(0.0);
            d.rows().max(d.cols()) as f64 * smax * f64::EPSILON
        }
    };
    one(Value::Num(s.iter().filter(|&&x| x > tol).count() as f64))
}

fn pinv(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (m, cls) = to_mx("pinv", &args[0])?;
    let Mx::R(a) = m else {
        return Err(MatError::msg("pinv: complex matrices are not supported"));
    };
    let (r, c) = (a.r, a.c);
    if r == 0 || c == 0 {
        return one(from_m(M::zeros(c, r), cls));
    }
    let f = faer::Mat::<f64>::from_fn(r, c, |i, j| a.at(i, j));
    let svd = f
        .thin_svd()
        .map_err(|_| MatError::msg("pinv: SVD failed to converge"))?;
    let (u, s, v) = (svd.U(), svd.S(), svd.V());
    let k = s.dim();
    let smax = (0..k).map(|i| s[i]).fold(0.0, f64::max);
    let tol = match args.get(1) {
        Some(t) => t.scalar_f64().unwrap_or(0.0),
        None => r.max(c) as f64 * smax * f64::EPSILON,
    };
    let mut out = M::zeros(c, r);
    for i in 0..k {
        if s[i] <= tol {
            continue;
        }
        let inv = 1.0 / s[i];
        for jj in 0..r {
            for ii in 0..c {
                let x = out.at(ii, jj) + v[(ii, i)] * inv * u[(jj, i)];
                out.set(ii, jj, x);
            }
        }
    }
    one(from_m(out, cls))
}

/// Column-major n x n complex product.
fn cmat_mul(a: &[C64], b: &[C64], n: usize) -> Vec<C64> {
    let mut r = vec![C64::new(0.0, 0.0); n * n];
    for j in 0..n {
        for k in 0..n {
            let bkj = b[k + j * n];
            for i in 0..n {
                r[i + j * n] += a[i + k * n] * bkj;
            }
        }
    }
    r
}

/// Solves `a x = b` (n x n each) by Gaussian elimination with partial pivoting.
fn cmat_solve(mut a: Vec<C64>, mut b: Vec<C64>, n: usize) -> Vec<C64> {
    for k in 0..n {
        let p = (k..n)
            .max_by(|&x, &y| {
                (a[x + k * n].norm())
                    .partial_cmp(&a[y + k * n].norm())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(k);
        if p != k {
            for j in 0..n {
                a.swap(k + j * n, p + j * n);
                b.swap(k + j * n, p + j * n);
            }
        }
        let piv = a[k + k * n];
        for i in k + 1..n {
            let f = a[i + k * n] / piv;
            if f == C64::new(0.0, 0.0) {
                continue;
            }
            for j in k..n {
                let t = a[k + j * n];
                a[i + j * n] -= f * t;
            }
            for j in 0..n {
                let t = b[k + j * n];
                b[i + j * n] -= f * t;
            }
        }
    }
    for j in 0..n {
        for k in (0..n).rev() {
            let mut x = b[k + j * n];
            for i in k + 1..n {
                x -= a[k + i * n] * b[i + j * n];
            }
            b[k + j * n] = x / a[k + k * n];
        }
    }
    b
}

/// `expm(A)`: the matrix exponential by expm.m's method (trace reduction,
/// scaling, 8th-order Pade approximant, repeated squaring; without
/// expm.m's balancing step).
fn expm(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    if !(a.is_numeric() || a.class() == Class::Logical) {
        return Err(MatError::msg("expm: A must be a square matrix"));
    }
    let d = a.dims();
    if d.ndims() != 2 || d.rows() != d.cols() {
        return Err(MatError::msg("expm: A must be a square matrix"));
    }
    let n = d.rows();
    if n == 0 {
        return one(a.clone());
    }
    let mut m = a.to_c64_vec()?;
    if n == 1 {
        return one(complex_result(Class::Double, d, vec![m[0].exp()]));
    }
    for z in m.iter_mut() {
        if z.re == f64::NEG_INFINITY {
            z.re = -f64::MAX;
        }
    }
    let zero = C64::new(0.0, 0.0);
    let trshift = (0..n).map(|i| m[i + i * n]).fold(zero, |s, z| s + z) / n as f64;
    let shifted = trshift.re > 0.0;
    if shifted {
        for i in 0..n {
            m[i + i * n] -= trshift;
        }
    }
    let norm_inf = (0..n)
        .map(|i| (0..n).map(|j| m[i + j * n].norm()).sum::<f64>())
        .fold(0.0, f64::max);
    // [f, e] = log2(x): x = f * 2^e with f in [0.5, 1).
    let e = if norm_inf == 0.0 || !norm_inf.is_finite() {
        0
    } else {
        norm_inf.log2().floor() as i32 + 1
    };
    let s = e.clamp(0, 1023);
    let scale = 2f64.powi(-s);
    for z in m.iter_mut() {
        *z *= scale;
    }
    // expm.m's coefficients, verbatim.
    #[allow(clippy::excessive_precision)]
    let c = [
        5.0000000000000000e-1,
        1.1666666666666667e-1,
        1.6666666666666667e-2,
        1.6025641025641026e-3,
        1.0683760683760684e-4,
        4.8562548562548563e-6,
        1.3875013875013875e-7,
        1.9270852604185938e-9,
    ];
    let a2 = cmat_mul(&m, &m, n);
    let axpy = |x: &[C64], k: f64| {
        // x * a2 + k * I
        let mut r = cmat_mul(x, &a2, n);
        for i in 0..n {
            r[i + i * n] += k;
        }
        r
    };
    let x = {
        let mut t: Vec<C64> = a2.iter().map(|z| z * c[7]).collect();
        for i in 0..n {
            t[i + i * n] += c[5];
        }
        let t = axpy(&t, c[3]);
        let t = axpy(&t, c[1]);
        axpy(&t, 1.0)
    };
    let y = {
        let mut t: Vec<C64> = a2.iter().map(|z| z * c[6]).collect();
        for i in 0..n {
            t[i + i * n] += c[4];
        }
        let t = axpy(&t, c[2]);
        let t = axpy(&t, c[0]);
        cmat_mul(&t, &m, n)
    };
    let lhs: Vec<C64> = x.iter().zip(&y).map(|(p, q)| p - q).collect();
    let rhs: Vec<C64> = x.iter().zip(&y).map(|(p, q)| p + q).collect();
    let mut r = cmat_solve(lhs, rhs, n);
    for _ in 0..s {
        r = cmat_mul(&r, &r, n);
    }
    if shifted {
        let f = trshift.exp();
        for z in r.iter_mut() {
            *z *= f;
        }
    }
    if a.is_complex() {
        one(complex_result(Class::Double, d, r))
    } else {
        one(Value::from_f64s(d, r.iter().map(|z| z.re).collect()))
    }
}

/// `issymmetric (A [, SKEWOPT] [, TOL])` (Octave's `issymmetric.m`):
/// whether `A` equals its transpose (its negated transpose for "skew"),
/// exactly or within `TOL` relative to `norm (A, Inf)`.
fn issymmetric(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    let mut skew = Some("nonskew".to_string());
    let mut tol = Value::Num(0.0);
    match args {
        [_, t] if t.is_numeric() => tol = t.clone(),
        [_, s] if s.is_char() => skew = s.as_string(),
        [_, _] => {
            return Err(MatError::msg(
                "issymmetric: second argument must be a non-negative scalar TOL, or one of the strings: 'skew' / 'nonskew'",
            ))
        }
        [_, s, t] => {
            skew = s.as_string();
            tol = t.clone();
        }
        _ => {}
    }
    if !(a.is_numeric() || a.class() == Class::Logical || a.is_char()) {
        return Err(MatError::msg(
            "issymmetric: A must be a numeric, logical, or character matrix",
        ));
    }
    let sign = match skew.as_deref() {
        Some("nonskew") => 1.0,
        Some("skew") => -1.0,
        _ => {
            return Err(MatError::msg(
                "issymmetric: SKEWOPT must be 'skew' or 'nonskew'",
            ))
        }
    };
    let tol = match tol.scalar_f64() {
        Some(t) if tol.is_numeric() && tol.numel() == 1 && t >= 0.0 => t,
        _ => return Err(MatError::msg("issymmetric: TOL must be a scalar >= 0")),
    };
    let d = a.dims();
    if d.ndims() != 2 || d.rows() != d.cols() {
        return one(Value::Bool(false));
    }
    let n = d.rows();
    let z = a.to_c64_vec()?;
    let at = |i: usize, j: usize| z[i + j * n];
    if tol == 0.0 {
        let same = (0..n).all(|j| (0..n).all(|i| at(i, j) == at(j, i) * sign));
        return one(Value::Bool(same));
    }
    let row_norm = |f: &dyn Fn(usize, usize) -> C64| {
        (0..n)
            .map(|i| (0..n).map(|j| f(i, j).norm()).sum::<f64>())
            .fold(0.0, f64::max)
    };
    let norm_x = row_norm(&|i, j| at(i, j));
    let norm_d = row_norm(&|i, j| at(i, j) - at(j, i) * sign);
    one(Value::Bool(norm_x == 0.0 || norm_d / norm_x <= tol))
}

/// The reciprocal 1-norm condition number as Octave's `rcond` estimates it:
/// by the matrix type (triangular, Hermitian positive definite, general
/// LU), then Hager and Higham's estimate of `norm (inv (A), 1)`.
fn rcond_estimate<T: Field>(a: &M<T>) -> f64 {
    let n = a.r;
    if n == 0 {
        return f64::INFINITY;
    }
    if a.a.iter().any(|x| !x.abs().is_finite()) {
        return 0.0;
    }
    let anorm = a.norm1();
    if anorm == 0.0 {
        return 0.0;
    }
    let est = if a.is_upper() || a.is_lower() {
        if (0..n).any(|i| a.at(i, i) == T::zero()) {
            return 0.0;
        }
        let upper = a.is_upper();
        inverse_norm1_estimate(n, |x, adjoint| match adjoint {
            false => tri_solve(a, x, upper, false),
            true => tri_solve_adjoint(a, x, upper, false),
        })
    } else if let Some(r) = (a.is_hermitian() && (0..n).all(|i| a.at(i, i).re() > 0.0))
        .then(|| chol_upper(a).ok())
        .flatten()
    {
        inverse_norm1_estimate(n, |x, _| {
            tri_solve_adjoint(&r, x, true, false);
            tri_solve(&r, x, true, false);
        })
    } else {
        let (lu, piv, info) = lu_of(a);
        if info > 0 {
            return 0.0;
        }
        inverse_norm1_estimate(n, |x, adjoint| {
            if adjoint {
                tri_solve_adjoint(&lu, x, true, false);
                tri_solve_adjoint(&lu, x, false, true);
                for (j, &p) in piv.iter().enumerate().rev() {
                    if p != j {
                        x.a.swap(j, p);
                    }
                }
            } else {
                apply_piv(&piv, x);
                tri_solve(&lu, x, false, true);
                tri_solve(&lu, x, true, false);
            }
        })
    };
    if est.is_nan() {
        return f64::NAN;
    }
    1.0 / (anorm * est)
}

/// `rcond (A)`: an estimate of the reciprocal 1-norm condition number.
fn rcond(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("matrix must be square"));
    }
    let (m, cls) = to_mx("rcond", &args[0])?;
    let r = match m {
        Mx::R(a) => rcond_estimate(&a),
        Mx::C(a) => rcond_estimate(&a),
    };
    one(real_result(cls, Dims::rc(1, 1), vec![r]))
}

/// `G = givens (X, Y)`, `[C, S] = givens (X, Y)`: the rotation `G = [C S;
/// -S' C]` with `G * [X; Y] = [*; 0]` and `C >= 0` real (LAPACK's `xLARTG`).
fn givens(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let cls = join_class(args[0].class(), args[1].class());
    let first = |v: &Value| -> Result<C64, MatError> {
        let z = v.to_c64_vec()?;
        z.first()
            .copied()
            .ok_or_else(|| MatError::msg("givens: X and Y must be scalars"))
    };
    let (f, g) = (first(&args[0])?, first(&args[1])?);
    let r = f.norm().hypot(g.norm());
    let (c, s) = if g == C64::new(0.0, 0.0) {
        (1.0, C64::new(0.0, 0.0))
    } else if f == C64::new(0.0, 0.0) {
        (0.0, g.conj() / g.norm())
    } else {
        (f.norm() / r, (f / f.norm()) * g.conj() / r)
    };
    let complex = args[0].is_complex() || args[1].is_complex();
    let cls = if cls == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let num = |z: C64| match complex {
        true => complex_result_keep(cls, Dims::rc(1, 1), vec![z]),
        false => real_result(cls, Dims::rc(1, 1), vec![z.re]),
    };
    if nargout >= 2 {
        return Ok(vec![real_result(cls, Dims::rc(1, 1), vec![c]), num(s)]);
    }
    let g = M {
        r: 2,
        c: 2,
        a: vec![C64::new(c, 0.0), -s.conj(), s, C64::new(c, 0.0)],
    };
    Ok(vec![match complex {
        true => complex_result_keep(cls, Dims::rc(2, 2), g.a),
        false => real_result(cls, Dims::rc(2, 2), g.a.iter().map(|z| z.re).collect()),
    }])
}

/// `inv (R' * R)` for the upper triangle of `r`, symmetric by construction.
fn inverse_from_chol<T: Field>(r: &M<T>) -> M<T> {
    let n = r.r;
    let mut u = M::zeros(n, n);
    for j in 0..n {
        for i in 0..=j {
            u.set(i, j, r.at(i, j));
        }
    }
    let mut ri = M::eye(n);
    tri_solve(&u, &mut ri, true, false);
    let mut x = M::zeros(n, n);
    for j in 0..n {
        for i in 0..=j {
            let mut s = T::zero();
            for k in j..n {
                s += ri.at(i, k) * ri.at(j, k).conj();
            }
            x.set(i, j, s);
            x.set(j, i, s.conj());
        }
    }
    x
}

/// `cholinv (A)`: the inverse of a positive definite A through its Cholesky factor.
fn cholinv(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("chol: requires square matrix"));
    }
    let fail = || MatError::msg("cholinv: A must be positive definite");
    match to_mx("cholinv", &args[0])? {
        (Mx::R(a), cls) => one(from_m(
            inverse_from_chol(&chol_upper(&a).map_err(|_| fail())?),
            cls,
        )),
        (Mx::C(a), cls) => one(from_mc(
            inverse_from_chol(&chol_upper(&a).map_err(|_| fail())?),
            cls,
        )),
    }
}

/// `chol2inv (R)`: `inv (R' * R)` from the upper triangular Cholesky factor R.
fn chol2inv(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("chol2inv requires square matrix"));
    }
    match to_mx("chol2inv", &args[0])? {
        (Mx::R(r), cls) => one(from_m(inverse_from_chol(&r), cls)),
        (Mx::C(r), cls) => one(from_mc(inverse_from_chol(&r), cls)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mat(r: usize, c: usize, rows: &[f64]) -> Value {
        // Row-major literal to column-major value.
        let mut d = vec![0.0; r * c];
        for i in 0..r {
            for j in 0..c {
                d[i + j * r] = rows[i * c + j];
            }
        }
        Value::from_f64s(Dims::rc(r, c), d)
    }
    fn close(v: &Value, want: &[f64]) {
        let got = v.to_f64_vec().unwrap();
        assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - w).abs() <= 1e-4 * w.abs().max(1.0),
                "{got:?} vs {want:?}"
            );
        }
    }

    // Expected values: crates/runtime/tests/octave/linalg.m (Octave 7.3, format short).
    #[test]
    fn solves_like_octave() {
        let mut ctx = Ctx::new();
        let x = mldivide_values(
            &mut ctx,
            &mat(3, 2, &[1.0, 1.0, 1.0, 2.0, 1.0, 3.0]),
            &Value::col_f64(vec![1.0, 2.0, 2.0]),
        )
        .unwrap();
        close(&x, &[0.6667, 0.5]);
        let x = mldivide_values(
            &mut ctx,
            &mat(2, 2, &[4.0, -2.0, 1.0, 1.0]),
            &Value::col_f64(vec![2.0, 3.0]),
        )
        .unwrap();
        close(&x, &[1.3333, 1.6667]);
        assert!(ctx.err.is_empty());
        let x = mldivide_values(
            &mut ctx,
            &mat(2, 2, &[1.0, 2.0, 2.0, 4.0]),
            &Value::col_f64(vec![1.0, 2.0]),
        )
        .unwrap();
        close(&x, &[0.2, 0.4]);
        assert_eq!(
            String::from_utf8_lossy(&ctx.err),
            "warning: matrix singular to machine precision\n"
        );
        let a = mrdivide_values(
            &mut ctx,
            &mat(2, 2, &[1.0, 2.0, 3.0, 4.0]),
            &mat(2, 2, &[5.0, 6.0, 7.0, 8.0]),
        )
        .unwrap();
        close(&a, &[3.0, 2.0, -2.0, -1.0]);
    }

    #[test]
    fn factorizations_like_octave() {
        let mut ctx = Ctx::new();
        let r = qr(&mut ctx, &[mat(2, 2, &[1.0, 2.0, 3.0, 4.0])], 2).unwrap();
        close(&r[0], &[-0.3162, -0.9487, -0.9487, 0.3162]);
        close(&r[1], &[-3.1623, 0.0, -4.4272, -0.6325]);
        let r = lu(&mut ctx, &[mat(2, 2, &[4.0, 3.0, 6.0, 3.0])], 3).unwrap();
        close(&r[0], &[1.0, 0.6667, 0.0, 1.0]);
        close(&r[1], &[6.0, 0.0, 3.0, 1.0]);
        close(&r[2], &[0.0, 1.0, 1.0, 0.0]);
        let r = chol(&mut ctx, &[mat(2, 2, &[4.0, 2.0, 2.0, 3.0])], 1).unwrap();
        close(&r[0], &[2.0, 0.0, 1.0, std::f64::consts::SQRT_2]);
        assert!(chol(&mut ctx, &[mat(2, 2, &[1.0, 2.0, 2.0, 1.0])], 1).is_err());
        let d = det(&mut ctx, &[mat(2, 2, &[1.0, 2.0, 2.0, 4.0])], 1).unwrap();
        assert_eq!(d[0], Value::Num(0.0));
        let e = eig(
            &mut ctx,
            &[mat(3, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0])],
            1,
        )
        .unwrap();
        let mut v = e[0].to_f64_vec().unwrap();
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        close(&Value::row_f64(v), &[-0.9057, 0.1982, 16.7075]);
        let e = eig(
            &mut ctx,
            &[mat(3, 3, &[4.0, 1.0, 2.0, 1.0, 3.0, 0.0, 2.0, 0.0, 5.0])],
            1,
        )
        .unwrap();
        close(&e[0], &[1.8549, 3.4760, 6.6691]);
    }

    #[test]
    fn matrix_powers_through_eig() {
        let mut ctx = Ctx::new();
        let a = mat(2, 2, &[1.0, 0.0, 0.0, 2.0]);
        close(
            &scalar_matrix_power(&mut ctx, &Value::Num(2.0), &a).unwrap(),
            &[2.0, 0.0, 0.0, 4.0],
        );
        let b = mat(2, 2, &[4.0, 0.0, 0.0, 9.0]);
        close(
            &matrix_power_general(&mut ctx, &b, &Value::Num(0.5)).unwrap(),
            &[2.0, 0.0, 0.0, 3.0],
        );
        assert!(crate::linalg::mldivide(
            &mat(2, 2, &[1.0, 2.0, 2.0, 4.0]),
            &Value::col_f64(vec![1.0, 2.0])
        )
        .is_ok());
        assert_eq!(crate::linalg::take_warnings().len(), 1);
    }

    #[test]
    fn inverse_singular_is_inf_with_warning() {
        let mut ctx = Ctx::new();
        let r = inv(&mut ctx, &[mat(2, 2, &[1.0, 2.0, 2.0, 4.0])], 1).unwrap();
        assert!(r[0].to_f64_vec().unwrap().iter().all(|x| x.is_infinite()));
        assert!(!ctx.err.is_empty());
        let r = inv(&mut ctx, &[mat(2, 2, &[2.0, 1.0, 1.0, 3.0])], 1).unwrap();
        close(&r[0], &[0.6, -0.2, -0.2, 0.4]);
    }
}
