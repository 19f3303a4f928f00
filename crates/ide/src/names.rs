//! Every identifier of a file, the scope it is written in, and what it names.
//!
//! MATLAB decides what a name is per function: a name assigned anywhere in
//! the function (or a parameter or output) is a variable everywhere in it;
//! any other name is a function (local, nested, on the path, or a builtin).
//! That is `mir::lower`'s rule too; this module applies it to the syntax
//! tree so that an editor can find every occurrence of a name, which the SSA
//! form no longer records.

use std::collections::{BTreeMap, BTreeSet};

use syntax::ast::{
    ClassDef, Expr, ExprKind, File, Function, Ident, LValue, Name, Param, Span, Stmt, StmtKind,
};

pub type ScopeId = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// The statements of a script file.
    Script,
    /// A primary, local or method function.
    Function,
    /// A function written inside another (it shares variables with it).
    Nested,
    /// `@(x) body`: its parameters are its own; other names are the enclosing scope's.
    Anonymous,
}

#[derive(Clone, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    /// The function's name (the file's stem for a script, `@` for an anonymous function).
    pub name: String,
    /// The whole function (for a script: the whole file).
    pub span: Span,
    /// The function's name where it is defined.
    pub name_span: Span,
    pub parent: Option<ScopeId>,
    pub params: Vec<Ident>,
    pub outputs: Vec<Ident>,
    /// Parameters, outputs and every name assigned in the scope.
    pub vars: BTreeSet<Name>,
    /// Every name read in the scope (not in nested functions).
    pub uses: BTreeSet<Name>,
    /// The scope calls something that reads or makes variables by name
    /// (`eval`, `load`, `exist`, `who`, ...): its variables are not all in the text.
    pub dynamic: bool,
    /// A method of this class (a classdef file's functions).
    pub class: Option<String>,
    /// `for` and `catch` variables (nothing asks that they be read).
    pub loop_vars: BTreeSet<Name>,
    /// Names declared `global` or `persistent`.
    pub globals: Vec<Name>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OccKind {
    /// A name in an expression, the root of an assignment target, a `for`
    /// variable, a `catch` variable, a `global` name.
    Name,
    /// The command word of command syntax (`hold on`).
    Command,
    /// A field or member name after a dot: `s.name`.
    Field,
    /// `@name`.
    Handle,
    /// A function's own name in its `function` line.
    FunctionDef,
    /// A parameter or output in a `function` line (or an anonymous function's parameter).
    Param,
    /// A classdef property's name in its `properties` block.
    Property,
}

#[derive(Clone, Debug)]
pub struct Occurrence {
    pub name: Name,
    pub span: Span,
    pub scope: ScopeId,
    pub kind: OccKind,
    /// Assigned here (an assignment target's root, a `for` or `catch` variable).
    pub write: bool,
    /// Also read here (`x(i) = v`, `x += 1` read the old `x`).
    pub read: bool,
    /// For a `Field`: the dotted text from the root name (`a.b.c`); for a
    /// `Name` whose value is dotted on (`pkg.f(...)`): the longest such chain.
    pub chain: Option<String>,
}

/// What a name in a scope refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A variable of this scope (the scope that owns it: a nested function's
    /// parent for a shared name, an anonymous function's enclosing scope for a capture).
    Var(ScopeId),
    /// A function of this file (primary, local, nested or method): its scope.
    LocalFunction(ScopeId),
    /// Something else: a function on the path, a builtin, or nothing.
    Global,
}

/// The names of a file.
#[derive(Clone, Debug, Default)]
pub struct Names {
    pub scopes: Vec<Scope>,
    pub occurrences: Vec<Occurrence>,
    /// The classdef's properties: name and its span.
    pub properties: Vec<Ident>,
    /// The classdef's name, if the file is one.
    pub class_name: Option<Ident>,
    /// Function scopes by name (the first definition wins, as in Octave).
    functions: BTreeMap<String, ScopeId>,
}

/// Whether a call of `name` reads or makes variables by name (its declared
/// reach: `eval`, `load`, `exist`, `clear`, ...).
fn reaches_variables(name: &str) -> bool {
    decls::lookup(name).is_some_and(|d| {
        matches!(
            d.reach,
            decls::Reach::Named
                | decls::Reach::Statement
                | decls::Reach::All
                | decls::Reach::Caller
        )
    })
}

impl Names {
    /// Collects the names of a parsed file; `stem` names a script's scope.
    pub fn of(file: &File, stem: &str, text_len: u32) -> Names {
        let mut n = Names::default();
        let script = n.add_scope(Scope {
            kind: ScopeKind::Script,
            name: stem.to_string(),
            span: Span::new(0, text_len),
            name_span: Span::default(),
            parent: None,
            params: vec![],
            outputs: vec![],
            vars: BTreeSet::new(),
            uses: BTreeSet::new(),
            dynamic: false,
            class: None,
            loop_vars: BTreeSet::new(),
            globals: Vec::new(),
        });
        n.stmts(&file.body, script);
        for f in &file.functions {
            n.add_function(f, None, None);
        }
        if let Some(cd) = &file.classdef {
            n.classdef(cd, script);
        }
        n
    }

    fn add_scope(&mut self, s: Scope) -> ScopeId {
        self.scopes.push(s);
        self.scopes.len() - 1
    }

    fn classdef(&mut self, cd: &ClassDef, script: ScopeId) {
        self.class_name = Some(cd.name.clone());
        for pb in &cd.properties {
            for p in &pb.properties {
                self.properties.push(p.name.clone());
                self.occurrences.push(Occurrence {
                    name: p.name.name.clone(),
                    span: p.name.span,
                    scope: script,
                    kind: OccKind::Property,
                    write: true,
                    read: false,
                    chain: None,
                });
                if let Some(d) = &p.default {
                    self.expr(d, script);
                }
            }
        }
        for mb in &cd.methods {
            for f in &mb.functions {
                self.add_function(f, None, Some(cd.name.name.to_string()));
            }
        }
    }

    fn add_function(&mut self, f: &Function, parent: Option<ScopeId>, class: Option<String>) {
        let mut vars = BTreeSet::new();
        let params: Vec<Ident> = f
            .params
            .iter()
            .filter_map(|p| match p {
                Param::Name(i) => Some(i.clone()),
                Param::Tilde(_) => None,
            })
            .collect();
        vars.extend(params.iter().map(|p| p.name.clone()));
        vars.extend(f.outputs.iter().map(|p| p.name.clone()));
        let id = self.add_scope(Scope {
            kind: if parent.is_some() {
                ScopeKind::Nested
            } else {
                ScopeKind::Function
            },
            name: f.name.name.to_string(),
            span: f.span,
            name_span: f.name.span,
            parent,
            params: params.clone(),
            outputs: f.outputs.clone(),
            vars,
            uses: BTreeSet::new(),
            dynamic: false,
            class,
            loop_vars: BTreeSet::new(),
            globals: Vec::new(),
        });
        self.functions.entry(f.name.name.to_string()).or_insert(id);
        self.push(f.name.clone(), id, OccKind::FunctionDef, false, false);
        for p in params.iter().chain(&f.outputs) {
            self.push(p.clone(), id, OccKind::Param, true, false);
        }
        self.stmts(&f.body, id);
        for nested in &f.nested {
            self.add_function(nested, Some(id), None);
        }
    }

    fn push(&mut self, ident: Ident, scope: ScopeId, kind: OccKind, write: bool, read: bool) {
        if read && kind == OccKind::Name {
            self.scopes[scope].uses.insert(ident.name.clone());
        }
        self.occurrences.push(Occurrence {
            name: ident.name,
            span: ident.span,
            scope,
            kind,
            write,
            read,
            chain: None,
        });
    }

    /// The function scope that owns what `scope` assigns (an anonymous
    /// function assigns nothing: it is its enclosing function's).
    fn owner(&mut self, scope: ScopeId) -> &mut Scope {
        let mut s = scope;
        while self.scopes[s].kind == ScopeKind::Anonymous {
            match self.scopes[s].parent {
                Some(p) => s = p,
                None => break,
            }
        }
        &mut self.scopes[s]
    }

    fn assigned(&mut self, scope: ScopeId, name: &Name) {
        self.owner(scope).vars.insert(name.clone());
    }

    fn stmts(&mut self, stmts: &[Stmt], scope: ScopeId) {
        for s in stmts {
            self.stmt(s, scope);
        }
    }

    fn stmt(&mut self, s: &Stmt, scope: ScopeId) {
        match &s.kind {
            StmtKind::Expr { expr, .. } => self.expr(expr, scope),
            StmtKind::Assign { lhs, rhs, .. } => {
                self.expr(rhs, scope);
                self.lvalue(lhs, scope, false);
            }
            StmtKind::MultiAssign { lhs, rhs, .. } => {
                self.expr(rhs, scope);
                for l in lhs {
                    self.lvalue(l, scope, false);
                }
            }
            StmtKind::OpAssign { lhs, rhs, .. } => {
                self.expr(rhs, scope);
                self.lvalue(lhs, scope, true);
            }
            StmtKind::Command { name, .. } => {
                if reaches_variables(&name.name) {
                    self.scopes[scope].dynamic = true;
                }
                self.push(name.clone(), scope, OccKind::Command, false, true);
            }
            StmtKind::If { clauses, else_body } => {
                for c in clauses {
                    self.expr(&c.cond, scope);
                    self.stmts(&c.body, scope);
                }
                if let Some(b) = else_body {
                    self.stmts(b, scope);
                }
            }
            StmtKind::For {
                var,
                iter,
                body,
                parfor_max,
                ..
            } => {
                self.expr(iter, scope);
                if let Some(m) = parfor_max {
                    self.expr(m, scope);
                }
                self.lvalue(var, scope, false);
                if let LValue::Expr(Expr {
                    kind: ExprKind::Ident(id),
                    ..
                }) = var
                {
                    self.owner(scope).loop_vars.insert(id.name.clone());
                }
                self.stmts(body, scope);
            }
            StmtKind::While { cond, body } | StmtKind::DoUntil { body, cond } => {
                self.expr(cond, scope);
                self.stmts(body, scope);
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                self.expr(subject, scope);
                for c in cases {
                    self.expr(&c.value, scope);
                    self.stmts(&c.body, scope);
                }
                if let Some(b) = otherwise {
                    self.stmts(b, scope);
                }
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                self.stmts(body, scope);
                if let Some(v) = catch_var {
                    self.assigned(scope, &v.name);
                    self.owner(scope).loop_vars.insert(v.name.clone());
                    self.push(v.clone(), scope, OccKind::Name, true, false);
                }
                self.stmts(catch_body, scope);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                self.stmts(body, scope);
                self.stmts(cleanup, scope);
            }
            StmtKind::Global(list) | StmtKind::Persistent(list) => {
                for (id, init) in list {
                    if let Some(e) = init {
                        self.expr(e, scope);
                    }
                    self.assigned(scope, &id.name);
                    self.owner(scope).globals.push(id.name.clone());
                    self.push(id.clone(), scope, OccKind::Name, true, true);
                }
            }
            StmtKind::Break | StmtKind::Continue | StmtKind::Return | StmtKind::Annotation(_) => {}
        }
    }

    /// An assignment target: its root name is written (and read when indexed
    /// or `update`); subscripts and dynamic field names are read.
    fn lvalue(&mut self, l: &LValue, scope: ScopeId, update: bool) {
        let LValue::Expr(e) = l else { return };
        let mut e = e;
        let mut indexed = update;
        let mut fields: Vec<&Ident> = Vec::new();
        loop {
            match &e.kind {
                ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                    for a in args {
                        self.expr(a, scope);
                    }
                    indexed = true;
                    e = base;
                }
                ExprKind::Field { base, name } => {
                    fields.push(name);
                    indexed = true;
                    e = base;
                }
                ExprKind::DynField { base, name } => {
                    self.expr(name, scope);
                    indexed = true;
                    e = base;
                }
                ExprKind::Paren(inner) => e = inner,
                ExprKind::Ident(id) => {
                    self.assigned(scope, &id.name);
                    self.push(id.clone(), scope, OccKind::Name, true, indexed);
                    let mut chain = id.name.to_string();
                    for f in fields.iter().rev() {
                        chain.push('.');
                        chain.push_str(&f.name);
                        self.occurrences.push(Occurrence {
                            name: f.name.clone(),
                            span: f.span,
                            scope,
                            kind: OccKind::Field,
                            write: true,
                            read: false,
                            chain: Some(chain.clone()),
                        });
                    }
                    return;
                }
                _ => {
                    self.expr(e, scope);
                    return;
                }
            }
        }
    }

    fn expr(&mut self, e: &Expr, scope: ScopeId) {
        match &e.kind {
            ExprKind::Ident(id) => self.push(id.clone(), scope, OccKind::Name, false, true),
            ExprKind::Number(_)
            | ExprKind::IntNumber { .. }
            | ExprKind::ImagNumber(_)
            | ExprKind::Str { .. }
            | ExprKind::Colon
            | ExprKind::End => {}
            ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => {
                self.expr(operand, scope)
            }
            // `v(i++)` reads `i` (which must exist) before writing it.
            ExprKind::Increment { target, .. } => self.expr(target, scope),
            ExprKind::Paren(inner) => self.expr(inner, scope),
            ExprKind::Binary { operands, .. } => {
                let [a, b] = &**operands;
                self.expr(a, scope);
                self.expr(b, scope);
            }
            ExprKind::Range { start, step, stop } => {
                self.expr(start, scope);
                if let Some(s) = step {
                    self.expr(s, scope);
                }
                self.expr(stop, scope);
            }
            ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
                for r in rows {
                    for x in r {
                        self.expr(x, scope);
                    }
                }
            }
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                if let ExprKind::Ident(id) = &base.kind {
                    if reaches_variables(&id.name) {
                        self.scopes[scope].dynamic = true;
                    }
                }
                self.expr(base, scope);
                for a in args {
                    self.expr(a, scope);
                }
            }
            ExprKind::Field { .. } => self.field_chain(e, scope),
            ExprKind::DynField { base, name } => {
                self.expr(base, scope);
                self.expr(name, scope);
            }
            ExprKind::FuncHandle(id) => self.push(id.clone(), scope, OccKind::Handle, false, true),
            ExprKind::AnonFunc { params, body } => {
                let ps: Vec<Ident> = params
                    .iter()
                    .filter_map(|p| match p {
                        Param::Name(i) => Some(i.clone()),
                        Param::Tilde(_) => None,
                    })
                    .collect();
                let id = self.add_scope(Scope {
                    kind: ScopeKind::Anonymous,
                    name: "@".into(),
                    span: e.span,
                    name_span: Span::new(e.span.lo, e.span.lo + 1),
                    parent: Some(scope),
                    params: ps.clone(),
                    outputs: vec![],
                    vars: ps.iter().map(|p| p.name.clone()).collect(),
                    uses: BTreeSet::new(),
                    dynamic: false,
                    class: None,
                    loop_vars: BTreeSet::new(),
                    globals: Vec::new(),
                });
                for p in ps {
                    self.push(p, id, OccKind::Param, true, false);
                }
                self.expr(body, id);
            }
        }
    }

    /// `a.b.c`: the root read, each field an occurrence with its dotted chain.
    fn field_chain(&mut self, e: &Expr, scope: ScopeId) {
        let mut fields: Vec<&Ident> = Vec::new();
        let mut cur = e;
        while let ExprKind::Field { base, name } = &cur.kind {
            fields.push(name);
            cur = base;
        }
        let root_chain = match &cur.kind {
            ExprKind::Ident(id) => {
                self.push(id.clone(), scope, OccKind::Name, false, true);
                let last = self.occurrences.len() - 1;
                let mut chain = id.name.to_string();
                for f in fields.iter().rev() {
                    chain.push('.');
                    chain.push_str(&f.name);
                }
                self.occurrences[last].chain = Some(chain);
                Some(id.name.to_string())
            }
            _ => {
                self.expr(cur, scope);
                None
            }
        };
        let mut chain = root_chain;
        for f in fields.iter().rev() {
            chain = chain.map(|c| format!("{c}.{}", f.name));
            self.occurrences.push(Occurrence {
                name: f.name.clone(),
                span: f.span,
                scope,
                kind: OccKind::Field,
                write: false,
                read: true,
                chain: chain.clone(),
            });
        }
    }

    /// The innermost scope whose span holds `offset`.
    pub fn scope_at(&self, offset: u32) -> ScopeId {
        let mut best = 0;
        for (i, s) in self.scopes.iter().enumerate().skip(1) {
            if s.span.lo <= offset
                && offset <= s.span.hi
                && s.span.hi - s.span.lo <= self.scopes[best].span.hi - self.scopes[best].span.lo
            {
                best = i;
            }
        }
        best
    }

    /// The occurrence under `offset` (an identifier's span, end included).
    pub fn occurrence_at(&self, offset: u32) -> Option<&Occurrence> {
        self.occurrences
            .iter()
            .filter(|o| o.span.lo <= offset && offset <= o.span.hi)
            .min_by_key(|o| o.span.hi - o.span.lo)
    }

    /// The function of this file called `name`.
    pub fn function(&self, name: &str) -> Option<ScopeId> {
        self.functions.get(name).copied()
    }

    /// Function scopes in file order (not scripts, not anonymous functions).
    pub fn function_scopes(&self) -> impl Iterator<Item = (ScopeId, &Scope)> {
        self.scopes
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.kind, ScopeKind::Function | ScopeKind::Nested))
    }

    /// What `name` means where it is written in `scope`.
    pub fn resolve(&self, name: &str, scope: ScopeId) -> Resolved {
        let s = &self.scopes[scope];
        match s.kind {
            ScopeKind::Anonymous => {
                if s.vars.contains(name) {
                    return Resolved::Var(scope);
                }
                return match s.parent {
                    Some(p) => self.resolve(name, p),
                    None => Resolved::Global,
                };
            }
            ScopeKind::Nested => {
                let own = s.params.iter().chain(&s.outputs).any(|p| p.name == name);
                if !own {
                    if let Some(p) = s.parent {
                        let shared = self.scopes[p].vars.contains(name)
                            || (self.scopes[p].uses.contains(name) && s.vars.contains(name));
                        if shared {
                            if let Resolved::Var(owner) = self.resolve(name, p) {
                                return Resolved::Var(owner);
                            }
                        }
                    }
                }
                if s.vars.contains(name) {
                    return Resolved::Var(scope);
                }
            }
            ScopeKind::Script | ScopeKind::Function => {
                if s.vars.contains(name) {
                    return Resolved::Var(scope);
                }
            }
        }
        match self.function(name) {
            Some(f) => Resolved::LocalFunction(f),
            None => Resolved::Global,
        }
    }

    /// What the occurrence names (fields and properties are `Global`: they
    /// are found by their class).
    pub fn resolve_occurrence(&self, o: &Occurrence) -> Resolved {
        match o.kind {
            OccKind::Name | OccKind::Command | OccKind::Param => self.resolve(&o.name, o.scope),
            OccKind::Handle => match self.function(&o.name) {
                Some(f) => Resolved::LocalFunction(f),
                None => Resolved::Global,
            },
            OccKind::FunctionDef => match self.function(&o.name) {
                Some(f) => Resolved::LocalFunction(f),
                None => Resolved::Global,
            },
            OccKind::Field | OccKind::Property => Resolved::Global,
        }
    }

    /// Every occurrence that names the same thing as `o` in this file.
    pub fn same_symbol(&self, o: &Occurrence) -> Vec<&Occurrence> {
        let target = self.resolve_occurrence(o);
        match (&target, o.kind) {
            (_, OccKind::Field | OccKind::Property) => self
                .occurrences
                .iter()
                .filter(|x| {
                    matches!(x.kind, OccKind::Field | OccKind::Property) && x.name == o.name
                })
                .collect(),
            (Resolved::Global, _) => self
                .occurrences
                .iter()
                .filter(|x| {
                    x.name == o.name
                        && !matches!(x.kind, OccKind::Field | OccKind::Property)
                        && self.resolve_occurrence(x) == Resolved::Global
                })
                .collect(),
            _ => self
                .occurrences
                .iter()
                .filter(|x| {
                    x.name == o.name
                        && !matches!(x.kind, OccKind::Field | OccKind::Property)
                        && self.resolve_occurrence(x) == target
                })
                .collect(),
        }
    }

    /// The variables visible in `scope` (its own, its enclosing functions' for
    /// anonymous and nested functions).
    pub fn visible_vars(&self, scope: ScopeId) -> BTreeSet<Name> {
        let mut out = BTreeSet::new();
        let mut s = Some(scope);
        while let Some(id) = s {
            out.extend(self.scopes[id].vars.iter().cloned());
            s = match self.scopes[id].kind {
                ScopeKind::Anonymous | ScopeKind::Nested => self.scopes[id].parent,
                _ => None,
            };
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(src: &str) -> Names {
        let p = syntax::parse(src);
        assert!(p.errors.is_empty(), "{:?}", p.errors);
        Names::of(&p.file, "t", src.len() as u32)
    }

    #[test]
    fn a_name_assigned_anywhere_is_a_variable_everywhere() {
        let n = names("function f(a)\n  disp(x)\n  x = a;\n  g(x);\nend\nfunction g(y)\nend\n");
        let f = n.function("f").unwrap();
        assert_eq!(n.resolve("x", f), Resolved::Var(f));
        assert_eq!(n.resolve("a", f), Resolved::Var(f));
        assert_eq!(
            n.resolve("g", f),
            Resolved::LocalFunction(n.function("g").unwrap())
        );
        assert_eq!(n.resolve("disp", f), Resolved::Global);
        let xs: Vec<_> = n.occurrences.iter().filter(|o| o.name == "x").collect();
        assert_eq!(xs.len(), 3);
        assert_eq!(n.same_symbol(xs[0]).len(), 3);
    }

    #[test]
    fn nested_functions_share_their_parents_variables() {
        let n =
            names("function p\n  t = 1;\n  function q\n    t = t + 1;\n    u = 2;\n  end\nend\n");
        let p = n.function("p").unwrap();
        let q = n.function("q").unwrap();
        assert_eq!(n.resolve("t", q), Resolved::Var(p));
        assert_eq!(n.resolve("u", q), Resolved::Var(q));
    }

    #[test]
    fn anonymous_functions_capture_the_enclosing_scope() {
        let n = names("k = 2;\nf = @(x) x + k;\n");
        let anon = n.scope_at(14);
        assert_eq!(n.scopes[anon].kind, ScopeKind::Anonymous);
        assert_eq!(n.resolve("x", anon), Resolved::Var(anon));
        assert_eq!(n.resolve("k", anon), Resolved::Var(0));
    }

    #[test]
    fn field_chains_and_dynamic_scopes() {
        let n = names("s.a.b = 1;\nv = pkg.f(2);\nload data.mat\n");
        let chains: Vec<_> = n
            .occurrences
            .iter()
            .filter_map(|o| o.chain.clone())
            .collect();
        assert!(chains.contains(&"s.a.b".to_string()), "{chains:?}");
        assert!(chains.contains(&"pkg.f".to_string()), "{chains:?}");
        assert!(n.scopes[0].dynamic);
    }
}
