//! Random programs that alias arrays in every way the language has (`b = a`,
//! loops and branches feeding one value to two variables, cells, structs,
//! closures, `cellfun`, `deal`, globals, `reshape`/`x(:)`, calls that write or
//! return their parameters), run under `--copies=static` and
//! `--copies=refcount`. Refcount is the oracle, so this needs no Octave:
//! the two must print the same, and `--verify-copies` must find no in-place
//! update of a shared array. A failing program is shrunk, statement by
//! statement, to a minimal one that is printed for the conformance suite.
//!
//! `MATC_PROPERTY_COUNT` sets the number of programs (default 5000) and
//! `MATC_PROPERTY_SEED` the first seed; CI uses the defaults.

use std::path::{Path, PathBuf};
use std::process::Command;

/// xorshift64*: a fixed, dependency-free stream for a given seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

const VARS: &[&str] = &["a", "b", "c", "d"];

/// One statement (a loop or branch is one statement holding others).
fn statement(rng: &mut Rng, depth: usize) -> String {
    let x = rng.pick(VARS);
    let y = rng.pick(VARS);
    let i = 1 + rng.below(3);
    let k = rng.below(9);
    match rng.below(if depth < 2 { 22 } else { 18 }) {
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
        18 | 19 => {
            let body: Vec<String> = (0..1 + rng.below(3))
                .map(|_| statement(rng, depth + 1))
                .collect();
            format!("for p = 1:{}\n{}\nend", 1 + rng.below(3), body.join("\n"))
        }
        20 => {
            let a: Vec<String> = (0..1 + rng.below(2))
                .map(|_| statement(rng, depth + 1))
                .collect();
            let b: Vec<String> = (0..1 + rng.below(2))
                .map(|_| statement(rng, depth + 1))
                .collect();
            format!(
                "if {x}({i}) > {k}\n{}\nelse\n{}\nend",
                a.join("\n"),
                b.join("\n")
            )
        }
        _ => {
            let body: Vec<String> = (0..1 + rng.below(2))
                .map(|_| statement(rng, depth + 1))
                .collect();
            format!(
                "w = 0;\nwhile {x}(1) < {k} && w < 3\nw = w + 1; {x}(1) = {x}(1) + 1;\n{}\nend",
                body.join("\n")
            )
        }
    }
}

fn program(rng: &mut Rng) -> Vec<String> {
    let mut s = vec!["a = [1 2 3]; b = a; c = zeros(1, 3); d = c;".to_string()];
    s.extend((0..2 + rng.below(6)).map(|_| statement(rng, 0)));
    s
}

/// A function file: each program is a local function `pN`, called in turn
/// (an error ends only its own program).
fn file_text(programs: &[(usize, Vec<String>)]) -> String {
    let mut t = String::from("function main()\n");
    for (n, _) in programs {
        t += &format!("  try\n    p{n}();\n  catch err\n    disp(err.message);\n  end\n");
    }
    t += "end\n";
    for (n, body) in programs {
        t += &format!("function p{n}()\n{}\n", body.join("\n"));
        t += "disp([a; b; c; d]); disp(size(a));\nend\n";
    }
    t += "function y = writes(x, i, k)\n  y = x; x(i) = k; y(i) = k + 1;\nend\n";
    t += "function x = passes(x)\nend\n";
    t
}

fn run(dir: &Path, text: &str, policy: &str) -> (String, String) {
    std::fs::write(dir.join("main.m"), text).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args([
            "run",
            &format!("--copies={policy}"),
            "--verify-copies",
            "main.m",
        ])
        .current_dir(dir)
        .output()
        .expect("run matc");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Whether static and refcount disagree (or verify-copies complains) on `progs`.
fn differs(dir: &Path, progs: &[(usize, Vec<String>)]) -> Option<String> {
    let text = file_text(progs);
    let (out_s, err_s) = run(dir, &text, "static");
    let (out_r, err_r) = run(dir, &text, "refcount");
    if out_s != out_r || err_s.contains("verify-copies") || err_r.contains("verify-copies") {
        return Some(format!(
            "static:\n{out_s}{err_s}\nrefcount:\n{out_r}{err_r}"
        ));
    }
    None
}

/// Drops statements of a failing program while it still fails.
fn shrink(dir: &Path, n: usize, mut body: Vec<String>) -> Vec<String> {
    let mut i = 1;
    while i < body.len() {
        let mut fewer = body.clone();
        fewer.remove(i);
        if differs(dir, &[(n, fewer.clone())]).is_some() {
            body = fewer;
        } else {
            i += 1;
        }
    }
    body
}

fn scratch() -> PathBuf {
    let d = std::env::temp_dir().join(format!("matc-copies-property-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn static_copies_agree_with_refcount_on_random_aliasing_programs() {
    let count: usize = std::env::var("MATC_PROPERTY_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5000);
    let seed: u64 = std::env::var("MATC_PROPERTY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed);
    let dir = scratch();
    let per_file = 100;
    let mut failures = Vec::new();
    let mut first = 0;
    while first < count {
        let batch: Vec<(usize, Vec<String>)> = (first..(first + per_file).min(count))
            .map(|n| (n, program(&mut Rng(seed.wrapping_add(n as u64) | 1))))
            .collect();
        if differs(&dir, &batch).is_some() {
            // Find the programs that fail alone, and shrink each.
            for (n, body) in &batch {
                if differs(&dir, &[(*n, body.clone())]).is_some() {
                    let small = shrink(&dir, *n, body.clone());
                    let why = differs(&dir, &[(*n, small.clone())]).unwrap_or_default();
                    failures.push(format!(
                        "program {n} (seed {}), shrunk:\n{}\n{why}",
                        seed.wrapping_add(*n as u64) | 1,
                        small.join("\n")
                    ));
                }
            }
        }
        first += per_file;
    }
    if std::env::var_os("MATC_PROPERTY_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    println!(
        "{count} random aliasing programs, {} differ",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} programs differ:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}
