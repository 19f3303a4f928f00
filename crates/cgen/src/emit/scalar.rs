//! Operators on C scalars: real doubles (logicals and chars read as their
//! numbers), and doubles that may be complex (`mt_c`, real while the
//! imaginary part is zero, with Octave's mixed real/complex operators).

use mir::ir::{InstId, InstKind, ValueId};
use syntax::ast::{BinOp, UnOp};

use super::{Fx, R};
use crate::repr::{Elem, Repr};

/// The C operator of a comparison.
pub fn cmp_op(op: BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Eq => "==",
        BinOp::Ne => "!=",
        BinOp::Lt => "<",
        BinOp::Le => "<=",
        BinOp::Gt => ">",
        BinOp::Ge => ">=",
        _ => return None,
    })
}

/// `x op y` of two doubles (C expressions) giving a double or a logical.
pub fn real_op(op: BinOp, x: &str, y: &str, scalar_pow: bool) -> Option<String> {
    Some(match op {
        BinOp::Add => format!("({x} + {y})"),
        BinOp::Sub => format!("({x} - {y})"),
        BinOp::Mul | BinOp::MatMul => format!("({x} * {y})"),
        BinOp::Div | BinOp::MatDiv => format!("({x} / {y})"),
        BinOp::LeftDiv | BinOp::MatLeftDiv => format!("({y} / {x})"),
        BinOp::Pow | BinOp::MatPow if scalar_pow => format!("mt_spow({x}, {y})"),
        BinOp::Pow | BinOp::MatPow => format!("mt_pow({x}, {y})"),
        _ => {
            let c = cmp_op(op)?;
            format!("({x} {c} {y})")
        }
    })
}

impl Fx<'_> {
    pub(super) fn unary(&mut self, i: InstId, r: ValueId, op: UnOp, x: ValueId) -> R<()> {
        if self.repr(x).is_array() {
            return self.unary_array(i, r, op, x);
        }
        let e = match self.repr(r) {
            Repr::Scalar(e) => *e,
            _ => {
                return Err(self.refuse(
                    Some(r),
                    "the result of an operator on a scalar is no scalar",
                ))
            }
        };
        let expr = match (op, e) {
            (UnOp::Neg, Elem::C64) => format!("mt_cneg({})", self.cnum(x)?),
            (UnOp::Plus, Elem::C64) => self.cnum(x)?,
            (UnOp::Neg, _) => format!("(-{})", self.num(x)?),
            (UnOp::Plus, _) => self.num(x)?,
            (UnOp::Not, _) => {
                if let Repr::Scalar(Elem::C64) = self.repr(x) {
                    let z = self.cnum(x)?;
                    format!("(creal({z}) == 0 && cimag({z}) == 0)")
                } else {
                    let v = self.num(x)?;
                    let loc = self.loc();
                    format!("(mt_truth_num({loc}, {v}) == 0)")
                }
            }
        };
        let d = self.sv(r);
        self.line(format!("{d} = {expr};"));
        self.set_present(r);
        Ok(())
    }

    pub(super) fn binary(
        &mut self,
        i: InstId,
        r: ValueId,
        op: BinOp,
        a: ValueId,
        b: ValueId,
    ) -> R<()> {
        if self.repr(a).is_array() || self.repr(b).is_array() {
            return self.binary_array(i, r, op, a, b);
        }
        let re = match self.repr(r) {
            Repr::Scalar(e) => *e,
            _ => {
                return Err(self.refuse(Some(r), "an operator on scalars whose result is no scalar"))
            }
        };
        if self.counter[r.index()] {
            // A loop counter's increment, in integers.
            let d = self.sv(r);
            let x = self.sv(a);
            self.line(format!("{d} = {x} + 1;"));
            return Ok(());
        }
        if let Some(n) = self.range_count(a, op, b) {
            // A `for` loop's test in integers: the C compiler then counts
            // the loop's iterations.
            let (d, k) = (self.sv(r), self.sv(a));
            self.line(format!("{d} = ({k} < {n});"));
            return Ok(());
        }
        let complex = matches!(self.repr(a), Repr::Scalar(Elem::C64))
            || matches!(self.repr(b), Repr::Scalar(Elem::C64));
        let expr = if complex {
            self.complex_op(r, op, a, b)?
        } else if matches!(op, BinOp::And | BinOp::Or) {
            let (x, y) = (self.num(a)?, self.num(b)?);
            let loc = self.loc();
            let c = if op == BinOp::And { "&&" } else { "||" };
            let t1 = self.temp("int");
            let t2 = self.temp("int");
            self.line(format!("{t1} = mt_truth_num({loc}, {x}) != 0;"));
            self.line(format!("{t2} = mt_truth_num({loc}, {y}) != 0;"));
            format!("({t1} {c} {t2})")
        } else if matches!(op, BinOp::Pow | BinOp::MatPow) && re == Elem::C64 {
            let (x, y) = (self.num(a)?, self.num(b)?);
            format!("mt_cpow_real({x}, {y})")
        } else {
            let (x, y) = (self.num(a)?, self.num(b)?);
            let e = real_op(op, &x, &y, true)
                .ok_or_else(|| self.refuse(Some(r), format!("operator {op:?} is not compiled")))?;
            if re == Elem::C64 {
                format!("mt_cx({e}, 0.0)")
            } else {
                e
            }
        };
        let d = self.sv(r);
        self.line(format!("{d} = {expr};"));
        self.set_present(r);
        Ok(())
    }

    /// `k < count` of a loop counter and the element count of a range kept
    /// as its numbers: the count as a C integer.
    fn range_count(&mut self, a: ValueId, op: BinOp, b: ValueId) -> Option<String> {
        if op != BinOp::Lt || !self.counter[a.index()] {
            return None;
        }
        let InstKind::ForCount(x) = self.f.inst(self.defs[b.index()]?).kind else {
            return None;
        };
        if !matches!(self.repr(x), Repr::Range) {
            return None;
        }
        Some(format!("{}.n", self.sv(x)))
    }

    /// An operator with a complex operand (Octave's mixed forms).
    fn complex_op(&mut self, r: ValueId, op: BinOp, a: ValueId, b: ValueId) -> R<String> {
        let (x, y) = (self.cnum(a)?, self.cnum(b)?);
        Ok(match op {
            BinOp::Add => format!("mt_cadd({x}, {y})"),
            BinOp::Sub => format!("mt_csub({x}, {y})"),
            BinOp::Mul | BinOp::MatMul => format!("mt_cmul({x}, {y})"),
            BinOp::Div | BinOp::MatDiv => format!("mt_cdiv({x}, {y})"),
            BinOp::LeftDiv | BinOp::MatLeftDiv => format!("mt_cdiv({y}, {x})"),
            BinOp::Eq => format!("(creal({x}) == creal({y}) && cimag({x}) == cimag({y}))"),
            BinOp::Ne => format!("!(creal({x}) == creal({y}) && cimag({x}) == cimag({y}))"),
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                let c = cmp_op(op).unwrap_or("<");
                format!("(mt_ccmp({x}, {y}) {c} 0)")
            }
            BinOp::And | BinOp::Or => {
                let c = if op == BinOp::And { "&&" } else { "||" };
                format!("(mt_ctruth({x}) {c} mt_ctruth({y}))")
            }
            _ => return Err(self.refuse(Some(r), "powers of complex numbers are not compiled yet")),
        })
    }

    /// `if`/`while` truth of a value: a logical scalar.
    pub(super) fn truth(&mut self, r: ValueId, x: ValueId) -> R<()> {
        let expr = match self.repr(x).clone() {
            Repr::Scalar(Elem::Bool) => {
                self.check_present(x)?;
                self.const_or(x)
            }
            Repr::Scalar(Elem::C64) => {
                let z = self.cnum(x)?;
                format!("mt_ctruth({z})")
            }
            Repr::Scalar(_) => {
                let v = self.num(x)?;
                let loc = self.loc();
                format!("(mt_truth_num({loc}, {v}) != 0)")
            }
            Repr::Array { elem, .. } => {
                let p = self.data(x)?;
                let n = self.numel(x);
                let t = self.temp("int");
                let k = self.temp("mt_i");
                self.line(format!("{t} = {n} > 0;"));
                let test = match elem {
                    Elem::F64 => {
                        let loc = self.loc();
                        format!("mt_truth_num({loc}, {p}[{k}]) == 0")
                    }
                    _ => format!("{p}[{k}] == 0"),
                };
                self.line(format!(
                    "for ({k} = 0; {k} < {n}; {k}++) if ({test}) {{ {t} = 0; break; }}"
                ));
                if elem == Elem::F64 {
                    // Octave tests every element for NaN before deciding.
                    let loc = self.loc();
                    self.line(format!(
                        "for (; {k} < {n}; {k}++) (void)mt_truth_num({loc}, {p}[{k}]);"
                    ));
                }
                t
            }
            _ => return Err(self.refuse(Some(x), "a condition of this form is not compiled")),
        };
        let d = self.sv(r);
        self.line(format!("{d} = {expr};"));
        Ok(())
    }

    /// A `switch` case test: numbers by `==`, text by `strcmp`.
    pub(super) fn switch_match(&mut self, r: ValueId, subject: ValueId, case: ValueId) -> R<()> {
        let d = self.sv(r);
        match (self.repr(subject).clone(), self.repr(case).clone()) {
            (Repr::Scalar(Elem::F64 | Elem::Bool), Repr::Scalar(Elem::F64 | Elem::Bool)) => {
                let (x, y) = (self.num(subject)?, self.num(case)?);
                self.line(format!("{d} = ({x} == {y});"));
            }
            (s, c) if s.elem() == Some(Elem::Char) && c.elem() == Some(Elem::Char) => {
                let (sn, cn) = (self.text_len(subject)?, self.text_len(case)?);
                let (sp, cp) = (self.text_ptr(subject)?, self.text_ptr(case)?);
                let (s0, c0) = (self.dim_or_one(subject, 0), self.dim_or_one(case, 0));
                self.line(format!(
                    "{d} = {s0} == {c0} && {sn} == {cn} && ({sn} == 0 || !memcmp({sp}, {cp}, (size_t){sn}));"
                ));
            }
            (s, c) if s.elem() == Some(Elem::Char) || c.elem() == Some(Elem::Char) => {
                // A string never matches a number.
                self.line(format!("{d} = 0;"));
            }
            _ => {
                return Err(self.refuse(
                    Some(case),
                    "a switch on values of this kind is not compiled",
                ))
            }
        }
        Ok(())
    }

    fn dim_or_one(&mut self, v: ValueId, k: usize) -> String {
        if self.repr(v).is_array() {
            self.dim(v, k)
        } else {
            "1".into()
        }
    }

    /// The characters of a char value: pointer and count.
    pub(super) fn text_ptr(&mut self, v: ValueId) -> R<String> {
        if self.repr(v).is_array() {
            self.data(v)
        } else {
            let c = self.num(v)?;
            let t = self.temp("unsigned char");
            self.line(format!("{t} = (unsigned char){c};"));
            Ok(format!("&{t}"))
        }
    }

    pub(super) fn text_len(&mut self, v: ValueId) -> R<String> {
        Ok(if self.repr(v).is_array() {
            self.numel(v)
        } else {
            "1".into()
        })
    }
}
