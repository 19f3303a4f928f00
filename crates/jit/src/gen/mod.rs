//! One region's Cranelift function: its variables, blocks, exits and
//! scalar instructions.
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

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Block, InstBuilder, MemFlags, Signature, Type, Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, Variable};
use lir::{BinF, Cmp, Dest, Inst, Math, Native, Native2, Region, Term, Ty, V};

use super::{math2_helper, math_helper, pow_helper, prefetch_helper, Helpers, Layout};

mod complex;
mod subscripts;

pub(crate) use subscripts::M_BITS;

/// An array's handle: fixed while the region runs.
#[derive(Clone, Copy)]
struct Arr {
    ptr: Value,
    /// `ptr` skewed for a subscript's bits (`crate::put_array`).
    skewed: Value,
    rows: Value,
    cols: Value,
    numel: Value,
}

pub(crate) struct Gen<'a, 'b> {
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
    sigs: [Option<cranelift_codegen::ir::SigRef>; 5],
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
    roots: HashMap<V, (Value, Value, Value)>,
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
    /// `(at: *const u8)`: `prefetch_helper`.
    Prefetch,
}

fn clty(t: Ty) -> Type {
    match t {
        Ty::Bool => types::I8,
        _ => types::F64,
    }
}

impl<'a, 'b> Gen<'a, 'b> {
    pub(crate) fn new(
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
            sigs: [None; 5],
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

    fn arr(&self, v: V) -> Arr {
        match self.r.chain_of(v) {
            Some(c) => self.arrays[&self.r.chains[c].input],
            None => self.arrays[&v],
        }
    }

    pub(crate) fn emit(mut self) {
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
                    let skewed = self.load(self.ptr, at + 3);
                    let numel = self.b.ins().imul(rows, cols);
                    self.arrays.insert(
                        inp.v,
                        Arr {
                            ptr,
                            skewed,
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

    fn call(&mut self, helper: Helper, addr: usize, args: &[Value]) -> Value {
        let call = self.call_inst(helper, addr, args);
        self.b.inst_results(call)[0]
    }

    /// A call of the helper at `addr`, whose shape is `helper`.
    fn call_inst(
        &mut self,
        helper: Helper,
        addr: usize,
        args: &[Value],
    ) -> cranelift_codegen::ir::Inst {
        let sig = match self.sigs[helper as usize] {
            Some(sig) => sig,
            None => {
                let (params, ret): (Vec<Type>, Option<Type>) = match helper {
                    Helper::Math => (vec![types::I32, types::F64], Some(types::F64)),
                    Helper::Binary => (vec![types::F64, types::F64], Some(types::F64)),
                    Helper::Math2 => (vec![types::I32, types::F64, types::F64], Some(types::F64)),
                    Helper::Range => (
                        vec![types::F64, types::F64, types::F64, self.ptr],
                        Some(types::I8),
                    ),
                    Helper::Prefetch => (vec![self.ptr], None),
                };
                // The prefetch is called from loops whose sums and extremes
                // live in registers: Windows' convention keeps xmm6-xmm15
                // across a call, where System V's clobbers every float
                // register (and the loop then kept them all in memory).
                let conv = match helper {
                    Helper::Prefetch if cfg!(target_arch = "x86_64") => CallConv::WindowsFastcall,
                    _ => self.b.func.signature.call_conv,
                };
                let mut s = Signature::new(conv);
                s.params.extend(params.into_iter().map(AbiParam::new));
                s.returns.extend(ret.map(AbiParam::new));
                let sig = self.b.import_signature(s);
                self.sigs[helper as usize] = Some(sig);
                sig
            }
        };
        self.forget_stores();
        let f = self.b.ins().iconst(self.ptr, addr as i64);
        self.b.ins().call_indirect(sig, f, args)
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
            | Inst::Prefetch { .. }
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
                let (mut x, mut y) = (self.get(*a), self.get(*b));
                let cc = match op {
                    Cmp::Lt => FloatCC::LessThan,
                    // `y < x`: a select of `x` on it is Cranelift's `maxsd`
                    // (the running `max` of a native loop).
                    Cmp::Gt => {
                        (x, y) = (y, x);
                        FloatCC::LessThan
                    }
                    Cmp::Le => FloatCC::LessThanOrEqual,
                    Cmp::Ge => FloatCC::GreaterThanOrEqual,
                    // `x == x` and `x != x` ask whether `x` is NaN: one
                    // flag on x86, where `Equal` and `NotEqual` read two
                    // (`max`'s and `min`'s running extreme, each element).
                    Cmp::Eq if a == b => FloatCC::Ordered,
                    Cmp::Ne if a == b => FloatCC::Unordered,
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
            // The sign cleared by a constant from memory: Cranelift's
            // `fabs` builds its mask in registers every time round a loop.
            Some(Native::Abs) => {
                let mask = self.b.ins().f64const(f64::from_bits(!(1 << 63)));
                self.b.ins().band(x, mask)
            }
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
}
