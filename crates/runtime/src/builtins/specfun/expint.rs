//! `expint`: the exponential integral `E1(z)` for real and complex `z`, as
//! Octave 7.3's m-file (real for real `x >= 0`, complex otherwise, with
//! `E1(x) = -Ei(-x) - i pi` on the negative axis). Computed from the power
//! series `-gamma - log z - sum (-z)^k / (k k!)` (A&S 5.1.11) near the origin
//! and left of it, else from the continued fraction A&S 5.1.22 by the
//! modified Lentz method; no crate covers complex arguments.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Value, C64};

use super::super::args::{complex_result, num_view, real_result, Num, Out};
use super::super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("expint", expint)];

const EULER: f64 = 0.577_215_664_901_532_9;

fn e1_series(z: C64) -> C64 {
    let (mut sum, mut term, mut k) = (C64::new(0.0, 0.0), C64::new(1.0, 0.0), 0.0);
    loop {
        k += 1.0;
        term *= -z / k;
        let add = term / k;
        sum += add;
        if add.norm() <= f64::EPSILON * sum.norm() || k > 1000.0 {
            break;
        }
    }
    -EULER - z.ln() - sum
}

fn e1_fraction(z: C64) -> C64 {
    let tiny = 1e-300;
    let clamp = |v: C64| {
        if v.norm() < tiny {
            C64::new(tiny, 0.0)
        } else {
            v
        }
    };
    let mut b = z + 1.0;
    let mut c = C64::new(1.0 / tiny, 0.0);
    let mut d = 1.0 / clamp(b);
    let mut h = d;
    for i in 1..100_000 {
        let a = -((i * i) as f64);
        b += 2.0;
        d = 1.0 / clamp(b + a * d);
        c = clamp(b + a / c);
        let delta = c * d;
        h *= delta;
        if (delta - 1.0).norm() <= f64::EPSILON {
            break;
        }
    }
    h * (-z).exp()
}

fn e1(z: C64) -> C64 {
    if z.re.is_nan() || z.im.is_nan() {
        return C64::new(f64::NAN, 0.0);
    }
    if z.im == 0.0 {
        if z.re == 0.0 {
            return C64::new(f64::INFINITY, 0.0);
        }
        if z.re == f64::INFINITY {
            return C64::new(0.0, 0.0);
        }
        if z.re == f64::NEG_INFINITY {
            return C64::new(f64::NEG_INFINITY, -std::f64::consts::PI);
        }
    }
    if z.norm() <= 2.0 || (z.re < 0.0 && z.im.abs() <= 10.0) {
        e1_series(z)
    } else {
        e1_fraction(z)
    }
}

fn expint(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [v] = args else {
        return Err(MatError::invalid_call("expint"));
    };
    if matches!(v, Value::Char(_) | Value::Bool(_)) || v.class() == Class::Logical {
        return Err(MatError::msg("expint: X must be numeric"));
    }
    let num = num_view("expint", v).map_err(|_| MatError::msg("expint: X must be numeric"))?;
    let class = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok(vec![match num {
        Num::R(r) if r.data.iter().all(|&x| x >= 0.0) => {
            let data = r.data.iter().map(|&x| e1(C64::new(x, 0.0)).re).collect();
            real_result(class, r.dims, data)
        }
        Num::R(r) => {
            let data = r.data.iter().map(|&x| e1(C64::new(x, 0.0))).collect();
            complex_result(class, r.dims, data)
        }
        Num::C(c) => complex_result(class, c.dims, c.data.iter().map(|&z| e1(z)).collect()),
    }])
}
