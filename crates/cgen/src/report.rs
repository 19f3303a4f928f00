//! The GCTD paper's Table 2 row of one compiled function, from the
//! buffers the C actually declares (not from the analysis alone):
//! variables, arrays subsumed in another's buffer (static/dynamic size),
//! and the bytes the static buffers save over one buffer per array.

use mir::ir::Function;

use crate::layout::{BufKind, Layout, Storage};
use crate::repr::Repr;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Row {
    /// Values the function defines (parameters and results).
    pub values: usize,
    /// Arrays with a buffer of the function.
    pub arrays: usize,
    pub stack_buffers: usize,
    pub heap_buffers: usize,
    /// Arrays sharing a buffer of constant size with another (the paper's s).
    pub static_subsumed: usize,
    /// Arrays sharing a growable buffer with another (the paper's d).
    pub dynamic_subsumed: usize,
    /// Bytes the stack buffers save: their members' sizes less theirs.
    pub bytes_saved: u64,
    /// Bytes of the stack buffers.
    pub stack_bytes: u64,
}

impl Row {
    pub fn add(&mut self, o: &Row) {
        self.values += o.values;
        self.arrays += o.arrays;
        self.stack_buffers += o.stack_buffers;
        self.heap_buffers += o.heap_buffers;
        self.static_subsumed += o.static_subsumed;
        self.dynamic_subsumed += o.dynamic_subsumed;
        self.bytes_saved += o.bytes_saved;
        self.stack_bytes += o.stack_bytes;
    }
}

pub fn row(f: &Function, repr: &[Repr], lay: &Layout) -> Row {
    let mut r = Row {
        values: lay.plan.defined.len(),
        ..Row::default()
    };
    let _ = f;
    for b in &lay.bufs {
        let members = b
            .members
            .iter()
            .filter(|m| matches!(lay.storage[m.index()], Storage::Buf(_)))
            .count();
        r.arrays += members;
        let extra = members.saturating_sub(1);
        match b.kind {
            BufKind::Stack { elems } => {
                r.stack_buffers += 1;
                r.static_subsumed += extra;
                let own = elems * b.elem.bytes();
                r.stack_bytes += own;
                let sum: u64 = b
                    .members
                    .iter()
                    .map(|m| repr[m.index()].static_bytes().unwrap_or(own))
                    .sum();
                r.bytes_saved += sum.saturating_sub(own);
            }
            BufKind::Heap => {
                r.heap_buffers += 1;
                r.dynamic_subsumed += extra;
            }
            BufKind::Out { .. } => {
                let fixed = b
                    .members
                    .iter()
                    .all(|m| repr[m.index()].static_bytes().is_some());
                if fixed {
                    r.static_subsumed += extra;
                    let sizes: Vec<u64> = b
                        .members
                        .iter()
                        .filter_map(|m| repr[m.index()].static_bytes())
                        .collect();
                    let max = sizes.iter().copied().max().unwrap_or(0);
                    r.bytes_saved += sizes.iter().sum::<u64>().saturating_sub(max);
                } else {
                    r.dynamic_subsumed += extra;
                }
            }
        }
    }
    r
}
