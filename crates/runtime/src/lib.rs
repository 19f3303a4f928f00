//! MATLAB values, builtins, display formatting and errors.
//!
//! Code map: `value` (the `Value` type), `error` (`MatError` with Octave's
//! wording), `ctx` (what builtins may touch), `builtins` (the registry and
//! the builtin library).

pub mod builtins;
pub mod ctx;
pub mod error;
pub mod value;

pub use ctx::Ctx;
pub use error::{MResult, MatError};
pub use value::{Class, Dims, FuncHandle, StructArray, Tensor, Value, C32, C64};
