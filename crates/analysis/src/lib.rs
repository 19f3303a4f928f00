//! Static analyses of MIR; results are side tables keyed by MIR ids.
//!
//! Code map: `dataflow` (the generic solvers), `types` (class, shape, range
//! and definedness: `types::TypeFacts`), `copies` (where copies go:
//! `copies::Plan`; `copies::unique`, updates that need no test), `prealloc`
//! (arrays grown in loops: `prealloc::Hint`), `storage` (GCTD storage
//! coalescing: `storage::StoragePlan`, read only by `matc analyze --storage`).
//!
//! Architecture invariant: analyses read a `mir::ir::Program` and never
//! mutate it; what they prove is returned as a table that the interpreter,
//! the printer of `matc analyze` and the `--verify-*` modes read.
//!
//! Objects keep the analyses sound without knowing classes: a builtin call
//! on a possible object whose name a loaded class has a method of
//! (`Program::overloaded`) gives unknown results; a method standing in for
//! a builtin declared fresh or an operator gets its own copies of array
//! arguments (`exec::classes`); object values are never updated through a
//! uniqueness proof; and CSE does not merge field reads, since a handle's
//! property may change between two reads of one value.

pub mod copies;
pub mod dataflow;
pub mod prealloc;
pub mod storage;
pub mod types;
