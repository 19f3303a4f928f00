//! A residual `for i = a:b` loop whose iterations are independent, written as the same statements on vectors (`u(i) = un(i - 1) + ...` once for all `i`).
//!
//! The loop qualifies when its body only assigns temporaries and elements
//! `A(i)`, `A(i, s)` or `A(s, i)` (a leading `if COND, continue; end`
//! selects the iterations instead); reads no element another iteration
//! writes (an array it writes only in other columns or rows: `U(i, j - 1)`
//! beside `U(i, j) = ...`); reads a temporary only after assigning it;
//! reads through subscripts of `i` values of one orientation (one array by
//! a linear subscript, or any arrays with `i` in the same one of two
//! subscripts), or else uses `i` as a value (a row); and reads otherwise
//! only double or logical scalars. `i` and the temporaries must be dead
//! after the loop. Each element is then computed by the same operations on
//! the same operands as in the loop (`*` and `/` of scalars become `.*` and
//! `./`), so the results are the same bit for bit, and Octave runs one
//! statement where it ran n. The statements run only on real
//! floating-point values (`Vectorized::checks`).

use std::collections::{HashMap, HashSet};

use syntax::ast::{BinOp, Expr, ExprKind, LValue, Name, Stmt, StmtKind, UnOp};

use crate::literal::{call, expr, ident, stmt};

/// What the loop's surroundings say about a name.
pub trait Scope {
    /// A variable defined at the loop, holding a scalar all through it.
    fn scalar(&self, name: &Name) -> bool;
    /// A variable defined at the loop.
    fn defined(&self, name: &Name) -> bool;
    /// A variable of the function (else a function's name).
    fn is_var(&self, name: &Name) -> bool;
    /// Dead after the loop: read or written nowhere else in the function
    /// (the loop's variable: only in other loops over it, none enclosing this one).
    fn only_in_loop(&self, name: &Name) -> bool;
    /// A variable known to hold real double or single numbers.
    fn real_float(&self, name: &Name) -> bool;
    /// A variable known to hold a real number.
    fn real_scalar(&self, name: &Name) -> bool;
    /// A function of the file or folder (so not the builtin of that name).
    fn is_function(&self, name: &Name) -> bool;
}

struct Tr<'a> {
    var: &'a Name,
    temps: HashSet<Name>,
    written: HashSet<Name>,
    defined: HashSet<Name>,
    /// How values that depend on `var` are read: `linear NAME` (their
    /// orientation is that array's) or `2-d K` (the K-th of two subscripts
    /// depends on `var`: a column or a row whatever the array). One kind
    /// at most, so that every vector has the same orientation.
    sources: HashSet<String>,
    /// The arrays read through subscripts of `var`.
    read: HashSet<Name>,
    /// The scalar variables read.
    scalars: HashSet<Name>,
    /// Each array written as `A(i, s)` or `A(s, i)`: where `i` is and `s`
    /// (`None` when it is written otherwise, or in two ways).
    write_at: HashMap<Name, Option<(usize, Expr)>>,
    /// The loop variable used as a value (a row: then no array may be read
    /// through it, as that could give a column).
    value_uses: bool,
    scope: &'a dyn Scope,
}

/// A loop as vector statements, to run when `checks` hold (each array it
/// reads or writes holds real floating-point numbers, each scalar it reads
/// is real, where that is not known): then no operation can fail, even on
/// no element, arithmetic is real (the same on one element as on many,
/// Inf and NaN included), and each fails or not as the loop's did;
/// otherwise the loop runs as it was. `checks` empty: no test needed.
pub struct Vectorized {
    pub stmts: Vec<Stmt>,
    pub checks: Vec<Expr>,
}

/// The loop `for var = iter, body, end` as straight-line vector
/// statements, or `None` when it does not qualify.
pub fn vectorize(var: &Name, iter: &Expr, body: &[Stmt], scope: &dyn Scope) -> Option<Vectorized> {
    let ExprKind::Range {
        start,
        step: None,
        stop,
    } = &iter.kind
    else {
        return None;
    };
    let mut mentions_var = false;
    for e in [start, stop] {
        crate::names::idents_in_expr(e, &mut |n| mentions_var |= n == var);
    }
    if mentions_var || !scope.only_in_loop(var) || body.is_empty() {
        return None;
    }
    // `if COND, continue; end` first: the iterations where COND holds are left out.
    let (guard, body) = match &body[0].kind {
        StmtKind::If {
            clauses,
            else_body: None,
        } if clauses.len() == 1
            && matches!(
                clauses[0].body.as_slice(),
                [Stmt {
                    kind: StmtKind::Continue,
                    ..
                }]
            ) =>
        {
            (Some(&clauses[0].cond), &body[1..])
        }
        _ => (None, body),
    };
    let mut tr = Tr {
        var,
        temps: HashSet::new(),
        written: HashSet::new(),
        defined: HashSet::new(),
        sources: HashSet::new(),
        read: HashSet::new(),
        scalars: HashSet::new(),
        write_at: HashMap::new(),
        value_uses: false,
        scope,
    };
    for s in body {
        match &s.kind {
            StmtKind::Assign {
                lhs: LValue::Expr(target),
                print: false,
                ..
            } => match &target.kind {
                ExprKind::Ident(id) => {
                    tr.temps.insert(id.name.clone());
                }
                ExprKind::Index { base, args } => {
                    let ExprKind::Ident(a) = &base.kind else {
                        return None;
                    };
                    // `A(i)`, `A(i, s)` or `A(s, i)`, `s` free of `i`.
                    let is_var =
                        |x: &Expr| matches!(&x.kind, ExprKind::Ident(id) if id.name == *var);
                    let at = args.iter().filter(|x| is_var(x)).count();
                    let mut others_free = true;
                    for x in args.iter().filter(|x| !is_var(x)) {
                        crate::names::idents_in_expr(x, &mut |n| others_free &= n != var);
                    }
                    if args.len() > 2 || at != 1 || !others_free || !scope.defined(&a.name) {
                        return None;
                    }
                    let form = match args.as_slice() {
                        [x, other] | [other, x] if is_var(x) && !is_var(other) => {
                            let k = usize::from(!is_var(&args[0]));
                            Some((k, other.clone()))
                        }
                        _ => None,
                    };
                    let first = tr.written.insert(a.name.clone());
                    let entry = tr.write_at.entry(a.name.clone()).or_insert(form.clone());
                    if !first && *entry != form {
                        *entry = None;
                    }
                }
                _ => return None,
            },
            _ => return None,
        }
    }
    if tr.temps.contains(var)
        || tr
            .temps
            .iter()
            .any(|t| tr.written.contains(t) || !scope.only_in_loop(t))
    {
        return None;
    }
    let mut out = vec![stmt(StmtKind::Assign {
        lhs: LValue::Expr(ident(var)),
        rhs: iter.clone(),
        print: false,
    })];
    if let Some(cond) = guard {
        // `var = var(~(COND))`, COND element by element on the row `var`.
        let mask = tr.condition(cond)?;
        let keep = expr(ExprKind::Unary {
            op: UnOp::Not,
            operand: Box::new(expr(ExprKind::Paren(Box::new(mask)))),
        });
        out.push(stmt(StmtKind::Assign {
            lhs: LValue::Expr(ident(var)),
            rhs: expr(ExprKind::Index {
                base: Box::new(ident(var)),
                args: vec![keep],
            }),
            print: false,
        }));
    }
    for s in body {
        let StmtKind::Assign {
            lhs: LValue::Expr(target),
            rhs,
            ..
        } = &s.kind
        else {
            return None;
        };
        let (rhs, _) = tr.expr(rhs, false)?;
        let target = match &target.kind {
            ExprKind::Ident(id) => {
                tr.defined.insert(id.name.clone());
                target.clone()
            }
            ExprKind::Index { base, args } => {
                let mut rargs = Vec::with_capacity(args.len());
                for a in args {
                    let (x, dep) = tr.expr(a, true)?;
                    // The subscript other than `i` is a scalar.
                    if dep != matches!(&a.kind, ExprKind::Ident(id) if id.name == *var) {
                        return None;
                    }
                    rargs.push(x);
                }
                expr(ExprKind::Index {
                    base: base.clone(),
                    args: rargs,
                })
            }
            _ => return None,
        };
        out.push(stmt(StmtKind::Assign {
            lhs: LValue::Expr(target),
            rhs,
            print: false,
        }));
    }
    if tr.sources.len() > 1 || (tr.value_uses && !tr.sources.is_empty()) {
        return None;
    }
    let mut arrays: Vec<&Name> = tr
        .read
        .iter()
        .chain(&tr.written)
        .filter(|n| !scope.real_float(n))
        .collect();
    arrays.sort();
    arrays.dedup();
    let mut scalars: Vec<&Name> = tr
        .scalars
        .iter()
        .filter(|n| !scope.real_scalar(n))
        .collect();
    scalars.sort();
    let mut checks = Vec::new();
    for a in arrays {
        checks.push(call("isfloat", vec![ident(a)]));
        checks.push(call("isreal", vec![ident(a)]));
    }
    for n in scalars {
        checks.push(call("isreal", vec![ident(n)]));
    }
    Some(Vectorized { stmts: out, checks })
}

impl Tr<'_> {
    /// A condition on the loop variable and scalars, element by element
    /// (`||` and `&&` of scalars are `|` and `&` of their elements).
    fn condition(&mut self, e: &Expr) -> Option<Expr> {
        match &e.kind {
            ExprKind::Binary { op, operands } => {
                let op = match op {
                    BinOp::OrOr | BinOp::Or => BinOp::Or,
                    BinOp::AndAnd | BinOp::And => BinOp::And,
                    BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                        // Comparisons of the variable's arithmetic with scalars.
                        let sources = self.sources.clone();
                        let (l, _) = self.expr(&operands[0], true)?;
                        let (r, _) = self.expr(&operands[1], true)?;
                        if self.sources != sources {
                            return None;
                        }
                        return Some(expr(ExprKind::Binary {
                            op: *op,
                            operands: Box::new([l, r]),
                        }));
                    }
                    _ => return None,
                };
                let l = self.condition(&operands[0])?;
                let r = self.condition(&operands[1])?;
                Some(expr(ExprKind::Binary {
                    op,
                    operands: Box::new([l, r]),
                }))
            }
            ExprKind::Paren(x) => Some(expr(ExprKind::Paren(Box::new(self.condition(x)?)))),
            _ => None,
        }
    }

    /// `e` on vectors, and whether it depends on the loop variable; `None`
    /// when it may not mean, element by element, what it meant per iteration.
    fn expr(&mut self, e: &Expr, in_subscript: bool) -> Option<(Expr, bool)> {
        match &e.kind {
            ExprKind::Number(_) => Some((e.clone(), false)),
            ExprKind::Ident(id) => {
                let n = &id.name;
                if n == self.var {
                    // As a value it is a row: no array may be read then.
                    self.value_uses |= !in_subscript;
                    Some((e.clone(), true))
                } else if self.temps.contains(n) {
                    // Temporaries are vectors of the source's orientation: not subscripts.
                    (self.defined.contains(n) && !in_subscript).then(|| (e.clone(), true))
                } else if self.scope.is_var(n) && !self.written.contains(n) && self.scope.scalar(n)
                {
                    self.scalars.insert(n.clone());
                    Some((e.clone(), false))
                } else {
                    None
                }
            }
            ExprKind::Unary { op, operand } => {
                let (x, dep) = self.expr(operand, in_subscript)?;
                Some((
                    expr(ExprKind::Unary {
                        op: *op,
                        operand: Box::new(x),
                    }),
                    dep,
                ))
            }
            ExprKind::Paren(x) => {
                let (x, dep) = self.expr(x, in_subscript)?;
                Some((expr(ExprKind::Paren(Box::new(x))), dep))
            }
            ExprKind::Binary { op, operands } => {
                let op = match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => *op,
                    BinOp::MatMul => BinOp::Mul,
                    BinOp::MatDiv => BinOp::Div,
                    _ => return None,
                };
                let (l, dl) = self.expr(&operands[0], in_subscript)?;
                let (r, dr) = self.expr(&operands[1], in_subscript)?;
                Some((
                    expr(ExprKind::Binary {
                        op,
                        operands: Box::new([l, r]),
                    }),
                    dl || dr,
                ))
            }
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(b) = &base.kind else {
                    return None;
                };
                let n = &b.name;
                if self.scope.is_var(n) {
                    if self.temps.contains(n) || n == self.var {
                        return None;
                    }
                    if args.is_empty() || args.len() > 2 {
                        return None;
                    }
                    let mut rargs = Vec::with_capacity(args.len());
                    let mut deps = Vec::with_capacity(args.len());
                    for a in args {
                        if matches!(a.kind, ExprKind::Colon) {
                            return None;
                        }
                        let (x, dep) = self.expr(a, true)?;
                        rargs.push(x);
                        deps.push(dep);
                    }
                    // Exactly one subscript depends on `var` (the others are
                    // scalars), so one element per iteration.
                    let k = deps.iter().position(|d| *d)?;
                    if deps.iter().filter(|d| **d).count() != 1 {
                        return None;
                    }
                    // An array the loop writes is read only in other columns
                    // (rows) than it writes: `U(i, j - 1)` beside `U(i, j) = ...`.
                    if self.written.contains(n) {
                        let Some(Some((kw, other))) = self.write_at.get(n) else {
                            return None;
                        };
                        if args.len() != 2 || k != *kw || !disjoint(&args[1 - k], other) {
                            return None;
                        }
                    }
                    self.read.insert(n.clone());
                    self.sources.insert(if args.len() == 1 {
                        format!("linear {n}")
                    } else {
                        format!("2-d {k}")
                    });
                    Some((
                        expr(ExprKind::Index {
                            base: base.clone(),
                            args: rargs,
                        }),
                        true,
                    ))
                } else {
                    if !decls::lookup(n).is_some_and(decls::Decl::vectorizes)
                        || self.scope.is_function(n)
                        || args.is_empty()
                        || args.len() > 2
                    {
                        return None;
                    }
                    let mut rargs = Vec::with_capacity(args.len());
                    let mut dep = false;
                    for a in args {
                        let (x, d) = self.expr(a, in_subscript)?;
                        dep |= d;
                        rargs.push(x);
                    }
                    Some((
                        expr(ExprKind::Index {
                            base: base.clone(),
                            args: rargs,
                        }),
                        dep,
                    ))
                }
            }
            _ => None,
        }
    }
}

/// Whether subscripts `a` and `b` (free of the loop variable) differ in
/// every iteration: `j - 1` and `j`, `3` and `j + 0`... of the same name
/// plus different constants, or two different numbers.
fn disjoint(a: &Expr, b: &Expr) -> bool {
    fn offset(e: &Expr) -> Option<(Option<Name>, f64)> {
        match &e.kind {
            ExprKind::Number(c) => Some((None, *c)),
            ExprKind::Ident(id) => Some((Some(id.name.clone()), 0.0)),
            ExprKind::Paren(x) => offset(x),
            ExprKind::Binary { op, operands } => match (&operands[0].kind, &operands[1].kind) {
                (ExprKind::Ident(id), ExprKind::Number(c)) if *op == BinOp::Add => {
                    Some((Some(id.name.clone()), *c))
                }
                (ExprKind::Ident(id), ExprKind::Number(c)) if *op == BinOp::Sub => {
                    Some((Some(id.name.clone()), -*c))
                }
                _ => None,
            },
            _ => None,
        }
    }
    matches!((offset(a), offset(b)), (Some((x, c)), Some((y, d))) if x == y && c != d)
}
