//! Eigenvalues and eigenvectors of a real symmetric matrix as Octave computes them: LAPACK's `dsyev` with UPLO 'U'.
//!
//! `dsyev` reduces the matrix to tridiagonal form `Q' A Q = T` with
//! Householder reflectors (`dsytd2`), then finds T's eigenvalues by the
//! implicit QL/QR iteration: with vectors `dsteqr` (Wilkinson's shift,
//! plane rotations accumulated into Q, which `dorgtr` formed), values
//! only `dsterf` (the square-root-free Pal-Walker-Kahan variant). Every
//! step here is LAPACK 3.11's, operation for operation, including its
//! scaling of tiny and huge matrices, the splitting tests, the choice of QL
//! or QR per block and the final sorts, so that the results (the signs of
//! the vectors, eigenvalues that come out exact) are Octave's; the BLAS
//! operations round as Octave's BLAS does (`openblas`).
//!
//! LAPACK reduces matrices of order 33 and more by blocks (`dlatrd` and a
//! rank-2k update by matrix products), and forms Q of order 130 and more
//! by blocks too; both sum in another order than the unblocked routines
//! used here for every order, so from those orders the results may differ
//! from Octave's in the last bits, and a vector in sign where the rounding
//! decides the QL iteration's path or the basis of a repeated eigenvalue's
//! eigenspace (rare: no sign in 48 random matrices of orders 33 to 160, 7
//! vectors of one in 6 of order 200). Reproducing OpenBLAS's `dsyr2k`,
//! whose kernels sum differently by tile shape, would be needed.

// Index loops follow the LAPACK routines they reproduce.
#![allow(clippy::needless_range_loop)]

use super::openblas as blas;

/// LAPACK's iteration limit was reached before all eigenvalues converged
/// (`dsyev`'s INFO > 0).
#[derive(Debug, PartialEq)]
pub struct NoConvergence;

/// `dlamch ('E')`: the unit roundoff, 2^-53.
const EPS: f64 = f64::EPSILON / 2.0;
/// `dlamch ('S')`: the smallest normal number.
const SAFMIN: f64 = f64::MIN_POSITIVE;
/// The QL/QR sweeps allowed per eigenvalue.
const MAXIT: usize = 30;
/// The order from which the eigenvalues alone come from our own
/// tridiagonal reduction (`blocked::tridiagonal`: one pass over the
/// matrix a step, on one or two threads with the same bits); below it
/// `dsytd2`'s, whose bits are Octave's up to order 32 (see above).
const BLOCKED_VALUES_MIN: usize = 128;

/// The eigenvalues, ascending, of the symmetric `n` x `n` matrix `a`
/// (column-major; only its upper triangle is read) and, when `vectors`,
/// its orthonormal eigenvectors as the columns of a column-major matrix
/// (else an empty one): `dsyev (vectors ? 'V' : 'N', 'U', ...)`.
pub fn dsyev(a: &[f64], n: usize, vectors: bool) -> Result<(Vec<f64>, Vec<f64>), NoConvergence> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { dsyev_fma(a, n, vectors) };
    }
    dsyev_any(a, n, vectors)
}

/// `dsyev` with the fused multiply-adds of the BLAS operations inlined as
/// instructions rather than calls to libm's `fma` (the same results, 5x
/// faster at order 500).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn dsyev_fma(
    a: &[f64],
    n: usize,
    vectors: bool,
) -> Result<(Vec<f64>, Vec<f64>), NoConvergence> {
    dsyev_any(a, n, vectors)
}

#[inline(always)]
fn dsyev_any(a: &[f64], n: usize, vectors: bool) -> Result<(Vec<f64>, Vec<f64>), NoConvergence> {
    let mut a = a[..n * n].to_vec();
    if n <= 1 {
        let z = if vectors { vec![1.0; n] } else { vec![] };
        return Ok((a, z));
    }
    // Scale a matrix with a norm too close to underflow or overflow into
    // the safe range, and the eigenvalues back at the end.
    let smlnum = SAFMIN / f64::EPSILON;
    let (rmin, rmax) = (smlnum.sqrt(), (1.0 / smlnum).sqrt());
    let anrm = upper_max_abs(&a, n);
    let sigma = if anrm > 0.0 && anrm < rmin {
        Some(rmin / anrm)
    } else if anrm > rmax {
        Some(rmax / anrm)
    } else {
        None
    };
    if let Some(sigma) = sigma {
        for j in 0..n {
            dlascl(1.0, sigma, &mut a[j * n..=j * n + j]);
        }
    }
    if !vectors && n >= BLOCKED_VALUES_MIN {
        let (mut d, mut e) = super::blocked::tridiagonal(&mut a, n);
        dsterf(&mut d, &mut e)?;
        if let Some(sigma) = sigma {
            blas::scal(1.0 / sigma, &mut d);
        }
        return Ok((d, Vec::new()));
    }
    let (mut d, mut e, tau) = dsytd2_upper(&mut a, n);
    if vectors {
        dorgtr_upper(&mut a, n, &tau);
        dsteqr(&mut d, &mut e, &mut a)?;
    } else {
        dsterf(&mut d, &mut e)?;
        a.clear();
    }
    if let Some(sigma) = sigma {
        blas::scal(1.0 / sigma, &mut d);
    }
    Ok((d, a))
}

/// `dlansy ('M', 'U')`: the largest magnitude in the upper triangle (NaN
/// if there is one).
fn upper_max_abs(a: &[f64], n: usize) -> f64 {
    let mut value = 0.0f64;
    for j in 0..n {
        for &x in &a[j * n..=j * n + j] {
            if value < x.abs() || x.is_nan() {
                value = x.abs();
            }
        }
    }
    value
}

/// `dlascl`: multiplies `x` by `cto / cfrom` as a product of factors none
/// of which overflows or underflows.
fn dlascl(cfrom: f64, cto: f64, x: &mut [f64]) {
    let smlnum = SAFMIN;
    let bignum = 1.0 / smlnum;
    let (mut cfromc, mut ctoc) = (cfrom, cto);
    loop {
        let cfrom1 = cfromc * smlnum;
        let (mul, done) = if cfrom1 == cfromc {
            // cfromc is infinite.
            (ctoc / cfromc, true)
        } else {
            let cto1 = ctoc / bignum;
            if cto1 == ctoc {
                // ctoc is 0 or infinite: itself the factor.
                (ctoc, true)
            } else if cfrom1.abs() > ctoc.abs() && ctoc != 0.0 {
                cfromc = cfrom1;
                (smlnum, false)
            } else if cto1.abs() > cfromc.abs() {
                ctoc = cto1;
                (bignum, false)
            } else {
                let mul = ctoc / cfromc;
                if mul == 1.0 {
                    return;
                }
                (mul, true)
            }
        };
        for v in x.iter_mut() {
            *v *= mul;
        }
        if done {
            return;
        }
    }
}

/// `dlapy2`: `sqrt (x^2 + y^2)` without needless overflow.
fn dlapy2(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return if y.is_nan() { y } else { x };
    }
    let (xa, ya) = (x.abs(), y.abs());
    let (w, z) = (xa.max(ya), xa.min(ya));
    if z == 0.0 || w > f64::MAX {
        w
    } else {
        w * (1.0 + (z / w) * (z / w)).sqrt()
    }
}

/// `dlarfg`: the elementary reflector `H = I - tau * [1; v] * [1; v]'`
/// with `H * [alpha; x] = [beta; 0]`: returns `tau`, leaves `beta` in
/// `alpha` and `v` in `x`.
#[inline(always)]
fn dlarfg(alpha: &mut f64, x: &mut [f64]) -> f64 {
    if x.is_empty() {
        return 0.0;
    }
    let mut xnorm = blas::nrm2(x);
    if xnorm == 0.0 {
        return 0.0;
    }
    let mut beta = -dlapy2(*alpha, xnorm).copysign(*alpha);
    let safmin = SAFMIN / EPS;
    let mut knt = 0;
    if beta.abs() < safmin {
        // beta may be inaccurate: scale x up and recompute it.
        let rsafmn = 1.0 / safmin;
        loop {
            knt += 1;
            blas::scal(rsafmn, x);
            beta *= rsafmn;
            *alpha *= rsafmn;
            if beta.abs() >= safmin || knt >= 20 {
                break;
            }
        }
        xnorm = blas::nrm2(x);
        beta = -dlapy2(*alpha, xnorm).copysign(*alpha);
    }
    let tau = (beta - *alpha) / beta;
    blas::scal(1.0 / (*alpha - beta), x);
    for _ in 0..knt {
        beta *= safmin;
    }
    *alpha = beta;
    tau
}

/// `dsytd2 ('U')`: reduces the symmetric matrix in `a`'s upper triangle to
/// the tridiagonal `(d, e)` by `Q' A Q`, Q the product of reflectors
/// `H(n-2) ... H(0)`; `H(i)`'s vector is left above the superdiagonal in
/// column `i + 1` (its unit element in row `i` implied), its `tau` in
/// `tau(i)`.
#[inline(always)]
fn dsytd2_upper(a: &mut [f64], n: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let (mut d, mut e, mut tau) = (vec![0.0; n], vec![0.0; n - 1], vec![0.0; n - 1]);
    for i in (0..n - 1).rev() {
        // H(i) annihilates A(0..i, i+1), leaving e(i) in A(i, i+1).
        let (left, right) = a.split_at_mut((i + 1) * n);
        let v = &mut right[..=i];
        let (x, alpha) = v.split_at_mut(i);
        let taui = dlarfg(&mut alpha[0], x);
        e[i] = alpha[0];
        if taui != 0.0 {
            v[i] = 1.0;
            // A := H(i) A H(i) on A(0..=i, 0..=i): with x = taui A v and
            // w = x - (taui / 2) (x' v) v, A := A - v w' - w v'.
            let mut w = blas::symv_upper(taui, left, n, v);
            let alpha = -0.5 * taui * blas::dot(&w, v);
            blas::axpy(alpha, v, &mut w);
            blas::syr2_upper(-1.0, v, &w, left, n);
            v[i] = e[i];
        }
        d[i + 1] = a[(i + 1) * (n + 1)];
        tau[i] = taui;
    }
    d[0] = a[0];
    (d, e, tau)
}

/// `dorgtr ('U')`: overwrites `a` (as `dsytd2_upper` left it) with Q.
#[inline(always)]
fn dorgtr_upper(a: &mut [f64], n: usize, tau: &[f64]) {
    // Shift the reflectors' vectors one column left, and make the last
    // row and column the identity's.
    for j in 0..n - 1 {
        for i in 0..j {
            a[i + j * n] = a[i + (j + 1) * n];
        }
        a[n - 1 + j * n] = 0.0;
    }
    for i in 0..n - 1 {
        a[i + (n - 1) * n] = 0.0;
    }
    a[n * n - 1] = 1.0;
    dorg2l(a, n, n - 1, tau);
}

/// `dorg2l (q, q, q)`: the leading `q` x `q` block of `a` (leading
/// dimension `ld`), holding reflector `i`'s vector above row `i` of column
/// `i`, becomes their product `H(q-1) ... H(0)`, applied one by one.
#[inline(always)]
fn dorg2l(a: &mut [f64], ld: usize, q: usize, tau: &[f64]) {
    for i in 0..q {
        // H(i) to A(0..=i, 0..i) from the left.
        let (c, rest) = a.split_at_mut(i * ld);
        let v = &mut rest[..q];
        v[i] = 1.0;
        dlarf_left(&v[..=i], tau[i], c, i, ld);
        blas::scal(-tau[i], &mut v[..i]);
        v[i] = 1.0 - tau[i];
        v[i + 1..].fill(0.0);
    }
}

/// `dlarf ('L')`: `C := (I - tau v v') C` for the `v.len()` x `cols`
/// matrix C in `c`, on the rows up to `v`'s last nonzero and the columns
/// up to C's last nonzero one.
#[inline(always)]
fn dlarf_left(v: &[f64], tau: f64, c: &mut [f64], cols: usize, ld: usize) {
    if tau == 0.0 {
        return;
    }
    let rows = v.iter().rposition(|&x| x != 0.0).map_or(0, |i| i + 1);
    let cols = last_nonzero_column(c, rows, cols, ld);
    if rows == 0 || cols == 0 {
        return;
    }
    let v = &v[..rows];
    let w = blas::gemv_t(cols, c, ld, v);
    blas::ger(-tau, v, &w, c, ld);
}

/// `iladlc`: how many columns of the `rows` x `cols` matrix `c` there are
/// up to its last nonzero one.
fn last_nonzero_column(c: &[f64], rows: usize, cols: usize, ld: usize) -> usize {
    if cols == 0 || rows == 0 {
        return 0;
    }
    let column = |j: usize| &c[j * ld..j * ld + rows];
    let last = column(cols - 1);
    if last[0] != 0.0 || last[rows - 1] != 0.0 {
        return cols;
    }
    (0..cols)
        .rev()
        .find(|&j| column(j).iter().any(|&x| x != 0.0))
        .map_or(0, |j| j + 1)
}

/// `dlanst ('M')`: the largest magnitude of the tridiagonal `(d, e)` (NaN
/// if there is one).
fn dlanst(d: &[f64], e: &[f64]) -> f64 {
    let mut anorm = d[d.len() - 1].abs();
    for i in 0..d.len() - 1 {
        for x in [d[i].abs(), e[i].abs()] {
            if anorm < x || x.is_nan() {
                anorm = x;
            }
        }
    }
    anorm
}

/// The first `m` from `from` where the tridiagonal splits, `e(m)`
/// negligible (then set to zero), or the last index: `dsteqr`'s and
/// `dsterf`'s test before each block.
fn split_point(d: &[f64], e: &mut [f64], from: usize) -> usize {
    let n = d.len();
    for m in from..n - 1 {
        let tst = e[m].abs();
        if tst == 0.0 {
            return m;
        }
        if tst <= (d[m].abs().sqrt() * d[m + 1].abs().sqrt()) * EPS {
            e[m] = 0.0;
            return m;
        }
    }
    n - 1
}

/// How a block of the tridiagonal was scaled into the safe range: the
/// factors to undo (`dsteqr`'s and `dsterf`'s ISCALE).
struct BlockScale {
    anorm: f64,
    to: f64,
}

impl BlockScale {
    /// Scales `d` and `e` of a block with norm `anorm` when it is beyond
    /// `sqrt (overflow) / 3` or below `sqrt (underflow) / eps^2`.
    fn apply(anorm: f64, d: &mut [f64], e: &mut [f64]) -> Option<BlockScale> {
        let ssfmax = (1.0 / SAFMIN).sqrt() / 3.0;
        let ssfmin = SAFMIN.sqrt() / (EPS * EPS);
        let to = if anorm > ssfmax {
            ssfmax
        } else if anorm < ssfmin {
            ssfmin
        } else {
            return None;
        };
        dlascl(anorm, to, d);
        dlascl(anorm, to, e);
        Some(BlockScale { anorm, to })
    }
}

/// `dlaev2`: the eigen-decomposition of the symmetric 2x2 `[a b; b c]`:
/// `(rt1, rt2, cs1, sn1)`, `rt1` the eigenvalue of larger magnitude and
/// `(cs1, sn1)` its unit eigenvector.
fn dlaev2(a: f64, b: f64, c: f64) -> (f64, f64, f64, f64) {
    let (rt1, rt2, sm_sign) = dlae2_signed(a, b, c);
    let df = a - c;
    let tb = b + b;
    let ab = tb.abs();
    let rt = dlae2_rt(df.abs(), ab);
    let (cs, df_sign) = if df >= 0.0 {
        (df + rt, 1)
    } else {
        (df - rt, -1)
    };
    let (mut cs1, mut sn1);
    if cs.abs() > ab {
        let ct = -tb / cs;
        sn1 = 1.0 / (1.0 + ct * ct).sqrt();
        cs1 = ct * sn1;
    } else if ab == 0.0 {
        cs1 = 1.0;
        sn1 = 0.0;
    } else {
        let tn = -cs / tb;
        cs1 = 1.0 / (1.0 + tn * tn).sqrt();
        sn1 = tn * cs1;
    }
    if sm_sign == df_sign {
        (cs1, sn1) = (-sn1, cs1);
    }
    (rt1, rt2, cs1, sn1)
}

/// `dlae2`: the eigenvalues of the symmetric 2x2 `[a b; b c]`, the one of
/// larger magnitude first.
fn dlae2(a: f64, b: f64, c: f64) -> (f64, f64) {
    let (rt1, rt2, _) = dlae2_signed(a, b, c);
    (rt1, rt2)
}

/// `sqrt (df^2 + tb^2)` for `adf = |a - c|`, `ab = |2 b|` as `dlae2` scales it.
fn dlae2_rt(adf: f64, ab: f64) -> f64 {
    if adf > ab {
        adf * (1.0 + (ab / adf) * (ab / adf)).sqrt()
    } else if adf < ab {
        ab * (1.0 + (adf / ab) * (adf / ab)).sqrt()
    } else {
        ab * 2f64.sqrt()
    }
}

/// `dlae2`'s eigenvalues and the sign it gives their sum (-1 or 1).
fn dlae2_signed(a: f64, b: f64, c: f64) -> (f64, f64, i32) {
    let sm = a + c;
    let rt = dlae2_rt((a - c).abs(), (b + b).abs());
    let (acmx, acmn) = if a.abs() > c.abs() { (a, c) } else { (c, a) };
    // The smaller eigenvalue from the determinant, in this order, for
    // its accuracy.
    let smaller = |rt1: f64| (acmx / rt1) * acmn - (b / rt1) * b;
    if sm < 0.0 {
        let rt1 = 0.5 * (sm - rt);
        (rt1, smaller(rt1), -1)
    } else if sm > 0.0 {
        let rt1 = 0.5 * (sm + rt);
        (rt1, smaller(rt1), 1)
    } else {
        (0.5 * rt, -0.5 * rt, 1)
    }
}

/// `dlartg` (LAPACK 3.10's): the plane rotation `(c, s, r)` with
/// `[c s; -s c] [f; g] = [r; 0]`, `c >= 0`.
fn dlartg(f: f64, g: f64) -> (f64, f64, f64) {
    let safmin = SAFMIN;
    let safmax = 1.0 / safmin;
    let rtmin = safmin.sqrt();
    let rtmax = (safmax / 2.0).sqrt();
    let (f1, g1) = (f.abs(), g.abs());
    if g == 0.0 {
        (1.0, 0.0, f)
    } else if f == 0.0 {
        (0.0, 1f64.copysign(g), g1)
    } else if f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax {
        let d = (f * f + g * g).sqrt();
        let r = d.copysign(f);
        (f1 / d, g / r, r)
    } else {
        let u = safmax.min(safmin.max(f1).max(g1));
        let (fs, gs) = (f / u, g / u);
        let d = (fs * fs + gs * gs).sqrt();
        let r = d.copysign(f);
        (fs.abs() / d, gs / r, r * u)
    }
}

/// `dlasr ('R', 'V', DIRECT)`: applies the rotations `(c(j), s(j))` to
/// the pairs of columns `(first + j, first + j + 1)` of the `rows`-row
/// matrix `z`, last to first when `backward`.
#[inline(always)]
fn dlasr(z: &mut [f64], rows: usize, first: usize, c: &[f64], s: &[f64], backward: bool) {
    let rotate = |z: &mut [f64], j: usize| {
        let (ct, st) = (c[j], s[j]);
        if ct != 1.0 || st != 0.0 {
            let (left, right) = z[(first + j) * rows..].split_at_mut(rows);
            for (x, y) in left.iter_mut().zip(&mut right[..rows]) {
                let temp = *y;
                *y = ct * temp - st * *x;
                *x = st * temp + ct * *x;
            }
        }
    };
    if backward {
        (0..c.len()).rev().for_each(|j| rotate(z, j));
    } else {
        (0..c.len()).for_each(|j| rotate(z, j));
    }
}

/// The block loop `dsteqr` and `dsterf` share: splits the tridiagonal
/// `(d, e)` where `e` is negligible and hands each unreduced block to
/// `solve` by its ends, the one with the smaller diagonal element first,
/// with the count of sweeps so far (at most 30 per eigenvalue in all). A
/// block whose norm is near underflow or overflow is scaled first and its
/// `d` (and its `e`, unless `squares`: `solve` then gets e's squares)
/// back after. `Ok(false)` when the sweeps ran out with every `e` zero
/// nonetheless: LAPACK then returns the eigenvalues unsorted.
#[inline(always)]
fn each_block(
    d: &mut [f64],
    e: &mut [f64],
    squares: bool,
    mut solve: impl FnMut(&mut [f64], &mut [f64], usize, usize, &mut usize),
) -> Result<bool, NoConvergence> {
    let n = d.len();
    let mut sweeps = 0;
    let mut l1 = 0;
    while l1 < n {
        if l1 > 0 {
            e[l1 - 1] = 0.0;
        }
        let (l, lend) = (l1, split_point(d, e, l1));
        l1 = lend + 1;
        if lend == l {
            continue;
        }
        let anorm = dlanst(&d[l..=lend], &e[l..lend]);
        if anorm == 0.0 {
            continue;
        }
        let scale = BlockScale::apply(anorm, &mut d[l..=lend], &mut e[l..lend]);
        if squares {
            for x in &mut e[l..lend] {
                *x *= *x;
            }
        }
        if d[lend].abs() < d[l].abs() {
            solve(d, e, lend, l, &mut sweeps);
        } else {
            solve(d, e, l, lend, &mut sweeps);
        }
        if let Some(scale) = scale {
            dlascl(scale.to, scale.anorm, &mut d[l..=lend]);
            if !squares {
                dlascl(scale.to, scale.anorm, &mut e[l..lend]);
            }
        }
        if sweeps >= n * MAXIT {
            return if e.iter().any(|&x| x != 0.0) {
                Err(NoConvergence)
            } else {
                Ok(false)
            };
        }
    }
    Ok(true)
}

/// `dsteqr ('V')`: the eigenvalues of the symmetric tridiagonal `(d, e)`
/// into `d`, ascending, with the rotations accumulated into the columns
/// of the orthogonal `z` (n x n), which become the eigenvectors.
#[inline(always)]
fn dsteqr(d: &mut [f64], e: &mut [f64], z: &mut [f64]) -> Result<(), NoConvergence> {
    let n = d.len();
    // The rotations of a sweep: cosines and sines.
    let (mut wc, mut ws) = (vec![0.0; n - 1], vec![0.0; n - 1]);
    let sorted = each_block(d, e, false, |d, e, l, lend, sweeps| {
        if lend > l {
            dsteqr_ql(d, e, z, (&mut wc, &mut ws), l, lend, sweeps);
        } else {
            dsteqr_qr(d, e, z, (&mut wc, &mut ws), l, lend, sweeps);
        }
    })?;
    if sorted {
        // Selection sort, which swaps the fewest vectors.
        for i in 0..n - 1 {
            let mut k = i;
            let mut p = d[i];
            for j in i + 1..n {
                if d[j] < p {
                    k = j;
                    p = d[j];
                }
            }
            if k != i {
                d[k] = d[i];
                d[i] = p;
                let (zi, zk) = z.split_at_mut(k * n);
                zi[i * n..(i + 1) * n].swap_with_slice(&mut zk[..n]);
            }
        }
    }
    Ok(())
}

/// `dsteqr`'s implicit QL iteration with Wilkinson's shift on the block
/// `l..=lend` (`l < lend`), chasing the bulge from the bottom up, the
/// rotations of each sweep applied to `z`'s columns.
#[inline(always)]
fn dsteqr_ql(
    d: &mut [f64],
    e: &mut [f64],
    z: &mut [f64],
    (wc, ws): (&mut [f64], &mut [f64]),
    mut l: usize,
    lend: usize,
    sweeps: &mut usize,
) {
    let n = d.len();
    let eps2 = EPS * EPS;
    loop {
        // Look for a small subdiagonal element.
        let mut m = lend;
        for mm in l..lend {
            let tst = e[mm].abs() * e[mm].abs();
            if tst <= (eps2 * d[mm].abs()) * d[mm + 1].abs() + SAFMIN {
                m = mm;
                break;
            }
        }
        if m < lend {
            e[m] = 0.0;
        }
        let mut p = d[l];
        if m == l {
            // An eigenvalue found.
            l += 1;
            if l <= lend {
                continue;
            }
            return;
        }
        if m == l + 1 {
            // A 2x2 block: its eigensystem directly.
            let (rt1, rt2, c, s) = dlaev2(d[l], e[l], d[l + 1]);
            dlasr(z, n, l, &[c], &[s], true);
            d[l] = rt1;
            d[l + 1] = rt2;
            e[l] = 0.0;
            l += 2;
            if l <= lend {
                continue;
            }
            return;
        }
        if *sweeps == n * MAXIT {
            return;
        }
        *sweeps += 1;
        // Wilkinson's shift.
        let mut g = (d[l + 1] - p) / (2.0 * e[l]);
        let mut r = dlapy2(g, 1.0);
        g = d[m] - p + (e[l] / (g + r.copysign(g)));
        let (mut s, mut c) = (1.0, 1.0);
        p = 0.0;
        for i in (l..m).rev() {
            let f = s * e[i];
            let b = c * e[i];
            (c, s, r) = dlartg(g, f);
            if i != m - 1 {
                e[i + 1] = r;
            }
            g = d[i + 1] - p;
            r = (d[i] - g) * s + 2.0 * c * b;
            p = s * r;
            d[i + 1] = g + p;
            g = c * r - b;
            wc[i] = c;
            ws[i] = -s;
        }
        dlasr(z, n, l, &wc[l..m], &ws[l..m], true);
        d[l] -= p;
        e[l] = g;
    }
}

/// `dsteqr`'s implicit QR iteration on the block `lend..=l` (`lend < l`),
/// the mirror image of `dsteqr_ql`: from the top down.
#[inline(always)]
fn dsteqr_qr(
    d: &mut [f64],
    e: &mut [f64],
    z: &mut [f64],
    (wc, ws): (&mut [f64], &mut [f64]),
    mut l: usize,
    lend: usize,
    sweeps: &mut usize,
) {
    let n = d.len();
    let eps2 = EPS * EPS;
    loop {
        // Look for a small superdiagonal element.
        let mut m = lend;
        for mm in (lend + 1..=l).rev() {
            let tst = e[mm - 1].abs() * e[mm - 1].abs();
            if tst <= (eps2 * d[mm].abs()) * d[mm - 1].abs() + SAFMIN {
                m = mm;
                break;
            }
        }
        if m > lend {
            e[m - 1] = 0.0;
        }
        let mut p = d[l];
        if m == l {
            // An eigenvalue found.
            if l > lend {
                l -= 1;
                continue;
            }
            return;
        }
        if m + 1 == l {
            // A 2x2 block: its eigensystem directly.
            let (rt1, rt2, c, s) = dlaev2(d[l - 1], e[l - 1], d[l]);
            dlasr(z, n, l - 1, &[c], &[s], false);
            d[l - 1] = rt1;
            d[l] = rt2;
            e[l - 1] = 0.0;
            if l >= lend + 2 {
                l -= 2;
                continue;
            }
            return;
        }
        if *sweeps == n * MAXIT {
            return;
        }
        *sweeps += 1;
        // Wilkinson's shift.
        let mut g = (d[l - 1] - p) / (2.0 * e[l - 1]);
        let mut r = dlapy2(g, 1.0);
        g = d[m] - p + (e[l - 1] / (g + r.copysign(g)));
        let (mut s, mut c) = (1.0, 1.0);
        p = 0.0;
        for i in m..l {
            let f = s * e[i];
            let b = c * e[i];
            (c, s, r) = dlartg(g, f);
            if i != m {
                e[i - 1] = r;
            }
            g = d[i] - p;
            r = (d[i + 1] - g) * s + 2.0 * c * b;
            p = s * r;
            d[i] = g + p;
            g = c * r - b;
            wc[i] = c;
            ws[i] = s;
        }
        dlasr(z, n, m, &wc[m..l], &ws[m..l], false);
        d[l] -= p;
        e[l - 1] = g;
    }
}

/// `dsterf`: the eigenvalues of the symmetric tridiagonal `(d, e)` into
/// `d`, ascending, by the Pal-Walker-Kahan QL/QR iteration, which works on
/// the squares of `e` and takes no square roots.
#[inline(always)]
fn dsterf(d: &mut [f64], e: &mut [f64]) -> Result<(), NoConvergence> {
    let sorted = each_block(d, e, true, |d, e, l, lend, sweeps| {
        if lend > l {
            dsterf_ql(d, e, l, lend, sweeps);
        } else {
            dsterf_qr(d, e, l, lend, sweeps);
        }
    })?;
    if sorted {
        dlasrt_increasing(d);
    }
    Ok(())
}

/// `dsterf`'s QL iteration on the block `l..=lend` (`l < lend`), `e`
/// holding the squares of the subdiagonal.
#[inline(always)]
fn dsterf_ql(d: &mut [f64], e: &mut [f64], mut l: usize, lend: usize, sweeps: &mut usize) {
    let eps2 = EPS * EPS;
    loop {
        // Look for a small subdiagonal element.
        let mut m = lend;
        for mm in l..lend {
            if e[mm].abs() <= eps2 * (d[mm] * d[mm + 1]).abs() {
                m = mm;
                break;
            }
        }
        if m < lend {
            e[m] = 0.0;
        }
        if m == l {
            // An eigenvalue found.
            l += 1;
            if l <= lend {
                continue;
            }
            return;
        }
        if m == l + 1 {
            let (rt1, rt2) = dlae2(d[l], e[l].sqrt(), d[l + 1]);
            d[l] = rt1;
            d[l + 1] = rt2;
            e[l] = 0.0;
            l += 2;
            if l <= lend {
                continue;
            }
            return;
        }
        if *sweeps == d.len() * MAXIT {
            return;
        }
        *sweeps += 1;
        // The shift.
        let rte = e[l].sqrt();
        let mut sigma = (d[l + 1] - d[l]) / (2.0 * rte);
        let r = dlapy2(sigma, 1.0);
        sigma = d[l] - (rte / (sigma + r.copysign(sigma)));
        let (mut c, mut s) = (1.0, 0.0);
        let mut gamma = d[m] - sigma;
        let mut p = gamma * gamma;
        for i in (l..m).rev() {
            let bb = e[i];
            let r = p + bb;
            if i != m - 1 {
                e[i + 1] = s * r;
            }
            let oldc = c;
            c = p / r;
            s = bb / r;
            let oldgam = gamma;
            let alpha = d[i];
            gamma = c * (alpha - sigma) - s * oldgam;
            d[i + 1] = oldgam + (alpha - gamma);
            p = if c != 0.0 {
                (gamma * gamma) / c
            } else {
                oldc * bb
            };
        }
        e[l] = s * p;
        d[l] = sigma + gamma;
    }
}

/// `dsterf`'s QR iteration on the block `lend..=l` (`lend < l`), the
/// mirror image of `dsterf_ql`.
#[inline(always)]
fn dsterf_qr(d: &mut [f64], e: &mut [f64], mut l: usize, lend: usize, sweeps: &mut usize) {
    let eps2 = EPS * EPS;
    loop {
        // Look for a small superdiagonal element.
        let mut m = lend;
        for mm in (lend + 1..=l).rev() {
            if e[mm - 1].abs() <= eps2 * (d[mm] * d[mm - 1]).abs() {
                m = mm;
                break;
            }
        }
        if m > lend {
            e[m - 1] = 0.0;
        }
        if m == l {
            // An eigenvalue found.
            if l > lend {
                l -= 1;
                continue;
            }
            return;
        }
        if m + 1 == l {
            let (rt1, rt2) = dlae2(d[l], e[l - 1].sqrt(), d[l - 1]);
            d[l] = rt1;
            d[l - 1] = rt2;
            e[l - 1] = 0.0;
            if l >= lend + 2 {
                l -= 2;
                continue;
            }
            return;
        }
        if *sweeps == d.len() * MAXIT {
            return;
        }
        *sweeps += 1;
        // The shift.
        let rte = e[l - 1].sqrt();
        let mut sigma = (d[l - 1] - d[l]) / (2.0 * rte);
        let r = dlapy2(sigma, 1.0);
        sigma = d[l] - (rte / (sigma + r.copysign(sigma)));
        let (mut c, mut s) = (1.0, 0.0);
        let mut gamma = d[m] - sigma;
        let mut p = gamma * gamma;
        for i in m..l {
            let bb = e[i];
            let r = p + bb;
            if i != m {
                e[i - 1] = s * r;
            }
            let oldc = c;
            c = p / r;
            s = bb / r;
            let oldgam = gamma;
            let alpha = d[i + 1];
            gamma = c * (alpha - sigma) - s * oldgam;
            d[i] = oldgam + (alpha - gamma);
            p = if c != 0.0 {
                (gamma * gamma) / c
            } else {
                oldc * bb
            };
        }
        e[l - 1] = s * p;
        d[l] = sigma + gamma;
    }
}

/// `dlasrt ('I')`: sorts ascending by LAPACK's quicksort (median of three,
/// insertion sort for runs of up to 20), which decides where equal values
/// such as 0 and -0 end up.
fn dlasrt_increasing(d: &mut [f64]) {
    const SELECT: usize = 20;
    if d.len() <= 1 {
        return;
    }
    let mut stack = vec![(0usize, d.len() - 1)];
    while let Some((start, end)) = stack.pop() {
        if end - start <= SELECT {
            for i in start + 1..=end {
                let mut j = i;
                while j > start && d[j] < d[j - 1] {
                    d.swap(j, j - 1);
                    j -= 1;
                }
            }
            continue;
        }
        let (d1, d2, d3) = (d[start], d[end], d[(start + end) / 2]);
        let pivot = if d1 < d2 {
            if d3 < d1 {
                d1
            } else if d3 < d2 {
                d3
            } else {
                d2
            }
        } else if d3 < d2 {
            d2
        } else if d3 < d1 {
            d3
        } else {
            d1
        };
        // Hoare partition: i from below, j from above.
        let (mut i, mut j) = (start as isize - 1, end as isize + 1);
        loop {
            j -= 1;
            while d[j as usize] > pivot {
                j -= 1;
            }
            i += 1;
            while d[i as usize] < pivot {
                i += 1;
            }
            if i < j {
                d.swap(i as usize, j as usize);
            } else {
                break;
            }
        }
        let j = j as usize;
        if j - start > end - j - 1 {
            stack.push((start, j));
            stack.push((j + 1, end));
        } else {
            stack.push((j + 1, end));
            stack.push((start, j));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(x: &[f64]) -> Vec<u64> {
        x.iter().map(|v| v.to_bits()).collect()
    }

    #[test]
    fn two_by_two_vectors_have_lapacks_signs() {
        let (d, v) = dsyev(&[2.0, 1.0, 1.0, 2.0], 2, true).unwrap();
        assert_eq!(d, [1.0, 3.0]);
        let s = f64::from_bits(0x3fe6a09e667f3bcc);
        assert_eq!(bits(&v), bits(&[-s, s, s, s]));
    }

    #[test]
    fn eigenvalues_exact_where_lapacks_are() {
        let a = [2.0, 1.0, 0.0, 1.0, 2.0, 0.0, 0.0, 0.0, 5.0];
        assert_eq!(dsyev(&a, 3, false).unwrap().0, [1.0, 3.0, 5.0]);
        assert_eq!(dsyev(&a, 3, true).unwrap().0, [1.0, 3.0, 5.0]);
        assert_eq!(dsyev(&[-4.0], 1, true).unwrap(), (vec![-4.0], vec![1.0]));
        assert_eq!(dsyev(&[], 0, true).unwrap(), (vec![], vec![]));
    }

    #[test]
    fn fma_variant_rounds_as_the_portable_one() {
        for n in [3, 7, 17, 40] {
            let a: Vec<f64> = (0..n * n)
                .map(|k| {
                    let (i, j) = (k % n, k / n);
                    ((i * j * 37 + i + j * j) % 19) as f64 / 7.0
                        + ((j * i * 37 + j + i * i) % 19) as f64 / 7.0
                })
                .collect();
            for vectors in [false, true] {
                let (d1, v1) = dsyev(&a, n, vectors).unwrap();
                let (d2, v2) = dsyev_any(&a, n, vectors).unwrap();
                assert_eq!((bits(&d1), bits(&v1)), (bits(&d2), bits(&v2)));
            }
        }
    }

    #[test]
    fn dlasrt_places_signed_zeros_as_lapack() {
        let mut zeros = 0;
        let mut d: Vec<f64> = (0..30)
            .map(|i| match (i * 7) % 5 - 2 {
                0 => {
                    zeros += 1;
                    if zeros % 2 == 0 {
                        -0.0
                    } else {
                        0.0
                    }
                }
                v => v as f64,
            })
            .collect();
        dlasrt_increasing(&mut d);
        assert!(d.windows(2).all(|w| w[0] <= w[1]));
        let signs: Vec<bool> = d
            .iter()
            .filter(|v| **v == 0.0)
            .map(|v| v.is_sign_negative())
            .collect();
        assert_eq!(signs, [false, true, true, false, true, false]);
    }
}
