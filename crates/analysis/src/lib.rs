//! Static analyses of MIR; results are side tables keyed by MIR ids.
//!
//! Architecture invariant: analyses read a `mir::ir::Program` and never
//! mutate it; what they prove is returned as a table (`Facts`) that the
//! interpreter, the printer of `matc analyze` and the `--verify-*` modes read.

pub mod copies;
pub mod dataflow;
pub mod prealloc;
pub mod storage;
pub mod types;
