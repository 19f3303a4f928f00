//! The full convolution of two real vectors in Octave's order of terms,
//! vectorized over the outputs.
//!
//! Octave's `conv` is `conv2 (a(:), b(:))`, an outer convolution: one
//! `c(i:i+na-1) += b(i) * a` per element of `b`, so each output sums its
//! terms in increasing order of `b`'s index, from zero, without fused
//! multiply-adds. That loop stores every output once per term; here each
//! block of consecutive outputs stays in registers while the shorter vector
//! is walked (the same terms in the same order, so the same bits), which
//! makes the loop bound by arithmetic instead of stores.

/// Multiply-adds from which two threads share a convolution: each output
/// is computed alone, so the bits do not depend on the split.
const PARALLEL_MIN: usize = 1 << 21;

/// The most outputs a block computes at a time (see [`blocks`]).
const WIDEST: usize = 64;

/// `conv (a, b)`, full: `a.len() + b.len() - 1` values (none if either is
/// empty). Output `k` is `sum_i b[i] * a[k - i]` over `i` increasing.
pub fn full(a: &[f64], b: &[f64]) -> Vec<f64> {
    if a.is_empty() || b.is_empty() {
        return vec![];
    }
    // Walk the shorter vector `s` along the longer `x`: with `b` the
    // shorter, its index increases; with `a` the shorter, `a`'s index
    // decreases as `b`'s increases (`rev`).
    let (s, x, rev) = if b.len() <= a.len() {
        (b, a, false)
    } else {
        (a, b, true)
    };
    let (l, n) = (s.len(), x.len());
    let m = n + l - 1;
    if !s.iter().all(|c| c.is_finite()) {
        // `Inf * 0` would be NaN: only the terms that exist.
        return (0..m)
            .map(|k| {
                (0..l)
                    .map(|t| step(s, rev, t))
                    .filter(|&(_, back)| back <= k && k < n + back)
                    .fold(0.0, |acc, (c, back)| acc + c * x[k - back])
            })
            .collect();
    }
    // With `x` padded by zeros every output is in a whole block. The terms
    // with a padded zero add `+0` or `-0` to a sum that is never `-0` (it
    // starts at `+0`, and only `-0 + -0` is `-0`), so they change no bit.
    let mut xp = vec![0.0; n + 2 * (l - 1) + WIDEST];
    xp[l - 1..l - 1 + n].copy_from_slice(x);
    let mut out = vec![0.0; m.div_ceil(WIDEST) * WIDEST];
    let pool = crate::gemm::helpers()
        .filter(|_| crate::threads::count() > 1 && m.saturating_mul(l) >= PARALLEL_MIN);
    match pool {
        Some(pool) => {
            let mid = out.len() / WIDEST / 2 * WIDEST;
            let (lo, hi) = out.split_at_mut(mid);
            pool.in_place_scope(|scope| {
                scope.spawn(|_| blocks(s, &xp, rev, mid, hi));
                blocks(s, &xp, rev, 0, lo);
            });
        }
        None => blocks(s, &xp, rev, 0, &mut out),
    }
    out.truncate(m);
    out
}

/// Step `t`'s coefficient and how far its `x` index is below the output's.
#[inline(always)]
fn step(s: &[f64], rev: bool, t: usize) -> (f64, usize) {
    let l = s.len();
    if rev {
        (s[l - 1 - t], l - 1 - t)
    } else {
        (s[t], t)
    }
}

/// The outputs `first..first + out.len()` (a multiple of [`WIDEST`]) from
/// `x` padded in `xp`, on the widest vectors the CPU has; the same `f64`
/// operations whichever, without fused multiply-adds.
fn blocks(s: &[f64], xp: &[f64], rev: bool, first: usize, out: &mut [f64]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { blocks_avx512(s, xp, rev, first, out) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: as above.
        return unsafe { blocks_avx2(s, xp, rev, first, out) };
    }
    blocks_of::<16>(s, xp, rev, first, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn blocks_avx512(s: &[f64], xp: &[f64], rev: bool, first: usize, out: &mut [f64]) {
    blocks_of::<64>(s, xp, rev, first, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn blocks_avx2(s: &[f64], xp: &[f64], rev: bool, first: usize, out: &mut [f64]) {
    blocks_of::<32>(s, xp, rev, first, out)
}

/// [`blocks`] `W` outputs at a time, as many as fill 8 vector registers:
/// enough independent sums to hide the latency of the additions.
#[inline(always)]
fn blocks_of<const W: usize>(s: &[f64], xp: &[f64], rev: bool, first: usize, out: &mut [f64]) {
    let l = s.len();
    for (b, block) in out.chunks_exact_mut(W).enumerate() {
        let mut acc = [0.0; W];
        let k = first + b * W;
        for t in 0..l {
            let (c, back) = step(s, rev, t);
            let at = k + l - 1 - back;
            for (a, &v) in acc.iter_mut().zip(&xp[at..at + W]) {
                *a += c * v;
            }
        }
        block.copy_from_slice(&acc);
    }
}

#[cfg(test)]
mod tests {
    use super::full;

    /// The outer convolution of Octave's conv2, term by term.
    fn outer(a: &[f64], b: &[f64]) -> Vec<f64> {
        let mut c = vec![0.0; a.len() + b.len() - 1];
        for (i, &bi) in b.iter().enumerate() {
            for (j, &aj) in a.iter().enumerate() {
                c[i + j] += bi * aj;
            }
        }
        c
    }

    #[test]
    fn same_bits_as_the_outer_loop() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 11) as f64 / (1u64 << 53) as f64 - 0.5
        };
        // The last two are shared by two threads (PARALLEL_MIN).
        let sizes = [
            (1, 1),
            (5, 3),
            (3, 5),
            (40, 7),
            (7, 40),
            (100, 100),
            (300, 17),
            (17, 300),
            (5000, 500),
            (500, 5000),
        ];
        for (na, nb) in sizes {
            let a: Vec<f64> = (0..na).map(|_| next()).collect();
            let b: Vec<f64> = (0..nb).map(|_| next()).collect();
            let (want, got) = (outer(&a, &b), full(&a, &b));
            assert_eq!(want.len(), got.len());
            for (w, g) in want.iter().zip(&got) {
                assert_eq!(w.to_bits(), g.to_bits(), "{na} x {nb}");
            }
        }
    }

    #[test]
    fn infinities_only_where_their_terms_are() {
        // conv ([1 2 3], [Inf 1]) is [Inf Inf Inf 3] in Octave: no 0 * Inf.
        let c = full(&[1.0, 2.0, 3.0], &[f64::INFINITY, 1.0]);
        assert_eq!(c, [f64::INFINITY, f64::INFINITY, f64::INFINITY, 3.0]);
        assert!(full(&[], &[1.0]).is_empty());
        // Sums start at +0, as Octave's: 1 / conv (-1, 0) is Inf.
        assert!(full(&[-1.0], &[0.0])[0].is_sign_positive());
    }
}
