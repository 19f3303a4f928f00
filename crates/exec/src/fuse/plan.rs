//! A root's passes kept from one evaluation to the next.
//!
//! A statement in a loop builds the same tree every iteration: the same
//! operators and constants over blocks of the same runs, only the arrays'
//! contents differ. Its passes and loop nest are made once and kept in
//! the root's slot with the tree's signature (every node's kind and
//! constants, every leaf's block, the destination's); a tree whose
//! signature matches runs them over its own leaves.

use std::cell::RefCell;
use std::mem::MaybeUninit;
use std::rc::Rc;

use super::nest::Nest;
use super::passes::{LeafData, Pass, Prog, Program};
use super::run::{self, Dest};
use super::{Kind, Node, Power};
use crate::rt::Runs;

/// Leaves a kept plan may have.
const MAX_LEAVES: usize = 16;

/// Trees whose signature changes this many times in a row (a scalar that
/// changes every iteration) are no longer kept.
const MAX_MISSES: u32 = 4;

/// A root's kept plan.
#[derive(Default)]
pub struct Slot {
    plan: Option<Rc<Plan>>,
    misses: u32,
}

impl Slot {
    /// The plan kept, for a statement run whole from its registers
    /// (`interp::fuse_stmt`): none when a leaf is a gather, whose elements
    /// are not an array in a register.
    pub fn kept(&self) -> Option<Rc<Plan>> {
        self.plan.clone().filter(|p| !p.gathers)
    }
}

pub struct Plan {
    sig: Vec<u64>,
    passes: Vec<Pass>,
    nbufs: usize,
    /// Per leaf of the passes: its place in the walk's order.
    walk_of: Vec<u16>,
    runs: Vec<Runs>,
    nest: Option<Nest>,
    /// A leaf is a gather.
    gathers: bool,
}

thread_local! {
    static SIG: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// The leaves of a tree in the walk's order.
struct Leaves<'a> {
    data: [LeafData<'a>; MAX_LEAVES],
    nodes: [*const Node; MAX_LEAVES],
    n: usize,
}

fn push_runs(sig: &mut Vec<u64>, r: &Runs) {
    sig.push(r.ndims() as u64);
    for k in 0..r.ndims() {
        let (s, l, st) = r.dim(k);
        sig.extend([s as u64, l as u64, st as u64]);
    }
}

fn kind_code(k: Kind) -> u64 {
    match k {
        Kind::Add => 0,
        Kind::Sub => 1,
        Kind::Mul => 2,
        Kind::Div => 3,
        Kind::LDiv => 4,
    }
}

/// Walks `node` depth first: its signature into `sig` and its leaves
/// into `lv` (false when there are too many).
fn walk<'a>(node: &'a Node, sig: &mut Vec<u64>, lv: &mut Leaves<'a>) -> bool {
    let leaf = |data: LeafData<'a>, lv: &mut Leaves<'a>| {
        if lv.n == MAX_LEAVES {
            return false;
        }
        lv.data[lv.n] = data;
        lv.nodes[lv.n] = node;
        lv.n += 1;
        true
    };
    match node {
        Node::Scalar(x) => sig.extend([1, x.to_bits()]),
        Node::Whole(t) => {
            sig.extend([2, t.data.len() as u64]);
            return leaf(LeafData::Array(&t.data), lv);
        }
        Node::View(t, r) => {
            sig.push(3);
            push_runs(sig, r);
            return leaf(LeafData::Array(&t.data), lv);
        }
        Node::Target(r) => {
            sig.push(4);
            push_runs(sig, r);
            return leaf(LeafData::Target, lv);
        }
        Node::Gather(g) => {
            // Its elements are read from the leaf each time: the passes
            // depend only on how many there are.
            sig.extend([21, g.n as u64]);
            return leaf(LeafData::Gather(g), lv);
        }
        Node::Range(r) => sig.extend([
            5,
            r.base.to_bits(),
            r.inc.to_bits(),
            r.n as u64,
            r.last.to_bits(),
            r.limit.to_bits(),
        ]),
        Node::Bin(k, ab) => {
            sig.push(6 + kind_code(*k));
            return walk(&ab.0, sig, lv) && walk(&ab.1, sig, lv);
        }
        Node::Pow(p, x) => {
            match p {
                Power::Square => sig.push(16),
                Power::Cube => sig.push(17),
                Power::Reciprocal => sig.push(18),
                Power::Pow(y) => sig.extend([19, y.to_bits()]),
            }
            return walk(x, sig, lv);
        }
        Node::Map(f, x) => {
            sig.extend([20, *f as u64]);
            return walk(x, sig, lv);
        }
    }
    true
}

/// Runs `plan` into the block `runs` of `dest`, the leaves' arrays given
/// in the walk's order.
pub fn run_kept(plan: &Plan, walk_data: &[LeafData], runs: &Runs, dest: &mut [MaybeUninit<f64>]) {
    run_plan(plan, walk_data, Dest::Block(dest, runs));
}

/// Runs `plan` into `dest`, the leaves' arrays given in the walk's order.
fn run_plan(plan: &Plan, walk_data: &[LeafData], dest: Dest) {
    let mut data = [LeafData::Target; MAX_LEAVES];
    for (d, &w) in data.iter_mut().zip(&plan.walk_of) {
        *d = walk_data[w as usize];
    }
    let p = Prog {
        data: &data[..plan.walk_of.len()],
        runs: &plan.runs,
        passes: &plan.passes,
        nbufs: plan.nbufs,
    };
    run::run(&p, plan.nest.as_ref(), dest);
}

/// Makes the passes of `node` and their loop nest now and runs them into
/// `dest` (whose elements are the block `runs`); both, for keeping.
fn run_new<'n>(node: &'n Node, runs: &Runs, dest: Dest) -> (Program<'n>, Option<Nest>) {
    let prog = Program::new(node, runs);
    let p = prog.prog();
    let nest = match dest {
        Dest::Block(..) => run::nest_of(&p, runs),
        Dest::Sink(..) => None,
    };
    run::run(&p, nest.as_ref(), dest);
    (prog, nest)
}

/// Computes `node` into `dest` (whose elements are the block `runs`):
/// with the plan kept in `slot` when the tree's signature is the plan's,
/// else with passes made now (kept in `slot`, if any). Whether the plan
/// in `slot` is the one that ran.
pub fn compute(node: &Node, runs: &Runs, dest: Dest, slot: Option<&mut Slot>) -> bool {
    let Some(slot) = slot.filter(|s| s.misses < MAX_MISSES) else {
        run_new(node, runs, dest);
        return false;
    };
    SIG.with(|sig| {
        let mut sig = sig.borrow_mut();
        sig.clear();
        sig.push(matches!(dest, Dest::Sink(..)) as u64);
        push_runs(&mut sig, runs);
        let mut lv = Leaves {
            data: [LeafData::Target; MAX_LEAVES],
            nodes: [std::ptr::null(); MAX_LEAVES],
            n: 0,
        };
        let walked = walk(node, &mut sig, &mut lv);
        if let Some(plan) = slot.plan.as_deref().filter(|p| walked && p.sig == *sig) {
            slot.misses = 0;
            run_plan(plan, &lv.data, dest);
            return true;
        }
        let (prog, nest) = run_new(node, runs, dest);
        slot.misses += 1;
        if !walked {
            slot.plan = None;
            return false;
        }
        // Each leaf of the passes is a node the walk met once.
        let walk_of: Option<Vec<u16>> = prog
            .nodes
            .iter()
            .map(|&n| {
                lv.nodes[..lv.n]
                    .iter()
                    .position(|&m| m == n)
                    .map(|i| i as u16)
            })
            .collect();
        let Some(walk_of) = walk_of else {
            slot.plan = None;
            return false;
        };
        slot.plan = Some(Rc::new(Plan {
            sig: sig.clone(),
            passes: prog.passes,
            nbufs: prog.nbufs,
            walk_of,
            runs: prog.runs,
            nest,
            gathers: lv.data[..lv.n]
                .iter()
                .any(|d| matches!(d, LeafData::Gather(_))),
        }));
        true
    })
}
