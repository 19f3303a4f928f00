//! `Invalid call to NAME` and `help NAME` with Octave's usage lines of a
//! builtin (declared with it: `decls::Decl::usage`).

/// What Octave appends to a usage message and to `help`'s text.
pub const ADDITIONAL_HELP: &str = "Additional help for built-in functions and operators is
available in the online version of the manual.  Use the command
'doc <topic>' to search the manual index.

Help and information about Octave is also available on the WWW
at https://www.octave.org and via the help@octave.org
mailing list.";

/// The ` -- ` usage lines Octave documents for builtin `name`.
pub fn usage(name: &str) -> Option<&'static [&'static str]> {
    decls::lookup(name).and_then(|d| d.usage())
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
