//! Every change a program makes outside the interpreter: files and folders
//! created, written, renamed, copied or deleted, and programs run. Each is
//! made here, after `sandbox` has agreed to it; no other module of matc
//! writes to the file system or starts a process for a program (a test of
//! `crates/cli/tests/architecture.rs` keeps it so).
//!
//! Under `--sandbox` a change is allowed where it lands below the sandbox
//! folder, judged on the path the operating system will act on: relative
//! paths against the current folder (after any `cd`), `..` and symbolic
//! links resolved, and the operation done on that resolved path, so that
//! what was checked is what is changed. No program runs.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::sandbox;

/// How a file is opened: reading alone, or any of the ways that change it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub read: bool,
    pub write: bool,
    pub append: bool,
    pub truncate: bool,
    pub create: bool,
    /// Create it, failing when it exists (`tmpfile`).
    pub create_new: bool,
}

impl Access {
    pub const READ: Access = Access {
        read: true,
        write: false,
        append: false,
        truncate: false,
        create: false,
        create_new: false,
    };

    /// Written from its start, made when missing (`fopen(name, 'w')`).
    pub const WRITE: Access = Access {
        read: false,
        write: true,
        append: false,
        truncate: true,
        create: true,
        create_new: false,
    };

    /// Written at its end, made when missing (`fopen(name, 'a')`).
    pub const APPEND: Access = Access {
        read: false,
        write: false,
        append: true,
        truncate: false,
        create: true,
        create_new: false,
    };

    fn changes(self) -> bool {
        self.write || self.append || self.truncate || self.create || self.create_new
    }
}

/// Opens `path`; an access that changes the file is checked first.
pub fn open(path: impl AsRef<Path>, access: Access) -> io::Result<File> {
    let path = path.as_ref();
    let target = if access.changes() {
        changeable(path, Follow::Yes)?
    } else {
        path.to_path_buf()
    };
    OpenOptions::new()
        .read(access.read)
        .write(access.write)
        .append(access.append)
        .truncate(access.truncate)
        .create(access.create)
        .create_new(access.create_new)
        .open(target)
}

/// Writes `bytes` as the whole of file `path` (made when missing).
pub fn write(path: impl AsRef<Path>, bytes: impl AsRef<[u8]>) -> io::Result<()> {
    let target = changeable(path.as_ref(), Follow::Yes)?;
    std::fs::write(target, bytes)
}

/// Makes folder `path` and the folders above it that are missing.
pub fn create_dir_all(path: impl AsRef<Path>) -> io::Result<()> {
    let target = changeable(path.as_ref(), Follow::Yes)?;
    std::fs::create_dir_all(target)
}

/// Deletes file `path` (a symbolic link itself, not what it points to).
pub fn remove_file(path: impl AsRef<Path>) -> io::Result<()> {
    let target = changeable(path.as_ref(), Follow::No)?;
    std::fs::remove_file(target)
}

/// Deletes the empty folder `path`.
pub fn remove_dir(path: impl AsRef<Path>) -> io::Result<()> {
    let target = changeable(path.as_ref(), Follow::No)?;
    std::fs::remove_dir(target)
}

/// Deletes folder `path` and everything in it. Links inside are deleted,
/// not followed (the standard library's `remove_dir_all` does not follow
/// them), so nothing outside the folder goes with it.
pub fn remove_dir_all(path: impl AsRef<Path>) -> io::Result<()> {
    let target = changeable(path.as_ref(), Follow::No)?;
    std::fs::remove_dir_all(target)
}

/// Renames `from` as `to`: both places change.
pub fn rename(from: impl AsRef<Path>, to: impl AsRef<Path>) -> io::Result<()> {
    let from = changeable(from.as_ref(), Follow::No)?;
    let to = changeable(to.as_ref(), Follow::No)?;
    std::fs::rename(from, to)
}

/// Makes `link` a symbolic link to `target`. Only `link` changes; a later
/// write through it is judged where the link resolves.
pub fn symlink(target: impl AsRef<Path>, link: impl AsRef<Path>) -> io::Result<()> {
    let link = changeable(link.as_ref(), Follow::No)?;
    #[cfg(unix)]
    return std::os::unix::fs::symlink(target, link);
    #[cfg(not(unix))]
    return Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "symbolic links are not supported here",
    ));
}

/// Makes `link` a second name of file `file`: a write through either name
/// changes the one file, so both must be changeable.
pub fn hard_link(file: impl AsRef<Path>, link: impl AsRef<Path>) -> io::Result<()> {
    let file = changeable(file.as_ref(), Follow::Yes)?;
    let link = changeable(link.as_ref(), Follow::No)?;
    std::fs::hard_link(file, link)
}

/// Copies file `from` to `to`; only `to` changes.
pub fn copy(from: impl AsRef<Path>, to: impl AsRef<Path>) -> io::Result<()> {
    let to = changeable(to.as_ref(), Follow::Yes)?;
    std::fs::copy(from, to).map(|_| ())
}

/// Runs `program` with `args`, no standard input, and the environment
/// changed by `env` (`None` unsets), and waits for its output. Refused
/// under `--sandbox`.
pub fn run<'a>(
    program: &str,
    args: &[String],
    env: impl IntoIterator<Item = (&'a String, &'a Option<String>)>,
) -> io::Result<std::process::Output> {
    if sandbox::active() {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            "running programs is refused in --sandbox mode",
        ));
    }
    let mut command = std::process::Command::new(program);
    command.args(args).stdin(std::process::Stdio::null());
    for (k, v) in env {
        match v {
            Some(v) => command.env(k, v),
            None => command.env_remove(k),
        };
    }
    command.output()
}

/// A fresh folder for one sandboxed run, deleted with what it holds when
/// dropped (a folder given with `--sandbox-dir` is the caller's, never one
/// of these).
#[derive(Debug)]
pub struct TempFolder(PathBuf);

impl TempFolder {
    /// A new empty folder in the system's temporary folder.
    pub fn new() -> io::Result<TempFolder> {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let name = format!("matc-sandbox-{}-{t}", std::process::id());
        let d = std::env::temp_dir().join(name);
        std::fs::create_dir(&d)?;
        Ok(TempFolder(d))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether a change goes through a symbolic link at the end of a path and
/// into a folder (writing a file, making a folder), or changes the entry
/// itself (deleting or renaming it: the link, not what it points to).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Follow {
    Yes,
    No,
}

/// Where a change of `path` lands: absolute, with `..` and links resolved
/// as the operating system resolves them, the part that does not exist yet
/// appended. Under `--sandbox`, an error unless that is below the sandbox
/// folder (the folder itself may be written into, not deleted or renamed).
pub fn changeable(path: &Path, follow: Follow) -> io::Result<PathBuf> {
    let Some(folder) = sandbox::folder() else {
        return Ok(path.to_path_buf());
    };
    let refused = || {
        io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!(
                "'{}' is not below the sandbox folder (--sandbox)",
                path.display()
            ),
        )
    };
    let target = landing(path, follow).map_err(|_| refused())?;
    if target.starts_with(&folder) && (target != *folder || follow == Follow::Yes) {
        Ok(target)
    } else {
        Err(refused())
    }
}

/// The resolved place a change of `path` lands (see [`changeable`]).
fn landing(path: &Path, follow: Follow) -> io::Result<PathBuf> {
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()?.join(path)
    };
    let (Some(parent), Some(name)) = (abs.parent(), abs.file_name()) else {
        // `/`, or a path ending in `..`: what it names exists or is nothing.
        return std::fs::canonicalize(&abs);
    };
    let full = resolved_folder(parent)?.join(name);
    match std::fs::symlink_metadata(&full) {
        // A link followed lands where it points; a link to nothing would
        // be made where it points, which is refused rather than guessed.
        Ok(m) if m.file_type().is_symlink() && follow == Follow::Yes => {
            std::fs::canonicalize(&full)
        }
        _ => Ok(full),
    }
}

/// Folder `dir` resolved: its longest existing part canonical, the rest
/// (to be made) appended; `..` in the rest is refused.
fn resolved_folder(dir: &Path) -> io::Result<PathBuf> {
    if let Ok(c) = std::fs::canonicalize(dir) {
        return Ok(c);
    }
    let (Some(parent), Some(Component::Normal(name))) =
        (dir.parent(), dir.components().next_back())
    else {
        return Err(io::Error::from(io::ErrorKind::NotFound));
    };
    // An existing entry that is no folder (or a dangling link) cannot hold one.
    if std::fs::symlink_metadata(dir).is_ok() {
        return Err(io::Error::from(io::ErrorKind::NotFound));
    }
    Ok(resolved_folder(parent)?.join(name))
}
