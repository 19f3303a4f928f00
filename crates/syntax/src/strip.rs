//! Resets every span in a tree, so that trees can be compared "spans aside"
//! (the printer round-trip test: parse → print → parse gives the same tree).

use crate::ast::*;

pub fn file(f: &mut File) {
    stmts(&mut f.body);
    f.functions.iter_mut().for_each(function);
    if let Some(cd) = &mut f.classdef {
        cd.span = Span::default();
        ident(&mut cd.name);
        cd.superclasses.iter_mut().for_each(ident);
        for pb in &mut cd.properties {
            for p in &mut pb.properties {
                ident(&mut p.name);
                if let Some(e) = &mut p.default {
                    expr(e);
                }
            }
        }
        for mb in &mut cd.methods {
            mb.functions.iter_mut().for_each(function);
            mb.signatures.iter_mut().for_each(function);
        }
        cd.events.iter_mut().for_each(ident);
        for (id, args) in &mut cd.enumeration {
            ident(id);
            args.iter_mut().for_each(expr);
        }
    }
}

fn ident(i: &mut Ident) {
    i.span = Span::default();
}

fn param(p: &mut Param) {
    match p {
        Param::Name(i) => ident(i),
        Param::Tilde(s) => *s = Span::default(),
    }
}

pub fn function(f: &mut Function) {
    f.span = Span::default();
    ident(&mut f.name);
    f.outputs.iter_mut().for_each(ident);
    f.params.iter_mut().for_each(param);
    f.defaults.iter_mut().for_each(|(_, e)| expr(e));
    stmts(&mut f.body);
    f.nested.iter_mut().for_each(function);
}

pub fn stmts(ss: &mut [Stmt]) {
    ss.iter_mut().for_each(stmt);
}

fn lvalue(l: &mut LValue) {
    match l {
        LValue::Tilde(s) => *s = Span::default(),
        LValue::Expr(e) => expr(e),
    }
}

pub fn stmt(s: &mut Stmt) {
    s.span = Span::default();
    match &mut s.kind {
        StmtKind::Expr { expr: e, .. } => expr(e),
        StmtKind::MultiAssign { lhs, rhs, .. } => {
            lhs.iter_mut().for_each(lvalue);
            expr(rhs);
        }
        StmtKind::Assign { lhs, rhs, .. } | StmtKind::OpAssign { lhs, rhs, .. } => {
            lvalue(lhs);
            expr(rhs);
        }
        StmtKind::Command { name, .. } => ident(name),
        StmtKind::If { clauses, else_body } => {
            for c in clauses {
                expr(&mut c.cond);
                stmts(&mut c.body);
            }
            if let Some(b) = else_body {
                stmts(b);
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
            lvalue(var);
            if let Some(k) = key {
                lvalue(k);
            }
            expr(iter);
            stmts(body);
            if let Some(m) = parfor_max {
                expr(m);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoUntil { body, cond } => {
            expr(cond);
            stmts(body);
        }
        StmtKind::Switch {
            subject,
            cases,
            otherwise,
        } => {
            expr(subject);
            for c in cases {
                expr(&mut c.value);
                stmts(&mut c.body);
            }
            if let Some(b) = otherwise {
                stmts(b);
            }
        }
        StmtKind::Try {
            body,
            catch_var,
            catch_body,
        } => {
            stmts(body);
            if let Some(v) = catch_var {
                ident(v);
            }
            stmts(catch_body);
        }
        StmtKind::UnwindProtect { body, cleanup } => {
            stmts(body);
            stmts(cleanup);
        }
        StmtKind::Global(v) | StmtKind::Persistent(v) => {
            for (id, init) in v {
                ident(id);
                if let Some(e) = init {
                    expr(e);
                }
            }
        }
        StmtKind::Break | StmtKind::Continue | StmtKind::Return | StmtKind::Annotation(_) => {}
    }
}

pub fn expr(e: &mut Expr) {
    e.span = Span::default();
    match &mut e.kind {
        ExprKind::Number(_)
        | ExprKind::ImagNumber(_)
        | ExprKind::IntNumber { .. }
        | ExprKind::Str { .. }
        | ExprKind::Colon
        | ExprKind::End => {}
        ExprKind::Ident(i) | ExprKind::FuncHandle(i) => ident(i),
        ExprKind::Unary { operand, .. }
        | ExprKind::Postfix { operand, .. }
        | ExprKind::Increment {
            target: operand, ..
        } => expr(operand),
        ExprKind::Paren(x) => expr(x),
        ExprKind::Binary { operands, .. } => operands.iter_mut().for_each(expr),
        ExprKind::Range { start, step, stop } => {
            expr(start);
            if let Some(s) = step {
                expr(s);
            }
            expr(stop);
        }
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
            rows.iter_mut().flatten().for_each(expr);
        }
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            expr(base);
            args.iter_mut().for_each(expr);
        }
        ExprKind::Field { base, name } => {
            expr(base);
            ident(name);
        }
        ExprKind::DynField { base, name } => {
            expr(base);
            expr(name);
        }
        ExprKind::AnonFunc { params, body } => {
            params.iter_mut().for_each(param);
            expr(body);
        }
    }
}
