//! `lookup (TABLE, Y, OPT)`: where each Y falls among the sorted TABLE, by
//! binary search (numbers and cell arrays of strings).

use std::cmp::Ordering;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("lookup", lookup)];

/// The options letters: match, boolean, left, right.
#[derive(Default)]
struct Opts {
    m: bool,
    b: bool,
    l: bool,
    r: bool,
}

fn options(v: Option<&Value>) -> Result<Opts, MatError> {
    let mut o = Opts::default();
    let Some(v) = v else { return Ok(o) };
    let s = match v {
        Value::Char(_) => v.as_string().unwrap_or_default(),
        _ => return Err(MatError::invalid_call("lookup")),
    };
    for c in s.chars() {
        match c {
            'm' => o.m = true,
            'b' => o.b = true,
            'l' => o.l = true,
            'r' => o.r = true,
            _ => return Err(MatError::msg(format!("lookup: unrecognized option: {c}"))),
        }
    }
    Ok(o)
}

/// `idx` for one value: the number of table entries at or before it in
/// the table's order (`cmp(t, y)` orders an entry against the value).
fn place<T>(table: &[T], cmp: impl Fn(&T) -> Ordering, descending: bool) -> usize {
    if descending {
        table.partition_point(|t| cmp(t) != Ordering::Less)
    } else {
        table.partition_point(|t| cmp(t) != Ordering::Greater)
    }
}

fn finish(o: &Opts, n: usize, idx: usize, hit: bool) -> Value {
    if o.b {
        return Value::Bool(hit);
    }
    if o.m {
        return Value::Num(if hit { idx as f64 } else { 0.0 });
    }
    let mut i = idx;
    if o.l && i == 0 {
        i = 1;
    }
    if o.r && n > 0 && i == n {
        i = n - 1;
    }
    Value::Num(i as f64)
}

fn lookup(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let o = options(args.get(2))?;
    if let Value::Cell(t) = &args[0] {
        let table = t
            .data
            .iter()
            .map(|v| match v {
                Value::Char(c) => Ok(c.data.clone()),
                _ => Err(MatError::msg(
                    "lookup: TABLE must be a cell array of strings",
                )),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let find = |y: &[u8]| {
            let i = place(&table, |t| t.as_slice().cmp(y), false);
            finish(&o, table.len(), i, i > 0 && table[i - 1] == y)
        };
        return match &args[1] {
            Value::Char(y) => one(find(&y.data)),
            Value::Cell(ys) => {
                let out: Vec<Value> = ys
                    .data
                    .iter()
                    .map(|v| match v {
                        Value::Char(y) => Ok(find(&y.data)),
                        _ => Err(MatError::msg(
                            "lookup: Y must be a string or cell array of strings",
                        )),
                    })
                    .collect::<Result<_, _>>()?;
                one(collect(ys.dims.clone(), out, o.b))
            }
            _ => Err(MatError::msg(
                "lookup: Y must be a string or cell array of strings",
            )),
        };
    }
    let table = real_view(&args[0])
        .ok_or_else(|| MatError::msg("lookup: TABLE must be a numeric vector"))?;
    let y = real_view(&args[1]).ok_or_else(|| MatError::msg("lookup: Y must be numeric"))?;
    let t = &table.data;
    let descending = t.len() > 1 && t[0] > t[t.len() - 1];
    let out: Vec<Value> = y
        .data
        .iter()
        .map(|&y| {
            // NaN sorts after every number, as in `sort`.
            let cmp = |t: &f64| {
                t.partial_cmp(&y).unwrap_or(if y.is_nan() {
                    Ordering::Less
                } else {
                    Ordering::Greater
                })
            };
            let i = place(t, cmp, descending);
            finish(&o, t.len(), i, i > 0 && t[i - 1] == y)
        })
        .collect();
    one(collect(y.dims, out, o.b))
}

fn collect(dims: crate::value::Dims, out: Vec<Value>, boolean: bool) -> Value {
    if boolean {
        let b = out.iter().map(|v| matches!(v, Value::Bool(true))).collect();
        Value::logical(Tensor::new(dims, b))
    } else {
        let x = out.iter().map(|v| v.scalar_f64().unwrap_or(0.0)).collect();
        Value::from_f64s(dims, x)
    }
}
