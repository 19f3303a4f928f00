//! MATLAB source to AST and back: lexer, parser, printer, diagnostics.
//!
//! Architecture invariant: this crate knows nothing of the rest of matc.

pub mod ast;
