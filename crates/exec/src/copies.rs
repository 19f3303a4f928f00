//! MATLAB's value semantics for arrays under the three copy policies (`--copies`).
//!
//! Arrays live in registers as `Rc<Tensor<T>>` (and `Rc<StructArray>`), so
//! `b = a`, argument passing and returns share one buffer. Before an array is
//! updated in place (`a(i) = x`, `s.f = x`, `a(i) = []`) it must be *unique*:
//! no other live variable may see the buffer. The policies differ in who
//! guarantees that:
//!
//! - `refcount` (Octave's lazy copy-on-write): every update tests the
//!   reference count ([`ensure_unique_checked`]) and copies when shared; each
//!   test is counted in `copy_checks`.
//! - `static` (the default): the analyses of `analysis::copies` decide at
//!   compile time of each function where copies go (at the update, or
//!   hoisted to where the sharing was made, out of branches and loops, or
//!   into the caller for a parameter the callee writes); a placed copy is
//!   made only when the array is shared then. An update is performed with
//!   [`unchecked_mut`] — no run-time test — only where
//!   `analysis::copies::unique` *proves* its base unique (fresh at its
//!   definition and since then only read, or tested once on the loop's
//!   entry); every other update tests the count as `refcount` does. So an
//!   alias the analyses miss costs a test, never a wrong result.
//! - `naive`: the `static` plan plus a deep copy at every array assignment,
//!   argument and return — copies can only remove sharing, so the plan stays
//!   sound, and updates need no test either.
//!
//! Why an unchecked access instead of `Rc::get_mut().unwrap()`: the test is
//! exactly the cost the proof exists to remove. The access is memory safe
//! even if a proof were wrong: the interpreter never holds a Rust borrow of
//! another register's array while it writes (every op reads its operands,
//! drops the borrows, then writes), so a wrong proof shows up as a
//! *semantic* error — another variable seeing the write — never as a
//! dangling reference. `--verify-copies` checks every proof against the
//! counts at every such update and reports a violation with its
//! file:line:column (then copies, so the run stays correct).
//!
//! What can hold a reference besides registers, and therefore makes an
//! array non-unique: variable slots (globals, persistents, non-promoted
//! variables), the constant table, cells/structs containing it, closure
//! captures, caller frames' registers, the `for` loop's iterated value. The
//! analysis treats every such holder as a permanently live alias.

use std::rc::Rc;

use runtime::value::Tensor;
use runtime::Value;

use crate::stats::Stats;

/// True when no other `Rc` shares the array (scalars and absent values are unique).
#[inline(always)]
pub fn is_unique(v: &Value) -> bool {
    fn u<T: ?Sized>(r: &Rc<T>) -> bool {
        Rc::strong_count(r) == 1 && Rc::weak_count(r) == 0
    }
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) => true,
        Value::Double(t) => u(t),
        Value::Single(t) => u(t),
        Value::ComplexDouble(t) => u(t),
        Value::ComplexSingle(t) => u(t),
        Value::Int8(t) => u(t),
        Value::Int16(t) => u(t),
        Value::Int32(t) => u(t),
        Value::Int64(t) => u(t),
        Value::UInt8(t) => u(t),
        Value::UInt16(t) => u(t),
        Value::UInt32(t) => u(t),
        Value::UInt64(t) => u(t),
        Value::Logical(t) => u(t),
        Value::Char(t) => u(t),
        Value::Cell(t) => u(t),
        Value::Struct(s) => u(s),
        // Handles are never updated in place; objects are updated through
        // their own cells (a handle) or copied on write (`Object::make_mut_props`).
        Value::Func(_) | Value::Object(_) => true,
        // An assignment into a sparse matrix builds a new one, one into a
        // diagonal matrix's diagonal copies it on write (`Rc::make_mut`).
        Value::Sparse(_) | Value::Diag(_) | Value::Perm(_) => true,
    }
}

/// Whether the value owns an array buffer a copy would duplicate.
#[inline(always)]
pub fn is_array(v: &Value) -> bool {
    !matches!(
        v,
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) | Value::Object(_)
    )
}

fn dup<T: Clone>(t: &Rc<Tensor<T>>) -> (Rc<Tensor<T>>, u64) {
    let bytes = (t.data.len() * std::mem::size_of::<T>()) as u64;
    (Rc::new((**t).clone()), bytes)
}

/// A fresh copy of the array's buffer (cells and structs copy their element
/// table; the elements stay shared, as in Octave). Returns the bytes moved.
pub fn deep_copy(v: &Value) -> (Value, u64) {
    macro_rules! d {
        ($k:ident, $t:expr) => {{
            let (t, b) = dup($t);
            (Value::$k(t), b)
        }};
    }
    match v {
        Value::Double(t) => d!(Double, t),
        Value::Single(t) => d!(Single, t),
        Value::ComplexDouble(t) => d!(ComplexDouble, t),
        Value::ComplexSingle(t) => d!(ComplexSingle, t),
        Value::Int8(t) => d!(Int8, t),
        Value::Int16(t) => d!(Int16, t),
        Value::Int32(t) => d!(Int32, t),
        Value::Int64(t) => d!(Int64, t),
        Value::UInt8(t) => d!(UInt8, t),
        Value::UInt16(t) => d!(UInt16, t),
        Value::UInt32(t) => d!(UInt32, t),
        Value::UInt64(t) => d!(UInt64, t),
        Value::Logical(t) => d!(Logical, t),
        Value::Char(t) => d!(Char, t),
        Value::Cell(t) => d!(Cell, t),
        Value::Struct(s) => {
            let bytes = (s.vals.len() * std::mem::size_of::<Value>()) as u64;
            (Value::Struct(Rc::new((**s).clone())), bytes)
        }
        other => (other.clone(), 0),
    }
}

/// Replaces `v` by a fresh copy of its array, counting it.
#[inline]
pub fn copy_in_place(v: &mut Value, stats: &mut Stats) {
    if !is_array(v) {
        return;
    }
    let (c, bytes) = deep_copy(v);
    *v = c;
    stats.copies += 1;
    stats.bytes_copied += bytes;
}

/// Refcount policy: test (counted) and copy when shared.
#[inline]
pub fn ensure_unique_checked(v: &mut Value, stats: &mut Stats) {
    if !is_array(v) {
        return;
    }
    stats.copy_checks += 1;
    if !is_unique(v) {
        copy_in_place(v, stats);
    }
}

/// Mutable access to a tensor the copy plan proved unique, with no reference-count test.
///
/// # Safety
/// No other `Rc` to this tensor may be dereferenced while the returned
/// borrow lives. The interpreter guarantees it structurally (see the module
/// docs); whether other holders *exist* at all is what the static copy plan
/// decides and `--verify-copies` checks.
#[inline(always)]
pub unsafe fn unchecked_mut<T>(rc: &mut Rc<T>) -> &mut T {
    // SAFETY: the pointer comes from a live `Rc`, so it is valid and aligned;
    // exclusivity of the borrow is the caller's obligation (above).
    unsafe { &mut *(Rc::as_ptr(rc) as *mut T) }
}
