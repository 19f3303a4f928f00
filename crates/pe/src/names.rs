//! Names in a tree: a function's variables, the names a statement reads, the functions the specializer runs or leaves alone, and the expressions that may be lists.

use std::collections::{BTreeSet, HashSet};

use syntax::ast::{Expr, ExprKind, Function, LValue, Name, Param, Stmt, StmtKind};

/// Octave functions matc does not implement that read their caller (its
/// argument count, its variables): a program may define them, and a
/// function calling one is left as written, as for a builtin with a reach.
const READ_CALLER: &[&str] = &["inputParser", "nthargout"];

/// Whether a call of `name` reads or writes the calling function's
/// workspace by name, or its argument count or name, other than as the
/// specializer knows it (`nargin`): a function calling one is left as
/// written.
fn dynamic(name: &str) -> bool {
    !matches!(
        decls::reach(name),
        decls::Reach::None | decls::Reach::Counts
    ) || READ_CALLER.contains(&name)
}

/// Every identifier `e` mentions (variables and function names alike).
pub fn idents_in_expr(e: &Expr, f: &mut impl FnMut(&Name)) {
    match &e.kind {
        ExprKind::Ident(id) => f(&id.name),
        ExprKind::FuncHandle(id) => f(&id.name),
        ExprKind::Unary { operand, .. }
        | ExprKind::Postfix { operand, .. }
        | ExprKind::Increment {
            target: operand, ..
        } => idents_in_expr(operand, f),
        ExprKind::Paren(x) => idents_in_expr(x, f),
        ExprKind::Binary { operands, .. } => {
            idents_in_expr(&operands[0], f);
            idents_in_expr(&operands[1], f);
        }
        ExprKind::Range { start, step, stop } => {
            idents_in_expr(start, f);
            if let Some(s) = step {
                idents_in_expr(s, f);
            }
            idents_in_expr(stop, f);
        }
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
            for x in rows.iter().flatten() {
                idents_in_expr(x, f);
            }
        }
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            idents_in_expr(base, f);
            for a in args {
                idents_in_expr(a, f);
            }
        }
        ExprKind::Field { base, .. } => idents_in_expr(base, f),
        ExprKind::DynField { base, name } => {
            idents_in_expr(base, f);
            idents_in_expr(name, f);
        }
        ExprKind::AnonFunc { body, .. } => idents_in_expr(body, f),
        ExprKind::Number(_)
        | ExprKind::ImagNumber(_)
        | ExprKind::IntNumber { .. }
        | ExprKind::Str { .. }
        | ExprKind::Colon
        | ExprKind::End => {}
    }
}

/// Every expression and assignment target directly in `s` and in the
/// statements nested in it.
pub fn walk_stmt(s: &Stmt, on_expr: &mut impl FnMut(&Expr), on_target: &mut impl FnMut(&Name)) {
    let lv = |l: &LValue, on_expr: &mut dyn FnMut(&Expr), on_target: &mut dyn FnMut(&Name)| {
        if let LValue::Expr(e) = l {
            on_expr(e);
            if let Some(n) = lvalue_base(e) {
                on_target(n);
            }
        }
    };
    match &s.kind {
        StmtKind::Expr { expr, .. } => on_expr(expr),
        StmtKind::Assign { lhs, rhs, .. } | StmtKind::OpAssign { lhs, rhs, .. } => {
            lv(lhs, on_expr, on_target);
            on_expr(rhs);
        }
        StmtKind::MultiAssign { lhs, rhs, .. } => {
            for l in lhs {
                lv(l, on_expr, on_target);
            }
            on_expr(rhs);
        }
        StmtKind::Command { name, .. } => on_target(&name.name),
        StmtKind::If { clauses, else_body } => {
            for c in clauses {
                on_expr(&c.cond);
                walk_stmts(&c.body, on_expr, on_target);
            }
            if let Some(b) = else_body {
                walk_stmts(b, on_expr, on_target);
            }
        }
        StmtKind::For {
            var,
            key,
            iter,
            body,
            parfor_max,
            ..
        } => {
            lv(var, on_expr, on_target);
            if let Some(k) = key {
                lv(k, on_expr, on_target);
            }
            on_expr(iter);
            if let Some(m) = parfor_max {
                on_expr(m);
            }
            walk_stmts(body, on_expr, on_target);
        }
        StmtKind::While { cond, body } | StmtKind::DoUntil { body, cond } => {
            on_expr(cond);
            walk_stmts(body, on_expr, on_target);
        }
        StmtKind::Switch {
            subject,
            cases,
            otherwise,
        } => {
            on_expr(subject);
            for c in cases {
                on_expr(&c.value);
                walk_stmts(&c.body, on_expr, on_target);
            }
            if let Some(b) = otherwise {
                walk_stmts(b, on_expr, on_target);
            }
        }
        StmtKind::Try {
            body,
            catch_var,
            catch_body,
        } => {
            walk_stmts(body, on_expr, on_target);
            if let Some(v) = catch_var {
                on_target(&v.name);
            }
            walk_stmts(catch_body, on_expr, on_target);
        }
        StmtKind::UnwindProtect { body, cleanup } => {
            walk_stmts(body, on_expr, on_target);
            walk_stmts(cleanup, on_expr, on_target);
        }
        StmtKind::Global(vs) | StmtKind::Persistent(vs) => {
            for (id, init) in vs {
                on_target(&id.name);
                if let Some(e) = init {
                    on_expr(e);
                }
            }
        }
        StmtKind::Break | StmtKind::Continue | StmtKind::Return | StmtKind::Annotation(_) => {}
    }
}

pub fn walk_stmts(ss: &[Stmt], on_expr: &mut impl FnMut(&Expr), on_target: &mut impl FnMut(&Name)) {
    for s in ss {
        walk_stmt(s, on_expr, on_target);
    }
}

/// The variable an assignment target writes (`x` of `x(i).f{2}`).
pub fn lvalue_base(e: &Expr) -> Option<&Name> {
    match &e.kind {
        ExprKind::Ident(id) => Some(&id.name),
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. } => lvalue_base(base),
        _ => None,
    }
}

/// The names that are variables in `f`: parameters, outputs and every name assigned.
pub fn variables(f: &Function) -> HashSet<Name> {
    let mut vars = HashSet::new();
    for p in &f.params {
        if let Param::Name(id) = p {
            vars.insert(id.name.clone());
        }
    }
    for o in &f.outputs {
        vars.insert(o.name.clone());
    }
    vars.insert(Name::new("ans"));
    walk_stmts(&f.body, &mut |_| {}, &mut |n| {
        vars.insert(n.clone());
    });
    vars
}

/// Every name read anywhere in `ss` (an over-approximation: targets'
/// subscripts and bases count as read).
pub fn used_in_stmts(ss: &[Stmt]) -> BTreeSet<Name> {
    let mut used = BTreeSet::new();
    walk_stmts(
        ss,
        &mut |e| {
            idents_in_expr(e, &mut |n| {
                used.insert(n.clone());
            })
        },
        &mut |_| {},
    );
    used
}

/// Every string literal in `ss`.
pub fn strings_in_stmts(ss: &[Stmt]) -> Vec<String> {
    fn visit(e: &Expr, out: &mut Vec<String>) {
        if let ExprKind::Str { value, .. } = &e.kind {
            out.push(value.to_string());
        }
        let mut sub = Vec::new();
        children(e, &mut sub);
        for c in sub {
            visit(c, out);
        }
    }
    let mut out = Vec::new();
    walk_stmts(ss, &mut |e| visit(e, &mut out), &mut |_| {});
    out
}

/// The direct subexpressions of `e`.
fn children<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Unary { operand, .. }
        | ExprKind::Postfix { operand, .. }
        | ExprKind::Increment {
            target: operand, ..
        } => out.push(operand),
        ExprKind::Paren(x) => out.push(x),
        ExprKind::Binary { operands, .. } => out.extend(operands.iter()),
        ExprKind::Range { start, step, stop } => {
            out.push(start);
            out.extend(step.as_deref());
            out.push(stop);
        }
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => out.extend(rows.iter().flatten()),
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            out.push(base);
            out.extend(args.iter());
        }
        ExprKind::Field { base, .. } => out.push(base),
        ExprKind::DynField { base, name } => {
            out.push(base);
            out.push(name);
        }
        ExprKind::AnonFunc { body, .. } => out.push(body),
        _ => {}
    }
}

/// Whether the specializer may rewrite `f`: no workspace access by name,
/// no globals, persistents, nested functions or commands, and no variable
/// named like a literal's function.
pub fn specializable(f: &Function) -> bool {
    // Octave's default parameter values are left to the interpreter.
    if !f.nested.is_empty() || !f.defaults.is_empty() {
        return false;
    }
    let vars = variables(f);
    if crate::literal::CALLED.iter().any(|n| vars.contains(*n)) {
        return false;
    }
    let mut ok = !f.body.iter().any(contains_decl);
    walk_stmts(
        &f.body,
        &mut |e| {
            idents_in_expr(e, &mut |n| {
                if dynamic(n.as_str()) {
                    ok = false;
                }
            });
            // Octave's `x++` assigns inside an expression: left to the interpreter.
            ok &= !has_increment(e);
        },
        &mut |_| {},
    );
    ok
}

fn has_increment(e: &Expr) -> bool {
    if let ExprKind::Increment { .. } = e.kind {
        return true;
    }
    let mut kids = Vec::new();
    children(e, &mut kids);
    kids.into_iter().any(has_increment)
}

fn contains_decl(s: &Stmt) -> bool {
    let mut found = false;
    let mut visit = |ss: &[Stmt]| ss.iter().any(contains_decl);
    match &s.kind {
        StmtKind::Global(_) | StmtKind::Persistent(_) | StmtKind::Command { .. } => true,
        // Octave's loop over a struct's fields is left to the interpreter.
        StmtKind::For { key: Some(_), .. } => true,
        StmtKind::If { clauses, else_body } => {
            for c in clauses {
                found |= visit(&c.body);
            }
            found | else_body.as_deref().is_some_and(&mut visit)
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoUntil { body, .. } => visit(body),
        StmtKind::Switch {
            cases, otherwise, ..
        } => {
            for c in cases {
                found |= visit(&c.body);
            }
            found | otherwise.as_deref().is_some_and(&mut visit)
        }
        StmtKind::Try {
            body, catch_body, ..
        } => visit(body) | visit(catch_body),
        StmtKind::UnwindProtect { body, cleanup } => visit(body) | visit(cleanup),
        _ => false,
    }
}

/// Whether `ss` holds a `break` or `continue` that leaves no loop of its own.
pub fn has_loop_exit(ss: &[Stmt]) -> bool {
    ss.iter().any(|s| match &s.kind {
        StmtKind::Break | StmtKind::Continue => true,
        StmtKind::If { clauses, else_body } => {
            clauses.iter().any(|c| has_loop_exit(&c.body))
                || else_body.as_deref().is_some_and(has_loop_exit)
        }
        StmtKind::Switch {
            cases, otherwise, ..
        } => {
            cases.iter().any(|c| has_loop_exit(&c.body))
                || otherwise.as_deref().is_some_and(has_loop_exit)
        }
        StmtKind::Try {
            body, catch_body, ..
        } => has_loop_exit(body) || has_loop_exit(catch_body),
        StmtKind::UnwindProtect { body, cleanup } => has_loop_exit(body) || has_loop_exit(cleanup),
        _ => false,
    })
}

/// Whether `ss` holds a loop (at any depth).
pub fn has_loop(ss: &[Stmt]) -> bool {
    ss.iter().any(|s| match &s.kind {
        StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoUntil { .. } => true,
        StmtKind::If { clauses, else_body } => {
            clauses.iter().any(|c| has_loop(&c.body)) || else_body.as_deref().is_some_and(has_loop)
        }
        StmtKind::Switch {
            cases, otherwise, ..
        } => cases.iter().any(|c| has_loop(&c.body)) || otherwise.as_deref().is_some_and(has_loop),
        StmtKind::Try {
            body, catch_body, ..
        } => has_loop(body) || has_loop(catch_body),
        StmtKind::UnwindProtect { body, cleanup } => has_loop(body) || has_loop(cleanup),
        _ => false,
    })
}

/// Whether `name` is a builtin that static evaluation may run.
pub fn is_pure_builtin(name: &str) -> bool {
    runtime::builtins::is_builtin(name)
        && decls::lookup(name).is_some_and(|d| d.effect == decls::Effect::Pure)
}

/// Whether `e` may stand for a comma-separated list of any length.
pub fn may_be_list(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::CellIndex { .. } | ExprKind::Field { .. } | ExprKind::DynField { .. }
    )
}
