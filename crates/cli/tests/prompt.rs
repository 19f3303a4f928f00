//! `matc` with no command: a session at the prompt, driven through a
//! pseudo-terminal (util-linux `script` allocates it; skipped with a message
//! where `script` is missing), and standard input run as a script.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Types `lines` at the prompt of a fresh `matc` (history in a temporary
/// home) and returns what the terminal showed, escape sequences removed.
fn session(lines: &[&str]) -> Option<String> {
    if Command::new("script").arg("--version").output().is_err() {
        println!("skipped: util-linux `script` (a pseudo-terminal) is not installed");
        return None;
    }
    let home = std::env::temp_dir().join(format!("matc-prompt-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let mut child = Command::new("script")
        .args(["-qec", env!("CARGO_BIN_EXE_matc"), "/dev/null"])
        .env("HOME", &home)
        .env("TERM", "xterm")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run script");
    let mut stdin = child.stdin.take().unwrap();
    for line in lines {
        // Typed one line at a time, as a user would (not pasted at once).
        std::thread::sleep(Duration::from_millis(150));
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.write_all(b"\r").unwrap();
        stdin.flush().unwrap();
    }
    std::thread::sleep(Duration::from_millis(300));
    drop(stdin);
    let out = child.wait_with_output().expect("wait for matc");
    let _ = std::fs::remove_dir_all(&home);
    Some(strip_escapes(&String::from_utf8_lossy(&out.stdout)).replace('\r', ""))
}

/// The text without terminal control sequences (`ESC [ ... letter`).
fn strip_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() || d == '~' {
                        break;
                    }
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn a_session_at_the_prompt() {
    let Some(shown) = session(&[
        "x = 5",
        "for k = 1:2",
        "  disp(k * x)",
        "end",
        "y = no_such_name + 1",
        "z = x * 2;",
        "\x1b[A", // up arrow: the previous input again
        "disp(z)",
        "who",
        "exit",
    ]) else {
        return;
    };
    assert!(shown.contains(">> "), "no prompt:\n{shown}");
    assert!(shown.contains("x = 5\n"), "no display of x:\n{shown}");
    // The loop ran once, after its `end`, with the continuation prompt between.
    assert!(shown.contains("> "), "no continuation prompt:\n{shown}");
    assert!(shown.contains("5\n10\n"), "the loop's output:\n{shown}");
    // The error is reported and the session goes on with its variables.
    assert!(
        shown.contains("error: 'no_such_name' undefined"),
        "the error:\n{shown}"
    );
    assert!(shown.contains("\n10\n"), "z after the error:\n{shown}");
    assert!(
        shown.contains("Variables visible from the current scope:\n\nk  x  z\n"),
        "who lists the workspace:\n{shown}"
    );
    assert_eq!(
        shown.matches("z = x * 2;").count(),
        2,
        "history recalls the input:\n{shown}"
    );
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
