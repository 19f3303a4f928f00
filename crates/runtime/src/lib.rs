//! MATLAB values, builtins, display formatting and errors.
