//! The loops of a fused pass: one elementwise form over rows of pieces of
//! `p` elements (`Grid`), compiled once per instruction set.
//!
//! A pass reads at most two operands and writes one; an operand is a
//! piece of memory, a double scalar, or the output itself (`Opnd::Out`: a
//! buffer updated in place, or the target block an assignment reads).
//! Each form is a closure over `f64`s, so the loops vectorize; the forms
//! that compose two operators (`Scaled`, `Apply`, `BinThen`, `ApplyThen`)
//! do in one pass what two would do, with the same operations in the same
//! order.
//!
//! The output may be a new array not yet written (`MaybeUninit`): a pass
//! writes every element of its pieces, and reads one (`Opnd::Out`) only
//! where an earlier pass, or the array assigned, has written it.

use std::mem::MaybeUninit;

use super::{Kind, Power};
use crate::rt::LazyRange;
use decls::{Math, Native};

/// The pieces of a pass: `r2` rows of `r` pieces of `p` elements.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub r2: usize,
    pub r: usize,
    pub p: usize,
}

/// Where an operand lies in one chunk: piece `i` of row `i2` at
/// `data[base + i2 * stride2 + i * stride..]`.
#[derive(Clone, Copy)]
pub struct At<'a> {
    pub data: &'a [f64],
    pub base: usize,
    pub stride: usize,
    pub stride2: usize,
}

/// As `At`, written.
pub struct AtMut<'a> {
    pub data: &'a mut [MaybeUninit<f64>],
    pub base: usize,
    pub stride: usize,
    pub stride2: usize,
}

impl<'a> At<'a> {
    #[inline(always)]
    fn row(&self, i2: usize) -> At<'a> {
        At {
            base: self.base + i2 * self.stride2,
            ..*self
        }
    }
}

impl AtMut<'_> {
    /// The same pieces, for one more pass.
    #[inline(always)]
    fn reborrow(&mut self) -> AtMut<'_> {
        AtMut {
            data: &mut *self.data,
            ..*self
        }
    }

    #[inline(always)]
    fn row(&mut self, i2: usize) -> AtMut<'_> {
        AtMut {
            data: &mut *self.data,
            base: self.base + i2 * self.stride2,
            stride: self.stride,
            stride2: 0,
        }
    }
}

impl<'a> Opnd<'a> {
    #[inline(always)]
    fn row(self, i2: usize) -> Opnd<'a> {
        match self {
            Opnd::Mem(a) => Opnd::Mem(a.row(i2)),
            o => o,
        }
    }
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
    /// `t(a k b)`: an operator and then a power or instruction of its
    /// result (`sqrt (d1 + d2)`, `(x - x') .^ 2`).
    BinThen { k: Kind, t: Then },
    /// `a k t(b)` with `left`, else `t(b) k a`: an operator of an array and
    /// a power or instruction of another (`s + d .^ 2`, `dr ./ r .^ 3`).
    ApplyThen { k: Kind, t: Then, left: bool },
    /// `p(a)`.
    Pow(Power),
    /// `f(a)`.
    Map(Math),
    /// The range's elements at the chunk's positions (no operand).
    Range(LazyRange),
    /// `a`.
    Copy,
}

impl Form {
    /// Whether it calls a library kernel or takes a square root: a vector
    /// square root takes about as long an element as a library call.
    pub fn slow(&self) -> bool {
        match *self {
            Form::Map(m) => matches!(m.native(), None | Some(Native::Sqrt)),
            Form::BinThen { t, .. } | Form::ApplyThen { t, .. } => t == Then::Sqrt,
            _ => false,
        }
    }
}

/// What `BinThen` and `ApplyThen` apply after (or before) their operator:
/// a power whose loop is a product or a quotient, or a function that is one
/// machine instruction: one loop instead of two over the chunk, with the
/// operator beside a square root or a division, which bound the loop
/// (nb3v's `sqrt (d1 .^ 2 + d2 .^ 2 + d3 .^ 2 + 0.01)` and `dr ./ r .^ 3`:
/// 9 passes -> 5, 28 -> 26 us a step).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Then {
    Square,
    Cube,
    Reciprocal,
    Abs,
    Sqrt,
}

impl Then {
    /// The `Then` of a power or function node, if it has one.
    pub fn of_pow(p: Power) -> Option<Then> {
        match p {
            Power::Square => Some(Then::Square),
            Power::Cube => Some(Then::Cube),
            Power::Reciprocal => Some(Then::Reciprocal),
            Power::Pow(_) => None,
        }
    }

    /// Of the builtins a tree holds (`fuse::Node::Map`), those that are one
    /// instruction.
    pub fn of_map(m: Math) -> Option<Then> {
        match m.native()? {
            Native::Abs => Some(Then::Abs),
            Native::Sqrt => Some(Then::Sqrt),
            Native::Floor | Native::Ceil | Native::Trunc => None,
        }
    }
}

/// Whether `Scaled` and `Apply` may compose `k2` (the loops are made for
/// the scalings only, to keep their number down).
pub fn scales(k2: Kind) -> bool {
    matches!(k2, Kind::Mul | Kind::Div)
}

/// Whether the last piece of grid `g` at `base`, `stride`, `stride2`
/// lies within `len`: then every piece does (`piece`).
#[inline(always)]
fn within(base: usize, stride: usize, stride2: usize, len: usize, g: Grid) -> bool {
    if g.r2 == 0 || g.r == 0 || g.p == 0 {
        return true;
    }
    let last = (g.r2 - 1)
        .checked_mul(stride2)
        .and_then(|o| o.checked_add((g.r - 1).checked_mul(stride)?))
        .and_then(|o| o.checked_add(base)?.checked_add(g.p));
    last.is_some_and(|e| e <= len)
}

/// Checks once that every piece of the output and of each operand in
/// memory lies within its data (the pieces are then taken unchecked: the
/// bounds checks per piece cost more than a short piece's loop).
#[inline(always)]
fn check(g: Grid, out: &AtMut, ins: &[Opnd]) {
    let ok = within(out.base, out.stride, out.stride2, out.data.len(), g)
        && ins.iter().all(|o| match o {
            Opnd::Mem(a) => within(a.base, a.stride, a.stride2, a.data.len(), g),
            _ => true,
        });
    assert!(ok, "a fused pass's piece out of its array");
}

/// Piece `i` of an operand (`check`ed).
#[inline(always)]
fn piece<'a>(at: &At<'a>, i: usize, p: usize) -> &'a [f64] {
    let o = at.base + i * at.stride;
    debug_assert!(o + p <= at.data.len());
    // SAFETY: `check` found every piece within the data.
    unsafe { at.data.get_unchecked(o..o + p) }
}

#[inline(always)]
fn piece_mut<'b>(at: &'b mut AtMut<'_>, i: usize, p: usize) -> &'b mut [MaybeUninit<f64>] {
    let o = at.base + i * at.stride;
    debug_assert!(o + p <= at.data.len());
    // SAFETY: as `piece`.
    unsafe { at.data.get_unchecked_mut(o..o + p) }
}

/// The grid with fewer, longer pieces where every operand's pieces
/// follow one another (a row as one piece, then the rows as one).
#[inline(always)]
fn flat(g: Grid, out: &AtMut, ins: &[Opnd]) -> Grid {
    let all = |f: &dyn Fn(usize, usize) -> bool| {
        f(out.stride, out.stride2)
            && ins.iter().all(|o| match o {
                Opnd::Mem(a) => f(a.stride, a.stride2),
                _ => true,
            })
    };
    if g.r > 1 && !all(&|s, _| s == g.p) {
        return g;
    }
    let row = g.r * g.p;
    if g.r2 > 1 && all(&|_, s2| s2 == row) {
        return Grid {
            r2: 1,
            r: 1,
            p: g.r2 * row,
        };
    }
    Grid {
        r2: g.r2,
        r: 1,
        p: row,
    }
}

/// `out = h(a)` over the pieces.
#[inline(always)]
fn map(g: Grid, mut out: AtMut, a: Opnd, h: impl Fn(f64) -> f64) {
    let g = flat(g, &out, &[a]);
    check(g, &out, &[a]);
    for i2 in 0..g.r2 {
        map_row(g.r, g.p, out.row(i2), a.row(i2), &h);
    }
}

#[inline(always)]
fn map_row(r: usize, p: usize, mut out: AtMut, a: Opnd, h: impl Fn(f64) -> f64) {
    match a {
        Opnd::Mem(x) => {
            for i in 0..r {
                let x = piece(&x, i, p);
                for (o, v) in piece_mut(&mut out, i, p).iter_mut().zip(x) {
                    o.write(h(*v));
                }
            }
        }
        Opnd::Out => {
            for i in 0..r {
                for o in piece_mut(&mut out, i, p).iter_mut() {
                    o.write(h(written(o)));
                }
            }
        }
        Opnd::Scalar(x) => {
            let v = h(x);
            for i in 0..r {
                piece_mut(&mut out, i, p).fill(MaybeUninit::new(v));
            }
        }
    }
}

/// `out = h(a, b)` over the pieces, `a` and `b` arrays (or the output).
#[inline(always)]
fn zip(g: Grid, mut out: AtMut, a: Opnd, b: Opnd, h: impl Fn(f64, f64) -> f64) {
    let g = flat(g, &out, &[a, b]);
    check(g, &out, &[a, b]);
    for i2 in 0..g.r2 {
        zip_row(g.r, g.p, out.row(i2), a.row(i2), b.row(i2), &h);
    }
}

#[inline(always)]
fn zip_row(r: usize, p: usize, mut out: AtMut, a: Opnd, b: Opnd, h: impl Fn(f64, f64) -> f64) {
    match (a, b) {
        (Opnd::Mem(x), Opnd::Mem(y)) => {
            for i in 0..r {
                let (x, y) = (piece(&x, i, p), piece(&y, i, p));
                for ((o, u), v) in piece_mut(&mut out, i, p).iter_mut().zip(x).zip(y) {
                    o.write(h(*u, *v));
                }
            }
        }
        (Opnd::Out, Opnd::Mem(y)) => {
            for i in 0..r {
                let y = piece(&y, i, p);
                for (o, v) in piece_mut(&mut out, i, p).iter_mut().zip(y) {
                    o.write(h(written(o), *v));
                }
            }
        }
        (Opnd::Mem(x), Opnd::Out) => {
            for i in 0..r {
                let x = piece(&x, i, p);
                for (o, u) in piece_mut(&mut out, i, p).iter_mut().zip(x) {
                    o.write(h(*u, written(o)));
                }
            }
        }
        (Opnd::Out, Opnd::Out) => {
            for i in 0..r {
                for o in piece_mut(&mut out, i, p).iter_mut() {
                    let v = written(o);
                    o.write(h(v, v));
                }
            }
        }
        (Opnd::Scalar(x), b) => map_row(r, p, out, b, |v| h(x, v)),
        (a, Opnd::Scalar(y)) => map_row(r, p, out, a, |u| h(u, y)),
    }
}

/// `out = h(a, b, c, d)` over the pieces, the four in memory.
#[inline(always)]
fn zip4(g: Grid, out: AtMut, ins: [Opnd; 4], h: impl Fn(f64, f64, f64, f64) -> f64) {
    quads(g, out, ins, |o, a, b, c, d| {
        o.write(h(a, b, c, d));
    })
}

/// `out = h(out, a, b, c, d)` over the pieces, the four in memory.
#[inline(always)]
fn zip4_out(g: Grid, out: AtMut, ins: [Opnd; 4], h: impl Fn(f64, f64, f64, f64, f64) -> f64) {
    quads(g, out, ins, |o, a, b, c, d| {
        o.write(h(written(o), a, b, c, d));
    })
}

/// `f(out, a, b, c, d)` for each element of the pieces, the four in memory.
#[inline(always)]
fn quads(
    g: Grid,
    mut out: AtMut,
    ins: [Opnd; 4],
    f: impl Fn(&mut MaybeUninit<f64>, f64, f64, f64, f64),
) {
    let g = flat(g, &out, &ins);
    check(g, &out, &ins);
    let [Opnd::Mem(a), Opnd::Mem(b), Opnd::Mem(c), Opnd::Mem(d)] = ins else {
        unreachable!("a quad reads memory only")
    };
    let p = g.p;
    for i2 in 0..g.r2 {
        let (a, b, c, d) = (a.row(i2), b.row(i2), c.row(i2), d.row(i2));
        let mut out = out.row(i2);
        for i in 0..g.r {
            let (a, b, c, d) = (
                piece(&a, i, p),
                piece(&b, i, p),
                piece(&c, i, p),
                piece(&d, i, p),
            );
            let o = piece_mut(&mut out, i, p);
            for ((((o, a), b), c), d) in o.iter_mut().zip(a).zip(b).zip(c).zip(d) {
                f(o, *a, *b, *c, *d);
            }
        }
    }
}

thread_local! {
    /// The reciprocals of a divisor piece `quotients` reads many times.
    static RECIPROCALS: std::cell::RefCell<runtime::quotient::Reciprocals> = std::cell::RefCell::default();
}

/// Whether `a / b` over `g` divides many elements by one divisor: `b` a
/// scalar, or a piece of `b` that every piece of its row reads (`stride`
/// 0: `dr ./ r .^ 3` with `r` broadcast over the pages of `dr`). Then
/// `quotients` takes them in steps of products (`runtime::quotient`).
fn shares_divisor(g: Grid, a: &Opnd, b: &Opnd) -> bool {
    let shared = match (a, b) {
        (Opnd::Scalar(_), _) | (_, Opnd::Out) => false,
        (_, Opnd::Scalar(_)) => true,
        (_, Opnd::Mem(y)) => y.stride == 0 && g.r >= 2,
    };
    // Each piece is one call: short ones keep the division loop.
    shared && g.p >= runtime::quotient::MIN_RUN && runtime::quotient::in_steps()
}

/// `out = a / b` where `shares_divisor`: the division's bits, a reciprocal
/// per divisor and a few products per quotient.
fn quotients(g: Grid, mut out: AtMut, a: Opnd, b: Opnd) {
    use runtime::quotient;
    let g = match b {
        Opnd::Scalar(_) => flat(g, &out, &[a]),
        _ => g,
    };
    check(g, &out, &[a, b]);
    let p = g.p;
    RECIPROCALS.with_borrow_mut(|r| {
        for i2 in 0..g.r2 {
            let (a, b, mut out) = (a.row(i2), b.row(i2), out.row(i2));
            if let Opnd::Mem(y) = b {
                r.take(piece(&y, 0, p));
            }
            for i in 0..g.r {
                let o = piece_mut(&mut out, i, p);
                match (a, b) {
                    (Opnd::Mem(x), Opnd::Scalar(y)) => {
                        quotient::by_scalar_into(o, piece(&x, i, p), y)
                    }
                    (Opnd::Out, Opnd::Scalar(y)) => quotient::by_scalar_in_place(written_mut(o), y),
                    (Opnd::Mem(x), Opnd::Mem(y)) => {
                        quotient::by_each_into(o, piece(&x, i, p), piece(&y, i, p), r)
                    }
                    (Opnd::Out, Opnd::Mem(y)) => {
                        quotient::by_each_in_place(written_mut(o), piece(&y, i, p), r)
                    }
                    _ => unreachable!("`shares_divisor` admits these"),
                }
            }
        }
    })
}

/// `out = sqrt (out)` over the pieces, in steps of FMAs where the CPU
/// has them (`runtime::root`): the second loop of a root after an
/// operator (`sqrt (s + 0.01)`), the instruction's bits.
fn roots(g: Grid, mut out: AtMut) {
    let g = flat(g, &out, &[]);
    check(g, &out, &[]);
    for i2 in 0..g.r2 {
        let mut out = out.row(i2);
        for i in 0..g.r {
            runtime::root::in_place(written_mut(piece_mut(&mut out, i, g.p)));
        }
    }
}

/// Output elements read back and written again (`Opnd::Out`).
#[inline(always)]
fn written_mut(o: &mut [MaybeUninit<f64>]) -> &mut [f64] {
    // SAFETY: the same layout; the passes read back only elements already
    // written (the module's doc).
    unsafe { &mut *(o as *mut [MaybeUninit<f64>] as *mut [f64]) }
}

/// An output element read back (`Opnd::Out`).
#[inline(always)]
fn written(o: &MaybeUninit<f64>) -> f64 {
    // SAFETY: the passes read back only elements already written (the
    // module's doc).
    unsafe { o.assume_init() }
}

/// `out` = the elements of `g` from `start` on (`LazyRange::elem`: every
/// one `base + i * inc` but the first and the last).
#[inline(always)]
fn range(gr: Grid, start: usize, mut out: AtMut, g: &LazyRange) {
    let gr = flat(gr, &out, &[]);
    check(gr, &out, &[]);
    let p = gr.p;
    for i2 in 0..gr.r2 {
        let mut row = out.row(i2);
        for i in 0..gr.r {
            let i0 = start + (i2 * gr.r + i) * p;
            let o = piece_mut(&mut row, i, p);
            for (j, o) in o.iter_mut().enumerate() {
                o.write(g.base + (i0 + j) as f64 * g.inc);
            }
            if i0 + p == g.n {
                o[p - 1].write(g.last);
            }
            if i0 == 0 {
                o[0].write(g.base);
            }
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

/// `$go(t)` with `t` the function of `$then` (the powers' own loops, and
/// the instructions `Math::native` names).
macro_rules! per_then {
    ($then:expr, |$t:ident| $go:expr) => {
        match $then {
            Then::Square => {
                let $t = |v: f64| v * v;
                $go
            }
            Then::Cube => {
                let $t = |v: f64| v * v * v;
                $go
            }
            Then::Reciprocal => {
                let $t = |v: f64| 1.0 / v;
                $go
            }
            Then::Abs => {
                let $t = f64::abs;
                $go
            }
            Then::Sqrt => {
                let $t = f64::sqrt;
                $go
            }
        }
    };
}

/// The pass loops for one instruction set.
macro_rules! kernels {
    ($(#[$attr:meta])*) => {
        use super::{map, quotients, range, roots, shares_divisor, zip, zip4, zip4_out, AtMut, Form, Grid, Kind, Opnd, Power, Then};

        /// Runs one pass over the pieces of `g`, the first element at
        /// `start` of the value's elements (the pieces follow one another
        /// in the value).
        $(#[$attr])*
        pub fn pass(form: &Form, grid: Grid, start: usize, out: AtMut, ins: &[Opnd; 4]) {
            let [a, b, ..] = *ins;
            match *form {
                Form::Bin(Kind::Div) if shares_divisor(grid, &a, &b) => quotients(grid, out, a, b),
                Form::Bin(k) => per_kind!(k, |f| zip(grid, out, a, b, f)),
                // `(a k b) / c`: the operator's pass, then the quotients.
                Form::Scaled { k, k2: Kind::Div, c, scalar_left: false } if shares_divisor(grid, &a, &Opnd::Scalar(c)) => {
                    let mut out = out;
                    per_kind!(k, |f| zip(grid, out.reborrow(), a, b, f));
                    quotients(grid, out, Opnd::Out, Opnd::Scalar(c))
                }
                Form::Scaled { k, k2, c, scalar_left: false } => {
                    per_kind!(k, |f| per_scaling!(k2, |g| zip(grid, out, a, b, |x, y| g(f(x, y), c))))
                }
                Form::Scaled { k, k2, c, scalar_left: true } => {
                    per_kind!(k, |f| per_scaling!(k2, |g| zip(grid, out, a, b, |x, y| g(c, f(x, y)))))
                }
                Form::Apply { k, k2, c, scalar_left, left } => per_kind!(k, |f| per_scaling!(k2, |g| {
                    match (scalar_left, left) {
                        (false, true) => zip(grid, out, a, b, |x, y| f(x, g(y, c))),
                        (true, true) => zip(grid, out, a, b, |x, y| f(x, g(c, y))),
                        (false, false) => zip(grid, out, a, b, |x, y| f(g(y, c), x)),
                        (true, false) => zip(grid, out, a, b, |x, y| f(g(c, y), x)),
                    }
                })),
                Form::Quad { k1, k2, km, c1, c2, sl1, sl2 } => {
                    per_additive!(k1, |f1| per_additive!(k2, |f2| per_additive!(km, |fm| {
                        per_side!(sl1, c1, |g1| per_side!(sl2, c2, |g2| {
                            zip4(grid, out, *ins, |a, b, c, d| fm(g1(f1(a, b)), g2(f2(c, d))))
                        }))
                    })))
                }
                Form::QuadApply { k1, k2, km, c1, c2, sl1, sl2, k, c: cs, scalar_left } => {
                    per_additive!(k1, |f1| per_additive!(k2, |f2| per_additive!(km, |fm| {
                        per_side!(sl1, c1, |g1| per_side!(sl2, c2, |g2| {
                            per_additive!(k, |f| per_side!(scalar_left, cs, |g| {
                                zip4_out(grid, out, *ins, |o, a, b, c, d| {
                                    f(o, g(fm(g1(f1(a, b)), g2(f2(c, d)))))
                                })
                            }))
                        }))
                    })))
                }
                // The operator's pass, then the roots in steps.
                Form::BinThen { k, t: Then::Sqrt } if runtime::root::in_steps() => {
                    let mut out = out;
                    per_kind!(k, |f| zip(grid, out.reborrow(), a, b, f));
                    roots(grid, out)
                }
                Form::BinThen { k, t } => {
                    per_kind!(k, |f| per_then!(t, |g| zip(grid, out, a, b, |x, y| g(f(x, y)))))
                }
                Form::ApplyThen { k, t, left: true } => {
                    per_kind!(k, |f| per_then!(t, |g| zip(grid, out, a, b, |x, y| f(x, g(y)))))
                }
                Form::ApplyThen { k, t, left: false } => {
                    per_kind!(k, |f| per_then!(t, |g| zip(grid, out, a, b, |x, y| f(g(y), x))))
                }
                Form::Pow(Power::Pow(y)) => map(grid, out, a, |v| v.powf(y)),
                Form::Pow(p) => {
                    if let Some(t) = Then::of_pow(p) {
                        per_then!(t, |g| map(grid, out, a, g))
                    }
                }
                Form::Copy => map(grid, out, a, |v| v),
                // One loop per kernel, each inlined so that it vectorizes.
                Form::Map(m) => decls::with_kernel!(m, |k| map(grid, out, a, k)),
                Form::Range(ref rg) => range(grid, start, out, rg),
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

/// Runs one pass with the widest loops the CPU has (the same results
/// whichever: only the width of the vectors differs, and the quotients'
/// steps give the divisions' bits).
pub fn pass(form: &Form, g: Grid, start: usize, out: AtMut, ins: &[Opnd; 4]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { avx512::pass(form, g, start, out, ins) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { avx2::pass(form, g, start, out, ins) };
    }
    portable::pass(form, g, start, out, ins)
}
