//! A fused statement's op (`Op::FuseStmt`) read off the ops from it to
//! its root: the statement's leaves, its root, and the registers run
//! whole releases and clears (`interp::fuse_stmt` runs it).

use super::{FuseStmt, LeafSrc, Op, OpArg, StmtRoot, Unary, Use, NO_STMT};

/// The op before a statement not run whole.
pub fn disabled() -> FuseStmt {
    FuseStmt {
        id: NO_STMT,
        end: 0,
        root_pc: 0,
        nops: Box::new([]),
        leaves: Box::new([]),
        nt: 0,
        root: StmtRoot::Value { dst: 0 },
        releases: Box::new([]),
        clears: Box::new([]),
    }
}

/// The statement whose op is at `s_pc` and whose root's op is at `r_pc`,
/// when every op between them is one of the tree's (with its fast paths
/// and generic op), a range kept as numbers or a double-scalar operator
/// (with its generic op); `id` is left for the caller.
pub fn describe(ops: &[Op], s_pc: usize, r_pc: usize) -> Option<FuseStmt> {
    let mut d = Describe {
        ops,
        producer: Vec::new(),
        used: 0,
        leaves: Vec::new(),
        releases: Vec::new(),
        clears: Vec::new(),
    };
    let mut nops = Vec::new();
    let mut pc = s_pc + 1;
    while pc < r_pc {
        let (slot, skip) = match &ops[pc] {
            Op::FuseIndex(x) => (Some(x.slot), x.skip),
            Op::FuseBin(x) => (x.slot, x.skip),
            Op::FuseUnary(x) if x.f != Unary::Sum => (x.slot, x.skip),
            Op::FuseRange(x) => (Some(x.slot), x.skip),
            Op::Range { lazy: Some(_), .. } => {
                nops.push(pc as u32);
                pc += 1;
                continue;
            }
            Op::AddS { .. } | Op::SubS { .. } | Op::MulS { .. } | Op::DivS { .. }
                if matches!(ops.get(pc + 1), Some(Op::Binary { .. })) =>
            {
                nops.push(pc as u32);
                pc += 2;
                continue;
            }
            _ => return None,
        };
        d.producer.push((slot?, pc));
        pc += 1 + skip as usize;
    }
    if pc != r_pc {
        return None;
    }
    let (end, root) = match &ops[r_pc] {
        Op::FuseBin(x) if x.slot.is_none() => {
            d.side(x.a, x.a_slot)?;
            d.side(x.b, x.b_slot)?;
            d.release(x.a);
            d.release(x.b);
            (x.skip, StmtRoot::Value { dst: x.dst })
        }
        Op::FuseAssign(x) => {
            d.side(x.value, Some(x.v_slot))?;
            let root = StmtRoot::Assign {
                dst: x.dst,
                base: x.base,
                args: x.args.clone(),
                cp: x.cp,
            };
            (x.skip, root)
        }
        _ => return None,
    };
    if d.used != d.producer.len() {
        return None;
    }
    // Whether a register read whole is read by no other leaf.
    let regs: Vec<u32> = d
        .leaves
        .iter()
        .filter_map(|l| match l {
            LeafSrc::Index { base, .. } => Some(base.r),
            LeafSrc::Reg { u, .. } => Some(u.r),
            LeafSrc::Range { .. } => None,
        })
        .collect();
    for l in &mut d.leaves {
        if let LeafSrc::Reg { u, once } = l {
            *once = regs.iter().filter(|&&r| r == u.r).count() == 1;
        }
    }
    Some(FuseStmt {
        id: NO_STMT,
        end: (r_pc + 1 + end as usize) as u32,
        root_pc: r_pc as u32,
        nops: nops.into(),
        nt: d.producer.len() as u32,
        leaves: d.leaves.into(),
        root,
        releases: d.releases.into(),
        clears: d.clears.into(),
    })
}

struct Describe<'o> {
    ops: &'o [Op],
    /// (slot, op) of each lazy value made between the statement's op and the root.
    producer: Vec<(u32, usize)>,
    used: usize,
    leaves: Vec<LeafSrc>,
    releases: Vec<u32>,
    clears: Vec<u32>,
}

impl Describe<'_> {
    fn release(&mut self, u: Use) {
        if u.mv {
            self.releases.push(u.r);
        }
    }

    fn release_args(&mut self, args: &[OpArg]) {
        for a in args {
            match a {
                OpArg::Val(u) | OpArg::Spread(u, _) | OpArg::Lazy(u, _) | OpArg::Copy(u) => {
                    self.release(*u)
                }
                OpArg::CopyUnlessFinal { u, .. } => self.release(*u),
                OpArg::Colon => {}
            }
        }
    }

    /// An operand: the lazy value of its slot (made by one of the tree's
    /// ops), or its register.
    fn side(&mut self, u: Use, slot: Option<u32>) -> Option<()> {
        let Some(s) = slot else {
            self.leaves.push(LeafSrc::Reg { u, once: false });
            return Some(());
        };
        let &(_, pc) = self.producer.iter().find(|p| p.0 == s)?;
        self.used += 1;
        match &self.ops[pc] {
            Op::FuseIndex(x) => {
                self.leaves.push(LeafSrc::Index {
                    base: x.base,
                    args: x.args.clone(),
                });
                self.release(x.base);
                self.release_args(&x.args);
                self.clears.push(x.dst);
            }
            Op::FuseBin(x) => {
                self.side(x.a, x.a_slot)?;
                self.side(x.b, x.b_slot)?;
                self.release(x.a);
                self.release(x.b);
                self.clears.push(x.dst);
            }
            Op::FuseUnary(x) => {
                self.side(x.a, x.a_slot)?;
                self.release(x.a);
                self.clears.push(x.dst);
            }
            Op::FuseRange(x) => {
                self.leaves.push(LeafSrc::Range {
                    start: x.start.r,
                    step: x.step.map(|s| s.r),
                    stop: x.stop.r,
                });
                self.release(x.start);
                if let Some(s) = x.step {
                    self.release(s);
                }
                self.release(x.stop);
                self.clears.push(x.dst);
            }
            _ => return None,
        }
        Some(())
    }
}
