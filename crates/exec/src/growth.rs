//! Array growth: counting reallocations and reserving room before loops that grow arrays.
//!
//! A reallocation is an indexed assignment that grows an array and, doing
//! so, moves its data into a new buffer (the old one had no room, or the
//! growth changes the column-major layout, as adding rows to a matrix does).
//! The preallocation hints of `analysis::prealloc` tell, before a `for` loop,
//! how large an array the loop grows will end; `reserve` makes room for that
//! many elements once, so every growth inside the loop happens in place.

use std::rc::Rc;

use analysis::prealloc::Growth;
use runtime::Value;

use crate::code::{Reserve, ReserveSize};
use crate::rt::LazyRange;
use crate::stats::Stats;

/// Larger reservations are not made (the loop grows the array as usual):
/// a hint must never turn a program that runs into one that runs out of memory.
const MAX_RESERVE_BYTES: usize = 1 << 30;

macro_rules! with_tensor {
    ($v:expr, $t:ident => $body:expr, $other:expr) => {
        match $v {
            Value::Double($t) => $body,
            Value::Single($t) => $body,
            Value::ComplexDouble($t) => $body,
            Value::ComplexSingle($t) => $body,
            Value::Int8($t) => $body,
            Value::Int16($t) => $body,
            Value::Int32($t) => $body,
            Value::Int64($t) => $body,
            Value::UInt8($t) => $body,
            Value::UInt16($t) => $body,
            Value::UInt32($t) => $body,
            Value::UInt64($t) => $body,
            Value::Logical($t) => $body,
            Value::Char($t) => $body,
            Value::Cell($t) => $body,
            _ => $other,
        }
    };
}

/// An array's element count, data capacity and buffer address (capacity
/// and address 0 for values held without a buffer: scalars, structs, handles).
#[inline]
pub fn buffer(v: &Value) -> (usize, usize, usize) {
    with_tensor!(v, t => (t.data.len(), t.data.capacity(), t.data.as_ptr() as usize), (v.numel(), 0, 0))
}

/// Whether going from `before` (see `buffer`) to `after` grew the array into
/// a new buffer: it outgrew its capacity, or its data moved (a change of layout).
#[inline]
pub fn reallocated(before: (usize, usize, usize), after: &Value) -> bool {
    let (n1, _, p1) = buffer(after);
    n1 > before.0 && (n1 > before.1 || p1 != before.2)
}

/// Makes room in `v` (uniquely owned, a vector or a matrix growing by
/// columns) for the size the loop will grow it to; true if it reserved.
pub fn reserve(v: &mut Value, growth: Growth, target: f64) -> bool {
    if !(target.is_finite() && target >= 1.0) {
        return false;
    }
    let target = target as usize;
    with_tensor!(v, t => {
        let d = &t.dims;
        if d.ndims() != 2 {
            return false;
        }
        let elems = match growth {
            Growth::Elements if d.rows() <= 1 || d.cols() == 1 => target,
            Growth::Columns if d.rows() > 0 => target.saturating_mul(d.rows()),
            _ => return false,
        };
        if elems <= t.data.capacity()
            || elems.saturating_mul(elem_size(&t.data).max(1)) > MAX_RESERVE_BYTES
        {
            return false;
        }
        // A shared array (a constant `[]`, another variable's value) is copied
        // by the loop's first update anyway: make that copy now, with room.
        let t = Rc::make_mut(t);
        t.data.reserve_exact(elems - t.data.len());
        true
    }, false)
}

fn elem_size<T>(_: &Vec<T>) -> usize {
    std::mem::size_of::<T>()
}

/// Runs an `Op::Reserve` on loop entry (the counter is 0) over a frame's
/// registers and lazy `ranges`: reserves the array's final size and counts a
/// preallocation when it did.
pub fn on_loop_entry(
    regs: &mut [Option<Value>],
    ranges: &[Option<LazyRange>],
    stats: &mut Stats,
    r: &Reserve,
) {
    if !matches!(regs[r.counter as usize], Some(Value::Num(k)) if k == 0.0) {
        return;
    }
    let Some(v) = &regs[r.array as usize] else {
        return;
    };
    let now = current(v, r.growth);
    let target = match r.size {
        ReserveSize::MaxOfIter { iter, lazy } => {
            let lazy = lazy.and_then(|l| ranges[l as usize]);
            now.max(iter_max(lazy, regs[iter as usize].as_ref()))
        }
        ReserveSize::PlusCount { count } => match &regs[count as usize] {
            Some(Value::Num(n)) => now + n,
            _ => f64::NAN,
        },
    };
    if let Some(v) = &mut regs[r.array as usize] {
        if reserve(v, r.growth, target) {
            stats.preallocations += 1;
        }
    }
}

/// The largest value a `for` loop over `iter` (lazy range or array) assigns to its variable.
pub fn iter_max(lazy: Option<LazyRange>, iter: Option<&Value>) -> f64 {
    if let Some(r) = lazy {
        return if r.n == 0 {
            f64::NAN
        } else {
            r.elem(0).max(r.elem(r.n - 1))
        };
    }
    match iter {
        Some(Value::Num(x)) => *x,
        Some(Value::Double(t)) => t.data.iter().copied().fold(f64::NAN, f64::max),
        _ => f64::NAN,
    }
}

/// Element count (or column count, for column growth) of `v` now.
pub fn current(v: &Value, growth: Growth) -> f64 {
    let d = v.dims();
    match growth {
        Growth::Elements => d.numel() as f64,
        Growth::Columns => {
            if d.ndims() == 2 {
                d.cols() as f64
            } else {
                f64::NAN
            }
        }
    }
}
