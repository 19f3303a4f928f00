//! `eigs`: K eigenvalues of a square matrix, picked from all of `eig`'s.
//!
//! Octave's eigs.m takes this path itself when the matrix is small (12
//! rows or fewer, or `2 * K` at least the rows) and calls ARPACK
//! otherwise. matc always computes every eigenvalue and orders the chosen
//! ones as ARPACK returns them for a real symmetric matrix (measured in
//! Octave 7.3); for other matrices past the small path it keeps eigs.m's
//! own order (ARPACK's differs there and is not reproduced).

use std::cmp::Ordering;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("eigs", eigs)];

/// Past this size the full matrix and all of its eigenvalues cost minutes
/// and gigabytes where ARPACK would take a few vectors.
const MAX_ROWS: usize = 4000;

/// Which eigenvalues: a name (`"lm"`, `"sa"`, ...) or those nearest a number.
enum Sigma {
    Name(String),
    Near(C64),
}

fn eigs(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let a = &args[0];
    if !a.is_numeric() {
        return Err(MatError::msg(
            "eigs: A given as a function is not supported yet",
        ));
    }
    let d = a.dims();
    if d.ndims() > 2 || d.rows() != d.cols() {
        return Err(MatError::msg("eigs: A must be square"));
    }
    let n = d.rows();
    if n > MAX_ROWS {
        return Err(MatError::msg(format!(
            "eigs: matrices of more than {MAX_ROWS} rows are not supported yet (matc finds every eigenvalue with eig)"
        )));
    }
    let mut rest = &args[1..];
    if let Some(b) = rest.first() {
        if !b.is_numeric() {
            return Err(MatError::msg("eigs: second argument must be numeric"));
        }
        if b.dims() == d {
            return Err(MatError::msg(
                "eigs: the generalized problem (a matrix B) is not supported yet",
            ));
        }
        if b.is_empty() {
            rest = &rest[1..];
        }
    }
    let mut k = n.min(6);
    let mut small = n <= 12;
    let mut sigma = Sigma::Name("lm".into());
    if let Some(kv) = rest.first() {
        k = match kv.scalar_f64() {
            Some(x) if kv.is_numeric() && !kv.is_complex() && x == x.trunc() => x.max(0.0) as usize,
            _ => return Err(MatError::msg("eigs: K must be a real integer")),
        };
        small = 2 * k >= n;
        if let Some(s) = rest.get(1) {
            sigma = if s.is_char() {
                Sigma::Name(s.as_string().unwrap_or_default().to_lowercase())
            } else if s.is_numeric() && s.numel() == 1 {
                Sigma::Near(s.to_c64_vec()?[0])
            } else {
                return Err(MatError::msg("eigs: SIGMA must be a string or a scalar"));
            };
        }
    }
    if k > n {
        return Err(MatError::msg(format!(
            "eigs: requested number of eigenvalues K ({k}) exceeds available eigenvalues ({n})"
        )));
    }
    let full = super::call(ctx, "full", std::slice::from_ref(a), 1)?.remove(0);
    let real = !full.is_complex();
    let symmetric = super::call(ctx, "issymmetric", std::slice::from_ref(&full), 1)?
        .remove(0)
        .is_true()?;
    let data = if real { full.to_f64_vec()? } else { vec![] };
    let (vectors, values) = if !small && real && symmetric && data.iter().all(|x| x.is_finite()) {
        // Octave's ARPACK, not LAPACK's dsyev, finds these: faer's faster
        // solver serves as well.
        let (values, vecs) = super::linalg::symmetric_eigen_fast(&data, n, nargout >= 2)?;
        let vectors = (nargout >= 2).then(|| Value::from_f64s(Dims::rc(n, n), vecs));
        (
            vectors,
            values.into_iter().map(|x| C64::new(x, 0.0)).collect(),
        )
    } else if nargout >= 2 {
        let mut e = super::call(ctx, "eig", std::slice::from_ref(&full), 2)?;
        // The eigenvalues are the diagonal of D.
        let d = e[1].to_c64_vec()?;
        (
            Some(e.swap_remove(0)),
            (0..n).map(|i| d[i * n + i]).collect(),
        )
    } else {
        let e = super::call(ctx, "eig", std::slice::from_ref(&full), 1)?;
        (None, e[0].to_c64_vec()?)
    };
    let mut chosen = select(&values, k, &sigma, real && symmetric)?;
    if !small && real && symmetric {
        arpack_order(&values, &mut chosen, &sigma);
    }
    let class = if full.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let picked: Vec<C64> = chosen.iter().map(|&i| values[i]).collect();
    let d = complex_result(class, Dims::rc(k, 1), picked);
    let Some(v) = &vectors else {
        return one(d);
    };
    let all = v.to_c64_vec()?;
    let cols: Vec<C64> = chosen
        .iter()
        .flat_map(|&j| all[j * n..(j + 1) * n].iter().copied())
        .collect();
    let v = complex_result(class, Dims::rc(n, k), cols);
    let d = super::call(ctx, "diag", &[d], 1)?.remove(0);
    let mut out = vec![v, d];
    if nargout >= 3 {
        // ARPACK's convergence flag: every eigenvalue here is exact.
        out.push(Value::Num(0.0));
    }
    Ok(out)
}

/// The indices of the K eigenvalues SIGMA picks, in eigs.m's order
/// (`select_eig`: a stable sort by the key SIGMA names).
fn select(
    d: &[C64],
    k: usize,
    sigma: &Sigma,
    real_symmetric: bool,
) -> Result<Vec<usize>, MatError> {
    let by = |key: &dyn Fn(C64) -> f64, descend: bool| {
        let mut idx: Vec<usize> = (0..d.len()).collect();
        idx.sort_by(|&i, &j| {
            let o = total(key(d[i]), key(d[j]));
            if descend {
                o.reverse()
            } else {
                o
            }
        });
        idx
    };
    let needs = |name: &str, symmetric: bool| -> Result<(), MatError> {
        if real_symmetric == symmetric {
            return Ok(());
        }
        let what = if symmetric {
            "real symmetric problem"
        } else {
            "complex or unsymmetric problem"
        };
        Err(MatError::msg(format!(
            "eigs: SIGMA = \"{name}\" requires {what}"
        )))
    };
    let idx = match sigma {
        Sigma::Near(s) => {
            let s = *s;
            by(&|z: C64| (z - s).norm(), false)
        }
        Sigma::Name(name) => match name.as_str() {
            "lm" => by(&|z: C64| z.norm(), true),
            "sm" => by(&|z: C64| z.norm(), false),
            "la" | "sa" | "be" => {
                needs(name, true)?;
                by(&|z: C64| z.re, name == "la")
            }
            "lr" | "sr" => {
                needs(name, false)?;
                by(&|z: C64| z.re, name == "lr")
            }
            "li" | "si" => {
                needs(name, false)?;
                by(&|z: C64| z.im, name == "li")
            }
            other => {
                return Err(MatError::msg(format!(
                    "eigs: unrecognized value for SIGMA: {other}"
                )))
            }
        },
    };
    if matches!(sigma, Sigma::Name(s) if s == "be") {
        // Half from the low end, the rest (one more when K is odd) from the high.
        let low = k / 2;
        let high = d.len() - (k - low);
        return Ok(idx[..low].iter().chain(&idx[high..]).copied().collect());
    }
    Ok(idx[..k].to_vec())
}

/// Reorders the chosen eigenvalues of a real symmetric matrix as ARPACK
/// hands them back: by magnitude, largest first, for `"lm"`; ascending
/// for `"sa"` and `"be"`; descending otherwise (`"la"`, `"sm"`, a number).
fn arpack_order(d: &[C64], chosen: &mut [usize], sigma: &Sigma) {
    let name = match sigma {
        Sigma::Name(s) => s.as_str(),
        Sigma::Near(_) => "",
    };
    match name {
        "lm" => chosen.sort_by(|&i, &j| total(d[j].norm(), d[i].norm())),
        "sa" | "be" => chosen.sort_by(|&i, &j| total(d[i].re, d[j].re)),
        _ => chosen.sort_by(|&i, &j| total(d[j].re, d[i].re)),
    }
}

/// Orders NaN last, as Octave's sort does.
fn total(a: f64, b: f64) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (false, false) => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
        (a_nan, b_nan) => a_nan.cmp(&b_nan),
    }
}
