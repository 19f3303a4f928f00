//! How many threads the parallel kernels may use: `--threads N` and `maxNumCompThreads`.
//!
//! The large matrix products (`gemm`), faer's blocked factorizations and
//! the elementwise library functions of long arrays ([`map`], and the
//! interpreter's fused passes that call one) read it at each call. The
//! products' results do not depend on it (each element is summed in the
//! same order whatever the blocks); one thread makes every kernel
//! sequential.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// The setting; 0 until something sets it, meaning [`cores`].
static THREADS: AtomicUsize = AtomicUsize::new(0);

/// The cores this process may run on (one when unknown): `nproc`.
pub fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The threads the kernels may use now (at least one).
pub fn count() -> usize {
    match THREADS.load(Ordering::Relaxed) {
        0 => cores(),
        n => n,
    }
}

/// Uses `n` threads from now on (`None`: as many as the cores); returns
/// the count before.
pub fn set(n: Option<usize>) -> usize {
    let old = count();
    THREADS.store(n.map_or(0, |n| n.max(1)), Ordering::Relaxed);
    old
}

/// Into how many stretches, one a thread, to cut `n` elements of a kernel
/// with no machine instruction: one below `decls::SHARED_MIN`, and no
/// stretch shorter than half that.
pub fn parts(n: usize) -> usize {
    if n < decls::SHARED_MIN {
        return 1;
    }
    count().min(n / (decls::SHARED_MIN / 2)).max(1)
}

/// `f` of each element, arrays of `decls::SHARED_MIN` elements or more cut
/// into one stretch per thread. Each element is `f` of its own, so the
/// result does not depend on the count.
pub fn map(data: &[f64], f: fn(f64) -> f64) -> Vec<f64> {
    let n = data.len();
    let t = parts(n);
    if t < 2 {
        return data.iter().map(|&x| f(x)).collect();
    }
    let mut out: Vec<f64> = Vec::with_capacity(n);
    let step = n.div_ceil(t);
    rayon::scope(|s| {
        for (o, d) in out.spare_capacity_mut()[..n]
            .chunks_mut(step)
            .zip(data.chunks(step))
        {
            s.spawn(move |_| {
                for (o, &x) in o.iter_mut().zip(d) {
                    o.write(f(x));
                }
            });
        }
    });
    // SAFETY: the chunks cover the first `n` places, each written above.
    unsafe { out.set_len(n) };
    out
}
