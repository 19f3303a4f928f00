//! Random programs of functions against GNU Octave's committed outputs
//! (`tests/fundiff`, the harness in `octave_diff`): function handles and
//! closures, `nargin`/`nargout`/`varargin`/`varargout`, recursion, early
//! `return`, `persistent` and `global` state, errors raised, caught and
//! rethrown (`error` with identifiers and formats, `MException` fields,
//! `rethrow`, `lasterr`), `cellfun`/`arrayfun`/`structfun`, `containers.Map`,
//! integer arithmetic, and numbers turned into text (`sprintf`, `num2str`,
//! `mat2str`, `int2str`, `disp`). Each program is a function file with
//! helpers; statements without a semicolon display their result.

// Only the seeded generator of the shared random-program module is used here.
mod octave_diff;
#[allow(dead_code)]
mod random;
mod timed;

use random::Rng;

/// 1,500 programs (`MATC_FUNDIFF_COUNT` for a different number by hand;
/// programs without Octave's output are skipped).
#[test]
fn random_function_programs_agree_with_octave() {
    octave_diff::check(&octave_diff::Suite {
        name: "fundiff",
        count: 1500,
        seed: 20261126,
        program,
    });
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-2",
    "3.5",
    "-0.125",
    "1e6",
    "123456789",
    "1/3",
    "pi",
    "-pi",
    "NaN",
    "Inf",
    "-Inf",
    "2+3i",
    "-1.5i",
    "1e-5",
    "0.1+0.2",
    "int8(100)",
    "int8(-100)",
    "uint8(250)",
    "int16(-300)",
    "int32(7)",
    "uint16(3)",
    "single(2.5)",
    "single(1/3)",
    "true",
    "'a'",
];
const ARRAYS: &[&str] = &[
    "[1 2 3]",
    "[0.5 -1.25 2]",
    "[1; 2]",
    "magic(3)",
    "[]",
    "1:5",
    "[NaN 1 Inf]",
    "int8([1 -2 3])",
    "uint8([10 20])",
    "[1e5 1e-5]",
    "[1+2i 3]",
    "single([1 2.5])",
    "[true false]",
    "'hi'",
    "zeros(1, 0)",
    "[-0 0]",
    "[1.5 2.5; -3.5 4.5]",
];
const FORMATS: &[&str] = &[
    "'%d'",
    "'%g'",
    "'%f'",
    "'%.3f'",
    "'%e'",
    "'%5.1f|'",
    "'%s'",
    "'%x'",
    "'%o'",
    "'%+d'",
    "'%-6d|'",
    "'%i,'",
    "'%c'",
    "'%5s|'",
    "'%.2e'",
    "'%G'",
    "'%u'",
    "'[%d %d]'",
];
const IDS: &[&str] = &["'my:id'", "'Octave:some-id'", "'a:b:c'"];

fn value(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        rng.pick(NUMBERS).to_string()
    } else {
        rng.pick(ARRAYS).to_string()
    }
}

/// A statement over `x`, `y` (values), `f`, `g` (handles), `m` (a map) and
/// the helpers.
fn statement(rng: &mut Rng, depth: usize) -> String {
    let a = value(rng);
    let b = value(rng);
    let kinds = if depth > 1 { 30 } else { 34 };
    match rng.below(kinds) {
        0 => format!("r = sprintf ({}, {a})", rng.pick(FORMATS)),
        1 => format!("r = num2str ({a})"),
        2 => format!("r = mat2str ({a})"),
        3 => format!("r = int2str ({a})"),
        4 => format!("disp ({a})"),
        5 => format!("r = num2str ({a}, {})", rng.pick(&["4", "'%8.3f'", "10"])),
        6 => format!("r = f ({a})"),
        7 => format!("r = g ({a}, {b})"),
        8 => format!("r = apply (f, {a})"),
        9 => format!("[p, q] = swap ({a}, {b})"),
        10 => format!(
            "{} = outs ({a})",
            rng.pick(&["[p, q, w]", "p", "[p, ~, w]", "[~, q]"])
        ),
        11 => format!("r = count_in ({a}, {b}, {a})"),
        12 => format!("r = fact ({})", rng.pick(&["0", "1", "5", "-1", "2.5", "10"])),
        13 => "r = tick (); r = tick ()".to_string(),
        14 => "r = bump (); r = bump ()".to_string(),
        15 => format!("r = early ({a})"),
        16 => format!(
            "try\n  error ({}, 'value %d of %s', 3, 'x');\ncatch err\n  disp (err.identifier); disp (err.message);\nend",
            rng.pick(IDS)
        ),
        17 => format!(
            "try\n  r = ({a}) * ({b});\ncatch err\n  disp (err.message); disp (isempty (err.stack));\nend"
        ),
        18 => format!(
            "try\n  try\n    error ('inner:id', 'inner %s', 'msg');\n  catch e1\n    {}\n  end\ncatch e2\n  disp (e2.identifier); disp (e2.message);\nend",
            rng.pick(&[
                "rethrow (e1);",
                "error ('outer:id', '%s then outer', e1.message);",
                "disp (e1.message);",
                "disp (class (e1));",
                "rethrow (struct ('message', 'made', 'identifier', 'm:i'));",
            ])
        ),
        19 => format!("r = cellfun (@(v) numel (v), {{{a}, {b}}})"),
        20 => format!(
            "r = cellfun (@(v) {}, {{{a}, {b}}}, 'UniformOutput', {})",
            rng.pick(&["v * 2", "class (v)", "size (v)", "isempty (v)"]),
            rng.pick(&["false", "true"])
        ),
        21 => format!(
            "r = arrayfun (@(v) {}, {})",
            rng.pick(&["v + 1", "v > 1", "sqrt (v)", "[v v]"]),
            rng.pick(ARRAYS)
        ),
        22 => format!(
            "m({}) = {a}; r = m.keys (); r = m.Count",
            rng.pick(&["'k1'", "'k2'", "'a'", "'z'"])
        ),
        23 => format!(
            "r = m.isKey ({}); r = values (m)",
            rng.pick(&["'k1'", "{'k1', 'q'}", "'zz'"])
        ),
        24 => format!("r = ({a}) + ({b})"),
        25 => format!("r = idivide (int32 ({a}), int32 ({}))", rng.pick(&["2", "3", "-4", "0"])),
        26 => format!(
            "r = {} ({a}, {b})",
            rng.pick(&["bitand", "bitor", "bitxor", "mod", "rem", "max", "min", "atan2"])
        ),
        27 => format!("f = @(v) v .^ {}; r = func2str (f)", rng.pick(&["2", "0.5", "-1"])),
        28 => format!("k = {a}; h = @(v) v + k; k = 0; r = h (1)"),
        29 => format!("r = nargs ({})", rng.pick(&["", "1", "1, 2", "1, 2, 3"])),
        30 => format!(
            "for j = 1:3\n  if j == {}, continue; end\n{}\nend",
            rng.pick(&["1", "2"]),
            random::block(rng, depth, 2, statement)
        ),
        31 => format!(
            "try\n{}\ncatch err\n  disp (err.message);\nend",
            random::block(rng, depth, 2, statement)
        ),
        32 => format!("r = structfun (@(v) numel (v), struct ('a', {a}, 'b', 1))"),
        _ => "r = lasterr ()".to_string(),
    }
}

fn program(rng: &mut Rng) -> String {
    let mut lines = vec![
        "function prog".to_string(),
        format!("x = {};", value(rng)),
        format!("y = {};", value(rng)),
        format!(
            "f = {};",
            rng.pick(&["@(v) v * 2", "@sin", "@(v) [v v]", "@numel", "@(v) v'"])
        ),
        format!(
            "g = {};",
            rng.pick(&["@plus", "@(a, b) a - b", "@(a, b) [a, b]", "@max"])
        ),
        "m = containers.Map ();".to_string(),
    ];
    for _ in 0..2 + rng.below(4) {
        let st = statement(rng, 0);
        let show = !st.contains('\n') && rng.below(2) == 0;
        lines.push(if show { st } else { format!("{st};") });
    }
    // Drawn last, so that the programs without one stay as they were:
    // Octave's default parameter values.
    let defaults = rng.below(4) == 0;
    if defaults {
        lines.push(format!(
            "r = {}",
            rng.pick(&[
                "dflt ()",
                "dflt (x)",
                "dflt (x, y)",
                "dflt ([], 2)",
                "nargs_dflt ()",
                "nargs_dflt (1, 2, 3)",
            ])
        ));
    }
    lines.push("x, y".to_string());
    lines.push("end".to_string());
    lines.push(HELPERS.to_string());
    if defaults {
        lines.push(DEFAULTS_HELPERS.to_string());
    }
    lines.join("\n") + "\n"
}

/// Functions with Octave's default parameter values.
const DEFAULTS_HELPERS: &str = "
function r = dflt (a = 5, b = a * 2)
  r = {a, b};
end

function n = nargs_dflt (p = 1, q = 'x', varargin)
  n = {nargin, p, q, numel(varargin)};
end";

/// The local functions the statements call.
const HELPERS: &str = "
function r = apply (h, v)
  r = h (v);
end

function [b, a] = swap (a, b)
end

function [p, q, w] = outs (v)
  p = v;
  if nargout > 1
    q = numel (v);
  end
  w = nargout;
end

function n = count_in (varargin)
  n = 0;
  for k = 1:nargin
    n = n + numel (varargin{k});
  end
end

function r = fact (n)
  if n <= 1
    r = 1;
    return;
  end
  r = n * fact (n - 1);
end

function r = tick ()
  persistent count;
  if isempty (count)
    count = 0;
  end
  count = count + 1;
  r = count;
end

function r = bump ()
  global total
  if isempty (total)
    total = 10;
  end
  total = total * 2;
  r = total;
end

function r = early (v)
  r = 'empty';
  if isempty (v)
    return;
  end
  r = class (v);
end

function r = nargs (varargin)
  r = sprintf ('%d in', nargin);
end";
