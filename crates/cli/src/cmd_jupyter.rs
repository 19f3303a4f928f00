//! `matc jupyter`: install the Jupyter kernel spec, or run the kernel.

use std::path::PathBuf;

#[derive(clap::Args)]
pub struct JupyterArgs {
    #[command(subcommand)]
    pub command: JupyterCommand,
}

#[derive(clap::Subcommand)]
pub enum JupyterCommand {
    /// Write the kernel spec (kernels/matc/kernel.json) where Jupyter finds it.
    Install {
        /// In the user's Jupyter data folder ($JUPYTER_DATA_DIR or ~/.local/share/jupyter).
        #[arg(long)]
        user: bool,
        /// Under PREFIX/share/jupyter (a virtual environment's prefix).
        #[arg(long)]
        prefix: Option<PathBuf>,
    },
    /// Run the kernel (Jupyter starts this with its connection file).
    Kernel {
        /// The connection file Jupyter writes.
        connection_file: PathBuf,
    },
}

/// Runs the command; returns the process exit code.
pub fn run(args: &JupyterArgs) -> i32 {
    match &args.command {
        JupyterCommand::Install { user, prefix } => {
            match jupyter::install(*user, prefix.as_deref()) {
                Ok(dir) => {
                    println!("installed the matc kernel spec in {}", dir.display());
                    0
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    1
                }
            }
        }
        JupyterCommand::Kernel { connection_file } => jupyter::run(connection_file),
    }
}
