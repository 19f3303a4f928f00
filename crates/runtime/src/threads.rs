//! How many threads the parallel kernels may use: `--threads N` and `maxNumCompThreads`.
//!
//! The large matrix products (`gemm`) and faer's blocked factorizations
//! read it at each call. The products' results do not depend on it (each
//! element is summed in the same order whatever the blocks); one thread
//! makes every kernel sequential.

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
