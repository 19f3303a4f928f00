//! C `printf` number conversions (`%f %e %g %d %x %o`) with glibc's exact output.
//!
//! Rust's float formatting is exact (correctly rounded, round-half-even on
//! the binary value) like glibc's, so `%.Nf` and `%.Ne` only need the
//! exponent spelled the C way; `%g` is built on top of them.

/// Flags, width and precision of one conversion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    /// `-`: pad on the right.
    pub left: bool,
    /// `+`: always print a sign.
    pub plus: bool,
    /// ` `: a space where a `+` would go.
    pub space: bool,
    /// `#`: alternate form.
    pub alt: bool,
    /// `0`: pad numbers with zeros.
    pub zero: bool,
    pub width: Option<usize>,
    pub prec: Option<usize>,
}

/// `%.{prec}f` of a finite value.
pub fn fixed(x: f64, prec: usize) -> String {
    format!("{:.*}", prec, x)
}

/// `%.{prec}e` of a finite value (`1.5000e+00`).
pub fn sci(x: f64, prec: usize, upper: bool) -> String {
    let s = format!("{:.*e}", prec, x);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    let ech = if upper { 'E' } else { 'e' };
    format!("{mant}{ech}{sign}{:02}", e.unsigned_abs())
}

/// Decimal exponent of `x` once rounded to `sig` significant digits.
fn exp10_after_rounding(x: f64, sig: usize) -> i32 {
    if x == 0.0 {
        return 0;
    }
    let s = format!("{:.*e}", sig.saturating_sub(1), x);
    s.split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0)
}

/// Drops trailing zeros of the fraction (and a bare trailing point).
fn strip_fraction_zeros(s: &str) -> String {
    if !s.contains('.') {
        return s.to_string();
    }
    let t = s.trim_end_matches('0');
    t.strip_suffix('.').unwrap_or(t).to_string()
}

/// `%.{prec}g` of a finite value.
pub fn general(x: f64, prec: usize, alt: bool, upper: bool) -> String {
    let p = prec.max(1);
    let e = exp10_after_rounding(x, p);
    if e < -4 || e >= p as i32 {
        let s = sci(x, p - 1, upper);
        if alt {
            return s;
        }
        let k = s.find(['e', 'E']).unwrap_or(s.len());
        let (m, rest) = s.split_at(k);
        format!("{}{}", strip_fraction_zeros(m), rest)
    } else {
        let s = fixed(x, (p as i32 - 1 - e) as usize);
        if alt {
            if s.contains('.') {
                s
            } else {
                s + "."
            }
        } else {
            strip_fraction_zeros(&s)
        }
    }
}

/// `%g` as a C++ stream prints a double (six significant digits), with
/// Octave's names for the values that are not finite.
pub fn g6(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Inf" } else { "-Inf" }.into()
    } else {
        general(x, 6, false, false)
    }
}

/// Pads `body` (which may start with a sign) to the spec's width.
/// `numeric_zero_pad` allows `0` padding after the sign.
pub fn pad(body: &str, spec: &Spec, numeric_zero_pad: bool) -> String {
    let w = spec.width.unwrap_or(0);
    let n = body.chars().count();
    if n >= w {
        return body.to_string();
    }
    let fill = w - n;
    if spec.left {
        let mut s = body.to_string();
        s.extend(std::iter::repeat_n(' ', fill));
        s
    } else if spec.zero && numeric_zero_pad {
        let (sign, digits) = match body.as_bytes().first() {
            Some(b'-') | Some(b'+') | Some(b' ') => body.split_at(1),
            _ => ("", body),
        };
        // Keep a 0x/0X prefix in front of the zeros, as C does.
        let (pre, rest) =
            if digits.len() >= 2 && (digits.starts_with("0x") || digits.starts_with("0X")) {
                digits.split_at(2)
            } else {
                ("", digits)
            };
        let mut s = String::with_capacity(w);
        s.push_str(sign);
        s.push_str(pre);
        s.extend(std::iter::repeat_n('0', fill));
        s.push_str(rest);
        s
    } else {
        let mut s: String = std::iter::repeat_n(' ', fill).collect();
        s.push_str(body);
        s
    }
}

fn sign_prefix(neg: bool, spec: &Spec) -> &'static str {
    if neg {
        "-"
    } else if spec.plus {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    }
}

/// A float conversion `conv` in `f F e E g G` with the spec, padded.
/// Inf and NaN print as Octave does (`Inf`, `-Inf`, `NaN`), padded with spaces.
pub fn float_conv(x: f64, conv: char, spec: &Spec) -> String {
    if !x.is_finite() {
        let body = if x.is_nan() {
            format!("{}NaN", sign_prefix(false, spec))
        } else {
            format!("{}Inf", sign_prefix(x < 0.0, spec))
        };
        return pad(&body, spec, false);
    }
    let prec = spec.prec.unwrap_or(6);
    let neg = x.is_sign_negative();
    let a = x.abs();
    let digits = match conv {
        'f' | 'F' => {
            let s = fixed(a, prec);
            if spec.alt && prec == 0 {
                s + "."
            } else {
                s
            }
        }
        'e' | 'E' => {
            let s = sci(a, prec, conv == 'E');
            if spec.alt && prec == 0 {
                s.replacen('e', ".e", 1).replacen('E', ".E", 1)
            } else {
                s
            }
        }
        _ => general(a, prec, spec.alt, conv == 'G'),
    };
    let body = format!("{}{}", sign_prefix(neg, spec), digits);
    pad(&body, spec, true)
}

/// An integer conversion `conv` in `d i u x X o c` of an integer value.
pub fn int_conv(v: i128, conv: char, spec: &Spec) -> String {
    let neg = v < 0;
    let a = v.unsigned_abs();
    let mut digits = match conv {
        'x' => format!("{a:x}"),
        'X' => format!("{a:X}"),
        'o' => format!("{a:o}"),
        _ => a.to_string(),
    };
    if let Some(p) = spec.prec {
        if p == 0 && a == 0 {
            digits.clear();
        } else if digits.len() < p {
            digits = "0".repeat(p - digits.len()) + &digits;
        }
    }
    if spec.alt && a != 0 {
        match conv {
            'x' => digits.insert_str(0, "0x"),
            'X' => digits.insert_str(0, "0X"),
            'o' if !digits.starts_with('0') => digits.insert(0, '0'),
            _ => {}
        }
    }
    let sign = match conv {
        'd' | 'i' => sign_prefix(neg, spec),
        _ => "",
    };
    let body = format!("{sign}{digits}");
    // C ignores `0` when a precision is given for integer conversions.
    pad(&body, spec, spec.prec.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_float_forms() {
        assert_eq!(sci(1.23456, 4, false), "1.2346e+00");
        assert_eq!(sci(1e-300, 4, false), "1.0000e-300");
        assert_eq!(sci(12345.678, 3, true), "1.235E+04");
        assert_eq!(general(100000.0, 6, false, false), "100000");
        assert_eq!(general(1000000.0, 6, false, false), "1e+06");
        assert_eq!(general(0.0001, 6, false, false), "0.0001");
        assert_eq!(general(0.00001, 6, false, false), "1e-05");
        assert_eq!(general(1.0, 6, true, false), "1.00000");
        assert_eq!(general(0.0, 3, false, false), "0");
        assert_eq!(general(9.9999999, 3, false, false), "10");
        assert_eq!(fixed(2.5, 0), "2");
        assert_eq!(fixed(0.125, 2), "0.12");
    }

    #[test]
    fn padding_and_flags() {
        let s = Spec {
            width: Some(8),
            zero: true,
            ..Spec::default()
        };
        assert_eq!(
            float_conv(-3.5, 'f', &Spec { prec: Some(2), ..s }),
            "-0003.50"
        );
        assert_eq!(
            int_conv(
                42,
                'd',
                &Spec {
                    width: Some(5),
                    zero: true,
                    ..Spec::default()
                }
            ),
            "00042"
        );
        assert_eq!(
            int_conv(
                255,
                'x',
                &Spec {
                    alt: true,
                    ..Spec::default()
                }
            ),
            "0xff"
        );
        assert_eq!(
            int_conv(
                5,
                'd',
                &Spec {
                    prec: Some(3),
                    width: Some(5),
                    ..Spec::default()
                }
            ),
            "  005"
        );
        assert_eq!(
            float_conv(
                f64::INFINITY,
                'f',
                &Spec {
                    width: Some(5),
                    prec: Some(2),
                    ..Spec::default()
                }
            ),
            "  Inf"
        );
    }
}
