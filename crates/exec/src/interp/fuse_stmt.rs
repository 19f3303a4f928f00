//! An elementwise statement run whole from its registers
//! (`Op::FuseStmt`), with no tree built.
//!
//! In a loop, `x(i, :) = x(i, :) + c * ((a(...) - b(...)) * c1 - ...)`
//! builds the same tree every iteration, op by op: each subscript's block
//! worked out, each operator's node made, the tree walked for its
//! signature, then dropped. Here the statement's leaves are read straight
//! from the registers the ops would read, and their key (each array's
//! dims and form, each subscript's numbers, each scalar, which arrays are
//! the assigned one or may be written over) is compared with the key of
//! the last time the ops built the whole tree and computed it with the
//! root's kept passes (`fuse::plan`). When the keys are the same, the ops would
//! build the same tree: the kept passes run over the leaves, and the
//! registers are left as the ops would have left them. Otherwise the ops
//! run, and the root keeps the key when every one of them fused.

use std::rc::Rc;

use runtime::value::{Form, Tensor};
use runtime::{Dims, Value};

use super::fuse_ops::release_args;
use super::{Frame, Interp};
use crate::code::{Code, FuseStmt, LeafSrc, Op, OpArg, StmtRoot, Use, NO_STMT};
use crate::fuse::{computed, in_place, run_kept, LeafData, Plan, MIN_ELEMS};
use crate::rt::{self, Runs};

/// Statements whose key differs from the kept one this many times in a
/// row are left to their ops.
const MAX_MISSES: u32 = 8;

/// Data leaves a statement may have (as a kept plan).
const MAX_LEAVES: usize = 16;

/// A statement's state in a frame.
#[derive(Default)]
pub struct State {
    /// The key of the operands the kept passes are for.
    key: Vec<u64>,
    /// The key of the operands the ops are computing now: kept when the
    /// root computes them in one pass with every op of the tree fused.
    pending: Vec<u64>,
    has_pending: bool,
    /// `Frame::fused_seq` after every op of the tree fused.
    expect: u64,
    plan: Option<Rc<Plan>>,
    /// The value's dims (a value root).
    dims: Option<Dims>,
    /// The assigned block (an assignment root).
    dest: Option<Runs>,
    misses: u32,
}

/// Runs the statement's scalar and range ops as their fast paths do;
/// false when one's operands are not double scalars (the ops then run).
fn scalar_ops(code: &Code, fr: &mut Frame, nops: &[u32]) -> bool {
    let num = |fr: &Frame, r: u32| match fr.regs[r as usize] {
        Some(Value::Num(x)) => Some(x),
        _ => None,
    };
    for &pc in nops {
        let (dst, v) = match &code.ops[pc as usize] {
            Op::AddS { dst, a, b } => match (num(fr, *a), num(fr, *b)) {
                (Some(x), Some(y)) => (*dst, x + y),
                _ => return false,
            },
            Op::SubS { dst, a, b } => match (num(fr, *a), num(fr, *b)) {
                (Some(x), Some(y)) => (*dst, x - y),
                _ => return false,
            },
            Op::MulS { dst, a, b } => match (num(fr, *a), num(fr, *b)) {
                (Some(x), Some(y)) => (*dst, x * y),
                _ => return false,
            },
            Op::DivS { dst, a, b } => match (num(fr, *a), num(fr, *b)) {
                (Some(x), Some(y)) => (*dst, x / y),
                _ => return false,
            },
            Op::Range {
                dst,
                start,
                step,
                stop,
                lazy: Some(l),
                ..
            } => {
                let step = match step {
                    None => Some(1.0),
                    Some(s) => num(fr, s.r),
                };
                let (Some(b), Some(i), Some(e)) = (num(fr, start.r), step, num(fr, stop.r)) else {
                    return false;
                };
                if !rt::same_range(&fr.lazy[*l as usize], b, i, e) {
                    let Some(r) = rt::lazy_range(b, i, e) else {
                        return false;
                    };
                    fr.lazy[*l as usize] = Some(r);
                }
                (*dst, 0.0)
            }
            _ => return false,
        };
        match &mut fr.regs[dst as usize] {
            Some(Value::Num(p)) => *p = v,
            slot => *slot = Some(Value::Num(v)),
        }
    }
    true
}

fn push_dims(key: &mut Vec<u64>, d: &Dims) {
    key.push(d.ndims() as u64);
    key.extend(d.as_slice().iter().map(|&e| e as u64));
}

fn num_key(fr: &Frame, r: u32, key: &mut Vec<u64>) -> bool {
    match fr.regs[r as usize] {
        Some(Value::Num(x)) => {
            key.extend([2, x.to_bits()]);
            true
        }
        _ => false,
    }
}

/// A subscript's numbers: what `fuse_ops::block` reads of it.
fn arg_key(fr: &Frame, a: &OpArg, key: &mut Vec<u64>) -> bool {
    match a {
        OpArg::Colon => key.push(0),
        OpArg::Lazy(u, l) => match &fr.lazy[*l as usize] {
            Some(r) => key.extend([1, r.base.to_bits(), r.inc.to_bits(), r.n as u64]),
            None => return num_key(fr, u.r, key),
        },
        OpArg::Val(u) => return num_key(fr, u.r, key),
        _ => return false,
    }
    true
}

/// A real double array of full form in register `r`.
fn full_array(fr: &Frame, r: u32) -> Option<&Rc<Tensor<f64>>> {
    match &fr.regs[r as usize] {
        Some(Value::Double(t)) if t.form == Form::Full => Some(t),
        _ => None,
    }
}

/// Whether `fuse::materialize` may compute the value in `u`'s array: the
/// register's last use, nothing else holding the array.
fn dying(u: Use, once: bool, t: &Rc<Tensor<f64>>) -> bool {
    u.mv && once && Rc::strong_count(t) == 1 && Rc::weak_count(t) == 0
}

/// The statement's key into `key`: false when an operand is not one a
/// tree is made of (the ops then run as they would).
fn key(fr: &Frame, x: &FuseStmt, key: &mut Vec<u64>) -> bool {
    let base = match &x.root {
        StmtRoot::Assign { base, args, .. } => {
            let Some(Value::Double(t)) = &fr.regs[base.r as usize] else {
                return false;
            };
            push_dims(key, &t.dims);
            if !args.iter().all(|a| arg_key(fr, a, key)) {
                return false;
            }
            Some(t)
        }
        StmtRoot::Value { .. } => None,
    };
    let alias = |t: &Rc<Tensor<f64>>| base.is_some_and(|b| Rc::ptr_eq(b, t)) as u64;
    let value_root = base.is_none();
    for l in x.leaves.iter() {
        match l {
            LeafSrc::Index { base: b, args } => {
                let Some(t) = full_array(fr, b.r).filter(|t| t.data.len() >= MIN_ELEMS) else {
                    return false;
                };
                key.push(10);
                push_dims(key, &t.dims);
                if !args.iter().all(|a| arg_key(fr, a, key)) {
                    return false;
                }
                key.push(alias(t));
            }
            LeafSrc::Reg { u, once } => {
                if let Some(Value::Num(v)) = fr.regs[u.r as usize] {
                    key.extend([11, v.to_bits()]);
                    continue;
                }
                let Some(t) = full_array(fr, u.r) else {
                    return false;
                };
                key.push(12);
                push_dims(key, &t.dims);
                key.extend([(value_root && dying(*u, *once, t)) as u64, alias(t)]);
            }
            LeafSrc::Range { start, step, stop } => {
                key.push(13);
                if !num_key(fr, *start, key)
                    || !step.is_none_or(|s| num_key(fr, s, key))
                    || !num_key(fr, *stop, key)
                {
                    return false;
                }
            }
        }
    }
    true
}

/// What the root made of the tree the ops built and computed with its
/// kept passes (`kept`): the statement keeps the key its op found when
/// every op of the tree fused.
pub fn confirm(
    fr: &mut Frame,
    id: u32,
    plan: u32,
    kept: bool,
    dims: Option<Dims>,
    dest: Option<Runs>,
) {
    let seq = fr.fused_seq;
    let st = &mut fr.stmts[id as usize];
    if !std::mem::take(&mut st.has_pending) || !kept || seq != st.expect {
        return;
    }
    let Some(p) = fr.plans.get(plan as usize).and_then(|s| s.kept()) else {
        return;
    };
    let st = &mut fr.stmts[id as usize];
    std::mem::swap(&mut st.key, &mut st.pending);
    st.plan = Some(p);
    st.dims = dims;
    st.dest = dest;
}

/// The leaves' arrays, in the tree's order, as the tree would hold them:
/// the assigned array's blocks and the value's own array are the target.
struct Held {
    arrays: [Option<Rc<Tensor<f64>>>; MAX_LEAVES],
    n: usize,
    /// A value root's array, taken from its register.
    dest: Option<Rc<Tensor<f64>>>,
}

impl Held {
    /// The leaves of `x` (whose value, for a value root, has `n` elements:
    /// its own array, if dying, is one of them).
    fn gather(fr: &mut Frame, x: &FuseStmt, n: usize) -> Option<Held> {
        let base = match &x.root {
            StmtRoot::Assign { base, .. } => match &fr.regs[base.r as usize] {
                Some(Value::Double(t)) => Some(t.clone()),
                _ => return None,
            },
            StmtRoot::Value { .. } => None,
        };
        let mut h = Held {
            arrays: Default::default(),
            n: 0,
            dest: None,
        };
        let mut dest_reg = None;
        for l in x.leaves.iter() {
            let arr = match l {
                LeafSrc::Index { base: b, .. } => full_array(fr, b.r)?,
                LeafSrc::Reg { u, once } => match &fr.regs[u.r as usize] {
                    Some(Value::Double(t)) => {
                        if base.is_none()
                            && dest_reg.is_none()
                            && t.data.len() == n
                            && dying(*u, *once, t)
                        {
                            dest_reg = Some(u.r);
                            h.push(None)?;
                            continue;
                        }
                        t
                    }
                    _ => continue,
                },
                LeafSrc::Range { .. } => continue,
            };
            if base.as_ref().is_some_and(|b| Rc::ptr_eq(b, arr)) {
                h.push(None)?;
            } else {
                let arr = arr.clone();
                h.push(Some(arr))?;
            }
        }
        drop(base);
        if let Some(r) = dest_reg {
            let Some(Value::Double(t)) = fr.regs[r as usize].take() else {
                unreachable!("checked above")
            };
            h.dest = Some(t);
        }
        Some(h)
    }

    fn push(&mut self, a: Option<Rc<Tensor<f64>>>) -> Option<()> {
        if self.n == MAX_LEAVES {
            return None;
        }
        self.arrays[self.n] = a;
        self.n += 1;
        Some(())
    }

    fn data(&self) -> ([LeafData<'_>; MAX_LEAVES], usize) {
        let mut d = [LeafData::Target; MAX_LEAVES];
        for (d, a) in d.iter_mut().zip(&self.arrays[..self.n]) {
            if let Some(t) = a {
                *d = LeafData::Array(&t.data);
            }
        }
        (d, self.n)
    }
}

impl Interp {
    /// `Op::FuseStmt`: the ops to skip when the statement ran whole.
    pub(crate) fn fuse_stmt(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        x: &FuseStmt,
    ) -> Option<usize> {
        if x.id == NO_STMT {
            return None;
        }
        let id = x.id as usize;
        if fr.stmts[id].misses >= MAX_MISSES || !scalar_ops(code, fr, &x.nops) {
            return None;
        }
        let mut k = std::mem::take(&mut fr.stmts[id].pending);
        k.clear();
        let ok = key(fr, x, &mut k);
        let st = &mut fr.stmts[id];
        if !ok || st.plan.is_none() || k != st.key {
            st.has_pending = ok;
            st.expect = fr.fused_seq + x.nt as u64;
            st.pending = k;
            st.misses += 1;
            return None;
        }
        st.pending = k;
        st.has_pending = false;
        let plan = st.plan.clone()?;
        let n = fr.stmts[id].dims.as_ref().map_or(0, |d| d.numel());
        let mut held = Held::gather(fr, x, n)?;
        fr.stmts[id].misses = 0;
        for &r in x.releases.iter() {
            fr.regs[r as usize] = None;
        }
        for &r in x.clears.iter() {
            fr.regs[r as usize] = None;
        }
        let dest = held.dest.take();
        let (data, n) = held.data();
        match &x.root {
            StmtRoot::Value { dst } => {
                let dims = fr.stmts[id].dims.clone().expect("kept with the plan");
                let v = value(&plan, &data[..n], dest, dims);
                self.stats.fused_passes += 1;
                fr.regs[*dst as usize] = Some(v);
            }
            StmtRoot::Assign {
                dst,
                base,
                args,
                cp,
            } => {
                let mut b = super::read_reg(&mut fr.regs, *base).expect("checked");
                self.own_base(code, x.root_pc as usize, *cp, base.mv, &mut b);
                let runs = fr.stmts[id].dest.as_ref().expect("kept with the plan");
                if let Value::Double(t) = &mut b {
                    let m = Rc::make_mut(t);
                    m.form = Form::Full;
                    run_kept(&plan, &data[..n], runs, in_place(&mut m.data));
                }
                self.stats.fused_passes += 1;
                self.stats.fused_in_place += 1;
                release_args(fr, args);
                fr.regs[*dst as usize] = Some(b);
            }
        }
        drop(held);
        self.stats.fused_whole += 1;
        Some(x.end as usize - pc)
    }
}

/// A value root's array: computed in its dying operand's array, else in
/// a new one.
fn value(plan: &Plan, data: &[LeafData], dest: Option<Rc<Tensor<f64>>>, dims: Dims) -> Value {
    let n = dims.numel();
    let whole = Runs::whole(n);
    if let Some(mut t) = dest {
        let m = Rc::get_mut(&mut t).expect("taken whole: the only owner");
        m.form = Form::Full;
        m.dims = dims;
        run_kept(plan, data, &whole, in_place(&mut m.data));
        return Value::Double(t);
    }
    let out = computed(n, |d| run_kept(plan, data, &whole, d));
    Value::Double(Rc::new(Tensor::new(dims, out)))
}
