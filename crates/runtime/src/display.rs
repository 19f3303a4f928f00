//! Octave 7.3's display of values: `x = ...` without a semicolon, `disp`, `display`.
//!
//! The number layout follows Octave's `pr-output.cc`: a format (fixed,
//! scientific or general; field width and digits) is chosen from the
//! number of integer digits of the largest and smallest finite magnitudes,
//! then every element is printed with it, two spaces apart, in chunks of
//! columns that fit the terminal width. The blank-line conventions follow
//! `print_with_name` = name tag + `print` + optional padding newline.

use crate::cfmt;
use crate::ctx::{Ctx, FormatMode};
use crate::value::object::Object;
use crate::value::{is_na, Class, Dims, Form, FuncHandle, StructArray, Tensor, Value, C32, C64};

/// Octave prints nested structs this deep; deeper ones list field names only.
const STRUCT_LEVELS_TO_PRINT: usize = 2;

/// `x = ...` display text of `v` under the name `name` (char data that is
/// not UTF-8 is shown lossily; `display_bytes` keeps it exact).
pub fn display_value(ctx: &Ctx, name: &str, v: &Value) -> String {
    String::from_utf8_lossy(&display_bytes(ctx, name, v)).into_owned()
}

/// `x = ...` display of `v` as the bytes Octave writes.
pub fn display_bytes(ctx: &Ctx, name: &str, v: &Value) -> Vec<u8> {
    let p = Printer::new(ctx);
    let mut out = Buf::default();
    p.print_with_name(&mut out, name, v, 0, 0);
    if p.compact && Printer::pads_after(v) {
        // Octave keeps the blank line after a top-level value in compact mode.
        out.push('\n');
    }
    out.0
}

/// `disp(v)` text (ends with a newline, as Octave prints it).
pub fn disp_value(ctx: &Ctx, v: &Value) -> String {
    String::from_utf8_lossy(&disp_bytes(ctx, v)).into_owned()
}

/// `disp(v)` as the bytes Octave writes.
pub fn disp_bytes(ctx: &Ctx, v: &Value) -> Vec<u8> {
    let p = Printer::new(ctx);
    let mut out = Buf::default();
    p.print(&mut out, v, 0, 0);
    out.0
}

/// `disp(v)` under `format rat` with fractions of at most `len` columns:
/// the text `rats` cuts into rows.
pub fn rat_disp_bytes(ctx: &Ctx, v: &Value, len: usize) -> Vec<u8> {
    let mut p = Printer::new(ctx);
    p.rat = true;
    p.rat_len = len;
    let mut out = Buf::default();
    p.print(&mut out, v, 0, 0);
    out.0
}

/// Display output as bytes: char arrays hold bytes (Latin-1 source text
/// among them) and Octave writes them unchanged.
#[derive(Default)]
struct Buf(Vec<u8>);

impl Buf {
    fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    fn push(&mut self, c: char) {
        let mut b = [0u8; 4];
        self.0.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
    }

    fn push_bytes(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
}

pub use crate::value::RangeSpec;

/// `x = ...` display of the range value `v` (its evaluated elements,
/// a 1xN double row) created by `r`.
pub fn display_range(ctx: &Ctx, name: &str, v: &Value, r: RangeSpec) -> String {
    let p = Printer::new(ctx);
    let mut out = Buf::default();
    match p.range_body(v, r, 0) {
        Some(body) => {
            out.push_str(name);
            out.push_str(" =\n");
            p.newline_unless_compact(&mut out);
            out.push_bytes(&body.0);
            out.push_str("\n\n");
        }
        None => p.print_with_name(&mut out, name, v, 0, 0),
    }
    String::from_utf8_lossy(&out.0).into_owned()
}

/// `disp` text of a range value (see `display_range`).
pub fn disp_range(ctx: &Ctx, v: &Value, r: RangeSpec) -> String {
    let p = Printer::new(ctx);
    match p.range_body(v, r, 0) {
        Some(mut body) => {
            body.push('\n');
            String::from_utf8_lossy(&body.0).into_owned()
        }
        None => disp_value(ctx, v),
    }
}

/// How one real number is printed: a C conversion and a field width.
#[derive(Clone, Copy, Debug, PartialEq)]
enum NumFmt {
    /// `%{fw}.{rd}f`
    Fixed { fw: usize, rd: usize },
    /// `%{fw}.{prec}e`
    Sci { fw: usize, prec: usize },
    /// `%{fw}.{prec}g`
    Gen { fw: usize, prec: usize },
    /// `format rat`: a fraction in a field of `fw` (0 for a scalar) whose
    /// text may take `len` columns; `single` fractions are computed in
    /// single precision, as Octave does.
    Rat { fw: usize, len: usize, single: bool },
}

impl NumFmt {
    fn fw(&self) -> usize {
        match *self {
            NumFmt::Fixed { fw, .. }
            | NumFmt::Sci { fw, .. }
            | NumFmt::Gen { fw, .. }
            | NumFmt::Rat { fw, .. } => fw,
        }
    }
}

fn pad_left(out: &mut Buf, s: &str, w: usize) {
    for _ in s.len()..w {
        out.push(' ');
    }
    out.push_str(s);
}

/// `pr_any_float`: zero, NA, Inf and NaN are spelled out; the rest use `f`.
/// Under `format rat` only zero and NA are (Inf is `1/0`). `upper` spells
/// the exponent `E` (`format uppercase`).
fn put_float(out: &mut Buf, x: f64, f: &NumFmt, upper: bool) {
    let fw = f.fw();
    let s;
    let body: &str = if x == 0.0 {
        "0"
    } else if is_na(x) {
        "NA"
    } else if let NumFmt::Rat { len, single, .. } = *f {
        pad_left(out, &rat_field(x, len, single), len);
        return;
    } else if x.is_nan() {
        "NaN"
    } else if x.is_infinite() {
        if x < 0.0 {
            "-Inf"
        } else {
            "Inf"
        }
    } else {
        s = match *f {
            NumFmt::Fixed { rd, .. } => cfmt::fixed(x, rd),
            NumFmt::Sci { prec, .. } => cfmt::sci(x, prec, upper),
            NumFmt::Gen { prec, .. } => cfmt::general(x, prec, false, upper),
            NumFmt::Rat { .. } => unreachable!("fractions are printed above"),
        };
        &s
    };
    pad_left(out, body, fw);
}

/// A fraction in a field of `fw` columns (0: as wide as it is): `*` when
/// the shortest fraction within the tolerance does not fit, or when it is
/// `0` (a nonzero number too small for the field). Fractions may fill the
/// field; integers leave room for a sign and two spaces (none is asked of
/// a field narrower than that).
fn rat_field(x: f64, fw: usize, single: bool) -> String {
    let negative = x < 0.0;
    // A positive number leaves its sign's column free.
    let len = if negative { fw as i64 } else { fw as i64 - 1 };
    let s = rational_text(x, len, single);
    let room = if s.contains('/') {
        Some(fw)
    } else {
        fw.checked_sub(if negative { 2 } else { 3 })
    };
    let too_long = fw > 0 && room.is_some_and(|room| s.len() > room);
    if s == "0" || too_long {
        "*".into()
    } else {
        s
    }
}

/// The last convergent of `x`'s continued fraction (partial quotients
/// rounded to nearest) whose text `N/D` takes at most `len` columns (10
/// when `len <= 0`); an integer, or a number beyond the 32-bit range,
/// prints whole; Inf and NaN are `1/0`, `-1/0` and `0/0`. The expansion
/// stops when the remainder is below 2^-31 or a term leaves 32 bits.
fn rational_text(x: f64, len: i64, single: bool) -> String {
    let q = |v: f64| if single { v as f32 as f64 } else { v };
    let len = if len <= 0 { 10 } else { len as usize };
    let int_max = i32::MAX as f64;
    if x.is_nan() {
        return "0/0".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "1/0" } else { "-1/0" }.into();
    }
    if x >= int_max + 1.0 || x <= -int_max - 2.0 || x.round() == x {
        return format!("{:.0}", x.round());
    }
    let (mut n, mut d) = (x.round(), 1.0);
    let (mut prev_n, mut prev_d) = (1.0, 0.0);
    let mut frac = q(x - n);
    let mut text = format!("{}", n as i32);
    loop {
        let flip = q(1.0 / frac);
        if flip.abs() > int_max {
            prev_n = n;
            prev_d = d;
            break;
        }
        let step = flip.round();
        frac = q(flip - step);
        let (next_n, next_d) = (q(q(step * n) + prev_n), q(q(step * d) + prev_d));
        (prev_n, prev_d) = (n, d);
        (n, d) = (next_n, next_d);
        let candidate = format!("{}/{}", n as i32, d as i32);
        // Two minus signs cancel, so such a fraction may be two longer.
        let limit = if n < 0.0 && d < 0.0 { len + 2 } else { len };
        if candidate.len() > limit || n.abs() >= int_max || d.abs() >= int_max {
            break;
        }
        text = candidate;
    }
    if prev_d < 0.0 {
        // The sign moves to the numerator.
        text = format!("{}/{}", -prev_n as i32, -prev_d as i32);
    }
    text
}

/// Element precision traits: Octave's `pr_output_traits`.
#[derive(Clone, Copy)]
struct Traits {
    digits10: i32,
    max_fw: i32,
}

const DOUBLE: Traits = Traits {
    digits10: 16,
    max_fw: 21,
};
const SINGLE: Traits = Traits {
    digits10: 8,
    max_fw: 13,
};

/// `num_digits`: 1 + floor(log10(x)), with C's int conversion of NaN/Inf
/// (INT_MIN on x86) reproduced because Octave feeds those in for complex scalars.
fn num_digits(x: f64, single: bool) -> i32 {
    let l = if single {
        ((x as f32).log10() as f64).floor()
    } else {
        x.log10().floor()
    };
    let i = if l.is_finite() { l as i32 } else { i32::MIN };
    i.wrapping_add(1)
}

/// `ld`/`rd` for a number with `x` integer digits (Octave's three cases).
fn ld_rd(x: i32, prec: i32) -> (i32, i32) {
    if x > 0 {
        (x, if prec > x { prec - x } else { prec })
    } else if x < 0 {
        (1, if prec > x { prec.wrapping_sub(x) } else { prec })
    } else {
        (1, if prec > 1 { prec - 1 } else { prec })
    }
}

/// The value of `x_max`/`x_min` after Octave's in-place update in the
/// non-integer branch (used only for the exponent width test).
fn bumped(x: i32) -> i32 {
    if x > 0 {
        x + 1
    } else if x < 0 {
        x.wrapping_neg().wrapping_add(1)
    } else {
        1
    }
}

/// The field of a fraction in a matrix, a range or a complex matrix.
const RAT_FW: usize = 9;

struct Printer {
    prec: i32,
    /// `format short g` / `long g`: every number in `%g` form.
    print_g: bool,
    /// `format bank`: fixed with two decimals.
    bank: bool,
    /// `format short e` / `long e`: every number in `%e` form.
    print_e: bool,
    /// `format uppercase`: `E` in exponents.
    upper: bool,
    /// `format rat`: fractions.
    rat: bool,
    /// The columns a fraction may take; 0 leaves it to the field width
    /// (`rats` sets it).
    rat_len: usize,
    compact: bool,
    width: usize,
}

/// What a numeric array looks like to the formatter: real parts, optional
/// imaginary parts, single precision or not.
struct NumView<'a> {
    re: std::borrow::Cow<'a, [f64]>,
    im: Option<Vec<f64>>,
    single: bool,
}

/// Octave's matrix test `all_elements_are_int_or_inf_or_nan` goes through
/// single precision, so `[1+1e-10 1]` prints as integers; reproduced here.
fn all_int_or_nonfinite(xs: &[f64]) -> bool {
    xs.iter().all(|&x| {
        let f = x as f32;
        f.is_nan() || f.round() == f
    })
}

fn any_nonfinite(xs: &[f64]) -> bool {
    xs.iter().any(|x| !x.is_finite())
}

/// (max, min) of |x| over the finite elements; (0, 0) if there are none.
fn finite_abs_range(xs: &[f64]) -> (f64, f64) {
    let mut mx = f64::NEG_INFINITY;
    let mut mn = f64::INFINITY;
    let mut any = false;
    for &x in xs {
        if x.is_finite() {
            any = true;
            let a = x.abs();
            mx = mx.max(a);
            mn = mn.min(a);
        }
    }
    if any {
        (mx, mn)
    } else {
        (0.0, 0.0)
    }
}

impl Printer {
    fn new(ctx: &Ctx) -> Printer {
        Printer {
            prec: match ctx.format {
                FormatMode::Short
                | FormatMode::ShortG
                | FormatMode::ShortE
                | FormatMode::Bank
                | FormatMode::Rat => 5,
                FormatMode::Long | FormatMode::LongG | FormatMode::LongE => 16,
            },
            bank: ctx.format == FormatMode::Bank,
            print_e: matches!(ctx.format, FormatMode::ShortE | FormatMode::LongE),
            upper: ctx.uppercase,
            rat: ctx.format == FormatMode::Rat,
            rat_len: 0,
            print_g: matches!(ctx.format, FormatMode::ShortG | FormatMode::LongG),
            compact: ctx.compact,
            width: ctx.width,
        }
    }

    /// The fraction format of a field `fw` wide (0 for a scalar).
    fn rat_fmt(&self, fw: usize, single: bool) -> NumFmt {
        let len = if self.rat_len > 0 { self.rat_len } else { fw };
        NumFmt::Rat { fw, len, single }
    }

    fn prec_for(&self, t: Traits) -> i32 {
        self.prec.min(t.digits10)
    }

    /// Whether a field is printed in `e` form: asked for, or too wide.
    fn too_wide(&self, ld: i32, rd: i32, fw: i32, t: Traits, prec: i32) -> bool {
        self.print_e
            || ld + rd > t.digits10
            || fw > t.max_fw
            || (ld + rd) as f64 > 1.5 * prec as f64
    }

    /// `make_real_format`: a real scalar.
    fn real_scalar_fmt(&self, x: f64, t: Traits, single: bool) -> NumFmt {
        let prec = self.prec_for(t);
        if self.rat {
            return self.rat_fmt(0, single);
        }
        if self.bank {
            let a = x.abs();
            let digits = if !x.is_finite() || a == 0.0 {
                0
            } else {
                num_digits(a, single)
            };
            let fw = if digits < 0 { 4 } else { digits + 3 };
            return NumFmt::Fixed {
                fw: fw.max(if x.is_finite() { 0 } else { 4 }) as usize,
                rd: 2,
            };
        }
        if self.print_g {
            return NumFmt::Gen {
                fw: prec as usize,
                prec: prec as usize,
            };
        }
        let inf_or_nan = !x.is_finite();
        let int_only = !inf_or_nan && x.round() == x;
        let a = x.abs();
        let digits = if inf_or_nan || a == 0.0 {
            0
        } else {
            num_digits(a, single)
        };
        let (fw, ld, rd);
        if inf_or_nan {
            fw = 3;
            ld = 0;
            rd = 0;
        } else if int_only {
            fw = digits;
            ld = digits;
            rd = 0;
        } else {
            let (l, r) = ld_rd(digits, prec);
            ld = l;
            rd = r;
            fw = ld + 1 + rd;
        }
        if self.too_wide(ld, rd, fw, t, prec) {
            let fw = if inf_or_nan { 3 } else { prec + 5 };
            NumFmt::Sci {
                fw: fw.max(0) as usize,
                prec: (prec - 1) as usize,
            }
        } else if inf_or_nan || int_only {
            NumFmt::Gen {
                fw: fw.max(0) as usize,
                prec: ld.max(0) as usize,
            }
        } else {
            NumFmt::Fixed {
                fw: fw.max(0) as usize,
                rd: rd as usize,
            }
        }
    }

    /// `make_real_matrix_format`.
    fn real_matrix_fmt(&self, xs: &[f64], t: Traits, single: bool) -> NumFmt {
        let prec = self.prec_for(t);
        if self.rat {
            return self.rat_fmt(RAT_FW, single);
        }
        if self.bank {
            let (max_abs, min_abs) = finite_abs_range(xs);
            let digits_of = |a: f64| if a == 0.0 { 0 } else { num_digits(a, single) };
            let digits = digits_of(max_abs).max(digits_of(min_abs));
            let mut fw = if digits <= 0 { 5 } else { digits + 4 };
            if any_nonfinite(xs) && fw < 4 {
                fw = 4;
            }
            return NumFmt::Fixed {
                fw: fw as usize,
                rd: 2,
            };
        }
        if self.print_g {
            return NumFmt::Gen {
                fw: (prec + 6) as usize,
                prec: prec as usize,
            };
        }
        let inf_or_nan = any_nonfinite(xs);
        let int_or_inf_or_nan = all_int_or_nonfinite(xs);
        let (max_abs, min_abs) = finite_abs_range(xs);
        let mut x_max = if max_abs == 0.0 {
            0
        } else {
            num_digits(max_abs, single)
        };
        let mut x_min = if min_abs == 0.0 {
            0
        } else {
            num_digits(min_abs, single)
        };
        let (mut fw, ld, rd);
        if int_or_inf_or_nan {
            let digits = x_max.max(x_min);
            fw = if digits <= 0 { 2 } else { digits + 1 };
            if inf_or_nan && fw < 4 {
                fw = 4;
            }
            ld = 0;
            rd = fw;
        } else {
            let (ld_max, rd_max) = ld_rd(x_max, prec);
            let (ld_min, rd_min) = ld_rd(x_min, prec);
            x_max = bumped(x_max);
            x_min = bumped(x_min);
            ld = ld_max.max(ld_min);
            rd = rd_max.max(rd_min);
            fw = 1 + ld + 1 + rd;
            if inf_or_nan && fw < 4 {
                fw = 4;
            }
        }
        if self.too_wide(ld, rd, fw, t, prec) {
            let mut ex = 4;
            if x_max > 100 || x_min > 100 {
                ex += 1;
            }
            let mut fw = 2 + prec + ex;
            if inf_or_nan && fw < 4 {
                fw = 4;
            }
            NumFmt::Sci {
                fw: fw as usize,
                prec: (prec - 1) as usize,
            }
        } else if int_or_inf_or_nan {
            NumFmt::Gen {
                fw: fw as usize,
                prec: rd as usize,
            }
        } else {
            NumFmt::Fixed {
                fw: fw as usize,
                rd: rd as usize,
            }
        }
    }

    /// `make_range_format`: like a matrix, but digits come from the base
    /// and the limit, and non-integer fields are one column wider.
    fn range_fmt(&self, r: RangeSpec) -> NumFmt {
        let t = DOUBLE;
        let prec = self.prec_for(t);
        if self.rat {
            return self.rat_fmt(RAT_FW, false);
        }
        if self.print_g {
            return NumFmt::Gen {
                fw: (prec + 6) as usize,
                prec: prec as usize,
            };
        }
        let (mut r_min, mut r_max) = (r.base, r.limit);
        if r_max < r_min {
            std::mem::swap(&mut r_min, &mut r_max);
        }
        let all_ints = r.base.round() == r.base && r.inc.round() == r.inc;
        let digits_of = |a: f64| if a == 0.0 { 0 } else { num_digits(a, false) };
        let mut x_max = digits_of(r_max.abs());
        let mut x_min = digits_of(r_min.abs());
        let (fw, ld, rd);
        if all_ints {
            let digits = x_max.max(x_min);
            fw = digits.max(1) + 1;
            ld = 0;
            rd = fw;
        } else {
            let (ld_max, rd_max) = ld_rd(x_max, prec);
            let (ld_min, rd_min) = ld_rd(x_min, prec);
            x_max = bumped(x_max);
            x_min = bumped(x_min);
            ld = ld_max.max(ld_min);
            rd = rd_max.max(rd_min);
            fw = ld + rd + 3;
        }
        if self.too_wide(ld, rd, fw, t, prec) {
            let mut ex = 4;
            if x_max > 100 || x_min > 100 {
                ex += 1;
            }
            NumFmt::Sci {
                fw: (3 + prec + ex) as usize,
                prec: (prec - 1) as usize,
            }
        } else if all_ints {
            NumFmt::Gen {
                fw: fw as usize,
                prec: rd as usize,
            }
        } else {
            NumFmt::Fixed {
                fw: fw as usize,
                rd: rd as usize,
            }
        }
    }

    /// Rows of a range's display, or `None` when Octave shows it like any
    /// other value (empty or one element, or not a real row).
    fn range_body(&self, v: &Value, r: RangeSpec, ind: usize) -> Option<Buf> {
        let Value::Double(t) = v else {
            return None;
        };
        if t.dims.ndims() != 2 || t.rows() != 1 || t.numel() < 2 || t.data[0] != r.base {
            return None;
        }
        let f = self.range_fmt(r);
        let mut out = Buf::default();
        // Octave splits ranges by the full width, before the indent is taken off.
        let cw = f.fw() + 2;
        let n = t.numel();
        let total = n * cw;
        let inc = if total > self.width {
            (self.width / cw).max(1)
        } else {
            n
        };
        let max_width = self.width.saturating_sub(ind);
        let mut col = 0;
        while col < n {
            let lim = (col + inc).min(n);
            self.col_header(&mut out, total, max_width, col, lim, ind);
            Self::indent(&mut out, ind);
            for j in col..lim {
                out.push_str("  ");
                put_float(&mut out, t.data[j], &f, self.upper);
            }
            col = lim;
        }
        Some(out)
    }

    /// `make_complex_format` (scalar, `is_matrix` false) and
    /// `make_complex_matrix_format`: formats of the real and imaginary parts.
    fn complex_fmt(
        &self,
        re: &[f64],
        im: &[f64],
        t: Traits,
        single: bool,
        is_matrix: bool,
    ) -> (NumFmt, NumFmt) {
        let prec = self.prec_for(t);
        if self.rat {
            let f = self.rat_fmt(if is_matrix { RAT_FW } else { 0 }, single);
            return (f, f);
        }
        if self.print_g {
            let f = NumFmt::Gen {
                fw: (prec + 6) as usize,
                prec: prec as usize,
            };
            return (f, f);
        }
        let inf_or_nan = any_nonfinite(re) || any_nonfinite(im);
        let int_case = if is_matrix {
            all_int_or_nonfinite(re) && all_int_or_nonfinite(im)
        } else {
            // Scalars test exactly; NaN and Inf parts count as integers.
            let ok = |x: f64| !x.is_finite() || x.round() == x;
            ok(re[0]) && ok(im[0])
        };
        let digits_of = |a: f64| if a == 0.0 { 0 } else { num_digits(a, single) };
        let (mut x_max, mut x_min);
        if is_matrix {
            let (r_max, r_min) = finite_abs_range(re);
            let (i_max, i_min) = finite_abs_range(im);
            x_max = digits_of(r_max).max(digits_of(i_max));
            x_min = digits_of(r_min).max(digits_of(i_min));
        } else {
            let r_x = digits_of(re[0].abs());
            let i_x = digits_of(im[0].abs());
            if r_x > i_x {
                x_max = r_x;
                x_min = i_x;
            } else {
                x_max = i_x;
                x_min = r_x;
            }
        }
        let (mut i_fw, mut r_fw, ld, rd);
        if !is_matrix && inf_or_nan && !self.print_e {
            // Octave 7.3 gives a complex scalar with a NaN or Inf part
            // integer-style widths and `%.0g` digits (`NaN + 1e+01i`).
            let digits = x_max.max(x_min);
            let i_fw = if digits <= 0 { 1 } else { digits }.max(3);
            let f = |fw: i32| NumFmt::Gen {
                fw: fw as usize,
                prec: 0,
            };
            return (f(i_fw + 1), f(i_fw));
        }
        if int_case {
            let digits = x_max.max(x_min);
            i_fw = if digits <= 0 { 1 } else { digits };
            r_fw = i_fw + 1;
            if inf_or_nan && i_fw < 3 {
                i_fw = 3;
                r_fw = 4;
            }
            if is_matrix {
                ld = 0;
                rd = r_fw;
            } else {
                // Scalars: the digit count itself decides e-format (1e6+1i
                // prints in full, 1e10+1i does not).
                ld = i_fw;
                rd = 0;
            }
        } else {
            let (ld_max, rd_max) = ld_rd(x_max, prec);
            let (ld_min, rd_min) = ld_rd(x_min, prec);
            x_max = bumped(x_max);
            x_min = bumped(x_min);
            ld = ld_max.max(ld_min);
            rd = rd_max.max(rd_min);
            i_fw = ld + 1 + rd;
            r_fw = i_fw + 1;
            if inf_or_nan && i_fw < 3 {
                i_fw = 3;
                r_fw = 4;
            }
        }
        let wide = self.print_e
            || ld + rd > t.digits10
            || r_fw > t.max_fw
            || i_fw > t.max_fw
            || (ld + rd) as f64 > 1.5 * prec as f64;
        if wide {
            let mut ex = 4;
            if x_max > 100 || x_min > 100 {
                ex += 1;
            }
            let mut i_fw = 1 + prec + ex;
            let mut r_fw = i_fw + 1;
            if inf_or_nan && i_fw < 3 {
                i_fw = 3;
                r_fw = 4;
            }
            let p = (prec - 1) as usize;
            (
                NumFmt::Sci {
                    fw: r_fw as usize,
                    prec: p,
                },
                NumFmt::Sci {
                    fw: i_fw as usize,
                    prec: p,
                },
            )
        } else if int_case {
            let p = if is_matrix { rd } else { ld } as usize;
            (
                NumFmt::Gen {
                    fw: r_fw as usize,
                    prec: p,
                },
                NumFmt::Gen {
                    fw: i_fw as usize,
                    prec: p,
                },
            )
        } else {
            (
                NumFmt::Fixed {
                    fw: r_fw as usize,
                    rd: rd as usize,
                },
                NumFmt::Fixed {
                    fw: i_fw as usize,
                    rd: rd as usize,
                },
            )
        }
    }

    fn indent(out: &mut Buf, n: usize) {
        for _ in 0..n {
            out.push(' ');
        }
    }

    fn newline_unless_compact(&self, out: &mut Buf) {
        if !self.compact {
            out.push('\n');
        }
    }

    /// `print_with_name`: name tag, value, and a padding newline after
    /// values whose tag ended a line.
    fn print_with_name(&self, out: &mut Buf, name: &str, v: &Value, ind: usize, depth: usize) {
        let pad_after = self.print_name_tag(out, name, v, ind);
        self.print(out, v, ind, depth);
        if pad_after {
            self.newline_unless_compact(out);
        }
    }

    /// Whether `print_with_name` ends the value with a padding newline.
    fn pads_after(v: &Value) -> bool {
        !Self::prints_as_scalar(v)
    }

    /// Whether the value prints on the name's line (`x = 5`).
    fn prints_as_scalar(v: &Value) -> bool {
        match v {
            Value::Char(t) => t.rows() <= 1,
            Value::Cell(t) => t.numel() == 0 || t.dims.ndims() > 2,
            Value::Struct(_) | Value::Object(_) => false,
            Value::Func(f) => !f.anonymous && !f.inline,
            _ => {
                let d = v.dims();
                d.iter().all(|&k| k == 1) || d.contains(&0)
            }
        }
    }

    fn print_name_tag(&self, out: &mut Buf, name: &str, v: &Value, ind: usize) -> bool {
        Self::indent(out, ind);
        match v {
            Value::Struct(s) if s.numel() == 1 => {
                out.push_str(name);
                out.push_str(" =\n");
                self.newline_unless_compact(out);
                Self::indent(out, ind + 2);
                out.push_str("scalar structure containing the fields:\n");
                self.newline_unless_compact(out);
                true
            }
            Value::Cell(_) if !Self::prints_as_scalar(v) => {
                out.push_str(name);
                out.push_str(" =\n");
                true
            }
            _ if Self::prints_as_scalar(v) => {
                out.push_str(name);
                out.push_str(" = ");
                false
            }
            _ => {
                out.push_str(name);
                out.push_str(" =\n");
                self.newline_unless_compact(out);
                true
            }
        }
    }

    /// `print`: the raw text plus a newline (structs end their own lines).
    fn print(&self, out: &mut Buf, v: &Value, ind: usize, depth: usize) {
        self.print_raw(out, v, ind, depth);
        if !matches!(v, Value::Struct(_) | Value::Object(_)) {
            out.push('\n');
        }
    }

    fn print_raw(&self, out: &mut Buf, v: &Value, ind: usize, depth: usize) {
        match v {
            Value::Struct(s) => self.struct_raw(out, s, ind, depth),
            Value::Cell(t) => self.cell_raw(out, t, ind, depth),
            Value::Func(f) if f.inline => out.push_str("  <class inline>"),
            Value::Func(f) => out.push_str(&func_text(f)),
            Value::Object(o) => self.object_raw(out, o, ind),
            Value::Char(t) => self.char_raw(out, t, ind),
            Value::Sparse(s) => self.sparse_raw(out, s),
            _ => self.numeric_raw(out, v, ind),
        }
    }

    /// Octave's listing of a sparse matrix: a header with its fill, then
    /// `(row, col) -> value` per stored element, each value shown as the
    /// scalar it is.
    fn sparse_raw(&self, out: &mut Buf, s: &crate::value::sparse::SparseMatrix) {
        use crate::value::sparse::SpData;
        out.push_str(&format!(
            "Compressed Column Sparse (rows = {}, cols = {}, nnz = {}",
            s.rows,
            s.cols,
            s.nnz()
        ));
        let numel = s.rows as f64 * s.cols as f64;
        if numel > 0.0 {
            // Octave's precision: 2 significant digits, more near 100%
            // so that an almost full matrix does not show 100%.
            let mut pct = s.nnz() as f64 / numel * 100.0;
            let prec = if pct == 100.0 {
                3
            } else {
                let p = if pct > 99.9 {
                    4
                } else if pct > 99.0 {
                    3
                } else {
                    2
                };
                pct = pct.min(99.99);
                p
            };
            out.push_str(&format!(
                " [{}%]",
                crate::cfmt::general(pct, prec, false, false)
            ));
        }
        out.push_str(")\n");
        for (r, c, k) in s.entries() {
            // The first ends the blank line after the header, the others
            // the previous element's line.
            out.push('\n');
            out.push_str(&format!("  ({}, {}) -> ", r + 1, c + 1));
            let elem = match &s.data {
                SpData::Real(x) => Value::Num(x[k]),
                SpData::Complex(z) => Value::Complex(z[k]),
                SpData::Bool(b) => Value::Bool(b[k]),
            };
            self.numeric_raw(out, &elem, 0);
        }
    }

    fn struct_raw(&self, out: &mut Buf, s: &StructArray, ind: usize, depth: usize) {
        if s.numel() == 1 {
            let fields_only = depth >= STRUCT_LEVELS_TO_PRINT;
            for (k, f) in s.fields.iter().enumerate() {
                let val = s.get(0, k);
                if fields_only {
                    Self::indent(out, ind + 4);
                    out.push_str(f);
                    out.push_str(": ");
                    out.push_str(&val.dims().to_string_x());
                    out.push(' ');
                    out.push_str(&type_name(val));
                    out.push('\n');
                } else {
                    self.print_with_name(out, f, val, ind + 4, depth + 1);
                }
            }
        } else {
            Self::indent(out, ind + 2);
            out.push_str(&s.dims.to_string_x());
            out.push_str(" struct array containing the fields:\n");
            self.newline_unless_compact(out);
            for f in &s.fields {
                Self::indent(out, ind + 4);
                out.push_str(f);
                out.push('\n');
            }
        }
    }

    /// An object as Octave 7.3 prints it: its class, then each property
    /// (sorted by name) with a string, a logical or `[RxC class]`; a Map
    /// prints its count and types (Octave's `Map.disp`, which ignores the indentation).
    fn object_raw(&self, out: &mut Buf, o: &Object, ind: usize) {
        match o {
            Object::Table(t) if t.height == 0 || t.names.is_empty() => {
                out.push_str(&format!(
                    "  {}\u{d7}{} empty table\n",
                    t.height,
                    t.names.len()
                ));
            }
            Object::Table(t) => {
                out.push_str(&format!("  {}\u{d7}{} table\n", t.height, t.names.len()));
                self.newline_unless_compact(out);
                out.push_str(&table_body(t));
            }
            Object::Map(m) => {
                out.push_str("  containers.Map object with properties:\n");
                self.newline_unless_compact(out);
                out.push_str(&format!(
                    "    Count     : {}\n    KeyType   : {}\n    ValueType : {}\n",
                    m.entries.borrow().len(),
                    m.key_type,
                    m.value_type
                ));
                self.newline_unless_compact(out);
            }
            Object::Cleanup(c) => {
                Self::indent(out, ind);
                out.push_str("onCleanup (");
                if let Some(Value::Func(f)) = &*c.function.borrow() {
                    out.push_str(&func_text(f));
                }
                out.push_str(")\n");
            }
            Object::Instance(i) if i.class.old_style => {
                Self::indent(out, ind + 2);
                out.push_str(&format!("<class {}>\n", i.class.name));
            }
            Object::Instance(i) => {
                Self::indent(out, ind + 2);
                out.push_str(&i.class.name);
                out.push_str(" object with properties:\n");
                self.newline_unless_compact(out);
                let props = i.props.borrow();
                let mut order: Vec<usize> = i.class.visible_props().collect();
                order
                    .sort_by(|&a, &b| i.class.props[a].as_bytes().cmp(i.class.props[b].as_bytes()));
                let width = order
                    .iter()
                    .map(|&k| i.class.props[k].len())
                    .max()
                    .unwrap_or(0)
                    + 2;
                for k in order {
                    Self::indent(out, ind + 4);
                    out.push_str(&format!("{:>width$}: ", i.class.props[k]));
                    let val = &props[k];
                    match val {
                        Value::Char(t) => {
                            let r = t.rows();
                            let row: Vec<u8> = (0..t.cols()).map(|j| t.data[j * r]).collect();
                            if r == 1 {
                                out.push_bytes(&row);
                            }
                        }
                        Value::Bool(b) => out.push_str(if *b { "1" } else { "0" }),
                        _ => {
                            out.push('[');
                            out.push_str(&val.dims().to_string_x());
                            out.push(' ');
                            out.push_str(val.class_name_full());
                            out.push(']');
                        }
                    }
                    out.push('\n');
                }
            }
        }
    }

    fn cell_raw(&self, out: &mut Buf, t: &Tensor<Value>, ind: usize, depth: usize) {
        if t.numel() == 0 {
            out.push_str("{}(");
            out.push_str(&t.dims.to_string_x());
            out.push(')');
        } else if t.dims.ndims() > 2 {
            out.push('{');
            out.push_str(&t.dims.to_string_x());
            out.push_str(" Cell Array}");
        } else {
            Self::indent(out, ind);
            out.push_str("{\n");
            let (r, c) = (t.rows(), t.cols());
            for j in 0..c {
                for i in 0..r {
                    let nm = format!("[{},{}]", i + 1, j + 1);
                    self.print_with_name(out, &nm, &t.data[i + j * r], ind + 2, depth);
                }
            }
            Self::indent(out, ind);
            out.push('}');
        }
    }

    fn char_raw(&self, out: &mut Buf, t: &Tensor<u8>, ind: usize) {
        let d = &t.dims;
        if d.ndims() > 2 && t.numel() > 0 {
            self.pages(out, d, ind, |first, nr, nc| {
                let page = Tensor::new(Dims::rc(nr, nc), t.data[first..first + nr * nc].to_vec());
                Value::Char(std::rc::Rc::new(page))
            });
            return;
        }
        let (r, c) = (t.rows(), t.cols());
        for i in 0..r {
            let row: Vec<u8> = (0..c).map(|j| t.data[i + j * r]).collect();
            out.push_bytes(&row);
            if i + 1 < r {
                out.push('\n');
            }
        }
    }

    /// `print_nd_array`: each 2-D page printed as `ans(:,:,k) = ...`;
    /// `page` builds page values from (first element, rows, cols).
    fn pages<F>(&self, out: &mut Buf, d: &Dims, ind: usize, page: F)
    where
        F: Fn(usize, usize, usize) -> Value,
    {
        let nr = d.get(0);
        let nc = d.get(1);
        let npages: usize = d.iter().skip(2).product();
        let mut idx = vec![0usize; d.ndims().saturating_sub(2)];
        for p in 0..npages {
            let nm = page_name(&idx);
            let v = page(p * nr * nc, nr, nc);
            if p + 1 < npages {
                self.print_with_name(out, &nm, &v, ind, 0);
            } else {
                self.print_name_tag(out, &nm, &v, ind);
                self.print_raw(out, &v, ind, 0);
            }
            next_page(&mut idx, d);
        }
    }

    fn numeric_raw(&self, out: &mut Buf, v: &Value, ind: usize) {
        let d = v.dims();
        if d.numel() == 0 {
            out.push_str("[](");
            out.push_str(&d.to_string_x());
            out.push(')');
            return;
        }
        if let Form::Range(r) = v.form() {
            if let Some(body) = self.range_body(v, r, ind) {
                out.push_bytes(&body.0);
                return;
            }
        }
        // Diagonal and permutation matrices print their full arrays under
        // a header, a diagonal one its zeros as a bare `0`.
        let diagonal = matches!(v, Value::Diag(_));
        let full;
        let v = match v {
            Value::Diag(_) | Value::Perm(_) => {
                out.push_str(if diagonal {
                    "Diagonal Matrix\n"
                } else {
                    "Permutation Matrix\n"
                });
                self.newline_unless_compact(out);
                full = crate::value::diagmat::full(v);
                &full
            }
            _ => v,
        };
        if d.ndims() > 2 {
            // Octave prints a logical array's pages as values of their own
            // (indented, a 1x1 page as a scalar); an integer array's not.
            let ints = match v {
                Value::Logical(_) => None,
                _ => int_strings(v),
            };
            if let Some(ints) = ints {
                self.int_nd(out, &ints, &d, ind);
            } else {
                let arr = v.to_array_form();
                self.pages(out, &d, ind, |first, nr, nc| page_of(&arr, first, nr, nc));
            }
            return;
        }
        if let Some(ints) = int_strings(v) {
            self.int_matrix(out, &ints, d.rows(), d.cols(), ind, v.numel() == 1);
            return;
        }
        let Some(view) = num_view(v) else {
            out.push_str(&format!("<{}>", v.class_name()));
            return;
        };
        let traits = if view.single { SINGLE } else { DOUBLE };
        let (nr, nc) = (d.rows(), d.cols());
        match &view.im {
            None => {
                if d.numel() == 1 {
                    let f = self.real_scalar_fmt(view.re[0], traits, view.single);
                    put_float(out, view.re[0], &f, self.upper);
                } else {
                    let f = self.real_matrix_fmt(&view.re, traits, view.single);
                    let cw = f.fw() + 2;
                    self.matrix_rows(out, nr, nc, cw, ind, |o, i, j| {
                        o.push_str("  ");
                        put_float(o, view.re[i + j * nr], &f, self.upper);
                    });
                }
            }
            Some(im) => {
                let is_matrix = d.numel() != 1;
                let (rf, imf) = self.complex_fmt(&view.re, im, traits, view.single, is_matrix);
                let put = |o: &mut Buf, k: usize| {
                    put_float(o, view.re[k], &rf, self.upper);
                    let y = im[k];
                    if y.is_sign_negative() {
                        o.push_str(" - ");
                        put_float(o, -y, &imf, self.upper);
                    } else {
                        o.push_str(" + ");
                        put_float(o, y, &imf, self.upper);
                    }
                    o.push('i');
                };
                if !is_matrix {
                    put(out, 0);
                } else {
                    // A fraction's column has no room for ` + ` and `i`.
                    let cw = rf.fw() + imf.fw() + if self.rat { 2 } else { 7 };
                    self.matrix_rows(out, nr, nc, cw, ind, |o, i, j| {
                        o.push_str("  ");
                        if diagonal && i != j {
                            // Octave prints a diagonal matrix's zeros as a bare 0.
                            let w = rf.fw() + imf.fw() + 4;
                            o.push_str(&format!("{:>w$}", "0"));
                        } else {
                            put(o, i + j * nr);
                        }
                    });
                }
            }
        }
    }

    /// Rows of a 2-D matrix, split into column chunks that fit the width.
    fn matrix_rows<F>(
        &self,
        out: &mut Buf,
        nr: usize,
        nc: usize,
        col_width: usize,
        ind: usize,
        put: F,
    ) where
        F: Fn(&mut Buf, usize, usize),
    {
        let total = nc * col_width;
        let max_width = self.width.saturating_sub(ind);
        let mut inc = nc;
        if total > max_width {
            inc = (max_width / col_width).max(1);
        }
        let mut col = 0;
        while col < nc {
            let lim = (col + inc).min(nc);
            self.col_header(out, total, max_width, col, lim, ind);
            for i in 0..nr {
                Self::indent(out, ind);
                for j in col..lim {
                    put(out, i, j);
                }
                if i + 1 < nr {
                    out.push('\n');
                }
            }
            col = lim;
        }
    }

    /// `pr_col_num_header`.
    fn col_header(
        &self,
        out: &mut Buf,
        total: usize,
        max_width: usize,
        col: usize,
        lim: usize,
        ind: usize,
    ) {
        if total <= max_width {
            return;
        }
        if col != 0 {
            out.push('\n');
            self.newline_unless_compact(out);
        }
        Self::indent(out, ind);
        let n = lim - col;
        if n == 1 {
            out.push_str(&format!(" Column {}:\n", col + 1));
        } else if n == 2 {
            out.push_str(&format!(" Columns {} and {}:\n", col + 1, lim));
        } else {
            out.push_str(&format!(" Columns {} through {}:\n", col + 1, lim));
        }
        self.newline_unless_compact(out);
    }

    /// Integer-class (and logical) 2-D arrays: width of the widest number,
    /// plus one if any is negative.
    fn int_matrix(
        &self,
        out: &mut Buf,
        ints: &IntStrings,
        nr: usize,
        nc: usize,
        ind: usize,
        scalar: bool,
    ) {
        if scalar {
            out.push_str(&ints.text[0]);
            return;
        }
        let fw = ints.fw;
        self.matrix_rows(out, nr, nc, fw + 2, ind, |o, i, j| {
            o.push_str("  ");
            pad_left(o, &ints.text[i + j * nr], fw);
        });
    }

    /// Integer N-d arrays: one width for all pages.
    fn int_nd(&self, out: &mut Buf, ints: &IntStrings, d: &Dims, ind: usize) {
        let nr = d.get(0);
        let nc = d.get(1);
        let npages: usize = d.iter().skip(2).product();
        let mut idx = vec![0usize; d.ndims().saturating_sub(2)];
        for p in 0..npages {
            let nm = page_name(&idx);
            out.push_str(&nm);
            out.push_str(" =\n");
            self.newline_unless_compact(out);
            let base = p * nr * nc;
            let fw = ints.fw;
            self.matrix_rows(out, nr, nc, fw + 2, ind, |o, i, j| {
                o.push_str("  ");
                pad_left(o, &ints.text[base + i + j * nr], fw);
            });
            if p + 1 < npages {
                out.push('\n');
                out.push('\n');
            }
            next_page(&mut idx, d);
        }
    }
}

/// `ans(:,:,k,l)` for the page with higher-dimension subscripts `idx` (0-based).
fn page_name(idx: &[usize]) -> String {
    let subs: Vec<String> = idx.iter().map(|k| (k + 1).to_string()).collect();
    format!("ans(:,:,{})", subs.join(","))
}

/// Advances page subscripts (dims 3 and up) in column-major order.
fn next_page(idx: &mut [usize], d: &Dims) {
    for (k, i) in idx.iter_mut().enumerate() {
        *i += 1;
        if *i < d.get(k + 2) {
            return;
        }
        *i = 0;
    }
}

/// Decimal text of each element of an integer-class or logical array and
/// Octave's field width for it; `None` for other classes.
struct IntStrings {
    text: Vec<String>,
    fw: usize,
}

fn int_strings(v: &Value) -> Option<IntStrings> {
    /// `min` is the class minimum: Octave's abs() of it overflows back to
    /// itself, so that element adds neither digits nor a sign to the width.
    fn build<T: Copy + Into<i128>>(data: &[T], min: Option<i128>) -> IntStrings {
        let mut digits = 0usize;
        let mut neg = false;
        let mut text = Vec::with_capacity(data.len());
        for &x in data {
            let x: i128 = x.into();
            text.push(x.to_string());
            if Some(x) == min {
                continue;
            }
            if x != 0 {
                digits = digits.max(x.unsigned_abs().to_string().len());
            }
            neg |= x < 0;
        }
        IntStrings {
            text,
            fw: digits + usize::from(neg),
        }
    }
    Some(match v {
        Value::Int8(t) => build(&t.data, Some(i8::MIN as i128)),
        Value::Int16(t) => build(&t.data, Some(i16::MIN as i128)),
        Value::Int32(t) => build(&t.data, Some(i32::MIN as i128)),
        Value::Int64(t) => build(&t.data, Some(i64::MIN as i128)),
        Value::UInt8(t) => build(&t.data, None),
        Value::UInt16(t) => build(&t.data, None),
        Value::UInt32(t) => build(&t.data, None),
        Value::UInt64(t) => build(&t.data, None),
        Value::Bool(b) => build(&[u8::from(*b)], None),
        Value::Logical(t) => {
            let d: Vec<u8> = t.data.iter().map(|&b| u8::from(b)).collect();
            build(&d, None)
        }
        _ => return None,
    })
}

/// Floating-point elements of a numeric value (double/single, real/complex).
fn num_view(v: &Value) -> Option<NumView<'_>> {
    use std::borrow::Cow;
    Some(match v {
        Value::Num(x) => NumView {
            re: Cow::Owned(vec![*x]),
            im: None,
            single: false,
        },
        Value::Double(t) => NumView {
            re: Cow::Borrowed(&t.data),
            im: None,
            single: false,
        },
        Value::Complex(z) => NumView {
            re: Cow::Owned(vec![z.re]),
            im: Some(vec![z.im]),
            single: false,
        },
        Value::ComplexDouble(t) => NumView {
            re: Cow::Owned(t.data.iter().map(|z: &C64| z.re).collect()),
            im: Some(t.data.iter().map(|z| z.im).collect()),
            single: false,
        },
        Value::Single(t) => NumView {
            re: Cow::Owned(t.data.iter().map(|&x| x as f64).collect()),
            im: None,
            single: true,
        },
        Value::ComplexSingle(t) => NumView {
            re: Cow::Owned(t.data.iter().map(|z: &C32| z.re as f64).collect()),
            im: Some(t.data.iter().map(|z| z.im as f64).collect()),
            single: true,
        },
        _ => return None,
    })
}

/// One 2-D page (elements `first..first+nr*nc`) of a numeric array.
fn page_of(v: &Value, first: usize, nr: usize, nc: usize) -> Value {
    use std::rc::Rc;
    let d = Dims::rc(nr, nc);
    let n = nr * nc;
    let r = first..first + n;
    match v {
        Value::Double(t) => Value::Double(Rc::new(Tensor::new(d, t.data[r].to_vec()))),
        Value::Single(t) => Value::Single(Rc::new(Tensor::new(d, t.data[r].to_vec()))),
        // Octave makes each page a value of its own, which narrows a page
        // without imaginary parts to real.
        Value::ComplexDouble(t) => Value::complex_narrow(Tensor::new(d, t.data[r].to_vec())),
        Value::ComplexSingle(t) => Value::complex_single_narrow(Tensor::new(d, t.data[r].to_vec())),
        Value::Logical(t) => Value::Logical(Rc::new(Tensor::new(d, t.data[r].to_vec()))),
        other => other.clone(),
    }
}

/// The text of a function handle as Octave prints it.
pub fn func_text(f: &FuncHandle) -> String {
    if f.anonymous {
        f.name.clone()
    } else {
        format!("@{}", f.name)
    }
}

/// Octave's type names, used when nested structs list fields only.
fn type_name(v: &Value) -> String {
    let scalar = v.numel() == 1;
    let kind = if scalar { "scalar" } else { "matrix" };
    match v {
        Value::Num(_) => "scalar".into(),
        Value::Double(_) => kind.into(),
        Value::Complex(_) => "complex scalar".into(),
        Value::ComplexDouble(_) => format!("complex {kind}"),
        Value::Single(_) => format!("float {kind}"),
        Value::ComplexSingle(_) => format!("float complex {kind}"),
        Value::Bool(_) => "bool".into(),
        Value::Logical(_) => if scalar { "bool" } else { "bool matrix" }.into(),
        Value::Char(_) => "string".into(),
        Value::Cell(_) => "cell".into(),
        Value::Struct(_) => if scalar { "scalar struct" } else { "struct" }.into(),
        Value::Func(_) => "function handle".into(),
        Value::Object(o) => o.class_name().into(),
        _ => format!("{} {kind}", v.class_name()),
    }
}

/// Names in columns across `width` characters, filled down each column
/// first, each column as wide as the longest name and two blanks (Octave's
/// `list_in_columns`, used by `who` and `dir`).
pub fn in_columns(names: &[String], width: usize) -> String {
    let column = names.iter().map(|n| n.len()).max().unwrap_or(0) + 2;
    let ncols = (width / column).max(1);
    let nrows = names.len().div_ceil(ncols);
    let mut out = String::new();
    for r in 0..nrows {
        let mut line = String::new();
        for c in 0..ncols {
            if let Some(n) = names.get(c * nrows + r) {
                line.push_str(&format!("{n:<column$}"));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A table as MATLAB shows it (the lines under its `N×M table` title):
/// each variable a column headed by its name and a rule of `_`, the name
/// and the variable's text centred on each other, columns 4 spaces apart
/// after an indent of 4.
pub fn table_body(t: &crate::value::object::TableObject) -> String {
    if t.height == 0 || t.names.is_empty() {
        return String::new();
    }
    let mut heads = Vec::new();
    let mut rules = Vec::new();
    let mut cols: Vec<Vec<String>> = Vec::new();
    for (name, v) in t.names.iter().zip(&t.vars) {
        let block = table_column(v, t.height);
        let data_w = block.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let name_w = name.chars().count();
        let w = data_w.max(name_w);
        heads.push(centred(name, name_w, w));
        rules.push("_".repeat(w));
        cols.push(block.iter().map(|l| centred(l, data_w, w)).collect());
    }
    let mut out = String::new();
    let line = |parts: Vec<&str>| format!("    {}\n", parts.join("    "));
    out.push_str(&line(heads.iter().map(String::as_str).collect()));
    out.push_str(&line(rules.iter().map(String::as_str).collect()));
    out.push('\n');
    for i in 0..t.height {
        out.push_str(&line(cols.iter().map(|c| c[i].as_str()).collect()));
    }
    out
}

/// `s` (of width `len`, padded to it) in a field of width `w`, the odd space on the right.
fn centred(s: &str, len: usize, w: usize) -> String {
    let pad = w.saturating_sub(len);
    let left = pad / 2;
    let shown = s.chars().count();
    format!(
        "{}{}{}",
        " ".repeat(left),
        s,
        " ".repeat((pad - left) + len.saturating_sub(shown))
    )
}

/// One number as a table shows it (MATLAB's `format short g`: 5 significant digits).
fn table_number(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Inf" } else { "-Inf" }.into()
    } else {
        cfmt::general(x, 5, false, false)
    }
}

/// The lines of a table variable's column, all of one width: numbers right
/// aligned in a common width, a variable's columns 4 spaces apart, common
/// leading blanks removed; `true`/`false`; `{'text'}` for cells of text.
fn table_column(v: &Value, rows: usize) -> Vec<String> {
    let pad_right = |items: Vec<String>| -> Vec<String> {
        let w = items.iter().map(|s| s.chars().count()).max().unwrap_or(0);
        items
            .into_iter()
            .map(|s| {
                let n = s.chars().count();
                s + &" ".repeat(w - n)
            })
            .collect()
    };
    let cols = v.dims().get(1).max(1);
    let items: Vec<String> = match v {
        Value::Cell(c) => {
            let inner: Vec<String> = c
                .data
                .iter()
                .map(|x| match x {
                    Value::Char(_) if x.dims().get(0) <= 1 => {
                        format!("'{}'", x.to_str().unwrap_or_default())
                    }
                    x if x.numel() == 1 && (x.is_numeric() || matches!(x, Value::Bool(_))) => {
                        format!("[{}]", table_number(x.scalar_f64().unwrap_or(f64::NAN)))
                    }
                    x => {
                        let d = x.dims();
                        format!("{}\u{d7}{} {}", d.get(0), d.get(1), x.class_name_full())
                    }
                })
                .collect();
            let inner = pad_right(inner);
            let items: Vec<String> = inner.into_iter().map(|s| format!("{{{s}}}")).collect();
            return join_columns(&items, rows, cols, false);
        }
        Value::Char(_) => return pad_right(v.char_rows().unwrap_or_default()),
        _ if v.class() == Class::Logical => {
            let d = crate::convert::convert(v, Class::Double).unwrap_or_else(|_| v.clone());
            let items: Vec<String> = flat_numbers(&d)
                .into_iter()
                .map(|x| if x != 0.0 { "true" } else { "false" }.to_string())
                .collect();
            return join_columns(&pad_right(items), rows, cols, false);
        }
        Value::Struct(_) | Value::Object(_) | Value::Func(_) => {
            let d = v.dims();
            let text = format!("1\u{d7}{} {}", d.get(1), v.class_name_full());
            return vec![text; rows];
        }
        _ => flat_numbers(v).into_iter().map(table_number).collect(),
    };
    join_columns(&items, rows, cols, true)
}

fn flat_numbers(v: &Value) -> Vec<f64> {
    match crate::convert::convert(v, Class::Double) {
        Ok(Value::Num(x)) => vec![x],
        Ok(Value::Double(t)) => t.data.clone(),
        Ok(Value::Bool(b)) => vec![f64::from(u8::from(b))],
        Ok(Value::Complex(z)) => vec![z.re],
        Ok(Value::ComplexDouble(t)) => t.data.iter().map(|z| z.re).collect(),
        _ => Vec::new(),
    }
}

/// Column-major `items` as `rows` lines, `cols` per line 4 spaces apart;
/// `right`: right-aligned in one common width, common leading blanks removed.
fn join_columns(items: &[String], rows: usize, cols: usize, right: bool) -> Vec<String> {
    let w = items.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let mut lines: Vec<String> = (0..rows)
        .map(|i| {
            (0..cols)
                .filter_map(|j| items.get(j * rows + i))
                .map(|s| if right { format!("{s:>w$}") } else { s.clone() })
                .collect::<Vec<_>>()
                .join("    ")
        })
        .collect();
    let lead = lines
        .iter()
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    for l in &mut lines {
        l.drain(..lead);
    }
    lines
}
