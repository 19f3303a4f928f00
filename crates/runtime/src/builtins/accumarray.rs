//! `accumarray`'s subscripts and its default sum (the interpreter's `accumarray` calls user functions itself).

use crate::error::MatError;
use crate::value::{Dims, Value};

/// The subscripts of `accumarray (SUBS, VALS, SZ)` as 0-based linear
/// indices into the result, and the result's extents, as Octave's
/// accumarray.m reads them: each column of a numeric SUBS (or each vector of
/// a cell SUBS) subscripts one dimension; one column is a linear index.
pub fn accumarray_index(
    subs: &Value,
    nvals: usize,
    sz: Option<&Value>,
) -> Result<(Vec<usize>, Vec<usize>), MatError> {
    let mismatch = || MatError::msg("accumarray: dimension mismatch");
    let columns: Vec<Vec<f64>> = match subs {
        Value::Cell(c) => c
            .data
            .iter()
            .map(|v| v.to_f64_vec())
            .collect::<Result<_, _>>()?,
        _ => {
            let d = subs.dims();
            let all = subs.to_f64_vec()?;
            let r = d.rows();
            let k = if d.ndims() == 2 {
                d.cols()
            } else {
                all.len() / r.max(1)
            };
            (0..k).map(|j| all[j * r..(j + 1) * r].to_vec()).collect()
        }
    };
    let n = columns.first().map_or(0, Vec::len);
    if columns.iter().any(|c| c.len() != n) || (nvals > 1 && nvals != n) {
        return Err(mismatch());
    }
    if columns.iter().flatten().any(|&s| s < 1.0 || s != s.floor()) {
        return Err(MatError::msg(
            "accumarray: indices must be positive integers",
        ));
    }
    let want: Option<Vec<usize>> = match sz.filter(|v| !v.is_empty()) {
        Some(v) => Some(
            v.to_f64_vec()?
                .iter()
                .map(|&x| x.max(0.0) as usize)
                .collect(),
        ),
        None => None,
    };
    let extent = |c: &Vec<f64>| c.iter().fold(0.0f64, |m, &x| m.max(x)) as usize;
    if columns.len() <= 1 {
        let lin: Vec<usize> = columns
            .first()
            .map(|c| c.iter().map(|&x| x as usize - 1).collect())
            .unwrap_or_default();
        let size = match want {
            Some(w) if w.len() < 2 => {
                return Err(MatError::msg("accumarray: needs at least 2 dimensions"))
            }
            Some(w) => w,
            None => vec![columns.first().map_or(0, extent), 1],
        };
        let total: usize = size.iter().product();
        if lin.iter().any(|&i| i >= total) {
            return Err(MatError::msg("accumarray: dimensions mismatch"));
        }
        return Ok((lin, size));
    }
    let size = match want {
        Some(w) if w.len() != columns.len() => {
            return Err(MatError::msg("accumarray: dimensions mismatch"))
        }
        Some(w) => w,
        None => columns.iter().map(extent).collect(),
    };
    if columns.iter().zip(&size).any(|(c, &m)| extent(c) > m) {
        return Err(MatError::msg("sub2ind: index out of range"));
    }
    // The strides below stay within usize only for a size that fits.
    MatError::check_size(&size)?;
    let lin = (0..n)
        .map(|i| {
            let mut stride = 1;
            let mut off = 0;
            for (c, &m) in columns.iter().zip(&size) {
                off += (c[i] as usize - 1) * stride;
                stride *= m;
            }
            off
        })
        .collect();
    Ok((lin, size))
}

/// `accumarray` with the default function: the sum of the values that
/// share each index (`lin` from `accumarray_index`), FILL where none does.
pub fn accumarray_sum(
    lin: &[usize],
    vals: &Value,
    size: &[usize],
    fill: f64,
) -> Result<Value, MatError> {
    let vals = vals.to_f64_vec()?;
    let od = Dims::new(size);
    MatError::check_size(size)?;
    let mut out = vec![0.0; od.numel()];
    let mut hit = vec![false; od.numel()];
    for (i, &k) in lin.iter().enumerate() {
        out[k] += if vals.len() == 1 { vals[0] } else { vals[i] };
        hit[k] = true;
    }
    if fill != 0.0 {
        for (x, h) in out.iter_mut().zip(&hit) {
            if !h {
                *x = fill;
            }
        }
    }
    Ok(Value::from_f64s(od, out))
}

/// `accumarray (SUBS, VALS)` with the default sum, for a column of
/// subscripts and double values (or one), in two passes over the
/// subscripts and no copy of them: the same additions in the same order as
/// `accumarray_sum`. `None` where the general path must decide (a
/// subscript that is not a whole number in 1..2^52, a size given, other
/// classes, no subscripts).
// `&` of the compares, not `contains`' `&&`: the check loop stays branch-free.
#[allow(clippy::manual_range_contains)]
pub fn accumarray_sum_column(subs: &Value, vals: &Value) -> Option<Value> {
    let Value::Double(t) = subs else {
        return None;
    };
    let s = &t.data[..];
    let n = s.len();
    if t.dims.ndims() != 2 || t.dims.cols() != 1 || n == 0 {
        return None;
    }
    let v: &[f64] = match vals {
        Value::Num(x) => std::slice::from_ref(x),
        Value::Double(d) if d.data.len() == n => &d.data,
        _ => return None,
    };
    // Whole numbers from 1 below 2^52 (`as i64` truncates them exactly).
    // Below 2^52, `x + 2^52` rounds `x` to a whole number and taking 2^52
    // back is exact, so `x` is whole when that gives `x` back; a NaN fails
    // the range. Comparisons and additions only, in eight lanes, so the
    // loop vectorizes: one running maximum was a chain of `maxsd`s, half
    // the builtin's time. With every `x` a number, `>` picks `max`'s
    // maximum.
    const TWO52: f64 = 4503599627370496.0;
    const LANES: usize = 8;
    let mut good = [true; LANES];
    let mut top = [0.0f64; LANES];
    let lanes = s.chunks_exact(LANES);
    let rest = lanes.remainder();
    for c in lanes {
        for j in 0..LANES {
            let x = c[j];
            good[j] &= (x >= 1.0) & (x < TWO52) & ((x + TWO52) - TWO52 == x);
            top[j] = if x > top[j] { x } else { top[j] };
        }
    }
    for (j, &x) in rest.iter().enumerate() {
        good[j] &= (x >= 1.0) & (x < TWO52) & ((x + TWO52) - TWO52 == x);
        top[j] = if x > top[j] { x } else { top[j] };
    }
    let ok = good.iter().all(|&g| g);
    let hi = top.iter().fold(0.0f64, |m, &x| if x > m { x } else { m });
    if !ok {
        return None;
    }
    let size = [hi as usize, 1];
    MatError::check_size(&size).ok()?;
    let mut out = Vec::new();
    crate::alloc::reserve(&mut out, size[0]).ok()?;
    out.resize(size[0], 0.0);
    // SAFETY (both loops): every `x` is whole in 1..=hi, and `out` holds
    // `hi` elements.
    if v.len() == 1 {
        for &x in s {
            unsafe { *out.get_unchecked_mut(x.to_int_unchecked::<i64>() as usize - 1) += v[0] };
        }
    } else {
        for (&x, &y) in s.iter().zip(v) {
            unsafe { *out.get_unchecked_mut(x.to_int_unchecked::<i64>() as usize - 1) += y };
        }
    }
    Some(Value::from_f64s(Dims::new(&size), out))
}
