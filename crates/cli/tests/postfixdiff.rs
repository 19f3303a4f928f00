//! The precedence of the postfix operators against GNU Octave's committed
//! outputs (`tests/postfixdiff`, the harness in `octave_diff`): random
//! expressions mixing `'`, `.'`, `^`, `.^`, unary minus, `!` and `~` (with
//! the binary operators around them), whose values show how each parsed:
//! `a.^b'` is `(a.^b)'`, `-a'` is `-(a')`, `2^-a'` is `(2^-a)'`.

mod octave_diff;
#[allow(dead_code)]
mod random;
mod timed;

use random::Rng;

/// 600 programs of four expressions (`MATC_POSTFIXDIFF_COUNT` for a
/// different number by hand; programs without Octave's output are skipped).
#[test]
fn postfix_precedence_agrees_with_octave() {
    octave_diff::check(&octave_diff::Suite {
        name: "postfixdiff",
        count: 600,
        seed: 20261201,
        program,
    });
}

/// Operands whose shapes and values tell the parses apart: a square matrix
/// (transposes show), a row and a column (a misplaced transpose changes the
/// shape or fails), scalars, a complex row (`'` conjugates, `.'` does not)
/// and a logical.
const OPERANDS: &[&str] = &[
    "a",
    "b",
    "c",
    "v",
    "z",
    "2",
    "0.5",
    "3",
    "[1 2]",
    "(1:3)",
    "[2 0; 1 3]",
    "true",
    "t",
];

const POWERS: &[&str] = &["^", ".^", " ^ ", " .^ "];
const TRANSPOSES: &[&str] = &["'", ".'"];
const PREFIXES: &[&str] = &["-", "!", "~", "+"];
const BINARY: &[&str] = &[" + ", " - ", " * ", " .* ", " == ", " & "];

/// An operand of `^`: prefix operators bind to it alone (`2^-a`).
fn power_operand(rng: &mut Rng, depth: usize) -> String {
    match rng.below(4) {
        0 => format!("{}{}", rng.pick(PREFIXES), rng.pick(OPERANDS)),
        1 if depth > 0 => format!("({})", expr(rng, depth - 1)),
        _ => rng.pick(OPERANDS).to_string(),
    }
}

fn expr(rng: &mut Rng, depth: usize) -> String {
    if depth == 0 {
        return rng.pick(OPERANDS).to_string();
    }
    let sub = |rng: &mut Rng| expr(rng, depth - 1);
    match rng.below(10) {
        0..=2 => {
            let lhs = sub(rng);
            format!("{lhs}{}{}", rng.pick(POWERS), power_operand(rng, depth - 1))
        }
        3..=5 => {
            // A transpose of what ends in a name, a bracket or a transpose.
            let x = sub(rng);
            let x = if x.ends_with(|c: char| c.is_alphanumeric() || ")]'".contains(c)) {
                x
            } else {
                format!("({x})")
            };
            format!("{x}{}", rng.pick(TRANSPOSES))
        }
        6 | 7 => {
            // No two prefix operators in a row: Octave reads `--` and `++`
            // as its own operators.
            let x = sub(rng);
            let x = if x.starts_with(['-', '+', '!', '~']) {
                format!("({x})")
            } else {
                x
            };
            format!("{}{x}", rng.pick(PREFIXES))
        }
        8 => format!("{}{}{}", sub(rng), rng.pick(BINARY), sub(rng)),
        _ => format!("({})", sub(rng)),
    }
}

fn program(rng: &mut Rng) -> String {
    let mut lines = vec![
        "a = [1 2; 3 4]; b = [1 -2 3]; c = 2; v = [0; 1]; z = [1+2i 3-1i]; t = [true false];"
            .to_string(),
    ];
    for _ in 0..4 {
        let depth = 2 + rng.below(2);
        lines.push(format!(
            "try\n  x = {}\ncatch err\n  disp(err.message)\nend",
            expr(rng, depth)
        ));
    }
    lines.join("\n") + "\n"
}
