//! Expressions: each evaluated to an abstract value and rebuilt as residual with its static parts folded.

use decls::rule::Pred;
use decls::Rule;
use runtime::{Class, Ctx, Value};
use syntax::ast::{BinOp, Expr, ExprKind, PostfixOp, UnOp};

use crate::abs::{AVal, Facts, Slot};
use crate::literal::{self, expr, residual_of};
use crate::names::{is_pure_builtin, may_be_list};
use crate::spec::{Frame, Specializer};

/// A runtime context for static evaluation: pure builtins touch nothing in it.
fn ctx() -> Ctx {
    Ctx::new()
}

/// Calls builtin `name` as `matc run` would; `None` when it fails.
pub fn run_builtin(name: &str, args: &[Value], nargout: usize) -> Option<Vec<Value>> {
    let mut c = ctx();
    runtime::builtins::call(&mut c, name, args, nargout).ok()
}

/// What an operation on these operands gives: the runtime's own answer on
/// known values, or on proxies (class and extents only) when some are not.
fn apply(vals: &[AVal], f: impl Fn(&[Value]) -> Option<Value>) -> AVal {
    if vals.iter().all(|v| v.known().is_some()) {
        let args: Vec<Value> = vals.iter().map(|v| v.known().unwrap().clone()).collect();
        return match f(&args) {
            Some(v) => known(v),
            None => AVal::unknown(),
        };
    }
    let proxies: Option<Vec<Value>> = vals.iter().map(AVal::proxy).collect();
    match proxies.and_then(|p| f(&p)) {
        Some(r) => AVal::Dyn(Facts::shape_of(&r)),
        None => AVal::unknown(),
    }
}

/// [`apply`] for an operation that gives a real full double when its
/// operands are real full doubles (arithmetic but powers, transposes,
/// indexing), saying so.
fn apply_real(vals: &[AVal], f: impl Fn(&[Value]) -> Option<Value>) -> AVal {
    let real = vals.iter().all(|v| v.facts().real_double());
    match apply(vals, f) {
        AVal::Dyn(mut r) if real && r.class == Some(Class::Double) => {
            r.real = true;
            r.full = true;
            AVal::Dyn(r)
        }
        a => a,
    }
}

/// A known value, except handle objects, which may change behind any name.
pub fn known(v: Value) -> AVal {
    if v.class() == Class::Object {
        AVal::unknown()
    } else {
        AVal::Known(v)
    }
}

impl Specializer<'_> {
    /// Evaluates `e` as far as its static parts go: the residual expression
    /// and what is known of its value.
    pub fn expr(&mut self, fr: &mut Frame, e: &Expr) -> (Expr, AVal) {
        let (re, av) = self.expr_inner(fr, e);
        match &av {
            // `zeros(1, 6)` reads better than six zeros.
            AVal::Known(v) if v.numel() > 1 && is_call_of_constants(&re) => (re, av),
            AVal::Known(v) => (residual_of(v, re), av),
            AVal::Dyn(_) => (re, av),
        }
    }

    fn expr_inner(&mut self, fr: &mut Frame, e: &Expr) -> (Expr, AVal) {
        match &e.kind {
            ExprKind::Number(x) => (e.clone(), AVal::Known(Value::Num(*x))),
            ExprKind::ImagNumber(x) => (
                e.clone(),
                AVal::Known(Value::Complex(runtime::C64::new(0.0, *x))),
            ),
            ExprKind::IntNumber { bits, class } => {
                let value = runtime::Class::from_name(class.name())
                    .and_then(|c| Value::int_scalar(c, class.value(*bits)));
                match value {
                    Some(v) => (e.clone(), AVal::Known(v)),
                    None => (e.clone(), AVal::Dyn(Default::default())),
                }
            }
            ExprKind::Str {
                value,
                double_quoted: false,
            } => (e.clone(), AVal::Known(Value::str(value))),
            ExprKind::Ident(id) => {
                if fr.is_var(&id.name) {
                    match fr.env.get(&id.name) {
                        Some(Slot::Defined(a)) => (e.clone(), a.clone()),
                        _ => (e.clone(), AVal::unknown()),
                    }
                } else {
                    let r = self.call(fr, &id.name, &[], 1, e);
                    (
                        r.residual,
                        r.outs.into_iter().next().unwrap_or_else(AVal::unknown),
                    )
                }
            }
            ExprKind::End => match fr.ends.last().cloned().flatten() {
                Some((base, k, n)) => match base.proxy() {
                    Some(p) if base.facts().dims.is_some() => (
                        e.clone(),
                        AVal::Known(Value::Num(runtime::index::end_of(&p, k, n))),
                    ),
                    _ => (e.clone(), AVal::Dyn(Facts::scalar(Class::Double))),
                },
                None => (e.clone(), AVal::unknown()),
            },
            ExprKind::Unary { op, operand } => {
                let (r, a) = self.expr(fr, operand);
                let av = if *op == UnOp::Not {
                    apply(&[a], |v| runtime::ops::unary(*op, &v[0]).ok())
                } else {
                    apply_real(&[a], |v| runtime::ops::unary(*op, &v[0]).ok())
                };
                let re = expr(ExprKind::Unary {
                    op: *op,
                    operand: Box::new(r),
                });
                (re, av)
            }
            // `names::specializable` keeps functions with Octave's `x++`
            // away from here; its value is unknown.
            ExprKind::Increment { .. } => (e.clone(), AVal::unknown()),
            ExprKind::Postfix { op, operand } => {
                let (r, a) = self.expr(fr, operand);
                let conj = *op == PostfixOp::CTranspose;
                let av = apply_real(&[a], |v| runtime::ops::transpose(&v[0], conj).ok());
                let re = expr(ExprKind::Postfix {
                    op: *op,
                    operand: Box::new(r),
                });
                (re, av)
            }
            ExprKind::Binary { op, operands } => self.binary(fr, op, operands),
            ExprKind::Range { start, step, stop } => {
                let (r1, a1) = self.expr(fr, start);
                let step = step.as_ref().map(|s| self.expr(fr, s));
                let (r3, a3) = self.expr(fr, stop);
                let av = match (a1.known(), step.as_ref().map(|s| s.1.known()), a3.known()) {
                    (Some(a), None, Some(b)) => runtime::ops::colon(a, None, b)
                        .ok()
                        .map_or_else(AVal::unknown, known),
                    (Some(a), Some(Some(s)), Some(b)) => runtime::ops::colon(a, Some(s), b)
                        .ok()
                        .map_or_else(AVal::unknown, known),
                    _ => AVal::unknown(),
                };
                let re = expr(ExprKind::Range {
                    start: Box::new(r1),
                    step: step.map(|s| Box::new(s.0)),
                    stop: Box::new(r3),
                });
                (re, av)
            }
            ExprKind::Matrix(rows) | ExprKind::Cell(rows) => self.matrix(fr, e, rows),
            ExprKind::Index { base, args } => {
                if let ExprKind::Ident(id) = &base.kind {
                    if !fr.is_var(&id.name) {
                        let r = self.call(fr, &id.name, args, 1, e);
                        return (
                            r.residual,
                            r.outs.into_iter().next().unwrap_or_else(AVal::unknown),
                        );
                    }
                }
                let (rb, ab) = self.base(fr, base);
                let (rargs, vals) = self.subscripts(fr, &ab, args);
                let av = match (&vals, ab.facts().class) {
                    (_, Some(Class::FunctionHandle | Class::Object) | None) => AVal::unknown(),
                    (Some(subs), _) => {
                        apply_real(&[ab], |v| runtime::index::index(&v[0], subs).ok())
                    }
                    (None, _) => AVal::unknown(),
                };
                let re = expr(ExprKind::Index {
                    base: Box::new(rb),
                    args: rargs,
                });
                (re, av)
            }
            ExprKind::CellIndex { base, args } => {
                let (rb, ab) = self.base(fr, base);
                let (rargs, vals) = self.subscripts(fr, &ab, args);
                let av = match (ab.known(), &vals) {
                    (Some(b), Some(subs)) => match runtime::index::brace_index(b, subs) {
                        Ok(mut list) if list.len() == 1 => known(list.pop().unwrap()),
                        _ => AVal::unknown(),
                    },
                    // An element of a cell tracked one by one.
                    (None, Some(subs)) => ab.cell_element(subs).unwrap_or_else(AVal::unknown),
                    _ => AVal::unknown(),
                };
                let re = expr(ExprKind::CellIndex {
                    base: Box::new(rb),
                    args: rargs,
                });
                (re, av)
            }
            ExprKind::Field { base, name } => {
                let (rb, ab) = self.base(fr, base);
                let av = match (&ab, ab.known()) {
                    (_, Some(b @ Value::Struct(s))) if s.numel() == 1 => {
                        runtime::index::field_get1(b, &name.name)
                            .ok()
                            .map_or_else(AVal::unknown, known)
                    }
                    (AVal::Dyn(f), _) => f.field(&name.name).cloned().unwrap_or_else(AVal::unknown),
                    _ => AVal::unknown(),
                };
                let re = expr(ExprKind::Field {
                    base: Box::new(rb),
                    name: name.clone(),
                });
                (re, av)
            }
            ExprKind::DynField { base, name } => {
                let (rb, _) = self.base(fr, base);
                let (rn, _) = self.expr(fr, name);
                let re = expr(ExprKind::DynField {
                    base: Box::new(rb),
                    name: Box::new(rn),
                });
                (re, AVal::unknown())
            }
            ExprKind::Paren(inner) => {
                let (r, a) = self.expr(fr, inner);
                match a.known().and_then(literal::literal) {
                    Some(lit) => (lit, a),
                    None if matches!(r.kind, ExprKind::Paren(_) | ExprKind::Ident(_)) => (r, a),
                    None => (expr(ExprKind::Paren(Box::new(r))), a),
                }
            }
            ExprKind::FuncHandle(_) | ExprKind::AnonFunc { .. } => {
                fr.note_handles(e);
                (e.clone(), AVal::Dyn(Facts::scalar(Class::FunctionHandle)))
            }
            ExprKind::Colon | ExprKind::Str { .. } => (e.clone(), AVal::unknown()),
        }
    }

    /// A matrix or cell literal, folded when every element is known.
    fn matrix(&mut self, fr: &mut Frame, e: &Expr, rows: &[Vec<Expr>]) -> (Expr, AVal) {
        let is_cell = matches!(e.kind, ExprKind::Cell(_));
        let mut rrows = Vec::with_capacity(rows.len());
        let mut vals: Option<Vec<Vec<Value>>> = Some(Vec::new());
        for row in rows {
            let mut rrow = Vec::with_capacity(row.len());
            let mut vrow = Vec::new();
            for x in row {
                let (r, a) = self.expr(fr, x);
                // An element that may be a list (`c{:}`, `s.f`) has no single value.
                match a.known() {
                    Some(v) if !may_be_list(x) || is_single(&a) => vrow.push(v.clone()),
                    _ => vals = None,
                }
                rrow.push(r);
            }
            if let Some(vs) = vals.as_mut() {
                vs.push(vrow);
            }
            rrows.push(rrow);
        }
        let av = match vals {
            Some(vs) if is_cell => runtime::concat::cell_literal(&vs)
                .ok()
                .map_or_else(AVal::unknown, known),
            Some(vs) => runtime::concat::matrix(&vs)
                .ok()
                .map_or_else(AVal::unknown, known),
            None => AVal::unknown(),
        };
        let re = expr(if is_cell {
            ExprKind::Cell(rrows)
        } else {
            ExprKind::Matrix(rrows)
        });
        (re, av)
    }

    /// A binary operation: short-circuits decided statically, identities dropped,
    /// folded when its operands are known.
    fn binary(&mut self, fr: &mut Frame, op: &BinOp, operands: &[Expr; 2]) -> (Expr, AVal) {
        let [lhs, rhs] = operands;
        let (rl, al) = self.expr(fr, lhs);
        if matches!(op, BinOp::AndAnd | BinOp::OrOr) {
            // Short-circuit: a static left operand that decides skips the right.
            if let Some(Ok(b)) = al.known().map(Value::is_true) {
                if al.known().is_some_and(|v| v.numel() == 1) && b == (*op == BinOp::OrOr) {
                    return (rl, AVal::Known(Value::Bool(b)));
                }
            }
            let (rr, ar) = self.expr(fr, rhs);
            let av = match (al.known(), ar.known()) {
                (Some(a), Some(b)) if a.numel() == 1 && b.numel() == 1 => {
                    match (a.is_true(), b.is_true()) {
                        (Ok(x), Ok(y)) => AVal::Known(Value::Bool(if *op == BinOp::AndAnd {
                            x && y
                        } else {
                            x || y
                        })),
                        _ => AVal::unknown(),
                    }
                }
                _ => AVal::Dyn(Facts::scalar(Class::Logical)),
            };
            let re = expr(ExprKind::Binary {
                op: *op,
                operands: Box::new([rl, rr]),
            });
            return (re, av);
        }
        let (rr, ar) = self.expr(fr, rhs);
        if let Some(side) = identity(*op, &al, &ar) {
            // `x * 1`, `1 .* x`, `x / 1`, `x - 0` on a number are `x`, bit for bit.
            let av = if side == 0 { al } else { ar };
            return (if side == 0 { rl } else { rr }, av);
        }
        let arithmetic = matches!(
            op,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::LeftDiv
                | BinOp::MatMul
                | BinOp::MatDiv
                | BinOp::MatLeftDiv
        );
        let f = |v: &[Value]| runtime::ops::binary(*op, &v[0], &v[1]).ok();
        let av = if arithmetic {
            apply_real(&[al, ar], f)
        } else {
            apply(&[al, ar], f)
        };
        let re = expr(ExprKind::Binary {
            op: *op,
            operands: Box::new([rl, rr]),
        });
        (re, av)
    }

    /// The base of an index or field access: a variable stays a name (a
    /// literal cannot be indexed in MATLAB, and errors name the variable).
    fn base(&mut self, fr: &mut Frame, base: &Expr) -> (Expr, AVal) {
        if let ExprKind::Ident(id) = &base.kind {
            if fr.is_var(&id.name) {
                return match fr.env.get(&id.name) {
                    Some(Slot::Defined(a)) => (base.clone(), a.clone()),
                    _ => (base.clone(), AVal::unknown()),
                };
            }
        }
        let (r, a) = self.expr_inner(fr, base);
        (r, a)
    }

    /// Subscripts of an index into `base`: residuals, and their values when
    /// all are known (`:` as the runtime's magic colon).
    pub fn subscripts(
        &mut self,
        fr: &mut Frame,
        base: &AVal,
        args: &[Expr],
    ) -> (Vec<Expr>, Option<Vec<Value>>) {
        let n = args.len();
        let mut rargs = Vec::with_capacity(n);
        let mut vals = Some(Vec::with_capacity(n));
        for (k, a) in args.iter().enumerate() {
            if matches!(a.kind, ExprKind::Colon) {
                rargs.push(a.clone());
                if let Some(v) = vals.as_mut() {
                    v.push(runtime::index::colon());
                }
                continue;
            }
            fr.ends.push(Some((base.clone(), k, n)));
            let (r, av) = self.expr(fr, a);
            fr.ends.pop();
            match av.known() {
                Some(v) if !may_be_list(a) || is_single(&av) => {
                    if let Some(vs) = vals.as_mut() {
                        vs.push(v.clone());
                    }
                }
                _ => vals = None,
            }
            rargs.push(r);
        }
        (rargs, vals)
    }

    /// Folds a builtin call from what is known of its arguments: extent and
    /// class queries from facts, pure builtins on known values.
    pub fn fold_builtin(&self, name: &str, args: &[AVal], nargout: usize) -> Option<Vec<AVal>> {
        if !is_pure_builtin(name) {
            return None;
        }
        let first = args.first();
        let rule = decls::rule(name);
        // `isfield(s, 'name')` on a struct whose fields are tracked.
        if let (
            Rule::Predicate(Pred::Field),
            [AVal::Dyn(Facts {
                fields: Some(fields),
                ..
            }), AVal::Known(n)],
        ) = (rule, args)
        {
            if let Some(n) = n.to_str().filter(|_| n.class() == Class::Char) {
                let has = fields.iter().any(|(f, _)| *f == n.as_str());
                return Some(vec![AVal::Known(Value::Bool(has))]);
            }
        }
        // `isreal` and `issparse` of a value known real or full.
        if let [AVal::Dyn(f)] = args {
            let plain_class = f
                .class
                .is_some_and(|c| c.is_numeric() || matches!(c, Class::Logical | Class::Char));
            match rule {
                Rule::RealTest if f.real && plain_class => {
                    return Some(vec![AVal::Known(Value::Bool(true))])
                }
                Rule::Predicate(Pred::Sparse) if f.full => {
                    return Some(vec![AVal::Known(Value::Bool(false))])
                }
                _ => {}
            }
        }
        let rest_known = args.iter().skip(1).all(|a| a.known().is_some());
        let query_arg = |f: &Facts| -> Option<Value> {
            if rule.extent_query() && f.dims.is_some() {
                Facts {
                    class: Some(f.class.unwrap_or(Class::Double)),
                    dims: f.dims.clone(),
                    ..Facts::default()
                }
                .proxy()
                .or_else(|| {
                    Facts {
                        class: Some(Class::Double),
                        dims: f.dims.clone(),
                        ..Facts::default()
                    }
                    .proxy()
                })
            } else if rule.class_query() && f.class == Some(Class::Struct) {
                // Class queries of a struct: any struct of that class answers.
                Some(Value::structure(runtime::StructArray::new_scalar()))
            } else if rule.class_query() && f.class.is_some() {
                Facts {
                    class: f.class,
                    dims: Some(f.dims.clone().unwrap_or(vec![1, 1])),
                    ..Facts::default()
                }
                .proxy()
            } else {
                None
            }
        };
        let vals: Vec<Value> = match first {
            Some(AVal::Dyn(f)) if rest_known => {
                let p = query_arg(f)?;
                std::iter::once(p)
                    .chain(args.iter().skip(1).map(|a| a.known().unwrap().clone()))
                    .collect()
            }
            _ => args
                .iter()
                .map(|a| a.known().cloned())
                .collect::<Option<Vec<Value>>>()?,
        };
        let outs = run_builtin(name, &vals, nargout)?;
        if outs.len() < nargout.max(1) {
            return None;
        }
        Some(outs.into_iter().map(known).collect())
    }

    /// The class and extents of a pure builtin's result computed on proxies
    /// (element-wise and reducing builtins only, whose result extents
    /// depend on the argument extents alone).
    pub fn builtin_facts(&self, name: &str, args: &[AVal]) -> AVal {
        // Counts of elements and dimensions are scalars whatever the argument
        // (unless a class's method answers instead).
        let not_object = args
            .first()
            .is_some_and(|a| a.facts().class != Some(Class::Object));
        if not_object
            && is_pure_builtin(name)
            && matches!(decls::rule(name), Rule::Extent(e) if e.is_count())
        {
            return AVal::Dyn(Facts::scalar(Class::Double));
        }
        if !is_pure_builtin(name)
            || !matches!(
                decls::rule(name),
                Rule::Map(_) | Rule::Binary(_) | Rule::Reduce(_) | Rule::Transpose
            )
        {
            return AVal::unknown();
        }
        apply(args, |v| {
            run_builtin(name, v, 1).and_then(|mut o| o.drain(..).next())
        })
    }
}

/// Which operand (0 or 1) `a op b` equals exactly, when the other is a
/// neutral element and this one is a number of a known numeric class
/// (`x * 1` is `x` for every double or single, -0 and NaN
/// included; `x + 0` is not, as -0 + 0 is 0, but `x - 0` is).
fn identity(op: BinOp, a: &AVal, b: &AVal) -> Option<usize> {
    let numeric = |v: &AVal| {
        // Integers are left out: matc computes int64 arithmetic in f64.
        matches!(v, AVal::Dyn(f) if matches!(f.class, Some(Class::Double | Class::Single)))
    };
    let is = |v: &AVal, x: f64| matches!(v.known(), Some(Value::Num(y)) if *y == x && y.is_sign_positive());
    match op {
        BinOp::MatMul | BinOp::Mul if is(b, 1.0) && numeric(a) => Some(0),
        BinOp::MatMul | BinOp::Mul if is(a, 1.0) && numeric(b) => Some(1),
        BinOp::MatDiv | BinOp::Div if is(b, 1.0) && numeric(a) => Some(0),
        BinOp::Sub if is(b, 0.0) && numeric(a) => Some(0),
        _ => None,
    }
}

/// Whether `e` is a call whose arguments name nothing (`zeros(1, 6)`).
fn is_call_of_constants(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Index { base, args } if matches!(base.kind, ExprKind::Ident(_)) => {
            let mut named = false;
            for a in args {
                crate::names::idents_in_expr(a, &mut |_| named = true);
            }
            !named
        }
        _ => false,
    }
}

fn is_single(a: &AVal) -> bool {
    a.known().is_some()
}
