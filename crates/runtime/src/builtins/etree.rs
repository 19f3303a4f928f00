//! `[p, q] = etree (S, TYP)`: the elimination tree of a symmetric matrix
//! (or of `S'*S`, `TYP = "col"`) by Liu's algorithm with path compression
//! (T. A. Davis, Direct Methods for Sparse Linear Systems, SIAM 2006, §4.1),
//! and a postorder of it (§4.3: children in increasing order); and
//! `sprank (S)`, the structural rank, as the size of a maximum matching of
//! rows to columns by augmenting paths (§7.2).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("etree", etree), ("sprank", sprank)];

/// The row indices of each column's nonzeros, sparse or full.
pub(super) fn columns(v: &Value) -> Result<(usize, usize, Vec<Vec<usize>>), MatError> {
    if let Value::Sparse(s) = v {
        let cols = (0..s.cols)
            .map(|j| s.row_idx[s.col_ptr[j]..s.col_ptr[j + 1]].to_vec())
            .collect();
        return Ok((s.rows, s.cols, cols));
    }
    let d = v.dims();
    let data = num_data("etree", v)?;
    let (m, n) = (d.rows(), d.cols());
    let cols = (0..n)
        .map(|j| {
            (0..m)
                .filter(|&i| data[i + j * m] != num_complex::Complex64::new(0.0, 0.0))
                .collect()
        })
        .collect();
    Ok((m, n, cols))
}

fn etree(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let col = match args.get(1) {
        None => false,
        Some(t) => match t.as_string().as_deref() {
            Some("sym") => false,
            Some("col") => true,
            None => return Err(MatError::msg("etree: TYP must be a string")),
            _ => {
                return Err(MatError::msg(
                    "etree: TYP must be one of \"sym\" or \"col\"",
                ))
            }
        },
    };
    let (m, n, cols) = columns(&args[0])?;
    if !col && m != n {
        return Err(MatError::msg(
            "etree: S is marked as symmetric, but is not square",
        ));
    }
    let parent = elimination_tree(m, &cols, col);
    let p: Vec<f64> = parent
        .iter()
        .map(|&x| if x == NONE { 0.0 } else { (x + 1) as f64 })
        .collect();
    let mut out = vec![Value::from_f64s(Dims::rc(1, n), p)];
    if nargout > 1 {
        let post = postorder(&parent).iter().map(|&v| (v + 1) as f64).collect();
        out.push(Value::from_f64s(Dims::rc(1, n), post));
    }
    Ok(out)
}

/// No parent: a root of the elimination tree.
pub(super) const NONE: usize = usize::MAX;

/// The parent of each column in the elimination tree of the `m`-row
/// matrix with columns `cols` (`NONE` for a root): of `S` itself, or with
/// `col` of `S'*S`.
pub(super) fn elimination_tree(m: usize, cols: &[Vec<usize>], col: bool) -> Vec<usize> {
    let n = cols.len();
    let mut parent = vec![NONE; n];
    let mut ancestor = vec![NONE; n];
    let mut prev = vec![NONE; if col { m } else { 0 }];
    for (k, rows) in cols.iter().enumerate() {
        for &row in rows {
            let mut i = if col { prev[row] } else { row };
            while i != NONE && i < k {
                let next = ancestor[i];
                ancestor[i] = k;
                if next == NONE {
                    parent[i] = k;
                }
                i = next;
            }
            if col {
                prev[row] = k;
            }
        }
    }
    parent
}

/// The nodes in postorder (0-based): depth first, children in increasing
/// order, each after its subtree.
pub(super) fn postorder(parent: &[usize]) -> Vec<usize> {
    let n = parent.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (j, &p) in parent.iter().enumerate() {
        if p < n {
            children[p].push(j);
        } else {
            roots.push(j);
        }
    }
    let mut order = Vec::with_capacity(n);
    for r in roots {
        // Depth first, children in increasing order, each after its subtree.
        let mut stack = vec![(r, 0usize)];
        while let Some((v, next)) = stack.pop() {
            if next < children[v].len() {
                stack.push((v, next + 1));
                stack.push((children[v][next], 0));
            } else {
                order.push(v);
            }
        }
    }
    order
}

fn sprank(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (m, _, cols) = columns(&args[0])?;
    let rank = maximum_matching(m, &cols)
        .iter()
        .filter(|&&j| j != NONE)
        .count();
    one(Value::Num(rank as f64))
}

/// A maximum matching of the `m` rows to the columns `cols`: the column
/// each row is matched to (`NONE`: none), by augmenting paths from each
/// column in turn.
pub(super) fn maximum_matching(m: usize, cols: &[Vec<usize>]) -> Vec<usize> {
    let mut row_match = vec![NONE; m];
    let mut seen = vec![false; m];
    for j in 0..cols.len() {
        seen.fill(false);
        augment(j, cols, &mut row_match, &mut seen);
    }
    row_match
}

/// 0-based indices as a 1-based row vector (permutations, block bounds).
pub(super) fn one_based_row(xs: &[usize]) -> Value {
    Value::from_f64s(
        Dims::rc(1, xs.len()),
        xs.iter().map(|&x| (x + 1) as f64).collect(),
    )
}

/// Whether column `j` finds a row, taking one from another column that can
/// move (an explicit stack: paths may be as long as the matrix).
fn augment(j: usize, cols: &[Vec<usize>], row_match: &mut [usize], seen: &mut [bool]) -> bool {
    // Each frame: a column and the position of the next row to try.
    let mut stack: Vec<(usize, usize)> = vec![(j, 0)];
    let mut via: Vec<usize> = Vec::new();
    while let Some(&mut (c, ref mut next)) = stack.last_mut() {
        if *next >= cols[c].len() {
            stack.pop();
            via.pop();
            continue;
        }
        let r = cols[c][*next];
        *next += 1;
        if seen[r] {
            continue;
        }
        seen[r] = true;
        via.push(r);
        if row_match[r] == usize::MAX {
            // Flip the path: each column on the stack takes the row it went through.
            for (&(col, _), &row) in stack.iter().zip(&via) {
                row_match[row] = col;
            }
            return true;
        }
        stack.push((row_match[r], 0));
    }
    false
}
