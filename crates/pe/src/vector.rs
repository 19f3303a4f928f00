//! A residual `for i = a:b` loop whose iterations are independent, written as the same statements on vectors (`u(i) = un(i - 1) + ...` once for all `i`).
//!
//! The loop qualifies when its body only assigns temporaries and elements
//! `A(i)`, reads no array it writes, reads a temporary only after assigning
//! it, uses `i` only in subscripts, reads every subscripted-by-`i` value
//! from one array (so every vector has that array's orientation), and each
//! other name it reads is a variable known to hold a scalar; `i` and the
//! temporaries must be read nowhere else in the function. Each element is
//! then computed by the same operations on the same operands as in the
//! loop (`*` and `/` of scalars become `.*` and `./`), so the results are
//! the same bit for bit, and Octave runs one statement where it ran n.

use std::collections::HashSet;

use syntax::ast::{BinOp, Expr, ExprKind, LValue, Name, Stmt, StmtKind, UnOp};

use crate::literal::{expr, ident};
use crate::spec::stmt;

/// Builtins applied element by element, the same on a vector as on each element.
const ELEMENTWISE: &[&str] = &[
    "mod", "rem", "abs", "sqrt", "exp", "sin", "cos", "floor", "ceil", "round", "fix",
];

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
    /// A variable known to hold double or single numbers.
    fn float(&self, name: &Name) -> bool;
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
    scope: &'a dyn Scope,
}

/// A loop as vector statements, to run when every array in `checks`
/// (read or written, class not known) holds floating-point numbers: then
/// no operation can fail, even on no element, and each fails or not as the
/// loop's did (an error names a class the same for one element and many
/// only for these); otherwise the loop runs as it was.
pub struct Vectorized {
    pub stmts: Vec<Stmt>,
    pub checks: Vec<Name>,
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
                    tr.written.insert(a.name.clone());
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
    if tr.sources.len() > 1 {
        return None;
    }
    let mut checks: Vec<Name> = tr
        .read
        .iter()
        .chain(&tr.written)
        .filter(|n| !scope.float(n))
        .cloned()
        .collect();
    checks.sort();
    checks.dedup();
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
                    // As a value it would be a row beside the arrays' orientation.
                    in_subscript.then(|| (e.clone(), true))
                } else if self.temps.contains(n) {
                    // Temporaries are vectors of the source's orientation: not subscripts.
                    (self.defined.contains(n) && !in_subscript).then(|| (e.clone(), true))
                } else if self.scope.is_var(n) && !self.written.contains(n) && self.scope.scalar(n)
                {
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
                    if self.written.contains(n) || self.temps.contains(n) || n == self.var {
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
                    if !ELEMENTWISE.contains(&n.as_str())
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
