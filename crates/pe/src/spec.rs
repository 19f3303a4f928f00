//! The specializer's state: functions of the file, calls folded or specialized per abstract arguments.

use std::collections::{BTreeSet, HashMap, HashSet};

use syntax::ast::{Expr, ExprKind, Function, Ident, Name, Param, Span, Stmt, StmtKind};

use crate::abs::{AVal, Env, Facts, Slot};
use crate::literal::{call as call_expr, expr};
use crate::names;

/// Calls nested deeper than this are specialized with their arguments
/// forgotten, so that recursion on static arguments terminates.
const MAX_CALL_DEPTH: usize = 12;

/// One loop being evaluated: unrolled (its iterations are static) or residual.
#[derive(Debug)]
pub struct LoopCtx {
    pub unrolling: bool,
    /// `Frame::dyn_depth` at the loop: a `break` deeper than this is under a
    /// dynamic branch.
    pub depth: usize,
    pub aborted: bool,
    pub breaks: Option<Env>,
    pub continues: Option<Env>,
}

/// The evaluation state of one function being specialized.
pub struct Frame {
    /// Names that are variables in this function (assigned somewhere in it).
    pub vars: HashSet<Name>,
    pub env: Env,
    pub nargin: Option<usize>,
    pub nargout: Option<usize>,
    pub loops: Vec<LoopCtx>,
    /// The states at `return` statements, joined.
    pub returns: Option<Env>,
    /// How many dynamic branches and residual loops enclose the statement being evaluated.
    pub dyn_depth: usize,
    /// What `end` means in the subscript being evaluated: the indexed value,
    /// the subscript's position and count.
    pub ends: Vec<Option<(AVal, usize, usize)>>,
    /// Functions of the file named by handles in this function: kept as written.
    pub handles: BTreeSet<Name>,
    /// How many times each name occurs in the function (for `vector`).
    pub occurrences: HashMap<Name, usize>,
    /// Where its `for` variables occur (for `vector`).
    pub loop_vars: LoopVars,
    /// The function has a `try` or `unwind_protect`, whose handlers may
    /// see a loop's arrays part-way.
    pub has_try: bool,
    /// Names of the temporaries residual statements introduce (`scan`), by
    /// what they are named after: each is assigned and read within the
    /// statements of one scan, so later scans reuse it.
    pub temps: HashMap<String, String>,
}

impl Frame {
    pub fn new(f: &Function) -> Frame {
        Frame {
            vars: names::variables(f),
            env: Env::default(),
            nargin: None,
            nargout: None,
            loops: Vec::new(),
            returns: None,
            dyn_depth: 0,
            ends: Vec::new(),
            handles: BTreeSet::new(),
            occurrences: occurrences(f),
            loop_vars: LoopVars::of(f),
            has_try: has_try(&f.body),
            temps: HashMap::new(),
        }
    }

    pub fn is_var(&self, name: &str) -> bool {
        self.vars.contains(name)
    }

    pub fn note_handles(&mut self, e: &Expr) {
        names::idents_in_expr(e, &mut |n| {
            self.handles.insert(n.clone());
        });
    }
}

/// How many times each name occurs in `f` (as a variable, a function or a
/// target; an output once more, as the caller reads it).
fn occurrences(f: &Function) -> HashMap<Name, usize> {
    let mut counts = HashMap::new();
    names::walk_stmts(
        &f.body,
        &mut |e| names::idents_in_expr(e, &mut |n| *counts.entry(n.clone()).or_insert(0) += 1),
        &mut |_| {},
    );
    for o in &f.outputs {
        *counts.entry(o.name.clone()).or_insert(0) += 1;
    }
    counts
}

/// Where the function's `for` variables occur, for `vector`: a loop's
/// variable is dead after it when every occurrence of that name is in a
/// `for` loop of the same variable (which assigns it before its body reads
/// it) and no such loop encloses this one.
#[derive(Default)]
pub struct LoopVars {
    /// Occurrences of each name outside every `for` loop over that name
    /// (its variable and body; its range counts as outside).
    pub free: HashMap<Name, usize>,
    /// The bodies (by address) of loops inside a loop over the same variable.
    pub nested: HashSet<usize>,
}

impl LoopVars {
    fn of(f: &Function) -> LoopVars {
        let mut lv = LoopVars::default();
        lv.walk(&f.body, &mut Vec::new());
        for o in &f.outputs {
            *lv.free.entry(o.name.clone()).or_insert(0) += 1;
        }
        lv
    }

    fn walk(&mut self, body: &[Stmt], enclosing: &mut Vec<Name>) {
        for s in body {
            if let StmtKind::For {
                var:
                    syntax::ast::LValue::Expr(Expr {
                        kind: ExprKind::Ident(id),
                        ..
                    }),
                key: None,
                iter,
                body: inner,
                ..
            } = &s.kind
            {
                self.count(iter, enclosing);
                if enclosing.contains(&id.name) {
                    self.nested.insert(inner.as_ptr() as usize);
                }
                enclosing.push(id.name.clone());
                self.walk(inner, enclosing);
                enclosing.pop();
                continue;
            }
            match &s.kind {
                StmtKind::If { clauses, else_body } => {
                    for c in clauses {
                        self.count(&c.cond, enclosing);
                        self.walk(&c.body, enclosing);
                    }
                    if let Some(b) = else_body {
                        self.walk(b, enclosing);
                    }
                }
                StmtKind::While { cond, body } | StmtKind::DoUntil { body, cond } => {
                    self.count(cond, enclosing);
                    self.walk(body, enclosing);
                }
                StmtKind::Switch {
                    subject,
                    cases,
                    otherwise,
                } => {
                    self.count(subject, enclosing);
                    for c in cases {
                        self.count(&c.value, enclosing);
                        self.walk(&c.body, enclosing);
                    }
                    if let Some(b) = otherwise {
                        self.walk(b, enclosing);
                    }
                }
                // (A `for` loop inside `try` counts as outside: conservative.)
                _ => names::walk_stmt(
                    s,
                    &mut |e| self_count(&mut self.free, e, enclosing),
                    &mut |_| {},
                ),
            }
        }
    }

    fn count(&mut self, e: &Expr, enclosing: &[Name]) {
        self_count(&mut self.free, e, enclosing);
    }
}

fn self_count(free: &mut HashMap<Name, usize>, e: &Expr, enclosing: &[Name]) {
    names::idents_in_expr(e, &mut |n| {
        if !enclosing.contains(n) {
            *free.entry(n.clone()).or_insert(0) += 1;
        }
    });
}

fn has_try(body: &[Stmt]) -> bool {
    body.iter().any(|s| match &s.kind {
        StmtKind::Try { .. } | StmtKind::UnwindProtect { .. } => true,
        StmtKind::If { clauses, else_body } => {
            clauses.iter().any(|c| has_try(&c.body)) || else_body.as_deref().is_some_and(has_try)
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoUntil { body, .. } => has_try(body),
        StmtKind::Switch {
            cases, otherwise, ..
        } => cases.iter().any(|c| has_try(&c.body)) || otherwise.as_deref().is_some_and(has_try),
        _ => false,
    })
}

/// The result of a call: the residual expression and the outputs.
pub struct CallResult {
    pub residual: Expr,
    pub outs: Vec<AVal>,
}

/// A specialization already made (or being made) of one function.
struct Spec {
    name: String,
    /// The outputs when it returns (unknown while it is being made).
    outs: Vec<AVal>,
    /// Which parameters the residual function keeps.
    kept: Vec<bool>,
    /// Outputs known and no effect: calls fold to the outputs.
    folds: bool,
    /// Still being made (a call now is a recursive one).
    making: bool,
    /// Called while being made: those calls pass every argument, so the
    /// residual keeps every parameter.
    recursive: bool,
}

pub struct Specializer<'a> {
    pub functions: HashMap<Name, &'a Function>,
    specs: HashMap<String, Spec>,
    /// Residual functions, by name, in the order they were made.
    pub residuals: Vec<Function>,
    pub taken: HashSet<String>,
    depth: usize,
    /// Statements the residual may still grow by through unrolling.
    pub budget: usize,
    /// `--assert`: residual functions check their assumptions at their top.
    pub assert: bool,
    /// Names of other files of the folder that cannot be specialized: calls
    /// of them stay as written (never folded as a builtin of that name).
    opaque: HashSet<String>,
}

impl<'a> Specializer<'a> {
    pub fn new(functions: &'a [Function]) -> Specializer<'a> {
        let mut taken = HashSet::new();
        let mut map = HashMap::new();
        for f in functions {
            taken.insert(f.name.name.to_string());
            map.insert(f.name.name.clone(), f);
        }
        Specializer {
            functions: map,
            specs: HashMap::new(),
            residuals: Vec::new(),
            taken,
            depth: 0,
            budget: crate::MAX_RESIDUAL_STATEMENTS,
            assert: false,
            opaque: HashSet::new(),
        }
    }

    /// Adds the functions of other files (each callable by its file's
    /// name; the file's own functions shadow them) and the names of the
    /// other files that cannot be specialized.
    pub fn add_path_functions(&mut self, functions: &'a [Function], opaque: Vec<String>) {
        for f in functions {
            self.taken.insert(f.name.name.to_string());
            self.functions.entry(f.name.name.clone()).or_insert(f);
        }
        for n in opaque {
            self.taken.insert(n.clone());
            if !self.functions.contains_key(n.as_str()) {
                self.opaque.insert(n);
            }
        }
    }

    /// Whether `name` is a function of the file or of its folder.
    pub fn is_user_function(&self, name: &str) -> bool {
        self.functions.contains_key(name) || self.opaque.contains(name)
    }

    /// A call of `name` (not a variable) with `args` and `nargout` outputs;
    /// `orig` is the call as written.
    pub fn call(
        &mut self,
        fr: &mut Frame,
        name: &str,
        args: &[Expr],
        nargout: usize,
        orig: &Expr,
    ) -> CallResult {
        match name {
            "nargin" | "nargout" if args.is_empty() => {
                let n = if name == "nargin" {
                    fr.nargin
                } else {
                    fr.nargout
                };
                return match n {
                    Some(n) => CallResult {
                        residual: expr(ExprKind::Number(n as f64)),
                        outs: vec![AVal::Known(runtime::Value::Num(n as f64))],
                    },
                    None => CallResult {
                        residual: orig.clone(),
                        outs: vec![AVal::Dyn(Facts::scalar(runtime::Class::Double))],
                    },
                };
            }
            _ => {}
        }
        let mut rargs = Vec::with_capacity(args.len());
        let mut avals = Vec::with_capacity(args.len());
        let mut count_known = true;
        for a in args {
            let (r, v) = self.expr(fr, a);
            if crate::names::may_be_list(a) && v.known().is_none() {
                count_known = false;
            }
            rargs.push(r);
            avals.push(v);
        }
        let rebuilt = || {
            if args.is_empty() && matches!(orig.kind, ExprKind::Ident(_)) {
                orig.clone()
            } else {
                call_expr(name, rargs.clone())
            }
        };
        if let Some(f) = self.functions.get(name).copied() {
            if count_known {
                if let Some(r) = self.call_user(f, &rargs, &avals, nargout) {
                    return r;
                }
            }
            return CallResult {
                residual: rebuilt(),
                outs: vec![AVal::unknown(); nargout.max(1)],
            };
        }
        if self.opaque.contains(name) {
            return CallResult {
                residual: rebuilt(),
                outs: vec![AVal::unknown(); nargout.max(1)],
            };
        }
        if count_known {
            if let Some(outs) = self.fold_builtin(name, &avals, nargout) {
                let residual = match outs[0].known() {
                    Some(v) => crate::literal::residual_of(v, rebuilt()),
                    None => rebuilt(),
                };
                return CallResult { residual, outs };
            }
        }
        let first = if count_known {
            self.builtin_facts(name, &avals)
        } else {
            AVal::unknown()
        };
        let mut outs = vec![AVal::unknown(); nargout.max(1)];
        outs[0] = first;
        CallResult {
            residual: rebuilt(),
            outs,
        }
    }

    /// A call of a function of the file: folded when its outputs are known
    /// and it has no effect, else a call of its specialization for these
    /// abstract arguments. `None` when it cannot be specialized.
    fn call_user(
        &mut self,
        f: &Function,
        rargs: &[Expr],
        avals: &[AVal],
        nargout: usize,
    ) -> Option<CallResult> {
        let variadic = f
            .params
            .iter()
            .any(|p| matches!(p, Param::Name(id) if id.name == "varargin"))
            || f.outputs.iter().any(|o| o.name == "varargout");
        if variadic || avals.len() > f.params.len() || nargout > f.outputs.len().max(1) {
            return None;
        }
        if !names::specializable(f) {
            return None;
        }
        let deep = self.depth >= MAX_CALL_DEPTH;
        let avals: Vec<AVal> = if deep {
            avals.iter().map(|_| AVal::unknown()).collect()
        } else {
            avals.to_vec()
        };
        let key = format!("{}|{}|{:?}", f.name.name, nargout, avals);
        if !self.specs.contains_key(&key) {
            self.specialize_callee(f, &avals, nargout, key.clone());
        }
        let spec = self.specs.get_mut(&key).expect("made above");
        if spec.making {
            spec.recursive = true;
        }
        if spec.folds {
            let outs = spec.outs.clone();
            let residual = outs
                .first()
                .and_then(|o| o.known())
                .and_then(crate::literal::literal)?;
            return Some(CallResult { residual, outs });
        }
        let args: Vec<Expr> = rargs
            .iter()
            .zip(&spec.kept)
            .filter(|(_, k)| **k)
            .map(|(a, _)| a.clone())
            .collect();
        Some(CallResult {
            residual: call_expr(&spec.name, args),
            outs: spec.outs.clone(),
        })
    }

    fn specialize_callee(&mut self, f: &Function, avals: &[AVal], nargout: usize, key: String) {
        let name = self.fresh_name(f, avals);
        self.specs.insert(
            key.clone(),
            Spec {
                name: name.clone(),
                outs: vec![AVal::unknown(); nargout.max(1)],
                kept: vec![true; avals.len()],
                folds: false,
                making: true,
                recursive: false,
            },
        );
        self.depth += 1;
        let mut fr = Frame::new(f);
        fr.nargin = Some(avals.len());
        fr.nargout = Some(nargout);
        for (p, a) in f.params.iter().zip(avals) {
            if let Param::Name(id) = p {
                fr.env.set(&id.name, a.clone());
            }
        }
        let (body, exit) = self.function_body(&mut fr, &f.body);
        self.depth -= 1;
        let wanted: Vec<Name> = f
            .outputs
            .iter()
            .take(nargout.max(1))
            .map(|o| o.name.clone())
            .collect();
        let outs: Vec<AVal> = wanted
            .iter()
            .map(|o| match exit.as_ref().and_then(|e| e.get(o)) {
                Some(Slot::Defined(a)) => a.clone(),
                _ => AVal::unknown(),
            })
            .collect();
        let live: BTreeSet<Name> = wanted.iter().cloned().collect();
        let body = crate::dce::eliminate(body, &live);
        let indexable: HashSet<Name> = f
            .params
            .iter()
            .zip(avals)
            .filter_map(|(p, a)| match p {
                Param::Name(id) if crate::tidy::indexable(a) => Some(id.name.clone()),
                _ => None,
            })
            .collect();
        let body = crate::tidy::tidy(f, body, &self.taken, &indexable, &live);
        let params: Vec<Name> = f
            .params
            .iter()
            .filter_map(|p| match p {
                Param::Name(id) => Some(id.name.clone()),
                Param::Tilde(_) => None,
            })
            .collect();
        let entries: HashMap<Name, crate::accumulate::Entry> = f
            .params
            .iter()
            .zip(avals)
            .filter_map(|(p, a)| match p {
                Param::Name(id) => Some((id.name.clone(), crate::accumulate::Entry::of(a))),
                Param::Tilde(_) => None,
            })
            .collect();
        let body = crate::accumulate::merge(body, &params, &entries, &live, &|n| {
            self.is_user_function(n)
        });
        let effect_free = crate::dce::eliminate(body.clone(), &BTreeSet::new()).is_empty();
        let folds = effect_free
            && exit.is_some()
            && outs
                .iter()
                .all(|o| o.known().and_then(crate::literal::literal).is_some());
        let used = names::used_in_stmts(&body);
        let recursive = self.specs[&key].recursive;
        let folds = folds && !recursive;
        let kept: Vec<bool> = avals
            .iter()
            .zip(&f.params)
            .map(|(a, p)| match p {
                Param::Name(id) => recursive || a.known().is_none() || used.contains(&id.name),
                Param::Tilde(_) => recursive,
            })
            .collect();
        let params: Vec<Param> = f
            .params
            .iter()
            .zip(&kept)
            .filter(|(_, k)| **k)
            .map(|(p, _)| p.clone())
            .collect();
        let body = if self.assert && !folds {
            let mut checked = self.assumptions(f, avals, &kept, nargout);
            checked.extend(body);
            checked
        } else {
            body
        };
        if !folds {
            self.residuals.push(Function {
                name: Ident {
                    name: Name::new(&name),
                    span: Span::default(),
                },
                outputs: f.outputs.iter().take(nargout.max(1)).cloned().collect(),
                params,
                body,
                nested: Vec::new(),
                defaults: Vec::new(),
                has_end: true,
                span: Span::default(),
            });
            for h in fr.handles {
                self.taken.insert(h.to_string());
            }
        }
        self.specs.insert(
            key,
            Spec {
                name,
                outs,
                kept,
                folds,
                making: false,
                recursive,
            },
        );
    }

    /// The checks of `--assert` for a residual of `f`: its kept parameters'
    /// abstract values, and the counts when `f` reads them.
    fn assumptions(
        &self,
        f: &Function,
        avals: &[AVal],
        kept: &[bool],
        nargout: usize,
    ) -> Vec<Stmt> {
        let read = names::used_in_stmts(&f.body);
        let params: Vec<crate::assume::Param<'_>> = f
            .params
            .iter()
            .zip(avals)
            .zip(kept)
            .filter_map(|((p, value), k)| match p {
                Param::Name(id) if *k && read.contains(&id.name) => Some(crate::assume::Param {
                    name: id.name.as_str(),
                    value,
                    source: None,
                }),
                _ => None,
            })
            .collect();
        let count = kept.iter().filter(|k| **k).count();
        crate::assume::checks(
            &f.name.name,
            &params,
            read.contains("nargin").then_some(count),
            read.contains("nargout").then_some(nargout),
        )
    }

    /// A readable name for a specialization: the function's name and its
    /// static arguments (`cheb_n5`, `lagrange_x1x7`), made unique.
    fn fresh_name(&mut self, f: &Function, avals: &[AVal]) -> String {
        let mut name = f.name.name.to_string();
        for (p, a) in f.params.iter().zip(avals) {
            let Param::Name(id) = p else { continue };
            match a {
                AVal::Known(v) => match v.as_num() {
                    Some(x) if v.numel() == 1 && x.fract() == 0.0 && x.abs() < 1e6 => {
                        let s = if x < 0.0 {
                            format!("m{}", -x)
                        } else {
                            format!("{x}")
                        };
                        name.push_str(&format!("_{}{}", id.name, s));
                    }
                    _ => name.push_str(&format!("_{}", id.name)),
                },
                AVal::Dyn(Facts { dims: Some(d), .. }) if d.len() == 2 => {
                    name.push_str(&format!("_{}{}x{}", id.name, d[0], d[1]));
                }
                AVal::Dyn(_) => {}
            }
        }
        if name == f.name.name.as_str() {
            name.push_str("_s");
        }
        name.truncate(55);
        let base = name.clone();
        let mut k = 2;
        while self.taken.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.taken.insert(name.clone());
        name
    }

    /// Specializes a function body from `fr.env`: the residual statements
    /// and the state at its end (`None` when it never returns).
    pub fn function_body(&mut self, fr: &mut Frame, body: &[Stmt]) -> (Vec<Stmt>, Option<Env>) {
        let mut out = Vec::new();
        let env = fr.env.clone();
        let end = self.block(fr, body, env, &mut out);
        let exit = crate::abs::join_opt(end, fr.returns.take());
        (out, exit)
    }
}
