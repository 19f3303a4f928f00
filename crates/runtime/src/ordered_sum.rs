//! Sums of doubles in one chain's order (`s = s + x(k)`, from the first), a stretch at a time where the partial sums keep one exponent.
//!
//! Octave's `sum` adds in one chain, and the last bits of what it prints
//! depend on that order. A chain is bound by the latency of an addition
//! (about 0.7 ns an element here), whatever the vector units could do.
//!
//! While the partial sums stay inside one binade, `[2^e, 2^(e+1))`, every
//! one of them is a multiple of the binade's unit in the last place, `q`,
//! and so the correctly rounded `s + x` is `s + round(x / q) * q`: rounding
//! to a grid commutes with moving along it, but at a tie, where rounding
//! to even looks at the sum's last bit. A stretch of terms then adds as
//! integers: each term's multiple of `q` is rounded on its own, in vector
//! lanes and exactly, and their sum is exact in 64 bits. A stretch is
//! taken this way only when its terms' positive and negative parts could
//! not take any partial sum out of the binade's interior, and no term is a
//! tie; otherwise it is added in the chain. The result is the chain's, bit
//! for bit (the tests compare them on data made to break it: ties, sums
//! crossing powers of two, mixed signs, NaNs, infinities, subnormals).
//! Hand-written: no crate reproduces a sequential sum's rounding.

use crate::lanes::{self, Loop};

/// Terms per stretch. A stretch whose partial sums cross a power of two is
/// added in the chain; longer stretches cross more often.
const STRETCH: usize = 512;

/// Vectors shorter than this are added in the chain: one stretch's checks
/// would cost more than they save.
pub const MIN_LEN: usize = 2 * STRETCH;

/// After a stretch fails, the stretches added in the chain before the next
/// try double, up to this many (a sum that keeps crossing zero or powers of
/// two pays at most one try in this many).
const MAX_WAIT: usize = 16;

const FRACTION: u64 = (1 << 52) - 1;

/// `acc + xs[0] + xs[1] + ...`, added left to right: the same bits as
/// `xs.iter().fold(acc, |s, &x| s + x)`.
pub fn add(acc: f64, xs: &[f64]) -> f64 {
    if xs.len() < MIN_LEN {
        return chain(acc, xs);
    }
    lanes::call(xs.len(), Add { acc, xs })
}

#[inline(always)]
fn chain(mut s: f64, xs: &[f64]) -> f64 {
    for &x in xs {
        s += x;
    }
    s
}

struct Add<'a> {
    acc: f64,
    xs: &'a [f64],
}

impl Loop for Add<'_> {
    type Out = f64;
    #[inline(always)]
    fn run(self) -> f64 {
        let mut s = self.acc;
        // Stretches still to add in the chain, and how many the next
        // failure asks for.
        let (mut wait, mut next_wait) = (0, 1);
        for part in self.xs.chunks(STRETCH) {
            if wait == 0 {
                if let Some(t) = stretch(s, part) {
                    s = t;
                    next_wait = 1;
                    continue;
                }
                wait = next_wait;
                next_wait = (2 * next_wait).min(MAX_WAIT);
            }
            wait -= 1;
            s = chain(s, part);
        }
        s
    }
}

/// `s + xs[0] + ...` in the chain's rounding, when every partial sum stays
/// inside `s`'s binade by at least one unit and no term is a tie there;
/// `None` otherwise (or for `s` zero, subnormal, too small for its unit
/// to be normal, or not finite).
#[inline(always)]
fn stretch(s: f64, xs: &[f64]) -> Option<f64> {
    let bits = s.to_bits();
    let exp = (bits >> 52) & 0x7ff;
    // q = 2^(exp - 1075), normal.
    if !(53..0x7ff).contains(&exp) {
        return None;
    }
    // 1.5 * 2^52 * q: adding a term x, |x| < 2^51 q, rounds it to a
    // multiple k of q, ties to even, and the sum is in c's binade, where
    // its bits are c's plus k.
    let c = f64::from_bits((exp << 52) | (1 << 51));
    let half_q = f64::from_bits((exp - 52) << 52) * 0.5;
    // |s| / q, in [2^52, 2^53).
    let m0 = ((bits & FRACTION) | (1 << 52)) as i64;
    // A plain loop of integer sums and extremes, which the compiler runs in
    // vector lanes (written in lanes by hand, it gathered across them).
    let (mut total, mut size, mut widest, mut off) = (0i64, 0i64, 0u64, 0u64);
    for &x in xs {
        let y = x + c;
        // Wrapping: a bad term's k is garbage, and its stretch unused.
        let k = (y.to_bits() as i64).wrapping_sub(c.to_bits() as i64);
        total = total.wrapping_add(k);
        let size_k = k.wrapping_abs();
        size = size.wrapping_add(size_k);
        // |k| < 2^51 where y is in c's binade, and only there (of
        // another sign, or not a number, as unsigned it is larger still).
        widest = widest.max(size_k as u64);
        // How far x is from its multiple of q, exactly: q / 2 at a tie.
        // Compared as bits, which order magnitudes as integers (a float
        // extreme does not run in lanes).
        off = off.max((x - (y - c)).abs().to_bits());
    }
    if widest >= 1 << 51 || off >= half_q.to_bits() {
        return None;
    }
    // Each |k| < 2^51 and at most STRETCH of them: no overflow.
    let (up, down) = ((size + total) / 2, (size - total) / 2);
    let (away, toward, signed) = if s > 0.0 {
        (up, down, total)
    } else {
        (down, up, -total)
    };
    // Every partial sum's multiple of q lies in [m0 - toward, m0 + away];
    // one unit inside the binade, the exact sum before rounding is inside.
    if m0 - toward < (1 << 52) + 1 || m0 + away > (1 << 53) - 1 {
        return None;
    }
    let m = (m0 + signed) as u64;
    Some(f64::from_bits((bits & !FRACTION) | (m & FRACTION)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property_rng::Rng;

    fn same(acc: f64, xs: &[f64]) {
        let want = chain(acc, xs);
        let got = add(acc, xs);
        assert!(
            got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
            "acc {acc:e}, {} terms: {got:e} ({:#x}) against the chain's {want:e} ({:#x})",
            xs.len(),
            got.to_bits(),
            want.to_bits()
        );
    }

    /// A term of one of the kinds that make a stretch fail, or none.
    fn term(rng: &mut Rng, kind: u64) -> f64 {
        let u = rng.unit();
        match kind {
            // Positive, of one size: the common case.
            0 => u * 1000.0,
            // Both signs, around zero: partial sums cross binades.
            1 => u - 0.5,
            // Halves and integers: ties against a large sum.
            2 => (rng.below(64) as f64) * 0.5 - 8.0,
            // Mostly small, now and then huge.
            3 if rng.below(500) == 0 => (u - 0.5) * 1e18,
            3 => u,
            // Magnitudes from 1e-300 to 1e300.
            4 => (u - 0.5) * 10f64.powi(rng.below(600) as i32 - 300),
            // Subnormals and zeros of both signs.
            5 => [0.0, -0.0, 5e-324, -1e-310, u * 1e-300][rng.below(5) as usize],
            // Close to a power of two.
            6 => 2f64.powi(rng.below(8) as i32) * (1.0 + (u - 0.5) * 1e-12),
            // Integers of every size.
            _ => (rng.next() >> rng.below(64)) as f64,
        }
    }

    #[test]
    fn the_chain_rounding_on_every_kind_of_data() {
        let (mut rng, count) = Rng::for_property(43, 400);
        for _ in 0..count {
            let n =
                [rng.below(3000), MIN_LEN as u64 + rng.below(40), 20_000][rng.below(3) as usize];
            let kind = rng.below(8);
            let mixed = rng.below(4) == 0;
            let mut xs: Vec<f64> = (0..n)
                .map(|_| {
                    let k = if mixed { rng.below(8) } else { kind };
                    term(&mut rng, k)
                })
                .collect();
            if rng.below(10) == 0 && n > 0 {
                let at = rng.below(n) as usize;
                xs[at] = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY][rng.below(3) as usize];
            }
            let acc =
                [0.0, -0.0, 1e6, -3.5, 1e300, 2f64.powi(53), -2f64.powi(60)][rng.below(7) as usize];
            same(acc, &xs);
        }
    }

    #[test]
    fn sums_that_stay_in_one_binade_take_the_stretches() {
        // 6e5 + ... stays in [2^19, 2^20) for these terms: every stretch
        // is added as integers.
        let xs: Vec<f64> = (0..4096)
            .map(|k| ((k * 7919) % 1000) as f64 * 1e-3)
            .collect();
        assert!(stretch(6e5, &xs[..STRETCH]).is_some());
        same(6e5, &xs);
        // A tie at the sum's last place: the chain's parity decides.
        let q = 2f64.powi(19 - 52);
        assert!(stretch(6e5, &[q / 2.0]).is_none());
        same(6e5, &vec![q / 2.0; 1000]);
        same(6e5 + q, &vec![q / 2.0; 1000]);
        // A partial sum that lands on the power of two from above: the
        // exact sum was below it, where the grid is finer.
        let q = 2f64.powi(20 - 52);
        let mut xs = vec![0.0; 1000];
        xs[0] = -1.3 * q;
        same(2f64.powi(20) + q, &xs);
        xs[0] = 1.3 * q;
        same(2f64.powi(21) - q, &xs);
        // Positive terms of one size from 0: only the stretches where the
        // sum crosses a power of two go to the chain.
        let mut rng = Rng(7);
        let xs: Vec<f64> = (0..1 << 16).map(|_| term(&mut rng, 0)).collect();
        let (mut s, mut taken) = (0.0, 0);
        for part in xs.chunks(STRETCH) {
            s = match stretch(s, part) {
                Some(t) => {
                    taken += 1;
                    t
                }
                None => chain(s, part),
            };
        }
        assert_eq!(s.to_bits(), chain(0.0, &xs).to_bits());
        let all = xs.len() / STRETCH;
        assert!(taken * 10 >= all * 8, "{taken} of {all} stretches taken");
    }
}
