//! Subscript checks hoisted out of innermost `for` loops by versioning.
//!
//! An innermost loop over a range (counter `k` in `0..n`, `n` the range's
//! count) is emitted twice: as it is, and as a *fast copy* in which every
//! subscript check that one test at the loop's entry can decide is left
//! out. The test (the *guard*) holds when, for every iteration, each such
//! subscript is at least 1 and at most its array's extent: a subscript
//! affine in `k` (`A(k + 1)`, `X(n - k)`) takes its extremes at `k = 0`
//! and `k = n - 1`; one invariant in the loop is one value. Every entry of
//! the loop tests the guard and runs the fast copy when it holds, else the
//! checked copy, which raises Octave's error at the iteration it arises in.
//!
//! What the guard may read is fixed for the loop: values defined outside
//! it, the range's numbers, and extents of arrays whose shape the types
//! facts prove the same in every iteration (an array defined outside, or a
//! loop variable `D` whose every update keeps `D`'s shape). Why versioning
//! and not a check per iteration against a flag: the C compiler keeps the
//! flag test in the loop (unswitching is not in `-O2`), and a loop free of
//! checks is what lets it carry `X(k+1)` from one iteration to the next.

use std::collections::{BTreeSet, HashMap};

use mir::ir::{BlockId, Function, InstKind, Terminator, ValueId};
use syntax::ast::BinOp;

use super::Fx;

/// An innermost loop emitted twice.
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: BlockId,
    /// Its blocks, the header included.
    pub body: BTreeSet<BlockId>,
    pub counter: ValueId,
    /// The range whose count bounds the counter (`counter < range.n`).
    pub range: ValueId,
}

/// While a fast copy is emitted: the loop and the guard's conditions.
pub struct Fast {
    pub lp: Loop,
    pub guards: Vec<String>,
}

/// The block defining each value (instructions and block parameters).
pub fn def_blocks(f: &Function) -> Vec<Option<BlockId>> {
    let mut out = vec![None; f.num_values as usize];
    for (bi, b) in f.blocks.iter().enumerate() {
        for &p in &b.params {
            out[p.index()] = Some(BlockId(bi as u32));
        }
        for &i in &b.insts {
            for &r in &f.inst(i).results {
                out[r.index()] = Some(BlockId(bi as u32));
            }
        }
    }
    out
}

/// The innermost loops over a range: a header whose branch is `counter <
/// range.n` into the loop and out of it, entered only at the header, with
/// no cycle among its other blocks.
pub fn loops(f: &Function, reachable: &dyn Fn(BlockId) -> bool, counter: &[bool]) -> Vec<Loop> {
    let nb = f.blocks.len();
    let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); nb];
    for (bi, b) in f.blocks.iter().enumerate() {
        if !reachable(BlockId(bi as u32)) {
            continue;
        }
        for t in b.term.targets() {
            preds[t.block.index()].push(BlockId(bi as u32));
        }
    }
    let defs = def_blocks(f);
    let mut out = Vec::new();
    for (hi, hb) in f.blocks.iter().enumerate() {
        let h = BlockId(hi as u32);
        if !reachable(h) {
            continue;
        }
        let Terminator::Branch { cond, then_, else_ } = &hb.term else {
            continue;
        };
        if !reachable(then_.block) || !reachable(else_.block) {
            continue;
        }
        let Some(ci) = hb
            .insts
            .iter()
            .copied()
            .find(|&i| f.inst(i).results.contains(cond))
        else {
            continue;
        };
        let InstKind::Binary(BinOp::Lt, k, n) = f.inst(ci).kind else {
            continue;
        };
        if !counter[k.index()] || !hb.params.contains(&k) {
            continue;
        }
        let Some(range) = defs[n.index()].and_then(|db| {
            f.block(db)
                .insts
                .iter()
                .find_map(|&i| match f.inst(i).kind {
                    InstKind::ForCount(x) if f.inst(i).results.contains(&n) => Some(x),
                    _ => None,
                })
        }) else {
            continue;
        };
        // Blocks reached from the body's entry without passing the header.
        let mut fwd = BTreeSet::new();
        let mut stack = vec![then_.block];
        while let Some(b) = stack.pop() {
            if b == h || !fwd.insert(b) {
                continue;
            }
            stack.extend(f.block(b).term.targets().iter().map(|t| t.block));
        }
        // Those that lead back to the header: the loop.
        let mut body = BTreeSet::from([h]);
        let mut stack: Vec<BlockId> = preds[h.index()]
            .iter()
            .copied()
            .filter(|p| fwd.contains(p))
            .collect();
        if stack.is_empty() {
            continue;
        }
        while let Some(b) = stack.pop() {
            if !body.insert(b) {
                continue;
            }
            stack.extend(preds[b.index()].iter().copied().filter(|p| fwd.contains(p)));
        }
        let single_entry = body
            .iter()
            .all(|&b| b == h || preds[b.index()].iter().all(|p| body.contains(p)));
        let range_outside = defs[range.index()].is_some_and(|d| !body.contains(&d));
        if !body.contains(&then_.block)
            || body.contains(&else_.block)
            || !single_entry
            || !range_outside
            || has_cycle(f, &body, h)
        {
            continue;
        }
        out.push(Loop {
            header: h,
            body,
            counter: k,
            range,
        });
    }
    out
}

/// Whether the loop's blocks other than its header hold a cycle (an inner loop).
fn has_cycle(f: &Function, body: &BTreeSet<BlockId>, h: BlockId) -> bool {
    // 0 unvisited, 1 on the path, 2 done.
    let mut state: HashMap<BlockId, u8> = HashMap::new();
    fn visit(
        f: &Function,
        body: &BTreeSet<BlockId>,
        h: BlockId,
        b: BlockId,
        state: &mut HashMap<BlockId, u8>,
    ) -> bool {
        match state.get(&b) {
            Some(1) => return true,
            Some(2) => return false,
            _ => {}
        }
        state.insert(b, 1);
        for t in f.block(b).term.targets() {
            if t.block != h && body.contains(&t.block) && visit(f, body, h, t.block, state) {
                return true;
            }
        }
        state.insert(b, 2);
        false
    }
    body.iter()
        .filter(|&&b| b != h)
        .any(|&b| visit(f, body, h, b, &mut state))
}

/// Replaces the whole identifier `name` in C expression `e` by `by`.
fn subst(e: &str, name: &str, by: &str) -> String {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut rest = e;
    while let Some(p) = rest.find(name) {
        let before = rest[..p].chars().next_back();
        let after = rest[p + name.len()..].chars().next();
        out.push_str(&rest[..p]);
        if before.is_some_and(ident) || after.is_some_and(ident) {
            out.push_str(name);
        } else {
            out.push_str(by);
        }
        rest = &rest[p + name.len()..];
    }
    out.push_str(rest);
    out
}

impl Fx<'_> {
    /// The values an affine subscript form (`affine`) reads.
    fn affine_reads(&self, v: ValueId) -> Vec<ValueId> {
        if self.counter[v.index()] {
            return vec![v];
        }
        if self.fact(v).as_const().is_some() {
            return Vec::new();
        }
        match self.defs[v.index()].map(|i| self.f.inst(i).kind.clone()) {
            Some(InstKind::ForItem { iter, k }) => vec![iter, k],
            Some(InstKind::Binary(_, a, _)) => self.affine_reads(a),
            _ => vec![v],
        }
    }

    /// A value whose extents equal `base`'s in every iteration of the
    /// loop and are set before it: `base` if defined outside, else a loop
    /// variable of the header whose updates all keep its shape.
    fn invariant_shape(&self, base: ValueId) -> Option<ValueId> {
        let lp = &self.fast.as_ref()?.lp;
        let outside = |v: ValueId| self.def_block[v.index()].is_some_and(|b| !lp.body.contains(&b));
        if outside(base) {
            return Some(base);
        }
        let hb = self.f.block(lp.header);
        let kept = |p: ValueId, k: usize| {
            lp.body.iter().all(|&b| {
                self.f.block(b).term.targets().iter().all(|t| {
                    t.block != lp.header || t.args.get(k).is_some_and(|&a| self.t.same_shape(p, a))
                })
            })
        };
        hb.params
            .iter()
            .enumerate()
            .find(|&(k, &p)| self.t.same_shape(p, base) && kept(p, k))
            .map(|(_, &p)| p)
    }

    /// In a fast copy: whether the check that subscript `v` (1-based) is at
    /// least 1 and, with `upper = (base, k, n)`, at most the extent
    /// subscript `k` of `n` sees of `base`, is decided at the loop's entry;
    /// if so its condition joins the guard and the check is left out.
    pub fn hoisted(&mut self, v: ValueId, upper: Option<(ValueId, usize, usize)>) -> bool {
        let Some(lp) = self.fast.as_ref().map(|f| f.lp.clone()) else {
            return false;
        };
        if !matches!(self.repr(lp.range), crate::repr::Repr::Range) {
            return false;
        }
        let fixed = |fx: &Self, x: ValueId| {
            x == lp.counter || fx.def_block[x.index()].is_some_and(|b| !lp.body.contains(&b))
        };
        if !self.affine_reads(v).iter().all(|&x| fixed(self, x)) {
            return false;
        }
        let ext = match upper {
            Some((base, k, n)) => match self.invariant_shape(base) {
                Some(a) => Some(self.extents(a, n)[k].clone()),
                None => return false,
            },
            None => None,
        };
        let Some((e, off)) = self.affine(v) else {
            return false;
        };
        let kv = self.sv(lp.counter);
        let count = format!("((mt_i){}.n)", self.sv(lp.range));
        let at = |c: &str| format!("({} + {off})", subst(&e, &kv, c));
        let (first, last) = if e.is_empty() {
            (format!("{off}"), format!("{off}"))
        } else {
            (at("(mt_i)0"), at(&format!("({count} - 1)")))
        };
        let mut cond = format!("{first} >= 1 && {last} >= 1");
        if let Some(x) = ext {
            cond = format!("{cond} && {first} <= {x} && {last} <= {x}");
        }
        let g = format!("({count} <= 0 || ({cond}))");
        let fast = self.fast.as_mut().expect("fast copy");
        if !fast.guards.contains(&g) {
            fast.guards.push(g);
        }
        true
    }

    /// The label of block `b` where control is now (its fast copy's inside one).
    pub fn label(&self, b: BlockId) -> String {
        match &self.fast {
            Some(fast) if fast.lp.body.contains(&b) => format!("L{}f", b.0),
            _ => format!("L{}", b.0),
        }
    }

    /// Where an edge enters versioned loop `to` from outside: the test
    /// that runs its fast copy (filled in once the copy is emitted).
    pub fn loop_entry(&mut self, from: BlockId, to: BlockId) {
        let entering = self
            .loops
            .iter()
            .any(|l| l.header == to && !l.body.contains(&from));
        if entering {
            self.line(format!("/*@FAST{}@*/", to.0));
        }
    }

    /// Emits each loop's fast copy after the function's blocks, and the
    /// entry tests; a loop without a hoisted check keeps one copy.
    pub fn fast_copies(&mut self) -> super::R<()> {
        for lp in self.loops.clone() {
            let (out_at, statics_at) = (self.out.len(), self.statics.clone());
            self.fast = Some(Fast {
                lp: lp.clone(),
                guards: Vec::new(),
            });
            for &b in &lp.body {
                self.block(b)?;
            }
            let fast = self.fast.take().expect("fast copy");
            let mark = format!("/*@FAST{}@*/", lp.header.0);
            let test = if fast.guards.is_empty() {
                self.out.truncate(out_at);
                self.statics = statics_at;
                String::new()
            } else {
                // Static data the copy defined again (same names) is defined once.
                let added: Vec<String> = self.statics[statics_at.len()..]
                    .lines()
                    .filter(|l| !statics_at.lines().any(|o| o == *l))
                    .map(|l| format!("{l}\n"))
                    .collect();
                self.statics = statics_at + &added.concat();
                format!("if ({}) goto L{}f;", fast.guards.join(" && "), lp.header.0)
            };
            self.out = self.out.replace(&mark, &test);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::subst;

    #[test]
    fn subst_replaces_whole_identifiers_only() {
        assert_eq!(
            subst("(v11 + (-v1)) * v1_b", "v1", "(0)"),
            "(v11 + (-(0))) * v1_b"
        );
    }
}
