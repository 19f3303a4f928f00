//! `matc run FILE.m [ARGS...]` and `matc eval 'CODE'`: run MATLAB code with Octave's results.

use std::path::PathBuf;

use clap::Args;

#[derive(Args)]
pub struct RunArgs {
    /// The .m file: a script, or a function file whose first function is called with ARGS.
    pub file: PathBuf,
    /// Arguments for a function file, read as MATLAB literals (`2`, `'text'`, `[1 2]`).
    #[arg(allow_hyphen_values = true)]
    pub args: Vec<String>,
    /// Refuse shell escapes, file deletion and writes outside a fresh temporary folder.
    #[arg(long)]
    pub sandbox: bool,
    /// Run sandboxed with DIR (which must exist) as the folder writes may go to, kept at exit.
    #[arg(long, value_name = "DIR")]
    pub sandbox_dir: Option<PathBuf>,
    /// Write every figure still open at exit as DIR/figureN.png and DIR/figureN.svg.
    #[arg(long, value_name = "DIR")]
    pub figures: Option<PathBuf>,
    #[command(flatten)]
    pub opts: ExecFlags,
}

/// Flags shared by `run` and `eval`.
#[derive(Args)]
pub struct ExecFlags {
    /// Print run-time counters (checks, reallocations, copies, bytes) to stderr at the end.
    #[arg(long)]
    pub stats: bool,
    /// Check every inferred type and shape against the values as the program runs.
    #[arg(long)]
    pub verify_types: bool,
    /// Report any in-place update of an array another live variable can still see.
    #[arg(long)]
    pub verify_copies: bool,
    /// How arrays are copied for value semantics.
    #[arg(long, value_enum, default_value_t = Copies::Static)]
    pub copies: Copies,
    /// Run loops as machine code: `auto` compiles a loop once it has run
    /// long enough interpreted to pay for compiling it,
    /// `always` every loop it can when its function is compiled, `off` none.
    /// Without the flag, the environment variable MATC_JIT decides, else `auto`.
    #[arg(long, value_enum)]
    pub jit: Option<Jit>,
    /// How array storage is managed.
    #[arg(long, value_enum, default_value_t = Storage::Gctd)]
    pub storage: Storage,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Storage {
    /// Allocate as the runtime's general paths do; freed memory goes back to the system.
    Off,
    /// Keep freed array buffers for reuse; gather index-vector subscripts in one pass.
    Gctd,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Jit {
    Off,
    Auto,
    Always,
}

/// The `--jit` mode: the flag, else `MATC_JIT` (so test suites can run under each), else `auto`.
fn jit_mode(flag: Option<Jit>) -> exec::JitMode {
    let from_env = || match std::env::var("MATC_JIT").as_deref() {
        Ok("auto") => Some(Jit::Auto),
        Ok("always") => Some(Jit::Always),
        Ok("off") => Some(Jit::Off),
        _ => None,
    };
    match flag.or_else(from_env).unwrap_or(Jit::Auto) {
        Jit::Off => exec::JitMode::Off,
        Jit::Auto => exec::JitMode::Auto,
        Jit::Always => exec::JitMode::Always,
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Copies {
    /// Copy at every array assignment, argument and return.
    Naive,
    /// Copy lazily, checking the reference count before each update (Octave's way).
    Refcount,
    /// Copy where the copy analyses place copies; update with no check.
    Static,
}

impl ExecFlags {
    fn options(&self, sandbox: bool) -> exec::Options {
        exec::Options {
            sandbox,
            stats: self.stats,
            verify_types: self.verify_types,
            verify_copies: self.verify_copies,
            copies: match self.copies {
                Copies::Naive => exec::CopyPolicy::Naive,
                Copies::Refcount => exec::CopyPolicy::Refcount,
                Copies::Static => exec::CopyPolicy::Static,
            },
            figures: None,
            sandbox_dir: None,
            jit: jit_mode(self.jit),
            storage: match self.storage {
                Storage::Off => exec::StoragePolicy::Off,
                Storage::Gctd => exec::StoragePolicy::Gctd,
            },
            overlay: None,
            aot: None,
        }
    }
}

#[derive(Args)]
pub struct EvalArgs {
    /// MATLAB code to run as a script.
    pub code: String,
    /// Refuse shell escapes, file deletion and writes outside a fresh temporary folder.
    #[arg(long)]
    pub sandbox: bool,
    #[command(flatten)]
    pub opts: ExecFlags,
}

pub fn run(a: RunArgs) -> i32 {
    let mut opts = a.opts.options(a.sandbox);
    opts.figures = a.figures;
    opts.sandbox_dir = a.sandbox_dir;
    exec::run(
        exec::Program::File {
            path: &a.file,
            args: &a.args,
        },
        &opts,
    )
}

pub fn eval(a: EvalArgs) -> i32 {
    let opts = a.opts.options(a.sandbox);
    exec::run(exec::Program::Code(&a.code), &opts)
}
