//! The declarations, grouped by what they share: `[effect, alias, rule]`
//! (an effect that writes says where it finds its paths, `Writes(Arg(0))`).
//! Fresh results are only declared where every path of the implementation
//! builds a new value;
//! anything that may hand back an argument (`num2str` of a char, `real` of a
//! real array, `circshift` by zero) is `Args`.
//!
//! Each name is followed by its arity: `(1)` one argument, `(1..=3)` one to
//! three, `(0..)` any number; `-> N` adds that asking for more than N results
//! is an error before the call, and `=> N` says the same of a fixed parameter
//! list (Octave's m-file functions: too many arguments is `called with too
//! many inputs`). The arities were measured in Octave 7.3 by calling each
//! function with 0 to 7 arguments, and narrowed where matc does not take an
//! option Octave takes.
//!
//! A group is `[effect, alias, rule]`, then optionally `{field: value, ...}`
//! for every name of the group, then the names; a name's own `{...}` after
//! its arity sets fields of its declaration alone (`rule`, `sparse`,
//! `reach`). The elementwise builtins with a scalar kernel are declared in
//! `elementwise!` and `elementwise2!`, one entry each with every fact.

use crate::rule::{self, Arith, Binary, Const, Extent, Map, Part, Pred, Range, Reduce, Rule, Text};
use crate::rule::{Domain::*, Fill, FillClass, FillClass::*, FillValue, FillValue::*};
use crate::rule::{ANY, PARTIAL, SIGN, UNIT, WHOLE};
use crate::Rule::{ClassName, Linspace, Opaque, Repmat, Reshape, Size, Transpose};
use crate::Sparse::{Full, Keeps, Takes};
use crate::{Alias, Arity, Decl, Effect, Reach};

/// The builtins computed element by element on one argument by a real
/// scalar kernel that every tier calls (see `math.rs`): `$callback! { [args]
/// entries }`. An entry is the builtin's whole declaration: its kernel (a
/// function `f64 -> f64`; `$crate::kernels::` for one of its own), its
/// types rule (whose domain says for which real arguments the result is
/// real: `sqrt` of a negative number is complex, and no kernel computes
/// that), the instruction the native tier may emit instead of a call,
/// whether every real result is `>= 0`, and what it does with a sparse
/// argument. Its effect is `Pure` and its results `Fresh`.
#[doc(hidden)]
#[macro_export]
macro_rules! elementwise {
    ($($callback:ident)::+; $($args:tt)*) => { $($callback)::+! { [$($args)*]
        Abs = "abs"(1) {
            kernel: f64::abs, rule: Rule::Map(Map::Abs), native: Some(Native::Abs), nonneg: true,
            sparse: Keeps,
        };
        Sqrt = "sqrt"(1) {
            kernel: f64::sqrt, rule: Map::math(NonNeg, Range::Increasing { int: false, exact: true }),
            native: Some(Native::Sqrt), nonneg: true, sparse: Keeps,
        };
        Exp = "exp"(1) {
            kernel: f64::exp, rule: Map::math(All, Range::Increasing { int: false, exact: false }),
            native: None, nonneg: true, sparse: Keeps,
        };
        Log = "log"(1) {
            kernel: f64::ln, rule: Map::math(NonNeg, Range::Unbounded), native: None, nonneg: false,
            sparse: Keeps,
        };
        Sin = "sin"(1) {
            kernel: f64::sin, rule: Map::math(All, UNIT), native: None, nonneg: false, sparse: Keeps,
        };
        Cos = "cos"(1) {
            kernel: f64::cos, rule: Map::math(All, UNIT), native: None, nonneg: false, sparse: Keeps,
        };
        Tan = "tan"(1) { kernel: f64::tan, rule: ANY, native: None, nonneg: false, sparse: Keeps };
        Atan = "atan"(1) { kernel: f64::atan, rule: ANY, native: None, nonneg: false, sparse: Keeps };
        Tanh = "tanh"(1) {
            kernel: f64::tanh, rule: Map::math(All, UNIT), native: None, nonneg: false, sparse: Keeps,
        };
        Floor = "floor"(1) {
            kernel: f64::floor, rule: Map::math(All, WHOLE), native: Some(Native::Floor),
            nonneg: false, sparse: Keeps,
        };
        Ceil = "ceil"(1) {
            kernel: f64::ceil, rule: Map::math(All, WHOLE), native: Some(Native::Ceil),
            nonneg: false, sparse: Keeps,
        };
        Round = "round"(1) {
            kernel: f64::round, rule: Map::math(All, WHOLE), native: None, nonneg: false,
            sparse: Keeps,
        };
        Fix = "fix"(1) {
            kernel: f64::trunc, rule: Map::math(All, WHOLE), native: Some(Native::Trunc),
            nonneg: false, sparse: Keeps,
        };
    } };
}

/// The same for two arguments (`mod(x, y)`), kernels `(f64, f64) -> f64`;
/// a `Reduce` rule (`max`) says that with one argument the kernel is folded
/// over its elements.
#[doc(hidden)]
#[macro_export]
macro_rules! elementwise2 {
    ($($callback:ident)::+; $($args:tt)*) => { $($callback)::+! { [$($args)*]
        Mod = "mod"(2) {
            kernel: $crate::kernels::mod_f, rule: Rule::Binary(Binary::Mod), native: None,
            sparse: Keeps,
        };
        Rem = "rem"(2) {
            kernel: $crate::kernels::rem_f, rule: Rule::Binary(Binary::Rem), native: None,
            sparse: Keeps,
        };
        Atan2 = "atan2"(2) {
            kernel: f64::atan2, rule: Rule::Binary(Binary::Atan2), native: None, sparse: Full,
        };
        Hypot = "hypot"(2) {
            kernel: f64::hypot, rule: Rule::Binary(Binary::Hypot), native: None, sparse: Full,
        };
        Max = "max"(1..=3) {
            kernel: $crate::kernels::max_f, rule: Rule::Reduce(Reduce::Max),
            native: Some(Native2::Max), sparse: Keeps,
        };
        Min = "min"(1..=3) {
            kernel: $crate::kernels::min_f, rule: Rule::Reduce(Reduce::Min),
            native: Some(Native2::Min), sparse: Keeps,
        };
    } };
}

const fn fill(class: FillClass, value: FillValue) -> Rule {
    Rule::Fill(Fill { class, value })
}
const fn is(classes: &'static [&'static str]) -> Rule {
    Rule::ClassTest(classes)
}
const fn part(p: Part) -> Rule {
    Rule::Map(Map::Part(p))
}
const fn to(class: &'static str) -> Rule {
    Rule::Map(Map::To(class))
}
const fn op(a: Arith) -> Rule {
    Rule::Binary(Binary::Op(a))
}
const fn reduce(r: Reduce) -> Rule {
    Rule::Reduce(r)
}

macro_rules! arity {
    ($n:literal) => {
        Arity::between($n, $n)
    };
    ($min:literal ..) => {
        Arity::at_least($min)
    };
    ($min:literal ..= $max:literal) => {
        Arity::between($min, $max)
    };
    ($n:literal -> $out:literal) => {
        Arity::between($n, $n).outputs($out)
    };
    ($min:literal .. -> $out:literal) => {
        Arity::at_least($min).outputs($out)
    };
    ($min:literal ..= $max:literal -> $out:literal) => {
        Arity::between($min, $max).outputs($out)
    };
    ($n:literal => $out:literal) => {
        Arity::between($n, $n).fixed($out)
    };
    ($min:literal .. => $out:literal) => {
        Arity::at_least($min).fixed($out)
    };
    ($min:literal ..= $max:literal => $out:literal) => {
        Arity::between($min, $max).fixed($out)
    };
}

/// The declarations of a kernel list, in its order (`Math as usize`
/// indexes them).
macro_rules! kernel_decls {
    ([$list:ident, $field:ident, $ty:ident] $($v:ident = $name:literal($($arity:tt)*) {
        kernel: $kernel:expr,
        rule: $rule:expr,
        native: $nat:expr,
        $(nonneg: $nonneg:literal,)?
        sparse: $sparse:ident $(,)?
    };)*) => {
        pub(crate) const $list: &[Decl] = &[$({
            let mut d = Decl::new($name, arity!($($arity)*), Effect::Pure, Alias::Fresh, $rule);
            d.sparse = $sparse;
            d.$field = Some(crate::$ty::$v);
            d
        },)*];
    };
}

crate::elementwise!(kernel_decls; ELEMENTWISE, math, Math);
crate::elementwise2!(kernel_decls; ELEMENTWISE2, math2, Math2);

macro_rules! decls {
    ($(
        [$effect:expr, $alias:ident, $rule:expr]
        $({ $($gf:ident: $gv:expr),* $(,)? })?
        $($name:literal($($arity:tt)*) $({ $($f:ident: $v:expr),* $(,)? })?)*;
    )*) => {
        /// The table's groups.
        pub(crate) const GROUPS: &[&[Decl]] = &[$(group!(
            [$effect, $alias, $rule] { $($($gf: $gv),*)? }
            $($name($($arity)*) { $($($f: $v),*)? })*
        )),*];
    };
}

/// One group's declarations: the group's fields `$group`, then each name's own.
macro_rules! group {
    (
        [$effect:expr, $alias:ident, $rule:expr] $group:tt
        $($name:literal($($arity:tt)*) { $($f:ident: $v:expr),* })*
    ) => {
        &[$({
            #[allow(unused_mut)]
            let mut d = Decl::new($name, arity!($($arity)*), effect!($effect), Alias::$alias, $rule);
            set!(d, $group);
            $(d.$f = $v;)*
            d
        }),*]
    };
}

/// A group's effect: a variant of `Effect`, with `Paths` and `When` named bare.
macro_rules! effect {
    ($effect:expr) => {{
        // Most groups name neither paths nor a when.
        #[allow(unused_imports)]
        use crate::{Effect::*, Paths::*, When::*};
        let effect: Effect = $effect;
        effect
    }};
}

macro_rules! set {
    ($d:ident, { $($f:ident: $v:expr),* }) => {
        $($d.$f = $v;)*
    };
}

decls! {
    // Arrays made from sizes.
    [Pure, Fresh, Opaque] "zeros"(0..) {rule: fill(Numeric, Zero)} "ones"(0..) {rule: fill(Numeric, One)}
        "eye"(0..) {rule: fill(Numeric, Identity)} "cell"(0..) {rule: fill(Cell, NotNumbers)}
        "true"(0..) {rule: fill(Logical, One)} "false"(0..) {rule: fill(Logical, Zero)}
        "Inf"(0..) {rule: fill(Numeric, Inf)} "inf"(0..) {rule: fill(Numeric, Inf)}
        "NaN"(0..) {rule: fill(Numeric, NaN)} "nan"(0..) {rule: fill(Numeric, NaN)};
    [Random, Fresh, Opaque] "rand"(0..) {rule: fill(Float, Uniform)} "randn"(0..) {rule: fill(Float, Normal)};
    // Exponential draws are real numbers (in fact nonnegative).
    [Random, Fresh, Opaque] "rande"(0..) {rule: fill(Float, Normal)};
    // The first argument is the distribution's parameter, not a size.
    [Random, Fresh, Opaque] "randg"(0..) "randp"(0..);
    [Random, Fresh, Opaque] "randi"(1.. -> 1) "randperm"(1..=2);
    [Pure, Fresh, Rule::Constant(Const::Num(std::f64::consts::PI))] "pi"(0..);
    [Pure, Fresh, Rule::Constant(Const::Num(std::f64::consts::E))] "e"(0..);
    [Pure, Fresh, Rule::Constant(Const::Num(f64::EPSILON))] "eps"(0..);
    [Pure, Fresh, Rule::Constant(Const::Imag)] "i"(0..) "j"(0..) "I"(0..) "J"(0..);
    [Pure, Fresh, Opaque] "NA"(0..) "intmax"(0..=1) "intmin"(0..=1) "realmax"(0..) "realmin"(0..)
        "flintmax"(0..) {mfile: true} "magic"(1 => 1) "logspace"(2..=3 => 1) "colon"(2..=3)
        "meshgrid"(1..=3 => 3) "ndgrid"(1..) "primes"(1 => 1) "rat"(1..=2 => 2) "rats"(1..=2 -> 1);
    [Pure, Fresh, Opaque] "hilb"(1 => 1) "toeplitz"(1..=2 => 1) "hankel"(1..=2 => 1)
        "vander"(1..=2 => 1) "perms"(1 => 1) "factor"(1 => 2) "nextpow2"(1 => 1);
    [Pure, Fresh, Linspace] "linspace"(2..=3);

    // Questions about an array.
    [Pure, Fresh, Size] "size"(1..) {sparse: Takes};
    [Pure, Fresh, Rule::Extent(Extent::Numel)] "numel"(1..) {sparse: Takes};
    [Pure, Fresh, Rule::Extent(Extent::Length)] "length"(1) {sparse: Takes};
    [Pure, Fresh, Rule::Extent(Extent::Ndims)] "ndims"(1) {sparse: Takes};
    [Pure, Fresh, Rule::Extent(Extent::Rows)] "rows"(1) {sparse: Takes, mfile: true};
    [Pure, Fresh, Rule::Extent(Extent::Columns)] "columns"(1) {sparse: Takes, mfile: true};
    [Pure, Fresh, Rule::Extent(Extent::IsEmpty)] "isempty"(1) {sparse: Takes};
    [Pure, Fresh, Rule::Extent(Extent::IsScalar)] "isscalar"(1) {sparse: Takes};
    [Pure, Fresh, Opaque] {sparse: Takes} "ischar"(1) {rule: is(&["char"])} "iscell"(1) {rule: is(&["cell"])}
        "isstruct"(1) {rule: is(&["struct"])} "islogical"(1) {rule: is(&["logical"])}
        "isbool"(1) {rule: is(&["logical"])} "isfloat"(1) {rule: is(rule::FLOAT)}
        "isinteger"(1) {rule: is(rule::INTS)} "isnumeric"(1) {rule: is(rule::NUMERIC)}
        "is_function_handle"(0..) {rule: is(&["function_handle"])} "isreal"(1) {rule: Rule::RealTest};
    [Pure, Fresh, Rule::Predicate(Pred::Shape)] {sparse: Takes} "isvector"(1) "isrow"(1) "iscolumn"(1)
        "ismatrix"(1) "issquare"(1) {mfile: true};
    [Pure, Fresh, Rule::Predicate(Pred::Other)] "isequal"(2.. -> 1) {sparse: Takes, mfile: true} "size_equal"(0..) {sparse: Takes}
        "iscellstr"(1) {sparse: Takes} "isvarname"(0..) "issorted"(1..=3);
    [Pure, Fresh, Rule::Predicate(Pred::Field)] "isfield"(2) {sparse: Takes};
    [Pure, Fresh, Rule::Predicate(Pred::Text)] "strcmp"(2) "strcmpi"(2) "strncmp"(3)
        "strncmpi"(3);
    [Pure, Fresh, Rule::Predicate(Pred::Class)] "isa"(2) {sparse: Takes};
    [Pure, Fresh, Opaque] "iscomplex"(1) {sparse: Takes} "numfields"(1) "fieldnames"(1 => 1) "isspace"(1)
        "isletter"(1 => 1) "isalpha"(1) "isdigit"(1) "isupper"(1) "islower"(1) "isalnum"(1) "isascii"(1) "iscntrl"(1)
        "isgraph"(1) "isprint"(1) "ispunct"(1) "isxdigit"(1) "isstrprop"(2 => 1)
        "isprime"(1 => 1) "ismember"(2..=3 -> 2) {mfile: true} "is_leap_year"(0..=1 => 1);
    [Pure, Fresh, ClassName] "class"(1..) {sparse: Takes};

    // Element by element (those with a scalar kernel are in `elementwise!`).
    [Pure, Fresh, Opaque] {sparse: Keeps} "log2"(1) {rule: Map::math(NonNeg, Range::Unbounded)}
        "log10"(1) {rule: Map::math(NonNeg, Range::Unbounded)} "sign"(1) {rule: Map::math(All, SIGN)}
        "sinh"(1) {rule: ANY} "cosh"(1) {rule: ANY} "gamma"(1) {rule: ANY}
        "asinh"(1) {rule: ANY} "expm1"(1) {rule: ANY} "cbrt"(1) {rule: ANY}
        "asin"(1) {rule: PARTIAL} "acos"(1) {rule: PARTIAL} "acosh"(1) {rule: PARTIAL}
        "atanh"(1) {rule: PARTIAL} "log1p"(1) {rule: PARTIAL} "isnan"(1) {rule: Rule::Map(Map::Test)}
        "isinf"(1) {rule: Rule::Map(Map::Test)} "isfinite"(1) {rule: Rule::Map(Map::Test)};
    [Pure, Fresh, Opaque] "sind"(1 => 1) {rule: ANY} "cosd"(1 => 1) {rule: ANY} "tand"(1 => 1) {rule: ANY}
        "atand"(1 => 1) {rule: ANY} "asind"(1 => 1) {rule: PARTIAL} "acosd"(1 => 1) {rule: PARTIAL};
    [Pure, Args, Opaque] "full"(1);
    // Sparse matrices (`runtime::value::sparse`).
    [Pure, Fresh, Rule::Predicate(Pred::Sparse)] "issparse"(1) {sparse: Takes};
    [Pure, Fresh, Opaque] {sparse: Takes} "sparse"(1..=6) "speye"(0..=2 => 1)
        "spalloc"(2..=3) "spones"(1 => 1) "nzmax"(1);
    [Pure, Fresh, Opaque] "spdiags"(1..=4 => 2);
    [Random, Fresh, Opaque] "sprand"(1..=4 => 1) {sparse: Takes} "sprandn"(1..=4 => 1) {sparse: Takes}
        "sprandsym"(1..=2 => 1);
    [Pure, Fresh, Opaque] "issymmetric"(1..=3 => 1);
    [Pure, Args, Opaque] "real"(1) {rule: part(Part::Real), sparse: Keeps}
        "imag"(1) {rule: part(Part::Imag), sparse: Keeps} "conj"(1) {rule: part(Part::Conj), sparse: Keeps}
        "double"(1) {rule: to("double"), sparse: Keeps} "single"(1) {rule: to("single")}
        "logical"(1) {rule: to("logical"), sparse: Keeps} "int8"(1) {rule: to("int8")}
        "int16"(1) {rule: to("int16")} "int32"(1) {rule: to("int32")} "int64"(1) {rule: to("int64")}
        "uint8"(1) {rule: to("uint8")} "uint16"(1) {rule: to("uint16")} "uint32"(1) {rule: to("uint32")}
        "uint64"(1) {rule: to("uint64")} "char"(0..) {rule: to("char")};
    [Pure, Fresh, Opaque] "__matc_int_literal__"(2);
    [Pure, Fresh, Opaque] "pol2cart"(1..=3 -> 3) {mfile: true} "cart2pol"(1..=3 -> 3) {mfile: true} "polyarea"(2..=3 => 1)
        "hamming"(1..=2 => 1) "hanning"(1..=2 => 1) "deconv"(2 -> 2) {mfile: true};
    // Legacy names that warn once a run.
    [State, Fresh, Opaque] "isstr"(1) {mfile: true} "flipdim"(1..=2) {mfile: true};
    [Pure, Fresh, Opaque] "angle"(1) {sparse: Keeps} "arg"(1) {sparse: Keeps} "sec"(1 => 1) "csc"(1 => 1) "cot"(1 => 1)
        "asec"(1 => 1) "acsc"(1 => 1) "acot"(1 => 1) "sech"(1 => 1) "csch"(1 => 1) "coth"(1 => 1)
        "asech"(1 => 1) "acsch"(1 => 1) "acoth"(1 => 1) "erf"(1) "erfc"(1) "erfinv"(1) "erfcinv"(1)
        "gammaln"(1) "lgamma"(1) "factorial"(1 => 1) "nthroot"(2 => 1);
    [Pure, Fresh, Rule::Binary(Binary::Op(Arith::Pow))] "power"(2) {sparse: Keeps};
    [Pure, Fresh, Rule::Binary(Binary::Any)] "idivide"(2..=3 => 1);
    [Pure, Fresh, Opaque] "psi"(1..=2) "signbit"(1) "pow2"(1..=2);
    // Special functions (runtime::builtins::specfun).
    [Pure, Fresh, Opaque] "besselj"(2..=3 -> 2) "bessely"(2..=3 -> 2) "besseli"(2..=3 -> 2)
        "besselk"(2..=3 -> 2) "besselh"(2..=4 -> 2) "airy"(1..=3 -> 2)
        "erfcx"(1) "erfi"(1) "dawson"(1) "ellipj"(2..=3 -> 4)
        "gammainc"(2..=3 => 1) "gammaincinv"(2..=3 => 1) "betainc"(3..=4 => 1)
        "betaincinv"(3..=4 => 1) "expint"(1 => 1);
    [Pure, Fresh, Opaque] "nchoosek"(2 => 1) "bincoeff"(2) "bitand"(2) "bitor"(2) "bitxor"(2) "bitshift"(2..=3)
        "bitget"(2 => 1) "bitset"(2..=3 => 1) "gcd"(2..) "lcm"(2.. -> 1) {mfile: true} "complex"(1..=2) {sparse: Keeps};
    [Pure, Args, Opaque] "cast"(2..=3 -> 1) {mfile: true} "typecast"(2);
    // The operators by name; `uplus(x)` is `x` itself.
    [Pure, Args, Opaque] {sparse: Keeps} "plus"(2..) {rule: op(Arith::Add)} "minus"(2) {rule: op(Arith::Sub)}
        "times"(2..) {rule: op(Arith::Mul)} "rdivide"(2) {rule: op(Arith::Div)};
    [Pure, Args, Opaque] {sparse: Keeps} "ldivide"(2) "mpower"(2) "eq"(2) "ne"(2) "lt"(2) "le"(2)
        "gt"(2) "ge"(2) "and"(2..) "or"(2..) "xor"(2.. -> 1) "not"(1) "uminus"(1) "uplus"(1);

    // Along a dimension.
    [Pure, Fresh, Opaque] "sum"(1..=3) {rule: reduce(Reduce::Sum), sparse: Keeps}
        "prod"(1..=3) {rule: reduce(Reduce::Prod), sparse: Keeps}
        "mean"(1..=4 -> 1) {rule: reduce(Reduce::Mean), sparse: Keeps, mfile: true}
        "any"(1..=2) {rule: reduce(Reduce::Test), sparse: Keeps}
        "all"(1..=2) {rule: reduce(Reduce::Test), sparse: Keeps}
        "cumsum"(1..=3) {rule: reduce(Reduce::Cumulative), sparse: Keeps}
        "cumprod"(1..=3) {rule: reduce(Reduce::Cumulative), sparse: Keeps}
        "median"(1..=2 => 1) {rule: reduce(Reduce::Median)} "nnz"(1) {rule: reduce(Reduce::Count)}
        "norm"(1..=3) {rule: reduce(Reduce::Norm)} "sumsq"(1..=2) {rule: reduce(Reduce::Prod), sparse: Keeps};
    [Pure, Fresh, Opaque] "cummax"(1..=2) "cummin"(1..=2) "mode"(1..=2 => 3) "var"(1..=3 => 1) {sparse: Keeps}
        "std"(1..=3 -> 1) {sparse: Keeps, mfile: true} "dot"(2..=3) "cross"(2..=3 => 1) "range"(1..=2 => 1) "diff"(1..=3)
        "trapz"(1..=3 => 1) "cumtrapz"(1..=3 => 1) "find"(1..=3) "histc"(2..=3 => 2)
        "sub2ind"(2..) "ind2sub"(2) "gradient"(1..);
    [Pure, Fresh, Opaque] "cov"(1..=3 => 1) "corrcoef"(1.. -> 4) {mfile: true} "nonzeros"(1 => 1)
        "conv2"(2..=4) "polyder"(1..=2 => 2) "polyint"(1..=2 => 1);

    // The same elements rearranged (cells keep their elements).
    [Pure, Args, Reshape] "reshape"(2..) {sparse: Keeps};
    [Pure, Args, Opaque] "vec"(1..=2) {mfile: true};
    [Pure, Contents, Repmat] "repmat"(2.. -> 1) {sparse: Keeps, mfile: true};
    [Pure, Contents, Rule::Reorder { any_class: true }] {sparse: Keeps} "fliplr"(1 => 1) "flipud"(1 => 1);
    [Pure, Contents, Rule::Reorder { any_class: false }] "sort"(1..=3) {sparse: Keeps}
        "circshift"(2..=3 => 1) {sparse: Keeps} "flip"(1..=2 => 1);
    [Pure, Contents, Transpose] {sparse: Keeps} "transpose"(1) "ctranspose"(1);
    [Pure, Contents, Opaque] "squeeze"(1) "permute"(2) {sparse: Keeps} "shiftdim"(1..=2 -> 2) {mfile: true}
        "rot90"(1..=2 => 1) {sparse: Keeps} "sortrows"(1..=3 => 2) {sparse: Keeps}
        "unique"(1.. -> 3) {mfile: true} "intersect"(2.. -> 3) {mfile: true} "union"(2.. -> 3) {mfile: true} "setdiff"(2.. -> 2) {mfile: true}
        "diag"(1..=3) {sparse: Keeps} "triu"(1..=3) {sparse: Keeps} "tril"(1..=3) {sparse: Keeps}
        "fftshift"(1..=2 => 1) "ifftshift"(1..=2 => 1) "horzcat"(0..) {sparse: Keeps}
        "vertcat"(0..) {sparse: Keeps} "cat"(1..) {sparse: Keeps} "blkdiag"(1.. -> 1) {sparse: Keeps};
    [Pure, Contents, Opaque] "postpad"(2..=4 => 1) "prepad"(2..=4 => 1) "resize"(2..) "mat2cell"(2..)
        "setxor"(2.. -> 3) "nth_element"(2..=3);
    // `trace` of a vector is its first element, whatever its class.
    [Pure, Contents, Opaque] "trace"(1 => 1);

    // Linear algebra and signals.
    [Pure, Fresh, Opaque] "mtimes"(2..) {sparse: Keeps} "mldivide"(2) "mrdivide"(2) "inv"(1) "inverse"(1) "det"(1)
        "lu"(1..=2) "qr"(1..=3) "chol"(1..=2) "eig"(1..=4) "eigs"(1.. -> 3) "pinv"(1..=2) "rank"(1..=2 => 1)
        "cond"(1..=2 => 1) "svd"(1..=2) "kron"(2..) {sparse: Takes} "conv"(2..=3 => 1)
        "filter"(3..=5 -> 2) "interp1"(2..=6 -> 1) {mfile: true} "polyval"(2..=4 => 2) "polyfit"(3 => 3)
        "roots"(1 => 1) "poly"(1 => 1);
    [Pure, Fresh, Opaque] "interp2"(1..=7 -> 1) {mfile: true} "spline"(2..=3 => 1) "pchip"(2..=3 => 1)
        "ppval"(2 => 1) "mkpp"(2..=3 => 1) "rgb2hsv"(1 => 1) "hsv2rgb"(1 => 1)
        "addtodate"(3 => 1) "formula"(1 => 1) {mfile: false} "argnames"(1 => 1) "quantile"(1..=4 => 1) "prctile"(1..=3 => 1);
    [Pure, Contents, Opaque] "unmkpp"(1 => 5);
    [Pure, Args, Opaque] "expm"(1 => 1) "fft"(1..=3) "ifft"(1..=3) "fft2"(1..=3)
        "ifft2"(1..=3);
    // Issue 42's missing built-ins (kernels42): matrix functions.
    [Pure, Fresh, Opaque] "hess"(1) "schur"(1..=2) "rsf2csf"(2) "sqrtm"(1) "sylvester"(3)
        "balance"(1..=3 -> 3) "rcond"(1) "givens"(2 -> 2) "cholinv"(1) "chol2inv"(1);
    // The generalized eigenproblem and Schur-form reordering (issue 42).
    [Pure, Fresh, Opaque] "qz"(0..=3) "ordqz"(0..) "ordschur"(0..);
    [Pure, Fresh, Opaque] "num2hex"(1..=2) "hex2num"(1..=2) "do_string_escapes"(1)
        "undo_string_escapes"(1);
    [Pure, Fresh, Opaque] "convn"(2..=3) "sizeof"(1) "iskeyword"(0..=1) "sizemax"(0);
    [Pure, Args, Opaque] "fftn"(1..=2) "ifftn"(1..=2);
    [Pure, Contents, Opaque] "merge"(3) "ifelse"(3) "repelems"(2) "ipermute"(2);
    // What the machine and the process are: `--sandbox` decides.
    [Reads, Fresh, Opaque] "nproc"(0..=1) "getpid"(0) "gethostname"(0) "uname"(0 -> 3);
    // speed43 (issue 43): the threads the parallel kernels use.
    [State, Fresh, Opaque] "maxNumCompThreads"(0..=1 => 1);
    [State, Fresh, Opaque] "time"(0);

    // Containers: their results hold their arguments.
    [Pure, Contents, Opaque] "struct"(0..) "getfield"(2.. -> 1) {mfile: true} "setfield"(3.. -> 1) {mfile: true} "rmfield"(2)
        "orderfields"(1..=2 => 2) "struct2cell"(1) "cell2struct"(2..=3) "num2cell"(1..=2)
        "cell2mat"(1 => 1) "deal"(1..) {mfile: true} "cellstr"(1);

    // Text.
    [Pure, Fresh, Rule::Text(Text::Matrix)] "sprintf"(1..) "mat2str"(1..=3 => 1) "strcat"(0.. -> 1) {mfile: true}
        "strrep"(3..=5) "func2str"(0..) "blanks"(1 => 1) "newline"(0);
    [Pure, Fresh, Opaque] "__unicode_length__"(1);
    [Pure, Args, Rule::Text(Text::Matrix)] "num2str"(1..=2 => 1) "strtrim"(1 => 1) "deblank"(1 => 1);
    [Pure, Args, Rule::Text(Text::Array)] "int2str"(1 => 1);
    [Pure, Args, Rule::Text(Text::Case)] "upper"(1) {mfile: true} "lower"(1) {mfile: true};
    [Pure, Args, Opaque] "toupper"(1) "tolower"(1);
    [Pure, Fresh, Opaque] "dec2bin"(1..=2 => 1) "dec2hex"(1..=2 => 1) "bin2dec"(1 => 1)
        "hex2dec"(1 => 1) "str2double"(1) "strfind"(2..=6) "findstr"(2..=3 => 1)
        "strmatch"(2..=3 => 1) "regexp"(2..) "regexpi"(2..) "regexprep"(3..) "strjoin"(1..=2 => 1)
        "strsplit"(1.. -> 2) {mfile: true} "strtok"(1..=2 => 2) "fileparts"(1 => 3) "fullfile"(0.. -> 1) {mfile: true} "filesep"(0..=1) "pathsep"(0);
    [Pure, Fresh, Opaque] "base64_encode"(1) "base64_decode"(1..=2) "__base64_decode_bytes__"(1..=2);
    [Pure, Fresh, Opaque] "dec2base"(2..=3 => 1) "base2dec"(2 => 1) "sscanf"(2..=3);
    [Pure, Args, Opaque] "strjust"(1..=2 => 1) "strvcat"(0..) {mfile: true}
        "validatestring"(2..=5 -> 1) {reach: Reach::Frame, mfile: true};

    // Printing and the terminal.
    [Terminal, Fresh, Opaque] "disp"(1..=2) {sparse: Takes} "display"(1..=2) {sparse: Takes} "printf"(1..) "puts"(1) "stdout"(0)
        "stderr"(0) "stdin"(0) "clc"(0..) "pause"(0..=1);
    [State, Fresh, Opaque] "more"(0..) "format"(0.. -> 3) "page_screen_output"(0..=2)
        "page_output_immediately"(0..=2);

    // Files and folders, and the machine. Under `--sandbox` a call that writes may only
    // change what lies below the sandbox folder (`runtime::sandbox`).
    [Writes(Opened), Fresh, Opaque] "fprintf"(1..) "fputs"(2) "fdisp"(2) "fflush"(1) "fwrite"(2..=5)
        "fclose"(1);
    [Writes(Mode(0, 1)), Fresh, Opaque] "fopen"(1..=4);
    [Writes(Temp), Fresh, Opaque] "tmpfile"(0 => 2);
    [Writes(Joined), Fresh, Opaque] "mkdir"(1..=2);
    [Writes(Arg(0)), Fresh, Opaque] "rmdir"(1..=2) "unlink"(1 => 2) "csvwrite"(0..=4 -> 0) {mfile: true}
        "dlmwrite"(2.. -> 0) {mfile: true};
    [Writes(Every), Fresh, Opaque] "delete"(0..);
    [Writes(Arg(1)), Fresh, Opaque] "copyfile"(2..=3);
    [Writes(Two(0, 1)), Fresh, Opaque] "movefile"(2..=3) "rename"(2 => 2);
    // A hard link is a second name for a file: writing one writes both.
    [Writes(Two(0, 1)), Fresh, Opaque] "link"(2 => 2);
    [Writes(Arg(1)), Fresh, Opaque] "symlink"(2 => 2);
    [Writes(ArgOr(1, "matrix.txt")), Fresh, Opaque] "writematrix"(1..=6);
    [Writes(Arg(1)), Fresh, Opaque] "writetable"(1.. -> 0);
    [Reads, Fresh, Opaque] "fgetl"(1..=2) "fgets"(1..=2) "fread"(1..=5) "feof"(1) "frewind"(1)
        "ftell"(1) "fseek"(2..=3) "ferror"(1..=2 -> 2) "fclear"(1) "P_tmpdir"(0) "SEEK_SET"(0)
        "SEEK_CUR"(0) "SEEK_END"(0) "fileread"(1 => 1) "pwd"(0) "canonicalize_file_name"(1 => 3)
        "tempdir"(0 => 1) "tempname"(0..=2) {mfile: true} "isfile"(1 => 1) "isfolder"(1 => 1) "isdir"(1 => 1)
        "dir"(0..=1 => 1) "glob"(1 => 1) "genpath"(1..=2) "fscanf"(2..=3) "scanf"(1..=2 -> 3) "textscan"(1..)
        "csvread"(0..=5 -> 1) {mfile: true} "dlmread"(1..=6) "readmatrix"(1..) "readtable"(1..);
    [Reads, Fresh, Opaque] "ispc"(0 => 1) "isunix"(0 => 1) "ismac"(0 => 1) "computer"(0..=1 => 3)
        "matlabroot"(0 => 1) "usejava"(1 => 1) "getenv"(1) "version"(0..=1 => 2) "OCTAVE_VERSION"(0)
        "argv"(0) "program_name"(0) "program_invocation_name"(0);
    // Only remembered: `rmdir(d, 's')` never asks.
    [State, Fresh, Opaque] "confirm_recursive_rmdir"(0..=2);
    [Process, Fresh, Opaque] "cd"(0..=1) "chdir"(0..=1) "setenv"(0..) "putenv"(0..) "unsetenv"(0..)
        "exit"(0..) "quit"(0..);
    [Runs(Always), Fresh, Opaque] "system"(1..=3 -> 2) "unix"(1..=2 => 2) "dos"(1..=2 => 2);
    [Runs(WithOption), Fresh, Opaque] "ls"(0.. -> 1);
    // MATLAB's table: a value holding its arguments as its variables.
    [Pure, Contents, Opaque] "table"(0..) {reach: Reach::ArgNames}
        "array2table"(1..) {reach: Reach::ArgNames} "cell2table"(1..) {reach: Reach::ArgNames} "struct2table"(1..)
        "table2array"(1) "table2cell"(1) "table2struct"(1..) "head"(1..=2) "tail"(1..=2);
    [Pure, Fresh, Opaque] "istable"(1) "height"(1) "width"(1);
    // Read and write variables by name in the caller's workspace.
    [Reads, Any, Opaque] {reach: Reach::Statement} "load"(0..);
    [Writes(Named("matlab.mat")), Any, Opaque] {reach: Reach::Statement} "save"(0..);
    [State, Fresh, Opaque] "save_header_format_string"(0..=1 => 1);
    [Terminal, Fresh, Opaque] "who"(0..) {reach: Reach::All} "whos"(0..) {reach: Reach::All};
    [Reads, Fresh, Opaque] "which"(0..) {reach: Reach::All} "help"(0..) "type"(0..)
        "get_help_text"(1 => 2) "get_help_text_from_file"(1 => 2);

    // Headless figures (runtime::graphics): they change or read the figure model.
    [Graphics, Fresh, Opaque] "close"(0..) "figure"(0..) "clf"(0..) "cla"(0..) "gcf"(0..) "gca"(0..)
        "hold"(0..) "ishold"(0..) "subplot"(0..) "plot"(0..) "plot3"(0..) "axes"(0..) "line"(0..)
        "stem"(0..) "errorbar"(0..) "semilogx"(0..) "semilogy"(0..) "loglog"(0..) "scatter"(0..)
        "bar"(0..) "hist"(0..) "imagesc"(0..) "image"(0..) "surf"(0..) "mesh"(0..) "colorbar"(0..)
        "colormap"(0..) "shading"(0..) "view"(0..) "box"(0..) "drawnow"(0..) "rotate3d"(0..=2) "zoom"(0..=2) "pan"(0..=2)
        "gray"(0..=1 => 1) "cool"(0..=1 => 1) "spring"(0..=1 => 1) "summer"(0..=1 => 1)
        "autumn"(0..=1 => 1) "winter"(0..=1 => 1) "copper"(0..=1 => 1) "white"(0..=1 => 1)
        "flag"(0..=1 => 1) "prism"(0..=1 => 1)
        "zlabel"(0..) "title"(0..) "xlabel"(0..) "ylabel"(0..) "legend"(0..) "grid"(0..)
        "axis"(0..) "xlim"(0..) "ylim"(0..) "text"(0..) "ishandle"(1 => 1) "ishghandle"(1)
        "isfigure"(1 => 1) "set"(0..) "get"(0..)
        "findobj"(0..) "findall"(0..) "uicontrol"(0..) "uipanel"(0..) "uimenu"(0..)
        "uicontextmenu"(0..) "hggroup"(0..) "gcbo"(0..) "gcbf"(0..) "orient"(0..) "stairs"(0..) "area"(0..)
        "patch"(0..) "fill"(0..) "surface"(0..) "polar"(0.. -> 1) "uitoolbar"(0.. -> 1)
        "uipushtool"(0.. -> 1) "uitoggletool"(0.. -> 1) "guihandles"(0..=1 => 1) "guidata"(1..=2 => 1);
    // plot42: Octave's plot and image folders (colormaps read the current figure's length).
    [Graphics, Fresh, Opaque] "jet"(0..=1 => 1) "hot"(0..=1 => 1) "hsv"(0..=1 => 1) "bone"(0..=1 => 1)
        "pink"(0..=1 => 1) "ocean"(0..=1 => 1) "rainbow"(0..=1 => 1) "cubehelix"(0..=5 => 1)
        "colorcube"(0..=1 => 1) "lines"(0..=1 => 1) "viridis"(0..=1 => 1) "turbo"(0..=1 => 1);
    // Pictures of figures (png, svg).
    [Writes(Named("")), Fresh, Opaque] "print"(0..);
    // A copy of what the program prints goes to the diary file while on.
    [Writes(Own), Fresh, Opaque] "diary"(0..=1 -> 2);
    [Writes(Arg(1)), Fresh, Opaque] "saveas"(0..) "exportgraphics"(0..);
    // Dialogs and outside programs: without a display Octave prints a message box as text,
    // and opens no browser or editor.
    [Terminal, Fresh, Opaque] "msgbox"(1.. -> 1) "helpdlg"(0..=2 -> 1) "errordlg"(0..=3 -> 1)
        "warndlg"(0..=3 -> 1) "questdlg"(1..=6 -> 1) "web"(0.. -> 3) "edit"(0.. -> 1);

    // Time.
    [State, Fresh, Rule::Clock { id: true }] "tic"(0);
    [State, Fresh, Rule::Clock { id: false }] "toc"(0..=1) "cputime"(0);
    [State, Fresh, Opaque] "clock"(0 => 1) "now"(0 => 1) "date"(0 => 1);
    [Pure, Fresh, Opaque] "datenum"(1..=6 => 2) "datevec"(1..=3 => 6) "datestr"(1..=3 => 1)
        "etime"(2 => 1) "weekday"(1..=2 => 2) "eomday"(2 => 1);

    // Errors, warnings and argument checks.
    [State, Fresh, Opaque] "error"(1..) "warning"(0..) "lastwarn"(0..) "lasterr"(0..=2 -> 2)
        "lasterror"(0..=1 => 1)
        "rethrow"(1..) "throw"(1..) "print_usage"(0..=1 => 0) {reach: Reach::Frame}
        "assert"(1.. -> 0) {sparse: Takes} "validateattributes"(3.. -> 0) {sparse: Takes, mfile: true}
        "narginchk"(2 => 0) {reach: Reach::Frame} "nargoutchk"(2..=4 => 1) {reach: Reach::Frame}
        "nargchk"(3..=4 => 1) {reach: Reach::Frame};
    [Pure, Contents, Opaque] "MException"(2..) "getReport"(1..);

    // The interpreter's own: user code, workspaces, handles.
    [Calls, Any, Opaque] "feval"(1..) "cellfun"(2..) "arrayfun"(2..) "structfun"(2..)
        "accumarray"(2..=6 -> 1) {mfile: true} "spfun"(2 => 1) {sparse: Keeps} "eval"(0..) {reach: Reach::All}
        "evalin"(0..) {reach: Reach::Caller} "assignin"(0..) {reach: Reach::Caller} "addpath"(1.. -> 1)
        "rmpath"(1.. -> 1) "path"(0.. -> 1) "restoredefaultpath"(0 => 1) "rehash"(0 => 0) "evalc"(0..) {reach: Reach::All} "builtin"(1..)
        "bsxfun"(3) "str2func"(0..) "str2num"(1 => 2)
        "input"(1..=2 -> 1) "inline"(1..) "vectorize"(1 => 1);
    [State, Fresh, Opaque] "inputname"(1..=2 => 1) {reach: Reach::Frame} "exist"(0..) {reach: Reach::Named}
        "clear"(0..) {reach: Reach::Named} "clearvars"(0..) {reach: Reach::Named}
        "mfilename"(0..) {reach: Reach::Frame} "dbstack"(0..=2 -> 2) {reach: Reach::Frame}
        "nargin"(0..) {reach: Reach::Counts} "nargout"(0..) {reach: Reach::Counts}
        "pathdef"(0 => 1) "isargout"(1 => 1) {reach: Reach::Counts} "isglobal"(1 => 1) {reach: Reach::Frame}
        "localfunctions"(0 => 1) {reach: Reach::Frame};
    // Registers a function to call when the program ends.
    [State, Fresh, Opaque] "atexit"(1..=2 -> 1);
    // Classes: what a class defines, by object or class name.
    [Reads, Fresh, Opaque] "methods"(1..=2 -> 1) "ismethod"(2 => 1) "properties"(1 -> 1);
    // Keeps its argument for the snippet that called it.
    [State, Contents, Opaque] "__matc_capture__"(0..);
    // containers.Map: a handle, so reading it depends on its state.
    [State, Contents, Opaque] "containers.Map"(0..) "values"(1..=2);
    [State, Fresh, Opaque] "keys"(1) "isKey"(2);
    [State, Any, Opaque] "remove"(2);
    [Pure, Fresh, Rule::Predicate(Pred::Class)] "isobject"(1) {sparse: Takes};
    // Its function runs when the object goes: creating one is an effect.
    [State, Fresh, Opaque] "onCleanup"(1);
    // Functions stay loaded: a lock only answers `mislocked`.
    [State, Fresh, Opaque] "mlock"(0..) "munlock"(0..) "mislocked"(0..);
    // The multiple assignment to a comma-separated list, `[c{:}] = f(...)`.
    [Calls, Any, Opaque] "__matc_cs_call__"(0..);
    [Pure, Fresh, Opaque] "__matc_cs_count__"(0..);
    [Pure, Contents, Opaque] "__matc_for_fields__"(1..=2 -> 2);
    [Pure, Contents, Opaque] "__matc_cs_take__"(3) "__matc_cs_setcell__"(2..) "__matc_cs_setfield__"(3..);

    // Issue 42's missing names outside graphics (names42): preferences,
    // broken-down time, file names and status, what a value is, `lookup`.
    [State, Fresh, Opaque] "output_precision"(0..=2) "max_recursion_depth"(0..=2)
        "print_empty_dimensions"(0..=2) "split_long_rows"(0..=2) "fixed_point_format"(0..=2)
        "struct_levels_to_print"(0..=2) "print_struct_array_contents"(0..=2) "save_precision"(0..=2)
        "save_default_options"(0..=2) "string_fill_char"(0..=2) "silent_functions"(0..=2)
        "max_stack_depth"(0..=2) "optimize_diagonal_matrix"(0..=2) "optimize_permutation_matrix"(0..=2)
        "optimize_range"(0..=2) "optimize_subsasgn_calls"(0..=2) "sparse_auto_mutate"(0..=2)
        "suppress_verbose_help_message"(0..=2) "svd_driver"(0..=2) "beep_on_error"(0..=2)
        "ignore_function_time_stamp"(0..=2) "auto_repeat_debug_command"(0..=2);
    [Pure, Fresh, Opaque] "gmtime"(1) "localtime"(1) "mktime"(1) "strftime"(2) "strptime"(2 -> 2)
        "is_absolute_filename"(1) "is_rooted_relative_filename"(1) "typeinfo"(0..=1) {sparse: Takes}
        "isindex"(1..=2) "isna"(1) "isieee"(0) "native_float_format"(0) "lookup"(2..=3) "functions"(1)
        "jsondecode"(1..) "unicode_idx"(1) "native2unicode"(1..=2) "unicode2native"(1..=2)
        "mgorth"(2 -> 2) "cellslices"(3..=4) "cellindexmat"(1..) "blkmm"(2) "bitpack"(2) "bitunpack"(1)
        "errno_list"(0) "convhull"(1..=4 -> 2) "convhulln"(1..=2 -> 2) "tsearch"(5)
        "etree"(1..=2 -> 2) {sparse: Takes} "sprank"(1) {sparse: Takes}
        "amd"(1..=2 -> 1) {sparse: Takes} "colamd"(1..=2 -> 1) {sparse: Takes}
        "symamd"(1..=2 -> 1) {sparse: Takes}
        "dmperm"(1 -> 6) {sparse: Takes};
    // Warns that "PrettyPrint" is unavailable, as Octave 7.3 does.
    [State, Fresh, Opaque] "jsonencode"(1..);
    [Reads, Fresh, Opaque] "get_home_directory"(0) "make_absolute_filename"(1) "tilde_expand"(1)
        "file_in_path"(2..=3) "readdir"(1 -> 3) "stat"(1 -> 3) "lstat"(1 -> 3) "readlink"(1 -> 3)
        "is_same_file"(2) "getrusage"(0) "terminal_size"(0) "user_config_dir"(0) "user_data_dir"(0);
    // The process's last system error, read and set.
    [State, Fresh, Opaque] "errno"(0..=1);
    // Write FILE.gz (or FILE) beside each file or in the folder given.
    [Writes(Every), Fresh, Opaque] "gzip"(1..=2 => 1) "gunzip"(1..=2 => 1);

    // Archives, written through `os` (see runtime::builtins::archive).
    // An archive made is argument 1; one unpacked goes to the folder in
    // argument 2, else beside the archive (`os` checks each member written).
    [Writes(Arg(0)), Fresh, Opaque] "zip"(2..=3 => 1) "tar"(2..=3 => 1);
    [Writes(Arg(1)), Fresh, Opaque] "unzip"(1..=2 => 1) "untar"(1..=2 => 1) "bunzip2"(1..=2 => 1)
        "unpack"(1..=3 => 1);
    [Pure, Fresh, Opaque] "hash"(2 => 1);
    // More of the open-file table: reading, listing, a fresh file.
    [Reads, Fresh, Opaque] "fskipl"(1..=2 => 1);
    [Terminal, Fresh, Opaque] "freport"(0 => 0);
    [Writes(Arg(0)), Fresh, Opaque] "mkstemp"(1..=2 => 3);

    // graphics46: image files (runtime::builtins::imagefile), pictures, geometry.
    [Reads, Fresh, Opaque] "imread"(1.. -> 3) "imfinfo"(1..=2 -> 1);
    [Writes(Named("")), Fresh, Opaque] "imwrite"(2.. -> 0);
    [Graphics, Fresh, Opaque] "imshow"(1.. -> 1) "getframe"(0..=2 -> 1) "light"(0.. -> 1) "isprop"(2 -> 1);
    [Pure, Fresh, Opaque] "__contourc__"(4 -> 1) "delaunay"(1..=4 -> 1) "delaunayn"(1..=2 -> 1);
}
