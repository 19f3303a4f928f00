//! Preallocation hints: arrays grown inside a `for` loop whose final size is known before it.
//!
//! The shapes paper (§9) hoists the shape computations of a loop body out of
//! the loop, so the final size of an array that the loop grows is known
//! before the first iteration and the array can be allocated once. This
//! module finds the growth patterns whose hoisted shape computation is a
//! closed form of values available at the loop entry:
//!
//! - `x(i) = v` with `i` the loop variable of `for i = iter`: `x` ends with
//!   `max(numel(x), max(iter))` elements;
//! - `x(end+1) = v`: `numel(x) + count(iter)` elements;
//! - `A(:, j) = c` and `A(:, end+1) = c` on a matrix with a fixed number of
//!   rows: the same, counted in columns.
//!
//! Each growth appends at the end of the column-major data, so reserving the
//! final capacity at the loop entry makes every growth in the loop happen in
//! place. A hint only reserves capacity: it never changes a value, so a loop
//! that leaves early (or a guarded assignment) costs at most unused capacity.

use mir::ir::ValueId;
use mir::ir::{Arg, BlockId, Const, Function, IndexKind, InstId, InstKind, Target, Terminator};
use syntax::ast::BinOp;

/// Which part of the array grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Growth {
    /// Linear index into a vector (`x(i) = v`, `x(end+1) = v`).
    Elements,
    /// Whole columns of a matrix (`A(:, j) = c`, `A(:, end+1) = c`).
    Columns,
}

/// How many elements (or columns) the array reaches, from values available before the loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalSize {
    /// `max(current, largest value of the iterated value)`: indexing by the loop variable.
    MaxOfIter(ValueId),
    /// `current + count`: one append per iteration, `count` the `ForCount` value.
    PlusCount(ValueId),
}

/// Reserve room for array `array` (a parameter of `header`) when the loop is
/// entered (`counter`, the loop's iteration counter, is 0 then).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub header: BlockId,
    pub counter: ValueId,
    pub array: ValueId,
    pub growth: Growth,
    pub size: FinalSize,
    /// The indexed assignment that grows the array.
    pub inst: InstId,
}

/// The preallocation hints of one function (SSA form), in block order.
pub fn hints(f: &Function) -> Vec<Hint> {
    if !f.is_ssa {
        return Vec::new();
    }
    let nv = f.num_values as usize;
    let mut def: Vec<Option<InstId>> = vec![None; nv];
    for (i, inst) in f.insts.iter().enumerate() {
        for r in &inst.results {
            if r.index() < nv {
                def[r.index()] = Some(InstId(i as u32));
            }
        }
    }
    let kind_of = |v: ValueId| {
        def.get(v.index())
            .copied()
            .flatten()
            .map(|i| &f.inst(i).kind)
    };
    let mut out = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        let header = BlockId(bi as u32);
        // The `for` header: `br (k < n), body, exit` with `k` a parameter and `n = for_count iter`.
        let Terminator::Branch { cond, then_, .. } = &b.term else {
            continue;
        };
        let Some(InstKind::Binary(BinOp::Lt, k, n)) = kind_of(*cond) else {
            continue;
        };
        let (k, n) = (*k, *n);
        if !b.params.contains(&k) {
            continue;
        }
        let Some(InstKind::ForCount(iter)) = kind_of(n) else {
            continue;
        };
        let iter = *iter;
        // The loop variable: `for_item iter, k` in the body's first block.
        let item = f.block(then_.block).insts.iter().find_map(|&i| {
            let inst = f.inst(i);
            match inst.kind {
                InstKind::ForItem { iter: it, k: kk } if it == iter && kk == k => {
                    inst.results.first().copied()
                }
                _ => None,
            }
        });
        // Jumps into the header, to see which value flows back into each parameter.
        let incoming = jumps_to(f, header);
        for (pi, &p) in b.params.iter().enumerate() {
            if p == k {
                continue;
            }
            for (ii, inst) in f.insts.iter().enumerate() {
                let InstKind::IndexAssign {
                    base,
                    kind: IndexKind::Paren,
                    args,
                    ..
                } = &inst.kind
                else {
                    continue;
                };
                let Some(&r) = inst.results.first() else {
                    continue;
                };
                if *base != p || !incoming.iter().any(|t| t.args.get(pi) == Some(&r)) {
                    continue;
                }
                let is_item = |v: ValueId| Some(v) == item;
                // `end + 1` on dimension `dim` of `count` of the growing array.
                let is_end_plus_one = |v: ValueId, dim: u32, count: u32| match kind_of(v) {
                    Some(InstKind::Binary(BinOp::Add, a, c)) => {
                        let end = matches!(kind_of(*a), Some(InstKind::End { base, dim: d, count: cn })
                            if *base == p && *d == dim && *cn == count);
                        let one = matches!(kind_of(*c), Some(InstKind::Const(Const::Num(x))) if *x == 1.0);
                        end && one
                    }
                    _ => false,
                };
                let (growth, size) = match args.as_slice() {
                    [Arg::Value(i)] if is_item(*i) => {
                        (Growth::Elements, FinalSize::MaxOfIter(iter))
                    }
                    [Arg::Value(i)] if is_end_plus_one(*i, 0, 1) => {
                        (Growth::Elements, FinalSize::PlusCount(n))
                    }
                    [Arg::Colon, Arg::Value(j)] if is_item(*j) => {
                        (Growth::Columns, FinalSize::MaxOfIter(iter))
                    }
                    [Arg::Colon, Arg::Value(j)] if is_end_plus_one(*j, 1, 2) => {
                        (Growth::Columns, FinalSize::PlusCount(n))
                    }
                    _ => continue,
                };
                out.push(Hint {
                    header,
                    counter: k,
                    array: p,
                    growth,
                    size,
                    inst: InstId(ii as u32),
                });
                break;
            }
        }
    }
    out
}

/// Every jump target (with its arguments) that enters block `b`.
fn jumps_to(f: &Function, b: BlockId) -> Vec<&Target> {
    let mut out = Vec::new();
    for blk in &f.blocks {
        match &blk.term {
            Terminator::Jump(t) if t.block == b => out.push(t),
            Terminator::Branch { then_, else_, .. } => {
                if then_.block == b {
                    out.push(then_);
                }
                if else_.block == b {
                    out.push(else_);
                }
            }
            _ => {}
        }
    }
    out
}
