//! The fuse ops of the dispatch loop on a frame (`Op::FuseIndex`,
//! `FuseBin`, `FuseUnary`, `FuseRange`, and the target of `FuseAssign`):
//! operands taken from the frame's registers and `fuse` slots, the blocks
//! subscripts name, lazy values left in the slots, and registers emptied
//! as the generic op's moves would. The trees themselves are `fuse`'s.

use std::rc::Rc;

use runtime::value::{Form, Tensor};
use runtime::{Dims, Value};

use super::Frame;
use crate::blockmove::{self, SelfMove};
use crate::code::{FuseRange, FuseUnary, OpArg, Unary, Use};
use crate::fuse::{
    map, materialize, sum, transposed, view, Gather, GatherSub, Lazy, Node, Operand, MIN_ELEMS,
};
use crate::rt::{self, Runs};
use crate::stats::Stats;

/// `a(args) = l` as a move within `a` (`blockmove`), when `l` is a block
/// of `a` itself.
pub fn self_move(fr: &Frame, l: &Lazy, a: &Rc<Tensor<f64>>, args: &[OpArg]) -> Option<SelfMove> {
    let Node::View(t, src) = &l.node else {
        return None;
    };
    if !Rc::ptr_eq(t, a) {
        return None;
    }
    let (dst, dims, grow) = match block(fr, a, args) {
        Some((runs, dims)) => (runs, dims, None),
        None if args.len() == 2 => {
            let (runs, dims, grow) = blockmove::grown_block(&a.dims, |k, e| match &args[k] {
                OpArg::Colon => Some((0, e)),
                x => arg_run(fr, x, usize::MAX / 4, false),
            })?;
            (runs, dims, Some(grow))
        }
        None => return None,
    };
    let all = matches!(args, [OpArg::Colon]);
    SelfMove::plan((src, &l.dims), (dst, &dims), grow, all)
}

/// Empties the register if this read is its last use, as the generic op's
/// move would have.
pub fn release(fr: &mut Frame, u: Use) {
    if u.mv {
        fr.regs[u.r as usize] = None;
    }
}

pub fn release_args(fr: &mut Frame, args: &[OpArg]) {
    for a in args {
        match a {
            OpArg::Val(u) | OpArg::Spread(u, _) | OpArg::Lazy(u, _) | OpArg::Copy(u) => {
                release(fr, *u)
            }
            OpArg::CopyUnlessFinal { u, .. } => release(fr, *u),
            OpArg::Colon => {}
        }
    }
}

/// The value a subscript reads (its register or lazy range), for a run.
fn arg_run(fr: &Frame, a: &OpArg, extent: usize, vector_only: bool) -> Option<(usize, usize)> {
    let v = match a {
        OpArg::Colon => return Some((0, extent)),
        OpArg::Lazy(u, l) => match &fr.lazy[*l as usize] {
            Some(r) => return rt::range_run(r, extent),
            None => fr.regs[u.r as usize].as_ref()?,
        },
        OpArg::Val(u) => fr.regs[u.r as usize].as_ref()?,
        _ => return None,
    };
    if vector_only {
        // A linear subscript's shape decides the result's unless both are vectors.
        if let Value::Double(t) = v {
            if t.dims.ndims() != 2 || (t.dims.rows() != 1 && t.dims.cols() != 1) {
                return None;
            }
        }
    }
    rt::run_of_value(v, extent)
}

/// The block `t(args)` when every subscript is a run within bounds: its
/// runs in `t` (merged) and the dims of `t(args)`.
pub fn block(fr: &Frame, t: &Tensor<f64>, args: &[OpArg]) -> Option<(Runs, Dims)> {
    if let [OpArg::Colon] = args {
        // `a(:)`: every element, as a column.
        let n = t.data.len();
        return Some((Runs::whole(n), Dims::rc(n, 1)));
    }
    if args.len() == 1 {
        // A linear subscript into a vector: the result keeps the vector's
        // orientation.
        let d = &t.dims;
        if d.ndims() != 2 || (d.rows() != 1 && d.cols() != 1) {
            return None;
        }
        let (s, len) = arg_run(fr, &args[0], t.data.len(), true)?;
        let dims = if d.cols() == 1 {
            Dims::rc(len, 1)
        } else {
            Dims::rc(1, len)
        };
        return Some((Runs::linear(s, len), dims));
    }
    let (runs, _) = rt::runs_by(&t.dims, args.len(), |k, e| arg_run(fr, &args[k], e, false))?;
    let dims = Dims::new(&runs.lens());
    Some((runs.merged(), dims))
}

/// `base(args)` as a lazy value: a real double array of full form, run
/// subscripts, `MIN_ELEMS` elements or more.
pub fn lazy_index(fr: &Frame, base: Use, args: &[OpArg]) -> Option<Lazy> {
    let Some(Value::Double(t)) = &fr.regs[base.r as usize] else {
        return None;
    };
    // Scalar subscripts (an element) are the common case to decline fast.
    let scalar = |a: &OpArg| matches!(a, OpArg::Val(u) if matches!(fr.regs[u.r as usize], Some(Value::Num(_))));
    if t.form != Form::Full || t.data.len() < MIN_ELEMS || args.iter().all(scalar) {
        return None;
    }
    let Some((runs, dims)) = block(fr, t, args) else {
        return gather(fr, t, args);
    };
    if dims.numel() < MIN_ELEMS {
        return None;
    }
    Some(view(t.clone(), runs, dims))
}

/// `t(rows, cols)` with an index vector among the two subscripts, each
/// checked whole and in bounds (else None: the generic op reports the
/// error), as a lazy gather of `MIN_ELEMS` elements or more.
fn gather(fr: &Frame, t: &Rc<Tensor<f64>>, args: &[OpArg]) -> Option<Lazy> {
    let [a0, a1] = args else {
        return None;
    };
    let sub = |a: &OpArg, extent: usize| {
        if let Some(r) = arg_run(fr, a, extent, false) {
            return Some(GatherSub::Run(r.0, r.1));
        }
        match a {
            OpArg::Val(u) => match &fr.regs[u.r as usize] {
                Some(Value::Double(x)) => GatherSub::of_index(x, extent),
                _ => None,
            },
            _ => None,
        }
    };
    let ext0 = t.dims.get(0);
    let ext1: usize = t.dims.iter().skip(1).product();
    let rows = sub(a0, ext0)?;
    let cols = sub(a1, ext1)?;
    let (nr, nc) = (rows.len(), cols.len());
    let n = nr * nc;
    if n < MIN_ELEMS || !runtime::alloc::room_for_doubles(n) {
        return None;
    }
    if let (GatherSub::Stretches(s), GatherSub::Run(c0, nc)) = (&rows, &cols) {
        if let Some(b) = s.blocks() {
            let runs = Runs::blocks(b, (*c0, *nc), ext0);
            return Some(view(t.clone(), runs, Dims::rc(nr, *nc)));
        }
    }
    let g = Gather {
        t: t.clone(),
        rows,
        cols,
        ext0,
        nr,
        n,
    };
    Some(Lazy {
        node: Node::Gather(Box::new(g)),
        dims: Dims::rc(nr, nc),
        n,
        made: false,
    })
}

/// Whether neither operand can make a tree (nothing lazy, no real double
/// array of `MIN_ELEMS` elements), told without touching reference counts.
pub fn small(fr: &Frame, a: Use, b: Use, a_slot: Option<u32>, b_slot: Option<u32>) -> bool {
    let lazy = |s: Option<u32>| s.is_some_and(|s| fr.fuse[s as usize].is_some());
    let small = |u: Use| match &fr.regs[u.r as usize] {
        Some(Value::Double(t)) => t.data.len() < MIN_ELEMS,
        _ => true,
    };
    !lazy(a_slot) && !lazy(b_slot) && small(a) && small(b)
}

/// A `FuseBin` whose operands are too small for a tree: its value, if it
/// has a slot, is not lazy there.
pub fn decline(fr: &mut Frame, slot: Option<u32>) {
    if let Some(s) = slot {
        fr.fuse[s as usize] = None;
    }
}

/// An operand of a fused operator: lazy in its slot, or its register's value.
pub fn operand(fr: &mut Frame, u: Use, slot: Option<u32>) -> Option<Operand> {
    if let Some(s) = slot {
        if let Some(l) = fr.fuse[s as usize].take() {
            return Some(Operand::Lazy(l));
        }
    }
    Operand::of_value(fr.regs[u.r as usize].as_ref()?)
}

/// Puts an operand taken from its slot back as the array it stands for,
/// in its register, for the generic op.
pub fn restore(fr: &mut Frame, u: Use, o: Option<Operand>) {
    if let Some(Operand::Lazy(l)) = o {
        fr.regs[u.r as usize] = Some(materialize(l, None));
    }
}

/// `FuseUnary`: a transpose, an elementwise function or a sum of a lazy
/// value (or of an array, for the first two); the ops to skip when done.
pub fn unary(fr: &mut Frame, x: &FuseUnary, stats: &mut Stats) -> Option<usize> {
    let a = operand(fr, x.a, x.a_slot)?;
    let l = match x.f {
        Unary::Transpose => transposed(a),
        Unary::Map(f) => map(f, a),
        Unary::Sum => match a {
            Operand::Lazy(l) => match sum(&l, fr.plans.get_mut(x.plan as usize)) {
                Some(v) => {
                    stats.fused_passes += 1;
                    release(fr, x.a);
                    fr.regs[x.dst as usize] = Some(Value::Num(v));
                    return Some(1 + x.skip as usize);
                }
                None => Err(Operand::Lazy(l)),
            },
            a => Err(a),
        },
    };
    match l {
        Ok(l) => {
            release(fr, x.a);
            match x.slot {
                Some(s) => {
                    fr.fuse[s as usize] = Some(l);
                    fr.regs[x.dst as usize] = None;
                    fr.fused_seq += 1;
                }
                None => {
                    stats.fused_passes += 1;
                    let v = materialize(l, fr.plans.get_mut(x.plan as usize));
                    fr.regs[x.dst as usize] = Some(v);
                }
            }
            Some(1 + x.skip as usize)
        }
        Err(a) => {
            restore(fr, x.a, Some(a));
            None
        }
    }
}

/// `FuseRange`: `start:step:stop` of double scalars kept as numbers, when
/// it has `MIN_ELEMS` elements or more; the ops to skip when it was.
pub fn range(fr: &mut Frame, x: &FuseRange) -> Option<usize> {
    let num = |u: Use| match fr.regs[u.r as usize] {
        Some(Value::Num(v)) => Some(v),
        _ => None,
    };
    let step = match x.step {
        Some(s) => num(s)?,
        None => 1.0,
    };
    let r = rt::lazy_range(num(x.start)?, step, num(x.stop)?)?;
    // A range that cannot be made is left to the generic op, which says so.
    if r.n < MIN_ELEMS || !runtime::alloc::room_for_doubles(r.n) {
        return None;
    }
    fr.fuse[x.slot as usize] = Some(Lazy {
        node: Node::Range(Box::new(r)),
        dims: Dims::rc(1, r.n),
        n: r.n,
        made: false,
    });
    release(fr, x.start);
    if let Some(s) = x.step {
        release(fr, s);
    }
    release(fr, x.stop);
    fr.regs[x.dst as usize] = None;
    fr.fused_seq += 1;
    Some(1 + x.skip as usize)
}
