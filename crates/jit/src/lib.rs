//! Compiles a LIR region to machine code with Cranelift.
//!
//! The compiled region is `extern "C" fn(buf: *mut u64) -> u32`. The caller
//! fills `buf` with the inputs at the offsets `Layout` gives (a double or a
//! logical in one slot, an array as data pointer, rows and columns, a range
//! as base, increment, count, last element and limit), the region runs until
//! it leaves the loop or meets something it does not do itself, writes the
//! values it defined that are live there and the current version of each
//! updated array back into `buf`, and returns the index of the resume point
//! (`Region::resumes`).
//!
//! Every scalar is a Cranelift variable and block parameters are variable
//! assignments on edges. Each resume point taken gets a cold exit block that
//! stores the values live there (MIR liveness) and the version of each
//! updated array current there (a constant: every way out through one resume
//! point has the same, which `Region::exit_versions` finds and `lir::verify`
//! checks). The host's code generator is made once per thread; Cranelift's
//! verifier runs only in debug builds or under `MATC_JIT_VERIFY=1`.
//! `MATC_JIT_DISASM=1` prints each region's machine code on stderr,
//! `MATC_JIT_CLIF=1` its optimized Cranelift IR (`MATC_JIT_CLIF=raw`: as
//! generated).
//!
//! Bounds checks: none for an access the lowering proves in bounds. A
//! position comes from the bits of `s + 1.5*2^52` (no float-to-integer
//! conversion), so `ii+1`'s position is `ii`'s plus one. Within a block, the
//! first subscript of each group (one array, one subscript position, one
//! root: `jj`, `jj-1`, `jj+1`) checks the whole group with one unsigned
//! compare, and the later groups that would leave through the same exit are
//! checked with it. An element's address and value are reused within a
//! block, and a load of the element the last store wrote one iteration ago
//! (`f(ii, jj-1)` before `f(ii, jj) = ...`) takes it from a register, so a
//! Gauss-Seidel sweep's chain of dependences does not pass through memory.
//!
//! Compile time grows with the Cranelift IR (regalloc2 took half of it, the
//! egraph a fifth), so the IR is kept small: only the exits taken are
//! emitted, a branch on a constant is a jump, an input's load is pure, and a
//! header parameter that receives one value besides itself is removed so
//! that loop-invariant values are hoisted. Checking a loop's subscripts once
//! for its whole range, in a second copy of the body, was tried: capr's
//! sweep fell from ~95 to ~55 instructions with no gain in time, and compile
//! times tripled.
//!
//! Its tests run regions written as LIR text: the `; test: run` files of
//! `tests/lir`, which `crates/cli/tests/ir_filetests.rs` compiles and runs.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Block, InstBuilder, MemFlags, Signature, StackSlotData, StackSlotKind, Type,
    Value,
};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use lir::{BinF, Cmp, Dest, Extent, Inst, Math, Math2, Native, Native2, Part, Region, Term, Ty, V};

/// Where each input, each written-back value and each array version lives in `buf`.
#[derive(Clone, Debug)]
pub struct Layout {
    pub inputs: Vec<usize>,
    pub defs: Vec<usize>,
    pub chains: Vec<usize>,
    pub len: usize,
}

fn slots(t: Ty) -> usize {
    match t {
        Ty::F64 | Ty::Bool | Ty::Char => 1,
        Ty::C64 => 2,
        Ty::Arr | Ty::Chars => 3,
        Ty::Range => 5,
    }
}

pub fn layout(r: &Region) -> Layout {
    let mut at = 0;
    let mut place = |t: Ty| {
        let o = at;
        at += slots(t);
        o
    };
    let inputs = r.inputs.iter().map(|i| place(i.ty)).collect();
    let defs = r.defs.iter().map(|(_, t)| place(*t)).collect();
    let chains = r.chains.iter().map(|_| place(Ty::F64)).collect();
    Layout {
        inputs,
        defs,
        chains,
        len: at,
    }
}

/// Functions the region calls that live in the interpreter.
#[derive(Clone, Copy)]
pub struct Helpers {
    /// `base:inc:limit` as a lazy range, written to `out` as base, increment,
    /// count (an integer), last and limit; false when it cannot be lazy.
    pub range: extern "C" fn(f64, f64, f64, *mut u64) -> bool,
    /// `exp(re + im*i)` written to `out` (two doubles) as the interpreter
    /// computes it (a real exponential when `im` is zero).
    pub cexp: extern "C" fn(f64, f64, *mut f64),
    /// `(a.re, a.im) * (b.re, b.im)` written to `out` as the interpreter
    /// computes it (a part of zero makes an operand real), for a product
    /// whose textbook value has a NaN part.
    pub cmul: extern "C" fn(f64, f64, f64, f64, *mut f64),
    /// The flag raised by Ctrl-C (read on every back edge).
    pub interrupt: *const u8,
}

pub type Entry = unsafe extern "C" fn(*mut u64) -> u32;

/// A compiled region: keeps its code alive.
pub struct Compiled {
    _module: JITModule,
    entry: Entry,
    pub layout: Layout,
}

impl Compiled {
    /// Runs the region.
    ///
    /// # Safety
    /// `buf` holds `layout.len` slots filled as `Layout` says, array pointers
    /// valid for their extents (and writable for updated arrays) while it runs.
    pub unsafe fn run(&self, buf: &mut [u64]) -> u32 {
        debug_assert!(buf.len() >= self.layout.len);
        (self.entry)(buf.as_mut_ptr())
    }
}

/// A kernel the region has no instruction for, by its number.
extern "C" fn math_helper(f: u32, x: f64) -> f64 {
    Math::ALL[f as usize].eval(x)
}

/// A two-argument kernel (`mod`), by its number.
extern "C" fn math2_helper(f: u32, x: f64, y: f64) -> f64 {
    Math2::ALL[f as usize].eval(x, y)
}

/// `abs` of a complex scalar as `C64::norm` computes it.
extern "C" fn hypot_helper(x: f64, y: f64) -> f64 {
    x.hypot(y)
}

/// `x ^ y` as the interpreter's scalar path computes it.
extern "C" fn pow_helper(x: f64, y: f64) -> f64 {
    x.powf(y)
}

/// The debugging switches of [`compile`] (`matc` sets them from
/// `MATC_JIT_VERIFY`, `MATC_JIT_CLIF`, `MATC_JIT_DISASM`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Debug {
    /// Run Cranelift's verifier (always on in debug builds).
    pub verify: bool,
    /// Print each region's Cranelift IR to stderr.
    pub clif: Option<Clif>,
    /// Print each region's machine code to stderr.
    pub disasm: bool,
}

/// Which Cranelift IR [`Debug::clif`] prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clif {
    /// As generated, before Cranelift's passes.
    Raw,
    /// As compiled.
    Optimized,
}

/// The host's code generator, made once per thread (finding the CPU's
/// features is not free), with the verifier or without. Cranelift's
/// verifier runs in debug builds and on request only: the LIR is verified,
/// and the verifier took a fifth of compile time.
fn target_isa(verify: bool) -> Result<cranelift_codegen::isa::OwnedTargetIsa, String> {
    type Isa = std::cell::OnceCell<Result<cranelift_codegen::isa::OwnedTargetIsa, String>>;
    thread_local! {
        static ISA: [Isa; 2] = const { [Isa::new(), Isa::new()] };
    }
    let on = cfg!(debug_assertions) || verify;
    ISA.with(|cells| {
        cells[on as usize]
            .get_or_init(|| {
                let mut flags = settings::builder();
                let set = |f: &mut settings::Builder, k: &str, v: &str| {
                    f.set(k, v).map_err(|e| e.to_string())
                };
                set(&mut flags, "opt_level", "speed")?;
                set(&mut flags, "use_colocated_libcalls", "false")?;
                set(&mut flags, "is_pic", "false")?;
                let verify = if on { "true" } else { "false" };
                set(&mut flags, "enable_verifier", verify)?;
                cranelift_native::builder()
                    .map_err(|e| e.to_string())?
                    .finish(settings::Flags::new(flags))
                    .map_err(|e| e.to_string())
            })
            .clone()
    })
}

/// Compiles a region; an error (a Cranelift failure) leaves it interpreted.
pub fn compile(r: &Region, h: Helpers, debug: &Debug) -> Result<Compiled, String> {
    lir::verify(r)?;
    let isa = target_isa(debug.verify)?;
    let ptr = isa.pointer_type();
    let mut module = JITModule::new(JITBuilder::with_isa(isa, default_libcall_names()));
    let mut ctx = module.make_context();
    ctx.func.signature.params.push(AbiParam::new(ptr));
    ctx.func.signature.returns.push(AbiParam::new(types::I32));
    let mut fbc = FunctionBuilderContext::new();
    let lay = layout(r);
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fbc);
        Gen::new(r, &lay, h, ptr, &mut b).emit();
        b.seal_all_blocks();
        b.finalize();
    }
    remove_trivial_params(&mut ctx.func);
    if debug.clif == Some(Clif::Raw) {
        eprintln!("{}", ctx.func.display());
    }
    let id = module
        .declare_function("region", Linkage::Export, &ctx.func.signature)
        .map_err(|e| e.to_string())?;
    ctx.set_disasm(debug.disasm);
    module
        .define_function(id, &mut ctx)
        .map_err(|e| format!("{e:?}"))?;
    if debug.clif == Some(Clif::Optimized) {
        eprintln!("{}", ctx.func.display());
    }
    if debug.disasm {
        if let Some(v) = ctx.compiled_code().and_then(|c| c.vcode.clone()) {
            eprintln!("{v}");
        }
    }
    module.clear_context(&mut ctx);
    module.finalize_definitions().map_err(|e| e.to_string())?;
    let code = module.get_finalized_function(id);
    // SAFETY: the function was defined with exactly this signature.
    let entry: Entry = unsafe { std::mem::transmute::<*const u8, Entry>(code) };
    Ok(Compiled {
        _module: module,
        entry,
        layout: lay,
    })
}

/// Removes every block parameter that receives only one value besides
/// itself (a trivial phi, as Braun et al. define it: that value dominates
/// the block), so the value is used directly.
///
/// With every block sealed at the end, the SSA builder gives a loop's
/// header a parameter for each variable read inside the loop, even one the
/// loop never changes (an outer loop's counter, a range's bounds), and
/// Cranelift's own pass removes such a parameter only when the one value
/// is not itself a parameter (the join after `MakeRange`'s two paths, an
/// outer loop's header). A loop-invariant value left as a parameter is
/// recomputed from in every iteration (it is not hoisted) and takes a
/// register across the loop.
fn remove_trivial_params(func: &mut cranelift_codegen::ir::Function) {
    use cranelift_codegen::ir::{BlockArg, BlockCall};
    loop {
        // Per parameter: the one other value it receives (`None`: several).
        let mut only: HashMap<Value, Option<Value>> = HashMap::new();
        let mut edges = Vec::new();
        for b in func.layout.blocks() {
            let Some(inst) = func.layout.last_inst(b) else {
                continue;
            };
            let dests = func.dfg.insts[inst]
                .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
            for (ix, d) in dests.iter().enumerate() {
                let formals = func.dfg.block_params(d.block(&func.dfg.value_lists));
                for (k, a) in d.args(&func.dfg.value_lists).enumerate() {
                    let f = formals[k];
                    let v = match a {
                        BlockArg::Value(v) => Some(func.dfg.resolve_aliases(v)),
                        _ => None,
                    };
                    if v == Some(f) {
                        continue;
                    }
                    only.entry(f)
                        .and_modify(|o| {
                            if *o != v {
                                *o = None
                            }
                        })
                        .or_insert(v);
                }
                edges.push((inst, ix));
            }
        }
        // A parameter standing for another removed one waits for the next round.
        let trivial: HashMap<Value, Value> = only
            .iter()
            .filter_map(|(f, o)| o.map(|x| (*f, x)))
            .filter(|(_, x)| !matches!(only.get(x), Some(Some(_))))
            .collect();
        if trivial.is_empty() {
            return;
        }
        for (inst, ix) in edges {
            let dfg = &mut func.dfg;
            let call =
                dfg.insts[inst].branch_destination(&dfg.jump_tables, &dfg.exception_tables)[ix];
            let target = call.block(&dfg.value_lists);
            let formals = dfg.block_params(target);
            if !formals.iter().any(|f| trivial.contains_key(f)) {
                continue;
            }
            let kept: Vec<BlockArg> = call
                .args(&dfg.value_lists)
                .zip(formals)
                .filter(|(_, f)| !trivial.contains_key(f))
                .map(|(a, _)| a)
                .collect();
            let new = BlockCall::new(target, kept, &mut dfg.value_lists);
            dfg.insts[inst]
                .branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)[ix] = new;
        }
        for (f, x) in trivial {
            func.dfg.remove_block_param(f);
            func.dfg.change_to_alias(f, x);
        }
    }
}

/// An array's handle: fixed while the region runs.
#[derive(Clone, Copy)]
struct Arr {
    ptr: Value,
    rows: Value,
    cols: Value,
    numel: Value,
}

struct Gen<'a, 'b> {
    r: &'a Region,
    lay: &'a Layout,
    h: Helpers,
    ptr: Type,
    b: &'a mut FunctionBuilder<'b>,
    buf: Value,
    vars: HashMap<V, Variable>,
    /// A complex scalar's variables: real and imaginary parts.
    cvars: HashMap<V, [Variable; 2]>,
    /// A range's variables: base, inc, n (i64), last, limit.
    ranges: HashMap<V, [Variable; 5]>,
    arrays: HashMap<V, Arr>,
    /// Per resume point, the block that writes back what is live there,
    /// and whether any branch leads to it (only those are emitted).
    exits: Vec<Block>,
    taken: Vec<bool>,
    /// Per resume point and chain, the version current at every way out
    /// through it (`Region::exit_versions`).
    versions: Vec<Vec<V>>,
    blocks: Vec<Block>,
    /// Imported signatures of the runtime helpers, made on first use.
    sigs: [Option<cranelift_codegen::ir::SigRef>; 4],
    /// The region's double constants, and those whole and small enough to
    /// offset a subscript by.
    consts: HashMap<V, f64>,
    offsets: HashMap<V, i64>,
    /// The ranges the region makes: their base and step.
    made: HashMap<V, (V, V)>,
    /// The logical constants (a condition the lowering decided), and the
    /// complex values known to be real (of a real value: `ToC64`).
    truths: HashMap<V, bool>,
    reals: std::collections::HashSet<V>,
    /// Values that are another value plus a whole constant (`ii+1`): their
    /// position as a subscript is the other's plus the constant.
    affine: HashMap<V, (V, i64)>,
    /// In the current LIR block: the checked address of each element
    /// subscripted so far (by array storage and subscript values), and the
    /// value of each element read or written (by array version); values do
    /// not change within a block and extents not within the region, and a
    /// store makes a new version, so neither needs invalidating.
    addrs: HashMap<(u64, Vec<V>), Value>,
    elems: HashMap<(V, Vec<V>), Value>,
    /// In the current LIR block: per subscript group, the smallest and
    /// largest whole constant its subscripts add to the group's root (see
    /// `Group`); the groups checked so far; and each root's position base
    /// and whether it is whole.
    spans: HashMap<Group, (i64, i64)>,
    checked: std::collections::HashSet<Group>,
    roots: HashMap<V, (Value, Value)>,
    /// In the current LIR block: per subscript group, in the order met, the
    /// position, exit and array of its first checked access; the positions
    /// of the stores; where each value it defines is defined; and the
    /// position of the instruction being compiled (see `check_ahead`).
    firsts: Vec<(Group, usize, u32, V)>,
    stores: Vec<usize>,
    defined: HashMap<V, usize>,
    pos: usize,
    /// Per chain: the address and value of its last store (address 0
    /// before any), and the loads that likely read the element the previous
    /// iteration stored (see `note_forwards`): per block, and the current
    /// block's.
    last_store: Vec<(Variable, Variable)>,
    forwarded: Vec<Forwards>,
    forwards: Forwards,
    /// Per block: the header of a loop holding such loads, entered from
    /// outside it with the last stores forgotten (else they would be
    /// carried around every loop outside it).
    fresh: Vec<bool>,
    /// `abs` of a complex scalar only compared in its block (see
    /// `note_abs_compares`): the complex value it is of.
    abs_of: HashMap<V, V>,
    /// The char arrays (elements of one byte).
    bytes: std::collections::HashSet<V>,
}

/// Loads that take the last store's value, by array version and subscripts.
type Forwards = std::collections::HashSet<(V, Vec<V>)>;

/// The subscripts of one block that one bounds check covers: of one array
/// storage (a chain's versions share one), with this many subscripts, in
/// this position, and this root (`ii` for `ii`, `ii+1`, `ii-1`).
type Group = (u64, usize, usize, V);

/// The shapes of the runtime helpers compiled code calls.
#[derive(Clone, Copy)]
enum Helper {
    /// `(which: i32, x: f64) -> f64`: a math function by number.
    Math,
    /// `(x: f64, y: f64) -> f64`: pow, hypot.
    Binary,
    /// `(which: i32, x: f64, y: f64) -> f64`: a two-argument kernel by number.
    Math2,
    /// `(base, inc, limit: f64, out: *mut u64) -> bool`: `Helpers::range`.
    Range,
}

fn clty(t: Ty) -> Type {
    match t {
        Ty::Bool => types::I8,
        _ => types::F64,
    }
}

impl<'a, 'b> Gen<'a, 'b> {
    fn new(
        r: &'a Region,
        lay: &'a Layout,
        h: Helpers,
        ptr: Type,
        b: &'a mut FunctionBuilder<'b>,
    ) -> Self {
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let buf = b.block_params(entry)[0];
        let exits: Vec<Block> = r.resumes.iter().map(|_| b.create_block()).collect();
        let blocks = r.blocks.iter().map(|_| b.create_block()).collect();
        Gen {
            r,
            lay,
            h,
            ptr,
            b,
            buf,
            vars: HashMap::new(),
            cvars: HashMap::new(),
            ranges: HashMap::new(),
            arrays: HashMap::new(),
            taken: vec![false; exits.len()],
            versions: r
                .exit_versions()
                .expect("LIR verified: one version per way out"),
            exits,
            blocks,
            sigs: [None; 4],
            consts: HashMap::new(),
            made: HashMap::new(),
            truths: HashMap::new(),
            reals: Default::default(),
            offsets: HashMap::new(),
            affine: HashMap::new(),
            addrs: HashMap::new(),
            elems: HashMap::new(),
            spans: HashMap::new(),
            checked: Default::default(),
            roots: HashMap::new(),
            firsts: Vec::new(),
            stores: Vec::new(),
            defined: HashMap::new(),
            pos: 0,
            last_store: Vec::new(),
            forwarded: Vec::new(),
            forwards: Forwards::new(),
            fresh: Vec::new(),
            abs_of: HashMap::new(),
            bytes: Default::default(),
        }
    }

    fn slot_addr(&self, slot: usize) -> i32 {
        (slot * 8) as i32
    }

    /// An input: its slot is not written while the region runs, so the
    /// load is pure, made where its value is needed (in a loop's preheader,
    /// in a cold exit) rather than kept from the entry on.
    fn load(&mut self, ty: Type, slot: usize) -> Value {
        let off = self.slot_addr(slot);
        let flags = MemFlags::trusted().with_readonly().with_can_move();
        self.b.ins().load(ty, flags, self.buf, off)
    }

    fn store(&mut self, v: Value, slot: usize) {
        let off = self.slot_addr(slot);
        self.b.ins().store(MemFlags::trusted(), v, self.buf, off);
    }

    fn var(&mut self, v: V) -> Variable {
        *self
            .vars
            .get(&v)
            .expect("LIR verified: every value is declared")
    }

    fn get(&mut self, v: V) -> Value {
        let var = self.var(v);
        self.b.use_var(var)
    }

    fn set(&mut self, v: V, x: Value) {
        let var = self.var(v);
        self.b.def_var(var, x);
    }

    fn get_c(&mut self, v: V) -> (Value, Value) {
        let [re, im] = self.cvars[&v];
        (self.b.use_var(re), self.b.use_var(im))
    }

    fn set_c(&mut self, v: V, re: Value, im: Value) {
        let [r, i] = self.cvars[&v];
        self.b.def_var(r, re);
        self.b.def_var(i, im);
    }

    /// `a + b` whose NaN is `a`'s when both are NaN, as the interpreter's
    /// compiled code gives it: x86 keeps the first operand's NaN, and
    /// Cranelift may swap the operands of a commutative op. The sign of a
    /// NaN shows in a complex number's display (`NaN - NaNi`).
    fn fadd_ordered(&mut self, a: Value, b: Value) -> Value {
        let sum = self.b.ins().fadd(a, b);
        self.first_nan(a, sum)
    }

    /// `a * b` with `a`'s NaN when both are NaN (see `fadd_ordered`).
    fn fmul_ordered(&mut self, a: Value, b: Value) -> Value {
        let product = self.b.ins().fmul(a, b);
        self.first_nan(a, product)
    }

    fn first_nan(&mut self, a: Value, result: Value) -> Value {
        let a_nan = self.b.ins().fcmp(FloatCC::Unordered, a, a);
        self.b.ins().select(a_nan, a, result)
    }

    /// The imaginary part of `a - b` of complex scalars as the interpreter
    /// computes it: a real `a` (imaginary part zero) gives `-b.im`
    /// (`ops::Mixed::LeftReal`), whose NaN has its sign flipped where
    /// `0 - NaN` keeps it (`2 - 1i*NaN` is `NaN + NaNi` with Octave's sign
    /// rules). `real`: `a` is known to be real.
    fn csub_im(&mut self, a_im: Value, b_im: Value, real: bool) -> Value {
        let negated = self.b.ins().fneg(b_im);
        if real {
            return negated;
        }
        let diff = self.b.ins().fsub(a_im, b_im);
        let zero = self.b.ins().f64const(0.0);
        let a_real = self.b.ins().fcmp(FloatCC::Equal, a_im, zero);
        self.b.ins().select(a_real, negated, diff)
    }

    /// `a * b` of complex scalars as `fast_binop` computes it: a real
    /// operand (imaginary part zero) scales the other's parts; two real
    /// ones multiply as doubles (imaginary part zero, never NaN). An
    /// operand known to be real (`reals`) needs no test.
    fn cmul(&mut self, a: (Value, Value), b: (Value, Value), real: [bool; 2]) -> (Value, Value) {
        let zero = self.b.ins().f64const(0.0);
        if real[0] || real[1] {
            let rr = self.fmul_ordered(a.0, b.0);
            // The other's imaginary part scaled, zero when it is real too.
            let (other, scaled) = match real {
                [true, true] => return (rr, zero),
                [true, false] => (b.1, self.fmul_ordered(a.0, b.1)),
                _ => (a.1, self.fmul_ordered(a.1, b.0)),
            };
            let other_real = self.b.ins().fcmp(FloatCC::Equal, other, zero);
            let im = self.b.ins().select(other_real, zero, scaled);
            return (rr, im);
        }
        let a_real = self.b.ins().fcmp(FloatCC::Equal, a.1, zero);
        let b_real = self.b.ins().fcmp(FloatCC::Equal, b.1, zero);
        let rr = self.fmul_ordered(a.0, b.0);
        let ii = self.fmul_ordered(a.1, b.1);
        let full_re = self.b.ins().fsub(rr, ii);
        let ri = self.fmul_ordered(a.0, b.1);
        let ir = self.fmul_ordered(a.1, b.0);
        let full_im = self.fadd_ordered(ri, ir);
        // Either real: the product of the real parts, and the real one times
        // the other's imaginary part (a real `a` gives `ri`, a real `b` `ir`).
        let one_real = self.b.ins().bor(a_real, b_real);
        let re = self.b.ins().select(one_real, rr, full_re);
        let scaled_im = self.b.ins().select(a_real, ri, ir);
        let both = self.b.ins().band(a_real, b_real);
        let scaled_im = self.b.ins().select(both, zero, scaled_im);
        let im = self.b.ins().select(one_real, scaled_im, full_im);
        self.recover_nan_product(a, b, (re, im))
    }

    /// `product` of `a` and `b`, unless a part is NaN: then the helper's
    /// (on a cold path), which recovers infinities as libgcc's `__muldc3`
    /// (Octave's `operator*`) does where the textbook formula gives NaN.
    fn recover_nan_product(
        &mut self,
        a: (Value, Value),
        b: (Value, Value),
        product: (Value, Value),
    ) -> (Value, Value) {
        let nan = self.b.ins().fcmp(FloatCC::Unordered, product.0, product.1);
        let (slow, join) = (self.b.create_block(), self.b.create_block());
        let re = self.b.append_block_param(join, types::F64);
        let im = self.b.append_block_param(join, types::F64);
        let fast = [product.0.into(), product.1.into()];
        self.b.ins().brif(nan, slow, &[], join, &fast);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let ss =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
        let out = self.b.ins().stack_addr(self.ptr, ss, 0);
        let mut s = Signature::new(self.b.func.signature.call_conv);
        s.params.extend([AbiParam::new(types::F64); 4]);
        s.params.push(AbiParam::new(self.ptr));
        let sig = self.b.import_signature(s);
        let f = self.b.ins().iconst(self.ptr, self.h.cmul as usize as i64);
        self.b
            .ins()
            .call_indirect(sig, f, &[a.0, a.1, b.0, b.1, out]);
        let slow_re = self.b.ins().stack_load(types::F64, ss, 0);
        let slow_im = self.b.ins().stack_load(types::F64, ss, 8);
        self.b.ins().jump(join, &[slow_re.into(), slow_im.into()]);
        self.b.switch_to_block(join);
        (re, im)
    }

    fn arr(&self, v: V) -> Arr {
        match self.r.chain_of(v) {
            Some(c) => self.arrays[&self.r.chains[c].input],
            None => self.arrays[&v],
        }
    }

    fn emit(mut self) {
        let tys = self.r.types();
        // Every scalar value gets a variable (a read on a path that
        // defines none gets zero from the SSA builder).
        for (v, t) in tys.iter().enumerate() {
            let v = v as V;
            match t {
                Some(t @ (Ty::F64 | Ty::Bool | Ty::Char)) => {
                    let var = self.b.declare_var(clty(*t));
                    self.vars.insert(v, var);
                }
                Some(Ty::Range) => {
                    let [base, inc, n, last, limit] =
                        [types::F64, types::F64, types::I64, types::F64, types::F64]
                            .map(|t| self.b.declare_var(t));
                    self.ranges.insert(v, [base, inc, n, last, limit]);
                }
                Some(Ty::C64) => {
                    let parts = [types::F64; 2].map(|t| self.b.declare_var(t));
                    self.cvars.insert(v, parts);
                }
                _ => {}
            }
        }
        for (k, inp) in self.r.inputs.clone().iter().enumerate() {
            let at = self.lay.inputs[k];
            match inp.ty {
                Ty::F64 | Ty::Char => {
                    let x = self.load(types::F64, at);
                    self.set(inp.v, x);
                }
                Ty::Bool => {
                    let x = self.load(types::I8, at);
                    self.set(inp.v, x);
                }
                Ty::C64 => {
                    let re = self.load(types::F64, at);
                    let im = self.load(types::F64, at + 1);
                    self.set_c(inp.v, re, im);
                }
                Ty::Arr | Ty::Chars => {
                    if inp.ty == Ty::Chars {
                        self.bytes.insert(inp.v);
                    }
                    let ptr = self.load(self.ptr, at);
                    let rows = self.load(types::I64, at + 1);
                    let cols = self.load(types::I64, at + 2);
                    let numel = self.b.ins().imul(rows, cols);
                    self.arrays.insert(
                        inp.v,
                        Arr {
                            ptr,
                            rows,
                            cols,
                            numel,
                        },
                    );
                }
                Ty::Range => {
                    let rv = self.ranges[&inp.v];
                    for (j, var) in rv.iter().enumerate() {
                        let t = if j == 2 { types::I64 } else { types::F64 };
                        let x = self.load(t, at + j);
                        self.b.def_var(*var, x);
                    }
                }
            }
        }
        for _ in &self.r.chains {
            let addr = self.b.declare_var(self.ptr);
            let zero = self.b.ins().iconst(self.ptr, 0);
            self.b.def_var(addr, zero);
            let val = self.b.declare_var(types::F64);
            let zero = self.b.ins().f64const(0.0);
            self.b.def_var(val, zero);
            self.last_store.push((addr, val));
        }
        // Which values are another plus a whole constant, for `subscript`.
        for b in &self.r.blocks {
            for i in &b.insts {
                match i {
                    Inst::ConstF { dst, x } => {
                        self.consts.insert(*dst, *x);
                        if x.fract() == 0.0 && x.abs() <= (1u64 << 31) as f64 {
                            self.offsets.insert(*dst, *x as i64);
                        }
                    }
                    Inst::Bin { dst, op, a, b } => self.note_affine(*dst, *op, *a, *b),
                    Inst::MakeRange { dst, base, inc, .. } => {
                        self.made.insert(*dst, (*base, *inc));
                    }
                    Inst::ConstB { dst, b } => {
                        self.truths.insert(*dst, *b);
                    }
                    Inst::ToC64 { dst, .. } => {
                        self.reals.insert(*dst);
                    }
                    Inst::Copy { dst, a } => {
                        if let Some(&b) = self.truths.get(a) {
                            self.truths.insert(*dst, b);
                        }
                    }
                    _ => {}
                }
            }
        }
        self.note_abs_compares();
        self.fresh = self.forwarding_headers();
        let first = self.blocks[0];
        self.b.ins().jump(first, &[]);
        let (reached, preds) = self.reached();
        // Whether the block goes on in its one predecessor's Cranelift block.
        let mut merged = false;
        for k in (0..self.r.blocks.len()).filter(|&k| reached[k]) {
            if !merged {
                let blk = self.blocks[k];
                self.b.switch_to_block(blk);
            }
            self.addrs.clear();
            self.elems.clear();
            self.checked.clear();
            self.roots.clear();
            let insts = self.r.blocks[k].insts.clone();
            self.note_spans(&insts);
            self.forwards = std::mem::take(&mut self.forwarded[k]);
            for (pos, i) in insts.iter().enumerate() {
                self.pos = pos;
                self.inst(i);
            }
            let term = self.r.blocks[k].term.clone();
            let latch = self.r.blocks[k].latch;
            merged = false;
            match term {
                // The next block, entered only from here: no jump.
                Term::Jump(Dest::Block(t, args)) if t == k + 1 && preds[t] == 1 => {
                    self.pass_args(k, t, &args);
                    merged = true;
                }
                Term::Jump(d) => self.goto(&d, k, latch),
                Term::Branch { cond, then_, else_ } => self.branch(cond, &then_, &else_, k, latch),
            }
        }
        self.finish_exit();
    }

    /// Where a block's terminator goes: a branch on a constant one way.
    fn ways<'t>(&self, term: &'t Term) -> Vec<&'t Dest> {
        match term {
            Term::Branch { cond, then_, else_ } => match self.truths.get(cond) {
                Some(true) => vec![then_],
                Some(false) => vec![else_],
                None => vec![then_, else_],
            },
            Term::Jump(d) => vec![d],
        }
    }

    /// Per block, whether the region reaches it, and how many edges from
    /// blocks reached go to it.
    fn reached(&self) -> (Vec<bool>, Vec<usize>) {
        let n = self.r.blocks.len();
        let mut reached = vec![false; n];
        let mut preds = vec![0; n];
        let mut todo = vec![0];
        while let Some(k) = todo.pop() {
            if std::mem::replace(&mut reached[k], true) {
                continue;
            }
            for d in self.ways(&self.r.blocks[k].term) {
                if let Dest::Block(t, _) = d {
                    preds[*t] += 1;
                    todo.push(*t);
                }
            }
        }
        (reached, preds)
    }

    /// The branch ending block `from`: straight to a block when nothing
    /// is done on the way (no parameters, no latch's back edge, no loop
    /// entered that forgets the last stores), else through a block of its
    /// own that does it (an exit's too: it would be a critical edge, which
    /// Cranelift splits anyway).
    fn branch(&mut self, cond: V, then_: &Dest, else_: &Dest, from: usize, latch: Option<u32>) {
        if let Some(&b) = self.truths.get(&cond) {
            return self.goto(if b { then_ } else { else_ }, from, latch);
        }
        let c = self.get(cond);
        let direct = |g: &Self, d: &Dest| match d {
            Dest::Block(t, args)
                if args.is_empty()
                    && (*t > from || latch.is_none())
                    && !(*t > from && g.fresh[*t]) =>
            {
                Some(g.blocks[*t])
            }
            _ => None,
        };
        let (dt, de) = match (direct(self, then_), direct(self, else_)) {
            (Some(x), Some(y)) if x == y => (None, None),
            pair => pair,
        };
        let t = dt.unwrap_or_else(|| self.b.create_block());
        let e = de.unwrap_or_else(|| self.b.create_block());
        // The way out of the (innermost) loop first: see `away_first`.
        let rank = |d: &Dest| match d {
            Dest::Exit(_) => usize::MAX,
            Dest::Block(b, _) => *b,
        };
        if rank(then_) > rank(else_) {
            self.away_first(c, t, e);
        } else {
            let not_c = self.b.ins().icmp_imm(IntCC::Equal, c, 0);
            self.away_first(not_c, e, t);
        }
        for (d, blk, direct) in [(then_, t, dt), (else_, e, de)] {
            if direct.is_none() {
                self.b.switch_to_block(blk);
                self.goto(d, from, latch);
            }
        }
    }

    /// Leaves the region through resume point `k` (from the current block).
    fn leave(&mut self, k: u32) {
        let out = self.exits[k as usize];
        self.taken[k as usize] = true;
        self.b.ins().jump(out, &[]);
    }

    /// Branches to `away` when `c` holds, else to `stay`.
    ///
    /// Cranelift's egraph hoists loop-invariant values only while it
    /// elaborates the blocks of a loop before any block outside it that
    /// the same block dominates (leaving a loop forgets it for the
    /// siblings that follow); it visits the second target of a branch
    /// first, so the block that stays in the loop goes second.
    fn away_first(&mut self, c: Value, away: Block, stay: Block) {
        self.b.ins().brif(c, away, &[], stay, &[]);
    }

    /// Continues only when `ok` holds; else leaves through resume point `k`.
    fn guard(&mut self, ok: Value, k: u32) {
        let cont = self.b.create_block();
        let out = self.b.create_block();
        let bad = self.b.ins().icmp_imm(IntCC::Equal, ok, 0);
        self.away_first(bad, out, cont);
        self.b.switch_to_block(out);
        self.b.set_cold_block(out);
        self.leave(k);
        self.b.switch_to_block(cont);
    }

    /// Jumps from block `from` along `d`; a back edge (to a block at or
    /// before `from`) of a latch first checks the interrupt flag.
    fn goto(&mut self, d: &Dest, from: usize, latch: Option<u32>) {
        match d {
            Dest::Exit(k) => self.leave(*k),
            Dest::Block(t, args) => {
                self.pass_args(from, *t, args);
                if *t <= from {
                    if let Some(k) = latch {
                        let flag = self.b.ins().iconst(self.ptr, self.h.interrupt as i64);
                        let raised = self.b.ins().load(types::I8, MemFlags::trusted(), flag, 0);
                        let quiet = self.b.ins().icmp_imm(IntCC::Equal, raised, 0);
                        self.guard(quiet, k);
                    }
                }
                let blk = self.blocks[*t];
                self.b.ins().jump(blk, &[]);
            }
        }
    }

    /// On the edge from block `from` to block `t`: gives `t`'s parameters
    /// the values `args` (an array's version needs nothing: see
    /// `Region::exit_versions`), and forgets the last stores entering a
    /// loop that forwards them from outside (see `fresh`).
    fn pass_args(&mut self, from: usize, t: usize, args: &[V]) {
        if t > from && self.fresh[t] {
            self.forget_stores();
        }
        let params = self.r.blocks[t].params.clone();
        // Parallel copy: read every argument before any parameter changes.
        let vals: Vec<Option<(Value, Option<Value>)>> = args
            .iter()
            .zip(&params)
            .map(|(a, (_, ty))| match ty {
                Ty::Arr => None,
                Ty::C64 => {
                    let (re, im) = self.get_c(*a);
                    Some((re, Some(im)))
                }
                _ => Some((self.get(*a), None)),
            })
            .collect();
        for ((p, _), v) in params.iter().zip(vals) {
            match v {
                Some((re, Some(im))) => self.set_c(*p, re, im),
                Some((v, None)) => self.set(*p, v),
                None => {}
            }
        }
    }

    /// The exit blocks taken: each writes back what is live there and the
    /// version of each updated array, and returns the resume point.
    fn finish_exit(&mut self) {
        for k in 0..self.exits.len() {
            if !self.taken[k] {
                continue;
            }
            let blk = self.exits[k];
            self.b.switch_to_block(blk);
            self.b.set_cold_block(blk);
            for &d in &self.r.live[k] {
                let (v, t) = self.r.defs[d];
                let at = self.lay.defs[d];
                match t {
                    Ty::F64 | Ty::Char => {
                        let x = self.get(v);
                        self.store(x, at);
                    }
                    Ty::Bool => {
                        let x = self.get(v);
                        let x = self.b.ins().uextend(types::I64, x);
                        self.store(x, at);
                    }
                    Ty::C64 => {
                        let (re, im) = self.get_c(v);
                        self.store(re, at);
                        self.store(im, at + 1);
                    }
                    Ty::Range => {
                        let rv = self.ranges[&v];
                        for (j, var) in rv.iter().enumerate() {
                            let x = self.b.use_var(*var);
                            self.store(x, at + j);
                        }
                    }
                    Ty::Arr | Ty::Chars => {}
                }
            }
            for c in 0..self.r.chains.len() {
                let x = self.b.ins().iconst(types::I64, self.versions[k][c] as i64);
                let at = self.lay.chains[c];
                self.store(x, at);
            }
            let code = self.b.ins().iconst(types::I32, k as i64);
            self.b.ins().return_(&[code]);
        }
    }

    fn not_nan(&mut self, x: Value) -> Value {
        self.b.ins().fcmp(FloatCC::Ordered, x, x)
    }

    /// The array storage `arr` is a version of (a chain's versions share one).
    fn storage(&self, arr: V) -> u64 {
        match self.r.chain_of(arr) {
            Some(c) => (1 << 40) | c as u64,
            None => arr as u64,
        }
    }

    /// Gathers the subscript groups of a block's element accesses and
    /// the range of constant offsets of each.
    fn note_spans(&mut self, insts: &[Inst]) {
        self.spans.clear();
        self.firsts.clear();
        self.stores.clear();
        self.defined.clear();
        for (pos, i) in insts.iter().enumerate() {
            self.defined.insert(i.dst(), pos);
            let (arr, idx, exit) = match i {
                Inst::Load { arr, idx, exit, .. } => (*arr, idx, exit),
                Inst::Store { arr, idx, exit, .. } => {
                    self.stores.push(pos);
                    (*arr, idx, exit)
                }
                _ => continue,
            };
            let storage = self.storage(arr);
            for (d, s) in idx.iter().enumerate() {
                let (root, c) = self.affine.get(s).copied().unwrap_or((*s, 0));
                let group = (storage, idx.len(), d, root);
                let span = self.spans.entry(group).or_insert((c, c));
                span.0 = span.0.min(c);
                span.1 = span.1.max(c);
                if let Some(k) = exit {
                    if !self.firsts.iter().any(|f| f.0 == group) {
                        self.firsts.push((group, pos, *k, arr));
                    }
                }
            }
        }
    }

    /// `ok`, the check of the access being compiled, and those of the
    /// block's subscript groups first checked later that would leave
    /// through the same exit (no store between) and whose roots are known
    /// here: one guard for them all (leaving early is right, see
    /// `subscript`).
    fn check_ahead(&mut self, mut ok: Value, exit: u32) -> Value {
        for (group, at, k, arr) in self.firsts.clone() {
            let (_, n, d, root) = group;
            let later = at > self.pos && k == exit && !self.checked.contains(&group);
            let stored = self.stores.iter().any(|&p| p >= self.pos && p < at);
            let known = self.defined.get(&root).is_none_or(|&p| p < self.pos);
            if !later || stored || !known {
                continue;
            }
            let a = self.arr(arr);
            let extent = match (n, d) {
                (1, _) => a.numel,
                (_, 0) => a.rows,
                _ => a.cols,
            };
            if let (_, _, Some(c)) = self.subscript(arr, n, d, root, extent) {
                ok = self.b.ins().band(ok, c);
            }
        }
        ok
    }

    /// Notes each block's loads that take the last store's value
    /// (`note_forwards`), and gives per block whether it is the header of
    /// a loop (of a back edge to it: the blocks that reach the edge without
    /// passing the header) that holds one.
    fn forwarding_headers(&mut self) -> Vec<bool> {
        let n = self.r.blocks.len();
        let mut preds = vec![Vec::new(); n];
        for (k, b) in self.r.blocks.iter().enumerate() {
            for d in b.term.dests() {
                if let Dest::Block(t, _) = d {
                    preds[*t].push(k);
                }
            }
        }
        self.forwarded = self
            .r
            .blocks
            .iter()
            .map(|b| self.note_forwards(&b.insts))
            .collect();
        let mut fresh = vec![false; n];
        for (k, b) in self.r.blocks.iter().enumerate() {
            for d in b.term.dests() {
                let &Dest::Block(h, _) = d else { continue };
                if h > k || fresh[h] {
                    continue;
                }
                let mut body = vec![false; n];
                body[h] = true;
                let mut todo = vec![k];
                while let Some(x) = todo.pop() {
                    if !std::mem::replace(&mut body[x], true) {
                        todo.extend(&preds[x]);
                    }
                }
                fresh[h] = (0..n).any(|x| body[x] && !self.forwarded[x].is_empty());
            }
        }
        fresh
    }

    /// The `abs` of a complex scalar whose one use is an ordering compare
    /// later in its block and that no exit writes back (`abs(x) < 2`):
    /// `compare_abs` decides the compare without the hypotenuse when the
    /// sum of squares is clearly on one side.
    fn note_abs_compares(&mut self) {
        let mut uses: HashMap<V, usize> = HashMap::new();
        let mut count = |v: V| *uses.entry(v).or_insert(0) += 1;
        // The exits taken (every MIR instruction has a resume point, most never used).
        let mut taken = vec![false; self.r.resumes.len()];
        for b in &self.r.blocks {
            for i in &b.insts {
                i.operands().into_iter().for_each(&mut count);
                if let Some(k) = i.exit() {
                    taken[k as usize] = true;
                }
            }
            if let Some(k) = b.latch {
                taken[k as usize] = true;
            }
            let mut dest = |d: &Dest| match d {
                Dest::Block(_, args) => args.iter().copied().for_each(&mut count),
                Dest::Exit(k) => taken[*k as usize] = true,
            };
            match &b.term {
                Term::Jump(d) => dest(d),
                Term::Branch { cond, then_, else_ } => {
                    dest(then_);
                    dest(else_);
                    count(*cond);
                }
            }
        }
        for (k, live) in self.r.live.iter().enumerate() {
            for &d in live.iter().filter(|_| taken[k]) {
                count(self.r.defs[d].0);
            }
        }
        // (abs value, complex value, the compare's other operand)
        let mut found = Vec::new();
        for b in &self.r.blocks {
            for (k, i) in b.insts.iter().enumerate() {
                let Inst::CPart {
                    dst,
                    f: Part::Abs,
                    a,
                } = i
                else {
                    continue;
                };
                let other = b.insts[k + 1..].iter().find_map(|j| match j {
                    Inst::Cmp {
                        op: Cmp::Lt | Cmp::Le | Cmp::Gt | Cmp::Ge,
                        a: x,
                        b: y,
                        ..
                    } if (x == dst) != (y == dst) => Some(if x == dst { *y } else { *x }),
                    _ => None,
                });
                if let (Some(other), Some(1)) = (other, uses.get(dst)) {
                    found.push((*dst, *a, other));
                }
            }
        }
        // `abs(z) < abs(w)`: only one side is left to `compare_abs`.
        let all: Vec<V> = found.iter().map(|f| f.0).collect();
        for (h, z, other) in found {
            if !all.contains(&other) {
                self.abs_of.insert(h, z);
            }
        }
    }

    /// `abs(z) op y` (or `y op abs(z)`) for an ordering `op`, as the
    /// interpreter finds it (`hypot`, then the compare), but without the
    /// hypotenuse when `re^2 + im^2` is farther than 2^-40 (relative)
    /// from `y^2`, for a positive `y` whose square is a normal number:
    /// the sum's rounding (below 2^-50) and `hypot`'s (below one unit in
    /// the last place) cannot then change the answer.
    fn compare_abs(&mut self, z: V, abs_first: bool, op: Cmp, y: V) -> Value {
        let (re, im) = self.get_c(z);
        let y = self.get(y);
        // As `abs(z) op' y`.
        let op = match (abs_first, op) {
            (true, op) => op,
            (false, Cmp::Lt) => Cmp::Gt,
            (false, Cmp::Le) => Cmp::Ge,
            (false, Cmp::Gt) => Cmp::Lt,
            (false, Cmp::Ge) => Cmp::Le,
            (false, op) => op,
        };
        let rr = self.b.ins().fmul(re, re);
        let ii = self.b.ins().fmul(im, im);
        let sum = self.b.ins().fadd(rr, ii);
        let y2 = self.b.ins().fmul(y, y);
        let below_by = self.b.ins().f64const(1.0 - (-40f64).exp2());
        let above_by = self.b.ins().f64const(1.0 + (-40f64).exp2());
        let lo = self.b.ins().fmul(y2, below_by);
        let hi = self.b.ins().fmul(y2, above_by);
        let zero = self.b.ins().f64const(0.0);
        let tiny = self.b.ins().f64const((-1000f64).exp2());
        let huge = self.b.ins().f64const(1000f64.exp2());
        let positive = self.b.ins().fcmp(FloatCC::GreaterThan, y, zero);
        let normal_lo = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, y2, tiny);
        let normal_hi = self.b.ins().fcmp(FloatCC::LessThanOrEqual, y2, huge);
        let below = self.b.ins().fcmp(FloatCC::LessThan, sum, lo);
        let above = self.b.ins().fcmp(FloatCC::GreaterThan, sum, hi);
        let ok = self.b.ins().band(positive, normal_lo);
        let ok = self.b.ins().band(ok, normal_hi);
        let apart = self.b.ins().bor(below, above);
        let decided = self.b.ins().band(ok, apart);
        let (slow, join) = (self.b.create_block(), self.b.create_block());
        let out = self.b.append_block_param(join, types::I8);
        let fast = match op {
            Cmp::Lt | Cmp::Le => below,
            _ => above,
        };
        self.b.ins().brif(decided, join, &[fast.into()], slow, &[]);
        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let h = self.call(
            Helper::Binary,
            hypot_helper as *const () as usize,
            &[re, im],
        );
        let cc = match op {
            Cmp::Lt => FloatCC::LessThan,
            Cmp::Le => FloatCC::LessThanOrEqual,
            Cmp::Gt => FloatCC::GreaterThan,
            _ => FloatCC::GreaterThanOrEqual,
        };
        let exact = self.b.ins().fcmp(cc, h, y);
        self.b.ins().jump(join, &[exact.into()]);
        self.b.switch_to_block(join);
        out
    }

    /// The loads of a block that likely read the element the previous
    /// iteration of its loop stored: before a store to the same array,
    /// with the same subscripts but one whose root is the block's `for`
    /// variable and whose offset is one less (`f(ii, jj-1)` before
    /// `f(ii, jj) = ...` in a `for jj` loop, as in a Gauss-Seidel sweep;
    /// one more when the loop counts down: `X(k+1)` before `X(k) = ...`).
    /// Such a load takes the stored value from a register when its
    /// address is the last store's, so the loop's chain of dependences
    /// does not go through memory (a store's value reaches a load of it
    /// several cycles later than the register holding it).
    fn note_forwards(&self, insts: &[Inst]) -> Forwards {
        let mut forwards = Forwards::new();
        // Each `for` variable with the step of its range when the region
        // makes the range with a constant one (else either way is tried).
        let counters: HashMap<V, Option<i64>> = insts
            .iter()
            .filter_map(|i| match i {
                Inst::ForItem { dst, range, .. } => {
                    let step = self
                        .made
                        .get(range)
                        .and_then(|(_, inc)| self.offsets.get(inc));
                    Some((*dst, step.copied()))
                }
                _ => None,
            })
            .collect();
        let split = |g: &Self, idx: &[V]| -> Vec<(V, i64)> {
            idx.iter()
                .map(|s| g.affine.get(s).copied().unwrap_or((*s, 0)))
                .collect()
        };
        for (k, i) in insts.iter().enumerate() {
            let Inst::Store { arr, idx, .. } = i else {
                continue;
            };
            let Some(c) = self.r.chain_of(*arr) else {
                continue;
            };
            if self.bytes.contains(arr) {
                continue;
            }
            let stored = split(self, idx);
            for j in &insts[..k] {
                let Inst::Load {
                    arr: la, idx: li, ..
                } = j
                else {
                    continue;
                };
                if self.r.chain_of(*la) != Some(c) || li.len() != idx.len() {
                    continue;
                }
                let loaded = split(self, li);
                let mut behind = 0;
                let mut same = 0;
                for ((rl, cl), (rs, cs)) in loaded.iter().zip(&stored) {
                    if rl != rs {
                        break;
                    }
                    if cl == cs {
                        same += 1;
                    } else if let Some(step) = counters.get(rl) {
                        // The previous iteration's `jj` is `jj - step`.
                        let up = *cl == cs - 1 && step.is_none_or(|s| s > 0);
                        let down = *cl == cs + 1 && step.is_none_or(|s| s < 0);
                        if up || down {
                            behind += 1;
                        }
                    }
                }
                if behind == 1 && same + 1 == idx.len() {
                    forwards.insert((*la, li.clone()));
                }
            }
        }
        forwards
    }

    /// The 0-based position of subscript root `s` (valid when below an
    /// extent), and whether `s` is whole; once per block.
    ///
    /// Without a float-to-integer conversion (whose saturating form costs
    /// branches): with `M = 1.5 * 2^52`, `t = s + M` holds `s` rounded to a
    /// whole number in the low bits of its mantissa when `|s| < 2^51` (all
    /// such `t` share one exponent, so the bits grow by one per unit),
    /// `t - M == s` says `s` was whole (false for NaN), and `bits(t) -
    /// bits(M) - 1` is the position, below `-2^51` or above `2^51 - 2`
    /// (huge, unsigned, or above any extent) for every other `s`, infinities
    /// included. Being linear, the position of `s + c` for a whole constant
    /// `c` (`ii+1`) is that of `s` plus `c`, and `s`'s check (shared by
    /// every subscript with `s`) covers it: `s + c` is exact when the sum of
    /// the positions is in bounds.
    fn root_position(&mut self, s: V) -> (Value, Value) {
        if let Some(&r) = self.roots.get(&s) {
            return r;
        }
        const M: f64 = 6_755_399_441_055_744.0;
        let x = self.get(s);
        let m = self.b.ins().f64const(M);
        let t = self.b.ins().fadd(x, m);
        let back = self.b.ins().fsub(t, m);
        let whole = self.b.ins().fcmp(FloatCC::Equal, back, x);
        let bits = self.b.ins().bitcast(types::I64, MemFlags::new(), t);
        let base = self.b.ins().iadd_imm(bits, -(M.to_bits() as i64) - 1);
        self.roots.insert(s, (base, whole));
        (base, whole)
    }

    /// Subscript `s` (number `d` of `n` into `arr`'s storage) as the
    /// position of its root and a constant offset, and, at the first
    /// subscript of its group in the block, whether every subscript of
    /// the group in the block is valid (a whole number from 1 to
    /// `extent`, as `scalar_index` accepts): one unsigned compare of the
    /// smallest position against the extent less the span. Leaving at
    /// the first access for a later one's bad subscript is leaving
    /// earlier than needed, which is always right: the interpreter
    /// resumes there and meets the bad subscript itself.
    fn subscript(
        &mut self,
        arr: V,
        n: usize,
        d: usize,
        s: V,
        extent: Value,
    ) -> (Value, i64, Option<Value>) {
        let (root, offset) = self.affine.get(&s).copied().unwrap_or((s, 0));
        let (base, whole) = self.root_position(root);
        let group = (self.storage(arr), n, d, root);
        if !self.checked.insert(group) {
            return (base, offset, None);
        }
        let (lo, hi) = self.spans.get(&group).copied().unwrap_or((offset, offset));
        let first = self.b.ins().iadd_imm(base, lo);
        let room = if hi > lo {
            let room = self.b.ins().iadd_imm(extent, lo - hi);
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b.ins().smax(room, zero)
        } else {
            extent
        };
        // One unsigned compare checks 1 <= s + lo and s + hi <= extent.
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, first, room);
        let ok = self.b.ins().band(whole, inside);
        (base, offset, Some(ok))
    }

    /// The element address of `arr(idx...)`, leaving through `exit` unless
    /// valid; checked once per block for the same storage and subscripts
    /// (`exit: None`: proven valid by the lowering, never checked).
    fn element(&mut self, arr: V, idx: &[V], exit: Option<u32>) -> Value {
        let key = (self.storage(arr), idx.to_vec());
        if let Some(&addr) = self.addrs.get(&key) {
            return addr;
        }
        let Some(exit) = exit else {
            return self.unchecked_element(arr, idx, key);
        };
        let a = self.arr(arr);
        // The linear position as the bases' (shared by `f(ii, jj)`,
        // `f(ii+1, jj)`, `f(ii, jj-1)`...) plus the offsets'.
        let pos = if idx.len() == 1 {
            let (p, c, ok) = self.subscript(arr, 1, 0, idx[0], a.numel);
            if let Some(ok) = ok {
                let ok = self.check_ahead(ok, exit);
                self.guard(ok, exit);
            }
            self.b.ins().iadd_imm(p, c)
        } else {
            let (pi, ci, oki) = self.subscript(arr, 2, 0, idx[0], a.rows);
            let (pj, cj, okj) = self.subscript(arr, 2, 1, idx[1], a.cols);
            let ok = match (oki, okj) {
                (Some(x), Some(y)) => Some(self.b.ins().band(x, y)),
                (x, y) => x.or(y),
            };
            if let Some(ok) = ok {
                let ok = self.check_ahead(ok, exit);
                self.guard(ok, exit);
            }
            let col = self.b.ins().imul(pj, a.rows);
            let base = self.b.ins().iadd(pi, col);
            if cj == 0 {
                self.b.ins().iadd_imm(base, ci)
            } else {
                let cols_off = self.b.ins().imul_imm(a.rows, cj);
                let off = self.b.ins().iadd_imm(cols_off, ci);
                self.b.ins().iadd(base, off)
            }
        };
        let offset = if self.bytes.contains(&arr) {
            pos
        } else {
            self.b.ins().ishl_imm(pos, 3)
        };
        let addr = self.b.ins().iadd(a.ptr, offset);
        self.addrs.insert(key, addr);
        addr
    }

    /// The address of an element whose subscripts are proven valid: no
    /// check, and none of the block's subscript groups counts as checked.
    fn unchecked_element(&mut self, arr: V, idx: &[V], key: (u64, Vec<V>)) -> Value {
        let a = self.arr(arr);
        let mut pos = Vec::new();
        for s in idx {
            let (root, c) = self.affine.get(s).copied().unwrap_or((*s, 0));
            let (base, _) = self.root_position(root);
            pos.push(self.b.ins().iadd_imm(base, c));
        }
        let pos = match pos.as_slice() {
            [p] => *p,
            [i, j] => {
                let col = self.b.ins().imul(*j, a.rows);
                self.b.ins().iadd(*i, col)
            }
            _ => unreachable!("verified: one or two subscripts"),
        };
        let offset = if self.bytes.contains(&arr) {
            pos
        } else {
            self.b.ins().ishl_imm(pos, 3)
        };
        let addr = self.b.ins().iadd(a.ptr, offset);
        self.addrs.insert(key, addr);
        addr
    }

    /// Before a call, which clobbers every float register: forgets the
    /// last stores rather than keep their values alive across it (they
    /// would be spilled, and a spilled value is read from memory again).
    fn forget_stores(&mut self) {
        for k in 0..self.last_store.len() {
            let (last_addr, last_val) = self.last_store[k];
            let zero = self.b.ins().iconst(self.ptr, 0);
            self.b.def_var(last_addr, zero);
            let zero = self.b.ins().f64const(0.0);
            self.b.def_var(last_val, zero);
        }
    }

    fn call(&mut self, helper: Helper, addr: usize, args: &[Value]) -> Value {
        let sig = match self.sigs[helper as usize] {
            Some(sig) => sig,
            None => {
                let (params, ret): (Vec<Type>, Type) = match helper {
                    Helper::Math => (vec![types::I32, types::F64], types::F64),
                    Helper::Binary => (vec![types::F64, types::F64], types::F64),
                    Helper::Math2 => (vec![types::I32, types::F64, types::F64], types::F64),
                    Helper::Range => (
                        vec![types::F64, types::F64, types::F64, self.ptr],
                        types::I8,
                    ),
                };
                let mut s = Signature::new(self.b.func.signature.call_conv);
                s.params.extend(params.into_iter().map(AbiParam::new));
                s.returns.push(AbiParam::new(ret));
                let sig = self.b.import_signature(s);
                self.sigs[helper as usize] = Some(sig);
                sig
            }
        };
        self.forget_stores();
        let f = self.b.ins().iconst(self.ptr, addr as i64);
        let call = self.b.ins().call_indirect(sig, f, args);
        self.b.inst_results(call)[0]
    }

    /// Whether `base:inc:limit` has a whole base, step and limit below 2^30
    /// in magnitude and a step not zero: `ops::range_len`'s count is then
    /// `floor((limit - base) / inc) + 1` exactly (none when negative) — its
    /// tolerance, relative and below 2^-20 of one over the step, cannot move
    /// a quotient of whole numbers across a whole number — and the last
    /// element `base + (count - 1) * inc`, a whole number (the base itself when
    /// there is one element or none). `None`: always (constants that are).
    fn whole_range(&mut self, base: V, inc: V, limit: V) -> Option<Value> {
        let mut ok = None;
        let mut all = |g: &mut Self, c: Value| {
            ok = Some(match ok {
                None => c,
                Some(o) => g.b.ins().band(o, c),
            })
        };
        for v in [base, inc, limit] {
            if let Some(&x) = self.consts.get(&v) {
                if x.fract() != 0.0 || x.abs() >= 1_073_741_824.0 {
                    let never = self.b.ins().iconst(types::I8, 0);
                    all(self, never);
                }
                continue;
            }
            let x = self.get(v);
            let big = self.b.ins().f64const(1_073_741_824.0);
            let whole = self.b.ins().floor(x);
            let whole = self.b.ins().fcmp(FloatCC::Equal, whole, x);
            let size = self.b.ins().fabs(x);
            let small = self.b.ins().fcmp(FloatCC::LessThan, size, big);
            let both = self.b.ins().band(whole, small);
            all(self, both);
        }
        match self.consts.get(&inc) {
            Some(&x) if x != 0.0 => {}
            _ => {
                let y = self.get(inc);
                let zero = self.b.ins().f64const(0.0);
                let nonzero = self.b.ins().fcmp(FloatCC::NotEqual, y, zero);
                all(self, nonzero);
            }
        }
        ok
    }

    /// Records `dst = a + c`, `c + a` or `a - c` for a whole constant `c`
    /// (through such chains: `(ii+1)+1`), for `subscript`.
    fn note_affine(&mut self, dst: V, op: BinF, a: V, b: V) {
        let (src, c) = match (op, self.offsets.get(&a), self.offsets.get(&b)) {
            (BinF::Add, _, Some(&c)) => (a, c),
            (BinF::Add, Some(&c), None) => (b, c),
            (BinF::Sub, _, Some(&c)) => (a, -c),
            _ => return,
        };
        let (root, c0) = self.affine.get(&src).copied().unwrap_or((src, 0));
        if (c + c0).abs() <= 1 << 31 {
            self.affine.insert(dst, (root, c + c0));
        }
    }

    fn inst(&mut self, i: &Inst) {
        match i {
            Inst::CBin { .. }
            | Inst::CExp { .. }
            | Inst::CNeg { .. }
            | Inst::CPart { .. }
            | Inst::ConstC { .. }
            | Inst::ToC64 { .. } => self.complex_inst(i),
            Inst::Extent { .. }
            | Inst::ForCount { .. }
            | Inst::ForElem { .. }
            | Inst::ForItem { .. }
            | Inst::Load { .. }
            | Inst::MakeRange { .. }
            | Inst::Present { .. }
            | Inst::Store { .. } => self.array_inst(i),
            Inst::ConstF { dst, x } => {
                let v = self.b.ins().f64const(*x);
                self.set(*dst, v);
            }
            Inst::ConstB { dst, b } => {
                let v = self.b.ins().iconst(types::I8, *b as i64);
                self.set(*dst, v);
            }
            Inst::ToF64 { dst, a } => {
                let x = self.get(*a);
                let x = self.b.ins().uextend(types::I32, x);
                let v = self.b.ins().fcvt_from_sint(types::F64, x);
                self.set(*dst, v);
            }
            Inst::Copy { dst, a } => {
                if self.cvars.contains_key(a) {
                    let (re, im) = self.get_c(*a);
                    self.set_c(*dst, re, im);
                } else {
                    let x = self.get(*a);
                    self.set(*dst, x);
                }
            }
            Inst::ConstChar { dst, c } => {
                let v = self.b.ins().f64const(*c as f64);
                self.set(*dst, v);
            }
            Inst::Code { dst, a } => {
                let x = self.get(*a);
                self.set(*dst, x);
            }
            Inst::Math2 { dst, f, a, b } => {
                let (x, y) = (self.get(*a), self.get(*b));
                let v = match f.native() {
                    Some(pick) => {
                        // As `kernels::max_f` picks: a NaN gives the other operand.
                        let cc = match pick {
                            Native2::Max => FloatCC::GreaterThan,
                            Native2::Min => FloatCC::LessThan,
                        };
                        let better = self.b.ins().fcmp(cc, y, x);
                        let v = self.b.ins().select(better, y, x);
                        let y_nan = self.b.ins().fcmp(FloatCC::Unordered, y, y);
                        let v = self.b.ins().select(y_nan, x, v);
                        let x_nan = self.b.ins().fcmp(FloatCC::Unordered, x, x);
                        self.b.ins().select(x_nan, y, v)
                    }
                    None => {
                        let k = self.b.ins().iconst(types::I32, *f as i64);
                        let helper = math2_helper as *const () as usize;
                        self.call(Helper::Math2, helper, &[k, x, y])
                    }
                };
                self.set(*dst, v);
            }
            Inst::Bin { dst, op, a, b } => {
                let (x, y) = (self.get(*a), self.get(*b));
                let v = match op {
                    BinF::Add => self.b.ins().fadd(x, y),
                    BinF::Sub => self.b.ins().fsub(x, y),
                    BinF::Mul => self.b.ins().fmul(x, y),
                    BinF::Div => self.b.ins().fdiv(x, y),
                };
                self.set(*dst, v);
            }
            Inst::Pow { dst, a, b, exit } => {
                let (x, y) = (self.get(*a), self.get(*b));
                // Complex when x < 0 and y has a fraction (`y - trunc(y) != 0`, NaN included).
                let t = self.b.ins().trunc(y);
                let fr = self.b.ins().fsub(y, t);
                let zero = self.b.ins().f64const(0.0);
                let frac = self.b.ins().fcmp(FloatCC::NotEqual, fr, zero);
                let neg = self.b.ins().fcmp(FloatCC::LessThan, x, zero);
                let bad = self.b.ins().band(frac, neg);
                let ok = self.b.ins().bxor_imm(bad, 1);
                self.guard(ok, *exit);
                let v = self.call(Helper::Binary, pow_helper as *const () as usize, &[x, y]);
                self.set(*dst, v);
            }
            Inst::Cmp { dst, op, a, b }
                if self.abs_of.contains_key(a) || self.abs_of.contains_key(b) =>
            {
                let v = match self.abs_of.get(a) {
                    Some(&z) => self.compare_abs(z, true, *op, *b),
                    None => self.compare_abs(self.abs_of[b], false, *op, *a),
                };
                self.set(*dst, v);
            }
            Inst::Cmp { dst, op, a, b } => {
                let (x, y) = (self.get(*a), self.get(*b));
                let cc = match op {
                    Cmp::Lt => FloatCC::LessThan,
                    Cmp::Le => FloatCC::LessThanOrEqual,
                    Cmp::Gt => FloatCC::GreaterThan,
                    Cmp::Ge => FloatCC::GreaterThanOrEqual,
                    Cmp::Eq => FloatCC::Equal,
                    Cmp::Ne => FloatCC::NotEqual,
                };
                let v = self.b.ins().fcmp(cc, x, y);
                self.set(*dst, v);
            }
            Inst::Neg { dst, a } => {
                let x = self.get(*a);
                let v = self.b.ins().fneg(x);
                self.set(*dst, v);
            }
            Inst::NotB { dst, a } => {
                let x = self.get(*a);
                let v = self.b.ins().bxor_imm(x, 1);
                self.set(*dst, v);
            }
            Inst::NotF { dst, a, exit } => {
                let x = self.get(*a);
                let ok = self.not_nan(x);
                self.guard(ok, *exit);
                let zero = self.b.ins().f64const(0.0);
                let v = self.b.ins().fcmp(FloatCC::Equal, x, zero);
                self.set(*dst, v);
            }
            Inst::Logic {
                dst,
                and,
                a,
                b,
                exit,
            } => {
                let (x, y) = (self.get(*a), self.get(*b));
                let ok = self.b.ins().fcmp(FloatCC::Ordered, x, y);
                self.guard(ok, *exit);
                let zero = self.b.ins().f64const(0.0);
                let nx = self.b.ins().fcmp(FloatCC::NotEqual, x, zero);
                let ny = self.b.ins().fcmp(FloatCC::NotEqual, y, zero);
                let v = if *and {
                    self.b.ins().band(nx, ny)
                } else {
                    self.b.ins().bor(nx, ny)
                };
                self.set(*dst, v);
            }
            Inst::Truth { dst, a, exit } => {
                let x = self.get(*a);
                let ok = self.not_nan(x);
                self.guard(ok, *exit);
                let zero = self.b.ins().f64const(0.0);
                let v = self.b.ins().fcmp(FloatCC::NotEqual, x, zero);
                self.set(*dst, v);
            }
            Inst::Math { dst, f, a, exit } => self.math(*dst, *f, *a, *exit),
            Inst::Select { dst, c, a, b } => {
                let (c, x, y) = (self.get(*c), self.get(*a), self.get(*b));
                let v = self.b.ins().select(c, x, y);
                self.set(*dst, v);
            }
            Inst::LogicB { dst, and, a, b } => {
                let (x, y) = (self.get(*a), self.get(*b));
                let v = if *and {
                    self.b.ins().band(x, y)
                } else {
                    self.b.ins().bor(x, y)
                };
                self.set(*dst, v);
            }
        }
    }

    /// `f(a)` of one double: an instruction where Cranelift has one, else a
    /// call of the kernel; `exit` leaves outside its domain.
    fn math(&mut self, dst: V, f: Math, a: V, exit: Option<u32>) {
        let x = self.get(a);
        if let Some(e) = exit {
            // Outside the kernel's domain (`x >= 0` for `sqrt`: the
            // only partial domain a kernel has), or NaN, leave.
            let zero = self.b.ins().f64const(0.0);
            let ok = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, x, zero);
            self.guard(ok, e);
        }
        let v = match f.native() {
            Some(Native::Abs) => self.b.ins().fabs(x),
            Some(Native::Sqrt) => self.b.ins().sqrt(x),
            Some(Native::Floor) => self.b.ins().floor(x),
            Some(Native::Ceil) => self.b.ins().ceil(x),
            Some(Native::Trunc) => self.b.ins().trunc(x),
            None => {
                let k = self.b.ins().iconst(types::I32, f as i64);
                self.call(Helper::Math, math_helper as *const () as usize, &[k, x])
            }
        };
        self.set(dst, v);
    }

    /// An instruction on complex scalars.
    fn complex_inst(&mut self, i: &Inst) {
        match i {
            Inst::ConstC { dst, re, im } => {
                let re = self.b.ins().f64const(*re);
                let im = self.b.ins().f64const(*im);
                self.set_c(*dst, re, im);
            }
            Inst::ToC64 { dst, a } => {
                let re = self.get(*a);
                let im = self.b.ins().f64const(0.0);
                self.set_c(*dst, re, im);
            }
            Inst::CBin { dst, op, a, b } => {
                let (x, y) = (self.get_c(*a), self.get_c(*b));
                let (re, im) = match op {
                    BinF::Add => (self.fadd_ordered(x.0, y.0), self.fadd_ordered(x.1, y.1)),
                    BinF::Sub => {
                        let real = self.reals.contains(a);
                        (self.b.ins().fsub(x.0, y.0), self.csub_im(x.1, y.1, real))
                    }
                    BinF::Mul => {
                        let real = [self.reals.contains(a), self.reals.contains(b)];
                        self.cmul(x, y, real)
                    }
                    BinF::Div => unreachable!("verified: no complex division"),
                };
                self.set_c(*dst, re, im);
            }
            Inst::CNeg { dst, a } => {
                let (re, im) = self.get_c(*a);
                let re = self.b.ins().fneg(re);
                let im = self.b.ins().fneg(im);
                self.set_c(*dst, re, im);
            }
            Inst::CExp { dst, a } => {
                let (re, im) = self.get_c(*a);
                let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    16,
                    3,
                ));
                let out = self.b.ins().stack_addr(self.ptr, ss, 0);
                let mut s = Signature::new(self.b.func.signature.call_conv);
                s.params.push(AbiParam::new(types::F64));
                s.params.push(AbiParam::new(types::F64));
                s.params.push(AbiParam::new(self.ptr));
                let sig = self.b.import_signature(s);
                let f = self.b.ins().iconst(self.ptr, self.h.cexp as usize as i64);
                self.forget_stores();
                self.b.ins().call_indirect(sig, f, &[re, im, out]);
                let re = self.b.ins().stack_load(types::F64, ss, 0);
                let im = self.b.ins().stack_load(types::F64, ss, 8);
                self.set_c(*dst, re, im);
            }
            Inst::CPart { dst, .. } if self.abs_of.contains_key(dst) => {}
            Inst::CPart { dst, f, a } => {
                let (re, im) = self.get_c(*a);
                let v = match f {
                    Part::Re => re,
                    Part::Im => im,
                    Part::Abs => self.call(
                        Helper::Binary,
                        hypot_helper as *const () as usize,
                        &[re, im],
                    ),
                };
                self.set(*dst, v);
            }
            _ => unreachable!("`inst` sends only these here"),
        }
    }

    /// An instruction on an array or a lazy range.
    fn array_inst(&mut self, i: &Inst) {
        match i {
            Inst::Extent { dst, what, arr } => {
                let a = self.arr(*arr);
                let n = match what {
                    Extent::Rows => a.rows,
                    Extent::Cols => a.cols,
                    Extent::Numel => a.numel,
                    Extent::Length => {
                        let big = self.b.ins().umax(a.rows, a.cols);
                        let zero = self.b.ins().iconst(types::I64, 0);
                        let empty = self.b.ins().icmp_imm(IntCC::Equal, a.numel, 0);
                        self.b.ins().select(empty, zero, big)
                    }
                };
                let v = self.b.ins().fcvt_from_sint(types::F64, n);
                self.set(*dst, v);
            }
            Inst::MakeRange {
                dst,
                base,
                inc,
                limit,
                exit,
            } => self.make_range(dst, base, inc, limit, exit),
            Inst::ForCount { dst, range } => {
                let n = self.b.use_var(self.ranges[range][2]);
                // Counts are below 2^63: the signed conversion is one instruction.
                let v = self.b.ins().fcvt_from_sint(types::F64, n);
                self.set(*dst, v);
            }
            Inst::ForItem { dst, range, k } => self.for_item(dst, range, k),
            Inst::ForElem { dst, arr, k, exit } => {
                let a = self.arr(*arr);
                let kf = self.get(*k);
                // `k` counts iterations: whole and far below 2^53.
                let kk = self.b.ins().fcvt_to_sint_sat(types::I64, kf);
                let row = self.b.ins().icmp_imm(IntCC::Equal, a.rows, 1);
                let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, kk, a.cols);
                let ok = self.b.ins().band(row, inside);
                self.guard(ok, *exit);
                let off = self.b.ins().ishl_imm(kk, 3);
                let addr = self.b.ins().iadd(a.ptr, off);
                let v = self.b.ins().load(types::F64, MemFlags::trusted(), addr, 0);
                self.set(*dst, v);
            }
            Inst::Load {
                dst,
                arr,
                idx,
                exit,
            } => self.load_element(dst, arr, idx, exit),
            Inst::Present { dst, a, exit } => {
                let x = self.get(*a);
                let bits = self.b.ins().bitcast(types::I64, MemFlags::new(), x);
                let absent = self.b.ins().iconst(types::I64, lir::ABSENT as i64);
                let ok = self.b.ins().icmp(IntCC::NotEqual, bits, absent);
                self.guard(ok, *exit);
                let yes = self.b.ins().iconst(types::I8, 1);
                self.set(*dst, yes);
            }
            Inst::Store {
                dst,
                arr,
                idx,
                x,
                exit,
            } => {
                let addr = self.element(*arr, idx, *exit);
                let v = self.get(*x);
                self.b.ins().store(MemFlags::trusted(), v, addr, 0);
                self.elems.insert((*dst, idx.clone()), v);
                let c = self.r.chain_of(*dst).expect("verified: stores are chained");
                if !self.bytes.contains(arr) {
                    let (last_addr, last_val) = self.last_store[c];
                    self.b.def_var(last_addr, addr);
                    self.b.def_var(last_val, v);
                }
            }
            _ => unreachable!("`inst` sends only these here"),
        }
    }

    /// A lazy range `base:inc:limit`: its count and last element, inline for
    /// whole numbers, else by `rt::lazy_range`.
    fn make_range(&mut self, dst: &V, base: &V, inc: &V, limit: &V, exit: &u32) {
        let (x, y, z) = (self.get(*base), self.get(*inc), self.get(*limit));
        let [rbase, rinc, rn, rlast, rlimit] = self.ranges[dst];
        // `rt::lazy_range` keeps the base, step and limit it is given.
        for (var, v) in [(rbase, x), (rinc, y), (rlimit, z)] {
            self.b.def_var(var, v);
        }
        let (fast, slow, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let ok = self.b.append_block_param(join, types::I8);
        match self.whole_range(*base, *inc, *limit) {
            Some(simple) => self.b.ins().brif(simple, fast, &[], slow, &[]),
            None => self.b.ins().jump(fast, &[]),
        };
        // Whole numbers, as `rt::lazy_range` counts them (see
        // `whole_range`): `floor((limit - base) / inc) + 1` elements
        // (none when negative), the last `base + (count - 1) * inc`;
        // no call. A step of 1 divides and multiplies by nothing.
        let unit = self.consts.get(inc) == Some(&1.0);
        self.b.switch_to_block(fast);
        let one = self.b.ins().f64const(1.0);
        let span = self.b.ins().fsub(z, x);
        let steps = if unit {
            span
        } else {
            self.b.ins().fdiv(span, y)
        };
        let steps = self.b.ins().floor(steps);
        let count = self.b.ins().fadd(steps, one);
        let zero = self.b.ins().f64const(0.0);
        let some = self.b.ins().fcmp(FloatCC::GreaterThan, count, zero);
        let count = self.b.ins().select(some, count, zero);
        let n = self.b.ins().fcvt_to_sint_sat(types::I64, count);
        let far = if unit {
            steps
        } else {
            self.b.ins().fmul(steps, y)
        };
        let far = self.b.ins().fadd(x, far);
        // Reaching the limit, the last is the limit (`-0` stays);
        // one element or none, the base.
        let at_limit = self.b.ins().fcmp(FloatCC::Equal, far, z);
        let far = self.b.ins().select(at_limit, z, far);
        let more = self.b.ins().fcmp(FloatCC::GreaterThan, count, one);
        let last = self.b.ins().select(more, far, x);
        self.b.def_var(rn, n);
        self.b.def_var(rlast, last);
        let yes = self.b.ins().iconst(types::I8, 1);
        self.b.ins().jump(join, &[yes.into()]);
        self.b.switch_to_block(slow);
        let ss =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 40, 3));
        let out = self.b.ins().stack_addr(self.ptr, ss, 0);
        let done = self.call(Helper::Range, self.h.range as usize, &[x, y, z, out]);
        let n = self.b.ins().stack_load(types::I64, ss, 16);
        let last = self.b.ins().stack_load(types::F64, ss, 24);
        self.b.def_var(rn, n);
        self.b.def_var(rlast, last);
        self.b.ins().jump(join, &[done.into()]);
        self.b.switch_to_block(join);
        self.guard(ok, *exit);
    }

    /// The `k`-th element of a lazy range, as `LazyRange::elem` computes it.
    fn for_item(&mut self, dst: &V, range: &V, k: &V) {
        let [base, inc, n, last, _] = self.ranges[range];
        let (base, inc, n, last) = (
            self.b.use_var(base),
            self.b.use_var(inc),
            self.b.use_var(n),
            self.b.use_var(last),
        );
        let kf = self.get(*k);
        // As `LazyRange::elem(k as usize)`, in doubles: `k` counts
        // iterations (whole, below the count, far below 2^53), so
        // it is `k as usize` exactly and `k + 1 < n` is `k < n - 1`
        // (loop-invariant); no float-integer conversion per iteration.
        let kt = kf;
        // A range made here with a constant base and step: `k * 1`
        // is `k`, and `base + 0 * inc` is `base` unless `base` is
        // `-0` (the step is finite: `MakeRange` leaves otherwise).
        let (known_base, known_inc) = match self.made.get(range) {
            Some((b, i)) => (self.consts.get(b).copied(), self.consts.get(i).copied()),
            None => (None, None),
        };
        let step = if known_inc == Some(1.0) {
            kt
        } else {
            self.b.ins().fmul(kt, inc)
        };
        let mid = self.b.ins().fadd(base, step);
        let one = self.b.ins().f64const(1.0);
        let nf = self.b.ins().fcvt_from_sint(types::F64, n);
        let before_last = self.b.ins().fsub(nf, one);
        let inner = self.b.ins().fcmp(FloatCC::LessThan, kt, before_last);
        let v = self.b.ins().select(inner, mid, last);
        let v = if known_base.is_some_and(|b| b.to_bits() != (-0f64).to_bits()) {
            v
        } else {
            let zero = self.b.ins().f64const(0.0);
            let first = self.b.ins().fcmp(FloatCC::Equal, kt, zero);
            self.b.ins().select(first, base, v)
        };
        self.set(*dst, v);
    }

    /// An element of an array, reused when already loaded or just stored.
    fn load_element(&mut self, dst: &V, arr: &V, idx: &[V], exit: &Option<u32>) {
        let key = (*arr, idx.to_vec());
        let v = match self.elems.get(&key) {
            Some(&v) => v,
            None if self.bytes.contains(arr) => {
                let addr = self.element(*arr, idx, *exit);
                let c = self
                    .b
                    .ins()
                    .uload8(types::I32, MemFlags::trusted(), addr, 0);
                let v = self.b.ins().fcvt_from_uint(types::F64, c);
                self.elems.insert(key, v);
                v
            }
            None if self.forwards.contains(&key) => {
                let addr = self.element(*arr, idx, *exit);
                let c = self.r.chain_of(*arr).expect("noted: a chain's load");
                let (last_addr, last_val) = self.last_store[c];
                let last_addr = self.b.use_var(last_addr);
                let last_val = self.b.use_var(last_val);
                let (miss, join) = (self.b.create_block(), self.b.create_block());
                let v = self.b.append_block_param(join, types::F64);
                let hit = self.b.ins().icmp(IntCC::Equal, addr, last_addr);
                self.b.ins().brif(hit, join, &[last_val.into()], miss, &[]);
                self.b.switch_to_block(miss);
                let x = self.b.ins().load(types::F64, MemFlags::trusted(), addr, 0);
                self.b.ins().jump(join, &[x.into()]);
                self.b.switch_to_block(join);
                self.elems.insert(key, v);
                v
            }
            None => {
                let addr = self.element(*arr, idx, *exit);
                let v = self.b.ins().load(types::F64, MemFlags::trusted(), addr, 0);
                self.elems.insert(key, v);
                v
            }
        };
        self.set(*dst, v);
    }
}
