//! Straight-line residual code as a person would write it: each value of a whole variable under its own name (so unrolled copies and recomputations go), and one-use temporaries fused into the statement that reads them.
//!
//! Unrolling leaves `t0 = t1; t1 = t2;` after every step, recomputes the
//! same value in each unrolled iteration, and splits `p = p .* a` chains
//! over many statements; Octave pays for a statement about what it pays
//! for an operation. Everything here keeps the order in which operations
//! run and the values they see, so results are the same bit for bit.
//!
//! Renaming works on runs of plain assignments: a variable that is only
//! ever assigned whole (never indexed, never a loop variable, never printed)
//! gets a fresh name at each assignment within a run, a copy of a fresh
//! name becomes an alias, and a pure expression already computed in the
//! run reuses the name holding it (or the variable keeps its own name when
//! nothing reads its old value after). Before anything else (a branch, a loop, a `break`, a
//! call whose display names a variable) the variables get their names back
//! (`v = v_3;`, marked safe, so dead-code elimination drops the unread).
//! Nothing is renamed inside `try` or `unwind_protect`, whose handlers may
//! see variables part-way.

use std::collections::{BTreeSet, HashMap, HashSet};

use syntax::ast::{BinOp, Expr, ExprKind, Function, Ident, LValue, Name, Span, Stmt, StmtKind};

use crate::abs::AVal;
use crate::literal::SAFE;
use crate::names::{idents_in_expr, walk_stmt, walk_stmts};
use runtime::Class;

/// `body` of `f` tidied; `functions` are the names of functions the
/// residual may call (never pure builtins), `live_out` what is read after.
pub fn tidy(
    f: &Function,
    body: Vec<Stmt>,
    functions: &HashSet<String>,
    indexable: &HashSet<Name>,
    live_out: &BTreeSet<Name>,
) -> Vec<Stmt> {
    let whole = Function { body, ..f.clone() };
    let vars = crate::names::variables(&whole);
    // `p(k)` only reads when `p` is a parameter never assigned and known to
    // be no function handle or object (whose `p(k)` runs code).
    let mut assigned = HashSet::new();
    walk_stmts(&whole.body, &mut |_| {}, &mut |n| {
        assigned.insert(n.clone());
    });
    let indexable: HashSet<Name> = indexable.difference(&assigned).cloned().collect();
    let renamable = renamable(&whole.body, &vars);
    let mut taken: HashSet<String> = functions.clone();
    for n in &vars {
        taken.insert(n.to_string());
    }
    walk_stmts(
        &whole.body,
        &mut |e| {
            idents_in_expr(e, &mut |n| {
                taken.insert(n.to_string());
            })
        },
        &mut |_| {},
    );
    let mut r = Renamer {
        renamable,
        vars,
        indexable,
        functions,
        taken,
        fresh: HashSet::new(),
    };
    let body = r.block(whole.body, true);
    let body = crate::dce::eliminate(body, live_out);
    let mut reads = HashMap::new();
    walk_stmts(
        &body,
        &mut |e| idents_in_expr(e, &mut |n| *reads.entry(n.clone()).or_insert(0usize) += 1),
        &mut |_| {},
    );
    fuse_block(body, &r.fresh, &reads)
}

/// Whether indexing a parameter with this abstract value only reads it
/// (no function handle or object, which are 1x1).
pub fn indexable(a: &AVal) -> bool {
    let f = a.facts();
    let not_code = |c: Class| !matches!(c, Class::FunctionHandle | Class::Object);
    f.class.is_some_and(not_code) || f.dims.is_some_and(|d| d.iter().product::<usize>() != 1)
}

/// Names assigned only whole, by plain non-printing assignments, and read
/// only whole (never indexed, in a handle's body, or as a loop variable).
fn renamable(body: &[Stmt], vars: &HashSet<Name>) -> HashSet<Name> {
    let mut bad: HashSet<Name> = HashSet::new();
    bad.insert(Name::new("ans"));
    fn leaves(ss: &[Stmt], bad: &mut HashSet<Name>) {
        for s in ss {
            match &s.kind {
                StmtKind::Assign {
                    lhs:
                        LValue::Expr(Expr {
                            kind: ExprKind::Ident(_),
                            ..
                        }),
                    print: false,
                    ..
                } => {}
                StmtKind::If { clauses, else_body } => {
                    for c in clauses {
                        leaves(&c.body, bad);
                    }
                    if let Some(b) = else_body {
                        leaves(b, bad);
                    }
                }
                StmtKind::For { var, key, body, .. } => {
                    for target in std::iter::once(var).chain(key.as_deref()) {
                        if let LValue::Expr(e) = target {
                            if let Some(n) = crate::names::lvalue_base(e) {
                                bad.insert(n.clone());
                            }
                        }
                    }
                    leaves(body, bad);
                }
                StmtKind::While { body, .. } | StmtKind::DoUntil { body, .. } => leaves(body, bad),
                StmtKind::Switch {
                    cases, otherwise, ..
                } => {
                    for c in cases {
                        leaves(&c.body, bad);
                    }
                    if let Some(b) = otherwise {
                        leaves(b, bad);
                    }
                }
                _ => walk_stmt(s, &mut |_| {}, &mut |n| {
                    bad.insert(n.clone());
                }),
            }
        }
    }
    leaves(body, &mut bad);
    walk_stmts(body, &mut |e| not_whole(e, &mut bad), &mut |_| {});
    vars.iter().filter(|n| !bad.contains(*n)).cloned().collect()
}

/// Marks the names `e` indexes, or names inside an anonymous function.
fn not_whole(e: &Expr, bad: &mut HashSet<Name>) {
    match &e.kind {
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. } => {
            if let ExprKind::Ident(id) = &base.kind {
                bad.insert(id.name.clone());
            }
        }
        ExprKind::AnonFunc { .. } => {
            idents_in_expr(e, &mut |n| {
                bad.insert(n.clone());
            });
            return;
        }
        _ => {}
    }
    for_children(e, &mut |c| not_whole(c, bad));
}

fn for_children(e: &Expr, f: &mut impl FnMut(&Expr)) {
    match &e.kind {
        ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => f(operand),
        ExprKind::Paren(x) => f(x),
        ExprKind::Binary { operands, .. } => {
            f(&operands[0]);
            f(&operands[1]);
        }
        ExprKind::Range { start, step, stop } => {
            f(start);
            if let Some(s) = step {
                f(s);
            }
            f(stop);
        }
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => rows.iter().flatten().for_each(f),
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            f(base);
            args.iter().for_each(f);
        }
        ExprKind::Field { base, .. } => f(base),
        ExprKind::DynField { base, name } => {
            f(base);
            f(name);
        }
        _ => {}
    }
}

/// `e` with each name of `cur` replaced by the name holding its value.
fn subst(e: &Expr, cur: &HashMap<Name, Name>) -> Expr {
    let mut e = e.clone();
    subst_in(&mut e, cur);
    e
}

fn subst_in(e: &mut Expr, cur: &HashMap<Name, Name>) {
    match &mut e.kind {
        ExprKind::Ident(id) => {
            if let Some(n) = cur.get(&id.name) {
                id.name = n.clone();
            }
        }
        ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => {
            subst_in(operand, cur)
        }
        ExprKind::Paren(x) => subst_in(x, cur),
        ExprKind::Binary { operands, .. } => {
            let [a, b] = &mut **operands;
            subst_in(a, cur);
            subst_in(b, cur);
        }
        ExprKind::Range { start, step, stop } => {
            subst_in(start, cur);
            if let Some(s) = step {
                subst_in(s, cur);
            }
            subst_in(stop, cur);
        }
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
            rows.iter_mut().flatten().for_each(|x| subst_in(x, cur))
        }
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            subst_in(base, cur);
            args.iter_mut().for_each(|x| subst_in(x, cur));
        }
        ExprKind::Field { base, .. } => subst_in(base, cur),
        ExprKind::DynField { base, name } => {
            subst_in(base, cur);
            subst_in(name, cur);
        }
        _ => {}
    }
}

struct Renamer<'a> {
    renamable: HashSet<Name>,
    /// Every variable of the function (reading one is pure: a run forgets
    /// what it computed from a variable when it writes that variable).
    vars: HashSet<Name>,
    /// The variables whose indexing only reads.
    indexable: HashSet<Name>,
    functions: &'a HashSet<String>,
    taken: HashSet<String>,
    /// The names made here (each assigned once).
    fresh: HashSet<Name>,
}

/// The state of one run of plain assignments.
#[derive(Default)]
struct Run {
    /// Variable -> the fresh name holding its value now.
    cur: HashMap<Name, Name>,
    /// Pure expressions computed in the run (as printed) -> the fresh name holding each.
    seen: HashMap<String, Name>,
    /// Fresh names made in the run -> where in the output they are assigned.
    defs: HashMap<Name, usize>,
}

fn plain(kind: StmtKind, span: Span) -> Stmt {
    Stmt { kind, span }
}

fn assign(lhs: &str, rhs: Expr, span: Span) -> Stmt {
    plain(
        StmtKind::Assign {
            lhs: LValue::Expr(ident(lhs)),
            rhs,
            print: false,
        },
        span,
    )
}

fn ident(n: &str) -> Expr {
    crate::literal::expr(ExprKind::Ident(Ident {
        name: Name::new(n),
        span: Span::default(),
    }))
}

impl Renamer<'_> {
    fn fresh_name(&mut self, v: &str) -> Name {
        let mut k = 1;
        loop {
            let n = format!("{v}_{k}");
            if !self.taken.contains(&n) {
                self.taken.insert(n.clone());
                let n = Name::new(&n);
                self.fresh.insert(n.clone());
                return n;
            }
            k += 1;
        }
    }

    /// Whether evaluating `e` twice gives the same value and does nothing else.
    fn pure(&self, e: &Expr) -> bool {
        let is_var = |n: &Name| self.vars.contains(n) || self.fresh.contains(n);
        let call_ok = |n: &Name| {
            !self.functions.contains(n.as_str()) && crate::names::is_pure_builtin(n.as_str())
        };
        match &e.kind {
            ExprKind::Number(_)
            | ExprKind::ImagNumber(_)
            | ExprKind::IntNumber { .. }
            | ExprKind::Str { .. }
            | ExprKind::Colon
            | ExprKind::End => true,
            ExprKind::Ident(id) => is_var(&id.name) || call_ok(&id.name),
            ExprKind::Index { base, args } => {
                let base_ok = match &base.kind {
                    ExprKind::Ident(id) if is_var(&id.name) => self.indexable.contains(&id.name),
                    ExprKind::Ident(id) => call_ok(&id.name),
                    _ => false,
                };
                base_ok && args.iter().all(|a| self.pure(a))
            }
            ExprKind::Unary { .. }
            | ExprKind::Postfix { .. }
            | ExprKind::Paren(_)
            | ExprKind::Binary { .. }
            | ExprKind::Range { .. }
            | ExprKind::Matrix(_) => {
                let mut ok = true;
                for_children(e, &mut |c| ok &= self.pure(c));
                ok
            }
            _ => false,
        }
    }

    /// The statements that give every renamed variable of `run` its own
    /// name back (each holder is a fresh name, so the copies may run in any
    /// order), or that assign it under its own name in the first place.
    fn restore(&mut self, run: &mut Run, out: &mut Vec<Stmt>) {
        let mut moves: Vec<(Name, Name)> =
            run.cur.drain().filter(|(v, holder)| v != holder).collect();
        moves.sort();
        // A variable's last value, held by nobody else, from a statement after
        // which its old value is never read: that statement assigns the
        // variable itself (`n = numel(u)`, not `n_1 = numel(u); n = n_1`).
        let holders: Vec<Name> = moves.iter().map(|(_, h)| h.clone()).collect();
        moves.retain(|(v, h)| {
            let Some(&j) = run.defs.get(h) else {
                return true;
            };
            let shared = holders.iter().filter(|x| *x == h).count() > 1;
            let mut old_read = false;
            walk_stmts(
                &out[j + 1..],
                &mut |e| idents_in_expr(e, &mut |n| old_read |= n == v),
                &mut |_| {},
            );
            if shared || old_read {
                return true;
            }
            let back: HashMap<Name, Name> = [(h.clone(), v.clone())].into();
            for st in &mut out[j..] {
                match &mut st.kind {
                    StmtKind::Assign {
                        lhs: LValue::Expr(t),
                        rhs,
                        ..
                    } => {
                        subst_in(t, &back);
                        subst_in(rhs, &back);
                    }
                    StmtKind::Expr { expr, .. } => subst_in(expr, &back),
                    _ => {}
                }
            }
            false
        });
        run.defs.clear();
        for (v, holder) in moves {
            out.push(assign(&v, ident(&holder), SAFE));
        }
        run.seen.clear();
    }

    fn block(&mut self, stmts: Vec<Stmt>, rename: bool) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(stmts.len());
        let mut run = Run::default();
        for s in stmts {
            let span = s.span;
            match s.kind {
                StmtKind::Assign {
                    lhs:
                        LValue::Expr(Expr {
                            kind: ExprKind::Ident(id),
                            ..
                        }),
                    rhs,
                    print: false,
                } if rename && self.renamable.contains(&id.name) => {
                    let rhs = subst(&rhs, &run.cur);
                    if let ExprKind::Ident(b) = &rhs.kind {
                        // A copy of a value that already has a name nothing
                        // overwrites (a fresh name: a variable's own may be
                        // undefined, and the copy must fail where it did).
                        if self.fresh.contains(&b.name) {
                            run.cur.insert(id.name.clone(), b.name.clone());
                            continue;
                        }
                    }
                    let key = self.pure(&rhs).then(|| syntax::print_expr(&rhs));
                    if let Some(holder) = key.as_ref().and_then(|k| run.seen.get(k)) {
                        run.cur.insert(id.name.clone(), holder.clone());
                        continue;
                    }
                    let n = self.fresh_name(&id.name);
                    run.defs.insert(n.clone(), out.len());
                    out.push(assign(&n, rhs, span));
                    run.cur.insert(id.name.clone(), n.clone());
                    if let Some(k) = key {
                        run.seen.insert(k, n);
                    }
                }
                // Reads renamed; writes a variable that is never renamed.
                StmtKind::Assign { lhs, rhs, print }
                    if rename
                        && !(print
                            && matches!(
                                &lhs,
                                LValue::Expr(Expr {
                                    kind: ExprKind::Ident(_),
                                    ..
                                })
                            )) =>
                {
                    let LValue::Expr(target) = lhs else {
                        self.restore(&mut run, &mut out);
                        out.push(plain(StmtKind::Assign { lhs, rhs, print }, span));
                        continue;
                    };
                    let rhs = subst(&rhs, &run.cur);
                    let target = subst_target(&target, &run.cur);
                    if let Some(w) = crate::names::lvalue_base(&target) {
                        // Expressions reading the variable written are stale now.
                        let w = w.clone();
                        run.seen.retain(|k, _| !mentions(k, &w));
                    }
                    out.push(plain(
                        StmtKind::Assign {
                            lhs: LValue::Expr(target),
                            rhs,
                            print,
                        },
                        span,
                    ));
                }
                StmtKind::Expr { expr, print: false } if rename => {
                    let expr = subst(&expr, &run.cur);
                    out.push(plain(StmtKind::Expr { expr, print: false }, span));
                }
                kind => {
                    self.restore(&mut run, &mut out);
                    out.push(self.nested(plain(kind, span), rename));
                }
            }
        }
        self.restore(&mut run, &mut out);
        out
    }

    /// A statement not in a run, with the blocks nested in it tidied.
    fn nested(&mut self, mut s: Stmt, rename: bool) -> Stmt {
        match &mut s.kind {
            StmtKind::If { clauses, else_body } => {
                for c in clauses.iter_mut() {
                    c.body = self.block(std::mem::take(&mut c.body), rename);
                }
                if let Some(b) = else_body {
                    *b = self.block(std::mem::take(b), rename);
                }
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => {
                *body = self.block(std::mem::take(body), rename);
            }
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for c in cases.iter_mut() {
                    c.body = self.block(std::mem::take(&mut c.body), rename);
                }
                if let Some(b) = otherwise {
                    *b = self.block(std::mem::take(b), rename);
                }
            }
            StmtKind::Try {
                body, catch_body, ..
            } => {
                *body = self.block(std::mem::take(body), false);
                *catch_body = self.block(std::mem::take(catch_body), rename);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                *body = self.block(std::mem::take(body), false);
                *cleanup = self.block(std::mem::take(cleanup), rename);
            }
            _ => {}
        }
        s
    }
}

/// An assignment target with the names in its subscripts replaced (its
/// base, never renamed, stays).
fn subst_target(t: &Expr, cur: &HashMap<Name, Name>) -> Expr {
    let mut t = t.clone();
    match &mut t.kind {
        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
            **base = subst_target(base, cur);
            args.iter_mut().for_each(|a| subst_in(a, cur));
        }
        ExprKind::Field { base, .. } => **base = subst_target(base, cur),
        ExprKind::DynField { base, name } => {
            **base = subst_target(base, cur);
            subst_in(name, cur);
        }
        _ => {}
    }
    t
}

/// Whether printed expression `k` mentions the name `n` (as a whole word).
fn mentions(k: &str, n: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    k.match_indices(n).any(|(i, _)| {
        let before = k[..i].chars().next_back();
        let after = k[i + n.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}

/// Operators whose left operand a one-use temporary may be replaced by
/// its expression (left-associative, so `(a op b) op c` prints as `a op b op c`).
fn fusible(op: BinOp) -> bool {
    !matches!(op, BinOp::AndAnd | BinOp::OrOr | BinOp::Pow | BinOp::MatPow)
}

/// Runs of `a = e0; b = a op e1` (`a` read only there, or `b` is `a`)
/// fused into `b = e0 op e1`: the same operations in the same order.
fn fuse_block(stmts: Vec<Stmt>, fresh: &HashSet<Name>, reads: &HashMap<Name, usize>) -> Vec<Stmt> {
    let mut out: Vec<Stmt> = Vec::with_capacity(stmts.len());
    for mut s in stmts {
        s = fuse_nested(s, fresh, reads);
        if let Some(prev) = out.last() {
            if let Some(fused) = fuse_pair(prev, &s, fresh, reads) {
                out.pop();
                out.push(fused);
                continue;
            }
        }
        out.push(s);
    }
    out
}

fn fuse_nested(mut s: Stmt, fresh: &HashSet<Name>, reads: &HashMap<Name, usize>) -> Stmt {
    let go = |b: &mut Vec<Stmt>| *b = fuse_block(std::mem::take(b), fresh, reads);
    match &mut s.kind {
        StmtKind::If { clauses, else_body } => {
            clauses.iter_mut().for_each(|c| go(&mut c.body));
            if let Some(b) = else_body {
                go(b);
            }
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoUntil { body, .. } => go(body),
        StmtKind::Switch {
            cases, otherwise, ..
        } => {
            cases.iter_mut().for_each(|c| go(&mut c.body));
            if let Some(b) = otherwise {
                go(b);
            }
        }
        StmtKind::Try {
            body, catch_body, ..
        } => {
            go(body);
            go(catch_body);
        }
        StmtKind::UnwindProtect { body, cleanup } => {
            go(body);
            go(cleanup);
        }
        _ => {}
    }
    s
}

fn fuse_pair(
    prev: &Stmt,
    s: &Stmt,
    fresh: &HashSet<Name>,
    reads: &HashMap<Name, usize>,
) -> Option<Stmt> {
    let StmtKind::Assign {
        lhs: LValue::Expr(Expr {
            kind: ExprKind::Ident(a),
            ..
        }),
        rhs: e0,
        print: false,
    } = &prev.kind
    else {
        return None;
    };
    let StmtKind::Assign {
        lhs: LValue::Expr(target),
        rhs,
        print: false,
    } = &s.kind
    else {
        return None;
    };
    // Its assignment and one read.
    let one_use = fresh.contains(&a.name) && reads.get(&a.name) == Some(&2);
    let span = if prev.span == SAFE && s.span == SAFE {
        SAFE
    } else {
        Span::default()
    };
    if matches!(&rhs.kind, ExprKind::Ident(r) if r.name == a.name)
        && one_use
        && matches!(target.kind, ExprKind::Ident(_))
    {
        // `v_1 = e; v = v_1;` (a variable given its name back) is `v = e;`.
        return Some(plain(
            StmtKind::Assign {
                lhs: LValue::Expr(target.clone()),
                rhs: e0.clone(),
                print: false,
            },
            span,
        ));
    }
    let ExprKind::Binary { op, operands } = &rhs.kind else {
        return None;
    };
    let [left, e1] = &**operands;
    if !fusible(*op) || !matches!(&left.kind, ExprKind::Ident(l) if l.name == a.name) {
        return None;
    }
    if crate::names::may_be_list(e0) {
        return None;
    }
    let mut reads_a = false;
    idents_in_expr(e1, &mut |n| reads_a |= *n == a.name);
    if reads_a {
        return None;
    }
    let same = matches!(&target.kind, ExprKind::Ident(t) if t.name == a.name);
    // Subscripts of a target that may fail would now run before `e0`.
    let simple_target = match &target.kind {
        ExprKind::Ident(_) => true,
        ExprKind::Index { base, args } => {
            matches!(base.kind, ExprKind::Ident(_))
                && args
                    .iter()
                    .all(|x| matches!(x.kind, ExprKind::Number(_) | ExprKind::Colon))
        }
        _ => false,
    };
    if !simple_target || !(same || one_use) {
        return None;
    }
    Some(plain(
        StmtKind::Assign {
            lhs: LValue::Expr(target.clone()),
            rhs: crate::literal::expr(ExprKind::Binary {
                op: *op,
                operands: Box::new([e0.clone(), e1.clone()]),
            }),
            print: false,
        },
        span,
    ))
}
