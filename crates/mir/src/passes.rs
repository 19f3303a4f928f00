//! The pass manager and the classic cleanups: copy propagation, constant
//! folding, common-subexpression elimination, dead-code elimination, and
//! dropping the presence checks (`Require`) of values never absent.
//!
//! MATLAB errors are observable, so no pass deletes or moves an instruction
//! that can raise unless an identical one already ran (CSE) or it provably
//! cannot (constants).

use std::collections::HashMap;

use syntax::ast::{BinOp, UnOp};

use crate::cfg::DomTree;
use crate::ir::*;

/// A named transformation of one function in SSA form.
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Function) -> bool,
}

pub const DEFAULT_PASSES: &[Pass] = &[
    Pass {
        name: "copy-propagation",
        run: copy_propagation,
    },
    Pass {
        name: "simplify-cfg",
        run: simplify_cfg,
    },
    Pass {
        name: "constant-folding",
        run: constant_folding,
    },
    Pass {
        name: "cse",
        run: cse,
    },
    Pass {
        name: "drop-proven-requires",
        run: drop_proven_requires,
    },
    Pass {
        name: "dce",
        run: dce,
    },
    Pass {
        name: "simplify-cfg",
        run: simplify_cfg,
    },
];

/// Runs the passes in order and verifies the result. Debug builds (the
/// tests) verify after each pass, so that an error names the pass that broke
/// the function; a release build verifies once, after them all (verifying
/// after each of them was a tenth of the time `matc run` spends before the
/// program starts).
pub fn run_passes(f: &mut Function, passes: &[Pass]) -> Result<(), String> {
    if !f.is_ssa {
        return Ok(());
    }
    for p in passes {
        (p.run)(f);
        if cfg!(debug_assertions) {
            crate::verify::verify(f)
                .map_err(|e| format!("after pass {} on {}: {e}", p.name, f.name))?;
        }
    }
    if !cfg!(debug_assertions) {
        crate::verify::verify(f).map_err(|e| {
            let names: Vec<&str> = passes.iter().map(|p| p.name).collect();
            format!("after passes {} on {}: {e}", names.join(", "), f.name)
        })?;
    }
    Ok(())
}

pub fn run_default(f: &mut Function) -> Result<(), String> {
    run_passes(f, DEFAULT_PASSES)
}

fn substitute(f: &mut Function, map: &[Option<ValueId>]) {
    let resolve = |mut v: ValueId| {
        let mut n = 0;
        while let Some(Some(x)) = map.get(v.index()) {
            v = *x;
            n += 1;
            if n > map.len() {
                break;
            }
        }
        v
    };
    for inst in &mut f.insts {
        inst.kind.for_each_operand_mut(&mut |x| *x = resolve(*x));
    }
    for b in &mut f.blocks {
        b.term.for_each_operand_mut(&mut |x| *x = resolve(*x));
    }
}

/// `y = copy x`: uses of `y` become uses of `x`.
pub fn copy_propagation(f: &mut Function) -> bool {
    let mut map = vec![None; f.num_values as usize];
    let mut changed = false;
    for b in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut kept = Vec::with_capacity(insts.len());
        for i in insts {
            if let InstKind::Copy(src) = f.insts[i.index()].kind {
                let r = f.insts[i.index()].results[0];
                map[r.index()] = Some(src);
                changed = true;
            } else {
                kept.push(i);
            }
        }
        f.blocks[b].insts = kept;
    }
    if changed {
        substitute(f, &map);
        crate::cfg::compact_insts(f);
    }
    changed
}

fn num_const(f: &Function, defs: &[Option<InstId>], v: ValueId) -> Option<f64> {
    let i = defs[v.index()]?;
    match f.inst(i).kind {
        InstKind::Const(Const::Num(x)) => Some(x),
        _ => None,
    }
}

fn bool_const(f: &Function, defs: &[Option<InstId>], v: ValueId) -> Option<bool> {
    let i = defs[v.index()]?;
    match f.inst(i).kind {
        InstKind::Const(Const::Bool(b)) => Some(b),
        _ => None,
    }
}

fn def_sites(f: &Function) -> Vec<Option<InstId>> {
    let mut defs = vec![None; f.num_values as usize];
    for b in &f.blocks {
        for &i in &b.insts {
            for &r in &f.inst(i).results {
                defs[r.index()] = Some(i);
            }
        }
    }
    defs
}

/// Drops each `Require` of a value present on every path: one that an
/// instruction always defines, or a block parameter fed only such values.
/// Inputs, slot reads, `Undef`, and the results of calls, indexing and
/// `eval` (a statement call's may be absent, a list's may be empty) keep
/// theirs, but for a `Require` of the same value that dominates them (it
/// already failed, or the value is there); `exec` drops more where the
/// types analysis proves the value present.
pub fn drop_proven_requires(f: &mut Function) -> bool {
    let has_require = f.blocks.iter().any(|b| {
        b.insts
            .iter()
            .any(|&i| matches!(f.inst(i).kind, InstKind::Require(_)))
    });
    if !has_require {
        return false;
    }
    let mut maybe_absent = vec![false; f.num_values as usize];
    for &p in &f.block(f.entry).params {
        maybe_absent[p.index()] = true;
    }
    for b in &f.blocks {
        for &i in &b.insts {
            let inst = f.inst(i);
            let may = matches!(
                inst.kind,
                InstKind::Undef(_)
                    | InstKind::ReadVar(_)
                    | InstKind::Call { .. }
                    | InstKind::Index { .. }
                    | InstKind::Field { .. }
                    | InstKind::DynField { .. }
                    | InstKind::Eval { .. }
            );
            if may {
                inst.results
                    .iter()
                    .for_each(|r| maybe_absent[r.index()] = true);
            }
        }
    }
    // A parameter is absent when some jump may pass it an absent value.
    loop {
        let mut grew = false;
        for b in &f.blocks {
            for t in b.term.targets() {
                for (&p, &a) in f.block(t.block).params.iter().zip(&t.args) {
                    if maybe_absent[a.index()] && !maybe_absent[p.index()] {
                        maybe_absent[p.index()] = true;
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    // The blocks holding a `Require` of each value, to find dominating ones.
    let mut required_in: HashMap<ValueId, Vec<BlockId>> = HashMap::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        for &i in &blk.insts {
            if let InstKind::Require(v) = f.inst(i).kind {
                required_in.entry(v).or_default().push(BlockId(b as u32));
            }
        }
    }
    let dom = DomTree::compute(f);
    let mut changed = false;
    for b in 0..f.blocks.len() {
        let bid = BlockId(b as u32);
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let before = insts.len();
        let mut seen_here = Vec::new();
        f.blocks[b].insts = insts
            .into_iter()
            .filter(|&i| match f.insts[i.index()].kind {
                InstKind::Require(v) => {
                    let dominated = seen_here.contains(&v)
                        || required_in[&v]
                            .iter()
                            .any(|&o| o != bid && dom.dominates(o, bid));
                    seen_here.push(v);
                    maybe_absent[v.index()] && !dominated
                }
                _ => true,
            })
            .collect();
        changed |= f.blocks[b].insts.len() != before;
    }
    if changed {
        crate::cfg::compact_insts(f);
    }
    changed
}

/// Folds double-scalar arithmetic and comparisons whose IEEE result is what
/// Octave computes (`+ - * / .* ./`, comparisons, negation), truth tests of
/// constants, and branches on constant conditions.
pub fn constant_folding(f: &mut Function) -> bool {
    let defs = def_sites(f);
    let mut changed = false;
    for b in 0..f.blocks.len() {
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            let new = match &f.inst(i).kind {
                InstKind::Binary(op, a, c) => {
                    match (num_const(f, &defs, *a), num_const(f, &defs, *c)) {
                        (Some(x), Some(y)) => match op {
                            BinOp::Add => Some(Const::Num(x + y)),
                            BinOp::Sub => Some(Const::Num(x - y)),
                            BinOp::Mul | BinOp::MatMul => Some(Const::Num(x * y)),
                            BinOp::Div | BinOp::MatDiv => Some(Const::Num(x / y)),
                            BinOp::LeftDiv | BinOp::MatLeftDiv => Some(Const::Num(y / x)),
                            BinOp::Eq => Some(Const::Bool(x == y)),
                            BinOp::Ne => Some(Const::Bool(x != y)),
                            BinOp::Lt => Some(Const::Bool(x < y)),
                            BinOp::Le => Some(Const::Bool(x <= y)),
                            BinOp::Gt => Some(Const::Bool(x > y)),
                            BinOp::Ge => Some(Const::Bool(x >= y)),
                            _ => None,
                        },
                        _ => None,
                    }
                }
                InstKind::Unary(UnOp::Neg, a) => num_const(f, &defs, *a).map(|x| Const::Num(-x)),
                InstKind::Truth(a) => match (num_const(f, &defs, *a), bool_const(f, &defs, *a)) {
                    // NaN raises in a condition: leave it to run time.
                    (Some(x), _) if !x.is_nan() => Some(Const::Bool(x != 0.0)),
                    (_, Some(b)) => Some(Const::Bool(b)),
                    _ => None,
                },
                _ => None,
            };
            if let Some(c) = new {
                f.insts[i.index()].kind = InstKind::Const(c);
                changed = true;
            }
        }
    }
    // Branches on constants become jumps.
    let defs = def_sites(f);
    let mut cfg_changed = false;
    for b in 0..f.blocks.len() {
        if let Terminator::Branch { cond, then_, else_ } = &f.blocks[b].term {
            if let Some(c) = bool_const(f, &defs, *cond) {
                let t = if c { then_.clone() } else { else_.clone() };
                f.blocks[b].term = Terminator::Jump(t);
                cfg_changed = true;
            }
        }
    }
    if cfg_changed {
        crate::cfg::remove_unreachable(f);
        crate::ssa::remove_trivial_phis(f);
        changed = true;
    }
    changed
}

/// Instructions that compute the same value from the same operands every
/// time and touch nothing else (they may raise, but then the first one did).
/// A field read is not one: on a handle object (`h.count`, `m.Count`) it
/// reads state that a call or an alias may have changed since.
fn cse_key(kind: &InstKind) -> Option<String> {
    match kind {
        InstKind::Const(_)
        | InstKind::Binary(..)
        | InstKind::Unary(..)
        | InstKind::Transpose { .. }
        | InstKind::Range { .. }
        | InstKind::End { .. }
        | InstKind::Truth(_)
        | InstKind::ForCount(_)
        | InstKind::Nargin
        | InstKind::Nargout
        | InstKind::Defined(_) => Some(format!("{kind:?}")),
        _ => None,
    }
}

/// Dominator-scoped common-subexpression elimination.
pub fn cse(f: &mut Function) -> bool {
    let dom = DomTree::compute(f);
    let mut map: Vec<Option<ValueId>> = vec![None; f.num_values as usize];
    let mut table: HashMap<String, Vec<ValueId>> = HashMap::new();
    let mut changed = false;
    enum Step {
        Enter(BlockId),
        Leave(Vec<String>),
    }
    let mut work = vec![Step::Enter(f.entry)];
    while let Some(s) = work.pop() {
        match s {
            Step::Leave(keys) => {
                for k in keys {
                    if let Some(v) = table.get_mut(&k) {
                        v.pop();
                    }
                }
            }
            Step::Enter(b) => {
                let mut pushed = Vec::new();
                let insts = std::mem::take(&mut f.blocks[b.index()].insts);
                let mut kept = Vec::with_capacity(insts.len());
                for i in insts {
                    let name = f.insts[i.index()]
                        .results
                        .first()
                        .and_then(|r| f.value_names[r.index()]);
                    let inst = &mut f.insts[i.index()];
                    inst.kind.for_each_operand_mut(&mut |x| {
                        if let Some(Some(y)) = map.get(x.index()) {
                            *x = *y;
                        }
                    });
                    if inst.results.len() == 1 {
                        if let Some(mut key) = cse_key(&inst.kind) {
                            // A literal stays apart from a variable holding
                            // the same constant: index errors name the
                            // variable (`a(0)`) but not the literal (`index (0)`).
                            if matches!(inst.kind, InstKind::Const(_)) {
                                key.push_str(&format!("{name:?}"));
                            }
                            if let Some(&prev) = table.get(&key).and_then(|v| v.last()) {
                                map[inst.results[0].index()] = Some(prev);
                                changed = true;
                                continue;
                            }
                            table.entry(key.clone()).or_default().push(inst.results[0]);
                            pushed.push(key);
                        }
                    }
                    kept.push(i);
                }
                f.blocks[b.index()].insts = kept;
                f.blocks[b.index()].term.for_each_operand_mut(&mut |x| {
                    if let Some(Some(y)) = map.get(x.index()) {
                        *x = *y;
                    }
                });
                work.push(Step::Leave(pushed));
                for &c in dom.children[b.index()].iter().rev() {
                    work.push(Step::Enter(c));
                }
            }
        }
    }
    if changed {
        crate::cfg::compact_insts(f);
    }
    changed
}

/// Deletes effect-free instructions and block parameters nobody uses.
pub fn dce(f: &mut Function) -> bool {
    let mut changed_any = false;
    loop {
        let mut used = vec![false; f.num_values as usize];
        for b in &f.blocks {
            for &i in &b.insts {
                for v in f.inst(i).kind.operands() {
                    used[v.index()] = true;
                }
            }
            // A jump argument only keeps its value alive if the parameter it
            // feeds is used; handled by removing unused parameters below.
            if let Terminator::Branch { cond, .. } = &b.term {
                used[cond.index()] = true;
            }
            if let Terminator::Return(vals) = &b.term {
                vals.iter().flatten().for_each(|v| used[v.index()] = true);
            }
            if let Terminator::Rethrow(v) = &b.term {
                used[v.index()] = true;
            }
        }
        // Parameters used only as arguments to (other) parameters: iterate.
        let mut param_used = used.clone();
        loop {
            let mut grew = false;
            for b in &f.blocks {
                for t in b.term.targets() {
                    let params = &f.block(t.block).params;
                    for (j, &a) in t.args.iter().enumerate() {
                        if param_used[params[j].index()] && !param_used[a.index()] {
                            param_used[a.index()] = true;
                            grew = true;
                        }
                    }
                }
            }
            if !grew {
                break;
            }
        }
        let mut changed = false;
        // Unused parameters (not of the entry or of handlers).
        let handlers: Vec<BlockId> = (0..f.blocks.len())
            .filter_map(|b| crate::cfg::handler_of(f, BlockId(b as u32)))
            .collect();
        for b in 0..f.blocks.len() {
            let bid = BlockId(b as u32);
            if bid == f.entry || handlers.contains(&bid) {
                continue;
            }
            let dead: Vec<usize> = (0..f.blocks[b].params.len())
                .filter(|&j| !param_used[f.blocks[b].params[j].index()])
                .collect();
            if dead.is_empty() {
                continue;
            }
            for &j in dead.iter().rev() {
                f.blocks[b].params.remove(j);
            }
            for blk in &mut f.blocks {
                for t in blk.term.targets_mut() {
                    if t.block == bid {
                        for &j in dead.iter().rev() {
                            t.args.remove(j);
                        }
                    }
                }
            }
            changed = true;
        }
        for b in 0..f.blocks.len() {
            let before = f.blocks[b].insts.len();
            let insts = std::mem::take(&mut f.blocks[b].insts);
            f.blocks[b].insts = insts
                .into_iter()
                .filter(|&i| {
                    let inst = f.inst(i);
                    inst.kind.has_effects() || inst.results.iter().any(|r| param_used[r.index()])
                })
                .collect();
            changed |= f.blocks[b].insts.len() != before;
        }
        if !changed {
            break;
        }
        changed_any = true;
    }
    if changed_any {
        crate::cfg::compact_insts(f);
    }
    changed_any
}

/// Threads jumps through empty blocks and merges a block into its only
/// predecessor when that predecessor has no other successor.
pub fn simplify_cfg(f: &mut Function) -> bool {
    let mut changed = false;
    // Jump threading: `p -> e -> t` with `e` empty and parameterless.
    let n = f.blocks.len();
    for e in 0..n {
        let eb = BlockId(e as u32);
        if eb == f.entry || !f.blocks[e].params.is_empty() || !f.blocks[e].insts.is_empty() {
            continue;
        }
        let Terminator::Jump(t) = f.blocks[e].term.clone() else {
            continue;
        };
        if t.block == eb {
            continue;
        }
        for p in 0..n {
            for tg in f.blocks[p].term.targets_mut() {
                if tg.block == eb {
                    *tg = t.clone();
                    changed = true;
                }
            }
        }
    }
    if changed {
        crate::cfg::remove_unreachable(f);
    }
    // Merging straight-line blocks.
    let mut preds = crate::cfg::predecessors(f);
    let mut map: Vec<Option<ValueId>> = vec![None; f.num_values as usize];
    let mut merged = false;
    for b in 0..f.blocks.len() {
        loop {
            let bid = BlockId(b as u32);
            let Terminator::Jump(t) = f.blocks[b].term.clone() else {
                break;
            };
            let s = t.block;
            if s == bid
                || s == f.entry
                || preds[s.index()].len() != 1
                || crate::cfg::handler_of(f, bid).is_some()
            {
                break;
            }
            let sblk = std::mem::replace(
                &mut f.blocks[s.index()],
                Block {
                    params: Vec::new(),
                    insts: Vec::new(),
                    term: Terminator::Unreachable,
                    span: Default::default(),
                },
            );
            for (p, a) in sblk.params.iter().zip(&t.args) {
                map[p.index()] = Some(*a);
            }
            let succs_of_s = {
                let mut tmp = f.clone_shallow_block(&sblk);
                tmp.dedup();
                tmp
            };
            f.blocks[b].insts.extend(sblk.insts);
            f.blocks[b].term = sblk.term;
            for x in succs_of_s {
                for p in &mut preds[x.index()] {
                    if *p == s {
                        *p = bid;
                    }
                }
            }
            // `s` is now unreachable; `remove_unreachable` drops it.
            f.blocks[s.index()].term = Terminator::Return(Vec::new());
            preds[s.index()].clear();
            merged = true;
        }
    }
    if merged {
        substitute(f, &map);
        crate::cfg::remove_unreachable(f);
        changed = true;
    }
    changed
}

impl Function {
    /// Successor blocks of a detached block (its targets and pushed handler).
    fn clone_shallow_block(&self, blk: &Block) -> Vec<BlockId> {
        let mut out: Vec<BlockId> = blk.term.targets().iter().map(|t| t.block).collect();
        if let Some(&last) = blk.insts.last() {
            if let InstKind::PushHandler { handler } = self.inst(last).kind {
                out.push(handler);
            }
        }
        out
    }
}
