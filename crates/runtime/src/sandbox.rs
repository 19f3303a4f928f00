//! `--sandbox` inside the interpreter: the folder a sandboxed program may
//! change, and [`admit`], the check every call of a builtin passes before
//! it runs, decided from the builtin's declared effect (`decls::Effect`).
//!
//! A thread enters the sandbox once and never leaves it, as the kernel's
//! walls (`exec::os_wall`) hold a thread and the threads it starts: the
//! thread running a program is sandboxed for its whole life, whatever
//! `Ctx` a builtin is handed. `os` makes every change outside the
//! interpreter and checks it against the same folder, so a builtin that
//! reached its effect by a route that skipped [`admit`] would still be
//! refused there.

use std::path::Path;

use decls::{Effect, Paths, When};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::os::{self, Follow};
use crate::value::Value;

// The folder is kept by `os`, which checks every change against it.
pub use crate::os::{active, enter, folder};

/// Whether builtin `name` may run with `args` in this thread: always
/// outside the sandbox; inside it, when its declared effect stays inside
/// the interpreter or changes files only below the sandbox folder. An
/// undeclared name may do anything, so it is refused.
pub fn admit(ctx: &Ctx, name: &str, args: &[Value]) -> Result<(), MatError> {
    if !active() {
        return Ok(());
    }
    let Some(decl) = decls::lookup(name) else {
        return Err(refused(name, "it has no declared effect"));
    };
    // A call its arity refuses runs nothing, whatever the route (each one
    // checks the arity first): let it be reported as Octave reports it.
    if decl.arity.check(args.len(), 0).is_err() {
        return Ok(());
    }
    match decl.effect {
        Effect::Pure
        | Effect::Random
        | Effect::State
        | Effect::Calls
        | Effect::Terminal
        | Effect::Graphics
        | Effect::Reads
        | Effect::Process => Ok(()),
        Effect::Writes(paths) => {
            // Whether the call writes through the path or changes the entry
            // itself (deletes or renames it), both must stay below the folder.
            for p in paths_of(ctx, paths, args) {
                admit_path(name, &p)?;
            }
            Ok(())
        }
        Effect::Runs(When::WithOption) if !args.iter().any(is_option) => Ok(()),
        Effect::Runs(_) => Err(refused(name, "it runs another program")),
        Effect::Network => Err(refused(name, "it opens the network")),
    }
}

/// Whether builtin `name` may write `p` in this thread: outside the
/// sandbox always; inside it, when `p` (and what it names, if it is a
/// link) lies below the sandbox folder. For a builtin whose path is its
/// own state ([`Paths::Own`]), asked when it opens it.
pub fn admit_path(name: &str, p: &str) -> Result<(), MatError> {
    if !active() {
        return Ok(());
    }
    let path = Path::new(p);
    let outside = [Follow::Yes, Follow::No]
        .iter()
        .any(|&f| os::changeable(path, f).is_err());
    if outside {
        let why = format!("writing '{p}' outside the sandbox folder");
        return Err(refused(name, &why));
    }
    Ok(())
}

fn refused(name: &str, why: &str) -> MatError {
    MatError::new(
        "matc:sandbox",
        format!("{name}: refused in --sandbox mode: {why}"),
    )
}

/// Text an argument holds: a char row, or the char rows of a cell array.
fn texts(v: &Value) -> Vec<String> {
    match v {
        Value::Char(_) => v.as_string().into_iter().collect(),
        Value::Cell(c) => c.data.iter().flat_map(texts).collect(),
        _ => Vec::new(),
    }
}

fn is_option(v: &Value) -> bool {
    matches!(v, Value::Char(_)) && v.as_string().is_some_and(|s| s.starts_with('-'))
}

/// The paths a call that writes will change, found as its declaration says.
fn paths_of(ctx: &Ctx, paths: Paths, args: &[Value]) -> Vec<String> {
    let arg = |k: u8| args.get(k as usize).map(texts).unwrap_or_default();
    match paths {
        Paths::Arg(k) => arg(k),
        Paths::Two(a, b) => [arg(a), arg(b)].concat(),
        Paths::Every => args.iter().flat_map(texts).collect(),
        Paths::Named(default) => {
            let named = args
                .iter()
                .filter(|a| !is_option(a))
                .find_map(|a| matches!(a, Value::Char(_)).then(|| a.as_string()).flatten());
            named
                .or_else(|| (!default.is_empty()).then(|| default.to_string()))
                .into_iter()
                .collect()
        }
        Paths::ArgOr(k, default) if args.len() <= k as usize => vec![default.to_string()],
        Paths::ArgOr(k, _) => arg(k),
        Paths::Mode(path, mode) => {
            let m = args
                .get(mode as usize)
                .and_then(Value::as_string)
                .unwrap_or_default();
            if m.contains(['w', 'a', '+', 'W', 'A']) {
                arg(path)
            } else {
                Vec::new()
            }
        }
        Paths::Joined => {
            let parts: Vec<String> = args.iter().flat_map(texts).collect();
            if parts.is_empty() {
                Vec::new()
            } else {
                vec![parts.join("/")]
            }
        }
        Paths::Opened | Paths::Own => Vec::new(),
        Paths::Temp => vec![format!("{}/tmpfile", temp_dir(ctx))],
    }
}

/// The folder for temporary files: `$TMPDIR` or `/tmp`; under `--sandbox`,
/// the sandbox folder unless the program set `TMPDIR` itself.
pub(crate) fn temp_dir(ctx: &Ctx) -> String {
    if let (Some(d), false) = (folder(), ctx.env.contains_key("TMPDIR")) {
        return d.to_string_lossy().into_owned();
    }
    match ctx.getenv("TMPDIR") {
        Some(d) if !d.is_empty() => d.trim_end_matches('/').to_string(),
        _ => "/tmp".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use decls::Decl;

    /// How many arguments a call of `d` may have that reach every position
    /// its paths may be found at.
    fn nargin(d: &Decl) -> usize {
        let wanted = match d.effect {
            Effect::Writes(Paths::Arg(k)) | Effect::Writes(Paths::ArgOr(k, _)) => k as usize + 1,
            Effect::Writes(Paths::Two(a, b)) | Effect::Writes(Paths::Mode(a, b)) => {
                a.max(b) as usize + 1
            }
            _ => 1,
        };
        let n = wanted.max(d.arity.min_inputs as usize);
        d.arity.max_inputs.map_or(n, |m| n.min(m as usize))
    }

    /// A call of `d` with `path` wherever a path may be (and a mode that
    /// writes, an option that runs a program).
    fn call_with(d: &Decl, path: &str) -> Vec<Value> {
        (0..nargin(d))
            .map(|k| match d.effect {
                Effect::Writes(Paths::Mode(_, m)) if k == m as usize => Value::str("w"),
                Effect::Runs(When::WithOption) => Value::str("-l"),
                _ => Value::str(path),
            })
            .collect()
    }

    /// Every declared builtin, called under the sandbox with paths outside
    /// its folder: admitted when its effect stays inside the interpreter
    /// (or writes only through files opened earlier), refused when it
    /// writes there, runs a program or opens the network; and one that
    /// writes is admitted with paths inside (checked, not refused by name).
    #[test]
    fn every_declared_builtin_is_admitted_by_its_effect() {
        let base = std::env::temp_dir().join(format!("matc-admit-{}", std::process::id()));
        let inside = base.join("inside");
        std::fs::create_dir_all(&inside).unwrap();
        let (inside2, base2) = (inside.clone(), base.clone());
        let wrong = std::thread::spawn(move || {
            enter(&inside2).unwrap();
            let mut ctx = Ctx::new();
            // `tmpfile` makes its file in TMPDIR, which the program may set.
            let outside = base2.join("outside").display().to_string();
            ctx.env.insert("TMPDIR".into(), Some(outside.clone()));
            let mut wrong = Vec::new();
            for d in decls::all() {
                let far = call_with(d, &format!("{outside}/x"));
                let near = call_with(d, &inside2.join("x").display().to_string());
                let refused_far = admit(&ctx, d.name, &far).is_err();
                let refused_near = admit(&ctx, d.name, &near).is_err();
                let (want_far, want_near) = match d.effect {
                    Effect::Writes(Paths::Opened | Paths::Own) => (false, false),
                    Effect::Writes(Paths::Temp) => (true, true),
                    Effect::Writes(Paths::Named(_) | Paths::ArgOr(..)) if far.is_empty() => {
                        (true, true)
                    }
                    Effect::Writes(_) => (true, false),
                    Effect::Runs(_) | Effect::Network => (true, true),
                    _ => (false, false),
                };
                if (refused_far, refused_near) != (want_far, want_near) {
                    wrong.push(format!(
                        "{} ({:?}): refused outside {refused_far}, inside {refused_near}",
                        d.name, d.effect
                    ));
                }
            }
            assert!(admit(&ctx, "no_such_builtin", &[]).is_err());
            wrong
        })
        .join()
        .unwrap();
        let _ = std::fs::remove_dir_all(&base);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn a_thread_outside_the_sandbox_is_not_held() {
        assert!(!active());
        assert!(admit(&Ctx::new(), "system", &[Value::str("true")]).is_ok());
    }
}
