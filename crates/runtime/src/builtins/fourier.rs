//! The discrete Fourier transform through rustfft (`fft ifft fft2 ifft2`) and its reordering (`fftshift ifftshift`).

use std::mem::MaybeUninit;

use faer::MatMut;
use rayon::prelude::*;
use realfft::RealFftPlanner;
use rustfft::FftPlanner;

thread_local! {
    /// One planner for the thread: it keeps every plan it made, so a
    /// length transformed again reuses its twiddle factors.
    static FFT_PLANNER: std::cell::RefCell<FftPlanner<f64>> =
        std::cell::RefCell::new(FftPlanner::new());
    /// The same for real input (`realfft`).
    static REAL_PLANNER: std::cell::RefCell<RealFftPlanner<f64>> =
        std::cell::RefCell::new(RealFftPlanner::new());
    /// The work buffers of the real-input transforms, kept from one call to
    /// the next (as large as the largest transform so far): fresh ones were
    /// a third of the time of a 2^20-point `fft` (zeroed, then faulted in).
    static REAL_BUFFERS: std::cell::RefCell<RealBuffers> =
        std::cell::RefCell::new(RealBuffers::default());
}

/// The input (destroyed by the transform), the first half of the output
/// and the scratch space of a real-input transform.
#[derive(Default)]
struct RealBuffers {
    input: Vec<f64>,
    half: Vec<C64>,
    scratch: Vec<C64>,
}

use crate::ctx::Ctx;
use crate::error::MatError;
// Two halves on two threads when the kernels may use two: `fork`'s helper,
// awake between calls, not a parked pool.
use crate::threads::fork;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("fftshift", fftshift),
    ("ifftshift", ifftshift),
    ("fft", fft),
    ("ifft", ifft),
    ("fft2", fft2),
    ("ifft2", ifft2),
];

fn shift_impl(name: &str, args: &[Value], inverse: bool) -> Out {
    let v = &args[0];
    let d = v.dims();
    let dims: Vec<usize> = match args.get(1) {
        Some(a) => vec![dim_arg(name, a)?],
        None if d.is_vector() => vec![default_dim(&d)],
        None => (0..d.ndims()).collect(),
    };
    let mut out = v.clone();
    for dim in dims {
        let n = d.get(dim) as i64;
        let s = if inverse { (n + 1) / 2 } else { n / 2 };
        let mut shifts = vec![0.0; dim + 1];
        shifts[dim] = s as f64;
        let mut ctx = Ctx::new();
        out = super::call(&mut ctx, "circshift", &[out, Value::row_f64(shifts)], 1)?.remove(0);
    }
    one(out)
}

fn fftshift(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    shift_impl("fftshift", args, false)
}

fn ifftshift(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    shift_impl("ifftshift", args, true)
}

/// FFT (or inverse) of every slice along `dim`, zero-padded or truncated to `n`.
fn fft_impl(name: &str, args: &[Value], inverse: bool) -> Out {
    let v = &args[0];
    let cls = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let view = num_view(name, v)?;
    let real = matches!(view, Num::R(_));
    // The transform of real data is Hermitian: Octave computes its first
    // half (FFTW's real-input transform) and sets the second half to the
    // conjugates, so `-0` imaginary parts appear where the first half has
    // `+0` ones (`fft([1 1 1 1 0 0 0 0])` ends with `0 - 0i`).
    let mirror = real && !inverse;
    let dims = v.dims();
    let dim = match args.get(2) {
        Some(d) => dim_arg(name, d)?,
        None => default_dim(&dims),
    };
    let len = dims.get(dim);
    let n = match args.get(1) {
        Some(a) if !a.is_empty() => match a.scalar_f64() {
            Some(x) if x >= 1.0 && x == x.floor() => x as usize,
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: number of points N must be greater than zero"
                )))
            }
        },
        _ => len,
    };
    if dims.is_empty() && args.get(1).is_none_or(|a| a.is_empty()) {
        return one(v.clone());
    }
    let od = with_dim(&dims, dim, n);
    let (before, _, after) = split_at_dim(&dims, dim);
    if let (true, Num::R(r)) = (mirror, &view) {
        let out = real_forward(&r.data, &od, (before, len, after), n);
        return one(complex_result(cls, od, out));
    }
    let get = |i: usize| match &view {
        Num::R(r) => C64::new(r.data[i], 0.0),
        Num::C(c) => c.data[i],
    };
    let plan = FFT_PLANNER.with(|p| {
        let mut p = p.borrow_mut();
        if inverse {
            p.plan_fft_inverse(n)
        } else {
            p.plan_fft_forward(n)
        }
    });
    let mut out = vec![C64::new(0.0, 0.0); od.numel()];
    let lines = Lines {
        plan: &*plan,
        n,
        copied: len.min(n),
        scale: if inverse { 1.0 / n as f64 } else { 1.0 },
    };
    let parallel = crate::threads::count() > 1 && od.numel() >= decls::SHARED_MIN;
    if before == 1 {
        // Each line transformed where it lands in `out`.
        let column = |(a, col): (usize, &mut [C64])| {
            for (k, slot) in col[..lines.copied].iter_mut().enumerate() {
                *slot = get(a * len + k);
            }
            lines.finish(col);
        };
        if parallel && after > 1 {
            out.par_chunks_mut(n).enumerate().for_each(column);
        } else {
            out.chunks_mut(n).enumerate().for_each(column);
        }
    } else {
        for (a, page) in out.chunks_mut(before * n).enumerate() {
            let first = |r: usize| a * before * len + r;
            let page = MatMut::from_column_major_slice_mut(page, before, n);
            if parallel && before >= 2 * ROWS {
                let (top, bottom) = page.split_at_row_mut(before / 2);
                fork(
                    || lines.rows(top, |r, k| get(first(r) + k * before)),
                    || lines.rows(bottom, |r, k| get(first(before / 2 + r) + k * before)),
                );
            } else {
                lines.rows(page, |r, k| get(first(r) + k * before));
            }
        }
    }
    // Octave narrows the result to real when every imaginary part is zero.
    one(complex_result(cls, od, out))
}

/// Lines transformed together when they are `before` elements apart:
/// reading a point of each is then one pass over ROWS neighbours, not a
/// cache line per line (`fft2` of 1024x1024 took 18.5 ms, 4x Octave's).
const ROWS: usize = 16;

/// The complex transforms of the lines along one dimension, each `n`
/// points of which the first `copied` come from the argument.
struct Lines<'p> {
    plan: &'p dyn rustfft::Fft<f64>,
    n: usize,
    copied: usize,
    scale: f64,
}

thread_local! {
    /// The scratch space of the complex transforms and the lines of
    /// [`Lines::rows`], kept by each thread from one call to the next.
    static LINE_BUFFERS: std::cell::RefCell<(Vec<C64>, Vec<C64>)> =
        std::cell::RefCell::new(Default::default());
}

impl Lines<'_> {
    /// Transforms `line` (its first `copied` points filled, the rest zero)
    /// in place and scales it.
    fn finish(&self, line: &mut [C64]) {
        let zero = C64::new(0.0, 0.0);
        LINE_BUFFERS.with(|b| match b.try_borrow_mut() {
            Ok(mut b) => {
                b.0.resize(self.plan.get_inplace_scratch_len(), zero);
                self.plan.process_with_scratch(line, &mut b.0);
            }
            Err(_) => self.plan.process(line),
        });
        if self.scale != 1.0 {
            line.iter_mut()
                .for_each(|z| *z = C64::new(z.re * self.scale, z.im * self.scale));
        }
    }

    /// The transform of each row of `m` (its columns the `n` points), the
    /// `k`-th point of row `r` being `get(r, k)`, ROWS rows at a time.
    fn rows(&self, mut m: MatMut<'_, C64>, get: impl Fn(usize, usize) -> C64) {
        let n = self.n;
        let zero = C64::new(0.0, 0.0);
        let mut block = LINE_BUFFERS
            .with(|b| b.try_borrow_mut().map(|mut b| std::mem::take(&mut b.1)))
            .unwrap_or_default();
        for r0 in (0..m.nrows()).step_by(ROWS) {
            let w = ROWS.min(m.nrows() - r0);
            block.clear();
            block.resize(w * n, zero);
            for k in 0..self.copied {
                for j in 0..w {
                    block[j * n + k] = get(r0 + j, k);
                }
            }
            for line in block.chunks_mut(n) {
                self.finish(line);
            }
            for k in 0..n {
                let col = m.as_mut().col_mut(k).subrows_mut(r0, w);
                let col = col
                    .try_as_col_major_mut()
                    .expect("a column of a column-major matrix");
                for (j, z) in col.as_slice_mut().iter_mut().enumerate() {
                    *z = block[j * n + k];
                }
            }
        }
        LINE_BUFFERS.with(|b| {
            if let Ok(mut b) = b.try_borrow_mut() {
                b.1 = block;
            }
        });
    }
}

/// The forward transforms of real data along a dimension (`before`
/// elements apart, `len` long, `after` of them), each padded or cut to
/// `n`: the first half by a real-input transform, the rest its conjugates.
fn real_forward(
    data: &[f64],
    od: &Dims,
    (before, len, after): (usize, usize, usize),
    n: usize,
) -> Vec<C64> {
    let copied = len.min(n);
    if before == 1 && n >= SPLIT_MIN && n.is_multiple_of(2) {
        // Before the n-point plan and buffers, which this path never uses.
        let mut out = Vec::with_capacity(od.numel());
        for (a, dest) in out.spare_capacity_mut()[..od.numel()]
            .chunks_mut(n)
            .enumerate()
        {
            split_forward(&data[a * len..a * len + copied], dest);
        }
        // SAFETY: `split_forward` wrote each of the `after` columns whole.
        unsafe { out.set_len(od.numel()) };
        return out;
    }
    let plan = REAL_PLANNER.with(|p| p.borrow_mut().plan_fft_forward(n));
    let zero = C64::new(0.0, 0.0);
    REAL_BUFFERS.with(|buffers| {
        let buffers = &mut *buffers.borrow_mut();
        buffers.half.resize(n / 2 + 1, zero);
        buffers.scratch.resize(plan.get_scratch_len(), zero);
        let slice = |first: usize| (0..copied).map(move |k| data[first + k * before]);
        if before == 1 {
            // Each transform appended as it is computed: no zeroed output.
            let mut out = Vec::with_capacity(od.numel());
            for a in 0..after {
                out.extend(buffers.transform(&*plan, slice(a * len), n));
            }
            return out;
        }
        let mut out = vec![zero; od.numel()];
        for a in 0..after {
            for b in 0..before {
                let z = buffers.transform(&*plan, slice(a * before * len + b), n);
                for (k, z) in z.enumerate() {
                    out[a * before * n + b + k * before] = z;
                }
            }
        }
        out
    })
}

/// The length from which a real transform is computed as two of half the
/// length, of the even and of the odd elements, one a thread, joined by one
/// pass of butterflies (the first step of Cooley and Tukey's radix-2
/// decimation in time). It is done so from this length whatever the thread
/// count, so the answer does not depend on it.
const SPLIT_MIN: usize = 1 << 17;

/// The work buffers of [`split_forward`], kept by the calling thread: the
/// even and odd elements, their two half spectra, the two plans' scratch.
#[derive(Default)]
struct SplitBuffers {
    input: Vec<f64>,
    halves: Vec<C64>,
    scratch: Vec<C64>,
}

thread_local! {
    static SPLIT_BUFFERS: std::cell::RefCell<SplitBuffers> =
        std::cell::RefCell::new(SplitBuffers::default());
}

/// All `dest.len()` (= n, even) values of the transform of the real `x`
/// (padded with zeros to n). With m = n/2, E and O the m-point transforms
/// of the even and odd elements and W = exp(-2 pi i / n),
/// X(k) = E(k) + W^k O(k) for k = 0..m, and X(n - k) = conj(X(k)).
fn split_forward(x: &[f64], dest: &mut [MaybeUninit<C64>]) {
    let n = dest.len();
    let m = n / 2;
    let plan = REAL_PLANNER.with(|p| p.borrow_mut().plan_fft_forward(m));
    let h = m / 2 + 1;
    let zero = C64::new(0.0, 0.0);
    let mut fresh = SplitBuffers::default();
    SPLIT_BUFFERS.with(|kept| {
        // Kept buffers unless a caller up the stack holds them.
        let mut kept = kept.try_borrow_mut();
        let b = match kept.as_deref_mut() {
            Ok(b) => b,
            Err(_) => &mut fresh,
        };
        let s = plan.get_scratch_len();
        b.input.resize(n, 0.0);
        b.halves.resize(2 * h, zero);
        b.scratch.resize(2 * s, zero);
        let (ie, io) = b.input.split_at_mut(m);
        let (he, ho) = b.halves.split_at_mut(h);
        let (se, so) = b.scratch.split_at_mut(s);
        let half = |first: usize, input: &mut [f64], out: &mut [C64], scratch: &mut [C64]| {
            for (j, v) in input.iter_mut().enumerate() {
                *v = x.get(2 * j + first).copied().unwrap_or(0.0);
            }
            // Only fails on buffers of the wrong lengths, sized above.
            let _ = plan.process_with_scratch(input, out, scratch);
        };
        fork(|| half(0, ie, he, se), || half(1, io, ho, so));
        let w = Twiddles::new(n);
        let (lower, upper) = dest.split_at_mut(m + 1);
        let c = m / 2;
        let (lo1, lo2) = lower.split_at_mut(c);
        let (up2, up1) = upper.split_at_mut(m - c);
        let (he, ho) = (&*he, &*ho);
        let butterflies =
            |first: usize, lo: &mut [MaybeUninit<C64>], up: &mut [MaybeUninit<C64>], off: usize| {
                for (i, slot) in lo.iter_mut().enumerate() {
                    let k = first + i;
                    let (e, o) = if k <= m / 2 {
                        (he[k], ho[k])
                    } else {
                        (he[m - k].conj(), ho[m - k].conj())
                    };
                    let wo = if k == 0 {
                        o
                    } else if k == m {
                        -o
                    } else if 4 * k == n {
                        // W^k = -i exactly.
                        C64::new(o.im, -o.re)
                    } else {
                        w.at(k) * o
                    };
                    let mut z = e + wo;
                    // FFTW's zero imaginary parts are +0 in the first half
                    // (so -0 in the mirrored one), as in `transform`.
                    z.im += 0.0;
                    slot.write(z);
                    if k != 0 && k != m {
                        up[m - 1 - k - off].write(z.conj());
                    }
                }
            };
        fork(
            || butterflies(0, lo1, up1, m - c),
            || butterflies(c, lo2, up2, 0),
        );
    });
}

/// W^k = exp(-2 pi i k / n) as the product of two tabled powers, W^(qL)
/// and W^r for k = qL + r: two tables of about sqrt(n) values each instead
/// of n/2 sines and cosines.
struct Twiddles {
    bits: u32,
    low: Vec<C64>,
    high: Vec<C64>,
}

impl Twiddles {
    fn new(n: usize) -> Self {
        let bits = (usize::BITS - (n / 2).leading_zeros()).div_ceil(2);
        let step = -2.0 * std::f64::consts::PI / n as f64;
        let power = |k: usize| {
            let (s, c) = (step * k as f64).sin_cos();
            C64::new(c, s)
        };
        let low = (0..1usize << bits).map(power).collect();
        let high = (0..=(n / 2) >> bits).map(|q| power(q << bits)).collect();
        Twiddles { bits, low, high }
    }

    fn at(&self, k: usize) -> C64 {
        self.high[k >> self.bits] * self.low[k & ((1 << self.bits) - 1)]
    }
}

impl RealBuffers {
    /// The `n`-point transform of `x` (padded with zeros), all `n` values:
    /// the first half computed, the conjugates of that, reversed, after it.
    fn transform(
        &mut self,
        plan: &dyn realfft::RealToComplex<f64>,
        x: impl Iterator<Item = f64>,
        n: usize,
    ) -> impl Iterator<Item = C64> + '_ {
        self.input.clear();
        self.input.extend(x);
        self.input.resize(n, 0.0);
        // Only fails on buffers of the wrong lengths, which the caller sized.
        let _ = plan.process_with_scratch(&mut self.input, &mut self.half, &mut self.scratch);
        // FFTW's zero imaginary parts are +0 in the first half (so -0 in
        // the mirrored one); realfft's post-processing leaves -0.
        self.half.iter_mut().for_each(|z| z.im += 0.0);
        let second = self.half[1..n.div_ceil(2)].iter().rev().map(|z| z.conj());
        self.half.iter().copied().chain(second)
    }
}

fn fft(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft_impl("fft", args, false)
}

fn ifft(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft_impl("ifft", args, true)
}

/// `fft2(A [, m, n])`, `ifft2(...)`: the transform of every column, then of every row, of
/// each page of A (cut or padded with zeros to m rows and n columns first).
fn fft2_impl(name: &str, args: &[Value], inverse: bool) -> Out {
    let a = &args[0];
    if matches!(
        a,
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
    ) {
        return Err(MatError::msg(format!(
            "{name}: wrong type argument '{}'",
            a.class_name_full()
        )));
    }
    if a.is_char() {
        return Err(MatError::msg(
            "invalid conversion from string to real N-D array",
        ));
    }
    // Octave reads each size as the nearest integer; 0 gives an empty result.
    let size = |k: usize, what: &str| -> Result<Option<f64>, MatError> {
        let Some(v) = args.get(k) else {
            return Ok(None);
        };
        let x = v
            .scalar_f64()
            .filter(|_| v.numel() == 1)
            .ok_or_else(|| MatError::msg("invalid conversion from real matrix to real scalar"))?
            .round();
        if x < 0.0 {
            return Err(MatError::msg(format!(
                "{name}: number of {what} must be greater than zero"
            )));
        }
        Ok(Some(x))
    };
    let m = size(1, "rows (N)")?;
    let n = size(2, "columns (M)")?;
    if a.is_empty() || m == Some(0.0) || n == Some(0.0) {
        return one(Value::empty());
    }
    let one_d = if inverse { "ifft" } else { "fft" };
    let points = |x: Option<f64>| x.map_or_else(Value::empty, Value::Num);
    let cols = fft_impl(one_d, &[a.clone(), points(m), Value::Num(1.0)], inverse)?.remove(0);
    fft_impl(one_d, &[cols, points(n), Value::Num(2.0)], inverse)
}

fn fft2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft2_impl("fft2", args, false)
}

fn ifft2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft2_impl("ifft2", args, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fft_roundtrip() {
        let mut ctx = Ctx::new();
        let x = Value::row_f64(vec![1.0, 2.0, 3.0, 4.0]);
        let f = fft(&mut ctx, std::slice::from_ref(&x), 1)
            .unwrap()
            .remove(0);
        let z = f.to_c64_vec().unwrap();
        assert_eq!(
            z,
            vec![
                C64::new(10.0, 0.0),
                C64::new(-2.0, 2.0),
                C64::new(-2.0, 0.0),
                C64::new(-2.0, -2.0)
            ]
        );
        let back = ifft(&mut ctx, &[f], 1).unwrap().remove(0);
        assert_eq!(back, x);
        let p = fft(
            &mut ctx,
            &[Value::row_f64(vec![1.0, 2.0]), Value::Num(4.0)],
            1,
        )
        .unwrap()
        .remove(0);
        assert_eq!(p.dims(), crate::value::Dims::rc(1, 4));
    }

    /// The split transform of real data against rustfft's complex one, on
    /// even lengths with and without padding; one thread against two.
    #[test]
    fn split_transform_is_the_transform() {
        for (n, len) in [
            (SPLIT_MIN, SPLIT_MIN),
            (SPLIT_MIN + 2, SPLIT_MIN + 2),
            (3 * SPLIT_MIN / 2, 3 * SPLIT_MIN / 2),
            (SPLIT_MIN + 6, SPLIT_MIN - 1000),
        ] {
            let x: Vec<f64> = (1..=len)
                .map(|i| (i as f64 * 0.7548776662466927).fract() - 0.5)
                .collect();
            let split = |threads| {
                let old = crate::threads::set(Some(threads));
                let mut out = Vec::with_capacity(n);
                split_forward(&x, &mut out.spare_capacity_mut()[..n]);
                crate::threads::set(Some(old));
                // SAFETY: `split_forward` writes all `n` values.
                unsafe { out.set_len(n) };
                out
            };
            let one = split(1);
            assert_eq!(one, split(2), "n = {n}: one thread against two");
            let mut want: Vec<C64> = x.iter().map(|&v| C64::new(v, 0.0)).collect();
            want.resize(n, C64::new(0.0, 0.0));
            FftPlanner::new().plan_fft_forward(n).process(&mut want);
            let big = want.iter().map(|z| z.norm()).fold(0.0, f64::max);
            for (k, (a, b)) in one.iter().zip(&want).enumerate() {
                assert!(
                    (a - b).norm() <= 1e-13 * big,
                    "n = {n}, k = {k}: {a} against {b}"
                );
            }
            assert_eq!((one[0].im, one[n / 2].im), (0.0, 0.0));
            for k in 1..n / 2 {
                assert_eq!(one[n - k], one[k].conj());
            }
        }
    }
}
