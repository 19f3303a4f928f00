//! Sparse builtins (`sparse speye spalloc spones sprand sprandn sprandsym
//! spdiags issparse nzmax`) and how every other builtin receives sparse arguments.

use std::collections::HashSet;

use decls::Sparse;

use crate::builtins::rng::Dist;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::sparse::{full_all, sparsify, SpData, SparseMatrix};
use crate::value::{Class, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("sparse", sparse),
    ("issparse", issparse),
    ("speye", speye),
    ("spalloc", spalloc),
    ("spones", spones),
    ("sprand", sprand),
    ("sprandn", sprandn),
    ("nzmax", nzmax),
    ("spdiags", spdiags),
    ("sprandsym", sprandsym),
];

/// Runs builtin `name` on arguments of which at least one is sparse: a
/// builtin that knows sparse values gets them; any other gets their full
/// arrays, and its first result is made sparse where Octave's is (as its
/// declaration says: `decls::Sparse`).
pub fn call_with_sparse(
    name: &str,
    run: BuiltinFn,
    ctx: &mut Ctx,
    args: &[Value],
    nargout: usize,
) -> Out {
    let sparse = decls::sparse(name);
    if sparse == Sparse::Takes {
        return run(ctx, args, nargout);
    }
    match (name, &args[0]) {
        ("nnz", Value::Sparse(s)) => return one(Value::Num(s.nnz() as f64)),
        ("nonzeros", Value::Sparse(s)) => return nonzeros(s),
        ("full", Value::Sparse(s)) => return one(s.to_full()?),
        (
            "int8" | "int16" | "int32" | "int64" | "uint8" | "uint16" | "uint32" | "uint64"
            | "single",
            Value::Sparse(_),
        ) => {
            return Err(MatError::msg(format!(
                "invalid conversion from sparse matrix to {name}"
            )))
        }
        _ => {}
    }
    let mapper = sparse == Sparse::Keeps && decls::lookup(name).is_some_and(|d| d.math.is_some());
    if let (true, [Value::Sparse(s)]) = (mapper, args) {
        if let Some(r) = map_stored(ctx, run, s)? {
            return one(r.into_value());
        }
    }
    let mut out = run(ctx, &full_all(args)?, nargout)?;
    if let ("find", Value::Sparse(s), [_, _, _, nr, nc]) = (name, &args[0], out.as_mut_slice()) {
        (*nr, *nc) = (Value::Num(s.rows as f64), Value::Num(s.cols as f64));
    }
    let is_sparse = |v: &Value| matches!(v, Value::Sparse(_));
    let keeps = match name {
        // `cast (X, "like", Y)` takes Y's sparsity, `cast (X, CLASS)` X's.
        "cast" => match (
            args.get(1).and_then(Value::as_string).as_deref(),
            args.get(2),
        ) {
            (Some("like"), Some(like)) => is_sparse(like),
            _ => is_sparse(&args[0]),
        },
        // `zeros (2, "like", S)` is sparse when S is (and two-dimensional).
        "zeros" | "ones" | "true" | "false" | "Inf" | "inf" | "NaN" | "nan" => {
            let like = super::core::ends_in_like(args) && args.last().is_some_and(is_sparse);
            if like && out[0].dims().ndims() > 2 {
                return Err(MatError::msg(format!(
                    "{name}: sparse ND arrays not supported."
                )));
            }
            like
        }
        // The most frequent values, their counts and the cell of all modes.
        "mode" => {
            for v in out.iter_mut().skip(1) {
                *v = match std::mem::take(v) {
                    Value::Cell(mut c) => {
                        let cells = std::rc::Rc::make_mut(&mut c);
                        for x in cells.data_mut() {
                            *x = sparsify(std::mem::take(x));
                        }
                        Value::Cell(c)
                    }
                    other => sparsify(other),
                };
            }
            true
        }
        _ => sparse == Sparse::Keeps,
    };
    if keeps {
        if let Some(first) = out.first_mut() {
            *first = sparsify(std::mem::take(first));
        }
    }
    Ok(out)
}

/// An elementwise builtin of one real sparse argument that keeps zeros
/// (`abs`, `sqrt`, `sin`, ...: `f(0)` is 0) run on the stored elements
/// only, as Octave's mappers are; `None` when `f(0)` is not 0.
fn map_stored(
    ctx: &mut Ctx,
    run: BuiltinFn,
    s: &SparseMatrix,
) -> Result<Option<SparseMatrix>, MatError> {
    if s.is_complex()
        || !matches!(run(ctx, &[Value::Num(0.0)], 1)?.first(), Some(Value::Num(z)) if *z == 0.0)
    {
        return Ok(None);
    }
    crate::ops::sparse::map_stored(s, |col| {
        run(ctx, std::slice::from_ref(col), 1)?
            .into_iter()
            .next()
            .ok_or_else(|| MatError::msg("value on right hand side of assignment is undefined"))
    })
}

/// The stored elements, a full column.
fn nonzeros(s: &SparseMatrix) -> Out {
    let n = s.nnz();
    let dims = crate::value::Dims::rc(n, 1);
    one(match &s.data {
        SpData::Real(v) => Value::from_f64s(dims, v.clone()),
        SpData::Complex(v) => Value::complex(crate::value::Tensor::new(dims, v.clone())),
        SpData::Bool(v) => Value::logical(crate::value::Tensor::new(dims, v.clone())),
    })
}

fn issparse(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Bool(matches!(args[0], Value::Sparse(_))))
}

fn nzmax(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let n = match &args[0] {
        Value::Sparse(s) => s.capacity.max(s.nnz()).max(1),
        v => v.numel(),
    };
    one(Value::Num(n as f64))
}

/// A size argument read as Octave reads it (`idx_type_value`): the first
/// element, an integer, negative sizes taken as 0.
fn extent(v: &Value) -> Result<usize, MatError> {
    if v.is_char()
        || !matches!(v.class(), Class::Double | Class::Single | Class::Logical)
            && !v.class().is_numeric()
    {
        return Err(MatError::msg(format!(
            "octave_base_value::int64_value (): wrong type argument '{}'",
            octave_type_name(v)
        )));
    }
    let x = v.to_f64_vec()?.first().copied().unwrap_or(0.0);
    if x.fract() != 0.0 || x.is_nan() {
        return Err(MatError::msg(format!(
            "conversion of {} to int64_t value failed",
            crate::cfmt::general(x, 6, false, false)
        )));
    }
    Ok(if x < 0.0 { 0 } else { x as usize })
}

/// The stored-element kind a value converts to (`sparse (A)`'s errors).
fn sparse_of(v: &Value) -> Result<SparseMatrix, MatError> {
    if let Some(s) = SparseMatrix::from_full(v) {
        return Ok(s);
    }
    Err(if v.class().is_numeric() {
        MatError::msg(format!(
            "octave_base_value::sparse_matrix_value(): wrong type argument '{}'",
            octave_type_name(v)
        ))
    } else {
        wrong_type("sparse", v)
    })
}

/// The 0-based subscripts of `sparse (I, J, ...)`, `which` naming the
/// position in Octave's index error (`index (1.5,_)`).
fn subscripts(v: &Value, row: bool) -> Result<Vec<usize>, MatError> {
    let xs = v.to_f64_vec()?;
    xs.iter()
        .map(|&x| {
            if x >= 1.0 && x.fract() == 0.0 {
                Ok(x as usize - 1)
            } else {
                let s = crate::cfmt::general(x, 6, false, false);
                let pos = if row {
                    format!("({s},_)")
                } else {
                    format!("(_,{s})")
                };
                Err(MatError::new(
                    "Octave:index-out-of-bounds",
                    format!(
                        "index {pos}: subscripts must be either integers 1 to (2^63)-1 or logicals"
                    ),
                ))
            }
        })
        .collect()
}

fn sparse(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    match args.len() {
        1 => {
            if let Value::Char(_) | Value::Cell(_) | Value::Struct(_) = &args[0] {
                return Err(wrong_type("sparse", &args[0]));
            }
            one(sparse_of(&args[0])?.into_value())
        }
        2 => {
            let (m, n) = (extent(&args[0])?, extent(&args[1])?);
            one(SparseMatrix::zeros(m, n, SpData::Real(Vec::new())).into_value())
        }
        3..=6 => triplets(args),
        _ => Err(MatError::invalid_call("sparse")),
    }
}

/// `sparse (I, J, SV [, M, N [, NZMAX | "unique"]])`.
fn triplets(args: &[Value]) -> Out {
    let sv = &args[2];
    if let Value::Char(_) | Value::Cell(_) | Value::Struct(_) = sv {
        return Err(wrong_type("sparse", sv));
    }
    let i = subscripts(&args[0], true)?;
    let j = subscripts(&args[1], false)?;
    let vals = match sv.class() {
        Class::Logical => SpData::Bool(sv.to_f64_vec()?.iter().map(|&x| x != 0.0).collect()),
        _ if sv.is_complex() => SpData::Complex(sv.to_c64_vec()?),
        _ => SpData::Real(sv.to_f64_vec()?),
    };
    // Scalars expand to the length of the others.
    let len = [i.len(), j.len(), vals.len()]
        .into_iter()
        .filter(|&l| l != 1)
        .max()
        .unwrap_or(1);
    let fits = |l: usize| l == 1 || l == len;
    if !fits(i.len()) || !fits(j.len()) || !fits(vals.len()) {
        return Err(MatError::msg("sparse: dimension mismatch"));
    }
    let (m, n) = if args.len() >= 5 {
        (extent(&args[3])?, extent(&args[4])?)
    } else {
        (
            i.iter().max().map_or(0, |&r| r + 1),
            j.iter().max().map_or(0, |&c| c + 1),
        )
    };
    let at = |v: &[usize], k: usize| if v.len() == 1 { v[0] } else { v[k] };
    let mut pos = Vec::with_capacity(len);
    for k in 0..len {
        let (r, c) = (at(&i, k), at(&j, k));
        if r >= m {
            return Err(MatError::msg(format!(
                "sparse: row index {}out of bound {m}",
                r + 1
            )));
        }
        if c >= n {
            return Err(MatError::msg(format!(
                "sparse: column index {} out of bound {n}",
                c + 1
            )));
        }
        pos.push((r, c));
    }
    let vals = if vals.len() == 1 && len != 1 {
        match vals {
            SpData::Real(v) => SpData::Real(vec![v[0]; len]),
            SpData::Complex(v) => SpData::Complex(vec![v[0]; len]),
            SpData::Bool(v) => SpData::Bool(vec![v[0]; len]),
        }
    } else {
        vals
    };
    let (sum, capacity) = match args.get(5) {
        Some(v) if v.is_char() => {
            if v.as_string().as_deref() != Some("unique") {
                return Err(MatError::msg(
                    "sparse: last argument must be numeric or \"unique\"",
                ));
            }
            (false, 0)
        }
        Some(v) => (true, extent(v)?),
        None => (true, 0),
    };
    // Octave keeps the storage asked for unless repeated positions were
    // merged, which compresses it to the elements stored.
    let mut distinct = pos.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let merged = distinct.len() < pos.len();
    let mut s = SparseMatrix::from_triplets(m, n, &pos, &vals, sum);
    if !merged {
        s.capacity = s.capacity.max(capacity);
    }
    one(s.into_value())
}

/// `speye (N)`, `speye (M, N)`, `speye ([M N])`.
fn speye(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let invalid = || MatError::msg("speye: invalid matrix dimension");
    let (m, n) = match args {
        // speye.m reads M before it checks it.
        [] => return Err(MatError::undefined("m")),
        [d] if d.dims().is_vector() && d.numel() == 2 => {
            let v = d.to_f64_vec()?;
            (extent(&Value::Num(v[0]))?, extent(&Value::Num(v[1]))?)
        }
        [d] if d.numel() == 1 => {
            let k = extent(d)?;
            (k, k)
        }
        [a, b] if a.numel() == 1 && b.numel() == 1 => (extent(a)?, extent(b)?),
        _ => return Err(invalid()),
    };
    let k = m.min(n);
    let pos: Vec<(usize, usize)> = (0..k).map(|d| (d, d)).collect();
    one(SparseMatrix::from_triplets(m, n, &pos, &SpData::Real(vec![1.0; k]), true).into_value())
}

/// `spalloc (M, N, NZ)`: an all-zero matrix with room for `NZ` elements.
fn spalloc(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (m, n) = (extent(&args[0])?, extent(&args[1])?);
    let mut s = SparseMatrix::zeros(m, n, SpData::Real(Vec::new()));
    if let Some(v) = args.get(2) {
        s.capacity = extent(v)?;
    }
    one(s.into_value())
}

/// `spones (S)`: ones where `S` has nonzeros.
fn spones(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let s = sparse_of(&args[0])?;
    let pos: Vec<(usize, usize)> = s.entries().map(|(r, c, _)| (r, c)).collect();
    let ones = SpData::Real(vec![1.0; pos.len()]);
    one(SparseMatrix::from_triplets(s.rows, s.cols, &pos, &ones, true).into_value())
}

fn sprand(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random_sparse(ctx, args, "sprand", Dist::Uniform)
}

fn sprandn(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    random_sparse(ctx, args, "sprandn", Dist::Normal)
}

/// A non-negative integer scalar argument of `sprand`, or its error.
fn size_arg(v: &Value, name: &str, what: &str) -> Result<usize, MatError> {
    match v.scalar_f64() {
        Some(x) if v.numel() == 1 && x >= 0.0 && x.fract() == 0.0 => Ok(x as usize),
        _ => Err(MatError::msg(format!(
            "{name}: {what} must be a non-negative integer"
        ))),
    }
}

/// `sprand`/`sprandn` (Octave's `__sprand__.m`): random values at random
/// positions, `round (D*M*N)` of them, or at the nonzeros of a matrix.
fn random_sparse(ctx: &mut Ctx, args: &[Value], name: &str, dist: Dist) -> Out {
    if args.len() == 1 {
        let s = sparse_of(&args[0])?;
        let pos: Vec<(usize, usize)> = s.entries().map(|(r, c, _)| (r, c)).collect();
        let mut vals = vec![0.0; pos.len()];
        ctx.rand.fill(dist, &mut vals);
        return one(
            SparseMatrix::from_triplets(s.rows, s.cols, &pos, &SpData::Real(vals), true)
                .into_value(),
        );
    }
    if args.len() == 2 {
        return Err(MatError::invalid_call(name));
    }
    let m = size_arg(&args[0], name, "M")?;
    let n = size_arg(&args[1], name, "N")?;
    let d = args[2].scalar_f64().unwrap_or(f64::NAN);
    // A NaN density passes, as in `__sprand__.m`.
    #[allow(clippy::manual_range_contains)]
    if d < 0.0 || d > 1.0 {
        return Err(MatError::msg(format!(
            "{name}: density D must be between 0 and 1"
        )));
    }
    if m == 0 || n == 0 {
        return one(SparseMatrix::zeros(m, n, SpData::Real(Vec::new())).into_value());
    }
    if let Some(rc) = args.get(3) {
        return with_condition(ctx, name, m, n, d, rc);
    }
    let mn = m as f64 * n as f64;
    let k = (d * mn).round() as usize;
    let pos = distinct_positions(ctx, m, n, k)?;
    let mut vals = vec![0.0; pos.len()];
    ctx.rand.fill(dist, &mut vals);
    one(SparseMatrix::from_triplets(m, n, &pos, &SpData::Real(vals), true).into_value())
}

/// `k` distinct random positions of an `m x n` matrix.
fn distinct_positions(
    ctx: &mut Ctx,
    m: usize,
    n: usize,
    k: usize,
) -> Result<Vec<(usize, usize)>, MatError> {
    let idx = distinct_indices(ctx, m as f64 * n as f64, k)?;
    let m = m as u128;
    Ok(idx
        .into_iter()
        .map(|p| ((p % m) as usize, (p / m) as usize))
        .collect())
}

/// `k` distinct random integers in `0..total` (what `randperm (total, k)`
/// gives, less one), without ever listing all `total` of them when `k` is
/// much smaller.
fn distinct_indices(ctx: &mut Ctx, total: f64, k: usize) -> Result<Vec<u128>, MatError> {
    if k > (1 << 27) {
        return Err(MatError::msg(
            "out of memory or dimension too large for Octave's index type",
        ));
    }
    if k as f64 * 2.0 > total {
        // Dense enough: a partial shuffle of every index.
        let total = total as usize;
        let mut all: Vec<usize> = (0..total).collect();
        for i in 0..k {
            let r = i + (ctx.rand.uniform() * (total - i) as f64) as usize;
            all.swap(i, r.min(total - 1));
        }
        return Ok(all[..k].iter().map(|&p| p as u128).collect());
    }
    let mut seen = HashSet::with_capacity(k);
    let mut out = Vec::with_capacity(k);
    while out.len() < k {
        let p = (ctx.rand.uniform() * total).floor().min(total - 1.0) as u128;
        if seen.insert(p) {
            out.push(p);
        }
    }
    Ok(out)
}

/// `sprandsym (N, D)`: a random symmetric matrix with about `round (N^2*D)`
/// nonzeros (Octave's `sprandsym.m`), or `sprandsym (S)`: normal values
/// at the nonzeros of `S`'s lower triangle, mirrored.
fn sprandsym(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() == 1 {
        let s = sparse_of(&args[0])?;
        let lower: Vec<(usize, usize)> = s
            .entries()
            .map(|(r, c, _)| (r, c))
            .filter(|&(r, c)| r >= c)
            .collect();
        let mut vals = vec![0.0; lower.len()];
        ctx.rand.fill(Dist::Normal, &mut vals);
        let mut pos = lower.clone();
        let mut all = vals.clone();
        for (k, &(r, c)) in lower.iter().enumerate() {
            if r > c {
                pos.push((c, r));
                all.push(vals[k]);
            }
        }
        return one(
            SparseMatrix::from_triplets(s.rows, s.cols, &pos, &SpData::Real(all), true)
                .into_value(),
        );
    }
    let n = match args[0].scalar_f64() {
        Some(x) if args[0].numel() == 1 && x >= 0.0 && x.fract() == 0.0 => x as usize,
        _ => {
            return Err(MatError::msg(
                "sprandsym: N must be a non-negative integer 0",
            ))
        }
    };
    if n == 0 {
        return one(SparseMatrix::zeros(0, 0, SpData::Real(Vec::new())).into_value());
    }
    let d = args[1].scalar_f64().unwrap_or(f64::NAN);
    // A NaN density passes, as in `sprandsym.m`.
    #[allow(clippy::manual_range_contains)]
    if d < 0.0 || d > 1.0 {
        return Err(MatError::msg(
            "sprandsym: density D must be between 0 and 1",
        ));
    }
    let nf = n as f64;
    let k = (nf * nf * d).round();
    let r = pick_rand_diag(ctx, nf, k)?;
    let m = ((k - r) / 2.0) as usize;
    let ondiag = distinct_indices(ctx, nf, r as usize)?;
    let offdiag = distinct_indices(ctx, nf * (nf - 1.0) / 2.0, m)?;
    let mut diag_vals = vec![0.0; ondiag.len()];
    ctx.rand.fill(Dist::Normal, &mut diag_vals);
    let mut off_vals = vec![0.0; m];
    ctx.rand.fill(Dist::Normal, &mut off_vals);
    let mut pos: Vec<(usize, usize)> = ondiag.iter().map(|&p| (p as usize, p as usize)).collect();
    let mut vals = diag_vals;
    for (q, &p) in offdiag.iter().enumerate() {
        // Entry p (0-based) of the strict lower triangle, row by row:
        // row t (0-based) holds its t entries from index t(t-1)/2 on.
        let mut t = ((1.0 + (1.0 + 8.0 * p as f64).sqrt()) / 2.0).floor() as u128;
        while t * (t - 1) / 2 > p {
            t -= 1;
        }
        while (t + 1) * t / 2 <= p {
            t += 1;
        }
        let (i, j) = (t as usize, (p - t * (t - 1) / 2) as usize);
        pos.push((i, j));
        pos.push((j, i));
        vals.push(off_vals[q]);
        vals.push(off_vals[q]);
    }
    one(SparseMatrix::from_triplets(n, n, &pos, &SpData::Real(vals), true).into_value())
}

/// How many of `k` nonzeros go on the diagonal (`pick_rand_diag` of
/// `sprandsym.m`): drawn from the distribution of that count over
/// symmetric patterns.
fn pick_rand_diag(ctx: &mut Ctx, n: f64, k: f64) -> Result<f64, MatError> {
    if k == 1.0 {
        return Ok(1.0);
    }
    let a = n * (n - 1.0) / 2.0;
    let mut d = Vec::new();
    let mut x = k % 2.0;
    while x <= n.min(k) - 2.0 {
        d.push(x);
        x += 2.0;
    }
    let Some(&last) = d.last() else {
        return Err(MatError::new(
            "Octave:index-out-of-bounds",
            "d(0): subscripts must be either integers 1 to (2^63)-1 or logicals",
        ));
    };
    let q: Vec<f64> = d
        .iter()
        .map(|&di| {
            let m = (k - di) / 2.0;
            (n - di) * (n - di - 1.0) * m / (di + 2.0) / (di + 1.0) / (a - m + 1.0)
        })
        .collect();
    // The first largest partial sum of log(q), 0-based.
    let mut best = 0;
    let mut sum = 0.0;
    let mut best_sum = f64::NEG_INFINITY;
    for (i, &qi) in q.iter().enumerate() {
        sum += qi.ln();
        if sum > best_sum {
            best_sum = sum;
            best = i;
        }
    }
    let midx = best + 1;
    let mut c = Vec::with_capacity(q.len() + 1);
    let mut acc = 1.0;
    for i in (0..midx).rev() {
        acc /= q[i];
        c.push(acc);
    }
    c.reverse();
    c.push(1.0);
    let mut acc = 1.0;
    for &qi in &q[midx..] {
        acc *= qi;
        c.push(acc);
    }
    let total: f64 = c.iter().sum();
    d.push(last + 2.0);
    let u = ctx.rand.uniform();
    let mut cum = 0.0;
    let below = c
        .iter()
        .take_while(|&&ci| {
            cum += ci / total;
            cum < u
        })
        .count();
    Ok(d[below.min(d.len() - 1)])
}

/// `sprand (M, N, D, RC)`: singular values from `RC` spread by random
/// plane rotations until the matrix has `round (D*M*N)` nonzeros.
fn with_condition(ctx: &mut Ctx, name: &str, m: usize, n: usize, d: f64, rc: &Value) -> Out {
    if !rc.dims().is_vector() && !rc.is_empty() {
        return Err(MatError::msg(format!(
            "{name}: RC must be a scalar or vector"
        )));
    }
    let p = m.min(n);
    let mut sv = if rc.numel() == 1 {
        let r = rc.scalar_f64().unwrap_or(f64::NAN);
        if !(0.0..=1.0).contains(&r) {
            return Err(MatError::msg(format!(
                "{name}: reciprocal condition number RC must be between 0 and 1"
            )));
        }
        let mut v = vec![0.0; p];
        ctx.rand.fill(Dist::Uniform, &mut v);
        for x in v.iter_mut() {
            *x = *x * (1.0 - r) + r;
        }
        v[0] = 1.0;
        v[p - 1] = r;
        v
    } else {
        let mut v = rc.to_f64_vec()?;
        v.truncate(p);
        v
    };
    sv.sort_by(|a, b| b.total_cmp(a));
    let total = m.checked_mul(n).filter(|&t| t <= 1 << 24).ok_or_else(|| {
        MatError::msg("out of memory or dimension too large for Octave's index type")
    })?;
    let mut a = vec![0.0; total];
    for (k, &x) in sv.iter().enumerate() {
        a[k + k * m] = x;
    }
    let k = (d * total as f64).round() as usize;
    let nnz = |a: &[f64]| a.iter().filter(|&&x| x != 0.0).count();
    let pair = |ctx: &mut Ctx, len: usize| {
        let i = (ctx.rand.uniform() * len as f64) as usize % len;
        let mut j = (ctx.rand.uniform() * (len - 1) as f64) as usize % (len - 1);
        if j >= i {
            j += 1;
        }
        (i, j)
    };
    while nnz(&a) < k {
        if m > 1 {
            let t = 2.0 * std::f64::consts::PI * ctx.rand.uniform();
            let (c, s) = (t.cos(), t.sin());
            let (i, j) = pair(ctx, m);
            for col in 0..n {
                let (x, y) = (a[i + col * m], a[j + col * m]);
                a[i + col * m] = c * x - s * y;
                a[j + col * m] = s * x + c * y;
            }
        }
        if n > 1 {
            let t = 2.0 * std::f64::consts::PI * ctx.rand.uniform();
            let (c, s) = (t.cos(), t.sin());
            let (i, j) = pair(ctx, n);
            for row in 0..m {
                let (x, y) = (a[row + i * m], a[row + j * m]);
                a[row + i * m] = c * x - s * y;
                a[row + j * m] = s * x + c * y;
            }
        }
        if m <= 1 && n <= 1 {
            break;
        }
    }
    let full = Value::from_f64s(crate::value::Dims::rc(m, n), a);
    one(sparsify(full))
}

/// `spdiags` (Octave's `spdiags.m`): the diagonals of a matrix as columns
/// (`[B, d] = spdiags (A [, d])`), a matrix built from such columns
/// (`spdiags (B, d, m, n)`), or `A` with some diagonals replaced
/// (`spdiags (B, d, A)`).
fn spdiags(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    match args.len() {
        1 | 2 => diagonals_of(&args[0], args.get(1)),
        3 => {
            let a = &args[2];
            let (nr, nc) = (
                Value::Num(a.dims().rows() as f64),
                Value::Num(a.dims().cols() as f64),
            );
            let old = diagonals_of(a, Some(&args[1]))?.remove(0);
            let removed = from_diagonals(&old, &args[1], &nr, &nc)?;
            let added = from_diagonals(&args[0], &args[1], &nr, &nc)?;
            let b = crate::ops::binary(crate::ops::BinOp::Sub, a, &removed)?;
            one(crate::ops::binary(crate::ops::BinOp::Add, &b, &added)?)
        }
        _ => one(from_diagonals(&args[0], &args[1], &args[2], &args[3])?),
    }
}

/// The elements of `v` (column-major) and its extents, through its full array.
fn elements(v: &Value) -> Result<(Vec<C64>, usize, usize), MatError> {
    let f = crate::value::sparse::full(v)?;
    let d = f.dims();
    Ok((f.to_c64_vec()?, d.rows(), d.cols()))
}

/// `[B, d] = spdiags (A [, d])`: diagonal `d(k)` of `A` in column `k` of
/// `B`, aligned as Octave aligns it; `d` defaults to the diagonals with a
/// nonzero.
fn diagonals_of(v: &Value, d: Option<&Value>) -> Out {
    let (z, nr, nc) = elements(v)?;
    let d_val = match d {
        Some(d) => d.clone(),
        None => {
            let mut ks: Vec<i64> = (0..z.len())
                .filter(|&p| z[p].re != 0.0 || z[p].im != 0.0)
                .map(|p| (p / nr) as i64 - (p % nr) as i64)
                .collect();
            ks.sort_unstable();
            ks.dedup();
            Value::col_f64(ks.into_iter().map(|k| k as f64).collect())
        }
    };
    let ds = d_val.to_f64_vec()?;
    let brows = nr.min(nc);
    let mut b = vec![C64::new(0.0, 0.0); brows * ds.len()];
    for (k, &dn) in ds.iter().enumerate() {
        if dn <= -(nr as f64) || dn > nc as f64 {
            continue;
        }
        let dn = dn as i64;
        let dv: Vec<C64> = (0..nr as i64)
            .map(|r| (r, r + dn))
            .filter(|&(_, c)| c >= 0 && c < nc as i64)
            .map(|(r, c)| z[r as usize + c as usize * nr])
            .collect();
        let late = if nr >= nc { dn > 0 } else { dn < 0 };
        let offset = if late { brows - dv.len() } else { 0 };
        for (t, x) in dv.into_iter().enumerate() {
            b[offset + t + k * brows] = x;
        }
    }
    let dims = crate::value::Dims::rc(brows, ds.len());
    let b = if v.is_complex() {
        Value::complex(crate::value::Tensor::new(dims, b))
    } else {
        Value::from_f64s(dims, b.into_iter().map(|x| x.re).collect())
    };
    Ok(vec![b, d_val])
}

/// `spdiags (B, d, m, n)`: the `m x n` sparse matrix whose diagonal `d(k)`
/// is column `k` of `B`.
fn from_diagonals(b: &Value, d: &Value, m: &Value, n: &Value) -> Result<Value, MatError> {
    let (m, n) = (extent(m)?, extent(n)?);
    let (z, br, _) = elements(b)?;
    let ds = d.to_f64_vec()?;
    let mut pos = Vec::new();
    let mut keep = Vec::new();
    for (p, x) in z.iter().enumerate() {
        if x.re == 0.0 && x.im == 0.0 {
            continue;
        }
        let (row, k) = ((p % br) as f64 + 1.0, p / br);
        let Some(&dk) = ds.get(k) else {
            return Err(MatError::msg(format!(
                "index ({}): out of bound {}",
                k + 1,
                ds.len()
            )));
        };
        let offset = if m >= n {
            dk.min(n as f64 - m as f64).max(0.0)
        } else {
            dk
        };
        let j = row + offset;
        let i = j - dk;
        if i > 0.0 && i <= m as f64 && j > 0.0 && j <= n as f64 {
            pos.push((i as usize - 1, j as usize - 1));
            keep.push(p);
        }
    }
    let vals = match b.class() {
        Class::Logical => SpData::Bool(keep.iter().map(|&p| z[p].re != 0.0).collect()),
        _ if b.is_complex() => SpData::Complex(keep.iter().map(|&p| z[p]).collect()),
        _ => SpData::Real(keep.iter().map(|&p| z[p].re).collect()),
    };
    Ok(SparseMatrix::from_triplets(m, n, &pos, &vals, true).into_value())
}
