//! Random expression programs against GNU Octave's committed outputs
//! (`tests/exprdiff`, the harness in `octave_diff`): values of every class
//! and shape, operators, builtins, indexing on both sides of `=` (with
//! `end`, deletion and growth), and the display of each result.

// Only the seeded generator of the shared random-program module is used here.
mod octave_diff;
#[allow(dead_code)]
mod random;
mod timed;

use random::Rng;

/// 2,000 programs (`MATC_EXPRDIFF_COUNT` for a different number by hand;
/// programs without Octave's output are skipped).
#[test]
fn random_expressions_agree_with_octave() {
    octave_diff::check(&octave_diff::Suite {
        name: "exprdiff",
        count: 2000,
        seed: 20261123,
        program,
    });
}

const SCALARS: &[&str] = &[
    "0",
    "1",
    "-2",
    "3",
    "7",
    "0.5",
    "-1.5",
    "2.25",
    "1e3",
    "1/3",
    "pi",
    "NaN",
    "Inf",
    "-Inf",
    "2+3i",
    "-1i",
    "true",
    "false",
    "int8(-5)",
    "uint8(200)",
    "int16(7)",
    "int32(-40)",
    "uint16(3)",
    "single(2.5)",
    "single(-0.25)",
    "'a'",
    "'z'",
];
const ARRAYS: &[&str] = &[
    "[1 2 3]",
    "[4; 5; 6]",
    "[1 2; 3 4]",
    "[0.5 -1 2]",
    "1:4",
    "0:0.5:2",
    "5:-1:1",
    "[]",
    "zeros(1, 0)",
    "zeros(0, 3)",
    "magic(3)",
    "magic(4)",
    "reshape(1:6, 2, 3)",
    "reshape(1:8, 2, 2, 2)",
    "[true false true]",
    "[1 NaN 3]",
    "[Inf -Inf 0]",
    "[1+2i 3-1i]",
    "int8([-100 50 100])",
    "uint8([1 200 255])",
    "int32([1 2; 3 4])",
    "single([1.5 2.5])",
    "'abc'",
    "['ab'; 'cd']",
    "''",
    "eye(3)",
    "ones(2, 3)",
    "[1e5 2e-3 7]",
    "[-3 0 3]'",
    "logical([1 0; 0 1])",
    "[10 20 30 40 50]",
];
const CELLS: &[&str] = &[
    "{1, 'a', [1 2]}",
    "{}",
    "{[1 2; 3 4]}",
    "{'x', 'yz'}",
    "cell(1, 2)",
];
const STRUCTS: &[&str] = &[
    "struct('a', 1)",
    "struct('a', {1, 2})",
    "struct('p', 'q', 'r', [1 2])",
];

const BINARY: &[&str] = &[
    "+", "-", ".*", "./", "*", ".^", "==", "~=", "<", ">=", "&", "|", "\\", "/",
];
const UNARY_FUNS: &[&str] = &[
    "sum",
    "prod",
    "max",
    "min",
    "abs",
    "round",
    "floor",
    "ceil",
    "fix",
    "cumsum",
    "cumprod",
    "sort",
    "any",
    "all",
    "numel",
    "size",
    "isempty",
    "mean",
    "fliplr",
    "flipud",
    "find",
    "class",
    "double",
    "logical",
    "transpose",
    "length",
    "ndims",
    "sign",
    "sqrt",
    "exp",
    "isnan",
    "isinf",
    "real",
    "imag",
    "conj",
    "diff",
    "unique",
    "nnz",
    "num2str",
    "mat2str",
    "int8",
    "uint8",
    "single",
    "char",
    "isreal",
    "iscolumn",
    "isrow",
    "isvector",
    "isscalar",
    "median",
    "std",
    "var",
    "norm",
    "trace",
    "det",
    "triu",
    "tril",
    "diag",
    "squeeze",
    "numel",
    "rot90",
    "upper",
    "fix",
    "cumsum",
    "not",
    "uminus",
    "columns",
    "rows",
    "nnz",
    "isempty",
    "sum",
];
const BINARY_FUNS: &[&str] = &[
    "mod",
    "rem",
    "max",
    "min",
    "power",
    "atan2",
    "hypot",
    "sum",
    "prod",
    "cumsum",
    "repmat",
    "cat",
    "horzcat",
    "vertcat",
    "isequal",
    "bitand",
    "idivide",
    "kron",
    "dot",
    "cross",
    "ismember",
    "setdiff",
    "union",
    "intersect",
    "strcat",
    "circshift",
    "any",
    "all",
    "mean",
    "reshape",
    "size",
    "zeros",
    "ones",
    "plus",
    "times",
    "eq",
    "and",
    "xor",
    "floor",
    "num2str",
];

fn value(rng: &mut Rng) -> String {
    match rng.below(20) {
        0..=6 => rng.pick(SCALARS).to_string(),
        7..=16 => rng.pick(ARRAYS).to_string(),
        17..=18 => rng.pick(CELLS).to_string(),
        _ => rng.pick(STRUCTS).to_string(),
    }
}

fn numeric(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        rng.pick(SCALARS).to_string()
    } else {
        rng.pick(ARRAYS).to_string()
    }
}

/// An expression over the variables `a` and `b` and literals.
fn expr(rng: &mut Rng, depth: usize) -> String {
    let leaf = |rng: &mut Rng| match rng.below(5) {
        0 | 1 => "a".to_string(),
        2 => "b".to_string(),
        _ => numeric(rng),
    };
    if depth == 0 {
        return leaf(rng);
    }
    match rng.below(10) {
        0..=2 => format!(
            "{} {} {}",
            expr(rng, depth - 1),
            rng.pick(BINARY),
            expr(rng, depth - 1)
        ),
        3 => format!("-{}", expr(rng, depth - 1)),
        4 => format!("({})'", expr(rng, depth - 1)),
        5 | 6 => format!("{}({})", rng.pick(UNARY_FUNS), expr(rng, depth - 1)),
        7 => format!(
            "{}({}, {})",
            rng.pick(BINARY_FUNS),
            expr(rng, depth - 1),
            expr(rng, depth - 1)
        ),
        8 => format!("{}({})", leaf(rng), subscript(rng)),
        _ => leaf(rng),
    }
}

fn subscript(rng: &mut Rng) -> String {
    rng.pick(&[
        "1",
        "2",
        "end",
        "end-1",
        ":",
        "end:-1:1",
        "[1 1]",
        "[]",
        "1, :",
        ":, 1",
        ":, end",
        "end, end",
        "2, 2",
        "[true false]",
        "logical([1 0 1])",
        "3",
        "1:2",
        "1, 2, 1",
        "0",
        "1.5",
        "end+1",
    ])
    .to_string()
}

/// A statement; those without a semicolon display their result.
fn statement(rng: &mut Rng) -> String {
    match rng.below(12) {
        0..=3 => {
            let depth = 1 + rng.below(2);
            format!("x = {}", expr(rng, depth))
        }
        4 => expr(rng, 2),
        5 => format!("disp({})", expr(rng, 1)),
        6 => format!("a({}) = {}", subscript(rng), numeric(rng)),
        7 => format!("a({}) = []", subscript(rng)),
        8 => format!("b(end+1) = {}", rng.pick(SCALARS)),
        9 => format!("c = {{a, b}}; c{{{}}}", rng.pick(&["1", "2", "end", ":"])),
        10 => format!("s.f = a; s.g = {}; s", expr(rng, 1)),
        _ => format!("y = a; y({}) = {}; y", subscript(rng), rng.pick(SCALARS)),
    }
}

/// A statement of the language gaps of issue 41: char ranges, diagonal
/// and permutation matrices, `M^0`, signed zeros of `fft` and of complex
/// values, `hypot` of complex values, transposes among powers.
fn octave_case(rng: &mut Rng) -> String {
    let n = numeric(rng);
    match rng.below(12) {
        0 => format!(
            "x = {}:{}",
            rng.pick(&["'a'", "'c'", "97", "'z'", "'A'"]),
            rng.pick(&["'e'", "'a'", "100", "'f'", "2:'k'", "-1:'w'"])
        ),
        1 => format!("x = fft({n})"),
        2 => format!("x = hypot({n}, {})", rng.pick(SCALARS)),
        3 => format!(
            "x = {}^0",
            rng.pick(&[
                "magic(3)",
                "[1 2; 3 4]",
                "a",
                "single(magic(4))",
                "[1 2; 3 4] + 1i"
            ])
        ),
        4 => format!("D = diag({n})\nx = {}", rng.pick(DIAG_OPS)),
        5 => format!(
            "D = eye({})\nx = {}",
            rng.pick(&["2", "3", "2, 3", "3, 2"]),
            rng.pick(DIAG_OPS)
        ),
        6 => format!("[l, u, P] = lu(magic(3));\nx = {}", rng.pick(PERM_OPS)),
        7 => format!("x = {}complex({n}, 0)", rng.pick(&["-", "+", ""])),
        8 => format!("x = conj(complex({n}, {}))", rng.pick(&["0", "-0", "1"])),
        9 => format!(
            "x = {n}{}{}",
            rng.pick(&[".^", "^"]),
            rng.pick(&["a'", "b.'", "[1 2]'", "-2'"])
        ),
        10 => format!("x = trace(diag({n}))"),
        _ => format!("x = -{n}'{}", rng.pick(&["", ".^2", "^2", "'"])),
    }
}

const DIAG_OPS: &[&str] = &[
    "D'",
    "2 * D",
    "D / 2",
    "-D",
    "D * D",
    "D + D",
    "D + 1",
    "inv(D)",
    "det(D)",
    "full(D)",
    "D(:, 1)",
    "D(1, 1)",
    "D(2:end, :)",
    "D .* 2",
    "abs(D)",
    "sqrt(D)",
    "D^2",
    "[D D]",
    "D * [1; 2]",
    "diag(D)",
    "D(:)'",
    "D == 0",
    "sum(D)",
    "D(1:2, 1:2)",
];
const PERM_OPS: &[&str] = &[
    "P",
    "P'",
    "P * P",
    "inv(P)",
    "det(P)",
    "P * [1; 2; 3]",
    "[1 2 3] * P",
    "P(:, :)",
    "full(P)",
    "P(2, :)",
    "-P",
    "P^2",
    "P + 1",
];

fn program(rng: &mut Rng) -> String {
    let mut lines = vec![
        format!("a = {};", value(rng)),
        format!("b = {};", value(rng)),
    ];
    for _ in 0..1 + rng.below(3) {
        lines.push(statement(rng));
    }
    // Drawn last, so that the programs without one stay as they were.
    if rng.below(4) == 0 {
        lines.push(octave_case(rng));
    }
    lines.push("a".to_string());
    lines.join("\n") + "\n"
}
