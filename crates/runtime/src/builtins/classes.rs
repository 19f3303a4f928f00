//! Class conversion and bit operations: cast, typecast, bitpack, bitunpack, complex, bitand, bitor, bitxor, bitshift, bitget, bitset.

use crate::convert::convert;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("cast", cast),
    ("complex", complex),
    ("bitand", bitand),
    ("bitor", bitor),
    ("bitxor", bitxor),
    ("bitshift", bitshift),
    ("bitget", bitget),
    ("bitset", bitset),
    ("typecast", typecast),
    ("bitpack", bitpack),
    ("bitunpack", bitunpack),
];

/// `cast (VAL, TYPE)` and `cast (VAL, "like", VAR)`, as Octave's cast.m:
/// a "like" cast is complex when VAR or VAL is.
fn cast(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if !args[1].is_char() {
        return Err(MatError::msg("cast: TYPE must be a string"));
    }
    let name = args[1].as_string().unwrap_or_default();
    let like = name == "like";
    if args.len() != if like { 3 } else { 2 } {
        return Err(MatError::invalid_call("cast"));
    }
    let name = if like {
        args[2].class_name().to_string()
    } else {
        name
    };
    if !(args[0].is_numeric() || args[0].is_char() || args[0].class() == Class::Logical) {
        return Err(MatError::msg(format!(
            "cast: type conversion from '{}' is not supported",
            args[0].class_name()
        )));
    }
    let cls = Class::from_name(&name)
        .filter(|c| c.is_numeric() || *c == Class::Logical || *c == Class::Char)
        .ok_or_else(|| {
            MatError::msg(format!(
                "cast: type conversion to '{name}' is not supported"
            ))
        })?;
    let r = convert(&args[0], cls)?;
    if like && !r.is_complex() && (args[2].is_complex() || args[0].is_complex()) {
        return complex(ctx, &[r], 1);
    }
    one(r)
}

/// `complex(re)` / `complex(re, im)`: always a complex value, even with zero
/// imaginary parts (which arithmetic would narrow back to real).
fn complex(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let re = complex_part(&args[0])?;
    let (dims, data) = if let Some(b) = args.get(1) {
        let im = complex_part(b)?;
        if re.data.len() != 1 && im.data.len() != 1 && re.dims != im.dims {
            return Err(MatError::msg("complex: dimension mismatch"));
        }
        zip_bcast("complex", &re.dims, &re.data, &im.dims, &im.data, C64::new)?
    } else {
        (
            re.dims.clone(),
            re.data.iter().map(|&x| C64::new(x, 0.0)).collect(),
        )
    };
    let single =
        re.class == Class::Single || args.get(1).is_some_and(|b| b.class() == Class::Single);
    let z = Value::complex(Tensor::new(dims, data));
    one(if single {
        convert(&z, Class::Single)?
    } else {
        z
    })
}

/// A real numeric, logical or char argument of `complex`.
fn complex_part(v: &Value) -> Result<Real<'_>, MatError> {
    if !(v.is_numeric() || v.class() == Class::Logical || v.is_char()) {
        return Err(MatError::msg("complex: invalid conversion"));
    }
    real_view(v).ok_or_else(|| MatError::msg("complex: invalid conversion"))
}

fn bitand(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    bitop("bitand", args, |a, b| a & b)
}

fn bitor(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    bitop("bitor", args, |a, b| a | b)
}

fn bitxor(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    bitop("bitxor", args, |a, b| a ^ b)
}

/// The class of `bitand`/`bitor`/`bitxor`'s result as bitfcns.cc decides
/// it: with a double, single or logical operand the other must be one too
/// (logical only with logical, single wins) or an integer (its class);
/// otherwise both are the same integer class.
fn bit_class(name: &str, a: &Value, b: &Value) -> Result<Class, MatError> {
    let float = |c: Class| matches!(c, Class::Double | Class::Single | Class::Logical);
    let (ca, cb) = (a.class(), b.class());
    let invalid = || MatError::msg(format!("{name}: invalid operand type"));
    if float(ca) && float(cb) {
        Ok(if ca == Class::Logical && cb == Class::Logical {
            Class::Logical
        } else if ca == Class::Single || cb == Class::Single {
            Class::Single
        } else {
            Class::Double
        })
    } else if float(ca) || float(cb) {
        let other = if float(ca) { cb } else { ca };
        if other.is_int() {
            Ok(other)
        } else {
            Err(invalid())
        }
    } else if ca == cb {
        if ca.is_int() {
            Ok(ca)
        } else {
            Err(invalid())
        }
    } else {
        Err(MatError::msg(format!(
            "{name}: must have matching operand types"
        )))
    }
}

/// The real part of a bit operation's operand (its class is checked).
fn bit_real(v: &Value) -> Result<Real<'_>, MatError> {
    match real_view(v) {
        Some(r) => Ok(r),
        None => Ok(Real {
            class: v.class(),
            dims: v.dims(),
            data: std::borrow::Cow::Owned(v.to_c64_vec()?.iter().map(|z| z.re).collect()),
        }),
    }
}

fn bit_operand<'a>(name: &str, v: &'a Value) -> Result<Real<'a>, MatError> {
    if v.is_complex() || !(v.is_numeric() || v.class() == Class::Logical || v.is_char()) {
        return Err(MatError::msg(format!("{name}: invalid operand type")));
    }
    real_view(v).ok_or_else(|| wrong_type(name, v))
}

fn bitop(name: &str, args: &[Value], f: impl Fn(u64, u64) -> u64) -> Out {
    let cls = bit_class(name, &args[0], &args[1])?;
    let (a, b) = (bit_real(&args[0])?, bit_real(&args[1])?);
    if a.data.len() != 1 && b.data.len() != 1 && a.dims != b.dims {
        return Err(MatError::msg(format!(
            "{name}: size of X and Y must match, or one operand must be a scalar"
        )));
    }
    // Operands convert to the result's integer class (rounding and
    // saturating; uint64 for the others), and signed integers take part as
    // two's complement bit patterns.
    let signed = matches!(
        cls,
        Class::Int8 | Class::Int16 | Class::Int32 | Class::Int64
    );
    let (lo, hi) = cls.int_range().unwrap_or((0.0, u64::MAX as f64));
    let u = |x: f64| {
        let x = if x.is_nan() {
            0.0
        } else {
            x.round().clamp(lo, hi)
        };
        if signed {
            x as i64 as u64
        } else {
            x as u64
        }
    };
    let (dims, data) = zip_bcast(name, &a.dims, &a.data, &b.dims, &b.data, |x, y| {
        let r = f(u(x), u(y));
        if signed {
            r as i64 as f64
        } else {
            r as f64
        }
    })?;
    if cls == Class::Logical {
        let bits = data.iter().map(|&x| x != 0.0).collect();
        return one(Value::logical(Tensor::new(dims, bits)));
    }
    one(real_result(cls, dims, data))
}

/// `bitshift(a, n)`: shifts left for positive `n`, right for negative, and
/// keeps only the class's bits (`bitshift(uint8(255), 1)` is 254, and
/// `bitshift(int8(100), 1)` wraps to -56 as in two's complement).
fn bitshift(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let cls = match args[0].class() {
        c if c.is_int() || c == Class::Single => c,
        _ => Class::Double,
    };
    let (width, signed) = match cls {
        Class::Int8 => (8, true),
        Class::Int16 => (16, true),
        Class::Int32 => (32, true),
        Class::Int64 => (64, true),
        Class::UInt8 => (8, false),
        Class::UInt16 => (16, false),
        Class::UInt32 => (32, false),
        Class::UInt64 => (64, false),
        Class::Single => (24, false),
        _ => (53, false),
    };
    let (a, n) = (
        bit_operand("bitshift", &args[0])?,
        bit_operand("bitshift", &args[1])?,
    );
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let (dims, data) = zip_bcast("bitshift", &a.dims, &a.data, &n.dims, &n.data, |x, s| {
        let bits = if signed {
            x as i64 as u64
        } else if x > 0.0 {
            x as u64
        } else {
            0
        };
        let s = s as i64;
        let r = if s.abs() >= 64 {
            0
        } else if s >= 0 {
            bits << s
        } else {
            bits >> -s
        } & mask;
        if signed && width < 64 && r >> (width - 1) & 1 == 1 {
            (r as i64 - (1i64 << width)) as f64
        } else if signed {
            r as i64 as f64
        } else {
            r as f64
        }
    })?;
    one(real_result(cls, dims, data))
}

/// Bits a class holds for `bitget`/`bitset` (doubles: flintmax's 53).
fn bit_width(cls: Class) -> u32 {
    match cls {
        Class::Int8 | Class::UInt8 => 8,
        Class::Int16 | Class::UInt16 => 16,
        Class::Int32 | Class::UInt32 => 32,
        Class::Int64 | Class::UInt64 => 64,
        Class::Single => 24,
        _ => 53,
    }
}

/// Checks bit positions `n` against `[1, width]` with Octave's message.
fn bit_positions(name: &str, n: &Real, width: u32) -> Result<(), MatError> {
    if n.data.iter().any(|&x| !(x >= 1.0 && x <= width as f64)) {
        return Err(MatError::msg(format!(
            "{name}: N must be in the range [1,{width}]"
        )));
    }
    Ok(())
}

/// The two's complement pattern of an element (signed classes) or its value.
fn bit_pattern(cls: Class, x: f64) -> u64 {
    if matches!(
        cls,
        Class::Int8 | Class::Int16 | Class::Int32 | Class::Int64
    ) {
        x as i64 as u64
    } else if x > 0.0 {
        x as u64
    } else {
        0
    }
}

/// `bitget(A, N)`: whether bit N (1 = least significant) of A is set, as logical.
fn bitget(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if matches!(args[0].class(), Class::Logical | Class::Char) {
        return Err(MatError::msg(format!(
            "bitget: invalid class {}",
            args[0].class_name()
        )));
    }
    let a = bit_operand("bitget", &args[0])?;
    let n = bit_operand("bitget", &args[1])?;
    let cls = a.class;
    bit_positions("bitget", &n, bit_width(cls))?;
    let (dims, data) = zip_bcast("bitget", &a.dims, &a.data, &n.dims, &n.data, |x, k| {
        bit_pattern(cls, x) >> (k as u32 - 1) & 1 == 1
    })?;
    one(bool_result(dims, data))
}

/// `bitset(A, N, VAL)`: A with bit N set (VAL nonzero, the default) or cleared.
fn bitset(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = bit_operand("bitset", &args[0])?;
    if a.data.iter().any(|&x| x < 0.0) {
        return Err(MatError::msg("bitset: A must be >= 0"));
    }
    // bitset.m's common_size: every non-scalar argument has one size.
    let sizes: Vec<crate::value::Dims> = args
        .iter()
        .filter(|v| v.numel() != 1)
        .map(|v| v.dims())
        .collect();
    if sizes.windows(2).any(|w| w[0] != w[1]) {
        return Err(MatError::msg(
            "bitset: A, N, and VAL must be the same size or scalar",
        ));
    }
    if a.data.is_empty() {
        return one(Value::empty());
    }
    if matches!(a.class, Class::Logical | Class::Char) {
        return Err(MatError::msg(format!(
            "bitset: invalid class {}",
            args[0].class_name()
        )));
    }
    let n = bit_operand("bitset", &args[1])?;
    let cls = a.class;
    let width = bit_width(cls);
    let signed = matches!(
        cls,
        Class::Int8 | Class::Int16 | Class::Int32 | Class::Int64
    );
    // bitset.m leaves a signed class's sign bit alone ([1,7] for int8).
    bit_positions("bitset", &n, if signed { width - 1 } else { width })?;
    let set = |x: f64, k: f64, on: bool| {
        let mask = 1u64 << (k as u32 - 1);
        let b = bit_pattern(cls, x);
        let r = if on { b | mask } else { b & !mask };
        if signed && width < 64 && r >> (width - 1) & 1 == 1 {
            ((r & ((1u64 << width) - 1)) as i64 - (1i64 << width)) as f64
        } else if signed {
            r as i64 as f64
        } else {
            r as f64
        }
    };
    let (dims, data) = match args.get(2) {
        None => zip_bcast("bitset", &a.dims, &a.data, &n.dims, &n.data, |x, k| {
            set(x, k, true)
        })?,
        Some(v) => {
            let v = bit_operand("bitset", v)?;
            let (d1, pairs) =
                zip_bcast("bitset", &a.dims, &a.data, &n.dims, &n.data, |x, k| (x, k))?;
            zip_bcast("bitset", &d1, &pairs, &v.dims, &v.data, |(x, k), on| {
                set(x, k, on != 0.0)
            })?
        }
    };
    one(real_result(cls, dims, data))
}

/// Bytes (little-endian) of a real numeric value's elements.
pub(super) fn value_bytes(v: &Value) -> Result<(Class, Vec<u8>), MatError> {
    let cls = v.class();
    // 64-bit integers are read as they are: through f64 they would round.
    if let Value::Int64(t) = v {
        return Ok((cls, t.data.iter().flat_map(|x| x.to_le_bytes()).collect()));
    }
    if let Value::UInt64(t) = v {
        return Ok((cls, t.data.iter().flat_map(|x| x.to_le_bytes()).collect()));
    }
    let data = v.to_f64_vec()?;
    let mut b = Vec::new();
    for x in data {
        match cls {
            Class::Double => b.extend(x.to_le_bytes()),
            Class::Single => b.extend((x as f32).to_le_bytes()),
            Class::Int8 => b.extend((x as i8).to_le_bytes()),
            Class::UInt8 | Class::Char | Class::Logical => b.push(x as u8),
            Class::Int16 => b.extend((x as i16).to_le_bytes()),
            Class::UInt16 => b.extend((x as u16).to_le_bytes()),
            Class::Int32 => b.extend((x as i32).to_le_bytes()),
            Class::UInt32 => b.extend((x as u32).to_le_bytes()),
            _ => return Err(MatError::msg("typecast: X must be a numeric array")),
        }
    }
    Ok((cls, b))
}

/// `typecast(X, CLASS)`: X's bytes reinterpreted as CLASS elements.
fn typecast(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let name = string_arg("typecast", &args[1])?;
    one(reinterpret(&args[0], &name)?)
}

/// X's bytes as elements of class `name`.
fn reinterpret(x: &Value, name: &str) -> Result<Value, MatError> {
    if x.is_complex() || !(x.is_numeric() || x.is_char() || x.class() == Class::Logical) {
        return Err(MatError::msg("typecast: X must be a numeric array"));
    }
    // "double complex" and "single complex": the same bytes read in pairs.
    if let Some(base) = name
        .strip_suffix(" complex")
        .filter(|b| matches!(*b, "double" | "single"))
    {
        let parts = reinterpret(x, base)?;
        let re = parts.to_f64_vec()?;
        if re.len() % 2 != 0 {
            return Err(MatError::msg(
                "typecast: incorrect number of input values to make output value",
            ));
        }
        let z: Vec<C64> = re.chunks_exact(2).map(|p| C64::new(p[0], p[1])).collect();
        let cls = if base == "single" {
            Class::Single
        } else {
            Class::Double
        };
        return Ok(complex_result(cls, vector_dims(x, z.len()), z));
    }
    let (size, cls) = match name {
        "double" => (8, Class::Double),
        "single" => (4, Class::Single),
        "int8" => (1, Class::Int8),
        "uint8" => (1, Class::UInt8),
        "int16" => (2, Class::Int16),
        "uint16" => (2, Class::UInt16),
        "int32" => (4, Class::Int32),
        "uint32" => (4, Class::UInt32),
        "int64" => (8, Class::Int64),
        "uint64" => (8, Class::UInt64),
        "char" => (1, Class::Char),
        "logical" => (1, Class::Logical),
        _ => return Err(MatError::msg("typecast: TYPE name not recognized")),
    };
    let (_, bytes) = value_bytes(x)?;
    if !bytes.len().is_multiple_of(size) {
        return Err(MatError::msg(
            "typecast: incorrect number of input values to make output value",
        ));
    }
    let n = bytes.len() / size;
    let dims = if x.dims().rows() == 1 && x.dims().ndims() == 2 {
        Dims::rc(1, n)
    } else {
        Dims::rc(n, 1)
    };
    let c = bytes.chunks_exact(size);
    macro_rules! ints {
        ($t:ty) => {
            Value::int(Tensor::new(
                dims,
                c.map(|b| <$t>::from_le_bytes(b.try_into().expect("chunk size")))
                    .collect(),
            ))
        };
    }
    let v = match cls {
        Class::Double => Value::from_f64s(
            dims,
            c.map(|b| f64::from_le_bytes(b.try_into().expect("chunk size")))
                .collect(),
        ),
        Class::Single => Value::single(Tensor::new(
            dims,
            c.map(|b| f32::from_le_bytes(b.try_into().expect("chunk size")))
                .collect(),
        )),
        Class::Int8 => ints!(i8),
        Class::UInt8 => ints!(u8),
        Class::Int16 => ints!(i16),
        Class::UInt16 => ints!(u16),
        Class::Int32 => ints!(i32),
        Class::UInt32 => ints!(u32),
        Class::Int64 => ints!(i64),
        Class::UInt64 => ints!(u64),
        Class::Char => Value::char_array(Tensor::new(dims, bytes)),
        _ => Value::logical(Tensor::new(dims, bytes.iter().map(|&b| b != 0).collect())),
    };
    Ok(v)
}

/// A vector result shaped as Octave shapes `typecast`'s: a row for a row.
fn vector_dims(x: &Value, n: usize) -> Dims {
    if x.dims().rows() == 1 && x.dims().ndims() == 2 {
        Dims::rc(1, n)
    } else {
        Dims::rc(n, 1)
    }
}

/// `bitunpack (X)`: the bits of X's elements, least significant first.
fn bitunpack(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if x.is_complex() || !(x.is_numeric() || x.is_char() || x.class() == Class::Logical) {
        return Err(MatError::msg(
            "bitunpack: invalid input class: ".to_string() + x.class_name(),
        ));
    }
    let (_, bytes) = value_bytes(x)?;
    let bits: Vec<bool> = bytes
        .iter()
        .flat_map(|b| (0..8).map(move |k| b >> k & 1 == 1))
        .collect();
    let n = bits.len();
    one(Value::logical(Tensor::new(vector_dims(x, n), bits)))
}

/// `bitpack (X, CLASS)`: the logical X's bits (least significant first)
/// as elements of CLASS.
fn bitpack(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bits = match &args[0] {
        Value::Bool(b) => vec![*b],
        Value::Logical(t) => t.data.clone(),
        _ => return Err(MatError::msg("bitpack: X must be a logical array")),
    };
    let class = string_arg("bitpack", &args[1])?;
    let width = match class.as_str() {
        "double" | "int64" | "uint64" => 64,
        "single" | "int32" | "uint32" => 32,
        "int16" | "uint16" => 16,
        "int8" | "uint8" | "char" | "logical" => 8,
        _ => return Err(MatError::msg("bitpack: invalid data type to pack")),
    };
    if !bits.len().is_multiple_of(width) {
        return Err(MatError::msg(
            "bitpack: incorrect number of bits to make up output value",
        ));
    }
    let bytes: Vec<u8> = bits
        .chunks(8)
        .map(|c| {
            c.iter()
                .enumerate()
                .fold(0u8, |b, (k, &on)| b | (u8::from(on) << k))
        })
        .collect();
    let n = bytes.len();
    let raw = Value::int(Tensor::new(vector_dims(&args[0], n), bytes));
    typecast(ctx, &[raw, args[1].clone()], 1)
}
