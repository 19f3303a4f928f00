//! Static copy placement for MATLAB's array value semantics (Lameed & Hendren, sable-2010-05).
//!
//! The interpreter shares array buffers between SSA values (`b = a`,
//! arguments, returns) and updates arrays in place. An update is safe without
//! a run-time test when no other *live* holder can see the buffer. This module
//! decides, per function and before it runs, where copies must go so that
//! every in-place update is safe; the `static` policy of `exec` then updates
//! with no reference-count check at all.
//!
//! The paper's analyses, recast on SSA MIR:
//!
//! - **Necessary-copy analysis** (§5, forward): the flow facts are *alias
//!   pairs* `(v, w)` of values that may hold one buffer, kept only while both
//!   are live (the paper's `Kill_dead`). Block parameters inherit the pairs
//!   of the jump arguments edge by edge, so facts made in different loop
//!   iterations never merge into a false sharing: SSA names plus per-edge
//!   renaming play the role of the paper's loop and cyclic contexts (§5.3).
//!   A pseudo-value `EXT` stands for holders outside the registers (variable
//!   slots, globals, the constant table, cells/structs the array was stored
//!   into, closure captures, builtins that keep or return container
//!   elements); pairs with `EXT` never die. An update (or a call argument
//!   bound to a parameter the callee writes) is a *copy generator* when its
//!   operand is live afterwards, is another operand of the same instruction,
//!   or pairs with `EXT` or with a value live afterwards. Pairs meet by
//!   union over a finite set, so `dataflow::solve_dense` reaches the fixpoint
//!   with no widening and no iteration cap.
//! - **Copy placement** (§6, backward): a generator's copy is hoisted to
//!   where the sharing was made when that runs less often: out of loops, to
//!   the definition of the shared value, or onto the loop-entry edges of a
//!   loop-header parameter whose back edges carry an unshared array. Every
//!   placement is re-checked by running the forward analysis again with the
//!   copies in place; a generator still unsafe copies at the update itself.
//!   Copies never change values, so a wasted hoisted copy costs time, never
//!   correctness.
//! - **QuickCheck / written parameters** (§4) and **function summaries**:
//!   for each function, which parameters it updates in place (through any
//!   alias), which it stores somewhere lasting, and which parameters each
//!   output may alias. Unlike the paper, the callee does not copy a written
//!   parameter on entry: the *caller* treats the argument as a destructive
//!   use, so `f = seidel(f, ...)`, where the caller's `f` is dead after the
//!   call, passes the array with no copy at all, and a live argument is
//!   copied once in the caller (hoisted like any other copy). Copy
//!   replacement (`b = a` uses rewritten to `a`) is already done by MIR's
//!   copy propagation.
//! - **Last iterations** (beyond the paper): an argument live after the call
//!   only because its counted `for` loop goes round again (crni passes the
//!   same `Vd` to `tridiagonal` on every iteration) must be copied on every
//!   iteration but the last, where it is dead after the call. Liveness in
//!   the function with the loop's back edges sent to a copy of its header
//!   that can only exit says so statically; the interpreter compares the
//!   loop's counter with its count at the call ([`Plan::final_moves`]) and,
//!   on the last iteration, passes the array itself.
//! - **Run-time guard** (§6.1.1): calls that no static analysis sees — through
//!   handles, `feval`, `cellfun`, or direct calls with `c{:}` arguments — are
//!   listed in [`Plan::untrusted_calls`]; the interpreter tests the arguments
//!   bound to written parameters at such calls and copies them when shared.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::rc::Rc;

use decls::Alias;
use mir::cfg::{handler_of, natural_loops, DomTree};
use mir::ir::{
    Arg, BlockId, Callee, Const, FuncId, Function, IndexKind, InstId, InstKind, Program,
    Terminator, ValueId,
};
use mir::liveness::{liveness, ValueSet};
use syntax::ast::BinOp;

use crate::dataflow::{solve_dense, DenseAnalysis, Direction};

pub mod unique;

/// What callers need to know about a function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Per parameter (entry block parameter order): the function updates the
    /// array in place, so the caller must pass an array nobody else can see.
    pub written: Vec<bool>,
    /// Per parameter: the function stores it where it outlives the call
    /// (a global, a persistent, a cell or struct it returns, a closure).
    pub escapes: Vec<bool>,
    /// Per declared output: the parameters it may alias, and whether it may
    /// alias storage outside the registers.
    pub outs: Vec<OutAlias>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutAlias {
    pub params: Vec<usize>,
    pub external: bool,
}

impl Summary {
    /// What must be assumed of a function not analysed yet (recursion) or unknown.
    pub fn conservative(nparams: usize, nouts: usize) -> Summary {
        Summary {
            written: vec![true; nparams],
            escapes: vec![true; nparams],
            outs: vec![
                OutAlias {
                    params: (0..nparams).collect(),
                    external: true,
                };
                nouts
            ],
        }
    }
}

/// Where the copies of one function go.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Destructive uses that copy at the instruction itself: (instruction,
    /// operand index in `InstKind::operands` order). For an update the
    /// operand is its base (index 0); for a call, an argument.
    pub copy_at: BTreeSet<(InstId, usize)>,
    /// Copies hoisted to right after an instruction: the register of each
    /// listed value is replaced by a fresh copy.
    pub after_inst: BTreeMap<InstId, Vec<ValueId>>,
    /// Copies on control-flow edges (loop entries): jumping from the key
    /// block to `target`, parameter number `param` receives a fresh copy of
    /// its argument.
    pub edge_copies: BTreeMap<BlockId, Vec<EdgeCopy>>,
    /// Destructive uses proven safe: performed in place with no check.
    pub in_place: BTreeSet<(InstId, usize)>,
    /// Call arguments copied on every iteration of their counted loop but
    /// the last, where the array is dead after the call and passed itself.
    pub final_moves: BTreeMap<(InstId, usize), FinalIteration>,
    /// Direct calls whose written-parameter arguments the interpreter must
    /// guard at run time (spread arguments hide which argument binds where).
    pub untrusted_calls: BTreeSet<InstId>,
    pub summary: Summary,
    /// Updates that may skip the reference-count test, and the loop-entry
    /// tests that let them: everything else is tested at the update.
    pub unique: unique::Uniqueness,
    /// Rounds of placement the function needed (1 when QuickCheck-like
    /// reasoning alone found no generator).
    pub rounds: u32,
}

impl Plan {
    pub fn copies_at_updates(&self) -> usize {
        self.copy_at.len()
    }
    pub fn hoisted(&self) -> usize {
        self.after_inst.values().map(Vec::len).sum::<usize>()
            + self.edge_copies.values().map(Vec::len).sum::<usize>()
    }
}

/// How the interpreter tells a counted loop's last iteration: the loop goes
/// round again exactly when `counter + 1 < count` (both double scalars, live
/// at the call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalIteration {
    pub counter: ValueId,
    pub count: ValueId,
}

/// One copy placed on a jump edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeCopy {
    pub target: BlockId,
    pub param: usize,
}

/// Plans and summaries of a program's functions, computed on demand (the
/// loader may add functions while the program runs).
#[derive(Default)]
pub struct CopyAnalysis {
    plans: HashMap<FuncId, Rc<Plan>>,
    in_progress: HashSet<FuncId>,
}

impl CopyAnalysis {
    pub fn new() -> CopyAnalysis {
        CopyAnalysis::default()
    }

    /// The copy plan of `f` (analysing it, and the functions it calls, if needed).
    pub fn plan(&mut self, prog: &Program, f: FuncId) -> Rc<Plan> {
        if let Some(p) = self.plans.get(&f) {
            return p.clone();
        }
        self.in_progress.insert(f);
        let p = Rc::new(analyze_function(prog, f, &mut |g| self.summary(prog, g)));
        self.in_progress.remove(&f);
        self.plans.insert(f, p.clone());
        p
    }

    /// The summary of `f`; conservative while `f` is being analysed (recursion).
    pub fn summary(&mut self, prog: &Program, f: FuncId) -> Summary {
        if self.in_progress.contains(&f) {
            let func = prog.func(f);
            return Summary::conservative(
                func.block(func.entry).params.len(),
                func.output_names.len(),
            );
        }
        self.plan(prog, f).summary.clone()
    }
}

/// Pseudo-value: holders outside the registers.
const EXT: u32 = u32::MAX;

type Pairs = BTreeSet<(u32, u32)>;

fn pair(a: u32, b: u32) -> (u32, u32) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

fn aliases(s: &Pairs, v: u32) -> Vec<u32> {
    s.iter()
        .filter_map(|&(a, b)| {
            if a == v {
                Some(b)
            } else if b == v {
                Some(a)
            } else {
                None
            }
        })
        .collect()
}

fn remove_all(s: &mut Pairs, v: u32) {
    s.retain(|&(a, b)| a != v && b != v);
}

/// `v` and everything it may alias now also live outside the registers.
fn escape(s: &mut Pairs, v: u32) {
    let mut all = aliases(s, v);
    all.push(v);
    for x in all {
        if x != EXT {
            s.insert(pair(x, EXT));
        }
    }
}

/// `r` may hold the buffer of any of `srcs` (and so of their aliases).
fn inherit(s: &mut Pairs, r: u32, srcs: &[u32]) {
    let mut add = Vec::new();
    for &x in srcs {
        if x == r {
            continue;
        }
        add.push(x);
        add.extend(aliases(s, x));
    }
    for x in add {
        if x != r {
            s.insert(pair(r, x));
        }
    }
}

/// Operand indices (in `operands()` order) that the instruction destroys in
/// place, given the summaries of direct callees. Also whether a direct call
/// must be guarded at run time.
fn destructive(
    kind: &InstKind,
    summary_of: &mut dyn FnMut(FuncId) -> Summary,
    prog: &Program,
) -> (Vec<usize>, bool) {
    match kind {
        // A deletion (`y(1:2:end) = []`) is not among them: it reads its
        // base into a new array, and where it gives back the base itself
        // (nothing deleted) the interpreter tests the count. So a function
        // that deletes from a parameter leaves it unwritten, and its
        // callers pass their array without a copy.
        InstKind::IndexAssign { .. }
        | InstKind::FieldAssign { .. }
        | InstKind::DynFieldAssign { .. } => (vec![0], false),
        InstKind::Call {
            callee: Callee::Func(g),
            args,
            ..
        } => {
            let s = summary_of(*g);
            let callee = prog.func(*g);
            if !s.written.iter().any(|&w| w) {
                return (Vec::new(), false);
            }
            if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                return (Vec::new(), true);
            }
            let nparams = callee.block(callee.entry).params.len();
            let fixed = if callee.has_varargin {
                nparams.saturating_sub(1)
            } else {
                nparams
            };
            let mut out = Vec::new();
            let mut opi = 0;
            for (j, a) in args.iter().enumerate() {
                if let Arg::Value(_) = a {
                    if j < fixed && s.written.get(j).copied().unwrap_or(false) {
                        out.push(opi);
                    }
                    opi += 1;
                }
            }
            (out, false)
        }
        _ => (Vec::new(), false),
    }
}

/// Why a destructive use needs a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// The operand itself stays live (or is read twice by the instruction): copy at the use.
    AtUse,
    /// Another holder shares it: the copy may be hoisted.
    Shared,
}

struct Ctx<'a> {
    f: &'a Function,
    nv: u32,
    /// Values never moved by the interpreter (read by an error handler): always live.
    pinned: ValueSet,
    live_in: Vec<ValueSet>,
    /// Per instruction: values live after it.
    live_after: Vec<ValueSet>,
    block_of: Vec<BlockId>,
    depth: Vec<u32>,
    /// Per loop header: the blocks of its loop.
    loop_blocks: HashMap<BlockId, Vec<BlockId>>,
    handler_blocks: HashSet<BlockId>,
    /// Definition of each value: the instruction, or the block whose parameter it is.
    def_inst: Vec<Option<InstId>>,
    def_param: Vec<Option<BlockId>>,
    /// Destructive operands per instruction.
    destr: Vec<Vec<usize>>,
    untrusted: BTreeSet<InstId>,
    rpo: Vec<BlockId>,
    /// Values that are certainly scalars: never part of a pair.
    scalar: Vec<bool>,
    /// Per call with destructive operands inside a counted loop (the
    /// innermost loop of its block): the loop's counter test, and the values
    /// live after the call on the loop's last iteration.
    final_iter: HashMap<InstId, (FinalIteration, ValueSet)>,
}

impl Ctx<'_> {
    fn live(&self, live: &ValueSet, v: u32) -> bool {
        v >= self.nv || self.pinned.contains(ValueId(v)) || live.contains(ValueId(v))
    }
    fn prune(&self, s: &mut Pairs, live: &ValueSet) {
        s.retain(|&(a, b)| {
            (a >= self.nv || live.contains(ValueId(a)) || self.pinned.contains(ValueId(a)))
                && (b >= self.nv || live.contains(ValueId(b)) || self.pinned.contains(ValueId(b)))
        });
    }
}

/// A generator found by one forward run.
struct Gen {
    inst: InstId,
    op: usize,
    v: ValueId,
    need: Need,
    /// The copy is needed on every iteration of a counted loop but its last.
    final_iter: Option<FinalIteration>,
}

/// What one forward run learned.
#[derive(Default)]
struct Run {
    gens: Vec<Gen>,
    in_place: BTreeSet<(InstId, usize)>,
    written: BTreeSet<usize>,
    escapes: BTreeSet<usize>,
    outs: Vec<OutAlias>,
    /// Pairs at each block's end, before its terminator.
    out_state: Vec<Pairs>,
}

/// Analyses one function: the necessary-copy analysis and copy placement, iterated.
pub fn analyze_function(
    prog: &Program,
    fid: FuncId,
    summary_of: &mut dyn FnMut(FuncId) -> Summary,
) -> Plan {
    let f = prog.func(fid);
    let nv = f.num_values;
    let nb = f.blocks.len();
    let live = liveness(f);
    let mut pinned = ValueSet::new(nv as usize);
    let mut handler_blocks = HashSet::new();
    for b in 0..nb {
        if let Some(h) = handler_of(f, BlockId(b as u32)) {
            pinned.union(&live.live_in[h.index()]);
            handler_blocks.insert(h);
        }
    }
    let mut live_after = vec![ValueSet::new(nv as usize); f.insts.len()];
    let mut block_of = vec![BlockId(0); f.insts.len()];
    let mut def_inst = vec![None; nv as usize];
    let mut def_param = vec![None; nv as usize];
    for (bi, b) in f.blocks.iter().enumerate() {
        let bid = BlockId(bi as u32);
        for p in &b.params {
            def_param[p.index()] = Some(bid);
        }
        let mut cur = live.live_out[bi].clone();
        for v in b.term.operands() {
            cur.insert(v);
        }
        for &i in b.insts.iter().rev() {
            block_of[i.index()] = bid;
            let inst = f.inst(i);
            live_after[i.index()] = cur.clone();
            for r in &inst.results {
                cur.remove(*r);
                def_inst[r.index()] = Some(i);
            }
            for v in inst.kind.operands() {
                cur.insert(v);
            }
        }
    }
    let dom = DomTree::compute(f);
    let loops = natural_loops(f, &dom);
    let mut depth = vec![0u32; nb];
    let mut loop_blocks = HashMap::new();
    for l in &loops {
        for b in &l.blocks {
            depth[b.index()] += 1;
        }
        loop_blocks.insert(l.header, l.blocks.clone());
    }
    let mut destr = vec![Vec::new(); f.insts.len()];
    let mut untrusted = BTreeSet::new();
    for (i, inst) in f.insts.iter().enumerate() {
        let (d, guard) = destructive(&inst.kind, summary_of, prog);
        destr[i] = d;
        if guard {
            untrusted.insert(InstId(i as u32));
        }
    }
    let final_iter = last_iteration_liveness(f, &loops, &destr, &live_after, &block_of);
    let cx = Ctx {
        f,
        nv,
        pinned,
        live_in: live.live_in,
        live_after,
        block_of,
        depth,
        loop_blocks,
        handler_blocks,
        def_inst,
        def_param,
        destr,
        untrusted,
        rpo: dom.rpo.clone(),
        scalar: scalar_values(f, &dom.rpo),
        final_iter,
    };

    let mut plan = Plan {
        untrusted_calls: cx.untrusted.clone(),
        ..Plan::default()
    };
    // Placement and analysis alternate until the plan covers every copy the
    // analysis asks for. This ends: the plan only grows, and each destructive
    // operand is placed at most twice (hoisted once, then at its use) or
    // once (moved to its loop's last iteration), after which it never asks
    // again.
    let mut tried: HashSet<(InstId, usize)> = HashSet::new();
    let mut rounds = 0;
    let run = loop {
        rounds += 1;
        let run = forward(&cx, &plan, summary_of, prog);
        if run.gens.is_empty() {
            break run;
        }
        for g in &run.gens {
            let key = (g.inst, g.op);
            if let Some(fi) = g.final_iter {
                plan.final_moves.insert(key, fi);
            } else if g.need == Need::AtUse || !tried.insert(key) || !hoist(&cx, &mut plan, &run, g)
            {
                plan.copy_at.insert(key);
            }
        }
    };
    plan.rounds = rounds;
    plan.in_place = run.in_place;
    plan.unique = unique::prove(f, &plan);
    let np = f.block(f.entry).params.len();
    plan.summary = Summary {
        written: (0..np).map(|j| run.written.contains(&j)).collect(),
        escapes: (0..np).map(|j| run.escapes.contains(&j)).collect(),
        outs: {
            let mut o = run.outs;
            o.resize(f.output_names.len().max(o.len()), OutAlias::default());
            o
        },
    };
    plan
}

/// Tries to place the copy of generator `g` away from its use; false when it must stay there.
fn hoist(cx: &Ctx, plan: &mut Plan, run: &Run, g: &Gen) -> bool {
    let use_block = cx.block_of[g.inst.index()];
    // Defined by an instruction in a shallower loop nest: copy right after it.
    if let Some(j) = cx.def_inst[g.v.index()] {
        let jb = cx.block_of[j.index()];
        if cx.depth[jb.index()] < cx.depth[use_block.index()] {
            plan.after_inst.entry(j).or_default().push(g.v);
            return true;
        }
        return false;
    }
    // A parameter of a loop header whose loop holds the use: copy on the
    // entry edges when every back edge brings an unshared array.
    let Some(b) = cx.def_param[g.v.index()] else {
        return false;
    };
    if b == cx.f.entry {
        return false;
    }
    let Some(body) = cx.loop_blocks.get(&b) else {
        return false;
    };
    if !body.contains(&use_block) {
        return false;
    }
    let pi =
        cx.f.block(b)
            .params
            .iter()
            .position(|p| *p == g.v)
            .expect("parameter of its block");
    let mut entry_fix = Vec::new();
    for (pb, blk) in cx.f.blocks.iter().enumerate() {
        let pb = BlockId(pb as u32);
        for t in blk.term.targets() {
            if t.block != b {
                continue;
            }
            let a = t.args[pi];
            let shared = cx.live_in[b.index()].contains(a)
                || cx.pinned.contains(a)
                || aliases(&run.out_state[pb.index()], a.0)
                    .iter()
                    .any(|&w| w == EXT || w < cx.nv);
            if !shared {
                continue;
            }
            if body.contains(&pb) {
                return false;
            }
            // The interpreter copies into the parameter before the jump's
            // moves: only safe when no argument of the edge is a parameter.
            if t.args.iter().any(|x| cx.f.block(b).params.contains(x)) {
                return false;
            }
            entry_fix.push((pb, a));
        }
    }
    if entry_fix.is_empty() {
        return false;
    }
    for (pb, _) in entry_fix {
        let e = plan.edge_copies.entry(pb).or_default();
        let c = EdgeCopy {
            target: b,
            param: pi,
        };
        if !e.contains(&c) {
            e.push(c);
        }
    }
    true
}

/// Values that are certainly scalars (never a shared buffer): constants,
/// counters, and scalar arithmetic on them. A cheap stand-in for type facts.
fn scalar_values(f: &Function, rpo: &[BlockId]) -> Vec<bool> {
    let nv = f.num_values as usize;
    // Block parameters are scalar when every argument passed to them is:
    // a greatest fixpoint (assume so, then refute), so loop counters qualify.
    let mut feeds: Vec<Vec<ValueId>> = vec![Vec::new(); nv];
    let mut is_param = vec![false; nv];
    for b in &f.blocks {
        for p in &b.params {
            is_param[p.index()] = true;
        }
        for t in b.term.targets() {
            for (p, a) in f.block(t.block).params.iter().zip(&t.args) {
                feeds[p.index()].push(*a);
            }
        }
    }
    let mut param_ok = vec![true; nv];
    for p in &f.block(f.entry).params {
        param_ok[p.index()] = false;
    }
    let mut range_val = vec![false; nv];
    for inst in &f.insts {
        if let (InstKind::Range { .. }, Some(r)) = (&inst.kind, inst.results.first()) {
            range_val[r.index()] = true;
        }
    }
    loop {
        let mut sc = vec![false; nv];
        for v in 0..nv {
            if is_param[v] && param_ok[v] && !feeds[v].is_empty() {
                sc[v] = true;
            }
        }
        for &b in rpo {
            for &i in &f.block(b).insts {
                let inst = f.inst(i);
                let Some(r) = inst.results.first() else {
                    continue;
                };
                if inst.results.len() != 1 {
                    continue;
                }
                let all = |vs: &[ValueId], sc: &Vec<bool>| vs.iter().all(|v| sc[v.index()]);
                let yes = match &inst.kind {
                    k if is_scalar_result(k) => true,
                    InstKind::Binary(_, a, b) => all(&[*a, *b], &sc),
                    InstKind::Unary(_, a) | InstKind::Copy(a) => sc[a.index()],
                    InstKind::Transpose { operand, .. } => sc[operand.index()],
                    InstKind::ForItem { iter, .. } => range_val[iter.index()],
                    InstKind::Call {
                        callee: Callee::Builtin(n),
                        args,
                        stmt: false,
                    } => {
                        decls::rule(n).scalar_to_scalar()
                            && !args.is_empty()
                            && args
                                .iter()
                                .all(|a| matches!(a, Arg::Value(v) if sc[v.index()]))
                    }
                    _ => false,
                };
                sc[r.index()] = yes;
            }
        }
        let mut changed = false;
        for v in 0..nv {
            if is_param[v] && param_ok[v] && !feeds[v].iter().all(|a| sc[a.index()]) {
                param_ok[v] = false;
                changed = true;
            }
        }
        if !changed {
            return sc;
        }
    }
}

fn is_scalar_result(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Truth(_)
            | InstKind::Defined(_)
            | InstKind::Nargin
            | InstKind::Nargout
            | InstKind::ForCount(_)
            | InstKind::End { .. }
            | InstKind::SwitchMatch { .. }
            | InstKind::Const(Const::Num(_) | Const::Imag(_) | Const::Bool(_))
            | InstKind::FuncHandle { .. }
            | InstKind::Closure { .. }
            | InstKind::PushHandler { .. }
            | InstKind::PopHandler
            | InstKind::Display { .. }
            | InstKind::Require(_)
            | InstKind::WriteVar(..)
            | InstKind::DeclareGlobal(..)
            | InstKind::DeclarePersistent(..)
    )
}

/// Whether a holder other than `v` can see `v`'s buffer after instruction
/// `ops` belong to: a live alias, another operand, or storage outside the
/// registers.
fn shared(cx: &Ctx, s: &Pairs, v: ValueId, live_after: &ValueSet, ops: &[ValueId]) -> bool {
    aliases(s, v.0).iter().any(|&w| {
        w == EXT || (w < cx.nv && (cx.live(live_after, w) || ops.iter().any(|o| o.0 == w)))
    })
}

/// Writing `v` in place writes the parameters it may be.
fn note_written_params(cx: &Ctx, s: &Pairs, v: ValueId, written: &mut BTreeSet<usize>) {
    for w in aliases(s, v.0) {
        if w >= cx.nv && w != EXT {
            written.insert((w - cx.nv) as usize);
        }
    }
}

/// The counter test of a counted loop: its header branches on `c < n` into
/// the body, `c` a header parameter and `n` defined outside the loop, and
/// every edge back to the header passes `c + 1`.
fn counted_loop(f: &Function, l: &mir::cfg::Loop) -> Option<FinalIteration> {
    let h = f.block(l.header);
    let Terminator::Branch { cond, then_, else_ } = &h.term else {
        return None;
    };
    let inside = |b: BlockId| l.blocks.contains(&b);
    if !inside(then_.block) || inside(else_.block) {
        return None;
    }
    let def = |v: ValueId| f.insts.iter().position(|i| i.results.contains(&v));
    let def_block = |v: ValueId| -> Option<BlockId> {
        match def(v) {
            Some(i) => f
                .blocks
                .iter()
                .position(|b| b.insts.contains(&InstId(i as u32)))
                .map(|b| BlockId(b as u32)),
            None => f
                .blocks
                .iter()
                .position(|b| b.params.contains(&v))
                .map(|b| BlockId(b as u32)),
        }
    };
    let &i = h
        .insts
        .iter()
        .find(|&&i| f.inst(i).results.contains(cond))?;
    let InstKind::Binary(BinOp::Lt, c, n) = f.inst(i).kind else {
        return None;
    };
    let pc = h.params.iter().position(|p| *p == c)?;
    if def_block(n).is_none_or(inside) {
        return None;
    }
    let is_one = |v: ValueId| {
        def(v)
            .is_some_and(|d| matches!(f.insts[d].kind, InstKind::Const(Const::Num(x)) if x == 1.0))
    };
    for &b in &l.blocks {
        for t in f.block(b).term.targets() {
            if t.block != l.header {
                continue;
            }
            let next = def(t.args[pc])?;
            match f.insts[next].kind {
                InstKind::Binary(BinOp::Add, a, one) if a == c && is_one(one) => {}
                InstKind::Binary(BinOp::Add, one, a) if a == c && is_one(one) => {}
                _ => return None,
            }
        }
    }
    Some(FinalIteration {
        counter: c,
        count: n,
    })
}

/// `f` where the loop's back edges lead to a copy of its header that can
/// only exit: control on the loop's last iteration. Entries from outside
/// (the next execution of the loop, in an enclosing loop) still reach the
/// real header, so values read there stay live.
fn last_iteration_cfg(f: &Function, l: &mir::cfg::Loop) -> Function {
    let mut g = f.clone();
    let exit_only = BlockId(g.blocks.len() as u32);
    let mut copy = g.block(l.header).clone();
    if let Terminator::Branch { else_, .. } = &copy.term {
        copy.term = Terminator::Jump(else_.clone());
    }
    g.blocks.push(copy);
    for &b in &l.blocks {
        for t in g.blocks[b.index()].term.targets_mut() {
            if t.block == l.header {
                t.block = exit_only;
            }
        }
    }
    g
}

/// For each call with destructive operands whose innermost loop is counted:
/// the loop's test and the values live after the call when the loop ends
/// after this iteration.
fn last_iteration_liveness(
    f: &Function,
    loops: &[mir::cfg::Loop],
    destr: &[Vec<usize>],
    live_after: &[ValueSet],
    block_of: &[BlockId],
) -> HashMap<InstId, (FinalIteration, ValueSet)> {
    let mut out = HashMap::new();
    let innermost = |b: BlockId| {
        loops
            .iter()
            .filter(|l| l.blocks.contains(&b))
            .min_by_key(|l| l.blocks.len())
    };
    let mut last_live: HashMap<BlockId, Option<(FinalIteration, mir::liveness::Liveness)>> =
        HashMap::new();
    for (ii, d) in destr.iter().enumerate() {
        let i = InstId(ii as u32);
        if d.is_empty() || !matches!(f.inst(i).kind, InstKind::Call { .. }) {
            continue;
        }
        let b = block_of[ii];
        let Some(l) = innermost(b) else { continue };
        if b == l.header {
            continue;
        }
        let entry = last_live.entry(l.header).or_insert_with(|| {
            counted_loop(f, l).map(|fi| {
                let g = last_iteration_cfg(f, l);
                (fi, mir::liveness::liveness_of_live_params(&g))
            })
        });
        let Some((fi, live)) = entry else { continue };
        // The counter and count must still be in their registers at the call.
        if !live_after[ii].contains(fi.counter) || !live_after[ii].contains(fi.count) {
            continue;
        }
        let blk = f.block(b);
        // Jump arguments the targets need are in `live_out` already.
        let mut cur = live.live_out[b.index()].clone();
        for v in blk.term.operands_besides_args() {
            cur.insert(v);
        }
        for &j in blk.insts.iter().rev() {
            if j == i {
                break;
            }
            let inst = f.inst(j);
            for r in &inst.results {
                cur.remove(*r);
            }
            for v in inst.kind.operands() {
                cur.insert(v);
            }
        }
        out.insert(i, (*fi, cur));
    }
    out
}

/// The necessary-copy analysis under one plan, as a client of the dense
/// dataflow engine: alias pairs flow forward and meet by union. Pairs are
/// drawn from a finite set (values, parameter shadows, `EXT`), so the
/// fixpoint is reached without widening.
struct Aliasing<'a, 's> {
    cx: &'a Ctx<'a>,
    plan: &'a Plan,
    prog: &'a Program,
    /// Callee summaries fetched so far (the callback may compute them).
    summaries: RefCell<HashMap<FuncId, Summary>>,
    summary_of: RefCell<&'s mut dyn FnMut(FuncId) -> Summary>,
}

impl DenseAnalysis for Aliasing<'_, '_> {
    type State = Pairs;

    fn direction(&self) -> Direction {
        Direction::Forward
    }

    fn bottom(&self, _f: &Function) -> Pairs {
        Pairs::new()
    }

    /// Each parameter of the function aliases its caller's argument, named by
    /// a shadow value past the function's own.
    fn boundary(&self, f: &Function) -> Pairs {
        let cx = self.cx;
        f.block(f.entry)
            .params
            .iter()
            .enumerate()
            .map(|(j, p)| pair(p.0, cx.nv + j as u32))
            .collect()
    }

    fn join(&self, into: &mut Pairs, from: &Pairs) -> bool {
        let before = into.len();
        into.extend(from.iter().copied());
        into.len() != before
    }

    fn transfer(&self, _f: &Function, b: BlockId, state: &mut Pairs) {
        self.block(b, state, None);
    }

    fn edge(&self, _f: &Function, from: BlockId, to: BlockId, state: &mut Pairs) {
        *state = self.edge_pairs(from, to, state);
    }
}

impl Aliasing<'_, '_> {
    /// Runs block `b` from its start state `s` to its end; with `run`, also
    /// records the copies its updates need, the updates that may write in
    /// place, the parameters written and what the returned values alias.
    fn block(&self, b: BlockId, s: &mut Pairs, mut run: Option<&mut Run>) {
        let (cx, plan) = (self.cx, self.plan);
        let f = cx.f;
        let blk = f.block(b);
        let mut written = BTreeSet::new();
        for &i in &blk.insts {
            let inst = f.inst(i);
            let ops = inst.kind.operands();
            let la = &cx.live_after[i.index()];
            let mut copied_ops: Vec<usize> = Vec::new();
            for &k in &cx.destr[i.index()] {
                let v = ops[k];
                if plan.copy_at.contains(&(i, k)) {
                    copied_ops.push(k);
                    continue;
                }
                if plan.final_moves.contains_key(&(i, k)) {
                    // Copied but on the last iteration, when the array
                    // itself (and the parameters it may be) is written.
                    note_written_params(cx, s, v, &mut written);
                    copied_ops.push(k);
                    continue;
                }
                let dup = ops.iter().enumerate().any(|(j, x)| j != k && *x == v);
                let need = if cx.live(la, v.0) || dup {
                    Some(Need::AtUse)
                } else {
                    note_written_params(cx, s, v, &mut written);
                    shared(cx, s, v, la, &ops).then_some(Need::Shared)
                };
                match need {
                    Some(need) => {
                        // Unneeded on the loop's last iteration?
                        let final_iter = cx.final_iter.get(&i).and_then(|(fi, la_final)| {
                            (!dup && !cx.live(la_final, v.0) && !shared(cx, s, v, la_final, &ops))
                                .then_some(*fi)
                        });
                        if let Some(run) = run.as_deref_mut() {
                            run.gens.push(Gen {
                                inst: i,
                                op: k,
                                v,
                                need,
                                final_iter,
                            });
                        }
                        copied_ops.push(k);
                    }
                    None => {
                        if let Some(run) = run.as_deref_mut() {
                            run.in_place.insert((i, k));
                        }
                    }
                }
            }
            transfer(
                cx,
                s,
                i,
                &ops,
                &copied_ops,
                &mut self.summaries.borrow_mut(),
                &mut **self.summary_of.borrow_mut(),
                self.prog,
            );
            if let Some(vs) = plan.after_inst.get(&i) {
                for v in vs {
                    remove_all(s, v.0);
                }
            }
            cx.prune(s, la);
        }
        let Some(run) = run else { return };
        run.written.extend(written);
        if let Terminator::Return(outs) = &blk.term {
            if run.outs.len() < outs.len() {
                run.outs.resize(outs.len(), OutAlias::default());
            }
            for (k, o) in outs.iter().enumerate() {
                let Some(o) = o else { continue };
                for w in aliases(s, o.0) {
                    let oa = &mut run.outs[k];
                    if w == EXT {
                        oa.external = true;
                    } else if w >= cx.nv {
                        let j = (w - cx.nv) as usize;
                        if !oa.params.contains(&j) {
                            oa.params.push(j);
                            oa.params.sort();
                        }
                    }
                }
            }
        }
    }

    /// The pairs entering `to` from the end of `from` (state `s`). An error
    /// handler starts from its live values paired with `EXT`, whoever jumps
    /// there. Otherwise the target's parameters are redefined on the edge:
    /// their old pairs (from the previous iteration) go, and each inherits
    /// its argument's pairs, read before the jump.
    fn edge_pairs(&self, from: BlockId, to: BlockId, s: &Pairs) -> Pairs {
        let (cx, plan) = (self.cx, self.plan);
        let f = cx.f;
        let tin = &cx.live_in[to.index()];
        if cx.handler_blocks.contains(&to) {
            return tin.iter().map(|v| pair(v.0, EXT)).collect();
        }
        let params = &f.block(to).params;
        let mut out = Pairs::new();
        for t in f
            .block(from)
            .term
            .targets()
            .into_iter()
            .filter(|t| t.block == to)
        {
            let mut e: Pairs = s
                .iter()
                .copied()
                .filter(|&(a, b2)| !params.iter().any(|p| p.0 == a || p.0 == b2))
                .collect();
            let copied: Vec<usize> = plan
                .edge_copies
                .get(&from)
                .map(|v| {
                    v.iter()
                        .filter(|c| c.target == to)
                        .map(|c| c.param)
                        .collect()
                })
                .unwrap_or_default();
            for (pi, (p, a)) in params.iter().zip(&t.args).enumerate() {
                if copied.contains(&pi) {
                    continue;
                }
                let al = aliases(s, a.0);
                let mut srcs: Vec<u32> = al.clone();
                if (tin.contains(*a) || cx.pinned.contains(*a)) && !params.contains(a) {
                    srcs.push(a.0);
                }
                for (qi, (q, b2)) in params.iter().zip(&t.args).enumerate() {
                    if qi != pi && !copied.contains(&qi) && (b2 == a || al.contains(&b2.0)) {
                        srcs.push(q.0);
                    }
                }
                for w in srcs {
                    if params.contains(&ValueId(w)) && !t.args.iter().any(|x| x.0 == w) {
                        // An old parameter identity that is being replaced.
                        continue;
                    }
                    if w != p.0 {
                        e.insert(pair(p.0, w));
                    }
                }
            }
            e.retain(|&(a, b2)| {
                let ok = |x: u32| {
                    x >= cx.nv
                        || tin.contains(ValueId(x))
                        || params.contains(&ValueId(x))
                        || cx.pinned.contains(ValueId(x))
                };
                ok(a) && ok(b2)
            });
            out.extend(e);
        }
        out
    }
}

/// The necessary-copy analysis under the current plan: the fixpoint of
/// [`Aliasing`], then one pass over the reachable blocks from their fixpoint
/// states recording what the plan still lacks.
fn forward(
    cx: &Ctx,
    plan: &Plan,
    summary_of: &mut dyn FnMut(FuncId) -> Summary,
    prog: &Program,
) -> Run {
    let analysis = Aliasing {
        cx,
        plan,
        prog,
        summaries: RefCell::new(HashMap::new()),
        summary_of: RefCell::new(summary_of),
    };
    let fixpoint = solve_dense(&analysis, cx.f);
    let mut run = Run {
        out_state: vec![Pairs::new(); cx.f.blocks.len()],
        ..Run::default()
    };
    for &b in &cx.rpo {
        if !fixpoint.reachable[b.index()] {
            continue;
        }
        let mut s = fixpoint.before[b.index()].clone();
        analysis.block(b, &mut s, Some(&mut run));
        run.out_state[b.index()] = s;
    }
    // Parameters that escape: their shadow paired with EXT anywhere.
    for s in &run.out_state {
        for &(a, b) in s {
            if b == EXT && a >= cx.nv && a != EXT {
                run.escapes.insert((a - cx.nv) as usize);
            }
        }
    }
    run
}

/// The gen/kill of one instruction (the paper's table of gen and kill sets).
#[allow(clippy::too_many_arguments)]
fn transfer(
    cx: &Ctx,
    s: &mut Pairs,
    i: InstId,
    ops: &[ValueId],
    copied_ops: &[usize],
    summaries: &mut HashMap<FuncId, Summary>,
    summary_of: &mut dyn FnMut(FuncId) -> Summary,
    prog: &Program,
) {
    transfer_inner(cx, s, i, ops, copied_ops, summaries, summary_of, prog);
    let sc = |x: u32| x < cx.nv && cx.scalar[x as usize];
    s.retain(|&(a, b)| !sc(a) && !sc(b));
}

#[allow(clippy::too_many_arguments)]
fn transfer_inner(
    cx: &Ctx,
    s: &mut Pairs,
    i: InstId,
    ops: &[ValueId],
    copied_ops: &[usize],
    summaries: &mut HashMap<FuncId, Summary>,
    summary_of: &mut dyn FnMut(FuncId) -> Summary,
    prog: &Program,
) {
    let inst = cx.f.inst(i);
    let results: Vec<u32> = inst.results.iter().map(|r| r.0).collect();
    // A redefined value (non-SSA slots never reach here) starts with no pairs.
    for &r in &results {
        remove_all(s, r);
    }
    if is_scalar_result(&inst.kind) {
        match &inst.kind {
            InstKind::WriteVar(_, v) => escape(s, v.0),
            InstKind::DeclareGlobal(_, Some(v)) | InstKind::DeclarePersistent(_, Some(v)) => {
                escape(s, v.0)
            }
            InstKind::Closure { captures, .. } => {
                for v in captures {
                    escape(s, v.0)
                }
            }
            _ => {}
        }
        return;
    }
    let ext_all = |s: &mut Pairs| {
        for &r in &results {
            s.insert(pair(r, EXT));
        }
    };
    match &inst.kind {
        InstKind::Copy(a) => inherit(s, results[0], &[a.0]),
        InstKind::ReadVar(_) | InstKind::Eval { .. } => ext_all(s),
        InstKind::Const(_) => ext_all(s),
        InstKind::Undef(_) | InstKind::Range { .. } => {}
        InstKind::Unary(op, a) => {
            if *op == syntax::ast::UnOp::Plus {
                inherit(s, results[0], &[a.0]);
            }
        }
        InstKind::Transpose { operand, .. } => inherit(s, results[0], &[operand.0]),
        // Elementwise results are fresh, or reuse a dead operand's unique buffer.
        InstKind::Binary(..) => {}
        InstKind::Concat(_) => {
            let srcs: Vec<u32> = ops.iter().map(|v| v.0).collect();
            inherit(s, results[0], &srcs);
        }
        InstKind::CellLiteral(_) => {
            for v in ops {
                escape(s, v.0);
            }
        }
        InstKind::Index {
            kind: IndexKind::Paren,
            ..
        } if results.len() == 1 => {
            // A fresh array — or, on a function handle, a call: its
            // arguments may be kept, and the interpreter guards its result.
            for v in &ops[1..] {
                escape(s, v.0);
            }
        }
        InstKind::Index { .. } | InstKind::Field { .. } | InstKind::DynField { .. } => {
            for v in &ops[1..] {
                escape(s, v.0);
            }
            ext_all(s);
        }
        InstKind::ForItem { iter, .. } => inherit(s, results[0], &[iter.0]),
        InstKind::IndexAssign { value, .. }
        | InstKind::FieldAssign { value, .. }
        | InstKind::DynFieldAssign { value, .. } => {
            let base = ops[0];
            if !copied_ops.contains(&0) {
                inherit(s, results[0], &[base.0]);
                s.remove(&pair(results[0], base.0));
            }
            escape(s, value.0);
            // Subscripts of an update are only read.
        }
        // A new array, or the base itself where nothing was deleted, and
        // then made the deletion's own (tested and copied when another
        // holder shares it): it shares with nothing.
        InstKind::IndexDelete { .. } => {}
        InstKind::Call { callee, args, .. } => match callee {
            Callee::Func(g) => {
                let sum = summaries
                    .entry(*g)
                    .or_insert_with(|| summary_of(*g))
                    .clone();
                let callee_f = prog.func(*g);
                let nparams = callee_f.block(callee_f.entry).params.len();
                let fixed = if callee_f.has_varargin {
                    nparams.saturating_sub(1)
                } else {
                    nparams
                };
                if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                    for v in ops {
                        escape(s, v.0);
                    }
                    ext_all(s);
                    let srcs: Vec<u32> = ops.iter().map(|v| v.0).collect();
                    for &r in &results {
                        inherit(s, r, &srcs);
                    }
                    return;
                }
                // Argument value per parameter position.
                let mut by_param: Vec<Option<(usize, ValueId)>> = Vec::new();
                let mut opi = 0;
                for a in args {
                    match a {
                        Arg::Value(v) => {
                            by_param.push(Some((opi, *v)));
                            opi += 1;
                        }
                        _ => by_param.push(None),
                    }
                }
                let mut res_src: Vec<Vec<u32>> = vec![Vec::new(); results.len()];
                let mut res_ext = vec![false; results.len()];
                for (k, _) in results.iter().enumerate() {
                    match sum.outs.get(k) {
                        Some(oa) => {
                            res_ext[k] = oa.external;
                            for &j in &oa.params {
                                if j >= fixed {
                                    res_ext[k] = true;
                                    continue;
                                }
                                if let Some(Some((opi, v))) = by_param.get(j) {
                                    if copied_ops.contains(opi) {
                                        continue;
                                    }
                                    res_src[k].push(v.0);
                                }
                            }
                        }
                        None => res_ext[k] = true,
                    }
                }
                for (j, bp) in by_param.iter().enumerate() {
                    if let Some((_, v)) = bp {
                        if j >= fixed || sum.escapes.get(j).copied().unwrap_or(true) {
                            escape(s, v.0);
                        }
                    }
                }
                for (k, &r) in results.iter().enumerate() {
                    inherit(s, r, &res_src[k]);
                    if res_ext[k] {
                        s.insert(pair(r, EXT));
                    }
                }
                // Results aliasing the same argument alias each other.
                for a in 0..results.len() {
                    for b in a + 1..results.len() {
                        if res_src[a].iter().any(|x| res_src[b].contains(x)) {
                            s.insert(pair(results[a], results[b]));
                        }
                    }
                }
            }
            Callee::Builtin(name) if decls::aliasing(name) == Alias::Fresh => {}
            Callee::Builtin(name) if decls::aliasing(name) == Alias::Args => {
                let srcs: Vec<u32> = ops.iter().map(|v| v.0).collect();
                for &r in &results {
                    inherit(s, r, &srcs);
                }
            }
            _ => {
                for v in ops {
                    escape(s, v.0);
                }
                ext_all(s);
                let srcs: Vec<u32> = ops.iter().map(|v| v.0).collect();
                for &r in &results {
                    inherit(s, r, &srcs);
                }
            }
        },
        _ => {
            // Anything else: results may alias every operand, and live elsewhere.
            let srcs: Vec<u32> = ops.iter().map(|v| v.0).collect();
            for &r in &results {
                inherit(s, r, &srcs);
            }
            ext_all(s);
        }
    }
}

#[cfg(test)]
mod tests;
