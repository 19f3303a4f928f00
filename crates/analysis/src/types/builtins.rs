//! Transfer functions of builtins: result class, shape and range from the arguments'.
//!
//! A builtin not listed here gives "any present value" (sound, nothing known).

use decls::Rule;
use mir::ir::{InstKind, ValueId};
use syntax::ast::BinOp;

use super::domain::*;
use super::transfer::{
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
                    if n == "size" && a.len() == 1 {
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

/// Elementwise math on one argument.
fn unary_math(name: &str, v: Option<ValueId>, x: &AbsValue) -> AbsValue {
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
    // Integers too: Octave's sqrt/exp/log/sin... of an integer array are double.
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
    // sqrt(int32(4)) and friends: Octave errors, a runtime may give double.
    let float_class = if x.class.intersects(ClassSet::INTS)
        && !matches!(
            name,
            "abs" | "floor" | "ceil" | "round" | "fix" | "sign" | "real" | "conj"
        ) {
        float_class.union(ClassSet::DOUBLE)
    } else {
        float_class
    };
    let mono = |g: fn(f64) -> f64, int: bool| Interval {
        lo: g(r.lo),
        hi: g(r.hi),
        nan: r.nan,
        int,
    };
    match name {
        "abs" => {
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
        "floor" | "ceil" | "round" | "fix" => {
            let g: fn(f64) -> f64 = match name {
                "floor" => f64::floor,
                "ceil" => f64::ceil,
                "round" => f64::round,
                _ => f64::trunc,
            };
            mk(
                float_class,
                if real { Tri::No } else { Tri::Maybe },
                if real { mono(g, true) } else { Interval::TOP },
            )
        }
        "sqrt" => {
            if real && r.lo >= 0.0 {
                mk(
                    float_class,
                    Tri::No,
                    Interval {
                        lo: r.lo.sqrt(),
                        hi: r.hi.sqrt(),
                        nan: r.nan,
                        int: false,
                    },
                )
            } else {
                mk(float_class, Tri::Maybe, Interval::TOP)
            }
        }
        "exp" => {
            if real {
                mk(
                    float_class,
                    Tri::No,
                    Interval {
                        lo: (r.lo.exp() * (1.0 - 1e-15)).max(0.0),
                        hi: r.hi.exp() * (1.0 + 1e-15),
                        nan: r.nan,
                        int: false,
                    },
                )
            } else {
                mk(float_class, Tri::Maybe, Interval::TOP)
            }
        }
        "log" | "log2" | "log10" => {
            if real && r.lo >= 0.0 {
                mk(
                    float_class,
                    Tri::No,
                    Interval {
                        int: false,
                        nan: r.nan,
                        ..Interval::TOP
                    },
                )
            } else {
                mk(float_class, Tri::Maybe, Interval::TOP)
            }
        }
        "sin" | "cos" => {
            if real {
                let nan = r.nan || r.lo.is_infinite() || r.hi.is_infinite();
                mk(
                    float_class,
                    Tri::No,
                    Interval {
                        lo: -1.0,
                        hi: 1.0,
                        nan,
                        int: false,
                    },
                )
            } else {
                mk(float_class, Tri::Maybe, Interval::TOP)
            }
        }
        "tan" | "sinh" | "cosh" | "tanh" | "atan" | "gamma" | "asinh" | "expm1" | "cbrt"
        | "sind" | "cosd" | "tand" | "atand" => mk(
            float_class,
            if real { Tri::No } else { Tri::Maybe },
            Interval::TOP,
        ),
        "asin" | "acos" | "acosh" | "atanh" | "log1p" | "asind" | "acosd" => {
            mk(float_class, Tri::Maybe, Interval::TOP)
        }
        "sign" => mk(
            float_class,
            if real { Tri::No } else { Tri::Maybe },
            Interval {
                lo: -1.0,
                hi: 1.0,
                nan: r.nan,
                int: true,
            },
        ),
        "real" | "imag" => {
            let rr = if name == "real" && real {
                r
            } else if name == "imag" && real {
                Interval::constant(0.0).join(&Interval {
                    nan: false,
                    ..Interval::EMPTY
                })
            } else {
                Interval::TOP
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
        "conj" => mk(float_class, x.complex, r),
        "double" => mk(ClassSet::DOUBLE, x.complex, r),
        "single" => mk(ClassSet::SINGLE, x.complex, Interval::TOP),
        "logical" => AbsValue::real(ClassSet::LOGICAL, shape, Interval::new(0.0, 1.0, true)),
        "isnan" | "isinf" | "isfinite" => {
            AbsValue::real(ClassSet::LOGICAL, shape, Interval::new(0.0, 1.0, true))
        }
        "int8" | "int16" | "int32" | "int64" | "uint8" | "uint16" | "uint32" | "uint64" => {
            mk(ClassSet::from_name(name), Tri::No, Interval::TOP)
        }
        "char" => mk(
            ClassSet::CHAR,
            Tri::No,
            Interval::new(0.0, f64::INFINITY, true),
        ),
        _ => AbsValue::any(),
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
    let one = |x: AbsValue| vec![x];
    let a0 = args.first().map(|(_, x)| x);
    let v0 = args.first().and_then(|(v, _)| *v);
    let numbers = |x: &AbsValue| x.class.within(ClassSet::NUMBERS) && !x.class.is_empty();
    match (decls::rule(name), name) {
        (Rule::Fill, _) => {
            let (sargs, cls, ok) = split_class(args);
            if !ok {
                return one(AbsValue::any());
            }
            if sargs.iter().any(|(_, x)| {
                !numbers(x)
                    || !x.class.within(ClassSet::NUMERIC.union(ClassSet::LOGICAL))
                    || x.complex != Tri::No
            }) {
                return one(AbsValue::any());
            }
            let shape = size_args(fa, sargs, env);
            let class = match name {
                "true" | "false" => ClassSet::LOGICAL,
                "cell" => ClassSet::CELL,
                "rand" | "randn" => cls
                    .unwrap_or(ClassSet::DOUBLE)
                    .inter(ClassSet::DOUBLE.union(ClassSet::SINGLE)),
                _ => cls.unwrap_or(ClassSet::DOUBLE),
            };
            if class.is_empty() {
                return one(AbsValue::any());
            }
            let r = match name {
                "zeros" | "false" => Interval::constant(0.0),
                "ones" | "true" => Interval::constant(1.0),
                "eye" => Interval::new(0.0, 1.0, true),
                "rand" => Interval::new(0.0, 1.0, false),
                "randn" => Interval::new(f64::NEG_INFINITY, f64::INFINITY, false),
                "Inf" | "inf" => Interval::constant(f64::INFINITY),
                "NaN" | "nan" => Interval {
                    nan: true,
                    ..Interval::EMPTY
                },
                _ => Interval::TOP,
            };
            let r = if class.within(ClassSet::DOUBLE.union(ClassSet::LOGICAL))
                || name == "zeros"
                || name == "ones"
                || name == "eye"
            {
                if class.within(ClassSet::SINGLE) && !matches!(name, "zeros" | "ones" | "eye") {
                    Interval::TOP
                } else {
                    r
                }
            } else {
                Interval::TOP
            };
            let r = if shape.is_empty() { Interval::EMPTY } else { r };
            one(AbsValue::real(class, shape, r))
        }
        (Rule::Constant, "pi" | "e" | "eps") if args.is_empty() => {
            one(AbsValue::number(match name {
                "pi" => std::f64::consts::PI,
                "e" => std::f64::consts::E,
                _ => f64::EPSILON,
            }))
        }
        (Rule::Constant, "i" | "j" | "I" | "J") if args.is_empty() => one(AbsValue {
            complex: Tri::Yes,
            range: Interval::TOP,
            ..AbsValue::number(0.0)
        }),
        (Rule::Size, _) => {
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
        (Rule::Extent, "numel") if args.len() == 1 => {
            let x = a0.unwrap();
            let mut d = x.shape.numel_dim();
            if d.get().is_none() && d.sym.is_none() {
                // numel(x) is an extent of x(:).
                d.sym = None;
            }
            one(scalar_of_dim(d))
        }
        (Rule::Extent, "length") if args.len() == 1 => {
            let x = a0.unwrap();
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
            one(scalar_of_dim(d))
        }
        (Rule::Extent, "ndims") if args.len() == 1 => {
            let s = &a0.unwrap().shape;
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
            one(AbsValue::real(ClassSet::DOUBLE, Shape::scalar(), r))
        }
        (Rule::Extent, "rows" | "columns") if args.len() == 1 => {
            let k = if name == "rows" { 0 } else { 1 };
            one(scalar_of_dim(a0.unwrap().shape.dim(k)))
        }
        (Rule::Extent, "isempty") if args.len() == 1 => {
            let s = &a0.unwrap().shape;
            one(logical_const(if s.is_empty() {
                Some(true)
            } else if s.nonempty() {
                Some(false)
            } else {
                None
            }))
        }
        (Rule::Extent, "isscalar") if args.len() == 1 => {
            let s = &a0.unwrap().shape;
            one(logical_const(if s.is_scalar() {
                Some(true)
            } else if !s.may_be_scalar() {
                Some(false)
            } else {
                None
            }))
        }
        (Rule::ClassTest, name) if name != "isreal" && args.len() == 1 => {
            let c = a0.unwrap().class;
            let set = match name {
                "ischar" => ClassSet::CHAR,
                "iscell" => ClassSet::CELL,
                "isstruct" => ClassSet::STRUCT,
                "islogical" | "isbool" => ClassSet::LOGICAL,
                "isfloat" => ClassSet::DOUBLE.union(ClassSet::SINGLE),
                "isinteger" => ClassSet::INTS,
                "isnumeric" => ClassSet::NUMERIC,
                _ => ClassSet::FHANDLE,
            };
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
        (Rule::ClassTest, "isreal") if args.len() == 1 => {
            let x = a0.unwrap();
            one(logical_const(
                if x.class.within(ClassSet::NUMBERS) && x.complex == Tri::No {
                    Some(true)
                } else {
                    None
                },
            ))
        }
        (Rule::Predicate, _) => {
            let cellish = args
                .iter()
                .any(|(_, x)| x.class.intersects(ClassSet::CELL.union(ClassSet::OTHER)));
            if cellish && (name.starts_with("str") || name == "isfield") {
                one(AbsValue::any())
            } else {
                one(logical_const(None))
            }
        }
        (Rule::ClassName, _) if args.len() == 1 => one(match a0.unwrap().class.single_name() {
            Some(n) if n != "object" => AbsValue::char_row(n),
            _ => AbsValue::real(
                ClassSet::CHAR,
                Shape::of_dims(vec![Dim::ONE, Dim::range(1, u64::MAX)]),
                Interval::new(0.0, 127.0, true),
            ),
        }),
        (Rule::Map, _) if args.len() == 1 => {
            let r = unary_math(name, v0, a0.unwrap());
            if name == "char"
                && a0
                    .unwrap()
                    .class
                    .intersects(ClassSet::CELL.union(ClassSet::CHAR))
            {
                return one(AbsValue::any());
            }
            if name == "double" && a0.unwrap().class.within(ClassSet::DOUBLE) {
                let mut x = a0.unwrap().clone();
                x.may_be_absent = false;
                x.text = None;
                if let Some(v) = v0 {
                    x.shape = same_shape_of(Some(v), a0.unwrap());
                }
                return one(x);
            }
            one(r)
        }
        (Rule::Binary, _) | (Rule::Reduce, "max" | "min") if args.len() == 2 => {
            let ((va, x), (vb, y)) = (&args[0], &args[1]);
            let (va, vb) = (
                va.unwrap_or(ValueId(u32::MAX)),
                vb.unwrap_or(ValueId(u32::MAX - 1)),
            );
            if !numbers(x) || !numbers(y) {
                return vec![AbsValue::any(); nres];
            }
            if matches!(name, "max" | "min")
                && (x.shape.is_empty() || y.shape.is_empty())
                && nres == 1
            {
                // `max(x, [])` is a reduction... of a two-argument call: keep generic.
                return vec![AbsValue::any(); nres];
            }
            let Some(shape) = broadcast(va, x, vb, y) else {
                return vec![AbsValue::bottom(); nres];
            };
            let mut class = if matches!(name, "atan2" | "hypot") {
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
            if matches!(name, "max" | "min")
                && x.class.intersects(ClassSet::LOGICAL)
                && y.class.intersects(ClassSet::LOGICAL)
            {
                // max(true, false) is logical.
                class = class.union(ClassSet::LOGICAL);
            }
            let real = x.complex == Tri::No && y.complex == Tri::No;
            let op = match name {
                "plus" => Some(BinOp::Add),
                "minus" => Some(BinOp::Sub),
                "times" => Some(BinOp::Mul),
                "rdivide" => Some(BinOp::Div),
                "power" => Some(BinOp::Pow),
                _ => None,
            };
            let (rx, ry) = (x.range, y.range);
            let r = if !real {
                Interval::TOP
            } else if let Some(op) = op {
                super::transfer::iv_binop(op, &rx, &ry)
            } else {
                match name {
                    // Past 2^52 times the divisor, `x - floor(x / y) * y`
                    // rounds to numbers as large as x itself (Octave:
                    // `mod(exp(99), 3)` is 1.2379e+27).
                    "mod" | "rem"
                        if {
                            let xm = rx.lo.abs().max(rx.hi.abs());
                            let ym = if ry.lo > 0.0 || ry.hi < 0.0 {
                                ry.lo.abs().min(ry.hi.abs())
                            } else {
                                f64::INFINITY
                            };
                            !rx.is_empty() && xm >= ym * 4503599627370496.0
                        } =>
                    {
                        let xm = rx.lo.abs().max(rx.hi.abs());
                        Interval {
                            lo: -xm,
                            hi: xm,
                            nan: true,
                            int: false,
                        }
                    }
                    "mod" => {
                        if ry.lo > 0.0 && !ry.nan && ry.hi.is_finite() {
                            let nan = rx.nan || rx.lo.is_infinite() || rx.hi.is_infinite();
                            if rx.lo >= 0.0 && rx.hi < ry.lo {
                                rx
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
                    "rem" => {
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
                    "max" => Interval {
                        lo: nan_other(rx.lo.max(ry.lo), &rx, &ry, f64::min, |r| r.lo),
                        hi: rx.hi.max(ry.hi),
                        nan: rx.nan && ry.nan,
                        int: rx.int && ry.int,
                    },
                    "min" => Interval {
                        lo: rx.lo.min(ry.lo),
                        hi: nan_other(rx.hi.min(ry.hi), &rx, &ry, f64::max, |r| r.hi),
                        nan: rx.nan && ry.nan,
                        int: rx.int && ry.int,
                    },
                    "atan2" => Interval {
                        lo: -4.0,
                        hi: 4.0,
                        nan: rx.nan || ry.nan,
                        int: false,
                    },
                    "hypot" => Interval {
                        lo: 0.0,
                        hi: f64::INFINITY,
                        nan: true,
                        int: false,
                    },
                    _ => Interval::TOP,
                }
            };
            let complex = if real
                && (name != "power" || rx.lo >= 0.0 || super::transfer::integer_exponent(&ry))
            {
                Tri::No
            } else {
                Tri::Maybe
            };
            let mut out = AbsValue::real(class, shape, range_for(class, r));
            out.complex = complex;
            if complex != Tri::No {
                out.range = Interval::TOP;
            }
            if matches!(name, "max" | "min") && nres > 1 {
                return vec![AbsValue::any(); nres];
            }
            one(out)
        }
        (Rule::Reduce, _) if !args.is_empty() && args.len() <= 3 => {
            let x = a0.unwrap();
            if !numbers(x) {
                return vec![AbsValue::any(); nres];
            }
            let is_max = matches!(name, "max" | "min");
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
            let (nlo, nhi) = x.shape.numel();
            let _ = nlo;
            match name {
                "norm" => one(AbsValue::real(
                    ClassSet::DOUBLE.union(x.class.inter(ClassSet::SINGLE)),
                    Shape::scalar(),
                    Interval {
                        lo: 0.0,
                        hi: f64::INFINITY,
                        nan: true,
                        int: false,
                    },
                )),
                "nnz" => one(AbsValue::real(
                    ClassSet::DOUBLE,
                    Shape::scalar(),
                    Interval::new(0.0, hi_f64(nhi), true),
                )),
                "cumsum" | "cumprod" => {
                    let class = arith_class(x.class, ClassSet::DOUBLE).union(ClassSet::DOUBLE);
                    let mut o = AbsValue::real(class, same_shape_of(v0, x), Interval::TOP);
                    o.complex = if x.complex == Tri::No {
                        Tri::No
                    } else {
                        Tri::Maybe
                    };
                    one(o)
                }
                "any" | "all" => one(AbsValue::real(
                    ClassSet::LOGICAL,
                    reduce_shape(&x.shape, dim_arg, false),
                    Interval::new(0.0, 1.0, true),
                )),
                "max" | "min" => {
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
                    let class = match name {
                        "mean" | "median" => x.class.inter(ClassSet::SINGLE).union(
                            if x.class.minus(ClassSet::SINGLE).is_empty() {
                                ClassSet::EMPTY
                            } else {
                                ClassSet::DOUBLE
                            },
                        ),
                        // sum(int8(...)) is double in Octave, int8 in MATLAB.
                        _ => arith_class(x.class, ClassSet::DOUBLE).union(ClassSet::DOUBLE),
                    };
                    let shape = if name == "mean" && dim_arg.is_none() {
                        mean_shape(&x.shape)
                    } else {
                        reduce_shape(&x.shape, dim_arg, false)
                    };
                    let range = if x.complex != Tri::No {
                        Interval::TOP
                    } else if name == "sum" && r.int && nhi < (1 << 40) {
                        let n = nhi as f64;
                        let nan = r.nan || (r.lo == f64::NEG_INFINITY && r.hi == f64::INFINITY);
                        Interval {
                            lo: (n * r.lo).min(0.0),
                            hi: (n * r.hi).max(0.0),
                            nan,
                            int: true,
                        }
                    } else if matches!(name, "mean" | "median") && !r.is_empty() {
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
        (Rule::Reshape, _) if args.len() >= 2 => {
            let x = a0.unwrap();
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
            one(o)
        }
        (Rule::Repmat, _) if args.len() >= 2 => {
            let x = a0.unwrap();
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
            one(o)
        }
        (Rule::Linspace, _) if args.len() == 3 || args.len() == 2 => {
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
                return one(AbsValue::any());
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
            one(o)
        }
        (Rule::Reorder, _) if !args.is_empty() => {
            let x = a0.unwrap();
            if !numbers(x) && name != "fliplr" && name != "flipud" {
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
        (Rule::Transpose, _) if args.len() == 1 => {
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
        (Rule::Clock, _) if args.is_empty() && nres <= 1 => one(AbsValue::real(
            ClassSet::DOUBLE.union(if name == "tic" {
                ClassSet::INTS
            } else {
                ClassSet::EMPTY
            }),
            Shape::scalar(),
            Interval::new(0.0, f64::INFINITY, false),
        )),
        (Rule::Text, _)
            if args
                .iter()
                .all(|(_, x)| !x.class.intersects(ClassSet::CELL.union(ClassSet::OTHER))) =>
        {
            let text = AbsValue::real(
                ClassSet::CHAR,
                if name == "int2str" || name == "upper" || name == "lower" {
                    Shape::top()
                } else {
                    Shape::of_dims(vec![Dim::ANY, Dim::ANY])
                },
                Interval::new(0.0, f64::INFINITY, true),
            );
            match args.first() {
                // upper and lower give any value that is not text back as it is.
                Some((_, x))
                    if (name == "upper" || name == "lower") && !x.class.within(ClassSet::CHAR) =>
                {
                    one(x.join(&text))
                }
                _ => one(text),
            }
        }
        _ => vec![AbsValue::any(); nres],
    }
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
