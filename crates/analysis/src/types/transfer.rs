//! Transfer functions of the type analysis: one function of MIR in one context.
//! Builtin calls go through `builtins`, the transfer functions of their rules.

mod builtins;

use mir::cfg::DomTree;
use mir::ir::*;
use syntax::ast::{BinOp, UnOp};

use super::domain::*;
use super::Driver;
use crate::dataflow::{Env, SparseAnalysis};

/// The context a function is analysed in.
#[derive(Clone, Debug, PartialEq)]
pub struct Context {
    pub args: Vec<AbsValue>,
    /// Number of arguments passed, when known.
    pub nargin: Option<u32>,
    pub nargout: Option<u32>,
}

pub struct FuncAnalysis<'a> {
    pub f: &'a Function,
    pub ctx: &'a Context,
    pub driver: &'a Driver<'a>,
    pub defs: Vec<Option<InstId>>,
    def_block: Vec<BlockId>,
    dom: DomTree,
    /// The callee context each call of a user function was last analysed
    /// in (the last evaluation sees the fixpoint's arguments).
    pub callee_contexts: std::cell::RefCell<Vec<Option<u32>>>,
}

pub fn defs_of(f: &Function) -> (Vec<Option<InstId>>, Vec<BlockId>) {
    let mut defs = vec![None; f.num_values as usize];
    let mut def_block = vec![BlockId(0); f.num_values as usize];
    for (bi, b) in f.blocks.iter().enumerate() {
        for &p in &b.params {
            def_block[p.index()] = BlockId(bi as u32);
        }
        for &i in &b.insts {
            for &r in &f.inst(i).results {
                defs[r.index()] = Some(i);
                def_block[r.index()] = BlockId(bi as u32);
            }
        }
    }
    (defs, def_block)
}

impl<'a> FuncAnalysis<'a> {
    pub fn new(f: &'a Function, ctx: &'a Context, driver: &'a Driver<'a>) -> Self {
        let (defs, def_block) = defs_of(f);
        FuncAnalysis {
            f,
            ctx,
            driver,
            defs,
            def_block,
            dom: DomTree::compute(f),
            callee_contexts: std::cell::RefCell::new(vec![None; f.insts.len()]),
        }
    }
    fn def(&self, v: ValueId) -> Option<&'a InstKind> {
        self.defs[v.index()].map(|i| &self.f.inst(i).kind)
    }
}

const MAX_EXACT: f64 = 9.007_199_254_740_992e15;

/// The extent a value used as a size argument gives (`zeros(n)`): Octave
/// requires a whole number and makes negatives 0.
pub fn dim_of_value(v: Option<ValueId>, x: &AbsValue) -> Dim {
    if !x.shape.is_scalar() || x.range.is_empty() {
        return Dim::ANY;
    }
    let r = &x.range;
    // `cell(2, 2.5)` truncates to 2x2: a fraction rounds down, never up.
    let lo = if r.lo <= 0.0 {
        0
    } else if r.int {
        r.lo.ceil().min(MAX_EXACT) as u64
    } else {
        r.lo.floor().min(MAX_EXACT) as u64
    };
    let hi = if r.hi == f64::INFINITY || r.nan {
        u64::MAX
    } else if r.hi < 0.0 {
        0
    } else {
        r.hi.floor().min(MAX_EXACT) as u64
    };
    let mut d = Dim::range(lo, hi.max(lo));
    if d.get().is_none() && r.lo >= 0.0 && !r.nan && r.int {
        d.sym = x.ext.or(v.map(Sym::Val));
    }
    d
}

/// The fact of a whole non-negative scalar equal to extent `d`.
pub fn scalar_of_dim(d: Dim) -> AbsValue {
    let mut x = AbsValue::real(ClassSet::DOUBLE, Shape::scalar(), d.as_interval());
    x.ext = if d.get().is_none() { d.sym } else { None };
    x
}

/// Class of an arithmetic result on classes `a` and `b` (Octave's rules:
/// an integer class wins, then single, else double).
pub fn arith_class(a: ClassSet, b: ClassSet) -> ClassSet {
    let mut out = ClassSet::EMPTY;
    for i in 0..12 {
        let x = ClassSet(1 << i);
        if !a.intersects(x) {
            continue;
        }
        for j in 0..12 {
            let y = ClassSet(1 << j);
            if !b.intersects(y) {
                continue;
            }
            let r = if x.within(ClassSet::INTS) {
                if y.within(ClassSet::INTS) && x != y {
                    continue;
                }
                x
            } else if y.within(ClassSet::INTS) {
                y
            } else if x == ClassSet::SINGLE || y == ClassSet::SINGLE {
                ClassSet::SINGLE
            } else {
                ClassSet::DOUBLE
            };
            out = out.union(r);
        }
    }
    out
}

/// The range of values of a result of the given classes when the double
/// computation gives `r`.
pub fn range_for(class: ClassSet, r: Interval) -> Interval {
    if class.within(ClassSet::DOUBLE) {
        r
    } else if class.within(ClassSet::LOGICAL) {
        let m = r.meet(&Interval::new(0.0, 1.0, true));
        if m.is_empty() {
            Interval::new(0.0, 1.0, true)
        } else {
            Interval {
                nan: false,
                int: true,
                ..m
            }
        }
    } else if class.within(ClassSet::INTS) {
        let lo = if r.nan { f64::NEG_INFINITY } else { r.lo };
        // Saturating integer arithmetic rounds: keep the ordering only.
        Interval::new(
            if lo >= 0.0 {
                0.0
            } else {
                -1.8446744073709552e19
            },
            1.8446744073709552e19,
            true,
        )
    } else {
        Interval::TOP
    }
}

/// Interval arithmetic on the non-NaN parts, with NaN tracking. Endpoints
/// are computed with the same correctly rounded operation as the values,
/// which is monotone, so no outward rounding is needed for + - * /.
pub fn iv_binop(op: BinOp, a: &Interval, b: &Interval) -> Interval {
    if matches!(op, BinOp::Pow | BinOp::MatPow) && (a.nan || b.nan) {
        // NaN propagates, except that NaN ^ 0 and 1 ^ NaN are 1.
        let number = |x: &Interval| Interval { nan: false, ..*x };
        let mut r = iv_binop(op, &number(a), &number(b));
        r.nan = true;
        let zero_exponent = b.lo <= 0.0 && b.hi >= 0.0;
        let unit_base = a.lo <= 1.0 && a.hi >= 1.0;
        if a.nan && zero_exponent || b.nan && unit_base {
            r = r.join(&Interval::constant(1.0));
        }
        return r;
    }
    if a.is_empty() && !a.nan || b.is_empty() && !b.nan {
        return Interval::EMPTY;
    }
    if a.is_empty() || b.is_empty() {
        return Interval {
            nan: true,
            ..Interval::EMPTY
        };
    }
    let nan_in = a.nan || b.nan;
    match op {
        BinOp::Add => {
            let nan = nan_in
                || (a.hi == f64::INFINITY && b.lo == f64::NEG_INFINITY)
                || (a.lo == f64::NEG_INFINITY && b.hi == f64::INFINITY);
            fix_nan(Interval {
                lo: a.lo + b.lo,
                hi: a.hi + b.hi,
                nan,
                int: a.int && b.int,
            })
        }
        BinOp::Sub => {
            let nb = Interval {
                lo: -b.hi,
                hi: -b.lo,
                ..*b
            };
            iv_binop(BinOp::Add, a, &nb)
        }
        BinOp::Mul | BinOp::MatMul => {
            let c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
            let has_zero = |x: &Interval| x.lo <= 0.0 && x.hi >= 0.0;
            let has_inf = |x: &Interval| x.lo.is_infinite() || x.hi.is_infinite();
            let nan = nan_in || (has_zero(a) && has_inf(b)) || (has_zero(b) && has_inf(a));
            let lo = c
                .iter()
                .copied()
                .filter(|x| !x.is_nan())
                .fold(f64::INFINITY, f64::min);
            let hi = c
                .iter()
                .copied()
                .filter(|x| !x.is_nan())
                .fold(f64::NEG_INFINITY, f64::max);
            if c.iter().any(|x| x.is_nan()) {
                // 0 * Inf at a corner: the products near it span everything.
                return Interval {
                    int: false,
                    ..Interval::TOP
                };
            }
            fix_nan(Interval {
                lo,
                hi,
                nan,
                int: a.int && b.int,
            })
        }
        BinOp::Div | BinOp::MatDiv => {
            if b.lo <= 0.0 && b.hi >= 0.0 {
                return Interval {
                    int: false,
                    ..Interval::TOP
                };
            }
            let c = [a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi];
            if c.iter().any(|x| x.is_nan()) {
                return Interval {
                    int: false,
                    ..Interval::TOP
                };
            }
            let nan = nan_in
                || (a.lo.is_infinite() || a.hi.is_infinite())
                    && (b.lo.is_infinite() || b.hi.is_infinite());
            Interval {
                lo: c.iter().copied().fold(f64::INFINITY, f64::min),
                hi: c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                nan,
                int: false,
            }
        }
        BinOp::LeftDiv | BinOp::MatLeftDiv => iv_binop(BinOp::Div, b, a),
        BinOp::Pow | BinOp::MatPow => {
            // Only the common cases: a non-negative base, or a small whole exponent.
            if let Some(e) = b.as_const() {
                if e == 2.0 {
                    let m = a.lo.abs().max(a.hi.abs());
                    let lo = if a.lo <= 0.0 && a.hi >= 0.0 {
                        0.0
                    } else {
                        a.lo.abs().min(a.hi.abs())
                    };
                    // A square that is a double is what `^ 2` gives
                    // exactly (pow errs by less than an ulp), and every
                    // smaller base's square rounds to at most it: no
                    // outward rounding then (so `4 - (c1 + c2)^2` of
                    // cosines stays non-negative and its sqrt real).
                    let exact = |x: f64| x.mul_add(x, -(x * x)) == 0.0;
                    return Interval {
                        lo: if exact(lo) {
                            lo * lo
                        } else {
                            round_down(lo * lo)
                        },
                        hi: if exact(m) { m * m } else { round_up(m * m) },
                        nan: a.nan,
                        int: a.int,
                    };
                }
                if e == 1.0 {
                    return *a;
                }
            }
            if a.lo >= 0.0 && b.lo >= 0.0 && !a.nan && !b.nan {
                let hi = if a.hi <= 1.0 {
                    1.0
                } else {
                    round_up(a.hi.powf(b.hi))
                };
                return Interval {
                    lo: 0.0,
                    hi,
                    nan: false,
                    int: a.int && b.int,
                };
            }
            Interval::TOP
        }
        BinOp::Eq
        | BinOp::Ne
        | BinOp::Lt
        | BinOp::Le
        | BinOp::Gt
        | BinOp::Ge
        | BinOp::And
        | BinOp::Or
        | BinOp::AndAnd
        | BinOp::OrOr => Interval::new(0.0, 1.0, true),
    }
}

fn fix_nan(mut r: Interval) -> Interval {
    if r.lo.is_nan() || r.hi.is_nan() {
        return Interval::TOP;
    }
    if r.lo > r.hi {
        r.nan = true;
    }
    r
}

/// Truth of a comparison of two scalars' ranges, when decided.
fn compare(op: BinOp, a: &Interval, b: &Interval) -> Option<bool> {
    if a.nan || b.nan || a.is_empty() || b.is_empty() {
        return None;
    }
    match op {
        BinOp::Lt if a.hi < b.lo => Some(true),
        BinOp::Lt if a.lo >= b.hi => Some(false),
        BinOp::Le if a.hi <= b.lo => Some(true),
        BinOp::Le if a.lo > b.hi => Some(false),
        BinOp::Gt => compare(BinOp::Lt, b, a),
        BinOp::Ge => compare(BinOp::Le, b, a),
        BinOp::Eq if a.as_const().is_some() && a.as_const() == b.as_const() => Some(true),
        BinOp::Eq if a.hi < b.lo || b.hi < a.lo => Some(false),
        BinOp::Ne => compare(BinOp::Eq, a, b).map(|x| !x),
        _ => None,
    }
}

fn is_elementwise(op: BinOp) -> bool {
    !matches!(
        op,
        BinOp::MatMul
            | BinOp::MatDiv
            | BinOp::MatLeftDiv
            | BinOp::MatPow
            | BinOp::AndAnd
            | BinOp::OrOr
    )
}

fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
    )
}

/// The ⊕-class of a value: the values whose shapes broadcast to its shape.
pub fn bcast_of(v: ValueId, x: &AbsValue) -> Vec<ValueId> {
    if x.shape.is_scalar() {
        return Vec::new();
    }
    x.shape.bcast.clone().unwrap_or_else(|| vec![v])
}

/// Proven equal shapes.
pub fn same_shape(a: ValueId, x: &AbsValue, b: ValueId, y: &AbsValue) -> bool {
    if a == b {
        return true;
    }
    if let (Some(da), Some(db)) = (&x.shape.dims, &y.shape.dims) {
        if da.len() == db.len() && da.iter().zip(db).all(|(p, q)| p.same(q)) {
            return true;
        }
    }
    let (ca, cb) = (bcast_of(a, x), bcast_of(b, y));
    !ca.is_empty() && ca == cb
}

/// The shape of `a ⊕ b` (broadcasting), or None when it always fails.
pub fn broadcast(a: ValueId, x: &AbsValue, b: ValueId, y: &AbsValue) -> Option<Shape> {
    let mut cls = bcast_of(a, x);
    for v in bcast_of(b, y) {
        if !cls.contains(&v) {
            cls.push(v);
        }
    }
    cls.sort();
    let (sx, sy) = (&x.shape, &y.shape);
    if sx.is_scalar() {
        return Some(sy.clone()).map(|mut s| {
            s.bcast = Some(cls);
            s
        });
    }
    if sy.is_scalar() {
        return Some(sx.clone()).map(|mut s| {
            s.bcast = Some(cls);
            s
        });
    }
    let mut out = match (&sx.dims, &sy.dims) {
        (Some(da), Some(db)) => {
            let n = da.len().max(db.len());
            let mut dims = Vec::with_capacity(n);
            for k in 0..n {
                let (p, q) = (sx.dim(k), sy.dim(k));
                let d = if p.same(&q) {
                    if p.known() {
                        p
                    } else {
                        q
                    }
                } else if p.is_one() {
                    q
                } else if q.is_one() {
                    p
                } else if !p.may_be_one() && !q.may_be_one() {
                    // Neither can broadcast: they must be equal.
                    let lo = p.lo.max(q.lo);
                    let hi = p.hi.min(q.hi);
                    if lo > hi {
                        return None;
                    }
                    let mut d = Dim::range(lo, hi);
                    if d.get().is_none() {
                        d.sym = p.sym.or(q.sym);
                    }
                    d
                } else if !p.may_be_one() {
                    p
                } else if !q.may_be_one() {
                    q
                } else {
                    p.join(&q)
                };
                dims.push(d);
            }
            Shape::of_dims(dims)
        }
        _ => Shape {
            dims: None,
            rank: (2, sx.rank.1.max(sy.rank.1)),
            bcast: None,
        },
    };
    out.bcast = Some(cls);
    Some(out)
}

fn numeric_result(class: ClassSet, complex: Tri, shape: Shape, range: Interval) -> AbsValue {
    let mut x = AbsValue::real(class, shape, range);
    x.complex = complex;
    if complex != Tri::No {
        x.range = Interval::TOP;
    }
    x
}

/// Elements range of `x` as numbers (TOP for complex values).
fn elems(x: &AbsValue) -> Interval {
    if x.complex != Tri::No || !x.class.within(ClassSet::NUMBERS) {
        Interval::TOP
    } else {
        x.range
    }
}

impl<'a> FuncAnalysis<'a> {
    fn binary(&self, op: BinOp, a: ValueId, b: ValueId, env: &dyn Env<AbsValue>) -> AbsValue {
        let (x, y) = (env.get(a), env.get(b));
        if x.is_bottom() || y.is_bottom() || x.is_absent() || y.is_absent() {
            return AbsValue::bottom();
        }
        if !x.class.within(ClassSet::NUMBERS) || !y.class.within(ClassSet::NUMBERS) {
            return AbsValue::any();
        }
        let cmp = is_comparison(op) || matches!(op, BinOp::And | BinOp::Or);
        let class = if cmp {
            ClassSet::LOGICAL
        } else {
            arith_class(x.class, y.class)
        };
        if class.is_empty() {
            return AbsValue::bottom();
        }
        let both_real = x.complex == Tri::No && y.complex == Tri::No;
        let mut complex = if cmp || both_real {
            Tri::No
        } else {
            Tri::Maybe
        };
        let scalars = x.shape.is_scalar() && y.shape.is_scalar();
        let shape = if is_elementwise(op) {
            match broadcast(a, x, b, y) {
                Some(s) => s,
                None => return AbsValue::bottom(),
            }
        } else {
            match op {
                _ if scalars => Shape::scalar(),
                BinOp::MatMul => {
                    if x.shape.is_scalar() {
                        y.shape.clone()
                    } else if y.shape.is_scalar() {
                        x.shape.clone()
                    } else if !x.shape.may_be_scalar() && !y.shape.may_be_scalar() {
                        Shape::of_dims(vec![x.shape.dim(0), y.shape.dim(1)])
                    } else {
                        Shape {
                            dims: None,
                            rank: (2, x.shape.rank.1.max(y.shape.rank.1)),
                            bcast: None,
                        }
                    }
                }
                BinOp::MatDiv if y.shape.is_scalar() => x.shape.clone(),
                BinOp::MatDiv if !y.shape.may_be_scalar() => {
                    Shape::of_dims(vec![x.shape.dim(0), y.shape.dim(0)])
                }
                BinOp::MatLeftDiv if x.shape.is_scalar() => y.shape.clone(),
                BinOp::MatLeftDiv if !x.shape.may_be_scalar() => {
                    Shape::of_dims(vec![x.shape.dim(1), y.shape.dim(1)])
                }
                BinOp::MatPow if y.shape.is_scalar() => x.shape.clone(),
                BinOp::MatPow if x.shape.is_scalar() => y.shape.clone(),
                _ => Shape::top(),
            }
        };
        // Where the matrix operator acts element by element: `s * M`,
        // `M * s`, `M / s`, `s \ M` (but not `s / M`, a least-squares solve).
        let elementwise_like = is_elementwise(op)
            || scalars
            || match op {
                BinOp::MatMul => x.shape.is_scalar() || y.shape.is_scalar(),
                BinOp::MatDiv => y.shape.is_scalar(),
                BinOp::MatLeftDiv => x.shape.is_scalar(),
                _ => false,
            };
        let mut range = if elementwise_like {
            iv_binop(op, &elems(x), &elems(y))
        } else {
            Interval::TOP
        };
        // A diagonal matrix (`eye`, `diag(v)`) scaled by a scalar keeps its
        // zeros exact, whatever the scalar (`eye(2) / NaN` has zeros).
        if matches!(op, BinOp::MatMul | BinOp::MatDiv | BinOp::MatLeftDiv)
            && elementwise_like
            && !scalars
        {
            let matrix = if x.shape.is_scalar() { y } else { x };
            if elems(matrix).contains(0.0) {
                range = range.join(&Interval::constant(0.0));
            }
        }
        // `x .* x` (one value times itself) is a square: never negative.
        let square = a == b && (op == BinOp::Mul || op == BinOp::MatMul && scalars);
        if square && both_real {
            range = iv_square(&elems(x));
        }
        if matches!(op, BinOp::Pow | BinOp::MatPow) && both_real {
            let (ex, ey) = (elems(x), elems(y));
            // A negative base to a fractional, infinite or NaN power is complex.
            let real_pow = ex.lo >= 0.0 || integer_exponent(&ey);
            if !real_pow || !elementwise_like {
                complex = Tri::Maybe;
            }
        }
        if matches!(op, BinOp::MatLeftDiv | BinOp::MatDiv) && !scalars && both_real {
            complex = Tri::No;
        }
        if cmp && scalars {
            if let Some(t) = compare(op, &elems(x), &elems(y)) {
                range = Interval::constant(t as u8 as f64);
            }
        }
        if matches!(op, BinOp::And | BinOp::Or) && (x.range.nan || y.range.nan) {
            // NaN converted to logical raises an error: no value.
            range = Interval::new(0.0, 1.0, true);
        }
        let range = range_for(class, range);
        numeric_result(class, complex, shape, range)
    }

    /// Whether the check of the elementwise op `inst` is redundant (equal
    /// shapes or a scalar operand).
    pub fn conformable(&self, inst: InstId, env: &dyn Env<AbsValue>) -> bool {
        match &self.f.inst(inst).kind {
            InstKind::Binary(op, a, b) => {
                let (x, y) = (env.get(*a), env.get(*b));
                if x.is_bottom() || y.is_bottom() {
                    return false;
                }
                let one_scalar = x.shape.is_scalar() || y.shape.is_scalar();
                if is_elementwise(*op) {
                    one_scalar || same_shape(*a, x, *b, y)
                } else {
                    one_scalar
                }
            }
            _ => false,
        }
    }

    /// Whether the elementwise op `inst` cannot fail its conformability
    /// check: one operand's shape class contains the other's (then
    /// `x ⊕ y = x`, by idempotence, and `x` was computed without error).
    pub fn check_redundant(&self, inst: InstId, env: &dyn Env<AbsValue>) -> bool {
        if self.conformable(inst, env) {
            return true;
        }
        match &self.f.inst(inst).kind {
            InstKind::Binary(op, a, b) if is_elementwise(*op) => {
                let (x, y) = (env.get(*a), env.get(*b));
                if x.is_bottom() || y.is_bottom() {
                    return false;
                }
                let (ca, cb) = (bcast_of(*a, x), bcast_of(*b, y));
                ca.iter().all(|v| cb.contains(v)) || cb.iter().all(|v| ca.contains(v))
            }
            _ => false,
        }
    }

    fn unary(&self, op: UnOp, a: ValueId, env: &dyn Env<AbsValue>) -> AbsValue {
        let x = env.get(a);
        if x.is_bottom() || x.is_absent() {
            return AbsValue::bottom();
        }
        if !x.class.within(ClassSet::NUMBERS) {
            return AbsValue::any();
        }
        let mut shape = x.shape.clone();
        shape.bcast = Some(bcast_of(a, x));
        match op {
            UnOp::Not => AbsValue::real(
                ClassSet::LOGICAL,
                shape,
                match x.range.as_const() {
                    Some(c) if x.shape.is_scalar() => Interval::constant((c == 0.0) as u8 as f64),
                    _ => Interval::new(0.0, 1.0, true),
                },
            ),
            UnOp::Neg | UnOp::Plus => {
                let class = arith_class(x.class, ClassSet::DOUBLE);
                let r = elems(x);
                let r = if op == UnOp::Neg {
                    Interval {
                        lo: -r.hi,
                        hi: -r.lo,
                        ..r
                    }
                } else {
                    r
                };
                numeric_result(class, x.complex, shape, range_for(class, r))
            }
        }
    }

    fn transpose(&self, a: ValueId, env: &dyn Env<AbsValue>) -> AbsValue {
        let x = env.get(a);
        if x.is_bottom() || x.is_absent() {
            return AbsValue::bottom();
        }
        let mut r = x.clone();
        r.may_be_absent = false;
        r.text = None;
        r.shape = match &x.shape.dims {
            Some(d) if d.len() == 2 => Shape::of_dims(vec![d[1], d[0]]),
            _ => Shape {
                dims: None,
                rank: (2, 2),
                bcast: None,
            },
        };
        if x.shape.is_scalar() {
            r.shape = Shape::scalar();
        }
        r
    }

    /// The number of elements an index argument selects, as an extent.
    fn index_len(&self, arg: &Arg, env: &dyn Env<AbsValue>) -> Option<Dim> {
        match arg {
            Arg::Colon => None,
            Arg::Spread(_) => Some(Dim::ANY),
            Arg::Value(v) => {
                let x = env.get(*v);
                if x.class.within(ClassSet::LOGICAL) && !x.class.is_empty() {
                    let (_, hi) = x.shape.numel();
                    if x.shape.is_scalar() {
                        return Some(match x.range.as_const() {
                            Some(c) => Dim::exact((c != 0.0) as u64),
                            None => Dim::range(0, 1),
                        });
                    }
                    Some(Dim::range(0, hi))
                } else if !x.class.intersects(ClassSet::LOGICAL) {
                    Some(x.shape.numel_dim())
                } else {
                    Some(Dim::ANY)
                }
            }
        }
    }

    /// Largest position an index argument may address (numeric indices).
    fn index_max(&self, arg: &Arg, env: &dyn Env<AbsValue>) -> Option<f64> {
        match arg {
            Arg::Value(v) => {
                let x = env.get(*v);
                if x.class.is_empty() {
                    return Some(0.0);
                }
                if x.class.within(ClassSet::LOGICAL) {
                    return Some(x.shape.numel().1 as f64);
                }
                if x.class.within(ClassSet::NUMBERS) && x.complex == Tri::No {
                    if x.shape.is_empty() {
                        return Some(0.0);
                    }
                    Some(x.range.hi)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    fn index_read(
        &self,
        base: ValueId,
        kind: IndexKind,
        args: &[Arg],
        nres: usize,
        for_update: bool,
        env: &dyn Env<AbsValue>,
    ) -> Vec<AbsValue> {
        let b = env.get(base);
        if b.is_bottom() || b.is_absent() && !for_update {
            return vec![AbsValue::bottom(); nres];
        }
        if for_update {
            // An element the update is to create reads as absent.
            return vec![AbsValue::top(); nres];
        }
        if kind == IndexKind::Brace
            || nres != 1
            || b.class.intersects(ClassSet::FHANDLE.union(ClassSet::OTHER))
        {
            return vec![AbsValue::any(); nres];
        }
        let s = &b.shape;
        let shape = if args.is_empty() {
            s.clone()
        } else if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
            Shape::top()
        } else if args.len() == 1 {
            match &args[0] {
                Arg::Colon => Shape::of_dims(vec![s.numel_dim(), Dim::ONE]),
                Arg::Value(v) => {
                    let ix = env.get(*v);
                    let logical = ix.class.intersects(ClassSet::LOGICAL);
                    if ix.shape.is_scalar() && !logical {
                        Shape::scalar()
                    } else if logical && !ix.class.within(ClassSet::LOGICAL) {
                        Shape::top()
                    } else if logical && ix.shape.rank.1 == 2 && s.rank.1 == 2 {
                        Shape::of_dims(vec![Dim::ANY, Dim::ANY])
                    } else if logical {
                        Shape::top()
                    } else {
                        // A vector (of any number of dimensions) indexed by
                        // a vector keeps its own orientation; an index or a
                        // base with two dimensions other than one gives the
                        // index's shape.
                        let base_vec_dim = s.dims.as_ref().and_then(|d| nd_vector_dim(d));
                        let ix_vec = ix
                            .shape
                            .dims
                            .as_ref()
                            .is_some_and(|d| d.iter().filter(|x| !x.is_one()).count() <= 1);
                        let two_not_one =
                            |d: &Vec<Dim>| d.iter().filter(|x| !x.may_be_one()).count() >= 2;
                        let base_matrix = s.dims.as_ref().is_some_and(two_not_one);
                        let ix_matrix = ix.shape.dims.as_ref().is_some_and(two_not_one);
                        let n = ix.shape.numel_dim();
                        if s.is_scalar() || base_matrix || ix_matrix {
                            let mut sh = ix.shape.clone();
                            sh.bcast = None;
                            sh
                        } else if let (Some(k), true) = (base_vec_dim, ix_vec) {
                            let mut dims = vec![Dim::ONE; s.dims.as_ref().map_or(2, Vec::len)];
                            dims[k] = n;
                            Shape::of_dims(dims)
                        } else {
                            Shape {
                                dims: None,
                                rank: (2, ix.shape.rank.1.max(2)),
                                bcast: None,
                            }
                        }
                    }
                }
                Arg::Spread(_) => Shape::top(),
            }
        } else {
            let n = args.len();
            let mut dims = Vec::with_capacity(n);
            for (k, a) in args.iter().enumerate() {
                let d = match self.index_len(a, env) {
                    Some(d) => d,
                    None if k + 1 < n => s.dim(k),
                    None => match &s.dims {
                        Some(ds) if ds.len() <= n => s.dim(k),
                        Some(ds) => product_of(&ds[k..]),
                        None => Dim::ANY,
                    },
                };
                dims.push(d);
            }
            Shape::of_dims(dims)
        };
        let mut r = b.clone();
        r.may_be_absent = false;
        r.text = None;
        r.ext = None;
        r.shape = shape;
        if r.complex == Tri::Yes {
            r.complex = Tri::Maybe;
        }
        if r.class.intersects(ClassSet::CELL.union(ClassSet::STRUCT)) {
            r.range = Interval::TOP;
        }
        if r.shape.is_scalar() && b.ext.is_some() && b.shape.is_scalar() {
            r.ext = b.ext;
        }
        vec![r]
    }

    fn index_assign(
        &self,
        base: ValueId,
        kind: IndexKind,
        args: &[Arg],
        value: ValueId,
        env: &dyn Env<AbsValue>,
    ) -> AbsValue {
        let b = env.get(base);
        let v = env.get(value);
        if v.is_bottom() || b.is_bottom() || v.is_absent() {
            return AbsValue::bottom();
        }
        // The base as an array: an absent base is created as `[]`.
        let base_absent = b.may_be_absent;
        let mut bs = if b.is_absent() {
            AbsValue::real(ClassSet::DOUBLE, Shape::exact(&[0, 0]), Interval::EMPTY)
        } else {
            b.clone()
        };
        if base_absent {
            bs = bs.join(&AbsValue::real(
                ClassSet::DOUBLE,
                Shape::exact(&[0, 0]),
                Interval::EMPTY,
            ));
        }
        let class = assigned_class(&bs, v, kind);
        let s = &bs.shape;
        let spread = args.iter().any(|a| matches!(a, Arg::Spread(_)));
        let (mut shape, mut grows) = if spread || args.is_empty() {
            (Shape::top(), true)
        } else if let [a] = args {
            self.linear_assign_shape(s, a, env)
        } else {
            self.subscript_assign_shape(s, args, v, env)
        };
        // `x(i) = e` with `e` a 0x0 double deletes elements.
        let may_delete = kind == IndexKind::Paren
            && !v.shape.nonempty()
            && v.shape.dim(0).lo == 0
            && v.shape.dim(1).lo == 0
            && v.class.intersects(ClassSet::DOUBLE);
        if may_delete {
            grows = true;
            shape = match &shape.dims {
                Some(d) if args.len() > 1 => {
                    Shape::of_dims(d.iter().map(|x| Dim::range(0, x.hi)).collect())
                }
                _ => Shape::top(),
            };
        }
        if !grows {
            shape.bcast = Some(bcast_of(base, b));
            if shape.bcast.as_ref().is_some_and(|c| c.is_empty()) && !shape.is_scalar() {
                shape.bcast = None;
            }
        }
        let mut range = if kind == IndexKind::Brace {
            Interval::TOP
        } else {
            bs.range.join(&elems(v))
        };
        if grows || base_absent {
            range = range.join(&Interval::constant(0.0));
        }
        let complex = if bs.complex == Tri::No && v.complex == Tri::No {
            Tri::No
        } else {
            Tri::Maybe
        };
        let mut r = AbsValue::real(class, shape, range_for_assign(class, range));
        r.complex = complex;
        if complex != Tri::No {
            r.range = Interval::TOP;
        }
        r
    }

    /// The shape of `x(a) = v` for an array of shape `s` (one subscript, or
    /// `:`), and whether the array may grow.
    fn linear_assign_shape(&self, s: &Shape, a: &Arg, env: &dyn Env<AbsValue>) -> (Shape, bool) {
        if let Arg::Colon = a {
            return if s.nonempty() {
                (s.clone(), false)
            } else {
                (Shape::top(), true)
            };
        }
        let (nlo, _) = s.numel();
        // A vector's length, when it is a symbol the index is bounded by.
        let length = match (s.rank.1 == 2, s.dim(0).is_one(), s.dim(1).is_one()) {
            (true, true, false) => Some(s.dim(1)),
            (true, false, true) => Some(s.dim(0)),
            _ => None,
        };
        // An unknown subscript into a 2-D array: it grows as a vector grows
        // (or fails), staying 2-D.
        let max = self
            .index_max(a, env)
            .or((s.dims.as_ref().is_some_and(|d| d.len() == 2)).then_some(f64::INFINITY));
        match max {
            Some(m) if m <= nlo as f64 => (s.clone(), false),
            Some(_) if length.is_some_and(|d| self.within_sym(a, &d, env)) => (s.clone(), false),
            Some(m) => {
                let m = if m.is_finite() {
                    m.max(0.0) as u64
                } else {
                    u64::MAX
                };
                let is_row = s.dim(0).is_one() && s.rank.1 == 2 && !s.dim(1).is_one();
                // A 0x1 array grows into a row (Octave), so only a column of
                // two or more rows stays a column.
                let is_col = s.dim(1).is_one() && s.rank.1 == 2 && s.dim(0).lo >= 2;
                let shape = if is_row {
                    let d = s.dim(1);
                    Shape::of_dims(vec![Dim::ONE, Dim::range(d.lo, d.hi.max(m))])
                } else if is_col {
                    let d = s.dim(0);
                    Shape::of_dims(vec![Dim::range(d.lo, d.hi.max(m)), Dim::ONE])
                } else {
                    Shape::of_dims(vec![Dim::ANY, Dim::ANY])
                };
                (shape, true)
            }
            None => (Shape::top(), true),
        }
    }

    /// The shape of `x(a1, ..., an) = v` (two or more subscripts) for an
    /// array of shape `s`, and whether the array may grow.
    fn subscript_assign_shape(
        &self,
        s: &Shape,
        args: &[Arg],
        v: &AbsValue,
        env: &dyn Env<AbsValue>,
    ) -> (Shape, bool) {
        let n = args.len();
        let mut grows = false;
        let mut dims = Vec::with_capacity(n);
        let collapsed = s.dims.as_ref().is_none_or(|d| d.len() > n);
        if collapsed && s.dims.is_none() {
            grows = true;
        }
        for (k, a) in args.iter().enumerate() {
            let cur = if k + 1 == n && collapsed {
                match &s.dims {
                    Some(ds) => product_of(&ds[k..]),
                    None => Dim::ANY,
                }
            } else {
                s.dim(k)
            };
            let d = match a {
                Arg::Colon => {
                    if cur.lo >= 1 {
                        cur
                    } else {
                        // `x(:, 1) = v` on an empty x takes v's extent.
                        grows = true;
                        let vd = if v.shape.is_scalar() {
                            Dim::ONE
                        } else {
                            Dim::ANY
                        };
                        cur.join(&vd).join(&Dim::range(cur.lo, u64::MAX))
                    }
                }
                a => match self.index_max(a, env) {
                    Some(m) if m <= cur.lo as f64 => cur,
                    Some(_) if self.within_sym(a, &cur, env) => cur,
                    Some(m) => {
                        grows = true;
                        let m = if m.is_finite() {
                            m.max(0.0) as u64
                        } else {
                            u64::MAX
                        };
                        Dim::range(cur.lo, cur.hi.max(m))
                    }
                    None => {
                        grows = true;
                        Dim::range(cur.lo, u64::MAX)
                    }
                },
            };
            dims.push(d);
        }
        let shape = if collapsed && s.dims.is_some() && !grows {
            s.clone()
        } else if collapsed {
            Shape::top()
        } else {
            Shape::of_dims(dims)
        };
        (shape, grows)
    }

    /// Whether index `a` is proven at most the extent `cur` through symbols
    /// (`for i = 1:n` indexing an array of extent `n`).
    fn within_sym(&self, a: &Arg, cur: &Dim, env: &dyn Env<AbsValue>) -> bool {
        let Arg::Value(v) = a else { return false };
        let Some(sym) = cur.sym else { return false };
        let x = env.get(*v);
        if !x.shape.is_scalar() && x.shape.dims.is_none() {
            return false;
        }
        match bound_of(self, *v, env, 0) {
            Some((s, off)) => s == sym && off <= 0.0,
            None => false,
        }
    }

    fn concat(&self, rows: &[Vec<Arg>], env: &dyn Env<AbsValue>, cell: bool) -> AbsValue {
        let mut class = if cell {
            ClassSet::CELL
        } else {
            ClassSet::EMPTY
        };
        let mut range = Interval::EMPTY;
        let mut complex = Tri::No;
        let mut known = true;
        let mut row_shapes: Vec<(Dim, Dim)> = Vec::new();
        let mut text = String::new();
        let mut text_ok = rows.len() == 1;
        // Concatenating two-dimensional parts gives a two-dimensional array.
        let mut all_2d = true;
        if rows.iter().flatten().any(|a| matches!(a, Arg::Spread(_))) {
            // `[s.f]`, `[c{:}]`: elements of any class.
            let mut x = AbsValue::any();
            if cell {
                x.class = ClassSet::CELL;
            }
            x.shape = Shape {
                dims: None,
                rank: (2, u32::MAX),
                bcast: None,
            };
            return x;
        }
        for row in rows {
            let mut rdim: Option<Dim> = None;
            let mut rdim_fallback = Dim::ANY;
            let mut cols = Dim::exact(0);
            let mut any = false;
            for a in row {
                let v = match a {
                    Arg::Value(v) => *v,
                    _ => {
                        known = false;
                        text_ok = false;
                        // A comma-separated list (`[c{:}]`, `[s.f]`): elements of any class.
                        if !cell {
                            class = ClassSet::ALL;
                            range = Interval::TOP;
                            complex = Tri::Maybe;
                        }
                        continue;
                    }
                };
                let x = env.get(v);
                if x.is_bottom() || x.is_absent() {
                    return AbsValue::bottom();
                }
                if cell {
                    any = true;
                    cols = Dim::range(cols.lo + 1, cols.hi.saturating_add(1));
                    rdim = Some(Dim::ONE);
                    continue;
                }
                class = class.union(x.class);
                range = range.join(&elems(x));
                if x.complex != Tri::No {
                    complex = Tri::Maybe;
                }
                match &x.text {
                    Some(t) if text_ok => text.push_str(t),
                    _ => text_ok = false,
                }
                match &x.shape.dims {
                    Some(d) if d.len() == 2 => {
                        let (r, c) = (d[0], d[1]);
                        if x.shape.nonempty() {
                            any = true;
                            rdim = Some(match rdim {
                                Some(p) if p.known() => p,
                                Some(p) if !r.known() => Dim::range(p.lo.max(r.lo), p.hi.min(r.hi)),
                                _ => r,
                            });
                            cols = Dim::range(
                                cols.lo.saturating_add(c.lo),
                                cols.hi.saturating_add(c.hi),
                            );
                            if row.len() == 1 {
                                cols = c;
                            }
                        } else if x.shape.is_empty() && r.get() == Some(0) && c.get() == Some(0) {
                            // `[]` is skipped.
                        } else {
                            rdim_fallback = rdim_fallback.join(&r);
                            cols = Dim::range(cols.lo, cols.hi.saturating_add(c.hi));
                            known = false;
                        }
                    }
                    _ => {
                        known = false;
                        all_2d = false;
                    }
                }
            }
            if !cell && !any {
                // Only empties (or nothing): Octave gives [] or an empty of their size.
                known = false;
            }
            let r = rdim.unwrap_or(rdim_fallback);
            row_shapes.push((r, cols));
        }
        if cell {
            complex = Tri::No;
            range = Interval::TOP;
        }
        if class.is_empty() {
            class = ClassSet::DOUBLE;
        }
        if class.intersects(ClassSet::CELL) && !cell {
            range = Interval::TOP;
        }
        // Char rows of different widths are padded with blanks to the widest.
        let padded = row_shapes.len() > 1 && class.intersects(ClassSet::CHAR);
        if padded {
            range = range.join(&Interval::constant(32.0));
        }
        let shape = if known && !row_shapes.is_empty() {
            let mut rows_d = Dim::exact(0);
            let mut cols_d: Option<Dim> = None;
            for (r, c) in &row_shapes {
                rows_d = Dim::range(
                    rows_d.lo.saturating_add(r.lo),
                    rows_d.hi.saturating_add(r.hi),
                );
                cols_d = Some(match cols_d {
                    Some(p) if padded => Dim::range(p.lo.max(c.lo), p.hi.max(c.hi)),
                    Some(p) if p.known() => p,
                    _ => *c,
                });
            }
            if row_shapes.len() == 1 {
                rows_d = row_shapes[0].0;
            }
            Shape::of_dims(vec![rows_d, cols_d.unwrap_or(Dim::exact(0))])
        } else if rows.is_empty() {
            Shape::exact(&[0, 0])
        } else if all_2d && !cell {
            Shape::of_dims(vec![Dim::ANY, Dim::ANY])
        } else {
            Shape {
                dims: None,
                rank: (2, u32::MAX),
                bcast: None,
            }
        };
        let mut x = AbsValue::real(class, shape, range_for_assign(class, range));
        x.complex = complex;
        if complex != Tri::No {
            x.range = Interval::TOP;
        }
        if text_ok && class == ClassSet::CHAR && !cell {
            x.text = Some(text);
        }
        x
    }

    fn range_inst(
        &self,
        start: ValueId,
        step: Option<ValueId>,
        stop: ValueId,
        env: &dyn Env<AbsValue>,
    ) -> AbsValue {
        let a = env.get(start);
        let c = env.get(stop);
        let one = AbsValue::number(1.0);
        let s = step.map(|s| env.get(s)).unwrap_or(&one);
        for x in [a, s, c] {
            if x.is_bottom() || x.is_absent() {
                return AbsValue::bottom();
            }
        }
        if !a.class.within(ClassSet::NUMBERS)
            || !s.class.within(ClassSet::NUMBERS)
            || !c.class.within(ClassSet::NUMBERS)
        {
            return AbsValue::any();
        }
        // A char operand makes a char range (`'a':'e'`) of rounded elements.
        let may_char = [a, s, c].iter().any(|x| x.class.intersects(ClassSet::CHAR));
        let class = {
            let k = arith_class(arith_class(a.class, s.class), c.class);
            k.union(if k.intersects(ClassSet::INTS.union(ClassSet::SINGLE)) {
                ClassSet::EMPTY
            } else {
                ClassSet::DOUBLE
            })
            .union(if may_char {
                ClassSet::CHAR
            } else {
                ClassSet::EMPTY
            })
        };
        let all_scalar = a.shape.is_scalar() && s.shape.is_scalar() && c.shape.is_scalar();
        let (ra, rs, rc) = (elems(a), elems(s), elems(c));
        let mut n = Dim::ANY;
        let mut elems_r = Interval::TOP;
        if all_scalar
            && !ra.nan
            && !rs.nan
            && !rc.nan
            && !ra.is_empty()
            && !rs.is_empty()
            && !rc.is_empty()
        {
            if let (Some(x0), Some(dx), Some(x1)) = (ra.as_const(), rs.as_const(), rc.as_const()) {
                if dx != 0.0 && x0.is_finite() && x1.is_finite() && dx.is_finite() {
                    let q = (x1 - x0) / dx;
                    if ra.int && rs.int && rc.int && x0.abs() < MAX_EXACT && x1.abs() < MAX_EXACT {
                        n = Dim::exact(if q < 0.0 { 0 } else { q.floor() as u64 + 1 });
                    } else {
                        let lo = (q - 1e-9 * (1.0 + q.abs())).floor() + 1.0;
                        let hi = (q + 1e-9 * (1.0 + q.abs())).floor() + 1.0;
                        n = Dim::range(lo.max(0.0) as u64, hi.max(0.0) as u64);
                    }
                } else if dx == 0.0 {
                    n = Dim::exact(0);
                }
            } else if rs.lo > 0.0
                && rs.hi.is_finite()
                && rs.lo == rs.hi
                && rs.int
                && ra.int
                && rc.int
            {
                let dx = rs.lo;
                let lo = ((rc.lo - ra.hi) / dx).floor() + 1.0;
                let hi = ((rc.hi - ra.lo) / dx).floor() + 1.0;
                let hi_u = if hi.is_finite() {
                    hi.max(0.0) as u64
                } else {
                    u64::MAX
                };
                let lo_u = if lo.is_finite() {
                    lo.max(0.0) as u64
                } else {
                    0
                };
                n = Dim::range(lo_u, hi_u.max(lo_u));
                if dx == 1.0 && ra.as_const() == Some(1.0) && rc.lo >= 0.0 {
                    // `1:n` has n elements.
                    n.sym = c.ext.or(Some(Sym::Val(stop)));
                    if n.get().is_some() {
                        n.sym = None;
                    }
                }
            }
            let int = ra.int && rs.int;
            let fuzz = |x: f64, u: bool| {
                if int {
                    x
                } else if u {
                    round_up(round_up(x))
                } else {
                    round_down(round_down(x))
                }
            };
            if rs.lo > 0.0 {
                elems_r = Interval::new(ra.lo, fuzz(rc.hi.max(ra.lo), true), int);
            } else if rs.hi < 0.0 {
                elems_r = Interval::new(fuzz(rc.lo.min(ra.hi), false), ra.hi, int);
            } else {
                elems_r = Interval::new(ra.lo.min(rc.lo), ra.hi.max(rc.hi), int);
            }
            if int && rs.lo > 0.0 {
                elems_r.hi = elems_r.hi.floor();
            }
            if ra.lo.is_infinite() || ra.hi.is_infinite() {
                // Unbounded, but whole numbers still when base and step are.
                elems_r = Interval {
                    int,
                    ..Interval::TOP
                };
            }
        }
        if may_char {
            elems_r = Interval::TOP;
        }
        let mut x = AbsValue::real(
            class,
            Shape::of_dims(vec![Dim::ONE, n]),
            range_for(class, elems_r),
        );
        if n.get() == Some(0) {
            x.range = Interval::EMPTY;
        }
        x
    }

    /// `end` of `base` as subscript `dim` of `count`: the extent (the product
    /// of the trailing ones for the last subscript) as a scalar.
    fn end_value(&self, base: ValueId, dim: u32, count: u32, env: &dyn Env<AbsValue>) -> AbsValue {
        let b = env.get(base);
        if b.is_bottom() {
            return AbsValue::bottom();
        }
        let s = &b.shape;
        let d = if count == 1 {
            s.numel_dim()
        } else if dim + 1 == count {
            match &s.dims {
                Some(ds) if ds.len() <= count as usize => s.dim(dim as usize),
                Some(ds) => {
                    let mut lo = 1u64;
                    let mut hi = 1u64;
                    for x in &ds[dim as usize..] {
                        lo = lo.saturating_mul(x.lo);
                        hi = mul_hi(hi, x.hi);
                    }
                    Dim::range(lo, hi)
                }
                None => Dim::ANY,
            }
        } else {
            s.dim(dim as usize)
        };
        let mut d = d;
        if b.may_be_absent {
            d = d.join(&Dim::exact(0));
        }
        if b.class.intersects(ClassSet::OTHER) {
            return AbsValue::any();
        }
        scalar_of_dim(d)
    }

    fn inst_results(&self, i: InstId, env: &dyn Env<AbsValue>) -> Vec<AbsValue> {
        let inst = self.f.inst(i);
        let nres = inst.results.len();
        let one = |x: AbsValue| vec![x];
        match &inst.kind {
            InstKind::Const(c) => one(constant(c)),
            InstKind::Undef(_) => one(AbsValue::absent()),
            InstKind::Copy(v) => {
                let x = env.get(*v);
                let mut r = x.clone();
                if !x.shape.is_scalar() && r.shape.bcast.is_none() {
                    r.shape.bcast = Some(vec![*v]);
                }
                one(r)
            }
            InstKind::ReadVar(_) | InstKind::Eval { .. } => vec![AbsValue::top(); nres],
            InstKind::WriteVar(..)
            | InstKind::Require(_)
            | InstKind::Display { .. }
            | InstKind::DeclareGlobal(..)
            | InstKind::DeclarePersistent(..)
            | InstKind::PushHandler { .. }
            | InstKind::PopHandler => vec![AbsValue::top(); nres],
            InstKind::Unary(op, a) => one(self.unary(*op, *a, env)),
            InstKind::Transpose { operand, .. } => one(self.transpose(*operand, env)),
            InstKind::Binary(op, a, b) => one(self.binary(*op, *a, *b, env)),
            InstKind::Range { start, step, stop } => {
                one(self.range_inst(*start, *step, *stop, env))
            }
            InstKind::Concat(rows) => one(self.concat(rows, env, false)),
            InstKind::CellLiteral(rows) => one(self.concat(rows, env, true)),
            InstKind::Index {
                base,
                kind,
                args,
                for_update,
            } => self.index_read(*base, *kind, args, nres, *for_update, env),
            InstKind::Field {
                base, for_update, ..
            }
            | InstKind::DynField {
                base, for_update, ..
            } => {
                if env.get(*base).is_bottom() {
                    vec![AbsValue::bottom(); nres]
                } else if *for_update {
                    // A field the update is to create reads as absent.
                    vec![AbsValue::top(); nres]
                } else {
                    vec![AbsValue::any(); nres]
                }
            }
            InstKind::End { base, dim, count } => one(self.end_value(*base, *dim, *count, env)),
            InstKind::IndexAssign {
                base,
                kind,
                args,
                value,
            } => one(self.index_assign(*base, *kind, args, *value, env)),
            InstKind::IndexDelete { base, args } => one(index_delete(env.get(*base), args.len())),
            InstKind::FieldAssign { base, value, .. }
            | InstKind::DynFieldAssign { base, value, .. } => {
                one(field_assign(env.get(*base), env.get(*value)))
            }
            InstKind::Call { callee, args, stmt } => self.call(i, callee, args, *stmt, nres, env),
            InstKind::SwitchMatch { .. } | InstKind::Defined(_) => {
                if let InstKind::Defined(v) = &inst.kind {
                    let x = env.get(*v);
                    if x.is_absent() {
                        return one(AbsValue::real(
                            ClassSet::LOGICAL,
                            Shape::scalar(),
                            Interval::constant(0.0),
                        ));
                    }
                    if !x.may_be_absent && !x.is_bottom() {
                        return one(AbsValue::real(
                            ClassSet::LOGICAL,
                            Shape::scalar(),
                            Interval::constant(1.0),
                        ));
                    }
                }
                one(AbsValue::logical_scalar())
            }
            InstKind::FuncHandle { .. } | InstKind::Closure { .. } => one(AbsValue::real(
                ClassSet::FHANDLE,
                Shape::scalar(),
                Interval::TOP,
            )),
            InstKind::Truth(v) => one(truth(env.get(*v))),
            InstKind::ForCount(v) => one(for_count(env.get(*v))),
            InstKind::ForItem { iter, .. } => one(for_item(env.get(*iter))),
            InstKind::Nargin => one(match self.ctx.nargin {
                Some(n) => AbsValue::number(n as f64),
                None => {
                    let hi = if self.f.has_varargin {
                        f64::INFINITY
                    } else {
                        self.f.param_names.len() as f64
                    };
                    AbsValue::real(
                        ClassSet::DOUBLE,
                        Shape::scalar(),
                        Interval::new(0.0, hi, true),
                    )
                }
            }),
            InstKind::Nargout => one(match self.ctx.nargout {
                Some(n) => AbsValue::number(n as f64),
                None => AbsValue::real(
                    ClassSet::DOUBLE,
                    Shape::scalar(),
                    Interval::new(0.0, f64::INFINITY, true),
                ),
            }),
        }
    }

    fn call(
        &self,
        i: InstId,
        callee: &Callee,
        args: &[Arg],
        stmt: bool,
        nres: usize,
        env: &dyn Env<AbsValue>,
    ) -> Vec<AbsValue> {
        let mut vals: Vec<(Option<ValueId>, AbsValue)> = Vec::with_capacity(args.len());
        let mut spread = false;
        for a in args {
            match a {
                Arg::Value(v) => {
                    let x = env.get(*v);
                    if x.is_bottom() {
                        return vec![AbsValue::bottom(); nres];
                    }
                    vals.push((Some(*v), x.clone()));
                }
                Arg::Spread(v) => {
                    if env.get(*v).is_bottom() {
                        return vec![AbsValue::bottom(); nres];
                    }
                    spread = true;
                }
                Arg::Colon => vals.push((None, AbsValue::char_row(":"))),
            }
        }
        let mut out = match callee {
            Callee::Func(g) => {
                if spread {
                    let (r, k) = self.driver.call_generic(*g, nres, stmt);
                    self.callee_contexts.borrow_mut()[i.index()] = Some(k);
                    r
                } else {
                    let (mut r, k) = self.driver.call(*g, &vals, nres, stmt);
                    self.callee_contexts.borrow_mut()[i.index()] = k;
                    // Map the callee's parameter symbols to the caller's arguments.
                    let callee_f = self.driver.prog.func(*g);
                    let params = &callee_f.block(callee_f.entry).params;
                    for x in &mut r {
                        map_param_syms(x, params, &vals);
                    }
                    r
                }
            }
            Callee::Builtin(name) => {
                if spread {
                    vec![AbsValue::any(); nres]
                } else if self.driver.prog.overloaded.contains(name.as_str())
                    && vals
                        .iter()
                        .any(|(_, v)| v.class.intersects(ClassSet::OTHER))
                {
                    // An object argument may send the call to its class's
                    // method of that name, which may return anything.
                    vec![AbsValue::top(); nres]
                } else {
                    let r = builtins::builtin(self, name, &vals, nres.max(1), env);
                    r.into_iter().take(nres.max(1)).collect()
                }
            }
            Callee::Handle(_) | Callee::Unresolved(_) => vec![AbsValue::top(); nres],
        };
        out.resize(nres, AbsValue::any());
        if stmt {
            for x in &mut out {
                x.may_be_absent = true;
            }
        }
        out
    }

    /// Refined facts for the values a branch condition constrains.
    fn refine_cond(
        &self,
        c: ValueId,
        taken: bool,
        env: &dyn Env<AbsValue>,
        out: &mut Vec<(ValueId, AbsValue)>,
        depth: u32,
    ) {
        if depth > 4 {
            return;
        }
        match self.def(c) {
            Some(InstKind::Truth(v)) => {
                let x = env.get(*v);
                if taken || x.shape.is_scalar() {
                    self.refine_cond(*v, taken, env, out, depth + 1)
                }
            }
            Some(InstKind::Unary(UnOp::Not, v)) if env.get(*v).shape.is_scalar() => {
                self.refine_cond(*v, !taken, env, out, depth + 1)
            }
            Some(InstKind::Binary(BinOp::And, a, b)) if taken => {
                self.refine_cond(*a, true, env, out, depth + 1);
                self.refine_cond(*b, true, env, out, depth + 1);
            }
            Some(InstKind::Binary(op, a, b)) if is_comparison(*op) => {
                let (x, y) = (env.get(*a), env.get(*b));
                let scalars = x.shape.is_scalar() && y.shape.is_scalar();
                if !taken && !scalars {
                    return;
                }
                for z in [x, y] {
                    if z.complex != Tri::No
                        || !z.class.within(ClassSet::NUMBERS)
                        || z.class.is_empty()
                    {
                        return;
                    }
                }
                let (ex, ey) = (x.range, y.range);
                if !taken && (ex.nan || ey.nan) {
                    return;
                }
                // Normalize to `a OP b` holding.
                let op = if taken {
                    *op
                } else {
                    match op {
                        BinOp::Lt => BinOp::Ge,
                        BinOp::Le => BinOp::Gt,
                        BinOp::Gt => BinOp::Le,
                        BinOp::Ge => BinOp::Lt,
                        BinOp::Eq => BinOp::Ne,
                        _ => BinOp::Eq,
                    }
                };
                let strict_int = |strict: bool, int: bool| if strict && int { 1.0 } else { 0.0 };
                let (mut nx, mut ny) = (ex, ey);
                nx.nan = false;
                ny.nan = false;
                match op {
                    BinOp::Lt | BinOp::Le => {
                        let s = matches!(op, BinOp::Lt);
                        nx.hi = nx.hi.min(ey.hi - strict_int(s, ex.int && ey.int));
                        ny.lo = ny.lo.max(ex.lo + strict_int(s, ex.int && ey.int));
                    }
                    BinOp::Gt | BinOp::Ge => {
                        let s = matches!(op, BinOp::Gt);
                        nx.lo = nx.lo.max(ey.lo + strict_int(s, ex.int && ey.int));
                        ny.hi = ny.hi.min(ex.hi - strict_int(s, ex.int && ey.int));
                    }
                    BinOp::Eq => {
                        nx = nx.meet(&ey);
                        ny = ny.meet(&ex);
                        nx.nan = false;
                        ny.nan = false;
                    }
                    _ => {
                        nx = ex;
                        ny = ey;
                    }
                }
                if nx != ex {
                    let mut z = x.clone();
                    z.range = nx;
                    out.push((*a, z));
                    // `x * y < c` with `y >= 1`: `x < c`.
                    self.refine_product(*a, &nx, env, out);
                }
                if ny != ey {
                    let mut z = y.clone();
                    z.range = ny;
                    out.push((*b, z));
                    self.refine_product(*b, &ny, env, out);
                }
            }
            _ => {}
        }
    }

    /// `p = x * y` is known to lie in `r`: bound the factors when both are
    /// non-negative.
    fn refine_product(
        &self,
        p: ValueId,
        r: &Interval,
        env: &dyn Env<AbsValue>,
        out: &mut Vec<(ValueId, AbsValue)>,
    ) {
        let Some(InstKind::Binary(BinOp::Mul | BinOp::MatMul, a, b)) = self.def(p) else {
            return;
        };
        let (x, y) = (env.get(*a), env.get(*b));
        if !x.shape.is_scalar() || !y.shape.is_scalar() || !r.hi.is_finite() {
            return;
        }
        for (v, me, other) in [(*a, x, y), (*b, y, x)] {
            let (m, o) = (me.range, other.range);
            if m.lo >= 0.0 && o.lo > 0.0 && !m.nan && !o.nan && !o.lo.is_infinite() {
                let bound = round_up(r.hi / o.lo);
                let bound = if m.int { bound.floor() } else { bound };
                if bound < m.hi {
                    let mut z = me.clone();
                    z.range.hi = bound;
                    out.push((v, z));
                }
            }
        }
    }
}

/// The value of a constant.
fn constant(c: &Const) -> AbsValue {
    match c {
        Const::Num(x) => AbsValue::number(*x),
        Const::Imag(x) => AbsValue {
            // `0i` may stay a complex value holding zero.
            complex: if *x == 0.0 { Tri::Maybe } else { Tri::Yes },
            range: Interval::TOP,
            ..AbsValue::number(0.0)
        },
        Const::Char(s) => AbsValue::char_row(s),
        Const::Str(s) => AbsValue::char_row(s),
        Const::EmptyMatrix => {
            AbsValue::real(ClassSet::DOUBLE, Shape::exact(&[0, 0]), Interval::EMPTY)
        }
        Const::EmptyCell => AbsValue::real(ClassSet::CELL, Shape::exact(&[0, 0]), Interval::TOP),
        Const::Bool(b) => AbsValue::real(
            ClassSet::LOGICAL,
            Shape::scalar(),
            Interval::constant(*b as u8 as f64),
        ),
        Const::Matrix { rows, cols, data } => {
            AbsValue::of_numbers(&[*rows as u64, *cols as u64], data)
        }
    }
}

/// `x(subscripts) = []` with `nargs` subscripts: `b` with elements deleted.
fn index_delete(b: &AbsValue, nargs: usize) -> AbsValue {
    if b.is_bottom() || b.is_absent() {
        return AbsValue::bottom();
    }
    let mut r = b.clone();
    r.may_be_absent = false;
    r.text = None;
    r.ext = None;
    r.shape = Shape {
        dims: None,
        rank: (2, b.shape.rank.1.max(2)),
        bcast: None,
    };
    if let Some(d) = &b.shape.dims {
        r.shape = Shape::of_dims(d.iter().map(|x| Dim::range(0, x.hi)).collect());
        if nargs == 1 {
            // One subscript deletes linearly: unless nothing goes, the rest
            // is a row or column (`ones(2, 2, 2)(3) = []` leaves a 1x7 row).
            let n = b.shape.numel().1;
            let line = Shape::of_dims(vec![Dim::range(0, n), Dim::range(0, n)]);
            r.shape = r.shape.join(&line);
        }
    }
    r
}

/// `b.name = value`: a struct of `b`'s shape (a scalar one when `b` is
/// absent or not a struct).
fn field_assign(b: &AbsValue, value: &AbsValue) -> AbsValue {
    if b.is_bottom() || value.is_bottom() {
        return AbsValue::bottom();
    }
    let mut r = AbsValue::real(ClassSet::STRUCT, Shape::scalar(), Interval::TOP);
    if !b.class.within(ClassSet::STRUCT) || b.class.is_empty() {
        r.class = ClassSet::STRUCT.union(b.class.inter(ClassSet::OTHER));
    }
    if !b.is_absent() && b.class.within(ClassSet::STRUCT) {
        r.shape = b.shape.clone();
        r.shape.bcast = None;
        if b.may_be_absent {
            r.shape = r.shape.join(&Shape::scalar());
        }
    } else if !b.is_absent() {
        r.shape = Shape::top();
    }
    r
}

/// Whether `x` is true as a condition, as a logical scalar (known when
/// `x` is empty, or proven all nonzero or all zero).
fn truth(x: &AbsValue) -> AbsValue {
    if x.is_bottom() || x.is_absent() {
        return AbsValue::bottom();
    }
    let mut r = AbsValue::logical_scalar();
    if x.class.within(ClassSet::NUMBERS) && x.complex == Tri::No && !x.class.is_empty() {
        let e = x.range;
        if x.shape.is_empty() {
            r.range = Interval::constant(0.0);
        } else if x.shape.nonempty() && !e.nan && (e.lo > 0.0 || e.hi < 0.0) {
            r.range = Interval::constant(1.0);
        } else if (x.shape.nonempty() || x.shape.is_scalar())
            && e.lo == 0.0
            && e.hi == 0.0
            && !e.nan
        {
            r.range = Interval::constant(0.0);
        }
    }
    r
}

/// How many iterations `for` makes over `x`: its columns (none when it has no rows).
fn for_count(x: &AbsValue) -> AbsValue {
    if x.is_bottom() || x.is_absent() {
        return AbsValue::bottom();
    }
    let s = &x.shape;
    let d = match &s.dims {
        Some(ds) => {
            let mut lo = 1u64;
            let mut hi = 1u64;
            for y in &ds[1..] {
                lo = lo.saturating_mul(y.lo);
                hi = mul_hi(hi, y.hi);
            }
            let mut d = Dim::range(lo, hi);
            if ds.len() == 2 && d.get().is_none() {
                d.sym = ds[1].sym;
            }
            if ds[0].hi == 0 {
                Dim::exact(0)
            } else if ds[0].lo == 0 {
                Dim::range(0, d.hi)
            } else {
                d
            }
        }
        None => Dim::ANY,
    };
    scalar_of_dim(d)
}

/// The loop variable of `for` over `x`: one of its columns.
fn for_item(x: &AbsValue) -> AbsValue {
    if x.is_bottom() || x.is_absent() {
        return AbsValue::bottom();
    }
    let mut r = x.clone();
    r.text = None;
    r.ext = None;
    r.may_be_absent = false;
    r.shape = Shape::of_dims(vec![x.shape.dim(0), Dim::ONE]);
    if x.shape.dims.as_ref().is_none_or(|d| d.len() > 2) {
        r.shape = Shape {
            dims: None,
            rank: (2, 2),
            bcast: None,
        };
    }
    if r.complex == Tri::Yes {
        r.complex = Tri::Maybe;
    }
    r
}

/// The class of `x(...) = v` (`x{...} = v` with `kind` Brace) for the array
/// `bs` and the value `v`.
fn assigned_class(bs: &AbsValue, v: &AbsValue, kind: IndexKind) -> ClassSet {
    let mut class = if kind == IndexKind::Brace {
        ClassSet::CELL
    } else {
        bs.class.union(v.class)
    };
    if bs.class.intersects(ClassSet::OTHER) || v.class.intersects(ClassSet::OTHER) {
        class = ClassSet::ALL;
    }
    if kind == IndexKind::Paren
        && bs
            .class
            .union(v.class)
            .intersects(ClassSet::LOGICAL.union(ClassSet::CHAR))
        && bs.class != v.class
    {
        class = class.union(ClassSet::DOUBLE);
    }
    if kind == IndexKind::Paren
        && v.complex != Tri::No
        && bs.class.union(v.class).intersects(ClassSet::INTS)
    {
        // A complex value into an integer array: Octave keeps the value's
        // class (`z(1) = single(1i)` is single), matc's runtime gives double
        // today; claim both.
        class = class.union(ClassSet::DOUBLE);
    }
    class
}

fn range_for_assign(class: ClassSet, r: Interval) -> Interval {
    if class.within(ClassSet::DOUBLE.union(ClassSet::CHAR)) {
        char_codes(class, r)
    } else {
        range_for(class, r)
    }
}

/// The range of a result that may be char when its parts range over `r`:
/// numbers stored into chars are rounded, or wrap, or become 0 when out of
/// byte range, and char rows are padded with blanks, so any byte may appear.
fn char_codes(class: ClassSet, r: Interval) -> Interval {
    let bytes = Interval::new(0.0, 255.0, true);
    if class.intersects(ClassSet::CHAR) && r.meet(&bytes) != r {
        r.join(&bytes)
    } else {
        r
    }
}

/// An upper bound of scalar `v` as `sym + off` (for indices like `i` in
/// `for i = 1:n` or `n - 1`).
/// The squares of the elements of `r`.
fn iv_square(r: &Interval) -> Interval {
    let (a, b) = (r.lo * r.lo, r.hi * r.hi);
    let (lo, hi) = if r.lo >= 0.0 {
        (a, b)
    } else if r.hi <= 0.0 {
        (b, a)
    } else {
        (0.0, a.max(b))
    };
    Interval { lo, hi, ..*r }
}

fn bound_of(
    fa: &FuncAnalysis<'_>,
    v: ValueId,
    env: &dyn Env<AbsValue>,
    depth: u32,
) -> Option<(Sym, f64)> {
    if depth > 6 {
        return None;
    }
    let x = env.get(v);
    if let Some(s) = x.ext {
        return Some((s, 0.0));
    }
    // A function's inputs keep their values for the whole activation, so
    // they name extents as instruction results do (a loop's φ does not).
    let input = fa.f.block(fa.f.entry).params.contains(&v);
    let Some(def) = fa.def(v) else {
        return (input && x.shape.is_scalar() && x.range.int && x.range.lo >= 0.0 && !x.range.nan)
            .then_some((Sym::Val(v), 0.0));
    };
    match def {
        InstKind::ForItem { iter, .. } => {
            let it = fa.def(*iter)?;
            if let InstKind::Range { step, stop, start } = it {
                let st = step
                    .map(|s| env.get(s).range)
                    .unwrap_or(Interval::constant(1.0));
                if st.lo > 0.0 && !st.nan {
                    let _ = start;
                    return bound_of(fa, *stop, env, depth + 1);
                }
                if st.hi < 0.0 && !st.nan {
                    return bound_of(fa, *start, env, depth + 1);
                }
            }
            None
        }
        InstKind::Binary(BinOp::Sub, a, b) => {
            let c = env.get(*b).as_const()?;
            let (s, off) = bound_of(fa, *a, env, depth + 1)?;
            Some((s, off - c))
        }
        InstKind::Binary(BinOp::Add, a, b) => {
            if let Some(c) = env.get(*b).as_const() {
                let (s, off) = bound_of(fa, *a, env, depth + 1)?;
                return Some((s, off + c));
            }
            let c = env.get(*a).as_const()?;
            let (s, off) = bound_of(fa, *b, env, depth + 1)?;
            Some((s, off + c))
        }
        InstKind::Copy(a) => bound_of(fa, *a, env, depth + 1),
        _ => {
            if x.shape.is_scalar() && x.range.int && x.range.lo >= 0.0 && !x.range.nan {
                Some((Sym::Val(v), 0.0))
            } else {
                None
            }
        }
    }
}

/// Rewrites symbols naming the callee's parameters to the caller's arguments.
pub fn map_param_syms(x: &mut AbsValue, params: &[ValueId], vals: &[(Option<ValueId>, AbsValue)]) {
    rename_syms(x, &|v: ValueId| {
        let k = params.iter().position(|&p| p == v)?;
        vals.get(k)?.0
    });
}

/// Renames the values `x`'s symbols name with `map`, dropping those it does not map.
pub fn rename_syms(x: &mut AbsValue, map: &dyn Fn(ValueId) -> Option<ValueId>) {
    let map_sym = |s: Sym| -> Option<Sym> {
        match s {
            Sym::Val(v) => map(v).map(Sym::Val),
            Sym::Ext(v, k) => map(v).map(|w| Sym::Ext(w, k)),
        }
    };
    if let Some(d) = &mut x.shape.dims {
        for y in d {
            y.sym = y.sym.and_then(map_sym);
        }
    }
    x.shape.bcast = x
        .shape
        .bcast
        .as_ref()
        .and_then(|b| b.iter().map(|&v| map(v)).collect::<Option<Vec<_>>>())
        .map(|mut b| {
            b.sort();
            b.dedup();
            b
        });
    x.ext = x.ext.and_then(map_sym);
}

impl SparseAnalysis for FuncAnalysis<'_> {
    type Fact = AbsValue;
    fn bottom(&self) -> AbsValue {
        AbsValue::bottom()
    }
    fn entry_param(&self, f: &Function, index: usize) -> AbsValue {
        let _ = f;
        self.ctx
            .args
            .get(index)
            .cloned()
            .unwrap_or_else(AbsValue::top)
    }
    fn handler_param(&self, _f: &Function, _h: BlockId) -> AbsValue {
        AbsValue::real(
            ClassSet::STRUCT.union(ClassSet::OTHER),
            Shape::scalar(),
            Interval::TOP,
        )
    }
    fn join(&self, into: &mut AbsValue, from: &AbsValue) -> bool {
        into.join_with(from)
    }
    fn widen(&self, into: &mut AbsValue, from: &AbsValue) -> bool {
        let new = into.widen(from);
        let ch = new != *into;
        *into = new;
        ch
    }
    fn edge_arg(&self, _f: &Function, target: BlockId, param: usize, fact: &mut AbsValue) {
        let p = self.f.block(target).params[param];
        let dom = &self.dom;
        let def_block = &self.def_block;
        fact.retain_syms(&|v| {
            let d = def_block[v.index()];
            d != target && dom.dominates(d, target)
        });
        // The parameter is its own shape class unless one survives.
        if fact.shape.bcast.as_ref().is_some_and(|b| b.is_empty()) && !fact.shape.is_scalar() {
            fact.shape.bcast = None;
        }
        let _ = p;
    }
    fn transfer(&self, f: &Function, inst: InstId, env: &dyn Env<AbsValue>) -> Vec<AbsValue> {
        let _ = f;
        let mut r = self.inst_results(inst, env);
        let n = self.f.inst(inst).results.len();
        r.resize(n, AbsValue::any());
        for (k, x) in r.iter_mut().enumerate() {
            // A shape class made only of the value itself says nothing.
            let me = self.f.inst(inst).results[k];
            if x.shape.bcast.as_deref() == Some(&[me][..]) {
                x.shape.bcast = None;
            }
        }
        r
    }
    fn branch(&self, cond: &AbsValue) -> (bool, bool) {
        if cond.is_bottom() || cond.is_absent() {
            return (false, false);
        }
        match cond.as_const() {
            Some(c) if c != 0.0 => (true, false),
            Some(_) => (false, true),
            None => (true, true),
        }
    }
    fn refine(
        &self,
        _f: &Function,
        cond: ValueId,
        taken: bool,
        env: &dyn Env<AbsValue>,
    ) -> Vec<(ValueId, AbsValue)> {
        let mut out = Vec::new();
        self.refine_cond(cond, taken, env, &mut out, 0);
        // Keep the tightest refinement per value.
        let mut merged: Vec<(ValueId, AbsValue)> = Vec::new();
        for (v, x) in out {
            match merged.iter_mut().find(|(w, _)| *w == v) {
                Some((_, y)) => {
                    y.range = y.range.meet(&x.range);
                }
                None => merged.push((v, x)),
            }
        }
        merged
    }
}

/// Whether every exponent is a finite integer, so that a negative base to
/// it stays real (Octave's `(-2)^Inf` and `(-2)^NaN` are complex).
pub(crate) fn integer_exponent(e: &Interval) -> bool {
    e.int && !e.nan && e.lo.is_finite() && e.hi.is_finite()
}

/// The one dimension of `dims` that is surely not 1 when every other is
/// surely 1: a vector of any number of dimensions, not a scalar.
fn nd_vector_dim(dims: &[Dim]) -> Option<usize> {
    let mut found = None;
    for (k, d) in dims.iter().enumerate() {
        if !d.is_one() {
            if found.is_some() || d.may_be_one() {
                return None;
            }
            found = Some(k);
        }
    }
    found
}

/// The extent of dimensions `ds` collapsed into one (the last subscript
/// of an index with fewer subscripts than dimensions).
fn product_of(ds: &[Dim]) -> Dim {
    let (lo, hi) = ds.iter().fold((1u64, 1u64), |(lo, hi), x| {
        (lo.saturating_mul(x.lo), mul_hi(hi, x.hi))
    });
    Dim::range(lo, hi)
}
