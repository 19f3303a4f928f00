//! Special matrices, matrix surgery and small integer utilities: `hilb`,
//! `toeplitz`, `hankel`, `vander`, `perms`, `factor`, `nextpow2`, `postpad`,
//! `prepad`, `resize`, `nonzeros`, `conv2`, `mat2cell`, as Octave 7.3
//! computes them (real double arguments; integer and logical ones are
//! converted as Octave's `.m` implementations do through arithmetic).

use crate::alloc;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::{
    complex_result, gather, num_view, one, real_result, real_view, wrong_type, Num, Out,
};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("hilb", hilb),
    ("toeplitz", toeplitz),
    ("hankel", hankel),
    ("vander", vander),
    ("perms", perms),
    ("factor", factor),
    ("nextpow2", nextpow2),
    ("postpad", postpad),
    ("prepad", prepad),
    ("resize", resize),
    ("nonzeros", nonzeros),
    ("conv2", conv2),
    ("mat2cell", mat2cell),
];

/// A real numeric vector argument's elements (Octave's `X(:)`).
fn real_vec(name: &str, v: &Value) -> Result<Vec<f64>, MatError> {
    match real_view(v) {
        Some(r) => Ok(r.data.into_owned()),
        None => Err(wrong_type(name, v)),
    }
}

fn is_vector(d: &Dims) -> bool {
    d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1)
}

fn size_arg(name: &str, v: &Value) -> Result<usize, MatError> {
    match v.scalar_f64() {
        Some(n) if n.is_finite() => Ok(if n < 0.0 { 0 } else { n as usize }),
        _ => Err(MatError::msg(format!("{name}: N must be a scalar integer"))),
    }
}

fn hilb(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = match args[0].scalar_f64() {
        Some(n) if n.is_finite() => n.max(0.0) as usize,
        _ => return Err(MatError::msg("hilb: N must be a scalar integer")),
    };
    let mut data = Vec::with_capacity(n * n);
    for j in 0..n {
        for i in 0..n {
            data.push(1.0 / ((i + j + 1) as f64));
        }
    }
    one(Value::from_f64s(Dims::rc(n, n), data))
}

/// The class of a result built from `a` and `b` by indexing (Octave keeps the
/// class when both agree, else the result is double).
fn pair_class(a: &Value, b: &Value) -> Class {
    let (ca, cb) = (a.class(), b.class());
    if ca == cb && ca != Class::Char && ca != Class::Logical {
        ca
    } else {
        Class::Double
    }
}

fn toeplitz(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (cv, rv) = (&args[0], args.get(1).unwrap_or(&args[0]));
    if !is_vector(&cv.dims()) && !cv.is_empty() || !is_vector(&rv.dims()) && !rv.is_empty() {
        if args.len() == 1 {
            return Err(MatError::msg("toeplitz: C must be a vector"));
        }
        return Err(MatError::msg("toeplitz: C and R must be vectors"));
    }
    if cv.is_complex() || rv.is_complex() {
        return Err(MatError::msg(
            "toeplitz: complex arguments are not supported",
        ));
    }
    let c = real_vec("toeplitz", cv)?;
    let r = real_vec("toeplitz", rv)?;
    if args.len() == 2 && !c.is_empty() && !r.is_empty() && c[0] != r[0] {
        ctx.warn("Octave:toeplitz", "toeplitz: column wins diagonal conflict");
    }
    let (m, n) = (c.len(), r.len());
    let mut data = Vec::with_capacity(m * n);
    for j in 0..n {
        for i in 0..m {
            data.push(if i >= j { c[i - j] } else { r[j - i] });
        }
    }
    one(real_result(pair_class(cv, rv), Dims::rc(m, n), data))
}

fn hankel(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let cv = &args[0];
    if !is_vector(&cv.dims()) && !cv.is_empty() {
        return Err(MatError::msg("hankel: C must be a vector"));
    }
    let c = real_vec("hankel", cv)?;
    let m = c.len();
    let (r, class) = match args.get(1) {
        Some(rv) => {
            if !is_vector(&rv.dims()) && !rv.is_empty() {
                return Err(MatError::msg("hankel: C and R must be vectors"));
            }
            let r = real_vec("hankel", rv)?;
            if !c.is_empty() && !r.is_empty() && c[m - 1] != r[0] {
                ctx.warn(
                    "Octave:hankel",
                    "hankel: column wins anti-diagonal conflict",
                );
            }
            (r, pair_class(cv, rv))
        }
        None => (vec![0.0; m], pair_class(cv, cv)),
    };
    let n = r.len();
    let mut data = Vec::with_capacity(m * n);
    for j in 0..n {
        for i in 0..m {
            let k = i + j;
            data.push(if k < m { c[k] } else { r[k - m + 1] });
        }
    }
    one(real_result(class, Dims::rc(m, n), data))
}

fn vander(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if !is_vector(&args[0].dims()) && !args[0].is_empty() {
        return Err(MatError::msg("vander: polynomial C must be a vector"));
    }
    let c = real_vec("vander", &args[0])?;
    let n = match args.get(1) {
        Some(v) => size_arg("vander", v)?,
        None => c.len(),
    };
    let m = c.len();
    let mut data = vec![0.0; m * n];
    for (i, &x) in c.iter().enumerate() {
        // Octave fills the last column with ones and multiplies leftwards.
        let mut p = 1.0;
        for j in (0..n).rev() {
            data[i + j * m] = p;
            p *= x;
        }
    }
    one(Value::from_f64s(Dims::rc(m, n), data))
}

/// `perms(v)`: all permutations, one per row, in reverse lexicographic order
/// of positions; numeric and char input is sorted first, so the order only
/// depends on the values.
fn perms(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let n = v.numel();
    let sorted: Vec<usize> = if v.is_numeric() || v.is_char() {
        if v.is_complex() {
            return Err(MatError::msg("perms: complex arguments are not supported"));
        }
        let d = v.to_f64_vec()?;
        let mut idx: Vec<usize> = (0..n).collect();
        idx.sort_by(|&a, &b| d[a].partial_cmp(&d[b]).unwrap_or(std::cmp::Ordering::Equal));
        idx
    } else {
        (0..n).collect()
    };
    if n == 0 {
        return one(gather("perms", v, &[], Dims::rc(1, 0))?);
    }
    if n > 11 {
        return Err(MatError::msg(
            "out of memory or dimension too large for Octave's index type",
        ));
    }
    // All permutations of 0..n in lexicographic order, then reversed.
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut p: Vec<usize> = (0..n).collect();
    loop {
        rows.push(p.clone());
        // next permutation
        let Some(i) = (0..n - 1).rev().find(|&i| p[i] < p[i + 1]) else {
            break;
        };
        let j = (i + 1..n).rev().find(|&j| p[j] > p[i]).expect("successor");
        p.swap(i, j);
        p[i + 1..].reverse();
    }
    rows.reverse();
    let m = rows.len();
    let mut idx = vec![0usize; m * n];
    for (r, row) in rows.iter().enumerate() {
        for (c, &k) in row.iter().enumerate() {
            idx[r + c * m] = sorted[k];
        }
    }
    one(gather("perms", v, &idx, Dims::rc(m, n))?)
}

fn factor(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    let q = &args[0];
    let x = match (q.numel(), real_view(q)) {
        (1, Some(r)) if !q.is_char() && q.class() != Class::Logical => r.data[0],
        _ => {
            return Err(MatError::msg(
                "factor: Q must be a real non-negative integer",
            ))
        }
    };
    if x < 0.0 || x != x.floor() || !x.is_finite() {
        return Err(MatError::msg(
            "factor: Q must be a real non-negative integer",
        ));
    }
    let class = q.class();
    // factor.m: a float above its class's flintmax is no longer an exact
    // integer, so only a prime (returned as is) is accepted.
    let flintmax = match class {
        Class::Single => Some(2f64.powi(24)),
        Class::Double => Some(2f64.powi(53)),
        _ => None,
    };
    if flintmax.is_some_and(|m| x > m) && !super::numtheory::is_prime_u64(x as u64) {
        return Err(MatError::msg("factor: Q too large to factor (> flintmax)"));
    }
    let mut pf: Vec<f64> = Vec::new();
    if x < 4.0 {
        pf.push(x);
    } else {
        let mut n = x as u64;
        let mut d = 2u64;
        while d * d <= n {
            while n.is_multiple_of(d) {
                pf.push(d as f64);
                n /= d;
            }
            d += if d == 2 { 1 } else { 2 };
        }
        if n > 1 {
            pf.push(n as f64);
        }
    }
    if nout < 2 {
        let k = pf.len();
        return one(real_result(class, Dims::rc(1, k), pf));
    }
    let mut p: Vec<f64> = Vec::new();
    let mut mult: Vec<f64> = Vec::new();
    for f in pf {
        if p.last() == Some(&f) {
            *mult.last_mut().expect("count") += 1.0;
        } else {
            p.push(f);
            mult.push(1.0);
        }
    }
    let k = p.len();
    Ok(vec![
        real_result(class, Dims::rc(1, k), p),
        Value::from_f64s(Dims::rc(1, k), mult),
    ])
}

fn nextpow2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if !x.is_numeric() {
        return Err(MatError::msg("nextpow2: X must be numeric"));
    }
    if x.is_complex() {
        return Err(MatError::msg("nextpow2: X must be real"));
    }
    let r = real_view(x).ok_or_else(|| MatError::msg("nextpow2: X must be real"))?;
    let data = r
        .data
        .iter()
        .map(|&v| {
            let a = v.abs();
            if a.is_nan() || a.is_infinite() {
                a
            } else if a == 0.0 {
                0.0
            } else {
                let (f, e) = frexp(a);
                if f == 0.5 {
                    (e - 1) as f64
                } else {
                    e as f64
                }
            }
        })
        .collect();
    let class = if r.class == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    one(real_result(class, r.dims.clone(), data))
}

/// `x = f * 2^e` with `0.5 <= f < 1` (finite, non-zero `x`).
fn frexp(x: f64) -> (f64, i32) {
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // subnormal: scale up first
        let (f, e) = frexp(x * 2f64.powi(64));
        return (f, e - 64);
    }
    let e = exp - 1022;
    let f = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (f, e)
}

fn postpad(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    pad("postpad", args, false)
}

fn prepad(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    pad("prepad", args, true)
}

/// `postpad(x, l, c, dim)` / `prepad`: truncate or pad with `c` (default 0)
/// to length `l` along `dim` (default: the first non-singleton dimension).
fn pad(name: &str, args: &[Value], front: bool) -> Out {
    let x = &args[0];
    let l = match args[1].scalar_f64() {
        Some(l) if l >= 0.0 && l == l.floor() => l as usize,
        _ => {
            return Err(MatError::msg(if front {
                "prepad: length L must be a positive scalar"
            } else {
                "postpad: second argument must be a positive scaler"
            }))
        }
    };
    let c = match args.get(2) {
        Some(c) if c.numel() == 1 => c.clone(),
        Some(c) if c.is_empty() => Value::Num(0.0),
        Some(_) => {
            return Err(MatError::msg(if front {
                "prepad: pad value C must be empty or a scalar"
            } else {
                "postpad: third argument must be empty or a scalar"
            }))
        }
        None => Value::Num(0.0),
    };
    let d = x.dims();
    let nd = d.ndims();
    let dim = match args.get(3) {
        Some(v) => match v.scalar_f64() {
            Some(k) if k >= 1.0 && k == k.floor() => k as usize - 1,
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: DIM must be an integer and a valid dimension"
                )))
            }
        },
        None => (0..nd).find(|&k| d.get(k) != 1).unwrap_or(0),
    };
    let dims: Vec<usize> = (0..nd.max(dim + 1)).map(|k| d.get(k)).collect();
    let len = dims[dim];
    let inner: usize = dims[..dim].iter().product();
    let outer: usize = dims[dim + 1..].iter().product();
    // Build by indexing into [x(:); c]: index numel(x) is the pad value.
    let fill = x.numel();
    let mut idx = Vec::with_capacity(inner * l * outer);
    for o in 0..outer {
        for k in 0..l {
            for i in 0..inner {
                let src = if front {
                    // the last l elements, padded in front
                    if l > len {
                        (k >= l - len).then(|| k - (l - len))
                    } else {
                        Some(k + len - l)
                    }
                } else {
                    (k < len).then_some(k)
                };
                idx.push(match src {
                    Some(s) => i + s * inner + o * inner * len,
                    None => fill,
                });
            }
        }
    }
    let mut out_dims = dims.clone();
    out_dims[dim] = l;
    let all = crate::concat::vcat(&[crate::index::index(x, &[crate::index::colon()])?, c])?;
    one(gather(name, &all, &idx, Dims::new(&out_dims))?)
}

/// `resize(X, M)`, `resize(X, M, N, ...)`, `resize(X, [M N ...])`: X cut
/// or grown to the given extents, new elements zero of X's class (a cell's
/// new elements hold a double 0 and a struct's have empty fields, as in
/// Octave).
fn resize(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let want: Vec<f64> = if args.len() == 2 {
        let m = args[1].to_f64_vec()?;
        match m.len() {
            0 => return Err(MatError::invalid_call("resize")),
            1 => vec![m[0], m[0]],
            _ => m,
        }
    } else {
        args[1..]
            .iter()
            .map(|a| {
                a.to_f64_vec()?
                    .first()
                    .copied()
                    .ok_or_else(|| MatError::invalid_call("resize"))
            })
            .collect::<Result<_, _>>()?
    };
    if want.iter().any(|&k| k < 0.0 || k.is_nan()) {
        return Err(MatError::too_large());
    }
    let want: Vec<usize> = want.iter().map(|&k| k as usize).collect();
    MatError::check_size(&want)?;
    let od = Dims::new(&want);
    let d = x.dims();
    if d.ndims() > od.ndims() {
        return Err(MatError::msg(
            "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element",
        ));
    }
    let n = od.ndims();
    let src = d.padded(n);
    let dst = od.padded(n);
    let fill = x.numel();
    let mut idx = Vec::new();
    alloc::reserve(&mut idx, od.numel())?;
    let mut ctr = vec![0usize; n];
    for _ in 0..od.numel() {
        let mut off = 0;
        let mut stride = 1;
        let mut inside = true;
        for k in 0..n {
            inside &= ctr[k] < src[k];
            off += ctr[k] * stride;
            stride *= src[k];
        }
        idx.push(if inside { off } else { fill });
        for k in 0..n {
            ctr[k] += 1;
            if ctr[k] < dst[k] {
                break;
            }
            ctr[k] = 0;
        }
    }
    let zero = match x {
        Value::Cell(_) => Value::cell(crate::value::Tensor::scalar(Value::Num(0.0))),
        Value::Struct(s) => Value::Struct(std::rc::Rc::new(
            crate::value::StructArray::with_fields(Dims::rc(1, 1), s.fields.clone()),
        )),
        _ => crate::convert::convert(&Value::Num(0.0), x.class())?,
    };
    let all = crate::concat::vcat(&[crate::index::index(x, &[crate::index::colon()])?, zero])?;
    one(crate::gather::take_linear(&all, &idx, od)?)
}

/// `nonzeros(A)`: the non-zero elements, in column order, as a column.
fn nonzeros(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if !(v.is_numeric() || v.is_char() || v.class() == Class::Logical) {
        return Err(MatError::msg(
            "nonzeros: A must be a numeric, logical, or character array",
        ));
    }
    let idx: Vec<usize> = if let Num::C(z) = num_view("nonzeros", v)? {
        (0..z.data.len())
            .filter(|&k| z.data[k].re != 0.0 || z.data[k].im != 0.0)
            .collect()
    } else {
        let d = v.to_f64_vec()?;
        (0..d.len()).filter(|&k| d[k] != 0.0).collect()
    };
    let n = idx.len();
    one(gather("nonzeros", v, &idx, Dims::rc(n, 1))?)
}

/// A 2-D numeric argument of `conv2` as complex data (real parts only when
/// the whole call is real).
fn conv_arg(v: &Value) -> Result<(usize, usize, Vec<C64>, Class), MatError> {
    let d = v.dims();
    if d.ndims() != 2 {
        return Err(MatError::msg(
            "conv2: A and B must be 1-D vectors or 2-D matrices",
        ));
    }
    let n = num_view("conv2", v)?;
    let class = n.class();
    let data = match n {
        Num::R(r) => r.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
        Num::C(c) => c.data.into_owned(),
    };
    Ok((d.rows(), d.cols(), data, class))
}

/// Full 2-D convolution of `a` (ma x na) and `b` (mb x nb).
fn conv_full(a: (usize, usize, &[C64]), b: (usize, usize, &[C64])) -> (usize, usize, Vec<C64>) {
    let (ma, na, ad) = a;
    let (mb, nb, bd) = b;
    if ma == 0 || na == 0 || mb == 0 || nb == 0 {
        let (m, n) = ((ma + mb).saturating_sub(1), (na + nb).saturating_sub(1));
        return (m, n, vec![C64::new(0.0, 0.0); m * n]);
    }
    let (m, n) = (ma + mb - 1, na + nb - 1);
    let mut out = vec![C64::new(0.0, 0.0); m * n];
    for jb in 0..nb {
        for ib in 0..mb {
            let w = bd[ib + jb * mb];
            if w == C64::new(0.0, 0.0) {
                continue;
            }
            for ja in 0..na {
                let col = (ja + jb) * m;
                for ia in 0..ma {
                    out[col + ia + ib] += ad[ia + ja * ma] * w;
                }
            }
        }
    }
    (m, n, out)
}

/// `conv2(A, B[, shape])` and `conv2(v1, v2, M[, shape])` (`shape` is
/// `'full'`, `'same'` or `'valid'`).
fn conv2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let shape_at = if args.len() >= 3 && args[args.len() - 1].is_char() {
        Some(args.len() - 1)
    } else {
        None
    };
    let shape = match shape_at {
        Some(k) => args[k].as_string().unwrap_or_default().to_ascii_lowercase(),
        None => "full".to_string(),
    };
    let nums = &args[..shape_at.unwrap_or(args.len())];
    let any_single = nums.iter().any(|v| v.class() == Class::Single);
    let (ma, na, a, b_rows, b_cols, b) = match nums {
        [a, b] => {
            let (ma, na, a, _) = conv_arg(a)?;
            let (mb, nb, b, _) = conv_arg(b)?;
            (ma, na, a, mb, nb, b)
        }
        [u, v, m] => {
            if !is_vector(&u.dims()) || !is_vector(&v.dims()) {
                return Err(MatError::msg(
                    "conv2: arguments must be vectors for separable option",
                ));
            }
            let (_, _, u, _) = conv_arg(u)?;
            let (_, _, v, _) = conv_arg(v)?;
            let (ma, na, a, _) = conv_arg(m)?;
            // The kernel u(:) * v(:).'.
            let mut k = Vec::with_capacity(u.len() * v.len());
            for y in &v {
                for x in &u {
                    k.push(x * y);
                }
            }
            (ma, na, a, u.len(), v.len(), k)
        }
        _ => return Err(MatError::invalid_call("conv2")),
    };
    let (m, n, full) = conv_full((ma, na, &a), (b_rows, b_cols, &b));
    let (r0, c0, rm, rn) = match shape.as_str() {
        "full" => (0, 0, m, n),
        "same" => (b_rows / 2, b_cols / 2, ma, na),
        "valid" => (
            b_rows.saturating_sub(1),
            b_cols.saturating_sub(1),
            valid_len(ma, b_rows),
            valid_len(na, b_cols),
        ),
        _ => return Err(MatError::msg("conv2: SHAPE type not valid")),
    };
    let mut data = Vec::with_capacity(rm * rn);
    for j in 0..rn {
        for i in 0..rm {
            let (r, c) = (r0 + i, c0 + j);
            data.push(if r < m && c < n {
                full[r + c * m]
            } else {
                C64::new(0.0, 0.0)
            });
        }
    }
    let class = if any_single {
        Class::Single
    } else {
        Class::Double
    };
    one(complex_result(class, Dims::rc(rm, rn), data))
}

/// The extent of a 'valid' convolution: `max(a - b + 1, 0)`.
fn valid_len(a: usize, b: usize) -> usize {
    if b == 0 {
        0
    } else {
        (a + 1).saturating_sub(b)
    }
}

/// `mat2cell(A, r, c)` / `mat2cell(A, r)`: cuts a 2-D array into blocks whose
/// heights are `r` and widths `c`.
fn mat2cell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() > 3 {
        return Err(MatError::msg(
            "mat2cell: only 2-D divisions (mat2cell (A, R, C)) are supported",
        ));
    }
    let a = &args[0];
    let d = a.dims();
    if d.ndims() != 2 {
        return Err(MatError::msg("mat2cell: only 2-D arrays are supported"));
    }
    let sizes = |v: &Value, dim: usize, total: usize| -> Result<Vec<usize>, MatError> {
        let s = v.to_f64_vec()?;
        if s.iter().any(|&x| x < 0.0 || x != x.floor()) {
            return Err(MatError::msg(
                "mat2cell: dimension vectors must be non-negative integers",
            ));
        }
        let sum: f64 = s.iter().sum();
        if sum != total as f64 {
            return Err(MatError::msg(format!(
                "mat2cell: mismatch on dimension {} ({} != {})",
                dim + 1,
                total,
                sum
            )));
        }
        Ok(s.iter().map(|&x| x as usize).collect())
    };
    let (rows, cols) = (d.rows(), d.cols());
    let r = sizes(&args[1], 0, rows)?;
    let c = match args.get(2) {
        Some(v) => sizes(v, 1, cols)?,
        None => vec![cols],
    };
    let mut cells = Vec::with_capacity(r.len() * c.len());
    let mut c0 = 0;
    let mut starts_c = Vec::new();
    for &w in &c {
        starts_c.push(c0);
        c0 += w;
    }
    let mut starts_r = Vec::new();
    let mut r0 = 0;
    for &h in &r {
        starts_r.push(r0);
        r0 += h;
    }
    for (jc, &w) in c.iter().enumerate() {
        for (ir, &h) in r.iter().enumerate() {
            let idx: Vec<usize> = (0..w)
                .flat_map(|j| (0..h).map(move |i| (i, j)))
                .map(|(i, j)| starts_r[ir] + i + (starts_c[jc] + j) * rows)
                .collect();
            cells.push(gather("mat2cell", a, &idx, Dims::rc(h, w))?);
        }
    }
    one(Value::cell(crate::value::Tensor::new(
        Dims::rc(r.len(), c.len()),
        cells,
    )))
}
