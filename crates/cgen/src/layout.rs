//! Where each array lives: GCTD's groups made C buffers, and how arrays
//! cross calls.
//!
//! `analysis::storage` colors the interference graph and decomposes each
//! color class into groups (§2-3 of the GCTD paper). Each group holding
//! arrays becomes one buffer: a stack array when its size is a
//! compile-time constant (the largest member's), else one heap block that
//! is grown to each member's need and freed when the function returns.
//! Values that cannot share (a parameter's storage belongs to the caller;
//! a constant's is static data) are kept out of every group.
//!
//! Calls: an input array is passed as a pointer the callee only reads. An
//! output array is computed in a buffer the caller passes (`mt_buf *`): a
//! group that holds an output and nothing of the callee's inputs is laid
//! in it directly; a group that also holds an input is that input updated
//! in place (`f = seidel(f, ...)`): the caller passes the input's buffer,
//! which becomes the output's, so the caller's plan may put the call's
//! result and that argument in one group (the paper's §2.3 operator
//! semantics for a user call, from the callee's own plan). Copies are
//! where the interference graph puts them: an update whose base is still
//! live copies it into the result's buffer first, a `φ` not coalesced
//! with its argument copies on that edge (hoisted out of the loop, as the
//! copy analysis would place it), and an argument still live after an
//! in-place call is copied into the result's buffer before it.

use analysis::storage::{plan_with, Hooks, Size, StoragePlan};
use analysis::types::FuncTypes;
use mir::ir::{Const, Function, InstId, InstKind, Terminator, ValueId};

use crate::repr::{Elem, Repr};

/// What a callee needs of the buffer its caller passes for an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// At least this many bytes, never grown.
    Bytes(u64),
    /// A heap block the callee may grow.
    Heap,
}

/// How one requested output is returned.
#[derive(Clone, Debug, PartialEq)]
pub enum OutConv {
    Scalar(Elem),
    /// Computed in the caller's buffer; `io`: the parameter whose storage
    /// (passed in that buffer) it updates in place.
    Array {
        elem: Elem,
        io: Option<usize>,
        need: Need,
    },
}

/// An instance's calling convention, as its callers see it.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// One per requested output.
    pub outs: Vec<OutConv>,
}

impl Summary {
    /// The output updating parameter `j` in place, if any.
    pub fn io_of(&self, j: usize) -> Option<usize> {
        self.outs
            .iter()
            .position(|o| matches!(o, OutConv::Array { io: Some(p), .. } if *p == j))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufKind {
    /// `T B{n}[elems]` in the frame.
    Stack { elems: u64 },
    /// `mt_buf H{n}`, grown on demand, freed on return.
    Heap,
    /// The caller's buffer for output `k` (`mt_buf *o{k}`).
    Out { k: usize },
}

#[derive(Clone, Debug)]
pub struct Buf {
    pub kind: BufKind,
    pub elem: Elem,
    /// The arrays it holds, in definition order.
    pub members: Vec<ValueId>,
}

/// Where an array value's elements are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    None,
    Buf(usize),
    /// Static constant data (`K{v}`).
    Const,
    /// A parameter read where the caller keeps it (`p{j}`).
    Param(usize),
    /// The same elements as a value whose storage is never written (a
    /// parameter's, a constant's): `x(:)`, `double(x)`, `real(x)` of a
    /// real array, a copy, a vector's transpose read where they lie.
    Alias(ValueId),
}

pub struct Layout {
    pub plan: StoragePlan,
    pub bufs: Vec<Buf>,
    pub storage: Vec<Storage>,
    pub summary: Summary,
    /// Per requested output: the buffer laid in the caller's (exclusive or io).
    pub out_buf: Vec<Option<usize>>,
}

/// What `layout` needs to know of the function beyond its facts.
pub struct Input<'a> {
    pub f: &'a Function,
    pub types: &'a FuncTypes,
    pub repr: &'a [Repr],
    pub params: &'a [ValueId],
    /// Requested outputs.
    pub nout: usize,
    pub gctd: bool,
    pub recursive: bool,
    /// For a call of a user function: the callee's convention.
    pub callee: &'a dyn Fn(InstId) -> Option<Summary>,
    /// Reachable returns.
    pub returns: &'a [Vec<Option<ValueId>>],
}

fn is_const_array(f: &Function, def: Option<InstId>, repr: &Repr) -> bool {
    repr.is_array()
        && def.is_some_and(|i| {
            matches!(
                f.inst(i).kind,
                InstKind::Const(
                    Const::Char(_) | Const::Str(_) | Const::Matrix { .. } | Const::EmptyMatrix
                )
            )
        })
}

/// The buffers of one function.
pub fn layout(inp: &Input) -> Layout {
    let f = inp.f;
    let n = f.num_values as usize;
    let mut defs: Vec<Option<InstId>> = vec![None; n];
    for b in &f.blocks {
        for &i in &b.insts {
            for &r in &f.inst(i).results {
                defs[r.index()] = Some(i);
            }
        }
    }
    let consts: Vec<ValueId> = (0..n)
        .map(|v| ValueId(v as u32))
        .filter(|v| is_const_array(f, defs[v.index()], &inp.repr[v.index()]))
        .collect();
    let array_params: Vec<(usize, ValueId)> = inp
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| inp.repr[p.index()].is_array())
        .map(|(j, &p)| (j, p))
        .collect();
    // Results a callee computes in an argument's storage.
    let call_in_place = |i: InstId, r: ValueId, x: ValueId| -> bool {
        let inst = f.inst(i);
        let InstKind::Call { args, .. } = &inst.kind else {
            return false;
        };
        let Some(s) = (inp.callee)(i) else {
            return false;
        };
        let Some(k) = inst.results.iter().position(|&q| q == r) else {
            return false;
        };
        let Some(OutConv::Array { io: Some(j), .. }) = s.outs.get(k) else {
            return false;
        };
        let uses = args
            .iter()
            .filter(|a| matches!(a, mir::ir::Arg::Value(v) if *v == x))
            .count();
        matches!(args.get(*j), Some(mir::ir::Arg::Value(v)) if *v == x) && uses == 1
    };
    let var_of = |v: ValueId| -> u64 {
        match f.value_names.get(v.index()).copied().flatten() {
            Some(var) => var.0 as u64,
            None => (1u64 << 40) + v.0 as u64,
        }
    };
    let mut isolated: Vec<ValueId> = consts.clone();
    if inp.recursive {
        isolated.extend(array_params.iter().map(|&(_, p)| p));
    }
    let returned = |k: usize| -> Vec<ValueId> {
        inp.returns
            .iter()
            .filter_map(|r| r.get(k).copied().flatten())
            .collect()
    };
    loop {
        let hooks = Hooks {
            isolated: isolated.clone(),
            call_in_place: Some(&call_in_place),
            partition: if inp.gctd { None } else { Some(&var_of) },
        };
        let plan = plan_with(f, Some(inp.types), &hooks);
        // A parameter sharing its group must be updated in place for an output.
        let mut changed = false;
        for &(_, p) in &array_params {
            if isolated.contains(&p) {
                continue;
            }
            let g = plan.group_of(p);
            let shares = g.is_some_and(|g| g.members.iter().any(|&m| m != p));
            if shares && io_output(&plan, p, inp, &returned).is_none() {
                isolated.push(p);
                changed = true;
            }
        }
        if changed {
            continue;
        }
        match finish(plan, inp, &defs, &consts, &array_params, &returned) {
            Ok(l) => return l,
            Err(p) => isolated.push(p),
        }
    }
}

/// The output whose returned values all share parameter `p`'s group (and
/// no other output's), so that `p` may be updated in place for it.
fn io_output(
    plan: &StoragePlan,
    p: ValueId,
    inp: &Input,
    returned: &dyn Fn(usize) -> Vec<ValueId>,
) -> Option<usize> {
    let g = plan.group.get(p.index()).copied().flatten()?;
    let in_g = |v: &ValueId| plan.group.get(v.index()).copied().flatten() == Some(g);
    let mut found = None;
    for k in 0..inp.nout {
        let r = returned(k);
        if r.is_empty() {
            continue;
        }
        if r.iter().all(in_g) && inp.repr[r[0].index()].is_array() {
            if found.is_some() {
                return None;
            }
            found = Some(k);
        } else if r.iter().any(in_g) {
            return None;
        }
    }
    found
}

fn finish(
    plan: StoragePlan,
    inp: &Input,
    defs: &[Option<InstId>],
    consts: &[ValueId],
    array_params: &[(usize, ValueId)],
    returned: &dyn Fn(usize) -> Vec<ValueId>,
) -> Result<Layout, ValueId> {
    let f = inp.f;
    let n = f.num_values as usize;
    let mut storage = vec![Storage::None; n];
    let mut bufs: Vec<Buf> = Vec::new();
    let mut buf_of_group: Vec<Option<usize>> = vec![None; plan.groups.len()];
    // A growable block serves every symbolic group of its color (members
    // of one color are never live together, and each definition grows the
    // block to its need): the φ-coalesced versions of one variable stay in
    // one block even where §3's partial order cannot prove their sizes ordered.
    let mut heap_of_color: std::collections::HashMap<(u32, Elem), usize> =
        std::collections::HashMap::new();
    for &c in consts {
        storage[c.index()] = Storage::Const;
    }
    let io: Vec<(usize, ValueId, Option<usize>)> = array_params
        .iter()
        .map(|&(j, p)| {
            let shares = plan
                .group_of(p)
                .is_some_and(|g| g.members.iter().any(|&m| m != p));
            let k = if shares && !inp.recursive {
                io_output(&plan, p, inp, returned)
            } else {
                None
            };
            (j, p, k)
        })
        .collect();
    for &(j, p, k) in &io {
        if k.is_none() {
            storage[p.index()] = Storage::Param(j);
        }
    }
    for v in 0..n {
        let v = ValueId(v as u32);
        if storage[v.index()] != Storage::None || !inp.repr[v.index()].is_array() {
            continue;
        }
        if defs[v.index()].is_none() && !is_block_param(f, v) {
            continue;
        }
        let Some(g) = plan.group.get(v.index()).copied().flatten() else {
            continue;
        };
        let b = match buf_of_group[g as usize] {
            Some(b) => b,
            None => {
                let group = &plan.groups[g as usize];
                let elem = inp.repr[v.index()].elem().expect("array");
                let shared = match group.size {
                    Size::Symbolic => heap_of_color.get(&(group.color, elem)).copied(),
                    Size::Static(_) => None,
                };
                let b = match shared {
                    Some(b) => b,
                    None => {
                        let kind = match group.size {
                            Size::Static(bytes) => BufKind::Stack {
                                elems: bytes / elem.bytes(),
                            },
                            Size::Symbolic => BufKind::Heap,
                        };
                        bufs.push(Buf {
                            kind,
                            elem,
                            members: Vec::new(),
                        });
                        if kind == BufKind::Heap {
                            heap_of_color.insert((group.color, elem), bufs.len() - 1);
                        }
                        bufs.len() - 1
                    }
                };
                buf_of_group[g as usize] = Some(b);
                b
            }
        };
        bufs[b].members.push(v);
        storage[v.index()] = Storage::Buf(b);
    }
    // A group whose size the plan left static holds members of run-time
    // extents (a φ of static arguments): its size is the largest member's.
    for b in &mut bufs {
        if let BufKind::Stack { elems } = &mut b.kind {
            for &m in &b.members {
                if let Some(s) = inp.repr[m.index()].static_bytes() {
                    *elems = (*elems).max(s / b.elem.bytes());
                }
            }
        }
    }
    alias_read_only(f, inp, defs, &mut storage);
    // Outputs laid in the caller's buffer: in place of an input, or alone.
    let mut out_buf = vec![None; inp.nout];
    let mut outs = Vec::new();
    for (k, slot) in out_buf.iter_mut().enumerate() {
        let r = returned(k);
        let first = r.first().copied();
        let repr = first.map(|v| &inp.repr[v.index()]);
        let conv = match repr {
            Some(Repr::Scalar(e)) => OutConv::Scalar(*e),
            Some(Repr::Array { elem, .. }) => {
                let bs: Vec<Storage> = r.iter().map(|v| storage[v.index()]).collect();
                let one_buf = match bs[0] {
                    Storage::Buf(b) if bs.iter().all(|s| *s == bs[0]) => Some(b),
                    _ => None,
                };
                let io_param = io.iter().find(|(_, _, kk)| *kk == Some(k)).map(|x| x.0);
                let exclusive = one_buf.filter(|&b| {
                    !inp.recursive
                        && (0..inp.nout).all(|o| {
                            o == k
                                || !returned(o)
                                    .iter()
                                    .any(|v| storage[v.index()] == Storage::Buf(b))
                        })
                });
                match exclusive {
                    Some(b) => {
                        *slot = Some(b);
                        let need = match bufs[b].kind {
                            BufKind::Stack { elems } => Need::Bytes(elems * elem.bytes()),
                            _ => Need::Heap,
                        };
                        bufs[b].kind = BufKind::Out { k };
                        OutConv::Array {
                            elem: *elem,
                            io: io_param,
                            need,
                        }
                    }
                    None => OutConv::Array {
                        elem: *elem,
                        io: None,
                        need: if inp.recursive {
                            Need::Heap
                        } else {
                            let sizes: Vec<Option<u64>> = r
                                .iter()
                                .map(|v| inp.repr[v.index()].static_bytes())
                                .collect();
                            match sizes.iter().copied().collect::<Option<Vec<u64>>>() {
                                Some(s) => Need::Bytes(s.into_iter().max().unwrap_or(0)),
                                None => Need::Heap,
                            }
                        },
                    },
                }
            }
            // Never returned (every path errors), or not a value C holds.
            _ => OutConv::Scalar(Elem::F64),
        };
        outs.push(conv);
    }
    // An io parameter's storage must have become its output's buffer;
    // else it is kept apart and the plan made again.
    for &(_, p, k) in &io {
        if let Some(k) = k {
            if out_buf[k].is_none() {
                return Err(p);
            }
        }
    }
    Ok(Layout {
        plan,
        bufs,
        storage,
        summary: Summary { outs },
        out_buf,
    })
}

fn is_block_param(f: &Function, v: ValueId) -> bool {
    f.blocks.iter().any(|b| b.params.contains(&v))
}

/// The returned values of each reachable `return`.
pub fn returns(f: &Function, types: &FuncTypes) -> Vec<Vec<Option<ValueId>>> {
    f.blocks
        .iter()
        .enumerate()
        .filter(|(bi, _)| types.reachable(mir::ir::BlockId(*bi as u32)))
        .filter_map(|(_, b)| match &b.term {
            Terminator::Return(vs) => Some(vs.clone()),
            _ => None,
        })
        .collect()
}

/// Values that only re-read read-only storage (see `Storage::Alias`).
fn alias_read_only(f: &Function, inp: &Input, defs: &[Option<InstId>], storage: &mut [Storage]) {
    use mir::ir::{Arg, Callee, IndexKind};
    let read_only =
        |s: Storage| matches!(s, Storage::Param(_) | Storage::Const | Storage::Alias(_));
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..storage.len() {
            if let Storage::Alias(_) = storage[v] {
                continue;
            }
            let Some(i) = defs[v] else { continue };
            if !inp.repr[v].is_array() {
                continue;
            }
            let src = match &f.inst(i).kind {
                InstKind::Copy(x) => Some(*x),
                InstKind::Index {
                    base,
                    kind: IndexKind::Paren,
                    args,
                    ..
                } if matches!(args[..], [Arg::Colon]) => Some(*base),
                InstKind::Call {
                    callee: Callee::Builtin(n),
                    args,
                    ..
                } if matches!(n.as_str(), "double" | "real") && args.len() == 1 => match args[0] {
                    Arg::Value(x) => Some(x),
                    _ => None,
                },
                InstKind::Transpose { operand, .. } => {
                    let vector = matches!(&inp.repr[operand.index()], Repr::Array { dims, .. }
                        if dims.len() == 2 && (dims[0] == crate::repr::Ext::Const(1) || dims[1] == crate::repr::Ext::Const(1)));
                    vector.then_some(*operand)
                }
                _ => None,
            };
            let Some(x) = src else { continue };
            if inp.repr[x.index()].elem() == inp.repr[v].elem()
                && inp.repr[x.index()].elem() == Some(crate::repr::Elem::F64)
                && read_only(storage[x.index()])
            {
                storage[v] = Storage::Alias(x);
                changed = true;
            }
        }
    }
}
