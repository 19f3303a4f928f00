//! Generic dataflow solvers over MIR: a dense per-block solver and a sparse per-SSA-value solver.
//!
//! Both are worklist solvers that reach a fixpoint over `mir::cfg::successors`
//! (so the edge from a block ending in `PushHandler` to its handler is an
//! ordinary edge). Loops terminate because the client's `widen` is applied
//! at loop headers once they have been visited [`WIDEN_AFTER`] times; as a
//! safety net for any other cycle, every merge point widens after
//! [`WIDEN_ALWAYS_AFTER`] visits.
//!
//! * [`solve_dense`]: one state per block boundary, forward or backward
//!   (liveness-like and availability-like analyses).
//! * [`solve_sparse`]: one fact per SSA value (value analyses such as types
//!   and ranges). Block parameters join the jump arguments of their
//!   executable incoming edges; a branch whose condition the client proves
//!   constant makes only one edge executable (as in sparse conditional
//!   constant propagation), and a client may refine the facts of values
//!   along a branch edge (`x < 5` taken: `x` is below 5 in every block the
//!   edge's target dominates).

use std::collections::HashMap;

use mir::cfg::{natural_loops, predecessors, successors, DomTree};
use mir::ir::*;

/// Visits of a loop header after which its incoming states are widened.
pub const WIDEN_AFTER: u32 = 3;
/// Visits of any merge point after which it is widened regardless.
pub const WIDEN_ALWAYS_AFTER: u32 = 40;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Forward,
    Backward,
}

/// A client of [`solve_dense`]: a state per block boundary.
pub trait DenseAnalysis {
    type State: Clone + PartialEq;
    fn direction(&self) -> Direction;
    /// The state of a boundary no information has reached yet.
    fn bottom(&self, f: &Function) -> Self::State;
    /// The state flowing into the entry block (forward) or out of a block
    /// without successors (backward: `Return`/`Rethrow`).
    fn boundary(&self, f: &Function) -> Self::State;
    /// `into := into ⊔ from`; true if `into` changed.
    fn join(&self, into: &mut Self::State, from: &Self::State) -> bool;
    /// `into := into ∇ from` (an upper bound of both that makes ascending
    /// chains finite); true if `into` changed. Defaults to `join`, which
    /// suffices for lattices of finite height.
    fn widen(&self, into: &mut Self::State, from: &Self::State) -> bool {
        self.join(into, from)
    }
    /// Applies block `b` to `state`: forward, from its start to its end;
    /// backward, from its end to its start.
    fn transfer(&self, f: &Function, b: BlockId, state: &mut Self::State);
    /// Adjusts a state along the edge `from -> to` (in program order), in
    /// the direction of the analysis. Default: unchanged.
    fn edge(&self, _f: &Function, _from: BlockId, _to: BlockId, _state: &mut Self::State) {}
}

/// The fixpoint of a dense analysis, in program order whatever the direction.
#[derive(Clone, Debug)]
pub struct DenseResult<S> {
    /// State at the start of each block.
    pub before: Vec<S>,
    /// State at the end of each block.
    pub after: Vec<S>,
    /// Blocks reachable from the entry (others keep bottom states).
    pub reachable: Vec<bool>,
}

/// Blocks where a widening is applied: natural-loop headers (forward) or
/// latches (backward: the reversed back edge enters the latch).
fn widening_points(f: &Function, dir: Direction) -> Vec<bool> {
    let dom = DomTree::compute(f);
    let mut w = vec![false; f.blocks.len()];
    for l in natural_loops(f, &dom) {
        match dir {
            Direction::Forward => w[l.header.index()] = true,
            Direction::Backward => {
                for x in l.latches {
                    w[x.index()] = true;
                }
            }
        }
    }
    w
}

/// A worklist ordered by a priority (position in the iteration order).
struct Worklist {
    prio: Vec<usize>,
    queued: Vec<bool>,
    heap: std::collections::BinaryHeap<std::cmp::Reverse<(usize, u32)>>,
}

impl Worklist {
    fn new(prio: Vec<usize>) -> Worklist {
        let n = prio.len();
        Worklist {
            prio,
            queued: vec![false; n],
            heap: Default::default(),
        }
    }
    fn push(&mut self, b: BlockId) {
        if !self.queued[b.index()] {
            self.queued[b.index()] = true;
            self.heap
                .push(std::cmp::Reverse((self.prio[b.index()], b.0)));
        }
    }
    fn pop(&mut self) -> Option<BlockId> {
        let std::cmp::Reverse((_, b)) = self.heap.pop()?;
        self.queued[b as usize] = false;
        Some(BlockId(b))
    }
}

/// Solves a dense analysis to its fixpoint over the blocks reachable from the entry.
pub fn solve_dense<A: DenseAnalysis>(a: &A, f: &Function) -> DenseResult<A::State> {
    let n = f.blocks.len();
    let dir = a.direction();
    let rpo = mir::cfg::reverse_postorder(f);
    let mut reachable = vec![false; n];
    let mut rpo_index = vec![usize::MAX; n];
    for (i, b) in rpo.iter().enumerate() {
        reachable[b.index()] = true;
        rpo_index[b.index()] = i;
    }
    let bottom = a.bottom(f);
    let mut before = vec![bottom.clone(); n];
    let mut after = vec![bottom.clone(); n];
    if n == 0 {
        return DenseResult {
            before,
            after,
            reachable,
        };
    }
    let succs: Vec<Vec<BlockId>> = (0..n).map(|b| successors(f, BlockId(b as u32))).collect();
    let preds = predecessors(f);
    let widen_at = widening_points(f, dir);
    let mut visits = vec![0u32; n];
    let prio = match dir {
        Direction::Forward => rpo_index.clone(),
        Direction::Backward => rpo_index
            .iter()
            .map(|&i| if i == usize::MAX { i } else { n - i })
            .collect(),
    };
    let mut wl = Worklist::new(prio);
    // `input[b]` is the state flowing into b in the analysis direction.
    let mut input = vec![bottom.clone(); n];
    let mut seeded = vec![false; n];
    match dir {
        Direction::Forward => {
            input[f.entry.index()] = a.boundary(f);
            seeded[f.entry.index()] = true;
            wl.push(f.entry);
        }
        Direction::Backward => {
            let bnd = a.boundary(f);
            for &b in &rpo {
                if succs[b.index()].is_empty() {
                    input[b.index()] = bnd.clone();
                    seeded[b.index()] = true;
                }
                wl.push(b);
            }
        }
    }
    let mut first = vec![true; n];
    while let Some(b) = wl.pop() {
        if !reachable[b.index()] {
            continue;
        }
        let mut st = input[b.index()].clone();
        a.transfer(f, b, &mut st);
        let out_changed = match dir {
            Direction::Forward => {
                before[b.index()] = input[b.index()].clone();
                let ch = after[b.index()] != st || first[b.index()];
                after[b.index()] = st.clone();
                ch
            }
            Direction::Backward => {
                after[b.index()] = input[b.index()].clone();
                let ch = before[b.index()] != st || first[b.index()];
                before[b.index()] = st.clone();
                ch
            }
        };
        first[b.index()] = false;
        if !out_changed {
            continue;
        }
        let next: Vec<BlockId> = match dir {
            Direction::Forward => succs[b.index()].clone(),
            Direction::Backward => preds[b.index()]
                .iter()
                .copied()
                .filter(|p| reachable[p.index()])
                .collect(),
        };
        for s in next {
            let mut e = st.clone();
            match dir {
                Direction::Forward => a.edge(f, b, s, &mut e),
                Direction::Backward => a.edge(f, s, b, &mut e),
            }
            let si = s.index();
            visits[si] += 1;
            let changed = if !seeded[si] {
                seeded[si] = true;
                input[si] = e;
                true
            } else if (widen_at[si] && visits[si] > WIDEN_AFTER) || visits[si] > WIDEN_ALWAYS_AFTER
            {
                a.widen(&mut input[si], &e)
            } else {
                a.join(&mut input[si], &e)
            };
            if changed || first[si] {
                wl.push(s);
            }
        }
    }
    DenseResult {
        before,
        after,
        reachable,
    }
}

/// Read access to the facts of values at one program point (with the
/// refinements of the branch edges that dominate it applied).
pub trait Env<F> {
    fn get(&self, v: ValueId) -> &F;
}

/// A client of [`solve_sparse`]: a fact per SSA value.
pub trait SparseAnalysis {
    type Fact: Clone + PartialEq;
    /// The fact of a value no definition has reached yet (unreachable code).
    fn bottom(&self) -> Self::Fact;
    /// The fact of the entry block's parameter `index` (a function input).
    fn entry_param(&self, f: &Function, index: usize) -> Self::Fact;
    /// `into := into ⊔ from`; true if `into` changed.
    fn join(&self, into: &mut Self::Fact, from: &Self::Fact) -> bool;
    /// `into := into ∇ from`; an upper bound of both making chains finite.
    fn widen(&self, into: &mut Self::Fact, from: &Self::Fact) -> bool;
    /// The fact of the error value a handler block's parameter receives.
    fn handler_param(&self, f: &Function, handler: BlockId) -> Self::Fact;
    /// The facts of the results of `inst` (one per result), from the facts
    /// of its operands in `env`.
    fn transfer(&self, f: &Function, inst: InstId, env: &dyn Env<Self::Fact>) -> Vec<Self::Fact>;
    /// Adjusts the fact a jump argument carries into parameter `param` of
    /// block `target` (e.g. to forget what refers to values of a previous
    /// loop iteration). Default: unchanged.
    fn edge_arg(&self, _f: &Function, _target: BlockId, _param: usize, _fact: &mut Self::Fact) {}
    /// Which edges of a branch on a value with fact `cond` may be taken:
    /// (then, else). Default: both.
    fn branch(&self, _cond: &Self::Fact) -> (bool, bool) {
        (true, true)
    }
    /// Facts that hold on the edge taken when the branch condition `cond`
    /// is `taken` (`cond` was defined by an instruction of `f`): each a value
    /// and its refined fact (which must be below its current fact in `env`).
    fn refine(
        &self,
        _f: &Function,
        _cond: ValueId,
        _taken: bool,
        _env: &dyn Env<Self::Fact>,
    ) -> Vec<(ValueId, Self::Fact)> {
        Vec::new()
    }
}

/// The fixpoint of a sparse analysis.
#[derive(Clone, Debug)]
pub struct SparseResult<F> {
    /// The fact of each value (bottom for values of unreachable code).
    pub facts: Vec<F>,
    /// Blocks found executable.
    pub reachable: Vec<bool>,
    /// Refined facts valid in each block (and every block it dominates).
    refinements: Vec<HashMap<ValueId, F>>,
    idom: Vec<Option<BlockId>>,
}

impl<F> SparseResult<F> {
    /// The fact of `v` as seen by the code of block `b` (edge refinements applied).
    pub fn fact_in(&self, b: BlockId, v: ValueId) -> &F {
        lookup(&self.refinements, &self.idom, &self.facts, b, v)
    }
    /// Whether edge refinements hold anything for block `b` (for dumps).
    pub fn refined_in(&self, b: BlockId) -> impl Iterator<Item = (&ValueId, &F)> {
        self.refinements[b.index()].iter()
    }
}

fn lookup<'a, F>(
    refinements: &'a [HashMap<ValueId, F>],
    idom: &[Option<BlockId>],
    facts: &'a [F],
    b: BlockId,
    v: ValueId,
) -> &'a F {
    let mut cur = Some(b);
    while let Some(c) = cur {
        let r = &refinements[c.index()];
        if !r.is_empty() {
            if let Some(x) = r.get(&v) {
                return x;
            }
        }
        cur = idom[c.index()];
    }
    &facts[v.index()]
}

/// Solves a sparse analysis over `f` (which must be in SSA form).
pub fn solve_sparse<A: SparseAnalysis>(a: &A, f: &Function) -> SparseResult<A::Fact> {
    let n = f.blocks.len();
    let nv = f.num_values as usize;
    let dom = DomTree::compute(f);
    let mut facts = vec![a.bottom(); nv];
    let mut reachable = vec![false; n];
    let mut refinements: Vec<HashMap<ValueId, A::Fact>> = vec![HashMap::new(); n];
    if n == 0 {
        return SparseResult {
            facts,
            reachable,
            refinements,
            idom: dom.idom,
        };
    }
    let preds = predecessors(f);
    let widen_at = widening_points(f, Direction::Forward);
    let mut visits = vec![0u32; n];
    // Blocks whose evaluation read each value (recorded as they run, so
    // that a client looking past an operand to its definition is covered).
    let mut users: Vec<Vec<BlockId>> = vec![Vec::new(); nv];
    let mut wl = Worklist::new(
        dom.rpo_index
            .iter()
            .map(|&i| if i == usize::MAX { 0 } else { i })
            .collect(),
    );
    reachable[f.entry.index()] = true;
    for (k, &p) in f.block(f.entry).params.iter().enumerate() {
        facts[p.index()] = a.entry_param(f, k);
    }
    wl.push(f.entry);
    while let Some(b) = wl.pop() {
        let blk = f.block(b);
        let mut to_push: Vec<BlockId> = Vec::new();
        let reads = std::cell::RefCell::new(Vec::new());
        for &i in &blk.insts {
            let new = {
                let env = RecEnv {
                    refinements: &refinements,
                    idom: &dom.idom,
                    facts: &facts,
                    block: b,
                    reads: &reads,
                };
                a.transfer(f, i, &env)
            };
            for (k, &r) in f.inst(i).results.iter().enumerate() {
                let Some(nf) = new.get(k) else { continue };
                if a.join(&mut facts[r.index()], nf) {
                    to_push.extend(users[r.index()].iter().copied().filter(|&u| u != b));
                }
            }
        }
        // Edges out of the block that may be taken.
        let mut edges: Vec<(&Target, Option<(ValueId, bool)>)> = Vec::new();
        match &blk.term {
            Terminator::Jump(t) => edges.push((t, None)),
            Terminator::Branch { cond, then_, else_ } => {
                let env = RecEnv {
                    refinements: &refinements,
                    idom: &dom.idom,
                    facts: &facts,
                    block: b,
                    reads: &reads,
                };
                let (may_t, may_e) = a.branch(env.get(*cond));
                if then_.block == else_.block {
                    // One edge whatever the condition; the arguments of the side taken.
                    if may_t {
                        edges.push((then_, None));
                    }
                    if may_e && (!may_t || then_.args != else_.args) {
                        edges.push((else_, None));
                    }
                } else {
                    if may_t {
                        edges.push((then_, Some((*cond, true))));
                    }
                    if may_e {
                        edges.push((else_, Some((*cond, false))));
                    }
                }
            }
            _ => {}
        }
        let mut targets: Vec<(BlockId, Vec<A::Fact>)> = Vec::new();
        for (t, cond) in edges {
            // A refinement applies in the target when the edge is its only way in.
            let single = preds[t.block.index()].len() == 1 && t.block != b;
            let refined = match cond {
                Some((c, taken)) if single => {
                    let env = RecEnv {
                        refinements: &refinements,
                        idom: &dom.idom,
                        facts: &facts,
                        block: b,
                        reads: &reads,
                    };
                    a.refine(f, c, taken, &env)
                }
                _ => Vec::new(),
            };
            if single {
                let map: HashMap<ValueId, A::Fact> = refined.into_iter().collect();
                if map != refinements[t.block.index()] {
                    refinements[t.block.index()] = map;
                    if reachable[t.block.index()] {
                        let mut stack = vec![t.block];
                        while let Some(x) = stack.pop() {
                            to_push.push(x);
                            stack.extend(dom.children[x.index()].iter().copied());
                        }
                    }
                }
            }
            let env = RecEnv {
                refinements: &refinements,
                idom: &dom.idom,
                facts: &facts,
                block: if single { t.block } else { b },
                reads: &reads,
            };
            let args: Vec<A::Fact> = t
                .args
                .iter()
                .enumerate()
                .map(|(k, &v)| {
                    let mut x = env.get(v).clone();
                    a.edge_arg(f, t.block, k, &mut x);
                    x
                })
                .collect();
            targets.push((t.block, args));
        }
        for v in reads.into_inner() {
            let u = &mut users[v.index()];
            if !u.contains(&b) {
                u.push(b);
            }
        }
        // Handler edge: its single parameter receives the error value.
        if let Some(h) = mir::cfg::handler_of(f, b) {
            if !reachable[h.index()] {
                reachable[h.index()] = true;
                for &p in &f.block(h).params {
                    facts[p.index()] = a.handler_param(f, h);
                }
                to_push.push(h);
            }
        }
        for (t, args) in targets {
            let ti = t.index();
            let newly = !reachable[ti];
            reachable[ti] = true;
            visits[ti] += 1;
            let widen =
                (widen_at[ti] && visits[ti] > WIDEN_AFTER) || visits[ti] > WIDEN_ALWAYS_AFTER;
            let mut changed = newly;
            for (k, &p) in f.block(t).params.iter().enumerate() {
                let Some(af) = args.get(k) else { continue };
                let pf = &mut facts[p.index()];
                let ch = if widen {
                    a.widen(pf, af)
                } else {
                    a.join(pf, af)
                };
                if ch {
                    changed = true;
                    to_push.extend(users[p.index()].iter().copied().filter(|&u| u != t));
                }
            }
            if changed {
                to_push.push(t);
            }
        }
        for u in to_push {
            if reachable[u.index()] {
                wl.push(u);
            }
        }
    }
    SparseResult {
        facts,
        reachable,
        refinements,
        idom: dom.idom,
    }
}

/// A block's view of the facts that records which values were read.
struct RecEnv<'a, F> {
    refinements: &'a [HashMap<ValueId, F>],
    idom: &'a [Option<BlockId>],
    facts: &'a [F],
    block: BlockId,
    reads: &'a std::cell::RefCell<Vec<ValueId>>,
}

impl<F> Env<F> for RecEnv<'_, F> {
    fn get(&self, v: ValueId) -> &F {
        self.reads.borrow_mut().push(v);
        lookup(self.refinements, self.idom, self.facts, self.block, v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mir::liveness::ValueSet;
    use syntax::ast::BinOp;

    fn lower(src: &str) -> Function {
        let mut loader = mir::Loader::new(Box::new(|n: &str| matches!(n, "disp" | "error")));
        let mut prog = Program::default();
        loader
            .load_text(&mut prog, std::path::Path::new("f.m"), src)
            .unwrap();
        prog.functions.swap_remove(0)
    }

    /// Value liveness as a backward dense analysis.
    struct Live;
    impl DenseAnalysis for Live {
        type State = ValueSet;
        fn direction(&self) -> Direction {
            Direction::Backward
        }
        fn bottom(&self, f: &Function) -> ValueSet {
            ValueSet::new(f.num_values as usize)
        }
        fn boundary(&self, f: &Function) -> ValueSet {
            ValueSet::new(f.num_values as usize)
        }
        fn join(&self, into: &mut ValueSet, from: &ValueSet) -> bool {
            into.union(from)
        }
        fn transfer(&self, f: &Function, b: BlockId, s: &mut ValueSet) {
            let blk = f.block(b);
            for v in blk.term.operands() {
                s.insert(v);
            }
            for &i in blk.insts.iter().rev() {
                for &r in &f.inst(i).results {
                    s.remove(r);
                }
                for v in f.inst(i).kind.operands() {
                    s.insert(v);
                }
            }
            for &p in &blk.params {
                s.remove(p);
            }
        }
    }

    #[test]
    fn backward_dense_matches_mir_liveness() {
        for src in [
            "function s = f(n)\ns = 0;\nfor i = 1:n\n  for j = 1:i\n    s = s + j;\n  end\nend\nwhile s > 3\n  s = s - 1;\nend\n",
            "function y = f(x)\ntry\n  y = x(3);\ncatch e\n  disp(e.message);\n  y = x;\nend\n",
            "function y = f(x)\ny = 0;\nwhile true\n  y = y + x;\n  if y > 10, break; end\nend\n",
        ] {
            let f = lower(src);
            let r = solve_dense(&Live, &f);
            let l = mir::liveness::liveness(&f);
            for b in 0..f.blocks.len() {
                assert!(r.reachable[b]);
                assert_eq!(r.before[b], l.live_in[b], "live-in of bb{b} in {src}");
                assert_eq!(r.after[b], l.live_out[b], "live-out of bb{b} in {src}");
            }
        }
    }

    /// Forward: how many times the path to a block may have passed a loop
    /// header (an infinite chain that only widening makes finite).
    struct Visits;
    impl DenseAnalysis for Visits {
        /// None: not reached; Some(None): unbounded; Some(Some(k)): at most k.
        type State = Option<Option<u32>>;
        fn direction(&self) -> Direction {
            Direction::Forward
        }
        fn bottom(&self, _: &Function) -> Self::State {
            None
        }
        fn boundary(&self, _: &Function) -> Self::State {
            Some(Some(0))
        }
        fn join(&self, into: &mut Self::State, from: &Self::State) -> bool {
            let new = match (*into, *from) {
                (None, x) | (x, None) => x,
                (Some(Some(a)), Some(Some(b))) => Some(Some(a.max(b))),
                _ => Some(None),
            };
            let ch = new != *into;
            *into = new;
            ch
        }
        fn widen(&self, into: &mut Self::State, from: &Self::State) -> bool {
            let old = *into;
            self.join(into, from);
            if old.is_some() && *into != old {
                *into = Some(None);
            }
            *into != old
        }
        fn transfer(&self, _: &Function, _: BlockId, s: &mut Self::State) {
            if let Some(Some(k)) = s {
                *k += 1;
            }
        }
    }

    #[test]
    fn forward_dense_widens_at_loop_headers() {
        let f = lower("function s = f(n)\ns = 0;\nwhile s < n\n  s = s + 1;\nend\ndisp(s);\n");
        let r = solve_dense(&Visits, &f);
        let dom = DomTree::compute(&f);
        let loops = natural_loops(&f, &dom);
        assert_eq!(loops.len(), 1);
        assert_eq!(r.before[loops[0].header.index()], Some(None));
        assert_eq!(r.before[f.entry.index()], Some(Some(0)));
        assert_eq!(r.after[f.entry.index()], Some(Some(1)));
    }

    /// Constant propagation of doubles, with `==` refinement on branches.
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum C {
        Bot,
        K(f64),
        Top,
    }
    struct ConstProp<'a> {
        defs: Vec<Option<&'a Inst>>,
    }
    impl<'a> ConstProp<'a> {
        fn new(f: &'a Function) -> Self {
            let mut defs = vec![None; f.num_values as usize];
            for i in &f.insts {
                for r in &i.results {
                    defs[r.index()] = Some(i);
                }
            }
            ConstProp { defs }
        }
    }
    impl SparseAnalysis for ConstProp<'_> {
        type Fact = C;
        fn bottom(&self) -> C {
            C::Bot
        }
        fn entry_param(&self, _: &Function, _: usize) -> C {
            C::Top
        }
        fn handler_param(&self, _: &Function, _: BlockId) -> C {
            C::Top
        }
        fn join(&self, into: &mut C, from: &C) -> bool {
            let new = match (*into, *from) {
                (C::Bot, x) | (x, C::Bot) => x,
                (C::K(a), C::K(b)) if a == b => C::K(a),
                _ => C::Top,
            };
            let ch = new != *into;
            *into = new;
            ch
        }
        fn widen(&self, into: &mut C, from: &C) -> bool {
            self.join(into, from)
        }
        fn transfer(&self, f: &Function, i: InstId, env: &dyn Env<C>) -> Vec<C> {
            let k = match &f.inst(i).kind {
                InstKind::Const(Const::Num(x)) => C::K(*x),
                InstKind::Copy(v) | InstKind::Truth(v) => *env.get(*v),
                InstKind::Binary(op, a, b) => match (env.get(*a), env.get(*b)) {
                    (C::Bot, _) | (_, C::Bot) => C::Bot,
                    (C::K(x), C::K(y)) => match op {
                        BinOp::Add => C::K(x + y),
                        BinOp::Sub => C::K(x - y),
                        BinOp::Gt => C::K((x > y) as u8 as f64),
                        BinOp::Eq => C::K((x == y) as u8 as f64),
                        _ => C::Top,
                    },
                    _ => C::Top,
                },
                _ => C::Top,
            };
            vec![k; f.inst(i).results.len()]
        }
        fn branch(&self, c: &C) -> (bool, bool) {
            match c {
                C::Bot => (false, false),
                C::K(x) => (*x != 0.0, *x == 0.0),
                C::Top => (true, true),
            }
        }
        fn refine(
            &self,
            _: &Function,
            c: ValueId,
            taken: bool,
            env: &dyn Env<C>,
        ) -> Vec<(ValueId, C)> {
            let mut c = c;
            if let Some(Inst {
                kind: InstKind::Truth(v),
                ..
            }) = self.defs[c.index()]
            {
                c = *v;
            }
            match self.defs[c.index()] {
                Some(Inst {
                    kind: InstKind::Binary(BinOp::Eq, a, b),
                    ..
                }) if taken => match (env.get(*a), env.get(*b)) {
                    (C::Top, C::K(k)) => vec![(*a, C::K(*k))],
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            }
        }
    }

    fn returned(f: &Function) -> Vec<ValueId> {
        f.blocks
            .iter()
            .filter_map(|b| match &b.term {
                Terminator::Return(v) => v[0],
                _ => None,
            })
            .collect()
    }

    #[test]
    fn sparse_prunes_constant_branches() {
        let f = lower("function y = f(x)\nn = 3;\nif n > 2\n  y = 1;\nelse\n  y = 2;\nend\n");
        let r = solve_sparse(&ConstProp::new(&f), &f);
        let ret = returned(&f);
        assert_eq!(ret.len(), 1);
        assert_eq!(r.facts[ret[0].index()], C::K(1.0));
    }

    #[test]
    fn sparse_joins_loop_params_and_terminates() {
        let f = lower(
            "function y = f(x)\ny = 0;\nk = 5;\nwhile y < x\n  y = y + 1;\n  k = k + 0;\nend\n",
        );
        let r = solve_sparse(&ConstProp::new(&f), &f);
        let ret = returned(&f)[0];
        assert_eq!(r.facts[ret.index()], C::Top);
        // `k` stays 5 around the loop: the header parameter fed by 5 and 5 + 0.
        let k_params: Vec<C> = f
            .blocks
            .iter()
            .flat_map(|b| b.params.iter())
            .filter(|p| f.value_names[p.index()].is_some_and(|v| f.vars[v.index()].name == "k"))
            .map(|p| r.facts[p.index()])
            .collect();
        assert!(!k_params.is_empty());
        assert!(k_params.iter().all(|&c| c == C::K(5.0)), "{k_params:?}");
    }

    #[test]
    fn sparse_refines_on_branch_edges() {
        let f = lower("function y = f(x)\ny = 0;\nif x == 4\n  y = x + 1;\nend\n");
        let r = solve_sparse(&ConstProp::new(&f), &f);
        // `x + 1` is computed where `x == 4` holds.
        let add = f
            .insts
            .iter()
            .find(|i| matches!(i.kind, InstKind::Binary(BinOp::Add, ..)))
            .unwrap();
        assert_eq!(r.facts[add.results[0].index()], C::K(5.0));
        // ...but `x` itself is unknown outside that branch.
        let x = f.block(f.entry).params[0];
        assert_eq!(r.facts[x.index()], C::Top);
        let ret = returned(&f)[0];
        assert_eq!(r.facts[ret.index()], C::Top);
    }
}
