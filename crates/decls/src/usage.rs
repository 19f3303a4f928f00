//! Octave's usage lines of the builtins (`usage.txt`, generated from Octave
//! 7.3 by `../usage_regen.sh`: each declared name, then its ` -- ` lines).

use std::collections::HashMap;
use std::sync::OnceLock;

static TEXT: &str = include_str!("usage.txt");

/// The ` -- ` usage lines Octave documents for builtin `name`.
pub(crate) fn lines(name: &str) -> Option<&'static [&'static str]> {
    static TABLE: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t: HashMap<&str, Vec<&str>> = HashMap::new();
        let mut name = "";
        for line in TEXT.lines().filter(|l| !l.starts_with('#')) {
            if line.starts_with(" -- ") {
                t.entry(name).or_default().push(line);
            } else {
                name = line;
            }
        }
        t
    });
    table.get(name).map(Vec::as_slice)
}
