//! Coordinate transforms and polygon areas as Octave 7.3's m-files compute
//! them: `pol2cart`, `cart2pol`, `polyarea`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::ops::{binary, BinOp};
use crate::value::{Dims, Value};

use super::args::{one, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("pol2cart", pol2cart),
    ("cart2pol", cart2pol),
    ("polyarea", polyarea),
];

fn call(ctx: &mut Ctx, name: &str, args: &[Value]) -> Result<Value, MatError> {
    Ok(super::call(ctx, name, args, 1)?.remove(0))
}

/// The coordinates of a transform's arguments: given one by one, or as the
/// elements of a 2- or 3-element vector, or the columns of a 2- or 3-column
/// matrix (`who` words the errors: "pol2cart" or "cart2pol", `names` the
/// arguments). The third is `[]` when absent; scalars are expanded to the
/// common size (Octave's `common_size`).
fn coordinates(
    ctx: &mut Ctx,
    who: &str,
    names: &str,
    args: &[Value],
) -> Result<[Value; 3], MatError> {
    let shape_error = || {
        MatError::msg(format!(
            "{who}: matrix input must be a 2- or 3-element vector or a 2- or 3-column array"
        ))
    };
    let mut parts: Vec<Value> = match args {
        [p] => {
            if !p.is_numeric() || p.dims().ndims() > 2 {
                // Octave's two m-files word this check differently.
                return Err(MatError::msg(if who == "pol2cart" {
                    "cart2pol: matrix input P must be 2-D numeric array".to_string()
                } else {
                    format!("{who}: matrix input must be 2-D numeric array")
                }));
            }
            let d = p.dims();
            let vector = d.rows() == 1 || d.cols() == 1;
            let count = if vector { p.numel() } else { d.cols() };
            if count != 2 && count != 3 {
                return Err(shape_error());
            }
            let mut parts = Vec::new();
            for k in 1..=count {
                let k = Value::Num(k as f64);
                let subs = if vector {
                    vec![k]
                } else {
                    vec![Value::str(":"), k]
                };
                parts.push(crate::index::index(p, &subs)?);
            }
            return finish(parts);
        }
        _ => args.to_vec(),
    };
    if !parts.iter().all(Value::is_numeric) {
        return Err(MatError::msg(format!(
            "{who}: {names} must be numeric arrays or scalars"
        )));
    }
    let common = parts.iter().map(Value::dims).find(|d| d.numel() != 1);
    if let Some(common) = &common {
        if parts.iter().any(|p| p.numel() != 1 && p.dims() != *common) {
            return Err(MatError::msg(format!(
                "{who}: {names} must be the same size or scalars"
            )));
        }
        for p in parts.iter_mut().filter(|p| p.numel() == 1) {
            *p = expand(ctx, p, common)?;
        }
    }
    finish(parts)
}

fn finish(mut parts: Vec<Value>) -> Result<[Value; 3], MatError> {
    let third = if parts.len() == 3 { parts.pop() } else { None };
    let second = parts.pop().unwrap_or_else(Value::empty);
    let first = parts.pop().unwrap_or_else(Value::empty);
    Ok([first, second, third.unwrap_or_else(Value::empty)])
}

/// A scalar repeated to `dims`.
fn expand(ctx: &mut Ctx, scalar: &Value, dims: &Dims) -> Result<Value, MatError> {
    let size = Value::row_f64(dims.iter().map(|&d| d as f64).collect());
    call(ctx, "repmat", &[scalar.clone(), size])
}

/// `[x, y, z] = pol2cart (theta, r, z)`: `x = r .* cos (theta)`, `y = r .* sin (theta)`.
fn pol2cart(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [theta, r, z] = coordinates(ctx, "pol2cart", "THETA, R", args)
        .map_err(|e| rename_z(e, args.len(), "THETA, R, Z"))?;
    let cos = call(ctx, "cos", std::slice::from_ref(&theta))?;
    let sin = call(ctx, "sin", &[theta])?;
    let x = binary(BinOp::Mul, &r, &cos)?;
    let y = binary(BinOp::Mul, &r, &sin)?;
    Ok(vec![x, y, z])
}

/// `[theta, r, z] = cart2pol (x, y, z)`: `theta = atan2 (y, x)`, `r = sqrt (x.^2 + y.^2)`.
fn cart2pol(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [x, y, z] = coordinates(ctx, "cart2pol", "X, Y", args)
        .map_err(|e| rename_z(e, args.len(), "X, Y, Z"))?;
    let theta = call(ctx, "atan2", &[y.clone(), x.clone()])?;
    let two = Value::Num(2.0);
    let x2 = binary(BinOp::Pow, &x, &two)?;
    let y2 = binary(BinOp::Pow, &y, &two)?;
    let r = call(ctx, "sqrt", &[binary(BinOp::Add, &x2, &y2)?])?;
    Ok(vec![theta, r, z])
}

/// With three arguments the m-files name all three in their messages.
fn rename_z(e: MatError, nargin: usize, three: &str) -> MatError {
    if nargin != 3 {
        return e;
    }
    let msg = e.to_string();
    match msg.split_once(": ") {
        Some((who, rest)) if rest.contains(" must be ") => {
            let (_, tail) = rest.split_once(" must be ").unwrap_or((rest, ""));
            MatError::msg(format!("{who}: {three} must be {tail}"))
        }
        _ => e,
    }
}

/// `polyarea (x, y, dim)`: the shoelace formula as polyarea.m writes it,
/// `abs (sum (x .* (shift (y, -1) - shift (y, 1)))) / 2` (`shift` is
/// `circshift`).
fn polyarea(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (x, y) = (&args[0], &args[1]);
    if x.dims() != y.dims() {
        return Err(MatError::msg("polyarea: X and Y must have the same shape"));
    }
    if y.is_empty() {
        // polyarea.m's `shift` refuses it.
        return Err(MatError::msg("shift: X must not be empty"));
    }
    let dim = args.get(2).cloned();
    let shift = |ctx: &mut Ctx, by: f64| {
        let mut a = vec![y.clone(), Value::Num(by)];
        a.extend(dim.clone());
        call(ctx, "circshift", &a)
    };
    let ahead = shift(ctx, -1.0)?;
    let behind = shift(ctx, 1.0)?;
    let prod = binary(BinOp::Mul, x, &binary(BinOp::Sub, &ahead, &behind)?)?;
    let mut sum_args = vec![prod];
    sum_args.extend(dim);
    let sum = call(ctx, "sum", &sum_args)?;
    let abs = call(ctx, "abs", &[sum])?;
    one(binary(BinOp::Div, &abs, &Value::Num(2.0))?)
}
