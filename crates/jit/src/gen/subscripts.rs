//! Array elements: their addresses, bounds checks and forwarded stores.
//!
//! Bounds checks: none for an access the lowering proves in bounds. A
//! position comes from the bits of `s + 1.5*2^52` (no float-to-integer
//! conversion), so `ii+1`'s position is `ii`'s plus one, and `a(s)` with one
//! subscript is at the array's skewed pointer (`crate::put_array`) plus
//! those bits times the element size: one addressing mode. Within a block, the
//! first subscript of each group (one array, one subscript position, one
//! root: `jj`, `jj-1`, `jj+1`) checks the whole group with one unsigned
//! compare, and the later groups that would leave through the same exit are
//! checked with it. An element's address and value are reused within a
//! block, and a load of the element the last store wrote one iteration ago
//! (`f(ii, jj-1)` before `f(ii, jj) = ...`) takes it from a register, so a
//! Gauss-Seidel sweep's chain of dependences does not pass through memory.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, MemFlags, StackSlotData, StackSlotKind, Value};
use lir::{BinF, Dest, Extent, Inst, V};

use super::{prefetch_helper, Forwards, Gen, Helper};

/// `M` of `Gen::root_position`, 1.5 * 2^52, and its bits.
const M: f64 = 6_755_399_441_055_744.0;
pub(crate) const M_BITS: u64 = M.to_bits();

/// `Inst::Prefetch` asks for a stretch of this many elements (eight cache
/// lines of doubles, `prefetch_helper`'s) at every element whose position
/// is a multiple of it, this many stretches ahead. lgdr's digest of 8e6
/// elements took 11.0-11.6 ms from 1 to 32 stretches ahead (26.4 without);
/// asking for 1 to 16 lines at every 8th to 64th element gave 9.8-14.6 ms,
/// in no order the machine's noise left clear.
const PREFETCH_EVERY: i64 = 64;
const PREFETCH_STRETCHES: i64 = 4;

impl Gen<'_, '_> {
    /// Gathers the subscript groups of a block's element accesses and
    /// the range of constant offsets of each.
    pub(super) fn note_spans(&mut self, insts: &[Inst]) {
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
    pub(super) fn check_ahead(&mut self, mut ok: Value, exit: u32) -> Value {
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
    pub(super) fn forwarding_headers(&mut self) -> Vec<bool> {
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
    pub(super) fn note_forwards(&self, insts: &[Inst]) -> Forwards {
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
    pub(super) fn root_position(&mut self, s: V) -> (Value, Value) {
        let (base, whole, _) = self.root_bits(s);
        (base, whole)
    }

    /// `root_position`, and the bits of `t` it is taken from.
    fn root_bits(&mut self, s: V) -> (Value, Value, Value) {
        if let Some(&r) = self.roots.get(&s) {
            return r;
        }
        let x = self.get(s);
        let m = self.b.ins().f64const(M);
        let t = self.b.ins().fadd(x, m);
        let back = self.b.ins().fsub(t, m);
        let whole = self.b.ins().fcmp(FloatCC::Equal, back, x);
        let bits = self.b.ins().bitcast(types::I64, MemFlags::new(), t);
        let base = self.b.ins().iadd_imm(bits, -(M_BITS as i64) - 1);
        self.roots.insert(s, (base, whole, bits));
        (base, whole, bits)
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
    pub(super) fn subscript(
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
    pub(super) fn element(&mut self, arr: V, idx: &[V], exit: Option<u32>) -> Value {
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
            let (_, _, ok) = self.subscript(arr, 1, 0, idx[0], a.numel);
            if let Some(ok) = ok {
                let ok = self.check_ahead(ok, exit);
                self.guard(ok, exit);
            }
            return self.linear_address(arr, idx[0], key);
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
        self.address(arr, a.ptr, pos, key)
    }

    /// The address of an element whose subscripts are proven valid: no
    /// check, and none of the block's subscript groups counts as checked.
    pub(super) fn unchecked_element(&mut self, arr: V, idx: &[V], key: (u64, Vec<V>)) -> Value {
        if let [s] = idx {
            return self.linear_address(arr, *s, key);
        }
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
        self.address(arr, a.ptr, pos, key)
    }

    /// The address of `arr(s)`, remembered for the rest of the block under
    /// `key`: `ptr + size * (bits - bits(M) - 1 + c)` (`root_position`) as
    /// `skewed + size * c + size * bits`, one addressing mode, where a
    /// constant skew would be added anew each time round a loop.
    fn linear_address(&mut self, arr: V, s: V, key: (u64, Vec<V>)) -> Value {
        let (root, c) = self.affine.get(&s).copied().unwrap_or((s, 0));
        let (_, _, bits) = self.root_bits(root);
        let skewed = self.arr(arr).skewed;
        let size = if self.bytes.contains(&arr) { 1 } else { 8 };
        let start = match c {
            0 => skewed,
            _ => self.b.ins().iadd_imm(skewed, c * size),
        };
        let offset = self.b.ins().imul_imm(bits, size);
        let addr = self.b.ins().iadd(start, offset);
        self.addrs.insert(key, addr);
        addr
    }

    /// The address of element `pos` (0-based, column-major) of `arr`, whose
    /// data starts at `ptr`, remembered for the rest of the block under `key`.
    fn address(&mut self, arr: V, ptr: Value, pos: Value, key: (u64, Vec<V>)) -> Value {
        let offset = if self.bytes.contains(&arr) {
            pos
        } else {
            self.b.ins().ishl_imm(pos, 3)
        };
        let addr = self.b.ins().iadd(ptr, offset);
        self.addrs.insert(key, addr);
        addr
    }

    /// Before a call, which clobbers every float register: forgets the
    /// last stores rather than keep their values alive across it (they
    /// would be spilled, and a spilled value is read from memory again).
    pub(super) fn forget_stores(&mut self) {
        for k in 0..self.last_store.len() {
            let (last_addr, last_val) = self.last_store[k];
            let zero = self.b.ins().iconst(self.ptr, 0);
            self.b.def_var(last_addr, zero);
            let zero = self.b.ins().f64const(0.0);
            self.b.def_var(last_val, zero);
        }
    }

    /// Whether `base:inc:limit` has a whole base, step and limit below 2^30
    /// in magnitude and a step not zero: `ops::range_len`'s count is then
    /// `floor((limit - base) / inc) + 1` exactly (none when negative) — its
    /// tolerance, relative and below 2^-20 of one over the step, cannot move
    /// a quotient of whole numbers across a whole number — and the last
    /// element `base + (count - 1) * inc`, a whole number (the base itself when
    /// there is one element or none). `None`: always (constants that are).
    pub(super) fn whole_range(&mut self, base: V, inc: V, limit: V) -> Option<Value> {
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
    pub(super) fn note_affine(&mut self, dst: V, op: BinF, a: V, b: V) {
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

    /// An instruction on an array or a lazy range.
    pub(super) fn array_inst(&mut self, i: &Inst) {
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
            Inst::Prefetch { dst, arr, k } => {
                // At every `PREFETCH_EVERY`th element, the next stretch of
                // that many a few stretches ahead: a call for so few
                // instructions costs less than the registers a call every
                // time would spill.
                let addr = self.element(*arr, &[*k], None);
                let (_, _, bits) = self.root_bits(*k);
                let low = self.b.ins().band_imm(bits, PREFETCH_EVERY - 1);
                let now = self.b.ins().icmp_imm(IntCC::Equal, low, 0);
                let (ask, on) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(now, ask, &[], on, &[]);
                self.b.switch_to_block(ask);
                let ahead = self
                    .b
                    .ins()
                    .iadd_imm(addr, 8 * PREFETCH_EVERY * PREFETCH_STRETCHES);
                self.call_inst(
                    Helper::Prefetch,
                    prefetch_helper as *const () as usize,
                    &[ahead],
                );
                self.b.ins().jump(on, &[]);
                self.b.switch_to_block(on);
                let yes = self.b.ins().iconst(types::I8, 1);
                self.set(*dst, yes);
            }
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
    pub(super) fn make_range(&mut self, dst: &V, base: &V, inc: &V, limit: &V, exit: &u32) {
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
    pub(super) fn for_item(&mut self, dst: &V, range: &V, k: &V) {
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
    pub(super) fn load_element(&mut self, dst: &V, arr: &V, idx: &[V], exit: &Option<u32>) {
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
