//! The Hessenberg and Schur forms and what is computed from them: `hess`,
//! `balance`, `schur`, `rsf2csf`, `sqrtm`, `sylvester` (kernels in `hqr`).

use super::hqr::{self, Balancing};
use super::{cplx, from_m, from_mc, join_class, matmul, to_mx, Field, Mx, M};
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::super::args::*;

fn square(name: &str, what: &str, v: &Value) -> Result<(), MatError> {
    let d = v.dims();
    if d.ndims() > 2 || d.rows() != d.cols() || !(v.is_numeric() || (v.class() == Class::Logical)) {
        return Err(MatError::msg(format!(
            "{name}: {what} must be a square matrix"
        )));
    }
    Ok(())
}

fn hess_of<T: Field>(mut a: M<T>) -> (M<T>, M<T>) {
    if a.r == 0 {
        return (a.clone(), a);
    }
    let hi = a.r - 1;
    let taus = hqr::hessenberg(&mut a, 0, hi);
    let q = hqr::hessenberg_q(&mut a, &taus, 0);
    (q, a)
}

/// `H = hess (A)`, `[P, H] = hess (A)`: `A = P * H * P'`, H upper Hessenberg.
pub(super) fn hess(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    square("hess", "A", &args[0])?;
    let (m, cls) = to_mx("hess", &args[0])?;
    let (p, h) = match m {
        Mx::R(a) => {
            let (p, h) = hess_of(a);
            (from_m(p, cls), from_m(h, cls))
        }
        Mx::C(a) => {
            let (p, h) = hess_of(a);
            (from_mc(p, cls), from_mc(h, cls))
        }
    };
    Ok(if nargout <= 1 { vec![h] } else { vec![p, h] })
}

/// The Schur form `(U, S)` of a real matrix, or of a complex one; Octave's
/// `xGEESX` path: permutations only, Hessenberg, QR iteration.
fn schur_of<T: Field>(
    mut a: M<T>,
    iterate: fn(&mut M<T>, &mut M<T>, usize, usize) -> bool,
) -> Result<(M<T>, M<T>), MatError> {
    let n = a.r;
    if n == 0 {
        return Ok((a.clone(), a));
    }
    let bal = hqr::balance(&mut a, true, false);
    let taus = hqr::hessenberg(&mut a, bal.lo, bal.hi);
    let mut z = hqr::hessenberg_q(&mut a, &taus, bal.lo);
    if !iterate(&mut a, &mut z, bal.lo + 1, bal.hi + 1) {
        return Err(MatError::msg("schur: the QR iteration did not converge"));
    }
    bal.undo_rows(&mut z);
    Ok((z, a))
}

fn real_schur(a: M<f64>) -> Result<(M<f64>, M<f64>), MatError> {
    schur_of(a, hqr::real_schur)
}

fn complex_schur(a: M<C64>) -> Result<(M<C64>, M<C64>), MatError> {
    schur_of(a, hqr::complex_schur)
}

/// `S = schur (A)`, `[U, S] = schur (A)`: `A = U * S * U'`, S upper
/// triangular (quasi-triangular with 2-by-2 blocks for complex eigenvalue
/// pairs of a real A, unless "complex" is asked).
pub(super) fn schur(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    square("schur", "A", &args[0])?;
    let mut force_complex = false;
    if let Some(opt) = args.get(1) {
        let opt = opt
            .as_string()
            .ok_or_else(|| MatError::msg("schur: second argument must be a string"))?;
        match opt.as_str() {
            "complex" => force_complex = true,
            "real" | "a" | "A" => {}
            "u" | "U" | "d" | "D" => {
                return Err(MatError::msg(format!(
                    "schur: the ordered Schur form '{opt}' is not supported"
                )))
            }
            _ => ctx.warn(
                "Octave:schur",
                &format!("schur: incorrect ordered schur argument '{opt}'"),
            ),
        }
    }
    let (m, cls) = to_mx("schur", &args[0])?;
    let (u, s) = match m {
        Mx::R(a) if !force_complex => {
            let (u, s) = real_schur(a)?;
            (from_m(u, cls), from_m(s, cls))
        }
        Mx::R(a) => {
            let (u, s) = complex_schur(cplx(a))?;
            (from_mc(u, cls), from_mc(s, cls))
        }
        Mx::C(a) => {
            let (u, s) = complex_schur(a)?;
            (from_mc(u, cls), from_mc(s, cls))
        }
    };
    Ok(if nargout <= 1 { vec![s] } else { vec![u, s] })
}

/// `[U, T] = rsf2csf (UR, TR)`: the complex Schur form from the real one,
/// each 2-by-2 block triangularized by the unitary rotation whose first
/// column is its eigenvector with a real positive first element.
pub(super) fn rsf2csf(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args
        .iter()
        .any(|v| v.is_complex() || !(v.is_numeric() || (v.class() == Class::Logical)))
    {
        return Err(MatError::msg("rsf2csf: UR and TR must be real matrices"));
    }
    let (du, dt) = (args[0].dims(), args[1].dims());
    if du.ndims() > 2
        || dt.ndims() > 2
        || dt.rows() != dt.cols()
        || du.rows() != du.cols()
        || du.rows() != dt.rows()
    {
        return Err(MatError::msg("rsf2csf: inconsistent matrix dimensions"));
    }
    let (Mx::R(u), cu) = to_mx("rsf2csf", &args[0])? else {
        unreachable!("checked real")
    };
    let (Mx::R(t), ct) = to_mx("rsf2csf", &args[1])? else {
        unreachable!("checked real")
    };
    let (mut u, mut t) = (cplx(u), cplx(t));
    let n = t.r;
    let zero = C64::new(0.0, 0.0);
    for k in (0..n.saturating_sub(1)).rev() {
        if t.at(k + 1, k) == zero {
            continue;
        }
        let (a, b, c, d) = (
            t.at(k, k).re,
            t.at(k, k + 1).re,
            t.at(k + 1, k).re,
            t.at(k + 1, k + 1).re,
        );
        // An eigenvector [b; lambda - a], scaled to a real positive b.
        let half = (a - d) / 2.0;
        let root = C64::new(half * half + b * c, 0.0).sqrt();
        let (v1, v2) = if b != 0.0 {
            let s = b.signum();
            (
                C64::new(b.abs(), 0.0),
                (C64::new(-half, 0.0) + root * s) * s,
            )
        } else {
            (zero, C64::new(1.0, 0.0))
        };
        let norm = v1.norm().hypot(v2.norm());
        let (g1, g2) = (v1 / norm, v2 / norm);
        // G = [g1 -conj(g2); g2 conj(g1)]: T = G' T G, U = U G.
        let g = [[g1, -g2.conj()], [g2, g1.conj()]];
        for j in k..n {
            let (x, y) = (t.at(k, j), t.at(k + 1, j));
            t.set(k, j, g[0][0].conj() * x + g[1][0].conj() * y);
            t.set(k + 1, j, g[0][1].conj() * x + g[1][1].conj() * y);
        }
        for m in [&mut t, &mut u] {
            for i in 0..n {
                let (x, y) = (m.at(i, k), m.at(i, k + 1));
                m.set(i, k, x * g[0][0] + y * g[1][0]);
                m.set(i, k + 1, x * g[0][1] + y * g[1][1]);
            }
        }
        t.set(k + 1, k, zero);
    }
    Ok(vec![
        complex_result_keep(cu, Dims::rc(n, n), u.a),
        complex_result_keep(ct, Dims::rc(n, n), t.a),
    ])
}

/// The square root of an upper triangular matrix in place (Björck and
/// Hammarling, column by column); true when a zero diagonal made it
/// singular. A zero numerator over a zero denominator stays zero.
fn sqrtm_upper<T: Field>(t: &mut M<T>) -> bool {
    let n = t.r;
    let mut singular = false;
    for j in 0..n {
        if t.at(j, j) == T::zero() {
            singular = true;
        }
        let d = t.at(j, j).sqrt();
        t.set(j, j, d);
        for i in (0..j).rev() {
            let mut s = t.at(i, j);
            for k in i + 1..j {
                s -= t.at(i, k) * t.at(k, j);
            }
            let den = t.at(i, i) + d;
            let x = if s == T::zero() && den == T::zero() {
                s
            } else {
                s / den
            };
            t.set(i, j, x);
        }
    }
    singular
}

/// `sqrtm (A)`: the principal square root, by the complex Schur form (or
/// directly for a triangular A with a positive diagonal, as Octave's
/// matrix type detection finds it); a real A whose root's imaginary part
/// is within `10 n eps norm (A, 1)` of zero gets the real part.
pub(super) fn sqrtm(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    square("sqrtm", "A", &args[0])?;
    let (m, cls) = to_mx("sqrtm", &args[0])?;
    let n = match &m {
        Mx::R(a) => a.r,
        Mx::C(a) => a.r,
    };
    let warn = |ctx: &mut Ctx, singular: bool| {
        if singular {
            ctx.warn(
                "Octave:sqrtm:SingularMatrix",
                "sqrtm: matrix is singular, may not have a square root",
            );
        }
    };
    let cutoff = match &m {
        Mx::R(a) => {
            let positive = (0..n).all(|i| a.at(i, i) > 0.0);
            if positive && (a.is_upper() || a.is_lower()) {
                let lower = !a.is_upper();
                let mut t = if lower { a.ctrans() } else { a.clone() };
                sqrtm_upper(&mut t);
                return one(from_m(if lower { t.ctrans() } else { t }, cls));
            }
            10.0 * n as f64 * f64::EPSILON * a.norm1()
        }
        Mx::C(_) => 0.0,
    };
    let a = match m {
        Mx::R(a) => cplx(a),
        Mx::C(a) => a,
    };
    let (u, mut t) = complex_schur(a)?;
    let singular = sqrtm_upper(&mut t);
    warn(ctx, singular);
    let r = matmul(&matmul(&u, &t), &u.ctrans());
    let imag = M {
        r: n,
        c: n,
        a: r.a.iter().map(|z| z.im).collect(),
    };
    if cutoff > 0.0 && imag.norm1() < cutoff {
        let re = M {
            r: n,
            c: n,
            a: r.a.iter().map(|z| z.re).collect(),
        };
        return one(from_m(re, cls));
    }
    one(complex_result_keep(cls, Dims::rc(n, n), r.a))
}

/// Solves `TA Y + Y TB = F` for upper triangular `TA`, `TB`, column by column.
fn sylvester_triangular(ta: &M<C64>, tb: &M<C64>, f: &M<C64>) -> M<C64> {
    let (n, m) = (ta.r, tb.r);
    let mut y = f.clone();
    for j in 0..m {
        for k in 0..j {
            let t = tb.at(k, j);
            for i in 0..n {
                let x = y.at(i, j) - y.at(i, k) * t;
                y.set(i, j, x);
            }
        }
        for i in (0..n).rev() {
            let mut s = y.at(i, j);
            for k in i + 1..n {
                s -= ta.at(i, k) * y.at(k, j);
            }
            y.set(i, j, s / (ta.at(i, i) + tb.at(j, j)));
        }
    }
    y
}

/// `X = sylvester (A, B, C)`: the solution of `A X + X B = C` (Bartels and
/// Stewart: both Schur forms, a triangular solve, back).
pub(super) fn sylvester(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    square("sylvester", "A", &args[0])?;
    square("sylvester", "B", &args[1])?;
    let (da, db, dc) = (args[0].dims(), args[1].dims(), args[2].dims());
    if dc.ndims() > 2 || dc.rows() != da.rows() || dc.cols() != db.rows() {
        return Err(MatError::new(
            "Octave:nonconformant-args",
            "nonconformant matrices",
        ));
    }
    let mut cls = Class::Double;
    let mut real = true;
    let mut mats = Vec::new();
    for (k, v) in args.iter().enumerate().take(3) {
        let (m, c) = to_mx("sylvester", v)?;
        cls = if k == 0 { c } else { join_class(cls, c) };
        mats.push(match m {
            Mx::R(a) => cplx(a),
            Mx::C(a) => {
                real = false;
                a
            }
        });
    }
    let c = mats.pop().expect("three matrices");
    let b = mats.pop().expect("three matrices");
    let a = mats.pop().expect("three matrices");
    let (ua, ta) = complex_schur(a)?;
    let (ub, tb) = complex_schur(b)?;
    let f = matmul(&matmul(&ua.ctrans(), &c), &ub);
    let y = sylvester_triangular(&ta, &tb, &f);
    let x = matmul(&matmul(&ua, &y), &ub.ctrans());
    if real {
        let re = M {
            r: x.r,
            c: x.c,
            a: x.a.iter().map(|z| z.re).collect(),
        };
        return one(from_m(re, cls));
    }
    one(from_mc(x, cls))
}

/// `AA = balance (A)`, `[DD, AA] = balance (A, OPT)`, `[S, P, AA] =
/// balance (A, OPT)`: `AA = DD \ A * DD` with rows and columns permuted and
/// scaled by powers of 2 (OPT "noperm" or "noscal" leaves one out).
pub(super) fn balance(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    square("balance", "A", &args[0])?;
    let (mut permute, mut scale) = (true, true);
    if let Some(opt) = args.get(1) {
        match opt.as_string().as_deref() {
            Some("noperm") | Some("S") | Some("s") => permute = false,
            Some("noscal") | Some("P") | Some("p") => scale = false,
            _ => {
                return Err(MatError::msg(
                    "balance: generalized balancing (balance (A, B)) is not supported",
                ))
            }
        }
    }
    let (m, cls) = to_mx("balance", &args[0])?;
    let (aa, bal) = match m {
        Mx::R(mut a) => {
            let bal = hqr::balance(&mut a, permute, scale);
            (from_m(a, cls), bal)
        }
        Mx::C(mut a) => {
            let bal = hqr::balance(&mut a, permute, scale);
            (from_mc(a, cls), bal)
        }
    };
    let n = bal.scale.len();
    if nargout <= 1 {
        return one(aa);
    }
    let dd = balancing_matrix(&bal, n);
    if nargout == 2 {
        return Ok(vec![from_m(dd, cls), aa]);
    }
    // DD = eye (n)(:, P) * diag (S).
    let s: Vec<f64> = (0..n).map(|j| (0..n).map(|i| dd.at(i, j)).sum()).collect();
    let p: Vec<f64> = (0..n)
        .map(|j| {
            (0..n)
                .find(|&i| dd.at(i, j) != 0.0)
                .map_or(0.0, |i| i as f64 + 1.0)
        })
        .collect();
    let col = |v: Vec<f64>| from_m(M { r: n, c: 1, a: v }, cls);
    Ok(vec![col(s), col(p), aa])
}

/// The matrix `DD` of a balancing: the identity's rows scaled, then permuted (`xGEBAK`).
fn balancing_matrix(bal: &Balancing, n: usize) -> M<f64> {
    let mut dd = M::eye(n);
    bal.undo_rows(&mut dd);
    dd
}
