//! The abstract syntax tree of a MATLAB source file, with byte spans.
//!
//! The tree keeps what a reader of the program sees (parentheses, `%#`
//! annotations, command syntax) so that the printer can turn it back into
//! readable MATLAB; it drops what carries no meaning (comments, layout).

/// A byte range `lo..hi` in the source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(lo: u32, hi: u32) -> Span {
        Span { lo, hi }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

/// The operators are the workspace's one vocabulary (`decls::op`).
pub use decls::op::{BinOp, UnOp};
/// An identifier's text: stored inline up to 23 bytes (nearly every MATLAB
/// name), so that parsing does not allocate per identifier; cheap to clone.
/// Derefs to `str`; build one with `Name::new(s)` or `s.into()`.
pub use smol_str::SmolStr as Name;

/// A name from source text: short names (nearly all) take the inline
/// constructor, which the compiler can inline, unlike `Name::new`.
#[inline]
pub(crate) fn name(text: &str) -> Name {
    if text.len() <= 23 {
        Name::new_inline(text)
    } else {
        Name::new(text)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: Name,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// Statements run in the caller's (or a fresh) workspace; may define local functions.
    Script,
    /// Starts with `function`; the first function is the one the file is named after.
    Function,
    /// A `classdef` file.
    Class,
}

/// One parsed `.m` file.
#[derive(Clone, Debug, PartialEq)]
pub struct File {
    pub kind: FileKind,
    /// The script body (empty for function and class files).
    pub body: Vec<Stmt>,
    /// Functions in file order; for a function file the first is the primary one.
    pub functions: Vec<Function>,
    pub classdef: Option<ClassDef>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: Ident,
    /// `function [a, b] = f(...)`: the output names (`varargout` included).
    pub outputs: Vec<Ident>,
    /// Input parameters (`varargin` included, `~` for ignored ones).
    pub params: Vec<Param>,
    /// Octave's default values (`function r = f (a = 50)`): `(k, e)` gives
    /// parameter `k` the value of `e` when a call passes fewer than `k + 1`
    /// arguments.
    pub defaults: Vec<(usize, Expr)>,
    pub body: Vec<Stmt>,
    /// Functions nested inside this one (only in files whose functions close with `end`).
    pub nested: Vec<Function>,
    /// Whether the function was closed with `end`/`endfunction`.
    pub has_end: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    Name(Ident),
    /// `~` in a parameter list: an ignored input.
    Tilde(Span),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// An expression statement; `print` is true when no `;` suppresses display.
    Expr {
        expr: Expr,
        print: bool,
    },
    /// `a = e`, `x(i) = []` (rhs is an empty matrix literal), and `[a] = e`.
    Assign {
        lhs: LValue,
        rhs: Expr,
        print: bool,
    },
    /// `[a, ~, c] = e`: a bracketed list of any length but one (`[a] = e`
    /// is an `Assign`), or one target that may be a comma-separated list
    /// (`[c{i}] = e`, `[s.a] = e`).
    MultiAssign {
        lhs: Vec<LValue>,
        rhs: Expr,
        print: bool,
    },
    /// Octave's `x += e` family (`x++` is an `ExprKind::Increment`).
    OpAssign {
        lhs: LValue,
        op: BinOp,
        rhs: Expr,
        print: bool,
    },
    /// Command syntax: `hold on`, `format long`, `warning off all`.
    Command {
        name: Ident,
        args: Vec<String>,
        print: bool,
    },
    If {
        clauses: Vec<IfClause>,
        else_body: Option<Vec<Stmt>>,
    },
    /// `for var = iter ... end` and `parfor`; `parfor (i = 1:n, M)` keeps `M` in `parfor_max`.
    /// Octave's `for [val, key] = s` over a struct's fields has `var` = `val`
    /// and `key`. (`iter` and `parfor_max` are boxed to keep every statement small.)
    For {
        var: LValue,
        key: Option<Box<LValue>>,
        iter: Box<Expr>,
        body: Vec<Stmt>,
        parfor: bool,
        parfor_max: Option<Box<Expr>>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    /// Octave's `do ... until cond`.
    DoUntil {
        body: Vec<Stmt>,
        cond: Expr,
    },
    Switch {
        subject: Expr,
        cases: Vec<SwitchCase>,
        otherwise: Option<Vec<Stmt>>,
    },
    Try {
        body: Vec<Stmt>,
        catch_var: Option<Ident>,
        catch_body: Vec<Stmt>,
    },
    UnwindProtect {
        body: Vec<Stmt>,
        cleanup: Vec<Stmt>,
    },
    Break,
    Continue,
    Return,
    /// `global a b` (Octave also allows `global a = 1`).
    Global(Vec<(Ident, Option<Expr>)>),
    Persistent(Vec<(Ident, Option<Expr>)>),
    /// A `%#...` comment (the text after `%#`), kept for the partial evaluator.
    Annotation(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct IfClause {
    pub cond: Expr,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchCase {
    /// A value, or a cell literal `{a, b}` matching any of its elements.
    pub value: Expr,
    pub body: Vec<Stmt>,
}

/// The target of an assignment.
#[derive(Clone, Debug, PartialEq)]
pub enum LValue {
    /// `~` in `[~, i] = max(x)`.
    Tilde(Span),
    /// An identifier, possibly indexed: `x`, `x(i)`, `s.a{2}(3).b`, `s.(name)`.
    Expr(Expr),
}

/// The integer class of a hexadecimal or binary literal: its suffix
/// (`u8` ... `s64`), or else the narrowest unsigned class with room for its
/// digits (`0xFF` is uint8, `0x0FF` uint16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntLiteralClass {
    pub signed: bool,
    /// 8, 16, 32 or 64.
    pub bits: u8,
}

impl IntLiteralClass {
    /// `"uint8"`, ..., `"int64"`.
    pub fn name(self) -> &'static str {
        match (self.signed, self.bits) {
            (false, 8) => "uint8",
            (false, 16) => "uint16",
            (false, 32) => "uint32",
            (false, 64) => "uint64",
            (true, 8) => "int8",
            (true, 16) => "int16",
            (true, 32) => "int32",
            _ => "int64",
        }
    }

    /// The literal's value: its bits, sign-extended for a signed class.
    pub fn value(self, bits: u64) -> i128 {
        if self.signed {
            let shift = 64 - u32::from(self.bits);
            i128::from(((bits << shift) as i64) >> shift)
        } else {
            i128::from(bits)
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A real number literal (`1`, `1.5e3`).
    Number(f64),
    /// A hexadecimal or binary literal (`0x1F`, `0b101u16`, `0xFFs8`): an
    /// integer of `class`, whose value is `bits` (two's complement for the
    /// signed classes, so `0xFFs8` is -1).
    IntNumber {
        bits: u64,
        class: IntLiteralClass,
    },
    /// An imaginary literal (`2i`, `1.5j`): the value of its imaginary part.
    ImagNumber(f64),
    /// `'...'` (char row vector) or `"..."` (string), escapes already resolved.
    Str {
        value: Name,
        double_quoted: bool,
    },
    Ident(Ident),
    /// A bare `:` as an index (`a(:, 1)`).
    Colon,
    /// `end` inside an index.
    End,
    Unary {
        op: UnOp,
        operand: Box<Expr>,
    },
    /// `a'` and `a.'`.
    Postfix {
        op: PostfixOp,
        operand: Box<Expr>,
    },
    /// Octave's `x++` / `x--` in an expression (`v(i++)`): the value of
    /// `target` (a variable, possibly indexed) before `target op 1` is
    /// assigned to it. `op` is `Add` or `Sub`.
    Increment {
        op: BinOp,
        target: Box<Expr>,
    },
    /// `lhs op rhs`: both operands in one allocation, `let [lhs, rhs] = &**operands;`.
    Binary {
        op: BinOp,
        operands: Box<[Expr; 2]>,
    },
    /// `start:stop` or `start:step:stop`.
    Range {
        start: Box<Expr>,
        step: Option<Box<Expr>>,
        stop: Box<Expr>,
    },
    /// `[a, b; c, d]`: rows of elements.
    Matrix(Vec<Vec<Expr>>),
    /// `{a, b; c, d}`.
    Cell(Vec<Vec<Expr>>),
    /// `base(args)`: a call or an array index, decided by name resolution.
    Index {
        base: Box<Expr>,
        args: Vec<Expr>,
    },
    /// `base{args}`.
    CellIndex {
        base: Box<Expr>,
        args: Vec<Expr>,
    },
    /// `base.name`.
    Field {
        base: Box<Expr>,
        name: Ident,
    },
    /// `base.(expr)`.
    DynField {
        base: Box<Expr>,
        name: Box<Expr>,
    },
    /// `@name` or `@pkg.name`.
    FuncHandle(Ident),
    /// `@(params) body`.
    AnonFunc {
        params: Vec<Param>,
        body: Box<Expr>,
    },
    /// `(e)`: kept so that printing preserves the author's grouping.
    Paren(Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PostfixOp {
    /// `a.'`
    Transpose,
    /// `a'`
    CTranspose,
}

/// A `classdef` file: parsed so that tools can read it; running it comes later.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub name: Ident,
    /// Attributes as written, e.g. `(Abstract)`, kept as source text.
    pub attributes: Option<String>,
    /// Superclasses after `<`, e.g. `handle`.
    pub superclasses: Vec<Ident>,
    pub properties: Vec<PropertyBlock>,
    pub methods: Vec<MethodBlock>,
    /// `events` and `enumeration` blocks, kept as their member names.
    pub events: Vec<Ident>,
    pub enumeration: Vec<(Ident, Vec<Expr>)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PropertyBlock {
    pub attributes: Option<String>,
    pub properties: Vec<Property>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Property {
    pub name: Ident,
    /// Size/class/validator text between the name and `=`, kept as source text.
    pub declaration: Option<String>,
    pub default: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MethodBlock {
    pub attributes: Option<String>,
    pub functions: Vec<Function>,
    /// Method signatures declared without a body (for methods in separate files).
    pub signatures: Vec<Function>,
}
