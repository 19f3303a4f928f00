//! `besselj`, `bessely`, `besseli`, `besselk`, `besselh` and `airy` as Octave
//! 7.3: real order, complex argument, the `OPT` exponential scaling and the
//! second output `ierr` (Amos's error codes). Values come from the
//! `complex-bessel` crate (Amos, ACM TOMS 644, in pure Rust), in single
//! precision for single arguments as Octave's `cbesj` family does.

use complex_bessel::{Accuracy, BesselFloat, Error, Scaling};
use num_complex::Complex;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::super::args::{complex_result, real_result, Out};
use super::super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("besselj", besselj),
    ("bessely", bessely),
    ("besseli", besseli),
    ("besselk", besselk),
    ("besselh", besselh),
    ("airy", airy),
];

/// Which function of the family.
#[derive(Clone, Copy)]
enum Kind {
    J,
    Y,
    I,
    K,
    H1,
    H2,
    /// Airy's Ai, Ai', Bi, Bi' (`airy`'s K = 0..=3).
    Airy(u8),
}

/// One value and Amos's error code: 0 normal, 1 bad input, 2 overflow, 3
/// half the digits lost, 4 all lost, 5 no convergence. As in Octave, an
/// overflow is `Inf + Infi` and the other failures are `NaN + NaNi`.
fn eval<T: BesselFloat>(kind: Kind, nu: T, z: Complex<T>, scaling: Scaling) -> (Complex<T>, u8) {
    use complex_bessel as cb;
    let r = match kind {
        Kind::J => cb::besselj_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::Y => cb::bessely_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::I => cb::besseli_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::K => cb::besselk_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::H1 => cb::hankel1_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::H2 => cb::hankel2_seq(nu, z, 1, scaling).map(|r| (r.values[0], r.status)),
        Kind::Airy(k) => match k {
            0 => cb::airy_raw(z, scaling),
            1 => cb::airyprime_raw(z, scaling),
            2 => cb::biry_raw(z, scaling),
            _ => cb::biryprime_raw(z, scaling),
        }
        .map(|r| (r.value, r.status)),
    };
    let inf = T::infinity();
    let nan = T::nan();
    match r {
        Ok((v, Accuracy::Normal)) => (v, 0),
        Ok((v, Accuracy::Reduced)) => (v, 3),
        Err(Error::Overflow) => (Complex::new(inf, inf), 2),
        Err(Error::InvalidInput) => (Complex::new(nan, nan), 1),
        Err(Error::TotalPrecisionLoss) => (Complex::new(nan, nan), 4),
        Err(Error::ConvergenceFailure) => (Complex::new(nan, nan), 5),
    }
}

/// The value at `z = 0`, where Amos reports bad input or overflow but
/// Octave prints the limits: `J_0(0) = 1`, `Y_nu(0) = -Inf`, `K_nu(0) = Inf`.
fn at_zero(kind: Kind, nu: f64) -> Option<C64> {
    let int = nu == nu.trunc();
    let inf = f64::INFINITY;
    let jlike = |nu: f64| {
        if nu == 0.0 {
            C64::new(1.0, 0.0)
        } else if nu > 0.0 || int {
            C64::new(0.0, 0.0)
        } else {
            C64::new(inf, 0.0)
        }
    };
    match kind {
        Kind::J | Kind::I => Some(jlike(nu)),
        Kind::Y => Some(C64::new(-inf, 0.0)),
        Kind::K => Some(C64::new(inf, 0.0)),
        Kind::H1 | Kind::H2 | Kind::Airy(_) => None,
    }
}

fn point(kind: Kind, single: bool, nu: f64, z: C64, scaling: Scaling) -> (C64, u8) {
    if z.re.is_nan() || z.im.is_nan() || nu.is_nan() {
        return (C64::new(f64::NAN, 0.0), 0);
    }
    if z == C64::new(0.0, 0.0) {
        if let Some(v) = at_zero(kind, nu) {
            return (v, 0);
        }
    }
    let (mut v, e) = if single {
        let (v, e) = eval(
            kind,
            nu as f32,
            Complex::new(z.re as f32, z.im as f32),
            scaling,
        );
        (C64::new(v.re as f64, v.im as f64), e)
    } else {
        eval(kind, nu, z, scaling)
    };
    if (e == 0 || e == 3) && real_on_axis(kind, nu, z) {
        v.im = 0.0;
    }
    (v, e)
}

/// Whether the function is real at real `z`: Octave's Amos returns an
/// exact zero imaginary part there, the crate's rotations leave rounding
/// residue (`1e-17i`) that would make the result print as complex. On the
/// negative axis Octave keeps Amos's residue for some orders; matc gives
/// the exact real value for integer orders of J and I.
fn real_on_axis(kind: Kind, nu: f64, z: C64) -> bool {
    if z.im != 0.0 {
        return false;
    }
    match kind {
        Kind::J | Kind::I => z.re > 0.0 || nu == nu.trunc(),
        Kind::Y | Kind::K => z.re > 0.0,
        Kind::Airy(_) => true,
        Kind::H1 | Kind::H2 => false,
    }
}

/// The order argument: real numbers (a complex order's real part, as
/// Octave takes it), never text.
fn order_arg(name: &str, v: &Value) -> Result<(Dims, Vec<f64>, bool), MatError> {
    let bad = || MatError::msg(format!("{name}: ALPHA must be a scalar or matrix"));
    match v {
        Value::Char(_) | Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => {
            Err(bad())
        }
        _ => {
            let single = v.class() == Class::Single;
            let data = if v.is_complex() {
                complex_data(v)
                    .ok_or_else(bad)?
                    .iter()
                    .map(|z| z.re)
                    .collect()
            } else {
                v.to_f64_vec().map_err(|_| bad())?
            };
            Ok((v.dims(), data, single))
        }
    }
}

fn complex_data(v: &Value) -> Option<Vec<C64>> {
    match v {
        Value::Complex(z) => Some(vec![*z]),
        Value::ComplexDouble(t) => Some(t.data.to_vec()),
        Value::ComplexSingle(t) => Some(
            t.data
                .iter()
                .map(|z| C64::new(z.re as f64, z.im as f64))
                .collect(),
        ),
        _ => None,
    }
}

/// The argument: double, single or logical, real or complex.
fn arg_z(name: &str, what: &str, v: &Value) -> Result<(Dims, Vec<C64>, bool), MatError> {
    let bad = || MatError::msg(format!("{name}: {what}"));
    let single = v.class() == Class::Single;
    let data = match v.class() {
        Class::Double | Class::Single | Class::Logical if v.is_complex() => {
            complex_data(v).ok_or_else(bad)?
        }
        Class::Double | Class::Single | Class::Logical => v
            .to_f64_vec()
            .map_err(|_| bad())?
            .into_iter()
            .map(|x| C64::new(x, 0.0))
            .collect(),
        _ => return Err(bad()),
    };
    Ok((v.dims(), data, single))
}

/// `OPT`: Octave's `xbool_value`, a scalar that is 0 or 1.
fn opt_arg(name: &str, v: &Value) -> Result<Scaling, MatError> {
    match v.scalar_f64() {
        Some(x) if x == 0.0 && !v.is_complex() => Ok(Scaling::Unscaled),
        Some(x) if x == 1.0 && !v.is_complex() => Ok(Scaling::Exponential),
        _ => Err(MatError::msg(format!(
            "{name}: OPT must be 0 (or false) or 1 (or true)"
        ))),
    }
}

/// The pairs `(alpha, x)` and the result's size: a scalar goes with every
/// element of the other, a row of orders and a column of arguments make a
/// table (rows follow `x`), else the sizes must agree.
fn pairs(
    name: &str,
    ad: &Dims,
    a: &[f64],
    xd: &Dims,
    x: &[C64],
) -> Result<(Dims, Vec<(f64, C64)>), MatError> {
    if a.len() == 1 && ad.is_scalar() {
        return Ok((xd.clone(), x.iter().map(|&z| (a[0], z)).collect()));
    }
    if x.len() == 1 && xd.is_scalar() {
        return Ok((ad.clone(), a.iter().map(|&nu| (nu, x[0])).collect()));
    }
    let row = ad.ndims() == 2 && ad.get(0) == 1;
    let col = xd.ndims() == 2 && xd.get(1) == 1;
    if row && col {
        let (m, n) = (x.len(), a.len());
        let mut out = Vec::with_capacity(m * n);
        for &nu in a {
            out.extend(x.iter().map(|&z| (nu, z)));
        }
        return Ok((Dims::rc(m, n), out));
    }
    if ad == xd {
        return Ok((
            xd.clone(),
            a.iter().copied().zip(x.iter().copied()).collect(),
        ));
    }
    Err(MatError::msg(format!(
        "{name}: the sizes of alpha and x must conform"
    )))
}

/// The values and, for `nargout >= 2`, `ierr` as doubles of the same size.
fn results(single: bool, dims: Dims, vals: Vec<(C64, u8)>, nargout: usize) -> Out {
    let class = if single { Class::Single } else { Class::Double };
    let (v, e): (Vec<C64>, Vec<f64>) = vals.into_iter().map(|(v, e)| (v, e as f64)).unzip();
    let mut out = vec![complex_result(class, dims.clone(), v)];
    if nargout >= 2 {
        out.push(real_result(Class::Double, dims, e));
    }
    Ok(out)
}

fn bessel(
    kind: Kind,
    name: &str,
    alpha: &Value,
    x: &Value,
    opt: Option<&Value>,
    nargout: usize,
) -> Out {
    let scaling = match opt {
        Some(v) => opt_arg(name, v)?,
        None => Scaling::Unscaled,
    };
    let (ad, a, a_single) = order_arg(name, alpha)?;
    let (xd, xs, x_single) = arg_z(name, "X must be a scalar or matrix", x)?;
    let single = a_single || x_single;
    let (dims, ps) = pairs(name, &ad, &a, &xd, &xs)?;
    let vals = ps
        .into_iter()
        .map(|(nu, z)| point(kind, single, nu, z, scaling))
        .collect();
    results(single, dims, vals, nargout)
}

fn two_or_three(kind: Kind, name: &str, args: &[Value], nargout: usize) -> Out {
    match args {
        [a, x] => bessel(kind, name, a, x, None, nargout),
        [a, x, opt] => bessel(kind, name, a, x, Some(opt), nargout),
        _ => Err(MatError::invalid_call(name)),
    }
}

fn besselj(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    two_or_three(Kind::J, "besselj", args, nargout)
}

fn bessely(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    two_or_three(Kind::Y, "bessely", args, nargout)
}

fn besseli(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    two_or_three(Kind::I, "besseli", args, nargout)
}

fn besselk(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    two_or_three(Kind::K, "besselk", args, nargout)
}

/// `besselh (alpha, x)`, `besselh (alpha, k, x)`, `besselh (alpha, k, x, opt)`.
fn besselh(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let name = "besselh";
    let kind = |k: &Value| match k.scalar_f64() {
        Some(1.0) => Ok(Kind::H1),
        Some(2.0) => Ok(Kind::H2),
        _ => Err(MatError::msg("besselh: K must be 1 or 2")),
    };
    match args {
        [a, x] => bessel(Kind::H1, name, a, x, None, nargout),
        [a, k, x] => bessel(kind(k)?, name, a, x, None, nargout),
        [a, k, x, opt] => bessel(kind(k)?, name, a, x, Some(opt), nargout),
        _ => Err(MatError::invalid_call(name)),
    }
}

/// `airy (z)`, `airy (k, z)`, `airy (k, z, opt)`: Ai, Ai', Bi, Bi' for
/// `k` = 0, 1, 2, 3.
fn airy(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let name = "airy";
    let (k, z, opt) = match args {
        [z] => (0, z, None),
        [k, z] => (airy_k(k)?, z, None),
        [k, z, opt] => (airy_k(k)?, z, Some(opt)),
        _ => return Err(MatError::invalid_call(name)),
    };
    let scaling = match opt {
        Some(v) => opt_arg(name, v)?,
        None => Scaling::Unscaled,
    };
    let (dims, zs, single) = arg_z(name, "Z must be a complex matrix", z)?;
    let vals = zs
        .into_iter()
        .map(|z| point(Kind::Airy(k), single, 0.0, z, scaling))
        .collect();
    results(single, dims, vals, nargout)
}

fn airy_k(v: &Value) -> Result<u8, MatError> {
    match v.scalar_f64() {
        Some(k) if k == k.trunc() && (0.0..=3.0).contains(&k) => Ok(k as u8),
        _ => Err(MatError::msg("airy: K must be 0, 1, 2, or 3")),
    }
}
