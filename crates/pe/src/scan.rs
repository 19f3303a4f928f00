//! A loop that keeps a running product and running sums of it (`t = t .* f(k) .* z; s = s + t;`), written as one `cumprod` over its factors and one `cumsum` per sum.
//!
//! Series are summed this way (exp, sin, hypergeometric), and unrolled they
//! leave a statement or two per term, each of which Octave pays for.
//! `cumprod` and `cumsum` multiply and add in sequence from the first
//! element, in Octave and in matc; so with the factors laid out in the
//! order the loop multiplies them, one line per element of `t` (`[t0; f(k1);
//! z; f(k2); z; ...]`, picked from one vector by a constant subscript),
//! each partial product comes from the same multiplications of the same
//! operands, and each partial sum from the same additions, bit for bit.
//! The factors that depend on `k` are computed for all `k` at once by the
//! same scalar operations element by element (`*` and `/` of scalars as
//! `.*` and `./`), and those that do not, once. That holds for real full
//! doubles (complex products are not one multiplication, and sparse ones
//! give sparse results): every value the loop reads must be known to be one
//! (known values, or facts such as `--class 'z=real full double'`), `t` and
//! the sums vectors (or scalars) of known extents, and each factor a scalar
//! or of `t`'s extents, built with `+ - * /` from numbers, `k` and values
//! the loop does not assign. Such a loop cannot fail, so computing its
//! factors first changes nothing but the time taken.

use runtime::{Tensor, Value};
use syntax::ast::{BinOp, Expr, ExprKind, LValue, Name, PostfixOp, Stmt, StmtKind, UnOp};

use crate::abs::{AVal, Env, Facts, Slot};
use crate::literal::{self, call, expr, ident, safe_stmt, stmt};
use crate::names::idents_in_expr;
use crate::spec::{Frame, Specializer};

/// Fewest iterations written as a scan (fewer unroll to about as little).
pub const MIN_ITERATIONS: usize = 3;

/// A statement of the loop: `target = rhs` (`s += t` read as `s = s + t`).
fn assignment(s: &Stmt) -> Option<(&Name, Expr)> {
    match &s.kind {
        StmtKind::Assign {
            lhs: LValue::Expr(target),
            rhs,
            print: false,
        } => match &target.kind {
            ExprKind::Ident(id) => Some((&id.name, rhs.clone())),
            _ => None,
        },
        StmtKind::OpAssign {
            lhs: LValue::Expr(target),
            op,
            rhs,
            print: false,
        } => match &target.kind {
            ExprKind::Ident(id) => Some((
                &id.name,
                expr(ExprKind::Binary {
                    op: *op,
                    operands: Box::new([
                        target.clone(),
                        match rhs.kind {
                            ExprKind::Ident(_) | ExprKind::Number(_) => rhs.clone(),
                            _ => expr(ExprKind::Paren(Box::new(rhs.clone()))),
                        },
                    ]),
                }),
            )),
            _ => None,
        },
        _ => None,
    }
}

/// `t .* a * b ...` (products from the left, `t` first): the factors with
/// the operator that multiplies each in.
fn product_factors(e: &Expr, t: &Name) -> Option<Vec<(BinOp, Expr)>> {
    let ExprKind::Binary { op, operands } = &e.kind else {
        return None;
    };
    if !matches!(op, BinOp::Mul | BinOp::MatMul) {
        return None;
    }
    let [left, right] = &**operands;
    let mut factors = match &left.kind {
        ExprKind::Ident(id) if id.name == *t => Vec::new(),
        _ => product_factors(left, t)?,
    };
    factors.push((*op, right.clone()));
    Some(factors)
}

/// The loop body as a recurrence.
struct Recurrence<'b> {
    /// The running product `t`.
    product: &'b Name,
    factors: Vec<(BinOp, Expr)>,
    /// Each running sum, and whether it adds `t` as the product leaves it
    /// (else as it was before the product's statement).
    sums: Vec<(&'b Name, bool)>,
}

fn recurrence<'b>(var: &Name, body: &'b [Stmt]) -> Option<Recurrence<'b>> {
    let stmts: Vec<(&Name, Expr)> = body.iter().map(assignment).collect::<Option<_>>()?;
    let mut product = None;
    for (k, (t, rhs)) in stmts.iter().enumerate() {
        if let Some(f) = product_factors(rhs, t) {
            if product.is_some() {
                return None;
            }
            product = Some((k, *t, f));
        }
    }
    let (at, t, factors) = product?;
    let mut sums: Vec<(&Name, bool)> = Vec::new();
    for (k, (s, rhs)) in stmts.iter().enumerate() {
        if k == at {
            continue;
        }
        let ExprKind::Binary {
            op: BinOp::Add,
            operands,
        } = &rhs.kind
        else {
            return None;
        };
        let reads = |e: &Expr, n: &Name| matches!(&e.kind, ExprKind::Ident(id) if id.name == *n);
        if !reads(&operands[0], s) || !reads(&operands[1], t) || sums.iter().any(|(o, _)| o == s) {
            return None;
        }
        sums.push((s, k > at));
    }
    let assigned: Vec<&Name> = sums.iter().map(|(s, _)| *s).chain([t]).collect();
    if assigned.contains(&var) {
        return None;
    }
    for (_, f) in &factors {
        let mut clash = false;
        idents_in_expr(f, &mut |n| clash |= assigned.contains(&n));
        if clash {
            return None;
        }
    }
    Some(Recurrence {
        product: t,
        factors,
        sums,
    })
}

/// The extents of a factor: a scalar, or `t`'s.
#[derive(Clone, Copy, PartialEq)]
enum Extent {
    Scalar,
    Whole,
}

/// What the loop's entry says of the names a factor reads.
struct Entry<'e> {
    env: &'e Env,
    fr: &'e Frame,
    var: &'e Name,
    /// `t`'s extents.
    dims: &'e [usize],
}

impl Entry<'_> {
    /// A real full double value's extents, if they are a scalar's or `t`'s.
    fn value(&self, a: &AVal) -> Option<Extent> {
        let f = a.facts();
        if !f.real_double() {
            return None;
        }
        match f.dims.as_deref()? {
            [1, 1] => Some(Extent::Scalar),
            d if d == self.dims => Some(Extent::Whole),
            _ => None,
        }
    }

    /// The extents of `e` if it is real double arithmetic on real full
    /// doubles that cannot fail.
    fn extent(&self, e: &Expr) -> Option<Extent> {
        match &e.kind {
            ExprKind::Number(_) => Some(Extent::Scalar),
            ExprKind::Ident(id) if id.name == *self.var => Some(Extent::Scalar),
            ExprKind::Ident(id) if self.fr.is_var(&id.name) => match self.env.get(&id.name) {
                Some(Slot::Defined(a)) => self.value(a),
                _ => None,
            },
            ExprKind::Paren(x)
            | ExprKind::Unary {
                op: UnOp::Neg | UnOp::Plus,
                operand: x,
            } => self.extent(x),
            ExprKind::Binary { op, operands } => {
                let (a, b) = (self.extent(&operands[0])?, self.extent(&operands[1])?);
                let scalar = Extent::Scalar;
                match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {}
                    BinOp::MatMul if a == scalar || b == scalar => {}
                    BinOp::MatDiv if b == scalar => {}
                    _ => return None,
                }
                Some(if a == scalar { b } else { a })
            }
            _ => None,
        }
    }
}

/// `e` with `*` and `/` as `.*` and `./` (the same on scalars).
fn elementwise(e: &Expr) -> Expr {
    let kind = match &e.kind {
        ExprKind::Paren(x) => ExprKind::Paren(Box::new(elementwise(x))),
        ExprKind::Unary { op, operand } => ExprKind::Unary {
            op: *op,
            operand: Box::new(elementwise(operand)),
        },
        ExprKind::Binary { op, operands } => ExprKind::Binary {
            op: match op {
                BinOp::MatMul => BinOp::Mul,
                BinOp::MatDiv => BinOp::Div,
                op => *op,
            },
            operands: Box::new([elementwise(&operands[0]), elementwise(&operands[1])]),
        },
        k => k.clone(),
    };
    expr(kind)
}

/// A known value as a literal, else `fallback`.
fn literal_or(a: &AVal, fallback: Expr) -> Expr {
    a.known().and_then(literal::literal).unwrap_or(fallback)
}

/// `first:step:last`.
fn range(first: usize, step: usize, last: usize) -> Expr {
    let num = |x: usize| expr(ExprKind::Number(x as f64));
    expr(ExprKind::Range {
        start: Box::new(num(first)),
        step: (step != 1).then(|| Box::new(num(step))),
        stop: Box::new(num(last)),
    })
}

fn assign(target: &str, rhs: Expr) -> StmtKind {
    StmtKind::Assign {
        lhs: LValue::Expr(ident(target)),
        rhs,
        print: false,
    }
}

impl Specializer<'_> {
    /// `for var = items, body, end` from state `env0` as a scan: the
    /// residual and the state after, or `None` when the loop is not a
    /// running product with running sums of real doubles (see the module
    /// doc). `iter` is the residual of the loop's values.
    pub fn scan_loop(
        &mut self,
        fr: &mut Frame,
        var: &Name,
        iter: &Expr,
        items: &[Value],
        body: &[Stmt],
        env0: &Env,
    ) -> Option<(Vec<Stmt>, Env)> {
        let m = items.len();
        let ks: Vec<f64> = items
            .iter()
            .map(|v| match v {
                Value::Num(x) => Some(*x),
                _ => None,
            })
            .collect::<Option<_>>()?;
        if m < MIN_ITERATIONS {
            return None;
        }
        let rec = recurrence(var, body)?;
        let defined = |n: &Name| match env0.get(n) {
            Some(Slot::Defined(a)) => Some(a.clone()),
            _ => None,
        };
        let t0 = defined(rec.product)?;
        let tf = t0.facts();
        let dims = tf.dims.clone()?;
        let n: usize = dims.iter().product();
        if !tf.real_double() || dims.len() != 2 || n == 0 || (dims[0] != 1 && dims[1] != 1) {
            return None;
        }
        let entry = Entry {
            env: env0,
            fr,
            var,
            dims: &dims,
        };
        let mut s0s = Vec::new();
        for (s, _) in &rec.sums {
            let a = defined(s)?;
            let f = a.facts();
            if !f.real_double() || f.dims.as_ref() != Some(&dims) {
                return None;
            }
            s0s.push(a);
        }
        let mut shapes = Vec::new();
        let mut mentions_var = Vec::new();
        for (op, f) in &rec.factors {
            let extent = entry.extent(f)?;
            let mut by_k = false;
            idents_in_expr(f, &mut |x| by_k |= x == var);
            // `t * z` of two vectors is no element-wise product; `f(k)` a scalar.
            if extent == Extent::Whole && n > 1 && (*op == BinOp::MatMul || by_k) {
                return None;
            }
            shapes.push(extent);
            mentions_var.push(by_k);
        }
        let last = literal::literal(items.last()?)?;

        // The parts of the vector the factors are picked from: t0, then each
        // factor (for all k, if it depends on k), as the loop's entry has them.
        // Iterations run down the rows of a row's scan, along the columns of
        // a column's or a scalar's.
        let down = dims[0] == 1 && n > 1;
        let column = dims[0] > 1;
        let mut parts = vec![literal_or(&t0, ident(rec.product))];
        let mut counts = vec![n];
        let mut all_known = t0.known().is_some() && s0s.iter().all(|a| a.known().is_some());
        let saved = std::mem::take(&mut fr.env);
        let k_row = Value::Double(std::rc::Rc::new(Tensor::new(
            runtime::Dims::new(&[1, m]),
            ks.clone(),
        )));
        let mut reads_var = false;
        for (((_, f), by_k), extent) in rec.factors.iter().zip(&mentions_var).zip(&shapes) {
            fr.env = env0.clone();
            let (r, a) = if *by_k {
                fr.env.set(var, AVal::Known(k_row.clone()));
                self.expr(fr, &elementwise(f))
            } else {
                self.expr(fr, f)
            };
            all_known &= a.known().is_some();
            let r = match (by_k, column, a.known()) {
                (true, true, Some(v)) => runtime::ops::transpose(v, false)
                    .ok()
                    .as_ref()
                    .and_then(literal::literal)
                    .unwrap_or_else(|| transposed(r)),
                (true, true, None) => transposed(r),
                _ => r,
            };
            idents_in_expr(&r, &mut |x| reads_var |= x == var);
            parts.push(match r.kind {
                ExprKind::Paren(inner) => *inner,
                _ => r,
            });
            counts.push(match (by_k, extent) {
                (true, _) => m,
                (false, Extent::Scalar) => 1,
                (false, Extent::Whole) => n,
            });
        }
        fr.env = saved;
        if all_known {
            // Unrolling computes it all.
            return None;
        }

        let factors_name = self.temp(fr, format!("{}_factors", rec.product));
        let products_name = self.temp(fr, format!("{}_products", rec.product));
        let sum_names: Vec<String> = rec
            .sums
            .iter()
            .map(|(s, _)| self.temp(fr, format!("{s}_sums")))
            .collect();

        let nf = rec.factors.len();
        let rows = 1 + m * nf;
        let (sr, sc) = if down { (rows, n) } else { (n, rows) };
        let subs = picks(&counts, (&mentions_var, &shapes), (m, n), down);
        let dim = expr(ExprKind::Number(if down { 1.0 } else { 2.0 }));
        // Row or column `i` of a scan's result.
        let line = |x: &str, i: Expr| {
            let colon = expr(ExprKind::Colon);
            let args = if down { vec![i, colon] } else { vec![colon, i] };
            expr(ExprKind::Index {
                base: Box::new(ident(x)),
                args,
            })
        };
        let num = |x: usize| expr(ExprKind::Number(x as f64));

        let mut out = Vec::new();
        if reads_var {
            out.push(safe_stmt(assign(var, iter.clone())));
        }
        let joined = if column {
            parts.into_iter().map(|p| vec![p]).collect()
        } else {
            vec![parts]
        };
        out.push(stmt(assign(&factors_name, expr(ExprKind::Matrix(joined)))));
        // (A scalar's scan by one factor picks the vector as it is.)
        let picked = if sr == 1 && subs.iter().enumerate().all(|(i, &x)| x == i + 1) {
            ident(&factors_name)
        } else {
            expr(ExprKind::Index {
                base: Box::new(ident(&factors_name)),
                args: vec![literal::subscripts(sr, sc, &subs)],
            })
        };
        out.push(stmt(assign(
            &products_name,
            call("cumprod", vec![picked, dim.clone()]),
        )));
        for (((s, after), s0), sums) in rec.sums.iter().zip(&s0s).zip(&sum_names) {
            let first = if *after { 1 + nf } else { 1 };
            let terms = line(&products_name, range(first, nf, first + nf * (m - 1)));
            // A sum that starts from t0 itself reads it from the products.
            let shared = *after
                && matches!((s0.known(), t0.known()), (Some(a), Some(b)) if crate::abs::same_value(a, b));
            let arg = if shared && nf == 1 {
                ident(&products_name)
            } else if shared {
                line(&products_name, range(1, nf, rows))
            } else {
                let s0 = literal_or(s0, ident(s));
                expr(ExprKind::Matrix(if down {
                    vec![vec![s0], vec![terms]]
                } else {
                    vec![vec![s0, terms]]
                }))
            };
            out.push(stmt(assign(sums, call("cumsum", vec![arg, dim.clone()]))));
            out.push(safe_stmt(assign(s, line(sums, num(m + 1)))));
        }
        out.push(safe_stmt(assign(
            rec.product,
            line(&products_name, num(rows)),
        )));
        out.push(safe_stmt(assign(var, last)));
        self.budget = self.budget.saturating_sub(out.len());

        let env = after_scan(env0, &rec, &dims, (var, &items[m - 1]));
        Some((out, env))
    }
}

/// The environment after a scanned loop: the product and the sums real
/// double vectors of the shape they had, the loop variable its last value.
fn after_scan(
    env0: &Env,
    rec: &Recurrence<'_>,
    dims: &[usize],
    (var, last): (&Name, &Value),
) -> Env {
    let mut env = env0.clone();
    let result = AVal::Dyn(Facts {
        class: Some(runtime::Class::Double),
        dims: Some(dims.to_vec()),
        real: true,
        full: true,
        ..Facts::default()
    });
    env.set(rec.product, result.clone());
    for (s, _) in &rec.sums {
        env.set(s, result.clone());
    }
    env.set(var, AVal::Known(last.clone()));
    env
}

/// The subscripts picking, for each of the `n` elements of the scanned vector,
/// t0 and then the factors of each of the `m` iterations in the order the loop
/// multiplies them, from the joined parts of `counts` elements each (factor
/// `j` depends on the loop variable when `by_k[j]`). Down the rows when `down`.
fn picks(
    counts: &[usize],
    (by_k, shapes): (&[bool], &[Extent]),
    (m, n): (usize, usize),
    down: bool,
) -> Vec<usize> {
    let nf = counts.len() - 1;
    let rows = 1 + m * nf;
    let mut offsets = Vec::with_capacity(counts.len());
    let mut at = 0;
    for c in counts {
        offsets.push(at);
        at += c;
    }
    let pick = |r: usize, e: usize| -> usize {
        if r == 0 {
            return 1 + e;
        }
        let (i, j) = ((r - 1) / nf, (r - 1) % nf);
        let base = offsets[j + 1] + 1;
        match (by_k[j], shapes[j]) {
            (true, _) => base + i,
            (false, Extent::Scalar) => base,
            (false, Extent::Whole) => base + e,
        }
    };
    let mut subs = Vec::with_capacity(rows * n);
    let (sr, sc) = if down { (rows, n) } else { (n, rows) };
    for c in 0..sc {
        for r in 0..sr {
            subs.push(if down { pick(r, c) } else { pick(c, r) });
        }
    }
    subs
}

impl Specializer<'_> {
    /// A name for a temporary of `fr`'s function, after `stem`: no name the
    /// function mentions, no function, no builtin; the same for each stem.
    fn temp(&mut self, fr: &mut Frame, stem: String) -> String {
        if let Some(name) = fr.temps.get(&stem) {
            return name.clone();
        }
        let mut name = stem.clone();
        let mut k = 1;
        while self.taken.contains(&name)
            || runtime::builtins::is_builtin(&name)
            || fr.occurrences.contains_key(name.as_str())
        {
            k += 1;
            name = format!("{stem}_{k}");
        }
        self.taken.insert(name.clone());
        fr.temps.insert(stem, name.clone());
        name
    }
}

fn transposed(e: Expr) -> Expr {
    expr(ExprKind::Postfix {
        op: PostfixOp::Transpose,
        operand: Box::new(e),
    })
}
