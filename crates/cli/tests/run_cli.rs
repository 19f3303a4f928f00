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
