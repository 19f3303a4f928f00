//! Random loop programs (scalar arithmetic, comparisons, math builtins,
//! element reads and writes of double arrays, subscripts out of bounds or
//! not whole, `end` in subscripts, growth (`X(end + 1) = u` included),
//! `break` and `continue`, NaN conditions, complex results, aliasing, complex
//! scalars that become real and back, `complex(x, 0)`, calls of user
//! functions the native tier inlines or leaves to the interpreter (some
//! updating an array argument, growing it or failing after an update),
//! elementwise statements on vectors with sums, element stores and
//! updates in place, rows and columns mixed) run with
//! `--jit=always` and with `--jit=off`: the output must be the same, errors
//! included. A failing program is shrunk to a minimal one. A second set of
//! programs makes small vectors, reads them from and writes them into rows
//! of a matrix (growing it), and leaves statements to the interpreter in
//! branches of compiled loops.
//!
//! `MATC_PROPERTY_COUNT` (default 400 here) and `MATC_PROPERTY_SEED`.

use std::path::Path;

mod random;
use random::Rng;

const SCALARS: &[&str] = &["s", "t", "u"];

fn scalar_expr(rng: &mut Rng, depth: usize) -> String {
    let leaf = |rng: &mut Rng| -> String {
        match rng.below(9) {
            0 => rng
                .pick(&["0", "1", "2", "-1.5", "0.25", "3", "NaN", "Inf"])
                .into(),
            1 => "i".into(),
            2 => "j".into(),
            3 => "A(i)".into(),
            4 => "A(j, i)".into(),
            5 => "B(i)".into(),
            6 => "(s > t)".into(),
            7 if rng.below(2) == 0 => format!("{}(z)", rng.pick(&["abs", "real", "imag"])),
            7 => rng
                .pick(&[
                    "numel(A)",
                    "size(A, 1)",
                    "size(A, 2)",
                    "size(B, 3)",
                    "length(C)",
                    "A(end)",
                    "A(end, 1)",
                    "A(i, end)",
                    "isempty(B)",
                ])
                .into(),
            _ => rng.pick(SCALARS).into(),
        }
    };
    if depth > 2 || rng.below(3) == 0 {
        return leaf(rng);
    }
    let a = scalar_expr(rng, depth + 1);
    let b = scalar_expr(rng, depth + 1);
    match rng.below(13) {
        0 => format!("{a} + {b}"),
        1 => format!("{a} - {b}"),
        2 => format!("{a} * {b}"),
        3 => format!("{a} / {b}"),
        4 => format!("({a}) ^ 2"),
        // Every elementwise builtin with a kernel (`decls`).
        5 => {
            let m = decls::Math::ALL[rng.below(decls::Math::ALL.len())];
            format!("{}({a})", m.name())
        }
        6 => format!("-{a}"),
        7 => format!("({a} < {b})"),
        8 => format!("({a} == {b})"),
        9 => format!("({a} & {b})"),
        10 => format!("({a}) .^ ({b})"),
        11 => format!(
            "{}({a}, {})",
            rng.pick(&["mod", "rem", "min", "max"]),
            rng.pick(&["3", "-2", "0", "0.5", "NaN", "Inf", &b])
        ),
        _ => format!("mod({a}, 3)"),
    }
}

/// An expression that may be complex: `z` and `w` are complex scalars (or
/// real ones, after an assignment makes the imaginary part zero).
fn complex_expr(rng: &mut Rng, depth: usize) -> String {
    if depth > 2 || rng.below(3) == 0 {
        return match rng.below(6) {
            0 => "z".into(),
            1 => "w".into(),
            2 => rng.pick(&["1i", "(2 - 0.5i)", "(-0.25 + 1i)"]).into(),
            3 => format!("({} + 1i)", rng.pick(SCALARS)),
            _ => scalar_expr(rng, 2),
        };
    }
    let a = complex_expr(rng, depth + 1);
    let b = complex_expr(rng, depth + 1);
    match rng.below(6) {
        0 => format!("{a} + {b}"),
        1 => format!("{a} - {b}"),
        2 => format!("-({a})"),
        3 => format!("({a}) * ({b})"),
        4 => format!("{a} - 1i * imag({b})"),
        5 if rng.below(2) == 0 => format!("exp({a})"),
        _ => format!("{a} * {a} + {b}"),
    }
}

fn cond(rng: &mut Rng) -> String {
    let a = scalar_expr(rng, 1);
    let b = scalar_expr(rng, 2);
    match rng.below(6) {
        5 => format!("{a} < 3 & {b} ~= 0"),
        0 => format!("{a} > {b}"),
        1 => format!("{a} <= {b}"),
        2 => format!("{a} ~= {b}"),
        3 => a,
        _ => format!("{a} > 1 && {b} < 2"),
    }
}

/// An elementwise expression of the columns `V` and `W` (or of the row `R`
/// alone), scalars and math functions.
fn vector_expr(rng: &mut Rng, depth: usize, row: bool) -> String {
    if depth > 2 || rng.below(3) == 0 {
        return match rng.below(5) {
            0 | 1 if row => "R".into(),
            0 => "V".into(),
            1 => "W".into(),
            2 => scalar_expr(rng, 2),
            3 if row => "R(i)".into(),
            3 => "V(i)".into(),
            _ => rng.pick(&["2", "-0.5", "s", "NaN"]).into(),
        };
    }
    let a = vector_expr(rng, depth + 1, row);
    let b = vector_expr(rng, depth + 1, row);
    match rng.below(9) {
        0 => format!("{a} + {b}"),
        1 => format!("{a} - {b}"),
        2 => format!("({a}) .* ({b})"),
        3 => format!("({a}) ./ ({b})"),
        4 => format!("({a}) * {}", rng.pick(&["2", "s", "0.5"])),
        5 => format!("({a}) / {}", rng.pick(&["3", "t", "0"])),
        6 => format!("-({a})"),
        7 => format!(
            "{}({a})",
            rng.pick(&["sqrt", "abs", "exp", "floor", "log", "sin"])
        ),
        _ => format!("{} \\ ({a})", rng.pick(&["2", "t"])),
    }
}

/// A statement on the vectors: an array of the loop updated in place, a
/// sum or mean, an element store into a temporary (growth included), a
/// row and a column mixed (broadcasting), a vector made complex.
fn vector_statement(rng: &mut Rng) -> String {
    let row = rng.below(4) == 0;
    let e = vector_expr(rng, 0, row);
    let v = rng.pick(SCALARS);
    match rng.below(9) {
        0 if row => format!("R = {e};"),
        0 | 1 => format!("{} = {e};", rng.pick(&["V", "W"])),
        2 => format!("{v} = {v} + sum({e});"),
        3 => format!("{v} = mean({e}) * {};", rng.pick(&["2", "n"])),
        4 => format!(
            "X = {e};\nX({}) = {};\n{v} = {v} + sum(X);",
            rng.pick(&["i", "j", "1", "n + 1"]),
            rng.pick(&["s", "0", "NaN"])
        ),
        5 => format!(
            "{} = {} + {v};",
            rng.pick(&["V", "W"]),
            rng.pick(&["V", "W"])
        ),
        6 => format!("{v} = sum({e}) + sum(R);"),
        7 => format!("V({}) = {v};", rng.pick(&["i", "n", "5"])),
        _ => format!("{v} = {v} + sum(R - {e});"),
    }
}

fn statement(rng: &mut Rng, depth: usize) -> String {
    let v = rng.pick(SCALARS);
    if rng.below(6) == 0 {
        return call(rng);
    }
    if rng.below(7) == 0 {
        return vector_statement(rng);
    }
    match rng.below(if depth > 2 { 6 } else { 10 }) {
        0 if rng.below(2) == 0 => format!("{} = {};", rng.pick(&["z", "w"]), complex_expr(rng, 0)),
        0 | 1 => format!("{v} = {};", scalar_expr(rng, 0)),
        2 => format!(
            "A({}, {}) = {};",
            rng.pick(&["i", "j", "1", "2"]),
            rng.pick(&["i", "j", "3"]),
            scalar_expr(rng, 1)
        ),
        3 => format!(
            "A({}) = {};",
            rng.pick(&["i", "j", "i + 1", "i * 2", "0", "1.5", "n * 5", "j - 1"]),
            scalar_expr(rng, 1)
        ),
        4 => format!(
            "{v} = {v} + A({}, {});",
            rng.pick(&["i", "j", "3", "i + 1"]),
            rng.pick(&["i", "1", "j"])
        ),
        5 => rng
            .pick(&[
                "C = A;",
                "B(i) = s;",
                "B = B * 2;",
                "if s > 100, break; end",
                "if t < 0, continue; end",
                "A = A';",
                "k = k + 1;",
                "X(end + 1) = u;",
                "B(end + 1) = i;",
            ])
            .into(),
        6 => format!(
            "if {}\n{}\nelse\n{}\nend",
            cond(rng),
            random::block(rng, depth, 3, statement),
            random::block(rng, depth, 2, statement)
        ),
        7 => format!(
            "for j = {}\n{}\nend",
            rng.pick(&[
                "1:3",
                "3:-1:1",
                "0.5:0.5:2",
                "1:n",
                "2:0",
                "[1 2 3]",
                "-3:2:-0",
                "n:-2:-0",
                "-0:3:n",
                "1:-1:2"
            ]),
            random::block(rng, depth, 3, statement)
        ),
        8 => format!(
            "k = 0;\nwhile {} && k < 7\nk = k + 1;\n{}\nend",
            cond(rng),
            random::block(rng, depth, 3, statement)
        ),
        _ => format!(
            "for i = {}\n{}\nend",
            rng.pick(&["1:n", "n:-1:1", "1:2:n", "1:0"]),
            random::block(rng, depth, 4, statement)
        ),
    }
}

/// A statement on small vectors: `T` (a temporary: a row of 4, as `A` has
/// columns until it is transposed, or a column of 2) made, read from a row
/// of `A`, written into one (growing it past its last row), copied, read
/// element by element and measured; `P` (a row carried by the loops, shown
/// at the end) and `R` (an array of the loop) made from them; statements
/// the native tier leaves to the interpreter (`X` grows by concatenation,
/// output).
fn small_vector_statement(rng: &mut Rng) -> String {
    let v = rng.pick(SCALARS);
    match rng.below(10) {
        0 => format!(
            "T = A({}, :);\n{v} = {v} + T({}) * 0.5;",
            rng.pick(&["i", "j", "n + 1"]),
            rng.pick(&["1", "2", "4"])
        ),
        1 => format!(
            "T = [{}, t, u, {}];\nA({}, :) = T;",
            rng.pick(&["s", "1", "i"]),
            scalar_expr(rng, 2),
            rng.pick(&["i", "j", "n + 2", "2"])
        ),
        2 => format!("A(i, :) = [{}, 2, t, u];", scalar_expr(rng, 2)),
        3 => format!("T = [t; {}];\n{v} = T(2) - T(1, 1);", scalar_expr(rng, 2)),
        4 => "T = A(j, :);\nA(i, :) = T;".into(),
        5 => "R = A(i, :);".into(),
        6 => format!("P = [s, t, u, {}];", scalar_expr(rng, 2)),
        7 if rng.below(2) == 0 => format!(
            "{v} = {v} + {};",
            rng.pick(&["P(2)", "P(1, 4)", "numel(P)", "P(k + 1)"])
        ),
        7 => format!("X = [X, {v}];"),
        8 => format!("fprintf('%g\\n', {v});"),
        _ => format!("T = A(i, :);\nT2 = T;\n{v} = T2(3) + numel(T) + size(T, 1);"),
    }
}

/// A call of one of `HELPERS`.
fn call(rng: &mut Rng) -> String {
    let v = rng.pick(SCALARS);
    let a = scalar_expr(rng, 2);
    match rng.below(14) {
        0 => format!("{v} = h_poly({a}, {});", rng.pick(SCALARS)),
        1 => format!(
            "{v} = h_loop({a}, {});",
            rng.pick(&["n", "3", "2.5", "NaN", "s"])
        ),
        2 => format!("[{v}, {}] = h_two({a});", rng.pick(SCALARS)),
        3 => format!("{v} = h_two({a});"),
        4 => format!(
            "{v} = h_arr(A, {});",
            rng.pick(&["i", "j", "i + 1", "0", "s"])
        ),
        5 => format!(
            "{} = h_cplx({});",
            rng.pick(&["z", "w"]),
            rng.pick(&["z", "w", &a])
        ),
        6 => format!("{v} = h_nargs({a});"),
        7 => format!("{v} = h_rec({a});"),
        8 => format!("{v} = h_undef({a});"),
        9 => format!("{v} = h_err({a});"),
        10 => format!("{v} = h_nest({a}) + h_nargs({a}, 1);"),
        11 => format!(
            "{} = h_upd({}, {}, {a});",
            rng.pick(&["A", "A", "C"]),
            rng.pick(&["A", "A", "B"]),
            rng.pick(&["i", "j", "n + 2", "0", "2.5"])
        ),
        12 => format!("A = h_upd2(A, {});", rng.pick(&["i", "j", "3", "s", "20"])),
        _ => format!("{v} = h_sum(A, {});", rng.pick(&["n", "2", "i"])),
    }
}

/// The functions `call` calls: straight-line and looping bodies, several
/// outputs, array reads out of bounds, complex results, nargin/nargout,
/// recursion, an output left undefined, errors raised in the callee.
const HELPERS: &str = "function r = h_poly(x, y)
  r = x * y + 1;
end
function r = h_loop(x, n)
  r = 0;
  k = 0;
  while abs(r) < 10 && k < n && k < 1000
    r = r + x;
    k = k + 1;
  end
end
function [a, b] = h_two(x)
  a = x + 1;
  b = x * 2;
end
function r = h_arr(A, i)
  r = A(i) + numel(A);
end
function r = h_sum(A, m)
  r = 0;
  for q = 1:m
    r = r + A(q, 1) * q;
  end
end
function r = h_cplx(z)
  r = z * z + 1i;
end
function r = h_nargs(x, y)
  if nargin < 2
    y = 3;
  end
  r = x + y + nargout;
end
function r = h_rec(x)
  if x > 2 && x < 9
    r = h_rec(x - 1) + 1;
  else
    r = x;
  end
end
function r = h_undef(x)
  if x > 0
    r = x;
  end
end
function r = h_err(x)
  if x > 5
    error('h_err: too big %g', x);
  end
  r = sqrt(x);
end
function A = h_upd(A, i, x)
  A(i) = x;
  for q = 1:2
    A(q) = A(q) + x * q;
  end
end
function A = h_upd2(A, k)
  A(1) = 5;
  if k > 6
    error('h_upd2: too far %g', k);
  end
  A(2) = A(k) - 1;
end
function r = h_nest(x)
  r = h_poly(x, 2) + h_loop(x, 3);
end
";

fn program(rng: &mut Rng) -> Vec<String> {
    let setup = format!(
        "n = {}; A = reshape(1:12, 3, 4) / 7; B = zeros(1, 5); s = {}; t = {}; u = 0; i = 1; j = 1; k = 0; C = []; z = {}; w = {}; V = (1:4)' / 3; W = [2; -1; 0.5; 4]; R = [1 -2 3 0.5]; X = [];",
        1 + rng.below(4),
        rng.pick(&["0", "1", "2.5", "-1"]),
        rng.pick(&["1", "0.5", "3"]),
        rng.pick(&["0.5 + 0.25i", "-1i", "complex(1, 0)", "1.5"]),
        rng.pick(&["0.1 - 0.6i", "2", "complex(0, 0)"]),
    );
    let mut body = vec![setup];
    let n = 1 + rng.below(4);
    for _ in 0..n {
        body.push(format!(
            "for i = {}\n{}\nend",
            rng.pick(&["1:n", "1:3", "n:-1:1"]),
            random::block(rng, 1, 4, statement)
        ));
    }
    body
}

const EPILOGUE: &str =
    "disp(s); disp(t); disp(u); disp(A); disp(B); disp(C); disp(k); disp(z); disp(w); disp(isreal(z)); disp(V); disp(W); disp(R); disp(X);";

fn check(dir: &Path, batch: &[(usize, Vec<String>)]) -> Option<String> {
    check_with(dir, batch, EPILOGUE)
}

fn check_with(dir: &Path, batch: &[(usize, Vec<String>)], epilogue: &str) -> Option<String> {
    let text = random::function_file(batch, epilogue) + HELPERS;
    let off = random::run_matc(dir, &text, &["--jit=off"]);
    let on = random::run_matc(dir, &text, &["--jit=always"]);
    if off == on && !off.1.contains("hang: ") {
        return None;
    }
    let first = off
        .0
        .lines()
        .zip(on.0.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(0);
    Some(format!(
        "outputs differ from line {}:\n--- off\n{}\n{}\n--- always\n{}\n{}",
        first + 1,
        off.0
            .lines()
            .skip(first)
            .take(6)
            .collect::<Vec<_>>()
            .join("\n"),
        off.1,
        on.0.lines()
            .skip(first)
            .take(6)
            .collect::<Vec<_>>()
            .join("\n"),
        on.1
    ))
}

/// A statement of the small-vector programs: small vectors, scalars,
/// branches (where statements are left to the interpreter) and loops.
fn small_statement(rng: &mut Rng, depth: usize) -> String {
    match rng.below(if depth > 2 { 5 } else { 8 }) {
        0..=2 => small_vector_statement(rng),
        3 => format!("{} = {};", rng.pick(SCALARS), scalar_expr(rng, 0)),
        4 => format!(
            "A({}, {}) = {};",
            rng.pick(&["i", "j"]),
            rng.pick(&["1", "4"]),
            scalar_expr(rng, 1)
        ),
        5 | 6 => format!(
            "if {}\n{}\nelse\n{}\nend",
            cond(rng),
            random::block(rng, depth, 3, small_statement),
            random::block(rng, depth, 2, small_statement)
        ),
        _ => format!(
            "for j = {}\n{}\nend",
            rng.pick(&["1:3", "n:-1:1", "1:0"]),
            random::block(rng, depth, 3, small_statement)
        ),
    }
}

fn small_program(rng: &mut Rng) -> Vec<String> {
    let mut body = program(rng);
    body.truncate(1);
    body[0] += " P = [0.5, -1, 2, 3]; T = [];";
    for _ in 0..1 + rng.below(3) {
        body.push(format!(
            "for i = {}\n{}\nend",
            rng.pick(&["1:n", "1:3", "n:-1:1"]),
            random::block(rng, 1, 5, small_statement)
        ));
    }
    body
}

fn check_small(dir: &Path, batch: &[(usize, Vec<String>)]) -> Option<String> {
    check_with(dir, batch, &format!("{EPILOGUE} disp(P);"))
}

#[test]
fn small_vectors_run_the_same_with_jit_on_and_off() {
    if std::env::var_os("MATC_PROPERTY_COUNT").is_none() {
        std::env::set_var("MATC_PROPERTY_COUNT", "400");
    }
    let fails = random::failures("jit_small", small_program, check_small);
    assert!(fails.is_empty(), "{}", fails.join("\n\n"));
}

#[test]
fn jit_on_and_off_print_the_same() {
    if std::env::var_os("MATC_PROPERTY_COUNT").is_none() {
        std::env::set_var("MATC_PROPERTY_COUNT", "400");
    }
    let fails = random::failures("jit", program, check);
    assert!(fails.is_empty(), "{}", fails.join("\n\n"));
}

/// The loops the benchmark kernels are made of compile, and `--stats` says so.
#[test]
fn kernels_compile_and_count() {
    let dir = random::scratch("jit-stats");
    let text = "function main()\nf = zeros(6, 5); m = ones(6, 5) * 0.9;\nfor it = 1:3\n  for ii = 2:5\n    for jj = 2:4\n      f(ii, jj) = f(ii, jj) + m(ii, jj) * (0.25 * (f(ii-1, jj) + f(ii+1, jj) + f(ii, jj-1) + f(ii, jj+1) + 1) - f(ii, jj));\n    end\n  end\nend\nq = 0;\nfor ii = 1:5\n  q = q + sqrt(abs(f(ii, 3))) * 0.5;\nend\nfprintf('%.12g\\n', q);\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    let count = |name: &str| stat(&err, name);
    assert_eq!(count("native loops"), 2, "{err}");
    assert_eq!(count("native bailouts"), 0, "{err}");
    assert!(count("native entries") >= 2, "{err}");
}

/// An interval-splitting loop (as adaptive quadrature's): rows of a matrix
/// read and written as small vectors, vectors made of scalars, and the
/// statements that move rows down and grow the matrix left to the
/// interpreter, which enters the loop again: native, with no bail-out.
#[test]
fn small_vectors_compile() {
    let dir = random::scratch("jit-small");
    let text = "function main()\nM = zeros(1, 3); M(1, :) = [0, 1, 1];\nm = 1; busy = 1;\nwhile busy\n  busy = 0;\n  for p = m:-1:1\n    r = M(p, :);\n    if r(3) > 0.1\n      a = [r(1), (r(1) + r(2)) / 2, r(3) / 2];\n      b = [a(2), r(2), a(3)];\n      if r(3) < 0.3\n        M(p, :) = a;\n      else\n        M(p+1:m+1, :) = M(p:m, :);\n        m = m + 1;\n        M(p, :) = a;\n        M(p+1, :) = b;\n        busy = 1;\n      end\n    end\n  end\nend\nfprintf('%d %.6f %.6f\\n', m, sum(M(:, 1)), sum(M(:, 3)));\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    assert!(out.starts_with("4 "), "{out}");
    let count = |name: &str| stat(&err, name);
    // The `for` loop; the two sums at the end, each of one array as it
    // is, are left to the runtime's reductions.
    assert_eq!(count("native loops"), 1, "{err}");
    assert_eq!(count("native bailouts"), 0, "{err}");
    assert!(count("native entries") >= 6, "{err}");
}

/// The n-body kernel's elementwise statements (differences, products,
/// `sqrt`, element stores into temporaries, `mean`, updates in place) make
/// whole loops native, with the interpreter's output; a row among columns
/// is left to it (broadcasting), and a negative number under `sqrt` too.
#[test]
fn elementwise_statements_compile() {
    let dir = random::scratch("jit-elementwise");
    let text = "function main()\nn = 5; R = (1:n)' .^ 1.5; m = (n:-1:1)'; V = zeros(n, 1); F = zeros(n, 1);\nfor t = 1:4\n  for k = 1:n\n    d = R - R(k);\n    r = d .* d + 0.5;\n    r(k) = 1;\n    M = m * m(k);\n    M(k) = 0;\n    f = 2 * (M ./ r);\n    F(k) = mean(f .* d ./ sqrt(r)) * n;\n  end\n  V = V + F ./ m * 0.1;\n  R = R + V * 0.1;\nend\nfprintf('%.15g\\n', R, V);\nc = (1:3)'; w = 0;\nfor k = 1:n\n  w = w + sum(sum(c + c' * k));\n  w = w + sum(sqrt(c - k));\nend\ndisp(w);\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    let count = |name: &str| stat(&err, name);
    // The time loop, and under `--jit=always` the `sqrt` statement of the
    // loop left interpreted.
    assert_eq!(count("native loops"), 2, "{err}");
    assert_eq!(count("loops not compiled"), 1, "{err}");
}

/// Straight-line elementwise statements on a large array (the drivers'
/// digest: sums, `max`, `min`, a range transposed, with NaN, infinities
/// and negative zeros, printed with their sign) run as one native loop,
/// with the interpreter's output; on a small array they stay interpreted
/// under `--jit=auto` until they are compiled.
#[test]
fn straight_line_statements_compile() {
    let dir = random::scratch("jit-straight");
    let text = "function main()\nn = 150000;\nx = sin((1:n)') * 3;\nx(5) = NaN; x(7) = -0; x(9) = Inf;\nrep('c', x(1:10)); rep('a', x); rep('b', -zeros(n, 1));\nend\nfunction rep(name, x)\nx = double(real(x(:)));\nw = (1:numel(x))';\nfprintf('%s: n=%d sum=%.17g abs=%.17g wsum=%.17g max=%.17g min=%.17g\\n', name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=auto", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    let count = |name: &str| stat(&err, name);
    assert_eq!(count("native loops"), 1, "{err}");
    assert_eq!(count("native entries"), 2, "{err}");
}

/// Elementwise statements outside every compiled loop that reduce less
/// than twice, or reduce only arrays as they are, are the interpreter's,
/// fused as under `--jit=off`: on a large array (also two reductions of
/// `sin`, which the builtins share among the threads, and `max` and
/// `min` of the array, which the interpreter takes eight elements at a
/// time), and in a loop the native tier leaves alone (it calls `tic`). As
/// a region they ran one element at a time, and unfused whenever the
/// region was not entered.
#[test]
fn statements_outside_compiled_loops_stay_fused() {
    let dir = random::scratch("jit-fused");
    let text = "function main()\nx = sin((1:200000)');\ny = x .^ 2 + 1; s = sum(2 * y);\nz = [sum(sin(x)), max(sin(x))];\n[hi, lo] = ends(y);\nA = x(1:2000)'; T = 0;\nfor k = 1:5\n  t = tic; F = A .^ 2 + k; T = T + toc(t);\nend\nfprintf('%.17g %.17g %.17g %.17g %.17g %.17g\\n', s, y(7), sum(F), z, hi - lo);\nend\nfunction [hi, lo] = ends(v)\nhi = max(v); lo = min(v);\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, err_off) = random::run_matc(&dir, text, &["--jit=off", "--stats"]);
    random::done(&dir);
    assert_eq!(out, off);
    assert_eq!(stat(&err, "native loops"), 0, "{err}");
    let fused = stat(&err, "fused passes");
    assert!(fused >= 7, "{err}");
    assert_eq!(fused, stat(&err_off, "fused passes"), "{err}\n{err_off}");
}

/// A loop region leaves an elementwise loop over 8192 elements or more
/// to the interpreter, before its first statement: the region takes one
/// element at a time, the interpreter eight, on every core. A long array
/// bails out at each iteration until the loop stays interpreted, a short
/// one stays native, and both print what the interpreter prints.
#[test]
fn long_elementwise_loops_leave_to_the_interpreter() {
    let dir = random::scratch("jit-long");
    for (n, bailouts) in [(100, 0), (8191, 0), (8192, 64), (20000, 64)] {
        let text = format!("function main()\nu = (1:{n}) / {n}; s = 0;\nfor k = 1:300\n  u = u * 0.9999 + 1e-4;\n  s = s + u(3);\nend\nfprintf('%.17g %.17g\\n', s, sum(u));\nend\n");
        let (out, err) = random::run_matc(&dir, &text, &["--jit=always", "--stats"]);
        let (off, _) = random::run_matc(&dir, &text, &["--jit=off"]);
        assert_eq!(out, off, "n = {n}");
        assert_eq!(stat(&err, "native loops"), 1, "n = {n}:\n{err}");
        assert_eq!(stat(&err, "native bailouts"), bailouts, "n = {n}:\n{err}");
    }
    random::done(&dir);
}

/// Under `--jit=auto` a `while` loop, or a loop holding loops, is
/// compiled only once its interpretation has cost about what compiling it
/// would: a short one stays interpreted, a long one is compiled part way,
/// and both print what the interpreter prints.
#[test]
fn short_loops_holding_loops_stay_interpreted() {
    let dir = random::scratch("jit-ski");
    let kernel = "function s = kernel(n)\ns = 0; k = 1;\nwhile k <= n\n  for j = 1:k\n    s = s + mod(j * k, 7);\n  end\n  k = k + 1;\nend\nt = 0;\nfor i = 1:50 * n\n  for j = 1:3\n    t = t + i * j;\n  end\nend\ns = s + t;\nend\n";
    for (n, compiled) in [(10, 0), (600, 2)] {
        let text = format!("function main()\nfprintf('%d\\n', kernel({n}));\nend\n{kernel}");
        let (out, err) = random::run_matc(&dir, &text, &["--jit=auto", "--stats"]);
        let (off, _) = random::run_matc(&dir, &text, &["--jit=off"]);
        assert_eq!(out, off);
        assert_eq!(stat(&err, "native loops"), compiled, "n = {n}:\n{err}");
        assert!(stat(&err, "loop ops interpreted") > 0, "{err}");
    }
    random::done(&dir);
}

/// The edit-distance kernel (char arrays read, `min` of a bracketed list)
/// compiles, and a char scalar live where a loop bails out is written back
/// as a char: the same output as the interpreter's.
#[test]
fn char_kernels_compile() {
    let dir = random::scratch("jit-chars");
    let text = "function main()\ns1 = 'kitten sitting'; s2 = 'sitting kitten';\nn1 = size(s1, 2); n2 = size(s2, 2);\nD = zeros(n1+1, n2+1);\nfor i = 1:n1\n  D(i+1, 1) = i;\nend\nfor j = 1:n2\n  D(1, j+1) = j;\nend\nfor i = 1:n1\n  for j = 1:n2\n    if s1(i) == s2(j)\n      r = 0;\n    else\n      r = 1;\n    end\n    D(i+1, j+1) = min([D(i, j) + r, D(i+1, j) + 1, D(i, j+1) + 1]);\n  end\nend\ndisp(D(n1+1, n2+1));\n[x, y, a] = last(s1, n1);\ndisp(x); disp(y); disp(class(y)); disp(a);\nend\nfunction [x, y, a] = last(s, n)\nx = 0; y = s(1); a = zeros(1, 3);\nfor i = 1:n\n  y = s(i);\n  x = x + y;\n  a(i) = x;\nend\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    let count = |name: &str| stat(&err, name);
    assert_eq!(count("native loops"), 4, "{err}");
    assert_eq!(count("loops not compiled"), 0, "{err}");
    // `a(i) = x` grows `a` from i = 4 on: each time the interpreter takes
    // over with `y` a char.
    assert!(count("native bailouts") >= 1, "{err}");
    assert!(out.contains("char"), "{out}");
}

/// Ranges made inside a compiled loop (`a:b` counted without a call when
/// its bounds are whole, others by the runtime's rule) run the same
/// elements as in the interpreter: empty ones, `-0` as the first element,
/// fractional and huge bounds.
#[test]
fn ranges_made_in_loops() {
    let dir = random::scratch("jit-ranges");
    let text = "function main()\nt = 0; c = 0;\nfor a = [-3 0 2 5]\n  for b = [-4 -0 1 2 5 7.5]\n    s = 0; n = 0;\n    for i = 1:3\n      for k = a:b\n        s = s + k; n = n + 1;\n      end\n      for k = a:0.5:b\n        s = s + k; n = n + 1;\n      end\n      for k = -0:a\n        s = s + 1/k; n = n + 1;\n      end\n    end\n    t = t + s; c = c + n;\n  end\nend\ndisp(t); disp(c)\ndisp(f1(4)); disp(f1(0)); disp(f1(-2))\nend\nfunction s = f1(m)\ns = 0;\nfor i = 1:2\n  for j = m:3\n    s = s + j;\n  end\n  for j = 2:m\n    s = s + 10 * j;\n  end\n  for j = (m+0.5):4\n    s = s + 100 * j;\n  end\n  for j = 1e300:1e300\n    s = s + 1;\n  end\nend\nlast = 0;\nfor i = 1:2\n  for j = 1:m\n    last = j;\n  end\nend\ns = s + last;\nend\n";
    let (out, err) = random::run_matc(&dir, text, &["--jit=always", "--stats"]);
    let (off, _) = random::run_matc(&dir, text, &["--jit=off"]);
    random::done(&dir);
    assert_eq!(out, off);
    assert!(err.contains("native loops"), "{err}");
}

/// `matc ir --lir` prints each compiled loop and why the others are not.
#[test]
fn ir_lir_prints_regions_and_reasons() {
    let dir = random::scratch("jit-lir");
    let file = dir.join("k.m");
    std::fs::write(
        &file,
        "function k()\na = ones(1, 6) * 2; n = 6; s = 0;\nfor i = 1:n\n  s = s + sqrt(abs(a(i)));\n  a(i) = s;\nend\nfor i = 1:n\n  disp(i);\nend\nend\n",
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["ir", "--lir"])
        .arg(&file)
        .output()
        .expect("run matc");
    random::done(&dir);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("function k"), "{text}");
    assert!(text.contains("region k loop bb"), "{text}");
    assert!(text.contains(" = load %"), "{text}");
    assert!(text.contains(" = sqrt %"), "{text}");
    assert!(text.contains("interpreted: Call"), "{text}");
}

/// A range that only elementwise statements read starts their native
/// region instead of being one of its inputs: as an input the interpreter
/// would build the whole range as an array first (64 MB for lgdr's digest
/// `w = (1:numel(x))'` over its 8M-element result), where its fused
/// evaluation builds none.
#[test]
fn ranges_read_by_statements_start_their_region() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench/lgdr/bench_lgdr.m");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["ir", "--lir", file])
        .output()
        .expect("run matc");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let region = text
        .split("\nregion ")
        .find(|r| r.starts_with("report statements"))
        .unwrap_or_else(|| panic!("no region of report in:\n{text}"));
    let inputs = region.lines().nth(1).unwrap_or_default();
    assert!(inputs.trim_start().starts_with("in %"), "{region}");
    assert_eq!(
        inputs.matches(": arr").count(),
        1,
        "only x is an array input:\n{region}"
    );
}

/// The count `matc run --stats` printed on the line that starts with `name`.
fn stat(err: &str, name: &str) -> u64 {
    err.lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| l.split_whitespace().last())
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("no '{name}' in:\n{err}"))
}
