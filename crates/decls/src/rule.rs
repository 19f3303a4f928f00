//! The types analysis' rules: how a builtin's results' class, shape and
//! range follow from its arguments'. A rule names a behaviour, not a
//! builtin; `analysis::types` has one transfer function per rule.

/// Which rule gives the class, shape and range of the results; `Opaque`
/// results are unknown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rule {
    Opaque,
    /// An array of a size given by the arguments (`zeros(m, n, 'int8')`).
    Fill(Fill),
    /// A named constant (`pi`, `i`); with arguments, unknown.
    Constant(Const),
    /// `size`.
    Size,
    /// A scalar extent or emptiness test of the argument (`numel`, `isempty`).
    Extent(Extent),
    /// A logical scalar: whether the argument's class is one of these.
    ClassTest(&'static [&'static str]),
    /// A logical scalar: whether the argument is real (`isreal`).
    RealTest,
    /// Some other logical scalar.
    Predicate(Pred),
    /// `class`: the class name as text.
    ClassName,
    /// Element by element on one argument, same shape.
    Map(Map),
    /// Element by element on two broadcast arguments.
    Binary(Binary),
    /// Along one dimension (`sum`, `max`); `max(a, b)` is pairwise.
    Reduce(Reduce),
    Reshape,
    Repmat,
    Linspace,
    /// The elements in another order, same shape (`sort`); of any class
    /// with `any_class` (`fliplr`), else of numbers only.
    Reorder {
        any_class: bool,
    },
    Transpose,
    /// A time or counter (`toc`); `id`: or a timer's id, an integer (`tic`).
    Clock {
        id: bool,
    },
    /// Text made from the arguments.
    Text(Text),
}

impl Rule {
    /// Whether scalar arguments give a scalar result.
    pub fn scalar_to_scalar(self) -> bool {
        matches!(
            self,
            Rule::Extent(_)
                | Rule::ClassTest(_)
                | Rule::RealTest
                | Rule::Predicate(_)
                | Rule::Map(_)
                | Rule::Binary(_)
                | Rule::Reduce(_)
        )
    }

    /// Whether the result depends only on the extents of the first argument
    /// (`size`, `numel`, `isrow`).
    pub fn extent_query(self) -> bool {
        matches!(
            self,
            Rule::Size | Rule::Extent(_) | Rule::Predicate(Pred::Shape)
        )
    }

    /// Whether the result depends only on the class of the first argument
    /// (`class`, `isnumeric`, `isa`).
    pub fn class_query(self) -> bool {
        matches!(
            self,
            Rule::ClassName | Rule::ClassTest(_) | Rule::Predicate(Pred::Class)
        )
    }

    /// Where the real results of a one-argument map are real.
    pub const fn domain(self) -> Domain {
        match self {
            Rule::Map(Map::Math { domain, .. }) => domain,
            _ => Domain::All,
        }
    }
}

/// The class of a filled array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillClass {
    /// A class-name argument's, else double.
    Numeric,
    /// A class-name argument's if double or single (`rand`), else double.
    Float,
    Logical,
    Cell,
}

/// The elements of a filled array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillValue {
    Zero,
    One,
    /// Ones on the diagonal, zeros elsewhere.
    Identity,
    /// Uniform in [0, 1].
    Uniform,
    /// Any real number.
    Normal,
    Inf,
    NaN,
    /// Not numbers (cells).
    NotNumbers,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fill {
    pub class: FillClass,
    pub value: FillValue,
}

impl Fill {
    /// Whether every element is the same number whatever the class
    /// (`zeros(2, 'int8')` is exactly zero, `Inf(2, 'single')` not double).
    pub fn exact_in_any_class(self) -> bool {
        matches!(
            self.value,
            FillValue::Zero | FillValue::One | FillValue::Identity
        )
    }
}

/// The value of a named constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    Num(f64),
    /// The imaginary unit.
    Imag,
    Bool(bool),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extent {
    Numel,
    /// Zero when empty, else the largest extent.
    Length,
    Ndims,
    Rows,
    Columns,
    IsEmpty,
    IsScalar,
}

impl Extent {
    /// Whether the result is a count (a double), not a test (a logical).
    pub fn is_count(self) -> bool {
        !matches!(self, Extent::IsEmpty | Extent::IsScalar)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pred {
    /// Of the first argument's extents only (`isrow`).
    Shape,
    /// Of the first argument's class only, given the other arguments (`isa`).
    Class,
    /// Of text: an argument that is a cell may give an array (`strcmp` of
    /// cells).
    Text,
    /// Whether a struct has a field (`isfield`; of a cell of names, an
    /// array).
    Field,
    /// Whether the argument is sparse (`issparse`).
    Sparse,
    Other,
}

/// A one-argument element-by-element rule.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Map {
    /// A math function: a floating-point result (integers, logicals and
    /// chars give double), real for a real argument in `domain`.
    Math { domain: Domain, range: Range },
    /// `abs`: real, not negative.
    Abs,
    /// A part of a complex number (`real`, `imag`) or its conjugate.
    Part(Part),
    /// A logical test of each element (`isnan`).
    Test,
    /// A conversion to the class of this name.
    To(&'static str),
}

impl Map {
    /// Whether a real double array maps to itself (`real`, `double`).
    pub fn keeps_real_doubles(self) -> bool {
        matches!(self, Map::Part(Part::Real) | Map::To("double"))
    }

    /// A math function's rule.
    pub const fn math(domain: Domain, range: Range) -> Rule {
        Rule::Map(Map::Math { domain, range })
    }
}

/// The real arguments for which a math function's result is real.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Every real number.
    All,
    /// Numbers `>= 0` (`-0` included); below, the result is complex.
    NonNeg,
    /// The result may be complex for some real numbers (which ones is not
    /// declared).
    Partial,
}

impl Domain {
    /// Whether `x` is in the domain (never for NaN: a NaN argument leaves
    /// it to the general path).
    #[inline(always)]
    pub fn contains(self, x: f64) -> bool {
        match self {
            Domain::All => true,
            Domain::NonNeg => x >= 0.0,
            Domain::Partial => false,
        }
    }
}

/// The range of a math function's real results.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Range {
    /// Any number or NaN.
    Any,
    /// Any number; NaN only from NaN.
    Unbounded,
    /// Nondecreasing: its kernel at the argument's bounds; whole numbers
    /// with `int`; the kernel within a relative 1e-15 of the exact value
    /// unless `exact`.
    Increasing { int: bool, exact: bool },
    /// Within `[lo, hi]`, whole numbers with `int`; NaN from NaN, and from
    /// an infinite argument with `nan_at_inf`.
    Within {
        lo: f64,
        hi: f64,
        int: bool,
        nan_at_inf: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Real,
    Imag,
    Conj,
}

/// A two-argument element-by-element rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// An arithmetic operator by its function name (`plus`, `power`).
    Op(Arith),
    /// Octave's `mod` and `rem`.
    Mod,
    Rem,
    /// `atan2`: floating point, within [-pi, pi].
    Atan2,
    /// `hypot`: floating point, not negative.
    Hypot,
    /// Nothing known of the range.
    Any,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
}

/// A reduction along a dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduce {
    Sum,
    /// Products and sums of squares: nothing known of the range.
    Prod,
    Mean,
    Median,
    /// `any`, `all`.
    Test,
    /// `max`, `min`: pairwise with two arguments.
    Max,
    Min,
    /// `cumsum`, `cumprod`: the argument's shape.
    Cumulative,
    /// A scalar not negative.
    Norm,
    /// How many elements are not zero.
    Count,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// A 2-D char array.
    Matrix,
    /// A char array of any shape.
    Array,
    /// Text converted (`upper`): what is not text comes back as it is.
    Case,
}

/// Rules and ranges several declarations share.
pub const ANY: Rule = Map::math(Domain::All, Range::Any);
/// May be complex for real arguments (`asin(2)`).
pub const PARTIAL: Rule = Map::math(Domain::Partial, Range::Any);
/// Within [-1, 1], NaN at infinity (`sin`).
pub const UNIT: Range = Range::Within {
    lo: -1.0,
    hi: 1.0,
    int: false,
    nan_at_inf: true,
};
/// -1, 0 or 1 (`sign`).
pub const SIGN: Range = Range::Within {
    lo: -1.0,
    hi: 1.0,
    int: true,
    nan_at_inf: false,
};
/// Rounding to whole numbers (`floor`).
pub const WHOLE: Range = Range::Increasing {
    int: true,
    exact: true,
};

/// `ClassTest` sets, by class name (as `class` answers).
pub const FLOAT: &[&str] = &["double", "single"];
pub const INTS: &[&str] = &[
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
];
pub const NUMERIC: &[&str] = &[
    "double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
];
