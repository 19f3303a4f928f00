//! Arrays with their dimensions reordered (`permute`, `'`): runs or tiles copied whole, large ones on two threads.
//!
//! An element of the result at `(i1, i2, ...)` is the source's at the
//! permuted subscripts. Read as strides, the result walks its own memory in
//! order and the source's with one stride per dimension. Dimensions of one
//! element are dropped, and neighbours that are contiguous in the source
//! too are merged, so `permute (A, [1 3 2])` is a copy of whole columns
//! and a transpose is one 2-D tiling. Where the result's first dimension
//! is not the source's contiguous one, the two are copied tile by tile, so
//! that both sides of a tile stay in the first-level cache (a plain loop
//! read one element of each cache line per pass: `A'` of a 1000x2000
//! matrix and `permute` of 2e6 doubles took 1.4-2x Octave's time).
//! Elements are only copied, so the result is the same on any number of
//! threads.

use std::mem::MaybeUninit;
use std::rc::Rc;

use crate::lanes::SPLIT_MIN;
use crate::threads;
use crate::value::{Dims, Tensor, Value};

/// The side of a square tile, in elements: two 32x32 tiles of doubles
/// take 16 KB, half of a first-level cache.
const TILE: usize = 32;

/// One dimension of the result: its extent, and the distances between
/// neighbours along it in the source and in the result.
#[derive(Clone, Copy, Debug)]
struct Axis {
    ext: usize,
    src: usize,
    dst: usize,
}

/// `v` with its dimensions in the order `perm` (0-based, as many as
/// `dims`, the dims of `v` padded with ones), for arrays of numbers,
/// logicals and chars; None for other values.
pub fn value(v: &Value, perm: &[usize], dims: Dims) -> Option<Value> {
    let src = v.dims().padded(perm.len());
    macro_rules! moved {
        ($t:expr) => {
            Tensor::new(dims, permuted(&$t.data, &src, perm))
        };
    }
    Some(match v {
        Value::Double(t) => Value::real(moved!(t)),
        Value::Single(t) => Value::Single(Rc::new(moved!(t))),
        Value::ComplexDouble(t) => Value::complex_narrow(moved!(t)),
        Value::ComplexSingle(t) => Value::complex_single_narrow(moved!(t)),
        Value::Int8(t) => Value::Int8(Rc::new(moved!(t))),
        Value::Int16(t) => Value::Int16(Rc::new(moved!(t))),
        Value::Int32(t) => Value::Int32(Rc::new(moved!(t))),
        Value::Int64(t) => Value::Int64(Rc::new(moved!(t))),
        Value::UInt8(t) => Value::UInt8(Rc::new(moved!(t))),
        Value::UInt16(t) => Value::UInt16(Rc::new(moved!(t))),
        Value::UInt32(t) => Value::UInt32(Rc::new(moved!(t))),
        Value::UInt64(t) => Value::UInt64(Rc::new(moved!(t))),
        Value::Logical(t) => Value::logical(moved!(t)),
        Value::Char(t) => Value::Char(Rc::new(moved!(t))),
        _ => return None,
    })
}

/// The 2-D transpose of `t` (callers check for N-d).
pub fn transposed<T: Copy + Send + Sync>(t: &Tensor<T>) -> Tensor<T> {
    let (r, c) = (t.dims.rows(), t.dims.cols());
    Tensor::new(Dims::rc(c, r), permuted(&t.data, &[r, c], &[1, 0]))
}

/// The elements of `src`, an array of extents `dims`, in the order of
/// the array whose dimension `k` is the source's `perm[k]`.
pub fn permuted<T: Copy + Send + Sync>(src: &[T], dims: &[usize], perm: &[usize]) -> Vec<T> {
    let n = src.len();
    debug_assert_eq!(dims.iter().product::<usize>(), n);
    if n == 0 {
        return Vec::new();
    }
    let mut stride = Vec::with_capacity(dims.len());
    let mut s = 1;
    for &e in dims {
        stride.push(s);
        s *= e;
    }
    let mut axes: Vec<Axis> = Vec::with_capacity(perm.len());
    let mut d = 1;
    for &p in perm {
        let ext = dims[p];
        if ext > 1 {
            match axes.last_mut() {
                // Contiguous in the source too: one longer dimension.
                Some(last) if last.src * last.ext == stride[p] => last.ext *= ext,
                _ => axes.push(Axis {
                    ext,
                    src: stride[p],
                    dst: d,
                }),
            }
        }
        d *= ext;
    }
    let mut out: Vec<T> = Vec::with_capacity(n);
    let dst = &mut out.spare_capacity_mut()[..n];
    match axes.split_last() {
        None => {
            if let (Some(x), Some(y)) = (src.first(), dst.first_mut()) {
                y.write(*x);
            }
        }
        Some((&last, _)) if n >= SPLIT_MIN && last.ext >= 2 && threads::count() > 1 => {
            // The result's outermost dimension cut in two: two halves of
            // the result, each written by one thread.
            let half = last.ext / 2;
            let (a, b) = dst.split_at_mut(half * last.dst);
            let mut lo = axes.clone();
            let mut hi = axes.clone();
            lo.last_mut().expect("an axis").ext = half;
            hi.last_mut().expect("an axis").ext = last.ext - half;
            threads::fork(
                || fill(src, 0, &lo, a),
                || fill(src, half * last.src, &hi, b),
            );
        }
        Some(_) => fill(src, 0, &axes, dst),
    }
    // SAFETY: `fill` wrote every one of the first `n` elements: the axes'
    // extents multiply to `n`, and their result strides place each
    // position once.
    unsafe { out.set_len(n) };
    out
}

/// Writes `dst` (the whole of the result the axes span, in order) from
/// `src` at `base` on.
fn fill<T: Copy>(src: &[T], base: usize, axes: &[Axis], dst: &mut [MaybeUninit<T>]) {
    let Some(first) = axes.first() else {
        return;
    };
    // The dimension the source holds contiguously, if it is not the
    // result's first: the two are tiled.
    let across = axes.iter().position(|a| a.src == 1).filter(|&q| q > 0);
    let outer: Vec<Axis> = axes
        .iter()
        .enumerate()
        .filter(|&(k, _)| k > 0 && Some(k) != across)
        .map(|(_, a)| *a)
        .collect();
    let mut at = vec![0; outer.len()];
    let (mut s, mut d) = (base, 0);
    loop {
        match across {
            None => run(&src[s..], first, &mut dst[d..]),
            Some(q) => tiles(&src[s..], first, &axes[q], &mut dst[d..]),
        }
        // The next position of the outer dimensions (an odometer).
        let mut k = 0;
        loop {
            let Some(a) = outer.get(k) else {
                return;
            };
            at[k] += 1;
            s += a.src;
            d += a.dst;
            if at[k] < a.ext {
                break;
            }
            s -= a.src * a.ext;
            d -= a.dst * a.ext;
            at[k] = 0;
            k += 1;
        }
    }
}

/// One run along the result's first dimension.
fn run<T: Copy>(src: &[T], a: &Axis, dst: &mut [MaybeUninit<T>]) {
    if a.src == 1 {
        for (y, x) in dst[..a.ext].iter_mut().zip(&src[..a.ext]) {
            y.write(*x);
        }
    } else {
        for (i, y) in dst[..a.ext].iter_mut().enumerate() {
            y.write(src[i * a.src]);
        }
    }
}

/// The block of the result's first dimension `a` (strided in the source)
/// by the source's contiguous one `b`, tile by tile.
fn tiles<T: Copy>(src: &[T], a: &Axis, b: &Axis, dst: &mut [MaybeUninit<T>]) {
    for j0 in (0..b.ext).step_by(TILE) {
        let j1 = (j0 + TILE).min(b.ext);
        for i0 in (0..a.ext).step_by(TILE) {
            let i1 = (i0 + TILE).min(a.ext);
            for j in j0..j1 {
                let row = &mut dst[j * b.dst..];
                for i in i0..i1 {
                    row[i].write(src[i * a.src + j]);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The result by its definition: each position's subscripts, permuted.
    fn by_definition(src: &[u32], dims: &[usize], perm: &[usize]) -> Vec<u32> {
        let out: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
        let n: usize = dims.iter().product();
        (0..n)
            .map(|mut lin| {
                let mut sub = vec![0; dims.len()];
                for (k, &e) in out.iter().enumerate() {
                    sub[perm[k]] = lin % e;
                    lin /= e;
                }
                let (mut at, mut stride) = (0, 1);
                for (k, &e) in dims.iter().enumerate() {
                    at += sub[k] * stride;
                    stride *= e;
                }
                src[at]
            })
            .collect()
    }

    #[test]
    fn every_order_of_small_and_tiled_arrays() {
        let shapes: [&[usize]; 8] = [
            &[1, 1],
            &[5, 1],
            &[1, 7],
            &[33, 65],
            &[70, 3, 40],
            &[2, 1, 3, 4],
            &[1, 40, 1, 35],
            &[0, 4, 3],
        ];
        for dims in shapes {
            let n: usize = dims.iter().product();
            let src: Vec<u32> = (0..n as u32).collect();
            let mut perm: Vec<usize> = (0..dims.len()).collect();
            // Every permutation, by Heap's algorithm's iterative form.
            let mut c = vec![0; perm.len()];
            let mut k = 0;
            loop {
                assert_eq!(
                    permuted(&src, dims, &perm),
                    by_definition(&src, dims, &perm),
                    "{dims:?} {perm:?}"
                );
                while k < perm.len() && c[k] >= k {
                    c[k] = 0;
                    k += 1;
                }
                if k == perm.len() {
                    break;
                }
                perm.swap(if k % 2 == 0 { 0 } else { c[k] }, k);
                c[k] += 1;
                k = 0;
            }
        }
    }

    #[test]
    fn large_arrays_on_two_threads_as_on_one() {
        let dims = [300, 7, 200];
        let src: Vec<u32> = (0..(300 * 7 * 200) as u32).collect();
        for perm in [[1, 0, 2], [2, 0, 1], [0, 2, 1], [2, 1, 0]] {
            let old = threads::set(Some(1));
            let one = permuted(&src, &dims, &perm);
            threads::set(Some(2));
            let two = permuted(&src, &dims, &perm);
            threads::set(Some(old));
            assert_eq!(two, one, "{perm:?}");
            assert_eq!(two, by_definition(&src, &dims, &perm), "{perm:?}");
        }
    }
}
