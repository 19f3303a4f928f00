//! Number theory on integer-valued arrays: `gcd lcm primes isprime`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("gcd", gcd),
    ("lcm", lcm),
    ("primes", primes),
    ("isprime", isprime),
];

fn gcd2(a: f64, b: f64) -> f64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0.0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn gcd_lcm(name: &str, args: &[Value], f: fn(f64, f64) -> f64) -> Out {
    if args.len() < 2 {
        return Err(MatError::invalid_call(name));
    }
    let mut acc = args[0].clone();
    for b in &args[1..] {
        let x = real_view(&acc).ok_or_else(|| wrong_type(name, &acc))?;
        let y = real_view(b).ok_or_else(|| wrong_type(name, b))?;
        if x.data.iter().chain(y.data.iter()).any(|v| *v != v.floor()) {
            return Err(MatError::msg(format!(
                "{name}: all values must be integers"
            )));
        }
        let cls = binary_class(name, x.class, y.class)?;
        let (d, data) = zip_bcast(name, &x.dims, &x.data, &y.dims, &y.data, f)?;
        acc = real_result(cls, d, data);
    }
    one(acc)
}

fn gcd(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    gcd_lcm("gcd", args, gcd2)
}

fn lcm(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    // lcm.m checks sizes, then classes, before computing.
    let shape = args.iter().map(|a| a.dims()).find(|d| !d.is_scalar());
    if let Some(shape) = shape {
        if args
            .iter()
            .any(|a| !a.dims().is_scalar() && a.dims() != shape)
        {
            return Err(MatError::msg(
                "lcm: all args must be the same size or scalar",
            ));
        }
    }
    if args.iter().any(|a| !a.is_numeric()) {
        return Err(MatError::msg("lcm: all arguments must be numeric"));
    }
    gcd_lcm("lcm", args, |a, b| {
        if a == 0.0 || b == 0.0 {
            0.0
        } else {
            (a * b).abs() / gcd2(a, b)
        }
    })
}

fn primes(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let n = v
        .scalar_f64()
        .filter(|_| {
            v.is_scalar() && !v.is_complex() && !matches!(v, Value::Cell(_) | Value::Struct(_))
        })
        .ok_or_else(|| MatError::msg("primes: N must be a real scalar"))?;
    if n.is_nan() || n == f64::INFINITY {
        return Err(MatError::msg("primes: N must be finite (not +Inf or NaN)"));
    }
    let class = match v.class() {
        c if c.is_numeric() => c,
        _ => Class::Double,
    };
    if n < 2.0 {
        return one(real_result(class, Dims::rc(1, 0), vec![]));
    }
    let n = n.floor() as usize;
    let mut sieve = vec![true; n + 1];
    sieve[0] = false;
    sieve[1] = false;
    let mut i = 2;
    while i * i <= n {
        if sieve[i] {
            let mut j = i * i;
            while j <= n {
                sieve[j] = false;
                j += i;
            }
        }
        i += 1;
    }
    let p: Vec<f64> = (2..=n).filter(|&k| sieve[k]).map(|k| k as f64).collect();
    let len = p.len();
    one(real_result(class, Dims::rc(1, len), p))
}

/// `isprime(x)`: primality of the magnitudes of integers (negative ones
/// too), Gaussian primality of complex ones, as Octave's isprime.m.
fn isprime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let v = &args[0];
    let z = num_data("isprime", v)?;
    if z.iter()
        .any(|x| x.re != x.re.trunc() || x.im != x.im.trunc())
    {
        return Err(MatError::msg("isprime: X contains non-integer entries"));
    }
    if v.is_empty() {
        return one(v.clone());
    }
    // Exact magnitudes: 64-bit integers do not all fit in a double.
    let magnitudes: Vec<u64> = match v {
        Value::UInt64(t) => t.data.clone(),
        Value::Int64(t) => t.data.iter().map(|x| x.unsigned_abs()).collect(),
        _ => z.iter().map(|x| x.re.abs() as u64).collect(),
    };
    let data = if v.is_complex() {
        z.iter()
            .map(|w| {
                let (x, y) = (w.re, w.im);
                if y == 0.0 && x.rem_euclid(4.0) == 3.0 {
                    is_prime_u64(x.abs() as u64)
                } else if x == 0.0 && y.rem_euclid(4.0) == 3.0 {
                    is_prime_u64(y.abs() as u64)
                } else {
                    is_prime_u64((x * x + y * y) as u64)
                }
            })
            .collect()
    } else {
        magnitudes.into_iter().map(is_prime_u64).collect()
    };
    one(bool_result(v.dims(), data))
}

/// Deterministic Miller–Rabin for 64-bit integers (the first 12 prime
/// bases suffice below 2^64).
pub(super) fn is_prime_u64(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let mul = |a: u64, b: u64| ((a as u128 * b as u128) % n as u128) as u64;
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul(r, b);
            }
            b = mul(b, b);
            e >>= 1;
        }
        r
    };
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    BASES.iter().all(|&a| {
        let mut x = pow(a, d);
        if x == 1 || x == n - 1 {
            return true;
        }
        for _ in 1..s {
            x = mul(x, x);
            if x == n - 1 {
                return true;
            }
        }
        false
    })
}
