//! Random small functions specialized by `matc specialize`: the residual
//! must print exactly what the original prints under matc. Each program
//! starts from random values, some static and some hidden behind a call
//! through a handle (so that the specializer knows nothing of them), then
//! runs random assignments, branches, unrollable and residual loops with
//! `break`/`continue`, and prints. A failing program is shrunk.
//!
//! `MATC_PROPERTY_COUNT` and `MATC_PROPERTY_SEED` as in `copies_property.rs`
//! (the default count here is the shared one divided by 10: each program is
//! specialized and run twice).

use std::path::Path;
use std::process::Command;

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
    "single(1.5)",
    "true",
    "[true false]",
    "1 + 2i",
    "'abc'",
    "1:4",
    "linspace(0, 1, 3)",
    "NaN",
    "-Inf",
    "[1.5 NaN -3]",
    "0.1",
    "struct('a', 2)",
    "{1, 'b'}",
];

const OPS: &[&str] = &["+", "-", ".*", "./", "*", "==", "<", ">=", "&", "|", ".^"];

const FUNS: &[&str] = &[
    "sqrt", "abs", "sum", "max", "floor", "numel", "size", "length", "isempty", "any", "cumsum",
    "double", "int32", "logical", "find", "exp", "prod", "sort", "isnan", "mod", "class",
    "isscalar", "ndims", "num2str",
];

fn statement(rng: &mut Rng, depth: usize) -> String {
    let x = rng.pick(VARS);
    let y = rng.pick(VARS);
    let z = rng.pick(VARS);
    let i = 1 + rng.below(4);
    match rng.below(if depth < 2 { 28 } else { 16 }) {
        0 | 1 => format!("{x} = {y} {} {z};", rng.pick(OPS)),
        2 | 3 => match rng.pick(FUNS) {
            "mod" => format!("{x} = mod({y}, {});", 1 + rng.below(3)),
            f => format!("{x} = {f}({y});"),
        },
        4 => format!("{x} = {};", rng.pick(VALUES)),
        5 => format!("{x}({i}) = {y}(1);"),
        6 => format!("{x}(end + 1) = {};", rng.below(5)),
        7 => format!("{x} = {y}({i});"),
        8 => format!("{x} = [{y}, {z}];"),
        9 => format!("disp({x});"),
        10 => format!("fprintf('%g|', {x}); fprintf('\\n');"),
        11 => x.to_string(),
        12 => format!("{x} = hide({y});"),
        13 => format!("if isscalar({x}) && {x} > {}, {y} = {z}; end", rng.below(3)),
        14 => format!("[{x}, {y}] = size({z});"),
        15 => format!("{x} = numel({y}) + {};", rng.below(3)),
        16 | 17 => {
            let body = random::block(rng, depth, 3, statement);
            let exit = match rng.below(4) {
                0 => format!("\nif k == {}, break; end", 1 + rng.below(3)),
                1 => format!("\nif numel({x}) > {}, continue; end", rng.below(4)),
                _ => String::new(),
            };
            let bound = if rng.below(3) == 0 {
                format!("hide({})", rng.below(4))
            } else {
                rng.below(4).to_string()
            };
            format!("for k = 1:{bound}{exit}\n{body}\nend")
        }
        18 | 19 => {
            let a = random::block(rng, depth, 2, statement);
            let b = random::block(rng, depth, 2, statement);
            format!("if numel({x}) > {}\n{a}\nelse\n{b}\nend", rng.below(4))
        }
        20 => {
            let body = random::block(rng, depth, 2, statement);
            format!(
                "switch numel({x})\ncase {}\n{body}\ncase {{2, 3}}\n{y} = 1;\notherwise\n{z} = 'o';\nend",
                rng.below(3)
            )
        }
        22 | 23 => {
            // Element by element, as `matc specialize` writes on vectors
            // (one array read, scalars, a leading `continue`).
            let (e, n, t) = (
                format!("e{depth}"),
                format!("n{depth}"),
                format!("t{depth}"),
            );
            let s = rng.pick(&["2", "-0.5", "true", "NaN"]);
            let s = if rng.below(3) == 0 { n.as_str() } else { s };
            let (op, op2) = (rng.pick(OPS), rng.pick(&["+", "-", "*", "/", ".*"]));
            let skip = if rng.below(3) == 0 {
                format!("\nif {e} == 1 || {e} > {n} - 1, continue; end")
            } else {
                String::new()
            };
            let read = match rng.below(4) {
                0 => format!("{y}({e})"),
                1 => format!("{y}(mod({e}, {n}) + 1)"),
                2 => format!("({e} - 0.5)"),
                _ => format!("{x}(mod({e}, {n}) + 1)"),
            };
            format!(
                "{n} = numel({y});\nfor {e} = 1:{n}{skip}\n{t} = {y}({e}) {op} {s};\n{x}({e}) = {t} {op2} {read};\nend"
            )
        }
        24 | 25 => {
            // Updates of one row, as unrolled accumulations leave them
            // (`matc specialize` merges them into one statement).
            let terms = [
                y.to_string(),
                z.to_string(),
                format!("2 * {y}"),
                format!("{z} ./ 3"),
                format!("ones(size({y}))"),
            ];
            let ops = ["+", "-", ".*", "./", "*"];
            let mut s = format!("{x} = zeros({}, numel({y}));", 1 + rng.below(3));
            let row = 1 + rng.below(2);
            s += &format!("\n{x}({row}, :) = {};", &terms[rng.below(terms.len())]);
            for _ in 0..1 + rng.below(3) {
                s += &format!(
                    "\n{x}({row}, :) = {x}({row}, :) {} {};",
                    rng.pick(&ops),
                    &terms[rng.below(terms.len())]
                );
            }
            s
        }
        26 | 27 => {
            // Updates of one element, as in an unrolled product.
            let j = 1 + rng.below(3);
            let terms = [
                format!("({y}(1) - {z}(1))"),
                format!("{z}(1)"),
                format!("{y}(2)"),
                "0.5".to_string(),
            ];
            let mut s = format!("{x} = [1, 2, 3];");
            if rng.below(2) == 0 {
                s += &format!("\n{x}({j}) = {};", &terms[rng.below(terms.len())]);
            }
            for _ in 0..1 + rng.below(3) {
                s += &format!(
                    "\n{x}({j}) = {x}({j}) {} {};",
                    rng.pick(&["+", "-", "*", "/", ".*"]),
                    &terms[rng.below(terms.len())]
                );
            }
            s
        }
        _ => {
            let body = random::block(rng, depth, 2, statement);
            let limit = if rng.below(3) == 0 {
                format!("hide({})", rng.below(4))
            } else {
                rng.below(4).to_string()
            };
            format!(
                "w{depth} = 0;\nwhile w{depth} < {limit}\nw{depth} = w{depth} + 1;\n{body}\nend"
            )
        }
    }
}

fn program(rng: &mut Rng) -> Vec<String> {
    let mut first = String::from("hide = @(v) v;");
    for v in VARS {
        let value = rng.pick(VALUES);
        if rng.below(3) == 0 {
            first += &format!(" {v} = hide({value});");
        } else {
            first += &format!(" {v} = {value};");
        }
    }
    let mut s = vec![first];
    s.extend((0..2 + rng.below(6)).map(|_| statement(rng, 0)));
    s
}

fn matc(dir: &Path, args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

/// `x(4): out of bound ...` as `index (4): out of bound ...`: matc names the
/// indexed variable in this message in some functions and not in others
/// (Octave always names it), depending on what else the function holds, so
/// the name is no part of what a residual must keep.
fn unnamed_bounds(text: &str) -> String {
    text.lines()
        .map(|l| match (l.find("): out of bound"), l.find('(')) {
            (Some(_), Some(open)) if !l.starts_with("index (") => format!("index {}", &l[open..]),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What differs between the original and its residual, if anything.
fn differs(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let text = random::function_file(progs, "disp(class(x)); disp(size(x)); disp(x);");
    let (original, original_err) = random::run_matc(dir, &text, &[]);
    let (residual, err, ok) = matc(dir, &["specialize", "main.m", "-o", "residual.m"]);
    if !ok || !err.is_empty() {
        return Some(format!("matc specialize failed: {residual}{err}"));
    }
    let residual_text = std::fs::read_to_string(dir.join("residual.m")).unwrap_or_default();
    let (got, got_err) = random::run_matc(dir, &residual_text, &[]);
    if got_err.contains("panicked") || original_err.contains("panicked") {
        return Some(format!("a panic:\n{original_err}\n{got_err}"));
    }
    let same = unnamed_bounds(&got) == unnamed_bounds(&original)
        && unnamed_bounds(&got_err) == unnamed_bounds(&original_err);
    (!same).then(|| {
        format!(
            "original printed:\n{original}{original_err}\nresidual printed:\n{got}{got_err}\nresidual:\n{residual_text}"
        )
    })
}

#[test]
fn residuals_of_random_functions_print_what_the_originals_print() {
    if std::env::var_os("MATC_PROPERTY_COUNT").is_none() {
        std::env::set_var("MATC_PROPERTY_COUNT", "500");
    }
    let failures = random::failures("specialize", program, differs);
    assert!(
        failures.is_empty(),
        "{} programs print differently once specialized:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}

/// Loops keeping a running product and running sums of it, over
/// parameters the specializer is told are real full doubles of given
/// extents (a row, a column, a scalar), which `matc specialize` writes as
/// `cumprod` and `cumsum` when the factors qualify and unrolls otherwise
/// (a division in the product, a factor reading `t`, `s = s - t`).
fn scan_program(rng: &mut Rng) -> Vec<String> {
    let (x, y) = rng
        .pick(&["xr yr", "xc yc", "xs ys"])
        .split_once(' ')
        .unwrap();
    let mut s = vec![format!("x = {x}; y = {y};")];
    s.push(format!(
        "t = {}; s = {}; u = {};",
        rng.pick(&["ones(size(x))", "x", "y", "a * x"]),
        rng.pick(&["t", "zeros(size(x))", "y", "ones(size(x))"]),
        rng.pick(&["x", "zeros(size(x))"]),
    ));
    let m = 2 + rng.below(13);
    let range = match rng.below(5) {
        0 => format!("0:{m}"),
        1 => format!("1:{m}"),
        2 => format!("2:3:{}", 3 * m),
        3 => format!("0:0.1:{}", m as f64 / 10.0),
        _ => format!("{m}:-1:1"),
    };
    const FACTORS: &[&str] = &[
        "x",
        "y",
        "-y",
        "a",
        "b",
        "k",
        "2.5",
        "(a + k)",
        "(b - k) / (k + 1)",
        "(a * k)",
        "-(a / (k + 2))",
        "(1 / k)",
        "((a + k) * (b + k) / ((k - 1) * (k + 1)))",
        "(x + k)",
        "t",
    ];
    let mut product = "t = t".to_string();
    for _ in 0..1 + rng.below(3) {
        product += &format!(" {} {}", rng.pick(&[".*", "*"]), rng.pick(FACTORS));
    }
    if rng.below(8) == 0 {
        product += " ./ (k + 1)";
    }
    let mut body = vec![product + ";"];
    for (v, p) in [("s", 5), ("u", 3)] {
        if rng.below(6) < p {
            let op = if rng.below(10) == 0 { "-" } else { "+" };
            let line = format!("{v} = {v} {op} t;");
            let at = rng.below(body.len() + 1);
            body.insert(at, line);
        }
    }
    s.push(format!("for k = {range}\n{}\nend", body.join("\n")));
    s
}

/// What differs between a batch of scan programs and its residual, each
/// called on several sets of values (NaN, Inf, -0 and subnormals among them).
fn scan_differs(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let params = "xr, yr, xc, yc, xs, ys, a, b";
    let mut text = format!("function main({params})\n");
    for (n, _) in progs {
        text +=
            &format!("  try\n    p{n}({params});\n  catch err\n    disp(err.message);\n  end\n");
    }
    text += "end\nfunction show(v)\n  disp(size(v)); fprintf('%.17g,', v, 1 ./ v(v == 0)); fprintf('\\n');\nend\n";
    for (n, body) in progs {
        text += &format!(
            "function p{n}({params})\n{}\nshow(t); show(s); show(u); disp(k);\nend\n",
            body.join("\n")
        );
    }
    let calls = [
        (
            "[0.5 -0.25 0.125 2 -1.5]",
            "[1 2 3 4 5] / 7",
            "[0.3; -0.7; 1.1; 0]",
            "[2; 1; 0.5; 0.25]",
            "0.5",
            "-3",
            "0.5",
            "1.5",
        ),
        (
            "[-0 NaN Inf -Inf 0.75]",
            "[1e-310 -1e300 1e300 -0 3]",
            "[-0; Inf; NaN; 1e-310]",
            "[-1; -0; 2; -Inf]",
            "-0",
            "NaN",
            "-0",
            "Inf",
        ),
        (
            "[1 -1 1 -1 1]",
            "[0 0 0 0 0]",
            "[-0; -0; 1; 1]",
            "[1e300; 1e300; -1e300; 1]",
            "Inf",
            "1e-310",
            "-2",
            "-0",
        ),
    ];
    let driver: String = calls
        .iter()
        .map(|c| {
            format!(
                "main({}, {}, {}, {}, {}, {}, {}, {});\n",
                c.0, c.1, c.2, c.3, c.4, c.5, c.6, c.7
            )
        })
        .collect();
    let (orig, res) = (dir.join("original"), dir.join("residual"));
    for d in [&orig, &res] {
        std::fs::create_dir_all(d).unwrap();
        std::fs::write(d.join("drive.m"), &driver).unwrap();
    }
    std::fs::write(orig.join("main.m"), &text).unwrap();
    let real = "real full double";
    let mut args = vec!["specialize".to_string(), "original/main.m".into()];
    for (v, shape) in [
        ("xr", "[1 5]"),
        ("yr", "[1 5]"),
        ("xc", "[4 1]"),
        ("yc", "[4 1]"),
    ]
    .into_iter()
    .chain(["xs", "ys", "a", "b"].map(|v| (v, "[1 1]")))
    {
        args.extend([
            format!("--class={v}={real}"),
            format!("--shape={v}={shape}"),
        ]);
    }
    args.extend(["-o".into(), "residual/main.m".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (out, err, ok) = matc(dir, &args);
    if !ok || !err.is_empty() {
        return Some(format!("matc specialize failed: {out}{err}"));
    }
    let residual = std::fs::read_to_string(res.join("main.m")).unwrap_or_default();
    let (want, want_err, _) = matc(&orig, &["run", "drive.m"]);
    let (got, got_err, _) = matc(&res, &["run", "drive.m"]);
    (got != want || got_err != want_err).then(|| {
        format!("original printed:\n{want}{want_err}\nresidual printed:\n{got}{got_err}\nresidual:\n{residual}")
    })
}

#[test]
fn running_products_and_sums_print_what_the_originals_print() {
    if std::env::var_os("MATC_PROPERTY_COUNT").is_none() {
        std::env::set_var("MATC_PROPERTY_COUNT", "500");
    }
    let failures = random::failures("specialize-scan", scan_program, scan_differs);
    assert!(
        failures.is_empty(),
        "{} programs print differently once specialized:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}
