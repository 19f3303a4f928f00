//! Elementwise expressions over whole arrays and blocks evaluated in one pass, without their temporaries.
//!
//! `Hx + k*((Ey(:, :, 2:n) - Ey(:, :, 1:n-1))*c)` made one array per
//! subscript and per operator. Here the blocks and operators whose value
//! only feeds the next operator of the same expression stay *lazy* (a
//! `Lazy` tree holding the arrays it reads), and the expression's root
//! computes every element once, a chunk at a time in a buffer that stays in
//! cache: into a fresh array, into a dying operand, or (for
//! `a(i, j) = expr`) straight into the assigned block.
//!
//! A tree is only built where building it cannot fail: real double arrays
//! of full form, subscripts proven runs within bounds (or, of two
//! subscripts, index vectors checked whole and in bounds: a `Gather`
//! filled a chunk at a time where the passes read it, so `R(jj, :) -
//! R(ii, :)` makes no array but its result), operands of one
//! shape, a double scalar, or shapes that broadcast (below). The arithmetic is the same `f64` operation,
//! in the same order, as the operator's own loop, so results are identical
//! to the bit.
//!
//! `code` gives a slot to each subscript, elementwise operator (`+ - .* ./
//! .\`, `*` and `/` by a scalar), transpose, range or elementwise builtin
//! (`abs`, `exp`, `sqrt` and `log` only of what is proven nonnegative)
//! whose one use is the next such operation, a `sum`, or the value of an
//! indexed assignment in the same block, and puts a prefix op before it
//! (`Op::FuseIndex`, `FuseBin`, `FuseUnary`, `FuseRange`, `FuseAssign`,
//! run on a frame by `interp::fuse_ops`) that skips the generic op on
//! success. Operands may broadcast when each keeps
//! its first dimension (`dr ./ r` of an 80x80x3 and an 80x80 reads `r` in
//! place), or when a row is repeated down a matrix's rows (`x'` in `x -
//! x'`: a `Gather` of one row, `GatherSub::Same`, read as one value by a
//! chunk within one column); trees of fewer than 64
//! elements are not built. The root is
//! computed into a dying operand, a new array, or the assigned block when
//! every block of that array the tree reads is the written block or
//! disjoint from it; a tree that is only a block of the assigned array is
//! moved within it (`blockmove`). `sum` of a vector adds the chunks as they
//! are computed, in the builtin's order; of a long one, as the other
//! thread computes them (`runtime::threads::pipeline`): the chain of
//! additions, one every few cycles, then hides the passes. Anything else
//! makes the lazy operands real and runs the generic op, so errors are the
//! operators'.
//!
//! The passes: `passes` (the tree as a few passes of one or two operators),
//! `nest` (the blocks as one loop nest), `run` (the passes chunk by chunk),
//! `kernels` (the loops, compiled for AVX-512, AVX2 and plain x86-64),
//! `plan` (passes kept from one evaluation to the next), `gather` (a
//! `Gather`'s elements: an index vector's stretches copied or filled
//! whole); a whole statement is run from its registers by
//! `interp::fuse_stmt`. Off under `--storage=off`, the verifying modes,
//! and in the loops the native tier runs.

use std::rc::Rc;

use runtime::value::{Form, Tensor};
use runtime::{Dims, Value};
use syntax::ast::BinOp;

use crate::rt::{LazyRange, Runs};
use decls::rule::Domain;
use decls::Math;

mod gather;
mod kernels;
mod nest;
mod passes;
mod plan;
mod run;

pub use gather::{Gather, GatherSub};
pub use passes::LeafData;
pub use plan::{run_kept, Plan, Slot};
pub use run::{computed, in_place};

/// Arrays below this many elements are not worth a tree: the operators'
/// own paths are as fast and allocate as little.
pub const MIN_ELEMS: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Add,
    Sub,
    Mul,
    Div,
    /// `x .\ y`, that is `y / x`.
    LDiv,
}

/// An operand of an elementwise expression.
#[derive(Debug)]
pub enum Node {
    Scalar(f64),
    /// A real double array read whole, element by element.
    Whole(Rc<Tensor<f64>>),
    /// The elements of a block of a real double array, in order.
    View(Rc<Tensor<f64>>, Box<Runs>),
    /// A block of the array being written: each chunk is read before the
    /// chunk is written (see `assign_into` for when that is safe).
    Target(Box<Runs>),
    /// The elements of a range not made (`LazyRange::elem`).
    Range(Box<LazyRange>),
    Bin(Kind, Box<(Node, Node)>),
    /// `x .^ p` for an integer `p`.
    Pow(Power, Box<Node>),
    /// An elementwise builtin's kernel, of real doubles with real results
    /// (where its domain is not every number, of elements proven in it).
    Map(Math, Box<Node>),
    /// `t(rows, cols)` with an index vector among the subscripts
    /// (`R(jj, :)`): gathered a chunk at a time where the passes read it.
    Gather(Box<Gather>),
}

/// Whether `f`'s domain is the numbers `>= 0`, which `nonneg` proves.
fn nonneg_domain(f: Math) -> bool {
    f.domain() == Domain::NonNeg
}

/// Whether every element of `node` is `>= 0` (`-0` included) or NaN,
/// told from its form alone: what keeps `sqrt` and `log` of it real.
fn nonneg(node: &Node) -> bool {
    match node {
        Node::Scalar(x) => *x >= 0.0,
        Node::Pow(Power::Square, _) => true,
        Node::Pow(Power::Cube, x) => nonneg(x),
        Node::Bin(Kind::Add | Kind::Mul, ab) => nonneg(&ab.0) && nonneg(&ab.1),
        Node::Map(m, _) => m.nonneg(),
        _ => false,
    }
}

/// An integer power as Octave's `elem_xpow (NDArray, double)` computes it:
/// by multiplication for 2, 3 and -1, else `pow`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Power {
    Square,
    Cube,
    Reciprocal,
    Pow(f64),
}

/// A value not made yet: its elements are `node`'s.
#[derive(Debug)]
pub struct Lazy {
    pub node: Node,
    pub dims: Dims,
    pub n: usize,
    /// An operand was made real to be broadcast: the tree holds an array
    /// no op of the statement made (`interp::fuse_stmt` never runs it whole).
    pub made: bool,
}

/// An operand as the tree sees it: a lazy value or a register's value.
pub enum Operand {
    Lazy(Lazy),
    Scalar(f64),
    Array(Rc<Tensor<f64>>),
}

impl Operand {
    /// A register's value as an operand: a double scalar, or a real double
    /// array of full form (display forms need the operators' own rules).
    pub fn of_value(v: &Value) -> Option<Operand> {
        match v {
            Value::Num(x) => Some(Operand::Scalar(*x)),
            Value::Double(t) if t.form == Form::Full => Some(Operand::Array(t.clone())),
            _ => None,
        }
    }

    fn is_scalar(&self) -> bool {
        matches!(self, Operand::Scalar(_))
    }

    fn made(&self) -> bool {
        matches!(self, Operand::Lazy(l) if l.made)
    }

    fn dims(&self) -> Option<&Dims> {
        match self {
            Operand::Lazy(l) => Some(&l.dims),
            Operand::Array(t) => Some(&t.dims),
            Operand::Scalar(_) => None,
        }
    }

    fn into_node(self) -> Node {
        match self {
            Operand::Lazy(l) => l.node,
            Operand::Scalar(x) => Node::Scalar(x),
            Operand::Array(t) => Node::Whole(t),
        }
    }
}

/// The kind of `a op b` when it is elementwise on these operands (`*` and
/// `/` only with a scalar where Octave makes them elementwise).
pub fn kind_of(op: BinOp, a_scalar: bool, b_scalar: bool) -> Option<Kind> {
    Some(match op {
        BinOp::Add => Kind::Add,
        BinOp::Sub => Kind::Sub,
        BinOp::Mul => Kind::Mul,
        BinOp::MatMul if a_scalar || b_scalar => Kind::Mul,
        BinOp::Div => Kind::Div,
        BinOp::MatDiv if b_scalar => Kind::Div,
        BinOp::LeftDiv => Kind::LDiv,
        _ => return None,
    })
}

/// `a op b` as a lazy value, when it is elementwise on operands of one
/// shape (or one of them a double scalar) and at least one is an array of
/// `MIN_ELEMS` or more; else the operands are handed back.
// The operands come back by value to be made real for the generic op; a
// move of a few words is nothing beside the arrays they stand for.
#[allow(clippy::result_large_err)]
pub fn binary(op: BinOp, a: Operand, b: Operand) -> Result<Lazy, (Operand, Operand)> {
    // An array to an integer power is real whatever the signs (a fractional
    // one would make the result complex where an element is negative).
    if let (BinOp::Pow, Operand::Scalar(y)) = (op, &b) {
        let (y, n) = (*y, a.dims().map_or(0, |d| d.numel()));
        if y.is_finite() && y.fract() == 0.0 && n >= MIN_ELEMS {
            let p = match y {
                2.0 => Power::Square,
                3.0 => Power::Cube,
                -1.0 => Power::Reciprocal,
                _ => Power::Pow(y),
            };
            let dims = a.dims().cloned().unwrap_or_else(Dims::scalar);
            let made = a.made();
            return Ok(Lazy {
                node: Node::Pow(p, Box::new(a.into_node())),
                dims,
                n,
                made,
            });
        }
    }
    let Some(k) = kind_of(op, a.is_scalar(), b.is_scalar()) else {
        return Err((a, b));
    };
    let dims = match (a.dims(), b.dims()) {
        (Some(x), Some(y)) if x == y => x.clone(),
        (Some(x), None) | (None, Some(x)) => x.clone(),
        (Some(x), Some(y)) => match broadcast_dims(x, y) {
            // A result that cannot be allocated is left to the generic
            // operation, where that is an error (`runtime::alloc`).
            Some(d)
                if d.numel() >= MIN_ELEMS
                    && spreads(x, &d)
                    && spreads(y, &d)
                    && runtime::alloc::room_for_doubles(d.numel()) =>
            {
                let n = d.numel();
                let (a, am) = spread(a, &d);
                let (b, bm) = spread(b, &d);
                return Ok(Lazy {
                    node: Node::Bin(k, Box::new((a, b))),
                    dims: d,
                    n,
                    made: am || bm,
                });
            }
            _ => return Err((a, b)),
        },
        _ => return Err((a, b)),
    };
    let n = dims.numel();
    if n < MIN_ELEMS {
        return Err((a, b));
    }
    let made = a.made() || b.made();
    Ok(Lazy {
        node: Node::Bin(k, Box::new((a.into_node(), b.into_node()))),
        dims,
        n,
        made,
    })
}

/// The dims of elementwise operands of dims `x` and `y` broadcast
/// (each extent the same in both, or 1 in one of them).
fn broadcast_dims(x: &Dims, y: &Dims) -> Option<Dims> {
    let nd = x.ndims().max(y.ndims());
    let d: Option<Vec<usize>> = (0..nd)
        .map(|k| match (x.get(k), y.get(k)) {
            (a, b) if a == b => Some(a),
            (1, b) => Some(b),
            (a, 1) => Some(a),
            _ => None,
        })
        .collect();
    Some(Dims::new(&d?))
}

/// Whether an operand of dims `x` can be read as one of dims `d`: where it
/// lies (`Runs::broadcast`), or a row repeated down a matrix's rows.
fn spreads(x: &Dims, d: &Dims) -> bool {
    x == d || Runs::broadcast(x, d).is_some() || row_spread(x, d)
}

/// Whether `x` is a row (or one element) that broadcasts to the matrix `d`
/// of more rows, as `x'` in `x - x'`: each of its elements is repeated
/// down a column, which runs (contiguous along the first dimension) cannot
/// say; a `Gather` of one repeated row can.
fn row_spread(x: &Dims, d: &Dims) -> bool {
    x.ndims() == 2
        && d.ndims() == 2
        && x.rows() == 1
        && d.rows() > 1
        && (x.cols() == d.cols() || x.cols() == 1)
}

/// An operand read as a value of dims `d` (`spreads`): its node, and
/// whether a lazy operand was made real for it.
fn spread(o: Operand, d: &Dims) -> (Node, bool) {
    if o.dims() == Some(d) {
        let made = o.made();
        return (o.into_node(), made);
    }
    let (t, from, made) = match o {
        Operand::Array(t) => {
            let from = t.dims.clone();
            (t, from, false)
        }
        Operand::Lazy(Lazy {
            node: Node::Whole(t),
            dims,
            made,
            ..
        }) => (t, dims, made),
        Operand::Lazy(l) => match materialize(l, None) {
            Value::Double(t) => {
                let from = t.dims.clone();
                (t, from, true)
            }
            _ => unreachable!("a lazy value is a real double array"),
        },
        Operand::Scalar(_) => unreachable!("a scalar is not broadcast"),
    };
    if let Some(runs) = Runs::broadcast(&from, d) {
        return (Node::View(t, Box::new(runs)), made);
    }
    debug_assert!(row_spread(&from, d), "checked by spreads");
    let cols = if from.cols() == d.cols() {
        GatherSub::Run(0, d.cols())
    } else {
        GatherSub::Same(0, d.cols())
    };
    let g = Gather {
        t,
        rows: GatherSub::Same(0, d.rows()),
        cols,
        ext0: 1,
        nr: d.rows(),
        n: d.numel(),
    };
    (Node::Gather(Box::new(g)), made)
}

/// A whole real double array read as a lazy value of other dims with the
/// same element order (the transpose of a vector).
pub fn reshaped(t: Rc<Tensor<f64>>, dims: Dims) -> Lazy {
    let n = t.data.len();
    Lazy {
        node: Node::Whole(t),
        dims,
        n,
        made: false,
    }
}

/// A block of `t` (its subscripts already proven runs in bounds).
pub fn view(t: Rc<Tensor<f64>>, runs: Runs, dims: Dims) -> Lazy {
    let n = dims.numel();
    Lazy {
        node: Node::View(t, Box::new(runs)),
        dims,
        n,
        made: false,
    }
}

/// `f(a)` as a lazy value, when `a` is lazy or a real double array of
/// `MIN_ELEMS` elements or more (and, for `sqrt` and `log`, proven
/// nonnegative); else `a` is handed back.
#[allow(clippy::result_large_err)]
pub fn map(f: Math, a: Operand) -> Result<Lazy, Operand> {
    let Some(dims) = a.dims().cloned() else {
        return Err(a);
    };
    let n = dims.numel();
    let made = a.made();
    let node = match a {
        Operand::Lazy(l) if !f.partial() || nonneg_domain(f) && nonneg(&l.node) => l.node,
        Operand::Array(t) if !f.partial() && n >= MIN_ELEMS => Node::Whole(t),
        a => return Err(a),
    };
    Ok(Lazy {
        node: Node::Map(f, Box::new(node)),
        dims,
        n,
        made,
    })
}

/// `a.'` of a vector (lazy, or a real double array of `MIN_ELEMS` elements
/// or more) as a lazy value: the same elements in other dims.
#[allow(clippy::result_large_err)]
pub fn transposed(a: Operand) -> Result<Lazy, Operand> {
    let vector = |d: &Dims| d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1);
    match a {
        Operand::Lazy(mut l) if vector(&l.dims) => {
            l.dims = Dims::rc(l.dims.cols(), l.dims.rows());
            Ok(l)
        }
        Operand::Array(t) if vector(&t.dims) && t.data.len() >= MIN_ELEMS => {
            let dims = Dims::rc(t.dims.cols(), t.dims.rows());
            Ok(reshaped(t, dims))
        }
        a => Err(a),
    }
}

/// `sum(l)` of a lazy vector, in the order the builtin adds (from the
/// first element, starting at 0); None for other shapes.
pub fn sum(l: &Lazy, slot: Option<&mut Slot>) -> Option<f64> {
    let d = &l.dims;
    if d.ndims() != 2 || (d.rows() != 1 && d.cols() != 1) {
        return None;
    }
    let mut acc = 0.0;
    // `sum (U(:))`: the elements as they lie, without a pass's copy.
    let mut add = |xs: &[f64]| acc = runtime::ordered_sum::add(acc, xs);
    match &l.node {
        Node::Whole(t) => add(&t.data),
        Node::View(t, r) => r.for_each(|off, len| add(&t.data[off..off + len])),
        node => {
            let whole = Runs::whole(l.n);
            plan::compute(node, &whole, run::Dest::Sink(l.n, &mut add), slot);
        }
    }
    Some(acc)
}

/// The array a lazy value stands for, computed in one pass: in place in a
/// whole-array operand nothing else holds, else in a new array; with the
/// passes kept in `slot`, if any.
pub fn materialize(l: Lazy, slot: Option<&mut Slot>) -> Value {
    materialize_kept(l, slot).0
}

/// `materialize`, and whether the plan in `slot` is the one that ran.
pub fn materialize_kept(mut l: Lazy, slot: Option<&mut Slot>) -> (Value, bool) {
    let n = l.n;
    let whole = Runs::whole(n);
    if let Some(mut t) = take_unique_whole(&mut l.node, n) {
        let m = Rc::get_mut(&mut t).expect("taken whole: the only owner");
        m.form = Form::Full;
        // The leaf may be read in other dims (a transposed vector).
        m.dims = l.dims;
        let dest = run::Dest::Block(run::in_place(&mut m.data), &whole);
        let kept = plan::compute(&l.node, &whole, dest, slot);
        return (Value::Double(t), kept);
    }
    if let Node::View(t, r) = &l.node {
        // A block alone: copied run by run, as the subscript would have.
        let mut data = Vec::with_capacity(n);
        r.extend_into(&t.data, n, &mut data);
        return (Value::Double(Rc::new(Tensor::new(l.dims, data))), false);
    }
    let mut kept = false;
    let data = run::computed(n, |d| {
        kept = plan::compute(&l.node, &whole, run::Dest::Block(d, &whole), slot);
    });
    (Value::Double(Rc::new(Tensor::new(l.dims, data))), kept)
}

/// Whether `a(runs) = l` may be computed straight into `a`: every block of
/// `a` the tree reads is either exactly the written block (each element is
/// read just before it is written) or disjoint from it. Those blocks then
/// read `a` through `Node::Target`, releasing their hold on it.
pub fn retarget(l: &mut Lazy, a: &Rc<Tensor<f64>>, runs: &Runs) -> bool {
    fn ok(node: &Node, a: &Rc<Tensor<f64>>, runs: &Runs) -> bool {
        match node {
            Node::Scalar(_) | Node::Target(_) | Node::Range(_) => true,
            Node::Whole(t) => !Rc::ptr_eq(t, a),
            Node::View(t, r) => !Rc::ptr_eq(t, a) || **r == *runs || r.disjoint(runs),
            Node::Bin(_, ab) => ok(&ab.0, a, runs) && ok(&ab.1, a, runs),
            Node::Pow(_, x) | Node::Map(_, x) => ok(x, a, runs),
            // Its elements are read in chunks as the block is written.
            Node::Gather(g) => !Rc::ptr_eq(&g.t, a) && !g.rows.holds(a) && !g.cols.holds(a),
        }
    }
    fn swap(node: &mut Node, a: &Rc<Tensor<f64>>) {
        match node {
            Node::View(t, r) if Rc::ptr_eq(t, a) => *node = Node::Target(r.clone()),
            Node::Bin(_, ab) => {
                swap(&mut ab.0, a);
                swap(&mut ab.1, a);
            }
            Node::Pow(_, x) | Node::Map(_, x) => swap(x, a),
            _ => {}
        }
    }
    if !ok(&l.node, a, runs) {
        return false;
    }
    swap(&mut l.node, a);
    true
}

/// Computes `l` into the block `runs` of `dst` (after `retarget`).
/// Whether the plan in `slot` is the one that ran.
pub fn assign_into(l: &Lazy, dst: &mut Tensor<f64>, runs: &Runs, slot: Option<&mut Slot>) -> bool {
    dst.form = Form::Full;
    plan::compute(
        &l.node,
        runs,
        run::Dest::Block(run::in_place(&mut dst.data), runs),
        slot,
    )
}

/// A whole-array leaf nothing else holds, of the result's size, taken out
/// of the tree (its reads become reads of the target).
fn take_unique_whole(node: &mut Node, n: usize) -> Option<Rc<Tensor<f64>>> {
    match node {
        Node::Whole(t)
            if Rc::strong_count(t) == 1 && Rc::weak_count(t) == 0 && t.data.len() == n =>
        {
            let Node::Whole(t) = std::mem::replace(node, Node::Target(Box::new(Runs::whole(n))))
            else {
                unreachable!()
            };
            Some(t)
        }
        Node::Bin(_, ab) => {
            take_unique_whole(&mut ab.0, n).or_else(|| take_unique_whole(&mut ab.1, n))
        }
        Node::Pow(_, x) | Node::Map(_, x) => take_unique_whole(x, n),
        _ => None,
    }
}
