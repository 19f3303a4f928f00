//! Reductions along a dimension (`sum prod max min mean median std var any all norm cond ...`) with Octave's empty-array rules.

use crate::carith;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::ordered_sum;
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("sum", sum),
    ("prod", prod),
    ("sumsq", sumsq),
    ("cumsum", cumsum),
    ("cumprod", cumprod),
    ("max", max),
    ("min", min),
    ("cummax", cummax),
    ("cummin", cummin),
    ("mean", mean),
    ("median", median),
    ("mode", mode),
    ("var", var),
    ("std", std),
    ("any", any),
    ("all", all),
    ("nnz", nnz),
    ("norm", norm),
    ("cond", cond),
    ("dot", dot),
    ("cross", cross),
    ("range", range),
    ("diff", diff),
];

/// Strided loop over the slices along `dim`: calls `f(out_index, values_iter_start, stride)`.
/// Output index runs over before*after in column-major order.
#[inline]
fn for_slices(dims: &Dims, dim: usize, mut f: impl FnMut(usize, usize, usize, usize)) {
    let (before, len, after) = split_at_dim(dims, dim);
    for a in 0..after {
        for b in 0..before {
            f(a * before + b, a * before * len + b, before, len);
        }
    }
}

/// Octave's `sum([]) = 0` rule: a 0x0 input reduces as 0x1.
fn red_dims(d: &Dims) -> Dims {
    if d.ndims() == 2 && d.rows() == 0 && d.cols() == 0 {
        Dims::rc(0, 1)
    } else {
        d.clone()
    }
}

/// `sum` along `dim` of real doubles in Octave's order: one chain of
/// additions for each result. A long contiguous column alone (a vector's
/// `sum`) is added by [`ordered_sum::add`]; four or more columns are
/// added four at a time in `reduce_real`, four chains in flight, which is
/// as fast.
fn sum_real(data: &[f64], dims: &Dims, dim: usize) -> (Dims, Vec<f64>) {
    let (before, len, after) = split_at_dim(dims, dim);
    if before == 1 && after < 4 && len >= ordered_sum::MIN_LEN {
        let out = data
            .chunks_exact(len)
            .map(|column| ordered_sum::add(0.0, column))
            .collect();
        return (with_dim(dims, dim, 1), out);
    }
    reduce_real(data, dims, dim, 0.0, |a, x| a + x)
}

/// Reduction with a sequential accumulator (the order Octave uses).
fn reduce_real<A: Copy + Sync>(
    data: &[A],
    dims: &Dims,
    dim: usize,
    init: f64,
    f: impl Fn(f64, A) -> f64 + Sync,
) -> (Dims, Vec<f64>) {
    let out_dims = with_dim(dims, dim, 1);
    let n = out_dims.numel();
    let (before, len, after) = split_at_dim(dims, dim);
    let mut out = vec![init; n];
    if before == 1 {
        // From a megabyte, half the columns on each thread: each is
        // reduced alone, so the bits do not depend on the cut (`mean (M)`
        // of 1000x1000: 0.27 ms on one thread, 0.14 on two).
        if data.len() >= crate::lanes::SPLIT_MIN && after >= 8 {
            let mid = (after / 2) & !3;
            let (o1, o2) = out.split_at_mut(mid);
            let (d1, d2) = data.split_at(mid * len);
            let f = &f;
            crate::threads::fork(
                || columns(d1, len, init, f, o1),
                || columns(d2, len, init, f, o2),
            );
        } else {
            columns(data, len, init, &f, &mut out);
        }
    } else {
        // Each row of the result is added to in place, a whole stretch of
        // `before` elements at a time: in vector lanes (`sum (D < r, 2)`).
        crate::lanes::run(before, || {
            for a in 0..after {
                let o = &mut out[a * before..(a + 1) * before];
                for k in 0..len {
                    let base = a * before * len + k * before;
                    let s = &data[base..base + before];
                    for (acc, &x) in o.iter_mut().zip(s) {
                        *acc = f(*acc, x);
                    }
                }
            }
        });
    }
    (out_dims, out)
}

/// `reduce_real`'s columns: `out[a]` the reduction of `data`'s column `a`
/// (each `len` long), from `init`.
fn columns<A: Copy>(
    data: &[A],
    len: usize,
    init: f64,
    f: &impl Fn(f64, A) -> f64,
    out: &mut [f64],
) {
    // Four columns at a time, each reduced in its own order: four chains
    // of additions in flight instead of one (`mean (M)` of 1000x1000:
    // 0.45 ms against 0.2 ms).
    let after = out.len();
    let quads = if len >= 16 { after / 4 } else { 0 };
    for q in 0..quads {
        let s = &data[4 * q * len..(4 * q + 4) * len];
        let (s0, rest) = s.split_at(len);
        let (s1, rest) = rest.split_at(len);
        let (s2, s3) = rest.split_at(len);
        let mut acc = [init; 4];
        for k in 0..len {
            acc[0] = f(acc[0], s0[k]);
            acc[1] = f(acc[1], s1[k]);
            acc[2] = f(acc[2], s2[k]);
            acc[3] = f(acc[3], s3[k]);
        }
        out[4 * q..4 * q + 4].copy_from_slice(&acc);
    }
    for a in 4 * quads..after {
        let mut acc = init;
        for &x in &data[a * len..(a + 1) * len] {
            acc = f(acc, x);
        }
        out[a] = acc;
    }
}

fn reduce_cplx(
    data: &[C64],
    dims: &Dims,
    dim: usize,
    init: C64,
    f: impl Fn(C64, C64) -> C64,
) -> (Dims, Vec<C64>) {
    let out_dims = with_dim(dims, dim, 1);
    let mut out = vec![init; out_dims.numel()];
    for_slices(dims, dim, |o, start, stride, len| {
        let mut acc = init;
        for k in 0..len {
            acc = f(acc, data[start + k * stride]);
        }
        out[o] = acc;
    });
    (out_dims, out)
}

/// Parses `(x)`, `(x, dim)`, `(x, 'native'|'double')` forms shared by sum/prod.
fn sum_args(
    name: &str,
    args: &[Value],
    style: DimStyle,
) -> Result<(Option<usize>, Option<String>), MatError> {
    let mut dim = None;
    let mut ty = None;
    for a in &args[1..] {
        match a.as_string() {
            Some(s) if matches!(s.as_str(), "native" | "double" | "extra") => ty = Some(s),
            _ => dim = octave_dim(name, a, style)?,
        }
    }
    Ok((dim, ty))
}

/// The operation on complex elements, in double and in single precision
/// (complex singles held as doubles).
type ComplexOps = (fn(C64, C64) -> C64, fn(C64, C64) -> C64);

/// A reduction of real doubles along a dimension, where it is faster than
/// the operation one element at a time ([`sum_real`]).
type Columns = fn(&[f64], &Dims, usize) -> (Dims, Vec<f64>);

// Generic over the operator so that each builtin's loop adds (or
// multiplies) inline instead of calling through a pointer per element.
fn sum_like<F: Fn(f64, f64) -> f64 + Copy + Sync>(
    name: &str,
    args: &[Value],
    init: f64,
    f: F,
    (cf, cf_single): ComplexOps,
    doubles: Option<Columns>,
) -> Out {
    let (dim, ty) = sum_args(name, args, DimStyle::Sum)?;
    let v = &args[0];
    if let (Value::Num(x), None) = (v, dim) {
        return one(Value::Num(f(init, *x)));
    }
    let native = ty.as_deref() == Some("native");
    // A native integer sum saturates at each step, and single precision
    // accumulates in single unless 'double' is asked for.
    let in_single = |c: Class| c == Class::Single && ty.as_deref() != Some("double");
    let (class, (od, out)) = match v {
        // A mask's 0s and 1s are added where they lie, not first copied
        // into doubles (`sum (D < r, 2)`).
        Value::Logical(t) => {
            let d = red_dims(&t.dims);
            let dim = dim.unwrap_or_else(|| default_dim(&d));
            let to = |x: bool| f64::from(u8::from(x));
            let r = reduce_real(&t.data, &d, dim, init, |a, x| f(a, to(x)));
            (Class::Logical, r)
        }
        _ => match num_view(name, v)? {
            Num::R(r) => {
                let d = red_dims(&r.dims);
                let dim = dim.unwrap_or_else(|| default_dim(&d));
                let reduced = match r.class.int_range() {
                    Some((lo, hi)) if native => {
                        reduce_real(&r.data, &d, dim, init, |a, x| f(a, x).clamp(lo, hi))
                    }
                    _ if in_single(r.class) => {
                        reduce_real(&r.data, &d, dim, init, |a, x| f(a, x) as f32 as f64)
                    }
                    _ => match doubles {
                        Some(columns) => columns(&r.data, &d, dim),
                        None => reduce_real(&r.data, &d, dim, init, f),
                    },
                };
                (r.class, reduced)
            }
            Num::C(c) => {
                let d = red_dims(&c.dims);
                let dim = dim.unwrap_or_else(|| default_dim(&d));
                let in_single = in_single(c.class);
                let (od, out) = if in_single {
                    let round = |z: C64| C64::new(z.re as f32 as f64, z.im as f32 as f64);
                    reduce_cplx(&c.data, &d, dim, C64::new(init, 0.0), |a, x| {
                        round(cf_single(a, x))
                    })
                } else {
                    reduce_cplx(&c.data, &d, dim, C64::new(init, 0.0), cf)
                };
                let cls = if in_single {
                    Class::Single
                } else {
                    Class::Double
                };
                return one(complex_result(cls, od, out));
            }
        },
    };
    // Octave sums integers, logicals and chars in double unless 'native'.
    let cls = match class {
        Class::Single if in_single(class) => Class::Single,
        c if native && c.is_int() => c,
        Class::Logical if native => {
            return one(bool_result(od, out.iter().map(|&x| x != 0.0).collect()))
        }
        _ => Class::Double,
    };
    one(real_result(cls, od, out))
}

fn sum(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let add = |a, x| a + x;
    sum_like("sum", args, 0.0, |a, x| a + x, (add, add), Some(sum_real))
}
fn prod(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    // Complex products are libgcc's (`__muldc3`, `__mulsc3` in single).
    let products = (
        carith::mul as fn(C64, C64) -> C64,
        carith::mul_single_widened as _,
    );
    sum_like("prod", args, 1.0, |a, x| a * x, products, None)
}
fn sumsq(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let dim = args.get(1).map(|d| dim_arg("sumsq", d)).transpose()?;
    match num_view("sumsq", v)? {
        Num::R(r) => {
            let d = red_dims(&r.dims);
            let dim = dim.unwrap_or_else(|| default_dim(&d));
            let (od, out) = reduce_real(&r.data, &d, dim, 0.0, |a, x| a + x * x);
            let cls = if r.class == Class::Single {
                Class::Single
            } else {
                Class::Double
            };
            one(real_result(cls, od, out))
        }
        Num::C(c) => {
            let d = red_dims(&c.dims);
            let dim = dim.unwrap_or_else(|| default_dim(&d));
            let data: Vec<f64> = c.data.iter().map(|z| z.norm_sqr()).collect();
            let (od, out) = sum_real(&data, &d, dim);
            one(real_result(c.class, od, out))
        }
    }
}

fn cum_like(
    name: &str,
    args: &[Value],
    f: impl Fn(f64, f64) -> f64,
    (cf, cf_single): ComplexOps,
) -> Out {
    let (dim, _) = sum_args(name, args, DimStyle::Cumsum)?;
    let v = &args[0];
    // Octave's cumsum and cumprod have no char case.
    if v.is_char() {
        return Err(if name == "cumsum" {
            wrong_type(name, v)
        } else {
            MatError::msg("invalid conversion from string to real N-D array")
        });
    }
    match num_view(name, v)? {
        // Single precision accumulates in single, each partial result
        // rounded (as Octave's float loop does), like `sum`.
        Num::R(r) => {
            let dim = dim.unwrap_or_else(|| default_dim(&r.dims));
            let single = r.class == Class::Single;
            let (before, len, _) = split_at_dim(&r.dims, dim);
            let cls = if single { Class::Single } else { Class::Double };
            if before == 1 {
                // Along the first dimension: one pass reading the argument
                // and writing the result, each partial result in a register.
                // (`extend` from an exact-size iterator: no capacity check
                // per element, and the double loop has no rounding branch.)
                let mut out = Vec::with_capacity(r.data.len());
                for run in r.data.chunks(len.max(1)) {
                    let mut acc = run[0];
                    out.push(acc);
                    if single {
                        out.extend(run[1..].iter().map(|&x| {
                            acc = f(acc, x) as f32 as f64;
                            acc
                        }));
                    } else {
                        out.extend(run[1..].iter().map(|&x| {
                            acc = f(acc, x);
                            acc
                        }));
                    }
                }
                return one(real_result(cls, r.dims, out));
            }
            // Each element's partial results come in the same order either
            // way; along a dimension past the first, a whole run of
            // `before` elements is added to the previous run at once,
            // written straight into the result (not into a copy of the
            // argument first: `cumsum (M, 2)` of 1000x1000 read and wrote
            // 8 MB more).
            let n = r.data.len();
            let mut out: Vec<f64> = Vec::with_capacity(n);
            let block = (before * len).max(1);
            let pages = r
                .data
                .chunks(block)
                .zip(out.spare_capacity_mut()[..n].chunks_mut(block));
            for (page, o) in pages {
                for (y, &x) in o[..before].iter_mut().zip(&page[..before]) {
                    y.write(x);
                }
                for k in 1..len {
                    let (prev, cur) = o.split_at_mut(k * before);
                    let prev = &prev[(k - 1) * before..];
                    let xs = &page[k * before..(k + 1) * before];
                    for ((y, p), &x) in cur[..before].iter_mut().zip(prev).zip(xs) {
                        // SAFETY: the run before was written just now.
                        let s = f(unsafe { p.assume_init() }, x);
                        y.write(if single { s as f32 as f64 } else { s });
                    }
                }
            }
            // SAFETY: every page wrote each of its elements.
            unsafe { out.set_len(n) };
            one(real_result(cls, r.dims, out))
        }
        Num::C(c) => {
            let dim = dim.unwrap_or_else(|| default_dim(&c.dims));
            let single = c.class == Class::Single;
            let mut out = c.data.to_vec();
            for_slices(&c.dims, dim, |_, start, stride, len| {
                for k in 1..len {
                    let i = start + k * stride;
                    out[i] = if single {
                        let z = cf_single(out[i - stride], out[i]);
                        C64::new(z.re as f32 as f64, z.im as f32 as f64)
                    } else {
                        cf(out[i - stride], out[i])
                    };
                }
            });
            one(complex_result(c.class, c.dims, out))
        }
    }
}

fn cumsum(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let add = |a, x| a + x;
    cum_like("cumsum", args, |a, x| a + x, (add, add))
}
fn cumprod(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let products = (
        carith::mul as fn(C64, C64) -> C64,
        carith::mul_single_widened as _,
    );
    cum_like("cumprod", args, |a, x| a * x, products)
}

/// Result class of max/min computed on doubles: chars and logicals become
/// double (`minmax` turns the extremes of logical inputs back to logical).
fn minmax_class(c: Class) -> Class {
    match c {
        Class::Char | Class::Logical => Class::Double,
        c => c,
    }
}

/// The greatest (`MAX`) or least element of a slice that is not NaN,
/// in eight running extremes (the lanes of the vector registers), then
/// theirs; -inf (inf) when there is none.
struct Fold<'a, const MAX: bool>(&'a [f64]);

impl<const MAX: bool> crate::lanes::Loop for Fold<'_, MAX> {
    type Out = f64;
    #[inline(always)]
    fn run(self) -> f64 {
        let better = |x: f64, b: f64| if MAX { x > b } else { x < b };
        let init = if MAX {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut lanes = [init; 8];
        let mut chunks = self.0.chunks_exact(8);
        for c in &mut chunks {
            for (l, &x) in lanes.iter_mut().zip(c) {
                *l = if better(x, *l) { x } else { *l };
            }
        }
        let mut best = init;
        for &x in lanes.iter().chain(chunks.remainder()) {
            best = if better(x, best) { x } else { best };
        }
        best
    }
}

/// `max(v)` (`min(v)` when not `max`) of a real double vector: NaNs are
/// skipped, all NaN gives NaN, and of equal extremes the first is taken
/// (which only tells `-0` from `0`). The compares run in one pass in
/// vector lanes (`Fold`), over each half on its own thread when the vector
/// is long; only a zero extreme is looked up again for its sign.
pub fn vector_extreme(data: &[f64], max: bool) -> f64 {
    let init = if max {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    let fold = |d: &[f64]| match max {
        true => crate::lanes::call(d.len(), Fold::<true>(d)),
        false => crate::lanes::call(d.len(), Fold::<false>(d)),
    };
    // A long vector in two halves, one a thread: the extreme of the two
    // halves' is the whole's, whichever order the compares ran in (NaNs
    // are never taken, and a zero is looked up again below).
    let best = if crate::threads::parts(data.len()) > 1 {
        let (a, b) = data.split_at(data.len() / 2);
        let (mut x, mut y) = (init, init);
        crate::threads::fork(|| x = fold(a), || y = fold(b));
        if (max && y > x) || (!max && y < x) {
            y
        } else {
            x
        }
    } else {
        fold(data)
    };
    if best == init && !data.iter().any(|x| !x.is_nan()) {
        return f64::NAN;
    }
    if best == 0.0 {
        return data.iter().copied().find(|&x| x == 0.0).unwrap_or(best);
    }
    best
}

/// The extreme of `s` (as [`vector_extreme`]) and, when `want_index`,
/// its 1-based position: the first of equal extremes, found in a second
/// pass.
fn first_extreme(s: &[f64], is_max: bool, want_index: bool) -> (f64, f64) {
    let best = vector_extreme(s, is_max);
    if !want_index || best.is_nan() {
        return (best, 1.0);
    }
    match s.iter().position(|&x| x == best) {
        Some(k) => (s[k], (k + 1) as f64),
        None => (best, 1.0),
    }
}

/// `better(x, best)`: whether `x` replaces the running extreme.
/// One slice's step of `max` (or `min`) along a later dimension: each
/// element replaces its output's extreme when it is greater (less), or
/// when that extreme is still NaN and it is not, and then `at` becomes the
/// output's index. Written as selects, without branches, so that it
/// vectorizes (random data mispredicts every other branch).
#[inline(always)]
fn keep_extremes<const MAX: bool>(best: &mut [f64], index: &mut [f64], xs: &[f64], at: f64) {
    for ((b, i), &x) in best.iter_mut().zip(index.iter_mut()).zip(xs) {
        let better = if MAX { x > *b } else { x < *b };
        let take = better | (b.is_nan() & !x.is_nan());
        *b = if take { x } else { *b };
        *i = if take { at } else { *i };
    }
}

/// `keep_extremes` of the outputs `rows` of each page of `data` (pages of
/// `len` slices of `before` rows), into their `best` and `idx`.
struct RowsExtremes<'a, const MAX: bool> {
    data: &'a [f64],
    before: usize,
    len: usize,
    rows: std::ops::Range<usize>,
    best: &'a mut [f64],
    idx: &'a mut [f64],
}

impl<const MAX: bool> crate::lanes::Loop for RowsExtremes<'_, MAX> {
    type Out = ();
    #[inline(always)]
    fn run(self) {
        let w = self.rows.len();
        let pages = self.data.chunks_exact(self.before * self.len);
        for ((page, b), bi) in pages
            .zip(self.best.chunks_exact_mut(w))
            .zip(self.idx.chunks_exact_mut(w))
        {
            for (k, slice) in page.chunks_exact(self.before).enumerate() {
                keep_extremes::<MAX>(b, bi, &slice[self.rows.clone()], (k + 1) as f64);
            }
        }
    }
}

fn minmax_reduce(name: &str, v: &Value, dim: Option<usize>, is_max: bool, nargout: usize) -> Out {
    // Complex values compare by modulus, then by argument.
    let key = |z: C64| (z.norm(), z.arg());
    match num_view(name, v)? {
        Num::R(r) => {
            let dim = dim.unwrap_or_else(|| default_dim(&r.dims));
            let len = r.dims.get(dim);
            let od = if len == 0 {
                r.dims.clone()
            } else {
                with_dim(&r.dims, dim, 1)
            };
            let n = od.numel();
            let mut best = vec![f64::NAN; n];
            let mut idx = vec![1.0; n];
            let data = &r.data;
            let (before, _, _) = split_at_dim(&r.dims, dim);
            if len > 0 && before == 1 {
                for_slices(&r.dims, dim, |o, start, _, len| {
                    (best[o], idx[o]) =
                        first_extreme(&data[start..start + len], is_max, nargout > 1);
                });
            } else if len > 0 {
                // Along a later dimension: one running extreme per output,
                // updated a contiguous slice at a time by selects (a
                // 1000x1000 `min (D, [], 2)`: 1.2 ms one output at a time,
                // with a stride of 8 KB, against 0.46). Each output still
                // sees its elements in order: the first of equal extremes wins.
                // The outputs `rows` of each page.
                let extremes = |rows: std::ops::Range<usize>, best: &mut [f64], idx: &mut [f64]| {
                    let n = rows.len() * len;
                    macro_rules! go {
                        ($max:expr) => {
                            crate::lanes::call(
                                n,
                                RowsExtremes::<$max> {
                                    data,
                                    before,
                                    len,
                                    rows,
                                    best,
                                    idx,
                                },
                            )
                        };
                    }
                    match is_max {
                        true => go!(true),
                        false => go!(false),
                    }
                };
                // One page (a matrix along its rows) of many elements:
                // its outputs cut in two halves, one a thread, each output
                // still computed alone and in order.
                let half = before / 2;
                if od.numel() == before && crate::threads::parts(data.len()) > 1 && half >= 64 {
                    let (b0, b1) = best.split_at_mut(half);
                    let (i0, i1) = idx.split_at_mut(half);
                    crate::threads::fork(
                        || extremes(0..half, b0, i0),
                        || extremes(half..before, b1, i1),
                    );
                } else {
                    extremes(0..before, &mut best, &mut idx);
                }
            }
            let mut out = vec![real_result(minmax_class(r.class), od.clone(), best)];
            if nargout > 1 {
                out.push(Value::from_f64s(od, idx));
            }
            Ok(out)
        }
        Num::C(c) => {
            let dim = dim.unwrap_or_else(|| default_dim(&c.dims));
            let len = c.dims.get(dim);
            let od = if len == 0 {
                c.dims.clone()
            } else {
                with_dim(&c.dims, dim, 1)
            };
            let n = od.numel();
            let mut best = vec![C64::new(f64::NAN, 0.0); n];
            let mut idx = vec![1.0; n];
            let data = &c.data;
            if len > 0 {
                for_slices(&c.dims, dim, |o, start, stride, len| {
                    let mut b: Option<(C64, usize)> = None;
                    for k in 0..len {
                        let z = data[start + k * stride];
                        if z.re.is_nan() || z.im.is_nan() {
                            continue;
                        }
                        let better = match b {
                            None => true,
                            Some((bz, _)) => {
                                let (kx, kb) = (key(z), key(bz));
                                if is_max {
                                    kx > kb
                                } else {
                                    kx < kb
                                }
                            }
                        };
                        if better {
                            b = Some((z, k));
                        }
                    }
                    if let Some((z, k)) = b {
                        best[o] = z;
                        idx[o] = (k + 1) as f64;
                    }
                });
            }
            let mut out = vec![complex_result(c.class, od.clone(), best)];
            if nargout > 1 {
                out.push(Value::from_f64s(od, idx));
            }
            Ok(out)
        }
    }
}

/// Two-argument `max(a, b)`: elementwise with broadcasting; NaN loses.
fn minmax_binary(name: &str, a: &Value, b: &Value, is_max: bool) -> Out {
    let pick = move |x: f64, y: f64| -> f64 {
        if x.is_nan() {
            y
        } else if y.is_nan() {
            x
        } else if is_max {
            if y > x {
                y
            } else {
                x
            }
        } else if y < x {
            y
        } else {
            x
        }
    };
    if let (Value::Num(x), Value::Num(y)) = (a, b) {
        return one(Value::Num(pick(*x, *y)));
    }
    let cannot = || {
        MatError::msg(format!(
            "{name}: cannot compute {name} ({}, {})",
            octave_type_name(a),
            octave_type_name(b)
        ))
    };
    // Chars compare with chars only.
    if a.is_char() != b.is_char() {
        return Err(cannot());
    }
    let na = num_view(name, a).map_err(|_| cannot())?;
    let nb = num_view(name, b).map_err(|_| cannot())?;
    let cls = binary_class(name, minmax_class(na.class()), minmax_class(nb.class()))
        .map_err(|_| cannot())?;
    // Integers have no complex values to compare.
    if cls.is_int() && (matches!(na, Num::C(_)) || matches!(nb, Num::C(_))) {
        return Err(cannot());
    }
    match (&na, &nb) {
        (Num::R(x), Num::R(y)) => {
            let (d, data) = zip_bcast(name, &x.dims, &x.data, &y.dims, &y.data, pick)?;
            one(real_result(cls, d, data))
        }
        _ => {
            let to_c = |n: &Num| -> Vec<C64> {
                match n {
                    Num::R(r) => r.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
                    Num::C(c) => c.data.to_vec(),
                }
            };
            let (xa, xb) = (to_c(&na), to_c(&nb));
            let (d, data) = zip_bcast(name, na.dims(), &xa, nb.dims(), &xb, |x: C64, y: C64| {
                if x.re.is_nan() || x.im.is_nan() {
                    return y;
                }
                if y.re.is_nan() || y.im.is_nan() {
                    return x;
                }
                let (kx, ky) = ((x.norm(), x.arg()), (y.norm(), y.arg()));
                if (is_max && ky > kx) || (!is_max && ky < kx) {
                    y
                } else {
                    x
                }
            })?;
            one(complex_result(cls, d, data))
        }
    }
}

fn minmax(name: &str, args: &[Value], nargout: usize, is_max: bool) -> Out {
    if nargout <= 1 && args.len() == 1 {
        // Hot path: max of a real double vector.
        match &args[0] {
            Value::Num(x) => return one(Value::Num(*x)),
            Value::Double(t) if t.dims.ndims() == 2 && t.dims.rows().min(t.dims.cols()) == 1 => {
                // A non-empty double vector reduces to its first non-NaN
                // extreme (NaN when all are NaN), as the general loop does.
                return one(Value::Num(vector_extreme(&t.data, is_max)));
            }
            _ => {}
        }
    }
    let mut out = minmax_by_arity(name, args, nargout, is_max)?;
    // Octave 7 keeps logical extremes of logical inputs logical.
    let data_args = &args[..args.len().min(2)];
    if data_args
        .iter()
        .all(|a| a.class() == Class::Logical || (args.len() == 3 && a.is_empty()))
    {
        if let Some(m) = out.first_mut() {
            *m = crate::convert::convert(m, Class::Logical)?;
        }
    }
    Ok(out)
}

fn minmax_by_arity(name: &str, args: &[Value], nargout: usize, is_max: bool) -> Out {
    match args.len() {
        1 => minmax_reduce(name, &args[0], None, is_max, nargout),
        2 => {
            if nargout > 1 {
                return Err(MatError::msg(format!(
                    "{name}: two output arguments are not supported for two input arrays"
                )));
            }
            minmax_binary(name, &args[0], &args[1], is_max)
        }
        _ => {
            if !args[1].is_empty() {
                return Err(MatError::msg(format!("{name}: second argument is ignored")));
            }
            let dim = dim_arg(name, &args[2])?;
            minmax_reduce(name, &args[0], Some(dim), is_max, nargout)
        }
    }
}

fn max(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    minmax("max", args, nargout, true)
}
fn min(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    minmax("min", args, nargout, false)
}

fn cumext(name: &str, args: &[Value], nargout: usize, is_max: bool) -> Out {
    let r = real_view(&args[0]).ok_or_else(|| wrong_type(name, &args[0]))?;
    let dim = match args.get(1) {
        Some(d) => dim_arg(name, d)?,
        None => default_dim(&r.dims),
    };
    let mut out = r.data.to_vec();
    let mut idx = vec![1.0; out.len()];
    for_slices(&r.dims, dim, |_, start, stride, len| {
        let mut b = f64::NAN;
        let mut bi = 0;
        for k in 0..len {
            let i = start + k * stride;
            let x = r.data[i];
            if !x.is_nan() && (b.is_nan() || (is_max && x >= b) || (!is_max && x <= b)) {
                b = x;
                bi = k;
            }
            out[i] = b;
            idx[i] = (bi + 1) as f64;
        }
    });
    let mut res = vec![real_result(minmax_class(r.class), r.dims.clone(), out)];
    if nargout > 1 {
        res.push(Value::from_f64s(r.dims, idx));
    }
    Ok(res)
}

fn cummax(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    cumext("cummax", args, nargout, true)
}
fn cummin(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    cumext("cummin", args, nargout, false)
}

/// Octave's `mean`: `sum(x, dim) / size(x, dim)`, with dim the first of size > 1.
/// `mean(x, dim, type, outtype)` as Octave's mean.m: the arithmetic
/// (`"a"`), geometric (`"g"`) or harmonic (`"h"`) mean, options in any order
/// but OUTTYPE (`"default"`, `"double"`, `"native"`) last.
fn mean(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if !(v.is_numeric() || matches!(v, Value::Bool(_) | Value::Logical(_))) {
        return Err(MatError::msg("mean: X must be a numeric vector or matrix"));
    }
    if let (Value::Num(x), 1) = (v, args.len()) {
        return one(Value::Num(*x));
    }
    let mut opts = &args[1..];
    let mut out_type = "default".to_string();
    if let Some(t) = opts.last().and_then(|a| a.as_string()) {
        let t = t.to_ascii_lowercase();
        if matches!(t.as_str(), "default" | "double" | "native") {
            out_type = t;
            opts = &opts[..opts.len() - 1];
        }
    }
    let mut dims_given = Vec::new();
    let mut types = Vec::new();
    for a in opts {
        match a {
            _ if a.is_char() && a.numel() == 1 => types.push(a.as_string().unwrap_or_default()),
            _ if a.is_numeric() && a.is_scalar() => dims_given.push(a),
            _ => return Err(MatError::invalid_call("mean")),
        }
    }
    if dims_given.len() > 1 || types.len() > 1 {
        return Err(MatError::invalid_call("mean"));
    }
    let dim = match dims_given.first() {
        Some(a) => match a.scalar_f64() {
            Some(x) if x >= 1.0 && x == x.floor() => Some(x.min(64.0) as usize - 1),
            _ => {
                return Err(MatError::msg(
                    "mean: DIM must be an integer and a valid dimension",
                ))
            }
        },
        None => None,
    };
    let kind = types.pop().unwrap_or_else(|| "a".to_string());
    if !matches!(kind.as_str(), "a" | "g" | "h") {
        return Err(MatError::msg(format!(
            "mean: mean type '{kind}' not recognized"
        )));
    }
    let d = v.dims();
    let dim = dim.unwrap_or_else(|| d.iter().position(|&x| x > 1).unwrap_or(0));
    let n = d.get(dim) as f64;
    let y = match num_view("mean", v)? {
        Num::R(r) => {
            if kind == "g" && r.data.iter().any(|&x| x < 0.0) {
                return Err(MatError::msg(
                    "mean: X must not contain any negative values",
                ));
            }
            // The arithmetic mean sums the elements where they lie.
            let data: std::borrow::Cow<[f64]> = match kind.as_str() {
                "g" => r.data.iter().map(|x| x.ln()).collect(),
                "h" => r.data.iter().map(|x| 1.0 / x).collect(),
                _ => std::borrow::Cow::Borrowed(&r.data[..]),
            };
            let rd = if dim == 0 {
                red_dims(&r.dims)
            } else {
                r.dims.clone()
            };
            let (od, mut out) = sum_real(&data, &rd, dim);
            out.iter_mut().for_each(|x| {
                *x = match kind.as_str() {
                    "g" => (*x / n).exp(),
                    "h" => n / *x,
                    _ => *x / n,
                }
            });
            let cls = if r.class == Class::Single {
                Class::Single
            } else {
                Class::Double
            };
            real_result(cls, od, out)
        }
        Num::C(c) => {
            let data: Vec<C64> = match kind.as_str() {
                "g" => c.data.iter().map(|x| x.ln()).collect(),
                "h" => c.data.iter().map(|x| 1.0 / x).collect(),
                _ => c.data.to_vec(),
            };
            let (od, mut out) = reduce_cplx(&data, &c.dims, dim, C64::new(0.0, 0.0), |a, x| a + x);
            out.iter_mut().for_each(|x| {
                *x = match kind.as_str() {
                    "g" => (*x / n).exp(),
                    "h" => n / *x,
                    _ => *x / n,
                }
            });
            complex_result(c.class, od, out)
        }
    };
    let class = v.class();
    if out_type == "double" && y.class() == Class::Single {
        return one(match num_view("mean", &y)? {
            Num::R(r) => real_result(Class::Double, r.dims, r.data.into_owned()),
            Num::C(c) => complex_result(Class::Double, c.dims, c.data.into_owned()),
        });
    }
    if out_type == "native" && class.is_int() {
        if let Some(r) = real_view(&y) {
            return one(real_result(class, r.dims, r.data.into_owned()));
        }
    }
    one(y)
}

fn median(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if !(v.is_numeric() || matches!(v, Value::Bool(_) | Value::Logical(_))) {
        return Err(MatError::msg(
            "median: X must be a numeric vector or matrix",
        ));
    }
    if v.is_empty() {
        return Err(MatError::msg("median: X cannot be an empty matrix"));
    }
    if v.is_complex() {
        return median_complex(v, args.get(1));
    }
    let r = real_view(v).ok_or_else(|| wrong_type("median", v))?;
    let dim = match args.get(1) {
        Some(d) => match d.scalar_f64() {
            Some(k) if d.is_scalar() && k == k.trunc() && k > 0.0 => k.min(64.0) as usize - 1,
            _ => {
                return Err(MatError::msg(
                    "median: DIM must be an integer and a valid dimension",
                ))
            }
        },
        None => default_dim(&r.dims),
    };
    let od = with_dim(&r.dims, dim, 1);
    let mut out = vec![0.0; od.numel()];
    let mut buf = Vec::new();
    for_slices(&r.dims, dim, |o, start, stride, len| {
        buf.clear();
        buf.extend((0..len).map(|k| r.data[start + k * stride]));
        if buf.iter().any(|x| x.is_nan()) {
            out[o] = f64::NAN;
            return;
        }
        // The middle element found by selection, not by sorting the slice
        // (a third of the time); of an even count, the greatest of the
        // lower half beside it. A zero takes the sign a stable sort gives
        // it, as the sort did before (Octave's own selection orders equal
        // zeros its own way).
        let n = buf.len();
        let (lower, &mut mid, _) = buf.select_nth_unstable_by(n / 2, f64::total_cmp);
        let slice = (0..len).map(|k| r.data[start + k * stride]);
        let sorted_at = |k: usize, x: f64| match x == 0.0 {
            true => {
                let below = slice.clone().filter(|&y| y < 0.0).count();
                slice
                    .clone()
                    .filter(|&y| y == 0.0)
                    .nth(k - below)
                    .unwrap_or(x)
            }
            false => x,
        };
        out[o] = match n % 2 {
            1 => sorted_at(n / 2, mid),
            _ => (sorted_at(n / 2 - 1, vector_extreme(lower, true)) + sorted_at(n / 2, mid)) / 2.0,
        };
    });
    if r.class == Class::Logical {
        // Octave's median keeps the class: the middle of true and false is true.
        let data = out.iter().map(|&x| x != 0.0).collect();
        return one(Value::logical(Tensor::new(od, data)));
    }
    let cls = match r.class {
        Class::Single => Class::Single,
        c if c.is_int() => c,
        _ => Class::Double,
    };
    one(real_result(cls, od, out))
}

/// median.m of a complex array: the middle of the elements ordered as
/// nth_element orders them (by modulus, then argument), or the mean of the
/// two middle ones; NaN where a slice has a NaN.
fn median_complex(v: &Value, dim: Option<&Value>) -> Out {
    let d = v.dims();
    let data = v.to_c64_vec()?;
    let dim = match dim {
        Some(k) => dim_arg("median", k)?,
        None => default_dim(&d),
    };
    let od = with_dim(&d, dim, 1);
    let mut out = vec![C64::new(0.0, 0.0); od.numel()];
    let mut buf = Vec::new();
    for_slices(&d, dim, |o, start, stride, len| {
        buf.clear();
        buf.extend((0..len).map(|k| data[start + k * stride]));
        if buf.iter().any(|z| z.re.is_nan() || z.im.is_nan()) {
            out[o] = C64::new(f64::NAN, 0.0);
            return;
        }
        buf.sort_by(|a, b| {
            a.norm()
                .total_cmp(&b.norm())
                .then(a.arg().total_cmp(&b.arg()))
        });
        let n = buf.len();
        out[o] = if n % 2 == 1 {
            buf[n / 2]
        } else {
            (buf[n / 2 - 1] + buf[n / 2]) / 2.0
        };
    });
    one(complex_result(v.class(), od, out))
}

/// `[m, f, c] = mode(x, dim)`: the most frequent value (the smallest of a
/// tie), how often it occurs, and a column of every value that often.
fn mode(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let x = &args[0];
    if !(x.is_numeric() || x.class() == Class::Logical) {
        return Err(MatError::msg("mode: X must be a numeric vector or matrix"));
    }
    let r = real_view(x).ok_or_else(|| wrong_type("mode", x))?;
    let dim = match args.get(1) {
        Some(d) => match d.scalar_f64() {
            Some(k) if d.is_scalar() && k == k.trunc() && k > 0.0 => k.min(64.0) as usize - 1,
            _ => {
                return Err(MatError::msg(
                    "mode: DIM must be an integer and a valid dimension",
                ))
            }
        },
        None => default_dim(&r.dims),
    };
    let od = with_dim(&r.dims, dim, 1);
    let mut out = vec![f64::NAN; od.numel()];
    let mut freq = vec![0.0; od.numel()];
    let mut all: Vec<Vec<f64>> = vec![Vec::new(); od.numel()];
    let mut buf = Vec::new();
    for_slices(&r.dims, dim, |o, start, stride, len| {
        buf.clear();
        buf.extend((0..len).map(|k| r.data[start + k * stride]));
        buf.sort_by(|a, b| a.total_cmp(b));
        let mut runs: Vec<(f64, usize)> = Vec::new();
        let mut i = 0;
        while i < buf.len() {
            let mut j = i + 1;
            while j < buf.len() && buf[j] == buf[i] {
                j += 1;
            }
            runs.push((buf[i], j - i));
            i = j;
        }
        let bc = runs.iter().map(|r| r.1).max().unwrap_or(0);
        let tops: Vec<f64> = runs.iter().filter(|r| r.1 == bc).map(|r| r.0).collect();
        out[o] = tops.first().copied().unwrap_or(f64::NAN);
        freq[o] = bc as f64;
        all[o] = tops;
    });
    let cls = minmax_class(r.class);
    let mut res = vec![real_result(cls, od.clone(), out)];
    if nargout > 1 {
        res.push(Value::from_f64s(od.clone(), freq));
    }
    if nargout > 2 {
        let cells = all
            .into_iter()
            .map(|v| {
                let n = v.len();
                real_result(cls, Dims::rc(n, 1), v)
            })
            .collect();
        res.push(Value::cell(Tensor::new(od, cells)));
    }
    Ok(res)
}

/// Octave's `var`: `sumsq(x - mean(x)) / (n - 1 + w)`.
fn var_impl(args: &[Value]) -> Result<Value, MatError> {
    // std is sqrt (var (...)) in Octave, so both report as var.
    let err = |m: &str| Err(MatError::msg(format!("var: {m}")));
    let v = &args[0];
    if !(v.is_numeric() || matches!(v, Value::Bool(_) | Value::Logical(_))) {
        return err("X must be a numeric vector or matrix");
    }
    let w_arg = args.get(1).filter(|w| !w.is_empty());
    let w_scalar = w_arg.is_none_or(|w| w.is_scalar());
    let mut sz = v.dims().as_slice().to_vec();
    // The dimensions reduced (0-based); the default is the first
    // non-singleton one.
    let dim_arg = args.get(2).filter(|d| !d.is_empty());
    let mut reduced = match dim_arg {
        None => vec![sz.iter().position(|&x| x != 1).unwrap_or(0)],
        Some(d) if d.is_char() => {
            if !d
                .as_string()
                .unwrap_or_default()
                .eq_ignore_ascii_case("all")
            {
                return err("DIM must be a positive integer scalar, vector, or 'all'");
            }
            if !w_scalar {
                return err("W must be either 0 or 1 when using 'ALL' as dimension");
            }
            sz = vec![v.numel(), 1];
            vec![0]
        }
        Some(d) => {
            let ks = match d.is_numeric() && !d.is_complex() && d.dims().is_vector() {
                true => d.to_f64_vec()?,
                false => vec![],
            };
            if ks.is_empty() || ks.iter().any(|&k| !(k > 0.0 && k == k.trunc())) {
                return err("DIM must be a positive integer scalar, vector, or 'all'");
            }
            let ks: Vec<usize> = ks.iter().map(|&k| k.min(64.0) as usize - 1).collect();
            if ks.len() > 1 {
                let mut seen = ks.clone();
                seen.sort_unstable();
                seen.dedup();
                if seen.len() != ks.len() {
                    return err("vector DIM must contain non-repeating positiveintegers");
                }
                if !w_scalar {
                    return err("W must be either 0 or 1 when DIM is a vector");
                }
            }
            ks
        }
    };
    reduced.sort_unstable();
    let top = reduced.iter().max().copied().unwrap_or(0);
    while sz.len() <= top {
        sz.push(1);
    }
    let n: usize = reduced.iter().map(|&k| sz[k]).product();
    let w = match w_arg {
        None => vec![0.0],
        Some(w) => {
            let wv = if w.is_numeric() && !w.is_complex() && w.dims().is_vector() {
                w.to_f64_vec()?
            } else {
                vec![f64::NAN]
            };
            let scalar_bad = wv.len() == 1 && wv[0] != 0.0 && wv[0] != 1.0 && n != 1;
            if wv.iter().any(|x| x.is_nan() || *x < 0.0) || scalar_bad {
                return err("W must be 0, 1, or a vector of positive integers");
            }
            wv
        }
    };
    let cls = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let mut od = sz.clone();
    for &k in &reduced {
        od[k] = 1;
    }
    if v.is_empty() {
        if dim_arg.is_none() && v.dims().as_slice() == [0, 0] {
            return Ok(real_result(cls, Dims::scalar(), vec![f64::NAN]));
        }
        let k = od.iter().product();
        return Ok(real_result(cls, Dims::new(&od), vec![f64::NAN; k]));
    }
    let length_msg = "the length of W must be equal to the size of X in the dimension along which variance is calculated";
    if w.len() > 1 && w.len() != n {
        return err(length_msg);
    }
    if let (Some(r), [k], [w0]) = (real_view(v), &reduced[..], &w[..]) {
        if n > 1 {
            return Ok(real_result(
                cls,
                Dims::new(&od),
                var_real(&r.data, &sz, *k, *w0),
            ));
        }
    }
    // Each element's output position: its subscripts with the reduced ones dropped.
    let data: Vec<C64> = v.to_c64_vec()?;
    let mut stride = vec![1usize; sz.len()];
    let mut ostride = vec![1usize; sz.len()];
    for k in 1..sz.len() {
        stride[k] = stride[k - 1] * sz[k - 1];
        ostride[k] = ostride[k - 1] * od[k - 1];
    }
    let nout: usize = od.iter().product();
    let mut groups: Vec<Vec<C64>> = vec![Vec::with_capacity(n); nout];
    for (i, &x) in data.iter().enumerate() {
        let o: usize = (0..sz.len())
            .map(|k| {
                if od[k] == 1 {
                    0
                } else {
                    (i / stride[k]) % sz[k] * ostride[k]
                }
            })
            .sum();
        groups[o].push(x);
    }
    let out = groups
        .iter()
        .map(|g| {
            if n == 1 {
                let x = g[0];
                return if x.re.is_finite() && x.im.is_finite() {
                    0.0
                } else {
                    f64::NAN
                };
            }
            if w.len() == 1 {
                let mu = g.iter().sum::<C64>() / n as f64;
                let ss: f64 = g.iter().map(|&x| (x - mu).norm_sqr()).sum();
                return ss / (n as f64 - 1.0 + w[0]);
            }
            let den: f64 = w.iter().sum();
            let mu = g.iter().zip(&w).map(|(&x, &wk)| x * wk).sum::<C64>() / den;
            let ss: f64 = g
                .iter()
                .zip(&w)
                .map(|(&x, &wk)| wk * (x - mu).norm_sqr())
                .sum();
            ss / den
        })
        .collect();
    Ok(real_result(cls, Dims::new(&od), out))
}

/// The variance of real data along dimension `k` of extents `sz`, with
/// weight `w` 0 or 1: the general path's sums in its order (the mean, then
/// the squared deviations, each sequential), read in place.
fn var_real(data: &[f64], sz: &[usize], k: usize, w: f64) -> Vec<f64> {
    let before: usize = sz[..k].iter().product();
    let len = sz[k];
    let after: usize = sz[k + 1..].iter().product();
    let n = len as f64;
    let div = n - 1.0 + w;
    if len == 0 {
        // No elements: a sum of no squares over n - 1 + w, as the loops give.
        return vec![0.0 / div; before * after];
    }
    let mut out = Vec::with_capacity(before * after);
    if before == 0 {
        return out;
    }
    // Each output is the sum of its elements over n, then the sum of the
    // squared deviations from that, both added in element order as
    // Octave's `var` adds them. The loops only walk memory in its order: a
    // contiguous slice per output when `before` is 1, else one accumulator
    // per output of the page.
    // The squared deviations of a part of a column, for `ordered_sum`
    // (as long as the column, up to 4096: a short one clears no more).
    let mut part = vec![0.0; if before == 1 { len.min(4096) } else { 0 }];
    for page in data.chunks_exact(before * len).take(after) {
        if before == 1 {
            let mu = ordered_sum::add(0.0, page) / n;
            // The squared deviations a part at a time, each part added on
            // in order.
            let ss = page.chunks(part.len()).fold(0.0, |acc, c| {
                let p = &mut part[..c.len()];
                for (d, &x) in p.iter_mut().zip(c) {
                    *d = (x - mu) * (x - mu);
                }
                ordered_sum::add(acc, p)
            });
            out.push(ss / div);
            continue;
        }
        let mut mu = vec![0.0; before];
        for row in page.chunks_exact(before) {
            for (m, &x) in mu.iter_mut().zip(row) {
                *m += x;
            }
        }
        for m in &mut mu {
            *m /= n;
        }
        let mut ss = vec![0.0; before];
        for row in page.chunks_exact(before) {
            for ((s, &m), &x) in ss.iter_mut().zip(&mu).zip(row) {
                *s += (x - m) * (x - m);
            }
        }
        out.extend(ss.iter().map(|s| s / div));
    }
    out
}

fn var(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(var_impl(args)?)
}
fn std(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = var_impl(args)?;
    let r = real_view(&v).expect("var result is real");
    let cls = r.class;
    let data = r.data.iter().map(|x| x.sqrt()).collect();
    one(real_result(cls, r.dims, data))
}

fn anyall(name: &str, args: &[Value], is_any: bool) -> Out {
    let v = &args[0];
    if let (Value::Bool(b), 1) = (v, args.len()) {
        return one(Value::Bool(*b));
    }
    let data: Vec<bool> = match v {
        Value::Logical(t) => t.data.clone(),
        _ => match num_view(name, v)? {
            Num::R(r) => r.data.iter().map(|&x| x != 0.0).collect(),
            Num::C(c) => c.data.iter().map(|z| z.re != 0.0 || z.im != 0.0).collect(),
        },
    };
    let dims = red_dims(&v.dims());
    let dim = match args.get(1) {
        Some(d) => octave_dim(name, d, DimStyle::AnyAll)?,
        None => None,
    }
    .unwrap_or_else(|| default_dim(&dims));
    let od = with_dim(&dims, dim, 1);
    let mut out = vec![!is_any; od.numel()];
    for_slices(&dims, dim, |o, start, stride, len| {
        let mut acc = !is_any;
        for k in 0..len {
            let x = data[start + k * stride];
            if is_any && x {
                acc = true;
                break;
            }
            if !is_any && !x {
                acc = false;
                break;
            }
        }
        out[o] = acc;
    });
    one(bool_result(od, out))
}

fn any(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    anyall("any", args, true)
}
fn all(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    anyall("all", args, false)
}

fn nnz(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = match &args[0] {
        Value::Logical(t) => t.data.iter().filter(|&&b| b).count(),
        v => match num_view("nnz", v).map_err(|_| match v {
            // Octave's own wording for each (nnz is a method of its values).
            Value::Cell(_) => MatError::msg("nnz: wrong type argument 'cell array'"),
            _ => MatError::msg(format!(
                "octave_base_value::nnz (): wrong type argument '{}'",
                octave_type_name(v)
            )),
        })? {
            Num::R(r) => r.data.iter().filter(|&&x| x != 0.0).count(),
            Num::C(c) => c.data.iter().filter(|z| z.re != 0.0 || z.im != 0.0).count(),
        },
    };
    one(Value::Num(n as f64))
}

fn range(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dim = args.get(1).map(|d| dim_arg("range", d)).transpose()?;
    let hi = minmax_reduce("range", &args[0], dim, true, 1)?.remove(0);
    let lo = minmax_reduce("range", &args[0], dim, false, 1)?.remove(0);
    match (num_view("range", &hi)?, num_view("range", &lo)?) {
        (Num::R(h), Num::R(l)) => {
            let data = h
                .data
                .iter()
                .zip(l.data.iter())
                .map(|(a, b)| a - b)
                .collect();
            one(real_result(h.class, h.dims, data))
        }
        (h, _) => {
            // Complex data: max and min by modulus, then their difference.
            let (cls, dims) = (h.class(), h.dims().clone());
            let (hv, lv) = (hi.to_c64_vec()?, lo.to_c64_vec()?);
            let data = hv.iter().zip(&lv).map(|(a, b)| a - b).collect();
            one(complex_result(cls, dims, data))
        }
    }
}

/// `diff(x, k, dim)`: k-th order forward differences along `dim`.
fn diff(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if !(v.is_numeric() || v.class() == Class::Logical) {
        return Err(MatError::msg("diff: X must be numeric or logical"));
    }
    let k = match args.get(1) {
        Some(a) if !a.is_empty() => match a.scalar_f64() {
            Some(x) if x >= 0.0 && x == x.floor() => x as usize,
            _ => return Err(MatError::msg("diff: order K must be non-negative")),
        },
        _ => 1,
    };
    let dim = match args.get(2) {
        Some(d) => dim_arg("diff", d)?,
        None => default_dim(&v.dims()),
    };
    // Octave: the difference of a scalar is 0x0, not 0x1.
    let shape = |dims: Dims| match k > 0 && v.dims().is_scalar() {
        true => Dims::rc(0, 0),
        false => dims,
    };
    match num_view("diff", v)? {
        Num::R(r) => {
            let (dims, data) = diffs(r.dims.clone(), &r.data, dim, k);
            one(real_result(minmax_class(r.class), shape(dims), data))
        }
        Num::C(c) => {
            let (dims, data) = diffs(c.dims.clone(), &c.data, dim, k);
            one(complex_result(c.class, shape(dims), data))
        }
    }
}

/// The `k`-th differences of `data` (of `dims`) along `dim`, with their dims.
fn diffs<T: Copy + std::ops::Sub<Output = T>>(
    dims: Dims,
    data: &[T],
    dim: usize,
    k: usize,
) -> (Dims, Vec<T>) {
    let mut now = (dims, None::<Vec<T>>);
    for _ in 0..k {
        let (dims, owned) = &now;
        let Some(next) = diff_once(dims, owned.as_deref().unwrap_or(data), dim) else {
            break;
        };
        now = (next.0, Some(next.1));
    }
    let (dims, owned) = now;
    (dims, owned.unwrap_or_else(|| data.to_vec()))
}

/// The first differences of `x` (of `dims`) along `dim`; None where `dim`
/// is empty.
fn diff_once<T: Copy + std::ops::Sub<Output = T>>(
    dims: &Dims,
    x: &[T],
    dim: usize,
) -> Option<(Dims, Vec<T>)> {
    let len = dims.get(dim);
    if len == 0 {
        return None;
    }
    let (before, _, _) = split_at_dim(dims, dim);
    // Within a slab of `before * len` elements (all of `dim` and the
    // dimensions before it), the difference at `j` is `x[j + before] -
    // x[j]`: one flat loop a slab, which vectorizes.
    let slab = before * len;
    let mut out = Vec::with_capacity(x.len() / len * (len - 1));
    if slab > 0 {
        for x in x.chunks_exact(slab) {
            out.extend(x[before..].iter().zip(x).map(|(&hi, &lo)| hi - lo));
        }
    }
    Some((with_dim(dims, dim, len - 1), out))
}

/// Largest singular value of a real or complex matrix (2-norm).
pub fn matrix_2norm(m: usize, n: usize, data: &[C64]) -> f64 {
    if m == 0 || n == 0 {
        return 0.0;
    }
    if data.iter().all(|z| z.im == 0.0) {
        let a = faer::Mat::<f64>::from_fn(m, n, |i, j| data[i + j * m].re);
        match a.singular_values() {
            Ok(s) => s.iter().cloned().fold(0.0, f64::max),
            Err(_) => f64::NAN,
        }
    } else {
        let a = faer::Mat::<faer::c64>::from_fn(m, n, |i, j| {
            let z = data[i + j * m];
            faer::c64::new(z.re, z.im)
        });
        match a.singular_values() {
            Ok(s) => s.iter().cloned().fold(0.0, f64::max),
            Err(_) => f64::NAN,
        }
    }
}

/// Scaled 2-norm of a vector, as LAPACK's `dnrm2` avoids overflow.
fn vec2norm(data: &[C64]) -> f64 {
    two_norm(data.iter().flat_map(|z| [z.re, z.im]))
}

/// The 2-norm of the elements of `xs`, scaled as it goes so that no
/// square overflows (LAPACK's classic `dnrm2`), each step rounded as
/// Octave's: a new scale multiplies the sum by the square of the ratio.
fn two_norm(xs: impl Iterator<Item = f64>) -> f64 {
    let mut scale = 0.0f64;
    let mut ssq = 1.0f64;
    for x in xs {
        if x != 0.0 {
            let a = x.abs();
            if a.is_nan() {
                return f64::NAN;
            }
            if scale < a {
                ssq = ssq * ((scale / a) * (scale / a)) + 1.0;
                scale = a;
            } else {
                ssq += (a / scale) * (a / scale);
            }
        }
    }
    if scale.is_infinite() {
        return f64::INFINITY;
    }
    scale * ssq.sqrt()
}

/// The largest of the column (or row) sums of a matrix norm, as Octave
/// takes it: the first, then any greater one, so that a NaN sum is kept
/// when it comes first and passed over after.
fn largest(sums: impl Iterator<Item = f64>) -> f64 {
    sums.reduce(|best, x| if x > best { x } else { best })
        .unwrap_or(0.0)
}

/// `norm (x, p)` of a real `m x c` matrix or vector `x` in reals, with the
/// same operations in the same order as the complex path (None: a norm
/// only that path takes). Reading the elements as complex numbers took
/// five times Octave's time for the 1- and Inf-norms.
fn real_norm(x: &[f64], m: usize, c: usize, p: &P) -> Option<f64> {
    // Magnitudes a stretch at a time: a whole array of them was a new
    // block of memory, cleared by the kernel page by page.
    let abs = |x: &[f64]| crate::lanes::map(x, f64::abs);
    let sum_abs = |x: &[f64]| {
        x.chunks(STRETCH)
            .fold(0.0, |s, part| ordered_sum::add(s, &abs(part)))
    };
    let max_abs = |x: &[f64]| {
        // A NaN anywhere makes it NaN.
        x.chunks(STRETCH).fold(0.0, |best: f64, part| {
            let a = abs(part);
            match best.is_nan() || a.iter().fold(false, |nan, y| nan | y.is_nan()) {
                true => f64::NAN,
                false => best.max(vector_extreme(&a, true)),
            }
        })
    };
    const STRETCH: usize = 4096;
    if x.is_empty() {
        return None;
    }
    let vector = m == 1 || c == 1;
    Some(match *p {
        P::Num(2.0) if vector => two_norm(x.iter().copied()),
        P::Fro => two_norm(x.iter().copied()),
        P::Num(1.0) if vector => sum_abs(x),
        P::Inf if vector => max_abs(x),
        // The largest column sum, each in its own chain.
        P::Num(1.0) => largest(x.chunks(m).map(sum_abs)),
        // The largest row sum, each row's chain taken a column at a time.
        P::Inf => {
            let mut rows = vec![0.0; m];
            for col in x.chunks(m) {
                crate::lanes::update(&mut rows, col, |s, y| s + y.abs());
            }
            largest(rows.into_iter())
        }
        _ => return None,
    })
}

/// `norm`'s P.
enum P {
    Num(f64),
    Fro,
    Inf,
    NegInf,
}

/// The P-norm of a vector.
fn vector_norm(data: &[C64], p: &P) -> f64 {
    match *p {
        P::Num(2.0) | P::Fro => vec2norm(data),
        P::Inf => data.iter().map(|z| z.norm()).fold(0.0, |a: f64, x| {
            if x.is_nan() || a.is_nan() {
                f64::NAN
            } else {
                a.max(x)
            }
        }),
        P::NegInf => data.iter().map(|z| z.norm()).fold(f64::INFINITY, f64::min),
        P::Num(1.0) => data.iter().map(|z| z.norm()).sum(),
        P::Num(0.0) => data.iter().filter(|z| z.norm() != 0.0).count() as f64,
        P::Num(p) => {
            // Octave scales by the largest magnitude to avoid overflow.
            let mx = data.iter().map(|z| z.norm()).fold(0.0, f64::max);
            if mx == 0.0 || mx.is_infinite() {
                mx
            } else {
                mx * data
                    .iter()
                    .map(|z| (z.norm() / mx).powf(p))
                    .sum::<f64>()
                    .powf(1.0 / p)
            }
        }
    }
}

/// The matrix P-norm (`max ||A x||_p / ||x||_p`, 1 < p < Inf) by Higham's
/// power method ("Estimating the matrix p-norm", 1992): from a normalized
/// all-ones vector, `y = A x`, `z = A' dual_p (y)`, `x = dual_q (z)` until
/// `||z||_q <= z' x`.
fn matrix_pnorm(m: usize, n: usize, a: &[C64], p: f64) -> f64 {
    let q = p / (p - 1.0);
    let pnorm = |v: &[C64], p: f64| vector_norm(v, &P::Num(p));
    // The dual vector of v in the p-norm: |v|^(p-1) sign (v) / ||v||_p^(p-1).
    let dual = |v: &[C64], p: f64| -> Vec<C64> {
        let nv = pnorm(v, p);
        v.iter()
            .map(|z| {
                let r = z.norm();
                if r == 0.0 || nv == 0.0 {
                    C64::new(0.0, 0.0)
                } else {
                    (z / r) * ((r / nv).powf(p - 1.0))
                }
            })
            .collect()
    };
    let climb = |mut x: Vec<C64>| {
        let mut est = 0.0;
        for _ in 0..100 {
            let y: Vec<C64> = (0..m)
                .map(|i| (0..n).map(|j| a[i + j * m] * x[j]).sum())
                .collect();
            let next = pnorm(&y, p);
            let dy = dual(&y, p);
            let z: Vec<C64> = (0..n)
                .map(|j| (0..m).map(|i| a[i + j * m].conj() * dy[i]).sum())
                .collect();
            let zx: f64 = z.iter().zip(&x).map(|(zi, xi)| (zi.conj() * xi).re).sum();
            let converged = pnorm(&z, q) <= zx * (1.0 + 4.0 * f64::EPSILON) || next <= est;
            est = est.max(next);
            if converged || !est.is_finite() {
                break;
            }
            x = dual(&z, q);
        }
        est
    };
    // The iteration finds a local maximum: start it from the all-ones
    // vector and from the unit vectors of the (up to 8) largest columns,
    // and keep the best.
    let mut columns: Vec<(f64, usize)> = (0..n)
        .map(|j| (pnorm(&a[j * m..(j + 1) * m], p), j))
        .collect();
    columns.sort_by(|x, y| y.0.total_cmp(&x.0));
    let mut best = climb(vec![C64::new(1.0 / (n as f64).powf(1.0 / p), 0.0); n]);
    for &(_, j) in columns.iter().take(8) {
        let mut e = vec![C64::new(0.0, 0.0); n];
        e[j] = C64::new(1.0, 0.0);
        best = best.max(climb(e));
    }
    best
}

fn norm(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if v.dims().ndims() > 2 {
        return Err(MatError::msg("norm: only valid for 2-D objects"));
    }
    if !matches!(v.class(), Class::Double | Class::Single) {
        // Octave's xnorm (xfrobnorm for 'fro') takes floating-point only.
        let fro = args
            .get(1)
            .is_some_and(|o| o.to_str().is_some_and(|s| s.eq_ignore_ascii_case("fro")));
        let kernel = if fro { "xfrobnorm" } else { "xnorm" };
        return Err(wrong_type(kernel, v));
    }
    let n = num_view("norm", v)?;
    let cls = n.class();
    let dims = n.dims().clone();
    let is_dir = |v: &Value| {
        v.as_string()
            .is_some_and(|s| matches!(s.as_str(), "rows" | "columns" | "cols"))
    };
    // norm (A, OPT) with OPT "rows"/"columns" takes P = 2; norm (A, P, OPT).
    let (p_arg, dir) = match args {
        [_, d] if is_dir(d) => (None, Some(d)),
        [_, d, e] if is_dir(d) && is_dir(e) => {
            return Err(MatError::msg("norm: invalid combination of options"))
        }
        [_, d, e] if is_dir(d) => {
            let e = e.as_string().unwrap_or_default();
            return Err(MatError::msg(format!("norm: unrecognized option: {e}")));
        }
        [_, p, d] if is_dir(d) => (Some(p).filter(|p| !p.is_empty()), Some(d)),
        [_, _, d] => {
            let d = d.as_string().unwrap_or_default();
            return Err(MatError::msg(format!("norm: unrecognized option: {d}")));
        }
        [_, p] => (Some(p), None),
        _ => (None, None),
    };
    let p = match p_arg {
        None => P::Num(2.0),
        Some(a) => match a.as_string() {
            Some(s) if s == "fro" => P::Fro,
            Some(s) if s.eq_ignore_ascii_case("inf") => P::Inf,
            Some(s) if s.eq_ignore_ascii_case("-inf") => P::NegInf,
            Some(s) => return Err(MatError::msg(format!("norm: unrecognized option: {s}"))),
            None => {
                let x = a
                    .scalar_f64()
                    .ok_or_else(|| MatError::msg("norm: P must be a scalar or string"))?;
                if x == f64::INFINITY {
                    P::Inf
                } else if x == f64::NEG_INFINITY {
                    P::NegInf
                } else {
                    P::Num(x)
                }
            }
        },
    };
    let out_class = if cls == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    if let (Num::R(x), None) = (&n, dir) {
        if let Some(r) = real_norm(&x.data, dims.rows(), dims.cols(), &p) {
            return one(real_result(out_class, Dims::scalar(), vec![r]));
        }
    }
    let data: Vec<C64> = v.to_c64_vec()?;
    if let Some(d) = dir {
        // The vector norm of each row (a column of results) or column.
        let rows = d.as_string().is_some_and(|s| s == "rows");
        let (m, c) = (dims.rows(), dims.cols());
        let (count, len) = if rows { (m, c) } else { (c, m) };
        let at = |k: usize, i: usize| {
            if rows {
                data[k + i * m]
            } else {
                data[i + k * m]
            }
        };
        let r: Vec<f64> = (0..count)
            .map(|k| vector_norm(&(0..len).map(|i| at(k, i)).collect::<Vec<_>>(), &p))
            .collect();
        let shape = if rows {
            Dims::rc(count, 1)
        } else {
            Dims::rc(1, count)
        };
        return one(real_result(out_class, shape, r));
    }
    let (m, c) = (dims.rows(), dims.cols());
    let r = if data.is_empty() {
        0.0
    } else if m == 1 || c == 1 {
        vector_norm(&data, &p)
    } else {
        match p {
            P::Num(2.0) => matrix_2norm(m, c, &data),
            P::Fro => vec2norm(&data),
            P::Num(1.0) => {
                largest((0..c).map(|j| (0..m).map(|i| data[i + j * m].norm()).sum::<f64>()))
            }
            P::Inf => largest((0..m).map(|i| (0..c).map(|j| data[i + j * m].norm()).sum::<f64>())),
            P::Num(x) if x > 1.0 => matrix_pnorm(m, c, &data, x),
            _ => return Err(MatError::msg("xnorm: p must be >= 1")),
        }
    };
    one(real_result(out_class, Dims::scalar(), vec![r]))
}

/// cond.m: the 2-norm condition number from the singular values, any other
/// norm as `norm(A, p) * norm(inv(A), p)`. (Beside `norm` rather than in
/// `linalg`, so that the factorizations import no reduction.)
fn cond(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    if a.dims().ndims() > 2 {
        return Err(MatError::msg("cond: A must be a 2-D matrix"));
    }
    if let Some(p) = args
        .get(1)
        .filter(|p| p.scalar_f64() != Some(2.0) || p.is_char())
    {
        let inverse = super::linalg::inv(ctx, std::slice::from_ref(a), 1)?.remove(0);
        let na = norm(ctx, &[a.clone(), p.clone()], 1)?.remove(0);
        let ni = norm(ctx, &[inverse, p.clone()], 1)?.remove(0);
        let (na, ni) = (
            na.scalar_f64().unwrap_or(f64::NAN),
            ni.scalar_f64().unwrap_or(f64::NAN),
        );
        return one(Value::Num(na * ni));
    }
    if a.numel() != 0
        && a.to_f64_vec()
            .is_ok_and(|v| v.iter().any(|x| !x.is_finite()))
    {
        return Err(MatError::msg("cond: A must not contain Inf or NaN values"));
    }
    let s = super::linalg::singular_values(&args[0], "cond")?;
    if s.is_empty() {
        return one(Value::Num(0.0));
    }
    let (mx, mn) = (s[0], s[s.len() - 1]);
    one(Value::Num(if mn == 0.0 { f64::INFINITY } else { mx / mn }))
}

fn dot(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (a, b) = (&args[0], &args[1]);
    if !a.is_numeric() || !b.is_numeric() {
        return Err(MatError::msg("dot: X and Y must be numeric"));
    }
    let (da, db) = (a.dims(), b.dims());
    // Two real double vectors: the same sequential sum as the complex fold
    // below, in reals (3.4 times faster at 2e5 elements). Octave's BLAS
    // `ddot` sums in several accumulators, in an order that depends on the
    // CPU's kernel (`linalg::openblas`); this keeps today's bits.
    fn real(v: &Value) -> Option<&[f64]> {
        match v {
            Value::Double(t) => Some(&t.data),
            Value::Num(x) => Some(std::slice::from_ref(x)),
            _ => None,
        }
    }
    if let (Some(x), Some(y), 2) = (real(a), real(b), args.len()) {
        if da.is_vector() && db.is_vector() && x.len() == y.len() {
            return one(Value::Num(
                x.iter().zip(y).fold(0.0, |s, (&p, &q)| s + p * q),
            ));
        }
    }
    let complex = a.is_complex() || b.is_complex();
    let xa = a.to_c64_vec()?;
    let xb = b.to_c64_vec()?;
    if da.is_vector() && db.is_vector() && args.len() == 2 {
        if xa.len() != xb.len() {
            return Err(MatError::msg("dot: sizes of X and Y must match"));
        }
        let s = xa
            .iter()
            .zip(&xb)
            .fold(C64::new(0.0, 0.0), |acc, (x, y)| acc + x.conj() * y);
        return one(if complex {
            Value::complex_scalar_narrow(s)
        } else {
            Value::Num(s.re)
        });
    }
    if da != db {
        return Err(MatError::msg("dot: sizes of X and Y must match"));
    }
    let dim = match args.get(2) {
        Some(d) => dim_arg("dot", d)?,
        None => default_dim(&da),
    };
    let prod: Vec<C64> = xa.iter().zip(&xb).map(|(x, y)| x.conj() * y).collect();
    let (od, out) = reduce_cplx(&prod, &da, dim, C64::new(0.0, 0.0), |a, x| a + x);
    one(complex_result(Class::Double, od, out))
}

/// `cross(X, Y)` and `cross(X, Y, DIM)` as cross.m: a row and a column
/// (either way round) are taken as two vectors of the first's orientation
/// with a warning, then the products run along DIM (default: the first
/// dimension of size 3).
fn cross(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (mut a, mut b) = (args[0].clone(), args[1].clone());
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() < 3 && db.ndims() < 3 && args.len() < 3 {
        if da.cols() == 1 && db.rows() == 1 {
            ctx.warn("", "cross: taking cross product of column by row");
            b = crate::ops::transpose(&b, false)?;
        } else if da.rows() == 1 && db.cols() == 1 {
            ctx.warn("", "cross: taking cross product of row by column");
            a = crate::ops::transpose(&a, false)?;
        }
    }
    let (da, db) = (a.dims(), b.dims());
    let dim = match args.get(2) {
        Some(d) => {
            let k = dim_arg("cross", d)?;
            if da.get(k) != 3 {
                return Err(MatError::msg("cross: dimension DIM must have 3 elements"));
            }
            k
        }
        None => match da.as_slice().iter().position(|&n| n == 3) {
            Some(k) => k,
            None => {
                return Err(MatError::msg(
                    "cross: must have at least one dimension with 3 elements",
                ))
            }
        },
    };
    if da != db {
        return Err(MatError::msg(
            "cross: X and Y must have the same dimensions",
        ));
    }
    let (x, y) = (a.to_c64_vec()?, b.to_c64_vec()?);
    let (before, _, after) = split_at_dim(&da, dim);
    let mut r = vec![C64::new(0.0, 0.0); x.len()];
    for o in 0..after {
        for i in 0..before {
            let at = |k: usize| i + before * (k + 3 * o);
            let (x0, x1, x2) = (x[at(0)], x[at(1)], x[at(2)]);
            let (y0, y1, y2) = (y[at(0)], y[at(1)], y[at(2)]);
            r[at(0)] = x1 * y2 - x2 * y1;
            r[at(1)] = x2 * y0 - x0 * y2;
            r[at(2)] = x0 * y1 - x1 * y0;
        }
    }
    if a.is_complex() || b.is_complex() {
        one(complex_result(Class::Double, da, r))
    } else {
        one(Value::real(Tensor::new(
            da,
            r.iter().map(|z| z.re).collect(),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, args: &[Value], nargout: usize) -> Vec<Value> {
        let mut ctx = Ctx::new();
        f(&mut ctx, args, nargout).unwrap()
    }
    fn m(r: usize, c: usize, d: &[f64]) -> Value {
        Value::from_f64s(Dims::rc(r, c), d.to_vec())
    }

    // Expected values from Octave 7.3 (crates/runtime/tests/octave/reduce.m).
    #[test]
    fn empty_rules() {
        assert_eq!(call(sum, &[Value::empty()], 1)[0], Value::Num(0.0));
        assert_eq!(call(sum, &[m(0, 3, &[])], 1)[0].dims(), Dims::rc(1, 3));
        assert_eq!(
            call(sum, &[Value::empty(), Value::Num(2.0)], 1)[0].dims(),
            Dims::rc(0, 1)
        );
        assert_eq!(call(max, &[Value::empty()], 1)[0].dims(), Dims::rc(0, 0));
        assert_eq!(call(max, &[m(0, 3, &[])], 1)[0].dims(), Dims::rc(0, 3));
        assert_eq!(call(prod, &[Value::empty()], 1)[0], Value::Num(1.0));
        assert!(call(mean, &[Value::empty()], 1)[0]
            .as_num()
            .unwrap()
            .is_nan());
        assert_eq!(call(all, &[Value::empty()], 1)[0], Value::Bool(true));
        assert_eq!(call(any, &[Value::empty()], 1)[0], Value::Bool(false));
    }

    #[test]
    fn max_with_nan_and_index() {
        let r = call(max, &[m(1, 4, &[3.0, f64::NAN, 7.0, 7.0])], 2);
        assert_eq!(r[0], Value::Num(7.0));
        assert_eq!(r[1], Value::Num(3.0));
        let r = call(min, &[m(1, 2, &[f64::NAN, f64::NAN])], 2);
        assert!(r[0].as_num().unwrap().is_nan());
        assert_eq!(r[1], Value::Num(1.0));
        let r = call(
            max,
            &[
                m(2, 2, &[1.0, 7.0, 5.0, 2.0]),
                Value::empty(),
                Value::Num(2.0),
            ],
            1,
        );
        assert_eq!(r[0], m(2, 1, &[5.0, 7.0]));
    }

    #[test]
    fn stats() {
        let s = call(std, &[m(1, 3, &[1.0, 2.0, 4.0])], 1)[0]
            .as_num()
            .unwrap();
        assert!((s - 1.5275252316519468).abs() < 1e-15);
        let v = call(var, &[m(2, 3, &[1.0, 3.0, 2.0, 5.0, 4.0, 9.0])], 1);
        assert_eq!(v[0], m(1, 3, &[2.0, 4.5, 12.5]));
        assert_eq!(
            call(median, &[m(1, 4, &[3.0, 1.0, 4.0, 2.0])], 1)[0],
            Value::Num(2.5)
        );
        let n = call(norm, &[m(2, 2, &[1.0, 3.0, 2.0, 4.0])], 1)[0]
            .as_num()
            .unwrap();
        assert!((n - 5.464985704219043).abs() < 1e-13);
    }

    #[test]
    fn int_sum_is_double() {
        let v = Value::int(Tensor::row(vec![100i8, 100, -100]));
        let r = call(sum, &[v], 1);
        assert_eq!(r[0], Value::Num(100.0));
    }
}
