//! matc's Jupyter kernel: `matc jupyter install` writes the kernel spec and
//! `matc jupyter kernel CONNECTION_FILE` (what Jupyter starts) speaks the
//! messaging protocol over ZeroMQ (the pure-Rust `zeromq` crate), runs each
//! cell in one workspace that lives across cells (`exec::session`, the
//! prompt's), streams what cells print, shows their figures inline as PNG
//! and SVG, reports errors with MATLAB's message, stops a cell on interrupt,
//! and completes and inspects names from the live workspace.

mod kernel;
mod wire;
mod worker;

use std::path::{Path, PathBuf};

pub use kernel::run;

/// Where `install` puts the kernel spec: under `prefix` (a Python
/// environment's), the user's Jupyter data folder, or the system's.
pub fn kernel_dir(user: bool, prefix: Option<&Path>) -> Result<PathBuf, String> {
    let base = if let Some(p) = prefix {
        p.join("share/jupyter")
    } else if user {
        match std::env::var_os("JUPYTER_DATA_DIR") {
            Some(d) => PathBuf::from(d),
            None => {
                let home = std::env::var_os("HOME").ok_or("HOME is not set")?;
                PathBuf::from(home).join(".local/share/jupyter")
            }
        }
    } else {
        PathBuf::from("/usr/local/share/jupyter")
    };
    Ok(base.join("kernels").join("matc"))
}

/// The kernel spec: Jupyter starts `matc jupyter kernel {connection_file}`.
pub fn kernel_json(exe: &Path) -> String {
    let spec = serde_json::json!({
        "argv": [exe.to_string_lossy(), "jupyter", "kernel", "{connection_file}"],
        "display_name": "MATLAB (matc)",
        "language": "matlab",
        "interrupt_mode": "signal",
        "metadata": {"debugger": false},
    });
    serde_json::to_string_pretty(&spec).unwrap_or_default()
}

/// Writes the kernel spec for this executable; returns its folder.
pub fn install(user: bool, prefix: Option<&Path>) -> Result<PathBuf, String> {
    let dir = kernel_dir(user, prefix)?;
    let exe = std::env::current_exe().map_err(|e| format!("the matc executable: {e}"))?;
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let file = dir.join("kernel.json");
    std::fs::write(&file, kernel_json(&exe)).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_starts_this_executable_with_the_connection_file() {
        let v: serde_json::Value =
            serde_json::from_str(&kernel_json(Path::new("/opt/matc"))).unwrap();
        assert_eq!(v["argv"][0], "/opt/matc");
        assert_eq!(v["argv"][3], "{connection_file}");
        assert_eq!(v["language"], "matlab");
    }

    #[test]
    fn a_prefix_puts_the_spec_in_its_share_folder() {
        let d = kernel_dir(false, Some(Path::new("/venv"))).unwrap();
        assert_eq!(d, Path::new("/venv/share/jupyter/kernels/matc"));
    }
}
