//! Square roots in fused multiply-adds, bit for bit `f64::sqrt`.
//!
//! A vector square root takes about 18 cycles for eight lanes on this
//! machine's cores, and only one port issues it; an FMA takes half a
//! cycle on either of two. nb3v's `sqrt (d1 .^ 2 + d2 .^ 2 + d3 .^ 2 +
//! 0.01)` was bound by it. Here `s` starts from the 14-bit estimate of
//! `1 / sqrt (x)`, takes two Goldschmidt steps (`g` toward `sqrt (x)`,
//! `h` toward `1 / (2 sqrt (x))`) and one Newton correction
//! `s = g + (x - g^2) h`, which leaves it near `sqrt (x)` to about 2^-100.
//!
//! Each lane is then checked. Let `u` be the unit in the last place of
//! `s`, not a power of two. `s` is `sqrt (x)` rounded to nearest when
//! `|sqrt (x) - s| < u / 2`, that is when `-s u + u^2 / 4 < x - s^2 <
//! s u + u^2 / 4`. The lane passes when the remainder `x - s^2`, rounded
//! once in an FMA, is below `b = s u (1 - 2^-50)` in magnitude: `b` is at
//! most `s u - u^2 / 4` (as `s >= 2^52 u`), and rounding is monotone, so a
//! rounded remainder below `b` means an exact one below it. A remainder of
//! 0 means `s^2 = x`: the root is exact, a power of two or not. No root
//! lies on a midpoint (its square would need more than 53 bits).
//!
//! Lanes with `x` outside `2^-900 .. 2^900` (zeros, negatives, NaNs,
//! infinities and subnormals among them) and lanes that fail the check
//! are taken by the square root instruction. Hand-written: the
//! instruction's exact result computed a cheaper way, which no crate
//! offers. Without AVX-512 every root is the instruction.

/// `2^-900` and `2^900`: `s u` and the remainders stay normal.
const LO: f64 = f64::from_bits((1023 - 900) << 52);
const HI: f64 = f64::from_bits((1023 + 900) << 52);

/// Whether the roots are taken in steps on this CPU (AVX-512). Elsewhere
/// each is the instruction, and a caller's own loop is as fast.
pub fn in_steps() -> bool {
    crate::lanes::estimates()
}

/// `x[k] = sqrt (x[k])`.
pub fn in_place(x: &mut [f64]) {
    let mut k = 0;
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions.
        k = unsafe { avx512::in_place(x) };
    }
    for v in &mut x[k..] {
        *v = v.sqrt();
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use std::arch::x86_64::*;

    use super::{HI, LO};

    /// Eight square roots, each `sqrt (x)` rounded to nearest.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) fn eight(x: __m512d) -> __m512d {
        match steps(x) {
            (s, 0xff) => s,
            (s, taken) => _mm512_mask_sqrt_pd(s, !taken, x),
        }
    }

    /// The roots in steps, and the lanes where they are `sqrt (x)`
    /// rounded to nearest (the module's doc).
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) fn steps(x: __m512d) -> (__m512d, u8) {
        let half = _mm512_set1_pd(0.5);
        let y = _mm512_rsqrt14_pd(x);
        let (mut g, mut h) = (_mm512_mul_pd(x, y), _mm512_mul_pd(half, y));
        for _ in 0..2 {
            let r = _mm512_fnmadd_pd(g, h, half);
            (g, h) = (_mm512_fmadd_pd(g, r, g), _mm512_fmadd_pd(h, r, h));
        }
        let s = _mm512_fmadd_pd(_mm512_fnmadd_pd(g, g, x), h, g);

        let rem = _mm512_fnmadd_pd(s, s, x);
        let su = _mm512_scalef_pd(s, _mm512_sub_pd(_mm512_getexp_pd(s), _mm512_set1_pd(52.0)));
        let bound = _mm512_mul_pd(su, _mm512_set1_pd(1.0 - 4.0 * f64::EPSILON));
        let pow2 =
            _mm512_testn_epi64_mask(_mm512_castpd_si512(s), _mm512_set1_epi64((1 << 52) - 1));
        let near = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(_mm512_abs_pd(rem), bound) & !pow2;
        let exact = _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(rem, _mm512_setzero_pd());
        let within = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(x, _mm512_set1_pd(LO))
            & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(x, _mm512_set1_pd(HI));
        (s, (near | exact) & within)
    }

    /// The whole blocks of eight of `x`, each element replaced by its root;
    /// returns how many.
    #[target_feature(enable = "avx512f")]
    pub(super) fn in_place(x: &mut [f64]) -> usize {
        let n = x.len() / 8 * 8;
        for v in x[..n].chunks_exact_mut(8) {
            // SAFETY: eight elements.
            unsafe { _mm512_storeu_pd(v.as_mut_ptr(), eight(_mm512_loadu_pd(v.as_ptr()))) };
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property_rng::Rng;

    fn same_bits(got: &[f64], x: &[f64]) {
        for (&s, &v) in got.iter().zip(x) {
            let want = v.sqrt();
            assert!(
                s.to_bits() == want.to_bits() || (s.is_nan() && want.is_nan()),
                "sqrt ({v:e}): {s:e}, not {want:e}"
            );
        }
    }

    #[test]
    fn roots_are_the_instructions() {
        let (mut rng, count) = Rng::for_property(46, 300);
        for _ in 0..count {
            let n = 8 * rng.below(40) as usize + rng.below(8) as usize;
            let kind = rng.below(5);
            let x: Vec<f64> = (0..n)
                .map(|_| {
                    let m = rng.next() >> 12;
                    let e = match kind {
                        0 => 1023 - 20 + rng.below(41),
                        1 => rng.below(2047),
                        // The edges of the range the steps take.
                        2 => [1023 - 900, 1023 + 899][rng.below(2) as usize] + rng.below(3) - 1,
                        _ => 1023 + rng.below(3) - 1,
                    };
                    match (kind, rng.below(16)) {
                        (3, 0) => [0.0, -0.0, -1.0, f64::INFINITY, f64::NAN, 5e-324, f64::MAX]
                            [rng.below(7) as usize],
                        // Squares and near squares: exact roots, and
                        // remainders of a unit or two.
                        (4, _) => {
                            let s = f64::from_bits((1023 + rng.below(9) - 4) << 52 | m);
                            f64::from_bits((s * s).to_bits() + rng.below(5) - 2)
                        }
                        _ => f64::from_bits(e << 52 | m),
                    }
                })
                .collect();
            let mut got = x.clone();
            in_place(&mut got);
            same_bits(&got, &x);
        }
    }

    #[test]
    fn roots_near_a_midpoint_are_the_instructions() {
        // x = m^2 rounded, m halfway between two doubles: the exact root
        // lies within a fraction of a unit of the midpoint.
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let x: Vec<f64> = (0..400_000)
            .map(|i| {
                let s = f64::from_bits((1023 - 400 + rng.below(800)) << 52 | rng.next() >> 12);
                let m = s + (f64::from_bits(s.to_bits() + 1) - s) / 2.0;
                let x = m * m;
                f64::from_bits(x.to_bits() + (i % 3) - 1)
            })
            .collect();
        let mut got = x.clone();
        in_place(&mut got);
        same_bits(&got, &x);
    }

    #[test]
    fn ordinary_roots_take_the_steps() {
        if !in_steps() {
            return;
        }
        // Exact squares (powers of two among them) and the sums of squares
        // nb3v takes.
        let x: Vec<f64> = (0..4096)
            .map(|k| match k % 3 {
                0 => ((k % 61) as f64).powi(2) + 1.0,
                1 => 4f64.powi(k % 40 - 20),
                _ => (k as f64 * 0.37).sin().powi(2) + 0.01,
            })
            .collect();
        #[cfg(target_arch = "x86_64")]
        for (k, v) in x.chunks_exact(8).enumerate() {
            // SAFETY: AVX-512 (checked above); eight elements.
            let taken = unsafe { avx512_taken(std::arch::x86_64::_mm512_loadu_pd(v.as_ptr())) };
            assert_eq!(taken, 0xff, "chunk {k}: {v:?}");
        }
        let mut got = x.clone();
        in_place(&mut got);
        same_bits(&got, &x);
    }

    /// The lanes the steps take.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn avx512_taken(x: std::arch::x86_64::__m512d) -> u8 {
        super::avx512::steps(x).1
    }
}
