//! Which updates may skip the reference-count test: a proof of uniqueness that
//! needs no alias analysis to be right.
//!
//! The copy plan (`super`) places copies where sharing is made, but an alias
//! pair it fails to see must not turn into a wrong answer. So the `static`
//! policy tests the count at every update *unless* this module proves the
//! base unique, by a rule that does not depend on seeing aliases:
//!
//! - a value is **fresh** when its definition made a buffer nobody else holds:
//!   the result of an update (the update itself made its base unique, by
//!   proof, test or copy), of a builtin declared to give fresh results
//!   (`zeros`, `sum`, ...: see the `decls` crate), or of a copy the plan
//!   hoisted to right after its definition;
//! - a fresh value stays unique while its only uses are *non-retaining* reads
//!   (`x(i)`, `x + y`, `size(x)`, ...: their results never share its buffer)
//!   plus at most one *consuming* use: the update whose base it is, or one
//!   jump argument that is its last use (moving it into a block parameter);
//! - a block parameter is fresh when every incoming edge brings a value that
//!   is fresh and consumed there, or a copy the plan placed on that edge, or,
//!   on the entry edges of a loop whose updates want it unique, a run-time
//!   test of the argument just before the jump moves it in ([`Uniqueness::edge_checks`]): one test per loop entry
//!   instead of one per iteration. Parameters start fresh and are refuted to
//!   a greatest fixpoint, so loop-carried arrays are proven.
//!
//! Anything else (parameters of the function, values read from cells,
//! structs, slots or calls, a value fed to two parameters) is tested at the
//! update. A wrong proof here is a soundness bug that `--verify-copies`
//! reports; an imprecise one costs a test, never a result.

use std::collections::{BTreeMap, BTreeSet};

use decls::Alias;
use mir::cfg::DomTree;
use mir::ir::{Arg, BlockId, Callee, Function, InstId, InstKind, Terminator, ValueId};
use mir::liveness::last_uses;
use syntax::ast::{BinOp, UnOp};

use super::{EdgeCopy, Plan};

/// The proofs for one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Uniqueness {
    /// Updates whose base is proven unique: written with no test.
    pub updates: BTreeSet<InstId>,
    /// Loop-entry edges on which the target's parameter is tested (and copied
    /// when shared) as it is passed, keyed by the jumping block.
    pub edge_checks: BTreeMap<BlockId, Vec<EdgeCopy>>,
}

/// How an instruction uses an operand occurrence.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    /// Its result cannot share the operand's buffer.
    Read,
    /// The update's base: destroyed and made unique by the update.
    Base,
    /// Anything else: the operand may be kept, returned or stored.
    Retain,
}

fn arg_values(args: &[Arg], role: Use, out: &mut Vec<(ValueId, Use)>) {
    for a in args {
        match a {
            Arg::Value(v) | Arg::Spread(v) => out.push((*v, role)),
            Arg::Colon => {}
        }
    }
}

/// Every operand occurrence of `kind` with how it is used.
fn uses(kind: &InstKind, out: &mut Vec<(ValueId, Use)>) {
    use InstKind::*;
    out.clear();
    match kind {
        Unary(op, a) => out.push((
            *a,
            if *op == UnOp::Plus {
                Use::Retain
            } else {
                Use::Read
            },
        )),
        Transpose { operand, .. } => out.push((*operand, Use::Read)),
        // A matrix power `a^1` returns `a` itself.
        Binary(op, a, b) => {
            let role = if *op == BinOp::Pow {
                Use::Retain
            } else {
                Use::Read
            };
            out.push((*a, role));
            out.push((*b, role));
        }
        Range { start, step, stop } => {
            out.push((*start, Use::Read));
            out.extend(step.map(|s| (s, Use::Read)));
            out.push((*stop, Use::Read));
        }
        // `x()` and `x(:)` may return `x` itself; the subscripts of a
        // function handle's call are its arguments.
        Index { base, args, .. } => {
            let selects = !args.is_empty() && !args.iter().any(|a| matches!(a, Arg::Colon));
            out.push((*base, if selects { Use::Read } else { Use::Retain }));
            arg_values(args, Use::Retain, out);
        }
        Field { base, .. } => out.push((*base, Use::Read)),
        DynField { base, name, .. } => {
            out.push((*base, Use::Read));
            out.push((*name, Use::Read));
        }
        End { base, .. } => out.push((*base, Use::Read)),
        IndexAssign {
            base, args, value, ..
        } => {
            out.push((*base, Use::Base));
            arg_values(args, Use::Read, out);
            out.push((*value, Use::Retain));
        }
        IndexDelete { base, args } => {
            out.push((*base, Use::Base));
            arg_values(args, Use::Read, out);
        }
        FieldAssign { base, value, .. } => {
            out.push((*base, Use::Base));
            out.push((*value, Use::Retain));
        }
        DynFieldAssign { base, name, value } => {
            out.push((*base, Use::Base));
            out.push((*name, Use::Read));
            out.push((*value, Use::Retain));
        }
        // A builtin whose results are fresh neither keeps nor returns its
        // arguments: reading an array through it keeps the array unique.
        Call {
            callee: Callee::Builtin(name),
            args,
            ..
        } if decls::aliasing(name) == Alias::Fresh => arg_values(args, Use::Read, out),
        Truth(v) | ForCount(v) | Defined(v) | Require(v) => out.push((*v, Use::Read)),
        Display { value, .. } => out.push((*value, Use::Read)),
        SwitchMatch {
            subject,
            case_value,
        } => {
            out.push((*subject, Use::Read));
            out.push((*case_value, Use::Read));
        }
        other => {
            let mut ops = Vec::new();
            other.for_each_operand(&mut |v| ops.push(*v));
            out.extend(ops.into_iter().map(|v| (v, Use::Retain)));
        }
    }
}

fn defines_fresh(kind: &InstKind) -> bool {
    match kind {
        InstKind::IndexAssign { .. }
        | InstKind::IndexDelete { .. }
        | InstKind::FieldAssign { .. }
        | InstKind::DynFieldAssign { .. } => true,
        InstKind::Call {
            callee: Callee::Builtin(name),
            ..
        } => decls::aliasing(name) == Alias::Fresh,
        _ => false,
    }
}

/// Proves what it can about `f`, given the copies `plan` already places.
pub fn prove(f: &Function, plan: &Plan) -> Uniqueness {
    let nv = f.num_values as usize;
    let last = last_uses(f);
    let dom = DomTree::compute(f);

    // Per value: how many uses may retain it, and whether each consuming use
    // (an update's base, a jump argument) is a last use. A last use moves the
    // value out of its register, so at most one consuming use runs per
    // definition, whichever path is taken.
    let mut retains = vec![0u32; nv];
    let mut consume_ok = vec![true; nv];
    let mut is_base = vec![false; nv];
    let mut fresh = vec![false; nv];
    let mut ops = Vec::new();
    for (i, inst) in f.insts.iter().enumerate() {
        let ii = InstId(i as u32);
        uses(&inst.kind, &mut ops);
        for (k, &(v, role)) in ops.iter().enumerate() {
            match role {
                Use::Read => {}
                Use::Base if k == 0 => {
                    consume_ok[v.index()] &= last.is_last(ii, 0);
                    is_base[v.index()] = true;
                }
                _ => retains[v.index()] += 1,
            }
        }
        if defines_fresh(&inst.kind) {
            for r in &inst.results {
                fresh[r.index()] = true;
            }
        }
    }
    for vs in plan.after_inst.values() {
        for v in vs {
            fresh[v.index()] = true;
        }
    }
    for (b, blk) in f.blocks.iter().enumerate() {
        let bid = BlockId(b as u32);
        match &blk.term {
            Terminator::Return(outs) => {
                for v in outs.iter().flatten() {
                    retains[v.index()] += 1;
                }
            }
            Terminator::Rethrow(v) => retains[v.index()] += 1,
            _ => {}
        }
        for (ti, t) in blk.term.targets().into_iter().enumerate() {
            for (k, a) in t.args.iter().enumerate() {
                let once = t.args.iter().filter(|x| *x == a).count() == 1;
                consume_ok[a.index()] &= once && last.arg_is_last(bid, ti, k);
            }
        }
    }
    // Unique until its one consuming use, if fresh at its definition.
    let kept_unique = |fresh: &[bool], v: usize| fresh[v] && retains[v] == 0 && consume_ok[v];

    // Incoming edges of each block: (predecessor, args).
    let mut incoming: Vec<Vec<(BlockId, Vec<ValueId>)>> = vec![Vec::new(); f.blocks.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        for t in blk.term.targets() {
            incoming[t.block.index()].push((BlockId(b as u32), t.args.clone()));
        }
    }
    // A loop header has a back edge: a predecessor it dominates.
    let is_header: Vec<bool> = (0..f.blocks.len())
        .map(|b| {
            let target = BlockId(b as u32);
            incoming[b].iter().any(|(p, _)| dom.dominates(target, *p))
        })
        .collect();
    let is_loop_entry =
        |pred: BlockId, target: BlockId| is_header[target.index()] && !dom.dominates(target, pred);
    // Whether argument k on the edge pred -> target is a last use there.
    let last_on_edge = |pred: BlockId, target: BlockId, k: usize| {
        let term = &f.block(pred).term;
        term.targets()
            .iter()
            .position(|t| t.block == target)
            .is_some_and(|ti| last.arg_is_last(pred, ti, k))
    };
    let has_edge_copy = |pred: BlockId, target: BlockId, k: usize| {
        plan.edge_copies
            .get(&pred)
            .is_some_and(|ecs| ecs.iter().any(|e| e.target == target && e.param == k))
    };

    // Parameters whose uniqueness an update wants, through chains of parameters.
    let mut is_param = vec![false; nv];
    for blk in &f.blocks {
        for p in &blk.params {
            is_param[p.index()] = true;
        }
    }
    let mut wanted = is_base;
    let mut changed = true;
    while changed {
        changed = false;
        for (b, blk) in f.blocks.iter().enumerate() {
            for (k, p) in blk.params.iter().enumerate() {
                if !wanted[p.index()] {
                    continue;
                }
                for (_, args) in &incoming[b] {
                    let a = args[k].index();
                    if is_param[a] && !wanted[a] {
                        wanted[a] = true;
                        changed = true;
                    }
                }
            }
        }
    }

    // How an edge can bring parameter k a unique array: a copy the plan put
    // there, a fresh value consumed by the jump, or a test on a loop entry.
    let carried = |fresh: &[bool], a: ValueId| kept_unique(fresh, a.index());
    let entry_check = |pred: BlockId, target: BlockId, p: ValueId, args: &[ValueId], a: ValueId| {
        wanted[p.index()]
            && is_loop_entry(pred, target)
            && args.iter().filter(|x| **x == a).count() == 1
            && last_on_edge(pred, target, args.iter().position(|x| *x == a).unwrap_or(0))
    };

    // Greatest fixpoint over parameters: assume fresh, refute.
    for (b, blk) in f.blocks.iter().enumerate() {
        if BlockId(b as u32) != f.entry && !incoming[b].is_empty() {
            for p in &blk.params {
                fresh[p.index()] = true;
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (b, blk) in f.blocks.iter().enumerate() {
            let target = BlockId(b as u32);
            for (k, &p) in blk.params.iter().enumerate() {
                if !fresh[p.index()] {
                    continue;
                }
                let ok = incoming[b].iter().all(|(pred, args)| {
                    has_edge_copy(*pred, target, k)
                        || carried(&fresh, args[k])
                        || entry_check(*pred, target, p, args, args[k])
                });
                if !ok {
                    fresh[p.index()] = false;
                    changed = true;
                }
            }
        }
    }

    let mut out = Uniqueness::default();
    for (i, inst) in f.insts.iter().enumerate() {
        uses(&inst.kind, &mut ops);
        if let Some(&(base, Use::Base)) = ops.first() {
            if kept_unique(&fresh, base.index()) {
                out.updates.insert(InstId(i as u32));
            }
        }
    }
    for (b, blk) in f.blocks.iter().enumerate() {
        let target = BlockId(b as u32);
        for (k, &p) in blk.params.iter().enumerate() {
            if !fresh[p.index()] {
                continue;
            }
            for (pred, args) in &incoming[b] {
                if !has_edge_copy(*pred, target, k) && !carried(&fresh, args[k]) {
                    out.edge_checks
                        .entry(*pred)
                        .or_default()
                        .push(EdgeCopy { target, param: k });
                }
            }
        }
    }
    out
}
