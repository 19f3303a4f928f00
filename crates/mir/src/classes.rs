//! `classdef` files: their methods registered as functions of the file, and what the interpreter needs to know of each class.
//!
//! A class's methods become ordinary functions of its file. Two functions
//! are made for it: `__new__`, which builds an instance with the properties'
//! default values (`obj = __matc_object__('Cls', 'p', default, ...)`), and
//! the constructor (the class's own, or an empty one) with `obj =
//! __new__();` put first in its body, so that the constructor starts from
//! the defaults as MATLAB's does.

use std::collections::HashMap;
use std::sync::Arc as Rc;

use syntax::ast::{self, Expr, ExprKind, Ident, LValue, Stmt, StmtKind};

use crate::ir::{FileId, FuncId, FunctionKind, Program};
use crate::loader::{Loader, Pending, PendingDef};

/// A class as the interpreter sees it.
#[derive(Clone, Debug)]
pub struct ClassMeta {
    pub name: String,
    /// Superclasses as written after `<` (`handle` among them for a handle class).
    pub superclasses: Vec<String>,
    /// Property names in declaration order.
    pub props: Vec<String>,
    /// The properties outside code cannot read (`Access = private`,
    /// `Hidden`): not displayed or listed.
    pub hidden: Vec<String>,
    /// Ordinary and static methods by name (the constructor is not one).
    pub methods: HashMap<String, FuncId>,
    /// The static methods (and constant properties) among `methods`.
    pub statics: Vec<String>,
    pub constructor: FuncId,
    /// The class defines its constructor (else `constructor` is made).
    pub own_constructor: bool,
    /// Builds an instance holding the default values (`__new__`).
    pub new_fn: FuncId,
}

/// The name of the intrinsic that makes an instance from a class name and
/// property name/value pairs.
pub const MAKE_OBJECT: &str = "__matc_object__";
/// `obj@Base(args)` in a constructor: `obj = __matc_super__(obj, 'Base', args...)`
/// runs `Base`'s constructor and copies the properties it set into `obj`.
pub const SUPER_CONSTRUCTOR: &str = "__matc_super__";
/// `name@Base(args)` elsewhere: `__matc_super_method__('name', 'Base', args...)`.
pub const SUPER_METHOD: &str = "__matc_super_method__";
const NEW: &str = "__new__";

fn ident(name: &str, span: ast::Span) -> Ident {
    Ident {
        name: name.into(),
        span,
    }
}

fn expr(kind: ExprKind, span: ast::Span) -> Expr {
    Expr { kind, span }
}

fn text(s: &str, span: ast::Span) -> Expr {
    expr(
        ExprKind::Str {
            value: s.into(),
            double_quoted: false,
        },
        span,
    )
}

/// `out = f(args);`
fn assign_call(out: &str, f: &str, args: Vec<Expr>, span: ast::Span) -> Stmt {
    let call = expr(
        ExprKind::Index {
            base: Box::new(expr(ExprKind::Ident(ident(f, span)), span)),
            args,
        },
        span,
    );
    Stmt {
        kind: StmtKind::Assign {
            lhs: LValue::Expr(expr(ExprKind::Ident(ident(out, span)), span)),
            rhs: call,
            print: false,
        },
        span,
    }
}

fn function(name: &str, out: &str, body: Vec<Stmt>, span: ast::Span) -> ast::Function {
    ast::Function {
        name: ident(name, span),
        outputs: vec![ident(out, span)],
        params: Vec::new(),
        body,
        nested: Vec::new(),
        defaults: Vec::new(),
        has_end: true,
        span,
    }
}

/// The parts of a name `obj@Base` the parser keeps whole.
fn super_ref(e: &Expr) -> Option<(&str, &str, &[Expr])> {
    let (base, args) = match &e.kind {
        ExprKind::Index { base, args } => (&**base, args.as_slice()),
        _ => (e, &[][..]),
    };
    match &base.kind {
        ExprKind::Ident(id) => {
            let (name, sup) = id.name.split_once('@')?;
            Some((name, sup, args))
        }
        _ => None,
    }
}

/// `__matc_super_method__('name', 'Base', args...)`.
fn super_method_call(name: &str, sup: &str, args: &[Expr], span: ast::Span) -> Expr {
    let mut a = vec![text(name, span), text(sup, span)];
    a.extend(args.iter().cloned());
    expr(
        ExprKind::Index {
            base: Box::new(expr(ExprKind::Ident(ident(SUPER_METHOD, span)), span)),
            args: a,
        },
        span,
    )
}

/// Rewrites the superclass calls `obj@Base(...)` (with `obj` the
/// constructor's output `ctor_out`) and `name@Base(...)` of a method body.
fn rewrite_super_calls(body: &mut [Stmt], ctor_out: Option<&str>) {
    for s in body {
        let span = s.span;
        match &mut s.kind {
            StmtKind::Expr { expr: e, .. } => {
                if let Some((name, sup, args)) = super_ref(e) {
                    if ctor_out == Some(name) {
                        let mut a = vec![
                            expr(ExprKind::Ident(ident(name, span)), span),
                            text(sup, span),
                        ];
                        a.extend(args.iter().cloned());
                        let name = name.to_string();
                        *s = assign_call(&name, SUPER_CONSTRUCTOR, a, span);
                    } else {
                        *e = super_method_call(name, sup, args, span);
                    }
                }
            }
            StmtKind::Assign { rhs, .. } | StmtKind::MultiAssign { rhs, .. } => {
                if let Some((name, sup, args)) = super_ref(rhs) {
                    *rhs = super_method_call(name, sup, args, span);
                }
            }
            StmtKind::If { clauses, else_body } => {
                for c in clauses {
                    rewrite_super_calls(&mut c.body, ctor_out);
                }
                if let Some(b) = else_body {
                    rewrite_super_calls(b, ctor_out);
                }
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => rewrite_super_calls(body, ctor_out),
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for c in cases {
                    rewrite_super_calls(&mut c.body, ctor_out);
                }
                if let Some(b) = otherwise {
                    rewrite_super_calls(b, ctor_out);
                }
            }
            StmtKind::Try {
                body, catch_body, ..
            } => {
                rewrite_super_calls(body, ctor_out);
                rewrite_super_calls(catch_body, ctor_out);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                rewrite_super_calls(body, ctor_out);
                rewrite_super_calls(cleanup, ctor_out);
            }
            _ => {}
        }
    }
}

impl Loader {
    /// Registers the methods of the classdef `cd` (in file `file`) and the class itself.
    pub(crate) fn register_class(&mut self, prog: &mut Program, file: FileId, cd: &ast::ClassDef) {
        let name = cd.name.name.to_string();
        let span = cd.span;
        let mut props = Vec::new();
        let mut hidden = Vec::new();
        let mut constants = Vec::new();
        let mut pairs = vec![text(&name, span)];
        for b in &cd.properties {
            let attrs: String = b
                .attributes
                .as_deref()
                .unwrap_or("")
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect::<String>()
                .to_ascii_lowercase();
            let has = |a: &str| {
                attrs
                    .split(['(', ')', ','])
                    .any(|x| x == a || x == format!("{a}=true"))
            };
            let private = ["access", "getaccess"]
                .iter()
                .any(|k| has(&format!("{k}=private")) || has(&format!("{k}=protected")));
            for p in &b.properties {
                if private || has("hidden") {
                    hidden.push(p.name.name.to_string());
                }
                if has("constant") {
                    // `Cls.NAME` reads it through a static method of that name.
                    let value = p
                        .default
                        .clone()
                        .unwrap_or_else(|| expr(ExprKind::Matrix(Vec::new()), p.name.span));
                    constants.push((p.name.name.to_string(), value));
                }
            }
        }
        for p in cd.properties.iter().flat_map(|b| &b.properties) {
            props.push(p.name.name.to_string());
            pairs.push(text(&p.name.name, p.name.span));
            pairs.push(
                p.default
                    .clone()
                    .unwrap_or_else(|| expr(ExprKind::Matrix(Vec::new()), p.name.span)),
            );
        }
        let new_body = vec![assign_call("obj", MAKE_OBJECT, pairs, span)];
        let mut methods = HashMap::new();
        let mut constructor = None;
        let mut statics: Vec<String> = constants.iter().map(|(c, _)| c.clone()).collect();
        for b in &cd.methods {
            let attrs = b.attributes.as_deref().unwrap_or("").to_ascii_lowercase();
            let is_static = attrs
                .split(['(', ')', ','])
                .any(|a| matches!(a.trim().replace(' ', "").as_str(), "static" | "static=true"));
            if is_static {
                statics.extend(b.functions.iter().map(|f| f.name.name.to_string()));
            }
        }
        let mut defs: Vec<ast::Function> = vec![function(NEW, "obj", new_body, span)];
        for f in cd.methods.iter().flat_map(|b| &b.functions) {
            let mut f = f.clone();
            if *f.name.name == *name {
                // The constructor starts from the defaults (its first output is the object).
                let out = f
                    .outputs
                    .first()
                    .map_or("obj".to_string(), |o| o.name.to_string());
                rewrite_super_calls(&mut f.body, Some(&out));
                f.body.insert(0, assign_call(&out, NEW, Vec::new(), f.span));
            } else {
                rewrite_super_calls(&mut f.body, None);
            }
            defs.push(f);
        }
        for (c, value) in constants {
            let s = value.span;
            let body = vec![Stmt {
                kind: StmtKind::Assign {
                    lhs: LValue::Expr(expr(ExprKind::Ident(ident("v", s)), s)),
                    rhs: value,
                    print: false,
                },
                span: s,
            }];
            let mut f = function(&c, "v", body, s);
            f.params = vec![ast::Param::Name(ident("varargin", s))];
            defs.push(f);
        }
        let own_constructor = defs.iter().any(|f| *f.name.name == *name);
        if !own_constructor {
            let body = vec![assign_call("obj", NEW, Vec::new(), span)];
            defs.push(function(&name, "obj", body, span));
        }
        for f in defs {
            let fname = f.name.name.to_string();
            if self.files[file.index()].locals.contains_key(&fname) {
                continue;
            }
            let id = FuncId(prog.functions.len() as u32);
            prog.functions.push(crate::ir::Function::empty(
                fname.clone(),
                FunctionKind::Named,
                file,
                f.span,
            ));
            self.files[file.index()].locals.insert(fname.clone(), id);
            if fname == name {
                constructor = Some(id);
            } else if fname != NEW {
                prog.overloaded.insert(fname.clone());
                methods.insert(fname, id);
            }
            self.pending.push(Pending {
                id,
                file,
                def: PendingDef::Named(Rc::new(f)),
            });
        }
        let locals = &self.files[file.index()].locals;
        let meta = ClassMeta {
            name: name.clone(),
            superclasses: cd.superclasses.iter().map(|s| s.name.to_string()).collect(),
            props,
            hidden,
            methods,
            statics,
            constructor: constructor.expect("a constructor is always registered"),
            own_constructor,
            new_fn: locals[NEW],
        };
        self.classes.insert(name, meta);
    }

    /// The class named `name`, loading its file from the search path if needed.
    pub fn class(&mut self, prog: &mut Program, name: &str) -> Option<&ClassMeta> {
        if !self.classes.contains_key(name) {
            let _ = self.resolve_function(prog, name);
        }
        self.classes.get(name)
    }

    /// Whether function `f` is a class's constructor (so `Cls.name` is a static method).
    pub fn is_class(&self, prog: &Program, f: FuncId) -> bool {
        let name = &prog.func(f).name;
        self.classes
            .get(name.as_str())
            .is_some_and(|c| c.constructor == f)
    }
}
