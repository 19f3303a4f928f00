//! The native tier's door into the interpreter: loops lowered to LIR
//! (`code::regions`), compiled by `jit` once they are worth it, run on the
//! frame's registers.
//!
//! Entering a region reads its inputs from the registers (each checked to be
//! what the region expects, else the loop stays interpreted this time),
//! makes every array it updates unique (as the interpreter's first update
//! would), runs the machine code, writes back every value it defined and
//! moves each updated array into the register of its current version, and
//! resumes the interpreter at the pc of the exit taken.
//!
//! When a region is compiled (`NativeRegion::worth_it`): under `--jit=auto`
//! a `for` loop with no loop inside once its work comes to `MIN_LOOP_WORK`,
//! any other loop once the loop ops spent in it come to what compiling it
//! costs (`COMPILE_OPS`: ski rental), straight-line statements once their
//! arrays have `MIN_STRAIGHT_ELEMENTS`; under `--jit=always` when the
//! function is compiled. A region that bails out `MAX_BAILOUTS` times stays
//! interpreted. An exit inside a callee that has a frame (`lir::Frame`)
//! makes that frame from what the region wrote back and runs the rest of
//! the call there (`Interp::call_function_from`).

use std::rc::Rc;
use std::time::Instant;

use lir::V;
use mir::ir::{InstId, InstKind};
use runtime::Value;

use crate::code::NativeRegion;
use crate::interp::{Exc, Frame, Interp};
use crate::rt::LazyRange;

/// Whether and when loops run as machine code (`matc run --jit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum JitMode {
    /// Everything interpreted.
    #[default]
    Off,
    /// A loop is compiled once interpreting it would cost about as much
    /// (`NativeRegion::worth_it`).
    Auto,
    /// Every loop that can be is compiled when its function is (for testing).
    Always,
}

/// After this many exits in the middle of a loop, it stays interpreted:
/// entering it costs more than it saves.
const MAX_BAILOUTS: u32 = 64;

/// Straight-line statements (two reductions or more, as a digest takes) are
/// compiled (about a millisecond) only when their loop runs over this many
/// elements at least. One pass instead of a pass per reduction: a digest
/// of five reductions took 0.3 ms against 0.43 over 1.5e5 elements, and
/// 1.7 ms against 3.4 over 1e6.
const MIN_STRAIGHT_ELEMENTS: usize = 100_000;

/// A `for` loop with no loop inside is compiled only once the MIR
/// instructions it has left to run, with those the interpreter ran in it
/// so far, come to this many: at 10 to 20 ns each interpreted, about what
/// compiling a small loop takes (0.3 ms; the first compilation of a
/// process takes 1 ms more). Loops that set up an array run interpreted.
const MIN_LOOP_WORK: u64 = 20_000;

/// What compiling a loop that holds loops (or a `while` loop) costs, in
/// the interpreter's loop ops (`Stats::loop_ops`, about 2 ns each) that
/// take as long: measured over the benchmarks' loops, about 0.15 ms and
/// 20 us per MIR instruction of the region, and the first compilation of
/// a process 0.4 ms more (Cranelift's code is cold).
const COMPILE_OPS: u64 = 80_000;
const COMPILE_OPS_PER_INST: u64 = 11_000;
const FIRST_COMPILE_OPS: u64 = 220_000;

impl NativeRegion {
    /// Whether entering the region pays: straight-line statements only when
    /// their array has many elements (`MIN_STRAIGHT_ELEMENTS`), a `for`
    /// loop with no loop inside only when its work comes to `MIN_LOOP_WORK`
    /// (else one iteration is counted as interpreted), any other loop as
    /// `loop_pays` says, or they are compiled already. `loop_ops` is the
    /// interpreter's count so far, `first` whether nothing was compiled yet.
    fn worth_it(&self, regs: &[Option<Value>], loop_ops: u64, first: bool) -> bool {
        if self.compiled.get().is_some() {
            return true;
        }
        if self.region.entry.is_none() {
            let Some((k, n)) = self.trip else {
                return self.loop_pays(regs, loop_ops, first);
            };
            let left = match (&regs[k as usize], &regs[n as usize]) {
                // Saturating: NaN is 0, more than u64 holds is u64::MAX.
                (Some(Value::Num(k)), Some(Value::Num(n))) => (n - k) as u64,
                _ => return true,
            };
            let per = self.region.num_mir_insts as u64;
            let spent = self.interpreted.get();
            if spent.saturating_add(left.saturating_mul(per)) >= MIN_LOOP_WORK {
                return true;
            }
            self.interpreted.set(spent + per);
            return false;
        }
        let Some(g) = self.region.gate else {
            return false;
        };
        match &regs[g as usize] {
            Some(Value::Double(t)) => t.data.len() >= MIN_STRAIGHT_ELEMENTS,
            _ => false,
        }
    }

    /// Whether a loop that holds loops, or a `while` loop, is worth
    /// compiling at its header: once what its interpretation cost so far,
    /// or what it has left to do, comes to what compiling it costs
    /// (`COMPILE_OPS`). What is left is, for a `for` loop, its
    /// iterations left at the pace of those done; for a `while` loop as
    /// much as it did so far. A loop that ends soon is not compiled, and
    /// one that goes on costs at most its compilation twice (ski rental).
    /// The loop ops counted since the header was last reached were spent
    /// in the loop (or, once it was left and entered again, in the loops
    /// run in between).
    fn loop_pays(&self, regs: &[Option<Value>], loop_ops: u64, first: bool) -> bool {
        let visits = self.visits.get();
        if visits > 0 {
            let since = loop_ops.saturating_sub(self.last_ops.get());
            self.spent.set(self.spent.get().saturating_add(since));
        }
        self.visits.set(visits + 1);
        self.last_ops.set(loop_ops);
        let spent = self.spent.get();
        let iterations_left =
            self.counted
                .and_then(|(k, n)| match (&regs[k as usize], &regs[n as usize]) {
                    // Saturating: NaN is 0, more than u64 holds is u64::MAX.
                    (Some(Value::Num(k)), Some(Value::Num(n))) => Some((n - k) as u64),
                    _ => None,
                });
        let left = match iterations_left {
            Some(iterations) if visits > 0 => (spent / visits).saturating_mul(iterations),
            Some(_) => 0,
            None => spent,
        };
        let insts = self.region.num_mir_insts as u64;
        let cost = COMPILE_OPS + COMPILE_OPS_PER_INST.saturating_mul(insts);
        spent.max(left) >= cost + if first { FIRST_COMPILE_OPS } else { 0 }
    }

    /// Compiles the region unless done already; false when it cannot run natively.
    pub fn ensure_compiled(&self, stats: &mut crate::stats::Stats, debug: &jit::Debug) -> bool {
        if self.disabled.get() {
            return false;
        }
        self.compiled
            .get_or_init(|| {
                let t = Instant::now();
                let c = jit::compile(&self.region, helpers(), debug);
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

/// A complex product as the interpreter computes it: values without an
/// imaginary part are real (a region holds both as `c64`), so `ops::Mixed`
/// decides the operation; two complex ones are `carith::mul`'s product.
extern "C" fn cmul_helper(are: f64, aim: f64, bre: f64, bim: f64, out: *mut f64) {
    use runtime::ops::{complex_arith, BinOp, Mixed};
    let (x, y) = (runtime::C64::new(are, aim), runtime::C64::new(bre, bim));
    let z = match (aim == 0.0, bim == 0.0) {
        (true, true) => runtime::C64::new(are * bre, 0.0),
        (true, false) => complex_arith(BinOp::Mul, Mixed::LeftReal)(x, y),
        (false, true) => complex_arith(BinOp::Mul, Mixed::RightReal)(x, y),
        (false, false) => runtime::carith::mul(x, y),
    };
    // SAFETY: the region passes a 2-slot stack buffer.
    unsafe {
        *out = z.re;
        *out.add(1) = z.im;
    }
}

/// The interpreter's functions a compiled region calls (also what the IR
/// filetests run regions from `tests/lir` with).
pub fn helpers() -> jit::Helpers {
    jit::Helpers {
        range: range_helper,
        cexp: cexp_helper,
        cmul: cmul_helper,
        interrupt: &runtime::INTERRUPT as *const std::sync::atomic::AtomicBool as *const u8,
    }
}

/// What the region wrote back that belongs in an inlined call's frame.
#[derive(Default)]
struct CalleeValues {
    /// (callee register, value)
    regs: Vec<(u32, Option<Value>)>,
    /// (callee register, its lazy range)
    ranges: Vec<(u32, LazyRange)>,
}

/// A scalar of type `t` the region left in `buf` at `at`.
fn scalar_at(t: lir::Ty, buf: &[u64], at: usize) -> Option<Value> {
    let x = f64::from_bits(buf[at]);
    match t {
        lir::Ty::F64 => Some(Value::Num(x)),
        lir::Ty::Bool => Some(Value::Bool(buf[at] != 0)),
        lir::Ty::C64 => {
            let im = f64::from_bits(buf[at + 1]);
            Some(if im == 0.0 {
                Value::Num(x)
            } else {
                Value::Complex(runtime::C64::new(x, im))
            })
        }
        lir::Ty::Char => Some(Value::str_bytes(&[x as u8])),
        lir::Ty::Range => Some(Value::Num(0.0)),
        lir::Ty::Arr | lir::Ty::Chars => None,
    }
}

fn range_at(buf: &[u64], at: usize) -> LazyRange {
    LazyRange {
        base: f64::from_bits(buf[at]),
        inc: f64::from_bits(buf[at + 1]),
        n: buf[at + 2] as usize,
        last: f64::from_bits(buf[at + 3]),
        limit: f64::from_bits(buf[at + 4]),
    }
}

impl Interp {
    /// Runs the loop (or the statements) of `n` natively from its entry;
    /// the pc to resume at, or `None` when it is not entered (the op after
    /// it runs). An error is one raised by the rest of an inlined call the
    /// region left in the middle: `pc` is then that call's.
    pub(crate) fn run_native(
        &mut self,
        fr: &mut Frame,
        n: &NativeRegion,
        pc: &mut usize,
    ) -> Result<Option<usize>, Exc> {
        // An inlined call would have raised the recursion limit's error.
        let depth = n.region.call_depth as usize;
        if depth > 0 && self.depth + depth > self.ctx.max_recursion_depth {
            return Ok(None);
        }
        let first = self.stats.native_loops == 0;
        if !n.worth_it(&fr.regs, self.stats.loop_ops, first)
            || !n.ensure_compiled(&mut self.stats, &self.jit_debug)
        {
            return Ok(None);
        }
        let Some(Some(c)) = n.compiled.get() else {
            return Ok(None);
        };
        let mut buf = n.buf.borrow_mut();
        if !self.enter_native(fr, n, c, &mut buf) {
            return Ok(None);
        }
        self.stats.native_entries += 1;
        // SAFETY: `buf` is laid out as the region's layout says; the arrays
        // stay in their registers, unmoved, while it runs, and the updated
        // ones are unique.
        let exit = unsafe { c.run(&mut buf) } as usize;
        let callee = leave_native(fr, n, c, &buf, exit);
        drop(buf);
        if n.region.finish == Some(exit as u32) {
            for &r in &n.dead {
                fr.regs[r as usize] = None;
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
        match n.region.resume_frame[exit] {
            None => Ok(Some(n.resume_pc[exit] as usize)),
            Some(fi) => self
                .finish_call(fr, n, fi as usize, exit, callee)
                .map_err(|(call, e)| {
                    *pc = call;
                    e
                }),
        }
    }

    /// Fills `buf` with the region's inputs from the registers, after making
    /// every array it updates unique; false when one is not of its type
    /// (the region is not entered).
    fn enter_native(
        &mut self,
        fr: &mut Frame,
        n: &NativeRegion,
        c: &jit::Compiled,
        buf: &mut [u64],
    ) -> bool {
        let r = &n.region;
        let regs = &mut fr.regs;
        // Updated arrays first: made unique before any pointer is taken.
        for ch in &r.chains {
            match &mut regs[ch.input as usize] {
                Some(v @ Value::Double(_)) => {
                    crate::copies::ensure_unique_checked(v, &mut self.stats)
                }
                _ => return false,
            }
        }
        for (k, inp) in r.inputs.iter().enumerate() {
            let at = c.layout.inputs[k];
            match inp.ty {
                // A variable the loop defines before reading it may be
                // undefined yet: `ABSENT` stands for it (and nothing else does).
                lir::Ty::F64 => match &regs[inp.v as usize] {
                    Some(Value::Num(x)) if x.to_bits() != lir::ABSENT => buf[at] = x.to_bits(),
                    None if r.absent.contains(&inp.v) => buf[at] = lir::ABSENT,
                    _ => return false,
                },
                lir::Ty::Bool => match &regs[inp.v as usize] {
                    Some(Value::Bool(b)) => buf[at] = *b as u64,
                    _ => return false,
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
                    _ => return false,
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
                        jit::put_array(buf, at, p as *const u8, 8, (rows, cols));
                    }
                    _ => return false,
                },
                lir::Ty::Char => match &regs[inp.v as usize] {
                    Some(Value::Char(t)) if t.data.len() == 1 && t.dims.as_slice().len() == 2 => {
                        buf[at] = (t.data[0] as f64).to_bits()
                    }
                    _ => return false,
                },
                // Only read: the region never writes through the pointer.
                lir::Ty::Chars => match &regs[inp.v as usize] {
                    Some(Value::Char(t)) if t.dims.as_slice().len() == 2 => {
                        let d = t.dims.as_slice();
                        jit::put_array(buf, at, t.data.as_ptr(), 1, (d[0], d[1]));
                    }
                    _ => return false,
                },
                lir::Ty::Range => match inp.lazy.and_then(|l| fr.lazy[l as usize]) {
                    Some(lr) => {
                        buf[at] = lr.base.to_bits();
                        buf[at + 1] = lr.inc.to_bits();
                        buf[at + 2] = lr.n as u64;
                        buf[at + 3] = lr.last.to_bits();
                        buf[at + 4] = lr.limit.to_bits();
                    }
                    None => return false,
                },
            }
        }
        // The column counts the region relies on (its rows read or written
        // as small vectors), in the inputs' third slot.
        r.widths.iter().all(|&(a, cols)| {
            let k = r.inputs.iter().position(|i| i.v == a);
            k.is_some_and(|k| buf[c.layout.inputs[k] + 2] == cols as u64)
        })
    }

    /// The rest of an inlined call the region left in the middle: the callee
    /// runs from the resume point in a frame holding what the region wrote
    /// back for it, and its outputs go to the call's results.
    fn finish_call(
        &mut self,
        fr: &mut Frame,
        n: &NativeRegion,
        fi: usize,
        exit: usize,
        mut callee: CalleeValues,
    ) -> Result<Option<usize>, (usize, Exc)> {
        let frame = &n.region.frames[fi];
        let call_pc = n.after_call[fi] as usize - 1;
        let call = self.prog.func(fr.func).inst(InstId(frame.call));
        let (g, results) = match &call.kind {
            InstKind::Call {
                callee: mir::ir::Callee::Func(g),
                ..
            } => (*g, call.results.clone()),
            _ => unreachable!("a frame is of a call of a user function"),
        };
        // The arguments not moved in: read from the caller's registers.
        for &(p, a, _) in &frame.params {
            if !callee.regs.iter().any(|(x, _)| *x == p) {
                callee.regs.push((p, fr.regs[a as usize].clone()));
            }
        }
        let resume = n.region.resumes[exit];
        self.stack.push((fr.func, call_pc));
        let r = self.call_function_from(
            g,
            frame.nargin as usize,
            frame.nargout as usize,
            |code| match resume {
                lir::Resume::Inst(i) => code.inst_pc[i as usize] as usize,
                lir::Resume::Term(b) => code.term_pc[b as usize] as usize,
            },
            |code, cf| {
                for (x, v) in callee.regs {
                    cf.regs[x as usize] = v;
                }
                for (x, lr) in callee.ranges {
                    if let Some(l) = code.lazy_of[x as usize] {
                        cf.lazy[l as usize] = Some(lr);
                    }
                }
            },
        );
        self.stack.pop();
        match r {
            Ok(outs) => {
                for (res, v) in results.iter().zip(outs) {
                    fr.regs[res.index()] = Some(v);
                }
                Ok(Some(n.after_call[fi] as usize))
            }
            Err(e) => Err((call_pc, e)),
        }
    }
}

/// Writes back what the region defined that is live at exit `exit`, and
/// moves each updated array into the register of its current version: in
/// the region's function, or (an exit inside an inlined call with a frame)
/// the callee's values and the arrays it updates, returned for its frame.
fn leave_native(
    fr: &mut Frame,
    n: &NativeRegion,
    c: &jit::Compiled,
    buf: &[u64],
    exit: usize,
) -> CalleeValues {
    let r = &n.region;
    let frame = r.resume_frame[exit].map(|fi| &r.frames[fi as usize]);
    let in_frame = |v: V| frame.is_some_and(|f| v >= f.base && v < f.base + f.num_values);
    let mut callee = CalleeValues::default();
    let regs = &mut fr.regs;
    for &k in &r.live[exit] {
        let (v, t) = r.defs[k];
        let at = c.layout.defs[k];
        if in_frame(v) {
            let x = v - frame.map_or(0, |f| f.base);
            if t == lir::Ty::Range {
                callee.ranges.push((x, range_at(buf, at)));
            }
            callee.regs.push((x, scalar_at(t, buf, at)));
            continue;
        }
        if v >= r.num_mir_values {
            // An element of a small vector, written back with it.
            continue;
        }
        let slot = &mut regs[v as usize];
        match t {
            lir::Ty::F64 if buf[at] == lir::ABSENT && r.absent.contains(&v) => *slot = None,
            lir::Ty::F64 => set_num(slot, f64::from_bits(buf[at])),
            lir::Ty::Range => {
                if let Some(l) = n.def_lazy[k] {
                    fr.lazy[l as usize] = Some(range_at(buf, at));
                }
                set_num(slot, 0.0);
            }
            lir::Ty::Arr | lir::Ty::Chars => {}
            _ => *slot = scalar_at(t, buf, at),
        }
    }
    for &k in &r.live_smalls[exit] {
        let sv = &r.smalls[k];
        let data: Vec<f64> = sv
            .elems
            .iter()
            .map(|&d| f64::from_bits(buf[c.layout.defs[d]]))
            .collect();
        let t = if sv.column {
            runtime::Tensor::col(data)
        } else {
            runtime::Tensor::row(data)
        };
        regs[sv.v as usize] = Some(Value::Double(Rc::new(t)));
    }
    for (k, ch) in r.chains.iter().enumerate() {
        let cur = buf[c.layout.chains[k]] as V;
        // Into the callee: a version of its own, or an argument it was
        // passed as its last use (the caller no longer needs it).
        let into = frame.and_then(|f| {
            if in_frame(cur) {
                Some(cur - f.base)
            } else {
                f.params
                    .iter()
                    .find(|(_, a, moved)| *a == cur && *moved)
                    .map(|(p, _, _)| *p)
            }
        });
        match into {
            Some(x) => callee.regs.push((x, regs[ch.input as usize].take())),
            None if cur != ch.input => regs[cur as usize] = regs[ch.input as usize].take(),
            None => {}
        }
    }
    callee
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
