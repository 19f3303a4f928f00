//! Compiles a LIR region to machine code with Cranelift.
//!
//! The compiled region is `extern "C" fn(buf: *mut u64) -> u32`. The caller
//! fills `buf` with the inputs at the offsets `Layout` gives (a double or a
//! logical in one slot, an array as `put_array` writes it, a range
//! as base, increment, count, last element and limit), the region runs until
//! it leaves the loop or meets something it does not do itself, writes the
//! values it defined that are live there and the current version of each
//! updated array back into `buf`, and returns the index of the resume point
//! (`Region::resumes`).
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
//! `gen` writes one region's Cranelift function: `gen::complex` its complex
//! scalar arithmetic, `gen::subscripts` its array elements and bounds checks.
//!
//! Its tests run regions written as LIR text: the `; test: run` files of
//! `tests/lir`, which `crates/cli/tests/ir_filetests.rs` compiles and runs.

mod gen;

use std::collections::HashMap;

use cranelift_codegen::ir::{types, AbiParam, Value};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use gen::Gen;
use lir::{Math, Math2, Region, Ty};

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
        // The data, rows, columns, and the data skewed (`put_array`).
        Ty::Arr | Ty::Chars => 4,
        Ty::Range => 5,
    }
}

/// Writes an array input's slots from `at`: its data (elements of `size`
/// bytes), its extents, and its data moved back by `1 + bits(1.5 * 2^52)`
/// elements, where the element whose subscript `s` makes `t = s + 1.5 *
/// 2^52` is `size * bits(t)` on (see `Gen::root_position`): a loop then
/// adds nothing to find it. The sum wraps back into the array.
pub fn put_array(buf: &mut [u64], at: usize, data: *const u8, size: usize, dims: (usize, usize)) {
    let skewed = (data as u64).wrapping_sub((gen::M_BITS + 1).wrapping_mul(size as u64));
    buf[at..at + 4].copy_from_slice(&[data as u64, dims.0 as u64, dims.1 as u64, skewed]);
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
    /// `buf` holds `layout.len` slots filled as `Layout` says (arrays by
    /// `put_array`), array pointers valid for their extents (and writable
    /// for updated arrays) while it runs.
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

/// Asks for the eight cache lines from `at` on to be brought into the
/// cache (`Inst::Prefetch`): a hint, which never faults, even past the end
/// of an array.
#[cfg(target_arch = "x86_64")]
extern "win64" fn prefetch_helper(at: *const u8) {
    for line in 0..8 {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch reads nothing the program sees and does not
        // fault on any address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(at.wrapping_add(64 * line) as *const i8) };
    }
}

/// Elsewhere, nothing.
#[cfg(not(target_arch = "x86_64"))]
extern "C" fn prefetch_helper(_: *const u8) {}

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
