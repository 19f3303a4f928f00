//! MATLAB lowered to an SSA control-flow graph in single-operator form.
//!
//! Entry points: [`lower_program`] (a whole program from its entry file) and
//! [`Loader`] (the same, growable at run time for `feval`, `str2func`, `eval`).
//! Architecture invariant: `mir` knows nothing of the runtime; which names
//! are builtins comes from the caller through [`BuiltinSet`].

// Blocks, values and instructions are dense indices; index loops read best.
#![allow(clippy::needless_range_loop)]

pub mod cfg;
pub mod ir;
pub mod liveness;
pub mod loader;
pub mod lower;
pub mod operands;
pub mod passes;
pub mod print;
pub mod ssa;
pub mod verify;

pub use loader::{lower_program, BuiltinSet, Loader, LowerError};
