//! Chooses the loops of a MIR function that LIR can express and lowers them.
//!
//! A loop is lowered under the types analysis's facts for its function; a
//! value without a LIR type refuses the loop, and the reason is what
//! `matc ir --lir` prints. A statement refused in a block that dominates no
//! latch and lies in no inner loop is left to the interpreter instead
//! (`Region::leaves`): its block exits before it, and the interpreter runs up
//! to the header, where the region is entered again.
//!
//! Each instruction the region may not finish (a subscript not whole or out
//! of bounds, growth, a NaN condition, a complex result) names a resume
//! point: the first instruction of its block, or the first after the last
//! store before it (what lies between is pure, and the interpreter redoes
//! it). The versions of an updated array form a chain entered through one
//! header parameter; each update's base is its last use, so the chain is one
//! storage.
//!
//! A header parameter that may be undefined gets the type it has when
//! defined. A double one enters as `ABSENT` (a NaN payload no arithmetic
//! makes), which every read but a block parameter's checks first
//! (`Present`); for another type the entry check finds it undefined, the
//! interpreter runs that iteration, and the next arrival at the header
//! enters.
//!
//! Calls of user functions whose bodies lower (at most `MAX_INLINE_DEPTH`
//! deep and `MAX_INLINE_INSTS` instructions, not recursive) are inlined: a
//! callee that updates no array exits before the call, which the interpreter
//! then makes itself; one that updates arrays passed at their last use is a
//! `Frame`, whose exits resume inside it (`exec::native` makes the frame).

use std::cell::OnceCell;
use std::collections::HashMap;
use std::rc::Rc;

use decls::rule::{Extent as DeclExtent, Map, Part as DeclPart};
use decls::Rule;
use mir::cfg::{natural_loops, DomTree, Loop};
use mir::ir::{
    Arg, BlockId, Callee, Const, FuncId, Function, FunctionKind, IndexKind, InstId, InstKind,
    Terminator, ValueId,
};
use mir::liveness::{liveness, Liveness};
use syntax::ast::{BinOp, UnOp};

use crate::{
    BinF, Block, Chain, Cmp, Dest, Extent, Frame, Input, Inst, Math, Math2, Part, Region, Resume,
    Small, Term, Ty, V,
};

mod small;
mod vector;

/// What the lowering asks of the interpreter's compiled function and of the
/// types analysis.
pub trait Env<'a> {
    /// The type the analysis proves for a value (`F64`, `Bool` or `Arr`).
    /// Trusted only to choose a representation: every input is checked when
    /// the region is entered.
    fn ty(&self, v: ValueId) -> Option<Ty>;
    /// The type of a loop header's parameter whenever it is defined: one
    /// that may be undefined (a variable the loop sets before reading it,
    /// read after the loop) is checked on entry like any input, so the
    /// loop runs natively from the first entry that finds it defined.
    fn header_ty(&self, v: ValueId) -> Option<Ty> {
        self.ty(v)
    }
    /// What the analysis knows of a value, for the reason a loop stays interpreted.
    fn describe(&self, v: ValueId) -> String;
    /// The frame's lazy-range slot of a `for` range value.
    fn lazy_slot(&self, v: ValueId) -> Option<u32>;
    /// A scalar constant the value always holds (its register is loaded once).
    fn constant(&self, v: ValueId) -> Option<Const>;
    /// Whether instruction `i`'s read of `v` is its last use (the interpreter moves it).
    fn last_use(&self, i: InstId, v: ValueId) -> bool;
    /// Whether argument `arg` of target `target` (0 then, 1 else) of `b`'s terminator is a last use.
    fn term_last_use(&self, b: BlockId, target: usize, arg: usize) -> bool;
    /// The body of user function `g` and what the lowering asks of it, when
    /// a call to it may be inlined (`None`: the call stays interpreted).
    fn callee(&self, g: FuncId) -> Option<(&'a Function, Rc<dyn Env<'a> + 'a>)>;
    /// The element count of a value the analysis proves a real double row
    /// or column of known length (a small vector the region may keep as its
    /// elements).
    fn vector_len(&self, v: ValueId) -> Option<usize>;
}

/// The regions of one function, and why the other loops were left alone.
#[derive(Debug, Default)]
pub struct Lowered {
    pub regions: Vec<Region>,
    /// (loop header, reason) of each loop not compiled.
    pub rejected: Vec<(u32, String)>,
}

/// Lowers every outermost loop that LIR can express; a loop that it cannot
/// is tried again one level in (its inner loops).
pub fn regions<'a>(f: &'a Function, env: &'a dyn Env<'a>) -> Lowered {
    let mut out = Lowered::default();
    if f.blocks.is_empty() {
        return out;
    }
    let dom = DomTree::compute(f);
    let loops = natural_loops(f, &dom);
    let mut covered = vec![false; f.blocks.len()];
    let env: Rc<dyn Env<'a> + 'a> = Rc::new(Borrowed(env));
    let shared = Rc::new(PerFunction::default());
    for lp in &loops {
        if covered[lp.header.index()] {
            continue;
        }
        match lower_loop(
            f,
            env.clone(),
            shared.clone(),
            lp,
            &leavable(lp, &loops, &dom, f),
        ) {
            Ok(r) => {
                for b in &lp.blocks {
                    covered[b.index()] = true;
                }
                out.regions.push(r)
            }
            Err(why) => out.rejected.push((lp.header.0, why)),
        }
    }
    // Elementwise statements outside the loops made native.
    for (bi, blk) in f.blocks.iter().enumerate() {
        if covered[bi] {
            continue;
        }
        let b = BlockId(bi as u32);
        let mut p = 0;
        while p < blk.insts.len() {
            p = match lower_straight(f, env.clone(), shared.clone(), b, p) {
                Some(Ok((r, next))) => {
                    out.regions.push(r);
                    next
                }
                _ => p + 1,
            };
        }
    }
    out
}

/// The lowering context of a region made of `blocks` of `f` (its loop's
/// blocks in reverse postorder, header first), in which the values of
/// `defined_here` are defined.
fn context<'a>(
    f: &'a Function,
    env: Rc<dyn Env<'a> + 'a>,
    shared: Rc<PerFunction>,
    blocks: &[BlockId],
    in_region: Vec<bool>,
    defined_here: Vec<bool>,
) -> Cx<'a> {
    let nv = f.num_values as usize;
    Cx {
        s: Scope {
            f,
            env,
            base: 0,
            rename: HashMap::new(),
            inline: None,
            in_region,
            lir_of: blocks.iter().enumerate().map(|(k, b)| (*b, k)).collect(),
            param_types: HashMap::new(),
            shared,
        },
        defined_here,
        types: vec![None; nv],
        inputs: Vec::new(),
        is_input: vec![false; nv],
        next_temp: f.num_values,
        next_label: blocks.len(),
        resumes: Vec::new(),
        resume_ids: HashMap::new(),
        resume_frame: Vec::new(),
        frames: Vec::new(),
        frame_funcs: Vec::new(),
        parent: HashMap::new(),
        out: Vec::new(),
        active: vec![f as *const Function],
        max_depth: 0,
        vectors: HashMap::new(),
        exit_to: None,
        proven: false,
        before: None,
        absent: Default::default(),
        redo_from: None,
        smalls: HashMap::new(),
        widths: Vec::new(),
        may_leave: Vec::new(),
        leaves: Vec::new(),
        reached: Vec::new(),
    }
}

/// The elementwise statements of block `b` from position `p` on as a
/// region of their own, and the position after them (`None`: they do not
/// start there; an error: they cannot be made native).
fn lower_straight<'a>(
    f: &'a Function,
    env: Rc<dyn Env<'a> + 'a>,
    shared: Rc<PerFunction>,
    b: BlockId,
    p: usize,
) -> Option<Res<(Region, usize)>> {
    let blk = f.block(b);
    let mut defined_here = vec![false; f.num_values as usize];
    for &i in &blk.insts[p..] {
        for r in &f.inst(i).results {
            defined_here[r.index()] = true;
        }
    }
    let mut in_region = vec![false; f.blocks.len()];
    in_region[b.index()] = true;
    let mut cx = context(f, env, shared, &[b], in_region, defined_here);
    if !vector::starts(&cx, b, blk.insts[p]) {
        return None;
    }
    cx.before = Some(Vec::new());
    Some(straight(&mut cx, b, p))
}

fn straight(cx: &mut Cx, b: BlockId, p: usize) -> Res<(Region, usize)> {
    let f = cx.s.f;
    let blk = f.block(b);
    let (mut label, mut params, mut insts) = (0, Vec::new(), Vec::new());
    let mut open = vector::Open {
        b,
        label: &mut label,
        params: &mut params,
        insts: &mut insts,
        inlined: &None,
        back_exit: None,
    };
    let (next, gate) = vector::lower(cx, &mut open, p)?;
    let finish = match blk.insts.get(next) {
        Some(ii) => cx.resume(Resume::Inst(ii.0)),
        None => cx.resume(Resume::Term(b.0)),
    };
    let leave = Term::Jump(Dest::Exit(finish));
    cx.out
        .push(Pending::ending(label, b, None, params, insts, leave, None));
    let blocks = resolve_labels(std::mem::take(&mut cx.out));
    if blocks
        .iter()
        .any(|b| b.insts.iter().any(|i| matches!(i, Inst::Store { .. })))
    {
        return Err("straight-line statements that store into an array".into());
    }
    let mut defs = Vec::new();
    for b in &blocks {
        for i in &b.insts {
            let d = i.dst();
            let t = cx.types[d as usize].unwrap_or(Ty::F64);
            if d < f.num_values && t != Ty::Arr && cx.s.env.constant(ValueId(d)).is_none() {
                defs.push((d, t));
            }
        }
    }
    let lv = cx.s.shared.liveness.get_or_init(|| liveness(f));
    let live = live_defs(f, lv, &cx.resumes, &cx.resume_frame, &[], &[], &defs);
    let gate = gate.filter(|g| cx.inputs.iter().any(|i| i.v == *g));
    Ok((
        Region {
            func: f.name.clone(),
            header: b.0,
            entry: Some(blk.insts[p].0),
            absent: Vec::new(),
            before: cx.before.take().unwrap_or_default(),
            finish: Some(finish),
            gate,
            inputs: std::mem::take(&mut cx.inputs),
            blocks,
            defs,
            chains: Vec::new(),
            resumes: std::mem::take(&mut cx.resumes),
            resume_frame: std::mem::take(&mut cx.resume_frame),
            frames: Vec::new(),
            live_smalls: vec![Vec::new(); live.len()],
            live,
            smalls: Vec::new(),
            widths: Vec::new(),
            leaves: Vec::new(),
            num_mir_values: f.num_values,
            num_values: cx.next_temp,
            num_mir_insts: next - p,
            call_depth: 0,
        },
        next,
    ))
}

/// The caller's environment, shared as the inlined functions' are.
struct Borrowed<'a>(&'a dyn Env<'a>);

impl<'a> Env<'a> for Borrowed<'a> {
    fn ty(&self, v: ValueId) -> Option<Ty> {
        self.0.ty(v)
    }
    fn header_ty(&self, v: ValueId) -> Option<Ty> {
        self.0.header_ty(v)
    }
    fn describe(&self, v: ValueId) -> String {
        self.0.describe(v)
    }
    fn lazy_slot(&self, v: ValueId) -> Option<u32> {
        self.0.lazy_slot(v)
    }
    fn constant(&self, v: ValueId) -> Option<Const> {
        self.0.constant(v)
    }
    fn last_use(&self, i: InstId, v: ValueId) -> bool {
        self.0.last_use(i, v)
    }
    fn term_last_use(&self, b: BlockId, target: usize, arg: usize) -> bool {
        self.0.term_last_use(b, target, arg)
    }
    fn callee(&self, g: FuncId) -> Option<(&'a Function, Rc<dyn Env<'a> + 'a>)> {
        self.0.callee(g)
    }
    fn vector_len(&self, v: ValueId) -> Option<usize> {
        self.0.vector_len(v)
    }
}

type Res<T> = Result<T, String>;

/// How deeply calls are inlined, and how many MIR instructions an inlined
/// function may have (larger ones stay calls the interpreter makes).
const MAX_INLINE_DEPTH: usize = 4;
const MAX_INLINE_INSTS: usize = 400;

/// An inlined call being lowered.
struct Inline {
    /// The resume point before the (outermost) call: every exit of the
    /// callee leaves there and the interpreter makes the call itself.
    exit: u32,
    nargin: usize,
    nargout: usize,
    /// The label of the block after the call, and its parameters' (the
    /// call's results') types once a return has set them.
    cont: usize,
    cont_types: Option<Vec<Ty>>,
    /// Per result, whether the caller's facts say it may be complex.
    complex: Vec<bool>,
    /// The callee's blocks a lowered jump reaches (the others, behind an
    /// `error`, are never lowered).
    reached: Vec<bool>,
    /// A callee that updates an array: its frame (its exits resume in it),
    /// the caller's values it returns, and per argument the caller's value
    /// and whether the call is its last use (an array updated must be).
    frame: Option<u32>,
    results: Vec<V>,
    args: Vec<(V, bool)>,
}

/// The function whose blocks are being lowered: the region's own, or one
/// inlined into it.
struct Scope<'a> {
    f: &'a Function,
    env: Rc<dyn Env<'a> + 'a>,
    /// The LIR number of the function's value 0 (0 for the region's own).
    base: V,
    /// An inlined function's parameters: the caller's values they are.
    rename: HashMap<ValueId, V>,
    inline: Option<Inline>,
    in_region: Vec<bool>,
    /// Per MIR block, its label (resolved to a block index at the end).
    lir_of: HashMap<BlockId, usize>,
    param_types: HashMap<BlockId, Vec<Ty>>,
    /// What is worked out once for `f` and shared by its regions.
    shared: Rc<PerFunction>,
}

/// What lowering works out once for a function, on first use, and shares
/// among its regions.
#[derive(Default)]
struct PerFunction {
    /// Who reads each value.
    users: OnceCell<vector::Users>,
    /// Where each value is live (`live_defs`).
    liveness: OnceCell<Liveness>,
}

/// A lowered block, before labels become indices.
struct Pending {
    label: usize,
    block: Block,
    /// In an inlined function: the exit its back edges take on an interrupt.
    back_exit: Option<u32>,
}

impl Pending {
    /// MIR block `b` lowered to `insts`, ended by `term` (not a latch
    /// until its caller says so).
    fn ending(
        label: usize,
        b: BlockId,
        inlined: Option<String>,
        params: Vec<(V, Ty)>,
        insts: Vec<Inst>,
        term: Term,
        back_exit: Option<u32>,
    ) -> Pending {
        Pending {
            label,
            block: Block {
                mir: b.0,
                inlined,
                elementwise: None,
                params,
                insts,
                term,
                latch: None,
            },
            back_exit,
        }
    }
}

struct Cx<'a> {
    s: Scope<'a>,
    /// The region's function's values defined in the loop (every value of
    /// an inlined function and every temporary is too).
    defined_here: Vec<bool>,
    types: Vec<Option<Ty>>,
    inputs: Vec<Input>,
    is_input: Vec<bool>,
    next_temp: u32,
    next_label: usize,
    resumes: Vec<Resume>,
    resume_ids: HashMap<(Option<u32>, Resume), u32>,
    resume_frame: Vec<Option<u32>>,
    /// The calls inlined with a frame, with their callee and its facts.
    frames: Vec<Frame>,
    frame_funcs: Vec<(&'a Function, Rc<dyn Env<'a> + 'a>)>,
    /// Union-find parents over values, for array versions.
    parent: HashMap<V, V>,
    out: Vec<Pending>,
    /// The functions being inlined, outermost first (against recursion).
    active: Vec<*const Function>,
    max_depth: usize,
    /// A vector of double scalars (`[a, b, c]`) that only `min` or `max`
    /// reads: never built, its elements compared pairwise instead.
    vectors: HashMap<V, Vec<V>>,
    /// While an elementwise loop's statements are lowered (`vector`): the
    /// exit every instruction before the loop leaves through (the loop's
    /// first statement, where the interpreter redoes them all), and
    /// whether the accesses after it are proven in bounds (checked before).
    exit_to: Option<u32>,
    proven: bool,
    /// Lowering straight-line statements: the constants among them that the
    /// statements do not read, which the interpreter makes before entering.
    before: Option<Vec<u32>>,
    /// The block parameters of the region's function that may be `ABSENT`.
    absent: std::collections::HashSet<V>,
    /// The instruction of the block being lowered that an exit resumes
    /// before: its first, or the first after the last that stores (what
    /// comes between is pure, and the interpreter redoes it). One resume
    /// point per run of instructions instead of one per instruction keeps
    /// the cold exits the code generator compiles few.
    redo_from: Option<InstId>,
    /// The small vectors kept as their elements: per vector (its LIR value),
    /// whether it is a column, and its elements (doubles defined here).
    smalls: HashMap<V, (bool, Vec<V>)>,
    /// Arrays whose rows are read or written as small vectors, and the
    /// column count that relies on (checked on entry, for their input).
    widths: Vec<(V, u32)>,
    /// Per block of the region's function, whether a statement the region
    /// does not compile may be left to the interpreter there (`leavable`).
    may_leave: Vec<bool>,
    /// The resume points of the statements left to the interpreter.
    leaves: Vec<u32>,
    /// Per block of the region's function, whether a lowered jump reaches
    /// it (a block only a statement left to the interpreter leads to is not
    /// lowered).
    reached: Vec<bool>,
}

/// What `Cx::undo` restores: the state before an instruction was lowered.
struct Mark {
    insts: usize,
    inputs: usize,
    widths: usize,
}

impl<'a> Cx<'a> {
    /// Before an instruction reads `x`: a check that it is defined, when it
    /// may be `ABSENT` (jumps pass it on unchecked).
    fn present(&mut self, x: ValueId, exit: u32, out: &mut Vec<Inst>) {
        if self.s.inline.is_none() && self.absent.contains(&self.v(x)) {
            let d = self.temp(Ty::Bool);
            out.push(Inst::Present {
                dst: d,
                a: self.v(x),
                exit,
            });
        }
    }
    /// Whether block parameter `p` of the region's function may be undefined
    /// (a double the analysis does not prove defined).
    fn may_be_absent(&self, p: ValueId, ty: Ty) -> bool {
        self.s.inline.is_none()
            && ty == Ty::F64
            && self.s.env.ty(p).is_none()
            && self.s.env.header_ty(p) == Some(Ty::F64)
    }
    /// The LIR value of a value of the current function.
    fn v(&self, x: ValueId) -> V {
        match self.s.rename.get(&x) {
            Some(&v) => v,
            None => self.s.base + x.0,
        }
    }
    fn defined_here(&self, v: V) -> bool {
        self.defined_here.get(v as usize).copied().unwrap_or(true)
    }
    fn temp(&mut self, ty: Ty) -> V {
        let v = self.next_temp;
        self.next_temp += 1;
        self.types.push(Some(ty));
        self.is_input.push(false);
        v
    }
    fn resume(&mut self, r: Resume) -> u32 {
        let frame = match &self.s.inline {
            Some(i) => match i.frame {
                None => return i.exit,
                Some(fi) => Some(fi),
            },
            None => None,
        };
        if let Some(&k) = self.resume_ids.get(&(frame, r)) {
            return k;
        }
        let k = self.resumes.len() as u32;
        self.resumes.push(r);
        self.resume_frame.push(frame);
        self.resume_ids.insert((frame, r), k);
        k
    }
    fn set_type(&mut self, v: V, ty: Ty) {
        self.types[v as usize] = Some(ty);
    }
    /// The type of a value read in the region; values from outside become inputs.
    fn read(&mut self, x: ValueId, out: &mut Vec<Inst>) -> Res<Ty> {
        let v = self.v(x);
        if self.smalls.contains_key(&v) {
            return Err(format!("small vector {x:?} is read whole"));
        }
        if let Some(t) = self.types[v as usize] {
            return Ok(t);
        }
        if self.defined_here(v) {
            return Err(format!("{x:?} is read before its type is known"));
        }
        if let Some(k) = self.s.env.constant(x) {
            // A hoisted constant defined outside: its register always holds it.
            let _ = out;
            let ty = match k {
                Const::Num(_) => Ty::F64,
                Const::Bool(_) => Ty::Bool,
                Const::Imag(x) if x != 0.0 => Ty::C64,
                _ => return Err(format!("{x:?} is a constant of no scalar type")),
            };
            return Ok(self.input(v, ty, None));
        }
        if let Some(slot) = self.s.env.lazy_slot(x) {
            return Ok(self.input(v, Ty::Range, Some(slot)));
        }
        match self.s.env.ty(x) {
            Some(ty) => Ok(self.input(v, ty, None)),
            None => Err(format!(
                "{x:?} ({}) has no type the native tier represents",
                self.s.env.describe(x)
            )),
        }
    }
    fn input(&mut self, v: V, ty: Ty, lazy: Option<u32>) -> Ty {
        if !self.is_input[v as usize] {
            self.is_input[v as usize] = true;
            self.inputs.push(Input { v, ty, lazy });
        }
        self.types[v as usize] = Some(ty);
        ty
    }
    fn scalar(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<Ty> {
        match self.read(v, out)? {
            t @ (Ty::F64 | Ty::Bool) => Ok(t),
            t => Err(format!("{v:?} is a {t:?}, not a scalar")),
        }
    }
    /// The value as a double (a logical or a char's code by a temporary).
    fn as_f64(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.read(v, out)? {
            Ty::Bool => {
                let t = self.temp(Ty::F64);
                out.push(Inst::ToF64 {
                    dst: t,
                    a: self.v(v),
                });
                Ok(t)
            }
            Ty::Char => {
                let t = self.temp(Ty::F64);
                out.push(Inst::Code {
                    dst: t,
                    a: self.v(v),
                });
                Ok(t)
            }
            Ty::F64 => Ok(self.v(v)),
            t => Err(format!("{v:?} is a {t:?}, not a scalar")),
        }
    }
    /// The value as a complex scalar (a double converted by a temporary).
    fn as_c64(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.read(v, out)? {
            Ty::C64 => Ok(self.v(v)),
            Ty::F64 => {
                let t = self.temp(Ty::C64);
                out.push(Inst::ToC64 {
                    dst: t,
                    a: self.v(v),
                });
                Ok(t)
            }
            t => Err(format!("{v:?} is a {t:?} in complex arithmetic")),
        }
    }
    fn f64_only(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.read(v, out)? {
            Ty::F64 => Ok(self.v(v)),
            t => Err(format!("{v:?} is a {t:?}, not a double")),
        }
    }
    /// The elements of small vector `x` and whether it is a column.
    fn small(&self, x: ValueId) -> Option<(bool, Vec<V>)> {
        self.smalls.get(&self.v(x)).cloned()
    }
    fn mark(&self, insts: usize) -> Mark {
        Mark {
            insts,
            inputs: self.inputs.len(),
            widths: self.widths.len(),
        }
    }
    /// Forgets what lowering instruction `ii` (which failed) did.
    fn undo(&mut self, m: Mark, ii: InstId, insts: &mut Vec<Inst>) {
        insts.truncate(m.insts);
        for i in self.inputs.drain(m.inputs..) {
            self.is_input[i.v as usize] = false;
            self.types[i.v as usize] = None;
        }
        self.widths.truncate(m.widths);
        for r in &self.s.f.inst(ii).results {
            let v = self.v(*r);
            self.types[v as usize] = None;
            self.smalls.remove(&v);
            self.vectors.remove(&v);
        }
    }
    /// Whether a statement of block `b` that the region does not compile
    /// may be left to the interpreter (the region exits before it).
    fn may_leave(&self, b: BlockId) -> bool {
        self.s.inline.is_none()
            && self.exit_to.is_none()
            && self.may_leave.get(b.index()).copied().unwrap_or(false)
    }
    fn find(&mut self, v: V) -> V {
        let p = *self.parent.get(&v).unwrap_or(&v);
        if p == v {
            return v;
        }
        let r = self.find(p);
        self.parent.insert(v, r);
        r
    }
    fn union(&mut self, a: V, b: V) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(ra, rb);
        }
    }
}

/// The blocks of `f` reachable from `from` without leaving `in_region` or
/// re-entering `from`, in reverse postorder.
fn rpo(f: &Function, from: BlockId, in_region: &[bool]) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![(from, 0usize)];
    seen[from.index()] = true;
    while let Some((b, k)) = stack.pop() {
        let succ: Vec<BlockId> = f.block(b).term.targets().iter().map(|t| t.block).collect();
        if k < succ.len() {
            stack.push((b, k + 1));
            let s = succ[k];
            if in_region[s.index()] && s != from && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    order
}

/// Per block of `f`, whether loop `lp`'s region may leave a statement it
/// does not compile there to the interpreter: in a block that not every
/// iteration runs (one dominating no latch), outside the loops within `lp`
/// (after such a statement the interpreter runs until the region's header,
/// where it enters again: the rest of an inner loop would be interpreted).
fn leavable(lp: &Loop, loops: &[Loop], dom: &DomTree, f: &Function) -> Vec<bool> {
    let mut ok = vec![false; f.blocks.len()];
    for &b in &lp.blocks {
        ok[b.index()] = b != lp.header && !lp.latches.iter().any(|&l| dom.dominates(b, l));
    }
    for inner in loops {
        if inner.header != lp.header && lp.blocks.contains(&inner.header) {
            for b in &inner.blocks {
                ok[b.index()] = false;
            }
        }
    }
    ok
}

fn lower_loop<'a>(
    f: &'a Function,
    env: Rc<dyn Env<'a> + 'a>,
    shared: Rc<PerFunction>,
    lp: &Loop,
    may_leave: &[bool],
) -> Res<Region> {
    let nv = f.num_values as usize;
    let mut in_region = vec![false; f.blocks.len()];
    for b in &lp.blocks {
        in_region[b.index()] = true;
    }
    let mut defined_here = vec![false; nv];
    let mut num_mir_insts = 0;
    for &b in &lp.blocks {
        let blk = f.block(b);
        for p in &blk.params {
            defined_here[p.index()] = true;
        }
        for &i in &blk.insts {
            num_mir_insts += 1;
            for r in &f.inst(i).results {
                defined_here[r.index()] = true;
            }
        }
    }
    // Blocks in reverse postorder from the header, back edges left out.
    let order = rpo(f, lp.header, &in_region);
    let mut cx = context(f, env.clone(), shared, &order, in_region, defined_here);
    cx.may_leave = may_leave.to_vec();
    cx.reached = vec![false; f.blocks.len()];
    cx.reached[lp.header.index()] = true;
    // The header's parameters hold their values when the region is entered.
    let mut header_types = Vec::new();
    for &p in &f.block(lp.header).params {
        let ty = match env.header_ty(p) {
            Some(t @ (Ty::F64 | Ty::Bool | Ty::Arr | Ty::C64 | Ty::Char)) => t,
            _ => {
                return Err(format!(
                    "header parameter {p:?} ({}) has no type the native tier represents",
                    env.describe(p)
                ))
            }
        };
        cx.input(p.0, ty, None);
        if cx.may_be_absent(p, ty) {
            cx.absent.insert(p.0);
        }
        header_types.push(ty);
    }
    cx.s.param_types.insert(lp.header, header_types);
    for &b in &order {
        lower_block(&mut cx, b, Some(lp.header))?;
    }
    let blocks = resolve_labels(std::mem::take(&mut cx.out));
    // Array versions: each chain is one storage, entered through one header parameter.
    let mut arrays: Vec<V> = Vec::new();
    for b in &blocks {
        for (v, t) in &b.params {
            if *t == Ty::Arr {
                arrays.push(*v);
            }
        }
        for i in &b.insts {
            if let Inst::Store { dst, .. } = i {
                arrays.push(*dst);
            }
        }
    }
    let header_params: Vec<V> = f.block(lp.header).params.iter().map(|p| p.0).collect();
    let mut chains: Vec<Chain> = Vec::new();
    let mut root_chain: HashMap<V, usize> = HashMap::new();
    for &a in &arrays {
        let r = cx.find(a);
        let k = *root_chain.entry(r).or_insert_with(|| {
            chains.push(Chain {
                input: u32::MAX,
                members: Vec::new(),
            });
            chains.len() - 1
        });
        chains[k].members.push(a);
        if header_params.contains(&a) {
            if chains[k].input != u32::MAX {
                return Err("two header parameters share one updated array".into());
            }
            chains[k].input = a;
        }
    }
    for (k, c) in chains.iter().enumerate() {
        if c.input == u32::MAX {
            return Err(format!(
                "updated array chain {k} is not carried by the loop"
            ));
        }
        // Read-only inputs are never members: a member from outside would be one.
        for &m in &c.members {
            if !cx.defined_here(m) {
                return Err(format!(
                    "%{m:?} from outside the loop joins an updated array"
                ));
            }
        }
    }
    // The region's own function's values are written back, and those of
    // the callees with a frame (an exit in another inlined function resumes
    // before its call); a hoisted constant is in its register already.
    let owner = |v: V| -> Option<(Rc<dyn Env<'a> + 'a>, ValueId)> {
        if v < f.num_values {
            return Some((env.clone(), ValueId(v)));
        }
        cx.frames
            .iter()
            .zip(&cx.frame_funcs)
            .find(|(fr, _)| v >= fr.base && v < fr.base + fr.num_values)
            .map(|(fr, (_, genv))| (genv.clone(), ValueId(v - fr.base)))
    };
    let mut defs = Vec::new();
    for b in &blocks {
        for (v, t) in &b.params {
            if *t != Ty::Arr && owner(*v).is_some() {
                defs.push((*v, *t));
            }
        }
        for i in &b.insts {
            let d = i.dst();
            let t = cx.types[d as usize].unwrap_or(Ty::F64);
            let Some((denv, x)) = owner(d) else { continue };
            if t != Ty::Arr && denv.constant(x).is_none() {
                if t == Ty::Range && denv.lazy_slot(x).is_none() {
                    return Err(format!("range {d:?} is not lazy"));
                }
                defs.push((d, t));
            }
        }
    }
    let smalls = small_defs(&cx.smalls, &mut defs);
    // A small vector is live where its MIR value is, and its elements with it.
    let mut probe = defs.clone();
    probe.extend(smalls.iter().map(|sv| (sv.v, Ty::Arr)));
    let funcs: Vec<&Function> = cx.frame_funcs.iter().map(|(g, _)| *g).collect();
    let lv = cx.s.shared.liveness.get_or_init(|| liveness(f));
    let mut live = live_defs(
        f,
        lv,
        &cx.resumes,
        &cx.resume_frame,
        &cx.frames,
        &funcs,
        &probe,
    );
    let mut live_smalls = Vec::new();
    for l in &mut live {
        let (ds, ss): (Vec<usize>, Vec<usize>) = l.iter().partition(|&&k| k < defs.len());
        let mut ds = ds;
        let ss: Vec<usize> = ss.into_iter().map(|k| k - defs.len()).collect();
        for &k in &ss {
            ds.extend(&smalls[k].elems);
        }
        ds.sort_unstable();
        ds.dedup();
        *l = ds;
        live_smalls.push(ss);
    }
    let widths = input_widths(&mut cx)?;
    let mut leaves = std::mem::take(&mut cx.leaves);
    leaves.sort_unstable();
    leaves.dedup();
    Ok(Region {
        func: f.name.clone(),
        header: lp.header.0,
        smalls,
        live_smalls,
        widths,
        leaves,
        inputs: cx.inputs,
        blocks,
        defs,
        chains,
        resumes: cx.resumes,
        resume_frame: cx.resume_frame,
        frames: cx.frames,
        live,
        num_mir_values: f.num_values,
        num_values: cx.next_temp,
        num_mir_insts,
        call_depth: cx.max_depth as u32,
        entry: None,
        absent: cx.absent.iter().copied().collect(),
        before: Vec::new(),
        finish: None,
        gate: None,
    })
}

/// The small vectors of a region, their elements appended to `defs`.
fn small_defs(smalls: &HashMap<V, (bool, Vec<V>)>, defs: &mut Vec<(V, Ty)>) -> Vec<Small> {
    let mut vs: Vec<&V> = smalls.keys().collect();
    vs.sort_unstable();
    let mut at: HashMap<V, usize> = HashMap::new();
    vs.into_iter()
        .map(|v| {
            let (column, elems) = &smalls[v];
            let elems = elems
                .iter()
                .map(|e| {
                    *at.entry(*e).or_insert_with(|| {
                        defs.push((*e, Ty::F64));
                        defs.len() - 1
                    })
                })
                .collect();
            Small {
                v: *v,
                column: *column,
                elems,
            }
        })
        .collect()
}

/// The column counts the region relies on, each of the array input whose
/// storage the array read or written is (a version of it, in a chain).
fn input_widths(cx: &mut Cx) -> Res<Vec<(V, u32)>> {
    let arrays: Vec<V> = cx
        .inputs
        .iter()
        .filter(|i| i.ty == Ty::Arr)
        .map(|i| i.v)
        .collect();
    let mut out: Vec<(V, u32)> = Vec::new();
    for (a, n) in std::mem::take(&mut cx.widths) {
        let root = cx.find(a);
        let Some(&inp) = arrays.iter().find(|&&i| cx.find(i) == root) else {
            return Err(format!(
                "the array %{a} whose columns are counted is no input"
            ));
        };
        match out.iter().find(|(i, _)| *i == inp) {
            Some((_, m)) if *m != n => {
                return Err(format!("%{inp} is read with {m} and with {n} columns"))
            }
            Some(_) => {}
            None => out.push((inp, n)),
        }
    }
    Ok(out)
}

/// Orders the lowered blocks as they were made and turns the labels their
/// jumps name into block indices; an inlined function's back edges get
/// their interrupt exit.
fn resolve_labels(out: Vec<Pending>) -> Vec<Block> {
    let mut at: HashMap<usize, usize> = HashMap::new();
    for (k, p) in out.iter().enumerate() {
        at.insert(p.label, k);
    }
    let mut blocks = Vec::new();
    for (k, p) in out.into_iter().enumerate() {
        let mut b = p.block;
        let mut back = false;
        let mut fix = |d: &mut Dest| {
            if let Dest::Block(t, _) = d {
                *t = at[t];
                back |= *t <= k;
            }
        };
        match &mut b.term {
            Term::Jump(d) => fix(d),
            Term::Branch { then_, else_, .. } => {
                fix(then_);
                fix(else_);
            }
        }
        if back && p.back_exit.is_some() {
            b.latch = p.back_exit;
        }
        blocks.push(b);
    }
    blocks
}

/// Lowers MIR block `b` of the current function (`header`: the region's
/// loop header, for the region's own function).
fn lower_block(cx: &mut Cx, b: BlockId, header: Option<BlockId>) -> Res<()> {
    let f = cx.s.f;
    let blk = f.block(b);
    let reached = match &cx.s.inline {
        Some(i) => i.reached[b.index()],
        None => cx.reached.get(b.index()).copied().unwrap_or(true),
    };
    if !reached {
        return Ok(());
    }
    let mut label = cx.s.lir_of[&b];
    // An inlined function's entry parameters are the caller's arguments.
    let mut params: Vec<(V, Ty)> = if cx.s.inline.is_some() && b == f.entry {
        Vec::new()
    } else {
        let ptys =
            cx.s.param_types
                .get(&b)
                .cloned()
                .ok_or_else(|| format!("{b:?} is reached before its parameters are typed"))?;
        blk.params
            .iter()
            .zip(&ptys)
            .map(|(p, t)| (cx.v(*p), *t))
            .collect()
    };
    for (v, t) in &params {
        cx.set_type(*v, *t);
    }
    if Some(b) != header {
        for (p, (v, t)) in blk.params.iter().zip(&params) {
            if cx.may_be_absent(*p, *t) {
                cx.absent.insert(*v);
            }
        }
    }
    // An interrupt on a back edge of an inlined function resumes before the
    // call. A callee with a frame has none checked (as the inner loops of a
    // region have none): the region's own loop checks it every iteration.
    let back_exit =
        cx.s.inline
            .as_ref()
            .and_then(|i| i.frame.is_none().then_some(i.exit));
    let inlined = cx.s.inline.as_ref().map(|_| f.name.clone());
    let mut insts = Vec::new();
    // A block of an inlined function that raises an error leaves at once:
    // the interpreter makes the call and raises it itself.
    if blk.insts.iter().any(|&ii| raises(cx, ii)) {
        // In a callee with a frame, the interpreter runs the block (what
        // the error's arguments need, then the error); else it makes the
        // call itself.
        let exit = cx.resume(Resume::Inst(blk.insts[0].0));
        let leave = Term::Jump(Dest::Exit(exit));
        cx.out.push(Pending::ending(
            label, b, inlined, params, insts, leave, back_exit,
        ));
        return Ok(());
    }
    let mut at = 0;
    while at < blk.insts.len() {
        let ii = blk.insts[at];
        at += 1;
        // Anything before a store is pure: exits from here on redo it.
        if at == 1 || (at >= 2 && stores(cx.s.f, blk.insts[at - 2])) {
            cx.redo_from = Some(ii);
        }
        if vector::starts(cx, b, ii) {
            let mut open = vector::Open {
                b,
                label: &mut label,
                params: &mut params,
                insts: &mut insts,
                inlined: &inlined,
                back_exit,
            };
            at = vector::lower(cx, &mut open, at - 1)?.0;
            // The statements may store: what follows redoes nothing of them.
            cx.redo_from = blk.insts.get(at).copied();
            continue;
        }
        if let Some((g, genv)) = inline_target(cx, ii)? {
            // The block ends by entering the callee; the rest of it is a new
            // block whose parameters are the call's results.
            let call = inline_call(cx, ii, g, genv, &mut insts)?;
            let pre = Block {
                mir: b.0,
                inlined: inlined.clone(),
                elementwise: None,
                params: std::mem::take(&mut params),
                insts: std::mem::take(&mut insts),
                term: Term::Jump(Dest::Block(call.entry, Vec::new())),
                latch: None,
            };
            cx.out.insert(
                call.at,
                Pending {
                    label,
                    block: pre,
                    back_exit,
                },
            );
            label = call.cont;
            params = call.results;
            // The callee may store: what follows redoes nothing of the call.
            cx.redo_from = blk.insts.get(at).copied();
            continue;
        }
        let mark = cx.mark(insts.len());
        if let Err(why) = lower_inst(cx, ii, &mut insts) {
            if !cx.may_leave(b) {
                return Err(why);
            }
            // Left to the interpreter: the region exits before it (and
            // before the pure instructions leading to it), and enters
            // again at its header.
            cx.undo(mark, ii, &mut insts);
            let exit = cx.resume(Resume::Inst(cx.redo_from.unwrap_or(ii).0));
            cx.leaves.push(exit);
            let leave = Term::Jump(Dest::Exit(exit));
            cx.out.push(Pending::ending(
                label, b, inlined, params, insts, leave, back_exit,
            ));
            return Ok(());
        }
    }
    let mut latch = false;
    let mut dest = |cx: &mut Cx, t: &mir::ir::Target, ti: usize, out: &mut Vec<Inst>| {
        jump_dest(cx, (b, header), t, ti, &mut latch, out)
    };
    let term = match &blk.term {
        Terminator::Jump(t) => Term::Jump(dest(cx, t, 0, &mut insts)?),
        Terminator::Branch { cond, then_, else_ } => {
            let at = cx.resume(Resume::Term(b.0));
            cx.present(*cond, at, &mut insts);
            if cx.read(*cond, &mut insts)? != Ty::Bool {
                return Err(format!("branch condition {cond:?} is not a logical"));
            }
            let t = dest(cx, then_, 0, &mut insts)?;
            let e = dest(cx, else_, 1, &mut insts)?;
            Term::Branch {
                cond: cx.v(*cond),
                then_: t,
                else_: e,
            }
        }
        Terminator::Return(outs) if cx.s.inline.is_some() => {
            Term::Jump(return_to_caller(cx, b, outs, &mut insts)?)
        }
        Terminator::Return(_) => Term::Jump(Dest::Exit(cx.resume(Resume::Term(b.0)))),
        t => return Err(format!("terminator {t:?} is not compiled")),
    };
    let mut pending = Pending::ending(label, b, inlined, params, insts, term, back_exit);
    pending.block.latch = (latch && header.is_some()).then(|| cx.resume(Resume::Term(b.0)));
    cx.out.push(pending);
    Ok(())
}

/// Where a jump from block `b` to `t` (its `ti`-th target) goes, typing the
/// target's parameters; `latch` is set when `t` is the loop header.
fn jump_dest(
    cx: &mut Cx,
    (b, header): (BlockId, Option<BlockId>),
    t: &mir::ir::Target,
    ti: usize,
    latch: &mut bool,
    out: &mut Vec<Inst>,
) -> Res<Dest> {
    let f = cx.s.f;
    if !cx.s.in_region[t.block.index()] {
        return Ok(Dest::Exit(cx.resume(Resume::Term(b.0))));
    }
    let mut tys = Vec::new();
    let mut args: Vec<V> = t.args.iter().map(|a| cx.v(*a)).collect();
    let want = cx.s.param_types.get(&t.block).cloned();
    for (k, a) in t.args.iter().enumerate() {
        let mut ty = cx.read(*a, out)?;
        let p = f.block(t.block).params[k];
        // A double joins a parameter that may be complex as a complex one.
        let complex_param = match &want {
            Some(w) => w[k] == Ty::C64,
            None => cx.s.env.ty(p) == Some(Ty::C64),
        };
        if ty == Ty::F64 && complex_param {
            args[k] = cx.as_c64(*a, out)?;
            ty = Ty::C64;
        }
        if matches!(ty, Ty::Range | Ty::Chars) {
            return Err(format!("{ty:?} {a:?} flows into a block parameter"));
        }
        if ty == Ty::Arr {
            if !cx.s.env.term_last_use(b, ti, k) {
                return Err(format!(
                    "array {a:?} is still needed after the jump from {b:?}"
                ));
            }
            let (va, vp) = (cx.v(*a), cx.v(p));
            cx.union(va, vp);
        }
        tys.push(ty);
    }
    if Some(t.block) == header {
        *latch = true;
    }
    match &mut cx.s.inline {
        Some(i) => i.reached[t.block.index()] = true,
        None => {
            if let Some(r) = cx.reached.get_mut(t.block.index()) {
                *r = true;
            }
        }
    }
    match cx.s.param_types.get(&t.block) {
        Some(old) if *old != tys => {
            return Err(format!("parameters of {:?} get different types", t.block))
        }
        Some(_) => {}
        None => {
            cx.s.param_types.insert(t.block, tys);
        }
    }
    Ok(Dest::Block(cx.s.lir_of[&t.block], args))
}

/// Whether instruction `ii` stores into an array (an exit after it may not
/// have the interpreter redo it).
fn stores(f: &Function, ii: InstId) -> bool {
    matches!(f.inst(ii).kind, InstKind::IndexAssign { .. })
}

/// Whether instruction `ii` of an inlined function raises an error
/// (`error(...)`): its block is left to the interpreter. (An `Undef` is
/// not one: it raises only where it is read, and SSA places it on paths
/// that never read it.)
fn raises(cx: &Cx, ii: InstId) -> bool {
    cx.s.inline.is_some()
        && matches!(
            &cx.s.f.inst(ii).kind,
            InstKind::Call {
                callee: Callee::Builtin(name),
                ..
            } if name == "error"
        )
}

/// The callee of instruction `ii` when it is a call LIR may inline: a named
/// function, called with as many arguments as it has parameters and no more
/// results than outputs, not already being inlined, small enough.
fn inline_target<'a>(cx: &Cx<'a>, ii: InstId) -> Res<Option<(&'a Function, Rc<dyn Env<'a> + 'a>)>> {
    let inst = cx.s.f.inst(ii);
    let InstKind::Call {
        callee: Callee::Func(g),
        args,
        stmt,
    } = &inst.kind
    else {
        return Ok(None);
    };
    let Some((gf, genv)) = cx.s.env.callee(*g) else {
        return Err(format!("the call at {ii:?} has no facts to inline it with"));
    };
    let why = if *stmt || inst.results.is_empty() {
        Some("is a statement")
    } else if !matches!(gf.kind, FunctionKind::Named) || gf.dynamic_workspace || !gf.is_ssa {
        Some("is not to a plain function")
    } else if gf.has_varargin || gf.has_varargout {
        Some("has variable arguments")
    } else if args.len() != gf.block(gf.entry).params.len()
        || args.iter().any(|a| !matches!(a, Arg::Value(_)))
    {
        Some("passes other than one value per parameter")
    } else if inst.results.len() > gf.output_names.len() {
        Some("asks for more outputs than the function has")
    } else if cx.active.contains(&(gf as *const Function)) {
        Some("is recursive")
    } else if cx.active.len() > MAX_INLINE_DEPTH {
        Some("nests too deeply")
    } else if gf.insts.len() > MAX_INLINE_INSTS {
        Some("is to a function too large to inline")
    } else if gf
        .blocks
        .iter()
        .any(|b| b.term.targets().iter().any(|t| t.block == gf.entry))
    {
        Some("is to a function whose entry is a loop")
    } else {
        None
    };
    match why {
        Some(why) => Err(format!("the call of {} at {ii:?} {why}", gf.name)),
        None => Ok(Some((gf, genv))),
    }
}

/// Where an inlined call's blocks are.
struct InlinedCall {
    /// The label of the callee's entry.
    entry: usize,
    /// Where the block that enters it goes in `Cx::out`.
    at: usize,
    /// The label of the block after the call, and its parameters (the results).
    cont: usize,
    results: Vec<(V, Ty)>,
}

/// Inlines call `ii` of `g`: lowers `g`'s blocks (pushed after the block
/// that enters it, which the caller pushes at the returned position). A
/// callee that never returns (it always raises) is not inlined.
fn inline_call<'a>(
    cx: &mut Cx<'a>,
    ii: InstId,
    g: &'a Function,
    genv: Rc<dyn Env<'a> + 'a>,
    insts: &mut Vec<Inst>,
) -> Res<InlinedCall> {
    let inst = cx.s.f.inst(ii);
    let InstKind::Call { args, .. } = &inst.kind else {
        unreachable!("inline_target checked it is a call");
    };
    // The arguments, read in the caller (inputs of the region when from outside).
    let mut rename = HashMap::new();
    let before = cx.resume(Resume::Inst(ii.0));
    for (a, p) in args.iter().zip(&g.block(g.entry).params) {
        let Arg::Value(a) = a else {
            unreachable!("inline_target checked the arguments");
        };
        cx.present(*a, before, insts);
        match cx.read(*a, insts)? {
            Ty::Range => return Err(format!("a range {a:?} passed to {}", g.name)),
            _ => {
                rename.insert(*p, cx.v(*a));
            }
        }
    }
    let results: Vec<V> = inst.results.iter().map(|r| cx.v(*r)).collect();
    let complex = inst
        .results
        .iter()
        .map(|r| cx.s.env.ty(*r) == Some(Ty::C64))
        .collect();
    let exit = cx.resume(Resume::Inst(ii.0));
    let arg_values: Vec<(V, bool)> = args
        .iter()
        .map(|a| match a {
            Arg::Value(a) => (cx.v(*a), cx.s.env.last_use(ii, *a)),
            _ => unreachable!("inline_target checked the arguments"),
        })
        .collect();
    let cont = cx.next_label;
    cx.next_label += 1;
    let in_region = vec![true; g.blocks.len()];
    let order = rpo(g, g.entry, &in_region);
    let mut reached = vec![false; g.blocks.len()];
    reached[g.entry.index()] = true;
    let lir_of: HashMap<BlockId, usize> = order
        .iter()
        .enumerate()
        .map(|(k, b)| (*b, cx.next_label + k))
        .collect();
    cx.next_label += order.len();
    let entry_label = lir_of[&g.entry];
    let base = cx.next_temp;
    cx.next_temp += g.num_values;
    cx.types.resize(cx.next_temp as usize, None);
    cx.is_input.resize(cx.next_temp as usize, false);
    // A callee of the region's own function that updates an array gets a
    // frame: its exits resume in it (deeper ones resume before their call
    // in it, or in the region's function).
    let updates = g
        .insts
        .iter()
        .any(|i| matches!(i.kind, InstKind::IndexAssign { .. }));
    let frame = (updates && cx.s.inline.is_none()).then(|| {
        cx.frames.push(Frame {
            call: ii.0,
            base,
            num_values: g.num_values,
            params: g
                .block(g.entry)
                .params
                .iter()
                .zip(&arg_values)
                .map(|(p, (a, moved))| (p.0, *a, *moved))
                .collect(),
            nargin: args.len() as u32,
            nargout: inst.results.len() as u32,
        });
        cx.frame_funcs.push((g, genv.clone()));
        (cx.frames.len() - 1) as u32
    });
    let scope = Scope {
        f: g,
        env: genv,
        base,
        rename,
        inline: Some(Inline {
            exit,
            nargin: args.len(),
            nargout: inst.results.len(),
            cont,
            cont_types: None,
            complex,
            reached,
            frame,
            results: results.clone(),
            args: arg_values,
        }),
        in_region,
        lir_of,
        param_types: HashMap::new(),
        shared: Rc::new(PerFunction::default()),
    };
    let caller = std::mem::replace(&mut cx.s, scope);
    cx.active.push(g as *const Function);
    cx.max_depth = cx.max_depth.max(cx.active.len() - 1);
    let at = cx.out.len();
    let mut lowered = Ok(());
    for &b in &order {
        lowered = lower_block(cx, b, None);
        if lowered.is_err() {
            break;
        }
    }
    cx.active.pop();
    let callee = std::mem::replace(&mut cx.s, caller);
    lowered?;
    let tys = callee
        .inline
        .and_then(|i| i.cont_types)
        .ok_or_else(|| format!("{} never returns", g.name))?;
    for (v, t) in results.iter().zip(&tys) {
        cx.set_type(*v, *t);
    }
    Ok(InlinedCall {
        entry: entry_label,
        at,
        cont,
        results: results.into_iter().zip(tys).collect(),
    })
}

/// An inlined function's `return`: a jump to the block after the call with
/// the outputs the caller asked for (each defined on this path).
fn return_to_caller(
    cx: &mut Cx,
    b: BlockId,
    outs: &[Option<ValueId>],
    insts: &mut Vec<Inst>,
) -> Res<Dest> {
    let Some(inl) = &cx.s.inline else {
        unreachable!("only an inlined function returns to a caller");
    };
    let (n, cont, exit) = (inl.nargout, inl.cont, inl.exit);
    let want = inl.cont_types.clone();
    let complex = inl.complex.clone();
    let (framed, results) = (inl.frame.is_some(), inl.results.clone());
    let mut args = Vec::new();
    let mut tys = Vec::new();
    for k in 0..n {
        // An output left undefined: the interpreter raises Octave's error
        // (at the return, in a callee with a frame).
        let Some(Some(o)) = outs.get(k) else {
            return Ok(Dest::Exit(if framed {
                cx.resume(Resume::Term(b.0))
            } else {
                exit
            }));
        };
        let mut ty = cx.read(*o, insts)?;
        let mut a = cx.v(*o);
        let to_complex = match &want {
            Some(w) => w[k] == Ty::C64,
            None => complex[k],
        };
        if ty == Ty::F64 && to_complex {
            a = cx.as_c64(*o, insts)?;
            ty = Ty::C64;
        }
        // An array the callee updated goes back as the caller's next version.
        if ty == Ty::Arr && framed {
            cx.union(a, results[k]);
        } else if matches!(ty, Ty::Arr | Ty::Range | Ty::Chars) {
            return Err(format!("{} returns an array", cx.s.f.name));
        }
        args.push(a);
        tys.push(ty);
    }
    let inl = cx.s.inline.as_mut().expect("checked above");
    match &inl.cont_types {
        Some(old) if *old != tys => {
            return Err(format!(
                "the returns of {} give different types",
                cx.s.f.name
            ))
        }
        Some(_) => {}
        None => inl.cont_types = Some(tys),
    }
    Ok(Dest::Block(cont, args))
}

fn lower_inst(cx: &mut Cx, ii: InstId, out: &mut Vec<Inst>) -> Res<()> {
    let f = cx.s.f;
    let inst = f.inst(ii);
    let one = |what: &str| -> Res<ValueId> {
        match inst.results.as_slice() {
            [r] => Ok(*r),
            _ => Err(format!("{what} with other than one result")),
        }
    };
    if let [r] = inst.results.as_slice() {
        if let Some(k) = cx.s.env.constant(*r) {
            return lower_known_constant(cx, *r, k, out);
        }
    }
    let exit = match cx.exit_to {
        Some(e) => e,
        None => cx.resume(Resume::Inst(cx.redo_from.unwrap_or(ii).0)),
    };
    let access_exit = (!cx.proven).then_some(exit);
    for x in inst.kind.operands() {
        cx.present(x, exit, out);
    }
    if let Some(done) = small::lower(cx, ii, access_exit, out) {
        return done;
    }
    match &inst.kind {
        InstKind::Const(Const::Num(x)) => {
            let dv = one("constant")?;
            let d = cx.v(dv);
            out.push(Inst::ConstF { dst: d, x: *x });
            cx.set_type(d, Ty::F64);
        }
        InstKind::Const(Const::Bool(b)) => {
            let dv = one("constant")?;
            let d = cx.v(dv);
            out.push(Inst::ConstB { dst: d, b: *b });
            cx.set_type(d, Ty::Bool);
        }
        InstKind::Const(Const::Char(s) | Const::Str(s)) if s.len() == 1 => {
            let dv = one("constant")?;
            let d = cx.v(dv);
            out.push(Inst::ConstChar {
                dst: d,
                c: s.as_bytes()[0],
            });
            cx.set_type(d, Ty::Char);
        }
        // `0i` is a complex zero the interpreter keeps unnarrowed: not represented.
        InstKind::Const(Const::Imag(im)) if *im != 0.0 => {
            let dv = one("constant")?;
            let d = cx.v(dv);
            out.push(Inst::ConstC {
                dst: d,
                re: 0.0,
                im: *im,
            });
            cx.set_type(d, Ty::C64);
        }
        InstKind::Copy(a) => {
            let dv = one("copy")?;
            let d = cx.v(dv);
            let t = match cx.read(*a, out)? {
                t @ (Ty::F64 | Ty::Bool | Ty::C64 | Ty::Char) => t,
                t => return Err(format!("copy of a {t:?}")),
            };
            out.push(Inst::Copy {
                dst: d,
                a: cx.v(*a),
            });
            cx.set_type(d, t);
        }
        InstKind::Unary(op, a) => {
            let d = cx.v(one("unary")?);
            lower_unary(cx, d, op, a, exit, out)?;
        }
        InstKind::Binary(op, a, b) => {
            let d = cx.v(one("binary")?);
            lower_binary(cx, d, op, (a, b), exit, out)?;
        }
        InstKind::Truth(a) => {
            let dv = one("truth")?;
            let d = cx.v(dv);
            match cx.scalar(*a, out)? {
                Ty::Bool => out.push(Inst::Copy {
                    dst: d,
                    a: cx.v(*a),
                }),
                _ => out.push(Inst::Truth {
                    dst: d,
                    a: cx.v(*a),
                    exit,
                }),
            }
            cx.set_type(d, Ty::Bool);
        }
        InstKind::Index {
            base,
            kind: IndexKind::Paren,
            args,
            for_update: false,
        } => {
            let dv = one("index")?;
            let d = cx.v(dv);
            let elem = match cx.read(*base, out)? {
                Ty::Arr => Ty::F64,
                Ty::Chars => Ty::Char,
                _ => {
                    return Err(format!(
                        "{base:?} indexed is not a real double or char array"
                    ))
                }
            };
            let idx = subscripts(cx, args, out)?;
            out.push(Inst::Load {
                dst: d,
                arr: cx.v(*base),
                idx,
                exit: access_exit,
            });
            cx.set_type(d, elem);
        }
        InstKind::IndexAssign {
            base,
            kind: IndexKind::Paren,
            args,
            value,
        } => {
            let d = cx.v(one("indexed assignment")?);
            lower_store(cx, (ii, d), base, args, value, access_exit, out)?;
        }
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            stmt: false,
        } => {
            let d = cx.v(one("call")?);
            lower_builtin_call(cx, d, name, args, exit, out)?;
        }
        InstKind::Range { start, step, stop } => {
            let dv = one("range")?;
            lower_range(cx, dv, (start, step, stop), exit, out)?;
        }
        InstKind::ForCount(r) => {
            let d = cx.v(one("for count")?);
            lower_for_count(cx, d, r, out)?;
        }
        InstKind::ForItem { iter, k } => {
            let d = cx.v(one("for item")?);
            lower_for_item(cx, d, iter, k, exit, out)?;
        }
        InstKind::Concat(rows) if vector_for_min_max(cx.s.f, ii) => {
            let dv = one("concatenation")?;
            let mut xs = Vec::new();
            for a in rows.iter().flatten() {
                match a {
                    Arg::Value(x) => xs.push(cx.f64_only(*x, out)?),
                    _ => return Err("a concatenation of other than values".into()),
                }
            }
            let d = cx.v(dv);
            cx.vectors.insert(d, xs);
        }
        InstKind::Nargin | InstKind::Nargout if cx.s.inline.is_some() => {
            let d = cx.v(one("nargin")?);
            let inl = cx.s.inline.as_ref().expect("checked by the guard");
            let n = match &inst.kind {
                InstKind::Nargin => inl.nargin,
                _ => inl.nargout,
            };
            out.push(Inst::ConstF {
                dst: d,
                x: n as f64,
            });
            cx.set_type(d, Ty::F64);
        }
        // A value the native tier represents is present: nothing to check.
        InstKind::Require(a) => {
            cx.read(*a, out)?;
        }
        k => {
            let name = format!("{k:?}");
            let name = name.split(['(', ' ', '{']).next().unwrap_or("?");
            return Err(format!("{name} at {ii:?} is not compiled"));
        }
    }
    Ok(())
}

/// A range a `for` loop walks, kept lazy.
fn lower_range(
    cx: &mut Cx,
    dv: ValueId,
    (start, step, stop): (&ValueId, &Option<ValueId>, &ValueId),
    exit: u32,
    out: &mut Vec<Inst>,
) -> Res<()> {
    let d = cx.v(dv);
    if cx.s.env.lazy_slot(dv).is_none() {
        return Err(format!("range {dv:?} is used other than by a for loop"));
    }
    let s = cx.f64_only(*start, out)?;
    let i = match step {
        Some(st) => cx.f64_only(*st, out)?,
        None => {
            let t = cx.temp(Ty::F64);
            out.push(Inst::ConstF { dst: t, x: 1.0 });
            t
        }
    };
    let e = cx.f64_only(*stop, out)?;
    out.push(Inst::MakeRange {
        dst: d,
        base: s,
        inc: i,
        limit: e,
        exit,
    });
    cx.set_type(d, Ty::Range);
    Ok(())
}

/// `base(args) = value` of one element.
fn lower_store(
    cx: &mut Cx,
    (ii, d): (InstId, V),
    base: &ValueId,
    args: &[Arg],
    value: &ValueId,
    access_exit: Option<u32>,
    out: &mut Vec<Inst>,
) -> Res<()> {
    updatable(cx, ii, *base, out)?;
    let idx = subscripts(cx, args, out)?;
    let x = cx.f64_only(*value, out)?;
    if *value == *base {
        return Err("an array stored into itself".into());
    }
    out.push(Inst::Store {
        dst: d,
        arr: cx.v(*base),
        idx,
        x,
        exit: access_exit,
    });
    cx.set_type(d, Ty::Arr);
    cx.union(d, cx.v(*base));
    Ok(())
}

/// Instruction results the environment knows are constants: scalars made
/// in place.
fn lower_known_constant(cx: &mut Cx, r: ValueId, k: Const, out: &mut Vec<Inst>) -> Res<()> {
    match k {
        Const::Num(x) => {
            out.push(Inst::ConstF { dst: cx.v(r), x });
            cx.set_type(cx.v(r), Ty::F64);
        }
        Const::Bool(b) => {
            out.push(Inst::ConstB { dst: cx.v(r), b });
            cx.set_type(cx.v(r), Ty::Bool);
        }
        Const::Imag(im) if im != 0.0 => {
            out.push(Inst::ConstC {
                dst: cx.v(r),
                re: 0.0,
                im,
            });
            cx.set_type(cx.v(r), Ty::C64);
        }
        _ => return Err(format!("constant {r:?} is not a scalar")),
    }
    Ok(())
}

/// The `k`-th iterate of a `for` over `iter`.
fn lower_for_item(
    cx: &mut Cx,
    d: V,
    iter: &ValueId,
    k: &ValueId,
    exit: u32,
    out: &mut Vec<Inst>,
) -> Res<()> {
    let k = cx.f64_only(*k, out)?;
    // A range the program also reads as an array is made: its
    // elements are read where a row's are.
    if cx.read(*iter, out)? == Ty::Arr {
        out.push(Inst::ForElem {
            dst: d,
            arr: cx.v(*iter),
            k,
            exit,
        });
        cx.set_type(d, Ty::F64);
        return Ok(());
    }
    if cx.read(*iter, out)? != Ty::Range {
        return Err(format!("for over {iter:?}, which is not a lazy range"));
    }
    out.push(Inst::ForItem {
        dst: d,
        range: cx.v(*iter),
        k,
    });
    cx.set_type(d, Ty::F64);
    Ok(())
}

/// `op a` on a scalar.
fn lower_unary(
    cx: &mut Cx,
    d: V,
    op: &UnOp,
    a: &ValueId,
    exit: u32,
    out: &mut Vec<Inst>,
) -> Res<()> {
    if cx.read(*a, out)? == Ty::C64 {
        match op {
            UnOp::Neg => out.push(Inst::CNeg {
                dst: d,
                a: cx.v(*a),
            }),
            UnOp::Plus => out.push(Inst::Copy {
                dst: d,
                a: cx.v(*a),
            }),
            UnOp::Not => return Err(format!("~ of complex {a:?}")),
        }
        cx.set_type(d, Ty::C64);
        return Ok(());
    }
    match op {
        UnOp::Neg => {
            let x = cx.as_f64(*a, out)?;
            out.push(Inst::Neg { dst: d, a: x });
            cx.set_type(d, Ty::F64);
        }
        UnOp::Plus => {
            let x = cx.as_f64(*a, out)?;
            out.push(Inst::Copy { dst: d, a: x });
            cx.set_type(d, Ty::F64);
        }
        UnOp::Not => {
            match cx.scalar(*a, out)? {
                Ty::Bool => out.push(Inst::NotB {
                    dst: d,
                    a: cx.v(*a),
                }),
                _ => out.push(Inst::NotF {
                    dst: d,
                    a: cx.v(*a),
                    exit,
                }),
            }
            cx.set_type(d, Ty::Bool);
        }
    }
    Ok(())
}

/// `a op b` on scalars.
fn lower_binary(
    cx: &mut Cx,
    d: V,
    op: &BinOp,
    (a, b): (&ValueId, &ValueId),
    exit: u32,
    out: &mut Vec<Inst>,
) -> Res<()> {
    if cx.read(*a, out)? == Ty::C64 || cx.read(*b, out)? == Ty::C64 {
        let op = match op {
            BinOp::Add => BinF::Add,
            BinOp::Sub => BinF::Sub,
            BinOp::Mul | BinOp::MatMul => BinF::Mul,
            _ => return Err(format!("{op:?} of complex operands is not compiled")),
        };
        let x = cx.as_c64(*a, out)?;
        let y = cx.as_c64(*b, out)?;
        out.push(Inst::CBin {
            dst: d,
            op,
            a: x,
            b: y,
        });
        cx.set_type(d, Ty::C64);
        return Ok(());
    }
    let x = cx.as_f64(*a, out)?;
    let y = cx.as_f64(*b, out)?;
    let (i, t) = match op {
        BinOp::Add => (bin(d, BinF::Add, x, y), Ty::F64),
        BinOp::Sub => (bin(d, BinF::Sub, x, y), Ty::F64),
        BinOp::Mul | BinOp::MatMul => (bin(d, BinF::Mul, x, y), Ty::F64),
        BinOp::Div | BinOp::MatDiv => (bin(d, BinF::Div, x, y), Ty::F64),
        BinOp::LeftDiv | BinOp::MatLeftDiv => (bin(d, BinF::Div, y, x), Ty::F64),
        BinOp::Pow | BinOp::MatPow => (
            Inst::Pow {
                dst: d,
                a: x,
                b: y,
                exit,
            },
            Ty::F64,
        ),
        BinOp::Eq => (cmp(d, Cmp::Eq, x, y), Ty::Bool),
        BinOp::Ne => (cmp(d, Cmp::Ne, x, y), Ty::Bool),
        BinOp::Lt => (cmp(d, Cmp::Lt, x, y), Ty::Bool),
        BinOp::Le => (cmp(d, Cmp::Le, x, y), Ty::Bool),
        BinOp::Gt => (cmp(d, Cmp::Gt, x, y), Ty::Bool),
        BinOp::Ge => (cmp(d, Cmp::Ge, x, y), Ty::Bool),
        BinOp::And | BinOp::AndAnd | BinOp::Or | BinOp::OrOr => (
            Inst::Logic {
                dst: d,
                and: matches!(op, BinOp::And | BinOp::AndAnd),
                a: x,
                b: y,
                exit,
            },
            Ty::Bool,
        ),
    };
    out.push(i);
    cx.set_type(d, t);
    Ok(())
}

/// A call of builtin `name` the native tier computes inline.
fn lower_builtin_call(
    cx: &mut Cx,
    d: V,
    name: &str,
    args: &[Arg],
    exit: u32,
    out: &mut Vec<Inst>,
) -> Res<()> {
    // `min([a, b, c])`: the first smallest, a NaN only when all are,
    // as the pairwise pick of `min(a, b)` gives left to right.
    if let (Some(f2), [Arg::Value(a)]) = (Math2::of(name).filter(|f2| f2.reduces()), args) {
        if let Some(xs) = cx.vectors.get(&cx.v(*a)).cloned() {
            let mut acc = xs[0];
            for (k, &x) in xs.iter().enumerate().skip(1) {
                let t = if k + 1 == xs.len() {
                    d
                } else {
                    cx.temp(Ty::F64)
                };
                out.push(Inst::Math2 {
                    dst: t,
                    f: f2,
                    a: acc,
                    b: x,
                });
                acc = t;
            }
            if xs.len() == 1 {
                out.push(Inst::Copy { dst: d, a: acc });
            }
            cx.set_type(d, Ty::F64);
            return Ok(());
        }
    }
    if let (Some(f2), [Arg::Value(a), Arg::Value(b)]) = (Math2::of(name), args) {
        let x = cx.f64_only(*a, out)?;
        let y = cx.f64_only(*b, out)?;
        out.push(Inst::Math2 {
            dst: d,
            f: f2,
            a: x,
            b: y,
        });
        cx.set_type(d, Ty::F64);
        return Ok(());
    }
    let rule = decls::rule(name);
    if let (Rule::Extent(DeclExtent::IsScalar), [Arg::Value(a)]) = (rule, args) {
        match cx.read(*a, out)? {
            Ty::F64 | Ty::Bool | Ty::C64 | Ty::Char => out.push(Inst::ConstB { dst: d, b: true }),
            Ty::Arr | Ty::Chars => {
                let n = cx.temp(Ty::F64);
                out.push(Inst::Extent {
                    dst: n,
                    what: Extent::Numel,
                    arr: cx.v(*a),
                });
                let one = cx.temp(Ty::F64);
                out.push(Inst::ConstF { dst: one, x: 1.0 });
                out.push(cmp(d, Cmp::Eq, n, one));
            }
            Ty::Range => return Err("isscalar of a range".into()),
        }
        cx.set_type(d, Ty::Bool);
        return Ok(());
    }
    if let Some(what) = extent(cx, name, args)? {
        let (arr, ty) = match args.first() {
            Some(Arg::Value(a)) => (*a, cx.read(*a, out)?),
            _ => return Err(format!("{name} of no value")),
        };
        match what {
            // Every extent of a scalar is one.
            _ if matches!(ty, Ty::F64 | Ty::Bool | Ty::C64 | Ty::Char) => {
                out.push(Inst::ConstF { dst: d, x: 1.0 })
            }
            _ if !matches!(ty, Ty::Arr | Ty::Chars) => return Err(format!("{name} of a {ty:?}")),
            Some(what) => out.push(Inst::Extent {
                dst: d,
                what,
                arr: cx.v(arr),
            }),
            // `size(a, k)` past the second dimension of a 2-D array.
            None => out.push(Inst::ConstF { dst: d, x: 1.0 }),
        }
        cx.set_type(d, Ty::F64);
        return Ok(());
    }
    let a = match args {
        [Arg::Value(a)] => *a,
        _ => return Err(format!("{name} with other than one argument")),
    };
    if let Some(part) = match rule {
        Rule::Map(Map::Part(DeclPart::Real)) => Some(Part::Re),
        Rule::Map(Map::Part(DeclPart::Imag)) => Some(Part::Im),
        Rule::Map(Map::Abs) => Some(Part::Abs),
        _ => None,
    } {
        match cx.read(a, out)? {
            Ty::C64 => {
                out.push(Inst::CPart {
                    dst: d,
                    f: part,
                    a: cx.v(a),
                });
                cx.set_type(d, Ty::F64);
                return Ok(());
            }
            Ty::F64 if part != Part::Abs => {
                out.push(match part {
                    Part::Re => Inst::Copy { dst: d, a: cx.v(a) },
                    _ => Inst::ConstF { dst: d, x: 0.0 },
                });
                cx.set_type(d, Ty::F64);
                return Ok(());
            }
            _ => {}
        }
    }
    if Math::of(name) == Some(Math::Exp) && cx.read(a, out)? == Ty::C64 {
        out.push(Inst::CExp { dst: d, a: cx.v(a) });
        cx.set_type(d, Ty::C64);
        return Ok(());
    }
    let m = Math::of(name).ok_or_else(|| format!("builtin {name} is not compiled"))?;
    let x = cx.f64_only(a, out)?;
    out.push(Inst::Math {
        dst: d,
        f: m,
        a: x,
        exit: m.partial().then_some(exit),
    });
    cx.set_type(d, Ty::F64);
    Ok(())
}

/// The number of iterations of a `for` over `r`.
fn lower_for_count(cx: &mut Cx, d: V, r: &ValueId, out: &mut Vec<Inst>) -> Res<()> {
    // Over an array (a 2-D one, as entry checks): its columns, none
    // when it is empty (`ops::for_count`).
    if cx.read(*r, out)? == Ty::Arr {
        let (n, cols, zero, empty) = (
            cx.temp(Ty::F64),
            cx.temp(Ty::F64),
            cx.temp(Ty::F64),
            cx.temp(Ty::Bool),
        );
        let arr = cx.v(*r);
        out.push(Inst::Extent {
            dst: n,
            what: Extent::Numel,
            arr,
        });
        out.push(Inst::Extent {
            dst: cols,
            what: Extent::Cols,
            arr,
        });
        out.push(Inst::ConstF { dst: zero, x: 0.0 });
        out.push(cmp(empty, Cmp::Eq, n, zero));
        out.push(Inst::Select {
            dst: d,
            c: empty,
            a: zero,
            b: cols,
        });
        cx.set_type(d, Ty::F64);
        return Ok(());
    }
    if cx.read(*r, out)? != Ty::Range {
        return Err(format!("for over {r:?}, which is not a lazy range"));
    }
    out.push(Inst::ForCount {
        dst: d,
        range: cx.v(*r),
    });
    cx.set_type(d, Ty::F64);
    Ok(())
}

/// Checks that instruction `ii` may update array `base` in place.
fn updatable(cx: &mut Cx, ii: InstId, base: ValueId, out: &mut Vec<Inst>) -> Res<()> {
    if cx.read(base, out)? != Ty::Arr {
        return Err(format!("{base:?} updated is not a real double array"));
    }
    // An exit after an inlined function's update would resume before
    // the call with the array already changed: only a callee with a
    // frame updates, an array its caller passed it and no longer needs.
    if let Some((framed, args)) =
        cx.s.inline
            .as_ref()
            .map(|i| (i.frame.is_some(), i.args.clone()))
    {
        if !framed {
            return Err(format!("{} updates an array", cx.s.f.name));
        }
        let root = cx.find(cx.v(base));
        let k = args.iter().position(|(a, _)| cx.find(*a) == root);
        match k {
            Some(k) if args[k].1 && args.iter().filter(|(a, _)| *a == args[k].0).count() == 1 => {}
            _ => {
                return Err(format!(
                    "{} updates an array its caller still needs",
                    cx.s.f.name
                ))
            }
        }
    }
    if !cx.defined_here(cx.v(base)) {
        return Err(format!("{base:?} updated is not carried by the loop"));
    }
    if !cx.s.env.last_use(ii, base) {
        return Err(format!("{base:?} is still needed after its update"));
    }
    Ok(())
}

/// Which extent `numel(a)`, `length(a)` or `size(a, k)` (a constant `k`)
/// reads: `Some(None)` for a `k` past the array's two dimensions.
fn extent(cx: &Cx, name: &str, args: &[Arg]) -> Res<Option<Option<Extent>>> {
    Ok(match (decls::rule(name), args) {
        (Rule::Extent(DeclExtent::Numel), [Arg::Value(_)]) => Some(Some(Extent::Numel)),
        (Rule::Extent(DeclExtent::Length), [Arg::Value(_)]) => Some(Some(Extent::Length)),
        (Rule::Size, [Arg::Value(_), Arg::Value(k)]) => match cx.s.env.constant(*k) {
            Some(Const::Num(k)) if k > 2.0 && k.fract() == 0.0 && k < 1e9 => Some(None),
            Some(Const::Num(k)) => match k {
                1.0 => Some(Some(Extent::Rows)),
                2.0 => Some(Some(Extent::Cols)),
                _ => return Err("size with a dimension that is not a whole number".into()),
            },
            _ => return Err("size with a dimension that is not a constant".into()),
        },
        _ => None,
    })
}

fn subscripts(cx: &mut Cx, args: &[Arg], out: &mut Vec<Inst>) -> Res<Vec<V>> {
    if args.is_empty() || args.len() > 2 {
        return Err("an index with other than one or two subscripts".into());
    }
    let mut idx = Vec::new();
    for a in args {
        match a {
            Arg::Value(v) => idx.push(cx.f64_only(*v, out)?),
            _ => return Err("a subscript that is not a scalar".into()),
        }
    }
    Ok(idx)
}

/// Whether concatenation `ii` is a row or column of values that only one
/// `min(v)` or `max(v)` reads, right after it (so no exit can see it).
fn vector_for_min_max(f: &Function, ii: InstId) -> bool {
    let inst = f.inst(ii);
    let (InstKind::Concat(rows), [r]) = (&inst.kind, inst.results.as_slice()) else {
        return false;
    };
    let n: usize = rows.iter().map(|row| row.len()).sum();
    if n == 0 || !(rows.len() == 1 || rows.iter().all(|row| row.len() == 1)) {
        return false;
    }
    let Some(b) = f.blocks.iter().find(|b| b.insts.contains(&ii)) else {
        return false;
    };
    let at = b.insts.iter().position(|&i| i == ii).expect("found above");
    let Some(&next) = b.insts.get(at + 1) else {
        return false;
    };
    let reader = f.inst(next);
    let is_min_max = matches!(
        &reader.kind,
        InstKind::Call { callee: Callee::Builtin(name), args, stmt: false }
            if Math2::of(name).is_some_and(Math2::reduces)
                && matches!(args.as_slice(), [Arg::Value(a)] if a == r)
                && reader.results.len() == 1
    );
    let uses = f
        .insts
        .iter()
        .map(|i| i.kind.operands().iter().filter(|&&v| v == *r).count())
        .sum::<usize>()
        + f.blocks
            .iter()
            .map(|b| b.term.operands().iter().filter(|&&v| v == *r).count())
            .sum::<usize>();
    is_min_max && uses == 1
}

fn bin(d: V, op: BinF, a: V, b: V) -> Inst {
    Inst::Bin { dst: d, op, a, b }
}

fn cmp(d: V, op: Cmp, a: V, b: V) -> Inst {
    Inst::Cmp { dst: d, op, a, b }
}

/// The values of `f` live where the interpreter resumes at `r` (MIR liveness,
/// and a truth's operand its branch may read instead).
fn live_at(f: &Function, lv: &Liveness, r: Resume) -> mir::liveness::ValueSet {
    let (b, from) = match r {
        Resume::Inst(i) => {
            let b = f
                .blocks
                .iter()
                .position(|b| b.insts.contains(&InstId(i)))
                .expect("a resume point's instruction is in a block");
            (BlockId(b as u32), Some(InstId(i)))
        }
        Resume::Term(b) => (BlockId(b), None),
    };
    let blk = f.block(b);
    let mut live = lv.live_out[b.index()].clone();
    for v in blk.term.operands() {
        live.insert(v);
    }
    // The interpreter's branch may read a truth's operand instead of the
    // truth (`exec::code` folds a truth only the branch reads).
    if let (Terminator::Branch { cond, .. }, Some(&last)) = (&blk.term, blk.insts.last()) {
        let inst = f.inst(last);
        if let (InstKind::Truth(x), [r]) = (&inst.kind, inst.results.as_slice()) {
            if r == cond {
                live.insert(*x);
            }
        }
    }
    if let Some(at) = from {
        for &i in blk.insts.iter().rev() {
            let inst = f.inst(i);
            for r in &inst.results {
                live.remove(*r);
            }
            for v in inst.kind.operands() {
                live.insert(v);
            }
            if i == at {
                break;
            }
        }
    }
    live
}

/// Where the interpreter resumes after instruction `i` of `f`.
fn after(f: &Function, i: u32) -> Resume {
    let b = f
        .blocks
        .iter()
        .position(|b| b.insts.contains(&InstId(i)))
        .expect("a call is in a block");
    let insts = &f.blocks[b].insts;
    let k = insts.iter().position(|&j| j.0 == i).expect("found above");
    match insts.get(k + 1) {
        Some(n) => Resume::Inst(n.0),
        None => Resume::Term(b as u32),
    }
}

/// Per resume point, which of `defs` are live there (MIR liveness): the
/// interpreter reads no other value after it resumes. In an inlined call's
/// frame: the callee's values live there, and the caller's live after the
/// call or passed to it (the frame's parameters are read from them).
fn live_defs(
    f: &Function,
    lv: &Liveness,
    resumes: &[Resume],
    resume_frame: &[Option<u32>],
    frames: &[Frame],
    frame_funcs: &[&Function],
    defs: &[(V, Ty)],
) -> Vec<Vec<usize>> {
    let lvs: Vec<_> = frame_funcs.iter().map(|g| liveness(g)).collect();
    resumes
        .iter()
        .zip(resume_frame)
        .map(|(&r, frame)| {
            let live: Vec<bool> = match frame {
                None => {
                    let l = live_at(f, lv, r);
                    defs.iter()
                        .map(|(v, _)| *v < f.num_values && l.contains(ValueId(*v)))
                        .collect()
                }
                Some(fi) => {
                    let fr = &frames[*fi as usize];
                    let g = frame_funcs[*fi as usize];
                    let inner = live_at(g, &lvs[*fi as usize], r);
                    let outer = live_at(f, lv, after(f, fr.call));
                    let call = f.inst(InstId(fr.call));
                    defs.iter()
                        .map(|(v, _)| {
                            if *v >= fr.base && *v < fr.base + fr.num_values {
                                inner.contains(ValueId(*v - fr.base))
                            } else {
                                *v < f.num_values
                                    && ((outer.contains(ValueId(*v))
                                        && !call.results.contains(&ValueId(*v)))
                                        || fr.params.iter().any(|(_, a, _)| a == v))
                            }
                        })
                        .collect()
                }
            };
            (0..defs.len()).filter(|&k| live[k]).collect()
        })
        .collect()
}
