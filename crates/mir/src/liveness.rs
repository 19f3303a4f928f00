//! Liveness of SSA values, and the last-use table the interpreter moves by.
//!
//! [`liveness`] is the one liveness of the toolchain: the interpreter, the
//! native tier and the analyses all read it. [`last_uses`] tells, for every
//! operand of every instruction and every jump argument, whether that use is
//! the last use of the value on every path from it: the interpreter then
//! moves the value out of its register (and updates an array in place when
//! it holds the only reference) instead of cloning it, and the copy analysis
//! proves uniqueness from exactly those moves. Operand indices follow
//! [`InstKind::for_each_operand`] (`crate::operands`).

use crate::cfg::{handler_of, successors};
use crate::ir::*;

/// A fixed-size set of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    pub fn new(n: usize) -> ValueSet {
        ValueSet {
            words: vec![0; n.div_ceil(64)],
        }
    }
    pub fn contains(&self, v: ValueId) -> bool {
        self.words
            .get(v.index() / 64)
            .is_some_and(|w| w & (1 << (v.index() % 64)) != 0)
    }
    pub fn insert(&mut self, v: ValueId) -> bool {
        let w = &mut self.words[v.index() / 64];
        let was = *w & (1 << (v.index() % 64)) != 0;
        *w |= 1 << (v.index() % 64);
        !was
    }
    pub fn remove(&mut self, v: ValueId) {
        self.words[v.index() / 64] &= !(1 << (v.index() % 64));
    }
    /// Adds every member of `other`; true if anything was added.
    pub fn union(&mut self, other: &ValueSet) -> bool {
        let mut changed = false;
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
    pub fn iter(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.words.iter().enumerate().flat_map(|(i, &w)| {
            (0..64)
                .filter(move |b| w & (1 << b) != 0)
                .map(move |b| ValueId((i * 64 + b) as u32))
        })
    }
}

/// Values live on entry to and exit from each block. Block parameters are
/// defined at their block's entry (not live-in); jump arguments are used at
/// the end of the jumping block.
pub struct Liveness {
    pub live_in: Vec<ValueSet>,
    pub live_out: Vec<ValueSet>,
}

pub fn liveness(f: &Function) -> Liveness {
    let n = f.num_values as usize;
    let nb = f.blocks.len();
    let mut gen = vec![ValueSet::new(n); nb];
    let mut kill = vec![ValueSet::new(n); nb];
    for (b, blk) in f.blocks.iter().enumerate() {
        for &p in &blk.params {
            kill[b].insert(p);
        }
        for &i in &blk.insts {
            let inst = f.inst(i);
            for v in inst.kind.operands() {
                if !kill[b].contains(v) {
                    gen[b].insert(v);
                }
            }
            for &r in &inst.results {
                kill[b].insert(r);
            }
        }
        for v in blk.term.operands() {
            if !kill[b].contains(v) {
                gen[b].insert(v);
            }
        }
    }
    let succs: Vec<Vec<BlockId>> = (0..nb).map(|b| successors(f, BlockId(b as u32))).collect();
    let mut live_in = gen.clone();
    let mut live_out = vec![ValueSet::new(n); nb];
    let order = crate::cfg::reverse_postorder(f);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            let mut out = ValueSet::new(n);
            for s in &succs[b.index()] {
                let mut sin = live_in[s.index()].clone();
                for &p in &f.block(*s).params {
                    sin.remove(p);
                }
                out.union(&sin);
            }
            let mut inn = out.clone();
            for (w, k) in inn.words.iter_mut().zip(&kill[b.index()].words) {
                *w &= !k;
            }
            inn.union(&gen[b.index()]);
            if inn != live_in[b.index()] {
                live_in[b.index()] = inn;
                changed = true;
            }
            live_out[b.index()] = out;
        }
    }
    Liveness { live_in, live_out }
}

/// Liveness where a jump argument counts as a use only when the parameter
/// it binds is live (unlike [`liveness`], for which every argument is used):
/// a value that only flows into a dead parameter is dead.
pub fn liveness_of_live_params(f: &Function) -> Liveness {
    let n = f.num_values as usize;
    let nb = f.blocks.len();
    // Uses within each block other than jump arguments; params count as
    // used when read here (they are defined at the block's entry).
    let mut gen = vec![ValueSet::new(n); nb];
    let mut kill = vec![ValueSet::new(n); nb];
    let mut param_uses = vec![ValueSet::new(n); nb];
    for (b, blk) in f.blocks.iter().enumerate() {
        let mut use_v = |v: ValueId, kill: &ValueSet, gen: &mut ValueSet| {
            if blk.params.contains(&v) {
                param_uses[b].insert(v);
            } else if !kill.contains(v) {
                gen.insert(v);
            }
        };
        for &i in &blk.insts {
            let inst = f.inst(i);
            for v in inst.kind.operands() {
                use_v(v, &kill[b], &mut gen[b]);
            }
            for &r in &inst.results {
                kill[b].insert(r);
            }
        }
        for v in blk.term.operands_besides_args() {
            use_v(v, &kill[b], &mut gen[b]);
        }
        for &p in &blk.params {
            kill[b].insert(p);
        }
    }
    let mut live_in = gen.clone();
    let mut live_out = vec![ValueSet::new(n); nb];
    let order = crate::cfg::reverse_postorder(f);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            let blk = f.block(b);
            let mut out = ValueSet::new(n);
            for t in blk.term.targets() {
                let tb = t.block.index();
                out.union(&live_in[tb]);
                // An argument is used when its parameter is read in the
                // target or live out of it.
                for (p, a) in f.block(t.block).params.iter().zip(&t.args) {
                    if param_uses[tb].contains(*p) || live_out[tb].contains(*p) {
                        out.insert(*a);
                    }
                }
            }
            if let Some(h) = handler_of(f, b) {
                out.union(&live_in[h.index()]);
            }
            let mut inn = out.clone();
            for (w, k) in inn.words.iter_mut().zip(&kill[b.index()].words) {
                *w &= !k;
            }
            inn.union(&gen[b.index()]);
            if inn != live_in[b.index()] || out != live_out[b.index()] {
                live_in[b.index()] = inn;
                live_out[b.index()] = out;
                changed = true;
            }
        }
    }
    Liveness { live_in, live_out }
}

/// Every value an instruction reads, in operand-index order (see
/// `crate::operands`), appended to `out`: the positions [`LastUses::inst`]
/// masks.
pub fn inst_operands(kind: &InstKind, out: &mut Vec<ValueId>) {
    kind.for_each_operand(&mut |v| out.push(*v));
}

/// Which operand reads are last uses (see the module doc).
#[derive(Clone)]
pub struct LastUses {
    /// Indexed by instruction: a bit per operand position (in the order of
    /// [`inst_operands`]) that is a last use; positions past 63 never move.
    pub inst: Vec<u64>,
    /// Indexed by block: for each target of its terminator (then, else), a
    /// bit per jump argument that is a last use. A branch condition, a
    /// returned value and a rethrown one are never moved.
    pub term: Vec<[u64; 2]>,
    /// Values some handler reads: never moved anywhere, since the protected
    /// region may fail at any instruction and the handler still reads them.
    pub pinned: ValueSet,
}

impl LastUses {
    /// Operand `operand` of instruction `i` is the value's last use.
    pub fn is_last(&self, i: InstId, operand: usize) -> bool {
        operand < 64 && self.inst[i.index()] >> operand & 1 != 0
    }

    /// Argument `arg` of target `target` (0: then or the jump's, 1: else) of
    /// block `b`'s terminator is a last use: after the jump the value is dead.
    pub fn arg_is_last(&self, b: BlockId, target: usize, arg: usize) -> bool {
        target < 2 && arg < 64 && self.term[b.index()][target] >> arg & 1 != 0
    }
}

/// Computes the last-use table of `f`. A value read twice by one
/// instruction or passed twice by one jump is never moved there (the other
/// read would find it gone), nor is a value a `try`/`unwind_protect`
/// handler reads.
pub fn last_uses(f: &Function) -> LastUses {
    let live = liveness(f);
    let mut pinned = ValueSet::new(f.num_values as usize);
    for b in 0..f.blocks.len() {
        if let Some(h) = handler_of(f, BlockId(b as u32)) {
            pinned.union(&live.live_in[h.index()]);
        }
    }
    let mut inst = vec![0u64; f.insts.len()];
    let mut term = vec![[0u64; 2]; f.blocks.len()];
    let mut ops = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        let cond = match &blk.term {
            Terminator::Branch { cond, .. } => Some(*cond),
            _ => None,
        };
        for (ti, t) in blk.term.targets().into_iter().enumerate().take(2) {
            let live_after = &live.live_in[t.block.index()];
            for (ai, &a) in t.args.iter().enumerate().take(64) {
                let dup = t.args.iter().filter(|&&x| x == a).count() > 1;
                if !live_after.contains(a) && !dup && cond != Some(a) && !pinned.contains(a) {
                    term[b][ti] |= 1 << ai;
                }
            }
        }
        // Backward over the instructions, from what is live after them.
        let mut cur = live.live_out[b].clone();
        for v in blk.term.operands() {
            cur.insert(v);
        }
        for &i in blk.insts.iter().rev() {
            let it = f.inst(i);
            for &r in &it.results {
                cur.remove(r);
            }
            ops.clear();
            inst_operands(&it.kind, &mut ops);
            let mut mask = 0u64;
            for (k, &v) in ops.iter().enumerate().take(64) {
                let dup = ops.iter().filter(|&&x| x == v).count() > 1;
                if !cur.contains(v) && !dup && !pinned.contains(v) {
                    mask |= 1 << k;
                }
            }
            for &v in &ops {
                cur.insert(v);
            }
            inst[i.index()] = mask;
        }
    }
    LastUses { inst, term, pinned }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Program;
    use syntax::ast::BinOp;

    fn lower(src: &str) -> Function {
        let mut loader = crate::Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        loader
            .load_text(&mut prog, std::path::Path::new("f.m"), src)
            .unwrap();
        prog.functions.swap_remove(0)
    }

    /// The last-use flags of the first binary instruction with operator `op`.
    fn flags_of(f: &Function, lu: &LastUses, op: BinOp) -> Vec<bool> {
        let (i, inst) = f
            .insts
            .iter()
            .enumerate()
            .find(|(_, i)| matches!(i.kind, InstKind::Binary(o, ..) if o == op))
            .unwrap();
        (0..inst.kind.operands().len())
            .map(|k| lu.is_last(InstId(i as u32), k))
            .collect()
    }

    #[test]
    fn straight_line_last_use() {
        let f = lower("function y = f(x)\ny = x + 1;\nz = x .* 2;\ny = y - z;\n");
        let lu = last_uses(&f);
        assert_eq!(
            flags_of(&f, &lu, BinOp::Add),
            vec![false, true],
            "x is used again; the constant 1 is not"
        );
        assert!(flags_of(&f, &lu, BinOp::Mul)[0], "last use of x");
        assert_eq!(flags_of(&f, &lu, BinOp::Sub), vec![true, true]);
    }

    #[test]
    fn values_used_in_a_loop_stay_live_around_the_back_edge() {
        let f = lower("function s = f(a, n)\ns = 0;\nfor i = 1:n\n  s = s - a;\nend\n");
        let lu = last_uses(&f);
        // s is passed to the header again (a new value); a is needed by the next iteration.
        assert_eq!(flags_of(&f, &lu, BinOp::Sub), vec![true, false]);
    }

    #[test]
    fn same_value_twice_in_one_instruction() {
        let f = lower("function y = f(x)\ny = x - x;\n");
        let lu = last_uses(&f);
        assert_eq!(flags_of(&f, &lu, BinOp::Sub), vec![false, false]);
    }

    #[test]
    fn handler_needs_pin_values_in_the_protected_region() {
        let f = lower("function y = f(x)\ny = 0;\ntry\n  y = x - 1;\ncatch\n  y = x;\nend\n");
        let lu = last_uses(&f);
        assert!(
            !flags_of(&f, &lu, BinOp::Sub)[0],
            "the handler still reads x"
        );
    }
}
