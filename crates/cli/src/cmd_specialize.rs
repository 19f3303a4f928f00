//! `matc specialize`: a function specialized for what is known of its inputs, printed as residual MATLAB.

use std::path::PathBuf;

#[derive(clap::Args)]
pub struct SpecializeArgs {
    /// The function file to specialize.
    pub file: PathBuf,
    /// The function of the file to specialize (default: the first).
    #[arg(long)]
    pub function: Option<String>,
    /// NAME=VALUE: the parameter NAME is VALUE (a MATLAB expression of constants,
    /// e.g. `n=5`, `x=0:0.5:3`, `opts=struct('nu', 1)`).
    #[arg(long = "fix", value_name = "NAME=VALUE")]
    pub fixes: Vec<String>,
    /// NAME=[m n]: the parameter NAME has these extents.
    #[arg(long = "shape", value_name = "NAME=[m n]")]
    pub shapes: Vec<String>,
    /// NAME=CLASS: the parameter NAME has this class; `real` and `full`
    /// before it say it holds no complex numbers and is not sparse
    /// (`--class 'z=real full double'`).
    #[arg(long = "class", value_name = "NAME=CLASS")]
    pub classes: Vec<String>,
    /// The function is called with this many arguments.
    #[arg(long)]
    pub nargin: Option<usize>,
    /// The function is called for this many results.
    #[arg(long)]
    pub nargout: Option<usize>,
    /// Check, at the top of each residual function, every assumption its
    /// specialization relied on (class, extents, fixed values, counts).
    #[arg(long)]
    pub assert: bool,
    /// Write the residual here instead of standard output.
    #[arg(short = 'o', value_name = "OUT.m")]
    pub out: Option<PathBuf>,
}

fn split(s: &str, flag: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_string(), v.trim().to_string())),
        _ => Err(format!(
            "matc specialize: --{flag} wants NAME=..., got '{s}'"
        )),
    }
}

pub fn run(a: &SpecializeArgs) -> i32 {
    match specialize(a) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            1
        }
    }
}

fn specialize(a: &SpecializeArgs) -> Result<(), String> {
    let bytes = std::fs::read(&a.file).map_err(|e| format!("{}: {e}", a.file.display()))?;
    let text = syntax::decode(&bytes);
    let mut opts = pe::Options {
        function: a.function.clone(),
        nargin: a.nargin,
        nargout: a.nargout,
        assert: a.assert,
        ..Default::default()
    };
    for f in &a.fixes {
        opts.fixes.push(split(f, "fix")?);
    }
    for s in &a.shapes {
        let (n, d) = split(s, "shape")?;
        let dims = pe::parse_dims(&d)
            .ok_or_else(|| format!("matc specialize: --shape {n}: '{d}' is not [m n]"))?;
        opts.shapes.push((n, dims));
    }
    for c in &a.classes {
        opts.classes.push(split(c, "class")?);
    }
    opts.path_files = folder_files(&a.file);
    let residual = pe::specialize(&text, &opts)?;
    match &a.out {
        Some(path) => {
            std::fs::write(path, residual).map_err(|e| format!("{}: {e}", path.display()))
        }
        None => {
            print!("{residual}");
            Ok(())
        }
    }
}

/// The other `.m` files of `file`'s folder, as (name, text): the functions a
/// run in that folder finds (unreadable ones are left out).
fn folder_files(file: &std::path::Path) -> Vec<(String, String)> {
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let own = file.file_name();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut files: Vec<(String, String)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "m") && p.file_name() != own)
        .filter_map(|p| {
            let name = p.file_stem()?.to_str()?.to_string();
            let bytes = std::fs::read(&p).ok()?;
            Some((name, syntax::decode(&bytes)))
        })
        .collect();
    files.sort();
    files
}
