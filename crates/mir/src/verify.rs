//! The MIR verifier: checks every structural and SSA invariant of a function.

use crate::cfg::{predecessors, DomTree};
use crate::ir::*;

/// Checks `f`; the error names the first broken invariant and where.
pub fn verify(f: &Function) -> Result<(), String> {
    let nb = f.blocks.len();
    if nb == 0 {
        return Err("function has no blocks".into());
    }
    if f.entry.index() >= nb {
        return Err(format!("entry {} out of range", f.entry));
    }
    if f.value_names.len() != f.num_values as usize {
        return Err(format!(
            "value_names has {} entries for {} values",
            f.value_names.len(),
            f.num_values
        ));
    }
    let nv = f.num_values as usize;
    // Where each value is defined: (block, position) with position usize::MAX for params.
    let mut def: Vec<Option<(BlockId, usize)>> = vec![None; nv];
    let mut inst_owner = vec![false; f.insts.len()];
    // Messages are formatted only on failure: the verifier runs on every
    // function the loader hands out, and eager formatting was most of its time.
    let check_val = |v: ValueId, what: &dyn Fn() -> String| -> Result<(), String> {
        if v.index() >= nv {
            Err(format!("{}: value {v} out of range", what()))
        } else {
            Ok(())
        }
    };
    for (b, blk) in f.blocks.iter().enumerate() {
        let bid = BlockId(b as u32);
        for &p in &blk.params {
            check_val(p, &|| format!("param of {bid}"))?;
            if def[p.index()].is_some() {
                return Err(format!("{p} defined twice (param of {bid})"));
            }
            def[p.index()] = Some((bid, usize::MAX));
        }
        for (pos, &i) in blk.insts.iter().enumerate() {
            if i.index() >= f.insts.len() {
                return Err(format!("{bid}: instruction {i} out of range"));
            }
            if inst_owner[i.index()] {
                return Err(format!("instruction {i} in two places"));
            }
            inst_owner[i.index()] = true;
            for &r in &f.inst(i).results {
                check_val(r, &|| format!("result of {i}"))?;
                if def[r.index()].is_some() {
                    return Err(format!("{r} defined twice (result of {i} in {bid})"));
                }
                def[r.index()] = Some((bid, pos));
            }
            if let InstKind::PushHandler { handler } = f.inst(i).kind {
                if pos + 1 != blk.insts.len() {
                    return Err(format!(
                        "{bid}: PushHandler {i} is not the last instruction"
                    ));
                }
                if handler.index() >= nb {
                    return Err(format!("{bid}: handler {handler} out of range"));
                }
                if f.block(handler).params.len() != 1 {
                    return Err(format!("handler {handler} must have exactly one parameter"));
                }
            }
            check_kind(f, i)?;
        }
    }
    let dom = DomTree::compute(f);
    let preds = predecessors(f);
    for (b, blk) in f.blocks.iter().enumerate() {
        let bid = BlockId(b as u32);
        if dom.rpo_index[b] == usize::MAX {
            return Err(format!("{bid} is unreachable"));
        }
        for t in blk.term.targets() {
            if t.block.index() >= nb {
                return Err(format!("{bid}: target {} out of range", t.block));
            }
            if t.block == f.entry {
                return Err(format!("{bid}: jumps to the entry block"));
            }
            let want = f.block(t.block).params.len();
            if t.args.len() != want {
                return Err(format!(
                    "{bid}: jump to {} passes {} arguments for {} parameters",
                    t.block,
                    t.args.len(),
                    want
                ));
            }
        }
        match &blk.term {
            Terminator::Unreachable => return Err(format!("{bid} has no terminator")),
            Terminator::Return(vals) if vals.len() != f.output_names.len() => {
                return Err(format!(
                    "{bid}: returns {} values for {} outputs",
                    vals.len(),
                    f.output_names.len()
                ));
            }
            _ => {}
        }
        // A handler is entered only from its PushHandler.
        let is_handler = preds[b]
            .iter()
            .any(|&p| crate::cfg::handler_of(f, p) == Some(bid));
        if is_handler && preds[b].len() != 1 {
            return Err(format!("handler {bid} has {} predecessors", preds[b].len()));
        }
        if is_handler
            && preds[b]
                .iter()
                .any(|&p| f.block(p).term.targets().iter().any(|t| t.block == bid))
        {
            return Err(format!("handler {bid} is also a jump target"));
        }
    }
    if f.block(f.entry).params.len() != f.param_names.len() {
        return Err(format!(
            "entry has {} parameters for {} inputs",
            f.block(f.entry).params.len(),
            f.param_names.len()
        ));
    }
    // Every use is dominated by its definition.
    let uses_ok =
        |v: ValueId, b: BlockId, pos: usize, what: &dyn Fn() -> String| -> Result<(), String> {
            check_val(v, what)?;
            match def[v.index()] {
                None => Err(format!("{}: {v} is used but never defined", what())),
                Some((db, dpos)) => {
                    let ok = if db == b {
                        dpos == usize::MAX || dpos < pos
                    } else {
                        dom.dominates(db, b)
                    };
                    if ok {
                        Ok(())
                    } else {
                        Err(format!(
                            "{}: use of {v} in {b} is not dominated by its definition in {db}",
                            what()
                        ))
                    }
                }
            }
        };
    for (b, blk) in f.blocks.iter().enumerate() {
        let bid = BlockId(b as u32);
        for (pos, &i) in blk.insts.iter().enumerate() {
            for v in f.inst(i).kind.operands() {
                uses_ok(v, bid, pos, &|| format!("{i} in {bid}"))?;
            }
        }
        for v in blk.term.operands() {
            uses_ok(v, bid, usize::MAX - 1, &|| format!("terminator of {bid}"))?;
        }
    }
    Ok(())
}

fn check_kind(f: &Function, i: InstId) -> Result<(), String> {
    let inst = f.inst(i);
    let nvars = f.vars.len();
    let var_ok = |v: VarId| {
        if v.index() < nvars {
            Ok(())
        } else {
            Err(format!("{i}: variable {v} out of range"))
        }
    };
    let want = |n: usize| {
        if inst.results.len() == n {
            Ok(())
        } else {
            Err(format!(
                "{i}: has {} results, expected {n}",
                inst.results.len()
            ))
        }
    };
    match &inst.kind {
        InstKind::ReadVar(v) | InstKind::Undef(v) => {
            var_ok(*v)?;
            want(1)
        }
        InstKind::WriteVar(v, _)
        | InstKind::DeclareGlobal(v, _)
        | InstKind::DeclarePersistent(v, _) => {
            var_ok(*v)?;
            want(0)
        }
        InstKind::Display { .. }
        | InstKind::Require(_)
        | InstKind::PushHandler { .. }
        | InstKind::PopHandler => want(0),
        InstKind::Call { stmt: true, .. } => want(1),
        InstKind::Call { .. }
        | InstKind::Index { .. }
        | InstKind::Field { .. }
        | InstKind::DynField { .. }
        | InstKind::Eval { .. } => Ok(()),
        InstKind::End { dim, count, .. } => {
            if dim >= count {
                return Err(format!("{i}: end position {dim} of {count}"));
            }
            want(1)
        }
        _ => want(1),
    }
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

    const SRC: &str = "function s = f(n)\ns = 0;\nfor i = 1:n\n  s = s + i;\nend\n";

    #[test]
    fn lowered_function_verifies() {
        assert_eq!(verify(&lower(SRC)), Ok(()));
    }

    #[test]
    fn wrong_jump_arity_is_caught() {
        let mut f = lower(SRC);
        let b = f
            .blocks
            .iter()
            .position(|b| matches!(&b.term, Terminator::Jump(t) if !t.args.is_empty()))
            .unwrap();
        if let Terminator::Jump(t) = &mut f.blocks[b].term {
            t.args.pop();
        }
        assert!(verify(&f).unwrap_err().contains("arguments"));
    }

    #[test]
    fn use_not_dominated_by_def_is_caught() {
        let mut f = lower(SRC);
        // Use the loop body's sum in the entry block's return path instead.
        let body_val = f
            .insts
            .iter()
            .find(|i| matches!(i.kind, InstKind::Binary(syntax::ast::BinOp::Add, ..)))
            .unwrap()
            .results[0];
        let ret = f
            .blocks
            .iter()
            .position(|b| matches!(b.term, Terminator::Return(_)))
            .unwrap();
        f.blocks[ret].term = Terminator::Return(vec![Some(body_val)]);
        let e = verify(&f).unwrap_err();
        assert!(e.contains("not dominated"), "{e}");
    }

    #[test]
    fn double_definition_is_caught() {
        let mut f = lower(SRC);
        let i = f.blocks[0].insts[0];
        f.blocks[0].insts.push(i);
        assert!(verify(&f).is_err());
    }
}
