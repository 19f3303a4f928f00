//! `matc run --verify-types`: every value checked against the types analysis as it is made.
//!
//! When verifying, `code::compile` puts an `Op::Verify` after each op that
//! defines values and at the top of each block (its parameters: the φ
//! values, a function's inputs, a handler's error value). The op compares
//! each value with its fact (`check`: class, complexity, shape with its
//! symbolic extents, range, definedness, known text) and reports the first violation
//! of each value, once, with its source location. Without the flag no
//! `Verify` op exists, so the dispatch loop does no extra work.
//!
//! Element claims (range, NaN, whole numbers) cost a pass over the elements.
//! After `x(i) = v` that pass would make a loop filling an array quadratic,
//! so an `Op::VerifyAssigned` before the update notes what `v` holds, and the
//! check after it reads only that when the rest of the elements are covered
//! by the base's own fact, which was checked when the base was made. Likewise
//! a loop-header φ is not re-read when every value jumping to it was checked
//! against a claim that fits within the φ's.

use std::collections::HashSet;
use std::io::Write;
use std::rc::Rc;

use analysis::types::{AbsValue, ClassSet, Shape, Sym, Tri, TypeFacts};
use mir::ir::{FuncId, ValueId};
use runtime::Value;

use crate::code::{Check, Code, Reg};
use crate::interp::{Frame, Interp};
use crate::rt::LazyRange;

/// The facts being verified and what was found wrong so far.
pub struct Verifier {
    pub facts: Rc<TypeFacts>,
    /// Values already reported (each is reported once).
    reported: HashSet<(FuncId, u32)>,
    pub violations: usize,
    /// Noted by `VerifyAssigned`, taken by the `Verify` right after the update.
    assigned: Option<Assigned>,
}

impl Verifier {
    pub fn new(facts: Rc<TypeFacts>) -> Verifier {
        Verifier {
            facts,
            reported: HashSet::new(),
            violations: 0,
            assigned: None,
        }
    }
}

/// The elements an indexed assignment stored, noted before it runs.
pub(crate) struct Assigned {
    class: &'static str,
    range: Option<(f64, f64)>,
    has_nan: bool,
    all_int: bool,
}

/// What a value looks like to the checker, owned (see `Observed`).
struct Seen {
    present: bool,
    class: &'static str,
    complex: bool,
    dims: runtime::Dims,
    range: Option<(f64, f64)>,
    has_nan: bool,
    /// Every non-NaN element is a whole number or infinite (when the range was computed).
    all_int: bool,
    /// A char row's text (when the range was computed).
    text: Option<Vec<u8>>,
}

impl Seen {
    /// `with_range`: compute the (min, max) of the elements too (O(numel)).
    fn of(v: Option<&Value>, with_range: bool) -> Seen {
        let Some(v) = v else {
            return Seen {
                present: false,
                class: "",
                complex: false,
                dims: runtime::Dims::rc(0, 0),
                range: None,
                has_nan: false,
                all_int: true,
                text: None,
            };
        };
        let (range, has_nan, all_int) = if with_range {
            value_range(v)
        } else {
            (None, false, true)
        };
        let text = match v {
            Value::Char(t) if with_range && t.dims.ndims() == 2 && t.dims.rows() <= 1 => {
                Some(t.data.clone())
            }
            _ => None,
        };
        Seen {
            present: true,
            class: v.class_name(),
            complex: v.is_complex(),
            dims: v.dims(),
            range,
            has_nan,
            all_int,
            text,
        }
    }

    fn of_lazy(r: &LazyRange) -> Seen {
        let (lo, hi) = if r.n == 0 {
            (f64::NAN, f64::NAN)
        } else {
            let (a, b) = (r.elem(0), r.elem(r.n - 1));
            (a.min(b), a.max(b))
        };
        Seen {
            present: true,
            class: "double",
            complex: false,
            dims: runtime::Dims::rc(1, r.n),
            range: (r.n > 0).then_some((lo, hi)),
            has_nan: false,
            all_int: (0..r.n.min(2))
                .map(|i| r.elem(i))
                .chain(std::iter::once(r.last))
                .all(|x| x == x.trunc()),
            text: None,
        }
    }

    /// `double 3x4 in [0, 1]`, `absent`: what was found, for the report.
    fn describe(&self) -> String {
        if !self.present {
            return "absent".to_string();
        }
        let dims: Vec<String> = self.dims.iter().map(|d| d.to_string()).collect();
        let mut s = format!(
            "{}{} {}",
            if self.complex { "complex " } else { "" },
            self.class,
            dims.join("x")
        );
        match self.range {
            Some((a, b)) if a == b => s.push_str(&format!(" = {}", num(a))),
            Some((a, b)) => s.push_str(&format!(" in [{}, {}]", num(a), num(b))),
            None => {}
        }
        if self.has_nan {
            s.push_str(" with NaN");
        }
        s
    }
}

fn num(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "Inf" } else { "-Inf" }.to_string()
    } else if x == x.trunc() && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// (min, max) of the real parts of a numeric, logical or char value with
/// elements (NaN ignored), whether there was a NaN, and whether every other
/// element is whole (or infinite).
fn value_range(v: &Value) -> (Option<(f64, f64)>, bool, bool) {
    fn fold(it: impl Iterator<Item = f64>) -> (Option<(f64, f64)>, bool, bool) {
        let mut lo = f64::INFINITY;
        let mut hi = f64::NEG_INFINITY;
        let mut nan = false;
        let mut any = false;
        let mut int = true;
        for x in it {
            if x.is_nan() {
                nan = true;
            } else {
                any = true;
                lo = lo.min(x);
                hi = hi.max(x);
                int &= x == x.trunc();
            }
        }
        (any.then_some((lo, hi)), nan, int)
    }
    match v {
        Value::Num(x) => fold(std::iter::once(*x)),
        Value::Bool(b) => fold(std::iter::once(*b as u8 as f64)),
        Value::Complex(z) => fold(std::iter::once(z.re)),
        Value::Double(t) => fold(t.data.iter().copied()),
        Value::Single(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::ComplexDouble(t) => fold(t.data.iter().map(|z| z.re)),
        Value::ComplexSingle(t) => fold(t.data.iter().map(|z| z.re as f64)),
        Value::Int8(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::Int16(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::Int32(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::Int64(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::UInt8(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::UInt16(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::UInt32(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::UInt64(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::Logical(t) => fold(t.data.iter().map(|&x| x as u8 as f64)),
        Value::Char(t) => fold(t.data.iter().map(|&x| x as f64)),
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => {
            (None, false, true)
        }
        // The stored elements, and the zeros between them.
        Value::Sparse(sp) => {
            let zeros = (sp.nnz() < sp.rows * sp.cols).then_some(0.0);
            let stored = (0..sp.nnz()).map(|k| sp.data.c64(k).re);
            fold(stored.chain(zeros))
        }
        // The diagonal, and the zeros off it.
        Value::Diag(d) => {
            let zeros = (d.len() < d.rows * d.cols).then_some(0.0);
            fold(d.c64s().into_iter().map(|z| z.re).chain(zeros))
        }
        Value::Perm(p) => fold([0.0, 1.0].into_iter().take(p.len().min(2))),
    }
}

/// Whether checking `fact` needs the elements (range, integrality, text): O(numel).
fn needs_elements(fact: &AbsValue) -> bool {
    !fact.range.is_top() || fact.text.is_some()
}

/// Whether the elements of `base(...) = value` other than `value`'s need no
/// new pass: `base`'s fact (checked when `base` was made) bounds them within
/// `fact`, zeros from growth fit `fact`, and storing `value` into the result's
/// class keeps its numbers (no integer saturation).
fn assigned_suffices(
    fact: &AbsValue,
    base: &AbsValue,
    result_class: &str,
    value: &Assigned,
) -> bool {
    let r = &fact.range;
    let keeps_numbers = value.class == result_class
        || (result_class == "double" && matches!(value.class, "logical" | "char" | "single"));
    !base.may_be_absent
        && !base.class.is_empty()
        && elements_within(base, fact)
        && r.contains(0.0)
        && keeps_numbers
}

/// Whether `inner`'s element claims imply `outer`'s (so a value checked
/// against `inner` needs no element pass for `outer`).
fn elements_within(inner: &AbsValue, outer: &AbsValue) -> bool {
    let (i, o) = (&inner.range, &outer.range);
    outer.text.is_none() && i.lo >= o.lo && i.hi <= o.hi && (o.nan || !i.nan) && (i.int || !o.int)
}

/// What the fact claims that `seen` contradicts (`Err`), else `Ok`.
/// `extent(sym)` is the current value of a symbolic extent (None when its
/// value is no longer in a register).
fn check(fact: &AbsValue, seen: &Seen, extent: &dyn Fn(Sym) -> Option<u64>) -> Result<(), String> {
    if !seen.present {
        return if fact.may_be_absent {
            Ok(())
        } else {
            Err("defined".into())
        };
    }
    if fact.class.is_empty() {
        return Err(if fact.may_be_absent {
            "undefined".into()
        } else {
            "unreachable".into()
        });
    }
    let class = ClassSet::from_name(seen.class);
    if !class.within(fact.class) {
        return Err(format!("class {}", fact.class.names().join("|")));
    }
    match (fact.complex, seen.complex) {
        (Tri::No, true) => return Err("real".into()),
        (Tri::Yes, false) => return Err("complex".into()),
        _ => {}
    }
    check_shape(&fact.shape, seen.dims.as_slice(), extent)?;
    check_elements(fact, seen)?;
    if let (Some(want), Some(got)) = (&fact.text, &seen.text) {
        if want.is_ascii() && want.as_bytes() != got.as_slice() {
            return Err(format!("text '{want}'"));
        }
    }
    Ok(())
}

/// Whether `v` (None: absent) is a value `fact` describes: class,
/// complexity, shape (symbolic extents through `extent`), elements, text,
/// and the extent a whole scalar equals. Code compiled for a context
/// (`matc build`) runs only on arguments its facts describe.
pub fn fits(fact: &AbsValue, v: Option<&Value>, extent: &dyn Fn(Sym) -> Option<u64>) -> bool {
    let seen = Seen::of(v, needs_elements(fact));
    if check(fact, &seen, extent).is_err() {
        return false;
    }
    match (fact.ext, v) {
        (Some(s), Some(v)) => match (extent(s), v.scalar_f64()) {
            (Some(e), Some(x)) => x == e as f64,
            _ => false,
        },
        _ => true,
    }
}

/// The element claims (range, whole numbers, NaN) that `seen` contradicts.
fn check_elements(fact: &AbsValue, seen: &Seen) -> Result<(), String> {
    let class = ClassSet::from_name(seen.class);
    // Chars are bytes here but code points in the analysis: compare ASCII only.
    let non_ascii = seen.class == "char" && seen.range.is_some_and(|(_, hi)| hi >= 128.0);
    if !non_ascii && class.intersects(ClassSet::NUMBERS) && (seen.range.is_some() || seen.has_nan) {
        let r = &fact.range;
        if let Some((lo, hi)) = seen.range {
            if lo < r.lo || hi > r.hi {
                return Err(format!("range [{}, {}]", num(r.lo), num(r.hi)));
            }
            if r.int && !seen.all_int {
                return Err("whole numbers".into());
            }
        }
        if seen.has_nan && !r.nan {
            return Err("no NaN".into());
        }
    }
    Ok(())
}

fn check_shape(
    shape: &Shape,
    dims: &[usize],
    extent: &dyn Fn(Sym) -> Option<u64>,
) -> Result<(), String> {
    // Trailing ones are insignificant beyond the second dimension.
    let mut n = dims.len();
    while n > 2 && dims[n - 1] == 1 {
        n -= 1;
    }
    let dims = &dims[..n];
    let show = || {
        let ds: Vec<String> = (0..shape.dims.as_ref().map_or(2, |d| d.len()))
            .map(|k| {
                let d = shape.dim(k);
                match (d.get(), d.hi) {
                    (Some(n), _) => n.to_string(),
                    (None, u64::MAX) => format!("{}..", d.lo),
                    (None, h) => format!("{}..{h}", d.lo),
                }
            })
            .collect();
        ds.join("x")
    };
    match &shape.dims {
        Some(want) => {
            for k in 0..want.len().max(dims.len()) {
                let got = dims.get(k).copied().unwrap_or(1) as u64;
                let d = shape.dim(k);
                if got < d.lo || got > d.hi {
                    return Err(format!("shape {}", show()));
                }
                if let Some(s) = d.sym {
                    if extent(s).is_some_and(|e| e != got) {
                        return Err(format!("shape {} (extent {} = {:?})", show(), k + 1, s));
                    }
                }
            }
        }
        None => {
            let r = dims.len() as u32;
            if r < shape.rank.0 || r > shape.rank.1 {
                return Err(format!("rank in [{}, {}]", shape.rank.0, shape.rank.1));
            }
        }
    }
    Ok(())
}

impl Interp {
    /// Runs an `Op::Verify`: checks the values in `checks` against their facts.
    #[cold]
    #[inline(never)]
    pub(crate) fn verify_op(&mut self, code: &Code, fr: &Frame, pc: usize, checks: &[Check]) {
        let Some(ver) = &self.verify else { return };
        let facts = ver.facts.clone();
        let Some(ft) = facts.func(code.func) else {
            return;
        };
        let mut assigned = self.verify.as_mut().and_then(|v| v.assigned.take());
        for c in checks {
            let fact = ft.value(ValueId(c.r));
            let value = fr.regs[c.r as usize].as_ref();
            if value.is_none()
                && c.incoming
                    .as_ref()
                    .is_some_and(|args| args.iter().any(|a| fr.ended.contains(a)))
            {
                continue;
            }
            let seen = match (c.lazy.and_then(|l| fr.lazy[l as usize]), c.assigned_into) {
                (Some(r), _) => Seen::of_lazy(&r),
                (None, Some(base)) if needs_elements(fact) => match (value, assigned.take()) {
                    (Some(v), Some(a))
                        if assigned_suffices(fact, ft.value(base), v.class_name(), &a) =>
                    {
                        Seen {
                            range: a.range,
                            has_nan: a.has_nan,
                            all_int: a.all_int,
                            ..Seen::of(value, false)
                        }
                    }
                    _ => Seen::of(value, true),
                },
                (None, _) => {
                    let covered = c.incoming.as_ref().is_some_and(|args| {
                        args.iter()
                            .all(|&a| self.incoming_within(code, ft, a, fact))
                    });
                    Seen::of(value, needs_elements(fact) && !covered)
                }
            };
            let extent = |s: Sym| -> Option<u64> {
                match s {
                    Sym::Val(v) => match fr.regs.get(v.index())?.as_ref()? {
                        Value::Num(x) if *x >= 0.0 && *x == x.trunc() => Some(*x as u64),
                        _ => None,
                    },
                    Sym::Ext(v, k) => {
                        let d = fr.regs.get(v.index())?.as_ref()?.dims();
                        Some(d.as_slice().get(k as usize).copied().unwrap_or(1) as u64)
                    }
                }
            };
            if let Err(claim) = check(fact, &seen, &extent) {
                if self
                    .verify
                    .as_ref()
                    .is_some_and(|v| v.reported.contains(&(code.func, c.r)))
                {
                    continue;
                }
                let shown = fact.display_in(Some(self.prog.func(code.func)));
                self.report_violation(code, pc, c.r, &shown, &claim, &seen);
            }
        }
    }

    /// Whether the value in register `a`, jumping to a parameter with `fact`,
    /// already satisfies `fact`'s element claims: it was checked against a
    /// claim within them, or it is a constant whose elements are.
    fn incoming_within(
        &self,
        code: &Code,
        ft: &analysis::types::FuncTypes,
        a: Reg,
        fact: &AbsValue,
    ) -> bool {
        if code.verified.get(a as usize).copied().unwrap_or(false) {
            return elements_within(ft.value(ValueId(a)), fact);
        }
        code.init.iter().any(|&(r, k)| {
            r == a && {
                let seen = Seen::of(Some(&code.consts[k as usize]), true);
                fact.text.is_none() && check_elements(fact, &seen).is_ok()
            }
        })
    }

    /// Runs an `Op::VerifyAssigned`: notes the elements about to be stored.
    #[cold]
    #[inline(never)]
    pub(crate) fn verify_assigned(&mut self, fr: &Frame, value: Reg, lazy: Option<u32>) {
        let assigned = match (
            lazy.and_then(|l| fr.lazy[l as usize]),
            &fr.regs[value as usize],
        ) {
            (Some(r), _) => {
                let s = Seen::of_lazy(&r);
                Some(Assigned {
                    class: s.class,
                    range: s.range,
                    has_nan: s.has_nan,
                    all_int: s.all_int,
                })
            }
            (None, Some(v)) => {
                let (range, has_nan, all_int) = value_range(v);
                Some(Assigned {
                    class: v.class_name(),
                    range,
                    has_nan,
                    all_int,
                })
            }
            (None, None) => None,
        };
        if let Some(v) = &mut self.verify {
            v.assigned = assigned;
        }
    }

    fn report_violation(
        &mut self,
        code: &Code,
        pc: usize,
        r: Reg,
        fact: &str,
        claim: &str,
        seen: &Seen,
    ) {
        let loc = self.location(code, pc);
        let f = self.prog.func(code.func);
        let var = code
            .reg_names
            .get(r as usize)
            .copied()
            .flatten()
            .map(|v| f.vars[v.index()].name.clone());
        let what = match var {
            Some(n) => format!("'{n}' (%{r})"),
            None => format!("%{r}"),
        };
        let msg = format!(
            "verify-types: {}:{}:{}: in {}: {what} violates its fact `{fact}` ({claim}): found {}\n",
            loc.file,
            loc.line,
            loc.column,
            self.display_name(code.func),
            seen.describe()
        );
        self.flush();
        let _ = self.errout.write_all(msg.as_bytes());
        let _ = self.errout.flush();
        if let Some(v) = &mut self.verify {
            v.reported.insert((code.func, r));
            v.violations += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_skip_nan_and_cover_every_class() {
        let v = Value::from_f64s(runtime::Dims::rc(1, 3), vec![3.0, f64::NAN, -2.0]);
        assert_eq!(value_range(&v), (Some((-2.0, 3.0)), true, true));
        assert_eq!(
            value_range(&Value::Bool(true)),
            (Some((1.0, 1.0)), false, true)
        );
        assert_eq!(value_range(&Value::empty()), (None, false, true));
        assert_eq!(
            value_range(&Value::str("az")),
            (Some((97.0, 122.0)), false, true)
        );
        assert_eq!(
            value_range(&Value::Num(0.5)),
            (Some((0.5, 0.5)), false, false)
        );
    }

    #[test]
    fn found_values_read_like_facts() {
        let v = Value::from_f64s(runtime::Dims::rc(2, 2), vec![1.0, 2.0, 3.0, 4.5]);
        assert_eq!(
            Seen::of(Some(&v), true).describe(),
            "double 2x2 in [1, 4.5]"
        );
        assert_eq!(
            Seen::of(Some(&Value::Num(7.0)), true).describe(),
            "double 1x1 = 7"
        );
        assert_eq!(Seen::of(Some(&v), false).describe(), "double 2x2");
        assert_eq!(Seen::of(None, true).describe(), "absent");
        let r = LazyRange {
            base: 5.0,
            inc: -1.0,
            n: 5,
            last: 1.0,
            limit: 1.0,
        };
        assert_eq!(Seen::of_lazy(&r).describe(), "double 1x5 in [1, 5]");
    }

    fn seen(v: &Value) -> Seen {
        Seen::of(Some(v), true)
    }

    #[test]
    fn facts_are_checked_part_by_part() {
        let none = |_: Sym| None;
        let five = AbsValue::number(5.0);
        assert!(check(&five, &seen(&Value::Num(5.0)), &none).is_ok());
        assert!(check(&five, &seen(&Value::Num(6.0)), &none).is_err());
        assert!(check(&five, &seen(&Value::Bool(true)), &none).is_err());
        assert_eq!(
            check(&five, &Seen::of(None, true), &none),
            Err("defined".into())
        );
        assert!(check(&AbsValue::top(), &Seen::of(None, true), &none).is_ok());
        let m = Value::from_f64s(runtime::Dims::rc(3, 4), vec![0.5; 12]);
        let any34 = AbsValue::real(
            ClassSet::DOUBLE,
            Shape::exact(&[3, 4]),
            analysis::types::Interval::TOP,
        );
        assert!(check(&any34, &seen(&m), &none).is_ok());
        let m43 = Value::from_f64s(runtime::Dims::rc(4, 3), vec![0.5; 12]);
        assert!(check(&any34, &seen(&m43), &none).is_err());
        // Whole numbers claimed, 0.5 found.
        let ints = AbsValue::real(
            ClassSet::DOUBLE,
            Shape::exact(&[3, 4]),
            analysis::types::Interval::new(0.0, 10.0, true),
        );
        assert_eq!(check(&ints, &seen(&m), &none), Err("whole numbers".into()));
        // NaN not admitted by a finite range without `nan`.
        let nan = Value::from_f64s(runtime::Dims::rc(1, 2), vec![1.0, f64::NAN]);
        let row = AbsValue::real(
            ClassSet::DOUBLE,
            Shape::exact(&[1, 2]),
            analysis::types::Interval::new(0.0, 10.0, true),
        );
        assert_eq!(check(&row, &seen(&nan), &none), Err("no NaN".into()));
        // Trailing singleton dimensions do not count.
        let col = Value::from_f64s(runtime::Dims::new(&[2, 1, 1]), vec![1.0, 2.0]);
        let col_fact = AbsValue::real(
            ClassSet::DOUBLE,
            Shape::exact(&[2, 1]),
            analysis::types::Interval::TOP,
        );
        assert!(check(&col_fact, &seen(&col), &none).is_ok());
    }

    fn ranged(lo: f64, hi: f64, int: bool) -> AbsValue {
        AbsValue::real(
            ClassSet::DOUBLE,
            Shape::exact(&[3, 4]),
            analysis::types::Interval::new(lo, hi, int),
        )
    }

    #[test]
    fn element_shortcuts_only_when_the_claims_nest() {
        let unit = ranged(0.0, 1.0, false);
        let nonneg = ranged(0.0, f64::INFINITY, false);
        assert!(elements_within(&unit, &nonneg));
        assert!(!elements_within(&nonneg, &unit));
        // A whole-number claim is not implied by one without it.
        assert!(!elements_within(&unit, &ranged(0.0, 1.0, true)));
        assert!(elements_within(&ranged(0.0, 1.0, true), &unit));
        let stored = |class, lo, hi| Assigned {
            class,
            range: Some((lo, hi)),
            has_nan: false,
            all_int: true,
        };
        let v = stored("double", 1.0, 1.0);
        assert!(assigned_suffices(&nonneg, &unit, "double", &v));
        // The base's elements may lie outside the result's claim.
        assert!(!assigned_suffices(&unit, &nonneg, "double", &v));
        // Growth fills zeros, which a claim of [1, 2] excludes.
        assert!(!assigned_suffices(
            &ranged(1.0, 2.0, false),
            &ranged(1.0, 2.0, false),
            "double",
            &v
        ));
        // A double stored into an integer array saturates: read the elements.
        assert!(!assigned_suffices(&nonneg, &unit, "int8", &v));
        assert!(assigned_suffices(
            &nonneg,
            &unit,
            "double",
            &stored("logical", 1.0, 1.0)
        ));
        // An absent base (the assignment creates the variable) proves nothing.
        let mut absent = unit.clone();
        absent.may_be_absent = true;
        assert!(!assigned_suffices(&nonneg, &absent, "double", &v));
    }

    #[test]
    fn symbolic_extents_are_compared_with_their_values() {
        use analysis::types::{Dim, Interval};
        let n = mir::ir::ValueId(7);
        let sym = Dim {
            lo: 0,
            hi: u64::MAX,
            sym: Some(Sym::Val(n)),
        };
        let fact = AbsValue::real(
            ClassSet::DOUBLE,
            Shape::of_dims(vec![Dim::exact(1), sym]),
            Interval::TOP,
        );
        let v = Value::from_f64s(runtime::Dims::rc(1, 3), vec![1.0, 2.0, 3.0]);
        assert!(check(&fact, &seen(&v), &|_| Some(3)).is_ok());
        assert!(check(&fact, &seen(&v), &|_| Some(4)).is_err());
        // The symbol's value is gone from its register: nothing to compare.
        assert!(check(&fact, &seen(&v), &|_| None).is_ok());
    }
}
