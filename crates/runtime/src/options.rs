//! Option names as Octave's functions match them (`'un'` for
//! `'UniformOutput'`): the one comparison every option parser uses.
//!
//! Octave's functions compare a name a program passes with their option
//! names in one of two ways, always ignoring case: the whole name
//! (`strcmpi`, most m-files: `strsplit`, `structfun`, `containers.Map`,
//! `textscan`, `dlmwrite`), or a prefix of it (`strncmpi` over the given
//! name's length: `cellfun` and `arrayfun`, which want two characters at
//! least, and `validatestring`; `optimset` and `optimget` are in the
//! MATLAB library, and match as Octave's m-files do).

/// How a function compares a given name with its option names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// The whole name, in any case.
    Whole,
    /// A prefix of the name of at least this many characters, in any case.
    Prefix(usize),
}

/// Whether `given` names the option `name`.
pub fn names(given: &[u8], name: &[u8], spelling: Spelling) -> bool {
    let n = given.len();
    match spelling {
        Spelling::Whole => given.eq_ignore_ascii_case(name),
        Spelling::Prefix(min) => {
            n >= min && n <= name.len() && name[..n].eq_ignore_ascii_case(given)
        }
    }
}

/// The options of `options` that `given` names, in their order.
pub fn matches<'a>(given: &str, options: &[&'a str], spelling: Spelling) -> Vec<&'a str> {
    options
        .iter()
        .copied()
        .filter(|o| names(given.as_bytes(), o.as_bytes(), spelling))
        .collect()
}

/// The first option of `options` that `given` names (the one a function
/// testing them in turn takes).
pub fn option<'a>(given: &str, options: &[&'a str], spelling: Spelling) -> Option<&'a str> {
    options
        .iter()
        .copied()
        .find(|o| names(given.as_bytes(), o.as_bytes(), spelling))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAPPER: &[&str] = &["UniformOutput", "ErrorHandler"];

    #[test]
    fn prefixes_of_two_characters_in_any_case() {
        let p = Spelling::Prefix(2);
        assert_eq!(option("un", MAPPER, p), Some("UniformOutput"));
        assert_eq!(option("UNIF", MAPPER, p), Some("UniformOutput"));
        assert_eq!(option("Err", MAPPER, p), Some("ErrorHandler"));
        // Too short, too long, or no option's prefix.
        assert_eq!(option("U", MAPPER, p), None);
        assert_eq!(option("uniformoutputx", MAPPER, p), None);
        assert_eq!(option("foo", MAPPER, p), None);
    }

    #[test]
    fn whole_names_and_ambiguous_prefixes() {
        assert_eq!(
            option("uniformoutput", MAPPER, Spelling::Whole),
            Some("UniformOutput")
        );
        assert_eq!(option("un", MAPPER, Spelling::Whole), None);
        let tol = ["TolFun", "TolX", "MaxIter"];
        assert_eq!(
            matches("tol", &tol, Spelling::Prefix(1)),
            ["TolFun", "TolX"]
        );
        assert_eq!(matches("tolf", &tol, Spelling::Prefix(1)), ["TolFun"]);
    }
}
