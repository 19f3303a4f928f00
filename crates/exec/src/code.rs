//! Compiles a MIR function once into the interpreter's flat instruction array.
//!
//! Blocks are laid out one after another; jumps carry program counters and
//! the (source, block parameter) moves that implement φ. Operands carry a
//! `mv` flag from the last-use analysis: the interpreter takes the value out
//! of the register instead of cloning it, so arrays stay uniquely owned.
//!
//! `compile` decides per value first (`ValuePlan`: lazy ranges, lists,
//! hoisted constants, the slots of `fuse`) and then lays ops out block by
//! block (`Emitter`, a method per instruction family). It asks `lir` for the
//! function's native regions and puts an `Op::Native` at each compiled
//! loop's header or before the straight-line statements; the instructions
//! machine code runs get no fuse slots (`native_loop_insts`). On entry to a
//! block it drops the arrays its predecessors kept alive only for another
//! successor, so their storage serves the next allocation.
//!
//! Its parts: `intrinsic` (the ids of the builtins the interpreter runs
//! itself), `regions` (the native regions an `Op::Native` holds),
//! `fuse_stmt` (a fused statement's `Op::FuseStmt`). The compiled form
//! imports nothing of the interpreter that runs it.

use std::collections::HashSet;
use std::rc::Rc;

use decls::Rule;
use mir::ir::{
    self, Arg, Callee, Const, FuncId, Function, IndexKind, InstId, InstKind, Terminator, ValueId,
    VarId,
};
use runtime::builtins::Builtin;
use runtime::Value;
use syntax::ast::{BinOp, Span, UnOp};

use mir::liveness::{inst_operands, last_uses, LastUses};

mod fuse_stmt;
mod intrinsic;
mod regions;

pub use intrinsic::Intrinsic;
pub use regions::{LowerEnv, NativeRegion};

pub type Reg = u32;

/// What code selection asks of the types analysis about one function.
/// Implemented for `analysis::types::FuncTypes`; kept as a trait so that
/// op selection does not depend on how the facts are represented.
pub trait FuncFacts {
    /// The value is proven a real double scalar (present).
    fn real_scalar(&self, v: ValueId) -> bool;
    /// The value is proven present wherever it is read.
    fn present(&self, v: ValueId) -> bool;
    /// The conformability check of elementwise op `inst` is proven redundant.
    fn conformable(&self, inst: InstId) -> bool;
    /// The native tier's representation of the value, when the facts give one.
    fn lir_type(&self, v: ValueId) -> Option<lir::Ty>;
    /// The native tier's representation of the value whenever it is
    /// defined (it may not be: a variable a loop sets before reading it).
    fn lir_type_if_defined(&self, v: ValueId) -> Option<lir::Ty>;
    /// What the facts say of the value, as text (`matc ir --lir`'s reasons).
    fn describe(&self, v: ValueId) -> String;
    /// The element count of a value proven a real double row or column
    /// (present) whose extents are known.
    fn vector_len(&self, v: ValueId) -> Option<usize>;
}

/// A register read; `mv` when this read is the value's last use.
#[derive(Clone, Copy, Debug)]
pub struct Use {
    pub r: Reg,
    pub mv: bool,
}

/// An argument of a call or a subscript of an index op.
#[derive(Clone, Debug)]
pub enum OpArg {
    Val(Use),
    /// A comma-separated list: when its definition ran in list mode (`Some`
    /// list slot) and produced other than one value, the frame's list slot
    /// holds them; else the register holds the single value.
    Spread(Use, Option<u32>),
    Colon,
    /// A subscript range only ever used as a subscript: when the frame's
    /// lazy slot holds it, it is never materialized; else the register
    /// holds the array.
    Lazy(Use, u32),
    /// A call argument passed as a fresh copy (a copy the static plan placed
    /// at the call: the callee updates that parameter in place).
    Copy(Use),
    /// As `Copy`, except on the last iteration of the counted loop whose
    /// counter and count registers follow: the array, dead after the call
    /// then, is moved into it (`analysis::copies::FinalIteration`).
    CopyUnlessFinal {
        u: Use,
        counter: Reg,
        count: Reg,
    },
}

/// `base(args)` kept lazy in fuse slot `slot`.
#[derive(Clone, Debug)]
pub struct FuseIndex {
    pub slot: u32,
    pub dst: Reg,
    pub base: Use,
    pub args: Box<[OpArg]>,
    pub skip: u32,
}

/// `a op b`: kept lazy in `slot`, or (`None`) the root computed into `dst`.
/// An operand with a slot may be lazy there.
#[derive(Clone, Debug)]
pub struct FuseBin {
    pub slot: Option<u32>,
    pub dst: Reg,
    pub op: BinOp,
    pub a: Use,
    pub b: Use,
    pub a_slot: Option<u32>,
    pub b_slot: Option<u32>,
    pub skip: u32,
    /// The root's kept passes (`Frame::plans`); `NO_STMT` when not a root.
    pub plan: u32,
    /// The statement (`FuseStmt`) it is the root of, or `NO_STMT`.
    pub stmt: u32,
}

/// `base(args) = value` with `value` possibly lazy in `v_slot`: computed
/// straight into the block.
#[derive(Clone, Debug)]
pub struct FuseAssign {
    pub dst: Reg,
    pub base: Use,
    pub args: Box<[OpArg]>,
    pub value: Use,
    pub v_slot: u32,
    pub cp: UpdateCopy,
    pub skip: u32,
    /// The root's kept passes (`Frame::plans`); `NO_STMT` when not a root.
    pub plan: u32,
    /// The statement (`FuseStmt`) it is the root of, or `NO_STMT`.
    pub stmt: u32,
}

/// Where a leaf of a fused statement's tree comes from (in the tree's
/// order: an operator's left operand before its right).
#[derive(Clone, Debug)]
pub enum LeafSrc {
    /// `base(args)` (`FuseIndex`).
    Index { base: Use, args: Box<[OpArg]> },
    /// A register an operator reads: a scalar or a whole array. `once`:
    /// no other leaf reads the register.
    Reg { u: Use, once: bool },
    /// `start:step:stop` kept as numbers (`FuseRange`).
    Range {
        start: Reg,
        step: Option<Reg>,
        stop: Reg,
    },
}

/// What a fused statement's root does with the tree's value.
#[derive(Clone, Debug)]
pub enum StmtRoot {
    /// `dst = tree` (a `FuseBin` root).
    Value { dst: Reg },
    /// `dst = base; dst(args) = tree` (`FuseAssign`).
    Assign {
        dst: Reg,
        base: Use,
        args: Box<[OpArg]>,
        cp: UpdateCopy,
    },
}

/// A whole elementwise statement run from its registers with the passes
/// its root kept (`interp::fuse_stmt`), placed before the statement's
/// first op: the scalar and range ops among the statement's (`nops`) are
/// done here too, and on success every op up to `end` is skipped. Until
/// it has seen the statement computed in one pass with operands like
/// these (`id`'s state), or when anything differs, it falls through to
/// the ops, which redo the scalar and range ops (pure, and none moves an
/// operand).
#[derive(Clone, Debug)]
pub struct FuseStmt {
    /// The statement's state (`Frame::stmts`); `NO_STMT` when the ops
    /// between here and the root are not all the statement's.
    pub id: u32,
    pub end: u32,
    /// The root's own op.
    pub root_pc: u32,
    pub nops: Box<[u32]>,
    pub leaves: Box<[LeafSrc]>,
    /// Ops of the tree below the root.
    pub nt: u32,
    pub root: StmtRoot,
    /// Registers whose last use is an op of the statement, in order.
    pub releases: Box<[Reg]>,
    /// Registers of the tree's lazy values.
    pub clears: Box<[Reg]>,
}

pub const NO_STMT: u32 = u32::MAX;

/// A one-operand step of an elementwise expression (`crate::fuse`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    Transpose,
    Map(decls::Math),
    /// `sum(v)` of a vector: an expression's root only.
    Sum,
}

/// `f(a)`: kept lazy in `slot`, or (`None`) the root computed into `dst`;
/// `a` may be lazy in `a_slot`.
#[derive(Clone, Debug)]
pub struct FuseUnary {
    pub slot: Option<u32>,
    pub dst: Reg,
    pub f: Unary,
    pub a: Use,
    pub a_slot: Option<u32>,
    pub skip: u32,
    /// The root's kept passes (`Frame::plans`); `NO_STMT` when not a root.
    pub plan: u32,
}

/// `start:step:stop` kept as numbers in fuse slot `slot`.
#[derive(Clone, Debug)]
pub struct FuseRange {
    pub slot: u32,
    pub dst: Reg,
    pub start: Use,
    pub step: Option<Use>,
    pub stop: Use,
    pub skip: u32,
}

/// How an update op makes sure its base array is unique before writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpdateCopy {
    /// `refcount`: test the reference count, copy when shared (counted).
    Check,
    /// `static`/`naive`: the plan proved the base unique; write with no test.
    InPlace,
    /// `static`/`naive`: the plan placed a copy at this update (made only
    /// when shared under `static`).
    Copy,
}

#[derive(Clone, Debug)]
pub enum CalleeOp {
    Func(FuncId),
    /// A direct call whose written-parameter arguments the static plan could
    /// not see (`f(c{:})`): the callee's entry guards them (§6.1.1).
    FuncGuarded(FuncId),
    Builtin(Builtin),
    Intrinsic(Intrinsic),
    Handle(Use),
    /// Resolved when first executed (a function file on the path, or an error).
    Unresolved(Rc<str>),
    /// A builtin called with a bare `:` argument (`zeros(:, 1)`): an error
    /// when executed, as in Octave and MATLAB.
    ColonArgument,
}

/// A one-argument builtin with an interpreter fast path on a scalar (see
/// `Op::Math1`), as its declaration says: its elementwise kernel, or one of
/// the rules whose scalar result is at hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarMath {
    /// The kernel, of a real double in its domain.
    Map(decls::Math),
    /// `real`, `imag`.
    Real,
    Imag,
    /// `min(v)` / `max(v)` of a real double vector.
    Min,
    Max,
    IsScalar,
}

impl ScalarMath {
    fn of(name: &str) -> Option<ScalarMath> {
        use decls::rule::{Extent, Map, Part, Reduce};
        let d = decls::lookup(name)?;
        if let Some(m) = d.math {
            return Some(ScalarMath::Map(m));
        }
        Some(match d.rule {
            Rule::Map(Map::Part(Part::Real)) => ScalarMath::Real,
            Rule::Map(Map::Part(Part::Imag)) => ScalarMath::Imag,
            Rule::Reduce(Reduce::Min) => ScalarMath::Min,
            Rule::Reduce(Reduce::Max) => ScalarMath::Max,
            Rule::Extent(Extent::IsScalar) => ScalarMath::IsScalar,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug)]
pub enum Op {
    /// Fast path of a one-argument builtin call on a scalar (or, for
    /// min/max, a real double vector). On success it writes `dst` and skips
    /// the generic `Call` op that always follows it; otherwise that op runs.
    Math1 {
        dst: Reg,
        f: ScalarMath,
        a: Reg,
    },
    /// `a(i)` / `a(i, j)` with scalar subscripts: on success writes `dst` and
    /// skips the generic `Index` op that follows it.
    Index1 {
        dst: Reg,
        base: Reg,
        i: Reg,
    },
    Index2 {
        dst: Reg,
        base: Reg,
        i: Reg,
        j: Reg,
    },
    /// `a(i) = x` / `a(i, j) = x` in place (base moved, uniquely owned, in
    /// bounds, `x` a double scalar): on success skips the generic
    /// `IndexAssign` that follows it.
    Assign1 {
        dst: Reg,
        base: Reg,
        i: Reg,
        value: Reg,
        cp: UpdateCopy,
    },
    Assign2 {
        dst: Reg,
        base: Reg,
        i: Reg,
        j: Reg,
        value: Reg,
        cp: UpdateCopy,
    },
    /// The prefix ops of `crate::fuse`: an operation of an elementwise
    /// expression whose value only feeds the next one kept lazy, or the
    /// expression's root computed in one pass. On success each skips
    /// `skip` ops (the generic op and its other fast paths); otherwise it
    /// has consumed nothing and they run.
    FuseIndex(Box<FuseIndex>),
    FuseBin(Box<FuseBin>),
    FuseUnary(Box<FuseUnary>),
    FuseRange(Box<FuseRange>),
    FuseAssign(Box<FuseAssign>),
    FuseStmt(Box<FuseStmt>),
    /// A binary operator on double scalars, one variant per operator so
    /// that dispatch is the only branch on the operator. On success writes
    /// `dst` and skips the generic `Binary` op that always follows it.
    AddS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    SubS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    MulS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    DivS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    LtS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    LeS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    GtS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    GeS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    EqS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    NeS {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Const {
        dst: Reg,
        k: u32,
    },
    Absent {
        dst: Reg,
    },
    Copy {
        dst: Reg,
        src: Use,
    },
    ReadVar {
        dst: Reg,
        var: u32,
    },
    WriteVar {
        var: u32,
        src: Use,
    },
    /// Empties local slot `var` (`clear x`).
    ClearVar {
        var: u32,
    },
    Unary {
        dst: Reg,
        op: UnOp,
        a: Use,
    },
    Transpose {
        dst: Reg,
        conj: bool,
        a: Use,
    },
    Binary {
        dst: Reg,
        op: BinOp,
        a: Use,
        b: Use,
        /// The types analysis proved the operands conformable: the
        /// run-time shape check is skipped.
        conformable: bool,
    },
    /// `lazy` is a slot in the frame's range table when the range only feeds
    /// a `for` loop (it is then never materialized).
    /// `spec` is a slot keeping (base, inc, limit) for Octave's range display.
    Range {
        dst: Reg,
        start: Use,
        step: Option<Use>,
        stop: Use,
        lazy: Option<u32>,
        spec: Option<u32>,
    },
    Concat {
        dst: Reg,
        rows: Box<[Box<[OpArg]>]>,
    },
    CellLit {
        dst: Reg,
        rows: Box<[Box<[OpArg]>]>,
    },
    Index {
        dsts: Box<[Reg]>,
        base: Use,
        kind: IndexKind,
        args: Box<[OpArg]>,
        for_update: bool,
        list: Option<u32>,
    },
    Field {
        dsts: Box<[Reg]>,
        base: Use,
        name: Rc<str>,
        for_update: bool,
        list: Option<u32>,
        /// The value is called next (`obj.m(...)`): a method read stays a
        /// handle bound to the object instead of being called here.
        called: bool,
    },
    DynField {
        dsts: Box<[Reg]>,
        base: Use,
        name: Use,
        for_update: bool,
        list: Option<u32>,
    },
    End {
        dst: Reg,
        base: Reg,
        dim: u32,
        count: u32,
    },
    IndexAssign {
        dst: Reg,
        base: Use,
        kind: IndexKind,
        args: Box<[OpArg]>,
        value: Use,
        cp: UpdateCopy,
        /// The value is the element updated by `x(i).f = v` (it may add a
        /// field to a struct array, and turns an empty `x` into one).
        field: bool,
    },
    IndexDelete {
        dst: Reg,
        base: Use,
        args: Box<[OpArg]>,
        cp: UpdateCopy,
    },
    FieldAssign {
        dst: Reg,
        base: Use,
        name: Rc<str>,
        value: Use,
        cp: UpdateCopy,
    },
    DynFieldAssign {
        dst: Reg,
        base: Use,
        name: Use,
        value: Use,
        cp: UpdateCopy,
    },
    Call {
        dsts: Box<[Reg]>,
        callee: CalleeOp,
        args: Box<[OpArg]>,
        stmt: bool,
    },
    SwitchMatch {
        dst: Reg,
        subject: Reg,
        case: Reg,
    },
    Defined {
        dst: Reg,
        v: Reg,
    },
    /// Raise `'x' undefined` when the register is empty.
    Require {
        v: Reg,
    },
    FuncHandle {
        dst: Reg,
        name: Rc<str>,
        target: Option<FuncId>,
    },
    Closure {
        dst: Reg,
        func: FuncId,
        captures: Box<[Use]>,
    },
    Truth {
        dst: Reg,
        a: Use,
    },
    ForCount {
        dst: Reg,
        iter: Reg,
        lazy: Option<u32>,
    },
    ForItem {
        dst: Reg,
        iter: Reg,
        k: Reg,
        lazy: Option<u32>,
    },
    Nargin {
        dst: Reg,
    },
    Nargout {
        dst: Reg,
    },
    Display {
        name: Rc<str>,
        v: Reg,
        range: Option<u32>,
        /// The list slot when the value is a cs-list (`c{:}`): all shown.
        list: Option<u32>,
    },
    DeclareGlobal {
        var: u32,
        /// The global's index in the interpreter's table, found when compiled.
        slot: u32,
        init: Option<Use>,
    },
    DeclarePersistent {
        var: u32,
        init: Option<Use>,
    },
    PushHandler {
        pc: u32,
        param: Option<Reg>,
    },
    PopHandler,
    Eval {
        dst: Option<Reg>,
        code: Use,
        catch: Option<Use>,
        nout: u32,
        /// `evalc`: the result is the text printed while the code ran.
        capture: bool,
    },
    /// Errors when a comma-separated list of other than one value meets a
    /// binary operator (`s.a + 1` with `s` a struct array).
    ListCheck {
        slot: u32,
        op: BinOp,
        lhs: bool,
        other: Reg,
    },
    /// Errors when a comma-separated list of other than one value is
    /// indexed further (`c{:}(2)`, `s(1:2).a(1) = v`; `dot`: a field of it
    /// is assigned, `c{:}.f = v`).
    ListIndexed {
        slot: u32,
        dot: bool,
    },
    Jump {
        pc: u32,
        moves: Box<[(Use, Reg)]>,
        parallel: bool,
    },
    Branch {
        cond: Reg,
        then_pc: u32,
        then_moves: Box<[(Use, Reg)]>,
        else_pc: u32,
        else_moves: Box<[(Use, Reg)]>,
    },
    Return {
        outs: Box<[Option<Reg>]>,
    },
    Rethrow {
        v: Reg,
    },
    Trap,
    /// A copy the static plan hoisted here: the register gets a fresh copy
    /// of its array (under `static`, only when it is shared).
    Unshare {
        r: Reg,
    },
    /// A copy on a loop-entry edge: the target's parameter gets a fresh copy
    /// of the argument (under `static`, only when it is shared).
    CopyInto {
        dst: Reg,
        src: Use,
    },
    /// A test before a loop-entry edge: the register's array is made unique
    /// (copied when shared, counted as a check) before the jump moves it in.
    Ensure {
        r: Reg,
    },
    /// `--verify-copies`: release a value at its last use when the op that
    /// read it did not move it, so reference counts match liveness.
    Drop {
        r: Reg,
    },
    /// At a loop header: on loop entry, reserve the final size of an array the loop grows.
    Reserve(Box<Reserve>),
    /// `--verify-types` only: check these values against the types analysis.
    Verify(Box<[Check]>),
    /// At a loop header the native tier compiled: run the loop as machine
    /// code from here and resume at the pc it returns (`crate::native`).
    Native(Rc<NativeRegion>),
    /// `--verify-types` only, before `x(...) = value`: note what `value` holds.
    VerifyAssigned {
        value: Reg,
        lazy: Option<u32>,
    },
}

/// A value to check: its register and, for a `for` range kept lazy, its range slot.
#[derive(Clone, Debug)]
pub struct Check {
    pub r: Reg,
    pub lazy: Option<u32>,
    /// `r` is `base(...) = value` (a paren assignment): its elements are
    /// `base`'s, `value`'s (noted by the `VerifyAssigned` op before it) and
    /// zeros where the array grew.
    pub assigned_into: Option<ValueId>,
    /// `r` is a block parameter that only jumps enter: the arguments they pass.
    pub incoming: Option<Box<[Reg]>>,
}

/// A preallocation (`analysis::prealloc::Hint`) compiled to registers.
#[derive(Clone, Debug)]
pub struct Reserve {
    pub counter: Reg,
    pub array: Reg,
    pub growth: analysis::prealloc::Growth,
    pub size: ReserveSize,
}

#[derive(Clone, Copy, Debug)]
pub enum ReserveSize {
    MaxOfIter { iter: Reg, lazy: Option<u32> },
    PlusCount { count: Reg },
}

/// A compiled function.
pub struct Code {
    pub func: FuncId,
    pub name: String,
    pub ops: Vec<Op>,
    /// Source span of each op, for error locations.
    pub spans: Vec<Span>,
    pub consts: Vec<Value>,
    /// Registers holding a scalar constant for the whole activation: (register, constant).
    pub init: Vec<(Reg, u32)>,
    pub nregs: usize,
    pub nvars: usize,
    pub nlazy: usize,
    pub nlists: usize,
    pub nspecs: usize,
    /// Slots of lazy elementwise values (`Op::FuseIndex` ...).
    pub nfuse: usize,
    /// Roots of elementwise expressions (each keeps its passes).
    pub nplans: usize,
    /// Fused statements (`Op::FuseStmt`).
    pub nstmts: usize,
    /// An anonymous function: its body call sees the caller's nargout.
    pub is_anon: bool,
    pub entry_pc: u32,
    pub params: Vec<Reg>,
    /// For each register, the variable it came from (for `'x' undefined`).
    pub reg_names: Vec<Option<VarId>>,
    /// Per parameter: the function updates it in place (static plan); calls
    /// the plan did not see must pass it unique (the entry guard).
    pub written_params: Box<[bool]>,
    /// `--verify-types`: per register, whether an `Op::Verify` checks it.
    pub verified: Vec<bool>,
    /// The loops the native tier compiles (also reached from their `Op::Native`).
    pub regions: Vec<Rc<NativeRegion>>,
    /// Loops it left to the interpreter: (header block, why).
    pub rejected: Vec<(u32, String)>,
    /// MIR instructions of the function, and those inside compiled loops.
    pub num_insts: usize,
    /// Per MIR instruction its first op, per block its terminator's op, and
    /// per value its lazy-range slot: where the native tier resumes a call
    /// it began in machine code (`exec::native`).
    pub inst_pc: Vec<u32>,
    pub term_pc: Vec<u32>,
    pub lazy_of: Vec<Option<u32>>,
}

impl FuncFacts for analysis::types::FuncTypes {
    fn describe(&self, v: ValueId) -> String {
        self.value(v).to_string()
    }
    fn vector_len(&self, v: ValueId) -> Option<usize> {
        use analysis::types::{ClassSet, Tri};
        let a = self.value(v);
        if a.may_be_absent || a.complex != Tri::No || a.class != ClassSet::DOUBLE {
            return None;
        }
        match a.shape.dims.as_deref()? {
            [r, c] => match (r.get()?, c.get()?) {
                (1, n) | (n, 1) => usize::try_from(n).ok(),
                _ => None,
            },
            _ => None,
        }
    }
    fn real_scalar(&self, v: ValueId) -> bool {
        self.value(v).is_real_double_scalar()
    }
    fn present(&self, v: ValueId) -> bool {
        !self.value(v).may_be_absent
    }
    fn conformable(&self, inst: InstId) -> bool {
        analysis::types::FuncTypes::conformable(self, inst)
    }
    fn lir_type(&self, v: ValueId) -> Option<lir::Ty> {
        if self.value(v).may_be_absent {
            return None;
        }
        self.lir_type_if_defined(v)
    }
    fn lir_type_if_defined(&self, v: ValueId) -> Option<lir::Ty> {
        use analysis::types::{ClassSet, Tri};
        let a = self.value(v);
        if a.complex != Tri::No {
            return (a.class == ClassSet::DOUBLE && a.shape.is_scalar()).then_some(lir::Ty::C64);
        }
        // The native tier's arrays have two dimensions: one that has more
        // never enters a region (and elementwise statements on it are
        // computed in one pass by `fuse` instead).
        let more_dims = a
            .shape
            .dims
            .as_ref()
            .is_some_and(|d| d.iter().skip(2).any(|e| e.get().is_some_and(|e| e > 1)));
        if a.class == ClassSet::DOUBLE {
            if a.shape.is_scalar() {
                Some(lir::Ty::F64)
            } else {
                (!more_dims).then_some(lir::Ty::Arr)
            }
        } else if a.class == ClassSet::LOGICAL && a.shape.is_scalar() {
            Some(lir::Ty::Bool)
        } else if a.class == ClassSet::CHAR {
            Some(if a.shape.is_scalar() {
                lir::Ty::Char
            } else {
                lir::Ty::Chars
            })
        } else {
            None
        }
    }
}

impl Code {
    /// A fresh register file: every register empty but the hoisted constants.
    pub fn new_regs(&self) -> Vec<Option<Value>> {
        let mut regs = vec![None; self.nregs];
        for &(r, k) in &self.init {
            regs[r as usize] = Some(self.consts[k as usize].clone());
        }
        regs
    }
}

fn const_value(c: &Const) -> Value {
    match c {
        Const::Num(x) => Value::Num(*x),
        Const::Imag(x) => Value::Complex(runtime::C64::new(0.0, *x)),
        Const::Char(s) | Const::Str(s) => char_value(s),
        Const::EmptyMatrix => Value::empty(),
        Const::EmptyCell => Value::cell(runtime::Tensor::new(runtime::Dims::rc(0, 0), Vec::new())),
        Const::Bool(b) => Value::Bool(*b),
        Const::Matrix { rows, cols, data } => {
            Value::from_f64s(runtime::Dims::rc(*rows, *cols), data.clone())
        }
    }
}

/// A char row from source text; `''` is 0x0 as in Octave.
pub fn char_value(s: &str) -> Value {
    if s.is_empty() {
        Value::char_array(runtime::Tensor::new(runtime::Dims::rc(0, 0), Vec::new()))
    } else {
        Value::str(s)
    }
}

pub struct Resolver<'a> {
    /// Maps a builtin name to the interpreter's intrinsic or the runtime's function.
    pub intrinsic: &'a dyn Fn(&str) -> Option<Intrinsic>,
    /// Put an `Op::Verify` after each definition (`--verify-types`).
    pub verify: bool,
    /// The copy plan of this function (`static` and `naive`); `None` under `refcount`.
    pub plan: Option<&'a analysis::copies::Plan>,
    /// Emit `Drop`s so reference counts match liveness (`--verify-copies`).
    pub verify_copies: bool,
    /// `refcount`: Octave's call semantics — the caller's variable keeps its
    /// reference while the callee runs (an argument is never moved into a
    /// call), and is released right after the call when that was its last use.
    pub octave_calls: bool,
    /// Lower the loops the native tier can run to LIR (`Op::Native`).
    pub jit: bool,
    /// Compute elementwise expressions in one pass (`crate::fuse`).
    pub fuse: bool,
    /// The index of the global variable of this name in the interpreter's
    /// table (made on first sight): `global x` finds its slot when compiled,
    /// so running it hashes no name.
    pub global_slot: &'a dyn Fn(&str) -> u32,
    /// The program's functions with the facts the analysis has of them,
    /// for the native tier to inline calls (`None`: no call is inlined).
    pub callees: Option<Callees<'a>>,
}

/// A function of the program and its facts, when it has them.
pub type Callees<'a> = &'a dyn Fn(FuncId) -> Option<(&'a Function, &'a dyn FuncFacts)>;

/// Compiles `f`; `facts` are the types analysis' facts of `f` when it was
/// analysed (they hold for every call, so one code serves all calls).
pub fn compile(fid: FuncId, f: &Function, res: &Resolver, facts: Option<&dyn FuncFacts>) -> Code {
    let lu = last_uses(f);
    // Per instruction, the values dead after it (only `--verify-copies` needs them).
    let dying: Vec<Vec<ValueId>> = if res.verify_copies || res.octave_calls {
        dying_values(f)
    } else {
        Vec::new()
    };
    let mut c = empty_code(fid, f, res);
    let mut plan = ValuePlan::new(f, res, &mut c);
    // Loops the native tier runs: lowered now, entered at their header's first op.
    let lowered = match facts {
        Some(ft) if res.jit => {
            let env = LowerEnv::new(f, ft, res, lu.clone(), &plan.hoisted_list);
            lir::regions(f, &env)
        }
        _ => lir::Lowered::default(),
    };
    c.rejected = lowered.rejected;
    // A loop's region is entered at its header; straight-line statements'
    // before their first instruction.
    let mut native_at: Vec<Option<usize>> = vec![None; f.blocks.len()];
    let mut native_before: Vec<Option<usize>> = vec![None; f.insts.len()];
    let mut native_inst = vec![false; f.insts.len()];
    // Constants the interpreter makes before a region's entry, not in place.
    let mut moved = vec![false; f.insts.len()];
    for (k, r) in lowered.regions.iter().enumerate() {
        match r.entry {
            None => native_at[r.header as usize] = Some(k),
            Some(i) => {
                native_before[i as usize] = Some(k);
                for &j in &r.before {
                    moved[j as usize] = true;
                }
                let insts = &f.blocks[r.header as usize].insts;
                let at = insts.iter().position(|&j| j.0 == i).unwrap_or(0);
                for j in &insts[at..(at + r.num_mir_insts).min(insts.len())] {
                    native_inst[j.index()] = true;
                }
            }
        }
    }
    if res.fuse {
        let mut native = native_loop_insts(f, &lowered.regions);
        for (n, s) in native.iter_mut().zip(&native_inst) {
            *n |= *s;
        }
        plan.fuse_slots(f, facts, &native, &mut c);
    }
    let dead_on_entry = dead_on_entry(f, res, facts, &plan.hoisted);
    let lazy_of = plan.lazy_of.clone();
    let (stmt_first, stmt_root) = fuse_statements(f, &plan, &mut c);
    let c_nstmts = c.nstmts;
    let mut e = Emitter {
        f,
        res,
        facts,
        trust_unique: trusts_unique(f, res, &lu),
        lu: &lu,
        dying: &dying,
        plan: &plan,
        lazy_of,
        c,
        inst_pc: vec![0u32; f.insts.len()],
        term_pc: vec![0u32; f.blocks.len()],
        block_pc: vec![0u32; f.blocks.len()],
        native_ops: Vec::new(),
        fix: Vec::new(),
        stmt_first,
        stmt_root,
        stmt_pc: vec![0; c_nstmts],
        cleared: HashSet::new(),
    };
    let mut order: Vec<usize> = (0..f.blocks.len()).collect();
    // Entry first keeps the common straight-line path contiguous.
    order.retain(|&b| b != f.entry.index());
    order.insert(0, f.entry.index());
    let hints = analysis::prealloc::hints(f);
    for &bi in &order {
        e.block_prologue(bi, &hints, native_at[bi], &dead_on_entry[bi]);
        for &ii in &f.blocks[bi].insts {
            if let Some(k) = native_before[ii.index()] {
                for &j in &lowered.regions[k].before {
                    e.inst(InstId(j));
                }
                e.native_entry(k, f.inst(ii).span);
            }
            if !moved[ii.index()] {
                e.inst(ii);
            }
        }
        e.term_pc[bi] = e.c.ops.len() as u32;
        let edge_done = e.edge_copies(bi);
        e.terminator(bi, &edge_done);
    }
    e.finish(lowered.regions)
}

/// The `Code` of `f` before any op is laid out.
fn empty_code(fid: FuncId, f: &Function, res: &Resolver) -> Code {
    let nv = f.num_values as usize;
    let mut reg_names = f.value_names.clone();
    reg_names.resize(nv, None);
    // An element a nested update reads (`c{3}` of `c{3}(0) = 1`) is named
    // in errors after the variable it is read from, as Octave names it.
    for inst in &f.insts {
        if let InstKind::Index {
            base,
            for_update: true,
            ..
        }
        | InstKind::Field {
            base,
            for_update: true,
            ..
        } = &inst.kind
        {
            for r in &inst.results {
                if reg_names[r.index()].is_none() {
                    reg_names[r.index()] = reg_names[base.index()];
                }
            }
        }
    }
    Code {
        func: fid,
        name: f.name.clone(),
        ops: Vec::new(),
        spans: Vec::new(),
        consts: Vec::new(),
        init: Vec::new(),
        nregs: nv,
        nvars: f.vars.len(),
        nlazy: 0,
        nlists: 0,
        nspecs: 0,
        nfuse: 0,
        nplans: 0,
        nstmts: 0,
        is_anon: matches!(f.kind, ir::FunctionKind::Anonymous { .. }),
        entry_pc: 0,
        params: f.block(f.entry).params.iter().map(|v| v.0).collect(),
        reg_names,
        written_params: match res.plan {
            Some(p) => p.summary.written.clone().into_boxed_slice(),
            None => Box::new([]),
        },
        verified: Vec::new(),
        regions: Vec::new(),
        inst_pc: Vec::new(),
        term_pc: Vec::new(),
        lazy_of: Vec::new(),
        rejected: Vec::new(),
        num_insts: f.insts.len(),
    }
}

/// What `compile` decides about each value before laying out ops: which
/// stay lazy, which are lists, which are hoisted constants, which fuse.
struct ValuePlan {
    /// Values some instruction other than a `for`'s reads.
    non_for_use: Vec<bool>,
    /// Index-only lazy ranges (`a(p:m, :)`): their lazy slot.
    idx_lazy: Vec<Option<u32>>,
    /// The lazy slots known before layout (layout adds the `for` ranges').
    lazy_of: Vec<Option<u32>>,
    nuses: Vec<u32>,
    /// A `truth` whose only use is a branch condition: its operand and span.
    truth_alias: Vec<Option<(ValueId, Span)>>,
    /// Per block parameter, the arguments every jump passes it (`--verify-types`).
    incoming: Vec<Option<Vec<Vec<ValueId>>>>,
    list_of: Vec<Option<u32>>,
    field_made: Vec<bool>,
    called: Vec<bool>,
    spec_of: Vec<Option<u32>>,
    hoisted_list: Vec<(ValueId, Value)>,
    hoisted: Vec<Option<u32>>,
    fuse_slot: Vec<Option<u32>>,
    /// Per instruction: it has an operand that may be lazy (a root).
    fuse_root: Vec<bool>,
}

impl ValuePlan {
    /// Everything but the fuse slots; numbers the lazy, list and range
    /// slots and loads the hoisted constants into `c`.
    fn new(f: &Function, res: &Resolver, c: &mut Code) -> Self {
        let nv = f.num_values as usize;
        // Values used as a spread argument make their definition run in list mode.
        let spread = spread_values(f);
        let (lazy_of, nlazy) = index_only_ranges(f);
        c.nlazy = nlazy;
        let nuses = use_counts(f);
        let truth_alias = truth_aliases(f, &nuses, res.verify);
        let incoming = if res.verify {
            incoming_args(f)
        } else {
            Vec::new()
        };
        // Values made by `.f = v` updates (the element of `x(i).f = v`).
        let mut field_made = vec![false; nv];
        for inst in &f.insts {
            if let (InstKind::FieldAssign { .. } | InstKind::DynFieldAssign { .. }, Some(r)) =
                (&inst.kind, inst.results.first())
            {
                field_made[r.index()] = true;
            }
        }
        // Values called right after they are made (`obj.m(...)`, `obj.m(...);`).
        let mut called = vec![false; nv];
        for inst in &f.insts {
            match &inst.kind {
                InstKind::Index {
                    base,
                    kind: IndexKind::Paren,
                    ..
                } => called[base.index()] = true,
                InstKind::Call {
                    callee: Callee::Handle(h),
                    ..
                } => called[h.index()] = true,
                _ => {}
            }
        }
        let spec_of = range_specs(f, &mut c.nspecs);
        let list_of = list_slots(f, &spread, &mut c.nlists);
        // Scalar constants (numbers, logicals, `pi`, `i` ...) are loaded once when
        // the frame is made instead of at each execution of their definition;
        // their uses never move them out of the register.
        let hoisted_list = hoistable(f, res);
        let mut hoisted: Vec<Option<u32>> = vec![None; nv];
        for (r, k) in &hoisted_list {
            c.consts.push(k.clone());
            hoisted[r.index()] = Some((c.consts.len() - 1) as u32);
            c.init.push((r.0, (c.consts.len() - 1) as u32));
        }
        ValuePlan {
            non_for_use: non_for_uses(f),
            idx_lazy: lazy_of.clone(),
            lazy_of,
            nuses,
            truth_alias,
            incoming,
            list_of,
            field_made,
            called,
            spec_of,
            hoisted_list,
            hoisted,
            fuse_slot: vec![None; nv],
            fuse_root: vec![false; f.insts.len()],
        }
    }

    /// Elementwise expressions (`crate::fuse`): a value made by a subscript,
    /// an elementwise operator or a transpose whose one use is the next
    /// operator, or the value of an indexed assignment, in its own block,
    /// gets a slot where it may stay lazy.
    fn fuse_slots(
        &mut self,
        f: &Function,
        facts: Option<&dyn FuncFacts>,
        native_inst: &[bool],
        c: &mut Code,
    ) {
        let mut def: Vec<Option<(usize, u32)>> = vec![None; f.num_values as usize];
        for (bi, b) in f.blocks.iter().enumerate() {
            for &ii in &b.insts {
                for r in &f.inst(ii).results {
                    def[r.index()] = Some((ii.index(), bi as u32));
                }
            }
        }
        let list_of = &self.list_of;
        let producer = |inst: &ir::Inst| match &inst.kind {
            InstKind::Binary(op, a, b) => {
                elementwise(op) && list_of[a.index()].is_none() && list_of[b.index()].is_none()
            }
            InstKind::Index {
                kind: IndexKind::Paren,
                args,
                for_update: false,
                ..
            } => inst.results.len() == 1 && !args.iter().any(|a| matches!(a, Arg::Spread(_))),
            InstKind::Transpose { .. } | InstKind::Range { .. } => true,
            InstKind::Call { .. } => fused_call(inst).is_some_and(|f| f != Unary::Sum),
            _ => false,
        };
        for (bi, b) in f.blocks.iter().enumerate() {
            for &ii in &b.insts {
                // Not where the native tier runs: a resume there would find
                // operands made by machine code where a slot is expected.
                if native_inst[ii.index()] {
                    continue;
                }
                let inst = f.inst(ii);
                let operands: Vec<ValueId> = match &inst.kind {
                    InstKind::Binary(op, a, b2) if producer(inst) && elementwise(op) => {
                        vec![*a, *b2]
                    }
                    InstKind::IndexAssign {
                        kind: IndexKind::Paren,
                        args,
                        value,
                        ..
                    } if !args.iter().any(|a| matches!(a, Arg::Spread(_))) => vec![*value],
                    InstKind::Transpose { operand, .. } => vec![*operand],
                    InstKind::Call { args, .. } if fused_call(inst).is_some() => match args[..] {
                        [Arg::Value(v)] => vec![v],
                        _ => continue,
                    },
                    _ => continue,
                };
                for v in operands {
                    let Some((d, db)) = def[v.index()] else {
                        continue;
                    };
                    if native_inst[d] {
                        continue;
                    }
                    // A value proven a scalar never makes a tree: no prefix
                    // op for the scalar code of hot loops to step over.
                    let scalar = facts.is_some_and(|ft| ft.real_scalar(v));
                    if db == bi as u32
                        && !scalar
                        && self.nuses[v.index()] == 1
                        && self.hoisted[v.index()].is_none()
                        && self.truth_alias[v.index()].is_none()
                        && list_of[v.index()].is_none()
                        && producer(&f.insts[d])
                    {
                        self.fuse_slot[v.index()] = Some(c.nfuse as u32);
                        c.nfuse += 1;
                        self.fuse_root[ii.index()] = true;
                    }
                }
            }
        }
    }
}

/// Per instruction, whether it is in a loop the native tier runs, but for
/// those only the interpreter runs there: from a statement the region
/// leaves to the interpreter to the end of its block, and the blocks the
/// region never lowers (reached only after such a statement).
fn native_loop_insts(f: &Function, regions: &[lir::Region]) -> Vec<bool> {
    let mut native = vec![false; f.insts.len()];
    let loops: Vec<_> = regions.iter().filter(|r| r.entry.is_none()).collect();
    if loops.is_empty() {
        return native;
    }
    let dom = mir::cfg::DomTree::compute(f);
    for l in mir::cfg::natural_loops(f, &dom) {
        let Some(r) = loops.iter().find(|r| r.header == l.header.0) else {
            continue;
        };
        for b in &l.blocks {
            let lowered = r
                .blocks
                .iter()
                .any(|lb| lb.inlined.is_none() && lb.mir == b.0);
            if !lowered {
                continue;
            }
            let insts = &f.block(*b).insts;
            let left = r.leaves.iter().find_map(|&k| match r.resumes[k as usize] {
                lir::Resume::Inst(i) => insts.iter().position(|j| j.0 == i),
                lir::Resume::Term(_) => None,
            });
            for ii in &insts[..left.unwrap_or(insts.len())] {
                native[ii.index()] = true;
            }
        }
    }
    native
}

/// The elementwise statements an `Op::FuseStmt` may run whole (a root
/// making a value or assigning into a block, and the lazy values below
/// it): per instruction, the statement whose first instruction it is and
/// the one whose root it is.
fn fuse_statements(
    f: &Function,
    plan: &ValuePlan,
    c: &mut Code,
) -> (Vec<Option<u32>>, Vec<Option<u32>>) {
    let n = f.insts.len();
    let mut first = vec![None; n];
    let mut root_of = vec![None; n];
    let mut def: Vec<Option<InstId>> = vec![None; f.num_values as usize];
    let mut pos = vec![0usize; n];
    for b in &f.blocks {
        for (k, &ii) in b.insts.iter().enumerate() {
            pos[ii.index()] = k;
            for r in &f.inst(ii).results {
                def[r.index()] = Some(ii);
            }
        }
    }
    let slotted = |v: &ValueId| plan.fuse_slot[v.index()].is_some();
    let lazy_operands = |inst: &ir::Inst| -> Vec<ValueId> {
        match &inst.kind {
            InstKind::Binary(_, a, b) => [*a, *b].into_iter().filter(slotted).collect(),
            InstKind::Transpose { operand, .. } => [*operand].into_iter().filter(slotted).collect(),
            InstKind::Call { args, .. } => match args[..] {
                [Arg::Value(v)] if slotted(&v) => vec![v],
                _ => Vec::new(),
            },
            InstKind::IndexAssign { value, .. } => [*value].into_iter().filter(slotted).collect(),
            _ => Vec::new(),
        }
    };
    for b in &f.blocks {
        for &ii in &b.insts {
            let inst = f.inst(ii);
            let root = match &inst.kind {
                InstKind::Binary(..) => {
                    plan.fuse_root[ii.index()] && inst.results.first().is_some_and(|r| !slotted(r))
                }
                InstKind::IndexAssign {
                    kind: IndexKind::Paren,
                    value,
                    ..
                } => slotted(value),
                _ => false,
            };
            if !root {
                continue;
            }
            let mut earliest = pos[ii.index()];
            let mut stack = lazy_operands(inst);
            while let Some(v) = stack.pop() {
                let Some(d) = def[v.index()] else {
                    continue;
                };
                earliest = earliest.min(pos[d.index()]);
                stack.extend(lazy_operands(f.inst(d)));
            }
            let k = c.nstmts as u32;
            c.nstmts += 1;
            first[b.insts[earliest].index()] = Some(k);
            root_of[ii.index()] = Some(k);
        }
    }
    (first, root_of)
}

impl ValuePlan {
    /// Whether a subscript is an index-only lazy range.
    fn has_lazy_sub(&self, args: &[Arg]) -> bool {
        args.iter()
            .any(|a| matches!(a, Arg::Value(v) if self.idx_lazy[v.index()].is_some()))
    }

    /// The operands of a subscript list (index-only lazy ranges read
    /// their lazy slot).
    fn subscripts(&self, args: &[Arg], u: &mut Uses) -> Box<[OpArg]> {
        lazy_subs(
            args_of(args, &mut |v| u.next(v), &self.list_of),
            &self.idx_lazy,
        )
    }
}

/// One or two subscripts that are plain values (the scalar fast paths'
/// candidates): their registers.
fn scalar_subs(args: &[Arg]) -> Option<(Reg, Option<Reg>)> {
    match args {
        [Arg::Value(i)] => Some((i.0, None)),
        [Arg::Value(i), Arg::Value(j)] => Some((i.0, Some(j.0))),
        _ => None,
    }
}

/// The register of an instruction's first result (`u32::MAX` if none).
fn first_result(inst: &ir::Inst) -> Reg {
    inst.results.first().map(|v| v.0).unwrap_or(u32::MAX)
}

/// A call `crate::fuse` computes: `f(v)` of a builtin elementwise
/// function, or `sum(v)`, as a value (not a statement).
fn fused_call(inst: &ir::Inst) -> Option<Unary> {
    let InstKind::Call {
        callee: Callee::Builtin(name),
        args,
        stmt: false,
    } = &inst.kind
    else {
        return None;
    };
    if inst.results.len() != 1 || !matches!(args[..], [Arg::Value(_)]) {
        return None;
    }
    if decls::rule(name) == Rule::Reduce(decls::rule::Reduce::Sum) {
        return Some(Unary::Sum);
    }
    decls::Math::of(name).map(Unary::Map)
}

/// The binary operators `crate::fuse` computes elementwise.
fn elementwise(op: &BinOp) -> bool {
    matches!(
        op,
        BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::LeftDiv
            | BinOp::MatMul
            | BinOp::MatDiv
            | BinOp::Pow
    )
}

/// Per value, whether its definition runs in list mode: it is a spread
/// argument, a binary operand (Octave refuses cs-lists there, so they are
/// checked), shown as or assigned to `ans` (`c{:}` or `s.f` alone displays
/// every element), or an intermediate indexed further (`c{:}(2)`, refused
/// unless one value).
fn spread_values(f: &Function) -> Vec<bool> {
    let mut spread = vec![false; f.num_values as usize];
    let mut mark_args = |a: &[Arg]| {
        for x in a {
            if let Arg::Spread(v) = x {
                spread[v.index()] = true;
            }
        }
    };
    for inst in &f.insts {
        match &inst.kind {
            InstKind::Concat(rows) | InstKind::CellLiteral(rows) => {
                rows.iter().for_each(|r| mark_args(r))
            }
            InstKind::Index { args, .. }
            | InstKind::IndexAssign { args, .. }
            | InstKind::IndexDelete { args, .. } => mark_args(args),
            InstKind::Call { args, .. } => mark_args(args),
            _ => {}
        }
    }
    for inst in &f.insts {
        match &inst.kind {
            InstKind::Binary(_, a, b) => {
                spread[a.index()] = true;
                spread[b.index()] = true;
            }
            InstKind::Display { name, value } if name == "ans" => spread[value.index()] = true,
            // `c{:};` as a statement: `ans` takes the last value, or keeps
            // its own when there is none.
            InstKind::WriteVar(var, value) if f.vars[var.index()].name == "ans" => {
                spread[value.index()] = true
            }
            _ => {}
        }
    }
    let producer = cs_list_producers(f);
    for inst in &f.insts {
        if let Some((base, _)) = indexed_base(&inst.kind) {
            if producer[base.index()] && f.value_names[base.index()].is_none() {
                spread[base.index()] = true;
            }
        }
    }
    spread
}

/// Per value, whether a read that may give a comma-separated list
/// (`c{...}`, `s.f`, `s.(f)`) defines it.
fn cs_list_producers(f: &Function) -> Vec<bool> {
    let mut producer = vec![false; f.num_values as usize];
    for inst in &f.insts {
        if matches!(
            inst.kind,
            InstKind::Index {
                kind: IndexKind::Brace,
                ..
            } | InstKind::Field { .. }
                | InstKind::DynField { .. }
        ) {
            if let [r] = inst.results[..] {
                producer[r.index()] = true;
            }
        }
    }
    producer
}

/// The value an instruction indexes further (its base), and whether it
/// assigns a field of it. An unnamed cs-list there is an intermediate of
/// one expression (`c{:}(2)`), which Octave refuses unless it is one value;
/// a named one is a variable, which holds the list's first value.
fn indexed_base(kind: &InstKind) -> Option<(ValueId, bool)> {
    match kind {
        InstKind::Index { base, .. }
        | InstKind::Field { base, .. }
        | InstKind::DynField { base, .. }
        | InstKind::IndexAssign { base, .. }
        | InstKind::IndexDelete { base, .. } => Some((*base, false)),
        InstKind::FieldAssign { base, .. } | InstKind::DynFieldAssign { base, .. } => {
            Some((*base, true))
        }
        _ => None,
    }
}

/// Calls `mark` on every value a block's terminator reads.
fn term_operands(f: &Function, mut mark: impl FnMut(&ValueId)) {
    for b in &f.blocks {
        match &b.term {
            Terminator::Jump(t) => t.args.iter().for_each(&mut mark),
            Terminator::Branch { cond, then_, else_ } => {
                mark(cond);
                then_.args.iter().for_each(&mut mark);
                else_.args.iter().for_each(&mut mark);
            }
            Terminator::Return(o) => o.iter().flatten().for_each(&mut mark),
            Terminator::Rethrow(v) => mark(v),
            Terminator::Unreachable => {}
        }
    }
}

/// Ranges used only as subscripts (`a(p:m, :)`) stay lazy: their lazy slot,
/// and the number of slots.
fn index_only_ranges(f: &Function) -> (Vec<Option<u32>>, usize) {
    let nv = f.num_values as usize;
    let is_range_def = range_defs(f);
    let mut other_use = vec![false; nv];
    let mut idx_use = vec![false; nv];
    let mut ops_buf = Vec::new();
    for inst in &f.insts {
        ops_buf.clear();
        inst_operands(&inst.kind, &mut ops_buf);
        // `v(args)` called as a handle indexes `v` when it is not one (and
        // materializes a lazy argument when it is).
        let subs: &[Arg] = match &inst.kind {
            InstKind::Index { args, .. }
            | InstKind::IndexAssign { args, .. }
            | InstKind::IndexDelete { args, .. }
            | InstKind::Call {
                callee: Callee::Handle(_),
                args,
                ..
            } => args,
            _ => &[],
        };
        let (base, value) = match &inst.kind {
            InstKind::Index { base, .. } | InstKind::IndexDelete { base, .. } => {
                (Some(*base), None)
            }
            InstKind::Call {
                callee: Callee::Handle(h),
                ..
            } => (Some(*h), None),
            InstKind::IndexAssign { base, value, .. } => (Some(*base), Some(*value)),
            _ => (None, None),
        };
        for v in &ops_buf {
            let as_sub = subs.iter().any(|a| matches!(a, Arg::Value(x) if x == v));
            if as_sub && base != Some(*v) && value != Some(*v) {
                idx_use[v.index()] = true;
            } else {
                other_use[v.index()] = true;
            }
        }
        for a in subs {
            if let Arg::Spread(v) = a {
                other_use[v.index()] = true;
            }
        }
    }
    term_operands(f, |v| other_use[v.index()] = true);
    let mut nlazy = 0usize;
    let mut lazy_of: Vec<Option<u32>> = vec![None; nv];
    for v in 0..nv {
        if is_range_def[v] && idx_use[v] && !other_use[v] {
            lazy_of[v] = Some(nlazy as u32);
            nlazy += 1;
        }
    }
    (lazy_of, nlazy)
}

/// Per value, how many operands (of instructions and terminators) read it.
fn use_counts(f: &Function) -> Vec<u32> {
    let mut nuses = vec![0u32; f.num_values as usize];
    let mut ops_buf = Vec::new();
    for inst in &f.insts {
        ops_buf.clear();
        inst_operands(&inst.kind, &mut ops_buf);
        for v in &ops_buf {
            nuses[v.index()] += 1;
        }
    }
    term_operands(f, |v| nuses[v.index()] += 1);
    nuses
}

/// `truth` whose only use is a branch condition: the branch converts the
/// operand itself (same conversion, same errors, reported at the truth's span).
fn truth_aliases(f: &Function, nuses: &[u32], verify: bool) -> Vec<Option<(ValueId, Span)>> {
    let mut truth_alias: Vec<Option<(ValueId, Span)>> = vec![None; f.num_values as usize];
    for b in &f.blocks {
        if let Terminator::Branch { cond, .. } = &b.term {
            if let Some(&last) = b.insts.last() {
                let inst = f.inst(last);
                if let (InstKind::Truth(x), [r]) = (&inst.kind, inst.results.as_slice()) {
                    if r == cond && nuses[r.index()] == 1 && !verify {
                        truth_alias[r.index()] = Some((*x, inst.span));
                    }
                }
            }
        }
    }
    truth_alias
}

/// Per block parameter, the arguments every jump passes it; `None` for
/// blocks entered otherwise (the entry, handlers).
fn incoming_args(f: &Function) -> Vec<Option<Vec<Vec<ValueId>>>> {
    let mut inc: Vec<Option<Vec<Vec<ValueId>>>> = f
        .blocks
        .iter()
        .map(|b| Some(vec![Vec::new(); b.params.len()]))
        .collect();
    inc[f.entry.index()] = None;
    for b in &f.blocks {
        for t in b.term.targets() {
            if let Some(per_param) = &mut inc[t.block.index()] {
                for (k, a) in t.args.iter().enumerate() {
                    per_param[k].push(*a);
                }
            }
        }
    }
    for inst in &f.insts {
        if let InstKind::PushHandler { handler } = inst.kind {
            inc[handler.index()] = None;
        }
    }
    inc
}

/// An update skips its test only where `analysis::copies::unique` proves
/// the base unique; the plan's copies stay, and everything else is tested.
/// The proof's loop-entry tests rely on the jump moving the tested
/// argument into the parameter: where this interpreter's last uses do not
/// move it, the function trusts no proof at all.
fn trusts_unique(f: &Function, res: &Resolver, lu: &LastUses) -> bool {
    res.plan.is_some_and(|p| {
        p.unique.edge_checks.iter().all(|(pred, ecs)| {
            let term = &f.block(*pred).term;
            ecs.iter().all(|ec| {
                term.targets().into_iter().enumerate().all(|(ti, t)| {
                    t.block != ec.target || {
                        let a = t.args[ec.param];
                        ec.param < 64
                            && lu.term[pred.index()][ti.min(1)] >> ec.param & 1 != 0
                            && t.args.iter().filter(|x| **x == a).count() == 1
                    }
                })
            })
        })
    })
}

/// Ranges shown by `x = a:b` keep their operands for Octave's range display:
/// their spec slot (numbered from `nspecs`).
fn range_specs(f: &Function, nspecs: &mut usize) -> Vec<Option<u32>> {
    let mut spec_of: Vec<Option<u32>> = vec![None; f.num_values as usize];
    let is_range = range_defs(f);
    for inst in &f.insts {
        if let InstKind::Display { value, .. } = inst.kind {
            if is_range[value.index()] && spec_of[value.index()].is_none() {
                spec_of[value.index()] = Some(*nspecs as u32);
                *nspecs += 1;
            }
        }
    }
    spec_of
}

/// List slots for values defined in list mode (read by a spread argument),
/// numbered from `nlists`.
fn list_slots(f: &Function, spread: &[bool], nlists: &mut usize) -> Vec<Option<u32>> {
    let mut list_of: Vec<Option<u32>> = vec![None; f.num_values as usize];
    for inst in &f.insts {
        if matches!(
            inst.kind,
            InstKind::Index {
                kind: IndexKind::Brace,
                ..
            } | InstKind::Field { .. }
                | InstKind::DynField { .. }
        ) {
            if let Some(r) = inst.results.first() {
                if inst.results.len() == 1 && spread[r.index()] {
                    list_of[r.index()] = Some(*nlists as u32);
                    *nlists += 1;
                }
            }
        }
    }
    list_of
}

/// Arrays a predecessor kept alive (or passed) for its other successor are dropped
/// on entry to a block that does not read them (the old value of a
/// variable a loop body only assigns), so that their storage serves the
/// next allocation. Values a handler may read are never dropped (no
/// `try` in the function), nor scalars and hoisted constants.
fn dead_on_entry(
    f: &Function,
    res: &Resolver,
    facts: Option<&dyn FuncFacts>,
    hoisted: &[Option<u32>],
) -> Vec<Vec<ValueId>> {
    let mut dead_on_entry: Vec<Vec<ValueId>> = vec![Vec::new(); f.blocks.len()];
    let has_handler = f
        .insts
        .iter()
        .any(|i| matches!(i.kind, InstKind::PushHandler { .. }));
    if let (true, false, Some(ft)) = (res.fuse, has_handler, facts) {
        let live = mir::liveness::liveness(f);
        let preds = mir::cfg::predecessors(f);
        for (bi, b) in f.blocks.iter().enumerate() {
            let mut seen = std::collections::BTreeSet::new();
            for p in &preds[bi] {
                // Live past the predecessor, or passed to one of its successors.
                let term = f.block(*p).term.operands();
                for v in live.live_out[p.index()].iter().chain(term) {
                    if !live.live_in[bi].contains(v)
                        && !b.params.contains(&v)
                        && hoisted[v.index()].is_none()
                        && !ft.real_scalar(v)
                    {
                        seen.insert(v.0);
                    }
                }
            }
            dead_on_entry[bi] = seen.into_iter().map(ValueId).collect();
        }
    }
    dead_on_entry
}

/// The operands of one instruction in order: each gets the move flag of its
/// position in the last-use mask (hoisted constants never move).
struct Uses<'a> {
    mask: u64,
    pos: usize,
    hoisted: &'a [Option<u32>],
}

impl Uses<'_> {
    fn next(&mut self, v: ValueId) -> Use {
        let mv =
            self.pos < 64 && self.mask >> self.pos & 1 != 0 && self.hoisted[v.index()].is_none();
        self.pos += 1;
        Use { r: v.0, mv }
    }
}

/// Lays out the ops of one function, block by block.
struct Emitter<'a, 'r> {
    f: &'a Function,
    res: &'a Resolver<'r>,
    facts: Option<&'a dyn FuncFacts>,
    lu: &'a LastUses,
    dying: &'a [Vec<ValueId>],
    plan: &'a ValuePlan,
    trust_unique: bool,
    /// Lazy slots, the `for` ranges' added as their definitions are laid out.
    lazy_of: Vec<Option<u32>>,
    c: Code,
    inst_pc: Vec<u32>,
    term_pc: Vec<u32>,
    block_pc: Vec<u32>,
    /// (lowered region, the op that enters it).
    native_ops: Vec<(usize, usize)>,
    /// Ops whose block targets are patched to program counters after layout.
    fix: Vec<usize>,
    /// Per instruction: the fused statement it starts, the one it is the root of.
    stmt_first: Vec<Option<u32>>,
    stmt_root: Vec<Option<u32>>,
    /// Per fused statement: its op.
    stmt_pc: Vec<u32>,
    /// The values `clear` made absent (`Undef`), whose writes empty a slot.
    cleared: HashSet<ValueId>,
}

impl Emitter<'_, '_> {
    fn push(&mut self, op: Op, span: Span) {
        self.c.ops.push(op);
        self.c.spans.push(span);
    }

    /// The ops on entry to a block: type checks of its parameters, array
    /// reservations, the native tier's entry and drops of dead arrays.
    fn block_prologue(
        &mut self,
        bi: usize,
        hints: &[analysis::prealloc::Hint],
        native: Option<usize>,
        dead: &[ValueId],
    ) {
        let f = self.f;
        let b = &f.blocks[bi];
        self.block_pc[bi] = self.c.ops.len() as u32;
        if self.res.verify && !b.params.is_empty() {
            let incoming = &self.plan.incoming[bi];
            let checks = b.params.iter().enumerate().map(|(k, p)| Check {
                r: p.0,
                lazy: None,
                assigned_into: None,
                incoming: incoming
                    .as_ref()
                    .map(|per_param| per_param[k].iter().map(|a| a.0).collect()),
            });
            self.push(Op::Verify(checks.collect()), b.span);
        }
        for h in hints.iter().filter(|h| h.header.index() == bi) {
            use analysis::prealloc::FinalSize;
            let op = Op::Reserve(Box::new(Reserve {
                counter: h.counter.0,
                array: h.array.0,
                growth: h.growth,
                size: match h.size {
                    // The lazy slot is known once the range is compiled (patched below).
                    FinalSize::MaxOfIter(v) => ReserveSize::MaxOfIter {
                        iter: v.0,
                        lazy: None,
                    },
                    FinalSize::PlusCount(v) => ReserveSize::PlusCount { count: v.0 },
                },
            }));
            self.push(op, f.inst(h.inst).span);
        }
        if let Some(k) = native {
            self.native_entry(k, b.span);
        }
        for &v in dead {
            self.push(Op::Drop { r: v.0 }, b.span);
        }
    }

    /// The op that enters region `k` (patched into an `Op::Native` by `finish`).
    fn native_entry(&mut self, k: usize, span: Span) {
        self.native_ops.push((k, self.c.ops.len()));
        self.push(Op::Trap, span);
    }

    /// The ops of one instruction, after a fused statement's op when it
    /// is the statement's first; the statement's op is made once its root
    /// is laid out.
    fn inst(&mut self, ii: InstId) {
        if let Some(k) = self.stmt_first[ii.index()] {
            self.stmt_pc[k as usize] = self.c.ops.len() as u32;
            let op = Op::FuseStmt(Box::new(fuse_stmt::disabled()));
            self.push(op, self.f.inst(ii).span);
        }
        self.inst_ops(ii);
        if let Some(k) = self.stmt_root[ii.index()] {
            let s_pc = self.stmt_pc[k as usize] as usize;
            let r_pc = self.inst_pc[ii.index()] as usize;
            if let Some(mut st) = fuse_stmt::describe(&self.c.ops, s_pc, r_pc) {
                st.id = k;
                match &mut self.c.ops[r_pc] {
                    Op::FuseBin(x) => x.stmt = k,
                    Op::FuseAssign(x) => x.stmt = k,
                    _ => return,
                }
                self.c.ops[s_pc] = Op::FuseStmt(Box::new(st));
            }
        }
    }

    /// The ops of one instruction: its fast paths, its fused form, its
    /// generic op, then the checks and drops that follow it.
    fn inst_ops(&mut self, ii: InstId) {
        let f = self.f;
        let res = self.res;
        let plan = self.plan;
        self.inst_pc[ii.index()] = self.c.ops.len() as u32;
        let inst = f.inst(ii);
        let octave_call = res.octave_calls
            && matches!(
                inst.kind,
                InstKind::Call {
                    callee: Callee::Func(_) | Callee::Handle(_),
                    ..
                }
            );
        let mask = if octave_call {
            0
        } else {
            self.lu.inst[ii.index()]
        };
        let mut u = Uses {
            mask,
            pos: 0,
            hoisted: &plan.hoisted,
        };
        // Scalar constants live in their registers from frame entry on.
        if inst.results.first().is_some_and(|r| {
            plan.hoisted[r.index()].is_some() || plan.truth_alias[r.index()].is_some()
        }) {
            return;
        }
        // Before any op of the update (fast paths push theirs first).
        let assigned_into = match &inst.kind {
            InstKind::IndexAssign {
                base,
                kind: IndexKind::Paren,
                value,
                ..
            } if res.verify => {
                let op = Op::VerifyAssigned {
                    value: value.0,
                    lazy: self.lazy_of[value.index()],
                };
                self.push(op, inst.span);
                Some(*base)
            }
            _ => None,
        };
        let first_op = self.c.ops.len();
        let Some(op) = self.select(ii, &mut u) else {
            return;
        };
        if let Some(mut p) = self.fused(ii, &op) {
            // Skips the fast paths pushed above and the generic op.
            let n = (self.c.ops.len() - first_op + 1) as u32;
            // A root keeps its passes from one run to the next.
            let plan = self.c.nplans as u32;
            let root = match &mut p {
                Op::FuseBin(x) => {
                    x.skip = n;
                    x.plan = if x.slot.is_none() { plan } else { NO_STMT };
                    x.slot.is_none()
                }
                Op::FuseAssign(x) => {
                    x.skip = n;
                    x.plan = plan;
                    true
                }
                Op::FuseUnary(x) => {
                    x.skip = n;
                    x.plan = if x.slot.is_none() { plan } else { NO_STMT };
                    x.slot.is_none()
                }
                Op::FuseIndex(x) => {
                    x.skip = n;
                    false
                }
                Op::FuseRange(x) => {
                    x.skip = n;
                    false
                }
                _ => false,
            };
            self.c.nplans += root as usize;
            self.c.ops.insert(first_op, p);
            self.c.spans.insert(first_op, inst.span);
        }
        self.push(op, inst.span);
        self.after_inst(ii, mask, octave_call, assigned_into);
    }

    /// The checks, drops and unshares after an instruction's op.
    fn after_inst(
        &mut self,
        ii: InstId,
        mask: u64,
        octave_call: bool,
        assigned_into: Option<ValueId>,
    ) {
        let (f, res, plan) = (self.f, self.res, self.plan);
        let inst = f.inst(ii);
        if res.verify {
            // Values defined in list mode are comma-separated lists, not single values.
            let checks: Box<[_]> = inst
                .results
                .iter()
                .filter(|r| plan.list_of[r.index()].is_none())
                .map(|r| Check {
                    r: r.0,
                    lazy: self.lazy_of[r.index()],
                    assigned_into,
                    incoming: None,
                })
                .collect();
            if !checks.is_empty() {
                self.push(Op::Verify(checks), inst.span);
            }
        }
        if res.verify_copies || octave_call {
            // Values whose last use this op read without moving them.
            let ops = inst.kind.operands();
            for (k, v) in ops.iter().enumerate() {
                let moved = k < 64 && mask >> k & 1 != 0;
                if !moved
                    && self.dying[ii.index()].contains(v)
                    && !self.lu.pinned.contains(*v)
                    && plan.hoisted[v.index()].is_none()
                    && !ops[k + 1..].contains(v)
                {
                    self.push(Op::Drop { r: v.0 }, inst.span);
                }
            }
        }
        if let Some(vs) = res.plan.and_then(|p| p.after_inst.get(&ii)) {
            for v in vs {
                self.push(Op::Unshare { r: v.0 }, inst.span);
            }
        }
    }

    /// The generic op of an instruction (its fast paths pushed first);
    /// `None` when the instruction needs no further op.
    fn select(&mut self, ii: InstId, u: &mut Uses) -> Option<Op> {
        let f = self.f;
        let plan = self.plan;
        let inst = f.inst(ii);
        let dst = first_result(inst);
        let dsts = || -> Box<[Reg]> { inst.results.iter().map(|v| v.0).collect() };
        if let Some((base, dot)) = indexed_base(&inst.kind) {
            if let (Some(slot), None) = (plan.list_of[base.index()], f.value_names[base.index()]) {
                self.push(Op::ListIndexed { slot, dot }, inst.span);
            }
        }
        Some(match &inst.kind {
            InstKind::Const(k) => {
                self.c.consts.push(const_value(k));
                Op::Const {
                    dst,
                    k: (self.c.consts.len() - 1) as u32,
                }
            }
            InstKind::Undef(var) => {
                if self.c.reg_names[dst as usize].is_none() {
                    self.c.reg_names[dst as usize] = Some(*var);
                }
                self.cleared.insert(inst.results[0]);
                Op::Absent { dst }
            }
            // `clear x`: `x`'s slot empties (other writes of an absent value,
            // such as a statement that gave none to `ans`, leave the slot).
            InstKind::WriteVar(var, v) if self.cleared.contains(v) => Op::ClearVar { var: var.0 },
            InstKind::Copy(v) => Op::Copy {
                dst,
                src: u.next(*v),
            },
            InstKind::ReadVar(var) => Op::ReadVar { dst, var: var.0 },
            InstKind::WriteVar(var, v) => Op::WriteVar {
                var: var.0,
                src: u.next(*v),
            },
            InstKind::Unary(op, v) => Op::Unary {
                dst,
                op: *op,
                a: u.next(*v),
            },
            InstKind::Transpose { conjugate, operand } => Op::Transpose {
                dst,
                conj: *conjugate,
                a: u.next(*operand),
            },
            InstKind::Binary(op, a, b) => self.binary(ii, *op, *a, *b, u),
            InstKind::Range { start, step, stop } => self.range(dst, [start, stop], step, u),
            InstKind::Concat(rows) => Op::Concat {
                dst,
                rows: rows_of(rows, &mut |v| u.next(v), &plan.list_of),
            },
            InstKind::CellLiteral(rows) => Op::CellLit {
                dst,
                rows: rows_of(rows, &mut |v| u.next(v), &plan.list_of),
            },
            InstKind::Index {
                base, kind, args, ..
            } => self.index(ii, base, kind, args, u),
            InstKind::Field {
                base,
                name,
                for_update,
            } => Op::Field {
                dsts: dsts(),
                base: u.next(*base),
                name: name.as_str().into(),
                for_update: *for_update,
                list: plan.list_of[dst as usize],
                called: plan.called[dst as usize],
            },
            InstKind::DynField {
                base,
                name,
                for_update,
            } => {
                let base = u.next(*base);
                let name = u.next(*name);
                Op::DynField {
                    dsts: dsts(),
                    base,
                    name,
                    for_update: *for_update,
                    list: plan.list_of[dst as usize],
                }
            }
            InstKind::End { base, dim, count } => Op::End {
                dst,
                base: base.0,
                dim: *dim,
                count: *count,
            },
            InstKind::IndexAssign {
                base,
                kind,
                args,
                value,
            } => self.index_assign(ii, [base, value], kind, args, u),
            InstKind::IndexDelete { base, args } => {
                let base = u.next(*base);
                let args = plan.subscripts(args, u);
                Op::IndexDelete {
                    dst,
                    base,
                    args,
                    cp: self.cp_of(ii),
                }
            }
            InstKind::FieldAssign { base, name, value } => {
                let base = u.next(*base);
                let value = u.next(*value);
                Op::FieldAssign {
                    dst,
                    base,
                    name: name.as_str().into(),
                    value,
                    cp: self.cp_of(ii),
                }
            }
            InstKind::DynFieldAssign { base, name, value } => {
                let base = u.next(*base);
                let name = u.next(*name);
                let value = u.next(*value);
                Op::DynFieldAssign {
                    dst,
                    base,
                    name,
                    value,
                    cp: self.cp_of(ii),
                }
            }
            InstKind::Call { .. } => return self.call(ii, u),
            InstKind::SwitchMatch {
                subject,
                case_value,
            } => Op::SwitchMatch {
                dst,
                subject: subject.0,
                case: case_value.0,
            },
            InstKind::Defined(v) => Op::Defined { dst, v: v.0 },
            // The types analysis proves most reads present: they cost nothing.
            InstKind::Require(v) if self.facts.is_some_and(|ft| ft.present(*v)) => return None,
            InstKind::Require(v) => Op::Require { v: v.0 },
            InstKind::FuncHandle { name, target } => Op::FuncHandle {
                dst,
                name: name.as_str().into(),
                target: *target,
            },
            InstKind::Closure { func, captures } => Op::Closure {
                dst,
                func: *func,
                captures: captures.iter().map(|v| u.next(*v)).collect(),
            },
            InstKind::Truth(v) => Op::Truth { dst, a: u.next(*v) },
            InstKind::ForCount(v) => Op::ForCount {
                dst,
                iter: v.0,
                lazy: self.lazy_of[v.index()],
            },
            InstKind::ForItem { iter, k } => Op::ForItem {
                dst,
                iter: iter.0,
                k: k.0,
                lazy: self.lazy_of[iter.index()],
            },
            InstKind::Nargin => Op::Nargin { dst },
            InstKind::Nargout => Op::Nargout { dst },
            InstKind::Display { name, value } => Op::Display {
                name: name.as_str().into(),
                v: value.0,
                range: plan.spec_of[value.index()],
                list: plan.list_of[value.index()],
            },
            InstKind::DeclareGlobal(var, init) => Op::DeclareGlobal {
                var: var.0,
                slot: (self.res.global_slot)(&f.vars[var.index()].name),
                init: init.map(|v| u.next(v)),
            },
            InstKind::DeclarePersistent(var, init) => Op::DeclarePersistent {
                var: var.0,
                init: init.map(|v| u.next(v)),
            },
            InstKind::PushHandler { handler } => {
                self.fix.push(self.c.ops.len());
                Op::PushHandler {
                    pc: handler.0,
                    param: f.block(*handler).params.first().map(|v| v.0),
                }
            }
            InstKind::PopHandler => Op::PopHandler,
            InstKind::Eval { .. } => eval_op(f, inst, u),
        })
    }

    /// A range `start:step:stop`: lazy when only `for` loops read it.
    fn range(
        &mut self,
        dst: Reg,
        [start, stop]: [&ValueId; 2],
        step: &Option<ValueId>,
        u: &mut Uses,
    ) -> Op {
        let plan = self.plan;
        let start = u.next(*start);
        let step = step.map(|s| u.next(s));
        let stop = u.next(*stop);
        let lazy = if !plan.non_for_use[dst as usize] {
            self.c.nlazy += 1;
            self.lazy_of[dst as usize] = Some((self.c.nlazy - 1) as u32);
            self.lazy_of[dst as usize]
        } else {
            plan.idx_lazy[dst as usize]
        };
        Op::Range {
            dst,
            start,
            step,
            stop,
            lazy,
            spec: plan.spec_of[dst as usize],
        }
    }

    /// The copy policy of the update `i` (see `UpdateCopy`).
    fn cp_of(&self, i: InstId) -> UpdateCopy {
        match self.res.plan {
            None => UpdateCopy::Check,
            Some(p) if p.copy_at.contains(&(i, 0)) => UpdateCopy::Copy,
            Some(p) if self.trust_unique && p.unique.updates.contains(&i) => UpdateCopy::InPlace,
            Some(_) => UpdateCopy::Check,
        }
    }

    /// A binary operator: list checks of its operands, the scalar fast
    /// path, then the generic op.
    fn binary(&mut self, ii: InstId, op: BinOp, a: ValueId, b: ValueId, u: &mut Uses) -> Op {
        let inst = self.f.inst(ii);
        let dst = first_result(inst);
        for (v, other, lhs) in [(a, b, true), (b, a, false)] {
            if let Some(slot) = self.plan.list_of[v.index()] {
                let check = Op::ListCheck {
                    slot,
                    op,
                    lhs,
                    other: other.0,
                };
                self.push(check, inst.span);
            }
        }
        let (d, x, y) = (dst, a.0, b.0);
        let fast = match op {
            BinOp::Add => Some(Op::AddS { dst: d, a: x, b: y }),
            BinOp::Sub => Some(Op::SubS { dst: d, a: x, b: y }),
            BinOp::Mul | BinOp::MatMul => Some(Op::MulS { dst: d, a: x, b: y }),
            BinOp::Div | BinOp::MatDiv => Some(Op::DivS { dst: d, a: x, b: y }),
            BinOp::Lt => Some(Op::LtS { dst: d, a: x, b: y }),
            BinOp::Le => Some(Op::LeS { dst: d, a: x, b: y }),
            BinOp::Gt => Some(Op::GtS { dst: d, a: x, b: y }),
            BinOp::Ge => Some(Op::GeS { dst: d, a: x, b: y }),
            BinOp::Eq => Some(Op::EqS { dst: d, a: x, b: y }),
            BinOp::Ne => Some(Op::NeS { dst: d, a: x, b: y }),
            _ => None,
        };
        if let Some(op) = fast {
            self.push(op, inst.span);
        }
        let conformable = self.facts.is_some_and(|ft| ft.conformable(ii));
        let a = u.next(a);
        let b = u.next(b);
        Op::Binary {
            dst,
            op,
            a,
            b,
            conformable,
        }
    }

    /// A subscript `a(...)`/`a{...}`: the one- and two-subscript fast
    /// paths, then the generic op.
    fn index(
        &mut self,
        ii: InstId,
        base: &ValueId,
        kind: &IndexKind,
        args: &[Arg],
        u: &mut Uses,
    ) -> Op {
        let plan = self.plan;
        let inst = self.f.inst(ii);
        let for_update = matches!(
            inst.kind,
            InstKind::Index {
                for_update: true,
                ..
            }
        );
        let dst = first_result(inst);
        let lazy_arg = plan.has_lazy_sub(args);
        if *kind == IndexKind::Paren
            && inst.results.len() == 1
            && plan.list_of[dst as usize].is_none()
            && !lazy_arg
        {
            let (b, span) = (base.0, inst.span);
            match scalar_subs(args) {
                Some((i, None)) => self.push(Op::Index1 { dst, base: b, i }, span),
                Some((i, Some(j))) => self.push(Op::Index2 { dst, base: b, i, j }, span),
                None => {}
            }
        }
        let base = u.next(*base);
        let args = plan.subscripts(args, u);
        Op::Index {
            dsts: inst.results.iter().map(|v| v.0).collect(),
            base,
            kind: *kind,
            args,
            for_update,
            list: plan.list_of[dst as usize],
        }
    }

    /// An indexed assignment: the one- and two-subscript fast paths (when
    /// the base moves in), then the generic op.
    fn index_assign(
        &mut self,
        ii: InstId,
        [base, value]: [&ValueId; 2],
        kind: &IndexKind,
        args: &[Arg],
        u: &mut Uses,
    ) -> Op {
        let plan = self.plan;
        let inst = self.f.inst(ii);
        let dst = first_result(inst);
        // The base is the first operand: its last-use bit is bit 0.
        let lazy_arg = plan.has_lazy_sub(args);
        if *kind == IndexKind::Paren
            && u.mask & 1 != 0
            && plan.hoisted[base.index()].is_none()
            && !lazy_arg
        {
            let (b, value, cp) = (base.0, value.0, self.cp_of(ii));
            let fast = match scalar_subs(args) {
                Some((i, None)) => Some(Op::Assign1 {
                    dst,
                    base: b,
                    i,
                    value,
                    cp,
                }),
                Some((i, Some(j))) => Some(Op::Assign2 {
                    dst,
                    base: b,
                    i,
                    j,
                    value,
                    cp,
                }),
                None => None,
            };
            if let Some(op) = fast {
                self.push(op, inst.span);
            }
        }
        let base = u.next(*base);
        let args = plan.subscripts(args, u);
        let field = plan.field_made[value.index()];
        let value = u.next(*value);
        Op::IndexAssign {
            dst,
            base,
            kind: *kind,
            args,
            value,
            cp: self.cp_of(ii),
            field,
        }
    }

    /// A call; `None` when a constant function's value was loaded instead.
    fn call(&mut self, ii: InstId, u: &mut Uses) -> Option<Op> {
        let (f, res, plan) = (self.f, self.res, self.plan);
        let inst = f.inst(ii);
        let InstKind::Call { callee, args, stmt } = &inst.kind else {
            unreachable!("call of a non-call")
        };
        let dst = first_result(inst);
        // `display(x)` prints with the variable's name, as `x` without a semicolon does.
        if let (Callee::Builtin(n), [Arg::Value(v)], true) = (callee, args.as_slice(), *stmt) {
            if let (true, Some(var)) = (
                n == "display",
                f.value_names.get(v.index()).copied().flatten(),
            ) {
                return Some(Op::Display {
                    name: f.vars[var.index()].name.as_str().into(),
                    v: v.0,
                    range: plan.spec_of[v.index()],
                    list: None,
                });
            }
        }
        let callee = match callee {
            Callee::Func(id) if res.plan.is_some_and(|p| p.untrusted_calls.contains(&ii)) => {
                CalleeOp::FuncGuarded(*id)
            }
            Callee::Func(id) => CalleeOp::Func(*id),
            Callee::Builtin(name) => resolve_builtin(name, res),
            Callee::Handle(h) => CalleeOp::Handle(u.next(*h)),
            Callee::Unresolved(name) => match resolve_builtin(name, res) {
                CalleeOp::Unresolved(n) => CalleeOp::Unresolved(n),
                other => other,
            },
        };
        let builtin_name = match &callee {
            CalleeOp::Builtin(b) => Some(b.name),
            CalleeOp::Intrinsic(i) => Some(i.name()),
            _ => None,
        };
        let callee = match builtin_name {
            // Octave's internal `__name__` functions take `:` as text.
            Some(n) if !n.starts_with("__") && args.contains(&Arg::Colon) => {
                CalleeOp::ColonArgument
            }
            _ => callee,
        };
        // Constant functions (`pi`, `i`, ...) called without arguments.
        if let (CalleeOp::Builtin(Builtin { name, .. }), [], false, 1) =
            (&callee, args.as_slice(), *stmt, inst.results.len())
        {
            if let Some(k) = constant_function(name) {
                self.c.consts.push(k);
                let op = Op::Const {
                    dst,
                    k: (self.c.consts.len() - 1) as u32,
                };
                self.push(op, inst.span);
                return None;
            }
        }
        if let (CalleeOp::Builtin(Builtin { name, .. }), [Arg::Value(v)], false, 1) =
            (&callee, args.as_slice(), *stmt, inst.results.len())
        {
            if let Some(f) = ScalarMath::of(name) {
                self.push(Op::Math1 { dst, f, a: v.0 }, inst.span);
            }
        }
        let mut args = match callee {
            // Subscripts when the value called is not a handle.
            CalleeOp::Handle(_) => plan.subscripts(args, u),
            _ => args_of(args, &mut |v| u.next(v), &plan.list_of),
        };
        if let Some(p) = res.plan {
            // Copies the plan placed at this call: operand index k
            // counts the handle (if any) then the value arguments.
            let mut k = usize::from(matches!(callee, CalleeOp::Handle(_)));
            for a in args.iter_mut() {
                match *a {
                    OpArg::Val(u) | OpArg::Spread(u, _) => {
                        if p.copy_at.contains(&(ii, k)) {
                            *a = OpArg::Copy(u);
                        } else if let Some(fi) = p.final_moves.get(&(ii, k)) {
                            *a = OpArg::CopyUnlessFinal {
                                u,
                                counter: fi.counter.0,
                                count: fi.count.0,
                            };
                        }
                        k += 1;
                    }
                    OpArg::Lazy(..) | OpArg::Copy(_) | OpArg::CopyUnlessFinal { .. } => k += 1,
                    OpArg::Colon => {}
                }
            }
        }
        Some(Op::Call {
            dsts: inst.results.iter().map(|v| v.0).collect(),
            callee,
            args,
            stmt: *stmt,
        })
    }

    /// The fused form of `op` (`crate::fuse`) when its value or an operand
    /// has a fuse slot; it runs first and skips the ops after it.
    fn fused(&self, ii: InstId, op: &Op) -> Option<Op> {
        let slot = |r: Reg| self.plan.fuse_slot[r as usize];
        let root = self.plan.fuse_root[ii.index()];
        match op {
            Op::Binary {
                dst, op: bop, a, b, ..
            } if slot(*dst).is_some() || root => Some(Op::FuseBin(Box::new(FuseBin {
                slot: slot(*dst),
                dst: *dst,
                op: *bop,
                a: *a,
                b: *b,
                a_slot: slot(a.r),
                b_slot: slot(b.r),
                skip: 0,
                plan: 0,
                stmt: NO_STMT,
            }))),
            Op::Index {
                dsts, base, args, ..
            } if dsts.len() == 1 && slot(dsts[0]).is_some() => {
                Some(Op::FuseIndex(Box::new(FuseIndex {
                    slot: slot(dsts[0]).unwrap_or_default(),
                    dst: dsts[0],
                    base: *base,
                    args: args.clone(),
                    skip: 0,
                })))
            }
            Op::Transpose { dst, a, .. } if slot(*dst).is_some() || root => {
                Some(Op::FuseUnary(Box::new(FuseUnary {
                    slot: slot(*dst),
                    dst: *dst,
                    f: Unary::Transpose,
                    a: *a,
                    a_slot: slot(a.r),
                    skip: 0,
                    plan: 0,
                })))
            }
            Op::Call { dsts, args, .. } if slot(dsts[0]).is_some() || root => {
                let f = fused_call(self.f.inst(ii))?;
                let [OpArg::Val(a)] = args[..] else {
                    return None;
                };
                Some(Op::FuseUnary(Box::new(FuseUnary {
                    slot: slot(dsts[0]),
                    dst: dsts[0],
                    f,
                    a,
                    a_slot: slot(a.r),
                    skip: 0,
                    plan: 0,
                })))
            }
            Op::Range {
                dst,
                start,
                step,
                stop,
                ..
            } if slot(*dst).is_some() => Some(Op::FuseRange(Box::new(FuseRange {
                slot: slot(*dst).unwrap_or_default(),
                dst: *dst,
                start: *start,
                step: *step,
                stop: *stop,
                skip: 0,
            }))),
            Op::IndexAssign {
                dst,
                base,
                args,
                value,
                cp,
                ..
            } if slot(value.r).is_some() => Some(Op::FuseAssign(Box::new(FuseAssign {
                dst: *dst,
                base: *base,
                args: args.clone(),
                value: *value,
                v_slot: slot(value.r).unwrap_or_default(),
                cp: *cp,
                skip: 0,
                plan: 0,
                stmt: NO_STMT,
            }))),
            _ => None,
        }
    }

    /// Copies on edges into loops: fill the parameter before the jump,
    /// and leave that move out of the jump; then the tests on loop entries.
    /// Returns the (target block, parameter) moves already done.
    fn edge_copies(&mut self, bi: usize) -> Vec<(u32, usize)> {
        let (f, res) = (self.f, self.res);
        let b = &f.blocks[bi];
        let masks = self.lu.term[bi];
        let mut edge_done: Vec<(u32, usize)> = Vec::new();
        let here = ir::BlockId(bi as u32);
        if let Some(ecs) = res.plan.and_then(|p| p.edge_copies.get(&here)) {
            for (ti, t) in b.term.targets().into_iter().enumerate() {
                for ec in ecs.iter().filter(|e| e.target == t.block) {
                    let a = t.args[ec.param];
                    let p = f.block(t.block).params[ec.param];
                    // Before a branch the argument may still be needed on the other path.
                    let mask = masks[ti.min(1)];
                    let mv = matches!(b.term, Terminator::Jump(_))
                        && ec.param < 64
                        && mask >> ec.param & 1 != 0;
                    let op = Op::CopyInto {
                        dst: p.0,
                        src: Use { r: a.0, mv },
                    };
                    self.push(op, b.span);
                    edge_done.push((t.block.0, ec.param));
                }
            }
        }
        // Tests on loop entries: the argument is made unique in its register,
        // then the jump moves it into the parameter (`trust_unique` checked
        // that it does).
        if self.trust_unique {
            if let Some(ecs) = res.plan.and_then(|p| p.unique.edge_checks.get(&here)) {
                for ec in ecs {
                    for t in b
                        .term
                        .targets()
                        .into_iter()
                        .filter(|t| t.block == ec.target)
                    {
                        self.push(
                            Op::Ensure {
                                r: t.args[ec.param].0,
                            },
                            b.span,
                        );
                    }
                }
            }
        }
        edge_done
    }

    /// The moves of a jump to `t` (block parameters from their arguments),
    /// and whether they must run as a parallel copy.
    fn moves(
        &self,
        t: &ir::Target,
        mask: u64,
        edge_done: &[(u32, usize)],
    ) -> (Box<[(Use, Reg)]>, bool) {
        let params = &self.f.block(t.block).params;
        let mut mv = Vec::new();
        let mut parallel = false;
        for (i, (a, p)) in t.args.iter().zip(params).enumerate() {
            if a == p || edge_done.contains(&(t.block.0, i)) {
                continue;
            }
            if params.contains(a) {
                parallel = true;
            }
            mv.push((
                Use {
                    r: a.0,
                    mv: i < 64 && mask >> i & 1 != 0 && self.plan.hoisted[a.index()].is_none(),
                },
                p.0,
            ));
        }
        (mv.into_boxed_slice(), parallel)
    }

    /// The ops of a block's terminator.
    fn terminator(&mut self, bi: usize, edge_done: &[(u32, usize)]) {
        let b = &self.f.blocks[bi];
        let masks = self.lu.term[bi];
        let op = match &b.term {
            Terminator::Jump(t) => {
                let (m, parallel) = self.moves(t, masks[0], edge_done);
                self.fix.push(self.c.ops.len());
                Op::Jump {
                    pc: t.block.0,
                    moves: m,
                    parallel,
                }
            }
            Terminator::Branch { cond, then_, else_ } => {
                let (tm, tp) = self.moves(then_, masks[0], edge_done);
                let (em, ep) = self.moves(else_, masks[1], edge_done);
                let (cond, bspan) = match self.plan.truth_alias[cond.index()] {
                    Some((x, sp)) => (x, sp),
                    None => (*cond, b.span),
                };
                if !(tp || ep) {
                    self.fix.push(self.c.ops.len());
                    let op = Op::Branch {
                        cond: cond.0,
                        then_pc: then_.block.0,
                        then_moves: tm,
                        else_pc: else_.block.0,
                        else_moves: em,
                    };
                    self.push(op, bspan);
                    return;
                }
                // Parallel copies in branches are rare; route them through
                // jump pads placed after the branch.
                let here = self.c.ops.len() as u32;
                let op = Op::Branch {
                    cond: cond.0,
                    then_pc: here + 1,
                    then_moves: Box::new([]),
                    else_pc: here + 2,
                    else_moves: Box::new([]),
                };
                self.push(op, bspan);
                self.fix.push(self.c.ops.len());
                let pad = Op::Jump {
                    pc: then_.block.0,
                    moves: tm,
                    parallel: tp,
                };
                self.push(pad, b.span);
                self.fix.push(self.c.ops.len());
                Op::Jump {
                    pc: else_.block.0,
                    moves: em,
                    parallel: ep,
                }
            }
            Terminator::Return(outs) => Op::Return {
                outs: outs.iter().map(|o| o.map(|v| v.0)).collect(),
            },
            Terminator::Rethrow(v) => Op::Rethrow { v: v.0 },
            Terminator::Unreachable => Op::Trap,
        };
        self.push(op, b.span);
    }

    /// The registers of a straight-line region's array inputs whose last
    /// use is one of its statements: dropped once it finishes, as the ops it
    /// stands for would have (an array kept past its last use doubles the
    /// storage a loop holds, and fresh storage costs page faults).
    fn dead_in_straight(
        f: &Function,
        lu: &LastUses,
        hoisted: &[Option<u32>],
        r: &lir::Region,
    ) -> Vec<u32> {
        let Some(entry) = r.entry else {
            return Vec::new();
        };
        let insts = &f.blocks[r.header as usize].insts;
        let at = insts
            .iter()
            .position(|j| j.0 == entry)
            .unwrap_or(insts.len());
        let mut ops = Vec::new();
        let mut dead = Vec::new();
        for &ii in insts.iter().skip(at).take(r.num_mir_insts) {
            ops.clear();
            inst_operands(&f.inst(ii).kind, &mut ops);
            let mask = lu.inst[ii.index()];
            for (pos, v) in ops.iter().enumerate().take(64) {
                // As `Uses::next`: a hoisted constant lives on in its register.
                let array = r.inputs.iter().any(|i| i.v == v.0 && i.ty == lir::Ty::Arr);
                if mask >> pos & 1 != 0 && array && hoisted[v.index()].is_none() {
                    dead.push(v.0);
                }
            }
        }
        dead
    }

    /// Patches block targets to program counters, the lazy slots of
    /// reservations and the native regions' entries.
    fn finish(self, regions: Vec<lir::Region>) -> Code {
        let mut c = self.c;
        for &i in &self.fix {
            match &mut c.ops[i] {
                Op::Jump { pc, .. } | Op::PushHandler { pc, .. } => {
                    *pc = self.block_pc[*pc as usize]
                }
                Op::Branch {
                    then_pc, else_pc, ..
                } => {
                    *then_pc = self.block_pc[*then_pc as usize];
                    *else_pc = self.block_pc[*else_pc as usize];
                }
                _ => {}
            }
        }
        for op in &mut c.ops {
            if let Op::Reserve(r) = op {
                if let ReserveSize::MaxOfIter { iter, lazy } = &mut r.size {
                    *lazy = self.lazy_of[*iter as usize];
                }
            }
        }
        c.entry_pc = self.block_pc[self.f.entry.index()];
        c.inst_pc = self.inst_pc.clone();
        c.term_pc = self.term_pc.clone();
        c.lazy_of = self.lazy_of.clone();
        let mut lowered_regions: Vec<Option<lir::Region>> = regions.into_iter().map(Some).collect();
        for &(k, at) in &self.native_ops {
            let Some(r) = lowered_regions[k].take() else {
                continue;
            };
            let dead = Self::dead_in_straight(self.f, self.lu, &self.plan.hoisted, &r);
            let n = Rc::new(NativeRegion::new(
                r,
                &self.inst_pc,
                &self.term_pc,
                &self.lazy_of,
                &c.ops,
                dead,
            ));
            c.ops[at] = Op::Native(n.clone());
            c.regions.push(n);
        }
        if self.res.verify {
            c.verified = vec![false; c.nregs];
            for op in &c.ops {
                if let Op::Verify(checks) = op {
                    for ch in checks.iter() {
                        c.verified[ch.r as usize] = true;
                    }
                }
            }
        }
        c
    }
}

/// `eval(code)` / `evalc`: a statement (its value shown as `ans`) runs
/// with nargout 0, the code displaying and setting `ans` itself.
fn eval_op(f: &Function, inst: &ir::Inst, u: &mut Uses) -> Op {
    let InstKind::Eval {
        code,
        catch_code,
        capture,
    } = &inst.kind
    else {
        unreachable!("eval_op of a non-eval")
    };
    let code = u.next(*code);
    let catch = catch_code.map(|v| u.next(v));
    let stmt = *capture
        || inst.results.first().is_some_and(|r| {
            f.insts.iter().any(|i| match &i.kind {
                InstKind::Display { name, value } => name == "ans" && value == r,
                InstKind::WriteVar(var, value) => value == r && f.vars[var.index()].name == "ans",
                _ => false,
            })
        });
    Op::Eval {
        dst: inst.results.first().map(|r| r.0),
        code,
        catch,
        nout: if stmt { 0 } else { inst.results.len() as u32 },
        capture: *capture,
    }
}

/// The value of a builtin that takes no arguments and always returns the same value.
/// The constants `compile` loads into their registers once (number, logical
/// and complex literals, and `pi`, `i`, ... called without arguments).
pub(crate) fn hoistable(f: &Function, res: &Resolver) -> Vec<(ValueId, Value)> {
    let mut out = Vec::new();
    for inst in &f.insts {
        let Some(r) = inst.results.first() else {
            continue;
        };
        let k = match &inst.kind {
            InstKind::Const(k) => const_value(k),
            InstKind::Call {
                callee: Callee::Builtin(name) | Callee::Unresolved(name),
                args,
                stmt: false,
            } if args.is_empty() && inst.results.len() == 1 => {
                match (resolve_builtin(name, res), constant_function(name)) {
                    (CalleeOp::Builtin(..), Some(k)) => k,
                    _ => continue,
                }
            }
            _ => continue,
        };
        if matches!(k, Value::Num(_) | Value::Bool(_) | Value::Complex(_)) {
            out.push((*r, k));
        }
    }
    out
}

/// Per value, whether an instruction other than a `for`'s count and item
/// reads it (a range only those read stays lazy).
pub(crate) fn non_for_uses(f: &Function) -> Vec<bool> {
    let mut non_for_use = vec![false; f.num_values as usize];
    let mut ops_buf = Vec::new();
    for inst in &f.insts {
        ops_buf.clear();
        match &inst.kind {
            InstKind::ForCount(_) => {}
            InstKind::ForItem { k, .. } => non_for_use[k.index()] = true,
            k => {
                inst_operands(k, &mut ops_buf);
                for v in &ops_buf {
                    non_for_use[v.index()] = true;
                }
            }
        }
    }
    term_operands(f, |v| non_for_use[v.index()] = true);
    non_for_use
}

/// Per value, whether a range instruction defines it.
pub(crate) fn range_defs(f: &Function) -> Vec<bool> {
    let mut is_range_def = vec![false; f.num_values as usize];
    for inst in &f.insts {
        if let (InstKind::Range { .. }, Some(r)) = (&inst.kind, inst.results.first()) {
            is_range_def[r.index()] = true;
        }
    }
    is_range_def
}

/// The value of a no-argument call of builtin `name` that is a constant
/// (`pi`, `true`).
fn constant_function(name: &str) -> Option<Value> {
    use decls::rule::Const;
    Some(match decls::lookup(name)?.constant()? {
        Const::Num(x) => Value::Num(x),
        Const::Imag => Value::Complex(runtime::C64::new(0.0, 1.0)),
        Const::Bool(b) => Value::Bool(b),
    })
}

/// For each instruction, its operands that are dead after it.
fn dying_values(f: &Function) -> Vec<Vec<ValueId>> {
    let live = mir::liveness::liveness(f);
    let mut out = vec![Vec::new(); f.insts.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut cur = live.live_out[bi].clone();
        for v in b.term.operands() {
            cur.insert(v);
        }
        for &i in b.insts.iter().rev() {
            let inst = f.inst(i);
            for r in &inst.results {
                cur.remove(*r);
            }
            let ops = inst.kind.operands();
            out[i.index()] = ops.iter().copied().filter(|v| !cur.contains(*v)).collect();
            for v in ops {
                cur.insert(v);
            }
        }
    }
    out
}

fn resolve_builtin(name: &str, res: &Resolver) -> CalleeOp {
    if let Some(i) = (res.intrinsic)(name) {
        return CalleeOp::Intrinsic(i);
    }
    match runtime::builtins::lookup(name) {
        Some(b) => CalleeOp::Builtin(b),
        None => CalleeOp::Unresolved(name.into()),
    }
}

fn args_of(
    args: &[Arg],
    u: &mut impl FnMut(ValueId) -> Use,
    lists: &[Option<u32>],
) -> Box<[OpArg]> {
    args.iter()
        .map(|a| match a {
            Arg::Value(v) => OpArg::Val(u(*v)),
            Arg::Spread(v) => OpArg::Spread(u(*v), lists[v.index()]),
            Arg::Colon => OpArg::Colon,
        })
        .collect()
}

/// Subscripts that are index-only lazy ranges read the frame's lazy slot.
fn lazy_subs(args: Box<[OpArg]>, lazy: &[Option<u32>]) -> Box<[OpArg]> {
    args.into_vec()
        .into_iter()
        .map(|a| match a {
            OpArg::Val(u) => match lazy[u.r as usize] {
                Some(l) => OpArg::Lazy(u, l),
                None => OpArg::Val(u),
            },
            a => a,
        })
        .collect()
}

fn rows_of(
    rows: &[Vec<Arg>],
    u: &mut impl FnMut(ValueId) -> Use,
    lists: &[Option<u32>],
) -> Box<[Box<[OpArg]>]> {
    rows.iter().map(|r| args_of(r, u, lists)).collect()
}
