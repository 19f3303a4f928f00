//! MATLAB lowered to an SSA control-flow graph in single-operator form.
//!
//! Architecture invariant: `mir` knows nothing of the runtime; which names
//! are builtins comes from the caller through [`BuiltinSet`].
//!
//! # Using it from the interpreter
//!
//! ```text
//! let mut loader = mir::Loader::new(Box::new(runtime::builtins::is_builtin));
//! let mut prog = mir::ir::Program::default();
//! let entry = loader.load_entry(&mut prog, path)?;      // lowers all reachable code
//! // at run time, for feval('name') / str2func / Callee::Unresolved(name):
//! let f: Option<FuncId> = loader.resolve_function(&mut prog, name)?;
//! loader.add_path(dir);                                  // addpath
//! let code = loader.lower_eval(&mut prog, host, text)?;  // eval in a dynamic function
//! let snippet = loader.load_snippet(&mut prog, text)?;   // matc eval 'CODE'
//! let last = mir::liveness::last_uses(prog.func(f));     // once per function
//! if last.is_last(inst, k) { /* move operand k out of its register */ }
//! ```
//!
//! Every lowered function is in SSA form (unless `loader.ssa` is off), has
//! passed the verifier, and has been through the default passes. Functions
//! are lowered when their file is first reached, so `prog.functions` only
//! grows; a `FuncId` stays valid. Runtime helpers the lowering calls by name
//! as `Callee::Builtin`: `isscalar` (for `&`/`|` in conditions), `exist`, `error`, `clear`.
//!
//! What cannot be lowered is an `error::LowerError`, located by line and
//! column in its file.

// Blocks, values and instructions are dense indices; index loops read best.
#![allow(clippy::needless_range_loop)]

pub mod cfg;
pub mod classes;
pub mod error;
pub mod ir;
pub mod library;
pub mod liveness;
pub mod loader;
pub mod lower;
pub mod lower_memo;
pub mod operands;
pub mod parse;
pub mod passes;
pub mod print;
pub mod ssa;
pub mod verify;

pub use loader::{lower_program, BuiltinSet, Loader, LowerError, LowerMemo};
