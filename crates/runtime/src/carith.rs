//! Complex multiplication and division as Octave computes them.
//!
//! Octave's operators on two complex values are `std::complex`'s, which GCC
//! compiles to libgcc's `__muldc3` and `__divdc3` (`__mulsc3`, `__divsc3` in
//! single). Those follow C99's Annex G: an infinite operand gives an
//! infinite result where the textbook formula gives NaN (`(Inf + Infi) *
//! 1i` is `-Inf + Infi`), and division scales its operands first where the
//! denominator or a part of the numerator would overflow or underflow
//! (GCC 12's version, which Octave 7.3 is built with). Every operation here
//! is libgcc's, in its order, so results agree bit for bit, NaN signs
//! included (checked against the C library on millions of inputs when this
//! was written; `tests/conformance/arith/complex_annex_g.m` keeps Octave's
//! results). A real operand is not `r + 0i` to Octave: see `ops`'s
//! mixed operators.

use std::ops::{Add, Div, Mul, Sub};

use num_complex::{Complex32, Complex64};

/// A complex double and a complex single.
pub type C64 = Complex64;
pub type C32 = Complex32;

/// The arithmetic of one IEEE format, and how a NaN operand propagates.
trait Real:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const INF: Self;
    fn is_nan(self) -> bool;
    fn is_infinite(self) -> bool;
    fn copysign(self, sign: Self) -> Self;
    fn quiet(self) -> Self;
}

macro_rules! real {
    ($t:ty, $quiet:expr) => {
        impl Real for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const INF: Self = <$t>::INFINITY;
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_infinite(self) -> bool {
                <$t>::is_infinite(self)
            }
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            fn quiet(self) -> Self {
                <$t>::from_bits(self.to_bits() | $quiet)
            }
        }
    };
}
real!(f64, 1 << 51);
real!(f32, 1 << 22);

/// Operations with the result an x86 SSE instruction gives with `x` its
/// first operand: a NaN `x` (made quiet), else a NaN `y`, else the
/// operation's own (the default NaN when it is invalid). The compiler may
/// commute `x * y`, which changes which of two NaNs comes out; libgcc's
/// code fixes an order, and a NaN's sign shows in Octave's display of a
/// complex number (`NaN - NaNi`).
fn first<T: Real>(x: T, y: T, r: T) -> T {
    if x.is_nan() {
        x.quiet()
    } else if y.is_nan() {
        y.quiet()
    } else {
        r
    }
}
fn times<T: Real>(x: T, y: T) -> T {
    first(x, y, x * y)
}
fn plus<T: Real>(x: T, y: T) -> T {
    first(x, y, x + y)
}
fn minus<T: Real>(x: T, y: T) -> T {
    first(x, y, x - y)
}
fn over<T: Real>(x: T, y: T) -> T {
    first(x, y, x / y)
}

/// An infinite part as a signed 1, a finite one as a signed 0 (Annex G's "box").
fn boxed<T: Real>(v: T) -> T {
    (if v.is_infinite() { T::ONE } else { T::ZERO }).copysign(v)
}

/// A NaN part as a signed 0.
fn unnan<T: Real>(v: T) -> T {
    if v.is_nan() {
        T::ZERO.copysign(v)
    } else {
        v
    }
}

/// `(a + bi) * (c + di)`, libgcc's `__muldc3` / `__mulsc3`.
fn product<T: Real>(a: T, b: T, c: T, d: T) -> (T, T) {
    let (ac, bd, ad, bc) = (times(a, c), times(b, d), times(a, d), times(c, b));
    let (x, y) = (minus(ac, bd), plus(ad, bc));
    if !(x.is_nan() && y.is_nan()) {
        return (x, y);
    }
    let (mut a, mut b, mut c, mut d) = (a, b, c, d);
    let mut recalc = false;
    if a.is_infinite() || b.is_infinite() {
        (a, b, c, d) = (boxed(a), boxed(b), unnan(c), unnan(d));
        recalc = true;
    }
    if c.is_infinite() || d.is_infinite() {
        (a, b, c, d) = (unnan(a), unnan(b), boxed(c), boxed(d));
        recalc = true;
    }
    if !recalc && [ac, bd, ad, bc].iter().any(|p| p.is_infinite()) {
        (a, b, c, d) = (unnan(a), unnan(b), unnan(c), unnan(d));
        recalc = true;
    }
    if !recalc {
        return (x, y);
    }
    let re = minus(times(a, c), times(b, d));
    let im = plus(times(a, d), times(b, c));
    (times(re, T::INF), times(T::INF, im))
}

/// Annex G's recovery of a quotient computed as NaN + NaN i: a nonzero
/// over zero, an infinite over a finite, a finite over an infinite.
fn recover<T: Real>((a, b, c, d): (T, T, T, T), (x, y): (T, T)) -> (T, T) {
    let finite = |v: T| !v.is_nan() && !v.is_infinite();
    if c == T::ZERO && d == T::ZERO && (!a.is_nan() || !b.is_nan()) {
        let inf = T::INF.copysign(c);
        (times(a, inf), times(inf, b))
    } else if (a.is_infinite() || b.is_infinite()) && finite(c) && finite(d) {
        let (a, b) = (boxed(a), boxed(b));
        let re = plus(times(c, a), times(d, b));
        let im = minus(times(b, c), times(a, d));
        (times(re, T::INF), times(im, T::INF))
    } else if (c.is_infinite() || d.is_infinite()) && finite(a) && finite(b) {
        let (c, d) = (boxed(c), boxed(d));
        let re = plus(times(a, c), times(b, d));
        let im = minus(times(b, c), times(a, d));
        (times(re, T::ZERO), times(im, T::ZERO))
    } else {
        (x, y)
    }
}

const RBIG: f64 = f64::MAX / 2.0;
const RMIN: f64 = f64::MIN_POSITIVE;
const RMIN2: f64 = f64::EPSILON;
const RMINSCAL: f64 = 1.0 / f64::EPSILON;
const RMAX2: f64 = RBIG * RMIN2;

/// `(a + bi) / (c + di)`, libgcc's `__divdc3` (GCC 12): Smith's method,
/// the operands scaled first where the denominator or a numerator part
/// would overflow or underflow.
fn quotient(a: f64, b: f64, c: f64, d: f64) -> (f64, f64) {
    // The larger part of the denominator is `big`, the other `small`.
    let swap = c.abs() < d.abs();
    let (mut a, mut b, mut c, mut d) = (a, b, c, d);
    let big = |c: f64, d: f64| if swap { d } else { c };
    let scale = |a: &mut f64, b: &mut f64, c: &mut f64, d: &mut f64, k: f64| {
        (*a, *b, *c, *d) = (*a * k, *b * k, *c * k, *d * k);
    };
    if big(c, d).abs() >= RBIG {
        scale(&mut a, &mut b, &mut c, &mut d, 0.5);
    }
    let e = big(c, d).abs();
    if e < RMIN2
        || (a.abs() < RMIN && b.abs() < RMAX2 && e < RMAX2)
        || (b.abs() < RMIN && a.abs() < RMAX2 && e < RMAX2)
    {
        scale(&mut a, &mut b, &mut c, &mut d, RMINSCAL);
    }
    let (x, y) = if swap {
        let ratio = over(c, d);
        let denom = plus(times(c, ratio), d);
        if ratio.abs() > RMIN {
            (
                over(plus(times(a, ratio), b), denom),
                over(minus(times(ratio, b), a), denom),
            )
        } else {
            (
                over(plus(times(over(a, d), c), b), denom),
                over(minus(times(over(b, d), c), a), denom),
            )
        }
    } else {
        let ratio = over(d, c);
        let denom = plus(times(d, ratio), c);
        if ratio.abs() > RMIN {
            (
                over(plus(times(b, ratio), a), denom),
                over(minus(b, times(ratio, a)), denom),
            )
        } else {
            (
                over(plus(times(over(b, c), d), a), denom),
                over(minus(b, times(over(a, c), d)), denom),
            )
        }
    };
    if x.is_nan() && y.is_nan() {
        recover((a, b, c, d), (x, y))
    } else {
        (x, y)
    }
}

/// `(a + bi) / (c + di)` in single, libgcc's `__divsc3`: the textbook
/// formula in double, rounded to single.
fn quotient_single(a: f32, b: f32, c: f32, d: f32) -> (f32, f32) {
    let (aa, bb, cc, dd) = (a as f64, b as f64, c as f64, d as f64);
    let denom = plus(times(cc, cc), times(dd, dd));
    let x = over(plus(times(aa, cc), times(bb, dd)), denom) as f32;
    let y = over(minus(times(bb, cc), times(aa, dd)), denom) as f32;
    if x.is_nan() && y.is_nan() {
        recover((a, b, c, d), (x, y))
    } else {
        (x, y)
    }
}

/// `x * y` of two complex doubles (`__muldc3`).
#[inline]
pub fn mul(x: C64, y: C64) -> C64 {
    // The textbook formula gives libgcc's result unless a part is NaN.
    let (re, im) = (x.re * y.re - x.im * y.im, x.re * y.im + y.re * x.im);
    if !(re.is_nan() || im.is_nan()) {
        return C64::new(re, im);
    }
    let (re, im) = product(x.re, x.im, y.re, y.im);
    C64::new(re, im)
}

/// `x / y` of two complex doubles (`__divdc3`).
pub fn div(x: C64, y: C64) -> C64 {
    let (re, im) = quotient(x.re, x.im, y.re, y.im);
    C64::new(re, im)
}

/// `x * y` of two complex singles (`__mulsc3`).
pub fn mul_single(x: C32, y: C32) -> C32 {
    let (re, im) = product(x.re, x.im, y.re, y.im);
    C32::new(re, im)
}

/// `x / y` of two complex singles (`__divsc3`).
pub fn div_single(x: C32, y: C32) -> C32 {
    let (re, im) = quotient_single(x.re, x.im, y.re, y.im);
    C32::new(re, im)
}

/// `mul_single` of complex singles held as doubles (exactly: the result of
/// single arithmetic is a single).
pub fn mul_single_widened(x: C64, y: C64) -> C64 {
    let narrow = |z: C64| C32::new(z.re as f32, z.im as f32);
    let z = mul_single(narrow(x), narrow(y));
    C64::new(z.re as f64, z.im as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(z: C64) -> (u64, u64) {
        (z.re.to_bits(), z.im.to_bits())
    }

    #[test]
    fn finite_operands_give_the_textbook_formulas() {
        let (x, y) = (C64::new(1.5, -2.25), C64::new(-0.75, 3.0));
        assert_eq!(bits(mul(x, y)), bits(x * y));
        // Smith's method, |c| < |d|: ratio = c/d.
        let ratio = y.re / y.im;
        let denom = y.re * ratio + y.im;
        let want = C64::new((x.re * ratio + x.im) / denom, (x.im * ratio - x.re) / denom);
        assert_eq!(bits(div(x, y)), bits(want));
    }

    #[test]
    fn infinities_are_recovered_as_annex_g_says() {
        let inf = f64::INFINITY;
        // An infinite operand times a nonzero one is infinite.
        assert_eq!(
            mul(C64::new(inf, inf), C64::new(0.0, 1.0)),
            C64::new(-inf, inf)
        );
        let inf32 = f32::INFINITY;
        let z = mul_single(C32::new(inf32, inf32), C32::new(0.0, 1.0));
        assert_eq!(z, C32::new(-inf32, inf32));
        // A nonzero over zero is infinite, a finite over an infinite zero.
        assert_eq!(
            div(C64::new(1.0, 1.0), C64::new(0.0, 0.0)),
            C64::new(inf, inf)
        );
        assert_eq!(
            div(C64::new(1.0, 1.0), C64::new(inf, 0.0)),
            C64::new(0.0, 0.0)
        );
        // Scaling up a tiny denominator keeps a finite quotient finite, and
        // overflows a huge numerator: then `0 * Inf` makes a NaN part.
        let q = div(C64::new(1e300, 0.0), C64::new(1e-300, 0.0));
        assert!(q.re.is_infinite() && q.im.is_nan());
        let q = div(C64::new(1.0, 2.0), C64::new(1e-300, 1e-300));
        assert!((q.re / 1.5e300 - 1.0).abs() < 1e-15 && (q.im / 0.5e300 - 1.0).abs() < 1e-15);
    }
}
