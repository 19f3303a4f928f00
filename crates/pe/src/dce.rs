//! Dead-code elimination of the residual (paper §5.5): drops statements that are safe and whose results nobody reads.
//!
//! Only statements the specializer marked safe (`literal::SAFE`: their value
//! was computed statically, so they cannot fail and print nothing) are ever
//! removed; loops are handled with their dependants by iterating liveness
//! over the body to a fixpoint, and the whole pass runs until nothing changes.

use std::collections::BTreeSet;

use syntax::ast::{Expr, ExprKind, LValue, Name, Stmt, StmtKind};

use crate::literal::SAFE;
use crate::names::{idents_in_expr, walk_stmt};

type Live = BTreeSet<Name>;

struct Pass {
    /// Live at each enclosing loop's exit and head (for `break`, `continue`).
    loops: Vec<(Live, Live)>,
    /// Live when the function returns.
    exit: Live,
    changed: bool,
}

/// `body` without the dead statements, given what is live at its end.
pub fn eliminate(mut body: Vec<Stmt>, live_out: &BTreeSet<Name>) -> Vec<Stmt> {
    for _ in 0..20 {
        let mut p = Pass {
            loops: Vec::new(),
            exit: live_out.clone(),
            changed: false,
        };
        let (b, _) = p.block(body, live_out.clone());
        body = b;
        if !p.changed {
            break;
        }
    }
    body
}

fn uses(e: &Expr, live: &mut Live) {
    idents_in_expr(e, &mut |n| {
        live.insert(n.clone());
    });
}

impl Pass {
    fn block(&mut self, stmts: Vec<Stmt>, mut live: Live) -> (Vec<Stmt>, Live) {
        let mut kept = Vec::with_capacity(stmts.len());
        for s in stmts.into_iter().rev() {
            if let Some(s) = self.statement(s, &mut live) {
                kept.push(s);
            } else {
                self.changed = true;
            }
        }
        kept.reverse();
        (kept, live)
    }

    /// Alternative bodies (`if` clauses, `switch` cases) and the optional
    /// fallback, each cleaned against what is live after them; the live set
    /// before is their union (with `after` itself when there is no fallback).
    fn branches(
        &mut self,
        bodies: Vec<Vec<Stmt>>,
        fallback: Option<Vec<Stmt>>,
        after: &Live,
    ) -> (Vec<Vec<Stmt>>, Option<Vec<Stmt>>, Live) {
        let mut acc = Live::new();
        let mut kept = Vec::with_capacity(bodies.len());
        for b in bodies {
            let (b, l) = self.block(b, after.clone());
            acc.extend(l);
            kept.push(b);
        }
        let fallback = match fallback {
            Some(b) => {
                let (b, l) = self.block(b, after.clone());
                acc.extend(l);
                Some(b)
            }
            None => {
                acc.extend(after.iter().cloned());
                None
            }
        };
        (kept, fallback, acc)
    }

    fn statement(&mut self, s: Stmt, live: &mut Live) -> Option<Stmt> {
        let safe = s.span == SAFE;
        match s.kind {
            StmtKind::Assign {
                lhs: LValue::Expr(ref target),
                ref rhs,
                print,
            } => {
                match &target.kind {
                    ExprKind::Ident(id) => {
                        if safe && !print && !live.contains(&id.name) {
                            return None;
                        }
                        live.remove(&id.name);
                    }
                    _ => {
                        let base = crate::names::lvalue_base(target);
                        if safe && !print && base.is_some_and(|b| !live.contains(b)) {
                            return None;
                        }
                        uses(target, live);
                    }
                }
                uses(rhs, live);
                Some(s)
            }
            StmtKind::MultiAssign {
                ref lhs, ref rhs, ..
            } => {
                for l in lhs {
                    if let LValue::Expr(e) = l {
                        match &e.kind {
                            ExprKind::Ident(id) => {
                                live.remove(&id.name);
                            }
                            _ => uses(e, live),
                        }
                    }
                }
                uses(rhs, live);
                Some(s)
            }
            StmtKind::Expr { ref expr, print } => {
                if safe && !print && !live.contains("ans") {
                    return None;
                }
                uses(expr, live);
                Some(s)
            }
            StmtKind::If { clauses, else_body } => {
                let mut new_clauses = clauses;
                let bodies = new_clauses
                    .iter_mut()
                    .map(|c| std::mem::take(&mut c.body))
                    .collect();
                let (bodies, else_body, mut acc) = self.branches(bodies, else_body, live);
                for (c, b) in new_clauses.iter_mut().zip(bodies) {
                    c.body = b;
                    uses(&c.cond, &mut acc);
                }
                *live = acc;
                Some(Stmt {
                    kind: StmtKind::If {
                        clauses: new_clauses,
                        else_body,
                    },
                    span: s.span,
                })
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                let mut new_cases = cases;
                let bodies = new_cases
                    .iter_mut()
                    .map(|c| std::mem::take(&mut c.body))
                    .collect();
                let (bodies, otherwise, mut acc) = self.branches(bodies, otherwise, live);
                for (c, b) in new_cases.iter_mut().zip(bodies) {
                    c.body = b;
                    uses(&c.value, &mut acc);
                }
                uses(&subject, &mut acc);
                *live = acc;
                Some(Stmt {
                    kind: StmtKind::Switch {
                        subject,
                        cases: new_cases,
                        otherwise,
                    },
                    span: s.span,
                })
            }
            StmtKind::For {
                var,
                key,
                iter,
                body,
                parfor,
                parfor_max,
            } => {
                let mut extra = Live::new();
                uses(&iter, &mut extra);
                for target in std::iter::once(&var).chain(key.as_deref()) {
                    if let LValue::Expr(v) = target {
                        uses(v, &mut extra);
                    }
                }
                let (body, l) = self.loop_body(body, live, &extra);
                *live = l;
                Some(Stmt {
                    kind: StmtKind::For {
                        var,
                        key,
                        iter,
                        body,
                        parfor,
                        parfor_max,
                    },
                    span: s.span,
                })
            }
            StmtKind::While { cond, body } => {
                let mut extra = Live::new();
                uses(&cond, &mut extra);
                let (body, l) = self.loop_body(body, live, &extra);
                *live = l;
                Some(Stmt {
                    kind: StmtKind::While { cond, body },
                    span: s.span,
                })
            }
            StmtKind::Break => {
                *live = self
                    .loops
                    .last()
                    .map_or_else(|| self.exit.clone(), |l| l.0.clone());
                Some(s)
            }
            StmtKind::Continue => {
                *live = self
                    .loops
                    .last()
                    .map_or_else(|| self.exit.clone(), |l| l.1.clone());
                Some(s)
            }
            StmtKind::Return => {
                *live = self.exit.clone();
                Some(s)
            }
            _ => {
                // Anything else is kept, and everything it names is live, as
                // is everything live where it might jump to.
                let mut named = Live::new();
                walk_stmt(&s, &mut |e| uses(e, live), &mut |n| {
                    named.insert(n.clone());
                });
                live.extend(named);
                for (a, b) in &self.loops {
                    live.extend(a.iter().cloned());
                    live.extend(b.iter().cloned());
                }
                live.extend(self.exit.iter().cloned());
                Some(s)
            }
        }
    }

    /// A loop body given what is live after the loop; `extra` is what the
    /// loop's head reads. Returns the body and what is live before the loop.
    fn loop_body(&mut self, body: Vec<Stmt>, after: &Live, extra: &Live) -> (Vec<Stmt>, Live) {
        let mut head: Live = after.iter().chain(extra).cloned().collect();
        loop {
            self.loops.push((after.clone(), head.clone()));
            let changed = self.changed;
            let (_, l) = self.block(body.clone(), head.clone());
            self.changed = changed;
            self.loops.pop();
            let next: Live = head.iter().chain(&l).cloned().collect();
            if next == head {
                break;
            }
            head = next;
        }
        self.loops.push((after.clone(), head.clone()));
        let (body, _) = self.block(body, head.clone());
        self.loops.pop();
        (body, head)
    }
}
