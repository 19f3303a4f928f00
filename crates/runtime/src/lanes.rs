//! Elementwise loops compiled for AVX-512 and AVX2 beside the baseline x86-64 build, the widest the CPU has picked at run time.
//!
//! The workspace is built for baseline x86-64, whose vectors hold two
//! doubles; an elementwise loop over a long array (a mask converted and
//! added, a comparison) then runs at about an element a cycle. The same
//! loop compiled with the wider instruction sets does four to eight. Each
//! element is the same IEEE operation in every variant (Rust never fuses a
//! multiply and an add on its own), so the bits do not depend on the CPU.

use std::mem::MaybeUninit;

use crate::threads;

/// The widest instruction set of this CPU that the loops are compiled for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lanes {
    Avx512,
    Avx2,
    Base,
}

/// Arrays shorter than this stay on the baseline loops: the dispatch would
/// cost more than the wider vectors save.
pub const WIDE_MIN: usize = 64;

/// This CPU's [`Lanes`], detected once.
pub fn widest() -> Lanes {
    #[cfg(target_arch = "x86_64")]
    {
        use std::sync::OnceLock;
        static WIDEST: OnceLock<Lanes> = OnceLock::new();
        *WIDEST.get_or_init(|| {
            if std::is_x86_feature_detected!("avx512f")
                && std::is_x86_feature_detected!("avx512bw")
                && std::is_x86_feature_detected!("avx512dq")
                && std::is_x86_feature_detected!("avx512vl")
            {
                Lanes::Avx512
            } else if std::is_x86_feature_detected!("avx2") {
                Lanes::Avx2
            } else {
                Lanes::Base
            }
        })
    }
    #[cfg(not(target_arch = "x86_64"))]
    Lanes::Base
}

/// Whether this CPU has AVX-512's foundation: the FMA lanes and 14-bit
/// estimates from which `quotient` and `root` take their steps.
pub fn estimates() -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") {
        return true;
    }
    false
}

/// The lanes a loop over `n` elements runs with.
#[inline]
pub fn for_len(n: usize) -> Lanes {
    if n < WIDE_MIN {
        Lanes::Base
    } else {
        widest()
    }
}

/// `f()` compiled for the widest lanes a loop over `n` elements takes:
/// `f`, inlined into each variant, is the loop (what it calls that is not
/// inlined keeps the baseline build).
#[inline]
pub fn run<R>(n: usize, f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    {
        // The subsets `widest` checks for `Lanes::Avx512`.
        #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl")]
        fn avx512<R>(f: impl FnOnce() -> R) -> R {
            f()
        }
        #[target_feature(enable = "avx2")]
        fn avx2<R>(f: impl FnOnce() -> R) -> R {
            f()
        }
        match for_len(n) {
            // SAFETY: the CPU has the instructions the variant is compiled for.
            Lanes::Avx512 => return unsafe { avx512(f) },
            Lanes::Avx2 => return unsafe { avx2(f) },
            Lanes::Base => {}
        }
    }
    f()
}

/// A loop for [`call`] to compile for each width, its operands in the
/// implementing type. Each impl marks `run` `#[inline(always)]`.
pub trait Loop {
    type Out;
    fn run(self) -> Self::Out;
}

/// `l.run()` compiled for the widest lanes a loop over `n` elements takes.
/// Each variant calls `run` by name, and `run` is `#[inline(always)]`, so
/// it is inlined into all three whatever its length. A closure given to
/// [`run`] is inlined only while it is short: `min`/`max`'s nested loops,
/// and implicit expansion along later dimensions, ran on the baseline
/// build that way.
#[inline]
pub fn call<L: Loop>(n: usize, l: L) -> L::Out {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl")]
        fn avx512<L: Loop>(l: L) -> L::Out {
            l.run()
        }
        #[target_feature(enable = "avx2")]
        fn avx2<L: Loop>(l: L) -> L::Out {
            l.run()
        }
        match for_len(n) {
            // SAFETY: the CPU has the instructions the variant is compiled for.
            Lanes::Avx512 => return unsafe { avx512(l) },
            Lanes::Avx2 => return unsafe { avx2(l) },
            Lanes::Base => {}
        }
    }
    l.run()
}

/// Elements from which [`update`], [`apply`], [`zip_map`] and [`map`] cut
/// their loop in two, one half on each of two threads
/// ([`threads::fork`]): a megabyte of doubles. Each element is its own
/// operation, so the bits do not depend on the cut.
pub const SPLIT_MIN: usize = 1 << 17;

/// `f(start, part)` of `out` whole, or of its two halves at once on this
/// thread and [`threads::fork`]'s when it holds [`SPLIT_MIN`] elements or
/// more and two threads are allowed; whether every call said true. For
/// passes that only move memory (a gather, a reversal, a deletion's copy):
/// one thread moves about 25 GB/s here and two about 36 (2e6 doubles
/// reversed: 1.28 and 0.7 ms). Each element is written by one call from
/// its own position, so the result does not depend on the count.
pub fn halves<T: Send>(out: &mut [T], f: impl Fn(usize, &mut [T]) -> bool + Sync) -> bool {
    let n = out.len();
    if n < SPLIT_MIN || threads::count() < 2 {
        return f(0, out);
    }
    // A multiple of eight: both halves start on a vector's boundary.
    let mid = (n / 2) & !7;
    let (a, b) = out.split_at_mut(mid);
    let first = std::cell::Cell::new(true);
    let second = std::sync::atomic::AtomicBool::new(true);
    threads::fork(
        || first.set(f(0, a)),
        || second.store(f(mid, b), std::sync::atomic::Ordering::Relaxed),
    );
    first.get() && second.load(std::sync::atomic::Ordering::Relaxed)
}

/// An elementwise loop that can be cut at its middle.
trait Cut: Loop<Out = ()> + Send + Sized {
    fn len(&self) -> usize;
    fn halves(self) -> (Self, Self);
}

/// `l` compiled for the widest lanes; from [`SPLIT_MIN`] elements, half on
/// a second thread.
#[inline]
fn run_cut<L: Cut>(l: L) {
    let n = l.len();
    if n >= SPLIT_MIN && threads::count() > 1 {
        let (a, b) = l.halves();
        return threads::fork(|| call(n / 2, a), || call(n - n / 2, b));
    }
    call(n, l)
}

// The loops below take `f` by value, a copy of the caller's closure the
// output cannot reach, and their slices as arguments of an inner function:
// the compiler then knows that writing an element changes neither a
// scalar the closure holds nor an input, and keeps the loop in vector
// lanes (through a reference, `x / y` reloaded `x` at every element).

/// `x[i] = f(x[i], y[i])` over the shorter of the two.
struct Update<'a, T, B, F> {
    x: &'a mut [T],
    y: &'a [B],
    f: &'a F,
}

impl<T: Copy, B: Copy, F: Fn(T, B) -> T + Copy> Loop for Update<'_, T, B, F> {
    type Out = ();

    #[inline(always)]
    fn run(self) {
        #[inline(always)]
        fn each<T: Copy, B: Copy>(x: &mut [T], y: &[B], f: impl Fn(T, B) -> T) {
            for (p, &q) in x.iter_mut().zip(y) {
                *p = f(*p, q);
            }
        }
        each(self.x, self.y, *self.f)
    }
}

impl<T: Copy + Send, B: Copy + Sync, F: Fn(T, B) -> T + Copy + Sync> Cut for Update<'_, T, B, F> {
    fn len(&self) -> usize {
        self.x.len()
    }

    fn halves(self) -> (Self, Self) {
        let (x0, x1) = self.x.split_at_mut(self.x.len() / 2);
        let (y0, y1) = self.y.split_at(x0.len().min(self.y.len()));
        let f = self.f;
        (Update { x: x0, y: y0, f }, Update { x: x1, y: y1, f })
    }
}

/// `x[i] = f(x[i], y[i])` over the shorter of the two.
#[inline]
pub fn update<T: Copy + Send, B: Copy + Sync>(
    x: &mut [T],
    y: &[B],
    f: impl Fn(T, B) -> T + Copy + Sync,
) {
    run_cut(Update { x, y, f: &f })
}

/// `x[i] = f(x[i])`.
#[inline]
pub fn apply<T: Copy + Send>(x: &mut [T], f: impl Fn(T) -> T + Copy + Sync) {
    // A vector of `()` is a length, no memory.
    let n = vec![(); x.len()];
    update(x, &n, move |p, ()| f(p))
}

/// `o[i] = f(a[i], b[i])` into `o`, as long as the shortest.
struct ZipInto<'a, A, B, R, F> {
    o: &'a mut [MaybeUninit<R>],
    a: &'a [A],
    b: &'a [B],
    f: &'a F,
}

impl<A: Copy, B: Copy, R, F: Fn(A, B) -> R + Copy> Loop for ZipInto<'_, A, B, R, F> {
    type Out = ();

    #[inline(always)]
    fn run(self) {
        #[inline(always)]
        fn each<A: Copy, B: Copy, R>(
            o: &mut [MaybeUninit<R>],
            a: &[A],
            b: &[B],
            f: impl Fn(A, B) -> R,
        ) {
            for ((o, &p), &q) in o.iter_mut().zip(a).zip(b) {
                o.write(f(p, q));
            }
        }
        each(self.o, self.a, self.b, *self.f)
    }
}

impl<A: Copy + Sync, B: Copy + Sync, R: Send, F: Fn(A, B) -> R + Copy + Sync> Cut
    for ZipInto<'_, A, B, R, F>
{
    fn len(&self) -> usize {
        self.o.len()
    }

    fn halves(self) -> (Self, Self) {
        let m = self.o.len() / 2;
        let (o0, o1) = self.o.split_at_mut(m);
        let (a0, a1) = self.a.split_at(m);
        let (b0, b1) = self.b.split_at(m);
        let f = self.f;
        (
            ZipInto {
                o: o0,
                a: a0,
                b: b0,
                f,
            },
            ZipInto {
                o: o1,
                a: a1,
                b: b1,
                f,
            },
        )
    }
}

/// `f(a[i], b[i])` over the shorter of the two, into a new vector.
#[inline]
pub fn zip_map<A: Copy + Sync, B: Copy + Sync, R: Send>(
    a: &[A],
    b: &[B],
    f: impl Fn(A, B) -> R + Copy + Sync,
) -> Vec<R> {
    let n = a.len().min(b.len());
    let mut out = Vec::with_capacity(n);
    run_cut(ZipInto {
        o: &mut out.spare_capacity_mut()[..n],
        a: &a[..n],
        b: &b[..n],
        f: &f,
    });
    // SAFETY: the loop wrote each of the `n` elements (a panic in `f`
    // leaves the vector empty).
    unsafe { out.set_len(n) };
    out
}

/// `f(a[i])` into a new vector.
#[inline]
pub fn map<A: Copy + Sync, R: Send>(a: &[A], f: impl Fn(A) -> R + Copy + Sync) -> Vec<R> {
    zip_map(a, &vec![(); a.len()], move |p, ()| f(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_gives_the_baseline_bits() {
        let x: Vec<f64> = (0..1000).map(|k| (k as f64 * 0.37).sin() * 1e3).collect();
        let m: Vec<bool> = (0..1000).map(|k| k % 3 == 0).collect();
        let mut want = x.clone();
        for (p, &q) in want.iter_mut().zip(&m) {
            *p = *p / 3.0 + f64::from(u8::from(q));
        }
        let mut got = x.clone();
        update(&mut got, &m, |p, q| p / 3.0 + f64::from(u8::from(q)));
        assert_eq!(want, got);
        let mut got = x.clone();
        apply(&mut got, |p| p * 0.1 - 7.0);
        let want: Vec<f64> = x.iter().map(|p| p * 0.1 - 7.0).collect();
        assert_eq!(want, got);
        let lt: Vec<bool> = x.iter().map(|&p| p < 10.0).collect();
        assert_eq!(map(&x, |p| p < 10.0), lt);
        let sum: Vec<f64> = x
            .iter()
            .zip(&m)
            .map(|(&p, &q)| p + f64::from(u8::from(q)))
            .collect();
        assert_eq!(zip_map(&x, &m, |p, q| p + f64::from(u8::from(q))), sum);
        struct ScaledSum<'a>(&'a [f64], f64);
        impl Loop for ScaledSum<'_> {
            type Out = f64;
            #[inline(always)]
            fn run(self) -> f64 {
                self.0.iter().fold(0.0, |a, &p| a + p * self.1)
            }
        }
        let want = x.iter().fold(0.0, |a, &p| a + p * 0.3);
        assert_eq!(call(x.len(), ScaledSum(&x, 0.3)).to_bits(), want.to_bits());
    }

    #[test]
    fn loops_cut_between_threads_give_every_element() {
        let n = SPLIT_MIN + 3;
        let x: Vec<f64> = (0..n).map(|k| (k as f64 * 0.37).sin() * 1e3).collect();
        let y: Vec<f64> = (0..n - 5).map(|k| (k as f64 * 0.11).cos()).collect();
        let c = 3.0;
        let quotient: Vec<f64> = x.iter().zip(&y).map(|(&p, &q)| p / (q + c)).collect();
        let below: Vec<bool> = x.iter().map(|&p| p < c).collect();
        let mut updated = x.clone();
        for (p, &q) in updated.iter_mut().zip(&y) {
            *p -= q * c;
        }
        let scaled: Vec<f64> = x.iter().map(|&p| p * c).collect();
        // Each thread count, the second cutting the loops in two.
        for threads in [1, 2] {
            let old = threads::set(Some(threads));
            assert_eq!(zip_map(&x, &y, move |p, q| p / (q + c)), quotient);
            assert_eq!(map(&x, move |p| p < c), below);
            let mut got = x.clone();
            update(&mut got, &y, move |p, q| p - q * c);
            assert_eq!(got, updated);
            let mut got = x.clone();
            apply(&mut got, move |p| p * c);
            assert_eq!(got, scaled);
            threads::set(Some(old));
        }
    }
}
