//! Known values written back as MATLAB expressions (`3`, `[1, 2; 3, 4]`, `'abc'`, `1:20`), and the residual's statements.

use runtime::{Class, Value};
use syntax::ast::{Expr, ExprKind, Ident, Name, Span, Stmt, StmtKind, UnOp};

/// The functions a literal calls (`zeros(1, 0)`, `int8(5)`, `NaN`): a
/// function that makes one of them a variable is left as written.
pub const CALLED: &[&str] = &[
    "true", "false", "logical", "char", "zeros", "NaN", "Inf", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64", "single",
];

/// The most elements a matrix literal may have; larger values stay behind
/// the expression that computed them.
const MAX_ELEMENTS: usize = 16;

pub fn expr(kind: ExprKind) -> Expr {
    Expr {
        kind,
        span: Span::default(),
    }
}

pub fn ident(name: &str) -> Expr {
    expr(ExprKind::Ident(Ident {
        name: Name::new(name),
        span: Span::default(),
    }))
}

pub fn call(name: &str, args: Vec<Expr>) -> Expr {
    expr(ExprKind::Index {
        base: Box::new(ident(name)),
        args,
    })
}

fn number(x: f64) -> Option<Expr> {
    if x == 0.0 && x.is_sign_negative() {
        // `-0` reads back as 0; -0 is rare enough to leave behind its expression.
        return None;
    }
    if x.is_nan() {
        return Some(ident("NaN"));
    }
    if x.is_infinite() {
        let inf = ident("Inf");
        return Some(if x > 0.0 { inf } else { neg(inf) });
    }
    Some(if x < 0.0 {
        neg(expr(ExprKind::Number(-x)))
    } else {
        expr(ExprKind::Number(x))
    })
}

fn neg(e: Expr) -> Expr {
    expr(ExprKind::Unary {
        op: UnOp::Neg,
        operand: Box::new(e),
    })
}

/// `v` as a MATLAB expression that evaluates to exactly `v`, if it is small
/// and of a class a literal can spell.
pub fn literal(v: &Value) -> Option<Expr> {
    let dims = v.dims();
    let d = dims.as_slice();
    if d.len() != 2 || v.is_complex() {
        return None;
    }
    let (r, c) = (d[0], d[1]);
    match v.class() {
        Class::Double => {
            if let Value::Num(x) = v {
                return number(*x);
            }
            if r * c == 0 {
                return Some(empty(r, c, None));
            }
            let data = doubles(v)?;
            if r == 1 {
                if let Some(e) = range(&data) {
                    return Some(e);
                }
            }
            matrix(r, c, &data)
        }
        Class::Logical => {
            let data = doubles(v)?;
            if r * c == 1 {
                return Some(ident(if data[0] != 0.0 { "true" } else { "false" }));
            }
            if r * c == 0 {
                return Some(call("logical", vec![empty(r, c, None)]));
            }
            Some(call("logical", vec![matrix(r, c, &data)?]))
        }
        Class::Char => {
            let s = v.to_str()?;
            let printable = s.bytes().all(|b| (b' '..=b'~').contains(&b));
            if r == 1 && printable {
                Some(expr(ExprKind::Str {
                    value: Name::new(&s),
                    double_quoted: false,
                }))
            } else if r * c == 0 {
                // `zeros` makes no char arrays: `char(zeros(r, c))` does.
                Some(call("char", vec![empty(r, c, None)]))
            } else {
                None
            }
        }
        cls if cls.is_numeric() => {
            let data = doubles(v)?;
            let inner = if r * c == 0 {
                empty(r, c, None)
            } else if r * c == 1 {
                number(data[0])?
            } else {
                matrix(r, c, &data)?
            };
            Some(call(cls.name(), vec![inner]))
        }
        _ => None,
    }
}

/// `[]`, or `zeros(r, c)` (of numeric `class`) for other empty extents.
fn empty(r: usize, c: usize, class: Option<&str>) -> Expr {
    if r == 0 && c == 0 && class.is_none() {
        return expr(ExprKind::Matrix(vec![]));
    }
    let mut args = vec![num(r as f64), num(c as f64)];
    if let Some(cls) = class {
        args.push(expr(ExprKind::Str {
            value: Name::new(cls),
            double_quoted: false,
        }));
    }
    call("zeros", args)
}

fn num(x: f64) -> Expr {
    expr(ExprKind::Number(x))
}

fn doubles(v: &Value) -> Option<Vec<f64>> {
    let d = runtime::convert::convert(v, Class::Double).ok()?;
    match d {
        Value::Num(x) => Some(vec![x]),
        Value::Double(t) => Some(t.data.clone()),
        _ => None,
    }
}

fn matrix(r: usize, c: usize, data: &[f64]) -> Option<Expr> {
    if r * c > MAX_ELEMENTS {
        return None;
    }
    let mut rows = Vec::with_capacity(r);
    for i in 0..r {
        let mut row = Vec::with_capacity(c);
        for j in 0..c {
            row.push(number(data[j * r + i])?);
        }
        rows.push(row);
    }
    Some(expr(ExprKind::Matrix(rows)))
}

/// A matrix of positive integers (subscripts) of extents `r` x `c`, given
/// in column-major order, of any size.
pub fn subscripts(r: usize, c: usize, data: &[usize]) -> Expr {
    let rows = (0..r)
        .map(|i| (0..c).map(|j| num(data[j * r + i] as f64)).collect())
        .collect();
    expr(ExprKind::Matrix(rows))
}

/// `a:b` or `a:s:b` for a row of integers in steps that the colon operator
/// reproduces exactly.
fn range(data: &[f64]) -> Option<Expr> {
    if data.len() < 3 || data.iter().any(|x| x.fract() != 0.0 || x.abs() > 1e15) {
        return None;
    }
    let step = data[1] - data[0];
    if step == 0.0 || data.windows(2).any(|w| w[1] - w[0] != step) {
        return None;
    }
    let (first, last) = (number(data[0])?, number(*data.last()?)?);
    let e = if step == 1.0 {
        ExprKind::Range {
            start: Box::new(first),
            step: None,
            stop: Box::new(last),
        }
    } else {
        ExprKind::Range {
            start: Box::new(first),
            step: Some(Box::new(number(step)?)),
            stop: Box::new(last),
        }
    };
    Some(expr(e))
}

/// A known value as residual: its literal when it has one, else `e`.
pub fn residual_of(v: &Value, e: Expr) -> Expr {
    literal(v).unwrap_or(e)
}

/// The span of residual statements that cannot fail and have no effect
/// (their value was computed statically): dead-code elimination may drop
/// them. Residual spans mean nothing else, as the printer ignores spans.
pub const SAFE: Span = Span {
    lo: u32::MAX,
    hi: u32::MAX,
};

/// A residual statement.
pub fn stmt(kind: StmtKind) -> Stmt {
    Stmt {
        kind,
        span: Span::default(),
    }
}

/// A residual statement that cannot fail and has no effect.
pub fn safe_stmt(kind: StmtKind) -> Stmt {
    Stmt { kind, span: SAFE }
}
