//! The BLAS operations of LAPACK's symmetric eigensolver, rounded as Octave's BLAS (OpenBLAS 0.3.21, 2 threads) rounds them.
//!
//! LAPACK's routines are plain Fortran, but the vector and matrix-vector
//! operations they call come from the BLAS Octave is linked with, and the
//! last bits of an eigenvalue depend on how that sums. OpenBLAS's x86-64
//! kernels (Haswell and SkylakeX) fuse every multiply-add, sum dot
//! products in several accumulators, compute `dnrm2` in x87 extended
//! precision, and split `dsymv` between the threads whatever the size.
//! Each function here follows one kernel's order of operations; each was
//! checked against the library Octave 7.3 runs with on the reference
//! machine (libopenblas 0.3.21, SkylakeX kernels, 2 threads) on 10^4 to
//! 10^5 random operands, with no difference in any bit.
//!
//! Matrices are column-major slices with a leading dimension `ld`.

/// The threads OpenBLAS runs `dsymv` on: the reference machine's cores.
const SYMV_THREADS: usize = 2;

/// `dnrm2`: the 2-norm, as OpenBLAS's x87 kernel computes it: the squares
/// summed in extended precision in four accumulators (element `i` of each
/// block of 8 into accumulator `i % 4`, the last `len % 8` into the
/// first), the accumulators added as `((a2 + a0) + a1) + a3`, the square
/// root taken in extended precision and rounded to double.
#[inline(always)]
pub fn nrm2(x: &[f64]) -> f64 {
    let mut acc = [Ext::ZERO; 4];
    let blocks = x.len() / 8 * 8;
    for (i, &xi) in x[..blocks].iter().enumerate() {
        acc[i % 4] = acc[i % 4].add(Ext::square(xi));
    }
    for &xi in &x[blocks..] {
        acc[0] = acc[0].add(Ext::square(xi));
    }
    acc[2].add(acc[0]).add(acc[1]).add(acc[3]).sqrt().to_f64()
}

/// `ddot`: `x' * y`. Below 16 elements one fused accumulator; from 16 the
/// SkylakeX kernel's: blocks of 32 into four 8-lane fused accumulators,
/// folded to four 4-lane ones that take the blocks of 16 left, lanes and
/// accumulators added in the kernel's order, the last `len % 16` elements
/// fused onto that.
#[inline(always)]
pub fn dot(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len();
    let n16 = n / 16 * 16;
    let mut dot = 0.0;
    if n16 > 0 {
        let n32 = n16 / 32 * 32;
        let mut wide = [[0.0f64; 8]; 4];
        for i in (0..n32).step_by(32) {
            for (b, acc) in wide.iter_mut().enumerate() {
                for (l, s) in acc.iter_mut().enumerate() {
                    let k = i + 8 * b + l;
                    *s = x[k].mul_add(y[k], *s);
                }
            }
        }
        let mut acc = [[0.0f64; 4]; 4];
        for (b, a) in acc.iter_mut().enumerate() {
            for l in 0..4 {
                a[l] = wide[b][l] + wide[b][l + 4];
            }
        }
        for i in (n32..n16).step_by(16) {
            for (b, a) in acc.iter_mut().enumerate() {
                for (l, s) in a.iter_mut().enumerate() {
                    let k = i + 4 * b + l;
                    *s = x[k].mul_add(y[k], *s);
                }
            }
        }
        let lane = |l: usize| ((acc[0][l] + acc[1][l]) + acc[2][l]) + acc[3][l];
        dot = (lane(0) + lane(2)) + (lane(1) + lane(3));
    }
    for k in n16..n {
        dot = y[k].mul_add(x[k], dot);
    }
    dot
}

/// `daxpy`: `y += alpha * x`, each element one fused multiply-add.
#[inline(always)]
pub fn axpy(alpha: f64, x: &[f64], y: &mut [f64]) {
    for (yi, &xi) in y.iter_mut().zip(x) {
        *yi = alpha.mul_add(xi, *yi);
    }
}

/// `dscal`: `x *= alpha`; a zero `alpha` stores zeros (no NaN or -0 kept).
#[inline(always)]
pub fn scal(alpha: f64, x: &mut [f64]) {
    for xi in x.iter_mut() {
        *xi = if alpha == 0.0 { 0.0 } else { *xi * alpha };
    }
}

/// `dger`: `A += alpha * x * y'` for the `x.len()` x `y.len()` matrix `a`,
/// column by column, each column an `axpy` by `alpha * y(j)`.
#[inline(always)]
pub fn ger(alpha: f64, x: &[f64], y: &[f64], a: &mut [f64], ld: usize) {
    for (j, &yj) in y.iter().enumerate() {
        axpy(alpha * yj, x, &mut a[j * ld..j * ld + x.len()]);
    }
}

/// `dsyr2` on the upper triangle: `A += alpha * (x * y' + y * x')`, each
/// column `j` two `axpy`s, by `alpha * x(j)` of `y` and by `alpha * y(j)`
/// of `x` (OpenBLAS's path for unit strides and fewer than 100 rows).
#[inline(always)]
pub fn syr2_upper(alpha: f64, x: &[f64], y: &[f64], a: &mut [f64], ld: usize) {
    for j in 0..x.len() {
        let col = &mut a[j * ld..j * ld + j + 1];
        axpy(alpha * x[j], &y[..=j], col);
        axpy(alpha * y[j], &x[..=j], col);
    }
}

/// `dgemv ('T', 1, A, x, 0)`: `A' * x` for the `x.len()` x `n` matrix `a`.
///
/// OpenBLAS's kernel takes the rows in a multiple of 4 first: four columns
/// at a time into fused 4-lane accumulators (row `i` into lane `i % 4`), a
/// pair of columns left into unfused 2-lane ones, a last column into two
/// unfused 2-lane ones (rows `i % 4` = 0, 1 and 2, 3); then it adds the
/// last 1 to 3 rows' products, fused as C compilers contract
/// `a0 * x0 + a1 * x1 + a2 * x2`.
#[inline(always)]
pub fn gemv_t(n: usize, a: &[f64], ld: usize, x: &[f64]) -> Vec<f64> {
    let m = x.len();
    let body = m - m % 4;
    let col = |j: usize| &a[j * ld..j * ld + m];
    let mut y = vec![0.0; n];
    if body > 0 {
        let quads = n / 4 * 4;
        for j in 0..quads {
            let mut acc = [0.0f64; 4];
            for (i, (&aij, &xi)) in col(j)[..body].iter().zip(x).enumerate() {
                acc[i % 4] = aij.mul_add(xi, acc[i % 4]);
            }
            y[j] += (acc[0] + acc[2]) + (acc[1] + acc[3]);
        }
        let mut j = quads;
        if n % 4 >= 2 {
            for j in j..j + 2 {
                let mut acc = [0.0f64; 2];
                for (i, (&aij, &xi)) in col(j)[..body].iter().zip(x).enumerate() {
                    acc[i % 2] += aij * xi;
                }
                y[j] += acc[0] + acc[1];
            }
            j += 2;
        }
        if n % 2 == 1 {
            let mut acc = [0.0f64; 4];
            for (i, (&aij, &xi)) in col(j)[..body].iter().zip(x).enumerate() {
                acc[i % 4] += aij * xi;
            }
            y[j] += (acc[0] + acc[2]) + (acc[1] + acc[3]);
        }
    }
    let xr = &x[body..];
    for (j, yj) in y.iter_mut().enumerate() {
        let ar = &col(j)[body..];
        match xr.len() {
            1 => *yj = ar[0].mul_add(xr[0], *yj),
            2 => *yj += ar[0].mul_add(xr[0], ar[1] * xr[1]),
            3 => *yj += ar[2].mul_add(xr[2], ar[0].mul_add(xr[0], ar[1] * xr[1])),
            _ => {}
        }
    }
    y
}

/// `dsymv ('U', alpha, A, x, 0)`: `alpha * A * x` for the symmetric
/// `x.len()`-order matrix whose upper triangle is in `a`.
///
/// OpenBLAS splits the columns between the threads, the first thread's
/// share about `n / sqrt(threads)` rounded up to a multiple of 4; each
/// share's product with `alpha = 1` goes to a buffer, the buffers are
/// added into the last, and `alpha` times it is the result.
#[inline(always)]
pub fn symv_upper(alpha: f64, a: &[f64], ld: usize, x: &[f64]) -> Vec<f64> {
    let n = x.len();
    let mut ends = vec![0usize];
    let share = n as f64 * n as f64 / SYMV_THREADS as f64;
    while let Some(&start) = ends.last().filter(|&&s| s < n) {
        let width = if SYMV_THREADS - (ends.len() - 1) > 1 {
            let s = start as f64;
            let w = (((s * s + share).sqrt() - s) as usize + 3) & !3;
            w.max(4).min(n - start)
        } else {
            n - start
        };
        ends.push(start + width);
    }
    // (Loops rather than iterator adapters, which would not be inlined
    // into `symeig`'s variant compiled with FMA instructions.)
    let mut parts = Vec::with_capacity(ends.len() - 1);
    for r in ends.windows(2) {
        let mut y = vec![0.0; r[1]];
        symv_columns(r[0], r[1], 1.0, a, ld, x, &mut y);
        parts.push(y);
    }
    let mut sum = parts.pop().expect("a symv has at least one share");
    for part in &parts {
        for (s, &p) in sum.iter_mut().zip(part) {
            *s += p;
        }
    }
    for s in sum.iter_mut() {
        *s = alpha.mul_add(*s, 0.0);
    }
    sum
}

/// OpenBLAS's `dsymv_U` kernel: `y(0..to) += alpha * A(0..to, from..to) *
/// x(from..to)` and, by symmetry, `y(from..to) += alpha * A(0..from,
/// from..to)' * x(0..from)`: column by column below 16 columns, else four
/// at a time (rows below the last multiple of 8 in the fused 4x4 kernel,
/// the rest in the C loops), the columns left over one at a time.
#[inline(always)]
fn symv_columns(
    from: usize,
    to: usize,
    alpha: f64,
    a: &[f64],
    ld: usize,
    x: &[f64],
    y: &mut [f64],
) {
    let col = |j: usize| &a[j * ld..j * ld + j + 1];
    // Column `j`'s rows `rows..j` and its diagonal, `t1 = alpha * x(j)`
    // and `t2` the dot product of the rows above `rows` so far.
    let finish = |j: usize, rows: usize, t1: f64, mut t2: f64, y: &mut [f64]| {
        let aj = col(j);
        for i in rows..j {
            y[i] = t1.mul_add(aj[i], y[i]);
            t2 = aj[i].mul_add(x[i], t2);
        }
        y[j] += t1.mul_add(aj[j], alpha * t2);
    };
    if to - from < 16 {
        for j in from..to {
            finish(j, 0, alpha * x[j], 0.0, y);
        }
        return;
    }
    let quads_end = to - (to - from) % 4;
    for j in (from..quads_end).step_by(4) {
        let t: [f64; 4] = std::array::from_fn(|c| alpha * x[j + c]);
        let cols: [&[f64]; 4] = std::array::from_fn(|c| col(j + c));
        let mut t2 = [0.0f64; 4];
        let j8 = j / 8 * 8;
        if j8 > 0 {
            let mut acc = [[0.0f64; 4]; 4];
            for i in 0..j8 {
                let mut yi = y[i];
                for c in 0..4 {
                    yi = t[c].mul_add(cols[c][i], yi);
                    acc[c][i % 4] = x[i].mul_add(cols[c][i], acc[c][i % 4]);
                }
                y[i] = yi;
            }
            for c in 0..4 {
                t2[c] += (acc[c][0] + acc[c][2]) + (acc[c][1] + acc[c][3]);
            }
        }
        if j8 < j {
            let mut part = [0.0f64; 4];
            for i in j8..j {
                let p01 = t[0].mul_add(cols[0][i], t[1] * cols[1][i]);
                y[i] += t[3].mul_add(cols[3][i], t[2].mul_add(cols[2][i], p01));
                for c in 0..4 {
                    part[c] = cols[c][i].mul_add(x[i], part[c]);
                }
            }
            for c in 0..4 {
                t2[c] += part[c];
            }
        }
        for c in 0..4 {
            finish(j + c, j, t[c], t2[c], y);
        }
    }
    for j in quads_end..to {
        let t1 = alpha * x[j];
        let aj = col(j);
        let j8 = j / 8 * 8;
        let mut t2 = 0.0;
        for i in 0..j8 {
            y[i] = t1.mul_add(aj[i], y[i]);
            t2 = aj[i].mul_add(x[i], t2);
        }
        finish(j, j8, t1, t2, y);
    }
}

/// A non-negative x87 extended-precision number, `mant * 2^exp` with a
/// 64-bit significand (top bit set unless zero): what `dnrm2` sums in.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Ext {
    mant: u64,
    exp: i32,
}

impl Ext {
    const ZERO: Ext = Ext { mant: 0, exp: 0 };

    /// `m * 2^exp` rounded to 64 significant bits, to nearest, ties to even.
    fn round(m: u128, exp: i32) -> Ext {
        if m == 0 {
            return Ext::ZERO;
        }
        let bits = 128 - m.leading_zeros() as i32;
        if bits <= 64 {
            return Ext {
                mant: (m << (64 - bits)) as u64,
                exp: exp - (64 - bits),
            };
        }
        let cut = bits - 64;
        let kept = (m >> cut) as u64;
        let rest = m & ((1u128 << cut) - 1);
        let half = 1u128 << (cut - 1);
        let up = rest > half || (rest == half && kept & 1 == 1);
        match kept.checked_add(up as u64) {
            Some(mant) => Ext {
                mant,
                exp: exp + cut,
            },
            None => Ext {
                mant: 1 << 63,
                exp: exp + cut + 1,
            },
        }
    }

    /// `x * x` (x87 `fmul` of a loaded double).
    fn square(x: f64) -> Ext {
        let bits = x.to_bits();
        let biased = ((bits >> 52) & 0x7ff) as i32;
        let frac = (bits & ((1 << 52) - 1)) as u128;
        let (m, e) = if biased == 0 {
            (frac, -1074)
        } else {
            (frac | 1 << 52, biased - 1075)
        };
        Ext::round(m * m, 2 * e)
    }

    /// `self + other` (x87 `fadd`).
    fn add(self, other: Ext) -> Ext {
        if self.mant == 0 || other.mant == 0 {
            return if self.mant == 0 { other } else { self };
        }
        let (big, small) = if (self.exp, self.mant) >= (other.exp, other.mant) {
            (self, other)
        } else {
            (other, self)
        };
        // 62 guard bits below `big`'s significand, and a sticky bit (or-ed
        // into the lowest) for whatever of `small` falls below them.
        let shift = (big.exp - small.exp) as u32;
        let wide = (small.mant as u128) << 62;
        let (part, lost) = if shift >= 128 {
            (0, true)
        } else {
            (wide >> shift, wide & ((1u128 << shift) - 1) != 0)
        };
        Ext::round(
            (((big.mant as u128) << 62) + part) | lost as u128,
            big.exp - 62,
        )
    }

    /// The square root (x87 `fsqrt`).
    fn sqrt(self) -> Ext {
        if self.mant == 0 {
            return Ext::ZERO;
        }
        // The significand widened to 127 or 128 bits, the exponent left
        // even, so that the integer square root has 64 bits.
        let shift = if self.exp & 1 != 0 { 63 } else { 64 };
        let m = (self.mant as u128) << shift;
        let r = m.isqrt();
        let e = (self.exp - shift) / 2;
        // sqrt(m) >= r + 1/2 exactly when m - r^2 > r (no tie is possible).
        let up = m - r * r > r;
        Ext::round(r + up as u128, e)
    }

    /// The nearest double (storing the x87 register to memory).
    fn to_f64(self) -> f64 {
        if self.mant == 0 {
            return 0.0;
        }
        // Significant bits a double keeps at this magnitude (fewer when
        // subnormal).
        let top = self.exp + 63;
        if top < -1075 {
            return 0.0;
        }
        let keep = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
        let cut = 64 - keep;
        let m = self.mant as u128;
        let kept = m >> cut;
        let rest = m & ((1u128 << cut) - 1);
        let half = 1u128 << (cut - 1);
        let up = rest > half || (rest == half && kept & 1 == 1);
        scale2((kept + up as u128) as f64, self.exp + cut)
    }
}

/// `x * 2^k` for an exactly representable result (or an overflow to Inf),
/// in steps that keep every intermediate exact.
fn scale2(mut x: f64, mut k: i32) -> f64 {
    while k != 0 {
        let step = k.clamp(-1000, 1000);
        x *= f64::from_bits(((1023 + step) as u64) << 52);
        k -= step;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected bits from libopenblas 0.3.21 (SkylakeX kernels, 2 threads),
    // each differing from a plain left-to-right double computation.

    #[test]
    fn nrm2_sums_in_extended_precision() {
        assert_eq!(nrm2(&[0.5, 0.2, 3.8]).to_bits(), 0x400eb428ad9d7b80);
        assert_eq!(nrm2(&[]), 0.0);
        assert_eq!(nrm2(&[-2.5]), 2.5);
        assert_eq!(nrm2(&[1e-300, 1e-300]).to_bits(), 0x01ae4e8d12762225);
        assert_eq!(nrm2(&[f64::MAX, f64::MAX]), f64::INFINITY);
    }

    #[test]
    fn dot_follows_the_kernel() {
        let x: Vec<f64> = (1..=40).map(|i| 1.0 / i as f64).collect();
        let y: Vec<f64> = (1..=40).map(|i| i as f64 * 0.3 - 2.0).collect();
        assert_eq!(dot(&x[..20], &y[..20]).to_bits(), 0xbff320aeeade8a2d);
        assert_eq!(dot(&x[..37], &y[..37]).to_bits(), 0x4005931a52e296c3);
    }

    #[test]
    fn symv_splits_between_two_threads() {
        let n = 6;
        let a: Vec<f64> = (0..n * n)
            .map(|k| {
                let (i, j) = (k % n, k / n);
                1.0 / (i + j + 1) as f64 + if i == j { 0.3 } else { 0.0 }
            })
            .collect();
        let x: Vec<f64> = (0..n).map(|i| 1.0 / (i + 1) as f64 - 0.4).collect();
        let y = symv_upper(0.1 + 0.05, &a, n, &x);
        let bits: Vec<u64> = y.iter().map(|v| v.to_bits()).collect();
        assert_eq!(
            bits,
            [
                0x3fba8ca11bfd44f5,
                0x3fa3333333333333,
                0x3f90bb3ee721a54c,
                0x3f7984cb7feb31e0,
                0x3f3be44da10305d4,
                0xbf6af17383347a10
            ]
        );
    }

    #[test]
    fn gemv_t_sums_rows_by_fours() {
        let (m, n) = (7, 5);
        let a: Vec<f64> = (0..m * n)
            .map(|k| ((k % m) as f64 + 1.0) / ((k / m) as f64 + 2.0) - 0.25 * (k / m) as f64)
            .collect();
        let x: Vec<f64> = (0..m).map(|i| 1.0 / (i + 3) as f64).collect();
        let bits: Vec<u64> = gemv_t(n, &a, m, &x).iter().map(|v| v.to_bits()).collect();
        assert_eq!(
            bits,
            [
                0x40015e45e45e45e4,
                0x3ff1d78022acd578,
                0x3fdaf22f22f22f23,
                0xbfc06c9396062d30,
                0xbfe35e8b3e0935e8
            ]
        );
    }
}
