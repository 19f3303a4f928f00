//! Builtins called with a diagonal or permutation matrix among their
//! arguments: those Octave computes on the structure (`trace`, `det`,
//! `inv`, `pinv`, `sqrtm`, elementwise maps of a diagonal, ...) compute on
//! the diagonal or the permutation alone, the rest get full arrays.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::ops::diag::{binary, room_for_full, transpose};
use crate::ops::{self, BinOp};
use crate::value::diagmat::{self, diag_value, full, full_all, perm_value, DiagMatrix};
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::Out;
use super::BuiltinFn;

/// Builtins that take a diagonal or permutation matrix as it is: those
/// that only ask about an array's class, size or kind, print it, or move it
/// into or out of a container.
const TAKES: &[&str] = &[
    "disp",
    "typeinfo",
    "display",
    "fdisp",
    "deal",
    "struct",
    "setfield",
    "getfield",
    "size",
    "numel",
    "ndims",
    "rows",
    "columns",
    "length",
    "isempty",
    "isscalar",
    "isvector",
    "isrow",
    "iscolumn",
    "ismatrix",
    "issquare",
    "class",
    "isa",
    "isnumeric",
    "isreal",
    "iscomplex",
    "isfloat",
    "isinteger",
    "islogical",
    "isbool",
    "ischar",
    "iscell",
    "isstruct",
    "issparse",
    "iscellstr",
    "isobject",
    "size_equal",
];

/// Builtin `name` called with a diagonal or permutation matrix among
/// `args`: the builtins that keep or read the structure compute on it, the
/// rest get full arrays.
pub fn call(name: &str, run: BuiltinFn, ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if TAKES.contains(&name) {
        return run(ctx, args, nargout);
    }
    if let Some(r) = structured_call(name, run, ctx, args)? {
        return Ok(vec![r]);
    }
    room_for_full(&args.iter().collect::<Vec<_>>())?;
    run(ctx, &full_all(args), nargout)
}

/// The builtins Octave computes on the structure.
fn structured_call(
    name: &str,
    run: BuiltinFn,
    ctx: &mut Ctx,
    args: &[Value],
) -> Result<Option<Value>, MatError> {
    let square = |v: &Value| {
        let d = v.dims();
        d.rows() == d.cols()
    };
    Ok(match (name, args) {
        ("full", [v]) => {
            room_for_full(&[v])?;
            Some(full(v))
        }
        // A matrix is its own squeeze.
        ("squeeze", [v]) => Some(v.clone()),
        // A diagonal matrix of one row or column is a vector to `diag`.
        ("diag", [Value::Diag(d)]) if d.rows > 1 && d.cols > 1 => Some(d.diag.clone()),
        ("diag", [Value::Perm(p)]) => {
            let ones = p
                .perm
                .iter()
                .enumerate()
                .map(|(i, &c)| (i == c) as u8 as f64);
            Some(Value::real(Tensor::col(ones.collect())))
        }
        ("trace", [v @ (Value::Diag(_) | Value::Perm(_))]) if square(v) => {
            let d = match v {
                Value::Diag(d) => d.diag.clone(),
                _ => structured_call("diag", run, ctx, args)?.unwrap_or_default(),
            };
            Some(super::call(ctx, "sum", &[d], 1)?.remove(0))
        }
        ("det", [Value::Diag(d)]) if square(&args[0]) => Some(product(&d.diag)?),
        ("det", [Value::Perm(p)]) => Some(Value::Num(p.det())),
        ("inv" | "inverse", [Value::Perm(p)]) => Some(perm_value(p.inverse().perm)),
        ("inv" | "inverse", [Value::Diag(d)]) => {
            if !square(&args[0]) {
                return Err(MatError::msg("inverse: A must be a square matrix"));
            }
            Some(inverse(ctx, d)?)
        }
        ("pinv", [Value::Diag(d)]) => Some(pseudo_inverse(d)?),
        ("sqrtm", [Value::Diag(d)]) if square(&args[0]) => {
            let root = super::call(ctx, "sqrt", std::slice::from_ref(&d.diag), 1)?;
            Some(diag_value(
                d.rows,
                d.cols,
                root.into_iter().next().unwrap_or_default(),
            ))
        }
        ("abs" | "real" | "imag" | "conj" | "sqrt" | "double" | "single", [Value::Diag(d)]) => {
            let mapped = run(ctx, std::slice::from_ref(&d.diag), 1)?.remove(0);
            Some(diag_value(d.rows, d.cols, mapped))
        }
        ("double", [Value::Perm(_)]) => Some(args[0].clone()),
        ("transpose" | "ctranspose", [v]) => Some(transpose(v, name == "ctranspose")),
        ("kron", [Value::Diag(a), Value::Diag(b)]) if square(&args[0]) && square(&args[1]) => {
            let d = run(ctx, &[a.diag.clone(), b.diag.clone()], 1)?.remove(0);
            let n = a.rows * b.rows;
            Some(diag_value(n, n, d))
        }
        ("mtimes", [a, b]) => Some(binary(BinOp::MatMul, a, b)?),
        ("mrdivide", [a, b]) => Some(binary(BinOp::MatDiv, a, b)?),
        ("mldivide", [a, b]) => Some(binary(BinOp::MatLeftDiv, a, b)?),
        _ => None,
    })
}

/// The product of a diagonal's elements, in order (Octave's determinant of
/// a diagonal matrix).
fn product(d: &Value) -> Result<Value, MatError> {
    if d.is_complex() {
        let p = d
            .to_c64_vec()?
            .into_iter()
            .fold(C64::new(1.0, 0.0), crate::carith::mul);
        return Ok(Value::complex_scalar_narrow(p));
    }
    let p = d.to_f64_vec()?.into_iter().product::<f64>();
    Ok(match d.class() {
        Class::Single => Value::single(Tensor::scalar(p as f32)),
        _ => Value::Num(p),
    })
}

/// `inv(D)`: the reciprocals of the diagonal; a zero on it makes every
/// element `Inf`, with Octave's warning.
fn inverse(ctx: &mut Ctx, d: &DiagMatrix) -> Result<Value, MatError> {
    let zero = d.c64s().iter().any(|z| z.re == 0.0 && z.im == 0.0);
    let r = if zero {
        ctx.warn(
            "Octave:singular-matrix",
            "matrix singular to machine precision",
        );
        let n = d.len();
        let inf = Value::real(Tensor::new(Dims::rc(n, 1), vec![f64::INFINITY; n]));
        match d.class() {
            Class::Single => crate::convert::convert(&inf, Class::Single)?,
            _ => inf,
        }
    } else {
        ops::elementwise(BinOp::Div, &Value::Num(1.0), &d.diag)?
    };
    Ok(diag_value(d.cols, d.rows, r))
}

/// `pinv(D)`: the reciprocals of the diagonal's elements above the
/// tolerance `max(size) * max(abs(d)) * eps`, zeros for the others.
fn pseudo_inverse(d: &DiagMatrix) -> Result<Value, MatError> {
    let eps = if d.class() == Class::Single {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    };
    let z = d.c64s();
    let big = z.iter().map(|x| x.norm()).fold(0.0, f64::max);
    let tol = d.rows.max(d.cols) as f64 * big * eps;
    let r: Vec<C64> = z
        .iter()
        .map(|&x| {
            if x.norm() > tol {
                crate::carith::div(C64::new(1.0, 0.0), x)
            } else {
                C64::new(0.0, 0.0)
            }
        })
        .collect();
    let v = diagmat::diag_of_c64s(d.cols, d.rows, r);
    match d.class() {
        Class::Single => to_single(v),
        _ => Ok(v),
    }
}

fn to_single(v: Value) -> Result<Value, MatError> {
    match v {
        Value::Diag(d) => Ok(diag_value(
            d.rows,
            d.cols,
            crate::convert::convert(&d.diag, Class::Single)?,
        )),
        other => crate::convert::convert(&other, Class::Single),
    }
}
