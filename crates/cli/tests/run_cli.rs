//! `matc run` / `matc eval` behaviour beyond stdout: exit status, uncaught
//! error reports, function-file arguments, recursion limits and `--sandbox`.
//! Messages checked here are the ones GNU Octave 7.3 prints for the same code.

use std::path::PathBuf;
use std::process::{Command, Output};

fn matc(args: &[&str], dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc")
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("matc-run-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

#[test]
fn function_file_gets_literal_arguments() {
    let d = tmpdir("args");
    std::fs::write(
        d.join("twice.m"),
        "function twice(n, s)\n  fprintf('%d %s\\n', 2 * n, s);\nend\n",
    )
    .unwrap();
    let o = matc(&["run", "twice.m", "21", "'abc'"], &d);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "42 abc\n");
    assert!(o.status.success());
}

#[test]
fn uncaught_error_goes_to_stderr_with_status_1() {
    let d = tmpdir("err");
    std::fs::write(
        d.join("boom.m"),
        "disp(1)\nerror('my:id', 'bad value %d', 7);\ndisp(2)\n",
    )
    .unwrap();
    let o = matc(&["run", "boom.m"], &d);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("error: bad value 7\n"), "stderr: {err}");
    assert!(err.contains("boom at line 2 column 1"), "stderr: {err}");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn runaway_recursion_is_an_error_not_a_crash() {
    let d = tmpdir("rec");
    std::fs::write(
        d.join("deep.m"),
        "function deep()\n  r(1);\nend\nfunction r(n)\n  r(n + 1);\nend\n",
    )
    .unwrap();
    let o = matc(&["run", "deep.m"], &d);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("error: max_recursion_depth exceeded\n"),
        "stderr: {err}"
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn eval_runs_a_snippet() {
    let d = tmpdir("eval");
    let o = matc(&["eval", "x = 3; y = x * 2"], &d);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "y = 6\n");
}

#[test]
fn sandbox_refuses_shell_and_writes() {
    let d = tmpdir("sandbox");
    for code in [
        "system('echo hi')",
        "unix('ls')",
        "ls -l",
        "delete('x.txt')",
        "mkdir('newdir')",
        "fopen('/tmp/matc-forbidden.txt', 'w')",
    ] {
        let o = matc(&["eval", "--sandbox", code], &d);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("refused in --sandbox mode"), "{code}: {err}");
        assert_eq!(o.status.code(), Some(1), "{code}");
    }
    assert!(!d.join("newdir").exists());
}

/// The programs of `tests/shell/` run shell commands, which the
/// conformance suite's `--sandbox` refuses: here they run without it and
/// print what Octave printed (`NAME.out`, by `tests/conformance/regen.sh`).
#[test]
fn shell_programs_print_what_octave_prints() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/shell");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/shell")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "m"))
        .collect();
    programs.sort();
    assert!(!programs.is_empty());
    for p in programs {
        let name = p.file_name().unwrap().to_str().unwrap();
        let o = matc(&["run", name], &dir);
        let expected = std::fs::read(p.with_extension("out")).expect("NAME.out beside NAME.m");
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&expected),
            "{name}"
        );
        assert_eq!(o.status.code(), Some(0), "{name}");
    }
}

/// What `matc run` says about a file that does not parse: `path:line:col`,
/// the line and a caret, once per mistake (not the errors that follow
/// from it).
fn parse_errors(name: &str, source: &str) -> String {
    let d = tmpdir("parse");
    std::fs::write(d.join(name), source).unwrap();
    let o = matc(&["run", name], &d);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn parse_errors_show_the_line_with_a_caret_once_per_mistake() {
    insta::assert_snapshot!(
        "missing_end",
        parse_errors(
            "missing_end.m",
            "x = 0;\nfor k = 1:3\n  if k > 1\n    x = x + k;\nend\ndisp(x)\n"
        )
    );
    insta::assert_snapshot!(
        "unbalanced_bracket",
        parse_errors("unbalanced.m", "a = [1 2 3;\nb = a + 1;\nc = (4\ndisp(c)\n")
    );
    insta::assert_snapshot!(
        "bad_operator",
        parse_errors(
            "bad_op.m",
            "a = 1;\nb = a +* 2;\nc = 3\nd = a */ 4;\ne = a ++ 1;\n"
        )
    );
}

#[test]
fn help_alone_says_how_to_get_help() {
    let d = tmpdir("help");
    let o = matc(&["eval", "help"], &d);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8_lossy(&o.stdout);
    // Octave's first paragraph, then what matc has instead of `doc`.
    assert!(
        out.starts_with(
            "\n  For help with individual commands and functions type\n\n    help NAME\n\n"
        ),
        "stdout: {out}"
    );
    assert!(out.contains("'which NAME'"), "stdout: {out}");
    assert!(out.contains("(Octave's 'doc')"), "stdout: {out}");
    // With an output it is the same text, as in Octave.
    let o = matc(&["eval", "t = help; printf('%s', t)"], &d);
    assert_eq!(String::from_utf8_lossy(&o.stdout), out);
}

#[test]
fn a_wrong_call_says_the_correct_usage() {
    let d = tmpdir("usage");
    let o = matc(&["eval", "strrep(1)"], &d);
    let err = String::from_utf8_lossy(&o.stderr);
    // Octave's words, and its usage lines for strrep.
    assert!(
        err.starts_with(
            "error: Invalid call to strrep.  Correct usage is:\n\n \
             -- NEWSTR = strrep (STR, PTN, REP)\n \
             -- NEWSTR = strrep (CELLSTR, PTN, REP)\n \
             -- NEWSTR = strrep (..., \"overlaps\", VAL)\n\nAdditional help"
        ),
        "stderr: {err}"
    );
    // A function of the program: the first paragraph of its help text.
    std::fs::write(
        d.join("halve.m"),
        "function y = halve(x)\n% HALVE  Half of a number.\n%   y = halve(x)\n%\n%   More.\n  if nargin != 1\n    print_usage();\n  end\n  y = x / 2;\nend\n",
    )
    .unwrap();
    let o = matc(&["eval", "halve()"], &d);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with(
            "error: Invalid call to halve.  Correct usage is:\n\n HALVE  Half of a number.\n   y = halve(x)\n\n\nAdditional help"
        ),
        "stderr: {err}"
    );
}

/// The parallel kernels (large products, blocked factorizations, the
/// tridiagonal reduction, long elementwise library functions, fused or
/// not, also into a fresh operand such as `-k`, and summed; long gathers,
/// reversals and deletions; column sums, expanded operators) give the same
/// bits on one thread as on two: set by `--threads` and changed by
/// `maxNumCompThreads` inside the program.
#[test]
fn results_do_not_depend_on_the_thread_count() {
    let d = tmpdir("threads");
    std::fs::write(
        d.join("drop2.m"),
        "function y = drop2(y)\n  y(1:2:end) = [];\nend\n",
    )
    .unwrap();
    let program = "\
        n = 400; k = (1:n * n)'; m = 2^26;\n\
        x = mod(k * 40503 + 777, m); x = mod(x .* (x + 7) + 3 * k, m);\n\
        A = reshape(mod(x .* (x + 13) + k, m) / m, n, n);\n\
        S = A + A'; P = A' * A + n * eye(n); b = A(:, 1);\n\
        f = @() {A * A, A \\ b, inv(A), chol(P), eig(S), det(A), qr(A), lu(A), svd(A), sin(k) + exp(-k / n), tan(k), sin(k).^2 + cos(k).^2 - exp(-k) .* k, sum(cos(k) .* k), k(end:-1:1), k(2:3:end), k(mod(x, n * n) + 1), drop2([k; k]), sum(A), A - mean(A), A ./ b', cumsum(A, 2)};\n\
        printf('%d threads\\n', maxNumCompThreads());\n\
        one = maxNumCompThreads(1); r1 = f();\n\
        maxNumCompThreads(2); r2 = f();\n\
        printf('%d %d\\n', one, maxNumCompThreads('automatic'));\n\
        for i = 1:numel(r1), printf('%d ', isequal(r1{i}, r2{i})); end\n\
        c = r1{1} + r1{3} + r1{4} + r1{7} + r1{8};\n\
        printf('\\n%.17g %.17g %.17g %.17g\\n', sum(c(:) .* mod((1:n * n)', 97)), sum(r1{5}), r1{6}, sum(r1{10} + r1{11} + r1{12}) + r1{13});\n";
    let one = matc(&["eval", "--threads", "1", program], &d);
    let two = matc(&["eval", "--threads", "2", program], &d);
    let (one, two) = (
        String::from_utf8_lossy(&one.stdout),
        String::from_utf8_lossy(&two.stdout),
    );
    assert!(
        // `maxNumCompThreads(N)` returns the count it replaces: 1, then 2.
        one.starts_with("1 threads\n1 2\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 \n"),
        "{one}"
    );
    assert!(
        two.starts_with("2 threads\n2 2\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 \n"),
        "{two}"
    );
    assert_eq!(one.lines().last(), two.lines().last());
    let bad = matc(&["eval", "--threads", "0", "1"], &d);
    assert!(!bad.status.success());
}

/// `--stats`' peak counts the arrays a program holds, not the blocks that
/// calls on large arrays allocate, unwritten, to see that room is left
/// (before, this 48 MB array's `size` call made the peak 144 MB).
#[test]
fn the_heap_peak_leaves_out_probes_for_room() {
    let d = tmpdir("peak");
    std::fs::write(
        d.join("peak.m"),
        "function peak()\n  A = zeros(3000, 2000);\n  s = size(A);\n  m = max(A(:));\n  fprintf('%d %d %d\\n', s, m);\nend\n",
    )
    .unwrap();
    let o = matc(&["run", "--stats", "peak.m"], &d);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "3000 2000 0\n");
    let err = String::from_utf8_lossy(&o.stderr);
    let peak: u64 = err
        .lines()
        .find_map(|l| l.strip_prefix("peak heap bytes"))
        .and_then(|rest| rest.trim().parse().ok())
        .unwrap_or_else(|| panic!("no peak in --stats output:\n{err}"));
    let array = 3000 * 2000 * 8;
    assert!(
        (array..array + array / 2).contains(&peak),
        "peak {peak} for an array of {array} bytes"
    );
}
