//! Octave's special functions that its core library computes in C++ or in
//! m-files over C++ kernels: Bessel and Airy functions, incomplete gamma and
//! beta functions and their inverses, the exponential integral, the
//! Faddeeva family (`erfcx`, `erfi`, `dawson`) and Jacobi's elliptic
//! functions. Kernels come from crates where one is accurate enough
//! (`complex-bessel`, a pure-Rust Amos 644; `puruspe`); the rest is written
//! here from the published algorithms, each module saying which.

pub mod bessel;
pub mod elliptic;
pub mod expint;
pub mod faddeeva;
pub mod incomplete;
