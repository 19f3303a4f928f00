//! Indexing: `a(i)`, `a(i,j,...)`, `c{...}`, `s.f`, assignment with growth, deletion.
//!
//! Subscripts arrive as `Value`s; a char `':'` (see [`colon`]) is the magic
//! colon. Errors use Octave's `index (...)` wording; the interpreter swaps in
//! the variable name with `MatError::with_var_name`.
//!
//! Assignment keeps the class of the left-hand side as Octave does
//! (`a = [1 2]; a(1) = int8(5)` stays double; `a = 'ab'; a(1) = 66` stays
//! char), except that complex values make the array complex and a cell or
//! struct right-hand side into an empty `[]` gives that class.

pub mod diag;
pub mod sparse;
pub mod table;

use std::mem::MaybeUninit;
use std::rc::Rc;

use crate::convert::{convert, to_complex};
use crate::error::MatError;
use crate::gather::take_linear;
use crate::lanes;
use crate::value::{Class, Dims, StructArray, Tensor, Value};

/// The magic colon subscript `:`.
pub fn colon() -> Value {
    Value::str(":")
}

/// Whether a subscript value is the magic colon.
#[inline]
pub fn is_colon(v: &Value) -> bool {
    matches!(v, Value::Char(t) if t.data.len() == 1 && t.data[0] == b':')
}

/// Value of `end` in subscript position `k` (0-based) of `n` subscripts.
pub fn end_of(v: &Value, k: usize, n: usize) -> f64 {
    let d = v.dims();
    if n == 1 {
        return d.numel() as f64;
    }
    if k + 1 < n {
        d.get(k) as f64
    } else {
        // The last subscript spans all remaining dimensions.
        d.iter().skip(k).product::<usize>() as f64
    }
}

/// A resolved subscript.
#[derive(Clone, Debug)]
pub enum Idx {
    Colon,
    /// 0-based positions, plus the orientation Octave uses for the result.
    List {
        pos: Vec<usize>,
        dims: Dims,
    },
}

impl Idx {
    pub(crate) fn len(&self, extent: usize) -> usize {
        match self {
            Idx::Colon => extent,
            Idx::List { pos, .. } => pos.len(),
        }
    }

    pub(crate) fn get(&self, i: usize) -> usize {
        match self {
            Idx::Colon => i,
            Idx::List { pos, .. } => pos[i],
        }
    }

    fn max_plus_one(&self) -> usize {
        match self {
            Idx::Colon => 0,
            Idx::List { pos, .. } => pos.iter().map(|&p| p + 1).max().unwrap_or(0),
        }
    }
}

/// Converts a subscript value to positions; `pos`/`n` locate it for errors.
pub fn resolve(v: &Value, pos: usize, n: usize) -> Result<Idx, MatError> {
    if is_colon(v) {
        return Ok(Idx::Colon);
    }
    match v {
        Value::Num(x) => {
            let x = *x;
            if x >= 1.0 && x.fract() == 0.0 && x < INDEX_END {
                Ok(Idx::List {
                    pos: vec![x as usize - 1],
                    dims: Dims::scalar(),
                })
            } else {
                Err(MatError::bad_subscript(x, pos, n))
            }
        }
        Value::Bool(b) => Ok(Idx::List {
            pos: if *b { vec![0] } else { vec![] },
            dims: if *b { Dims::scalar() } else { Dims::rc(0, 0) },
        }),
        Value::Logical(t) => {
            let count = t.data.iter().filter(|&&b| b).count();
            let p = compact(&t.data, count, |i| i);
            let dims = mask_dims(&t.dims, p.len());
            Ok(Idx::List { pos: p, dims })
        }
        Value::Double(t) if whole_in(&t.data, (1 << 52) - 1) => Ok(Idx::List {
            pos: lanes::map(&t.data, list_pos),
            dims: t.dims.clone(),
        }),
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) => Err(MatError::new(
            "Octave:index-out-of-bounds",
            "subscript indices must be either positive integers or logicals",
        )),
        _ => {
            if v.is_complex() {
                let first = v.to_c64_vec()?.first().copied().unwrap_or_default();
                return Err(MatError::complex_subscript(first.re, first.im, pos, n));
            }
            let d = v.to_f64_vec()?;
            let mut p = Vec::with_capacity(d.len());
            for &x in &d {
                if x >= 1.0 && x.fract() == 0.0 && x < INDEX_END {
                    p.push(x as usize - 1);
                } else {
                    return Err(MatError::bad_subscript(x, pos, n));
                }
            }
            Ok(Idx::List {
                pos: p,
                dims: v.dims(),
            })
        }
    }
}

/// 2^63: subscripts are whole numbers below it (Octave's "integers 1 to
/// (2^63)-1"); one past an array's end is an out-of-bound error.
const INDEX_END: f64 = 9223372036854775808.0;

/// 2^52: below it, adding and taking away `BIG` rounds to a whole number.
pub const BIG: f64 = 4503599627370496.0;

/// Whether every element of `data` is a whole number from 1 to `extent`
/// (an index vector's elements within bounds), in vector lanes with
/// compares only: NaN fails them, and below 2^52 only whole numbers come
/// back unchanged from adding and taking away 2^52. An extent from 2^52
/// on is refused.
pub fn whole_in(data: &[f64], extent: usize) -> bool {
    struct Check<'a>(&'a [f64], f64);
    impl lanes::Loop for Check<'_> {
        type Out = bool;
        #[inline(always)]
        fn run(self) -> bool {
            let hi = self.1;
            self.0.chunks(64).all(|c| {
                c.iter().fold(true, |ok, &x| {
                    ok & (x >= 1.0) & (x <= hi) & ((x + BIG) - BIG == x)
                })
            })
        }
    }
    let hi = extent as f64;
    hi < BIG && lanes::call(data.len(), Check(data, hi))
}

/// A whole number from 1 below 2^52 (checked by [`whole_in`]) as a 0-based
/// position: adding 2^52 leaves it in the low bits of the sum, a
/// conversion that vectorizes (where `as` saturates element by element).
#[inline(always)]
pub fn list_pos(x: f64) -> usize {
    ((x + BIG).to_bits().wrapping_sub(BIG.to_bits()) as usize).wrapping_sub(1)
}

/// The extent `x(idx...)` has along each subscript: a colon spans its
/// dimension of `x` (the last one all the dimensions it folds), a mask its
/// true elements, anything else its own number of elements.
pub fn selection_extents(x: &Value, subs: &[Value]) -> Result<Vec<usize>, MatError> {
    let d = x.dims();
    let n = subs.len();
    let mut extents = Vec::with_capacity(n);
    for (k, s) in subs.iter().enumerate() {
        extents.push(if s.as_string().as_deref() == Some(":") {
            if n == 1 {
                d.numel()
            } else if k + 1 == n {
                (k..d.ndims()).map(|j| d.get(j)).product()
            } else {
                d.get(k)
            }
        } else if s.class() == crate::value::Class::Logical {
            s.to_f64_vec()?.iter().filter(|&&b| b != 0.0).count()
        } else {
            s.numel()
        });
    }
    Ok(extents)
}

// ---------------------------------------------------------------- gathering

/// The shape of a mask's `len` true positions: a mask along one dimension
/// selects along it (Octave's `make_nd_vector`); any other mask gives a
/// column.
pub(crate) fn mask_dims(mask: &Dims, len: usize) -> Dims {
    match mask.nd_vector_dim() {
        Some(k) => {
            let mut d = vec![1; mask.ndims()];
            d[k] = len;
            Dims::new(&d)
        }
        None if mask.is_scalar() => Dims::rc(1, len),
        None => Dims::rc(len, 1),
    }
}

/// The shape of `v(idx)` for one subscript of shape `idx` selecting `il`
/// elements: a vector indexed by a vector (of any number of dimensions
/// each) keeps its own orientation; otherwise the result has the index's
/// shape.
pub(crate) fn linear_dims(vd: &Dims, idx: &Dims, il: usize) -> Dims {
    match vd.nd_vector_dim() {
        Some(k) if vd.numel() != 1 && idx.nd_vector_dim().is_some() => {
            let mut d = vec![1; vd.ndims()];
            d[k] = il;
            Dims::new(&d)
        }
        _ => idx.clone(),
    }
}

/// One subscript's positions, bounds-checked, with the result's shape.
fn linear_positions(
    vd: &Dims,
    pos: Vec<usize>,
    dims: &Dims,
) -> Result<(Vec<usize>, Dims), MatError> {
    let numel = vd.numel();
    // Octave names the largest index, not the first one past the end.
    if let Some(&bad) = pos.iter().max().filter(|&&p| p >= numel) {
        return Err(MatError::index_out_of_bound(bad + 1, 0, 1, numel, vd));
    }
    let rd = linear_dims(vd, dims, pos.len());
    Ok((pos, rd))
}

/// `d(idx)` when every element of `idx` is a whole number from 1 to the
/// length of `d` (None: `index`'s generic path finds the error): one pass
/// in vector lanes, each index checked as it is read, where resolving the
/// positions first, then gathering, took twice Octave's time.
fn gather_whole(d: &[f64], idx: &[f64]) -> Option<Vec<f64>> {
    if d.is_empty() || d.len() as f64 >= BIG {
        return None;
    }
    let n = idx.len();
    let mut out = Vec::with_capacity(n);
    // Cut between the threads: a gather waits on memory, not on the core.
    let ok = crate::lanes::halves(&mut out.spare_capacity_mut()[..n], |start, o| {
        gather_part(d, &idx[start..start + o.len()], o)
    });
    // SAFETY: the parts wrote each of the `n` elements.
    unsafe { out.set_len(n) };
    ok.then_some(out)
}

/// `gather_whole`'s elements of `idx` into `out` (as long): whether every
/// index was whole and in bounds.
fn gather_part(d: &[f64], idx: &[f64], o: &mut [MaybeUninit<f64>]) -> bool {
    struct Gather<'a> {
        d: &'a [f64],
        idx: &'a [f64],
        out: &'a mut [MaybeUninit<f64>],
    }
    impl lanes::Loop for Gather<'_> {
        type Out = bool;
        #[inline(always)]
        fn run(self) -> bool {
            let (d, hi) = (self.d, self.d.len() as f64);
            let last = self.d.len() - 1;
            let mut ok = true;
            for (o, &x) in self.out.iter_mut().zip(self.idx) {
                ok &= (x >= 1.0) & (x <= hi) & ((x + BIG) - BIG == x);
                // Clamped: every read stays within `d`, whatever `x`.
                o.write(d[list_pos(x).min(last)]);
            }
            ok
        }
    }
    let n = idx.len();
    // The whole eights in AVX-512's gathers where the CPU has them, then
    // the rest (all of it elsewhere) in the loop above.
    let whole = match lanes::for_len(n) {
        lanes::Lanes::Avx512 => n - n % 8,
        _ => 0,
    };
    let (o8, o) = o.split_at_mut(whole);
    let (i8, rest) = idx.split_at(whole);
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `whole` is 0 unless the CPU has the instructions the
    // variant is compiled for.
    let ok8 = whole == 0 || unsafe { gather_whole_avx512(d, i8, o8) };
    #[cfg(not(target_arch = "x86_64"))]
    let ok8 = o8.is_empty() && i8.is_empty();
    let ok_rest = lanes::call(
        rest.len(),
        Gather {
            d,
            idx: rest,
            out: o,
        },
    );
    ok8 && ok_rest
}

/// `gather_whole`'s loop over whole eights of `idx` (as long as `out`) in
/// AVX-512's gathers, which the compiler does not emit for it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl")]
fn gather_whole_avx512(d: &[f64], idx: &[f64], out: &mut [MaybeUninit<f64>]) -> bool {
    use std::arch::x86_64::*;
    let (one, big) = (_mm512_set1_pd(1.0), _mm512_set1_pd(BIG));
    let hi = _mm512_set1_pd(d.len() as f64);
    // The bits of `BIG + 1`, taken from those of `BIG + x`: `x - 1`.
    let base = _mm512_set1_epi64(BIG.to_bits() as i64 + 1);
    let last = _mm512_set1_epi64(d.len() as i64 - 1);
    let mut ok: __mmask8 = 0xff;
    for (o, x) in out.chunks_exact_mut(8).zip(idx.chunks_exact(8)) {
        // SAFETY: eight elements of `x` and of `o`; the positions are
        // clamped to the last element of `d` (not empty), so every read
        // of the gather lies within `d`.
        unsafe {
            let x = _mm512_loadu_pd(x.as_ptr());
            let s = _mm512_add_pd(x, big);
            ok &= _mm512_cmp_pd_mask::<_CMP_GE_OQ>(x, one)
                & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(x, hi)
                & _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(_mm512_sub_pd(s, big), x);
            let p = _mm512_min_epu64(_mm512_sub_epi64(_mm512_castpd_si512(s), base), last);
            let g = _mm512_i64gather_pd::<8>(p, d.as_ptr());
            _mm512_storeu_pd(o.as_mut_ptr().cast(), g);
        }
    }
    ok == 0xff
}

/// `x(mask)` of a real array by a mask no longer than it, without the
/// positions in between.
fn masked(t: &Tensor<f64>, mask: &Tensor<bool>) -> Value {
    let out = compress(&t.data, &mask.data);
    let count = out.len();
    let dims = linear_dims(&t.dims, &mask_dims(&mask.dims, count), count);
    Value::real(Tensor::new(dims, out))
}

/// `d` where the mask is false, else `x`: on the bits, with no branch (a
/// mask of random bits mispredicts one element in two), so that a loop of
/// it vectorizes.
#[inline(always)]
fn select(x: f64) -> impl Fn(f64, bool) -> f64 {
    let xb = x.to_bits();
    move |d: f64, b: bool| {
        let keep = u64::from(b).wrapping_sub(1);
        f64::from_bits((d.to_bits() & keep) | (xb & !keep))
    }
}

/// `d(mask) = x` in place: in vector lanes, a masked store of `x` where
/// the mask is true (the elements where it is false are neither read nor
/// written); on the baseline build, which has no masked store, the select.
fn put_where(d: &mut [f64], mask: &[bool], x: f64) {
    let n = mask.len().min(d.len());
    if crate::lanes::for_len(n) == crate::lanes::Lanes::Base {
        let sel = select(x);
        for (d, &b) in d.iter_mut().zip(mask) {
            *d = sel(*d, b);
        }
        return;
    }
    crate::lanes::call(n, StoreWhere(d, mask, x));
}

/// The loop of `put_where` in vector lanes: `d(mask) = x`.
struct StoreWhere<'a>(&'a mut [f64], &'a [bool], f64);

impl crate::lanes::Loop for StoreWhere<'_> {
    type Out = ();
    #[inline(always)]
    fn run(self) {
        let StoreWhere(d, mask, x) = self;
        for (d, &b) in d.iter_mut().zip(mask) {
            if b {
                *d = x;
            }
        }
    }
}

/// `f(i)` for each position `i` where `mask` holds (`count` of them), in
/// order. Branch-free: every element is written at the next free place and
/// the place moves on only for a true one, so a mask of random bits costs
/// no mispredicted branch (2e6 elements half true: 1.4 ms against 6 ms).
pub fn compact<T: Copy>(mask: &[bool], count: usize, f: impl Fn(usize) -> T) -> Vec<T> {
    debug_assert_eq!(count, mask.iter().filter(|&&b| b).count());
    // One place past the last for the elements written after it.
    let mut out: Vec<T> = Vec::with_capacity(count + 1);
    let p = out.as_mut_ptr();
    let mut j = 0;
    for (i, &b) in mask.iter().enumerate() {
        // SAFETY: `j` counts the true elements before `i`, at most
        // `count`, within the capacity of `count + 1`.
        unsafe { p.add(j).write(f(i)) };
        j += usize::from(b);
    }
    assert_eq!(j, count, "compact: the count of a mask");
    // SAFETY: the first `count` places are written (T: Copy, no drop).
    unsafe { out.set_len(count) };
    out
}

/// Which of the positions below `extent` `del` does not list.
fn keep_mask(del: &[usize], extent: usize) -> Vec<bool> {
    let mut keep = vec![true; extent];
    for &p in del {
        keep[p] = false;
    }
    keep
}

/// The positions where `keep` holds, in order (branch-free: a deletion of
/// every other element mispredicted half).
fn kept(keep: &[bool]) -> Vec<usize> {
    compact(keep, count_true(keep), |i| i)
}

fn count_true(mask: &[bool]) -> usize {
    mask.iter().map(|&b| usize::from(b)).sum()
}

/// The elements of `data` where `keep` holds, in order: eight at a time by
/// AVX-512's compress where the CPU has it (a tenth of `compact`'s time on
/// a mask of every other element), else by `compact`.
pub fn compress(data: &[f64], keep: &[bool]) -> Vec<f64> {
    let keep = &keep[..data.len().min(keep.len())];
    #[cfg(target_arch = "x86_64")]
    if lanes::for_len(keep.len()) == lanes::Lanes::Avx512 {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { compress_avx512(data, keep) };
    }
    compact(keep, count_true(keep), |i| data[i])
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl")]
fn compress_avx512(data: &[f64], keep: &[bool]) -> Vec<f64> {
    use std::arch::x86_64::*;
    let count = count_true(keep);
    // Eight places past the last: each step stores eight lanes.
    let mut out: Vec<f64> = Vec::with_capacity(count + 8);
    let o = out.as_mut_ptr();
    let mut j = 0;
    let whole = keep.len() - keep.len() % 16;
    for i in (0..whole).step_by(16) {
        // SAFETY: elements `i..i + 16` lie within `keep` and `data` (as
        // long as `keep`); `j` counts the true elements before `i`, so
        // `j + 8 <= count + 8`, the capacity.
        unsafe {
            let bytes = _mm_loadu_si128(keep.as_ptr().add(i).cast());
            let m = _mm_test_epi8_mask(bytes, bytes);
            for (h, m) in [(0, m as u8), (8, (m >> 8) as u8)] {
                let x = _mm512_loadu_pd(data.as_ptr().add(i + h));
                _mm512_storeu_pd(o.add(j), _mm512_maskz_compress_pd(m, x));
                j += m.count_ones() as usize;
            }
        }
    }
    for i in whole..keep.len() {
        // SAFETY: as above, one element at a time.
        unsafe { o.add(j).write(data[i]) };
        j += usize::from(keep[i]);
    }
    assert_eq!(j, count, "compress: the count of a mask");
    // SAFETY: the first `count` places are written.
    unsafe { out.set_len(count) };
    out
}

/// Every subscript of `subs` resolved, in its position among them.
fn resolve_all(subs: &[Value]) -> Result<Vec<Idx>, MatError> {
    let n = subs.len();
    subs.iter()
        .enumerate()
        .map(|(k, s)| resolve(s, k, n))
        .collect()
}

/// Linear positions and result dims of `v(subs...)`, bounds-checked.
fn positions(vd: &Dims, subs: &[Idx]) -> Result<(Vec<usize>, Dims), MatError> {
    if let [s] = subs {
        let numel = vd.numel();
        return match s {
            Idx::Colon => Ok(((0..numel).collect(), Dims::rc(numel, 1))),
            Idx::List { pos, dims } => linear_positions(vd, pos.clone(), dims),
        };
    }
    let view = View::new(vd, subs)?;
    let mut out = Vec::with_capacity(view.total);
    view.each_column(subs, |off| {
        out.extend((0..view.lens[0]).map(|i| off + subs[0].get(i)));
    });
    Ok((out, Dims::new(&view.lens)))
}

/// `v(subs...)` of two subscripts or more seen as an n-dimensional array
/// (the last subscript spans the remaining dimensions), bounds-checked.
struct View {
    ext: Vec<usize>,
    /// The elements each subscript picks.
    lens: Vec<usize>,
    total: usize,
}

impl View {
    fn new(vd: &Dims, subs: &[Idx]) -> Result<View, MatError> {
        let n = subs.len();
        let ext: Vec<usize> = (0..n)
            .map(|k| match k + 1 < n {
                true => vd.get(k),
                false => vd.iter().skip(k).product(),
            })
            .collect();
        for (k, s) in subs.iter().enumerate() {
            if let Idx::List { pos, .. } = s {
                if let Some(&bad) = pos.iter().max().filter(|&&p| p >= ext[k]) {
                    return Err(MatError::index_out_of_bound(bad + 1, k, n, ext[k], vd));
                }
            }
        }
        let lens: Vec<usize> = subs.iter().zip(&ext).map(|(s, &e)| s.len(e)).collect();
        let total = lens
            .iter()
            .try_fold(1usize, |t, &l| t.checked_mul(l))
            .ok_or_else(MatError::too_large)?;
        crate::alloc::room_for_result_of_elements(total)?;
        Ok(View { ext, lens, total })
    }

    /// `f(off)` for each column the first subscript picks from, in order:
    /// `off` is the linear position of the column's first element.
    fn each_column(&self, subs: &[Idx], mut f: impl FnMut(usize)) {
        let n = subs.len();
        if self.total == 0 {
            return;
        }
        let mut strides = vec![1usize; n];
        for k in 1..n {
            strides[k] = strides[k - 1] * self.ext[k - 1];
        }
        let mut ctr = vec![0usize; n];
        loop {
            f((1..n).map(|k| subs[k].get(ctr[k]) * strides[k]).sum());
            let mut k = 1;
            loop {
                if k >= n {
                    return;
                }
                ctr[k] += 1;
                if ctr[k] < self.lens[k] {
                    break;
                }
                ctr[k] = 0;
                k += 1;
            }
        }
    }
}

/// `t(subs...)` of two subscripts or more, a column at a time: a copy
/// where the first subscript is `:` or a run (`r(:, 1:2:end)`), else its
/// positions read from each column. The positions of every element, then
/// a gather by them, took three times as long.
fn take_block(dims: &Dims, d: &[f64], subs: &[Idx]) -> Result<(Vec<f64>, Dims), MatError> {
    let view = View::new(dims, subs)?;
    let mut out = Vec::with_capacity(view.total);
    let len = view.lens[0];
    let run = match &subs[0] {
        Idx::Colon => Some(0),
        Idx::List { pos, .. } => pos
            .first()
            .copied()
            .filter(|&p0| pos.iter().enumerate().all(|(i, &p)| p == p0 + i)),
    };
    view.each_column(subs, |off| match (run, &subs[0]) {
        (Some(p0), _) => out.extend_from_slice(&d[off + p0..off + p0 + len]),
        (None, Idx::List { pos, .. }) => out.extend(pos.iter().map(|&p| d[off + p])),
        (None, Idx::Colon) => unreachable!("a colon is a run"),
    });
    Ok((out, Dims::new(&view.lens)))
}

/// Fast path: `a(i)` with a real scalar `i` (1-based).
#[inline]
pub fn index1_num(v: &Value, i: f64) -> Result<Value, MatError> {
    if let Value::Double(t) = v {
        if i >= 1.0 && i.fract() == 0.0 {
            let k = i as usize - 1;
            if k < t.data.len() {
                return Ok(Value::Num(t.data[k]));
            }
        }
    }
    index(v, &[Value::Num(i)])
}

/// Fast path: `a(i, j)` with real scalars.
#[inline]
pub fn index2_num(v: &Value, i: f64, j: f64) -> Result<Value, MatError> {
    if let Value::Double(t) = v {
        if t.dims.ndims() == 2 && i >= 1.0 && j >= 1.0 && i.fract() == 0.0 && j.fract() == 0.0 {
            let (r, c) = (i as usize - 1, j as usize - 1);
            let rows = t.dims.rows();
            if r < rows && c < t.dims.cols() {
                return Ok(Value::Num(t.data[r + c * rows]));
            }
        }
    }
    index(v, &[Value::Num(i), Value::Num(j)])
}

/// `v(subs...)`.
pub fn index(v: &Value, subs: &[Value]) -> Result<Value, MatError> {
    // Common fast paths.
    match (v, subs) {
        (Value::Double(t), [Value::Num(i)]) if *i >= 1.0 && i.fract() == 0.0 => {
            if let Some(&x) = t.data.get(*i as usize - 1) {
                return Ok(Value::Num(x));
            }
        }
        (Value::Double(t), [Value::Num(i), Value::Num(j)])
            if t.dims.ndims() == 2
                && *i >= 1.0
                && *j >= 1.0
                && i.fract() == 0.0
                && j.fract() == 0.0 =>
        {
            let (r, c) = (*i as usize - 1, *j as usize - 1);
            let rows = t.dims.rows();
            if r < rows && c < t.dims.cols() {
                return Ok(Value::Num(t.data[r + c * rows]));
            }
        }
        (Value::Num(_) | Value::Bool(_) | Value::Complex(_), [Value::Num(i)]) if *i == 1.0 => {
            return Ok(v.clone().narrowed())
        }
        _ => {}
    }
    if subs.is_empty() {
        return Ok(v.clone());
    }
    if matches!(v, Value::Sparse(_)) || crate::value::sparse::any_sparse(subs) {
        return sparse::index(v, subs);
    }
    if crate::value::diagmat::is_structured(v) {
        if let Some(r) = diag::index_kept(v, subs)? {
            return Ok(r);
        }
    }
    if let Value::Func(_) = v {
        return Err(MatError::msg(
            "'()' undefined for arguments of type 'function_handle'",
        ));
    }
    if let (Value::Double(t), [Value::Logical(m)]) = (v, subs) {
        if m.data.len() <= t.data.len() {
            return Ok(masked(t, m));
        }
    }
    if let (Value::Double(t), [Value::Double(x)]) = (v, subs) {
        if let Some(out) = gather_whole(&t.data, &x.data) {
            let dims = linear_dims(&t.dims, &x.dims, out.len());
            return Ok(Value::real(Tensor::new(dims, out)));
        }
    }
    let mut idx = resolve_all(subs)?;
    if let Value::Double(t) = v {
        match idx.as_slice() {
            // `t(:)`: the elements as they are, copied whole.
            [Idx::Colon] => {
                let mut d = Vec::new();
                crate::alloc::reserve(&mut d, t.data.len())?;
                d.extend_from_slice(&t.data);
                return Ok(Value::real(Tensor::new(Dims::rc(d.len(), 1), d)));
            }
            [_, _, ..] => {
                let (d, dims) = take_block(&t.dims, &t.data, &idx)?;
                return Ok(Value::real(Tensor::new(dims, d)));
            }
            _ => {}
        }
    }
    let vd = v.dims();
    let (pos, dims) = match idx.pop() {
        // One index vector: its positions as they are, not copied.
        Some(Idx::List { pos, dims }) if idx.is_empty() => linear_positions(&vd, pos, &dims)?,
        Some(last) => {
            idx.push(last);
            positions(&vd, &idx)?
        }
        None => positions(&vd, &idx)?,
    };
    take_linear(v, &pos, dims)
}

/// `c{subs...}`: the selected cell contents as a list (a cs-list).
pub fn brace_index(v: &Value, subs: &[Value]) -> Result<Vec<Value>, MatError> {
    let t = match v {
        Value::Cell(t) => t,
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) => {
            return Err(MatError::msg("scalar cannot be indexed with {"))
        }
        Value::Func(_) => {
            return Err(MatError::msg(
                "'{' undefined for arguments of type 'function_handle'",
            ))
        }
        Value::Struct(_) => {
            return Err(MatError::msg(
                "'{' undefined for arguments of type 'struct'",
            ))
        }
        _ if v.is_scalar() => return Err(MatError::msg("scalar cannot be indexed with {")),
        _ => return Err(MatError::msg("matrix cannot be indexed with {")),
    };
    if let [Value::Num(i)] = subs {
        if *i >= 1.0 && i.fract() == 0.0 {
            if let Some(x) = t.data.get(*i as usize - 1) {
                return Ok(vec![x.clone()]);
            }
        }
    }
    if subs.is_empty() {
        return Ok(t.data.clone());
    }
    let idx = resolve_all(subs)?;
    let (pos, _) = positions(&t.dims, &idx)?;
    Ok(pos.iter().map(|&p| t.data[p].clone()).collect())
}

// ---------------------------------------------------------------- fields

/// `v.name`: one value per struct element (a cs-list).
pub fn field_get(v: &Value, name: &str) -> Result<Vec<Value>, MatError> {
    match v {
        Value::Struct(s) => {
            let k = s
                .field_index(name)
                .ok_or_else(|| MatError::no_member(name))?;
            let nf = s.nfields();
            Ok((0..s.numel()).map(|e| s.vals[e * nf + k].clone()).collect())
        }
        _ => Err(field_access_error(v)),
    }
}

/// `v.name` when exactly one value is wanted (the common `s.a` case).
#[inline]
pub fn field_get1(v: &Value, name: &str) -> Result<Value, MatError> {
    if let Value::Struct(s) = v {
        if s.numel() == 1 {
            if let Some(k) = s.field_index(name) {
                return Ok(s.vals[k].clone());
            }
            return Err(MatError::no_member(name));
        }
        let mut vals = field_get(v, name)?;
        if vals.len() == 1 {
            return Ok(vals.pop().unwrap_or_default());
        }
        return Err(MatError::msg("some elements undefined in index list"));
    }
    Err(field_access_error(v))
}

fn field_access_error(v: &Value) -> MatError {
    if v.is_scalar() && !matches!(v, Value::Cell(_) | Value::Func(_)) {
        MatError::msg("scalar cannot be indexed with .")
    } else if matches!(v, Value::Func(_)) {
        MatError::msg("'.' undefined for arguments of type 'function_handle'")
    } else if matches!(v, Value::Cell(_)) {
        MatError::msg("'.' undefined for arguments of type 'cell'")
    } else {
        MatError::msg("matrix cannot be indexed with .")
    }
}

/// `v.name = rhs` on a whole value: a 1x1 struct (or `[]`, which becomes a
/// struct).
pub fn field_set(v: &mut Value, name: &str, rhs: Value) -> Result<(), MatError> {
    if !matches!(v, Value::Struct(_)) {
        if dot_assign_makes_struct(v) {
            *v = Value::structure(StructArray::new_scalar());
        } else {
            return Err(dot_assign_error(v));
        }
    }
    let Value::Struct(s) = v else { unreachable!() };
    let s = Rc::make_mut(s);
    if s.numel() != 1 {
        return Err(dot_assign_not_one());
    }
    let k = s.ensure_field(name);
    s.vals[k] = rhs;
    Ok(())
}

/// Whether `v.name = rhs` makes the non-struct `v` a 1x1 struct: a 0x0
/// double, cell or char does (`x = []; x.a = 1`); another empty value
/// (`zeros (1, 0)`) is refused as an empty struct array is.
pub fn dot_assign_makes_struct(v: &Value) -> bool {
    matches!(v, Value::Double(_) | Value::Cell(_) | Value::Char(_))
        && v.dims().ndims() == 2
        && v.dims().rows() == 0
        && v.dims().cols() == 0
}

/// `.name =` on other than one struct element (`s.a = 1` with `s` empty or
/// an array, `s(1:2).a = 1`, `c{1:2} = 1`): Octave 7.3's words, verbatim.
pub fn dot_assign_not_one() -> MatError {
    MatError::msg(
        "invalid dot name structure assignment because the structure array is empty.  Specify a subscript on the structure array to resolve.",
    )
}

/// `v.name = rhs` on a value that is no struct and does not become one:
/// one element is a value of the wrong type, several are refused as a
/// struct array's would be.
pub fn dot_assign_error(v: &Value) -> MatError {
    if v.numel() != 1 {
        return dot_assign_not_one();
    }
    MatError::msg(format!("{} cannot be indexed with .", index_desc(v)))
}

/// How Octave names a value's type in "X cannot be indexed with ." errors.
pub fn index_desc(v: &Value) -> String {
    match v {
        Value::Char(_) => "sq_string".into(),
        Value::Func(_) => "function handle".into(),
        Value::Bool(_) => "bool".into(),
        Value::Double(t) if matches!(t.form, crate::value::Form::Range(_)) => "double_range".into(),
        _ => v.type_desc(),
    }
}

fn resize_error() -> MatError {
    MatError::new(
        "Octave:invalid-resize",
        "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element",
    )
}

/// Moves field `name` out of a 1x1 struct (leaving `[]`), so that a nested
/// update can modify it in place and put it back with `field_set`.
pub fn field_take(v: &mut Value, name: &str) -> Option<Value> {
    if let Value::Struct(s) = v {
        if s.numel() == 1 {
            let k = s.field_index(name)?;
            let s = Rc::make_mut(s);
            return Some(std::mem::take(&mut s.vals[k]));
        }
    }
    None
}

/// `v(subs).name = rhs`: sets the field of the one selected element,
/// growing the struct array as needed.
pub fn field_set_indexed(
    v: &mut Value,
    subs: &[Value],
    name: &str,
    rhs: Value,
) -> Result<(), MatError> {
    let (s, k, pos) = field_slots(v, subs, name)?;
    let [p] = pos[..] else {
        return Err(dot_assign_not_one());
    };
    *s.get_mut(p, k) = rhs;
    Ok(())
}

/// `[v(subs).name] = vals{:}`: sets the field of the k-th selected element
/// to `vals[k]`, growing the struct array as needed.
pub fn field_set_each(
    v: &mut Value,
    subs: &[Value],
    name: &str,
    vals: &[Value],
) -> Result<(), MatError> {
    let (s, k, pos) = field_slots(v, subs, name)?;
    if vals.len() < pos.len() {
        return Err(MatError::msg("some elements undefined in return list"));
    }
    for (p, x) in pos.into_iter().zip(vals) {
        *s.get_mut(p, k) = x.clone();
    }
    Ok(())
}

/// The struct array `v(subs)` is in (grown to hold it; `[]` becomes an
/// empty struct), the index of field `name` (added if new), and the linear
/// positions `subs` select.
fn field_slots<'v>(
    v: &'v mut Value,
    subs: &[Value],
    name: &str,
) -> Result<(&'v mut StructArray, usize, Vec<usize>), MatError> {
    if !matches!(v, Value::Struct(_)) {
        if v.is_empty() && matches!(v, Value::Double(_)) {
            *v = Value::structure(StructArray::with_fields(Dims::rc(0, 0), vec![]));
        } else {
            return Err(dot_assign_error(v));
        }
    }
    let Value::Struct(s) = v else { unreachable!() };
    let idx = resolve_all(subs)?;
    let new_dims = grown_dims(&s.dims, &idx, None)?;
    let s = Rc::make_mut(s);
    if new_dims != s.dims {
        resize_struct(s, &new_dims)?;
    }
    let k = s.ensure_field(name);
    let (pos, _) = positions(&s.dims, &idx)?;
    Ok((s, k, pos))
}

fn resize_struct(s: &mut StructArray, nd: &Dims) -> Result<(), MatError> {
    let nf = s.nfields();
    let od = s.dims.clone();
    let mut vals = crate::alloc::filled(nd.numel().saturating_mul(nf), Value::empty())?;
    for (old_lin, new_lin) in remap(&od, nd) {
        for f in 0..nf {
            vals[new_lin * nf + f] = std::mem::take(&mut s.vals[old_lin * nf + f]);
        }
    }
    s.vals = vals;
    s.dims = nd.clone();
    Ok(())
}

/// Pairs (old linear index, new linear index) of the elements of an array
/// of dims `od` placed at the origin of an array of dims `nd` (nd ⊇ od).
fn remap(od: &Dims, nd: &Dims) -> Vec<(usize, usize)> {
    let n = od.numel();
    let mut out = Vec::with_capacity(n);
    if n == 0 {
        return out;
    }
    let k = od.ndims().max(nd.ndims());
    let o = od.padded(k);
    let nn = nd.padded(k);
    let mut ctr = vec![0usize; k];
    for lin in 0..n {
        let mut off = 0;
        let mut stride = 1;
        for d in 0..k {
            off += ctr[d] * stride;
            stride *= nn[d];
        }
        out.push((lin, off));
        for d in 0..k {
            ctr[d] += 1;
            if ctr[d] < o[d] {
                break;
            }
            ctr[d] = 0;
        }
    }
    out
}

// ---------------------------------------------------------------- assignment

/// Dims after growing `od` so that subscripts `idx` fit; `rhs` dims help
/// resolve colons on empty arrays (`x = []; x(:,1) = [1;2;3]`).
fn grown_dims(od: &Dims, idx: &[Idx], rhs: Option<&Dims>) -> Result<Dims, MatError> {
    let d = grown_dims_unchecked(od, idx, rhs)?;
    MatError::check_size(&d)?;
    Ok(d)
}

fn grown_dims_unchecked(od: &Dims, idx: &[Idx], rhs: Option<&Dims>) -> Result<Dims, MatError> {
    let n = idx.len();
    if n == 1 {
        let numel = od.numel();
        let need = idx[0].max_plus_one();
        if need <= numel {
            return Ok(od.clone());
        }
        // Octave's Array::resize1: 0xN and 1xN grow as rows, Nx1 as columns.
        if od.ndims() == 2 && (od.rows() == 0 || od.rows() == 1) {
            return Ok(Dims::rc(1, need));
        }
        if od.ndims() == 2 && od.cols() == 1 {
            return Ok(Dims::rc(need, 1));
        }
        return Err(resize_error());
    }
    let mut d = od.padded(n);
    if n < od.ndims() {
        // The last subscript spans the trailing dims: growth there is an error
        // unless nothing grows.
        let tail: usize = od.iter().skip(n - 1).product();
        d.truncate(n);
        d[n - 1] = tail;
        for (k, s) in idx.iter().enumerate() {
            if s.max_plus_one() > d[k] {
                return Err(resize_error());
            }
        }
        return Ok(od.clone());
    }
    // Octave sizes a colon from the rhs only when every dimension is 0.
    let all_zero = od.iter().all(|&x| x == 0);
    if all_zero {
        if let Some(r) = rhs {
            return Ok(zero_dims_inquire(idx, r));
        }
    }
    for (k, s) in idx.iter().enumerate() {
        match s {
            Idx::Colon if all_zero => d[k] = 1,
            Idx::Colon => {}
            Idx::List { .. } => d[k] = d[k].max(s.max_plus_one()),
        }
    }
    Ok(Dims::new(&d))
}

/// The dims an all-zero array takes when assigned through subscripts with
/// colons, which ask the rhs for their extents (Octave's
/// `zero_dims_inquire`): all colons take the rhs's dims; when the
/// non-scalar subscripts are as many as the rhs's dims, each colon takes
/// the rhs dim in its position, singletons included; otherwise the colons
/// take the rhs's non-singleton dims in order, then 1.
fn zero_dims_inquire(idx: &[Idx], rhs: &Dims) -> Dims {
    let scalar = |s: &Idx| matches!(s, Idx::List { pos, .. } if pos.len() == 1);
    let mut out: Vec<usize> = idx
        .iter()
        .map(|s| match s {
            Idx::Colon => 0,
            Idx::List { .. } => s.max_plus_one(),
        })
        .collect();
    if idx.iter().all(|s| matches!(s, Idx::Colon)) {
        let mut d = rhs.as_slice().to_vec();
        d.resize(idx.len(), 1);
        return Dims::new(&d);
    }
    let non_scalar = idx.iter().filter(|s| !scalar(s)).count();
    if non_scalar == rhs.ndims() {
        let mut j = 0;
        for (k, s) in idx.iter().enumerate() {
            if scalar(s) {
                continue;
            }
            if matches!(s, Idx::Colon) {
                out[k] = rhs.get(j);
            }
            j += 1;
        }
    } else {
        let mut chopped: Vec<usize> = rhs.iter().copied().filter(|&x| x != 1).collect();
        // Octave's chop_all_singletons keeps at least two dims.
        while chopped.len() < 2 {
            chopped.push(1);
        }
        let mut j = 0;
        for (k, s) in idx.iter().enumerate() {
            if matches!(s, Idx::Colon) {
                out[k] = chopped.get(j).copied().unwrap_or(1);
                j += 1;
            }
        }
    }
    Dims::new(&out)
}

/// Resizes tensor `t` to `nd` (a superset), filling with `fill`.
fn resize_tensor<T: Clone>(t: &mut Tensor<T>, nd: &Dims, fill: T) -> Result<(), MatError> {
    if &t.dims == nd {
        return Ok(());
    }
    let od = t.dims.clone();
    // Appending columns to a 2-D array (or growing a vector) keeps the layout.
    let same_prefix = od.ndims() == 2
        && nd.ndims() == 2
        && (od.rows() == nd.rows() || od.numel() == 0 || (od.cols() == 1 && nd.cols() == 1));
    if same_prefix && (od.rows() == nd.rows() || od.numel() == 0) {
        let more = nd.numel().saturating_sub(t.data.len());
        crate::alloc::reserve(&mut t.data, more)?;
        t.data.resize(nd.numel(), fill);
        t.dims = nd.clone();
        return Ok(());
    }
    let mut data = crate::alloc::filled(nd.numel(), fill)?;
    let old = std::mem::take(&mut t.data);
    for ((_, n), v) in remap(&od, nd).into_iter().zip(old) {
        data[n] = v;
    }
    t.data = data;
    t.dims = nd.clone();
    Ok(())
}

/// Checks the rhs shape against the index lengths; Octave's rule is that
/// the non-singleton dimensions agree (or the rhs is a scalar).
fn check_rhs(lens: &[usize], rd: &Dims, linear: bool) -> Result<(), MatError> {
    let count: usize = lens.iter().product();
    let rn = rd.numel();
    if rn == 1 {
        return Ok(());
    }
    let ok = if linear {
        rn == count
    } else {
        let a: Vec<usize> = lens.iter().copied().filter(|&x| x != 1).collect();
        let b: Vec<usize> = rd.iter().copied().filter(|&x| x != 1).collect();
        a == b
    };
    if ok {
        Ok(())
    } else {
        // Octave names the rhs by its first two dimensions for two
        // subscripts and by its non-singleton dimensions for more.
        let (op1, op2) = if linear {
            (Dims::rc(count, 1), rd.clone())
        } else if lens.len() == 2 {
            (Dims::new(lens), Dims::rc(rd.get(0), rd.get(1)))
        } else {
            let kept: Vec<usize> = rd.iter().copied().filter(|&x| x != 1).collect();
            (Dims::new(lens), Dims::new(&kept))
        };
        Err(MatError::assign_nonconformant(&op1, &op2))
    }
}

/// The extents of an array of extents `dims` after `idx` is assigned a
/// right-hand side of extents `rd` (grown as the subscripts ask), once the
/// right-hand side is checked to fit the region the subscripts select.
fn assigned_dims(dims: &Dims, idx: &[Idx], rd: &Dims) -> Result<Dims, MatError> {
    let nd = match grown_dims(dims, idx, Some(rd)) {
        Ok(nd) => nd,
        // A right side that does not fit the selection is reported first
        // (`m(4, :) = 1:2` with `m` 2x2x2: op1 is 1x4, op2 is 1x2).
        Err(e) => {
            selection_lens(dims, idx).and_then(|lens| check_rhs(&lens, rd, idx.len() == 1))?;
            return Err(e);
        }
    };
    let lens = selection_lens(&nd, idx)?;
    check_rhs(&lens, rd, idx.len() == 1)?;
    Ok(nd)
}

/// The number of elements each subscript selects in an array of dims `nd`
/// (the last subscript spans the dimensions it folds).
fn selection_lens(nd: &Dims, idx: &[Idx]) -> Result<Vec<usize>, MatError> {
    let n = idx.len();
    // Index lengths against the grown dims.
    let ext: Vec<usize> = if n == 1 {
        vec![nd.numel()]
    } else {
        (0..n)
            .map(|k| {
                if k + 1 < n {
                    nd.get(k)
                } else {
                    nd.iter().skip(k).product()
                }
            })
            .collect()
    };
    Ok(idx.iter().zip(&ext).map(|(s, &e)| s.len(e)).collect())
}

/// Assigns `rhs` (same element type) into tensor `t` at `idx`, growing.
fn assign_tensor<T: Clone>(
    t: &mut Tensor<T>,
    idx: &[Idx],
    rhs: &[T],
    rd: &Dims,
    fill: T,
) -> Result<(), MatError> {
    t.form = crate::value::Form::Full;
    let nd = assigned_dims(&t.dims, idx, rd)?;
    resize_tensor(t, &nd, fill)?;
    let (pos, _) = positions(&t.dims, idx)?;
    if rhs.len() == 1 {
        let x = &rhs[0];
        for p in pos {
            t.data[p] = x.clone();
        }
    } else {
        for (p, x) in pos.into_iter().zip(rhs) {
            t.data[p] = x.clone();
        }
    }
    Ok(())
}

/// Target class of `lhs(...) = rhs` (Octave keeps the lhs class for numeric
/// types; complex promotes; `[]` takes a cell or struct rhs's class).
fn assign_class(lhs: &Value, rhs: &Value) -> Result<Class, MatError> {
    let (cl, cr) = (lhs.class(), rhs.class());
    if cl == cr {
        return Ok(cl);
    }
    if cl == Class::Logical {
        // Octave has no char form of a logical array (a logical scalar
        // takes it) and no logical form of NaN, whatever the subscripts.
        if cr == Class::Char && lhs.numel() != 1 {
            return Err(MatError::msg(
                "octave_base_value::bool_array_value(): wrong type argument 'sq_string'",
            ));
        }
        if cr == Class::Double
            && !rhs.is_complex()
            && rhs.to_f64_vec().is_ok_and(|x| x.iter().any(|x| x.is_nan()))
        {
            return Err(MatError::nan_to_logical());
        }
    }
    let container = |c: Class| matches!(c, Class::Cell | Class::Struct | Class::FunctionHandle);
    if lhs.is_empty() && cl == Class::Double && container(cr) {
        return Ok(cr);
    }
    match (cl, cr) {
        (Class::Cell, _) => Ok(Class::Cell),
        (Class::Struct, _) => Err(MatError::msg("invalid structure assignment")),
        (_, Class::Cell) | (_, Class::Struct) => {
            // Octave converts a char or logical array to double first.
            let indexed = match cl {
                Class::Char | Class::Logical if lhs.numel() == 1 => "scalar".to_string(),
                Class::Char | Class::Logical => "matrix".to_string(),
                _ => lhs.type_desc(),
            };
            Err(MatError::msg(format!(
                "operator =: no conversion for assignment of '{}' to indexed '{indexed}'",
                rhs.type_desc()
            )))
        }
        (Class::FunctionHandle, _) | (_, Class::FunctionHandle) => Err(MatError::msg(
            "operator = undefined for 'function handle' by 'function handle' operations",
        )),
        (Class::Char, c) if c.is_int() => Ok(Class::Double),
        // A complex value has no char or logical form: the array becomes
        // complex (Octave; MATLAB keeps the class only for real values).
        (Class::Char | Class::Logical, Class::Double | Class::Single) if rhs.is_complex() => Ok(cr),
        // Nor has an integer array: Octave makes it complex of the value's
        // class (single stays single).
        (c, Class::Double | Class::Single) if c.is_int() && rhs.is_complex() => Ok(cr),
        _ => Ok(cl),
    }
}

/// `v(subs...) = rhs`, in place (copying only if the array is shared).
/// Only a literal `[]` deletes, and the lowering sends that to [`delete`].
pub fn assign(v: &mut Value, subs: &[Value], rhs: &Value) -> Result<(), MatError> {
    // Fast paths: scalar subscripts into a real double array.
    if let Value::Num(x) = rhs {
        match (&mut *v, subs) {
            (Value::Double(t), [Value::Num(i)]) if *i >= 1.0 && i.fract() == 0.0 => {
                let k = *i as usize - 1;
                if k < t.data.len() {
                    Rc::make_mut(t).set(k, *x);
                    return Ok(());
                }
                // Appending to a row vector (or []): `x(end+1) = v` in loops;
                // in place when the data has room (see exec's preallocation).
                let d = &t.dims;
                if k == t.data.len()
                    && d.ndims() == 2
                    && (d.rows() == 1 || (d.rows() == 0 && d.cols() == 0))
                {
                    let t = Rc::make_mut(t);
                    t.data_mut().push(*x);
                    t.dims = Dims::rc(1, t.data.len());
                    return Ok(());
                }
            }
            (Value::Double(t), [Value::Num(i), Value::Num(j)])
                if t.dims.ndims() == 2
                    && *i >= 1.0
                    && *j >= 1.0
                    && i.fract() == 0.0
                    && j.fract() == 0.0 =>
            {
                let (r, c) = (*i as usize - 1, *j as usize - 1);
                let rows = t.dims.rows();
                if r < rows && c < t.dims.cols() {
                    Rc::make_mut(t).set(r + c * rows, *x);
                    return Ok(());
                }
            }
            (Value::Num(_), [Value::Num(i)]) if *i == 1.0 => {
                *v = Value::Num(*x);
                return Ok(());
            }
            // `y(mask) = x`: a select per element, no positions.
            (Value::Double(t), [Value::Logical(m)])
                if m.data.len() <= t.data.len() && t.data.len() > 1 =>
            {
                // A shared array is copied in the same pass.
                let sel = select(*x);
                if let Some(u) = Rc::get_mut(t) {
                    let n = m.data.len();
                    let d = &mut u.data_mut()[..n];
                    put_where(d, &m.data, *x);
                } else {
                    let n = m.data.len();
                    let mut data = Vec::with_capacity(t.data.len());
                    data.extend(t.data[..n].iter().zip(&m.data).map(|(&d, &b)| sel(d, b)));
                    data.extend_from_slice(&t.data[n..]);
                    *t = Rc::new(Tensor::new(t.dims.clone(), data));
                }
                return Ok(());
            }
            _ => {}
        }
    }
    if subs.is_empty() {
        *v = rhs.clone();
        return Ok(());
    }
    if matches!(v, Value::Sparse(_))
        || matches!(rhs, Value::Sparse(_))
        || crate::value::sparse::any_sparse(subs)
    {
        return sparse::assign(v, subs, rhs);
    }
    // A diagonal matrix stored into a cell (`c(2) = eye(3)`) stays one.
    let into_cell = v.class() == Class::Cell;
    if crate::value::diagmat::is_structured(v)
        || (crate::value::diagmat::is_structured(rhs) && !into_cell)
        || crate::value::diagmat::any_structured(subs)
    {
        return diag::assign(v, subs, rhs);
    }
    if v.class() == Class::Struct {
        // Octave refuses a value for a struct array before its subscripts.
        assign_class(v, rhs)?;
    }
    let idx = resolve_all(subs)?;
    assign_idx(v, &idx, rhs)
}

/// Fast path for `a(i) = x` with scalars (falls back to `assign`).
#[inline]
pub fn assign1_num(v: &mut Value, i: f64, x: f64) -> Result<(), MatError> {
    if let Value::Double(t) = v {
        if i >= 1.0 && i.fract() == 0.0 {
            let k = i as usize - 1;
            if k < t.data.len() {
                Rc::make_mut(t).set(k, x);
                return Ok(());
            }
        }
    }
    assign(v, &[Value::Num(i)], &Value::Num(x))
}

/// Fast path for `a(i, j) = x` with scalars.
#[inline]
pub fn assign2_num(v: &mut Value, i: f64, j: f64, x: f64) -> Result<(), MatError> {
    if let Value::Double(t) = v {
        if t.dims.ndims() == 2 && i >= 1.0 && j >= 1.0 && i.fract() == 0.0 && j.fract() == 0.0 {
            let (r, c) = (i as usize - 1, j as usize - 1);
            let rows = t.dims.rows();
            if r < rows && c < t.dims.cols() {
                Rc::make_mut(t).set(r + c * rows, x);
                return Ok(());
            }
        }
    }
    assign(v, &[Value::Num(i), Value::Num(j)], &Value::Num(x))
}

/// `v(subs) = rhs` for a variable that does not exist yet: starts from an
/// empty value of the rhs class.
pub fn assign_new(subs: &[Value], rhs: &Value) -> Result<Value, MatError> {
    let mut v = empty_like(rhs);
    assign(&mut v, subs, rhs)?;
    Ok(v)
}

/// A 0x0 value of the same class (and complexity) as `v`.
pub fn empty_like(v: &Value) -> Value {
    let d = Dims::rc(0, 0);
    match v {
        Value::Num(_) | Value::Double(_) => Value::empty(),
        Value::Bool(_) | Value::Logical(_) => Value::Logical(Rc::new(Tensor::new(d, vec![]))),
        Value::Complex(_) | Value::ComplexDouble(_) => {
            Value::ComplexDouble(Rc::new(Tensor::new(d, vec![])))
        }
        Value::Single(_) => Value::Single(Rc::new(Tensor::new(d, vec![]))),
        Value::ComplexSingle(_) => Value::ComplexSingle(Rc::new(Tensor::new(d, vec![]))),
        Value::Int8(_) => Value::Int8(Rc::new(Tensor::new(d, vec![]))),
        Value::Int16(_) => Value::Int16(Rc::new(Tensor::new(d, vec![]))),
        Value::Int32(_) => Value::Int32(Rc::new(Tensor::new(d, vec![]))),
        Value::Int64(_) => Value::Int64(Rc::new(Tensor::new(d, vec![]))),
        Value::UInt8(_) => Value::UInt8(Rc::new(Tensor::new(d, vec![]))),
        Value::UInt16(_) => Value::UInt16(Rc::new(Tensor::new(d, vec![]))),
        Value::UInt32(_) => Value::UInt32(Rc::new(Tensor::new(d, vec![]))),
        Value::UInt64(_) => Value::UInt64(Rc::new(Tensor::new(d, vec![]))),
        Value::Char(_) => Value::Char(Rc::new(Tensor::new(d, vec![]))),
        Value::Cell(_) => Value::Cell(Rc::new(Tensor::new(d, vec![]))),
        Value::Struct(s) => Value::Struct(Rc::new(StructArray::with_fields(d, s.fields.clone()))),
        Value::Func(_) | Value::Object(_) | Value::Sparse(_) => Value::empty(),
        Value::Diag(_) | Value::Perm(_) => Value::real(Tensor::new(d, vec![])),
    }
}

fn assign_idx(v: &mut Value, idx: &[Idx], rhs: &Value) -> Result<(), MatError> {
    let cls = assign_class(v, rhs)?;
    let scalar_lhs = (v.is_scalar()
        && matches!(v.class(), Class::Double | Class::Single)
        && rhs.class().is_int()
        && !rhs.is_scalar())
    .then(|| v.type_desc());
    let complex = v.is_complex() || rhs.is_complex();
    // Bring the lhs to the target class in array form.
    let mut lhs = if v.class() != cls {
        if cls == Class::Cell || cls == Class::Struct {
            empty_like(rhs).to_array_form()
        } else {
            convert(v, cls)?.to_array_form()
        }
    } else {
        std::mem::take(v).to_array_form()
    };
    if complex && cls.is_float() && !lhs.is_complex() {
        lhs = to_complex(&lhs)?;
    }
    let r = match cls {
        Class::Cell => match rhs {
            Value::Cell(_) => rhs.clone(),
            _ => Value::cell(Tensor::scalar(rhs.clone())),
        },
        Class::Struct => rhs.clone(),
        _ => {
            if cls == Class::Logical && rhs.class() != Class::Logical {
                // Octave converts with a warning for values other than 0/1; the
                // conversion itself is `!= 0`.
                let d = rhs.to_f64_vec()?;
                Value::Logical(Rc::new(Tensor::new(
                    rhs.dims(),
                    d.iter().map(|&x| x != 0.0).collect(),
                )))
            } else {
                let mut r = convert(rhs, cls)?.to_array_form();
                if complex && !r.is_complex() {
                    r = to_complex(&r)?;
                }
                r
            }
        }
    };
    let res = assign_same(&mut lhs, idx, &r);
    *v = lhs.narrowed();
    // Octave has no conversion of an integer matrix into an indexed double
    // or single scalar; where the shapes disagree too, that is its message.
    res.map_err(|e| match &scalar_lhs {
        Some(desc) if e.identifier == "Octave:nonconformant-args" => MatError::msg(format!(
            "operator =: no conversion for assignment of '{}' to indexed '{desc}'",
            rhs.type_desc()
        )),
        _ => e,
    })
}

/// Both operands have the same variant (array form).
fn assign_same(lhs: &mut Value, idx: &[Idx], r: &Value) -> Result<(), MatError> {
    use crate::value::{C32, C64};
    macro_rules! go {
        ($a:expr, $b:expr, $fill:expr) => {
            assign_tensor(Rc::make_mut($a), idx, &$b.data, &$b.dims, $fill)
        };
    }
    match (lhs, r) {
        (Value::Double(a), Value::Double(b)) => go!(a, b, 0.0),
        (Value::Single(a), Value::Single(b)) => go!(a, b, 0.0),
        (Value::ComplexDouble(a), Value::ComplexDouble(b)) => go!(a, b, C64::new(0.0, 0.0)),
        (Value::ComplexSingle(a), Value::ComplexSingle(b)) => go!(a, b, C32::new(0.0, 0.0)),
        (Value::Int8(a), Value::Int8(b)) => go!(a, b, 0),
        (Value::Int16(a), Value::Int16(b)) => go!(a, b, 0),
        (Value::Int32(a), Value::Int32(b)) => go!(a, b, 0),
        (Value::Int64(a), Value::Int64(b)) => go!(a, b, 0),
        (Value::UInt8(a), Value::UInt8(b)) => go!(a, b, 0),
        (Value::UInt16(a), Value::UInt16(b)) => go!(a, b, 0),
        (Value::UInt32(a), Value::UInt32(b)) => go!(a, b, 0),
        (Value::UInt64(a), Value::UInt64(b)) => go!(a, b, 0),
        (Value::Logical(a), Value::Logical(b)) => go!(a, b, false),
        // Char arrays grow with \0, as Octave does.
        (Value::Char(a), Value::Char(b)) => go!(a, b, 0u8),
        (Value::Cell(a), Value::Cell(b)) => go!(a, b, Value::empty()),
        (Value::Struct(a), Value::Struct(b)) => assign_struct(Rc::make_mut(a), idx, b),
        (l, r) => Err(MatError::msg(format!(
            "operator = undefined for '{}' by '{}' operations",
            l.type_desc(),
            r.type_desc()
        ))),
    }
}

fn assign_struct(a: &mut StructArray, idx: &[Idx], b: &StructArray) -> Result<(), MatError> {
    // Field sets must agree up to order, unless the lhs is empty.
    let same =
        a.fields.len() == b.fields.len() && a.fields.iter().all(|f| b.field_index(f).is_some());
    if !same {
        if a.numel() == 0 {
            for f in &b.fields {
                a.ensure_field(f);
            }
        } else {
            return Err(MatError::msg("incompatible fields in struct assignment"));
        }
    }
    let nd = assigned_dims(&a.dims, idx, &b.dims)?;
    if nd != a.dims {
        resize_struct(a, &nd)?;
    }
    let (pos, _) = positions(&a.dims, idx)?;
    let nf = a.nfields();
    let map: Vec<Option<usize>> = a.fields.iter().map(|f| b.field_index(f)).collect();
    for (i, p) in pos.into_iter().enumerate() {
        let src = if b.numel() == 1 { 0 } else { i };
        for (f, m) in map.iter().enumerate() {
            a.vals[p * nf + f] = match m {
                Some(k) => b.get(src, *k).clone(),
                None => Value::empty(),
            };
        }
    }
    Ok(())
}

/// `c{subs...} = rhs`: stores `rhs` as the content of the one selected cell.
pub fn brace_assign(v: &mut Value, subs: &[Value], rhs: Value) -> Result<(), MatError> {
    if !matches!(v, Value::Cell(_)) {
        if v.is_empty() && matches!(v, Value::Double(_)) {
            *v = Value::Cell(Rc::new(Tensor::new(Dims::rc(0, 0), vec![])));
        } else {
            return Err(MatError::msg("matrix cannot be indexed with {"));
        }
    }
    let Value::Cell(t) = v else { unreachable!() };
    if let [Value::Num(i)] = subs {
        if *i >= 1.0 && i.fract() == 0.0 {
            let k = *i as usize - 1;
            if k < t.data.len() {
                Rc::make_mut(t).set(k, rhs);
                return Ok(());
            }
        }
    }
    let idx = resolve_all(subs)?;
    // One cell takes the value: `c{1:2} = v` and `c{[]} = v` are refused.
    let grown = grown_dims(&t.dims, &idx, Some(&Dims::scalar()))?;
    if positions(&grown, &idx)?.0.len() != 1 {
        return Err(dot_assign_not_one());
    }
    let one = [rhs];
    assign_tensor(Rc::make_mut(t), &idx, &one, &Dims::scalar(), Value::empty())
}

/// Moves out the content of `c{i}` (1x1 subscript) leaving `[]`, for nested
/// updates in place.
pub fn brace_take(v: &mut Value, i: usize) -> Option<Value> {
    if let Value::Cell(t) = v {
        if i < t.data.len() {
            return Some(std::mem::take(&mut Rc::make_mut(t).data_mut()[i]));
        }
    }
    None
}

// ---------------------------------------------------------------- deletion

/// The shape left by deleting elements of an array of `dims` by one
/// subscript, `k` of them left: only a column stays a column; matrices and
/// N-d arrays become rows, as in MATLAB and Octave.
fn linear_delete_dims(dims: &Dims, k: usize) -> Dims {
    if dims.ndims() == 2 && dims.cols() == 1 && dims.rows() != 1 {
        Dims::rc(k, 1)
    } else {
        Dims::rc(1, k)
    }
}

/// A deletion with several subscripts that are not colons succeeds, doing
/// nothing, when it selects an empty slice: reading the subscripts in order,
/// an empty one comes before a second one that does not list its whole
/// dimension (Octave's rule, which MATLAB shares for `[]`).
fn delete_nothing(idx: &[Idx], dims: &Dims) -> Result<(), MatError> {
    let mut partial = 0;
    for (k, s) in idx.iter().enumerate() {
        let extent = if k < dims.ndims() { dims.get(k) } else { 1 };
        let (len, whole) = match s {
            Idx::Colon => (extent, true),
            Idx::List { pos, .. } => (
                pos.len(),
                pos.len() == extent && pos.iter().enumerate().all(|(i, &p)| i == p),
            ),
        };
        if len == 0 {
            return Ok(());
        }
        if !whole {
            partial += 1;
            if partial == 2 {
                break;
            }
        }
    }
    Err(MatError::msg(
        "a null assignment can only have one non-colon index",
    ))
}

/// `v(p) = []`, `v(p, :) = []` or `v(:, p) = []` of a real double array
/// (`dim` None, 0 or 1; a matrix for the last two), where the subscript
/// `p` lists the 0-based positions `(first, step, count)`, in bounds,
/// `step` at least 1: the kept stretches between them copied whole.
/// False, and `v` unchanged, where the general path must answer (nothing
/// or everything deleted, another array, or the dims not a matrix's).
pub fn delete_progression(
    v: &mut Value,
    dim: Option<usize>,
    (first, step, count): (usize, usize, usize),
) -> bool {
    let Value::Double(t) = &*v else {
        return false;
    };
    let d = &t.dims;
    let matrix = d.ndims() == 2;
    // The elements of one slice along `dim`, and how many slices there are.
    let (extent, block) = match dim {
        None => (d.numel(), 1),
        Some(0) if matrix => (d.rows(), 1),
        Some(1) if matrix => (d.cols(), d.rows()),
        _ => return false,
    };
    if count == 0 || step == 0 || count >= extent || block == 0 {
        return false;
    }
    let last = first + (count - 1) * step;
    if last >= extent {
        return false;
    }
    let mut data = Vec::with_capacity(t.data.len() / extent * (extent - count));
    for slice in t.data.chunks_exact(extent * block) {
        data.extend_from_slice(&slice[..first * block]);
        let between = &slice[first * block..last * block];
        if step == 2 && block == 1 {
            // Every second element, cut between the threads: the pass
            // waits on memory, not on the core.
            let (had, picks) = (data.len(), between.len() / 2);
            crate::lanes::halves(&mut data.spare_capacity_mut()[..picks], |start, o| {
                let pairs = between[2 * start..2 * (start + o.len())].chunks_exact(2);
                for (o, pair) in o.iter_mut().zip(pairs) {
                    o.write(pair[1]);
                }
                true
            });
            // SAFETY: the parts wrote each of the `picks` elements.
            unsafe { data.set_len(had + picks) };
        } else if step > 1 {
            for gap in between.chunks_exact(step * block) {
                data.extend_from_slice(&gap[block..]);
            }
        }
        data.extend_from_slice(&slice[(last + 1) * block..]);
    }
    let nd = match dim {
        None => linear_delete_dims(d, extent - count),
        Some(0) => Dims::rc(extent - count, d.cols()),
        _ => Dims::rc(d.rows(), extent - count),
    };
    *v = Value::real(Tensor::new(nd, data));
    true
}

/// `v(subs...) = []`: whether `v` now holds an array of its own, built
/// here (false: `v` is unchanged, or its value may share storage).
pub fn delete(v: &mut Value, subs: &[Value]) -> Result<bool, MatError> {
    if let Some(t) = crate::value::object::as_table(v) {
        *v = table::delete(t, subs)?;
        return Ok(false);
    }
    if matches!(v, Value::Sparse(_)) {
        return sparse::delete(v, subs).map(|()| false);
    }
    if crate::value::diagmat::is_structured(v) {
        return diag::delete(v, subs).map(|()| false);
    }
    let vd = v.dims();
    if let (Value::Double(t), [Value::Logical(m)]) = (&*v, subs) {
        if m.data.len() == t.data.len() && m.data.contains(&true) {
            // `x(x > 0.5) = []`: the elements the mask leaves, by the mask.
            let keep: Vec<bool> = lanes::map(&m.data, |b: bool| !b);
            let nd = linear_delete_dims(&vd, count_true(&keep));
            *v = Value::real(Tensor::new(nd, compress(&t.data, &keep)));
            return Ok(true);
        }
    }
    let n = subs.len();
    let idx = resolve_all(subs)?;
    let (keep, nd): (Vec<usize>, Dims) = if n == 1 {
        let numel = vd.numel();
        match &idx[0] {
            Idx::Colon => (vec![], Dims::rc(0, 0)),
            Idx::List { pos, .. } => {
                // Octave names the largest index, not the first bad one.
                if let Some(&bad) = pos.iter().max().filter(|&&p| p >= numel) {
                    return Err(MatError::delete_out_of_bound(bad + 1, numel));
                }
                if pos.is_empty() {
                    return Ok(false);
                }
                let keep = keep_mask(pos, numel);
                let nd = linear_delete_dims(&vd, count_true(&keep));
                if let Value::Double(t) = v {
                    *v = Value::real(Tensor::new(nd, compress(&t.data, &keep)));
                    return Ok(true);
                }
                (kept(&keep), nd)
            }
        }
    } else {
        let ext: Vec<usize> = (0..n)
            .map(|k| {
                if k + 1 < n {
                    vd.get(k)
                } else {
                    vd.iter().skip(k).product()
                }
            })
            .collect();
        // Octave (and MATLAB) delete along one subscript: every other one
        // must be a colon, even one that lists the whole extent.
        let partial: Vec<usize> = (0..n).filter(|&k| !matches!(idx[k], Idx::Colon)).collect();
        if partial.len() > 1 {
            return delete_nothing(&idx, &vd).map(|()| false);
        }
        if let [k] = partial[..] {
            if k >= vd.ndims() {
                return Err(MatError::msg("invalid dimension in delete_elements"));
            }
        }
        for (k, s) in idx.iter().enumerate() {
            if let Idx::List { pos, .. } = s {
                if let Some(&bad) = pos.iter().max().filter(|&&p| p >= ext[k]) {
                    return Err(MatError::new(
                        "Octave:index-out-of-bounds",
                        format!(
                            "A(..,I,..) = []: index out of bounds: value {} out of bound {}",
                            bad + 1,
                            ext[k]
                        ),
                    ));
                }
            }
        }
        match partial.len() {
            0 => {
                // Everything deleted: the first dim becomes 0.
                let mut d = ext.clone();
                d[0] = 0;
                (vec![], Dims::new(&d))
            }
            1 => {
                let k = partial[0];
                let Idx::List { pos, .. } = &idx[k] else {
                    unreachable!()
                };
                let mut d = ext.clone();
                let along = kept(&keep_mask(pos, ext[k]));
                d[k] = along.len();
                let mut idx2 = vec![Idx::Colon; n];
                idx2[k] = Idx::List {
                    pos: along,
                    dims: Dims::rc(1, d[k]),
                };
                let view = Dims::new(&ext);
                // Octave keeps the original dims when the view was N-d.
                // With fewer subscripts than dims, deleting along a leading
                // dim keeps the original trailing dims (2x2x2 → 1x2x2).
                let nd = if n < vd.ndims() && k + 1 < n {
                    let mut full = vd.as_slice().to_vec();
                    full[k] = d[k];
                    Dims::new(&full)
                } else {
                    Dims::new(&d)
                };
                if let Value::Double(t) = v {
                    // Whole columns copied where the first subscript is `:`.
                    let (kept, _) = take_block(&view, &t.data, &idx2)?;
                    *v = Value::real(Tensor::new(nd, kept));
                    return Ok(true);
                }
                let (keep, _) = positions(&view, &idx2)?;
                (keep, nd)
            }
            _ => {
                return Err(MatError::msg(
                    "a null assignment can only have one non-colon index",
                ))
            }
        }
    };
    let out = take_linear(&v.to_array_form(), &keep, nd)?;
    *v = out;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: &[f64]) -> Value {
        Value::row_f64(v.to_vec())
    }
    fn magic3() -> Value {
        Value::from_f64s(
            Dims::rc(3, 3),
            vec![8.0, 3.0, 4.0, 1.0, 5.0, 9.0, 6.0, 7.0, 2.0],
        )
    }

    #[test]
    fn read_errors_match_octave() {
        let a = row(&[1.0, 2.0, 3.0]);
        let e = index(&a, &[Value::Num(5.0)]).unwrap_err();
        assert_eq!(
            e.with_var_name("a").message,
            "a(5): out of bound 3 (dimensions are 1x3)"
        );
        let e = index(&a, &[Value::Num(0.0)]).unwrap_err();
        assert_eq!(
            e.message,
            "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals"
        );
        let e = index(&magic3(), &[Value::Num(1.0), Value::Num(4.0)]).unwrap_err();
        assert_eq!(
            e.message,
            "index (_,4): out of bound 3 (dimensions are 3x3)"
        );
        let e = index(
            &magic3(),
            &[Value::Num(2.0), Value::Num(2.0), Value::Num(2.0)],
        )
        .unwrap_err();
        assert_eq!(
            e.message,
            "index (_,_,2): out of bound 1 (dimensions are 3x3)"
        );
    }

    #[test]
    fn read_shapes() {
        let m = magic3();
        assert_eq!(
            index(&m, &[row(&[1.0, 2.0])]).unwrap().dims().as_slice(),
            &[1, 2]
        );
        assert_eq!(
            index(&m, &[Value::col_f64(vec![1.0, 2.0])])
                .unwrap()
                .dims()
                .as_slice(),
            &[2, 1]
        );
        let a = row(&[1.0, 2.0, 3.0]);
        let mask = Value::logical(Tensor::col(vec![true, false, true]));
        assert_eq!(index(&a, &[mask]).unwrap(), row(&[1.0, 3.0]));
        assert_eq!(index(&m, &[colon()]).unwrap().dims().as_slice(), &[9, 1]);
        let r = index(&m, &[colon(), Value::Num(2.0)]).unwrap();
        assert_eq!(r, Value::col_f64(vec![1.0, 5.0, 9.0]));
        assert_eq!(index2_num(&m, 3.0, 2.0).unwrap(), Value::Num(9.0));
    }

    #[test]
    fn assignment_growth_and_errors() {
        let mut x = Value::Num(5.0);
        assign(&mut x, &[Value::Num(3.0)], &Value::Num(1.0)).unwrap();
        assert_eq!(x, row(&[5.0, 0.0, 1.0]));
        let mut y = Value::empty();
        assign(
            &mut y,
            &[Value::Num(2.0), Value::Num(3.0)],
            &Value::Num(1.0),
        )
        .unwrap();
        assert_eq!(y.dims().as_slice(), &[2, 3]);
        assert_eq!(y.to_f64_vec().unwrap(), vec![0.0, 0.0, 0.0, 0.0, 0.0, 1.0]);
        let mut z = Value::empty();
        assign(
            &mut z,
            &[colon(), Value::Num(1.0)],
            &Value::col_f64(vec![1.0, 2.0, 3.0]),
        )
        .unwrap();
        assert_eq!(z.dims().as_slice(), &[3, 1]);
        let mut a = row(&[1.0, 2.0, 3.0]);
        let e = assign(&mut a, &[row(&[1.0, 2.0])], &row(&[1.0, 2.0, 3.0])).unwrap_err();
        assert_eq!(
            e.message,
            "=: nonconformant arguments (op1 is 2x1, op2 is 1x3)"
        );
        let mut m = Value::from_f64s(Dims::rc(2, 2), vec![1.0; 4]);
        let e = assign(&mut m, &[Value::Num(7.0)], &Value::Num(1.0)).unwrap_err();
        assert_eq!(
            e.message,
            "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element"
        );
        // Class of the lhs is kept: double stays double, char stays char.
        let mut d = row(&[1.0, 2.0]);
        assign(&mut d, &[Value::Num(1.0)], &Value::int(Tensor::scalar(5i8))).unwrap();
        assert_eq!(d.class(), Class::Double);
        let mut s = Value::str("ab");
        assign(&mut s, &[Value::Num(1.0)], &Value::Num(66.0)).unwrap();
        assert_eq!(s, Value::str("Bb"));
    }

    #[test]
    fn deletion() {
        let mut m = magic3();
        delete(&mut m, &[row(&[1.0, 2.0])]).unwrap();
        // A row, as in MATLAB (Octave 7.3 leaves a column for a list subscript).
        assert_eq!(m.dims().as_slice(), &[1, 7]);
        let mut c = Value::from_f64s(Dims::rc(3, 1), vec![1.0, 2.0, 3.0]);
        delete(&mut c, &[row(&[1.0, 3.0])]).unwrap();
        assert_eq!(c.dims().as_slice(), &[1, 1]);
        let mut m = magic3();
        delete(&mut m, &[row(&[1.0, 2.0]), colon()]).unwrap();
        assert_eq!(m, row(&[4.0, 9.0, 2.0]));
        let mut m = magic3();
        let e = delete(&mut m, &[row(&[1.0, 2.0]), row(&[1.0, 2.0])]).unwrap_err();
        assert_eq!(
            e.message,
            "a null assignment can only have one non-colon index"
        );
        let mut a = row(&[1.0, 2.0, 3.0]);
        let e = delete(&mut a, &[Value::Num(5.0)]).unwrap_err();
        assert_eq!(
            e.message,
            "A(I) = []: index out of bounds: value 5 out of bound 3"
        );
    }

    #[test]
    fn cells_and_structs() {
        let mut c = Value::cell_row(vec![Value::Num(1.0), Value::Num(2.0)]);
        brace_assign(&mut c, &[Value::Num(4.0)], Value::Num(3.0)).unwrap();
        assert_eq!(c.dims().as_slice(), &[1, 4]);
        assert_eq!(
            brace_index(&c, &[Value::Num(3.0)]).unwrap(),
            vec![Value::empty()]
        );
        let mut s = Value::empty();
        field_set(&mut s, "a", Value::Num(1.0)).unwrap();
        assert_eq!(field_get1(&s, "a").unwrap(), Value::Num(1.0));
        assert_eq!(
            field_get1(&s, "b").unwrap_err().message,
            "structure has no member 'b'"
        );
        field_set_indexed(&mut s, &[Value::Num(3.0)], "b", Value::Num(2.0)).unwrap();
        assert_eq!(s.dims().as_slice(), &[1, 3]);
        assert_eq!(field_get(&s, "b").unwrap().len(), 3);
    }
}
