//! The native tier's door into the interpreter: loops lowered to LIR, compiled
//! by `jit` on first entry, run on the frame's registers.
//!
//! Entering a region reads its inputs from the registers (each checked to be
//! what the region expects, else the loop stays interpreted this time),
//! makes every array it updates unique (as the interpreter's first update
//! would), runs the machine code, writes back every value it defined and
//! moves each updated array into the register of its current version, and
//! resumes the interpreter at the pc of the exit taken.

use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;
use std::time::Instant;

use mir::ir::{BlockId, Const, FuncId, Function, InstId, ValueId};
use runtime::Value;

use crate::code::{FuncFacts, Resolver};
use crate::interp::{Frame, Interp, LazyRange};
use mir::liveness::{inst_operands, last_uses, LastUses};

/// Whether and when loops run as machine code (`matc run --jit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JitMode {
    /// Everything interpreted.
    #[default]
    Off,
    /// A loop is compiled when it is first entered.
    Auto,
    /// Every loop that can be is compiled when its function is (for testing).
    Always,
}

/// After this many exits in the middle of a loop, it stays interpreted:
/// entering it costs more than it saves.
const MAX_BAILOUTS: u32 = 64;

/// Straight-line statements are compiled (about a millisecond) only when
/// their loop runs over this many elements at least: the interpreter takes
/// 10 to 20 ns per element of each statement, machine code a tenth of that.
const MIN_STRAIGHT_ELEMENTS: usize = 100_000;

/// What the lowering reads of the function being compiled (or inlined).
pub struct LowerEnv<'a, 'r> {
    facts: &'a dyn FuncFacts,
    f: &'a Function,
    res: &'a Resolver<'r>,
    lu: LastUses,
    /// Per value, the scalar constant `compile` loads into its register once.
    constants: Vec<Option<Const>>,
    /// Per value: a range only `for` reads (the frame keeps it lazy).
    for_range: Vec<bool>,
}

impl<'a, 'r: 'a> LowerEnv<'a, 'r> {
    pub fn new(
        f: &'a Function,
        facts: &'a dyn FuncFacts,
        res: &'a Resolver<'r>,
        lu: LastUses,
        hoisted: &[(ValueId, Value)],
    ) -> Self {
        let mut constants = vec![None; f.num_values as usize];
        for (v, k) in hoisted {
            constants[v.index()] = match k {
                Value::Num(x) => Some(Const::Num(*x)),
                Value::Bool(b) => Some(Const::Bool(*b)),
                Value::Complex(z) if z.re == 0.0 && z.im != 0.0 => Some(Const::Imag(z.im)),
                _ => None,
            };
        }
        let defs = crate::code::range_defs(f);
        let other = crate::code::non_for_uses(f);
        let for_range = defs.iter().zip(&other).map(|(d, o)| *d && !*o).collect();
        LowerEnv {
            facts,
            f,
            res,
            lu,
            constants,
            for_range,
        }
    }
}

impl<'a, 'r: 'a> lir::Env<'a> for LowerEnv<'a, 'r> {
    fn ty(&self, v: ValueId) -> Option<lir::Ty> {
        self.facts.lir_type(v)
    }
    fn header_ty(&self, v: ValueId) -> Option<lir::Ty> {
        // Checked on entry: a loop entered before it is defined stays
        // interpreted until the next iteration reaches the header.
        self.facts.lir_type_if_defined(v)
    }
    fn describe(&self, v: ValueId) -> String {
        self.facts.describe(v)
    }
    fn lazy_slot(&self, v: ValueId) -> Option<u32> {
        // The slot number is known after layout (`NativeRegion::new` fills it in).
        self.for_range[v.index()].then_some(0)
    }
    fn constant(&self, v: ValueId) -> Option<Const> {
        self.constants[v.index()].clone()
    }
    fn last_use(&self, i: InstId, v: ValueId) -> bool {
        let mut ops = Vec::new();
        inst_operands(&self.f.inst(i).kind, &mut ops);
        let mask = self.lu.inst[i.index()];
        ops.iter()
            .enumerate()
            .any(|(pos, x)| *x == v && pos < 64 && mask >> pos & 1 != 0)
    }
    fn term_last_use(&self, b: BlockId, target: usize, arg: usize) -> bool {
        arg < 64 && self.lu.term[b.index()][target.min(1)] >> arg & 1 != 0
    }
    fn callee(&self, g: FuncId) -> Option<(&'a Function, Rc<dyn lir::Env<'a> + 'a>)> {
        let (gf, facts) = (self.res.callees?)(g)?;
        let hoisted = crate::code::hoistable(gf, self.res);
        let env = LowerEnv::new(gf, facts, self.res, last_uses(gf), &hoisted);
        Some((gf, Rc::new(env)))
    }
}

/// A loop the native tier runs, with what the interpreter needs to enter and leave it.
pub struct NativeRegion {
    pub region: lir::Region,
    /// Per resume point, the pc the interpreter continues at.
    resume_pc: Vec<u32>,
    /// Per resume point, whether it is a bail-out (before an instruction)
    /// rather than a way out of the loop.
    bail: Vec<bool>,
    /// Per written-back range, its lazy slot.
    def_lazy: Vec<Option<u32>>,
    compiled: OnceCell<Option<jit::Compiled>>,
    buf: RefCell<Vec<u64>>,
    bailouts: Cell<u32>,
    disabled: Cell<bool>,
}

impl std::fmt::Debug for NativeRegion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Native(bb{})", self.region.header)
    }
}

impl NativeRegion {
    pub fn new(
        mut region: lir::Region,
        inst_pc: &[u32],
        term_pc: &[u32],
        lazy_of: &[Option<u32>],
    ) -> NativeRegion {
        let mut ok = true;
        for i in &mut region.inputs {
            if i.ty == lir::Ty::Range {
                i.lazy = lazy_of[i.v as usize];
                ok &= i.lazy.is_some();
            }
        }
        let def_lazy: Vec<Option<u32>> = region
            .defs
            .iter()
            .map(|(v, t)| {
                let l = lazy_of[*v as usize];
                ok &= *t != lir::Ty::Range || l.is_some();
                l
            })
            .collect();
        let resume_pc = region
            .resumes
            .iter()
            .map(|r| match r {
                lir::Resume::Inst(i) => inst_pc[*i as usize],
                lir::Resume::Term(b) => term_pc[*b as usize],
            })
            .collect();
        let bail = region
            .resumes
            .iter()
            .enumerate()
            .map(|(k, r)| matches!(r, lir::Resume::Inst(_)) && region.finish != Some(k as u32))
            .collect();
        NativeRegion {
            region,
            resume_pc,
            bail,
            def_lazy,
            compiled: OnceCell::new(),
            buf: RefCell::new(Vec::new()),
            bailouts: Cell::new(0),
            disabled: Cell::new(!ok),
        }
    }

    /// Whether entering the region pays: straight-line statements only when
    /// their array has many elements (`MIN_STRAIGHT_ELEMENTS`) or they are
    /// compiled already.
    fn worth_it(&self, regs: &[Option<Value>]) -> bool {
        if self.region.entry.is_none() || self.compiled.get().is_some() {
            return true;
        }
        let Some(g) = self.region.gate else {
            return false;
        };
        match &regs[g as usize] {
            Some(Value::Double(t)) => t.data.len() >= MIN_STRAIGHT_ELEMENTS,
            _ => false,
        }
    }

    /// Compiles the region unless done already; false when it cannot run natively.
    pub fn ensure_compiled(&self, stats: &mut crate::stats::Stats) -> bool {
        if self.disabled.get() {
            return false;
        }
        self.compiled
            .get_or_init(|| {
                let t = Instant::now();
                let c = jit::compile(&self.region, helpers());
                stats.native_compile_ns += t.elapsed().as_nanos() as u64;
                match c {
                    Ok(c) => {
                        stats.native_loops += 1;
                        stats.native_insts += self.region.num_mir_insts as u64;
                        *self.buf.borrow_mut() = vec![0; c.layout.len];
                        Some(c)
                    }
                    Err(_) => {
                        stats.native_failures += 1;
                        None
                    }
                }
            })
            .is_some()
    }
}

extern "C" fn range_helper(base: f64, inc: f64, limit: f64, out: *mut u64) -> bool {
    match crate::rt::lazy_range(base, inc, limit) {
        Some(r) => {
            // SAFETY: the region passes a 5-slot stack buffer.
            unsafe {
                *out = r.base.to_bits();
                *out.add(1) = r.inc.to_bits();
                *out.add(2) = r.n as u64;
                *out.add(3) = r.last.to_bits();
                *out.add(4) = r.limit.to_bits();
            }
            true
        }
        None => false,
    }
}

extern "C" fn mod_rem_helper(rem: u32, x: f64, y: f64) -> f64 {
    if rem != 0 {
        runtime::builtins::elfun::rem_f(x, y)
    } else {
        runtime::builtins::elfun::mod_f(x, y)
    }
}

/// As `Op::Math1`'s `exp`: real for a real value, `C64::exp` otherwise.
extern "C" fn cexp_helper(re: f64, im: f64, out: *mut f64) {
    let z = if im == 0.0 {
        runtime::C64::new(re.exp(), 0.0)
    } else {
        runtime::C64::new(re, im).exp()
    };
    // SAFETY: the region passes a 2-slot stack buffer.
    unsafe {
        *out = z.re;
        *out.add(1) = z.im;
    }
}

fn helpers() -> jit::Helpers {
    jit::Helpers {
        range: range_helper,
        cexp: cexp_helper,
        mod_rem: mod_rem_helper,
        interrupt: &runtime::INTERRUPT as *const std::sync::atomic::AtomicBool as *const u8,
    }
}

impl Interp {
    /// Runs the loop of `n` natively from its header; the pc to resume at,
    /// or `None` when it is not entered (the op after it runs).
    pub(crate) fn run_native(&mut self, fr: &mut Frame, n: &NativeRegion) -> Option<usize> {
        // An inlined call would have raised the recursion limit's error.
        let depth = n.region.call_depth as usize;
        if depth > 0 && self.depth + depth > crate::interp::MAX_RECURSION {
            return None;
        }
        if !n.worth_it(&fr.regs) || !n.ensure_compiled(&mut self.stats) {
            return None;
        }
        let c = n.compiled.get()?.as_ref()?;
        let r = &n.region;
        let mut buf = n.buf.borrow_mut();
        let regs = &mut fr.regs;
        // Updated arrays first: made unique before any pointer is taken.
        for ch in &r.chains {
            match &mut regs[ch.input as usize] {
                Some(v @ Value::Double(_)) => {
                    crate::copies::ensure_unique_checked(v, &mut self.stats)
                }
                _ => return None,
            }
        }
        for (k, inp) in r.inputs.iter().enumerate() {
            let at = c.layout.inputs[k];
            match inp.ty {
                lir::Ty::F64 => match &regs[inp.v as usize] {
                    Some(Value::Num(x)) => buf[at] = x.to_bits(),
                    _ => return None,
                },
                lir::Ty::Bool => match &regs[inp.v as usize] {
                    Some(Value::Bool(b)) => buf[at] = *b as u64,
                    _ => return None,
                },
                // A complex value with a zero imaginary part (from `complex`)
                // is not narrowed by a copy: only the interpreter keeps it.
                lir::Ty::C64 => match &regs[inp.v as usize] {
                    Some(Value::Num(x)) => {
                        buf[at] = x.to_bits();
                        buf[at + 1] = 0f64.to_bits();
                    }
                    Some(Value::Complex(z)) if z.im != 0.0 => {
                        buf[at] = z.re.to_bits();
                        buf[at + 1] = z.im.to_bits();
                    }
                    _ => return None,
                },
                lir::Ty::Arr => match &mut regs[inp.v as usize] {
                    Some(Value::Double(t)) if t.dims.as_slice().len() == 2 => {
                        let d = t.dims.as_slice();
                        let (rows, cols) = (d[0], d[1]);
                        let p = match Rc::get_mut(t) {
                            Some(m) => m.data_mut().as_mut_ptr(),
                            // Shared and only read: the region never writes through it.
                            None => t.data.as_ptr() as *mut f64,
                        };
                        buf[at] = p as u64;
                        buf[at + 1] = rows as u64;
                        buf[at + 2] = cols as u64;
                    }
                    _ => return None,
                },
                lir::Ty::Char => match &regs[inp.v as usize] {
                    Some(Value::Char(t)) if t.data.len() == 1 && t.dims.as_slice().len() == 2 => {
                        buf[at] = (t.data[0] as f64).to_bits()
                    }
                    _ => return None,
                },
                // Only read: the region never writes through the pointer.
                lir::Ty::Chars => match &regs[inp.v as usize] {
                    Some(Value::Char(t)) if t.dims.as_slice().len() == 2 => {
                        let d = t.dims.as_slice();
                        buf[at] = t.data.as_ptr() as u64;
                        buf[at + 1] = d[0] as u64;
                        buf[at + 2] = d[1] as u64;
                    }
                    _ => return None,
                },
                lir::Ty::Range => match inp.lazy.and_then(|l| fr.lazy[l as usize]) {
                    Some(lr) => {
                        buf[at] = lr.base.to_bits();
                        buf[at + 1] = lr.inc.to_bits();
                        buf[at + 2] = lr.n as u64;
                        buf[at + 3] = lr.last.to_bits();
                        buf[at + 4] = lr.limit.to_bits();
                    }
                    None => return None,
                },
            }
        }
        self.stats.native_entries += 1;
        // SAFETY: `buf` is laid out as the region's layout says; the arrays
        // stay in their registers, unmoved, while it runs, and the updated
        // ones are unique.
        let exit = unsafe { c.run(&mut buf) } as usize;
        let regs = &mut fr.regs;
        for &k in &r.live[exit] {
            let (v, t) = r.defs[k];
            let at = c.layout.defs[k];
            let slot = &mut regs[v as usize];
            match t {
                lir::Ty::F64 => set_num(slot, f64::from_bits(buf[at])),
                lir::Ty::Bool => *slot = Some(Value::Bool(buf[at] != 0)),
                lir::Ty::C64 => {
                    let (re, im) = (f64::from_bits(buf[at]), f64::from_bits(buf[at + 1]));
                    if im == 0.0 {
                        set_num(slot, re)
                    } else {
                        *slot = Some(Value::Complex(runtime::C64::new(re, im)))
                    }
                }
                lir::Ty::Range => {
                    if let Some(l) = n.def_lazy[k] {
                        fr.lazy[l as usize] = Some(LazyRange {
                            base: f64::from_bits(buf[at]),
                            inc: f64::from_bits(buf[at + 1]),
                            n: buf[at + 2] as usize,
                            last: f64::from_bits(buf[at + 3]),
                            limit: f64::from_bits(buf[at + 4]),
                        });
                    }
                    set_num(slot, 0.0);
                }
                lir::Ty::Char => *slot = Some(Value::str_bytes(&[f64::from_bits(buf[at]) as u8])),
                lir::Ty::Arr | lir::Ty::Chars => {}
            }
        }
        for (k, ch) in r.chains.iter().enumerate() {
            let cur = buf[c.layout.chains[k]] as usize;
            if cur != ch.input as usize {
                regs[cur] = regs[ch.input as usize].take();
            }
        }
        if n.bail[exit] {
            self.stats.native_bailouts += 1;
            let b = n.bailouts.get() + 1;
            n.bailouts.set(b);
            if b >= MAX_BAILOUTS {
                n.disabled.set(true);
            }
        }
        Some(n.resume_pc[exit] as usize)
    }
}

#[inline]
fn set_num(slot: &mut Option<Value>, x: f64) {
    match slot {
        Some(Value::Num(y)) => *y = x,
        _ => *slot = Some(Value::Num(x)),
    }
}

/// `matc ir --lir`: the regions of each function (with the types analysis of
/// the whole program, the entry's arguments known when given, as in `matc
/// run`), and the loops left interpreted.
pub fn lir_listing(
    prog: mir::ir::Program,
    loader: mir::Loader,
    funcs: &[mir::ir::FuncId],
    args: &[String],
) -> String {
    use std::fmt::Write;
    let mut it = Interp::new(
        prog,
        loader,
        Box::new(std::io::sink()),
        Box::new(std::io::sink()),
    );
    let entry_args: Vec<analysis::types::AbsValue> = args
        .iter()
        .map(|a| analysis::types::AbsValue::of_cli_arg(a))
        .collect();
    it.types = Some(Rc::new(if args.is_empty() {
        analysis::types::analyze(&it.prog)
    } else {
        analysis::types::analyze_with_args(&it.prog, Some(&entry_args))
    }));
    it.jit = JitMode::Auto;
    let mut out = String::new();
    for &f in funcs {
        let code = it.code(f);
        let _ = writeln!(out, "function {}", code.name);
        for r in &code.regions {
            let _ = write!(out, "{}", r.region);
        }
        for (b, why) in &code.rejected {
            let _ = writeln!(out, "loop bb{b} interpreted: {why}");
        }
        let _ = writeln!(out);
    }
    out
}
