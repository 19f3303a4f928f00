//! What a value is to the interpreter: `typeinfo` (Octave's type names),
//! `isindex`, `isna`, and the number format (`isieee`, `native_float_format`).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{is_na, Dims, Form, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("typeinfo", typeinfo),
    ("isindex", isindex),
    ("isna", isna),
    ("isieee", |_, _, _| one(Value::Bool(true))),
    ("native_float_format", |_, _, _| one(Value::str("ieee-le"))),
    ("functions", functions),
];

/// The type names `typeinfo ()` lists: those matc's values can have.
const TYPES: &[&str] = &[
    "cell",
    "scalar",
    "complex scalar",
    "matrix",
    "complex matrix",
    "bool",
    "bool matrix",
    "string",
    "sq_string",
    "double_range",
    "struct",
    "scalar struct",
    "sparse matrix",
    "sparse complex matrix",
    "sparse bool matrix",
    "diagonal matrix",
    "complex diagonal matrix",
    "float diagonal matrix",
    "float complex diagonal matrix",
    "permutation matrix",
    "function handle",
    "float scalar",
    "float complex scalar",
    "float matrix",
    "float complex matrix",
    "int8 scalar",
    "int16 scalar",
    "int32 scalar",
    "int64 scalar",
    "uint8 scalar",
    "uint16 scalar",
    "uint32 scalar",
    "uint64 scalar",
    "int8 matrix",
    "int16 matrix",
    "int32 matrix",
    "int64 matrix",
    "uint8 matrix",
    "uint16 matrix",
    "uint32 matrix",
    "uint64 matrix",
    "object",
];

/// `typeinfo (EXPR)`: Octave's name for the type of EXPR's value
/// (`typeinfo ()`: every type name).
fn typeinfo(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(v) = args.first() else {
        let names = TYPES.iter().map(|s| Value::str(s)).collect::<Vec<_>>();
        let n = names.len();
        return one(Value::cell(Tensor::new(Dims::rc(n, 1), names)));
    };
    let name = match v {
        _ if matches!(v.form(), Form::Range(_)) => "double_range".to_string(),
        Value::Char(_) => "sq_string".to_string(),
        Value::Object(_) => "object".to_string(),
        _ => v.type_desc(),
    };
    one(Value::str(&name))
}

/// `isindex (IND[, N])`: whether IND may index an array (of N elements).
fn isindex(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = match args.get(1) {
        Some(v) => Some(
            v.scalar_f64()
                .ok_or_else(|| MatError::invalid_call("isindex"))?,
        ),
        None => None,
    };
    let ok = match &args[0] {
        Value::Bool(b) => !*b || n.is_none_or(|n| n >= 1.0),
        Value::Logical(t) => match n {
            None => true,
            // The last true element must be within N.
            Some(n) => t
                .data
                .iter()
                .rposition(|&b| b)
                .is_none_or(|k| (k as f64) < n),
        },
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => false,
        v => match real_view(v) {
            Some(r) => r
                .data
                .iter()
                .all(|&x| x >= 1.0 && x == x.trunc() && n.is_none_or(|n| x <= n)),
            None => false,
        },
    };
    one(Value::Bool(ok))
}

/// `isna (X)`: which elements are the missing value `NA` (never for
/// other classes than double and single).
fn isna(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let test = is_na;
    let r = match v {
        Value::Num(x) => return one(Value::Bool(test(*x))),
        Value::Double(t) => Tensor::new(t.dims.clone(), t.data.iter().map(|&x| test(x)).collect()),
        Value::Single(t) => Tensor::new(
            t.dims.clone(),
            t.data.iter().map(|&x| test(x as f64)).collect(),
        ),
        Value::Complex(z) => return one(Value::Bool(test(z.re) || test(z.im))),
        Value::ComplexDouble(t) => Tensor::new(
            t.dims.clone(),
            t.data.iter().map(|z| test(z.re) || test(z.im)).collect(),
        ),
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => {
            return Err(not_defined("isna", v))
        }
        _ => Tensor::new(v.dims(), vec![false; v.numel()]),
    };
    one(Value::logical(r))
}

/// `functions (FCN_HANDLE)`: what a handle refers to (its name or text,
/// `simple` or `anonymous`, and an anonymous function's captured variables).
fn functions(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Value::Func(h) = &args[0] else {
        return Err(MatError::msg(
            "functions: FCN_HANDLE argument must be a function handle object",
        ));
    };
    let kind = if h.anonymous { "anonymous" } else { "simple" };
    let mut fields = vec![
        ("function", Value::str(&h.name)),
        ("type", Value::str(kind)),
        ("file", empty_char()),
    ];
    if h.anonymous {
        let mut ws = StructArray::new_scalar();
        for (name, v) in h.capture_names.iter().zip(&h.captures) {
            let k = ws.ensure_field(name);
            *ws.get_mut(0, k) = v.clone();
        }
        let cell = Value::cell(Tensor::new(Dims::scalar(), vec![Value::structure(ws)]));
        fields.push(("workspace", cell));
        fields.push(("within_file_path", empty_char()));
    }
    let mut s = StructArray::new_scalar();
    for (f, v) in fields {
        let k = s.ensure_field(f);
        *s.get_mut(0, k) = v;
    }
    one(Value::structure(s))
}
