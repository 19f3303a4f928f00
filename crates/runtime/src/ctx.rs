//! The run-time context builtins receive: output sink, format mode, RNG, timers, warnings, open files.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::time::Instant;

/// `format short` / `format long` / `format short g` / `format long g` / `bank` / `rat`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FormatMode {
    #[default]
    Short,
    Long,
    ShortG,
    LongG,
    /// `format short e`: every number as `d.dddde+XX`.
    ShortE,
    /// `format long e`.
    LongE,
    /// `format bank`: two decimals, no exponent.
    Bank,
    /// `format rat`: each number as a fraction (`355/113`).
    Rat,
}

/// State of the random generators; owned by the builtins (rand/randn).
pub use crate::builtins::rng::RandState;

/// Warning switches: `warning('off', id)`, `warning('off', 'all')`.
#[derive(Default, Debug, Clone)]
pub struct WarningState {
    pub all_off: bool,
    pub off: HashMap<String, bool>,
    /// `lastwarn`: (message, identifier).
    pub last: Option<(String, String)>,
}

impl WarningState {
    pub fn enabled(&self, id: &str) -> bool {
        match self.off.get(id) {
            Some(off) => !off,
            None => !self.all_off,
        }
    }

    /// `warning('on'|'off', id)`; `all` resets every identifier.
    pub fn set(&mut self, id: &str, on: bool) {
        if id == "all" {
            self.all_off = !on;
            self.off.clear();
        } else {
            self.off.insert(id.to_string(), !on);
        }
    }
}

impl Ctx {
    /// The next line of standard input, its newline kept; `None` at its
    /// end. `input`, `fgetl(stdin)` and `scanf` share what they read.
    pub fn stdin_line(&mut self) -> Option<Vec<u8>> {
        use std::io::BufRead;
        if let Some(k) = self.stdin_pending.iter().position(|&b| b == b'\n') {
            return Some(self.stdin_pending.drain(..=k).collect());
        }
        let mut line = std::mem::take(&mut self.stdin_pending);
        let _ = std::io::stdin().lock().read_until(b'\n', &mut line);
        (!line.is_empty()).then_some(line)
    }

    /// The rest of standard input, to its end (`stdin_unread` puts back
    /// what the caller did not use).
    pub fn stdin_rest(&mut self) -> Vec<u8> {
        use std::io::Read;
        let mut rest = std::mem::take(&mut self.stdin_pending);
        let _ = std::io::stdin().lock().read_to_end(&mut rest);
        rest
    }

    /// Puts back the bytes of standard input a reader did not use.
    pub fn stdin_unread(&mut self, unused: &[u8]) {
        let mut pending = unused.to_vec();
        pending.append(&mut self.stdin_pending);
        self.stdin_pending = pending;
    }

    /// An environment variable as the program sees it, after its `setenv`s.
    pub fn getenv(&self, name: &str) -> Option<String> {
        match self.env.get(name) {
            Some(v) => v.clone(),
            None => std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()),
        }
    }
}

/// Everything a builtin may touch besides its arguments.
pub struct Ctx {
    /// Standard output, buffered; the interpreter drains it (`take_out`).
    pub out: Vec<u8>,
    /// The `strftime` format of the first line of a text file `save`
    /// writes (`save_header_format_string`).
    pub save_header: String,
    /// Standard input read but not yet used (what `scanf` read past).
    stdin_pending: Vec<u8>,
    /// Standard error (warnings), buffered likewise.
    pub err: Vec<u8>,
    pub format: FormatMode,
    /// `format compact` / `format loose` (Octave default loose).
    pub compact: bool,
    /// `format uppercase`: exponents printed with `E`.
    pub uppercase: bool,
    pub rand: RandState,
    /// `tic` start; `toc` reads it.
    pub tic: Option<Instant>,
    pub start: Instant,
    pub warnings: WarningState,
    /// `setenv`/`unsetenv` changes (`None`: unset), read before the process
    /// environment. The process's own is never changed: one process may run
    /// many programs (the tests do, in threads).
    pub env: HashMap<String, Option<String>>,
    /// `confirm_recursive_rmdir`: remembered, never asked.
    pub confirm_recursive_rmdir: bool,
    /// Terminal width for display (Octave: 80).
    pub width: usize,
    /// Keys of the once-per-run warnings already given (`warn_once`).
    pub warned_once: std::collections::HashSet<&'static str>,
    /// Files opened by `fopen`.
    pub files: FileTable,
    /// Open figures (`figure`, `plot`, ...).
    pub figures: crate::graphics::Figures,
    /// The variable names the caller wrote as the arguments of the builtin
    /// running now, where it names its results after them (`table(Age)`);
    /// set by the interpreter for those builtins only.
    pub call_arg_names: Vec<Option<String>>,
    /// `max_recursion_depth`: how deep user functions may call (Octave: 256).
    pub max_recursion_depth: usize,
    /// `diary`: the file that receives a copy of what the program prints.
    pub diary: Diary,
}

/// `diary`'s file: its name (`diary` until one is given), open while the
/// diary is on. Output is buffered in [`Ctx`] until the interpreter
/// writes it out; the marks say how much of the buffers was printed before
/// the diary last switched, and was recorded (or not) then.
#[derive(Debug)]
pub struct Diary {
    pub name: String,
    file: Option<File>,
    out_mark: usize,
    err_mark: usize,
}

impl Diary {
    pub fn is_on(&self) -> bool {
        self.file.is_some()
    }

    /// Appends what was printed, while the diary is on. A write that fails
    /// is dropped, as a terminal would drop it.
    pub fn record(&mut self, bytes: &[u8]) {
        if let Some(f) = &mut self.file {
            let _ = std::io::Write::write_all(f, bytes);
        }
    }

    /// Standard output as the interpreter writes it out.
    pub fn out_written(&mut self, bytes: &[u8]) {
        let from = std::mem::take(&mut self.out_mark).min(bytes.len());
        self.record(&bytes[from..]);
    }

    /// Standard error as the interpreter writes it out.
    pub fn err_written(&mut self, bytes: &[u8]) {
        let from = std::mem::take(&mut self.err_mark).min(bytes.len());
        self.record(&bytes[from..]);
    }
}

impl Ctx {
    /// Switches the diary to `file` (`None`: off). What was printed before
    /// goes to the diary as it was.
    pub fn switch_diary(&mut self, file: Option<File>) {
        let d = &mut self.diary;
        d.record(&self.out[d.out_mark.min(self.out.len())..]);
        d.record(&self.err[d.err_mark.min(self.err.len())..]);
        d.out_mark = self.out.len();
        d.err_mark = self.err.len();
        d.file = file;
    }
}

impl Default for Ctx {
    fn default() -> Self {
        Ctx::new()
    }
}

impl Ctx {
    pub fn new() -> Ctx {
        Ctx {
            out: Vec::new(),
            stdin_pending: Vec::new(),
            save_header: "# Created by matc, %a %b %d %H:%M:%S %Y".to_string(),
            err: Vec::new(),
            format: FormatMode::Short,
            compact: false,
            uppercase: false,
            diary: Diary {
                name: "diary".into(),
                file: None,
                out_mark: 0,
                err_mark: 0,
            },
            rand: RandState::default(),
            tic: None,
            start: Instant::now(),
            warnings: WarningState::default(),
            env: HashMap::new(),
            confirm_recursive_rmdir: true,
            width: 80,
            warned_once: Default::default(),
            files: Default::default(),
            figures: Default::default(),
            call_arg_names: Vec::new(),
            max_recursion_depth: 256,
        }
    }

    /// Appends text to standard output.
    pub fn print(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }

    pub fn print_bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// Takes the buffered stdout (the interpreter writes it out).
    pub fn take_out(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    pub fn take_err(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.err)
    }

    /// Like [`Ctx::warn`], but only the first time for `key` in this run (an
    /// m-file's `persistent warned` flag, as findstr.m and strmatch.m have).
    pub fn warn_once(&mut self, key: &'static str, id: &str, msg: &str) {
        if self.warned_once.insert(key) {
            self.warn(id, msg);
        }
    }

    /// Prints `warning: MSG` unless warning `id` is switched off, and records it for `lastwarn`.
    pub fn warn(&mut self, id: &str, msg: &str) {
        if !self.warnings.enabled(id) {
            return;
        }
        self.err
            .extend_from_slice(format!("warning: {msg}\n").as_bytes());
        self.warnings.last = Some((msg.to_string(), id.to_string()));
    }
}

/// One open file: its name, mode and OS handle; `eof` is set when a read hit the end.
#[derive(Debug)]
pub struct OpenFile {
    pub name: String,
    pub mode: String,
    pub file: File,
    pub eof: bool,
}

/// The files opened by `fopen`, by fid (3, 4, ...).
#[derive(Debug, Default)]
pub struct FileTable {
    pub open: BTreeMap<i32, OpenFile>,
}

impl FileTable {
    pub(crate) fn next_fid(&self) -> i32 {
        let mut k = 3;
        while self.open.contains_key(&k) {
            k += 1;
        }
        k
    }
}
