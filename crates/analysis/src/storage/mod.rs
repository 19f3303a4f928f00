//! Array storage coalescing (GCTD): which SSA values of a function may share one buffer.
//!
//! After Joisha and Banerjee, "Static Array Storage Optimization in MATLAB"
//! (`../shared/papers/storage-coalescing-gctd.txt`), in two phases:
//!
//! 1. **Interference graph** (§2). Two values interfere when one is defined
//!    where the other is live (in SSA a live value is always available, so
//!    liveness ∧ availability is liveness at each definition, walked
//!    backwards through each block as in §2). To that, each instruction
//!    `y = op(x1, ..., xm)` adds the interferences of its operator's
//!    semantics (§2.3, [`in_place_ok`]): `y` may reuse an operand's storage
//!    only where the operation can be computed in place in it (element-wise
//!    operators on an operand of the result's shape or a scalar, `*` with a
//!    scalar side, an index read with scalar subscripts, and the base of an
//!    indexed assignment, which §2.3.3.1 fills from the last element to the
//!    first). Block parameters are then coalesced with their jump arguments
//!    wherever they do not interfere (§2.2.1), and the graph is colored
//!    greedily in definition order (§2.4).
//! 2. **Type-based decomposition** (§3). Each value's storage size is static
//!    (exact shape, or a block parameter whose arguments are all static:
//!    their maximum) or symbolic (`|σ(u)||τ(u)|`). The storage-size partial
//!    order of Relation 1 (same intrinsic type; static sizes compared as
//!    numbers; symbolic ones only when the smaller is available at the
//!    larger's definition and proven no larger) decomposes each color class
//!    with DECOMPOSE-COLOR-CLASS (§3.3) into groups, each bounded by its
//!    maximal members.
//!
//! The result is a side table ([`StoragePlan`]); the function is only read.
//! Values whose class is not one numeric, logical or char class with known
//! complexity (cells, structs, handles, objects, or unknown) have no
//! intrinsic type and stay alone in their group.

#[cfg(test)]
mod tests;

use mir::cfg::{predecessors, reverse_postorder, successors};
use mir::ir::{Arg, BlockId, Callee, Function, InstKind, ValueId};
use mir::liveness::liveness;
use syntax::ast::BinOp;

use crate::types::{AbsValue, ClassSet, FuncTypes, Tri};

/// The intrinsic type of a value (the paper's τ): its one class and whether it is complex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    pub class: &'static str,
    pub complex: bool,
}

impl Intrinsic {
    /// Bytes of one element (`|τ(u)|`), as matc stores them.
    pub fn elem_bytes(self) -> u64 {
        let real = match self.class {
            "double" | "int64" | "uint64" => 8,
            "single" | "int32" | "uint32" => 4,
            "int16" | "uint16" => 2,
            _ => 1, // logical, char (bytes, as Octave), int8, uint8
        };
        if self.complex {
            2 * real
        } else {
            real
        }
    }
}

/// The storage size of a value: statically estimated bytes, or symbolic (`|σ(u)||τ(u)|`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Static(u64),
    Symbolic,
}

/// A set of values laid out from one start (§3): every member's storage fits
/// in that of the group's maximal members.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub color: u32,
    /// The members, in definition order; the maximal ones are listed in `maximal`.
    pub members: Vec<ValueId>,
    pub maximal: Vec<ValueId>,
    /// The group's storage: the largest member's static size, or symbolic
    /// (the buffer is resized on the fly, grown to each member's need).
    pub size: Size,
    /// None for values without an intrinsic type (alone in their group).
    pub intrinsic: Option<Intrinsic>,
}

/// The GCTD result for one function.
#[derive(Clone, Debug, Default)]
pub struct StoragePlan {
    /// Color of each value (values coalesced at a φ share one); None for values never defined.
    pub color: Vec<Option<u32>>,
    /// Group of each value (an index into `groups`).
    pub group: Vec<Option<u32>>,
    pub groups: Vec<Group>,
    /// The values defined in the function (parameters and results), in definition order.
    pub defined: Vec<ValueId>,
    /// Interference edges (each pair once, smaller id first), for tests and reports.
    pub interferences: Vec<(ValueId, ValueId)>,
    /// Block parameters coalesced with a jump argument (parameter, argument).
    pub coalesced: Vec<(ValueId, ValueId)>,
    pub sizes: Vec<Option<Size>>,
}

/// The paper's Table 2 row for one or more functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reduction {
    /// Values defined in the CFG (parameters, results of instructions).
    pub original: usize,
    /// Statically sized values subsumed in another value's storage.
    pub static_reduced: usize,
    /// Symbolically sized values subsumed in another value's storage.
    pub dynamic_reduced: usize,
    /// Bytes saved by the static groups: the sum of their members' sizes
    /// minus each group's size.
    pub bytes_reduced: u64,
    /// Values with an intrinsic type (the ones GCTD may coalesce).
    pub typed: usize,
    pub groups: usize,
}

impl Reduction {
    pub fn add(&mut self, o: &Reduction) {
        self.original += o.original;
        self.static_reduced += o.static_reduced;
        self.dynamic_reduced += o.dynamic_reduced;
        self.bytes_reduced += o.bytes_reduced;
        self.typed += o.typed;
        self.groups += o.groups;
    }
}

impl StoragePlan {
    pub fn group_of(&self, v: ValueId) -> Option<&Group> {
        let g = (*self.group.get(v.index())?)?;
        self.groups.get(g as usize)
    }
    pub fn color_of(&self, v: ValueId) -> Option<u32> {
        *self.color.get(v.index())?
    }
    /// Whether `a` and `b` interfere.
    pub fn interfere(&self, a: ValueId, b: ValueId) -> bool {
        let p = if a < b { (a, b) } else { (b, a) };
        self.interferences.binary_search(&p).is_ok()
    }
    pub fn reduction(&self) -> Reduction {
        let mut r = Reduction {
            original: self.defined.len(),
            typed: self
                .defined
                .iter()
                .filter(|v| self.group_of(**v).is_some_and(|g| g.intrinsic.is_some()))
                .count(),
            groups: self.groups.len(),
            ..Reduction::default()
        };
        for g in &self.groups {
            let extra = g.members.len() - 1;
            match g.size {
                Size::Static(total) => {
                    r.static_reduced += extra;
                    let sum: u64 = g
                        .members
                        .iter()
                        .map(|m| match self.sizes[m.index()] {
                            Some(Size::Static(b)) => b,
                            _ => 0,
                        })
                        .sum();
                    r.bytes_reduced += sum - total;
                }
                Size::Symbolic => r.dynamic_reduced += extra,
            }
        }
        r
    }
}

/// The intrinsic type of a value, when the types facts pin it down.
pub fn intrinsic(a: &AbsValue) -> Option<Intrinsic> {
    if a.may_be_absent || !a.class.within(ClassSet::NUMBERS) {
        return None;
    }
    let class = a.class.single_name()?;
    let complex = match a.complex {
        Tri::No => false,
        Tri::Yes => true,
        Tri::Maybe => return None,
    };
    Some(Intrinsic { class, complex })
}

fn proven_scalar(types: Option<&FuncTypes>, v: ValueId) -> bool {
    types.is_some_and(|t| t.value(v).shape.is_scalar())
}

fn same_shape(types: Option<&FuncTypes>, a: ValueId, b: ValueId) -> bool {
    types.is_some_and(|t| t.same_shape(a, b))
}

/// Whether `result = inst` may be computed in the storage of its operand
/// `x` (§2.3): when not, the two interfere even if `x` dies here.
pub fn in_place_ok(
    kind: &InstKind,
    result: ValueId,
    x: ValueId,
    types: Option<&FuncTypes>,
) -> bool {
    let scalar = |v| proven_scalar(types, v);
    // Element k of the result reads element k of `x` only (or `x` is one
    // element, read before anything is written).
    let elementwise = |v| scalar(v) || same_shape(types, v, result);
    match kind {
        // A copy shares by definition (what SSA inversion would emit is an identity).
        InstKind::Copy(_) => true,
        InstKind::Unary(_, _) => elementwise(x),
        // With one side a scalar, the result has the other side's shape
        // (also where the analysis knows no extent of it: `s * ones(n, m)`).
        InstKind::Binary(op, a, b) => match op {
            BinOp::MatMul => scalar(*a) || scalar(*b),
            // `a / s` and `s \ b` are element-wise; matrix division is not.
            BinOp::MatDiv => scalar(*b),
            BinOp::MatLeftDiv => scalar(*a),
            BinOp::MatPow => scalar(*a) && scalar(*b),
            _ => elementwise(x) || scalar(if *a == x { *b } else { *a }),
        },
        // A vector's transpose has its elements in the same order.
        InstKind::Transpose { .. } => types.is_some_and(|t| {
            let d = &t.value(x).shape.dims;
            d.as_ref()
                .is_some_and(|d| d.len() == 2 && (d[0].is_one() || d[1].is_one()))
        }),
        // R-indexing (§2.3.2): scalar subscripts give one element, read first.
        InstKind::Index {
            base,
            kind: mir::ir::IndexKind::Paren,
            args,
            ..
        } => {
            let scalar_subs = args
                .iter()
                .all(|a| matches!(a, Arg::Value(v) if scalar(*v)));
            scalar_subs && (*base == x || scalar(x))
        }
        // L-indexing (§2.3.3.1): the base, filled from the last element to the first.
        InstKind::IndexAssign {
            base,
            kind: mir::ir::IndexKind::Paren,
            args,
            value,
        } => {
            *base == x
                && *value != x
                && !args
                    .iter()
                    .any(|a| matches!(a, Arg::Value(v) | Arg::Spread(v) if *v == x))
        }
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            ..
        } => match decls::lookup(name) {
            Some(d) if d.effect == decls::Effect::Pure => match d.rule {
                decls::Rule::Map(_) => args.len() == 1 && elementwise(x),
                decls::Rule::Binary(_) => {
                    elementwise(x)
                        || matches!(args.as_slice(), [Arg::Value(p), Arg::Value(q)]
                            if (*p == x && scalar(*q)) || (*q == x && scalar(*p)))
                }
                _ => false,
            },
            _ => false,
        },
        _ => false,
    }
}

/// A symmetric adjacency matrix as bit rows.
struct Graph {
    n: usize,
    words: usize,
    bits: Vec<u64>,
}

impl Graph {
    fn new(n: usize) -> Graph {
        let words = n.div_ceil(64);
        Graph {
            n,
            words,
            bits: vec![0; n * words],
        }
    }
    fn add(&mut self, a: usize, b: usize) {
        if a != b {
            self.bits[a * self.words + b / 64] |= 1 << (b % 64);
            self.bits[b * self.words + a / 64] |= 1 << (a % 64);
        }
    }
    fn has(&self, a: usize, b: usize) -> bool {
        self.bits[a * self.words + b / 64] & (1 << (b % 64)) != 0
    }
    fn neighbors(&self, a: usize) -> impl Iterator<Item = usize> + '_ {
        let row = &self.bits[a * self.words..(a + 1) * self.words];
        row.iter().enumerate().flat_map(move |(i, &w)| {
            (0..64)
                .filter(move |b| w & (1 << b) != 0)
                .map(move |b| i * 64 + b)
        })
    }
}

/// Where each value is defined: its block and position (parameters at -1).
struct Defs {
    block: Vec<Option<BlockId>>,
    pos: Vec<i64>,
    inst: Vec<Option<mir::ir::InstId>>,
}

fn defs_of(f: &Function) -> (Defs, Vec<ValueId>) {
    let n = f.num_values as usize;
    let mut d = Defs {
        block: vec![None; n],
        pos: vec![0; n],
        inst: vec![None; n],
    };
    let mut order = Vec::new();
    for b in reverse_postorder(f) {
        let blk = f.block(b);
        for &p in &blk.params {
            d.block[p.index()] = Some(b);
            d.pos[p.index()] = -1;
            order.push(p);
        }
        for (k, &i) in blk.insts.iter().enumerate() {
            for &r in &f.inst(i).results {
                d.block[r.index()] = Some(b);
                d.pos[r.index()] = k as i64;
                d.inst[r.index()] = Some(i);
                order.push(r);
            }
        }
    }
    (d, order)
}

/// `reach[a]` has bit `b` when a path of one or more edges leads from block `a` to `b`.
fn block_reach(f: &Function) -> Vec<Vec<bool>> {
    let nb = f.blocks.len();
    let succ: Vec<Vec<BlockId>> = (0..nb).map(|b| successors(f, BlockId(b as u32))).collect();
    (0..nb)
        .map(|a| {
            let mut seen = vec![false; nb];
            let mut stack: Vec<BlockId> = succ[a].clone();
            while let Some(b) = stack.pop() {
                if !seen[b.index()] {
                    seen[b.index()] = true;
                    stack.extend(succ[b.index()].iter().copied());
                }
            }
            seen
        })
        .collect()
}

/// Union-find over values (φ coalescing).
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// Functions with more values than this are not coalesced.
const MAX_VALUES: usize = 12_000;

/// Every value alone in its color and group.
fn separate(order: Vec<ValueId>, n: usize) -> StoragePlan {
    let mut color = vec![None; n];
    let mut group = vec![None; n];
    let mut groups = Vec::new();
    for (k, &v) in order.iter().enumerate() {
        color[v.index()] = Some(k as u32);
        group[v.index()] = Some(k as u32);
        groups.push(Group {
            color: k as u32,
            members: vec![v],
            maximal: vec![v],
            size: Size::Symbolic,
            intrinsic: None,
        });
    }
    StoragePlan {
        color,
        group,
        groups,
        defined: order,
        interferences: Vec::new(),
        coalesced: Vec::new(),
        sizes: vec![None; n],
    }
}

/// Runs GCTD on `f` with its types facts (None: nothing is known of any value).
pub fn plan(f: &Function, types: Option<&FuncTypes>) -> StoragePlan {
    plan_with(f, types, &Hooks::default())
}

/// What a client placing real buffers knows beyond the function itself.
#[derive(Default)]
pub struct Hooks<'a> {
    /// Values whose storage may hold no other value (a parameter whose
    /// buffer is the caller's, read only; a constant's static data).
    pub isolated: Vec<ValueId>,
    /// For a call of a user function (the instruction, one of its results,
    /// one of its operands): whether the callee computes that result in
    /// the storage of that argument (§2.3 for calls, from the callee's own plan).
    #[allow(clippy::type_complexity)]
    pub call_in_place: Option<&'a dyn Fn(mir::ir::InstId, ValueId, ValueId) -> bool>,
    /// Values may share a color only with values of the same class of
    /// this partition (coalescing restricted, e.g. to the versions of one
    /// variable, to measure what GCTD's sharing between variables saves).
    pub partition: Option<&'a dyn Fn(ValueId) -> u64>,
}

/// [`plan`] with what the client knows of parameters and callees.
pub fn plan_with(f: &Function, types: Option<&FuncTypes>, hooks: &Hooks) -> StoragePlan {
    let n = f.num_values as usize;
    // The interference graph is a bit matrix: beyond this many values a
    // function is left uncoalesced (each value its own group) rather than
    // spend hundreds of megabytes on it.
    let types = if n > MAX_VALUES { None } else { types };
    let (defs, order) = defs_of(f);
    if n > MAX_VALUES {
        return separate(order, n);
    }
    let g = interference(f, types, hooks);
    let mut classes = PhiClasses::coalesce(f, &g);
    let (color, colors) = classes.color(f, types, &defs, &order, &g, hooks);

    // Phase 2: sizes and the storage-size partial order (§3.2).
    let value = |v: ValueId| types.map(|t| t.value(v));
    let tau: Vec<Option<Intrinsic>> = (0..n)
        .map(|v| value(ValueId(v as u32)).and_then(intrinsic))
        .collect();
    let sizes = storage_sizes(f, types, &defs, &order, &tau);
    let reach = block_reach(f);
    // `u` available at the definition of `v`: a path leads from u's definition to v's.
    let available_at = |u: ValueId, v: ValueId| -> bool {
        let (Some(bu), Some(bv)) = (defs.block[u.index()], defs.block[v.index()]) else {
            return false;
        };
        (bu == bv && defs.pos[u.index()] < defs.pos[v.index()]) || reach[bu.index()][bv.index()]
    };
    // Symbolic sizes proven ordered: equal shapes, an indexed assignment
    // (which never shrinks its base), or numel bounds.
    let symbolic_le = |u: ValueId, v: ValueId| -> bool {
        if same_shape(types, u, v) {
            return true;
        }
        if let Some(i) = defs.inst[v.index()] {
            if let InstKind::IndexAssign { base, .. } = &f.inst(i).kind {
                if *base == u {
                    return true;
                }
            }
        }
        match (value(u), value(v)) {
            (Some(a), Some(b)) => a.shape.numel().1 <= b.shape.numel().0,
            _ => false,
        }
    };
    let le = |u: ValueId, v: ValueId| -> bool {
        if tau[u.index()].is_none() || tau[u.index()] != tau[v.index()] {
            return false;
        }
        match (sizes[u.index()], sizes[v.index()]) {
            (Some(Size::Static(a)), Some(Size::Static(b))) => a <= b,
            (Some(Size::Symbolic), Some(Size::Symbolic)) => available_at(u, v) && symbolic_le(u, v),
            _ => false,
        }
    };
    let (group, groups) = decompose_colors(&order, &color, colors, &sizes, &tau, &le);
    let mut interferences = Vec::new();
    for a in 0..g.n {
        for b in g.neighbors(a) {
            if a < b {
                interferences.push((ValueId(a as u32), ValueId(b as u32)));
            }
        }
    }
    StoragePlan {
        color,
        group,
        groups,
        defined: order,
        interferences,
        coalesced: classes.coalesced,
        sizes,
    }
}

/// Phase 1a: the interference graph, from liveness at each definition (§2)
/// walked backwards per block, and the operators' semantics (§2.3).
fn interference(f: &Function, types: Option<&FuncTypes>, hooks: &Hooks) -> Graph {
    let n = f.num_values as usize;
    let mut g = Graph::new(n);
    let live = liveness(f);
    for (bi, blk) in f.blocks.iter().enumerate() {
        let mut now = live.live_out[bi].clone();
        for v in blk.term.operands() {
            now.insert(v);
        }
        for &i in blk.insts.iter().rev() {
            let inst = f.inst(i);
            for &r in &inst.results {
                for l in now.iter() {
                    g.add(r.index(), l.index());
                }
                for &r2 in &inst.results {
                    g.add(r.index(), r2.index());
                }
            }
            for &r in &inst.results {
                now.remove(r);
            }
            // §2.3: operator semantics, for operands that die here (the
            // live ones already interfere with the result).
            let operands = inst.kind.operands();
            let in_place = |r: ValueId, x: ValueId| match (&inst.kind, hooks.call_in_place) {
                (
                    InstKind::Call {
                        callee: Callee::Func(_),
                        ..
                    },
                    Some(hook),
                ) => hook(i, r, x),
                _ => in_place_ok(&inst.kind, r, x, types),
            };
            for &r in &inst.results {
                for &x in &operands {
                    if !now.contains(x) && !in_place(r, x) {
                        g.add(r.index(), x.index());
                    }
                }
            }
            for x in operands {
                now.insert(x);
            }
        }
        // Parameters are defined together at the block's entry.
        for &p in &blk.params {
            for l in now.iter() {
                g.add(p.index(), l.index());
            }
            for &q in &blk.params {
                g.add(p.index(), q.index());
            }
        }
    }
    for &v in &hooks.isolated {
        for w in 0..n {
            g.add(v.index(), w);
        }
    }
    g
}

/// The classes of values coalesced through φs (union-find).
struct PhiClasses {
    parent: Vec<usize>,
    /// The values of each class, at its root.
    members: Vec<Vec<usize>>,
    /// (φ, argument) pairs coalesced.
    coalesced: Vec<(ValueId, ValueId)>,
}

impl PhiClasses {
    /// Phase 1b: coalesces each φ with its arguments where they do not interfere (§2.2.1).
    fn coalesce(f: &Function, g: &Graph) -> PhiClasses {
        let n = g.n;
        let mut parent: Vec<usize> = (0..n).collect();
        let mut members: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        let mut coalesced = Vec::new();
        let preds = predecessors(f);
        for b in reverse_postorder(f) {
            let blk = f.block(b);
            for (k, &p) in blk.params.iter().enumerate() {
                for pred in &preds[b.index()] {
                    for t in f.block(*pred).term.targets() {
                        if t.block != b {
                            continue;
                        }
                        let Some(&x) = t.args.get(k) else { continue };
                        let (rp, rx) = (find(&mut parent, p.index()), find(&mut parent, x.index()));
                        if rp == rx {
                            continue;
                        }
                        let clash = members[rp]
                            .iter()
                            .any(|&a| members[rx].iter().any(|&c| g.has(a, c)));
                        if !clash {
                            parent[rx] = rp;
                            let moved = std::mem::take(&mut members[rx]);
                            members[rp].extend(moved);
                            coalesced.push((p, x));
                        }
                    }
                }
            }
        }
        PhiClasses {
            parent,
            members,
            coalesced,
        }
    }

    /// Phase 1c: greedy coloring in definition order (§2.4), one color per
    /// class: each value's color and the number of colors. A value takes
    /// the color of an operand it may be computed in place of (§2.3: an
    /// operand that dies at it without interfering) when that color is
    /// free, else the least free color: `U(1, 1) = x` then stays in `U`'s
    /// storage rather than taking a color freed by a dead temporary,
    /// which would copy `U` into a second block.
    fn color(
        &mut self,
        f: &Function,
        types: Option<&FuncTypes>,
        defs: &Defs,
        order: &[ValueId],
        g: &Graph,
        hooks: &Hooks,
    ) -> (Vec<Option<u32>>, u32) {
        let parent = &mut self.parent;
        let mut color: Vec<Option<u32>> = vec![None; g.n];
        let mut colors = 0u32;
        // The partition class of each color (with `hooks.partition`).
        let mut color_part: Vec<u64> = Vec::new();
        for &v in order {
            let r = find(parent, v.index());
            if color[r].is_some() {
                color[v.index()] = color[r];
                continue;
            }
            let mut used = vec![false; colors as usize + 1];
            for &m in &self.members[r] {
                for nb in g.neighbors(m) {
                    let rn = find(parent, nb);
                    if let Some(c) = color[rn] {
                        used[c as usize] = true;
                    }
                }
            }
            let part = hooks.partition.map(|p| p(v));
            if let Some(p) = part {
                for (c, &q) in color_part.iter().enumerate() {
                    if q != p {
                        used[c] = true;
                    }
                }
            }
            let operands = defs.inst[v.index()]
                .map(|i| f.inst(i).kind.operands())
                .unwrap_or_default();
            let preferred = operands.iter().find_map(|&x| {
                // A scalar operand's storage never holds an array result.
                let scalar_into_array = proven_scalar(types, x) && !proven_scalar(types, v);
                if x == v || g.has(v.index(), x.index()) || scalar_into_array {
                    return None;
                }
                let c = color[find(parent, x.index())]?;
                (!used[c as usize]).then_some(c)
            });
            let c = preferred
                .unwrap_or_else(|| used.iter().position(|u| !u).unwrap_or(colors as usize) as u32);
            colors = colors.max(c + 1);
            if c as usize == color_part.len() {
                color_part.push(part.unwrap_or(0));
            }
            color[r] = Some(c);
            color[v.index()] = Some(c);
        }
        for &v in order {
            let r = find(parent, v.index());
            color[v.index()] = color[r];
        }
        (color, colors)
    }
}

/// Each value's storage size (§3.2): static for an exact shape, or for a φ
/// whose arguments are all static (their maximum, §3.2.1); else symbolic.
/// `None` for a value without an intrinsic type.
fn storage_sizes(
    f: &Function,
    types: Option<&FuncTypes>,
    defs: &Defs,
    order: &[ValueId],
    tau: &[Option<Intrinsic>],
) -> Vec<Option<Size>> {
    let n = f.num_values as usize;
    let mut sizes: Vec<Option<Size>> = vec![None; n];
    for &v in order {
        let Some(t) = tau[v.index()] else { continue };
        let exact = types
            .map(|ty| ty.value(v))
            .and_then(|a| a.shape.exact_dims())
            .map(|d| d.iter().product::<u64>() * t.elem_bytes());
        sizes[v.index()] = Some(match exact {
            Some(b) => Size::Static(b),
            None => Size::Symbolic,
        });
    }
    let mut phi_args: Vec<Vec<ValueId>> = vec![Vec::new(); n];
    for blk in &f.blocks {
        for t in blk.term.targets() {
            let params = &f.block(t.block).params;
            for (p, a) in params.iter().zip(&t.args) {
                phi_args[p.index()].push(*a);
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &v in order {
            if defs.pos[v.index()] != -1 || sizes[v.index()] != Some(Size::Symbolic) {
                continue;
            }
            let args = &phi_args[v.index()];
            let all_static = !args.is_empty()
                && args.iter().all(|a| {
                    tau[a.index()] == tau[v.index()]
                        && matches!(sizes[a.index()], Some(Size::Static(_)))
                });
            if all_static {
                let m = args
                    .iter()
                    .map(|a| match sizes[a.index()] {
                        Some(Size::Static(b)) => b,
                        _ => 0,
                    })
                    .max()
                    .unwrap_or(0);
                sizes[v.index()] = Some(Size::Static(m));
                changed = true;
            }
        }
    }
    sizes
}

/// Phase 2b: DECOMPOSE-COLOR-CLASS (§3.3) per color, under the storage-size
/// order `le`: each value's group and the groups.
fn decompose_colors(
    order: &[ValueId],
    color: &[Option<u32>],
    colors: u32,
    sizes: &[Option<Size>],
    tau: &[Option<Intrinsic>],
    le: &dyn Fn(ValueId, ValueId) -> bool,
) -> (Vec<Option<u32>>, Vec<Group>) {
    let mut by_color: Vec<Vec<ValueId>> = vec![Vec::new(); colors as usize];
    for &v in order {
        if let Some(c) = color[v.index()] {
            by_color[c as usize].push(v);
        }
    }
    let mut group = vec![None; color.len()];
    let mut groups = Vec::new();
    for (c, class) in by_color.iter().enumerate() {
        for tree in decompose(class, le) {
            let id = groups.len() as u32;
            let maximal: Vec<ValueId> = tree.maximal;
            let members: Vec<ValueId> = class
                .iter()
                .copied()
                .filter(|v| tree.members.contains(v))
                .collect();
            let root = maximal[0];
            let size = match sizes[root.index()] {
                Some(Size::Static(b)) => Size::Static(b),
                _ => Size::Symbolic,
            };
            for m in &members {
                group[m.index()] = Some(id);
            }
            groups.push(Group {
                color: c as u32,
                members,
                maximal,
                size,
                intrinsic: tau[root.index()],
            });
        }
    }
    (group, groups)
}

struct Tree {
    members: Vec<ValueId>,
    maximal: Vec<ValueId>,
}

/// DECOMPOSE-COLOR-CLASS: the component graph of `≤` (edges from larger to
/// smaller, so the maximal components have in-degree 0), then a depth-first
/// search from each in-degree-0 component; each search's tree is a group.
fn decompose(class: &[ValueId], le: &dyn Fn(ValueId, ValueId) -> bool) -> Vec<Tree> {
    let k = class.len();
    // edge[a] lists b when class[b] ≤ class[a] (a is at least as large).
    let edge: Vec<Vec<usize>> = (0..k)
        .map(|a| {
            (0..k)
                .filter(|&b| b != a && le(class[b], class[a]))
                .collect()
        })
        .collect();
    let comp = tarjan(&edge);
    let ncomp = comp.iter().copied().max().map_or(0, |m| m + 1);
    let mut indeg = vec![0usize; ncomp];
    let mut cedges: Vec<Vec<usize>> = vec![Vec::new(); ncomp];
    for a in 0..k {
        for &b in &edge[a] {
            if comp[a] != comp[b] && !cedges[comp[a]].contains(&comp[b]) {
                cedges[comp[a]].push(comp[b]);
                indeg[comp[b]] += 1;
            }
        }
    }
    let mut taken = vec![false; ncomp];
    let mut trees = Vec::new();
    // Roots in definition order of their first member.
    let mut roots: Vec<usize> = Vec::new();
    for &c in &comp {
        if indeg[c] == 0 && !roots.contains(&c) {
            roots.push(c);
        }
    }
    for root in roots {
        let mut stack = vec![root];
        let mut comps = Vec::new();
        while let Some(c) = stack.pop() {
            if taken[c] {
                continue;
            }
            taken[c] = true;
            comps.push(c);
            for &d in cedges[c].iter().rev() {
                stack.push(d);
            }
        }
        let members: Vec<ValueId> = (0..k)
            .filter(|&a| comps.contains(&comp[a]))
            .map(|a| class[a])
            .collect();
        let maximal: Vec<ValueId> = (0..k)
            .filter(|&a| comp[a] == root)
            .map(|a| class[a])
            .collect();
        trees.push(Tree { members, maximal });
    }
    trees
}

/// Strongly connected components (Tarjan); the component index of each node.
fn tarjan(edge: &[Vec<usize>]) -> Vec<usize> {
    struct St<'a> {
        edge: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        comp: Vec<usize>,
        ncomp: usize,
    }
    fn visit(s: &mut St, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on[v] = true;
        let edge = s.edge;
        for &w in &edge[v] {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on[w] => s.low[v] = s.low[v].min(iw),
                _ => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            while let Some(w) = s.stack.pop() {
                s.on[w] = false;
                s.comp[w] = s.ncomp;
                if w == v {
                    break;
                }
            }
            s.ncomp += 1;
        }
    }
    let k = edge.len();
    let mut s = St {
        edge,
        index: vec![None; k],
        low: vec![0; k],
        on: vec![false; k],
        stack: Vec::new(),
        next: 0,
        comp: vec![0; k],
        ncomp: 0,
    };
    for v in 0..k {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.comp
}
