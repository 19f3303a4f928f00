//! `matc build` against `matc run`: the C of `--emit-c`, compiled by the
//! system C compiler, must print what the engine prints.
//!
//! - the twelve benchmarks of `../shared/bench` at scale 1 print their
//!   `expected.txt` (Octave's output, which `matc run` prints too);
//! - random typed programs of the kind the C path accepts (scalars, row
//!   vectors and matrices whose extents are the run-time argument `n`,
//!   loops, branches, elementwise and matrix operators, reductions,
//!   indexing, `fprintf` and display), compiled once for every whole
//!   `n >= 1` and run at `n = 1` and `n = 4`;
//! - a standalone executable (`matc build -o EXE`) of a program part of
//!   which the C path refuses prints what `matc run` prints, its compiled
//!   part run compiled (`MATC_AOT=trace`);
//! - bad input gives a located error and exit status 1, never a panic.
//!
//! Every test is skipped, saying so, where no C compiler is found (`$CC`,
//! else `cc`). `MATC_PROPERTY_COUNT` sets the number of random programs
//! (default 100) and `MATC_PROPERTY_SEED` the seed; CI uses the defaults.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

#[allow(dead_code)]
mod random;
use random::Rng;

fn matc() -> Command {
    Command::new(env!("CARGO_BIN_EXE_matc"))
}

/// The C compiler, or None (the test then says it is skipped).
fn cc() -> Option<String> {
    let cc = std::env::var("CC")
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "cc".into());
    match Command::new(&cc).arg("--version").output() {
        Ok(o) if o.status.success() => Some(cc),
        _ => {
            eprintln!("skipped: no C compiler ('{cc}' not found)");
            None
        }
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `matc build --emit-c FILE SPECS -o DIR` and `cc`: the executable's path,
/// or what failed.
fn compile(cc: &str, file: &Path, specs: &[&str], dir: &Path) -> Result<PathBuf, String> {
    let out = matc()
        .args(["build", "--emit-c"])
        .arg(file)
        .args(specs)
        .arg("-o")
        .arg(dir)
        .output()
        .unwrap();
    if !out.status.success() {
        return Err(format!(
            "matc build --emit-c failed:\n{}",
            text(&out.stderr)
        ));
    }
    let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = dir.join(&stem);
    let c = Command::new(cc)
        .args(["-std=c99", "-O2", "-Wall", "-Werror", "-o"])
        .arg(&exe)
        .arg(dir.join(format!("{stem}.c")))
        .arg("-lm")
        .arg("-lpthread")
        .output()
        .unwrap();
    if !c.status.success() {
        return Err(format!("{cc} failed on the C:\n{}", text(&c.stderr)));
    }
    Ok(exe)
}

/// Runs `cmd`; one running over 60 s is killed (a generated program
/// always ends), its status then None.
fn run(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut b = Vec::new();
            let _ = r.read_to_end(&mut b);
            b
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    while child.try_wait().ok().flatten().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Output {
        status: child.wait().unwrap(),
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
    }
}

fn bench_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench")
}

#[test]
fn benchmarks_compile_to_c_and_print_expected() {
    let Some(cc) = cc() else { return };
    let root = bench_dir();
    if !root.is_dir() {
        eprintln!("skipped: no {}", root.display());
        return;
    }
    let scratch = random::scratch("build-bench");
    let mut bad = Vec::new();
    let names = [
        "adpt", "capr", "clos", "crni", "dich", "diff", "edit", "fdtd", "fft", "fiff", "mbrt",
        "nb1d",
    ];
    for b in names {
        let file = root.join(b).join(format!("bench_{b}.m"));
        let dir = scratch.join(b);
        let specs = ["--class", "scale=whole double", "--range", "scale=[1 Inf]"];
        let exe = match compile(&cc, &file, &specs, &dir) {
            Ok(e) => e,
            Err(e) => {
                bad.push(format!("{b}: {e}"));
                continue;
            }
        };
        let out = run(Command::new(&exe).arg("1"));
        let want = std::fs::read_to_string(root.join(b).join("expected.txt")).unwrap();
        if !out.status.success() || text(&out.stdout) != want {
            bad.push(format!(
                "{b}: the C printed\n{}{}\nnot\n{want}",
                text(&out.stdout),
                text(&out.stderr)
            ));
        }
    }
    random::done(&scratch);
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}

// ------------------------------------------------------------ random programs

/// Scalars `a b c`, row vectors `v w` (1 x n), matrices `A` (n x 3) and
/// `B` (3 x n): each statement keeps these shapes.
const SETUP: &str =
    "a = 1.5; b = -2; c = 0.25; v = (1:n) / 3; w = 2 - (1:n); A = (1:n)' * [1 -1 0.5]; B = A';";

fn num(rng: &mut Rng) -> String {
    rng.pick(&["2", "0.5", "-1", "3", "1e-3", "7", "-0.25"])
        .to_string()
}

fn scalar(rng: &mut Rng, depth: usize) -> String {
    if depth > 2 {
        return match rng.below(3) {
            0 => num(rng),
            _ => rng.pick(&["a", "b", "c"]).to_string(),
        };
    }
    let d = depth + 1;
    match rng.below(16) {
        0 => num(rng),
        1..=3 => rng.pick(&["a", "b", "c"]).to_string(),
        4 => format!("({} + {})", scalar(rng, d), scalar(rng, d)),
        5 => format!("({} - {})", scalar(rng, d), scalar(rng, d)),
        6 => format!("({} * {})", scalar(rng, d), scalar(rng, d)),
        7 => format!("{} / (abs({}) + 1)", scalar(rng, d), scalar(rng, d)),
        8 => format!(
            "{}({})",
            rng.pick(&["abs", "floor", "round", "fix", "sin", "exp"]),
            scalar(rng, d)
        ),
        9 => format!("sqrt(abs({}))", scalar(rng, d)),
        10 => format!("mod({}, 3)", scalar(rng, d)),
        11 => format!(
            "{}({}, {})",
            rng.pick(&["max", "min"]),
            scalar(rng, d),
            scalar(rng, d)
        ),
        12 => format!(
            "{}({})",
            rng.pick(&["sum", "max", "min", "prod"]),
            vector(rng, d)
        ),
        13 => rng
            .pick(&[
                "v(1)",
                "w(end)",
                "A(end, 2)",
                "B(3, 1)",
                "numel(v)",
                "size(A, 1)",
            ])
            .to_string(),
        14 => format!("sum({}(:))", matrix(rng, d)),
        // A comparison as a number: a variable keeps its class.
        _ => format!("double({} > {})", scalar(rng, d), scalar(rng, d)),
    }
}

fn vector(rng: &mut Rng, depth: usize) -> String {
    if depth > 2 {
        return rng.pick(&["v", "w", "(1:n)"]).to_string();
    }
    let d = depth + 1;
    match rng.below(11) {
        0..=2 => rng.pick(&["v", "w", "(1:n)"]).to_string(),
        3 => format!("({} + {})", vector(rng, d), vector(rng, d)),
        4 => format!("({} .* {})", vector(rng, d), vector(rng, d)),
        5 => format!("({} * {})", scalar(rng, d), vector(rng, d)),
        6 => format!("({} - {})", vector(rng, d), scalar(rng, d)),
        7 => format!("{}({})", rng.pick(&["abs", "floor", "cos"]), vector(rng, d)),
        8 => rng
            .pick(&["A(:, 1)'", "B(2, :)", "v .^ 2", "w(end:-1:1)"])
            .to_string(),
        9 => format!("max({}, {})", vector(rng, d), scalar(rng, d)),
        _ => format!("({} ./ (abs({}) + 1))", vector(rng, d), vector(rng, d)),
    }
}

fn matrix(rng: &mut Rng, depth: usize) -> String {
    if depth > 2 {
        return rng.pick(&["A", "B'"]).to_string();
    }
    let d = depth + 1;
    match rng.below(7) {
        0 | 1 => rng.pick(&["A", "B'"]).to_string(),
        2 => format!("({} + {})", matrix(rng, d), matrix(rng, d)),
        3 => format!("({} .* {})", matrix(rng, d), scalar(rng, d)),
        4 => format!("({} * [1 0 2; 0 1 0; -1 0 1])", matrix(rng, d)),
        5 => format!("abs({})", matrix(rng, d)),
        _ => format!("({} - {})", matrix(rng, d), scalar(rng, d)),
    }
}

fn statement(rng: &mut Rng, depth: usize) -> String {
    let nested = depth < 2;
    match rng.below(if nested { 14 } else { 10 }) {
        0..=2 => format!("{} = {};", rng.pick(&["a", "b", "c"]), scalar(rng, depth)),
        3 => format!("{} = {};", rng.pick(&["v", "w"]), vector(rng, depth)),
        4 => format!("A = {};", matrix(rng, depth)),
        5 => "B = A';".to_string(),
        6 => format!(
            "{}({}) = {};",
            rng.pick(&["v", "w"]),
            rng.pick(&["1", "end", "ceil(n / 2)"]),
            scalar(rng, depth)
        ),
        7 => format!("fprintf('%.17g\\n', {});", scalar(rng, depth)),
        8 => format!("fprintf('%.17g ', {}); fprintf('\\n');", vector(rng, depth)),
        9 => rng.pick(&["a", "v", "b", "A"]).to_string(),
        10 => format!(
            "for i = 1:n\n{}\nend",
            random::block(rng, depth, 3, |r, d| {
                match r.below(2) {
                    0 => format!("{}(i) = {} + i;", r.pick(&["v", "w"]), scalar(r, d)),
                    _ => statement(r, d),
                }
            })
        ),
        11 => format!(
            "if {} > {}\n{}\nelse\n{}\nend",
            scalar(rng, depth),
            scalar(rng, depth),
            random::block(rng, depth, 3, statement),
            random::block(rng, depth, 2, statement)
        ),
        // A counter of its own per depth: an inner loop must not reset it.
        12 => format!(
            "k{depth} = 0;\nwhile k{depth} < {}\nk{depth} = k{depth} + 1;\n{}\nend",
            1 + rng.below(4),
            random::block(rng, depth, 2, statement)
        ),
        _ => format!("for x = {}\na = a + x;\nend", vector(rng, depth)),
    }
}

/// A program: its statements after the setup, ending with a digest of
/// every variable.
fn program(rng: &mut Rng) -> Vec<String> {
    let n = 2 + rng.below(6);
    let mut body = vec![SETUP.to_string()];
    body.extend((0..n).map(|_| statement(rng, 0)));
    body
}

const DIGEST: &str = "fprintf('%.17g ', a, b, c, v, w, A, B); fprintf('\\n');";

/// The file of a batch: `main(n)` calls `p<k>(n)` in turn.
fn program_file(batch: &[(usize, Vec<String>)]) -> String {
    let mut t = String::from("function main(n)\n");
    for (k, _) in batch {
        t += &format!("  p{k}(n);\n");
    }
    t += "end\n";
    for (k, body) in batch {
        t += &format!("function p{k}(n)\n{}\n{DIGEST}\nend\n", body.join("\n"));
    }
    t
}

/// What differs between the C and `matc run` on a batch, if anything.
fn differs(cc: &str, dir: &Path, batch: &[(usize, Vec<String>)]) -> Option<String> {
    let file = dir.join("main.m");
    std::fs::write(&file, program_file(batch)).unwrap();
    let cdir = dir.join("c");
    let specs = ["--class", "n=whole double", "--range", "n=[1 Inf]"];
    let exe = match compile(cc, &file, &specs, &cdir) {
        Ok(e) => e,
        Err(e) => return Some(e),
    };
    for n in ["1", "4"] {
        let c = run(Command::new(&exe).arg(n));
        let m = run(matc().arg("run").arg(&file).arg(n));
        if c.stdout != m.stdout || c.status.code() != m.status.code() {
            return Some(format!(
                "n = {n}: the C printed (status {:?})\n{}{}\nmatc run printed (status {:?})\n{}{}",
                c.status.code(),
                text(&c.stdout),
                text(&c.stderr),
                m.status.code(),
                text(&m.stdout),
                text(&m.stderr)
            ));
        }
    }
    None
}

/// The programs of a batch that the C path refuses (an analysis too
/// imprecise for C is no miscompilation), with its diagnostics.
fn refusals(dir: &Path, batch: &[(usize, Vec<String>)]) -> (Vec<usize>, String) {
    let file = dir.join("main.m");
    std::fs::write(&file, program_file(batch)).unwrap();
    let out = run(matc()
        .args(["build", "--emit-c"])
        .arg(&file)
        .args(["--class", "n=whole double", "--range", "n=[1 Inf]", "-o"])
        .arg(dir.join("c")));
    let err = text(&out.stderr);
    let refused = err
        .lines()
        .filter_map(|l| l.split("error: cannot compile p").nth(1))
        .filter_map(|r| r.split(':').next()?.parse().ok())
        .collect();
    (refused, err)
}

#[test]
fn random_programs_print_the_same_compiled_and_run() {
    let Some(cc) = cc() else { return };
    let var = |name: &str| std::env::var(name).ok().and_then(|s| s.parse::<u64>().ok());
    let count = var("MATC_PROPERTY_COUNT").unwrap_or(100) as usize;
    let seed = var("MATC_PROPERTY_SEED").unwrap_or(0xc0de);
    let dir = random::scratch("build-diff");
    let per_file = 100;
    let mut failures = Vec::new();
    let mut refused = 0;
    for first in (0..count).step_by(per_file) {
        let mut batch: Vec<(usize, Vec<String>)> = (first..(first + per_file).min(count))
            .map(|k| (k, program(&mut Rng::for_program(seed, k))))
            .collect();
        let (out, why) = refusals(&dir, &batch);
        if !out.is_empty() {
            println!("refused by the C path: {out:?}\n{why}");
        }
        refused += out.len();
        batch.retain(|(k, _)| !out.contains(k));
        if differs(&cc, &dir, &batch).is_none() {
            continue;
        }
        for (k, body) in &batch {
            let one = |b: &[String]| differs(&cc, &dir, &[(*k, b.to_vec())]);
            if one(body).is_none() {
                continue;
            }
            let small = random::shrink(body.clone(), |b| one(b).is_some());
            let why = one(&small).unwrap_or_default();
            failures.push(format!(
                "program {k} (seed {seed}), shrunk:\n{}\n{why}",
                small.join("\n")
            ));
            if failures.len() >= 3 {
                break;
            }
        }
        if failures.len() >= 3 {
            break;
        }
    }
    random::done(&dir);
    println!(
        "{count} random programs, {refused} refused by the C path, {} differ",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // The generator makes what the C path accepts: refusals stay rare.
    assert!(
        refused * 20 <= count,
        "{refused} of {count} programs refused"
    );
}

/// A call that only prints gives no `ans` to display: `disp(x)` and
/// `fprintf(...)` without a semicolon compile and print what `matc run` prints.
#[test]
fn print_calls_without_semicolon_compile() {
    let Some(cc) = cc() else { return };
    let dir = random::scratch("build-print");
    let file = dir.join("noisy.m");
    std::fs::write(
        &file,
        "function noisy(n)\nx = n + 1\ndisp(x)\nfor i = 1:n\n  fprintf('%d\\n', i)\n  disp(i * x)\nend\nprintf('%g\\n', x)\nend\n",
    )
    .unwrap();
    let specs = ["--class", "n=whole double", "--range", "n=[1 Inf]"];
    let exe = compile(&cc, &file, &specs, &dir.join("c"));
    let m = run(matc().arg("run").arg(&file).arg("3"));
    let c = exe.as_ref().map(|e| run(Command::new(e).arg("3")));
    random::done(&dir);
    let c = c.unwrap_or_else(|e| panic!("{e}"));
    assert!(m.status.success() && c.status.success());
    assert_eq!(text(&c.stdout), text(&m.stdout));
}

/// Programs the C once printed differently from `matc run`: a range shown
/// by `display` (its elements were never stored), a complex product of two
/// NaNs (the C compiler commuted an addition of two NaNs, flipping the sign
/// shown in `NaN - NaNi`), and `size` of a 3-D array shown as `ans` (its
/// definition read its own presence flag).
const ONCE_WRONG: &[(&str, &str)] = &[
    (
        "ranges",
        "function ranges(n)\nv = 0:0.3:1\nw = n:-0.5:1\nend\n",
    ),
    (
        "nansign",
        "function nansign(n)\nA = reshape(1:12, 3, 4) / 7; B = zeros(1, 5); j = 1; z = -1i;\n\
         for i = 1:-1:1\n  A(i) = mod(B(i), NaN) + A(i) + j;\n  t = A(1, 1) * 1;\n  \
         z = -(-A(j, i) + (t + 1i)) * -(-A(j, i) + (t + 1i)) + (-0.25 + 1i);\nend\ndisp(z)\nend\n",
    ),
    (
        "size3",
        "function size3(n)\nz = zeros(2, 2, n);\nsize(z)\nend\n",
    ),
];

#[test]
fn once_wrong_programs_print_what_run_prints() {
    let Some(cc) = cc() else { return };
    let dir = random::scratch("build-once-wrong");
    let specs = ["--class", "n=whole double", "--range", "n=[1 Inf]"];
    for (name, src) in ONCE_WRONG {
        let file = dir.join(format!("{name}.m"));
        std::fs::write(&file, src).unwrap();
        let exe = compile(&cc, &file, &specs, &dir.join(name)).unwrap_or_else(|e| panic!("{e}"));
        let c = run(Command::new(&exe).arg("2"));
        let m = run(matc().arg("run").arg(&file).arg("2"));
        assert!(m.status.success() && c.status.success(), "{name}");
        assert_eq!(text(&c.stdout), text(&m.stdout), "{name}");
    }
    random::done(&dir);
}

// ------------------------------------------------------------ executables

const MIXED: &str = "function mixed(n)
% A cell (refused by the C path, so this function runs in the engine)
% around a call of a compiled function.
c = {n, 'text'};
fprintf('%s %d\\n', c{2}, c{1});
s = total(n);
fprintf('%.17g\\n', s);
end
function s = total(n)
s = 0;
for i = 1:n
  s = s + sqrt(i);
end
end
";

#[test]
fn executable_runs_compiled_and_engine_parts() {
    let Some(_) = cc() else { return };
    let dir = random::scratch("build-exe");
    let file = dir.join("mixed.m");
    std::fs::write(&file, MIXED).unwrap();
    let exe = dir.join("mixed");
    let b = run(matc().arg("build").arg(&file).arg("-o").arg(&exe));
    assert!(b.status.success(), "{}", text(&b.stderr));
    // The executable runs where its source is gone.
    std::fs::remove_file(&file).unwrap();
    let e = run(Command::new(&exe).arg("7").env("MATC_AOT", "trace"));
    std::fs::write(&file, MIXED).unwrap();
    let m = run(matc().arg("run").arg(&file).arg("7"));
    random::done(&dir);
    assert_eq!(text(&e.stdout), text(&m.stdout));
    assert!(e.status.success() && m.status.success());
    let trace = text(&e.stderr);
    assert!(
        trace.contains("matc aot: 1 calls compiled; in the engine: mixed 1"),
        "{trace}"
    );
}

#[test]
fn bad_input_is_a_located_error() {
    let dir = random::scratch("build-bad");
    let cases: [(&str, &str, &[&str], &str); 4] = [
        (
            "parse.m",
            "function parse(n)\nx = [1 2\nend\n",
            &[],
            "parse.m:2:5: parse error",
        ),
        (
            "cells.m",
            "function cells(n)\nc = {n};\ndisp(c);\nend\n",
            &["--emit-c"],
            "cells.m:2:5: error: cannot compile cells: 'c': cells are not compiled",
        ),
        (
            "anscall.m",
            "function anscall(n)\ng(n)\nend\nfunction y = g(n)\ny = n + 1;\nend\n",
            &["--emit-c"],
            "anscall.m:2:1: error: cannot compile anscall: the `ans` that `g(...)` shows as a statement is not compiled",
        ),
        (
            "spec.m",
            "function spec(n)\ndisp(n);\nend\n",
            &["--emit-c", "--shape", "n=5"],
            "--shape n: '5' is not [m n]",
        ),
    ];
    for (name, src, flags, want) in cases {
        let file = dir.join(name);
        std::fs::write(&file, src).unwrap();
        let o = run(matc()
            .arg("build")
            .args(flags)
            .arg(&file)
            .arg("-o")
            .arg(dir.join("out")));
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{name}: {err}");
        assert!(err.contains(want), "{name}: wanted '{want}' in\n{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let o = run(matc().args(["build", "nowhere.m", "-o"]).arg(dir.join("x")));
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("nowhere.m"));
    random::done(&dir);
}
