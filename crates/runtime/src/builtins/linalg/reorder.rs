//! Reordering a Schur form or a generalized Schur form so that chosen
//! eigenvalues lead the diagonal (`ordschur`, `ordqz`, `qz`'s orderings),
//! by swapping adjacent diagonal blocks directly (Kågström, "A direct method
//! for reordering eigenvalues in the generalized real Schur form of a
//! regular matrix pair (A, B)", 1993): the coupling of two blocks solves a
//! small generalized Sylvester equation, and two QR factorizations of its
//! solution give the rotations that exchange them.

use super::{Field, M};

/// A (quasi-)triangular `s` and, for a pencil, upper triangular `t`, with
/// the unitary `left` and `right` such that `left' * A * right = s` (and
/// `left' * B * right = t`) for the matrices they came from. Without `t` the
/// form is a Schur form and `left` is `right`.
pub(super) struct Pencil<T> {
    pub s: M<T>,
    pub t: Option<M<T>>,
    pub left: M<T>,
    pub right: M<T>,
}

impl<T: Field> Pencil<T> {
    /// The size of the diagonal block starting at `k`: 2 for a real
    /// complex-pair block, else 1.
    pub fn block_at(&self, k: usize) -> usize {
        if k + 1 < self.s.r && self.s.at(k + 1, k) != T::zero() {
            2
        } else {
            1
        }
    }

    /// The size of the block ending just before `k`.
    fn block_before(&self, k: usize) -> usize {
        if k >= 2 && self.s.at(k - 1, k - 2) != T::zero() {
            2
        } else {
            1
        }
    }

    /// Moves every block with a selected position (a 2-by-2 block when
    /// either of its positions is) to the leading part, keeping the relative
    /// order of the others. The flags travel with their blocks, so a pair
    /// that splits into two real eigenvalues on the way still leads.
    pub fn reorder(&mut self, selected: &[bool]) {
        let n = self.s.r;
        let mut sel = selected.to_vec();
        let mut lead = 0;
        loop {
            let mut k = lead;
            while k < n && !sel[k..k + self.block_at(k)].iter().any(|&b| b) {
                k += self.block_at(k);
            }
            if k >= n {
                return;
            }
            let mut here = k;
            while here > lead {
                let (before, nb) = (self.block_before(here), self.block_at(here));
                let j = here - before;
                self.swap(j, before, nb);
                sel[j..here + nb].rotate_left(before);
                here = j;
            }
            lead += self.block_at(lead);
        }
    }

    /// Exchanges the adjacent blocks at `j` (size `p`) and `j + p` (size `q`).
    fn swap(&mut self, j: usize, p: usize, q: usize) {
        if p == 1 && q == 1 && self.t.is_none() {
            return self.swap_eigenvalues(j);
        }
        let m = p + q;
        let block = |x: &M<T>, r0: usize, c0: usize, r: usize, c: usize| M {
            r,
            c,
            a: (0..r * c).map(|k| x.at(r0 + k % r, c0 + k / r)).collect(),
        };
        let identity = M::<T>::eye(m);
        let tm = self
            .t
            .as_ref()
            .map_or_else(|| identity.clone(), |t| block(t, j, j, m, m));
        let sm = block(&self.s, j, j, m, m);
        // A11 R - L A22 = A12 and B11 R - L B22 = B12 (B = I for a Schur form).
        let (r, l) = coupling(&sm, &tm, p, q);
        let mut x = M::zeros(m, q);
        let mut y = M::zeros(m, q);
        for c in 0..q {
            for i in 0..p {
                x.set(i, c, -r.at(i, c));
                y.set(i, c, -l.at(i, c));
            }
            x.set(p + c, c, T::one());
            y.set(p + c, c, T::one());
        }
        let zs = orthonormal_completion(x);
        let qs = if self.t.is_some() {
            orthonormal_completion(y)
        } else {
            zs.clone()
        };
        self.rotate(j, &qs, &zs);
        // What the exchange leaves below the new blocks is rounding.
        for c in j..j + q {
            for i in j + q..j + m {
                self.s.set(i, c, T::zero());
                if let Some(t) = self.t.as_mut() {
                    t.set(i, c, T::zero());
                }
            }
        }
        for (start, size) in [(j, q), (j + q, p)] {
            if size == 2 {
                self.standardize(start);
            }
        }
    }

    /// Exchanges two 1-by-1 blocks of a Schur form by the one rotation
    /// that maps the second eigenvalue's eigenvector onto the first unit
    /// vector, as LAPACK's `xTREXC` does (so Octave's signs).
    fn swap_eigenvalues(&mut self, j: usize) {
        let n = self.s.r;
        let (t11, t22) = (self.s.at(j, j), self.s.at(j + 1, j + 1));
        let (cs, sn) = rotation(self.s.at(j, j + 1), t22 - t11);
        // x <- c x + s y, y <- c y - conj(s) x on two rows or two columns.
        let rot = |x: T, y: T, s: T| (cs * x + s * y, cs * y - s.conj() * x);
        for c in j + 2..n {
            let (x, y) = rot(self.s.at(j, c), self.s.at(j + 1, c), sn);
            self.s.set(j, c, x);
            self.s.set(j + 1, c, y);
        }
        for r in 0..j {
            let (x, y) = rot(self.s.at(r, j), self.s.at(r, j + 1), sn.conj());
            self.s.set(r, j, x);
            self.s.set(r, j + 1, y);
        }
        self.s.set(j, j, t22);
        self.s.set(j + 1, j + 1, t11);
        for u in [&mut self.left, &mut self.right] {
            for r in 0..u.r {
                let (x, y) = rot(u.at(r, j), u.at(r, j + 1), sn.conj());
                u.set(r, j, x);
                u.set(r, j + 1, y);
            }
        }
    }

    /// `s <- qs' * s * zs` (and `t`) on rows and columns `j..j + m`,
    /// accumulating `qs` into `left` and `zs` into `right`.
    fn rotate(&mut self, j: usize, qs: &M<T>, zs: &M<T>) {
        let m = qs.r;
        let left_multiply = |x: &mut M<T>| {
            for c in 0..x.c {
                let col: Vec<T> = (0..m).map(|i| x.at(j + i, c)).collect();
                for i in 0..m {
                    let v = (0..m).fold(T::zero(), |acc, k| acc + qs.at(k, i).conj() * col[k]);
                    x.set(j + i, c, v);
                }
            }
        };
        let right_multiply = |x: &mut M<T>, w: &M<T>| {
            for rr in 0..x.r {
                let row: Vec<T> = (0..m).map(|k| x.at(rr, j + k)).collect();
                for c in 0..m {
                    let v = (0..m).fold(T::zero(), |acc, k| acc + row[k] * w.at(k, c));
                    x.set(rr, j + c, v);
                }
            }
        };
        left_multiply(&mut self.s);
        right_multiply(&mut self.s, zs);
        if let Some(t) = self.t.as_mut() {
            left_multiply(t);
            right_multiply(t, zs);
        }
        right_multiply(&mut self.left, qs);
        right_multiply(&mut self.right, zs);
    }

    /// Puts the 2-by-2 block at `k` back into its standard shape: `t`'s block
    /// upper triangular for a pencil; for a Schur form, equal diagonal
    /// elements (or triangular, if its eigenvalues turn out real).
    fn standardize(&mut self, k: usize) {
        match &self.t {
            Some(t) => {
                let (f, g) = (t.at(k, k), t.at(k + 1, k));
                let h = (f.abs().powi(2) + g.abs().powi(2)).sqrt();
                if g == T::zero() || h == 0.0 {
                    return;
                }
                // The rotation whose first column is (f, g) / h.
                let mut g2 = M::eye(2);
                let h = T::from_f64(h);
                g2.set(0, 0, f / h);
                g2.set(1, 0, g / h);
                g2.set(0, 1, -(g / h).conj());
                g2.set(1, 1, (f / h).conj());
                self.rotate(k, &g2, &M::eye(2));
                if let Some(t) = self.t.as_mut() {
                    t.set(k + 1, k, T::zero());
                }
            }
            None => {
                let (a, b, c, d) = (
                    self.s.at(k, k).re(),
                    self.s.at(k, k + 1).re(),
                    self.s.at(k + 1, k).re(),
                    self.s.at(k + 1, k + 1).re(),
                );
                let (std, cs, sn) = super::hqr::lanv2(a, b, c, d);
                let mut g2 = M::eye(2);
                g2.set(0, 0, T::from_f64(cs));
                g2.set(1, 0, T::from_f64(sn));
                g2.set(0, 1, T::from_f64(-sn));
                g2.set(1, 1, T::from_f64(cs));
                self.rotate(k, &g2, &g2);
                for (idx, v) in std.into_iter().enumerate() {
                    self.s.set(k + idx / 2, k + idx % 2, T::from_f64(v));
                }
            }
        }
    }
}

/// LAPACK's `xLARTG`: the real `c` and the `s` with
/// `[c s; -conj(s) c] * [f; g] = [r; 0]`, `c >= 0`.
fn rotation<T: Field>(f: T, g: T) -> (T, T) {
    if g == T::zero() {
        return (T::one(), T::zero());
    }
    if f == T::zero() {
        return (T::zero(), g.conj() / T::from_f64(g.abs()));
    }
    let d = (f.abs().powi(2) + g.abs().powi(2)).sqrt();
    let phase = f / T::from_f64(f.abs());
    (T::from_f64(f.abs() / d), g.conj() * phase / T::from_f64(d))
}

/// `(R, L)` with `A11 R - L A22 = A12` and `B11 R - L B22 = B12`, the blocks
/// of `s` and `t` split after row and column `p`, by Gaussian elimination
/// with complete pivoting on the `2pq` unknowns (at most 8).
fn coupling<T: Field>(s: &M<T>, t: &M<T>, p: usize, q: usize) -> (M<T>, M<T>) {
    let pq = p * q;
    let n = 2 * pq;
    let mut sys = M::<T>::zeros(n, n);
    let mut rhs = vec![T::zero(); n];
    for (half, x) in [s, t].into_iter().enumerate() {
        for c in 0..q {
            for i in 0..p {
                let row = half * pq + i + c * p;
                rhs[row] = x.at(i, p + c);
                for k in 0..p {
                    // A11[i, k] R[k, c]
                    sys.set(row, k + c * p, x.at(i, k));
                }
                for k in 0..q {
                    // - L[i, k] A22[k, c]
                    sys.set(row, pq + i + k * p, -x.at(p + k, p + c));
                }
            }
        }
    }
    let sol = solve_complete_pivoting(sys, rhs);
    let unpack = |off: usize| M {
        r: p,
        c: q,
        a: sol[off..off + pq].to_vec(),
    };
    (unpack(0), unpack(pq))
}

/// The solution of a small square system; a pivot that vanishes is replaced
/// by a tiny one, as LAPACK's `xGESC2` does, so that nearly equal
/// eigenvalues still exchange (with a large but finite coupling).
fn solve_complete_pivoting<T: Field>(mut a: M<T>, mut b: Vec<T>) -> Vec<T> {
    let n = a.r;
    let scale =
        a.a.iter()
            .map(|x| x.abs())
            .fold(0.0, f64::max)
            .max(f64::MIN_POSITIVE);
    let tiny = T::from_f64(f64::EPSILON * scale);
    let mut cols: Vec<usize> = (0..n).collect();
    for k in 0..n {
        let (mut pi, mut pj, mut best) = (k, k, -1.0);
        for j in k..n {
            for i in k..n {
                if a.at(i, j).abs() > best {
                    (pi, pj, best) = (i, j, a.at(i, j).abs());
                }
            }
        }
        for c in 0..n {
            let (x, y) = (a.at(k, c), a.at(pi, c));
            a.set(k, c, y);
            a.set(pi, c, x);
        }
        b.swap(k, pi);
        for r in 0..n {
            let (x, y) = (a.at(r, k), a.at(r, pj));
            a.set(r, k, y);
            a.set(r, pj, x);
        }
        cols.swap(k, pj);
        if a.at(k, k).abs() < tiny.abs() {
            a.set(k, k, tiny);
        }
        let piv = a.at(k, k);
        for i in k + 1..n {
            let f = a.at(i, k) / piv;
            for c in k..n {
                let v = a.at(i, c) - f * a.at(k, c);
                a.set(i, c, v);
            }
            b[i] = b[i] - f * b[k];
        }
    }
    let mut x = vec![T::zero(); n];
    for k in (0..n).rev() {
        let s = (k + 1..n).fold(b[k], |acc, c| acc - a.at(k, c) * x[c]);
        x[k] = s / a.at(k, k);
    }
    let mut out = vec![T::zero(); n];
    for (k, &c) in cols.iter().enumerate() {
        out[c] = x[k];
    }
    out
}

/// A unitary matrix whose leading columns span the columns of `x` (tall,
/// full column rank): Gram-Schmidt twice on `x`, then on the unit vectors
/// that are farthest from the span so far.
fn orthonormal_completion<T: Field>(x: M<T>) -> M<T> {
    let m = x.r;
    let mut basis: Vec<Vec<T>> = Vec::with_capacity(m);
    let project_out = |v: &mut Vec<T>, basis: &[Vec<T>]| {
        for _ in 0..2 {
            for u in basis {
                let d = u
                    .iter()
                    .zip(v.iter())
                    .fold(T::zero(), |acc, (&ui, &vi)| acc + ui.conj() * vi);
                for (vi, &ui) in v.iter_mut().zip(u) {
                    *vi -= d * ui;
                }
            }
        }
    };
    let norm = |v: &[T]| v.iter().map(|z| z.abs().powi(2)).sum::<f64>().sqrt();
    for c in 0..x.c {
        let mut v: Vec<T> = (0..m).map(|i| x.at(i, c)).collect();
        project_out(&mut v, &basis);
        let nv = T::from_f64(norm(&v));
        basis.push(v.into_iter().map(|z| z / nv).collect());
    }
    while basis.len() < m {
        let best = (0..m)
            .map(|k| {
                let mut e = vec![T::zero(); m];
                e[k] = T::one();
                project_out(&mut e, &basis);
                e
            })
            .max_by(|a, b| norm(a).total_cmp(&norm(b)))
            .expect("m > 0");
        let nv = T::from_f64(norm(&best));
        basis.push(best.into_iter().map(|z| z / nv).collect());
    }
    M {
        r: m,
        c: m,
        a: basis.into_iter().flatten().collect(),
    }
}
