//! Solvers that call user functions: `fsolve` (systems of nonlinear
//! equations, Octave's trust-region dogleg).

use runtime::value::Tensor;
use runtime::{Dims, MatError, StructArray, Value};

use crate::interp::{ExecResult, Interp};

/// The options of an `optimset` struct that fsolve reads (fsolve.m's defaults).
struct Options {
    tol_fun: f64,
    tol_x: f64,
    max_iter: f64,
    max_fev: Option<f64>,
    user_jacobian: bool,
    updating: bool,
    central: bool,
    autoscale: bool,
    typical_x: Option<Vec<f64>>,
}

impl Options {
    fn read(v: Option<&Value>) -> Options {
        let get = |name: &str| -> Option<Value> {
            let Some(Value::Struct(s)) = v else {
                return None;
            };
            let s: &StructArray = s;
            let k = s.fields.iter().position(|f| f.eq_ignore_ascii_case(name))?;
            Some(s.get(0, k).clone()).filter(|x| !x.is_empty())
        };
        let num =
            |name: &str, default: f64| get(name).and_then(|x| x.scalar_f64()).unwrap_or(default);
        let is = |name: &str, value: &str| {
            get(name)
                .and_then(|x| x.as_string())
                .is_some_and(|s| s.eq_ignore_ascii_case(value))
        };
        Options {
            tol_fun: num("TolFun", 1e-6),
            tol_x: num("TolX", 1e-6),
            max_iter: num("MaxIter", 400.0),
            max_fev: get("MaxFunEvals").and_then(|x| x.scalar_f64()),
            user_jacobian: is("Jacobian", "on"),
            updating: is("Updating", "on"),
            central: is("FinDiffType", "central"),
            autoscale: is("AutoScaling", "on"),
            typical_x: get("TypicalX").and_then(|x| x.to_f64_vec().ok()),
        }
    }
}

/// fsolve.m's factor of trust-region change: sqrt(2) as it writes it, rounded,
/// kept so that the steps are Octave's.
#[allow(clippy::approx_constant)]
const TRUST_GROWTH: f64 = 1.4142;

fn norm2(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// `d .* v`, norm.
fn scaled_norm(d: &[f64], v: &[f64]) -> f64 {
    norm2(&d.iter().zip(v).map(|(a, b)| a * b).collect::<Vec<f64>>())
}

/// `a * v` of a column-major m-by-n matrix.
fn mat_vec(a: &[f64], m: usize, v: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; m];
    for (k, &vk) in v.iter().enumerate() {
        for (i, o) in out.iter_mut().enumerate() {
            *o += a[k * m + i] * vk;
        }
    }
    out
}

fn column(data: Vec<f64>) -> Value {
    let n = data.len();
    Value::from_f64s(Dims::rc(n, 1), data)
}

/// fsolve.m's `__dogleg__`: the step of the trust region `delta` (scaled
/// by `d`) between the Gauss-Newton step `r \ b` and the steepest descent.
fn dogleg(r: &[f64], m: usize, b: &[f64], d: &[f64], delta: f64) -> ExecResult<Vec<f64>> {
    let n = d.len();
    let a = Value::real(Tensor::new(Dims::rc(m, n), r.to_vec()));
    let mut x = runtime::linalg::mldivide(&a, &column(b.to_vec()))?.to_f64_vec()?;
    let xn = scaled_norm(d, &x);
    if xn > delta {
        // r' * b ./ d
        let mut s: Vec<f64> = (0..n)
            .map(|k| (0..m).map(|i| r[k * m + i] * b[i]).sum::<f64>() / d[k])
            .collect();
        let sn = norm2(&s);
        let (alpha, snm);
        if sn > 0.0 {
            for (sk, dk) in s.iter_mut().zip(d) {
                *sk = (*sk / sn) / dk;
            }
            let tn = norm2(&mat_vec(r, m, &s));
            snm = (sn / tn) / tn;
            if snm < delta {
                let bn = norm2(b);
                let dxn = delta / xn;
                let snmd = snm / delta;
                let mut t = (bn / sn) * (bn / xn) * snmd;
                t -= dxn * snmd * snmd
                    - ((t - dxn).powi(2) + (1.0 - dxn * dxn) * (1.0 - snmd * snmd)).sqrt();
                alpha = dxn * (1.0 - snmd * snmd) / t;
            } else {
                alpha = 0.0;
            }
        } else {
            alpha = delta / xn;
            snm = 0.0;
        }
        let beta = (1.0 - alpha) * snm.min(delta);
        for (xk, sk) in x.iter_mut().zip(&s) {
            *xk = alpha * *xk + beta * sk;
        }
    }
    Ok(x)
}

impl Interp {
    /// `[x, fval, info, output, fjac] = fsolve(fcn, x0, options)` as
    /// Octave's fsolve.m: a trust-region dogleg on a finite-difference (or
    /// the user's) Jacobian, with its stopping rules (TolFun scaled by the
    /// size of x), so that it stops where Octave stops.
    pub(crate) fn fsolve(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        let (f, x0) = (&args[0], &args[1]);
        if !x0.is_numeric() {
            return Err(MatError::invalid_call("fsolve").into());
        }
        let opts = Options::read(args.get(2));
        let shape = x0.dims();
        let mut x = x0.to_f64_vec()?;
        let n = x.len();
        let call = |me: &mut Interp, x: &[f64], jac: bool| -> ExecResult<Residual> {
            let arg = Value::from_f64s(shape.clone(), x.to_vec());
            let mut out = me.call_value(f, vec![arg], if jac { 2 } else { 1 })?;
            let j = if jac && out.len() > 1 {
                Some(out.remove(1))
            } else {
                None
            };
            let fv = out
                .first()
                .ok_or_else(|| MatError::msg("fsolve: FCN must return a value"))?;
            Ok((fv.to_f64_vec()?, fv.dims(), j))
        };
        let (mut fval, fdims, _) = call(self, &x, false)?;
        let m = fval.len();
        let mut fnorm = norm2(&fval);
        let typical: Vec<f64> = match &opts.typical_x {
            Some(t) if t.len() == n => t.clone(),
            _ => vec![1.0; n],
        };
        let mut dg: Vec<f64> = typical.iter().map(|t| 1.0 / t).collect();
        let maxfev = opts.max_fev.unwrap_or(100.0 * n as f64);
        let (tolf, tolx) = (opts.tol_fun, opts.tol_x);
        let macheps = f64::EPSILON;
        let (mut niter, mut nfev, mut nsuciter) = (1.0f64, 1.0f64, 0.0f64);
        let mut info = 0.0f64;
        let mut fjac = vec![0.0; m * n];
        let (mut delta, mut xn) = (0.0f64, 0.0f64);
        while niter < opts.max_iter && nfev < maxfev && info == 0.0 {
            if opts.user_jacobian {
                let (fv, _, j) = call(self, &x, true)?;
                let j = j.ok_or_else(|| MatError::msg("fsolve: FCN must return the Jacobian"))?;
                let jd = j.dims();
                if jd.rows() != m || jd.cols() != n || jd.ndims() != 2 {
                    return Err(MatError::msg(format!(
                        "fsolve: Jacobian size should be ({m},{n}), not ({},{})",
                        jd.rows(),
                        jd.cols()
                    ))
                    .into());
                }
                fjac = j.to_f64_vec()?;
                fval = fv;
                nfev += 1.0;
            } else {
                fjac = fd_jacobian(self, &call, &x, &fval, &typical, opts.central)?;
                nfev += (1.0 + f64::from(u8::from(opts.central))) * n as f64;
            }
            if opts.autoscale {
                let jcn: Vec<f64> = (0..n).map(|k| norm2(&fjac[k * m..(k + 1) * m])).collect();
                dg = if niter == 1.0 {
                    jcn.iter()
                        .map(|&c| if c == 0.0 { 1.0 } else { c })
                        .collect()
                } else {
                    dg.iter()
                        .zip(&jcn)
                        .map(|(d, c)| (0.1 * d).max(*c))
                        .collect()
                };
            }
            if niter == 1.0 {
                xn = scaled_norm(&dg, &x);
                delta = xn.max(1.0);
            }
            let mut lastratio = 0.0f64;
            let (mut nfail, mut nsuc) = (0, 0);
            let mut decfac = 0.5f64;
            while niter <= opts.max_iter && nfev < maxfev && info == 0.0 {
                let norm1 = (0..n)
                    .map(|k| {
                        fjac[k * m..(k + 1) * m]
                            .iter()
                            .map(|v| v.abs())
                            .sum::<f64>()
                    })
                    .fold(0.0, f64::max);
                if norm1 < macheps * m as f64 {
                    info = -2.0;
                    break;
                }
                let s: Vec<f64> = dogleg(&fjac, m, &fval, &dg, delta)?
                    .iter()
                    .map(|v| -v)
                    .collect();
                let js = mat_vec(&fjac, m, &s);
                let w: Vec<f64> = fval.iter().zip(&js).map(|(a, b)| a + b).collect();
                let sn = scaled_norm(&dg, &s);
                if niter == 1.0 {
                    delta = delta.min(sn);
                }
                let xs: Vec<f64> = x.iter().zip(&s).map(|(a, b)| a + b).collect();
                let (fval1, _, _) = call(self, &xs, false)?;
                same_size(&fval1, m)?;
                let fn1 = norm2(&fval1);
                nfev += 1.0;
                let actred = if fn1 < fnorm {
                    1.0 - (fn1 / fnorm).powi(2)
                } else {
                    -1.0
                };
                let t = norm2(&w);
                let ratio = if t < fnorm {
                    actred / (1.0 - (t / fnorm).powi(2))
                } else {
                    0.0
                };
                if ratio < (0.1f64.max(0.8 * lastratio)).min(0.9) {
                    nsuc = 0;
                    nfail += 1;
                    delta *= decfac;
                    decfac = decfac.powf(TRUST_GROWTH);
                    if fnorm <= tolf * n as f64 * xn {
                        info = 1.0;
                    } else if delta <= 1e1 * macheps * xn {
                        info = -3.0;
                        break;
                    }
                } else {
                    lastratio = ratio;
                    decfac = 0.5;
                    nfail = 0;
                    nsuc += 1;
                    if (1.0 - ratio).abs() <= 0.1 {
                        delta = TRUST_GROWTH * sn;
                    } else if ratio >= 0.5 || nsuc > 1 {
                        delta = delta.max(TRUST_GROWTH * sn);
                    }
                }
                if ratio >= 1e-4 {
                    x = xs;
                    xn = scaled_norm(&dg, &x);
                    fval = fval1.clone();
                    fnorm = fn1;
                    nsuciter += 1.0;
                }
                niter += 1.0;
                if fnorm <= tolf * n as f64 * xn {
                    info = 1.0;
                } else if ratio >= 1e-4 {
                    if sn <= tolx * xn {
                        info = 2.0;
                    } else if actred < tolf {
                        info = 3.0;
                    }
                }
                if !opts.updating || nfail == 2 || nsuciter < 2.0 {
                    break;
                }
                // Broyden's rank-one update of the Jacobian.
                for k in 0..n {
                    let v = dg[k] * (dg[k] * s[k]) / sn;
                    for i in 0..m {
                        fjac[k * m + i] += (fval1[i] - w[i]) * v;
                    }
                }
            }
        }
        let counts = [
            ("iterations", niter),
            ("successful", nsuciter),
            ("funcCount", nfev),
        ];
        let jac = Value::from_f64s(Dims::rc(m, n), fjac);
        let x = Value::from_f64s(shape, x);
        Ok(fsolve_outputs(
            nargout,
            x,
            Value::from_f64s(fdims, fval),
            info,
            counts,
            jac,
        ))
    }
}

/// The result of a residual function of fsolve: the values, their shape,
/// and the Jacobian when it was asked for and given.
type Residual = (Vec<f64>, Dims, Option<Value>);

/// Octave's `__fdjac__`: the Jacobian at `x` by forward (or central)
/// differences, column by column (column-major, `fval.len()` rows).
fn fd_jacobian(
    me: &mut Interp,
    call: &impl Fn(&mut Interp, &[f64], bool) -> ExecResult<Residual>,
    x: &[f64],
    fval: &[f64],
    typical: &[f64],
    central: bool,
) -> ExecResult<Vec<f64>> {
    let (m, n) = (fval.len(), x.len());
    let macheps = f64::EPSILON;
    let mut fjac = vec![0.0; m * n];
    for k in 0..n {
        let col: Vec<f64> = if central {
            let h = macheps.cbrt() * x[k].abs().max(typical[k]);
            let (mut x1, mut x2) = (x.to_vec(), x.to_vec());
            x1[k] += h;
            x2[k] -= h;
            let (f1, _, _) = call(me, &x1, false)?;
            let (f2, _, _) = call(me, &x2, false)?;
            same_size(&f1, m)?;
            same_size(&f2, m)?;
            let dx = x1[k] - x2[k];
            f1.iter().zip(&f2).map(|(a, b)| (a - b) / dx).collect()
        } else {
            let sign = if x[k] < 0.0 { -1.0 } else { 1.0 };
            let h = macheps.sqrt() * sign * x[k].abs().max(typical[k]);
            let mut x1 = x.to_vec();
            x1[k] += h;
            let (f1, _, _) = call(me, &x1, false)?;
            same_size(&f1, m)?;
            let dx = x1[k] - x[k];
            f1.iter().zip(fval).map(|(a, b)| (a - b) / dx).collect()
        };
        fjac[k * m..(k + 1) * m].copy_from_slice(&col);
    }
    Ok(fjac)
}

/// fsolve's residual has the same length at every point.
fn same_size(f: &[f64], m: usize) -> ExecResult<()> {
    if f.len() == m {
        Ok(())
    } else {
        Err(
            MatError::msg("fsolve: FCN must return a vector of the same size at every point")
                .into(),
        )
    }
}

/// `[x, fval, info, output, fjac]`, as many as asked for.
fn fsolve_outputs(
    nargout: usize,
    x: Value,
    fval: Value,
    info: f64,
    counts: [(&str, f64); 3],
    fjac: Value,
) -> Vec<Value> {
    let mut out = vec![x];
    if nargout > 1 {
        out.push(fval);
    }
    if nargout > 2 {
        out.push(Value::Num(info));
    }
    if nargout > 3 {
        let mut s = StructArray::new_scalar();
        for (name, v) in counts {
            let k = s.ensure_field(name);
            *s.get_mut(0, k) = Value::Num(v);
        }
        out.push(Value::structure(s));
    }
    if nargout > 4 {
        out.push(fjac);
    }
    out
}
