//! A table's subscripts (`Object::Table`, MATLAB's `table`): `T(rows,
//! vars)`, `T{rows, vars}`, `T.name`, their assignments and deletion. Its
//! checks are `value::object`'s, its concatenation `concat::table`'s, and
//! the functions that make and convert tables `builtins::tables`.
//!
//! Errors are worded as MATLAB's.

use crate::concat::table::hcat_vars;
use crate::error::MatError;
use crate::index;
use crate::value::object::{as_table, check_names, rows_of, TableObject};
use crate::value::{Class, Dims, StructArray, Tensor, Value};

impl TableObject {
    /// The rows `rows` (0-based) of every variable.
    pub(crate) fn take_rows(&self, rows: &[usize]) -> Result<TableObject, MatError> {
        let vars = self
            .vars
            .iter()
            .map(|v| take_rows(v, rows))
            .collect::<Result<_, _>>()?;
        Ok(TableObject {
            names: self.names.clone(),
            vars,
            height: rows.len(),
        })
    }

    pub(crate) fn select(&self, cols: &[usize]) -> TableObject {
        TableObject {
            names: cols.iter().map(|&c| self.names[c].clone()).collect(),
            vars: cols.iter().map(|&c| self.vars[c].clone()).collect(),
            height: self.height,
        }
    }
}

/// `v(rows, :, ...)` (0-based rows).
pub(crate) fn take_rows(v: &Value, rows: &[usize]) -> Result<Value, MatError> {
    let r = Value::col_f64(rows.iter().map(|&i| i as f64 + 1.0).collect());
    let nd = v.dims().ndims().max(2);
    let mut subs = vec![r];
    subs.extend((1..nd).map(|_| index::colon()));
    index::index(v, &subs)
}

/// The names of a `'VariableNames'` value: a cellstr, or one char row.
pub(crate) fn names_arg(v: &Value) -> Result<Vec<String>, MatError> {
    match v {
        Value::Cell(t) => t
            .data
            .iter()
            .map(|x| {
                x.as_string().ok_or_else(|| {
                    MatError::msg("VariableNames must be a cell array of character vectors.")
                })
            })
            .collect(),
        v => v.as_string().map(|s| vec![s]).ok_or_else(|| {
            MatError::msg("VariableNames must be a cell array of character vectors.")
        }),
    }
}

/// 0-based positions a row subscript selects among `n` rows.
pub(crate) fn row_positions(sub: &Value, n: usize) -> Result<Vec<usize>, MatError> {
    if index::is_colon(sub) {
        return Ok((0..n).collect());
    }
    positions(sub, n, "row")
}

fn positions(sub: &Value, n: usize, what: &str) -> Result<Vec<usize>, MatError> {
    if sub.class() == Class::Logical {
        let v = crate::convert::convert(sub, Class::Double)?;
        let flags = numbers(&v);
        if flags.len() > n && flags[n..].iter().any(|&f| f != 0.0) {
            return Err(MatError::msg(format!(
                "Index exceeds table dimensions: the {what} subscript has too many elements."
            )));
        }
        return Ok((0..flags.len().min(n))
            .filter(|&k| flags[k] != 0.0)
            .collect());
    }
    numbers(sub)
        .into_iter()
        .map(|x| {
            if x < 1.0 || x != x.floor() {
                Err(MatError::msg(
                    "Subscript indices must be real positive integers.",
                ))
            } else if x as usize > n {
                Err(MatError::msg(format!(
                    "Index in position {} exceeds table dimensions.",
                    if what == "row" { 1 } else { 2 }
                )))
            } else {
                Ok(x as usize - 1)
            }
        })
        .collect()
}

pub(crate) fn numbers(v: &Value) -> Vec<f64> {
    match crate::convert::convert(v, Class::Double) {
        Ok(Value::Num(x)) => vec![x],
        Ok(Value::Double(t)) => t.data.clone(),
        Ok(Value::Bool(b)) => vec![f64::from(u8::from(b))],
        _ => Vec::new(),
    }
}

/// 0-based variables a subscript selects: positions, a logical mask, names.
pub(crate) fn var_positions(t: &TableObject, sub: &Value) -> Result<Vec<usize>, MatError> {
    if index::is_colon(sub) {
        return Ok((0..t.width()).collect());
    }
    match sub {
        Value::Char(_) => Ok(vec![t.var_index(&sub.as_string().unwrap_or_default())?]),
        Value::Cell(c) => c
            .data
            .iter()
            .map(|x| t.var_index(&x.as_string().unwrap_or_default()))
            .collect(),
        _ => positions(sub, t.width(), "variable"),
    }
}

fn two_subscripts(subs: &[Value]) -> Result<(&Value, &Value), MatError> {
    match subs {
        [r, c] => Ok((r, c)),
        _ => Err(MatError::msg(
            "Subscripting into a table using one subscript (as in t(i)) is not supported. Specify a row subscript and a variable subscript, as in t(rows,vars).",
        )),
    }
}

/// `T(rows, vars)`: a table.
pub fn paren(t: &TableObject, subs: &[Value]) -> Result<Value, MatError> {
    let (r, c) = two_subscripts(subs)?;
    let cols = var_positions(t, c)?;
    let rows = row_positions(r, t.height)?;
    Ok(t.select(&cols).take_rows(&rows)?.value())
}

/// `T{rows, vars}`: the variables' rows concatenated.
pub fn brace(t: &TableObject, subs: &[Value]) -> Result<Value, MatError> {
    let (r, c) = two_subscripts(subs)?;
    let cols = var_positions(t, c)?;
    let rows = row_positions(r, t.height)?;
    let vars = cols
        .iter()
        .map(|&k| take_rows(&t.vars[k], &rows))
        .collect::<Result<Vec<_>, _>>()?;
    hcat_vars(&vars)
}

/// `T.name`: a variable, or the `Properties` (a struct).
pub fn field(t: &TableObject, name: &str) -> Result<Value, MatError> {
    if name == "Properties" {
        let mut s = StructArray::new_scalar();
        let names = Value::cell_row(t.names.iter().map(|n| Value::str(n)).collect());
        for (f, v) in [
            (
                "Description",
                Value::char_array(Tensor::new(Dims::rc(0, 0), Vec::new())),
            ),
            (
                "DimensionNames",
                Value::cell_row(vec![Value::str("Row"), Value::str("Variables")]),
            ),
            ("VariableNames", names),
            (
                "RowNames",
                Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new())),
            ),
        ] {
            let k = s.ensure_field(f);
            *s.get_mut(0, k) = v;
        }
        return Ok(Value::structure(s));
    }
    Ok(t.vars[t.var_index(name)?].clone())
}

/// `T.name = v`: replaces or adds a variable; `T.Properties = s` renames.
pub fn set_field(mut t: TableObject, name: &str, v: Value) -> Result<Value, MatError> {
    if name == "Properties" {
        if let Some(n) = v.as_struct().and_then(|s| s.field("VariableNames")) {
            let names = names_arg(n)?;
            if names.len() != t.width() {
                return Err(MatError::msg(
                    "The VariableNames property must contain one name for each variable in the table.",
                ));
            }
            check_names(&names)?;
            t.names = names;
        }
        return Ok(t.value());
    }
    let rows = rows_of(&v);
    if t.width() == 0 && t.height == 0 {
        t.height = rows;
    } else if rows != t.height {
        return Err(MatError::msg(
            "To assign to or create a variable in a table, the number of rows must match the height of the table.",
        ));
    }
    match t.names.iter().position(|n| n == name) {
        Some(k) => t.vars[k] = v,
        None => {
            t.names.push(name.to_string());
            t.vars.push(v);
        }
    }
    Ok(t.value())
}

/// `T{rows, vars} = v` (one variable) and `T(rows, vars) = T2`.
pub fn assign(
    mut t: TableObject,
    brace_kind: bool,
    subs: &[Value],
    v: Value,
) -> Result<Value, MatError> {
    let (r, c) = two_subscripts(subs)?;
    let cols = var_positions(&t, c)?;
    if brace_kind {
        let [k] = cols[..] else {
            return Err(MatError::msg(
                "Assigning to multiple table variables with {} is not supported.",
            ));
        };
        let var = &mut t.vars[k];
        let mut isubs = vec![r.clone()];
        isubs.extend((1..var.dims().ndims().max(2)).map(|_| index::colon()));
        match var {
            Value::Cell(_) => index::brace_assign(var, &isubs, v)?,
            _ => index::assign(var, &isubs, &v)?,
        }
        t.height = rows_of(&t.vars[k]);
        return Ok(t.value());
    }
    let rhs: Vec<Value> = match as_table(&v) {
        Some(src) if src.width() == cols.len() => src.vars.clone(),
        Some(_) => {
            return Err(MatError::msg(
                "The number of variables on the right-hand side does not match the number of variables being assigned.",
            ))
        }
        None => match &v {
            Value::Cell(c) if c.numel() == cols.len() => c
                .data
                .iter()
                .map(|x| match x {
                    Value::Char(_) => Value::cell(Tensor::scalar(x.clone())),
                    x => x.clone(),
                })
                .collect(),
            _ => vec![v.clone(); cols.len()],
        },
    };
    for (&k, x) in cols.iter().zip(rhs) {
        let var = &mut t.vars[k];
        let mut isubs = vec![r.clone()];
        isubs.extend((1..var.dims().ndims().max(2)).map(|_| index::colon()));
        index::assign(var, &isubs, &x)?;
    }
    let h = t.vars.iter().map(rows_of).max().unwrap_or(t.height);
    t.height = h;
    Ok(t.value())
}

/// `T(rows, :) = []` / `T(:, vars) = []`.
pub fn delete(t: &TableObject, subs: &[Value]) -> Result<Value, MatError> {
    let (r, c) = two_subscripts(subs)?;
    if index::is_colon(r) {
        let gone = var_positions(t, c)?;
        let keep: Vec<usize> = (0..t.width()).filter(|k| !gone.contains(k)).collect();
        return Ok(t.select(&keep).value());
    }
    if !index::is_colon(c) {
        return Err(MatError::msg(
            "Deletion requires an index that specifies entire rows or entire variables.",
        ));
    }
    let gone = row_positions(r, t.height)?;
    let keep: Vec<usize> = (0..t.height).filter(|k| !gone.contains(k)).collect();
    Ok(t.take_rows(&keep)?.value())
}
