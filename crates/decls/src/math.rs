//! The vocabulary of elementwise kernels: [`Math`] (one argument) and
//! [`Math2`] (two), each variant a builtin of `table.rs`'s `elementwise!`
//! and `elementwise2!` lists with its `f64` kernel.
//!
//! A builtin with a kernel is fast everywhere: the interpreter's scalar
//! path, the fused array kernels, the native tier and the specializer's
//! vector loops all call the kernel (through [`Math::eval`], or
//! [`with_kernel!`](crate::with_kernel) where a loop must be compiled per
//! kernel), so every tier computes the same bits. A new elementwise builtin
//! is one entry of the list and its kernel.

use crate::rule::{Domain, Domain::*, Map, Range, Rule, ANY, UNIT, WHOLE};
use crate::table::{ELEMENTWISE, ELEMENTWISE2};
use crate::Decl;

/// Elements from which a kernel with no machine instruction (`sin`, `exp`:
/// 10-40 ns an element, against some microseconds to wake a thread) is
/// shared among the threads: the runtime's maps and the interpreter's fused
/// passes share it, and the native tier leaves such loops to them. Each
/// element is computed alone, so the bits do not depend on the count.
pub const SHARED_MIN: usize = 1 << 15;

/// A machine instruction that computes a one-argument kernel exactly, which
/// the native tier emits instead of calling it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Native {
    Abs,
    Sqrt,
    Floor,
    Ceil,
    /// Toward zero (`fix`).
    Trunc,
}

/// The same for a two-argument kernel: a compare and select.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Native2 {
    /// The larger; of a NaN, the other operand (`kernels::max_f`).
    Max,
    Min,
}

/// Generates [`Math`] and [`Math2`] from the lists.
macro_rules! vocabulary {
    (
        $ty:ident, $native:ident, $list:ident,
        [$($v:ident = $name:literal($($arity:tt)*) {
            kernel: $kernel:expr,
            rule: $rule:expr,
            native: $nat:expr,
            $(nonneg: $nonneg:literal,)?
            sparse: $sparse:ident $(,)?
        };)*]
    ) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $ty {
            $($v),*
        }

        impl $ty {
            pub const ALL: &'static [$ty] = &[$($ty::$v),*];

            /// The builtin's name.
            pub fn name(self) -> &'static str {
                match self {
                    $($ty::$v => $name),*
                }
            }

            /// The builtin's declaration.
            pub fn decl(self) -> &'static Decl {
                &$list[self as usize]
            }

            /// The instruction that computes it exactly, if any.
            pub fn native(self) -> Option<$native> {
                match self {
                    $($ty::$v => $nat),*
                }
            }
        }
    };
}

macro_rules! math_vocabulary {
    ([] $($entries:tt)*) => {
        vocabulary!(Math, Native, ELEMENTWISE, [$($entries)*]);
        math_eval!($($entries)*);
    };
}

macro_rules! math2_vocabulary {
    ([] $($entries:tt)*) => {
        vocabulary!(Math2, Native2, ELEMENTWISE2, [$($entries)*]);
        math2_eval!($($entries)*);
    };
}

macro_rules! math_eval {
    ($($v:ident = $name:literal($($arity:tt)*) {
        kernel: $kernel:expr,
        rule: $rule:expr,
        native: $nat:expr,
        nonneg: $nonneg:literal,
        sparse: $sparse:ident $(,)?
    };)*) => {
        impl Math {
            /// The kernel of a real double.
            #[inline(always)]
            pub fn eval(self, x: f64) -> f64 {
                match self {
                    $(Math::$v => $kernel(x)),*
                }
            }

            /// The real arguments whose result is real (elsewhere the
            /// builtin's result is complex, which no kernel computes).
            #[inline(always)]
            pub const fn domain(self) -> Domain {
                match self {
                    $(Math::$v => { const R: Rule = $rule; R.domain() })*
                }
            }

            /// The kernel of a real double in the domain; `None` outside
            /// it (and for NaN where the domain is not every number).
            #[inline(always)]
            pub fn real(self, x: f64) -> Option<f64> {
                match self {
                    $(Math::$v => {
                        const D: Domain = { const R: Rule = $rule; R.domain() };
                        if D.contains(x) { Some($kernel(x)) } else { None }
                    })*
                }
            }

            /// Whether every real result is `>= 0` (`-0` included) or NaN.
            pub fn nonneg(self) -> bool {
                match self {
                    $(Math::$v => $nonneg),*
                }
            }
        }
    };
}

macro_rules! math2_eval {
    ($($v:ident = $name:literal($($arity:tt)*) {
        kernel: $kernel:expr,
        rule: $rule:expr,
        native: $nat:expr,
        sparse: $sparse:ident $(,)?
    };)*) => {
        impl Math2 {
            /// The kernel of two real doubles.
            #[inline(always)]
            pub fn eval(self, x: f64, y: f64) -> f64 {
                match self {
                    $(Math2::$v => $kernel(x, y)),*
                }
            }
        }
    };
}

crate::elementwise!(math_vocabulary;);
crate::elementwise2!(math2_vocabulary;);

impl Math {
    /// The kernel of builtin `name`, if it has one.
    pub fn of(name: &str) -> Option<Math> {
        crate::lookup(name).and_then(|d| d.math)
    }

    /// Whether a real argument outside the domain would make the result
    /// complex (`sqrt`, `log`): a caller tests `domain().contains(x)`.
    pub fn partial(self) -> bool {
        self.domain() != Domain::All
    }
}

impl Math2 {
    /// The two-argument kernel of builtin `name`, if it has one.
    pub fn of(name: &str) -> Option<Math2> {
        crate::lookup(name).and_then(|d| d.math2)
    }

    /// Whether it is a reduction with one argument (`max(v)`, the pairwise
    /// kernel folded over the elements), else elementwise only.
    pub fn reduces(self) -> bool {
        matches!(self.decl().rule, Rule::Reduce(_))
    }
}

/// Runs `$body` with `$f` bound to the kernel of `Math` value `$m`, one
/// copy of `$body` per kernel (for loops that must inline the kernel to
/// vectorize).
#[macro_export]
macro_rules! with_kernel {
    ($m:expr, |$f:ident| $body:expr) => {
        $crate::elementwise!($crate::__dispatch; $m, $f, $body)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch {
    ([$m:expr, $f:ident, $body:expr] $($v:ident = $name:literal($($arity:tt)*) {
        kernel: $kernel:expr,
        $($rest:tt)*
    };)*) => {
        match $m {
            $($crate::Math::$v => {
                let $f = $kernel;
                $body
            })*
        }
    };
}
