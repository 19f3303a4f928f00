//! Piecewise polynomials and the interpolation built on them, as Octave's m-files: mkpp, unmkpp, ppval, spline, pchip, interp1, interp2.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Tensor, Value, C64, NA};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("mkpp", mkpp),
    ("unmkpp", unmkpp),
    ("ppval", ppval),
    ("spline", spline),
    ("pchip", pchip),
    ("interp2", interp2),
    ("interp1", interp1),
];

/// A pp-form structure: `pieces` polynomials of `order` coefficients
/// (highest power first) for each of the `prod(dim)` components; row
/// `piece * prod(dim) + component` of the column-major `coefs` matrix.
#[derive(Clone, Debug)]
pub struct Pp {
    pub breaks: Vec<f64>,
    pub coefs: Vec<f64>,
    pub pieces: usize,
    pub order: usize,
    pub dim: Vec<usize>,
    /// interp1's pp: `ppval` puts the evaluation points first.
    pub orient_first: bool,
}

impl Pp {
    fn components(&self) -> usize {
        self.dim.iter().product()
    }

    fn rows(&self) -> usize {
        self.pieces * self.components()
    }

    /// `mkpp(breaks, coefs, d)` with the coefficients column-major.
    pub fn make(
        name: &str,
        breaks: Vec<f64>,
        coefs: Vec<f64>,
        dim: Vec<usize>,
    ) -> Result<Pp, MatError> {
        if breaks.len() < 2 {
            return Err(MatError::msg(format!(
                "{name}: BREAKS must have at least one interval"
            )));
        }
        let pieces = breaks.len() - 1;
        let d: usize = dim.iter().product();
        if d == 0 || !coefs.len().is_multiple_of(pieces * d) {
            return Err(MatError::msg(format!(
                "reshape: can't reshape 1x{} array to {}x{} array",
                coefs.len(),
                pieces * d,
                coefs.len() as f64 / (pieces * d).max(1) as f64
            )));
        }
        Ok(Pp {
            order: coefs.len() / (pieces * d),
            breaks,
            coefs,
            pieces,
            dim,
            orient_first: false,
        })
    }

    pub fn to_value(&self) -> Value {
        let mut fields = vec!["form", "breaks", "coefs", "pieces", "order", "dim"];
        if self.orient_first {
            fields.push("orient");
        }
        let mut s = StructArray::with_fields(
            Dims::scalar(),
            fields.iter().map(|f| f.to_string()).collect(),
        );
        let dim = if self.dim.len() == 1 {
            Value::Num(self.dim[0] as f64)
        } else {
            Value::row_f64(self.dim.iter().map(|&k| k as f64).collect())
        };
        let vals = vec![
            Value::str("pp"),
            Value::row_f64(self.breaks.clone()),
            Value::from_f64s(Dims::rc(self.rows(), self.order), self.coefs.clone()),
            Value::Num(self.pieces as f64),
            Value::Num(self.order as f64),
            dim,
        ];
        for (k, v) in vals.into_iter().enumerate() {
            *s.get_mut(0, k) = v;
        }
        if self.orient_first {
            *s.get_mut(0, 6) = Value::str("first");
        }
        Value::structure(s)
    }

    /// The pp-form structure `v`, or `message` when it is none.
    fn from_value(v: &Value, message: &str) -> Result<Pp, MatError> {
        let bad = || MatError::msg(message);
        let s = v.as_struct().filter(|s| s.numel() == 1).ok_or_else(bad)?;
        let form = s.field("form").ok_or_else(bad)?;
        if form.as_string().as_deref() != Some("pp") {
            return Err(bad());
        }
        let get = |f: &str| {
            s.field(f).ok_or_else(|| {
                MatError::msg(format!("invalid use of undefined value (field '{f}')"))
            })
        };
        let breaks = get("breaks")?.to_f64_vec()?;
        let coefs = get("coefs")?.to_f64_vec()?;
        let count = |f: &str| -> Result<usize, MatError> {
            let x = get(f)?.scalar_f64().unwrap_or(f64::NAN);
            if x >= 0.0 && x == x.trunc() {
                Ok(x as usize)
            } else {
                Err(MatError::msg(format!("ppval: invalid pp.{f}")))
            }
        };
        let pieces = count("pieces")?;
        let order = count("order")?;
        let dim: Vec<usize> = get("dim")?
            .to_f64_vec()?
            .iter()
            .map(|&x| x.max(0.0) as usize)
            .collect();
        let orient_first = s
            .field("orient")
            .and_then(|o| o.as_string())
            .is_some_and(|o| o == "first");
        let pp = Pp {
            breaks,
            coefs,
            pieces,
            order,
            dim,
            orient_first,
        };
        if pp.pieces == 0
            || pp.breaks.len() != pp.pieces + 1
            || pp.coefs.len() != pp.rows() * pp.order
            || pp.dim.is_empty()
        {
            return Err(MatError::msg("ppval: inconsistent pp-form structure"));
        }
        Ok(pp)
    }

    /// Octave's `lookup(breaks, x, "lr")`: the piece of `x` (0-based),
    /// the first and last pieces extended outwards; decreasing breaks too.
    fn piece(&self, x: f64) -> usize {
        let b = &self.breaks;
        let n = b.len();
        let k = if x.is_nan() {
            n
        } else if b[n - 1] < b[0] {
            b.partition_point(|&t| t >= x)
        } else {
            b.partition_point(|&t| t <= x)
        };
        k.clamp(1, n - 1) - 1
    }

    /// The value of component `c` at `x`.
    fn eval(&self, x: f64, c: usize) -> f64 {
        let p = self.piece(x);
        let row = p * self.components() + c;
        let rows = self.rows();
        let dx = x - self.breaks[p];
        let mut y = self.coefs[row];
        for i in 1..self.order {
            y = y * dx + self.coefs[row + i * rows];
        }
        y
    }

    /// `ppval(pp, xi)` with `xi` of dims `sxi`.
    pub fn values(&self, xi: &[f64], sxi: &Dims) -> Value {
        let d = self.components();
        let mut out = Vec::with_capacity(xi.len() * d);
        for &x in xi {
            for c in 0..d {
                out.push(if self.order == 0 {
                    0.0
                } else {
                    self.eval(x, c)
                });
            }
        }
        let scalar_dim = self.dim.len() == 1 && d == 1;
        if scalar_dim {
            return Value::from_f64s(sxi.clone(), out);
        }
        let points: Vec<usize> = if sxi.is_vector() {
            vec![xi.len()]
        } else {
            sxi.as_slice().to_vec()
        };
        if self.orient_first {
            // shiftdim(yi, nd): the points' dimensions first.
            let np = xi.len();
            let mut t = vec![0.0; out.len()];
            for j in 0..np {
                for c in 0..d {
                    t[j + np * c] = out[c + d * j];
                }
            }
            let mut dims = points;
            dims.extend(&self.dim);
            return Value::from_f64s(Dims::new(&dims), t);
        }
        let mut dims = self.dim.clone();
        dims.extend(points);
        Value::from_f64s(Dims::new(&dims), out)
    }
}

fn real_arg(name: &str, v: &Value) -> Result<Vec<f64>, MatError> {
    if v.is_complex() {
        return Err(MatError::msg(format!(
            "{name}: complex data is not supported"
        )));
    }
    match v {
        Value::Cell(_) | Value::Struct(_) => Err(wrong_type(name, v)),
        _ => v.to_f64_vec(),
    }
}

fn dim_arg_list(v: &Value) -> Result<Vec<usize>, MatError> {
    Ok(v.to_f64_vec()?
        .iter()
        .map(|&x| x.max(0.0) as usize)
        .collect())
}

fn mkpp(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if !args[0].dims().is_vector() {
        return Err(MatError::msg("mkpp: BREAKS must be a vector"));
    }
    let breaks = real_arg("mkpp", &args[0])?;
    let coefs = real_arg("mkpp", &args[1])?;
    let dim = match args.get(2) {
        Some(d) => dim_arg_list(d)?,
        None => vec![1],
    };
    one(Pp::make("mkpp", breaks, coefs, dim)?.to_value())
}

fn unmkpp(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    Pp::from_value(
        &args[0],
        "unmkpp: PP must be a piecewise polynomial structure",
    )?;
    let s = args[0].as_struct().expect("checked by from_value");
    Ok(["breaks", "coefs", "pieces", "order", "dim"]
        .iter()
        .take(nargout.max(1))
        .map(|f| s.field(f).cloned().unwrap_or_else(Value::empty))
        .collect())
}

fn ppval(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let pp = Pp::from_value(
        &args[0],
        "ppval: first argument must be a pp-form structure",
    )?;
    let xi = real_arg("ppval", &args[1])?;
    one(pp.values(&xi, &args[1].dims()))
}

/// Solves the tridiagonal system (`lower[i]` = A(i+1,i), `diag[i]` = A(i,i),
/// `upper[i]` = A(i,i+1)) for one right-hand side with LAPACK dgtsv's
/// partial pivoting (the solver Octave's `\` uses for a tridiagonal matrix).
fn solve_tridiagonal(lower: &[f64], diag: &[f64], upper: &[f64], b: &mut [f64]) {
    let n = diag.len();
    if n == 0 {
        return;
    }
    let dl = lower.to_vec();
    let mut d = diag.to_vec();
    let mut du = upper.to_vec();
    let mut du2 = vec![0.0; n.saturating_sub(2)];
    for i in 0..n - 1 {
        if d[i].abs() >= dl[i].abs() {
            let fact = dl[i] / d[i];
            d[i + 1] -= fact * du[i];
            b[i + 1] -= fact * b[i];
        } else {
            let fact = d[i] / dl[i];
            d[i] = dl[i];
            let temp = d[i + 1];
            d[i + 1] = du[i] - fact * temp;
            if i + 1 < n - 1 {
                du2[i] = du[i + 1];
                du[i + 1] = -fact * du2[i];
            }
            du[i] = temp;
            let tb = b[i];
            b[i] = b[i + 1];
            b[i + 1] = tb - fact * b[i + 1];
        }
    }
    b[n - 1] /= d[n - 1];
    if n > 1 {
        b[n - 2] = (b[n - 2] - du[n - 2] * b[n - 1]) / d[n - 2];
    }
    for i in (0..n.saturating_sub(2)).rev() {
        b[i] = (b[i] - du[i] * b[i + 1] - du2[i] * b[i + 2]) / d[i];
    }
}

/// The cubic spline coefficients of one column `a` over sorted `x`
/// (`dfs`/`dfe`: the end slopes of a complete spline): `[d c b a]` per
/// piece, and the breaks (a parabola through three points has one piece).
fn spline_column(x: &[f64], a: &[f64], ends: Option<(f64, f64)>) -> (Vec<[f64; 4]>, Vec<f64>) {
    let n = x.len();
    let h: Vec<f64> = x.windows(2).map(|w| w[1] - w[0]).collect();
    let mut c = vec![0.0; n];
    if let Some((dfs, dfe)) = ends {
        if n == 2 {
            let h = x[1] - x[0];
            let d = (dfs + dfe) / (h * h) + 2.0 * (a[0] - a[1]) / (h * h * h);
            let c = (-2.0 * dfs - dfe) / h - 3.0 * (a[0] - a[1]) / (h * h);
            return (vec![[d, c, dfs, a[0]]], x.to_vec());
        }
        let mut g = vec![0.0; n];
        g[0] = (a[1] - a[0]) / h[0] - dfs;
        for i in 1..n - 1 {
            g[i] = (a[i + 1] - a[i]) / h[i] - (a[i] - a[i - 1]) / h[i - 1];
        }
        g[n - 1] = dfe - (a[n - 1] - a[n - 2]) / h[n - 2];
        for v in &mut g {
            *v /= 2.0;
        }
        let off: Vec<f64> = h.iter().map(|&v| v / 6.0).collect();
        let mut dg = vec![0.0; n];
        dg[0] = h[0] / 3.0;
        for i in 1..n - 1 {
            dg[i] = (h[i - 1] + h[i]) / 3.0;
        }
        dg[n - 1] = h[n - 2] / 3.0;
        solve_tridiagonal(&off, &dg, &off, &mut g);
        c = g;
    } else if n == 2 {
        let b = (a[1] - a[0]) / (x[1] - x[0]);
        return (vec![[0.0, 0.0, b, a[0]]], x.to_vec());
    } else if n == 3 {
        let c = (a[0] - a[2]) / ((x[2] - x[0]) * (x[1] - x[2]))
            + (a[1] - a[0]) / ((x[1] - x[0]) * (x[1] - x[2]));
        let b = (a[1] - a[0]) * (x[2] - x[0]) / ((x[1] - x[0]) * (x[2] - x[1]))
            + (a[0] - a[2]) * (x[1] - x[0]) / ((x[2] - x[0]) * (x[2] - x[1]));
        let lo = x.iter().cloned().fold(f64::INFINITY, f64::min);
        let hi = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        return (vec![[0.0, c, b, a[0]]], vec![lo, hi]);
    } else {
        let m = n - 2;
        let mut g = vec![0.0; m];
        g[0] = 3.0 / (h[0] + h[1]) * (a[2] - a[1] - h[1] / h[0] * (a[1] - a[0]));
        g[m - 1] = 3.0 / (h[n - 2] + h[n - 3])
            * (h[n - 3] / h[n - 2] * (a[n - 1] - a[n - 2]) - (a[n - 2] - a[n - 3]));
        let (lower, diag, upper);
        if n > 4 {
            for (i, gi) in g.iter_mut().enumerate().take(n - 3).skip(1) {
                *gi = 3.0 * (a[i + 2] - a[i + 1]) / h[i + 1] - 3.0 * (a[i + 1] - a[i]) / h[i];
            }
            let mut dg: Vec<f64> = (0..m).map(|i| 2.0 * (h[i] + h[i + 1])).collect();
            dg[0] -= h[0];
            dg[m - 1] -= h[n - 2];
            let mut udg: Vec<f64> = h[1..n - 2].to_vec();
            let mut ldg = udg.clone();
            udg[0] -= h[0];
            ldg[n - 4] -= h[n - 2];
            lower = ldg;
            diag = dg;
            upper = udg;
        } else {
            diag = vec![h[0] + 2.0 * h[1], 2.0 * h[1] + h[2]];
            lower = vec![h[1] - h[2]];
            upper = vec![h[1] - h[0]];
        }
        solve_tridiagonal(&lower, &diag, &upper, &mut g);
        c[1..n - 1].copy_from_slice(&g);
        c[0] = c[1] + h[0] / h[1] * (c[1] - c[2]);
        c[n - 1] = c[n - 2] + h[n - 2] / h[n - 3] * (c[n - 2] - c[n - 3]);
    }
    let pieces = (0..n - 1)
        .map(|i| {
            let b = (a[i + 1] - a[i]) / h[i] - h[i] / 3.0 * (c[i + 1] + 2.0 * c[i]);
            let d = (c[i + 1] - c[i]) / (3.0 * h[i]);
            [d, c[i], b, a[i]]
        })
        .collect();
    (pieces, x.to_vec())
}

/// `spline(x, y)`: the pp form, as Octave's spline.m.
pub fn spline_pp(x: &[f64], yv: &Value) -> Result<Pp, MatError> {
    let n = x.len();
    if n < 2 {
        return Err(MatError::msg("spline: requires at least 2 points"));
    }
    let y = real_arg("spline", yv)?;
    let szy = yv.dims().as_slice().to_vec();
    // `a`: one column per component, rows along x (n or n+2 of them).
    let (rows, cols, mut a, dim): (usize, usize, Vec<f64>, Vec<usize>);
    if szy.len() == 2 && szy.iter().any(|&s| s == n || s == n + 2) {
        if szy[1] == n || szy[1] == n + 2 {
            rows = szy[1];
            cols = szy[0];
            a = vec![0.0; y.len()];
            for r in 0..rows {
                for c in 0..cols {
                    a[r + rows * c] = y[c + cols * r];
                }
            }
            dim = vec![szy[0]];
        } else {
            rows = szy[0];
            cols = szy[1];
            a = y;
            dim = vec![szy[1]];
        }
    } else {
        rows = *szy.last().unwrap_or(&0);
        cols = szy[..szy.len() - 1].iter().product();
        a = vec![0.0; y.len()];
        for r in 0..rows {
            for c in 0..cols {
                a[r + rows * c] = y[c + cols * r];
            }
        }
        dim = szy[..szy.len() - 1].to_vec();
    }
    if rows != n && rows != n + 2 {
        return Err(MatError::msg(
            "spline: X and Y must have the same number of points",
        ));
    }
    // Missing values are filled in from the spline of the others.
    for c in 0..cols {
        let col = &a[rows * c..rows * (c + 1)];
        if !col.iter().any(|v| v.is_nan()) {
            continue;
        }
        let (ok_x, ok_y): (Vec<f64>, Vec<f64>) = x
            .iter()
            .zip(col)
            .filter(|(_, v)| !v.is_nan())
            .map(|(&x, &v)| (x, v))
            .unzip();
        let missing: Vec<usize> = (0..rows).filter(|&r| col[r].is_nan()).collect();
        let at: Vec<f64> = missing
            .iter()
            .map(|&r| x.get(r).copied().unwrap_or(f64::NAN))
            .collect();
        let sub = spline_pp(&ok_x, &Value::row_f64(ok_y))?;
        for (&r, &xv) in missing.iter().zip(&at) {
            a[r + rows * c] = sub.eval(xv, 0);
        }
    }
    let complete = rows == n + 2;
    let mut order: Vec<usize> = (0..n).collect();
    if x.windows(2).any(|w| w[0] > w[1]) {
        order.sort_by(|&i, &j| x[i].total_cmp(&x[j]));
    }
    let xs: Vec<f64> = order.iter().map(|&i| x[i]).collect();
    let mut per_col = Vec::with_capacity(cols);
    let mut breaks = xs.clone();
    for c in 0..cols {
        let col = &a[rows * c..rows * (c + 1)];
        let (vals, ends) = if complete {
            (
                order.iter().map(|&i| col[i + 1]).collect::<Vec<f64>>(),
                Some((col[0], col[rows - 1])),
            )
        } else {
            (order.iter().map(|&i| col[i]).collect(), None)
        };
        let (p, b) = spline_column(&xs, &vals, ends);
        breaks = b;
        per_col.push(p);
    }
    let pieces = breaks.len() - 1;
    let order_k = if complete || n > 3 {
        4
    } else if n == 3 {
        3
    } else {
        2
    };
    let rows_pp = pieces * cols;
    let mut coefs = vec![0.0; rows_pp * order_k];
    for (c, p) in per_col.iter().enumerate() {
        for (j, q) in p.iter().enumerate() {
            let row = j * cols + c;
            for k in 0..order_k {
                coefs[row + rows_pp * k] = q[4 - order_k + k];
            }
        }
    }
    let dim = if dim.is_empty() { vec![1] } else { dim };
    Pp::make("mkpp", breaks, coefs, dim)
}

fn spline(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = real_arg("spline", &args[0])?;
    let pp = spline_pp(&x, &args[1])?;
    match args.get(2) {
        Some(xi) => one(pp.values(&real_arg("spline", xi)?, &xi.dims())),
        None => one(pp.to_value()),
    }
}

/// sign(a) * sign(b), zero when either is.
fn pchst(a: f64, b: f64) -> f64 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a.signum() * b.signum()
    }
}

/// SLATEC's PCHIM (Octave's `__pchip_deriv__`): derivatives at `x` that
/// keep the piecewise cubic Hermite interpolant of `f` monotone where the
/// data are.
pub fn pchip_deriv(x: &[f64], f: &[f64]) -> Vec<f64> {
    let n = x.len();
    let mut d = vec![0.0; n];
    if n < 2 {
        return d;
    }
    let h: Vec<f64> = x.windows(2).map(|w| w[1] - w[0]).collect();
    let del: Vec<f64> = (0..n - 1).map(|k| (f[k + 1] - f[k]) / h[k]).collect();
    if n == 2 {
        d[0] = del[0];
        d[1] = del[0];
        return d;
    }
    let (mut h1, mut h2) = (h[0], h[1]);
    let (mut del1, mut del2) = (del[0], del[1]);
    let mut hsum = h1 + h2;
    let w1 = (h1 + hsum) / hsum;
    let w2 = -h1 / hsum;
    d[0] = w1 * del1 + w2 * del2;
    if pchst(d[0], del1) <= 0.0 {
        d[0] = 0.0;
    } else if pchst(del1, del2) < 0.0 {
        let dmax = 3.0 * del1;
        if d[0].abs() > dmax.abs() {
            d[0] = dmax;
        }
    }
    for i in 1..n - 1 {
        if i > 1 {
            h1 = h2;
            h2 = h[i];
            hsum = h1 + h2;
            del1 = del2;
            del2 = del[i];
        }
        d[i] = 0.0;
        if pchst(del1, del2) > 0.0 {
            let hsumt3 = 3.0 * hsum;
            let w1 = (hsum + h1) / hsumt3;
            let w2 = (hsum + h2) / hsumt3;
            let dmax = del1.abs().max(del2.abs());
            let dmin = del1.abs().min(del2.abs());
            let drat1 = del1 / dmax;
            let drat2 = del2 / dmax;
            d[i] = dmin / (w1 * drat1 + w2 * drat2);
        }
    }
    let w1 = -h2 / hsum;
    let w2 = (h2 + hsum) / hsum;
    d[n - 1] = w1 * del1 + w2 * del2;
    if pchst(d[n - 1], del2) <= 0.0 {
        d[n - 1] = 0.0;
    } else if pchst(del1, del2) < 0.0 {
        let dmax = 3.0 * del2;
        if d[n - 1].abs() > dmax.abs() {
            d[n - 1] = dmax;
        }
    }
    d
}

/// `pchip(x, y)`: the pp form, as Octave's pchip.m (`y`'s last dimension
/// runs along `x`).
pub fn pchip_pp(x: &[f64], yv: &Value) -> Result<Pp, MatError> {
    let mut x = x.to_vec();
    let n = x.len();
    let mut y = real_arg("pchip", yv)?;
    let yd = yv.dims();
    let (m, dim) = if yd.is_vector() {
        if y.len() != n {
            return Err(MatError::msg("pchip: length of X and Y must match"));
        }
        (1, vec![1])
    } else {
        let s = yd.as_slice();
        if *s.last().unwrap_or(&0) != n {
            return Err(MatError::msg(
                "pchip: length of X and last dimension of Y must match",
            ));
        }
        (y.len() / n.max(1), s[..s.len() - 1].to_vec())
    };
    if n < 2 {
        return Err(MatError::msg(
            "mkpp: BREAKS must have at least one interval",
        ));
    }
    let h: Vec<f64> = x.windows(2).map(|w| w[1] - w[0]).collect();
    if h.iter().all(|&v| v < 0.0) {
        x.reverse();
        let mut r = vec![0.0; y.len()];
        for j in 0..n {
            for c in 0..m {
                r[c + m * j] = y[c + m * (n - 1 - j)];
            }
        }
        y = r;
    } else if h.iter().any(|&v| v <= 0.0 || v.is_nan()) {
        return Err(MatError::msg("pchip: X must be strictly monotonic"));
    }
    let pieces = n - 1;
    let rows = pieces * m;
    let mut coefs = vec![0.0; rows * 4];
    for c in 0..m {
        let f: Vec<f64> = (0..n).map(|j| y[c + m * j]).collect();
        let d = pchip_deriv(&x, &f);
        for j in 0..pieces {
            let h = x[j + 1] - x[j];
            let delta = (f[j + 1] - f[j]) / h;
            let del1 = (d[j] - delta) / h;
            let del2 = (d[j + 1] - delta) / h;
            let c3 = del1 + del2;
            let c2 = -c3 - del1;
            let row = c + m * j;
            coefs[row] = c3 / h;
            coefs[row + rows] = c2;
            coefs[row + 2 * rows] = d[j];
            coefs[row + 3 * rows] = f[j];
        }
    }
    Pp::make("mkpp", x, coefs, dim)
}

fn pchip(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = real_arg("pchip", &args[0])?;
    let pp = pchip_pp(&x, &args[1])?;
    match args.get(2) {
        Some(xi) => one(pp.values(&real_arg("pchip", xi)?, &xi.dims())),
        None => one(pp.to_value()),
    }
}

/// `lookup(t, v, "lr")` over increasing `t`, 0-based and clamped to the
/// intervals.
fn interval(t: &[f64], v: f64) -> usize {
    let n = t.len();
    let k = if v.is_nan() {
        n
    } else {
        t.partition_point(|&s| s <= v)
    };
    k.clamp(1, n.max(2) - 1) - 1
}

/// A real matrix: (rows, cols, column-major data).
struct Grid {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Grid {
    fn at(&self, r: usize, c: usize) -> f64 {
        self.data[r + self.rows * c]
    }
}

/// `interp2(X, Y, Z, XI, YI, method, extrap)` as Octave's interp2.m.
fn interp2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() || args.len() > 7 {
        return Err(MatError::msg(if args.is_empty() {
            "narginchk: not enough input arguments"
        } else {
            "narginchk: too many input arguments"
        }));
    }
    let (nargs, method, extrap) = interp2_options(args)?;
    let (z, x, y, xi, yi, n) = match nargs {
        1 => (&args[0], None, None, None, None, Some(1.0)),
        2 => (
            &args[0],
            None,
            None,
            None,
            None,
            Some(args[1].scalar_f64().unwrap_or(f64::NAN)),
        ),
        3 => (&args[0], None, None, Some(&args[1]), Some(&args[2]), None),
        5 => (
            &args[2],
            Some(&args[0]),
            Some(&args[1]),
            Some(&args[3]),
            Some(&args[4]),
            None,
        ),
        _ => return Err(MatError::invalid_call("interp2")),
    };
    let zd = z.dims();
    if z.is_char()
        || z.is_complex()
        || z.as_struct().is_some()
        || matches!(z, Value::Cell(_) | Value::Bool(_))
        || z.is_scalar()
        || zd.ndims() != 2
    {
        return Err(MatError::msg("interp2: Z must be a 2-D matrix"));
    }
    if let Some(n) = n {
        if nargs == 2 && !(args[1].is_scalar() && n >= 0.0 && n == n.trunc()) {
            return Err(MatError::msg("interp2: N must be an integer >= 0"));
        }
    }
    let (zr, zc) = (zd.rows(), zd.cols());
    if zr == 0 || zc == 0 {
        return Err(MatError::msg(format!(
            "X(1): out of bound 0 (dimensions are 1x{zc})"
        )));
    }
    let zg = Grid {
        rows: zr,
        cols: zc,
        data: z.to_f64_vec()?,
    };
    let (xs, ys) = interp2_axes(x, y, zr, zc)?;
    let (xi_v, yi_v, xi_d, yi_d) = match n {
        Some(n) => refined_axes(n, zr, zc),
        None => {
            let (a, b) = (xi.expect("set"), yi.expect("set"));
            (
                real_arg("interp2", a)?,
                real_arg("interp2", b)?,
                a.dims(),
                b.dims(),
            )
        }
    };
    if xs.len() != zc || ys.len() != zr {
        return Err(MatError::msg(
            "interp2: X and Y size must match the dimensions of Z",
        ));
    }
    let s = Surface::increasing(xs, ys, zg)?;
    if (zr < 2 || zc < 2) && (method == "linear" || method == "nearest") {
        return Err(MatError::msg(
            "index (1): out of bound 0 (dimensions are 0x0)",
        ));
    }
    if method == "spline" {
        return interp2_spline(&s.xs, &s.ys, &s.z, &xi_v, &yi_v, xi_d, yi_d, extrap);
    }
    let (gx, gy, dims) = query_points(xi_v, yi_v, xi_d, yi_d)?;
    let deriv = if method == "pchip" || method == "cubic" {
        if s.xs.len() < 2 || s.ys.len() < 2 {
            return Err(MatError::msg(format!(
                "interp2: {method} requires at least 2 points in each dimension"
            )));
        }
        Some(pchip_derivs(&s.xs, &s.ys, &s.z))
    } else {
        None
    };
    let fill = extrap.unwrap_or(NA);
    let out = gx
        .iter()
        .zip(&gy)
        .map(|(&u, &v)| {
            if s.outside(u, v) {
                return fill;
            }
            match &deriv {
                Some(d) => s.hermite(u, v, d),
                None if method == "nearest" => s.nearest(u, v),
                None => s.linear(u, v),
            }
        })
        .collect();
    one(Value::from_f64s(dims, out))
}

/// `interp2`'s trailing method and extrapolation value: (the arguments
/// before them, the method's full name, the value outside the grid).
fn interp2_options(args: &[Value]) -> Result<(usize, &'static str, Option<f64>), MatError> {
    let mut nargs = args.len();
    let mut method = "linear".to_string();
    let mut extrap: Option<f64> = None;
    if nargs > 1 && args[nargs - 2].is_char() {
        let e = &args[nargs - 1];
        if e.is_char() || !e.is_scalar() || e.as_struct().is_some() || matches!(e, Value::Cell(_)) {
            return Err(MatError::msg("interp2: EXTRAP must be a numeric scalar"));
        }
        extrap = Some(e.scalar_f64().unwrap_or(f64::NAN));
        method = args[nargs - 2].as_string().unwrap_or_default();
        nargs -= 2;
    } else if args[nargs - 1].is_char() {
        method = args[nargs - 1].as_string().unwrap_or_default();
        nargs -= 1;
    }
    if let Some(m) = method.strip_prefix('*') {
        method = m.to_string();
    }
    let valid = ["nearest", "linear", "pchip", "cubic", "spline"];
    let lower = method.to_ascii_lowercase();
    let matches: Vec<&str> = valid
        .iter()
        .copied()
        .filter(|v| !lower.is_empty() && v.starts_with(&lower))
        .collect();
    match matches.as_slice() {
        [m] => Ok((nargs, *m, extrap)),
        _ => Err(MatError::msg(format!(
            "validatestring: '{method}' does not match any of\n'{}'",
            valid.join("', '")
        ))),
    }
}

/// The grid's axes from `X` and `Y` (vectors, or matrices as `meshgrid`
/// makes them), or `1:columns` and `1:rows` of Z when not given.
fn interp2_axes(
    x: Option<&Value>,
    y: Option<&Value>,
    zr: usize,
    zc: usize,
) -> Result<(Vec<f64>, Vec<f64>), MatError> {
    let (Some(x), Some(y)) = (x, y) else {
        return Ok((
            (1..=zc).map(|k| k as f64).collect(),
            (1..=zr).map(|k| k as f64).collect(),
        ));
    };
    let (xd, yd) = (x.dims(), y.dims());
    let xv = real_arg("interp2", x)?;
    let yv = real_arg("interp2", y)?;
    if xd.is_vector() && yd.is_vector() {
        Ok((xv, yv))
    } else if xd == yd {
        let r = xd.rows();
        Ok((
            (0..xd.cols()).map(|c| xv[r * c]).collect(),
            yv[..r].to_vec(),
        ))
    } else {
        Err(MatError::msg(
            "interp2: X and Y must be matrices of equal size",
        ))
    }
}

/// `interp2(Z, n)`'s query points: the grid refined `n` times (a row of
/// XI, a column of YI).
fn refined_axes(n: f64, zr: usize, zc: usize) -> (Vec<f64>, Vec<f64>, Dims, Dims) {
    let p = 2f64.powf(n);
    let count = |m: usize| ((p * m as f64 - p) as usize) + 1;
    let xi: Vec<f64> = (0..count(zc)).map(|k| (p + k as f64) / p).collect();
    let yi: Vec<f64> = (0..count(zr)).map(|k| (p + k as f64) / p).collect();
    let (nx, ny) = (xi.len(), yi.len());
    (xi, yi, Dims::rc(1, nx), Dims::rc(ny, 1))
}

/// The query points of XI and YI: a row and a column make a grid,
/// otherwise they are of equal sizes. (x, y, the result's dimensions.)
fn query_points(
    xi: Vec<f64>,
    yi: Vec<f64>,
    xi_d: Dims,
    yi_d: Dims,
) -> Result<(Vec<f64>, Vec<f64>, Dims), MatError> {
    if (xi_d.is_row() && yi_d.cols() == 1 && yi_d.ndims() == 2)
        || (xi_d.cols() == 1 && xi_d.ndims() == 2 && yi_d.is_row())
    {
        let (nx, ny) = (xi.len(), yi.len());
        let mut gx = Vec::with_capacity(nx * ny);
        let mut gy = Vec::with_capacity(nx * ny);
        for &u in &xi {
            for &v in &yi {
                gx.push(u);
                gy.push(v);
            }
        }
        Ok((gx, gy, Dims::rc(ny, nx)))
    } else if xi_d != yi_d {
        Err(MatError::msg(
            "interp2: XI and YI must be matrices of equal size",
        ))
    } else {
        Ok((xi, yi, xi_d))
    }
}

/// Z over increasing axes: values of Z at (ys[r], xs[c]).
struct Surface {
    xs: Vec<f64>,
    ys: Vec<f64>,
    z: Grid,
}

impl Surface {
    /// The surface with decreasing axes reversed (Z's columns or rows with
    /// them); an axis that is neither increasing nor decreasing is an error.
    fn increasing(mut xs: Vec<f64>, mut ys: Vec<f64>, mut z: Grid) -> Result<Surface, MatError> {
        let (zr, zc) = (z.rows, z.cols);
        let dx: Vec<f64> = xs.windows(2).map(|w| w[1] - w[0]).collect();
        if !dx.is_empty() && dx.iter().all(|&d| d < 0.0) {
            xs.reverse();
            let old = z.data.clone();
            for c in 0..zc {
                for r in 0..zr {
                    z.data[r + zr * c] = old[r + zr * (zc - 1 - c)];
                }
            }
        } else if dx.iter().any(|&d| d <= 0.0 || d.is_nan()) {
            return Err(MatError::msg("interp2: X must be strictly monotonic"));
        }
        let dy: Vec<f64> = ys.windows(2).map(|w| w[1] - w[0]).collect();
        if !dy.is_empty() && dy.iter().all(|&d| d < 0.0) {
            ys.reverse();
            let old = z.data.clone();
            for c in 0..zc {
                for r in 0..zr {
                    z.data[r + zr * c] = old[(zr - 1 - r) + zr * c];
                }
            }
        } else if dy.iter().any(|&d| d <= 0.0 || d.is_nan()) {
            return Err(MatError::msg("interp2: Y must be strictly monotonic"));
        }
        Ok(Surface { xs, ys, z })
    }

    /// Whether (u, v) lies outside the grid (or is NaN: then it compares false
    /// and is evaluated, giving NaN).
    fn outside(&self, u: f64, v: f64) -> bool {
        let (xs, ys) = (&self.xs, &self.ys);
        u < xs[0] || u > xs[xs.len() - 1] || v < ys[0] || v > ys[ys.len() - 1]
    }

    /// The grid cell holding (u, v): its lower column and row.
    fn cell(&self, u: f64, v: f64) -> (usize, usize) {
        (interval(&self.xs, u), interval(&self.ys, v))
    }

    /// Bilinear interpolation (NaN on a grid of one row or column).
    fn linear(&self, u: f64, v: f64) -> f64 {
        if self.z.rows < 2 || self.z.cols < 2 {
            return f64::NAN;
        }
        let (xs, ys, zg) = (&self.xs, &self.ys, &self.z);
        let (xi, yi) = self.cell(u, v);
        let a = zg.at(yi, xi);
        let b = zg.at(yi, xi + 1) - a;
        let c = zg.at(yi + 1, xi) - a;
        let d = zg.at(yi + 1, xi + 1) - a - b - c;
        let sx = (u - xs[xi]) / (xs[xi + 1] - xs[xi]);
        let sy = (v - ys[yi]) / (ys[yi + 1] - ys[yi]);
        a + b * sx + c * sy + d * sx * sy
    }

    /// The value at the nearest grid point (ties go up; NaN on a grid of one
    /// row or column).
    fn nearest(&self, u: f64, v: f64) -> f64 {
        if self.z.rows < 2 || self.z.cols < 2 {
            return f64::NAN;
        }
        let (xs, ys) = (&self.xs, &self.ys);
        let (xi, yi) = self.cell(u, v);
        let ii = (u - xs[xi] >= xs[xi + 1] - u) as usize;
        let jj = (v - ys[yi] >= ys[yi + 1] - v) as usize;
        self.z.at(yi + jj, xi + ii)
    }

    /// Bicubic Hermite interpolation from the derivatives `pchip_derivs` gives.
    fn hermite(&self, u: f64, v: f64, (dxg, dyg, dxy): &(Grid, Grid, Grid)) -> f64 {
        let (xs, ys) = (&self.xs, &self.ys);
        let (xi, yi) = self.cell(u, v);
        let hx = xs[xi + 1] - xs[xi];
        let hy = ys[yi + 1] - ys[yi];
        let basis = |t: f64, h: f64| {
            let t1 = t * t;
            let t2 = t * t1 - t1;
            let b22 = h * t2;
            let t1b = t2 - t1;
            let b21 = h * (t1b + t);
            let t2b = t2 + t1b;
            [[t2b + 1.0, -t2b], [b21, b22]]
        };
        let xb = basis((u - xs[xi]) / hx, hx);
        let yb = basis((v - ys[yi]) / hy, hy);
        let mut z = 0.0;
        for (i, (x0, x1)) in xb[0].iter().zip(&xb[1]).enumerate() {
            for (j, (y0, y1)) in yb[0].iter().zip(&yb[1]).enumerate() {
                let (r, c) = (yi + j, xi + i);
                z += x0 * y0 * self.z.at(r, c);
                z += x1 * y0 * dxg.at(r, c);
                z += x0 * y1 * dyg.at(r, c);
                z += x1 * y1 * dxy.at(r, c);
            }
        }
        z
    }
}

/// `__pchip_deriv__` of a grid along rows (`along_x`) or columns.
fn grid_deriv(t: &[f64], g: &Grid, along_x: bool) -> Grid {
    let mut data = vec![0.0; g.data.len()];
    if along_x {
        for r in 0..g.rows {
            let f: Vec<f64> = (0..g.cols).map(|c| g.at(r, c)).collect();
            for (c, v) in pchip_deriv(t, &f).into_iter().enumerate() {
                data[r + g.rows * c] = v;
            }
        }
    } else {
        for c in 0..g.cols {
            let f = &g.data[g.rows * c..g.rows * (c + 1)];
            data[g.rows * c..g.rows * (c + 1)].copy_from_slice(&pchip_deriv(t, f));
        }
    }
    Grid {
        rows: g.rows,
        cols: g.cols,
        data,
    }
}

/// DX, DY and the cross derivative DXY of interp2's pchip.
fn pchip_derivs(xs: &[f64], ys: &[f64], z: &Grid) -> (Grid, Grid, Grid) {
    let dx = grid_deriv(xs, z, true);
    let dy = grid_deriv(ys, z, false);
    let a = grid_deriv(xs, &dy, true);
    let b = grid_deriv(ys, &dx, false);
    let dxy = Grid {
        rows: z.rows,
        cols: z.cols,
        data: a
            .data
            .iter()
            .zip(&b.data)
            .map(|(p, q)| (p + q) / 2.0)
            .collect(),
    };
    (dx, dy, dxy)
}

/// interp2's spline: a spline along X of each row, then along Y
/// (`__splinen__`); XI and YI must form a grid.
#[allow(clippy::too_many_arguments)]
fn interp2_spline(
    xs: &[f64],
    ys: &[f64],
    z: &Grid,
    xi: &[f64],
    yi: &[f64],
    xi_d: Dims,
    yi_d: Dims,
    extrap: Option<f64>,
) -> Out {
    // The grid's axes: XI's first row and YI's first column.
    let (gx, gy): (Vec<f64>, Vec<f64>) = if xi_d.is_vector() && yi_d.is_vector() && xi_d != yi_d {
        (xi.to_vec(), yi.to_vec())
    } else if xi_d != yi_d {
        return Err(MatError::msg(
            "interp2: XI and YI must be matrices of equal size",
        ));
    } else {
        let r = xi_d.rows();
        let c = xi_d.cols();
        let gridded_x = (0..c).all(|j| (0..r).all(|i| xi[i + r * j] == xi[r * j]));
        let gridded_y = (0..r).all(|i| (0..c).all(|j| yi[i + r * j] == yi[i]));
        if !(gridded_x && gridded_y) {
            return Err(MatError::msg(
                "interp2: XI, YI must have uniform spacing ('meshgrid' format)",
            ));
        }
        ((0..c).map(|j| xi[r * j]).collect(), yi[..r].to_vec())
    };
    // Along X: each row of Z becomes a row of values at gx.
    let rows_val = {
        let t = Tensor::new(Dims::rc(z.rows, z.cols), z.data.clone());
        Value::Double(std::rc::Rc::new(t))
    };
    let px = spline_pp(xs, &rows_val)?;
    let nx = gx.len();
    // tmp: zr x nx
    let mut tmp = vec![0.0; z.rows * nx];
    for (j, &u) in gx.iter().enumerate() {
        for r in 0..z.rows {
            tmp[r + z.rows * j] = px.eval(u, r);
        }
    }
    // Along Y: each column of tmp (one per gx) is a curve over ys.
    let mut t2 = vec![0.0; nx * z.rows];
    for j in 0..nx {
        for r in 0..z.rows {
            t2[j + nx * r] = tmp[r + z.rows * j];
        }
    }
    let py = spline_pp(ys, &Value::from_f64s(Dims::rc(nx, z.rows), t2))?;
    let ny = gy.len();
    let mut out = vec![0.0; ny * nx];
    for (i, &v) in gy.iter().enumerate() {
        for j in 0..nx {
            out[i + ny * j] = py.eval(v, j);
        }
    }
    if let Some(e) = extrap {
        let (x0, x1) = (xs[0], xs[xs.len() - 1]);
        let (y0, y1) = (ys[0], ys[ys.len() - 1]);
        for (i, &v) in gy.iter().enumerate() {
            for (j, &u) in gx.iter().enumerate() {
                if u < x0 || u > x1 || v < y0 || v > y1 {
                    out[i + ny * j] = e;
                }
            }
        }
    }
    one(Value::from_f64s(Dims::rc(ny, nx), out))
}

/// interp1 by way of a pp form, as Octave's interp1.m: the `'pp'` option
/// (every method) and the cubic methods (`pchip`, `cubic`, `spline`).
/// `x`, `y` are the data (y's columns are the curves), `szy` y's dims (a
/// vector as a column), `xi` the points with dims `szx` (absent for `'pp'`).
pub struct Interp1<'a> {
    pub method: String,
    pub x: Vec<f64>,
    pub y: Vec<f64>,
    pub szy: Dims,
    pub xi: Option<(&'a [f64], Dims)>,
    pub right: Option<bool>,
    /// A fill value for points outside the data; `None` with `"extrap"`.
    pub fill: Option<f64>,
}

impl Interp1<'_> {
    pub fn run(self, ctx: &mut Ctx) -> Out {
        let Interp1 {
            mut method,
            mut x,
            mut y,
            szy,
            xi,
            right,
            fill,
        } = self;
        let nx = x.len();
        let ny = szy.rows();
        let nc = szy.numel() / ny.max(1);
        if nx < 2 || ny < 2 {
            return Err(MatError::msg(
                "interp1: minimum of 2 points required in each dimension",
            ));
        }
        if nx != ny {
            return Err(MatError::msg(
                "interp1: X and Y must be vectors of the same length",
            ));
        }
        let flip = |x: &mut Vec<f64>, y: &mut Vec<f64>| {
            x.reverse();
            let old = y.clone();
            for c in 0..nc {
                for r in 0..ny {
                    y[r + ny * c] = old[(ny - 1 - r) + ny * c];
                }
            }
        };
        let ascending = x.windows(2).all(|w| w[0] <= w[1]);
        let descending = x.windows(2).all(|w| w[0] >= w[1]);
        if !(ascending || descending) {
            let mut p: Vec<usize> = (0..nx).collect();
            p.sort_by(|&i, &j| x[i].total_cmp(&x[j]));
            x = p.iter().map(|&i| x[i]).collect();
            let old = y.clone();
            for c in 0..nc {
                for (r, &i) in p.iter().enumerate() {
                    y[r + ny * c] = old[i + ny * c];
                }
            }
        }
        let stepwise = matches!(method.as_str(), "previous" | "*previous" | "next" | "*next");
        let right = if stepwise { None } else { right };
        if let Some(r) = right {
            if (r && x[nx - 1] < x[0]) || (!r && x[nx - 1] > x[0]) {
                flip(&mut x, &mut y);
            }
        }
        if method == "next" || method == "*next" {
            flip(&mut x, &mut y);
            method = if method == "next" {
                "previous"
            } else {
                "*previous"
            }
            .to_string();
        }
        let star = method.starts_with('*');
        let dx = x[1] - x[0];
        let jumps: Vec<bool> = x.windows(2).map(|w| w[0] == w[1]).collect();
        let have_jumps = !star && jumps.iter().any(|&j| j);
        if have_jumps {
            if method == "linear" || method == "nearest" {
                if jumps.windows(2).any(|w| w[0] && w[1]) {
                    ctx.warn("", "interp1: multiple discontinuities at the same X value");
                }
            } else {
                return Err(MatError::msg(format!(
                    "interp1: discontinuities not supported for METHOD '{method}'"
                )));
            }
        }
        // y's columns transposed: the coefficients of a piecewise constant.
        let yt = |rows: std::ops::Range<usize>| -> Vec<f64> {
            let mut t = Vec::with_capacity(rows.len() * nc);
            for r in rows {
                for c in 0..nc {
                    t.push(y[r + ny * c]);
                }
            }
            t
        };
        let dim = vec![nc];
        let mut pp = match method.as_str() {
            "nearest" => {
                let mut b = vec![x[0]];
                b.extend(x.windows(2).map(|w| (w[0] + w[1]) / 2.0));
                b.push(x[nx - 1]);
                Pp::make("mkpp", b, yt(0..ny), dim)?
            }
            "*nearest" => {
                let mut b = vec![x[0]];
                b.extend((0..nx - 1).map(|k| x[0] + (0.5 + k as f64) * dx));
                b.push(x[nx - 1]);
                Pp::make("mkpp", b, yt(0..ny), dim)?
            }
            "previous" => {
                let mut b = x.clone();
                b.push(2.0 * x[nx - 1] - x[nx - 2]);
                Pp::make("mkpp", b, yt(0..ny), dim)?
            }
            "*previous" => {
                let b = (0..=nx).map(|k| x[0] + k as f64 * dx).collect();
                Pp::make("mkpp", b, yt(0..ny), dim)?
            }
            "linear" | "*linear" => {
                let keep: Vec<usize> = (0..nx)
                    .filter(|&k| star || k + 1 == nx || !jumps[k])
                    .collect();
                let xx: Vec<f64> = keep.iter().map(|&k| x[k]).collect();
                let pieces = keep.len() - 1;
                let mut coefs = vec![0.0; pieces * nc * 2];
                for (j, &k) in keep[..pieces].iter().enumerate() {
                    let h = if star { dx } else { xx[j + 1] - xx[j] };
                    for c in 0..nc {
                        let row = c + nc * j;
                        coefs[row] = (y[k + 1 + ny * c] - y[k + ny * c]) / h;
                        coefs[row + pieces * nc] = y[k + ny * c];
                    }
                }
                Pp::make("mkpp", xx, coefs, dim)?
            }
            "pchip" | "*pchip" | "cubic" | "*cubic" | "spline" | "*spline" => {
                if nx == 2 || star {
                    let (a, b) = (x[0], x[nx - 1]);
                    x = (0..ny)
                        .map(|k| {
                            if k + 1 == ny {
                                b
                            } else {
                                a + k as f64 * (b - a) / (ny - 1) as f64
                            }
                        })
                        .collect();
                }
                // The curves as rows: nc x ny.
                let curves = Value::from_f64s(Dims::rc(nc, ny), yt(0..ny));
                if method.trim_start_matches('*') == "spline" {
                    spline_pp(&x, &curves)?
                } else {
                    pchip_pp(&x, &curves)?
                }
            }
            _ => return Err(MatError::msg(format!("interp1: invalid METHOD '{method}'"))),
        };
        pp.orient_first = true;
        let Some((xi, szx)) = xi else {
            return one(pp.to_value());
        };
        let mut yi = pp.values(xi, &szx);
        if let Some(fill) = fill {
            let (lo, hi) = (x[0].min(x[nx - 1]), x[0].max(x[nx - 1]));
            // NaN points are outliers too.
            let outliers: Vec<bool> = xi.iter().map(|&v| v < lo || v > hi || v.is_nan()).collect();
            if outliers.iter().any(|&o| o) {
                let dims = yi.dims();
                let mut data = yi.to_f64_vec()?;
                let m = xi.len();
                for c in 0..data.len() / m.max(1) {
                    for (k, &o) in outliers.iter().enumerate() {
                        if o {
                            data[k + m * c] = fill;
                        }
                    }
                }
                yi = Value::from_f64s(dims, data);
            }
        }
        one(yi)
    }
}

/// `interp1(x, y, xi, method, extrap)` as Octave's interp1.m: every
/// method by way of a pp form (`super::interp`), `'pp'` returning it;
/// complex `y` as its real and imaginary parts.
fn interp1(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut method = "linear".to_string();
    let mut extrapolate = false;
    let mut fill: Option<C64> = None;
    let mut xi_arg: Option<&Value> = None;
    let mut right_given = None;
    let mut pp_form = false;
    for (i, a) in args[2..].iter().enumerate() {
        if a.is_char() {
            let s = a.as_string().unwrap_or_default().to_ascii_lowercase();
            match s.as_str() {
                "extrap" => extrapolate = true,
                "right" | "-right" => right_given = Some(true),
                "left" | "-left" => right_given = Some(false),
                "pp" => pp_form = true,
                _ => method = s,
            }
        } else if i == 0 {
            xi_arg = Some(a);
        } else {
            fill = Some(
                a.scalar_c64()
                    .ok_or_else(|| MatError::invalid_call("interp1"))?,
            );
        }
    }
    interp1_by_pp(
        ctx,
        args,
        method,
        xi_arg,
        pp_form,
        right_given,
        extrapolate,
        fill,
    )
}

/// interp1 of real data, by way of the pp form (`super::interp`).
#[allow(clippy::too_many_arguments)]
fn interp1_by_pp(
    ctx: &mut Ctx,
    args: &[Value],
    method: String,
    xi_arg: Option<&Value>,
    pp_form: bool,
    right: Option<bool>,
    extrapolate: bool,
    fill: Option<C64>,
) -> Out {
    let (x, yv, xi) = match (xi_arg, pp_form) {
        (Some(xi), _) => (args[0].to_f64_vec()?, &args[1], Some(xi)),
        (None, true) => (args[0].to_f64_vec()?, &args[1], None),
        (None, false) => {
            let d = args[0].dims();
            let n = if d.is_vector() { d.numel() } else { d.rows() };
            (
                (1..=n).map(|k| k as f64).collect(),
                &args[0],
                Some(&args[1]),
            )
        }
    };
    if yv.is_complex() && pp_form {
        return Err(MatError::msg(
            "interp1: the 'pp' form of complex data is not supported",
        ));
    }
    let yd = yv.dims();
    let szy = if yd.is_vector() {
        Dims::rc(yd.numel(), 1)
    } else {
        yd.clone()
    };
    let xi_data = match xi {
        Some(v) => Some(v.to_f64_vec()?),
        None => None,
    };
    let na = f64::from_bits(0x7ff8_40f4_4000_0000);
    let fill = fill.unwrap_or(C64::new(na, na));
    let part = |ctx: &mut Ctx, y: Vec<f64>, fill: f64| {
        super::interp::Interp1 {
            method: method.clone(),
            x: x.clone(),
            y,
            szy: szy.clone(),
            xi: xi_data.as_deref().zip(xi.map(|v| v.dims())),
            right,
            fill: (!extrapolate).then_some(fill),
        }
        .run(ctx)
    };
    if !yv.is_complex() {
        return part(ctx, yv.to_f64_vec()?, fill.re);
    }
    // Linear in y: the real and imaginary parts separately.
    let y = yv.to_c64_vec()?;
    let re = part(ctx, y.iter().map(|z| z.re).collect(), fill.re)?;
    let im = part(ctx, y.iter().map(|z| z.im).collect(), fill.im)?;
    let dims = re[0].dims();
    let data = re[0]
        .to_f64_vec()?
        .into_iter()
        .zip(im[0].to_f64_vec()?)
        .map(|(a, b)| C64::new(a, b))
        .collect();
    one(Value::complex_narrow(Tensor::new(dims, data)))
}
