//! Elementwise chains fused into the reduction that reads them.
//!
//! `sum(abs(x))`, `sum(w .* x)` with `w = (1:n)'`: an elementwise value
//! whose one use is a reduction to a scalar (or another such value), all
//! in one block with nothing between them that defines a stored array or
//! has an effect, is computed element by element inside the reduction's
//! loop and never stored; a range read only by such chains (or a vector
//! transpose of one) is never stored either. The fused loop runs when
//! every array the chain reads has the same extents when running — the
//! case where the stored version could not fail and gives these same
//! numbers, in the same order; otherwise the chain runs as it is written.

use std::collections::HashMap;

use mir::ir::{Arg, BlockId, Callee, Function, InstId, InstKind, ValueId};
use syntax::ast::{BinOp, UnOp};

use super::array::Reduce;
use super::scalar::real_op;
use super::{Fx, R};
use crate::layout::{Layout, Storage};
use crate::repr::{Elem, Ext, Repr};

/// What fusion decided for one function.
#[derive(Default)]
pub struct Fusion {
    /// Values computed inside their consumer's loop.
    pub fused: Vec<bool>,
    /// Ranges (and transposes of them) read element by element, never stored.
    pub virt: Vec<bool>,
    /// The reductions that run a fused chain: instruction and its members, in order.
    pub roots: HashMap<InstId, Vec<InstId>>,
    /// Reductions run together in one loop, at the last one: its
    /// instruction and all of them, in order (the others emit nothing).
    pub batches: HashMap<InstId, Vec<InstId>>,
    pub batched: std::collections::HashSet<InstId>,
}

fn reduce_of(name: &str) -> Option<Reduce> {
    Some(match name {
        "sum" => Reduce::Sum,
        "prod" => Reduce::Prod,
        "mean" => Reduce::Mean,
        "max" => Reduce::Max,
        "min" => Reduce::Min,
        _ => return None,
    })
}

/// An elementwise instruction fusion can compute from its operands' elements.
fn elementwise(kind: &InstKind) -> bool {
    match kind {
        InstKind::Binary(op, ..) => matches!(
            op,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::LeftDiv
                | BinOp::Eq
                | BinOp::Ne
                | BinOp::Lt
                | BinOp::Le
                | BinOp::Gt
                | BinOp::Ge
        ),
        InstKind::Unary(UnOp::Neg | UnOp::Plus, _) => true,
        InstKind::Call {
            callee: Callee::Builtin(n),
            args,
            ..
        } => args.len() == 1 && super::call::math_of(n).is_some(),
        _ => false,
    }
}

pub fn plan(f: &Function, t: &analysis::types::FuncTypes, repr: &[Repr], lay: &Layout) -> Fusion {
    let n = f.num_values as usize;
    let mut fu = Fusion {
        fused: vec![false; n],
        virt: vec![false; n],
        roots: HashMap::new(),
        batches: HashMap::new(),
        batched: Default::default(),
    };
    let mut uses: Vec<Vec<InstId>> = vec![Vec::new(); n];
    let mut term_use = vec![false; n];
    let mut def: Vec<Option<InstId>> = vec![None; n];
    let mut block_of: Vec<Option<(BlockId, usize)>> = vec![None; f.insts.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        for (k, &i) in b.insts.iter().enumerate() {
            block_of[i.index()] = Some((BlockId(bi as u32), k));
            f.inst(i)
                .kind
                .for_each_operand(&mut |v| uses[v.index()].push(i));
            for &r in &f.inst(i).results {
                def[r.index()] = Some(i);
            }
        }
        for v in b.term.operands() {
            term_use[v.index()] = true;
        }
    }
    let real_array = |v: ValueId| {
        matches!(
            &repr[v.index()],
            Repr::Array {
                elem: Elem::F64 | Elem::Bool | Elem::Char,
                ..
            }
        )
    };
    for (bi, b) in f.blocks.iter().enumerate() {
        if !t.reachable(BlockId(bi as u32)) {
            continue;
        }
        for &i in &b.insts {
            let inst = f.inst(i);
            let InstKind::Call {
                callee: Callee::Builtin(name),
                args,
                ..
            } = &inst.kind
            else {
                continue;
            };
            let (Some(kind), [Arg::Value(x)]) = (reduce_of(name), &args[..]) else {
                continue;
            };
            // `[m, i] = max(x)`: the index is not a fused reduction's.
            if inst.results.len() != 1 {
                continue;
            }
            let r = &repr[inst.results[0].index()];
            let to_scalar = matches!(r, Repr::Scalar(Elem::F64))
                || matches!(kind, Reduce::Max | Reduce::Min)
                    && vector(&repr[x.index()])
                    && matches!(
                        r,
                        Repr::Array {
                            elem: Elem::F64,
                            ..
                        }
                    );
            if !to_scalar || !real_array(*x) {
                continue;
            }
            // Collect the chain under the reduction.
            let mut members: Vec<InstId> = Vec::new();
            let mut stack = vec![*x];
            let mut ok = true;
            while let Some(v) = stack.pop() {
                let Some(d) = def[v.index()] else { continue };
                let kind = &f.inst(d).kind;
                let single = uses[v.index()].len() == 1 && !term_use[v.index()];
                if elementwise(kind)
                    && single
                    && real_array(v)
                    && block_of[d.index()].map(|x| x.0) == Some(BlockId(bi as u32))
                {
                    members.push(d);
                    kind.for_each_operand(&mut |o| {
                        if repr[o.index()].is_array() {
                            stack.push(*o);
                        }
                    });
                } else if !repr[v.index()].is_array() {
                } else if matches!(lay.storage[v.index()], Storage::None)
                    && !virtual_range(f, def[v.index()], &uses[v.index()], &def, &repr[v.index()])
                {
                    ok = false;
                }
            }
            if !ok {
                continue;
            }
            members.sort_by_key(|m| block_of[m.index()].map(|x| x.1));
            // Between the chain's first member and the reduction: only the
            // chain, pure scalars, and no stored array.
            let first = members
                .first()
                .and_then(|m| block_of[m.index()].map(|x| x.1))
                .unwrap_or_else(|| block_of[i.index()].map(|x| x.1).unwrap_or(0));
            let last = block_of[i.index()].map(|x| x.1).unwrap_or(0);
            let clean = b.insts[first..last].iter().all(|&j| {
                members.contains(&j)
                    || (!f.inst(j).kind.has_effects()
                        && f.inst(j).results.iter().all(|r| !repr[r.index()].is_array()))
                    || matches!(f.inst(j).kind, InstKind::Call { callee: Callee::Builtin(ref n), .. } if n == "numel")
                        && f.inst(j).results.iter().all(|r| !repr[r.index()].is_array())
            });
            if !clean {
                continue;
            }
            for &m in &members {
                for &r in &f.inst(m).results {
                    fu.fused[r.index()] = true;
                }
            }
            fu.roots.insert(i, members);
        }
    }
    // Ranges read only by fused chains (through vector transposes).
    for (v, d) in def.iter().enumerate() {
        if let Some(d) = *d {
            if matches!(f.inst(d).kind, InstKind::Range { .. }) {
                mark_virtual(f, ValueId(v as u32), &uses, &mut fu);
            }
        }
    }
    // A chain reading a range that did not become virtual and has no storage cannot fuse.
    let roots: Vec<InstId> = fu.roots.keys().copied().collect();
    for root in roots {
        let members = fu.roots[&root].clone();
        let bad = members.iter().any(|&m| {
            let mut bad = false;
            f.inst(m).kind.for_each_operand(&mut |o| {
                if repr[o.index()].is_array()
                    && !fu.fused[o.index()]
                    && !fu.virt[o.index()]
                    && matches!(lay.storage[o.index()], Storage::None)
                {
                    bad = true;
                }
            });
            bad
        });
        if bad {
            for &m in &members {
                for &r in &f.inst(m).results {
                    fu.fused[r.index()] = false;
                }
            }
            fu.roots.remove(&root);
        }
    }
    batch(f, repr, &uses, &block_of, &mut fu);
    fu
}

/// Groups the reductions of each block that can run in one loop: between
/// the first and the last only their chains and pure scalar instructions,
/// none of which reads a result of the group.
fn batch(
    f: &Function,
    repr: &[Repr],
    uses: &[Vec<InstId>],
    block_of: &[Option<(BlockId, usize)>],
    fu: &mut Fusion,
) {
    for b in &f.blocks {
        let mut cur: Vec<InstId> = Vec::new();
        let flush = |cur: &mut Vec<InstId>, fu: &mut Fusion| {
            if cur.len() > 1 {
                let last = *cur.last().expect("non-empty");
                for &r in cur.iter() {
                    fu.batched.insert(r);
                }
                fu.batches.insert(last, std::mem::take(cur));
            } else {
                cur.clear();
            }
        };
        for &i in &b.insts {
            if !fu.roots.contains_key(&i) {
                continue;
            }
            if let Some(&prev) = cur.last() {
                let (p, q) = (
                    block_of[prev.index()].map_or(0, |x| x.1),
                    block_of[i.index()].map_or(0, |x| x.1),
                );
                let results: Vec<ValueId> = cur.iter().map(|r| f.inst(*r).results[0]).collect();
                let clean = b.insts[p + 1..q].iter().all(|&j| {
                    let inst = f.inst(j);
                    let reads_result = results.iter().any(|&r| inst.kind.operands().contains(&r));
                    let member = inst.results.iter().any(|r| fu.fused[r.index()]);
                    !reads_result
                        && (member
                            || (!inst.kind.has_effects() || matches!(&inst.kind, InstKind::Call { callee: Callee::Builtin(n), .. } if n == "numel"))
                                && inst.results.iter().all(|r| !repr[r.index()].is_array()))
                });
                let result_used_early = results.iter().any(|&r| {
                    uses[r.index()].iter().any(|&u| {
                        block_of[u.index()].is_some_and(|(bb, k)| {
                            Some(bb) == block_of[i.index()].map(|x| x.0) && k <= q
                        })
                    })
                });
                if !clean || result_used_early {
                    flush(&mut cur, fu);
                }
            }
            cur.push(i);
        }
        flush(&mut cur, fu);
    }
}

/// A matrix with one extent 1 when compiling: max and min reduce all of
/// its elements, to a 1x1 (a 0x1 or 1x0 when it is empty).
fn vector(r: &Repr) -> bool {
    matches!(r, Repr::Array { dims, .. } if dims.len() == 2 && dims.contains(&Ext::Const(1)))
}

fn virtual_range(
    f: &Function,
    d: Option<InstId>,
    _uses: &[InstId],
    _def: &[Option<InstId>],
    _r: &Repr,
) -> bool {
    d.is_some_and(|d| {
        matches!(
            f.inst(d).kind,
            InstKind::Range { .. } | InstKind::Transpose { .. }
        )
    })
}

/// A range is virtual when every read of it (or of a vector transpose of
/// it) is by a fused chain.
fn mark_virtual(f: &Function, v: ValueId, uses: &[Vec<InstId>], fu: &mut Fusion) -> bool {
    let ok = !uses[v.index()].is_empty()
        && uses[v.index()].iter().all(|&u| {
            let inst = f.inst(u);
            match &inst.kind {
                InstKind::Transpose { .. } => mark_virtual(f, inst.results[0], uses, fu),
                // A use without results (`display`, `disp`) reads the stored elements.
                _ => !inst.results.is_empty() && inst.results.iter().all(|r| fu.fused[r.index()]),
            }
        });
    if ok {
        fu.virt[v.index()] = true;
    }
    ok
}

impl Fx<'_> {
    /// Element `k` of a fused chain's value, a virtual range, or a stored array.
    pub(super) fn fused_elem(
        &mut self,
        v: ValueId,
        k: &str,
        hoisted: &mut Vec<(ValueId, String)>,
    ) -> R<String> {
        if !self.repr(v).is_array() {
            if let Some((_, t)) = hoisted.iter().find(|(x, _)| *x == v) {
                return Ok(t.clone());
            }
            let x = self.num(v)?;
            let t = self.temp("double");
            self.line(format!("{t} = {x};"));
            hoisted.push((v, t.clone()));
            return Ok(t);
        }
        if self.fusion.virt[v.index()] {
            let d = self.defs[v.index()].expect("defined");
            return match self.f.inst(d).kind.clone() {
                InstKind::Transpose { operand, .. } => self.fused_elem(operand, k, hoisted),
                _ => {
                    let r = format!("R{}", v.0);
                    self.local(&r, "mt_range");
                    Ok(if self.fact(v).range.int {
                        format!("({r}.base + (double)({k}) * {r}.inc)")
                    } else {
                        format!("mt_range_at(&{r}, {k})")
                    })
                }
            };
        }
        if !self.fusion.fused[v.index()] {
            let p = self.data(v)?;
            return Ok(match self.repr(v).elem() {
                Some(Elem::F64) => format!("{p}[{k}]"),
                _ => format!("(double){p}[{k}]"),
            });
        }
        let d = self.defs[v.index()].expect("defined");
        Ok(match self.f.inst(d).kind.clone() {
            InstKind::Binary(op, a, b) => {
                let (x, y) = (
                    self.fused_elem(a, k, hoisted)?,
                    self.fused_elem(b, k, hoisted)?,
                );
                real_op(op, &x, &y, !self.repr(a).is_array()).unwrap_or_default()
            }
            InstKind::Unary(UnOp::Neg, a) => format!("(-{})", self.fused_elem(a, k, hoisted)?),
            InstKind::Unary(_, a) => self.fused_elem(a, k, hoisted)?,
            InstKind::Call {
                callee: Callee::Builtin(n),
                args,
                ..
            } => {
                let Arg::Value(a) = args[0] else {
                    unreachable!("value")
                };
                let f = super::call::math_of(&n).expect("math");
                let x = self.fused_elem(a, k, hoisted)?;
                f(&x)
            }
            _ => unreachable!("elementwise"),
        })
    }

    /// The arrays a fused chain reads (stored, or virtual ranges).
    fn leaves(&self, members: &[InstId]) -> Vec<ValueId> {
        let mut out = Vec::new();
        for &m in members {
            self.f.inst(m).kind.for_each_operand(&mut |o| {
                if self.repr(*o).is_array() && !self.fusion.fused[o.index()] && !out.contains(o) {
                    out.push(*o);
                }
            });
        }
        out
    }

    /// Reductions over fused chains (one, or a batch), in one loop when the
    /// extents of every array they read agree, else each as written.
    pub(super) fn fused_batch(&mut self, roots: &[InstId]) -> R<()> {
        let mut leaves: Vec<ValueId> = Vec::new();
        let mut parts = Vec::new();
        for &i in roots {
            let inst = self.f.inst(i);
            let InstKind::Call {
                callee: Callee::Builtin(name),
                args,
                ..
            } = &inst.kind
            else {
                unreachable!("a reduction")
            };
            let kind = reduce_of(name).expect("a reduction");
            let Arg::Value(x) = args[0] else {
                unreachable!("a value")
            };
            let members = self.fusion.roots[&i].clone();
            let mut ls = self.leaves(&members);
            if members.is_empty() {
                ls.push(x);
            }
            for l in ls {
                if !leaves.contains(&l) {
                    leaves.push(l);
                }
            }
            parts.push((i, inst.results[0], x, kind, members));
        }
        let rank = leaves
            .iter()
            .map(|&l| self.repr(l).rank())
            .max()
            .unwrap_or(2);
        let mut conds = Vec::new();
        let first: Vec<String> = (0..rank).map(|k| self.dim(leaves[0], k)).collect();
        for &l in &leaves[1..] {
            for (k, f0) in first.iter().enumerate() {
                let d = self.dim(l, k);
                if &d != f0 {
                    conds.push(format!("{d} == {f0}"));
                }
            }
        }
        let n = format!("({})", first.join(" * "));
        // A max or min of a vector is a 1x1 when the vector is not empty.
        if parts.iter().any(|p| self.repr(p.1).is_array()) {
            conds.push(format!("{n} > 0"));
        }
        let cond = if conds.is_empty() {
            "1".to_string()
        } else {
            conds.join(" && ")
        };
        self.line(format!("if ({cond}) {{"));
        let k = self.temp("mt_i");
        let mut hoisted = Vec::new();
        let mut inits = Vec::new();
        let mut body = Vec::new();
        let mut finish = Vec::new();
        for (j, (_, r, x, kind, _)) in parts.iter().enumerate() {
            let acc = self.temp("double");
            let e = self.fused_elem(*x, &k, &mut hoisted)?;
            inits.push(format!("{acc} = {};", kind.init_text()));
            body.push(format!(
                "{{ double e_{j} = {e}; {} }}",
                kind.step_text(&acc, &format!("e_{j}"))
            ));
            let fix = kind.fixup_text(&acc, &k, &n, &e);
            finish.push((
                *r,
                match kind {
                    Reduce::Mean => format!("{acc} / (double){n}"),
                    _ => acc,
                },
                fix,
            ));
        }
        self.line(format!("    {}", inits.join(" ")));
        self.line(format!(
            "    for ({k} = 0; {k} < {n}; {k}++) {{ {} }}",
            body.join(" ")
        ));
        for (r, value, fix) in finish {
            if !fix.is_empty() {
                self.line(format!("   {fix}"));
            }
            if self.repr(r).is_array() {
                let p = self.def_array(r, &["1".to_string(), "1".to_string()])?;
                self.line(format!("    {p}[0] = {value};"));
            } else {
                let d = self.sv(r);
                self.line(format!("    {d} = {value};"));
            }
        }
        self.line("} else {");
        // As written: each chain stored, then reduced.
        let saved = std::mem::take(&mut self.fusion.fused);
        self.fusion.fused = vec![false; saved.len()];
        for (i, r, x, kind, members) in parts {
            for &m in &members {
                self.span = self.f.inst(m).span;
                self.inst_unfused(m)?;
            }
            self.span = self.f.inst(i).span;
            self.reduce(r, x, kind, None)?;
        }
        self.fusion.fused = saved;
        self.line("}");
        Ok(())
    }
}
