//! The loops of a fused pass: one elementwise form over `r` pieces of `p`
//! elements, compiled once per instruction set.
//!
//! A pass reads at most two operands and writes one; an operand is a
//! piece of memory, a double scalar, or the output itself (`Opnd::Out`: a
//! buffer updated in place, or the target block an assignment reads).
//! Each form is a closure over `f64`s, so the loops vectorize; the forms
//! that compose two operators (`Scaled`, `Apply`) do in one pass what two
//! would do, with the same operations in the same order.

use super::{Kind, Math, Power};
use crate::interp::LazyRange;

/// Where an operand lies in one chunk: `r` pieces of `p` elements, piece
/// `i` at `data[base + i * stride..]`.
#[derive(Clone, Copy)]
pub struct At<'a> {
    pub data: &'a [f64],
    pub base: usize,
    pub stride: usize,
}

/// As `At`, written.
pub struct AtMut<'a> {
    pub data: &'a mut [f64],
    pub base: usize,
    pub stride: usize,
}

/// An operand of a pass in one chunk.
#[derive(Clone, Copy)]
pub enum Opnd<'a> {
    Mem(At<'a>),
    Scalar(f64),
    /// The element the pass writes, read before it is written.
    Out,
}

/// What a pass computes per element from its operands `a` and `b`.
#[derive(Clone, Copy, Debug)]
pub enum Form {
    /// `a k b`.
    Bin(Kind),
    /// `(a k b) k2 c`, or `c k2 (a k b)` with `scalar_left`; `k2` scales
    /// (`Mul` or `Div`) and `a`, `b` are arrays.
    Scaled {
        k: Kind,
        k2: Kind,
        c: f64,
        scalar_left: bool,
    },
    /// `a k (b k2 c)` with `left`, else `(b k2 c) k a`; `c k2 b` with
    /// `scalar_left`; `k2` scales and `a`, `b` are arrays.
    Apply {
        k: Kind,
        k2: Kind,
        c: f64,
        scalar_left: bool,
        left: bool,
    },
    /// `(a k1 b) * c1 km (c k2 d) * c2`, each product `c1 * (...)` with
    /// `sl1` (`sl2`); every `k` a sum or difference, `a` to `d` in memory.
    Quad {
        k1: Kind,
        k2: Kind,
        km: Kind,
        c1: f64,
        c2: f64,
        sl1: bool,
        sl2: bool,
    },
    /// `out k s(Quad)`: the element written (`Opnd::Out`), plus or minus
    /// a quad of `a` to `d` scaled by `c` (`c * quad` with
    /// `scalar_left`); the quad's fields as in `Quad`.
    QuadApply {
        k1: Kind,
        k2: Kind,
        km: Kind,
        c1: f64,
        c2: f64,
        sl1: bool,
        sl2: bool,
        k: Kind,
        c: f64,
        scalar_left: bool,
    },
    /// `p(a)`.
    Pow(Power),
    /// `f(a)`.
    Map(Math),
    /// The range's elements at the chunk's positions (no operand).
    Range(LazyRange),
    /// `a`.
    Copy,
}

/// Whether `Scaled` and `Apply` may compose `k2` (the loops are made for
/// the scalings only, to keep their number down).
pub fn scales(k2: Kind) -> bool {
    matches!(k2, Kind::Mul | Kind::Div)
}

/// Piece `i` of an operand.
#[inline(always)]
fn piece<'a>(at: &At<'a>, i: usize, p: usize) -> &'a [f64] {
    let o = at.base + i * at.stride;
    &at.data[o..o + p]
}

#[inline(always)]
fn piece_mut<'b>(at: &'b mut AtMut<'_>, i: usize, p: usize) -> &'b mut [f64] {
    let o = at.base + i * at.stride;
    &mut at.data[o..o + p]
}

/// `(r, p)` as one piece when every operand's pieces follow one another.
#[inline(always)]
fn flat(r: usize, p: usize, out: &AtMut, ins: &[Opnd]) -> (usize, usize) {
    let contiguous = |o: &Opnd| !matches!(o, Opnd::Mem(At { stride, .. }) if *stride != p);
    if out.stride == p && ins.iter().all(contiguous) {
        (1, r * p)
    } else {
        (r, p)
    }
}

/// `out = h(a)` over the pieces.
#[inline(always)]
fn map(r: usize, p: usize, mut out: AtMut, a: Opnd, h: impl Fn(f64) -> f64) {
    let (r, p) = flat(r, p, &out, &[a]);
    match a {
        Opnd::Mem(x) => {
            for i in 0..r {
                let x = piece(&x, i, p);
                for (o, v) in piece_mut(&mut out, i, p).iter_mut().zip(x) {
                    *o = h(*v);
                }
            }
        }
        Opnd::Out => {
            for i in 0..r {
                for o in piece_mut(&mut out, i, p).iter_mut() {
                    *o = h(*o);
                }
            }
        }
        Opnd::Scalar(x) => {
            let v = h(x);
            for i in 0..r {
                piece_mut(&mut out, i, p).fill(v);
            }
        }
    }
}

/// `out = h(a, b)` over the pieces, `a` and `b` arrays (or the output).
#[inline(always)]
fn zip(r: usize, p: usize, mut out: AtMut, a: Opnd, b: Opnd, h: impl Fn(f64, f64) -> f64) {
    let (r, p) = flat(r, p, &out, &[a, b]);
    match (a, b) {
        (Opnd::Mem(x), Opnd::Mem(y)) => {
            for i in 0..r {
                let (x, y) = (piece(&x, i, p), piece(&y, i, p));
                for ((o, u), v) in piece_mut(&mut out, i, p).iter_mut().zip(x).zip(y) {
                    *o = h(*u, *v);
                }
            }
        }
        (Opnd::Out, Opnd::Mem(y)) => {
            for i in 0..r {
                let y = piece(&y, i, p);
                for (o, v) in piece_mut(&mut out, i, p).iter_mut().zip(y) {
                    *o = h(*o, *v);
                }
            }
        }
        (Opnd::Mem(x), Opnd::Out) => {
            for i in 0..r {
                let x = piece(&x, i, p);
                for (o, u) in piece_mut(&mut out, i, p).iter_mut().zip(x) {
                    *o = h(*u, *o);
                }
            }
        }
        (Opnd::Out, Opnd::Out) => {
            for i in 0..r {
                for o in piece_mut(&mut out, i, p).iter_mut() {
                    *o = h(*o, *o);
                }
            }
        }
        (Opnd::Scalar(x), b) => map(r, p, out, b, |v| h(x, v)),
        (a, Opnd::Scalar(y)) => map(r, p, out, a, |u| h(u, y)),
    }
}

/// `out = h(a, b, c, d)` over the pieces, the four in memory.
#[inline(always)]
fn zip4(r: usize, p: usize, mut out: AtMut, ins: [Opnd; 4], h: impl Fn(f64, f64, f64, f64) -> f64) {
    let (r, p) = flat(r, p, &out, &ins);
    let [Opnd::Mem(a), Opnd::Mem(b), Opnd::Mem(c), Opnd::Mem(d)] = ins else {
        unreachable!("a quad reads memory only")
    };
    for i in 0..r {
        let (a, b, c, d) = (
            piece(&a, i, p),
            piece(&b, i, p),
            piece(&c, i, p),
            piece(&d, i, p),
        );
        let o = piece_mut(&mut out, i, p);
        for ((((o, a), b), c), d) in o.iter_mut().zip(a).zip(b).zip(c).zip(d) {
            *o = h(*a, *b, *c, *d);
        }
    }
}

/// `out = h(out, a, b, c, d)` over the pieces, the four in memory.
#[inline(always)]
fn zip4_out(
    r: usize,
    p: usize,
    mut out: AtMut,
    ins: [Opnd; 4],
    h: impl Fn(f64, f64, f64, f64, f64) -> f64,
) {
    let (r, p) = flat(r, p, &out, &ins);
    let [Opnd::Mem(a), Opnd::Mem(b), Opnd::Mem(c), Opnd::Mem(d)] = ins else {
        unreachable!("a quad reads memory only")
    };
    for i in 0..r {
        let (a, b, c, d) = (
            piece(&a, i, p),
            piece(&b, i, p),
            piece(&c, i, p),
            piece(&d, i, p),
        );
        let o = piece_mut(&mut out, i, p);
        for ((((o, a), b), c), d) in o.iter_mut().zip(a).zip(b).zip(c).zip(d) {
            *o = h(*o, *a, *b, *c, *d);
        }
    }
}

/// `out` = the elements of `g` from `start` on (`LazyRange::elem`: every
/// one `base + i * inc` but the first and the last).
#[inline(always)]
fn range(r: usize, p: usize, start: usize, mut out: AtMut, g: &LazyRange) {
    let (r, p) = flat(r, p, &out, &[]);
    for i in 0..r {
        let i0 = start + i * p;
        let o = piece_mut(&mut out, i, p);
        for (j, o) in o.iter_mut().enumerate() {
            *o = g.base + (i0 + j) as f64 * g.inc;
        }
        if i0 + p == g.n {
            o[p - 1] = g.last;
        }
        if i0 == 0 {
            o[0] = g.base;
        }
    }
}

/// `$go(f)` with `f` the closure of kind `$k`, a sum or difference.
macro_rules! per_additive {
    ($k:expr, |$f:ident| $go:expr) => {
        match $k {
            Kind::Add => {
                let $f = |x: f64, y: f64| x + y;
                $go
            }
            _ => {
                let $f = |x: f64, y: f64| x - y;
                $go
            }
        }
    };
}

/// `$go(g)` with `g` the product by `$c`, the scalar on the left with `$sl`.
macro_rules! per_side {
    ($sl:expr, $c:expr, |$g:ident| $go:expr) => {
        if $sl {
            let $g = |v: f64| $c * v;
            $go
        } else {
            let $g = |v: f64| v * $c;
            $go
        }
    };
}

/// `$go(f)` with `f` the closure of kind `$k`.
macro_rules! per_kind {
    ($k:expr, |$f:ident| $go:expr) => {
        match $k {
            Kind::Add => {
                let $f = |x: f64, y: f64| x + y;
                $go
            }
            Kind::Sub => {
                let $f = |x: f64, y: f64| x - y;
                $go
            }
            Kind::Mul => {
                let $f = |x: f64, y: f64| x * y;
                $go
            }
            Kind::Div => {
                let $f = |x: f64, y: f64| x / y;
                $go
            }
            Kind::LDiv => {
                let $f = |x: f64, y: f64| y / x;
                $go
            }
        }
    };
}

/// `$go(g)` with `g` the scaling `$k2` (`Mul` or `Div`).
macro_rules! per_scaling {
    ($k2:expr, |$g:ident| $go:expr) => {
        match $k2 {
            Kind::Div => {
                let $g = |x: f64, y: f64| x / y;
                $go
            }
            _ => {
                let $g = |x: f64, y: f64| x * y;
                $go
            }
        }
    };
}

/// The pass loops for one instruction set.
macro_rules! kernels {
    ($(#[$attr:meta])*) => {
        use super::{map, range, zip, zip4, zip4_out, AtMut, Form, Kind, Math, Opnd, Power};

        /// Runs one pass over `r` pieces of `p` elements, the first
        /// element at `start` of the value's elements.
        $(#[$attr])*
        pub fn pass(form: &Form, r: usize, p: usize, start: usize, out: AtMut, ins: &[Opnd; 4]) {
            let [a, b, ..] = *ins;
            match *form {
                Form::Bin(k) => per_kind!(k, |f| zip(r, p, out, a, b, f)),
                Form::Scaled { k, k2, c, scalar_left: false } => {
                    per_kind!(k, |f| per_scaling!(k2, |g| zip(r, p, out, a, b, |x, y| g(f(x, y), c))))
                }
                Form::Scaled { k, k2, c, scalar_left: true } => {
                    per_kind!(k, |f| per_scaling!(k2, |g| zip(r, p, out, a, b, |x, y| g(c, f(x, y)))))
                }
                Form::Apply { k, k2, c, scalar_left, left } => per_kind!(k, |f| per_scaling!(k2, |g| {
                    match (scalar_left, left) {
                        (false, true) => zip(r, p, out, a, b, |x, y| f(x, g(y, c))),
                        (true, true) => zip(r, p, out, a, b, |x, y| f(x, g(c, y))),
                        (false, false) => zip(r, p, out, a, b, |x, y| f(g(y, c), x)),
                        (true, false) => zip(r, p, out, a, b, |x, y| f(g(c, y), x)),
                    }
                })),
                Form::Quad { k1, k2, km, c1, c2, sl1, sl2 } => {
                    per_additive!(k1, |f1| per_additive!(k2, |f2| per_additive!(km, |fm| {
                        per_side!(sl1, c1, |g1| per_side!(sl2, c2, |g2| {
                            zip4(r, p, out, *ins, |a, b, c, d| fm(g1(f1(a, b)), g2(f2(c, d))))
                        }))
                    })))
                }
                Form::QuadApply { k1, k2, km, c1, c2, sl1, sl2, k, c: cs, scalar_left } => {
                    per_additive!(k1, |f1| per_additive!(k2, |f2| per_additive!(km, |fm| {
                        per_side!(sl1, c1, |g1| per_side!(sl2, c2, |g2| {
                            per_additive!(k, |f| per_side!(scalar_left, cs, |g| {
                                zip4_out(r, p, out, *ins, |o, a, b, c, d| {
                                    f(o, g(fm(g1(f1(a, b)), g2(f2(c, d)))))
                                })
                            }))
                        }))
                    })))
                }
                Form::Pow(Power::Square) => map(r, p, out, a, |v| v * v),
                Form::Pow(Power::Cube) => map(r, p, out, a, |v| v * v * v),
                Form::Pow(Power::Reciprocal) => map(r, p, out, a, |v| 1.0 / v),
                Form::Pow(Power::Pow(y)) => map(r, p, out, a, |v| v.powf(y)),
                Form::Copy => map(r, p, out, a, |v| v),
                Form::Map(Math::Abs) => map(r, p, out, a, f64::abs),
                Form::Map(Math::Sqrt) => map(r, p, out, a, f64::sqrt),
                Form::Map(Math::Exp) => map(r, p, out, a, f64::exp),
                Form::Map(Math::Log) => map(r, p, out, a, f64::ln),
                Form::Map(Math::Sin) => map(r, p, out, a, f64::sin),
                Form::Map(Math::Cos) => map(r, p, out, a, f64::cos),
                Form::Map(Math::Tan) => map(r, p, out, a, f64::tan),
                Form::Map(Math::Atan) => map(r, p, out, a, f64::atan),
                Form::Map(Math::Floor) => map(r, p, out, a, f64::floor),
                Form::Map(Math::Ceil) => map(r, p, out, a, f64::ceil),
                Form::Map(Math::Round) => map(r, p, out, a, f64::round),
                Form::Map(Math::Fix) => map(r, p, out, a, f64::trunc),
                Form::Range(ref g) => range(r, p, start, out, g),
            }
        }
    };
}

mod portable {
    kernels!();
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    kernels!(#[target_feature(enable = "avx2")]);
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    kernels!(#[target_feature(enable = "avx512f")]);
}

/// Runs one pass with the widest loops the CPU has (the same `f64`
/// operations whichever: no FMA, only the width of the vectors differs).
pub fn pass(form: &Form, r: usize, p: usize, start: usize, out: AtMut, ins: &[Opnd; 4]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { avx512::pass(form, r, p, start, out, ins) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { avx2::pass(form, r, p, start, out, ins) };
    }
    portable::pass(form, r, p, start, out, ins)
}
