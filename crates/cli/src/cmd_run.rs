//! `matc run FILE.m [ARGS...]` and `matc eval 'CODE'`: run MATLAB code with Octave's results.

use std::path::PathBuf;

use clap::Args;

use crate::config::config;

#[derive(Args)]
pub struct RunArgs {
    /// The .m file: a script, or a function file whose first function is called with ARGS.
    pub file: PathBuf,
    /// Arguments for a function file, read as MATLAB literals (`2`, `'text'`, `[1 2]`).
    #[arg(allow_hyphen_values = true)]
    pub args: Vec<String>,
    #[command(flatten)]
    pub sandbox: SandboxFlags,
    /// Write every figure still open at exit as DIR/figureN.png and DIR/figureN.svg.
    #[arg(long, value_name = "DIR")]
    pub figures: Option<PathBuf>,
    #[command(flatten)]
    pub opts: ExecFlags,
}

/// `--sandbox` and the limits (docs/sandbox.md), shared by `run` and `eval`.
#[derive(Args)]
pub struct SandboxFlags {
    /// Run no other program, and write, rename or delete files only in a fresh temporary folder.
    #[arg(long)]
    pub sandbox: bool,
    /// Run sandboxed with DIR (which must exist) as the folder writes may go to, kept at exit.
    #[arg(long, value_name = "DIR")]
    pub sandbox_dir: Option<PathBuf>,
    /// The most memory the program may hold (bytes, or with K, M, G): past it an allocation is an error [--sandbox: the machine's memory].
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub max_memory: Option<u64>,
    /// The most CPU seconds the program may use [--sandbox: 3600].
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<u64>,
}

/// A size in bytes: a number, or one with a K, M or G (powers of 1024) after it.
fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((k, c)) if c.eq_ignore_ascii_case(&'k') => (&t[..k], 10),
        Some((k, c)) if c.eq_ignore_ascii_case(&'m') => (&t[..k], 20),
        Some((k, c)) if c.eq_ignore_ascii_case(&'g') => (&t[..k], 30),
        _ => (t, 0),
    };
    let n: f64 = digits
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a size (bytes, or a number with K, M or G)"))?;
    if !(n.is_finite() && n > 0.0) {
        return Err(format!("'{s}' is not a positive size"));
    }
    Ok((n * (1u64 << shift) as f64) as u64)
}

impl SandboxFlags {
    fn apply(&self, opts: &mut exec::Options) {
        if self.sandbox || self.sandbox_dir.is_some() {
            opts.sandbox = Some(exec::Sandbox {
                folder: self.sandbox_dir.clone(),
                ..Default::default()
            });
        }
        opts.max_memory = self.max_memory;
        opts.time_limit = self.time_limit;
    }
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
    /// The threads large matrix products and factorizations may use [the cores]; `maxNumCompThreads` changes it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
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
    let flag = flag.map(|j| match j {
        Jit::Off => exec::JitMode::Off,
        Jit::Auto => exec::JitMode::Auto,
        Jit::Always => exec::JitMode::Always,
    });
    flag.or(config().jit).unwrap_or(exec::JitMode::Auto)
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
    fn options(&self, sandbox: &SandboxFlags) -> exec::Options {
        runtime::threads::set(self.threads.map(usize::from));
        let mut opts = exec::Options {
            sandbox: None,
            max_memory: None,
            time_limit: None,
            stats: self.stats,
            verify_types: self.verify_types,
            verify_copies: self.verify_copies,
            copies: match self.copies {
                Copies::Naive => exec::CopyPolicy::Naive,
                Copies::Refcount => exec::CopyPolicy::Refcount,
                Copies::Static => exec::CopyPolicy::Static,
            },
            figures: None,
            jit: jit_mode(self.jit),
            storage: match self.storage {
                Storage::Off => exec::StoragePolicy::Off,
                Storage::Gctd => exec::StoragePolicy::Gctd,
            },
            overlay: None,
            aot: None,
            no_types: config().no_types,
            dump_mir: config().dump_mir,
            jit_debug: config().jit_debug,
        };
        sandbox.apply(&mut opts);
        opts
    }
}

#[derive(Args)]
pub struct EvalArgs {
    /// MATLAB code to run as a script.
    pub code: String,
    #[command(flatten)]
    pub sandbox: SandboxFlags,
    #[command(flatten)]
    pub opts: ExecFlags,
}

pub fn run(a: RunArgs) -> i32 {
    let mut opts = a.opts.options(&a.sandbox);
    opts.figures = a.figures;
    exec::run(
        exec::Program::File {
            path: &a.file,
            args: &a.args,
        },
        &opts,
    )
}

pub fn eval(a: EvalArgs) -> i32 {
    let opts = a.opts.options(&a.sandbox);
    exec::run(exec::Program::Code(&a.code), &opts)
}
