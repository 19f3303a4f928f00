//! Each builtin function declared once: what it does besides computing its
//! results, what its results may share with its arguments, and which rule of
//! the types analysis gives their class and shape.
//!
//! `runtime` and `exec` implement the declared names (a test in `exec` checks
//! that the two sets are equal), and the analyses read the facts from here
//! instead of keeping their own lists of names. A name with no declaration
//! may do anything: it has effects and its results may alias anything.

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

/// One builtin's declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decl {
    pub name: &'static str,
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
}
