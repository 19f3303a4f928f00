//! The abstract domain of values: class set, complexity, shape, value range, definedness.
//!
//! An [`AbsValue`] describes every value an SSA value may hold at run time
//! (in every context its function was analysed in). Its parts follow the
//! partial-evaluation paper's §4 (type lattice, ranges for rank and
//! extents, definedness) and the shapes paper (symbolic extents, and the
//! shape classes of the broadcasting operator ⊕, which is associative,
//! commutative, idempotent and has the scalar as identity).

use std::fmt;

use mir::ir::{Function, ValueId};

/// A set of MATLAB classes (a bit per class).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ClassSet(pub u32);

const CLASS_NAMES: [&str; 16] = [
    "double",
    "single",
    "logical",
    "char",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "cell",
    "struct",
    "function_handle",
    "object",
];

impl ClassSet {
    pub const EMPTY: ClassSet = ClassSet(0);
    pub const DOUBLE: ClassSet = ClassSet(1 << 0);
    pub const SINGLE: ClassSet = ClassSet(1 << 1);
    pub const LOGICAL: ClassSet = ClassSet(1 << 2);
    pub const CHAR: ClassSet = ClassSet(1 << 3);
    /// int8 .. uint64.
    pub const INTS: ClassSet = ClassSet(0xff << 4);
    pub const CELL: ClassSet = ClassSet(1 << 12);
    pub const STRUCT: ClassSet = ClassSet(1 << 13);
    pub const FHANDLE: ClassSet = ClassSet(1 << 14);
    /// Anything else (classdef objects, containers.Map, ...).
    pub const OTHER: ClassSet = ClassSet(1 << 15);
    pub const ALL: ClassSet = ClassSet(0xffff);
    /// Classes arithmetic is defined on without overloading.
    pub const NUMERIC: ClassSet = ClassSet(0x0ff3);
    /// Classes whose elements are numbers (the value range applies to them).
    pub const NUMBERS: ClassSet = ClassSet(0x0fff);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, o: ClassSet) -> ClassSet {
        ClassSet(self.0 | o.0)
    }
    pub fn inter(self, o: ClassSet) -> ClassSet {
        ClassSet(self.0 & o.0)
    }
    pub fn minus(self, o: ClassSet) -> ClassSet {
        ClassSet(self.0 & !o.0)
    }
    /// Every class of `self` is in `o`.
    pub fn within(self, o: ClassSet) -> bool {
        self.0 & !o.0 == 0
    }
    pub fn intersects(self, o: ClassSet) -> bool {
        self.0 & o.0 != 0
    }
    /// The class named as `class(x)` returns it (unknown names are objects).
    pub fn from_name(name: &str) -> ClassSet {
        match CLASS_NAMES.iter().position(|&n| n == name) {
            Some(i) if i < 15 => ClassSet(1 << i),
            _ => ClassSet::OTHER,
        }
    }
    /// The class when there is exactly one.
    pub fn single_name(self) -> Option<&'static str> {
        (self.0.count_ones() == 1).then(|| CLASS_NAMES[self.0.trailing_zeros() as usize])
    }
    pub fn names(self) -> Vec<&'static str> {
        (0..16)
            .filter(|i| self.0 & (1 << i) != 0)
            .map(|i| CLASS_NAMES[i])
            .collect()
    }
}

impl fmt::Debug for ClassSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.names().join("|"))
    }
}

/// A three-valued boolean: proven false, proven true, or either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tri {
    No,
    Yes,
    Maybe,
}

impl Tri {
    pub fn join(self, o: Tri) -> Tri {
        if self == o {
            self
        } else {
            Tri::Maybe
        }
    }
    pub fn may(self) -> bool {
        self != Tri::No
    }
}

/// The range of the (real parts of the) elements of a number, logical or
/// char array: every element `x` that is not NaN has `lo <= x <= hi`
/// (and is a whole number, or infinite, when `int`); NaN elements occur
/// only when `nan`. An empty interval (`lo > hi`) with `nan` false means
/// the array has no elements (or the value is never reached).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub lo: f64,
    pub hi: f64,
    pub nan: bool,
    pub int: bool,
}

impl Interval {
    pub const TOP: Interval = Interval {
        lo: f64::NEG_INFINITY,
        hi: f64::INFINITY,
        nan: true,
        int: false,
    };
    pub const EMPTY: Interval = Interval {
        lo: f64::INFINITY,
        hi: f64::NEG_INFINITY,
        nan: false,
        int: true,
    };
    pub fn constant(x: f64) -> Interval {
        if x.is_nan() {
            Interval {
                nan: true,
                ..Interval::EMPTY
            }
        } else {
            Interval {
                lo: x,
                hi: x,
                nan: false,
                int: x == x.trunc(),
            }
        }
    }
    pub fn new(lo: f64, hi: f64, int: bool) -> Interval {
        Interval {
            lo,
            hi,
            nan: false,
            int,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.lo > self.hi
    }
    pub fn is_top(&self) -> bool {
        self.lo == f64::NEG_INFINITY && self.hi == f64::INFINITY && self.nan && !self.int
    }
    /// The single non-NaN value when the range is one number.
    pub fn as_const(&self) -> Option<f64> {
        (self.lo == self.hi && !self.nan).then_some(self.lo)
    }
    pub fn join(&self, o: &Interval) -> Interval {
        // A NaN bound (a transfer function's slip) would never compare equal
        // to itself, and the fixpoint would never settle: it means unbounded.
        let either = |a: f64, b: f64, unbounded: f64, pick: fn(f64, f64) -> f64| {
            if a.is_nan() || b.is_nan() {
                unbounded
            } else {
                pick(a, b)
            }
        };
        Interval {
            lo: either(self.lo, o.lo, f64::NEG_INFINITY, f64::min),
            hi: either(self.hi, o.hi, f64::INFINITY, f64::max),
            nan: self.nan || o.nan,
            int: self.int && o.int,
        }
    }
    pub fn meet(&self, o: &Interval) -> Interval {
        Interval {
            lo: self.lo.max(o.lo),
            hi: self.hi.min(o.hi),
            nan: self.nan && o.nan,
            int: self.int || o.int,
        }
    }
    /// `self ∇ new`: bounds that moved go to infinity.
    pub fn widen(&self, new: &Interval) -> Interval {
        if self.is_empty() && !self.nan {
            return *new;
        }
        let j = self.join(new);
        Interval {
            lo: if j.lo < self.lo {
                if self.lo >= 0.0 && j.lo >= 0.0 {
                    0.0
                } else {
                    f64::NEG_INFINITY
                }
            } else {
                j.lo
            },
            hi: if j.hi > self.hi { f64::INFINITY } else { j.hi },
            ..j
        }
    }
    pub fn contains(&self, x: f64) -> bool {
        if x.is_nan() {
            self.nan
        } else {
            self.lo <= x && x <= self.hi && (!self.int || x == x.trunc() || x.is_infinite())
        }
    }
    pub fn nonneg(&self) -> bool {
        self.lo >= 0.0 && !self.nan
    }
}

/// A symbolic extent: equal at run time to a quantity of the function's
/// current activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sym {
    /// The value of the SSA value (a whole, non-negative scalar).
    Val(ValueId),
    /// `size(v, k + 1)`.
    Ext(ValueId, u8),
}

impl Sym {
    pub fn value(self) -> ValueId {
        match self {
            Sym::Val(v) | Sym::Ext(v, _) => v,
        }
    }
}

/// One extent: a range, and possibly a symbol it equals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim {
    pub lo: u64,
    /// `u64::MAX`: unbounded.
    pub hi: u64,
    pub sym: Option<Sym>,
}

impl Dim {
    pub const ANY: Dim = Dim {
        lo: 0,
        hi: u64::MAX,
        sym: None,
    };
    pub const ONE: Dim = Dim {
        lo: 1,
        hi: 1,
        sym: None,
    };
    pub fn exact(n: u64) -> Dim {
        Dim {
            lo: n,
            hi: n,
            sym: None,
        }
    }
    pub fn range(lo: u64, hi: u64) -> Dim {
        if lo == hi {
            Dim::exact(lo)
        } else {
            Dim { lo, hi, sym: None }
        }
    }
    pub fn get(&self) -> Option<u64> {
        (self.lo == self.hi).then_some(self.lo)
    }
    pub fn is_one(&self) -> bool {
        self.lo == 1 && self.hi == 1
    }
    pub fn may_be_one(&self) -> bool {
        self.lo <= 1 && 1 <= self.hi
    }
    /// Proven equal at run time.
    pub fn same(&self, o: &Dim) -> bool {
        match (self.get(), o.get()) {
            (Some(a), Some(b)) => a == b,
            _ => self.sym.is_some() && self.sym == o.sym,
        }
    }
    /// Exact, or given by a symbol.
    pub fn known(&self) -> bool {
        self.get().is_some() || self.sym.is_some()
    }
    pub fn join(&self, o: &Dim) -> Dim {
        let sym = if self.sym == o.sym { self.sym } else { None };
        let mut d = Dim::range(self.lo.min(o.lo), self.hi.max(o.hi));
        if d.get().is_none() {
            d.sym = sym;
        }
        d
    }
    pub fn widen(&self, o: &Dim) -> Dim {
        let j = self.join(o);
        Dim {
            lo: if j.lo < self.lo { 0 } else { j.lo },
            hi: if j.hi > self.hi { u64::MAX } else { j.hi },
            sym: j.sym,
        }
    }
    pub fn as_interval(&self) -> Interval {
        Interval::new(self.lo as f64, hi_f64(self.hi), true)
    }
}

/// `x` moved outward past the rounding error of a libm function or of an
/// operation whose endpoints are not computed as the values are, so that a
/// bound computed from an endpoint still holds.
pub fn round_up(x: f64) -> f64 {
    if x.is_finite() {
        x + x.abs() * 4e-16 + f64::MIN_POSITIVE
    } else {
        x
    }
}

/// `x` moved outward below, as [`round_up`] above.
pub fn round_down(x: f64) -> f64 {
    if x.is_finite() {
        x - x.abs() * 4e-16 - f64::MIN_POSITIVE
    } else {
        x
    }
}

pub fn hi_f64(h: u64) -> f64 {
    if h == u64::MAX {
        f64::INFINITY
    } else {
        h as f64
    }
}

/// The product of extents (saturating).
pub fn mul_hi(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        0
    } else {
        a.saturating_mul(b)
    }
}

/// An array shape. `dims`, when known, is a tuple such that `size(x, k)`
/// lies in `dims[k]` for every `k < dims.len()` and is 1 beyond (at least
/// two entries). Otherwise `ndims(x)` lies in `rank`. `bcast`, when
/// present, is a set of values (sorted) whose shapes broadcast (⊕) to this
/// one; absent, the value's shape class is just itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    pub dims: Option<Vec<Dim>>,
    pub rank: (u32, u32),
    pub bcast: Option<Vec<ValueId>>,
}

impl Shape {
    pub fn top() -> Shape {
        Shape {
            dims: None,
            rank: (2, u32::MAX),
            bcast: None,
        }
    }
    pub fn scalar() -> Shape {
        Shape::exact(&[1, 1])
    }
    pub fn exact(d: &[u64]) -> Shape {
        Shape::of_dims(d.iter().map(|&n| Dim::exact(n)).collect())
    }
    /// From a tuple (padded to two entries, trailing exact ones trimmed).
    pub fn of_dims(mut dims: Vec<Dim>) -> Shape {
        while dims.len() < 2 {
            dims.push(Dim::ONE);
        }
        while dims.len() > 2 && dims.last().is_some_and(|d| d.is_one()) {
            dims.pop();
        }
        let n = dims.len() as u32;
        Shape {
            dims: Some(dims),
            rank: (2, n),
            bcast: None,
        }
    }
    /// The extent of dimension `k` (0-based).
    pub fn dim(&self, k: usize) -> Dim {
        match &self.dims {
            Some(d) => d.get(k).copied().unwrap_or(Dim::ONE),
            None if k as u32 >= self.rank.1 => Dim::ONE,
            None => Dim::ANY,
        }
    }
    pub fn exact_dims(&self) -> Option<Vec<u64>> {
        self.dims.as_ref()?.iter().map(|d| d.get()).collect()
    }
    pub fn is_scalar(&self) -> bool {
        self.dims
            .as_ref()
            .is_some_and(|d| d.iter().all(|x| x.is_one()))
    }
    pub fn may_be_scalar(&self) -> bool {
        match &self.dims {
            Some(d) => d.iter().all(|x| x.may_be_one()),
            None => true,
        }
    }
    /// Proven empty / proven non-empty.
    pub fn is_empty(&self) -> bool {
        self.dims
            .as_ref()
            .is_some_and(|d| d.iter().any(|x| x.hi == 0))
    }
    pub fn nonempty(&self) -> bool {
        self.dims
            .as_ref()
            .is_some_and(|d| d.iter().all(|x| x.lo >= 1))
    }
    /// Bounds of numel.
    pub fn numel(&self) -> (u64, u64) {
        match &self.dims {
            Some(d) => d.iter().fold((1, 1), |(l, h), x| {
                (l.saturating_mul(x.lo), mul_hi(h, x.hi))
            }),
            None => (0, u64::MAX),
        }
    }
    /// numel as a single dimension (with its symbol when the shape is a
    /// vector whose other extents are one).
    pub fn numel_dim(&self) -> Dim {
        let (lo, hi) = self.numel();
        let mut d = Dim::range(lo, hi);
        if d.get().is_none() {
            if let Some(ds) = &self.dims {
                let non1: Vec<&Dim> = ds.iter().filter(|x| !x.is_one()).collect();
                if non1.len() == 1 {
                    d.sym = non1[0].sym;
                }
            }
        }
        d
    }
    pub fn join(&self, o: &Shape) -> Shape {
        let bcast = if self.bcast == o.bcast {
            self.bcast.clone()
        } else {
            None
        };
        let dims = match (&self.dims, &o.dims) {
            (Some(a), Some(b)) => {
                let n = a.len().max(b.len());
                Some(
                    (0..n)
                        .map(|k| self.dim(k).join(&o.dim(k)))
                        .collect::<Vec<_>>(),
                )
            }
            _ => None,
        };
        match dims {
            Some(d) => Shape {
                bcast,
                ..Shape::of_dims(d)
            },
            None => Shape {
                dims: None,
                rank: (self.rank.0.min(o.rank.0), self.rank.1.max(o.rank.1)),
                bcast,
            },
        }
    }
    pub fn widen(&self, o: &Shape) -> Shape {
        let j = self.join(o);
        match (&self.dims, &j.dims) {
            (Some(a), Some(b)) if a.len() == b.len() => Shape {
                dims: Some(a.iter().zip(b).map(|(x, y)| x.widen(y)).collect()),
                ..j
            },
            (Some(_), Some(b)) => Shape {
                dims: None,
                rank: (2, if b.len() > 3 { u32::MAX } else { 3 }),
                bcast: j.bcast,
            },
            (None, _) => Shape {
                rank: (
                    if j.rank.0 < self.rank.0 { 2 } else { j.rank.0 },
                    if j.rank.1 > self.rank.1 {
                        u32::MAX
                    } else {
                        j.rank.1
                    },
                ),
                ..j
            },
            _ => j,
        }
    }
    /// Drops every symbol and shape-class member `keep` rejects.
    pub fn retain_syms(&mut self, keep: &dyn Fn(ValueId) -> bool) {
        if let Some(d) = &mut self.dims {
            for x in d {
                if x.sym.is_some_and(|s| !keep(s.value())) {
                    x.sym = None;
                }
            }
        }
        if let Some(b) = &self.bcast {
            if b.iter().any(|&v| !keep(v)) {
                self.bcast = None;
            }
        }
    }
}

/// What the analysis knows of a value.
#[derive(Clone, Debug, PartialEq)]
pub struct AbsValue {
    /// Classes the value may have; empty when it is never present.
    pub class: ClassSet,
    /// Whether the value is complex (has an imaginary part stored).
    pub complex: Tri,
    pub shape: Shape,
    /// Range of the real parts of the elements (numbers, logicals, chars).
    pub range: Interval,
    /// The value may be absent (an input not passed, an unset output).
    pub may_be_absent: bool,
    /// The exact text of a char row vector, when known.
    pub text: Option<String>,
    /// For a whole non-negative scalar: an extent it is equal to
    /// (`n = size(a, 1)` makes `zeros(n, 1)` as tall as `a`).
    pub ext: Option<Sym>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeKind {
    /// Every extent is a known number.
    Exact,
    /// The rank is known and every extent is a number or a symbol.
    Symbolic,
    Unknown,
}

impl AbsValue {
    /// No value (unreachable): the bottom of the lattice.
    pub fn bottom() -> AbsValue {
        AbsValue {
            class: ClassSet::EMPTY,
            complex: Tri::No,
            shape: Shape::exact(&[0, 0]),
            range: Interval::EMPTY,
            may_be_absent: false,
            text: None,
            ext: None,
        }
    }
    /// Anything, possibly absent.
    pub fn top() -> AbsValue {
        AbsValue {
            class: ClassSet::ALL,
            complex: Tri::Maybe,
            shape: Shape::top(),
            range: Interval::TOP,
            may_be_absent: true,
            text: None,
            ext: None,
        }
    }
    /// Any present value.
    pub fn any() -> AbsValue {
        AbsValue {
            may_be_absent: false,
            ..AbsValue::top()
        }
    }
    /// A value that is certainly absent.
    pub fn absent() -> AbsValue {
        AbsValue {
            may_be_absent: true,
            ..AbsValue::bottom()
        }
    }
    /// A real array of the given classes and shape.
    pub fn real(class: ClassSet, shape: Shape, range: Interval) -> AbsValue {
        AbsValue {
            class,
            complex: Tri::No,
            shape,
            range,
            may_be_absent: false,
            text: None,
            ext: None,
        }
    }
    /// The real double scalar `x`.
    pub fn number(x: f64) -> AbsValue {
        AbsValue::real(ClassSet::DOUBLE, Shape::scalar(), Interval::constant(x))
    }
    pub fn logical_scalar() -> AbsValue {
        AbsValue::real(
            ClassSet::LOGICAL,
            Shape::scalar(),
            Interval::new(0.0, 1.0, true),
        )
    }
    /// The char row vector `s`.
    pub fn char_row(s: &str) -> AbsValue {
        // Char data are bytes (UTF-8 text is stored as its bytes, as Octave does).
        let n = s.len() as u64;
        let mut r = Interval::EMPTY;
        for c in s.bytes() {
            r = r.join(&Interval::constant(c as f64));
        }
        AbsValue {
            text: Some(s.to_string()),
            ..AbsValue::real(
                ClassSet::CHAR,
                Shape::exact(&[if n == 0 { 0 } else { 1 }, n]),
                r,
            )
        }
    }
    /// The abstraction of one concrete number array (for entry arguments).
    pub fn of_numbers(dims: &[u64], values: &[f64]) -> AbsValue {
        let mut r = Interval::EMPTY;
        for &x in values {
            r = r.join(&Interval::constant(x));
        }
        AbsValue::real(ClassSet::DOUBLE, Shape::exact(dims), r)
    }
    /// The abstraction of a `matc run FILE ARGS...` argument as the
    /// interpreter reads it (`exec::literal`): numbers and `true`/`false`
    /// exactly, anything else as some present value.
    pub fn of_cli_arg(a: &str) -> AbsValue {
        let t = a.trim();
        if let Ok(x) = t.parse::<f64>() {
            return AbsValue::number(x);
        }
        match t {
            "true" | "false" => AbsValue::real(
                ClassSet::LOGICAL,
                Shape::scalar(),
                Interval::constant((t == "true") as u8 as f64),
            ),
            _ => AbsValue::any(),
        }
    }
    pub fn is_bottom(&self) -> bool {
        self.class.is_empty() && !self.may_be_absent
    }
    /// Never present.
    pub fn is_absent(&self) -> bool {
        self.class.is_empty() && self.may_be_absent
    }
    /// Proven: class double, real, 1x1, present.
    pub fn is_real_double_scalar(&self) -> bool {
        self.class == ClassSet::DOUBLE
            && self.complex == Tri::No
            && self.shape.is_scalar()
            && !self.may_be_absent
    }
    pub fn exact_shape(&self) -> Option<Vec<u64>> {
        self.shape.exact_dims()
    }
    pub fn shape_kind(&self) -> ShapeKind {
        match &self.shape.dims {
            Some(d) if d.iter().all(|x| x.get().is_some()) => ShapeKind::Exact,
            Some(d) if d.iter().all(|x| x.known()) => ShapeKind::Symbolic,
            _ => ShapeKind::Unknown,
        }
    }
    /// The constant when the value is a known real scalar number.
    pub fn as_const(&self) -> Option<f64> {
        if self.class.within(ClassSet::NUMBERS)
            && !self.class.is_empty()
            && self.complex == Tri::No
            && self.shape.is_scalar()
            && !self.may_be_absent
        {
            self.range.as_const()
        } else {
            None
        }
    }
    pub fn is_scalar(&self) -> bool {
        self.shape.is_scalar()
    }
    /// `self := self ⊔ o`; true if changed.
    pub fn join_with(&mut self, o: &AbsValue) -> bool {
        let new = self.join(o);
        let ch = new != *self;
        *self = new;
        ch
    }
    pub fn join(&self, o: &AbsValue) -> AbsValue {
        if self.class.is_empty() && !o.class.is_empty() {
            return AbsValue {
                may_be_absent: self.may_be_absent || o.may_be_absent,
                ..o.clone()
            };
        }
        if o.class.is_empty() {
            return AbsValue {
                may_be_absent: self.may_be_absent || o.may_be_absent,
                ..self.clone()
            };
        }
        AbsValue {
            class: self.class.union(o.class),
            complex: self.complex.join(o.complex),
            shape: self.shape.join(&o.shape),
            range: self.range.join(&o.range),
            may_be_absent: self.may_be_absent || o.may_be_absent,
            text: if self.text == o.text {
                self.text.clone()
            } else {
                None
            },
            ext: if self.ext == o.ext { self.ext } else { None },
        }
    }
    pub fn widen(&self, o: &AbsValue) -> AbsValue {
        if self.class.is_empty() {
            return self.join(o);
        }
        let j = self.join(o);
        AbsValue {
            shape: self.shape.widen(&j.shape),
            range: self.range.widen(&j.range),
            ..j
        }
    }
    /// Drops symbols and shape classes that `keep` rejects.
    pub fn retain_syms(&mut self, keep: &dyn Fn(ValueId) -> bool) {
        self.shape.retain_syms(keep);
        if self.ext.is_some_and(|s| !keep(s.value())) {
            self.ext = None;
        }
    }
    /// Without any symbol (to move it to another function).
    pub fn without_syms(&self) -> AbsValue {
        let mut v = self.clone();
        v.retain_syms(&|_| false);
        v
    }

    /// Readable form, naming symbols after the variables of `f`.
    pub fn display_in(&self, f: Option<&Function>) -> String {
        let mut s = String::new();
        if self.is_absent() {
            return "undefined".into();
        }
        if self.is_bottom() {
            return "unreachable".into();
        }
        if self.complex == Tri::Yes {
            s.push_str("complex ");
        }
        if self.class.minus(ClassSet::OTHER) == ClassSet::ALL.minus(ClassSet::OTHER) {
            s.push('?');
        } else {
            s.push_str(&self.class.names().join("|"));
        }
        if self.complex == Tri::Maybe && self.class.intersects(ClassSet::NUMERIC) {
            s.push_str(" (complex?)");
        }
        s.push(' ');
        s.push_str(&shape_string(&self.shape, f));
        if self.class.intersects(ClassSet::NUMBERS) && self.complex == Tri::No {
            let r = &self.range;
            if !r.is_empty() && (r.lo > f64::NEG_INFINITY || r.hi < f64::INFINITY) {
                if let Some(c) = r.as_const() {
                    s.push_str(&format!(" = {}", num(c)));
                } else {
                    s.push_str(&format!(" in [{}, {}]", num(r.lo), num(r.hi)));
                }
                if r.nan {
                    s.push_str(" or NaN");
                }
            }
        }
        if self.may_be_absent {
            s.push_str(" (may be undefined)");
        }
        s
    }
}

fn num(x: f64) -> String {
    if x == f64::INFINITY {
        "Inf".into()
    } else if x == f64::NEG_INFINITY {
        "-Inf".into()
    } else if x == x.trunc() && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x:.6}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    }
}

fn sym_name(s: Sym, f: Option<&Function>) -> String {
    let name = |v: ValueId| -> String {
        f.and_then(|f| f.value_names.get(v.index()).copied().flatten())
            .map(|x| f.unwrap().vars[x.index()].name.clone())
            .unwrap_or_else(|| format!("{v}"))
    };
    match s {
        Sym::Val(v) => name(v),
        Sym::Ext(v, k) => format!("size({},{})", name(v), k + 1),
    }
}

fn dim_string(d: &Dim, f: Option<&Function>) -> String {
    if let Some(n) = d.get() {
        return n.to_string();
    }
    if let Some(s) = d.sym {
        return sym_name(s, f);
    }
    match (d.lo, d.hi) {
        (0, u64::MAX) => "?".into(),
        (l, u64::MAX) => format!("{l}..?"),
        (l, h) => format!("{l}..{h}"),
    }
}

/// `3x4`, `<N x 4>`, `?x?`.
pub fn shape_string(s: &Shape, f: Option<&Function>) -> String {
    match &s.dims {
        Some(d) if d.iter().all(|x| x.get().is_some()) => d
            .iter()
            .map(|x| x.lo.to_string())
            .collect::<Vec<_>>()
            .join("x"),
        Some(d) if d.iter().all(|x| x.known()) => format!(
            "<{}>",
            d.iter()
                .map(|x| dim_string(x, f))
                .collect::<Vec<_>>()
                .join(" x ")
        ),
        Some(d) => d
            .iter()
            .map(|x| dim_string(x, f))
            .collect::<Vec<_>>()
            .join("x"),
        None if s.rank.1 <= 2 => "?x?".into(),
        None => "?x?x...".into(),
    }
}

impl fmt::Display for AbsValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display_in(None))
    }
}
