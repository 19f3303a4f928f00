//! MATLAB values, builtins, display formatting and errors.
//!
//! Code map: `value` (the `Value` type), `error` (`MatError` with Octave's
//! wording), `ctx` (what builtins may touch), `builtins` (the registry and
//! the builtin library), `display` (Octave's `x = ...` / `disp` text),
//! `printf` (the `printf` family's format engine), `cfmt` (C number
//! conversions both use).

pub mod builtins;
pub mod cfmt;
pub mod ctx;
pub mod display;
pub mod error;
pub mod printf;
pub mod value;

pub use ctx::Ctx;
pub use error::{MResult, MatError};
pub use value::{Class, Dims, FuncHandle, StructArray, Tensor, Value, C32, C64};
