//! Builtins about values themselves: sizes, class queries, constructors, conversions.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("size", size),
    ("numel", numel),
    ("ndims", ndims),
    ("isempty", isempty),
    ("class", class),
    ("zeros", zeros),
    ("ones", ones),
];

fn one(v: Value) -> Result<Vec<Value>, MatError> {
    Ok(vec![v])
}

fn nargs(name: &str, args: &[Value], min: usize, max: usize) -> Result<(), MatError> {
    if args.len() < min || args.len() > max {
        Err(MatError::invalid_call(name))
    } else {
        Ok(())
    }
}

fn size(_: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    nargs("size", args, 1, 2)?;
    let d = args[0].dims();
    if args.len() == 2 {
        let k = args[1]
            .scalar_f64()
            .filter(|k| *k >= 1.0 && k.fract() == 0.0)
            .ok_or_else(|| MatError::msg("size: requested dimension DIM (= 0) out of range"))?;
        return one(Value::Num(d.get(k as usize - 1) as f64));
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

fn numel(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    nargs("numel", args, 1, 1)?;
    one(Value::Num(args[0].numel() as f64))
}

fn ndims(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    nargs("ndims", args, 1, 1)?;
    one(Value::Num(args[0].dims().ndims() as f64))
}

fn isempty(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    nargs("isempty", args, 1, 1)?;
    one(Value::Bool(args[0].is_empty()))
}

fn class(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    nargs("class", args, 1, 1)?;
    one(Value::str(args[0].class_name()))
}

/// Dimensions from `(n)`, `(m, n, ...)` or `([m n ...])` arguments.
pub fn dims_from_args(name: &str, args: &[Value]) -> Result<Dims, MatError> {
    let to_n = |x: f64| -> usize {
        if x.is_nan() || x < 0.0 {
            0
        } else {
            x as usize
        }
    };
    match args.len() {
        0 => Ok(Dims::scalar()),
        1 => {
            let v = args[0].to_f64_vec()?;
            match v.len() {
                1 => Ok(Dims::rc(to_n(v[0]), to_n(v[0]))),
                0 => Err(MatError::msg(format!(
                    "{name} (A): use {name} (size (A)) instead"
                ))),
                _ => Ok(Dims::new(&v.iter().map(|&x| to_n(x)).collect::<Vec<_>>())),
            }
        }
        _ => {
            let mut d = Vec::with_capacity(args.len());
            for a in args {
                let x = a
                    .scalar_f64()
                    .ok_or_else(|| MatError::msg(format!("{name}: dimensions must be scalars.")))?;
                d.push(to_n(x));
            }
            Ok(Dims::new(&d))
        }
    }
}

fn filled(name: &str, args: &[Value], x: f64) -> Result<Vec<Value>, MatError> {
    let d = dims_from_args(name, args)?;
    let n = d.numel();
    one(Value::from_f64s(d, vec![x; n]))
}

fn zeros(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    filled("zeros", args, 0.0)
}

fn ones(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    filled("ones", args, 1.0)
}
