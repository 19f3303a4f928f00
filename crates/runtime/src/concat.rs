//! Concatenation `[a, b; c, d]` and `cat(dim, ...)` with MATLAB's class rules.
//!
//! Octave's rules: `[]` (0x0) and 1x0/0x1 arrays are skipped when their size
//! does not fit; cell wins (other values are wrapped), then char, then the
//! first integer class, then single; logical stays logical only if all are.
//! A bracket's vertically concatenated char rows of different lengths are
//! padded with blanks, as Octave does; `cat` and `vertcat` refuse them.

pub mod table;

use std::rc::Rc;

use crate::convert::{convert, to_complex};
use crate::error::MatError;
use crate::value::{Class, Dims, StructArray, Tensor, Value};

/// Result class of concatenating `parts`.
fn concat_class(parts: &[&Value]) -> Result<Class, MatError> {
    let mut has_cell = false;
    let mut has_struct = false;
    let mut has_char = false;
    let mut int: Option<Class> = None;
    let mut single = false;
    let mut all_logical = true;
    for v in parts {
        match v.class() {
            Class::Cell => has_cell = true,
            Class::Struct => has_struct = true,
            Class::FunctionHandle => {
                return Err(MatError::msg(
                    "octave_base_value::resize (): wrong type argument 'function handle'",
                ))
            }
            Class::Char => has_char = true,
            Class::Single => single = true,
            c if c.is_int() && int.is_none() => int = Some(c),
            _ => {}
        }
        if v.class() != Class::Logical {
            all_logical = false;
        }
    }
    if has_cell {
        return Ok(Class::Cell);
    }
    if has_struct {
        let first_struct = parts.iter().position(|v| v.class() == Class::Struct);
        if let Some((k, other)) = parts.iter().enumerate().find(|(_, v)| {
            v.class() != Class::Struct && !(v.is_empty() && v.class() == Class::Double)
        }) {
            // An array before the struct is named as the array Octave has
            // built from it so far.
            if first_struct.is_some_and(|f| k < f) {
                let cls = other.class();
                let array = if cls.is_int() {
                    format!("{} matrix", cls.name())
                } else if cls == Class::Single {
                    "float matrix".to_string()
                } else {
                    "matrix".to_string()
                };
                let st = &parts[first_struct.unwrap_or(0)];
                return Err(MatError::msg(format!(
                    "concatenation operator not implemented for '{array}' by '{}' operations",
                    st.type_desc()
                )));
            }
            return Err(MatError::msg(format!(
                "concatenation operator not implemented for 'struct' by '{}' operations",
                other.type_desc()
            )));
        }
        return Ok(Class::Struct);
    }
    if has_char {
        return Ok(Class::Char);
    }
    if let Some(c) = int {
        return Ok(c);
    }
    if single {
        return Ok(Class::Single);
    }
    if all_logical && !parts.is_empty() {
        return Ok(Class::Logical);
    }
    Ok(Class::Double)
}

fn is_skippable(d: &Dims) -> bool {
    d.ndims() == 2 && d.rows() + d.cols() <= 1 && d.numel() == 0
}

/// Converts a part to the result class in array form.
fn to_class(v: &Value, cls: Class, complex: bool) -> Result<Value, MatError> {
    let r = match cls {
        Class::Cell => match v {
            Value::Cell(_) => v.clone(),
            _ => Value::Cell(Rc::new(Tensor::scalar(v.clone()))),
        },
        Class::Struct => v.clone(),
        Class::Logical => v.to_array_form(),
        // Numbers become chars by truncation modulo 256 (a C cast), unlike char().
        Class::Char if !v.is_char() => {
            let d = v.to_f64_vec()?;
            Value::char_array(Tensor::new(
                v.dims(),
                d.iter()
                    .map(|&x| if x.is_nan() { 0 } else { x as i64 as u8 })
                    .collect(),
            ))
        }
        _ => convert(v, cls)?.to_array_form(),
    };
    if complex && cls.is_float() && !r.is_complex() {
        return to_complex(&r);
    }
    Ok(r)
}

fn cat_tensors<T: Clone>(
    dim: usize,
    parts: &[&Tensor<T>],
    out_dims: Dims,
) -> Result<Tensor<T>, MatError> {
    let inner: usize = out_dims.iter().take(dim).product();
    let outer: usize = out_dims.iter().skip(dim + 1).product();
    let mut data = Vec::new();
    crate::alloc::reserve(&mut data, out_dims.numel())?;
    for o in 0..outer {
        for p in parts {
            let blk = inner * p.dims.get(dim);
            data.extend_from_slice(&p.data[o * blk..(o + 1) * blk]);
        }
    }
    Ok(Tensor::new(out_dims, data))
}

/// Concatenates along `dim` (0-based), as the `cat` builtin (its error wording).
/// Two parts or more make a new array, which Octave narrows to real when
/// its imaginary parts are all zero (`cat(1, complex(1, 0), 2)` is real,
/// `cat(1, complex(1, 0))` is not).
pub fn cat(dim: usize, parts: &[Value]) -> Result<Value, MatError> {
    let joined = cat_impl(dim, parts, true)?;
    Ok(if parts.len() > 1 {
        joined.narrowed()
    } else {
        joined
    })
}

/// Concatenation of a bracket expression: dims 0 and 1 report
/// `vertical/horizontal dimensions mismatch (AxB vs CxD)`.
pub fn cat_brackets(dim: usize, parts: &[Value]) -> Result<Value, MatError> {
    cat_impl(dim, parts, false)
}

fn cat_impl(dim: usize, parts: &[Value], builtin: bool) -> Result<Value, MatError> {
    if parts
        .iter()
        .any(|p| crate::value::object::as_table(p).is_some())
    {
        return table::cat(dim, parts);
    }
    // Fast path: all real double scalars in a row.
    if dim == 1 && parts.iter().all(|v| matches!(v, Value::Num(_))) && parts.len() > 1 {
        let data: Vec<f64> = parts
            .iter()
            .map(|v| if let Value::Num(x) = v { *x } else { 0.0 })
            .collect();
        return Ok(Value::real(Tensor::row(data)));
    }
    if crate::value::sparse::any_sparse(parts) {
        // Sparse unless a part is a cell or struct, or the result is not
        // numeric or logical.
        let full = crate::value::sparse::full_all(parts)?;
        return Ok(crate::value::sparse::sparsify(cat_impl(
            dim, &full, builtin,
        )?));
    }
    if crate::value::diagmat::any_structured(parts) {
        // Full.
        return cat_impl(dim, &crate::value::diagmat::full_all(parts), builtin);
    }
    let refs: Vec<&Value> = parts.iter().collect();
    let cls = concat_class(&refs)?;
    let complex = parts.iter().any(|v| v.is_complex());
    let mut conv: Vec<Value> = Vec::with_capacity(parts.len());
    for v in parts {
        // Empty non-cell values vanish from cell concatenation (`[{1}, []]`).
        if cls == Class::Cell && !matches!(v, Value::Cell(_)) && v.is_empty() {
            continue;
        }
        conv.push(to_class(v, cls, complex)?);
    }
    // Char rows of different lengths are padded in a bracket's vertical
    // concatenation (not by `cat`/`vertcat`).
    if !builtin && cls == Class::Char && dim == 0 && parts.iter().all(|v| v.class() == Class::Char)
    {
        let w = conv
            .iter()
            .filter(|v| !is_skippable(&v.dims()))
            .map(|v| v.dims().cols())
            .max()
            .unwrap_or(0);
        for v in conv.iter_mut() {
            let d = v.dims();
            if d.ndims() == 2 && d.cols() < w && d.rows() > 0 {
                if let Value::Char(t) = v {
                    let (r, c) = (d.rows(), d.cols());
                    let mut data = vec![b' '; r * w];
                    data[..r * c].copy_from_slice(&t.data);
                    *v = Value::Char(Rc::new(Tensor::new(Dims::rc(r, w), data)));
                }
            }
        }
    }
    // Beyond the second dimension, 0x0 parts count (`cat(3, [], [])` is
    // 0x0x2) when there is nothing else.
    let is00 = |x: &Dims| x.ndims() == 2 && x.rows() == 0 && x.cols() == 0;
    if dim >= 2 && conv.len() >= 2 && conv.iter().all(|v| is00(&v.dims())) {
        let mut out = vec![1; dim + 1];
        out[..2].fill(0);
        out[dim] = conv.len();
        return crate::gather::take_linear(&conv[0], &[], Dims::new(&out));
    }
    // Drop parts whose size does not matter, find the output dims.
    let mut acc: Option<Dims> = None;
    let mut kept: Vec<Value> = Vec::with_capacity(conv.len());
    for v in conv {
        let d = v.dims();
        match &acc {
            None => {
                acc = Some(d);
                kept.push(v);
            }
            Some(a) => {
                let n = a.ndims().max(d.ndims()).max(dim + 1);
                let (pa, pd) = (a.padded(n), d.padded(n));
                let ok = (0..n).all(|k| k == dim || pa[k] == pd[k]);
                if is00(a) {
                    acc = Some(d);
                    kept.clear();
                    kept.push(v);
                    continue;
                }
                if is00(&d) {
                    continue;
                }
                if !ok {
                    if is_skippable(&d) {
                        continue;
                    }
                    if is_skippable(a) {
                        acc = Some(d);
                        kept.clear();
                        kept.push(v);
                        continue;
                    }
                    return Err(if builtin {
                        MatError::msg("cat: dimension mismatch")
                    } else {
                        match dim {
                            0 => MatError::vert_mismatch(a, &d),
                            1 => MatError::horz_mismatch(a, &d),
                            _ => MatError::msg("cat: dimension mismatch"),
                        }
                    });
                }
                let mut out = pa.clone();
                out[dim] += pd[dim];
                acc = Some(Dims::new(&out));
                kept.push(v);
            }
        }
    }
    let Some(out_dims) = acc else {
        return Ok(Value::empty());
    };
    if kept.len() == 1 {
        return Ok(kept.pop().unwrap_or_default().normalized());
    }
    macro_rules! go {
        ($var:ident, $wrap:expr) => {{
            let ts: Vec<&Tensor<_>> = kept
                .iter()
                .map(|v| match v {
                    Value::$var(t) => Ok(&**t),
                    _ => Err(MatError::msg("concatenation: internal class mismatch")),
                })
                .collect::<Result<_, _>>()?;
            $wrap(cat_tensors(dim, &ts, out_dims)?)
        }};
    }
    let res = match &kept[0] {
        Value::Double(_) => go!(Double, Value::real),
        Value::Single(_) => go!(Single, Value::single),
        Value::ComplexDouble(_) => go!(ComplexDouble, Value::complex),
        Value::ComplexSingle(_) => go!(ComplexSingle, |t| Value::ComplexSingle(Rc::new(t))),
        Value::Int8(_) => go!(Int8, |t| Value::Int8(Rc::new(t))),
        Value::Int16(_) => go!(Int16, |t| Value::Int16(Rc::new(t))),
        Value::Int32(_) => go!(Int32, |t| Value::Int32(Rc::new(t))),
        Value::Int64(_) => go!(Int64, |t| Value::Int64(Rc::new(t))),
        Value::UInt8(_) => go!(UInt8, |t| Value::UInt8(Rc::new(t))),
        Value::UInt16(_) => go!(UInt16, |t| Value::UInt16(Rc::new(t))),
        Value::UInt32(_) => go!(UInt32, |t| Value::UInt32(Rc::new(t))),
        Value::UInt64(_) => go!(UInt64, |t| Value::UInt64(Rc::new(t))),
        Value::Logical(_) => go!(Logical, Value::logical),
        Value::Char(_) => go!(Char, Value::char_array),
        Value::Cell(_) => go!(Cell, Value::cell),
        Value::Struct(_) => cat_structs(dim, &kept, out_dims)?,
        _ => return Err(MatError::msg("concatenation: unsupported operand")),
    };
    Ok(res)
}

fn cat_structs(dim: usize, parts: &[Value], out_dims: Dims) -> Result<Value, MatError> {
    let ss: Vec<&StructArray> = parts.iter().filter_map(|v| v.as_struct()).collect();
    let fields = ss[0].fields.clone();
    for s in &ss[1..] {
        let same = s.fields.len() == fields.len() && s.fields.iter().all(|f| fields.contains(f));
        if !same {
            return Err(MatError::msg(
                "cat: field names mismatch in concatenating structs",
            ));
        }
    }
    // Concatenate element indices, then gather values in the first's field order.
    let idx_tensors: Vec<Tensor<(usize, usize)>> = ss
        .iter()
        .enumerate()
        .map(|(k, s)| Tensor::new(s.dims.clone(), (0..s.numel()).map(|e| (k, e)).collect()))
        .collect();
    let refs: Vec<&Tensor<(usize, usize)>> = idx_tensors.iter().collect();
    let cat = cat_tensors(dim, &refs, out_dims.clone())?;
    let nf = fields.len();
    let mut vals = Vec::with_capacity(cat.data.len() * nf);
    for (k, e) in cat.data {
        let s = ss[k];
        for f in &fields {
            let fi = s.field_index(f).unwrap_or(0);
            vals.push(s.get(e, fi).clone());
        }
    }
    Ok(Value::structure(StructArray {
        dims: out_dims,
        fields,
        vals,
    }))
}

/// `[a, b, ...]`.
pub fn hcat(parts: &[Value]) -> Result<Value, MatError> {
    if parts.is_empty() {
        return Ok(Value::empty());
    }
    if parts.len() == 1 {
        return Ok(parts[0].clone());
    }
    cat_brackets(1, parts)
}

/// `[a; b; ...]`.
pub fn vcat(parts: &[Value]) -> Result<Value, MatError> {
    if parts.is_empty() {
        return Ok(Value::empty());
    }
    if parts.len() == 1 {
        return Ok(parts[0].clone());
    }
    cat_brackets(0, parts)
}

/// `horzcat(...)` / `vertcat(...)` builtins (error wording of `cat`).
pub fn hcat_builtin(parts: &[Value]) -> Result<Value, MatError> {
    match parts.len() {
        0 => Ok(Value::empty()),
        1 => Ok(parts[0].clone()),
        _ => cat(1, parts),
    }
}

pub fn vcat_builtin(parts: &[Value]) -> Result<Value, MatError> {
    match parts.len() {
        0 => Ok(Value::empty()),
        1 => Ok(parts[0].clone()),
        _ => cat(0, parts),
    }
}

/// A cell literal `{a, b; c, d}`: every element is wrapped in a 1x1 cell
/// (cells nest), rows must have equal lengths; `{}` and rows that are
/// empty (`{c{:}}` of an empty `c`) give a 0x0 cell.
pub fn cell_literal(rows: &[Vec<Value>]) -> Result<Value, MatError> {
    let rows: Vec<&Vec<Value>> = rows.iter().filter(|r| !r.is_empty()).collect();
    if rows.is_empty() {
        return Ok(Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new())));
    }
    let w = rows[0].len();
    if rows.iter().any(|r| r.len() != w) {
        return Err(MatError::msg("number of columns must match"));
    }
    let h = rows.len();
    let mut data = Vec::with_capacity(h * w);
    for j in 0..w {
        for r in &rows {
            data.push(r[j].clone());
        }
    }
    Ok(Value::cell(Tensor::new(Dims::rc(h, w), data)))
}

/// A bracket expression: rows of comma-separated parts.
pub fn matrix(rows: &[Vec<Value>]) -> Result<Value, MatError> {
    let mut rv = Vec::with_capacity(rows.len());
    for r in rows {
        rv.push(hcat(r)?);
    }
    // `[x]` of a range or a diagonal matrix is a full array in Octave, and
    // complex parts whose imaginary parts are all zero give a real array.
    let joined = crate::value::diagmat::full(&vcat(&rv)?);
    Ok(joined.with_form(crate::value::Form::Full).narrowed())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(v: &[f64]) -> Value {
        Value::row_f64(v.to_vec())
    }

    #[test]
    fn errors_match_octave() {
        let e = matrix(&[vec![row(&[1.0, 2.0])], vec![row(&[3.0, 4.0, 5.0])]]).unwrap_err();
        assert_eq!(e.message, "vertical dimensions mismatch (1x2 vs 1x3)");
        let c2 = Value::col_f64(vec![1.0, 2.0]);
        let c3 = Value::col_f64(vec![1.0, 2.0, 3.0]);
        let e = hcat(&[c2.clone(), c2, c3]).unwrap_err();
        assert_eq!(e.message, "horizontal dimensions mismatch (2x2 vs 3x1)");
    }

    #[test]
    fn class_rules_and_empties() {
        let v = hcat(&[Value::empty(), Value::str("a")]).unwrap();
        assert_eq!(v.class(), Class::Char);
        let v = hcat(&[Value::Num(65.0), Value::str("a")]).unwrap();
        assert_eq!(v, Value::str("Aa"));
        let v = hcat(&[
            Value::int(Tensor::scalar(1i8)),
            Value::int(Tensor::scalar(1000i16)),
        ])
        .unwrap();
        assert_eq!(v, Value::int(Tensor::row(vec![1i8, 127])));
        let v = hcat(&[Value::Bool(true), Value::Num(2.0)]).unwrap();
        assert_eq!(v.class(), Class::Double);
        let v = hcat(&[
            Value::real(Tensor::new(Dims::rc(1, 0), vec![])),
            Value::Num(1.0),
        ])
        .unwrap();
        assert_eq!(v, Value::Num(1.0));
        let v = hcat(&[Value::cell_row(vec![Value::Num(1.0)]), Value::Num(2.0)]).unwrap();
        assert_eq!(v.dims().as_slice(), &[1, 2]);
        let v = vcat(&[Value::str("ab"), Value::str("cde")]).unwrap();
        assert_eq!(v.char_rows().unwrap(), vec!["ab ", "cde"]);
        let e = hcat(&[
            Value::real(Tensor::new(Dims::rc(0, 3), vec![])),
            Value::zeros(Dims::rc(2, 2)),
        ])
        .unwrap_err();
        assert_eq!(e.message, "horizontal dimensions mismatch (0x3 vs 2x2)");
    }
}
