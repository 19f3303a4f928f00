//! Elementwise array statements, lowered as one counted loop over their
//! elements: the arrays they make are never made.
//!
//! From its first array statement on, a MIR block's statements whose
//! operands are real double arrays and double scalars (`+ - .* ./ .\`, `*`
//! and `/` by a scalar, unary minus, `sqrt`, `exp`, `abs`... of each
//! element, `real` and `double` of one, `a(:)`, `a'`, `r(k) = x`, a range
//! `a:b` of whole numbers, and `sum`, `mean`, `max`, `min` of one) become
//! the body of a loop over the element positions, each array an element
//! value with its extents known before the loop. The other statements
//! among them run before the loop (the scalars the loop reads, extents of
//! its arrays) or after it (those that read a reduction, and every element
//! store into an array the region updates). An array used after these
//! statements is written in place into the storage of an array of the
//! region that dies among them (`Vx = Vx + ax * dT`); otherwise the loop is
//! not made.
//!
//! Nothing is checked inside the loop: every check that any of these
//! statements could fail (operands of one shape, each array with as many
//! elements as the loop counts, each subscript in bounds, a reduction's
//! operand a vector with elements) is made before it, and fails by leaving
//! the region before the first statement, which the interpreter then runs
//! with all the others: they are pure until the loop ends. So does a loop
//! of a loop region over `LONG` elements or more: the interpreter takes
//! those in vector lanes, eight elements at a time. Straight-line
//! statements that call a library function with no machine instruction
//! (`sin`, `exp`) are not made a region: they run over long arrays only,
//! which the interpreter's builtins share among the threads. The one check
//! made per element, that `sqrt` or `log` gets no negative number (whose
//! result would be complex), is made on the smallest element after the
//! loop, before anything is stored, and only by loops that write no array
//! in place. A straight-line loop reads each array with a `Prefetch` beside
//! its `Load`: its arrays are long, and memory holds them.
//!
//! Each element is computed with the operations, in the order, that the
//! interpreter computes it with, and a reduction visits the elements in
//! order as the runtime's does (a sum from zero, `max` keeping the first
//! of equal elements and passing over NaN), so results are the same bit
//! for bit.

use std::collections::{HashMap, HashSet};

use decls::rule::{Extent as DeclExtent, Reduce};
use decls::Rule;
use mir::ir::{Arg, BlockId, Callee, Const, IndexKind, InstId, InstKind, ValueId};
use syntax::ast::{BinOp, UnOp};

use super::{lower_inst, Cx, Pending, Res};
use crate::{BinF, Block, Cmp, Dest, Extent, Inst, Math, Math2, Resume, Term, Ty, V};

/// The LIR block being filled when the statements start.
pub(super) struct Open<'s> {
    pub b: BlockId,
    pub label: &'s mut usize,
    pub params: &'s mut Vec<(V, Ty)>,
    pub insts: &'s mut Vec<Inst>,
    pub inlined: &'s Option<String>,
    pub back_exit: Option<u32>,
}

/// What a MIR value is to the statements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An array computed element by element in the loop.
    Loop,
    /// A real double array that exists before the loop.
    Real,
    /// A double scalar known before the loop.
    Pre,
    /// A value known only after the loop.
    Post,
    /// Anything else.
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Red {
    Sum,
    Mean,
    Max,
    Min,
}

/// An extent of an array of the loop, read as a scalar before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ext {
    Numel,
    Length,
    /// `size(a, k)`, `k` from 1.
    Size(u32),
}

/// A statement of the loop.
#[derive(Clone, Copy, Debug)]
enum Op {
    Bin(BinF, ValueId, ValueId),
    Neg(ValueId),
    /// The elements as they are: `+a`, and `real` or `double` of a real
    /// double array.
    Same(ValueId),
    Math(Math, ValueId),
    Reduce(Red, ValueId),
    /// `base(k) = x`
    Put {
        base: ValueId,
        k: ValueId,
        x: ValueId,
    },
    /// `a(:)`
    Column(ValueId),
    /// `a'` or `a.'`
    Transpose(ValueId),
    /// `start:stop`
    Range {
        start: ValueId,
        stop: ValueId,
    },
    /// `numel(a)`, `length(a)`, `size(a, k)`: a scalar before the loop.
    Extent(Ext, ValueId),
}

impl Op {
    /// The arrays it reads element by element.
    fn arrays(&self) -> Vec<ValueId> {
        match *self {
            Op::Bin(_, a, b) => vec![a, b],
            Op::Neg(a)
            | Op::Same(a)
            | Op::Math(_, a)
            | Op::Reduce(_, a)
            | Op::Column(a)
            | Op::Transpose(a) => vec![a],
            Op::Put { base, .. } => vec![base],
            Op::Range { .. } | Op::Extent(..) => vec![],
        }
    }

    /// The kind of its result.
    fn result(&self) -> Kind {
        match self {
            Op::Reduce(..) => Kind::Post,
            Op::Extent(..) => Kind::Pre,
            _ => Kind::Loop,
        }
    }
}

/// The element count from which a loop region leaves an elementwise loop
/// to the interpreter (before its first statement): its array operations
/// take eight elements at a time, where this loop takes one. `u = u * 0.9999 + 1e-4` over 16384 elements took 17.7
/// us here and 6.4 us there (they break even near 400 elements); the
/// n-body kernel's seven statements, with a division and a square root,
/// break even near 8192.
const LONG: usize = 8192;

/// Whether straight-line statements are worth a region of their own: only
/// when they take two reductions or more (a digest: `sum (x)`, `sum (abs
/// (x))`, `max (x)`...) and compute elements on the way (`abs`, `.*`).
/// The loop then makes no array of those elements, where the runtime makes
/// each and a pass per reduction (the digest of lgdr's 8e6 elements: 11 ms
/// as a region, which prefetches; interpreted, 21 ms once warm and 33 on a
/// first call). Reductions of
/// arrays as they are are the interpreter's: its `max` and `min` take
/// eight elements at a time, where this loop takes one (`max (y); min (y)`
/// over 8e6 elements: 2.4 ms, as a region 10.5 ms). Other statements are
/// the interpreter's too: its fused passes run in vector lanes on every
/// core (`F = A .^ 2 + 1` over 1e6 elements: 0.6 ms, as a region 3.4 ms),
/// and statements made a region ran unfused whenever it was not entered.
fn worth_a_region(plan: &Plan) -> bool {
    let ops = || plan.ops.iter().flatten();
    let reductions = ops().filter(|op| matches!(op, Op::Reduce(..))).count();
    let computes = ops().any(|op| matches!(op, Op::Bin(..) | Op::Neg(_) | Op::Math(..)));
    reductions >= 2 && computes
}

/// The type of a value of the current function as the lowering knows it
/// so far, without making it an input.
fn peek(cx: &Cx, x: ValueId) -> Option<Ty> {
    let v = cx.v(x);
    if let Some(t) = cx.types.get(v as usize).copied().flatten() {
        return Some(t);
    }
    if cx.defined_here(v) {
        return None;
    }
    match cx.s.env.constant(x) {
        Some(Const::Num(_)) => return Some(Ty::F64),
        Some(_) => return None,
        None => {}
    }
    if cx.s.env.lazy_slot(x).is_some() {
        return Some(Ty::Range);
    }
    cx.s.env.ty(x)
}

/// The kind of a value defined before the statements.
fn outside(cx: &Cx, x: ValueId) -> Kind {
    match peek(cx, x) {
        Some(Ty::Arr) => Kind::Real,
        Some(Ty::F64) => Kind::Pre,
        _ => Kind::Other,
    }
}

fn is_array(k: Kind) -> bool {
    matches!(k, Kind::Loop | Kind::Real)
}

/// Instruction `ii` as a statement of the loop, given the kinds of its
/// operands (`None`: it is not one).
fn loop_op(cx: &Cx, ii: InstId, kind: &dyn Fn(ValueId) -> Kind) -> Option<Op> {
    let inst = cx.s.f.inst(ii);
    if inst.results.len() != 1 {
        return None;
    }
    let scalar = |k: Kind| matches!(k, Kind::Pre | Kind::Post);
    match &inst.kind {
        InstKind::Binary(op, a, b) => {
            let (ka, kb) = (kind(*a), kind(*b));
            if !(is_array(ka) || is_array(kb))
                || !(is_array(ka) || scalar(ka))
                || !(is_array(kb) || scalar(kb))
            {
                return None;
            }
            let one_scalar = scalar(ka) != scalar(kb);
            Some(match op {
                BinOp::Add => Op::Bin(BinF::Add, *a, *b),
                BinOp::Sub => Op::Bin(BinF::Sub, *a, *b),
                BinOp::Mul => Op::Bin(BinF::Mul, *a, *b),
                BinOp::Div => Op::Bin(BinF::Div, *a, *b),
                BinOp::LeftDiv => Op::Bin(BinF::Div, *b, *a),
                BinOp::MatMul if one_scalar => Op::Bin(BinF::Mul, *a, *b),
                BinOp::MatDiv if scalar(kb) => Op::Bin(BinF::Div, *a, *b),
                BinOp::MatLeftDiv if scalar(ka) => Op::Bin(BinF::Div, *b, *a),
                _ => return None,
            })
        }
        InstKind::Unary(UnOp::Neg, a) if is_array(kind(*a)) => Some(Op::Neg(*a)),
        InstKind::Unary(UnOp::Plus, a) if is_array(kind(*a)) => Some(Op::Same(*a)),
        InstKind::Transpose { operand, .. } if is_array(kind(*operand)) => {
            Some(Op::Transpose(*operand))
        }
        InstKind::Index {
            base,
            kind: IndexKind::Paren,
            args,
            for_update: false,
        } if matches!(args.as_slice(), [Arg::Colon]) && is_array(kind(*base)) => {
            Some(Op::Column(*base))
        }
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            stmt: false,
        } => {
            let (a, rest) = match args.as_slice() {
                [Arg::Value(a), rest @ ..] => (*a, rest),
                _ => return None,
            };
            if !is_array(kind(a)) {
                return None;
            }
            match (decls::rule(name), rest) {
                (Rule::Reduce(Reduce::Sum), []) => Some(Op::Reduce(Red::Sum, a)),
                (Rule::Reduce(Reduce::Mean), []) => Some(Op::Reduce(Red::Mean, a)),
                (Rule::Reduce(Reduce::Max), []) => Some(Op::Reduce(Red::Max, a)),
                (Rule::Reduce(Reduce::Min), []) => Some(Op::Reduce(Red::Min, a)),
                (Rule::Map(m), []) if m.keeps_real_doubles() => Some(Op::Same(a)),
                (Rule::Extent(DeclExtent::Numel), []) => Some(Op::Extent(Ext::Numel, a)),
                (Rule::Extent(DeclExtent::Length), []) => Some(Op::Extent(Ext::Length, a)),
                (Rule::Size, [Arg::Value(k)]) => match cx.s.env.constant(*k) {
                    Some(Const::Num(k)) if k >= 1.0 && k.fract() == 0.0 && k < 1e9 => {
                        Some(Op::Extent(Ext::Size(k as u32), a))
                    }
                    _ => None,
                },
                (_, []) => Math::of(name).map(|m| Op::Math(m, a)),
                _ => None,
            }
        }
        InstKind::IndexAssign {
            base,
            kind: IndexKind::Paren,
            args,
            value,
        } => {
            let [Arg::Value(k)] = args.as_slice() else {
                return None;
            };
            (kind(*base) == Kind::Loop && kind(*k) == Kind::Pre && kind(*value) == Kind::Pre)
                .then_some(Op::Put {
                    base: *base,
                    k: *k,
                    x: *value,
                })
        }
        InstKind::Range {
            start,
            step: None,
            stop,
        } if kind(*start) == Kind::Pre && kind(*stop) == Kind::Pre => Some(Op::Range {
            start: *start,
            stop: *stop,
        }),
        _ => None,
    }
}

/// Whether instruction `ii` of block `b` starts elementwise statements: an
/// array statement of arrays that exist before it, or a range that only
/// such statements read (starting after it would make the interpreter
/// build the whole range as an array for the region to read).
pub(super) fn starts(cx: &Cx, b: BlockId, ii: InstId) -> bool {
    if cx.s.inline.is_some() {
        return false;
    }
    loop_op(cx, ii, &|x| outside(cx, x)).is_some_and(|op| match op {
        Op::Range { .. } => range_in_statements(cx, b, cx.s.f.inst(ii).results[0]),
        _ => !matches!(op, Op::Put { .. } | Op::Extent(..) | Op::Same(_)),
    })
}

/// The plan of the statements from position `p` of the block to `e`.
struct Plan {
    e: usize,
    /// Per position in `p..=e`: its statement, or none (a scalar).
    ops: Vec<Option<Op>>,
    kinds: HashMap<ValueId, Kind>,
    /// The arrays of the loop used after it, each written into the storage
    /// of the array named (an array of the region that dies there).
    into: HashMap<ValueId, ValueId>,
    /// The values the statements read.
    reads: HashSet<ValueId>,
}

/// What reads each value of a function: the instructions, with their
/// blocks, and whether a terminator does. Made once per function lowered:
/// planning asked it of every array and range of every statement, and
/// scanned the function each time (a tenth of `matc run` on fdtd).
pub(super) struct Users {
    insts: Vec<Vec<(BlockId, InstId)>>,
    by_term: Vec<bool>,
}

impl Users {
    fn of(f: &mir::ir::Function) -> Users {
        let nv = f.num_values as usize;
        let mut u = Users {
            insts: vec![Vec::new(); nv],
            by_term: vec![false; nv],
        };
        for (bi, blk) in f.blocks.iter().enumerate() {
            let b = BlockId(bi as u32);
            for &ii in &blk.insts {
                f.inst(ii).kind.for_each_operand(&mut |x| {
                    let at = &mut u.insts[x.index()];
                    if at.last() != Some(&(b, ii)) {
                        at.push((b, ii));
                    }
                });
            }
            for x in blk.term.operands() {
                u.by_term[x.index()] = true;
            }
        }
        u
    }
}

fn users<'c>(cx: &'c Cx) -> &'c Users {
    cx.s.shared.users.get_or_init(|| Users::of(cx.s.f))
}

/// Whether every use of range `r` is an elementwise statement of its
/// block (a range a `for` loop runs over stays a lazy range).
fn range_in_statements(cx: &Cx, b: BlockId, r: ValueId) -> bool {
    let u = users(cx);
    !u.by_term[r.index()]
        && u.insts[r.index()].iter().all(|&(bb, j)| {
            bb == b
                && matches!(
                    cx.s.f.inst(j).kind,
                    InstKind::Transpose { .. } | InstKind::Binary(..)
                )
        })
}

/// Plans the statements from position `p` of block `b`; an error when
/// they cannot be one loop (the loop they are in stays interpreted).
fn plan(cx: &Cx, b: BlockId, p: usize) -> Res<Plan> {
    let f = cx.s.f;
    let insts = &f.block(b).insts;
    let mut kinds: HashMap<ValueId, Kind> = HashMap::new();
    let kind_of = |kinds: &HashMap<ValueId, Kind>, x: ValueId| {
        kinds.get(&x).copied().unwrap_or_else(|| outside(cx, x))
    };
    let mut ops: Vec<Option<Op>> = Vec::new();
    let mut last_op = p;
    // Statements after the first one that reads a value of after the loop
    // belong to another loop.
    let mut cut = insts.len();
    for (q, &ii) in insts.iter().enumerate().skip(p) {
        let inst = f.inst(ii);
        let op = match loop_op(cx, ii, &|x| kind_of(&kinds, x)) {
            _ if q >= cut => None,
            Some(Op::Range { .. }) if !range_in_statements(cx, b, inst.results[0]) => None,
            op => op,
        };
        let reads_post = inst
            .kind
            .operands()
            .iter()
            .any(|&x| kind_of(&kinds, x) == Kind::Post);
        match op {
            Some(op) if !reads_post => {
                kinds.insert(inst.results[0], op.result());
                if op.result() != Kind::Pre {
                    last_op = q;
                }
                ops.push(Some(op));
            }
            _ => {
                if op.is_some() && cut == insts.len() {
                    cut = q;
                }
                let after = inst
                    .kind
                    .operands()
                    .iter()
                    .any(|&x| matches!(kind_of(&kinds, x), Kind::Post | Kind::Loop));
                // Stores into the region's arrays are made after the loop.
                let store = matches!(inst.kind, InstKind::IndexAssign { .. });
                for &r in &inst.results {
                    let k = if after || store {
                        Kind::Post
                    } else {
                        Kind::Pre
                    };
                    kinds.insert(r, k);
                }
                ops.push(None);
            }
        }
    }
    let e = last_op;
    ops.truncate(e + 1 - p);
    // Which arrays of the loop must exist after it: those read by anything
    // but a statement of the loop, here or elsewhere.
    let in_loop: HashSet<InstId> = (p..=e)
        .filter(|q| ops[q - p].is_some())
        .map(|q| insts[q])
        .collect();
    let mut real: Vec<ValueId> = Vec::new();
    for &ii in &insts[p..=e] {
        let r = match f.inst(ii).results.as_slice() {
            [r] if kinds.get(r) == Some(&Kind::Loop) => *r,
            _ => continue,
        };
        let u = users(cx);
        let used_outside = u.by_term[r.index()]
            || u.insts[r.index()]
                .iter()
                .any(|&(bb, j)| bb != b || !in_loop.contains(&j));
        if used_outside {
            real.push(r);
        }
    }
    let into = donors(cx, b, p, e, &ops, &kinds, &real)?;
    let reads = insts[p..=e]
        .iter()
        .flat_map(|&ii| f.inst(ii).kind.operands())
        .collect();
    Ok(Plan {
        e,
        ops,
        kinds,
        into,
        reads,
    })
}

/// Writes each array of `real` over an array of the region whose last use
/// is a statement of the loop (the loop reads each element before it
/// writes it): of the same variable (so it goes round the loop in the
/// storage it came in), else an operand of its statement.
fn donors(
    cx: &Cx,
    b: BlockId,
    p: usize,
    e: usize,
    ops: &[Option<Op>],
    kinds: &HashMap<ValueId, Kind>,
    real: &[ValueId],
) -> Res<HashMap<ValueId, ValueId>> {
    let f = cx.s.f;
    let insts = &f.block(b).insts;
    let post_reads: HashSet<ValueId> = (p..=e)
        .filter(|q| ops[q - p].is_none())
        .flat_map(|q| f.inst(insts[q]).kind.operands())
        .collect();
    let mut donors: Vec<ValueId> = Vec::new();
    for q in p..=e {
        let Some(op) = ops[q - p] else { continue };
        for x in op.arrays() {
            let ok = kinds.get(&x).is_none()
                && outside(cx, x) == Kind::Real
                && cx.defined_here(cx.v(x))
                && cx.s.env.last_use(insts[q], x)
                && !post_reads.contains(&x)
                && cx.s.inline.is_none();
            if ok && !donors.contains(&x) {
                donors.push(x);
            }
        }
    }
    let mut into = HashMap::new();
    for &r in real {
        let q = (p..=e)
            .find(|&q| f.inst(insts[q]).results.first() == Some(&r))
            .expect("an array of the loop is a result of one of its statements");
        let own = ops[q - p].expect("a statement of the loop").arrays();
        let name = f.value_names[r.index()];
        let pick = donors
            .iter()
            .position(|d| name.is_some() && f.value_names[d.index()] == name)
            .or_else(|| donors.iter().position(|d| own.contains(d)));
        match pick {
            Some(k) => {
                into.insert(r, donors.remove(k));
            }
            None => {
                return Err(format!(
                    "array {r:?} is used after its elementwise loop and overwrites no array"
                ))
            }
        }
    }
    Ok(into)
}

/// Whether a scalar statement may leave the region (other than by a
/// subscript, whose check is made before the loop).
fn may_leave(cx: &Cx, ii: InstId) -> bool {
    match &cx.s.f.inst(ii).kind {
        InstKind::Unary(UnOp::Not, _)
        | InstKind::Truth(_)
        | InstKind::Range { .. }
        | InstKind::Binary(
            BinOp::Pow | BinOp::MatPow | BinOp::And | BinOp::Or | BinOp::AndAnd | BinOp::OrOr,
            ..,
        ) => true,
        InstKind::Call {
            callee: Callee::Builtin(name),
            ..
        } => Math::of(name).is_some_and(Math::partial),
        InstKind::Call { .. } => true,
        _ => false,
    }
}

/// A value carried around the loop: (in the head, next, after the loop),
/// and what it starts from.
#[derive(Clone, Copy)]
struct Carried {
    head: V,
    next: V,
    last: V,
    init: V,
}

/// The loop being built.
struct Loop {
    /// The position (from 1) and the element count, as doubles; the count
    /// is the first array's that the statements read from before the loop.
    i: V,
    n: Option<V>,
    /// The first real array read.
    first: Option<V>,
    /// Per array of the loop and per array read (MIR value), its element in
    /// the body and its extents (known before the loop).
    elem: HashMap<ValueId, V>,
    dims: HashMap<ValueId, (V, V)>,
    /// Per array written over (as before the loop), its version in the head.
    version: HashMap<V, V>,
    body: Vec<Inst>,
    /// The checks made before the loop (their conjunction), each once: the
    /// comparisons, the values checked whole, the arrays' extents checked
    /// to be a vector's, and the element count of each pair of extents.
    ok: Option<V>,
    tested: HashSet<(Cmp, V, V)>,
    wholes: HashSet<V>,
    vectors: HashSet<(V, V)>,
    numels: HashMap<(V, V), V>,
    /// Reductions, and the smallest elements given to `sqrt` or `log`.
    carried: Vec<Carried>,
    lows: Vec<Carried>,
    /// Extremes checked after the loop: (value after it, compare, the
    /// infinity it started from), each `last op far` when finite.
    finite: Vec<(V, Cmp, V)>,
    /// Arrays written in place: (version in the head, next version, the
    /// version before the loop, the version after it, its element).
    writes: Vec<(V, V, V, V, V)>,
    one: V,
    zero: V,
    /// The exit before the first statement.
    exit: u32,
}

/// The statements after the loop and what their lowering needs.
#[derive(Default)]
struct After {
    insts: Vec<InstId>,
    /// Accesses checked before the loop: (array before it, subscripts).
    probes: Vec<(V, Vec<V>)>,
    /// Per array version of after the loop, the version before it.
    origin: HashMap<ValueId, V>,
    /// (result, value after the loop, which)
    reductions: Vec<(ValueId, V, Red)>,
}

impl Loop {
    fn check(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, c: V) {
        self.ok = and(cx, pre, self.ok, c);
    }

    /// Checks `a op b` (unless it is checked already).
    fn test(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, op: Cmp, a: V, b: V) {
        if self.tested.insert((op, a, b)) {
            let c = compare(cx, pre, op, a, b);
            self.check(cx, pre, c);
        }
    }

    /// Checks that extents (or counts: never NaN) are equal, unless they
    /// are one value (in either order).
    fn same(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, a: V, b: V) {
        if a != b {
            self.test(cx, pre, Cmp::Eq, a.min(b), a.max(b));
        }
    }

    /// Checks that `x` is a whole number (see `whole`).
    fn test_whole(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, x: V) {
        if self.wholes.insert(x) {
            let c = whole(cx, pre, x);
            self.check(cx, pre, c);
        }
    }

    /// Checks that an array of these extents is a vector with elements.
    fn test_vector(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, (rows, cols): (V, V)) {
        if self.vectors.insert((rows, cols)) {
            let single_row = compare(cx, pre, Cmp::Eq, rows, self.one);
            let single_col = compare(cx, pre, Cmp::Eq, cols, self.one);
            let vector = logic(cx, pre, false, single_row, single_col);
            self.check(cx, pre, vector);
            let numel = self.numel(cx, pre, (rows, cols));
            self.test(cx, pre, Cmp::Ge, numel, self.one);
        }
    }

    /// The element count of an array of these extents.
    fn numel(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, dims: (V, V)) -> V {
        *self
            .numels
            .entry(dims)
            .or_insert_with(|| bin(cx, pre, BinF::Mul, dims.0, dims.1))
    }

    /// Checks that an array the loop reads has as many elements as it counts.
    fn counts(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, numel: V) {
        match self.n {
            None => self.n = Some(numel),
            Some(n) => self.same(cx, pre, numel, n),
        }
    }

    /// The element of array `x` (of the loop, or a real array read) in the body.
    fn element(&mut self, cx: &mut Cx, pre: &mut Vec<Inst>, x: ValueId) -> Res<V> {
        if let Some(&v) = self.elem.get(&x) {
            return Ok(v);
        }
        let a = cx.v(x);
        if cx.read(x, pre)? != Ty::Arr {
            return Err(format!("{x:?} is not a real double array"));
        }
        self.first.get_or_insert(a);
        let rows = extent(cx, pre, Extent::Rows, a);
        let cols = extent(cx, pre, Extent::Cols, a);
        let numel = extent(cx, pre, Extent::Numel, a);
        self.counts(cx, pre, numel);
        self.dims.insert(x, (rows, cols));
        let d = cx.temp(Ty::F64);
        let arr = self.version.get(&a).copied().unwrap_or(a);
        self.body.push(Inst::Load {
            dst: d,
            arr,
            idx: vec![self.i],
            exit: None,
        });
        // Straight-line statements run over long arrays only, which memory
        // holds rather than the caches.
        if cx.before.is_some() {
            let dst = cx.temp(Ty::Bool);
            self.body.push(Inst::Prefetch {
                dst,
                arr,
                k: self.i,
            });
        }
        self.elem.insert(x, d);
        Ok(d)
    }

    /// An operand of an elementwise operation: an element, or a scalar
    /// known before the loop (`None` as the extents).
    fn operand(
        &mut self,
        cx: &mut Cx,
        plan: &Plan,
        x: ValueId,
        pre: &mut Vec<Inst>,
    ) -> Res<(V, Option<(V, V)>)> {
        let k = plan
            .kinds
            .get(&x)
            .copied()
            .unwrap_or_else(|| outside(cx, x));
        match k {
            Kind::Loop | Kind::Real => {
                let e = self.element(cx, pre, x)?;
                Ok((e, Some(self.dims[&x])))
            }
            Kind::Pre => {
                cx.present(x, self.exit, pre);
                Ok((cx.f64_only(x, pre)?, None))
            }
            _ => Err(format!("{x:?} is no operand of an elementwise loop")),
        }
    }

    /// A value carried around the loop from `init`.
    fn carry(cx: &mut Cx, init: V) -> Carried {
        Carried {
            head: cx.temp(Ty::F64),
            next: cx.temp(Ty::F64),
            last: cx.temp(Ty::F64),
            init,
        }
    }
}

/// The blocks of the loop, as `lower` makes them.
struct Blocks {
    b: BlockId,
    at: u32,
    inlined: Option<String>,
    back_exit: Option<u32>,
}

impl Blocks {
    fn push(
        &self,
        cx: &mut Cx,
        label: usize,
        params: Vec<(V, Ty)>,
        insts: Vec<Inst>,
        term: Term,
        role: Option<&'static str>,
    ) {
        cx.out.push(Pending {
            label,
            block: Block {
                mir: self.b.0,
                inlined: self.inlined.clone(),
                elementwise: role.map(|r| (self.at, r)),
                params,
                insts,
                term,
                latch: None,
            },
            back_exit: self.back_exit,
        });
    }
}

/// `a && b` of logicals made so far (`None`: nothing to check yet).
fn and(cx: &mut Cx, out: &mut Vec<Inst>, acc: Option<V>, c: V) -> Option<V> {
    Some(match acc {
        None => c,
        Some(o) => logic(cx, out, true, o, c),
    })
}

fn logic(cx: &mut Cx, out: &mut Vec<Inst>, and: bool, a: V, b: V) -> V {
    let d = cx.temp(Ty::Bool);
    out.push(Inst::LogicB { dst: d, and, a, b });
    d
}

fn compare(cx: &mut Cx, out: &mut Vec<Inst>, op: Cmp, a: V, b: V) -> V {
    let d = cx.temp(Ty::Bool);
    out.push(Inst::Cmp { dst: d, op, a, b });
    d
}

fn extent(cx: &mut Cx, out: &mut Vec<Inst>, what: Extent, arr: V) -> V {
    let d = cx.temp(Ty::F64);
    out.push(Inst::Extent { dst: d, what, arr });
    d
}

fn constant(cx: &mut Cx, out: &mut Vec<Inst>, x: f64) -> V {
    let d = cx.temp(Ty::F64);
    out.push(Inst::ConstF { dst: d, x });
    d
}

fn bin(cx: &mut Cx, out: &mut Vec<Inst>, op: BinF, a: V, b: V) -> V {
    let d = cx.temp(Ty::F64);
    out.push(Inst::Bin { dst: d, op, a, b });
    d
}

/// Whether `x` is a whole number (false for NaN; an infinity passes, and
/// fails every bound it is then checked against).
fn whole(cx: &mut Cx, out: &mut Vec<Inst>, x: V) -> V {
    let d = cx.temp(Ty::F64);
    out.push(Inst::Math {
        dst: d,
        f: Math::Floor,
        a: x,
        exit: None,
    });
    compare(cx, out, Cmp::Eq, d, x)
}

/// Leaves a loop region's elementwise loop of `LONG` elements or more to
/// the interpreter, whose array operations take it in vector lanes (the
/// same bits: each element alone). `n` is the loop's count.
fn leave_long(cx: &mut Cx, lp: &mut Loop, pre: &mut Vec<Inst>, n: V) {
    if cx.before.is_none() {
        let below = constant(cx, pre, LONG as f64);
        lp.test(cx, pre, Cmp::Lt, n, below);
    }
}

/// Lowers the statements from position `p` of the open block: the block
/// ends with the checks, then come the loop's blocks and the block after
/// it, which the rest of the MIR block fills. The position after them, and
/// the first array read (whose element count the loop counts).
pub(super) fn lower(cx: &mut Cx, open: &mut Open, p: usize) -> Res<(usize, Option<V>)> {
    let f = cx.s.f;
    let insts = f.block(open.b).insts.clone();
    let plan = plan(cx, open.b, p)?;
    if cx.before.is_some() && !worth_a_region(&plan) {
        return Err(
            "statements without two reductions of computed elements: fused passes are faster"
                .into(),
        );
    }
    // Straight-line statements are entered for long arrays only (100,000
    // elements, above `decls::SHARED_MIN`), where a library function with
    // no instruction (`sin`, `exp`) is the interpreter's: its builtins
    // share those among the threads.
    let costly = |op: &Op| matches!(op, Op::Math(m, _) if m.native().is_none());
    if cx.before.is_some() && plan.ops.iter().flatten().any(costly) {
        return Err("straight-line statements that call a library function".into());
    }
    let at = insts[p].0;
    let exit = cx.resume(Resume::Inst(at));
    let blocks = Blocks {
        b: open.b,
        at,
        inlined: open.inlined.clone(),
        back_exit: open.back_exit,
    };
    let mut pre: Vec<Inst> = std::mem::take(open.insts);
    let one = constant(cx, &mut pre, 1.0);
    let zero = constant(cx, &mut pre, 0.0);
    let mut lp = Loop {
        i: cx.temp(Ty::F64),
        n: None,
        first: None,
        elem: HashMap::new(),
        dims: HashMap::new(),
        version: HashMap::new(),
        body: Vec::new(),
        ok: None,
        tested: HashSet::new(),
        wholes: HashSet::new(),
        vectors: HashSet::new(),
        numels: HashMap::new(),
        carried: Vec::new(),
        lows: Vec::new(),
        finite: Vec::new(),
        writes: Vec::new(),
        one,
        zero,
        exit,
    };
    for t in plan.into.values() {
        let ver = cx.temp(Ty::Arr);
        lp.version.insert(cx.v(*t), ver);
    }
    let mut after = After::default();
    for (&ii, op) in insts[p..=plan.e].iter().zip(&plan.ops) {
        match *op {
            Some(op) => statement(cx, &mut lp, &plan, &mut after, &mut pre, ii, op)?,
            None => scalar(cx, &plan, &mut after, &mut pre, ii, exit)?,
        }
    }
    if !lp.writes.is_empty() && !lp.lows.is_empty() {
        return Err("an elementwise loop that writes in place checks its elements".into());
    }
    let n = lp.n.ok_or("an elementwise loop reads no array")?;
    leave_long(cx, &mut lp, &mut pre, n);
    // The probes read elements nothing uses: only their checks count.
    for (arr, idx) in std::mem::take(&mut after.probes) {
        let d = cx.temp(Ty::F64);
        pre.push(Inst::Load {
            dst: d,
            arr,
            idx,
            exit: Some(exit),
        });
    }
    // The head's parameters: position, reductions, smallest elements, versions.
    let (head, body, out) = (cx.next_label, cx.next_label + 1, cx.next_label + 2);
    cx.next_label += 3;
    let mut head_params = vec![(lp.i, Ty::F64)];
    let mut init = vec![one];
    let mut back = Vec::new();
    let mut out_params = Vec::new();
    let mut head_out = Vec::new();
    for c in lp.carried.iter().chain(&lp.lows) {
        head_params.push((c.head, Ty::F64));
        init.push(c.init);
        back.push(c.next);
        out_params.push((c.last, Ty::F64));
        head_out.push(c.head);
    }
    for &(ver, next, before, now, x) in &lp.writes {
        head_params.push((ver, Ty::Arr));
        init.push(before);
        back.push(next);
        out_params.push((now, Ty::Arr));
        head_out.push(ver);
        cx.union(ver, before);
        cx.union(next, ver);
        cx.union(now, ver);
        cx.set_type(now, Ty::Arr);
        lp.body.push(Inst::Store {
            dst: next,
            arr: ver,
            idx: vec![lp.i],
            x,
            exit: None,
        });
    }
    let enter = Dest::Block(head, init);
    let term = match lp.ok {
        Some(c) => Term::Branch {
            cond: c,
            then_: enter,
            else_: Dest::Exit(exit),
        },
        None => Term::Jump(enter),
    };
    blocks.push(
        cx,
        *open.label,
        std::mem::take(open.params),
        pre,
        term,
        None,
    );
    // The head: on while the position is within the count.
    let mut h = Vec::new();
    let more = compare(cx, &mut h, Cmp::Le, lp.i, n);
    let term = Term::Branch {
        cond: more,
        then_: Dest::Block(body, Vec::new()),
        else_: Dest::Block(out, head_out),
    };
    blocks.push(cx, head, head_params, h, term, Some("head"));
    let mut b = std::mem::take(&mut lp.body);
    let i_next = bin(cx, &mut b, BinF::Add, lp.i, one);
    back.insert(0, i_next);
    let term = Term::Jump(Dest::Block(head, back));
    blocks.push(cx, body, Vec::new(), b, term, Some("body"));
    // After the loop: the smallest elements and the extremes checked, then the reductions,
    // then the statements that read them.
    let mut label = out;
    let mut params = out_params;
    let mut post = Vec::new();
    if !lp.lows.is_empty() || !lp.finite.is_empty() {
        let mut ok = None;
        for c in &lp.lows {
            let good = compare(cx, &mut post, Cmp::Ge, c.last, zero);
            ok = and(cx, &mut post, ok, good);
        }
        for &(last, op, far) in &lp.finite {
            let good = compare(cx, &mut post, op, last, far);
            ok = and(cx, &mut post, ok, good);
        }
        let checked = cx.next_label;
        cx.next_label += 1;
        let term = Term::Branch {
            cond: ok.expect("a smallest element or an extreme is checked"),
            then_: Dest::Block(checked, Vec::new()),
            else_: Dest::Exit(exit),
        };
        let params = std::mem::take(&mut params);
        blocks.push(
            cx,
            label,
            params,
            std::mem::take(&mut post),
            term,
            Some("after"),
        );
        label = checked;
    }
    for &(r, last, red) in &after.reductions {
        let d = cx.v(r);
        post.push(match red {
            Red::Mean => Inst::Bin {
                dst: d,
                op: BinF::Div,
                a: last,
                b: n,
            },
            _ => Inst::Copy { dst: d, a: last },
        });
        cx.set_type(d, Ty::F64);
    }
    cx.proven = true;
    let lowered = after
        .insts
        .iter()
        .try_for_each(|&ii| lower_inst(cx, ii, &mut post));
    cx.proven = false;
    lowered?;
    *open.label = label;
    *open.params = params;
    *open.insts = post;
    Ok((plan.e + 1, lp.first))
}

/// A statement of the loop: its element in the body and its extents.
fn statement(
    cx: &mut Cx,
    lp: &mut Loop,
    plan: &Plan,
    after: &mut After,
    pre: &mut Vec<Inst>,
    ii: InstId,
    op: Op,
) -> Res<()> {
    let r = cx.s.f.inst(ii).results[0];
    let (d, dims) = match op {
        Op::Bin(fop, a, c) => {
            let (x, da) = lp.operand(cx, plan, a, pre)?;
            let (y, dc) = lp.operand(cx, plan, c, pre)?;
            // Two arrays: of one shape (else the runtime broadcasts or fails).
            if let (Some(da), Some(dc)) = (da, dc) {
                lp.same(cx, pre, da.0, dc.0);
                lp.same(cx, pre, da.1, dc.1);
            }
            let d = bin(cx, &mut lp.body, fop, x, y);
            (d, da.or(dc).expect("an array operand"))
        }
        Op::Neg(a) | Op::Same(a) | Op::Math(_, a) => {
            let x = lp.element(cx, pre, a)?;
            let d = cx.temp(Ty::F64);
            let inst = match op {
                Op::Neg(_) => Inst::Neg { dst: d, a: x },
                Op::Same(_) => Inst::Copy { dst: d, a: x },
                Op::Math(m, _) => {
                    if m.partial() {
                        // As `minmax_binary` picks, a NaN element leaves the
                        // smallest as it is (`sqrt` and `log` keep a NaN real).
                        let c = Loop::carry(cx, lp.zero);
                        lp.body.push(Inst::Math2 {
                            dst: c.next,
                            f: Math2::Min,
                            a: c.head,
                            b: x,
                        });
                        lp.lows.push(c);
                    }
                    Inst::Math {
                        dst: d,
                        f: m,
                        a: x,
                        exit: None,
                    }
                }
                _ => unreachable!("matched above"),
            };
            lp.body.push(inst);
            (d, lp.dims[&a])
        }
        Op::Column(a) | Op::Transpose(a) => {
            let x = lp.element(cx, pre, a)?;
            let (rows, cols) = lp.dims[&a];
            let dims = match op {
                Op::Column(_) => (lp.numel(cx, pre, (rows, cols)), lp.one),
                _ => {
                    // A vector's elements keep their order; a matrix's do not.
                    let single_row = compare(cx, pre, Cmp::Eq, rows, lp.one);
                    let single_col = compare(cx, pre, Cmp::Eq, cols, lp.one);
                    let vector = logic(cx, pre, false, single_row, single_col);
                    lp.check(cx, pre, vector);
                    (cols, rows)
                }
            };
            (x, dims)
        }
        Op::Range { start, stop } => {
            // Whole bounds: the elements `start + k` are exact, and there
            // are `stop - start + 1` of them (none when that is negative).
            let s = cx.f64_only(start, pre)?;
            let e = cx.f64_only(stop, pre)?;
            lp.test_whole(cx, pre, s);
            lp.test_whole(cx, pre, e);
            let span = bin(cx, pre, BinF::Sub, e, s);
            let count = bin(cx, pre, BinF::Add, span, lp.one);
            let count = {
                let d = cx.temp(Ty::F64);
                pre.push(Inst::Math2 {
                    dst: d,
                    f: Math2::Max,
                    a: count,
                    b: lp.zero,
                });
                d
            };
            lp.counts(cx, pre, count);
            // From 1 the element is the position itself: `1 + (i - 1)` is
            // `i` exactly, two additions an element fewer (`(1:n)'`).
            let d = match cx.s.env.constant(start) {
                Some(Const::Num(1.0)) => lp.i,
                _ => {
                    let k = bin(cx, &mut lp.body, BinF::Sub, lp.i, lp.one);
                    bin(cx, &mut lp.body, BinF::Add, s, k)
                }
            };
            (d, (lp.one, count))
        }
        Op::Extent(what, a) => return extent_statement(cx, lp, pre, r, what, a),
        Op::Reduce(red, a) => {
            let x = lp.element(cx, pre, a)?;
            // A vector with elements: a reduction then gives a scalar.
            lp.test_vector(cx, pre, lp.dims[&a]);
            let c = match red {
                Red::Sum | Red::Mean => {
                    let c = Loop::carry(cx, lp.zero);
                    lp.body.push(Inst::Bin {
                        dst: c.next,
                        op: BinF::Add,
                        a: c.head,
                        b: x,
                    });
                    c
                }
                Red::Max | Red::Min if plan.into.is_empty() => {
                    // From -Inf (+Inf), a NaN element or an equal one
                    // leaves the extreme as it is: one `maxsd` (`minsd`)
                    // an element. An extreme still infinite after the
                    // loop (every element NaN, or the extreme itself
                    // infinite) leaves the statements to the interpreter,
                    // which needs nothing written in place before.
                    let (op, far) = match red {
                        Red::Max => (Cmp::Gt, f64::NEG_INFINITY),
                        _ => (Cmp::Lt, f64::INFINITY),
                    };
                    let far = constant(cx, pre, far);
                    let c = Loop::carry(cx, far);
                    let beyond = compare(cx, &mut lp.body, op, x, c.head);
                    lp.body.push(Inst::Select {
                        dst: c.next,
                        c: beyond,
                        a: x,
                        b: c.head,
                    });
                    lp.finite.push((c.last, op, far));
                    c
                }
                Red::Max | Red::Min => {
                    // As `minmax`'s hot path: the first non-NaN extreme.
                    let nan = constant(cx, pre, f64::NAN);
                    let c = Loop::carry(cx, nan);
                    let none = compare(cx, &mut lp.body, Cmp::Ne, c.head, c.head);
                    let op = if red == Red::Max { Cmp::Gt } else { Cmp::Lt };
                    let beyond = compare(cx, &mut lp.body, op, x, c.head);
                    let take = logic(cx, &mut lp.body, false, none, beyond);
                    lp.body.push(Inst::Select {
                        dst: c.next,
                        c: take,
                        a: x,
                        b: c.head,
                    });
                    c
                }
            };
            lp.carried.push(c);
            after.reductions.push((r, c.last, red));
            return Ok(());
        }
        Op::Put { base, k, x } => {
            let e = lp.element(cx, pre, base)?;
            let dims = lp.dims[&base];
            let k = cx.f64_only(k, pre)?;
            let x = cx.f64_only(x, pre)?;
            // `k` whole and within the elements (else growth or an error).
            let numel = lp.numel(cx, pre, dims);
            lp.test_whole(cx, pre, k);
            lp.test(cx, pre, Cmp::Ge, k, lp.one);
            lp.test(cx, pre, Cmp::Le, k, numel);
            let here = compare(cx, &mut lp.body, Cmp::Eq, lp.i, k);
            let d = cx.temp(Ty::F64);
            lp.body.push(Inst::Select {
                dst: d,
                c: here,
                a: x,
                b: e,
            });
            (d, dims)
        }
    };
    lp.elem.insert(r, d);
    lp.dims.insert(r, dims);
    if let Some(&t) = plan.into.get(&r) {
        let before = cx.v(t);
        // The result keeps the storage and so the extents of the array it
        // is written over: they must be its own (a row is not written over
        // a column of as many elements).
        cx.read(t, pre)?;
        let rows = extent(cx, pre, Extent::Rows, before);
        let cols = extent(cx, pre, Extent::Cols, before);
        lp.same(cx, pre, rows, dims.0);
        lp.same(cx, pre, cols, dims.1);
        let ver = lp.version[&before];
        let next = cx.temp(Ty::Arr);
        lp.writes.push((ver, next, before, cx.v(r), d));
        after.origin.insert(r, before);
    }
    Ok(())
}

/// `size`, `numel` or `length` of array `a`: computed once, before the loop.
fn extent_statement(
    cx: &mut Cx,
    lp: &mut Loop,
    pre: &mut Vec<Inst>,
    r: ValueId,
    what: Ext,
    a: ValueId,
) -> Res<()> {
    lp.element(cx, pre, a)?;
    let (rows, cols) = lp.dims[&a];
    let d = cx.v(r);
    match what {
        Ext::Size(1) => pre.push(Inst::Copy { dst: d, a: rows }),
        Ext::Size(2) => pre.push(Inst::Copy { dst: d, a: cols }),
        Ext::Size(_) => pre.push(Inst::ConstF { dst: d, x: 1.0 }),
        Ext::Numel => pre.push(Inst::Bin {
            dst: d,
            op: BinF::Mul,
            a: rows,
            b: cols,
        }),
        Ext::Length => {
            let numel = bin(cx, pre, BinF::Mul, rows, cols);
            let big = cx.temp(Ty::F64);
            pre.push(Inst::Math2 {
                dst: big,
                f: Math2::Max,
                a: rows,
                b: cols,
            });
            let empty = compare(cx, pre, Cmp::Eq, numel, lp.zero);
            pre.push(Inst::Select {
                dst: d,
                c: empty,
                a: lp.zero,
                b: big,
            });
        }
    }
    cx.set_type(d, Ty::F64);
    Ok(())
}

/// A scalar statement among the loop's: lowered before the loop (leaving
/// before the first statement on any check it fails), or after it (with
/// its subscripts checked before it).
fn scalar(
    cx: &mut Cx,
    plan: &Plan,
    after: &mut After,
    pre: &mut Vec<Inst>,
    ii: InstId,
    exit: u32,
) -> Res<()> {
    let inst = cx.s.f.inst(ii);
    let is_post = inst
        .results
        .iter()
        .any(|r| plan.kinds.get(r) == Some(&Kind::Post));
    // A constant the statements do not read (a format string for after
    // them): made by the interpreter before the region.
    if let (InstKind::Const(_), Some(before), [r]) = (&inst.kind, &mut cx.before, &inst.results[..])
    {
        if !plan.reads.contains(r) {
            before.push(ii.0);
            return Ok(());
        }
    }
    if !is_post {
        cx.exit_to = Some(exit);
        let r = lower_inst(cx, ii, pre);
        cx.exit_to = None;
        return r;
    }
    if may_leave(cx, ii) {
        return Err(format!(
            "{ii:?} after an elementwise loop may leave the region"
        ));
    }
    if let InstKind::Index { base, args, .. } | InstKind::IndexAssign { base, args, .. } =
        &inst.kind
    {
        let arr = match after.origin.get(base) {
            Some(&o) => o,
            None if !plan.kinds.contains_key(base) => cx.v(*base),
            None => return Err(format!("{base:?} is read after its elementwise loop")),
        };
        let mut idx = Vec::new();
        for a in args {
            match a {
                Arg::Value(x) if plan.kinds.get(x) != Some(&Kind::Post) => {
                    idx.push(cx.f64_only(*x, pre)?)
                }
                _ => return Err("a subscript after an elementwise loop depends on it".into()),
            }
        }
        after.probes.push((arr, idx));
        if let InstKind::IndexAssign { .. } = inst.kind {
            after.origin.insert(inst.results[0], arr);
        }
    }
    after.insts.push(ii);
    Ok(())
}
