//! Elementwise array statements of a loop body, lowered as one counted loop
//! over their elements: the arrays they make are never made.
//!
//! From its first array statement on, a MIR block's statements whose
//! operands are real double arrays of one shape and double scalars (`+ - .*
//! ./ .\`, `*` and `/` by a scalar, unary minus, `sqrt`, `exp`, `abs`... of
//! each element, `r(k) = x` of such an array, and `sum`/`mean` of one) become
//! the body of a loop over the element positions, each array an element
//! value. The other statements among them run before the loop (the scalars
//! the loop reads) or after it (those that read a sum or mean, and every
//! element store into an array the region updates). An array used after
//! these statements is written in place into the storage of an array of
//! the region that dies at the statement making it (`Vx = Vx + ax * dT`);
//! otherwise the loop is not made.
//!
//! Nothing is checked inside the loop: every check that any of these
//! statements could fail (the arrays' shapes equal, each subscript in
//! bounds, a sum's operand a vector) is made before it, and fails by
//! leaving the region before the first statement, which the interpreter
//! then runs with all the others: they are pure until the loop ends. The
//! one check made per element, that `sqrt` or `log` gets no negative number
//! (whose result would be complex), is made on the smallest element after
//! the loop, before anything is stored, and only by loops that write no
//! array in place.
//!
//! Each element is computed with the operations, in the order, that the
//! interpreter computes it with, and a sum adds the elements in order from
//! zero as `sum` does, so results are the same bit for bit.

use std::collections::{HashMap, HashSet};

use mir::ir::{Arg, BlockId, Callee, Const, IndexKind, InstId, InstKind, ValueId};
use syntax::ast::{BinOp, UnOp};

use super::{lower_inst, Cx, Pending, Res};
use crate::{BinF, Block, Cmp, Dest, Extent, Inst, Math, Math2, Resume, Term, Ty, V};

/// The LIR block `lower_block` is filling when the statements start.
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
}

/// A statement of the loop.
#[derive(Clone, Copy, Debug)]
enum Op {
    Bin(BinF, ValueId, ValueId),
    Neg(ValueId),
    Plus(ValueId),
    Math(Math, ValueId),
    Reduce(Red, ValueId),
    /// `base(k) = x`
    Put {
        base: ValueId,
        k: ValueId,
        x: ValueId,
    },
}

impl Op {
    fn arrays(&self) -> Vec<ValueId> {
        match *self {
            Op::Bin(_, a, b) => vec![a, b],
            Op::Neg(a) | Op::Plus(a) | Op::Math(_, a) | Op::Reduce(_, a) => vec![a],
            Op::Put { base, .. } => vec![base],
        }
    }
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
    match &inst.kind {
        InstKind::Binary(op, a, b) => {
            let (ka, kb) = (kind(*a), kind(*b));
            let scalar = |k: Kind| matches!(k, Kind::Pre | Kind::Post);
            if !(is_array(ka) || is_array(kb)) || !(is_array(ka) || scalar(ka)) {
                return None;
            }
            if !(is_array(kb) || scalar(kb)) {
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
        InstKind::Unary(UnOp::Plus, a) if is_array(kind(*a)) => Some(Op::Plus(*a)),
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            stmt: false,
        } => {
            let [Arg::Value(a)] = args.as_slice() else {
                return None;
            };
            if !is_array(kind(*a)) {
                return None;
            }
            match name.as_str() {
                "sum" => Some(Op::Reduce(Red::Sum, *a)),
                "mean" => Some(Op::Reduce(Red::Mean, *a)),
                _ => Math::of(name).map(|m| Op::Math(m, *a)),
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
        _ => None,
    }
}

/// Whether instruction `ii` starts elementwise statements: an array
/// statement of arrays that exist before it.
pub(super) fn starts(cx: &Cx, ii: InstId) -> bool {
    if cx.s.inline.is_some() {
        return false;
    }
    loop_op(cx, ii, &|x| outside(cx, x)).is_some_and(|op| !matches!(op, Op::Put { .. }))
}

/// The plan of the statements from position `p` of the block to `e`.
struct Plan {
    e: usize,
    /// Per position in `p..=e`: its statement, or none (a scalar).
    ops: Vec<Option<Op>>,
    kinds: HashMap<ValueId, Kind>,
    /// The arrays of the loop used after it, each written into the storage
    /// of the array named (an operand that dies there).
    into: HashMap<ValueId, ValueId>,
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
        let op = if q < cut {
            loop_op(cx, ii, &|x| kind_of(&kinds, x))
        } else {
            None
        };
        let reads_post = inst
            .kind
            .operands()
            .iter()
            .any(|&x| kind_of(&kinds, x) == Kind::Post);
        match op {
            Some(op) if !reads_post => {
                let r = inst.results[0];
                let k = match op {
                    Op::Reduce(..) => Kind::Post,
                    _ => Kind::Loop,
                };
                kinds.insert(r, k);
                last_op = q;
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
                    kinds.insert(
                        r,
                        if after || store {
                            Kind::Post
                        } else {
                            Kind::Pre
                        },
                    );
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
    for &ii in insts.iter().skip(p).take(e + 1 - p) {
        let r = match f.inst(ii).results.as_slice() {
            [r] if kinds.get(r) == Some(&Kind::Loop) => *r,
            _ => continue,
        };
        let mut used_outside = false;
        for (bi, blk) in f.blocks.iter().enumerate() {
            if blk.term.operands().contains(&r) {
                used_outside = true;
            }
            for &j in &blk.insts {
                if f.inst(j).kind.operands().contains(&r)
                    && (BlockId(bi as u32) != b || !in_loop.contains(&j))
                {
                    used_outside = true;
                }
            }
        }
        if used_outside {
            real.push(r);
        }
    }
    // Each such array is written over an array of the region whose last
    // use is a statement of the loop (the loop reads each element before
    // it writes it): of the same variable (so it goes round the loop in the
    // storage it came in), else an operand of its statement.
    let post_reads: HashSet<ValueId> = (p..=e)
        .filter(|q| ops[q - p].is_none())
        .flat_map(|q| f.inst(insts[q]).kind.operands())
        .collect();
    let mut donors: Vec<ValueId> = Vec::new();
    for q in p..=e {
        let Some(op) = ops[q - p] else { continue };
        for x in op.arrays() {
            let ok = kind_of(&kinds, x) == Kind::Real
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
    for &r in &real {
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
    Ok(Plan {
        e,
        ops,
        kinds,
        into,
    })
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
        } => Math::of(name).is_some_and(|m| m.needs_nonneg()),
        InstKind::Call { .. } => true,
        _ => false,
    }
}

/// The loop being built.
struct Loop {
    /// The array whose shape the loop runs over, and every array it reads
    /// (each as it is before the loop).
    shape: Option<V>,
    reads: Vec<V>,
    /// The position (from 1) and the element count, as doubles.
    i: V,
    n: V,
    /// Per array of the loop (MIR value), its element in the body.
    elem: HashMap<ValueId, V>,
    /// Per array read, its element in the body.
    loaded: HashMap<V, V>,
    /// Per array written over (as before the loop), its version in the head.
    version: HashMap<V, V>,
    body: Vec<Inst>,
    /// Sums and smallest elements given to `sqrt` or `log`: (value in the
    /// head, next value, value after the loop).
    sums: Vec<(V, V, V)>,
    lows: Vec<(V, V, V)>,
    /// Arrays written in place: (version in the head, next version, the
    /// version before the loop, the version after it, its element).
    writes: Vec<(V, V, V, V, V)>,
}

impl Loop {
    /// The element of array `x` (of the loop, or read) in the body.
    fn element(&mut self, cx: &mut Cx, x: ValueId) -> Res<V> {
        if let Some(&v) = self.elem.get(&x) {
            return Ok(v);
        }
        let a = cx.v(x);
        if cx.read(x, &mut Vec::new())? != Ty::Arr {
            return Err(format!("{x:?} is not a real double array"));
        }
        if let Some(&v) = self.loaded.get(&a) {
            return Ok(v);
        }
        if self.shape.is_none() {
            self.shape = Some(a);
        }
        self.reads.push(a);
        let d = cx.temp(Ty::F64);
        self.body.push(Inst::Load {
            dst: d,
            arr: self.version.get(&a).copied().unwrap_or(a),
            idx: vec![self.i],
            exit: None,
        });
        self.loaded.insert(a, d);
        Ok(d)
    }

    /// An operand of an elementwise operation: an element, or a scalar
    /// known before the loop.
    fn operand(&mut self, cx: &mut Cx, plan: &Plan, x: ValueId, pre: &mut Vec<Inst>) -> Res<V> {
        let k = plan
            .kinds
            .get(&x)
            .copied()
            .unwrap_or_else(|| outside(cx, x));
        match k {
            Kind::Loop | Kind::Real => self.element(cx, x),
            Kind::Pre => cx.f64_only(x, pre),
            _ => Err(format!("{x:?} is no operand of an elementwise loop")),
        }
    }

    /// A value carried around the loop from zero: (in the head, next, after).
    fn carried(cx: &mut Cx) -> (V, V, V) {
        (cx.temp(Ty::F64), cx.temp(Ty::F64), cx.temp(Ty::F64))
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
        Some(o) => {
            let d = cx.temp(Ty::Bool);
            out.push(Inst::LogicB {
                dst: d,
                and: true,
                a: o,
                b: c,
            });
            d
        }
    })
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

/// What the statements after the loop need of the lowering of the others.
#[derive(Default)]
struct After {
    insts: Vec<InstId>,
    /// Accesses checked before the loop: (array before it, subscripts);
    /// `None`: the loop's shape (an element store into an array of the loop).
    probes: Vec<(Option<V>, Vec<V>)>,
    /// Per array version of after the loop, the version before it.
    origin: HashMap<ValueId, V>,
    /// (result, sum after the loop, which)
    reductions: Vec<(ValueId, V, Red)>,
}

/// Lowers the statements from position `p` of the open block: the block
/// ends with the checks, then come the loop's blocks and the block after
/// it, which the rest of the MIR block fills. The position after them.
pub(super) fn lower(cx: &mut Cx, open: &mut Open, p: usize) -> Res<usize> {
    let f = cx.s.f;
    let insts = f.block(open.b).insts.clone();
    let plan = plan(cx, open.b, p)?;
    let at = insts[p].0;
    let exit = cx.resume(Resume::Inst(at));
    let blocks = Blocks {
        b: open.b,
        at,
        inlined: open.inlined.clone(),
        back_exit: open.back_exit,
    };
    let mut pre: Vec<Inst> = std::mem::take(open.insts);
    let mut lp = Loop {
        shape: None,
        reads: Vec::new(),
        i: cx.temp(Ty::F64),
        n: cx.temp(Ty::F64),
        elem: HashMap::new(),
        loaded: HashMap::new(),
        version: HashMap::new(),
        body: Vec::new(),
        sums: Vec::new(),
        lows: Vec::new(),
        writes: Vec::new(),
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
    let shape = lp.shape.ok_or("an elementwise loop reads no array")?;
    let ok = checks(cx, &mut lp, &after, &mut pre, shape, exit);
    let one = constant(cx, &mut pre, 1.0);
    let zero = constant(cx, &mut pre, 0.0);
    // The head's parameters: position, sums, smallest elements, versions.
    let (head, body, exit_label) = (cx.next_label, cx.next_label + 1, cx.next_label + 2);
    cx.next_label += 3;
    let mut head_params = vec![(lp.i, Ty::F64)];
    let mut init = vec![one];
    let mut next = Vec::new();
    let mut out_params = Vec::new();
    let mut head_out = Vec::new();
    for &(acc, nx, last) in lp.sums.iter().chain(&lp.lows) {
        head_params.push((acc, Ty::F64));
        init.push(zero);
        next.push(nx);
        out_params.push((last, Ty::F64));
        head_out.push(acc);
    }
    for &(ver, nx, before, now, x) in &lp.writes {
        head_params.push((ver, Ty::Arr));
        init.push(before);
        next.push(nx);
        out_params.push((now, Ty::Arr));
        head_out.push(ver);
        cx.union(ver, before);
        cx.union(nx, ver);
        cx.union(now, ver);
        cx.set_type(now, Ty::Arr);
        lp.body.push(Inst::Store {
            dst: nx,
            arr: ver,
            idx: vec![lp.i],
            x,
            exit: None,
        });
    }
    let enter = Dest::Block(head, init);
    let term = match ok {
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
    let more = compare(cx, &mut h, Cmp::Le, lp.i, lp.n);
    let term = Term::Branch {
        cond: more,
        then_: Dest::Block(body, Vec::new()),
        else_: Dest::Block(exit_label, head_out),
    };
    blocks.push(cx, head, head_params, h, term, Some("head"));
    let mut b = std::mem::take(&mut lp.body);
    let i_next = cx.temp(Ty::F64);
    b.push(Inst::Bin {
        dst: i_next,
        op: BinF::Add,
        a: lp.i,
        b: one,
    });
    let mut back = vec![i_next];
    back.extend(next);
    let term = Term::Jump(Dest::Block(head, back));
    blocks.push(cx, body, Vec::new(), b, term, Some("body"));
    // After the loop: the smallest elements checked, then the sums and
    // means, then the statements that read them.
    let mut label = exit_label;
    let mut params = out_params;
    let mut post = Vec::new();
    if !lp.lows.is_empty() {
        let mut ok = None;
        for &(_, _, last) in &lp.lows {
            let c = compare(cx, &mut post, Cmp::Ge, last, zero);
            ok = and(cx, &mut post, ok, c);
        }
        let checked = cx.next_label;
        cx.next_label += 1;
        let term = Term::Branch {
            cond: ok.expect("a smallest element is checked"),
            then_: Dest::Block(checked, Vec::new()),
            else_: Dest::Exit(exit),
        };
        blocks.push(
            cx,
            label,
            std::mem::take(&mut params),
            post,
            term,
            Some("after"),
        );
        post = Vec::new();
        label = checked;
    }
    for &(r, sum, red) in &after.reductions {
        let d = cx.v(r);
        post.push(match red {
            Red::Sum => Inst::Copy { dst: d, a: sum },
            Red::Mean => Inst::Bin {
                dst: d,
                op: BinF::Div,
                a: sum,
                b: lp.n,
            },
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
    Ok(plan.e + 1)
}

/// A statement of the loop: its element in the body.
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
    let d = match op {
        Op::Bin(fop, a, c) => {
            let x = lp.operand(cx, plan, a, pre)?;
            let y = lp.operand(cx, plan, c, pre)?;
            let d = cx.temp(Ty::F64);
            lp.body.push(Inst::Bin {
                dst: d,
                op: fop,
                a: x,
                b: y,
            });
            d
        }
        Op::Neg(a) | Op::Plus(a) => {
            let x = lp.element(cx, a)?;
            let d = cx.temp(Ty::F64);
            lp.body.push(match op {
                Op::Neg(_) => Inst::Neg { dst: d, a: x },
                _ => Inst::Copy { dst: d, a: x },
            });
            d
        }
        Op::Math(m, a) => {
            let x = lp.element(cx, a)?;
            if m.needs_nonneg() {
                // As `minmax_binary` picks, a NaN element leaves it as it is,
                // and `sqrt` and `log` give a NaN for it as a real number.
                let (lo, next, last) = Loop::carried(cx);
                lp.body.push(Inst::Math2 {
                    dst: next,
                    f: Math2::Min,
                    a: lo,
                    b: x,
                });
                lp.lows.push((lo, next, last));
            }
            let d = cx.temp(Ty::F64);
            lp.body.push(Inst::Math {
                dst: d,
                f: m,
                a: x,
                exit: None,
            });
            d
        }
        Op::Reduce(red, a) => {
            let x = lp.element(cx, a)?;
            let (acc, next, last) = Loop::carried(cx);
            lp.body.push(Inst::Bin {
                dst: next,
                op: BinF::Add,
                a: acc,
                b: x,
            });
            lp.sums.push((acc, next, last));
            after.reductions.push((r, last, red));
            return Ok(());
        }
        Op::Put { base, k, x } => {
            let e = lp.element(cx, base)?;
            let k = cx.f64_only(k, pre)?;
            let x = cx.f64_only(x, pre)?;
            after.probes.push((None, vec![k]));
            let here = compare(cx, &mut lp.body, Cmp::Eq, lp.i, k);
            let d = cx.temp(Ty::F64);
            lp.body.push(Inst::Select {
                dst: d,
                c: here,
                a: x,
                b: e,
            });
            d
        }
    };
    lp.elem.insert(r, d);
    if let Some(&t) = plan.into.get(&r) {
        let before = cx.v(t);
        let ver = lp.version[&before];
        let next = cx.temp(Ty::Arr);
        lp.writes.push((ver, next, before, cx.v(r), d));
        after.origin.insert(r, before);
    }
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
        after.probes.push((Some(arr), idx));
        if let InstKind::IndexAssign { .. } = inst.kind {
            after.origin.insert(inst.results[0], arr);
        }
    }
    after.insts.push(ii);
    Ok(())
}

/// Everything the statements check, made before the loop: the arrays read
/// have the loop's shape, a sum's operand is a vector with elements, and
/// every subscript is in bounds. The conjunction, if anything is checked.
fn checks(
    cx: &mut Cx,
    lp: &mut Loop,
    after: &After,
    pre: &mut Vec<Inst>,
    shape: V,
    exit: u32,
) -> Option<V> {
    let mut ok = None;
    let rows = extent(cx, pre, Extent::Rows, shape);
    let cols = extent(cx, pre, Extent::Cols, shape);
    for &a in lp.reads.iter().filter(|&&a| a != shape) {
        for (what, want) in [(Extent::Rows, rows), (Extent::Cols, cols)] {
            let got = extent(cx, pre, what, a);
            let c = compare(cx, pre, Cmp::Eq, got, want);
            ok = and(cx, pre, ok, c);
        }
    }
    pre.push(Inst::Extent {
        dst: lp.n,
        what: Extent::Numel,
        arr: shape,
    });
    if !lp.sums.is_empty() {
        // A vector with elements: `sum` and `mean` then give a scalar.
        let one = constant(cx, pre, 1.0);
        let single_row = compare(cx, pre, Cmp::Eq, rows, one);
        let single_col = compare(cx, pre, Cmp::Eq, cols, one);
        let some = compare(cx, pre, Cmp::Ge, lp.n, one);
        let vector = cx.temp(Ty::Bool);
        pre.push(Inst::LogicB {
            dst: vector,
            and: false,
            a: single_row,
            b: single_col,
        });
        ok = and(cx, pre, ok, vector);
        ok = and(cx, pre, ok, some);
    }
    // The probes read elements nothing uses: only their checks count.
    for (arr, idx) in &after.probes {
        let d = cx.temp(Ty::F64);
        pre.push(Inst::Load {
            dst: d,
            arr: arr.unwrap_or(shape),
            idx: idx.clone(),
            exit: Some(exit),
        });
    }
    ok
}
