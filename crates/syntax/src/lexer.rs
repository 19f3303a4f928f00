//! MATLAB's context-sensitive lexer: source text to a token vector.
//!
//! MATLAB cannot be tokenized without context, so the lexer tracks what the
//! parser would otherwise have to tell it: the stack of open brackets (inside
//! `[]`/`{}` whitespace separates elements and newlines separate rows, inside
//! `()` newlines are ignored), whether the previous token ends a value (then
//! `'` is a transpose, else a string), and whether an identifier starts a
//! statement (then `hold on` is command syntax). Each token records whether
//! whitespace precedes it; the parser uses that inside brackets.
//!
//! Built to be cheap (the goal is 20 times Octave's parser:
//! `crates/cli/examples/speed_vs_octave.sh`): tokens are 20-byte `Copy`
//! values with their payloads beside them, names are `ast::Name` (inline up
//! to 23 bytes), the lexer keeps what every token touches in locals, finds
//! the end of an identifier 8 bytes at a time and a keyword by a perfect
//! hash, and tests for the most frequent punctuation right after the token
//! that usually precedes it.

use crate::ast::{name, BinOp, IntLiteralClass, Name, Span};
use crate::Diagnostic;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kw {
    Break,
    Case,
    Catch,
    Classdef,
    Continue,
    Do,
    Else,
    Elseif,
    /// `end` and every `endXXX` / `end_try_catch` / `end_unwind_protect`.
    End(EndKind),
    For,
    Function,
    Global,
    If,
    Otherwise,
    Parfor,
    Persistent,
    Return,
    Switch,
    Try,
    Until,
    UnwindProtect,
    UnwindProtectCleanup,
    While,
}

/// Which keyword closed a block: plain `end` closes anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndKind {
    Plain,
    If,
    For,
    Parfor,
    While,
    Switch,
    TryCatch,
    UnwindProtect,
    Function,
    Classdef,
    /// `endproperties`, `endmethods`, `endevents`, `endenumeration`.
    ClassBlock,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok {
    Ident,
    Kw(Kw),
    /// A number: its value is `Lexed::nums[idx]` (keeps tokens small).
    Num(u32),
    /// An imaginary number `2i`: the value of its imaginary part is `Lexed::nums[idx]`.
    Imag(u32),
    /// A hexadecimal or binary integer literal (`0xFF`, `0b1s8`): its bits
    /// are `Lexed::nums[idx].to_bits()`.
    Int {
        idx: u32,
        class: IntLiteralClass,
    },
    /// A string literal; its value is `Lexed::strings[idx]`.
    Str {
        idx: u32,
        double_quoted: bool,
    },
    /// `end` inside brackets: the last index.
    EndIndex,
    /// A binary operator that is nothing else (`+` and `-` are `Plus`/`Minus`).
    Bin(BinOp),
    Plus,
    Minus,
    /// `~` or `!`.
    Not,
    Assign,
    /// `+=`, `-=`, `*=`, `/=`, `^=`.
    OpAssign(BinOp),
    PlusPlus,
    MinusMinus,
    Colon,
    Comma,
    Semi,
    Newline,
    Dot,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    At,
    /// `'` as the complex-conjugate transpose.
    Quote,
    /// `.'`
    DotQuote,
    /// A `%#...` comment on its own line: the text after `%#` is `Lexed::strings[idx]`.
    Annotation(u32),
    /// The words after a command-syntax identifier (`hold on`): `Lexed::args[idx]`.
    CommandArgs(u32),
    Eof,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token {
    pub kind: Tok,
    pub span: Span,
    /// Whitespace (or a continuation) comes right before this token.
    pub space: bool,
}

/// Every keyword and its token.
const KEYWORDS: [(&str, Kw); 36] = {
    use EndKind as E;
    [
        ("break", Kw::Break),
        ("case", Kw::Case),
        ("catch", Kw::Catch),
        ("classdef", Kw::Classdef),
        ("continue", Kw::Continue),
        ("do", Kw::Do),
        ("else", Kw::Else),
        ("elseif", Kw::Elseif),
        ("end", Kw::End(E::Plain)),
        ("endif", Kw::End(E::If)),
        ("endfor", Kw::End(E::For)),
        ("endparfor", Kw::End(E::Parfor)),
        ("endwhile", Kw::End(E::While)),
        ("endswitch", Kw::End(E::Switch)),
        ("end_try_catch", Kw::End(E::TryCatch)),
        ("end_unwind_protect", Kw::End(E::UnwindProtect)),
        ("endfunction", Kw::End(E::Function)),
        ("endclassdef", Kw::End(E::Classdef)),
        ("endproperties", Kw::End(E::ClassBlock)),
        ("endmethods", Kw::End(E::ClassBlock)),
        ("endevents", Kw::End(E::ClassBlock)),
        ("endenumeration", Kw::End(E::ClassBlock)),
        ("for", Kw::For),
        ("function", Kw::Function),
        ("global", Kw::Global),
        ("if", Kw::If),
        ("otherwise", Kw::Otherwise),
        ("parfor", Kw::Parfor),
        ("persistent", Kw::Persistent),
        ("return", Kw::Return),
        ("switch", Kw::Switch),
        ("try", Kw::Try),
        ("until", Kw::Until),
        ("unwind_protect", Kw::UnwindProtect),
        ("unwind_protect_cleanup", Kw::UnwindProtectCleanup),
        ("while", Kw::While),
    ]
};

/// A word's slot in [`KW_SLOTS`]: a hash of its length, first and last byte
/// that no two keywords share (the multiplier was found by search; the
/// table's construction fails to compile on a collision).
const fn kw_slot(len: usize, first: u8, last: u8) -> usize {
    let key = ((first as u32) << 16) | ((last as u32) << 8) | (len as u32 & 0xff);
    (key.wrapping_mul(0x8df9_16cb) >> 26) as usize
}

/// For each slot, 1 + the index in [`KEYWORDS`] of the keyword there, or 0.
static KW_SLOTS: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < KEYWORDS.len() {
        let w = KEYWORDS[i].0.as_bytes();
        let slot = kw_slot(w.len(), w[0], w[w.len() - 1]);
        assert!(t[slot] == 0, "two keywords share a slot");
        t[slot] = i as u8 + 1;
        i += 1;
    }
    t
};

/// The keyword `word` is, if any: one table lookup and at most one string
/// comparison per identifier.
fn keyword(w: &[u8]) -> Option<Kw> {
    let (&first, &last) = (w.first()?, w.last()?);
    let entry = usize::from(KW_SLOTS[kw_slot(w.len(), first, last)]);
    let (text, kw) = KEYWORDS[entry.checked_sub(1)?];
    (text.as_bytes() == w).then_some(kw)
}

/// The value of a decimal literal (`12`, `0.25`, `1.5e-3`) when it can be
/// computed exactly the quick way: at most 15 significant digits (so the
/// digits form an exact integer `m < 2^53`) and a power of ten `10^p` with
/// `|p| <= 22` (exact in f64). Then `m * 10^p` or `m / 10^-p` is one
/// correctly rounded operation on exact operands, the same value the full
/// float parser gives (Clinger's fast path). Anything else returns `None`.
fn fast_number(text: &[u8]) -> Option<f64> {
    const POW10: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    let mut m: u64 = 0;
    let mut digits = 0u32;
    let mut frac = 0i32;
    let mut i = 0;
    let mut seen_dot = false;
    while i < text.len() {
        let c = text[i];
        if c.is_ascii_digit() {
            if m == 0 && c == b'0' {
                // Leading zeros are not significant.
            } else {
                digits += 1;
                if digits > 15 {
                    return None;
                }
                m = m * 10 + u64::from(c - b'0');
            }
            if seen_dot {
                frac += 1;
            }
        } else if c == b'.' && !seen_dot {
            seen_dot = true;
        } else {
            break;
        }
        i += 1;
    }
    let mut exp = 0i32;
    if i < text.len() {
        // An exponent: `e`, `E`, `d` or `D`, a sign, then digits.
        if !matches!(text[i], b'e' | b'E' | b'd' | b'D') {
            return None;
        }
        i += 1;
        let neg = match text.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        if i == text.len() || text.len() - i > 3 {
            return None;
        }
        for &c in &text[i..] {
            if !c.is_ascii_digit() {
                return None;
            }
            exp = exp * 10 + i32::from(c - b'0');
        }
        if neg {
            exp = -exp;
        }
    }
    let p = exp - frac;
    let v = m as f64;
    if m == 0 {
        Some(0.0)
    } else if (0..=22).contains(&p) {
        Some(v * POW10[p as usize])
    } else if (-22..0).contains(&p) {
        Some(v / POW10[(-p) as usize])
    } else {
        None
    }
}

/// Whether `word` is a keyword (so it cannot name a variable).
pub fn is_keyword(word: &str) -> bool {
    keyword(word.as_bytes()).is_some()
}

/// Bytes that continue an identifier, as a table (the lexer's hottest test).
static IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_';
        c += 1;
    }
    t
};

#[inline]
fn is_ident_char(c: u8) -> bool {
    IDENT_CHAR[c as usize]
}

/// Where the identifier bytes from `at` end. Tests 8 bytes at a time with
/// word arithmetic: identifiers are short, and a byte loop's exit branch
/// would mispredict at nearly every one.
fn ident_end(b: &[u8], mut at: usize) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const TOPS: u64 = 0x8080_8080_8080_8080;
    while let Some(word) = b.get(at..at + 8) {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        // Each byte below 0x80, so that no sum below carries into the next byte.
        let x = w & !TOPS;
        // The top bit of each byte of `in_range(y, lo, hi)`: lo <= y <= hi.
        let in_range = |y: u64, lo: u8, hi: u8| {
            y.wrapping_add(ONES * u64::from(0x80 - lo))
                & !y.wrapping_add(ONES * u64::from(0x7f - hi))
        };
        let letter = in_range(x | (ONES * 0x20), b'a', b'z');
        let digit = in_range(x, b'0', b'9');
        let underscore = !(x ^ (ONES * u64::from(b'_'))).wrapping_add(ONES * 0x7f);
        let ident = (letter | digit | underscore) & !w & TOPS;
        let n = (!ident & TOPS).trailing_zeros() as usize / 8;
        at += n;
        if n < 8 {
            return at;
        }
    }
    while at < b.len() && is_ident_char(b[at]) {
        at += 1;
    }
    at
}

fn is_space(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == 0x0b || c == 0x0c
}

struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    /// Where the methods for the rarer tokens start and stop reading
    /// (`run` keeps the position of the common ones in a local).
    pos: usize,
    strings: Vec<Name>,
    args: Vec<Vec<String>>,
    nums: Vec<f64>,
    errors: Vec<Diagnostic>,
    /// Open brackets: `(`, `[`, `{` (a cell literal) or `i` (a `{` that indexes).
    stack: Vec<u8>,
    openers: u32,
    ends: u32,
    has_classdef: bool,
}

/// Tokens of a source text; payloads live beside them so that tokens stay small and `Copy`.
#[derive(Default)]
pub struct Lexed {
    /// The last token is always `Eof`.
    pub toks: Vec<Token>,
    /// String literal values and `%#` annotation texts.
    pub strings: Vec<Name>,
    pub args: Vec<Vec<String>>,
    pub nums: Vec<f64>,
    pub errors: Vec<Diagnostic>,
    /// Keywords that open a block (`if`, `for`, ..., `function`), `end`
    /// keywords, and whether `classdef` occurs: the parser decides from
    /// these whether functions close with `end`.
    pub(crate) openers: u32,
    pub(crate) ends: u32,
    pub(crate) has_classdef: bool,
}

/// Tokenizes `src`.
pub fn lex(src: &str) -> Lexed {
    lex_into(src, Lexed::default())
}

/// Tokenizes `src` into the vectors of `bufs` (cleared first), so that a
/// caller can reuse them across files instead of allocating them per file.
pub(crate) fn lex_into(src: &str, bufs: Lexed) -> Lexed {
    let Lexed {
        mut toks,
        mut strings,
        mut args,
        mut nums,
        mut errors,
        ..
    } = bufs;
    toks.clear();
    strings.clear();
    args.clear();
    nums.clear();
    errors.clear();
    // About one token per 4-5 source bytes in real code.
    toks.reserve(src.len() / 4 + 4);
    let mut lx = Lexer {
        src,
        b: src.as_bytes(),
        pos: 0,
        strings,
        args,
        nums,
        errors,
        stack: Vec::new(),
        openers: 0,
        ends: 0,
        has_classdef: false,
    };
    lx.run(&mut toks);
    Lexed {
        toks,
        strings: lx.strings,
        args: lx.args,
        nums: lx.nums,
        errors: lx.errors,
        openers: lx.openers,
        ends: lx.ends,
        has_classdef: lx.has_classdef,
    }
}

/// Whether a token ends a value: then `'` after it is a transpose, and `{` indexes it.
fn ends_value(prev: Option<&Token>) -> bool {
    prev.is_some_and(|t| {
        matches!(
            t.kind,
            Tok::Ident
                | Tok::Num(_)
                | Tok::Imag(_)
                | Tok::Int { .. }
                | Tok::Str { .. }
                | Tok::EndIndex
                | Tok::RParen
                | Tok::RBracket
                | Tok::RBrace
                | Tok::Quote
                | Tok::DotQuote
        )
    })
}

/// Whether the token after `prev` starts a statement when no bracket is open.
fn starts_statement(prev: Option<&Token>) -> bool {
    match prev {
        None => true,
        Some(t) => match t.kind {
            Tok::Newline | Tok::Semi | Tok::Comma | Tok::Annotation(_) => true,
            Tok::Kw(k) => matches!(
                k,
                Kw::Else
                    | Kw::Try
                    | Kw::Otherwise
                    | Kw::Do
                    | Kw::End(_)
                    | Kw::UnwindProtect
                    | Kw::UnwindProtectCleanup
                    | Kw::Break
                    | Kw::Continue
                    | Kw::Return
            ),
            _ => false,
        },
    }
}

/// The end of the line that `from` is on (the position of its `\n` or `\r`).
fn end_of_line(b: &[u8], from: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &b[from..]).map_or(b.len(), |k| from + k)
}

/// Past the line break (`\n`, `\r\n` or `\r`) at `at`.
fn after_newline(b: &[u8], at: usize) -> usize {
    if b[at] == b'\r' && b.get(at + 1) == Some(&b'\n') {
        at + 2
    } else {
        at + 1
    }
}

fn skip_spaces(b: &[u8], mut pos: usize) -> usize {
    while pos < b.len() && is_space(b[pos]) {
        pos += 1;
    }
    pos
}

impl<'a> Lexer<'a> {
    fn peek(&self, k: usize) -> u8 {
        *self.b.get(self.pos + k).unwrap_or(&0)
    }

    fn in_matrix(&self) -> bool {
        matches!(self.stack.last(), Some(b'[') | Some(b'{'))
    }

    /// Inside `(...)` (a call's or an index's arguments): newlines are ignored.
    fn in_parens(&self) -> bool {
        matches!(self.stack.last(), Some(b'(' | b'p' | b'i'))
    }

    fn error(&mut self, lo: usize, hi: usize, msg: impl Into<String>) {
        self.errors.push(Diagnostic {
            span: Span::new(lo as u32, hi as u32),
            message: msg.into(),
        });
    }

    /// The rest of the current line, from `pos`, as a slice (without the newline).
    fn line_rest(&self, from: usize) -> &'a str {
        &self.src[from..end_of_line(self.b, from)]
    }

    fn skip_to_eol(&mut self) {
        self.pos = end_of_line(self.b, self.pos);
    }

    /// At `%{` or `#{` alone on its line: skip the (nestable) block comment,
    /// up to and including the closing `%}` line but not its newline.
    fn try_block_comment(&mut self) -> bool {
        if self.peek(1) != b'{' {
            return false;
        }
        let rest = self.line_rest(self.pos);
        if !(rest.trim_end() == "%{" || rest.trim_end() == "#{") {
            return false;
        }
        let start = self.pos;
        let mut depth = 0usize;
        loop {
            let line = self.line_rest(self.pos).trim();
            if line == "%{" || line == "#{" {
                depth += 1;
            } else if line == "%}" || line == "#}" {
                depth -= 1;
                if depth == 0 {
                    self.skip_to_eol();
                    return true;
                }
            }
            self.skip_to_eol();
            if self.pos >= self.b.len() {
                self.error(
                    start,
                    start + 2,
                    "unterminated block comment: `%{` needs a matching `%}` line",
                );
                return true;
            }
            self.pos = skip_spaces(self.b, after_newline(self.b, self.pos));
        }
    }

    /// Tokenizes the whole text into `toks` (see [`Scan`]).
    fn run(&mut self, toks: &mut Vec<Token>) {
        let b = self.b;
        let mut s = Scan {
            lx: self,
            toks,
            pos: 0,
            space: false,
            line_start: true,
            params_end: None,
        };
        while let Some(&first) = b.get(s.pos) {
            let mut c = first;
            if c == b' ' {
                // A space between tokens (the most common byte): skip the run
                // here rather than through the dispatch of `token`.
                s.space = true;
                s.pos = skip_spaces(b, s.pos + 1);
                match b.get(s.pos) {
                    Some(&next) => c = next,
                    None => break,
                }
            }
            s.token(c);
        }
        let n = b.len() as u32;
        s.toks.push(Token {
            kind: Tok::Eof,
            span: Span::new(n, n),
            space: false,
        });
    }
}

/// The state of [`Lexer::run`]'s scan. What every token touches (the
/// position, whether whitespace came before, the token vector) lives here,
/// and every method is inlined into the loop, so that it stays in
/// registers; the rarer tokens are lexed by `Lexer` methods that start at
/// `lx.pos = lo` and return the token kind, leaving `lx.pos` at its end.
struct Scan<'s, 'a> {
    lx: &'s mut Lexer<'a>,
    toks: &'s mut Vec<Token>,
    pos: usize,
    /// Whitespace (or a continuation) since the last token.
    space: bool,
    /// Only whitespace since the start of the line.
    line_start: bool,
    /// Index of the `)` that closed the latest `@(...)` parameter list.
    params_end: Option<usize>,
}

impl<'a> Scan<'_, 'a> {
    #[inline(always)]
    fn emit(&mut self, kind: Tok, lo: usize, hi: usize) {
        self.toks.push(Token {
            kind,
            span: Span::new(lo as u32, hi as u32),
            space: self.space,
        });
        self.space = false;
        self.line_start = false;
        self.pos = hi;
    }

    /// A token lexed by a `Lexer` method from `lo`: it ends at `lx.pos`.
    #[inline(always)]
    fn emit_from(&mut self, lo: usize, method: impl FnOnce(&mut Lexer<'a>) -> Tok) {
        self.lx.pos = lo;
        let kind = method(self.lx);
        let hi = self.lx.pos;
        self.emit(kind, lo, hi);
    }

    // The most frequent punctuation, also lexed right after the token that
    // usually precedes it (`f(`, `x)`, `1,`, `);`, `;` and a line break),
    // which spares the dispatch of `token` and its mispredictions.

    #[inline(always)]
    fn lparen(&mut self, at: usize) {
        // `@(` opens an anonymous function's parameters (`p`).
        let params = self.toks.last().is_some_and(|t: &Token| t.kind == Tok::At);
        self.lx.stack.push(if params { b'p' } else { b'(' });
        self.emit(Tok::LParen, at, at + 1);
    }

    #[inline(always)]
    fn rparen(&mut self, at: usize) {
        if self.lx.stack.pop() == Some(b'p') {
            self.params_end = Some(self.toks.len());
        }
        self.emit(Tok::RParen, at, at + 1);
    }

    /// Whether the last token ends a value; the `)` closing `@(...)` does
    /// not (`@() 'text'` is a string, `@() {1}` a cell).
    #[inline(always)]
    fn value_ended(&self) -> bool {
        ends_value(self.toks.last()) && self.params_end.is_none_or(|k| k + 1 != self.toks.len())
    }

    #[inline(always)]
    fn semi(&mut self, at: usize) {
        // `;` cannot be inside `(...)`: see `operator`.
        if self.lx.in_parens() {
            self.lx.stack.clear();
        }
        self.emit(Tok::Semi, at, at + 1);
    }

    #[inline(always)]
    fn newline(&mut self, at: usize) {
        let hi = after_newline(self.lx.b, at);
        let in_parens = self.lx.in_parens();
        if !in_parens {
            self.toks.push(Token {
                kind: Tok::Newline,
                span: Span::new(at as u32, hi as u32),
                space: self.space,
            });
        }
        // Inside `(...)` a line break is just whitespace.
        self.space = in_parens;
        self.line_start = true;
        self.pos = hi;
    }

    /// Lexes the token (or skips the whitespace or comment) that starts with byte `c` at `pos`.
    #[inline(always)]
    fn token(&mut self, c: u8) {
        let b = self.lx.b;
        let lo = self.pos;
        match c {
            b'\t' | 0x0b | 0x0c => {
                self.pos = skip_spaces(b, lo + 1);
                self.space = true;
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => self.word(lo),
            b'0'..=b'9' => self.integers(lo),
            b',' => self.emit(Tok::Comma, lo, lo + 1),
            b'(' => self.lparen(lo),
            b')' => {
                self.rparen(lo);
                if b.get(self.pos) == Some(&b';') {
                    self.semi(self.pos);
                }
            }
            b';' => {
                self.semi(lo);
                if let Some(b'\n' | b'\r') = b.get(self.pos) {
                    self.newline(self.pos);
                }
            }
            b'=' if b.get(lo + 1) != Some(&b'=') => self.emit(Tok::Assign, lo, lo + 1),
            b'[' => {
                self.lx.stack.push(b'[');
                self.emit(Tok::LBracket, lo, lo + 1);
            }
            b']' => {
                self.lx.stack.pop();
                self.emit(Tok::RBracket, lo, lo + 1);
            }
            b':' => self.emit(Tok::Colon, lo, lo + 1),
            b'\n' | b'\r' => self.newline(lo),
            b'%' | b'#' => self.comment(lo, c),
            b'.' if b.get(lo + 1) == Some(&b'.') && b.get(lo + 2) == Some(&b'.') => {
                // Continuation: the rest of the line is a comment.
                self.pos = end_of_line(b, lo);
                if self.pos < b.len() {
                    self.pos = after_newline(b, self.pos);
                }
                self.space = true;
            }
            b'.' if b.get(lo + 1).is_some_and(u8::is_ascii_digit)
                && (!self.value_ended() || self.space) =>
            {
                self.emit_from(lo, Lexer::number)
            }
            b'"' => self.emit_from(lo, |lx| lx.string(b'"')),
            b'\'' => {
                if self.value_ended() && !(self.space && self.lx.in_matrix()) {
                    self.emit(Tok::Quote, lo, lo + 1);
                } else {
                    self.emit_from(lo, |lx| lx.string(b'\''));
                }
            }
            0x80.. => self.non_ascii(lo),
            _ => {
                self.lx.pos = lo;
                let value_ended = self.value_ended();
                match self.lx.operator(value_ended, self.space) {
                    Some(kind) => {
                        let hi = self.lx.pos;
                        self.emit(kind, lo, hi)
                    }
                    None => self.pos = self.lx.pos,
                }
            }
        }
    }

    /// A word at `lo`: a keyword, a name (then perhaps a command's
    /// arguments), and the `(`, `)` or `,` right after it.
    #[inline(always)]
    fn word(&mut self, lo: usize) {
        let b = self.lx.b;
        let hi = ident_end(b, lo + 1);
        let text = &b[lo..hi];
        // After `.` a word is a field name, even `end` or `if`.
        let after_dot = !self.space && matches!(self.toks.last(), Some(t) if t.kind == Tok::Dot);
        if !after_dot {
            if let Some(kw) = keyword(text) {
                let kind = self.lx.keyword_token(kw);
                self.emit(kind, lo, hi);
                return;
            }
        }
        let stmt_start =
            !after_dot && self.lx.stack.is_empty() && starts_statement(self.toks.last());
        self.emit(Tok::Ident, lo, hi);
        if stmt_start && self.lx.looks_like_command(hi, text) {
            // The arguments start after the whitespace and carry no space flag.
            let at = skip_spaces(b, hi);
            self.emit_from(at, Lexer::command_args);
            return;
        }
        match b.get(hi) {
            Some(b'(') => self.lparen(hi),
            Some(b')') => self.rparen(hi),
            Some(b',') => self.emit(Tok::Comma, hi, hi + 1),
            _ => {}
        }
    }

    /// A number at `lo`, and the row of integers separated by `,` (or ended
    /// by `)` or `;`) that may follow it.
    #[inline(always)]
    fn integers(&mut self, mut lo: usize) {
        // Integers of up to 15 digits (most numbers: indices, sizes, data
        // tables) are exact in f64: no float parsing. A row of data
        // (`1,0,1,...`) is read in this loop.
        let b = self.lx.b;
        loop {
            let mut m = u64::from(b[lo] - b'0');
            let mut hi = lo + 1;
            while let Some(&d @ b'0'..=b'9') = b.get(hi) {
                m = m.wrapping_mul(10).wrapping_add(u64::from(d - b'0'));
                hi += 1;
            }
            if hi - lo > 15
                || matches!(
                    b.get(hi),
                    Some(b'.' | b'e' | b'E' | b'd' | b'D' | b'x' | b'X' | b'b' | b'B' | b'_')
                        | Some(b'i' | b'j' | b'I' | b'J')
                )
            {
                self.emit_from(lo, Lexer::number);
                break;
            }
            self.lx.nums.push(m as f64);
            let k = self.lx.nums.len() as u32 - 1;
            self.emit(Tok::Num(k), lo, hi);
            match b.get(hi) {
                Some(b',') => self.emit(Tok::Comma, hi, hi + 1),
                Some(b')') => self.rparen(hi),
                Some(b';') => self.semi(hi),
                _ => break,
            }
            if !b.get(self.pos).is_some_and(u8::is_ascii_digit) {
                break;
            }
            lo = self.pos;
        }
    }

    /// A comment at `lo` (`c` is `%` or `#`): a block comment, a `%#`
    /// annotation (a token) or the rest of the line.
    #[inline(always)]
    fn comment(&mut self, lo: usize, c: u8) {
        let b = self.lx.b;
        self.lx.pos = lo;
        if self.line_start && self.lx.try_block_comment() {
            self.pos = self.lx.pos;
            return;
        }
        let eol = end_of_line(b, lo);
        if c == b'%' && b.get(lo + 1) == Some(&b'#') && self.line_start && self.lx.stack.is_empty()
        {
            let text = Name::new(self.lx.src[lo + 2..eol].trim_end());
            self.lx.strings.push(text);
            self.space = false;
            let k = self.lx.strings.len() as u32 - 1;
            self.emit(Tok::Annotation(k), lo, eol);
            return;
        }
        self.pos = eol;
    }

    /// A non-ASCII character at `lo`: whitespace (a no-break space) or an error.
    #[inline(always)]
    fn non_ascii(&mut self, lo: usize) {
        let ch = self.lx.src[lo..].chars().next().unwrap_or(' ');
        self.pos = lo + ch.len_utf8();
        if ch.is_whitespace() {
            self.space = true;
        } else {
            let pos = self.pos;
            self.lx
                .error(lo, pos, format!("invalid character `{ch}` in program text"));
        }
    }
}

impl<'a> Lexer<'a> {
    /// The token of a keyword word, keeping the bracket stack and the block counts.
    fn keyword_token(&mut self, kw: Kw) -> Tok {
        if kw == Kw::End(EndKind::Plain) && !self.stack.is_empty() {
            return Tok::EndIndex;
        }
        if !self.stack.is_empty() {
            // A block keyword cannot be inside brackets: an earlier bracket
            // was left open. Forget it so that the rest of the file lexes
            // normally (the parser reports the bracket).
            self.stack.clear();
        }
        match kw {
            Kw::If
            | Kw::For
            | Kw::Parfor
            | Kw::While
            | Kw::Switch
            | Kw::Try
            | Kw::UnwindProtect
            | Kw::Function => self.openers += 1,
            Kw::End(_) => self.ends += 1,
            Kw::Classdef => self.has_classdef = true,
            _ => {}
        }
        Tok::Kw(kw)
    }

    /// A number at `self.pos`; its value goes to `nums`.
    fn number(&mut self) -> Tok {
        let lo = self.pos;
        let b = self.b;
        if b[lo] == b'0' {
            match (self.peek(1), self.peek(2)) {
                (b'x' | b'X', d) if d.is_ascii_hexdigit() => return self.radix_integer(4),
                (b'b' | b'B', b'0' | b'1') => return self.radix_integer(1),
                _ => {}
            }
        }
        // Integers of up to 15 digits (most numbers: indices, sizes, data
        // tables) are exact in f64 and need no float parsing. As in Octave,
        // `_` may separate the digits of a group after its first digit
        // (`100_000`); MATLAB has no such literal, so no MATLAB program
        // reads differently.
        let (mut m, mut digits) = (0u64, 0usize);
        while let Some(&c @ (b'0'..=b'9' | b'_')) = b.get(self.pos) {
            if c != b'_' {
                m = m.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
                digits += 1;
            }
            self.pos += 1;
        }
        if digits <= 15 && !matches!(self.peek(0), b'.' | b'e' | b'E' | b'd' | b'D') {
            return self.number_token(m as f64);
        }
        let digit_group = |lx: &mut Self| {
            if lx.peek(0).is_ascii_digit() {
                while lx.peek(0).is_ascii_digit() || lx.peek(0) == b'_' {
                    lx.pos += 1;
                }
            }
        };
        if self.peek(0) == b'.'
            && !matches!(self.peek(1), b'*' | b'/' | b'\\' | b'^' | b'\'')
            && !(self.peek(1) == b'.' && self.peek(2) == b'.')
        {
            self.pos += 1;
            digit_group(self);
        }
        if matches!(self.peek(0), b'e' | b'E' | b'd' | b'D') {
            let mut k = 1;
            if matches!(self.peek(1), b'+' | b'-') {
                k = 2;
            }
            if self.peek(k).is_ascii_digit() {
                self.pos += k;
                digit_group(self);
            }
        }
        let text = &self.src[lo..self.pos];
        let owned;
        let text = if text.contains('_') {
            owned = text.replace('_', "");
            owned.as_str()
        } else {
            text
        };
        // Fortran-style `1d3` exponents are rare: only then build a new string.
        let v: f64 = if let Some(v) = fast_number(text.as_bytes()) {
            v
        } else if text.contains(['d', 'D']) {
            text.replace(['d', 'D'], "e").parse().unwrap_or(f64::NAN)
        } else {
            text.parse().unwrap_or(f64::NAN)
        };
        self.number_token(v)
    }

    /// A hexadecimal (`bits_per_digit` 4) or binary (1) literal at
    /// `self.pos`, digits optionally separated by `_`, with an optional class
    /// suffix `u8` ... `s64`. As in Octave, a literal has at most as many
    /// digits as its class holds, and without a suffix its class is the
    /// narrowest unsigned one with room for them.
    fn radix_integer(&mut self, bits_per_digit: u32) -> Tok {
        let lo = self.pos;
        self.pos += 2;
        let (mut value, mut digits) = (0u64, 0u32);
        loop {
            let c = self.peek(0);
            let digit = match c {
                b'_' => None,
                _ if bits_per_digit == 4 && c.is_ascii_hexdigit() => (c as char).to_digit(16),
                b'0' | b'1' if bits_per_digit == 1 => Some(u32::from(c - b'0')),
                _ => break,
            };
            self.pos += 1;
            if let Some(d) = digit {
                value = value.checked_shl(bits_per_digit).unwrap_or(0) | u64::from(d);
                digits += 1;
            }
        }
        let used = digits * bits_per_digit;
        let rest = &self.b[self.pos..];
        let suffix = ["8", "16", "32", "64"].into_iter().find_map(|w| {
            let len = 1 + w.len();
            let fits = matches!(rest.first(), Some(b'u' | b's'))
                && rest.get(1..len) == Some(w.as_bytes())
                && !is_ident_char(rest.get(len).copied().unwrap_or(b' '));
            fits.then(|| (rest[0] == b's', w.parse::<u8>().unwrap_or(64), len))
        });
        let (signed, width) = match suffix {
            Some((signed, width, len)) => {
                self.pos += len;
                (signed, width)
            }
            None => {
                let width = [8, 16, 32, 64].into_iter().find(|&w| used <= u32::from(w));
                (false, width.unwrap_or(64))
            }
        };
        if used > u32::from(width) {
            let kind = if bits_per_digit == 4 {
                "hexadecimal"
            } else {
                "binary"
            };
            self.error(lo, self.pos, format!("too many digits for {kind} constant"));
        }
        self.nums.push(f64::from_bits(value));
        Tok::Int {
            idx: self.nums.len() as u32 - 1,
            class: IntLiteralClass {
                signed,
                bits: width,
            },
        }
    }

    /// A decimal number's token: real, or imaginary when `i`/`j` follows.
    fn number_token(&mut self, v: f64) -> Tok {
        self.nums.push(v);
        let idx = self.nums.len() as u32 - 1;
        if matches!(self.peek(0), b'i' | b'j' | b'I' | b'J') && !is_ident_char(self.peek(1)) {
            self.pos += 1;
            Tok::Imag(idx)
        } else {
            Tok::Num(idx)
        }
    }

    /// A string literal at `self.pos`; its value goes to `strings`.
    fn string(&mut self, q: u8) -> Tok {
        if q == b'"' {
            return self.dq_string();
        }
        let lo = self.pos;
        self.pos += 1;
        let mut seg = self.pos;
        // Only a literal with doubled quotes needs a buffer; the rest is a
        // slice of the source (stored inline when short: no allocation).
        let mut buf: Option<String> = None;
        let end = loop {
            match memchr::memchr3(q, b'\n', b'\r', &self.b[self.pos..]) {
                Some(k) if self.b[self.pos + k] == q => {
                    let end = self.pos + k;
                    self.pos = end + 1;
                    if self.peek(0) == q {
                        let b = buf.get_or_insert_with(String::new);
                        b.push_str(&self.src[seg..end]);
                        b.push(q as char);
                        self.pos += 1;
                        seg = self.pos;
                        continue;
                    }
                    break end;
                }
                found => {
                    self.pos = found.map_or(self.b.len(), |k| self.pos + k);
                    self.error(
                        lo,
                        self.pos,
                        "unterminated character string: the closing quote is missing",
                    );
                    break self.pos;
                }
            }
        };
        let value = match buf {
            None => name(&self.src[seg..end]),
            Some(mut b) => {
                b.push_str(&self.src[seg..end]);
                Name::from(b)
            }
        };
        self.strings.push(value);
        let idx = self.strings.len() as u32 - 1;
        Tok::Str {
            idx,
            double_quoted: q == b'"',
        }
    }

    /// A double-quoted string: Octave processes its backslash escapes
    /// (`"a\tb\n"`, octal `\101`, hex `\x41`); `""` and `\"` are quotes.
    fn dq_string(&mut self) -> Tok {
        let lo = self.pos;
        self.pos += 1;
        let mut value = String::new();
        loop {
            let c = self.peek(0);
            if self.pos >= self.b.len() || c == b'\n' || c == b'\r' {
                self.error(
                    lo,
                    self.pos,
                    "unterminated character string: the closing quote is missing",
                );
                break;
            }
            if c == b'"' {
                self.pos += 1;
                if self.peek(0) == b'"' {
                    value.push('"');
                    self.pos += 1;
                    continue;
                }
                break;
            }
            if c != b'\\' {
                // Copy the run up to the next quote, backslash or line end.
                let run = self.b[self.pos..]
                    .iter()
                    .position(|&b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                    .unwrap_or(self.b.len() - self.pos);
                value.push_str(&self.src[self.pos..self.pos + run]);
                self.pos += run;
                continue;
            }
            self.pos += 1;
            let e = self.peek(0);
            self.pos += 1;
            let digits = |lexer: &Self, from: usize, max: usize, radix: u32| {
                lexer.b[from..]
                    .iter()
                    .take(max)
                    .take_while(|b| (**b as char).is_digit(radix))
                    .count()
            };
            let ch = match e {
                b'n' => '\n',
                b't' => '\t',
                b'r' => '\r',
                b'a' => '\x07',
                b'b' => '\x08',
                b'f' => '\x0c',
                b'v' => '\x0b',
                b'0'..=b'7' => {
                    let start = self.pos - 1;
                    let n = digits(self, start, 3, 8);
                    let code = u32::from_str_radix(&self.src[start..start + n], 8).unwrap_or(0);
                    self.pos = start + n;
                    char::from_u32(code).unwrap_or('\0')
                }
                b'x' if digits(self, self.pos, 2, 16) > 0 => {
                    let n = digits(self, self.pos, 2, 16);
                    let code =
                        u32::from_str_radix(&self.src[self.pos..self.pos + n], 16).unwrap_or(0);
                    self.pos += n;
                    char::from_u32(code).unwrap_or('\0')
                }
                b'\n' | b'\r' | 0 => {
                    // A backslash that ends the line (or the file): no string.
                    self.pos -= 1;
                    continue;
                }
                // `\\`, `\"`, `\'` and unknown escapes stand for the character.
                _ => {
                    let rest = &self.src[self.pos - 1..];
                    let c = rest.chars().next().unwrap_or('\\');
                    self.pos += c.len_utf8() - 1;
                    c
                }
            };
            value.push(ch);
        }
        self.strings.push(Name::from(value));
        let idx = self.strings.len() as u32 - 1;
        Tok::Str {
            idx,
            double_quoted: true,
        }
    }

    /// After an identifier that starts a statement: is this command syntax?
    /// Octave's rule: whitespace follows the word, and what comes next is
    /// neither `(`, `=`, the end of the statement, nor a binary operator
    /// followed by whitespace.
    fn looks_like_command(&self, pos: usize, word: &[u8]) -> bool {
        // The bytes after the word decide first: they rule out nearly every
        // statement (`x = 1`, `f(x)`) before any string comparison.
        let mut p = pos;
        if !(p < self.b.len() && is_space(self.b[p])) {
            return false;
        }
        while p < self.b.len() && is_space(self.b[p]) {
            p += 1;
        }
        let at = |k: usize| *self.b.get(p + k).unwrap_or(&0);
        match at(0) {
            0 | b'\n' | b'\r' | b';' | b',' | b'%' | b'#' | b'(' => return false,
            b'.' if at(1) == b'.' && at(2) == b'.' => return false,
            b'=' if at(1) != b'=' => return false,
            _ => {}
        }
        const OPS: [&str; 34] = [
            "**=", ".**", "==", "~=", "!=", "<=", ">=", "&&", "||", "**", ".*", "./", ".\\", ".^",
            ".'", "+=", "-=", "*=", "/=", "^=", "++", "--", "+", "-", "*", "/", "\\", "^", "<",
            ">", "&", "|", ":", "=",
        ];
        let rest = &self.b[p..];
        for op in OPS {
            if rest.starts_with(op.as_bytes()) {
                let after = at(op.len());
                if after == 0 || is_space(after) || after == b'\n' || after == b'\r' {
                    return false;
                }
                break;
            }
        }
        !matches!(
            word,
            b"e" | b"pi" | b"i" | b"j" | b"I" | b"J" | b"Inf" | b"inf" | b"NaN" | b"nan"
        )
    }

    /// Lexes command-syntax arguments: words separated by whitespace, quoted
    /// parts kept together, up to the end of the line, `;`, `,` or a comment.
    fn command_args(&mut self) -> Tok {
        let mut args = Vec::new();
        let mut cur = String::new();
        let mut in_word = false;
        while self.pos < self.b.len() {
            let c = self.b[self.pos];
            match c {
                b'\n' | b'\r' | b';' | b',' => break,
                // As in Octave, a comment ends the arguments even in the
                // middle of a word (`disp 50%` passes `50`).
                b'%' | b'#' => break,
                // A continuation ends the word and the arguments go on on the
                // next line (`clear a ...` / `  b` clears both).
                b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                    if in_word {
                        args.push(std::mem::take(&mut cur));
                        in_word = false;
                    }
                    self.skip_to_eol();
                    if self.peek(0) == b'\r' {
                        self.pos += 1;
                    }
                    if self.peek(0) == b'\n' {
                        self.pos += 1;
                    }
                }
                _ if is_space(c) => {
                    if in_word {
                        args.push(std::mem::take(&mut cur));
                        in_word = false;
                    }
                    self.pos += 1;
                }
                b'\'' | b'"' => {
                    in_word = true;
                    let start = self.pos;
                    self.pos += 1;
                    let mut closed = false;
                    while self.pos < self.b.len() && !matches!(self.b[self.pos], b'\n' | b'\r') {
                        if self.b[self.pos] == c {
                            if self.peek(1) == c {
                                cur.push(c as char);
                                self.pos += 2;
                                continue;
                            }
                            self.pos += 1;
                            closed = true;
                            break;
                        }
                        let ch = self.src[self.pos..].chars().next().unwrap_or(' ');
                        cur.push(ch);
                        self.pos += ch.len_utf8();
                    }
                    if !closed {
                        self.error(
                            start,
                            self.pos,
                            "unterminated character string in command arguments",
                        );
                    }
                }
                _ => {
                    in_word = true;
                    let ch = self.src[self.pos..].chars().next().unwrap_or(' ');
                    cur.push(ch);
                    self.pos += ch.len_utf8();
                }
            }
        }
        if in_word {
            args.push(cur);
        }
        self.args.push(args);
        Tok::CommandArgs(self.args.len() as u32 - 1)
    }

    /// An operator or punctuation at `self.pos` (`None` for an invalid character).
    /// `prev_value`: the previous token ends a value; `space`: whitespace precedes.
    fn operator(&mut self, prev_value: bool, space: bool) -> Option<Tok> {
        let lo = self.pos;
        let c = self.b[lo];
        let c1 = self.peek(1);
        let top = self.stack.is_empty();
        let (tok, len) = match (c, c1) {
            (b'=', b'=') => (Tok::Bin(BinOp::Eq), 2),
            (b'~' | b'!', b'=') => (Tok::Bin(BinOp::Ne), 2),
            (b'<', b'=') => (Tok::Bin(BinOp::Le), 2),
            (b'>', b'=') => (Tok::Bin(BinOp::Ge), 2),
            (b'&', b'&') => (Tok::Bin(BinOp::AndAnd), 2),
            (b'|', b'|') => (Tok::Bin(BinOp::OrOr), 2),
            // Octave's deprecated `**` and `.**` (the parser warns).
            (b'.', b'*') if self.peek(2) == b'*' => (Tok::Bin(BinOp::Pow), 3),
            (b'*', b'*') if top && self.peek(2) == b'=' => (Tok::OpAssign(BinOp::MatPow), 3),
            (b'*', b'*') => (Tok::Bin(BinOp::MatPow), 2),
            (b'.', b'*') => (Tok::Bin(BinOp::Mul), 2),
            (b'.', b'/') => (Tok::Bin(BinOp::Div), 2),
            (b'.', b'\\') => (Tok::Bin(BinOp::LeftDiv), 2),
            (b'.', b'^') => (Tok::Bin(BinOp::Pow), 2),
            (b'.', b'\'') => (Tok::DotQuote, 2),
            (b'+', b'=') if top && self.peek(2) != b'=' => (Tok::OpAssign(BinOp::Add), 2),
            (b'-', b'=') if top && self.peek(2) != b'=' => (Tok::OpAssign(BinOp::Sub), 2),
            (b'*', b'=') if top && self.peek(2) != b'=' => (Tok::OpAssign(BinOp::MatMul), 2),
            (b'/', b'=') if top && self.peek(2) != b'=' => (Tok::OpAssign(BinOp::MatDiv), 2),
            (b'^', b'=') if top && self.peek(2) != b'=' => (Tok::OpAssign(BinOp::MatPow), 2),
            (b'+', b'+') if self.incdec_ok(prev_value, space) => (Tok::PlusPlus, 2),
            (b'-', b'-') if self.incdec_ok(prev_value, space) => (Tok::MinusMinus, 2),
            (b'+', _) => (Tok::Plus, 1),
            (b'-', _) => (Tok::Minus, 1),
            (b'*', _) => (Tok::Bin(BinOp::MatMul), 1),
            (b'/', _) => (Tok::Bin(BinOp::MatDiv), 1),
            (b'\\', _) => (Tok::Bin(BinOp::MatLeftDiv), 1),
            (b'^', _) => (Tok::Bin(BinOp::MatPow), 1),
            (b'<', _) => (Tok::Bin(BinOp::Lt), 1),
            (b'>', _) => (Tok::Bin(BinOp::Gt), 1),
            (b'&', _) => (Tok::Bin(BinOp::And), 1),
            (b'|', _) => (Tok::Bin(BinOp::Or), 1),
            (b'~' | b'!', _) => (Tok::Not, 1),
            (b'=', _) => (Tok::Assign, 1),
            (b':', _) => (Tok::Colon, 1),
            (b',', _) => (Tok::Comma, 1),
            (b';', _) => (Tok::Semi, 1),
            (b'.', _) => (Tok::Dot, 1),
            (b'@', _) => (Tok::At, 1),
            (b'(', _) => (Tok::LParen, 1),
            (b'[', _) => (Tok::LBracket, 1),
            (b'{', _) => (Tok::LBrace, 1),
            (b')', _) => (Tok::RParen, 1),
            (b']', _) => (Tok::RBracket, 1),
            (b'}', _) => (Tok::RBrace, 1),
            _ => {
                self.pos += 1;
                let ch = c as char;
                self.error(
                    lo,
                    lo + 1,
                    format!(
                        "invalid character `{}` in program text",
                        ch.escape_default()
                    ),
                );
                return None;
            }
        };
        self.pos += len;
        match tok {
            Tok::LParen => self.stack.push(b'('),
            Tok::LBracket => self.stack.push(b'['),
            Tok::LBrace => {
                // `c{...}` indexes (whitespace is not significant inside); a
                // `{` that starts a value is a cell literal.
                let index = prev_value && !(space && self.in_matrix());
                self.stack.push(if index { b'i' } else { b'{' });
            }
            Tok::RParen | Tok::RBracket | Tok::RBrace => {
                self.stack.pop();
            }
            // `;` cannot be inside `(...)`: a parenthesis was left open; forget it (see `word`).
            Tok::Semi if self.in_parens() => self.stack.clear(),
            _ => {}
        }
        Some(tok)
    }

    /// Octave's `x++` / `x--`: right after a value, and before what cannot
    /// start an operand (the end of the statement, a closing bracket, an
    /// operator such as `*` or `==`). Where MATLAB reads the signs as
    /// operators (`x++y`, `x++ +1`, `[a++ b]`) they stay operators.
    fn incdec_ok(&self, prev_value: bool, space: bool) -> bool {
        if !prev_value || space {
            return false;
        }
        let mut p = self.pos + 2;
        while p < self.b.len() && is_space(self.b[p]) {
            p += 1;
        }
        let next = self.b.get(p + 1).copied();
        match self.b.get(p) {
            None => true,
            Some(b';' | b',' | b'\n' | b'\r' | b'%' | b'#' | b')' | b']' | b'}') => true,
            Some(b'*' | b'/' | b'\\' | b'^' | b'<' | b'>' | b'=' | b'&' | b'|' | b':') => true,
            Some(b'~' | b'!') => next == Some(b'='),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    /// The quick path gives exactly what the full float parser gives.
    #[test]
    fn fast_numbers_match_the_float_parser() {
        let cases = [
            "0",
            "7",
            "10",
            "123456789012345",
            "0.5",
            "1.25",
            ".5",
            "3.",
            "0.1",
            "0.3",
            "2.675",
            "1e3",
            "1.5e-3",
            "1E+22",
            "9.999999999999999e22",
            "1e-22",
            "123.456e-7",
            "0.000001",
            "4.35",
            "1.1e1",
            "000123.4500",
            "0e5",
            "1d3",
            "2.5D-2",
        ];
        for t in cases {
            let full: f64 = t.replace(['d', 'D'], "e").parse().unwrap();
            if let Some(v) = super::fast_number(t.as_bytes()) {
                assert_eq!(v.to_bits(), full.to_bits(), "{t}");
            }
        }
        // A pseudo-random sweep of short decimals.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let m = x % 10_000_000_000;
            let f = (x >> 40) % 16;
            let e = ((x >> 50) % 50) as i32 - 25;
            let t = format!("{}e{e}", m as f64 / 10f64.powi(f as i32));
            let full: f64 = t.parse().unwrap();
            if let Some(v) = super::fast_number(t.as_bytes()) {
                assert_eq!(v.to_bits(), full.to_bits(), "{t}");
            }
            let t = format!("{m}.{}", (x >> 20) % 1000);
            let full: f64 = t.parse().unwrap();
            let v = super::fast_number(t.as_bytes()).expect("short decimals take the quick path");
            assert_eq!(v.to_bits(), full.to_bits(), "{t}");
        }
    }

    /// Every keyword is found, and words that only share a keyword's length,
    /// first and last byte are not keywords.
    #[test]
    fn keywords_are_recognized() {
        use super::{keyword, EndKind as E, Kw, KEYWORDS};
        assert_eq!(keyword(b"end"), Some(Kw::End(E::Plain)));
        assert_eq!(keyword(b"end_try_catch"), Some(Kw::End(E::TryCatch)));
        assert_eq!(
            keyword(b"unwind_protect_cleanup"),
            Some(Kw::UnwindProtectCleanup)
        );
        for (word, kw) in KEYWORDS {
            assert_eq!(keyword(word.as_bytes()), Some(kw), "{word}");
            // The same length, first and last byte, another word.
            let mut other = word.as_bytes().to_vec();
            if other.len() > 2 {
                other[1] = b'x';
                assert_eq!(keyword(&other), None);
            }
        }
        for word in [
            "",
            "e",
            "x",
            "End",
            "IF",
            "ends",
            "ender",
            "fo",
            "function_",
        ] {
            assert_eq!(keyword(word.as_bytes()), None, "{word}");
        }
    }

    /// The word arithmetic finds the end of an identifier wherever it is.
    #[test]
    fn identifiers_end_where_the_byte_test_says() {
        let mut bytes: Vec<u8> = (0..=255u8).collect();
        bytes.extend_from_slice(b"abc_XYZ09_zz.q_Z9 x");
        for from in 0..bytes.len() {
            let by_byte = bytes[from..]
                .iter()
                .position(|&c| !super::is_ident_char(c))
                .map_or(bytes.len(), |k| from + k);
            assert_eq!(super::ident_end(&bytes, from), by_byte, "{from}");
        }
        // Every byte value in every position of the word.
        for c in 0..=255u8 {
            for at in 0..9 {
                let mut w = b"aaaaaaaaaaaaaaaa".to_vec();
                w[at] = c;
                let by_byte = w
                    .iter()
                    .position(|&c| !super::is_ident_char(c))
                    .unwrap_or(w.len());
                assert_eq!(super::ident_end(&w, 0), by_byte, "{c} at {at}");
            }
        }
    }

    /// Tokens are many (one per 4-5 source bytes): keep them small.
    /// After an anonymous function's parameter list a quote starts a
    /// string and a brace a cell; after other parentheses they transpose
    /// and index.
    #[test]
    fn quote_after_anonymous_parameters_is_a_string() {
        use super::{lex, Tok};
        let kinds = |src: &str| -> Vec<bool> {
            lex(src)
                .toks
                .iter()
                .filter_map(|t| match t.kind {
                    Tok::Str { .. } => Some(true),
                    Tok::Quote => Some(false),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(kinds("f = @() 'ab';"), [true]);
        assert_eq!(kinds("f = @(x) x';"), [false]);
        assert_eq!(kinds("y = (x)';"), [false]);
        assert_eq!(kinds("g = @(s) [s 'x'] ;"), [true]);
        assert_eq!(kinds("h = @() f(1)';"), [false]);
    }

    #[test]
    fn tokens_stay_small() {
        assert!(
            std::mem::size_of::<super::Token>() <= 20,
            "{}",
            std::mem::size_of::<super::Token>()
        );
    }
}
