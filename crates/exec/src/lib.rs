//! The interpreter of MIR: a register machine over SSA values.
