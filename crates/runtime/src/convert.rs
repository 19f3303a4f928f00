//! Class conversion of numeric, logical and char values (`double(x)`, `int8(x)`, ...).

use std::rc::Rc;

use crate::error::MatError;
use crate::value::{Class, Tensor, Value, C32, C64};

/// Converts `v` to class `cls` with MATLAB's rules: integers round half away
/// and saturate (NaN → 0), complex values keep their imaginary part for
/// double/single and drop it (with Octave's error) for others.
pub fn convert(v: &Value, cls: Class) -> Result<Value, MatError> {
    if v.class() == cls {
        return Ok(v.clone());
    }
    match v {
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) => {
            if cls == Class::Logical {
                return Err(MatError::msg(format!(
                    "logical: wrong type argument '{}'",
                    v.class_name()
                )));
            }
            let what = match v {
                Value::Cell(_) => "cell".to_string(),
                _ => v.type_desc(),
            };
            return Err(MatError::msg(format!(
                "invalid conversion from {what} to {}",
                cls.name()
            )));
        }
        _ => {}
    }
    if v.is_complex() {
        let z = v.to_c64_vec()?;
        return match cls {
            Class::Double => Ok(Value::complex(Tensor::new(v.dims(), z))),
            Class::Single => Ok(Value::ComplexSingle(Rc::new(Tensor::new(
                v.dims(),
                z.iter()
                    .map(|c| C32::new(c.re as f32, c.im as f32))
                    .collect(),
            )))),
            Class::Logical => Ok(Value::logical(Tensor::new(
                v.dims(),
                z.iter().map(|c: &C64| c.re != 0.0 || c.im != 0.0).collect(),
            ))),
            Class::Char => Err(MatError::msg(format!(
                "octave_base_value::convert_to_str_internal (): wrong type argument '{}'",
                v.type_desc()
            ))),
            _ => Err(MatError::msg(format!(
                "invalid conversion from {} to {}",
                v.type_desc(),
                cls.name()
            ))),
        };
    }
    let d = v.to_f64_vec()?;
    match cls {
        Class::Logical => {
            if d.iter().any(|x| x.is_nan()) {
                return Err(MatError::nan_to_logical());
            }
            Ok(Value::pack_real(Class::Logical, v.dims(), d))
        }
        Class::Char => {
            if d.iter().any(|x| x.is_nan()) {
                return Err(MatError::msg("invalid conversion from NaN to character"));
            }
            // Octave's chars are bytes: a code outside 0..255 becomes 0
            // (Octave also warns "range error for conversion to character value").
            let byte = |x: f64| {
                let r = x.round();
                if (0.0..=255.0).contains(&r) {
                    r as u8
                } else {
                    0
                }
            };
            Ok(Value::char_array(Tensor::new(
                v.dims(),
                d.iter().map(|&x| byte(x)).collect(),
            )))
        }
        Class::Cell | Class::Struct | Class::FunctionHandle => Err(MatError::msg(format!(
            "invalid conversion from {} to {}",
            v.class_name(),
            cls.name()
        ))),
        _ => Ok(Value::pack_real(cls, v.dims(), d)),
    }
}

/// Converts to complex double or complex single data of the same dims.
pub fn to_complex(v: &Value) -> Result<Value, MatError> {
    match v {
        Value::Complex(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => Ok(v.clone()),
        Value::Single(t) => Ok(Value::ComplexSingle(Rc::new(Tensor::new(
            t.dims.clone(),
            t.data.iter().map(|&x| C32::new(x, 0.0)).collect(),
        )))),
        _ => Ok(Value::ComplexDouble(Rc::new(Tensor::new(
            v.dims(),
            v.to_c64_vec()?,
        )))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions() {
        let v = Value::row_f64(vec![1.5, -2.5, 300.0, f64::NAN]);
        let r = convert(&v, Class::Int8).unwrap();
        assert_eq!(r, Value::int(Tensor::row(vec![2i8, -3, 127, 0])));
        let c = convert(&Value::str("A"), Class::Double).unwrap();
        assert_eq!(c, Value::Num(65.0));
        assert!(convert(&Value::row_f64(vec![f64::NAN]), Class::Logical).is_err());
    }
}
