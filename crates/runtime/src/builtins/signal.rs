//! Filters and windows as Octave 7.3 computes them: `filter`, the `hamming` and
//! `hanning` windows, and polynomial division `deconv`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("hamming", hamming),
    ("hanning", hanning),
    ("deconv", deconv),
    ("filter", filter),
];

fn hamming(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    window("hamming", args, 0.54, 0.46)
}

fn hanning(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    window("hanning", args, 0.5, 0.5)
}

/// The column `a - b * cos (2 * pi * (0 : m-1)' / N)`, N = m - 1
/// ("symmetric", the default) or m ("periodic").
fn window(name: &str, args: &[Value], a: f64, b: f64) -> Out {
    let m = match args[0].scalar_f64() {
        Some(m) if m == m.trunc() && m > 0.0 => m,
        _ => {
            return Err(MatError::msg(format!(
                "{name}: M must be a positive integer"
            )))
        }
    };
    let mut n = m - 1.0;
    if let Some(opt) = args.get(1) {
        match opt.as_string().as_deref() {
            Some("periodic") => n = m,
            Some("symmetric") => {}
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: window type must be either \"periodic\" or \"symmetric\""
                )))
            }
        }
    }
    if m == 1.0 {
        return one(Value::Num(1.0));
    }
    let w = (0..m as usize)
        .map(|k| a - b * (2.0 * std::f64::consts::PI * k as f64 / n).cos())
        .collect();
    one(Value::from_f64s(Dims::rc(m as usize, 1), w))
}

/// `[b, r] = deconv (y, a)`: `y = conv (a, b) + r`, by `filter` as
/// deconv.m does it (so its rounding is Octave's).
fn deconv(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (y, mut a) = (args[0].clone(), args[1].clone());
    let is_vector = |v: &Value| {
        let d = v.dims();
        d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && v.numel() >= 1
    };
    if !is_vector(&y) || !is_vector(&a) {
        return Err(MatError::msg("deconv: Y and A must be vectors"));
    }
    let (yd, ad) = (y.dims(), a.dims());
    let row = |d: &Dims| d.rows() == 1;
    let col = |d: &Dims| d.cols() == 1;
    if (row(&yd) && col(&ad)) || (col(&yd) && row(&ad)) {
        a = crate::ops::transpose(&a, false)?;
    }
    let (la, ly) = (a.numel(), y.numel());
    let a0 = crate::index::index(&a, &[Value::Num(1.0)])?;
    let filter =
        |ctx: &mut Ctx, x: Value| super::call(ctx, "filter", &[y.clone(), a.clone(), x], 2);
    let (b, r) = if ly > la {
        let d = a.dims();
        let shape = y.dims();
        let size: Vec<usize> = (0..shape.ndims().max(d.ndims()))
            .map(|k| shape.get(k) - d.get(k) + 1)
            .collect();
        let mut x = vec![0.0; size.iter().product()];
        x[0] = 1.0;
        let mut out = filter(ctx, Value::from_f64s(Dims::new(&size), x))?;
        let r = crate::ops::binary(crate::ops::BinOp::MatMul, &out.remove(1), &a0)?;
        (out.remove(0), r)
    } else if ly == la {
        let mut out = filter(ctx, Value::Num(1.0))?;
        let r = crate::ops::binary(crate::ops::BinOp::MatMul, &out.remove(1), &a0)?;
        (out.remove(0), r)
    } else {
        (Value::Num(0.0), y.clone())
    };
    if nargout < 2 {
        return one(b);
    }
    if ly < la {
        return Ok(vec![b, r]);
    }
    // r = [zeros(ly - la + 1, 1); r(1:la - 1)], shaped as y.
    let zeros = Value::from_f64s(Dims::rc(ly - la + 1, 1), vec![0.0; ly - la + 1]);
    let head = Value::row_f64((1..la).map(|k| k as f64).collect());
    let head = crate::index::index(&r, &[head])?;
    let stacked = super::call(ctx, "vertcat", &[zeros, head], 1)?.remove(0);
    let size = Value::row_f64(yd.iter().map(|&d| d as f64).collect());
    let r = super::call(ctx, "reshape", &[stacked, size], 1)?.remove(0);
    Ok(vec![b, r])
}

/// The states of an FIR filter `b` (`z`, one fewer) after the input `x`.
#[inline]
fn fir_step(b: &[f64], z: &mut [f64], x: f64) {
    let m = z.len();
    for j in 0..m - 1 {
        z[j] = z[j + 1] + b[j + 1] * x;
    }
    z[m - 1] = b[m] * x;
}

/// `filter (b, 1, x)` of one contiguous vector `x` into `y`, from and to
/// the states `z` (`b.len() - 1` of them, at least one), with the bits of
/// the loop over states: `y(i)` is `((b(m) x(i-m) + b(m-1) x(i-m+1)) + ...
/// + b(1) x(i-1)) + b(0) x(i)`, added in that order. Past the first `m`
/// outputs no state is in it, so the rest are computed a stretch of
/// outputs and a coefficient at a time, in vector lanes. The last states
/// hold only the last `m` inputs: they are the states' loop over those.
fn fir_vector(b: &[f64], x: &[f64], y: &mut [f64], z: &mut [f64]) {
    let (m, len) = (z.len(), x.len());
    let head = m.min(len);
    for i in 0..head {
        y[i] = z[0] + b[0] * x[i];
        fir_step(b, z, x[i]);
    }
    const STRETCH: usize = 1024;
    let mut c0 = head;
    while c0 < len {
        let c1 = (c0 + STRETCH).min(len);
        let out = &mut y[c0..c1];
        for (o, &xv) in out.iter_mut().zip(&x[c0 - m..c1 - m]) {
            *o = b[m] * xv;
        }
        for k in (0..m).rev() {
            let bk = b[k];
            for (o, &xv) in out.iter_mut().zip(&x[c0 - k..c1 - k]) {
                *o += bk * xv;
            }
        }
        c0 = c1;
    }
    for &xv in &x[head.max(len.saturating_sub(m))..] {
        fir_step(b, z, xv);
    }
}

/// `[y, zf] = filter (b, a, x, si, dim)`: direct form II transposed along
/// DIM (default the first non-singleton one), each vector from its column
/// of initial conditions `si` (zeros when absent or `[]`), with Octave's
/// operations in Octave's order (filter.cc), so the rounding is its own.
/// Real arguments; single when any is single.
fn filter(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let real = |v: &Value| {
        if v.is_complex() {
            Err(MatError::msg("filter: complex arguments are not supported"))
        } else {
            v.to_f64_vec()
        }
    };
    let (mut b, mut a) = (real(&args[0])?, real(&args[1])?);
    // A real double `x` is read in place (2e6 samples: a 16 MB copy).
    let xs: std::borrow::Cow<[f64]> = match &args[2] {
        Value::Double(t) => std::borrow::Cow::Borrowed(&t.data),
        x => std::borrow::Cow::Owned(real(x)?),
    };
    let single = args.iter().any(|v| v.class() == Class::Single);
    let xd = args[2].dims();
    let dim = match args.get(4) {
        Some(d) => {
            let d = dim_arg("filter", d)?;
            if d >= xd.ndims() {
                return Err(MatError::msg("filter: DIM must be a valid dimension"));
            }
            d
        }
        None => default_dim(&xd),
    };
    let n = a.len().max(b.len());
    // Octave's loop for `a` of one element has no terms of `a` (which in
    // the general loop would make `0 * Inf` a NaN).
    let fir = a.len() == 1;
    if a.is_empty() || a[0] == 0.0 {
        return Err(MatError::msg(
            "filter: the first element of A must be nonzero",
        ));
    }
    a.resize(n, 0.0);
    b.resize(n, 0.0);
    let norm = a[0];
    if norm != 1.0 {
        a.iter_mut().for_each(|v| *v /= norm);
        b.iter_mut().for_each(|v| *v /= norm);
    }
    let si_len = n - 1;
    // The vectors along DIM: `len` elements `stride` apart, `count` of them.
    let len = xd.get(dim);
    let stride: usize = (0..dim).map(|k| xd.get(k)).product();
    // As many vectors as the other dimensions hold (also when DIM is 0 long).
    let count: usize = (0..xd.ndims())
        .filter(|&k| k != dim)
        .map(|k| xd.get(k))
        .product();
    // si and zf hold one column of si_len states per vector, the vectors in
    // the order of x's other dimensions.
    let mut zf_dims = vec![si_len];
    zf_dims.extend((0..xd.ndims()).filter(|&k| k != dim).map(|k| xd.get(k)));
    let mut state = match args.get(3).filter(|v| !v.is_empty()) {
        None => vec![0.0; si_len * count],
        Some(si) => {
            let sv = real(si)?;
            let sd = si.dims();
            let both_vectors = xd.is_vector() && sd.is_vector();
            if both_vectors && sv.len() == si_len {
                sv
            } else if both_vectors || sd.get(0) != si_len {
                return Err(MatError::msg(
                    "filter: first dimension of SI must be of length max (length (a), length (b)) - 1",
                ));
            } else if sv.len() != si_len * count {
                return Err(MatError::msg(
                    "filter: dimensionality of SI and X must agree",
                ));
            } else {
                sv
            }
        }
    };
    let mut y = vec![0.0; xs.len()];
    for v in 0..count {
        // Vector v starts at (v % stride) + (v / stride) * stride * len.
        let start = v % stride.max(1) + (v / stride.max(1)) * stride * len;
        let z = &mut state[v * si_len..(v + 1) * si_len];
        if fir && si_len > 0 && stride == 1 {
            let (x, y) = (&xs[start..start + len], &mut y[start..start + len]);
            fir_vector(&b, x, y, z);
            continue;
        }
        for i in 0..len {
            let k = start + i * stride;
            let x = xs[k];
            let out = if si_len > 0 {
                z[0] + b[0] * x
            } else {
                b[0] * x
            };
            y[k] = out;
            if si_len > 0 {
                if fir {
                    fir_step(&b, z, x);
                    continue;
                }
                for j in 0..si_len - 1 {
                    z[j] = z[j + 1] - a[j + 1] * out + b[j + 1] * x;
                }
                z[si_len - 1] = b[si_len] * x - a[si_len] * out;
            }
        }
    }
    let pack = |dims: Dims, data: Vec<f64>| {
        let v = Value::from_f64s(dims, data);
        if single {
            crate::convert::convert(&v, Class::Single)
        } else {
            Ok(v)
        }
    };
    let mut out = vec![pack(xd.clone(), y)?];
    if nargout > 1 {
        let zf_dims = if xd.is_vector() {
            Dims::rc(si_len, 1)
        } else {
            Dims::new(&zf_dims)
        };
        out.push(pack(zf_dims, state)?);
    }
    Ok(out)
}
