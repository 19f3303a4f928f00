//! Runs a tree's passes a chunk at a time: a stretch of one run of every
//! leaf when the runs are long, else several whole pieces of the runs at a
//! fixed distance from one another, each read where it lies (no gather),
//! so that the chunk buffers stay in cache.

use std::cell::RefCell;
use std::mem::MaybeUninit;

use super::kernels::{self, At, AtMut, Form, Grid, Opnd};
use super::nest::Nest;
use super::passes::{Dst, LeafData, Prog, Src};
use crate::rt::{Pieces, Runs};

/// Elements per chunk (8 KB per buffer).
pub const CHUNK: usize = 1024;

/// Pieces at least this long are cut into stretches; shorter ones are
/// taken whole, several to a chunk.
const LONG: usize = 128;

thread_local! {
    /// The chunk buffers, kept from one evaluation to the next.
    static SCRATCH: RefCell<Vec<f64>> = const { RefCell::new(Vec::new()) };
    /// A chunk of each gather leaf's elements (`LeafData::Gather`).
    static GATHERED: RefCell<Vec<f64>> = const { RefCell::new(Vec::new()) };
}

fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Where the value goes.
pub enum Dest<'d> {
    /// The elements `runs` of an array: a new one ([`computed`]), or one
    /// written in place ([`in_place`]).
    Block(&'d mut [MaybeUninit<f64>], &'d Runs),
    /// `n` elements handed a chunk at a time, in order, to a reduction.
    Sink(usize, &'d mut dyn FnMut(&[f64])),
}

/// `n` new elements, all written by `fill` into the block of every element
/// (a program run into `Dest::Block` writes each element of its block), so
/// never cleared first.
pub fn computed(n: usize, fill: impl FnOnce(&mut [MaybeUninit<f64>])) -> Vec<f64> {
    let mut v = Vec::with_capacity(n);
    fill(&mut v.spare_capacity_mut()[..n]);
    // SAFETY: `fill` wrote the first `n` elements (above).
    unsafe { v.set_len(n) };
    v
}

/// An array's elements as a destination written in place.
pub fn in_place(d: &mut [f64]) -> &mut [MaybeUninit<f64>] {
    // SAFETY: the same layout; the passes write only `f64` values, so the
    // elements stay initialized.
    unsafe { &mut *(d as *mut [f64] as *mut [MaybeUninit<f64>]) }
}

/// A destination's elements read as a target: those of an array assigned
/// in place, all initialized.
///
/// # Safety
/// Every element of `d` is initialized.
unsafe fn target(d: &[MaybeUninit<f64>]) -> &[f64] {
    // SAFETY: the same layout, and initialized (the caller).
    unsafe { &*(d as *const [MaybeUninit<f64>] as *const [f64]) }
}

/// One chunk: `k2` rows of `k` pieces of `p` elements, the first the
/// `start`-th of the value; where the first piece of leaf `i` (of the
/// destination, last) lies, the distance to its next, and to the next row.
struct Chunk<'c> {
    k2: usize,
    k: usize,
    p: usize,
    start: usize,
    at: &'c mut [(usize, usize, usize)],
}

impl Chunk<'_> {
    fn at<'d>(&self, i: usize, data: &'d [f64]) -> At<'d> {
        let (base, stride, stride2) = self.at[i];
        At {
            data,
            base,
            stride,
            stride2,
        }
    }

    fn grid(&self) -> Grid {
        Grid {
            r2: self.k2,
            r: self.k,
            p: self.p,
        }
    }
}

/// The loop nest of `prog`'s leaves and a destination block `dest`.
pub fn nest_of(prog: &Prog, dest: &Runs) -> Option<Nest> {
    Nest::new(prog.runs.iter().chain([dest]), dest.count())
}

/// Computes `prog` into `dest` (over `nest`, the nest of its leaves and
/// a destination block, when there is one).
pub fn run(prog: &Prog, nest: Option<&Nest>, dest: Dest) {
    match (dest, nest) {
        (Dest::Block(d, _), Some(nest)) => match split(prog, nest) {
            Some(parts) => run_split(prog, nest, d, parts),
            None => run_nest(prog, nest, d, 0),
        },
        (Dest::Sink(n, f), _)
            if n >= PAR_MIN
                && runtime::threads::count() > 1
                && !prog.data.iter().any(|d| matches!(d, LeafData::Target)) =>
        {
            // Computed a part at a time on both threads and reduced on
            // this one as the parts come: the reduction sees the same
            // elements in the same order.
            let whole = Runs::whole(n);
            match nest_of(prog, &whole).and_then(|nest| Some((pipe_cut(&nest)?, nest))) {
                Some(((dim, step), nest)) => run_piped(prog, &nest, dim, step, f),
                None => run_pieces(prog, Dest::Sink(n, f)),
            }
        }
        (dest, _) => run_pieces(prog, dest),
    }
}

/// Elements from which a program that calls a library kernel is shared
/// among the threads (the native tier leaves such loops to these passes).
const PAR_MIN: usize = decls::SHARED_MIN;

/// How to cut a program over `nest` among the threads (None: not): along
/// its outermost dimension, into so many parts. Only a nest of at least
/// `PAR_MIN` elements whose destination is one contiguous block, reading
/// arrays, gathers, the destination's own block, and blocks of the target
/// wholly before or after the destination (no thread writes them), with
/// threads to spare; and, unless a pass is `slow` (calls a kernel or takes
/// a square root), only a long one (`LONG_PASS`). Each element is
/// computed by the same operations whatever the parts.
fn split(prog: &Prog, nest: &Nest) -> Option<(usize, usize)> {
    let total: usize = nest.len.iter().product();
    if total < PAR_MIN {
        return None;
    }
    let costly = total >= LONG_PASS || prog.passes.iter().any(|p| p.form.slow());
    let dim = (0..nest.len.len()).rev().find(|&k| nest.len[k] > 1)?;
    let (_, dest_st) = nest.at[nest.at.len() - 1];
    let arrays = prog.data.iter().zip(&nest.at).all(|(d, at)| match d {
        LeafData::Array(_) | LeafData::Gather(_) => true,
        LeafData::Target => side(nest, at, dim).is_some(),
    });
    let t = runtime::threads::parts(total).min(nest.len[dim]);
    (costly && arrays && same(nest, &dest_st, &contiguous(nest), dim) && t >= 2).then_some((dim, t))
}

/// Elements from which any pass is cut among the threads: one thread
/// cannot stream a few megabytes as fast as two (the interpreter's own
/// elementwise loops cut at the same size).
const LONG_PASS: usize = runtime::lanes::SPLIT_MIN;

/// The strides of a block laid out contiguously over `nest`.
fn contiguous(nest: &Nest) -> [usize; 4] {
    let mut st = [1usize; 4];
    for k in 1..4 {
        st[k] = st[k - 1] * nest.len[k - 1];
    }
    st
}

/// Whether strides `st` are `want` along the dimensions of `nest` up to
/// `dim` that have more than one element.
fn same(nest: &Nest, st: &[usize; 4], want: &[usize; 4], dim: usize) -> bool {
    (1..=dim).all(|k| nest.len[k] == 1 || st[k] == want[k])
}

/// Where a target leaf at `at` lies beside the destination of `nest` (the
/// last block, contiguous), for a cut along `dim`.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    /// The destination's own block: each part reads what it writes.
    Own,
    /// Wholly before it, or wholly after it: read by every part, written
    /// by none.
    Before,
    After,
}

/// The side of a target leaf at `at` (None: it overlaps the destination
/// without being its own block, or straddles it).
fn side(nest: &Nest, &(b, st): &(usize, [usize; 4]), dim: usize) -> Option<Side> {
    let (base, dest_st) = nest.at[nest.at.len() - 1];
    if b == base && same(nest, &st, &dest_st, dim) {
        return Some(Side::Own);
    }
    let total: usize = nest.len.iter().product();
    let last = b + (0..4).map(|k| (nest.len[k] - 1) * st[k]).sum::<usize>();
    if last < base {
        Some(Side::Before)
    } else if b >= base + total {
        Some(Side::After)
    } else {
        None
    }
}

/// A program's arrays, shared with the threads.
struct Shared<'r, 'p, 'a>(&'r Prog<'p, 'a>);

// SAFETY: `split` (and `run`, for a pipeline, which admits no target
// leaf) admits only programs whose leaves are `LeafData::Array`
// (plain slices: other arrays, or the target's blocks outside the
// destination, which no thread writes), `LeafData::Target` (the part of
// the destination each thread is handed, read through it) or
// `LeafData::Gather`, which the threads only read (`Gather::fill`: the
// arrays behind its `Rc`s, never their reference counts, nothing cloned or
// dropped); the other parts of a program (passes, runs) are plain data.
unsafe impl Sync for Shared<'_, '_, '_> {}

/// `run_nest` cut along dimension `dim` into `parts`, one a thread, each
/// writing its own part of `dest`.
fn run_split(
    prog: &Prog,
    nest: &Nest,
    dest: &mut [MaybeUninit<f64>],
    (dim, parts): (usize, usize),
) {
    let ld = nest.len[dim];
    let inner: usize = nest.len[..dim].iter().product();
    // Parts of whole chunks where the dimension is the elements' own.
    let step = match dim {
        0 => ld.div_ceil(parts).div_ceil(CHUNK) * CHUNK,
        _ => ld.div_ceil(parts),
    };
    let nl = nest.at.len() - 1;
    let (base, _) = nest.at[nl];
    let end = base + ld * inner;
    let (before, rest) = dest.split_at_mut(base);
    let (mut rest, after) = rest.split_at_mut(ld * inner);
    let (before, after): (&[MaybeUninit<f64>], &[MaybeUninit<f64>]) = (before, after);
    // The target's other blocks become plain arrays, each of the side it
    // lies in, its first element moved back by where that side starts.
    let mut data = Vec::with_capacity(prog.data.len());
    let mut own = vec![false; nest.at.len()];
    let mut back = vec![0; nest.at.len()];
    for (i, (d, at)) in prog.data.iter().zip(&nest.at).enumerate() {
        data.push(match (d, side(nest, at, dim)) {
            (LeafData::Target, Some(Side::Own)) => {
                own[i] = true;
                LeafData::Target
            }
            // SAFETY (both): a target leaf reads an array assigned in place.
            (LeafData::Target, Some(Side::Before)) => LeafData::Array(unsafe { target(before) }),
            (LeafData::Target, Some(Side::After)) => {
                back[i] = end;
                LeafData::Array(unsafe { target(after) })
            }
            (LeafData::Target, None) => unreachable!("a target leaf `split` refuses"),
            (d, _) => *d,
        });
    }
    own[nl] = true;
    let prog = Prog {
        data: &data,
        ..*prog
    };
    let mut jobs = Vec::with_capacity(parts);
    let mut first = 0;
    while first < ld {
        let len = step.min(ld - first);
        let (mine, later) = std::mem::take(&mut rest).split_at_mut(len * inner);
        rest = later;
        let mut sub = nest.clone();
        sub.len[dim] = len;
        for (i, (b, st)) in sub.at.iter_mut().enumerate() {
            // The destination and the target's own block read and write
            // this part, `mine`.
            *b = if own[i] {
                0
            } else {
                *b - back[i] + first * st[dim]
            };
        }
        jobs.push((sub, mine, first * inner));
        first += len;
    }
    let shared = Shared(&prog);
    let shared = &shared;
    runtime::threads::each(jobs, |(sub, mine, first)| {
        // The whole `Shared`, not its field, is what the closure captures.
        let Shared(prog) = shared;
        run_nest(prog, &sub, mine, first)
    });
}

/// Elements of a part of a reduction's pipeline: 64 KB, several parts
/// in cache at once, each long enough to pay for the handover.
const PIPE_PART: usize = 8 * CHUNK;

/// How to cut a reduction's nest into the parts of a pipeline (None: not):
/// along its outermost dimension, so many of it a part (whole chunks
/// along the first), each part no longer than a few `PIPE_PART`s.
fn pipe_cut(nest: &Nest) -> Option<(usize, usize)> {
    let dim = (0..nest.len.len()).rev().find(|&k| nest.len[k] > 1)?;
    let inner: usize = nest.len[..dim].iter().product();
    let (_, dest_st) = nest.at[nest.at.len() - 1];
    let step = match dim {
        0 => PIPE_PART,
        _ => (PIPE_PART / inner).max(1),
    };
    (inner <= 4 * PIPE_PART && same(nest, &dest_st, &contiguous(nest), dim)).then_some((dim, step))
}

/// `prog`'s elements over `nest` handed to `f` in order, `step` of
/// dimension `dim` a part (`runtime::threads::pipeline`).
fn run_piped(prog: &Prog, nest: &Nest, dim: usize, step: usize, f: &mut dyn FnMut(&[f64])) {
    let ld = nest.len[dim];
    let inner: usize = nest.len[..dim].iter().product();
    let nl = nest.at.len() - 1;
    let shared = Shared(prog);
    let shared = &shared;
    let produce = |i: usize, slot: &mut [MaybeUninit<f64>]| {
        // The whole `Shared`, not its field, is what the closure captures.
        let Shared(prog) = shared;
        let first = i * step;
        let len = step.min(ld - first);
        let mut sub = nest.clone();
        sub.len[dim] = len;
        for (j, (b, st)) in sub.at.iter_mut().enumerate() {
            *b = if j == nl { 0 } else { *b + first * st[dim] };
        }
        run_nest(prog, &sub, &mut slot[..len * inner], first * inner);
        len * inner
    };
    // SAFETY: `run_nest` writes every element of its block (as
    // `computed` relies on), the first `len * inner` of the slot.
    unsafe { runtime::threads::pipeline(ld.div_ceil(step), step * inner, produce, f) };
}

/// Computes `prog` into `dest` over `nest` (the leaves' blocks, then the
/// destination's): with no chunk buffer, one kernel call per pass and
/// outer run; else chunks of whole innermost runs (or stretches of one).
/// The nest's first element is the value's `first`-th.
pub fn run_nest(prog: &Prog, nest: &Nest, dest: &mut [MaybeUninit<f64>], first: usize) {
    let [l0, l1, l2, l3] = nest.len;
    if l0 == 0 || l1 == 0 || l2 == 0 || l3 == 0 {
        return;
    }
    let mut at_buf = [(0usize, 0usize, 0usize); 16];
    let mut at_vec;
    let at: &mut [(usize, usize, usize)] = if nest.at.len() <= at_buf.len() {
        &mut at_buf[..nest.at.len()]
    } else {
        at_vec = vec![(0usize, 0usize, 0usize); nest.at.len()];
        &mut at_vec
    };
    if prog.nbufs == 0 {
        // No buffer to keep in cache: the pass walks two dimensions itself.
        for i3 in 0..l3 {
            for (a, (b, st)) in at.iter_mut().zip(&nest.at) {
                *a = (b + i3 * st[3], st[1], st[2]);
            }
            let ch = Chunk {
                k2: l2,
                k: l1,
                p: l0,
                start: first + i3 * l2 * l1 * l0,
                at: &mut *at,
            };
            chunk(prog, &ch, dest, &mut []);
        }
        return;
    }
    let (k, stretch) = if l0 > CHUNK {
        (1, l0.div_ceil(l0.div_ceil(CHUNK)))
    } else {
        ((CHUNK / l0).min(l1), l0)
    };
    SCRATCH.with(|s| {
        let mut bufs = s.borrow_mut();
        let need = prog.nbufs * CHUNK;
        if bufs.len() < need {
            bufs.resize(need, 0.0);
        }
        let bufs = &mut bufs[..need];
        for i3 in 0..l3 {
            for i2 in 0..l2 {
                let pos = (i3 * l2 + i2) * l1 * l0;
                let mut i1 = 0;
                while i1 < l1 {
                    let kk = k.min(l1 - i1);
                    let mut j = 0;
                    while j < l0 {
                        let len = stretch.min(l0 - j);
                        for (a, (b, st)) in at.iter_mut().zip(&nest.at) {
                            *a = (b + j + i1 * st[1] + i2 * st[2] + i3 * st[3], st[1], 0);
                        }
                        let ch = Chunk {
                            k2: 1,
                            k: kk,
                            p: len,
                            start: first + pos + i1 * l0 + j,
                            at: &mut *at,
                        };
                        chunk(prog, &ch, dest, bufs);
                        j += len;
                    }
                    i1 += kk;
                }
            }
        }
    });
}

/// Computes `prog` into `dest` a chunk of pieces at a time (blocks with
/// no common nest, and reductions).
fn run_pieces(prog: &Prog, dest: Dest) {
    let whole;
    let (runs, n, mut sink) = match dest {
        Dest::Block(d, r) => (r, r.count(), Out::Block(d)),
        Dest::Sink(n, f) => {
            whole = Runs::whole(n);
            (&whole, n, Out::Sink(f))
        }
    };
    if n == 0 {
        return;
    }
    // Every leaf's runs, and the destination's, are made of whole pieces.
    let p = prog
        .runs
        .iter()
        .fold(gcd(runs.run_len(), n), |p, l| gcd(p, l.run_len()));
    let all_runs = || prog.runs.iter().chain([runs]);
    let mut at = vec![(0usize, 0usize, 0usize); prog.runs.len() + 1];
    SCRATCH.with(|s| {
        let mut bufs = s.borrow_mut();
        // The chunk buffers, and a chunk of the value for a reduction.
        let need = (prog.nbufs + 1) * CHUNK;
        if bufs.len() < need {
            bufs.resize(need, 0.0);
        }
        let (bufs, window) = bufs.split_at_mut(prog.nbufs * CHUNK);
        let nl = prog.runs.len();
        // Runs every pass over the chunk into the destination.
        let mut each = |ch: &mut Chunk| match &mut sink {
            Out::Block(d) => chunk(prog, ch, d, bufs),
            Out::Sink(f) => {
                ch.at[nl] = (0, ch.p, 0);
                chunk(prog, ch, in_place(window), bufs);
                f(&window[..ch.k * ch.p]);
            }
        };
        if p >= LONG {
            // Stretches within each piece, as even as may be.
            let c = p.div_ceil(p.div_ceil(CHUNK));
            let mut s0 = 0;
            while s0 < n {
                let mut s = s0;
                while s < s0 + p {
                    let len = c.min(s0 + p - s);
                    for (a, r) in at.iter_mut().zip(all_runs()) {
                        *a = (r.offset_at(s), len, 0);
                    }
                    each(&mut Chunk {
                        k2: 1,
                        k: 1,
                        p: len,
                        start: s,
                        at: &mut at,
                    });
                    s += len;
                }
                s0 += p;
            }
            return;
        }
        let mut walk: Vec<Pieces> = all_runs().map(|r| Pieces::new(r, p)).collect();
        // Chunks within periods of every walk (each a multiple of the least,
        // the extents being those of one block; else a piece at a time).
        let least = walk.iter().zip(all_runs()).map(|(w, r)| w.period(r)).min();
        let period = match least {
            Some(m)
                if walk
                    .iter()
                    .zip(all_runs())
                    .all(|(w, r)| w.period(r) % m == 0) =>
            {
                m
            }
            _ => 1,
        };
        let r = (CHUNK / p).max(1);
        let k_even = period.min(n / p).div_ceil(period.min(n / p).div_ceil(r));
        let pieces = n / p;
        let mut q = 0;
        while q < pieces {
            let to_period = if period == usize::MAX {
                usize::MAX
            } else {
                period - q % period
            };
            let k = k_even.min(to_period).min(pieces - q);
            for ((a, w), r) in at.iter_mut().zip(&walk).zip(all_runs()) {
                let (base, stride) = w.at(r);
                *a = (base, stride, 0);
            }
            each(&mut Chunk {
                k2: 1,
                k,
                p,
                start: q * p,
                at: &mut at,
            });
            for (w, r) in walk.iter_mut().zip(all_runs()) {
                w.advance(r, k);
            }
            q += k;
        }
    });
}

/// Where the last pass writes.
enum Out<'d> {
    Block(&'d mut [MaybeUninit<f64>]),
    Sink(&'d mut dyn FnMut(&[f64])),
}

/// Runs every pass over one chunk, the gather leaves' elements first
/// filled into a buffer each.
fn chunk(prog: &Prog, ch: &Chunk, dest: &mut [MaybeUninit<f64>], bufs: &mut [f64]) {
    if !prog.data.iter().any(|d| matches!(d, LeafData::Gather(_))) {
        return chunk_with(prog, ch, dest, bufs, &[], 0, &[]);
    }
    // A quad's loop reads memory only: its gathers are filled even when
    // constant.
    let quads = prog
        .passes
        .iter()
        .any(|p| matches!(p.form, Form::Quad { .. } | Form::QuadApply { .. }));
    let mut consts = [None; CONSTANTS];
    GATHERED.with(|g| {
        let mut g = g.borrow_mut();
        let size = ch.k2 * ch.k * ch.p;
        let count = prog
            .data
            .iter()
            .filter(|d| matches!(d, LeafData::Gather(_)))
            .count();
        if g.len() < count * size {
            g.resize(count * size, 0.0);
        }
        let mut j = 0;
        for (i, d) in prog.data.iter().enumerate() {
            let LeafData::Gather(gs) = d else {
                continue;
            };
            let out = &mut g[j * size..(j + 1) * size];
            // The leaf's runs are the value's positions, in order.
            let (base, stride, stride2) = ch.at[i];
            if stride == ch.p && (ch.k2 == 1 || stride2 == ch.k * ch.p) {
                let one = if quads { None } else { gs.constant(base, size) };
                match (one, consts.get_mut(j)) {
                    (Some(x), Some(c)) => *c = Some(x),
                    _ => gs.fill(base, out),
                }
            } else {
                for i2 in 0..ch.k2 {
                    for i1 in 0..ch.k {
                        let at = (i2 * ch.k + i1) * ch.p;
                        gs.fill(base + i2 * stride2 + i1 * stride, &mut out[at..at + ch.p]);
                    }
                }
            }
            j += 1;
        }
        chunk_with(prog, ch, dest, bufs, &g[..count * size], size, &consts)
    })
}

/// The gather leaves (the first so many) that a chunk may read as a
/// scalar (`Gather::constant`).
const CONSTANTS: usize = 8;

/// The chunk of the `j`-th gather leaf (of `size` elements in rows of `k`
/// pieces of `p`).
fn gathered<'g>(g: &'g [f64], j: usize, size: usize, ch: &Chunk) -> At<'g> {
    At {
        data: &g[j * size..(j + 1) * size],
        base: 0,
        stride: ch.p,
        stride2: ch.k * ch.p,
    }
}

/// How many gather leaves come before leaf `i`.
fn gather_rank(prog: &Prog, i: usize) -> usize {
    prog.data[..i]
        .iter()
        .filter(|d| matches!(d, LeafData::Gather(_)))
        .count()
}

/// `chunk`, with the gather leaves' elements in `g` (`size` each), or
/// their one value in `consts`.
fn chunk_with(
    prog: &Prog,
    ch: &Chunk,
    dest: &mut [MaybeUninit<f64>],
    bufs: &mut [f64],
    g: &[f64],
    size: usize,
    consts: &[Option<f64>],
) {
    let gather = |i: usize| {
        let j = gather_rank(prog, i);
        match consts.get(j).copied().flatten() {
            Some(x) => Opnd::Scalar(x),
            None => Opnd::Mem(gathered(g, j, size, ch)),
        }
    };
    // Buffers only in chunks of one row.
    let len = ch.k * ch.p;
    let nl = prog.runs.len();
    for pass in prog.passes {
        match pass.out {
            Dst::Dest => {
                // The destination alone is written: no operand reads it
                // but through `Src::Out`.
                let opnd = |s: Src| match s {
                    Src::Leaf(i) => match prog.data[i as usize] {
                        LeafData::Array(d) => Opnd::Mem(ch.at(i as usize, d)),
                        LeafData::Gather(_) => gather(i as usize),
                        LeafData::Target => unreachable!("a target leaf in the last pass"),
                    },
                    Src::Buf(b) => Opnd::Mem(buf(
                        &bufs[b as usize * CHUNK..b as usize * CHUNK + len],
                        ch.p,
                    )),
                    Src::Scalar(x) => Opnd::Scalar(x),
                    Src::Out => Opnd::Out,
                };
                let i = &pass.ins;
                let ins = [opnd(i[0]), opnd(i[1]), opnd(i[2]), opnd(i[3])];
                let (base, stride, stride2) = ch.at[nl];
                let out = AtMut {
                    data: dest,
                    base,
                    stride,
                    stride2,
                };
                kernels::pass(&pass.form, ch.grid(), ch.start, out, &ins);
            }
            Dst::Buf(j) => {
                let j = j as usize;
                let (lo, rest) = bufs.split_at_mut(j * CHUNK);
                let (mid, hi) = rest.split_at_mut(CHUNK);
                let dest: &[MaybeUninit<f64>] = dest;
                let opnd = |s: Src| match s {
                    Src::Leaf(i) => match prog.data[i as usize] {
                        LeafData::Array(d) => Opnd::Mem(ch.at(i as usize, d)),
                        // SAFETY: a target leaf reads an array assigned in place.
                        LeafData::Target => Opnd::Mem(ch.at(i as usize, unsafe { target(dest) })),
                        LeafData::Gather(_) => gather(i as usize),
                    },
                    Src::Buf(b) => {
                        let b = b as usize;
                        let d = if b < j {
                            &lo[b * CHUNK..b * CHUNK + len]
                        } else {
                            &hi[(b - j - 1) * CHUNK..(b - j - 1) * CHUNK + len]
                        };
                        Opnd::Mem(buf(d, ch.p))
                    }
                    Src::Scalar(x) => Opnd::Scalar(x),
                    Src::Out => Opnd::Out,
                };
                let i = &pass.ins;
                let ins = [opnd(i[0]), opnd(i[1]), opnd(i[2]), opnd(i[3])];
                let out = AtMut {
                    data: in_place(&mut mid[..len]),
                    base: 0,
                    stride: ch.p,
                    stride2: len,
                };
                kernels::pass(&pass.form, ch.grid(), ch.start, out, &ins);
            }
        }
    }
}

/// A chunk buffer as an operand (chunks with buffers have one row).
fn buf(data: &[f64], p: usize) -> At<'_> {
    At {
        data,
        base: 0,
        stride: p,
        stride2: data.len(),
    }
}
