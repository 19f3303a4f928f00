//! The scalar kernels of the elementwise builtins that are not one `f64`
//! method (`table.rs` names the others), as Octave computes them. Every tier
//! calls the same function, so each computes the same bits.

/// Octave's `mod`: `x - floor(x/y)*y`, `mod(x, 0) = x`, exact zero when
/// `x/y` is an integer up to rounding, the result taking the sign of `y`.
#[inline]
pub fn mod_f(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return x;
    }
    let q = x / y;
    let r = if y.round() != y && ((q - q.round()) / q.round()).abs() < f64::EPSILON {
        0.0
    } else {
        x - y * q.floor()
    };
    if x != y {
        r.abs().copysign(y)
    } else {
        r
    }
}

/// Octave's `rem`: `x - fix(x/y)*y`, the sign of `x`; `rem(x, 0)` is NaN.
#[inline]
pub fn rem_f(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return f64::NAN;
    }
    let q = x / y;
    let r = if y.round() != y && ((q - q.round()) / q.round()).abs() < f64::EPSILON {
        0.0
    } else {
        x - y * q.trunc()
    };
    if x != y {
        r.abs().copysign(x)
    } else {
        r
    }
}

/// `max(x, y)` of two numbers: the larger, the first of equal ones, and the
/// other of a NaN (NaN only when both are).
#[inline]
pub fn max_f(x: f64, y: f64) -> f64 {
    if x.is_nan() {
        y
    } else if y.is_nan() || x >= y {
        x
    } else {
        y
    }
}

/// `min(x, y)`, as `max_f`.
#[inline]
pub fn min_f(x: f64, y: f64) -> f64 {
    if x.is_nan() {
        y
    } else if y.is_nan() || x <= y {
        x
    } else {
        y
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_and_min_skip_a_nan_and_keep_the_first_of_equals() {
        assert_eq!(max_f(f64::NAN, 2.0), 2.0);
        assert_eq!(min_f(3.0, f64::NAN), 3.0);
        assert!(max_f(f64::NAN, f64::NAN).is_nan());
        assert!(max_f(-0.0, 0.0).is_sign_negative());
        assert!(min_f(0.0, -0.0).is_sign_positive());
    }
}
