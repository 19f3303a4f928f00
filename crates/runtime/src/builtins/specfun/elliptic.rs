//! `ellipj`: Jacobi's elliptic functions sn, cn, dn of complex argument and
//! real parameter, as Octave 7.3 (its `TOL` is accepted and ignored, an `M`
//! outside [0, 1] warns and gives NaN). Real arguments by the arithmetic-
//! geometric mean and descending Landen transformation (Abramowitz and
//! Stegun 16.4), complex ones by the addition formulas A&S 16.21.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::super::args::{complex_result, real_result, Out};
use super::super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("ellipj", ellipj)];

/// The AGM's iteration limit (A&S 16.4 needs a handful for any `m < 1`).
const MAX_AGM: usize = 16;

/// `(sn, cn, dn, err)` at real `u`, `0 <= m <= 1`.
fn real_sncndn(u: f64, m: f64) -> (f64, f64, f64, u8) {
    if m == 0.0 {
        return (u.sin(), u.cos(), 1.0, 0);
    }
    if m == 1.0 {
        let sech = 1.0 / u.cosh();
        return (u.tanh(), sech, sech, 0);
    }
    let mut a = [0.0; MAX_AGM + 1];
    let mut c = [0.0; MAX_AGM + 1];
    a[0] = 1.0;
    let mut b = (1.0 - m).sqrt();
    c[0] = m.sqrt();
    let mut n = 0;
    while c[n].abs() > f64::EPSILON {
        if n == MAX_AGM {
            return (f64::NAN, f64::NAN, f64::NAN, 1);
        }
        a[n + 1] = (a[n] + b) / 2.0;
        c[n + 1] = (a[n] - b) / 2.0;
        b = (a[n] * b).sqrt();
        n += 1;
    }
    let mut phi = 2f64.powi(n as i32) * a[n] * u;
    for k in (1..=n).rev() {
        phi = (phi + (c[k] * phi.sin() / a[k]).asin()) / 2.0;
    }
    let (sn, cn) = phi.sin_cos();
    // dn from sn rather than A&S's cn / cos(phi1 - phi0), which is 0/0
    // where cn vanishes; for real u and 0 <= m <= 1 dn is positive.
    (sn, cn, (1.0 - m * sn * sn).sqrt(), 0)
}

/// `(sn, cn, dn, err)` at complex `u`.
fn sncndn(u: C64, m: f64) -> (C64, C64, C64, u8) {
    let nan = C64::new(f64::NAN, 0.0);
    let (s, c, d, e) = real_sncndn(u.re, m);
    if u.im == 0.0 {
        return (s.into(), c.into(), d.into(), e);
    }
    let (s1, c1, d1, e1) = real_sncndn(u.im, 1.0 - m);
    if e != 0 || e1 != 0 {
        return (nan, nan, nan, 1);
    }
    let delta = c1 * c1 + m * s * s * s1 * s1;
    (
        C64::new(s * d1, c * d * s1 * c1) / delta,
        C64::new(c * c1, -s * d * s1 * d1) / delta,
        C64::new(d * c1 * d1, -m * s * c * s1) / delta,
        0,
    )
}

fn u_arg(v: &Value) -> Option<Vec<C64>> {
    match v {
        Value::Complex(z) => Some(vec![*z]),
        Value::ComplexDouble(t) => Some(t.data.to_vec()),
        Value::ComplexSingle(t) => Some(
            t.data
                .iter()
                .map(|z| C64::new(z.re as f64, z.im as f64))
                .collect(),
        ),
        Value::Char(_) | Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => {
            None
        }
        _ => Some(v.to_f64_vec().ok()?.into_iter().map(C64::from).collect()),
    }
}

/// The pairs `(u, m)` and the results' size (as `besselj`, but a column of
/// arguments and a row of parameters make the table).
fn pairs(ud: &Dims, u: &[C64], md: &Dims, m: &[f64]) -> Result<(Dims, Vec<(C64, f64)>), MatError> {
    if u.len() == 1 && ud.is_scalar() {
        return Ok((md.clone(), m.iter().map(|&m| (u[0], m)).collect()));
    }
    if m.len() == 1 && md.is_scalar() {
        return Ok((ud.clone(), u.iter().map(|&z| (z, m[0])).collect()));
    }
    let col = ud.ndims() == 2 && ud.get(1) == 1;
    let row = md.ndims() == 2 && md.get(0) == 1;
    if col && row {
        let mut out = Vec::with_capacity(u.len() * m.len());
        for &m in m {
            out.extend(u.iter().map(|&z| (z, m)));
        }
        return Ok((Dims::rc(u.len(), m.len()), out));
    }
    if ud == md {
        return Ok((
            ud.clone(),
            u.iter().copied().zip(m.iter().copied()).collect(),
        ));
    }
    Err(MatError::msg(
        "ellipj: Invalid size combination for U and M",
    ))
}

/// `[sn, cn, dn, err] = ellipj (u, m)` and `ellipj (u, m, tol)`.
fn ellipj(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (uv, mv) = match args {
        [u, m] | [u, m, _] => (u, m),
        _ => return Err(MatError::invalid_call("ellipj")),
    };
    let u = u_arg(uv).ok_or_else(|| MatError::msg("ellipj: U must be a scalar or matrix"))?;
    // A complex parameter's real part, as Octave takes it.
    let m: Vec<f64> = u_arg(mv)
        .ok_or_else(|| MatError::msg("ellipj: M must be a scalar or matrix"))?
        .iter()
        .map(|z| z.re)
        .collect();
    let (dims, ps) = pairs(&uv.dims(), &u, &mv.dims(), &m)?;
    let complex = uv.is_complex();
    let n = ps.len();
    let (mut sn, mut cn, mut dn, mut err) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    for (z, m) in ps {
        let (s, c, d, e) = if (0.0..=1.0).contains(&m) {
            sncndn(z, m)
        } else {
            ctx.warn(
                "Octave:ellipj-invalid-m",
                "ellipj: invalid M value, required value 0 <= M <= 1",
            );
            let nan = C64::new(f64::NAN, 0.0);
            (nan, nan, nan, 0)
        };
        sn.push(s);
        cn.push(c);
        dn.push(d);
        err.push(e as f64);
    }
    let wrap = |data: Vec<C64>| {
        if complex {
            complex_result(Class::Double, dims.clone(), data)
        } else {
            real_result(
                Class::Double,
                dims.clone(),
                data.iter().map(|z| z.re).collect(),
            )
        }
    };
    let mut out = vec![wrap(sn)];
    if nargout >= 2 {
        out.push(wrap(cn));
    }
    if nargout >= 3 {
        out.push(wrap(dn));
    }
    if nargout >= 4 {
        out.push(real_result(Class::Double, dims, err));
    }
    Ok(out)
}
