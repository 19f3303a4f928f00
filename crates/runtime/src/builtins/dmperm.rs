//! `dmperm`: the Dulmage-Mendelsohn decomposition of a sparse pattern
//! (Pothen and Fan, ACM TOMS 16, 1990; T. A. Davis, Direct Methods for
//! Sparse Linear Systems, SIAM 2006, §7.4): a maximum matching of rows to
//! columns; the coarse blocks (the under-determined part reached from the
//! unmatched columns, the over-determined part reached from the unmatched
//! rows, the square part between); and the strongly connected components
//! of the square part (Kosaraju's two searches), in an order that makes
//! `A(p, q)` block upper triangular.

use crate::ctx::Ctx;
use crate::value::{Dims, Value};

use super::args::*;
use super::etree::{columns, maximum_matching, one_based_row, NONE};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("dmperm", dmperm)];

/// `p = dmperm (A)`: the row matched to each column (0: none);
/// `[p, q, r, s, cc, rr] = dmperm (A)`: `A(p, q)` is block upper
/// triangular, block k its rows `r(k):r(k+1)-1` and columns
/// `s(k):s(k+1)-1`; `cc` and `rr` bound the coarse blocks.
fn dmperm(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (m, n, cols) = columns(&args[0])?;
    let row_match = maximum_matching(m, &cols);
    let mut col_match = vec![NONE; n];
    for (i, &j) in row_match.iter().enumerate() {
        if j != NONE {
            col_match[j] = i;
        }
    }
    if nargout <= 1 {
        let p: Vec<f64> = col_match
            .iter()
            .map(|&i| if i == NONE { 0.0 } else { (i + 1) as f64 })
            .collect();
        return Ok(vec![Value::from_f64s(Dims::rc(1, n), p)]);
    }
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); m];
    for (j, c) in cols.iter().enumerate() {
        for &i in c {
            rows[i].push(j);
        }
    }
    // Alternating paths from the unmatched columns (column, any row in it,
    // the column that row is matched to) and from the unmatched rows.
    let under_cols = reach(&cols, &row_match, &col_match);
    let over_cols = reach_rows(&rows, &col_match, &row_match);
    let unmatched_cols: Vec<usize> = (0..n).filter(|&j| col_match[j] == NONE).collect();
    let c1: Vec<usize> = (0..n)
        .filter(|&j| col_match[j] != NONE && under_cols[j])
        .collect();
    let c3: Vec<usize> = (0..n).filter(|&j| over_cols[j]).collect();
    let c2: Vec<usize> = (0..n)
        .filter(|&j| col_match[j] != NONE && !under_cols[j] && !over_cols[j])
        .collect();
    let unmatched_rows: Vec<usize> = (0..m).filter(|&i| row_match[i] == NONE).collect();
    let matched = |cs: &[usize]| cs.iter().map(|&j| col_match[j]).collect::<Vec<_>>();
    // The square part: its components, in block order.
    let blocks = components(&c2, &cols, &row_match);
    let c2: Vec<usize> = blocks.iter().flatten().map(|&k| c2[k]).collect();
    let r1 = matched(&c2);
    let r0 = matched(&c1);
    let r2 = matched(&c3);
    let q: Vec<usize> = [&unmatched_cols[..], &c1, &c2, &c3].concat();
    let p: Vec<usize> = [&r0[..], &r1, &r2, &unmatched_rows].concat();
    let cc = [
        0,
        unmatched_cols.len(),
        unmatched_cols.len() + c1.len(),
        n - c3.len(),
        n,
    ];
    let rr = [
        0,
        r0.len(),
        r0.len() + r1.len(),
        m - unmatched_rows.len(),
        m,
    ];
    // Blocks: the under-determined part, each component, the
    // over-determined part (the first and last only when not empty).
    let (mut r, mut s) = (Vec::new(), Vec::new());
    if cc[2] > 0 {
        r.push(0);
        s.push(0);
    }
    let mut at = 0;
    for b in &blocks {
        r.push(rr[1] + at);
        s.push(cc[2] + at);
        at += b.len();
    }
    if rr[2] < m {
        r.push(rr[2]);
        s.push(cc[3]);
    }
    r.push(m);
    s.push(n);
    let mut out = vec![
        one_based_row(&p),
        one_based_row(&q),
        one_based_row(&r),
        one_based_row(&s),
        one_based_row(&cc),
        one_based_row(&rr),
    ];
    out.truncate(nargout.max(1));
    Ok(out)
}

/// The columns reached by alternating paths from the unmatched columns: a
/// column's rows (`by_col`), each row's matched column.
fn reach(by_col: &[Vec<usize>], row_to_col: &[usize], col_to_row: &[usize]) -> Vec<bool> {
    let mut cols = vec![false; by_col.len()];
    let mut rows = vec![false; row_to_col.len()];
    let mut queue: Vec<usize> = (0..by_col.len())
        .filter(|&j| col_to_row[j] == NONE)
        .collect();
    for &j in &queue {
        cols[j] = true;
    }
    while let Some(j) = queue.pop() {
        for &i in &by_col[j] {
            if rows[i] {
                continue;
            }
            rows[i] = true;
            let c = row_to_col[i];
            if c != NONE && !cols[c] {
                cols[c] = true;
                queue.push(c);
            }
        }
    }
    cols
}

/// The columns reached by alternating paths from the unmatched rows (a
/// row's columns in `by_row`, each column's matched row): the columns
/// matched to the rows reached.
fn reach_rows(by_row: &[Vec<usize>], col_to_row: &[usize], row_to_col: &[usize]) -> Vec<bool> {
    let rows = reach(by_row, col_to_row, row_to_col);
    (0..col_to_row.len())
        .map(|j| col_to_row[j] != NONE && rows[col_to_row[j]])
        .collect()
}

/// The strongly connected components of the square part (its columns
/// `square`, each matched to the row at the same place): node `b` follows
/// node `a` where `A(row of a, column of b)` is nonzero. Kosaraju: nodes
/// by decreasing finish time of a search along the columns, then each
/// component found by a search along the rows, the first found last.
fn components(square: &[usize], cols: &[Vec<usize>], row_match: &[usize]) -> Vec<Vec<usize>> {
    let k = square.len();
    let mut node_of_col = std::collections::HashMap::new();
    for (a, &j) in square.iter().enumerate() {
        node_of_col.insert(j, a);
    }
    // Edges along a column: from node b to the nodes whose rows it holds.
    let out: Vec<Vec<usize>> = square
        .iter()
        .map(|&j| {
            cols[j]
                .iter()
                .filter_map(|&i| node_of_col.get(&row_match[i]).copied())
                .collect()
        })
        .collect();
    let mut back: Vec<Vec<usize>> = vec![Vec::new(); k];
    for (b, targets) in out.iter().enumerate() {
        for &a in targets {
            back[a].push(b);
        }
    }
    let finish = postorder_all(&out);
    let mut done = vec![false; k];
    let mut found = Vec::new();
    for &start in finish.iter().rev() {
        if done[start] {
            continue;
        }
        let mut comp = Vec::new();
        let mut stack = vec![start];
        done[start] = true;
        while let Some(a) = stack.pop() {
            comp.push(a);
            for &b in &back[a] {
                if !done[b] {
                    done[b] = true;
                    stack.push(b);
                }
            }
        }
        comp.sort_unstable();
        found.push(comp);
    }
    found.reverse();
    found
}

/// Every node in the order its depth-first search (from node 0 up) finishes.
fn postorder_all(out: &[Vec<usize>]) -> Vec<usize> {
    let mut seen = vec![false; out.len()];
    let mut order = Vec::with_capacity(out.len());
    for root in 0..out.len() {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&w) = out[v].get(*next) {
                *next += 1;
                if !seen[w] {
                    seen[w] = true;
                    stack.push((w, 0));
                }
            } else {
                order.push(v);
                stack.pop();
            }
        }
    }
    order
}
