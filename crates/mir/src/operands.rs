//! Uniform access to the values an instruction or terminator uses.
//!
//! The order defined here is the "operand index" of [`crate::liveness::LastUses`]:
//! fields in declaration order, argument lists left to right (rows top to
//! bottom), `Arg::Colon` contributing nothing.

use crate::ir::*;

fn args_mut(args: &mut [Arg], f: &mut dyn FnMut(&mut ValueId)) {
    for a in args {
        match a {
            Arg::Value(v) | Arg::Spread(v) => f(v),
            Arg::Colon => {}
        }
    }
}

fn args_ref(args: &[Arg], f: &mut dyn FnMut(&ValueId)) {
    for a in args {
        match a {
            Arg::Value(v) | Arg::Spread(v) => f(v),
            Arg::Colon => {}
        }
    }
}

/// One visitor body for shared and mutable access (`$args` visits an Arg list).
macro_rules! visit_operands {
    ($self:ident, $f:ident, $args:ident, $iter:ident) => {{
        use InstKind::*;
        match $self {
            Const(_)
            | Undef(_)
            | ReadVar(_)
            | Nargin
            | Nargout
            | PushHandler { .. }
            | PopHandler
            | FuncHandle { .. } => {}
            Copy(v)
            | Require(v)
            | WriteVar(_, v)
            | Unary(_, v)
            | Truth(v)
            | ForCount(v)
            | Defined(v) => $f(v),
            Transpose { operand, .. } => $f(operand),
            Binary(_, a, b) => {
                $f(a);
                $f(b);
            }
            Range { start, step, stop } => {
                $f(start);
                if let Some(s) = step {
                    $f(s);
                }
                $f(stop);
            }
            Concat(rows) | CellLiteral(rows) => {
                for r in rows {
                    $args(r, $f);
                }
            }
            Index { base, args, .. } => {
                $f(base);
                $args(args, $f);
            }
            Field { base, .. } => $f(base),
            DynField { base, name, .. } => {
                $f(base);
                $f(name);
            }
            End { base, .. } => $f(base),
            IndexAssign {
                base, args, value, ..
            } => {
                $f(base);
                $args(args, $f);
                $f(value);
            }
            IndexDelete { base, args } => {
                $f(base);
                $args(args, $f);
            }
            FieldAssign { base, value, .. } => {
                $f(base);
                $f(value);
            }
            DynFieldAssign { base, name, value } => {
                $f(base);
                $f(name);
                $f(value);
            }
            Call { callee, args, .. } => {
                if let Callee::Handle(h) = callee {
                    $f(h);
                }
                $args(args, $f);
            }
            Closure { captures, .. } => captures.$iter().for_each($f),
            ForItem { iter, k } => {
                $f(iter);
                $f(k);
            }
            Display { value, .. } => $f(value),
            DeclareGlobal(_, init) | DeclarePersistent(_, init) => {
                if let Some(v) = init {
                    $f(v);
                }
            }
            Eval {
                code, catch_code, ..
            } => {
                $f(code);
                if let Some(c) = catch_code {
                    $f(c);
                }
            }
            SwitchMatch {
                subject,
                case_value,
            } => {
                $f(subject);
                $f(case_value);
            }
        }
    }};
}

impl InstKind {
    /// Calls `f` on every value operand, in operand-index order.
    pub fn for_each_operand_mut(&mut self, f: &mut dyn FnMut(&mut ValueId)) {
        visit_operands!(self, f, args_mut, iter_mut)
    }

    /// Calls `f` on every value operand, in operand-index order.
    pub fn for_each_operand(&self, f: &mut dyn FnMut(&ValueId)) {
        visit_operands!(self, f, args_ref, iter)
    }

    /// The value operands, in operand-index order.
    pub fn operands(&self) -> Vec<ValueId> {
        let mut out = Vec::new();
        self.for_each_operand(&mut |v| out.push(*v));
        out
    }

    /// Whether the instruction may raise an error, write state, print, or
    /// otherwise be observable beyond its results (so it must not be deleted
    /// just because its results are unused).
    pub fn has_effects(&self) -> bool {
        use InstKind::*;
        match self {
            Const(_)
            | Undef(_)
            | Copy(_)
            | ReadVar(_)
            | FuncHandle { .. }
            | Closure { .. }
            | Nargin
            | Nargout
            | Defined(_) => false,
            // Reading a slot is pure; the others can raise (nonconformant
            // operands, bad indices, undefined values, user code).
            _ => true,
        }
    }
}

impl Terminator {
    /// Calls `f` on every value the terminator uses: the condition first,
    /// then jump arguments target by target, or the returned values.
    pub fn for_each_operand_mut(&mut self, f: &mut dyn FnMut(&mut ValueId)) {
        match self {
            Terminator::Jump(t) => t.args.iter_mut().for_each(f),
            Terminator::Branch { cond, then_, else_ } => {
                f(cond);
                then_.args.iter_mut().for_each(&mut *f);
                else_.args.iter_mut().for_each(f);
            }
            Terminator::Return(vals) => vals.iter_mut().flatten().for_each(f),
            Terminator::Rethrow(v) => f(v),
            Terminator::Unreachable => {}
        }
    }

    pub fn operands(&self) -> Vec<ValueId> {
        let mut out = Vec::new();
        self.clone().for_each_operand_mut(&mut |v| out.push(*v));
        out
    }

    /// The values the terminator uses other than jump arguments: a branch's
    /// condition, the returned or raised values.
    pub fn operands_besides_args(&self) -> Vec<ValueId> {
        match self {
            Terminator::Jump(_) => Vec::new(),
            Terminator::Branch { cond, .. } => vec![*cond],
            t => t.operands(),
        }
    }

    /// The jump targets, in order (a branch's `then_` first).
    pub fn targets(&self) -> Vec<&Target> {
        match self {
            Terminator::Jump(t) => vec![t],
            Terminator::Branch { then_, else_, .. } => vec![then_, else_],
            _ => vec![],
        }
    }

    pub fn targets_mut(&mut self) -> Vec<&mut Target> {
        match self {
            Terminator::Jump(t) => vec![t],
            Terminator::Branch { then_, else_, .. } => vec![then_, else_],
            _ => vec![],
        }
    }
}
