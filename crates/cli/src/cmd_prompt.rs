//! `matc` with no command: Octave's prompt on a terminal (`>> `, line editing,
//! history kept in `~/.matc_history`, blocks and functions continued over
//! several lines, Ctrl-C stopping what runs); otherwise standard input run as
//! one script (`matc < file.m`).

use std::io::{IsTerminal, Read};
use std::path::PathBuf;

use exec::session::{incomplete, Outcome, Session};
use rustyline::error::ReadlineError;
use rustyline::history::FileHistory;
use rustyline::{DefaultEditor, Editor};

pub fn run() -> i32 {
    if !std::io::stdin().is_terminal() {
        let mut code = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut code) {
            eprintln!("error: cannot read standard input: {e}");
            return 1;
        }
        return exec::run(exec::Program::Code(&code), &exec::Options::default());
    }
    // The interpreter recurses with the program; give it room, as `run` does.
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(prompt)
        .expect("spawn interpreter thread")
        .join()
        .unwrap_or_else(|_| {
            eprintln!("error: internal error (interpreter panicked)");
            2
        })
}

fn history_file() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".matc_history"))
}

fn prompt() -> i32 {
    let mut editor: Editor<(), FileHistory> = match DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: cannot open the terminal: {e}");
            return 1;
        }
    };
    let history = history_file();
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    let mut session = Session::new(
        &exec::Options::default(),
        Box::new(std::io::stdout()),
        Box::new(std::io::stderr()),
    );
    // Ctrl-C while an input runs (the terminal is out of raw mode then)
    // raises the flag the interpreter tests on loop back-edges; at the
    // prompt itself rustyline reads Ctrl-C as a key.
    // SAFETY: the action only stores to an atomic, which is async-signal-safe.
    let registered = unsafe {
        signal_hook::low_level::register(signal_hook::consts::SIGINT, || {
            exec::interp::INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed)
        })
    };
    if let Err(e) = registered {
        eprintln!("warning: Ctrl-C will not interrupt a computation: {e}");
    }
    let mut input = String::new();
    let status = loop {
        let line = editor.readline(if input.is_empty() { ">> " } else { "> " });
        match line {
            Ok(line) => {
                input.push_str(&line);
                input.push('\n');
                if incomplete(&input) {
                    continue;
                }
                let text = std::mem::take(&mut input);
                if text.trim().is_empty() {
                    continue;
                }
                let _ = editor.add_history_entry(text.trim_end());
                match session.eval(&text) {
                    Outcome::Exit(code) => break code,
                    // After the terminal's `^C`, the prompt on a line of its own.
                    Outcome::Interrupted => println!(),
                    Outcome::Done | Outcome::Failed => {}
                }
            }
            // Ctrl-C drops the unfinished input, as Octave does.
            Err(ReadlineError::Interrupted) => input.clear(),
            Err(ReadlineError::Eof) => {
                println!();
                break 0;
            }
            Err(e) => {
                eprintln!("error: {e}");
                break 1;
            }
        }
    };
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    status
}
