//! AST back to readable, indented MATLAB that re-parses to the same tree.
//!
//! Parentheses the author wrote are `Paren` nodes and print as written; the
//! printer adds parentheses of its own only where a synthesized tree (from
//! the partial evaluator) would otherwise read back differently.

use crate::ast::*;

const INDENT: &str = "    ";

/// Prints a whole file.
pub fn print_file(f: &File) -> String {
    let mut p = Printer {
        out: String::new(),
        level: 0,
        fn_end: functions_end_style(f),
    };
    if let Some(cd) = &f.classdef {
        p.stmts(&f.body);
        p.classdef(cd);
    } else {
        p.stmts(&f.body);
    }
    for (k, func) in f.functions.iter().enumerate() {
        if k > 0 || !f.body.is_empty() || f.classdef.is_some() {
            p.out.push('\n');
        }
        p.function(func);
    }
    p.out
}

/// Prints statements at indentation level 0.
pub fn print_stmts(stmts: &[Stmt]) -> String {
    let mut p = Printer {
        out: String::new(),
        level: 0,
        fn_end: true,
    };
    p.stmts(stmts);
    p.out
}

/// Prints one expression.
pub fn print_expr(e: &Expr) -> String {
    let mut s = String::new();
    expr(&mut s, e);
    s
}

/// Whether every function closes with `end` (then `end` prints; else the
/// few that had `endfunction` print it, so the file reads back the same way).
fn functions_end_style(f: &File) -> bool {
    fn all(fs: &[Function]) -> bool {
        fs.iter().all(|f| f.has_end && all(&f.nested))
    }
    let mut ok = all(&f.functions);
    if let Some(cd) = &f.classdef {
        ok &= cd.methods.iter().all(|m| all(&m.functions));
    }
    ok
}

struct Printer {
    out: String,
    level: usize,
    fn_end: bool,
}

impl Printer {
    fn line(&mut self, s: &str) {
        for _ in 0..self.level {
            self.out.push_str(INDENT);
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn block(&mut self, body: &[Stmt]) {
        self.level += 1;
        self.stmts(body);
        self.level -= 1;
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn function(&mut self, f: &Function) {
        let mut head = String::from("function ");
        match f.outputs.len() {
            0 => {}
            1 => {
                head.push_str(&f.outputs[0].name);
                head.push_str(" = ");
            }
            _ => {
                head.push('[');
                head.push_str(
                    &f.outputs
                        .iter()
                        .map(|o| o.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                );
                head.push_str("] = ");
            }
        }
        head.push_str(&f.name.name);
        if !f.params.is_empty() {
            head.push('(');
            for (k, p) in f.params.iter().enumerate() {
                if k > 0 {
                    head.push_str(", ");
                }
                head.push_str(param(p));
                if let Some((_, e)) = f.defaults.iter().find(|(i, _)| *i == k) {
                    head.push_str(" = ");
                    expr(&mut head, e);
                }
            }
            head.push(')');
        }
        self.line(&head);
        self.block(&f.body);
        self.level += 1;
        for n in &f.nested {
            self.out.push('\n');
            self.function(n);
        }
        self.level -= 1;
        if f.has_end {
            self.line(if self.fn_end { "end" } else { "endfunction" });
        }
    }

    fn terminated(&mut self, mut s: String, print: bool) {
        if !print {
            s.push(';');
        }
        self.line(&s);
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr { expr: e, print } => self.terminated(print_expr(e), *print),
            StmtKind::Assign { lhs, rhs, print } => {
                let mut t = lvalue(lhs);
                t.push_str(" = ");
                expr(&mut t, rhs);
                self.terminated(t, *print);
            }
            StmtKind::MultiAssign { lhs, rhs, print } => {
                let mut t = format!(
                    "[{}]",
                    lhs.iter().map(lvalue).collect::<Vec<_>>().join(", ")
                );
                t.push_str(" = ");
                expr(&mut t, rhs);
                self.terminated(t, *print);
            }
            StmtKind::OpAssign {
                lhs,
                op,
                rhs,
                print,
            } => {
                let mut t = lvalue(lhs);
                t.push(' ');
                t.push_str(op.symbol());
                t.push_str("= ");
                expr(&mut t, rhs);
                self.terminated(t, *print);
            }
            StmtKind::Command { name, args, print } => {
                let mut t = name.name.to_string();
                for (k, a) in args.iter().enumerate() {
                    t.push(' ');
                    t.push_str(&command_arg(a, k == 0));
                }
                self.terminated(t, *print);
            }
            StmtKind::If { clauses, else_body } => {
                for (k, c) in clauses.iter().enumerate() {
                    let mut t = String::from(if k == 0 { "if " } else { "elseif " });
                    expr(&mut t, &c.cond);
                    self.line(&t);
                    self.block(&c.body);
                }
                if let Some(b) = else_body {
                    self.line("else");
                    self.block(b);
                }
                self.line("end");
            }
            StmtKind::For {
                var,
                key,
                iter,
                body,
                parfor,
                parfor_max,
            } => {
                let kw = if *parfor { "parfor" } else { "for" };
                let mut t = format!("{kw} ");
                if let Some(key) = key {
                    t.push_str(&format!("[{}, {}] = ", lvalue(var), lvalue(key)));
                    expr(&mut t, iter);
                } else if let Some(m) = parfor_max {
                    t.push('(');
                    t.push_str(&lvalue(var));
                    t.push_str(" = ");
                    expr(&mut t, iter);
                    t.push_str(", ");
                    expr(&mut t, m);
                    t.push(')');
                } else {
                    t.push_str(&lvalue(var));
                    t.push_str(" = ");
                    expr(&mut t, iter);
                }
                self.line(&t);
                self.block(body);
                self.line("end");
            }
            StmtKind::While { cond, body } => {
                let mut t = String::from("while ");
                expr(&mut t, cond);
                self.line(&t);
                self.block(body);
                self.line("end");
            }
            StmtKind::DoUntil { body, cond } => {
                self.line("do");
                self.block(body);
                let mut t = String::from("until ");
                expr(&mut t, cond);
                self.line(&t);
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                let mut t = String::from("switch ");
                expr(&mut t, subject);
                self.line(&t);
                self.level += 1;
                for c in cases {
                    let mut t = String::from("case ");
                    expr(&mut t, &c.value);
                    self.line(&t);
                    self.block(&c.body);
                }
                if let Some(b) = otherwise {
                    self.line("otherwise");
                    self.block(b);
                }
                self.level -= 1;
                self.line("end");
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                self.line("try");
                self.block(body);
                match catch_var {
                    Some(v) => self.line(&format!("catch {}", v.name)),
                    None if !catch_body.is_empty() => self.line("catch"),
                    None => {}
                }
                self.block(catch_body);
                self.line("end");
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                self.line("unwind_protect");
                self.block(body);
                self.line("unwind_protect_cleanup");
                self.block(cleanup);
                self.line("end_unwind_protect");
            }
            StmtKind::Break => self.line("break;"),
            StmtKind::Continue => self.line("continue;"),
            StmtKind::Return => self.line("return;"),
            StmtKind::Global(names) | StmtKind::Persistent(names) => {
                let mut t = String::from(if matches!(s.kind, StmtKind::Global(_)) {
                    "global"
                } else {
                    "persistent"
                });
                for (id, init) in names {
                    t.push(' ');
                    t.push_str(&id.name);
                    if let Some(e) = init {
                        t.push_str(" = ");
                        expr(&mut t, e);
                    }
                }
                self.line(&t);
            }
            StmtKind::Annotation(text) => self.line(&format!("%#{text}")),
        }
    }

    fn classdef(&mut self, cd: &ClassDef) {
        let mut head = String::from("classdef ");
        if let Some(a) = &cd.attributes {
            head.push_str(a);
            head.push(' ');
        }
        head.push_str(&cd.name.name);
        if !cd.superclasses.is_empty() {
            head.push_str(" < ");
            head.push_str(
                &cd.superclasses
                    .iter()
                    .map(|s| s.name.as_str())
                    .collect::<Vec<_>>()
                    .join(" & "),
            );
        }
        self.line(&head);
        self.level += 1;
        for pb in &cd.properties {
            self.line(&with_attrs("properties", &pb.attributes));
            self.level += 1;
            for prop in &pb.properties {
                let mut t = prop.name.name.to_string();
                if let Some(d) = &prop.declaration {
                    t.push(' ');
                    t.push_str(d);
                }
                if let Some(e) = &prop.default {
                    t.push_str(" = ");
                    expr(&mut t, e);
                }
                t.push(';');
                self.line(&t);
            }
            self.level -= 1;
            self.line("end");
        }
        for mb in &cd.methods {
            self.line(&with_attrs("methods", &mb.attributes));
            self.level += 1;
            for f in &mb.functions {
                self.function(f);
            }
            for s in &mb.signatures {
                let mut t = String::new();
                match s.outputs.len() {
                    0 => {}
                    1 => t.push_str(&format!("{} = ", s.outputs[0].name)),
                    _ => t.push_str(&format!(
                        "[{}] = ",
                        s.outputs
                            .iter()
                            .map(|o| o.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                }
                t.push_str(&s.name.name);
                if !s.params.is_empty() {
                    t.push_str(&format!("({})", params(&s.params)));
                }
                self.line(&t);
            }
            self.level -= 1;
            self.line("end");
        }
        if !cd.events.is_empty() {
            self.line("events");
            self.level += 1;
            for e in &cd.events {
                self.line(&e.name);
            }
            self.level -= 1;
            self.line("end");
        }
        if !cd.enumeration.is_empty() {
            self.line("enumeration");
            self.level += 1;
            for (id, args) in &cd.enumeration {
                let mut t = id.name.to_string();
                if !args.is_empty() {
                    t.push('(');
                    list(&mut t, args);
                    t.push(')');
                }
                self.line(&t);
            }
            self.level -= 1;
            self.line("end");
        }
        self.level -= 1;
        self.line("end");
    }
}

fn with_attrs(kw: &str, a: &Option<String>) -> String {
    match a {
        Some(a) => format!("{kw} {a}"),
        None => kw.to_string(),
    }
}

fn param(p: &Param) -> &str {
    match p {
        Param::Name(id) => id.name.as_str(),
        Param::Tilde(_) => "~",
    }
}

fn params(ps: &[Param]) -> String {
    ps.iter().map(param).collect::<Vec<_>>().join(", ")
}

fn lvalue(l: &LValue) -> String {
    match l {
        LValue::Tilde(_) => "~".to_string(),
        LValue::Expr(e) => print_expr(e),
    }
}

/// A command-syntax argument, quoted unless it is a plain word.
fn command_arg(a: &str, first: bool) -> String {
    let word_chars = a
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'));
    // `disp -x` stays command syntax; `disp -` or `disp .x` would not read back.
    let awkward = a.is_empty()
        || a == "-"
        || a.starts_with('.')
        || a.contains("...")
        || (first && a.starts_with("--"));
    let plain = word_chars && !awkward;
    if plain {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', "''"))
    }
}

// ----- expressions -----

const P_LOWEST: u8 = 0;
const P_RANGE: u8 = 6;
const P_ADD: u8 = 7;
const P_UNARY: u8 = 9;
const P_POW: u8 = 10;
const P_POSTFIX: u8 = 11;

fn binop_prec(op: BinOp) -> u8 {
    use BinOp::*;
    match op {
        OrOr => 1,
        AndAnd => 2,
        Or => 3,
        And => 4,
        Eq | Ne | Lt | Le | Gt | Ge => 5,
        Add | Sub => 7,
        MatMul | MatDiv | MatLeftDiv | Mul | Div | LeftDiv => 8,
        MatPow | Pow => 10,
    }
}

fn prec(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Binary { op, .. } => binop_prec(*op),
        ExprKind::Range { .. } => P_RANGE,
        ExprKind::Unary { .. } => P_UNARY,
        // `a'(1)` reads back as an index of `a'` at the level of `'`.
        ExprKind::Postfix { .. } => P_POW,
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. }
            if matches!(chain_root(base).kind, ExprKind::Postfix { .. }) =>
        {
            P_POW
        }
        ExprKind::Number(v) | ExprKind::ImagNumber(v) if v.is_sign_negative() => P_UNARY,
        ExprKind::AnonFunc { .. } => P_LOWEST,
        _ => P_POSTFIX,
    }
}

/// The innermost base of a chain of subscripts and fields.
fn chain_root(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Index { base, .. }
        | ExprKind::CellIndex { base, .. }
        | ExprKind::Field { base, .. }
        | ExprKind::DynField { base, .. } => chain_root(base),
        _ => e,
    }
}

/// The base of a subscript or field: `a'(1)` needs no parentheses (Octave
/// indexes a transpose's result), anything looser does.
fn base(s: &mut String, e: &Expr) {
    if matches!(chain_root(e).kind, ExprKind::Postfix { .. }) {
        expr(s, e);
    } else {
        operand(s, e, P_POSTFIX);
    }
}

/// Prints `e` in parentheses unless its precedence reaches `min`.
fn operand(s: &mut String, e: &Expr, min: u8) {
    if prec(e) < min {
        s.push('(');
        expr(s, e);
        s.push(')');
    } else {
        expr(s, e);
    }
}

/// The right side of `^`: prefix operators, then a postfix-level operand.
fn power_operand(s: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Unary { op, operand: x } => {
            s.push_str(op.symbol());
            power_operand(s, x);
        }
        _ => operand(s, e, P_POSTFIX),
    }
}

fn number(s: &mut String, v: f64) {
    if v.is_nan() {
        s.push_str("NaN");
    } else if v.is_infinite() {
        s.push_str(if v > 0.0 { "1e999" } else { "-1e999" });
    } else if v == v.trunc() && v.abs() < 1e15 {
        s.push_str(&format!("{}", v as i64));
    } else {
        s.push_str(&format!("{v:?}"));
    }
}

fn list(s: &mut String, es: &[Expr]) {
    for (k, e) in es.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        expr(s, e);
    }
}

fn rows(s: &mut String, rs: &[Vec<Expr>], open: char, close: char) {
    s.push(open);
    for (k, r) in rs.iter().enumerate() {
        if k > 0 {
            s.push_str("; ");
        }
        list(s, r);
    }
    s.push(close);
}

/// A string literal. A double-quoted one spells its backslashes and control
/// characters as escapes; a single-quoted one holding a line break (only
/// synthesized ones do) prints as a concatenation with `char(10)` / `char(13)`.
fn string(s: &mut String, value: &str, double_quoted: bool) {
    let q = if double_quoted { '"' } else { '\'' };
    if !double_quoted && value.contains(['\n', '\r']) {
        let mut pieces: Vec<String> = Vec::new();
        let mut cur = String::new();
        for c in value.chars() {
            if c == '\n' || c == '\r' {
                if !cur.is_empty() {
                    let mut p = String::new();
                    string(&mut p, &cur, double_quoted);
                    pieces.push(p);
                    cur.clear();
                }
                pieces.push(format!("char({})", c as u32));
            } else {
                cur.push(c);
            }
        }
        if !cur.is_empty() {
            let mut p = String::new();
            string(&mut p, &cur, double_quoted);
            pieces.push(p);
        }
        s.push('[');
        s.push_str(&pieces.join(", "));
        s.push(']');
        return;
    }
    s.push(q);
    for c in value.chars() {
        match c {
            // The value holds the characters; a double-quoted literal
            // spells backslashes and control characters as escapes.
            '\\' if double_quoted => s.push_str("\\\\"),
            '\t' if double_quoted => s.push_str("\\t"),
            '\n' if double_quoted => s.push_str("\\n"),
            '\r' if double_quoted => s.push_str("\\r"),
            c if double_quoted && c.is_control() => s.push_str(&format!("\\{:03o}", c as u32)),
            c if c == q => {
                s.push(q);
                s.push(q);
            }
            c => s.push(c),
        }
    }
    s.push(q);
}

fn expr(s: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Number(v) => number(s, *v),
        ExprKind::ImagNumber(v) => {
            number(s, *v);
            s.push('i');
        }
        ExprKind::IntNumber { bits, class } => {
            let sign = if class.signed { 's' } else { 'u' };
            s.push_str(&format!("0x{bits:X}{sign}{}", class.bits));
        }
        ExprKind::Str {
            value,
            double_quoted,
        } => string(s, value, *double_quoted),
        ExprKind::Ident(id) => s.push_str(&id.name),
        ExprKind::Colon => s.push(':'),
        ExprKind::End => s.push_str("end"),
        ExprKind::Unary { op, operand: x } => {
            s.push_str(op.symbol());
            if matches!(x.kind, ExprKind::Unary { .. }) {
                // `- -a`, not `--a` (which Octave may read as decrement).
                s.push(' ');
                expr(s, x);
            } else {
                operand(s, x, P_POW);
            }
        }
        // `'` and `.'` share the level of `^`, left to right: `(a.^b)'`
        // prints as `a.^b'`, `a.^(b')` keeps its parentheses.
        ExprKind::Postfix { op, operand: x } => {
            operand(s, x, P_POW);
            s.push_str(match op {
                PostfixOp::Transpose => ".'",
                PostfixOp::CTranspose => "'",
            });
        }
        ExprKind::Increment { op, target } => {
            operand(s, target, P_POSTFIX);
            s.push_str(if *op == BinOp::Sub { "--" } else { "++" });
        }
        ExprKind::Binary { op, operands } => {
            let [lhs, rhs] = &**operands;
            let p = binop_prec(*op);
            if p == P_POW {
                operand(s, lhs, P_POW);
                s.push_str(op.symbol());
                power_operand(s, rhs);
            } else {
                operand(s, lhs, p);
                s.push(' ');
                s.push_str(op.symbol());
                s.push(' ');
                operand(s, rhs, p + 1);
            }
        }
        ExprKind::Range { start, step, stop } => {
            operand(s, start, P_ADD);
            s.push(':');
            if let Some(st) = step {
                operand(s, st, P_ADD);
                s.push(':');
            }
            operand(s, stop, P_ADD);
        }
        ExprKind::Matrix(rs) => rows(s, rs, '[', ']'),
        ExprKind::Cell(rs) => rows(s, rs, '{', '}'),
        ExprKind::Index { base, args } => {
            self::base(s, base);
            s.push('(');
            list(s, args);
            s.push(')');
        }
        ExprKind::CellIndex { base, args } => {
            self::base(s, base);
            s.push('{');
            list(s, args);
            s.push('}');
        }
        ExprKind::Field { base, name } => {
            self::base(s, base);
            s.push('.');
            s.push_str(&name.name);
        }
        ExprKind::DynField { base, name } => {
            self::base(s, base);
            s.push_str(".(");
            expr(s, name);
            s.push(')');
        }
        ExprKind::FuncHandle(id) => {
            s.push('@');
            s.push_str(&id.name);
        }
        ExprKind::AnonFunc { params: ps, body } => {
            s.push_str("@(");
            s.push_str(&params(ps));
            s.push_str(") ");
            expr(s, body);
        }
        ExprKind::Paren(x) => {
            s.push('(');
            expr(s, x);
            s.push(')');
        }
    }
}
