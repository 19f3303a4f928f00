//! Numbers written in a base and read back, as Octave 7.3: `dec2base`/`base2dec`
//! (a base 2 to 36, digits `0-9A-Z`, or a string of symbols), `dec2bin dec2hex bin2dec hex2dec`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value};

use super::args::*;
use super::core::char_matrix;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("dec2base", dec2base),
    ("base2dec", base2dec),
    ("dec2bin", dec2bin),
    ("dec2hex", dec2hex),
    ("bin2dec", bin2dec),
    ("hex2dec", hex2dec),
];

const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The symbol table of a BASE argument.
fn symbols(name: &str, base: &Value) -> Result<Vec<u8>, MatError> {
    if let Value::Char(t) = base {
        let s = t.data.clone();
        let mut seen = [false; 256];
        for &c in &s {
            if seen[c as usize] {
                return Err(MatError::msg(format!(
                    "{name}: symbols representing digits must be unique"
                )));
            }
            seen[c as usize] = true;
        }
        if s.iter().any(|c| c.is_ascii_whitespace()) {
            return Err(MatError::msg(format!(
                "{name}: whitespace characters are not valid symbols"
            )));
        }
        return Ok(s);
    }
    match base.scalar_f64() {
        Some(b) if (2.0..=36.0).contains(&b) && b == b.floor() => Ok(DIGITS[..b as usize].to_vec()),
        _ => Err(MatError::msg(format!(
            "{name}: BASE must be an integer between 2 and 36, or a string of symbols"
        ))),
    }
}

fn dec2base(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let bad = || MatError::msg("dec2base: input must be real non-negative integers");
    // A cell is read as cell2mat reads it.
    let merged;
    let d_arg = if matches!(args[0], Value::Cell(_)) {
        merged = super::core::cell2mat(ctx, &args[..1], 1)?.remove(0);
        &merged
    } else {
        &args[0]
    };
    if d_arg.is_complex() || !(d_arg.is_numeric() || d_arg.class() == crate::value::Class::Logical)
    {
        return Err(bad());
    }
    // 64-bit integers keep every digit; everything else is read as double.
    let exact: Option<Vec<u64>> = match d_arg {
        Value::UInt64(t) => Some(t.data.clone()),
        Value::Int64(t) => Some(
            t.data
                .iter()
                .map(|&x| u64::try_from(x).map_err(|_| bad()))
                .collect::<Result<_, _>>()?,
        ),
        _ => None,
    };
    let d = d_arg.to_f64_vec()?;
    if d.iter()
        .any(|&x| x < 0.0 || x != x.floor() || !x.is_finite())
    {
        return Err(bad());
    }
    let sym = symbols("dec2base", &args[1])?;
    let base = sym.len() as f64;
    if sym.len() < 2 {
        return Err(MatError::msg(
            "dec2base: symbols representing digits must be unique",
        ));
    }
    let len = match args.get(2) {
        Some(v) => match v.scalar_f64() {
            Some(l) if l >= 0.0 && l == l.floor() => l as usize,
            _ => {
                return Err(MatError::msg(
                    "dec2base: LEN must be a non-negative integer",
                ))
            }
        },
        None => 0,
    };
    let digits: Vec<Vec<usize>> = if let Some(exact) = exact {
        exact
            .iter()
            .map(|&x| digits_of(x, sym.len() as u64))
            .collect()
    } else {
        d.iter()
            .map(|&x| {
                let mut x = x;
                let mut ds = Vec::new();
                loop {
                    let r = x % base;
                    ds.push(r as usize);
                    x = ((x - r) / base).round();
                    if x < 1.0 {
                        break;
                    }
                }
                ds.reverse();
                ds
            })
            .collect()
    };
    let w = digits.iter().map(Vec::len).max().unwrap_or(1).max(len);
    let rows: Vec<Vec<u8>> = digits
        .iter()
        .map(|ds| {
            let mut row = vec![sym[0]; w - ds.len()];
            row.extend(ds.iter().map(|&k| sym[k]));
            row
        })
        .collect();
    one(char_matrix(&rows))
}

/// The digits of `x` in base `b`, most significant first (one digit for 0).
fn digits_of(mut x: u64, b: u64) -> Vec<usize> {
    let mut ds = Vec::new();
    loop {
        ds.push((x % b) as usize);
        x /= b;
        if x == 0 {
            break;
        }
    }
    ds.reverse();
    ds
}

fn base2dec(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let rows: Vec<Vec<u8>> = match &args[0] {
        Value::Char(_) => args[0]
            .char_rows()
            .unwrap_or_default()
            .into_iter()
            .map(String::into_bytes)
            .collect(),
        Value::Cell(c) => c
            .data
            .iter()
            .map(|x| match x {
                Value::Char(t) => Ok(t.data.clone()),
                _ => Err(MatError::msg("base2dec: S must be a string or cellstring")),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(MatError::msg("base2dec: S must be a string or cellstring")),
    };
    let numeric_base = !args[1].is_char();
    if numeric_base {
        if args[1].numel() != 1 {
            return Err(MatError::msg(
                "base2dec: cannot convert from several bases at once",
            ));
        }
        if !args[1]
            .scalar_f64()
            .is_some_and(|b| (2.0..=36.0).contains(&b))
        {
            return Err(MatError::msg(
                "base2dec: BASE must be between 2 and 36, or a string of symbols",
            ));
        }
    }
    let sym = symbols("base2dec", &args[1])?;
    let base = sym.len() as f64;
    let mut table = [f64::NAN; 256];
    for (k, &c) in sym.iter().enumerate() {
        table[c as usize] = k as f64;
    }
    let vals: Vec<f64> = rows
        .iter()
        .map(|row| {
            // Blanks are squeezed out; the digits that remain are read right-justified.
            row.iter()
                .filter(|&&c| c != b' ')
                .map(|&c| {
                    let c = if numeric_base {
                        c.to_ascii_uppercase()
                    } else {
                        c
                    };
                    table[c as usize]
                })
                .fold(0.0, |acc, d| acc * base + d)
        })
        .collect();
    let n = vals.len();
    one(Value::from_f64s(crate::value::Dims::rc(n, 1), vals))
}

/// `dec2bin`/`dec2hex` as Octave's dec2bin.m: cells are joined first, and
/// negative numbers are written in two's complement in the narrowest of 8,
/// 16, 32 or 64 bits that holds all of them.
fn radix_str(args: &[Value], radix: u32) -> Out {
    let values: Vec<Value> = match &args[0] {
        Value::Cell(c) => c.data.clone(),
        v => vec![v.clone()],
    };
    let mut v = Vec::new();
    for x in &values {
        // dec2hex reports through dec2bin, as Octave's dec2hex.m calls it.
        // MATLAB also takes characters and logicals (Octave does not).
        let numeric = x.is_numeric() || x.is_char() || x.class() == Class::Logical;
        if !numeric || x.is_complex() {
            return Err(MatError::msg("dec2bin: input must be integers"));
        }
        v.extend(x.to_f64_vec()?);
    }
    if v.iter().any(|&x| x != x.round()) {
        return Err(MatError::msg("dec2bin: input must be integers"));
    }
    if v.iter().any(|x| x.is_infinite()) {
        return Err(MatError::msg(
            "dec2base: input must be real non-negative integers",
        ));
    }
    let len = args
        .get(1)
        .and_then(|a| a.scalar_f64())
        .unwrap_or(0.0)
        .max(0.0) as usize;
    let bits = if v.iter().all(|&x| x >= 0.0) {
        64
    } else if v.iter().all(|&x| (-128.0..=127.0).contains(&x)) {
        8
    } else if v.iter().all(|&x| (-32768.0..=32767.0).contains(&x)) {
        16
    } else if v
        .iter()
        .all(|&x| (-2147483648.0..=2147483647.0).contains(&x))
    {
        32
    } else {
        64
    };
    let strs: Vec<String> = v
        .iter()
        .map(|&x| {
            let n = if x < 0.0 {
                ((x as i64) as u64) & (u64::MAX >> (64 - bits))
            } else {
                x as u64
            };
            digits_of(n, radix as u64)
                .into_iter()
                .map(|k| DIGITS[k] as char)
                .collect()
        })
        .collect();
    let w = strs.iter().map(|s| s.len()).max().unwrap_or(0).max(len);
    let rows: Vec<String> = strs.iter().map(|s| format!("{s:0>w$}")).collect();
    let r = rows.len();
    let mut data = vec![b'0'; r * w];
    for (i, s) in rows.iter().enumerate() {
        for (j, b) in s.bytes().enumerate() {
            data[i + j * r] = b;
        }
    }
    one(Value::char_array(crate::value::Tensor::new(
        Dims::rc(r, w),
        data,
    )))
}

fn dec2bin(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    radix_str(args, 2)
}

fn dec2hex(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    radix_str(args, 16)
}

fn parse_radix(name: &str, args: &[Value], radix: u32) -> Out {
    let rows: Vec<String> = match &args[0] {
        Value::Char(_) => args[0].char_rows().unwrap_or_default(),
        Value::Cell(c) => c
            .data
            .iter()
            .map(|x| x.as_string().unwrap_or_default())
            .collect(),
        _ => {
            return Err(MatError::msg(format!(
                "{name}: S must be a string or cellstring"
            )))
        }
    };
    let vals: Vec<f64> = rows
        .iter()
        .map(|s| {
            let t: String = s.chars().filter(|c| !c.is_whitespace()).collect();
            u64::from_str_radix(&t, radix)
                .map(|n| n as f64)
                .unwrap_or(f64::NAN)
        })
        .collect();
    let n = vals.len();
    one(Value::from_f64s(Dims::rc(n, 1), vals))
}

fn bin2dec(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    parse_radix("bin2dec", args, 2)
}

fn hex2dec(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    parse_radix("hex2dec", args, 16)
}
