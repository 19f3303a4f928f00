//! `matc` with no command: sessions at the prompt driven through a
//! pseudo-terminal (`rexpect`), as a user types them, and standard input run
//! as a script.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use rexpect::session::PtySession;

/// A fresh home folder (where `~/.matc_history` lives) for one test.
fn home(name: &str) -> PathBuf {
    let home = std::env::temp_dir().join(format!("matc-prompt-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    home
}

/// `matc` at its prompt on a pseudo-terminal, with `home` as its home.
fn start(home: &Path) -> PtySession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_matc"));
    cmd.env("HOME", home).env("TERM", "xterm");
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000)).expect("start matc on a pty");
    p.exp_string(">> ").expect("the first prompt");
    p
}

/// Types `text` and Enter, as a user would.
fn enter(p: &mut PtySession, text: &str) {
    std::thread::sleep(Duration::from_millis(50));
    p.send(text).unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
}

/// Waits for `what` on the terminal; on failure, says what came instead.
fn expect(p: &mut PtySession, what: &str) {
    if let Err(e) = p.exp_string(what) {
        panic!("expected {what:?} on the terminal: {e}");
    }
}

#[test]
fn a_session_at_the_prompt() {
    let home = home("session");
    let mut p = start(&home);
    enter(&mut p, "x = 5");
    expect(&mut p, "x = 5\r\n");
    // A block continues over lines and runs after its `end`.
    enter(&mut p, "for k = 1:2");
    enter(&mut p, "  disp(k * x)");
    enter(&mut p, "end");
    expect(&mut p, "5\r\n10\r\n");
    // An error is reported and the session goes on with its variables.
    enter(&mut p, "y = no_such_name + 1");
    expect(&mut p, "error: 'no_such_name' undefined");
    enter(&mut p, "disp(x + 1)");
    expect(&mut p, "6\r\n");
    // A function typed at the prompt is defined for the session.
    enter(&mut p, "function r = twice(v)");
    enter(&mut p, "  r = 2 * v;");
    enter(&mut p, "end");
    enter(&mut p, "twice(21)");
    expect(&mut p, "ans = 42");
    enter(&mut p, "s = 'ab';");
    enter(&mut p, "whos");
    expect(&mut p, "variables in scope: top scope");
    expect(
        &mut p,
        "  Attr   Name        Size                     Bytes  Class",
    );
    expect(
        &mut p,
        "         s           1x2                          2  char",
    );
    expect(&mut p, "Total is 5 elements using 26 bytes");
    // Up arrow brings the last input back; Enter runs it again.
    enter(&mut p, "n = 0;");
    enter(&mut p, "n = n + 1");
    expect(&mut p, "n = 1");
    enter(&mut p, "\x1b[A");
    expect(&mut p, "n = 2");
    enter(&mut p, "which twice");
    expect(&mut p, "'twice' is a command-line function");
    enter(&mut p, "disp(exist('twice'))");
    expect(&mut p, "103\r\n");
    enter(&mut p, "exit");
    p.exp_eof().expect("matc ends at exit");
    // The history is kept for the next session.
    let history = std::fs::read_to_string(home.join(".matc_history")).unwrap_or_default();
    assert!(history.contains("n = n + 1"), "history file:\n{history}");
    let mut p = start(&home);
    enter(&mut p, "n = 41;");
    // Back past `n = 41;`, `exit`, `disp(exist(...))` and `which twice`.
    enter(&mut p, &"\x1b[A".repeat(5));
    expect(&mut p, "n = 42");
    enter(&mut p, "exit");
    p.exp_eof().expect("matc ends at exit");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn input_reads_the_answer_typed_at_the_terminal() {
    let home = home("input");
    let mut p = start(&home);
    enter(&mut p, "x = input('How many? ')");
    expect(&mut p, "How many? ");
    enter(&mut p, "6 * 7");
    expect(&mut p, "x = 42");
    enter(&mut p, "name = input('Name: ', 's')");
    expect(&mut p, "Name: ");
    enter(&mut p, "Ada");
    expect(&mut p, "name = Ada");
    enter(&mut p, "exit");
    p.exp_eof().expect("matc ends at exit");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn ctrl_c_clears_the_line_and_stops_a_computation() {
    let home = home("ctrl-c");
    let mut p = start(&home);
    enter(&mut p, "x = 5;");
    // At the prompt: the typed line is dropped.
    p.send("x = 99").unwrap();
    p.flush().unwrap();
    std::thread::sleep(Duration::from_millis(100));
    p.send_control('c').unwrap();
    enter(&mut p, "disp(x)");
    expect(&mut p, "5\r\n");
    // While a statement runs: it stops, and the session goes on.
    enter(&mut p, "k = 0; while true, k = k + 1; end");
    std::thread::sleep(Duration::from_millis(500));
    p.send_control('c').unwrap();
    enter(&mut p, "disp(k > 0)");
    expect(&mut p, "1\r\n");
    // A `pause` ends early, and the loop around it stops.
    enter(&mut p, "for k = 1:3, pause(30), end, disp('all paused')");
    std::thread::sleep(Duration::from_millis(500));
    p.send_control('c').unwrap();
    enter(&mut p, "disp('awake')");
    let before = p.exp_string("awake\r\n").expect("pause ends at Ctrl-C");
    assert!(
        !before.contains("paused\r\n"),
        "the loop went on:\n{before}"
    );
    // An interrupted `try` does not run its `catch`.
    enter(
        &mut p,
        "try, while true, end, catch, disp('caught'), end, disp('after')",
    );
    std::thread::sleep(Duration::from_millis(500));
    p.send_control('c').unwrap();
    enter(&mut p, "disp('back')");
    let before = p.exp_string("back\r\n").expect("the session goes on");
    // (The typed line is echoed: look for what `disp` prints, a line.)
    assert!(!before.contains("caught\r\n"), "the catch ran:\n{before}");
    assert!(
        !before.contains("after\r\n"),
        "the input went on:\n{before}"
    );
    enter(&mut p, "exit");
    p.exp_eof().expect("matc ends at exit");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn standard_input_runs_as_a_script() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_matc"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run matc");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"x = 3\ny = x + 1;\ndisp(y)\nerror('stop here')\ndisp(0)\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "x = 3\n4\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: stop here"));
    assert_eq!(out.status.code(), Some(1));
}
