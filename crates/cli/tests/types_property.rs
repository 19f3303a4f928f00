//! Random typed programs (every numeric class, logical, char, complex,
//! empty and growing arrays, loops, branches, builtins) run with
//! `--verify-types`: every class, shape and range the types analysis claims
//! is checked against the running program, and none may be found false. A
//! failing program is shrunk, statement by statement, to a minimal one.
//!
//! `MATC_PROPERTY_COUNT` and `MATC_PROPERTY_SEED` as in `copies_property.rs`.

use std::path::Path;

mod random;
use random::Rng;

const VARS: &[&str] = &["x", "y", "z"];

const VALUES: &[&str] = &[
    "3",
    "-2.5",
    "0",
    "[1 2 3]",
    "[1; 2]",
    "zeros(2, 3)",
    "ones(1, 0)",
    "[]",
    "int8(100)",
    "uint8([200 10])",
    "int32(-7)",
    "single(1.5)",
    "true",
    "[true false]",
    "1 + 2i",
    "'abc'",
    "eye(2)",
    "1:4",
    "linspace(0, 1, 3)",
    "NaN",
    "Inf",
    "-Inf",
    "uint16(7):uint16(9)",
    "[1.5 NaN -3]",
    "(1:3)'",
];

const OPS: &[&str] = &[
    "+", "-", ".*", "./", "*", "==", "<", ">=", "&", "|", ".^", "/",
];

const FUNS: &[&str] = &[
    "sqrt",
    "abs",
    "sum",
    "mean",
    "max",
    "min",
    "floor",
    "round",
    "numel",
    "size",
    "length",
    "isempty",
    "any",
    "all",
    "cumsum",
    "double",
    "int32",
    "logical",
    "find",
    "exp",
    "log",
    "real",
    "imag",
    "prod",
    "sort",
    "fliplr",
    "isnan",
    "sign",
    "mod",
    "uint8",
    "single",
    "char",
    "transpose",
    "numel",
    "ndims",
    "nnz",
    "rem",
];

fn statement(rng: &mut Rng, depth: usize) -> String {
    let x = rng.pick(VARS);
    let y = rng.pick(VARS);
    let z = rng.pick(VARS);
    let i = 1 + rng.below(4);
    match rng.below(if depth < 2 { 16 } else { 13 }) {
        0 | 1 => format!("{x} = {y} {} {z};", rng.pick(OPS)),
        2 | 3 => match rng.pick(FUNS) {
            f @ ("mod" | "rem") => format!("{x} = {f}({y}, {});", 1 + rng.below(3)),
            f => format!("{x} = {f}({y});"),
        },
        4 => format!("{x} = {};", rng.pick(VALUES)),
        5 => format!("{x}({i}) = {y}(1);"),
        6 => format!("{x}(end + 1) = {};", rng.below(5)),
        7 => format!("{x} = {y}({i});"),
        8 => format!("{x} = {y}(end);"),
        9 => format!("{x} = {y}(:);"),
        10 => format!("{x} = [{y}, {z}];"),
        11 => format!("{x} = [{y}; {z}];"),
        12 => format!("{x} = zeros({}, {});", rng.below(3), rng.below(4)),
        13 => {
            let body = random::block(rng, depth, 3, statement);
            format!("for k = 1:{}\n{x} = {x} + k;\n{}\nend", rng.below(4), body)
        }
        14 => {
            let a = random::block(rng, depth, 2, statement);
            let b = random::block(rng, depth, 2, statement);
            format!("if numel({x}) > {}\n{}\nelse\n{}\nend", rng.below(4), a, b)
        }
        _ => {
            let body = random::block(rng, depth, 2, statement);
            format!(
                "w{depth} = 0;\nwhile w{depth} < {}\nw{depth} = w{depth} + 1;\n{}\nend",
                rng.below(4),
                body
            )
        }
    }
}

fn program(rng: &mut Rng) -> Vec<String> {
    let mut s = vec![format!(
        "x = {}; y = {}; z = {};",
        rng.pick(VALUES),
        rng.pick(VALUES),
        rng.pick(VALUES)
    )];
    s.extend((0..2 + rng.below(6)).map(|_| statement(rng, 0)));
    s
}

/// The violations `--verify-types` reports on `progs`, if any.
fn violations(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let text = random::function_file(progs, "disp(class(x)); disp(size(x));");
    let (_, err) = random::run_matc(dir, &text, &["--verify-types"]);
    let found: Vec<&str> = err
        .lines()
        .filter(|l| {
            l.starts_with("verify-types:") || l.starts_with("hang:") || l.contains("panicked")
        })
        .collect();
    (!found.is_empty()).then(|| found.join("\n"))
}

#[test]
fn types_facts_hold_on_random_typed_programs() {
    let failures = random::failures("typed", program, violations);
    assert!(
        failures.is_empty(),
        "{} programs newly violate the types facts:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}
