//! Static types of MIR values: class, complexity, shape, range and definedness per SSA value.
//!
//! `analyze` runs an interprocedural abstract interpretation over the
//! sparse solver of [`crate::dataflow`]: each function is analysed once per
//! context (its abstract arguments, nargin and nargout, generalized so that
//! loops do not make new contexts forever), contexts are cached, a
//! recursive call of a context being analysed yields "unknown", and a
//! function gets a generic context (nothing known of its inputs) when it
//! may be called in a way the analysis cannot see (handles, names in
//! strings). The facts of a function are the join over its contexts, so
//! they hold for every call the program makes.

mod domain;
mod memo;
mod transfer;

use std::cell::RefCell;
use std::rc::Rc;

pub use domain::{shape_string, AbsValue, ClassSet, Dim, Interval, Shape, ShapeKind, Sym, Tri};
pub use memo::Memo;
pub use transfer::Context;

use mir::ir::{BlockId, Const, FuncId, Function, InstId, InstKind, Program, Terminator, ValueId};

use crate::dataflow::{solve_sparse, Env, SparseResult};
use memo::{CallHow, Entry, Recorded};
use transfer::FuncAnalysis;

/// Contexts per function before calls fall back to the generic one.
const MAX_CONTEXTS: usize = 8;
/// Call depth beyond which callees are analysed in their generic context.
const MAX_DEPTH: usize = 24;

/// The facts of every function of a program.
#[derive(Clone, Debug, Default)]
pub struct TypeFacts {
    /// Shared with the contexts and the memo: a function's facts are kept
    /// once however many analyses and versions hold them.
    funcs: Vec<Option<Rc<FuncTypes>>>,
    contexts: Vec<Vec<ContextTypes>>,
    /// The entry's context (an index into its `contexts`), when analysed.
    entry_context: Option<usize>,
}

impl TypeFacts {
    /// Facts of one function: the join over every context it was analysed in.
    /// None for functions never analysed (loaded later by feval/eval): assume nothing.
    pub fn func(&self, f: FuncId) -> Option<&FuncTypes> {
        self.funcs.get(f.index())?.as_deref()
    }
    /// The context the entry was analysed in (an index into its [`TypeFacts::contexts`]).
    pub fn entry_context(&self) -> Option<usize> {
        self.entry_context
    }
    /// The contexts `f` was analysed in, each with its own facts.
    pub fn contexts(&self, f: FuncId) -> &[ContextTypes] {
        self.contexts.get(f.index()).map(|c| &c[..]).unwrap_or(&[])
    }
}

/// The facts of one function in one context.
#[derive(Clone, Debug)]
pub struct ContextTypes {
    pub context: Context,
    pub types: Rc<FuncTypes>,
}

/// The facts of one function.
#[derive(Clone, Debug)]
pub struct FuncTypes {
    values: Vec<AbsValue>,
    conformable: Vec<bool>,
    redundant: Vec<bool>,
    reachable: Vec<bool>,
    /// Per instruction: for a call of a user function, the index (in
    /// [`TypeFacts::contexts`] of the callee) of the context it was analysed in.
    callee_contexts: Vec<Option<u32>>,
    top: AbsValue,
}

impl FuncTypes {
    pub fn value(&self, v: ValueId) -> &AbsValue {
        self.values.get(v.index()).unwrap_or(&self.top)
    }
    /// True when the conformability check of the elementwise op `inst` is
    /// proven redundant: both operands have equal shapes, or one is a
    /// scalar (for `*`, `/`, `\`, `^`: one operand is a scalar).
    pub fn conformable(&self, inst: InstId) -> bool {
        self.conformable.get(inst.index()).copied().unwrap_or(false)
    }
    /// True when the elementwise op `inst` is proven never to fail its
    /// conformability check (its operands may still broadcast, e.g. the
    /// shapes paper's `e = d - a` after `d = c + a`).
    pub fn check_redundant(&self, inst: InstId) -> bool {
        self.redundant.get(inst.index()).copied().unwrap_or(false)
    }
    /// Whether block `b` may execute.
    pub fn reachable(&self, b: BlockId) -> bool {
        self.reachable.get(b.index()).copied().unwrap_or(true)
    }
    /// For a call of a user function at `inst`: the callee's context (an
    /// index into [`TypeFacts::contexts`] of the callee) whose facts hold
    /// for this call. None for other instructions, unreachable calls, and in
    /// facts joined over several contexts that disagree.
    pub fn callee_context(&self, inst: InstId) -> Option<usize> {
        self.callee_contexts
            .get(inst.index())
            .copied()
            .flatten()
            .map(|c| c as usize)
    }
    /// Proven: `a` and `b` have the same shape whenever both are computed.
    pub fn same_shape(&self, a: ValueId, b: ValueId) -> bool {
        transfer::same_shape(a, self.value(a), b, self.value(b))
    }
    fn join(&mut self, o: &FuncTypes) {
        for (x, y) in self.values.iter_mut().zip(&o.values) {
            x.join_with(y);
        }
        for (x, y) in self.conformable.iter_mut().zip(&o.conformable) {
            *x = *x && *y;
        }
        for (x, y) in self.redundant.iter_mut().zip(&o.redundant) {
            *x = *x && *y;
        }
        for (x, y) in self.reachable.iter_mut().zip(&o.reachable) {
            *x = *x || *y;
        }
        for (x, y) in self.callee_contexts.iter_mut().zip(&o.callee_contexts) {
            if x != y {
                *x = None;
            }
        }
    }
}

/// Analyses the program from its entry, whose inputs are unknown.
pub fn analyze(prog: &Program) -> TypeFacts {
    analyze_with_args(prog, None)
}

/// As [`analyze`], reusing the function analyses `memo` kept from earlier
/// versions of the program and keeping this one's (see [`Memo`]): the
/// facts are those [`analyze`] gives.
pub fn analyze_memo(prog: &Program, memo: &mut Memo) -> TypeFacts {
    memo.check_overloaded(&prog.overloaded);
    run(prog, None, Some(memo))
}

/// Analyses the program from its entry called with these arguments (as
/// `matc run FILE ARGS...` does; the facts then hold for that run only).
/// `varargin` holding `extra` arguments: a row cell (`{}` is 1x0 or 0x0).
fn varargin_fact(extra: usize) -> AbsValue {
    let extra = extra as u64;
    AbsValue::real(
        ClassSet::CELL,
        Shape::of_dims(vec![
            Dim::range(if extra == 0 { 0 } else { 1 }, 1),
            Dim::exact(extra),
        ]),
        Interval::TOP,
    )
}

pub fn analyze_with_args(prog: &Program, entry_args: Option<&[AbsValue]>) -> TypeFacts {
    run(prog, entry_args, None)
}

fn run(prog: &Program, entry_args: Option<&[AbsValue]>, mut memo: Option<&mut Memo>) -> TypeFacts {
    let driver = Driver {
        prog,
        state: RefCell::new(State {
            contexts: (0..prog.functions.len()).map(|_| Vec::new()).collect(),
            depth: 0,
        }),
        memo: memo.as_mut().map(|m| {
            RefCell::new(MemoRun {
                memo: std::mem::take(*m),
                fps: vec![None; prog.functions.len()],
                logs: Vec::new(),
            })
        }),
    };
    let mut entry_context = None;
    if let Some(e) = prog.entry {
        let f = prog.func(e);
        let ctx = match entry_args {
            Some(a) if f.kind != mir::ir::FunctionKind::Script => Context {
                args: {
                    let np = f.block(f.entry).params.len();
                    (0..np)
                        .map(|k| match a.get(k) {
                            // `matc run` passes the arguments past the named ones in varargin.
                            _ if f.has_varargin && k + 1 == np => {
                                varargin_fact(a.len().saturating_sub(np - 1))
                            }
                            Some(x) => x.clone(),
                            None => AbsValue::absent(),
                        })
                        .collect()
                },
                nargin: Some(a.len() as u32),
                nargout: None,
            },
            _ => generic_context(f),
        };
        entry_context = Some(driver.analyze_in(e, ctx).1 as usize);
    }
    // Functions the program may reach in ways the analysis does not follow.
    let mut names: Vec<String> = Vec::new();
    let mut targets: Vec<FuncId> = Vec::new();
    for f in &prog.functions {
        for i in &f.insts {
            match &i.kind {
                InstKind::Const(Const::Char(s) | Const::Str(s)) => names.push(s.clone()),
                InstKind::FuncHandle {
                    target: Some(t), ..
                } => targets.push(*t),
                InstKind::FuncHandle { name, .. } => names.push(name.clone()),
                InstKind::Closure { func, .. } => targets.push(*func),
                InstKind::Call {
                    callee: mir::ir::Callee::Unresolved(n),
                    ..
                } => names.push(n.clone()),
                _ => {}
            }
        }
    }
    // A function named by a computed string (`feval(['f' num2str(k)])`,
    // `eval(code)`) may be any function: then every one gets a generic context.
    let dynamic = prog.functions.iter().any(|f| {
        let (defs, _) = transfer::defs_of(f);
        f.insts.iter().any(|i| match &i.kind {
            InstKind::Eval { .. } => true,
            InstKind::Call {
                callee: mir::ir::Callee::Builtin(n),
                args,
                ..
            } if decls::lookup(n).is_none_or(|d| d.effect == decls::Effect::Calls) => {
                match args.first() {
                    Some(mir::ir::Arg::Value(v)) => !matches!(
                        defs[v.index()].map(|d| &f.inst(d).kind),
                        Some(
                            InstKind::Const(Const::Char(_) | Const::Str(_))
                                | InstKind::FuncHandle { .. }
                                | InstKind::Closure { .. }
                        )
                    ),
                    _ => true,
                }
            }
            _ => false,
        })
    });
    let mentioned = |name: &str| {
        dynamic
            || names.iter().any(|s| {
                s.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .any(|w| w == name)
            })
    };
    loop {
        let mut todo = Vec::new();
        {
            let st = driver.state.borrow();
            for (k, f) in prog.functions.iter().enumerate() {
                let needs = targets.contains(&FuncId(k as u32))
                    || (!matches!(f.kind, mir::ir::FunctionKind::Anonymous { .. })
                        && mentioned(&f.name))
                    || Some(FuncId(k as u32)) == prog.entry && entry_args.is_none();
                if needs
                    && !st.contexts[k].iter().any(|c| c.ctx == generic_context(f))
                    && !matches!(f.kind, mir::ir::FunctionKind::Eval { .. })
                {
                    todo.push(FuncId(k as u32));
                }
            }
        }
        if todo.is_empty() {
            break;
        }
        for g in todo {
            let ctx = generic_context(prog.func(g));
            driver.analyze_in(g, ctx);
        }
    }
    if let (Some(m), Some(run)) = (memo, driver.memo) {
        *m = run.into_inner().memo;
    }
    let st = driver.state.into_inner();
    let mut funcs = Vec::with_capacity(prog.functions.len());
    let mut contexts = Vec::with_capacity(prog.functions.len());
    for cs in st.contexts {
        let mut joined: Option<Rc<FuncTypes>> = None;
        let mut list = Vec::new();
        for c in cs {
            let Some(t) = c.types else { continue };
            match &mut joined {
                None => joined = Some(t.clone()),
                Some(j) => Rc::make_mut(j).join(&t),
            }
            list.push(ContextTypes {
                context: c.ctx,
                types: t,
            });
        }
        funcs.push(joined);
        contexts.push(list);
    }
    TypeFacts {
        funcs,
        contexts,
        entry_context,
    }
}

fn generic_context(f: &Function) -> Context {
    Context {
        args: vec![AbsValue::top(); f.block(f.entry).params.len()],
        nargin: None,
        nargout: None,
    }
}

struct CtxEntry {
    ctx: Context,
    /// None while being analysed.
    outputs: Option<Vec<AbsValue>>,
    types: Option<Rc<FuncTypes>>,
}

struct State {
    contexts: Vec<Vec<CtxEntry>>,
    depth: usize,
}

/// The interprocedural part: contexts, their cache and summaries.
pub struct Driver<'p> {
    pub prog: &'p Program,
    state: RefCell<State>,
    memo: Option<RefCell<MemoRun>>,
}

/// The memo during one analysis: fingerprints computed so far, and the calls
/// each function analysis under way has made.
struct MemoRun {
    memo: Memo,
    fps: Vec<Option<u64>>,
    logs: Vec<Vec<Recorded>>,
}

impl MemoRun {
    fn fp(&mut self, prog: &Program, g: FuncId) -> u64 {
        let memo = &self.memo;
        *self.fps[g.index()].get_or_insert_with(|| memo.fingerprint(prog, g))
    }
}

/// Arguments as a context keeps them: exact ranges and extents stay,
/// others are generalized so that a loop does not make a context per iteration.
fn generalize(x: &AbsValue, rename: &dyn Fn(ValueId) -> Option<ValueId>) -> AbsValue {
    let mut y = x.clone();
    transfer::rename_syms(&mut y, rename);
    y.shape.bcast = None;
    if let Some(d) = &mut y.shape.dims {
        for e in d.iter_mut() {
            if e.get().is_none() {
                *e = Dim {
                    sym: e.sym,
                    ..Dim::ANY
                };
            }
        }
    }
    if y.range.as_const().is_none() && !y.range.is_empty() {
        let r = y.range;
        y.range = Interval {
            lo: if r.lo >= 1.0 {
                1.0
            } else if r.lo >= 0.0 {
                0.0
            } else {
                f64::NEG_INFINITY
            },
            hi: f64::INFINITY,
            nan: r.nan,
            int: r.int,
        };
    }
    if y.text.as_ref().is_some_and(|t| t.len() > 64) {
        y.text = None;
    }
    y
}

struct ResultEnv<'a> {
    r: &'a SparseResult<AbsValue>,
    b: BlockId,
}

impl Env<AbsValue> for ResultEnv<'_> {
    fn get(&self, v: ValueId) -> &AbsValue {
        self.r.fact_in(self.b, v)
    }
}

impl<'p> Driver<'p> {
    /// Analyses `g` in `ctx` unless cached; returns its outputs and the
    /// context's index among `g`'s.
    fn analyze_in(&self, g: FuncId, ctx: Context) -> (Vec<AbsValue>, u32) {
        let f = self.prog.func(g);
        {
            let st = self.state.borrow();
            if let Some(k) = st.contexts[g.index()].iter().position(|e| e.ctx == ctx) {
                let outs = match &st.contexts[g.index()][k].outputs {
                    Some(o) => o.clone(),
                    // Recursion into a context under analysis: unknown.
                    None => vec![AbsValue::top(); f.output_names.len()],
                };
                return (outs, k as u32);
            }
        }
        let idx = {
            let mut st = self.state.borrow_mut();
            st.contexts[g.index()].push(CtxEntry {
                ctx: ctx.clone(),
                outputs: None,
                types: None,
            });
            st.depth += 1;
            st.contexts[g.index()].len() - 1
        };
        let fp = self.begin_log(g);
        let reused = fp.and_then(|fp| self.replay(g, fp, &ctx));
        if reused.is_none() {
            // The calls a failed replay made are the first the solver makes.
            self.clear_log();
        }
        let (outputs, types) = if let Some(r) = reused {
            r
        } else if !f.is_ssa || f.blocks.is_empty() {
            (
                vec![AbsValue::top(); f.output_names.len()],
                Rc::new(FuncTypes {
                    values: vec![AbsValue::top(); f.num_values as usize],
                    conformable: vec![false; f.insts.len()],
                    redundant: vec![false; f.insts.len()],
                    reachable: vec![true; f.blocks.len()],
                    callee_contexts: vec![None; f.insts.len()],
                    top: AbsValue::top(),
                }),
            )
        } else {
            let fa = FuncAnalysis::new(f, &ctx, self);
            let res = solve_sparse(&fa, f);
            let mut conformable = vec![false; f.insts.len()];
            let mut redundant = vec![false; f.insts.len()];
            for (bi, b) in f.blocks.iter().enumerate() {
                if !res.reachable[bi] {
                    continue;
                }
                let env = ResultEnv {
                    r: &res,
                    b: BlockId(bi as u32),
                };
                for &i in &b.insts {
                    conformable[i.index()] = fa.conformable(i, &env);
                    redundant[i.index()] = fa.check_redundant(i, &env);
                }
            }
            // Outputs: the join over reachable returns.
            let n = f.output_names.len();
            let mut outs = vec![AbsValue::bottom(); n];
            let params: Vec<ValueId> = f.block(f.entry).params.clone();
            for (bi, b) in f.blocks.iter().enumerate() {
                if !res.reachable[bi] {
                    continue;
                }
                if let Terminator::Return(vs) = &b.term {
                    for (k, out) in outs.iter_mut().enumerate() {
                        let x = match vs.get(k).copied().flatten() {
                            Some(v) => {
                                let mut x = res.fact_in(BlockId(bi as u32), v).clone();
                                x.retain_syms(&|s| params.contains(&s));
                                x
                            }
                            None => AbsValue::absent(),
                        };
                        out.join_with(&x);
                    }
                }
            }
            (
                outs,
                Rc::new(FuncTypes {
                    values: res.facts.clone(),
                    conformable,
                    redundant,
                    reachable: res.reachable.clone(),
                    callee_contexts: fa.callee_contexts.into_inner(),
                    top: AbsValue::top(),
                }),
            )
        };
        if let Some(fp) = fp {
            self.end_log(fp, &ctx, &outputs, &types);
        }
        let mut st = self.state.borrow_mut();
        st.depth -= 1;
        let e = &mut st.contexts[g.index()][idx];
        e.outputs = Some(outputs.clone());
        e.types = Some(types);
        (outputs, idx as u32)
    }

    /// The results of a direct call of `g`, and the index of the callee's
    /// context they come from.
    pub fn call(
        &self,
        g: FuncId,
        args: &[(Option<ValueId>, AbsValue)],
        nres: usize,
        stmt: bool,
    ) -> (Vec<AbsValue>, Option<u32>) {
        let f = self.prog.func(g);
        let np = f.block(f.entry).params.len();
        if !f.has_varargin && args.len() > f.param_names.len() {
            return self.call_how(g, CallHow::TooMany, nres, stmt);
        }
        // Symbols naming another argument of this call become the callee's
        // parameter (`g(n, zeros(n, 1))`: the second is `<n x 1>` inside);
        // the callee's inputs keep their values for its whole activation.
        let params = &f.block(f.entry).params;
        let rename = |v: ValueId| {
            let k = args.iter().position(|(a, _)| *a == Some(v))?;
            (k < np && !(f.has_varargin && k + 1 == np)).then(|| params[k])
        };
        let mut cargs = Vec::with_capacity(np);
        for k in 0..np {
            if f.has_varargin && k + 1 == np {
                cargs.push(varargin_fact(args.len().saturating_sub(np - 1)));
            } else {
                cargs.push(match args.get(k) {
                    Some((_, x)) => generalize(x, &rename),
                    None => AbsValue::absent(),
                });
            }
        }
        let nargout = if stmt { 0 } else { nres as u32 };
        let ctx = Context {
            args: cargs,
            nargin: Some(args.len() as u32),
            nargout: Some(nargout),
        };
        self.call_how(g, CallHow::Ctx(ctx), nres, stmt)
    }

    /// A call whose arguments are not known one by one (`f(c{:})`).
    pub fn call_generic(&self, g: FuncId, nres: usize, stmt: bool) -> (Vec<AbsValue>, u32) {
        let (r, k) = self.call_how(g, CallHow::Generic, nres, stmt);
        (r, k.unwrap_or(0))
    }

    /// The call of `g` as [`Driver::call`] or [`Driver::call_generic`]
    /// make it, recorded for the memo.
    fn call_how(
        &self,
        g: FuncId,
        how: CallHow,
        nres: usize,
        stmt: bool,
    ) -> (Vec<AbsValue>, Option<u32>) {
        let f = self.prog.func(g);
        let result = match &how {
            CallHow::TooMany => (vec![AbsValue::bottom(); nres], None),
            CallHow::Ctx(ctx) => {
                let ctx = {
                    let st = self.state.borrow();
                    let known = st.contexts[g.index()].iter().any(|e| e.ctx == *ctx);
                    if !known
                        && (st.contexts[g.index()].len() >= MAX_CONTEXTS || st.depth >= MAX_DEPTH)
                    {
                        generic_context(f)
                    } else {
                        ctx.clone()
                    }
                };
                let (outs, k) = self.analyze_in(g, ctx);
                (self.select_outputs(f, outs, nres, stmt), Some(k))
            }
            CallHow::Generic => {
                let (outs, k) = self.analyze_in(g, generic_context(f));
                (self.select_outputs(f, outs, nres, stmt), Some(k))
            }
        };
        if let Some(m) = &self.memo {
            let mut m = m.borrow_mut();
            let callee_fp = m.fp(self.prog, g);
            if let Some(log) = m.logs.last_mut() {
                log.push(Recorded {
                    callee: g,
                    callee_fp,
                    how,
                    nres,
                    stmt,
                    result: result.clone(),
                });
            }
        }
        result
    }

    /// Starts recording the calls of an analysis of `g`; its fingerprint
    /// when there is a memo.
    fn begin_log(&self, g: FuncId) -> Option<u64> {
        let mut m = self.memo.as_ref()?.borrow_mut();
        m.logs.push(Vec::new());
        Some(m.fp(self.prog, g))
    }

    fn clear_log(&self) {
        if let Some(m) = &self.memo {
            if let Some(log) = m.borrow_mut().logs.last_mut() {
                log.clear();
            }
        }
    }

    /// Keeps the analysis of `fp` in `ctx` (its calls recorded since [`Driver::begin_log`]).
    fn end_log(&self, fp: u64, ctx: &Context, outputs: &[AbsValue], types: &Rc<FuncTypes>) {
        let Some(m) = &self.memo else { return };
        let mut m = m.borrow_mut();
        let calls = m.logs.pop().unwrap_or_default();
        let e = Entry {
            ctx: ctx.clone(),
            calls,
            outputs: outputs.to_vec(),
            types: types.clone(),
        };
        m.memo.keep(fp, Rc::new(e));
    }

    /// The outputs and facts of `g` (of fingerprint `fp`) in `ctx` kept by
    /// the memo, when its recorded calls, made again, return what they did.
    fn replay(&self, g: FuncId, fp: u64, ctx: &Context) -> Option<(Vec<AbsValue>, Rc<FuncTypes>)> {
        let e = self.memo.as_ref()?.borrow().memo.lookup(fp, ctx);
        let Some(e) = e else {
            self.memo.as_ref()?.borrow_mut().memo.solved += 1;
            return None;
        };
        let f = self.prog.func(g);
        let fits = e.types.values.len() == f.num_values as usize
            && e.calls.iter().all(|r| {
                r.callee.index() < self.prog.functions.len()
                    && self
                        .memo
                        .as_ref()
                        .is_some_and(|m| m.borrow_mut().fp(self.prog, r.callee) == r.callee_fp)
                    && self.call_how(r.callee, r.how.clone(), r.nres, r.stmt) == r.result
            });
        let mut m = self.memo.as_ref()?.borrow_mut();
        if fits {
            m.memo.reused += 1;
            Some((e.outputs.clone(), e.types.clone()))
        } else {
            m.memo.solved += 1;
            None
        }
    }

    fn select_outputs(
        &self,
        f: &Function,
        outs: Vec<AbsValue>,
        nres: usize,
        stmt: bool,
    ) -> Vec<AbsValue> {
        let n = f.output_names.len();
        if stmt {
            return vec![if n == 0 {
                AbsValue::absent()
            } else if f.has_varargout && n == 1 {
                AbsValue::top()
            } else {
                outs[0].clone()
            }];
        }
        (0..nres)
            .map(|k| {
                if f.has_varargout && k + 1 >= n {
                    AbsValue::any()
                } else if k < n {
                    let mut x = outs[k].clone();
                    // Asking for an output the callee did not set is an error.
                    x.may_be_absent = false;
                    x
                } else {
                    AbsValue::bottom()
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;

/// A readable listing of the facts of every analysed function: each
/// block's parameters and each instruction result with its fact, and the
/// elementwise operations whose conformability check is redundant.
pub fn dump(prog: &Program, facts: &TypeFacts) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for (k, f) in prog.functions.iter().enumerate() {
        let Some(t) = facts.func(FuncId(k as u32)) else {
            continue;
        };
        let _ = writeln!(
            out,
            "function {} ({} contexts)",
            f.name,
            facts.contexts(FuncId(k as u32)).len()
        );
        let name = |v: ValueId| -> String {
            match f.value_names.get(v.index()).copied().flatten() {
                Some(x) => format!("{v}:{}", f.vars[x.index()].name),
                None => format!("{v}"),
            }
        };
        for (bi, b) in f.blocks.iter().enumerate() {
            if !t.reachable(BlockId(bi as u32)) {
                let _ = writeln!(out, "  bb{bi}: unreachable");
                continue;
            }
            let _ = writeln!(out, "  bb{bi}:");
            for &p in &b.params {
                let _ = writeln!(
                    out,
                    "    {} = param : {}",
                    name(p),
                    t.value(p).display_in(Some(f))
                );
            }
            for &i in &b.insts {
                let inst = f.inst(i);
                let op = match &inst.kind {
                    InstKind::Binary(op, ..) => format!("{op:?}"),
                    InstKind::Call { callee, .. } => match callee {
                        mir::ir::Callee::Builtin(n) => format!("call {n}"),
                        mir::ir::Callee::Func(g) => format!("call {}", prog.func(*g).name),
                        _ => "call".into(),
                    },
                    k => format!("{k:?}")
                        .split(['(', ' ', '{'])
                        .next()
                        .unwrap_or("")
                        .to_string(),
                };
                let conf = if t.conformable(i) {
                    " [conformable]"
                } else {
                    ""
                };
                for &r in &inst.results {
                    let _ = writeln!(
                        out,
                        "    {} = {op} : {}{conf}",
                        name(r),
                        t.value(r).display_in(Some(f))
                    );
                }
            }
        }
    }
    out
}
