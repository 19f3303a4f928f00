//! Last uses of SSA values: which operand reads may move a value out of its register.
//!
//! Moving a value out on its last use leaves the array's reference count at
//! one, so that the next `IndexAssign` on it updates in place instead of
//! copying (O(1) per element update instead of O(n)).

use mir::ir::{Arg, Function, InstKind, Terminator, ValueId};

/// A growable bit set over value indices.
#[derive(Clone)]
pub struct BitSet {
    words: Vec<u64>,
}

impl BitSet {
    pub fn new(n: usize) -> BitSet {
        BitSet {
            words: vec![0; n.div_ceil(64)],
        }
    }
    pub fn contains(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 != 0
    }
    pub fn insert(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }
    pub fn remove(&mut self, i: usize) {
        self.words[i / 64] &= !(1 << (i % 64));
    }
    /// `self |= other`; returns whether anything changed.
    fn union_with(&mut self, other: &BitSet) -> bool {
        let mut changed = false;
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
}

/// Every value an instruction reads, in evaluation order.
pub fn inst_operands(kind: &InstKind, out: &mut Vec<ValueId>) {
    fn args(a: &[Arg], out: &mut Vec<ValueId>) {
        for x in a {
            match x {
                Arg::Value(v) | Arg::Spread(v) => out.push(*v),
                Arg::Colon => {}
            }
        }
    }
    use InstKind::*;
    match kind {
        Const(_) | Undef(_) | ReadVar(_) | Nargin | Nargout | PushHandler { .. } | PopHandler => {}
        FuncHandle { .. } => {}
        Copy(v) | WriteVar(_, v) | Unary(_, v) | Truth(v) | ForCount(v) | Defined(v) => {
            out.push(*v)
        }
        Transpose { operand, .. } => out.push(*operand),
        Binary(_, a, b) => {
            out.push(*a);
            out.push(*b)
        }
        Range { start, step, stop } => {
            out.push(*start);
            if let Some(s) = step {
                out.push(*s);
            }
            out.push(*stop);
        }
        Concat(rows) | CellLiteral(rows) => {
            for r in rows {
                args(r, out)
            }
        }
        Index { base, args: a, .. } => {
            out.push(*base);
            args(a, out)
        }
        Field { base, .. } => out.push(*base),
        DynField { base, name, .. } => {
            out.push(*base);
            out.push(*name)
        }
        End { base, .. } => out.push(*base),
        IndexAssign {
            base,
            args: a,
            value,
            ..
        } => {
            out.push(*base);
            args(a, out);
            out.push(*value)
        }
        IndexDelete { base, args: a } => {
            out.push(*base);
            args(a, out)
        }
        FieldAssign { base, value, .. } => {
            out.push(*base);
            out.push(*value)
        }
        DynFieldAssign { base, name, value } => {
            out.push(*base);
            out.push(*name);
            out.push(*value)
        }
        Call {
            callee, args: a, ..
        } => {
            if let mir::ir::Callee::Handle(h) = callee {
                out.push(*h)
            }
            args(a, out)
        }
        SwitchMatch {
            subject,
            case_value,
        } => {
            out.push(*subject);
            out.push(*case_value)
        }
        Closure { captures, .. } => out.extend(captures.iter().copied()),
        ForItem { iter, k } => {
            out.push(*iter);
            out.push(*k)
        }
        Display { value, .. } => out.push(*value),
        DeclareGlobal(_, v) | DeclarePersistent(_, v) => out.extend(v.iter().copied()),
        Eval {
            code, catch_code, ..
        } => {
            out.push(*code);
            out.extend(catch_code.iter().copied())
        }
    }
}

/// Result of the analysis: for each instruction, which operand positions (in
/// the order of [`inst_operands`]) are last uses; for each terminator target,
/// which jump arguments are.
#[derive(Clone)]
pub struct LastUses {
    /// Indexed by instruction id: a bit mask over operand positions (positions ≥ 64 never move).
    pub inst: Vec<u64>,
    /// Indexed by block id: for each target of the terminator (then, else), a bit mask over args.
    pub term: Vec<[u64; 2]>,
    /// Values that must never be moved (read by an error handler).
    pub pinned: BitSet,
}

fn successors(t: &Terminator) -> Vec<&mir::ir::Target> {
    match t {
        Terminator::Jump(t) => vec![t],
        Terminator::Branch { then_, else_, .. } => vec![then_, else_],
        _ => vec![],
    }
}

pub fn last_uses(f: &Function) -> LastUses {
    let nv = f.num_values as usize;
    let nb = f.blocks.len();
    let mut ops = Vec::new();
    // Upward-exposed uses and definitions per block.
    let mut gen = vec![BitSet::new(nv); nb];
    let mut kill = vec![BitSet::new(nv); nb];
    // Handler successors (PushHandler makes the handler block a successor).
    let mut handler_succ: Vec<Vec<usize>> = vec![Vec::new(); nb];
    for (bi, b) in f.blocks.iter().enumerate() {
        let (g, k) = (&mut gen[bi], &mut kill[bi]);
        for p in &b.params {
            k.insert(p.index());
        }
        for &i in &b.insts {
            let inst = f.inst(i);
            ops.clear();
            inst_operands(&inst.kind, &mut ops);
            for v in &ops {
                if !k.contains(v.index()) {
                    g.insert(v.index());
                }
            }
            for r in &inst.results {
                k.insert(r.index());
            }
            if let InstKind::PushHandler { handler } = inst.kind {
                handler_succ[bi].push(handler.index());
            }
        }
        let mut term_uses = Vec::new();
        match &b.term {
            Terminator::Branch { cond, .. } => term_uses.push(*cond),
            Terminator::Return(outs) => term_uses.extend(outs.iter().flatten().copied()),
            Terminator::Rethrow(v) => term_uses.push(*v),
            _ => {}
        }
        for t in successors(&b.term) {
            term_uses.extend(t.args.iter().copied());
        }
        for v in term_uses {
            if !k.contains(v.index()) {
                g.insert(v.index());
            }
        }
    }
    // Fixpoint: live_in(b) = gen(b) ∪ (live_out(b) − kill(b)).
    let mut live_in = gen.clone();
    let mut live_out = vec![BitSet::new(nv); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for bi in (0..nb).rev() {
            let b = &f.blocks[bi];
            let mut out = BitSet::new(nv);
            for t in successors(&b.term) {
                let mut s = live_in[t.block.index()].clone();
                for p in &f.block(t.block).params {
                    s.remove(p.index());
                }
                out.union_with(&s);
            }
            for &h in &handler_succ[bi] {
                let mut s = live_in[h].clone();
                for p in &f.blocks[h].params {
                    s.remove(p.index());
                }
                out.union_with(&s);
            }
            let mut inn = out.clone();
            for (w, kw) in inn.words.iter_mut().zip(&kill[bi].words) {
                *w &= !kw;
            }
            inn.union_with(&gen[bi]);
            if live_in[bi].union_with(&inn) {
                changed = true;
            }
            live_out[bi] = out;
        }
    }
    // Values live into a handler stay put everywhere: the protected region may
    // fail at any instruction and the handler still reads them.
    let mut pinned = BitSet::new(nv);
    for hs in &handler_succ {
        for &h in hs {
            pinned.union_with(&live_in[h]);
        }
    }
    let mut inst_masks = vec![0u64; f.insts.len()];
    let mut term_masks = vec![[0u64; 2]; nb];
    for (bi, b) in f.blocks.iter().enumerate() {
        // Terminator targets: an argument moves when the target does not read it
        // otherwise and it appears once in the argument list.
        for (ti, t) in successors(&b.term).into_iter().enumerate() {
            let tin = &live_in[t.block.index()];
            let params = &f.block(t.block).params;
            let mut mask = 0u64;
            for (ai, a) in t.args.iter().enumerate().take(64) {
                let live_after = tin.contains(a.index()) && !params.contains(a);
                let dup = t.args.iter().filter(|x| *x == a).count() > 1;
                let is_cond = matches!(&b.term, Terminator::Branch { cond, .. } if cond == a);
                if !live_after && !dup && !is_cond && !pinned.contains(a.index()) {
                    mask |= 1 << ai;
                }
            }
            term_masks[bi][ti] = mask;
        }
        // Backward walk over the instructions.
        let mut live = live_out[bi].clone();
        for t in successors(&b.term) {
            for a in &t.args {
                live.insert(a.index());
            }
        }
        match &b.term {
            Terminator::Branch { cond, .. } => live.insert(cond.index()),
            Terminator::Return(outs) => {
                for v in outs.iter().flatten() {
                    live.insert(v.index())
                }
            }
            Terminator::Rethrow(v) => live.insert(v.index()),
            _ => {}
        }
        for &h in &handler_succ[bi] {
            live.union_with(&live_in[h]);
        }
        for &i in b.insts.iter().rev() {
            let inst = f.inst(i);
            for r in &inst.results {
                live.remove(r.index());
            }
            ops.clear();
            inst_operands(&inst.kind, &mut ops);
            let mut mask = 0u64;
            for (pi, v) in ops.iter().enumerate() {
                let dup = ops.iter().filter(|x| *x == v).count() > 1;
                if pi < 64 && !live.contains(v.index()) && !dup && !pinned.contains(v.index()) {
                    mask |= 1 << pi;
                }
            }
            for v in &ops {
                live.insert(v.index());
            }
            inst_masks[i.index()] = mask;
        }
    }
    LastUses {
        inst: inst_masks,
        term: term_masks,
        pinned,
    }
}
