//! The register machine: frames, the dispatch loop, calls and error unwinding.
//!
//! A frame's registers are a `Vec` indexed by `ValueId`, its slots (globals,
//! persistents, dynamic workspaces) are indexed by `VarId`. A finished call's
//! frame is reset and kept for the function's next call, which then
//! allocates none. The dispatch loop `Interp::exec` matches the op and calls
//! its family's method (`#[inline(always)]` where the loop ran it inline).
//! Back edges count the loop ops the native tier weighs and test the
//! interrupt flag (`runtime::INTERRUPT`, raised by the prompt's Ctrl-C), so
//! stopping costs one load per iteration. Errors unwind through the frame's
//! handler stack; a panic is a bug.
//!
//! Its parts: `intrinsics` (builtins that call back into the interpreter),
//! `workspaces` (`evalin`, `assignin`), `verify_types` (`--verify-types`),
//! `fuse_ops` and `fuse_stmt` (the fuse ops on a frame).

mod fuse_ops;
mod fuse_stmt;
pub(crate) mod intrinsics;
pub mod verify_types;
pub(crate) mod workspaces;

use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

use decls::Math;
use mir::ir::{FuncId, FunctionKind, IndexKind, Program};
use mir::Loader;
use runtime::error::StackFrame;
use runtime::value::{FuncHandle, Tensor};
use runtime::{Ctx, Dims, MatError, StructArray, Value};
use syntax::ast::{BinOp, UnOp};

use crate::code::{
    compile, CalleeOp, Code, FuseAssign, FuseBin, FuseIndex, Intrinsic, Op, OpArg, Reg, Resolver,
    ScalarMath, UpdateCopy, Use, NO_STMT,
};
use crate::copies::{copy_in_place, ensure_unique_checked, is_array, is_unique};
use crate::rt::{self, LazyRange};

/// Why execution stopped abnormally.
#[derive(Debug)]
pub enum Exc {
    Error(MatError),
    /// `exit(n)` / `quit`.
    Exit(i32),
    /// The interrupt flag was raised (Ctrl-C at the prompt): the program
    /// stops where it is; no `try` catches it.
    Interrupt,
}

impl From<MatError> for Exc {
    fn from(e: MatError) -> Exc {
        if e.is_interrupt() {
            Exc::Interrupt
        } else {
            Exc::Error(e)
        }
    }
}

pub type ExecResult<T> = Result<T, Exc>;

/// A function's output slots as a run leaves them (`None`: never set).
pub type Outputs = Vec<Option<Value>>;

/// One activation's state beyond its registers.
pub struct Frame {
    pub regs: Vec<Option<Value>>,
    pub slots: Vec<Option<Value>>,
    /// Per variable: `NONE` for a local slot, else an index into globals
    /// (high bit clear) or persistents (high bit set).
    pub bind: Vec<u32>,
    pub handlers: Vec<(u32, Option<Reg>)>,
    pub lazy: Vec<Option<LazyRange>>,
    /// Comma-separated lists of list-mode definitions (other than one value).
    pub lists: Vec<Option<Vec<Value>>>,
    /// All outputs of an anonymous function's body call, when it made several.
    pub anon_outs: Option<Vec<Value>>,
    /// (base, inc, limit) of ranges that are displayed.
    pub specs: Vec<Option<(f64, f64, f64)>>,
    pub nargin: usize,
    pub nargout: usize,
    pub func: FuncId,
    /// `--verify-types`: registers a last-iteration move emptied (their
    /// values are dead; the loop header they still flow into is not checked).
    pub ended: Vec<Reg>,
    /// Values of elementwise expressions not made yet (`fuse`), per slot.
    pub(crate) fuse: Vec<Option<crate::fuse::Lazy>>,
    /// The passes each root of an elementwise expression keeps (`fuse`).
    pub(crate) plans: Vec<crate::fuse::Slot>,
    /// Per fused statement (`Op::FuseStmt`), its state.
    pub(crate) stmts: Vec<fuse_stmt::State>,
    /// Ops of elementwise trees that made a lazy value, so far.
    pub(crate) fused_seq: u64,
}

pub const NONE: u32 = u32::MAX;

impl Frame {
    /// A frame for running `code` as function `func`: no arguments, no
    /// variables yet, no outputs asked for.
    pub fn new(code: &Code, func: FuncId) -> Frame {
        Frame {
            regs: code.new_regs(),
            slots: vec![None; code.nvars],
            bind: vec![NONE; code.nvars],
            handlers: Vec::new(),
            lazy: vec![None; code.nlazy],
            lists: vec![None; code.nlists],
            anon_outs: None,
            specs: vec![None; code.nspecs],
            nargin: 0,
            nargout: 0,
            func,
            ended: Vec::new(),
            fuse: (0..code.nfuse).map(|_| None).collect(),
            plans: (0..code.nplans).map(|_| Default::default()).collect(),
            stmts: (0..code.nstmts).map(|_| Default::default()).collect(),
            fused_seq: 0,
        }
    }

    /// Makes a finished call's frame what `Frame::new` makes, keeping its
    /// storage for the next call of the same code; its values are dropped
    /// here, in the order dropping the frame would drop them.
    fn reset(&mut self, code: &Code) {
        self.regs.fill(None);
        for &(r, k) in &code.init {
            self.regs[r as usize] = Some(code.consts[k as usize].clone());
        }
        self.slots.fill(None);
        self.bind.fill(NONE);
        self.handlers.clear();
        self.lazy.fill(None);
        self.lists.fill(None);
        self.anon_outs = None;
        self.specs.fill(None);
        self.nargin = 0;
        self.nargout = 0;
        self.ended.clear();
        for f in &mut self.fuse {
            *f = None;
        }
    }
}

const PERSIST_BIT: u32 = 1 << 31;

/// Whether a frame's binding of a variable is to a global.
pub(crate) fn is_global_binding(b: u32) -> bool {
    b != NONE && b & PERSIST_BIT == 0
}

pub struct Interp {
    pub prog: Program,
    pub loader: Loader,
    codes: Vec<Option<Rc<Code>>>,
    /// Per function, the frame of its last finished call, reset: the next
    /// call reuses its storage (a call allocates no frame then).
    spare_frames: Vec<Option<Frame>>,
    pub ctx: Ctx,
    pub out: Box<dyn Write>,
    pub errout: Box<dyn Write>,
    globals: Vec<Option<Value>>,
    global_names: HashMap<String, u32>,
    persist: HashMap<(u32, u32), u32>,
    persist_vals: Vec<Option<Value>>,
    /// Functions locked by `mlock` (matc never unloads a function, so a lock
    /// only answers `mislocked`).
    pub(crate) locked: std::collections::HashSet<String>,
    pub depth: usize,
    /// The last error caught (`lasterr`, `lasterror`).
    pub last_error: MatError,
    /// Functions `atexit` registered, called last first when the program ends.
    pub(crate) at_exit: Vec<String>,
    /// Resolved `Unresolved` callees, by name.
    resolved: HashMap<Rc<str>, Option<FuncId>>,
    /// Call stack of (function, pc of the current op) for `dbstack`-like needs.
    pub stack: Vec<(FuncId, usize)>,
    /// The value handed back by `__matc_capture__` (see `str2func`).
    pub captured: Option<Value>,
    /// Nesting of `evalc`: while positive, output stays in the buffer.
    pub capturing: usize,
    /// Counters for `--stats`.
    pub stats: crate::stats::Stats,
    pub copies: crate::CopyPolicy,
    /// Whether loops run as machine code (`--jit`).
    pub jit: crate::JitMode,
    /// The native tier's debugging switches.
    pub jit_debug: jit::Debug,
    /// Functions compiled ahead of time (`matc build`), tried before running a call.
    pub aot: Option<Box<dyn crate::aot::Aot>>,
    /// Facts of the types analysis, used to select ops (None: types off).
    pub types: Option<Rc<analysis::types::TypeFacts>>,
    /// `--verify-types`: the facts checked and the violations found.
    pub verify: Option<Box<verify_types::Verifier>>,
    /// `--verify-copies`: test every check-free update against the reference count.
    pub verify_copies: bool,
    /// `--storage=gctd` (the default): elementwise expressions fused and
    /// index-vector subscripts gathered in one pass (`rt::fast_index`).
    pub gctd: bool,
    /// Copy plans of the functions compiled so far (`static`, `naive`).
    pub copy_plans: analysis::copies::CopyAnalysis,
    /// Set by a direct call the caller's plan covers: the callee need not guard its arguments.
    trusted_call: bool,
    /// Locations already reported by `--verify-copies`.
    violations: std::collections::HashSet<(u32, usize)>,
    /// Variables of dynamic-workspace callers suspended in calls (`evalin`).
    pub(crate) parked: Vec<workspaces::Parked>,
    /// The base workspace of a program that is a function (`evalin('base')`).
    pub(crate) own_base: Option<Frame>,
    /// What the runtime knows of each classdef class instantiated so far.
    pub(crate) class_infos: HashMap<String, Rc<runtime::value::object::ClassInfo>>,
    /// Switches changed by `warning(state, id, 'local')`, undone when the
    /// function that changed them returns.
    pub(crate) local_warnings: Vec<intrinsics::LocalWarning>,
}

/// The interrupt flag (Ctrl-C at the prompt); tested on loop back-edges, so
/// a long loop stops within an iteration.
pub use runtime::INTERRUPT;

/// Whether the interrupt flag is raised; lowers it (one interrupt stops one
/// program).
#[inline]
fn interrupted() -> bool {
    use std::sync::atomic::Ordering;
    INTERRUPT.load(Ordering::Relaxed) && INTERRUPT.swap(false, Ordering::Relaxed)
}

/// Whether `name` is something the interpreter or runtime provides.
pub fn is_builtin_name(name: &str) -> bool {
    Intrinsic::from_name(name).is_some() || runtime::builtins::is_builtin(name)
}

impl Interp {
    pub fn new(
        prog: Program,
        loader: Loader,
        out: Box<dyn Write>,
        errout: Box<dyn Write>,
    ) -> Interp {
        Interp {
            prog,
            loader,
            codes: Vec::new(),
            spare_frames: Vec::new(),
            ctx: Ctx::new(),
            out,
            errout,
            globals: Vec::new(),
            global_names: HashMap::new(),
            persist: HashMap::new(),
            persist_vals: Vec::new(),
            locked: Default::default(),
            depth: 0,
            last_error: MatError::default(),
            at_exit: Vec::new(),
            resolved: HashMap::new(),
            class_infos: HashMap::new(),
            local_warnings: Vec::new(),
            stack: Vec::new(),
            captured: None,
            capturing: 0,
            stats: crate::stats::Stats::default(),
            copies: crate::CopyPolicy::default(),
            jit: crate::JitMode::default(),
            jit_debug: jit::Debug::default(),
            aot: None,
            types: None,
            verify: None,
            verify_copies: false,
            gctd: true,
            copy_plans: analysis::copies::CopyAnalysis::new(),
            trusted_call: false,
            violations: std::collections::HashSet::new(),
            parked: Vec::new(),
            own_base: None,
        }
    }

    /// `--verify-copies`: an update the plan said was safe found the array
    /// shared. Reported once per location; the caller then copies.
    fn copy_violation(&mut self, code: &Code, pc: usize) {
        self.stats.copy_violations += 1;
        if self.violations.insert((code.func.0, pc)) {
            let loc = self.location(code, pc);
            let _ = writeln!(
                self.errout,
                "verify-copies: in-place update of an array another live value can see, in {} at {}:{}:{}",
                loc.name, loc.file, loc.line, loc.column
            );
        }
    }

    /// Writes `x` at `pos` of the double array in register `base` (moved
    /// into `dst`), after making it unique as the copy mode says: no test at
    /// all when the static plan proved it unique.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn assign_at(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        base: Reg,
        dst: Reg,
        pos: usize,
        x: f64,
        cp: UpdateCopy,
    ) {
        self.update_double(code, pc, fr, (base, dst), cp, |t| t.set(pos, x));
    }

    /// Writes the elements of `row` into row `i` of the double matrix in
    /// register `base` (moved into `dst`), made unique as for `assign_at`.
    #[allow(clippy::too_many_arguments)]
    fn assign_row(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        (base, dst): (Reg, Reg),
        i: usize,
        row: Rc<Tensor<f64>>,
        cp: UpdateCopy,
    ) {
        self.update_double(code, pc, fr, (base, dst), cp, |t| {
            let rows = t.rows();
            let data = t.data_mut();
            for (j, &x) in row.data.iter().enumerate() {
                data[i + j * rows] = x;
            }
        });
    }

    /// Moves the double array in register `base` into `dst` and changes it
    /// with `write`, after making it unique as the copy mode says: no test
    /// at all when the static plan proved it unique.
    #[inline(always)]
    fn update_double(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        (base, dst): (Reg, Reg),
        cp: UpdateCopy,
        write: impl FnOnce(&mut Tensor<f64>),
    ) {
        let mut b = fr.regs[base as usize].take();
        if cp == UpdateCopy::InPlace && !self.verify_copies {
            if let Some(Value::Double(t)) = &mut b {
                self.stats.array_updates += 1;
                self.stats.copy_checks_proven += 1;
                // SAFETY: no other borrow of this tensor is live here;
                // uniqueness is the static plan's (see `copies`).
                write(unsafe { crate::copies::unchecked_mut(t) });
            }
        } else {
            if let Some(bv) = &mut b {
                self.own_base(code, pc, cp, true, bv);
            }
            if let Some(Value::Double(t)) = &mut b {
                // Unique now (made so just above): `make_mut` never copies.
                write(Rc::make_mut(t));
            }
        }
        fr.regs[dst as usize] = b;
    }

    /// A copy the static plan placed. Under `static` it is made only when
    /// the array is shared (one test): where the plan's alias pairs were
    /// too cautious this saves the copy, and it never copies more than
    /// `refcount` would at the update. `naive` copies unconditionally.
    #[inline]
    fn plan_copy(&mut self, v: &mut Value) {
        if self.copies == crate::CopyPolicy::Naive {
            copy_in_place(v, &mut self.stats);
        } else {
            ensure_unique_checked(v, &mut self.stats);
        }
    }

    /// `base(args) = l` computed straight into the block when the block is
    /// runs within bounds of the same shape as `l` and `l` may be written
    /// over what it reads (`fuse::retarget`); else `l` is handed back.
    #[allow(clippy::result_large_err)] // the tree comes back to be made real
    fn fused_assign(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        x: &crate::code::FuseAssign,
        mut l: crate::fuse::Lazy,
    ) -> Result<(), crate::fuse::Lazy> {
        let Some(Value::Double(t)) = &fr.regs[x.base.r as usize] else {
            return Err(l);
        };
        if let Some(mv) = fuse_ops::self_move(fr, &l, t, &x.args) {
            // The block's hold on the array goes first, so that the update
            // copies it only when something else holds it.
            drop(l);
            let mut b = read_reg(&mut fr.regs, x.base).expect("checked above");
            self.own_base(code, pc, x.cp, x.base.mv, &mut b);
            if let Value::Double(t) = &mut b {
                mv.run(Rc::make_mut(t));
            }
            if x.stmt != NO_STMT {
                fuse_stmt::confirm(fr, x.stmt, x.plan, false, None, None);
            }
            self.stats.fused_in_place += 1;
            fuse_ops::release_args(fr, &x.args);
            fr.regs[x.dst as usize] = Some(b);
            return Ok(());
        }
        let Some((runs, dims)) = fuse_ops::block(fr, t, &x.args) else {
            return Err(l);
        };
        // `a(:) = b` takes any `b` of as many elements.
        let all = matches!(x.args[..], [OpArg::Colon]);
        if dims.numel() != l.n
            || (!all && !rt::same_squeezed(dims.as_slice(), l.dims.as_slice()))
            || !crate::fuse::retarget(&mut l, t, &runs)
        {
            return Err(l);
        }
        let mut b = read_reg(&mut fr.regs, x.base).expect("checked above");
        self.own_base(code, pc, x.cp, x.base.mv, &mut b);
        if let Value::Double(t) = &mut b {
            let slot = fr.plans.get_mut(x.plan as usize);
            let kept = crate::fuse::assign_into(&l, Rc::make_mut(t), &runs, slot) && !l.made;
            if x.stmt != NO_STMT {
                fuse_stmt::confirm(fr, x.stmt, x.plan, kept, None, Some(runs));
            }
        }
        self.stats.fused_passes += 1;
        self.stats.fused_in_place += 1;
        fuse_ops::release_args(fr, &x.args);
        fr.regs[x.dst as usize] = Some(b);
        Ok(())
    }

    /// Makes the base of an update unique as the op's copy mode says; counts the update.
    #[inline(always)]
    pub(crate) fn own_base(
        &mut self,
        code: &Code,
        pc: usize,
        cp: UpdateCopy,
        moved: bool,
        b: &mut Value,
    ) {
        if !is_array(b) {
            return;
        }
        self.stats.array_updates += 1;
        match cp {
            UpdateCopy::Check => ensure_unique_checked(b, &mut self.stats),
            UpdateCopy::Copy => self.plan_copy(b),
            UpdateCopy::InPlace => {
                // 1x1 chars may come from the interpreter's shared character
                // table (`char_scalar`), which no analysis sees: the run-time
                // guard of §6.1.1 for them.
                if let Value::Char(t) = b {
                    if t.data.len() == 1 {
                        ensure_unique_checked(b, &mut self.stats);
                        return;
                    }
                }
                self.stats.copy_checks_proven += 1;
                if !moved || (self.verify_copies && !is_unique(b)) {
                    if self.verify_copies {
                        self.copy_violation(code, pc);
                    }
                    copy_in_place(b, &mut self.stats);
                }
            }
        }
    }

    /// Writes buffered output of the builtins to the real streams (stdout first).
    pub fn flush(&mut self) {
        if !self.ctx.out.is_empty() && self.capturing == 0 {
            let o = self.ctx.take_out();
            self.ctx.diary.out_written(&o);
            let _ = self.out.write_all(&o);
        }
        if !self.ctx.err.is_empty() {
            let _ = self.out.flush();
            let e = self.ctx.take_err();
            self.ctx.diary.err_written(&e);
            let _ = self.errout.write_all(&e);
            let _ = self.errout.flush();
        }
    }

    pub fn code(&mut self, f: FuncId) -> Rc<Code> {
        if self.codes.len() < self.prog.functions.len() {
            self.codes.resize(self.prog.functions.len(), None);
        }
        if let Some(c) = &self.codes[f.index()] {
            return c.clone();
        }
        let plan = match self.copies {
            crate::CopyPolicy::Refcount => None,
            _ => Some(self.copy_plans.plan(&self.prog, f)),
        };
        let prog = &self.prog;
        let globals = std::cell::RefCell::new((&mut self.globals, &mut self.global_names));
        let global_slot = |name: &str| {
            let (values, names) = &mut *globals.borrow_mut();
            intern_global(values, names, name)
        };
        let types = self.types.as_deref();
        let callees = move |g: FuncId| {
            let ft = types?.func(g)?;
            Some((prog.func(g), ft as &dyn crate::code::FuncFacts))
        };
        let res = Resolver {
            intrinsic: &Intrinsic::from_name,
            verify: self
                .verify
                .as_ref()
                .is_some_and(|v| v.facts.func(f).is_some()),
            plan: plan.as_deref(),
            verify_copies: self.verify_copies,
            octave_calls: self.copies == crate::CopyPolicy::Refcount,
            // The verifying modes check the interpreter's own steps.
            jit: self.jit != crate::JitMode::Off
                && self.verify.is_none()
                && !self.verify_copies
                && self.copies != crate::CopyPolicy::Naive,
            // Trees of elementwise values live in the interpreter's frame:
            // the checking modes see every value made.
            fuse: self.gctd && self.verify.is_none() && !self.verify_copies,
            callees: Some(&callees),
            global_slot: &global_slot,
        };
        // Functions loaded after the analysis ran (feval, eval) have no facts.
        let facts = self
            .types
            .as_ref()
            .and_then(|t| t.func(f))
            .map(|ft| ft as &dyn crate::code::FuncFacts);
        let c = Rc::new(compile(f, self.prog.func(f), &res, facts));
        if res.jit {
            let covered: usize = c.regions.iter().map(|r| r.region.num_mir_insts).sum();
            self.stats.interpreted_insts += (c.num_insts - covered) as u64;
            self.stats.native_rejected += c.rejected.len() as u64;
            if self.jit == crate::JitMode::Always {
                for r in &c.regions {
                    r.ensure_compiled(&mut self.stats, &self.jit_debug);
                }
            }
        }
        self.codes[f.index()] = Some(c.clone());
        c
    }

    /// The source location (file, line, column) of op `pc` of `code`.
    pub fn location(&self, code: &Code, pc: usize) -> StackFrame {
        let f = self.prog.func(code.func);
        let file = &self.prog.files[f.file.index()];
        let span = code.spans.get(pc).copied().unwrap_or_default();
        let (line, column) = mir::loader::line_col(&file.text, span.lo);
        StackFrame {
            name: self.display_name(code.func),
            file: file.path.display().to_string(),
            line,
            column,
        }
    }

    /// `file>local` for local functions, as Octave names them in stacks.
    pub fn display_name(&self, fid: FuncId) -> String {
        let f = self.prog.func(fid);
        let file = &self.prog.files[f.file.index()];
        let stem = file
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match f.kind {
            FunctionKind::Anonymous { .. } => "@<anonymous>".to_string(),
            _ if stem == f.name || stem.is_empty() || stem == "<eval>" => f.name.clone(),
            _ => format!("{stem}>{}", f.name),
        }
    }

    /// Calls function `fid` with `args`, requesting `nargout` outputs.
    pub fn call_function(
        &mut self,
        fid: FuncId,
        mut args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let code = self.code(fid);
        // What Octave warns about as it reads a file (reading happens as
        // functions are first needed).
        for w in std::mem::take(&mut self.prog.parse_warnings) {
            self.ctx.warn("Octave:deprecated-syntax", &w);
        }
        let f = self.prog.func(fid);
        let kind = f.kind;
        let nparams = code.params.len();
        let has_varargin = f.has_varargin;
        let has_varargout = f.has_varargout;
        let nouts = f.output_names.len();
        let fixed_params = match kind {
            FunctionKind::Anonymous { captures } => nparams - captures.min(nparams),
            _ => nparams,
        };
        let user_nargin = match kind {
            FunctionKind::Anonymous { captures } => args.len().saturating_sub(captures),
            _ => args.len(),
        };
        if !has_varargin && user_nargin > fixed_params && !matches!(kind, FunctionKind::Script) {
            return Err(MatError::new(
                "Octave:invalid-fun-call",
                format!(
                    "{}: function called with too many inputs",
                    if matches!(kind, FunctionKind::Anonymous { .. }) {
                        "@<anonymous>"
                    } else {
                        f.name.as_str()
                    }
                ),
            )
            .into());
        }
        if !has_varargout && nargout > nouts && matches!(kind, FunctionKind::Named) {
            return Err(MatError::new(
                "Octave:invalid-fun-call",
                format!("{}: function called with too many outputs", f.name),
            )
            .into());
        }
        if self.depth >= self.ctx.max_recursion_depth {
            return Err(
                MatError::new("Octave:recursion-depth", "max_recursion_depth exceeded").into(),
            );
        }
        let trusted = std::mem::take(&mut self.trusted_call);
        if let Some(mut aot) = self.aot.take() {
            let r = aot.call(&self.prog, fid, &args, nargout, &mut self.ctx.out);
            self.aot = Some(aot);
            if let Some(r) = r {
                if self.ctx.out.len() > 1 << 16 {
                    self.flush();
                }
                return r.map_err(Exc::Error);
            }
        }
        match self.copies {
            crate::CopyPolicy::Naive => {
                for a in args.iter_mut() {
                    copy_in_place(a, &mut self.stats);
                }
            }
            crate::CopyPolicy::Static if !trusted => {
                // The run-time guard of §6.1.1: a call the static plan did not
                // see passes an argument the callee updates in place.
                for (a, &w) in args.iter_mut().zip(code.written_params.iter()) {
                    if w && is_array(a) {
                        ensure_unique_checked(a, &mut self.stats);
                    }
                }
            }
            _ => {}
        }
        let mut fr = self.frame_for(fid, &code, user_nargin, nargout);
        let regs = &mut fr.regs;
        if has_varargin && nparams > 0 {
            let fixed = nparams - 1;
            let rest: Vec<Value> = if args.len() > fixed {
                args.split_off(fixed)
            } else {
                Vec::new()
            };
            for (p, a) in code.params.iter().zip(args) {
                regs[*p as usize] = Some(a);
            }
            // No extra arguments: Octave's varargin is `{}` (0x0), not 1x0.
            let varargin = if rest.is_empty() {
                Value::cell(Tensor::new(Dims::rc(0, 0), rest))
            } else {
                Value::cell_row(rest)
            };
            regs[code.params[fixed] as usize] = Some(varargin);
        } else {
            for (p, a) in code.params.iter().zip(args) {
                regs[*p as usize] = Some(a);
            }
        }
        self.depth += 1;
        let r = self.run(&code, &mut fr);
        self.end_call(fid, &code, fr, r, nargout, has_varargout)
    }

    /// A frame for a call of `fid`: the one its last call left, when it has
    /// the registers `code` needs, else a new one.
    fn frame_for(&mut self, fid: FuncId, code: &Code, nargin: usize, nargout: usize) -> Frame {
        let spare = self
            .spare_frames
            .get_mut(fid.index())
            .and_then(Option::take)
            .filter(|fr| fr.regs.len() == code.nregs);
        let mut fr = spare.unwrap_or_else(|| Frame::new(code, fid));
        fr.nargin = nargin;
        fr.nargout = nargout;
        fr
    }

    /// Runs function `fid` from op `pc` in a frame `fill` gives its values:
    /// the rest of a call the native tier began in machine code (its
    /// arguments checked and passed, its nargin and nargout as given).
    pub(crate) fn call_function_from(
        &mut self,
        fid: FuncId,
        nargin: usize,
        nargout: usize,
        pc: impl FnOnce(&Code) -> usize,
        fill: impl FnOnce(&Code, &mut Frame),
    ) -> ExecResult<Vec<Value>> {
        let code = self.code(fid);
        if self.depth >= self.ctx.max_recursion_depth {
            return Err(
                MatError::new("Octave:recursion-depth", "max_recursion_depth exceeded").into(),
            );
        }
        let mut fr = self.frame_for(fid, &code, nargin, nargout);
        fill(&code, &mut fr);
        self.depth += 1;
        let r = self.run_from(&code, &mut fr, pc(&code));
        self.end_call(fid, &code, fr, r, nargout, false)
    }

    /// The end of a call: the frame kept for the next one, cleanups run,
    /// the outputs the caller asked for.
    fn end_call(
        &mut self,
        fid: FuncId,
        code: &Code,
        mut fr: Frame,
        r: ExecResult<Outputs>,
        nargout: usize,
        has_varargout: bool,
    ) -> ExecResult<Vec<Value>> {
        self.restore_local_warnings();
        self.depth -= 1;
        // The function's variables go now, so their `onCleanup` tasks run
        // before the caller goes on, whether the function returned or failed.
        fr.reset(code);
        if self.spare_frames.len() <= fid.index() {
            self.spare_frames.resize_with(fid.index() + 1, || None);
        }
        self.spare_frames[fid.index()] = Some(fr);
        self.run_cleanups();
        let mut outs = r?;
        if self.copies == crate::CopyPolicy::Naive {
            for o in outs.iter_mut().flatten() {
                copy_in_place(o, &mut self.stats);
            }
        }
        self.collect_outputs(fid, outs, nargout, has_varargout)
    }

    fn collect_outputs(
        &mut self,
        fid: FuncId,
        outs: Vec<Option<Value>>,
        nargout: usize,
        has_varargout: bool,
    ) -> ExecResult<Vec<Value>> {
        let f = self.prog.func(fid);
        let want = nargout.max(1);
        let mut res = Vec::with_capacity(want);
        let nfixed = if has_varargout {
            outs.len().saturating_sub(1)
        } else {
            outs.len()
        };
        let mut outs = outs.into_iter();
        for i in 0..nfixed {
            let v = outs.next().flatten();
            if res.len() >= want {
                break;
            }
            match v {
                Some(v) => res.push(v),
                None => {
                    if i == 0 && nargout == 0 {
                        return Ok(res);
                    }
                    let name = f.output_names.get(i).cloned().unwrap_or_default();
                    return Err(self.undefined_output(fid, &name).into());
                }
            }
        }
        if has_varargout && res.len() < want {
            let vo = outs.next().flatten();
            let items: Vec<Value> = match vo {
                Some(Value::Cell(c)) => c.data.clone(),
                Some(_) => {
                    return Err(MatError::msg("varargout must be a cell array object").into());
                }
                None => Vec::new(),
            };
            let mut it = items.into_iter();
            while res.len() < want {
                match it.next() {
                    Some(v) => res.push(v),
                    None => {
                        if res.is_empty() && nargout == 0 {
                            return Ok(res);
                        }
                        return Err(MatError::new(
                            "Octave:undefined-function",
                            format!("{}: function called with too many outputs", f.name),
                        )
                        .into());
                    }
                }
            }
        }
        Ok(res)
    }

    fn undefined_output(&self, fid: FuncId, name: &str) -> MatError {
        let f = self.prog.func(fid);
        let file = &self.prog.files[f.file.index()];
        // Octave points at the output's name in the function header.
        let lo = f.span.lo as usize;
        let text = &file.text;
        let rest = text.get(lo..).unwrap_or("");
        let hdr = &rest[..rest.find('\n').unwrap_or(rest.len())];
        let pos = find_word(hdr, name).map(|p| lo + p);
        match pos {
            Some(p) => {
                let (l, c) = mir::loader::line_col(text, p as u32);
                MatError::new(
                    "Octave:undefined-function",
                    format!("'{name}' undefined near line {l}, column {c}"),
                )
            }
            None => MatError::undefined(name),
        }
    }

    fn undefined_reg(&self, code: &Code, r: Reg) -> MatError {
        let f = self.prog.func(code.func);
        let name = code
            .reg_names
            .get(r as usize)
            .copied()
            .flatten()
            .map(|v| f.vars[v.index()].name.clone());
        MatError::undefined(name.as_deref().unwrap_or("value"))
    }

    /// Runs a frame to completion, unwinding into its handlers on errors.
    pub fn run(&mut self, code: &Code, fr: &mut Frame) -> ExecResult<Outputs> {
        self.run_from(code, fr, code.entry_pc as usize)
    }

    /// Runs a frame from op `pc` to completion, as `run` does from the entry.
    fn run_from(&mut self, code: &Code, fr: &mut Frame, mut pc: usize) -> ExecResult<Outputs> {
        loop {
            match self.exec(code, fr, &mut pc) {
                Ok(outs) => return Ok(outs),
                Err(Exc::Error(mut e)) => {
                    let loc = self.location(code, pc);
                    // Octave locates undefined names in the message itself.
                    if e.stack.is_empty()
                        && e.identifier == "Octave:undefined-function"
                        && e.message.ends_with("' undefined")
                    {
                        let name = e
                            .message
                            .trim_start_matches('\'')
                            .trim_end_matches("' undefined");
                        let loc = self
                            .name_location(code, pc, name)
                            .unwrap_or_else(|| loc.clone());
                        e.message = format!(
                            "{} near line {}, column {}",
                            e.message, loc.line, loc.column
                        );
                    }
                    if e.stack.is_empty() || !matches!(code.ops.get(pc), Some(Op::Rethrow { .. })) {
                        e.stack.push(loc);
                    }
                    if let Some((hpc, param)) = fr.handlers.pop() {
                        self.last_error = e.clone();
                        if let Some(p) = param {
                            fr.regs[p as usize] = Some(error_value(&e));
                        }
                        pc = hpc as usize;
                        continue;
                    }
                    return Err(Exc::Error(e));
                }
                Err(x) => return Err(x),
            }
        }
    }

    #[inline(always)]
    fn get(&self, code: &Code, fr: &mut Frame, u: Use) -> ExecResult<Value> {
        let v = read_reg(&mut fr.regs, u);
        match v {
            Some(v) => Ok(v),
            None => Err(self.undefined_reg(code, u.r).into()),
        }
    }

    #[inline(always)]
    fn peek<'a>(&self, code: &Code, fr: &'a Frame, r: Reg) -> ExecResult<&'a Value> {
        match &fr.regs[r as usize] {
            Some(v) => Ok(v),
            None => Err(self.undefined_reg(code, r).into()),
        }
    }

    fn args(&mut self, code: &Code, fr: &mut Frame, args: &[OpArg]) -> ExecResult<Vec<Value>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                OpArg::Val(u) => out.push(self.get(code, fr, *u)?),
                OpArg::Spread(u, list) => {
                    if let Some(l) = list {
                        if let Some(vals) = &mut fr.lists[*l as usize] {
                            if u.mv {
                                out.append(vals);
                            } else {
                                out.extend(vals.iter().cloned());
                            }
                            continue;
                        }
                    }
                    out.push(self.get(code, fr, *u)?);
                }
                OpArg::Colon => out.push(Value::str(":")),
                OpArg::Lazy(u, l) => match fr.lazy[*l as usize] {
                    Some(r) => out.push(rt::materialize(&r)?),
                    None => out.push(self.get(code, fr, *u)?),
                },
                OpArg::Copy(u) => {
                    let mut v = self.get(code, fr, *u)?;
                    copy_in_place(&mut v, &mut self.stats);
                    out.push(v);
                }
                OpArg::CopyUnlessFinal { u, counter, count } => {
                    let last = match (&fr.regs[*counter as usize], &fr.regs[*count as usize]) {
                        (Some(Value::Num(c)), Some(Value::Num(n))) => c + 1.0 >= *n,
                        _ => false,
                    };
                    if last {
                        let v = fr.regs[u.r as usize].take();
                        let v = v.ok_or_else(|| self.undefined_reg(code, u.r))?;
                        self.stats.final_moves += 1;
                        if self.verify.is_some() && !fr.ended.contains(&u.r) {
                            fr.ended.push(u.r);
                        }
                        out.push(v);
                    } else {
                        let mut v = self.get(code, fr, *u)?;
                        copy_in_place(&mut v, &mut self.stats);
                        out.push(v);
                    }
                }
            }
        }
        Ok(out)
    }

    fn index_args(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        args: &[OpArg],
    ) -> ExecResult<Vec<rt::Idx>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a {
                OpArg::Val(u) => out.push(rt::Idx::Val(self.get(code, fr, *u)?)),
                OpArg::Spread(u, list) => {
                    if let Some(l) = list {
                        if let Some(vals) = &fr.lists[*l as usize] {
                            out.extend(vals.iter().cloned().map(rt::Idx::Val));
                            continue;
                        }
                    }
                    out.push(rt::Idx::Val(self.get(code, fr, *u)?));
                }
                OpArg::Colon => out.push(rt::Idx::Colon),
                OpArg::Lazy(u, l) => match fr.lazy[*l as usize] {
                    Some(r) => out.push(rt::Idx::Range(r)),
                    None => out.push(rt::Idx::Val(self.get(code, fr, *u)?)),
                },
                OpArg::Copy(u) | OpArg::CopyUnlessFinal { u, .. } => {
                    out.push(rt::Idx::Val(self.get(code, fr, *u)?))
                }
            }
        }
        Ok(out)
    }

    #[inline(always)]
    fn jump_moves(fr: &mut Frame, moves: &[(Use, Reg)], parallel: bool) {
        if !parallel {
            for (u, p) in moves {
                // Double scalars are copied in place (the dead source may keep its number).
                if let Some(Value::Num(x)) = fr.regs[u.r as usize] {
                    set_num(&mut fr.regs[*p as usize], x);
                    continue;
                }
                let v = read_reg(&mut fr.regs, *u);
                fr.regs[*p as usize] = v;
            }
        } else {
            let vals: Vec<Option<Value>> = moves
                .iter()
                .map(|(u, _)| read_reg(&mut fr.regs, *u))
                .collect();
            for ((_, p), v) in moves.iter().zip(vals) {
                fr.regs[*p as usize] = v;
            }
        }
    }

    /// A back edge closing a loop body of `len` ops: counts them
    /// (`Stats::loop_ops`); whether the program is interrupted.
    #[inline]
    fn back_edge(&mut self, len: usize) -> bool {
        self.stats.loop_ops += len as u64;
        interrupted()
    }

    /// The dispatch loop. Returns the outputs on `Return`; `pc` is left at the failing op on error.
    /// Each op family's body is a method below, inlined where the loop ran it inline.
    fn exec(&mut self, code: &Code, fr: &mut Frame, pcr: &mut usize) -> ExecResult<Outputs> {
        let ops = &code.ops[..];
        let mut pc = *pcr;
        macro_rules! fail {
            ($e:expr) => {{
                *pcr = pc;
                return Err($e);
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => fail!(Exc::from(e)),
                }
            };
        }
        // Scalar fast paths: on success they skip the generic op after them.
        macro_rules! fast {
            ($done:expr) => {
                if $done {
                    pc += 2;
                    continue;
                }
            };
        }
        // A fused op that ran skips the ops it stands for.
        macro_rules! fused {
            ($skip:expr) => {
                if let Some(n) = $skip {
                    pc += n;
                    continue;
                }
            };
        }
        loop {
            let op = &ops[pc];
            match op {
                Op::AddS { dst, a, b } => fast!(scalar_num(fr, *dst, *a, *b, |x, y| x + y)),
                Op::SubS { dst, a, b } => fast!(scalar_num(fr, *dst, *a, *b, |x, y| x - y)),
                Op::MulS { dst, a, b } => fast!(scalar_num(fr, *dst, *a, *b, |x, y| x * y)),
                Op::DivS { dst, a, b } => fast!(scalar_num(fr, *dst, *a, *b, |x, y| x / y)),
                Op::LtS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x < y)),
                Op::LeS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x <= y)),
                Op::GtS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x > y)),
                Op::GeS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x >= y)),
                Op::EqS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x == y)),
                Op::NeS { dst, a, b } => fast!(scalar_cmp(fr, *dst, *a, *b, |x, y| x != y)),
                Op::Index1 { dst, base, i } => fast!(index1_fast(fr, *dst, *base, *i)),
                Op::Index2 { dst, base, i, j } => fast!(index2_fast(fr, *dst, *base, *i, *j)),
                Op::Assign1 { .. } | Op::Assign2 { .. } => {
                    fast!(self.assign_fast(code, pc, fr, op))
                }
                Op::Math1 { dst, f, a } => fast!(math1_fast(fr, *dst, *f, *a)),
                Op::FuseIndex(x) => fused!(fuse_index(fr, x)),
                Op::FuseUnary(x) => fused!(fuse_ops::unary(fr, x, &mut self.stats)),
                Op::FuseRange(x) => fused!(fuse_ops::range(fr, x)),
                Op::FuseBin(x) if fuse_ops::small(fr, x.a, x.b, x.a_slot, x.b_slot) => {
                    fuse_ops::decline(fr, x.slot)
                }
                Op::FuseBin(x) => fused!(self.fuse_bin(fr, x)),
                Op::FuseAssign(x) => fused!(self.fuse_assign_op(code, pc, fr, x)),
                Op::FuseStmt(x) => fused!(self.fuse_stmt(code, pc, fr, x)),
                Op::Native(n) => match self.run_native(fr, n, &mut pc) {
                    Ok(Some(next)) => {
                        pc = next;
                        continue;
                    }
                    Ok(None) => {}
                    Err(e) => fail!(e),
                },
                Op::Const { dst, k } => match &code.consts[*k as usize] {
                    Value::Num(x) => set_num(&mut fr.regs[*dst as usize], *x),
                    c => fr.regs[*dst as usize] = Some(c.clone()),
                },
                Op::Absent { dst } => fr.regs[*dst as usize] = None,
                Op::Copy { dst, src } => self.copy_op(fr, *dst, *src),
                Op::Unshare { r } => self.unshare(fr, *r),
                Op::CopyInto { dst, src } => self.copy_into(fr, *dst, *src),
                Op::Ensure { r } => self.ensure(fr, *r),
                Op::Drop { r } => fr.regs[*r as usize] = None,
                Op::Binary { .. } => tri!(self.binary_op(code, fr, op)),
                Op::Unary { dst, op, a } => tri!(self.unary_op(code, fr, *dst, *op, *a)),
                Op::Truth { dst, a } => tri!(self.truth_op(code, fr, *dst, *a)),
                Op::Branch {
                    cond,
                    then_pc,
                    then_moves,
                    else_pc,
                    else_moves,
                } => {
                    let here = pc;
                    let c = match &fr.regs[*cond as usize] {
                        Some(Value::Bool(b)) => *b,
                        Some(v) => tri!(v.is_true()),
                        None => fail!(self.undefined_reg(code, *cond).into()),
                    };
                    let (to, moves) = if c {
                        (then_pc, then_moves)
                    } else {
                        (else_pc, else_moves)
                    };
                    if !moves.is_empty() {
                        Self::jump_moves(fr, moves, false);
                    }
                    pc = *to as usize;
                    // A branch back (a loop's test at its end) may be stopped.
                    if pc <= here && self.back_edge(here - pc + 1) {
                        fail!(Exc::Interrupt);
                    }
                    continue;
                }
                Op::Jump {
                    pc: t,
                    moves,
                    parallel,
                } => {
                    if (*t as usize) <= pc && self.back_edge(pc - *t as usize + 1) {
                        fail!(Exc::Interrupt);
                    }
                    if !moves.is_empty() {
                        Self::jump_moves(fr, moves, *parallel);
                    }
                    pc = *t as usize;
                    continue;
                }
                Op::Index { .. } => tri!(self.index_op(code, fr, op)),
                Op::IndexAssign { .. } => tri!(self.index_assign_op(code, pc, fr, op)),
                Op::ForCount { dst, iter, lazy } => {
                    tri!(self.for_count_op(code, fr, *dst, *iter, *lazy))
                }
                Op::ForItem { .. } => tri!(self.for_item_op(code, fr, op)),
                Op::Range { .. } => tri!(self.range_op(code, fr, op)),
                Op::ReadVar { dst, var } => self.read_var(fr, *dst, *var),
                Op::WriteVar { var, src } => self.write_var(fr, *var, *src),
                Op::ClearVar { var } => clear_var_op(fr, *var),
                Op::Transpose { dst, conj, a } => {
                    tri!(self.transpose_op(code, fr, *dst, *conj, *a))
                }
                Op::Concat { dst, rows } => tri!(self.concat_op(code, fr, *dst, rows)),
                Op::CellLit { dst, rows } => tri!(self.cell_lit_op(code, fr, *dst, rows)),
                Op::Field { .. } | Op::DynField { .. } => tri!(self.field_op(code, fr, op)),
                Op::End { .. } => end_op(fr, op),
                Op::IndexDelete { .. } => tri!(self.index_delete_op(code, pc, fr, op)),
                Op::FieldAssign { .. } => tri!(self.field_assign_op(code, pc, fr, op)),
                Op::DynFieldAssign { .. } => tri!(self.dyn_field_assign_op(code, pc, fr, op)),
                Op::Call { .. } => tri!(self.call_op(code, pc, fr, op)),
                Op::ListCheck { .. } => tri!(list_check(fr, op)),
                Op::ListIndexed { slot, dot } => tri!(list_indexed(fr, *slot, *dot)),
                Op::SwitchMatch { dst, subject, case } => {
                    tri!(self.switch_match_op(code, fr, *dst, *subject, *case))
                }
                Op::Defined { dst, v } => defined_op(fr, *dst, *v),
                Op::Require { v } => {
                    if fr.regs[*v as usize].is_none() {
                        fail!(self.undefined_reg(code, *v).into());
                    }
                }
                Op::FuncHandle { dst, name, target } => func_handle_op(fr, *dst, name, *target),
                Op::Closure {
                    dst,
                    func,
                    captures,
                } => {
                    tri!(self.closure_op(code, fr, *dst, *func, captures))
                }
                Op::Nargin { dst } => fr.regs[*dst as usize] = Some(Value::Num(fr.nargin as f64)),
                Op::Nargout { dst } => fr.regs[*dst as usize] = Some(Value::Num(fr.nargout as f64)),
                Op::Display { .. } => tri!(self.display_op(fr, op)),
                Op::DeclareGlobal { var, slot, init } => {
                    tri!(self.declare_global(code, fr, *var, *slot, *init))
                }
                Op::DeclarePersistent { var, init } => {
                    tri!(self.declare_persistent(code, fr, *var, *init))
                }
                Op::PushHandler { pc: h, param } => fr.handlers.push((*h, *param)),
                Op::PopHandler => {
                    fr.handlers.pop();
                }
                Op::Eval { .. } => tri!(self.eval_op(code, fr, op)),
                Op::Return { outs } => {
                    *pcr = pc;
                    return Ok(return_values(fr, outs));
                }
                Op::Rethrow { v } => {
                    let e = tri!(self.peek(code, fr, *v));
                    let e = error_from_value(e);
                    fail!(Exc::Error(e));
                }
                Op::Verify(checks) => self.verify_op(code, fr, pc, checks),
                Op::VerifyAssigned { value, lazy } => self.verify_assigned(fr, *value, *lazy),
                Op::Reserve(r) => {
                    crate::growth::on_loop_entry(&mut fr.regs, &fr.lazy, &mut self.stats, r)
                }
                Op::Trap => fail!(MatError::msg("internal error: unreachable code reached").into()),
            }
            pc += 1;
        }
    }

    /// `Assign1`/`Assign2`: a double scalar stored at scalar subscripts;
    /// whether it was (the generic update after it is then skipped).
    #[inline(always)]
    fn assign_fast(&mut self, code: &Code, pc: usize, fr: &mut Frame, op: &Op) -> bool {
        let (dst, base, i, j, value, cp) = match *op {
            Op::Assign1 {
                dst,
                base,
                i,
                value,
                cp,
            } => (dst, base, i, None, value, cp),
            Op::Assign2 {
                dst,
                base,
                i,
                j,
                value,
                cp,
            } => (dst, base, i, Some(j), value, cp),
            _ => unreachable!("assign_fast of another op"),
        };
        match assign_scalar_pos(&fr.regs, base, i, j, value) {
            Some((pos, x)) => {
                self.assign_at(code, pc, fr, base, dst, pos, x, cp);
                true
            }
            None => false,
        }
    }

    /// `FuseBin`: builds (or, at the root, computes) an elementwise tree;
    /// the ops to skip when it did.
    #[inline(always)]
    fn fuse_bin(&mut self, fr: &mut Frame, x: &FuseBin) -> Option<usize> {
        use fuse_ops::{operand, restore};
        let a = operand(fr, x.a, x.a_slot);
        let b = operand(fr, x.b, x.b_slot);
        let lazy = matches!(a, Some(crate::fuse::Operand::Lazy(_)))
            || matches!(b, Some(crate::fuse::Operand::Lazy(_)))
            || x.slot.is_some();
        match (a, b) {
            (Some(a), Some(b)) if lazy => match crate::fuse::binary(x.op, a, b) {
                Ok(l) => {
                    fuse_ops::release(fr, x.a);
                    fuse_ops::release(fr, x.b);
                    match x.slot {
                        Some(s) => {
                            fr.fuse[s as usize] = Some(l);
                            fr.regs[x.dst as usize] = None;
                            fr.fused_seq += 1;
                        }
                        None => {
                            self.stats.fused_passes += 1;
                            let dims = (x.stmt != NO_STMT).then(|| l.dims.clone());
                            let made = l.made;
                            let slot = fr.plans.get_mut(x.plan as usize);
                            let (v, kept) = crate::fuse::materialize_kept(l, slot);
                            let kept = kept && !made;
                            fr.regs[x.dst as usize] = Some(v);
                            if x.stmt != NO_STMT {
                                fuse_stmt::confirm(fr, x.stmt, x.plan, kept, dims, None);
                            }
                        }
                    }
                    return Some(1 + x.skip as usize);
                }
                Err((a, b)) => {
                    restore(fr, x.a, Some(a));
                    restore(fr, x.b, Some(b));
                }
            },
            (a, b) => {
                restore(fr, x.a, a);
                restore(fr, x.b, b);
            }
        }
        None
    }

    /// `FuseAssign`: stores a lazy tree straight into the array; the ops
    /// to skip when it did.
    #[inline(always)]
    fn fuse_assign_op(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        x: &FuseAssign,
    ) -> Option<usize> {
        let l = fr.fuse[x.v_slot as usize].take()?;
        match self.fused_assign(code, pc, fr, x, l) {
            Ok(()) => Some(1 + x.skip as usize),
            Err(l) => {
                fr.regs[x.value.r as usize] = Some(crate::fuse::materialize(l, None));
                None
            }
        }
    }

    #[inline(always)]
    fn unshare(&mut self, fr: &mut Frame, r: Reg) {
        if let Some(v) = &mut fr.regs[r as usize] {
            self.plan_copy(v);
        }
    }

    #[inline(always)]
    fn copy_into(&mut self, fr: &mut Frame, dst: Reg, src: Use) {
        let mut v = read_reg(&mut fr.regs, src);
        if let Some(v) = &mut v {
            self.plan_copy(v);
        }
        fr.regs[dst as usize] = v;
    }

    #[inline(always)]
    fn ensure(&mut self, fr: &mut Frame, r: Reg) {
        if let Some(v) = &mut fr.regs[r as usize] {
            ensure_unique_checked(v, &mut self.stats);
        }
    }

    fn switch_match_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        subject: Reg,
        case: Reg,
    ) -> ExecResult<()> {
        let s = self.peek(code, fr, subject)?;
        let c = self.peek(code, fr, case)?;
        let m = rt::switch_match(s, c)?;
        fr.regs[dst as usize] = Some(Value::Bool(m));
        Ok(())
    }

    #[inline(always)]
    fn copy_op(&mut self, fr: &mut Frame, dst: Reg, src: Use) {
        if let Some(Value::Num(x)) = fr.regs[src.r as usize] {
            set_num(&mut fr.regs[dst as usize], x);
            return;
        }
        let mut v = read_reg(&mut fr.regs, src);
        if self.copies == crate::CopyPolicy::Naive {
            if let Some(v) = &mut v {
                copy_in_place(v, &mut self.stats);
            }
        }
        fr.regs[dst as usize] = v;
    }

    #[inline(always)]
    fn binary_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Binary {
            dst,
            op,
            a,
            b,
            conformable,
        } = op
        else {
            unreachable!("binary_op of another op")
        };
        if let (Some(x), Some(y)) = (&fr.regs[a.r as usize], &fr.regs[b.r as usize]) {
            if let Some(v) = fast_binop(*op, x, y) {
                fr.regs[*dst as usize] = Some(v);
                return Ok(());
            }
        }
        let x = self.get(code, fr, *a)?;
        let y = self.get(code, fr, *b)?;
        if matches!(x, Value::Object(_)) || matches!(y, Value::Object(_)) {
            let v = self.object_binary(*op, x, y)?;
            fr.regs[*dst as usize] = Some(v);
            return Ok(());
        }
        let v = rt::binary_counted(*op, x, y, *conformable, &mut self.stats)?;
        if matches!(op, BinOp::MatLeftDiv | BinOp::MatDiv | BinOp::MatPow) {
            // The operators have no context: their warnings are queued.
            for (msg, id) in runtime::linalg::take_warnings() {
                self.ctx.warn(&id, &msg);
            }
        }
        fr.regs[*dst as usize] = Some(v);
        Ok(())
    }

    #[inline(always)]
    fn unary_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        op: UnOp,
        a: Use,
    ) -> ExecResult<()> {
        let v = match (&fr.regs[a.r as usize], op) {
            (Some(Value::Num(x)), UnOp::Neg) => Value::Num(-x),
            (Some(Value::Num(x)), UnOp::Plus) => Value::Num(*x),
            (Some(Value::Num(x)), UnOp::Not) if !x.is_nan() => Value::Bool(*x == 0.0),
            (Some(Value::Bool(x)), UnOp::Not) => Value::Bool(!x),
            _ => {
                let x = self.get(code, fr, a)?;
                rt::unary(op, x)?
            }
        };
        put(&mut fr.regs[dst as usize], v);
        Ok(())
    }

    #[inline(always)]
    fn truth_op(&mut self, code: &Code, fr: &mut Frame, dst: Reg, a: Use) -> ExecResult<()> {
        let b = match &fr.regs[a.r as usize] {
            Some(Value::Bool(b)) => *b,
            Some(Value::Num(x)) if !x.is_nan() => *x != 0.0,
            _ => {
                let v = self.get(code, fr, a)?;
                v.is_true()?
            }
        };
        set_bool(&mut fr.regs[dst as usize], b);
        Ok(())
    }

    #[inline(always)]
    fn index_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Index {
            dsts,
            base,
            kind,
            args,
            for_update,
            list,
        } = op
        else {
            unreachable!("index_op of another op")
        };
        // Scalar subscripts into a real double array: no allocation.
        if *kind == IndexKind::Paren && dsts.len() == 1 {
            if let Some(v) = fast_index(&fr.regs, base.r, args) {
                fr.regs[dsts[0] as usize] = Some(v);
                return Ok(());
            }
        }
        let mut b = self.subscripted_base(code, fr, *base, *for_update)?;
        if let (IndexKind::Paren, [OpArg::Colon], 1, false) =
            (kind, &args[..], dsts.len(), for_update)
        {
            match rt::colon_all(b) {
                Ok(v) => {
                    fr.regs[dsts[0] as usize] = Some(v);
                    return Ok(());
                }
                Err(v) => b = v,
            }
        }
        if let (Value::Func(h), IndexKind::Paren) = (&b, kind) {
            let a = self.args(code, fr, args)?;
            let h = h.clone();
            let outs = self.call_handle(&h, a, dsts.len())?;
            self.store_outs(code, fr, dsts, outs, false)?;
        } else {
            let idx = self.index_args(code, fr, args)?;
            let nout = if list.is_some() {
                usize::MAX
            } else {
                dsts.len()
            };
            let vals = match rt::index(&b, *kind, &idx, nout, *for_update, self.gctd) {
                Err(e) if rt::is_missing(&e) => {
                    store_missing(fr, dsts, *list);
                    return Ok(());
                }
                r => r.map_err(|e| name_err(e, code, self, base.r))?,
            };
            self.store_list(code, fr, dsts, vals, *list)?;
        }
        Ok(())
    }

    #[inline(always)]
    fn index_assign_op(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        op: &Op,
    ) -> ExecResult<()> {
        let Op::IndexAssign {
            dst,
            base,
            kind,
            args,
            value,
            cp,
            field,
        } = op
        else {
            unreachable!("index_assign_op of another op")
        };
        if *kind == IndexKind::Paren {
            if let Some((pos, x)) = fast_assign_pos(&fr.regs, base, args, value.r) {
                self.assign_at(code, pc, fr, base.r, *dst, pos, x, *cp);
                return Ok(());
            }
            if let Some((i, row)) = fast_assign_row(&fr.regs, base, args, value.r) {
                self.assign_row(code, pc, fr, (base.r, *dst), i, row, *cp);
                return Ok(());
            }
        }
        let b = self.updated_base(code, pc, fr, *base, *cp);
        let before = b.as_ref().map(crate::growth::buffer);
        let idx = self.index_args(code, fr, args)?;
        let v = self.get(code, fr, *value)?;
        // The error names the variable assigned (`y(0) = 1` after
        // `y = a` names y, though y and a share a register).
        let named = match code.reg_names.get(*dst as usize) {
            Some(Some(_)) => *dst,
            _ => base.r,
        };
        let r = rt::index_assign(b, *kind, idx, v, *field)
            .map_err(|e| name_err(e, code, self, named))?;
        if before.is_some_and(|b| crate::growth::reallocated(b, &r)) {
            self.stats.reallocations += 1;
        }
        fr.regs[*dst as usize] = Some(r);
        Ok(())
    }

    #[inline(always)]
    fn for_count_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        iter: Reg,
        lazy: Option<u32>,
    ) -> ExecResult<()> {
        let n = match lazy.and_then(|l| fr.lazy[l as usize]) {
            Some(r) => r.n,
            None => {
                let v = self.peek(code, fr, iter)?;
                rt::for_count(v)
            }
        };
        set_num(&mut fr.regs[dst as usize], n as f64);
        Ok(())
    }

    #[inline(always)]
    fn for_item_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::ForItem { dst, iter, k, lazy } = *op else {
            unreachable!("for_item_op of another op")
        };
        let k = match &fr.regs[k as usize] {
            Some(Value::Num(k)) => *k as usize,
            _ => 0,
        };
        let v = match lazy.and_then(|l| fr.lazy[l as usize]) {
            Some(r) => Value::Num(r.elem(k)),
            None => {
                let v = self.peek(code, fr, iter)?;
                rt::for_item(v, k)?
            }
        };
        put(&mut fr.regs[dst as usize], v);
        Ok(())
    }

    #[inline(always)]
    fn range_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Range {
            dst,
            start,
            step,
            stop,
            lazy,
            spec,
        } = op
        else {
            unreachable!("range_op of another op")
        };
        let num = |r: Reg| match fr.regs[r as usize] {
            Some(Value::Num(x)) => Some(x),
            _ => None,
        };
        let nums = (
            num(start.r),
            match step {
                None => Some(1.0),
                Some(s) => num(s.r),
            },
            num(stop.r),
        );
        if let (Some(l), (Some(b), Some(i), Some(e))) = (lazy, nums) {
            if rt::same_range(&fr.lazy[*l as usize], b, i, e) {
                fr.regs[*dst as usize] = Some(Value::Num(0.0));
                return Ok(());
            }
            if let Some(r) = rt::lazy_range(b, i, e) {
                fr.lazy[*l as usize] = Some(r);
                fr.regs[*dst as usize] = Some(Value::Num(0.0));
                return Ok(());
            }
        }
        if let Some(l) = lazy {
            fr.lazy[*l as usize] = None;
        }
        if let Some(sp) = spec {
            fr.specs[*sp as usize] = match nums {
                (Some(b), Some(i), Some(e)) => Some((b, i, e)),
                _ => None,
            };
        }
        let a = self.get(code, fr, *start)?;
        let s = match step {
            Some(s) => Some(self.get(code, fr, *s)?),
            None => None,
        };
        let e = self.get(code, fr, *stop)?;
        fr.regs[*dst as usize] = Some(rt::range(a, s, e)?);
        Ok(())
    }

    /// A variable's slot: the frame's own, a persistent's or a global's.
    #[inline(always)]
    fn read_var(&self, fr: &mut Frame, dst: Reg, var: u32) {
        let b = fr.bind[var as usize];
        let v = if b == NONE {
            fr.slots[var as usize].clone()
        } else if b & PERSIST_BIT != 0 {
            self.persist_vals[(b & !PERSIST_BIT) as usize].clone()
        } else {
            self.globals[b as usize].clone()
        };
        fr.regs[dst as usize] = v;
    }

    #[inline(always)]
    fn write_var(&mut self, fr: &mut Frame, var: u32, src: Use) {
        let v = read_reg(&mut fr.regs, src);
        if let Some(v) = v {
            let b = fr.bind[var as usize];
            if b == NONE {
                fr.slots[var as usize] = Some(v);
            } else if b & PERSIST_BIT != 0 {
                self.persist_vals[(b & !PERSIST_BIT) as usize] = Some(v);
            } else {
                self.globals[b as usize] = Some(v);
            }
        }
    }

    #[inline(always)]
    fn transpose_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        conj: bool,
        a: Use,
    ) -> ExecResult<()> {
        let v = match &fr.regs[a.r as usize] {
            Some(Value::Num(x)) => Value::Num(*x),
            _ => {
                let x = self.get(code, fr, a)?;
                rt::transpose(x, conj)?
            }
        };
        fr.regs[dst as usize] = Some(v);
        Ok(())
    }

    #[inline(always)]
    fn concat_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        rows: &[Box<[OpArg]>],
    ) -> ExecResult<()> {
        // `[a, b, c]` of double scalars: straight from the registers.
        if let [row] = rows {
            let mut data = Vec::with_capacity(row.len());
            for a in row.iter() {
                match a {
                    OpArg::Val(u) => match fr.regs[u.r as usize] {
                        Some(Value::Num(x)) => data.push(x),
                        _ => break,
                    },
                    _ => break,
                }
            }
            if data.len() == row.len() && !data.is_empty() {
                let t = Tensor::new(Dims::rc(1, data.len()), data);
                fr.regs[dst as usize] = Some(Value::real(t));
                return Ok(());
            }
        }
        let mut rs = Vec::with_capacity(rows.len());
        for r in rows.iter() {
            rs.push(self.args(code, fr, r)?);
        }
        fr.regs[dst as usize] = Some(rt::concat(rs)?);
        Ok(())
    }

    #[inline(always)]
    fn cell_lit_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        rows: &[Box<[OpArg]>],
    ) -> ExecResult<()> {
        let mut rs = Vec::with_capacity(rows.len());
        for r in rows.iter() {
            rs.push(self.args(code, fr, r)?);
        }
        fr.regs[dst as usize] = Some(rt::cell_literal(rs)?);
        Ok(())
    }

    /// `s.name` and `s.(name)`: the field's values (a cs-list when several).
    #[inline(always)]
    fn field_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let (dsts, base, for_update, list) = match op {
            Op::Field {
                dsts,
                base,
                for_update,
                list,
                ..
            }
            | Op::DynField {
                dsts,
                base,
                for_update,
                list,
                ..
            } => (dsts, *base, *for_update, *list),
            _ => unreachable!("field_op of another op"),
        };
        let b = self.subscripted_base(code, fr, base, for_update)?;
        let (read, called) = match op {
            Op::Field { name, called, .. } => (rt::field(&b, name, for_update), Some(*called)),
            Op::DynField { name, .. } => {
                let n = self.field_name(code, fr, *name)?;
                (rt::field(&b, &n, for_update), None)
            }
            _ => unreachable!("field_op of another op"),
        };
        let mut vals = match read {
            Err(e) if rt::is_missing(&e) => {
                store_missing(fr, dsts, list);
                return Ok(());
            }
            r => r?,
        };
        if let (Some(called), Value::Object(_)) = (called, &b) {
            // `obj.method` without parentheses calls the method;
            // a dependent property's getter is always called.
            if let [Value::Func(h)] = vals.as_slice() {
                if h.target.is_none()
                    && !h.captures.is_empty()
                    && (!called || h.name.starts_with("get."))
                {
                    let h = h.clone();
                    vals = self.call_bound_method_bare(&h)?;
                    if vals.is_empty() && list.is_none() {
                        fr.regs[dsts[0] as usize] = None;
                        return Ok(());
                    }
                }
            }
        }
        self.store_list(code, fr, dsts, vals, list)
    }

    #[inline(always)]
    fn index_delete_op(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        op: &Op,
    ) -> ExecResult<()> {
        let Op::IndexDelete {
            dst,
            base,
            args,
            cp,
        } = op
        else {
            unreachable!("index_delete_op of another op")
        };
        // Not made unique first: a deletion reads its base into a new
        // array, and only a result that may be the base itself is owned
        // as an update's would be.
        let b = self.get(code, fr, *base)?;
        let idx = self.index_args(code, fr, args)?;
        // Octave runs the name and subscript together (`a0`)
        // for arrays, but writes `a(0)` for cells and structs.
        let cell = matches!(b, Value::Cell(_) | Value::Struct(_));
        let (mut r, fresh) = rt::index_delete(b, idx).map_err(|e| {
            let f = self.prog.func(code.func);
            match code.reg_names.get(base.r as usize).copied().flatten() {
                Some(v) if cell => e.with_var_name(&f.vars[v.index()].name),
                Some(v) => e.with_deleted_name(&f.vars[v.index()].name),
                None => e,
            }
        })?;
        if !fresh {
            self.own_base(code, pc, *cp, base.mv, &mut r);
        }
        fr.regs[*dst as usize] = Some(r);
        Ok(())
    }

    /// The value subscripted; `[]` when a subscript for an update finds
    /// its variable undefined (`s.a.b = 1` with no `s`).
    #[inline(always)]
    fn subscripted_base(
        &self,
        code: &Code,
        fr: &mut Frame,
        base: Use,
        for_update: bool,
    ) -> ExecResult<Value> {
        match &fr.regs[base.r as usize] {
            None if for_update => Ok(Value::empty()),
            _ => self.get(code, fr, base),
        }
    }

    /// The base of an update, read (moved out on its last use) and made
    /// the update's own as its copy policy says.
    #[inline(always)]
    fn updated_base(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        base: Use,
        cp: UpdateCopy,
    ) -> Option<Value> {
        let mut b = read_reg(&mut fr.regs, base);
        if let Some(b) = &mut b {
            self.own_base(code, pc, cp, base.mv, b);
        }
        b
    }

    /// The name of a dynamic field `s.(name)`.
    fn field_name(&self, code: &Code, fr: &mut Frame, name: Use) -> ExecResult<String> {
        let n = self.get(code, fr, name)?;
        let n = n
            .as_string()
            .ok_or_else(|| MatError::msg("dynamic structure field names must be strings"))?;
        Ok(n)
    }

    #[inline(always)]
    fn field_assign_op(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        op: &Op,
    ) -> ExecResult<()> {
        let Op::FieldAssign {
            dst,
            base,
            name,
            value,
            cp,
        } = op
        else {
            unreachable!("field_assign_op of another op")
        };
        let mut b = self.updated_base(code, pc, fr, *base, *cp);
        let v = self.get(code, fr, *value)?;
        if let Some(Value::Object(o)) = &b {
            if let Some(f) = self.property_setter(o, name, code.func) {
                let obj = b.take().expect("matched above");
                let r = self.call_setter(f, obj, v)?;
                fr.regs[*dst as usize] = Some(r);
                return Ok(());
            }
        }
        fr.regs[*dst as usize] = Some(rt::field_assign(b, name, v)?);
        Ok(())
    }

    #[inline(always)]
    fn dyn_field_assign_op(
        &mut self,
        code: &Code,
        pc: usize,
        fr: &mut Frame,
        op: &Op,
    ) -> ExecResult<()> {
        let Op::DynFieldAssign {
            dst,
            base,
            name,
            value,
            cp,
        } = op
        else {
            unreachable!("dyn_field_assign_op of another op")
        };
        let b = self.updated_base(code, pc, fr, *base, *cp);
        let n = self.field_name(code, fr, *name)?;
        let v = self.get(code, fr, *value)?;
        fr.regs[*dst as usize] = Some(rt::field_assign(b, &n, v)?);
        Ok(())
    }

    #[inline(always)]
    fn call_op(&mut self, code: &Code, pc: usize, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Call {
            dsts,
            callee,
            args,
            stmt,
        } = op
        else {
            unreachable!("call_op of another op")
        };
        let anon_body = *stmt && code.is_anon;
        let nargout = if anon_body {
            fr.nargout
        } else if *stmt {
            0
        } else {
            dsts.len()
        };
        // Objects gone since the last call run their cleanup first,
        // so what they print comes before what this call prints.
        self.run_cleanups();
        // `v(args)` on a value that is not a handle indexes it, its
        // subscripts as they are (a lazy `end:-1:1` in `@() v(end:-1:1)`).
        if let CalleeOp::Handle(u) = callee {
            if matches!(&fr.regs[u.r as usize], Some(v) if !matches!(v, Value::Func(_))) {
                let base = self.get(code, fr, *u)?;
                let idx = self.index_args(code, fr, args)?;
                let outs = rt::index(&base, IndexKind::Paren, &idx, 1, false, self.gctd)
                    .map_err(|e| name_err(e, code, self, u.r))?;
                return self.store_outs(code, fr, dsts, outs, *stmt);
            }
        }
        let a = self.args(code, fr, args)?;
        self.stack.push((code.func, pc));
        let r = self.call_callee(code, fr, callee, a, nargout);
        self.stack.pop();
        let outs = r?;
        if anon_body && outs.len() > 1 {
            fr.anon_outs = Some(outs.clone());
        }
        self.store_outs(code, fr, dsts, outs, *stmt)
    }

    fn closure_op(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        dst: Reg,
        func: FuncId,
        captures: &[Use],
    ) -> ExecResult<()> {
        let mut caps = Vec::with_capacity(captures.len());
        for u in captures.iter() {
            caps.push(self.get(code, fr, *u)?);
        }
        let h = self.make_closure(func, caps);
        fr.regs[dst as usize] = Some(Value::func(h));
        Ok(())
    }

    fn display_op(&mut self, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Display {
            name,
            v,
            range,
            list,
        } = op
        else {
            unreachable!("display_op of another op")
        };
        self.run_cleanups();
        if let Some(vals) = list.and_then(|l| fr.lists[l as usize].as_ref()) {
            // A cs-list of several (or no) values: one display each.
            for x in vals.clone() {
                rt::display(&mut self.ctx, name, &x)?;
            }
            if self.ctx.out.len() > 1 << 16 {
                self.flush();
            }
        } else if let Some(v) = &fr.regs[*v as usize] {
            let v = v.clone();
            match range.and_then(|r| fr.specs[r as usize]) {
                Some((base, inc, limit)) => {
                    let spec = runtime::display::RangeSpec { base, inc, limit };
                    let text = runtime::display::display_range(&self.ctx, name, &v, spec);
                    self.ctx.print(&text);
                }
                None if matches!(v, Value::Object(_)) => self.display_object(name, v)?,
                None => rt::display(&mut self.ctx, name, &v)?,
            }
            if self.ctx.out.len() > 1 << 16 {
                self.flush();
            }
        } else if &**name != "ans" {
            // `x` alone where `x` was cleared (or never set on this path).
            return Err(Exc::from(MatError::undefined(name)));
        }
        Ok(())
    }

    fn declare_global(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        var: u32,
        idx: u32,
        init: Option<Use>,
    ) -> ExecResult<()> {
        if self.globals[idx as usize].is_none() {
            let v = match init {
                Some(u) => self.get(code, fr, u)?,
                None => Value::empty(),
            };
            self.globals[idx as usize] = Some(v);
        }
        fr.bind[var as usize] = idx;
        Ok(())
    }

    fn declare_persistent(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        var: u32,
        init: Option<Use>,
    ) -> ExecResult<()> {
        let key = (code.func.0, var);
        let idx = match self.persist.get(&key) {
            Some(&i) => i,
            None => {
                let i = self.persist_vals.len() as u32;
                let v = match init {
                    Some(u) => self.get(code, fr, u)?,
                    None => Value::empty(),
                };
                self.persist_vals.push(Some(v));
                self.persist.insert(key, i);
                i
            }
        };
        fr.bind[var as usize] = idx | PERSIST_BIT;
        Ok(())
    }

    fn eval_op(&mut self, code: &Code, fr: &mut Frame, op: &Op) -> ExecResult<()> {
        let Op::Eval {
            dst,
            code: c,
            catch,
            nout,
            capture,
        } = op
        else {
            unreachable!("eval_op of another op")
        };
        let src = self.get(code, fr, *c)?;
        let cat = match catch {
            Some(u) => Some(self.get(code, fr, *u)?),
            None => None,
        };
        let v = if *capture {
            let text =
                self.capture_output(|me| me.eval_in_frame(code, fr, src, cat, 0).map(|_| ()));
            Some(crate::code::char_value(&text?))
        } else {
            let r = self.eval_in_frame(code, fr, src, cat, *nout as usize);
            r?.filter(|_| *nout > 0)
        };
        if let Some(d) = dst {
            fr.regs[*d as usize] = v;
        }
        Ok(())
    }

    fn store_list(
        &mut self,
        _code: &Code,
        fr: &mut Frame,
        dsts: &[Reg],
        mut vals: Vec<Value>,
        list: Option<u32>,
    ) -> ExecResult<()> {
        if let Some(l) = list {
            // The list slot holds the values when there are not exactly one;
            // the register then holds the last (what `ans` becomes after `c{:}`).
            if vals.len() == 1 {
                fr.lists[l as usize] = None;
                fr.regs[dsts[0] as usize] = vals.pop();
            } else {
                fr.regs[dsts[0] as usize] = vals.last().cloned();
                fr.lists[l as usize] = Some(vals);
            }
            return Ok(());
        }
        if vals.len() < dsts.len() {
            if vals.is_empty() && dsts.len() == 1 {
                return Err(
                    MatError::msg("invalid number of elements on RHS of assignment").into(),
                );
            }
            return Err(MatError::msg(format!(
                "element number {} undefined in return list",
                vals.len() + 1
            ))
            .into());
        }
        for (d, v) in dsts.iter().zip(vals) {
            fr.regs[*d as usize] = Some(v);
        }
        Ok(())
    }

    fn store_outs(
        &mut self,
        _code: &Code,
        fr: &mut Frame,
        dsts: &[Reg],
        outs: Vec<Value>,
        stmt: bool,
    ) -> ExecResult<()> {
        let mut it = outs.into_iter();
        for (i, d) in dsts.iter().enumerate() {
            match it.next() {
                Some(v) => fr.regs[*d as usize] = Some(v),
                None => {
                    if stmt {
                        fr.regs[*d as usize] = None;
                    } else if i == 0 {
                        return Err(MatError::new(
                            "Octave:undefined-function",
                            "value on right hand side of assignment undefined",
                        )
                        .into());
                    } else {
                        return Err(MatError::msg(format!(
                            "element number {} undefined in return list",
                            i + 1
                        ))
                        .into());
                    }
                }
            }
        }
        Ok(())
    }

    fn make_closure(&mut self, func: FuncId, captures: Vec<Value>) -> FuncHandle {
        let f = self.prog.func(func);
        let file = &self.prog.files[f.file.index()];
        let text = file
            .text
            .get(f.span.lo as usize..f.span.hi as usize)
            .unwrap_or("@<anonymous>");
        let ncap = captures.len();
        let capture_names: Vec<String> = f.param_names.iter().take(ncap).cloned().collect();
        FuncHandle {
            name: intrinsics::normalize_anon_text(text),
            anonymous: true,
            target: Some(func.0),
            captures,
            capture_names,
            inline: false,
        }
    }

    fn call_callee(
        &mut self,
        code: &Code,
        fr: &mut Frame,
        callee: &CalleeOp,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        match callee {
            CalleeOp::Func(f) | CalleeOp::FuncGuarded(f) => {
                if crate::objects::any_object(&args) {
                    let name = self.prog.func(*f).name.clone();
                    if let Some(r) = self.old_style_method(&name, &args, nargout) {
                        return r;
                    }
                }
                let trusted = matches!(callee, CalleeOp::Func(_));
                self.parked_call(fr, |me| {
                    me.trusted_call = trusted;
                    me.call_function(*f, args, nargout)
                })
            }
            CalleeOp::Builtin(builtin) => {
                let name = builtin.name;
                if crate::objects::any_object(&args) {
                    if let Some(r) = self.dispatch(name, &args, nargout) {
                        return r;
                    }
                }
                if decls::reach(name) == decls::Reach::ArgNames {
                    self.ctx.call_arg_names = self.call_site_argument_names(name, args.len());
                }
                let r = builtin.call(&mut self.ctx, &args, nargout);
                if !self.ctx.err.is_empty() || self.ctx.out.len() > 1 << 16 {
                    self.flush();
                }
                Ok(r?)
            }
            CalleeOp::Intrinsic(i) => self.intrinsic(*i, code, fr, args, nargout),
            CalleeOp::Handle(u) => {
                let h = self.get(code, fr, *u)?;
                match h {
                    Value::Func(h) => self.parked_call(fr, |me| me.call_handle(&h, args, nargout)),
                    // A statement `v(args)` on a variable indexes it.
                    other => {
                        let idx = args.into_iter().map(rt::Idx::Val).collect::<Vec<_>>();
                        let r = rt::index(&other, IndexKind::Paren, &idx, 1, false, self.gctd);
                        Ok(r.map_err(|e| name_err(e, code, self, u.r))?)
                    }
                }
            }
            CalleeOp::Unresolved(name) => {
                // In a dynamic workspace, `eval` may have created a variable of that name.
                if self.prog.func(fr.func).dynamic_workspace {
                    let f = self.prog.func(fr.func);
                    // `x.a.b(args)` lowered as a dotted function name reads `x`'s fields.
                    let mut path = name.split('.');
                    let root = path.next().unwrap_or_default();
                    if let Some(k) = f.vars.iter().position(|v| *v.name == *root) {
                        if let Some(Some(v)) = fr.slots.get(k) {
                            let mut v = v.clone();
                            for field in path {
                                v = rt::field(&v, field, false)?
                                    .into_iter()
                                    .next()
                                    .unwrap_or_default();
                            }
                            if args.is_empty() {
                                return Ok(vec![v]);
                            }
                            let idx = args.into_iter().map(rt::Idx::Val).collect::<Vec<_>>();
                            return Ok(rt::index(&v, IndexKind::Paren, &idx, 1, false, self.gctd)?);
                        }
                    }
                }
                self.parked_call(fr, |me| me.call_named(name, args, nargout))
            }
            CalleeOp::ColonArgument => {
                Err(MatError::msg("invalid use of colon in function argument list").into())
            }
        }
    }

    /// Calls a function by name: a user function on the path, an intrinsic or a builtin.
    pub fn call_named(
        &mut self,
        name: &str,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        if let Some(r) = self.call_class_function(name, &args, nargout) {
            return r;
        }
        // A local function of the calling file (`feval('helper')`).
        if let Some(&(caller, _)) = self.stack.last() {
            let file = self.prog.func(caller).file;
            let local = self.prog.functions.iter().position(|f| {
                f.file == file && f.name == name && matches!(f.kind, FunctionKind::Named)
            });
            if let Some(l) = local {
                return self.call_function(FuncId(l as u32), args, nargout);
            }
        }
        let key: Rc<str> = name.into();
        let fid = match self.resolved.get(&key) {
            Some(f) => *f,
            None => {
                let f = match self.loader.resolve_function(&mut self.prog, name) {
                    Ok(f) => f,
                    Err(errs) => {
                        let msg = errs
                            .iter()
                            .map(|e| e.to_string())
                            .collect::<Vec<_>>()
                            .join("\n");
                        return Err(MatError::new("Octave:parse-error", msg).into());
                    }
                };
                self.resolved.insert(key, f);
                f
            }
        };
        if let Some(f) = fid {
            return self.call_function(f, args, nargout);
        }
        if let Some(i) = Intrinsic::from_name(name) {
            return self.intrinsic_noframe(i, args, nargout);
        }
        if let Some(f) = runtime::builtins::lookup(name) {
            let r = f.call(&mut self.ctx, &args, nargout);
            if !self.ctx.err.is_empty() {
                self.flush();
            }
            return Ok(r?);
        }
        Err(MatError::undefined(name).into())
    }

    pub fn call_handle(
        &mut self,
        h: &FuncHandle,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        match h.target {
            Some(t) if (t as usize) < self.prog.functions.len() => {
                let fid = FuncId(t);
                if h.captures.is_empty() {
                    self.call_function(fid, args, nargout)
                } else {
                    let mut a = h.captures.clone();
                    a.extend(args);
                    self.call_function(fid, a, nargout)
                }
            }
            // A method bound to its object (`obj.method` read as a field).
            _ if !h.captures.is_empty() => {
                let mut a = h.captures.clone();
                a.extend(args);
                self.call_named(&h.name, a, nargout)
            }
            _ => self.call_named(&h.name, args, nargout),
        }
    }

    /// Calls a function value given as a handle or a name (`feval`, `cellfun`).
    pub fn call_value(
        &mut self,
        f: &Value,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        match f {
            Value::Func(h) => {
                let h = h.clone();
                self.call_handle(&h, args, nargout)
            }
            v => match v.as_string() {
                Some(name) => self.call_named(&name, args, nargout),
                None => {
                    Err(MatError::msg("feval: FUNC must be a string or function handle").into())
                }
            },
        }
    }

    /// The names of the session's global variables.
    pub(crate) fn global_names(&self) -> impl Iterator<Item = &str> {
        self.global_names.keys().map(String::as_str)
    }

    pub fn global_slot(&mut self, name: &str) -> Option<&mut Option<Value>> {
        let i = *self.global_names.get(name)?;
        self.globals.get_mut(i as usize)
    }

    /// Runs `prog.entry` (a script or a function called with `args`).
    pub fn run_entry(&mut self, args: Vec<Value>) -> ExecResult<()> {
        let entry = self
            .prog
            .entry
            .ok_or_else(|| Exc::Error(MatError::msg("no entry function")))?;
        self.call_function(entry, args, 0)?;
        Ok(())
    }

    /// The value of variable slot `k` of a frame, through its global or persistent binding.
    pub(crate) fn slot_value(&self, fr: &Frame, k: usize) -> Option<Value> {
        let b = *fr.bind.get(k)?;
        if b == NONE {
            fr.slots.get(k).cloned().flatten()
        } else if b & PERSIST_BIT != 0 {
            self.persist_vals[(b & !PERSIST_BIT) as usize].clone()
        } else {
            self.globals[b as usize].clone()
        }
    }

    /// Sets variable slot `k` of a frame, through its global or persistent binding.
    pub(crate) fn set_slot_value(&mut self, fr: &mut Frame, k: usize, v: Value) {
        let Some(&b) = fr.bind.get(k) else {
            return;
        };
        if b == NONE {
            fr.slots[k] = Some(v);
        } else if b & PERSIST_BIT != 0 {
            self.persist_vals[(b & !PERSIST_BIT) as usize] = Some(v);
        } else {
            self.globals[b as usize] = Some(v);
        }
    }

    /// Grows a frame's slots after the loader appended variables (eval).
    pub fn grow_slots(&self, fr: &mut Frame) {
        let n = self.prog.func(fr.func).vars.len();
        if fr.slots.len() < n {
            fr.slots.resize(n, None);
            fr.bind.resize(n, NONE);
        }
    }
}

impl Interp {
    /// Line and column of `name` as a word inside the source span of op `pc`.
    fn name_location(&self, code: &Code, pc: usize, name: &str) -> Option<StackFrame> {
        let f = self.prog.func(code.func);
        let text = &self.prog.files[f.file.index()].text;
        let span = code.spans.get(pc)?;
        let seg = text.get(span.lo as usize..span.hi as usize)?;
        let off = find_word(seg, name)?;
        let (line, column) = mir::loader::line_col(text, span.lo + off as u32);
        Some(StackFrame {
            name: String::new(),
            file: String::new(),
            line,
            column,
        })
    }
}

pub(crate) fn find_word(hay: &str, w: &str) -> Option<usize> {
    let b = hay.as_bytes();
    let mut from = 0;
    while let Some(p) = hay[from..].find(w) {
        let s = from + p;
        let e = s + w.len();
        let ok_l = s == 0 || !(b[s - 1].is_ascii_alphanumeric() || b[s - 1] == b'_');
        let ok_r = e >= b.len() || !(b[e].is_ascii_alphanumeric() || b[e] == b'_');
        if ok_l && ok_r {
            return Some(s);
        }
        from = e;
    }
    None
}

fn name_err(e: MatError, code: &Code, it: &Interp, r: Reg) -> MatError {
    let f = it.prog.func(code.func);
    match code.reg_names.get(r as usize).copied().flatten() {
        Some(v) => e.with_var_name(&f.vars[v.index()].name),
        None => e,
    }
}

/// Scalar arithmetic on unboxed values (double, logical, complex) without
/// touching the runtime; `None` sends the operation down the generic path.
#[inline(always)]
fn fast_binop(op: BinOp, x: &Value, y: &Value) -> Option<Value> {
    match (x, y) {
        (Value::Num(x), Value::Num(y)) => rt::num_binop(op, *x, *y),
        (Value::Num(x), Value::Bool(y)) => rt::num_binop(op, *x, *y as u8 as f64),
        (Value::Bool(x), Value::Num(y)) => rt::num_binop(op, *x as u8 as f64, *y),
        (Value::Bool(x), Value::Bool(y)) => rt::num_binop(op, *x as u8 as f64, *y as u8 as f64),
        // A single character is a number in arithmetic and comparisons (result double/logical).
        (Value::Char(_), _) | (_, Value::Char(_)) => {
            let n = |v: &Value| match v {
                Value::Num(x) => Some(*x),
                Value::Bool(b) => Some(*b as u8 as f64),
                Value::Char(t) if t.data.len() == 1 && t.dims.is_scalar() => Some(t.data[0] as f64),
                _ => None,
            };
            rt::num_binop(op, n(x)?, n(y)?)
        }
        (Value::Complex(_), _) | (_, Value::Complex(_)) => {
            let z = |v: &Value| match v {
                Value::Complex(z) => Some(*z),
                Value::Num(x) => Some(runtime::C64::new(*x, 0.0)),
                _ => None,
            };
            let (a, b) = (z(x)?, z(y)?);
            let r = match op {
                // Octave's operators, a real operand taken as real (`Mixed`).
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::MatMul => {
                    rt::complex_arith(op, x, y)(a, b)
                }
                _ => return None,
            };
            Some(if r.im == 0.0 {
                Value::Num(r.re)
            } else {
                Value::Complex(r)
            })
        }
        _ => None,
    }
}

#[inline(always)]
fn scalar_index(v: &Option<Value>) -> Option<usize> {
    match v {
        Some(Value::Num(x)) => {
            let i = *x as usize;
            if i as f64 == *x && i >= 1 {
                Some(i - 1)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `a(i)` / `a(i, j)` with in-bounds integer scalars on a real double array.
#[inline(always)]
fn fast_index(regs: &[Option<Value>], base: Reg, args: &[OpArg]) -> Option<Value> {
    let t = match &regs[base as usize] {
        Some(Value::Double(t)) => t,
        Some(Value::Char(t)) => return fast_index_other(t, regs, args).map(char_scalar),
        Some(Value::Logical(t)) => return fast_index_other(t, regs, args).map(Value::Bool),
        _ => return None,
    };
    match args {
        [OpArg::Val(i)] => {
            let i = scalar_index(&regs[i.r as usize])?;
            t.data.get(i).map(|x| Value::Num(*x))
        }
        [OpArg::Val(i), OpArg::Val(j)] => {
            let i = scalar_index(&regs[i.r as usize])?;
            let j = scalar_index(&regs[j.r as usize])?;
            let d = t.dims.as_slice();
            if d.len() != 2 || i >= d[0] || j >= d[1] {
                return None;
            }
            Some(Value::Num(t.data[i + j * d[0]]))
        }
        [OpArg::Val(i), OpArg::Val(j), OpArg::Val(k)] => {
            let i = scalar_index(&regs[i.r as usize])?;
            let j = scalar_index(&regs[j.r as usize])?;
            let k = scalar_index(&regs[k.r as usize])?;
            let d = t.dims.as_slice();
            if d.len() != 3 || i >= d[0] || j >= d[1] || k >= d[2] {
                return None;
            }
            Some(Value::Num(t.data[i + d[0] * (j + d[1] * k)]))
        }
        // A row of a matrix (a row of a matrix with no columns is left to
        // the general path).
        [OpArg::Val(i), OpArg::Colon] => {
            let i = scalar_index(&regs[i.r as usize])?;
            let d = t.dims.as_slice();
            if d.len() != 2 || i >= d[0] || d[1] == 0 {
                return None;
            }
            let row = t.data[i..].iter().step_by(d[0]).copied().collect();
            Some(Value::real(Tensor::new(Dims::rc(1, d[1]), row)))
        }
        _ => None,
    }
}

/// A one-argument builtin on a double scalar whose result is a double scalar.
#[inline(always)]
fn math1_num(f: ScalarMath, x: f64) -> Option<f64> {
    match f {
        ScalarMath::Map(m) => m.real(x),
        ScalarMath::Real | ScalarMath::Min | ScalarMath::Max => Some(x),
        ScalarMath::Imag => Some(0.0),
        ScalarMath::IsScalar => None,
    }
}

/// A one-argument builtin on a scalar, exactly as the runtime computes it;
/// `None` leaves the call to the runtime.
#[inline(always)]
fn math1(f: ScalarMath, v: &Value) -> Option<Value> {
    if f == ScalarMath::IsScalar {
        return match v {
            Value::Num(_) | Value::Bool(_) | Value::Complex(_) => Some(Value::Bool(true)),
            Value::Double(t) => Some(Value::Bool(t.data.len() == 1)),
            Value::Logical(t) => Some(Value::Bool(t.data.len() == 1)),
            _ => None,
        };
    }
    match v {
        Value::Num(x) => math1_num(f, *x).map(Value::Num),
        Value::Complex(z) => {
            let z = *z;
            Some(match f {
                ScalarMath::Map(Math::Abs) => Value::Num(z.norm()),
                ScalarMath::Real => Value::Num(z.re),
                ScalarMath::Imag => Value::Num(z.im),
                ScalarMath::Map(Math::Exp) => Value::complex_scalar_narrow(z.exp()),
                ScalarMath::Map(Math::Sqrt) => Value::complex_scalar_narrow(z.sqrt()),
                ScalarMath::Map(Math::Sin) => Value::complex_scalar_narrow(z.sin()),
                ScalarMath::Map(Math::Cos) => Value::complex_scalar_narrow(z.cos()),
                _ => return None,
            })
        }
        // min/max of a real double vector: NaNs are skipped; all NaN gives NaN.
        Value::Double(t) if matches!(f, ScalarMath::Min | ScalarMath::Max) => {
            let d = t.dims.as_slice();
            if d.len() != 2 || (d[0] != 1 && d[1] != 1) || t.data.is_empty() {
                return None;
            }
            Some(Value::Num(runtime::builtins::reduce::vector_extreme(
                &t.data,
                f == ScalarMath::Max,
            )))
        }
        _ => None,
    }
}

/// `a(i)` on a real double, char or logical array with an in-bounds integer scalar.
#[inline(always)]
fn index1(regs: &[Option<Value>], base: Reg, i: Reg) -> Option<Value> {
    let i = scalar_index(&regs[i as usize])?;
    match &regs[base as usize] {
        Some(Value::Double(t)) => t.data.get(i).map(|x| Value::Num(*x)),
        Some(Value::Logical(t)) => t.data.get(i).map(|x| Value::Bool(*x)),
        Some(Value::Char(t)) => t.data.get(i).map(|c| char_scalar(*c)),
        _ => None,
    }
}

/// `a(i, j)` on a 2-D real double, char or logical array, in bounds.
#[inline(always)]
fn index2(regs: &[Option<Value>], base: Reg, i: Reg, j: Reg) -> Option<Value> {
    let i = scalar_index(&regs[i as usize])?;
    let j = scalar_index(&regs[j as usize])?;
    let at = |d: &[usize]| (d.len() == 2 && i < d[0] && j < d[1]).then(|| i + j * d[0]);
    match &regs[base as usize] {
        Some(Value::Double(t)) => at(t.dims.as_slice()).map(|k| Value::Num(t.data[k])),
        Some(Value::Logical(t)) => at(t.dims.as_slice()).map(|k| Value::Bool(t.data[k])),
        Some(Value::Char(t)) => at(t.dims.as_slice()).map(|k| char_scalar(t.data[k])),
        _ => None,
    }
}

/// `a(i) = x` / `a(i, j) = x` on a real double array whose register is the
/// operand's last use: `x` a double scalar, subscripts in bounds. Returns
/// where to write; the op then makes the array unique as its policy says.
#[inline(always)]
fn assign_scalar_pos(
    regs: &[Option<Value>],
    base: Reg,
    i: Reg,
    j: Option<Reg>,
    value: Reg,
) -> Option<(usize, f64)> {
    let x = match &regs[value as usize] {
        Some(Value::Num(x)) => *x,
        _ => return None,
    };
    let i = scalar_index(&regs[i as usize])?;
    let pos = match j {
        None => i,
        Some(j) => {
            let j = scalar_index(&regs[j as usize])?;
            match &regs[base as usize] {
                Some(Value::Double(t)) => {
                    let d = t.dims.as_slice();
                    if d.len() != 2 || i >= d[0] || j >= d[1] {
                        return None;
                    }
                    i + j * d[0]
                }
                _ => return None,
            }
        }
    };
    match &regs[base as usize] {
        Some(Value::Double(t)) if pos < t.data.len() => Some((pos, x)),
        _ => None,
    }
}

/// `a(i)` / `a(i, j)` element of a char or logical array.
#[inline(always)]
fn fast_index_other<T: Copy>(t: &Tensor<T>, regs: &[Option<Value>], args: &[OpArg]) -> Option<T> {
    match args {
        [OpArg::Val(i)] => {
            let i = scalar_index(&regs[i.r as usize])?;
            t.data.get(i).copied()
        }
        [OpArg::Val(i), OpArg::Val(j)] => {
            let i = scalar_index(&regs[i.r as usize])?;
            let j = scalar_index(&regs[j.r as usize])?;
            let d = t.dims.as_slice();
            if d.len() != 2 || i >= d[0] || j >= d[1] {
                return None;
            }
            Some(t.data[i + j * d[0]])
        }
        _ => None,
    }
}

/// `a(i, :) = v` in place: the row and `v`'s elements, when the base is a
/// real double matrix whose register this update moves, `i` a scalar
/// subscript in bounds and `v` a real double vector of as many elements
/// as `a` has columns, in another array. Nothing is written here (as for
/// `fast_assign_pos`).
#[inline(always)]
fn fast_assign_row(
    regs: &[Option<Value>],
    base: &Use,
    args: &[OpArg],
    value: Reg,
) -> Option<(usize, Rc<Tensor<f64>>)> {
    let [OpArg::Val(i), OpArg::Colon] = args else {
        return None;
    };
    let (Some(Value::Double(t)), Some(Value::Double(v))) =
        (&regs[base.r as usize], &regs[value as usize])
    else {
        return None;
    };
    let i = scalar_index(&regs[i.r as usize])?;
    let d = t.dims.as_slice();
    let vector = v.dims.iter().filter(|&&e| e != 1).count() <= 1;
    (base.mv && d.len() == 2 && i < d[0] && v.data.len() == d[1] && vector && !Rc::ptr_eq(t, v))
        .then(|| (i, v.clone()))
}

/// `a(i) = x` / `a(i, j) = x` in place: where to write, when the base is a
/// real double array, the subscripts scalars in bounds and `x` a double
/// scalar. Nothing is written here: the caller first makes sure the base is
/// unique as its copy policy says.
#[inline(always)]
fn fast_assign_pos(
    regs: &[Option<Value>],
    base: &Use,
    args: &[OpArg],
    value: Reg,
) -> Option<(usize, f64)> {
    if !base.mv {
        return None;
    }
    let x = match &regs[value as usize] {
        Some(Value::Num(x)) => *x,
        _ => return None,
    };
    let t = match &regs[base.r as usize] {
        Some(Value::Double(t)) => t,
        _ => return None,
    };
    let pos = match args {
        [OpArg::Val(i)] => match scalar_index(&regs[i.r as usize]) {
            Some(i) if i < t.data.len() => i,
            _ => return None,
        },
        [OpArg::Val(i), OpArg::Val(j)] => {
            let (Some(i), Some(j)) = (
                scalar_index(&regs[i.r as usize]),
                scalar_index(&regs[j.r as usize]),
            ) else {
                return None;
            };
            let d = t.dims.as_slice();
            if d.len() != 2 || i >= d[0] || j >= d[1] {
                return None;
            }
            i + j * d[0]
        }
        [OpArg::Val(i), OpArg::Val(j), OpArg::Val(k)] => {
            let (Some(i), Some(j), Some(k)) = (
                scalar_index(&regs[i.r as usize]),
                scalar_index(&regs[j.r as usize]),
                scalar_index(&regs[k.r as usize]),
            ) else {
                return None;
            };
            let d = t.dims.as_slice();
            if d.len() != 3 || i >= d[0] || j >= d[1] || k >= d[2] {
                return None;
            }
            i + d[0] * (j + d[1] * k)
        }
        _ => return None,
    };
    Some((pos, x))
}

/// The `err` value of a `catch err` block: a struct like Octave's.
pub fn error_value(e: &MatError) -> Value {
    let mut s = StructArray::new_scalar();
    let m = s.ensure_field("message");
    *s.get_mut(0, m) = crate::code::char_value(&e.message);
    let i = s.ensure_field("identifier");
    *s.get_mut(0, i) = crate::code::char_value(&e.identifier);
    let st = s.ensure_field("stack");
    *s.get_mut(0, st) = stack_value(&e.stack);
    Value::structure(s)
}

pub fn stack_value(stack: &[StackFrame]) -> Value {
    let fields = vec![
        "file".to_string(),
        "name".to_string(),
        "line".to_string(),
        "column".to_string(),
    ];
    let mut s = StructArray::with_fields(Dims::rc(stack.len(), 1), fields);
    for (k, f) in stack.iter().enumerate() {
        *s.get_mut(k, 0) = crate::code::char_value(&f.file);
        *s.get_mut(k, 1) = crate::code::char_value(&f.name);
        *s.get_mut(k, 2) = Value::Num(f.line as f64);
        *s.get_mut(k, 3) = Value::Num(f.column as f64);
    }
    Value::structure(s)
}

/// Back from a `catch` value (or any struct with message/identifier) to an error.
pub fn error_from_value(v: &Value) -> MatError {
    let get = |name: &str| -> Option<Value> { v.as_struct().and_then(|s| s.field(name).cloned()) };
    let message = get("message").and_then(|m| m.to_str()).unwrap_or_default();
    let identifier = get("identifier")
        .and_then(|m| m.to_str())
        .unwrap_or_default();
    let mut stack = Vec::new();
    if let Some(Value::Struct(st)) = get("stack") {
        for k in 0..st.numel() {
            let f = |n: &str| st.field_index(n).map(|i| st.get(k, i).clone());
            stack.push(StackFrame {
                file: f("file").and_then(|x| x.to_str()).unwrap_or_default(),
                name: f("name").and_then(|x| x.to_str()).unwrap_or_default(),
                line: f("line").and_then(|x| x.scalar_f64()).unwrap_or(0.0) as u32,
                column: f("column").and_then(|x| x.scalar_f64()).unwrap_or(0.0) as u32,
            });
        }
    }
    MatError {
        identifier,
        message,
        stack,
        no_traceback: false,
    }
}

/// A 1x1 char value. Characters indexed one at a time (`s(i) == t(j)`) are
/// shared from a table instead of allocated; the table keeps a reference,
/// so an update never writes into a shared one (copy on write).
fn char_scalar(c: u8) -> Value {
    thread_local! {
        static CHARS: Vec<Rc<Tensor<u8>>> =
            (0..=255u8).map(|c| Rc::new(Tensor::new(Dims::scalar(), vec![c]))).collect();
    }
    CHARS.with(|t| Value::Char(t[c as usize].clone()))
}

/// Writes a double scalar into a register; when the register already holds
/// one (the common case in loops) only the number is stored: no drop of the
/// old value, no tag write.
#[inline(always)]
fn set_num(slot: &mut Option<Value>, x: f64) {
    if let Some(Value::Num(p)) = slot {
        *p = x;
    } else {
        *slot = Some(Value::Num(x));
    }
}

#[inline(always)]
fn set_bool(slot: &mut Option<Value>, x: bool) {
    if let Some(Value::Bool(p)) = slot {
        *p = x;
    } else {
        *slot = Some(Value::Bool(x));
    }
}

/// Writes a value into a register, in place when both are double or logical scalars.
#[inline(always)]
fn put(slot: &mut Option<Value>, v: Value) {
    match (&mut *slot, v) {
        (Some(Value::Num(p)), Value::Num(x)) => *p = x,
        (Some(Value::Bool(p)), Value::Bool(x)) => *p = x,
        (s, v) => *s = Some(v),
    }
}

/// Whether a register holds an `onCleanup` object. Such an object is never
/// moved out of its variable at its last use: its function must run when the
/// variable goes (cleared, or its function returns), not when the value dies.
#[inline]
fn holds_cleanup(slot: &Option<Value>) -> bool {
    matches!(slot, Some(Value::Object(o)) if matches!(**o, runtime::value::object::Object::Cleanup(_)))
}

/// Reads a register, moving the value out on its last use so that a
/// uniquely held array can then be updated in place.
#[inline(always)]
pub(crate) fn read_reg(regs: &mut [Option<Value>], u: Use) -> Option<Value> {
    let slot = &mut regs[u.r as usize];
    if u.mv && !holds_cleanup(slot) {
        slot.take()
    } else {
        slot.clone()
    }
}

/// A double-scalar fast path: whether both operands were double scalars
/// (the generic op after it is then skipped); `store` writes the result.
#[inline(always)]
fn scalar2<T>(
    fr: &mut Frame,
    [dst, a, b]: [Reg; 3],
    f: impl Fn(f64, f64) -> T,
    store: impl Fn(&mut Option<Value>, T),
) -> bool {
    if let (Some(Value::Num(x)), Some(Value::Num(y))) = (&fr.regs[a as usize], &fr.regs[b as usize])
    {
        let r = f(*x, *y);
        store(&mut fr.regs[dst as usize], r);
        return true;
    }
    false
}

/// Arithmetic on two double scalars (`scalar2`).
#[inline(always)]
fn scalar_num(fr: &mut Frame, dst: Reg, a: Reg, b: Reg, f: impl Fn(f64, f64) -> f64) -> bool {
    scalar2(fr, [dst, a, b], f, set_num)
}

/// A comparison of two double scalars (`scalar2`).
#[inline(always)]
fn scalar_cmp(fr: &mut Frame, dst: Reg, a: Reg, b: Reg, f: impl Fn(f64, f64) -> bool) -> bool {
    scalar2(fr, [dst, a, b], f, set_bool)
}

/// `Index1`: one scalar subscript; whether it was served.
#[inline(always)]
fn index1_fast(fr: &mut Frame, dst: Reg, base: Reg, i: Reg) -> bool {
    if let (Some(Value::Double(t)), Some(i)) =
        (&fr.regs[base as usize], scalar_index(&fr.regs[i as usize]))
    {
        if let Some(&x) = t.data.get(i) {
            set_num(&mut fr.regs[dst as usize], x);
            return true;
        }
    }
    if let Some(v) = index1(&fr.regs, base, i) {
        put(&mut fr.regs[dst as usize], v);
        return true;
    }
    false
}

/// `Index2`: two scalar subscripts; whether they were served.
#[inline(always)]
fn index2_fast(fr: &mut Frame, dst: Reg, base: Reg, i: Reg, j: Reg) -> bool {
    if let (Some(Value::Double(t)), Some(i), Some(j)) = (
        &fr.regs[base as usize],
        scalar_index(&fr.regs[i as usize]),
        scalar_index(&fr.regs[j as usize]),
    ) {
        let d = t.dims.as_slice();
        if d.len() == 2 && i < d[0] && j < d[1] {
            let x = t.data[i + j * d[0]];
            set_num(&mut fr.regs[dst as usize], x);
            return true;
        }
    }
    if let Some(v) = index2(&fr.regs, base, i, j) {
        put(&mut fr.regs[dst as usize], v);
        return true;
    }
    false
}

/// `Math1`: a one-argument math function of a scalar; whether it was served.
#[inline(always)]
fn math1_fast(fr: &mut Frame, dst: Reg, f: ScalarMath, a: Reg) -> bool {
    if let Some(Value::Num(x)) = fr.regs[a as usize] {
        if let Some(r) = math1_num(f, x) {
            set_num(&mut fr.regs[dst as usize], r);
            return true;
        }
    }
    if let Some(v) = fr.regs[a as usize].as_ref().and_then(|x| math1(f, x)) {
        put(&mut fr.regs[dst as usize], v);
        return true;
    }
    false
}

/// `FuseIndex`: a subscript kept lazy; the ops to skip when it was.
#[inline(always)]
fn fuse_index(fr: &mut Frame, x: &FuseIndex) -> Option<usize> {
    let l = fuse_ops::lazy_index(fr, x.base, &x.args);
    let done = l.is_some();
    fr.fuse[x.slot as usize] = l;
    if !done {
        return None;
    }
    fr.fused_seq += 1;
    fuse_ops::release(fr, x.base);
    fuse_ops::release_args(fr, &x.args);
    fr.regs[x.dst as usize] = None;
    Some(1 + x.skip as usize)
}

/// `ListCheck`: Octave refuses a cs-list of other than one value as an operand.
fn list_check(fr: &Frame, op: &Op) -> ExecResult<()> {
    let Op::ListCheck {
        slot,
        op,
        lhs,
        other,
    } = op
    else {
        unreachable!("list_check of another op")
    };
    if let Some(vals) = &fr.lists[*slot as usize] {
        if vals.len() != 1 {
            let o = fr.regs[*other as usize]
                .as_ref()
                .map(|v| v.type_desc())
                .unwrap_or_default();
            let (l, r) = if *lhs {
                ("cs-list".to_string(), o)
            } else {
                (o, "cs-list".to_string())
            };
            return Err(MatError::binop_types(op.octave_symbol(), &l, &r).into());
        }
    }
    Ok(())
}

/// A read for an update that found nothing (`rt::is_missing`): its one
/// value is absent, so that the update creates it.
fn store_missing(fr: &mut Frame, dsts: &[Reg], list: Option<u32>) {
    fr.regs[dsts[0] as usize] = None;
    if let Some(l) = list {
        fr.lists[l as usize] = None;
    }
}

/// `ListIndexed`: Octave refuses to index a cs-list of other than one value
/// further.
fn list_indexed(fr: &Frame, slot: u32, dot: bool) -> ExecResult<()> {
    match &fr.lists[slot as usize] {
        Some(vals) if vals.len() != 1 && dot => Err(rt::dot_assign_not_one().into()),
        Some(vals) if vals.len() != 1 => {
            Err(MatError::msg("a cs-list cannot be further indexed").into())
        }
        _ => Ok(()),
    }
}

/// The outputs `Return` hands back (an anonymous body's several outputs
/// when it made them), moved out of their registers unless named twice.
fn return_values(fr: &mut Frame, outs: &[Option<Reg>]) -> Vec<Option<Value>> {
    if let Some(all) = fr.anon_outs.take() {
        return all.into_iter().map(Some).collect();
    }
    let mut res = Vec::with_capacity(outs.len());
    for (i, o) in outs.iter().enumerate() {
        let v = match o {
            Some(r) => {
                let dup = outs[i + 1..].contains(o);
                if dup {
                    fr.regs[*r as usize].clone()
                } else {
                    fr.regs[*r as usize].take()
                }
            }
            None => None,
        };
        res.push(v);
    }
    res
}

/// `ClearVar`: `clear x` empties a local slot (not a global's or persistent's).
fn clear_var_op(fr: &mut Frame, var: u32) {
    if fr.bind[var as usize] == NONE {
        fr.slots[var as usize] = None;
    }
}

/// `Defined`: whether register `v` holds a value.
fn defined_op(fr: &mut Frame, dst: u32, v: u32) {
    let d = fr.regs[v as usize].is_some();
    fr.regs[dst as usize] = Some(Value::Bool(d));
}

/// `End`: the value of `end` in a subscript of the register's value.
#[inline(always)]
fn end_op(fr: &mut Frame, op: &Op) {
    let Op::End {
        dst,
        base,
        dim,
        count,
    } = *op
    else {
        unreachable!("end_op of another op")
    };
    let v = match &fr.regs[base as usize] {
        Some(b) => rt::end_value(b, dim as usize, count as usize),
        None => 0.0,
    };
    set_num(&mut fr.regs[dst as usize], v);
}

/// `@name`: a handle to a named function.
fn func_handle_op(fr: &mut Frame, dst: Reg, name: &str, target: Option<FuncId>) {
    let h = FuncHandle {
        name: name.to_string(),
        anonymous: false,
        target: target.map(|t| t.0),
        captures: vec![],
        capture_names: vec![],
        inline: false,
    };
    fr.regs[dst as usize] = Some(Value::func(h));
}

/// The index of the global variable `name` in `values`, made (undefined)
/// the first time the name is seen.
fn intern_global(
    values: &mut Vec<Option<Value>>,
    names: &mut HashMap<String, u32>,
    name: &str,
) -> u32 {
    if let Some(&i) = names.get(name) {
        return i;
    }
    let i = values.len() as u32;
    values.push(None);
    names.insert(name.to_string(), i);
    i
}
