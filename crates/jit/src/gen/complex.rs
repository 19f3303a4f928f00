//! Complex scalars: each operation as the interpreter computes it, NaN
//! signs included, and `abs` compares decided without the hypotenuse.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{
    types, AbiParam, InstBuilder, Signature, StackSlotData, StackSlotKind, Value,
};
use lir::{BinF, Cmp, Dest, Inst, Part, Term, V};

use super::{Gen, Helper};
use crate::hypot_helper;

impl Gen<'_, '_> {
    /// `a + b` whose NaN is `a`'s when both are NaN, as the interpreter's
    /// compiled code gives it: x86 keeps the first operand's NaN, and
    /// Cranelift may swap the operands of a commutative op. The sign of a
    /// NaN shows in a complex number's display (`NaN - NaNi`).
    pub(super) fn fadd_ordered(&mut self, a: Value, b: Value) -> Value {
        let sum = self.b.ins().fadd(a, b);
        self.first_nan(a, sum)
    }

    /// `a * b` with `a`'s NaN when both are NaN (see `fadd_ordered`).
    pub(super) fn fmul_ordered(&mut self, a: Value, b: Value) -> Value {
        let product = self.b.ins().fmul(a, b);
        self.first_nan(a, product)
    }

    pub(super) fn first_nan(&mut self, a: Value, result: Value) -> Value {
        let a_nan = self.b.ins().fcmp(FloatCC::Unordered, a, a);
        self.b.ins().select(a_nan, a, result)
    }

    /// The imaginary part of `a - b` of complex scalars as the interpreter
    /// computes it: a real `a` (imaginary part zero) gives `-b.im`
    /// (`ops::Mixed::LeftReal`), whose NaN has its sign flipped where
    /// `0 - NaN` keeps it (`2 - 1i*NaN` is `NaN + NaNi` with Octave's sign
    /// rules). `real`: `a` is known to be real.
    pub(super) fn csub_im(&mut self, a_im: Value, b_im: Value, real: bool) -> Value {
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
    pub(super) fn cmul(
        &mut self,
        a: (Value, Value),
        b: (Value, Value),
        real: [bool; 2],
    ) -> (Value, Value) {
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
    pub(super) fn recover_nan_product(
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

    /// The `abs` of a complex scalar whose one use is an ordering compare
    /// later in its block and that no exit writes back (`abs(x) < 2`):
    /// `compare_abs` decides the compare without the hypotenuse when the
    /// sum of squares is clearly on one side.
    pub(super) fn note_abs_compares(&mut self) {
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
    pub(super) fn compare_abs(&mut self, z: V, abs_first: bool, op: Cmp, y: V) -> Value {
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

    /// An instruction on complex scalars.
    pub(super) fn complex_inst(&mut self, i: &Inst) {
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
}
