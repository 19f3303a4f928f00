//! Checks a region: every value is defined before it is read, with the type
//! its reader expects, every exit names a resume point, and every way out
//! through one has the same version of each updated array.

use crate::{inst_type, Dest, Inst, Region, Term, Ty, V};

/// The first problem found, if any.
pub fn verify(r: &Region) -> Result<(), String> {
    let n = r.num_values as usize;
    let mut ty: Vec<Option<Ty>> = vec![None; n];
    for i in &r.inputs {
        let slot = ty.get_mut(i.v as usize).ok_or("input out of range")?;
        *slot = Some(i.ty);
        if (i.ty == Ty::Range) != i.lazy.is_some() {
            return Err(format!("input %{} and its lazy slot disagree", i.v));
        }
    }
    // Block parameters are defined on entry to their block; blocks are in
    // reverse postorder, so a value's definition is met before its reads.
    for b in &r.blocks {
        for (v, t) in &b.params {
            match ty.get(*v as usize) {
                Some(Some(old)) if old != t => return Err(format!("%{v} has two types")),
                Some(_) => ty[*v as usize] = Some(*t),
                None => return Err(format!("%{v} out of range")),
            }
        }
    }
    let exits = r.resumes.len() as u32;
    let want = |ty: &[Option<Ty>], v: V, t: Ty| -> Result<(), String> {
        match ty.get(v as usize).copied().flatten() {
            Some(x) if x == t => Ok(()),
            other => Err(format!("%{v} is {other:?}, expected {t:?}")),
        }
    };
    for b in &r.blocks {
        for i in &b.insts {
            let e = i.exit();
            if e.is_some_and(|e| e >= exits) {
                return Err(format!("%{} exits to no resume point", i.dst()));
            }
            match i {
                Inst::ToF64 { a, .. } | Inst::NotB { a, .. } => want(&ty, *a, Ty::Bool)?,
                Inst::ToC64 { a, .. } => want(&ty, *a, Ty::F64)?,
                Inst::Code { a, .. } => want(&ty, *a, Ty::Char)?,
                Inst::CNeg { a, .. } | Inst::CExp { a, .. } | Inst::CPart { a, .. } => {
                    want(&ty, *a, Ty::C64)?
                }
                Inst::CBin { op, a, b, .. } => {
                    if *op == crate::BinF::Div {
                        return Err("complex division is not an instruction".into());
                    }
                    want(&ty, *a, Ty::C64)?;
                    want(&ty, *b, Ty::C64)?;
                }
                Inst::Copy { a, .. } => {
                    if !matches!(
                        ty.get(*a as usize).copied().flatten(),
                        Some(Ty::F64 | Ty::Bool | Ty::C64 | Ty::Char)
                    ) {
                        return Err(format!("copy of %{a}, which is not a scalar"));
                    }
                }
                Inst::ForCount { range, .. } => want(&ty, *range, Ty::Range)?,
                Inst::Select { c, a, b, .. } => {
                    want(&ty, *c, Ty::Bool)?;
                    want(&ty, *a, Ty::F64)?;
                    want(&ty, *b, Ty::F64)?;
                }
                Inst::LogicB { a, b, .. } => {
                    want(&ty, *a, Ty::Bool)?;
                    want(&ty, *b, Ty::Bool)?;
                }
                Inst::Extent { arr, .. } => {
                    if !matches!(
                        ty.get(*arr as usize).copied().flatten(),
                        Some(Ty::Arr | Ty::Chars)
                    ) {
                        return Err(format!("extent of %{arr}, which is not an array"));
                    }
                }
                Inst::ForElem { arr, k, .. } | Inst::Prefetch { arr, k, .. } => {
                    want(&ty, *arr, Ty::Arr)?;
                    want(&ty, *k, Ty::F64)?;
                }
                Inst::ForItem { range, k, .. } => {
                    want(&ty, *range, Ty::Range)?;
                    want(&ty, *k, Ty::F64)?;
                }
                Inst::Load { arr, idx, .. } | Inst::Store { arr, idx, .. } => {
                    let chars = matches!(i, Inst::Load { .. })
                        && ty.get(*arr as usize).copied().flatten() == Some(Ty::Chars);
                    if !chars {
                        want(&ty, *arr, Ty::Arr)?;
                    }
                    if idx.is_empty() || idx.len() > 2 {
                        return Err("an access with other than one or two subscripts".into());
                    }
                    for s in idx {
                        want(&ty, *s, Ty::F64)?;
                    }
                    if let Inst::Store { x, dst, .. } = i {
                        want(&ty, *x, Ty::F64)?;
                        if r.chain_of(*dst).is_none() {
                            return Err(format!("store %{dst} belongs to no chain"));
                        }
                    }
                }
                other => {
                    for a in other.operands() {
                        want(&ty, a, Ty::F64)?;
                    }
                }
            }
            let d = i.dst() as usize;
            if d >= n {
                return Err(format!("%{d} out of range"));
            }
            ty[d] = Some(inst_type(i, &ty));
        }
        let check = |d: &Dest| -> Result<(), String> {
            match d {
                Dest::Exit(e) if *e >= exits => Err(format!("exit {e} has no resume point")),
                Dest::Exit(_) => Ok(()),
                Dest::Block(k, args) => {
                    let t = r.blocks.get(*k).ok_or("jump to no block")?;
                    if t.params.len() != args.len() {
                        return Err(format!("jump to bb{} with the wrong arity", t.mir));
                    }
                    for (a, (_, pt)) in args.iter().zip(&t.params) {
                        want(&ty, *a, *pt)?;
                    }
                    Ok(())
                }
            }
        };
        match &b.term {
            Term::Jump(d) => check(d)?,
            Term::Branch { cond, then_, else_ } => {
                want(&ty, *cond, Ty::Bool)?;
                check(then_)?;
                check(else_)?;
            }
        }
    }
    if r.resume_frame.len() != r.resumes.len()
        || r.resume_frame
            .iter()
            .flatten()
            .any(|fi| *fi as usize >= r.frames.len())
    {
        return Err("resume points and their frames do not match".into());
    }
    if r.live.len() != r.resumes.len() || r.live.iter().flatten().any(|k| *k >= r.defs.len()) {
        return Err("live values per resume point do not match".into());
    }
    if r.live_smalls.len() != r.resumes.len()
        || r.live_smalls.iter().flatten().any(|k| *k >= r.smalls.len())
        || r.leaves.iter().any(|k| *k as usize >= r.resumes.len())
    {
        return Err("small vectors or leaves per resume point do not match".into());
    }
    for sv in &r.smalls {
        if sv.elems.len() < 2
            || sv
                .elems
                .iter()
                .any(|d| r.defs.get(*d).map(|x| x.1) != Some(Ty::F64))
        {
            return Err(format!("small vector %{} is not made of doubles", sv.v));
        }
    }
    for (k, live) in r.live_smalls.iter().enumerate() {
        let elems_live = live
            .iter()
            .all(|s| r.smalls[*s].elems.iter().all(|d| r.live[k].contains(d)));
        if !elems_live {
            return Err(format!(
                "exit {k} writes back a small vector without its elements"
            ));
        }
    }
    for (a, _) in &r.widths {
        if !r.inputs.iter().any(|i| i.v == *a && i.ty == Ty::Arr) {
            return Err(format!(
                "%{a}, whose columns are counted, is no array input"
            ));
        }
    }
    for c in &r.chains {
        if !c.members.contains(&c.input) || !r.inputs.iter().any(|i| i.v == c.input) {
            return Err(format!(
                "chain of %{} is not entered through an input",
                c.input
            ));
        }
    }
    r.exit_versions()?;
    Ok(())
}
