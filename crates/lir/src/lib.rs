//! LIR: a typed, monomorphic lowering of MIR loops for the native tier.
//!
//! A `Region` is one loop of a MIR function (its header and body), or the
//! elementwise statements of one block outside every loop that take two
//! reductions or more (`lower::vector`), in which every
//! value has a `Ty`: an unboxed `f64` or `bool` scalar, a double scalar that
//! may be complex (`C64`), a char scalar, a real double 2-D array handle
//! (data pointer and extents, fixed while the region runs), a char 2-D array
//! only read, or a lazy `for` range. Values keep their MIR numbers so that a region reads its
//! inputs from, and writes its results back to, the interpreter's registers.
//! Whatever the region cannot do itself (an index out of bounds, growth, a
//! NaN condition, `sqrt` of a negative) is an exit: the interpreter resumes
//! at that MIR instruction with the registers written back, and raises
//! Octave's error or takes the generic path itself, so results never differ.
//!
//! Elementwise statements on arrays of one shape become a counted loop over
//! their elements (`lower::vector`), whose arrays are never made.
//! Small vectors of known length (`[x, y]`, a row `A(i, :)`) are kept as
//! their elements (`lower::small`) and made only where the interpreter
//! resumes with them live. A statement in a branch of a loop that LIR cannot
//! express is left to the interpreter (`Region::leaves`), which enters the
//! loop again at its header.
//!
//! A call to a user function whose body LIR expresses is inlined: its
//! blocks join the region with values numbered after the caller's, and
//! every exit inside it resumes the interpreter before the call, which then
//! runs the whole call itself (the callee updates no array, so nothing it
//! did is visible); a callee that updates an array passed to it (its last
//! use in the caller) is a `Frame`: its exits resume inside it.
//!
//! Code map: `lower` (which loops and statements become regions, and their
//! lowering), `verify` (the checks a region passes before it is compiled),
//! `print` (the text `matc ir --lir` prints), `parse` (reads that text back, for
//! the IR filetests under `tests/lir`).

mod lower;
pub mod parse;
mod print;
mod verify;

pub use lower::{regions, Env, Lowered};
pub use verify::verify;

/// A LIR value: its MIR value number, or a temporary numbered after them.
pub type V = u32;

/// The bits of a double that stands for a variable not yet defined (one the
/// loop sets before reading it, read after the loop, entered undefined): a
/// quiet NaN whose payload no arithmetic on numbers makes. It only moves
/// between block parameters; every other read checks for it (`Present`).
pub const ABSENT: u64 = 0x7ff8_0000_dead_0001;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    F64,
    Bool,
    /// A real double array with two dimensions.
    Arr,
    /// A lazy `for` range (base, increment, count, last element).
    Range,
    /// A double scalar that may be complex: real and imaginary parts. It
    /// is the interpreter's real `Num` when the imaginary part is zero
    /// (every operation narrows, as Octave's do) and `Complex` otherwise.
    C64,
    /// A char scalar, held as its code (a double); the interpreter's 1x1
    /// char. Arithmetic and comparisons read it through `Code`.
    Char,
    /// A char array with two dimensions, only read (bytes, as Octave
    /// stores characters): its elements load as `Char`.
    Chars,
}

/// A value the region reads when it is entered.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    pub v: V,
    pub ty: Ty,
    /// For a range: the frame's lazy-range slot that holds it.
    pub lazy: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinF {
    Add,
    Sub,
    Mul,
    Div,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// The elementwise builtins with a kernel (`decls`): `Math` of one real
/// double, `Math2` of two, computed by the same kernel as every other tier.
pub use decls::{Math, Math2, Native, Native2};

/// An extent of a 2-D array, as a double.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extent {
    /// `size(a, 1)`
    Rows,
    /// `size(a, 2)`
    Cols,
    /// `numel(a)`
    Numel,
    /// `length(a)`: zero when empty, else the larger extent.
    Length,
}

impl Extent {
    pub fn name(self) -> &'static str {
        match self {
            Extent::Rows => "rows",
            Extent::Cols => "cols",
            Extent::Numel => "numel",
            Extent::Length => "length",
        }
    }
}

/// What a complex scalar gives as a real one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Re,
    Im,
    /// `abs`: the hypotenuse of the parts.
    Abs,
}

/// One instruction. `exit` is an index into `Region::resumes`: the region
/// stops there and the interpreter runs that MIR instruction itself.
#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    ConstF {
        dst: V,
        x: f64,
    },
    ConstB {
        dst: V,
        b: bool,
    },
    /// A logical as a double (0 or 1).
    ToF64 {
        dst: V,
        a: V,
    },
    ConstC {
        dst: V,
        re: f64,
        im: f64,
    },
    /// A double as a complex scalar (imaginary part zero).
    ToC64 {
        dst: V,
        a: V,
    },
    /// `a + b`, `a - b` or `a * b` (`op` is not `Div`) of complex scalars,
    /// as the interpreter's scalar path computes them: a real operand (an
    /// imaginary part of zero) scales the other's parts, two real ones
    /// multiply as doubles.
    CBin {
        dst: V,
        op: BinF,
        a: V,
        b: V,
    },
    CNeg {
        dst: V,
        a: V,
    },
    /// `exp` of a complex scalar (a real one gives a real result), computed
    /// by the interpreter's function.
    CExp {
        dst: V,
        a: V,
    },
    /// `real`, `imag` or `abs` of a complex scalar (a double).
    CPart {
        dst: V,
        f: Part,
        a: V,
    },
    Copy {
        dst: V,
        a: V,
    },
    Bin {
        dst: V,
        op: BinF,
        a: V,
        b: V,
    },
    /// `a ^ b`; exits when `a < 0` and `b` is not whole (a complex result).
    Pow {
        dst: V,
        a: V,
        b: V,
        exit: u32,
    },
    Cmp {
        dst: V,
        op: Cmp,
        a: V,
        b: V,
    },
    Neg {
        dst: V,
        a: V,
    },
    /// `~a` of a logical.
    NotB {
        dst: V,
        a: V,
    },
    /// `~a` of a double: exits on NaN.
    NotF {
        dst: V,
        a: V,
        exit: u32,
    },
    /// `a & b` / `a | b` of doubles: exits when either is NaN.
    Logic {
        dst: V,
        and: bool,
        a: V,
        b: V,
        exit: u32,
    },
    /// The truth of a double as `if` reads it: exits on NaN.
    Truth {
        dst: V,
        a: V,
        exit: u32,
    },
    /// A kernel of a double; where the kernel's domain is not every
    /// number, `exit` is taken for an argument outside it (the interpreter
    /// then makes the complex result).
    Math {
        dst: V,
        f: Math,
        a: V,
        exit: Option<u32>,
    },
    Math2 {
        dst: V,
        f: Math2,
        a: V,
        b: V,
    },
    Extent {
        dst: V,
        what: Extent,
        arr: V,
    },
    /// `base:inc:limit` as a lazy range, counted as the interpreter counts
    /// it; exits when it cannot be lazy (a bound not finite, too many elements).
    MakeRange {
        dst: V,
        base: V,
        inc: V,
        limit: V,
        exit: u32,
    },
    /// The iteration count of a lazy range.
    ForCount {
        dst: V,
        range: V,
    },
    /// Element `k` (a whole double) of a lazy range.
    ForItem {
        dst: V,
        range: V,
        k: V,
    },
    /// Element `k` (from 0, a whole double) of a real double row that a
    /// `for` loop runs over (a range the program also uses as an array):
    /// exits unless `arr` is a row with more than `k` elements.
    ForElem {
        dst: V,
        arr: V,
        k: V,
        exit: u32,
    },
    /// A one-character constant (`'a'`), as its code.
    ConstChar {
        dst: V,
        c: u8,
    },
    /// A char scalar's code as a double (`'a' + 1`, `s(i) == t(j)`).
    Code {
        dst: V,
        a: V,
    },
    /// `arr(i)` or `arr(i, j)`: exits unless every subscript is a whole
    /// number within the array's extents (`exit: None`: the lowering has
    /// proven them so, as it does for the elements of an elementwise loop).
    Load {
        dst: V,
        arr: V,
        idx: Vec<V>,
        exit: Option<u32>,
    },
    /// `dst = arr` with `arr(i) = x` or `arr(i, j) = x` in place (the same
    /// storage; `dst` is the array's next version): exits as `Load` does
    /// (growth is left to the interpreter).
    Store {
        dst: V,
        arr: V,
        idx: Vec<V>,
        x: V,
        exit: Option<u32>,
    },
    /// Exits when `a` is `ABSENT` (a variable read before it is defined:
    /// the interpreter raises Octave's error); `dst` is true.
    Present {
        dst: V,
        a: V,
        exit: u32,
    },
    /// `c ? a : b` of doubles (an element an elementwise loop replaces:
    /// `r(k) = 1` of an array it never stores).
    Select {
        dst: V,
        c: V,
        a: V,
        b: V,
    },
    /// `a && b` / `a || b` of logicals.
    LogicB {
        dst: V,
        and: bool,
        a: V,
        b: V,
    },
    /// A hint: a long loop reads `arr(k)` now and the elements after it
    /// in order, so the native code asks the memory for those a few
    /// hundred ahead. A loop of chained additions and comparisons over an
    /// array bigger than the caches waits on every line it reads without
    /// (lgdr's digest of 8e6 elements: 26 ms, and 11 with). Changes no
    /// value; `dst` is true.
    Prefetch {
        dst: V,
        arr: V,
        k: V,
    },
}

impl Inst {
    pub fn dst(&self) -> V {
        match self {
            Inst::ConstF { dst, .. }
            | Inst::ConstB { dst, .. }
            | Inst::ToF64 { dst, .. }
            | Inst::ConstC { dst, .. }
            | Inst::ToC64 { dst, .. }
            | Inst::CBin { dst, .. }
            | Inst::CNeg { dst, .. }
            | Inst::CExp { dst, .. }
            | Inst::CPart { dst, .. }
            | Inst::Copy { dst, .. }
            | Inst::Bin { dst, .. }
            | Inst::Pow { dst, .. }
            | Inst::Cmp { dst, .. }
            | Inst::Neg { dst, .. }
            | Inst::NotB { dst, .. }
            | Inst::NotF { dst, .. }
            | Inst::Logic { dst, .. }
            | Inst::Truth { dst, .. }
            | Inst::Math { dst, .. }
            | Inst::Math2 { dst, .. }
            | Inst::Extent { dst, .. }
            | Inst::MakeRange { dst, .. }
            | Inst::ForCount { dst, .. }
            | Inst::ForItem { dst, .. }
            | Inst::ForElem { dst, .. }
            | Inst::Code { dst, .. }
            | Inst::ConstChar { dst, .. }
            | Inst::Load { dst, .. }
            | Inst::Store { dst, .. }
            | Inst::Select { dst, .. }
            | Inst::Present { dst, .. }
            | Inst::Prefetch { dst, .. }
            | Inst::LogicB { dst, .. } => *dst,
        }
    }
    /// The resume point the instruction leaves through when it cannot
    /// finish (`None`: it always does).
    pub fn exit(&self) -> Option<u32> {
        match self {
            Inst::Pow { exit, .. }
            | Inst::NotF { exit, .. }
            | Inst::Logic { exit, .. }
            | Inst::Truth { exit, .. }
            | Inst::MakeRange { exit, .. }
            | Inst::Present { exit, .. }
            | Inst::ForElem { exit, .. } => Some(*exit),
            Inst::Math { exit, .. } | Inst::Load { exit, .. } | Inst::Store { exit, .. } => *exit,
            _ => None,
        }
    }
    pub fn operands(&self) -> Vec<V> {
        match self {
            Inst::ConstF { .. }
            | Inst::ConstB { .. }
            | Inst::ConstC { .. }
            | Inst::ConstChar { .. } => vec![],
            Inst::ToC64 { a, .. }
            | Inst::CNeg { a, .. }
            | Inst::CExp { a, .. }
            | Inst::CPart { a, .. } => vec![*a],
            Inst::CBin { a, b, .. } | Inst::Math2 { a, b, .. } => vec![*a, *b],
            Inst::Extent { arr, .. } => vec![*arr],
            Inst::ToF64 { a, .. }
            | Inst::Code { a, .. }
            | Inst::Present { a, .. }
            | Inst::Copy { a, .. }
            | Inst::Neg { a, .. }
            | Inst::NotB { a, .. }
            | Inst::NotF { a, .. }
            | Inst::Truth { a, .. }
            | Inst::Math { a, .. } => vec![*a],
            Inst::Bin { a, b, .. }
            | Inst::Pow { a, b, .. }
            | Inst::Cmp { a, b, .. }
            | Inst::Logic { a, b, .. }
            | Inst::LogicB { a, b, .. } => vec![*a, *b],
            Inst::Select { c, a, b, .. } => vec![*c, *a, *b],
            Inst::MakeRange {
                base, inc, limit, ..
            } => vec![*base, *inc, *limit],
            Inst::ForCount { range, .. } => vec![*range],
            Inst::ForItem { range, k, .. } => vec![*range, *k],
            Inst::ForElem { arr, k, .. } | Inst::Prefetch { arr, k, .. } => vec![*arr, *k],
            Inst::Load { arr, idx, .. } => {
                std::iter::once(*arr).chain(idx.iter().copied()).collect()
            }
            Inst::Store { arr, idx, x, .. } => std::iter::once(*arr)
                .chain(idx.iter().copied())
                .chain(std::iter::once(*x))
                .collect(),
        }
    }
}

/// Where an edge goes: a block of the region with its parameters' values,
/// or out of the region (the interpreter resumes there).
#[derive(Clone, Debug, PartialEq)]
pub enum Dest {
    Block(usize, Vec<V>),
    Exit(u32),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(Dest),
    Branch { cond: V, then_: Dest, else_: Dest },
}

impl Term {
    /// Where it goes (a branch: the `then` way first).
    pub fn dests(&self) -> Vec<&Dest> {
        match self {
            Term::Jump(d) => vec![d],
            Term::Branch { then_, else_, .. } => vec![then_, else_],
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The MIR block it lowers.
    pub mir: u32,
    /// The function inlined into the region whose block it is (`None`:
    /// the region's own function).
    pub inlined: Option<String>,
    /// A block of the counted loop that computes the elementwise
    /// statements of MIR block `mir` from instruction `.0` on
    /// (`lower::vector`), and its role there (`head`, `body`, `after`...).
    pub elementwise: Option<(u32, &'static str)>,
    pub params: Vec<(V, Ty)>,
    pub insts: Vec<Inst>,
    pub term: Term,
    /// When its jumps to a block at or before it are back edges: the exit
    /// taken there when the interrupt flag is raised (the interpreter's jump
    /// stops).
    pub latch: Option<u32>,
}

/// A place the interpreter resumes at when the region exits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resume {
    /// Before this MIR instruction.
    Inst(u32),
    /// At the terminator of this MIR block (its jump or branch runs again).
    Term(u32),
}

/// An array updated in place by the region: all its versions share the
/// storage of `input` (a header parameter, made unique on entry).
#[derive(Clone, Debug, PartialEq)]
pub struct Chain {
    pub input: V,
    pub members: Vec<V>,
}

/// A small real double vector (`[x, y]`, a row `A(i, :)` of an array whose
/// column count the analysis proves) the region keeps as its elements, one
/// double each, and never makes: where the interpreter resumes with it live,
/// `exec::native` makes it from them.
#[derive(Clone, Debug, PartialEq)]
pub struct Small {
    /// Its MIR value.
    pub v: V,
    /// A column (`[x; y]`) rather than a row.
    pub column: bool,
    /// Per element, its index into `Region::defs`.
    pub elems: Vec<usize>,
}

/// A call the region inlines whose callee updates an array: an exit inside
/// the callee resumes there, in a frame the interpreter makes for the call
/// (nothing the callee did is undone), and the caller resumes after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The call (a MIR instruction of the region's function).
    pub call: u32,
    /// The LIR number of the callee's value 0, and how many values it has.
    pub base: V,
    pub num_values: u32,
    /// The callee's parameters (its MIR values), the caller's values they
    /// are, and whether the call is that value's last use (an array the
    /// callee may update).
    pub params: Vec<(u32, V, bool)>,
    pub nargin: u32,
    pub nargout: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    pub func: String,
    /// The loop header (a MIR block id); `blocks[0]` lowers it. For the
    /// straight-line statements of `entry`: their block.
    pub header: u32,
    /// `None` for a loop, entered at its header. Otherwise the region is the
    /// elementwise statements of MIR block `header` from this instruction
    /// on (entered before it, outside any loop the native tier runs), with
    /// `finish` the resume point after them (the way out that is no
    /// bail-out), and worth compiling only when the loop over the elements
    /// runs long: `gate` is the array input whose element count it counts.
    pub entry: Option<u32>,
    /// The block parameters (of the header among them) that may hold
    /// `ABSENT`: the region is entered with such a header parameter
    /// undefined, and writes back `ABSENT` as undefined.
    pub absent: Vec<V>,
    /// The constants among the statements that they do not read (a format
    /// string): the interpreter makes them before entering, not where they are.
    pub before: Vec<u32>,
    pub finish: Option<u32>,
    pub gate: Option<V>,
    pub inputs: Vec<Input>,
    pub blocks: Vec<Block>,
    /// Scalar values defined in the region (MIR values): written back to
    /// their registers when the region exits.
    pub defs: Vec<(V, Ty)>,
    pub chains: Vec<Chain>,
    pub resumes: Vec<Resume>,
    /// Per resume point, the inlined call it is in (an index into
    /// `frames`; `None`: the region's own function).
    pub resume_frame: Vec<Option<u32>>,
    pub frames: Vec<Frame>,
    /// Per resume point, the indices into `defs` of the values live there:
    /// only those are written back when the region leaves through it (a
    /// callee's values, numbered from its frame's `base`, into its frame).
    pub live: Vec<Vec<usize>>,
    /// The small vectors the region keeps as their elements, and per resume
    /// point the indices into `smalls` of those live there (their elements
    /// are in `live`).
    pub smalls: Vec<Small>,
    pub live_smalls: Vec<Vec<usize>>,
    /// Array inputs with a proven column count the region relies on (it
    /// reads or writes their rows as small vectors): checked on entry.
    pub widths: Vec<(V, u32)>,
    /// The resume points before statements the region leaves to the
    /// interpreter (`lower`'s `may_leave`): expected, so no bail-out.
    pub leaves: Vec<u32>,
    /// Values numbered from here on are temporaries of the lowering.
    pub num_mir_values: u32,
    pub num_values: u32,
    /// MIR instructions the region covers.
    pub num_mir_insts: usize,
    /// How deeply calls are inlined (0: none): the region runs only where
    /// the interpreter could make that many nested calls.
    pub call_depth: u32,
}

impl Region {
    /// Per value, its type (`None` for numbers no value uses).
    pub fn types(&self) -> Vec<Option<Ty>> {
        let mut t = vec![None; self.num_values as usize];
        for i in &self.inputs {
            t[i.v as usize] = Some(i.ty);
        }
        for b in &self.blocks {
            for (v, ty) in &b.params {
                t[*v as usize] = Some(*ty);
            }
            for inst in &b.insts {
                t[inst.dst() as usize] = Some(inst_type(inst, &t));
            }
        }
        t
    }
    /// The chain an array value belongs to, if it is updated in the region.
    pub fn chain_of(&self, v: V) -> Option<usize> {
        self.chains.iter().position(|c| c.members.contains(&v))
    }
    /// For a loop region holding no loop of its own whose header is a `for`
    /// loop's test: `counted`.
    pub fn trip(&self) -> Option<(V, V)> {
        let back_edges = self.blocks.iter().enumerate().flat_map(|(k, b)| {
            b.term
                .dests()
                .into_iter()
                .filter(move |d| matches!(d, Dest::Block(t, _) if *t <= k))
        });
        let kn = self.counted()?;
        (back_edges.count() == 1).then_some(kn)
    }
    /// For a loop region whose header is a `for` loop's test (`k < n`, else
    /// leave): its counter and count, whose difference is the iterations left.
    pub fn counted(&self) -> Option<(V, V)> {
        if self.entry.is_some() {
            return None;
        }
        let header = self.blocks.first()?;
        let test = match (header.insts.first(), &header.term) {
            (
                Some(Inst::Cmp {
                    dst,
                    op: Cmp::Lt,
                    a,
                    b,
                }),
                Term::Branch {
                    cond,
                    else_: Dest::Exit(_),
                    ..
                },
            ) if cond == dst => Some((*a, *b)),
            _ => None,
        };
        let (k, n) = test?;
        let counter = header.params.iter().any(|(p, _)| *p == k);
        let count = self.inputs.iter().any(|i| i.v == n && i.ty == Ty::F64);
        (counter && count).then_some((k, n))
    }
    /// Per resume point and chain, the version of the chain's array current
    /// at every way out through it (the chain's input where none leads);
    /// an error when two ways out through one resume point disagree. A
    /// version is current from its store, or from the start of a block it
    /// is a parameter of, on; a latch's back edge leaves for the interrupt
    /// with the target's parameters already current.
    pub fn exit_versions(&self) -> Result<Vec<Vec<V>>, String> {
        let nc = self.chains.len();
        let param_of = |b: &Block, c: usize| {
            let members = &self.chains[c].members;
            b.params
                .iter()
                .map(|(p, _)| *p)
                .find(|p| members.contains(p))
        };
        // Per block (and per resume point), the version of each chain on
        // entry: `None` until an edge into it is met. Blocks are in reverse
        // postorder, so only a back edge can change a block already passed.
        let mut entry: Vec<Vec<Option<V>>> = vec![vec![None; nc]; self.blocks.len()];
        if let Some(e) = entry.first_mut() {
            *e = self.chains.iter().map(|ch| Some(ch.input)).collect();
        }
        let mut exits: Vec<Vec<Option<V>>> = vec![vec![None; nc]; self.resumes.len()];
        let meet = |at: &mut Option<V>, v: Option<V>, what: &str| -> Result<bool, String> {
            match (*at, v) {
                // From a block no edge leads to yet (none, in reverse postorder).
                (_, None) => Ok(false),
                (None, Some(_)) => {
                    *at = v;
                    Ok(true)
                }
                (Some(x), Some(y)) if x == y => Ok(false),
                (Some(x), Some(y)) => Err(format!("{what} is reached with %{x} and %{y}")),
            }
        };
        let mut again = true;
        while again {
            again = false;
            for (k, b) in self.blocks.iter().enumerate() {
                let mut cur: Vec<Option<V>> =
                    (0..nc).map(|c| param_of(b, c).or(entry[k][c])).collect();
                let mut leave = |x: u32, cur: &[Option<V>]| -> Result<(), String> {
                    let what = format!("exit {x}");
                    for c in 0..nc {
                        meet(&mut exits[x as usize][c], cur[c], &what)?;
                    }
                    Ok(())
                };
                for i in &b.insts {
                    if let Some(x) = i.exit() {
                        leave(x, &cur)?;
                    }
                    if let Inst::Store { dst, .. } = i {
                        if let Some(c) = self.chain_of(*dst) {
                            cur[c] = Some(*dst);
                        }
                    }
                }
                for d in b.term.dests() {
                    let &Dest::Block(t, _) = d else {
                        if let Dest::Exit(x) = d {
                            leave(*x, &cur)?;
                        }
                        continue;
                    };
                    let target = &self.blocks[t];
                    let after: Vec<Option<V>> =
                        (0..nc).map(|c| param_of(target, c).or(cur[c])).collect();
                    if let (true, Some(x)) = (t <= k, b.latch) {
                        leave(x, &after)?;
                    }
                    for c in (0..nc).filter(|&c| param_of(target, c).is_none()) {
                        let what = format!("block {t}");
                        again |= meet(&mut entry[t][c], cur[c], &what)? && t <= k;
                    }
                }
            }
        }
        Ok(exits
            .into_iter()
            .map(|e| {
                e.iter()
                    .zip(&self.chains)
                    .map(|(v, ch)| v.unwrap_or(ch.input))
                    .collect()
            })
            .collect())
    }
    /// The frame whose callee value `v` is (`None`: a value of the region's
    /// function, or a temporary).
    pub fn frame_of(&self, v: V) -> Option<usize> {
        self.frames
            .iter()
            .position(|fr| v >= fr.base && v < fr.base + fr.num_values)
    }
}

/// The type of an instruction's result.
pub fn inst_type(inst: &Inst, types: &[Option<Ty>]) -> Ty {
    match inst {
        Inst::ConstB { .. }
        | Inst::Cmp { .. }
        | Inst::NotB { .. }
        | Inst::NotF { .. }
        | Inst::Logic { .. }
        | Inst::LogicB { .. }
        | Inst::Present { .. }
        | Inst::Prefetch { .. }
        | Inst::Truth { .. } => Ty::Bool,
        Inst::Copy { a, .. } => types[*a as usize].unwrap_or(Ty::F64),
        Inst::Store { .. } => Ty::Arr,
        Inst::ConstC { .. }
        | Inst::ToC64 { .. }
        | Inst::CBin { .. }
        | Inst::CNeg { .. }
        | Inst::CExp { .. } => Ty::C64,
        Inst::MakeRange { .. } => Ty::Range,
        Inst::Load { arr, .. } if types[*arr as usize] == Some(Ty::Chars) => Ty::Char,
        Inst::ConstChar { .. } => Ty::Char,
        _ => Ty::F64,
    }
}

impl std::fmt::Display for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        print::region(self, f)
    }
}
