//! Transfer functions of the builtins' rules (`decls::Rule`): result class,
//! shape and range from the arguments'. A rule names a behaviour; which
//! builtins follow it is declared in `decls`. An `Opaque` builtin gives "any
//! present value" (sound, nothing known).

use decls::rule::{Arith, Binary, Const, Domain, Extent, Fill, FillClass, FillValue, Map, Part};
use decls::rule::{Pred, Range, Reduce, Text};
use decls::{Decl, Rule};
use mir::ir::{InstKind, ValueId};
use syntax::ast::BinOp;

use super::super::domain::*;
use super::{
    arith_class, bcast_of, broadcast, dim_of_value, range_for, scalar_of_dim, FuncAnalysis,
};
use crate::dataflow::Env;

type Args = [(Option<ValueId>, AbsValue)];

fn logical_const(b: Option<bool>) -> AbsValue {
    let mut x = AbsValue::logical_scalar();
    if let Some(b) = b {
        x.range = Interval::constant(b as u8 as f64);
    }
    x
}

fn class_by_name(s: &str) -> Option<ClassSet> {
    let c = ClassSet::from_name(s);
    (c != ClassSet::OTHER && c.within(ClassSet::NUMBERS)).then_some(c)
}

/// The shape of `zeros(args...)`-style size arguments (a trailing class
/// name or `"like"` pair excluded by the caller).
fn size_args(fa: &FuncAnalysis<'_>, args: &Args, env: &dyn Env<AbsValue>) -> Shape {
    match args.len() {
        0 => Shape::scalar(),
        1 => {
            let (v, x) = &args[0];
            if x.shape.is_scalar() {
                let d = dim_of_value(*v, x);
                return Shape::of_dims(vec![d, d]);
            }
            // `zeros(size(a))`.
            if let Some(v) = v {
                if let Some(InstKind::Call {
                    callee: mir::ir::Callee::Builtin(n),
                    args: a,
                    ..
                }) = fa.defs[v.index()].map(|i| &fa.f.inst(i).kind)
                {
                    if decls::rule(n) == Rule::Size && a.len() == 1 {
                        if let mir::ir::Arg::Value(w) = a[0] {
                            let mut s = env.get(w).shape.clone();
                            s.bcast = None;
                            return s;
                        }
                    }
                }
            }
            match x
                .shape
                .dims
                .as_ref()
                .and_then(|d| (d.len() == 2 && d[0].is_one()).then_some(d[1]))
            {
                Some(n) => match n.get() {
                    Some(k) if k >= 2 => Shape::of_dims(vec![Dim::ANY; k as usize]),
                    _ => Shape::top(),
                },
                None => Shape::top(),
            }
        }
        _ => {
            let mut dims = Vec::new();
            for (v, x) in args {
                if !x.shape.is_scalar() {
                    return Shape::top();
                }
                dims.push(dim_of_value(*v, x));
            }
            Shape::of_dims(dims)
        }
    }
}

/// Splits a trailing class-name argument off (`zeros(3, 'int32')`).
fn split_class(args: &Args) -> (&Args, Option<ClassSet>, bool) {
    if let Some((_, last)) = args.last() {
        if last.class.intersects(ClassSet::CHAR) {
            return match &last.text {
                Some(t) if t == "like" => (args, None, false),
                Some(t) => match class_by_name(t) {
                    Some(c) => (&args[..args.len() - 1], Some(c), true),
                    None => (args, None, false),
                },
                None => (args, None, false),
            };
        }
        if args.len() >= 2 {
            if let Some(t) = &args[args.len() - 2].1.text {
                if t == "like" {
                    return (args, None, false);
                }
            }
        }
    }
    (args, None, true)
}

/// Reduction along the first non-singleton dimension or `dim`.
fn reduce_shape(s: &Shape, dim: Option<&AbsValue>, keep_zero: bool) -> Shape {
    let set = |k: usize| -> Shape {
        match &s.dims {
            Some(d) => {
                let mut d = d.clone();
                while d.len() <= k {
                    d.push(Dim::ONE);
                }
                let cur = d[k];
                d[k] = if !keep_zero || cur.lo >= 1 {
                    Dim::ONE
                } else if cur.hi == 0 {
                    Dim::exact(0)
                } else {
                    Dim::range(0, 1)
                };
                Shape::of_dims(d)
            }
            None => Shape {
                dims: None,
                rank: s.rank,
                bcast: None,
            },
        }
    };
    if let Some(dv) = dim {
        return match dv.as_const() {
            Some(k) if k >= 1.0 && k == k.trunc() && k < 64.0 => set(k as usize - 1),
            _ => Shape {
                dims: None,
                rank: s.rank,
                bcast: None,
            },
        };
    }
    let Some(d) = &s.dims else {
        return Shape {
            dims: None,
            rank: s.rank,
            bcast: None,
        };
    };
    if d.iter().all(|x| x.is_one()) {
        return Shape::scalar();
    }
    // 0x0: sum gives 1x1, max gives 0x0.
    let may_00 = d.len() == 2 && d[0].lo == 0 && d[1].lo == 0;
    for (k, x) in d.iter().enumerate() {
        if x.is_one() {
            continue;
        }
        // With every later extent one, this is the only candidate: were it
        // one too, the result is the scalar that reducing it gives anyway
        // (a column `<n x 1>` sums to 1x1 whatever `n` is).
        let only = d[k + 1..].iter().all(|y| y.is_one());
        if (x.may_be_one() && !only) || (may_00 && k == 0 && !keep_zero) {
            return Shape::of_dims(vec![Dim::ANY; d.len()]);
        }
        return set(k);
    }
    Shape::scalar()
}

/// The shape of Octave's `mean(x)`: it reduces the first extent above one
/// (not the first other than one, as `sum` does: the mean of a 0x3 is 0x1),
/// or the first extent when there is none; the mean of a 0x0 is NaN.
fn mean_shape(s: &Shape) -> Shape {
    let Some(d) = s.dims.as_ref().filter(|d| !d.is_empty()) else {
        return Shape {
            dims: None,
            rank: s.rank,
            bcast: None,
        };
    };
    let reduce = |d: &[Dim], k: usize| {
        let mut d = d.to_vec();
        d[k] = Dim::ONE;
        Shape::of_dims(d)
    };
    let join = |a: Option<Shape>, b: Shape| Some(a.map_or(b.clone(), |a| a.join(&b)));
    let mut shape = None;
    // The extents as they are when no earlier one was above one.
    let mut below = d.clone();
    for k in 0..d.len() {
        if d[k].hi <= 1 {
            continue;
        }
        shape = join(shape, reduce(&below, k));
        if d[k].lo >= 2 {
            return shape.expect("joined");
        }
        below[k] = Dim::range(d[k].lo, 1);
    }
    shape = join(shape, reduce(&below, 0));
    let may_be_0x0 = d.len() == 2 && d[0].lo == 0 && d[1].lo == 0;
    if may_be_0x0 {
        shape = join(shape, Shape::scalar());
    }
    shape.expect("joined")
}

fn same_shape_of(v: Option<ValueId>, x: &AbsValue) -> Shape {
    let mut s = x.shape.clone();
    if let Some(v) = v {
        s.bcast = Some(bcast_of(v, x));
        if s.is_scalar() {
            s.bcast = None;
        }
    }
    s
}

/// A one-argument map (`Rule::Map`) of `x`; `kernel` computes a math
/// function's bounds.
fn unary_map(map: Map, kernel: Option<decls::Math>, v: Option<ValueId>, x: &AbsValue) -> AbsValue {
    if !x.class.within(ClassSet::NUMBERS) || x.class.is_empty() {
        return AbsValue::any();
    }
    let shape = same_shape_of(v, x);
    let r = if x.complex == Tri::No {
        x.range
    } else {
        Interval::TOP
    };
    let real = x.complex == Tri::No;
    let fl = x.class.minus(ClassSet::LOGICAL.union(ClassSet::CHAR));
    // Integers too: Octave's sqrt/exp/log/sin... of an integer array are double
    // (and rounding ones keep the class: both are possible).
    let float_class = if x.class.intersects(
        ClassSet::LOGICAL
            .union(ClassSet::CHAR)
            .union(ClassSet::INTS),
    ) {
        fl.union(ClassSet::DOUBLE)
    } else {
        fl
    };
    let mk = |class: ClassSet, complex: Tri, range: Interval| {
        // A function of the bounds of an empty range (only NaN, or no
        // elements) can give NaN bounds, on which widening never settles.
        let range = if range.lo.is_nan() || range.hi.is_nan() {
            if r.is_empty() {
                Interval {
                    nan: r.nan,
                    ..Interval::EMPTY
                }
            } else {
                Interval::TOP
            }
        } else {
            range
        };
        let mut a = AbsValue::real(class, shape.clone(), range_for(class, range));
        a.complex = complex;
        if complex != Tri::No {
            a.range = Interval::TOP;
        }
        a
    };
    match map {
        Map::Abs => {
            let lo = if r.lo <= 0.0 && r.hi >= 0.0 {
                0.0
            } else {
                r.lo.abs().min(r.hi.abs())
            };
            let hi = if real {
                r.lo.abs().max(r.hi.abs())
            } else {
                f64::INFINITY
            };
            let rr = if r.is_empty() {
                r
            } else if real {
                Interval {
                    lo,
                    hi,
                    nan: r.nan,
                    int: r.int,
                }
            } else {
                Interval::new(0.0, f64::INFINITY, false).join(&Interval {
                    nan: true,
                    ..Interval::EMPTY
                })
            };
            let mut a = AbsValue::real(float_class, shape.clone(), range_for(float_class, rr));
            a.complex = Tri::No;
            a
        }
        Map::Math { domain, range } => {
            let real_result = real
                && match domain {
                    Domain::All => true,
                    Domain::NonNeg => r.lo >= 0.0,
                    Domain::Partial => false,
                };
            if !real_result {
                return mk(float_class, Tri::Maybe, Interval::TOP);
            }
            mk(float_class, Tri::No, math_range(range, kernel, r))
        }
        Map::Part(part) => {
            let rr = match part {
                Part::Conj => return mk(float_class, x.complex, r),
                Part::Real if real => r,
                Part::Imag if real => Interval::constant(0.0).join(&Interval {
                    nan: false,
                    ..Interval::EMPTY
                }),
                _ => Interval::TOP,
            };
            mk(
                float_class,
                Tri::No,
                if x.shape.is_empty() {
                    Interval::EMPTY
                } else {
                    rr
                },
            )
        }
        Map::Test => AbsValue::real(ClassSet::LOGICAL, shape, Interval::new(0.0, 1.0, true)),
        Map::To(class) => {
            let to = ClassSet::from_name(class);
            if to == ClassSet::DOUBLE {
                mk(to, x.complex, r)
            } else if to == ClassSet::SINGLE {
                mk(to, x.complex, Interval::TOP)
            } else if to == ClassSet::LOGICAL {
                AbsValue::real(to, shape, Interval::new(0.0, 1.0, true))
            } else if to == ClassSet::CHAR {
                mk(to, Tri::No, Interval::new(0.0, f64::INFINITY, true))
            } else {
                mk(to, Tri::No, Interval::TOP)
            }
        }
    }
}

/// The range of a math function's results on the real numbers `r` of its
/// domain.
fn math_range(range: Range, kernel: Option<decls::Math>, r: Interval) -> Interval {
    match (range, kernel) {
        (Range::Unbounded, _) => Interval {
            int: false,
            nan: r.nan,
            ..Interval::TOP
        },
        (Range::Increasing { int, exact }, Some(k)) => {
            let (lo, hi) = (k.eval(r.lo), k.eval(r.hi));
            // The kernel within a relative 1e-15 of the exact value.
            let (down, up) = (1.0 - 1e-15, 1.0 + 1e-15);
            let (lo, hi) = if exact {
                (lo, hi)
            } else {
                (
                    lo * if lo >= 0.0 { down } else { up },
                    hi * if hi >= 0.0 { up } else { down },
                )
            };
            Interval {
                lo,
                hi,
                nan: r.nan,
                int,
            }
        }
        (
            Range::Within {
                lo,
                hi,
                int,
                nan_at_inf,
            },
            _,
        ) => Interval {
            lo,
            hi,
            nan: r.nan || (nan_at_inf && (r.lo.is_infinite() || r.hi.is_infinite())),
            int,
        },
        (Range::Any | Range::Increasing { .. }, _) => Interval::TOP,
    }
}

pub fn builtin(
    fa: &FuncAnalysis<'_>,
    name: &str,
    args: &Args,
    nres: usize,
    env: &dyn Env<AbsValue>,
) -> Vec<AbsValue> {
    if args.iter().any(|(_, x)| x.is_absent()) {
        return vec![AbsValue::bottom(); nres];
    }
    let Some(decl) = decls::lookup(name) else {
        return vec![AbsValue::any(); nres];
    };
    let one = |x: AbsValue| vec![x];
    let a0 = args.first().map(|(_, x)| x);
    let v0 = args.first().and_then(|(v, _)| *v);
    match decl.rule {
        Rule::Fill(f) => one(fill(fa, f, args, env)),
        Rule::Constant(Const::Num(x)) if args.is_empty() => one(AbsValue::number(x)),
        Rule::Constant(Const::Imag) if args.is_empty() => one(AbsValue {
            complex: Tri::Yes,
            range: Interval::TOP,
            ..AbsValue::number(0.0)
        }),
        Rule::Size => size(args, nres),
        Rule::Extent(e) if args.len() == 1 => one(extent(e, a0.unwrap())),
        Rule::ClassTest(classes) if args.len() == 1 => {
            let c = a0.unwrap().class;
            let set = classes
                .iter()
                .fold(ClassSet::EMPTY, |s, n| s.union(ClassSet::from_name(n)));
            one(logical_const(if c.intersects(ClassSet::OTHER) {
                None
            } else if c.within(set) {
                Some(true)
            } else if !c.intersects(set) {
                Some(false)
            } else {
                None
            }))
        }
        Rule::RealTest if args.len() == 1 => {
            let x = a0.unwrap();
            one(logical_const(
                if x.class.within(ClassSet::NUMBERS) && x.complex == Tri::No {
                    Some(true)
                } else {
                    None
                },
            ))
        }
        Rule::Predicate(p) => {
            let cellish = args
                .iter()
                .any(|(_, x)| x.class.intersects(ClassSet::CELL.union(ClassSet::OTHER)));
            if cellish && matches!(p, Pred::Text | Pred::Field) {
                one(AbsValue::any())
            } else {
                one(logical_const(None))
            }
        }
        Rule::ClassName if args.len() == 1 => one(match a0.unwrap().class.single_name() {
            Some(n) if n != "object" => AbsValue::char_row(n),
            _ => AbsValue::real(
                ClassSet::CHAR,
                Shape::of_dims(vec![Dim::ONE, Dim::range(1, u64::MAX)]),
                Interval::new(0.0, 127.0, true),
            ),
        }),
        Rule::Map(m) if args.len() == 1 => one(map(decl, m, v0, a0.unwrap())),
        Rule::Binary(b) if args.len() == 2 => pairwise(Pairwise::Binary(b), args, nres),
        Rule::Reduce(r @ (Reduce::Max | Reduce::Min)) if args.len() == 2 => {
            pairwise(Pairwise::Extreme(r == Reduce::Max), args, nres)
        }
        Rule::Reduce(r) if !args.is_empty() && args.len() <= 3 => reduce(r, args, nres),
        Rule::Reshape if args.len() >= 2 => one(reshape(fa, args, env)),
        Rule::Repmat if args.len() >= 2 => one(repmat(fa, args, env)),
        Rule::Linspace if args.len() == 3 || args.len() == 2 => one(linspace(args)),
        Rule::Reorder { any_class } if !args.is_empty() => {
            let x = a0.unwrap();
            if !numbers(x) && !any_class {
                return vec![AbsValue::any(); nres];
            }
            let mut o = x.clone();
            o.may_be_absent = false;
            o.text = None;
            o.ext = None;
            o.shape = same_shape_of(v0, x);
            if o.complex == Tri::Yes {
                o.complex = Tri::Maybe;
            }
            let mut out = vec![o];
            if nres >= 2 {
                out.push(AbsValue::real(
                    ClassSet::DOUBLE,
                    same_shape_of(v0, x),
                    Interval::new(1.0, hi_f64(x.shape.numel().1).max(1.0), true),
                ));
            }
            out
        }
        Rule::Transpose if args.len() == 1 => {
            let x = a0.unwrap();
            let mut o = x.clone();
            o.may_be_absent = false;
            o.text = None;
            o.shape = match &x.shape.dims {
                Some(d) if d.len() == 2 => Shape::of_dims(vec![d[1], d[0]]),
                _ => Shape::top(),
            };
            one(o)
        }
        Rule::Clock { id } if args.is_empty() && nres <= 1 => one(AbsValue::real(
            ClassSet::DOUBLE.union(if id { ClassSet::INTS } else { ClassSet::EMPTY }),
            Shape::scalar(),
            Interval::new(0.0, f64::INFINITY, false),
        )),
        Rule::Text(t)
            if args
                .iter()
                .all(|(_, x)| !x.class.intersects(ClassSet::CELL.union(ClassSet::OTHER))) =>
        {
            let text = AbsValue::real(
                ClassSet::CHAR,
                if t == Text::Matrix {
                    Shape::of_dims(vec![Dim::ANY, Dim::ANY])
                } else {
                    Shape::top()
                },
                Interval::new(0.0, f64::INFINITY, true),
            );
            match args.first() {
                // `upper` and `lower` give any value that is not text back as it is.
                Some((_, x)) if t == Text::Case && !x.class.within(ClassSet::CHAR) => {
                    one(x.join(&text))
                }
                _ => one(text),
            }
        }
        _ => vec![AbsValue::any(); nres],
    }
}

fn numbers(x: &AbsValue) -> bool {
    x.class.within(ClassSet::NUMBERS) && !x.class.is_empty()
}

/// `zeros(...)`, `rand(...)`: an array of the size the arguments give.
fn fill(fa: &FuncAnalysis<'_>, f: Fill, args: &Args, env: &dyn Env<AbsValue>) -> AbsValue {
    let (sargs, cls, ok) = split_class(args);
    if !ok {
        return AbsValue::any();
    }
    if sargs.iter().any(|(_, x)| {
        !numbers(x)
            || !x.class.within(ClassSet::NUMERIC.union(ClassSet::LOGICAL))
            || x.complex != Tri::No
    }) {
        return AbsValue::any();
    }
    let shape = size_args(fa, sargs, env);
    let class = match f.class {
        FillClass::Logical => ClassSet::LOGICAL,
        FillClass::Cell => ClassSet::CELL,
        FillClass::Float => cls
            .unwrap_or(ClassSet::DOUBLE)
            .inter(ClassSet::DOUBLE.union(ClassSet::SINGLE)),
        FillClass::Numeric => cls.unwrap_or(ClassSet::DOUBLE),
    };
    if class.is_empty() {
        return AbsValue::any();
    }
    let r = match f.value {
        FillValue::Zero => Interval::constant(0.0),
        FillValue::One => Interval::constant(1.0),
        FillValue::Identity => Interval::new(0.0, 1.0, true),
        FillValue::Uniform => Interval::new(0.0, 1.0, false),
        FillValue::Normal => Interval::new(f64::NEG_INFINITY, f64::INFINITY, false),
        FillValue::Inf => Interval::constant(f64::INFINITY),
        FillValue::NaN => Interval {
            nan: true,
            ..Interval::EMPTY
        },
        FillValue::NotNumbers => Interval::TOP,
    };
    let exact = f.exact_in_any_class();
    let r = if class.within(ClassSet::DOUBLE.union(ClassSet::LOGICAL)) || exact {
        if class.within(ClassSet::SINGLE) && !exact {
            Interval::TOP
        } else {
            r
        }
    } else {
        Interval::TOP
    };
    let r = if shape.is_empty() { Interval::EMPTY } else { r };
    AbsValue::real(class, shape, r)
}

/// `size(x)`, `size(x, k)`, `[m, n] = size(x)`.
fn size(args: &Args, nres: usize) -> Vec<AbsValue> {
    let one = |x: AbsValue| vec![x];
    let a0 = args.first().map(|(_, x)| x);
    let v0 = args.first().and_then(|(v, _)| *v);
    let Some(x) = a0 else {
        return vec![AbsValue::any(); nres];
    };
    let s = &x.shape;
    let ext_sym = |k: usize| -> Dim {
        let d = s.dim(k);
        let mut d = d;
        if d.get().is_none() && d.sym.is_none() {
            if let Some(v) = v0 {
                if s.dims.is_some() || (k as u32) < s.rank.1 {
                    d.sym = Some(Sym::Ext(v, k as u8));
                }
            }
        }
        d
    };
    // `size (A, [1 2])` is a row; `[r, c] = size (A, 1, 2)` two scalars.
    if args.len() == 2 && (nres > 1 || !args[1].1.is_scalar()) {
        return vec![AbsValue::any(); nres];
    }
    if args.len() == 2 {
        let d = match args[1].1.as_const() {
            Some(k) if k >= 1.0 && k == k.trunc() && k < 64.0 => ext_sym(k as usize - 1),
            _ => Dim::ANY,
        };
        return one(scalar_of_dim(d));
    }
    if args.len() != 1 {
        return vec![AbsValue::any(); nres];
    }
    if nres >= 2 {
        let mut out = Vec::new();
        for k in 0..nres {
            let d = if k + 1 < nres {
                ext_sym(k)
            } else {
                match &s.dims {
                    Some(ds) if ds.len() <= nres => ext_sym(k),
                    Some(ds) => {
                        let mut lo = 1u64;
                        let mut hi = 1u64;
                        for y in &ds[k..] {
                            lo = lo.saturating_mul(y.lo);
                            hi = mul_hi(hi, y.hi);
                        }
                        Dim::range(lo, hi)
                    }
                    None => Dim::ANY,
                }
            };
            out.push(scalar_of_dim(d));
        }
        return out;
    }
    let n = match &s.dims {
        Some(d) => {
            // Trailing extents that may be 1 may not be counted.
            let mut lo = 2;
            for (k, y) in d.iter().enumerate() {
                if k >= 2 && !y.may_be_one() {
                    lo = k + 1;
                }
            }
            Dim::range(lo as u64, d.len() as u64)
        }
        None => Dim::range(s.rank.0 as u64, s.rank.1 as u64),
    };
    let mut r = Interval::EMPTY;
    match &s.dims {
        Some(d) => {
            for y in d {
                r = r.join(&y.as_interval());
            }
        }
        None => r = Interval::new(0.0, f64::INFINITY, true),
    }
    one(AbsValue::real(
        ClassSet::DOUBLE,
        Shape::of_dims(vec![Dim::ONE, n]),
        r,
    ))
}

/// A scalar extent or emptiness test of `x`.
fn extent(e: Extent, x: &AbsValue) -> AbsValue {
    match e {
        Extent::Numel => {
            let mut d = x.shape.numel_dim();
            if d.get().is_none() && d.sym.is_none() {
                // numel(x) is an extent of x(:).
                d.sym = None;
            }
            scalar_of_dim(d)
        }
        Extent::Length => {
            let d = match &x.shape.dims {
                Some(ds) => {
                    if x.shape.is_empty() {
                        Dim::exact(0)
                    } else {
                        let non1: Vec<&Dim> = ds.iter().filter(|y| !y.is_one()).collect();
                        if non1.len() == 1 && x.shape.nonempty() {
                            *non1[0]
                        } else if non1.is_empty() {
                            Dim::ONE
                        } else {
                            let lo = ds.iter().map(|y| y.lo).max().unwrap_or(0);
                            let hi = ds.iter().map(|y| y.hi).max().unwrap_or(0);
                            if ds.iter().any(|y| y.lo == 0) {
                                Dim::range(0, hi)
                            } else {
                                Dim::range(lo, hi)
                            }
                        }
                    }
                }
                None => Dim::ANY,
            };
            scalar_of_dim(d)
        }
        Extent::Ndims => {
            let s = &x.shape;
            let r = match &s.dims {
                Some(d) => {
                    let mut lo = 2;
                    for (k, y) in d.iter().enumerate() {
                        if k >= 2 && !y.may_be_one() {
                            lo = k + 1;
                        }
                    }
                    Interval::new(lo as f64, d.len() as f64, true)
                }
                None => Interval::new(
                    s.rank.0 as f64,
                    if s.rank.1 == u32::MAX {
                        f64::INFINITY
                    } else {
                        s.rank.1 as f64
                    },
                    true,
                ),
            };
            AbsValue::real(ClassSet::DOUBLE, Shape::scalar(), r)
        }
        Extent::Rows => scalar_of_dim(x.shape.dim(0)),
        Extent::Columns => scalar_of_dim(x.shape.dim(1)),
        Extent::IsEmpty => {
            let s = &x.shape;
            logical_const(if s.is_empty() {
                Some(true)
            } else if s.nonempty() {
                Some(false)
            } else {
                None
            })
        }
        Extent::IsScalar => {
            let s = &x.shape;
            logical_const(if s.is_scalar() {
                Some(true)
            } else if !s.may_be_scalar() {
                Some(false)
            } else {
                None
            })
        }
    }
}

/// `Rule::Map` of `x`: `char` of a cell or text and `double` of a double are
/// special.
fn map(decl: &Decl, m: Map, v0: Option<ValueId>, x: &AbsValue) -> AbsValue {
    if let Map::To(class) = m {
        let to = ClassSet::from_name(class);
        if to == ClassSet::CHAR && x.class.intersects(ClassSet::CELL.union(ClassSet::CHAR)) {
            return AbsValue::any();
        }
        if to == ClassSet::DOUBLE && x.class.within(ClassSet::DOUBLE) {
            let mut y = x.clone();
            y.may_be_absent = false;
            y.text = None;
            if let Some(v) = v0 {
                y.shape = same_shape_of(Some(v), x);
            }
            return y;
        }
    }
    unary_map(m, decl.math, v0, x)
}

/// What a two-argument elementwise call computes.
#[derive(Clone, Copy, PartialEq)]
enum Pairwise {
    Binary(Binary),
    /// `max(a, b)` (true) or `min(a, b)`.
    Extreme(bool),
}

/// Two arguments, element by element with broadcasting.
fn pairwise(kind: Pairwise, args: &Args, nres: usize) -> Vec<AbsValue> {
    let ((va, x), (vb, y)) = (&args[0], &args[1]);
    let (va, vb) = (
        va.unwrap_or(ValueId(u32::MAX)),
        vb.unwrap_or(ValueId(u32::MAX - 1)),
    );
    if !numbers(x) || !numbers(y) {
        return vec![AbsValue::any(); nres];
    }
    let extreme = matches!(kind, Pairwise::Extreme(_));
    if extreme && (x.shape.is_empty() || y.shape.is_empty()) && nres == 1 {
        // `max(x, [])` is a reduction... of a two-argument call: keep generic.
        return vec![AbsValue::any(); nres];
    }
    let Some(shape) = broadcast(va, x, vb, y) else {
        return vec![AbsValue::bottom(); nres];
    };
    let mut class = if matches!(kind, Pairwise::Binary(Binary::Atan2 | Binary::Hypot)) {
        // Integers, chars and logicals are computed in double:
        // `hypot(uint16(6), 8)` is double; single stays single.
        let float = |c: ClassSet| {
            let rest = c.minus(ClassSet::SINGLE);
            let double = if rest.is_empty() {
                ClassSet::EMPTY
            } else {
                ClassSet::DOUBLE
            };
            c.inter(ClassSet::SINGLE).union(double)
        };
        arith_class(float(x.class), float(y.class))
    } else {
        arith_class(x.class, y.class)
    };
    if extreme && x.class.intersects(ClassSet::LOGICAL) && y.class.intersects(ClassSet::LOGICAL) {
        // max(true, false) is logical.
        class = class.union(ClassSet::LOGICAL);
    }
    let real = x.complex == Tri::No && y.complex == Tri::No;
    let (rx, ry) = (x.range, y.range);
    let r = if real {
        pairwise_range(kind, &rx, &ry)
    } else {
        Interval::TOP
    };
    let power = kind == Pairwise::Binary(Binary::Op(Arith::Pow));
    let complex = if real && (!power || rx.lo >= 0.0 || super::integer_exponent(&ry)) {
        Tri::No
    } else {
        Tri::Maybe
    };
    let mut out = AbsValue::real(class, shape, range_for(class, r));
    out.complex = complex;
    if complex != Tri::No {
        out.range = Interval::TOP;
    }
    if extreme && nres > 1 {
        return vec![AbsValue::any(); nres];
    }
    vec![out]
}

/// The range of a two-argument elementwise call of real arguments.
fn pairwise_range(kind: Pairwise, rx: &Interval, ry: &Interval) -> Interval {
    let op = |a: Arith| match a {
        Arith::Add => BinOp::Add,
        Arith::Sub => BinOp::Sub,
        Arith::Mul => BinOp::Mul,
        Arith::Div => BinOp::Div,
        Arith::Pow => BinOp::Pow,
    };
    let modular = matches!(kind, Pairwise::Binary(Binary::Mod | Binary::Rem));
    // Past 2^52 times the divisor, `x - floor(x / y) * y` rounds to numbers
    // as large as x itself (Octave: `mod(exp(99), 3)` is 1.2379e+27).
    let xm = rx.lo.abs().max(rx.hi.abs());
    let ym = if ry.lo > 0.0 || ry.hi < 0.0 {
        ry.lo.abs().min(ry.hi.abs())
    } else {
        f64::INFINITY
    };
    if modular && !rx.is_empty() && xm >= ym * 4503599627370496.0 {
        return Interval {
            lo: -xm,
            hi: xm,
            nan: true,
            int: false,
        };
    }
    match kind {
        Pairwise::Binary(Binary::Op(a)) => super::iv_binop(op(a), rx, ry),
        Pairwise::Binary(Binary::Mod) => {
            if ry.lo > 0.0 && !ry.nan && ry.hi.is_finite() {
                let nan = rx.nan || rx.lo.is_infinite() || rx.hi.is_infinite();
                if rx.lo >= 0.0 && rx.hi < ry.lo {
                    *rx
                } else {
                    Interval {
                        lo: 0.0,
                        hi: ry.hi,
                        nan,
                        int: rx.int && ry.int,
                    }
                }
            } else {
                Interval::TOP
            }
        }
        Pairwise::Binary(Binary::Rem) => {
            let m = ry.lo.abs().max(ry.hi.abs());
            if m.is_finite() && !ry.nan {
                let nan = rx.nan
                    || rx.lo.is_infinite()
                    || rx.hi.is_infinite()
                    || ry.lo <= 0.0 && ry.hi >= 0.0;
                let lo = if rx.lo >= 0.0 { 0.0 } else { -m };
                let hi = if rx.hi <= 0.0 { 0.0 } else { m };
                Interval {
                    lo,
                    hi,
                    nan,
                    int: rx.int && ry.int,
                }
            } else {
                Interval::TOP
            }
        }
        // A NaN operand gives the other one: `max(-7, NaN)` is -7.
        Pairwise::Extreme(true) => Interval {
            lo: nan_other(rx.lo.max(ry.lo), rx, ry, f64::min, |r| r.lo),
            hi: rx.hi.max(ry.hi),
            nan: rx.nan && ry.nan,
            int: rx.int && ry.int,
        },
        Pairwise::Extreme(false) => Interval {
            lo: rx.lo.min(ry.lo),
            hi: nan_other(rx.hi.min(ry.hi), rx, ry, f64::max, |r| r.hi),
            nan: rx.nan && ry.nan,
            int: rx.int && ry.int,
        },
        Pairwise::Binary(Binary::Atan2) => Interval {
            lo: -4.0,
            hi: 4.0,
            nan: rx.nan || ry.nan,
            int: false,
        },
        Pairwise::Binary(Binary::Hypot) => Interval {
            lo: 0.0,
            hi: f64::INFINITY,
            nan: true,
            int: false,
        },
        Pairwise::Binary(Binary::Any) => Interval::TOP,
    }
}

/// `sum(x)`, `max(x, [], dim)`: along the first non-singleton dimension or `dim`.
fn reduce(kind: Reduce, args: &Args, nres: usize) -> Vec<AbsValue> {
    let one = |x: AbsValue| vec![x];
    let v0 = args.first().and_then(|(v, _)| *v);
    let x = &args[0].1;
    if !numbers(x) {
        return vec![AbsValue::any(); nres];
    }
    let is_max = matches!(kind, Reduce::Max | Reduce::Min);
    // `norm (A, "rows")` is a column of norms, one per row.
    let may_be_text = |k: usize| {
        args.get(k)
            .is_some_and(|a| !a.1.class.inter(ClassSet::CHAR).is_empty())
    };
    if kind == Reduce::Norm && (may_be_text(1) || args.len() > 2) {
        return vec![AbsValue::any(); nres];
    }
    if is_max && args.len() == 2 {
        return vec![AbsValue::any(); nres];
    }
    if is_max && args.len() == 3 && !args[1].1.shape.is_empty() {
        return vec![AbsValue::any(); nres];
    }
    let dim_arg = match (is_max, args.len()) {
        (true, 3) => Some(&args[2].1),
        (false, 2) => Some(&args[1].1),
        (false, 3) => return vec![AbsValue::any(); nres],
        _ => None,
    };
    if let Some(d) = dim_arg {
        if !numbers(d) {
            return vec![AbsValue::any(); nres];
        }
    }
    let r = x.range;
    let nhi = x.shape.numel().1;
    match kind {
        Reduce::Norm => one(AbsValue::real(
            ClassSet::DOUBLE.union(x.class.inter(ClassSet::SINGLE)),
            Shape::scalar(),
            Interval {
                lo: 0.0,
                hi: f64::INFINITY,
                nan: true,
                int: false,
            },
        )),
        Reduce::Count => one(AbsValue::real(
            ClassSet::DOUBLE,
            Shape::scalar(),
            Interval::new(0.0, hi_f64(nhi), true),
        )),
        Reduce::Cumulative => {
            let class = arith_class(x.class, ClassSet::DOUBLE).union(ClassSet::DOUBLE);
            let mut o = AbsValue::real(class, same_shape_of(v0, x), Interval::TOP);
            o.complex = if x.complex == Tri::No {
                Tri::No
            } else {
                Tri::Maybe
            };
            one(o)
        }
        Reduce::Test => one(AbsValue::real(
            ClassSet::LOGICAL,
            reduce_shape(&x.shape, dim_arg, false),
            Interval::new(0.0, 1.0, true),
        )),
        Reduce::Max | Reduce::Min => {
            let shape = reduce_shape(&x.shape, dim_arg, true);
            let mut o = x.clone();
            if o.class.intersects(ClassSet::CHAR) {
                // max('ab') is double.
                o.class = o.class.minus(ClassSet::CHAR).union(ClassSet::DOUBLE);
            }
            o.may_be_absent = false;
            o.text = None;
            o.ext = None;
            o.shape = shape.clone();
            if o.complex == Tri::Yes {
                o.complex = Tri::Maybe;
            }
            if o.complex != Tri::No {
                o.range = Interval::TOP;
            }
            let mut out = vec![o];
            if nres >= 2 {
                let hi = hi_f64(nhi);
                out.push(AbsValue::real(
                    ClassSet::DOUBLE,
                    shape,
                    Interval::new(1.0, hi.max(1.0), true),
                ));
            }
            out
        }
        _ => {
            // The classes a mean or median keeps; any other gives double
            // (`median` keeps integers and logicals, `mean` makes them double).
            let kept = match kind {
                Reduce::Median => ClassSet::SINGLE
                    .union(ClassSet::INTS)
                    .union(ClassSet::LOGICAL),
                _ => ClassSet::SINGLE,
            };
            let class = match kind {
                Reduce::Mean | Reduce::Median => {
                    x.class
                        .inter(kept)
                        .union(if x.class.minus(kept).is_empty() {
                            ClassSet::EMPTY
                        } else {
                            ClassSet::DOUBLE
                        })
                }
                // sum(int8(...)) is double in Octave, int8 in MATLAB.
                _ => arith_class(x.class, ClassSet::DOUBLE).union(ClassSet::DOUBLE),
            };
            let shape = if kind == Reduce::Mean && dim_arg.is_none() {
                mean_shape(&x.shape)
            } else {
                reduce_shape(&x.shape, dim_arg, false)
            };
            let range = if x.complex != Tri::No {
                Interval::TOP
            } else if kind == Reduce::Sum && r.int && nhi < (1 << 40) {
                let n = nhi as f64;
                let nan = r.nan || (r.lo == f64::NEG_INFINITY && r.hi == f64::INFINITY);
                Interval {
                    lo: (n * r.lo).min(0.0),
                    hi: (n * r.hi).max(0.0),
                    nan,
                    int: true,
                }
            } else if matches!(kind, Reduce::Mean | Reduce::Median) && !r.is_empty() {
                Interval {
                    lo: round_down(r.lo),
                    hi: round_up(r.hi),
                    nan: true,
                    int: false,
                }
            } else {
                Interval::TOP
            };
            let mut o = AbsValue::real(class, shape, range_for(class, range));
            o.complex = if x.complex == Tri::No {
                Tri::No
            } else {
                Tri::Maybe
            };
            if o.complex != Tri::No {
                o.range = Interval::TOP;
            }
            one(o)
        }
    }
}

/// `reshape(x, ...)`.
fn reshape(fa: &FuncAnalysis<'_>, args: &Args, env: &dyn Env<AbsValue>) -> AbsValue {
    let x = &args[0].1;
    let shape = size_args(fa, &args[1..], env);
    let mut o = x.clone();
    o.may_be_absent = false;
    o.text = None;
    o.ext = None;
    o.shape = if args.len() == 2 {
        shape
    } else {
        // An empty `[]` size argument is computed at run time.
        if args[1..].iter().any(|(_, y)| !y.shape.is_scalar()) {
            Shape::top()
        } else {
            shape
        }
    };
    if o.complex == Tri::Yes {
        o.complex = Tri::Maybe;
    }
    o
}

/// `repmat(x, ...)`.
fn repmat(fa: &FuncAnalysis<'_>, args: &Args, env: &dyn Env<AbsValue>) -> AbsValue {
    let x = &args[0].1;
    let reps = size_args(fa, &args[1..], env);
    let mut o = x.clone();
    o.may_be_absent = false;
    o.text = None;
    o.ext = None;
    o.shape = match (&x.shape.dims, &reps.dims) {
        (Some(a), Some(b)) if args[1..].iter().all(|(_, y)| y.shape.is_scalar()) => {
            let n = a.len().max(b.len());
            Shape::of_dims(
                (0..n)
                    .map(|k| {
                        let (p, q) = (x.shape.dim(k), reps.dim(k));
                        Dim::range(p.lo.saturating_mul(q.lo), mul_hi(p.hi, q.hi))
                    })
                    .collect(),
            )
        }
        _ => Shape::top(),
    };
    if o.shape.is_empty() {
        o.range = Interval::EMPTY;
    }
    if o.complex == Tri::Yes {
        o.complex = Tri::Maybe;
    }
    o
}

/// `linspace(a, b)`, `linspace(a, b, n)`.
fn linspace(args: &Args) -> AbsValue {
    let n = if args.len() == 3 {
        let d = dim_of_value(args[2].0, &args[2].1);
        // linspace(a, b, n) with n < 1 gives one element.
        if d.lo >= 1 {
            d
        } else {
            Dim::range(1, d.hi.max(1))
        }
    } else {
        Dim::exact(100)
    };
    let (x, y) = (&args[0].1, &args[1].1);
    if !numbers(x) || !numbers(y) {
        return AbsValue::any();
    }
    let mut r = x.range.join(&y.range);
    r.int = false;
    r.lo = round_down(r.lo);
    r.hi = round_up(r.hi);
    let mut o = AbsValue::real(
        ClassSet::DOUBLE.union(x.class.union(y.class).inter(ClassSet::SINGLE)),
        Shape::of_dims(vec![Dim::ONE, n]),
        r,
    );
    if x.complex != Tri::No || y.complex != Tri::No {
        o.complex = Tri::Maybe;
        o.range = Interval::TOP;
    }
    o
}

/// The bound `both` of a two-argument `max`/`min` widened (by `widen`) to the
/// `end` bound of each operand whose partner may be NaN, since then the
/// result is that operand itself.
fn nan_other(
    both: f64,
    rx: &Interval,
    ry: &Interval,
    widen: fn(f64, f64) -> f64,
    end: fn(&Interval) -> f64,
) -> f64 {
    let mut b = both;
    if ry.nan && !rx.is_empty() {
        b = widen(b, end(rx));
    }
    if rx.nan && !ry.is_empty() {
        b = widen(b, end(ry));
    }
    b
}
