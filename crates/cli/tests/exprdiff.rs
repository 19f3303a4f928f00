//! Random expression programs against GNU Octave's committed outputs:
//! values of every class and shape, operators, builtins, indexing on both
//! sides of `=` (with `end`, deletion and growth), and the display of each
//! result. The programs are made by a fixed seed; Octave's stdout and error
//! for each (keyed by a hash of the program's text) are in
//! `tests/exprdiff/expected.tsv`, written by this test with
//! `MATC_EXPRDIFF_REGEN=1` (needs Octave 7.3). `tests/exprdiff/agree.txt`
//! lists the programs matc agrees on; one that stops agreeing fails the
//! test, and `MATC_EXPRDIFF_BLESS=1` adds the ones that newly agree;
//! `MATC_EXPRDIFF_SHOW=N` prints the first N programs that disagree, each
//! with its key. `tests/exprdiff/apart.txt` lists (`KEY<TAB>why`) programs
//! whose Octave output is not MATLAB's, where matc follows MATLAB (see
//! `tests/conformance/README.md`); they count apart from the rate.

// Only the seeded generator of the shared random-program module is used here.
#[allow(dead_code)]
mod random;

use random::Rng;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

mod timed;

/// How many programs the suite holds (`MATC_EXPRDIFF_COUNT` for a
/// different number by hand; programs without Octave's output are skipped).
const COUNT: usize = 2000;
const SEED: u64 = 20261123;

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

fn program(rng: &mut Rng) -> String {
    let mut lines = vec![
        format!("a = {};", value(rng)),
        format!("b = {};", value(rng)),
    ];
    for _ in 0..1 + rng.below(3) {
        lines.push(statement(rng));
    }
    lines.push("a".to_string());
    lines.join("\n") + "\n"
}

/// FNV-1a: the key of a program's expected output.
fn key(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What a run printed: stdout and the uncaught error's message (empty when
/// the program ran to its end).
#[derive(Clone, PartialEq, Debug)]
struct Outcome {
    stdout: String,
    error: String,
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/exprdiff")
}

/// The first `error: ` line of stderr, without its prefix.
fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find_map(|l| l.strip_prefix("error: "))
        .unwrap_or("")
        .to_string()
}

/// Runs `cmd` (with the program's path appended) in a fresh folder; a run
/// over 20 s counts as an error (generated programs are small).
fn run(cmd: &[&str], text: &str, dir: &Path) -> Outcome {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("prog.m"), text).unwrap();
    let mut command = Command::new(cmd[0]);
    command
        .args(&cmd[1..])
        .arg("prog.m")
        .current_dir(dir)
        .env("LC_ALL", "C");
    let out = timed::run(&mut command, Duration::from_secs(20)).expect("run a program");
    Outcome {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        error: match out.status {
            Some(0) => String::new(),
            Some(_) => first_error(&out.stderr),
            None => "timed out".to_string(),
        },
    }
}

/// Runs every program through `cmd` on all cores.
fn run_all(cmd: &[&str], programs: &[String], scratch: &Path) -> Vec<Outcome> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(vec![None; programs.len()]);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for t in 0..threads {
            let (next, results) = (&next, &results);
            let dir = scratch.join(format!("t{t}"));
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= programs.len() {
                    break;
                }
                let o = run(cmd, &programs[i], &dir);
                results.lock().unwrap()[i] = Some(o);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|o| o.expect("every program ran"))
        .collect()
}

fn read_expected() -> HashMap<String, Outcome> {
    let text = std::fs::read_to_string(folder().join("expected.tsv")).unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            let (k, out, err) = (f.next()?, f.next()?, f.next()?);
            let o = Outcome {
                stdout: unescape(out),
                error: unescape(err),
            };
            Some((k.to_string(), o))
        })
        .collect()
}

/// The start of an error message, with numbers blanked so that one kind
/// of mistake counts as one reason.
fn short(message: &str) -> String {
    let blanked: String = message
        .chars()
        .map(|c| if c.is_ascii_digit() { '#' } else { c })
        .collect();
    blanked.chars().take(60).collect()
}

/// Whether matc's run agrees with Octave's: the same stdout, and an error
/// exactly where Octave raised one, with its message.
fn agrees(matc: &Outcome, octave: &Outcome) -> bool {
    // A parse error's wording differs by design (matc names line and
    // column, Octave only the line): both rejecting the file agrees.
    let both_reject_the_file =
        octave.error.starts_with("parse error") && matc.error.contains(": parse error: ");
    matc.stdout == octave.stdout && (matc.error == octave.error || both_reject_the_file)
}

#[test]
fn random_expressions_agree_with_octave() {
    let count = std::env::var("MATC_EXPRDIFF_COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(COUNT);
    let programs: Vec<String> = (0..count)
        .map(|n| program(&mut Rng::for_program(SEED, n)))
        .collect();
    let scratch = std::env::temp_dir().join(format!("matc-exprdiff-{}", std::process::id()));
    if std::env::var_os("MATC_EXPRDIFF_REGEN").is_some() {
        let octave = ["octave", "-qf", "--no-gui", "--norc", "--no-window-system"];
        let outs = run_all(&octave, &programs, &scratch.join("octave"));
        let mut lines: Vec<String> = programs
            .iter()
            .zip(&outs)
            .map(|(p, o)| format!("{}\t{}\t{}", key(p), escape(&o.stdout), escape(&o.error)))
            .collect();
        lines.sort();
        lines.dedup();
        std::fs::write(folder().join("expected.tsv"), lines.join("\n") + "\n").unwrap();
    }
    let expected = read_expected();
    let known: Vec<(usize, &Outcome)> = programs
        .iter()
        .enumerate()
        .filter_map(|(i, p)| expected.get(&key(p)).map(|o| (i, o)))
        .collect();
    if known.is_empty() {
        println!("exprdiff: SKIPPED, no Octave outputs in tests/exprdiff/expected.tsv");
        return;
    }
    let to_run: Vec<String> = known.iter().map(|&(i, _)| programs[i].clone()).collect();
    let matc = env!("CARGO_BIN_EXE_matc");
    let outs = run_all(&[matc, "run", "--sandbox"], &to_run, &scratch.join("matc"));
    let _ = std::fs::remove_dir_all(&scratch);

    let agree_path = folder().join("agree.txt");
    let was: BTreeSet<String> = std::fs::read_to_string(&agree_path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    // Programs whose Octave output is not what MATLAB (and matc) gives,
    // each with why: run, but counted apart from the rate.
    let apart: HashMap<String, String> = std::fs::read_to_string(folder().join("apart.txt"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (k, why) = l.split_once('\t')?;
            Some((k.to_string(), why.to_string()))
        })
        .collect();
    let mut set_apart: HashMap<&str, usize> = HashMap::new();
    let mut now = BTreeSet::new();
    let mut regressions = Vec::new();
    let mut reasons: HashMap<String, usize> = HashMap::new();
    // `MATC_EXPRDIFF_SHOW=N` prints the first N disagreeing programs.
    let mut show: usize = std::env::var("MATC_EXPRDIFF_SHOW")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    for ((i, octave), got) in known.iter().zip(&outs) {
        let k = key(&programs[*i]);
        if let Some(why) = apart.get(&k) {
            *set_apart.entry(why).or_default() += 1;
            continue;
        }
        if agrees(got, octave) {
            now.insert(k);
            continue;
        }
        let why = if got.error.is_empty() == octave.error.is_empty() && !got.error.is_empty() {
            format!("error differs from Octave's: {}", short(&octave.error))
        } else if !got.error.is_empty() {
            format!(
                "matc error: {}",
                got.error.chars().take(60).collect::<String>()
            )
        } else if !octave.error.is_empty() {
            "Octave errors, matc does not".to_string()
        } else {
            "different output".to_string()
        };
        *reasons.entry(why).or_default() += 1;
        let report = format!(
            "program {i} ({k}):\n{}--- Octave:\n{}{}\n--- matc:\n{}{}",
            programs[*i], octave.stdout, octave.error, got.stdout, got.error
        );
        if show > 0 {
            show -= 1;
            println!("{report}\n");
        }
        if was.contains(&k) {
            regressions.push(report);
        }
    }
    let counted = known.len() - set_apart.values().sum::<usize>();
    let rate = 100.0 * now.len() as f64 / counted as f64;
    println!(
        "exprdiff: {} of {} random programs agree with Octave ({rate:.1}%); {} set apart by tests/exprdiff/apart.txt",
        now.len(),
        counted,
        known.len() - counted
    );
    let mut whys: Vec<_> = set_apart.into_iter().collect();
    whys.sort();
    for (why, n) in whys {
        println!("  {n:5}  apart: {why}");
    }
    let mut top: Vec<_> = reasons.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (why, n) in top.iter().take(12) {
        println!("  {n:5}  {why}");
    }
    if std::env::var_os("MATC_EXPRDIFF_BLESS").is_some() {
        let all: BTreeSet<_> = was.union(&now).cloned().collect();
        let kept: Vec<_> = all.into_iter().filter(|k| now.contains(k)).collect();
        std::fs::write(&agree_path, kept.join("\n") + "\n").unwrap();
    }
    assert!(
        regressions.is_empty(),
        "{} programs that agreed with Octave no longer do:\n{}",
        regressions.len(),
        regressions.join("\n\n")
    );
}
