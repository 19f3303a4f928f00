//! Arrays whose size a program chose (`zeros(n)`, `x(k) = v` past the
//! end, `repmat`), allocated fallibly: an allocation the system refuses
//! (past `--max-memory`, or more than the machine has) is Octave's
//! out-of-memory error, which a program may catch, not an abort.

use crate::error::MatError;

/// `n` copies of `x`.
pub fn filled<T: Clone>(n: usize, x: T) -> Result<Vec<T>, MatError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| MatError::too_large())?;
    v.resize(n, x);
    Ok(v)
}

/// `n` zeros, from the allocator's zeroed memory (as `vec![0.0; n]`, whose
/// pages the system provides zeroed and only when first written).
pub fn zeros(n: usize) -> Result<Vec<f64>, MatError> {
    if n == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<f64>(n).map_err(|_| MatError::too_large())?;
    // SAFETY: the layout has a non-zero size; a null result is checked; the
    // memory is `n` zeroed f64s (all-zero bits are 0.0), allocated by the
    // global allocator with the layout `Vec<f64>` of capacity `n` frees.
    unsafe {
        let p = std::alloc::alloc_zeroed(layout) as *mut f64;
        if p.is_null() {
            return Err(MatError::too_large());
        }
        Ok(Vec::from_raw_parts(p, n, n))
    }
}

/// Room for `n` more elements in `v`, or the error.
pub fn reserve<T>(v: &mut Vec<T>, n: usize) -> Result<(), MatError> {
    v.try_reserve(n).map_err(|_| MatError::too_large())
}

/// Whether `n` doubles can be allocated now. A computation that would
/// make them in a way that cannot fail softly (`exec::fuse`) leaves them to
/// the generic operation instead, whose allocation is an error.
pub fn room_for_doubles(n: usize) -> bool {
    // Below 32 MB a refusal is not worth a probe's system calls.
    if n < 1 << 22 {
        return true;
    }
    PROBING.with(|p| p.set(true));
    let mut v: Vec<f64> = Vec::new();
    let room = v.try_reserve_exact(n).is_ok();
    // An optimized build drops an allocation nobody reads and reports
    // success for any size: the probe must be made.
    std::hint::black_box(&mut v);
    drop(v);
    PROBING.with(|p| p.set(false));
    room
}

thread_local! {
    static PROBING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this thread is allocating or freeing [`room_for_doubles`]'s
/// probe, a block never written: `--stats` leaves it out of the heap's
/// peak (a 64 MB array's `size` call made the peak 192 MB).
pub fn probing() -> bool {
    PROBING.with(|p| p.get())
}

/// Octave's out-of-memory error unless a result as large as `args`
/// together, and one temporary as large, can be allocated now. Every
/// builtin call and array operator asks before it computes, so that the
/// allocations inside (sorts, products, reductions: too many to make each
/// fallible) are made only when they can succeed.
pub fn room_for_result_of(args: &[crate::Value]) -> Result<(), MatError> {
    room_for_result_of_elements(args.iter().map(stored).fold(0usize, usize::saturating_add))
}

/// The elements `v` holds in memory: a sparse matrix its nonzeros, a
/// diagonal or permutation matrix its diagonal, any other its elements.
pub fn stored(v: &crate::Value) -> usize {
    use crate::Value;
    match v {
        Value::Sparse(s) => s.nnz(),
        Value::Diag(d) => d.diag.numel(),
        Value::Perm(p) => p.perm.len(),
        _ => v.numel(),
    }
}

/// [`room_for_result_of`] for operands of `n` elements in all (a double's
/// 8 bytes stand for an element's).
pub fn room_for_result_of_elements(n: usize) -> Result<(), MatError> {
    if room_for_doubles(n.saturating_mul(2)) {
        Ok(())
    } else {
        Err(MatError::too_large())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_no_machine_has_are_errors() {
        assert!(filled(usize::MAX / 16, 1.0f64).is_err());
        assert!(zeros(usize::MAX / 16).is_err());
        assert!(zeros(1 << 50).is_err());
        let mut v = vec![1u8];
        assert!(reserve(&mut v, usize::MAX / 2).is_err());
        assert!(!room_for_doubles(1 << 50));
    }

    #[test]
    fn sizes_that_fit_are_arrays() {
        assert_eq!(zeros(3).unwrap(), vec![0.0; 3]);
        assert_eq!(filled(2, 'a').unwrap(), vec!['a'; 2]);
        assert!(zeros(0).unwrap().is_empty());
        assert!(room_for_doubles(1 << 20));
    }
}
