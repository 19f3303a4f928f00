//! Live and peak heap bytes of a run, for `--stats` (the `matc` binary installs [`Counting`]).
//!
//! Arrays keep their elements in `Vec`s that the runtime grows, shrinks and
//! hands between values in hundreds of places, so their bytes are counted
//! where every byte passes: the global allocator. What a run allocates is
//! dominated by array data (arrays, their copies and temporaries); the
//! program's code and the interpreter's frames are a small constant beside it.
//! Counting is off until [`start`], so a run without `--stats` pays one
//! relaxed load per allocation.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering::Relaxed};

static ON: AtomicBool = AtomicBool::new(false);
/// Bytes allocated minus bytes freed since [`start`] (blocks allocated before
/// it and freed after make this dip, never the peak rise).
static LIVE: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

/// A global allocator that counts live bytes around another allocator `A`.
pub struct Counting<A>(pub A);

#[inline]
fn grow(n: usize) {
    let live = LIVE.fetch_add(n as isize, Relaxed) + n as isize;
    PEAK.fetch_max(live, Relaxed);
}

#[inline]
fn shrink(n: usize) {
    LIVE.fetch_sub(n as isize, Relaxed);
}

// SAFETY: every call is forwarded unchanged to `A`; the counters only observe sizes.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    #[inline]
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc(l) };
        if ON.load(Relaxed) && !p.is_null() {
            grow(l.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc_zeroed(l) };
        if ON.load(Relaxed) && !p.is_null() {
            grow(l.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { self.0.dealloc(p, l) };
        if ON.load(Relaxed) {
            shrink(l.size());
        }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { self.0.realloc(p, l, new_size) };
        if ON.load(Relaxed) && !q.is_null() {
            grow(new_size);
            shrink(l.size());
        }
        q
    }
}

/// Starts counting from zero (call when the program starts running).
pub fn start() {
    LIVE.store(0, Relaxed);
    PEAK.store(0, Relaxed);
    ON.store(true, Relaxed);
}

/// The most bytes live at once since [`start`]; 0 when the binary does not
/// install [`Counting`] (library tests).
pub fn peak() -> u64 {
    PEAK.load(Relaxed).max(0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_peak_through_the_wrapper() {
        let a = Counting(std::alloc::System);
        start();
        let l = Layout::from_size_align(1000, 8).unwrap();
        unsafe {
            let p = a.alloc(l);
            let q = a.realloc(p, l, 3000);
            a.dealloc(q, Layout::from_size_align(3000, 8).unwrap());
        }
        // realloc counts the new block before releasing the old one.
        assert!(peak() >= 3000, "peak {}", peak());
        assert!(LIVE.load(Relaxed) <= 0);
    }
}
