//! Argument validation as Octave's m-files: `validateattributes`, `validatestring`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::Value;

use super::args::*;
use super::strfun::is_cellstr;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("validateattributes", validateattributes),
    ("validatestring", validatestring),
];

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

/// `validatestring(STR, STRARRAY, FUNCNAME, VARNAME, POSITION)`: the one
/// entry STR is a case-insensitive prefix of (or the shortest, when it is a
/// prefix of all the others matched), else validatestring.m's errors.
pub(crate) fn validatestring(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() < 2 || args.len() > 5 {
        return Err(MatError::invalid_call("validatestring"));
    }
    let mut rest: Vec<&Value> = args[2..].iter().collect();
    let mut position = 0i64;
    if let Some(v) = rest.last() {
        if v.is_numeric() {
            position = v.scalar_f64().unwrap_or(0.0).trunc() as i64;
            rest.pop();
            if position < 1 {
                return Err(MatError::msg("validatestring: POSITION must be >= 1"));
            }
        }
    }
    let names: Vec<&Value> = rest.iter().copied().filter(|v| v.is_char()).collect();
    let not_row = |v: &&Value| !(v.is_empty() || v.dims().ndims() == 2 && v.dims().rows() == 1);
    if names.len() > 2 {
        return Err(MatError::msg(
            "validatestring: invalid number of character inputs (> 3)",
        ));
    }
    let chars: Vec<String> = names
        .iter()
        .map(|v| v.to_str().unwrap_or_default())
        .collect();
    let funcname = chars.first().cloned().unwrap_or_default();
    let varname = chars.get(1).cloned().unwrap_or_default();
    let s = match &args[0] {
        Value::Char(t) if t.rows() == 1 && t.dims.ndims() == 2 => t.data.clone(),
        _ => {
            return Err(MatError::msg(
                "validatestring: STR must be a single character string",
            ))
        }
    };
    if !is_cellstr(&args[1]) {
        return Err(MatError::msg("validatestring: STRARRAY must be a cellstr"));
    }
    if names.first().is_some_and(not_row) {
        return Err(MatError::msg(
            "validatestring: FUNCNAME must be a single character string",
        ));
    }
    if names.get(1).is_some_and(not_row) {
        return Err(MatError::msg(
            "validatestring: VARNAME must be a single character string",
        ));
    }
    let opts: Vec<Vec<u8>> = args[1]
        .as_cell()
        .map(|t| {
            t.data
                .iter()
                .map(|x| match x {
                    Value::Char(c) => c.data.clone(),
                    _ => Vec::new(),
                })
                .collect()
        })
        .unwrap_or_default();
    let funcname = if funcname.is_empty() {
        "validatestring".to_string()
    } else {
        funcname
    };
    let mut errstr = format!("{funcname}: '{}' ", String::from_utf8_lossy(&s));
    if !varname.is_empty() {
        if position > 0 {
            errstr = format!("{errstr}(variable {varname}, argument #{position}) ");
        } else {
            errstr = format!("{errstr}(variable {varname}) ");
        }
    } else if position > 0 {
        errstr = format!("{errstr}(argument #{position}) ");
    }
    let prefix = crate::options::Spelling::Prefix(0);
    let matches: Vec<usize> = (0..opts.len())
        .filter(|&k| crate::options::names(&s, &opts[k], prefix))
        .collect();
    let list = |ks: &[usize]| {
        ks.iter()
            .map(|&k| format!("'{}'", String::from_utf8_lossy(&opts[k])))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match matches.len() {
        0 => Err(MatError::msg(format!(
            "{errstr}does not match any of\n{}",
            list(&(0..opts.len()).collect::<Vec<_>>())
        ))),
        1 => one(Value::str_bytes(&opts[matches[0]])),
        _ => {
            let shortest = *matches
                .iter()
                .min_by_key(|&&k| opts[k].len())
                .expect("several matches");
            let short = &opts[shortest];
            if matches
                .iter()
                .all(|&k| crate::options::names(short, &opts[k], prefix))
            {
                one(Value::str_bytes(short))
            } else {
                Err(MatError::msg(format!(
                    "{errstr}matches multiple possible values:\n{}",
                    list(&matches)
                )))
            }
        }
    }
}
