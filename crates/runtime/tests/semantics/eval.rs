//! A tiny evaluator of MATLAB statements over the runtime API, for tests only.
//!
//! It exists so that value semantics (operators, indexing, assignment,
//! concatenation, core builtins) can be checked against Octave before the
//! real interpreter lands. Subset: numbers, strings, `[a, b; c]` with commas,
//! `{}` literals, operators with MATLAB precedence, `x(...)`, `x{...}`,
//! `x.f`, `end`, `:`, builtin calls, and `x = e`, `x(...) = e`,
//! `x{...} = e`, `x.f = e`, `x(...).f = e` statements separated by `;`.

use std::collections::HashMap;

use runtime::builtins;
use runtime::concat;
use runtime::index;
use runtime::ops::{self, BinOp, UnOp};
use runtime::{Ctx, MatError, Tensor, Value, C64};

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(f64),
    Imag(f64),
    Str(String),
    Id(String),
    Op(&'static str),
    End,
}

const OPS: &[&str] = &[
    "==", "~=", "!=", "<=", ">=", "&&", "||", ".*", "./", ".\\", ".^", ".'", "+", "-", "*", "/",
    "\\", "^", "'", "<", ">", "&", "|", "~", "!", "(", ")", "[", "]", "{", "}", ",", ";", ":", "=",
    ".", "@",
];

fn lex(src: &str) -> Result<Vec<Tok>, String> {
    let b = src.as_bytes();
    let mut i = 0;
    let mut out: Vec<Tok> = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c == b' ' || c == b'\t' {
            i += 1;
            continue;
        }
        let prev_value = matches!(
            out.last(),
            Some(Tok::Num(_) | Tok::Imag(_) | Tok::Id(_) | Tok::Str(_) | Tok::End)
        ) || matches!(out.last(), Some(Tok::Op(")" | "]" | "}" | "'" | ".'")));
        if c.is_ascii_digit() || (c == b'.' && i + 1 < b.len() && b[i + 1].is_ascii_digit()) {
            let st = i;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                // Stop before an operator like .* ./ .^ .'
                if b[i] == b'.' && i + 1 < b.len() && b"*/^\\'".contains(&b[i + 1]) {
                    break;
                }
                i += 1;
            }
            if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
                i += 1;
                if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
                    i += 1;
                }
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
            }
            let x: f64 = src[st..i]
                .parse()
                .map_err(|_| format!("bad number {}", &src[st..i]))?;
            if i < b.len() && (b[i] == b'i' || b[i] == b'j') {
                i += 1;
                out.push(Tok::Imag(x));
            } else {
                out.push(Tok::Num(x));
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let w = &src[st..i];
            out.push(if w == "end" {
                Tok::End
            } else {
                Tok::Id(w.to_string())
            });
            continue;
        }
        if c == b'\'' && !prev_value {
            let mut s = Vec::new();
            i += 1;
            loop {
                if i >= b.len() {
                    return Err("unterminated string".into());
                }
                if b[i] == b'\'' {
                    if i + 1 < b.len() && b[i + 1] == b'\'' {
                        s.push(b'\'');
                        i += 2;
                        continue;
                    }
                    i += 1;
                    break;
                }
                s.push(b[i]);
                i += 1;
            }
            out.push(Tok::Str(String::from_utf8_lossy(&s).into_owned()));
            continue;
        }
        if c == b'"' {
            let st = i + 1;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
            out.push(Tok::Str(src[st..i].to_string()));
            i += 1;
            continue;
        }
        let mut found = None;
        for op in OPS {
            if src[i..].starts_with(op) {
                found = Some(*op);
                break;
            }
        }
        match found {
            Some(op) => {
                out.push(Tok::Op(op));
                i += op.len();
            }
            None => return Err(format!("bad char {}", c as char)),
        }
    }
    Ok(out)
}

#[derive(Clone, Debug)]
enum Expr {
    Lit(Value),
    Var(String),
    Colon,
    End,
    Bin(BinOp, Box<Expr>, Box<Expr>),
    AndAnd(Box<Expr>, Box<Expr>),
    OrOr(Box<Expr>, Box<Expr>),
    Un(UnOp, Box<Expr>),
    Range(Box<Expr>, Option<Box<Expr>>, Box<Expr>),
    Paren(Box<Expr>, Vec<Expr>),
    Brace(Box<Expr>, Vec<Expr>),
    Field(Box<Expr>, String),
    Matrix(Vec<Vec<Expr>>),
    CellLit(Vec<Vec<Expr>>),
}

struct Parser {
    t: Vec<Tok>,
    p: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.t.get(self.p)
    }
    fn is_op(&self, o: &str) -> bool {
        matches!(self.peek(), Some(Tok::Op(x)) if *x == o)
    }
    fn eat(&mut self, o: &str) -> bool {
        if self.is_op(o) {
            self.p += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, o: &str) -> Result<(), String> {
        if self.eat(o) {
            Ok(())
        } else {
            Err(format!("expected {o} at {:?}", self.peek()))
        }
    }

    fn expr(&mut self) -> Result<Expr, String> {
        self.oror()
    }
    fn oror(&mut self) -> Result<Expr, String> {
        let mut l = self.andand()?;
        while self.eat("||") {
            let r = self.andand()?;
            l = Expr::OrOr(Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn andand(&mut self) -> Result<Expr, String> {
        let mut l = self.or()?;
        while self.eat("&&") {
            let r = self.or()?;
            l = Expr::AndAnd(Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn or(&mut self) -> Result<Expr, String> {
        let mut l = self.and()?;
        while self.eat("|") {
            let r = self.and()?;
            l = Expr::Bin(BinOp::Or, Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn and(&mut self) -> Result<Expr, String> {
        let mut l = self.cmp()?;
        while self.eat("&") {
            let r = self.cmp()?;
            l = Expr::Bin(BinOp::And, Box::new(l), Box::new(r));
        }
        Ok(l)
    }
    fn cmp(&mut self) -> Result<Expr, String> {
        let mut l = self.range()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Op("==")) => BinOp::Eq,
                Some(Tok::Op("~=")) | Some(Tok::Op("!=")) => BinOp::Ne,
                Some(Tok::Op("<")) => BinOp::Lt,
                Some(Tok::Op("<=")) => BinOp::Le,
                Some(Tok::Op(">")) => BinOp::Gt,
                Some(Tok::Op(">=")) => BinOp::Ge,
                _ => return Ok(l),
            };
            self.p += 1;
            let r = self.range()?;
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }
    fn range(&mut self) -> Result<Expr, String> {
        let a = self.add()?;
        if self.is_op(":") && !self.next_closes() {
            self.p += 1;
            let b = self.add()?;
            if self.is_op(":") && !self.next_closes() {
                self.p += 1;
                let c = self.add()?;
                return Ok(Expr::Range(Box::new(a), Some(Box::new(b)), Box::new(c)));
            }
            return Ok(Expr::Range(Box::new(a), None, Box::new(b)));
        }
        Ok(a)
    }
    fn next_closes(&self) -> bool {
        matches!(
            self.t.get(self.p + 1),
            Some(Tok::Op(")" | "," | "}")) | None
        )
    }
    fn add(&mut self) -> Result<Expr, String> {
        let mut l = self.mul()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Op("+")) => BinOp::Add,
                Some(Tok::Op("-")) => BinOp::Sub,
                _ => return Ok(l),
            };
            self.p += 1;
            let r = self.mul()?;
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }
    fn mul(&mut self) -> Result<Expr, String> {
        let mut l = self.unary()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Op("*")) => BinOp::MatMul,
                Some(Tok::Op("/")) => BinOp::MatDiv,
                Some(Tok::Op("\\")) => BinOp::MatLDiv,
                Some(Tok::Op(".*")) => BinOp::ElMul,
                Some(Tok::Op("./")) => BinOp::ElDiv,
                Some(Tok::Op(".\\")) => BinOp::ElLDiv,
                _ => return Ok(l),
            };
            self.p += 1;
            let r = self.unary()?;
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }
    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat("-") {
            return Ok(Expr::Un(UnOp::Neg, Box::new(self.unary()?)));
        }
        if self.eat("+") {
            return Ok(Expr::Un(UnOp::Plus, Box::new(self.unary()?)));
        }
        if self.eat("~") || self.eat("!") {
            return Ok(Expr::Un(UnOp::Not, Box::new(self.unary()?)));
        }
        self.power()
    }
    fn power(&mut self) -> Result<Expr, String> {
        let mut l = self.postfix()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Op("^")) => BinOp::MatPow,
                Some(Tok::Op(".^")) => BinOp::ElPow,
                _ => return Ok(l),
            };
            self.p += 1;
            // The exponent may carry its own unary sign (`2^-1`).
            let r = if self.eat("-") {
                Expr::Un(UnOp::Neg, Box::new(self.postfix()?))
            } else {
                self.postfix()?
            };
            l = Expr::Bin(op, Box::new(l), Box::new(r));
        }
    }
    fn args(&mut self, close: &str) -> Result<Vec<Expr>, String> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            if self.is_op(":") && self.next_closes() {
                self.p += 1;
                v.push(Expr::Colon);
            } else {
                v.push(self.expr()?);
            }
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }
    fn postfix(&mut self) -> Result<Expr, String> {
        let mut e = self.primary()?;
        loop {
            if self.eat("(") {
                let a = self.args(")")?;
                e = Expr::Paren(Box::new(e), a);
            } else if self.eat("{") {
                let a = self.args("}")?;
                e = Expr::Brace(Box::new(e), a);
            } else if self.is_op(".") {
                self.p += 1;
                match self.peek().cloned() {
                    Some(Tok::Id(n)) => {
                        self.p += 1;
                        e = Expr::Field(Box::new(e), n);
                    }
                    t => return Err(format!("bad field {t:?}")),
                }
            } else if self.eat("'") {
                e = Expr::Un(UnOp::CTranspose, Box::new(e));
            } else if self.eat(".'") {
                e = Expr::Un(UnOp::Transpose, Box::new(e));
            } else {
                return Ok(e);
            }
        }
    }
    fn rows(&mut self, close: &str) -> Result<Vec<Vec<Expr>>, String> {
        let mut rows = vec![Vec::new()];
        loop {
            if self.eat(close) {
                break;
            }
            if self.eat(";") {
                rows.push(Vec::new());
                continue;
            }
            if self.eat(",") {
                continue;
            }
            let e = self.expr()?;
            rows.last_mut().unwrap().push(e);
        }
        rows.retain(|r| !r.is_empty());
        Ok(rows)
    }
    fn primary(&mut self) -> Result<Expr, String> {
        let t = self.peek().cloned().ok_or("unexpected end")?;
        self.p += 1;
        Ok(match t {
            Tok::Num(x) => Expr::Lit(Value::Num(x)),
            Tok::Imag(x) => Expr::Lit(Value::Complex(C64::new(0.0, x))),
            // An empty literal is 0x0, as in Octave.
            Tok::Str(s) if s.is_empty() => Expr::Lit(Value::char_array(Tensor::new(
                runtime::Dims::rc(0, 0),
                vec![],
            ))),
            Tok::Str(s) => Expr::Lit(Value::str(&s)),
            Tok::Op("@") => match self.peek().cloned() {
                Some(Tok::Id(n)) => {
                    self.p += 1;
                    Expr::Lit(Value::func(runtime::FuncHandle::named(&n)))
                }
                t => return Err(format!("unsupported handle {t:?}")),
            },
            Tok::Id(n) => Expr::Var(n),
            Tok::End => Expr::End,
            Tok::Op("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                e
            }
            Tok::Op("[") => Expr::Matrix(self.rows("]")?),
            Tok::Op("{") => Expr::CellLit(self.rows("}")?),
            t => return Err(format!("unexpected {t:?}")),
        })
    }
}

pub struct Env {
    vars: HashMap<String, Value>,
    ctx: Ctx,
    /// Values being indexed, for `end`: (value, position, count).
    end_ctx: Vec<(Value, usize, usize)>,
}

fn e(msg: String) -> MatError {
    MatError::msg(msg)
}

impl Env {
    pub fn new() -> Env {
        Env {
            vars: HashMap::new(),
            ctx: Ctx::new(),
            end_ctx: Vec::new(),
        }
    }

    fn eval_args(&mut self, base: &Value, args: &[Expr]) -> Result<Vec<Value>, MatError> {
        let n = args.len();
        let mut out = Vec::with_capacity(n);
        for (k, a) in args.iter().enumerate() {
            if let Expr::Colon = a {
                out.push(index::colon());
                continue;
            }
            self.end_ctx.push((base.clone(), k, n));
            let r = self.eval_multi(a);
            self.end_ctx.pop();
            out.extend(r?);
        }
        Ok(out)
    }

    /// Evaluates to a list (cs-lists from `c{:}` / `s.f` expand).
    fn eval_multi(&mut self, x: &Expr) -> Result<Vec<Value>, MatError> {
        match x {
            Expr::Brace(b, args) => {
                let base = self.eval(b)?;
                let a = self.eval_args(&base, args)?;
                match &**b {
                    Expr::Var(n) => {
                        index::brace_index(&base, &a).map_err(|err| err.with_var_name(n))
                    }
                    _ => index::brace_index(&base, &a),
                }
            }
            Expr::Field(b, name) => {
                let base = self.eval(b)?;
                index::field_get(&base, name)
            }
            _ => Ok(vec![self.eval(x)?]),
        }
    }

    fn eval(&mut self, x: &Expr) -> Result<Value, MatError> {
        Ok(match x {
            Expr::Lit(v) => v.clone(),
            Expr::Var(n) => match self.vars.get(n) {
                Some(v) => v.clone(),
                None => self.call(n, &[])?,
            },
            Expr::Colon => index::colon(),
            Expr::End => {
                let (v, k, n) = self
                    .end_ctx
                    .last()
                    .ok_or_else(|| e("end outside index".into()))?;
                Value::Num(index::end_of(v, *k, *n))
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                ops::binary(*op, &a, &b)?
            }
            Expr::AndAnd(a, b) => {
                let a = self.eval(a)?;
                if !a.is_true()? {
                    Value::Bool(false)
                } else {
                    Value::Bool(self.eval(b)?.is_true()?)
                }
            }
            Expr::OrOr(a, b) => {
                let a = self.eval(a)?;
                if a.is_true()? {
                    Value::Bool(true)
                } else {
                    Value::Bool(self.eval(b)?.is_true()?)
                }
            }
            Expr::Un(op, a) => {
                let a = self.eval(a)?;
                ops::unary(*op, &a)?
            }
            Expr::Range(a, s, b) => {
                let a = self.eval(a)?;
                let s = match s {
                    Some(s) => Some(self.eval(s)?),
                    None => None,
                };
                let b = self.eval(b)?;
                ops::colon(&a, s.as_ref(), &b)?
            }
            Expr::Paren(b, args) => {
                if let Expr::Var(n) = &**b {
                    if !self.vars.contains_key(n) {
                        let mut vals = Vec::new();
                        for a in args {
                            vals.extend(self.eval_multi(a)?);
                        }
                        return self.call(n, &vals);
                    }
                }
                let base = self.eval(b)?;
                let a = self.eval_args(&base, args)?;
                match &**b {
                    Expr::Var(n) => index::index(&base, &a).map_err(|err| err.with_var_name(n))?,
                    _ => index::index(&base, &a)?,
                }
            }
            Expr::Brace(..) | Expr::Field(..) => {
                let mut v = self.eval_multi(x)?;
                if v.len() != 1 {
                    return Err(e("some elements undefined in index list".into()));
                }
                v.pop().unwrap_or_default()
            }
            Expr::Matrix(rows) => {
                let mut rv = Vec::new();
                for r in rows {
                    let mut items = Vec::new();
                    for it in r {
                        items.extend(self.eval_multi(it)?);
                    }
                    rv.push(items);
                }
                concat::matrix(&rv)?
            }
            Expr::CellLit(rows) => {
                let mut rv = Vec::new();
                for r in rows {
                    let mut items = Vec::new();
                    for it in r {
                        items.extend(self.eval_multi(it)?);
                    }
                    rv.push(items);
                }
                concat::cell_literal(&rv)?
            }
        })
    }

    fn call(&mut self, name: &str, args: &[Value]) -> Result<Value, MatError> {
        let f = builtins::lookup(name).ok_or_else(|| MatError::undefined(name))?;
        let mut r = f.call(&mut self.ctx, args, 1)?;
        if r.is_empty() {
            return Err(e(format!(
                "value on right hand side of assignment is undefined ({name})"
            )));
        }
        Ok(r.swap_remove(0))
    }

    /// Runs `stmt; stmt; ...` then evaluates the final expression.
    pub fn run(&mut self, setup: &str, expr: &str) -> Result<Value, MatError> {
        for st in split_stmts(setup) {
            self.stmt(&st)?;
        }
        let toks = lex(expr).map_err(e)?;
        let mut p = Parser { t: toks, p: 0 };
        let x = p.expr().map_err(e)?;
        if p.p != p.t.len() {
            return Err(e(format!("trailing tokens in {expr}")));
        }
        self.eval(&x)
    }

    fn stmt(&mut self, src: &str) -> Result<(), MatError> {
        let toks = lex(src).map_err(e)?;
        // Find a top-level '='.
        let mut depth = 0i32;
        let mut eq = None;
        for (k, t) in toks.iter().enumerate() {
            match t {
                Tok::Op("(" | "[" | "{") => depth += 1,
                Tok::Op(")" | "]" | "}") => depth -= 1,
                Tok::Op("=") if depth == 0 => {
                    eq = Some(k);
                    break;
                }
                _ => {}
            }
        }
        let Some(k) = eq else {
            let mut p = Parser { t: toks, p: 0 };
            let x = p.expr().map_err(e)?;
            self.eval(&x)?;
            return Ok(());
        };
        let mut rp = Parser {
            t: toks[k + 1..].to_vec(),
            p: 0,
        };
        let rhs_e = rp.expr().map_err(e)?;
        let rhs = self.eval(&rhs_e)?;
        let mut lp = Parser {
            t: toks[..k].to_vec(),
            p: 0,
        };
        let Some(Tok::Id(name)) = lp.peek().cloned() else {
            return Err(e("bad lhs".into()));
        };
        lp.p += 1;
        let exists = self.vars.contains_key(&name);
        let mut cur = self.vars.get(&name).cloned().unwrap_or_default();
        let res = (|| -> Result<(), MatError> {
            if lp.p == lp.t.len() {
                cur = rhs.clone();
                return Ok(());
            }
            if lp.eat("(") {
                let args = lp.args(")").map_err(e)?;
                let a = self.eval_args(&cur, &args)?;
                if lp.p == lp.t.len() {
                    // A literal `[]` deletes (matc's lowering decides this
                    // from the syntax, as here).
                    let literal_empty = matches!(toks[k + 1..], [Tok::Op("["), Tok::Op("]")]);
                    if literal_empty && exists {
                        return index::delete(&mut cur, &a);
                    }
                    if !exists {
                        cur = index::assign_new(&a, &rhs)?;
                        return Ok(());
                    }
                    return index::assign(&mut cur, &a, &rhs);
                }
                lp.expect(".").map_err(e)?;
                let Some(Tok::Id(f)) = lp.peek().cloned() else {
                    return Err(e("bad field".into()));
                };
                return index::field_set_indexed(&mut cur, &a, &f, rhs.clone());
            }
            if lp.eat("{") {
                let args = lp.args("}").map_err(e)?;
                let a = self.eval_args(&cur, &args)?;
                return index::brace_assign(&mut cur, &a, rhs.clone());
            }
            if lp.eat(".") {
                let Some(Tok::Id(f)) = lp.peek().cloned() else {
                    return Err(e("bad field".into()));
                };
                return index::field_set(&mut cur, &f, rhs.clone());
            }
            Err(e("unsupported lhs".into()))
        })();
        if res.is_ok() || exists {
            // Drop the extra reference first so that real code paths stay in place.
            self.vars.insert(name.clone(), cur);
        }
        res.map_err(|err| err.with_var_name(&name))
    }
}

/// Splits on top-level `;`.
fn split_stmts(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut in_str = false;
    let mut prev = ' ';
    for ch in s.chars() {
        if ch == '\'' && !in_str && !(prev.is_alphanumeric() || ")]}'".contains(prev)) {
            in_str = true;
        } else if ch == '\'' && in_str {
            in_str = false;
        }
        if !in_str {
            match ch {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
        }
        if ch == ';' && depth == 0 && !in_str {
            if !cur.trim().is_empty() {
                out.push(cur.trim().to_string());
            }
            cur.clear();
        } else {
            cur.push(ch);
        }
        prev = ch;
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}
