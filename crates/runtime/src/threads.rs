//! How many threads the parallel kernels may use (`--threads N`, `maxNumCompThreads`), the two-way fork of kernels that split every step, and the pipeline that feeds a reduction in order.
//!
//! The large matrix products (`gemm`), faer's blocked factorizations and
//! the elementwise library functions of long arrays ([`map`], and the
//! interpreter's fused passes that call one) read it at each call. The
//! products' results do not depend on it (each element is summed in the
//! same order whatever the blocks); one thread makes every kernel
//! sequential.

use std::cell::UnsafeCell;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
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
    let jobs = out.spare_capacity_mut()[..n]
        .chunks_mut(step)
        .zip(data.chunks(step))
        .collect();
    each(jobs, |(o, d)| {
        for (o, &x) in o.iter_mut().zip(d) {
            o.write(f(x));
        }
    });
    // SAFETY: the chunks cover the first `n` places, each written above.
    unsafe { out.set_len(n) };
    out
}

/// `f` of each job, the jobs run at once: two on this thread and
/// [`fork`]'s helper, which is awake between the statements of a loop,
/// more on rayon's pool. A rayon scope entered from outside the pool
/// parks this thread and wakes a worker for every call: about ten context
/// switches a fused statement, a quarter of `lgdr`'s time in the kernel.
pub fn each<T: Send>(jobs: Vec<T>, f: impl Fn(T) + Sync) {
    match <[T; 2]>::try_from(jobs) {
        Ok([a, b]) => fork(|| f(a), || f(b)),
        Err(jobs) if jobs.len() < 2 => jobs.into_iter().for_each(&f),
        Err(jobs) => rayon::scope(|s| {
            for job in jobs {
                let f = &f;
                s.spawn(move |_| f(job));
            }
        }),
    }
}

/// Runs `a` on this thread and `b` on a second one when [`count`] allows
/// two, else `a` then `b`: the same calls either way, so a kernel that
/// cuts its work by the sizes alone gives the same bits on one thread and
/// two. The second thread is [`fork`]'s own, which spins for a while after
/// each call before it sleeps: a factorization that forks at every step
/// (hundreds of times a call) would pay a sleeping pool thread's wake-up,
/// tens of microseconds, each time. A fork from inside `b`, or from a
/// second thread while one is under way, runs sequentially.
pub fn fork(a: impl FnOnce(), b: impl FnOnce() + Send) {
    let helper = match count() > 1 {
        true => spinner::get(),
        false => None,
    };
    match helper {
        Some(h) if h.claim() => h.run(a, b),
        _ => {
            a();
            b();
        }
    }
}

/// Parts a [`pipeline`] computes ahead of the one being reduced.
const AHEAD: usize = 4;

/// `reduce` of parts `0..parts` in order, on this thread, while [`fork`]'s
/// helper computes the next ones: `produce(i, slot)` writes part `i` into
/// the first elements of `slot` (of `slot_len`) and says how many. A
/// reduction that must add in order (a `sum`'s chain of additions, one
/// every few cycles) then overlaps the passes computing its elements,
/// which otherwise run before each chunk is added. Either thread produces
/// (this one when the next part is not ready, so one thread, or a helper
/// that has not started, computes every part itself); at most `AHEAD`
/// parts wait. `reduce` sees the parts in order whatever the threads.
///
/// # Safety
/// `produce` writes the first `n` elements of its slot when it says `n`:
/// `reduce` reads them as initialized.
pub unsafe fn pipeline(
    parts: usize,
    slot_len: usize,
    produce: impl Fn(usize, &mut [MaybeUninit<f64>]) -> usize + Sync,
    mut reduce: impl FnMut(&[f64]),
) {
    let mut data = Vec::with_capacity(AHEAD * slot_len);
    // SAFETY: an uninitialized `MaybeUninit` is a valid value, so the
    // slots need no loop to make them (a sum may call this often).
    unsafe { data.set_len(AHEAD * slot_len) };
    let ring = Ring {
        data: data.into_boxed_slice(),
        slot_len,
        ready: Default::default(),
        len: Default::default(),
        next: AtomicUsize::new(0),
        consumed: AtomicUsize::new(0),
        parts,
        stop: AtomicBool::new(false),
    };
    let ring = &ring;
    let produce = &produce;
    fork(
        || {
            let _stop = StopOnUnwind(&ring.stop);
            for k in 0..parts {
                let s = k % AHEAD;
                let mut spins = 0u32;
                while ring.ready[s].load(Ordering::Acquire) != k + 1 {
                    if ring.stop.load(Ordering::Relaxed) {
                        return; // the helper panicked: `fork` passes it on
                    }
                    match ring.claim() {
                        Some(i) => ring.produce(i, produce),
                        None => spinner::pause(&mut spins),
                    }
                }
                let n = ring.len[s].load(Ordering::Relaxed);
                // SAFETY: part `k` is written (`ready`, acquired above; `n`
                // elements, the caller) and no producer touches slot `s`
                // until `consumed` passes `k`.
                reduce(unsafe { ring.slot(s, n) });
                ring.consumed.store(k + 1, Ordering::Release);
            }
        },
        || {
            let _stop = StopOnUnwind(&ring.stop);
            let mut spins = 0u32;
            while ring.next.load(Ordering::Relaxed) < parts && !ring.stop.load(Ordering::Relaxed) {
                match ring.claim() {
                    Some(i) => {
                        ring.produce(i, produce);
                        spins = 0;
                    }
                    None => spinner::pause(&mut spins),
                }
            }
        },
    );
}

/// The slots of a [`pipeline`] and who may touch which.
struct Ring {
    data: Box<[UnsafeCell<MaybeUninit<f64>>]>,
    slot_len: usize,
    /// Slot `s` holds part `i` once `ready[s]` is `i + 1`, of `len[s]`
    /// elements.
    ready: [AtomicUsize; AHEAD],
    len: [AtomicUsize; AHEAD],
    /// The next part to claim, and how many parts are reduced.
    next: AtomicUsize,
    consumed: AtomicUsize,
    parts: usize,
    /// Set when either side unwinds, so that the other does not wait.
    stop: AtomicBool,
}

// SAFETY: a slot is written only by the thread that claimed its part
// (`claim`: the part `AHEAD` before it is reduced, acquired through
// `consumed`) and read only by the reducing thread once `ready` (released
// after the write) names the part.
unsafe impl Sync for Ring {}

impl Ring {
    /// The next part to produce, if any is left and its slot is free.
    fn claim(&self) -> Option<usize> {
        let mut i = self.next.load(Ordering::Relaxed);
        loop {
            if i >= self.parts || i >= self.consumed.load(Ordering::Acquire) + AHEAD {
                return None;
            }
            match self
                .next
                .compare_exchange_weak(i, i + 1, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return Some(i),
                Err(j) => i = j,
            }
        }
    }

    /// Part `i`, claimed by this thread, written into its slot.
    fn produce(&self, i: usize, produce: &impl Fn(usize, &mut [MaybeUninit<f64>]) -> usize) {
        let s = i % AHEAD;
        let cells = &self.data[s * self.slot_len..(s + 1) * self.slot_len];
        // SAFETY: the slot is this thread's until `ready` names part `i`
        // (see `Ring`); `UnsafeCell<MaybeUninit<f64>>` has the layout of
        // `MaybeUninit<f64>`.
        let out = unsafe {
            std::slice::from_raw_parts_mut(UnsafeCell::raw_get(cells.as_ptr()), cells.len())
        };
        let n = produce(i, out).min(self.slot_len);
        self.len[s].store(n, Ordering::Relaxed);
        self.ready[s].store(i + 1, Ordering::Release);
    }

    /// The first `n` elements of slot `s`.
    ///
    /// # Safety
    /// The slot's part is ready, `n` elements of it written, and no
    /// producer may claim it meanwhile.
    unsafe fn slot(&self, s: usize, n: usize) -> &[f64] {
        let cells = &self.data[s * self.slot_len..s * self.slot_len + n];
        // SAFETY: written and not written meanwhile (the caller).
        unsafe { std::slice::from_raw_parts(UnsafeCell::raw_get(cells.as_ptr()).cast(), n) }
    }
}

/// Sets the flag if the thread unwinds through it.
struct StopOnUnwind<'a>(&'a AtomicBool);

impl Drop for StopOnUnwind<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::Relaxed);
        }
    }
}

/// [`fork`] for the global allocator, which may not start a thread (a
/// thread's start allocates): sequential until a kernel has forked.
pub fn fork_started(a: impl FnOnce() + Send, b: impl FnOnce() + Send) {
    match spinner::started() {
        // `count` is known once the helper is: `fork` asked it first.
        Some(h) if count() > 1 && h.claim() => h.run(a, b),
        _ => {
            a();
            b();
        }
    }
}

/// The helper thread of [`fork`] and the handshake with it.
mod spinner {
    use std::any::Any;
    use std::cell::UnsafeCell;
    use std::panic::{self, AssertUnwindSafe};
    use std::sync::atomic::{AtomicBool, AtomicU8, Ordering::*};
    use std::sync::OnceLock;
    use std::thread::{self, Thread};
    use std::time::{Duration, Instant};

    /// How long the helper spins for the next job before it sleeps: longer
    /// than the sequential work between two steps of a factorization.
    const SPIN: Duration = Duration::from_micros(200);

    const IDLE: u8 = 0;
    const READY: u8 = 1;
    const RUNNING: u8 = 2;
    const DONE: u8 = 3;

    enum Settled {
        TakenBack(*mut Job),
        Ran(Option<Box<dyn Any + Send>>),
        Nothing,
    }

    type Job = dyn FnMut() + Send;

    pub struct Helper {
        /// A forking thread holds it from `claim` to the end of `run`.
        busy: AtomicBool,
        state: AtomicU8,
        sleeping: AtomicBool,
        /// Written by the owner of `busy` before `READY`, read by the
        /// helper after it; the helper writes `panic` before `DONE`.
        job: UnsafeCell<Option<*mut Job>>,
        panic: UnsafeCell<Option<Box<dyn Any + Send>>>,
        thread: OnceLock<Thread>,
    }

    // SAFETY: `job` and `panic` are touched by one thread at a time, as
    // `state`'s release/acquire handshake orders them.
    unsafe impl Sync for Helper {}

    static HELPER: OnceLock<Option<&'static Helper>> = OnceLock::new();

    /// The helper if a fork has started it.
    pub fn started() -> Option<&'static Helper> {
        HELPER.get().copied().flatten()
    }

    /// The helper, started at the first fork; `None` when no thread can
    /// be started.
    pub fn get() -> Option<&'static Helper> {
        *HELPER.get_or_init(|| {
            let h: &'static Helper = Box::leak(Box::new(Helper {
                busy: AtomicBool::new(false),
                state: AtomicU8::new(IDLE),
                sleeping: AtomicBool::new(false),
                job: UnsafeCell::new(None),
                panic: UnsafeCell::new(None),
                thread: OnceLock::new(),
            }));
            let t = thread::Builder::new()
                .name("matc-fork".into())
                .spawn(move || h.serve())
                .ok()?;
            h.thread.set(t.thread().clone()).ok()?;
            Some(h)
        })
    }

    /// One round of a wait: a spin hint for the first rounds, then the
    /// processor handed to other threads, in case the one waited for
    /// needs it (more threads than cores).
    pub fn pause(spins: &mut u32) {
        *spins = spins.saturating_add(1);
        if *spins < 4096 {
            std::hint::spin_loop();
        } else {
            thread::yield_now();
        }
    }

    impl Helper {
        pub fn claim(&self) -> bool {
            self.busy
                .compare_exchange(false, true, Acquire, Relaxed)
                .is_ok()
        }

        /// `a` here and `b` on the helper; returns when both are done
        /// (also when `a` panics: `b` borrows from the caller's frame).
        /// When `a` is done before the helper has started `b` (a busy
        /// machine may not have run it yet), `b` runs here.
        pub fn run(&self, a: impl FnOnce(), b: impl FnOnce() + Send) {
            let mut b = Some(b);
            let mut job = move || {
                if let Some(b) = b.take() {
                    b()
                }
            };
            let job: &mut (dyn FnMut() + Send + '_) = &mut job;
            // SAFETY: the helper is done with this pointer once `settle`
            // returns, which `Free` ensures before this frame ends.
            let job: *mut Job = unsafe { std::mem::transmute(job) };
            unsafe { *self.job.get() = Some(job) };
            self.state.store(READY, SeqCst);
            if self.sleeping.load(SeqCst) {
                if let Some(t) = self.thread.get() {
                    t.unpark();
                }
            }
            struct Free<'h>(&'h Helper);
            impl Drop for Free<'_> {
                fn drop(&mut self) {
                    self.0.settle();
                    self.0.busy.store(false, Release);
                }
            }
            let free = Free(self);
            a();
            match self.settle() {
                // SAFETY: taken back before the helper saw it.
                Settled::TakenBack(job) => unsafe { (*job)() },
                Settled::Ran(Some(p)) => panic::resume_unwind(p),
                Settled::Ran(None) | Settled::Nothing => {}
            }
            drop(free);
        }

        /// Takes the job back if the helper has not started it, else waits
        /// until it has finished; the state is `IDLE` after.
        fn settle(&self) -> Settled {
            let mut spins = 0u32;
            loop {
                match self.state.load(Acquire) {
                    READY => {
                        if self
                            .state
                            .compare_exchange(READY, IDLE, Acquire, Relaxed)
                            .is_ok()
                        {
                            // SAFETY: the helper never saw READY.
                            if let Some(job) = unsafe { (*self.job.get()).take() } {
                                return Settled::TakenBack(job);
                            }
                            return Settled::Nothing;
                        }
                    }
                    DONE => {
                        self.state.store(IDLE, Relaxed);
                        // SAFETY: the helper wrote it before DONE.
                        return Settled::Ran(unsafe { (*self.panic.get()).take() });
                    }
                    IDLE => return Settled::Nothing,
                    _ => pause(&mut spins),
                }
            }
        }

        fn serve(&self) {
            loop {
                let mut since = Instant::now();
                let mut spins = 0u32;
                while self.state.load(Acquire) != READY {
                    if spins % 256 != 255 || since.elapsed() < SPIN {
                        pause(&mut spins);
                        continue;
                    }
                    // Sleep; `run` stores READY before it reads
                    // `sleeping`, this stores `sleeping` before it reads
                    // the state, so one of the two sees the other.
                    self.sleeping.store(true, SeqCst);
                    if self.state.load(SeqCst) != READY {
                        thread::park();
                    }
                    self.sleeping.store(false, SeqCst);
                    since = Instant::now();
                }
                if self
                    .state
                    .compare_exchange(READY, RUNNING, Acquire, Relaxed)
                    .is_err()
                {
                    continue; // taken back
                }
                // SAFETY: the forking thread wrote it before READY.
                if let Some(job) = unsafe { (*self.job.get()).take() } {
                    // SAFETY: the caller's frame outlives DONE (`run`).
                    let r = panic::catch_unwind(AssertUnwindSafe(|| unsafe { (*job)() }));
                    unsafe { *self.panic.get() = r.err() };
                }
                self.state.store(DONE, Release);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::panic;

    #[test]
    fn fork_runs_both_sides_every_time() {
        for k in 0..2000usize {
            let (mut x, mut y) = (0, 0);
            // Uneven sides, so both the helper and the caller run `b`.
            fork(|| x = (0..k % 7 * 100).sum::<usize>(), || y = k + 1);
            assert_eq!((x, y), ((0..k % 7 * 100).sum(), k + 1));
        }
    }

    #[test]
    fn each_runs_every_job_once() {
        for n in 0..6usize {
            let seen: Vec<std::sync::atomic::AtomicUsize> =
                (0..n).map(|_| Default::default()).collect();
            each((0..n).collect(), |k| {
                seen[k].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            });
            let counts: Vec<usize> = seen
                .iter()
                .map(|c| c.load(std::sync::atomic::Ordering::Relaxed))
                .collect();
            assert_eq!(counts, vec![1; n], "{n} jobs");
        }
    }

    /// Every part reaches the reduction once, in order, with the length
    /// written: with the helper free, busy (a pipeline inside a fork's
    /// second side runs on one thread), and for short last parts.
    #[test]
    fn a_pipeline_reduces_every_part_in_order() {
        let check = |parts: usize, slot: usize| {
            let mut seen = Vec::new();
            // SAFETY: each part writes the elements it counts.
            unsafe {
                pipeline(
                    parts,
                    slot,
                    |i, out| {
                        let n = if i + 1 == parts { slot / 2 + 1 } else { slot };
                        for (j, o) in out[..n].iter_mut().enumerate() {
                            o.write((i * slot + j) as f64);
                        }
                        n
                    },
                    |xs| seen.extend_from_slice(xs),
                )
            };
            let want: Vec<f64> = (0..parts)
                .flat_map(|i| {
                    let n = if i + 1 == parts { slot / 2 + 1 } else { slot };
                    (0..n).map(move |j| (i * slot + j) as f64)
                })
                .collect();
            assert_eq!(seen, want, "{parts} parts of {slot}");
        };
        for parts in [0, 1, 2, 3, 4, 5, 9, 40] {
            for slot in [1, 7, 64] {
                check(parts, slot);
            }
        }
        fork(|| check(11, 5), || check(13, 3));
    }

    #[test]
    fn a_panic_in_a_pipeline_reaches_the_caller() {
        for bad in [0, 3, 9] {
            // SAFETY (both): each part writes the element it counts.
            let r = panic::catch_unwind(|| unsafe {
                pipeline(
                    10,
                    4,
                    |i, out| {
                        assert_ne!(i, bad, "part {bad}");
                        out[0].write(1.0);
                        1
                    },
                    |_| {},
                )
            });
            assert!(r.is_err());
        }
        let mut sum = 0.0;
        unsafe {
            pipeline(
                3,
                1,
                |_, out| {
                    out[0].write(2.0);
                    1
                },
                |xs| sum += xs[0],
            )
        };
        assert_eq!(sum, 6.0);
    }

    #[test]
    fn nested_and_concurrent_forks_complete() {
        let total = std::sync::atomic::AtomicUsize::new(0);
        let add = |n| {
            total.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
        };
        std::thread::scope(|s| {
            for _ in 0..3 {
                s.spawn(|| {
                    for _ in 0..200 {
                        fork(|| fork(|| add(1), || add(2)), || fork(|| add(3), || add(4)));
                    }
                });
            }
        });
        assert_eq!(total.into_inner(), 3 * 200 * 10);
    }

    #[test]
    fn a_panic_on_either_side_reaches_the_caller_and_the_helper_survives() {
        let b_side = panic::catch_unwind(|| fork(|| {}, || panic!("in b")));
        assert!(b_side.is_err());
        let mut touched = false;
        let a_side = panic::catch_unwind(panic::AssertUnwindSafe(|| {
            fork(|| panic!("in a"), || touched = true)
        }));
        assert!(a_side.is_err());
        let (mut x, mut y) = (0, 0);
        fork(|| x = 1, || y = 2);
        assert_eq!((x, y), (1, 2));
    }
}
