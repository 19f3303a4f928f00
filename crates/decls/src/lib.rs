//! Each builtin function declared once: how many arguments and results a
//! call may have, what it does besides computing its results, what its
//! results may share with its arguments, and which rule of the types analysis
//! gives their class and shape.
//!
//! `runtime` and `exec` implement the declared names (a test in `exec` checks
//! that the two sets are equal), and the analyses and the specializer read
//! effects, aliasing and result rules from here. Not every fact is here yet:
//! the types analysis (`analysis::types::builtins`), the interpreter's
//! scalar and fused math, the native tier's math and the specializer still
//! name builtins of their own. A name with no declaration may do anything:
//! it has effects and its results may alias anything.

mod table;

use std::collections::HashMap;
use std::sync::OnceLock;

/// What a call does besides computing its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing: the results depend only on the arguments (it may still raise
    /// an error).
    Pure,
    /// Reads and advances the random number generator.
    Random,
    /// Reads or changes the interpreter's state (clocks, warning and format
    /// settings, the last error).
    State,
    /// Reads or writes files, the terminal or the environment.
    Io,
    /// May run user code or touch workspaces (`feval`, `cellfun`, `eval`).
    Calls,
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

/// Which rule of the types analysis gives the class, shape and range of the
/// results; `Opaque` results are unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Opaque,
    /// An array of a size given by the arguments (`zeros(m, n, 'int8')`).
    Fill,
    /// A named constant (`pi`, `eps`, `i`); with arguments, a filled array.
    Constant,
    /// `size`.
    Size,
    /// A scalar extent or emptiness test of the argument (`numel`, `isempty`).
    Extent,
    /// A logical scalar telling the argument's class (`ischar`, `isreal`).
    ClassTest,
    /// Some other logical scalar (`isequal`, `strcmp`).
    Predicate,
    /// `class`: the class name as text.
    ClassName,
    /// Element by element on one argument, same shape (`sqrt`, `int8`).
    Map,
    /// Element by element on two broadcast arguments (`mod`, `atan2`).
    Binary,
    /// Along one dimension (`sum`, `mean`, `max`); `max(a, b)` is `Binary`.
    Reduce,
    Reshape,
    Repmat,
    Linspace,
    /// The elements in another order, same shape (`fliplr`, `sort`).
    Reorder,
    Transpose,
    /// A time or counter (`tic`, `toc`).
    Clock,
    /// Text made from the arguments (`sprintf`, `upper`).
    Text,
}

impl Rule {
    /// Whether scalar arguments give a scalar result.
    pub fn scalar_to_scalar(self) -> bool {
        matches!(
            self,
            Rule::Extent
                | Rule::ClassTest
                | Rule::Predicate
                | Rule::Map
                | Rule::Binary
                | Rule::Reduce
        )
    }
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

/// One builtin's declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decl {
    pub name: &'static str,
    pub arity: Arity,
    pub effect: Effect,
    pub alias: Alias,
    pub rule: Rule,
}

impl Decl {
    /// What the results may share with the arguments, counting a call into
    /// user code as sharing anything.
    pub fn aliasing(&self) -> Alias {
        if self.effect == Effect::Calls {
            Alias::Any
        } else {
            self.alias
        }
    }
}

fn index() -> &'static HashMap<&'static str, Decl> {
    static INDEX: OnceLock<HashMap<&'static str, Decl>> = OnceLock::new();
    INDEX.get_or_init(|| table::DECLS.iter().map(|d| (d.name, *d)).collect())
}

/// The declaration of builtin `name`, if it has one.
pub fn lookup(name: &str) -> Option<&'static Decl> {
    index().get(name)
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

/// Every declaration, in table order.
pub fn all() -> &'static [Decl] {
    table::DECLS
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
}
