//! What a program can ask about the interpreter and its process: `version`,
//! `OCTAVE_VERSION` (matc answers as the Octave it reproduces, 7.3.0) and
//! its environment variables (`getenv`, `setenv`, `unsetenv`).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::common::{one, Out};
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("version", version),
    ("OCTAVE_VERSION", octave_version),
    ("getenv", getenv),
    ("setenv", setenv),
    ("putenv", setenv),
    ("unsetenv", unsetenv),
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

/// `''` (0x0 char).
fn empty_char() -> Value {
    Value::Char(std::rc::Rc::new(Tensor::new(Dims::rc(0, 0), Vec::new())))
}
