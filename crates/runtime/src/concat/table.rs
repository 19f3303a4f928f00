//! Concatenation with tables: `[T1; T2]`, `[T1, T2]`, and a table's
//! variables side by side (`T{:, :}`, `table2array`).

use crate::concat;
use crate::error::MatError;
use crate::value::object::{as_table, TableObject};
use crate::value::Value;

/// `[v1, v2, ...]` of the variables (MATLAB's `table2array`, `T{:, :}`).
pub(crate) fn hcat_vars(vars: &[Value]) -> Result<Value, MatError> {
    if vars.is_empty() {
        return Ok(Value::empty());
    }
    concat::hcat(vars).map_err(|_| MatError::msg("Unable to concatenate the table variables."))
}

/// `[T1; T2]` (variables matched by name) and `[T1, T2]` (distinct names, equal heights).
pub fn cat(dim: usize, parts: &[Value]) -> Result<Value, MatError> {
    let tables: Vec<&TableObject> = parts
        .iter()
        .filter(|p| !(p.is_empty() && as_table(p).is_none()))
        .map(|p| {
            as_table(p).ok_or_else(|| {
                MatError::msg(
                    "Concatenating a table with a value that is not a table is not supported.",
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let Some(first) = tables.first() else {
        return Ok(Value::empty());
    };
    if dim == 1 {
        let mut names = Vec::new();
        let mut vars = Vec::new();
        for t in &tables {
            names.extend(t.names.iter().cloned());
            vars.extend(t.vars.iter().cloned());
        }
        return Ok(TableObject::new(names, vars)?.value());
    }
    let mut vars = Vec::with_capacity(first.width());
    for (k, name) in first.names.iter().enumerate() {
        let mut col = vec![first.vars[k].clone()];
        for t in &tables[1..] {
            if t.width() != first.width() {
                return Err(MatError::msg(
                    "All tables being vertically concatenated must have the same number of variables.",
                ));
            }
            let j = t.names.iter().position(|n| n == name).ok_or_else(|| {
                MatError::msg(
                    "All tables being vertically concatenated must have the same variable names.",
                )
            })?;
            col.push(t.vars[j].clone());
        }
        vars.push(concat::vcat(&col)?);
    }
    let height = tables.iter().map(|t| t.height).sum();
    Ok(TableObject {
        names: first.names.clone(),
        vars,
        height,
    }
    .value())
}
