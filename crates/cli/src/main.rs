//! The `matc` command line.

mod cmd_ir;
mod cmd_parse;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "matc",
    version,
    about = "A MATLAB toolchain: run, parse and inspect .m programs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check that .m files parse (files or folders); print them back or dump their trees.
    Parse(cmd_parse::ParseArgs),
    /// Print the MIR (SSA control-flow graph) of a program.
    Ir(cmd_ir::IrArgs),
}

fn main() {
    let cli = Cli::parse();
    let code = match &cli.command {
        Command::Parse(a) => cmd_parse::run(a),
        Command::Ir(a) => cmd_ir::run(a),
    };
    std::process::exit(code);
}
