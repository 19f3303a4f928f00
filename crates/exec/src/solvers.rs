//! Solvers that call user functions: `fsolve` (systems of nonlinear
//! equations, Levenberg–Marquardt on a finite-difference Jacobian).

use runtime::value::Tensor;
use runtime::{Dims, MatError, StructArray, Value};

use crate::interp::{Interp, R};

/// The options of an `optimset` struct that the solvers read.
struct Options {
    tol_fun: f64,
    max_iter: usize,
    user_jacobian: bool,
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
        Options {
            tol_fun: num("TolFun", 1e-6),
            max_iter: num("MaxIter", 400.0).clamp(1.0, 1e6) as usize,
            user_jacobian: get("Jacobian")
                .and_then(|x| x.as_string())
                .is_some_and(|s| s.eq_ignore_ascii_case("on")),
        }
    }
}

fn sum_sq(f: &[f64]) -> f64 {
    f.iter().map(|v| v * v).sum()
}

fn column(data: Vec<f64>) -> Value {
    let n = data.len();
    Value::from_f64s(Dims::rc(n, 1), data)
}

impl Interp {
    /// `[x, fval, info, output, fjac] = fsolve(fcn, x0, options)`.
    pub(crate) fn fsolve(&mut self, args: Vec<Value>, nargout: usize) -> R<Vec<Value>> {
        let (f, x0) = (&args[0], &args[1]);
        let opts = Options::read(args.get(2));
        let shape = x0.dims();
        let mut x = x0.to_f64_vec()?;
        let n = x.len();
        let mut evals = 0usize;
        // F at x, flattened, with the Jacobian when the user supplies one.
        let mut eval =
            |me: &mut Interp, x: &[f64], jac: bool| -> R<(Vec<f64>, Dims, Option<Vec<f64>>)> {
                evals += 1;
                let arg = Value::from_f64s(shape.clone(), x.to_vec());
                let out = me.call_value(f, vec![arg], if jac { 2 } else { 1 })?;
                let fv = out
                    .first()
                    .ok_or_else(|| MatError::msg("fsolve: FCN must return a value"))?;
                let j = match out.get(1) {
                    Some(j) if jac => Some(j.to_f64_vec()?),
                    _ => None,
                };
                Ok((fv.to_f64_vec()?, fv.dims(), j))
            };
        let (mut fx, fdims, mut jx) = eval(self, &x, opts.user_jacobian)?;
        let m = fx.len();
        let same_size = |f: &[f64]| -> R<()> {
            if f.len() == m {
                Ok(())
            } else {
                Err(MatError::msg(
                    "fsolve: FCN must return a vector of the same size at every point",
                )
                .into())
            }
        };
        let mut cost = sum_sq(&fx);
        let mut lambda = 0.0f64;
        let mut iters = 0;
        let mut converged = cost == 0.0;
        let mut jac = vec![0.0; m * n];
        while !converged && iters < opts.max_iter {
            iters += 1;
            // Column-major m-by-n Jacobian: the user's, or forward differences.
            match jx.take().filter(|j| j.len() == m * n) {
                Some(j) => jac = j,
                None => {
                    for k in 0..n {
                        let h = f64::EPSILON.sqrt() * x[k].abs().max(1.0);
                        let mut xk = x.clone();
                        xk[k] += h;
                        let (fk, _, _) = eval(self, &xk, false)?;
                        same_size(&fk)?;
                        for i in 0..m {
                            jac[k * m + i] = (fk.get(i).copied().unwrap_or(f64::NAN) - fx[i]) / h;
                        }
                    }
                }
            }
            // Damped Gauss-Newton: solve [J; sqrt(lambda) I] d = [-f; 0]
            // (least squares), raising lambda until the residual shrinks.
            let mut improved = false;
            while lambda <= 1e16 {
                let step = self.damped_step(&jac, &fx, m, n, lambda)?;
                let xn: Vec<f64> = x.iter().zip(&step).map(|(a, d)| a + d).collect();
                let (fn_, _, jn) = eval(self, &xn, opts.user_jacobian)?;
                same_size(&fn_)?;
                let cn = sum_sq(&fn_);
                if cn.is_finite() && cn < cost {
                    let xnorm = x.iter().map(|v| v * v).sum::<f64>().sqrt();
                    let snorm = step.iter().map(|v| v * v).sum::<f64>().sqrt();
                    x = xn;
                    fx = fn_;
                    jx = jn;
                    // A tiny step or no further progress: as close as doubles get.
                    converged = cn == 0.0
                        || snorm <= 1e-14 * (xnorm + 1e-14)
                        || cost - cn <= 1e-30 * cost.max(1e-300);
                    cost = cn;
                    lambda = if lambda < 1e-10 { 0.0 } else { lambda / 10.0 };
                    improved = true;
                    break;
                }
                lambda = (lambda * 10.0).max(1e-10);
            }
            if !improved {
                break;
            }
        }
        let info = if cost.sqrt() <= opts.tol_fun.max(1e-300) * 1e3 || cost == 0.0 {
            1.0
        } else if iters >= opts.max_iter {
            0.0
        } else {
            -3.0
        };
        let mut out = vec![Value::from_f64s(shape, x)];
        if nargout > 1 {
            out.push(Value::from_f64s(fdims, fx));
        }
        if nargout > 2 {
            out.push(Value::Num(info));
        }
        if nargout > 3 {
            let mut s = StructArray::new_scalar();
            let k = s.ensure_field("iterations");
            *s.get_mut(0, k) = Value::Num(iters as f64);
            let k = s.ensure_field("successful");
            *s.get_mut(0, k) = Value::Num(iters as f64);
            let k = s.ensure_field("funcCount");
            *s.get_mut(0, k) = Value::Num(evals as f64);
            out.push(Value::structure(s));
        }
        if nargout > 4 {
            out.push(Value::from_f64s(Dims::rc(m, n), jac));
        }
        Ok(out)
    }

    /// The least-squares step `[J; sqrt(lambda) I] \ [-f; 0]`.
    fn damped_step(
        &mut self,
        jac: &[f64],
        f: &[f64],
        m: usize,
        n: usize,
        lambda: f64,
    ) -> R<Vec<f64>> {
        let rows = if lambda > 0.0 { m + n } else { m };
        let mut a = vec![0.0; rows * n];
        for k in 0..n {
            a[k * rows..k * rows + m].copy_from_slice(&jac[k * m..(k + 1) * m]);
            if lambda > 0.0 {
                a[k * rows + m + k] = lambda.sqrt();
            }
        }
        let mut b: Vec<f64> = f.iter().map(|v| -v).collect();
        b.resize(rows, 0.0);
        let a = Value::real(Tensor::new(Dims::rc(rows, n), a));
        let step = runtime::linalg::mldivide(&a, &column(b))?;
        let step = step.to_f64_vec()?;
        Ok(if step.iter().all(|v| v.is_finite()) {
            step
        } else {
            vec![0.0; n]
        })
    }
}
