//! Array constructors and structural matrices: rand randn rande randg randp randi randperm linspace magic diag triu tril kron blkdiag trace.

use crate::alloc;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::sparse::SpData;
use crate::value::{Class, Dims, Tensor, Value, C64};

use super::args::*;
use super::core::dims_from_args;
use super::rng::Dist;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("rand", rand),
    ("randn", randn),
    ("rande", rande),
    ("randg", randg),
    ("randp", randp),
    ("randi", randi),
    ("randperm", randperm),
    ("linspace", linspace),
    ("logspace", logspace),
    ("magic", magic),
    ("diag", diag),
    ("triu", triu),
    ("tril", tril),
    ("kron", kron),
    ("blkdiag", blkdiag),
    ("trace", trace),
];

/// Generator control shared by the random builtins: `('twister'|'state'|
/// 'seed' [, value|'reset'])` queries or sets the stream of `dist`.
/// `None` when the first argument is not a control word.
fn stream_control(ctx: &mut Ctx, name: &str, dist: Dist, args: &[Value]) -> Option<Out> {
    let opt = args.first()?.as_string()?;
    if !matches!(opt.as_str(), "twister" | "state" | "seed") {
        return None;
    }
    let Some(val) = args.get(1) else {
        return Some(Ok(vec![if opt == "seed" {
            Value::Num(ctx.rand.query_seed())
        } else {
            Value::col_f64(ctx.rand.query_state(dist))
        }]));
    };
    if val.as_string().as_deref() == Some("reset") {
        ctx.rand.reset(dist);
    } else if opt == "seed" {
        let Some(x) = val.scalar_f64() else {
            return Some(Err(MatError::msg(format!(
                "{name}: seed must be a real scalar"
            ))));
        };
        ctx.rand.set_seed(dist, x);
    } else {
        match val.to_f64_vec() {
            Ok(key) => ctx.rand.set_state(dist, &key),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(vec![]))
}

/// The size arguments of a random builtin and whether a trailing
/// `'single'` asks for single precision (`'double'` is the default).
fn size_and_class<'a>(name: &str, args: &'a [Value]) -> Result<(&'a [Value], bool), MatError> {
    let unrecognized = || MatError::msg(format!("{name}: unrecognized string argument"));
    let (args, single) = match args.last().and_then(|a| a.as_string()) {
        Some(s) if s == "single" => (&args[..args.len() - 1], true),
        Some(s) if s == "double" => (&args[..args.len() - 1], false),
        Some(_) => return Err(unrecognized()),
        None => (args, false),
    };
    for a in args {
        if a.as_string().is_some() {
            return Err(unrecognized());
        }
        if let Some(x) = a.scalar_f64() {
            if x.is_nan() {
                return Err(MatError::msg(format!(
                    "{name}: NaN is invalid matrix dimension"
                )));
            }
        }
    }
    Ok((args, single))
}

fn random_result(single: bool, dims: Dims, data: Vec<f64>) -> Out {
    if single {
        return one(real_result(Class::Single, dims, data));
    }
    one(Value::from_f64s(dims, data))
}

/// `rand`/`randn`/`rande`: generator control, or an array of draws.
fn random(ctx: &mut Ctx, name: &str, dist: Dist, args: &[Value]) -> Out {
    if let Some(out) = stream_control(ctx, name, dist, args) {
        return out;
    }
    let (args, single) = size_and_class(name, args)?;
    let dims = dims_from_args(name, args)?;
    let mut data = alloc::zeros(dims.numel())?;
    ctx.rand.fill(dist, &mut data);
    random_result(single, dims, data)
}

fn rand(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random(ctx, "rand", Dist::Uniform, args)
}
fn randn(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random(ctx, "randn", Dist::Normal, args)
}
fn rande(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random(ctx, "rande", Dist::Exponential, args)
}

/// `randg`/`randp`: draws of a distribution with one parameter, either
/// one scalar parameter for an array of the given size, or one draw per
/// element of an array of parameters.
fn random_of(ctx: &mut Ctx, name: &str, dist: Dist, args: &[Value]) -> Out {
    if let Some(out) = stream_control(ctx, name, dist, args) {
        return out;
    }
    let Some(param) = args.first() else {
        return Err(MatError::msg(format!("{name}: insufficient arguments")));
    };
    if param.as_string().is_some() {
        return Err(MatError::msg(format!(
            "{name}: unrecognized string argument"
        )));
    }
    let (rest, single) = size_and_class(name, &args[1..])?;
    let params = param.to_f64_vec()?;
    let dims = if rest.is_empty() {
        param.dims()
    } else {
        dims_from_args(name, rest)?
    };
    let mut data = alloc::zeros(dims.numel())?;
    let mut draw = |p: f64, out: &mut [f64], one_each: bool| match dist {
        Dist::Gamma => ctx.rand.gamma(p, out),
        _ => ctx.rand.poisson(p, out, one_each),
    };
    if params.len() == 1 {
        draw(params[0], &mut data, false);
    } else if dims == param.dims() {
        // An array of parameters: one draw for each.
        for (p, o) in params.iter().zip(data.chunks_mut(1)) {
            draw(*p, o, true);
        }
    } else {
        return Err(MatError::msg(format!("{name}: mismatch in argument size")));
    }
    random_result(single, dims, data)
}

fn randg(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random_of(ctx, "randg", Dist::Gamma, args)
}
fn randp(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random_of(ctx, "randp", Dist::Poisson, args)
}

/// Octave's randi.m: `imin + floor((imax - imin + 1) * rand(...))`.
fn randi(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad_bounds = || MatError::msg("randi: IMIN and IMAX must be integer bounds");
    if !args[0].is_numeric() {
        return Err(bad_bounds());
    }
    let lim = args[0].to_f64_vec()?;
    if lim.iter().any(|b| *b != b.trunc()) {
        return Err(bad_bounds());
    }
    let (lo, hi) = match lim.len() {
        1 => {
            if lim[0] < 1.0 {
                return Err(MatError::msg("randi: require IMAX >= 1"));
            }
            (1.0, lim[0])
        }
        0 => {
            return Err(MatError::msg(
                "index (1): out of bound; value 1 out of bound 0",
            ))
        }
        _ => (lim[0], lim[1]),
    };
    if hi < lo {
        return Err(MatError::msg("randi: require IMIN <= IMAX"));
    }
    // Every integer in [-flintmax, flintmax] is a double; Octave's
    // rejection sampling needs the range below that.
    let flintmax = 2f64.powi(53);
    if hi.abs() >= flintmax || lo.abs() >= flintmax {
        return Err(MatError::msg(
            "randi: IMIN and IMAX must be smaller than flintmax()",
        ));
    }
    if hi - lo >= flintmax - 1.0 {
        return Err(MatError::msg(
            "randi: integer range must be smaller than flintmax()-1",
        ));
    }
    let mut rest = &args[1..];
    let mut cls = Class::Double;
    if let Some(s) = rest.last().and_then(|a| a.as_string()) {
        cls = Class::from_name(&s)
            .filter(|c| c.is_numeric())
            .ok_or_else(|| MatError::msg(format!("randi: unknown requested output CLASS '{s}'")))?;
        rest = &rest[..rest.len() - 1];
        let (min, max) = class_range(cls);
        if hi > max {
            ctx.warn(
                "",
                "randi: integer IMAX exceeds requested type.  Values might be truncated to requested type.",
            );
        } else if lo < min {
            ctx.warn(
                "",
                "randi: integer IMIN exceeds requested type.   Values might be truncated to requested type.",
            );
        }
    }
    let dims = if rest.is_empty() {
        Dims::scalar()
    } else {
        dims_from_args("randi", rest)?
    };
    let mut data = alloc::zeros(dims.numel())?;
    ctx.rand.fill(Dist::Uniform, &mut data);
    let span = hi - lo + 1.0;
    data.iter_mut().for_each(|x| *x = lo + (span * *x).floor());
    one(real_result(cls, dims, data))
}

/// The doubles a numeric class holds exactly: its integer range, or
/// `[-flintmax, flintmax]` of its kind for the floating classes.
fn class_range(cls: Class) -> (f64, f64) {
    let f = |bits: i32| (-(2f64.powi(bits)), 2f64.powi(bits));
    cls.int_range()
        .unwrap_or(if cls == Class::Single { f(24) } else { f(53) })
}

/// Octave's `randperm`: a Knuth shuffle driven by one uniform draw per step.
fn randperm(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = count_arg("randperm", &args[0])?;
    let m = match args.get(1) {
        Some(a) => count_arg("randperm", a)?,
        None => n,
    };
    if m > n {
        return Err(MatError::msg("randperm: M <= N must be true"));
    }
    let mut r = vec![0.0; m];
    ctx.rand.fill(Dist::Uniform, &mut r);
    let mut idx: Vec<usize> = (0..n).collect();
    for (i, &ri) in r.iter().enumerate() {
        let k = i + (ri * (n - i) as f64).floor() as usize;
        idx.swap(i, k.min(n - 1));
    }
    let data = idx[..m].iter().map(|&i| (i + 1) as f64).collect();
    one(Value::from_f64s(Dims::rc(1, m), data))
}

/// One row of Octave 7's symmetric `linspace` (both ends exact).
pub fn linspace_row(a: f64, b: f64, n: usize) -> Result<Vec<f64>, MatError> {
    if n == 0 {
        return Ok(vec![]);
    }
    if n == 1 {
        return Ok(vec![b]);
    }
    let mut r = alloc::zeros(n)?;
    r[0] = a;
    r[n - 1] = b;
    // Octave 7.3 steps in from both ends with an unguarded delta, so an
    // infinite span yields Inf - Inf = NaN inside (linspace (0, Inf, 4)).
    let delta = (b - a) / (n - 1) as f64;
    let n2 = n / 2;
    for i in 1..n2 {
        r[i] = a + i as f64 * delta;
        r[n - 1 - i] = b - i as f64 * delta;
    }
    if n % 2 == 1 {
        r[n2] = if a == -b { 0.0 } else { (a + b) / 2.0 };
    }
    Ok(r)
}

fn linspace(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = match args.get(2) {
        // An empty N is one point, the end.
        Some(v) if v.is_empty() => 1,
        Some(v) => {
            let x = v
                .scalar_f64()
                .ok_or_else(|| MatError::msg("linspace: N must be a scalar"))?;
            if x.is_nan() {
                return Err(MatError::msg("linspace: N must be a scalar"));
            }
            if x < 1.0 {
                0
            } else {
                x.floor() as usize
            }
        }
        None => 100,
    };
    if args[..2]
        .iter()
        .any(|v| !v.dims().is_vector() && v.numel() != 1)
    {
        return Err(MatError::msg(
            "linspace: START, END must be scalars or vectors",
        ));
    }
    let complex = args[0].is_complex() || args[1].is_complex();
    let single = args[0].class() == Class::Single || args[1].class() == Class::Single;
    let cls = if single { Class::Single } else { Class::Double };
    if complex {
        let a = args[0].to_c64_vec()?;
        let b = args[1].to_c64_vec()?;
        if a.len() != 1 || b.len() != 1 {
            return Err(MatError::msg(
                "linspace: START, END must be scalars or vectors",
            ));
        }
        let (x, y) = (a[0], b[0]);
        let re = linspace_row(x.re, y.re, n)?;
        let im = linspace_row(x.im, y.im, n)?;
        let mut data: Vec<C64> = re
            .into_iter()
            .zip(im)
            .map(|(r, i)| C64::new(r, i))
            .collect();
        // The middle point is 0 only when the ends are opposite complex
        // numbers; otherwise their mean (NaN where they are infinite).
        if n % 2 == 1 && n > 1 {
            data[n / 2] = if x == -y {
                C64::new(0.0, 0.0)
            } else {
                (x + y) / 2.0
            };
        }
        return one(complex_result(cls, Dims::rc(1, n), data));
    }
    let a = args[0].to_f64_vec()?;
    let b = args[1].to_f64_vec()?;
    if a.len() == 1 && b.len() == 1 {
        return one(real_result(
            cls,
            Dims::rc(1, n),
            linspace_row(a[0], b[0], n)?,
        ));
    }
    // Column vectors of starts/ends give one row per pair.
    let rows = a.len().max(b.len());
    if (a.len() != 1 && a.len() != rows) || (b.len() != 1 && b.len() != rows) {
        return Err(MatError::msg("linspace: vectors must be of equal length"));
    }
    let mut data = vec![0.0; rows * n];
    for r in 0..rows {
        let x = a[if a.len() == 1 { 0 } else { r }];
        let y = b[if b.len() == 1 { 0 } else { r }];
        for (j, v) in linspace_row(x, y, n)?.into_iter().enumerate() {
            data[r + j * rows] = v;
        }
    }
    one(real_result(cls, Dims::rc(rows, n), data))
}

fn logspace(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let scalar = |v: Option<&Value>| match v {
        None => Some(50.0),
        Some(v) if v.numel() == 1 => v.scalar_f64(),
        Some(_) => None,
    };
    let (Some(a), Some(mut b), Some(n)) = (
        scalar(Some(&args[0])),
        scalar(Some(&args[1])),
        scalar(args.get(2)),
    ) else {
        return Err(MatError::msg(
            "logspace: arguments A, B, and N must be scalars",
        ));
    };
    let n = if n.is_nan() {
        0
    } else {
        n.trunc().max(0.0) as usize
    };
    if b == std::f64::consts::PI {
        b = std::f64::consts::PI.log10();
    }
    let data = linspace_row(a, b, n)?
        .into_iter()
        .map(|x| 10f64.powf(x))
        .collect();
    one(Value::from_f64s(Dims::rc(1, n), data))
}

/// Column-major n x n matrix helper for magic squares (1-based access).
struct Sq {
    n: usize,
    a: Vec<f64>,
}

impl Sq {
    fn get(&self, i: usize, j: usize) -> f64 {
        self.a[(i - 1) + (j - 1) * self.n]
    }
    fn set(&mut self, i: usize, j: usize, x: f64) {
        self.a[(i - 1) + (j - 1) * self.n] = x;
    }
    /// `A(I, I) = A(J, J)` with the right side read first.
    fn assign_block(&mut self, ri: &[usize], ci: &[usize], rj: &[usize], cj: &[usize]) {
        let vals: Vec<f64> = cj
            .iter()
            .flat_map(|&c| rj.iter().map(move |&r| (r, c)))
            .map(|(r, c)| self.get(r, c))
            .collect();
        let mut k = 0;
        for &c in ci {
            for &r in ri {
                self.set(r, c, vals[k]);
                k += 1;
            }
        }
    }
}

/// Octave's magic.m, step for step.
pub fn magic_square(n: usize) -> Vec<f64> {
    if n == 0 {
        return vec![];
    }
    let nn = n * n;
    if n % 2 == 1 {
        let mut a = vec![0.0; nn];
        let h = (n as i64 - 3) / 2;
        for k in 0..nn {
            let shift = (k / n) as i64;
            let c = ((k as i64 + 1) - shift + h).rem_euclid(n as i64);
            let r = ((nn - k) as i64 + 2 * shift).rem_euclid(n as i64);
            a[(c * n as i64 + r) as usize] = (k + 1) as f64;
        }
        return a;
    }
    if n.is_multiple_of(4) {
        // reshape(1:n*n, n, n)'
        let mut s = Sq {
            n,
            a: vec![0.0; nn],
        };
        for i in 1..=n {
            for j in 1..=n {
                s.set(i, j, ((i - 1) * n + j) as f64);
            }
        }
        let i1: Vec<usize> = (1..=n).step_by(4).chain((4..=n).step_by(4)).collect();
        let j1: Vec<usize> = i1.iter().rev().cloned().collect();
        s.assign_block(&i1, &i1, &j1, &j1);
        let i2: Vec<usize> = (2..=n).step_by(4).chain((3..=n).step_by(4)).collect();
        let j2: Vec<usize> = i2.iter().rev().cloned().collect();
        s.assign_block(&i2, &i2, &j2, &j2);
        return s.a;
    }
    let m = n / 2;
    let b = magic_square(m);
    let mut s = Sq {
        n,
        a: vec![0.0; nn],
    };
    let mm = (m * m) as f64;
    for i in 1..=m {
        for j in 1..=m {
            let x = b[(i - 1) + (j - 1) * m];
            s.set(i, j, x);
            s.set(i, j + m, x + 2.0 * mm);
            s.set(i + m, j, x + 3.0 * mm);
            s.set(i + m, j + m, x + mm);
        }
    }
    let k = (m - 1) / 2;
    let ii: Vec<usize> = (1..=m).collect();
    let rows_l: Vec<usize> = ii
        .iter()
        .cloned()
        .chain(ii.iter().map(|&x| x + m))
        .collect();
    let rows_r: Vec<usize> = ii
        .iter()
        .map(|&x| x + m)
        .chain(ii.iter().cloned())
        .collect();
    if k > 1 {
        let jj: Vec<usize> = (2..=k).chain(n - k + 2..=n).collect();
        s.assign_block(&rows_l, &jj, &rows_r, &jj);
    }
    let i3: Vec<usize> = (1..=k).chain(k + 2..=m).collect();
    let l3: Vec<usize> = i3
        .iter()
        .cloned()
        .chain(i3.iter().map(|&x| x + m))
        .collect();
    let r3: Vec<usize> = i3
        .iter()
        .map(|&x| x + m)
        .chain(i3.iter().cloned())
        .collect();
    s.assign_block(&l3, &[1], &r3, &[1]);
    let c = k + 1;
    s.assign_block(&[c, c + m], &[c], &[c + m, c], &[c]);
    s.a
}

fn magic(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let x = args[0]
        .scalar_f64()
        .ok_or_else(|| MatError::invalid_call("magic"))?
        .trunc();
    if x < 0.0 {
        return Err(MatError::msg("magic: N must be non-negative"));
    }
    if x < 1.0 {
        return one(Value::empty());
    }
    let n = x as usize;
    one(Value::from_f64s(Dims::rc(n, n), magic_square(n)))
}

struct Diag {
    k: i64,
}

impl TensorOp for Diag {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        if t.dims.ndims() > 2 {
            return Err(MatError::msg("diag: requires A to be a 2-D matrix"));
        }
        let (r, c) = (t.rows(), t.cols());
        let k = self.k;
        if r == 1 || c == 1 {
            // Vector -> square matrix with the vector on diagonal k.
            let n = t.data.len();
            let m = n + k.unsigned_abs() as usize;
            let mut out = vec![T::default(); m * m];
            for (i, x) in t.data.iter().enumerate() {
                let (row, col) = if k >= 0 {
                    (i, i + k as usize)
                } else {
                    (i + (-k) as usize, i)
                };
                out[row + col * m] = x.clone();
            }
            return Ok(Tensor::new(Dims::rc(m, m), out));
        }
        let (r0, c0) = if k >= 0 {
            (0usize, k as usize)
        } else {
            ((-k) as usize, 0usize)
        };
        if r0 >= r || c0 >= c {
            return Ok(Tensor::new(Dims::rc(0, 1), vec![]));
        }
        let len = (r - r0).min(c - c0);
        let data = (0..len)
            .map(|i| t.data[(r0 + i) + (c0 + i) * r].clone())
            .collect();
        Ok(Tensor::new(Dims::rc(len, 1), data))
    }
}

/// `diag(V, M, N)`: an MxN matrix with V on its diagonal.
struct DiagSized {
    m: usize,
    n: usize,
}

impl TensorOp for DiagSized {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        let mut out = vec![T::default(); self.m * self.n];
        for (i, x) in t.data.iter().take(self.m.min(self.n)).enumerate() {
            out[i + i * self.m] = x.clone();
        }
        Ok(Tensor::new(Dims::rc(self.m, self.n), out))
    }
}

fn diag(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if let Value::Struct(_) = &args[0] {
        return Err(MatError::msg(format!(
            "octave_base_value::diag (): wrong type argument '{}'",
            args[0].type_desc()
        )));
    }
    if let [v, m, n] = args {
        if !matches!(v.dims().as_slice(), [1, _] | [_, 1]) || v.is_empty() {
            return Err(MatError::msg("diag: V must be a vector"));
        }
        let size = |x: &Value| {
            x.scalar_f64()
                .filter(|x| *x == x.trunc())
                .map(|x| x.max(0.0) as usize)
                .ok_or_else(|| MatError::msg("diag: invalid dimensions"))
        };
        let out = apply_op(
            "diag",
            v,
            &DiagSized {
                m: size(m)?,
                n: size(n)?,
            },
        )?;
        return one(crate::value::diagmat::from_full(out));
    }
    let k = match args.get(1) {
        Some(v) => {
            let x = v
                .scalar_f64()
                .filter(|x| *x == x.trunc())
                .ok_or_else(|| MatError::msg("diag: invalid argument K"))?;
            x as i64
        }
        None => 0,
    };
    let v = &args[0];
    if v.dims().as_slice() == [0, 0] && args.len() == 1 {
        return one(v.clone());
    }
    let vector = matches!(v.dims().as_slice(), [1, _] | [_, 1]);
    if vector && k == 0 && v.class().is_float() {
        // A vector on the main diagonal becomes Octave's diagonal matrix.
        let n = v.numel();
        return one(crate::value::diagmat::diag_value(n, n, v.clone()));
    }
    one(apply_op("diag", v, &Diag { k })?)
}

struct Tri {
    k: i64,
    upper: bool,
}

impl TensorOp for Tri {
    fn run<T: Clone + Default>(&self, t: &Tensor<T>) -> Result<Tensor<T>, MatError> {
        if t.dims.ndims() > 2 {
            return Err(MatError::msg(if self.upper {
                "triu: need a 2-D matrix"
            } else {
                "tril: need a 2-D matrix"
            }));
        }
        let (r, c) = (t.rows(), t.cols());
        let mut out = t.data.clone();
        for j in 0..c {
            for i in 0..r {
                let d = j as i64 - i as i64;
                let keep = if self.upper { d >= self.k } else { d <= self.k };
                if !keep {
                    out[i + j * r] = T::default();
                }
            }
        }
        Ok(Tensor::new(t.dims.clone(), out))
    }
}

fn tri(name: &str, args: &[Value], upper: bool) -> Out {
    let k = match args.get(1) {
        Some(v) => v
            .scalar_f64()
            .filter(|x| *x == x.trunc())
            .ok_or_else(|| MatError::msg(format!("{name}: K must be a real scalar")))?
            as i64,
        None => 0,
    };
    one(apply_op(name, &args[0], &Tri { k, upper })?)
}

fn triu(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    tri("triu", args, true)
}
fn tril(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    tri("tril", args, false)
}

fn kron(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut acc = args[0].clone();
    for b in &args[1..] {
        acc = kron2(&acc, b)?;
    }
    one(acc)
}

fn kron2(a: &Value, b: &Value) -> Result<Value, MatError> {
    let (da, db) = (a.dims(), b.dims());
    if da.ndims() > 2 || db.ndims() > 2 {
        return Err(MatError::msg("kron: only 2-D arrays are supported"));
    }
    let (ra, ca, rb, cb) = (da.rows(), da.cols(), db.rows(), db.cols());
    let (r, c) = (ra * rb, ca * cb);
    if matches!(a, Value::Sparse(_)) || matches!(b, Value::Sparse(_)) {
        return kron_sparse(a, b, r, c);
    }
    let single = a.class() == Class::Single || b.class() == Class::Single;
    let cls = if single { Class::Single } else { Class::Double };
    let n = r.checked_mul(c).ok_or_else(MatError::too_large)?;
    if a.is_complex() || b.is_complex() {
        let (xa, xb) = (a.to_c64_vec()?, b.to_c64_vec()?);
        let mut out = crate::alloc::filled(n, C64::new(0.0, 0.0))?;
        for ja in 0..ca {
            for ia in 0..ra {
                let s = xa[ia + ja * ra];
                for jb in 0..cb {
                    for ib in 0..rb {
                        out[(ia * rb + ib) + (ja * cb + jb) * r] = s * xb[ib + jb * rb];
                    }
                }
            }
        }
        return Ok(complex_result(cls, Dims::rc(r, c), out));
    }
    let (xa, xb) = (a.to_f64_vec()?, b.to_f64_vec()?);
    let mut out = crate::alloc::zeros(n)?;
    for ja in 0..ca {
        for ia in 0..ra {
            let s = xa[ia + ja * ra];
            for jb in 0..cb {
                for ib in 0..rb {
                    out[(ia * rb + ib) + (ja * cb + jb) * r] = s * xb[ib + jb * rb];
                }
            }
        }
    }
    Ok(real_result(cls, Dims::rc(r, c), out))
}

/// `kron` with a sparse operand: a sparse product of the stored elements
/// only (Octave's; the full one of two 80000-row operators would not fit).
fn kron_sparse(a: &Value, b: &Value, r: usize, c: usize) -> Result<Value, MatError> {
    let as_sparse = |v: &Value| match v {
        Value::Sparse(s) => Ok(s.as_ref().clone()),
        v => crate::value::sparse::SparseMatrix::from_full(v)
            .ok_or_else(|| MatError::msg("kron: A and B must be numeric")),
    };
    let (sa, sb) = (as_sparse(a)?, as_sparse(b)?);
    let n = sa.nnz() * sb.nnz();
    let mut pos = Vec::new();
    crate::alloc::reserve(&mut pos, n)?;
    for (ia, ja, _) in sa.entries() {
        for (ib, jb, _) in sb.entries() {
            pos.push((ia * sb.rows + ib, ja * sb.cols + jb));
        }
    }
    let vals = match (sa.real_values(), sb.real_values()) {
        (Some(x), Some(y)) => SpData::Real(
            x.iter()
                .flat_map(|&p| y.iter().map(move |&q| p * q))
                .collect(),
        ),
        _ => SpData::Complex(
            (0..sa.nnz())
                .flat_map(|ka| (0..sb.nnz()).map(move |kb| (ka, kb)))
                .map(|(ka, kb)| sa.data.c64(ka) * sb.data.c64(kb))
                .collect(),
        ),
    };
    Ok(crate::value::sparse::SparseMatrix::from_triplets(r, c, &pos, &vals, false).into_value())
}

/// `trace(A)` as Octave's m-file computes it: `A(1)` for a vector (any
/// class, even a 1x1 cell), else the sum of the diagonal, square or not.
fn trace(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    let d = a.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("trace: only valid on 2-D objects"));
    }
    if d.is_empty() {
        return one(Value::Num(0.0));
    }
    if d.rows() == 1 || d.cols() == 1 {
        return one(crate::index::index(a, &[Value::Num(1.0)])?);
    }
    let diagonal = super::call(ctx, "diag", std::slice::from_ref(a), 1)?;
    super::call(ctx, "sum", &diagonal, 1)
}

/// `blkdiag(A, B, ...)`: the arguments along the diagonal of a zero matrix.
fn blkdiag(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut parts = Vec::with_capacity(args.len());
    let (mut rows, mut cols) = (0, 0);
    for a in args {
        let n = num_view("blkdiag", a)?;
        if n.dims().ndims() > 2 {
            return Err(MatError::msg(
                "blkdiag: all arguments must be 2-dimensional matrices",
            ));
        }
        rows += n.dims().rows();
        cols += n.dims().cols();
        parts.push(n);
    }
    let complex = parts.iter().any(|p| matches!(p, Num::C(_)));
    let mut out = vec![C64::new(0.0, 0.0); rows * cols];
    let (mut r0, mut c0) = (0, 0);
    for p in &parts {
        let (r, c) = (p.dims().rows(), p.dims().cols());
        for j in 0..c {
            for i in 0..r {
                out[(r0 + i) + rows * (c0 + j)] = match p {
                    Num::R(x) => C64::new(x.data[i + r * j], 0.0),
                    Num::C(z) => z.data[i + r * j],
                };
            }
        }
        r0 += r;
        c0 += c;
    }
    let dims = Dims::rc(rows, cols);
    // Octave fills a double zero matrix, so every class becomes double.
    one(if complex {
        complex_result(Class::Double, dims, out)
    } else {
        Value::from_f64s(dims, out.iter().map(|z| z.re).collect())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, ctx: &mut Ctx, args: &[Value]) -> Value {
        f(ctx, args, 1).unwrap().remove(0)
    }

    // Expected values: crates/runtime/tests/octave/rng.m and search.m.
    #[test]
    fn randperm_randi_follow_octave() {
        let mut ctx = Ctx::new();
        rand(&mut ctx, &[Value::str("twister"), Value::Num(7.0)], 0).unwrap();
        let p = call(randperm, &mut ctx, &[Value::Num(6.0)]);
        assert_eq!(p.to_f64_vec().unwrap(), vec![2.0, 1.0, 5.0, 4.0, 6.0, 3.0]);
        rand(&mut ctx, &[Value::str("twister"), Value::Num(7.0)], 0).unwrap();
        let r = call(
            randi,
            &mut ctx,
            &[Value::Num(10.0), Value::Num(1.0), Value::Num(4.0)],
        );
        assert_eq!(r.to_f64_vec().unwrap(), vec![4.0, 2.0, 7.0, 1.0]);
    }

    #[test]
    #[allow(clippy::excessive_precision)]
    fn linspace_is_symmetric_like_octave7() {
        let v = linspace_row(0.1, 2.3, 10).unwrap();
        assert_eq!(v[6], 1.5666666666666667);
        assert_eq!(v[7], 1.8111111111111109);
        assert_eq!(v[9], 2.2999999999999998);
        let v = linspace_row(-1.3, 7.1, 7).unwrap();
        assert_eq!(v[3], 2.8999999999999999);
        assert_eq!(v[4], 4.2999999999999989);
    }

    #[test]
    fn magic_squares() {
        let m4 = magic_square(4);
        assert_eq!(&m4[..4], &[16.0, 5.0, 9.0, 4.0]);
        let m6 = magic_square(6);
        assert_eq!(&m6[..6], &[35.0, 3.0, 31.0, 8.0, 30.0, 4.0]);
        assert_eq!(&m6[6..12], &[1.0, 32.0, 9.0, 28.0, 5.0, 36.0]);
        let m3 = magic_square(3);
        assert_eq!(m3, vec![8.0, 3.0, 4.0, 1.0, 5.0, 9.0, 6.0, 7.0, 2.0]);
    }

    #[test]
    fn diag_and_triangles() {
        let mut ctx = Ctx::new();
        let d = call(
            diag,
            &mut ctx,
            &[Value::row_f64(vec![1.0, 2.0]), Value::Num(1.0)],
        );
        assert_eq!(
            d,
            Value::from_f64s(
                Dims::rc(3, 3),
                vec![0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 0.0]
            )
        );
        let a = Value::from_f64s(Dims::rc(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
        assert_eq!(
            call(diag, &mut ctx, &[a.clone(), Value::Num(-1.0)]),
            Value::Num(4.0)
        );
        assert_eq!(
            call(diag, &mut ctx, &[a, Value::Num(5.0)]).dims(),
            Dims::rc(0, 1)
        );
        let t = call(
            tril,
            &mut ctx,
            &[
                Value::from_f64s(Dims::rc(3, 3), magic_square(3)),
                Value::Num(-1.0),
            ],
        );
        assert_eq!(
            t.to_f64_vec().unwrap(),
            vec![0.0, 3.0, 4.0, 0.0, 0.0, 9.0, 0.0, 0.0, 0.0]
        );
    }
}
