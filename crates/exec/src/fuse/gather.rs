//! `t(rows, cols)` read a chunk at a time where the passes read it: each
//! subscript a run, one repeated position, an index vector, or the
//! stretches an index vector is made of.

use std::rc::Rc;

use runtime::index::{list_pos, whole_in, BIG};
use runtime::lanes::{self, Loop};
use runtime::value::Tensor;

/// A subscript of a `Gather`: a run of 0-based positions, one position
/// repeated (`Same(p, n)`: a row read as `n` rows when it is broadcast), an
/// index vector whose elements are proven whole numbers from 1 to the
/// extent, or such a vector told as the stretches it is made of.
#[derive(Debug)]
pub enum GatherSub {
    Run(usize, usize),
    Same(usize, usize),
    List(Rc<Tensor<f64>>),
    Stretches(Stretches),
}

impl GatherSub {
    pub fn len(&self) -> usize {
        match self {
            GatherSub::Run(_, n) | GatherSub::Same(_, n) => *n,
            GatherSub::List(t) => t.data.len(),
            GatherSub::Stretches(s) => s.len,
        }
    }

    /// The 0-based position of the `k`-th element.
    #[inline(always)]
    fn at(&self, k: usize) -> usize {
        match self {
            GatherSub::Run(a, _) => a + k,
            GatherSub::Same(a, _) => *a,
            GatherSub::List(t) => list_pos(t.data[k]),
            GatherSub::Stretches(s) => s.at(k),
        }
    }

    /// The index vector `x` as a subscript of `extent` positions, if its
    /// elements are whole numbers from 1 to `extent` (else None: the
    /// generic subscript reports the error). `ndgrid`'s, `repmat`'s and
    /// `kron`'s index vectors are long stretches of consecutive or equal
    /// indices: those are kept as their stretches, which a chunk copies or
    /// fills, where a list is gathered element by element.
    pub fn of_index(x: &Rc<Tensor<f64>>, extent: usize) -> Option<GatherSub> {
        match stretches(&x.data, extent) {
            Scan::Stretches(s) => Some(GatherSub::Stretches(s)),
            Scan::Scattered => whole_in(&x.data, extent).then(|| GatherSub::List(x.clone())),
            Scan::Invalid => None,
        }
    }

    pub(super) fn holds(&self, a: &Rc<Tensor<f64>>) -> bool {
        matches!(self, GatherSub::List(t) if Rc::ptr_eq(t, a))
    }
}

/// `o[k] = col[idx[k] - 1]`, `idx` checked by `whole_in` against
/// `col`'s length.
#[inline(always)]
fn gather_column_loop(o: &mut [f64], idx: &[f64], col: &[f64]) {
    for (o, &x) in o.iter_mut().zip(idx) {
        *o = col[list_pos(x)];
    }
}

/// `gather_column_loop` eight at a time, in vector lanes. A list whose
/// runs of consecutive or equal indices are too short to be kept as
/// stretches may still hold some of eight: those are one copy or one
/// element, where a gather (a few cycles an element) is not needed. A position past the end (none, the
/// indices being checked) would read the last element: every read stays
/// within `col`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn gather_column_avx512(o: &mut [f64], idx: &[f64], col: &[f64]) {
    let n = o.len().min(idx.len());
    let Some(last) = col.len().checked_sub(1) else {
        return;
    };
    let len = col.len();
    let (o8, o_rest) = o[..n].split_at_mut(n - n % 8);
    let (x8, x_rest) = idx[..n].split_at(n - n % 8);
    for (o, x) in o8.chunks_exact_mut(8).zip(x8.chunks_exact(8)) {
        let first = x[0];
        let (mut run, mut same) = (true, true);
        for (j, &v) in x.iter().enumerate() {
            run &= v == first + j as f64;
            same &= v == first;
        }
        let p0 = list_pos(first);
        if run && p0 < len && len - p0 >= 8 {
            o.copy_from_slice(&col[p0..p0 + 8]);
        } else if same && p0 < len {
            o.fill(col[p0]);
        } else {
            for (o, &v) in o.iter_mut().zip(x) {
                // SAFETY: clamped to `last`, an index of `col` (not empty).
                *o = unsafe { *col.get_unchecked(list_pos(v).min(last)) };
            }
        }
    }
    gather_column_loop(o_rest, x_rest, col);
}

/// `gather_column_loop` with vector gathers where the CPU has them.
fn gather_column(o: &mut [f64], idx: &[f64], col: &[f64]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { gather_column_avx512(o, idx, col) };
    }
    gather_column_loop(o, idx, col)
}

/// `t(rows, cols)` of a real double array of full form, every subscript
/// checked in bounds, read as the column-major `nr x nc` value it is.
#[derive(Debug)]
pub struct Gather {
    pub t: Rc<Tensor<f64>>,
    pub rows: GatherSub,
    pub cols: GatherSub,
    /// The first extent of `t` (the elements of one of its columns).
    pub ext0: usize,
    pub nr: usize,
    pub n: usize,
}

impl Gather {
    /// Elements `pos..pos + out.len()` of the value into `out`, column by
    /// column, with the same reads as the generic subscript's; compiled for
    /// the CPU's widest lanes (a fill in the baseline build stores two
    /// doubles at a time: an eighth of pdst's pairwise-distance pass).
    pub fn fill(&self, pos: usize, out: &mut [f64]) {
        lanes::call(out.len(), Fill { g: self, pos, out })
    }

    /// The one value of elements `pos..pos + len`, when they are all one
    /// element of `t`: a repeated row within one column (`x'` down `x - x'`,
    /// a column of a chunk). The passes read it as a scalar, with no fill.
    pub fn constant(&self, pos: usize, len: usize) -> Option<f64> {
        let GatherSub::Same(a, _) = self.rows else {
            return None;
        };
        let c = pos / self.nr;
        (len > 0 && (pos + len - 1) / self.nr == c)
            .then(|| self.t.data[self.cols.at(c) * self.ext0 + a])
    }
}

/// [`Gather::fill`]'s loop.
struct Fill<'a> {
    g: &'a Gather,
    pos: usize,
    out: &'a mut [f64],
}

impl Loop for Fill<'_> {
    type Out = ();

    #[inline(always)]
    fn run(self) {
        let Fill { g, pos, out } = self;
        g.fill_in(pos, out)
    }
}

impl Gather {
    #[inline(always)]
    fn fill_in(&self, pos: usize, out: &mut [f64]) {
        let (mut r, mut c) = (pos % self.nr, pos / self.nr);
        let d = &self.t.data;
        let mut done = 0;
        while done < out.len() {
            let take = (self.nr - r).min(out.len() - done);
            let c0 = self.cols.at(c) * self.ext0;
            let col = &d[c0..c0 + self.ext0];
            let o = &mut out[done..done + take];
            match &self.rows {
                GatherSub::Run(a, _) => o.copy_from_slice(&col[a + r..a + r + take]),
                GatherSub::Same(a, _) => o.fill(col[*a]),
                GatherSub::List(l) => gather_column(o, &l.data[r..r + take], col),
                GatherSub::Stretches(s) => s.fill(r, o, col),
            }
            done += take;
            r = 0;
            c += 1;
        }
    }
}

/// One stretch of an index vector: from its element `from` on, the
/// 0-based positions `pos, pos + step, pos + 2 * step, ...` (`step` 0 or 1).
#[derive(Clone, Copy, Debug)]
struct Stretch {
    from: usize,
    pos: usize,
    step: usize,
}

/// An index vector of `len` elements as its stretches, in order; each
/// runs to the next one's `from`.
#[derive(Debug)]
pub struct Stretches {
    parts: Vec<Stretch>,
    len: usize,
}

impl Stretches {
    /// The stretch that holds element `k`.
    fn part(&self, k: usize) -> usize {
        self.parts.partition_point(|s| s.from <= k) - 1
    }

    /// Where stretch `i` ends.
    fn end(&self, i: usize) -> usize {
        self.parts.get(i + 1).map_or(self.len, |s| s.from)
    }

    /// The 0-based position of element `k`.
    #[inline(always)]
    fn at(&self, k: usize) -> usize {
        let s = self.parts[self.part(k)];
        s.pos + (k - s.from) * s.step
    }

    /// The stretches as `(pos, len, count, dpos)` when they are `count`
    /// runs of consecutive positions, each `len` long, the first from
    /// `pos`, each from `dpos` past the last (`repmat (1:n, 1, m)`'s
    /// stretches): a block the passes read where it lies, with no fill.
    pub fn blocks(&self) -> Option<(usize, usize, usize, usize)> {
        let [first, second, ..] = self.parts[..] else {
            return None;
        };
        let len = second.from;
        let dpos = second.pos.checked_sub(first.pos)?;
        let regular =
            self.len.is_multiple_of(len)
                && self.parts.len() == self.len / len
                && self.parts.iter().enumerate().all(|(i, s)| {
                    s.step == 1 && s.from == i * len && s.pos == first.pos + i * dpos
                });
        regular.then_some((first.pos, len, self.parts.len(), dpos))
    }

    /// `o[j] = col[self.at(k + j)]`: a copy or a fill per stretch.
    #[inline(always)]
    fn fill(&self, k: usize, o: &mut [f64], col: &[f64]) {
        let (mut i, mut done) = (self.part(k), 0);
        while done < o.len() {
            let (s, at) = (self.parts[i], k + done);
            let m = (self.end(i) - at).min(o.len() - done);
            let p = s.pos + (at - s.from) * s.step;
            let out = &mut o[done..done + m];
            if s.step == 1 {
                copy_short(out, &col[p..p + m]);
            } else {
                out.fill(col[p]);
            }
            done += m;
            i += 1;
        }
    }
}

/// `o.copy_from_slice(c)` in line, eight elements at a time: a stretch is
/// most often short (an `ndgrid` column, tens of elements), where calling
/// `memcpy` costs as much as the copy.
#[inline(always)]
fn copy_short(o: &mut [f64], c: &[f64]) {
    if o.len() > 512 {
        return o.copy_from_slice(c);
    }
    let mut o8 = o.chunks_exact_mut(8);
    let mut c8 = c.chunks_exact(8);
    for (o, c) in (&mut o8).zip(&mut c8) {
        let c: [f64; 8] = c.try_into().expect("eight");
        o.copy_from_slice(&c);
    }
    for (o, &c) in o8.into_remainder().iter_mut().zip(c8.remainder()) {
        *o = c;
    }
}

/// What a scan of an index vector found.
enum Scan {
    Stretches(Stretches),
    /// Too many stretches to be worth keeping (or none): read it as a list.
    Scattered,
    /// An element that is not a whole number from 1 to the extent.
    Invalid,
}

/// Splits the index vector `d` into stretches of consecutive or equal
/// indices, each checked at its ends (its first element a whole number
/// from 1, its last at most `extent`); it gives up once the stretches
/// are more than about one in sixteen elements. Compiled for the CPU's
/// widest lanes, where eight elements are one compare.
fn stretches(d: &[f64], extent: usize) -> Scan {
    lanes::call(d.len(), StretchScan { d, extent })
}

struct StretchScan<'a> {
    d: &'a [f64],
    extent: usize,
}

impl Loop for StretchScan<'_> {
    type Out = Scan;

    #[inline(always)]
    fn run(self) -> Scan {
        let (d, hi) = (self.d, self.extent as f64);
        if d.is_empty() || hi >= BIG {
            return Scan::Scattered;
        }
        if let Some(s) = lattice(d, hi) {
            return Scan::Stretches(s);
        }
        let mut parts = Vec::new();
        let mut k = 0;
        while k < d.len() {
            let v = d[k];
            if !is_index(v, hi) {
                return Scan::Invalid;
            }
            let step = usize::from(d.get(k + 1).is_some_and(|&w| w != v));
            let e = stretch_end(d, k, step as f64);
            // Exact: whole numbers below 2^53.
            if v + ((e - k - 1) * step) as f64 > hi {
                return Scan::Invalid;
            }
            parts.push(Stretch {
                from: k,
                pos: v as usize - 1,
                step,
            });
            k = e;
            if parts.len() > 16 + k / 16 {
                return Scan::Scattered;
            }
        }
        Scan::Stretches(Stretches {
            parts,
            len: d.len(),
        })
    }
}

/// Whether `v` is a whole number from 1 to `hi` (`hi` below `BIG`).
#[inline(always)]
fn is_index(v: f64, hi: f64) -> bool {
    v >= 1.0 && v <= hi && (v + BIG) - BIG == v
}

/// The stretches of `d` when they all have the length and step of the
/// first and their first elements go up or down by one difference
/// (`ndgrid`'s and `repmat`'s index vectors), each a whole number from 1
/// to `hi`; else None (the stretches are then found one by one). Such a
/// vector is checked whole against the values it should hold, with no
/// branch at each stretch's end: a quarter of the time of finding the
/// stretches one by one.
#[inline(always)]
fn lattice(d: &[f64], hi: f64) -> Option<Stretches> {
    let v = d[0];
    if !is_index(v, hi) {
        return None;
    }
    let step = usize::from(d.get(1).is_some_and(|&w| w != v));
    let len = stretch_end(d, 0, step as f64);
    let count = d.len() / len;
    if len < 16 || count < 2 || !d.len().is_multiple_of(len) {
        return None;
    }
    let w = d[len];
    if !is_index(w, hi) {
        return None;
    }
    // Exact: whole numbers below 2^53.
    let dv = w - v;
    let last = v + (count - 1) as f64 * dv;
    let top = v.max(last) + ((len - 1) * step) as f64;
    if v.min(last) < 1.0 || top > hi {
        return None;
    }
    let ramp: Vec<f64> = (0..len).map(|j| (j * step) as f64).collect();
    lattice_holds(d, &ramp, v, dv).then(|| Stretches {
        parts: (0..count)
            .map(|i| Stretch {
                from: i * len,
                pos: (v + i as f64 * dv) as usize - 1,
                step,
            })
            .collect(),
        len: d.len(),
    })
}

/// Whether stretch `i` of `d` (each `ramp.len()` long) is `v + i * dv +
/// ramp` (exact: whole numbers below 2^53).
#[inline(always)]
fn lattice_holds(d: &[f64], ramp: &[f64], v: f64, dv: f64) -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { lattice_holds_avx512(d, ramp, v, dv) };
    }
    d.chunks_exact(ramp.len()).enumerate().all(|(i, s)| {
        let first = v + i as f64 * dv;
        s.iter().zip(ramp).all(|(&x, &r)| x == first + r)
    })
}

/// `lattice_holds` in AVX-512's mask compares, the differences of a
/// stretch gathered in one mask and tested once (the portable form's
/// closures were not inlined into the wide lanes, and went two lanes at
/// a time).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn lattice_holds_avx512(d: &[f64], ramp: &[f64], v: f64, dv: f64) -> bool {
    use std::arch::x86_64::*;
    let len = ramp.len();
    let (whole, rest) = (len - len % 8, len % 8);
    let tail: __mmask8 = (1u16 << rest) as u8 - 1;
    for (i, s) in d.chunks_exact(len).enumerate() {
        let first = _mm512_set1_pd(v + i as f64 * dv);
        let mut differ: __mmask8 = 0;
        let mut j = 0;
        while j < whole {
            // SAFETY: elements `j..j + 8` are within `s` and `ramp`.
            let (x, r) = unsafe {
                (
                    _mm512_loadu_pd(s.as_ptr().add(j)),
                    _mm512_loadu_pd(ramp.as_ptr().add(j)),
                )
            };
            differ |= _mm512_cmp_pd_mask::<_CMP_NEQ_UQ>(x, _mm512_add_pd(first, r));
            j += 8;
        }
        if rest > 0 {
            // SAFETY: the masked lanes, elements `whole..len`, are within
            // `s` and `ramp`; the others are not read.
            let (x, r) = unsafe {
                (
                    _mm512_maskz_loadu_pd(tail, s.as_ptr().add(whole)),
                    _mm512_maskz_loadu_pd(tail, ramp.as_ptr().add(whole)),
                )
            };
            differ |= _mm512_mask_cmp_pd_mask::<_CMP_NEQ_UQ>(tail, x, _mm512_add_pd(first, r));
        }
        if differ != 0 {
            return false;
        }
    }
    true
}

/// The end of the stretch from element `k` whose element `k + j` is
/// `d[k] + j * step`: eight elements compared at a time against the eight
/// expected, which move on by `8 * step` (exact: whole numbers below 2^52),
/// then one at a time.
#[inline(always)]
fn stretch_end(d: &[f64], k: usize, step: f64) -> usize {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { stretch_end_avx512(d, k, step) };
    }
    stretch_end_portable(d, k, step)
}

/// `stretch_end` in portable code.
#[inline(always)]
fn stretch_end_portable(d: &[f64], k: usize, step: f64) -> usize {
    let v = d[k];
    let mut e = k + 1;
    let mut want: [f64; 8] = std::array::from_fn(|j| v + (j + 1) as f64 * step);
    let ahead = 8.0 * step;
    while let Some(x) = d.get(e..e + 8) {
        let mut same = true;
        for (&x, &w) in x.iter().zip(&want) {
            same &= x == w;
        }
        if !same {
            break;
        }
        for w in &mut want {
            *w += ahead;
        }
        e += 8;
    }
    stretch_tail(d, k, e, step)
}

/// `stretch_end` from element `e` on, one element at a time.
#[inline(always)]
fn stretch_tail(d: &[f64], k: usize, mut e: usize, step: f64) -> usize {
    let v = d[k];
    while e < d.len() && d[e] == v + (e - k) as f64 * step {
        e += 1;
    }
    e
}

/// `stretch_end` in AVX-512's mask compares, where the first element that
/// differs is the mask's lowest bit. Written with intrinsics because the
/// compiler splits the portable form's expected eight into two halves it
/// shuffles together every time round. The eight expected are made afresh
/// from each block's position rather than moved on from the last block's,
/// an addition (4 cycles) carried from block to block. The scans are about
/// a quarter of nb3v's gather `R(jj, :) - R(ii, :)`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn stretch_end_avx512(d: &[f64], k: usize, step: f64) -> usize {
    use std::arch::x86_64::*;
    let v = d[k];
    let mut e = k + 1;
    let offsets = _mm512_mul_pd(
        _mm512_set_pd(7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0),
        _mm512_set1_pd(step),
    );
    while e + 8 <= d.len() {
        // Exact: whole numbers below 2^52.
        let first = v + (e - k) as f64 * step;
        let want = _mm512_add_pd(_mm512_set1_pd(first), offsets);
        // SAFETY: elements `e..e + 8` are within `d`.
        let x = unsafe { _mm512_loadu_pd(d.as_ptr().add(e)) };
        let differ = _mm512_cmp_pd_mask::<_CMP_NEQ_UQ>(x, want);
        if differ != 0 {
            return e + differ.trailing_zeros() as usize;
        }
        e += 8;
    }
    stretch_tail(d, k, e, step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::Dims;

    fn sub(xs: &[f64], extent: usize) -> Option<GatherSub> {
        let t = Rc::new(Tensor::new(Dims::rc(xs.len(), 1), xs.to_vec()));
        GatherSub::of_index(&t, extent)
    }

    /// Each element read through the subscript, one at a time and by
    /// chunks from every start.
    fn read(g: &GatherSub, col: &[f64]) -> Vec<f64> {
        let n = g.len();
        let one: Vec<f64> = (0..n).map(|k| col[g.at(k)]).collect();
        if let GatherSub::Stretches(s) = g {
            for k in 0..n {
                for m in 1..=n - k {
                    let mut o = vec![0.0; m];
                    s.fill(k, &mut o, col);
                    assert_eq!(o, one[k..k + m], "from {k}, {m} elements");
                }
            }
        }
        one
    }

    #[test]
    fn index_vectors_read_as_their_elements() {
        let col: Vec<f64> = (0..10).map(|i| 100.0 + i as f64).collect();
        let ndgrid_rows: Vec<f64> = (0..40).map(|k| (k % 4 + 1) as f64).collect();
        let ndgrid_cols: Vec<f64> = (0..40).map(|k| (k / 4 + 1) as f64).collect();
        let mixed = [3.0, 4.0, 5.0, 5.0, 5.0, 9.0, 1.0, 2.0, 10.0, 10.0, 7.0];
        for xs in [
            &ndgrid_rows[..],
            &ndgrid_cols[..],
            &mixed[..],
            &[10.0],
            &[1.0, 2.0],
        ] {
            let g = sub(xs, 10).expect("valid");
            let want: Vec<f64> = xs.iter().map(|&x| col[x as usize - 1]).collect();
            assert_eq!(read(&g, &col), want, "{xs:?}");
        }
        assert!(matches!(
            sub(&ndgrid_cols, 10),
            Some(GatherSub::Stretches(_))
        ));
        let scattered: Vec<f64> = (0..200).map(|k| ((k * 7) % 10 + 1) as f64).collect();
        assert!(matches!(sub(&scattered, 10), Some(GatherSub::List(_))));
    }

    #[test]
    fn regular_stretches_are_checked_whole() {
        let col: Vec<f64> = (0..40).map(|i| 100.0 + i as f64).collect();
        let each = |g: &GatherSub| (0..g.len()).map(|k| col[g.at(k)]).collect::<Vec<_>>();
        let want = |xs: &[f64]| xs.iter().map(|&x| col[x as usize - 1]).collect::<Vec<_>>();
        // (first, difference of the starts, length, count, step)
        for (v, dv, len, count, step) in [
            (3, 0, 16, 3, 1),
            (1, 1, 17, 4, 0),
            (5, 2, 20, 3, 1),
            (30, -3, 16, 4, 0),
            (20, -2, 19, 2, 1),
            (1, 0, 23, 5, 1),
        ] {
            let xs: Vec<f64> = (0..count)
                .flat_map(|i: i64| (0..len).map(move |j: i64| (v + i * dv + j * step) as f64))
                .collect();
            let g = sub(&xs, 40).expect("valid");
            assert_eq!(read(&g, &col), want(&xs), "{xs:?}");
            let GatherSub::Stretches(s) = &g else {
                panic!("{xs:?} as stretches");
            };
            assert_eq!(s.parts.len(), count as usize);
            let block = (step == 1 && dv >= 0).then_some((
                (v - 1) as usize,
                len as usize,
                count as usize,
                dv as usize,
            ));
            assert_eq!(s.blocks(), block, "{xs:?}");
            // Past the extent: refused.
            let top = xs.iter().fold(0.0f64, |m, &x| m.max(x)) as usize;
            assert!(sub(&xs, top - 1).is_none(), "{xs:?} in {}", top - 1);
            // One element changed anywhere, or made invalid: read as it is.
            for k in 0..xs.len() {
                let mut ys = xs.clone();
                ys[k] = if ys[k] > 1.0 { ys[k] - 1.0 } else { 2.0 };
                let g = sub(&ys, 40).expect("valid");
                assert_eq!(each(&g), want(&ys), "{ys:?}");
                for bad in [0.0, 41.0, 2.5, f64::NAN] {
                    ys[k] = bad;
                    assert!(sub(&ys, 40).is_none(), "{ys:?}");
                }
            }
        }
    }

    #[test]
    fn stretch_ends_agree_with_their_definition() {
        // Stretches of every length from 1 to 40, equal or consecutive,
        // some followed by a NaN: ends at every offset of eight lanes.
        let mut d = Vec::new();
        for len in 1..=40 {
            let v = 100.0 * len as f64;
            let step = (len % 2) as f64;
            d.extend((0..len).map(|j| v + j as f64 * step));
            if len % 7 == 0 {
                d.push(f64::NAN);
            }
        }
        for k in (0..d.len()).filter(|&k| !d[k].is_nan()) {
            for step in [0.0, 1.0] {
                // The definition: one element at a time from the next.
                let want = stretch_tail(&d, k, k + 1, step);
                assert_eq!(stretch_end_portable(&d, k, step), want, "from {k}");
                #[cfg(target_arch = "x86_64")]
                if std::is_x86_feature_detected!("avx512f") {
                    // SAFETY: the CPU has the instructions.
                    assert_eq!(unsafe { stretch_end_avx512(&d, k, step) }, want, "from {k}");
                }
            }
        }
    }

    #[test]
    fn short_copies_copy() {
        let c: Vec<f64> = (0..600).map(|i| i as f64 + 0.5).collect();
        for n in 0..=600 {
            let mut o = vec![0.0; n];
            copy_short(&mut o, &c[..n]);
            assert_eq!(o, c[..n], "{n} elements");
        }
    }

    #[test]
    fn a_repeated_row_is_one_value_within_a_column() {
        // x' of x = 10:10:50 read as 3 rows: column c holds x(c) three
        // times. Elements 3..6 are column 1; 2..4 straddle columns 0 and 1.
        let x = Rc::new(Tensor::new(
            Dims::rc(5, 1),
            vec![10.0, 20.0, 30.0, 40.0, 50.0],
        ));
        let g = Gather {
            t: x,
            rows: GatherSub::Same(0, 3),
            cols: GatherSub::Run(0, 5),
            ext0: 1,
            nr: 3,
            n: 15,
        };
        let mut all = vec![0.0; 15];
        g.fill(0, &mut all);
        for pos in 0..15 {
            for len in 1..=15 - pos {
                let one = all[pos..pos + len].iter().all(|&v| v == all[pos]);
                let want = (pos / 3 == (pos + len - 1) / 3).then_some(all[pos]);
                assert_eq!(g.constant(pos, len), want, "from {pos}, {len} elements");
                assert!(want.is_none() || one);
            }
        }
        let rows = Gather {
            rows: GatherSub::Run(0, 3),
            ..g
        };
        assert_eq!(rows.constant(3, 3), None, "a run of rows is not one value");
    }

    #[test]
    fn index_vectors_out_of_range_are_refused() {
        for xs in [
            &[1.0, 2.0, 11.0][..],
            &[9.0, 10.0, 11.0],
            &[0.0, 1.0],
            &[2.5, 3.5],
            &[1.0, f64::NAN],
            &[f64::NAN, 1.0],
            &[-1.0, -1.0],
            &[5.0, 5.0, f64::INFINITY],
        ] {
            assert!(sub(xs, 10).is_none(), "{xs:?}");
        }
        let long_run: Vec<f64> = (1..=40).map(|k| k as f64).collect();
        assert!(sub(&long_run, 39).is_none());
        assert!(sub(&long_run, 40).is_some());
    }
}
