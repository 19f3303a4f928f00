//! The interpreter of MIR: a register machine over SSA values.
//!
//! Code map: `code` (MIR compiled once per function into a flat op array,
//! operands moved out of registers at their last uses, `mir::liveness`),
//! `interp` (frames, dispatch loop, calls, unwinding), `rt` (the runtime
//! operations the loop calls), `intrinsics` (builtins that call back into
//! the interpreter), `solvers` (`fsolve`), `classes` (object values: Map and
//! classdef instances, method dispatch), `inline` (Octave's `inline`
//! objects), `unparse` (Octave's spelling of anonymous functions),
//! `workspace_io` (the workspace side of `load`, `save`, `who`, `clear`),
//! `workspaces` (`evalin`, `assignin`), `search_path` (`addpath`, `rmpath`,
//! `path`), `introspect` (`whos`, `which`, `help`), `session` (a workspace
//! kept across inputs, for the prompt), `copies` (value semantics under
//! `--copies`), `growth` (reallocations and preallocation), `fuse`
//! (elementwise expressions computed in one pass), `blockmove` (a block of
//! an array moved within it in place), `native` (the native tier's door:
//! when a loop is compiled, entry and write-back), `heap` (the allocator and
//! the byte counts of `--stats`), `stats` (the `--stats` counters),
//! `verify_types` (`--verify-types`).
//!
//! Architecture invariant: registers are indexed by `ValueId` and slots by
//! `VarId`; a variable is never looked up by name when a function reads or
//! writes it (names are hashed only where the program names a variable at
//! run time: `eval`, `load`, `evalin`, `assignin`, `feval` of a name; a
//! `global` finds its slot once, when its function is compiled).

mod blockmove;
pub mod classes;
pub mod code;
pub mod copies;
mod fuse;
pub mod growth;
pub mod heap;
pub mod inline;
pub mod interp;
pub mod intrinsics;
pub mod introspect;
pub mod native;
pub mod rt;
mod search_path;
pub mod session;
pub mod stats;
pub mod unparse;
pub mod verify_types;
mod workspace_io;
mod workspaces;

use std::io::Write;
use std::path::{Path, PathBuf};

pub use interp::{Exc, Interp};
pub use native::JitMode;
use runtime::{MatError, Value};

/// How a program is run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Refuse shell escapes, file deletion and writes outside a fresh temp folder.
    pub sandbox: bool,
    /// `--sandbox-dir DIR`: the sandbox's folder is DIR (kept at exit) instead
    /// of a fresh temporary one, so a program run in a scratch copy of its
    /// project may write beside itself.
    pub sandbox_dir: Option<PathBuf>,
    /// Print the run-time counters (`stats::Stats`) to stderr when the program ends.
    pub stats: bool,
    /// Check every fact of the types analysis against the values as they are made.
    pub verify_types: bool,
    /// Detect in-place updates of an array that another live variable can see.
    pub verify_copies: bool,
    /// How MATLAB's value semantics for arrays are kept.
    pub copies: CopyPolicy,
    /// `--figures DIR`: write every figure still open at exit as `DIR/figureN.png` and `.svg`.
    pub figures: Option<PathBuf>,
    /// Whether loops run as machine code (`--jit`).
    pub jit: JitMode,
    /// How array storage is managed (`--storage`).
    pub storage: StoragePolicy,
}

/// How array storage is managed (`--storage`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StoragePolicy {
    /// Every array operation allocates as the runtime's general paths do,
    /// and freed memory goes back to the system after mimalloc's delay.
    Off,
    /// Freed array buffers stay with the process for the next temporaries
    /// (`heap::keep_freed_memory`), and subscripts that are index vectors
    /// are validated and gathered in one pass (`rt::fast_index`), and
    /// elementwise expressions on arrays are computed in one pass without
    /// their temporaries (`fuse`).
    #[default]
    Gctd,
}

/// How arrays are copied to keep MATLAB's value semantics (`--copies`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CopyPolicy {
    /// Copy at every array assignment, argument and return.
    Naive,
    /// Octave's lazy copy-on-write: check the reference count before each update.
    Refcount,
    /// Perform exactly the copies the copy analyses place; update with no check.
    #[default]
    Static,
}

/// Names refused under `--sandbox` (file builtins that write or delete are checked by path instead: `Interp::sandbox_check`).
pub const SANDBOXED: &[&str] = &[
    "system",
    "unix",
    "dos",
    "shell_cmd",
    "popen",
    "popen2",
    "exec",
    "fork",
];

fn builtin_set() -> Box<dyn mir::BuiltinSet> {
    Box::new(|name: &str| interp::is_builtin_name(name))
}

/// What to run.
pub enum Program<'a> {
    File { path: &'a Path, args: &'a [String] },
    Code(&'a str),
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    extern "C" {
        fn mallopt(param: i32, value: i32) -> i32;
    }
    const M_TRIM_THRESHOLD: i32 = -1;
    const M_MMAP_THRESHOLD: i32 = -3;
    // Array temporaries of a few hundred KB are allocated and freed in every
    // loop iteration of vectorized code; glibc's defaults hand each one to
    // mmap/munmap, paying page faults every time. Keep them on the heap.
    // SAFETY: mallopt only adjusts allocator tunables; called before any threads use malloc heavily.
    unsafe {
        mallopt(M_MMAP_THRESHOLD, 256 << 20);
        mallopt(M_TRIM_THRESHOLD, 512 << 20);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}

/// Runs a program on a thread with a large stack; returns the exit status.
pub fn run(prog: Program<'_>, opts: &Options) -> i32 {
    tune_allocator();
    let (path, args, code) = match prog {
        Program::File { path, args } => (Some(path.to_path_buf()), args.to_vec(), None),
        Program::Code(c) => (None, Vec::new(), Some(c.to_string())),
    };
    let opts = opts.clone();
    let h = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || run_here(path, args, code, &opts))
        .expect("spawn interpreter thread");
    h.join().unwrap_or_else(|_| {
        eprintln!("error: internal error (interpreter panicked)");
        2
    })
}

fn sandbox_dir() -> PathBuf {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let d = std::env::temp_dir().join(format!("matc-sandbox-{}-{t}", std::process::id()));
    let _ = std::fs::create_dir_all(&d);
    d
}

fn run_here(path: Option<PathBuf>, args: Vec<String>, code: Option<String>, opts: &Options) -> i32 {
    let stdout = std::io::stdout();
    let out: Box<dyn Write> = Box::new(std::io::BufWriter::with_capacity(1 << 16, stdout));
    let err: Box<dyn Write> = Box::new(std::io::stderr());
    let mut loader = mir::Loader::new(builtin_set());
    let mut prog = mir::ir::Program::default();
    let loaded = match (&path, &code) {
        (Some(p), _) => loader.load_entry(&mut prog, p),
        (None, Some(c)) => loader.load_snippet(&mut prog, c),
        _ => unreachable!(),
    };
    if let Err(errs) = loaded {
        for e in errs {
            eprint!("{}", render_load_error(&prog, &e));
        }
        return 1;
    }
    if std::env::var_os("MATC_DUMP_MIR").is_some() {
        eprintln!("{}", mir::print::program_to_string(&prog));
    }
    let mut it = Interp::new(prog, loader, out, err);
    // Types on by default; MATC_NO_TYPES=1 runs without facts (for comparison).
    if std::env::var_os("MATC_NO_TYPES").is_none() {
        // The facts hold for this run: the entry's arguments are known.
        let entry_args: Vec<analysis::types::AbsValue> = args
            .iter()
            .map(|a| analysis::types::AbsValue::of_cli_arg(a))
            .collect();
        it.types = Some(std::rc::Rc::new(if code.is_none() {
            analysis::types::analyze_with_args(&it.prog, Some(&entry_args))
        } else {
            analysis::types::analyze(&it.prog)
        }));
    }
    // --verify-types checks the very facts the interpreter uses (analysed once).
    if opts.verify_types {
        let facts = it
            .types
            .clone()
            .unwrap_or_else(|| std::rc::Rc::new(analysis::types::analyze(&it.prog)));
        it.verify = Some(Box::new(verify_types::Verifier::new(facts)));
    }
    it.sandbox = opts.sandbox;
    it.copies = opts.copies;
    it.verify_copies = opts.verify_copies;
    it.jit = opts.jit;
    rt::set_storage(opts.storage);
    if opts.storage == StoragePolicy::Gctd {
        heap::keep_freed_memory();
    }
    if opts.sandbox || opts.sandbox_dir.is_some() {
        it.sandbox = true;
        it.ctx.sandbox = true;
        it.ctx.sandbox_dir = Some(match &opts.sandbox_dir {
            Some(d) => std::fs::canonicalize(d).unwrap_or_else(|_| d.clone()),
            None => sandbox_dir(),
        });
    }
    let argv: Vec<Value> = args.iter().map(|a| literal(a)).collect();
    if opts.stats {
        heap::start();
    }
    let r = it.run_entry(argv);
    it.flush();
    let _ = it.out.flush();
    let mut status = match r {
        Ok(()) => 0,
        Err(Exc::Exit(c)) => c,
        Err(Exc::Error(e)) => {
            report_error(&mut it, &e);
            1
        }
        // Nothing raises the flag of a program run to its end.
        Err(Exc::Interrupt) => 130,
    };
    if let Some(dir) = &opts.figures {
        if let Err(e) = runtime::builtins::graphics::write_all(&it.ctx.figures, dir) {
            eprintln!("error: --figures: {e}");
            if status == 0 {
                status = 1;
            }
        }
    }
    if opts.stats {
        it.stats.peak_bytes = heap::peak();
        (it.stats.heap_blocks, it.stats.heap_bytes) = heap::allocated();
        it.stats.print(&mut std::io::stderr());
    }
    if let Some(v) = &it.verify {
        if v.violations > 0 {
            eprintln!(
                "verify-types: {} violation(s) of the types analysis",
                v.violations
            );
            // Distinct from an uncaught error (1): the program ran, the facts were wrong.
            if status == 0 {
                status = 3;
            }
        }
    }
    if opts.verify_copies && it.stats.copy_violations > 0 {
        eprintln!(
            "verify-copies: {} in-place updates of shared arrays",
            it.stats.copy_violations
        );
        if status == 0 {
            status = 3;
        }
    }
    // A folder given with --sandbox-dir is the caller's to keep.
    if let Some(d) = it
        .ctx
        .sandbox_dir
        .take()
        .filter(|_| opts.sandbox_dir.is_none())
    {
        let _ = std::fs::remove_dir_all(d);
    }
    status
}

/// A load error as `error: FILE:LINE:COL: MESSAGE`; under a parse error,
/// the source line with a caret (the syntax crate's renderer).
fn render_load_error(prog: &mir::ir::Program, e: &mir::LowerError) -> String {
    let mut s = format!("error: {e}\n");
    if let Some(message) = e.message.strip_prefix("parse error: ") {
        if let Some(f) = prog.files.iter().find(|f| f.path == e.path) {
            let d = syntax::Diagnostic {
                span: e.span,
                message: message.to_string(),
            };
            let shown = syntax::render_diagnostic(&e.path.display().to_string(), &f.text, &d);
            // Its first line says what ours says.
            for line in shown.lines().skip(1) {
                s.push_str(line);
                s.push('\n');
            }
        }
    }
    s
}

/// Prints an uncaught error as Octave does, with file:line:column locations.
fn report_error(it: &mut Interp, e: &MatError) {
    let _ = it.out.flush();
    let message = if e.identifier == "Octave:invalid-fun-call" && called_from_top_level(e) {
        runtime::builtins::usage::invalid_call_at_top_level(&e.message)
    } else {
        e.message.clone()
    };
    let mut s = format!("error: {message}\n");
    if !e.stack.is_empty() {
        s.push_str("error: called from\n");
        for f in &e.stack {
            s.push_str(&format!(
                "    {} at line {} column {} ({}:{}:{})\n",
                f.name, f.line, f.column, f.file, f.line, f.column
            ));
        }
    }
    let _ = it.errout.write_all(s.as_bytes());
    let _ = it.errout.flush();
}

/// Whether the wrong call `e` reports was made at the top level: a
/// builtin's from no function of the program, `print_usage`'s from a
/// function the top level called (Octave's `print_usage` asks the same of
/// its stack).
fn called_from_top_level(e: &MatError) -> bool {
    let mut frames = e.stack.iter().filter(|f| !f.name.starts_with("__eval__"));
    match (frames.next(), frames.next()) {
        (None, _) => true,
        (Some(f), None) => e
            .message
            .starts_with(&format!("Invalid call to {}.", f.name)),
        _ => false,
    }
}

/// A command-line argument read as a MATLAB literal: a number, `true`/`false`,
/// a quoted string, or else the text itself as a char array.
pub fn literal(a: &str) -> Value {
    let t = a.trim();
    if let Ok(x) = t.parse::<f64>() {
        return Value::Num(x);
    }
    match t {
        "true" => return Value::Bool(true),
        "false" => return Value::Bool(false),
        "Inf" | "inf" => return Value::Num(f64::INFINITY),
        "-Inf" | "-inf" => return Value::Num(f64::NEG_INFINITY),
        "NaN" | "nan" => return Value::Num(f64::NAN),
        _ => {}
    }
    if t.len() >= 2
        && (t.starts_with('\'') && t.ends_with('\'') || t.starts_with('"') && t.ends_with('"'))
    {
        return code::char_value(&t[1..t.len() - 1]);
    }
    if t.starts_with('[') && t.ends_with(']') {
        let nums: Result<Vec<f64>, _> = t[1..t.len() - 1]
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<f64>())
            .collect();
        if let Ok(v) = nums {
            return Value::row_f64(v);
        }
    }
    code::char_value(t)
}
