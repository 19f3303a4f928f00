//! The loops of a function the native tier may run: what LIR's lowering
//! reads of the function (`LowerEnv`), and the region an `Op::Native` holds
//! (`NativeRegion`) with the pcs the interpreter resumes at; `native`
//! decides when to compile it and runs it.

use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use lir::V;
use mir::ir::{BlockId, Const, FuncId, Function, InstId, ValueId};
use mir::liveness::{inst_operands, last_uses, LastUses};
use runtime::Value;

use super::{FuncFacts, Op, Resolver};

/// What the lowering reads of the function being compiled (or inlined).
pub struct LowerEnv<'a, 'r> {
    facts: &'a dyn FuncFacts,
    f: &'a Function,
    res: &'a Resolver<'r>,
    lu: LastUses,
    /// Per value, the scalar constant `compile` loads into its register once.
    constants: Vec<Option<Const>>,
    /// Per value: a range only `for` reads (the frame keeps it lazy).
    for_range: Vec<bool>,
}

impl<'a, 'r: 'a> LowerEnv<'a, 'r> {
    pub fn new(
        f: &'a Function,
        facts: &'a dyn FuncFacts,
        res: &'a Resolver<'r>,
        lu: LastUses,
        hoisted: &[(ValueId, Value)],
    ) -> Self {
        let mut constants = vec![None; f.num_values as usize];
        for (v, k) in hoisted {
            constants[v.index()] = match k {
                Value::Num(x) => Some(Const::Num(*x)),
                Value::Bool(b) => Some(Const::Bool(*b)),
                Value::Complex(z) if z.re == 0.0 && z.im != 0.0 => Some(Const::Imag(z.im)),
                _ => None,
            };
        }
        let defs = super::range_defs(f);
        let other = super::non_for_uses(f);
        let for_range = defs.iter().zip(&other).map(|(d, o)| *d && !*o).collect();
        LowerEnv {
            facts,
            f,
            res,
            lu,
            constants,
            for_range,
        }
    }
}

impl<'a, 'r: 'a> lir::Env<'a> for LowerEnv<'a, 'r> {
    fn ty(&self, v: ValueId) -> Option<lir::Ty> {
        self.facts.lir_type(v)
    }
    fn header_ty(&self, v: ValueId) -> Option<lir::Ty> {
        // Checked on entry: a loop entered before it is defined stays
        // interpreted until the next iteration reaches the header.
        self.facts.lir_type_if_defined(v)
    }
    fn describe(&self, v: ValueId) -> String {
        self.facts.describe(v)
    }
    fn lazy_slot(&self, v: ValueId) -> Option<u32> {
        // The slot number is known after layout (`NativeRegion::new` fills it in).
        self.for_range[v.index()].then_some(0)
    }
    fn constant(&self, v: ValueId) -> Option<Const> {
        self.constants[v.index()].clone()
    }
    fn last_use(&self, i: InstId, v: ValueId) -> bool {
        let mut ops = Vec::new();
        inst_operands(&self.f.inst(i).kind, &mut ops);
        let mask = self.lu.inst[i.index()];
        ops.iter()
            .enumerate()
            .any(|(pos, x)| *x == v && pos < 64 && mask >> pos & 1 != 0)
    }
    fn term_last_use(&self, b: BlockId, target: usize, arg: usize) -> bool {
        arg < 64 && self.lu.term[b.index()][target.min(1)] >> arg & 1 != 0
    }
    fn vector_len(&self, v: ValueId) -> Option<usize> {
        self.facts.vector_len(v)
    }
    fn callee(&self, g: FuncId) -> Option<(&'a Function, Rc<dyn lir::Env<'a> + 'a>)> {
        let (gf, facts) = (self.res.callees?)(g)?;
        let hoisted = super::hoistable(gf, self.res);
        let env = LowerEnv::new(gf, facts, self.res, last_uses(gf), &hoisted);
        Some((gf, Rc::new(env)))
    }
}

/// A loop the native tier runs, with what the interpreter needs to enter and leave it.
pub struct NativeRegion {
    pub region: lir::Region,
    /// Per resume point, the pc the interpreter continues at (in a frame:
    /// unused, the callee's code says).
    pub(crate) resume_pc: Vec<u32>,
    /// Per frame, the pc after its call.
    pub(crate) after_call: Vec<u32>,
    /// Per resume point, whether it is a bail-out (before an instruction)
    /// rather than a way out of the loop.
    pub(crate) bail: Vec<bool>,
    /// Per written-back range, its lazy slot.
    pub(crate) def_lazy: Vec<Option<u32>>,
    /// Straight-line statements: the registers of inputs they use for the
    /// last time, dropped when they finish.
    pub(crate) dead: Vec<u32>,
    /// A `for` loop with no loop inside: its counter and count
    /// (`Region::trip`), and the MIR instructions interpreted in it while
    /// it was not worth compiling.
    pub(crate) trip: Option<(V, V)>,
    pub(crate) interpreted: Cell<u64>,
    /// Any other loop: its counter and count when it is a `for` loop
    /// (`Region::counted`), the loop ops interpreted in it while it was
    /// not worth compiling, the times its header was reached and the loop
    /// ops counted then.
    pub(crate) counted: Option<(V, V)>,
    pub(crate) spent: Cell<u64>,
    pub(crate) visits: Cell<u64>,
    pub(crate) last_ops: Cell<u64>,
    pub(crate) compiled: OnceCell<Option<jit::Compiled>>,
    pub(crate) buf: RefCell<Vec<u64>>,
    pub(crate) bailouts: Cell<u32>,
    pub(crate) disabled: Cell<bool>,
}

impl std::fmt::Debug for NativeRegion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Native(bb{})", self.region.header)
    }
}

/// The pc after the call op of instruction `call` (the ops after it, the
/// drops of values dead there, run as after any call).
fn after_call_pc(call: u32, inst_pc: &[u32], ops: &[Op]) -> u32 {
    let at = inst_pc[call as usize] as usize;
    let k = ops[at..]
        .iter()
        .position(|op| matches!(op, Op::Call { .. }))
        .expect("an inlined call's instruction has a call op");
    (at + k + 1) as u32
}

impl NativeRegion {
    pub fn new(
        mut region: lir::Region,
        inst_pc: &[u32],
        term_pc: &[u32],
        lazy_of: &[Option<u32>],
        ops: &[Op],
        dead: Vec<u32>,
    ) -> NativeRegion {
        let mut ok = true;
        for i in &mut region.inputs {
            if i.ty == lir::Ty::Range {
                i.lazy = lazy_of[i.v as usize];
                ok &= i.lazy.is_some();
            }
        }
        // A callee's ranges are in its frame's slots (`leave_into_callee`).
        let def_lazy: Vec<Option<u32>> = region
            .defs
            .iter()
            .map(|(v, t)| {
                // A callee's value, or a small vector's element.
                if region.frame_of(*v).is_some() || *v >= region.num_mir_values {
                    return None;
                }
                let l = lazy_of[*v as usize];
                ok &= *t != lir::Ty::Range || l.is_some();
                l
            })
            .collect();
        let pc_of = |r: &lir::Resume| match r {
            lir::Resume::Inst(i) => inst_pc[*i as usize],
            lir::Resume::Term(b) => term_pc[*b as usize],
        };
        // In a frame: the pc after the call, where its caller goes on.
        let resume_pc = region
            .resumes
            .iter()
            .zip(&region.resume_frame)
            .map(|(r, fr)| match fr {
                None => pc_of(r),
                Some(fi) => inst_pc[region.frames[*fi as usize].call as usize] + 1,
            })
            .collect();
        let after_call = region
            .frames
            .iter()
            .map(|fr| after_call_pc(fr.call, inst_pc, ops))
            .collect();
        let bail = region
            .resumes
            .iter()
            .enumerate()
            .map(|(k, r)| {
                matches!(r, lir::Resume::Inst(_))
                    && region.finish != Some(k as u32)
                    && !region.leaves.contains(&(k as u32))
            })
            .collect();
        NativeRegion {
            trip: region.trip(),
            interpreted: Cell::new(0),
            counted: region.counted(),
            spent: Cell::new(0),
            visits: Cell::new(0),
            last_ops: Cell::new(0),
            region,
            resume_pc,
            after_call,
            bail,
            def_lazy,
            dead,
            compiled: OnceCell::new(),
            buf: RefCell::new(Vec::new()),
            bailouts: Cell::new(0),
            disabled: Cell::new(!ok),
        }
    }
}
