//! More of the open-file table (`files`): `fskipl` skips lines, `freport`
//! lists the open streams, `mkstemp` opens a fresh file named from a
//! template.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::Value;

use super::args::*;
use super::files::{fid_of, open_file, open_new, os_msg, read_byte, tempname};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("fskipl", fskipl),
    ("freport", freport),
    ("mkstemp", mkstemp),
];

/// `N = fskipl (FID[, COUNT])`: skips COUNT lines (1; `Inf` or 0 for
/// all); the number of newlines passed.
fn fskipl(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fid = fid_of(&args[0], "fskipl")?;
    let count = match args.get(1) {
        // Octave reads a count of 0 as every line, as Inf.
        Some(v) => match v.scalar_f64() {
            Some(n) if n == f64::INFINITY || n == 0.0 => usize::MAX,
            Some(n) if n >= 0.0 && n.fract() == 0.0 => n as usize,
            _ => return Err(MatError::msg("fskipl: invalid number of lines specified")),
        },
        None => 1,
    };
    let f = open_file(ctx, fid, "fskipl")?;
    let mut skipped = 0;
    while skipped < count {
        match read_byte(&mut f.file) {
            Some(b'\n') => skipped += 1,
            Some(_) => {}
            None => {
                f.eof = true;
                break;
            }
        }
    }
    one(Value::Num(skipped as f64))
}

/// `freport ()`: prints the table of open streams, as Octave does.
fn freport(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    let mut text =
        String::from("\n  number  mode  arch       name\n  ------  ----  ----       ----\n");
    let mut row = |fid: i32, mode: &str, name: &str| {
        text.push_str(&format!("  {fid:>4}     {mode:<4} ieee-le    {name}\n"));
    };
    row(0, "r", "stdin");
    row(1, "w", "stdout");
    row(2, "w", "stderr");
    for (fid, f) in &ctx.files.open {
        // Octave opens in binary unless asked for text; matc has no text mode.
        let mode = if f.mode.contains('b') {
            f.mode.clone()
        } else {
            format!("{}b", f.mode)
        };
        row(*fid, &mode, &f.name);
    }
    text.push('\n');
    ctx.print_bytes(text.as_bytes());
    Ok(vec![])
}

/// `[FID, NAME, MSG] = mkstemp ("FILEXXXXXX"[, DELETE])`: a new file opened
/// for reading and writing, its name the template with the six `X`s
/// replaced; `FID = -1` and MSG say why when it cannot be made.
fn mkstemp(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let template = string_arg("mkstemp", &args[0])?;
    if args.get(1).map(Value::is_true).transpose()? == Some(true) {
        return Err(MatError::msg(
            "mkstemp: matc does not delete the file at exit; delete it yourself",
        ));
    }
    let fail = |msg: &str| Ok(vec![Value::Num(-1.0), Value::str(""), Value::str(msg)]);
    let Some(stem) = template.strip_suffix("XXXXXX") else {
        return fail("Invalid argument");
    };
    // The six characters tempname would pick, after the template's stem.
    let dir = match stem.rfind('/') {
        Some(k) => &stem[..k.max(1)],
        None => ".",
    };
    let pick = tempname(ctx, &[Value::str(dir), Value::str("")], 1)?[0]
        .as_string()
        .unwrap_or_default();
    let name = format!("{stem}{}", &pick[pick.len().saturating_sub(6)..]);
    match open_new(ctx, &name) {
        Ok(fid) => Ok(vec![
            Value::Num(fid as f64),
            Value::str(&name),
            Value::str(""),
        ]),
        Err(e) => fail(&os_msg(&e)),
    }
}
