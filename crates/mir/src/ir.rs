//! The MIR data structures: programs, functions, blocks, instructions, values.
//!
//! A function is a control-flow graph of basic blocks. Each instruction applies
//! one MATLAB operation (the papers' single-operator form) to SSA values and
//! defines zero or more result values. φ nodes are block parameters: a jump
//! passes one argument per parameter of its target (as in Cranelift).
//!
//! Before SSA construction, MATLAB variables are read and written with
//! `ReadVar`/`WriteVar`. SSA construction rewrites every promotable variable
//! into values and block parameters; variables that cannot live in registers
//! (globals, persistents, variables of dynamic-workspace functions, variables
//! assigned inside `try` bodies that the handler may read) keep their
//! `ReadVar`/`WriteVar`, which the interpreter serves from a slot array
//! indexed by `VarId` (never by hashing a name). `ans` is always such a slot.
//!
//! Absent values: a function input the caller did not pass, an `Undef`, the
//! result of a statement call (`Call { stmt: true }`) whose callee returned
//! nothing, and a block parameter fed by one of these, may hold no value at
//! run time. Using an absent value as an operand raises `'name' undefined`
//! (the name from `value_names`); only `WriteVar` (a no-op), `Display` (prints
//! nothing), `Defined`, `Copy`, jump arguments and the base of an update
//! (which it creates) accept one. A read that
//! leaves no other use once copies are propagated (`q;`, `t = q`) is marked
//! by a `Require`, so that it still fails where the program reads.

use syntax::ast::{BinOp, Span};

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(/// A function of the program.
    FuncId, "fn");
entity!(/// A basic block of a function.
    BlockId, "bb");
entity!(/// An SSA value of a function.
    ValueId, "%");
entity!(/// A MATLAB variable of a function (a slot before or outside SSA).
    VarId, "$");
entity!(/// An instruction of a function.
    InstId, "i");
entity!(/// A source file of the program.
    FileId, "file");

/// A whole program: every function reachable from the entry, lowered.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub functions: Vec<Function>,
    pub files: Vec<SourceFile>,
    /// The function `matc run` calls (a script lowers to a function too).
    pub entry: Option<FuncId>,
    /// Names of the methods of the classdef classes loaded so far: a call of
    /// a builtin of such a name with an object argument may run the method.
    pub overloaded: std::collections::BTreeSet<String>,
    /// Warnings Octave gives while reading the files (its deprecated `**`),
    /// worded as Octave words them, for the interpreter to print.
    pub parse_warnings: Vec<String>,
}

impl Program {
    pub fn func(&self, id: FuncId) -> &Function {
        &self.functions[id.index()]
    }
}

/// A file the program was lowered from, for mapping spans to line:column.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub path: std::path::PathBuf,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// A function defined with `function` (primary, local or nested).
    Named,
    /// A script lowered as a function with a workspace of its own.
    Script,
    /// An anonymous function; its first `captures` parameters are the captured values.
    Anonymous { captures: usize },
    /// Code run by `eval` inside the dynamic-workspace function `host`
    /// (when the code is one expression, it has one output, its value;
    /// with nargout 0 it displays/sets `ans` itself): its
    /// `ReadVar`/`WriteVar` address the host frame's slots (its `vars` are
    /// the host's, possibly extended: the loader appends new names to the
    /// host's `vars` too, so a frame may need to grow its slot array).
    Eval { host: FuncId },
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub kind: FunctionKind,
    pub file: FileId,
    pub span: Span,
    /// Declared input names (`varargin` last if present) and output names.
    pub param_names: Vec<String>,
    pub output_names: Vec<String>,
    pub has_varargin: bool,
    pub has_varargout: bool,
    /// True when `eval`/`evalin`/`assignin`/output-less `load` forced the
    /// dynamic-workspace mode: every variable stays a slot.
    pub dynamic_workspace: bool,
    pub vars: Vec<Var>,
    /// The entry block; its parameters are the function's inputs in order
    /// (after SSA; before SSA the entry writes them to their variables).
    pub entry: BlockId,
    pub blocks: Vec<Block>,
    pub insts: Vec<Inst>,
    /// Number of values; `ValueId`s are dense in `0..num_values`.
    pub num_values: u32,
    /// Which variable each value came from, where it did (for printing and diagnostics).
    pub value_names: Vec<Option<VarId>>,
    /// Whether SSA construction has run.
    pub is_ssa: bool,
}

impl Function {
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.index()]
    }
    pub fn inst(&self, i: InstId) -> &Inst {
        &self.insts[i.index()]
    }
}

#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    pub kind: VarKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarKind {
    Local,
    /// Declared `global`: every read and write goes to the global table.
    /// Also a variable a nested function shares with its parent: its name is
    /// then `parent/x` (never a MATLAB name), declared by both functions.
    Global,
    /// Declared `persistent`: lives in the function's own table across calls.
    Persistent,
}

#[derive(Clone, Debug)]
pub struct Block {
    /// Block parameters: the φ nodes of this block.
    pub params: Vec<ValueId>,
    pub insts: Vec<InstId>,
    pub term: Terminator,
    pub span: Span,
}

/// A jump target with the arguments bound to its block parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub block: BlockId,
    pub args: Vec<ValueId>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    Jump(Target),
    /// Branch on a logical scalar (made by `Truth`, `SwitchMatch`, `Defined`,
    /// or a comparison of two double scalars the lowering made itself, such
    /// as the `for` loop's counter test).
    Branch {
        cond: ValueId,
        then_: Target,
        else_: Target,
    },
    /// Return from the function; outputs are read from the output variables
    /// (before SSA) or passed here (after SSA), one per declared output, in
    /// order. An output that was never assigned is `None` (or an absent value).
    /// An anonymous function returns its body's value here (one output).
    Return(Vec<Option<ValueId>>),
    /// Raise the error value (used by `unwind_protect` to re-raise after cleanup).
    Rethrow(ValueId),
    /// Not yet filled in during construction; never present after lowering.
    Unreachable,
}

#[derive(Clone, Debug)]
pub struct Inst {
    pub kind: InstKind,
    /// The values this instruction defines (several for `[a, b] = f(x)`).
    pub results: Vec<ValueId>,
    pub span: Span,
}

/// An argument of a call, index or concatenation: a value, or a value that
/// is a comma-separated list (`c{:}`, `s.f` of a struct array, `varargin{:}`)
/// to be spread into several arguments.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg {
    Value(ValueId),
    Spread(ValueId),
    /// A bare `:` index.
    Colon,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexKind {
    /// `a(...)`
    Paren,
    /// `a{...}`
    Brace,
}

/// What a call calls, as name resolution decided.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A function of this program (local, nested, or a file on the path).
    Func(FuncId),
    /// A builtin of the runtime, by name.
    Builtin(String),
    /// A function handle value. Also used for a statement `v(args)` on a
    /// variable (nargout 0): when `v` is not a handle, this indexes it.
    Handle(ValueId),
    /// A name that resolved to nothing at lowering time: looked up when
    /// executed, raising `'name' undefined` if still unknown. In a
    /// dynamic-workspace function a variable of that name (created by
    /// `eval`/`load`) is looked up first and, if found, indexed by the args.
    Unresolved(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Num(f64),
    /// `2i`: a complex number with zero real part.
    Imag(f64),
    /// `'text'`
    Char(String),
    /// `"text"`
    Str(String),
    /// `[]`
    EmptyMatrix,
    /// `{}`
    EmptyCell,
    Bool(bool),
    /// A matrix of numbers written out (`[1, 2; 3, -4]`): a real double
    /// array of `rows` x `cols` (two elements or more), `data` column by
    /// column. Made once, as Octave makes it when it parses the literal.
    Matrix {
        rows: usize,
        cols: usize,
        data: Vec<f64>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    Const(Const),
    /// A value of a variable that may be undefined at this point (SSA
    /// construction inserts it where no assignment reaches). Reading it in
    /// value context raises MATLAB's "'x' undefined" error.
    Undef(VarId),
    /// `dst = src` (a MATLAB assignment of a whole value).
    Copy(ValueId),
    /// Raise `'x' undefined` (the name from `value_names`) when the value is
    /// absent; nothing else. Marks a read whose value may have no other use
    /// (`q;`, `t = q`), and is dropped where the value is proven present.
    Require(ValueId),
    /// Read a slot; absent when the variable is unset.
    ReadVar(VarId),
    WriteVar(VarId, ValueId),
    /// `-a`, `+a`, `~a`.
    Unary(syntax::ast::UnOp, ValueId),
    /// `a'` and `a.'`.
    Transpose {
        conjugate: bool,
        operand: ValueId,
    },
    /// Every binary operator except `&&` and `||`, which lower to branches.
    Binary(BinOp, ValueId, ValueId),
    /// `start:stop` or `start:step:stop`.
    Range {
        start: ValueId,
        step: Option<ValueId>,
        stop: ValueId,
    },
    /// `[a, b; c]`: rows of arguments, concatenated horizontally then vertically.
    Concat(Vec<Vec<Arg>>),
    /// `{a, b; c}`.
    CellLiteral(Vec<Vec<Arg>>),
    /// `base(args)` or `base{args}` read; on a function handle, a call of it.
    /// Several results (`[a, b] = c{:}`, `[a, b] = h(x)`) take the elements of
    /// the comma-separated list, or are the nargout of the handle call.
    /// `for_update` is set when the read
    /// feeds a nested assignment (`s.a(2).b = v` reads `s.a(2)`): then a
    /// missing element or field is no error: a struct element beyond the
    /// end reads as one with the array's fields, a missing cell or field as
    /// an absent value, which the assignment creates from what it assigns
    /// (`c{3}(2) = 'x'` makes a char).
    Index {
        base: ValueId,
        kind: IndexKind,
        args: Vec<Arg>,
        for_update: bool,
    },
    /// `base.name` read (`for_update` as for `Index`).
    Field {
        base: ValueId,
        name: String,
        for_update: bool,
    },
    /// `base.(name)` read.
    DynField {
        base: ValueId,
        name: ValueId,
        for_update: bool,
    },
    /// The value of `end` in position `dim` (0-based) of an index with `count`
    /// positions; 0 when `base` is absent (`x(end+1) = v` creating `x`).
    End {
        base: ValueId,
        dim: u32,
        count: u32,
    },
    /// `result = base` with `base(args) = value` (or `{}`) applied; `base` may
    /// be `Undef` (assignment creates the variable).
    IndexAssign {
        base: ValueId,
        kind: IndexKind,
        args: Vec<Arg>,
        value: ValueId,
    },
    /// `base(args) = []`.
    IndexDelete {
        base: ValueId,
        args: Vec<Arg>,
    },
    /// `result = base` with `base.name = value`.
    FieldAssign {
        base: ValueId,
        name: String,
        value: ValueId,
    },
    DynFieldAssign {
        base: ValueId,
        name: ValueId,
        value: ValueId,
    },
    /// A call; `results.len()` is the number of outputs requested (nargout).
    /// With `stmt` (an expression statement such as `disp(x)` or `f(1)`, and
    /// the body of an anonymous function), the callee sees nargout = 0 and
    /// the single result is absent when it returned nothing.
    Call {
        callee: Callee,
        args: Vec<Arg>,
        stmt: bool,
    },
    /// `switch` case test: true (a logical scalar) when `subject` matches
    /// `case_value` as Octave's `switch` does (a cell case matches any of its
    /// elements; strings compare with `strcmp`, numbers with `==`, an empty
    /// subject or case never matches numbers).
    SwitchMatch {
        subject: ValueId,
        case_value: ValueId,
    },
    /// Whether a value is present (for `exist('x', 'var')` / `exist('x')` on a
    /// variable of the function); a logical scalar.
    Defined(ValueId),
    /// `@name`.
    FuncHandle {
        name: String,
        target: Option<FuncId>,
    },
    /// `@(x) body`: a closure over the given values of the enclosing function.
    Closure {
        func: FuncId,
        captures: Vec<ValueId>,
    },
    /// Reduce a condition to a logical scalar as `if`/`while` do: true when
    /// non-empty and every element is nonzero.
    Truth(ValueId),
    /// The number of iterations of `for v = value`, as Octave counts them:
    /// its column count, 0 when it is empty (`zeros(0, 3)` iterates 0 times).
    /// For `for i = a:b:c` lowering passes a `Range` value, which the
    /// interpreter need not materialize.
    ForCount(ValueId),
    /// Column `k` (0-based, a double) of the iterated value.
    ForItem {
        iter: ValueId,
        k: ValueId,
    },
    /// Number of arguments the caller passed / outputs it requested.
    Nargin,
    Nargout,
    /// Display `name = value` (statement without `;`).
    Display {
        name: String,
        value: ValueId,
    },
    /// Declare variable as global (`global x`) or persistent, binding it to
    /// the shared storage; with an initial value for Octave's `global x = 1`.
    DeclareGlobal(VarId, Option<ValueId>),
    DeclarePersistent(VarId, Option<ValueId>),
    /// Start a protected region: errors raised until the matching `PopHandler`
    /// transfer control to `handler` (popping the handler), whose single block
    /// parameter receives the error value (an `MException`-like struct).
    /// `PushHandler` is always the last instruction of its block, and the
    /// handler block's only predecessor is that block.
    PushHandler {
        handler: BlockId,
    },
    PopHandler,
    /// `eval(code)` and `eval(try, catch)` in dynamic-workspace functions
    /// (the code, lowered by `Loader::lower_eval`, runs against the
    /// function's variable slots). As a statement it has one result, absent
    /// when the code produced no value. `evalc` (`capture`) runs the code as
    /// a statement and its one result is the text the code printed.
    Eval {
        code: ValueId,
        catch_code: Option<ValueId>,
        capture: bool,
    },
}
