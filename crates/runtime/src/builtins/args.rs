//! Shared plumbing of the numeric builtins: argument views, class-preserving results, broadcasting, dimensions.

use std::borrow::Cow;
use std::rc::Rc;

use crate::error::MatError;
use crate::value::{Class, Dims, IntElem, StructArray, Tensor, Value, C32, C64};

pub type Out = Result<Vec<Value>, MatError>;

#[inline]
/// Octave's "Invalid call to NAME" unless `min <= args.len() <= max`.
pub fn nargs(name: &str, args: &[Value], min: usize, max: usize) -> Result<(), MatError> {
    if args.len() < min || args.len() > max {
        Err(MatError::invalid_call(name))
    } else {
        Ok(())
    }
}

pub fn one(v: Value) -> Out {
    Ok(vec![v])
}

/// `''`: the 0x0 char array (`Value::str("")` is 1x0).
pub fn empty_char() -> Value {
    Value::Char(std::rc::Rc::new(Tensor::new(Dims::rc(0, 0), Vec::new())))
}

/// A real numeric argument viewed as f64 data (borrowed for double arrays).
pub struct Real<'a> {
    pub class: Class,
    pub dims: Dims,
    pub data: Cow<'a, [f64]>,
}

/// A complex argument as C64 data.
pub struct Cplx<'a> {
    pub class: Class,
    pub dims: Dims,
    pub data: Cow<'a, [C64]>,
}

/// A numeric argument: real or complex.
pub enum Num<'a> {
    R(Real<'a>),
    C(Cplx<'a>),
}

impl Num<'_> {
    pub fn dims(&self) -> &Dims {
        match self {
            Num::R(r) => &r.dims,
            Num::C(c) => &c.dims,
        }
    }
    pub fn class(&self) -> Class {
        match self {
            Num::R(r) => r.class,
            Num::C(c) => c.class,
        }
    }
}

/// Views `v` as real data; `None` for complex, cell, struct and handles.
pub fn real_view(v: &Value) -> Option<Real<'_>> {
    Some(match v {
        Value::Num(x) => Real {
            class: Class::Double,
            dims: Dims::scalar(),
            data: Cow::Owned(vec![*x]),
        },
        Value::Double(t) => Real {
            class: Class::Double,
            dims: t.dims.clone(),
            data: Cow::Borrowed(&t.data),
        },
        Value::Complex(_)
        | Value::ComplexDouble(_)
        | Value::ComplexSingle(_)
        | Value::Cell(_)
        | Value::Struct(_)
        | Value::Func(_)
        | Value::Object(_) => return None,
        _ => Real {
            class: v.class(),
            dims: v.dims(),
            data: Cow::Owned(v.to_f64_vec().ok()?),
        },
    })
}

/// Views a numeric, logical or char argument; errors name the builtin.
pub fn num_view<'a>(name: &str, v: &'a Value) -> Result<Num<'a>, MatError> {
    if let Some(r) = real_view(v) {
        return Ok(Num::R(r));
    }
    match v {
        Value::Complex(z) => Ok(Num::C(Cplx {
            class: Class::Double,
            dims: Dims::scalar(),
            data: Cow::Owned(vec![*z]),
        })),
        Value::ComplexDouble(t) => Ok(Num::C(Cplx {
            class: Class::Double,
            dims: t.dims.clone(),
            data: Cow::Borrowed(&t.data),
        })),
        Value::ComplexSingle(t) => Ok(Num::C(Cplx {
            class: Class::Single,
            dims: t.dims.clone(),
            data: Cow::Owned(
                t.data
                    .iter()
                    .map(|z| C64::new(z.re as f64, z.im as f64))
                    .collect(),
            ),
        })),
        _ => Err(wrong_type(name, v)),
    }
}

/// The elements of a numeric, logical or char argument as complex numbers.
pub fn num_data(name: &str, v: &Value) -> Result<Vec<C64>, MatError> {
    Ok(match num_view(name, v)? {
        Num::R(r) => r.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
        Num::C(c) => c.data.into_owned(),
    })
}

/// Octave's name of a value's type in argument errors (`cell`,
/// `scalar struct`, `sq_string`, `bool matrix`, ...).
pub fn octave_type_name(v: &Value) -> String {
    match v {
        Value::Char(_) => "sq_string".to_string(),
        Value::Object(o) => o.class_name().to_string(),
        _ => v.type_desc(),
    }
}

/// `sum: wrong type argument 'cell'`: a function given a value it has no
/// numeric view of.
pub fn wrong_type(name: &str, v: &Value) -> MatError {
    MatError::msg(format!(
        "{name}: wrong type argument '{}'",
        octave_type_name(v)
    ))
}

/// `abs: not defined for cell`: Octave's message when an elementwise
/// mapper meets a type without that mapper.
pub fn not_defined(name: &str, v: &Value) -> MatError {
    MatError::msg(format!("{name}: not defined for {}", octave_type_name(v)))
}

/// The numeric view a mapper works on; other types get the mapper's error.
pub fn mapper_view<'a>(name: &str, v: &'a Value) -> Result<Num<'a>, MatError> {
    num_view(name, v).map_err(|_| not_defined(name, v))
}

fn ints_from<T: IntElem>(data: &[f64]) -> Vec<T> {
    data.iter().map(|&x| T::from_f64(x)).collect()
}

/// Builds a value of class `class` from f64 data (saturating for integers;
/// logical and char results become double, as arithmetic on them does).
pub fn real_result(class: Class, dims: Dims, data: Vec<f64>) -> Value {
    match class {
        Class::Single => Value::single(Tensor::new(dims, data.iter().map(|&x| x as f32).collect())),
        Class::Int8 => Value::int(Tensor::new(dims, ints_from::<i8>(&data))),
        Class::Int16 => Value::int(Tensor::new(dims, ints_from::<i16>(&data))),
        Class::Int32 => Value::int(Tensor::new(dims, ints_from::<i32>(&data))),
        Class::Int64 => Value::int(Tensor::new(dims, ints_from::<i64>(&data))),
        Class::UInt8 => Value::int(Tensor::new(dims, ints_from::<u8>(&data))),
        Class::UInt16 => Value::int(Tensor::new(dims, ints_from::<u16>(&data))),
        Class::UInt32 => Value::int(Tensor::new(dims, ints_from::<u32>(&data))),
        Class::UInt64 => Value::int(Tensor::new(dims, ints_from::<u64>(&data))),
        _ => Value::from_f64s(dims, data),
    }
}

/// A complex result of class double or single, narrowed to real when every
/// imaginary part is zero (what Octave does after operations).
pub fn complex_result(class: Class, dims: Dims, data: Vec<C64>) -> Value {
    let t = Tensor::new(dims, data);
    if class == Class::Single {
        Value::complex_single_narrow(t.map(|z| C32::new(z.re as f32, z.im as f32)))
    } else {
        Value::complex_narrow(t)
    }
}

/// Complex result kept complex even with zero imaginary parts.
pub fn complex_result_keep(class: Class, dims: Dims, data: Vec<C64>) -> Value {
    let t = Tensor::new(dims, data);
    if class == Class::Single {
        Value::ComplexSingle(Rc::new(t.map(|z| C32::new(z.re as f32, z.im as f32))))
    } else {
        Value::complex(t)
    }
}

/// Logical array result.
pub fn bool_result(dims: Dims, data: Vec<bool>) -> Value {
    Value::logical(Tensor::new(dims, data))
}

/// Class of a binary numeric operation's result, by MATLAB's rules:
/// integer wins (two different integer classes are an error), then single,
/// else double.
pub fn binary_class(name: &str, a: Class, b: Class) -> Result<Class, MatError> {
    match (a.is_int(), b.is_int()) {
        (true, true) if a != b => Err(MatError::msg(format!(
            "binary operator '{name}' not implemented for '{} matrix' by '{} matrix' operations",
            a.name(),
            b.name()
        ))),
        (true, _) => Ok(a),
        (_, true) => Ok(b),
        _ if a == Class::Single || b == Class::Single => Ok(Class::Single),
        _ => Ok(Class::Double),
    }
}

/// Implicit expansion, as the operators do it (`zip_bcast` is the name the
/// builtins know it by).
pub use crate::expand::{broadcast as zip_bcast, broadcast_dims};

/// First non-singleton dimension (0-based), 0 for scalars, as reductions use.
pub fn default_dim(d: &Dims) -> usize {
    d.iter().position(|&x| x != 1).unwrap_or(0)
}

/// A dimension argument: positive integer, returned 0-based.
pub fn dim_arg(name: &str, v: &Value) -> Result<usize, MatError> {
    match v.scalar_f64() {
        Some(x) if x >= 1.0 && x == x.floor() && x < 1e9 => Ok(x as usize - 1),
        _ => Err(MatError::msg(format!(
            "{name}: DIM must be a valid dimension"
        ))),
    }
}

/// How one of Octave's compiled functions reads its DIM argument
/// (`args(k).int_value ()`): the first element's real part truncated
/// toward zero, a non-finite one past every dimension. Each family words
/// its rejections differently, and `any`/`all` take 0 as "the default".
#[derive(Clone, Copy, PartialEq)]
pub enum DimStyle {
    /// sum, prod: `sum: invalid dimension DIM = 0`.
    Sum,
    /// cumsum: `cumsum: invalid dimension argument = 0`.
    Cumsum,
    /// any, all: 0 means the default dimension.
    AnyAll,
    /// cat: `cat: DIM must be a valid dimension`.
    Cat,
}

/// A DIM argument read as Octave's `style` reads it, 0-based; `None` for
/// the default dimension.
pub fn octave_dim(name: &str, v: &Value, style: DimStyle) -> Result<Option<usize>, MatError> {
    let msg = |m: String| Err(MatError::msg(m));
    if let Value::Char(_) = v {
        return match style {
            DimStyle::AnyAll | DimStyle::Cat => msg(format!("{name}: DIM must be an integer")),
            DimStyle::Cumsum => msg(format!("{name}: unrecognized string argument")),
            DimStyle::Sum => msg(format!(
                "{name}: unrecognized type argument '{}'",
                v.as_string().unwrap_or_default()
            )),
        };
    }
    let first = match v {
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => None,
        _ if v.is_empty() => None,
        Value::Complex(z) => Some(z.re),
        Value::ComplexDouble(t) => Some(t.data[0].re),
        Value::ComplexSingle(t) => Some(t.data[0].re as f64),
        _ => v.to_f64_vec().ok().map(|d| d[0]),
    };
    let Some(x) = first else {
        if matches!(style, DimStyle::Cat) {
            return msg(format!("{name}: DIM must be an integer"));
        }
        let ty = if v.is_empty() && v.is_numeric() {
            "null_matrix".to_string()
        } else {
            octave_type_name(v)
        };
        return msg(format!(
            "octave_base_value::int_value (): wrong type argument '{ty}'"
        ));
    };
    // Past every dimension: the reduction leaves the array as it is.
    const BEYOND: usize = 64;
    if !x.is_finite() {
        return Ok(Some(BEYOND));
    }
    let k = x.trunc();
    if k >= 1.0 {
        return Ok(Some((k as usize).min(BEYOND) - 1));
    }
    // Printed as Octave's integer: -1/3 is 0, not -0.
    let k = k as i64;
    match style {
        DimStyle::AnyAll if k == 0 => Ok(None),
        DimStyle::Sum => msg(format!("{name}: invalid dimension DIM = {k}")),
        DimStyle::Cumsum | DimStyle::AnyAll => {
            msg(format!("{name}: invalid dimension argument = {k}"))
        }
        DimStyle::Cat => msg(format!("{name}: DIM must be a valid dimension")),
    }
}

/// Splits dims around `dim` into (before, len, after) for strided loops.
pub fn split_at_dim(d: &Dims, dim: usize) -> (usize, usize, usize) {
    let s = d.as_slice();
    let before: usize = s.iter().take(dim).product();
    let len = d.get(dim);
    let after: usize = if dim + 1 < s.len() {
        s[dim + 1..].iter().product()
    } else {
        1
    };
    (before, len, after)
}

/// `d` with dimension `dim` set to `n`.
pub fn with_dim(d: &Dims, dim: usize, n: usize) -> Dims {
    let mut v = d.padded(dim + 1);
    v[dim] = n;
    Dims::new(&v)
}

/// Text of a string argument or an error naming the builtin.
pub fn string_arg(name: &str, v: &Value) -> Result<String, MatError> {
    v.as_string()
        .ok_or_else(|| MatError::msg(format!("{name}: argument must be a string")))
}

/// A non-negative integer count argument.
pub fn count_arg(name: &str, v: &Value) -> Result<usize, MatError> {
    match v.scalar_f64() {
        Some(x) if x >= 0.0 && x.is_finite() => Ok(x as usize),
        Some(x) if x.is_infinite() && x > 0.0 => Ok(usize::MAX),
        _ => Err(MatError::msg(format!(
            "{name}: N must be a non-negative integer"
        ))),
    }
}

/// A shape operation that works on the elements of any class (flip, diag,
/// circshift, gather by index...): `run` is instantiated per element type.
pub trait TensorOp {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError>;
}

/// Applies a [`TensorOp`] to any array value, keeping its class.
pub fn apply_op(name: &str, v: &Value, op: &impl TensorOp) -> Result<Value, MatError> {
    Ok(match v {
        Value::Num(x) => Value::real(op.run(&Tensor::scalar(*x))?),
        Value::Bool(b) => Value::logical(op.run(&Tensor::scalar(*b))?),
        Value::Complex(z) => Value::complex(op.run(&Tensor::scalar(*z))?),
        Value::Double(t) => Value::real(op.run(t)?),
        Value::Single(t) => Value::single(op.run(t)?),
        Value::ComplexDouble(t) => Value::complex(op.run(t)?),
        Value::ComplexSingle(t) => Value::ComplexSingle(Rc::new(op.run(t)?)),
        Value::Int8(t) => Value::int(op.run(t)?),
        Value::Int16(t) => Value::int(op.run(t)?),
        Value::Int32(t) => Value::int(op.run(t)?),
        Value::Int64(t) => Value::int(op.run(t)?),
        Value::UInt8(t) => Value::int(op.run(t)?),
        Value::UInt16(t) => Value::int(op.run(t)?),
        Value::UInt32(t) => Value::int(op.run(t)?),
        Value::UInt64(t) => Value::int(op.run(t)?),
        Value::Logical(t) => Value::logical(op.run(t)?),
        Value::Char(t) => Value::char_array(op.run(t)?),
        Value::Cell(t) => Value::cell(op.run(t)?),
        // A struct array is rearranged as the op rearranges its element
        // positions; where the op fills in (position 0: `tril`'s zeros) an
        // element's fields are all `[]`, as in Octave.
        Value::Struct(s) => {
            let at = Tensor::new(v.dims(), (1..=v.numel()).map(|p| p as f64).collect());
            let positions = op.run(&at)?;
            let nf = s.nfields();
            let mut vals = Vec::with_capacity(positions.data.len() * nf);
            for &p in &positions.data {
                match (p as usize).checked_sub(1) {
                    Some(e) => vals.extend_from_slice(&s.vals[e * nf..(e + 1) * nf]),
                    None => vals.extend(std::iter::repeat_with(Value::empty).take(nf)),
                }
            }
            Value::structure(StructArray {
                dims: positions.dims,
                fields: s.fields.clone(),
                vals,
            })
        }
        Value::Func(_) | Value::Object(_) => return Err(wrong_type(name, v)),
        Value::Sparse(s) => crate::value::sparse::sparsify(apply_op(name, &s.to_full()?, op)?),
        Value::Diag(_) | Value::Perm(_) => apply_op(name, &crate::value::diagmat::full(v), op)?,
    })
}

/// Elements at 0-based linear indices `idx`, shaped `dims`.
pub struct Gather<'a> {
    pub idx: &'a [usize],
    pub dims: Dims,
}

impl TensorOp for Gather<'_> {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        Ok(Tensor::new(
            self.dims.clone(),
            self.idx.iter().map(|&i| t.data[i].clone()).collect(),
        ))
    }
}

/// Gathers elements of `v` by 0-based linear index into shape `dims`.
pub fn gather(name: &str, v: &Value, idx: &[usize], dims: Dims) -> Result<Value, MatError> {
    apply_op(name, v, &Gather { idx, dims })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcast_row_col() {
        let (d, v) = zip_bcast(
            "operator +",
            &Dims::rc(2, 1),
            &[1.0, 2.0],
            &Dims::rc(1, 3),
            &[10.0, 20.0, 30.0],
            |a: f64, b: f64| a + b,
        )
        .unwrap();
        assert_eq!(d, Dims::rc(2, 3));
        assert_eq!(v, vec![11.0, 12.0, 21.0, 22.0, 31.0, 32.0]);
        assert!(zip_bcast(
            "operator +",
            &Dims::rc(2, 1),
            &[1.0, 2.0],
            &Dims::rc(3, 1),
            &[1.0, 2.0, 3.0],
            |a: f64, b: f64| a + b
        )
        .is_err());
    }
}
