//! Timing (`tic toc clock cputime`), `validateattributes` basics, and `fft`/`ifft` through rustfft.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use rustfft::FftPlanner;

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Tensor, Value, C64};

use super::common::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("tic", tic),
    ("toc", toc),
    ("clock", clock),
    ("cputime", cputime),
    ("validateattributes", validateattributes),
    ("fft", fft),
    ("ifft", ifft),
    ("fft2", fft2),
    ("ifft2", ifft2),
];

/// Microseconds since the Unix epoch, the id Octave's `tic` returns.
fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_micros() as u64)
        .unwrap_or(0)
}

fn tic(ctx: &mut Ctx, _args: &[Value], nargout: usize) -> Out {
    let now = Instant::now();
    if nargout > 0 {
        // `id = tic` does not reset the global timer in Octave.
        let id = now_us();
        return one(Value::int(Tensor::scalar(id)));
    }
    ctx.tic = Some(now);
    Ok(vec![])
}

fn toc(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let secs = match args.first() {
        Some(id) => {
            let start = match id {
                Value::UInt64(t) if t.data.len() == 1 => t.data[0],
                _ => return Err(MatError::msg("toc: invalid ID")),
            };
            (now_us().saturating_sub(start)) as f64 / 1e6
        }
        None => match ctx.tic {
            Some(t) => t.elapsed().as_secs_f64(),
            None => {
                return Err(MatError::msg(
                    "toc: function called before timer initialization with tic()",
                ))
            }
        },
    };
    if nargout > 0 {
        return one(Value::Num(secs));
    }
    ctx.print(&format!(
        "Elapsed time is {} seconds.\n",
        crate::cfmt::g6(secs)
    ));
    Ok(vec![])
}

/// Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn clock(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    let days = (t / 86_400.0).floor();
    let (y, m, d) = civil(days as i64);
    let rem = t - days * 86_400.0;
    let h = (rem / 3600.0).floor();
    let mi = ((rem - h * 3600.0) / 60.0).floor();
    let s = rem - h * 3600.0 - mi * 60.0;
    one(Value::row_f64(vec![y as f64, m as f64, d as f64, h, mi, s]))
}

fn cputime(ctx: &mut Ctx, _args: &[Value], _: usize) -> Out {
    // Process CPU time from /proc when available, else wall time since start.
    let secs = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            let rest = s.rsplit_once(')')?.1.to_string();
            let f: Vec<&str> = rest.split_whitespace().collect();
            let ut: f64 = f.get(11)?.parse().ok()?;
            let st: f64 = f.get(12)?.parse().ok()?;
            Some((ut + st) / 100.0)
        })
        .unwrap_or_else(|| ctx.start.elapsed().as_secs_f64());
    one(Value::Num(secs))
}

/// `validateattributes(A, classes, attributes)` for the common attributes.
fn validateattributes(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let a = &args[0];
    let func = args
        .get(3)
        .and_then(|v| v.as_string())
        .filter(|s| !s.is_empty())
        .map(|s| format!("{s}: "))
        .unwrap_or_default();
    let var = args
        .get(4)
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "input".into());
    let classes: Vec<String> = match args[1].as_cell() {
        Some(c) => c.data.iter().filter_map(|x| x.as_string()).collect(),
        None => vec![],
    };
    if !classes.is_empty() {
        let cls = a.class_name();
        let ok = classes.iter().any(|c| {
            c == cls
                || (c == "numeric" && a.is_numeric())
                || (c == "float" && a.class().is_float())
                || (c == "integer" && a.class().is_int())
        });
        if !ok {
            // Octave expands the class groups and lists the names sorted.
            let mut names: Vec<&str> = Vec::new();
            for c in &classes {
                match c.as_str() {
                    "numeric" => names.extend([
                        "double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16",
                        "uint32", "uint64",
                    ]),
                    "float" => names.extend(["double", "single"]),
                    "integer" => names.extend([
                        "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                    ]),
                    other => names.push(other),
                }
            }
            names.sort_unstable();
            names.dedup();
            return Err(MatError::new(
                "Octave:invalid-type",
                format!(
                    "{func}{var} must be of class:\n\n  {}\n\nbut was of class {cls}",
                    names.join(" ")
                ),
            ));
        }
    }
    let attrs: Vec<Value> = args[2]
        .as_cell()
        .map(|c| c.data.clone())
        .unwrap_or_default();
    let x = a.to_f64_vec().unwrap_or_default();
    let d = a.dims();
    let mut k = 0;
    while k < attrs.len() {
        let name = attrs[k].as_string().unwrap_or_default();
        let ini = format!("{func}{var}");
        // The attributes that take a value: Octave's identifier and message.
        if let Some((id, what)) = match name.as_str() {
            ">" => Some(("Octave:expected-greater", "be greater than %f")),
            ">=" => Some((
                "Octave:expected-greater-equal",
                "be greater than or equal to %f",
            )),
            "<" => Some(("Octave:expected-less", "be less than %f")),
            "<=" => Some(("Octave:expected-less-equal", "be less than or equal to %f")),
            "numel" => Some(("Octave:incorrect-numel", "have %d elements")),
            "ncols" => Some(("Octave:incorrect-numcols", "have %d columns")),
            "nrows" => Some(("Octave:incorrect-numrows", "have %d rows")),
            "ndims" => Some(("Octave:incorrect-numdims", "have %d dimensions")),
            _ => None,
        } {
            let arg = attrs.get(k + 1).cloned().unwrap_or_else(Value::empty);
            let lim = arg.scalar_f64().unwrap_or(f64::NAN);
            let ok = match name.as_str() {
                ">" => x.iter().all(|&v| v > lim),
                ">=" => x.iter().all(|&v| v >= lim),
                "<" => x.iter().all(|&v| v < lim),
                "<=" => x.iter().all(|&v| v <= lim),
                "numel" => a.numel() as f64 == lim,
                "ncols" => d.get(1) as f64 == lim,
                "nrows" => d.rows() as f64 == lim,
                _ => d.ndims() as f64 == lim,
            };
            if !ok {
                let msg = crate::printf::format(
                    format!("%s must {what}").as_bytes(),
                    &[Value::str(&ini), arg],
                    "validateattributes",
                )?;
                return Err(MatError::new(
                    id,
                    String::from_utf8_lossy(&msg).into_owned(),
                ));
            }
            k += 2;
            continue;
        }
        if name == "size" {
            let want = attrs
                .get(k + 1)
                .map(|v| v.to_f64_vec())
                .transpose()?
                .unwrap_or_default();
            let have = d.as_slice();
            // NaN matches any extent, also past the array's dimensions.
            let ok = want.len() >= have.len()
                && want
                    .iter()
                    .enumerate()
                    .all(|(i, &w)| w.is_nan() || have.get(i).is_some_and(|&h| w == h as f64));
            if !ok {
                let join = |v: Vec<String>| v.join("x");
                let w = join(
                    want.iter()
                        .map(|w| {
                            if w.is_nan() {
                                "N".into()
                            } else {
                                format!("{w}")
                            }
                        })
                        .collect(),
                );
                let h = join(have.iter().map(|h| h.to_string()).collect());
                return Err(MatError::new(
                    "Octave:incorrect-size",
                    format!("{ini} must be of size {w} but was {h}"),
                ));
            }
            k += 2;
            continue;
        }
        let ok = match name.as_str() {
            "positive" => x.iter().all(|&v| v > 0.0),
            "nonnegative" => x.iter().all(|&v| v >= 0.0),
            "negative" => x.iter().all(|&v| v < 0.0),
            "nonempty" => !a.is_empty(),
            "nonsparse" => !matches!(a, Value::Sparse(_)),
            "scalar" => d.is_scalar(),
            "vector" => d.is_vector(),
            "row" => d.is_row(),
            "column" => d.is_col(),
            "2d" => d.ndims() == 2,
            "3d" => d.ndims() <= 3,
            "square" => d.ndims() == 2 && d.rows() == d.cols(),
            "diag" => {
                d.ndims() == 2
                    && x.iter().enumerate().all(|(i, &v)| {
                        let r = d.rows().max(1);
                        v == 0.0 || i % r == i / r
                    })
            }
            "binary" => x.iter().all(|&v| v == 0.0 || v == 1.0),
            "integer" => x.iter().all(|&v| v == v.floor() && v.is_finite()),
            "finite" => x.iter().all(|v| v.is_finite()),
            "nonnan" => x.iter().all(|v| !v.is_nan()),
            "real" => !a.is_complex(),
            "nonzero" => x.iter().all(|&v| v != 0.0),
            "increasing" => x.windows(2).all(|w| w[1] > w[0]),
            "decreasing" => x.windows(2).all(|w| w[1] < w[0]),
            "nondecreasing" => x.windows(2).all(|w| w[1] >= w[0]),
            "nonincreasing" => x.windows(2).all(|w| w[1] <= w[0]),
            "even" => x.iter().all(|&v| v % 2.0 == 0.0),
            "odd" => x.iter().all(|&v| v.abs() % 2.0 == 1.0),
            _ => {
                return Err(MatError::new(
                    "Octave:invalid-input-arg",
                    format!("validateattributes: unknown ATTRIBUTE {name}"),
                ))
            }
        };
        if !ok {
            return Err(MatError::new(
                format!("Octave:expected-{name}"),
                format!("{ini} must be {name}"),
            ));
        }
        k += 1;
    }
    Ok(vec![])
}

/// FFT (or inverse) of every slice along `dim`, zero-padded or truncated to `n`.
fn fft_impl(name: &str, args: &[Value], inverse: bool) -> Out {
    let v = &args[0];
    let cls = if v.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let (data, real): (Vec<C64>, bool) = match num_view(name, v)? {
        Num::R(r) => (r.data.iter().map(|&x| C64::new(x, 0.0)).collect(), true),
        Num::C(c) => (c.data.to_vec(), false),
    };
    // The transform of real data is Hermitian: Octave computes its first
    // half (FFTW's real-input transform) and sets the second half to the
    // conjugates, so `-0` imaginary parts appear where the first half has
    // `+0` ones (`fft([1 1 1 1 0 0 0 0])` ends with `0 - 0i`).
    let mirror = real && !inverse;
    let dims = v.dims();
    let dim = match args.get(2) {
        Some(d) => dim_arg(name, d)?,
        None => default_dim(&dims),
    };
    let len = dims.get(dim);
    let n = match args.get(1) {
        Some(a) if !a.is_empty() => match a.scalar_f64() {
            Some(x) if x >= 1.0 && x == x.floor() => x as usize,
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: number of points N must be greater than zero"
                )))
            }
        },
        _ => len,
    };
    if dims.is_empty() && args.get(1).is_none_or(|a| a.is_empty()) {
        return one(v.clone());
    }
    let od = with_dim(&dims, dim, n);
    let (before, _, after) = split_at_dim(&dims, dim);
    let mut out = vec![C64::new(0.0, 0.0); od.numel()];
    let mut planner = FftPlanner::<f64>::new();
    let plan = if inverse {
        planner.plan_fft_inverse(n)
    } else {
        planner.plan_fft_forward(n)
    };
    let mut buf = vec![rustfft::num_complex::Complex::<f64>::new(0.0, 0.0); n];
    let scale = if inverse { 1.0 / n as f64 } else { 1.0 };
    for a in 0..after {
        for b in 0..before {
            for (k, slot) in buf.iter_mut().enumerate() {
                *slot = if k < len {
                    let z = data[a * before * len + b + k * before];
                    rustfft::num_complex::Complex::new(z.re, z.im)
                } else {
                    rustfft::num_complex::Complex::new(0.0, 0.0)
                };
            }
            plan.process(&mut buf);
            if mirror {
                for k in n / 2 + 1..n {
                    buf[k] = buf[n - k].conj();
                }
            }
            for (k, z) in buf.iter().enumerate() {
                out[a * before * n + b + k * before] = C64::new(z.re * scale, z.im * scale);
            }
        }
    }
    // Octave narrows the result to real when every imaginary part is zero.
    one(complex_result(cls, od, out))
}

fn fft(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft_impl("fft", args, false)
}
fn ifft(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft_impl("ifft", args, true)
}

/// `fft2(A [, m, n])`, `ifft2(...)`: the transform of every column, then of every row, of
/// each page of A (cut or padded with zeros to m rows and n columns first).
fn fft2_impl(name: &str, args: &[Value], inverse: bool) -> Out {
    let a = &args[0];
    if matches!(
        a,
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_)
    ) {
        return Err(MatError::msg(format!(
            "{name}: wrong type argument '{}'",
            a.class_name_full()
        )));
    }
    if a.is_char() {
        return Err(MatError::msg(
            "invalid conversion from string to real N-D array",
        ));
    }
    // Octave reads each size as the nearest integer; 0 gives an empty result.
    let size = |k: usize, what: &str| -> Result<Option<f64>, MatError> {
        let Some(v) = args.get(k) else {
            return Ok(None);
        };
        let x = v
            .scalar_f64()
            .filter(|_| v.numel() == 1)
            .ok_or_else(|| MatError::msg("invalid conversion from real matrix to real scalar"))?
            .round();
        if x < 0.0 {
            return Err(MatError::msg(format!(
                "{name}: number of {what} must be greater than zero"
            )));
        }
        Ok(Some(x))
    };
    let m = size(1, "rows (N)")?;
    let n = size(2, "columns (M)")?;
    if a.is_empty() || m == Some(0.0) || n == Some(0.0) {
        return one(Value::empty());
    }
    let one_d = if inverse { "ifft" } else { "fft" };
    let points = |x: Option<f64>| x.map_or_else(Value::empty, Value::Num);
    let cols = fft_impl(one_d, &[a.clone(), points(m), Value::Num(1.0)], inverse)?.remove(0);
    fft_impl(one_d, &[cols, points(n), Value::Num(2.0)], inverse)
}

fn fft2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft2_impl("fft2", args, false)
}
fn ifft2(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    fft2_impl("ifft2", args, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
        let mut ctx = Ctx::new();
        f(&mut ctx, args, nargout)
    }

    // Expected values: crates/runtime/tests/octave/misc.m (Octave 7.3).
    #[test]
    fn toc_prints_like_octave() {
        let mut ctx = Ctx::new();
        assert_eq!(
            toc(&mut ctx, &[], 0).unwrap_err().message,
            "toc: function called before timer initialization with tic()"
        );
        tic(&mut ctx, &[], 0).unwrap();
        toc(&mut ctx, &[], 0).unwrap();
        let out = String::from_utf8(ctx.take_out()).unwrap();
        assert!(
            out.starts_with("Elapsed time is ") && out.ends_with(" seconds.\n"),
            "{out}"
        );
        assert_eq!(crate::cfmt::g6(3.09944e-06), "3.09944e-06");
        assert_eq!(crate::cfmt::g6(0.00123), "0.00123");
    }

    #[test]
    fn fft_roundtrip() {
        let x = Value::row_f64(vec![1.0, 2.0, 3.0, 4.0]);
        let f = call(fft, std::slice::from_ref(&x), 1).unwrap().remove(0);
        let z = f.to_c64_vec().unwrap();
        assert_eq!(
            z,
            vec![
                C64::new(10.0, 0.0),
                C64::new(-2.0, 2.0),
                C64::new(-2.0, 0.0),
                C64::new(-2.0, -2.0)
            ]
        );
        let back = call(ifft, &[f], 1).unwrap().remove(0);
        assert_eq!(back, x);
        let p = call(fft, &[Value::row_f64(vec![1.0, 2.0]), Value::Num(4.0)], 1)
            .unwrap()
            .remove(0);
        assert_eq!(p.dims(), crate::value::Dims::rc(1, 4));
    }
}
