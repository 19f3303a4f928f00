//! Quotients by a divisor that serves many of them, in products and fused multiply-adds, bit for bit the divisions.
//!
//! A vector division takes 16 cycles for eight lanes on this machine's
//! cores, a product or an FMA half a cycle. Where one divisor `y` serves
//! many quotients (`x / 7`, or `dr ./ r .^ 3` with `r` broadcast over the
//! pages of `dr`), its reciprocal `r`, rounded to nearest, is taken once.
//! Markstein's theorem (P. Markstein, IBM J. Res. Develop. 34(1), 1990;
//! machine-checked by J. Harrison and by D. Russinoff for IA-64's
//! division) then gives `x / y` rounded to nearest as
//! `q + (x - y q) r`, rounded once, for any `q` within one unit in the
//! last place of the quotient, the remainder `x - y q` being exact in an
//! FMA. `x r` rounded is within two units; one such step brings it
//! within one, and a second gives the quotient.
//!
//! The theorem holds while no value leaves the normal range and the
//! remainders do not underflow: with `x` and `y` within `2^-500 .. 2^500`
//! both hold. A zero's quotient is its product by `r`. A chunk of eight
//! with another `x` outside (an infinity, a NaN among them) is divided, as
//! is every quotient by a `y` outside. The reciprocals are FMA steps too,
//! each lane checked rounded to nearest, else divided.
//! Hand-written: it is a division's exact result computed a cheaper way,
//! which no crate offers. The lanes are AVX-512 intrinsics; without
//! AVX-512 every quotient is a division.

use std::mem::MaybeUninit;

use crate::{lanes, threads};

/// `2^-500` and `2^500` (above).
const LO: f64 = f64::from_bits((1023 - 500) << 52);
const HI: f64 = f64::from_bits((1023 + 500) << 52);

fn in_range(y: f64) -> bool {
    (LO..=HI).contains(&y.abs())
}

/// Divisors' reciprocals for [`by_each_into`] and [`by_each_in_place`],
/// kept from one use to the next.
#[derive(Default)]
pub struct Reciprocals {
    r: Vec<f64>,
    /// Every divisor lies within the range the steps take.
    steps: bool,
}

impl Reciprocals {
    /// Takes the reciprocals of `y`, rounded to nearest as divisions are.
    pub fn take(&mut self, y: &[f64]) {
        let Reciprocals { r, steps } = self;
        r.clear();
        r.reserve(y.len());
        let (mut k, mut inside) = (0, true);
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU has the instructions.
            (k, inside) = unsafe { avx512::reciprocals(y, r.spare_capacity_mut()) };
            // SAFETY: `reciprocals` wrote the first `k`.
            unsafe { r.set_len(k) };
        }
        r.extend(y[k..].iter().map(|&v| 1.0 / v));
        *steps = inside && y[k..].iter().all(|&v| in_range(v));
    }
}

/// The divisor of a run of quotients: one for all, or one per element
/// with its reciprocal beside it, each within the range of the steps.
#[derive(Clone, Copy)]
enum Divisor<'a> {
    One(f64),
    Each(&'a [f64], &'a [f64]),
    /// Out of the range: divided.
    Divide(&'a [f64]),
}

impl<'a> Divisor<'a> {
    fn split_at(self, m: usize) -> (Divisor<'a>, Divisor<'a>) {
        match self {
            Divisor::One(y) => (Divisor::One(y), Divisor::One(y)),
            Divisor::Each(y, r) => {
                let ((y0, y1), (r0, r1)) = (y.split_at(m), r.split_at(m));
                (Divisor::Each(y0, r0), Divisor::Each(y1, r1))
            }
            Divisor::Divide(y) => {
                let (y0, y1) = y.split_at(m);
                (Divisor::Divide(y0), Divisor::Divide(y1))
            }
        }
    }

    #[inline(always)]
    fn at(&self, k: usize) -> f64 {
        match self {
            Divisor::One(y) => *y,
            Divisor::Each(y, _) | Divisor::Divide(y) => y[k],
        }
    }
}

/// Quotients per divisor below which a caller's own division loop is as
/// fast: each call takes a reciprocal and chooses its lanes.
pub const MIN_RUN: usize = 16;

/// `o[k] = x[k] / y`, every element of `o` written.
pub fn by_scalar_into(o: &mut [MaybeUninit<f64>], x: &[f64], y: f64) {
    let n = o.len();
    assert_eq!(x.len(), n, "one quotient per output");
    // SAFETY: `o` and `x` hold `n` elements; `o` is written, `x` read.
    unsafe { split(o.as_mut_ptr().cast(), x.as_ptr(), Divisor::One(y), n) }
}

/// `x ./ y`, a new vector.
pub fn by_scalar(x: &[f64], y: f64) -> Vec<f64> {
    let mut q = Vec::with_capacity(x.len());
    by_scalar_into(&mut q.spare_capacity_mut()[..x.len()], x, y);
    // SAFETY: `by_scalar_into` wrote every element.
    unsafe { q.set_len(x.len()) };
    q
}

/// `x[k] = x[k] / y`.
pub fn by_scalar_in_place(x: &mut [f64], y: f64) {
    let p = x.as_mut_ptr();
    // SAFETY: each element is read before it is written, at one position.
    unsafe { split(p, p, Divisor::One(y), x.len()) }
}

/// `o[k] = x[k] / y[k]`, given `r`, the reciprocals of `y`; every
/// element of `o` written.
pub fn by_each_into(o: &mut [MaybeUninit<f64>], x: &[f64], y: &[f64], r: &Reciprocals) {
    let n = o.len();
    assert!(
        x.len() == n && y.len() == n && r.r.len() == n,
        "one quotient per output, by the divisors taken"
    );
    // SAFETY: as `by_scalar_into`; the divisor holds `n` elements.
    unsafe { split(o.as_mut_ptr().cast(), x.as_ptr(), each(y, r), n) }
}

/// `x[k] = x[k] / y[k]`, given `r`, the reciprocals of `y`.
pub fn by_each_in_place(x: &mut [f64], y: &[f64], r: &Reciprocals) {
    let n = x.len();
    assert!(
        y.len() == n && r.r.len() == n,
        "one quotient per element, by the divisors taken"
    );
    let p = x.as_mut_ptr();
    // SAFETY: as `by_scalar_in_place`.
    unsafe { split(p, p, each(y, r), n) }
}

fn each<'a>(y: &'a [f64], r: &'a Reciprocals) -> Divisor<'a> {
    match r.steps {
        true => Divisor::Each(y, &r.r),
        false => Divisor::Divide(y),
    }
}

/// Whether the quotients are taken in steps on this CPU (AVX-512, whose
/// lanes have the FMA). Elsewhere each is a division, and a caller with a
/// loop of its own for them keeps it.
pub fn in_steps() -> bool {
    crate::lanes::estimates()
}

/// A long run cut in two halves, one on each thread, from the length
/// where `lanes` cuts its loops (each quotient is its own operation, so
/// the bits do not depend on the cut).
///
/// # Safety
/// `o` and `x` (the same pointer, or not overlapping) hold `n` elements;
/// so does a divisor of each.
unsafe fn split(o: *mut f64, x: *const f64, y: Divisor, n: usize) {
    if n >= lanes::SPLIT_MIN && threads::count() > 1 {
        let m = n / 2;
        let (y0, y1) = y.split_at(m);
        // Raw pointers are not `Send`; the halves are disjoint.
        let (o1, x1) = (o as usize + 8 * m, x as usize + 8 * m);
        return threads::fork(
            // SAFETY: the first `m` elements (the caller's promise).
            || unsafe { run(o, x, y0, m) },
            // SAFETY: the other `n - m`.
            move || unsafe { run(o1 as *mut f64, x1 as *const f64, y1, n - m) },
        );
    }
    // SAFETY: the caller's promise.
    unsafe { run(o, x, y, n) }
}

/// # Safety
/// As [`split`].
unsafe fn run(o: *mut f64, x: *const f64, y: Divisor, n: usize) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions; the rest is the caller's.
        return unsafe { avx512::run(o, x, y, n) };
    }
    // SAFETY: the caller's promise.
    unsafe { divide(o, x, y, 0, n) }
}

/// Elements `from..n` divided one at a time.
///
/// # Safety
/// As [`split`].
#[inline(always)]
unsafe fn divide(o: *mut f64, x: *const f64, y: Divisor, from: usize, n: usize) {
    for k in from..n {
        // SAFETY: `k < n` (the caller's promise for `o` and `x`).
        unsafe { *o.add(k) = *x.add(k) / y.at(k) };
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use std::arch::x86_64::*;

    use super::{divide, in_range, Divisor, HI, LO};

    /// Eight quotients of `x` by `y` from `r` (above), `y` within the
    /// range; None where an `x` is neither within it nor zero. A zero's
    /// quotient is its product by `r`, a zero of the quotient's sign
    /// (the steps could turn `-0` into `+0`).
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) fn eight(x: __m512d, y: __m512d, r: __m512d) -> Option<__m512d> {
        let ax = _mm512_abs_pd(x);
        let zero = _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(ax, _mm512_setzero_pd());
        let ok = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(ax, _mm512_set1_pd(LO))
            & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(ax, _mm512_set1_pd(HI));
        if ok | zero != 0xff {
            return None;
        }
        let q0 = _mm512_mul_pd(x, r);
        let q1 = _mm512_fmadd_pd(_mm512_fnmadd_pd(y, q0, x), r, q0);
        let q2 = _mm512_fmadd_pd(_mm512_fnmadd_pd(y, q1, x), r, q1);
        Some(_mm512_mask_mov_pd(q2, zero, q0))
    }

    /// Eight reciprocals `1 / y` rounded to nearest, `y` within the range,
    /// in FMAs: a 14-bit estimate, a Newton step (28 bits) and a cubic
    /// one (past 53). Each lane is then checked: `r` is `1 / y` rounded
    /// to nearest when `|1 - y r| < |y| h`, `h` half the gap from `r` to
    /// its neighbours (a quarter of `r`'s unit below a power of two).
    /// `|y| h` is exact (a power of two times `y`), and rounding is
    /// monotone, so the rounded remainder passes only if the exact one
    /// does. None where a lane fails (a midpoint within 2^-80 or so).
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) fn eight_reciprocals(y: __m512d) -> Option<__m512d> {
        let one = _mm512_set1_pd(1.0);
        let r0 = _mm512_rcp14_pd(y);
        let r1 = _mm512_fmadd_pd(r0, _mm512_fnmadd_pd(y, r0, one), r0);
        let e = _mm512_fnmadd_pd(y, r1, one);
        let r = _mm512_fmadd_pd(r1, _mm512_fmadd_pd(e, e, e), r1);
        let rem = _mm512_abs_pd(_mm512_fnmadd_pd(y, r, one));
        // A power of two has no mantissa bits.
        let pow2 =
            _mm512_testn_epi64_mask(_mm512_castpd_si512(r), _mm512_set1_epi64((1 << 52) - 1));
        let below = _mm512_mask_mov_pd(_mm512_set1_pd(-53.0), pow2, _mm512_set1_pd(-54.0));
        let h = _mm512_add_pd(_mm512_getexp_pd(r), below);
        let bound = _mm512_scalef_pd(_mm512_abs_pd(y), h);
        let exact = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(rem, bound);
        (exact == 0xff).then_some(r)
    }

    /// `o[k] = 1 / y[k]` for the whole blocks of eight, and whether each
    /// `y` lies within the range; returns how many are written. In
    /// intrinsics: as a closure in `lanes::run` the check went an element
    /// at a time, as long as the divisions.
    #[target_feature(enable = "avx512f")]
    pub(super) fn reciprocals(y: &[f64], o: &mut [std::mem::MaybeUninit<f64>]) -> (usize, bool) {
        let (one, lo, hi) = (_mm512_set1_pd(1.0), _mm512_set1_pd(LO), _mm512_set1_pd(HI));
        let n = y.len().min(o.len()) / 8 * 8;
        let mut inside = 0xffu8;
        for (o, y) in o[..n].chunks_exact_mut(8).zip(y.chunks_exact(8)) {
            // SAFETY: eight elements of each.
            unsafe {
                let yv = _mm512_loadu_pd(y.as_ptr());
                let ay = _mm512_abs_pd(yv);
                let within = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(ay, lo)
                    & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(ay, hi);
                inside &= within;
                let r = match within {
                    0xff => eight_reciprocals(yv),
                    _ => None,
                };
                let r = r.unwrap_or_else(|| _mm512_div_pd(one, yv));
                _mm512_storeu_pd(o.as_mut_ptr().cast(), r);
            }
        }
        (n, inside == 0xff)
    }

    /// # Safety
    /// As `super::split`, and the CPU has AVX-512F.
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn run(o: *mut f64, x: *const f64, y: Divisor, n: usize) {
        let mut k = 0;
        // SAFETY (each block): elements `k..k + 8` are within the `n` of each.
        match y {
            Divisor::One(v) if in_range(v) => {
                let (yv, rv) = (_mm512_set1_pd(v), _mm512_set1_pd(1.0 / v));
                while k + 8 <= n {
                    unsafe {
                        let xv = _mm512_loadu_pd(x.add(k));
                        let q = eight(xv, yv, rv).unwrap_or_else(|| _mm512_div_pd(xv, yv));
                        _mm512_storeu_pd(o.add(k), q);
                    }
                    k += 8;
                }
            }
            Divisor::Each(ys, rs) => {
                while k + 8 <= n {
                    unsafe {
                        let xv = _mm512_loadu_pd(x.add(k));
                        let yv = _mm512_loadu_pd(ys.as_ptr().add(k));
                        let rv = _mm512_loadu_pd(rs.as_ptr().add(k));
                        let q = eight(xv, yv, rv).unwrap_or_else(|| _mm512_div_pd(xv, yv));
                        _mm512_storeu_pd(o.add(k), q);
                    }
                    k += 8;
                }
            }
            Divisor::One(_) | Divisor::Divide(_) => {
                while k + 8 <= n {
                    unsafe {
                        let xv = _mm512_loadu_pd(x.add(k));
                        let yv = match y {
                            Divisor::Divide(ys) => _mm512_loadu_pd(ys.as_ptr().add(k)),
                            _ => _mm512_set1_pd(y.at(0)),
                        };
                        _mm512_storeu_pd(o.add(k), _mm512_div_pd(xv, yv));
                    }
                    k += 8;
                }
            }
        }
        // SAFETY: the caller's promise.
        unsafe { divide(o, x, y, k, n) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property_rng::Rng;

    /// A number of kind `k`: ordinary, any exponent, near the edges of the
    /// range the steps take, special, or a whole number.
    fn number(rng: &mut Rng, k: u64) -> f64 {
        let sign = if rng.below(2) == 0 { 1.0 } else { -1.0 };
        let mantissa = rng.next() >> 12;
        let with_exp = |e: i64| f64::from_bits(((1023 + e) as u64) << 52 | mantissa);
        sign * match k {
            0 => with_exp(rng.below(41) as i64 - 20),
            1 => with_exp(rng.below(2046) as i64 - 1022),
            2 => with_exp(960 - 3 + rng.below(7) as i64),
            3 => with_exp(-960 - 3 + rng.below(7) as i64),
            4 => [
                0.0,
                f64::INFINITY,
                f64::NAN,
                5e-324,
                1e-310,
                f64::MAX,
                f64::MIN_POSITIVE,
            ][rng.below(7) as usize],
            5 => f64::from_bits(0x7ff0_0000_0000_0001 | rng.next() >> 13),
            // Mantissas of all ones or all zeros, the reciprocal's hard cases.
            6 => {
                let m = [0, (1 << 52) - 1, 1, (1 << 52) - 2][rng.below(4) as usize];
                f64::from_bits(((1023 + rng.below(9) - 4) << 52) | m)
            }
            _ => (rng.next() >> rng.below(64)) as f64,
        }
    }

    fn same_bits(got: &[f64], x: &[f64], y: impl Fn(usize) -> f64) {
        for (k, (&q, &v)) in got.iter().zip(x).enumerate() {
            let want = v / y(k);
            assert_eq!(
                q.to_bits(),
                want.to_bits(),
                "{v:e} / {:e}: {q:e}, not {want:e}",
                y(k)
            );
        }
    }

    #[test]
    fn quotients_are_the_divisions() {
        let (mut rng, count) = Rng::for_property(44, 300);
        for _ in 0..count {
            let n = [rng.below(40), 1000 + rng.below(9)][rng.below(2) as usize] as usize;
            let (kx, ky) = (rng.below(8), rng.below(8));
            let mixed = rng.below(3) == 0;
            let mut pick = |k: u64| if mixed { rng.below(8) } else { k };
            let kinds: Vec<(u64, u64)> = (0..n).map(|_| (pick(kx), pick(ky))).collect();
            let x: Vec<f64> = kinds.iter().map(|&(k, _)| number(&mut rng, k)).collect();
            let y: Vec<f64> = kinds.iter().map(|&(_, k)| number(&mut rng, k)).collect();
            let mut r = Reciprocals::default();
            r.take(&y);

            let mut o = vec![MaybeUninit::uninit(); n];
            by_each_into(&mut o, &x, &y, &r);
            // SAFETY: every element written.
            let got: Vec<f64> = o.iter().map(|v| unsafe { v.assume_init() }).collect();
            same_bits(&got, &x, |k| y[k]);
            let mut in_place = x.clone();
            by_each_in_place(&mut in_place, &y, &r);
            same_bits(&in_place, &x, |k| y[k]);

            let s = y.first().copied().unwrap_or(3.0);
            by_scalar_into(&mut o, &x, s);
            // SAFETY: every element written.
            let got: Vec<f64> = o.iter().map(|v| unsafe { v.assume_init() }).collect();
            same_bits(&got, &x, |_| s);
            let mut in_place = x.clone();
            by_scalar_in_place(&mut in_place, s);
            same_bits(&in_place, &x, |_| s);
            same_bits(&by_scalar(&x, s), &x, |_| s);
        }
    }

    #[test]
    fn reciprocals_are_the_divisions() {
        let (mut rng, count) = Rng::for_property(45, 300);
        for _ in 0..count {
            let n = 8 * rng.below(40) as usize + rng.below(8) as usize;
            let k = rng.below(8);
            let mixed = rng.below(3) == 0;
            let y: Vec<f64> = (0..n)
                .map(|_| {
                    let kind = if mixed { rng.below(8) } else { k };
                    number(&mut rng, kind)
                })
                .collect();
            let mut r = Reciprocals::default();
            r.take(&y);
            same_bits(&r.r, &vec![1.0; n], |k| y[k]);
            assert_eq!(r.steps, y.iter().all(|&v| in_range(v)));
        }
    }

    #[test]
    fn quotients_near_a_midpoint_are_the_divisions() {
        // x = y * m rounded, m halfway between two doubles: the exact
        // quotient lies within half a unit of a midpoint, where a wrong
        // last step would round the other way.
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut x, mut y) = (Vec::new(), Vec::new());
        for _ in 0..200_000 {
            let b = f64::from_bits(1023 << 52 | rng.next() >> 12);
            let q = f64::from_bits((1020 + rng.below(7)) << 52 | rng.next() >> 12);
            let half = (f64::from_bits(q.to_bits() + 1) - q) / 2.0;
            let p = b * q;
            let a = p + (b.mul_add(q, -p) + b * half);
            let a = f64::from_bits(a.to_bits() + rng.below(3) - 1);
            x.push(a);
            y.push(b);
        }
        let mut r = Reciprocals::default();
        r.take(&y);
        assert!(r.steps);
        let mut got = x.clone();
        by_each_in_place(&mut got, &y, &r);
        same_bits(&got, &x, |k| y[k]);
    }

    #[test]
    fn ordinary_quotients_take_the_steps() {
        // Without AVX-512 every quotient is a division: nothing to check.
        if !in_steps() {
            return;
        }
        // Zeros of both signs among them, as on the diagonal of `dr`.
        let x: Vec<f64> = (0..4096)
            .map(|k| match k % 13 {
                5 => 0.0,
                9 => -0.0,
                _ => (k as f64 * 0.37).sin() + 0.25,
            })
            .collect();
        let y: Vec<f64> = (0..4096)
            .map(|k| [1.5 + (k % 7) as f64, -((k % 97) as f64).exp2().sqrt()][k % 2])
            .collect();
        let mut r = Reciprocals::default();
        r.take(&y);
        assert!(r.steps);
        let mut q = x.clone();
        by_each_in_place(&mut q, &y, &r);
        same_bits(&q, &x, |k| y[k]);
        let r = &r.r;
        // Counted by the lanes the steps accept: all of them here.
        #[cfg(target_arch = "x86_64")]
        for k in (0..4096).step_by(8) {
            use std::arch::x86_64::_mm512_loadu_pd;
            // SAFETY: AVX-512 (checked above); eight elements from `k`.
            let (taken, reciprocals) = unsafe {
                let yv = _mm512_loadu_pd(y[k..].as_ptr());
                (
                    avx512_eight_taken(
                        _mm512_loadu_pd(x[k..].as_ptr()),
                        yv,
                        _mm512_loadu_pd(r[k..].as_ptr()),
                    ),
                    avx512_reciprocals_taken(yv),
                )
            };
            assert!(taken, "chunk at {k}");
            assert!(reciprocals, "reciprocals at {k}");
        }
    }

    #[test]
    fn reciprocals_near_a_midpoint_are_the_divisions() {
        // Mantissas dense near the hard cases (all ones, all zeros, and
        // `1 / y` close to a midpoint: `y` near `2 / (2k + 1)` scaled) and
        // at random, over every exponent the steps take.
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut y = Vec::new();
        for i in 0..400_000u64 {
            let e = 1023 - 500 + rng.below(1000);
            let m = match i % 4 {
                0 => rng.next() >> 12,
                1 => ((1 << 52) - 1 - rng.below(64)) ^ (rng.below(2) * ((1 << 52) - 1)),
                _ => {
                    let mid = 2.0
                        / (2.0 * (1.0 + (rng.next() >> 12) as f64 * 2f64.powi(-52))
                            + 2f64.powi(-51));
                    (mid * 2.0)
                        .to_bits()
                        .wrapping_add(rng.below(5))
                        .wrapping_sub(2)
                        & ((1 << 52) - 1)
                }
            };
            let sign = rng.below(2) << 63;
            y.push(f64::from_bits(sign | e << 52 | m));
        }
        let mut r = Reciprocals::default();
        r.take(&y);
        assert!(r.steps);
        same_bits(&r.r, &vec![1.0; y.len()], |k| y[k]);
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn avx512_eight_taken(
        x: std::arch::x86_64::__m512d,
        y: std::arch::x86_64::__m512d,
        r: std::arch::x86_64::__m512d,
    ) -> bool {
        super::avx512::eight(x, y, r).is_some()
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn avx512_reciprocals_taken(y: std::arch::x86_64::__m512d) -> bool {
        super::avx512::eight_reciprocals(y).is_some()
    }
}
