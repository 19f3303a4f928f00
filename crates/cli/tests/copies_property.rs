//! Random programs that alias arrays in every way the language has (`b = a`,
//! loops and branches feeding one value to two variables, cells, structs,
//! closures, `cellfun`, `deal`, globals, `reshape`/`x(:)`, deletions, calls
//! that write, delete from or return their parameters), run under `--copies=static` and
//! `--copies=refcount`. Refcount is the oracle, so this needs no Octave:
//! the two must print the same, and `--verify-copies` must find no in-place
//! update of a shared array. A failing program is shrunk, statement by
//! statement, to a minimal one that is printed for the conformance suite.
//!
//! `MATC_PROPERTY_COUNT` sets the number of programs (default 5000) and
//! `MATC_PROPERTY_SEED` the first seed; CI uses the defaults.

use std::path::Path;

mod random;
use random::Rng;

const VARS: &[&str] = &["a", "b", "c", "d"];

/// One statement (a loop or branch is one statement holding others).
fn statement(rng: &mut Rng, depth: usize) -> String {
    let x = rng.pick(VARS);
    let y = rng.pick(VARS);
    let i = 1 + rng.below(3);
    let k = rng.below(9);
    match rng.below(if depth < 2 { 25 } else { 21 }) {
        0 | 1 => format!("{x} = {y};"),
        2..=4 => format!("{x}({i}) = {k};"),
        5 if depth > 0 => format!("{x}(p) = {x}(p) + {k};"),
        5 => format!("{x}(end) = {k};"),
        6 => format!("cc = {{{y}}}; {x}({i}) = {k}; {y} = cc{{1}};"),
        7 => format!("s.f = {y}; {y}({i}) = {k}; {x} = s.f;"),
        8 => format!("h = @() {y}; {y}({i}) = {k}; {x} = h();"),
        9 => format!(
            "o = cellfun(@(z) z, {{{y}}}, 'UniformOutput', false); {x} = o{{1}}; {x}({i}) = {k};"
        ),
        10 => format!("[{x}, q] = deal({y}, {y}); q({i}) = {k}; {x}({i}) = q({i}) + 1;"),
        11 => format!("{x} = reshape({y}, 1, 3); {x}({i}) = {k};"),
        12 => format!("{x} = {y}(:)'; {x}({i}) = {k};"),
        13 => format!("{x} = writes({y}, {i}, {k});"),
        14 => format!("{x} = passes({y});"),
        15 => format!("global G; G = {y}; {y}({i}) = {k}; {x} = G;"),
        16 => format!("{x} = double({y}); {x}({i}) = {k};"),
        17 => format!("{x} = [{y}]; {x}({i}) = {k};"),
        // Deletions read their base into a new array (or give it back
        // whole where nothing is deleted); each keeps the 1x3 shape.
        18 => format!("{x} = {y}; {x}({i}) = []; {x}(end + 1) = {k};"),
        19 => format!("{x} = {y}; {x}([]) = []; {x}({i}) = {k};"),
        20 => format!("{x} = drops({y}, {i}, {k});"),
        21 | 22 => {
            let body = random::block(rng, depth, 3, statement);
            format!("for p = 1:{}\n{}\nend", 1 + rng.below(3), body)
        }
        23 => {
            let a = random::block(rng, depth, 2, statement);
            let b = random::block(rng, depth, 2, statement);
            format!("if {x}({i}) > {k}\n{}\nelse\n{}\nend", a, b)
        }
        _ => {
            let body = random::block(rng, depth, 2, statement);
            format!(
                "w{depth} = 0;\nwhile {x}(1) < {k} && w{depth} < 3\nw{depth} = w{depth} + 1; {x}(1) = {x}(1) + 1;\n{}\nend",
                body
            )
        }
    }
}

fn program(rng: &mut Rng) -> Vec<String> {
    let mut s = vec!["a = [1 2 3]; b = a; c = zeros(1, 3); d = c;".to_string()];
    s.extend((0..2 + rng.below(6)).map(|_| statement(rng, 0)));
    s
}

/// The programs as one function file, with the helper functions they call.
fn file_text(programs: &[(usize, Vec<String>)]) -> String {
    let mut t = random::function_file(programs, "disp([a; b; c; d]); disp(size(a));");
    t += "function y = writes(x, i, k)\n  y = x; x(i) = k; y(i) = k + 1;\nend\n";
    t += "function x = passes(x)\nend\n";
    t += "function y = drops(x, i, k)\n  y = x; x(i) = []; y(i) = []; y(end + 1) = k; x(1) = k;\nend\n";
    t
}

fn run(dir: &Path, text: &str, policy: &str) -> (String, String) {
    random::run_matc(
        dir,
        text,
        &[&format!("--copies={policy}"), "--verify-copies"],
    )
}

/// Whether static and refcount disagree (or verify-copies complains) on `progs`.
fn differs(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let text = file_text(progs);
    let (out_s, err_s) = run(dir, &text, "static");
    let (out_r, err_r) = run(dir, &text, "refcount");
    let bad = |err: &str| {
        err.contains("verify-copies") || err.contains("hang:") || err.contains("panicked")
    };
    if out_s != out_r || bad(&err_s) || bad(&err_r) {
        return Some(format!(
            "static:\n{out_s}{err_s}\nrefcount:\n{out_r}{err_r}"
        ));
    }
    None
}

#[test]
fn static_copies_agree_with_refcount_on_random_aliasing_programs() {
    let failures = random::failures("aliasing", program, differs);
    assert!(
        failures.is_empty(),
        "{} programs differ:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}
