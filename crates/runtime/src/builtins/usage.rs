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

/// `Invalid call to NAME.  Correct usage is: ...` with `text` (usage lines,
/// or a help paragraph ending in a space) as Octave's `print_usage` words it
/// for a call inside a program.
pub fn invalid_call_with(name: &str, text: &str) -> String {
    format!("Invalid call to {name}.  Correct usage is:\n\n{text}")
}

/// The same message for a call typed at the top level (the prompt, `matc
/// eval`, a function run by `matc run`), where Octave's `print_usage` adds
/// a blank line and its pointer to the manual (a help paragraph, which
/// ends in a space inside a program, ends in two blank lines).
pub fn invalid_call_at_top_level(message: &str) -> String {
    match message.strip_suffix(' ') {
        Some(paragraph) => format!("{paragraph}\n\n\n{ADDITIONAL_HELP}"),
        None => format!("{message}\n\n{ADDITIONAL_HELP}"),
    }
}

/// The message of a wrong call of builtin `name`: with its usage lines when
/// Octave documents them, else just `Invalid call to NAME`.
pub fn invalid_call_message(name: &str) -> String {
    match usage(name) {
        Some(lines) => invalid_call_with(name, &lines.join("\n")),
        None => format!("Invalid call to {name}"),
    }
}
