//! A workspace that lives across inputs: what the prompt (`matc` with no
//! arguments) runs each line in.
//!
//! The workspace is the frame of an empty dynamic-workspace script (variables
//! by name, as `eval` needs); each input is lowered as an `eval` in that
//! script and runs on its frame, so variables, globals and functions defined
//! by earlier inputs (`function` blocks typed at the prompt too) stay visible.

use std::io::Write;

use runtime::MatError;

use crate::interp::Frame;
use crate::{builtin_set, report_error, Exc, Interp, Options};

pub struct Session {
    it: Interp,
    frame: Frame,
    /// The error that ended the last input, as it was reported.
    last_error: Option<MatError>,
}

/// How an input ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Done,
    /// An error, already reported on the error stream.
    Failed,
    /// `exit`/`quit` with this status.
    Exit(i32),
    /// Stopped by the interrupt flag (Ctrl-C).
    Interrupted,
}

impl Session {
    /// An empty workspace printing to `out` and reporting errors on `err`.
    pub fn new(opts: &Options, out: Box<dyn Write>, err: Box<dyn Write>) -> Session {
        let mut loader = mir::Loader::new(builtin_set());
        let mut prog = mir::ir::Program::default();
        let host = loader
            .load_snippet(&mut prog, "")
            .expect("an empty script lowers");
        // Its variables live in slots found by name, so that later inputs
        // (lowered as `eval`s in it) see what earlier ones assigned.
        prog.functions[host.index()].dynamic_workspace = true;
        let mut it = Interp::new(prog, loader, out, err);
        it.copies = opts.copies;
        it.verify_copies = opts.verify_copies;
        let code = it.code(host);
        let frame = Frame::new(&code, host);
        Session {
            it,
            frame,
            last_error: None,
        }
    }

    /// Runs one complete input in the workspace, displaying what it
    /// displays; an error is reported and leaves the workspace as it was
    /// when the error happened.
    pub fn eval(&mut self, text: &str) -> Outcome {
        // A Ctrl-C that came when nothing ran is not meant for this input.
        crate::interp::INTERRUPT.store(false, std::sync::atomic::Ordering::Relaxed);
        let r = self.it.eval_text_in_frame(&mut self.frame, text, 0);
        self.it.flush();
        let outcome = match r {
            Ok(_) => Outcome::Done,
            Err(Exc::Exit(c)) => Outcome::Exit(c),
            Err(Exc::Interrupt) => Outcome::Interrupted,
            Err(Exc::Error(e)) => {
                let e = without_eval_frames(e);
                report_error(&mut self.it, &e);
                self.last_error = Some(e);
                Outcome::Failed
            }
        };
        let _ = self.it.out.flush();
        outcome
    }

    /// The error that ended the last input that failed (taken: a notebook
    /// shows it once).
    pub fn take_error(&mut self) -> Option<MatError> {
        self.last_error.take()
    }

    /// The figures the inputs have drawn (a notebook shows and closes them after each cell).
    pub fn figures(&mut self) -> &mut runtime::graphics::Figures {
        &mut self.it.ctx.figures
    }

    /// The workspace's variables, by name.
    pub fn variables(&self) -> Vec<(String, runtime::Value)> {
        let f = self.it.prog.func(self.frame.func);
        let mut out: Vec<(String, runtime::Value)> = f
            .vars
            .iter()
            .enumerate()
            .filter(|(_, v)| crate::workspace_io::program_name(&v.name))
            .filter_map(|(k, v)| Some((v.name.clone(), self.it.slot_value(&self.frame, k)?)))
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out.dedup_by(|a, b| a.0 == b.0);
        out
    }
}

/// The error as the prompt shows it: frames of the input itself (named
/// after the workspace's `eval`) say nothing a user typed.
fn without_eval_frames(mut e: MatError) -> MatError {
    e.stack.retain(|f| !f.name.starts_with("__eval__"));
    e
}

/// Whether `text` is an unfinished input (an open block, bracket or
/// continuation) that the prompt should keep reading.
pub fn incomplete(text: &str) -> bool {
    let parsed = syntax::parse(text);
    if parsed
        .errors
        .iter()
        .any(|e| e.message.contains("found the end of the file"))
    {
        return true;
    }
    // A file may leave its functions without `end`; at the prompt a
    // `function` goes on until its `end`: the input is unfinished when one
    // more `end` would close it cleanly.
    !parsed.file.functions.is_empty()
        && parsed.errors.is_empty()
        && syntax::parse(&format!("{text}\nend\n")).errors.is_empty()
}
