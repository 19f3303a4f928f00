//! Polynomials as Octave 7.3's m-files: `poly polyval polyfit roots conv polyder polyint`,
//! coefficient row vectors, highest power first.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, StructArray, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("polyder", polyder),
    ("polyint", polyint),
    ("conv", conv),
    ("polyval", polyval),
    ("polyfit", polyfit),
    ("roots", roots),
    ("poly", poly),
];

fn is_vector(v: &Value) -> bool {
    let d = v.dims();
    d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && d.numel() >= 1
}

/// Coefficients of a real vector argument, with the class results keep.
fn coeffs(name: &str, v: &Value) -> Result<(Vec<f64>, Class), MatError> {
    let r = real_view(v)
        .ok_or_else(|| MatError::msg(format!("{name}: argument must be a real vector")))?;
    let class = if r.class == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok((r.data.into_owned(), class))
}

/// `q = polyder(p)` (the derivative) and `q = polyder(b, a)` (the derivative
/// of the product `conv(b, a)`).
fn polyder(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    if args.iter().any(|a| !is_vector(a)) {
        return Err(MatError::msg("polyder: argument must be a vector"));
    }
    if args.len() == 2 {
        if nout > 1 {
            return Err(MatError::msg(
                "polyder: the quotient form [q, d] = polyder (b, a) is not supported",
            ));
        }
        let prod = super::call(ctx, "conv", &args[..2], 1)?.remove(0);
        return polyder(ctx, &[prod], 1);
    }
    let (p, class) = coeffs("polyder", &args[0])?;
    let lp = p.len();
    if lp == 1 {
        return one(Value::Num(0.0));
    }
    let q: Vec<f64> = (0..lp - 1).map(|i| p[i] * (lp - 1 - i) as f64).collect();
    one(real_result(class, Dims::rc(1, lp - 1), q))
}

/// `polyint(p[, k])`: the integral with constant `k` (default 0).
fn polyint(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let k = match args.get(1) {
        Some(k) if k.numel() == 1 => k.scalar_f64().ok_or_else(|| {
            MatError::msg("polyint: the constant of integration must be a scalar")
        })?,
        Some(_) => {
            return Err(MatError::msg(
                "polyint: the constant of integration must be a scalar",
            ))
        }
        None => 0.0,
    };
    let p = &args[0];
    if p.is_empty() {
        return one(Value::empty());
    }
    if !is_vector(p) {
        return Err(MatError::msg("polyint: argument must be a vector"));
    }
    let (c, class) = coeffs("polyint", p)?;
    let lp = c.len();
    let mut r: Vec<f64> = c
        .iter()
        .enumerate()
        .map(|(i, &x)| x / (lp - i) as f64)
        .collect();
    r.push(k);
    let class = if args.get(1).is_some_and(|k| k.class() == Class::Single) {
        Class::Single
    } else {
        class
    };
    one(real_result(class, Dims::rc(1, lp + 1), r))
}

fn conv(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (a, b) = (args[0].to_f64_vec()?, args[1].to_f64_vec()?);
    if !args[0].dims().is_vector() || !args[1].dims().is_vector() {
        return Err(MatError::msg(
            "conv: both arguments A and B must be vectors",
        ));
    }
    let shape = match args.get(2) {
        None => "full".to_string(),
        Some(v) => v
            .as_string()
            .filter(|_| v.is_char())
            .map(|s| s.to_lowercase())
            .filter(|s| matches!(s.as_str(), "full" | "same" | "valid"))
            .ok_or_else(|| {
                MatError::msg("conv: SHAPE argument must be \"full\", \"same\", or \"valid\"")
            })?,
    };
    if a.is_empty() || b.is_empty() {
        return one(Value::empty());
    }
    let mut out = super::convolve::full(&a, &b);
    if shape == "same" {
        let start = b.len() / 2;
        out = out[start..start + a.len()].to_vec();
    } else if shape == "valid" {
        out = if a.len() >= b.len() {
            out[b.len() - 1..a.len()].to_vec()
        } else {
            vec![]
        };
    }
    // conv.m: a full result takes the orientation of the longer input (B on
    // a tie), the others that of A.
    let (a_row, b_row) = (args[0].dims().is_row(), args[1].dims().is_row());
    let row = if shape == "full" {
        (a.len() > b.len() && a_row) || (a.len() <= b.len() && b_row)
    } else {
        a_row
    };
    let k = out.len();
    one(Value::from_f64s(
        if row { Dims::rc(1, k) } else { Dims::rc(k, 1) },
        out,
    ))
}

/// `polyval(p, x, s, mu)` as Octave's polyval.m: Horner's rule in the
/// class of `x` (single when either is), with `mu` centering and scaling
/// `x`, and the error estimate `dy` from polyfit's `s`.
fn polyval(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if nargout == 2 && args.len() < 3 {
        return Err(MatError::invalid_call("polyval"));
    }
    let (pv, xv) = (&args[0], &args[1]);
    if !pv.class().is_float() || !(pv.dims().is_vector() || pv.is_empty()) {
        return Err(MatError::msg(
            "polyval: P must be a numeric floating point vector",
        ));
    }
    if !xv.class().is_float() {
        return Err(MatError::msg("polyval: X must be numeric floating point"));
    }
    let s = if nargout > 1 {
        let s = &args[2];
        if s.is_empty() {
            return Err(MatError::msg(
                "polyval: S input is required for DY output argument",
            ));
        }
        let Some(st) = s.as_struct() else {
            return Err(MatError::msg("polyval: S input must be a structure"));
        };
        let field = |f: &str| st.field(f).cloned();
        match (field("R"), field("normr"), field("df")) {
            (Some(r), Some(normr), Some(df)) => Some((r, normr, df)),
            _ => return Err(MatError::msg("polyval: S input is missing required fields")),
        }
    } else {
        None
    };
    let mu = match args.get(3) {
        Some(mu) if !mu.class().is_float() || mu.numel() < 2 => {
            return Err(MatError::msg(
                "polyval: MU must be numeric floating point with 2 values",
            ))
        }
        Some(mu) => Some(mu.to_c64_vec()?),
        None => None,
    };
    let class = if pv.class() == Class::Single || xv.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let dims = xv.dims();
    let p = pv.to_c64_vec()?;
    let mut x = xv.to_c64_vec()?;
    if p.is_empty() || x.is_empty() {
        return one(real_result(class, dims, vec![0.0; x.len()]));
    }
    if let Some(mu) = &mu {
        x.iter_mut().for_each(|v| *v = (*v - mu[0]) / mu[1]);
    }
    let y: Vec<C64> = x
        .iter()
        .map(|&v| p[1..].iter().fold(p[0], |y, &c| y * v + c))
        .collect();
    let y = complex_result(class, dims.clone(), y);
    let Some((r, normr, df)) = s else {
        return one(y);
    };
    // dy = sqrt (1 + sumsq (A/s.R, 2)) * s.normr / sqrt (s.df), with A the
    // Vandermonde matrix of x.
    let n = p.len();
    let k = x.len();
    let mut a = vec![C64::new(0.0, 0.0); k * n];
    for (i, &v) in x.iter().enumerate() {
        for j in 0..n {
            a[i + j * k] = v.powi((n - 1 - j) as i32);
        }
    }
    let a = complex_result(Class::Double, Dims::rc(k, n), a);
    let q = super::call(ctx, "mrdivide", &[a, r], 1)?.remove(0);
    let q = q.to_c64_vec()?;
    let normr = normr.scalar_f64().unwrap_or(f64::NAN);
    let df = df.scalar_f64().unwrap_or(f64::NAN);
    let cols = q.len() / k.max(1);
    let dy = (0..k)
        .map(|i| {
            let ss: f64 = (0..cols).map(|j| q[i + j * k].norm_sqr()).sum();
            (1.0 + ss).sqrt() * normr / df.sqrt()
        })
        .collect();
    Ok(vec![y, real_result(class, dims, dy)])
}

/// Householder QR of the m x c column-major matrix `a` with column
/// pivoting (the largest remaining column first, as LAPACK's xGEQP3):
/// returns the reflectors applied to `a` in place (R in its upper
/// triangle), their vectors and scalars, and the column order.
struct PivotedQr {
    m: usize,
    c: usize,
    a: Vec<f64>,
    reflectors: Vec<(Vec<f64>, f64)>,
    order: Vec<usize>,
}

impl PivotedQr {
    fn new(m: usize, c: usize, mut a: Vec<f64>) -> PivotedQr {
        let mut order: Vec<usize> = (0..c).collect();
        let mut reflectors = Vec::new();
        for j in 0..m.min(c) {
            let norm =
                |a: &[f64], col: usize| (j..m).map(|i| a[i + col * m].powi(2)).sum::<f64>().sqrt();
            let mut best = j;
            let mut best_norm = norm(&a, j);
            for col in j + 1..c {
                let nn = norm(&a, col);
                if nn > best_norm {
                    best = col;
                    best_norm = nn;
                }
            }
            if best != j {
                for i in 0..m {
                    a.swap(i + j * m, i + best * m);
                }
                order.swap(j, best);
            }
            let x0 = a[j + j * m];
            let alpha = if x0 >= 0.0 { -best_norm } else { best_norm };
            let mut v: Vec<f64> = (j..m).map(|i| a[i + j * m]).collect();
            v[0] -= alpha;
            let vv: f64 = v.iter().map(|x| x * x).sum();
            let tau = if vv == 0.0 { 0.0 } else { 2.0 / vv };
            for col in j..c {
                let dot: f64 = (j..m).map(|i| v[i - j] * a[i + col * m]).sum();
                for i in j..m {
                    a[i + col * m] -= tau * dot * v[i - j];
                }
            }
            if vv == 0.0 {
                a[j + j * m] = x0;
            }
            reflectors.push((v, tau));
        }
        PivotedQr {
            m,
            c,
            a,
            reflectors,
            order,
        }
    }

    /// The first min(m, c) entries of Q' * y.
    fn qty(&self, y: &[C64]) -> Vec<C64> {
        let mut y = y.to_vec();
        for (j, (v, tau)) in self.reflectors.iter().enumerate() {
            let dot: C64 = (j..self.m).map(|i| y[i] * v[i - j]).sum();
            for i in j..self.m {
                y[i] -= dot * (tau * v[i - j]);
            }
        }
        y.truncate(self.m.min(self.c));
        y
    }

    /// R (min(m, c) x c), column-major.
    fn r(&self) -> (usize, Vec<f64>) {
        let rows = self.m.min(self.c);
        let mut r = vec![0.0; rows * self.c];
        for col in 0..self.c {
            for i in 0..rows.min(col + 1) {
                r[i + col * rows] = self.a[i + col * self.m];
            }
        }
        (rows, r)
    }
}

/// `polyfit(x, y, n)` as Octave's polyfit.m: least squares on the
/// Vandermonde matrix by QR with column pivoting; `n` may be a logical mask
/// of the coefficients to fit; the structure `s` and the centering `mu`.
fn polyfit(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (xv, yv, nv) = (&args[0], &args[1], &args[2]);
    let y_is_row = yv.dims().is_row();
    let mut x = xv.to_f64_vec()?;
    let y = yv.to_c64_vec()?;
    let nx = x.len();
    if nx != y.len() {
        return Err(MatError::msg(
            "polyfit: X and Y must have the same number of points",
        ));
    }
    let mut mu = None;
    if nargout > 2 {
        let mean = x.iter().sum::<f64>() / nx as f64;
        let ss: f64 = x.iter().map(|v| (v - mean).powi(2)).sum();
        let std = (ss / (nx.max(2) - 1) as f64).sqrt();
        x.iter_mut().for_each(|v| *v = (*v - mean) / std);
        mu = Some((mean, std));
    }
    let (n, mut mask, mut m, mut pad) = if nv.class() == Class::Logical {
        let mask: Vec<bool> = nv.to_f64_vec()?.iter().map(|&b| b != 0.0).collect();
        let n = mask.len().saturating_sub(1);
        let m = mask.iter().filter(|&&b| b).count() as isize - 1;
        (n, mask, m, true)
    } else {
        let n = nv
            .scalar_f64()
            .filter(|&n| nv.is_scalar() && n >= 0.0 && n.is_finite() && n == n.trunc())
            .ok_or_else(|| MatError::msg("polyfit: N must be a non-negative integer"))?;
        let n = n as usize;
        (n, vec![true; n + 1], n as isize, false)
    };
    if m >= nx as isize {
        ctx.warn(
            "",
            "polyfit: degree of polynomial N is >= number of data points; solution is not unique",
        );
        m = nx as isize;
        pad = true;
        // Keep only the last m coefficients of the mask.
        let on: Vec<usize> = (0..mask.len()).filter(|&i| mask[i]).collect();
        let keep = on.len().saturating_sub(nx);
        for &i in &on[..keep] {
            mask[i] = false;
        }
    }
    let m = m.max(0) as usize;
    // X = vander (x, n+1), built by repeated products as vander.m does.
    let big_x = {
        let mut big = vec![0.0; nx * (n + 1)];
        let mut d = vec![1.0; nx];
        for j in (0..=n).rev() {
            for i in 0..nx {
                big[i + j * nx] = d[i];
                d[i] *= x[i];
            }
        }
        big
    };
    let cols: Vec<usize> = (0..=n).filter(|&j| mask[j]).collect();
    let c = cols.len();
    let v: Vec<f64> = cols
        .iter()
        .flat_map(|&j| big_x[j * nx..(j + 1) * nx].iter().copied())
        .collect();
    let qr = PivotedQr::new(nx, c, v.clone());
    let qty = qr.qty(&y);
    let (rr, r) = qr.r();
    // p = r \ (q' * y) by back substitution, then p(k) = p.
    let mut sol = vec![C64::new(0.0, 0.0); c];
    for i in (0..rr.min(c)).rev() {
        let mut t = qty[i];
        for j in i + 1..c {
            t -= sol[j] * r[i + j * rr];
        }
        sol[i] = t / r[i + i * rr];
    }
    let mut p = vec![C64::new(0.0, 0.0); c];
    for (i, &k) in qr.order.iter().enumerate() {
        p[k] = sol[i];
    }
    let class = if xv.class() == Class::Single || yv.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let mut out_p = vec![C64::new(0.0, 0.0); n + 1];
    for (i, &j) in cols.iter().enumerate() {
        out_p[j] = p[i];
    }
    let coeffs = if pad { out_p } else { p.clone() };
    let len = coeffs.len();
    let mut out = vec![complex_result(class, Dims::rc(1, len), coeffs)];
    if nargout > 1 {
        let yf: Vec<C64> = (0..nx)
            .map(|i| (0..c).map(|j| p[j] * v[i + j * nx]).sum())
            .collect();
        let normr = yf
            .iter()
            .zip(&y)
            .map(|(a, b)| (a - b).norm_sqr())
            .sum::<f64>()
            .sqrt();
        // C = cholinv (r.'*r)(k, k) = (inv (r) * inv (r).')(k, k).
        let mut rinv = vec![0.0; c * c];
        for col in 0..c {
            for i in (0..=col.min(rr.saturating_sub(1))).rev() {
                let e = if i == col { 1.0 } else { 0.0 };
                let t: f64 = (i + 1..=col)
                    .map(|j| r[i + j * rr] * rinv[j + col * c])
                    .sum();
                rinv[i + col * c] = (e - t) / r[i + i * rr];
            }
        }
        let full = |i: usize, j: usize| {
            (0..c)
                .map(|t| rinv[i + t * c] * rinv[j + t * c])
                .sum::<f64>()
        };
        let definite = rr == c && (0..c).all(|i| r[i + i * rr] != 0.0);
        let cmat: Vec<f64> = (0..c * c)
            .map(|e| {
                if definite {
                    full(qr.order[e % c], qr.order[e / c])
                } else {
                    f64::NAN
                }
            })
            .collect();
        // With a mask, X, R and C get zero columns for the coefficients left out.
        let widen = |rows: usize, data: &[f64]| {
            if !pad {
                return data.to_vec();
            }
            let mut w = vec![0.0; rows * (n + 1)];
            for (i, &j) in cols.iter().enumerate() {
                w[j * rows..(j + 1) * rows].copy_from_slice(&data[i * rows..(i + 1) * rows]);
            }
            w
        };
        let width = if pad { n + 1 } else { c };
        let mut big_x = big_x;
        if pad {
            for j in (0..=n).filter(|&j| !mask[j]) {
                big_x[j * nx..(j + 1) * nx]
                    .iter_mut()
                    .for_each(|v| *v = 0.0);
            }
        }
        let yf_dims = if y_is_row {
            Dims::rc(1, nx)
        } else {
            Dims::rc(nx, 1)
        };
        let mut s = StructArray::new_scalar();
        let fields = [
            ("yf", complex_result(Class::Double, yf_dims, yf)),
            ("X", Value::from_f64s(Dims::rc(nx, n + 1), big_x)),
            ("R", Value::from_f64s(Dims::rc(rr, width), widen(rr, &r))),
            ("C", Value::from_f64s(Dims::rc(c, width), widen(c, &cmat))),
            ("df", Value::Num(nx.saturating_sub(m + 1) as f64)),
            ("normr", Value::Num(normr)),
        ];
        for (name, value) in fields {
            let k = s.ensure_field(name);
            *s.get_mut(0, k) = value;
        }
        out.push(Value::structure(s));
    }
    if let Some((mean, std)) = mu {
        out.push(Value::row_f64(vec![mean, std]));
    }
    Ok(out)
}

/// `p / q` without num_complex's |q|^2, which overflows for |q| = 1e200
/// (Smith's method, as C99's complex division does).
fn quotient(p: crate::value::C64, q: crate::value::C64) -> crate::value::C64 {
    use crate::value::C64;
    if q.im == 0.0 {
        return C64::new(p.re / q.re, p.im / q.re);
    }
    if q.re.abs() >= q.im.abs() {
        let r = q.im / q.re;
        let d = q.re + q.im * r;
        C64::new((p.re + p.im * r) / d, (p.im - p.re * r) / d)
    } else {
        let r = q.re / q.im;
        let d = q.re * r + q.im;
        C64::new((p.re * r + p.im) / d, (p.im * r - p.re) / d)
    }
}

fn roots(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    use crate::value::C64;
    let d = args[0].dims();
    if !d.is_vector() && !d.is_empty() {
        return Err(MatError::invalid_call("roots"));
    }
    let v = args[0].to_c64_vec()?;
    if v.iter().any(|x| !x.is_finite()) {
        return Err(MatError::msg("roots: inputs must not contain Inf or NaN"));
    }
    // roots.m trims the coefficients that vanish relative to the largest
    // one, so a leading 1e-200 next to 1e200 counts as zero.
    let c_max = v.iter().map(|x| x.norm()).fold(0.0, f64::max);
    if c_max == 0.0 {
        return one(Value::empty());
    }
    let significant = |x: &C64| *x / c_max != C64::new(0.0, 0.0);
    let (Some(f), Some(last)) = (
        v.iter().position(significant),
        v.iter().rposition(significant),
    ) else {
        return one(Value::empty());
    };
    let c = &v[f..=last];
    let trailing = v.len() - 1 - last;
    let n = c.len();
    let mut r: Vec<C64> = Vec::new();
    if n > 1 {
        let k = n - 1;
        let mut a = vec![C64::new(0.0, 0.0); k * k];
        for j in 0..k {
            a[j * k] = -quotient(c[j + 1], c[0]);
        }
        for i in 1..k {
            a[i + (i - 1) * k] = C64::new(1.0, 0.0);
        }
        // A 1x1 companion matrix is its own eigenvalue (eig would round a
        // tiny one such as 1e-200 to 0).
        if k == 1 {
            r.push(a[0]);
        }
        let a = if k == 1 {
            Value::empty()
        } else if a.iter().all(|x| x.im == 0.0) {
            Value::from_f64s(Dims::rc(k, k), a.iter().map(|x| x.re).collect())
        } else {
            complex_result(Class::Double, Dims::rc(k, k), a)
        };
        if k > 1 {
            let e = super::call(ctx, "eig", &[a], 1)?.remove(0);
            r = e.to_c64_vec()?;
        }
    }
    r.extend(std::iter::repeat_n(C64::new(0.0, 0.0), trailing));
    let k = r.len();
    if k == 0 {
        return one(Value::empty());
    }
    one(complex_result(Class::Double, Dims::rc(k, 1), r))
}

/// `poly(A)`: the coefficients of the polynomial with roots A (a vector), or
/// of a square matrix's characteristic polynomial (poly.m).
fn poly(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = &args[0];
    let d = x.dims();
    let (m, n) = (d.rows().min(d.cols()), d.rows().max(d.cols()));
    if m == 0 {
        return one(Value::Num(1.0));
    }
    let v: Vec<C64> = if m == 1 {
        num_view("poly", x)?;
        x.to_c64_vec()?
    } else if m == n {
        let e = super::call(ctx, "eig", std::slice::from_ref(x), 1)?;
        e[0].to_c64_vec()?
    } else {
        return Err(MatError::invalid_call("poly"));
    };
    let mut y = vec![C64::new(0.0, 0.0); n + 1];
    y[0] = C64::new(1.0, 0.0);
    for j in 0..n {
        let prev: Vec<C64> = y[..=j].to_vec();
        for (i, p) in prev.iter().enumerate() {
            y[i + 1] -= v[j] * p;
        }
    }
    let real = if !x.is_complex() {
        true
    } else {
        let mut pos: Vec<C64> = v.iter().filter(|z| z.im > 0.0).copied().collect();
        let mut neg: Vec<C64> = v.iter().filter(|z| z.im < 0.0).map(|z| z.conj()).collect();
        let key = |a: &C64, b: &C64| {
            a.norm()
                .partial_cmp(&b.norm())
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(
                    a.arg()
                        .partial_cmp(&b.arg())
                        .unwrap_or(std::cmp::Ordering::Equal),
                )
        };
        pos.sort_by(key);
        neg.sort_by(key);
        !pos.is_empty() && pos == neg
    };
    let dims = Dims::rc(1, n + 1);
    if real {
        one(Value::from_f64s(dims, y.iter().map(|z| z.re).collect()))
    } else {
        one(complex_result_keep(Class::Double, dims, y))
    }
}
