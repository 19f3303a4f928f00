//! Elements at linear positions already checked (`take_linear`), of any
//! value: the gather under indexing, concatenation and the builtins that
//! pick elements.

use std::rc::Rc;

use crate::error::MatError;
use crate::value::{Dims, StructArray, Tensor, Value};

fn gather<T: Clone>(data: &[T], idx: &[usize]) -> Result<Vec<T>, MatError> {
    let mut out = Vec::new();
    crate::alloc::reserve(&mut out, idx.len())?;
    out.extend(idx.iter().map(|&i| data[i].clone()));
    Ok(out)
}

/// Elements at 0-based linear positions (already bounds-checked), with `dims`.
pub fn take_linear(v: &Value, idx: &[usize], dims: Dims) -> Result<Value, MatError> {
    Ok(match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) => {
            if idx.len() == 1 && dims.is_scalar() {
                // Octave narrows what indexing gives: `complex(1, 0)(1)` is 1.
                return Ok(v.clone().narrowed());
            }
            if let Value::Func(_) = v {
                return Err(MatError::msg(
                    "'()' undefined for arguments of type 'function_handle'",
                ));
            }
            return take_linear(&v.to_array_form(), idx, dims);
        }
        Value::Sparse(s) => {
            return Ok(crate::value::sparse::sparsify(take_linear(
                &s.to_full()?,
                idx,
                dims,
            )?));
        }
        Value::Diag(d) => d.gather(idx, dims),
        Value::Perm(p) => p.gather(idx, dims),
        Value::Object(_) => {
            if idx.len() == 1 && dims.is_scalar() {
                return Ok(v.clone());
            }
            return Err(MatError::msg(
                "index (_,0): out of bound; value 0 out of bound 1",
            ));
        }
        Value::Double(t) => Value::real(Tensor::new(dims, gather(&t.data, idx)?)),
        Value::Single(t) => Value::Single(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::ComplexDouble(t) => Value::complex_narrow(Tensor::new(dims, gather(&t.data, idx)?)),
        Value::ComplexSingle(t) => {
            Value::complex_single_narrow(Tensor::new(dims, gather(&t.data, idx)?))
        }
        Value::Int8(t) => Value::Int8(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Int16(t) => Value::Int16(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Int32(t) => Value::Int32(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Int64(t) => Value::Int64(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::UInt8(t) => Value::UInt8(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::UInt16(t) => Value::UInt16(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::UInt32(t) => Value::UInt32(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::UInt64(t) => Value::UInt64(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Logical(t) => Value::logical(Tensor::new(dims, gather(&t.data, idx)?)),
        Value::Char(t) => Value::Char(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Cell(t) => Value::Cell(Rc::new(Tensor::new(dims, gather(&t.data, idx)?))),
        Value::Struct(s) => {
            let nf = s.nfields();
            let mut vals = Vec::with_capacity(idx.len() * nf);
            for &i in idx {
                vals.extend_from_slice(&s.vals[i * nf..(i + 1) * nf]);
            }
            Value::Struct(Rc::new(StructArray {
                dims,
                fields: s.fields.clone(),
                vals,
            }))
        }
    })
}
