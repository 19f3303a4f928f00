//! Control-flow graph queries: successors, predecessors, orders, dominators, loops.
//!
//! A block ending in `PushHandler` has its handler as an extra successor (the
//! edge taken when an error is raised in the protected region).

use crate::ir::*;

/// Successors of a block: its terminator's targets, then a handler it pushes.
pub fn successors(f: &Function, b: BlockId) -> Vec<BlockId> {
    let blk = f.block(b);
    let mut out = Vec::new();
    match &blk.term {
        Terminator::Jump(t) => out.push(t.block),
        Terminator::Branch { then_, else_, .. } => {
            out.push(then_.block);
            if else_.block != then_.block {
                out.push(else_.block);
            }
        }
        _ => {}
    }
    if let Some(h) = handler_of(f, b) {
        out.push(h);
    }
    out
}

/// The handler block pushed by the last instruction of `b`, if any.
pub fn handler_of(f: &Function, b: BlockId) -> Option<BlockId> {
    let last = *f.block(b).insts.last()?;
    match f.inst(last).kind {
        InstKind::PushHandler { handler } => Some(handler),
        _ => None,
    }
}

pub fn predecessors(f: &Function) -> Vec<Vec<BlockId>> {
    let mut preds = vec![Vec::new(); f.blocks.len()];
    for b in 0..f.blocks.len() {
        let b = BlockId(b as u32);
        for s in successors(f, b) {
            if !preds[s.index()].contains(&b) {
                preds[s.index()].push(b);
            }
        }
    }
    preds
}

/// Blocks reachable from the entry in reverse postorder.
pub fn reverse_postorder(f: &Function) -> Vec<BlockId> {
    if f.blocks.is_empty() {
        return Vec::new();
    }
    let mut seen = vec![false; f.blocks.len()];
    let mut post = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(f.entry, 0)];
    seen[f.entry.index()] = true;
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        // Visiting the last successor first puts a branch's `then` side
        // (a loop body) before its `else` side in the final order.
        let succ = successors(f, b);
        if *i < succ.len() {
            let s = succ[succ.len() - 1 - *i];
            *i += 1;
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Deletes blocks unreachable from the entry and renumbers the rest in
/// reverse postorder; drops instructions no block holds any more.
pub fn remove_unreachable(f: &mut Function) {
    let order = reverse_postorder(f);
    let mut map = vec![None; f.blocks.len()];
    for (i, b) in order.iter().enumerate() {
        map[b.index()] = Some(BlockId(i as u32));
    }
    let remap = |t: &mut Target| {
        t.block = map[t.block.index()].expect("target of a reachable block is reachable")
    };
    let mut blocks = Vec::with_capacity(order.len());
    for b in &order {
        let mut blk = f.blocks[b.index()].clone();
        match &mut blk.term {
            Terminator::Jump(t) => remap(t),
            Terminator::Branch { then_, else_, .. } => {
                remap(then_);
                remap(else_);
            }
            _ => {}
        }
        blocks.push(blk);
    }
    f.entry = BlockId(0);
    f.blocks = blocks;
    for b in 0..f.blocks.len() {
        for &i in &f.blocks[b].insts.clone() {
            if let InstKind::PushHandler { handler } = &mut f.insts[i.index()].kind {
                *handler = map[handler.index()].expect("handler of a reachable block is reachable");
            }
        }
    }
    compact_insts(f);
}

/// Renumbers instructions densely in block order, dropping unused ones.
pub fn compact_insts(f: &mut Function) {
    let mut insts = Vec::new();
    for b in &mut f.blocks {
        for i in &mut b.insts {
            insts.push(f.insts[i.index()].clone());
            *i = InstId(insts.len() as u32 - 1);
        }
    }
    f.insts = insts;
}

/// Immediate dominators (Cooper, Harvey, Kennedy), indexed by block; the
/// entry and unreachable blocks have `None`.
pub struct DomTree {
    pub idom: Vec<Option<BlockId>>,
    /// Position of each block in reverse postorder (`usize::MAX` if unreachable).
    pub rpo_index: Vec<usize>,
    pub rpo: Vec<BlockId>,
    pub children: Vec<Vec<BlockId>>,
    /// Entry and exit times of a depth-first walk of the tree: `a` dominates
    /// `b` iff `b`'s interval nests in `a`'s (constant-time queries).
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    pub fn compute(f: &Function) -> DomTree {
        let rpo = reverse_postorder(f);
        let n = f.blocks.len();
        let mut rpo_index = vec![usize::MAX; n];
        for (i, b) in rpo.iter().enumerate() {
            rpo_index[b.index()] = i;
        }
        let preds = predecessors(f);
        let mut idom: Vec<Option<BlockId>> = vec![None; n];
        if n == 0 {
            return DomTree {
                idom,
                rpo_index,
                rpo,
                children: Vec::new(),
                pre: Vec::new(),
                post: Vec::new(),
            };
        }
        idom[f.entry.index()] = Some(f.entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in &preds[b.index()] {
                    if idom[p.index()].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_index, p, cur),
                    });
                }
                if new.is_some() && idom[b.index()] != new {
                    idom[b.index()] = new;
                    changed = true;
                }
            }
        }
        idom[f.entry.index()] = None;
        let mut children = vec![Vec::new(); n];
        for &b in &rpo {
            if let Some(d) = idom[b.index()] {
                children[d.index()].push(b);
            }
        }
        let mut pre = vec![u32::MAX; n];
        let mut post = vec![0u32; n];
        let mut clock = 0u32;
        let mut stack: Vec<(BlockId, usize)> = vec![(f.entry, 0)];
        pre[f.entry.index()] = clock;
        clock += 1;
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            if *i < children[b.index()].len() {
                let c = children[b.index()][*i];
                *i += 1;
                pre[c.index()] = clock;
                clock += 1;
                stack.push((c, 0));
            } else {
                post[b.index()] = clock;
                clock += 1;
                stack.pop();
            }
        }
        DomTree {
            idom,
            rpo_index,
            rpo,
            children,
            pre,
            post,
        }
    }

    /// Whether `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if self.rpo_index[a.index()] == usize::MAX || self.rpo_index[b.index()] == usize::MAX {
            return false;
        }
        self.pre[a.index()] <= self.pre[b.index()] && self.post[b.index()] <= self.post[a.index()]
    }

    /// Dominance frontiers (Cytron et al.), computed as in Cooper et al.
    pub fn frontiers(&self, f: &Function) -> Vec<Vec<BlockId>> {
        let preds = predecessors(f);
        let mut df = vec![Vec::new(); f.blocks.len()];
        for &b in &self.rpo {
            let ps: Vec<BlockId> = preds[b.index()]
                .iter()
                .copied()
                .filter(|p| self.rpo_index[p.index()] != usize::MAX)
                .collect();
            if ps.len() < 2 {
                continue;
            }
            let Some(idom) = self.idom[b.index()] else {
                continue;
            };
            for p in ps {
                let mut runner = p;
                while runner != idom {
                    if !df[runner.index()].contains(&b) {
                        df[runner.index()].push(b);
                    }
                    match self.idom[runner.index()] {
                        Some(d) => runner = d,
                        None => break,
                    }
                }
            }
        }
        df
    }
}

fn intersect(idom: &[Option<BlockId>], order: &[usize], mut a: BlockId, mut b: BlockId) -> BlockId {
    while a != b {
        while order[a.index()] > order[b.index()] {
            a = idom[a.index()].expect("processed block has an idom");
        }
        while order[b.index()] > order[a.index()] {
            b = idom[b.index()].expect("processed block has an idom");
        }
    }
    a
}

/// A natural loop: its header and every block of its body (header included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: BlockId,
    pub blocks: Vec<BlockId>,
    /// Sources of the back edges into the header.
    pub latches: Vec<BlockId>,
}

/// Natural loops, one per header (back edges to a header are merged),
/// outer loops before the loops they contain.
pub fn natural_loops(f: &Function, dom: &DomTree) -> Vec<Loop> {
    let preds = predecessors(f);
    let mut loops: Vec<Loop> = Vec::new();
    for &b in &dom.rpo {
        let latches: Vec<BlockId> = preds[b.index()]
            .iter()
            .copied()
            .filter(|&p| dom.dominates(b, p))
            .collect();
        if latches.is_empty() {
            continue;
        }
        let mut body = vec![b];
        let mut in_body = vec![false; f.blocks.len()];
        in_body[b.index()] = true;
        let mut stack = latches.clone();
        while let Some(x) = stack.pop() {
            if in_body[x.index()] {
                continue;
            }
            in_body[x.index()] = true;
            body.push(x);
            for &p in &preds[x.index()] {
                if dom.rpo_index[p.index()] != usize::MAX {
                    stack.push(p);
                }
            }
        }
        body.sort();
        loops.push(Loop {
            header: b,
            blocks: body,
            latches,
        });
    }
    loops
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower(src: &str) -> Function {
        let mut loader = crate::Loader::new(Box::new(|_: &str| false));
        let mut prog = Program::default();
        loader
            .load_text(&mut prog, std::path::Path::new("f.m"), src)
            .unwrap();
        prog.functions.swap_remove(0)
    }

    #[test]
    fn nested_loops_are_found_outer_first() {
        let f = lower("function s = f(n)\ns = 0;\nfor i = 1:n\n  for j = 1:i\n    s = s + j;\n  end\nend\nwhile s > 3\n  s = s - 1;\nend\n");
        let dom = DomTree::compute(&f);
        let loops = natural_loops(&f, &dom);
        assert_eq!(loops.len(), 3);
        // The inner `for` is contained in the outer one.
        assert!(loops[1].blocks.iter().all(|b| loops[0].blocks.contains(b)));
        assert!(loops[1].blocks.len() < loops[0].blocks.len());
        // The `while` loop is disjoint from both.
        assert!(loops[2].blocks.iter().all(|b| !loops[0].blocks.contains(b)));
        for l in &loops {
            assert!(l.latches.iter().all(|&x| dom.dominates(l.header, x)));
        }
    }

    #[test]
    fn entry_dominates_everything_and_frontiers_are_joins() {
        let f = lower("function y = f(x)\nif x\n  y = 1;\nelse\n  y = 2;\nend\ny = y + 1;\n");
        let dom = DomTree::compute(&f);
        for b in 0..f.blocks.len() {
            assert!(dom.dominates(f.entry, BlockId(b as u32)));
        }
        let preds = predecessors(&f);
        for fr in dom.frontiers(&f) {
            for b in fr {
                assert!(preds[b.index()].len() >= 2);
            }
        }
    }
}
