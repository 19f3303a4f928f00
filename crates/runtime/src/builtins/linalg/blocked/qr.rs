//! Householder QR and its `Q` on two threads: our own block algorithm around faer's sequential kernels.
//!
//! faer's parallel QR forks at every level of its recursion (about 2,900
//! forks in one QR of order 800), each fork waking a sleeping thread, and
//! on two threads was slower than on one. Here, as LAPACK's `geqrf` orders
//! it, each panel of `QR_BLOCK` columns is factored by faer's sequential
//! kernel (which also forms the panel's block reflector `I - V T^-1 V'`),
//! and the columns to its right get the reflector in two parts, one on a
//! helper thread, with a look-ahead of one panel; `Q` is formed as `orgqr`
//! does, the block reflectors applied last to first to the identity's
//! columns from the block's own on (the others are untouched), each step's
//! columns in two halves. One fork a block step; the parts are cut by the
//! sizes alone, so the bits do not depend on the thread count.

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::{self, householder};
use faer::reborrow::{Reborrow, ReborrowMut};
use faer::{Conj, MatMut, MatRef, Par};

use super::super::Field;
use super::{fork, own_share};

/// The panel width (measured at orders 500-2000).
pub(super) const QR_BLOCK: usize = 64;

/// faer's sequential QR of the panel `a` in place, its block reflector's
/// `T` in `t` (`w x w`, `w` the panel's columns); false when faer found a
/// column that adds no rank (its reflectors then no longer one a column).
fn panel_qr<T: Field>(a: MatMut<'_, T>, t: MatMut<'_, T>) -> bool {
    let (m, w) = (a.nrows(), a.ncols());
    let scratch = linalg::qr::no_pivoting::factor::qr_in_place_scratch::<T>(
        m,
        w,
        w,
        Par::Seq,
        Default::default(),
    );
    let info = linalg::qr::no_pivoting::factor::qr_in_place(
        a,
        t,
        Par::Seq,
        MemStack::new(&mut MemBuffer::new(scratch)),
        Default::default(),
    );
    info.rank == w.min(m)
}

/// `cols = H' cols` (`adjoint`) or `H cols`, `H = I - V T^-1 V'` the block
/// reflector of the panel `v` (its rows from the panel's first on).
fn reflect<T: Field>(v: MatRef<'_, T>, t: MatRef<'_, T>, cols: MatMut<'_, T>, adjoint: bool) {
    if cols.ncols() == 0 {
        return;
    }
    let scratch = householder::apply_block_householder_on_the_left_in_place_scratch::<T>(
        v.nrows(),
        v.ncols(),
        cols.ncols(),
    );
    let mut buf = MemBuffer::new(scratch);
    let stack = MemStack::new(&mut buf);
    if adjoint {
        householder::apply_block_householder_transpose_on_the_left_in_place_with_conj(
            v,
            t,
            Conj::Yes,
            cols,
            Par::Seq,
            stack,
        );
    } else {
        householder::apply_block_householder_on_the_left_in_place_with_conj(
            v,
            t,
            Conj::No,
            cols,
            Par::Seq,
            stack,
        );
    }
}

/// Householder QR of the `m x n` matrix `a` in place (R on and above the
/// diagonal, the reflectors' essential parts below), each panel's `T` in
/// `coeff` (`QR_BLOCK x min(m, n)`, as faer's `qr_in_place` lays it out,
/// so faer's sequence kernels read it). False, with `a` overwritten, when
/// a panel was rank deficient by faer's test: faer's whole-matrix kernel
/// must then redo it (its reflectors shift rows, which panels cannot).
pub(super) fn factor<T: Field>(mut a: MatMut<'_, T>, mut coeff: MatMut<'_, T>) -> bool {
    let (m, n) = (a.nrows(), a.ncols());
    let k = m.min(n);
    if k == 0 {
        return true;
    }
    let b = QR_BLOCK;
    let w0 = b.min(k);
    let mut ok = panel_qr(
        a.rb_mut().get_mut(.., ..w0),
        coeff.rb_mut().get_mut(..w0, ..w0),
    );
    let mut j = 0;
    while j < k && ok {
        let w = b.min(k - j);
        let next = j + w;
        let w2 = b.min(k - next);
        let rest = n - next - w2;
        let first = own_share(rest, w2);
        let (left, right) = a.rb_mut().split_at_col_mut(next);
        let v = left.rb().get(j.., j..);
        let (done, todo) = coeff.rb_mut().split_at_col_mut(next);
        let t = done.rb().get(..w, j..);
        let (p0, right) = right.split_at_col_mut(w2);
        let (r1, r2) = right.split_at_col_mut(first);
        let mut next_ok = true;
        fork(
            || {
                let mut p0 = p0;
                reflect(v, t, p0.rb_mut().get_mut(j.., ..), true);
                if w2 > 0 {
                    next_ok = panel_qr(p0.get_mut(next.., ..), todo.get_mut(..w2, ..w2));
                }
                reflect(v, t, r1.get_mut(j.., ..), true);
            },
            || reflect(v, t, r2.get_mut(j.., ..), true),
        );
        ok = next_ok;
        j = next;
    }
    ok
}

/// The first `cols` columns of `Q` (`m x cols`, `cols >= min(m, n)` of the
/// factored `f`) into `q`, which holds them of the identity: the block
/// reflectors last to first, each on the columns from its own first on.
pub(super) fn form_q<T: Field>(f: MatRef<'_, T>, coeff: MatRef<'_, T>, mut q: MatMut<'_, T>) {
    let k = f.nrows().min(f.ncols());
    let cols = q.ncols();
    let b = QR_BLOCK;
    let mut j = k.div_ceil(b) * b;
    while j > 0 {
        let start = j - b;
        let end = j.min(k);
        let v = f.get(start.., start..end);
        let t = coeff.get(..end - start, start..end);
        let part = q.rb_mut().get_mut(start.., start..cols);
        let half = part.ncols() / 2;
        let (c0, c1) = part.split_at_col_mut(half);
        fork(|| reflect(v, t, c0, false), || reflect(v, t, c1, false));
        j = start;
    }
}

#[cfg(test)]
mod tests {
    //! Checked by the defining identities (`Q' Q = I`, `Q R = A`) with a
    //! tolerance of a few `n * eps`, on both sides of the panel width and
    //! on one thread against two, bit for bit.
    use super::super::super::{matmul, qr_factor, M};
    use super::super::tests::{complex, diff_norm1, random, tol};
    use super::super::{qr, qr_packed};
    use crate::value::C64;

    fn check(a: &M<f64>, cols: usize) -> (M<f64>, M<f64>) {
        let m = a.r;
        let (q, r, _) = qr(a, false, cols);
        assert!(r.is_upper() && (q.r, q.c, r.r, r.c) == (m, cols, cols, a.c));
        let qtq = matmul(&q.ctrans(), &q);
        let e = diff_norm1(&qtq, &M::eye(cols));
        assert!(e <= tol(m, 1.0), "{m}x{} Q'Q: {e}", a.c);
        let e = diff_norm1(&matmul(&q, &r), a) / a.norm1();
        assert!(e <= tol(m, 1.0), "{m}x{} QR: {e}", a.c);
        (q, r)
    }

    #[test]
    fn blocked_qr_square_tall_wide_and_economy() {
        for (m, n) in [
            (100, 100),
            (130, 97),
            (300, 300),
            (517, 517),
            (400, 250),
            (250, 400),
        ] {
            let a = random(m, n, 0.0, 7 + m as u64);
            for cols in [m, m.min(n)] {
                let (q, r) = check(&a, cols);
                let old = crate::threads::set(Some(1));
                let (q1, r1, _) = qr(&a, false, cols);
                crate::threads::set(Some(2));
                let (q2, r2, _) = qr(&a, false, cols);
                crate::threads::set(Some(old));
                assert!(q1.a == q.a && q2.a == q.a && r1.a == r.a && r2.a == r.a);
            }
        }
    }

    #[test]
    fn rank_deficient_and_triangular() {
        let (m, n) = (300, 200);
        let mut a = random(m, n, 0.0, 9);
        for i in 0..m {
            a.a[i + 150 * m] = a.a[i + 20 * m]; // two equal columns
            a.a[i + 70 * m] = 0.0; // a zero column
        }
        for cols in [m, n] {
            check(&a, cols);
        }
        // Columns already triangular: each reflector is the identity.
        let mut t = random(m, m, 1.0, 10);
        for j in 0..m {
            t.a[j * m + j + 1..(j + 1) * m].fill(0.0);
        }
        let (_, r) = check(&t, m);
        let d = (0..m).map(|i| (r.at(i, i).abs() - t.at(i, i).abs()).abs());
        assert!(d.fold(0.0, f64::max) <= tol(m, 1.0));
    }

    #[test]
    fn blocked_qr_complex() {
        let (m, n) = (260, 200);
        let a = complex(&random(m, n, 0.0, 11), &random(m, n, 0.0, 12));
        let (q, r, _) = qr(&a, false, m);
        let size: f64 = a.a.iter().map(|x| x.norm()).sum();
        let qr_err: f64 = matmul(&q, &r)
            .a
            .iter()
            .zip(&a.a)
            .map(|(x, y)| (x - y).norm())
            .sum();
        assert!(qr_err / size <= tol(m, 1.0), "{qr_err}");
        let qtq = matmul(&q.ctrans(), &q);
        let eye = M::<C64>::eye(m);
        let err: f64 = qtq.a.iter().zip(&eye.a).map(|(x, y)| (x - y).norm()).sum();
        assert!(err <= tol(m, 1.0) * m as f64, "{err}");
    }

    #[test]
    fn packed_factors_as_lapack_lays_them() {
        for (m, n) in [(150, 120), (120, 150)] {
            let a = random(m, n, 0.0, 13);
            let x = qr_packed(&a).unwrap();
            let want = qr_factor(&a, false);
            let mut w = want.f.clone();
            for (j, &tau) in want.tau.iter().enumerate() {
                for i in j + 1..m {
                    w.set(i, j, w.at(i, j) * tau);
                }
            }
            let e = diff_norm1(&x, &w) / w.norm1();
            assert!(e <= tol(m, 100.0), "{m}x{n}: {e}");
        }
    }
}
