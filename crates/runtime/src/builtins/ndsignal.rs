//! N-dimensional transforms and convolution: `fftn`, `ifftn` (`fft` along
//! each dimension in turn), `convn`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("fftn", fftn), ("ifftn", ifftn), ("convn", convn)];

/// `fft` (or `ifft`) along every dimension, padded or cut to `SIZE`.
fn transform(ctx: &mut Ctx, name: &str, args: &[Value]) -> Out {
    let mut y = args[0].clone();
    let nd = y.dims().ndims();
    let sizes: Vec<Value> = match args.get(1) {
        None => (0..nd).map(|_| Value::empty()).collect(),
        Some(s) => {
            let s = s.to_f64_vec()?;
            if s.len() != nd {
                return Err(MatError::msg(format!(
                    "{name}: SIZE must be a vector of length dim"
                )));
            }
            if s.iter().any(|&k| k < 1.0 || k != k.trunc()) {
                return Err(MatError::msg(format!(
                    "{name}: SIZE must be a vector of positive integers"
                )));
            }
            s.into_iter().map(Value::Num).collect()
        }
    };
    if y.is_empty() && args.len() == 1 {
        return one(y);
    }
    let one_d = if name == "fftn" { "fft" } else { "ifft" };
    for (k, n) in sizes.into_iter().enumerate() {
        y = super::call(ctx, one_d, &[y, n, Value::Num(k as f64 + 1.0)], 1)?.remove(0);
    }
    one(y)
}

/// `fftn (A)`, `fftn (A, SIZE)`: the N-dimensional discrete Fourier transform.
fn fftn(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    transform(ctx, "fftn", args)
}

/// `ifftn (A)`, `ifftn (A, SIZE)`: its inverse.
fn ifftn(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    transform(ctx, "ifftn", args)
}

/// Column-major strides of `dims`.
fn strides(dims: &[usize]) -> Vec<usize> {
    let mut s = Vec::with_capacity(dims.len());
    let mut acc = 1;
    for &d in dims {
        s.push(acc);
        acc *= d;
    }
    s
}

/// The subscripts (from 0) of linear index `i` in `dims`.
fn subscripts(mut i: usize, dims: &[usize], out: &mut [usize]) {
    for (k, &d) in dims.iter().enumerate() {
        out[k] = i % d.max(1);
        i /= d.max(1);
    }
}

/// `convn (A, B, SHAPE)`: the N-dimensional convolution, "full" (default),
/// "same" (the central part the size of A) or "valid" (the part computed
/// without zero padding).
fn convn(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let shape = match args.get(2) {
        None => "full".to_string(),
        Some(s) => s
            .as_string()
            .map(|s| s.to_ascii_lowercase())
            .ok_or_else(|| MatError::msg("convn: SHAPE type not valid"))?,
    };
    if !matches!(shape.as_str(), "full" | "same" | "valid") {
        return Err(MatError::msg("convn: SHAPE type not valid"));
    }
    let (a, b) = (num_view("convn", &args[0])?, num_view("convn", &args[1])?);
    let single = a.class() == Class::Single || b.class() == Class::Single;
    let cls = if single { Class::Single } else { Class::Double };
    let complex = matches!(a, Num::C(_)) || matches!(b, Num::C(_));
    let nd = a.dims().ndims().max(b.dims().ndims());
    let (da, db) = (a.dims().padded(nd), b.dims().padded(nd));
    let to_c = |n: &Num| -> Vec<C64> {
        match n {
            Num::R(r) => r.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
            Num::C(c) => c.data.to_vec(),
        }
    };
    let (xa, xb) = (to_c(&a), to_c(&b));
    // The part of the full result kept: its first subscript and extent per dimension.
    let (start, extent): (Vec<usize>, Vec<usize>) = (0..nd)
        .map(|k| match shape.as_str() {
            "full" => (0, (da[k] + db[k]).saturating_sub(1)),
            "same" => (db[k].saturating_sub(1).div_ceil(2), da[k]),
            _ => (db[k].saturating_sub(1), (da[k] + 1).saturating_sub(db[k])),
        })
        .unzip();
    let total: usize = extent.iter().product();
    let mut out = vec![C64::new(0.0, 0.0); total];
    if da.contains(&0) || db.contains(&0) {
        return finish(cls, complex, Dims::new(&extent), out);
    }
    let so = strides(&extent);
    // The subscripts of every element of `b`, computed once (not per pair).
    let mut ib = vec![0; nd];
    let bsubs: Vec<usize> = (0..xb.len())
        .flat_map(|j| {
            subscripts(j, &db, &mut ib);
            ib.clone()
        })
        .collect();
    let mut ia = vec![0; nd];
    for (i, &x) in xa.iter().enumerate() {
        if x == C64::new(0.0, 0.0) {
            continue;
        }
        subscripts(i, &da, &mut ia);
        'b: for (&y, ib) in xb.iter().zip(bsubs.chunks_exact(nd)) {
            let mut pos = 0;
            for k in 0..nd {
                let full = ia[k] + ib[k];
                if full < start[k] || full - start[k] >= extent[k] {
                    continue 'b;
                }
                pos += (full - start[k]) * so[k];
            }
            out[pos] += x * y;
        }
    }
    finish(cls, complex, Dims::new(&extent), out)
}

fn finish(cls: Class, complex: bool, dims: Dims, out: Vec<C64>) -> Out {
    if complex {
        return one(complex_result_keep(cls, dims, out));
    }
    one(real_result(
        cls,
        dims,
        out.into_iter().map(|z| z.re).collect(),
    ))
}
