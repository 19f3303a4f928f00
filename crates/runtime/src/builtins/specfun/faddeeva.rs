//! `erfcx`, `erfi` and `dawson`, real or complex, as Octave 7.3's mappers
//! (which call the Faddeeva package). Off the real axis they come from the
//! Faddeeva function `w(z)` of `puruspe`; on it, and near the origin, from
//! the series `sum z^(2n+1) / (n! (2n+1))` (positive terms for real `z`, so
//! no cancellation) and the asymptotic series of Dawson's integral, because
//! `puruspe`'s real Dawson integral is accurate to only about 2e-7.

use std::f64::consts::PI;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Value, C64};

use super::super::args::{complex_result, mapper_view, real_result, Num, Out};
use super::super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("erfcx", erfcx), ("erfi", erfi), ("dawson", dawson)];

/// `sum_n z^(2n+1) / (n! (2n+1))`, that is `e^(z^2) D(z)`.
fn odd_series(z: C64) -> C64 {
    let z2 = z * z;
    let (mut sum, mut pow, mut n) = (z, z, 0.0);
    loop {
        n += 1.0;
        pow *= z2 / n;
        let term = pow / (2.0 * n + 1.0);
        sum += term;
        if term.norm() <= f64::EPSILON * sum.norm() || n > 500.0 {
            return sum;
        }
    }
}

/// Dawson's integral for real `x`.
fn dawson_real(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.abs() < 6.0 {
        return (-x * x).exp() * odd_series(C64::new(x, 0.0)).re;
    }
    if x.is_infinite() {
        return 0.0;
    }
    // D(x) ~ 1/(2x) sum (2n-1)!! / (2x^2)^n, truncated at its smallest term.
    let t = 1.0 / (2.0 * x * x);
    let (mut sum, mut term, mut n) = (1.0, 1.0, 0.0);
    loop {
        n += 1.0;
        let next = term * (2.0 * n - 1.0) * t;
        if next.abs() >= term.abs() || next.abs() < f64::EPSILON * sum {
            break;
        }
        term = next;
        sum += term;
    }
    sum / (2.0 * x)
}

fn w(z: C64) -> C64 {
    let (re, im) = puruspe::faddeeva(z.re, z.im);
    C64::new(re, im)
}

fn erfcx_c(z: C64) -> C64 {
    w(C64::new(-z.im, z.re))
}

fn erfi_c(z: C64) -> C64 {
    if z.norm() <= 2.0 {
        return odd_series(z) * (2.0 / PI.sqrt());
    }
    C64::i() * ((z * z).exp() * w(-z) - 1.0)
}

fn dawson_c(z: C64) -> C64 {
    if z.norm() <= 2.0 {
        return (-z * z).exp() * odd_series(z);
    }
    C64::i() * (PI.sqrt() / 2.0) * ((-z * z).exp() - w(z))
}

/// `erf` of complex `z` (for `elfun`'s `erf`): `-i erfi(iz)`.
pub(crate) fn erf_c(z: C64) -> C64 {
    if z.norm() <= 2.0 {
        return -C64::i() * erfi_c(C64::i() * z);
    }
    1.0 - erfc_c(z)
}

/// `erfc` of complex `z`: `e^(-z^2) w(iz)` right of the axis, reflected
/// left of it, `1 - erf` near the origin.
pub(crate) fn erfc_c(z: C64) -> C64 {
    if z.norm() <= 2.0 {
        return 1.0 - erf_c(z);
    }
    if z.re >= 0.0 {
        (-z * z).exp() * w(C64::i() * z)
    } else {
        2.0 - (-z * z).exp() * w(-C64::i() * z)
    }
}

fn erfi_real(x: f64) -> f64 {
    if x.is_infinite() {
        return x;
    }
    if x.abs() < 6.0 {
        return 2.0 / PI.sqrt() * odd_series(C64::new(x, 0.0)).re;
    }
    2.0 / PI.sqrt() * (x * x).exp() * dawson_real(x)
}

/// Applies a real and a complex kernel to a numeric argument (integers and
/// logicals as doubles; text is refused as Octave's mappers refuse it).
fn mapper(name: &str, args: &[Value], real: fn(f64) -> f64, cplx: fn(C64) -> C64) -> Out {
    let [v] = args else {
        return Err(MatError::invalid_call(name));
    };
    if matches!(v, Value::Char(_)) {
        return Err(MatError::msg(format!("{name}: argument must be numeric")));
    }
    let class = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok(vec![match mapper_view(name, v)? {
        Num::R(r) => real_result(class, r.dims, r.data.iter().map(|&x| real(x)).collect()),
        Num::C(c) => complex_result(class, c.dims, c.data.iter().map(|&z| cplx(z)).collect()),
    }])
}

fn erfcx(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    mapper("erfcx", args, puruspe::erfcx, erfcx_c)
}

fn erfi(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    mapper("erfi", args, erfi_real, erfi_c)
}

fn dawson(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    mapper("dawson", args, dawson_real, dawson_c)
}
