//! Helpers of the multiple assignment to a comma-separated list, `[c{idx}] =
//! f(...)` and `[s.name] = f(...)`, which calls `f` with as many outputs as
//! the list has elements (`mir` lowers it to these calls and the
//! interpreter's `__matc_cs_call__`). Not meant to be called by programs.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Value};

use super::common::{one, Out};
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("__matc_cs_count__", cs_count),
    ("__matc_cs_setfield__", cs_setfield),
];

/// `__matc_cs_count__(x, idx...)`: how many elements `x(idx...)` names
/// (`numel(x)` without subscripts); subscripts may reach past the end.
fn cs_count(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some((x, subs)) = args.split_first() else {
        return Err(MatError::invalid_call("__matc_cs_count__"));
    };
    let d = x.dims();
    let n = subs.len();
    let mut count = 1usize;
    for (k, s) in subs.iter().enumerate() {
        let len = if s.as_string().as_deref() == Some(":") {
            if n == 1 {
                d.numel()
            } else if k + 1 == n {
                (k..d.ndims()).map(|j| d.get(j)).product()
            } else {
                d.get(k)
            }
        } else if s.class() == crate::value::Class::Logical {
            s.to_f64_vec()?.iter().filter(|&&b| b != 0.0).count()
        } else {
            s.numel()
        };
        count *= len;
    }
    if subs.is_empty() {
        count = x.numel().max(1);
    }
    one(Value::Num(count as f64))
}

/// `__matc_cs_setfield__(s, name, vals)`: `s(k).name = vals{k}` for every
/// element (an empty `[]` becomes a 1x1 struct).
fn cs_setfield(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [s, name, vals] = args else {
        return Err(MatError::invalid_call("__matc_cs_setfield__"));
    };
    let name = name
        .as_string()
        .ok_or_else(|| MatError::invalid_call("__matc_cs_setfield__"))?;
    let Value::Cell(vals) = vals else {
        return Err(MatError::invalid_call("__matc_cs_setfield__"));
    };
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
    if st.numel() == 0 && vals.data.len() == 1 {
        st = StructArray::with_fields(Dims::scalar(), st.fields.clone());
    }
    if vals.data.len() < st.numel() {
        return Err(MatError::msg("some elements undefined in return list"));
    }
    let k = st.ensure_field(&name);
    for (e, v) in vals.data.iter().take(st.numel()).enumerate() {
        *st.get_mut(e, k) = v.clone();
    }
    one(Value::structure(st))
}
