//! Search, sort and rearrangement: find sort sortrows unique ismember fliplr flipud flip flipdim rot90 circshift histc.

use std::borrow::Cow;
use std::cmp::Ordering;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Form, Tensor, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("find", find),
    ("sort", sort),
    ("nth_element", nth_element),
    ("issorted", issorted),
    ("unique", unique),
    ("ismember", ismember),
    ("fliplr", fliplr),
    ("flipud", flipud),
    ("flip", flip),
    ("circshift", circshift),
    ("histc", histc),
    ("sub2ind", sub2ind),
    ("ind2sub", ind2sub),
    ("sortrows", sortrows),
    ("flipdim", flipdim),
    ("rot90", rot90),
];

/// Nonzero flags of any numeric/logical/char value.
fn nonzero_mask<'a>(name: &str, v: &'a Value) -> Result<Cow<'a, [bool]>, MatError> {
    Ok(match v {
        Value::Bool(b) => Cow::Owned(vec![*b]),
        Value::Logical(t) => Cow::Borrowed(&t.data),
        Value::Char(t) => t.data.iter().map(|&c| c != 0).collect(),
        _ => match num_view(name, v)? {
            Num::R(r) => r.data.iter().map(|&x| x != 0.0).collect(),
            Num::C(c) => c.data.iter().map(|z| z.re != 0.0 || z.im != 0.0).collect(),
        },
    })
}

fn find(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let v = &args[0];
    let dims = v.dims();
    let mask = nonzero_mask("find", v)?;
    let limit = match args.get(1) {
        Some(n) => {
            let x = n.scalar_f64().unwrap_or(0.0);
            if !(x >= 1.0 && x == x.floor()) {
                return Err(MatError::msg(
                    "find: N must be an integer greater than zero",
                ));
            }
            x as usize
        }
        None => usize::MAX,
    };
    let last = match args.get(2) {
        Some(d) => match d.as_string().as_deref() {
            Some("first") => false,
            Some("last") => true,
            _ => {
                return Err(MatError::msg(
                    "find: DIRECTION must be \"first\" or \"last\"",
                ))
            }
        },
        None => false,
    };
    if nargout <= 1 && !last {
        // The positions, 1-based, straight into the result.
        let hits = mask.iter().filter(|&&b| b).count();
        let data = if hits <= limit {
            crate::index::compact(&mask, hits, |i| (i + 1) as f64)
        } else {
            let end = mask
                .iter()
                .enumerate()
                .filter(|(_, &b)| b)
                .nth(limit - 1)
                .map_or(0, |(i, _)| i + 1);
            crate::index::compact(&mask[..end], limit, |i| (i + 1) as f64)
        };
        return one(Value::from_f64s(find_dims(&dims, data.len()), data));
    }
    let mut idx: Vec<usize> = if last {
        let mut v: Vec<usize> = mask
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, &b)| b)
            .map(|(i, _)| i)
            .take(limit)
            .collect();
        v.reverse();
        v
    } else {
        let hits = mask.iter().filter(|&&b| b).count().min(limit);
        let mut v = Vec::with_capacity(hits);
        v.extend(
            mask.iter()
                .enumerate()
                .filter(|(_, &b)| b)
                .map(|(i, _)| i)
                .take(limit),
        );
        v
    };
    idx.shrink_to_fit();
    let od = find_dims(&dims, idx.len());
    if nargout <= 1 {
        let data = idx.iter().map(|&i| (i + 1) as f64).collect();
        return one(Value::from_f64s(od, data));
    }
    let rows = dims.rows().max(1);
    let r = idx.iter().map(|&i| (i % rows + 1) as f64).collect();
    let c = idx.iter().map(|&i| (i / rows + 1) as f64).collect();
    let mut out = vec![
        Value::from_f64s(od.clone(), r),
        Value::from_f64s(od.clone(), c),
    ];
    if nargout >= 3 {
        out.push(gather("find", v, &idx, od)?);
    }
    if nargout >= 4 {
        // `[i, j, v, nr, nc] = find (S)` gives a sparse S's size (set where
        // sparse arguments are handed over); a full A's is empty.
        out.extend([Value::empty(), Value::empty()]);
    }
    Ok(out)
}

/// The shape of `n` positions found in an array of `dims`: a row vector
/// gives a row; a 0x0 input or a scalar without a hit gives 0x0;
/// everything else a column.
fn find_dims(dims: &Dims, n: usize) -> Dims {
    if n == 0 && (dims.ndims() == 2 && dims.rows() == 0 && dims.cols() == 0 || dims.is_scalar()) {
        Dims::rc(0, 0)
    } else if dims.ndims() == 2 && dims.rows() == 1 && dims.cols() != 1 || dims.is_scalar() {
        Dims::rc(1, n)
    } else {
        Dims::rc(n, 1)
    }
}

/// Ascending order with NaN last (for descending the caller reverses the
/// comparison and NaN comes first, as Octave does).
fn cmp_f64(a: f64, b: f64) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

fn cmp_c64(a: C64, b: C64) -> Ordering {
    let (na, nb) = (
        a.re.is_nan() || a.im.is_nan(),
        b.re.is_nan() || b.im.is_nan(),
    );
    match (na, nb) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ => cmp_f64(a.norm(), b.norm()).then(cmp_f64(a.arg(), b.arg())),
    }
}

/// Stable permutation sorting `keys` (ascending, or descending with ties kept in order).
fn perm_by<K: Copy>(keys: &[K], desc: bool, cmp: impl Fn(K, K) -> Ordering) -> Vec<usize> {
    let mut p: Vec<usize> = (0..keys.len()).collect();
    if desc {
        p.sort_by(|&i, &j| cmp(keys[j], keys[i]));
    } else {
        p.sort_by(|&i, &j| cmp(keys[i], keys[j]));
    }
    p
}

fn cellstr_items(name: &str, v: &Value) -> Result<Vec<Vec<u8>>, MatError> {
    let c = v.as_cell().ok_or_else(|| {
        MatError::msg(format!(
            "{name}: only cell arrays of character strings may be sorted"
        ))
    })?;
    c.data
        .iter()
        .map(|x| match x {
            Value::Char(t) => Ok(if t.rows() <= 1 {
                t.data.clone()
            } else {
                x.to_str().unwrap_or_default().into_bytes()
            }),
            _ => Err(MatError::msg(format!(
                "{name}: only cell arrays of character strings may be sorted"
            ))),
        })
        .collect()
}

/// `issorted(A, MODE)`, `issorted(A, "rows", MODE)`: whether A's elements
/// (or rows) are in the order `sort` (`sortrows`) gives; MODE "either"
/// accepts either direction.
fn issorted(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    let mut by_rows = false;
    let mut mode = "ascend".to_string();
    for (k, arg) in args.iter().enumerate().skip(1) {
        let s = arg
            .as_string()
            .ok_or_else(|| MatError::msg("issorted: second argument must be a string"))?;
        if k == 1 && s == "rows" && args.len() <= 3 {
            by_rows = true;
        } else if matches!(s.as_str(), "ascend" | "descend" | "either") {
            mode = s;
        } else {
            return Err(MatError::msg(
                "issorted: MODE must be \"ascend\", \"descend\", or \"either\"",
            ));
        }
    }
    let dims = a.dims();
    if by_rows {
        if matches!(a, Value::Sparse(_)) {
            return Err(MatError::msg("issorted: sparse matrices not yet supported"));
        }
        if dims.ndims() > 2 {
            return Err(MatError::msg("issorted: A must be a 2-D object"));
        }
    } else if !dims.is_vector() && !dims.is_empty() {
        return Err(MatError::msg("issorted: needs a vector"));
    }
    // Each key compared with the next one: elements, or rows of elements.
    let (rows, width) = if by_rows && !matches!(a, Value::Cell(_)) {
        (dims.rows(), dims.cols())
    } else {
        (a.numel(), 1)
    };
    let order: Box<dyn Fn(usize, usize) -> Ordering> = match a {
        Value::Cell(_) => {
            let items = cellstr_items("issorted", a)?;
            Box::new(move |i, j| items[i].cmp(&items[j]))
        }
        _ => match num_view("issorted", a)? {
            Num::R(r) => {
                let data = r.data.into_owned();
                Box::new(move |i, j| {
                    (0..width)
                        .map(|c| cmp_f64(data[i + c * rows], data[j + c * rows]))
                        .find(|o| o.is_ne())
                        .unwrap_or(Ordering::Equal)
                })
            }
            Num::C(z) => {
                let data = z.data.into_owned();
                Box::new(move |i, j| {
                    (0..width)
                        .map(|c| cmp_c64(data[i + c * rows], data[j + c * rows]))
                        .find(|o| o.is_ne())
                        .unwrap_or(Ordering::Equal)
                })
            }
        },
    };
    let ascending = || (1..rows).all(|i| order(i - 1, i).is_le());
    let descending = || (1..rows).all(|i| order(i - 1, i).is_ge());
    one(Value::Bool(match mode.as_str() {
        "ascend" => ascending(),
        "descend" => descending(),
        _ => ascending() || descending(),
    }))
}

/// `nth_element(X, N, DIM)`: the N-th smallest elements along DIM, as
/// `sort(X, DIM)` would place them (N a scalar or a contiguous range).
fn nth_element(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    if !(x.is_numeric() || x.class() == Class::Logical) {
        return Err(wrong_type("nth_element", x));
    }
    let n = args[1].to_f64_vec()?;
    if let Some(bad) = n.iter().find(|k| k.fract() != 0.0 || **k < 1.0) {
        return Err(MatError::msg(format!(
            "nth_element: invalid index index {}: subscripts must be either integers 1 to (2^63)-1 or logicals",
            crate::cfmt::g6(*bad)
        )));
    }
    if n.windows(2).any(|w| w[1] != w[0] + 1.0) {
        return Err(MatError::msg(
            "nth_element: n must be a scalar or a contiguous range",
        ));
    }
    let dims = x.dims();
    let dim = match args.get(2) {
        Some(d) => dim_arg("nth_element", d)?,
        None => default_dim(&dims),
    };
    // `dim` counts from 0.
    let len = dims.get(dim);
    if n.iter().any(|&k| k as usize > len) {
        return Err(MatError::msg("nth_element: invalid element index"));
    }
    let sorted = sort(ctx, &[x.clone(), Value::Num(dim as f64 + 1.0)], 1)?.remove(0);
    let mut subs = vec![crate::index::colon(); (dim + 1).max(dims.ndims())];
    subs[dim] = Value::from_f64s(Dims::rc(1, n.len()), n);
    one(crate::index::index(&sorted, &subs)?)
}

fn sort(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let v = &args[0];
    let mut desc = false;
    let mut dim = None;
    for a in &args[1..] {
        if let Some(s) = a.as_string() {
            match s.to_ascii_lowercase().as_str() {
                "ascend" => desc = false,
                "descend" => desc = true,
                _ => {
                    return Err(MatError::msg(
                        "sort: MODE must be either \"ascend\" or \"descend\"",
                    ))
                }
            }
        } else {
            dim = Some(dim_arg("sort", a)?);
        }
    }
    let dims = v.dims();
    let dim = dim.unwrap_or_else(|| default_dim(&dims));
    let (before, len, after) = split_at_dim(&dims, dim);
    if let Value::Double(t) = v {
        if nargout <= 1 && before == 1 && len > 0 && t.form == Form::Full {
            // The values alone, each contiguous slice sorted from its keys.
            let sorted: Option<Vec<Vec<f64>>> = t
                .data
                .chunks_exact(len)
                .map(|slice| super::order::sorted_values(slice, desc))
                .collect();
            if let Some(mut parts) = sorted {
                let data = match parts.len() {
                    1 => parts.pop().unwrap_or_default(),
                    _ => parts.concat(),
                };
                return one(Value::real(Tensor::new(dims, data)));
            }
        }
        if nargout == 2 && before == 1 && len > 0 && t.form == Form::Full {
            // Values and positions from one sort of the keys, per slice.
            let sorted: Option<Vec<(Vec<f64>, Vec<f64>)>> = t
                .data
                .chunks_exact(len)
                .map(|slice| super::order::sorted_with_order(slice, desc))
                .collect();
            if let Some(mut parts) = sorted {
                let (data, ranks) = match parts.len() {
                    1 => parts.pop().unwrap_or_default(),
                    _ => {
                        let (data, ranks): (Vec<_>, Vec<_>) = parts.into_iter().unzip();
                        (data.concat(), ranks.concat())
                    }
                };
                return Ok(vec![
                    Value::real(Tensor::new(dims.clone(), data)),
                    Value::from_f64s(dims, ranks),
                ]);
            }
        }
    }
    // Permutation of linear indices, slice by slice.
    let mut perm = vec![0usize; dims.numel()];
    let mut ranks = vec![0.0; dims.numel()];
    let mut sort_slices = |perm_of: &dyn Fn(&[usize]) -> Vec<usize>| {
        let mut lin = Vec::with_capacity(len);
        for a in 0..after {
            for b in 0..before {
                lin.clear();
                lin.extend((0..len).map(|k| a * before * len + b + k * before));
                let p = perm_of(&lin);
                for (k, &pk) in p.iter().enumerate() {
                    perm[lin[k]] = lin[pk];
                    ranks[lin[k]] = (pk + 1) as f64;
                }
            }
        }
    };
    match v {
        Value::Cell(_) => {
            let items = cellstr_items("sort", v)?;
            sort_slices(&|lin: &[usize]| {
                let keys: Vec<&[u8]> = lin.iter().map(|&i| items[i].as_slice()).collect();
                perm_by(&keys, desc, |a, b| a.cmp(b))
            });
        }
        Value::Struct(_) | Value::Func(_) => {
            return Err(MatError::msg(
                "sort: only cell arrays of character strings may be sorted",
            ))
        }
        _ => match num_view("sort", v)? {
            Num::R(r) if before == 1 => {
                // Contiguous slices: ordered where they lie.
                for (a, slice) in r.data.chunks_exact(len.max(1)).enumerate() {
                    let p = super::order::stable_order(slice, desc);
                    let base = a * len;
                    for (k, &pk) in p.iter().enumerate() {
                        perm[base + k] = base + pk;
                        ranks[base + k] = (pk + 1) as f64;
                    }
                }
            }
            Num::R(r) => {
                let data = &r.data;
                sort_slices(&|lin: &[usize]| {
                    let keys: Vec<f64> = lin.iter().map(|&i| data[i]).collect();
                    super::order::stable_order(&keys, desc)
                });
            }
            Num::C(c) => {
                let data = &c.data;
                sort_slices(&|lin: &[usize]| {
                    let keys: Vec<C64> = lin.iter().map(|&i| data[i]).collect();
                    perm_by(&keys, desc, cmp_c64)
                });
            }
        },
    }
    let sorted = gather("sort", v, &perm, dims.clone())?;
    let mut out = vec![sorted];
    if nargout > 1 {
        out.push(Value::from_f64s(dims, ranks));
    }
    Ok(out)
}

/// Keys for unique/ismember: numbers (with NaN) or byte strings.
#[derive(Clone)]
enum Keys {
    Num(Vec<f64>),
    Cplx(Vec<C64>),
    Str(Vec<Vec<u8>>),
}

impl Keys {
    fn of(name: &str, v: &Value) -> Result<Keys, MatError> {
        Ok(match v {
            Value::Cell(_) => Keys::Str(cellstr_items(name, v)?),
            _ => match num_view(name, v)? {
                Num::R(r) => Keys::Num(r.data.to_vec()),
                Num::C(c) => Keys::Cplx(c.data.to_vec()),
            },
        })
    }
    fn len(&self) -> usize {
        match self {
            Keys::Num(v) => v.len(),
            Keys::Cplx(v) => v.len(),
            Keys::Str(v) => v.len(),
        }
    }
    fn cmp(&self, i: usize, j: usize) -> Ordering {
        match self {
            Keys::Num(v) => cmp_f64(v[i], v[j]),
            Keys::Cplx(v) => cmp_c64(v[i], v[j]),
            Keys::Str(v) => v[i].cmp(&v[j]),
        }
    }
    /// Equality for merging duplicates: NaN never equals anything.
    fn same(&self, i: usize, j: usize) -> bool {
        match self {
            Keys::Num(v) => v[i] == v[j],
            Keys::Cplx(v) => v[i] == v[j],
            Keys::Str(v) => v[i] == v[j],
        }
    }
}

/// The options of `unique (X, ...)`, checked as Octave's unique.m checks them.
#[derive(Default)]
struct UniqueOpts {
    rows: bool,
    last: bool,
    stable: bool,
    legacy: bool,
}

fn unique_opts(opts: &[Value]) -> Result<UniqueOpts, MatError> {
    let mut names = Vec::with_capacity(opts.len());
    for a in opts {
        match a.as_string().filter(|_| a.is_char()) {
            Some(s) => names.push(s),
            None => return Err(MatError::msg("unique: options must be strings")),
        }
    }
    let has = |o: &str| names.iter().any(|n| n == o);
    let (rows, first, last) = (has("rows"), has("first"), has("last"));
    let (sorted, stable, legacy) = (has("sorted"), has("stable"), has("legacy"));
    if first && last {
        return Err(MatError::msg(
            "unique: cannot specify both \"first\" and \"last\"",
        ));
    }
    if sorted && stable {
        return Err(MatError::msg(
            "unique: cannot specify both \"sorted\" and \"stable\"",
        ));
    }
    if (first || last) && (sorted || stable) {
        return Err(MatError::msg(
            "unique: cannot specify \"first\"/\"last\" with \"sorted\"/\"stable\"",
        ));
    }
    if legacy && (sorted || stable) {
        return Err(MatError::msg(
            "unique: cannot specify \"sorted\" or \"stable\" with \"legacy\"",
        ));
    }
    let known = [rows, first, last, sorted, stable, legacy];
    if known.iter().filter(|&&k| k).count() != names.len() {
        return Err(MatError::msg("unique: invalid option"));
    }
    Ok(UniqueOpts {
        rows,
        // Octave's legacy mode reports the last occurrence by default.
        last: last || (legacy && !first),
        stable,
        legacy,
    })
}

fn unique(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let v = &args[0];
    let cellstr = matches!(v, Value::Cell(c) if c.data.iter().all(|x| x.is_char()));
    if !(v.is_numeric() || v.is_char() || v.class() == Class::Logical || cellstr) {
        return Err(MatError::msg(
            "unique: X must be an array or cell array of strings",
        ));
    }
    let mut o = unique_opts(&args[1..])?;
    if o.rows && cellstr {
        ctx.warn("", "unique: \"rows\" is ignored for cell arrays");
        o.rows = false;
    }
    let dims = v.dims();
    let n = if o.rows { dims.rows() } else { v.numel() };
    if n <= 1 {
        let y = if n == 0 && !o.rows && dims.iter().any(|&d| d > 0) {
            gather("unique", v, &[], Dims::rc(0, 1))?
        } else {
            v.clone()
        };
        let index = if n == 0 {
            Value::empty()
        } else {
            Value::Num(1.0)
        };
        let mut out = vec![y, index.clone(), index];
        out.truncate(nargout.max(1));
        return Ok(out);
    }
    if let (Value::Double(t), false, false, 0 | 1) = (v, o.rows, o.stable, nargout) {
        // The values alone: sorted from their keys, each run of equal ones
        // kept once (NaNs, equal to nothing, each kept).
        let sorted = (t.form == Form::Full)
            .then(|| super::order::sorted_values(&t.data, false))
            .flatten();
        if let Some(mut s) = sorted {
            s.dedup_by(|later, earlier| later == earlier);
            return one(Value::real(Tensor::new(unique_dims(&dims, s.len()), s)));
        }
    }
    let mut out = if o.rows {
        unique_rows(v, &o)?
    } else {
        unique_elements(v, &o)?
    };
    if o.stable && nargout > 2 {
        ctx.warn("", "unique: third output J is not yet implemented");
        out[2] = Value::empty();
    }
    let isrowvec = !o.rows && dims.ndims() == 2 && dims.rows() == 1;
    if o.legacy && isrowvec {
        for k in [1, 2] {
            out[k] = crate::ops::transpose(&out[k], false)?;
        }
    }
    out.truncate(nargout.max(1));
    Ok(out)
}

/// Equal elements (or rows) as runs of `order`, a stable sorting
/// permutation: each run a `start..end` of it, its members in the order
/// they appear; runs in sorted order, or of first appearance when `stable`.
struct Groups {
    order: Vec<usize>,
    runs: Vec<(usize, usize)>,
}

impl Groups {
    fn of(order: Vec<usize>, same: impl Fn(usize, usize) -> bool, stable: bool) -> Groups {
        let mut runs = Vec::new();
        let mut start = 0;
        for t in 1..=order.len() {
            if t == order.len() || !same(order[start], order[t]) {
                runs.push((start, t));
                start = t;
            }
        }
        if stable {
            runs.sort_by_key(|&(s, _)| order[s]);
        }
        Groups { order, runs }
    }

    fn sorting(
        n: usize,
        cmp: impl Fn(usize, usize) -> Ordering,
        same: impl Fn(usize, usize) -> bool,
        stable: bool,
    ) -> Groups {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&i, &j| cmp(i, j));
        Groups::of(order, same, stable)
    }

    /// The `[Y, I, J]` index outputs of unique (columns, 1-based), with
    /// the positions Y takes.
    fn indices(&self, last: bool) -> (Vec<usize>, Value, Value) {
        let order = &self.order;
        let pick: Vec<usize> = self
            .runs
            .iter()
            .map(|&(s, e)| if last { order[e - 1] } else { order[s] })
            .collect();
        let mut j = vec![0.0; order.len()];
        for (k, &(s, e)) in self.runs.iter().enumerate() {
            for &i in &order[s..e] {
                j[i] = (k + 1) as f64;
            }
        }
        let i = Value::from_f64s(
            Dims::rc(pick.len(), 1),
            pick.iter().map(|&p| (p + 1) as f64).collect(),
        );
        (pick, i, Value::from_f64s(Dims::rc(order.len(), 1), j))
    }
}

fn unique_elements(v: &Value, o: &UniqueOpts) -> Out {
    let dims = v.dims();
    let keys = Keys::of("unique", v)?;
    let same = |i: usize, j: usize| keys.same(i, j);
    let groups = match &keys {
        Keys::Num(x) => Groups::of(super::order::stable_order(x, false), same, o.stable),
        _ => Groups::sorting(keys.len(), |i, j| keys.cmp(i, j), same, o.stable),
    };
    let (pick, i, j) = groups.indices(o.last);
    let od = unique_dims(&dims, pick.len());
    Ok(vec![gather("unique", v, &pick, od)?, i, j])
}

/// The shape of `m` unique elements of an array of `dims`: a row for a
/// row vector, else a column.
fn unique_dims(dims: &Dims, m: usize) -> Dims {
    if dims.ndims() == 2 && dims.rows() == 1 {
        Dims::rc(1, m)
    } else {
        Dims::rc(m, 1)
    }
}

fn unique_rows(v: &Value, o: &UniqueOpts) -> Out {
    let dims = v.dims();
    let (r, c) = (dims.rows(), dims.cols());
    let data: Vec<C64> = v.to_c64_vec()?;
    let row_cmp = |a: usize, b: usize| -> Ordering {
        for k in 0..c {
            let o = cmp_c64(data[a + k * r], data[b + k * r]);
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    };
    let same = |a: usize, b: usize| (0..c).all(|k| data[a + k * r] == data[b + k * r]);
    let (pick, i, j) = Groups::sorting(r, row_cmp, same, o.stable).indices(o.last);
    let m = pick.len();
    let lin: Vec<usize> = (0..c)
        .flat_map(|k| pick.iter().map(move |&p| p + k * r))
        .collect();
    Ok(vec![gather("unique", v, &lin, Dims::rc(m, c))?, i, j])
}

/// The rows of a char matrix as `cellstr` gives them (trailing blanks
/// removed), in a column cell.
fn char_rows_cell(v: &Value) -> Value {
    let mut rows: Vec<Value> = v
        .char_rows()
        .unwrap_or_default()
        .into_iter()
        .map(|r| Value::str(r.trim_end_matches([' ', '\0'])))
        .collect();
    // cellstr ("") is {""}.
    if rows.is_empty() {
        rows.push(Value::str(""));
    }
    let n = rows.len();
    Value::cell(Tensor::new(Dims::rc(n, 1), rows))
}

/// `ismember (A, S, "rows")`: each row of A looked up among the rows of S
/// (the last equal row, as Octave's unique-based lookup finds it).
fn ismember_rows(a: &Value, s: &Value, nargout: usize) -> Out {
    let (da, ds) = (a.dims(), s.dims());
    let (ra, rs) = (da.rows(), ds.rows());
    let mut tf = vec![false; ra];
    let mut loc = vec![0.0; ra];
    if !a.is_empty() && !s.is_empty() {
        let c = da.cols();
        if ds.cols() != c {
            return Err(MatError::msg(
                "ismember: number of columns in A and B must match",
            ));
        }
        let (x, y) = (a.to_c64_vec()?, s.to_c64_vec()?);
        for i in 0..ra {
            let hit = (0..rs)
                .rev()
                .find(|&j| (0..c).all(|k| x[i + k * ra] == y[j + k * rs]));
            if let Some(j) = hit {
                tf[i] = true;
                loc[i] = if rs == 1 { 1.0 } else { (j + 1) as f64 };
            }
        }
    }
    let mut out = vec![bool_result(Dims::rc(ra, 1), tf)];
    if nargout > 1 {
        out.push(Value::from_f64s(Dims::rc(ra, 1), loc));
    }
    Ok(out)
}

/// validsetargs.m's type checks of ismember's two arguments (a string
/// against a cell array is already a 1x1 cell there).
fn set_arg_types(a: &Value, s: &Value) -> Result<(), MatError> {
    let cellstr = |v: &Value| matches!(v, Value::Cell(c) if c.data.iter().all(Value::is_char));
    let allowed = |v: &Value| v.is_numeric() || v.is_char() || v.class() == Class::Logical;
    let (icx, icy) = (
        cellstr(a) || a.is_char() && a.dims().rows() == 1 && matches!(s, Value::Cell(_)),
        cellstr(s),
    );
    if icx || icy {
        let fine = icx && s.is_char()
            || icy && a.is_char()
            || icy && a.is_empty()
            || icx && s.is_empty()
            || icx && icy;
        if !fine {
            return Err(MatError::msg(
                "ismember: cell array of strings cannot be combined with a nonstring value",
            ));
        }
    } else if !(allowed(a) && allowed(s)) {
        return Err(MatError::msg(
            "ismember: A and B must be arrays or cell arrays of strings",
        ));
    }
    Ok(())
}

fn ismember(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    ismember_values(args, nargout)
}

fn ismember_values(args: &[Value], nargout: usize) -> Out {
    let (a, s) = (&args[0], &args[1]);
    if let Some(o) = args.get(2) {
        let opt = o.as_string().filter(|_| o.is_char()).unwrap_or_default();
        match opt.as_str() {
            "stable" | "sorted" => {
                return Err(MatError::msg(
                    "ismember: \"stable\" or \"sorted\" are not valid options",
                ))
            }
            "rows" => {
                if matches!(a, Value::Cell(_)) || matches!(s, Value::Cell(_)) {
                    return Err(MatError::msg(
                        "ismember: cells not supported with \"rows\" flag",
                    ));
                }
                return ismember_rows(a, s, nargout);
            }
            "legacy" => {}
            _ => return Err(MatError::msg(format!("ismember: invalid option: {opt}"))),
        }
    }
    if args.len() == 2 && !a.is_complex() && !s.is_complex() {
        set_arg_types(a, s)?;
        // validsetargs.m makes an empty array beside a cell `{}`.
        let empty_cell = || Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new()));
        let cell = |v: &Value| matches!(v, Value::Cell(_));
        if cell(a) && !cell(s) && !s.is_char() && s.is_empty() {
            return ismember_values(&[a.clone(), empty_cell()], nargout);
        }
        if cell(s) && !cell(a) && !a.is_char() && a.is_empty() {
            return ismember_values(&[empty_cell(), s.clone()], nargout);
        }
    }
    // A cell array of strings compares with the rows of a char matrix.
    if let (Value::Cell(_), Value::Char(_)) = (a, s) {
        let s = char_rows_cell(s);
        return ismember_values(&[a.clone(), s], nargout);
    }
    if let (Value::Char(_), Value::Cell(_)) = (a, s) {
        if a.dims().rows() != 1 {
            let a = char_rows_cell(a);
            return ismember_values(&[a, s.clone()], nargout);
        }
    }
    // A string looked up in a cell array of strings is one element.
    if let (Value::Char(_), Value::Cell(_)) = (a, s) {
        let key = a.to_str().unwrap_or_default().into_bytes();
        let items = cellstr_items("ismember", s)?;
        let loc = items.iter().rposition(|x| *x == key);
        let mut out = vec![Value::Bool(loc.is_some())];
        if nargout > 1 {
            out.push(Value::Num(loc.map_or(0.0, |i| (i + 1) as f64)));
        }
        return Ok(out);
    }
    let ka = Keys::of("ismember", a)?;
    let ks = Keys::of("ismember", s)?;
    let n = ka.len();
    let mut tf = vec![false; n];
    let mut loc = vec![0.0; n];
    match (&ka, &ks) {
        (Keys::Num(x), Keys::Num(y)) => {
            // Sort the set once; the last of equal entries is reported, as Octave's lookup does.
            let mut order: Vec<usize> = (0..y.len()).filter(|&i| !y[i].is_nan()).collect();
            order.sort_by(|&i, &j| {
                y[i].partial_cmp(&y[j])
                    .unwrap_or(Ordering::Equal)
                    .then(i.cmp(&j))
            });
            for (k, &xv) in x.iter().enumerate() {
                if xv.is_nan() {
                    continue;
                }
                let pos = order.partition_point(|&i| y[i] <= xv);
                if pos > 0 && y[order[pos - 1]] == xv {
                    tf[k] = true;
                    loc[k] = (order[pos - 1] + 1) as f64;
                }
            }
        }
        (Keys::Str(x), Keys::Str(y)) => {
            for (k, xv) in x.iter().enumerate() {
                if let Some(i) = y.iter().rposition(|s| s == xv) {
                    tf[k] = true;
                    loc[k] = (i + 1) as f64;
                }
            }
        }
        (Keys::Str(_), _) | (_, Keys::Str(_)) => {
            return Err(MatError::msg(
                "ismember: cell arrays may only be compared with cell arrays of strings",
            ))
        }
        _ => {
            let to_c = |k: &Keys| -> Vec<C64> {
                match k {
                    Keys::Num(v) => v.iter().map(|&x| C64::new(x, 0.0)).collect(),
                    Keys::Cplx(v) => v.clone(),
                    Keys::Str(_) => vec![],
                }
            };
            let (x, y) = (to_c(&ka), to_c(&ks));
            for (k, xv) in x.iter().enumerate() {
                if let Some(i) = y.iter().rposition(|s| s == xv) {
                    tf[k] = true;
                    loc[k] = (i + 1) as f64;
                }
            }
        }
    }
    let d = a.dims();
    let mut out = vec![bool_result(d.clone(), tf)];
    if nargout > 1 {
        out.push(Value::from_f64s(d, loc));
    }
    Ok(out)
}

struct Flip {
    dim: usize,
}

impl TensorOp for Flip {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        let (before, len, after) = split_at_dim(&t.dims, self.dim);
        let mut out = Vec::with_capacity(t.data.len());
        if before == 1 {
            // Along the first dimension each column reversed whole: a copy
            // an element cost four times as long (`flipud` of 1000x200).
            for col in t.data.chunks_exact(len.max(1)).take(after) {
                out.extend(col.iter().rev().cloned());
            }
            return Ok(Tensor::new(t.dims.clone(), out));
        }
        for a in 0..after {
            for k in 0..len {
                let base = a * before * len + (len - 1 - k) * before;
                out.extend_from_slice(&t.data[base..base + before]);
            }
        }
        Ok(Tensor::new(t.dims.clone(), out))
    }
}

fn fliplr(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(apply_op("fliplr", &args[0], &Flip { dim: 1 })?)
}
fn flipud(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(apply_op("flipud", &args[0], &Flip { dim: 0 })?)
}
fn flip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let dim = match args.get(1) {
        Some(d) => {
            dim_arg("flip", d).map_err(|_| MatError::msg("flip: DIM must be a positive integer"))?
        }
        None => default_dim(&args[0].dims()),
    };
    one(apply_op("flip", &args[0], &Flip { dim })?)
}

struct Shift {
    /// Shift per dimension (may be negative).
    shifts: Vec<i64>,
}

impl TensorOp for Shift {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        // One dimension at a time; along each, every page (the elements
        // with the same later subscripts) is rotated by two block copies:
        // its last `s` slices to the front, the rest after them. (Element
        // by element, `circshift` of a 256x256 logical took 0.14 ms; now
        // 0.002.)
        let mut cur: Option<Vec<T>> = None;
        for (dim, &s) in self.shifts.iter().enumerate() {
            let (before, len, _) = split_at_dim(&t.dims, dim);
            if len <= 1 || s.rem_euclid(len as i64) == 0 {
                continue;
            }
            let cut = (len - s.rem_euclid(len as i64) as usize) * before;
            let src = cur.as_deref().unwrap_or(&t.data);
            let mut out = Vec::with_capacity(src.len());
            for page in src.chunks_exact(before * len) {
                out.extend_from_slice(&page[cut..]);
                out.extend_from_slice(&page[..cut]);
            }
            cur = Some(out);
        }
        Ok(Tensor::new(
            t.dims.clone(),
            cur.unwrap_or_else(|| t.data.clone()),
        ))
    }
}

/// `circshift(x, n[, dim])`, validated as Octave's m-file does.
fn circshift(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    if v.is_empty() {
        return one(v.clone());
    }
    let dims = v.dims();
    if let Value::Cell(_) = &args[1] {
        // circshift.m's shape checks pass a cell N on to `fix (n)`.
        let nd = args[1].dims();
        let len = if args[1].numel() == 1 {
            default_dim(&dims) + 1
        } else {
            args[1].numel()
        };
        let vector = nd.ndims() == 2 && (nd.rows() == 1 || nd.cols() == 1);
        return Err(MatError::msg(if vector && len <= dims.ndims() {
            "fix: not defined for cell"
        } else {
            "circshift: N must be a vector, no longer than the number of dimensions in X"
        }));
    }
    let n = args[1].to_f64_vec()?;
    let shifts: Vec<f64> = match args.get(2) {
        Some(d) => {
            if n.len() != 1 {
                return Err(MatError::msg(
                    "circshift: N must be a scalar when DIM is also specified",
                ));
            }
            let mut s = vec![0.0; dim_arg("circshift", d)? + 1];
            *s.last_mut().unwrap() = n[0];
            s
        }
        None if n.len() == 1 => {
            let mut s = vec![0.0; default_dim(&dims) + 1];
            *s.last_mut().unwrap() = n[0];
            s
        }
        None => n,
    };
    let n_dims = args[1].dims();
    let is_vector =
        args.len() == 3 || (n_dims.ndims() == 2 && (n_dims.rows() == 1 || n_dims.cols() == 1));
    if !is_vector || shifts.len() > dims.ndims() {
        return Err(MatError::msg(
            "circshift: N must be a vector, no longer than the number of dimensions in X",
        ));
    }
    if shifts.iter().any(|x| x.fract() != 0.0) {
        return Err(MatError::msg("circshift: all values of N must be integers"));
    }
    let shifts = shifts.iter().map(|&x| x as i64).collect();
    one(apply_op("circshift", v, &Shift { shifts })?)
}

fn dims_vec(name: &str, v: &Value) -> Result<Vec<usize>, MatError> {
    let d = v.to_f64_vec()?;
    if d.is_empty() || d.iter().any(|&x| x < 0.0 || x != x.floor()) {
        return Err(MatError::msg(format!(
            "{name}: dimension vector DIMS must contain integers"
        )));
    }
    Ok(d.iter().map(|&x| x as usize).collect())
}

fn sub2ind(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut dv = dims_vec("sub2ind", &args[0])?;
    let nsub = args.len() - 1;
    // Trailing dimensions fold into the last subscript.
    if nsub < dv.len() {
        let tail: usize = dv[nsub - 1..].iter().product();
        dv.truncate(nsub - 1);
        dv.push(tail);
    }
    while dv.len() < nsub {
        dv.push(1);
    }
    if args[1..].iter().any(|a| !a.is_numeric()) {
        return Err(MatError::msg("sub2ind: subscripts must be numeric"));
    }
    if args[2..].iter().any(|a| a.dims() != args[1].dims()) {
        return Err(MatError::msg(
            "sub2ind: all subscripts must be of the same size",
        ));
    }
    let subs: Vec<Vec<f64>> = args[1..]
        .iter()
        .map(|a| a.to_f64_vec())
        .collect::<Result<_, _>>()?;
    let given = Dims::new(&dims_vec("sub2ind", &args[0])?);
    let n = subs[0].len();
    let mut out = vec![0.0; n];
    for (i, o) in out.iter_mut().enumerate() {
        let mut lin = 0usize;
        let mut stride = 1usize;
        for (k, s) in subs.iter().enumerate() {
            let x = s[i];
            if x != x.floor() || x < 1.0 {
                return Err(MatError::bad_subscript(x, k, nsub));
            }
            if x as usize > dv[k] {
                return Err(MatError::index_out_of_bound(
                    x as usize, k, nsub, dv[k], &given,
                ));
            }
            lin += (x as usize - 1) * stride;
            stride *= dv[k];
        }
        *o = (lin + 1) as f64;
    }
    one(Value::from_f64s(args[1].dims(), out))
}

fn ind2sub(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut dv = dims_vec("ind2sub", &args[0])?;
    let nout = nargout.max(1);
    if nout < dv.len() {
        let tail: usize = dv[nout - 1..].iter().product();
        dv.truncate(nout - 1);
        dv.push(tail);
    }
    while dv.len() < nout {
        dv.push(1);
    }
    let total: usize = dv.iter().product();
    let idx = args[1].to_f64_vec()?;
    let mut outs = vec![vec![0.0; idx.len()]; nout];
    for (i, &x) in idx.iter().enumerate() {
        if x != x.floor() || x < 1.0 {
            // Octave's words, "index" twice.
            let text = MatError::bad_subscript(x, 0, 1).message;
            let value = text
                .strip_prefix("index (")
                .and_then(|t| t.split_once("):"))
                .map_or(String::new(), |(v, _)| v.to_string());
            return Err(MatError::msg(format!(
                "ind2sub: invalid index index {value}: subscripts must be either integers 1 to (2^63)-1 or logicals"
            )));
        }
        if x as usize > total {
            return Err(MatError::msg("ind2sub: index out of range"));
        }
        let mut r = x as usize - 1;
        for (k, &d) in dv.iter().enumerate() {
            outs[k][i] = (r % d.max(1) + 1) as f64;
            r /= d.max(1);
        }
    }
    let d = args[1].dims();
    Ok(outs
        .into_iter()
        .map(|o| Value::from_f64s(d.clone(), o))
        .collect())
}

/// `histc(x, edges)`: counts of `edges(k) <= x < edges(k+1)`, the last bin counting `x == edges(end)`.
fn histc(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args[0].is_complex() {
        return Err(MatError::msg(
            "histc: X argument must be real-valued, not complex",
        ));
    }
    let x = real_view(&args[0]).ok_or_else(|| wrong_type("histc", &args[0]))?;
    if args[1].numel() == 0 {
        ctx.warn("", "histc: empty EDGES specified\n");
        return Ok(vec![Value::empty(); nargout.max(1)]);
    }
    if args[1].is_complex() {
        return Err(MatError::msg(
            "histc: EDGES must be real-valued, not complex",
        ));
    }
    let mut e = args[1].to_f64_vec()?;
    if e.windows(2).any(|w| w[0] > w[1]) {
        ctx.warn("", "histc: edge values not sorted on input");
        e.sort_by(f64::total_cmp);
    }
    let ne = e.len();
    let dims = x.dims.clone();
    let dim = match args.get(2) {
        Some(d) => match d.scalar_f64() {
            Some(k) if k == k.trunc() && k >= 1.0 && k as usize <= dims.ndims() => k as usize - 1,
            _ => {
                return Err(MatError::msg(
                    "histc: DIM must be an integer and a valid dimension",
                ))
            }
        },
        None => default_dim(&dims),
    };
    let od = with_dim(&dims, dim, ne);
    let (before, len, after) = split_at_dim(&dims, dim);
    let mut out = vec![0.0; od.numel()];
    for a in 0..after {
        for b in 0..before {
            for k in 0..len {
                let v = x.data[a * before * len + b + k * before];
                let bin = if v == e[ne - 1] {
                    Some(ne - 1)
                } else {
                    let p = e.partition_point(|&t| t <= v);
                    if p == 0 || p == ne {
                        None
                    } else {
                        Some(p - 1)
                    }
                };
                if let Some(bin) = bin {
                    out[a * before * ne + b + bin * before] += 1.0;
                }
            }
        }
    }
    one(Value::from_f64s(od, out))
}

fn sortrows(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let v = &args[0];
    let d = v.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("sortrows: needs a 2-D matrix"));
    }
    let (r, c) = (d.rows(), d.cols());
    // MATLAB's direction, last: sortrows(A, 'descend'), sortrows(A, C, 'ascend')
    // (Octave 7.3 refuses it; matc follows MATLAB).
    let mut args = args;
    let mut descending = false;
    if args.len() > 1 {
        match args[args.len() - 1]
            .as_string()
            .map(|s| s.to_lowercase())
            .as_deref()
        {
            Some("ascend") => args = &args[..args.len() - 1],
            Some("descend") => {
                descending = true;
                args = &args[..args.len() - 1];
            }
            _ => {}
        }
    }
    let cols: Vec<(usize, bool)> = match args.get(1) {
        Some(a) => {
            let ad = a.dims();
            let is_vector = ad.ndims() == 2 && (ad.rows() == 1 || ad.cols() == 1) && a.numel() > 0;
            if !a.class().is_numeric() || !is_vector {
                return Err(MatError::msg("sortrows: C must be a numeric vector"));
            }
            let spec = a.to_f64_vec()?;
            if spec.iter().any(|&k| k == 0.0 || k.abs() > c as f64) {
                return Err(MatError::msg(
                    "sortrows: all elements of C must be in the range [1, columns (A)]",
                ));
            }
            spec.iter()
                .map(|&k| ((k.abs() as usize).saturating_sub(1), k < 0.0))
                .collect()
        }
        None => (0..c).map(|j| (j, false)).collect(),
    };
    let cols: Vec<(usize, bool)> = cols
        .into_iter()
        .map(|(j, desc)| (j, desc != descending))
        .collect();
    let keys = sortrows_keys(v, r, &cols)?;
    let mut p: Vec<usize> = (0..r).collect();
    p.sort_by(|&a, &b| {
        for (key, &(_, desc)) in keys.iter().zip(&cols) {
            let o = match key {
                SortKey::Num(x) => x[a].partial_cmp(&x[b]).unwrap_or(Ordering::Equal),
                SortKey::Text(x) => x[a].cmp(&x[b]),
            };
            let o = if desc { o.reverse() } else { o };
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    });
    let lin: Vec<usize> = (0..c)
        .flat_map(|j| p.iter().map(move |&i| i + j * r))
        .collect();
    let mut out = vec![gather("sortrows", v, &lin, d.clone())?];
    if nargout > 1 {
        out.push(Value::col_f64(p.iter().map(|&i| (i + 1) as f64).collect()));
    }
    Ok(out)
}

/// One sort key column of sortrows: numbers, or the strings of a cellstr column.
enum SortKey {
    Num(Vec<f64>),
    Text(Vec<Vec<u8>>),
}

/// The key columns `cols` of `v`; a cell column is either all strings or
/// all numeric scalars (which sortrows.m turns into a matrix with cell2mat).
fn sortrows_keys(v: &Value, r: usize, cols: &[(usize, bool)]) -> Result<Vec<SortKey>, MatError> {
    let Value::Cell(t) = v else {
        let data = v.to_f64_vec()?;
        return Ok(cols
            .iter()
            .map(|&(j, _)| SortKey::Num(data[j * r..(j + 1) * r].to_vec()))
            .collect());
    };
    cols.iter()
        .map(|&(j, _)| {
            let column = &t.data[j * r..(j + 1) * r];
            if column.iter().all(|e| matches!(e, Value::Char(_))) {
                return Ok(SortKey::Text(
                    column
                        .iter()
                        .map(|e| e.as_string().unwrap_or_default().into_bytes())
                        .collect(),
                ));
            }
            column
                .iter()
                .map(|e| match e.scalar_f64() {
                    Some(x) if e.class().is_numeric() || matches!(e, Value::Bool(_)) => Ok(x),
                    _ => Err(MatError::msg(
                        "sort: only cell arrays of character strings may be sorted",
                    )),
                })
                .collect::<Result<Vec<f64>, _>>()
                .map(SortKey::Num)
        })
        .collect()
}

/// rot90's element permutation for one page of `r`x`c`, giving the new shape.
struct Rot90 {
    k: i64,
}

impl TensorOp for Rot90 {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        let d = t.dims.as_slice();
        let (r, c) = (d[0], d[1]);
        let pages: usize = d[2..].iter().product();
        let mut nd = d.to_vec();
        if self.k % 2 == 1 {
            nd.swap(0, 1);
        }
        let (nr, nc) = (nd[0], nd[1]);
        let mut out = Vec::with_capacity(t.data.len());
        for p in 0..pages {
            let base = p * r * c;
            for j in 0..nc {
                for i in 0..nr {
                    // Source (row, column) of result element (i, j).
                    let (si, sj) = match self.k {
                        1 => (j, c - 1 - i),
                        2 => (r - 1 - i, c - 1 - j),
                        3 => (r - 1 - j, i),
                        _ => (i, j),
                    };
                    out.push(t.data[base + si + sj * r].clone());
                }
            }
        }
        Ok(Tensor::new(Dims::new(&nd), out))
    }
}

/// `rot90(A, K)`: A rotated K*90 degrees counterclockwise (per page).
fn rot90(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let k = match args.get(1) {
        None => 1.0,
        Some(v) => match v.scalar_f64() {
            Some(k) if k == k.trunc() && !v.is_complex() => k,
            _ => return Err(MatError::msg("rot90: K must be a single real integer")),
        },
    };
    let k = (k.rem_euclid(4.0)) as i64;
    if k == 0 {
        return one(args[0].clone());
    }
    one(apply_op("rot90", &args[0], &Rot90 { k })?)
}

/// `flipdim`: Octave 7's legacy name of `flip`.
fn flipdim(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    super::legacy(ctx, "flipdim", "flip", args, nargout)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, args: &[Value], nargout: usize) -> Vec<Value> {
        let mut ctx = Ctx::new();
        f(&mut ctx, args, nargout).unwrap()
    }
    fn row(v: &[f64]) -> Value {
        Value::row_f64(v.to_vec())
    }
    fn col(v: &[f64]) -> Value {
        Value::col_f64(v.to_vec())
    }
    const NAN: f64 = f64::NAN;

    // Expected values: crates/runtime/tests/octave/search.m.
    #[test]
    fn sort_like_octave() {
        let r = call(
            sort,
            &[row(&[1.0, 2.0, 1.0, 2.0]), Value::str("descend")],
            2,
        );
        assert_eq!(r[1], row(&[2.0, 4.0, 1.0, 3.0]));
        let r = call(sort, &[row(&[3.0, NAN, 1.0, NAN, 2.0])], 2);
        assert_eq!(r[1], row(&[3.0, 5.0, 1.0, 2.0, 4.0]));
        let r = call(
            sort,
            &[row(&[3.0, NAN, 1.0, NAN, 2.0]), Value::str("descend")],
            2,
        );
        assert_eq!(r[1], row(&[2.0, 4.0, 1.0, 5.0, 3.0]));
        assert_eq!(
            call(sort, &[Value::str("hello")], 1)[0],
            Value::str("ehllo")
        );
    }

    #[test]
    fn unique_like_octave() {
        let r = call(unique, &[row(&[3.0, 1.0, 3.0, 2.0, 1.0])], 3);
        assert_eq!(r[0], row(&[1.0, 2.0, 3.0]));
        assert_eq!(r[1], col(&[2.0, 4.0, 1.0]));
        assert_eq!(r[2], col(&[3.0, 1.0, 3.0, 2.0, 1.0]));
        let r = call(
            unique,
            &[row(&[3.0, 1.0, 3.0, 2.0, 1.0]), Value::str("stable")],
            2,
        );
        assert_eq!(r[0], row(&[3.0, 1.0, 2.0]));
        assert_eq!(r[1], col(&[1.0, 2.0, 4.0]));
        let m = Value::from_f64s(Dims::rc(2, 2), vec![3.0, 3.0, 1.0, 2.0]);
        let r = call(unique, &[m], 2);
        assert_eq!(r[0], col(&[1.0, 2.0, 3.0]));
        assert_eq!(r[1], col(&[3.0, 4.0, 1.0]));
    }

    #[test]
    fn ismember_reports_last_index() {
        let r = call(
            ismember,
            &[row(&[1.0, 5.0, 2.0]), row(&[2.0, 1.0, 1.0, 7.0])],
            2,
        );
        assert_eq!(r[1], row(&[3.0, 0.0, 1.0]));
        let cs = |v: &[&str]| Value::cell_row(v.iter().map(|s| Value::str(s)).collect());
        let r = call(ismember, &[cs(&["a", "q"]), cs(&["q", "a", "a"])], 2);
        assert_eq!(r[1], row(&[3.0, 1.0]));
    }

    #[test]
    fn find_shapes() {
        assert_eq!(
            call(find, &[row(&[0.0, 1.0, 0.0, 1.0])], 1)[0],
            row(&[2.0, 4.0])
        );
        assert_eq!(
            call(find, &[row(&[0.0, 0.0, 0.0])], 1)[0].dims(),
            Dims::rc(1, 0)
        );
        assert_eq!(
            call(find, &[col(&[0.0, 0.0, 0.0])], 1)[0].dims(),
            Dims::rc(0, 1)
        );
        assert_eq!(call(find, &[Value::empty()], 1)[0].dims(), Dims::rc(0, 0));
        let m = Value::from_f64s(Dims::rc(2, 2), vec![0.0, 7.0, 5.0, 0.0]);
        let r = call(find, &[m], 3);
        assert_eq!(r[0], col(&[2.0, 1.0]));
        assert_eq!(r[1], col(&[1.0, 2.0]));
        assert_eq!(r[2], col(&[7.0, 5.0]));
        let r = call(
            find,
            &[row(&[1.0; 4]), Value::Num(2.0), Value::str("last")],
            1,
        );
        assert_eq!(r[0], row(&[3.0, 4.0]));
    }

    #[test]
    fn circshift_like_octave() {
        assert_eq!(
            call(circshift, &[row(&[1.0, 2.0, 3.0, 4.0]), Value::Num(1.0)], 1)[0],
            row(&[4.0, 1.0, 2.0, 3.0])
        );
        let m = Value::from_f64s(Dims::rc(3, 2), vec![1.0, 3.0, 5.0, 2.0, 4.0, 6.0]);
        let r = call(circshift, &[m, Value::Num(-1.0)], 1);
        assert_eq!(
            r[0].to_f64_vec().unwrap(),
            vec![3.0, 5.0, 1.0, 4.0, 6.0, 2.0]
        );
        let m = Value::from_f64s(Dims::rc(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
        let r = call(circshift, &[m, Value::Num(1.0), Value::Num(2.0)], 1);
        assert_eq!(
            r[0].to_f64_vec().unwrap(),
            vec![3.0, 6.0, 1.0, 4.0, 2.0, 5.0]
        );
    }
}
