//! MATLAB lowered to an SSA control-flow graph in single-operator form.
pub mod ir;
