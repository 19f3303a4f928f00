//! Dense linear algebra hooks used by the operators (`\`, `/`, `inv`, `^`).
//!
//! The signatures are the contract with `ops`; the bodies delegate to the
//! builtin library (`builtins::linalg`: LAPACK-style LU/Cholesky/triangular
//! dispatch, SVD least squares, faer eigen-decompositions). The operators
//! have no `Ctx`, so warnings such as "matrix singular to machine precision"
//! are queued here and drained by the interpreter with [`take_warnings`].
//!
//! This module and `builtins::linalg` stand below `ops`: the factorizations
//! import no operator, index or builtin family that does (a scalar divisor
//! is divided there, `cond` stands beside `norm` in `builtins::reduce`), so
//! the operators call down into them and nothing calls back up.

use std::cell::RefCell;

use crate::builtins::linalg as la;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::Value;

thread_local! {
    static PENDING: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// Warnings (message, identifier) raised by operator-level linear algebra
/// since the last call; the interpreter prints them as `warning: MESSAGE`.
pub fn take_warnings() -> Vec<(String, String)> {
    PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// Runs `f` with a scratch context and queues the warnings it produced.
fn with_ctx<T>(f: impl FnOnce(&mut Ctx) -> Result<T, MatError>) -> Result<T, MatError> {
    let mut ctx = Ctx::new();
    let r = f(&mut ctx);
    if let Some(w) = ctx.warnings.last.take() {
        PENDING.with(|p| p.borrow_mut().push(w));
    }
    r
}

/// `a \ b` for non-scalar `a` (dims already checked: rows agree).
pub fn mldivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    with_ctx(|ctx| la::mldivide_values(ctx, a, b))
}

/// `a / b` = `(b' \ a')'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value, MatError> {
    with_ctx(|ctx| la::mrdivide_values(ctx, a, b))
}

/// Matrix inverse (square; singular gives Inf with a warning, as Octave).
pub fn inv(a: &Value) -> Result<Value, MatError> {
    with_ctx(|ctx| la::inv_value(ctx, a))
}

/// `s ^ A` (scalar base, square matrix exponent) through the eigendecomposition.
pub fn scalar_matrix_power(a: &Value, b: &Value) -> Result<Value, MatError> {
    with_ctx(|ctx| la::scalar_matrix_power(ctx, a, b))
}

/// `A ^ p` with a non-integer or complex `p` through the eigendecomposition.
pub fn matrix_power_general(a: &Value, b: &Value) -> Result<Value, MatError> {
    with_ctx(|ctx| la::matrix_power_general(ctx, a, b))
}
