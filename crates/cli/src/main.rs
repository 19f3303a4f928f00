//! The `matc` command line.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "matc", version, about = "A MATLAB toolchain: run, parse and inspect .m programs")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {}

fn main() {
    let cli = Cli::parse();
    match cli.command {}
}
