//! `addpath`, `rmpath`, `path`, `pathdef`, `restoredefaultpath` and
//! `rehash`: the folders searched for functions.

use std::path::{Path, PathBuf};

use runtime::{MatError, Value};

use crate::interp::{ExecResult, Interp};

/// A path argument split at `pathsep` (`addpath('a:b')` adds both).
fn folders(args: &[Value], name: &str) -> Result<Vec<String>, MatError> {
    let mut out = Vec::new();
    for a in args {
        let s = a
            .as_string()
            .ok_or_else(|| MatError::msg(format!("{name}: all arguments must be strings")))?;
        out.extend(s.split(':').filter(|d| !d.is_empty()).map(str::to_string));
    }
    Ok(out)
}

/// A folder as the path holds it: absolute, without `./` segments.
fn absolute(dir: &str) -> PathBuf {
    let p = Path::new(dir);
    let p = if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(p)
    };
    p.components()
        .filter(|c| !matches!(c, std::path::Component::CurDir))
        .collect()
}

/// Folders joined by `pathsep`.
fn joined(dirs: &[PathBuf]) -> String {
    let dirs: Vec<String> = dirs
        .iter()
        .map(|d| d.to_string_lossy().into_owned())
        .collect();
    dirs.join(":")
}

impl Interp {
    /// The search path as one string, folders joined by `pathsep`.
    fn path_string(&self) -> String {
        joined(self.loader.search_path())
    }

    /// `pathdef`: the search path the program started with.
    pub(crate) fn pathdef_call(&mut self) -> ExecResult<Vec<Value>> {
        Ok(vec![Value::str(&joined(&self.loader.default_path()))])
    }

    /// `restoredefaultpath`: the search path back as the program started
    /// with it, which it returns as `pathdef` does.
    pub(crate) fn restoredefaultpath_call(&mut self) -> ExecResult<Vec<Value>> {
        self.loader.restore_default_path();
        self.pathdef_call()
    }

    /// `rehash`: files made since names were looked up are found.
    pub(crate) fn rehash_call(&mut self) -> ExecResult<Vec<Value>> {
        self.loader.rehash();
        Ok(vec![])
    }

    /// `addpath(DIR, ...)`, `addpath(..., '-end')`: returns the old path when asked.
    pub(crate) fn addpath_call(
        &mut self,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let old = self.path_string();
        let mut args = args;
        // A trailing '-end' or '-begin' says where the folders go (default: first).
        let at_end = match args.last().and_then(|a| a.as_string()).as_deref() {
            Some("-end" | "-END") => {
                args.pop();
                true
            }
            Some("-begin" | "-BEGIN") => {
                args.pop();
                false
            }
            _ => false,
        };
        if args.is_empty() {
            return Err(MatError::msg("Invalid call to addpath").into());
        }
        let mut dirs = folders(&args, "addpath")?;
        if !at_end {
            // addpath('a', 'b') puts a before b, both before the rest.
            dirs.reverse();
        }
        for d in dirs {
            let p = absolute(&d);
            if !p.is_dir() {
                self.ctx.warn(
                    "Octave:addpath-nonexistent",
                    &format!("addpath: {d}: No such file or directory"),
                );
                continue;
            }
            if at_end {
                self.loader.add_path(&p);
            } else {
                self.loader.add_path_front(&p);
            }
        }
        Ok(if nargout > 0 {
            vec![Value::str(&old)]
        } else {
            vec![]
        })
    }

    /// `rmpath(DIR, ...)`: returns the old path when asked.
    pub(crate) fn rmpath_call(
        &mut self,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let old = self.path_string();
        for d in folders(&args, "rmpath")? {
            if !self.loader.remove_path(&absolute(&d)) {
                self.ctx
                    .warn("Octave:rmpath-notfound", &format!("rmpath: {d}: not found"));
            }
        }
        Ok(if nargout > 0 {
            vec![Value::str(&old)]
        } else {
            vec![]
        })
    }

    /// `path` (print or return the path), `path(P, ...)` (the path becomes
    /// the folders of P, ...: those not on it are appended).
    pub(crate) fn path_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        for d in folders(&args, "path")? {
            let p = absolute(&d);
            if p.is_dir() {
                self.loader.add_path(&p);
            }
        }
        if nargout > 0 {
            return Ok(vec![Value::str(&self.path_string())]);
        }
        if args.is_empty() {
            let mut text =
                String::from("\nOctave's search path contains the following directories:\n\n");
            for d in self.loader.search_path() {
                text.push_str(&d.to_string_lossy());
                text.push('\n');
            }
            text.push('\n');
            self.ctx.print(&text);
        }
        Ok(vec![])
    }
}
