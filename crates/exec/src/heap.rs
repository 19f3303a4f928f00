//! matc's global allocator ([`Mimalloc`]) and the live, peak and allocated
//! heap bytes of a run, for `--stats` (the `matc` binary installs
//! [`Counting`] around it).
//!
//! Arrays keep their elements in `Vec`s that the runtime grows, shrinks and
//! hands between values in hundreds of places, so their bytes are counted
//! where every byte passes: the global allocator. What a run allocates is
//! dominated by array data (arrays, their copies and temporaries); the
//! program's code and the interpreter's frames are a small constant beside it.
//! Counting is off until [`start`], so a run without `--stats` pays one
//! relaxed load per allocation.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering::Relaxed};

use libmimalloc_sys as mi;

/// mimalloc, asked for plain blocks whenever a plain block is aligned enough.
///
/// Rust passes an alignment with every request, and the `mimalloc` crate
/// sends them all through `mi_malloc_aligned`, whose generic path
/// over-allocates: a 48-byte AST node took a 64-byte block and about 100
/// instructions instead of about 20. mimalloc's blocks are multiples of 8
/// bytes (of 16 above 16) in pages whose first block is 16-aligned, so a
/// plain block already has any alignment up to 8, and 16 when its size is a
/// multiple of 16; only other requests take the aligned calls.
///
/// Only blocks of arrays big enough to fill a huge page are backed by
/// transparent huge pages ([`huge_pages_for`]): mimalloc is built without
/// its own huge-page advice (the `no_thp` feature), which made the kernel
/// zero 2 MiB for each of the first few small blocks a run touches, 0.5 ms
/// of an empty script's 2.7 and 1.2 ms of the FFT benchmark's 5.7.
pub struct Mimalloc;

#[inline]
fn plain(size: usize, align: usize) -> bool {
    align <= 8 || (align <= 16 && size.is_multiple_of(16))
}

/// The size of a transparent huge page (x86-64, and aarch64 with 4 KiB pages).
const HUGE_PAGE: usize = 2 << 20;

/// Whether a block is backed by huge pages: at least one huge page big,
/// and aligned to one at most (what larger alignment would need is rare).
#[inline]
fn huge(size: usize, align: usize) -> bool {
    size >= HUGE_PAGE && align <= HUGE_PAGE
}

/// Asks the kernel to back a new block of `size` bytes at `p` with huge
/// pages when it first touches them: one fault and one 2 MiB clear instead
/// of 512 faults (an array of a few megabytes filled once took 0.7 µs a
/// page, 1.5 ms of the finite difference benchmark). Blocks smaller than a
/// huge page, and failed allocations, are left alone.
#[inline]
fn huge_pages_for(p: *mut u8, size: usize) {
    if size < HUGE_PAGE || p.is_null() {
        return;
    }
    advise_huge(p as usize, size);
}

#[cfg(target_os = "linux")]
#[cold]
fn advise_huge(p: usize, size: usize) {
    unsafe extern "C" {
        fn madvise(addr: *mut c_void, len: usize, advice: std::ffi::c_int) -> std::ffi::c_int;
    }
    /// `MADV_HUGEPAGE` in Linux's `mman-common.h`.
    const MADV_HUGEPAGE: std::ffi::c_int = 14;
    if let Some((start, len)) = huge_pages_over(p, size) {
        // SAFETY: advice only, on pages of mimalloc's own mapping; an
        // error (no huge pages configured, or the last page past the
        // mapping) leaves ordinary pages.
        unsafe { madvise(start as *mut c_void, len, MADV_HUGEPAGE) };
    }
}

/// The huge pages that hold the block of `size` bytes at `p`, but for a
/// first one it shares with the memory before it: the first one's address
/// and their length, if there is one. The last may reach past the block,
/// into free memory or a later block: advice only changes how a page not
/// yet touched is backed.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn huge_pages_over(p: usize, size: usize) -> Option<(usize, usize)> {
    let start = p.checked_next_multiple_of(HUGE_PAGE)?;
    let end = p.checked_add(size)?.checked_next_multiple_of(HUGE_PAGE)?;
    (end > start).then(|| (start, end - start))
}

#[cfg(not(target_os = "linux"))]
fn advise_huge(_p: usize, _size: usize) {}

/// Zeros the new block of `size` bytes at `p`. Its pages that no one has
/// touched yet (a block fresh from the system, past the first page, where
/// mimalloc writes its link) are zeros already: they are handed back
/// (`MADV_DONTNEED`, which makes sure of it) rather than written, so the
/// kernel clears each page once, when it is first touched, rather than
/// the kernel and then this (`zeros (320000, 25)` is 64 MB).
///
/// # Safety
/// `p` is a block of `size` bytes that nothing else uses.
unsafe fn clear(p: *mut u8, size: usize) {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" {
            fn madvise(addr: *mut c_void, len: usize, advice: std::ffi::c_int) -> std::ffi::c_int;
        }
        /// `MADV_DONTNEED` in Linux's `mman-common.h`.
        const MADV_DONTNEED: std::ffi::c_int = 4;
        let (a, end) = (p as usize, p as usize + size);
        // The first whole page past the one that holds mimalloc's link.
        let start = (a + 1).next_multiple_of(PAGE);
        let stop = end & !(PAGE - 1);
        // SAFETY: [start, stop) is whole pages inside the block, all its
        // own; the rest is written.
        if stop > start
            && untouched(start, stop - start)
            && unsafe { madvise(start as *mut c_void, stop - start, MADV_DONTNEED) } == 0
        {
            unsafe {
                std::ptr::write_bytes(p, 0, start - a);
                std::ptr::write_bytes(stop as *mut u8, 0, end - stop);
            }
            return;
        }
    }
    // Two threads clear a large block faster than one (64 MB: 7 -> 4 ms).
    if size >= CLEAR_SPLIT {
        let half = (size / 2) & !(PAGE - 1);
        let (a, b) = (p as usize, p as usize + half);
        // SAFETY: two disjoint parts of the block, each cleared once.
        runtime::threads::fork_started(
            || unsafe { std::ptr::write_bytes(a as *mut u8, 0, half) },
            || unsafe { std::ptr::write_bytes(b as *mut u8, 0, size - half) },
        );
        return;
    }
    unsafe { std::ptr::write_bytes(p, 0, size) };
}

/// Bytes from which a block is cleared by two threads: a megabyte of
/// doubles, where the elementwise loops cut too.
const CLEAR_SPLIT: usize = runtime::lanes::SPLIT_MIN * 8;

/// The size of a small page.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const PAGE: usize = 4096;

/// Whether no page of the whole pages `[start, start + len)` is in memory
/// (`mincore`), a huge page's worth at a time.
#[cfg(target_os = "linux")]
fn untouched(start: usize, len: usize) -> bool {
    unsafe extern "C" {
        fn mincore(addr: *mut c_void, len: usize, vec: *mut u8) -> std::ffi::c_int;
    }
    let mut resident = [0u8; HUGE_PAGE / PAGE];
    let mut at = start;
    while at < start + len {
        let n = (start + len - at).min(HUGE_PAGE);
        // SAFETY: `resident` has a byte for each of the `n / PAGE` pages.
        let ok = unsafe { mincore(at as *mut c_void, n, resident.as_mut_ptr()) } == 0;
        if !ok || resident[..n / PAGE].iter().any(|r| r & 1 == 1) {
            return false;
        }
        at += n;
    }
    true
}

// SAFETY: every block comes from mimalloc and goes back to it (`mi_free`
// takes blocks of either kind); a plain block is used only where its
// alignment meets the layout's (see above).
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe {
            if plain(l.size(), l.align()) {
                mi::mi_malloc(l.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(l.size(), l.align()) as *mut u8
            }
        };
        huge_pages_for(p, l.size());
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        if huge(l.size(), l.align()) {
            // Cleared here, after the advice: mimalloc clears blocks it
            // does not know to be fresh, which touched their pages first.
            let p = unsafe { self.alloc(l) };
            if !p.is_null() {
                // SAFETY: `p` is a new block of `l.size()` bytes.
                unsafe { clear(p, l.size()) };
            }
            return p;
        }
        unsafe {
            if plain(l.size(), l.align()) {
                mi::mi_zalloc(l.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(l.size(), l.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, _l: Layout) {
        unsafe { mi::mi_free(p as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe {
            if plain(new_size, l.align()) {
                mi::mi_realloc(p as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(p as *mut c_void, new_size, l.align()) as *mut u8
            }
        };
        huge_pages_for(q, new_size);
        q
    }
}

static ON: AtomicBool = AtomicBool::new(false);
/// Bytes allocated minus bytes freed since [`start`] (blocks allocated before
/// it and freed after make this dip, never the peak rise).
static LIVE: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);
/// Blocks allocated since [`start`] and their bytes (a reallocation counts
/// as one block of its new size).
static BLOCKS: AtomicIsize = AtomicIsize::new(0);
static BYTES: AtomicIsize = AtomicIsize::new(0);

/// A global allocator that counts live bytes around another allocator `A`.
pub struct Counting<A>(pub A);

/// Whether an allocation is counted: counting is on, and the block is not
/// a probe for room (`runtime::alloc::probing`).
#[inline]
fn counted() -> bool {
    ON.load(Relaxed) && !runtime::alloc::probing()
}

#[inline]
fn grow(n: usize) {
    let live = LIVE.fetch_add(n as isize, Relaxed) + n as isize;
    PEAK.fetch_max(live, Relaxed);
    BLOCKS.fetch_add(1, Relaxed);
    BYTES.fetch_add(n as isize, Relaxed);
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
        if counted() && !p.is_null() {
            grow(l.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        let p = unsafe { self.0.alloc_zeroed(l) };
        if counted() && !p.is_null() {
            grow(l.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { self.0.dealloc(p, l) };
        if counted() {
            shrink(l.size());
        }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { self.0.realloc(p, l, new_size) };
        if counted() && !q.is_null() {
            grow(new_size);
            shrink(l.size());
        }
        q
    }
}

unsafe extern "C" {
    /// mimalloc's option setter (declared here: the `extended` feature that
    /// binds it pulls in another crate for two C types).
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_purge_delay` in mimalloc 2 and 3's `mi_option_t`.
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// Keeps freed memory in the process instead of returning it to the system
/// 10 ms after it is freed (mimalloc's default): array code frees and
/// allocates large temporaries of the same sizes every iteration, and each
/// page handed back came back zeroed by the kernel (a third of the time of
/// a vectorized kernel over 320,000 points). Peak memory is unchanged:
/// only pages already used once are kept.
pub fn keep_freed_memory() {
    // SAFETY: a plain setter of an integer option, valid at any time.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}

/// Starts counting from zero (call when the program starts running).
pub fn start() {
    LIVE.store(0, Relaxed);
    PEAK.store(0, Relaxed);
    BLOCKS.store(0, Relaxed);
    BYTES.store(0, Relaxed);
    ON.store(true, Relaxed);
}

/// Blocks allocated since [`start`], and their bytes.
pub fn allocated() -> (u64, u64) {
    (
        BLOCKS.load(Relaxed).max(0) as u64,
        BYTES.load(Relaxed).max(0) as u64,
    )
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
    fn huge_pages_over_a_block_skip_only_a_shared_first_one() {
        let mb = 1 << 20;
        assert_eq!(huge_pages_over(2 * mb, 4 * mb), Some((2 * mb, 4 * mb)));
        assert_eq!(huge_pages_over(2 * mb, 5 * mb), Some((2 * mb, 6 * mb)));
        assert_eq!(huge_pages_over(2 * mb + 64, 4 * mb), Some((4 * mb, 4 * mb)));
        assert_eq!(huge_pages_over(2 * mb + 64, mb), None);
        assert_eq!(huge_pages_over(usize::MAX - mb, 4 * mb), None);
    }

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

#[cfg(test)]
mod alignment_tests {
    use super::*;

    /// Whatever path a request takes, its block has the layout's alignment.
    #[test]
    fn every_block_meets_its_alignment() {
        let a = Mimalloc;
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for size in (1..=300).chain([1000, 4095, 4096, 70_000, 3 << 20]) {
                let Ok(l) = Layout::from_size_align(size, align) else {
                    continue;
                };
                unsafe {
                    let p = a.alloc(l);
                    let z = a.alloc_zeroed(l);
                    assert!(!p.is_null() && !z.is_null());
                    assert_eq!(p as usize % align, 0, "alloc {size} aligned {align}");
                    assert_eq!(z as usize % align, 0, "alloc_zeroed {size} aligned {align}");
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    let q = a.realloc(p, l, size * 3);
                    assert_eq!(q as usize % align, 0, "realloc {size}x3 aligned {align}");
                    a.dealloc(q, Layout::from_size_align(size * 3, align).unwrap());
                    a.dealloc(z, l);
                }
            }
        }
    }

    /// A large zeroed block is zeros whether its memory is fresh, used and
    /// freed, or partly either, and whatever its offset in a page.
    #[test]
    fn large_zeroed_blocks_are_zeros() {
        let a = Mimalloc;
        // With the fork's helper started, a reused block is cleared by two
        // threads, each its half (9 MB and more than 6 MB: not halves of
        // whole pages).
        runtime::threads::fork(|| {}, || {});
        for size in [HUGE_PAGE, 3 * HUGE_PAGE + 4100, 9 << 20] {
            let l = Layout::from_size_align(size, 8).unwrap();
            for round in 0..4 {
                unsafe {
                    // A small block first shifts where the large one lands.
                    let small = a.alloc(Layout::from_size_align(24 + round * 4096, 8).unwrap());
                    let z = a.alloc_zeroed(l);
                    let bytes = std::slice::from_raw_parts_mut(z, size);
                    assert!(bytes.iter().all(|&b| b == 0), "{size} round {round}");
                    // Dirty it (every other page), for the next round's block.
                    for b in bytes.iter_mut().step_by(2 * PAGE) {
                        *b = 0xA5;
                    }
                    bytes[size - 1] = 0x5A;
                    a.dealloc(z, l);
                    a.dealloc(
                        small,
                        Layout::from_size_align(24 + round * 4096, 8).unwrap(),
                    );
                }
            }
        }
    }
}
