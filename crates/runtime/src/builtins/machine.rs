//! The machine and process a program runs on: `nproc`, `getpid`,
//! `gethostname`, `uname` (declared `Reads`: `--sandbox` decides), the
//! clock's `time`, and the threads the kernels use, `maxNumCompThreads`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, StructArray, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("nproc", nproc),
    ("getpid", getpid),
    ("gethostname", gethostname),
    ("uname", uname),
    ("time", time),
    ("maxNumCompThreads", max_num_comp_threads),
];

/// `time ()`: seconds since the epoch (1970-01-01 UTC), with microseconds.
fn time(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_micros() as f64 / 1e6);
    one(Value::Num(now))
}

/// `nproc`, `nproc (QUERY)`: the processors this process may use ("all",
/// "current" and "overridable" answer the same here).
fn nproc(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if let Some(q) = args.first() {
        match q.as_string().as_deref() {
            Some("all" | "current" | "overridable") => {}
            _ => return Err(MatError::msg("nproc: invalid value for QUERY")),
        }
    }
    one(Value::Num(crate::threads::cores() as f64))
}

/// `N = maxNumCompThreads ()`, `OLD = maxNumCompThreads (N)`,
/// `OLD = maxNumCompThreads ("automatic")`: MATLAB's meaning (the setting
/// takes effect: the threads of the parallel kernels) with Octave's checks
/// and messages; Octave keeps the number and warns that it has no effect.
fn max_num_comp_threads(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad = || MatError::msg("maxNumCompThreads: invalid input argument");
    let old = match args.first() {
        None => crate::threads::count(),
        Some(a) if a.is_char() => match a.as_string() {
            Some(s) if s.eq_ignore_ascii_case("automatic") => crate::threads::set(None),
            _ => return Err(bad()),
        },
        Some(a) if a.is_numeric() && a.numel() == 1 => {
            let n = a.to_f64_vec()?[0];
            if !(n.is_finite() && n > 0.0 && n == n.trunc()) {
                return Err(bad());
            }
            crate::threads::set(Some(n.min(usize::MAX as f64) as usize))
        }
        Some(_) => return Err(bad()),
    };
    one(Value::Num(old as f64))
}

fn getpid(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::Num(f64::from(std::process::id())))
}

/// The fields of `uname (2)`, as Linux publishes them in `/proc`.
fn uname_fields() -> Option<[String; 5]> {
    let read = |name: &str| {
        std::fs::read_to_string(format!("/proc/sys/kernel/{name}"))
            .ok()
            .map(|s| s.trim_end_matches('\n').to_string())
    };
    Some([
        read("ostype")?,
        read("hostname")?,
        read("osrelease")?,
        read("version")?,
        std::env::consts::ARCH.to_string(),
    ])
}

fn gethostname(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let f = uname_fields().ok_or_else(|| MatError::msg("gethostname: unable to find host name"))?;
    one(Value::str(&f[1]))
}

/// `[UTS, ERR, MSG] = uname ()`: sysname, nodename, release, version, machine.
fn uname(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    let names = ["sysname", "nodename", "release", "version", "machine"];
    let (vals, err, msg) = match uname_fields() {
        Some(f) => (f, 0.0, String::new()),
        None => (Default::default(), -1.0, "uname failed".to_string()),
    };
    let mut s = StructArray::with_fields(
        Dims::scalar(),
        names.iter().map(|n| n.to_string()).collect(),
    );
    for (k, v) in vals.iter().enumerate() {
        *s.get_mut(0, k) = Value::str(v);
    }
    let msg = if msg.is_empty() {
        empty_char()
    } else {
        Value::str(&msg)
    };
    Ok(vec![Value::structure(s), Value::Num(err), msg])
}
