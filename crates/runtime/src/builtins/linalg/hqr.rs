//! Hessenberg reduction, balancing and the QR iteration to Schur form, in
//! the operation order of LAPACK's unblocked routines (`xGEHD2`/`xORGHR`,
//! `xGEBAL`, `DLAHQR` with `DLANV2`, `ZLAHQR`), so that `hess` and `schur`
//! print Octave's factors, whose signs and eigenvalue order the algorithm
//! fixes. faer 0.24 keeps its Schur kernels private, hence these.
//!
//! The QR iterations index from 1, as the published algorithms do.

use super::{scaled_norm, Field, M};
use crate::value::C64;

const ULP: f64 = f64::EPSILON;
const SAFMIN: f64 = f64::MIN_POSITIVE;

/// `xLARFG`: the reflector `I - tau v v'` (`v(1) = 1`) taking `[alpha; x]`
/// to `[beta; 0]`; `x` becomes `v(2:end)`. Returns `(beta, tau)`.
pub(super) fn larfg<T: Field>(alpha: T, x: &mut [T]) -> (T, T) {
    let xnorm = scaled_norm(x.iter().map(|v| v.abs()));
    let real_alpha = alpha == T::from_f64(alpha.re());
    if xnorm == 0.0 && real_alpha {
        return (alpha, T::zero());
    }
    let beta = -alpha.abs().hypot(xnorm).copysign(alpha.re());
    let b = T::from_f64(beta);
    let tau = (b - alpha) / b;
    let scal = T::one() / (alpha - b);
    for v in x.iter_mut() {
        *v *= scal;
    }
    (b, tau)
}

/// Reduces rows and columns `lo..=hi` (from 0) of the square `a` to upper
/// Hessenberg form in place (`xGEHD2`); the reflectors' vectors stay below
/// the subdiagonal, their factors are returned.
pub(super) fn hessenberg<T: Field>(a: &mut M<T>, lo: usize, hi: usize) -> Vec<T> {
    let n = a.r;
    let mut taus = Vec::new();
    for i in lo..hi {
        let mut x: Vec<T> = (i + 2..=hi).map(|r| a.at(r, i)).collect();
        let (beta, tau) = larfg(a.at(i + 1, i), &mut x);
        for (k, &v) in x.iter().enumerate() {
            a.set(i + 2 + k, i, v);
        }
        let v: Vec<T> = std::iter::once(T::one()).chain(x).collect();
        // From the right on rows 0..=hi, columns i+1..=hi.
        for r in 0..=hi {
            let mut w = T::zero();
            for (k, &vk) in v.iter().enumerate() {
                w += a.at(r, i + 1 + k) * vk;
            }
            let t = w * tau;
            for (k, &vk) in v.iter().enumerate() {
                let x = a.at(r, i + 1 + k) - t * vk.conj();
                a.set(r, i + 1 + k, x);
            }
        }
        // Its adjoint from the left on rows i+1..=hi, columns i+1..n.
        for c in i + 1..n {
            let mut w = T::zero();
            for (k, &vk) in v.iter().enumerate() {
                w += vk.conj() * a.at(i + 1 + k, c);
            }
            let t = w * tau.conj();
            for (k, &vk) in v.iter().enumerate() {
                let x = a.at(i + 1 + k, c) - vk * t;
                a.set(i + 1 + k, c, x);
            }
        }
        a.set(i + 1, i, beta);
        taus.push(tau);
    }
    taus
}

/// The orthogonal (unitary) factor of [`hessenberg`]'s reduction (`xORGHR`),
/// and `a` with the reflectors' vectors cleared to its Hessenberg form.
pub(super) fn hessenberg_q<T: Field>(a: &mut M<T>, taus: &[T], lo: usize) -> M<T> {
    let n = a.r;
    let mut q = M::eye(n);
    for (j, &tau) in taus.iter().enumerate().rev() {
        let i = lo + j;
        let v: Vec<T> = std::iter::once(T::one())
            .chain((i + 2..n).map(|r| a.at(r, i)))
            .take(taus.len() - j)
            .collect();
        for c in i + 1..n {
            let mut w = T::zero();
            for (k, &vk) in v.iter().enumerate() {
                w += vk.conj() * q.at(i + 1 + k, c);
            }
            let t = w * tau;
            for (k, &vk) in v.iter().enumerate() {
                let x = q.at(i + 1 + k, c) - vk * t;
                q.set(i + 1 + k, c, x);
            }
        }
    }
    for j in 0..n {
        for i in j + 2..n {
            a.set(i, j, T::zero());
        }
    }
    q
}

/// What `xGEBAL` did: rows and columns outside `lo..=hi` were permuted away
/// (`perm[k]` is the index swapped with `k`), those inside scaled by
/// `scale`.
pub(super) struct Balancing {
    pub lo: usize,
    pub hi: usize,
    pub perm: Vec<usize>,
    pub scale: Vec<f64>,
}

/// Balances the square `a` in place (`xGEBAL`): permutes it to isolate
/// eigenvalues when `permute`, then scales rows and columns by powers of 2
/// to make their norms nearly equal when `scale`.
pub(super) fn balance<T: Field>(a: &mut M<T>, permute: bool, scale: bool) -> Balancing {
    let n = a.r;
    let mut b = Balancing {
        lo: 0,
        hi: n.saturating_sub(1),
        perm: (0..n).collect(),
        scale: vec![1.0; n],
    };
    if n == 0 {
        return b;
    }
    if permute {
        isolate(a, &mut b);
    }
    if scale && b.lo < b.hi {
        scale_to_balance(a, &mut b);
    }
    b
}

fn swap_rows_cols<T: Field>(a: &mut M<T>, j: usize, m: usize, rows_to: usize, cols_from: usize) {
    let n = a.r;
    for i in 0..=rows_to {
        let (x, y) = (a.at(i, j), a.at(i, m));
        a.set(i, j, y);
        a.set(i, m, x);
    }
    for c in cols_from..n {
        let (x, y) = (a.at(j, c), a.at(m, c));
        a.set(j, c, y);
        a.set(m, c, x);
    }
}

/// `xGEBAL`'s permutations: rows with no off-diagonal entry in the active
/// columns go to the bottom, then columns with none in the active rows to
/// the left.
fn isolate<T: Field>(a: &mut M<T>, b: &mut Balancing) {
    let zero = T::zero();
    'rows: loop {
        let l = b.hi;
        for j in (0..=l).rev() {
            if (0..=l).all(|i| i == j || a.at(j, i) == zero) {
                b.perm[l] = j;
                if j != l {
                    swap_rows_cols(a, j, l, l, b.lo);
                }
                if l == 0 {
                    b.lo = 0;
                    b.hi = 0;
                    return;
                }
                b.hi = l - 1;
                continue 'rows;
            }
        }
        break;
    }
    'cols: loop {
        let (k, l) = (b.lo, b.hi);
        for j in k..=l {
            if (k..=l).all(|i| i == j || a.at(i, j) == zero) {
                b.perm[k] = j;
                if j != k {
                    swap_rows_cols(a, j, k, l, k);
                }
                b.lo = k + 1;
                continue 'cols;
            }
        }
        break;
    }
}

/// `xGEBAL`'s scaling loop (2-norms, as LAPACK since 3.5).
fn scale_to_balance<T: Field>(a: &mut M<T>, b: &mut Balancing) {
    let n = a.r;
    let (k, l) = (b.lo, b.hi);
    let radix = 2.0f64;
    let sfmin1 = SAFMIN / ULP;
    let sfmax1 = 1.0 / sfmin1;
    let sfmin2 = sfmin1 * radix;
    let sfmax2 = 1.0 / sfmin2;
    let mut noconv = true;
    while noconv {
        noconv = false;
        for i in k..=l {
            let mut c = scaled_norm((k..=l).map(|r| a.at(r, i).abs()));
            let mut r = scaled_norm((k..=l).map(|c| a.at(i, c).abs()));
            let mut ca = (0..=l).map(|r| a.at(r, i).abs1()).fold(0.0, f64::max);
            let mut ra = (k..n).map(|c| a.at(i, c).abs1()).fold(0.0, f64::max);
            if c == 0.0 || r == 0.0 {
                continue;
            }
            if (c + ca + r + ra).is_nan() {
                return;
            }
            let mut g = r / radix;
            let mut f = 1.0f64;
            let s = c + r;
            while c < g && f.max(c).max(ca) < sfmax2 && r.min(g).min(ra) > sfmin2 {
                f *= radix;
                c *= radix;
                ca *= radix;
                r /= radix;
                g /= radix;
                ra /= radix;
            }
            g = c / radix;
            while g >= r && r.max(ra) < sfmax2 && f.min(c).min(g).min(ca) > sfmin2 {
                f /= radix;
                c /= radix;
                g /= radix;
                ca /= radix;
                r *= radix;
                ra *= radix;
            }
            if c + r >= 0.95 * s {
                continue;
            }
            if f < 1.0 && b.scale[i] < 1.0 && f * b.scale[i] <= sfmin1 {
                continue;
            }
            if f > 1.0 && b.scale[i] > 1.0 && b.scale[i] >= sfmax1 / f {
                continue;
            }
            b.scale[i] *= f;
            noconv = true;
            let (g, f) = (T::from_f64(1.0 / f), T::from_f64(f));
            for c in k..n {
                let x = a.at(i, c) * g;
                a.set(i, c, x);
            }
            for r in 0..=l {
                let x = a.at(r, i) * f;
                a.set(r, i, x);
            }
        }
    }
}

impl Balancing {
    /// `xGEBAK`: applies the balancing's scaling, then its permutations, to
    /// the rows of `v` (right eigenvectors or Schur vectors of the balanced
    /// matrix become those of the original).
    pub(super) fn undo_rows<T: Field>(&self, v: &mut M<T>) {
        for i in self.lo..=self.hi.min(v.r.saturating_sub(1)) {
            let s = T::from_f64(self.scale[i]);
            for c in 0..v.c {
                let x = v.at(i, c) * s;
                v.set(i, c, x);
            }
        }
        let outside = (0..self.lo).rev().chain(self.hi + 1..v.r);
        for i in outside {
            let k = self.perm[i];
            if k != i {
                for c in 0..v.c {
                    let (x, y) = (v.at(i, c), v.at(k, c));
                    v.set(i, c, y);
                    v.set(k, c, x);
                }
            }
        }
    }
}

/// The real Schur form: `DLAHQR` on the Hessenberg `h` (rows and columns
/// `ilo..=ihi`, from 1, still to converge), accumulating the rotations into
/// `z`. Returns false when it did not converge.
pub(super) fn real_schur(h: &mut M<f64>, z: &mut M<f64>, ilo: usize, ihi: usize) -> bool {
    let n = h.r;
    macro_rules! h {
        ($i:expr, $j:expr) => {
            h.a[($i - 1) + ($j - 1) * n]
        };
    }
    if ilo > ihi || n == 0 {
        return true;
    }
    let nh = ihi - ilo + 1;
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _ in 0..=itmax {
            let k = real_split(h, i, l, ilo, ihi, smlnum);
            l = k;
            if l > ilo {
                h!(l, l - 1) = 0.0;
            }
            if l + 1 >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            real_sweep(h, z, i, l, kdefl);
        }
        if !converged {
            return false;
        }
        if l + 1 == i {
            // A 2-by-2 block split off: its standard form.
            let (a, b, c, d) = (h!(i - 1, i - 1), h!(i - 1, i), h!(i, i - 1), h!(i, i));
            let (std, cs, sn) = lanv2(a, b, c, d);
            h!(i - 1, i - 1) = std[0];
            h!(i - 1, i) = std[1];
            h!(i, i - 1) = std[2];
            h!(i, i) = std[3];
            for j in i + 1..=n {
                let (x, y) = (h!(i - 1, j), h!(i, j));
                h!(i - 1, j) = cs * x + sn * y;
                h!(i, j) = cs * y - sn * x;
            }
            for j in 1..i - 1 {
                let (x, y) = (h!(j, i - 1), h!(j, i));
                h!(j, i - 1) = cs * x + sn * y;
                h!(j, i) = cs * y - sn * x;
            }
            for j in 0..n {
                let (x, y) = (z.a[j + (i - 2) * n], z.a[j + (i - 1) * n]);
                z.a[j + (i - 2) * n] = cs * x + sn * y;
                z.a[j + (i - 1) * n] = cs * y - sn * x;
            }
        }
        kdefl = 0;
        if l == 0 {
            break;
        }
        i = l - 1;
    }
    true
}

/// The row `k` (from 1) at or above `i` whose subdiagonal entry is
/// negligible (Ahues and Kahan's criterion), or `l`.
fn real_split(h: &M<f64>, i: usize, l: usize, ilo: usize, ihi: usize, smlnum: f64) -> usize {
    let n = h.r;
    let hh = |r: usize, c: usize| h.a[(r - 1) + (c - 1) * n];
    let mut k = i;
    while k > l {
        if hh(k, k - 1).abs() <= smlnum {
            return k;
        }
        let mut tst = hh(k - 1, k - 1).abs() + hh(k, k).abs();
        if tst == 0.0 {
            if k >= ilo + 2 {
                tst += hh(k - 1, k - 2).abs();
            }
            if k < ihi {
                tst += hh(k + 1, k).abs();
            }
        }
        if hh(k, k - 1).abs() <= ULP * tst {
            let ab = hh(k, k - 1).abs().max(hh(k - 1, k).abs());
            let ba = hh(k, k - 1).abs().min(hh(k - 1, k).abs());
            let aa = hh(k, k).abs().max((hh(k - 1, k - 1) - hh(k, k)).abs());
            let bb = hh(k, k).abs().min((hh(k - 1, k - 1) - hh(k, k)).abs());
            let s = aa + ab;
            if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                return k;
            }
        }
        k -= 1;
    }
    l
}

/// One double-shift QR sweep of `DLAHQR` on rows and columns `l..=i`.
fn real_sweep(h: &mut M<f64>, z: &mut M<f64>, i: usize, l: usize, kdefl: usize) {
    let n = h.r;
    macro_rules! h {
        ($i:expr, $j:expr) => {
            h.a[($i - 1) + ($j - 1) * n]
        };
    }
    let (dat1, dat2) = (0.75, -0.4375);
    let (h11, h12, h21, h22);
    if kdefl.is_multiple_of(20) {
        let s = h!(i, i - 1).abs() + h!(i - 1, i - 2).abs();
        h11 = dat1 * s + h!(i, i);
        h12 = dat2 * s;
        h21 = s;
        h22 = h11;
    } else if kdefl.is_multiple_of(10) {
        let s = h!(l + 1, l).abs() + h!(l + 2, l + 1).abs();
        h11 = dat1 * s + h!(l, l);
        h12 = dat2 * s;
        h21 = s;
        h22 = h11;
    } else {
        h11 = h!(i - 1, i - 1);
        h21 = h!(i, i - 1);
        h12 = h!(i - 1, i);
        h22 = h!(i, i);
    }
    let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
    let (rt1r, rt1i, rt2r, rt2i);
    if s == 0.0 {
        (rt1r, rt1i, rt2r, rt2i) = (0.0, 0.0, 0.0, 0.0);
    } else {
        let (h11, h12, h21, h22) = (h11 / s, h12 / s, h21 / s, h22 / s);
        let tr = (h11 + h22) / 2.0;
        let det = (h11 - tr) * (h22 - tr) - h12 * h21;
        let rtdisc = det.abs().sqrt();
        if det >= 0.0 {
            rt1r = tr * s;
            rt2r = rt1r;
            rt1i = rtdisc * s;
            rt2i = -rt1i;
        } else {
            let (a, b) = (tr + rtdisc, tr - rtdisc);
            let r = if (a - h22).abs() <= (b - h22).abs() {
                a * s
            } else {
                b * s
            };
            (rt1r, rt2r, rt1i, rt2i) = (r, r, 0.0, 0.0);
        }
    }
    // Two consecutive small subdiagonal entries: where the bulge starts.
    let mut v = [0.0f64; 3];
    let mut m = i - 2;
    loop {
        let h21s = h!(m + 1, m);
        let s = (h!(m, m) - rt2r).abs() + rt2i.abs() + h21s.abs();
        let h21s = h!(m + 1, m) / s;
        v[0] =
            h21s * h!(m, m + 1) + (h!(m, m) - rt1r) * ((h!(m, m) - rt2r) / s) - rt1i * (rt2i / s);
        v[1] = h21s * (h!(m, m) + h!(m + 1, m + 1) - rt1r - rt2r);
        v[2] = h21s * h!(m + 2, m + 1);
        let s = v[0].abs() + v[1].abs() + v[2].abs();
        v.iter_mut().for_each(|x| *x /= s);
        if m == l {
            break;
        }
        let h00 = h!(m, m - 1).abs() * (v[1].abs() + v[2].abs());
        let h01 =
            ULP * v[0].abs() * (h!(m - 1, m - 1).abs() + h!(m, m).abs() + h!(m + 1, m + 1).abs());
        if h00 <= h01 {
            break;
        }
        m -= 1;
    }
    for k in m..i {
        let nr = 3.min(i - k + 1);
        if k > m {
            for (j, x) in v.iter_mut().enumerate().take(nr) {
                *x = h!(k + j, k - 1);
            }
        }
        let (beta, t1) = larfg(v[0], &mut v[1..nr]);
        v[0] = beta;
        if k > m {
            h!(k, k - 1) = v[0];
            h!(k + 1, k - 1) = 0.0;
            if k + 1 < i {
                h!(k + 2, k - 1) = 0.0;
            }
        } else if m > l {
            h!(k, k - 1) *= 1.0 - t1;
        }
        let v2 = v[1];
        let t2 = t1 * v2;
        let (v3, t3) = if nr == 3 {
            (v[2], t1 * v[2])
        } else {
            (0.0, 0.0)
        };
        let rows = nr;
        for j in k..=n {
            let mut sum = h!(k, j) + v2 * h!(k + 1, j);
            if rows == 3 {
                sum += v3 * h!(k + 2, j);
            }
            h!(k, j) -= sum * t1;
            h!(k + 1, j) -= sum * t2;
            if rows == 3 {
                h!(k + 2, j) -= sum * t3;
            }
        }
        for j in 1..=(k + 3).min(i) {
            let mut sum = h!(j, k) + v2 * h!(j, k + 1);
            if rows == 3 {
                sum += v3 * h!(j, k + 2);
            }
            h!(j, k) -= sum * t1;
            h!(j, k + 1) -= sum * t2;
            if rows == 3 {
                h!(j, k + 2) -= sum * t3;
            }
        }
        for j in 0..n {
            let at = |c: usize| j + (c - 1) * n;
            let mut sum = z.a[at(k)] + v2 * z.a[at(k + 1)];
            if rows == 3 {
                sum += v3 * z.a[at(k + 2)];
            }
            z.a[at(k)] -= sum * t1;
            z.a[at(k + 1)] -= sum * t2;
            if rows == 3 {
                z.a[at(k + 2)] -= sum * t3;
            }
        }
    }
}

/// `DLANV2`: the standard form `[a b; c d]` of a real 2-by-2 block (`c = 0`,
/// or `a = d` and `b c < 0`) and the rotation `(cs, sn)` that gives it.
pub(super) fn lanv2(mut a: f64, mut b: f64, mut c: f64, mut d: f64) -> ([f64; 4], f64, f64) {
    let sign = |x: f64, y: f64| x.abs().copysign(y);
    let (mut cs, mut sn);
    if c == 0.0 {
        (cs, sn) = (1.0, 0.0);
    } else if b == 0.0 {
        (cs, sn) = (0.0, 1.0);
        std::mem::swap(&mut a, &mut d);
        b = -c;
        c = 0.0;
    } else if a - d == 0.0 && sign(1.0, b) != sign(1.0, c) {
        (cs, sn) = (1.0, 0.0);
    } else {
        let mut temp = a - d;
        let mut p = 0.5 * temp;
        let bcmax = b.abs().max(c.abs());
        let bcmis = b.abs().min(c.abs()) * sign(1.0, b) * sign(1.0, c);
        let scale = p.abs().max(bcmax);
        let mut z = (p / scale) * p + (bcmax / scale) * bcmis;
        if z >= 4.0 * ULP {
            // Real eigenvalues.
            z = p + sign(scale.sqrt() * z.sqrt(), p);
            a = d + z;
            d -= (bcmax / z) * bcmis;
            let tau = c.hypot(z);
            cs = z / tau;
            sn = c / tau;
            b -= c;
            c = 0.0;
        } else {
            // Complex or nearly equal real eigenvalues: equal diagonal.
            let safmn2 = 2f64.powi(((SAFMIN / ULP).log2() / 2.0) as i32);
            let safmx2 = 1.0 / safmn2;
            let mut sigma = b + c;
            for _ in 0..=20 {
                let scale = temp.abs().max(sigma.abs());
                if scale >= safmx2 {
                    sigma *= safmn2;
                    temp *= safmn2;
                } else if scale <= safmn2 {
                    sigma *= safmx2;
                    temp *= safmx2;
                } else {
                    break;
                }
            }
            p = 0.5 * temp;
            let tau = sigma.hypot(temp);
            cs = (0.5 * (1.0 + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(1.0, sigma);
            let (aa, bb) = (a * cs + b * sn, -a * sn + b * cs);
            let (cc, dd) = (c * cs + d * sn, -c * sn + d * cs);
            a = aa * cs + cc * sn;
            b = bb * cs + dd * sn;
            c = -aa * sn + cc * cs;
            d = -bb * sn + dd * cs;
            let temp = 0.5 * (a + d);
            a = temp;
            d = temp;
            if c != 0.0 {
                if b != 0.0 {
                    if sign(1.0, b) == sign(1.0, c) {
                        // Real eigenvalues after all: triangular.
                        let (sab, sac) = (b.abs().sqrt(), c.abs().sqrt());
                        p = sign(sab * sac, c);
                        let tau = 1.0 / (b + c).abs().sqrt();
                        a = temp + p;
                        d = temp - p;
                        b -= c;
                        c = 0.0;
                        let (cs1, sn1) = (sab * tau, sac * tau);
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -c;
                    c = 0.0;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    ([a, b, c, d], cs, sn)
}

fn cabs1(x: C64) -> f64 {
    x.re.abs() + x.im.abs()
}

/// The complex Schur form: `ZLAHQR` on the Hessenberg `h` (rows and columns
/// `ilo..=ihi`, from 1), accumulating into `z`. Returns false when it did
/// not converge.
pub(super) fn complex_schur(h: &mut M<C64>, z: &mut M<C64>, ilo: usize, ihi: usize) -> bool {
    let n = h.r;
    if ilo > ihi || n == 0 {
        return true;
    }
    // Real subdiagonal entries, by scaling rows and columns.
    for i in ilo + 1..=ihi {
        let x = h.a[(i - 1) + (i - 2) * n];
        if x.im != 0.0 {
            let sc = x / cabs1(x);
            let sc = sc.conj() / sc.norm();
            h.a[(i - 1) + (i - 2) * n] = C64::new(x.norm(), 0.0);
            for j in i..=n {
                h.a[(i - 1) + (j - 1) * n] *= sc;
            }
            for r in 1..=(i + 1).min(n) {
                h.a[(r - 1) + (i - 1) * n] *= sc.conj();
            }
            for r in 0..n {
                z.a[r + (i - 1) * n] *= sc.conj();
            }
        }
    }
    let nh = ihi - ilo + 1;
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _ in 0..=itmax {
            l = complex_split(h, i, l, ilo, ihi, smlnum);
            if l > ilo {
                h.a[(l - 1) + (l - 2) * n] = C64::new(0.0, 0.0);
            }
            if l >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            complex_sweep(h, z, i, l, kdefl);
        }
        if !converged {
            return false;
        }
        kdefl = 0;
        if l == 0 {
            break;
        }
        i = l - 1;
    }
    true
}

fn complex_split(h: &M<C64>, i: usize, l: usize, ilo: usize, ihi: usize, smlnum: f64) -> usize {
    let n = h.r;
    let hh = |r: usize, c: usize| h.a[(r - 1) + (c - 1) * n];
    let mut k = i;
    while k > l {
        if cabs1(hh(k, k - 1)) <= smlnum {
            return k;
        }
        let mut tst = cabs1(hh(k - 1, k - 1)) + cabs1(hh(k, k));
        if tst == 0.0 {
            if k >= ilo + 2 {
                tst += hh(k - 1, k - 2).re.abs();
            }
            if k < ihi {
                tst += hh(k + 1, k).re.abs();
            }
        }
        if hh(k, k - 1).re.abs() <= ULP * tst {
            let ab = cabs1(hh(k, k - 1)).max(cabs1(hh(k - 1, k)));
            let ba = cabs1(hh(k, k - 1)).min(cabs1(hh(k - 1, k)));
            let aa = cabs1(hh(k, k)).max(cabs1(hh(k - 1, k - 1) - hh(k, k)));
            let bb = cabs1(hh(k, k)).min(cabs1(hh(k - 1, k - 1) - hh(k, k)));
            let s = aa + ab;
            if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                return k;
            }
        }
        k -= 1;
    }
    l
}

/// The shift of a `ZLAHQR` sweep: exceptional every 10th, else Wilkinson's.
fn complex_shift(h: &M<C64>, i: usize, l: usize, kdefl: usize) -> C64 {
    let n = h.r;
    let hh = |r: usize, c: usize| h.a[(r - 1) + (c - 1) * n];
    let dat1 = 0.75;
    if kdefl.is_multiple_of(20) {
        return C64::new(dat1 * hh(i, i - 1).re.abs(), 0.0) + hh(i, i);
    }
    if kdefl.is_multiple_of(10) {
        return C64::new(dat1 * hh(l + 1, l).re.abs(), 0.0) + hh(l, l);
    }
    let mut t = hh(i, i);
    let u = hh(i - 1, i).sqrt() * hh(i, i - 1).sqrt();
    let s = cabs1(u);
    if s != 0.0 {
        let x = (hh(i - 1, i - 1) - t) * 0.5;
        let sx = cabs1(x);
        let s = s.max(cabs1(x));
        let mut y = ((x / s).powi(2) + (u / s).powi(2)).sqrt() * s;
        if sx > 0.0 {
            let xs = x / sx;
            if xs.re * y.re + xs.im * y.im < 0.0 {
                y = -y;
            }
        }
        t -= u * (u / (x + y));
    }
    t
}

/// One single-shift QR sweep of `ZLAHQR` on rows and columns `l..=i`.
fn complex_sweep(h: &mut M<C64>, z: &mut M<C64>, i: usize, l: usize, kdefl: usize) {
    let n = h.r;
    let at = |r: usize, c: usize| (r - 1) + (c - 1) * n;
    let t = complex_shift(h, i, l, kdefl);
    let mut m = i - 1;
    let mut v = loop {
        let (h11, h22) = (h.a[at(m, m)], h.a[at(m + 1, m + 1)]);
        let h11s = h11 - t;
        let h21 = h.a[at(m + 1, m)].re;
        let s = cabs1(h11s) + h21.abs();
        let (h11s, h21) = (h11s / s, h21 / s);
        let v = [h11s, C64::new(h21, 0.0)];
        if m == l {
            break v;
        }
        let h10 = h.a[at(m, m - 1)].re;
        if h10.abs() * h21.abs() <= ULP * (cabs1(h11s) * (cabs1(h11) + cabs1(h22))) {
            break v;
        }
        m -= 1;
    };
    for k in m..i {
        if k > m {
            v = [h.a[at(k, k - 1)], h.a[at(k + 1, k - 1)]];
        }
        let mut x = [v[1]];
        let (beta, t1) = larfg(v[0], &mut x);
        v = [beta, x[0]];
        if k > m {
            h.a[at(k, k - 1)] = v[0];
            h.a[at(k + 1, k - 1)] = C64::new(0.0, 0.0);
        }
        let v2 = v[1];
        let t2 = (t1 * v2).re;
        for j in k..=n {
            let sum = t1.conj() * h.a[at(k, j)] + h.a[at(k + 1, j)] * t2;
            h.a[at(k, j)] -= sum;
            h.a[at(k + 1, j)] -= sum * v2;
        }
        for j in 1..=(k + 2).min(i) {
            let sum = t1 * h.a[at(j, k)] + h.a[at(j, k + 1)] * t2;
            h.a[at(j, k)] -= sum;
            h.a[at(j, k + 1)] -= sum * v2.conj();
        }
        for j in 1..=n {
            let sum = t1 * z.a[at(j, k)] + z.a[at(j, k + 1)] * t2;
            z.a[at(j, k)] -= sum;
            z.a[at(j, k + 1)] -= sum * v2.conj();
        }
        if k == m && m > l {
            // Keep H(m, m-1) real after a sweep started below l.
            let temp = C64::new(1.0, 0.0) - t1;
            let temp = temp / temp.norm();
            h.a[at(m + 1, m)] *= temp.conj();
            if m + 2 <= i {
                h.a[at(m + 2, m + 1)] *= temp;
            }
            for j in m..=i {
                if j != m + 1 {
                    for c in j + 1..=n {
                        h.a[at(j, c)] *= temp;
                    }
                    for r in 1..j {
                        h.a[at(r, j)] *= temp.conj();
                    }
                    for r in 1..=n {
                        z.a[at(r, j)] *= temp.conj();
                    }
                }
            }
        }
    }
    // Keep H(i, i-1) real.
    let temp = h.a[at(i, i - 1)];
    if temp.im != 0.0 {
        let rtemp = temp.norm();
        h.a[at(i, i - 1)] = C64::new(rtemp, 0.0);
        let temp = temp / rtemp;
        for c in i + 1..=n {
            h.a[at(i, c)] *= temp.conj();
        }
        for r in 1..i {
            h.a[at(r, i)] *= temp;
        }
        for r in 1..=n {
            z.a[at(r, i)] *= temp;
        }
    }
}
