//! LU, Cholesky, QR, triangular solves, inverse and SVD on faer's blocked kernels, on all cores.
//!
//! Below `BLOCKED_MIN` the unblocked LAPACK-order kernels in `linalg` run
//! instead: they reproduce Octave's (OpenBLAS's) rounding bit for bit, which
//! Octave's printed digits depend on at small orders. From `BLOCKED_MIN` up
//! a blocked factorization is several times faster, and Octave's own last
//! bits there depend on the CPU's BLAS kernel anyway. Each function takes
//! its `Par` from the order, so small problems never wait on threads.
//!
//! LU from order `LU_SPLIT_MIN`, Cholesky at every blocked order, and QR
//! without pivoting (`qr.rs`), are our own right-looking
//! block algorithms (`lu_right_looking`, `chol_right_looking`) around
//! faer's sequential kernels: faer's parallel ones fork at every level of
//! their recursion, each fork waking a sleeping thread, and on two threads
//! were slower than on one. Ours fork once or twice a block step, and cut
//! the work where the sizes alone say, so the bits do not depend on the
//! thread count. So do our own unblocked reductions for values only: the
//! bidiagonal of a real matrix's singular values (`bidiag.rs`, then
//! `dqds.rs`) and the tridiagonal of a symmetric matrix's eigenvalues
//! (`tridiag.rs`, for `symeig`'s `dsterf`).

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::{self, householder, svd::ComputeSvdVectors};
use faer::reborrow::{Reborrow, ReborrowMut};
use faer::{Conj, Mat, MatMut, MatRef, Par};

use super::{Field, M};
use crate::threads::fork;

mod bidiag;
mod dqds;
mod qr;
mod tridiag;

pub use tridiag::tridiagonal;

/// The order (the smaller side) from which the blocked kernels are used.
/// Measured with bench/linalg_speed.m's kernels on the 2-core machine: at
/// order 100 faer's LU and inverse already take under half the time of the
/// unblocked ones, at 64 about the same (docs/benchmarks.md).
pub const BLOCKED_MIN: usize = 96;

/// The order from which faer's kernels share the work among the cores:
/// under it a thread's start costs more than its share.
const PARALLEL_MIN: usize = 192;

/// Whether a problem whose smaller side is `n` goes to the blocked kernels.
pub fn wanted(n: usize) -> bool {
    n >= BLOCKED_MIN
}

/// The order from which faer's column-pivoting QR shares the work (QR
/// without pivoting is our own two-thread one, `qr.rs`). Its
/// forks are many and small (each hands work to a sleeping rayon thread:
/// about 2,900 in one QR of order 800), so below it one core is faster:
/// idle, `qr` 800 took 18.2 ms on one thread and 31.1 on two, `chol` 600
/// 1.2 and 1.6 (LU and `inv` gain from two: 10.4 -> 9.6 and 24.9 -> 18.2
/// ms at order 1000); loaded, two threads lose more (7x at order 500-1000,
/// docs/benchmarks.md), and gain at order 2000.
const PARALLEL_QR_MIN: usize = 1500;

fn par(n: usize) -> Par {
    par_from(n, PARALLEL_MIN)
}

fn par_from(n: usize, min: usize) -> Par {
    match crate::threads::count() {
        t if t > 1 && n >= min => Par::rayon(t),
        _ => Par::Seq,
    }
}

fn view<T: Field>(m: &M<T>) -> MatRef<'_, T> {
    MatRef::from_column_major_slice(&m.a, m.r, m.c)
}

fn view_mut<T: Field>(m: &mut M<T>) -> MatMut<'_, T> {
    MatMut::from_column_major_slice_mut(&mut m.a, m.r, m.c)
}

/// LU with partial pivoting of `m` in place, as LAPACK's `getrf` leaves it
/// (unit L below the diagonal, U on and above, row swaps `piv[j] >= j`);
/// `piv` has a swap for every row; `None`, with `m` overwritten, when a
/// pivot is zero or the factors are not finite (the unblocked kernel then
/// gives LAPACK's answer for singular matrices, on a fresh copy).
pub fn lu<T: Field>(f: &mut M<T>) -> Option<Vec<usize>> {
    let (r, c) = (f.r, f.c);
    let k = r.min(c);
    let mut piv = vec![0usize; r];
    if k >= LU_SPLIT_MIN {
        lu_right_looking(view_mut(f), &mut piv[..k]);
        // Below the k-th row no swap: the rows stay in their places.
        for (i, p) in piv.iter_mut().enumerate().skip(k) {
            *p = i;
        }
    } else {
        panel_lu(view_mut(f), &mut piv);
    }
    let singular = (0..k).any(|i| f.at(i, i) == T::zero());
    if singular || f.a.iter().any(|x| x.is_nan() || x.abs().is_infinite()) {
        return None;
    }
    Some(piv)
}

/// The order from which `lu` runs its own right-looking blocked algorithm
/// (two panels or more) rather than faer's sequential recursive one.
const LU_SPLIT_MIN: usize = 2 * LU_BLOCK;

/// The panel width of the right-looking LU (measured at orders 500-2000).
const LU_BLOCK: usize = 128;

/// faer's sequential LU of `a` in place; `piv[i]` (for every row, the rows
/// below the last column's never swapped) the row swapped with row `i`,
/// as LAPACK's `getrf` numbers them.
fn panel_lu<T: Field>(a: MatMut<'_, T>, piv: &mut [usize]) {
    let r = a.nrows();
    let (mut fwd, mut inv) = (vec![0usize; r], vec![0usize; r]);
    let scratch = linalg::lu::partial_pivoting::factor::lu_in_place_scratch::<usize, T>(
        r,
        a.ncols(),
        Par::Seq,
        Default::default(),
    );
    linalg::lu::partial_pivoting::factor::lu_in_place(
        a,
        &mut fwd,
        &mut inv,
        Par::Seq,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    );
    let s = swaps(&fwd, r);
    let n = piv.len();
    piv.copy_from_slice(&s[..n]);
}

/// With a look-ahead of one panel of `w2` columns, the columns of the
/// `rest` after it that this thread updates while a helper updates the
/// others: half of them less the next panel's update and factorization
/// (the latter as about 1.5 of its columns' updates: it runs at a fraction
/// of the product's speed).
fn own_share(rest: usize, w2: usize) -> usize {
    rest.saturating_sub(w2 * 5 / 2) / 2
}

/// LU with partial pivoting of the `m x c` matrix `a` in place, with
/// `piv` (its first `min(m, c)` swaps) as `lu` returns them: right-looking
/// in panels of `LU_BLOCK` columns (Golub and Van Loan's block LU, as
/// LAPACK's `getrf` orders it) with a look-ahead of one panel. At each step
/// this thread updates the next panel's columns by the current panel
/// (its row swaps, the triangular solve of the block row and the product
/// into the rows below), factors that next panel by faer's sequential
/// kernel and updates a first part of the columns after it, while a helper
/// thread updates the rest: one fork a step, each part one sequential faer
/// call. Where the parts are cut depends only on the sizes, so the result
/// does not depend on the thread count. The left columns get the later
/// panels' swaps at the end.
fn lu_right_looking<T: Field>(mut a: MatMut<'_, T>, piv: &mut [usize]) {
    let (m, c) = (a.nrows(), a.ncols());
    let k = piv.len();
    let w0 = LU_BLOCK.min(k);
    panel_lu(a.rb_mut().get_mut(.., ..w0), &mut piv[..w0]);
    let mut j = 0;
    while j < k {
        let w = LU_BLOCK.min(k - j);
        let next = j + w;
        let w2 = LU_BLOCK.min(k - next);
        let rest = c - next - w2;
        let first = own_share(rest, w2);
        let (left, right) = a.rb_mut().split_at_col_mut(next);
        let panel = left.rb().get(j.., j..next);
        let (done, todo) = piv.split_at_mut(next);
        let sw = &done[j..];
        let (p0, right) = right.split_at_col_mut(w2);
        let (r1, r2) = right.split_at_col_mut(first);
        fork(
            || {
                let mut p0 = p0;
                update(panel, sw, j, p0.rb_mut());
                if w2 > 0 {
                    panel_lu(p0.get_mut(next.., ..), &mut todo[..w2]);
                    for p in &mut todo[..w2] {
                        *p += next;
                    }
                }
                update(panel, sw, j, r1);
            },
            || update(panel, sw, j, r2),
        );
        j = next;
    }
    // The swaps of the later panels, in the columns of the earlier ones.
    let swap_left = |mut cols: MatMut<'_, T>, start: usize| {
        for jc in 0..cols.ncols() {
            let from = ((start + jc) / LU_BLOCK + 1) * LU_BLOCK;
            let col = cols.rb_mut().col_mut(jc).try_as_col_major_mut().unwrap();
            let col = col.as_slice_mut();
            for (i, &p) in piv.iter().enumerate().skip(from) {
                col.swap(i, p);
            }
        }
    };
    let half = (k / 2).min(m);
    let (l0, l1) = a.get_mut(.., ..k).split_at_col_mut(half);
    fork(|| swap_left(l0, 0), || swap_left(l1, half));
}

/// The update of the columns `cols` (all rows) by the factored panel
/// `panel` (its rows from `j`) and its swaps `sw` (absolute row numbers):
/// the swaps, `U12 = L11^-1 A12`, `A22 -= L21 U12`.
fn update<T: Field>(panel: MatRef<'_, T>, sw: &[usize], j: usize, mut cols: MatMut<'_, T>) {
    if cols.ncols() == 0 {
        return;
    }
    let w = panel.ncols();
    for jc in 0..cols.ncols() {
        let col = cols.rb_mut().col_mut(jc).try_as_col_major_mut().unwrap();
        let col = col.as_slice_mut();
        for (i, &p) in sw.iter().enumerate() {
            col.swap(j + i, p);
        }
    }
    let (mut top, bottom) = cols.get_mut(j.., ..).split_at_row_mut(w);
    let (l11, l21) = panel.split_at_row(w);
    linalg::triangular_solve::solve_unit_lower_triangular_in_place(l11, top.rb_mut(), Par::Seq);
    if bottom.nrows() > 0 {
        linalg::matmul::matmul(bottom, faer::Accum::Add, l21, top.rb(), -T::one(), Par::Seq);
    }
}

/// The row swaps, first to last, that bring row `perm[i]` to place `i`.
fn swaps(perm: &[usize], rows: usize) -> Vec<usize> {
    let mut at: Vec<usize> = (0..rows).collect(); // original row at each place
    let mut place: Vec<usize> = (0..rows).collect(); // place of each original row
    perm.iter()
        .enumerate()
        .map(|(j, &row)| {
            let p = place[row];
            let other = at[j];
            at.swap(j, p);
            place[other] = p;
            place[row] = j;
            p
        })
        .collect()
}

/// The permutation (original row at each place) that the swaps make.
fn perm_of(piv: &[usize], rows: usize) -> Vec<usize> {
    let mut perm: Vec<usize> = (0..rows).collect();
    for (j, &p) in piv.iter().enumerate() {
        perm.swap(j, p);
    }
    perm
}

/// `inv(A)` from the square `lu` and `piv` of `lu`.
pub fn inverse<T: Field>(lu: &M<T>, piv: &[usize]) -> M<T> {
    let n = lu.r;
    let fwd = perm_of(piv, n);
    let mut bwd = vec![0; n];
    for (i, &p) in fwd.iter().enumerate() {
        bwd[p] = i;
    }
    let perm = faer::perm::PermRef::new_checked(&fwd, &bwd, n);
    let mut out = M::zeros(n, n);
    let p = par(n);
    let scratch = linalg::lu::partial_pivoting::inverse::inverse_scratch::<usize, T>(n, p);
    linalg::lu::partial_pivoting::inverse::inverse(
        view_mut(&mut out),
        view(lu),
        view(lu),
        perm,
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
    );
    out
}

/// Solves `T x = b` in place, `T` upper or lower (with a unit diagonal
/// when `unit`), as `tri_solve` does.
pub fn tri_solve<T: Field>(t: &M<T>, b: &mut M<T>, upper: bool, unit: bool) {
    let p = solve_par(t, b);
    tri_solve_view(view(t), view_mut(b), upper, unit, p)
}

/// One right-hand side is a matrix-vector substitution, which no thread
/// would share.
fn solve_par<T: Field>(t: &M<T>, b: &M<T>) -> Par {
    if b.c > 1 {
        par(t.r)
    } else {
        Par::Seq
    }
}

fn tri_solve_view<T: Field, L: faer::traits::Conjugate<Canonical = T>>(
    t: MatRef<'_, L>,
    b: MatMut<'_, T>,
    upper: bool,
    unit: bool,
    p: Par,
) {
    use linalg::triangular_solve as ts;
    match (upper, unit) {
        (true, false) => ts::solve_upper_triangular_in_place(t, b, p),
        (true, true) => ts::solve_unit_upper_triangular_in_place(t, b, p),
        (false, false) => ts::solve_lower_triangular_in_place(t, b, p),
        (false, true) => ts::solve_unit_lower_triangular_in_place(t, b, p),
    }
}

/// Solves `T' x = b` in place, `T` upper or lower (with a unit diagonal
/// when `unit`), on a view of `T`'s adjoint rather than a copy.
pub fn tri_solve_adjoint<T: Field>(t: &M<T>, b: &mut M<T>, upper: bool, unit: bool) {
    let p = solve_par(t, b);
    tri_solve_view(view(t).adjoint(), view_mut(b), !upper, unit, p)
}

/// The upper Cholesky factor `R` (`R' R = A`) from `A`'s upper triangle
/// (as LAPACK's `potrf` 'U' reads it), or the 1-based column where a pivot
/// is not positive.
pub fn chol_upper<T: Field>(a: &M<T>) -> Result<M<T>, usize> {
    let n = a.r;
    // R in place of a copy of A: its upper triangle (its lower one is
    // scratch, zeroed at the end).
    let mut r = a.clone();
    chol_right_looking(view_mut(&mut r))?;
    for j in 0..n {
        r.a[j * n + j + 1..(j + 1) * n].fill(T::zero());
    }
    // A NaN anywhere in R reaches the diagonal of its column (the pivot
    // subtracts the column's squares), so the diagonal alone tells.
    match (0..n).find(|&i| r.at(i, i).is_nan()) {
        Some(i) => Err(i + 1),
        None => Ok(r),
    }
}

/// The Cholesky factor `R` of the Hermitian `a` (its upper triangle read)
/// in place of that triangle, right-looking in block rows of `LU_BLOCK`
/// (Golub and Van Loan's block Cholesky, as LAPACK's `potrf` 'U' orders
/// it): the diagonal block by faer's sequential kernel, then the block row
/// `R12 = R11^-H A12` and the trailing update `A22 -= R12^H R12`, each cut
/// in two parts of columns (cut by the sizes only), one on a helper thread
/// when there are two. The strict lower triangle is left as scratch.
/// `Err` the 1-based column of the first pivot that is not positive.
fn chol_right_looking<T: Field>(mut a: MatMut<'_, T>) -> Result<(), usize> {
    let n = a.nrows();
    let block = LU_BLOCK;
    let mut j = 0;
    while j < n {
        let w = block.min(n - j);
        let next = j + w;
        chol_diagonal(a.rb_mut().get_mut(j..next, j..next)).map_err(|k| j + k)?;
        if next == n {
            break;
        }
        let (left, right) = a.rb_mut().get_mut(.., j..).split_at_col_mut(w);
        let r11 = left.rb().get(j..next, ..);
        let mut row = right.get_mut(j.., ..);
        // The block row, its columns in two halves.
        {
            let (r12, _) = row.rb_mut().split_at_row_mut(w);
            let (c0, c1) = r12.split_at_col_mut((n - next) / 2);
            let solve = |c: MatMut<'_, T>| {
                if c.ncols() > 0 {
                    linalg::triangular_solve::solve_lower_triangular_in_place(
                        r11.adjoint(),
                        c,
                        Par::Seq,
                    );
                }
            };
            fork(|| solve(c0), || solve(c1));
        }
        // The trailing upper triangle, cut where its area halves.
        let (r12, a22) = row.split_at_row_mut(w);
        let r12 = r12.rb();
        let m = n - next;
        let cut = (m as f64 / std::f64::consts::SQRT_2) as usize;
        let (p0, p1) = a22.split_at_col_mut(cut);
        // A part's columns `c0..c1`: the rows above `c0` a product, the
        // diagonal block's upper triangle a triangular one.
        let update = |p: MatMut<'_, T>, c0: usize| {
            let c1 = c0 + p.ncols();
            if c1 == c0 {
                return;
            }
            let (above, diag) = p.split_at_row_mut(c0);
            let rhs = r12.get(.., c0..c1);
            if c0 > 0 {
                linalg::matmul::matmul(
                    above,
                    faer::Accum::Add,
                    r12.get(.., ..c0).adjoint(),
                    rhs,
                    -T::one(),
                    Par::Seq,
                );
            }
            use linalg::matmul::triangular::{matmul, BlockStructure};
            matmul(
                diag.get_mut(..c1 - c0, ..),
                BlockStructure::TriangularUpper,
                faer::Accum::Add,
                rhs.adjoint(),
                BlockStructure::Rectangular,
                rhs,
                BlockStructure::Rectangular,
                -T::one(),
                Par::Seq,
            );
        };
        fork(|| update(p0, 0), || update(p1, cut));
        j = next;
    }
    Ok(())
}

/// The upper Cholesky factor of the square block `d` (its upper triangle
/// read) in place of that triangle, by faer's sequential kernel, which
/// factors a lower triangle: on a contiguous copy of the adjoint, since on
/// a transposed view of `d` (row-major) the kernel took a fifth of `chol`
/// 600. `Err` the 1-based column of a pivot that is not positive.
fn chol_diagonal<T: Field>(mut d: MatMut<'_, T>) -> Result<(), usize> {
    let w = d.nrows();
    let mut l = vec![T::zero(); w * w];
    for i in 0..w {
        for j in 0..=i {
            l[i + j * w] = d.rb().get(j, i).conj();
        }
    }
    let scratch = linalg::cholesky::llt::factor::cholesky_in_place_scratch::<T>(
        w,
        Par::Seq,
        Default::default(),
    );
    linalg::cholesky::llt::factor::cholesky_in_place(
        MatMut::from_column_major_slice_mut(&mut l, w, w),
        Default::default(),
        Par::Seq,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    )
    .map_err(|linalg::cholesky::llt::factor::LltError::NonPositivePivot { index }| index + 1)?;
    for i in 0..w {
        for j in 0..=i {
            *d.rb_mut().get_mut(j, i) = l[i + j * w].conj();
        }
    }
    Ok(())
}

/// `[Q, R] = qr(A)` (`Q` with `cols` columns, `R` with as many rows), with
/// column pivoting the columns' order too (`A(:, perm) = Q R`).
pub fn qr<T: Field>(a: &M<T>, pivot: bool, cols: usize) -> (M<T>, M<T>, Vec<usize>) {
    let (m, n) = (a.r, a.c);
    let k = m.min(n);
    let p = par_from(k, PARALLEL_QR_MIN);
    let mut f = a.clone();
    let block = linalg::qr::no_pivoting::factor::recommended_block_size::<T>(m, n);
    let mut coeff = Mat::<T>::zeros(block, k);
    let mut perm: Vec<usize> = (0..n).collect();
    if pivot {
        let (mut fwd, mut bwd) = (vec![0usize; n], vec![0usize; n]);
        let scratch = linalg::qr::col_pivoting::factor::qr_in_place_scratch::<usize, T>(
            m,
            n,
            block,
            p,
            Default::default(),
        );
        linalg::qr::col_pivoting::factor::qr_in_place(
            view_mut(&mut f),
            coeff.as_mut(),
            &mut fwd,
            &mut bwd,
            p,
            MemStack::new(&mut MemBuffer::new(scratch)),
            Default::default(),
        );
        perm = fwd;
    } else {
        let mut panels = Mat::<T>::zeros(qr::QR_BLOCK.min(k.max(1)), k);
        if qr::factor(view_mut(&mut f), panels.as_mut()) {
            let mut q = M::zeros(m, cols);
            for i in 0..cols.min(m) {
                q.set(i, i, T::one());
            }
            qr::form_q(view(&f), panels.as_ref(), view_mut(&mut q));
            return (q, r_of(&f, cols), perm);
        }
        // A rank-deficient panel: faer's whole-matrix kernel, on one
        // thread (its parallel one forks at every level of its recursion).
        f = a.clone();
        let p = Par::Seq;
        let scratch = linalg::qr::no_pivoting::factor::qr_in_place_scratch::<T>(
            m,
            n,
            block,
            p,
            Default::default(),
        );
        linalg::qr::no_pivoting::factor::qr_in_place(
            view_mut(&mut f),
            coeff.as_mut(),
            p,
            MemStack::new(&mut MemBuffer::new(scratch)),
            Default::default(),
        );
    }
    let mut q = M::zeros(m, cols);
    for i in 0..cols.min(m) {
        q.set(i, i, T::one());
    }
    let basis = view(&f).get(.., ..k);
    let scratch = householder::apply_block_householder_sequence_on_the_left_in_place_scratch::<T>(
        m, block, cols,
    );
    householder::apply_block_householder_sequence_on_the_left_in_place_with_conj(
        basis,
        coeff.as_ref(),
        Conj::No,
        view_mut(&mut q),
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
    );
    (q, r_of(&f, cols), perm)
}

/// `qr (A)` with one output for a real `A`: LAPACK's `geqrf` packed
/// factors as Octave returns them (R on and above the diagonal, below it
/// each reflector's essential part times its `tau`), from the two-thread
/// blocked QR (faer's reflector `I - v v' / t` is LAPACK's with `tau =
/// 1 / t`). `None` when a panel is rank deficient by faer's test.
pub fn qr_packed(a: &M<f64>) -> Option<M<f64>> {
    let (m, n) = (a.r, a.c);
    let k = m.min(n);
    let mut f = a.clone();
    let b = qr::QR_BLOCK.min(k.max(1));
    let mut panels = Mat::<f64>::zeros(b, k);
    if !qr::factor(view_mut(&mut f), panels.as_mut()) {
        return None;
    }
    for j in 0..k {
        let tau = panels[(j % b, j)].recip();
        for x in &mut f.a[j * m + j + 1..(j + 1) * m] {
            *x *= tau;
        }
    }
    Some(f)
}

/// `R` (`cols` rows) from the factored `f`: its upper triangle.
fn r_of<T: Field>(f: &M<T>, cols: usize) -> M<T> {
    let (m, n) = (f.r, f.c);
    let mut r = M::zeros(cols, n);
    for j in 0..n {
        let rows = (j + 1).min(cols).min(m);
        r.a[j * cols..j * cols + rows].copy_from_slice(&f.a[j * m..j * m + rows]);
    }
    r
}

/// `[U, S, V] = svd(A)`, or the economy factorization when `thin`: `U`,
/// the singular values in decreasing order, `V`; `None` if the iteration
/// does not converge.
pub fn svd<T: Field>(a: &M<T>, thin: bool) -> Option<(M<T>, Vec<f64>, M<T>)> {
    let (m, n) = (a.r, a.c);
    let k = m.min(n);
    let p = par(k);
    let (uc, vc) = if thin { (k, k) } else { (m, n) };
    let mut u = M::zeros(m, uc);
    let mut v = M::zeros(n, vc);
    let mut s = faer::diag::Diag::<T>::zeros(k);
    let compute = if thin {
        ComputeSvdVectors::Thin
    } else {
        ComputeSvdVectors::Full
    };
    let scratch = linalg::svd::svd_scratch::<T>(m, n, compute, compute, p, Default::default());
    linalg::svd::svd(
        view(a),
        s.as_mut(),
        Some(view_mut(&mut u)),
        Some(view_mut(&mut v)),
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    )
    .ok()?;
    let s = (0..k).map(|i| s[i].re()).collect();
    Some((u, s, v))
}

/// The singular values of `a`, in decreasing order; `None` if an entry is
/// not finite or the iteration does not converge. Real: our own
/// bidiagonalization on one or two threads (`bidiag`). Complex: faer's
/// blocked bidiagonalization (after a QR factorization when `a` is much taller
/// than wide, as faer's SVD does), then the bidiagonal's values by `dqds`
/// (faer's QR iteration took 11 ms at order 500, dqds under 2).
/// Sequential, so the bits do not depend on
/// `--threads` (faer's global setting made every call fork and join
/// through rayon's global pool: 20,000 thread switches in ten SVDs of
/// order 500, even with `--threads 1`).
pub fn singular_values<T: Field>(a: &M<T>) -> Option<Vec<f64>> {
    if <T as faer::traits::ComplexField>::IS_REAL {
        let re: Vec<f64> = a.a.iter().map(|x| x.re()).collect();
        return bidiag::singular_values(&re, a.r, a.c);
    }
    let p = Par::Seq;
    // The values of A' are A's: bidiagonalize the tall side.
    let a = if a.c > a.r {
        view(a).adjoint().to_owned()
    } else {
        view(a).to_owned()
    };
    let (m, n) = (a.nrows(), a.ncols());
    if n == 0 {
        return Some(Vec::new());
    }
    if a.col_iter().any(|c| {
        c.iter()
            .any(|&x| Field::is_nan(x) || Field::abs(x).is_infinite())
    }) {
        return None;
    }
    let mut b = if m * 6 > n * 11 { qr_upper(a) } else { a };
    let (m, n) = (b.nrows(), b.ncols());
    // Reflector factors of one row: faer then skips forming their blocked
    // form, which only the vectors would need.
    let mut hl = Mat::<T>::zeros(1, n);
    let mut hr = Mat::<T>::zeros(1, n - 1);
    let scratch = linalg::svd::bidiag::bidiag_in_place_scratch::<T>(m, n, p, Default::default());
    linalg::svd::bidiag::bidiag_in_place(
        b.as_mut(),
        hl.as_mut(),
        hr.as_mut(),
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    );
    // Scaling rows and columns by unit numbers makes a complex bidiagonal
    // real and nonnegative without changing its values.
    let d: Vec<f64> = (0..n).map(|i| Field::abs(b[(i, i)])).collect();
    let e: Vec<f64> = (0..n - 1).map(|i| Field::abs(b[(i, i + 1)])).collect();
    dqds::singular_values(&d, &e)
}

/// The `n x n` upper triangular `R` of `A = QR` for the `m x n` `a` (`m >=
/// n`), by faer's blocked QR on one thread: the singular values of a much
/// taller than wide matrix are `R`'s.
fn qr_upper<T: Field>(mut f: Mat<T>) -> Mat<T> {
    let (m, n) = (f.nrows(), f.ncols());
    let p = Par::Seq;
    let block = linalg::qr::no_pivoting::factor::recommended_block_size::<T>(m, n);
    let mut coeff = Mat::<T>::zeros(block, n);
    let scratch = linalg::qr::no_pivoting::factor::qr_in_place_scratch::<T>(
        m,
        n,
        block,
        p,
        Default::default(),
    );
    linalg::qr::no_pivoting::factor::qr_in_place(
        f.as_mut(),
        coeff.as_mut(),
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    );
    Mat::<T>::from_fn(n, n, |i, j| {
        if i <= j {
            f[(i, j)]
        } else {
            <T as Field>::zero()
        }
    })
}

/// The eigenvalues of the real square `a` (faer's Hessenberg reduction and
/// QR iteration), sequential for the reason `singular_values` is: faer's
/// global setting forked through rayon's global pool at every step (19,000
/// thread switches in ten at order 300 with `--threads 1`).
pub fn eigenvalues(a: &M<f64>) -> Option<Vec<(f64, f64)>> {
    let n = a.r;
    let p = Par::Seq;
    let (mut re, mut im) = (
        faer::diag::Diag::<f64>::zeros(n),
        faer::diag::Diag::<f64>::zeros(n),
    );
    let no = linalg::evd::ComputeEigenvectors::No;
    let mut params: linalg::evd::EvdParams = faer::Auto::<f64>::auto();
    params.schur.recommended_deflation_window = deflation_window;
    let scratch = linalg::evd::evd_scratch::<f64>(n, no, no, p, params.into());
    linalg::evd::evd_real(
        view(a),
        re.as_mut(),
        im.as_mut(),
        None,
        None,
        p,
        MemStack::new(&mut MemBuffer::new(scratch)),
        params.into(),
    )
    .ok()?;
    Some((0..n).map(|i| (re[i], im[i])).collect())
}

/// The aggressive early deflation window of [`eigenvalues`]' QR iteration
/// for an order `n`: half of faer's default (LAPACK's `iparmq` sizes, about
/// `n / log2 n` from order 150 to 590, then 96). Smaller windows were
/// faster on this machine at every order and kind of matrix tried (orders
/// 100-800; uniform, normal, nearly triangular, diagonal plus noise):
/// `eig` of order 300 took 15-21 ms instead of 19-26, of order 800 183-191
/// instead of 228-230. At order 300 windows of 14 to 20 did best (36 is
/// the default); other shift counts gained less than the noise.
extern "C" fn deflation_window(n: usize, _active: usize) -> usize {
    let lapack = match n {
        0..30 => 2,
        30..60 => 4,
        60..150 => 10,
        150..590 => (n as f64 / (n as f64).log2()) as usize,
        590..3000 => 96,
        3000..6000 => 192,
        _ => 384,
    };
    (lapack / 2).max(2)
}

/// `n` reproducible numbers uniform in [-0.5, 0.5) (xorshift64), for the
/// tests of the kernels here.
#[cfg(test)]
fn uniform(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 11) as f64 / (1u64 << 53) as f64 - 0.5
        })
        .collect()
}

#[cfg(test)]
mod tests {
    //! Above the threshold the answers are not Octave's bits: each is checked
    //! by its defining identity, with a tolerance of a few `n * eps` times
    //! the condition number the test matrices are built to have.
    use super::super::{
        apply_piv, chol_upper, getri, lu_in_place, matmul, rcond_by, rcond_from_inverse, solve,
        tri_solve, M,
    };
    use super::{perm_of, qr, svd, swaps, BLOCKED_MIN};
    use crate::ctx::Ctx;
    use crate::value::C64;

    /// The complex matrix `re + i im`.
    pub(super) fn complex(re: &M<f64>, im: &M<f64>) -> M<C64> {
        let a = re.a.iter().zip(&im.a).map(|(&x, &y)| C64::new(x, y));
        M {
            r: re.r,
            c: re.c,
            a: a.collect(),
        }
    }

    /// A reproducible `r x c` matrix `rand + shift * I` (`uniform`).
    pub(super) fn random(r: usize, c: usize, shift: f64, seed: u64) -> M<f64> {
        let mut m = M {
            r,
            c,
            a: super::uniform(r * c, seed),
        };
        for i in 0..r.min(c) {
            m.a[i + i * r] += shift;
        }
        m
    }

    pub(super) fn diff_norm1(a: &M<f64>, b: &M<f64>) -> f64 {
        assert_eq!((a.r, a.c), (b.r, b.c));
        let d = M {
            r: a.r,
            c: a.c,
            a: a.a.iter().zip(&b.a).map(|(x, y)| x - y).collect(),
        };
        d.norm1()
    }

    pub(super) fn tol(n: usize, cond: f64) -> f64 {
        10.0 * n as f64 * f64::EPSILON * cond
    }

    #[test]
    fn swaps_rebuild_the_permutation() {
        let perm = [3, 0, 4, 1, 2, 5];
        let piv = swaps(&perm, 6);
        assert!(piv.iter().enumerate().all(|(j, &p)| p >= j));
        assert_eq!(perm_of(&piv, 6), perm);
    }

    #[test]
    fn lu_and_inverse_above_the_threshold() {
        let n = BLOCKED_MIN + 31;
        let a = random(n, n, 4.0, 7);
        let mut f = a.clone();
        let (piv, info) = lu_in_place(&mut f);
        assert_eq!(info, 0);
        // P A = L U, P from the swaps.
        let mut pa = a.clone();
        apply_piv(&piv, &mut pa);
        let (mut l, mut u) = (M::eye(n), M::zeros(n, n));
        for j in 0..n {
            for i in 0..n {
                if i > j {
                    l.set(i, j, f.at(i, j));
                } else {
                    u.set(i, j, f.at(i, j));
                }
            }
        }
        assert!(diff_norm1(&matmul(&l, &u), &pa) <= tol(n, 1.0) * a.norm1());
        let x = getri(&f, &piv);
        assert!(diff_norm1(&matmul(&a, &x), &M::eye(n)) <= tol(n, 10.0));
        // The estimate of rcond is within a factor 3 of the exact one.
        let exact = rcond_from_inverse(&a, &x);
        let mut ctx = Ctx::new();
        let b = random(n, 2, 0.0, 9);
        let sol = solve(&mut ctx, &a, &b).unwrap();
        assert!(diff_norm1(&matmul(&a, &sol), &b) <= tol(n, 10.0) * a.norm1());
        let lut = f.ctrans();
        let est = rcond_by(&a, |x, adjoint| {
            if adjoint {
                tri_solve(&lut, x, false, false);
                tri_solve(&lut, x, true, true);
                for (j, &p) in piv.iter().enumerate().rev() {
                    x.a.swap(j, p);
                }
            } else {
                apply_piv(&piv, x);
                tri_solve(&f, x, false, true);
                tri_solve(&f, x, true, false);
            }
        });
        assert!(
            est >= exact * 0.999 && est <= 3.0 * exact,
            "{est} vs {exact}"
        );
    }

    /// `P A = L U` for the factors `lu` leaves in `f` with the swaps `piv`.
    fn lu_residual(a: &M<f64>, f: &M<f64>, piv: &[usize]) -> f64 {
        let (r, c) = (a.r, a.c);
        let k = r.min(c);
        let mut pa = a.clone();
        apply_piv(piv, &mut pa);
        let (mut l, mut u) = (M::zeros(r, k), M::zeros(k, c));
        for j in 0..k {
            l.set(j, j, 1.0);
            for i in j + 1..r {
                l.set(i, j, f.at(i, j));
            }
        }
        for j in 0..c {
            for i in 0..=j.min(k - 1) {
                u.set(i, j, f.at(i, j));
            }
        }
        diff_norm1(&matmul(&l, &u), &pa) / a.norm1()
    }

    #[test]
    fn right_looking_lu_square_and_not() {
        for (r, c, seed) in [
            (300, 300, 31),
            (421, 300, 32),
            (300, 421, 33),
            (640, 640, 34),
        ] {
            let a = random(r, c, 0.0, seed);
            let mut f = a.clone();
            let piv = super::lu(&mut f).unwrap();
            assert_eq!(piv.len(), r);
            assert!(piv.iter().enumerate().all(|(j, &p)| p >= j && p < r));
            // Partial pivoting: every multiplier at most 1.
            assert!((0..r.min(c)).all(|j| (j + 1..r).all(|i| f.at(i, j).abs() <= 1.0)));
            let res = lu_residual(&a, &f, &piv);
            assert!(res <= tol(r.max(c), 1.0), "{r}x{c}: {res}");
            // The same bits on one thread as on two.
            let old = crate::threads::set(Some(1));
            let mut g = a.clone();
            let piv1 = super::lu(&mut g).unwrap();
            crate::threads::set(Some(2));
            let mut h = a.clone();
            let piv2 = super::lu(&mut h).unwrap();
            crate::threads::set(Some(old));
            assert!(piv1 == piv && piv2 == piv && g.a == f.a && h.a == f.a);
        }
    }

    #[test]
    fn right_looking_lu_solves_and_inverts() {
        let n = 520;
        // Near-singular: a column close to a combination of two others.
        let mut a = random(n, n, 0.0, 41);
        for i in 0..n {
            a.a[i + 300 * n] = a.a[i + 7 * n] - 2.0 * a.a[i + 400 * n] + 1e-9 * a.a[i + 300 * n];
        }
        let mut ctx = Ctx::new();
        let b = random(n, 3, 0.0, 42);
        let x = solve(&mut ctx, &a, &b).unwrap();
        let res = diff_norm1(&matmul(&a, &x), &b) / (a.norm1() * x.norm1());
        assert!(res <= tol(n, 1.0), "{res}");
        let mut f = a.clone();
        let (piv, info) = lu_in_place(&mut f);
        assert_eq!(info, 0);
        assert!(lu_residual(&a, &f, &piv) <= tol(n, 1.0));
        let well = random(n, n, 2.0, 43);
        let mut f = well.clone();
        let (piv, _) = lu_in_place(&mut f);
        let inv = getri(&f, &piv);
        assert!(diff_norm1(&matmul(&well, &inv), &M::eye(n)) <= tol(n, 100.0));
        // Exactly singular (two equal columns): a warning and finite answers.
        let mut s = random(n, n, 0.0, 44);
        for i in 0..n {
            s.a[i + 450 * n] = s.a[i + 3 * n];
        }
        let mut ctx = Ctx::new();
        let x = solve(&mut ctx, &s, &random(n, 1, 0.0, 45)).unwrap();
        assert!(x.a.iter().all(|v| v.is_finite()));
        assert!(String::from_utf8_lossy(&ctx.err).contains("singular"));
        // A zero column: a zero pivot, as the unblocked kernel reports it.
        let mut z = random(n, n, 0.0, 46);
        z.a[333 * n..334 * n].fill(0.0);
        let (_, info) = lu_in_place(&mut z.clone());
        assert_eq!(info, 334);
    }

    #[test]
    fn right_looking_cholesky() {
        for n in [300, 517] {
            let g = random(n, n, 0.0, 51);
            let mut a = matmul(&g.ctrans(), &g);
            for i in 0..n {
                a.a[i + i * n] += 1.0;
            }
            let r = chol_upper(&a).unwrap();
            assert!(r.is_upper());
            let res = diff_norm1(&matmul(&r.ctrans(), &r), &a) / a.norm1();
            assert!(res <= tol(n, 1.0), "{n}: {res}");
            let old = crate::threads::set(Some(1));
            let r1 = chol_upper(&a).unwrap();
            crate::threads::set(Some(2));
            let r2 = chol_upper(&a).unwrap();
            crate::threads::set(Some(old));
            assert!(r1.a == r.a && r2.a == r.a);
            // Not positive definite: the first failing column.
            let mut b = a.clone();
            b.a[400.min(n - 1) * (n + 1)] = -1.0;
            assert_eq!(chol_upper(&b).unwrap_err(), 400.min(n - 1) + 1);
        }
        // Complex Hermitian.
        let n = 300;
        let (re, im) = (random(n, n, 0.0, 61), random(n, n, 0.0, 62));
        let g = complex(&re, &im);
        let mut a = matmul(&g.ctrans(), &g);
        for i in 0..n {
            a.a[i + i * n] += C64::new(1.0, 0.0);
        }
        let size: f64 = a.a.iter().map(|p| p.norm()).sum();
        let r = chol_upper(&a).unwrap();
        {
            assert!(r.is_upper());
            let d = matmul(&r.ctrans(), &r);
            let err: f64 = d.a.iter().zip(&a.a).map(|(p, q)| (p - q).norm()).sum();
            assert!(err / size <= tol(n, 1.0), "{err}");
        }
    }

    #[test]
    fn singular_matrices_keep_lapacks_answer() {
        let n = BLOCKED_MIN + 4;
        let mut a = random(n, n, 0.0, 3);
        for i in 0..n {
            a.a[i + 5 * n] = a.a[i + 2 * n]; // two equal columns
        }
        let mut ctx = Ctx::new();
        let x = solve(&mut ctx, &a, &random(n, 1, 0.0, 4)).unwrap();
        assert!(x.a.iter().all(|v| v.is_finite()));
        assert!(String::from_utf8_lossy(&ctx.err).contains("singular"));
    }

    #[test]
    fn cholesky_and_its_solve() {
        let n = BLOCKED_MIN + 10;
        let g = random(n, n, 0.0, 11);
        let mut a = matmul(&g.ctrans(), &g);
        for i in 0..n {
            a.a[i + i * n] += n as f64;
        }
        let r = chol_upper(&a).unwrap();
        assert!(r.is_upper());
        assert!(diff_norm1(&matmul(&r.ctrans(), &r), &a) <= tol(n, 1.0) * a.norm1());
        let mut ctx = Ctx::new();
        let b = random(n, 1, 0.0, 12);
        let x = solve(&mut ctx, &a, &b).unwrap();
        assert!(diff_norm1(&matmul(&a, &x), &b) <= tol(n, 10.0) * a.norm1());
        assert!(ctx.err.is_empty());
        // Not positive definite: the failing column, as the unblocked kernel finds it.
        a.a[50 + 50 * n] = -1e6;
        let want = {
            let small = M {
                r: 51,
                c: 51,
                a: (0..51 * 51).map(|k| a.at(k % 51, k / 51)).collect(),
            };
            chol_upper(&small).unwrap_err()
        };
        assert_eq!(chol_upper(&a).unwrap_err(), want);
    }

    #[test]
    fn qr_with_and_without_pivoting() {
        for (m, n) in [(130, 100), (100, 130)] {
            let a = random(m, n, 1.0, 5);
            for pivot in [false, true] {
                for cols in [m, m.min(n)] {
                    let (q, r, perm) = qr(&a, pivot, cols);
                    assert!(r.is_upper());
                    let qtq = matmul(&q.ctrans(), &q);
                    assert!(diff_norm1(&qtq, &M::eye(cols)) <= tol(m, 1.0));
                    let mut ap = M::zeros(m, n);
                    for (j, &p) in perm.iter().enumerate() {
                        for i in 0..m {
                            ap.set(i, j, a.at(i, p));
                        }
                    }
                    assert!(diff_norm1(&matmul(&q, &r), &ap) <= tol(m, 1.0) * a.norm1());
                    if pivot {
                        let d: Vec<f64> = (0..m.min(n)).map(|i| r.at(i, i).abs()).collect();
                        assert!(d.windows(2).all(|w| w[0] >= w[1] * (1.0 - 1e-12)));
                    }
                }
            }
        }
    }

    #[test]
    fn svd_full_and_thin() {
        for (m, n) in [(7, 4), (4, 7), (130, 110)] {
            let a = random(m, n, 0.0, 13);
            for thin in [false, true] {
                let (u, s, v) = svd(&a, thin).unwrap();
                assert!(s.windows(2).all(|w| w[0] >= w[1]));
                let k = s.len();
                let (uc, vc) = (u.c, v.c);
                assert_eq!((uc, vc), if thin { (k, k) } else { (m, n) });
                let mut sm = M::zeros(uc, vc);
                for (i, &x) in s.iter().enumerate() {
                    sm.set(i, i, x);
                }
                let usv = matmul(&matmul(&u, &sm), &v.ctrans());
                assert!(diff_norm1(&usv, &a) <= tol(m.max(n), 1.0) * a.norm1());
                assert!(diff_norm1(&matmul(&u.ctrans(), &u), &M::eye(uc)) <= tol(m, 1.0));
            }
        }
    }

    #[test]
    fn complex_lu_solve() {
        let n = BLOCKED_MIN + 7;
        let (re, im) = (random(n, n, 3.0, 21), random(n, n, 0.0, 22));
        let a = complex(&re, &im);
        let b = M {
            r: n,
            c: 1,
            a: (0..n).map(|i| C64::new(i as f64, 1.0)).collect(),
        };
        let mut ctx = Ctx::new();
        let x = solve(&mut ctx, &a, &b).unwrap();
        let res = matmul(&a, &x);
        let err: f64 = res.a.iter().zip(&b.a).map(|(p, q)| (p - q).norm()).sum();
        assert!(err <= tol(n, 10.0) * a.norm1() * b.norm1(), "{err}");
        assert!(ctx.err.is_empty());
    }
}
