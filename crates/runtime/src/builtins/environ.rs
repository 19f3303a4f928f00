//! What a program can ask about the interpreter and its process: `version`,
//! `OCTAVE_VERSION` (matc answers as the Octave it reproduces, 7.3.0) and
//! its environment variables (`getenv`, `setenv`, `unsetenv`), and the
//! shell commands it runs (`system`, `unix`, `dos`), and the platform it runs on
//! (`ispc`, `isunix`, `ismac`, `computer`, `matlabroot`, `usejava`).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("version", version),
    ("OCTAVE_VERSION", octave_version),
    ("getenv", getenv),
    ("setenv", setenv),
    ("putenv", setenv),
    ("unsetenv", unsetenv),
    ("system", system),
    ("unix", unix),
    ("dos", dos),
    ("ispc", ispc),
    ("isunix", isunix),
    ("ismac", ismac),
    ("computer", computer),
    ("matlabroot", matlabroot),
    ("usejava", usejava),
    ("argv", argv),
    ("program_name", program_name),
    ("program_invocation_name", program_invocation_name),
];

const VERSION: &str = "7.3.0";
const RELEASE_DATE: &str = "2022-11-02";

fn version(_: &mut Ctx, args: &[Value], nout: usize) -> Out {
    if let Some(f) = args.first() {
        if nout > 1 {
            return Err(MatError::msg(
                "version: only one output is allowed when specifying an option",
            ));
        }
        let f = f
            .as_string()
            .ok_or_else(|| MatError::msg("version: FEATURE must be a string"))?;
        return match f.to_ascii_lowercase().as_str() {
            "-date" => one(Value::str(RELEASE_DATE)),
            "-description" | "-release" => one(empty_char()),
            // matc's linear algebra and FFTs are Rust crates, not a system library.
            "-blas" | "-lapack" => one(Value::str("faer (Rust linear algebra)")),
            "-fftw" => one(Value::str("rustfft (Rust FFT)")),
            "-hgid" => one(Value::str("unknown")),
            _ => Err(MatError::msg("version: invalid FEATURE")),
        };
    }
    Ok(vec![Value::str(VERSION), Value::str(RELEASE_DATE)])
}

fn octave_version(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::str(VERSION))
}

/// `getenv(VAR)`: the variable's value, `''` (0x0) when it is not set.
fn getenv(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let name = match &args[0] {
        Value::Char(_) => args[0].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("getenv: VAR must be a string")),
    };
    match ctx.getenv(&name) {
        Some(v) if !v.is_empty() => one(Value::str(&v)),
        _ => one(empty_char()),
    }
}

/// `setenv(VAR[, VALUE])` (also `putenv`): for this program only.
fn setenv(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.is_empty() || args.len() > 2 {
        return Err(MatError::invalid_call("setenv"));
    }
    let name = match &args[0] {
        Value::Char(_) => args[0].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("setenv: VAR must be a string")),
    };
    let value = match args.get(1) {
        None => String::new(),
        Some(v @ Value::Char(_)) => v.as_string().unwrap_or_default(),
        Some(_) => return Err(MatError::msg("setenv: VALUE must be a string")),
    };
    ctx.env.insert(name, Some(value));
    Ok(vec![])
}

/// `status = unsetenv(VAR)`: 0, the variable is gone for this program.
fn unsetenv(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() != 1 {
        return Err(MatError::invalid_call("unsetenv"));
    }
    let name = args[0]
        .as_string()
        .ok_or_else(|| MatError::msg("unsetenv: VAR must be a string"))?;
    ctx.env.insert(name, None);
    one(Value::Num(0.0))
}

/// Runs `cmd` with `/bin/sh -c` in the program's environment (with its
/// `setenv` changes) and returns its exit status and standard output.
/// The output is always captured, so it lands in order with what the
/// program printed before (the interpreter buffers its own output).
fn shell(ctx: &Ctx, cmd: &str) -> Result<(f64, Vec<u8>), MatError> {
    let args = ["-c".to_string(), cmd.to_string()];
    let out = crate::os::run("/bin/sh", &args, &ctx.env)
        .map_err(|e| MatError::msg(format!("system: cannot run the shell: {e}")))?;
    // A command killed by a signal: the shell's convention, 128 + signal.
    let status = out.status.code().unwrap_or_else(|| {
        use std::os::unix::process::ExitStatusExt;
        128 + out.status.signal().unwrap_or(0)
    });
    Ok((status as f64, out.stdout))
}

/// `[STATUS, OUTPUT] = system(CMD, RETURN_OUTPUT, TYPE)`: the output is
/// printed unless it is returned (a second output or RETURN_OUTPUT true).
fn system(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    let cmd = match &args[0] {
        Value::Char(_) => args[0].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("system: first argument must be a string")),
    };
    let mut returned = nout >= 2;
    if let Some(flag) = args.get(1) {
        returned = flag.is_true().map_err(|_| {
            MatError::msg("system: RETURN_OUTPUT must be boolean value true or false")
        })?;
    }
    if let Some(kind) = args.get(2) {
        match kind.as_string().as_deref() {
            Some("sync") | Some("async") => {}
            _ => return Err(MatError::msg("system: TYPE must be \"sync\" or \"async\"")),
        }
    }
    let (status, output) = shell(ctx, &cmd)?;
    if returned {
        Ok(vec![
            Value::Num(status),
            Value::str(&String::from_utf8_lossy(&output)),
        ])
    } else {
        ctx.print_bytes(&output);
        Ok(vec![Value::Num(status)])
    }
}

/// `[STATUS, TEXT] = unix(CMD, ECHO)` as Octave's unix.m: the text is
/// printed (with a newline) for a statement call or when ECHO is given.
fn unix(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    let out = system(ctx, &args[..1], 2)?;
    if args.len() > 1 || nout == 0 {
        let text = out[1].as_string().unwrap_or_default();
        ctx.print(&format!("{text}\n"));
    }
    Ok(out)
}

/// `[STATUS, TEXT] = dos(CMD, ECHO)`: on a machine that is not Windows the
/// command is not run, as in Octave's dos.m: status 1 and no text.
fn dos(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    Ok(vec![Value::Num(1.0), empty_char()])
}

fn ispc(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(false))
}

fn isunix(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(true))
}

fn ismac(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Bool(false))
}

/// `computer`: Octave's canonical host type; printed when no output is asked.
fn computer(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let host = "x86_64-pc-linux-gnu";
    if let Some(a) = args.first() {
        let s = string_arg("computer", a)?;
        if s != "arch" {
            return Err(MatError::msg("computer: \"arch\" is only valid argument"));
        }
        return one(Value::str("gnu-linux-x86_64"));
    }
    if nargout == 0 {
        ctx.out.extend_from_slice(format!("{host}\n").as_bytes());
        return Ok(vec![]);
    }
    Ok(vec![
        Value::str(host),
        Value::Num(9.223_372_036_854_776e18),
        Value::str("L"),
    ])
}

/// `matlabroot`: Octave's installation prefix.
fn matlabroot(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::str("/usr"))
}

/// `usejava(FEATURE)`: Octave built with Java but without a display.
fn usejava(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if !args[0].is_char() {
        return Err(MatError::invalid_call("usejava"));
    }
    let f = string_arg("usejava", &args[0])?;
    match f.as_str() {
        "jvm" => one(Value::Bool(true)),
        "awt" | "desktop" | "swing" => one(Value::Bool(false)),
        _ => Err(MatError::msg(format!(
            "usejava: unrecognized FEATURE '{f}'"
        ))),
    }
}

/// `argv ()`: the arguments the process was started with after its
/// program name (`matc run f.m 3` gives `{'run'; 'f.m'; '3'}`), as a column.
fn argv(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let args: Vec<Value> = std::env::args().skip(1).map(|a| Value::str(&a)).collect();
    let n = args.len();
    one(Value::cell(Tensor::new(Dims::rc(n, 1), args)))
}

/// `program_invocation_name ()`: the program as the process was started
/// (`target/release/matc`).
fn program_invocation_name(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::str(&std::env::args().next().unwrap_or_default()))
}

/// `program_name ()`: its last component (`matc`).
fn program_name(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let full = std::env::args().next().unwrap_or_default();
    let name = std::path::Path::new(&full)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned());
    one(Value::str(&name.unwrap_or(full)))
}
