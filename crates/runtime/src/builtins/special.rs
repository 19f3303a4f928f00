//! `psi`: the digamma function `psi(z)` and the polygamma functions
//! `psi(k, z)` for real floating-point `z`, as Octave 7.3 (`psi(0) = -Inf`,
//! and so at the negative integers; `k` is truncated to an integer). The
//! polygamma values come from the recurrence and the asymptotic series, and
//! like digamma near 0 may differ from Octave's in the last bit.

use std::f64::consts::PI;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Value};

use super::args::{one, real_result, real_view, Out};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("psi", psi)];

/// Bernoulli numbers B2, B4, ..., B16.
const BERNOULLI: [f64; 8] = [
    1.0 / 6.0,
    -1.0 / 30.0,
    1.0 / 42.0,
    -1.0 / 30.0,
    5.0 / 66.0,
    -691.0 / 2730.0,
    7.0 / 6.0,
    -3617.0 / 510.0,
];

/// Digamma as Octave's `xpsi` computes it (lo-specfun.cc): exact sums at
/// integers and half integers, else a recurrence up to 10 and the
/// asymptotic series, so that the results agree to the last bit.
fn digamma(z: f64) -> f64 {
    const EULER: f64 = 0.577_215_664_901_532_9;
    // Octave's coefficients, digit for digit.
    #[allow(clippy::excessive_precision)]
    const DG_COEFF: [f64; 10] = [
        -0.833_333_333_333_333_33e-1,
        0.833_333_333_333_333_33e-2,
        -0.396_825_396_825_396_83e-2,
        0.416_666_666_666_666_67e-2,
        -0.757_575_757_575_757_58e-2,
        0.210_927_960_927_960_93e-1,
        -0.833_333_333_333_333_33e-1,
        0.443_259_803_921_568_6,
        -0.305_395_433_027_012_2e1,
        0.125_318_899_521_531e2,
    ];
    let is_int = z.floor() == z;
    if z <= 0.0 {
        return if is_int {
            f64::NEG_INFINITY
        } else {
            digamma(1.0 - z) - PI / (PI * z).tan()
        };
    }
    if is_int {
        // psi(n) = -gamma + sum 1/k (psi(Inf) is -gamma, as in Octave).
        let mut p = -EULER;
        if z.is_finite() {
            let mut k = z as u64 - 1;
            while k > 0 {
                p += 1.0 / k as f64;
                k -= 1;
            }
        }
        return p;
    }
    if (z + 0.5).floor() == z + 0.5 {
        let mut p = 0.0;
        let mut k = z as u64;
        while k > 0 {
            p += 1.0 / (2 * k - 1) as f64;
            k -= 1;
        }
        return -EULER - 2.0 * std::f64::consts::LN_2 + 2.0 * p;
    }
    let mut p = 0.0;
    let mut zc = z;
    if z < 10.0 {
        let n = (10.0 - z) as i32;
        for k in (0..n).rev() {
            p -= 1.0 / (k as f64 + z);
        }
        zc += n as f64;
    }
    let overz2 = 1.0 / (zc * zc);
    let mut overz2k = overz2;
    for c in DG_COEFF {
        p += c * overz2k;
        overz2k *= overz2;
    }
    p + (zc.ln() - 0.5 / zc)
}

/// The k-th derivative of digamma (k >= 1) for x > 0.
fn polygamma(k: u32, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x == 0.0 {
        return f64::INFINITY;
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    let kf = k as f64;
    let fact = |n: u32| (1..=n).fold(1.0, |a, i| a * i as f64);
    let sign = if k % 2 == 1 { 1.0 } else { -1.0 };
    // Recurrence up to a large argument, then the asymptotic series.
    let (mut sum, mut x) = (0.0, x);
    while x < 20.0 + kf {
        sum += 1.0 / x.powi(k as i32 + 1);
        x += 1.0;
    }
    let mut asym = fact(k - 1) / x.powi(k as i32) + fact(k) / (2.0 * x.powi(k as i32 + 1));
    for (j, b) in BERNOULLI.iter().enumerate() {
        let two_j = 2 * (j as u32 + 1);
        asym += b * fact(two_j + k - 1) / (fact(two_j) * x.powi((two_j + k) as i32));
    }
    sign * (fact(k) * sum + asym)
}

fn psi(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (k, z) = match args {
        [z] => (0u32, z),
        [k, z] => {
            let k = match k.scalar_f64() {
                Some(k) if k >= 0.0 && k.is_finite() => k.trunc() as u32,
                _ => return Err(MatError::msg("psi: K must be a non-negative integer")),
            };
            (k, z)
        }
        _ => return Err(MatError::invalid_call("psi")),
    };
    if !matches!(z.class(), Class::Double | Class::Single) {
        return Err(MatError::msg("psi: Z must be a floating point"));
    }
    if z.is_complex() {
        return Err(MatError::msg("psi: complex arguments are not supported"));
    }
    let r = real_view(z).ok_or_else(|| MatError::msg("psi: Z must be a floating point"))?;
    if k > 0 && r.data.iter().any(|&x| x < 0.0) {
        return Err(MatError::msg(
            "psi: Z must be non-negative for polygamma (K > 0)",
        ));
    }
    let data = r
        .data
        .iter()
        .map(|&x| if k == 0 { digamma(x) } else { polygamma(k, x) })
        .collect();
    one(real_result(r.class, r.dims.clone(), data))
}
