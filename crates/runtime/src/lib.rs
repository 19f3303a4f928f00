//! MATLAB values, builtins, display formatting and errors.
//!
//! Code map: `value` (the `Value` type, with its variants' types
//! `value::object`, `value::sparse` and `value::diagmat`; `class` and `dims`
//! below it), `error` (`MatError` with Octave's
//! wording), `gather` (elements at linear positions), `permute` (arrays
//! with their dimensions reordered, in runs or tiles), `expand` (elementwise
//! with implicit expansion), then the operations
//! on values, each calling only those before it: `concat` (`[a, b; c, d]`;
//! `concat::table`), `index` (indexing and assignment; `index::sparse`,
//! `index::diag`, `index::table`), `ops` (operators, ranges; `ops::sparse`,
//! `ops::diag`). Sparse, diagonal and permutation operands are computed on
//! their own form where Octave keeps it, otherwise on full arrays.
//! `carith` (complex products and
//! quotients as libgcc computes them), `convert` (class conversion), `gemm` (large
//! real matrix products, the largest on every core), `threads` (how many, and `fork`), `lanes` (elementwise loops in the widest vectors the CPU has), `ordered_sum` (a chain of additions' bits, a stretch at a time), `quotient` (divisions by a divisor that serves many, in FMA steps), `root` (square roots in FMA steps), `property_rng` (the property tests' seeded numbers), `linalg` (solves
//! behind `\` and `/`), `ctx` (what builtins may touch), `builtins` (the
//! registry and the builtin library), `display` (Octave's `x = ...` /
//! `disp` text), `printf` (the `printf` family's format engine), `cfmt` (C
//! number conversions both use), `graphics` (the model of headless figures and its rendering),
//! `options` (option names
//! matched by prefix as Octave matches them), `os` (every file change and
//! process a program makes, checked under `--sandbox`), `sandbox` (the check
//! of a builtin's declared effect), `alloc` (allocation that fails softly).
//!
//! For the interpreter, the whole value API in one place:
//! - operators: `ops::binary` (the interpreter's `rt::fast_binary` reuses
//!   a dead operand's buffer first), `ops::unary`, `ops::transpose`,
//!   `ops::colon`, `ops::range_f64`;
//!   `for` loops: `ops::for_count` + `ops::for_item`; conditions and
//!   `&&`/`||`: `Value::is_true`.
//! - indexing: `index::index` (fast paths `index1_num`, `index2_num`),
//!   `index::brace_index` (a cs-list), `index::field_get` / `field_get1`,
//!   `index::end_of`; a char `':'` (`index::colon()`) is the magic colon.
//! - assignment: `index::assign` (in place when unshared; fast paths
//!   `assign1_num`, `assign2_num`), `index::assign_new` for an
//!   undefined variable, `index::delete` (for a literal `[]`, `''` or `""`), `index::brace_assign`,
//!   `index::field_set`, `index::field_set_indexed`, and `field_take` /
//!   `brace_take` to move a part out for a nested update.
//! - brackets: `concat::matrix` (`[...]`), `concat::cell_literal` (`{...}`).
//! - errors: runtime errors say `index (...)`; `MatError::with_var_name`
//!   gives Octave's `a(...)` wording when the indexed value is a variable.
//!
//! Architecture invariant: nothing here knows about MIR or the interpreter;
//! builtins that call back into user code (feval, cellfun, ...) live in exec.

pub mod alloc;
pub mod builtins;

/// Raised from outside (the prompt's SIGINT handler) to stop the running
/// program: the interpreter tests it on loop back-edges, and `pause` wakes
/// up for it. A static: the test is one load from a fixed address.
pub static INTERRUPT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub mod carith;
pub mod cfmt;
pub mod class;
pub mod concat;
pub mod convert;
pub mod ctx;
pub mod dims;
pub mod display;
pub mod error;
pub mod expand;
pub mod gather;
mod gemm;
pub mod graphics;
pub mod index;
pub mod lanes;
pub mod linalg;
pub mod ops;
pub mod options;
pub mod ordered_sum;
pub mod os;
pub mod permute;
pub mod printf;
#[cfg(test)]
mod property_rng;
pub mod quotient;
pub mod root;
pub mod sandbox;
pub mod threads;
pub mod value;

pub use ctx::Ctx;
pub use error::{MResult, MatError};
pub use value::{Class, Dims, FuncHandle, StructArray, Tensor, Value, C32, C64};
