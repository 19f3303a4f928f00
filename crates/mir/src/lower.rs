//! Lowering of a function's AST to a CFG with `ReadVar`/`WriteVar` (pre-SSA).
//!
//! Name resolution happens here: a name assigned anywhere in the function is
//! a variable; else a function of the file; else a file on the search path
//! (scripts are inlined into the caller's workspace); else a builtin; else
//! it is left `Unresolved` for the interpreter to look up when it runs.
//!
//! `&` and `|` in conditions short-circuit as Octave's do; nested functions
//! share their parent's variables through global slots; a matrix of numbers
//! written out (`[1, 2; 3, -4]`) is one constant, made once as Octave makes
//! it when it parses it, not a concatenation run at every evaluation.

use std::collections::{HashMap, HashSet};
use std::sync::Arc as Rc;

use decls::Reach;
use syntax::ast::{self, BinOp, Expr, ExprKind, IntLiteralClass, LValue, Span, Stmt, StmtKind};

use crate::error::{error_at, LowerError};
use crate::ir::*;

/// What lowering asks of the loader: the files read so far, the names on
/// the search path (registered now, lowered later) and the builtins.
pub(crate) trait Resolver {
    fn is_builtin(&self, name: &str) -> bool;
    fn file_ast(&self, file: FileId) -> Rc<ast::File>;
    /// A function of `file` by name (primary, local or nested).
    fn file_local(&self, file: FileId, name: &str) -> Option<FuncId>;
    /// The variables nested function `f` shares with its parent: (name, global slot).
    fn shared_with(&self, f: FuncId) -> Vec<(String, String)>;
    fn lookup_path(
        &mut self,
        prog: &mut Program,
        name: &str,
    ) -> Result<Option<PathItem>, LowerError>;
    fn lookup_private(&mut self, prog: &mut Program, file: FileId, name: &str) -> Option<FuncId>;
    fn is_class(&self, prog: &Program, f: FuncId) -> bool;
    /// Whether to build SSA after lowering, and to run the cleanup passes after it.
    fn ssa(&self) -> bool;
    fn optimize(&self) -> bool;
    /// Records a question and its answer for the lowering memo.
    fn note(&mut self, asked: &dyn Fn() -> Asked);
    /// The id a replayed lowering gave the next anonymous function, if any.
    fn reserved_id(&mut self) -> Option<FuncId>;
}

/// What a name on the search path is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PathItem {
    Func(FuncId),
    Script(FileId),
}

/// A question lowering asked the loader, with its answer: what a lowering
/// kept in the `LowerMemo` depends on (see [`crate::lower_memo`]).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Asked {
    Path(String, Result<Option<PathItem>, LowerError>),
    Private(FileId, String, Option<FuncId>),
    /// A function of the file being lowered, by name.
    Local(String, Option<FuncId>),
    ReachesCaller(String, bool),
    IsClass(FuncId, bool),
    /// An anonymous function took this id.
    Alloc(FuncId),
}

pub(crate) struct Pending {
    pub id: FuncId,
    pub file: FileId,
    pub def: PendingDef,
}

pub(crate) enum PendingDef {
    /// A `function` of the file; `parent_vars` is set for nested functions.
    Named(Rc<ast::Function>),
    /// The file is a script run as the program.
    Script,
}

/// How deep scripts may call scripts (inlined) before we give up.
const MAX_INLINE_DEPTH: usize = 16;

/// Lowers one registered function; runs SSA and the passes if the loader asks.
pub(crate) fn lower_pending(
    ld: &mut dyn Resolver,
    prog: &mut Program,
    p: Pending,
) -> Result<(), Vec<LowerError>> {
    let ast_file = ld.file_ast(p.file);
    let mut lw = Lw::new(ld, prog, p.id, p.file);
    match p.def {
        PendingDef::Script => {
            lw.f.kind = FunctionKind::Script;
            lw.prepare_vars(&[], &[], &ast_file.body);
            lw.start();
            let exit = lw.f_new_block();
            lw.returns.push(RetCx { exit, regions: 0 });
            lw.stmts(&ast_file.body);
            lw.jump(exit);
            lw.returns.pop();
            lw.switch_to(exit);
            lw.terminate(Terminator::Return(vec![]), Span::default());
        }
        PendingDef::Named(def) => {
            lw.f.span = def.span;
            lw.lower_named(&def);
        }
    }
    lw.finish()
}

/// Lowers the code of an `eval` inside `host` (see `Loader::lower_eval`).
pub(crate) fn lower_eval(
    ld: &mut dyn Resolver,
    prog: &mut Program,
    host: FuncId,
    file: FileId,
) -> Result<FuncId, Vec<LowerError>> {
    let id = FuncId(prog.functions.len() as u32);
    prog.functions.push(Function::empty(
        format!("{}>eval", prog.func(host).name),
        FunctionKind::Eval { host },
        file,
        Span::default(),
    ));
    let ast_file = ld.file_ast(file);
    let host_file = prog.func(host).file;
    let mut lw = Lw::new(ld, prog, id, file);
    lw.file_stack = vec![host_file];
    lw.dynamic = true;
    lw.f.dynamic_workspace = true;
    for v in lw.prog.func(host).vars.clone() {
        lw.var_of(&v.name, v.kind);
    }
    let names = assigned_names(&[], &[], &ast_file.body);
    for n in names {
        lw.var_of(&n, VarKind::Local);
    }
    lw.write_ans = true;
    lw.var_of("ans", VarKind::Local);
    lw.start();
    if let [Stmt {
        kind: StmtKind::Expr { expr, .. },
        span,
    }] = ast_file.body.as_slice()
    {
        // `v = eval('expr')`: the code's value is the result (nargout from
        // the caller); with nargout 0 it runs as the statement would (a call
        // with no outputs: `eval('toc')` prints the time).
        lw.f.output_names = vec!["ans".into()];
        let n = lw.emit1(InstKind::Nargout, *span);
        let zero = lw.konst(Const::Num(0.0), *span);
        let none = lw.emit1(InstKind::Binary(BinOp::Eq, n, zero), *span);
        let (stmt_b, value_b) = (lw.f_new_block(), lw.f_new_block());
        lw.branch(none, stmt_b, value_b, *span);
        lw.switch_to(stmt_b);
        let exit = lw.f_new_block();
        lw.returns.push(RetCx { exit, regions: 0 });
        lw.stmts(&ast_file.body);
        lw.jump(exit);
        lw.switch_to(exit);
        lw.terminate(Terminator::Return(vec![None]), *span);
        lw.switch_to(value_b);
        let r = lw.anon_body(expr);
        lw.terminate(Terminator::Return(vec![Some(r)]), *span);
    } else {
        let exit = lw.f_new_block();
        lw.returns.push(RetCx { exit, regions: 0 });
        lw.stmts(&ast_file.body);
        lw.jump(exit);
        lw.switch_to(exit);
        lw.terminate(Terminator::Return(vec![]), Span::default());
    }
    // The host's slots must cover every name the snippet uses.
    let vars = lw.f.vars.clone();
    lw.finish()?;
    prog.functions[host.index()].vars = vars;
    Ok(id)
}

/// The function `name` of the files in `file_stack` (the innermost first).
pub(crate) fn local_func_in(
    ld: &(impl Resolver + ?Sized),
    file_stack: &[FileId],
    name: &str,
) -> Option<FuncId> {
    file_stack
        .iter()
        .rev()
        .find_map(|f| ld.file_local(*f, name))
}

/// Whether calling `name` may evaluate in the caller's workspace: a local
/// function of `file_stack` or a function file on the path (the library's
/// `run`) that uses `evalin`/`assignin` on its caller. Builtins declare it.
pub(crate) fn reaches_caller_in(
    ld: &mut (impl Resolver + ?Sized),
    prog: &mut Program,
    file_stack: &[FileId],
    name: &str,
) -> bool {
    if local_func_in(ld, file_stack, name).is_some() {
        return file_stack.iter().any(|f| {
            ld.file_ast(*f)
                .functions
                .iter()
                .any(|g| g.name.name == name && reaches_caller(&g.body))
        });
    }
    if decls::lookup(name).is_some() {
        return false;
    }
    let Ok(Some(PathItem::Func(f))) = ld.lookup_path(prog, name) else {
        return false;
    };
    let file = prog.functions[f.index()].file;
    ld.file_ast(file)
        .functions
        .first()
        .is_some_and(|g| reaches_caller(&g.body))
}

struct LoopCx {
    brk: BlockId,
    cont: BlockId,
    regions: usize,
}

struct RetCx {
    exit: BlockId,
    regions: usize,
}

enum Region {
    Try,
    Unwind(Rc<Vec<Stmt>>),
}

/// What a name means at a use.
enum Name {
    Var(VarId),
    Callee(Callee),
    Script(FileId),
}

struct Lw<'a> {
    ld: &'a mut dyn Resolver,
    prog: &'a mut Program,
    id: FuncId,
    f: Function,
    cur: BlockId,
    vars: HashMap<String, VarId>,
    /// Files whose local functions are visible (inlined scripts push theirs).
    file_stack: Vec<FileId>,
    loops: Vec<LoopCx>,
    regions: Vec<Region>,
    returns: Vec<RetCx>,
    /// The value `end` refers to inside the index being lowered.
    ends: Vec<(ValueId, u32, u32)>,
    errors: Vec<LowerError>,
    /// Variables that must stay slots (assigned where a handler may observe them).
    slots: HashSet<VarId>,
    write_ans: bool,
    dynamic: bool,
    inline_depth: usize,
    /// Inside an inlined script, instructions carry the span of the call
    /// site (spans index the function's own file).
    inline_span: Option<Span>,
    is_function: bool,
    /// `import pkg.*` (kept as `pkg.`) and `import pkg.f` seen so far.
    imports: Vec<String>,
}

impl<'a> Lw<'a> {
    fn new(ld: &'a mut dyn Resolver, prog: &'a mut Program, id: FuncId, file: FileId) -> Lw<'a> {
        let f = std::mem::replace(
            &mut prog.functions[id.index()],
            Function::empty(String::new(), FunctionKind::Named, file, Span::default()),
        );
        Lw {
            ld,
            prog,
            id,
            f,
            cur: BlockId(0),
            vars: HashMap::new(),
            file_stack: vec![file],
            loops: Vec::new(),
            regions: Vec::new(),
            returns: Vec::new(),
            ends: Vec::new(),
            errors: Vec::new(),
            slots: HashSet::new(),
            write_ans: false,
            dynamic: false,
            inline_depth: 0,
            inline_span: None,
            is_function: false,
            imports: Vec::new(),
        }
    }

    fn file(&self) -> FileId {
        *self.file_stack.last().unwrap()
    }

    fn err(&mut self, span: Span, msg: impl AsRef<str>) {
        let e = error_at(self.prog, self.file(), span, msg.as_ref());
        self.errors.push(e);
    }

    /// Finishes the function: prunes dead blocks, builds SSA, verifies.
    fn finish(mut self) -> Result<(), Vec<LowerError>> {
        crate::cfg::remove_unreachable(&mut self.f);
        let mut result = Ok(());
        if self.errors.is_empty() {
            if let Err(e) = crate::verify::verify(&self.f) {
                self.err(
                    self.f.span,
                    format!(
                        "internal error: invalid MIR before SSA in {}: {e}",
                        self.f.name
                    ),
                );
            } else if self.ld.ssa() && !self.f.dynamic_workspace {
                let keep: Vec<bool> = (0..self.f.vars.len())
                    .map(|i| {
                        self.slots.contains(&VarId(i as u32))
                            || self.f.vars[i].kind != VarKind::Local
                            || self.f.vars[i].name == "ans"
                    })
                    .collect();
                crate::ssa::construct(&mut self.f, &keep);
                if let Err(e) = crate::verify::verify(&self.f) {
                    self.err(
                        self.f.span,
                        format!("internal error: invalid SSA in {}: {e}", self.f.name),
                    );
                } else if self.ld.optimize() {
                    if let Err(e) = crate::passes::run_default(&mut self.f) {
                        self.err(self.f.span, format!("internal error: {e}"));
                    }
                }
            }
        }
        if !self.errors.is_empty() {
            result = Err(std::mem::take(&mut self.errors));
        }
        self.prog.functions[self.id.index()] = self.f;
        result
    }

    // ---- construction primitives ----

    fn f_new_block(&mut self) -> BlockId {
        let id = BlockId(self.f.blocks.len() as u32);
        self.f.blocks.push(Block {
            params: Vec::new(),
            insts: Vec::new(),
            term: Terminator::Unreachable,
            span: Span::default(),
        });
        id
    }

    fn new_value(&mut self, name: Option<VarId>) -> ValueId {
        let v = ValueId(self.f.num_values);
        self.f.num_values += 1;
        self.f.value_names.push(name);
        v
    }

    fn switch_to(&mut self, b: BlockId) {
        self.cur = b;
    }

    fn emit(&mut self, kind: InstKind, nres: usize, span: Span) -> Vec<ValueId> {
        let span = self.inline_span.unwrap_or(span);
        let results: Vec<ValueId> = (0..nres).map(|_| self.new_value(None)).collect();
        let id = InstId(self.f.insts.len() as u32);
        self.f.insts.push(Inst {
            kind,
            results: results.clone(),
            span,
        });
        self.f.blocks[self.cur.index()].insts.push(id);
        results
    }

    fn emit1(&mut self, kind: InstKind, span: Span) -> ValueId {
        self.emit(kind, 1, span)[0]
    }

    fn emit0(&mut self, kind: InstKind, span: Span) {
        self.emit(kind, 0, span);
    }

    /// Ends the current block; following code goes to a fresh (dead) block.
    fn terminate(&mut self, term: Terminator, span: Span) {
        let b = &mut self.f.blocks[self.cur.index()];
        b.term = term;
        if b.span == Span::default() {
            b.span = span;
        }
        let dead = self.f_new_block();
        self.cur = dead;
    }

    fn jump(&mut self, to: BlockId) {
        self.terminate(
            Terminator::Jump(Target {
                block: to,
                args: vec![],
            }),
            Span::default(),
        );
    }

    fn branch(&mut self, cond: ValueId, t: BlockId, e: BlockId, span: Span) {
        self.terminate(
            Terminator::Branch {
                cond,
                then_: Target {
                    block: t,
                    args: vec![],
                },
                else_: Target {
                    block: e,
                    args: vec![],
                },
            },
            span,
        );
    }

    fn konst(&mut self, c: Const, span: Span) -> ValueId {
        self.emit1(InstKind::Const(c), span)
    }

    fn var_of(&mut self, name: &str, kind: VarKind) -> VarId {
        if let Some(&v) = self.vars.get(name) {
            if kind != VarKind::Local {
                self.f.vars[v.index()].kind = kind;
            }
            return v;
        }
        let v = VarId(self.f.vars.len() as u32);
        self.f.vars.push(Var {
            name: name.to_string(),
            kind,
        });
        self.vars.insert(name.to_string(), v);
        v
    }

    fn read_var(&mut self, v: VarId, span: Span) -> ValueId {
        let r = self.emit1(InstKind::ReadVar(v), span);
        self.f.value_names[r.index()] = Some(v);
        r
    }

    /// Marks `val`, just read from a variable, as required present: `q;` and
    /// `t = q` leave no other use once copies are propagated, yet Octave
    /// fails at the read.
    fn require(&mut self, val: ValueId, span: Span) {
        self.emit0(InstKind::Require(val), span);
    }

    fn write_var(&mut self, v: VarId, val: ValueId, span: Span) {
        if !self.regions.is_empty() {
            self.slots.insert(v);
        }
        self.emit0(InstKind::WriteVar(v, val), span);
    }

    fn start(&mut self) {
        let entry = self.f_new_block();
        self.f.entry = entry;
        self.cur = entry;
    }

    // ---- functions ----

    /// Decides the variables of a function before lowering its body.
    fn prepare_vars(&mut self, params: &[String], outputs: &[String], body: &[Stmt]) {
        for p in params.iter().chain(outputs) {
            self.var_of(p, VarKind::Local);
        }
        let mut names = assigned_names(params, outputs, body);
        // Scripts called by name run in this workspace: their variables are ours.
        let mut seen = HashSet::new();
        let mut idents = Vec::new();
        collect_stmt_calls(body, &mut idents);
        let mut queue: Vec<String> = idents;
        while let Some(n) = queue.pop() {
            if names.contains(&n) || !seen.insert(n.clone()) || self.local_func(&n).is_some() {
                continue;
            }
            if let Ok(Some(PathItem::Script(file))) = self.ld.lookup_path(self.prog, &n) {
                let ast = self.ld.file_ast(file);
                names.extend(assigned_names(&[], &[], &ast.body));
                collect_stmt_calls(&ast.body, &mut queue);
                let mut uses = HashSet::new();
                uses_of_stmts(&ast.body, &mut uses);
                if uses.contains("ans") {
                    self.write_ans = true;
                }
                if uses_dynamic(&ast.body) {
                    self.dynamic = true;
                }
            }
        }
        for n in &names {
            self.var_of(n, VarKind::Local);
        }
        let mut uses = HashSet::new();
        uses_of_stmts(body, &mut uses);
        if uses.contains("ans") || self.vars.contains_key("ans") {
            self.write_ans = true;
        }
        if uses_dynamic(body) {
            self.dynamic = true;
        }
        // A function that evaluates in its caller (`run`, `source`, a local
        // one) reads and writes our variables by name.
        let mut calls: Vec<&String> = uses.iter().filter(|n| !names.contains(*n)).collect();
        calls.sort();
        if calls.into_iter().any(|n| self.reaches_caller(n)) {
            self.dynamic = true;
        }
        if self.dynamic {
            self.f.dynamic_workspace = true;
            self.write_ans = true;
        }
        if self.write_ans {
            self.var_of("ans", VarKind::Local);
        }
    }

    fn lower_named(&mut self, def: &ast::Function) {
        self.is_function = true;
        self.f.name = def.name.name.to_string();
        let mut params = Vec::new();
        for (i, p) in def.params.iter().enumerate() {
            match p {
                ast::Param::Name(id) => {
                    if id.name == "varargin" && i + 1 == def.params.len() {
                        self.f.has_varargin = true;
                    }
                    params.push(id.name.to_string());
                }
                // An ignored input still occupies its position.
                ast::Param::Tilde(_) => params.push(format!("~{i}")),
            }
        }
        let outputs: Vec<String> = def.outputs.iter().map(|o| o.name.to_string()).collect();
        self.f.has_varargout = outputs.last().is_some_and(|o| o == "varargout");
        self.f.param_names = params.clone();
        self.f.output_names = outputs.clone();
        self.prepare_vars(&params, &outputs, &def.body);
        self.start();
        // Variables shared with nested functions live in global slots.
        let shared = self.ld.shared_with(self.id);
        for (name, slot) in shared {
            let v = self.var_of(&name, VarKind::Global);
            self.f.vars[v.index()].name = slot;
            self.emit0(InstKind::DeclareGlobal(v, None), def.name.span);
        }
        for p in &params {
            let var = self.var_of(p, VarKind::Local);
            let v = self.new_value(Some(var));
            self.f.blocks[self.f.entry.index()].params.push(v);
            self.write_var(var, v, def.name.span);
        }
        // Octave's `function r = f (a = 50)`: a parameter the call does not
        // pass takes its default, evaluated in order after the binding.
        for (k, e) in &def.defaults {
            let var = self.var_of(&params[*k], VarKind::Local);
            let v = self.read_var(var, e.span);
            let passed = self.emit1(InstKind::Defined(v), e.span);
            let (set, join) = (self.f_new_block(), self.f_new_block());
            self.branch(passed, join, set, e.span);
            self.switch_to(set);
            let x = self.expr(e);
            self.write_var(var, x, e.span);
            self.jump(join);
            self.switch_to(join);
        }
        let exit = self.f_new_block();
        self.returns.push(RetCx { exit, regions: 0 });
        self.stmts(&def.body);
        self.jump(exit);
        self.returns.pop();
        self.switch_to(exit);
        let mut outs = Vec::new();
        for o in &outputs {
            let var = self.vars[o];
            outs.push(Some(self.read_var(var, def.name.span)));
        }
        self.terminate(Terminator::Return(outs), def.span);
    }

    // ---- name resolution ----

    /// Whether calling `name` may evaluate in this function's workspace: a
    /// local function or a function file on the path (the library's `run`)
    /// that uses `evalin`/`assignin` on its caller. Builtins declare it.
    fn reaches_caller(&mut self, name: &str) -> bool {
        let r = reaches_caller_in(self.ld, self.prog, &self.file_stack, name);
        self.ld.note(&|| Asked::ReachesCaller(name.to_string(), r));
        r
    }

    fn local_func(&mut self, name: &str) -> Option<FuncId> {
        let r = local_func_in(self.ld, &self.file_stack, name);
        self.ld.note(&|| Asked::Local(name.to_string(), r));
        r
    }

    fn resolve(&mut self, name: &str, _span: Span) -> Name {
        if let Some(&v) = self.vars.get(name) {
            return Name::Var(v);
        }
        if let Some(id) = self.local_func(name) {
            return Name::Callee(Callee::Func(id));
        }
        let file = self.file();
        if let Some(id) = self.ld.lookup_private(self.prog, file, name) {
            return Name::Callee(Callee::Func(id));
        }
        // A package function brought in by `import`.
        for imp in self.imports.clone() {
            let full = match imp.strip_suffix('.') {
                Some(_) => format!("{imp}{name}"),
                None if imp.rsplit('.').next() == Some(name) => imp.clone(),
                None => continue,
            };
            if let Ok(Some(PathItem::Func(id))) = self.ld.lookup_path(self.prog, &full) {
                return Name::Callee(Callee::Func(id));
            }
        }
        match self.ld.lookup_path(self.prog, name) {
            Ok(Some(PathItem::Func(id))) => return Name::Callee(Callee::Func(id)),
            Ok(Some(PathItem::Script(f))) => return Name::Script(f),
            Ok(None) => {}
            Err(e) => {
                // Report it where it is (in `name.m`), once per function.
                if !self.errors.contains(&e) {
                    self.errors.push(e);
                }
                return Name::Callee(Callee::Unresolved(name.to_string()));
            }
        }
        if self.ld.is_builtin(name) {
            return Name::Callee(Callee::Builtin(name.to_string()));
        }
        Name::Callee(Callee::Unresolved(name.to_string()))
    }

    /// `name(args)`: as `resolve`, except that an unknown name indexed with
    /// `end` can only be a variable (one `load` or `eval` may create).
    fn resolve_indexed(&mut self, name: &str, args: &[Expr], span: Span) -> Name {
        match self.resolve(name, span) {
            Name::Callee(Callee::Unresolved(_)) if args.iter().any(contains_end) => {
                Name::Var(self.var_of(name, VarKind::Local))
            }
            Name::Script(_) if !args.is_empty() => {
                Name::Callee(Callee::Unresolved(name.to_string()))
            }
            n => n,
        }
    }

    // ---- statements ----

    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        let span = s.span;
        match &s.kind {
            StmtKind::Expr { expr, print } => self.expr_stmt(expr, *print, span),
            StmtKind::Assign { lhs, rhs, print } => {
                self.assign(std::slice::from_ref(lhs), rhs, *print, span)
            }
            StmtKind::MultiAssign { lhs, rhs, print } => {
                if !(lhs.len() == 1 && self.cs_list_assign(&lhs[0], rhs, *print, span)) {
                    self.assign(lhs, rhs, *print, span)
                }
            }
            StmtKind::OpAssign {
                lhs,
                op,
                rhs,
                print,
            } => {
                let LValue::Expr(target) = lhs else {
                    self.err(span, "invalid target of an operator assignment");
                    return;
                };
                let old = self.expr(target);
                let r = self.expr(rhs);
                let v = self.emit1(InstKind::Binary(*op, old, r), span);
                self.assign_value(lhs, v, span);
                if *print {
                    self.display_lvalue(lhs, span);
                }
            }
            StmtKind::Command { name, args, print } => self.command(name, args, *print, span),
            StmtKind::If { clauses, else_body } => {
                let join = self.f_new_block();
                for c in clauses {
                    let then_b = self.f_new_block();
                    let next = self.f_new_block();
                    self.cond_branch(&c.cond, then_b, next);
                    self.switch_to(then_b);
                    self.stmts(&c.body);
                    self.jump(join);
                    self.switch_to(next);
                }
                if let Some(e) = else_body {
                    self.stmts(e);
                }
                self.jump(join);
                self.switch_to(join);
            }
            StmtKind::While { cond, body } => {
                let header = self.f_new_block();
                let body_b = self.f_new_block();
                let exit = self.f_new_block();
                self.jump(header);
                self.switch_to(header);
                self.cond_branch(cond, body_b, exit);
                self.switch_to(body_b);
                self.loops.push(LoopCx {
                    brk: exit,
                    cont: header,
                    regions: self.regions.len(),
                });
                self.stmts(body);
                self.loops.pop();
                self.jump(header);
                self.switch_to(exit);
            }
            StmtKind::DoUntil { body, cond } => {
                let body_b = self.f_new_block();
                let test = self.f_new_block();
                let exit = self.f_new_block();
                self.jump(body_b);
                self.switch_to(body_b);
                self.loops.push(LoopCx {
                    brk: exit,
                    cont: test,
                    regions: self.regions.len(),
                });
                self.stmts(body);
                self.loops.pop();
                self.jump(test);
                self.switch_to(test);
                self.cond_branch(cond, exit, body_b);
                self.switch_to(exit);
            }
            StmtKind::For {
                var,
                key,
                iter,
                body,
                ..
            } => self.for_loop(var, key.as_deref(), iter, body, span),
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => self.switch_stmt(subject, cases, otherwise.as_deref()),
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => self.try_stmt(body, catch_var.as_ref(), catch_body, span),
            StmtKind::UnwindProtect { body, cleanup } => {
                let cleanup = Rc::new(cleanup.clone());
                let handler = self.f_new_block();
                let err_v = self.new_value(None);
                self.f.blocks[handler.index()].params.push(err_v);
                let body_b = self.f_new_block();
                self.emit0(InstKind::PushHandler { handler }, span);
                self.jump(body_b);
                self.switch_to(body_b);
                self.regions.push(Region::Unwind(cleanup.clone()));
                self.stmts(body);
                self.regions.pop();
                self.emit0(InstKind::PopHandler, span);
                self.stmts(&cleanup);
                let join = self.f_new_block();
                self.jump(join);
                self.switch_to(handler);
                self.stmts(&cleanup);
                self.terminate(Terminator::Rethrow(err_v), span);
                self.switch_to(join);
            }
            StmtKind::Break | StmtKind::Continue => {
                let Some(l) = self.loops.last() else {
                    // Octave ignores `break`/`continue` outside a loop in scripts.
                    return;
                };
                let target = if matches!(s.kind, StmtKind::Break) {
                    l.brk
                } else {
                    l.cont
                };
                let depth = l.regions;
                self.leave_regions(depth, span);
                self.jump(target);
            }
            StmtKind::Return => {
                let r = self.returns.last().expect("a return context");
                let (exit, depth) = (r.exit, r.regions);
                self.leave_regions(depth, span);
                self.jump(exit);
            }
            StmtKind::Global(decls) | StmtKind::Persistent(decls) => {
                let global = matches!(s.kind, StmtKind::Global(_));
                for (id, init) in decls {
                    let kind = if global {
                        VarKind::Global
                    } else {
                        VarKind::Persistent
                    };
                    let var = self.var_of(&id.name, kind);
                    let init = init.as_ref().map(|e| self.expr(e));
                    let k = if global {
                        InstKind::DeclareGlobal(var, init)
                    } else {
                        InstKind::DeclarePersistent(var, init)
                    };
                    self.emit0(k, id.span);
                }
            }
            StmtKind::Annotation(_) => {}
        }
    }

    /// `try`: the body under a handler block whose parameter is the error.
    fn try_stmt(
        &mut self,
        body: &[Stmt],
        catch_var: Option<&ast::Ident>,
        catch_body: &[Stmt],
        span: Span,
    ) {
        let handler = self.f_new_block();
        let err_v = self.new_value(None);
        self.f.blocks[handler.index()].params.push(err_v);
        let body_b = self.f_new_block();
        let join = self.f_new_block();
        self.emit0(InstKind::PushHandler { handler }, span);
        self.jump(body_b);
        self.switch_to(body_b);
        self.regions.push(Region::Try);
        self.stmts(body);
        self.regions.pop();
        self.emit0(InstKind::PopHandler, span);
        self.jump(join);
        self.switch_to(handler);
        if let Some(cv) = catch_var {
            let var = self.var_of(&cv.name, VarKind::Local);
            self.write_var(var, err_v, cv.span);
        }
        self.stmts(catch_body);
        self.jump(join);
        self.switch_to(join);
    }

    /// `switch`: each case a `SwitchMatch` test in order, the first match runs.
    fn switch_stmt(
        &mut self,
        subject: &Expr,
        cases: &[ast::SwitchCase],
        otherwise: Option<&[Stmt]>,
    ) {
        let subj = self.expr(subject);
        let join = self.f_new_block();
        for c in cases {
            let cv = self.expr(&c.value);
            let m = self.emit1(
                InstKind::SwitchMatch {
                    subject: subj,
                    case_value: cv,
                },
                c.value.span,
            );
            let body_b = self.f_new_block();
            let next = self.f_new_block();
            self.branch(m, body_b, next, c.value.span);
            self.switch_to(body_b);
            self.stmts(&c.body);
            self.jump(join);
            self.switch_to(next);
        }
        if let Some(o) = otherwise {
            self.stmts(o);
        }
        self.jump(join);
        self.switch_to(join);
    }

    /// Pops handlers (running `unwind_protect` cleanups) down to `depth`.
    fn leave_regions(&mut self, depth: usize, span: Span) {
        let saved: Vec<Region> = self.regions.drain(depth..).collect();
        for (i, r) in saved.iter().enumerate().rev() {
            self.emit0(InstKind::PopHandler, span);
            if let Region::Unwind(cleanup) = r {
                // The cleanup runs outside the region it cleans up after.
                let outer: Vec<Region> = saved[..i]
                    .iter()
                    .map(|r| match r {
                        Region::Try => Region::Try,
                        Region::Unwind(c) => Region::Unwind(c.clone()),
                    })
                    .collect();
                let n = self.regions.len();
                self.regions.extend(outer);
                self.stmts(cleanup);
                self.regions.truncate(n);
            }
        }
        self.regions.extend(saved);
    }

    /// `for var = iter`, or Octave's `for [var, key] = iter` over a
    /// struct's fields (counted and read by `__matc_for_fields__`).
    fn for_loop(
        &mut self,
        var: &LValue,
        key: Option<&LValue>,
        iter: &Expr,
        body: &[Stmt],
        span: Span,
    ) {
        let it = self.expr(iter);
        let fields = |k: Option<ValueId>| InstKind::Call {
            callee: Callee::Builtin("__matc_for_fields__".into()),
            args: std::iter::once(it).chain(k).map(Arg::Value).collect(),
            stmt: false,
        };
        let n = match key {
            None => self.emit1(InstKind::ForCount(it), iter.span),
            Some(_) => self.emit1(fields(None), iter.span),
        };
        let counter = self.var_of(&format!("#k{}", self.f.vars.len()), VarKind::Local);
        let zero = self.konst(Const::Num(0.0), span);
        let header = self.f_new_block();
        let body_b = self.f_new_block();
        let latch = self.f_new_block();
        let exit = self.f_new_block();
        // Octave assigns the whole (empty) value when there is no iteration.
        let (empty, start) = (self.f_new_block(), self.f_new_block());
        let none = self.emit1(InstKind::Binary(BinOp::Le, n, zero), span);
        self.branch(none, empty, start, span);
        self.switch_to(empty);
        if key.is_none() {
            self.assign_value(var, it, span);
        }
        self.jump(exit);
        self.switch_to(start);
        self.write_var(counter, zero, span);
        self.jump(header);
        self.switch_to(header);
        let k = self.read_var(counter, span);
        let c = self.emit1(InstKind::Binary(BinOp::Lt, k, n), span);
        self.branch(c, body_b, exit, span);
        self.switch_to(body_b);
        let k = self.read_var(counter, span);
        if let Some(key) = key {
            let one = self.konst(Const::Num(1.0), span);
            let nth = self.emit1(InstKind::Binary(BinOp::Add, k, one), span);
            let r = self.emit(fields(Some(nth)), 2, span);
            self.assign_value(var, r[0], span);
            self.assign_value(key, r[1], span);
        } else {
            let item = self.emit1(InstKind::ForItem { iter: it, k }, span);
            self.assign_value(var, item, span);
        }
        self.loops.push(LoopCx {
            brk: exit,
            cont: latch,
            regions: self.regions.len(),
        });
        self.stmts(body);
        self.loops.pop();
        self.jump(latch);
        self.switch_to(latch);
        let k = self.read_var(counter, span);
        let one = self.konst(Const::Num(1.0), span);
        let k1 = self.emit1(InstKind::Binary(BinOp::Add, k, one), span);
        self.write_var(counter, k1, span);
        self.jump(header);
        self.switch_to(exit);
    }

    fn command(&mut self, name: &ast::Ident, args: &[String], print: bool, span: Span) {
        if name.name == "clear" || name.name == "clearvars" {
            self.clear(args, span);
            return;
        }
        if name.name == "import" && !self.vars.contains_key("import") && !args.is_empty() {
            // `import pkg.*` / `import pkg.f`: later names may be package functions.
            for a in args {
                let imp = a.strip_suffix('*').unwrap_or(a);
                self.imports.push(imp.to_string());
            }
            return;
        }
        let exprs: Vec<Expr> = args
            .iter()
            .map(|a| Expr {
                kind: ExprKind::Str {
                    value: a.as_str().into(),
                    double_quoted: false,
                },
                span: name.span,
            })
            .collect();
        match self.resolve(&name.name, name.span) {
            Name::Var(v) => {
                // `x -1` on a variable is an expression in Octave; command
                // syntax only applies to functions. Display the variable.
                let val = self.read_var(v, name.span);
                if !args.is_empty() {
                    // The parser saw command syntax, but the name is a variable
                    // here: raise when it runs rather than refuse the program.
                    let msg = format!(
                        "'{}' is a variable: command syntax cannot apply to it",
                        name.name
                    );
                    let m = self.konst(Const::Char(msg), span);
                    let call = InstKind::Call {
                        callee: Callee::Builtin("error".into()),
                        args: vec![Arg::Value(m)],
                        stmt: true,
                    };
                    self.emit(call, 1, span);
                    return;
                }
                if print {
                    self.emit0(
                        InstKind::Display {
                            name: name.name.to_string(),
                            value: val,
                        },
                        span,
                    );
                }
            }
            Name::Script(file) if args.is_empty() => self.inline_script(file, span),
            Name::Script(_) | Name::Callee(_) => {
                let c = match self.resolve(&name.name, name.span) {
                    Name::Callee(c) => c,
                    _ => Callee::Unresolved(name.name.to_string()),
                };
                let args: Vec<Arg> = exprs.iter().map(|e| Arg::Value(self.expr(e))).collect();
                let r = self.emit(
                    InstKind::Call {
                        callee: c,
                        args,
                        stmt: true,
                    },
                    1,
                    span,
                )[0];
                self.stmt_result(r, print, span);
            }
        }
    }

    /// `clear` of named variables (or all of them) makes them undefined.
    fn clear(&mut self, args: &[String], span: Span) {
        let opts_all = args.is_empty()
            || args.iter().any(|a| {
                matches!(
                    a.as_str(),
                    "all" | "-all" | "-a" | "variables" | "-variables" | "-v"
                )
            });
        let targets: Vec<VarId> = if opts_all {
            (0..self.f.vars.len() as u32)
                .map(VarId)
                .filter(|v| !self.f.vars[v.index()].name.starts_with('#'))
                .collect()
        } else {
            args.iter()
                .filter_map(|a| self.vars.get(a).copied())
                .collect()
        };
        for v in targets {
            if self.f.vars[v.index()].kind != VarKind::Local {
                continue;
            }
            let u = self.emit1(InstKind::Undef(v), span);
            self.f.value_names[u.index()] = Some(v);
            self.write_var(v, u, span);
        }
        if self.ld.is_builtin("clear")
            && (opts_all || args.iter().any(|a| !self.vars.contains_key(a)))
        {
            let args: Vec<Arg> = args
                .iter()
                .map(|a| Arg::Value(self.konst(Const::Char(a.clone()), span)))
                .collect();
            self.emit(
                InstKind::Call {
                    callee: Callee::Builtin("clear".into()),
                    args,
                    stmt: true,
                },
                1,
                span,
            );
        }
    }

    fn inline_script(&mut self, file: FileId, span: Span) {
        if self.inline_depth >= MAX_INLINE_DEPTH {
            self.err(span, "scripts call each other too deeply to inline");
            return;
        }
        let ast = self.ld.file_ast(file);
        self.inline_depth += 1;
        self.file_stack.push(file);
        let exit = self.f_new_block();
        self.returns.push(RetCx {
            exit,
            regions: self.regions.len(),
        });
        // `break` in a script does not leave the caller's loop.
        let saved_loops = std::mem::take(&mut self.loops);
        let saved_span = self.inline_span;
        self.inline_span = Some(saved_span.unwrap_or(span));
        self.stmts(&ast.body);
        self.inline_span = saved_span;
        self.loops = saved_loops;
        self.returns.pop();
        self.jump(exit);
        self.switch_to(exit);
        self.file_stack.pop();
        self.inline_depth -= 1;
    }

    /// The result of a statement call: becomes `ans`, displayed without `;`.
    fn stmt_result(&mut self, r: ValueId, print: bool, span: Span) {
        if self.write_ans {
            let ans = self.vars["ans"];
            self.write_var(ans, r, span);
        }
        if print {
            self.emit0(
                InstKind::Display {
                    name: "ans".into(),
                    value: r,
                },
                span,
            );
        }
    }

    fn expr_stmt(&mut self, e: &Expr, print: bool, span: Span) {
        let inner = strip_parens(e);
        match &inner.kind {
            ExprKind::Ident(id) => match self.resolve(&id.name, id.span) {
                // In a dynamic workspace an unknown name can only be a
                // variable `load` or `eval` creates: show it by its name.
                Name::Callee(Callee::Unresolved(_)) if self.dynamic => {
                    let v = self.var_of(&id.name, VarKind::Local);
                    let val = self.read_var(v, id.span);
                    if print {
                        self.emit0(
                            InstKind::Display {
                                name: id.name.to_string(),
                                value: val,
                            },
                            span,
                        );
                    }
                    return;
                }
                Name::Var(v) => {
                    let val = self.read_var(v, id.span);
                    self.require(val, id.span);
                    if print {
                        self.emit0(
                            InstKind::Display {
                                name: id.name.to_string(),
                                value: val,
                            },
                            span,
                        );
                    }
                    return;
                }
                Name::Script(file) => return self.inline_script(file, span),
                Name::Callee(c) => {
                    if id.name == "clear" || id.name == "clearvars" {
                        return self.clear(&[], span);
                    }
                    if let Some(v) = self.special_ident(&id.name, span) {
                        return self.stmt_result(v, print, span);
                    }
                    let r = self.emit(
                        InstKind::Call {
                            callee: c,
                            args: vec![],
                            stmt: true,
                        },
                        1,
                        span,
                    )[0];
                    return self.stmt_result(r, print, span);
                }
            },
            ExprKind::Index { base, args } => {
                if let ExprKind::Ident(id) = &base.kind {
                    match self.resolve_indexed(&id.name, args, id.span) {
                        Name::Var(v) => {
                            // A handle call with nargout 0, or an index.
                            let hv = self.read_var(v, id.span);
                            let a = self.index_args(args, hv);
                            let r = self.emit(
                                InstKind::Call {
                                    callee: Callee::Handle(hv),
                                    args: a,
                                    stmt: true,
                                },
                                1,
                                span,
                            )[0];
                            return self.stmt_result(r, print, span);
                        }
                        Name::Script(file) if args.is_empty() => {
                            return self.inline_script(file, span)
                        }
                        Name::Callee(c) => {
                            if (id.name == "clear" || id.name == "clearvars")
                                && args.iter().all(|a| matches!(a.kind, ExprKind::Str { .. }))
                            {
                                let names: Vec<String> = args
                                    .iter()
                                    .filter_map(|a| {
                                        if let ExprKind::Str { value, .. } = &a.kind {
                                            Some(value.to_string())
                                        } else {
                                            None
                                        }
                                    })
                                    .collect();
                                return self.clear(&names, span);
                            }
                            if let Some(rs) = self.special_call(&id.name, args, 1, span) {
                                return self.stmt_result(rs[0], print, span);
                            }
                            let a = self.call_args(args);
                            let r = self.emit(
                                InstKind::Call {
                                    callee: c,
                                    args: a,
                                    stmt: true,
                                },
                                1,
                                span,
                            )[0];
                            return self.stmt_result(r, print, span);
                        }
                        Name::Script(_) => {}
                    }
                } else if let ExprKind::Field { .. } = &base.kind {
                    // `Cls.f(args);` and `obj.method(args);` are calls with nargout 0.
                    let callee = if args.iter().any(contains_end) {
                        None
                    } else {
                        self.dotted_name(base).map(|n| self.dotted_callee(n))
                    };
                    let (callee, a) = match callee {
                        Some(c) => (c, self.call_args(args)),
                        None => {
                            let hv = self.expr(base);
                            (Callee::Handle(hv), self.index_args(args, hv))
                        }
                    };
                    let call = InstKind::Call {
                        callee,
                        args: a,
                        stmt: true,
                    };
                    let r = self.emit(call, 1, span)[0];
                    return self.stmt_result(r, print, span);
                }
            }
            _ => {}
        }
        let v = self.expr(e);
        self.stmt_result(v, print, span);
    }

    fn assign(&mut self, lhs: &[LValue], rhs: &Expr, print: bool, span: Span) {
        if lhs.len() == 1 {
            // `x(i) = []` deletes elements, and so do `''` and `""`.
            if let LValue::Expr(target) = &lhs[0] {
                let deletes = match &strip_parens(rhs).kind {
                    ExprKind::Matrix(rows) => rows.iter().all(|r| r.is_empty()),
                    ExprKind::Str { value, .. } => value.is_empty(),
                    _ => false,
                };
                if deletes {
                    if let ExprKind::Index { base, args } = &target.kind {
                        self.delete(base, args, span);
                        if print {
                            self.display_lvalue(&lhs[0], span);
                        }
                        return;
                    }
                }
            }
            let v = self.expr(rhs);
            if let ExprKind::Ident(id) = &strip_parens(rhs).kind {
                let last = self.f.blocks[self.cur.index()].insts.last();
                let inst = last.map(|&i| self.f.inst(i));
                if inst.is_some_and(|i| matches!(i.kind, InstKind::ReadVar(_)) && i.results == [v])
                {
                    self.require(v, id.span);
                }
            }
            self.assign_value(&lhs[0], v, span);
            if print {
                self.display_lvalue(&lhs[0], span);
            }
            return;
        }
        let vals = self.expr_multi(rhs, lhs.len());
        for (l, v) in lhs.iter().zip(vals) {
            self.assign_value(l, v, span);
        }
        if print {
            for l in lhs {
                self.display_lvalue(l, span);
            }
        }
    }

    /// `[c{idx}] = f(...)`, `[s.name] = f(...)` and `[s(idx).name] = f(...)`
    /// on a variable: `f` is called with as many outputs as the list has
    /// elements, counted when the statement runs. Returns false (nothing
    /// emitted) for other forms.
    fn cs_list_assign(&mut self, l: &LValue, rhs: &Expr, print: bool, span: Span) -> bool {
        let LValue::Expr(target) = l else {
            return false;
        };
        // The right side: a call `f(...)` (called for as many outputs), or
        // an expression listing values (`c{:}`, `s(2:3).f`, `x`); a call
        // through anything but a name keeps the general assignment.
        let rhs = strip_parens(rhs);
        if let ExprKind::Index { base, .. } = &rhs.kind {
            if !matches!(base.kind, ExprKind::Ident(_)) {
                return false;
            }
        }
        let (root, subs, field) = match &strip_parens(target).kind {
            ExprKind::CellIndex { base, args } => match &base.kind {
                ExprKind::Ident(id) => (id, Some(args), None),
                _ => return false,
            },
            ExprKind::Field { base, name } => match &base.kind {
                ExprKind::Ident(id) => (id, None, Some(name)),
                // `[s(idx).name] = ...`: one output per element `idx` names.
                ExprKind::Index { base, args } => match &base.kind {
                    ExprKind::Ident(id) => (id, Some(args), Some(name)),
                    _ => return false,
                },
                _ => return false,
            },
            _ => return false,
        };
        if !self.ld.is_builtin("__matc_cs_call__")
            || !self.ld.is_builtin("__matc_cs_count__")
            || !self.ld.is_builtin("__matc_cs_take__")
            || !self.ld.is_builtin("__matc_cs_setcell__")
        {
            return false;
        }
        let var = self.var_of(&root.name, VarKind::Local);
        let b = self.read_var(var, root.span);
        let idx = match subs {
            Some(a) => self.index_args(a, b),
            None => Vec::new(),
        };
        // Only a bare `:` needs the target's size (and then the target must
        // exist); `[c{1:n}] = ...` may create `c`.
        let count_base = if subs.is_some() && !idx.iter().any(|a| matches!(a, Arg::Colon)) {
            self.konst(Const::EmptyMatrix, span)
        } else {
            b
        };
        let mut count_args = vec![Arg::Value(count_base)];
        count_args.extend(idx.iter().cloned());
        let n = self.emit1(
            InstKind::Call {
                callee: Callee::Builtin("__matc_cs_count__".into()),
                args: count_args,
                stmt: false,
            },
            span,
        );
        let vals = match &rhs.kind {
            ExprKind::Index {
                base: callee,
                args: call_args,
            } => {
                let ExprKind::Ident(fid) = &callee.kind else {
                    return false;
                };
                self.cs_call(n, fid, callee.span, call_args, span)
            }
            ExprKind::Ident(fid) if !matches!(self.resolve(&fid.name, fid.span), Name::Var(_)) => {
                self.cs_call(n, fid, rhs.span, &[], span)
            }
            _ => {
                // `{rhs}` spreads a cs-list into all its values.
                let list = self.expr(&Expr {
                    kind: ExprKind::Cell(vec![vec![rhs.clone()]]),
                    span: rhs.span,
                });
                let constant = self.konst(Const::Bool(is_constant(rhs)), span);
                self.emit1(
                    InstKind::Call {
                        callee: Callee::Builtin("__matc_cs_take__".into()),
                        args: vec![Arg::Value(n), Arg::Value(list), Arg::Value(constant)],
                        stmt: false,
                    },
                    span,
                )
            }
        };
        let new = match field {
            None => {
                let base = self.or_empty(b, span);
                let mut args = vec![Arg::Value(base), Arg::Value(vals)];
                args.extend(idx);
                self.emit1(
                    InstKind::Call {
                        callee: Callee::Builtin("__matc_cs_setcell__".into()),
                        args,
                        stmt: false,
                    },
                    span,
                )
            }
            Some(name) => {
                let nm = self.konst(Const::Char(name.name.to_string()), span);
                // `[s(1:2).a] = ...` may create `s`; `[s.a] = ...` needs it
                // (Octave's 't' undefined).
                let base = if subs.is_some() {
                    self.or_empty(b, span)
                } else {
                    b
                };
                let mut args = vec![Arg::Value(base), Arg::Value(nm), Arg::Value(vals)];
                args.extend(idx);
                self.emit1(
                    InstKind::Call {
                        callee: Callee::Builtin("__matc_cs_setfield__".into()),
                        args,
                        stmt: false,
                    },
                    span,
                )
            }
        };
        self.f.value_names[new.index()].get_or_insert(var);
        self.write_var(var, new, span);
        if print {
            self.display_lvalue(l, span);
        }
        true
    }

    /// `v` when it is defined, else `[]`: the base of an assignment that
    /// may create its variable, passed to a builtin (which cannot take an
    /// absent value).
    fn or_empty(&mut self, v: ValueId, span: Span) -> ValueId {
        let defined = self.emit1(InstKind::Defined(v), span);
        let (yes, no, join) = (self.f_new_block(), self.f_new_block(), self.f_new_block());
        let r = self.new_value(None);
        self.f.blocks[join.index()].params.push(r);
        self.branch(defined, yes, no, span);
        self.switch_to(yes);
        self.jump_with(join, vec![v]);
        self.switch_to(no);
        let empty = self.konst(Const::EmptyMatrix, span);
        self.jump_with(join, vec![empty]);
        self.switch_to(join);
        r
    }

    /// `__matc_cs_call__(n, f, args...)`: the cell of the first `n` outputs
    /// of `f(args...)` (`f` a function, or a variable holding a handle).
    fn cs_call(
        &mut self,
        n: ValueId,
        fid: &syntax::ast::Ident,
        callee_span: Span,
        call_args: &[Expr],
        span: Span,
    ) -> ValueId {
        let f = match self.resolve(&fid.name, fid.span) {
            Name::Var(v) => self.read_var(v, fid.span),
            Name::Callee(_) | Name::Script(_) => self.expr(&Expr {
                kind: ExprKind::FuncHandle(fid.clone()),
                span: callee_span,
            }),
        };
        let mut args = vec![Arg::Value(n), Arg::Value(f)];
        args.extend(self.call_args(call_args));
        self.emit1(
            InstKind::Call {
                callee: Callee::Builtin("__matc_cs_call__".into()),
                args,
                stmt: false,
            },
            span,
        )
    }

    fn display_lvalue(&mut self, l: &LValue, span: Span) {
        if let LValue::Expr(e) = l {
            if let Some(id) = root_ident(e) {
                if let Some(&v) = self.vars.get(id.name.as_str()) {
                    let val = self.read_var(v, span);
                    self.emit0(
                        InstKind::Display {
                            name: id.name.to_string(),
                            value: val,
                        },
                        span,
                    );
                }
            }
        }
    }

    /// `base(args) = []`.
    fn delete(&mut self, base: &Expr, args: &[Expr], span: Span) {
        let Some(root) = root_ident(base) else {
            self.err(span, "invalid deletion target");
            return;
        };
        let var = self.var_of(&root.name, VarKind::Local);
        let mut chain = Vec::new();
        flatten_chain(base, &mut chain);
        let mut bases = vec![self.read_var(var, root.span)];
        let mut accs = Vec::new();
        for acc in &chain[1..] {
            let b = *bases.last().unwrap();
            let (v, a) = self.access_for_update(acc, b);
            bases.push(v);
            accs.push(a);
        }
        let b = *bases.last().unwrap();
        let a = self.index_args(args, b);
        let mut val = self.emit1(InstKind::IndexDelete { base: b, args: a }, span);
        val = self.write_back(&bases, accs, val, span);
        self.f.value_names[val.index()].get_or_insert(var);
        self.write_var(var, val, span);
    }

    /// Assigns `v` to an lvalue: `x = v`, or the nested update `s.a{2}(3).b = v`.
    fn assign_value(&mut self, l: &LValue, v: ValueId, span: Span) {
        let LValue::Expr(e) = l else { return };
        let e = strip_parens(e);
        if let ExprKind::Ident(id) = &e.kind {
            let var = self.var_of(&id.name, VarKind::Local);
            self.f.value_names[v.index()].get_or_insert(var);
            self.write_var(var, v, span);
            return;
        }
        let Some(root) = root_ident(e) else {
            self.err(e.span, "invalid assignment target");
            return;
        };
        let var = self.var_of(&root.name, VarKind::Local);
        let mut chain = Vec::new();
        flatten_chain(e, &mut chain);
        // Reads down the chain (all but the last accessor), then writes back up.
        let mut bases = vec![self.read_var(var, root.span)];
        let mut accs = Vec::new();
        for acc in &chain[1..chain.len() - 1] {
            let b = *bases.last().unwrap();
            let (nv, a) = self.access_for_update(acc, b);
            bases.push(nv);
            accs.push(a);
        }
        let last = chain[chain.len() - 1];
        let b = *bases.last().unwrap();
        let acc = self.accessor(last, b);
        let val = self.apply_write(b, acc, v, span);
        let val = self.write_back(&bases[..bases.len() - 1], accs, val, span);
        self.f.value_names[val.index()].get_or_insert(var);
        self.write_var(var, val, span);
    }

    /// Writes `val` back through the accessors, innermost first; `bases[i]`
    /// is the value `accs[i]` was read from.
    fn write_back(
        &mut self,
        bases: &[ValueId],
        accs: Vec<Acc>,
        mut val: ValueId,
        span: Span,
    ) -> ValueId {
        for (b, a) in bases.iter().zip(accs).rev() {
            val = self.apply_write(*b, a, val, span);
        }
        val
    }

    fn apply_write(&mut self, base: ValueId, acc: Acc, value: ValueId, span: Span) -> ValueId {
        let kind = match acc {
            Acc::Index(kind, args) => InstKind::IndexAssign {
                base,
                kind,
                args,
                value,
            },
            Acc::Field(name) => InstKind::FieldAssign { base, name, value },
            Acc::Dyn(name) => InstKind::DynFieldAssign { base, name, value },
        };
        self.emit1(kind, span)
    }

    fn accessor(&mut self, e: &Expr, base: ValueId) -> Acc {
        match &e.kind {
            ExprKind::Index { args, .. } => {
                Acc::Index(IndexKind::Paren, self.index_args(args, base))
            }
            ExprKind::CellIndex { args, .. } => {
                Acc::Index(IndexKind::Brace, self.index_args(args, base))
            }
            ExprKind::Field { name, .. } => Acc::Field(name.name.to_string()),
            ExprKind::DynField { name, .. } => Acc::Dyn(self.expr(name)),
            _ => {
                self.err(e.span, "invalid assignment target");
                Acc::Field(String::new())
            }
        }
    }

    fn access_for_update(&mut self, e: &Expr, base: ValueId) -> (ValueId, Acc) {
        let acc = self.accessor(e, base);
        let kind = match &acc {
            Acc::Index(kind, args) => InstKind::Index {
                base,
                kind: *kind,
                args: args.clone(),
                for_update: true,
            },
            Acc::Field(name) => InstKind::Field {
                base,
                name: name.clone(),
                for_update: true,
            },
            Acc::Dyn(name) => InstKind::DynField {
                base,
                name: *name,
                for_update: true,
            },
        };
        (self.emit1(kind, e.span), acc)
    }

    // ---- conditions ----

    /// Branches on a condition as `if`/`while` evaluate it: `&&`/`||` short-
    /// circuit; `&`/`|` short-circuit when their left operand is a scalar.
    fn cond_branch(&mut self, e: &Expr, t: BlockId, f: BlockId) {
        match &e.kind {
            ExprKind::Paren(inner) => self.cond_branch(inner, t, f),
            ExprKind::Binary {
                op: BinOp::AndAnd,
                operands,
            } => {
                let [lhs, rhs] = &**operands;
                let mid = self.f_new_block();
                self.cond_branch(lhs, mid, f);
                self.switch_to(mid);
                self.cond_branch(rhs, t, f);
            }
            ExprKind::Binary {
                op: BinOp::OrOr,
                operands,
            } => {
                let [lhs, rhs] = &**operands;
                let mid = self.f_new_block();
                self.cond_branch(lhs, t, mid);
                self.switch_to(mid);
                self.cond_branch(rhs, t, f);
            }
            ExprKind::Binary {
                op: op @ (BinOp::And | BinOp::Or),
                operands,
            } => {
                let [lhs, rhs] = &**operands;
                let a = self.cond_value(lhs);
                let s = self.is_scalar(a, lhs.span);
                let scalar = self.f_new_block();
                let full = self.f_new_block();
                self.branch(s, scalar, full, e.span);
                self.switch_to(scalar);
                let ta = self.emit1(InstKind::Truth(a), lhs.span);
                let rhs_b = self.f_new_block();
                if *op == BinOp::Or {
                    self.branch(ta, t, rhs_b, e.span);
                } else {
                    self.branch(ta, rhs_b, f, e.span);
                }
                self.switch_to(rhs_b);
                let b = self.cond_value(rhs);
                let tb = self.emit1(InstKind::Truth(b), rhs.span);
                self.branch(tb, t, f, e.span);
                self.switch_to(full);
                let b = self.cond_value(rhs);
                let r = self.emit1(InstKind::Binary(*op, a, b), e.span);
                let tr = self.emit1(InstKind::Truth(r), e.span);
                self.branch(tr, t, f, e.span);
            }
            _ => {
                let v = self.cond_value(e);
                let c = self.emit1(InstKind::Truth(v), e.span);
                self.branch(c, t, f, e.span);
            }
        }
    }

    /// A value inside a condition: operands of binary operators keep the
    /// short-circuit meaning of `&`/`|` (Octave converts them recursively).
    fn cond_value(&mut self, e: &Expr) -> ValueId {
        match &e.kind {
            ExprKind::Paren(inner) => self.cond_value(inner),
            ExprKind::Binary {
                op: op @ (BinOp::And | BinOp::Or),
                operands,
            } => {
                let [lhs, rhs] = &**operands;
                let join = self.f_new_block();
                let res = self.new_value(None);
                self.f.blocks[join.index()].params.push(res);
                let a = self.cond_value(lhs);
                let s = self.is_scalar(a, lhs.span);
                let scalar = self.f_new_block();
                let full = self.f_new_block();
                self.branch(s, scalar, full, e.span);
                self.switch_to(scalar);
                let ta = self.emit1(InstKind::Truth(a), lhs.span);
                let rhs_b = self.f_new_block();
                let short = self.f_new_block();
                if *op == BinOp::Or {
                    self.branch(ta, short, rhs_b, e.span);
                } else {
                    self.branch(ta, rhs_b, short, e.span);
                }
                self.switch_to(short);
                let c = self.konst(Const::Bool(*op == BinOp::Or), e.span);
                self.jump_with(join, vec![c]);
                self.switch_to(rhs_b);
                let b = self.cond_value(rhs);
                let tb = self.emit1(InstKind::Truth(b), rhs.span);
                self.jump_with(join, vec![tb]);
                self.switch_to(full);
                let b = self.cond_value(rhs);
                let r = self.emit1(InstKind::Binary(*op, a, b), e.span);
                self.jump_with(join, vec![r]);
                self.switch_to(join);
                res
            }
            ExprKind::Binary { op, operands } if !matches!(op, BinOp::AndAnd | BinOp::OrOr) => {
                let [lhs, rhs] = &**operands;
                let a = self.cond_value(lhs);
                let b = self.cond_value(rhs);
                self.emit1(InstKind::Binary(*op, a, b), e.span)
            }
            _ => self.expr(e),
        }
    }

    fn is_scalar(&mut self, v: ValueId, span: Span) -> ValueId {
        let r = self.emit1(
            InstKind::Call {
                callee: Callee::Builtin("isscalar".into()),
                args: vec![Arg::Value(v)],
                stmt: false,
            },
            span,
        );
        self.emit1(InstKind::Truth(r), span)
    }

    fn jump_with(&mut self, to: BlockId, args: Vec<ValueId>) {
        self.terminate(
            Terminator::Jump(Target { block: to, args }),
            Span::default(),
        );
    }

    // ---- expressions ----

    /// `0xFF`, `0b101s8`: the class's conversion of the value, which a
    /// double holds exactly up to 2^53; larger ones by their decimal digits.
    fn int_literal(&mut self, value: i128, class: IntLiteralClass, span: Span) -> ValueId {
        let (callee, args) = if value.unsigned_abs() <= 1 << 53 {
            (class.name(), vec![Const::Num(value as f64)])
        } else {
            let args = vec![
                Const::Char(class.name().into()),
                Const::Char(value.to_string()),
            ];
            ("__matc_int_literal__", args)
        };
        let args = args
            .into_iter()
            .map(|c| Arg::Value(self.konst(c, span)))
            .collect();
        self.emit1(
            InstKind::Call {
                callee: Callee::Builtin(callee.into()),
                args,
                stmt: false,
            },
            span,
        )
    }

    fn expr(&mut self, e: &Expr) -> ValueId {
        let span = e.span;
        match &e.kind {
            ExprKind::Number(n) => self.konst(Const::Num(*n), span),
            // `0i` is the real 0, as Octave narrows every complex value.
            ExprKind::ImagNumber(n) if *n == 0.0 => self.konst(Const::Num(0.0), span),
            ExprKind::ImagNumber(n) => self.konst(Const::Imag(*n), span),
            ExprKind::IntNumber { bits, class } => {
                self.int_literal(class.value(*bits), *class, span)
            }
            ExprKind::Str {
                value,
                double_quoted,
            } => {
                let c = if *double_quoted {
                    Const::Str(value.to_string())
                } else {
                    Const::Char(value.to_string())
                };
                self.konst(c, span)
            }
            ExprKind::Ident(id) => match self.resolve(&id.name, id.span) {
                Name::Var(v) => self.read_var(v, span),
                // Octave raises when the call runs.
                Name::Script(_) => self.emit1(
                    InstKind::Call {
                        callee: Callee::Unresolved(id.name.to_string()),
                        args: vec![],
                        stmt: false,
                    },
                    span,
                ),
                Name::Callee(c) => {
                    if let Some(v) = self.special_ident(&id.name, span) {
                        return v;
                    }
                    self.emit1(
                        InstKind::Call {
                            callee: c,
                            args: vec![],
                            stmt: false,
                        },
                        span,
                    )
                }
            },
            ExprKind::Colon => {
                // A bare `:` outside an index is the char ':' (as in `x(:)` built dynamically).
                self.konst(Const::Char(":".into()), span)
            }
            ExprKind::End => match self.ends.last() {
                Some(&(base, dim, count)) => self.emit1(InstKind::End { base, dim, count }, span),
                None => {
                    // `zeros(end)`: Octave raises when the statement runs.
                    let msg = "invalid use of 'end': may only be used to index existing value";
                    let m = self.konst(Const::Char(msg.into()), span);
                    self.emit1(
                        InstKind::Call {
                            callee: Callee::Builtin("error".into()),
                            args: vec![Arg::Value(m)],
                            stmt: false,
                        },
                        span,
                    )
                }
            },
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand);
                self.emit1(InstKind::Unary(*op, v), span)
            }
            ExprKind::Postfix { op, operand } => {
                let v = self.expr(operand);
                self.emit1(
                    InstKind::Transpose {
                        conjugate: *op == ast::PostfixOp::CTranspose,
                        operand: v,
                    },
                    span,
                )
            }
            ExprKind::Increment { op, target } => {
                let old = self.expr(target);
                let one = self.konst(Const::Num(1.0), span);
                let new = self.emit1(InstKind::Binary(*op, old, one), span);
                self.assign_value(&LValue::Expr((**target).clone()), new, span);
                old
            }
            ExprKind::Binary {
                op: op @ (BinOp::AndAnd | BinOp::OrOr),
                ..
            } => {
                let _ = op;
                let t = self.f_new_block();
                let f = self.f_new_block();
                let join = self.f_new_block();
                let res = self.new_value(None);
                self.f.blocks[join.index()].params.push(res);
                self.cond_branch(e, t, f);
                self.switch_to(t);
                let c = self.konst(Const::Bool(true), span);
                self.jump_with(join, vec![c]);
                self.switch_to(f);
                let c = self.konst(Const::Bool(false), span);
                self.jump_with(join, vec![c]);
                self.switch_to(join);
                res
            }
            ExprKind::Binary { op, operands } => {
                let [lhs, rhs] = &**operands;
                let a = self.expr(lhs);
                let b = self.expr(rhs);
                self.emit1(InstKind::Binary(*op, a, b), span)
            }
            ExprKind::Range { start, step, stop } => {
                let s = self.expr(start);
                let st = step.as_ref().map(|x| self.expr(x));
                let sp = self.expr(stop);
                self.emit1(
                    InstKind::Range {
                        start: s,
                        step: st,
                        stop: sp,
                    },
                    span,
                )
            }
            ExprKind::Matrix(rows) => {
                if rows.iter().all(|r| r.is_empty()) {
                    return self.konst(Const::EmptyMatrix, span);
                }
                if let Some(c) = number_matrix(rows) {
                    return self.konst(c, span);
                }
                let rows = self.rows(rows);
                self.emit1(InstKind::Concat(rows), span)
            }
            ExprKind::Cell(rows) => {
                if rows.iter().all(|r| r.is_empty()) {
                    return self.konst(Const::EmptyCell, span);
                }
                let rows = self.rows(rows);
                self.emit1(InstKind::CellLiteral(rows), span)
            }
            ExprKind::Index { .. }
            | ExprKind::CellIndex { .. }
            | ExprKind::Field { .. }
            | ExprKind::DynField { .. } => self.postfix(e, 1)[0],
            ExprKind::FuncHandle(id) => {
                let file = self.file();
                let local = match self.local_func(&id.name) {
                    Some(f) => Some(f),
                    None => self.ld.lookup_private(self.prog, file, &id.name),
                };
                let target = match local {
                    Some(f) => Some(f),
                    None => match self.ld.lookup_path(self.prog, &id.name) {
                        Ok(Some(PathItem::Func(f))) => Some(f),
                        _ => None,
                    },
                };
                self.emit1(
                    InstKind::FuncHandle {
                        name: id.name.to_string(),
                        target,
                    },
                    span,
                )
            }
            ExprKind::AnonFunc { params, body } => self.anon(params, body, span),
            ExprKind::Paren(inner) => self.expr(inner),
        }
    }

    /// An expression that may produce several values (`[a, b] = ...`).
    fn expr_multi(&mut self, e: &Expr, n: usize) -> Vec<ValueId> {
        let e = strip_parens(e);
        match &e.kind {
            ExprKind::Index { .. }
            | ExprKind::CellIndex { .. }
            | ExprKind::Field { .. }
            | ExprKind::DynField { .. } => self.postfix(e, n),
            ExprKind::Ident(id) => match self.resolve(&id.name, id.span) {
                Name::Callee(c) => {
                    if id.name == "nargin" || id.name == "nargout" {
                        let v = self.expr(e);
                        return self.pad(vec![v], n, e.span);
                    }
                    self.emit(
                        InstKind::Call {
                            callee: c,
                            args: vec![],
                            stmt: false,
                        },
                        n,
                        e.span,
                    )
                }
                Name::Var(v) => {
                    let b = self.read_var(v, e.span);
                    // `[a, b] = h` on a handle calls it; on data, takes the cs-list.
                    self.emit(
                        InstKind::Index {
                            base: b,
                            kind: IndexKind::Paren,
                            args: vec![],
                            for_update: false,
                        },
                        n,
                        e.span,
                    )
                }
                Name::Script(_) => self.emit(
                    InstKind::Call {
                        callee: Callee::Unresolved(id.name.to_string()),
                        args: vec![],
                        stmt: false,
                    },
                    n,
                    e.span,
                ),
            },
            _ => {
                let v = self.expr(e);
                if n > 1 && is_constant(e) {
                    return self.pad_with(vec![v], n, e.span, CONSTANT_OUTPUTS);
                }
                self.pad(vec![v], n, e.span)
            }
        }
    }

    /// `[a, b] = x + 1` has one value; Octave raises when `b` is needed.
    fn pad(&mut self, vals: Vec<ValueId>, n: usize, span: Span) -> Vec<ValueId> {
        self.pad_with(vals, n, span, "element number 2 undefined in return list")
    }

    fn pad_with(
        &mut self,
        mut vals: Vec<ValueId>,
        n: usize,
        span: Span,
        message: &str,
    ) -> Vec<ValueId> {
        if n > vals.len() {
            let msg = Const::Char(message.into());
            let m = self.konst(msg, span);
            let r = self.emit1(
                InstKind::Call {
                    callee: Callee::Builtin("error".into()),
                    args: vec![Arg::Value(m)],
                    stmt: true,
                },
                span,
            );
            while vals.len() < n {
                vals.push(r);
            }
        }
        vals
    }

    fn rows(&mut self, rows: &[Vec<Expr>]) -> Vec<Vec<Arg>> {
        rows.iter()
            .map(|r| r.iter().map(|e| self.list_arg(e)).collect())
            .collect()
    }

    /// An element of a call, concatenation or cell literal; cs-list producers spread.
    fn list_arg(&mut self, e: &Expr) -> Arg {
        let inner = strip_parens(e);
        match &inner.kind {
            ExprKind::CellIndex { .. } | ExprKind::Field { .. } | ExprKind::DynField { .. } => {
                // A call through a struct field (`s.f(x)`) is not a cs-list; only the base forms spread.
                let v = self.expr(inner);
                Arg::Spread(v)
            }
            ExprKind::Colon => Arg::Colon,
            _ => Arg::Value(self.expr(e)),
        }
    }

    fn call_args(&mut self, args: &[Expr]) -> Vec<Arg> {
        args.iter().map(|a| self.list_arg(a)).collect()
    }

    /// Arguments of an index into `base`: `end` refers to `base`'s extent.
    fn index_args(&mut self, args: &[Expr], base: ValueId) -> Vec<Arg> {
        let count = args.len() as u32;
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            self.ends.push((base, i as u32, count));
            out.push(self.list_arg(a));
            self.ends.pop();
        }
        out
    }

    /// `a.b.c` whose root `a` names no variable, function or builtin: the
    /// dotted name of a function (`containers.Map`, a class's static
    /// method `Cls.f`, a package function `pkg.f`), looked up when it runs.
    fn dotted_name(&mut self, e: &Expr) -> Option<String> {
        match &strip_parens(e).kind {
            ExprKind::Field { base, name } => {
                let root = match &base.kind {
                    ExprKind::Ident(id) => {
                        match self.resolve(&id.name, id.span) {
                            Name::Callee(Callee::Unresolved(_)) => {}
                            Name::Callee(Callee::Func(f)) if self.is_class(f) => {}
                            _ => return None,
                        }
                        id.name.to_string()
                    }
                    ExprKind::Field { .. } => self.dotted_name(base)?,
                    _ => return None,
                };
                Some(format!("{root}.{}", name.name))
            }
            _ => None,
        }
    }

    fn is_class(&mut self, f: FuncId) -> bool {
        let r = self.ld.is_class(self.prog, f);
        self.ld.note(&|| Asked::IsClass(f, r));
        r
    }

    /// A dotted function name: a package function (`+pkg/f.m`) when there is
    /// one on the path, else looked up when it runs (`containers.Map`, `Cls.f`).
    fn dotted_callee(&mut self, name: String) -> Callee {
        match self.ld.lookup_path(self.prog, &name) {
            Ok(Some(PathItem::Func(id))) => Callee::Func(id),
            _ => Callee::Unresolved(name),
        }
    }

    /// Index, brace, field chains and calls by name.
    fn postfix(&mut self, e: &Expr, n: usize) -> Vec<ValueId> {
        let span = e.span;
        if let ExprKind::Index { base, args } = &e.kind {
            // With `end` in the subscripts it can only index a variable.
            let dotted = if args.iter().any(contains_end) {
                None
            } else {
                self.dotted_name(base)
            };
            if let Some(name) = dotted {
                let a = self.call_args(args);
                let callee = self.dotted_callee(name);
                return self.emit(
                    InstKind::Call {
                        callee,
                        args: a,
                        stmt: false,
                    },
                    n,
                    span,
                );
            }
        }
        if let Some(name) = self.dotted_name(e) {
            let callee = self.dotted_callee(name);
            return self.emit(
                InstKind::Call {
                    callee,
                    args: Vec::new(),
                    stmt: false,
                },
                n,
                span,
            );
        }
        match &e.kind {
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                let brace = matches!(e.kind, ExprKind::CellIndex { .. });
                if let ExprKind::Ident(id) = &strip_parens(base).kind {
                    if let Name::Callee(c) = self.resolve_indexed(&id.name, args, id.span) {
                        if !brace {
                            if let Some(r) = self.special_call(&id.name, args, n, span) {
                                return r;
                            }
                            let a = self.call_args(args);
                            return self.emit(
                                InstKind::Call {
                                    callee: c,
                                    args: a,
                                    stmt: false,
                                },
                                n,
                                span,
                            );
                        }
                    }
                }
                let b = self.expr(base);
                let a = self.index_args(args, b);
                let kind = if brace {
                    IndexKind::Brace
                } else {
                    IndexKind::Paren
                };
                self.emit(
                    InstKind::Index {
                        base: b,
                        kind,
                        args: a,
                        for_update: false,
                    },
                    n,
                    span,
                )
            }
            ExprKind::Field { base, name } => {
                let b = self.expr(base);
                self.emit(
                    InstKind::Field {
                        base: b,
                        name: name.name.to_string(),
                        for_update: false,
                    },
                    n,
                    span,
                )
            }
            ExprKind::DynField { base, name } => {
                let b = self.expr(base);
                let nm = self.expr(name);
                self.emit(
                    InstKind::DynField {
                        base: b,
                        name: nm,
                        for_update: false,
                    },
                    n,
                    span,
                )
            }
            _ => unreachable!("postfix called on a non-postfix expression"),
        }
    }

    /// Names whose meaning depends on the function itself.
    fn special_ident(&mut self, name: &str, span: Span) -> Option<ValueId> {
        match name {
            "nargin" if self.is_function => Some(self.emit1(InstKind::Nargin, span)),
            "nargout" if self.is_function => Some(self.emit1(InstKind::Nargout, span)),
            _ => None,
        }
    }

    /// Calls that lower to dedicated instructions (only when the name is not
    /// a user function: resolution already returned a builtin or nothing).
    fn special_call(
        &mut self,
        name: &str,
        args: &[Expr],
        n: usize,
        span: Span,
    ) -> Option<Vec<ValueId>> {
        if self.local_func(name).is_some() {
            return None;
        }
        match name {
            "eval" | "evalc" if (1..=2).contains(&args.len()) && self.dynamic => {
                let code = self.expr(&args[0]);
                let catch_code = args.get(1).map(|a| self.expr(a));
                let capture = name == "evalc";
                let eval = InstKind::Eval {
                    code,
                    catch_code,
                    capture,
                };
                Some(self.emit(eval, n, span))
            }
            "exist" if (1..=2).contains(&args.len()) => {
                let ExprKind::Str { value, .. } = &args[0].kind else {
                    return None;
                };
                if args.len() == 2 {
                    let ExprKind::Str { value: kind, .. } = &args[1].kind else {
                        return None;
                    };
                    if kind != "var" {
                        return None;
                    }
                }
                let &var = self.vars.get(value.as_str())?;
                if self.f.vars[var.index()].kind != VarKind::Local {
                    return None;
                }
                let v = self.read_var(var, span);
                let d = self.emit1(InstKind::Defined(v), span);
                // A defined variable gives 1; otherwise ask the runtime, which
                // knows files and builtins of that name (`exist('x')` may be 2).
                let (yes, no, join) = (self.f_new_block(), self.f_new_block(), self.f_new_block());
                let r = self.new_value(None);
                self.f.blocks[join.index()].params.push(r);
                self.branch(d, yes, no, span);
                self.switch_to(yes);
                let one = self.konst(Const::Num(1.0), span);
                self.jump_with(join, vec![one]);
                self.switch_to(no);
                let call_args = self.call_args(args);
                let callee = Callee::Builtin("exist".into());
                let other = self.emit1(
                    InstKind::Call {
                        callee,
                        args: call_args,
                        stmt: false,
                    },
                    span,
                );
                self.jump_with(join, vec![other]);
                self.switch_to(join);
                Some(self.pad(vec![r], n, span))
            }
            _ => None,
        }
    }

    // ---- anonymous functions ----

    fn anon(&mut self, params: &[ast::Param], body: &Expr, span: Span) -> ValueId {
        let pnames: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, p)| match p {
                ast::Param::Name(id) => id.name.to_string(),
                ast::Param::Tilde(_) => format!("~{i}"),
            })
            .collect();
        let mut uses = HashSet::new();
        uses_of_expr(body, &mut uses);
        let mut captured: Vec<String> = uses
            .into_iter()
            .filter(|u| !pnames.contains(u) && self.vars.contains_key(u))
            .collect();
        captured.sort();
        let cap_vals: Vec<ValueId> = captured
            .iter()
            .map(|c| {
                let v = self.vars[c];
                self.read_var(v, span)
            })
            .collect();
        // Octave names every anonymous function so in its messages.
        let name = "@<anonymous>".to_string();
        let file = self.file();
        let empty = Function::empty(
            name,
            FunctionKind::Anonymous {
                captures: captured.len(),
            },
            file,
            span,
        );
        // The id a replayed lowering gave this function (`lower_memo`), or the next.
        let id = match self.ld.reserved_id() {
            Some(id) => {
                self.prog.functions[id.index()] = empty;
                id
            }
            None => {
                self.prog.functions.push(empty);
                FuncId(self.prog.functions.len() as u32 - 1)
            }
        };
        self.ld.note(&|| Asked::Alloc(id));
        {
            let mut lw = Lw::new(self.ld, self.prog, id, file);
            lw.file_stack = self.file_stack.clone();
            lw.f.kind = FunctionKind::Anonymous {
                captures: captured.len(),
            };
            lw.f.span = span;
            lw.is_function = true;
            lw.f.has_varargin = pnames.last().is_some_and(|p| p == "varargin");
            let all: Vec<String> = captured.iter().chain(&pnames).cloned().collect();
            lw.f.param_names = all.clone();
            lw.f.output_names = vec!["ans".into()];
            lw.start();
            for p in &all {
                let var = lw.var_of(p, VarKind::Local);
                let v = lw.new_value(Some(var));
                lw.f.blocks[lw.f.entry.index()].params.push(v);
                lw.write_var(var, v, span);
            }
            let r = lw.anon_body(body);
            lw.terminate(Terminator::Return(vec![Some(r)]), body.span);
            if let Err(mut e) = lw.finish() {
                self.errors.append(&mut e);
            }
        }
        self.emit1(
            InstKind::Closure {
                func: id,
                captures: cap_vals,
            },
            span,
        )
    }

    /// The body of an anonymous function: a call in it sees the caller's
    /// nargout (0 for a statement), so it is lowered as a statement call.
    fn anon_body(&mut self, body: &Expr) -> ValueId {
        let inner = strip_parens(body);
        if let ExprKind::Index { base, args } = &inner.kind {
            if let ExprKind::Ident(id) = &base.kind {
                match self.resolve(&id.name, id.span) {
                    Name::Callee(c)
                        if self.special_call(&id.name, args, 0, inner.span).is_none() =>
                    {
                        let a = self.call_args(args);
                        return self.emit(
                            InstKind::Call {
                                callee: c,
                                args: a,
                                stmt: true,
                            },
                            1,
                            inner.span,
                        )[0];
                    }
                    Name::Var(v) => {
                        let hv = self.read_var(v, id.span);
                        let a = self.index_args(args, hv);
                        return self.emit(
                            InstKind::Call {
                                callee: Callee::Handle(hv),
                                args: a,
                                stmt: true,
                            },
                            1,
                            inner.span,
                        )[0];
                    }
                    _ => {}
                }
            }
        }
        self.expr(body)
    }
}

enum Acc {
    Index(IndexKind, Vec<Arg>),
    Field(String),
    Dyn(ValueId),
}

/// Whether `end` occurs in an expression (outside anonymous functions).
fn contains_end(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match &e.kind {
            ExprKind::End => return true,
            ExprKind::Unary { operand, .. }
            | ExprKind::Postfix { operand, .. }
            | ExprKind::Increment {
                target: operand, ..
            }
            | ExprKind::Paren(operand) => stack.push(operand),
            ExprKind::Binary { operands, .. } => operands.iter().for_each(|x| stack.push(x)),
            ExprKind::Range { start, step, stop } => {
                stack.push(start);
                stack.push(stop);
                if let Some(s) = step {
                    stack.push(s);
                }
            }
            ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
                rows.iter().flatten().for_each(|x| stack.push(x))
            }
            _ => {}
        }
    }
    false
}

/// `[1, 2; 3, -4]`, rows of numbers of one length (two numbers or more),
/// as a constant.
fn number_matrix(rows: &[Vec<Expr>]) -> Option<Const> {
    let cols = rows.first()?.len();
    if rows.len() * cols < 2 || rows.iter().any(|r| r.len() != cols) {
        return None;
    }
    let number = |e: &Expr| match &e.kind {
        ExprKind::Number(x) => Some(*x),
        ExprKind::Unary {
            op: ast::UnOp::Neg,
            operand,
        } => match operand.kind {
            ExprKind::Number(x) => Some(-x),
            _ => None,
        },
        _ => None,
    };
    let mut data = Vec::with_capacity(rows.len() * cols);
    for j in 0..cols {
        for r in rows {
            data.push(number(&r[j])?);
        }
    }
    Some(Const::Matrix {
        rows: rows.len(),
        cols,
        data,
    })
}

/// Octave's message for `[a, b] = 5`.
const CONSTANT_OUTPUTS: &str = "invalid number of output arguments for constant expression";

/// Whether Octave takes `e` for a constant (a literal, or a matrix, cell or
/// range of them), which gives exactly one output.
fn is_constant(e: &Expr) -> bool {
    match &strip_parens(e).kind {
        ExprKind::Number(_)
        | ExprKind::ImagNumber(_)
        | ExprKind::IntNumber { .. }
        | ExprKind::Str { .. } => true,
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => rows.iter().flatten().all(is_constant),
        ExprKind::Range { start, step, stop } => {
            is_constant(start) && step.as_deref().is_none_or(is_constant) && is_constant(stop)
        }
        _ => false,
    }
}

fn strip_parens(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(inner) => strip_parens(inner),
        _ => e,
    }
}

/// The identifier at the root of an index/field chain.
fn root_ident(e: &Expr) -> Option<&ast::Ident> {
    match &e.kind {
        ExprKind::Ident(id) => Some(id),
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. } => root_ident(base),
        ExprKind::Paren(inner) => root_ident(inner),
        _ => None,
    }
}

/// `s.a{2}(3)` as `[s, s.a, s.a{2}, s.a{2}(3)]` (root first).
fn flatten_chain<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. } => {
            flatten_chain(base, out);
            out.push(e);
        }
        ExprKind::Paren(inner) => flatten_chain(inner, out),
        _ => out.push(e),
    }
}

/// Names assigned anywhere in a body (MATLAB's rule for what is a variable).
pub(crate) fn assigned_names(params: &[String], outputs: &[String], body: &[Stmt]) -> Vec<String> {
    let mut out: Vec<String> = params.iter().chain(outputs).cloned().collect();
    let mut seen: HashSet<String> = out.iter().cloned().collect();
    let mut add = |n: &str, out: &mut Vec<String>| {
        if seen.insert(n.to_string()) {
            out.push(n.to_string());
        }
    };
    fn lv(l: &LValue) -> Option<&str> {
        match l {
            LValue::Expr(e) => root_ident(e).map(|i| i.name.as_str()),
            LValue::Tilde(_) => None,
        }
    }
    fn walk(stmts: &[Stmt], f: &mut dyn FnMut(&str)) {
        for s in stmts {
            match &s.kind {
                StmtKind::MultiAssign { lhs, .. } => lhs.iter().filter_map(lv).for_each(&mut *f),
                StmtKind::Assign { lhs, .. } | StmtKind::OpAssign { lhs, .. } => {
                    lv(lhs).into_iter().for_each(&mut *f)
                }
                StmtKind::For { var, key, body, .. } => {
                    lv(var).into_iter().for_each(&mut *f);
                    key.as_deref().and_then(lv).into_iter().for_each(&mut *f);
                    walk(body, f);
                }
                StmtKind::If { clauses, else_body } => {
                    for c in clauses {
                        walk(&c.body, f);
                    }
                    if let Some(e) = else_body {
                        walk(e, f);
                    }
                }
                StmtKind::While { body, .. } | StmtKind::DoUntil { body, .. } => walk(body, f),
                StmtKind::Switch {
                    cases, otherwise, ..
                } => {
                    for c in cases {
                        walk(&c.body, f);
                    }
                    if let Some(o) = otherwise {
                        walk(o, f);
                    }
                }
                StmtKind::Try {
                    body,
                    catch_var,
                    catch_body,
                } => {
                    walk(body, f);
                    if let Some(c) = catch_var {
                        f(&c.name);
                    }
                    walk(catch_body, f);
                }
                StmtKind::UnwindProtect { body, cleanup } => {
                    walk(body, f);
                    walk(cleanup, f);
                }
                StmtKind::Global(d) | StmtKind::Persistent(d) => {
                    d.iter().for_each(|(i, _)| f(&i.name))
                }
                _ => {}
            }
        }
    }
    let mut names = Vec::new();
    walk(body, &mut |n| names.push(n.to_string()));
    for n in names {
        add(&n, &mut out);
    }
    out
}

/// Names called as statements (`setup`, `setup;`, `setup()`): maybe scripts.
fn collect_stmt_calls(stmts: &[Stmt], out: &mut Vec<String>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Expr { expr, .. } => match &strip_parens(expr).kind {
                ExprKind::Ident(id) => out.push(id.name.to_string()),
                ExprKind::Index { base, args } if args.is_empty() => {
                    if let ExprKind::Ident(id) = &base.kind {
                        out.push(id.name.to_string());
                    }
                }
                _ => {}
            },
            StmtKind::Command { name, args, .. } if args.is_empty() => {
                out.push(name.name.to_string())
            }
            _ => for_each_body(s, &mut |b| collect_stmt_calls(b, out)),
        }
    }
}

fn for_each_body(s: &Stmt, f: &mut dyn FnMut(&[Stmt])) {
    match &s.kind {
        StmtKind::If { clauses, else_body } => {
            for c in clauses {
                f(&c.body);
            }
            if let Some(e) = else_body {
                f(e);
            }
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoUntil { body, .. } => f(body),
        StmtKind::Switch {
            cases, otherwise, ..
        } => {
            for c in cases {
                f(&c.body);
            }
            if let Some(o) = otherwise {
                f(o);
            }
        }
        StmtKind::Try {
            body, catch_body, ..
        } => {
            f(body);
            f(catch_body);
        }
        StmtKind::UnwindProtect { body, cleanup } => {
            f(body);
            f(cleanup);
        }
        _ => {}
    }
}

/// Every identifier mentioned in a body (reads and assignment roots).
pub(crate) fn uses_of_stmts(stmts: &[Stmt], out: &mut HashSet<String>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Expr { expr, .. } => uses_of_expr(expr, out),
            StmtKind::MultiAssign { lhs, rhs, .. } => {
                for l in lhs {
                    if let LValue::Expr(e) = l {
                        uses_of_expr(e, out);
                    }
                }
                uses_of_expr(rhs, out);
            }
            StmtKind::Assign { lhs, rhs, .. } | StmtKind::OpAssign { lhs, rhs, .. } => {
                if let LValue::Expr(e) = lhs {
                    uses_of_expr(e, out);
                }
                uses_of_expr(rhs, out);
            }
            StmtKind::Command { name, .. } => {
                out.insert(name.name.to_string());
            }
            StmtKind::If { clauses, .. } => {
                for c in clauses {
                    uses_of_expr(&c.cond, out);
                }
            }
            StmtKind::For { var, key, iter, .. } => {
                for target in std::iter::once(var).chain(key.as_deref()) {
                    if let LValue::Expr(e) = target {
                        uses_of_expr(e, out);
                    }
                }
                uses_of_expr(iter, out);
            }
            StmtKind::While { cond, .. } | StmtKind::DoUntil { cond, .. } => {
                uses_of_expr(cond, out)
            }
            StmtKind::Switch { subject, cases, .. } => {
                uses_of_expr(subject, out);
                for c in cases {
                    uses_of_expr(&c.value, out);
                }
            }
            StmtKind::Try {
                catch_var: Some(c), ..
            } => {
                out.insert(c.name.to_string());
            }
            StmtKind::Global(d) | StmtKind::Persistent(d) => {
                for (i, e) in d {
                    out.insert(i.name.to_string());
                    if let Some(e) = e {
                        uses_of_expr(e, out);
                    }
                }
            }
            _ => {}
        }
        for_each_body(s, &mut |b| uses_of_stmts(b, out));
    }
}

pub(crate) fn uses_of_expr(e: &Expr, out: &mut HashSet<String>) {
    // An explicit stack: deeply nested expressions must not overflow ours.
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match &e.kind {
            ExprKind::Ident(id) => {
                out.insert(id.name.to_string());
            }
            ExprKind::Unary { operand, .. }
            | ExprKind::Postfix { operand, .. }
            | ExprKind::Increment {
                target: operand, ..
            }
            | ExprKind::Paren(operand) => stack.push(operand),
            ExprKind::Binary { operands, .. } => operands.iter().for_each(|x| stack.push(x)),
            ExprKind::Range { start, step, stop } => {
                stack.push(start);
                if let Some(s) = step {
                    stack.push(s);
                }
                stack.push(stop);
            }
            ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
                rows.iter().flatten().for_each(|x| stack.push(x))
            }
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                stack.push(base);
                args.iter().for_each(|x| stack.push(x));
            }
            ExprKind::Field { base, .. } => stack.push(base),
            ExprKind::DynField { base, name } => {
                stack.push(base);
                stack.push(name);
            }
            ExprKind::AnonFunc { params, body } => {
                let mut inner = HashSet::new();
                uses_of_expr(body, &mut inner);
                for p in params {
                    if let ast::Param::Name(i) = p {
                        inner.remove(i.name.as_str());
                    }
                }
                out.extend(inner);
            }
            _ => {}
        }
    }
}

/// Whether a body needs the dynamic-workspace mode (`eval`, `evalin`,
/// `assignin`, `load`, `save` and `who` as statements).
pub(crate) fn uses_dynamic(stmts: &[Stmt]) -> bool {
    scan_dynamic(stmts).dynamic
}

/// Whether a body reads or writes its caller's variables
/// (`evalin('caller', ...)`, `assignin('caller', ...)`): its callers need
/// the dynamic-workspace mode too.
pub(crate) fn reaches_caller(stmts: &[Stmt]) -> bool {
    scan_dynamic(stmts).caller
}

/// What `scan_dynamic` found in a body.
#[derive(Default)]
struct Scan {
    dynamic: bool,
    caller: bool,
}

fn scan_dynamic(stmts: &[Stmt]) -> Scan {
    let mut found = Scan::default();
    fn check_expr(e: &Expr, found: &mut Scan) {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Index { base, args } => {
                    if let ExprKind::Ident(id) = &base.kind {
                        // `c = who`, `s = whos(...)`, `f = which(...)` read
                        // variables by name too.
                        let reach = decls::reach(&id.name);
                        if reach.any_variable(false) {
                            found.dynamic = true;
                        }
                        let caller = matches!(args.first().map(|a| &a.kind),
                            Some(ExprKind::Str { value, .. }) if value == "caller");
                        if caller && reach == Reach::Caller {
                            found.caller = true;
                        }
                    }
                    stack.push(base);
                    args.iter().for_each(|a| stack.push(a));
                }
                // `s = whos` and `c = who` without parentheses too.
                ExprKind::Ident(id) if decls::reach(&id.name).any_variable(false) => {
                    found.dynamic = true;
                }
                ExprKind::Unary { operand, .. }
                | ExprKind::Postfix { operand, .. }
                | ExprKind::Increment {
                    target: operand, ..
                }
                | ExprKind::Paren(operand) => stack.push(operand),
                ExprKind::Binary { operands, .. } => operands.iter().for_each(|x| stack.push(x)),
                ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
                    rows.iter().flatten().for_each(|x| stack.push(x))
                }
                ExprKind::CellIndex { base, args } => {
                    stack.push(base);
                    args.iter().for_each(|a| stack.push(a));
                }
                ExprKind::Field { base, .. } => stack.push(base),
                ExprKind::Range { start, step, stop } => {
                    stack.push(start);
                    stack.push(stop);
                    if let Some(s) = step {
                        stack.push(s);
                    }
                }
                _ => {}
            }
        }
    }
    fn walk(stmts: &[Stmt], found: &mut Scan) {
        for s in stmts {
            match &s.kind {
                StmtKind::Expr { expr, .. } => {
                    // `load file` / `load(f)` as a statement creates variables.
                    if let ExprKind::Index { base, .. } | ExprKind::CellIndex { base, .. } =
                        &strip_parens(expr).kind
                    {
                        if let ExprKind::Ident(id) = &base.kind {
                            if decls::reach(&id.name).any_variable(true) {
                                found.dynamic = true;
                            }
                        }
                    }
                    if let ExprKind::Ident(id) = &strip_parens(expr).kind {
                        if decls::reach(&id.name).any_variable(true) {
                            found.dynamic = true;
                        }
                    }
                    check_expr(expr, found);
                }
                StmtKind::Command { name, .. } if decls::reach(&name.name).any_variable(true) => {
                    found.dynamic = true;
                }
                StmtKind::MultiAssign { rhs, lhs, .. } => {
                    check_expr(rhs, found);
                    for l in lhs {
                        if let LValue::Expr(e) = l {
                            check_expr(e, found);
                        }
                    }
                }
                StmtKind::Assign { rhs, lhs, .. } => {
                    check_expr(rhs, found);
                    if let LValue::Expr(e) = lhs {
                        check_expr(e, found);
                    }
                }
                StmtKind::OpAssign { rhs, .. } => check_expr(rhs, found),
                StmtKind::If { clauses, .. } => {
                    clauses.iter().for_each(|c| check_expr(&c.cond, found))
                }
                StmtKind::While { cond, .. } | StmtKind::DoUntil { cond, .. } => {
                    check_expr(cond, found)
                }
                StmtKind::For { iter, .. } => check_expr(iter, found),
                StmtKind::Switch { subject, cases, .. } => {
                    check_expr(subject, found);
                    cases.iter().for_each(|c| check_expr(&c.value, found));
                }
                _ => {}
            }
            for_each_body(s, &mut |b| walk(b, found));
        }
    }
    walk(stmts, &mut found);
    found
}
