//! Fill-reducing orderings of sparse matrices: `amd` (approximate minimum
//! degree of `S + S'`), `colamd` (of `S'*S`, then postordered by the
//! column elimination tree) and `symamd` (colamd of a matrix `M` with
//! `M'*M` patterned as `S`, then postordered by the elimination tree), by
//! faer's ports of SuiteSparse's AMD and COLAMD, the libraries Octave calls.

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::sparse::linalg::{amd as amd_order, colamd as colamd_order};
use faer::sparse::SymbolicSparseColMatRef;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::sparse::SparseMatrix;
use crate::value::Value;

use super::args::*;
use super::etree::{elimination_tree, one_based_row, postorder};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("amd", amd), ("colamd", colamd), ("symamd", symamd)];

/// The pattern of a sparse or full numeric matrix.
fn pattern(who: &str, v: &Value) -> Result<SparseMatrix, MatError> {
    if v.dims().ndims() > 2 {
        return Err(MatError::msg(format!("{who}: S must be a 2-D matrix")));
    }
    SparseMatrix::from_full(v)
        .filter(|_| v.class().is_numeric() || v.class() == crate::value::Class::Logical)
        .ok_or_else(|| MatError::msg(format!("{who}: S must be a numeric matrix")))
}

/// `p = amd (S, OPTS)`: OPTS.dense (10) and OPTS.aggressive (on).
fn amd(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = pattern("amd", &args[0])?;
    if s.rows != s.cols {
        return Err(MatError::msg("amd: S must be a square matrix"));
    }
    let mut control = amd_order::Control::default();
    if let Some(opts) = args.get(1) {
        let Value::Struct(o) = opts else {
            return Err(MatError::msg(
                "amd: OPTS argument must be a scalar structure",
            ));
        };
        if let Some(d) = o.field("dense") {
            control.dense = d
                .scalar_f64()
                .ok_or_else(|| MatError::msg("amd: OPTS.dense must be a scalar"))?;
        }
        if let Some(a) = o.field("aggressive") {
            let a = a
                .scalar_f64()
                .ok_or_else(|| MatError::msg("amd: OPTS.aggressive must be a scalar"))?;
            control.aggressive = a != 0.0;
        }
    }
    let n = s.rows;
    let (mut perm, mut inv) = (vec![0usize; n], vec![0usize; n]);
    let nnz = s.row_idx.len();
    let a = SymbolicSparseColMatRef::new_checked(n, n, &s.col_ptr, None, &s.row_idx);
    // The row indices of each column are sorted: ordered as given, ties
    // are broken as SuiteSparse breaks them for Octave.
    let mut mem = MemBuffer::new(amd_order::order_scratch::<usize>(n, nnz));
    amd_order::order(&mut perm, &mut inv, a, control, MemStack::new(&mut mem))
        .map_err(|e| MatError::msg(format!("amd: {e:?}")))?;
    Ok(vec![one_based_row(&perm)])
}

/// faer's dense thresholds are `max (16, knob * count)`: the knob that
/// gives SuiteSparse's `max (16, floor (KNOB * sqrt (count)))` (negative:
/// only full rows or columns are dense).
fn sqrt_knob(k: f64, count: usize) -> f64 {
    if k < 0.0 || count == 0 {
        k
    } else {
        ((k * (count as f64).sqrt()).floor() + 0.5) / count as f64
    }
}

/// COLAMD's column ordering of the `m`-row pattern (`col_ptr`, `row_idx`).
fn colamd_perm(
    who: &str,
    m: usize,
    col_ptr: &[usize],
    row_idx: &[usize],
    control: colamd_order::Control,
) -> Result<Vec<usize>, MatError> {
    let n = col_ptr.len() - 1;
    let (mut perm, mut inv) = (vec![0usize; n], vec![0usize; n]);
    let a = SymbolicSparseColMatRef::new_checked(m, n, col_ptr, None, row_idx);
    let mut mem = MemBuffer::new(colamd_order::order_scratch::<usize>(m, n, row_idx.len()));
    colamd_order::order(&mut perm, &mut inv, a, control, MemStack::new(&mut mem))
        .map_err(|e| MatError::msg(format!("{who}: {e:?}")))?;
    Ok(perm)
}

/// `p = symamd (S, KNOBS)`: COLAMD of the matrix `M` with a row for each
/// nonzero below the diagonal of `S` (its columns `i` and `j`, in column
/// order), so that `M'*M` has the pattern of `S` (its lower part, taken as
/// symmetric); rows and columns of `S` with more than `max (16, KNOBS(1) *
/// sqrt (n))` entries are ordered last; then postordered by the
/// elimination tree of `S(p, p)`. On a symmetric pattern the permutation
/// is Octave's; on an unsymmetric one it may differ.
fn symamd(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = pattern("symamd", &args[0])?;
    if s.rows != s.cols {
        return Err(MatError::msg("symamd: S must be a square matrix"));
    }
    let n = s.cols;
    let mut dense = 10.0;
    if let Some(k) = args.get(1) {
        if let Some(&d) = k.to_f64_vec()?.first() {
            dense = d;
        }
    }
    let lower = |j: usize| {
        s.row_idx[s.col_ptr[j]..s.col_ptr[j + 1]]
            .iter()
            .copied()
            .filter(move |&i| i > j)
    };
    let mut count = vec![0usize; n];
    for j in 0..n {
        for i in lower(j) {
            count[i] += 1;
            count[j] += 1;
        }
    }
    let mut col_ptr = vec![0usize; n + 1];
    for j in 0..n {
        col_ptr[j + 1] = col_ptr[j] + count[j];
    }
    let mut next = col_ptr[..n].to_vec();
    let mut row_idx = vec![0usize; col_ptr[n]];
    let mut k = 0;
    for j in 0..n {
        for i in lower(j) {
            row_idx[next[i]] = k;
            next[i] += 1;
            row_idx[next[j]] = k;
            next[j] += 1;
            k += 1;
        }
    }
    let control = colamd_order::Control {
        dense_row: -1.0,
        dense_col: sqrt_knob(dense, k.min(n)),
        aggressive: true,
    };
    let perm = colamd_perm("symamd", k, &col_ptr, &row_idx, control)?;
    let mut inv = vec![0usize; n];
    for (new, &old) in perm.iter().enumerate() {
        inv[old] = new;
    }
    let cols: Vec<Vec<usize>> = perm
        .iter()
        .map(|&j| {
            s.row_idx[s.col_ptr[j]..s.col_ptr[j + 1]]
                .iter()
                .map(|&i| inv[i])
                .collect()
        })
        .collect();
    let post = postorder(&elimination_tree(n, &cols, false));
    let ordered: Vec<usize> = post.iter().map(|&k| perm[k]).collect();
    Ok(vec![one_based_row(&ordered)])
}

/// `p = colamd (S, KNOBS)`: rows with more than
/// `max (16, KNOBS(1) * sqrt (columns))` entries and columns with more than
/// `max (16, KNOBS(2) * sqrt (min (rows, columns)))` are left out of the
/// ordering (KNOBS 10 and 10; a negative knob keeps all but full ones); the ordering is then
/// postordered by the column elimination tree of `S(:, p)`. KNOBS(3) asks
/// Octave to print COLAMD's statistics; matc prints none.
fn colamd(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = pattern("colamd", &args[0])?;
    let (m, n) = (s.rows, s.cols);
    let mut knobs = [10.0, 10.0];
    if let Some(k) = args.get(1) {
        for (slot, v) in knobs.iter_mut().zip(k.to_f64_vec()?) {
            *slot = v;
        }
    }
    let control = colamd_order::Control {
        dense_row: sqrt_knob(knobs[0], n),
        dense_col: sqrt_knob(knobs[1], m.min(n)),
        aggressive: true,
    };
    let perm = colamd_perm("colamd", m, &s.col_ptr, &s.row_idx, control)?;
    let cols: Vec<Vec<usize>> = perm
        .iter()
        .map(|&j| s.row_idx[s.col_ptr[j]..s.col_ptr[j + 1]].to_vec())
        .collect();
    let post = postorder(&elimination_tree(m, &cols, true));
    let ordered: Vec<usize> = post.iter().map(|&k| perm[k]).collect();
    Ok(vec![one_based_row(&ordered)])
}
