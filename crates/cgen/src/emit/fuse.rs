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
use crate::repr::{Elem, Repr};

/// What fusion decided for one function.
#[derive(Default)]
pub struct Fusion {
    /// Values computed inside their consumer's loop.
    pub fused: Vec<bool>,
    /// Ranges (and transposes of them) read element by element, never stored.
    pub virt: Vec<bool>,
    /// The reductions that run a fused chain: instruction and its members, in order.
    pub roots: HashMap<InstId, Vec<InstId>>,
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
    };
    let mut uses: Vec<Vec<InstId>> = vec![Vec::new(); n];
    let mut term_use = vec![false; n];
    let mut def: Vec<Option<InstId>> = vec![None; n];
    let mut block_of: Vec<Option<(BlockId, usize)>> = vec![None; f.insts.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        for (k, &i) in b.insts.iter().enumerate() {
            block_of[i.index()] = Some((BlockId(bi as u32), k));
            f.inst(i).kind.for_each_operand(&mut |v| uses[v.index()].push(i));
            for &r in &f.inst(i).results {
                def[r.index()] = Some(i);
            }
        }
        for v in b.term.operands() {
            term_use[v.index()] = true;
        }
    }
    let real_array = |v: ValueId| matches!(&repr[v.index()], Repr::Array { elem: Elem::F64 | Elem::Bool | Elem::Char, .. });
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
            let (Some(_), [Arg::Value(x)]) = (reduce_of(name), &args[..]) else {
                continue;
            };
            if !matches!(repr[inst.results[0].index()], Repr::Scalar(Elem::F64)) || !real_array(*x) {
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
                if elementwise(kind) && single && real_array(v) && block_of[d.index()].map(|x| x.0) == Some(BlockId(bi as u32)) {
                    members.push(d);
                    kind.for_each_operand(&mut |o| {
                        if repr[o.index()].is_array() {
                            stack.push(*o);
                        }
                    });
                } else if !repr[v.index()].is_array() {
                } else if matches!(lay.storage[v.index()], Storage::None) && !virtual_range(f, def[v.index()], &uses[v.index()], &def, &repr[v.index()]) {
                    ok = false;
                }
            }
            if !ok || members.is_empty() {
                continue;
            }
            members.sort_by_key(|m| block_of[m.index()].map(|x| x.1));
            // Between the chain's first member and the reduction: only the
            // chain, pure scalars, and no stored array.
            let first = block_of[members[0].index()].map(|x| x.1).unwrap_or(0);
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
    for v in 0..n {
        if let Some(d) = def[v] {
            if matches!(f.inst(d).kind, InstKind::Range { .. }) {
                mark_virtual(f, ValueId(v as u32), &uses, &def, &mut fu);
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
    fu
}

fn virtual_range(f: &Function, d: Option<InstId>, _uses: &[InstId], _def: &[Option<InstId>], _r: &Repr) -> bool {
    d.is_some_and(|d| matches!(f.inst(d).kind, InstKind::Range { .. } | InstKind::Transpose { .. }))
}

/// A range is virtual when every read of it (or of a vector transpose of
/// it) is by a fused chain.
fn mark_virtual(f: &Function, v: ValueId, uses: &[Vec<InstId>], def: &[Option<InstId>], fu: &mut Fusion) -> bool {
    let ok = !uses[v.index()].is_empty()
        && uses[v.index()].iter().all(|&u| {
            let inst = f.inst(u);
            match &inst.kind {
                InstKind::Transpose { .. } => mark_virtual(f, inst.results[0], uses, def, fu),
                _ => inst.results.iter().all(|r| fu.fused[r.index()]),
            }
        });
    if ok {
        fu.virt[v.index()] = true;
    }
    ok
}

impl Fx<'_> {
    /// Element `k` of a fused chain's value, a virtual range, or a stored array.
    pub(super) fn fused_elem(&mut self, v: ValueId, k: &str, hoisted: &mut Vec<(ValueId, String)>) -> R<String> {
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
                let (x, y) = (self.fused_elem(a, k, hoisted)?, self.fused_elem(b, k, hoisted)?);
                real_op(op, &x, &y, !self.repr(a).is_array()).unwrap_or_default()
            }
            InstKind::Unary(UnOp::Neg, a) => format!("(-{})", self.fused_elem(a, k, hoisted)?),
            InstKind::Unary(_, a) => self.fused_elem(a, k, hoisted)?,
            InstKind::Call { callee: Callee::Builtin(n), args, .. } => {
                let Arg::Value(a) = args[0] else { unreachable!("value") };
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

    /// A reduction over a fused chain: fused when the extents agree, else as written.
    pub(super) fn fused_reduce(&mut self, i: InstId, r: ValueId, x: ValueId, kind: Reduce) -> R<()> {
        let members = self.fusion.roots[&i].clone();
        let leaves = self.leaves(&members);
        let rank = leaves.iter().map(|&l| self.repr(l).rank()).max().unwrap_or(2);
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
        let cond = if conds.is_empty() { "1".to_string() } else { conds.join(" && ") };
        let n = format!("({})", first.join(" * "));
        self.line(format!("if ({cond}) {{"));
        let k = self.temp("mt_i");
        let acc = self.temp("double");
        let mut hoisted = Vec::new();
        let e = self.fused_elem(x, &k, &mut hoisted)?;
        let step = kind.step_text(&acc, "e_");
        let d = self.sv(r);
        let finish = match kind {
            Reduce::Mean => format!("{acc} / (double){n}"),
            _ => acc.clone(),
        };
        self.line(format!(
            "    {acc} = {}; for ({k} = 0; {k} < {n}; {k}++) {{ double e_ = {e}; {step} }} {d} = {finish};",
            kind.init_text()
        ));
        self.line("} else {");
        // As written: the chain stored, then reduced.
        let saved = std::mem::take(&mut self.fusion.fused);
        self.fusion.fused = vec![false; saved.len()];
        for &m in &members {
            self.span = self.f.inst(m).span;
            self.inst_unfused(m)?;
        }
        self.span = self.f.inst(i).span;
        self.reduce(r, x, kind, None)?;
        self.fusion.fused = saved;
        self.line("}");
        Ok(())
    }
}
