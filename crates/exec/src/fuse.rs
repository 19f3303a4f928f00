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
//! of full form, subscripts proven runs within bounds, operands of one
//! shape (or a double scalar). The arithmetic is the same `f64` operation,
//! in the same order, as the operator's own loop, so results are identical
//! to the bit.

use std::rc::Rc;

use runtime::value::{Form, Tensor};
use runtime::{Dims, Value};
use syntax::ast::BinOp;

use crate::code::{OpArg, Use};
use crate::interp::Frame;
use crate::rt::{self, Runs};

/// Elements per pass of the chunked evaluation (a few KB per buffer).
const CHUNK: usize = 512;

/// Arrays below this many elements are not worth a tree: the operators'
/// own paths are as fast and allocate as little.
pub const MIN_ELEMS: usize = 64;

/// One loop per operator, so that each is vectorized on its own.
macro_rules! per_kind {
    ($k:expr, $go:ident($($arg:expr),*)) => {
        match $k {
            Kind::Add => $go($($arg,)* |x: f64, y: f64| x + y),
            Kind::Sub => $go($($arg,)* |x: f64, y: f64| x - y),
            Kind::Mul => $go($($arg,)* |x: f64, y: f64| x * y),
            Kind::Div => $go($($arg,)* |x: f64, y: f64| x / y),
            Kind::LDiv => $go($($arg,)* |x: f64, y: f64| y / x),
        }
    };
}

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
    View(Rc<Tensor<f64>>, Runs),
    /// A block of the array being written: each chunk is read before the
    /// chunk is written (see `assign_into` for when that is safe).
    Target(Runs),
    Bin(Kind, Box<(Node, Node)>),
    /// `x .^ p` for an integer `p`.
    Pow(Power, Box<Node>),
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

impl Power {
    #[inline(always)]
    fn apply(self, v: f64) -> f64 {
        match self {
            Power::Square => v * v,
            Power::Cube => v * v * v,
            Power::Reciprocal => 1.0 / v,
            Power::Pow(y) => v.powf(y),
        }
    }
}

/// A value not made yet: its elements are `node`'s.
#[derive(Debug)]
pub struct Lazy {
    pub node: Node,
    pub dims: Dims,
    pub n: usize,
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
            return Ok(Lazy {
                node: Node::Pow(p, Box::new(a.into_node())),
                dims,
                n,
            });
        }
    }
    let Some(k) = kind_of(op, a.is_scalar(), b.is_scalar()) else {
        return Err((a, b));
    };
    let dims = match (a.dims(), b.dims()) {
        (Some(x), Some(y)) if x == y => x.clone(),
        (Some(x), None) | (None, Some(x)) => x.clone(),
        _ => return Err((a, b)),
    };
    let n = dims.numel();
    if n < MIN_ELEMS {
        return Err((a, b));
    }
    Ok(Lazy {
        node: Node::Bin(k, Box::new((a.into_node(), b.into_node()))),
        dims,
        n,
    })
}

/// A whole real double array read as a lazy value of other dims with the
/// same element order (the transpose of a vector).
pub fn reshaped(t: Rc<Tensor<f64>>, dims: Dims) -> Lazy {
    let n = t.data.len();
    Lazy {
        node: Node::Whole(t),
        dims,
        n,
    }
}

/// A block of `t` (its subscripts already proven runs in bounds).
pub fn view(t: Rc<Tensor<f64>>, runs: Runs, dims: Dims) -> Lazy {
    let n = dims.numel();
    Lazy {
        node: Node::View(t, runs),
        dims,
        n,
    }
}

/// The array a lazy value stands for, computed in one pass: in place in a
/// whole-array operand nothing else holds, else in a new array.
pub fn materialize(mut l: Lazy) -> Value {
    let n = l.n;
    if let Some(mut t) = take_unique_whole(&mut l.node, n) {
        let m = Rc::get_mut(&mut t).expect("unique");
        m.form = Form::Full;
        // The leaf may be read in other dims (a transposed vector).
        m.dims = l.dims;
        let whole = Runs::whole(n);
        write_chunks(&l.node, &mut m.data, &whole);
        return Value::Double(t);
    }
    let mut data = Vec::with_capacity(n);
    if let Node::View(t, r) = &l.node {
        // A block alone: copied run by run, as the subscript would have.
        r.extend_into(&t.data, n, &mut data);
        return Value::Double(Rc::new(Tensor::new(l.dims, data)));
    }
    let plan = chunk_plan(&l.node, None, n);
    with_scratch(depth(&l.node) + 1, |scratch| {
        let (buf, rest) = scratch.split_at_mut(CHUNK);
        for_chunks(n, plan, |s, len| {
            eval(&l.node, s, &mut buf[..len], &[], rest);
            data.extend_from_slice(&buf[..len]);
        });
    });
    Value::Double(Rc::new(Tensor::new(l.dims, data)))
}

/// Whether `a(runs) = l` may be computed straight into `a`: every block of
/// `a` the tree reads is either exactly the written block (each element is
/// read just before it is written) or disjoint from it. Those blocks then
/// read `a` through `Node::Target`, releasing their hold on it.
pub fn retarget(l: &mut Lazy, a: &Rc<Tensor<f64>>, runs: &Runs) -> bool {
    fn ok(node: &Node, a: &Rc<Tensor<f64>>, runs: &Runs) -> bool {
        match node {
            Node::Scalar(_) | Node::Target(_) => true,
            Node::Whole(t) => !Rc::ptr_eq(t, a),
            Node::View(t, r) => !Rc::ptr_eq(t, a) || r == runs || r.disjoint(runs),
            Node::Bin(_, ab) => ok(&ab.0, a, runs) && ok(&ab.1, a, runs),
            Node::Pow(_, x) => ok(x, a, runs),
        }
    }
    fn swap(node: &mut Node, a: &Rc<Tensor<f64>>) {
        match node {
            Node::View(t, r) if Rc::ptr_eq(t, a) => *node = Node::Target(r.clone()),
            Node::Bin(_, ab) => {
                swap(&mut ab.0, a);
                swap(&mut ab.1, a);
            }
            Node::Pow(_, x) => swap(x, a),
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
pub fn assign_into(l: &Lazy, dst: &mut Tensor<f64>, runs: &Runs) {
    dst.form = Form::Full;
    write_chunks(&l.node, &mut dst.data, runs);
}

/// A whole-array leaf nothing else holds, of the result's size, taken out
/// of the tree (its reads become reads of the target).
fn take_unique_whole(node: &mut Node, n: usize) -> Option<Rc<Tensor<f64>>> {
    match node {
        Node::Whole(t)
            if Rc::strong_count(t) == 1 && Rc::weak_count(t) == 0 && t.data.len() == n =>
        {
            let Node::Whole(t) = std::mem::replace(node, Node::Target(Runs::whole(n))) else {
                unreachable!()
            };
            Some(t)
        }
        Node::Bin(_, ab) => {
            take_unique_whole(&mut ab.0, n).or_else(|| take_unique_whole(&mut ab.1, n))
        }
        Node::Pow(_, x) => take_unique_whole(x, n),
        _ => None,
    }
}

/// Evaluates `node` chunk by chunk into the positions `runs` of `dst`.
fn write_chunks(node: &Node, dst: &mut [f64], runs: &Runs) {
    let n = runs.count();
    let plan = chunk_plan(node, Some(runs), n);
    // `a = a op e` (the update of an array by an expression): `e` into the
    // buffer, then the operator straight on the target's elements, with no
    // separate pass copying the result in.
    let update = match node {
        Node::Bin(k, ab) => match (&ab.0, &ab.1) {
            (Node::Target(r), e) if r == runs => Some((*k, e, true)),
            (e, Node::Target(r)) if r == runs && !matches!(e, Node::Scalar(_)) => {
                Some((*k, e, false))
            }
            _ => None,
        },
        _ => None,
    };
    with_scratch(depth(node) + 1, |scratch| {
        let (buf, rest) = scratch.split_at_mut(CHUNK);
        for_chunks(n, plan, |s, len| match update {
            Some((k, Node::Scalar(y), _)) => {
                runs.update(dst, s, len, |t, _| apply(k, t, None, *y, true))
            }
            Some((k, e, left)) => {
                let buf = &mut buf[..len];
                // `t op (c op2 e2)`: the scaling joins the update's pass.
                let scaled = match e {
                    Node::Bin(k2, ce) => match (&ce.0, &ce.1) {
                        (Node::Scalar(c), e2) if !matches!(e2, Node::Scalar(_)) => {
                            Some((*k2, e2, *c, true))
                        }
                        (e2, Node::Scalar(c)) if !matches!(e2, Node::Scalar(_)) => {
                            Some((*k2, e2, *c, false))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                match scaled {
                    Some((k2, e2, c, scalar_left)) => {
                        eval(e2, s, buf, dst, rest);
                        runs.update(dst, s, len, |t, at| {
                            let e = &buf[at..at + t.len()];
                            apply_scaled(k, k2, t, e, c, scalar_left, left)
                        });
                    }
                    None => {
                        eval(e, s, buf, dst, rest);
                        runs.update(dst, s, len, |t, at| {
                            apply(k, t, Some(&buf[at..at + t.len()]), 0.0, left)
                        });
                    }
                }
            }
            None => {
                eval(node, s, &mut buf[..len], dst, rest);
                runs.scatter(dst, s, &buf[..len]);
            }
        });
    });
}

thread_local! {
    /// The chunk buffers of the evaluations, kept from one to the next.
    static SCRATCH: std::cell::RefCell<Vec<f64>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Calls `f` with `chunks` chunk buffers.
fn with_scratch<R>(chunks: usize, f: impl FnOnce(&mut [f64]) -> R) -> R {
    SCRATCH.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < chunks * CHUNK {
            s.resize(chunks * CHUNK, 0.0);
        }
        f(&mut s[..chunks * CHUNK])
    })
}

/// How many operand buffers below the output the evaluation of `node` needs.
fn depth(node: &Node) -> usize {
    match node {
        Node::Bin(_, ab) => 1 + depth(&ab.0).max(depth(&ab.1)),
        Node::Pow(_, x) => depth(x),
        _ => 0,
    }
}

/// Two blocks with runs of one length, with the arrays they are blocks of.
fn twin_blocks<'a>(
    a: &'a Node,
    b: &'a Node,
    target: &'a [f64],
) -> Option<(&'a [f64], &'a Runs, &'a [f64], &'a Runs)> {
    let block = |n: &'a Node| match n {
        Node::View(t, r) => Some((&t.data[..], r)),
        Node::Target(r) => Some((target, r)),
        _ => None,
    };
    let (x, rx) = block(a)?;
    let (y, ry) = block(b)?;
    (rx.run_len() == ry.run_len()).then_some((x, rx, y, ry))
}

/// The elements `start..start + len` of a leaf as one slice, when they are
/// contiguous in its array.
fn slice_of<'a>(node: &'a Node, start: usize, len: usize, target: &'a [f64]) -> Option<&'a [f64]> {
    match node {
        Node::Whole(t) => Some(&t.data[start..start + len]),
        Node::View(t, r) => r.slice(&t.data, start, len),
        Node::Target(r) => r.slice(target, start, len),
        _ => None,
    }
}

/// How the elements are cut into chunks: segments of `seg` elements, each
/// cut into chunks of `c` (the last one of a segment may be shorter). A
/// segment lies within one run of every leaf whose runs are long, so those
/// leaves are read in place; a chunk holds whole runs of the leaves whose
/// runs are short, so those are gathered a run at a time. Run lengths are
/// products of the leading extents, so each divides the longer ones.
fn chunk_plan(node: &Node, extra: Option<&Runs>, n: usize) -> (usize, usize) {
    fn runs(node: &Node, out: &mut Vec<usize>) {
        match node {
            Node::View(_, r) | Node::Target(r) => out.push(r.run_len()),
            Node::Bin(_, ab) => {
                runs(&ab.0, out);
                runs(&ab.1, out);
            }
            Node::Pow(_, x) => runs(x, out),
            _ => {}
        }
    }
    let mut lens = Vec::new();
    runs(node, &mut lens);
    lens.extend(extra.map(|r| r.run_len()));
    let n = n.max(1);
    let seg = lens.iter().copied().filter(|&l| l >= 64).min().unwrap_or(n);
    let short = lens.iter().copied().filter(|&l| l > 0).min().unwrap_or(n);
    let c = if short >= 64 {
        seg.div_ceil(seg.div_ceil(CHUNK))
    } else {
        (short * (CHUNK / short).max(1)).min(seg)
    };
    (seg, c.clamp(1, CHUNK))
}

/// Calls `f(start, len)` for each chunk of `chunk_plan`.
#[inline]
fn for_chunks(n: usize, (seg, c): (usize, usize), mut f: impl FnMut(usize, usize)) {
    let mut s0 = 0;
    while s0 < n {
        let end = (s0 + seg).min(n);
        let mut s = s0;
        while s < end {
            let len = c.min(end - s);
            f(s, len);
            s += len;
        }
        s0 = end;
    }
}

/// `per_kind!` over two operators: the closures for `k` then for `k2`.
macro_rules! per_kind2 {
    ($k:expr, $k2:expr, $go:ident($($arg:expr),*)) => {
        match $k2 {
            Kind::Add => per_kind!($k, $go($($arg,)* |x: f64, y: f64| x + y)),
            Kind::Sub => per_kind!($k, $go($($arg,)* |x: f64, y: f64| x - y)),
            Kind::Mul => per_kind!($k, $go($($arg,)* |x: f64, y: f64| x * y)),
            Kind::Div => per_kind!($k, $go($($arg,)* |x: f64, y: f64| x / y)),
            Kind::LDiv => per_kind!($k, $go($($arg,)* |x: f64, y: f64| y / x)),
        }
    };
}

/// The evaluator and its loops, compiled once per instruction set (the
/// same `f64` operations: only the width of the vector instructions differs).
macro_rules! kernels {
    ($(#[$attr:meta])*) => {
/// Writes the elements `start..start + out.len()` of `node` into `out`.
        $(#[$attr])*
        pub fn eval(node: &Node, start: usize, out: &mut [f64], target: &[f64], scratch: &mut [f64]) {
            let len = out.len();
            match node {
                Node::Scalar(x) => out.fill(*x),
                Node::Whole(t) => out.copy_from_slice(&t.data[start..start + len]),
                Node::View(t, r) => r.gather(&t.data, start, out),
                Node::Target(r) => r.gather(target, start, out),
                Node::Pow(p, x) => {
                    if let Some(x) = slice_of(x, start, len, target) {
                        for (o, v) in out.iter_mut().zip(x) {
                            *o = p.apply(*v);
                        }
                    } else {
                        eval(x, start, out, target, scratch);
                        for o in out.iter_mut() {
                            *o = p.apply(*o);
                        }
                    }
                }
                Node::Bin(k, ab) => {
                    let (a, b) = (&ab.0, &ab.1);
                    // `(x op y) op2 s` and `s op2 (x op y)` of two slices: one pass.
                    if let (Node::Bin(k1, xy), Node::Scalar(c)) | (Node::Scalar(c), Node::Bin(k1, xy)) = (a, b) {
                        let scalar_left = matches!(a, Node::Scalar(_));
                        if let (Some(x), Some(y)) = (
                            slice_of(&xy.0, start, len, target),
                            slice_of(&xy.1, start, len, target),
                        ) {
                            zip3_scalar(*k1, *k, out, x, y, *c, scalar_left);
                            return;
                        }
                        // Two blocks of short runs: run by run, from where they are.
                        if let Some((x, rx, y, ry)) = twin_blocks(&xy.0, &xy.1, target) {
                            rx.walk2(ry, start, len, |ox, oy, at, n| {
                                let (x, y) = (&x[ox..ox + n], &y[oy..oy + n]);
                                zip3_scalar(*k1, *k, &mut out[at..at + n], x, y, *c, scalar_left)
                            });
                            return;
                        }
                    }
                    if let Some((x, rx, y, ry)) = twin_blocks(a, b, target) {
                        if slice_of(a, start, len, target).is_none() {
                            rx.walk2(ry, start, len, |ox, oy, at, n| {
                                zip3(*k, &mut out[at..at + n], &x[ox..ox + n], &y[oy..oy + n])
                            });
                            return;
                        }
                    }
                    // Each operand read where it is (a slice of its array, a
                    // scalar) when it can be, else computed into `out` or a buffer.
                    let sa = slice_of(a, start, len, target);
                    let sb = slice_of(b, start, len, target);
                    match (a, b, sa, sb) {
                        (_, _, Some(x), Some(y)) => zip3(*k, out, x, y),
                        (_, Node::Scalar(y), Some(x), _) => scalar_right3(*k, out, x, *y),
                        (Node::Scalar(x), _, _, Some(y)) => scalar_left3(*k, out, *x, y),
                        (_, Node::Scalar(y), None, _) => {
                            eval(a, start, out, target, scratch);
                            with_scalar(*k, out, *y);
                        }
                        (Node::Scalar(x), _, _, None) => {
                            eval(b, start, out, target, scratch);
                            scalar_with(*k, *x, out);
                        }
                        (_, _, None, Some(y)) => {
                            eval(a, start, out, target, scratch);
                            zip_right(*k, out, y);
                        }
                        (_, _, Some(x), None) => {
                            eval(b, start, out, target, scratch);
                            zip_left(*k, x, out);
                        }
                        (_, _, None, None) => {
                            let (tmp, rest) = scratch.split_at_mut(CHUNK);
                            let tmp = &mut tmp[..len];
                            eval(a, start, out, target, rest);
                            eval(b, start, tmp, target, rest);
                            zip_right(*k, out, tmp);
                        }
                    }
                }
            }
        }

        /// `out = x op y`.
        $(#[$attr])*
        #[inline]
        pub fn zip3(k: Kind, out: &mut [f64], x: &[f64], y: &[f64]) {
            #[inline(always)]
            fn go(out: &mut [f64], x: &[f64], y: &[f64], f: impl Fn(f64, f64) -> f64) {
                for ((o, a), b) in out.iter_mut().zip(x).zip(y) {
                    *o = f(*a, *b);
                }
            }
            per_kind!(k, go(out, x, y))
        }

        /// `out = x op y` with `y` a scalar.
        $(#[$attr])*
        #[inline]
        pub fn scalar_right3(k: Kind, out: &mut [f64], x: &[f64], y: f64) {
            #[inline(always)]
            fn go(out: &mut [f64], x: &[f64], y: f64, f: impl Fn(f64, f64) -> f64) {
                for (o, a) in out.iter_mut().zip(x) {
                    *o = f(*a, y);
                }
            }
            per_kind!(k, go(out, x, y))
        }

        /// `out = x op y` with `x` a scalar.
        $(#[$attr])*
        #[inline]
        pub fn scalar_left3(k: Kind, out: &mut [f64], x: f64, y: &[f64]) {
            #[inline(always)]
            fn go(out: &mut [f64], x: f64, y: &[f64], f: impl Fn(f64, f64) -> f64) {
                for (o, b) in out.iter_mut().zip(y) {
                    *o = f(x, *b);
                }
            }
            per_kind!(k, go(out, x, y))
        }

        /// `out = out op b`.
        $(#[$attr])*
        #[inline]
        pub fn zip_right(k: Kind, out: &mut [f64], b: &[f64]) {
            #[inline(always)]
            fn go(out: &mut [f64], b: &[f64], f: impl Fn(f64, f64) -> f64) {
                for (x, y) in out.iter_mut().zip(b) {
                    *x = f(*x, *y);
                }
            }
            per_kind!(k, go(out, b))
        }

        /// `out = a op out`.
        $(#[$attr])*
        #[inline]
        pub fn zip_left(k: Kind, a: &[f64], out: &mut [f64]) {
            #[inline(always)]
            fn go(a: &[f64], out: &mut [f64], f: impl Fn(f64, f64) -> f64) {
                for (y, x) in out.iter_mut().zip(a) {
                    *y = f(*x, *y);
                }
            }
            per_kind!(k, go(a, out))
        }

        /// `out = out op y`.
        $(#[$attr])*
        #[inline]
        pub fn with_scalar(k: Kind, out: &mut [f64], y: f64) {
            #[inline(always)]
            fn go(out: &mut [f64], y: f64, f: impl Fn(f64, f64) -> f64) {
                for x in out.iter_mut() {
                    *x = f(*x, y);
                }
            }
            per_kind!(k, go(out, y))
        }

        /// `out = x op out`.
        $(#[$attr])*
        #[inline]
        pub fn scalar_with(k: Kind, x: f64, out: &mut [f64]) {
            #[inline(always)]
            fn go(x: f64, out: &mut [f64], f: impl Fn(f64, f64) -> f64) {
                for y in out.iter_mut() {
                    *y = f(x, *y);
                }
            }
            per_kind!(k, go(x, out))
        }

        $(#[$attr])*
        #[inline]
        pub fn apply(k: Kind, t: &mut [f64], e: Option<&[f64]>, y: f64, left: bool) {
            match e {
                None => with_scalar(k, t, y),
                Some(e) if left => zip_right(k, t, e),
                Some(e) => zip_left(k, e, t),
            }
        }

        /// `t = t op (e op2 c)` (`left`) or `t = (e op2 c) op t`; with
        /// `scalar_left`, `c op2 e` instead of `e op2 c`.
        $(#[$attr])*
        #[inline]
        pub fn apply_scaled(
            k: Kind,
            k2: Kind,
            t: &mut [f64],
            e: &[f64],
            c: f64,
            scalar_left: bool,
            left: bool,
        ) {
            #[inline(always)]
            fn go(
                t: &mut [f64],
                e: &[f64],
                c: f64,
                scalar_left: bool,
                left: bool,
                g: impl Fn(f64, f64) -> f64,
                f: impl Fn(f64, f64) -> f64,
            ) {
                match (scalar_left, left) {
                    (false, true) => {
                        for (t, e) in t.iter_mut().zip(e) {
                            *t = f(*t, g(*e, c));
                        }
                    }
                    (true, true) => {
                        for (t, e) in t.iter_mut().zip(e) {
                            *t = f(*t, g(c, *e));
                        }
                    }
                    (false, false) => {
                        for (t, e) in t.iter_mut().zip(e) {
                            *t = f(g(*e, c), *t);
                        }
                    }
                    (true, false) => {
                        for (t, e) in t.iter_mut().zip(e) {
                            *t = f(g(c, *e), *t);
                        }
                    }
                }
            }
            per_kind2!(k, k2, go(t, e, c, scalar_left, left))
        }

        /// `out = (x op y) op2 c`, or `c op2 (x op y)` with `scalar_left`.
        $(#[$attr])*
        #[inline]
        pub fn zip3_scalar(
            k: Kind,
            k2: Kind,
            out: &mut [f64],
            x: &[f64],
            y: &[f64],
            c: f64,
            scalar_left: bool,
        ) {
            #[inline(always)]
            fn go(
                out: &mut [f64],
                x: &[f64],
                y: &[f64],
                c: f64,
                scalar_left: bool,
                g: impl Fn(f64, f64) -> f64,
                f: impl Fn(f64, f64) -> f64,
            ) {
                if scalar_left {
                    for ((o, a), b) in out.iter_mut().zip(x).zip(y) {
                        *o = g(c, f(*a, *b));
                    }
                } else {
                    for ((o, a), b) in out.iter_mut().zip(x).zip(y) {
                        *o = g(f(*a, *b), c);
                    }
                }
            }
            per_kind2!(k, k2, go(out, x, y, c, scalar_left))
        }
    };
}

mod portable {
    use super::{slice_of, twin_blocks, Kind, Node, CHUNK};
    kernels!();
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{slice_of, twin_blocks, Kind, Node, CHUNK};
    kernels!(#[target_feature(enable = "avx2")]);
}

#[cfg(target_arch = "x86_64")]
fn has_avx2() -> bool {
    std::is_x86_feature_detected!("avx2")
}

/// Writes the elements `start..start + out.len()` of `node` into `out`.
fn eval(node: &Node, start: usize, out: &mut [f64], target: &[f64], scratch: &mut [f64]) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: the CPU has the instructions the variant is compiled for.
        return unsafe { avx2::eval(node, start, out, target, scratch) };
    }
    portable::eval(node, start, out, target, scratch)
}

/// `t = t op (e op2 c)` and its mirrors (see the kernel).
fn apply_scaled(
    k: Kind,
    k2: Kind,
    t: &mut [f64],
    e: &[f64],
    c: f64,
    scalar_left: bool,
    left: bool,
) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: as in `eval`.
        return unsafe { avx2::apply_scaled(k, k2, t, e, c, scalar_left, left) };
    }
    portable::apply_scaled(k, k2, t, e, c, scalar_left, left)
}

/// `t = t op e` (`left`) or `t = e op t`, or `t = t op y` without `e`.
fn apply(k: Kind, t: &mut [f64], e: Option<&[f64]>, y: f64, left: bool) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: as in `eval`.
        return unsafe { avx2::apply(k, t, e, y, left) };
    }
    portable::apply(k, t, e, y, left)
}

/// Empties the register if this read is its last use, as the generic op's
/// move would have.
pub fn release(fr: &mut Frame, u: Use) {
    if u.mv {
        fr.regs[u.r as usize] = None;
    }
}

pub fn release_args(fr: &mut Frame, args: &[OpArg]) {
    for a in args {
        match a {
            OpArg::Val(u) | OpArg::Spread(u, _) | OpArg::Lazy(u, _) | OpArg::Copy(u) => {
                release(fr, *u)
            }
            OpArg::CopyUnlessFinal { u, .. } => release(fr, *u),
            OpArg::Colon => {}
        }
    }
}

/// The value a subscript reads (its register or lazy range), for a run.
fn arg_run(fr: &Frame, a: &OpArg, extent: usize, vector_only: bool) -> Option<(usize, usize)> {
    let v = match a {
        OpArg::Colon => return Some((0, extent)),
        OpArg::Lazy(u, l) => match &fr.lazy[*l as usize] {
            Some(r) => return rt::range_run(r, extent),
            None => fr.regs[u.r as usize].as_ref()?,
        },
        OpArg::Val(u) => fr.regs[u.r as usize].as_ref()?,
        _ => return None,
    };
    if vector_only {
        // A linear subscript's shape decides the result's unless both are vectors.
        if let Value::Double(t) = v {
            if t.dims.ndims() != 2 || (t.dims.rows() != 1 && t.dims.cols() != 1) {
                return None;
            }
        }
    }
    rt::run_of_value(v, extent)
}

/// The block `t(args)` when every subscript is a run within bounds: its
/// runs in `t` (merged) and the dims of `t(args)`.
pub fn block(fr: &Frame, t: &Tensor<f64>, args: &[OpArg]) -> Option<(Runs, Dims)> {
    if args.len() == 1 {
        // A linear subscript into a vector: the result keeps the vector's
        // orientation, except `v(:)`, a column.
        let d = &t.dims;
        if d.ndims() != 2 || (d.rows() != 1 && d.cols() != 1) {
            return None;
        }
        let (s, len) = arg_run(fr, &args[0], t.data.len(), true)?;
        let dims = if matches!(args[0], OpArg::Colon) || d.cols() == 1 {
            Dims::rc(len, 1)
        } else {
            Dims::rc(1, len)
        };
        return Some((Runs::linear(s, len), dims));
    }
    let (runs, _) = rt::runs_by(&t.dims, args.len(), |k, e| arg_run(fr, &args[k], e, false))?;
    let dims = Dims::new(&runs.lens());
    Some((runs.merged(), dims))
}

/// `base(args)` as a lazy value: a real double array of full form, run
/// subscripts, `MIN_ELEMS` elements or more.
pub fn lazy_index(fr: &Frame, base: Use, args: &[OpArg]) -> Option<Lazy> {
    let Some(Value::Double(t)) = &fr.regs[base.r as usize] else {
        return None;
    };
    // Scalar subscripts (an element) are the common case to decline fast.
    let scalar = |a: &OpArg| matches!(a, OpArg::Val(u) if matches!(fr.regs[u.r as usize], Some(Value::Num(_))));
    if t.form != Form::Full || t.data.len() < MIN_ELEMS || args.iter().all(scalar) {
        return None;
    }
    let (runs, dims) = block(fr, t, args)?;
    if dims.numel() < MIN_ELEMS {
        return None;
    }
    Some(view(t.clone(), runs, dims))
}

/// An operand of a fused operator: lazy in its slot, or its register's value.
/// Whether neither operand can make a tree (nothing lazy, no real double
/// array of `MIN_ELEMS` elements), told without touching reference counts.
pub fn small(fr: &Frame, a: Use, b: Use, a_slot: Option<u32>, b_slot: Option<u32>) -> bool {
    let lazy = |s: Option<u32>| s.is_some_and(|s| fr.fuse[s as usize].is_some());
    let small = |u: Use| match &fr.regs[u.r as usize] {
        Some(Value::Double(t)) => t.data.len() < MIN_ELEMS,
        _ => true,
    };
    !lazy(a_slot) && !lazy(b_slot) && small(a) && small(b)
}

pub fn operand(fr: &mut Frame, u: Use, slot: Option<u32>) -> Option<Operand> {
    if let Some(s) = slot {
        if let Some(l) = fr.fuse[s as usize].take() {
            return Some(Operand::Lazy(l));
        }
    }
    Operand::of_value(fr.regs[u.r as usize].as_ref()?)
}

/// Puts an operand taken from its slot back as the array it stands for,
/// in its register, for the generic op.
pub fn restore(fr: &mut Frame, u: Use, o: Option<Operand>) {
    if let Some(Operand::Lazy(l)) = o {
        fr.regs[u.r as usize] = Some(materialize(l));
    }
}

/// `a.'` of a real double vector as a lazy value: the same elements.
pub fn lazy_transpose(fr: &Frame, a: Use) -> Option<Lazy> {
    let Some(Value::Double(t)) = &fr.regs[a.r as usize] else {
        return None;
    };
    let d = &t.dims;
    let vector = d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1);
    (t.form == Form::Full && vector && t.data.len() >= MIN_ELEMS)
        .then(|| reshaped(t.clone(), Dims::rc(d.cols(), d.rows())))
}
