//! The interpreter of MIR: a register machine over SSA values.
//!
//! Code map, each module importing only modules after it (no import
//! cycle, `crates/cli/tests/architecture.rs`): `session` (a workspace kept
//! across inputs, for the prompt), `introspect` (`whos`, `which`, `help`),
//! `workspace_io` (the workspace side of `load`, `save`, `who`, `clear`),
//! `search_path` (`addpath`, `rmpath`, `path`), `inline` (Octave's
//! `inline` objects), `native` (the native tier's door: when a loop is
//! compiled, entry and write-back), `classes` (method dispatch), `interp`
//! (frames, dispatch loop, calls, unwinding; with its parts
//! `interp::intrinsics`, the builtins that call back into the interpreter,
//! `interp::workspaces` for `evalin` and `assignin`,
//! `interp::verify_types` for `--verify-types`, and `interp::fuse_ops` and
//! `interp::fuse_stmt`, the fuse ops on a frame), `unparse` (Octave's
//! spelling of anonymous functions), `aot` (functions compiled ahead of
//! time), `growth` (reallocations and preallocation), `code` (MIR compiled
//! once per function into a flat op array, operands moved out of registers
//! at their last uses, `mir::liveness`; with the intrinsics' ids, the
//! native regions and the fused statements it lays out), `fuse`
//! (elementwise expressions computed in one pass), `blockmove` (a block of
//! an array moved within it in place), `rt` (the runtime operations the
//! loop calls), `objects` (object values under subscripts and fields),
//! `copies` (value semantics under `--copies`), `stats` (the `--stats`
//! counters), `heap` (the allocator and the byte counts of `--stats`),
//! `os_wall` (the kernel's wall around `--sandbox`).
//!
//! Architecture invariant: registers are indexed by `ValueId` and slots by
//! `VarId`; a variable is never looked up by name when a function reads or
//! writes it (names are hashed only where the program names a variable at
//! run time: `eval`, `load`, `evalin`, `assignin`, `feval` of a name; a
//! `global` finds its slot once, when its function is compiled).

pub mod aot;
mod blockmove;
pub mod classes;
pub mod code;
pub mod copies;
mod fuse;
pub mod growth;
pub mod heap;
pub mod inline;
pub mod interp;
pub mod introspect;
pub mod native;
mod objects;
pub mod os_wall;
pub mod rt;
mod search_path;
pub mod session;
pub mod stats;
pub mod unparse;
mod workspace_io;

use std::io::Write;
use std::path::{Path, PathBuf};

pub use interp::{Exc, Interp};
pub use native::JitMode;
use runtime::{MatError, Value};

/// How a program is run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--sandbox`: confine the program (see [`Sandbox`]); `None` runs it
    /// as any program runs.
    pub sandbox: Option<Sandbox>,
    /// `--max-memory`: the most bytes of memory the program may hold; past
    /// it an allocation fails as Octave's out-of-memory error. `None`:
    /// unlimited, or under `--sandbox` [`os_wall::DEFAULT_MAX_MEMORY`].
    pub max_memory: Option<u64>,
    /// `--time-limit`: the most CPU seconds the program may use. `None`:
    /// unlimited, or under `--sandbox` [`os_wall::DEFAULT_TIME_LIMIT`].
    pub time_limit: Option<u64>,
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
    /// Source files carried in memory (a built executable's program), read
    /// before the disk.
    pub overlay: Option<std::sync::Arc<std::collections::HashMap<PathBuf, Vec<u8>>>>,
    /// Functions compiled ahead of time (a built executable's).
    pub aot: Option<aot::AotFactory>,
    /// Run without the types analysis's facts (for comparison).
    pub no_types: bool,
    /// Print the program's MIR to stderr before it runs.
    pub dump_mir: bool,
    /// The native tier's debugging switches.
    pub jit_debug: jit::Debug,
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

/// What `--sandbox` confines (docs/sandbox.md): the interpreter refuses
/// every builtin call whose declared effect leaves the sandbox folder
/// (`runtime::sandbox`), and the kernel refuses the same by itself
/// (`os_wall`).
#[derive(Clone, Debug)]
pub struct Sandbox {
    /// The folder writes may go to, kept at exit (`--sandbox-dir DIR`, so
    /// that a program run in a scratch copy of its project may write beside
    /// itself); `None`: a fresh temporary folder, deleted at exit.
    pub folder: Option<PathBuf>,
    /// Whether the kernel's walls go up too. Only tests of the
    /// interpreter's own walls run without them.
    pub os_wall: bool,
}

impl Default for Sandbox {
    fn default() -> Sandbox {
        Sandbox {
            folder: None,
            os_wall: true,
        }
    }
}

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
/// Under `--sandbox` that thread is confined before it loads the program,
/// and stays so; this one writes `--figures` after it.
pub fn run(prog: Program<'_>, opts: &Options) -> i32 {
    tune_allocator();
    let (path, args, code) = match prog {
        Program::File { path, args } => (Some(path.to_path_buf()), args.to_vec(), None),
        Program::Code(c) => (None, Vec::new(), Some(c.to_string())),
    };
    // A temporary folder lives as long as this call, and goes with it.
    let mut temp = None;
    let folder = match opts.sandbox.as_ref().map(|s| &s.folder) {
        None => None,
        Some(Some(d)) => match std::fs::canonicalize(d) {
            Ok(d) => Some(d),
            Err(e) => {
                eprintln!("error: --sandbox-dir {}: {e}", d.display());
                return 2;
            }
        },
        Some(None) => match runtime::os::TempFolder::new() {
            Ok(t) => Some(temp.insert(t).path().to_path_buf()),
            Err(e) => {
                eprintln!("error: --sandbox: cannot make a temporary folder: {e}");
                return 2;
            }
        },
    };
    let sandbox = opts.sandbox.clone().zip(folder);
    if let Err(e) = os_wall::limit(opts, sandbox.is_some()) {
        eprintln!("error: {e}");
        return 2;
    }
    let thread_opts = opts.clone();
    let h = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            if let Some((s, folder)) = &sandbox {
                if let Err(e) = confine(s, folder) {
                    eprintln!("error: --sandbox: {e}");
                    return (2, Ok(Vec::new()));
                }
            }
            run_here(path, args, code, &thread_opts)
        })
        .expect("spawn interpreter thread");
    let (mut status, pictures) = h.join().unwrap_or_else(|_| {
        eprintln!("error: internal error (interpreter panicked)");
        (2, Ok(Vec::new()))
    });
    if let Some(dir) = &opts.figures {
        let written = pictures.and_then(|p| runtime::builtins::graphics::write_all(&p, dir));
        if let Err(e) = written {
            eprintln!("error: --figures: {e}");
            if status == 0 {
                status = 1;
            }
        }
    }
    drop(temp);
    status
}

/// Sandboxes the calling thread in `folder`: the interpreter's walls, then
/// the kernel's.
fn confine(s: &Sandbox, folder: &Path) -> Result<(), String> {
    runtime::sandbox::enter(folder).map_err(|e| e.to_string())?;
    if s.os_wall {
        for missing in os_wall::apply(folder)? {
            eprintln!("matc: --sandbox: this kernel has {missing}; see docs/sandbox.md");
        }
    }
    Ok(())
}

/// The pictures of the figures still open at the end (`--figures`): file
/// names and bytes, made on the interpreter's thread and written by the
/// caller's, which the sandbox does not hold.
type Pictures = Result<Vec<(String, Vec<u8>)>, String>;

/// Loads and runs the program; its exit status and [`Pictures`].
fn run_here(
    path: Option<PathBuf>,
    args: Vec<String>,
    code: Option<String>,
    opts: &Options,
) -> (i32, Pictures) {
    let stdout = std::io::stdout();
    let out: Box<dyn Write> = Box::new(std::io::BufWriter::with_capacity(1 << 16, stdout));
    let err: Box<dyn Write> = Box::new(std::io::stderr());
    let mut loader = mir::Loader::new(builtin_set());
    loader.overlay = opts.overlay.clone();
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
        return (1, Ok(Vec::new()));
    }
    if opts.dump_mir {
        eprintln!("{}", mir::print::program_to_string(&prog));
    }
    let mut it = Interp::new(prog, loader, out, err);
    // Types on by default; `no_types` runs without facts (for comparison).
    if !opts.no_types {
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
        it.verify = Some(Box::new(interp::verify_types::Verifier::new(facts)));
    }
    it.copies = opts.copies;
    it.verify_copies = opts.verify_copies;
    it.jit = opts.jit;
    it.jit_debug = opts.jit_debug;
    it.aot = opts.aot.as_ref().map(|f| (f.0)(&it.prog));
    it.gctd = opts.storage == StoragePolicy::Gctd;
    if opts.storage == StoragePolicy::Gctd {
        heap::keep_freed_memory();
    }
    let argv: Vec<Value> = args.iter().map(|a| literal(a)).collect();
    if opts.stats {
        heap::start();
    }
    let r = it.run_entry(argv);
    it.run_at_exit();
    it.flush();
    let _ = it.out.flush();
    let mut status = match r {
        Ok(()) => 0,
        Err(Exc::Exit(c)) => c,
        Err(Exc::Error(e)) => {
            report_error(&mut it, &e);
            1
        }
        Err(Exc::Interrupt) if os_wall::TIME_UP.load(std::sync::atomic::Ordering::Relaxed) => {
            let _ = writeln!(it.errout, "{}", os_wall::OUT_OF_TIME);
            1
        }
        // Nothing else raises the flag of a program run to its end.
        Err(Exc::Interrupt) => 130,
    };
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
    let pictures = match opts.figures {
        Some(_) => runtime::builtins::graphics::render_all(&it.ctx.figures),
        None => Ok(Vec::new()),
    };
    (status, pictures)
}

/// A load error as `error: FILE:LINE:COL: MESSAGE`; under a parse error,
/// the source line with a caret (the syntax crate's renderer).
pub fn render_load_error(prog: &mir::ir::Program, e: &mir::LowerError) -> String {
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
    if !e.stack.is_empty() && !e.no_traceback {
        s.push_str("error: called from\n");
        for f in &e.stack {
            s.push_str(&format!(
                "    {} at line {} column {} ({}:{}:{})\n",
                f.name, f.line, f.column, f.file, f.line, f.column
            ));
        }
    }
    it.ctx.diary.record(s.as_bytes());
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
