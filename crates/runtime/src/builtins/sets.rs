//! Set operations `intersect`, `union`, `setdiff`, `setxor` as Octave 7.3:
//! on the elements of numeric, logical and char arrays, on the strings of
//! cell arrays of strings, or on the rows of matrices (`'rows'`); sorted
//! (default) or in order of first occurrence (`'stable'`); with the index
//! outputs (`[c, ia, ib] = intersect(a, b)`: `c = a(ia) = b(ib)`), which
//! are columns and point at first occurrences.

use std::cmp::Ordering;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::{gather, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("intersect", intersect),
    ("union", union),
    ("setdiff", setdiff),
    ("setxor", setxor),
];

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Intersect,
    Union,
    Diff,
    Xor,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Intersect => "intersect",
            Op::Union => "union",
            Op::Diff => "setdiff",
            Op::Xor => "setxor",
        }
    }
}

/// One set element: a number, a row of numbers, or a string.
#[derive(Clone)]
enum Key {
    Nums(Vec<f64>),
    Str(Vec<u8>),
}

impl Key {
    fn has_nan(&self) -> bool {
        matches!(self, Key::Nums(v) if v.iter().any(|x| x.is_nan()))
    }
}

fn cmp_keys(a: &Key, b: &Key) -> Ordering {
    match (a, b) {
        (Key::Nums(x), Key::Nums(y)) => {
            for (p, q) in x.iter().zip(y) {
                // NaN sorts last, as sort does; -0 equals 0.
                let o = match (p.is_nan(), q.is_nan()) {
                    (true, true) => Ordering::Equal,
                    (true, false) => Ordering::Greater,
                    (false, true) => Ordering::Less,
                    _ => p.partial_cmp(q).unwrap_or(Ordering::Equal),
                };
                if o != Ordering::Equal {
                    return o;
                }
            }
            x.len().cmp(&y.len())
        }
        (Key::Str(x), Key::Str(y)) => x.cmp(y),
        (Key::Nums(_), Key::Str(_)) => Ordering::Less,
        (Key::Str(_), Key::Nums(_)) => Ordering::Greater,
    }
}

/// Elements are equal as set members (NaN equals nothing).
fn same(a: &Key, b: &Key) -> bool {
    !a.has_nan() && !b.has_nan() && cmp_keys(a, b) == Ordering::Equal
}

/// How the inputs are read.
enum Kind {
    Elems,
    /// Elements of which some are complex: ordered by modulus, then
    /// argument, as sort orders complex values.
    Complex,
    Rows(usize),
    Strs,
}

struct Input {
    keys: Vec<Key>,
    /// The values to gather results from: `x(:)`, the matrix, or a cell column.
    src: Value,
}

fn cell_strings(name: &str, v: &Value) -> Result<Value, MatError> {
    match v {
        Value::Cell(c) => {
            if c.data.iter().all(|x| x.is_char() && x.dims().rows() <= 1) {
                Ok(v.clone())
            } else {
                Err(MatError::msg(format!(
                    "{name}: cell array of strings cannot be combined with a nonstring value"
                )))
            }
        }
        Value::Char(_) if v.dims().rows() <= 1 => Ok(Value::cell(Tensor::scalar(v.clone()))),
        _ if v.is_empty() => Ok(Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new()))),
        _ => Err(MatError::msg(format!(
            "{name}: cell array of strings cannot be combined with a nonstring value"
        ))),
    }
}

fn read(name: &str, v: &Value, kind: &Kind) -> Result<Input, MatError> {
    match kind {
        Kind::Strs => {
            let c = cell_strings(name, v)?;
            let Value::Cell(t) = &c else { unreachable!() };
            let keys = t
                .data
                .iter()
                .map(|s| match s {
                    Value::Char(b) => Key::Str(b.data.clone()),
                    _ => Key::Str(Vec::new()),
                })
                .collect();
            let n = t.data.len();
            let col = Value::cell(Tensor::new(Dims::rc(n, 1), t.data.clone()));
            Ok(Input { keys, src: col })
        }
        Kind::Complex => {
            let data = v.to_c64_vec().map_err(|_| {
                MatError::msg(format!(
                    "{name}: A and B must be arrays or cell arrays of strings"
                ))
            })?;
            let keys = data
                .into_iter()
                .map(|z| Key::Nums(vec![z.norm(), z.arg()]))
                .collect();
            Ok(Input {
                keys,
                src: crate::index::index(v, &[crate::index::colon()])?,
            })
        }
        Kind::Elems => {
            let data = v.to_f64_vec().map_err(|_| {
                MatError::msg(format!(
                    "{name}: A and B must be arrays or cell arrays of strings"
                ))
            })?;
            let keys = data.into_iter().map(|x| Key::Nums(vec![x])).collect();
            Ok(Input {
                keys,
                src: crate::index::index(v, &[crate::index::colon()])?,
            })
        }
        Kind::Rows(c) => {
            let d = v.dims();
            if d.ndims() != 2 {
                return Err(MatError::msg(format!(
                    "{name}: A and B must be 2-dimensional matrices"
                )));
            }
            let data = v.to_f64_vec()?;
            let r = d.rows();
            if r > 0 && d.cols() != *c {
                return Err(MatError::msg(format!(
                    "{name}: number of columns in A and B must match"
                )));
            }
            let keys = (0..r)
                .map(|i| Key::Nums((0..*c).map(|j| data[i + j * r]).collect()))
                .collect();
            Ok(Input {
                keys,
                src: v.clone(),
            })
        }
    }
}

/// Indices of the first occurrence of each distinct element, in order of
/// first occurrence (NaNs are all distinct).
fn firsts(keys: &[Key], last: bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&i, &j| {
        let o = cmp_keys(&keys[i], &keys[j]);
        if last {
            o.then(j.cmp(&i))
        } else {
            o.then(i.cmp(&j))
        }
    });
    let mut out = Vec::new();
    let mut prev: Option<usize> = None;
    for i in order {
        match prev {
            Some(p) if same(&keys[p], &keys[i]) => {}
            _ => {
                out.push(i);
                prev = Some(i);
            }
        }
    }
    out.sort_unstable();
    out
}

/// First index in `keys` of an element equal to `k`, given `sorted` (indices
/// of `keys` sorted by key then position).
fn find(keys: &[Key], sorted: &[usize], k: &Key) -> Option<usize> {
    if k.has_nan() {
        return None;
    }
    let p = sorted.partition_point(|&i| cmp_keys(&keys[i], k) == Ordering::Less);
    sorted.get(p).copied().filter(|&i| same(&keys[i], k))
}

/// Last index in `keys` of an element equal to `k` (legacy mode).
fn find_last(keys: &[Key], sorted: &[usize], k: &Key) -> Option<usize> {
    if k.has_nan() {
        return None;
    }
    let p = sorted.partition_point(|&i| cmp_keys(&keys[i], k) != Ordering::Greater);
    p.checked_sub(1)
        .map(|p| sorted[p])
        .filter(|&i| same(&keys[i], k))
}

/// The options of a set function, checked as Octave's validsetargs.m does.
fn set_options(
    name: &str,
    a: &Value,
    b: &Value,
    opts: &[Value],
) -> Result<(bool, bool, bool), MatError> {
    let allowed =
        |v: &Value| v.is_numeric() || v.is_char() || v.class() == crate::value::Class::Logical;
    let cellstr = |v: &Value| matches!(v, Value::Cell(c) if c.data.iter().all(|x| x.is_char()));
    let (mut rows, mut sorted, mut stable, mut legacy) = (false, false, false, false);
    if opts.is_empty() {
        let (ca, cb) = (cellstr(a), cellstr(b));
        if !(ca || cb || allowed(a) && allowed(b)) {
            return Err(MatError::msg(format!(
                "{name}: A and B must be arrays or cell arrays of strings"
            )));
        }
    }
    for o in opts {
        let Some(opt) = o.as_string().filter(|_| o.is_char()) else {
            return Err(MatError::msg(format!("{name}: options must be strings")));
        };
        match opt.as_str() {
            "legacy" => legacy = true,
            "rows" => {
                if matches!(a, Value::Cell(_)) || matches!(b, Value::Cell(_)) {
                    return Err(MatError::msg(format!(
                        "{name}: cells not supported with \"rows\" flag"
                    )));
                }
                if !(allowed(a) && allowed(b)) {
                    return Err(MatError::msg(format!(
                        "{name}: A and B must be arrays or cell arrays of strings"
                    )));
                }
                if a.dims().ndims() > 2 || b.dims().ndims() > 2 {
                    return Err(MatError::msg(format!(
                        "{name}: A and B must be 2-dimensional matrices with \"rows\" flag"
                    )));
                }
                if a.dims().cols() != b.dims().cols() && !(a.is_empty() || b.is_empty()) {
                    return Err(MatError::msg(format!(
                        "{name}: number of columns in A and B must match"
                    )));
                }
                rows = true;
            }
            "sorted" => sorted = true,
            "stable" => stable = true,
            _ => return Err(MatError::msg(format!("{name}: invalid option: {opt}"))),
        }
    }
    if [sorted, stable, legacy].iter().filter(|&&x| x).count() > 1 {
        return Err(MatError::msg(format!(
            "{name}: only one of \"sorted\", \"stable\", or \"legacy\" may be specified"
        )));
    }
    Ok((rows, stable, legacy))
}

fn sorted_positions(keys: &[Key]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&i, &j| cmp_keys(&keys[i], &keys[j]).then(i.cmp(&j)));
    order
}

fn index_col(idx: &[usize]) -> Value {
    Value::from_f64s(
        Dims::rc(idx.len(), 1),
        idx.iter().map(|&i| (i + 1) as f64).collect(),
    )
}

fn set_op(op: Op, args: &[Value], nout: usize) -> Out {
    let name = op.name();
    if args.len() < 2 {
        return Err(MatError::invalid_call(name));
    }
    let (a, b) = (&args[0], &args[1]);
    let (rows, stable, legacy) = set_options(name, a, b, &args[2..])?;
    let cells = matches!(a, Value::Cell(_)) || matches!(b, Value::Cell(_));
    let kind = if cells {
        Kind::Strs
    } else if rows {
        let c = if a.dims().rows() > 0 || b.dims().rows() == 0 {
            a.dims().cols()
        } else {
            b.dims().cols()
        };
        Kind::Rows(c)
    } else if a.is_complex() || b.is_complex() {
        Kind::Complex
    } else {
        Kind::Elems
    };
    if let Some(out) = empty_shortcut(op, a, b, nout) {
        return out;
    }
    let ia = read(name, a, &kind)?;
    let ib = read(name, b, &kind)?;
    let sb = sorted_positions(&ib.keys);
    let sa = sorted_positions(&ia.keys);
    let fa = firsts(&ia.keys, legacy);
    let fb = firsts(&ib.keys, legacy);
    let find_b = |k: &Key| {
        if legacy {
            find_last(&ib.keys, &sb, k)
        } else {
            find(&ib.keys, &sb, k)
        }
    };
    // Picks: (from a?, index); the result is these elements in order.
    let mut picks: Vec<(bool, usize, Option<usize>)> = Vec::new();
    match op {
        Op::Intersect => {
            for &i in &fa {
                if let Some(j) = find_b(&ia.keys[i]) {
                    picks.push((true, i, Some(j)));
                }
            }
        }
        Op::Diff => {
            for &i in &fa {
                if find(&ib.keys, &sb, &ia.keys[i]).is_none() {
                    picks.push((true, i, None));
                }
            }
        }
        // Octave's legacy union takes each element's last occurrence in
        // `[a(:); b(:)]`, so an element of both comes from b.
        Op::Union if legacy => {
            for &i in &fa {
                if find(&ib.keys, &sb, &ia.keys[i]).is_none() {
                    picks.push((true, i, None));
                }
            }
            for &j in &fb {
                picks.push((false, j, None));
            }
        }
        Op::Union => {
            for &i in &fa {
                picks.push((true, i, None));
            }
            for &j in &fb {
                if find(&ia.keys, &sa, &ib.keys[j]).is_none() {
                    picks.push((false, j, None));
                }
            }
        }
        Op::Xor => {
            for &i in &fa {
                if find(&ib.keys, &sb, &ia.keys[i]).is_none() {
                    picks.push((true, i, None));
                }
            }
            for &j in &fb {
                if find(&ia.keys, &sa, &ib.keys[j]).is_none() {
                    picks.push((false, j, None));
                }
            }
        }
    }
    if !stable {
        let key = |p: &(bool, usize, Option<usize>)| {
            if p.0 {
                &ia.keys[p.1]
            } else {
                &ib.keys[p.1]
            }
        };
        picks.sort_by(|x, y| cmp_keys(key(x), key(y)).then(y.0.cmp(&x.0)));
    }
    let na = ia.keys.len();
    // intersect.m finds the matches of two distinct elements with `find` of
    // a 1x1 comparison, whose empty result is 0x0 and so are c, ia and ib.
    let scalar_miss = op == Op::Intersect
        && !matches!(kind, Kind::Rows(_))
        && fa.len() == 1
        && fb.len() == 1
        && picks.is_empty();
    // Result values.
    let c = match kind {
        Kind::Rows(ncols) => {
            let all = crate::concat::vcat(&[ia.src.clone(), ib.src.clone()])?;
            let total = all.dims().rows();
            let sel: Vec<usize> = picks
                .iter()
                .map(|p| if p.0 { p.1 } else { na + p.1 })
                .collect();
            let k = sel.len();
            let lin: Vec<usize> = (0..ncols)
                .flat_map(|j| sel.iter().map(move |&r| r + j * total))
                .collect();
            gather(name, &all, &lin, Dims::rc(k, ncols))?
        }
        _ => {
            // setdiff.m takes its result from a alone (a's class); the
            // others from `[a(:); b(:)]`.
            let all = if op == Op::Diff {
                ia.src.clone()
            } else {
                crate::concat::vcat(&[ia.src.clone(), ib.src.clone()])?
            };
            let sel: Vec<usize> = picks
                .iter()
                .map(|p| if p.0 { p.1 } else { na + p.1 })
                .collect();
            let k = sel.len();
            let row = result_is_row(op, (a, b), legacy, cells);
            let d = if scalar_miss {
                Dims::rc(0, 0)
            } else if row {
                Dims::rc(1, k)
            } else {
                Dims::rc(k, 1)
            };
            gather(name, &all, &sel, d)?
        }
    };
    let legacy_row = legacy && !matches!(kind, Kind::Rows(_)) && c.dims().rows() == 1;
    let index_out = |idx: &[usize], empty_side: bool| -> Value {
        if op == Op::Xor && empty_side || scalar_miss {
            Value::empty()
        } else if legacy_row {
            Value::from_f64s(
                Dims::rc(1, idx.len()),
                idx.iter().map(|&i| (i + 1) as f64).collect(),
            )
        } else {
            index_col(idx)
        }
    };
    let mut out = vec![c];
    if nout > 1 {
        let ia_idx: Vec<usize> = picks.iter().filter(|p| p.0).map(|p| p.1).collect();
        out.push(index_out(&ia_idx, a.is_empty()));
    }
    if nout > 2 {
        let ib_idx: Vec<usize> = match op {
            // Octave 7.3 reorders `ia` for 'stable' but leaves `ib` in the
            // order of the sorted result, rotated to start at its smallest.
            Op::Intersect if stable => {
                let mut sorted = picks.clone();
                sorted.sort_by(|x, y| cmp_keys(&ia.keys[x.1], &ia.keys[y.1]));
                let mut ib: Vec<usize> = sorted.iter().filter_map(|p| p.2).collect();
                if let Some(k) = (0..ib.len()).min_by_key(|&k| ib[k]) {
                    ib.rotate_left(k);
                }
                ib
            }
            Op::Intersect => picks.iter().filter_map(|p| p.2).collect(),
            _ => picks.iter().filter(|p| !p.0).map(|p| p.1).collect(),
        };
        out.push(index_out(&ib_idx, b.is_empty()));
    }
    Ok(out)
}

/// Octave's shortcuts for empty operands: `[]` results (`{}` for cells)
/// of an intersection with an empty set or a difference of one.
fn empty_shortcut(op: Op, a: &Value, b: &Value, nout: usize) -> Option<Out> {
    let empty_out = |c: Value| -> Out {
        let e = Value::empty();
        Ok([c, e.clone(), e].into_iter().take(nout.max(1)).collect())
    };
    if op == Op::Intersect && (a.is_empty() || b.is_empty()) {
        return Some(empty_out(if a.is_numeric() && b.is_numeric() {
            Value::empty()
        } else if matches!(b, Value::Cell(_)) || matches!(a, Value::Cell(_)) {
            Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new()))
        } else {
            crate::index::empty_like(&Value::Char(std::rc::Rc::new(Tensor::new(
                Dims::rc(0, 0),
                Vec::new(),
            ))))
        }));
    }
    (op == Op::Diff && a.is_empty()).then(|| empty_out(a.clone()))
}

/// Whether a set operation's result is a row, from its operands' shapes.
fn result_is_row(op: Op, (a, b): (&Value, &Value), legacy: bool, cells: bool) -> bool {
    let iscolumn = |v: &Value| v.dims().ndims() == 2 && v.dims().cols() == 1;
    if legacy {
        !iscolumn(a) || !iscolumn(b)
    } else if cells {
        // Orientation of the operands as validsetargs.m leaves them:
        // a string becomes a 1x1 cell, an empty array `{}`.
        let isrow = |v: &Value| match v {
            Value::Cell(_) => v.dims().ndims() == 2 && v.dims().rows() == 1,
            _ => !v.is_empty(),
        };
        isrow(a) && (op == Op::Diff || isrow(b))
    } else if op == Op::Diff {
        let da = a.dims();
        da.is_row() || da.is_empty() && da.rows() <= 1
    } else {
        set_row(a, b)
    }
}

/// Octave's orientation rule for set results: a row when the inputs are
/// rows (empty inputs do not count), a column otherwise.
fn set_row(a: &Value, b: &Value) -> bool {
    let isrow = |v: &Value| v.dims().is_row() && !v.dims().is_scalar() || v.is_scalar();
    let (ea, eb) = (a.is_empty(), b.is_empty());
    (ea || isrow(a)) && (eb || isrow(b)) && !(ea && eb && !isrow(a))
}

fn intersect(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    set_op(Op::Intersect, args, nout)
}

fn union(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    set_op(Op::Union, args, nout)
}

fn setdiff(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    if nout > 2 {
        return Err(MatError::msg(
            "setdiff: function called with too many outputs",
        ));
    }
    set_op(Op::Diff, args, nout)
}

fn setxor(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    set_op(Op::Xor, args, nout)
}
