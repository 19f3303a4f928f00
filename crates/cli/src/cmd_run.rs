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
}

#[derive(Args)]
pub struct EvalArgs {
    /// MATLAB code to run as a script.
    pub code: String,
    /// Refuse shell escapes, file deletion and writes outside a fresh temporary folder.
    #[arg(long)]
    pub sandbox: bool,
}

pub fn run(a: RunArgs) -> i32 {
    let opts = exec::Options { sandbox: a.sandbox };
    exec::run(
        exec::Program::File {
            path: &a.file,
            args: &a.args,
        },
        &opts,
    )
}

pub fn eval(a: EvalArgs) -> i32 {
    let opts = exec::Options { sandbox: a.sandbox };
    exec::run(exec::Program::Code(&a.code), &opts)
}
