//! Elementwise loops compiled for AVX-512 and AVX2 beside the baseline x86-64 build, the widest the CPU has picked at run time.
//!
//! The workspace is built for baseline x86-64, whose vectors hold two
//! doubles; an elementwise loop over a long array (a mask converted and
//! added, a comparison) then runs at about an element a cycle. The same
//! loop compiled with the wider instruction sets does four to eight. Each
//! element is the same IEEE operation in every variant (Rust never fuses a
//! multiply and an add on its own), so the bits do not depend on the CPU.

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

/// `x[i] = f(x[i], y[i])` over the shorter of the two.
#[inline]
pub fn update<T: Copy, B: Copy>(x: &mut [T], y: &[B], f: impl Fn(T, B) -> T) {
    run(x.len(), || {
        for (p, &q) in x.iter_mut().zip(y) {
            *p = f(*p, q);
        }
    })
}

/// `x[i] = f(x[i])`.
#[inline]
pub fn apply<T: Copy>(x: &mut [T], f: impl Fn(T) -> T) {
    run(x.len(), || {
        for p in x.iter_mut() {
            *p = f(*p);
        }
    })
}

/// `f(a[i], b[i])` over the shorter of the two, into a new vector.
#[inline]
pub fn zip_map<A: Copy, B: Copy, R>(a: &[A], b: &[B], f: impl Fn(A, B) -> R) -> Vec<R> {
    run(a.len(), || {
        a.iter().zip(b).map(|(&p, &q)| f(p, q)).collect()
    })
}

/// `f(a[i])` into a new vector.
#[inline]
pub fn map<A: Copy, R>(a: &[A], f: impl Fn(A) -> R) -> Vec<R> {
    run(a.len(), || a.iter().map(|&p| f(p)).collect())
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
}
