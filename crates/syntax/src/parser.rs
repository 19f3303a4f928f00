//! The hand-written parser: tokens to AST, recovering after errors.
//!
//! Statements are parsed by recursive descent, expressions by precedence
//! climbing. Nesting depth is bounded ([`MAX_DEPTH`], and operator chains
//! by [`MAX_TREE_DEPTH`]) so that no input can overflow the stack; deeper
//! input gets an error instead. After an error the parser skips to the end
//! of the statement and goes on, so one run reports several errors.
//!
//! The token vectors and the scratch stacks lists are collected on are
//! reused across files by each thread, and every statement and argument
//! list is moved out as an exact-size vector. A lone leaf (a name, number
//! or string before a separator) is built without the operator and postfix
//! machinery, the two operands of a binary expression share one allocation,
//! and a single-target assignment holds its target inline.

use crate::ast::*;
use crate::lexer::{lex, lex_into, EndKind, Kw, Lexed, Tok, Token};
use crate::{Diagnostic, Parsed};

/// Deepest nesting of expressions and statements accepted. Real code stays
/// far below; this keeps recursion safe on a 2 MiB thread stack in debug builds.
pub const MAX_DEPTH: u32 = 160;

/// Deepest tree accepted, counting the links of operator chains such as
/// `a + b + c` (parsed in a loop, but a left-deep tree for every later pass).
pub const MAX_TREE_DEPTH: u32 = 1000;

const P_OROR: u8 = 1;
const P_ANDAND: u8 = 2;
const P_OR: u8 = 3;
const P_AND: u8 = 4;
const P_CMP: u8 = 5;
const P_RANGE: u8 = 6;
const P_ADD: u8 = 7;
const P_MUL: u8 = 8;
const P_POW: u8 = 10;

/// Working buffers of a parse, kept per thread for the next file: parsing
/// many files then allocates no token buffer and no scratch stacks.
#[derive(Default)]
struct Scratch {
    lexed: Lexed,
    stmts: Vec<Stmt>,
    exprs: Vec<Expr>,
}

thread_local! {
    static SCRATCH: std::cell::Cell<Scratch> = std::cell::Cell::new(Scratch::default());
}

/// Token buffers larger than this (in tokens, 20 bytes each) are not kept.
const KEEP_TOKENS: usize = 1 << 18;

pub fn parse_file(src: &str) -> Parsed {
    let scratch = SCRATCH.with(|s| s.take());
    let mut p = Parser::new(src, lex_into(src, scratch.lexed));
    p.stmt_stack = scratch.stmts;
    p.expr_stack = scratch.exprs;
    let file = p.file();
    let mut lexed = Lexed {
        toks: p.toks,
        strings: p.strings,
        args: p.args,
        nums: p.nums,
        ..Lexed::default()
    };
    if lexed.toks.capacity() > KEEP_TOKENS {
        lexed = Lexed::default();
    }
    // Both stacks are empty again: every list moved its part out.
    let (mut stmts, mut exprs) = (p.stmt_stack, p.expr_stack);
    stmts.clear();
    exprs.clear();
    SCRATCH.with(|s| {
        s.set(Scratch {
            lexed,
            stmts,
            exprs,
        })
    });
    Parsed {
        file,
        errors: p.errors,
        warnings: p.warnings,
    }
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    strings: Vec<Name>,
    args: Vec<Vec<String>>,
    nums: Vec<f64>,
    pos: usize,
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    /// Inside `[]` or `{}` (not inside a nested `()`): whitespace separates elements.
    matrix: bool,
    depth: u32,
    /// Links of the operator chains being parsed (see [`MAX_TREE_DEPTH`]).
    links: u32,
    /// Set once nesting gets too deep: suppress follow-on errors until the statement ends.
    bail: bool,
    /// Set by an error: what goes wrong after it in the same statement is
    /// its cascade, not another mistake (one error per mistake).
    cascade: bool,
    functions_have_end: bool,
    /// Nested functions collected for each function being parsed.
    nested: Vec<Vec<Function>>,
    /// Functions defined in a script after statements (end-style files).
    extra_functions: Vec<Function>,
    /// End of the last simple statement, before its terminator.
    term_hi: Option<u32>,
    /// Number of errors when the current statement started.
    stmt_errors: usize,
    last_hi: u32,
    /// Statements of the blocks being parsed, innermost last: each block
    /// moves its own statements out into a vector of the exact size, so
    /// that no statement vector grows by reallocation.
    stmt_stack: Vec<Stmt>,
    /// The same for argument lists and matrix rows.
    expr_stack: Vec<Expr>,
    /// Parsing the first subscript of a number literal outside any argument
    /// list (`x = 7(end)`), where Octave's grammar rejects `end`; inside one
    /// (`disp(7(end))`) it is accepted and indexes the number.
    end_has_no_object: bool,
    /// Argument lists being parsed around the current token.
    arg_depth: u32,
}

fn is_block_end(t: &Tok) -> bool {
    matches!(
        t,
        Tok::Kw(
            Kw::End(_)
                | Kw::Else
                | Kw::Elseif
                | Kw::Case
                | Kw::Otherwise
                | Kw::Catch
                | Kw::Until
                | Kw::UnwindProtectCleanup
                | Kw::Function
        ) | Tok::Eof
    )
}

fn placeholder(span: Span) -> Expr {
    Expr {
        kind: ExprKind::Matrix(Vec::new()),
        span,
    }
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, lexed: Lexed) -> Self {
        let Lexed {
            toks,
            strings,
            args,
            nums,
            errors,
            warnings,
            openers,
            ends,
            has_classdef,
        } = lexed;
        // Functions end with `end` when the file has as many `end`s as blocks.
        Parser {
            src,
            toks,
            strings,
            args,
            nums,
            pos: 0,
            errors,
            warnings,
            matrix: false,
            depth: 0,
            links: 0,
            stmt_errors: 0,
            term_hi: None,
            bail: false,
            cascade: false,
            functions_have_end: has_classdef || ends >= openers,
            nested: Vec::new(),
            extra_functions: Vec::new(),
            last_hi: 0,
            stmt_stack: Vec::new(),
            expr_stack: Vec::new(),
            end_has_no_object: false,
            arg_depth: 0,
        }
    }

    // ----- token access -----

    fn peek(&self) -> &Tok {
        &self.toks[self.pos].kind
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].kind
    }

    fn tok(&self) -> &Token {
        &self.toks[self.pos]
    }

    fn span(&self) -> Span {
        self.toks[self.pos].span
    }

    /// Consumes the current token and returns it. Its payload moves out (the
    /// parser never looks back at consumed tokens, only at their spans).
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos];
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        self.last_hi = t.span.hi;
        t
    }

    /// Whether the current token is `t` (cheap: compares payloads only for operators and keywords).
    fn at(&self, t: &Tok) -> bool {
        let cur = self.peek();
        match t {
            Tok::Bin(_) | Tok::OpAssign(_) | Tok::Kw(_) => cur == t,
            _ => std::mem::discriminant(cur) == std::mem::discriminant(t),
        }
    }

    fn at_next(&self, t: &Tok) -> bool {
        let cur = self.peek_at(1);
        match t {
            Tok::Bin(_) | Tok::OpAssign(_) | Tok::Kw(_) => cur == t,
            _ => std::mem::discriminant(cur) == std::mem::discriminant(t),
        }
    }

    fn lo(&self) -> u32 {
        self.span().lo
    }

    fn since(&self, lo: u32) -> Span {
        Span::new(lo, self.last_hi.max(lo))
    }

    fn text(&self, t: &Token) -> &'a str {
        &self.src[t.span.lo as usize..t.span.hi as usize]
    }

    fn error(&mut self, span: Span, msg: impl Into<String>) {
        if !self.bail && !self.cascade {
            self.errors.push(Diagnostic {
                span,
                message: msg.into(),
            });
            self.cascade = true;
        }
    }

    /// Octave 7's warning for its deprecated `**`, `.**` and `**=`, when
    /// the operator token `t` is spelled so.
    fn warn_if_starred(&mut self, t: &Token) {
        let text = self.text(t);
        if text.contains('*') {
            let new = text.replace("**", "^");
            self.warnings.push(Diagnostic {
                span: t.span,
                message: format!(
                    "the '{text}' operator was deprecated in version 7 and will not be \
                     allowed in a future version of Octave; please use '{new}' instead"
                ),
            });
        }
    }

    fn error_here(&mut self, msg: impl Into<String>) {
        let sp = self.span();
        self.error(sp, msg);
    }

    fn describe(&self) -> String {
        let t = self.tok();
        match &t.kind {
            Tok::Eof => "the end of the file".into(),
            Tok::Newline => "the end of the line".into(),
            Tok::Str { .. } => "a string".into(),
            Tok::Num(_) | Tok::Imag(_) | Tok::Int { .. } => {
                format!("the number `{}`", self.text(t))
            }
            Tok::CommandArgs(_) => "command arguments".into(),
            Tok::Annotation(_) => "a `%#` comment".into(),
            _ => format!("`{}`", self.text(t)),
        }
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.at(t) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_close(&mut self, t: &Tok, what: &str, open: Span) {
        if !self.eat(t) {
            let msg = format!(
                "expected `{what}` to close the one opened here, found {}",
                self.describe()
            );
            self.error(open, msg);
        }
    }

    fn skip_newlines(&mut self) {
        while matches!(self.peek(), Tok::Newline | Tok::Semi | Tok::Comma) {
            self.bump();
        }
    }

    /// Inside classdef blocks a `%#` line is just a comment.
    fn skip_newlines_and_annotations(&mut self) {
        while matches!(
            self.peek(),
            Tok::Newline | Tok::Semi | Tok::Comma | Tok::Annotation(_)
        ) {
            self.bump();
        }
    }

    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            if !self.bail {
                self.error_here("expression or block nested too deeply (the limit is 160 levels)");
                self.bail = true;
            }
            self.depth -= 1;
            return false;
        }
        true
    }

    /// One more link in an operator chain; false (with an error) when the tree gets too deep.
    fn link(&mut self) -> bool {
        self.links += 1;
        if self.depth + self.links > MAX_TREE_DEPTH {
            if !self.bail {
                self.error_here("expression too long: more than 1000 operators in a chain");
                self.bail = true;
            }
            return false;
        }
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// After an error: skip to the end of the statement.
    fn recover(&mut self) {
        // Stop at any keyword too: `if`, `for`, ... start the next statement.
        while !matches!(
            self.peek(),
            Tok::Newline | Tok::Semi | Tok::Eof | Tok::Kw(_)
        ) {
            self.bump();
        }
        if self.depth == 0 {
            self.bail = false;
        }
        self.cascade = false;
    }

    // ----- files and functions -----

    fn file(&mut self) -> File {
        let mut k = self.pos;
        while matches!(
            self.toks[k].kind,
            Tok::Newline | Tok::Semi | Tok::Comma | Tok::Annotation(_)
        ) {
            k += 1;
        }
        let kind = match self.toks[k].kind {
            Tok::Kw(Kw::Function) => FileKind::Function,
            Tok::Kw(Kw::Classdef) => FileKind::Class,
            _ => FileKind::Script,
        };
        let mut body = Vec::new();
        let mut functions = Vec::new();
        let mut classdef = None;
        loop {
            body.extend(self.block());
            functions.append(&mut self.extra_functions);
            match self.peek() {
                Tok::Eof => break,
                Tok::Kw(Kw::Function) => {
                    let f = self.function();
                    functions.push(f);
                }
                Tok::Kw(Kw::Classdef) if classdef.is_none() => {
                    classdef = Some(self.classdef());
                }
                _ => {
                    let msg = format!("unexpected {} outside of any block", self.describe());
                    self.error_here(msg);
                    self.bump();
                }
            }
        }
        File {
            kind,
            body,
            functions,
            classdef,
        }
    }

    /// Statements up to a block-ending keyword (not consumed).
    fn block(&mut self) -> Vec<Stmt> {
        let start = self.stmt_stack.len();
        loop {
            self.skip_newlines();
            match self.peek() {
                Tok::Kw(Kw::Function) if self.functions_have_end => {
                    let f = self.function();
                    match self.nested.last_mut() {
                        Some(v) => v.push(f),
                        None => self.extra_functions.push(f),
                    }
                }
                t if is_block_end(t) => return self.stmt_stack.split_off(start),
                Tok::Kw(Kw::Classdef) => return self.stmt_stack.split_off(start),
                _ => {
                    let before = self.pos;
                    let errs = self.errors.len();
                    self.stmt_errors = errs;
                    self.cascade = false;
                    if let Some(s) = self.statement() {
                        self.stmt_stack.push(s);
                    }
                    if self.errors.len() > errs || self.bail {
                        self.recover();
                    }
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
    }

    fn function(&mut self) -> Function {
        self.cascade = false;
        let lo = self.lo();
        let kw = self.bump();
        let kw_span = kw.span;
        let mut outputs = Vec::new();
        let name;
        if self.at(&Tok::LBracket) {
            let open = self.span();
            self.bump();
            loop {
                match self.peek() {
                    Tok::Ident => {
                        let t = self.bump();
                        outputs.push(self.ident(&t));
                    }
                    Tok::Comma => {
                        self.bump();
                    }
                    _ => break,
                }
            }
            self.expect_close(&Tok::RBracket, "]", open);
            if !self.eat(&Tok::Assign) {
                self.error_here("expected `=` after the output list of the function");
            }
            name = self.function_name();
        } else {
            let first = self.function_name();
            if self.eat(&Tok::Assign) {
                outputs.push(first);
                name = self.function_name();
            } else {
                name = first;
            }
        }
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        if self.at(&Tok::LParen) {
            let open = self.span();
            self.bump();
            loop {
                match self.peek() {
                    Tok::Ident => {
                        let t = self.bump();
                        params.push(Param::Name(self.ident(&t)));
                        if self.eat(&Tok::Assign) {
                            defaults.push((params.len() - 1, self.expr()));
                        }
                    }
                    Tok::Not => {
                        let sp = self.span();
                        self.bump();
                        params.push(Param::Tilde(sp));
                    }
                    Tok::Comma => {
                        self.bump();
                    }
                    _ => break,
                }
            }
            self.expect_close(&Tok::RParen, ")", open);
        }
        if !matches!(
            self.peek(),
            Tok::Newline | Tok::Semi | Tok::Comma | Tok::Eof
        ) && !is_block_end(self.peek())
        {
            let msg = format!("unexpected {} after the function header", self.describe());
            self.error_here(msg);
            self.recover();
        }
        self.nested.push(Vec::new());
        let entered = self.enter();
        let body = if entered { self.block() } else { Vec::new() };
        if entered {
            self.leave();
        }
        let nested = self.nested.pop().unwrap_or_default();
        let mut has_end = false;
        if self.functions_have_end {
            match self.peek() {
                Tok::Kw(Kw::End(EndKind::Plain | EndKind::Function)) => {
                    self.bump();
                    has_end = true;
                }
                _ => {
                    let msg = format!(
                        "expected `end` to close this function, found {}",
                        self.describe()
                    );
                    self.error(kw_span, msg);
                }
            }
        } else if let Tok::Kw(Kw::End(EndKind::Function)) = self.peek() {
            self.bump();
            has_end = true;
        }
        Function {
            name,
            outputs,
            params,
            defaults,
            body,
            nested,
            has_end,
            span: self.since(lo),
        }
    }

    /// `name`, or `set.Prop` / `pkg.name` as one dotted identifier.
    fn function_name(&mut self) -> Ident {
        if !self.at(&Tok::Ident) {
            let msg = format!("expected a function name, found {}", self.describe());
            self.error_here(msg);
            return Ident {
                name: Name::default(),
                span: self.span(),
            };
        }
        let t = self.bump();
        let mut id = self.ident(&t);
        if self.at(&Tok::Dot) && self.at_next(&Tok::Ident) {
            let mut name = String::from(id.name.as_str());
            while self.at(&Tok::Dot) && self.at_next(&Tok::Ident) {
                self.bump();
                let t = self.bump();
                name.push('.');
                name.push_str(self.text(&t));
                id.span.hi = t.span.hi;
            }
            id.name = Name::from(name);
        }
        id
    }

    fn ident(&self, t: &Token) -> Ident {
        Ident {
            name: name(self.text(t)),
            span: t.span,
        }
    }

    // ----- statements -----

    /// Consumes the statement terminator; returns whether the result prints.
    fn terminator(&mut self) -> bool {
        self.term_hi = Some(self.last_hi);
        match self.peek() {
            Tok::Semi => {
                self.bump();
                // `x = 1;,` and `x = 1;;` are fine.
                false
            }
            Tok::Comma | Tok::Newline => {
                self.bump();
                true
            }
            Tok::Eof | Tok::Annotation(_) => true,
            t if is_block_end(t) => true,
            // After an error in this statement a keyword just starts the next one.
            Tok::Kw(_) if self.errors.len() > self.stmt_errors => true,
            _ => {
                let msg = format!(
                    "expected `;`, `,` or a new line after the statement, found {}",
                    self.describe()
                );
                self.error_here(msg);
                true
            }
        }
    }

    fn statement(&mut self) -> Option<Stmt> {
        let lo = self.lo();
        self.term_hi = None;
        let kind = match *self.peek() {
            Tok::Annotation(idx) => {
                self.bump();
                StmtKind::Annotation(std::mem::take(&mut self.strings[idx as usize]).to_string())
            }
            Tok::Kw(kw) => {
                if !self.enter() {
                    return None;
                }
                let k = self.keyword_statement(kw);
                self.leave();
                k?
            }
            Tok::Ident if matches!(self.peek_at(1), Tok::CommandArgs(_)) => {
                let t = self.bump();
                let name = self.ident(&t);
                let args = match self.bump().kind {
                    Tok::CommandArgs(idx) => std::mem::take(&mut self.args[idx as usize]),
                    _ => Vec::new(),
                };
                let print = self.terminator();
                StmtKind::Command { name, args, print }
            }
            Tok::LBracket if self.is_multi_assign() => {
                let lhs = self.lhs_list();
                self.bump(); // `=`
                let rhs = self.expr();
                let print = self.terminator();
                // `[c{i}] = f()` and `[s.a] = f()` stay lists: the target may
                // name several elements, each taking one output of `f`.
                let list_target = matches!(
                    lhs.as_slice(),
                    [LValue::Expr(Expr {
                        kind: ExprKind::CellIndex { .. }
                            | ExprKind::Field { .. }
                            | ExprKind::DynField { .. },
                        ..
                    })]
                );
                match <[LValue; 1]>::try_from(lhs) {
                    Ok([only]) if !list_target => StmtKind::Assign {
                        lhs: only,
                        rhs,
                        print,
                    },
                    Ok(lhs) => StmtKind::MultiAssign {
                        lhs: lhs.into(),
                        rhs,
                        print,
                    },
                    Err(lhs) => StmtKind::MultiAssign { lhs, rhs, print },
                }
            }
            _ => {
                let e = self.expr();
                match self.peek() {
                    Tok::Assign => {
                        self.bump();
                        let lhs = self.lvalue(e);
                        let mut rhs = self.expr();
                        // Octave's chained `a = b(2) = rhs`: the innermost target
                        // is assigned first and silently, then each outer one
                        // reads the next inner target back. Those statements go
                        // on the block's stack before this one.
                        let mut inner = Vec::new();
                        while self.at(&Tok::Assign) {
                            self.bump();
                            inner.push(self.lvalue(rhs));
                            rhs = self.expr();
                        }
                        while let Some(target) = inner.pop() {
                            let LValue::Expr(read_back) = &target else {
                                unreachable!("lvalue gives an expression")
                            };
                            let read_back = read_back.clone();
                            let span = Span::new(read_back.span.lo, rhs.span.hi);
                            self.stmt_stack.push(Stmt {
                                kind: StmtKind::Assign {
                                    lhs: target,
                                    rhs,
                                    print: false,
                                },
                                span,
                            });
                            rhs = read_back;
                        }
                        let print = self.terminator();
                        StmtKind::Assign { lhs, rhs, print }
                    }
                    Tok::OpAssign(op) => {
                        let op = *op;
                        let t = self.bump();
                        if op == BinOp::MatPow {
                            self.warn_if_starred(&t);
                        }
                        let lhs = self.lvalue(e);
                        let rhs = self.expr();
                        let print = self.terminator();
                        StmtKind::OpAssign {
                            lhs,
                            op,
                            rhs,
                            print,
                        }
                    }
                    _ => {
                        let print = self.terminator();
                        StmtKind::Expr { expr: e, print }
                    }
                }
            }
        };
        // A simple statement's span stops before its `;`, `,` or newline.
        let hi = match kind {
            StmtKind::If { .. }
            | StmtKind::For { .. }
            | StmtKind::While { .. }
            | StmtKind::Switch { .. }
            | StmtKind::Try { .. }
            | StmtKind::UnwindProtect { .. } => self.last_hi,
            _ => self.term_hi.unwrap_or(self.last_hi),
        };
        Some(Stmt {
            kind,
            span: Span::new(lo, hi.max(lo)),
        })
    }

    /// At `[`: does the matching `]` come right before `=`?
    fn is_multi_assign(&self) -> bool {
        let mut depth = 0i32;
        let mut k = self.pos;
        loop {
            match self.toks[k].kind {
                Tok::LBracket | Tok::LParen | Tok::LBrace => depth += 1,
                Tok::RBracket | Tok::RParen | Tok::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return self.toks.get(k + 1).map(|t| &t.kind) == Some(&Tok::Assign);
                    }
                }
                Tok::Eof => return false,
                // A row separator of the list itself; one inside a subscript
                // (`[c{[1;2]}] = ...`) belongs to that subscript.
                Tok::Semi if depth <= 1 => return false,
                Tok::Newline if depth <= 1 => {}
                _ => {}
            }
            k += 1;
            if k >= self.toks.len() {
                return false;
            }
        }
    }

    /// `[a, ~, s.b(2)]` before `=`.
    fn lhs_list(&mut self) -> Vec<LValue> {
        let open = self.span();
        self.bump();
        let saved = self.matrix;
        self.matrix = true;
        let mut out = Vec::new();
        loop {
            match self.peek() {
                Tok::RBracket | Tok::Eof => break,
                Tok::Comma | Tok::Newline => {
                    self.bump();
                }
                Tok::Not
                    if matches!(self.peek_at(1), Tok::Comma | Tok::RBracket)
                        || self.toks[self.pos + 1].space =>
                {
                    let sp = self.span();
                    self.bump();
                    out.push(LValue::Tilde(sp));
                }
                _ => {
                    let before = self.pos;
                    let e = self.postfix();
                    out.push(self.lvalue(e));
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
        self.matrix = saved;
        self.expect_close(&Tok::RBracket, "]", open);
        out
    }

    fn lvalue(&mut self, e: Expr) -> LValue {
        self.check_target(&e);
        LValue::Expr(e)
    }

    /// Errs unless `e` can be assigned to: a variable, possibly indexed.
    fn check_target(&mut self, e: &Expr) {
        fn ok(e: &Expr) -> bool {
            match &e.kind {
                ExprKind::Ident(_) => true,
                ExprKind::Index { base, .. }
                | ExprKind::CellIndex { base, .. }
                | ExprKind::Field { base, .. } => ok(base),
                ExprKind::DynField { base, .. } => ok(base),
                _ => false,
            }
        }
        if !ok(e) {
            self.error(
                e.span,
                "invalid target of an assignment: expected a variable, possibly indexed",
            );
        }
    }

    fn end_of(&mut self, what: &str, kw_span: Span, accept: EndKind) {
        match self.peek() {
            Tok::Kw(Kw::End(k)) if *k == EndKind::Plain || *k == accept => {
                self.bump();
            }
            _ => {
                let msg = format!(
                    "expected `end` to close this `{what}`, found {}",
                    self.describe()
                );
                self.error(kw_span, msg);
            }
        }
    }

    fn keyword_statement(&mut self, kw: Kw) -> Option<StmtKind> {
        let kw_span = self.span();
        match kw {
            Kw::If => {
                self.bump();
                let mut clauses = Vec::new();
                let cond = self.expr();
                let body = self.block();
                clauses.push(IfClause { cond, body });
                let mut else_body = None;
                loop {
                    match self.peek() {
                        Tok::Kw(Kw::Elseif) => {
                            self.bump();
                            let cond = self.expr();
                            let body = self.block();
                            clauses.push(IfClause { cond, body });
                        }
                        Tok::Kw(Kw::Else) => {
                            self.bump();
                            // `else if` on one line is an `if` nested in `else`.
                            else_body = Some(self.block());
                        }
                        _ => break,
                    }
                }
                self.end_of("if", kw_span, EndKind::If);
                Some(StmtKind::If { clauses, else_body })
            }
            Kw::For | Kw::Parfor => self.for_statement(kw, kw_span),
            Kw::While => {
                self.bump();
                let cond = self.expr();
                let body = self.block();
                self.end_of("while", kw_span, EndKind::While);
                Some(StmtKind::While { cond, body })
            }
            Kw::Do => {
                self.bump();
                let body = self.block();
                if self.eat(&Tok::Kw(Kw::Until)) {
                    let cond = self.expr();
                    self.terminator();
                    Some(StmtKind::DoUntil { body, cond })
                } else {
                    self.error(kw_span, "expected `until` to close this `do`");
                    Some(StmtKind::DoUntil {
                        body,
                        cond: placeholder(kw_span),
                    })
                }
            }
            Kw::Switch => self.switch_statement(kw_span),
            Kw::Try => {
                self.bump();
                let body = self.block();
                let mut catch_var = None;
                let mut catch_body = Vec::new();
                if self.eat(&Tok::Kw(Kw::Catch)) {
                    if self.at(&Tok::Ident)
                        && matches!(
                            self.peek_at(1),
                            Tok::Newline | Tok::Semi | Tok::Eof | Tok::Comma
                        )
                    {
                        let t = self.bump();
                        catch_var = Some(self.ident(&t));
                    }
                    catch_body = self.block();
                }
                self.end_of("try", kw_span, EndKind::TryCatch);
                Some(StmtKind::Try {
                    body,
                    catch_var,
                    catch_body,
                })
            }
            Kw::UnwindProtect => {
                self.bump();
                let body = self.block();
                let mut cleanup = Vec::new();
                if self.eat(&Tok::Kw(Kw::UnwindProtectCleanup)) {
                    cleanup = self.block();
                } else {
                    self.error(
                        kw_span,
                        "expected `unwind_protect_cleanup` in this `unwind_protect`",
                    );
                }
                self.end_of("unwind_protect", kw_span, EndKind::UnwindProtect);
                Some(StmtKind::UnwindProtect { body, cleanup })
            }
            Kw::Break | Kw::Continue | Kw::Return => {
                self.bump();
                self.terminator();
                Some(match kw {
                    Kw::Break => StmtKind::Break,
                    Kw::Continue => StmtKind::Continue,
                    _ => StmtKind::Return,
                })
            }
            Kw::Global | Kw::Persistent => {
                self.bump();
                let mut names = Vec::new();
                while self.at(&Tok::Ident) {
                    let t = self.bump();
                    let id = self.ident(&t);
                    let init = if self.eat(&Tok::Assign) {
                        Some(self.expr())
                    } else {
                        None
                    };
                    names.push((id, init));
                }
                self.terminator();
                Some(if kw == Kw::Global {
                    StmtKind::Global(names)
                } else {
                    StmtKind::Persistent(names)
                })
            }
            _ => {
                let msg = format!("unexpected {}", self.describe());
                self.error_here(msg);
                self.bump();
                None
            }
        }
    }

    /// `switch` with its `case` and `otherwise` clauses (a second `otherwise`
    /// body is appended to the first).
    fn switch_statement(&mut self, kw_span: Span) -> Option<StmtKind> {
        self.bump();
        let subject = self.expr();
        let mut cases = Vec::new();
        let mut otherwise = None;
        loop {
            self.skip_newlines();
            match self.peek() {
                Tok::Kw(Kw::Case) => {
                    self.bump();
                    let value = self.expr();
                    let body = self.block();
                    cases.push(SwitchCase { value, body });
                }
                Tok::Kw(Kw::Otherwise) => {
                    self.bump();
                    let body = self.block();
                    match &mut otherwise {
                        None => otherwise = Some(body),
                        Some(b) => b.extend(body),
                    }
                }
                Tok::Annotation(_) => {
                    self.bump();
                }
                _ => break,
            }
        }
        self.end_of("switch", kw_span, EndKind::Switch);
        Some(StmtKind::Switch {
            subject,
            cases,
            otherwise,
        })
    }

    /// `for` or `parfor` (`kw`, at `kw_span`): the header forms `v = e`,
    /// `(v = e[, max])` and Octave's `[val, key] = s`, then the body.
    fn for_statement(&mut self, kw: Kw, kw_span: Span) -> Option<StmtKind> {
        self.bump();
        let parfor = kw == Kw::Parfor;
        let mut parfor_max = None;
        let (var, iter);
        let mut key = None;
        if self.at(&Tok::LBracket) && !parfor {
            // Octave's `for [val, key] = s`: the fields of a struct.
            let open = self.span();
            let mut targets = self.lhs_list().into_iter();
            match (targets.next(), targets.next(), targets.next()) {
                (Some(v @ LValue::Expr(_)), Some(k @ LValue::Expr(_)), None) => {
                    var = v;
                    key = Some(Box::new(k));
                }
                _ => {
                    self.error(
                        self.since(open.lo),
                        "expected `[value, key]` in the `for` header",
                    );
                    var = LValue::Tilde(open);
                }
            }
            if !self.eat(&Tok::Assign) {
                self.error_here("expected `=` in the `for` header");
            }
            iter = self.expr();
        } else if self.at(&Tok::LParen) && self.paren_holds_assign() {
            let open = self.span();
            self.bump();
            let saved = self.matrix;
            self.matrix = false;
            let e = self.postfix();
            var = self.lvalue(e);
            if !self.eat(&Tok::Assign) {
                self.error_here("expected `=` in the `for` header");
            }
            iter = self.expr();
            if self.eat(&Tok::Comma) {
                parfor_max = Some(Box::new(self.expr()));
            }
            self.matrix = saved;
            self.expect_close(&Tok::RParen, ")", open);
        } else {
            let e = self.postfix();
            var = self.lvalue(e);
            if !self.eat(&Tok::Assign) {
                let msg = format!(
                    "expected `=` in the `for` header, found {}",
                    self.describe()
                );
                self.error_here(msg);
            }
            iter = self.expr();
        }
        let body = self.block();
        self.end_of(
            if parfor { "parfor" } else { "for" },
            kw_span,
            if parfor {
                EndKind::Parfor
            } else {
                EndKind::For
            },
        );
        Some(StmtKind::For {
            var,
            key,
            iter: Box::new(iter),
            body,
            parfor,
            parfor_max,
        })
    }

    /// `for (i = 1:n)`: is there an `=` at the top level of this parenthesis?
    fn paren_holds_assign(&self) -> bool {
        let mut depth = 0i32;
        for t in &self.toks[self.pos..] {
            match t.kind {
                Tok::LBracket | Tok::LParen | Tok::LBrace => depth += 1,
                Tok::RBracket | Tok::RParen | Tok::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return false;
                    }
                }
                Tok::Assign if depth == 1 => return true,
                Tok::Eof | Tok::Newline | Tok::Semi => return false,
                _ => {}
            }
        }
        false
    }

    // ----- expressions -----

    pub(crate) fn expr(&mut self) -> Expr {
        if self.at_lone_leaf() {
            return self.primary();
        }
        self.binary(P_OROR)
    }

    /// A lone number, string or name before `,` `;` `)` `]` `}` `=` or a
    /// line end (most arguments, elements and operands): the whole operand,
    /// with nothing for the operator and postfix machinery to find.
    #[inline]
    fn at_lone_leaf(&self) -> bool {
        matches!(self.peek(), Tok::Num(_) | Tok::Str { .. } | Tok::Ident)
            && matches!(
                self.peek_at(1),
                Tok::Comma
                    | Tok::Semi
                    | Tok::Newline
                    | Tok::RParen
                    | Tok::RBracket
                    | Tok::RBrace
                    | Tok::Assign
                    | Tok::Eof
            )
            && self.depth < MAX_DEPTH
    }

    fn binop(t: &Tok) -> Option<(u8, BinOp)> {
        Some(match t {
            Tok::Plus => (P_ADD, BinOp::Add),
            Tok::Minus => (P_ADD, BinOp::Sub),
            Tok::Bin(op) => {
                let p = match op {
                    BinOp::OrOr => P_OROR,
                    BinOp::AndAnd => P_ANDAND,
                    BinOp::Or => P_OR,
                    BinOp::And => P_AND,
                    BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => P_CMP,
                    BinOp::Add | BinOp::Sub => P_ADD,
                    BinOp::MatMul
                    | BinOp::MatDiv
                    | BinOp::MatLeftDiv
                    | BinOp::Mul
                    | BinOp::Div
                    | BinOp::LeftDiv => P_MUL,
                    BinOp::MatPow | BinOp::Pow => P_POW,
                };
                (p, *op)
            }
            _ => return None,
        })
    }

    fn unop(t: &Tok) -> Option<UnOp> {
        match t {
            Tok::Minus => Some(UnOp::Neg),
            Tok::Plus => Some(UnOp::Plus),
            Tok::Not => Some(UnOp::Not),
            _ => None,
        }
    }

    /// In a matrix, `[a -b]` is two elements: a `+`/`-` with space before
    /// and none after starts a new element.
    fn separates_element(&self) -> bool {
        self.matrix
            && matches!(self.peek(), Tok::Plus | Tok::Minus)
            && self.tok().space
            && !self.toks[(self.pos + 1).min(self.toks.len() - 1)].space
    }

    fn binary(&mut self, min: u8) -> Expr {
        if !self.enter() {
            return placeholder(self.span());
        }
        let lo = self.lo();
        let links_at_entry = self.links;
        let mut lhs = if let Some(op) = Self::unop(self.peek()) {
            self.bump();
            let operand = self.binary(P_POW);
            Expr {
                kind: ExprKind::Unary {
                    op,
                    operand: Box::new(operand),
                },
                span: self.since(lo),
            }
        } else {
            self.postfix()
        };
        loop {
            if self.at(&Tok::Colon) {
                if P_RANGE < min {
                    break;
                }
                self.bump();
                let second = self.binary(P_ADD);
                let (step, stop) = if self.at(&Tok::Colon) {
                    self.bump();
                    let third = self.binary(P_ADD);
                    (Some(Box::new(second)), third)
                } else {
                    (None, second)
                };
                lhs = Expr {
                    kind: ExprKind::Range {
                        start: Box::new(lhs),
                        step,
                        stop: Box::new(stop),
                    },
                    span: self.since(lo),
                };
                if !self.link() {
                    break;
                }
                continue;
            }
            // `'` and `.'` share the level of `^` and `.^`, left to right:
            // `a.^b'` is `(a.^b)'`, `-a'` is `-(a')`.
            if matches!(self.peek(), Tok::Quote | Tok::DotQuote) {
                if P_POW < min {
                    break;
                }
                let op = if self.at(&Tok::Quote) {
                    PostfixOp::CTranspose
                } else {
                    PostfixOp::Transpose
                };
                self.bump();
                let number = bare_number(&lhs);
                lhs = Expr {
                    kind: ExprKind::Postfix {
                        op,
                        operand: Box::new(lhs),
                    },
                    span: self.since(lo),
                };
                // Octave indexes a transpose's result: `a'(1)`.
                lhs = self.indexing(lo, lhs, number);
                if !self.link() {
                    break;
                }
                continue;
            }
            let Some((prec, op)) = Self::binop(self.peek()) else {
                break;
            };
            if prec < min || self.separates_element() {
                break;
            }
            let t = self.bump();
            if prec == P_POW {
                self.warn_if_starred(&t);
            }
            let rhs = if prec == P_POW {
                self.power_operand()
            } else if self.at_lone_leaf() {
                self.primary()
            } else {
                self.binary(prec + 1)
            };
            lhs = Expr {
                kind: ExprKind::Binary {
                    op,
                    operands: Box::new([lhs, rhs]),
                },
                span: self.since(lo),
            };
            if !self.link() {
                break;
            }
        }
        self.links = links_at_entry;
        self.leave();
        lhs
    }

    /// The operand of `^`: prefix operators bind only to it (`2^-2^2` is `(2^-2)^2`).
    fn power_operand(&mut self) -> Expr {
        if !self.enter() {
            return placeholder(self.span());
        }
        let lo = self.lo();
        let e = if let Some(op) = Self::unop(self.peek()) {
            self.bump();
            let operand = self.power_operand();
            Expr {
                kind: ExprKind::Unary {
                    op,
                    operand: Box::new(operand),
                },
                span: self.since(lo),
            }
        } else {
            self.postfix()
        };
        self.leave();
        e
    }

    fn postfix(&mut self) -> Expr {
        let lo = self.lo();
        let unindexed_number = matches!(self.peek(), Tok::Num(_) | Tok::Imag(_) | Tok::Int { .. });
        let e = self.primary();
        self.indexing(lo, e, unindexed_number)
    }

    /// The subscripts, fields and increments after `e` (which starts at
    /// `lo`); `unindexed_number`: `e` is a number literal, whose `end` has
    /// no object outside an argument list (Octave's `7(end)`).
    fn indexing(&mut self, lo: u32, mut e: Expr, mut unindexed_number: bool) -> Expr {
        loop {
            let t = self.tok();
            let sep = self.matrix && t.space;
            match t.kind {
                Tok::LParen | Tok::LBrace if !sep => {
                    let paren = t.kind == Tok::LParen;
                    let banned = unindexed_number && self.arg_depth == 0;
                    let saved = std::mem::replace(&mut self.end_has_no_object, banned);
                    unindexed_number = false;
                    self.arg_depth += 1;
                    let args = if paren {
                        self.args(Tok::RParen, ")")
                    } else {
                        self.args(Tok::RBrace, "}")
                    };
                    self.arg_depth -= 1;
                    self.end_has_no_object = saved;
                    let kind = if paren {
                        ExprKind::Index {
                            base: Box::new(e),
                            args,
                        }
                    } else {
                        ExprKind::CellIndex {
                            base: Box::new(e),
                            args,
                        }
                    };
                    e = Expr {
                        kind,
                        span: self.since(lo),
                    };
                }
                // Octave's `x++` / `x--` (the lexer decides where they are
                // operators of their own).
                Tok::PlusPlus | Tok::MinusMinus => {
                    let op = if t.kind == Tok::PlusPlus {
                        BinOp::Add
                    } else {
                        BinOp::Sub
                    };
                    self.bump();
                    self.check_target(&e);
                    e = Expr {
                        kind: ExprKind::Increment {
                            op,
                            target: Box::new(e),
                        },
                        span: self.since(lo),
                    };
                }
                Tok::Dot if !sep && self.at_next(&Tok::Ident) => {
                    self.bump();
                    let t = self.bump();
                    let name = self.ident(&t);
                    e = Expr {
                        kind: ExprKind::Field {
                            base: Box::new(e),
                            name,
                        },
                        span: self.since(lo),
                    };
                }
                Tok::Dot if !sep && self.at_next(&Tok::LParen) => {
                    self.bump();
                    let open = self.span();
                    self.bump();
                    let saved = self.matrix;
                    self.matrix = false;
                    let name = self.expr();
                    self.matrix = saved;
                    self.expect_close(&Tok::RParen, ")", open);
                    e = Expr {
                        kind: ExprKind::DynField {
                            base: Box::new(e),
                            name: Box::new(name),
                        },
                        span: self.since(lo),
                    };
                }
                // `obj@Base(args)` and `method@Base(args)` in a classdef: a
                // call of the superclass's constructor or method, kept as
                // the one name `obj@Base`.
                Tok::At
                    if !t.space
                        && matches!(e.kind, ExprKind::Ident(_))
                        && self.at_next(&Tok::Ident) =>
                {
                    self.bump();
                    let sup = self.function_name();
                    if let ExprKind::Ident(id) = &mut e.kind {
                        id.name = Name::from(format!("{}@{}", id.name, sup.name));
                        id.span.hi = sup.span.hi;
                    }
                    e.span = self.since(lo);
                }
                _ => break,
            }
        }
        e
    }

    /// `(a, b)` or `{a, b}` after a value; a lone `:` is a whole-dimension index.
    fn args(&mut self, close: Tok, close_str: &str) -> Vec<Expr> {
        let open = self.span();
        self.bump();
        let saved = self.matrix;
        self.matrix = false;
        let start = self.expr_stack.len();
        if !self.eat(&close) {
            loop {
                if self.at(&Tok::Colon) && (self.at_next(&Tok::Comma) || self.at_next(&close)) {
                    let sp = self.span();
                    self.bump();
                    self.expr_stack.push(Expr {
                        kind: ExprKind::Colon,
                        span: sp,
                    });
                } else {
                    let e = self.expr();
                    self.expr_stack.push(e);
                }
                if self.eat(&Tok::Comma) {
                    continue;
                }
                if self.eat(&close) {
                    break;
                }
                let msg = format!(
                    "expected `,` or `{close_str}` in the argument list, found {}",
                    self.describe()
                );
                self.error_here(msg);
                if !matches!(self.peek(), Tok::Newline | Tok::Semi | Tok::Eof)
                    && !is_block_end(self.peek())
                {
                    // Skip to the closing bracket of this list when it is on the line.
                    let mut depth = 0i32;
                    while !matches!(self.peek(), Tok::Newline | Tok::Semi | Tok::Eof) {
                        match self.peek() {
                            Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
                            Tok::RParen | Tok::RBracket | Tok::RBrace => {
                                if depth == 0 {
                                    break;
                                }
                                depth -= 1;
                            }
                            _ => {}
                        }
                        self.bump();
                    }
                    self.eat(&close);
                } else {
                    let _ = open;
                }
                break;
            }
        }
        self.matrix = saved;
        self.expr_stack.split_off(start)
    }

    fn primary(&mut self) -> Expr {
        let sp = self.span();
        let t = *self.tok();
        match t.kind {
            Tok::Num(v) => {
                self.bump();
                Expr {
                    kind: ExprKind::Number(self.nums[v as usize]),
                    span: sp,
                }
            }
            Tok::Imag(v) => {
                self.bump();
                Expr {
                    kind: ExprKind::ImagNumber(self.nums[v as usize]),
                    span: sp,
                }
            }
            Tok::Int { idx, class } => {
                self.bump();
                Expr {
                    kind: ExprKind::IntNumber {
                        bits: self.nums[idx as usize].to_bits(),
                        class,
                    },
                    span: sp,
                }
            }
            Tok::Str { idx, double_quoted } => {
                self.bump();
                let value = std::mem::take(&mut self.strings[idx as usize]);
                Expr {
                    kind: ExprKind::Str {
                        value,
                        double_quoted,
                    },
                    span: sp,
                }
            }
            Tok::Ident => {
                self.bump();
                Expr {
                    kind: ExprKind::Ident(self.ident(&t)),
                    span: sp,
                }
            }
            Tok::EndIndex => {
                if self.end_has_no_object {
                    self.error(sp, "`end` cannot index a number literal");
                }
                self.bump();
                Expr {
                    kind: ExprKind::End,
                    span: sp,
                }
            }
            Tok::Colon => {
                // A bare `:` where a value is expected (e.g. `x(:)'` handled by args).
                self.bump();
                Expr {
                    kind: ExprKind::Colon,
                    span: sp,
                }
            }
            _ => self.nested_primary(t),
        }
    }

    /// The primaries that hold other expressions, and the errors: kept out
    /// of [`Self::primary`] so that a leaf, the most common primary by far,
    /// takes a short call.
    #[inline(never)]
    fn nested_primary(&mut self, t: Token) -> Expr {
        let sp = t.span;
        match t.kind {
            Tok::LParen => {
                self.bump();
                let saved = self.matrix;
                self.matrix = false;
                let inner = self.expr();
                self.matrix = saved;
                self.expect_close(&Tok::RParen, ")", sp);
                Expr {
                    kind: ExprKind::Paren(Box::new(inner)),
                    span: self.since(sp.lo),
                }
            }
            Tok::LBracket | Tok::LBrace => self.matrix_literal(t.kind == Tok::LBrace),
            Tok::At => {
                self.bump();
                match self.peek() {
                    Tok::LParen => self.anon_func(sp),
                    Tok::Ident => {
                        let name = self.function_name();
                        Expr {
                            kind: ExprKind::FuncHandle(name),
                            span: self.since(sp.lo),
                        }
                    }
                    _ => {
                        let msg = format!(
                            "expected a function name or `(` after `@`, found {}",
                            self.describe()
                        );
                        self.error_here(msg);
                        placeholder(sp)
                    }
                }
            }
            _ => {
                let msg = format!("expected an expression, found {}", self.describe());
                self.error_here(msg);
                if !matches!(
                    t.kind,
                    Tok::Newline
                        | Tok::Semi
                        | Tok::Comma
                        | Tok::Eof
                        | Tok::RParen
                        | Tok::RBracket
                        | Tok::RBrace
                ) && !is_block_end(&t.kind)
                    && !matches!(t.kind, Tok::Kw(_))
                {
                    self.bump();
                }
                placeholder(sp)
            }
        }
    }

    fn anon_func(&mut self, at: Span) -> Expr {
        let open = self.span();
        self.bump();
        let mut params = Vec::new();
        loop {
            match self.peek() {
                Tok::Ident => {
                    let t = self.bump();
                    params.push(Param::Name(self.ident(&t)));
                }
                Tok::Not => {
                    let sp = self.span();
                    self.bump();
                    params.push(Param::Tilde(sp));
                }
                Tok::Comma => {
                    self.bump();
                }
                _ => break,
            }
        }
        self.expect_close(&Tok::RParen, ")", open);
        let body = self.expr();
        Expr {
            kind: ExprKind::AnonFunc {
                params,
                body: Box::new(body),
            },
            span: self.since(at.lo),
        }
    }

    /// `[...]` or `{...}`: rows separated by `;` or newlines, elements by `,` or whitespace.
    fn matrix_literal(&mut self, cell: bool) -> Expr {
        let open = self.span();
        self.bump();
        let close = if cell { Tok::RBrace } else { Tok::RBracket };
        let saved = self.matrix;
        self.matrix = true;
        let mut rows: Vec<Vec<Expr>> = Vec::new();
        let start = self.expr_stack.len();
        loop {
            match self.peek() {
                t if *t == close => {
                    self.bump();
                    break;
                }
                Tok::Semi | Tok::Newline => {
                    self.bump();
                    if self.expr_stack.len() > start {
                        rows.push(self.expr_stack.split_off(start));
                    }
                }
                Tok::Comma => {
                    self.bump();
                }
                Tok::Annotation(_) => {
                    self.bump();
                }
                // `=` starts the next statement: the bracket was left open.
                Tok::Eof | Tok::Kw(_) | Tok::RParen | Tok::RBracket | Tok::RBrace | Tok::Assign => {
                    let msg = format!(
                        "expected `{}` to close the one opened here, found {}",
                        if cell { "}" } else { "]" },
                        self.describe()
                    );
                    self.error(open, msg);
                    break;
                }
                Tok::Num(v)
                    if matches!(
                        self.peek_at(1),
                        Tok::Comma | Tok::Semi | Tok::Newline | Tok::RBracket | Tok::RBrace
                    ) && self.depth < MAX_DEPTH =>
                {
                    // A number alone (rows of data): what `expr` would
                    // return, without its calls.
                    let (value, span) = (self.nums[*v as usize], self.span());
                    self.bump();
                    // Built in its slot (`push` would build it on the stack and
                    // copy it, reading back narrow stores: a forwarding stall).
                    self.expr_stack.extend(std::iter::once_with(|| Expr {
                        kind: ExprKind::Number(value),
                        span,
                    }));
                }
                _ => {
                    let before = self.pos;
                    let e = self.expr();
                    self.expr_stack.push(e);
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
        if self.expr_stack.len() > start {
            rows.push(self.expr_stack.split_off(start));
        }
        self.matrix = saved;
        let kind = if cell {
            ExprKind::Cell(rows)
        } else {
            ExprKind::Matrix(rows)
        };
        Expr {
            kind,
            span: self.since(open.lo),
        }
    }

    // ----- classdef -----

    fn classdef(&mut self) -> ClassDef {
        let lo = self.lo();
        let kw_span = self.span();
        self.bump();
        let attributes = self.attributes();
        let name = if self.at(&Tok::Ident) {
            self.function_name()
        } else {
            let msg = format!("expected a class name, found {}", self.describe());
            self.error_here(msg);
            Ident {
                name: Name::default(),
                span: self.span(),
            }
        };
        let mut superclasses = Vec::new();
        if self.eat(&Tok::Bin(BinOp::Lt)) {
            loop {
                if self.at(&Tok::Ident) {
                    superclasses.push(self.function_name());
                } else {
                    break;
                }
                if !self.eat(&Tok::Bin(BinOp::And)) {
                    break;
                }
            }
        }
        let mut cd = ClassDef {
            name,
            attributes,
            superclasses,
            properties: Vec::new(),
            methods: Vec::new(),
            events: Vec::new(),
            enumeration: Vec::new(),
            span: Span::default(),
        };
        loop {
            self.skip_newlines();
            let t = *self.tok();
            match &t.kind {
                Tok::Kw(Kw::End(EndKind::Plain | EndKind::Classdef)) => {
                    self.bump();
                    break;
                }
                Tok::Eof => {
                    self.error(kw_span, "expected `end` to close this `classdef`");
                    break;
                }
                Tok::Annotation(_) => {
                    self.bump();
                }
                Tok::Ident => {
                    let word = self.text(&t);
                    let block_span = self.span();
                    self.bump();
                    let attributes = self.attributes();
                    match word {
                        "properties" => {
                            let properties = self.property_lines();
                            cd.properties.push(PropertyBlock {
                                attributes,
                                properties,
                            });
                        }
                        "methods" => {
                            let (functions, signatures) = self.method_lines();
                            cd.methods.push(MethodBlock {
                                attributes,
                                functions,
                                signatures,
                            });
                        }
                        "events" => loop {
                            self.skip_newlines_and_annotations();
                            if self.at(&Tok::Ident) {
                                let t = self.bump();
                                cd.events.push(self.ident(&t));
                            } else {
                                break;
                            }
                        },
                        "enumeration" => loop {
                            self.skip_newlines_and_annotations();
                            if !self.at(&Tok::Ident) {
                                break;
                            }
                            let t = self.bump();
                            let id = self.ident(&t);
                            let args = if self.at(&Tok::LParen) {
                                self.args(Tok::RParen, ")")
                            } else {
                                Vec::new()
                            };
                            cd.enumeration.push((id, args));
                        },
                        _ => {
                            self.error(block_span, format!("expected `properties`, `methods`, `events` or `enumeration` in a classdef, found `{word}`"));
                            self.recover();
                            continue;
                        }
                    }
                    self.skip_newlines_and_annotations();
                    match self.peek() {
                        Tok::Kw(Kw::End(EndKind::Plain | EndKind::ClassBlock)) => {
                            self.bump();
                        }
                        _ => {
                            let msg = format!(
                                "expected `end` to close this `{word}` block, found {}",
                                self.describe()
                            );
                            self.error(block_span, msg);
                            self.recover();
                        }
                    }
                }
                _ => {
                    let msg = format!("unexpected {} in a classdef", self.describe());
                    self.error_here(msg);
                    self.bump();
                    self.recover();
                }
            }
        }
        cd.span = self.since(lo);
        cd
    }

    /// `(Abstract, Access = private)` after a class-block keyword, as source text.
    fn attributes(&mut self) -> Option<String> {
        if !self.at(&Tok::LParen) {
            return None;
        }
        let lo = self.tok().span.lo as usize;
        let mut depth = 0i32;
        loop {
            match self.peek() {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        let t = self.bump();
                        return Some(self.src[lo..t.span.hi as usize].to_string());
                    }
                }
                Tok::Eof => return Some(self.src[lo..].to_string()),
                _ => {}
            }
            self.bump();
        }
    }

    fn property_lines(&mut self) -> Vec<Property> {
        let mut out = Vec::new();
        loop {
            self.skip_newlines_and_annotations();
            if !self.at(&Tok::Ident) {
                return out;
            }
            let t = self.bump();
            let name = self.ident(&t);
            let mut declaration = None;
            let mut default = None;
            if let Tok::CommandArgs(_) = self.peek() {
                // `x double = 1` lexes as command syntax: split its text at `=`.
                let ct = self.bump();
                let (lo, hi) = (ct.span.lo as usize, ct.span.hi as usize);
                let text = &self.src[lo..hi];
                match text.find('=') {
                    Some(k) => {
                        let d = text[..k].trim();
                        if !d.is_empty() {
                            declaration = Some(d.to_string());
                        }
                        default = Some(self.fragment(lo + k + 1, hi));
                    }
                    None => declaration = Some(text.trim().to_string()),
                }
            } else {
                let start = self.pos;
                let mut depth = 0i32;
                loop {
                    let ends = matches!(
                        self.peek(),
                        Tok::Assign | Tok::Newline | Tok::Semi | Tok::Comma
                    );
                    if (depth == 0 && ends) || self.at(&Tok::Eof) {
                        break;
                    }
                    match self.peek() {
                        Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
                        Tok::RParen | Tok::RBracket | Tok::RBrace => depth -= 1,
                        _ => {}
                    }
                    self.bump();
                }
                if self.pos > start {
                    let a = self.toks[start].span.lo as usize;
                    let b = self.toks[self.pos - 1].span.hi as usize;
                    declaration = Some(self.src[a..b].to_string());
                }
                if self.eat(&Tok::Assign) {
                    default = Some(self.expr());
                }
            }
            out.push(Property {
                name,
                declaration,
                default,
            });
            if !matches!(self.peek(), Tok::Newline | Tok::Semi | Tok::Comma)
                && !is_block_end(self.peek())
            {
                let msg = format!("unexpected {} in a property definition", self.describe());
                self.error_here(msg);
                self.recover();
            }
        }
    }

    fn method_lines(&mut self) -> (Vec<Function>, Vec<Function>) {
        let mut functions = Vec::new();
        let mut signatures = Vec::new();
        loop {
            self.skip_newlines();
            match self.peek() {
                Tok::Kw(Kw::Function) => functions.push(self.function()),
                Tok::Annotation(_) => {
                    self.bump();
                }
                Tok::Ident | Tok::LBracket => {
                    let before = self.pos;
                    if let Some(s) = self.statement() {
                        match signature(s) {
                            Some(f) => signatures.push(f),
                            None => {
                                let sp = self.since(self.toks[before].span.lo);
                                self.error(
                                    sp,
                                    "expected a method signature such as `r = name(a, b)`",
                                );
                            }
                        }
                    }
                    if self.pos == before {
                        self.bump();
                    }
                }
                _ => return (functions, signatures),
            }
        }
    }

    /// Parses `src[lo..hi]` as one expression (spans stay file-relative).
    fn fragment(&mut self, lo: usize, hi: usize) -> Expr {
        let mut lexed = lex(&self.src[lo..hi]);
        // The fragment's tokens and errors move to their place in the file,
        // so that the parser reads them like any other.
        let shift = lo as u32;
        for t in &mut lexed.toks {
            t.span = Span::new(t.span.lo + shift, t.span.hi + shift);
        }
        for d in &mut lexed.errors {
            d.span = Span::new(d.span.lo + shift, d.span.hi + shift);
        }
        let mut sub = Parser::new(self.src, lexed);
        sub.last_hi = shift;
        let e = sub.expr();
        if !sub.at(&Tok::Eof) {
            let msg = format!("unexpected {} after the default value", sub.describe());
            sub.error_here(msg);
        }
        self.errors.append(&mut sub.errors);
        e
    }
}

/// A method declared without a body: `[a, b] = name(x, y)` or `name(x)`.
fn signature(s: Stmt) -> Option<Function> {
    // An output of a signature is a plain name.
    fn output(l: LValue) -> Option<Ident> {
        match l {
            LValue::Expr(Expr {
                kind: ExprKind::Ident(id),
                ..
            }) => Some(id),
            _ => None,
        }
    }
    let (outputs, call) = match s.kind {
        StmtKind::Assign { lhs, rhs, .. } => (vec![output(lhs)?], rhs),
        StmtKind::MultiAssign { lhs, rhs, .. } => {
            let mut outs = Vec::new();
            for l in lhs {
                outs.push(output(l)?);
            }
            (outs, rhs)
        }
        StmtKind::Expr { expr, .. } => (Vec::new(), expr),
        StmtKind::Command { name, args, .. } if args.is_empty() => {
            let span = name.span;
            (
                Vec::new(),
                Expr {
                    kind: ExprKind::Ident(name),
                    span,
                },
            )
        }
        _ => return None,
    };
    let (name, args) = match call.kind {
        ExprKind::Ident(id) => (id, Vec::new()),
        ExprKind::Index { base, args } => match base.kind {
            ExprKind::Ident(id) => (id, args),
            _ => return None,
        },
        _ => return None,
    };
    let mut params = Vec::new();
    for a in args {
        match a.kind {
            ExprKind::Ident(id) => params.push(Param::Name(id)),
            _ => return None,
        }
    }
    Some(Function {
        name,
        outputs,
        params,
        defaults: Vec::new(),
        body: Vec::new(),
        nested: Vec::new(),
        has_end: false,
        span: s.span,
    })
}

/// A number literal, maybe transposed (`7'`): what `end` cannot index.
fn bare_number(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Number(_) | ExprKind::ImagNumber(_) | ExprKind::IntNumber { .. } => true,
        ExprKind::Postfix { operand, .. } => bare_number(operand),
        _ => false,
    }
}
