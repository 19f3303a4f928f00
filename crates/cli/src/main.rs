//! The `matc` command line.

mod bundle;
mod cmd_analyze;
mod cmd_build;
mod cmd_fmt;
mod cmd_ir;
mod cmd_jupyter;
mod cmd_parse;
mod cmd_prompt;
mod cmd_run;
mod cmd_specialize;
mod config;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "matc",
    version,
    about = "A MATLAB toolchain: run, parse and inspect .m programs"
)]
struct Cli {
    /// With no command: a prompt on a terminal, else standard input run as a script.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Check that .m files parse (files or folders); print them back or dump their trees.
    Parse(cmd_parse::ParseArgs),
    /// Print the MIR (SSA control-flow graph) of a program.
    Ir(cmd_ir::IrArgs),
    /// Print a program's source annotated with each assignment's inferred class, shape and range.
    Analyze(cmd_analyze::AnalyzeArgs),
    /// Run a .m script, or a function file with ARGS read as MATLAB literals.
    Run(cmd_run::RunArgs),
    /// Run MATLAB code given on the command line.
    Eval(cmd_run::EvalArgs),
    /// Specialize a function for what is known of its inputs (partial evaluation): residual MATLAB.
    Specialize(cmd_specialize::SpecializeArgs),
    /// Compile a program to C (`--emit-c`) or to a standalone executable.
    Build(cmd_build::BuildArgs),
    /// Format .m files: the printer's layout (four-space indents, spaced operators), comments kept.
    Fmt(cmd_fmt::FmtArgs),
    /// Run the language server on stdin/stdout (diagnostics, hover with the analyses' facts, ...).
    Lsp,
    /// The Jupyter kernel: `matc jupyter install [--user]`, and the kernel Jupyter starts.
    Jupyter(cmd_jupyter::JupyterArgs),
}

/// mimalloc instead of glibc's malloc: parsing and running allocate many
/// small short-lived objects (AST nodes, values), where it is markedly faster
/// (parsing the corpus: about 15-20% less CPU time).
/// Wrapped to count the peak heap bytes `matc run --stats` reports.
#[global_allocator]
static GLOBAL: exec::heap::Counting<exec::heap::Mimalloc> =
    exec::heap::Counting(exec::heap::Mimalloc);

fn main() {
    // A program `matc build` made: this binary carries it.
    if let Some(code) = bundle::run_if_built() {
        std::process::exit(code);
    }
    let cli = Cli::parse();
    // A developer's copy of the MATLAB library (`library/` of the
    // repository), read in full now, in place of the embedded one.
    if let Some(dir) = &config::config().library {
        if let Err(e) = mir::library::use_folder(dir) {
            eprintln!("error: MATC_LIBRARY: {e}");
            std::process::exit(2);
        }
    }
    let code = match cli.command {
        Some(Command::Parse(a)) => cmd_parse::run(&a),
        Some(Command::Ir(a)) => cmd_ir::run(&a),
        Some(Command::Analyze(a)) => cmd_analyze::run(&a),
        Some(Command::Run(a)) => cmd_run::run(a),
        Some(Command::Eval(a)) => cmd_run::eval(a),
        Some(Command::Specialize(a)) => cmd_specialize::run(&a),
        Some(Command::Build(a)) => cmd_build::run(&a, bundle::build),
        Some(Command::Fmt(a)) => cmd_fmt::run(&a),
        Some(Command::Lsp) => lsp::run(),
        Some(Command::Jupyter(a)) => cmd_jupyter::run(&a),
        None => cmd_prompt::run(),
    };
    std::process::exit(code);
}
