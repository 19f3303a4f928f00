//! Helpers of the multiple assignment to a comma-separated list, `[c{idx}] =
//! f(...)`, `[s.name] = f(...)` and `[s(idx).name] = f(...)`, which calls `f` with as many outputs as
//! the list has elements (`mir` lowers it to these calls and the
//! interpreter's `__matc_cs_call__`). Not meant to be called by programs.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Tensor, Value};

use super::args::{one, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("__matc_cs_count__", cs_count),
    ("__matc_cs_take__", cs_take),
    ("__matc_cs_setcell__", cs_setcell),
    ("__matc_cs_setfield__", cs_setfield),
];

/// `__matc_cs_count__(x, idx...)`: how many elements `x(idx...)` names
/// (without subscripts all of a struct array's, one of `[]`'s); subscripts
/// may reach past the end.
fn cs_count(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some((x, subs)) = args.split_first() else {
        return Err(MatError::invalid_call("__matc_cs_count__"));
    };
    let count = if subs.is_empty() {
        // A struct array has its elements (an empty one none); `[]`, which
        // the assignment makes a struct, one.
        match x {
            Value::Struct(_) => x.numel(),
            _ => x.numel().max(1),
        }
    } else {
        crate::index::selection_extents(x, subs)?.iter().product()
    };
    one(Value::Num(count as f64))
}

/// `__matc_cs_take__(n, list, constant)`: the cell of the first `n` values
/// of `list` (what the right side of `[c{1:n}] = rhs` lists), with Octave's
/// errors when it lists fewer.
fn cs_take(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [n, Value::Cell(list), constant] = args else {
        return Err(MatError::invalid_call("__matc_cs_take__"));
    };
    let n = n.scalar_f64().unwrap_or(1.0) as usize;
    if constant.is_true()? && n != 1 {
        return Err(MatError::msg(
            "invalid number of output arguments for constant expression",
        ));
    }
    if list.data.len() < n {
        return Err(MatError::msg("some elements undefined in return list"));
    }
    let vals = list.data[..n].to_vec();
    one(Value::cell(Tensor::new(Dims::rc(1, n), vals)))
}

/// `__matc_cs_setcell__(c, vals, idx...)`: `c(idx...) = vals` with `vals`
/// shaped as the selection (`[c{1:2, 1:2}] = deal (1, 2, 3, 4)`). A
/// selection of nothing still takes a value the call returned into `c{1}`,
/// as Octave does for `[varargout{1:nargout}] = f ()` with `nargout` 0.
fn cs_setcell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [c, Value::Cell(vals), subs @ ..] = args else {
        return Err(MatError::invalid_call("__matc_cs_setcell__"));
    };
    let extents = crate::index::selection_extents(c, subs)?;
    let count: usize = extents.iter().product();
    // `[]` (an undefined target too) is an empty cell, even when nothing
    // is assigned: `varargout` must stay a cell.
    let mut c = match c {
        Value::Double(_) if c.is_empty() => Value::cell(Tensor::new(Dims::rc(0, 0), vec![])),
        _ => c.clone(),
    };
    if count == 0 {
        if let Some(first) = vals.data.first() {
            crate::index::brace_assign(&mut c, &[Value::Num(1.0)], first.clone())?;
        }
        return one(c);
    }
    let mut vals = (**vals).clone();
    if subs.len() > 1 && count == vals.data.len() {
        vals = vals.reshaped(Dims::new(&extents));
    }
    crate::index::assign(&mut c, subs, &Value::cell(vals))?;
    one(c)
}

/// `__matc_cs_setfield__(s, name, vals, idx...)`: `s(k).name = vals{k}` for
/// every element (an empty `[]` becomes a 1x1 struct), or with subscripts
/// for every element `s(idx...)` names (`[s(1:2).x] = deal (1, 3)`).
fn cs_setfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [s, name, vals, subs @ ..] = args else {
        return Err(MatError::invalid_call("__matc_cs_setfield__"));
    };
    let name = name
        .as_string()
        .ok_or_else(|| MatError::invalid_call("__matc_cs_setfield__"))?;
    let Value::Cell(vals) = vals else {
        return Err(MatError::invalid_call("__matc_cs_setfield__"));
    };
    if !subs.is_empty() {
        let mut s = s.clone();
        crate::index::field_set_each(&mut s, subs, &name, &vals.data)?;
        return one(s);
    }
    let mut st = match s {
        Value::Struct(st) => (**st).clone(),
        v if v.is_empty() && matches!(v, Value::Double(_)) => StructArray::new_scalar(),
        v => {
            return Err(MatError::msg(format!(
                "invalid use of a N_-D array in indexed assignment ({} cannot be indexed with .)",
                v.class_name()
            )))
        }
    };
    if vals.data.len() < st.numel() {
        return Err(MatError::msg("some elements undefined in return list"));
    }
    let k = st.ensure_field(&name);
    for (e, v) in vals.data.iter().take(st.numel()).enumerate() {
        *st.get_mut(e, k) = v.clone();
    }
    one(Value::structure(st))
}
