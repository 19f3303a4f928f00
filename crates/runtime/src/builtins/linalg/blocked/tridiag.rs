//! The tridiagonal form of a real symmetric matrix, for its eigenvalues: our own Householder reduction on one or two threads.
//!
//! faer's blocked reduction ran on one core (so that the bits did not
//! depend on `--threads`) as AVX2: 8.4 ms of `eig` 600's 13.5. This is
//! the unblocked reduction (Golub and Van Loan's, in LAPACK `dsytd2`'s
//! 'U' order: from the last column back, the trailing matrix the leading
//! block, its upper triangle stored by columns, each column contiguous
//! from row 0) with each step's rank-2 update `A -= v w' + w v'` deferred
//! to the next step's one pass over the triangle: each element is
//! updated and, still in a register, used twice for the next product
//! `p = A v` (an axpy into `p` above the diagonal and a dot into `p(j)`),
//! half the memory traffic of a product and an update in two passes. The
//! next step's column is updated first, so that its reflector is known
//! before the pass.
//!
//! The pass takes the columns in groups of `L`, four (AVX-512) or two
//! (AVX2) at a time: each vector of `L` rows is loaded once for them, and
//! the group's diagonal block is one masked vector a column, so no row is
//! done one by one but in the last group of a part. The AVX-512, AVX2 and
//! plain variants do the same operations lane by lane in the same order
//! (the plain one without fused multiply-adds): AVX-512 and AVX2 give the
//! same bits.
//!
//! From `SPLIT_MIN` trailing elements a pass is cut between two threads
//! by columns, where the sizes alone say (the triangle's work halved, at
//! a multiple of `L`), each part summing its own partial product, added
//! in one order: the bits are the same on one thread and two, and each
//! thread keeps about the same columns from step to step, in its own
//! cache.

use super::bidiag::{dot, reflector};
use super::fork;

/// The elements of the trailing triangle from which a step's pass is cut
/// between two threads (from order 362): below it the second thread
/// saves little. Measured idle with a fork that hands the work to a
/// spinning thread (0.15 us a fork; a copy of this module, best of 5):
/// cut from 2^13 / 2^14 / 2^15 / 2^16 / never, order 600 took 2.8 / 2.8 /
/// 2.8 / 2.5 / 3.5 ms, 1000 12.5 / 12.6 / 12.5 / 10.7 / 17.1, 300 0.49 /
/// 0.52 / 0.53 / 0.54 / 0.54.
const SPLIT_MIN: usize = 1 << 16;

/// The lanes of the kernels' vectors (one AVX-512 register, two AVX2).
const L: usize = 8;

/// The diagonal and off-diagonal of a symmetric tridiagonal matrix similar
/// to the symmetric `n x n` column-major `a`, whose upper triangle is read
/// (as LAPACK's `dsyev` 'U') and overwritten. The entries are assumed
/// finite and scaled so that squared norms do not overflow (`dsyev`'s
/// scaling does that).
pub fn tridiagonal(a: &mut [f64], n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut d = vec![0.0; n];
    let mut e = vec![0.0; n.saturating_sub(1)];
    if n == 0 {
        return (d, e);
    }
    // The last step's reflector vector and update vector (zero before
    // the first step: its update changes nothing), and this step's.
    let (mut vp, mut wp) = (vec![0.0; n], vec![0.0; n]);
    let (mut v, mut w) = (vec![0.0; n], vec![0.0; n]);
    // The product's two partial sums (rows 0..k and 0..cut).
    let (mut p1, mut p0) = (vec![0.0; n], vec![0.0; n]);
    // The pass's dot products of the columns with v, by column.
    let mut dots = vec![0.0; n];
    for k in (1..n).rev() {
        let (left, right) = a.split_at_mut(k * n);
        // Column k, rows 0..=k, after the last step's update.
        let col = &mut right[..=k];
        update(col, &vp, &wp, k);
        d[k] = col[k];
        let (beta, tau) = reflector(&mut col[..k], k - 1);
        e[k - 1] = beta;
        v[..k - 1].copy_from_slice(&col[..k - 1]);
        v[k - 1] = 1.0;
        // The pass over columns 0..k: the last step's update, p = A v.
        let pass = Pass {
            ld: n,
            vp: &vp[..k],
            wp: &wp[..k],
            v: &v[..k],
        };
        if k * (k + 1) / 2 >= SPLIT_MIN {
            let cut = split(k);
            let (l0, l1) = left.split_at_mut(cut * n);
            let (q0, q1) = (&mut p0[..cut], &mut p1[..k]);
            let (d0, d1) = dots[..k].split_at_mut(cut);
            let pass = &pass;
            fork(
                || pass.run(l1, cut, k, q1, d1),
                || pass.run(l0, 0, cut, q0, d0),
            );
            for (x, &y) in p1.iter_mut().zip(&p0[..cut]) {
                *x += y;
            }
        } else {
            pass.run(left, 0, k, &mut p1[..k], &mut dots[..k]);
        }
        // w = tau p - (tau^2 / 2) (p' v) v.
        if tau != 0.0 {
            let alpha = -0.5 * tau * tau * dot(&p1[..k], &v[..k]);
            for ((x, &pr), &vr) in w.iter_mut().zip(&p1[..k]).zip(&v[..k]) {
                *x = tau * pr + alpha * vr;
            }
        } else {
            w[..k].fill(0.0);
        }
        std::mem::swap(&mut v, &mut vp);
        std::mem::swap(&mut w, &mut wp);
    }
    update(&mut a[..1], &vp, &wp, 0);
    d[0] = a[0];
    (d, e)
}

/// The first column of the second part of a pass over the columns `0..k`,
/// column `j` having `j + 1` elements: the triangle's elements halved,
/// with each column's fixed cost as two elements.
fn split(k: usize) -> usize {
    let cost = |c: usize| c * (c + 1) / 2 + 2 * c;
    let half = cost(k) / 2;
    let mut c = ((k * k / 2) as f64).sqrt() as usize;
    while c < k && cost(c) < half {
        c += 1;
    }
    while c > 0 && cost(c - 1) >= half {
        c -= 1;
    }
    c / L * L
}

/// Column `k` of `A - vp wp' - wp vp'` in place of column `k`'s rows
/// `0..col.len()`, with the operations of the pass's kernels.
fn update(col: &mut [f64], vp: &[f64], wp: &[f64], k: usize) {
    #[cfg(target_arch = "x86_64")]
    if super::bidiag::has_fma() {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { update_fma(col, vp, wp, k) };
    }
    update_any::<[f64; L]>(col, vp, wp, k)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn update_fma(col: &mut [f64], vp: &[f64], wp: &[f64], k: usize) {
    update_any::<x86::Ymm2>(col, vp, wp, k)
}

#[inline(always)]
fn update_any<V: Lanes>(col: &mut [f64], vp: &[f64], wp: &[f64], k: usize) {
    let (vk, wk) = (vp[k], wp[k]);
    for ((x, &vr), &wr) in col.iter_mut().zip(vp).zip(wp) {
        *x = V::fnma1(wr, vk, V::fnma1(vr, wk, *x));
    }
}

/// One step's pass over the trailing triangle (columns `0..k`, column `j`
/// rows `0..=j`, leading dimension `ld`): the last step's update by `vp`
/// and `wp`, and the product by the new reflector's `v`.
struct Pass<'a> {
    ld: usize,
    vp: &'a [f64],
    wp: &'a [f64],
    v: &'a [f64],
}

impl Pass<'_> {
    /// On the columns `from..to` (`cols` holds them, whole): `A -= vp wp'
    /// + wp vp'` and `p = A v` (`p` rows `0..to`).
    fn run(&self, cols: &mut [f64], from: usize, to: usize, p: &mut [f64], dots: &mut [f64]) {
        assert!(
            dots.len() >= to - from
                && cols.len() >= (to - from) * self.ld
                && self.ld >= to
                && p.len() >= to
                && self.v.len() >= to
                && self.vp.len() >= to
                && self.wp.len() >= to
        );
        #[cfg(target_arch = "x86_64")]
        {
            if has_avx512() {
                // SAFETY: the CPU has the instructions the variant is
                // compiled for; the lengths are checked above.
                return unsafe { self.run_avx512(cols, from, to, p, dots) };
            }
            if super::bidiag::has_fma() {
                // SAFETY: as above.
                return unsafe { self.run_avx2(cols, from, to, p, dots) };
            }
        }
        // SAFETY: the lengths are checked above.
        unsafe { self.run_any::<[f64; L], 2>(cols, from, to, p, dots) }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx2,fma")]
    unsafe fn run_avx512(
        &self,
        cols: &mut [f64],
        from: usize,
        to: usize,
        p: &mut [f64],
        dots: &mut [f64],
    ) {
        self.run_any::<x86::Zmm, 4>(cols, from, to, p, dots)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_avx2(
        &self,
        cols: &mut [f64],
        from: usize,
        to: usize,
        p: &mut [f64],
        dots: &mut [f64],
    ) {
        self.run_any::<x86::Ymm2, 2>(cols, from, to, p, dots)
    }

    /// # Safety
    /// The lengths `run` checks.
    #[inline(always)]
    unsafe fn run_any<V: Lanes, const B: usize>(
        &self,
        cols: &mut [f64],
        from: usize,
        to: usize,
        p: &mut [f64],
        dots: &mut [f64],
    ) {
        p[..to].fill(0.0);
        let (c, p, dots) = (cols.as_mut_ptr(), p.as_mut_ptr(), dots.as_mut_ptr());
        let col = |j: usize| c.add((j - from) * self.ld);
        let dot = |j: usize| dots.add(j - from);
        // Groups of L columns from a multiple of L, in blocks of B (which
        // divides L): each column's rows in vectors (the diagonal block's
        // masked), the same operations lane by lane for every B. The
        // columns of a group not whole in from..to one by one, their rows
        // from the last multiple of L one by one.
        let mut j = from;
        while j < to {
            if j.is_multiple_of(L) && j + L <= to {
                for b in (j..j + L).step_by(B) {
                    self.block::<V, B, true>(col(b), b, p, dot(b));
                }
                j += L;
            } else {
                self.block::<V, 1, false>(col(j), j, p, dot(j));
                j += 1;
            }
        }
        for j in from..to {
            *p.add(j) += *dot(j);
        }
    }

    /// The columns `j..j + B` (from `c`): rows `0..j / L * L` in vectors,
    /// then the rest one by one; `dots` their dot products with `v` above
    /// the diagonal.
    ///
    /// # Safety
    /// `c` holds the `B` columns, `p` rows `0..j + B`, `dots` `B` elements.
    #[inline(always)]
    unsafe fn block<V: Lanes, const B: usize, const DIAG: bool>(
        &self,
        c: *mut f64,
        j: usize,
        p: *mut f64,
        dots: *mut f64,
    ) {
        let ld = self.ld;
        let (vp, wp, v) = (self.vp.as_ptr(), self.wp.as_ptr(), self.v.as_ptr());
        let col: [*mut f64; B] = std::array::from_fn(|q| c.add(q * ld));
        let vq: [f64; B] = std::array::from_fn(|q| *v.add(j + q));
        let vpq: [f64; B] = std::array::from_fn(|q| *vp.add(j + q));
        let wpq: [f64; B] = std::array::from_fn(|q| *wp.add(j + q));
        let (vc, vpc, wpc) = (vq.map(V::splat), vpq.map(V::splat), wpq.map(V::splat));
        let full = j / L * L;
        let mut s = [V::zero(); B];
        for r in (0..full).step_by(L) {
            let (a, b, x) = (V::load(vp.add(r)), V::load(wp.add(r)), V::load(v.add(r)));
            let mut t = V::load(p.add(r));
            for q in 0..B {
                let y = V::fnma(b, vpc[q], V::fnma(a, wpc[q], V::load(col[q].add(r))));
                y.store(col[q].add(r));
                t = V::fma(y, vc[q], t);
                s[q] = V::fma(y, x, s[q]);
            }
            t.store(p.add(r));
        }
        if DIAG {
            // Rows full..full + L: column j + q's first j + q - full + 1
            // lanes (the diagonal's the last of them) are its.
            let r = full;
            let (a, b, x) = (V::load(vp.add(r)), V::load(wp.add(r)), V::load(v.add(r)));
            let mut t = V::load(p.add(r));
            for q in 0..B {
                let m = j + q - full;
                let old = V::load(col[q].add(r));
                let y = V::fnma(b, vpc[q], V::fnma(a, wpc[q], old));
                V::blend(y, old, m + 1).store(col[q].add(r));
                t = V::fma(V::blend(y, V::zero(), m + 1), vc[q], t);
                s[q] = V::fma(V::blend(y, V::zero(), m), x, s[q]);
            }
            t.store(p.add(r));
            for q in 0..B {
                *dots.add(q) = s[q].sum();
            }
            return;
        }
        let mut tail = [0.0; B];
        for r in full..j + B {
            let (a, b, x) = (*vp.add(r), *wp.add(r), *v.add(r));
            let mut t = *p.add(r);
            for q in 0..B {
                if r > j + q {
                    continue;
                }
                let e = col[q].add(r);
                let y = V::fnma1(b, vpq[q], V::fnma1(a, wpq[q], *e));
                *e = y;
                t = V::fma1(y, vq[q], t);
                if r < j + q {
                    tail[q] = V::fma1(y, x, tail[q]);
                }
            }
            *p.add(r) = t;
        }
        for q in 0..B {
            *dots.add(q) = s[q].sum() + tail[q];
        }
    }
}

/// A vector of `L` lanes, and the scalar operations its lanes do.
trait Lanes: Copy {
    fn zero() -> Self;
    fn splat(x: f64) -> Self;
    /// # Safety
    /// `L` elements from `p`.
    unsafe fn load(p: *const f64) -> Self;
    /// # Safety
    /// `L` elements from `p`.
    unsafe fn store(self, p: *mut f64);
    /// `a b + c`.
    fn fma(a: Self, b: Self, c: Self) -> Self;
    /// `c - a b`.
    fn fnma(a: Self, b: Self, c: Self) -> Self;
    /// `a`'s first `m` lanes and `b`'s others.
    fn blend(a: Self, b: Self, m: usize) -> Self;
    /// The lanes added pairwise (`l` and `l + 4`, then `+ 2`, then `+ 1`).
    fn sum(self) -> f64;
    fn fma1(a: f64, b: f64, c: f64) -> f64;
    fn fnma1(a: f64, b: f64, c: f64) -> f64;
}

/// The plain variant: no fused multiply-add.
impl Lanes for [f64; L] {
    #[inline(always)]
    fn zero() -> Self {
        [0.0; L]
    }
    #[inline(always)]
    fn splat(x: f64) -> Self {
        [x; L]
    }
    #[inline(always)]
    unsafe fn load(p: *const f64) -> Self {
        p.cast::<[f64; L]>().read_unaligned()
    }
    #[inline(always)]
    unsafe fn store(self, p: *mut f64) {
        p.cast::<[f64; L]>().write_unaligned(self)
    }
    #[inline(always)]
    fn fma(a: Self, b: Self, c: Self) -> Self {
        std::array::from_fn(|l| Self::fma1(a[l], b[l], c[l]))
    }
    #[inline(always)]
    fn fnma(a: Self, b: Self, c: Self) -> Self {
        std::array::from_fn(|l| Self::fnma1(a[l], b[l], c[l]))
    }
    #[inline(always)]
    fn blend(a: Self, b: Self, m: usize) -> Self {
        std::array::from_fn(|l| if l < m { a[l] } else { b[l] })
    }
    #[inline(always)]
    fn sum(mut self) -> f64 {
        let mut width = L;
        while width > 1 {
            width /= 2;
            for l in 0..width {
                self[l] += self[l + width];
            }
        }
        self[0]
    }
    #[inline(always)]
    fn fma1(a: f64, b: f64, c: f64) -> f64 {
        a * b + c
    }
    #[inline(always)]
    fn fnma1(a: f64, b: f64, c: f64) -> f64 {
        c - a * b
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    //! The fused variants: one AVX-512 register, or two AVX2 ones, of the
    //! same lanes, so the same bits.
    use super::{Lanes, L};
    use std::arch::x86_64::*;

    #[derive(Clone, Copy)]
    pub(super) struct Zmm(__m512d);

    #[derive(Clone, Copy)]
    pub(super) struct Ymm2(__m256d, __m256d);

    /// From `L - m`: `m` lanes of ones (all bits set), then zeros.
    static MASKS: [i64; 2 * L] = [-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0];

    // SAFETY (all the intrinsics below): these run only inside the
    // functions compiled for the CPU features they need, once detected.
    impl Lanes for Zmm {
        #[inline(always)]
        fn zero() -> Self {
            Zmm(unsafe { _mm512_setzero_pd() })
        }
        #[inline(always)]
        fn splat(x: f64) -> Self {
            Zmm(unsafe { _mm512_set1_pd(x) })
        }
        #[inline(always)]
        unsafe fn load(p: *const f64) -> Self {
            Zmm(_mm512_loadu_pd(p))
        }
        #[inline(always)]
        unsafe fn store(self, p: *mut f64) {
            _mm512_storeu_pd(p, self.0)
        }
        #[inline(always)]
        fn fma(a: Self, b: Self, c: Self) -> Self {
            Zmm(unsafe { _mm512_fmadd_pd(a.0, b.0, c.0) })
        }
        #[inline(always)]
        fn fnma(a: Self, b: Self, c: Self) -> Self {
            Zmm(unsafe { _mm512_fnmadd_pd(a.0, b.0, c.0) })
        }
        #[inline(always)]
        fn blend(a: Self, b: Self, m: usize) -> Self {
            Zmm(unsafe { _mm512_mask_blend_pd(((1u32 << m) - 1) as u8, b.0, a.0) })
        }
        #[inline(always)]
        fn sum(self) -> f64 {
            unsafe {
                let lo = _mm512_castpd512_pd256(self.0);
                let hi = _mm512_extractf64x4_pd::<1>(self.0);
                Ymm2(lo, hi).sum()
            }
        }
        #[inline(always)]
        fn fma1(a: f64, b: f64, c: f64) -> f64 {
            a.mul_add(b, c)
        }
        #[inline(always)]
        fn fnma1(a: f64, b: f64, c: f64) -> f64 {
            (-a).mul_add(b, c)
        }
    }

    impl Lanes for Ymm2 {
        #[inline(always)]
        fn zero() -> Self {
            unsafe { Ymm2(_mm256_setzero_pd(), _mm256_setzero_pd()) }
        }
        #[inline(always)]
        fn splat(x: f64) -> Self {
            unsafe { Ymm2(_mm256_set1_pd(x), _mm256_set1_pd(x)) }
        }
        #[inline(always)]
        unsafe fn load(p: *const f64) -> Self {
            Ymm2(_mm256_loadu_pd(p), _mm256_loadu_pd(p.add(L / 2)))
        }
        #[inline(always)]
        unsafe fn store(self, p: *mut f64) {
            _mm256_storeu_pd(p, self.0);
            _mm256_storeu_pd(p.add(L / 2), self.1);
        }
        #[inline(always)]
        fn fma(a: Self, b: Self, c: Self) -> Self {
            unsafe {
                Ymm2(
                    _mm256_fmadd_pd(a.0, b.0, c.0),
                    _mm256_fmadd_pd(a.1, b.1, c.1),
                )
            }
        }
        #[inline(always)]
        fn fnma(a: Self, b: Self, c: Self) -> Self {
            unsafe {
                Ymm2(
                    _mm256_fnmadd_pd(a.0, b.0, c.0),
                    _mm256_fnmadd_pd(a.1, b.1, c.1),
                )
            }
        }
        #[inline(always)]
        fn blend(a: Self, b: Self, m: usize) -> Self {
            unsafe {
                let k = MASKS.as_ptr().add(L - m).cast::<f64>();
                let (k0, k1) = (_mm256_loadu_pd(k), _mm256_loadu_pd(k.add(L / 2)));
                Ymm2(
                    _mm256_blendv_pd(b.0, a.0, k0),
                    _mm256_blendv_pd(b.1, a.1, k1),
                )
            }
        }
        #[inline(always)]
        fn sum(self) -> f64 {
            unsafe {
                let s = _mm256_add_pd(self.0, self.1);
                let t = _mm_add_pd(_mm256_castpd256_pd128(s), _mm256_extractf128_pd::<1>(s));
                _mm_cvtsd_f64(_mm_add_sd(t, _mm_unpackhi_pd(t, t)))
            }
        }
        #[inline(always)]
        fn fma1(a: f64, b: f64, c: f64) -> f64 {
            a.mul_add(b, c)
        }
        #[inline(always)]
        fn fnma1(a: f64, b: f64, c: f64) -> f64 {
            (-a).mul_add(b, c)
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn has_avx512() -> bool {
    std::is_x86_feature_detected!("avx512f") && super::bidiag::has_fma()
}

#[cfg(test)]
mod tests {
    //! Against faer's eigenvalues of the matrix (another reduction and
    //! another iteration): the eigenvalues of our tridiagonal (by faer) to
    //! a few `n eps` times the norm. The lower triangle given is NaN: it
    //! must not be read.
    use super::super::uniform;
    use super::tridiagonal;

    /// A reproducible symmetric `B + B'`, `B` uniform in [-0.5, 0.5).
    fn random(n: usize, seed: u64) -> Vec<f64> {
        let b = uniform(n * n, seed);
        let mut a = vec![0.0; n * n];
        for j in 0..n {
            for i in 0..n {
                a[i + j * n] = b[i + j * n] + b[j + i * n];
            }
        }
        a
    }

    fn sorted(mut x: Vec<f64>) -> Vec<f64> {
        x.sort_by(f64::total_cmp);
        x
    }

    fn values(n: usize, at: impl Fn(usize, usize) -> f64) -> Vec<f64> {
        let m = faer::Mat::<f64>::from_fn(n, n, at);
        sorted(m.self_adjoint_eigenvalues(faer::Side::Lower).unwrap())
    }

    /// Our tridiagonal of `a` (its upper triangle), checked.
    fn check(a: &[f64], n: usize) -> (Vec<f64>, Vec<f64>) {
        let want = values(n, |i, j| a[i.min(j) + i.max(j) * n]);
        let mut b = a.to_vec();
        for j in 0..n {
            b[j * n + j + 1..(j + 1) * n].fill(f64::NAN);
        }
        let (d, e) = tridiagonal(&mut b, n);
        assert_eq!((d.len(), e.len()), (n, n.saturating_sub(1)));
        let got = values(n, |i, j| match i.abs_diff(j) {
            0 => d[i],
            1 => e[i.min(j)],
            _ => 0.0,
        });
        let norm = want.iter().fold(0.0f64, |s, x| s.max(x.abs()));
        let tol = 4.0 * n as f64 * f64::EPSILON * norm.max(f64::MIN_POSITIVE);
        let err = got
            .iter()
            .zip(&want)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f64::max);
        assert!(err <= tol, "order {n}: {err} > {tol}");
        (d, e)
    }

    #[test]
    fn values_of_random_matrices() {
        // Both sides of SPLIT_MIN (order 362), cuts not at a group's edge.
        for n in [1, 2, 3, 5, 8, 9, 17, 64, 129, 200, 255, 258, 300, 421, 533] {
            check(&random(n, n as u64), n);
        }
    }

    #[test]
    fn values_of_hard_matrices() {
        let n = 300;
        let a = random(n, 7);
        // Graded both ways: entries from 1 to 1e-24.
        let g: Vec<f64> = (0..n)
            .map(|i| 10f64.powf(-12.0 * i as f64 / n as f64))
            .collect();
        for g in [g.clone(), g.into_iter().rev().collect()] {
            let b: Vec<f64> = (0..n * n).map(|k| a[k] * g[k % n] * g[k / n]).collect();
            check(&b, n);
        }
        // Clustered: I + 1e-12 A.
        let mut b: Vec<f64> = a.iter().map(|x| x * 1e-12).collect();
        (0..n).for_each(|i| b[i * n + i] += 1.0);
        check(&b, n);
        // Zero rows and columns.
        let mut b = a.clone();
        for z in (0..n).step_by(7) {
            for i in 0..n {
                b[z + i * n] = 0.0;
                b[i + z * n] = 0.0;
            }
        }
        check(&b, n);
        // Diagonal: the tridiagonal is the diagonal.
        let u = uniform(n, 5);
        let mut b = vec![0.0; n * n];
        (0..n).for_each(|i| b[i * n + i] = u[i]);
        let (d, e) = check(&b, n);
        assert!(d == u && e.iter().all(|&x| x == 0.0));
        // Rank 1, and zero.
        let b: Vec<f64> = (0..n * n).map(|k| u[k % n] * u[k / n]).collect();
        check(&b, n);
        let (d, e) = check(&vec![0.0; n * n], n);
        assert!(d.iter().chain(&e).all(|&x| x == 0.0));
        // Tiny and huge (dsyev scales only beyond 1e-146 and 1e146).
        for f in [1e-140, 1e140] {
            check(&a.iter().map(|x| x * f).collect::<Vec<_>>(), n);
        }
        // A reflector of a column under 1e-280 (its own scaling).
        let mut b = a.clone();
        for x in &mut b[(n - 1) * n..] {
            *x *= 1e-290;
        }
        check(&b, n);
    }

    #[test]
    fn the_same_bits_on_one_thread_and_two() {
        for n in [400, 601] {
            let a = random(n, 77);
            let old = crate::threads::set(Some(1));
            let r1 = tridiagonal(&mut a.clone(), n);
            crate::threads::set(Some(2));
            let r2 = tridiagonal(&mut a.clone(), n);
            crate::threads::set(Some(old));
            assert_eq!(r1, r2);
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_same_bits_in_avx512_and_avx2() {
        use super::Pass;
        if !super::has_avx512() {
            return;
        }
        let n = 203;
        let mut a = random(n, 3);
        let vs: Vec<Vec<f64>> = (4..7).map(|s| uniform(n, s)).collect();
        let pass = Pass {
            ld: n,
            vp: &vs[0],
            wp: &vs[1],
            v: &vs[2],
        };
        let mut b = a.clone();
        let (mut p, mut q) = (vec![0.0; n], vec![0.0; n]);
        let (mut d, mut e) = (vec![0.0; n], vec![0.0; n]);
        for (from, to) in [(0, n - 1), (5, 130), (64, 203)] {
            let k = to - from;
            // SAFETY: the CPU has both (checked above); the lengths are run's.
            unsafe {
                pass.run_avx512(&mut a[from * n..], from, to, &mut p, &mut d[..k]);
                pass.run_avx2(&mut b[from * n..], from, to, &mut q, &mut e[..k]);
            }
            assert_eq!((&a, &p, &d), (&b, &q, &e));
        }
    }
}
