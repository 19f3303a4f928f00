//! What the process uses and where it prints: `getrusage` (the kernel's
//! `getrusage (RUSAGE_SELF)`) and `terminal_size`.

use crate::ctx::Ctx;
use crate::value::{Dims, StructArray, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("getrusage", getrusage), ("terminal_size", terminal_size)];

fn scalar_struct(fields: Vec<(&str, Value)>) -> Value {
    let mut s = StructArray::with_fields(
        Dims::scalar(),
        fields.iter().map(|(f, _)| f.to_string()).collect(),
    );
    s.vals = fields.into_iter().map(|(_, v)| v).collect();
    Value::structure(s)
}

fn getrusage(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    // SAFETY: getrusage writes only the struct it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let time = |t: libc::timeval| {
        scalar_struct(vec![
            ("sec", Value::Num(t.tv_sec as f64)),
            ("usec", Value::Num(t.tv_usec as f64)),
        ])
    };
    let n = |x: libc::c_long| Value::Num(x as f64);
    one(scalar_struct(vec![
        ("utime", time(ru.ru_utime)),
        ("stime", time(ru.ru_stime)),
        ("maxrss", n(ru.ru_maxrss)),
        ("ixrss", n(ru.ru_ixrss)),
        ("idrss", n(ru.ru_idrss)),
        ("isrss", n(ru.ru_isrss)),
        ("minflt", n(ru.ru_minflt)),
        ("majflt", n(ru.ru_majflt)),
        ("nswap", n(ru.ru_nswap)),
        ("inblock", n(ru.ru_inblock)),
        ("oublock", n(ru.ru_oublock)),
        ("msgsnd", n(ru.ru_msgsnd)),
        ("msgrcv", n(ru.ru_msgrcv)),
        ("nsignals", n(ru.ru_nsignals)),
        ("nvcsw", n(ru.ru_nvcsw)),
        ("nivcsw", n(ru.ru_nivcsw)),
    ]))
}

/// `[rows, columns]` of the terminal matc prints for: Octave's 24 by 80
/// when output is not a terminal, and the display width matc formats to.
fn terminal_size(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::from_f64s(
        Dims::rc(1, 2),
        vec![24.0, ctx.width as f64],
    ))
}
