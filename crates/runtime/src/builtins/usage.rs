//! Octave's usage lines of the builtins (`usage.txt`, generated from Octave
//! by `usage_regen.sh`), for `Invalid call to NAME` and `help NAME`.

use std::collections::HashMap;
use std::sync::OnceLock;

static TEXT: &str = include_str!("usage.txt");

/// What Octave appends to a usage message and to `help`'s text.
pub const ADDITIONAL_HELP: &str = "Additional help for built-in functions and operators is
available in the online version of the manual.  Use the command
'doc <topic>' to search the manual index.

Help and information about Octave is also available on the WWW
at https://www.octave.org and via the help@octave.org
mailing list.";

fn table() -> &'static HashMap<&'static str, Vec<&'static str>> {
    static TABLE: OnceLock<HashMap<&'static str, Vec<&'static str>>> = OnceLock::new();
    TABLE.get_or_init(|| {
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
    })
}

/// The ` -- ` usage lines Octave documents for builtin `name`.
pub fn usage(name: &str) -> Option<&'static [&'static str]> {
    table().get(name).map(Vec::as_slice)
}

/// `Invalid call to NAME.  Correct usage is: ...` with `text` (usage lines
/// or a help text) as Octave's `print_usage` words it.
pub fn invalid_call_with(name: &str, text: &str) -> String {
    format!("Invalid call to {name}.  Correct usage is:\n\n{text}\n{ADDITIONAL_HELP}")
}

/// The message of a wrong call of builtin `name`: with its usage lines when
/// Octave documents them, else just `Invalid call to NAME`.
pub fn invalid_call_message(name: &str) -> String {
    match usage(name) {
        Some(lines) => invalid_call_with(name, &format!("{}\n", lines.join("\n"))),
        None => format!("Invalid call to {name}"),
    }
}
