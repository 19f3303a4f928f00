//! Builtins about values themselves: sizes, class queries, constructors, conversions, structs, cells.

use crate::alloc;
use crate::concat;
use crate::convert::convert;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::index;
use crate::ops;
use crate::value::{Class, Dims, Form, StructArray, Tensor, Value, C64};

use super::args::nargs;
use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("size", size),
    ("numel", numel),
    ("length", length),
    ("ndims", ndims),
    ("rows", rows),
    ("columns", columns),
    ("isempty", isempty),
    ("isscalar", isscalar),
    ("isvector", isvector),
    ("isrow", isrow),
    ("iscolumn", iscolumn),
    ("ismatrix", ismatrix),
    ("issquare", issquare),
    ("class", class),
    ("isa", isa),
    ("isnumeric", isnumeric),
    ("isreal", isreal),
    ("iscomplex", iscomplex),
    ("ischar", ischar),
    ("iscell", iscell),
    ("iscellstr", iscellstr),
    ("isstruct", isstruct),
    ("islogical", islogical),
    ("isbool", islogical),
    ("isfloat", isfloat),
    ("isinteger", isinteger),
    ("is_function_handle", is_function_handle),
    ("zeros", zeros),
    ("ones", ones),
    ("eye", eye),
    ("true", true_),
    ("false", false_),
    ("pi", pi),
    ("e", e),
    ("Inf", inf),
    ("inf", inf),
    ("NaN", nan),
    ("nan", nan),
    ("NA", na),
    ("eps", eps),
    ("i", imag_unit),
    ("j", imag_unit),
    ("I", imag_unit),
    ("J", imag_unit),
    ("intmax", intmax),
    ("intmin", intmin),
    ("realmax", realmax),
    ("realmin", realmin),
    ("flintmax", flintmax),
    ("double", to_double),
    ("full", full),
    ("single", to_single),
    ("int8", to_int8),
    ("int16", to_int16),
    ("int32", to_int32),
    ("int64", to_int64),
    ("uint8", to_uint8),
    ("uint16", to_uint16),
    ("uint32", to_uint32),
    ("uint64", to_uint64),
    ("__matc_int_literal__", int_literal),
    ("logical", to_logical),
    ("char", to_char),
    ("cell", cell),
    ("struct", struct_),
    ("fieldnames", fieldnames),
    ("isobject", isobject),
    ("numfields", numfields),
    ("isfield", isfield),
    ("rmfield", rmfield),
    ("setfield", setfield),
    ("getfield", getfield),
    ("cat", cat),
    ("horzcat", horzcat),
    ("vertcat", vertcat),
    ("reshape", reshape),
    ("vec", vec),
    ("repmat", repmat),
    ("colon", colon),
    ("isequal", isequal),
    ("size_equal", size_equal),
    ("cell2mat", cell2mat),
    ("num2cell", num2cell),
    ("deal", deal),
    ("squeeze", squeeze),
    ("permute", permute),
    ("shiftdim", shiftdim),
    ("meshgrid", meshgrid),
    ("ndgrid", ndgrid),
];

fn one(v: Value) -> Out {
    Ok(vec![v])
}

// ---------------------------------------------------------------- sizes

/// `size (A)`, `[r, c, ...] = size (A)`, and the extents of chosen
/// dimensions: `size (A, DIM)`, `size (A, [D1 D2])`, `size (A, D1, D2)`.
fn size(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let d = args[0].dims();
    if args.len() >= 2 {
        let mut out = Vec::new();
        for arg in &args[1..] {
            // Octave reads DIM as a real array.
            match arg {
                Value::Char(_) => {
                    return Err(MatError::msg(
                        "invalid conversion from string to real N-D array",
                    ))
                }
                k @ (Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)) => {
                    return Err(MatError::msg(format!(
                        "octave_base_value::array_value(): wrong type argument '{}'",
                        super::args::octave_type_name(k)
                    )))
                }
                _ => {}
            }
            for k in arg.to_f64_vec()? {
                if k.fract() != 0.0 || k.is_nan() {
                    extent(k, "octave_idx_type")?;
                }
                if !(k >= 1.0 && k.fract() == 0.0) {
                    // As Octave's integer: -0 (the real part of `-1i`) is 0.
                    return Err(MatError::msg(format!(
                        "size: requested dimension DIM (= {}) out of range",
                        k as i64
                    )));
                }
                out.push(d.get(k as usize - 1) as f64);
            }
        }
        if nargout > 1 {
            if nargout != out.len() {
                return Err(MatError::msg(
                    "size: nargout > 1 but does not match number of requested dimensions",
                ));
            }
            return Ok(out.into_iter().map(Value::Num).collect());
        }
        if out.len() == 1 {
            return one(Value::Num(out[0]));
        }
        return one(Value::row_f64(out));
    }
    if nargout <= 1 {
        return one(Value::row_f64(d.iter().map(|&x| x as f64).collect()));
    }
    let mut out = Vec::with_capacity(nargout);
    for k in 0..nargout {
        if k + 1 == nargout {
            out.push(Value::Num(d.iter().skip(k).product::<usize>() as f64));
        } else {
            out.push(Value::Num(d.get(k) as f64));
        }
    }
    Ok(out)
}

fn numel(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() > 1 {
        // numel(a, idx...) = number of elements a(idx...) would have.
        let d = args[0].dims();
        let n = args.len() - 1;
        let mut total = 1usize;
        for (k, s) in args[1..].iter().enumerate() {
            total *= if index::is_colon(s) {
                index::end_of(&args[0], k, n) as usize
            } else {
                s.numel()
            };
        }
        let _ = d;
        return one(Value::Num(total as f64));
    }
    one(Value::Num(args[0].numel() as f64))
}

fn length(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    let n = if d.numel() == 0 {
        0
    } else {
        d.iter().copied().max().unwrap_or(0)
    };
    one(Value::Num(n as f64))
}

fn ndims(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(args[0].dims().ndims() as f64))
}

fn rows(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(args[0].dims().rows() as f64))
}

fn columns(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(args[0].dims().get(1) as f64))
}

fn pred(name: &str, args: &[Value], f: impl Fn(&Value) -> bool) -> Out {
    nargs(name, args, 1, 1)?;
    one(Value::Bool(f(&args[0])))
}

fn isempty(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isempty", a, |v| v.is_empty())
}
fn isscalar(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isscalar", a, |v| v.dims().is_scalar())
}
fn isvector(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isvector", a, |v| v.dims().is_vector())
}
fn isrow(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isrow", a, |v| v.dims().is_row())
}
fn iscolumn(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("iscolumn", a, |v| v.dims().is_col())
}
fn ismatrix(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("ismatrix", a, |v| v.dims().ndims() == 2)
}
fn issquare(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("issquare", a, |v| {
        let d = v.dims();
        d.ndims() == 2 && d.rows() == d.cols()
    })
}

// ---------------------------------------------------------------- classes

fn class(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() == 1 {
        return one(Value::str(args[0].class_name_full()));
    }
    old_style_object(args)
}

/// `class(s, 'name', parents...)`: an object of the old-style class `name` holding the
/// fields of the scalar struct `s` (none for `struct([])`) and each parent object as a
/// property named by the parent's class.
fn old_style_object(args: &[Value]) -> Out {
    let s = match &args[0] {
        Value::Struct(s) if s.numel() <= 1 => s,
        Value::Struct(_) => {
            return Err(MatError::msg(
                "class: matc has no arrays of old-style objects",
            ))
        }
        _ => return Err(MatError::msg("class: S must be a valid structure")),
    };
    let name = args[1]
        .as_string()
        .filter(|_| args[1].is_char())
        .ok_or_else(|| MatError::msg("class: ID (class name) must be a string"))?;
    let mut props = s.fields.clone();
    let mut vals: Vec<Value> = (0..props.len())
        .map(|k| {
            if s.numel() == 1 {
                s.get(0, k).clone()
            } else {
                Value::empty()
            }
        })
        .collect();
    let mut ancestors = Vec::new();
    for p in &args[2..] {
        let Value::Object(o) = p else {
            return Err(MatError::msg("parents must be objects"));
        };
        let crate::value::object::Object::Instance(i) = &**o else {
            return Err(MatError::msg("parents must be objects"));
        };
        ancestors.push(i.class.name.clone());
        ancestors.extend(i.class.ancestors.iter().cloned());
        props.push(i.class.name.clone());
        vals.push(p.clone());
    }
    let class = crate::value::object::ClassInfo {
        name,
        is_handle: false,
        ancestors,
        hidden: vec![false; props.len()],
        props,
        methods: Vec::new(),
        statics: Vec::new(),
        own_constructor: true,
        old_style: true,
    };
    one(Value::Object(std::rc::Rc::new(
        crate::value::object::Object::Instance(crate::value::object::Instance {
            class: std::rc::Rc::new(class),
            props: std::cell::RefCell::new(vals),
            valid: std::cell::Cell::new(true),
        }),
    )))
}

fn isobject(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Bool(matches!(args[0], Value::Object(_))))
}

fn isa(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let c = args[0].class();
    let name = args[1]
        .as_string()
        .ok_or_else(|| MatError::msg("isa: CLASSNAME must be a string or cell array of strings"))?;
    if let Value::Object(o) = &args[0] {
        return one(Value::Bool(o.isa(&name)));
    }
    let r = match name.as_str() {
        "numeric" => c.is_numeric(),
        "float" => c.is_float(),
        "integer" => c.is_int(),
        n => c.name() == n,
    };
    one(Value::Bool(r))
}

fn isnumeric(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isnumeric", a, |v| v.is_numeric())
}
fn isreal(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isreal", a, |v| {
        !v.is_complex() && !matches!(v, Value::Cell(_) | Value::Struct(_) | Value::Func(_))
    })
}
fn iscomplex(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("iscomplex", a, |v| v.is_complex())
}
fn ischar(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("ischar", a, |v| v.is_char())
}
fn iscell(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("iscell", a, |v| matches!(v, Value::Cell(_)))
}
fn iscellstr(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred(
        "iscellstr",
        a,
        |v| matches!(v, Value::Cell(t) if t.data.iter().all(|x| x.is_char())),
    )
}
fn isstruct(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isstruct", a, |v| matches!(v, Value::Struct(_)))
}
fn islogical(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("islogical", a, |v| v.class() == Class::Logical)
}
fn isfloat(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isfloat", a, |v| v.class().is_float())
}
fn isinteger(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("isinteger", a, |v| v.class().is_int())
}
fn is_function_handle(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    pred("is_function_handle", a, |v| matches!(v, Value::Func(_)))
}

// ---------------------------------------------------------------- constructors

/// Dimensions from `(n)`, `(m, n, ...)` or `([m n ...])` arguments.
pub fn dims_from_args(name: &str, args: &[Value]) -> Result<Dims, MatError> {
    let d = dims_from_args_unchecked(name, args)?;
    MatError::check_size(&d)?;
    Ok(d)
}

fn dims_from_args_unchecked(name: &str, args: &[Value]) -> Result<Dims, MatError> {
    match args.len() {
        0 => Ok(Dims::scalar()),
        1 => {
            let v = args[0].to_f64_vec()?;
            // Octave's constructors differ in the integer type they read
            // a lone size argument as, which its error message names.
            let c_type = match name {
                "eye" | "rand" | "randn" => "int64_t",
                _ => "octave_idx_type",
            };
            let n = v
                .iter()
                .map(|&x| extent(x, c_type))
                .collect::<Result<Vec<_>, _>>()?;
            match n.len() {
                1 => Ok(Dims::rc(n[0], n[0])),
                0 => Err(MatError::msg(format!(
                    "{name} (A): use {name} (size (A)) instead"
                ))),
                _ => Ok(Dims::new(&n)),
            }
        }
        _ => {
            // Octave reads the first element of each argument (none: 0).
            let mut d = Vec::with_capacity(args.len());
            for a in args {
                if a.is_char() {
                    return Err(MatError::msg(format!(
                        "octave_base_value::int64_value (): wrong type argument '{}'",
                        super::args::octave_type_name(a)
                    )));
                }
                let x = a.to_f64_vec()?.first().copied().unwrap_or(0.0);
                // `cell(2, 2.5)` truncates where the others refuse.
                d.push(match name {
                    "cell" if x.is_finite() => x.max(0.0) as usize,
                    _ => extent(x, "int64_t")?,
                });
            }
            Ok(Dims::new(&d))
        }
    }
}

/// One requested extent: negative means 0; a fraction, NaN or infinity is
/// Octave's failed integer conversion (`conversion of 2.5 to int64_t
/// value failed`), named by the C type Octave converts to.
pub fn extent(x: f64, c_type: &str) -> Result<usize, MatError> {
    if x.fract() != 0.0 || !x.is_finite() || x.abs() >= 9.2e18 {
        let shown = if x.is_nan() {
            "nan".to_string()
        } else if x.is_infinite() {
            if x > 0.0 { "inf" } else { "-inf" }.to_string()
        } else {
            crate::cfmt::g6(x)
        };
        return Err(MatError::msg(format!(
            "conversion of {shown} to {c_type} value failed"
        )));
    }
    Ok(if x < 0.0 { 0 } else { x as usize })
}

/// Splits a trailing class name (`'int8'`) or `'like', x` off the arguments.
pub fn class_arg(args: &[Value]) -> Result<(&[Value], Option<Value>), MatError> {
    let n = args.len();
    if ends_in_like(args) {
        return Ok((&args[..n - 2], Some(args[n - 1].clone())));
    }
    if n >= 1 {
        if let Some(s) = args[n - 1].as_string() {
            // Octave's own wording, without the function's name.
            let cls = Class::from_name(&s)
                .filter(|c| c.is_numeric() || *c == Class::Logical)
                .ok_or_else(|| MatError::msg("invalid data type specified"))?;
            // Represent the class by a sample value of it.
            let sample = Value::pack_real(cls, Dims::scalar(), vec![0.0]);
            return Ok((&args[..n - 1], Some(sample)));
        }
    }
    Ok((args, None))
}

/// Whether the arguments end in `"like", VAR`.
pub(super) fn ends_in_like(args: &[Value]) -> bool {
    args.len() >= 2 && args[args.len() - 2].as_string().as_deref() == Some("like")
}

fn filled(name: &str, args: &[Value], x: f64) -> Out {
    if args.is_empty() {
        // `pi`, `zeros`, `Inf` ...: the scalar, without the size parsing.
        return one(Value::Num(x));
    }
    let (rest, like) = class_arg(args)?;
    let d = dims_from_args(name, rest)?;
    let n = d.numel();
    match like {
        None if x == 0.0 && x.is_sign_positive() => one(Value::from_f64s(d, alloc::zeros(n)?)),
        None => one(Value::from_f64s(d, alloc::filled(n, x)?)),
        Some(s) => {
            // The result takes the class of VAR, never its complexity
            // (Octave 7: `ones (2, "like", 1i)` is real).
            let cls = s.class();
            let float = matches!(cls, Class::Double | Class::Single);
            if !float && x != 0.0 && x != 1.0 {
                return Err(MatError::msg(if ends_in_like(args) {
                    format!("{name}: input followed by 'like' must be floating point")
                } else {
                    format!("{name}: invalid class name")
                }));
            }
            if cls == Class::Cell || !(float || cls.is_int() || cls == Class::Logical) {
                return Err(MatError::msg("invalid data type specified"));
            }
            one(Value::pack_real(cls, d, alloc::filled(n, x)?))
        }
    }
}

fn zeros(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("zeros", args, 0.0)
}
fn ones(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("ones", args, 1.0)
}
fn pi(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("pi", args, std::f64::consts::PI)
}
fn e(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("e", args, std::f64::consts::E)
}
fn inf(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("Inf", args, f64::INFINITY)
}
fn nan(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("NaN", args, f64::NAN)
}

/// Octave's missing-value marker: a NaN with a particular payload, which
/// `isna` and the display tell apart.
fn na(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    filled("NA", args, crate::value::NA)
}

fn eye(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (rest, like) = class_arg(args)?;
    let d = dims_from_args("eye", rest)?;
    if d.ndims() > 2 {
        return Err(MatError::invalid_call("eye"));
    }
    let (r, c) = (d.rows(), d.cols());
    let cls = like.map(|s| s.class()).unwrap_or(Class::Double);
    if cls.is_float() {
        // Octave holds a floating-point identity as a diagonal matrix.
        return one(crate::value::diagmat::identity(r, c, cls));
    }
    let mut data = alloc::zeros(r * c)?;
    for k in 0..r.min(c) {
        data[k + k * r] = 1.0;
    }
    one(Value::pack_real(cls, d, data))
}

fn logical_filled(name: &str, args: &[Value], b: bool) -> Out {
    let like = ends_in_like(args);
    let rest = if like {
        if args[args.len() - 1].class() != Class::Logical {
            return Err(MatError::msg(format!(
                "{name}: input followed by \"like\" must be logical"
            )));
        }
        &args[..args.len() - 2]
    } else {
        match args.last().and_then(Value::as_string) {
            Some(s) if s == "logical" => &args[..args.len() - 1],
            Some(s) => {
                return Err(MatError::msg(format!("{name}: invalid data type '{s}'")));
            }
            None => args,
        }
    };
    let d = dims_from_args(name, rest)?;
    let n = d.numel();
    one(Value::logical(Tensor::new(d, alloc::filled(n, b)?)))
}
fn true_(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    logical_filled("true", args, true)
}
fn false_(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    logical_filled("false", args, false)
}

fn imag_unit(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() {
        return one(Value::Complex(C64::new(0.0, 1.0)));
    }
    let d = dims_from_args("i", args)?;
    let n = d.numel();
    one(Value::complex(Tensor::new(
        d,
        alloc::filled(n, C64::new(0.0, 1.0))?,
    )))
}

/// 2^k exactly, subnormal included (`powi` of a large negative k is 0 in
/// unoptimized builds: it divides by an overflowed 2^-k).
fn exp2_f64(k: i32) -> f64 {
    match k {
        k if k > 1023 => f64::INFINITY,
        k if k >= -1022 => f64::from_bits(((k + 1023) as u64) << 52),
        k if k >= -1074 => f64::from_bits(1u64 << (k + 1074)),
        _ => 0.0,
    }
}

fn exp2_f32(k: i32) -> f32 {
    match k {
        k if k > 127 => f32::INFINITY,
        k if k >= -126 => f32::from_bits(((k + 127) as u32) << 23),
        k if k >= -149 => f32::from_bits(1u32 << (k + 149)),
        _ => 0.0,
    }
}

/// Spacing of floating point numbers at `x` (f64).
fn eps_of(x: f64) -> f64 {
    let a = x.abs();
    if !a.is_finite() {
        return f64::NAN;
    }
    if a < f64::MIN_POSITIVE {
        return exp2_f64(-1074);
    }
    let e = a.log2().floor() as i32;
    // Correct for log2 rounding at powers of two.
    let e = if exp2_f64(e) > a {
        e - 1
    } else if exp2_f64(e + 1) <= a {
        e + 1
    } else {
        e
    };
    exp2_f64(e - 52)
}

fn eps_of_single(x: f32) -> f32 {
    let a = x.abs();
    if !a.is_finite() {
        return f32::NAN;
    }
    if a < f32::MIN_POSITIVE {
        return exp2_f32(-149);
    }
    let mut e = a.log2().floor() as i32;
    if exp2_f32(e) > a {
        e -= 1
    } else if exp2_f32(e + 1) <= a {
        e += 1
    }
    exp2_f32(e - 23)
}

fn eps(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() == 1 && !args[0].is_char() {
        let v = &args[0];
        return match v {
            Value::Single(t) => one(Value::single(t.map(|&x| eps_of_single(x)))),
            _ if v.class().is_float() && !v.is_complex() => {
                let d = v.to_f64_vec()?;
                one(Value::from_f64s(
                    v.dims(),
                    d.into_iter().map(eps_of).collect(),
                ))
            }
            _ => Err(MatError::msg("eps: X must be of a floating point type")),
        };
    }
    let (rest, like) = class_arg(args)?;
    let single = like.map(|s| s.class() == Class::Single).unwrap_or(false);
    let d = dims_from_args("eps", rest)?;
    let n = d.numel();
    if single {
        one(Value::single(Tensor::new(
            d,
            alloc::filled(n, f32::EPSILON)?,
        )))
    } else {
        one(Value::from_f64s(d, alloc::filled(n, f64::EPSILON)?))
    }
}

fn int_class_arg(name: &str, args: &[Value]) -> Result<Class, MatError> {
    let cls = match args.first() {
        None => Class::Int32,
        Some(v) if v.is_char() => {
            let s = v.as_string().unwrap_or_default();
            Class::from_name(&s)
                .filter(|c| c.is_int())
                .ok_or_else(|| MatError::msg(format!("{name}: invalid class name '{s}'")))?
        }
        Some(v) if v.class().is_int() => v.class(),
        Some(_) => {
            return Err(MatError::msg(format!(
                "{name}: argument must be a string or integer variable"
            )))
        }
    };
    Ok(cls)
}

fn intmax(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let cls = int_class_arg("intmax", args)?;
    let (_, hi) = cls.int_range().unwrap_or((0.0, 0.0));
    one(Value::pack_real(cls, Dims::scalar(), vec![hi]))
}

fn intmin(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let cls = int_class_arg("intmin", args)?;
    let (lo, _) = cls.int_range().unwrap_or((0.0, 0.0));
    one(Value::pack_real(cls, Dims::scalar(), vec![lo]))
}

fn float_const(name: &str, args: &[Value], d: f64, s: f32) -> Out {
    let (rest, like) = class_arg(args)?;
    let dims = dims_from_args(name, rest)?;
    let n = dims.numel();
    match like.map(|v| v.class()) {
        Some(Class::Single) => one(Value::single(Tensor::new(dims, alloc::filled(n, s)?))),
        Some(Class::Double) | None => one(Value::from_f64s(dims, alloc::filled(n, d)?)),
        Some(c) => Err(MatError::msg(format!(
            "{name}: invalid class name '{}'",
            c.name()
        ))),
    }
}

fn realmax(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    float_const("realmax", args, f64::MAX, f32::MAX)
}
fn realmin(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    float_const("realmin", args, f64::MIN_POSITIVE, f32::MIN_POSITIVE)
}
fn flintmax(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    float_const("flintmax", args, 9007199254740992.0, 16777216.0)
}

// ---------------------------------------------------------------- conversions

fn conv_to(args: &[Value], cls: Class) -> Out {
    one(convert(&args[0], cls)?.normalized())
}

/// `full(x)` of a full array: a range or a diagonal matrix becomes an
/// ordinary array (which changes how it prints); a sparse matrix is
/// expanded before the call (`builtins::sparse::call_with_sparse`).
fn full(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    let x = &a[0];
    if matches!(x, Value::Struct(_) | Value::Func(_) | Value::Object(_)) {
        return Err(MatError::msg(format!(
            "full: invalid operation for %s type: wrong type argument '{}'",
            super::args::octave_type_name(x)
        )));
    }
    one(x.clone().with_form(Form::Full))
}

/// `__matc_int_literal__(class, digits)`: a hexadecimal or binary literal
/// whose value a double cannot hold exactly (`0x8000000000000001u64`), its
/// value given in decimal; `mir` lowers such literals to this call. Not
/// meant to be called by programs.
fn int_literal(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    let [Value::Char(class), Value::Char(digits)] = a else {
        return Err(MatError::invalid_call("__matc_int_literal__"));
    };
    let class = Class::from_name(&String::from_utf8_lossy(&class.data));
    let value = String::from_utf8_lossy(&digits.data).parse::<i128>().ok();
    match class.zip(value).and_then(|(c, v)| Value::int_scalar(c, v)) {
        Some(v) => one(v),
        None => Err(MatError::invalid_call("__matc_int_literal__")),
    }
}

fn to_double(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Double)
}
fn to_single(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Single)
}
fn to_int8(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Int8)
}
fn to_int16(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Int16)
}
fn to_int32(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Int32)
}
fn to_int64(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::Int64)
}
fn to_uint8(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::UInt8)
}
fn to_uint16(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::UInt16)
}
fn to_uint32(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::UInt32)
}
fn to_uint64(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    conv_to(a, Class::UInt64)
}
fn to_logical(_: &mut Ctx, a: &[Value], _: usize) -> Out {
    // Octave refuses text and containers rather than converting codes.
    let kind = match a.first() {
        Some(v) if v.is_char() => Some("sq_string"),
        Some(Value::Cell(_)) => Some("cell"),
        Some(Value::Struct(_)) => Some("struct"),
        _ => None,
    };
    if let Some(kind) = kind {
        return Err(MatError::msg(format!(
            "logical: wrong type argument '{kind}'"
        )));
    }
    conv_to(a, Class::Logical)
}

/// Rows (as bytes) of a char-convertible value: char matrices give their
/// rows, cells of strings their elements, numbers their codes.
pub fn char_rows_of(v: &Value) -> Result<Vec<Vec<u8>>, MatError> {
    match v {
        Value::Cell(t) => {
            let mut out = Vec::new();
            for x in &t.data {
                out.extend(char_rows_of(x)?);
            }
            Ok(out)
        }
        Value::Char(t) => {
            let (r, c) = (t.rows(), t.cols());
            if r == 0 {
                return Ok(vec![Vec::new()]);
            }
            Ok((0..r)
                .map(|i| (0..c).map(|j| t.data[i + j * r]).collect())
                .collect())
        }
        _ => {
            let c = convert(v, Class::Char)?;
            char_rows_of(&c)
        }
    }
}

fn to_char(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() {
        return one(Value::str(""));
    }
    if args.len() == 1 && !matches!(args[0], Value::Cell(_)) {
        // An inline object's text is its formula (@inline/char.m).
        if let Value::Func(f) = &args[0] {
            if f.inline {
                return one(Value::str(&f.inline_parts().0));
            }
        }
        if let Value::Struct(_) | Value::Func(_) = &args[0] {
            return Err(MatError::msg(format!(
                "char: wrong type argument '{}'",
                args[0].type_desc()
            )));
        }
        return one(convert(&args[0], Class::Char)?);
    }
    let mut rows = Vec::new();
    for a in args {
        if let Value::Struct(_) | Value::Func(_) = a {
            return Err(MatError::msg(format!(
                "char: wrong type argument '{}'",
                a.type_desc()
            )));
        }
        rows.extend(char_rows_of(a)?);
    }
    one(char_matrix(&rows))
}

/// A char matrix from rows, padded with blanks.
pub fn char_matrix(rows: &[Vec<u8>]) -> Value {
    let r = rows.len();
    let c = rows.iter().map(|x| x.len()).max().unwrap_or(0);
    let mut data = vec![b' '; r * c];
    for (i, row) in rows.iter().enumerate() {
        for (j, &b) in row.iter().enumerate() {
            data[i + j * r] = b;
        }
    }
    Value::char_array(Tensor::new(Dims::rc(r, c), data))
}

// ---------------------------------------------------------------- cells, structs

fn cell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = dims_from_args("cell", args)?;
    let n = d.numel();
    one(Value::cell(Tensor::new(
        d,
        alloc::filled(n, Value::empty())?,
    )))
}

fn struct_(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() {
        return one(Value::structure(StructArray::new_scalar()));
    }
    // `struct([])`: a 0x0 struct array with no fields.
    if args.len() == 1 && args[0].is_numeric() && args[0].is_empty() {
        return one(Value::structure(StructArray::with_fields(
            Dims::rc(0, 0),
            Vec::new(),
        )));
    }
    if !args.len().is_multiple_of(2) {
        return Err(MatError::msg(
            "struct: additional arguments must occur as \"field\", VALUE pairs",
        ));
    }
    // Dimensions come from the cell arguments (all non-1x1 cells must agree).
    let mut dims: Option<Dims> = None;
    for (k, pair) in args.chunks(2).enumerate() {
        if !pair[0].is_char() {
            return Err(MatError::msg(
                "struct: additional arguments must occur as \"field\", VALUE pairs",
            ));
        }
        if let Value::Cell(t) = &pair[1] {
            if t.data.len() != 1 {
                match &dims {
                    None => dims = Some(t.dims.clone()),
                    Some(d) if *d != t.dims => {
                        let first = args
                            .chunks(2)
                            .position(|p| matches!(&p[1], Value::Cell(c) if c.data.len() != 1))
                            .unwrap_or(0);
                        return Err(MatError::msg(format!(
                            "struct: dimensions of parameter {} do not match those of parameter {}",
                            2 * first + 2,
                            2 * k + 2
                        )));
                    }
                    _ => {}
                }
            }
        }
    }
    let dims = dims.unwrap_or_else(Dims::scalar);
    let n = dims.numel();
    let mut s = StructArray::with_fields(dims, vec![]);
    for pair in args.chunks(2) {
        let name = pair[0].as_string().unwrap_or_default();
        let k = s.ensure_field(&name);
        for e in 0..n {
            let v = match &pair[1] {
                Value::Cell(t) if t.data.len() == 1 => t.data[0].clone(),
                Value::Cell(t) => t.data[e].clone(),
                v => v.clone(),
            };
            *s.get_mut(e, k) = v;
        }
    }
    one(Value::structure(s))
}

fn fieldnames(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = args[0]
        .as_struct()
        .ok_or_else(|| MatError::msg("fieldnames: Invalid input argument"))?;
    let names: Vec<Value> = s.fields.iter().map(|f| Value::str(f)).collect();
    let n = names.len();
    one(Value::cell(Tensor::new(Dims::rc(n, 1), names)))
}

fn numfields(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(
        args[0].as_struct().map(|s| s.nfields()).unwrap_or(0) as f64,
    ))
}

fn isfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = args[0].as_struct();
    let has = |v: &Value| -> bool {
        match (s, v.as_string()) {
            (Some(s), Some(n)) => s.field_index(&n).is_some(),
            _ => false,
        }
    };
    match &args[1] {
        Value::Cell(t) => one(Value::logical(Tensor::new(
            t.dims.clone(),
            t.data.iter().map(has).collect(),
        ))),
        v => one(Value::Bool(has(v))),
    }
}

fn rmfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut s = args[0]
        .as_struct()
        .ok_or_else(|| MatError::msg("rmfield: first argument must be a struct"))?
        .clone();
    let names: Vec<String> = match &args[1] {
        Value::Cell(t) => t.data.iter().filter_map(|v| v.as_string()).collect(),
        v => vec![v.as_string().ok_or_else(|| {
            MatError::msg("rmfield: second argument must be a string or cell array of strings")
        })?],
    };
    for n in names {
        if !s.remove_field(&n) {
            return Err(MatError::msg(format!(
                "rmfield: structure does not contain field {n}"
            )));
        }
    }
    one(Value::structure(s))
}

fn setfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (path, val) = args[1..].split_at(args.len() - 2);
    let path = field_path("setfield", path)?;
    one(set_path(args[0].clone(), &path, val[0].clone())?)
}

fn getfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let path = field_path("getfield", &args[1..])?;
    let mut v = args[0].clone();
    for step in &path {
        v = match step {
            PathStep::Field(name) => index::field_get1(&v, name)?,
            PathStep::Index(subs) => index::index(&v, subs)?,
        };
    }
    one(v)
}

/// One step of a getfield/setfield path: a field name or a `()` subscript list.
enum PathStep {
    Field(String),
    Index(Vec<Value>),
}

/// The path arguments of getfield/setfield: char arrays are field names,
/// cells are subscript lists, anything else is Octave's "invalid index".
fn field_path(who: &str, args: &[Value]) -> Result<Vec<PathStep>, MatError> {
    args.iter()
        .map(|a| match a {
            Value::Cell(t) => Ok(PathStep::Index(t.data.clone())),
            Value::Char(_) => Ok(PathStep::Field(a.as_string().unwrap_or_default())),
            _ => Err(MatError::msg(format!("{who}: invalid index"))),
        })
        .collect()
}

/// `cur` with the element at `path` replaced by `val`, creating missing
/// levels as an assignment `cur(i).f(j) = val` would.
fn set_path(mut cur: Value, path: &[PathStep], val: Value) -> Result<Value, MatError> {
    match path {
        [] => Ok(val),
        [PathStep::Field(name), rest @ ..] => {
            let child = index::field_get1(&cur, name).unwrap_or_else(|_| Value::empty());
            let child = set_path(child, rest, val)?;
            index::field_set(&mut cur, name, child)?;
            Ok(cur)
        }
        [PathStep::Index(subs), PathStep::Field(name), rest @ ..] => {
            let child = index::index(&cur, subs)
                .and_then(|c| index::field_get1(&c, name))
                .unwrap_or_else(|_| Value::empty());
            let child = set_path(child, rest, val)?;
            index::field_set_indexed(&mut cur, subs, name, child)?;
            Ok(cur)
        }
        [PathStep::Index(subs), rest @ ..] => {
            let child = if rest.is_empty() {
                val
            } else {
                let child = index::index(&cur, subs).unwrap_or_else(|_| Value::empty());
                set_path(child, rest, val)?
            };
            index::assign(&mut cur, subs, &child)?;
            Ok(cur)
        }
    }
}

// ---------------------------------------------------------------- shaping

fn cat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = super::args::octave_dim("cat", &args[0], super::args::DimStyle::Cat)?.unwrap_or(0);
    if args.len() == 1 {
        return one(Value::empty());
    }
    one(concat::cat(d, &args[1..])?)
}

fn horzcat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(concat::hcat_builtin(args)?)
}

fn vertcat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(concat::vcat_builtin(args)?)
}

/// `v` with new dims (same number of elements).
pub fn with_dims(v: &Value, d: Dims) -> Value {
    let t = v.to_array_form();
    match t {
        Value::Double(t) => Value::real(Tensor::new(d, t.data.clone())),
        Value::Struct(s) => {
            let mut s = (*s).clone();
            s.dims = d;
            Value::structure(s)
        }
        other => {
            let n = other.numel();
            let idx: Vec<usize> = (0..n).collect();
            crate::gather::take_linear(&other, &idx, d).unwrap_or(other)
        }
    }
}

/// `vec(X, DIM)`: X's elements as a vector along dimension DIM (a column by
/// default).
fn vec(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dim = match args.get(1) {
        None => 1,
        Some(d) => {
            // NaN and non-scalars fail this test too.
            let k = d.scalar_f64().filter(|k| *k >= 1.0);
            let Some(k) = k else {
                return Err(MatError::msg("vec: DIM must be greater than zero"));
            };
            extent(k, "octave_idx_type")?
        }
    };
    let mut dims = vec![1.0; dim.max(2)];
    dims[dim - 1] = args[0].numel() as f64;
    let shape = Value::from_f64s(Dims::rc(1, dims.len()), dims);
    super::call(ctx, "reshape", &[args[0].clone(), shape], 1)
}

fn reshape(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let n = v.numel();
    let mut dims: Vec<usize> = Vec::new();
    let mut unknown: Option<usize> = None;
    if args.len() == 2 {
        for x in args[1].to_f64_vec()? {
            dims.push(reshape_extent(x)?);
        }
        if dims.len() < 2 {
            return Err(MatError::msg(
                "reshape: SIZE must have 2 or more dimensions",
            ));
        }
    } else {
        for (k, a) in args[1..].iter().enumerate() {
            if a.is_empty() {
                if unknown.is_some() {
                    return Err(MatError::msg(
                        "reshape: only a single dimension can be unknown",
                    ));
                }
                unknown = Some(k);
                dims.push(1);
            } else {
                let x = a
                    .scalar_f64()
                    .ok_or_else(|| MatError::msg("reshape: SIZE must be a scalar"))?;
                dims.push(reshape_extent(x)?);
            }
        }
    }
    if let Some(k) = unknown {
        let known: usize = dims
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != k)
            .map(|(_, &d)| d)
            .product();
        if known == 0 || !n.is_multiple_of(known) {
            return Err(MatError::msg(format!(
                "reshape: SIZE is not divisible by the product of known dimensions (= {known})"
            )));
        }
        dims[k] = n / known;
    }
    let nd = Dims::new(&dims);
    if nd.numel() != n {
        return Err(MatError::msg(format!(
            "reshape: can't reshape {} array to {} array",
            v.dims(),
            dims.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("x")
        )));
    }
    one(with_dims(v, nd))
}

/// The replication counts of `repmat (A, M, ...)` as Octave's repmat.m reads
/// them: a matrix M counts by its first column, an empty one means 1, and
/// two vector arguments are concatenated.
fn repmat_counts(reps: &[Value]) -> Result<Vec<f64>, MatError> {
    let column = |x: &Value| -> Result<Vec<f64>, MatError> {
        let d = x.dims();
        let all = x.to_f64_vec()?;
        if d.ndims() == 2 && d.rows() > 1 && d.cols() > 1 {
            Ok(all[..d.rows()].to_vec())
        } else {
            Ok(all)
        }
    };
    match reps {
        [m] => {
            let d = m.dims();
            if m.is_empty() {
                Ok(vec![1.0, 1.0])
            } else if m.numel() == 1 {
                let x = m.to_f64_vec()?[0];
                Ok(vec![x, x])
            } else if d.ndims() > 2 {
                Err(MatError::msg("repmat: M has more than 2 dimensions"))
            } else {
                column(m)
            }
        }
        [m, n] => match (m.is_empty(), n.is_empty()) {
            (false, true) => Ok([m.to_f64_vec()?, vec![1.0]].concat()),
            (true, false) => Ok([n.to_f64_vec()?, vec![1.0]].concat()),
            (true, true) => Ok(vec![1.0, 1.0]),
            (false, false) => {
                let md = m.dims();
                let mut first = column(m)?;
                let mut second = if md.ndims() == 2 && md.rows() > 1 && md.cols() > 1 {
                    if first.len() < 3 {
                        n.to_f64_vec()?.last().copied().into_iter().collect()
                    } else {
                        Vec::new()
                    }
                } else {
                    column(n)?
                };
                first.append(&mut second);
                Ok(first)
            }
        },
        _ => {
            if reps.iter().all(|x| x.numel() == 1) {
                reps.iter().map(|x| Ok(x.to_f64_vec()?[0])).collect()
            } else {
                Err(MatError::msg("repmat: all input arguments must be scalar"))
            }
        }
    }
}

fn reshape_extent(x: f64) -> Result<usize, MatError> {
    if x < 0.0 {
        return Err(MatError::msg("reshape: SIZE must be non-negative"));
    }
    Ok(x as usize)
}

fn repmat(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    // repmat.m compares its counts with 0, which a cell M reaches intact.
    if let [m @ Value::Cell(_)] = &args[1..] {
        if !m.is_empty() && m.dims().ndims() == 2 {
            return Err(MatError::msg(
                "binary operator '<' not implemented for 'cell' by 'scalar' operations",
            ));
        }
    }
    let counts = repmat_counts(&args[1..])?;
    if counts.iter().all(|&x| x < 0.0) {
        return Err(MatError::msg("repmat: invalid dimensions"));
    }
    let reps: Vec<usize> = counts.iter().map(|&x| x.max(0.0) as usize).collect();
    let vd = v.dims();
    let n = vd.ndims().max(reps.len());
    let src = vd.padded(n);
    let out: Vec<usize> = (0..n)
        .map(|k| src[k].saturating_mul(reps.get(k).copied().unwrap_or(1)))
        .collect();
    MatError::check_size(&out)?;
    let od = Dims::new(&out);
    let total = od.numel();
    if total == 0 {
        return one(crate::gather::take_linear(v, &[], od)?);
    }
    // Each output column (all subscripts but the first) is its source
    // column `reps[0]` times over: the source columns' starts, in order.
    let mut sstride = vec![1usize; n];
    for k in 1..n {
        sstride[k] = sstride[k - 1] * src[k - 1];
    }
    let columns = total / out[0];
    let mut starts = Vec::with_capacity(columns);
    let mut ctr = vec![0usize; n];
    for _ in 0..columns {
        starts.push(
            (1..n)
                .map(|k| (ctr[k] % src[k]) * sstride[k])
                .sum::<usize>(),
        );
        for k in 1..n {
            ctr[k] += 1;
            if ctr[k] < out[k] {
                break;
            }
            ctr[k] = 0;
        }
    }
    let (rows, times) = (src[0], out[0] / src[0].max(1));
    if let Value::Double(t) = v {
        let mut data = Vec::new();
        alloc::reserve(&mut data, total)?;
        for &s in &starts {
            // The source column once, then the copies made so far copied
            // again, doubling: a few block copies rather than `times`
            // copies of `rows` elements; an element's copies are a fill.
            let start = data.len();
            if rows == 1 {
                data.resize(start + times, t.data[s]);
                continue;
            }
            data.extend_from_slice(&t.data[s..s + rows]);
            let end = start + rows * times;
            while data.len() < end {
                let done = data.len() - start;
                data.extend_from_within(start..start + done.min(end - data.len()));
            }
        }
        return one(Value::real(Tensor::new(od, data)));
    }
    let mut idx = Vec::new();
    alloc::reserve(&mut idx, total)?;
    for &s in &starts {
        for _ in 0..times {
            idx.extend(s..s + rows);
        }
    }
    one(crate::gather::take_linear(v, &idx, od)?)
}

fn colon(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() == 2 {
        one(ops::colon(&args[0], None, &args[1])?)
    } else {
        one(ops::colon(&args[0], Some(&args[1]), &args[2])?)
    }
}

fn squeeze(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let d = args[0].dims();
    if d.ndims() <= 2 {
        return one(args[0].clone());
    }
    let nd: Vec<usize> = d.iter().copied().filter(|&x| x != 1).collect();
    let nd = if nd.len() == 1 { vec![nd[0], 1] } else { nd };
    one(with_dims(&args[0], Dims::new(&nd)))
}

/// `[y, ns] = shiftdim (x, n)` as Octave's shiftdim.m: `n > 0` moves the
/// first `n` dimensions to the end (a permutation), `n < 0` puts `-n`
/// singleton dimensions in front; without `n`, the leading singletons go.
fn shiftdim(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let dims = x.dims();
    let nd = dims.ndims() as i64;
    let mut n = match args.get(1) {
        None => dims.iter().position(|&d| d != 1).unwrap_or(nd as usize) as i64,
        Some(n) => match n.scalar_f64() {
            Some(n) if n == n.trunc() => n as i64,
            _ => return Err(MatError::msg("shiftdim: N must be a scalar integer")),
        },
    };
    if n >= nd {
        n %= nd;
    }
    let y = if n < 0 {
        let mut shape = vec![1; n.unsigned_abs() as usize];
        shape.extend(dims.iter());
        with_dims(x, Dims::new(&shape))
    } else if n > 0 {
        let order = (n + 1..=nd).chain(1..=n).map(|d| d as f64).collect();
        permute(ctx, &[x.clone(), Value::row_f64(order)], 1)?.remove(0)
    } else {
        x.clone()
    };
    Ok(vec![y, Value::Num(n as f64)])
}

/// The 0-based permutation `perm` (as `permute`'s argument) gives for
/// an array of `ndims` dimensions, checked as Octave checks it (in its
/// order: the length, then each element); `name` prefixes the errors.
pub(super) fn permutation(name: &str, perm: &[f64], ndims: usize) -> Result<Vec<usize>, MatError> {
    let n = perm.len();
    if n < ndims {
        return Err(MatError::msg(format!("{name}: invalid permutation vector")));
    }
    let mut seen = vec![false; n];
    let mut from0 = Vec::with_capacity(n);
    for &x in perm {
        // Octave truncates a fraction (`[1.5 2 3]` is `[1 2 3]`).
        let p = x as usize;
        if p < 1 || p > n {
            return Err(MatError::msg(format!(
                "{name}: permutation vector contains an invalid element"
            )));
        }
        if seen[p - 1] {
            return Err(MatError::msg(format!(
                "{name}: permutation vector cannot contain identical elements"
            )));
        }
        seen[p - 1] = true;
        from0.push(p - 1);
    }
    Ok(from0)
}

fn permute(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let d = v.dims();
    let from0 = permutation("permute", &args[1].to_f64_vec()?, d.ndims())?;
    let perm: Vec<usize> = from0.iter().map(|&p| p + 1).collect();
    let n = perm.len();
    let src = d.padded(n);
    let out: Vec<usize> = perm.iter().map(|&p| src[p - 1]).collect();
    if let Some(moved) = crate::permute::value(v, &from0, Dims::new(&out)) {
        return one(moved);
    }
    let mut sstride = vec![1usize; n];
    for k in 1..n {
        sstride[k] = sstride[k - 1] * src[k - 1];
    }
    let total = d.numel();
    let mut idx = Vec::with_capacity(total);
    // A run along the result's first dimension at a time, its source
    // positions one stride apart (an element at a time, the counters
    // cost more than the gather).
    let (len0, step0) = (out[0], sstride[perm[0] - 1]);
    let mut ctr = vec![0usize; n];
    let mut more = total > 0;
    while more {
        let off: usize = (1..n).map(|k| ctr[k] * sstride[perm[k] - 1]).sum();
        idx.extend((0..len0).map(|i| off + i * step0));
        let mut k = 1;
        while k < n {
            ctr[k] += 1;
            if ctr[k] < out[k] {
                break;
            }
            ctr[k] = 0;
            k += 1;
        }
        more = k < n;
    }
    one(crate::gather::take_linear(v, &idx, Dims::new(&out))?)
}

fn meshgrid(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let x = args[0].to_f64_vec()?;
    let y = if args.len() >= 2 {
        args[1].to_f64_vec()?
    } else {
        x.clone()
    };
    let vector = |v: &Value| v.dims().is_vector();
    let y_arg = args.get(1).unwrap_or(&args[0]);
    if args.len() == 3 || nargout >= 3 {
        let z_arg = args.get(2).unwrap_or(&args[0]);
        if !(vector(&args[0]) && vector(y_arg) && vector(z_arg)) {
            return Err(MatError::msg("meshgrid: X, Y, and Z must be vectors"));
        }
        let z = if args.len() == 3 {
            args[2].to_f64_vec()?
        } else {
            x.clone()
        };
        let (nx, ny, nz) = (x.len(), y.len(), z.len());
        let d = Dims::new(&[ny, nx, nz]);
        let mut xx = Vec::with_capacity(nx * ny * nz);
        let mut yy = Vec::with_capacity(nx * ny * nz);
        let mut zz = Vec::with_capacity(nx * ny * nz);
        for &zk in &z {
            for &xj in &x {
                for &yi in &y {
                    xx.push(xj);
                    yy.push(yi);
                    zz.push(zk);
                }
            }
        }
        return Ok(vec![
            Value::from_f64s(d.clone(), xx),
            Value::from_f64s(d.clone(), yy),
            Value::from_f64s(d, zz),
        ]);
    }
    if !(vector(&args[0]) && vector(y_arg)) {
        return Err(MatError::msg("meshgrid: X and Y must be vectors"));
    }
    let (nx, ny) = (x.len(), y.len());
    let d = Dims::rc(ny, nx);
    let mut xx = Vec::with_capacity(nx * ny);
    let mut yy = Vec::with_capacity(nx * ny);
    for &xj in &x {
        for &yi in &y {
            xx.push(xj);
            yy.push(yi);
        }
    }
    Ok(vec![
        Value::from_f64s(d.clone(), xx),
        Value::from_f64s(d, yy),
    ])
}

fn ndgrid(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    // One input is repeated once per output; otherwise each input is a dimension.
    let nd = if args.len() == 1 {
        nargout.max(1)
    } else if args.len() >= nargout {
        args.len()
    } else {
        return Err(MatError::msg("ndgrid: wrong number of input arguments"));
    };
    if args.iter().any(|a| !a.dims().is_vector() && a.numel() != 0) {
        return Err(MatError::msg("ndgrid: arguments must be vectors"));
    }
    if nd == 1 {
        let n = args[0].numel();
        return one(with_dims(&args[0], Dims::rc(n, 1)));
    }
    let vecs: Vec<Vec<f64>> = if args.len() == 1 {
        vec![args[0].to_f64_vec()?; nd]
    } else {
        args.iter()
            .map(|a| a.to_f64_vec())
            .collect::<Result<_, _>>()?
    };
    let n = vecs.len();
    let dims: Vec<usize> = vecs.iter().map(|v| v.len()).collect();
    let d = Dims::new(&dims);
    let total = d.numel();
    let mut outs = Vec::with_capacity(n);
    for (k, v) in vecs.iter().enumerate() {
        let stride: usize = dims[..k].iter().product();
        let data: Vec<f64> = (0..total).map(|lin| v[(lin / stride) % dims[k]]).collect();
        outs.push(Value::from_f64s(d.clone(), data));
    }
    Ok(outs)
}

// ---------------------------------------------------------------- comparison, cells

/// `isequal` semantics: same dims and equal values regardless of numeric class.
pub fn values_equal(a: &Value, b: &Value) -> bool {
    if a.dims() != b.dims() {
        return false;
    }
    if crate::value::sparse::any_sparse(&[a.clone(), b.clone()]) {
        return sparse_equal(a, b);
    }
    match (a, b) {
        (Value::Cell(x), Value::Cell(y)) => {
            x.data.iter().zip(&y.data).all(|(p, q)| values_equal(p, q))
        }
        (Value::Struct(x), Value::Struct(y)) => {
            if x.nfields() != y.nfields() {
                return false;
            }
            for (k, f) in x.fields.iter().enumerate() {
                let Some(j) = y.field_index(f) else {
                    return false;
                };
                for e in 0..x.numel() {
                    if !values_equal(x.get(e, k), y.get(e, j)) {
                        return false;
                    }
                }
            }
            true
        }
        (Value::Func(x), Value::Func(y)) => x == y,
        // Objects: the same handle, or value objects of one class with equal properties.
        (Value::Object(x), Value::Object(y)) => {
            use crate::value::object::Object;
            std::rc::Rc::ptr_eq(x, y)
                || match (&**x, &**y) {
                    (Object::Instance(p), Object::Instance(q)) => {
                        p.class.name == q.class.name
                            && p.props
                                .borrow()
                                .iter()
                                .zip(q.props.borrow().iter())
                                .all(|(u, v)| values_equal(u, v))
                    }
                    _ => false,
                }
        }
        (Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_), _)
        | (_, Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)) => false,
        _ => {
            if a.is_complex() || b.is_complex() {
                match (a.to_c64_vec(), b.to_c64_vec()) {
                    (Ok(x), Ok(y)) => x == y,
                    _ => false,
                }
            } else {
                match (a.to_f64_vec(), b.to_f64_vec()) {
                    (Ok(x), Ok(y)) => x == y,
                    _ => false,
                }
            }
        }
    }
}

fn isequal(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let r = args[1..].iter().all(|b| values_equal(&args[0], b));
    one(Value::Bool(r))
}

/// `isequal` with a sparse side: equal when the stored elements (a full
/// side's nonzeros) have the same positions and values.
fn sparse_equal(a: &Value, b: &Value) -> bool {
    use crate::value::sparse::SparseMatrix;
    match (SparseMatrix::from_full(a), SparseMatrix::from_full(b)) {
        (Some(x), Some(y)) => {
            x.col_ptr == y.col_ptr
                && x.row_idx == y.row_idx
                && (0..x.nnz()).all(|k| x.data.c64(k) == y.data.c64(k))
        }
        _ => match (crate::value::sparse::full(a), crate::value::sparse::full(b)) {
            (Ok(x), Ok(y)) => values_equal(&x, &y),
            _ => false,
        },
    }
}

/// `size_equal(a, b, ...)`: whether all arguments have the same dimensions.
fn size_equal(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let same = args
        .windows(2)
        .all(|w| w[0].dims().as_slice() == w[1].dims().as_slice());
    one(Value::Bool(same))
}

/// cell2mat.m's test that the elements are matrices, step for step: the
/// non-numeric elements must be logical, and then the elements that mask
/// of the non-logical ones selects *from the start of C* must be char. So
/// `{'a', 'b'}` passes and `{1, 'two'}` does not, as in Octave.
fn cell2mat_matrices(elems: &[Value]) -> bool {
    let non_numeric: Vec<&Value> = elems.iter().filter(|v| !v.is_numeric()).collect();
    let selected = non_numeric
        .iter()
        .zip(elems)
        .filter(|(v, _)| v.class() != Class::Logical)
        .map(|(_, e)| e);
    selected.into_iter().all(|e| e.class() == Class::Char)
}

pub(crate) fn cell2mat(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    // cell2mat.m checks emptiness before class: any empty C gives zeros (size (C)).
    if args[0].is_empty() {
        let d = args[0].dims();
        return one(Value::real(Tensor::new(d, Vec::new())));
    }
    let Value::Cell(t) = &args[0] else {
        return Err(MatError::msg("cell2mat: C must be a cell array"));
    };
    let all_of = |f: &dyn Fn(&Value) -> bool| t.data.iter().all(f);
    if !cell2mat_matrices(&t.data)
        && !all_of(&|v| matches!(v, Value::Cell(_)))
        && !all_of(&|v| matches!(v, Value::Struct(_)))
    {
        return Err(MatError::msg(
            "cell2mat: wrong type elements or mixed cells, structs, and matrices",
        ));
    }
    if t.data.iter().all(|v| v.numel() == 1) {
        let column = concat::cat(0, &t.data)?;
        let size = Value::row_f64(t.dims.iter().map(|&d| d as f64).collect());
        return reshape(ctx, &[column, size], 1);
    }
    // As cell2mat.m: concatenate along one dimension at a time, the longest
    // first (which dimension fails first decides the error).
    let mut dims: Vec<usize> = t.dims.iter().copied().collect();
    let mut cells: Vec<Value> = t.data.clone();
    let mut order: Vec<usize> = (0..dims.len()).collect();
    order.sort_by(|&a, &b| dims[b].cmp(&dims[a]));
    for along in order {
        if dims[along] == 1 {
            continue;
        }
        let stride: usize = dims[..along].iter().product();
        let len = dims[along];
        let mut merged_dims = dims.clone();
        merged_dims[along] = 1;
        let total: usize = merged_dims.iter().product();
        let mut merged = Vec::with_capacity(total);
        for k in 0..total {
            // k's position with `along` at 0, in the unmerged layout.
            let inner = k % stride;
            let outer = k / stride;
            let base = inner + outer * stride * len;
            let parts: Vec<Value> = (0..len).map(|j| cells[base + j * stride].clone()).collect();
            merged.push(concat::cat(along, &parts)?);
        }
        dims = merged_dims;
        cells = merged;
    }
    one(cells.swap_remove(0))
}

fn num2cell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if let Some(dims_arg) = args.get(1) {
        return num2cell_along(v, dims_arg);
    }
    let n = v.numel();
    let d = v.dims();
    let mut items = Vec::with_capacity(n);
    for k in 0..n {
        items.push(crate::gather::take_linear(v, &[k], Dims::scalar())?);
    }
    one(Value::cell(Tensor::new(d, items)))
}

/// `num2cell(A, dims)`: one cell per position of the other dimensions, each
/// holding A's whole extent along `dims`.
fn num2cell_along(v: &Value, dims_arg: &Value) -> Out {
    let along: Vec<usize> = match super::args::real_view(dims_arg) {
        Some(r) if r.data.iter().all(|&d| d >= 1.0 && d == d.trunc()) => {
            r.data.iter().map(|&d| d as usize - 1).collect()
        }
        _ => {
            return Err(MatError::msg(
                "num2cell: dimension indices must be positive",
            ))
        }
    };
    let vd = v.dims();
    let nd = along
        .iter()
        .map(|&d| d + 1)
        .max()
        .unwrap_or(0)
        .max(vd.ndims());
    let extents: Vec<usize> = (0..nd)
        .map(|d| if along.contains(&d) { 1 } else { vd.get(d) })
        .collect();
    let out_dims = Dims::new(&extents);
    let mut items = Vec::with_capacity(out_dims.numel());
    let mut pos = vec![0usize; nd];
    for _ in 0..out_dims.numel() {
        let subs: Vec<Value> = (0..nd)
            .map(|d| {
                if along.contains(&d) {
                    Value::str(":")
                } else {
                    Value::Num((pos[d] + 1) as f64)
                }
            })
            .collect();
        items.push(index::index(v, &subs)?);
        for d in 0..nd {
            pos[d] += 1;
            if pos[d] < extents[d] {
                break;
            }
            pos[d] = 0;
        }
    }
    one(Value::cell(Tensor::new(out_dims, items)))
}

/// `deal`: as Octave's m-file, one value copied to every output (none
/// when called for no output) or as many values as outputs.
fn deal(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args.len() == 1 {
        return Ok(vec![args[0].clone(); nargout]);
    }
    if args.len() != nargout {
        return Err(MatError::msg("deal: nargin > 1 and nargin != nargout"));
    }
    Ok(args.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(name: &str, args: &[Value]) -> Result<Value, MatError> {
        let mut ctx = Ctx::new();
        let f = TABLE
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, f)| *f)
            .unwrap();
        f(&mut ctx, args, 1).map(|mut v| v.remove(0))
    }

    #[test]
    fn constructors() {
        let z = call("zeros", &[Value::Num(2.0), Value::str("int8")]).unwrap();
        assert_eq!(z.class(), Class::Int8);
        assert_eq!(z.dims().as_slice(), &[2, 2]);
        let z = call(
            "zeros",
            &[Value::Num(2.0), Value::Num(3.0), Value::Num(0.0)],
        )
        .unwrap();
        assert_eq!(z.dims().to_string_x(), "2x3x0");
        let e = call("eps", &[Value::Num(1000.0)]).unwrap();
        assert_eq!(e, Value::Num(1.1368683772161603e-13));
        let m = call("intmax", &[]).unwrap();
        assert_eq!(m, Value::int(Tensor::scalar(i32::MAX)));
    }

    #[test]
    fn shaping() {
        let v = Value::row_f64((1..=6).map(|x| x as f64).collect());
        let e = call("reshape", &[v.clone(), Value::Num(4.0), Value::Num(2.0)]).unwrap_err();
        assert_eq!(e.message, "reshape: can't reshape 1x6 array to 4x2 array");
        let r = call("reshape", &[v.clone(), Value::empty(), Value::Num(2.0)]).unwrap();
        assert_eq!(r.dims().as_slice(), &[3, 2]);
        let r = call(
            "repmat",
            &[Value::str("ab"), Value::Num(2.0), Value::Num(2.0)],
        )
        .unwrap();
        assert_eq!(r.char_rows().unwrap(), vec!["abab", "abab"]);
        let p = call(
            "permute",
            &[
                Value::from_f64s(Dims::rc(2, 3), vec![1., 2., 3., 4., 5., 6.]),
                Value::row_f64(vec![2., 1.]),
            ],
        )
        .unwrap();
        assert_eq!(p.to_f64_vec().unwrap(), vec![1., 3., 5., 2., 4., 6.]);
    }

    #[test]
    fn structs_and_cells() {
        let s = call(
            "struct",
            &[
                Value::str("a"),
                Value::cell_row(vec![Value::Num(1.0), Value::Num(2.0)]),
                Value::str("b"),
                Value::Num(5.0),
            ],
        )
        .unwrap();
        assert_eq!(s.dims().as_slice(), &[1, 2]);
        let e = call("rmfield", &[s.clone(), Value::str("c")]).unwrap_err();
        assert_eq!(e.message, "rmfield: structure does not contain field c");
        let c = Value::cell(Tensor::new(
            Dims::rc(2, 2),
            vec![
                Value::Num(1.0),
                Value::Num(3.0),
                Value::Num(2.0),
                Value::Num(4.0),
            ],
        ));
        let m = call("cell2mat", &[c]).unwrap();
        assert_eq!(m.to_f64_vec().unwrap(), vec![1.0, 3.0, 2.0, 4.0]);
        assert_eq!(
            call("isequal", &[Value::str("a"), Value::Num(97.0)]).unwrap(),
            Value::Bool(true)
        );
        let ch = call("char", &[Value::str("a"), Value::str("bcd")]).unwrap();
        assert_eq!(ch.char_rows().unwrap(), vec!["a  ", "bcd"]);
    }
}
