//! MATLAB values, builtins, display formatting and errors.
//!
//! Code map: `value` (the `Value` type), `error` (`MatError` with Octave's
//! wording), `ops` (operators, ranges), `index` (indexing and assignment),
//! `concat` (`[a, b; c, d]`), `convert` (class conversion), `linalg` (solves
//! behind `\` and `/`), `ctx` (what builtins may touch), `builtins` (the
//! registry and the builtin library), `display` (Octave's `x = ...` / `disp`
//! text), `printf` (the `printf` family's format engine), `cfmt` (C number
//! conversions both use).

pub mod builtins;
pub mod cfmt;
pub mod concat;
pub mod convert;
pub mod ctx;
pub mod display;
pub mod error;
pub mod index;
pub mod linalg;
pub mod ops;
pub mod printf;
pub mod value;

pub use ctx::Ctx;
pub use error::{MResult, MatError};
pub use value::{Class, Dims, FuncHandle, StructArray, Tensor, Value, C32, C64};
