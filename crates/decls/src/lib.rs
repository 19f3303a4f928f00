//! Each builtin function declared once, with every fact the rest of matc
//! knows of it: how many arguments and results a call may have, what it does
//! besides computing its results, what its results may share with its
//! arguments, the rule of the types analysis that gives their class, shape
//! and range, whether it maps elements by a scalar kernel (which the
//! interpreter, the fused kernels, the native tier and the specializer all
//! call), what it does with a sparse argument, what of its caller it reads
//! by name, and its usage lines.
//!
//! `runtime` and `exec` implement the declared names (a test in `exec` checks
//! that the two sets are equal); every other crate reads the facts from here
//! and names no builtin itself (`crates/cli/tests/architecture.rs` checks the
//! string literals). A name with no declaration may do anything: it has
//! effects and its results may alias anything, and `--sandbox` refuses to
//! run it.

pub mod kernels;
mod math;
pub mod op;
pub mod rule;
mod table;
mod usage;

pub use math::{Math, Math2, Native, Native2, SHARED_MIN};
pub use rule::Rule;

use std::collections::HashMap;
use std::sync::OnceLock;

/// What a call does besides computing its results, in the words `--sandbox`
/// needs (`runtime::sandbox` decides from this alone whether a call may run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing: the results depend only on the arguments (it may still raise
    /// an error).
    Pure,
    /// Reads and advances the random number generator.
    Random,
    /// Reads or changes the interpreter's state (clocks, warning and format
    /// settings, the last error, the search path).
    State,
    /// May run user code or touch workspaces (`feval`, `cellfun`, `eval`);
    /// what it calls is checked when it is called.
    Calls,
    /// Prints to standard output or error, or reads standard input (`disp`,
    /// `pause`).
    Terminal,
    /// Changes or reads the headless figure model (`plot`, `set`); no window
    /// opens, and a picture file is `Writes`.
    Graphics,
    /// Reads files or folders, or asks about the machine (`fileread`, `dir`,
    /// `getenv`, `computer`).
    Reads,
    /// Creates, writes, renames or deletes files or folders; [`Paths`] says
    /// where the call finds their names.
    Writes(Paths),
    /// Changes the process: its current folder, its environment as the
    /// program sees it, or its end (`cd`, `setenv`, `exit`).
    Process,
    /// Runs another program (`system`); [`When`] says when.
    Runs(When),
    /// Opens a network connection.
    Network,
}

/// Where a call that writes finds the paths it creates, changes or deletes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paths {
    /// Argument `k` (counted from 0), when it is text (`unlink(F)`).
    Arg(u8),
    /// Arguments `a` and `b` (`movefile(F1, F2)`: one goes, one comes).
    Two(u8, u8),
    /// Every text argument (`delete(F1, F2, ...)`).
    Every,
    /// The first text argument that is not an option (`-ascii`), else the
    /// file named here (`save` writes `matlab.mat`; `""`: nothing).
    Named(&'static str),
    /// Argument `k`, else the file named here (`writematrix(M)` writes
    /// `matrix.txt`).
    ArgOr(u8, &'static str),
    /// Argument `path` when argument `mode` asks to write (`w`, `a` or `+`):
    /// `fopen(NAME, MODE)`.
    Mode(u8, u8),
    /// The arguments joined by `/` (`mkdir(PARENT, NAME)`).
    Joined,
    /// A file opened earlier (`fprintf(FID, ...)`), checked when it was
    /// opened; file ids 1 and 2 are the terminal.
    Opened,
    /// A new file in the temporary folder (`tmpfile`).
    Temp,
    /// A file whose name is the builtin's own state, which it opens
    /// through `runtime::os` (where the sandbox checks it): `diary`.
    Own,
}

/// When a call runs another program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Always,
    /// When an argument is an option (starts with `-`): `ls -l` runs the
    /// system's `ls`, a plain `ls` lists the folder itself.
    WithOption,
}

/// What the results of a call may share with its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Alias {
    /// Results are new values: no storage is shared with an argument or with
    /// anything else, and no argument is kept.
    Fresh,
    /// A result may be an argument itself or share its storage (`double` of a
    /// double, `reshape`, `num2str` of a char).
    Args,
    /// A result may hold or be parts of an argument (cell elements, struct
    /// fields), or the call keeps an argument somewhere.
    Contents,
    /// Anything: what undeclared names and calls into user code get.
    Any,
}

/// How many arguments and results a call may have, as Octave 7.3 checks them
/// before the function runs (measured by calling each with 0 to 7 arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    pub min_inputs: u8,
    /// `None`: any number.
    pub max_inputs: Option<u8>,
    /// `Some(n)`: asking for more than `n` results is an error before the
    /// call (Octave's m-file functions); `None`: results the call does not
    /// produce are reported when they are assigned.
    pub max_outputs: Option<u8>,
    /// A fixed parameter list (an m-file function without `varargin`): too
    /// many arguments is `called with too many inputs`, not `Invalid call`.
    pub fixed: bool,
}

/// A call that breaks its function's [`Arity`], as Octave words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArityError {
    /// `Invalid call to NAME`.
    InvalidCall,
    /// `NAME: function called with too many inputs`.
    TooManyInputs,
    /// `NAME: function called with too many outputs`.
    TooManyOutputs,
}

impl Arity {
    pub const fn between(min: u8, max: u8) -> Arity {
        Arity {
            min_inputs: min,
            max_inputs: Some(max),
            max_outputs: None,
            fixed: false,
        }
    }

    pub const fn at_least(min: u8) -> Arity {
        Arity {
            min_inputs: min,
            max_inputs: None,
            max_outputs: None,
            fixed: false,
        }
    }

    /// At most `n` results, asked for before the call.
    pub const fn outputs(self, n: u8) -> Arity {
        Arity {
            max_outputs: Some(n),
            ..self
        }
    }

    /// An m-file function's fixed parameter list with at most `n` results.
    pub const fn fixed(self, n: u8) -> Arity {
        Arity {
            max_outputs: Some(n),
            fixed: true,
            ..self
        }
    }

    /// Whether a call with `nargin` arguments asking for `nargout` results
    /// may run.
    pub fn check(&self, nargin: usize, nargout: usize) -> Result<(), ArityError> {
        let too_many = self.max_inputs.is_some_and(|max| nargin > max as usize);
        if too_many && self.fixed {
            Err(ArityError::TooManyInputs)
        } else if too_many || nargin < self.min_inputs as usize {
            Err(ArityError::InvalidCall)
        } else if self
            // One result is always allowed: an expression asks for one even
            // from a function that returns none, and fails later if unset.
            .max_outputs
            .is_some_and(|max| nargout > (max as usize).max(1))
        {
            Err(ArityError::TooManyOutputs)
        } else {
            Ok(())
        }
    }
}

/// What a builtin does with a sparse argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sparse {
    /// It gets the argument's full array; its results are as computed.
    Full,
    /// It reads the sparse argument as it is (its class, size, kind).
    Takes,
    /// It gets full arrays, and its first result is sparse again when an
    /// argument was (Octave's mappers, reductions, rearrangements).
    Keeps,
}

/// What of the function calling it a builtin reads or changes besides its
/// arguments: where it reaches variables by name, the lowering keeps the
/// caller's variables in named slots and the specializer leaves it as
/// written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Nothing.
    None,
    /// The function's own argument counts (`nargin`), known wherever its
    /// call is.
    Counts,
    /// The calling frame but none of its variables: its name, file, stack,
    /// or how it was called (`inputname`, `narginchk`, `print_usage`).
    Frame,
    /// The names of the variables passed to it (`table(x, y)` names its
    /// columns `x` and `y`).
    ArgNames,
    /// The variables its arguments name (`exist('x')`, `clear x`).
    Named,
    /// Any variable of the workspace it runs in, when called as a statement
    /// (`load f`; `s = load(f)` assigns none).
    Statement,
    /// Any variable of the workspace it runs in (`eval`, `who`, `which`).
    All,
    /// That, or given `'caller'`, any of its caller's (`evalin`, `assignin`).
    Caller,
}

impl Reach {
    /// Whether it may read or write any variable of the function calling it
    /// (as a statement with `statement`).
    pub fn any_variable(self, statement: bool) -> bool {
        match self {
            Reach::All | Reach::Caller => true,
            Reach::Statement => statement,
            _ => false,
        }
    }
}

/// One builtin's declaration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decl {
    pub name: &'static str,
    pub arity: Arity,
    pub effect: Effect,
    pub alias: Alias,
    pub rule: Rule,
    /// Its elementwise kernel of one argument, if it has one.
    pub math: Option<Math>,
    /// Its elementwise kernel of two arguments (folded over the elements of
    /// one with a `Reduce` rule), if it has one.
    pub math2: Option<Math2>,
    pub sparse: Sparse,
    pub reach: Reach,
    /// Octave implements it in an m-file (`exist` answers 2, not 5): every
    /// function with a fixed parameter list, and others declared so.
    pub mfile: bool,
}

impl Decl {
    /// A declaration with no kernel, full arrays for sparse ones, no reach,
    /// and an m-file where its parameter list is fixed.
    pub const fn new(
        name: &'static str,
        arity: Arity,
        effect: Effect,
        alias: Alias,
        rule: Rule,
    ) -> Decl {
        Decl {
            name,
            arity,
            effect,
            alias,
            rule,
            math: None,
            math2: None,
            sparse: Sparse::Full,
            reach: Reach::None,
            mfile: arity.fixed,
        }
    }

    /// What the results may share with the arguments, counting a call into
    /// user code as sharing anything.
    pub fn aliasing(&self) -> Alias {
        if self.effect == Effect::Calls {
            Alias::Any
        } else {
            self.alias
        }
    }

    /// The value of a call with no arguments, when that is a constant
    /// (`pi`, `Inf`, `true`, `zeros`).
    pub fn constant(&self) -> Option<rule::Const> {
        use rule::{Const, FillClass as C, FillValue as V};
        match self.rule {
            Rule::Constant(c) => Some(c),
            Rule::Fill(f) => match (f.class, f.value) {
                (C::Logical, V::Zero) => Some(Const::Bool(false)),
                (C::Logical, V::One) => Some(Const::Bool(true)),
                (C::Numeric, V::Zero) => Some(Const::Num(0.0)),
                (C::Numeric, V::One | V::Identity) => Some(Const::Num(1.0)),
                (C::Numeric, V::Inf) => Some(Const::Num(f64::INFINITY)),
                (C::Numeric, V::NaN) => Some(Const::Num(f64::NAN)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the specializer may write a loop of calls as one call on
    /// vectors: elementwise by a kernel, the same on a vector as on each
    /// element, and real for real arguments (not `sqrt`: complex arithmetic
    /// on one element and on many need not treat Inf and NaN alike).
    pub fn vectorizes(&self) -> bool {
        match (self.math, self.math2) {
            (Some(m), _) => !m.partial(),
            (_, Some(m)) => !m.reduces(),
            _ => false,
        }
    }

    /// Octave's usage lines (` -- Y = sqrt (X)`), when it documents them.
    pub fn usage(&self) -> Option<&'static [&'static str]> {
        usage::lines(self.name)
    }
}

fn index() -> &'static HashMap<&'static str, &'static Decl> {
    static INDEX: OnceLock<HashMap<&'static str, &'static Decl>> = OnceLock::new();
    INDEX.get_or_init(|| all().iter().map(|d| (d.name, d)).collect())
}

/// The declaration of builtin `name`, if it has one.
pub fn lookup(name: &str) -> Option<&'static Decl> {
    index().get(name).copied()
}

/// What the results of a call of builtin `name` may share with its
/// arguments (`Any` for an undeclared name).
pub fn aliasing(name: &str) -> Alias {
    lookup(name).map_or(Alias::Any, Decl::aliasing)
}

/// The types analysis' rule for `name` (`Opaque` when undeclared).
pub fn rule(name: &str) -> Rule {
    lookup(name).map_or(Rule::Opaque, |d| d.rule)
}

/// The arity of builtin `name` (anything goes when undeclared).
pub fn arity(name: &str) -> Arity {
    lookup(name).map_or(Arity::at_least(0), |d| d.arity)
}

/// What builtin `name` does with a sparse argument (`Full` when undeclared).
pub fn sparse(name: &str) -> Sparse {
    lookup(name).map_or(Sparse::Full, |d| d.sparse)
}

/// What of its caller builtin `name` reaches by name (`None` when
/// undeclared: a function of the path sees only its arguments).
pub fn reach(name: &str) -> Reach {
    lookup(name).map_or(Reach::None, |d| d.reach)
}

/// Every declaration: the table's, then the kernels' in their order.
pub fn all() -> &'static [Decl] {
    static ALL: OnceLock<Vec<Decl>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: Vec<Decl> = table::GROUPS.concat();
        all.extend_from_slice(table::ELEMENTWISE);
        all.extend_from_slice(table::ELEMENTWISE2);
        all
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_is_declared_once() {
        let mut seen = std::collections::HashSet::new();
        for d in all() {
            assert!(seen.insert(d.name), "{} is declared twice", d.name);
        }
    }

    #[test]
    fn undeclared_names_may_do_anything() {
        assert_eq!(aliasing("no_such_builtin"), Alias::Any);
        assert_eq!(rule("no_such_builtin"), Rule::Opaque);
        assert_eq!(aliasing("cellfun"), Alias::Any);
        assert_eq!(aliasing("zeros"), Alias::Fresh);
    }

    #[test]
    fn arity_errors_are_octaves() {
        // A builtin: every count error is `Invalid call`, results unchecked.
        assert_eq!(arity("abs").check(0, 1), Err(ArityError::InvalidCall));
        assert_eq!(arity("abs").check(2, 1), Err(ArityError::InvalidCall));
        assert_eq!(arity("abs").check(1, 2), Ok(()));
        // An m-file function with a fixed parameter list.
        assert_eq!(arity("fliplr").check(2, 1), Err(ArityError::TooManyInputs));
        assert_eq!(arity("fliplr").check(1, 2), Err(ArityError::TooManyOutputs));
        assert_eq!(arity("fliplr").check(1, 0), Ok(()));
        assert_eq!(arity("zeros").check(7, 1), Ok(()));
    }

    /// Numbers to try a kernel on: signs, zeros, whole numbers, halves,
    /// tiny, huge and infinite ones, NaN.
    const SAMPLES: &[f64] = &[
        f64::NEG_INFINITY,
        -1e300,
        -1e6,
        -7.25,
        -2.5,
        -2.0,
        -1.0,
        -0.5,
        -1e-300,
        -0.0,
        0.0,
        1e-300,
        0.25,
        0.5,
        1.0,
        1.5,
        2.0,
        3.0,
        100.1,
        1e6,
        1e300,
        f64::INFINITY,
        f64::NAN,
    ];

    #[test]
    fn each_kernel_is_its_declaration() {
        for &m in Math::ALL {
            let d = m.decl();
            assert_eq!(d.math, Some(m), "{}", d.name);
            assert_eq!(lookup(m.name()).map(|d| d.math), Some(Some(m)));
            assert!(matches!(d.rule, Rule::Map(_)), "{}: a map", d.name);
            // The native tier and the fused kernels test `x >= 0` only.
            assert!(m.domain() != rule::Domain::Partial, "{}", d.name);
            assert_eq!((d.effect, d.alias), (Effect::Pure, Alias::Fresh));
        }
        for &m in Math2::ALL {
            let d = m.decl();
            assert_eq!(d.math2, Some(m), "{}", d.name);
            assert!(
                matches!(d.rule, Rule::Binary(_) | Rule::Reduce(_)),
                "{}",
                d.name
            );
        }
        // A rule that needs a kernel has one.
        for d in all() {
            if let Rule::Map(rule::Map::Math {
                range: rule::Range::Increasing { .. },
                ..
            }) = d.rule
            {
                assert!(
                    d.math.is_some(),
                    "{}: an increasing range needs a kernel",
                    d.name
                );
            }
        }
    }

    /// What a kernel's declaration says of its real results holds on the
    /// samples: the domain, the range, and `nonneg`.
    #[test]
    fn kernels_keep_their_declared_ranges() {
        for &m in Math::ALL {
            let in_domain: Vec<f64> = SAMPLES
                .iter()
                .copied()
                .filter(|&x| m.domain().contains(x))
                .collect();
            for &x in &in_domain {
                let y = m.eval(x);
                assert_eq!(m.real(x).map(f64::to_bits), Some(y.to_bits()));
                if m.nonneg() {
                    assert!(y >= 0.0 || y.is_nan(), "{}({x}) = {y}", m.name());
                }
                match m.decl().rule {
                    Rule::Map(rule::Map::Math {
                        range: rule::Range::Within { lo, hi, .. },
                        ..
                    }) => assert!(
                        (lo..=hi).contains(&y) || y.is_nan(),
                        "{}({x}) = {y}",
                        m.name()
                    ),
                    Rule::Map(rule::Map::Math {
                        range: rule::Range::Increasing { int, .. },
                        ..
                    }) => {
                        assert!(!int || y.is_nan() || y == y.trunc(), "{}({x})", m.name());
                        for &x2 in in_domain.iter().filter(|&&x2| x2 > x) {
                            let y2 = m.eval(x2);
                            assert!(
                                y2 >= y || y2.is_nan() || y.is_nan(),
                                "{} decreases at {x}",
                                m.name()
                            );
                        }
                    }
                    _ => {}
                }
            }
            if m.partial() {
                assert_eq!(m.real(-1.0), None, "{}", m.name());
                assert_eq!(m.real(f64::NAN), None, "{}", m.name());
            }
        }
    }

    #[test]
    fn facts_the_other_crates_read() {
        assert_eq!(Math::of("sqrt"), Some(Math::Sqrt));
        assert_eq!(Math2::of("max"), Some(Math2::Max));
        assert!(Math2::Max.reduces() && !Math2::Mod.reduces());
        assert!(lookup("abs").is_some_and(Decl::vectorizes));
        assert!(!lookup("sqrt").is_some_and(Decl::vectorizes));
        assert!(!lookup("max").is_some_and(Decl::vectorizes));
        assert_eq!(sparse("sqrt"), Sparse::Keeps);
        assert_eq!(sparse("size"), Sparse::Takes);
        assert_eq!(reach("evalin"), Reach::Caller);
        assert!(reach("load").any_variable(true) && !reach("load").any_variable(false));
        assert_eq!(
            lookup("pi").and_then(Decl::constant),
            Some(rule::Const::Num(std::f64::consts::PI))
        );
        assert!(lookup("fliplr").is_some_and(|d| d.mfile));
        assert!(!lookup("sqrt").is_some_and(|d| d.mfile));
        assert!(lookup("sqrt").and_then(Decl::usage).is_some());
    }
}
