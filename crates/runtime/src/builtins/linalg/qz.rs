//! The generalized eigenproblem `A x = λ B x` and Schur-form reordering:
//! `qz`, `ordqz`, `ordschur` and `eig (A, B)`. The generalized Schur form is
//! faer's (a QR of B, the Hessenberg-triangular reduction, the QZ iteration);
//! reordering swaps diagonal blocks (`reorder`).

use faer::dyn_stack::{MemBuffer, MemStack, StackReq};
use faer::linalg::evd::ComputeEigenvectors;
use faer::linalg::gevd::gen_hessenberg::{self, GeneralizedHessenbergParams};
use faer::linalg::gevd::{qz_cplx, qz_real, GeneralizedSchurParams};
use faer::{Auto, Mat, MatMut, MatRef, Par};

use super::reorder::Pencil;
use super::{cplx, join_class, symeig, to_mx, to_value, Field, Mx, M};
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::super::args::*;

/// The QZ iteration on a Hessenberg-triangular pencil, real or complex.
trait QzKernel: Field {
    fn scratch(n: usize, par: Par, params: GeneralizedSchurParams) -> StackReq;
    fn iterate(
        s: MatMut<'_, Self>,
        t: MatMut<'_, Self>,
        left: MatMut<'_, Self>,
        right: MatMut<'_, Self>,
        par: Par,
        params: GeneralizedSchurParams,
        stack: &mut MemStack,
    );
    /// Generalized eigenvalues and right eigenvectors; `None` when the
    /// iteration does not converge.
    fn gevd(a: M<Self>, b: M<Self>) -> Option<(Vec<C64>, M<C64>)>;
}

impl QzKernel for f64 {
    fn scratch(n: usize, par: Par, params: GeneralizedSchurParams) -> StackReq {
        qz_real::hessenberg_to_qz_scratch::<f64>(n, par, params)
    }
    fn iterate(
        s: MatMut<'_, f64>,
        t: MatMut<'_, f64>,
        left: MatMut<'_, f64>,
        right: MatMut<'_, f64>,
        par: Par,
        params: GeneralizedSchurParams,
        stack: &mut MemStack,
    ) {
        let n = s.nrows();
        let (mut ar, mut ai, mut beta) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
        qz_real::hessenberg_to_qz(
            s,
            t,
            Some(left),
            Some(right),
            faer::ColMut::from_slice_mut(&mut ar),
            faer::ColMut::from_slice_mut(&mut ai),
            faer::ColMut::from_slice_mut(&mut beta),
            ComputeEigenvectors::Yes,
            par,
            params,
            stack,
        );
    }
    fn gevd(mut a: M<f64>, mut b: M<f64>) -> Option<(Vec<C64>, M<C64>)> {
        let n = a.r;
        let par = Par::Seq;
        let (mut re, mut im, mut beta) = (
            faer::diag::Diag::<f64>::zeros(n),
            faer::diag::Diag::<f64>::zeros(n),
            faer::diag::Diag::<f64>::zeros(n),
        );
        let mut u = M::<f64>::zeros(n, n);
        faer::linalg::gevd::gevd_real(
            view_mut(&mut a),
            view_mut(&mut b),
            re.as_mut(),
            im.as_mut(),
            beta.as_mut(),
            None,
            Some(view_mut(&mut u)),
            par,
            MemStack::new(&mut MemBuffer::new(gevd_room::<f64>(n, par))),
            gevd_params::<f64>(),
        )
        .ok()?;
        // A complex pair shares two columns: (re, im), its conjugate second.
        let mut lambda = Vec::with_capacity(n);
        let mut v = M::zeros(n, n);
        let mut j = 0;
        while j < n {
            if im[j] == 0.0 || j + 1 == n {
                lambda.push(ratio(re[j], beta[j]));
                for i in 0..n {
                    v.set(i, j, C64::new(u.at(i, j), 0.0));
                }
                j += 1;
            } else {
                let l = ratio(C64::new(re[j], im[j]), C64::new(beta[j], 0.0));
                lambda.extend([l, l.conj()]);
                for i in 0..n {
                    let z = C64::new(u.at(i, j), u.at(i, j + 1));
                    v.set(i, j, z);
                    v.set(i, j + 1, z.conj());
                }
                j += 2;
            }
        }
        Some((lambda, v))
    }
}

impl QzKernel for C64 {
    fn scratch(n: usize, par: Par, params: GeneralizedSchurParams) -> StackReq {
        qz_cplx::hessenberg_to_qz_scratch::<C64>(n, par, params)
    }
    fn iterate(
        s: MatMut<'_, C64>,
        t: MatMut<'_, C64>,
        left: MatMut<'_, C64>,
        right: MatMut<'_, C64>,
        par: Par,
        params: GeneralizedSchurParams,
        stack: &mut MemStack,
    ) {
        let n = s.nrows();
        let (mut alpha, mut beta) = (vec![C64::zero(); n], vec![C64::zero(); n]);
        qz_cplx::hessenberg_to_qz(
            s,
            t,
            Some(left),
            Some(right),
            faer::ColMut::from_slice_mut(&mut alpha),
            faer::ColMut::from_slice_mut(&mut beta),
            ComputeEigenvectors::Yes,
            par,
            params,
            stack,
        );
    }
    fn gevd(mut a: M<C64>, mut b: M<C64>) -> Option<(Vec<C64>, M<C64>)> {
        let n = a.r;
        let par = Par::Seq;
        let (mut alpha, mut beta) = (
            faer::diag::Diag::<C64>::zeros(n),
            faer::diag::Diag::<C64>::zeros(n),
        );
        let mut v = M::<C64>::zeros(n, n);
        faer::linalg::gevd::gevd_cplx(
            view_mut(&mut a),
            view_mut(&mut b),
            alpha.as_mut(),
            beta.as_mut(),
            None,
            Some(view_mut(&mut v)),
            par,
            MemStack::new(&mut MemBuffer::new(gevd_room::<C64>(n, par))),
            gevd_params::<C64>(),
        )
        .ok()?;
        Some(((0..n).map(|k| ratio(alpha[k], beta[k])).collect(), v))
    }
}

/// faer's QZ parameters without its blocked sweeps: their aggressive
/// early deflation underflows an index on some singular pencils (`eig (A, A)`
/// at order 100), and the unblocked iteration is LAPACK's `xHGEQZ`.
fn unblocked<T: Field>() -> GeneralizedSchurParams {
    let mut schur: GeneralizedSchurParams = Auto::<T>::auto();
    schur.blocking_threshold = usize::MAX;
    schur
}

fn gevd_params<T: Field>() -> faer::Spec<faer::linalg::gevd::GevdParams, T> {
    let mut params: faer::linalg::gevd::GevdParams = Auto::<T>::auto();
    params.schur = unblocked::<T>();
    params.into()
}

fn view<T: Field>(m: &M<T>) -> MatRef<'_, T> {
    MatRef::from_column_major_slice(&m.a, m.r, m.c)
}

fn view_mut<T: Field>(m: &mut M<T>) -> MatMut<'_, T> {
    MatMut::from_column_major_slice_mut(&mut m.a, m.r, m.c)
}

fn from_faer<T: Field>(m: &Mat<T>) -> M<T> {
    M {
        r: m.nrows(),
        c: m.ncols(),
        a: (0..m.nrows() * m.ncols())
            .map(|k| m[(k % m.nrows(), k / m.nrows())])
            .collect(),
    }
}

/// The generalized Schur form of `(a, b)`: `s` quasi-triangular (triangular
/// for complex data), `t` upper triangular, `left' * a * right = s` and
/// `left' * b * right = t`.
fn generalized_schur<T: QzKernel>(a: &M<T>, b: &M<T>) -> Pencil<T> {
    let n = a.r;
    let qr = view(b).qr();
    let mut left = qr.compute_Q();
    let r = qr.R();
    let mut s = from_faer(&(left.adjoint() * view(a)));
    let mut t = M::zeros(n, n);
    for j in 0..n {
        for i in 0..=j.min(n.saturating_sub(1)) {
            t.set(i, j, r[(i, j)]);
        }
    }
    let mut right = Mat::<T>::identity(n, n);
    let par = Par::Seq;
    let hessenberg: GeneralizedHessenbergParams = Auto::<T>::auto();
    let schur = unblocked::<T>();
    let need = StackReq::any_of(&[
        gen_hessenberg::generalized_hessenberg_scratch::<T>(n, hessenberg),
        T::scratch(n, par, schur),
    ]);
    let mut buffer = MemBuffer::new(need);
    gen_hessenberg::generalized_hessenberg(
        view_mut(&mut s),
        view_mut(&mut t),
        Some(left.as_mut()),
        Some(right.as_mut()),
        par,
        MemStack::new(&mut buffer),
        hessenberg,
    );
    T::iterate(
        view_mut(&mut s),
        view_mut(&mut t),
        left.as_mut(),
        right.as_mut(),
        par,
        schur,
        MemStack::new(&mut buffer),
    );
    // The iteration leaves rounding below the blocks it deflated.
    for j in 0..n {
        for i in j + 1..n {
            t.set(i, j, T::zero());
            let pair = i == j + 1 && s.at(i, j) != T::zero() && T::IS_REAL;
            if !pair {
                s.set(i, j, T::zero());
            }
        }
    }
    Pencil {
        s,
        t: Some(t),
        left: from_faer(&left),
        right: from_faer(&right),
    }
}

/// `s / t` as LAPACK's `alpha / beta`: a zero `t` gives an infinite (or
/// NaN) real eigenvalue, never a NaN imaginary part.
fn ratio<T: Field>(s: T, t: T) -> C64 {
    let (s, t) = (to_c64(s), to_c64(t));
    if t == C64::new(0.0, 0.0) {
        let im = if s.im == 0.0 { 0.0 } else { s.im / 0.0 };
        C64::new(s.re / 0.0, im)
    } else {
        s / t
    }
}

fn to_c64<T: Field>(x: T) -> C64 {
    C64::new(x.re(), x.im())
}

/// The eigenvalues along the diagonal blocks of a (generalized) Schur form,
/// a complex pair with its positive imaginary part first.
fn block_eigenvalues<T: Field>(p: &Pencil<T>) -> Vec<C64> {
    let n = p.s.r;
    let t_at = |i: usize, j: usize| match &p.t {
        Some(t) => t.at(i, j),
        None if i == j => T::one(),
        None => T::zero(),
    };
    let mut out = Vec::with_capacity(n);
    let mut k = 0;
    while k < n {
        if p.block_at(k) == 1 {
            out.push(ratio(p.s.at(k, k), t_at(k, k)));
            k += 1;
            continue;
        }
        // det (S - λ T) = a λ^2 - b λ + c on the real 2-by-2 block.
        let s = |i, j| p.s.at(k + i, k + j).re();
        let t = |i, j| t_at(k + i, k + j).re();
        let a = t(0, 0) * t(1, 1);
        let b = s(0, 0) * t(1, 1) + s(1, 1) * t(0, 0) - t(0, 1) * s(1, 0);
        let c = s(0, 0) * s(1, 1) - s(0, 1) * s(1, 0);
        let disc = b * b - 4.0 * a * c;
        if disc < 0.0 {
            let (re, im) = (b / (2.0 * a), (-disc).sqrt() / (2.0 * a).abs());
            out.extend([C64::new(re, im), C64::new(re, -im)]);
        } else {
            let r = disc.sqrt();
            out.extend([
                C64::new((b + r) / (2.0 * a), 0.0),
                C64::new((b - r) / (2.0 * a), 0.0),
            ]);
        }
        k += 2;
    }
    out
}

/// Which eigenvalues an ordering keyword puts first (`qz`'s and `ordqz`'s
/// words; `None` for one it does not know).
fn keyword_selects(word: &str, lambda: &[C64]) -> Option<Vec<bool>> {
    let test: fn(C64) -> bool = match word {
        "S" | "udi" => |l| l.norm() < 1.0,
        "B" | "udo" => |l| l.norm() >= 1.0,
        "-" | "lhp" => |l| l.re < 0.0,
        "+" | "rhp" => |l| l.re >= 0.0,
        _ => return None,
    };
    Some(lambda.iter().map(|&l| test(l)).collect())
}

/// Both operands of a pencil in one field, and the class of the results.
enum PencilArgs {
    R(M<f64>, M<f64>),
    C(M<C64>, M<C64>),
}

fn pencil_args(name: &str, a: &Value, b: &Value) -> Result<(PencilArgs, Class), MatError> {
    let (ma, ca) = to_mx(name, a)?;
    let (mb, cb) = to_mx(name, b)?;
    let cls = join_class(ca, cb);
    Ok((
        match (ma, mb) {
            (Mx::R(x), Mx::R(y)) => PencilArgs::R(x, y),
            (Mx::R(x), Mx::C(y)) => PencilArgs::C(cplx(x), y),
            (Mx::C(x), Mx::R(y)) => PencilArgs::C(x, cplx(y)),
            (Mx::C(x), Mx::C(y)) => PencilArgs::C(x, y),
        },
        cls,
    ))
}

fn lambda_value(lambda: Vec<C64>, cls: Class) -> Value {
    let n = lambda.len();
    complex_result(cls, Dims::rc(n, 1), lambda)
}

/// The right eigenvectors of `(a, b)` and their eigenvalues (faer's order),
/// each vector scaled as LAPACK's `xGGEV` scales it: its largest
/// `|re| + |im|` component 1.
fn eigenvectors<T: QzKernel>(a: &M<T>, b: &M<T>) -> Result<(Vec<C64>, M<C64>), MatError> {
    let n = a.r;
    let (lambda, mut v) = T::gevd(a.clone(), b.clone())
        .ok_or_else(|| MatError::msg("eig: the QZ iteration did not converge"))?;
    for j in 0..n {
        let big = (0..n)
            .map(|i| v.at(i, j).re.abs() + v.at(i, j).im.abs())
            .fold(0.0, f64::max);
        if big > 0.0 {
            for i in 0..n {
                let z = v.at(i, j) / big;
                v.set(i, j, z);
            }
        }
    }
    Ok((lambda, v))
}

/// Room for faer's `gevd_*`: its own estimate leaves out the back
/// substitution's temporaries (a few columns of `n`), which panics.
fn gevd_room<T: Field>(n: usize, par: Par) -> StackReq {
    use faer::linalg::gevd::gevd_scratch;
    StackReq::all_of(&[
        gevd_scratch::<T>(
            n,
            ComputeEigenvectors::No,
            ComputeEigenvectors::Yes,
            par,
            gevd_params::<T>(),
        ),
        faer::linalg::temp_mat_scratch::<T>(n, 8),
        faer::linalg::temp_mat_scratch::<T>(16, 16),
        faer::linalg::temp_mat_scratch::<T>(16, 16),
    ])
}

/// Left eigenvectors `w' * A = λ w' * B` in `lambda`'s order: the right
/// ones of `(A', B')`, whose eigenvalues are `conj (lambda)`.
fn left_eigenvectors<T: QzKernel>(a: &M<T>, b: &M<T>, lambda: &[C64]) -> Result<M<C64>, MatError> {
    let (found, w) = eigenvectors(&a.ctrans(), &b.ctrans())?;
    let want: Vec<C64> = lambda.iter().map(|l| l.conj()).collect();
    Ok(match_order(&want, &found, &w))
}

/// The columns of `v` (eigenvectors for `found`) in the order of `want`,
/// each eigenvalue paired with the nearest unused one.
fn match_order(want: &[C64], found: &[C64], v: &M<C64>) -> M<C64> {
    let n = want.len();
    let distance = |x: C64, y: C64| {
        let finite = |z: C64| z.re.is_finite() && z.im.is_finite();
        match (finite(x), finite(y)) {
            (true, true) => (x - y).norm(),
            (false, false) => 0.0,
            _ => f64::INFINITY,
        }
    };
    let mut used = vec![false; n];
    let mut out = M::zeros(v.r, n);
    for (j, &w) in want.iter().enumerate() {
        let k = (0..n)
            .filter(|&k| !used[k])
            .min_by(|&x, &y| distance(w, found[x]).total_cmp(&distance(w, found[y])))
            .unwrap_or(j);
        used[k] = true;
        for i in 0..v.r {
            out.set(i, j, v.at(i, k));
        }
    }
    out
}

fn qz_usage() -> MatError {
    MatError::msg(
        "Invalid call to qz.  Correct usage is:\n\n -- LAMBDA = qz (A, B)\n -- [AA, BB, Q, Z, V, W, LAMBDA] = qz (A, B)\n -- [AA, BB, Z] = qz (A, B, OPT)\n -- [AA, BB, Z, LAMBDA] = qz (A, B, OPT)",
    )
}

/// `lambda = qz (A, B)`, `[AA, BB, Q, Z, V, W, lambda] = qz (A, B)` and the
/// ordered form `[AA, BB, Z, lambda] = qz (A, B, OPT)`: `Q * A * Z = AA`,
/// `Q * B * Z = BB`.
pub(super) fn qz(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args.len() < 2 || nargout > 7 {
        return Err(qz_usage());
    }
    let order = match args.get(2) {
        Some(opt) => {
            let word = opt
                .as_string()
                .ok_or_else(|| MatError::msg("qz: OPT must be a string"))?;
            if !(3..=4).contains(&nargout) || args[0].is_complex() || args[1].is_complex() {
                return Err(MatError::msg(
                    "qz: invalid number of output arguments for form 3 call",
                ));
            }
            Some(word)
        }
        None => None,
    };
    for (v, what) in [(&args[0], "A"), (&args[1], "B")] {
        let d = v.dims();
        if d.ndims() > 2 || d.rows() != d.cols() {
            return Err(MatError::msg(format!("qz: {what} must be a square matrix")));
        }
    }
    if args[0].dims() != args[1].dims() {
        return Err(MatError::msg("nonconformant matrices"));
    }
    if args[0].is_empty() {
        ctx.warn("Octave:empty-matrix", "qz: A: argument is empty matrix");
        return Ok(vec![Value::empty(); nargout.max(1)]);
    }
    let (pair, cls) = pencil_args("qz", &args[0], &args[1])?;
    match pair {
        PencilArgs::R(a, b) => qz_of(&a, &b, order.as_deref(), nargout, cls),
        PencilArgs::C(a, b) => qz_of(&a, &b, order.as_deref(), nargout, cls),
    }
}

fn qz_of<T: QzKernel>(a: &M<T>, b: &M<T>, order: Option<&str>, nargout: usize, cls: Class) -> Out {
    let mut p = generalized_schur(a, b);
    if let Some(word) = order {
        if word != "N" {
            let lambda = block_eigenvalues(&p);
            let select = keyword_selects(word, &lambda)
                .ok_or_else(|| MatError::msg(format!("qz: unknown ordering option '{word}'")))?;
            p.reorder(&select);
        }
    }
    let lambda = block_eigenvalues(&p);
    if nargout <= 1 {
        return Ok(vec![lambda_value(lambda, cls)]);
    }
    let t = p.t.clone().unwrap_or_else(|| M::eye(a.r));
    let (s, q, z) = (p.s, p.left.ctrans(), p.right);
    if order.is_some() {
        let mut out = vec![to_value(s, cls), to_value(t, cls), to_value(z, cls)];
        if nargout == 4 {
            out.push(lambda_value(lambda, cls));
        }
        return Ok(out);
    }
    let mut out = vec![
        to_value(s, cls),
        to_value(t, cls),
        to_value(q, cls),
        to_value(z, cls),
    ];
    if nargout > 4 {
        let (found, v) = eigenvectors(a, b)?;
        out.push(complex_result(
            cls,
            Dims::rc(a.r, a.r),
            match_order(&lambda, &found, &v).a,
        ));
        if nargout > 5 {
            let w = left_eigenvectors(a, b, &lambda)?;
            out.push(complex_result(cls, Dims::rc(a.r, a.r), w.a));
        }
        if nargout > 6 {
            out.push(lambda_value(lambda, cls));
        }
    }
    Ok(out)
}

/// A selection vector (`ordschur`'s SELECT, `ordqz`'s): nonzero means chosen.
fn selection(v: &Value) -> Option<Vec<bool>> {
    match num_view("ordschur", v).ok()? {
        Num::R(r) => Some(r.data.iter().map(|&x| x != 0.0).collect()),
        Num::C(c) => Some(c.data.iter().map(|z| z.re != 0.0 || z.im != 0.0).collect()),
    }
}

/// `[UR, SR] = ordschur (U, S, SELECT)`: the Schur form `U * S * U'`
/// reordered so that the selected eigenvalues lead `SR`'s diagonal.
pub(super) fn ordschur(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args.len() != 3 {
        return Err(MatError::msg(
            "Invalid call to ordschur.  Correct usage is:\n\n -- [UR, SR] = ordschur (U, S, SELECT)",
        ));
    }
    if !(args[2].is_numeric() || args[2].class() == Class::Logical) {
        return Err(MatError::msg(
            "ordschur: SELECT must be an array of integers",
        ));
    }
    let select = selection(&args[2])
        .ok_or_else(|| MatError::msg("ordschur: SELECT must be an array of integers"))?;
    let (du, ds) = (args[0].dims(), args[1].dims());
    if select.len() != du.rows() {
        return Err(MatError::msg(
            "ordschur: SELECT must have same length as the sides of U and S",
        ));
    }
    if du.ndims() > 2 || du.rows() != du.cols() || du != ds {
        return Err(MatError::msg(
            "ordschur: U and S must be square and of equal sizes",
        ));
    }
    let (pair, cls) = pencil_args("ordschur", &args[0], &args[1])?;
    let (u, s) = match pair {
        PencilArgs::R(u, s) => reordered_schur(u, s, &select, cls),
        PencilArgs::C(u, s) => reordered_schur(u, s, &select, cls),
    };
    Ok(if nargout <= 1 { vec![u] } else { vec![u, s] })
}

fn reordered_schur<T: Field>(u: M<T>, s: M<T>, select: &[bool], cls: Class) -> (Value, Value) {
    let mut p = Pencil {
        s,
        t: None,
        left: u.clone(),
        right: u,
    };
    p.reorder(select);
    (to_value(p.right, cls), to_value(p.s, cls))
}

fn ordqz_error(id: &str, message: &str) -> MatError {
    MatError::new(format!("Octave:ordqz:{id}"), format!("ordqz: {message}"))
}

/// `[AR, BR, QR, ZR] = ordqz (AA, BB, Q, Z, KEYWORD | SELECT)`: the
/// generalized Schur form `Q * A * Z = AA`, `Q * B * Z = BB` reordered.
pub(super) fn ordqz(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args.len() != 5 {
        return Err(MatError::msg(
            "Invalid call to ordqz.  Correct usage is:\n\n -- [AR, BR, QR, ZR] = ordqz (AA, BB, Q, Z, KEYWORD)\n -- [AR, BR, QR, ZR] = ordqz (AA, BB, Q, Z, SELECT)",
        ));
    }
    if nargout > 4 {
        return Err(ordqz_error(
            "nargout",
            "at most four output arguments possible",
        ));
    }
    let opt = &args[4];
    let keyword = if opt.is_char() {
        let word = opt.as_string().unwrap_or_default();
        if !["S", "udi", "B", "udo", "-", "lhp", "+", "rhp"].contains(&word.as_str()) {
            return Err(ordqz_error(
                "unknown-keyword",
                "unknown KEYWORD, possible values: lhp, rhp, udi, udo",
            ));
        }
        Some(word)
    } else if opt.is_numeric() || opt.class() == Class::Logical {
        let d = opt.dims();
        if d.ndims() > 2 || (d.rows() != 1 && d.cols() != 1) {
            return Err(ordqz_error(
                "select-not-vector",
                "argument SELECT must be a vector",
            ));
        }
        None
    } else {
        return Err(ordqz_error(
            "unknown-arg",
            "OPT must be string or a numeric vector",
        ));
    };
    if args[0].is_empty() {
        ctx.warn("Octave:empty-matrix", "ordqz: A: argument is empty matrix");
        return Ok(vec![Value::empty(); nargout.max(1)]);
    }
    let n = args[0].dims().rows();
    if args[0].dims().ndims() > 2 || args[0].dims().cols() != n {
        return Err(MatError::msg("ordqz: A must be a square matrix"));
    }
    if args[..4].iter().any(|v| v.dims() != args[0].dims()) {
        return Err(MatError::msg("ordqz: operator *: nonconformant matrices"));
    }
    let select = match &keyword {
        Some(_) => None,
        None => {
            let s = selection(opt).unwrap_or_default();
            if s.len() != n {
                return Err(MatError::msg(
                    "ordqz: SELECT vector has the wrong number of elements",
                ));
            }
            Some(s)
        }
    };
    let complex = args[..4].iter().any(|v| v.is_complex());
    let mut mats = Vec::with_capacity(4);
    let mut cls = Class::Double;
    for v in &args[..4] {
        let (m, c) = to_mx("ordqz", v)?;
        cls = join_class(cls, c);
        mats.push(m);
    }
    if complex {
        let mut cm: Vec<M<C64>> = mats
            .into_iter()
            .map(|m| match m {
                Mx::R(x) => cplx(x),
                Mx::C(x) => x,
            })
            .collect();
        if (0..n.saturating_sub(1)).any(|k| cm[0].at(k + 1, k) != C64::new(0.0, 0.0)) {
            return Err(MatError::msg(
                "ordqz: quasi upper triangular matrices are not allowed with complex data",
            ));
        }
        let z = cm.pop().expect("four");
        let q = cm.pop().expect("four");
        let t = cm.pop().expect("four");
        let s = cm.pop().expect("four");
        Ok(reordered_pencil(
            s,
            t,
            q,
            z,
            keyword.as_deref(),
            select,
            cls,
        ))
    } else {
        let mut rm: Vec<M<f64>> = mats
            .into_iter()
            .map(|m| match m {
                Mx::R(x) => x,
                Mx::C(_) => unreachable!("no complex operand"),
            })
            .collect();
        let z = rm.pop().expect("four");
        let q = rm.pop().expect("four");
        let t = rm.pop().expect("four");
        let s = rm.pop().expect("four");
        Ok(reordered_pencil(
            s,
            t,
            q,
            z,
            keyword.as_deref(),
            select,
            cls,
        ))
    }
}

fn reordered_pencil<T: Field>(
    s: M<T>,
    t: M<T>,
    q: M<T>,
    z: M<T>,
    keyword: Option<&str>,
    select: Option<Vec<bool>>,
    cls: Class,
) -> Vec<Value> {
    let mut p = Pencil {
        s,
        t: Some(t),
        left: q.ctrans(),
        right: z,
    };
    let select = match (keyword, select) {
        (Some(word), _) => keyword_selects(word, &block_eigenvalues(&p)).unwrap_or_default(),
        (None, Some(s)) => s,
        (None, None) => vec![false; p.s.r],
    };
    p.reorder(&select);
    let t = p.t.take().unwrap_or_else(|| M::eye(p.s.r));
    vec![
        to_value(p.s, cls),
        to_value(t, cls),
        to_value(p.left.ctrans(), cls),
        to_value(p.right, cls),
    ]
}

/// `eig (A, B)`: the eigenvalues of the pencil, or `[V, D, W]`. A Hermitian
/// pair with a positive definite `B` goes through B's Cholesky factor (real
/// eigenvalues, ascending, `V' * B * V = I`) unless `qz` is asked or the
/// factorization fails; every other pair through the QZ form.
pub(super) fn generalized_eig(a: &Value, b: &Value, qz_only: bool, nargout: usize) -> Out {
    if !b.class().is_float() {
        return Err(wrong_type("eig", b));
    }
    if a.dims() != b.dims() {
        return Err(MatError::msg("EIG requires same size matrices"));
    }
    let (pair, cls) = pencil_args("eig", a, b)?;
    let finite = match &pair {
        PencilArgs::R(x, y) => x.a.iter().chain(&y.a).all(|v| v.is_finite()),
        PencilArgs::C(x, y) => {
            x.a.iter()
                .chain(&y.a)
                .all(|v| v.re.is_finite() && v.im.is_finite())
        }
    };
    if !finite {
        return Err(MatError::msg("EIG: matrix contains Inf or NaN values"));
    }
    let n = a.dims().rows();
    let (lambda, v, w) = match pair {
        PencilArgs::R(x, y) => pencil_eigen(&x, &y, qz_only, nargout)?,
        PencilArgs::C(x, y) => pencil_eigen(&x, &y, qz_only, nargout)?,
    };
    let values = complex_result(cls, Dims::rc(n, 1), lambda);
    if nargout <= 1 {
        return Ok(vec![values]);
    }
    let mut out = vec![
        complex_result(cls, Dims::rc(n, n), v.a),
        crate::value::diagmat::diag_value(n, n, values),
    ];
    if let Some(w) = w {
        out.push(complex_result(cls, Dims::rc(n, n), w.a));
    }
    Ok(out)
}

type PencilEigen = (Vec<C64>, M<C64>, Option<M<C64>>);

fn pencil_eigen<T: QzKernel>(
    a: &M<T>,
    b: &M<T>,
    qz_only: bool,
    nargout: usize,
) -> Result<PencilEigen, MatError> {
    if !qz_only && a.is_hermitian() && b.is_hermitian() {
        if let Ok(r) = super::chol_upper(b) {
            return cholesky_eigen(a, &r, nargout);
        }
    }
    let (lambda, v) = eigenvectors(a, b)?;
    let w = if nargout > 2 {
        Some(left_eigenvectors(a, b, &lambda)?)
    } else {
        None
    };
    Ok((lambda, v, w))
}

/// `A x = λ R' R x` as the Hermitian problem `C y = λ y`, `C = R'^-1 A R^-1`,
/// `x = R^-1 y` (LAPACK's `xSYGV`).
fn cholesky_eigen<T: Field>(a: &M<T>, r: &M<T>, nargout: usize) -> Result<PencilEigen, MatError> {
    let n = a.r;
    let rh = r.ctrans();
    let mut x = a.clone();
    super::tri_solve(&rh, &mut x, false, false);
    let mut y = x.ctrans();
    super::tri_solve(&rh, &mut y, false, false);
    let mut c = y.ctrans();
    for j in 0..n {
        for i in 0..j {
            let h = (c.at(i, j) + c.at(j, i).conj()) * T::from_f64(0.5);
            c.set(i, j, h);
            c.set(j, i, h.conj());
        }
        c.set(j, j, T::from_f64(c.at(j, j).re()));
    }
    let fail = |_| MatError::msg("eig: failed to converge");
    let (vals, mut u): (Vec<f64>, M<T>) = if T::IS_REAL {
        let re: Vec<f64> = c.a.iter().map(|z| z.re()).collect();
        let (vals, vecs) =
            symeig::dsyev(&re, n, true).map_err(|_| MatError::msg("dsyev failed to converge"))?;
        (
            vals,
            M {
                r: n,
                c: n,
                a: vecs.into_iter().map(T::from_f64).collect(),
            },
        )
    } else {
        let f = Mat::<faer::c64>::from_fn(n, n, |i, j| {
            let z = to_c64(c.at(i, j));
            faer::c64::new(z.re, z.im)
        });
        let e = f.self_adjoint_eigen(faer::Side::Lower).map_err(fail)?;
        let (s, u) = (e.S(), e.U());
        let vecs = (0..n * n)
            .map(|k| {
                let z = u[(k % n, k / n)];
                T::from_c64(C64::new(z.re, z.im))
            })
            .collect();
        (
            (0..n).map(|i| s[i].re).collect(),
            M {
                r: n,
                c: n,
                a: vecs,
            },
        )
    };
    super::tri_solve(r, &mut u, true, false);
    let v = M {
        r: n,
        c: n,
        a: u.a.into_iter().map(to_c64).collect(),
    };
    let w = (nargout > 2).then(|| v.clone());
    Ok((vals.into_iter().map(|x| C64::new(x, 0.0)).collect(), v, w))
}
