//! The discrete Fourier transform through rustfft (`fft ifft fft2 ifft2`) and its reordering (`fftshift ifftshift`).

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
    let mut scratch = vec![C64::new(0.0, 0.0); plan.get_inplace_scratch_len()];
    let mut buf = vec![C64::new(0.0, 0.0); if before == 1 { 0 } else { n }];
    let scale = if inverse { 1.0 / n as f64 } else { 1.0 };
    let copied = len.min(n);
    for a in 0..after {
        for b in 0..before {
            // Contiguous slices are transformed where they land in `out`.
            let slice = if before == 1 {
                &mut out[a * n..(a + 1) * n]
            } else {
                buf.iter_mut().for_each(|z| *z = C64::new(0.0, 0.0));
                &mut buf[..]
            };
            for (k, slot) in slice[..copied].iter_mut().enumerate() {
                *slot = get(a * before * len + b + k * before);
            }
            plan.process_with_scratch(slice, &mut scratch);
            if mirror {
                for k in n / 2 + 1..n {
                    slice[k] = slice[n - k].conj();
                }
            }
            if inverse {
                slice
                    .iter_mut()
                    .for_each(|z| *z = C64::new(z.re * scale, z.im * scale));
            }
            if before != 1 {
                for (k, z) in buf.iter().enumerate() {
                    out[a * before * n + b + k * before] = *z;
                }
            }
        }
    }
    // Octave narrows the result to real when every imaginary part is zero.
    one(complex_result(cls, od, out))
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
    let plan = REAL_PLANNER.with(|p| p.borrow_mut().plan_fft_forward(n));
    let zero = C64::new(0.0, 0.0);
    REAL_BUFFERS.with(|buffers| {
        let buffers = &mut *buffers.borrow_mut();
        buffers.half.resize(n / 2 + 1, zero);
        buffers.scratch.resize(plan.get_scratch_len(), zero);
        let copied = len.min(n);
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
}
