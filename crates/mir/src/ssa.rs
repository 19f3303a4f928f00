//! SSA construction (Cytron et al., pruned by variable liveness) with block
//! parameters as φ, followed by removal of trivial φs.

use crate::cfg::{predecessors, DomTree};
use crate::ir::*;

/// Live-in sets of MATLAB variables per block (bitsets over `VarId`).
pub(crate) struct VarLiveness {
    pub live_in: Vec<Vec<u64>>,
}

fn set(bits: &mut [u64], i: usize) -> bool {
    let (w, b) = (i / 64, 1u64 << (i % 64));
    let was = bits[w] & b != 0;
    bits[w] |= b;
    !was
}

fn get(bits: &[u64], i: usize) -> bool {
    bits[i / 64] & (1u64 << (i % 64)) != 0
}

pub(crate) fn var_liveness(f: &Function) -> VarLiveness {
    let nv = f.vars.len();
    let words = nv.div_ceil(64).max(1);
    let nb = f.blocks.len();
    // gen = read before written in the block; kill = written.
    let mut gen = vec![vec![0u64; words]; nb];
    let mut kill = vec![vec![0u64; words]; nb];
    for (b, blk) in f.blocks.iter().enumerate() {
        for &i in &blk.insts {
            match f.inst(i).kind {
                InstKind::ReadVar(v) if !get(&kill[b], v.index()) => {
                    set(&mut gen[b], v.index());
                }
                InstKind::WriteVar(v, _) => {
                    set(&mut kill[b], v.index());
                }
                _ => {}
            }
        }
    }
    let succs: Vec<Vec<BlockId>> = (0..nb)
        .map(|b| crate::cfg::successors(f, BlockId(b as u32)))
        .collect();
    let mut live_in = gen.clone();
    let order = crate::cfg::reverse_postorder(f);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            let mut out = vec![0u64; words];
            for s in &succs[b.index()] {
                for w in 0..words {
                    out[w] |= live_in[s.index()][w];
                }
            }
            for w in 0..words {
                let new = gen[b.index()][w] | (out[w] & !kill[b.index()][w]);
                if new != live_in[b.index()][w] {
                    live_in[b.index()][w] = new;
                    changed = true;
                }
            }
        }
    }
    VarLiveness { live_in }
}

/// Rewrites `ReadVar`/`WriteVar` of every variable with `keep[v] == false`
/// into SSA values and block parameters.
pub fn construct(f: &mut Function, keep: &[bool]) {
    let nv = f.vars.len();
    let promote = |v: VarId| !keep.get(v.index()).copied().unwrap_or(false);
    let dom = DomTree::compute(f);
    let df = dom.frontiers(f);
    let live = var_liveness(f);

    // φ insertion: block params, recorded per block as (var, value).
    let mut phis: Vec<Vec<(VarId, ValueId)>> = vec![Vec::new(); f.blocks.len()];
    let mut def_blocks: Vec<Vec<BlockId>> = vec![Vec::new(); nv];
    for (b, blk) in f.blocks.iter().enumerate() {
        for &i in &blk.insts {
            if let InstKind::WriteVar(v, _) = f.inst(i).kind {
                if promote(v) && def_blocks[v.index()].last() != Some(&BlockId(b as u32)) {
                    def_blocks[v.index()].push(BlockId(b as u32));
                }
            }
        }
    }
    for v in 0..nv {
        if !promote(VarId(v as u32)) || def_blocks[v].is_empty() {
            continue;
        }
        let mut has_phi = vec![false; f.blocks.len()];
        let mut queued = vec![false; f.blocks.len()];
        let mut work = def_blocks[v].clone();
        for b in &work {
            queued[b.index()] = true;
        }
        while let Some(x) = work.pop() {
            for &y in &df[x.index()] {
                if has_phi[y.index()] || !get(&live.live_in[y.index()], v) {
                    continue;
                }
                has_phi[y.index()] = true;
                let val = ValueId(f.num_values);
                f.num_values += 1;
                f.value_names.push(Some(VarId(v as u32)));
                phis[y.index()].push((VarId(v as u32), val));
                f.blocks[y.index()].params.push(val);
                if !queued[y.index()] {
                    queued[y.index()] = true;
                    work.push(y);
                }
            }
        }
    }

    // Renaming along the dominator tree (explicit stack: trees can be deep).
    let mut subst: Vec<Option<ValueId>> = vec![None; f.num_values as usize];
    let mut stacks: Vec<Vec<ValueId>> = vec![Vec::new(); nv];
    let mut undef: Vec<Option<ValueId>> = vec![None; nv];
    let mut undef_insts: Vec<InstId> = Vec::new();
    enum Step {
        Enter(BlockId),
        Leave(Vec<(usize, usize)>),
    }
    let mut work = vec![Step::Enter(f.entry)];
    let resolve = |subst: &Vec<Option<ValueId>>, mut v: ValueId| {
        while let Some(Some(n)) = subst.get(v.index()) {
            v = *n;
        }
        v
    };
    while let Some(step) = work.pop() {
        let b = match step {
            Step::Enter(b) => b,
            Step::Leave(restore) => {
                for (v, len) in restore {
                    stacks[v].truncate(len);
                }
                continue;
            }
        };
        let mut restore: Vec<(usize, usize)> = Vec::new();
        let push = |stacks: &mut Vec<Vec<ValueId>>,
                    restore: &mut Vec<(usize, usize)>,
                    v: VarId,
                    val: ValueId| {
            if !restore.iter().any(|(x, _)| *x == v.index()) {
                restore.push((v.index(), stacks[v.index()].len()));
            }
            stacks[v.index()].push(val);
        };
        for &(v, val) in &phis[b.index()] {
            push(&mut stacks, &mut restore, v, val);
        }
        let insts = f.blocks[b.index()].insts.clone();
        let mut kept = Vec::with_capacity(insts.len());
        for i in insts {
            let inst = &mut f.insts[i.index()];
            inst.kind
                .for_each_operand_mut(&mut |x| *x = resolve(&subst, *x));
            match inst.kind {
                InstKind::ReadVar(v) if promote(v) => {
                    let cur = match stacks[v.index()].last() {
                        Some(&c) => c,
                        None => *undef[v.index()].get_or_insert_with(|| {
                            let val = ValueId(f.num_values);
                            f.num_values += 1;
                            f.value_names.push(Some(v));
                            subst.push(None);
                            let id = InstId(f.insts.len() as u32);
                            f.insts.push(Inst {
                                kind: InstKind::Undef(v),
                                results: vec![val],
                                span: f.span,
                            });
                            undef_insts.push(id);
                            val
                        }),
                    };
                    let r = f.insts[i.index()].results[0];
                    subst[r.index()] = Some(cur);
                }
                InstKind::WriteVar(v, val) if promote(v) => {
                    push(&mut stacks, &mut restore, v, val);
                }
                _ => kept.push(i),
            }
        }
        f.blocks[b.index()].insts = kept;
        f.blocks[b.index()]
            .term
            .for_each_operand_mut(&mut |x| *x = resolve(&subst, *x));
        // Pass the current value of each φ variable to the successors.
        let ntargets = f.blocks[b.index()].term.targets().len();
        for t in 0..ntargets {
            let succ = f.blocks[b.index()].term.targets()[t].block;
            let mut args = Vec::new();
            for &(v, _) in &phis[succ.index()] {
                let cur = match stacks[v.index()].last() {
                    Some(&c) => c,
                    None => *undef[v.index()].get_or_insert_with(|| {
                        let val = ValueId(f.num_values);
                        f.num_values += 1;
                        f.value_names.push(Some(v));
                        subst.push(None);
                        let id = InstId(f.insts.len() as u32);
                        f.insts.push(Inst {
                            kind: InstKind::Undef(v),
                            results: vec![val],
                            span: f.span,
                        });
                        undef_insts.push(id);
                        val
                    }),
                };
                args.push(cur);
            }
            f.blocks[b.index()].term.targets_mut()[t].args.extend(args);
        }
        work.push(Step::Leave(restore));
        for &c in dom.children[b.index()].iter().rev() {
            work.push(Step::Enter(c));
        }
    }
    // Undefined-variable values live at the top of the entry block.
    let entry = f.entry.index();
    let mut insts = undef_insts;
    insts.append(&mut f.blocks[entry].insts);
    f.blocks[entry].insts = insts;
    f.is_ssa = true;
    crate::cfg::compact_insts(f);
    remove_trivial_phis(f);
}

/// Removes block parameters whose incoming values are all the same value
/// (or the parameter itself), replacing their uses by that value.
pub fn remove_trivial_phis(f: &mut Function) {
    loop {
        let preds = predecessors(f);
        let mut replace: Vec<(ValueId, ValueId)> = Vec::new();
        let mut removed_any = false;
        for b in 0..f.blocks.len() {
            let bid = BlockId(b as u32);
            // Handler parameters are fed by the raise, not by jumps.
            if preds[b]
                .iter()
                .any(|&p| crate::cfg::handler_of(f, p) == Some(bid))
                || bid == f.entry
            {
                continue;
            }
            let mut pi = 0;
            while pi < f.blocks[b].params.len() {
                let p = f.blocks[b].params[pi];
                let mut same: Option<ValueId> = None;
                let mut trivial = true;
                for &pr in &preds[b] {
                    for t in f.blocks[pr.index()].term.targets() {
                        if t.block != bid {
                            continue;
                        }
                        let a = t.args[pi];
                        if a == p || Some(a) == same {
                            continue;
                        }
                        if same.is_some() {
                            trivial = false;
                        }
                        same = Some(a);
                    }
                }
                match (trivial, same) {
                    (true, Some(v)) => {
                        f.blocks[b].params.remove(pi);
                        for &pr in &preds[b] {
                            for t in f.blocks[pr.index()].term.targets_mut() {
                                if t.block == bid {
                                    t.args.remove(pi);
                                }
                            }
                        }
                        replace.push((p, v));
                        removed_any = true;
                    }
                    _ => pi += 1,
                }
            }
        }
        if !removed_any {
            break;
        }
        let mut map: Vec<Option<ValueId>> = vec![None; f.num_values as usize];
        for (p, v) in replace {
            map[p.index()] = Some(v);
        }
        let resolve = |mut v: ValueId| {
            let mut n = 0;
            while let Some(x) = map[v.index()] {
                v = x;
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
        for blk in &mut f.blocks {
            blk.term.for_each_operand_mut(&mut |x| *x = resolve(*x));
        }
    }
}
