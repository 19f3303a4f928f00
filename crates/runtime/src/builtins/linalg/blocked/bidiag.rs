//! The singular values of a real matrix: our own Householder bidiagonalization on one or two threads, then `dqds`.
//!
//! faer's `bidiag_in_place` spent a sixth of its time on norms and updates
//! of the matrix's rows, read across the columns of a column-major array
//! (a cache line each), and builds the blocked reflector factors a
//! factorization needs and the values do not; it is sequential so that the
//! bits do not depend on `--threads`. This is the same one-sided algorithm
//! (Golub and Van Loan's Householder bidiagonalization, each step's left
//! and right reflectors applied to the trailing matrix together, deferred
//! to the next step's pass over it, as faer orders it): two passes over
//! the trailing matrix a step, one that applies the last step's two
//! reflectors and multiplies by the new left one, one matrix-vector
//! product by the new right one. The row a step works on is kept in a
//! contiguous buffer, copied in the first pass. From `SPLIT_MIN` each pass
//! is cut between two threads by columns, where the sizes alone say (the
//! product's two partial sums added in one order), so the result is the
//! same on one thread and two; each thread keeps about the same columns
//! from step to step, in its own cache.
//!
//! Only real matrices: `blocked::singular_values` keeps faer's path for
//! complex ones.

use faer::Mat;

use super::{dqds, fork};

/// The size of the trailing matrix (rows x columns) from which a step's
/// passes are cut between two threads. `threads::fork`'s helper spins
/// between the steps, so a fork costs little; measured idle (best of 3,
/// values): order 300 2.8 ms cut from 128^2 against 3.8 on one thread,
/// 500 9.6 against 15.7, 1000 64 against 94 cut from 512^2 with a pool
/// thread woken at each fork. Cutting from 64^2 changed nothing.
const SPLIT_MIN: usize = 1 << 14;

/// A matrix scaled by a power of two into this range of its largest
/// magnitude (exactly, so its values are scaled back exactly) has squared
/// norms that neither overflow nor underflow in the reflectors.
const SCALE_HI: f64 = 1.0e120;
const SCALE_LO: f64 = 1.0e-120;

/// The singular values, in decreasing order, of the `r x c` column-major
/// real matrix `a`; `None` if an entry is not finite or dqds does not
/// converge.
pub(super) fn singular_values(a: &[f64], r: usize, c: usize) -> Option<Vec<f64>> {
    if r.min(c) == 0 {
        return Some(Vec::new());
    }
    if a.iter().any(|x| !x.is_finite()) {
        return None;
    }
    // The values of A' are A's: bidiagonalize the tall side.
    let (m, n, mut b) = if c > r {
        let mut t = vec![0.0; r * c];
        for (j, col) in a.chunks_exact(r).enumerate() {
            for (i, &x) in col.iter().enumerate() {
                t[j + i * c] = x;
            }
        }
        (c, r, t)
    } else {
        (r, c, a[..r * c].to_vec())
    };
    let amax = b.iter().fold(0.0f64, |s, x| s.max(x.abs()));
    let scale = if amax > SCALE_HI || (amax > 0.0 && amax < SCALE_LO) {
        2f64.powi(-amax.log2().round() as i32)
    } else {
        1.0
    };
    if scale != 1.0 {
        b.iter_mut().for_each(|x| *x *= scale);
    }
    // Much taller than wide: R of A = QR has A's values and a bidiagonal
    // of a fifth of the work (the ratio faer's SVD takes).
    if m * 6 > n * 11 {
        b = qr_r(b, m, n);
    }
    let rows = if m * 6 > n * 11 { n } else { m };
    let (d, e) = bidiagonal(&mut b, rows, n);
    let d: Vec<f64> = d.iter().map(|x| x.abs()).collect();
    let e: Vec<f64> = e.iter().map(|x| x.abs()).collect();
    let mut s = dqds::singular_values(&d, &e)?;
    if scale != 1.0 {
        s.iter_mut().for_each(|x| *x /= scale);
    }
    Some(s)
}

/// The `n x n` upper triangular `R` of `A = QR` (`blocked::qr_upper`), for
/// the `m x n` column-major `a`, column-major.
fn qr_r(a: Vec<f64>, m: usize, n: usize) -> Vec<f64> {
    let f = Mat::<f64>::from_fn(m, n, |i, j| a[i + j * m]);
    drop(a);
    let r = super::qr_upper(f);
    (0..n * n).map(|k| r[(k % n, k / n)]).collect()
}

/// The diagonal and superdiagonal of the upper bidiagonal `U' A V` of the
/// `m x n` column-major `a` (`m >= n >= 1`), which is overwritten.
///
/// Step `k` makes the left reflector `I - tl u u'` of column `k` and the
/// right one `I - tr v v'` of row `k` (after the left one). Their effect
/// on the trailing matrix is `A - u y' - z v'`, with `y = tl A' u` and
/// `z = tr (A v - u (y' v))`: applied to row and column `k + 1` at the
/// start of the next step and to the rest in that step's first pass.
fn bidiagonal(a: &mut [f64], m: usize, n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut d = vec![0.0; n];
    let mut e = vec![0.0; n - 1];
    // The last step's y, v (by column) and z (by row).
    let mut y = vec![0.0; n];
    let mut v = vec![0.0; n];
    let mut z = vec![0.0; m];
    // Row k of A, columns k.. (the last step's update not yet applied),
    // and the next one, filled by the first pass.
    let mut row: Vec<f64> = (0..n).map(|j| a[j * m]).collect();
    let mut next = vec![0.0; n];
    // The first pass's u' A by column; the product's two partial sums.
    let mut w = vec![0.0; n];
    let (mut t0, mut t1) = (vec![0.0; m], vec![0.0; m]);
    for k in 0..n {
        if k > 0 {
            // The last step's reflectors on column k and row k.
            let (left, right) = a.split_at_mut(k * m);
            let up = &left[(k - 1) * m..];
            let up0 = up[k];
            let yk = y[k];
            for i in k..m {
                right[i] -= up[i] * yk + z[i];
            }
            for j in k + 1..n {
                row[j] -= up0 * y[j] + z[k] * v[j];
            }
        }
        let (beta, tl) = reflector(&mut a[k * m + k..(k + 1) * m], 0);
        d[k] = beta;
        if k + 1 == n {
            break;
        }
        let (left, right) = a.split_at_mut((k + 1) * m);
        let u = &left[k * m + k + 1..(k + 1) * m];
        let up = (k > 0).then(|| &left[(k - 1) * m + k + 1..k * m]);
        let zs = &z[k + 1..];
        let cols = n - k - 1;
        let rows = m - k - 1;
        let pass = Pass {
            u,
            up,
            z: zs,
            y: &y[k + 1..],
            v: &v[k + 1..],
            first: k + 1,
            ld: m,
        };
        if rows * cols >= SPLIT_MIN {
            let half = cols / 2;
            let (r0, r1) = right.split_at_mut(half * m);
            let (w0, w1) = w[k + 1..].split_at_mut(half);
            let (n0, n1) = next[k + 1..].split_at_mut(half);
            let pass = &pass;
            fork(
                || pass.first_pass(r0, 0, w0, n0),
                || pass.first_pass(r1, half, w1, n1),
            );
        } else {
            pass.first_pass(right, 0, &mut w[k + 1..], &mut next[k + 1..]);
        }
        // y = tl (row k + u' A22), and row k after the left reflector.
        for j in k + 1..n {
            let yj = tl * (row[j] + w[j]);
            y[j] = yj;
            row[j] -= yj;
        }
        let (beta, tr) = reflector(&mut row[k + 1..n], 0);
        e[k] = beta;
        v[k + 1] = 1.0;
        v[k + 2..n].copy_from_slice(&row[k + 2..n]);
        // z = tr (A22 v - u (y' v)), A22 as the first pass left it.
        if tr != 0.0 {
            let b = dot(&y[k + 1..n], &v[k + 1..n]);
            let right = &*right;
            let vs = &v[k + 1..n];
            if rows * cols >= SPLIT_MIN {
                let half = cols / 2;
                let (r0, r1) = right.split_at(half * m);
                let (v0, v1) = vs.split_at(half);
                let (p0, p1) = (&mut t0[..rows], &mut t1[..rows]);
                fork(
                    || product(r0, k + 1, m, v0, p0),
                    || product(r1, k + 1, m, v1, p1),
                );
                for i in 0..rows {
                    z[k + 1 + i] = tr * ((t0[i] + t1[i]) - u[i] * b);
                }
            } else {
                product(right, k + 1, m, vs, &mut t0[..rows]);
                for i in 0..rows {
                    z[k + 1 + i] = tr * (t0[i] - u[i] * b);
                }
            }
        } else {
            z[k + 1..].fill(0.0);
        }
        std::mem::swap(&mut row, &mut next);
    }
    (d, e)
}

/// The reflector `I - tau w w'` (`w[at] = 1`) that takes `x` to `beta`
/// at `at`, zeros elsewhere: `w`'s other entries in place of `x`'s and
/// `beta` at `at`; returns `(beta, tau)` (`tau = 0`, no reflection, when
/// the other entries are zero). `at` is `x`'s first or last index.
pub(super) fn reflector(x: &mut [f64], at: usize) -> (f64, f64) {
    let alpha = x[at];
    let xn = norm(&x[..at]).hypot(norm(&x[at + 1..]));
    if xn == 0.0 {
        return (alpha, 0.0);
    }
    if xn < TINY && alpha.abs() < TINY {
        // So small that 1 / (alpha - beta) could overflow, or `w` lose
        // digits in subnormals: the reflector of x scaled by a power of
        // two (exactly) is the same.
        x.iter_mut().for_each(|t| *t *= UP);
        let (beta, tau) = reflector(x, at);
        x[at] = beta / UP;
        return (beta / UP, tau);
    }
    let beta = -alpha.hypot(xn).copysign(alpha);
    let tau = (beta - alpha) / beta;
    let s = 1.0 / (alpha - beta);
    x.iter_mut().for_each(|t| *t *= s);
    x[at] = beta;
    (beta, tau)
}

/// Below it a reflector is made from its vector scaled by `UP` (2^600).
const TINY: f64 = 1.0e-280;
const UP: f64 = f64::from_bits((1023 + 600) << 52);

/// The first pass of a step over some columns of the trailing matrix.
struct Pass<'a> {
    /// The new left reflector's vector below its 1 (rows k+1..).
    u: &'a [f64],
    /// The last step's `u`, `z` (rows k+1..), `y`, `v` (columns k+1..).
    up: Option<&'a [f64]>,
    z: &'a [f64],
    y: &'a [f64],
    v: &'a [f64],
    /// The first row (and column) of the trailing matrix; the leading dimension.
    first: usize,
    ld: usize,
}

impl Pass<'_> {
    /// On the columns `cols` (whole columns of `a`, the `from`-th of the
    /// trailing matrix first): `A -= up y' + z v'`, `w = u' A` and `next`
    /// the columns' first row after the update.
    fn first_pass(&self, cols: &mut [f64], from: usize, w: &mut [f64], next: &mut [f64]) {
        #[cfg(target_arch = "x86_64")]
        if has_fma() {
            // SAFETY: the CPU has the instructions the variant is compiled for.
            return unsafe { self.first_pass_fma(cols, from, w, next) };
        }
        self.first_pass_any::<false>(cols, from, w, next)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn first_pass_fma(
        &self,
        cols: &mut [f64],
        from: usize,
        w: &mut [f64],
        next: &mut [f64],
    ) {
        self.first_pass_any::<true>(cols, from, w, next)
    }

    #[inline(always)]
    fn first_pass_any<const F: bool>(
        &self,
        cols: &mut [f64],
        from: usize,
        w: &mut [f64],
        next: &mut [f64],
    ) {
        for (jc, col) in cols.chunks_exact_mut(self.ld).enumerate() {
            let j = from + jc;
            let col = &mut col[self.first..];
            w[jc] = match self.up {
                Some(up) => update_dot::<F>(col, up, self.z, self.y[j], self.v[j], self.u),
                None => dot_any::<F>(self.u, col),
            };
            next[jc] = col[0];
        }
    }
}

/// `c -= p yj + q vj`, then `u' c` as `dot_any` sums it, in one sweep.
#[inline(always)]
fn update_dot<const F: bool>(
    c: &mut [f64],
    p: &[f64],
    q: &[f64],
    yj: f64,
    vj: f64,
    u: &[f64],
) -> f64 {
    const L: usize = 16;
    let n = c.len();
    let (p, q, u) = (&p[..n], &q[..n], &u[..n]);
    let mut acc = [0.0; L];
    let full = n / L * L;
    for (((cc, pp), qq), uu) in c[..full]
        .chunks_exact_mut(L)
        .zip(p.chunks_exact(L))
        .zip(q.chunks_exact(L))
        .zip(u.chunks_exact(L))
    {
        for l in 0..L {
            let a = fma::<F>(-qq[l], vj, fma::<F>(-pp[l], yj, cc[l]));
            cc[l] = a;
            acc[l] = fma::<F>(uu[l], a, acc[l]);
        }
    }
    let mut tail = 0.0;
    for i in full..n {
        let a = fma::<F>(-q[i], vj, fma::<F>(-p[i], yj, c[i]));
        c[i] = a;
        tail = fma::<F>(u[i], a, tail);
    }
    sum_lanes(acc) + tail
}

/// The 16 partial sums added pairwise in a fixed order.
#[inline(always)]
fn sum_lanes(mut acc: [f64; 16]) -> f64 {
    let mut width = 16;
    while width > 1 {
        width /= 2;
        for l in 0..width {
            acc[l] += acc[l + width];
        }
    }
    acc[0]
}

/// `p = A v` for the columns `cols` of `a` (leading dimension `ld`), from
/// row `first`: column by column in order, four at a time.
fn product(cols: &[f64], first: usize, ld: usize, v: &[f64], p: &mut [f64]) {
    #[cfg(target_arch = "x86_64")]
    if has_fma() {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { product_fma(cols, first, ld, v, p) };
    }
    product_any::<false>(cols, first, ld, v, p)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn product_fma(cols: &[f64], first: usize, ld: usize, v: &[f64], p: &mut [f64]) {
    product_any::<true>(cols, first, ld, v, p)
}

#[inline(always)]
fn product_any<const F: bool>(cols: &[f64], first: usize, ld: usize, v: &[f64], p: &mut [f64]) {
    p.fill(0.0);
    let rows = p.len();
    let col = |j: usize| &cols[j * ld + first..j * ld + first + rows];
    let quads = v.len() / 4 * 4;
    for j in (0..quads).step_by(4) {
        let (a0, a1, a2, a3) = (col(j), col(j + 1), col(j + 2), col(j + 3));
        let (v0, v1, v2, v3) = (v[j], v[j + 1], v[j + 2], v[j + 3]);
        for i in 0..rows {
            let s = fma::<F>(a0[i], v0, p[i]);
            let s = fma::<F>(a1[i], v1, s);
            let s = fma::<F>(a2[i], v2, s);
            p[i] = fma::<F>(a3[i], v3, s);
        }
    }
    for (j, &vj) in v.iter().enumerate().skip(quads) {
        for (t, &x) in p.iter_mut().zip(col(j)) {
            *t = fma::<F>(x, vj, *t);
        }
    }
}

/// `x' y`, in 16 partial sums (enough to hide the additions' latency),
/// added in a fixed order.
pub(super) fn dot(x: &[f64], y: &[f64]) -> f64 {
    #[cfg(target_arch = "x86_64")]
    if has_fma() {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { dot_fma(x, y) };
    }
    dot_any::<false>(x, y)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn dot_fma(x: &[f64], y: &[f64]) -> f64 {
    dot_any::<true>(x, y)
}

#[inline(always)]
fn dot_any<const F: bool>(x: &[f64], y: &[f64]) -> f64 {
    const L: usize = 16;
    let n = x.len().min(y.len());
    let (x, y) = (&x[..n], &y[..n]);
    let mut acc = [0.0; L];
    let full = n / L * L;
    for (a, b) in x[..full].chunks_exact(L).zip(y[..full].chunks_exact(L)) {
        for l in 0..L {
            acc[l] = fma::<F>(a[l], b[l], acc[l]);
        }
    }
    let mut tail = 0.0;
    for (a, b) in x[full..].iter().zip(&y[full..]) {
        tail = fma::<F>(*a, *b, tail);
    }
    sum_lanes(acc) + tail
}

/// The 2-norm of `x`: the square root of `x' x`, recomputed on `x` scaled
/// by its largest magnitude when that sum is too large or too small to
/// keep its digits.
pub(super) fn norm(x: &[f64]) -> f64 {
    let s = dot(x, x);
    if s.is_finite() && s > 1.0e-280 {
        return s.sqrt();
    }
    let big = x.iter().fold(0.0f64, |s, t| s.max(t.abs()));
    if big == 0.0 {
        return 0.0;
    }
    let scaled: Vec<f64> = x.iter().map(|t| t / big).collect();
    dot(&scaled, &scaled).sqrt() * big
}

#[inline(always)]
fn fma<const F: bool>(a: f64, b: f64, c: f64) -> f64 {
    if F {
        a.mul_add(b, c)
    } else {
        a * b + c
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) fn has_fma() -> bool {
    std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
}

#[cfg(test)]
mod tests {
    //! Against faer's SVD (a QR iteration, another order of rounding): to
    //! a tolerance of a few `n eps` times the largest value.
    use super::super::uniform;
    use super::singular_values;

    /// A reproducible `r x c` matrix of uniform entries in [-0.5, 0.5).
    fn random(r: usize, c: usize, seed: u64) -> Vec<f64> {
        uniform(r * c, seed)
    }

    fn faer_values(a: &[f64], r: usize, c: usize) -> Vec<f64> {
        let mut s = faer::Mat::<f64>::from_fn(r, c, |i, j| a[i + j * r])
            .singular_values()
            .unwrap();
        s.sort_by(|x, y| y.total_cmp(x));
        s
    }

    fn check(a: &[f64], r: usize, c: usize) -> Vec<f64> {
        let s = singular_values(a, r, c).unwrap();
        let want = faer_values(a, r, c);
        assert_eq!(s.len(), want.len());
        let tol = 10.0 * r.max(c) as f64 * f64::EPSILON * want[0].max(f64::MIN_POSITIVE);
        let err = s
            .iter()
            .zip(&want)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f64::max);
        assert!(err <= tol, "{r}x{c}: {err} > {tol}");
        assert!(s.windows(2).all(|p| p[0] >= p[1]));
        s
    }

    #[test]
    fn values_of_square_tall_and_wide_matrices() {
        // Both sides of SPLIT_MIN (128^2) and of the QR-first ratio (11/6).
        for (r, c) in [
            (1, 1),
            (1, 5),
            (5, 1),
            (2, 2),
            (17, 16),
            (97, 97),
            (200, 200),
            (300, 300),
            (257, 256),
            (360, 200),
            (370, 200),
            (700, 300),
            (300, 700),
            (200, 451),
            (530, 520),
        ] {
            check(&random(r, c, (r * 1000 + c) as u64), r, c);
        }
    }

    #[test]
    fn rank_deficient_zero_and_extreme_scales() {
        // Rank 40: the other values are rounding, under the tolerance.
        let (n, k) = (300, 40);
        let (b, c) = (random(n, k, 5), random(k, n, 6));
        let mut a = vec![0.0; n * n];
        for j in 0..n {
            for l in 0..k {
                let x = c[l + j * k];
                for i in 0..n {
                    a[i + j * n] += b[i + l * n] * x;
                }
            }
        }
        let s = check(&a, n, n);
        assert!(s[k - 1] > 1e-3 * s[0] && s[k] < 1e-12 * s[0]);
        assert!(singular_values(&vec![0.0; 280 * 270], 280, 270)
            .unwrap()
            .iter()
            .all(|&x| x == 0.0));
        // Scaled by powers of ten near the ends of the range: the same
        // values, scaled.
        let a = random(150, 120, 9);
        let s = singular_values(&a, 150, 120).unwrap();
        for f in [1e250, 1e-250, 1e-300] {
            let b: Vec<f64> = a.iter().map(|x| x * f).collect();
            let t = singular_values(&b, 150, 120).unwrap();
            for (x, y) in s.iter().zip(&t) {
                assert!((x * f - y).abs() <= 1e-13 * s[0] * f, "{f}");
            }
        }
        assert!(singular_values(&[1.0, f64::NAN, 0.0, 1.0], 2, 2).is_none());
    }

    #[test]
    fn a_trailing_matrix_of_subnormals() {
        // A value of 1 and a block of entries near 1e-310: the block's
        // reflectors have norms whose reciprocals overflow unless the
        // columns are scaled first (sprand's sparse low-rank matrices
        // reached it, and the values came out NaN).
        let n = 6;
        let mut a = vec![0.0; n * n];
        a[0] = 1.0;
        for (k, x) in random(n - 1, n - 1, 21).iter().enumerate() {
            a[(1 + k % (n - 1)) + (1 + k / (n - 1)) * n] = x * 1e-310;
        }
        let s = check(&a, n, n);
        assert_eq!(s[0], 1.0);
        // dqds squares the values, so those under 1e-154 of the largest
        // come out zero: right to the tolerance.
        assert!(s[1..].iter().all(|&x| (0.0..1e-309).contains(&x)), "{s:?}");
    }

    #[test]
    fn the_same_bits_on_one_thread_and_two() {
        for (r, c) in [(300, 300), (530, 520), (640, 500), (500, 640)] {
            let a = random(r, c, 77);
            let old = crate::threads::set(Some(1));
            let s1 = singular_values(&a, r, c).unwrap();
            crate::threads::set(Some(2));
            let s2 = singular_values(&a, r, c).unwrap();
            crate::threads::set(Some(old));
            assert_eq!(s1, s2);
        }
    }
}
