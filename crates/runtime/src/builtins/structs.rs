//! Struct reshaping builtins: orderfields, struct2cell, cell2struct; and
//! the helper of Octave's `for [val, key] = s` loop.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("orderfields", orderfields),
    ("struct2cell", struct2cell),
    ("cell2struct", cell2struct),
    ("__matc_for_fields__", for_fields),
];

/// What `mir` lowers Octave's `for [val, key] = s` to:
/// `__matc_for_fields__(s)` is the number of iterations (its fields), and
/// `[val, key] = __matc_for_fields__(s, k)` the `k`-th field's value and
/// name (1-based). The value of a struct array's field is the cell of its
/// elements' values, shaped as the array. Not meant to be called by programs.
fn for_fields(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(s) = args[0].as_struct() else {
        return Err(MatError::msg(
            "in statement 'for [X, Y] = VAL', VAL must be a structure",
        ));
    };
    let Some(k) = args.get(1) else {
        return one(Value::Num(s.nfields() as f64));
    };
    let f = k.scalar_f64().unwrap_or(0.0) as usize;
    if f == 0 || f > s.nfields() {
        return Err(MatError::invalid_call("__matc_for_fields__"));
    }
    let f = f - 1;
    let n = s.dims.numel();
    let val = if s.dims.is_scalar() {
        s.get(0, f).clone()
    } else {
        let vals = (0..n).map(|e| s.get(e, f).clone()).collect();
        Value::cell(Tensor::new(s.dims.clone(), vals))
    };
    Ok(vec![val, Value::str(&s.fields[f])])
}

/// `[t, p] = orderfields(s [, order])`: `order` is another struct (its field
/// order), a cell array of names, or a permutation vector; by default the
/// names sorted as Octave's `sort` does (byte order).
fn orderfields(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = args[0]
        .as_struct()
        .ok_or_else(|| MatError::msg("orderfields: S1 must be a struct"))?;
    let nf = s.nfields();
    let perm: Vec<usize> =
        match args.get(1) {
            None => {
                let mut p: Vec<usize> = (0..nf).collect();
                p.sort_by(|&a, &b| s.fields[a].as_bytes().cmp(s.fields[b].as_bytes()));
                p
            }
            Some(Value::Struct(t)) => names_perm(s, &t.fields).ok_or_else(|| {
                MatError::msg("orderfields: structures S1 and S2 do not have the same fields")
            })?,
            Some(Value::Cell(c)) if c.data.iter().all(|v| v.is_char()) => {
                let names: Vec<String> = c
                    .data
                    .iter()
                    .map(|v| v.as_string().unwrap_or_default())
                    .collect();
                names_perm(s, &names).ok_or_else(|| {
                    MatError::msg("orderfields: CELLSTR list does not match structure fields")
                })?
            }
            Some(v) if !v.is_numeric() => return Err(MatError::msg(
                "orderfields: second argument must be structure, cellstr, or permutation vector",
            )),
            Some(v) => {
                let p = v.to_f64_vec()?;
                let mut seen = vec![false; nf];
                let mut out = Vec::with_capacity(nf);
                for x in p {
                    let k = x as usize;
                    if x.fract() != 0.0 || k < 1 || k > nf || seen[k - 1] {
                        return Err(MatError::msg("orderfields: invalid permutation vector P"));
                    }
                    seen[k - 1] = true;
                    out.push(k - 1);
                }
                if out.len() != nf {
                    return Err(MatError::msg("orderfields: invalid permutation vector P"));
                }
                out
            }
        };
    let mut t = StructArray {
        dims: s.dims.clone(),
        fields: perm.iter().map(|&k| s.fields[k].clone()).collect(),
        vals: Vec::with_capacity(s.vals.len()),
    };
    for e in 0..s.numel() {
        for &k in &perm {
            t.vals.push(s.get(e, k).clone());
        }
    }
    let p: Vec<f64> = perm.iter().map(|&k| (k + 1) as f64).collect();
    Ok(vec![Value::structure(t), Value::col_f64(p)])
}

/// Positions in `s` of `names`, which must be exactly `s`'s field names.
fn names_perm(s: &StructArray, names: &[String]) -> Option<Vec<usize>> {
    let perm: Option<Vec<usize>> = names.iter().map(|n| s.field_index(n)).collect();
    perm.filter(|p| {
        let mut q = p.clone();
        q.sort_unstable();
        q.dedup();
        p.len() == s.nfields() && q.len() == p.len()
    })
}

/// `struct2cell(s)`: a cell of size `[nfields, size(s)]`.
fn struct2cell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = args[0]
        .as_struct()
        .ok_or_else(|| MatError::msg("struct2cell: argument STRUCT must be of type struct"))?;
    let mut d = vec![s.nfields()];
    d.extend_from_slice(s.dims.as_slice());
    // Element-major struct storage is already the cell's column-major order.
    one(Value::cell(Tensor::new(Dims::new(&d), s.vals.clone())))
}

/// `cell2struct(c, fields [, dim])`: the cells along `dim` become the fields.
fn cell2struct(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let c = args[0]
        .as_cell()
        .ok_or_else(|| MatError::msg("cell2struct: argument CELL must be of type cell array"))?;
    let fields: Vec<String> = match &args[1] {
        Value::Cell(f) => f
            .data
            .iter()
            .map(|v| v.as_string())
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| {
                MatError::msg(
                    "cell2struct: FIELDS must be a cell array of strings or a character matrix",
                )
            })?,
        v if v.is_char() => v.char_rows().unwrap_or_default(),
        _ => {
            return Err(MatError::msg(
                "cell2struct: FIELDS must be a cell array of strings or a character matrix",
            ))
        }
    };
    let dim = match args.get(2) {
        Some(v) => {
            let d = v.scalar_f64().unwrap_or(0.0);
            if d < 1.0 || d.fract() != 0.0 {
                return Err(MatError::msg("cell2struct: DIM must be a valid dimension"));
            }
            d as usize - 1
        }
        None => 0,
    };
    let cd = c.dims.padded(dim.max(1) + 1);
    if cd[dim] != fields.len() {
        return Err(MatError::msg(
            "cell2struct: number of FIELDS does not match dimension",
        ));
    }
    // Split c's dims around `dim`: before (inner), along (the fields), after (outer).
    let (inner, outer) = (
        cd[..dim].iter().product::<usize>(),
        cd[dim + 1..].iter().product::<usize>(),
    );
    let nf = fields.len();
    let mut rest: Vec<usize> = cd[..dim].iter().chain(&cd[dim + 1..]).copied().collect();
    if rest.len() < 2 {
        rest.resize(1, 1);
        rest.push(1);
    }
    let mut vals = Vec::with_capacity(inner * outer * nf);
    for o in 0..outer {
        for i in 0..inner {
            for f in 0..nf {
                vals.push(c.data[i + inner * (f + nf * o)].clone());
            }
        }
    }
    one(Value::structure(StructArray {
        dims: Dims::new(&rest),
        fields,
        vals,
    }))
}
