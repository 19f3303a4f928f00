//! Indexing, assignment and deletion with sparse operands: on the
//! compressed columns where that is written (indexing, element and block
//! assignment, row and column deletion), otherwise on full arrays, a sparse
//! array staying sparse.

use crate::error::MatError;
use crate::index::{linear_dims, mask_dims, resolve, Idx};
use crate::value::sparse::{full, sparsify, Columns, SpData, SparseMatrix};
use crate::value::{Dims, Value};

fn is_sparse(v: &Value) -> bool {
    matches!(v, Value::Sparse(_))
}

/// `v(subs...)` of a sparse `v` (sparse, even a single element) or with
/// sparse subscripts (a logical mask used by its stored elements).
pub fn index(v: &Value, subs: &[Value]) -> Result<Value, MatError> {
    if let Value::Sparse(s) = v {
        if let Some(r) = take(s, subs)? {
            return Ok(real_if_no_imaginary(r).into_value());
        }
    }
    let subs = subscripts_as_full(subs)?;
    let r = crate::index::index(&full(v)?, &subs)?;
    Ok(if is_sparse(v) { sparsify(r) } else { r })
}

/// Complex elements taken out with no imaginary part left are real, as
/// Octave narrows the result of indexing.
fn real_if_no_imaginary(mut m: SparseMatrix) -> SparseMatrix {
    if let SpData::Complex(z) = &m.data {
        if z.iter().all(|c| c.im == 0.0) {
            m.data = SpData::Real(z.iter().map(|c| c.re).collect());
        }
    }
    m
}

/// `v(subs...) = rhs` where `v`, `rhs` or a subscript is sparse: a sparse
/// `v` stays sparse, a full one stays full.
pub fn assign(v: &mut Value, subs: &[Value], rhs: &Value) -> Result<(), MatError> {
    if put(v, subs, rhs)? {
        return Ok(());
    }
    let was_sparse = is_sparse(v);
    let mut f = full(v)?;
    crate::index::assign(&mut f, &subscripts_as_full(subs)?, &full(rhs)?)?;
    *v = if was_sparse { sparsify(f) } else { f };
    Ok(())
}

/// `v(subs) = []` of a sparse `v`.
pub fn delete(v: &mut Value, subs: &[Value]) -> Result<(), MatError> {
    if let Value::Sparse(s) = v {
        if let Some(r) = delete_lines(s, subs)? {
            *v = r.into_value();
            return Ok(());
        }
    }
    let mut f = full(v)?;
    crate::index::delete(&mut f, &subscripts_as_full(subs)?)?;
    *v = sparsify(f);
    Ok(())
}

/// Subscripts for the full-array paths: a sparse logical mask becomes its
/// positions (a full mask of a large matrix would not fit), other sparse
/// subscripts their full arrays.
fn subscripts_as_full(subs: &[Value]) -> Result<Vec<Value>, MatError> {
    subs.iter()
        .map(|v| match v {
            Value::Sparse(m) if matches!(m.data, SpData::Bool(_)) => {
                let pos: Vec<f64> = mask_positions(m).iter().map(|&p| p as f64 + 1.0).collect();
                let dims = mask_dims(&m.dims(), pos.len());
                Ok(Value::from_f64s(dims, pos))
            }
            _ => full(v),
        })
        .collect()
}

/// The linear positions (0-based, increasing) of a sparse mask's true elements.
fn mask_positions(m: &SparseMatrix) -> Vec<usize> {
    let SpData::Bool(b) = &m.data else {
        unreachable!("a sparse mask is logical")
    };
    m.entries()
        .filter(|&(_, _, k)| b[k])
        .map(|(r, c, _)| r + c * m.rows)
        .collect()
}

/// Subscript `k` of `n`, resolved (a sparse mask by its stored elements).
fn subscript(v: &Value, k: usize, n: usize) -> Result<Idx, MatError> {
    match v {
        Value::Sparse(m) if matches!(m.data, SpData::Bool(_)) => {
            let pos = mask_positions(m);
            let dims = mask_dims(&m.dims(), pos.len());
            Ok(Idx::List { pos, dims })
        }
        Value::Sparse(m) => resolve(&m.to_full()?, k, n),
        _ => resolve(v, k, n),
    }
}

/// Octave's error for an index past `ext` in subscript `k` of `n`.
fn check_bounds(idx: &Idx, k: usize, n: usize, ext: usize, dims: &Dims) -> Result<(), MatError> {
    if let Idx::List { pos, .. } = idx {
        if let Some(&bad) = pos.iter().max().filter(|&&p| p >= ext) {
            return Err(MatError::index_out_of_bound(bad + 1, k, n, ext, dims));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- indexing

/// Each of one or two subscripts resolved against its position among them.
fn subscripts(subs: &[Value]) -> Result<Vec<Idx>, MatError> {
    let n = subs.len();
    subs.iter()
        .enumerate()
        .map(|(k, x)| subscript(x, k, n))
        .collect()
}

/// `s(subs...)` read from the compressed columns; `None` for more than two
/// subscripts or a result of more than two dimensions.
fn take(s: &SparseMatrix, subs: &[Value]) -> Result<Option<SparseMatrix>, MatError> {
    let n = subs.len();
    if n == 0 || n > 2 {
        return Ok(None);
    }
    let idx = subscripts(subs)?;
    let dims = s.dims();
    if n == 1 {
        return take_linear(s, &idx[0], &dims);
    }
    check_bounds(&idx[0], 0, 2, s.rows, &dims)?;
    check_bounds(&idx[1], 1, 2, s.cols, &dims)?;
    Ok(Some(take_block(s, &idx[0], &idx[1])))
}

/// `s(k)`: each position found by a binary search in its column.
fn take_linear(s: &SparseMatrix, idx: &Idx, dims: &Dims) -> Result<Option<SparseMatrix>, MatError> {
    let numel = s.rows * s.cols;
    let Idx::List { pos, dims: idims } = idx else {
        // `s(:)`: one column, the stored elements where they are.
        return Ok(Some(SparseMatrix {
            rows: numel,
            cols: 1,
            col_ptr: vec![0, s.nnz()],
            row_idx: s.entries().map(|(r, c, _)| r + c * s.rows).collect(),
            data: s.data.clone(),
            capacity: s.nnz(),
        }));
    };
    check_bounds(idx, 0, 1, numel, dims)?;
    let rd = linear_dims(dims, idims, pos.len());
    if rd.ndims() > 2 {
        return Ok(None);
    }
    let (m, n) = (rd.rows(), rd.cols());
    let mut out = Columns::new(&s.data, n);
    for oc in 0..n {
        for (orow, &p) in pos[oc * m..(oc + 1) * m].iter().enumerate() {
            if let Ok(k) = s.locate(p % s.rows, p / s.rows) {
                out.push(orow, &s.data, k);
            }
        }
        out.end_column();
    }
    Ok(Some(out.finish(m, n)))
}

/// `s(I, J)`, bounds already checked. A few rows are found by binary
/// searches in each column; many by a map from a row to the result rows
/// that select it, built once.
fn take_block(s: &SparseMatrix, ri: &Idx, ci: &Idx) -> SparseMatrix {
    let (m, n) = (ri.len(s.rows), ci.len(s.cols));
    let col = |jj: usize| {
        let c = ci.get(jj);
        s.col_ptr[c]..s.col_ptr[c + 1]
    };
    let mut out = Columns::new(&s.data, n);
    let Idx::List { pos, .. } = ri else {
        for jj in 0..n {
            for k in col(jj) {
                out.push(s.row_idx[k], &s.data, k);
            }
            out.end_column();
        }
        return out.finish(m, n);
    };
    let selected: usize = (0..n).map(|jj| col(jj).len()).sum();
    let depth = (s.nnz() / s.cols.max(1) + 1).ilog2() as usize + 1;
    let search_cost = m.saturating_mul(n).saturating_mul(depth);
    if search_cost <= s.rows + m + selected {
        for jj in 0..n {
            let c = ci.get(jj);
            for (ii, &r) in pos.iter().enumerate() {
                if let Ok(k) = s.locate(r, c) {
                    out.push(ii, &s.data, k);
                }
            }
            out.end_column();
        }
        return out.finish(m, n);
    }
    // The result rows selecting each row, as linked lists in increasing order.
    let mut head = vec![usize::MAX; s.rows];
    let mut next = vec![usize::MAX; m];
    for (ii, &r) in pos.iter().enumerate().rev() {
        next[ii] = head[r];
        head[r] = ii;
    }
    let increasing = pos.windows(2).all(|w| w[0] <= w[1]);
    let mut hits: Vec<(usize, usize)> = Vec::new();
    for jj in 0..n {
        hits.clear();
        for k in col(jj) {
            let mut ii = head[s.row_idx[k]];
            while ii != usize::MAX {
                hits.push((ii, k));
                ii = next[ii];
            }
        }
        if !increasing {
            hits.sort_unstable();
        }
        for &(ii, k) in &hits {
            out.push(ii, &s.data, k);
        }
        out.end_column();
    }
    out.finish(m, n)
}

// -------------------------------------------------------------- assignment

/// The real elements of a right-hand side, by linear position.
enum Source<'a> {
    Scalar(f64),
    Dense(&'a [f64]),
    Mask(&'a [bool]),
    Sparse(&'a SparseMatrix),
}

impl Source<'_> {
    /// The source of a real double or logical `rhs`; `None` for any other.
    fn of(rhs: &Value) -> Option<Source<'_>> {
        Some(match rhs {
            Value::Num(x) => Source::Scalar(*x),
            Value::Bool(b) => Source::Scalar(*b as u8 as f64),
            Value::Double(t) if t.data.len() == 1 => Source::Scalar(t.data[0]),
            Value::Double(t) => Source::Dense(&t.data),
            Value::Logical(t) => Source::Mask(&t.data),
            Value::Sparse(s) if !s.is_complex() => Source::Sparse(s),
            _ => return None,
        })
    }

    fn get(&self, q: usize) -> f64 {
        match self {
            Source::Scalar(x) => *x,
            Source::Dense(d) => d[q],
            Source::Mask(b) => b[q] as u8 as f64,
            Source::Sparse(s) => match s.locate(q % s.rows, q / s.rows) {
                Ok(k) => match &s.data {
                    SpData::Real(v) => v[k],
                    SpData::Bool(v) => v[k] as u8 as f64,
                    SpData::Complex(_) => unreachable!("a real source"),
                },
                Err(_) => 0.0,
            },
        }
    }
}

/// `v(subs...) = rhs` on the compressed columns of a real sparse `v` with a
/// real or logical `rhs`; false where this does not apply (growth by a
/// linear index, shapes that need Octave's error, other classes), left to
/// the full path.
fn put(v: &mut Value, subs: &[Value], rhs: &Value) -> Result<bool, MatError> {
    let Value::Sparse(rc) = v else {
        return Ok(false);
    };
    let Some(src) = Source::of(rhs) else {
        return Ok(false);
    };
    let n = subs.len();
    if !matches!(rc.data, SpData::Real(_)) || n == 0 || n > 2 {
        return Ok(false);
    }
    let idx = subscripts(subs)?;
    let (rows, cols) = (rc.rows, rc.cols);
    let rhs_numel = rhs.numel();
    let Some(updates) = (match &idx[..] {
        [Idx::List { pos, .. }] if pos.iter().all(|&p| p < rows * cols) => {
            let scalar = matches!(src, Source::Scalar(_));
            if !scalar && rhs_numel != pos.len() {
                return Ok(false);
            }
            let mut u: Vec<(usize, usize, usize)> = pos
                .iter()
                .enumerate()
                .map(|(t, &p)| (p / rows, p % rows, t))
                .collect();
            u.sort_by_key(|&(c, r, _)| (c, r));
            Some(u)
        }
        [ri, ci] => {
            if (matches!(ri, Idx::Colon) && rows == 0) || (matches!(ci, Idx::Colon) && cols == 0) {
                return Ok(false);
            }
            let (m, nc) = (ri.len(rows), ci.len(cols));
            let rd = rhs.dims();
            let fits = rd.ndims() == 2
                && ((rd.rows() == m && rd.cols() == nc)
                    || ((m == 1 || nc == 1)
                        && rd.numel() == m * nc
                        && rd.nd_vector_dim().is_some()));
            if m * nc == 0 || (rhs_numel != 1 && !fits) {
                return Ok(false);
            }
            let grow_rows = rows.max(max_plus_one(ri));
            let grow_cols = cols.max(max_plus_one(ci));
            let s = std::rc::Rc::make_mut(rc);
            s.rows = grow_rows;
            s.col_ptr.resize(grow_cols + 1, s.nnz());
            s.cols = grow_cols;
            if m == 1 && nc == 1 {
                set_one(s, ri.get(0), ci.get(0), src.get(0));
            } else {
                *s = assign_block(s, ri, ci, &src, rhs_numel == 1);
            }
            None
        }
        _ => return Ok(false),
    }) else {
        return Ok(true);
    };
    let s = std::rc::Rc::make_mut(rc);
    let scalar = rhs_numel == 1;
    match updates[..] {
        [(c, r, t)] => set_one(s, r, c, src.get(if scalar { 0 } else { t })),
        _ => *s = assign_linear(s, &updates, &src, scalar),
    }
    Ok(true)
}

fn max_plus_one(idx: &Idx) -> usize {
    match idx {
        Idx::Colon => 0,
        Idx::List { pos, .. } => pos.iter().map(|&p| p + 1).max().unwrap_or(0),
    }
}

/// `s(r, c) = x` in place: the element is replaced, inserted into its
/// column or removed (a zero is not stored). The storage `nzmax` reports is
/// kept, as Octave keeps it.
fn set_one(s: &mut SparseMatrix, r: usize, c: usize, x: f64) {
    let at = s.locate(r, c);
    let SpData::Real(d) = &mut s.data else {
        unreachable!("a real sparse matrix")
    };
    match at {
        Ok(k) if x != 0.0 => d[k] = x,
        Ok(k) => {
            // Octave gives back the storage of a removed element.
            d.remove(k);
            s.row_idx.remove(k);
            s.col_ptr[c + 1..].iter_mut().for_each(|p| *p -= 1);
            s.capacity = s.nnz();
        }
        Err(k) if x != 0.0 => {
            d.insert(k, x);
            s.row_idx.insert(k, r);
            s.col_ptr[c + 1..].iter_mut().for_each(|p| *p += 1);
            s.capacity = s.capacity.max(s.nnz());
        }
        Err(_) => {}
    }
}

/// One column of `s` with the rows of `new` (increasing, each once)
/// replaced by their values.
fn merge_column(
    out: &mut Columns,
    s: &SparseMatrix,
    c: usize,
    new: impl Iterator<Item = (usize, f64)>,
) {
    let SpData::Real(d) = &s.data else {
        unreachable!("a real sparse matrix")
    };
    let (mut k, end) = (s.col_ptr[c], s.col_ptr[c + 1]);
    for (r, x) in new {
        while k < end && s.row_idx[k] < r {
            out.push_real(s.row_idx[k], d[k]);
            k += 1;
        }
        if k < end && s.row_idx[k] == r {
            k += 1;
        }
        out.push_real(r, x);
    }
    for (&r, &x) in s.row_idx[k..end].iter().zip(&d[k..end]) {
        out.push_real(r, x);
    }
    out.end_column();
}

/// `s(I, J) = src` (`s` already grown to hold it): every column of `J` is
/// merged with the rows of `I`, the last of repeated subscripts winning.
fn assign_block(s: &SparseMatrix, ri: &Idx, ci: &Idx, src: &Source, scalar: bool) -> SparseMatrix {
    let m = ri.len(s.rows);
    let mut targets: Vec<(usize, usize)> = (0..m).map(|ii| (ri.get(ii), ii)).collect();
    targets.sort_by_key(|&(r, _)| r);
    let targets: Vec<(usize, usize)> = last_of_each(targets, |&(r, _)| r);
    let mut from = vec![usize::MAX; s.cols];
    for jj in 0..ci.len(s.cols) {
        from[ci.get(jj)] = jj;
    }
    let mut out = Columns::new(&s.data, s.cols);
    for (c, &jj) in from.iter().enumerate() {
        if jj == usize::MAX {
            merge_column(&mut out, s, c, std::iter::empty());
        } else {
            let value = |ii: usize| src.get(if scalar { 0 } else { ii + jj * m });
            merge_column(
                &mut out,
                s,
                c,
                targets.iter().map(|&(r, ii)| (r, value(ii))),
            );
        }
    }
    out.finish(s.rows, s.cols)
}

/// `s(k) = src` for in-bound positions, as `(col, row, rhs position)`
/// sorted by column and row.
fn assign_linear(
    s: &SparseMatrix,
    updates: &[(usize, usize, usize)],
    src: &Source,
    scalar: bool,
) -> SparseMatrix {
    let updates = last_of_each(updates.to_vec(), |&(c, r, _)| (c, r));
    let mut out = Columns::new(&s.data, s.cols);
    let mut u = 0;
    for c in 0..s.cols {
        let start = u;
        while u < updates.len() && updates[u].0 == c {
            u += 1;
        }
        let new = updates[start..u]
            .iter()
            .map(|&(_, r, t)| (r, src.get(if scalar { 0 } else { t })));
        merge_column(&mut out, s, c, new);
    }
    out.finish(s.rows, s.cols)
}

/// The last of each run of equal keys in a sorted (stably) list.
fn last_of_each<T, K: PartialEq>(items: Vec<T>, key: impl Fn(&T) -> K) -> Vec<T> {
    let mut out: Vec<T> = Vec::with_capacity(items.len());
    for x in items {
        if out.last().is_some_and(|l| key(l) == key(&x)) {
            out.pop();
        }
        out.push(x);
    }
    out
}

/// `s(:, J) = []` and `s(I, :) = []` on the compressed columns; `None` for
/// the other deletions (left to the full path).
fn delete_lines(s: &SparseMatrix, subs: &[Value]) -> Result<Option<SparseMatrix>, MatError> {
    if subs.len() != 2 {
        return Ok(None);
    }
    let idx: Vec<Idx> = subs
        .iter()
        .enumerate()
        .map(|(k, v)| subscript(v, k, 2))
        .collect::<Result<_, _>>()?;
    let (along, pos) = match &idx[..] {
        [Idx::Colon, Idx::List { pos, .. }] => (1, pos),
        [Idx::List { pos, .. }, Idx::Colon] => (0, pos),
        _ => return Ok(None),
    };
    let ext = if along == 0 { s.rows } else { s.cols };
    if let Some(&bad) = pos.iter().max().filter(|&&p| p >= ext) {
        return Err(MatError::new(
            "Octave:index-out-of-bounds",
            format!(
                "A(..,I,..) = []: index out of bounds: value {} out of bound {ext}",
                bad + 1
            ),
        ));
    }
    let mut gone = vec![false; ext];
    pos.iter().for_each(|&p| gone[p] = true);
    let kept = gone.iter().filter(|&&g| !g).count();
    if along == 1 {
        let mut out = Columns::new(&s.data, kept);
        for c in (0..s.cols).filter(|&c| !gone[c]) {
            for k in s.col_ptr[c]..s.col_ptr[c + 1] {
                out.push(s.row_idx[k], &s.data, k);
            }
            out.end_column();
        }
        return Ok(Some(out.finish(s.rows, kept)));
    }
    let mut renumber = vec![usize::MAX; s.rows];
    let mut next = 0;
    for (r, &g) in gone.iter().enumerate() {
        if !g {
            renumber[r] = next;
            next += 1;
        }
    }
    let mut out = Columns::new(&s.data, s.cols);
    for c in 0..s.cols {
        for k in s.col_ptr[c]..s.col_ptr[c + 1] {
            let r = renumber[s.row_idx[k]];
            if r != usize::MAX {
                out.push(r, &s.data, k);
            }
        }
        out.end_column();
    }
    Ok(Some(out.finish(kept, s.cols)))
}
