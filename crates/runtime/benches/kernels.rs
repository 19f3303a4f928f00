//! `cargo bench -p runtime`: the library kernels of
//! `bench/kernels/kernels_speed.m`, called from Rust without the
//! interpreter, so that a change to one kernel can be timed alone (divan
//! prints the fastest, median and slowest of its samples). The sizes are a
//! tenth of the MATLAB benchmark's, the data the same quadratic hash.
//! `bench/kernels/run.py` is the comparison with Octave; this is not.

use divan::Bencher;
use runtime::ops::{self, BinOp};
use runtime::value::{Dims, Tensor};
use runtime::{Ctx, Value};

fn main() {
    divan::main();
}

/// `n` numbers in [0, 1), `pseudo` of `kernels_speed.m` (exact in doubles).
fn pseudo(n: usize, seed: f64) -> Vec<f64> {
    let m = 2f64.powi(26);
    (1..=n)
        .map(|k| {
            let k = k as f64;
            let x = (k * 40503.0 + seed) % m;
            let x = (x * (x + 7.0) + 3.0 * k) % m;
            ((x * (x + 13.0) + k) % m) / m
        })
        .collect()
}

fn column(data: Vec<f64>) -> Value {
    let n = data.len();
    Value::real(Tensor::new(Dims::rc(n, 1), data))
}

fn matrix(r: usize, c: usize, seed: f64) -> Value {
    Value::real(Tensor::new(Dims::rc(r, c), pseudo(r * c, seed)))
}

/// A well-conditioned `n`x`n` matrix: the hash plus `n` on the diagonal.
fn dominant(n: usize) -> Value {
    let mut d = pseudo(n * n, 777.0);
    for i in 0..n {
        d[i * n + i] += n as f64;
    }
    Value::real(Tensor::new(Dims::rc(n, n), d))
}

fn call(name: &str, args: &[Value], nargout: usize) -> Vec<Value> {
    runtime::builtins::call(&mut Ctx::new(), name, args, nargout).expect("kernel runs")
}

const N: usize = 200_000;

#[divan::bench(args = [150, 500])]
fn mldivide(b: Bencher, n: usize) {
    let (a, rhs) = (dominant(n), column(pseudo(n, 12345.0)));
    b.bench_local(|| ops::binary(BinOp::MatLeftDiv, &a, &rhs).unwrap());
}

#[divan::bench(args = [150, 500])]
fn mtimes(b: Bencher, n: usize) {
    let a = matrix(n, n, 777.0);
    b.bench_local(|| ops::binary(BinOp::MatMul, &a, &a).unwrap());
}

#[divan::bench(args = ["chol", "qr", "lu", "inv", "det", "eig", "svd"])]
fn factorization(b: Bencher, name: &str) {
    // Symmetric positive definite, so that every one of them applies.
    let a = dominant(300);
    let a = ops::binary(BinOp::Add, &a, &ops::transpose(&a, false).unwrap()).unwrap();
    b.bench_local(|| call(name, std::slice::from_ref(&a), 1));
}

#[divan::bench(args = ["sort", "unique", "sum", "max", "mean", "std", "cumsum", "find", "fft"])]
fn vector(b: Bencher, name: &str) {
    let v = column(pseudo(N, 12345.0).iter().map(|x| x * 1000.0).collect());
    b.bench_local(|| call(name, std::slice::from_ref(&v), 1));
}

#[divan::bench]
fn accumarray(b: Bencher) {
    let subs = column(
        pseudo(N, 999.0)
            .iter()
            .map(|x| (x * 1000.0).floor() + 1.0)
            .collect(),
    );
    let vals = column(pseudo(N, 12345.0));
    // The interpreter's `accumarray` intrinsic: subscripts, then sums.
    use runtime::builtins::accumarray::{accumarray_index, accumarray_sum};
    b.bench_local(|| {
        let (lin, size) = accumarray_index(&subs, N, None).unwrap();
        accumarray_sum(&lin, &vals, &size, 0.0).unwrap()
    });
}

#[divan::bench]
fn conv(b: Bencher) {
    let (u, v) = (column(pseudo(N / 10, 1.0)), column(pseudo(200, 2.0)));
    b.bench_local(|| call("conv", &[u.clone(), v.clone()], 1));
}

#[divan::bench]
fn minus_column_means(b: Bencher) {
    let m = matrix(300, 300, 12345.0);
    b.bench_local(|| {
        let mean = call("mean", std::slice::from_ref(&m), 1).remove(0);
        ops::binary(BinOp::Sub, &m, &mean).unwrap()
    });
}

#[divan::bench]
fn elementwise(b: Bencher) {
    let x = column(pseudo(N, 12345.0));
    b.bench_local(|| {
        let s = call("sin", std::slice::from_ref(&x), 1).remove(0);
        let s2 = ops::binary(BinOp::Pow, &s, &Value::Num(2.0)).unwrap();
        let e = call("exp", &[ops::unary(ops::UnOp::Neg, &x).unwrap()], 1).remove(0);
        ops::binary(BinOp::Sub, &s2, &ops::binary(BinOp::Mul, &e, &x).unwrap()).unwrap()
    });
}
