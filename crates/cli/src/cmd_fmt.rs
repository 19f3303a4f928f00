//! `matc fmt`: files printed back in the printer's layout, comments kept.

use std::path::PathBuf;

#[derive(clap::Args)]
pub struct FmtArgs {
    /// The `.m` files to format (in place, unless --check or --stdout).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Change nothing; exit 1 when a file is not formatted.
    #[arg(long)]
    pub check: bool,
    /// Print the formatted text instead of writing the file.
    #[arg(long)]
    pub stdout: bool,
}

/// Runs the command; returns the process exit code.
pub fn run(args: &FmtArgs) -> i32 {
    let mut code = 0;
    for f in &args.files {
        let text = match std::fs::read(f) {
            Ok(b) => syntax::decode(&b),
            Err(e) => {
                eprintln!("{}: error: cannot read the file: {e}", f.display());
                code = 1;
                continue;
            }
        };
        let formatted = match ide::format::format(&text) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: error: {e}", f.display());
                code = 1;
                continue;
            }
        };
        if args.stdout {
            print!("{formatted}");
        } else if args.check {
            if formatted != text {
                println!("{}: not formatted", f.display());
                code = 1;
            }
        } else if formatted != text {
            if let Err(e) = std::fs::write(f, formatted) {
                eprintln!("{}: error: cannot write the file: {e}", f.display());
                code = 1;
            }
        }
    }
    code
}
