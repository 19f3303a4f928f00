//! Operators: MATLAB class rules, implicit expansion, matrix products, powers, ranges.
//!
//! Arithmetic is computed in f64 (or complex f64) and converted to the result
//! class: this is exact for single (f64 has more than twice f32's mantissa)
//! and for integers up to 32 bits, and it is what Octave does for
//! integer-op-double. `Num op Num` never allocates.

pub mod diag;
pub mod sparse;

use std::borrow::Cow;
use std::rc::Rc;

use crate::carith;
use crate::error::MatError;
use crate::permute;
use crate::value::diagmat;
use crate::value::{Class, Dims, Form, RangeSpec, Tensor, Value, C32, C64};

pub use decls::op::{BinOp, UnOp};

// ---------------------------------------------------------------- scalars

/// `x op y` on real double scalars, or `None` when the result is not a
/// real double scalar (negative base to a fractional power, matrix ops that
/// degenerate are still fine).
#[inline(always)]
pub fn scalar_op(op: BinOp, x: f64, y: f64) -> Option<Value> {
    Some(match op {
        BinOp::Add => Value::Num(x + y),
        BinOp::Sub => Value::Num(x - y),
        BinOp::Mul | BinOp::MatMul => Value::Num(x * y),
        BinOp::Div | BinOp::MatDiv => Value::Num(x / y),
        BinOp::LeftDiv | BinOp::MatLeftDiv => Value::Num(y / x),
        BinOp::Pow | BinOp::MatPow => {
            // Inf and NaN are no integers to Octave's xisint.
            if x < 0.0 && !(y.is_finite() && y.fract() == 0.0) {
                return None;
            }
            Value::Num(x.powf(y))
        }
        BinOp::Eq => Value::Bool(x == y),
        BinOp::Ne => Value::Bool(x != y),
        BinOp::Lt => Value::Bool(x < y),
        BinOp::Le => Value::Bool(x <= y),
        BinOp::Gt => Value::Bool(x > y),
        BinOp::Ge => Value::Bool(x >= y),
        BinOp::And | BinOp::Or | BinOp::AndAnd | BinOp::OrOr => {
            if x.is_nan() || y.is_nan() {
                return None;
            }
            Value::Bool(if op.eager() == BinOp::And {
                x != 0.0 && y != 0.0
            } else {
                x != 0.0 || y != 0.0
            })
        }
    })
}

/// `x op y` on double scalars at least one of which is complex, exactly as
/// the array path computes it (real operands widened to `x + 0i`, results
/// narrowed to real when the imaginary part is zero), without allocating.
/// `None` for the logical operators.
#[inline]
pub fn complex_scalar_op(op: BinOp, x: C64, y: C64, mixed: Mixed) -> Option<Value> {
    use std::cmp::Ordering::*;
    Some(match op {
        BinOp::And | BinOp::Or | BinOp::AndAnd | BinOp::OrOr => return None,
        BinOp::Eq => Value::Bool(x == y),
        BinOp::Ne => Value::Bool(x != y),
        BinOp::Lt => Value::Bool(ccmp(x, y) == Some(Less)),
        BinOp::Le => Value::Bool(matches!(ccmp(x, y), Some(Less | Equal))),
        BinOp::Gt => Value::Bool(ccmp(x, y) == Some(Greater)),
        BinOp::Ge => Value::Bool(matches!(ccmp(x, y), Some(Greater | Equal))),
        _ => Value::complex_scalar_narrow(complex_arith(op, mixed)(x, y)),
    })
}

/// Applies a binary operator.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value, MatError> {
    if diagmat::is_structured(a) || diagmat::is_structured(b) {
        return diag::binary(op, a, b);
    }
    match (a, b) {
        (Value::Num(x), Value::Num(y)) => {
            if let Some(v) = scalar_op(op, *x, *y) {
                return Ok(v);
            }
        }
        (Value::Complex(x), Value::Complex(y)) => {
            if let Some(v) = complex_scalar_op(op, *x, *y, Mixed::Neither) {
                return Ok(v);
            }
        }
        (Value::Complex(x), Value::Num(y)) => {
            if let Some(v) = complex_scalar_op(op, *x, C64::new(*y, 0.0), Mixed::RightReal) {
                return Ok(v);
            }
        }
        (Value::Num(x), Value::Complex(y)) => {
            if let Some(v) = complex_scalar_op(op, C64::new(*x, 0.0), *y, Mixed::LeftReal) {
                return Ok(v);
            }
        }
        // Logical scalars compute as doubles 0/1 (arithmetic on logicals is
        // double; comparisons and `&`/`|` are logical), so `a < b & c` in a
        // loop condition stays allocation-free.
        (Value::Bool(x), Value::Bool(y)) => {
            if let Some(v) = scalar_op(op, *x as u8 as f64, *y as u8 as f64) {
                return Ok(v);
            }
        }
        (Value::Bool(x), Value::Num(y)) => {
            if let Some(v) = scalar_op(op, *x as u8 as f64, *y) {
                return Ok(v);
            }
        }
        (Value::Num(x), Value::Bool(y)) => {
            if let Some(v) = scalar_op(op, *x, *y as u8 as f64) {
                return Ok(v);
            }
        }
        _ => {}
    }
    crate::alloc::room_for_result_of_elements(
        crate::alloc::stored(a).saturating_add(crate::alloc::stored(b)),
    )?;
    if matches!(a, Value::Sparse(_)) || matches!(b, Value::Sparse(_)) {
        return sparse::binary(op, a, b);
    }
    // An object without the operator's method (the interpreter dispatches
    // to the method before reaching here when the class has one).
    if let Some(o) = [a, b].into_iter().find_map(|v| match v {
        Value::Object(o) => Some(o),
        _ => None,
    }) {
        return Err(MatError::msg(format!(
            "{} method not defined for {} class",
            op.method_name(),
            o.class_name()
        )));
    }
    match op {
        BinOp::MatMul => mtimes(a, b),
        BinOp::MatDiv => mrdivide(a, b),
        BinOp::MatLeftDiv => mldivide(a, b),
        BinOp::MatPow => mpower(a, b),
        _ => elementwise(op, a, b),
    }
}

pub use crate::expand::{broadcast, broadcast_dims};

// ---------------------------------------------------------------- class rules

/// Octave's "not implemented" error, naming logical and char operands as the
/// doubles Octave converts them to before giving up.
fn binop_error(op: BinOp, a: &Value, b: &Value) -> MatError {
    MatError::binop_types(op.octave_symbol(), &a.operand_desc(), &b.operand_desc())
}

/// Result class of an arithmetic operation, or the "not implemented" error.
fn arith_class(op: BinOp, a: &Value, b: &Value) -> Result<Class, MatError> {
    let (ca, cb) = (a.class(), b.class());
    let bad = |c: Class| matches!(c, Class::Cell | Class::Struct | Class::FunctionHandle);
    if bad(ca) || bad(cb) {
        return Err(binop_error(op, a, b));
    }
    if ca.is_int() || cb.is_int() {
        if ca.is_int() && cb.is_int() && ca != cb {
            return Err(binop_error(op, a, b));
        }
        if a.is_complex() || b.is_complex() {
            return Err(binop_error(op, a, b));
        }
        return Ok(if ca.is_int() { ca } else { cb });
    }
    if ca == Class::Single || cb == Class::Single {
        return Ok(Class::Single);
    }
    Ok(Class::Double)
}

/// Real data of a non-complex numeric value, borrowed when it is double.
pub fn real_data(v: &Value) -> Result<Cow<'_, [f64]>, MatError> {
    match v {
        Value::Num(x) => Ok(Cow::Borrowed(std::slice::from_ref(x))),
        Value::Double(t) => Ok(Cow::Borrowed(&t.data)),
        _ => Ok(Cow::Owned(v.to_f64_vec()?)),
    }
}

/// Complex data of a numeric value, borrowed when it is complex double.
pub fn complex_data(v: &Value) -> Result<Cow<'_, [C64]>, MatError> {
    match v {
        Value::Complex(z) => Ok(Cow::Borrowed(std::slice::from_ref(z))),
        Value::ComplexDouble(t) => Ok(Cow::Borrowed(&t.data)),
        _ => Ok(Cow::Owned(v.to_c64_vec()?)),
    }
}

fn round_single(x: f64) -> f64 {
    x as f32 as f64
}

/// Packs complex results (double or single), narrowing to real when all
/// imaginary parts are zero, as Octave does.
pub fn pack_complex(cls: Class, dims: Dims, data: Vec<C64>) -> Value {
    if cls == Class::Single {
        Value::complex_single_narrow(Tensor::new(
            dims,
            data.iter()
                .map(|z| C32::new(z.re as f32, z.im as f32))
                .collect(),
        ))
    } else {
        Value::complex_narrow(Tensor::new(dims, data))
    }
}

#[inline]
fn real_arith(op: BinOp) -> fn(f64, f64) -> f64 {
    match op {
        BinOp::Add => |x, y| x + y,
        BinOp::Sub => |x, y| x - y,
        BinOp::Mul | BinOp::MatMul => |x, y| x * y,
        BinOp::Div | BinOp::MatDiv => |x, y| x / y,
        BinOp::LeftDiv | BinOp::MatLeftDiv => |x, y| y / x,
        _ => f64::powf,
    }
}

/// `x^y` for complex operands as libstdc++/glibc compute it.
pub fn cpow(x: C64, y: C64) -> C64 {
    if y.im == 0.0 {
        if x.im == 0.0 && x.re > 0.0 {
            return C64::new(x.re.powf(y.re), 0.0);
        }
        if y.re.fract() == 0.0 && y.re.abs() <= 1024.0 {
            // std::pow(complex, int): libstdc++'s __complex_pow_unsigned,
            // squarings and products through `operator*`, one division
            // for a negative power.
            let mut n = y.re.abs() as u64;
            let mut base = x;
            let mut acc = if n % 2 == 1 { x } else { C64::new(1.0, 0.0) };
            n >>= 1;
            while n > 0 {
                base = carith::mul(base, base);
                if n % 2 == 1 {
                    acc = carith::mul(acc, base);
                }
                n >>= 1;
            }
            return if y.re < 0.0 {
                carith::div(C64::new(1.0, 0.0), acc)
            } else {
                acc
            };
        }
        return cpow_polar(x, y.re);
    }
    if x.re == 0.0 && x.im == 0.0 {
        return C64::new(0.0, 0.0);
    }
    (y * x.ln()).exp()
}

/// `cpow` of complex singles held as doubles (`std::pow` on
/// `complex<float>`): a real power that is not a whole number in its polar
/// form in single arithmetic (`cpow_polar_single`); the other forms round
/// once or multiply as `cpow` does in double.
fn cpow_single(x: C64, y: C64) -> C64 {
    if y.im == 0.0 && !(y.re.fract() == 0.0 && y.re.abs() <= 1024.0) {
        cpow_polar_single(x, y.re)
    } else {
        cpow(x, y)
    }
}

/// `cpow_polar` of singles held as doubles, in single arithmetic, whose
/// rounding the result shows: `single(-1) ^ 2.5` has a real part of -3.4e-7
/// (`cos` of 2.5 pi rounded up to single), where double gives +3e-16.
fn cpow_polar_single(x: C64, y: f64) -> C64 {
    let (z, power) = (C32::new(x.re as f32, x.im as f32), y as f32);
    // A positive real base, or zero: a real power.
    if z.im == 0.0 && z.re >= 0.0 {
        return cpow_polar(x, y);
    }
    let r = C32::from_polar((power * z.norm().ln()).exp(), power * z.arg());
    C64::new(r.re as f64, r.im as f64)
}

/// `std::pow(complex, double)`: positive reals via real pow, else polar form.
pub fn cpow_polar(x: C64, y: f64) -> C64 {
    if x.im == 0.0 && x.re > 0.0 {
        return C64::new(x.re.powf(y), 0.0);
    }
    if x.re == 0.0 && x.im == 0.0 {
        return if y > 0.0 {
            C64::new(0.0, 0.0)
        } else {
            C64::new(f64::INFINITY, 0.0)
        };
    }
    let r = x.norm().ln();
    let th = x.arg();
    C64::from_polar((y * r).exp(), y * th)
}

/// Which operands of an arithmetic operator on complex values are real.
/// Octave's mixed operators take a real operand as a real number, not as
/// `r + 0i`: `z + r` leaves the imaginary part as it is and `z * r` scales
/// both parts, so the signs of zeros and the infinities they give differ
/// from the complex operator's (`(Inf + 1i) * 2` is `Inf + 2i`, not
/// `Inf + NaNi`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mixed {
    /// Both complex.
    Neither,
    /// The left operand is real (its imaginary part is ignored).
    LeftReal,
    /// The right operand is real.
    RightReal,
}

impl Mixed {
    pub fn of(a: &Value, b: &Value) -> Mixed {
        match (a.is_complex(), b.is_complex()) {
            (false, true) => Mixed::LeftReal,
            (true, false) => Mixed::RightReal,
            _ => Mixed::Neither,
        }
    }
}

/// An arithmetic operator on complex elements in double (a comparison or
/// logical operator is none of these).
pub fn complex_arith(op: BinOp, mixed: Mixed) -> fn(C64, C64) -> C64 {
    use BinOp::*;
    match (mixed, op) {
        (_, Pow | MatPow) => cpow,
        (Mixed::Neither, Add) => |x, y| x + y,
        (Mixed::Neither, Sub) => |x, y| x - y,
        (Mixed::Neither, Mul | MatMul) => carith::mul,
        (Mixed::Neither, Div | MatDiv) => carith::div,
        (Mixed::Neither, _) => |x, y| carith::div(y, x),
        (Mixed::LeftReal, Add) => |r, y| C64::new(r.re + y.re, y.im),
        (Mixed::LeftReal, Sub) => |r, y| C64::new(r.re - y.re, -y.im),
        (Mixed::LeftReal, Mul | MatMul) => |r, y| C64::new(y.re * r.re, y.im * r.re),
        (Mixed::LeftReal, Div | MatDiv) => |r, y| carith::div(C64::new(r.re, 0.0), y),
        (Mixed::LeftReal, _) => |r, y| C64::new(y.re / r.re, y.im / r.re),
        (Mixed::RightReal, Add) => |x, r| C64::new(x.re + r.re, x.im),
        (Mixed::RightReal, Sub) => |x, r| C64::new(x.re - r.re, x.im),
        (Mixed::RightReal, Mul | MatMul) => |x, r| C64::new(x.re * r.re, x.im * r.re),
        (Mixed::RightReal, Div | MatDiv) => |x, r| C64::new(x.re / r.re, x.im / r.re),
        (Mixed::RightReal, _) => |x, r| carith::div(C64::new(r.re, 0.0), x),
    }
}

/// `complex_arith` in single precision (operands already rounded to
/// single): the products and quotients of two complex values are
/// `__mulsc3`'s and `__divsc3`'s; every other operation is one rounding of
/// an exact or double result, which single arithmetic gives too.
fn complex_arith_single(op: BinOp, mixed: Mixed) -> fn(C64, C64) -> C64 {
    use BinOp::*;
    fn single(z: C64) -> C32 {
        C32::new(z.re as f32, z.im as f32)
    }
    fn double(z: C32) -> C64 {
        C64::new(z.re as f64, z.im as f64)
    }
    match (mixed, op) {
        (_, Pow | MatPow) => cpow_single,
        (Mixed::Neither, Mul | MatMul) => |x, y| double(carith::mul_single(single(x), single(y))),
        (Mixed::Neither, Div | MatDiv) => |x, y| double(carith::div_single(single(x), single(y))),
        (Mixed::Neither, LeftDiv | MatLeftDiv) => {
            |x, y| double(carith::div_single(single(y), single(x)))
        }
        (Mixed::LeftReal, Div | MatDiv) => {
            |r, y| double(carith::div_single(C32::new(r.re as f32, 0.0), single(y)))
        }
        (Mixed::RightReal, LeftDiv | MatLeftDiv) => {
            |x, r| double(carith::div_single(C32::new(r.re as f32, 0.0), single(x)))
        }
        _ => complex_arith(op, mixed),
    }
}

/// Complex ordering used by Octave: by abs, then by arg.
fn ccmp(x: C64, y: C64) -> Option<std::cmp::Ordering> {
    let (ax, ay) = (x.norm(), y.norm());
    if ax != ay {
        return ax.partial_cmp(&ay);
    }
    x.arg().partial_cmp(&y.arg())
}

fn to_bool_data(v: &Value) -> Result<Cow<'_, [bool]>, MatError> {
    match v {
        Value::Bool(b) => Ok(Cow::Borrowed(std::slice::from_ref(b))),
        Value::Logical(t) => Ok(Cow::Borrowed(&t.data)),
        Value::Complex(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => Ok(v
            .to_c64_vec()?
            .iter()
            .map(|z| z.re != 0.0 || z.im != 0.0)
            .collect()),
        _ => {
            let d = real_data(v)?;
            let mut out = Vec::with_capacity(d.len());
            for &x in d.iter() {
                if x.is_nan() {
                    return Err(MatError::nan_to_logical());
                }
                out.push(x != 0.0);
            }
            Ok(Cow::Owned(out))
        }
    }
}

/// Elementwise operators (everything but the matrix ones).
pub fn elementwise(op: BinOp, a: &Value, b: &Value) -> Result<Value, MatError> {
    let name = op.conform_name();
    if matches!(op, BinOp::And | BinOp::Or | BinOp::AndAnd | BinOp::OrOr) {
        let bad = |v: &Value| {
            matches!(
                v,
                Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
            )
        };
        if bad(a) || bad(b) {
            return Err(binop_error(op, a, b));
        }
        let (x, y) = (to_bool_data(a)?, to_bool_data(b)?);
        let (d, r) = if op.eager() == BinOp::And {
            broadcast(name, &a.dims(), &x, &b.dims(), &y, |p, q| p && q)?
        } else {
            broadcast(name, &a.dims(), &x, &b.dims(), &y, |p, q| p || q)?
        };
        return Ok(Value::logical(Tensor::new(d, r)));
    }
    let mixed_ints = a.class().is_int() && b.class().is_int() && a.class() != b.class();
    // Integers of different classes compare (as MATLAB and Octave both
    // allow) though they never combine arithmetically.
    let cls = if op.is_compare() && mixed_ints && !a.is_complex() && !b.is_complex() {
        Class::Double
    } else {
        arith_class(op, a, b)?
    };
    let (da, db) = (a.dims(), b.dims());
    let complex = a.is_complex() || b.is_complex();
    let single = cls == Class::Single;

    if op.is_compare() {
        let (d, r) = if complex {
            let (x, y) = (complex_data(a)?, complex_data(b)?);
            use std::cmp::Ordering::*;
            match op {
                BinOp::Eq => broadcast(name, &da, &x, &db, &y, |p, q| p == q)?,
                BinOp::Ne => broadcast(name, &da, &x, &db, &y, |p, q| p != q)?,
                BinOp::Lt => broadcast(name, &da, &x, &db, &y, |p, q| ccmp(p, q) == Some(Less))?,
                BinOp::Le => broadcast(name, &da, &x, &db, &y, |p, q| {
                    matches!(ccmp(p, q), Some(Less | Equal))
                })?,
                BinOp::Gt => broadcast(name, &da, &x, &db, &y, |p, q| ccmp(p, q) == Some(Greater))?,
                _ => broadcast(name, &da, &x, &db, &y, |p, q| {
                    matches!(ccmp(p, q), Some(Greater | Equal))
                })?,
            }
        } else {
            let (x, y) = (real_data(a)?, real_data(b)?);
            let (x, y) = if single {
                (
                    Cow::Owned(x.iter().map(|&v| round_single(v)).collect::<Vec<_>>()),
                    Cow::Owned(y.iter().map(|&v| round_single(v)).collect::<Vec<_>>()),
                )
            } else {
                (x, y)
            };
            match op {
                BinOp::Eq => broadcast(name, &da, &x, &db, &y, |p, q| p == q)?,
                BinOp::Ne => broadcast(name, &da, &x, &db, &y, |p, q| p != q)?,
                BinOp::Lt => broadcast(name, &da, &x, &db, &y, |p, q| p < q)?,
                BinOp::Le => broadcast(name, &da, &x, &db, &y, |p, q| p <= q)?,
                BinOp::Gt => broadcast(name, &da, &x, &db, &y, |p, q| p > q)?,
                _ => broadcast(name, &da, &x, &db, &y, |p, q| p >= q)?,
            }
        };
        return Ok(Value::logical(Tensor::new(d, r)));
    }

    if complex {
        let (x, y) = (complex_data(a)?, complex_data(b)?);
        let mixed = Mixed::of(a, b);
        // Octave broadcasts a power to real exponents (a row against a
        // column) with `std::pow (Complex, double)`, the polar form even for
        // whole numbers: `[1+2i, 3-1i] .^ [0; 1]` starts with `1 + 0i` and
        // `1 - 0i`. Equal shapes and scalars take whole exponents by
        // multiplying.
        let polar = matches!(op, BinOp::Pow | BinOp::MatPow)
            && !b.is_complex()
            && x.len() != 1
            && y.len() != 1
            && da != db;
        let (d, r) = if single {
            let f = if polar {
                |p: C64, q: C64| cpow_polar_single(p, q.re)
            } else {
                complex_arith_single(op, mixed)
            };
            let rs = |z: C64| C64::new(round_single(z.re), round_single(z.im));
            broadcast(name, &da, &x, &db, &y, |p, q| f(rs(p), rs(q)))?
        } else {
            let f = if polar {
                |p: C64, q: C64| cpow_polar(p, q.re)
            } else {
                complex_arith(op, mixed)
            };
            broadcast(name, &da, &x, &db, &y, f)?
        };
        return Ok(pack_complex(cls, d, r));
    }

    if matches!(cls, Class::Int64 | Class::UInt64) {
        if let Some(v) = int64_exact(op, cls, a, b)? {
            return Ok(v);
        }
    }
    if cls == Class::Double && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
        if let Some(v) = with_logical(name, op, a, b) {
            return v;
        }
    }
    let (x, y) = (real_data(a)?, real_data(b)?);
    if matches!(op, BinOp::Pow | BinOp::MatPow) && !cls.is_int() {
        // A negative base with a non-integer exponent (Inf and NaN are
        // none to Octave) makes the whole result complex.
        let frac = |q: f64| !(q.is_finite() && q.fract() == 0.0);
        let needs_complex = |xs: &[f64], ys: &[f64]| {
            // The exponents first: most often one whole number, where the
            // bases need no scan (two thirds of `x .^ 2`'s time).
            if !ys.iter().any(|&v| frac(v)) || !xs.iter().any(|&v| v < 0.0) {
                return false;
            }
            broadcast("", &da, xs, &db, ys, |p, q| p < 0.0 && frac(q))
                .map(|(_, r)| r.iter().any(|&t| t))
                .unwrap_or(false)
        };
        if needs_complex(&x, &y) {
            let xc: Vec<C64> = x.iter().map(|&v| C64::new(v, 0.0)).collect();
            let yc: Vec<C64> = y.iter().map(|&v| C64::new(v, 0.0)).collect();
            // Octave: std::pow(Complex(a), b) for every element, i.e. the
            // polar form even for integer exponents.
            let pow = if cls == Class::Single {
                cpow_polar_single
            } else {
                cpow_polar
            };
            let (d, r) = broadcast(name, &da, &xc, &db, &yc, |p, q| pow(p, q.re))?;
            return Ok(pack_complex(cls, d, r));
        }
    }
    if op == BinOp::Pow && cls == Class::Double && x.len() != 1 && y.len() == 1 {
        // Octave's `elem_xpow (NDArray, double)` multiplies for the exponents
        // 2, 3 and -1 (`a(i) * a(i)`, not `std::pow`, whose result differs
        // in the last bit for about one element in a thousand).
        // Each exponent its own loop: through a function pointer, a call
        // an element that does not vectorize (`x .^ 2` of 1e5: 230 us
        // against 40 us).
        use crate::lanes::map;
        let by = match y[0] {
            2.0 => Some(map(&x, |v: f64| v * v)),
            3.0 => Some(map(&x, |v: f64| v * v * v)),
            -1.0 => Some(map(&x, |v: f64| 1.0 / v)),
            _ => None,
        };
        if let Some(r) = by {
            return Ok(Value::pack_real(cls, da.clone(), r));
        }
    }
    let f = real_arith(op);
    let (d, r) = if single {
        broadcast(name, &da, &x, &db, &y, |p, q| {
            f(round_single(p), round_single(q))
        })?
    } else if cls.is_int() && matches!(op, BinOp::Pow | BinOp::MatPow) {
        // Integer powers saturate rather than going complex.
        broadcast(name, &da, &x, &db, &y, f64::powf)?
    } else {
        // Each operator's own loop: through the pointer `f`, a call per
        // element that does not vectorize (`M - mean (M)` of 1000x1000:
        // 1.7 ms against 0.5 ms).
        use crate::expand::broadcast_split as split;
        match op {
            BinOp::Add => split(name, &da, &x, &db, &y, |p, q| p + q)?,
            BinOp::Sub => split(name, &da, &x, &db, &y, |p, q| p - q)?,
            BinOp::Mul | BinOp::MatMul => split(name, &da, &x, &db, &y, |p, q| p * q)?,
            BinOp::Div | BinOp::MatDiv => match shared_quotients(&da, &x, &db, &y)? {
                Some(q) => (da.clone(), q),
                None => split(name, &da, &x, &db, &y, |p, q| p / q)?,
            },
            BinOp::LeftDiv | BinOp::MatLeftDiv => split(name, &da, &x, &db, &y, |p, q| q / p)?,
            _ => broadcast(name, &da, &x, &db, &y, f)?,
        }
    };
    Ok(Value::pack_real(cls, d, r))
}

/// `x ./ y` of `da`'s shape where each divisor serves many quotients, in
/// `quotient`'s steps (the divisions' bits): `y` the first pages of `x`'s
/// shape, repeated over the rest (`dr ./ r3`), or a row over the columns
/// of a matrix (`X ./ sum (X)`), each run of one divisor at least
/// `quotient::MIN_RUN` long. None for any other shape, or where the CPU
/// divides anyway.
fn shared_quotients(
    da: &Dims,
    x: &[f64],
    db: &Dims,
    y: &[f64],
) -> Result<Option<Vec<f64>>, MatError> {
    use crate::quotient;
    let (a, b) = (da.as_slice(), db.as_slice());
    let pages = y.len() >= quotient::MIN_RUN
        && x.len() > y.len()
        && b.len() <= a.len()
        && (0..b.len()).all(|k| b[k] == a[k] || (b[k] == 1 && b[k..].iter().all(|&e| e == 1)));
    let row =
        a.len() == 2 && b.len() == 2 && b[0] == 1 && a[0] >= quotient::MIN_RUN && b[1] == a[1];
    if !(pages || row) || !quotient::in_steps() {
        return Ok(None);
    }
    let mut out = Vec::new();
    crate::alloc::reserve(&mut out, x.len())?;
    let o = &mut out.spare_capacity_mut()[..x.len()];
    if row {
        for ((o, x), &v) in o.chunks_mut(a[0]).zip(x.chunks(a[0])).zip(y) {
            quotient::by_scalar_into(o, x, v);
        }
    } else {
        let mut r = quotient::Reciprocals::default();
        r.take(y);
        for (o, x) in o.chunks_mut(y.len()).zip(x.chunks(y.len())) {
            quotient::by_each_into(o, x, y, &r);
        }
    }
    // SAFETY: every element written above (the chunks cover `x.len()`).
    unsafe { out.set_len(x.len()) };
    Ok(Some(out))
}

/// An operand's elements where they lie: a logical array's read as 0 and 1.
#[derive(Clone, Copy)]
enum Reals<'a> {
    Double(&'a [f64]),
    Logical(&'a [bool]),
}

fn reals(v: &Value) -> Option<Reals<'_>> {
    match v {
        Value::Num(x) => Some(Reals::Double(std::slice::from_ref(x))),
        Value::Double(t) => Some(Reals::Double(&t.data)),
        Value::Bool(p) => Some(Reals::Logical(std::slice::from_ref(p))),
        Value::Logical(t) => Some(Reals::Logical(&t.data)),
        _ => None,
    }
}

/// `a + b`, `a - b` or `a .* b` with a logical operand and a logical or
/// double other, each logical element read in place as 0 or 1 instead of
/// first copied into an array of doubles: a sum of masks (bench/life's
/// eight `circshift`s: 0.47 -> 0.38 ms a generation at 256x256) or
/// `x .* (x > 0)`. The same operations on the same numbers, so the same
/// bits. `None` for other operands.
fn with_logical(name: &str, op: BinOp, a: &Value, b: &Value) -> Option<Result<Value, MatError>> {
    fn by<A: Copy, B: Copy>(
        (name, op): (&str, BinOp),
        (da, x): (&Dims, &[A]),
        (db, y): (&Dims, &[B]),
        fa: impl Fn(A) -> f64,
        fb: impl Fn(B) -> f64,
    ) -> Result<(Dims, Vec<f64>), MatError> {
        match op {
            BinOp::Add => broadcast(name, da, x, db, y, |p, q| fa(p) + fb(q)),
            BinOp::Sub => broadcast(name, da, x, db, y, |p, q| fa(p) - fb(q)),
            _ => broadcast(name, da, x, db, y, |p, q| fa(p) * fb(q)),
        }
    }
    let (x, y) = (reals(a)?, reals(b)?);
    let (da, db) = (a.dims(), b.dims());
    let d = |p: f64| p;
    let l = |p: bool| f64::from(u8::from(p));
    let r = match (x, y) {
        (Reals::Logical(x), Reals::Logical(y)) => by((name, op), (&da, x), (&db, y), l, l),
        (Reals::Logical(x), Reals::Double(y)) => by((name, op), (&da, x), (&db, y), l, d),
        (Reals::Double(x), Reals::Logical(y)) => by((name, op), (&da, x), (&db, y), d, l),
        (Reals::Double(_), Reals::Double(_)) => return None,
    };
    Some(r.map(|(d, r)| Value::pack_real(Class::Double, d, r)))
}

/// Exact 64-bit integer arithmetic (f64 would lose bits above 2^53), with
/// saturation and round-half-away division as Octave's `octave_int`.
/// `None` when an operand is a non-integer double (the f64 path handles it).
fn int64_exact(op: BinOp, cls: Class, a: &Value, b: &Value) -> Result<Option<Value>, MatError> {
    if !matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::LeftDiv
    ) {
        return Ok(None);
    }
    fn wide(v: &Value) -> Result<Option<Vec<i128>>, MatError> {
        Ok(match v {
            Value::Int64(t) => Some(t.data.iter().map(|&x| x as i128).collect()),
            Value::UInt64(t) => Some(t.data.iter().map(|&x| x as i128).collect()),
            _ => {
                let d = v.to_f64_vec()?;
                if d.iter().all(|x| x.fract() == 0.0 && x.abs() < 1.8e19) {
                    Some(d.iter().map(|&x| x as i128).collect())
                } else {
                    None
                }
            }
        })
    }
    let (Some(x), Some(y)) = (wide(a)?, wide(b)?) else {
        return Ok(None);
    };
    let (lo, hi) = if cls == Class::Int64 {
        (i64::MIN as i128, i64::MAX as i128)
    } else {
        (0, u64::MAX as i128)
    };
    let div = |p: i128, q: i128| -> i128 {
        if q == 0 {
            return if p > 0 {
                hi
            } else if p < 0 {
                lo
            } else {
                0
            };
        }
        let (qa, ra) = (p / q, p % q);
        // Round half away from zero.
        if 2 * ra.abs() >= q.abs() {
            qa + if (p < 0) == (q < 0) { 1 } else { -1 }
        } else {
            qa
        }
    };
    let f = |p: i128, q: i128| -> i128 {
        let r = match op {
            BinOp::Add => p + q,
            BinOp::Sub => p - q,
            BinOp::Mul => p.saturating_mul(q),
            BinOp::Div => div(p, q),
            _ => div(q, p),
        };
        r.clamp(lo, hi)
    };
    let (d, r) = broadcast(op.conform_name(), &a.dims(), &x, &b.dims(), &y, f)?;
    Ok(Some(if cls == Class::Int64 {
        Value::int(Tensor::new(d, r.into_iter().map(|v| v as i64).collect()))
    } else {
        Value::int(Tensor::new(d, r.into_iter().map(|v| v as u64).collect()))
    }))
}

// ---------------------------------------------------------------- unary

/// Applies a unary operator.
pub fn unary(op: UnOp, a: &Value) -> Result<Value, MatError> {
    match (op, a) {
        (UnOp::Neg, Value::Num(x)) => return Ok(Value::Num(-x)),
        (UnOp::Not, Value::Bool(b)) => return Ok(Value::Bool(!b)),
        (UnOp::Not, Value::Num(x)) if !x.is_nan() => return Ok(Value::Bool(*x == 0.0)),
        (UnOp::Plus, Value::Num(_)) => return Ok(a.clone()),
        _ => {}
    }
    crate::alloc::room_for_result_of_elements(crate::alloc::stored(a))?;
    if let Value::Sparse(_) = a {
        return sparse::unary(op, a);
    }
    if diagmat::is_structured(a) {
        return diag::unary(op, a);
    }
    let bad = matches!(
        a,
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
    );
    match op {
        UnOp::Neg | UnOp::Plus | UnOp::Not if bad => Err(MatError::msg(format!(
            "unary operator '{}' not implemented for '{}' operands",
            op.octave_symbol(),
            a.type_desc()
        ))),
        // Octave narrows a complex negation with no imaginary part
        // (`-complex(0, 0)` is 0; of a variable, `-z` with `z` complex([1 2], 0)
        // too, though it negates a temporary array in place, unnarrowed).
        UnOp::Neg => Ok(match a {
            Value::Complex(z) => Value::complex_scalar_narrow(-z),
            Value::ComplexDouble(t) => Value::complex_narrow(t.map(|z| -z)),
            Value::ComplexSingle(t) => Value::complex_single_narrow(t.map(|z| -z)),
            Value::Single(t) => Value::single(t.map(|x| -x)),
            Value::Double(t) => Value::real(t.map(|x| -x)),
            _ => {
                let cls = match a.class() {
                    Class::Logical | Class::Char => Class::Double,
                    c => c,
                };
                let d = a.to_f64_vec()?;
                Value::pack_real(cls, a.dims(), d.into_iter().map(|x| -x).collect())
            }
        }),
        UnOp::Plus => Ok(match a.class() {
            Class::Logical | Class::Char => Value::real(a.to_f64_tensor()?),
            _ => a.clone().narrowed(),
        }),
        UnOp::Not => {
            let b = to_bool_data(a)?;
            Ok(Value::logical(Tensor::new(
                a.dims(),
                b.iter().map(|x| !x).collect(),
            )))
        }
    }
}

/// `a.'` (or `a'` with `conj`).
pub fn transpose(a: &Value, conj: bool) -> Result<Value, MatError> {
    if let Value::Sparse(s) = a {
        return Ok(s.transpose(conj).into_value());
    }
    if diagmat::is_structured(a) {
        return Ok(diag::transpose(a, conj));
    }
    if a.dims().ndims() > 2 {
        return Err(MatError::msg("transpose not defined for N-D objects"));
    }
    crate::alloc::room_for_result_of_elements(crate::alloc::stored(a))?;
    let t = transpose_full(a, conj);
    // Octave narrows a transposed complex value with no imaginary part.
    Ok(if a.is_complex() { t.narrowed() } else { t })
}

fn transpose_full(a: &Value, conj: bool) -> Value {
    match a {
        Value::Num(_) | Value::Bool(_) | Value::Func(_) | Value::Object(_) => a.clone(),
        Value::Sparse(s) => s.transpose(conj).into_value(),
        Value::Diag(_) | Value::Perm(_) => diag::transpose(a, conj),
        Value::Complex(z) => Value::Complex(if conj { z.conj() } else { *z }),
        Value::Double(t) => Value::real(permute::transposed(t)),
        Value::Single(t) => Value::Single(Rc::new(permute::transposed(t))),
        Value::ComplexDouble(t) => {
            let mut r = permute::transposed(t);
            if conj {
                r.data.iter_mut().for_each(|z| *z = z.conj());
            }
            Value::complex(r)
        }
        Value::ComplexSingle(t) => {
            let mut r = permute::transposed(t);
            if conj {
                r.data.iter_mut().for_each(|z| *z = z.conj());
            }
            Value::ComplexSingle(Rc::new(r))
        }
        Value::Int8(t) => Value::Int8(Rc::new(permute::transposed(t))),
        Value::Int16(t) => Value::Int16(Rc::new(permute::transposed(t))),
        Value::Int32(t) => Value::Int32(Rc::new(permute::transposed(t))),
        Value::Int64(t) => Value::Int64(Rc::new(permute::transposed(t))),
        Value::UInt8(t) => Value::UInt8(Rc::new(permute::transposed(t))),
        Value::UInt16(t) => Value::UInt16(Rc::new(permute::transposed(t))),
        Value::UInt32(t) => Value::UInt32(Rc::new(permute::transposed(t))),
        Value::UInt64(t) => Value::UInt64(Rc::new(permute::transposed(t))),
        Value::Logical(t) => Value::logical(permute::transposed(t)),
        Value::Char(t) => Value::Char(Rc::new(permute::transposed(t))),
        Value::Cell(t) => Value::Cell(Rc::new(t.transpose())),
        Value::Struct(s) => {
            let (r, c) = (s.dims.rows(), s.dims.cols());
            let nf = s.nfields();
            let mut vals = Vec::with_capacity(s.vals.len());
            for i in 0..r {
                for j in 0..c {
                    let e = i + j * r;
                    vals.extend_from_slice(&s.vals[e * nf..(e + 1) * nf]);
                }
            }
            Value::Struct(Rc::new(crate::value::StructArray {
                dims: Dims::rc(c, r),
                fields: s.fields.clone(),
                vals,
            }))
        }
    }
}

// ---------------------------------------------------------------- matrix ops

fn check_matrix_operands(op: BinOp, a: &Value, b: &Value) -> Result<(), MatError> {
    let (ca, cb) = (a.class(), b.class());
    let bad = |c: Class| matches!(c, Class::Cell | Class::Struct | Class::FunctionHandle);
    if bad(ca) || bad(cb) || ca.is_int() || cb.is_int() {
        return Err(binop_error(op, a, b));
    }
    Ok(())
}

/// Products with at least this many multiply-adds (and both sides matrices)
/// go to faer's blocked SIMD kernel. Smaller ones keep the k-order loop:
/// their results then print exactly as Octave's for the small matrices
/// programs display, and the blocking would not pay off anyway.
const FAER_MATMUL_MIN_FLOPS: usize = 32 * 32 * 32;

/// Real matrix product `a (m x k) * b (k x n)`. Small products accumulate
/// each element in k order (the order of a reference dot product); large
/// ones use faer (blocked, like the optimized BLAS Octave links, so they
/// agree to rounding, and every product is formed: `Inf * 0` gives NaN as
/// in BLAS), the largest on every core as Octave's BLAS does (`gemm`).
pub fn matmul_f64(a: &[f64], m: usize, k: usize, b: &[f64], n: usize) -> Vec<f64> {
    if m > 1 && n > 1 && k > 1 && m.saturating_mul(n).saturating_mul(k) >= FAER_MATMUL_MIN_FLOPS {
        return crate::gemm::matmul(a, m, k, b, n);
    }
    let mut c = vec![0.0; m * n];
    if m == 1 {
        // Row vector times matrix: one dot product per column.
        for j in 0..n {
            let col = &b[j * k..(j + 1) * k];
            let mut s = 0.0;
            for p in 0..k {
                s += a[p] * col[p];
            }
            c[j] = s;
        }
        return c;
    }
    for j in 0..n {
        let cj = &mut c[j * m..(j + 1) * m];
        for p in 0..k {
            let bpj = b[p + j * k];
            let ap = &a[p * m..(p + 1) * m];
            for i in 0..m {
                cj[i] += ap[i] * bpj;
            }
        }
    }
    c
}

fn matmul_c64(a: &[C64], m: usize, k: usize, b: &[C64], n: usize) -> Vec<C64> {
    let mut c = vec![C64::new(0.0, 0.0); m * n];
    for j in 0..n {
        for p in 0..k {
            let bpj = b[p + j * k];
            for i in 0..m {
                c[i + j * m] += a[i + p * m] * bpj;
            }
        }
    }
    c
}

/// An N-d operand's dims as the matrix Octave's `*`, `/` and `\\` see
/// (trailing dimensions folded into the columns), for their messages.
fn as_matrix(d: &Dims) -> Dims {
    Dims::rc(d.rows(), d.iter().skip(1).product())
}

/// Matrix product `a * b`.
pub fn mtimes(a: &Value, b: &Value) -> Result<Value, MatError> {
    if a.is_scalar() || b.is_scalar() {
        // Type errors name the operator the user wrote, not its elementwise form.
        arith_class(BinOp::MatMul, a, b)?;
        return elementwise(BinOp::Mul, a, b);
    }
    check_matrix_operands(BinOp::MatMul, a, b)?;
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() > 2 || db.ndims() > 2 || da.cols() != db.rows() {
        return Err(MatError::nonconformant(
            "operator *",
            &as_matrix(&da),
            &as_matrix(&db),
        ));
    }
    let (m, k, n) = (da.rows(), da.cols(), db.cols());
    // The product can be far larger than its operands (an outer product).
    crate::alloc::room_for_result_of_elements(m.saturating_mul(n))?;
    let single = a.class() == Class::Single || b.class() == Class::Single;
    let cls = if single { Class::Single } else { Class::Double };
    if a.is_complex() || b.is_complex() {
        let (x, y) = (complex_data(a)?, complex_data(b)?);
        let r = matmul_c64(&x, m, k, &y, n);
        return Ok(pack_complex(cls, Dims::rc(m, n), r));
    }
    let (x, y) = (real_data(a)?, real_data(b)?);
    let r = if single {
        // Accumulate in f32 as sgemm does.
        let mut c = vec![0f32; m * n];
        for j in 0..n {
            for p in 0..k {
                let bpj = y[p + j * k] as f32;
                for i in 0..m {
                    c[i + j * m] += x[i + p * m] as f32 * bpj;
                }
            }
        }
        c.into_iter().map(|v| v as f64).collect()
    } else {
        matmul_f64(&x, m, k, &y, n)
    };
    Ok(Value::pack_real(cls, Dims::rc(m, n), r))
}

/// `a / b`: scalar divisor elementwise, otherwise `(b' \ a')'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    if b.is_scalar() {
        // Type errors name the operator the user wrote, not its elementwise form.
        arith_class(BinOp::MatDiv, a, b)?;
        return elementwise(BinOp::Div, a, b);
    }
    check_matrix_operands(BinOp::MatDiv, a, b)?;
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() > 2 || db.ndims() > 2 || da.cols() != db.cols() {
        return Err(MatError::nonconformant(
            "operator /",
            &as_matrix(&da),
            &as_matrix(&db),
        ));
    }
    crate::linalg::mrdivide(a, b)
}

/// `a \ b`: scalar `a` elementwise, otherwise a linear solve.
pub fn mldivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    if a.is_scalar() {
        // Type errors name the operator the user wrote, not its elementwise form.
        arith_class(BinOp::MatLeftDiv, a, b)?;
        return elementwise(BinOp::LeftDiv, a, b);
    }
    check_matrix_operands(BinOp::MatLeftDiv, a, b)?;
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() > 2 || db.ndims() > 2 || da.rows() != db.rows() {
        return Err(MatError::nonconformant(
            "operator \\",
            &as_matrix(&da),
            &as_matrix(&db),
        ));
    }
    crate::linalg::mldivide(a, b)
}

/// `a ^ b`.
pub fn mpower(a: &Value, b: &Value) -> Result<Value, MatError> {
    if a.is_scalar() && b.is_scalar() {
        // Type errors name the operator the user wrote, not its elementwise form.
        arith_class(BinOp::MatPow, a, b)?;
        return elementwise(BinOp::Pow, a, b);
    }
    let err = || {
        MatError::msg(
            "for x^y, only square matrix arguments are permitted and one argument must be scalar.  Use .^ for elementwise power.",
        )
    };
    let (da, db) = (a.dims(), b.dims());
    if !a.is_scalar() && !b.is_scalar() {
        return Err(MatError::msg("can't do A ^ B for A and B both matrices"));
    }
    if !(b.is_scalar() && da.ndims() == 2 && da.rows() == da.cols()) {
        if a.is_scalar() && db.ndims() == 2 && db.rows() == db.cols() {
            return crate::linalg::scalar_matrix_power(a, b);
        }
        return Err(err());
    }
    check_matrix_operands(BinOp::MatPow, a, b)?;
    let p = match b.scalar_f64() {
        Some(p) if !b.is_complex() && p.fract() == 0.0 && p.abs() < 2f64.powi(31) => p as i64,
        _ => return crate::linalg::matrix_power_general(a, b),
    };
    let n = da.rows();
    if p == 0 {
        // Octave's `M^0` is the identity as a diagonal matrix.
        let cls = if a.class() == Class::Single {
            Class::Single
        } else {
            Class::Double
        };
        return Ok(diagmat::identity(n, n, cls));
    }
    // Binary powering in Octave's order (xpow.cc): result = atmp * result.
    let mut atmp = if p < 0 {
        crate::linalg::inv(a)?
    } else {
        a.clone()
    };
    let mut bits = p.unsigned_abs();
    let mut result = atmp.clone();
    bits -= 1;
    while bits > 0 {
        if bits & 1 == 1 {
            result = mtimes(&atmp, &result)?;
        }
        bits >>= 1;
        if bits > 0 {
            atmp = mtimes(&atmp, &atmp)?;
        }
    }
    Ok(result)
}

// ---------------------------------------------------------------- ranges

/// Hagerty's tolerant floor (Octave's `tfloor`).
fn tfloor(x: f64, ct: f64) -> f64 {
    let q = if x < 0.0 { 1.0 - ct } else { 1.0 };
    let rmax = q / (2.0 - ct);
    let mut t1 = 1.0 + x.floor();
    t1 = (ct / q) * if t1 < 0.0 { -t1 } else { t1 };
    t1 = if rmax < t1 { rmax } else { t1 };
    t1 = if ct > t1 { ct } else { t1 };
    t1 = (x + t1).floor();
    if x <= 0.0 || (t1 - x) < rmax {
        t1
    } else {
        t1 - 1.0
    }
}

fn teq(u: f64, v: f64) -> bool {
    let ct = 3.0 * f64::EPSILON;
    let (tu, tv) = (u.abs(), v.abs());
    (u - v).abs() < (if tu > tv { tu } else { tv }) * ct
}

/// Number of elements of `base:inc:limit` (Octave's rule, with tolerance),
/// refused beyond what an array may hold (2^31 - 1 elements).
pub fn range_count(base: f64, inc: f64, limit: f64) -> Result<usize, MatError> {
    let n = range_len(base, inc, limit)?;
    if n as f64 > 2147483647.0 {
        return Err(MatError::too_large());
    }
    Ok(n)
}

/// A range whose elements do not follow `base + i * inc`: Octave 7's
/// answers (bug #59229) when an operand is NaN or infinite, and the empty
/// ranges.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Degenerate {
    Empty,
    /// One element, NaN.
    Nan,
    /// One element, the base (an infinite step from a finite base).
    Base,
}

fn degenerate(base: f64, inc: f64, limit: f64) -> Result<Option<Degenerate>, MatError> {
    let infinite = || MatError::msg("range with infinite number of elements cannot be stored");
    if base.is_nan() || inc.is_nan() || limit.is_nan() {
        return Ok(Some(Degenerate::Nan));
    }
    if inc == 0.0 || (inc > 0.0 && base > limit) || (inc < 0.0 && base < limit) {
        return Ok(Some(Degenerate::Empty));
    }
    if base.is_infinite() {
        return if inc.is_infinite() || limit == base {
            Ok(Some(Degenerate::Nan))
        } else {
            Err(infinite())
        };
    }
    if inc.is_infinite() {
        return Ok(Some(if limit.is_infinite() {
            Degenerate::Nan
        } else {
            Degenerate::Base
        }));
    }
    if limit.is_infinite() {
        return Err(infinite());
    }
    Ok(None)
}

/// Number of elements of `base:inc:limit` with no bound: a range kept as
/// numbers (a `for` loop's, a subscript's) stores none of them.
pub fn range_len(base: f64, inc: f64, limit: f64) -> Result<usize, MatError> {
    if let Some(d) = degenerate(base, inc, limit)? {
        return Ok(usize::from(d != Degenerate::Empty));
    }
    let ct = 3.0 * f64::EPSILON;
    let tmp = tfloor((limit - base + inc) / inc, ct);
    // Octave counts in its 64-bit index type.
    if tmp >= 9223372036854775807.0 {
        return Err(MatError::msg("invalid range"));
    }
    let mut n = if tmp > 0.0 { tmp as i64 } else { 0 };
    if !teq(base + (n - 1) as f64 * inc, limit) {
        if teq(base + (n - 2) as f64 * inc, limit) {
            n -= 1;
        } else if teq(base + n as f64 * inc, limit) {
            n += 1;
        }
    }
    Ok(n.max(0) as usize)
}

/// Elements of the double range `base:inc:limit` as Octave computes them:
/// `base + i*inc`, the last element clipped to `limit` and rounded when the
/// range is all integers.
pub fn range_f64(base: f64, inc: f64, limit: f64) -> Result<Vec<f64>, MatError> {
    match degenerate(base, inc, limit)? {
        Some(Degenerate::Empty) => return Ok(vec![]),
        Some(Degenerate::Nan) => return Ok(vec![f64::NAN]),
        Some(Degenerate::Base) => return Ok(vec![base]),
        None => {}
    }
    let n = range_count(base, inc, limit)?;
    let mut v = Vec::new();
    crate::alloc::reserve(&mut v, n)?;
    if n == 0 {
        return Ok(v);
    }
    v.push(base);
    v.extend((1..n.saturating_sub(1)).map(|i| base + i as f64 * inc));
    if n > 1 {
        let mut fin = base + (n - 1) as f64 * inc;
        if (inc > 0.0 && fin >= limit) || (inc < 0.0 && fin <= limit) {
            fin = limit;
        }
        if base.fract() == 0.0 && inc.fract() == 0.0 {
            fin = fin.round();
        }
        v.push(fin);
    }
    Ok(v)
}

/// Elements of a single-precision range, computed in f32 as Octave's
/// `range<float>` does.
pub fn range_f32(base: f32, inc: f32, limit: f32) -> Result<Vec<f32>, MatError> {
    match degenerate(base.into(), inc.into(), limit.into())? {
        Some(Degenerate::Empty) => return Ok(vec![]),
        Some(Degenerate::Nan) => return Ok(vec![f32::NAN]),
        Some(Degenerate::Base) => return Ok(vec![base]),
        None => {}
    }
    let ct = 3.0 * f32::EPSILON;
    let tfl = |x: f32| -> f32 {
        let q = if x < 0.0 { 1.0 - ct } else { 1.0 };
        let rmax = q / (2.0 - ct);
        let mut t1 = 1.0 + x.floor();
        t1 = (ct / q) * if t1 < 0.0 { -t1 } else { t1 };
        t1 = if rmax < t1 { rmax } else { t1 };
        t1 = if ct > t1 { ct } else { t1 };
        t1 = (x + t1).floor();
        if x <= 0.0 || (t1 - x) < rmax {
            t1
        } else {
            t1 - 1.0
        }
    };
    let teq = |u: f32, v: f32| {
        let (tu, tv) = (u.abs(), v.abs());
        (u - v).abs() < (if tu > tv { tu } else { tv }) * ct
    };
    let tmp = tfl((limit - base + inc) / inc);
    let mut n: i64 = if tmp > 0.0 { tmp as i64 } else { 0 };
    if !teq(base + (n - 1) as f32 * inc, limit) {
        if teq(base + (n - 2) as f32 * inc, limit) {
            n -= 1;
        } else if teq(base + n as f32 * inc, limit) {
            n += 1;
        }
    }
    let n = n.max(0) as usize;
    let mut v = Vec::with_capacity(n);
    if n == 0 {
        return Ok(v);
    }
    v.push(base);
    for i in 1..n.saturating_sub(1) {
        v.push(base + i as f32 * inc);
    }
    if n > 1 {
        let mut fin = base + (n - 1) as f32 * inc;
        if (inc > 0.0 && fin >= limit) || (inc < 0.0 && fin <= limit) {
            fin = limit;
        }
        if base.fract() == 0.0 && inc.fract() == 0.0 {
            fin = fin.round();
        }
        v.push(fin);
    }
    Ok(v)
}

/// The colon operator on values: `a:b` (`inc == None`) or `a:inc:b`, with
/// integer and single classes; an empty operand yields `1x0`.
pub fn colon(a: &Value, inc: Option<&Value>, b: &Value) -> Result<Value, MatError> {
    let all: Vec<&Value> = match inc {
        Some(i) => vec![a, i, b],
        None => vec![a, b],
    };
    for v in &all {
        if matches!(
            v,
            Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
        ) {
            return Err(MatError::msg("invalid types found in range expression"));
        }
    }
    if all.iter().any(|v| v.is_empty()) {
        return Ok(Value::real(Tensor::row(Vec::new())));
    }
    let first = |v: &Value| -> Result<f64, MatError> {
        Ok(if let Value::Num(x) = v {
            *x
        } else {
            v.to_f64_vec()?[0]
        })
    };
    let base = first(a)?;
    let lim = first(b)?;
    let step = match inc {
        Some(i) => first(i)?,
        None => 1.0,
    };
    // A char operand makes a char range (`'a':'e'`), of chars and doubles only.
    if all.iter().any(|v| v.class() == Class::Char) {
        if all
            .iter()
            .any(|v| !matches!(v.class(), Class::Char | Class::Double))
        {
            return Err(MatError::msg(
                "incompatible types found in range expression",
            ));
        }
        let data = range_f64(base, step, lim)?;
        let codes = data.iter().map(|&x| x.round() as u8).collect();
        return Ok(Value::char_array(Tensor::row(codes)));
    }
    // Result class: integer if any operand is integer, else single if any single.
    let mut cls = Class::Double;
    for v in &all {
        let c = v.class();
        if c.is_int() {
            if cls.is_int() && cls != c {
                return Err(MatError::msg(
                    "incompatible types found in range expression",
                ));
            }
            cls = c;
        } else if c == Class::Single && !cls.is_int() {
            cls = Class::Single;
        }
    }
    if cls.is_int() {
        if step.fract() != 0.0 || step.is_nan() {
            return Err(MatError::msg(
                "colon operator increment invalid (not an integer)",
            ));
        }
        let (lo, hi) = cls.int_range().unwrap_or((f64::MIN, f64::MAX));
        for (x, which) in [(base, "lower"), (lim, "upper")] {
            if x.fract() != 0.0 || !(lo..=hi).contains(&x) {
                return Err(MatError::msg(format!(
                    "colon operator {which} bound invalid (not an integer or out of range for given integer type)"
                )));
            }
        }
        let n = if step == 0.0 || (lim > base && step < 0.0) || (lim < base && step > 0.0) {
            0
        } else {
            ((lim - base) / step).floor() as usize + 1
        };
        let data: Vec<f64> = (0..n).map(|i| base + i as f64 * step).collect();
        return Ok(Value::pack_real(cls, Dims::rc(1, n), data));
    }
    if cls == Class::Single {
        let data = range_f32(base as f32, step as f32, lim as f32)?;
        return Ok(Value::single(Tensor::row(data)));
    }
    let data = range_f64(base, step, lim)?;
    let range = Form::Range(RangeSpec {
        base,
        inc: step,
        limit: lim,
    });
    Ok(Value::real(Tensor::row(data)).with_form(range))
}

/// Columns of `v` for `for x = v`: one value per column (an empty value
/// iterates zero times; a scalar once). N-d arrays iterate over columns of
/// their 2-D reshape.
pub fn for_columns(v: &Value) -> Result<Vec<Value>, MatError> {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) | Value::Object(_) => {
            return Ok(vec![v.clone()])
        }
        Value::Double(t) if t.rows() == 1 => {
            return Ok(t.data.iter().map(|&x| Value::Num(x)).collect())
        }
        _ => {}
    }
    let d = v.dims();
    let (r, c) = (d.rows(), d.cols());
    if d.numel() == 0 {
        return Ok(Vec::new());
    }
    let mut out = Vec::with_capacity(c);
    for j in 0..c {
        let idx: Vec<usize> = (j * r..(j + 1) * r).collect();
        out.push(crate::gather::take_linear(v, &idx, Dims::rc(r, 1))?);
    }
    Ok(out)
}

/// Number of iterations of `for x = v` and the value of iteration `j`
/// (0-based), without materializing all columns.
pub fn for_count(v: &Value) -> usize {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) | Value::Object(_) => 1,
        _ => {
            let d = v.dims();
            if d.numel() == 0 {
                0
            } else {
                d.cols()
            }
        }
    }
}

pub fn for_item(v: &Value, j: usize) -> Result<Value, MatError> {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) | Value::Object(_) => {
            Ok(v.clone())
        }
        Value::Double(t) if t.rows() == 1 => Ok(Value::Num(t.data[j])),
        _ => {
            let d = v.dims();
            let r = d.rows();
            let idx: Vec<usize> = (j * r..(j + 1) * r).collect();
            crate::gather::take_linear(v, &idx, Dims::rc(r, 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: &[f64]) -> Value {
        Value::row_f64(v.to_vec())
    }

    #[test]
    fn scalar_fast_path() {
        assert_eq!(
            binary(BinOp::Add, &Value::Num(1.0), &Value::Num(2.0)).unwrap(),
            Value::Num(3.0)
        );
        // (-8)^(1/3) in Octave: 1.0000 + 1.7321i
        let v = binary(BinOp::MatPow, &Value::Num(-8.0), &Value::Num(1.0 / 3.0)).unwrap();
        let z = v.scalar_c64().unwrap();
        assert!((z.re - 1.0).abs() < 1e-12 && (z.im - 3f64.sqrt()).abs() < 1e-12);
    }

    #[test]
    fn implicit_expansion() {
        let col = Value::col_f64(vec![1.0, 2.0]);
        let r = binary(BinOp::Add, &col, &row(&[10.0, 20.0, 30.0])).unwrap();
        assert_eq!(r.dims().as_slice(), &[2, 3]);
        assert_eq!(
            r.to_f64_vec().unwrap(),
            vec![11.0, 12.0, 21.0, 22.0, 31.0, 32.0]
        );
        let e = binary(BinOp::Add, &row(&[1.0, 2.0]), &row(&[1.0, 2.0, 3.0])).unwrap_err();
        assert_eq!(
            e.message,
            "operator +: nonconformant arguments (op1 is 1x2, op2 is 1x3)"
        );
        let e = binary(BinOp::Eq, &row(&[1.0, 2.0]), &row(&[1.0, 2.0, 3.0])).unwrap_err();
        assert_eq!(
            e.message,
            "mx_el_eq: nonconformant arguments (op1 is 1x2, op2 is 1x3)"
        );
    }

    #[test]
    fn integer_rules() {
        let a = Value::int(Tensor::scalar(100i8));
        let r = binary(BinOp::Add, &a, &Value::Num(100.0)).unwrap();
        assert_eq!(r, Value::int(Tensor::scalar(127i8)));
        let r = binary(
            BinOp::Div,
            &Value::int(Tensor::scalar(7i32)),
            &Value::Num(2.0),
        )
        .unwrap();
        assert_eq!(r, Value::int(Tensor::scalar(4i32)));
        let e = binary(BinOp::Add, &a, &Value::int(Tensor::scalar(1i16))).unwrap_err();
        assert_eq!(
            e.message,
            "binary operator '+' not implemented for 'int8 scalar' by 'int16 scalar' operations"
        );
        let c = binary(BinOp::Add, &Value::str("a"), &Value::Num(1.0)).unwrap();
        assert_eq!(c, Value::Num(98.0));
    }

    #[test]
    fn ranges_match_octave() {
        assert_eq!(range_f64(1.8, 0.05, 1.9).unwrap().len(), 3);
        assert_eq!(range_f64(0.0, 0.1, 1.0).unwrap().len(), 11);
        assert_eq!(range_f64(5.0, 1.0, 1.0).unwrap().len(), 0);
        let v = range_f64(0.0, 0.1, 0.3).unwrap();
        // Octave: 0:0.1:0.3 ends exactly at 0.3 (clipped), the third is 2*0.1.
        assert_eq!(v, vec![0.0, 0.1, 0.2, 0.3]);
        let e = colon(&Value::Num(1.0), None, &Value::empty()).unwrap();
        assert_eq!(e.dims().as_slice(), &[1, 0]);
    }

    #[test]
    fn matrix_product() {
        let a = Value::from_f64s(Dims::rc(2, 2), vec![1.0, 3.0, 2.0, 4.0]);
        let r = mtimes(&a, &a).unwrap();
        assert_eq!(r.to_f64_vec().unwrap(), vec![7.0, 15.0, 10.0, 22.0]);
        let p = mpower(&a, &Value::Num(3.0)).unwrap();
        assert_eq!(p.to_f64_vec().unwrap(), vec![37.0, 81.0, 54.0, 118.0]);
        let e = mtimes(&row(&[1.0, 2.0]), &row(&[1.0, 2.0, 3.0])).unwrap_err();
        assert_eq!(
            e.message,
            "operator *: nonconformant arguments (op1 is 1x2, op2 is 1x3)"
        );
    }

    #[test]
    fn not_and_neg() {
        let r = unary(UnOp::Not, &row(&[0.0, 2.0])).unwrap();
        assert_eq!(r, Value::logical(Tensor::row(vec![true, false])));
        assert!(unary(UnOp::Not, &row(&[f64::NAN])).is_err());
        let r = unary(UnOp::Neg, &Value::int(Tensor::scalar(-128i8))).unwrap();
        assert_eq!(r, Value::int(Tensor::scalar(127i8)));
    }
}
