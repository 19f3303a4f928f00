//! Statements: assignments, branches pruned, loops unrolled or kept with their state at a fixpoint.

use runtime::{Class, Value};
use syntax::ast::{Expr, ExprKind, IfClause, LValue, Name, Stmt, StmtKind, SwitchCase};

use crate::abs::{join_opt, AVal, Env, Facts, Slot};
use crate::expr::known;
use crate::literal::{self, call, expr, ident, safe_stmt, stmt};
use crate::names;
use crate::spec::{Frame, LoopCtx, Specializer};

/// Most iterations a loop is unrolled for.
const MAX_UNROLL: usize = 200;
/// Most statements one unrolled loop may leave.
const MAX_UNROLLED_STATEMENTS: usize = 2000;
/// Passes over a residual loop's body before its state is widened.
const MAX_FIXPOINT_PASSES: usize = 6;

/// How a loop is iterated: `for var = values` or `while cond`.
enum LoopKind<'e> {
    For {
        var: &'e Name,
        values: Option<Facts>,
    },
    While {
        cond: &'e Expr,
    },
}

impl Specializer<'_> {
    /// Specializes `stmts` from `env`, appending the residual to `out`: the
    /// state after them, `None` when control does not reach their end.
    pub fn block(
        &mut self,
        fr: &mut Frame,
        stmts: &[Stmt],
        env: Env,
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        let mut env = env;
        for s in stmts {
            fr.env = env;
            env = self.statement(fr, s, out)?;
        }
        Some(env)
    }

    fn statement(&mut self, fr: &mut Frame, s: &Stmt, out: &mut Vec<Stmt>) -> Option<Env> {
        self.budget = self.budget.saturating_sub(1);
        match &s.kind {
            StmtKind::Assign { lhs, rhs, print } => {
                self.assign(fr, lhs, rhs, *print, out);
                Some(fr.env.clone())
            }
            StmtKind::OpAssign {
                lhs:
                    LValue::Expr(
                        target @ Expr {
                            kind: ExprKind::Ident(_),
                            ..
                        },
                    ),
                op,
                rhs,
                print,
            } => {
                let rhs = expr(ExprKind::Binary {
                    op: *op,
                    operands: Box::new([target.clone(), paren(rhs)]),
                });
                self.assign(fr, &LValue::Expr(target.clone()), &rhs, *print, out);
                Some(fr.env.clone())
            }
            StmtKind::MultiAssign { lhs, rhs, print } => {
                self.multi_assign(fr, lhs, rhs, *print, out);
                Some(fr.env.clone())
            }
            StmtKind::Expr { expr: e, print } => {
                if let ExprKind::Ident(id) = &e.kind {
                    if fr.is_var(&id.name) {
                        // Displays the variable under its name: never folded.
                        out.push(s.clone());
                        return Some(fr.env.clone());
                    }
                }
                let (re, av) = match &e.kind {
                    ExprKind::Index { base, args } => match &base.kind {
                        ExprKind::Ident(id) if !fr.is_var(&id.name) => {
                            let r = self.call(fr, &id.name, args, 0, e);
                            (
                                r.residual,
                                r.outs.into_iter().next().unwrap_or_else(AVal::unknown),
                            )
                        }
                        _ => self.expr(fr, e),
                    },
                    ExprKind::Ident(id) => {
                        let r = self.call(fr, &id.name, &[], 0, e);
                        (
                            r.residual,
                            r.outs.into_iter().next().unwrap_or_else(AVal::unknown),
                        )
                    }
                    _ => self.expr(fr, e),
                };
                let kind = StmtKind::Expr {
                    expr: re,
                    print: *print,
                };
                match av {
                    AVal::Known(v) => {
                        out.push(if *print { stmt(kind) } else { safe_stmt(kind) });
                        fr.env.set("ans", known(v));
                    }
                    AVal::Dyn(_) => {
                        out.push(stmt(kind));
                        fr.env.forget("ans");
                    }
                }
                Some(fr.env.clone())
            }
            StmtKind::If { clauses, else_body } => {
                self.if_stmt(fr, clauses, else_body.as_deref(), out)
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => self.switch_stmt(fr, subject, cases, otherwise.as_deref(), out),
            StmtKind::For {
                var:
                    LValue::Expr(Expr {
                        kind: ExprKind::Ident(id),
                        ..
                    }),
                key: None,
                iter,
                body,
                parfor: false,
                ..
            } => self.for_stmt(fr, &id.name, iter, body, out),
            StmtKind::While { cond, body } => self.while_stmt(fr, cond, body, out),
            StmtKind::Break | StmtKind::Continue => {
                let is_break = matches!(s.kind, StmtKind::Break);
                let depth = fr.dyn_depth;
                let env = fr.env.clone();
                let Some(lp) = fr.loops.last_mut() else {
                    out.push(s.clone());
                    return None;
                };
                if lp.unrolling && depth > lp.depth {
                    lp.aborted = true;
                }
                let slot = if is_break {
                    &mut lp.breaks
                } else {
                    &mut lp.continues
                };
                *slot = join_opt(slot.take(), Some(env));
                if !lp.unrolling {
                    out.push(s.clone());
                }
                None
            }
            StmtKind::Return => {
                fr.returns = join_opt(fr.returns.take(), Some(fr.env.clone()));
                if fr.dyn_depth > 0 {
                    out.push(s.clone());
                }
                None
            }
            StmtKind::Annotation(_) => Some(fr.env.clone()),
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } if !names::has_loop_exit(body)
                && !names::has_loop_exit(catch_body)
                && !contains_return(s) =>
            {
                self.try_stmt(fr, body, catch_var.as_ref(), catch_body, out)
            }
            _ => {
                // Left as written: whatever it assigns is forgotten.
                if names::has_loop_exit(std::slice::from_ref(s)) {
                    if let Some(lp) = fr.loops.last_mut() {
                        if lp.unrolling {
                            lp.aborted = true;
                        } else {
                            let env = fr.env.widen();
                            lp.breaks = join_opt(lp.breaks.take(), Some(env.clone()));
                            lp.continues = join_opt(lp.continues.take(), Some(env));
                        }
                    }
                }
                let mut targets = Vec::new();
                names::walk_stmt(s, &mut |_| {}, &mut |n| targets.push(n.clone()));
                for t in &targets {
                    fr.env.forget(t);
                }
                fr.env.forget("ans");
                if contains_return(s) {
                    fr.returns = join_opt(fr.returns.take(), Some(fr.env.clone()));
                }
                out.push(s.clone());
                Some(fr.env.clone())
            }
        }
    }

    fn assign(
        &mut self,
        fr: &mut Frame,
        lhs: &LValue,
        rhs: &Expr,
        print: bool,
        out: &mut Vec<Stmt>,
    ) {
        let LValue::Expr(target) = lhs else {
            let (re, _) = self.expr(fr, rhs);
            out.push(stmt(StmtKind::Assign {
                lhs: lhs.clone(),
                rhs: re,
                print,
            }));
            return;
        };
        if let ExprKind::Ident(id) = &target.kind {
            let (re, av) = self.value_expr(fr, rhs, 1);
            let safe = match &av {
                AVal::Known(_) => true,
                AVal::Dyn(_) => matches!(&re.kind, ExprKind::Ident(v)
                    if fr.is_var(&v.name) && matches!(fr.env.get(&v.name), Some(Slot::Defined(_)))),
            };
            let kind = StmtKind::Assign {
                lhs: lhs.clone(),
                rhs: re,
                print,
            };
            out.push(if safe && !print {
                safe_stmt(kind)
            } else {
                stmt(kind)
            });
            fr.env.set(&id.name, av);
            return;
        }
        // An indexed or field target: `x(i) = v`, `x{i} = v`, `x.f = v`.
        let (re, av) = self.expr(fr, rhs);
        // A computed empty value is stored (an error where it does not
        // fit); written as `[]` or `''`, it would delete instead.
        let re = if deletes(&re) && !deletes(rhs) {
            let empty = call("zeros", vec![num_expr(0.0), num_expr(0.0)]);
            match &re.kind {
                ExprKind::Str { .. } => call("char", vec![empty]),
                _ => empty,
            }
        } else {
            re
        };
        let base_name = names::lvalue_base(target).cloned();
        let old = base_name.as_ref().and_then(|n| match fr.env.get(n) {
            Some(Slot::Defined(a)) => Some(a.clone()),
            _ => None,
        });
        let undefined = base_name.as_ref().is_some_and(|n| fr.env.get(n).is_none());
        let (rtarget, new) = match &target.kind {
            ExprKind::Index { base, args } if matches!(base.kind, ExprKind::Ident(_)) => {
                let basev = old.clone().unwrap_or_else(AVal::unknown);
                let (rargs, subs) = self.subscripts(fr, &basev, args);
                let new = match subs {
                    Some(subs) if assignable(&av) => {
                        let assign = |b: Option<Value>, r: Value| -> Option<Value> {
                            match b {
                                Some(mut b) => {
                                    runtime::index::assign(&mut b, &subs, &r).ok()?;
                                    Some(b)
                                }
                                None => runtime::index::assign_new(&subs, &r).ok(),
                            }
                        };
                        match (&old, &av) {
                            (Some(AVal::Known(b)), AVal::Known(r)) if plain(b) => {
                                assign(Some(b.clone()), r.clone()).map(known)
                            }
                            (None, AVal::Known(r)) if undefined => {
                                assign(None, r.clone()).map(known)
                            }
                            (Some(b), r) => match (b.proxy(), r.proxy()) {
                                (Some(pb), Some(pr)) if plain(&pb) => {
                                    assign(Some(pb), pr).map(|v| AVal::Dyn(Facts::shape_of(&v)))
                                }
                                _ => None,
                            },
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let rt = expr(ExprKind::Index {
                    base: base.clone(),
                    args: rargs,
                });
                (rt, new)
            }
            ExprKind::Field { base, name } if matches!(base.kind, ExprKind::Ident(_)) => {
                let new = match (&old, &av) {
                    (Some(AVal::Known(b @ Value::Struct(s))), AVal::Known(r)) if s.numel() == 1 => {
                        let mut b = b.clone();
                        runtime::index::field_set(&mut b, &name.name, r.clone())
                            .ok()
                            .map(|_| known(b))
                    }
                    (None, AVal::Known(r)) if undefined => {
                        let mut b = Value::structure(runtime::StructArray::new_scalar());
                        runtime::index::field_set(&mut b, &name.name, r.clone())
                            .ok()
                            .map(|_| known(b))
                    }
                    // A field of a 1x1 struct whose fields are tracked (or of
                    // a new one) is tracked like a variable.
                    (None, r) if undefined => {
                        Some(AVal::structure(vec![(name.name.clone(), r.clone())]))
                    }
                    (Some(b), r) => b.facts().fields.map(|mut fields| {
                        match fields.iter_mut().find(|(n, _)| *n == name.name) {
                            Some(slot) => slot.1 = r.clone(),
                            None => fields.push((name.name.clone(), r.clone())),
                        }
                        AVal::structure(fields)
                    }),
                    _ => None,
                };
                (target.clone(), new)
            }
            ExprKind::CellIndex { base, args } if matches!(base.kind, ExprKind::Ident(_)) => {
                // A cell's elements are tracked one by one (a cell filled in
                // a loop); the runtime's brace assignment decides the shape.
                let basev = old.clone().unwrap_or_else(AVal::unknown);
                let (rargs, subs) = self.subscripts(fr, &basev, args);
                let new = match (&old, subs) {
                    (Some(b), Some(subs)) => AVal::cell_assign(Some(b), &subs, &av),
                    (None, Some(subs)) if undefined => AVal::cell_assign(None, &subs, &av),
                    _ => None,
                };
                let rt = expr(ExprKind::CellIndex {
                    base: base.clone(),
                    args: rargs,
                });
                (rt, new)
            }
            _ => {
                // Subscripts are evaluated for their folds, not their values.
                let basev = old.clone().unwrap_or_else(AVal::unknown);
                (self.target_residual(fr, &basev, target), None)
            }
        };
        let safe = matches!(new, Some(AVal::Known(_))) && !print;
        // A known result with a literal replaces the update (amalgamating
        // the assignments unrolling leaves behind: `v(1) = 1; v(2) = 2;`).
        let whole = match (&new, &base_name) {
            (Some(AVal::Known(v)), Some(n)) => literal::literal(v).map(|lit| (ident(n), lit)),
            _ => None,
        };
        let (rtarget, re) = whole.unwrap_or((rtarget, re));
        let kind = StmtKind::Assign {
            lhs: LValue::Expr(rtarget),
            rhs: re,
            print,
        };
        out.push(if safe { safe_stmt(kind) } else { stmt(kind) });
        if let Some(n) = base_name {
            fr.env.set(&n, new.unwrap_or_else(AVal::unknown));
        }
    }

    /// An assignment target with the subscripts of its outermost index folded.
    fn target_residual(&mut self, fr: &mut Frame, base: &AVal, target: &Expr) -> Expr {
        match &target.kind {
            ExprKind::Index { base: b, args } | ExprKind::CellIndex { base: b, args }
                if matches!(b.kind, ExprKind::Ident(_)) =>
            {
                let (rargs, _) = self.subscripts(fr, base, args);
                expr(match &target.kind {
                    ExprKind::Index { .. } => ExprKind::Index {
                        base: b.clone(),
                        args: rargs,
                    },
                    _ => ExprKind::CellIndex {
                        base: b.clone(),
                        args: rargs,
                    },
                })
            }
            _ => target.clone(),
        }
    }

    /// An expression whose value is assigned: calls get `nargout` outputs.
    fn value_expr(&mut self, fr: &mut Frame, e: &Expr, nargout: usize) -> (Expr, AVal) {
        if let ExprKind::Index { base, args } = &e.kind {
            if let ExprKind::Ident(id) = &base.kind {
                if !fr.is_var(&id.name) {
                    let r = self.call(fr, &id.name, args, nargout, e);
                    return (
                        r.residual,
                        r.outs.into_iter().next().unwrap_or_else(AVal::unknown),
                    );
                }
            }
        }
        self.expr(fr, e)
    }

    fn multi_assign(
        &mut self,
        fr: &mut Frame,
        lhs: &[LValue],
        rhs: &Expr,
        print: bool,
        out: &mut Vec<Stmt>,
    ) {
        let k = lhs.len();
        let simple: Option<Vec<Option<Name>>> = lhs
            .iter()
            .map(|l| match l {
                LValue::Tilde(_) => Some(None),
                LValue::Expr(Expr {
                    kind: ExprKind::Ident(id),
                    ..
                }) => Some(Some(id.name.clone())),
                _ => None,
            })
            .collect();
        let call = match &rhs.kind {
            ExprKind::Index { base, args } => match &base.kind {
                ExprKind::Ident(id) if !fr.is_var(&id.name) => {
                    Some(self.call(fr, &id.name, args, k, rhs))
                }
                _ => None,
            },
            ExprKind::Ident(id) if !fr.is_var(&id.name) => {
                Some(self.call(fr, &id.name, &[], k, rhs))
            }
            _ => None,
        };
        let Some(call) = call else {
            let (re, _) = self.expr(fr, rhs);
            out.push(stmt(StmtKind::MultiAssign {
                lhs: lhs.to_vec(),
                rhs: re,
                print,
            }));
            for l in lhs {
                if let LValue::Expr(e) = l {
                    if let Some(n) = names::lvalue_base(e) {
                        fr.env.set(n, AVal::unknown());
                    }
                }
            }
            return;
        };
        let outs = call.outs;
        // All outputs known, with literals, to plain names: one assignment each.
        if let Some(targets) = &simple {
            let lits: Option<Vec<Expr>> = outs
                .iter()
                .take(k)
                .map(|o| o.known().and_then(literal::literal))
                .collect();
            if let Some(lits) = lits.filter(|l| l.len() == k) {
                for (t, lit) in targets.iter().zip(lits) {
                    if let Some(t) = t {
                        let kind = StmtKind::Assign {
                            lhs: LValue::Expr(ident(t)),
                            rhs: lit,
                            print,
                        };
                        out.push(if print { stmt(kind) } else { safe_stmt(kind) });
                    }
                }
                for (t, o) in targets.iter().zip(outs) {
                    if let Some(t) = t {
                        fr.env.set(t, o);
                    }
                }
                return;
            }
        }
        out.push(stmt(StmtKind::MultiAssign {
            lhs: lhs.to_vec(),
            rhs: call.residual,
            print,
        }));
        for (j, l) in lhs.iter().enumerate() {
            if let LValue::Expr(e) = l {
                if let Some(n) = names::lvalue_base(e) {
                    let v = match (&simple, outs.get(j)) {
                        (Some(_), Some(o)) => o.clone(),
                        _ => AVal::unknown(),
                    };
                    fr.env.set(n, v);
                }
            }
        }
    }

    /// A condition's residual and, when static, its truth.
    fn condition(&mut self, fr: &mut Frame, cond: &Expr) -> (Expr, Option<bool>) {
        let (re, av) = self.expr(fr, cond);
        let truth = av.known().and_then(|v| v.is_true().ok());
        (re, truth)
    }

    fn if_stmt(
        &mut self,
        fr: &mut Frame,
        clauses: &[IfClause],
        else_body: Option<&[Stmt]>,
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        let env0 = fr.env.clone();
        let mut rclauses = Vec::new();
        let mut joined: Option<Env> = None;
        let mut taken: Option<&[Stmt]> = None;
        for c in clauses {
            let (rc, truth) = self.condition(fr, &c.cond);
            match truth {
                Some(false) => continue,
                Some(true) if rclauses.is_empty() => {
                    taken = Some(&c.body);
                    break;
                }
                Some(true) => {
                    // Later clauses are unreachable: this one is the else.
                    let (body, end) = self.branch(fr, &c.body, &env0);
                    joined = join_opt(joined, end);
                    return self.finish_if(fr, rclauses, Some(body), joined, out);
                }
                None => {
                    let (body, end) = self.branch(fr, &c.body, &env0);
                    joined = join_opt(joined, end);
                    rclauses.push(IfClause { cond: rc, body });
                }
            }
            fr.env = env0.clone();
        }
        if rclauses.is_empty() {
            let body = taken.or(else_body).unwrap_or(&[]);
            return self.block(fr, body, env0, out);
        }
        let else_res = match taken.or(else_body) {
            Some(b) => {
                let (body, end) = self.branch(fr, b, &env0);
                joined = join_opt(joined, end);
                Some(body)
            }
            None => {
                joined = join_opt(joined, Some(env0.clone()));
                None
            }
        };
        self.finish_if(fr, rclauses, else_res, joined, out)
    }

    fn finish_if(
        &mut self,
        fr: &mut Frame,
        clauses: Vec<IfClause>,
        else_body: Option<Vec<Stmt>>,
        joined: Option<Env>,
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        if clauses.is_empty() {
            out.extend(else_body.unwrap_or_default());
        } else {
            out.push(stmt(StmtKind::If {
                clauses,
                else_body: else_body.filter(|b| !b.is_empty()),
            }));
        }
        if let Some(e) = &joined {
            fr.env = e.clone();
        }
        joined
    }

    /// `try`: the body as a branch that may stop anywhere; the catch from the
    /// state before it, with whatever the body assigns forgotten.
    fn try_stmt(
        &mut self,
        fr: &mut Frame,
        body: &[Stmt],
        catch_var: Option<&syntax::ast::Ident>,
        catch_body: &[Stmt],
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        let env0 = fr.env.clone();
        let (rbody, end) = self.branch(fr, body, &env0);
        let mut cenv = env0.clone();
        names::walk_stmts(body, &mut |_| {}, &mut |n| cenv.forget(n));
        cenv.forget("ans");
        if let Some(v) = catch_var {
            cenv.set(&v.name, AVal::unknown());
        }
        let (rcatch, cend) = self.branch(fr, catch_body, &cenv);
        out.push(stmt(StmtKind::Try {
            body: rbody,
            catch_var: catch_var.cloned(),
            catch_body: rcatch,
        }));
        let exit = join_opt(end, cend);
        if let Some(e) = &exit {
            fr.env = e.clone();
        }
        exit
    }

    /// A branch taken on a dynamic condition.
    fn branch(&mut self, fr: &mut Frame, body: &[Stmt], env: &Env) -> (Vec<Stmt>, Option<Env>) {
        let mut out = Vec::new();
        fr.dyn_depth += 1;
        let end = self.block(fr, body, env.clone(), &mut out);
        fr.dyn_depth -= 1;
        (out, end)
    }

    fn switch_stmt(
        &mut self,
        fr: &mut Frame,
        subject: &Expr,
        cases: &[SwitchCase],
        otherwise: Option<&[Stmt]>,
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        let (rs, sv) = self.expr(fr, subject);
        let env0 = fr.env.clone();
        let mut rcases = Vec::new();
        let mut joined: Option<Env> = None;
        for c in cases {
            let (rv, cv) = self.expr(fr, &c.value);
            fr.env = env0.clone();
            match (sv.known(), cv.known()) {
                (Some(s), Some(v)) if rcases.is_empty() => match case_matches(s, v) {
                    Some(true) => return self.block(fr, &c.body, env0, out),
                    Some(false) => continue,
                    None => {}
                },
                (Some(s), Some(v)) if case_matches(s, v) == Some(false) => continue,
                _ => {}
            }
            let (body, end) = self.branch(fr, &c.body, &env0);
            joined = join_opt(joined, end);
            rcases.push(SwitchCase { value: rv, body });
        }
        if rcases.is_empty() {
            return self.block(fr, otherwise.unwrap_or(&[]), env0, out);
        }
        let rother = match otherwise {
            Some(b) => {
                let (body, end) = self.branch(fr, b, &env0);
                joined = join_opt(joined, end);
                Some(body)
            }
            None => {
                joined = join_opt(joined, Some(env0.clone()));
                None
            }
        };
        out.push(stmt(StmtKind::Switch {
            subject: rs,
            cases: rcases,
            otherwise: rother,
        }));
        if let Some(e) = &joined {
            fr.env = e.clone();
        }
        joined
    }

    fn for_stmt(
        &mut self,
        fr: &mut Frame,
        var: &Name,
        iter: &Expr,
        body: &[Stmt],
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        let (riter, iv) = self.expr(fr, iter);
        let env0 = fr.env.clone();
        if let AVal::Known(values) = &iv {
            let n = runtime::ops::for_count(values);
            if n == 0 {
                // The loop variable is left holding the (empty) values.
                let kind = StmtKind::Assign {
                    lhs: LValue::Expr(ident(var)),
                    rhs: riter,
                    print: false,
                };
                out.push(safe_stmt(kind));
                let mut env = env0;
                env.set(var, iv.clone());
                return Some(env);
            }
            if n <= MAX_UNROLL && self.budget > 0 {
                let items: Option<Vec<Value>> = (0..n)
                    .map(|j| runtime::ops::for_item(values, j).ok())
                    .collect();
                if let Some(items) = items {
                    if let Some((stmts, env)) = self.scan_loop(fr, var, &riter, &items, body, &env0)
                    {
                        out.extend(stmts);
                        return Some(env);
                    }
                    if let Some(r) = self.unroll_for(fr, var, &items, body, &env0) {
                        out.extend(r.0);
                        return r.1;
                    }
                }
            }
        }
        fr.env = env0.clone();
        let facts = match &iv {
            // Items of complex values may be real or complex one by one.
            AVal::Known(v) => Some(Facts {
                real: !v.is_complex(),
                ..Facts::of(&runtime::ops::for_item(v, 0).unwrap_or(Value::Num(0.0)))
            }),
            _ if matches!(iter.kind, ExprKind::Range { .. }) => Some(Facts::scalar(Class::Double)),
            _ => None,
        };
        let (rbody, exit, _) =
            self.residual_loop(fr, LoopKind::For { var, values: facts }, body, env0.clone());
        if !fr.has_try {
            let scope = LoopScope {
                sp: self,
                fr,
                entry: &env0,
                var,
                iter,
                body,
            };
            if let Some(v) = crate::vector::vectorize(var, &riter, &rbody, &scope) {
                if v.checks.is_empty() {
                    out.extend(v.stmts);
                    return exit;
                }
                if self.is_user_function("isfloat") || self.is_user_function("isreal") {
                    out.push(stmt(StmtKind::For {
                        var: LValue::Expr(ident(var)),
                        key: None,
                        iter: Box::new(riter),
                        body: rbody,
                        parfor: false,
                        parfor_max: None,
                    }));
                    return exit;
                }
                // `if isfloat(a) && isreal(a) && ...`, vector statements, else the loop.
                let cond = v
                    .checks
                    .into_iter()
                    .reduce(|a, b| {
                        expr(ExprKind::Binary {
                            op: syntax::ast::BinOp::AndAnd,
                            operands: Box::new([a, b]),
                        })
                    })
                    .expect("checks are not empty");
                let the_loop = stmt(StmtKind::For {
                    var: LValue::Expr(ident(var)),
                    key: None,
                    iter: Box::new(riter),
                    body: rbody,
                    parfor: false,
                    parfor_max: None,
                });
                out.push(stmt(StmtKind::If {
                    clauses: vec![IfClause {
                        cond,
                        body: v.stmts,
                    }],
                    else_body: Some(vec![the_loop]),
                }));
                return exit;
            }
        }
        out.push(stmt(StmtKind::For {
            var: LValue::Expr(ident(var)),
            key: None,
            iter: Box::new(riter),
            body: rbody,
            parfor: false,
            parfor_max: None,
        }));
        exit
    }

    /// Unrolls `for var = items`: the residual and the state after, or `None`
    /// when the loop must stay a loop.
    #[allow(clippy::type_complexity)]
    fn unroll_for(
        &mut self,
        fr: &mut Frame,
        var: &Name,
        items: &[Value],
        body: &[Stmt],
        env0: &Env,
    ) -> Option<(Vec<Stmt>, Option<Env>)> {
        let mut out = Vec::new();
        let mut env = env0.clone();
        let budget0 = self.budget;
        for item in items {
            let lit = literal::literal(item)?;
            out.push(safe_stmt(StmtKind::Assign {
                lhs: LValue::Expr(ident(var)),
                rhs: lit,
                print: false,
            }));
            env.set(var, AVal::Known(item.clone()));
            let (iter_out, next, ctx) = self.iteration(fr, body, env);
            if ctx.aborted
                || names::has_loop(&iter_out)
                || out.len() + iter_out.len() > MAX_UNROLLED_STATEMENTS
                || self.budget == 0
            {
                self.budget = budget0;
                return None;
            }
            out.extend(iter_out);
            match join_opt(next, ctx.continues) {
                Some(e) if ctx.breaks.is_none() => env = e,
                Some(e) => return Some((out, join_opt(Some(e), ctx.breaks))),
                None => match ctx.breaks {
                    Some(b) => return Some((out, Some(b))),
                    // Every path returned.
                    None => return Some((out, None)),
                },
            }
        }
        Some((out, Some(env)))
    }

    /// One unrolled iteration of a loop body from `env`.
    fn iteration(
        &mut self,
        fr: &mut Frame,
        body: &[Stmt],
        env: Env,
    ) -> (Vec<Stmt>, Option<Env>, LoopCtx) {
        fr.loops.push(LoopCtx {
            unrolling: true,
            depth: fr.dyn_depth,
            aborted: false,
            breaks: None,
            continues: None,
        });
        let mut out = Vec::new();
        let end = self.block(fr, body, env, &mut out);
        let ctx = fr.loops.pop().expect("pushed above");
        (out, end, ctx)
    }

    fn while_stmt(
        &mut self,
        fr: &mut Frame,
        cond: &Expr,
        body: &[Stmt],
        out: &mut Vec<Stmt>,
    ) -> Option<Env> {
        // Unrolled while the condition stays static; the iterations done are
        // kept, and a residual loop goes on from the state they leave.
        let mut env = fr.env.clone();
        for _ in 0..MAX_UNROLL {
            if self.budget == 0 {
                break;
            }
            fr.env = env.clone();
            let (_, truth) = self.condition(fr, cond);
            match truth {
                Some(false) => return Some(env),
                Some(true) => {
                    let (iter_out, next, ctx) = self.iteration(fr, body, env.clone());
                    if ctx.aborted || names::has_loop(&iter_out) {
                        break;
                    }
                    out.extend(iter_out);
                    match join_opt(next, ctx.continues) {
                        Some(e) if ctx.breaks.is_none() => env = e,
                        Some(e) => return join_opt(Some(e), ctx.breaks),
                        None => return ctx.breaks,
                    }
                }
                None => break,
            }
        }
        fr.env = env.clone();
        let (rbody, exit, rcond) = self.residual_loop(fr, LoopKind::While { cond }, body, env);
        out.push(stmt(StmtKind::While {
            cond: rcond.unwrap_or_else(|| cond.clone()),
            body: rbody,
        }));
        exit
    }

    /// A loop kept as a loop: its body specialized from the state at its
    /// head, found by iterating the body's effect to a fixpoint (widening
    /// what still changes after a few passes, so that it always ends).
    /// Returns the body, the state after the loop and a `while` loop's
    /// residual condition.
    fn residual_loop(
        &mut self,
        fr: &mut Frame,
        kind: LoopKind<'_>,
        body: &[Stmt],
        env0: Env,
    ) -> (Vec<Stmt>, Option<Env>, Option<Expr>) {
        let mut head = env0.clone();
        let budget0 = self.budget;
        for pass in 0.. {
            let (_, back, _, _) = self.loop_pass(fr, &kind, body, &head);
            let next = match back {
                Some(b) => head.join(&b),
                None => head.clone(),
            };
            if next.same(&head) {
                break;
            }
            head = if pass + 1 >= MAX_FIXPOINT_PASSES {
                widen_changed(&head, &next)
            } else {
                next
            };
            if pass > MAX_FIXPOINT_PASSES + 1 {
                head = head.widen();
                break;
            }
        }
        self.budget = budget0;
        let (rbody, _, breaks, rcond) = self.loop_pass(fr, &kind, body, &head);
        let mut exit = head.clone();
        if let LoopKind::For { var, .. } = &kind {
            // After the loop, the variable holds the last value, or the empty values.
            exit.set(var, AVal::unknown());
        }
        let exit = join_opt(Some(exit), breaks);
        if let Some(e) = &exit {
            fr.env = e.clone();
        }
        (rbody, exit, rcond)
    }

    /// One pass over a residual loop's body from `head`: its residual, the
    /// state at the back edge, the state at its `break`s and a `while`
    /// loop's residual condition.
    #[allow(clippy::type_complexity)]
    fn loop_pass(
        &mut self,
        fr: &mut Frame,
        kind: &LoopKind<'_>,
        body: &[Stmt],
        head: &Env,
    ) -> (Vec<Stmt>, Option<Env>, Option<Env>, Option<Expr>) {
        let mut env = head.clone();
        fr.env = env.clone();
        let mut rcond = None;
        match kind {
            LoopKind::For { var, values } => {
                env.set(var, AVal::Dyn(values.clone().unwrap_or_default()));
            }
            LoopKind::While { cond } => {
                let (rc, _) = self.condition(fr, cond);
                rcond = Some(rc);
                env = fr.env.clone();
            }
        }
        fr.loops.push(LoopCtx {
            unrolling: false,
            depth: fr.dyn_depth,
            aborted: false,
            breaks: None,
            continues: None,
        });
        fr.dyn_depth += 1;
        let mut out = Vec::new();
        let end = self.block(fr, body, env, &mut out);
        fr.dyn_depth -= 1;
        let ctx = fr.loops.pop().expect("pushed above");
        (out, join_opt(end, ctx.continues), ctx.breaks, rcond)
    }
}

/// What a residual loop's surroundings say, for `vector`.
struct LoopScope<'s, 'a> {
    sp: &'s Specializer<'a>,
    fr: &'s Frame,
    /// The state where the loop is entered.
    entry: &'s Env,
    var: &'s Name,
    iter: &'s Expr,
    body: &'s [Stmt],
}

impl crate::vector::Scope for LoopScope<'_, '_> {
    fn scalar(&self, name: &Name) -> bool {
        // Double or logical: no class it meets in the loop makes it fail
        // (the vector statements run even when the range is empty).
        matches!(self.fr.env.get(name), Some(Slot::Defined(a))
            if a.facts().dims.as_deref() == Some(&[1, 1])
                && matches!(a.facts().class, Some(Class::Double | Class::Logical)))
    }

    fn defined(&self, name: &Name) -> bool {
        matches!(self.fr.env.get(name), Some(Slot::Defined(_)))
    }

    fn is_var(&self, name: &Name) -> bool {
        self.fr.is_var(name)
    }

    fn only_in_loop(&self, name: &Name) -> bool {
        if name == self.var {
            let lv = &self.fr.loop_vars;
            return lv.free.get(name).copied().unwrap_or(0) == 0
                && !lv.nested.contains(&(self.body.as_ptr() as usize));
        }
        let mut inside = usize::from(name == self.var);
        let mut count = |e: &Expr| {
            names::idents_in_expr(e, &mut |n| inside += usize::from(n == name));
        };
        count(self.iter);
        names::walk_stmts(self.body, &mut count, &mut |_| {});
        self.fr.occurrences.get(name).copied().unwrap_or(0) == inside
    }

    fn is_function(&self, name: &Name) -> bool {
        self.sp.is_user_function(name)
    }

    fn real_float(&self, name: &Name) -> bool {
        // At the loop's entry: the vector statements store only real
        // floating-point values (computed from these arrays and real double
        // or logical scalars), so the arrays stay so.
        matches!(self.entry.get(name), Some(Slot::Defined(AVal::Known(v)))
            if matches!(v.class(), Class::Double | Class::Single) && !v.is_complex())
    }

    fn real_scalar(&self, name: &Name) -> bool {
        matches!(self.entry.get(name), Some(Slot::Defined(AVal::Known(v))) if !v.is_complex())
    }
}

/// The state `next` with every variable that differs from `head` forgotten.
fn widen_changed(head: &Env, next: &Env) -> Env {
    let mut w = next.clone();
    for (k, v) in &next.vars {
        let same = match (head.vars.get(k), v) {
            (Some(a), b) => Env {
                vars: [(k.clone(), a.clone())].into(),
            }
            .same(&Env {
                vars: [(k.clone(), b.clone())].into(),
            }),
            (None, _) => false,
        };
        if !same {
            w.vars.insert(k.clone(), Slot::Maybe);
        }
    }
    w
}

/// Whether a switch case value matches a subject, when both are known and
/// of the kinds whose matching is plain (numbers with numbers, text with text).
fn case_matches(subject: &Value, case: &Value) -> Option<bool> {
    match case {
        Value::Cell(t) => {
            let mut any = false;
            for c in &t.data {
                any |= case_matches(subject, c)?;
            }
            Some(any)
        }
        _ if subject.is_char() && case.is_char() => Some(subject.to_str()? == case.to_str()?),
        _ if subject.is_char() != case.is_char() => None,
        _ => {
            let (a, b) = (subject.as_num()?, case.as_num()?);
            (subject.numel() == 1 && case.numel() == 1).then_some(a == b)
        }
    }
}

/// Whether the right side of an indexed assignment deletes (`x(i) = []`,
/// `x(i) = ''`), as lowering decides.
fn deletes(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Paren(e) => deletes(e),
        ExprKind::Matrix(rows) => rows.iter().all(|r| r.is_empty()),
        ExprKind::Str { value, .. } => value.is_empty(),
        _ => false,
    }
}

fn num_expr(x: f64) -> Expr {
    expr(ExprKind::Number(x))
}

/// Whether a value may be stored by a folded indexed assignment (numbers,
/// logicals and text; not an empty right side, which deletes).
fn assignable(a: &AVal) -> bool {
    match a {
        AVal::Known(v) => plain(v) && !v.is_empty(),
        AVal::Dyn(f) => {
            f.class
                .is_some_and(|c| c.is_numeric() || matches!(c, Class::Logical | Class::Char))
                && f.dims.as_ref().is_some_and(|d| d.iter().all(|&x| x > 0))
        }
    }
}

fn plain(v: &Value) -> bool {
    v.is_numeric() || matches!(v.class(), Class::Logical | Class::Char)
}

fn paren(e: &Expr) -> Expr {
    match e.kind {
        ExprKind::Binary { .. } => expr(ExprKind::Paren(Box::new(e.clone()))),
        _ => e.clone(),
    }
}

fn contains_return(s: &Stmt) -> bool {
    let mut found = false;
    fn visit(ss: &[Stmt], found: &mut bool) {
        for s in ss {
            match &s.kind {
                StmtKind::Return => *found = true,
                StmtKind::If { clauses, else_body } => {
                    for c in clauses {
                        visit(&c.body, found);
                    }
                    if let Some(b) = else_body {
                        visit(b, found);
                    }
                }
                StmtKind::For { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoUntil { body, .. } => visit(body, found),
                StmtKind::Switch {
                    cases, otherwise, ..
                } => {
                    for c in cases {
                        visit(&c.body, found);
                    }
                    if let Some(b) = otherwise {
                        visit(b, found);
                    }
                }
                StmtKind::Try {
                    body, catch_body, ..
                } => {
                    visit(body, found);
                    visit(catch_body, found);
                }
                StmtKind::UnwindProtect { body, cleanup } => {
                    visit(body, found);
                    visit(cleanup, found);
                }
                _ => {}
            }
        }
    }
    visit(std::slice::from_ref(s), &mut found);
    found
}
