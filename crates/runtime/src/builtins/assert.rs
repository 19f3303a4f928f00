//! `assert`: the condition form, and the comparison form with Octave's
//! assert.m rules (class, size, NA/NaN/Inf, absolute and relative tolerance,
//! cells and structs element by element) and its table of mismatches.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{is_na, Class, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("assert", assert)];

/// One line of the mismatch table.
struct Row {
    index: String,
    observed: String,
    expected: String,
    reason: String,
}

impl Row {
    fn new(index: &str, observed: &str, expected: &str, reason: impl Into<String>) -> Row {
        Row {
            index: index.to_string(),
            observed: observed.to_string(),
            expected: expected.to_string(),
            reason: reason.into(),
        }
    }
}

fn assert(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    // MATLAB's `assert(cond, msg, ...)` takes any numeric or logical
    // condition; Octave only a logical one (else it compares with `msg`).
    let cond_form = args.len() == 1
        || (args[1].is_char() && (args[0].is_numeric() || args[0].class() == Class::Logical));
    if cond_form {
        let holds = match &args[0] {
            v if v.is_numeric() || v.class() == Class::Logical => {
                let x = v.to_c64_vec()?;
                !x.is_empty() && x.iter().all(|z| z.re != 0.0 || z.im != 0.0)
            }
            _ => false,
        };
        if holds {
            return Ok(vec![]);
        }
        if args.len() == 1 {
            return Err(MatError::msg("assert (cond) failed"));
        }
        let fmt = args[1].to_str().unwrap_or_default();
        let msg = crate::printf::format(fmt.as_bytes(), &args[2..], "assert")?;
        return Err(MatError::msg(String::from_utf8_lossy(&msg).into_owned()));
    }
    if args.len() > 3 {
        return Err(MatError::invalid_call("assert"));
    }
    let mut messages = Vec::new();
    compare(
        &args[0],
        &args[1],
        args.get(2),
        "(cond,expected,tol)",
        &mut messages,
    )?;
    if messages.is_empty() {
        return Ok(vec![]);
    }
    Err(MatError::msg(messages.join("\n").trim_end().to_string()))
}

/// Compares as one call of assert.m with `tol` given or not; nested calls
/// add their tables to `messages` before this call's own.
fn compare(
    obs: &Value,
    exp: &Value,
    tol: Option<&Value>,
    argin: &str,
    messages: &mut Vec<String>,
) -> Result<(), MatError> {
    let mut rows = Vec::new();
    let size_str = |v: &Value| {
        v.dims()
            .as_slice()
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("x")
    };
    let dims_differ = obs.dims().as_slice() != exp.dims().as_slice();
    let dims_row = |rows: &mut Vec<Row>, reason: &str| {
        rows.push(Row::new(
            ".",
            &format!("O({})", size_str(obs)),
            &format!("E({})", size_str(exp)),
            reason,
        ))
    };
    let zero = Value::Num(0.0);
    let nested_tol = Some(tol.unwrap_or(&zero));
    if exp.is_char() {
        if !obs.is_char() {
            if obs.is_numeric() {
                let shown = num2str(obs).join("\n");
                rows.push(Row::new(
                    ".",
                    &shown,
                    &text(exp),
                    "Expected string, but observed number",
                ));
            } else {
                rows.push(Row::new(
                    ".",
                    "O",
                    &text(exp),
                    format!("Expected string, but observed {}", obs.class_name()),
                ));
            }
        } else if dims_differ || text(obs) != text(exp) {
            rows.push(Row::new(
                "[]",
                &text(obs),
                &text(exp),
                "Strings don't match",
            ));
        }
    } else if let Value::Cell(e) = exp {
        match obs {
            Value::Cell(o) if !dims_differ => {
                for (x, y) in o.data.iter().zip(&e.data) {
                    if compare(x, y, nested_tol, "(cond {i},expected {i},tol)", messages).is_err() {
                        rows.push(Row::new("{}", "O", "E", "Cell configuration error"));
                        break;
                    }
                }
            }
            Value::Cell(_) => dims_row(&mut rows, "Dimensions don't match"),
            _ => rows.push(Row::new(
                ".",
                "O",
                "E",
                format!("Expected cell, but observed {}", obs.class_name()),
            )),
        }
    } else if let Value::Func(e) = exp {
        match obs {
            Value::Func(o) if o == e => {}
            Value::Func(_) => rows.push(Row::new("@", "O", "E", "Function handles don't match")),
            _ => rows.push(Row::new(
                "@",
                "O",
                "E",
                format!(
                    "Expected function handle, but observed {}",
                    obs.class_name()
                ),
            )),
        }
    } else if let Value::Struct(e) = exp {
        match obs {
            Value::Struct(o) if dims_differ || o.nfields() != e.nfields() => {
                dims_row(&mut rows, "Structure sizes don't match")
            }
            Value::Struct(o) => {
                let (mut fo, mut fe) = (o.fields.clone(), e.fields.clone());
                fo.sort();
                fe.sort();
                if fo != fe {
                    rows.push(Row::new(".", "O", "E", "Structure fieldname mismatch"));
                } else {
                    let r = compare(
                        &Value::Bool(o.numel() == 0),
                        &Value::Bool(e.numel() == 0),
                        None,
                        "(isempty (cond),isempty (expected))",
                        messages,
                    )
                    .and_then(|()| {
                        for f in &o.fields {
                            let (i, j) = (o.field_index(f), e.field_index(f));
                            let (Some(i), Some(j)) = (i, j) else { continue };
                            let v: Vec<Value> =
                                (0..o.numel()).map(|k| o.get(k, i).clone()).collect();
                            let w: Vec<Value> =
                                (0..e.numel()).map(|k| e.get(k, j).clone()).collect();
                            compare(
                                &Value::cell_row(v),
                                &Value::cell_row(w),
                                nested_tol,
                                "(v,{expected.(k)},tol)",
                                messages,
                            )?;
                        }
                        Ok(())
                    });
                    if r.is_err() {
                        rows.push(Row::new(".", "O", "E", "Structure configuration error"));
                    }
                }
            }
            _ => rows.push(Row::new(
                ".",
                "O",
                "E",
                format!("Expected struct, but observed {}", obs.class_name()),
            )),
        }
    } else if dims_differ {
        dims_row(&mut rows, "Dimensions don't match");
    } else {
        if tol.is_none() {
            if obs.class_name() != exp.class_name() {
                rows.push(Row::new(
                    "()",
                    "O",
                    "E",
                    format!("Class {} != {}", obs.class_name(), exp.class_name()),
                ));
            } else if (obs.is_numeric() || obs.class() == Class::Logical)
                && matches!(obs, Value::Sparse(_)) != matches!(exp, Value::Sparse(_))
            {
                let reason = if matches!(obs, Value::Sparse(_)) {
                    "sparse != non-sparse"
                } else {
                    "non-sparse != sparse"
                };
                rows.push(Row::new("()", "O", "E", reason));
            } else if obs.is_complex() != exp.is_complex() {
                let reason = if obs.is_complex() {
                    "complex != real"
                } else {
                    "real != complex"
                };
                rows.push(Row::new("()", "O", "E", reason));
            }
        }
        if rows.is_empty() {
            numeric_rows(obs, exp, tol, &mut rows)?;
        }
    }
    if !rows.is_empty() {
        messages.push(table(argin, &rows));
    }
    Ok(())
}

/// The element-by-element comparison of two numeric arrays of one size.
fn numeric_rows(
    obs: &Value,
    exp: &Value,
    tol: Option<&Value>,
    rows: &mut Vec<Row>,
) -> Result<(), MatError> {
    let not_numeric = |v: &Value| matches!(v, Value::Cell(_) | Value::Struct(_) | Value::Func(_));
    if not_numeric(obs) || not_numeric(exp) {
        return Err(MatError::msg(format!(
            "binary operator '-' not implemented for '{}' by '{}' operations",
            obs.type_desc(),
            exp.type_desc()
        )));
    }
    let a = obs.to_c64_vec()?;
    let b = exp.to_c64_vec()?;
    let n = a.len();
    let mtol: Vec<f64> = match tol {
        None => vec![0.0; n],
        Some(t) => {
            let t = t.to_f64_vec()?;
            if t.len() == 1 {
                vec![t[0]; n]
            } else if t.len() == n {
                t
            } else {
                return Err(MatError::msg(format!(
                    "operator -: nonconformant arguments (op1 is {}, op2 is {})",
                    obs.dims().to_string_x(),
                    exp.dims().to_string_x()
                )));
            }
        }
    };
    // Arithmetic happens in the narrower class, as Octave's mixed operations do.
    let int_class = [obs.class(), exp.class()].into_iter().find(|c| c.is_int());
    let single = obs.class() == Class::Single || exp.class() == Class::Single;
    let narrow = |x: f64| -> f64 {
        match int_class {
            Some(c) => {
                let (lo, hi) = c.int_range().unwrap_or((f64::MIN, f64::MAX));
                if x.is_nan() {
                    0.0
                } else {
                    x.round().clamp(lo, hi)
                }
            }
            None if single => x as f32 as f64,
            None => x,
        }
    };
    let both_int = obs.class().is_int() && exp.class().is_int();
    let is_real = !obs.is_complex() && !exp.is_complex();
    let mut seen = vec![false; n];
    let (mut a0, mut b0) = (a.clone(), b.clone());
    let mut groups: Vec<(Vec<usize>, Vec<String>)> = Vec::new();
    if !both_int {
        let parts = |z: C64| {
            if is_real {
                vec![z.re]
            } else {
                vec![z.re, z.im]
            }
        };
        let differs = |f: &dyn Fn(f64) -> bool, x: C64, y: C64| {
            parts(x)
                .into_iter()
                .zip(parts(y))
                .any(|(p, q)| f(p) != f(q))
        };
        let mut exceptional =
            |test: &dyn Fn(C64, C64) -> bool, reason: &str, seen: &mut Vec<bool>| {
                let idx: Vec<usize> = (0..n).filter(|&k| !seen[k] && test(a[k], b[k])).collect();
                for &k in &idx {
                    seen[k] = true;
                }
                if !idx.is_empty() {
                    let reasons = vec![reason.to_string(); idx.len()];
                    groups.push((idx, reasons));
                }
            };
        exceptional(&|x, y| differs(&is_na, x, y), "'NA' mismatch", &mut seen);
        exceptional(
            &|x, y| differs(&f64::is_nan, x, y),
            "'NaN' mismatch",
            &mut seen,
        );
        exceptional(
            &|x, y| {
                let inf = |p: f64, q: f64| (p.is_infinite() || q.is_infinite()) && p != q;
                inf(x.re, y.re) || (!is_real && inf(x.im, y.im))
            },
            "'Inf' mismatch",
            &mut seen,
        );
        for k in 0..n {
            if seen[k] || !a[k].re.is_finite() && !b[k].re.is_finite() {
                a0[k].re = 0.0;
                b0[k].re = 0.0;
            }
            if seen[k] || !a[k].im.is_finite() && !b[k].im.is_finite() {
                a0[k].im = 0.0;
                b0[k].im = 0.0;
            }
        }
    }
    let g = |f: &str, v: &[f64]| -> String {
        let args: Vec<Value> = v.iter().map(|&a| Value::Num(a)).collect();
        crate::printf::format(f.as_bytes(), &args, "assert")
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default()
    };
    // Single arithmetic rounds the operands first; integer arithmetic the result.
    let operand = |x: f64| if int_class.is_none() { narrow(x) } else { x };
    let diff = |k: usize| -> f64 {
        let d = C64::new(
            narrow(operand(a0[k].re) - operand(b0[k].re)),
            narrow(operand(a0[k].im) - operand(b0[k].im)),
        );
        narrow(d.norm())
    };
    let ne = |k: usize| {
        if single && int_class.is_none() {
            narrow(a0[k].re) != narrow(b0[k].re) || narrow(a0[k].im) != narrow(b0[k].im)
        } else {
            a0[k] != b0[k]
        }
    };
    let abs_reason = |k: usize, t: f64| {
        let e = diff(k);
        g("Abs err %.5g exceeds tol %.5g by %.1g", &[e, t, e - t])
    };
    let pick =
        |test: &dyn Fn(usize) -> bool| -> Vec<usize> { (0..n).filter(|&k| test(k)).collect() };
    let idx = pick(&|k| mtol[k] == 0.0 && ne(k));
    let reasons = idx.iter().map(|&k| abs_reason(k, mtol[k])).collect();
    groups.push((idx, reasons));
    let idx = pick(&|k| mtol[k] > 0.0 && diff(k) > mtol[k]);
    let reasons = idx.iter().map(|&k| abs_reason(k, mtol[k])).collect();
    groups.push((idx, reasons));
    let idx = pick(&|k| mtol[k] < 0.0 && b0[k].norm() == 0.0 && a0[k].norm() > -mtol[k]);
    let reasons = idx.iter().map(|&k| abs_reason(k, -mtol[k])).collect();
    groups.push((idx, reasons));
    let rel = |k: usize| {
        let d = b0[k].norm();
        let d = if d != 0.0 { d } else { f64::INFINITY };
        narrow(diff(k) / d)
    };
    let idx = pick(&|k| mtol[k] < 0.0 && rel(k) > -mtol[k]);
    let reasons = idx
        .iter()
        .map(|&k| {
            let r = rel(k);
            g(
                "Rel err %.5g exceeds tol %.5g by %.1g",
                &[r, -mtol[k], r + mtol[k]],
            )
        })
        .collect();
    groups.push((idx, reasons));

    let dims = obs.dims().as_slice().to_vec();
    for (idx, reasons) in groups {
        if idx.is_empty() {
            continue;
        }
        let observed = num2str(&column(obs, &a, &idx));
        let expected = num2str(&column(exp, &b, &idx));
        for (n, (&k, reason)) in idx.iter().zip(reasons).enumerate() {
            rows.push(Row {
                index: location(&dims, k),
                observed: observed.get(n).cloned().unwrap_or_default(),
                expected: expected.get(n).cloned().unwrap_or_default(),
                reason,
            });
        }
    }
    Ok(())
}

/// The elements `idx` of a value as a column of its kind (for `num2str`).
fn column(v: &Value, data: &[C64], idx: &[usize]) -> Value {
    let picked: Vec<C64> = idx.iter().map(|&k| data[k]).collect();
    if v.is_complex() {
        Value::complex(crate::value::Tensor::col(picked))
    } else {
        Value::col_f64(picked.iter().map(|z| z.re).collect())
    }
}

/// `strtrim (cellstr (num2str (x)))`.
fn num2str(v: &Value) -> Vec<String> {
    let mut ctx = Ctx::new();
    super::call(&mut ctx, "num2str", std::slice::from_ref(v), 1)
        .ok()
        .and_then(|mut r| r.pop())
        .and_then(|v| v.char_rows())
        .unwrap_or_default()
        .iter()
        .map(|r| r.trim().to_string())
        .collect()
}

/// A char array's characters in storage order, as `%s` prints them.
fn text(v: &Value) -> String {
    match v {
        Value::Char(t) => String::from_utf8_lossy(&t.data).into_owned(),
        _ => String::new(),
    }
}

/// `ind2tuple`: the subscripts of element `k`, leaving out singleton
/// dimensions of a matrix.
fn location(dims: &[usize], k: usize) -> String {
    let mut subs = Vec::new();
    let mut r = k;
    for &d in dims {
        subs.push(r % d.max(1) + 1);
        r /= d.max(1);
    }
    let keep: Vec<usize> = if dims.len() == 2 {
        (0..2).filter(|&q| dims[q] != 1).collect()
    } else {
        (0..dims.len()).collect()
    };
    let s: Vec<String> = keep.iter().map(|&q| subs[q].to_string()).collect();
    format!("({})", s.join(","))
}

/// assert.m's `pprint`.
fn table(argin: &str, rows: &[Row]) -> String {
    let mut s = format!(
        "ASSERT errors for:  assert {argin}\n\n  Location  |  Observed  |  Expected  |  Reason\n"
    );
    let cell = |s: &str| -> String {
        let half = s.len() / 2;
        let w1 = 6 + half;
        let w2 = 6usize.saturating_sub(half);
        format!("{s:>w1$}{:w2$}", "")
    };
    for r in rows {
        s.push_str(&format!(
            "{} {} {}   {}\n",
            cell(&r.index),
            cell(&r.observed),
            cell(&r.expected),
            r.reason
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: &[Value]) -> Result<Vec<Value>, MatError> {
        assert(&mut Ctx::new(), args, 0)
    }

    fn message(args: &[Value]) -> String {
        call(args).unwrap_err().message
    }

    // Messages as Octave 7.3's assert.m writes them.
    #[test]
    fn condition_form() {
        assert_eq!(message(&[Value::Bool(false)]), "assert (cond) failed");
        let args = [Value::Bool(false), Value::str("bad %d"), Value::Num(3.0)];
        assert_eq!(message(&args), "bad 3");
        assert!(call(&[Value::Num(1.0), Value::str("fine")]).is_ok());
        assert!(call(&[Value::str("a")]).is_err());
    }

    #[test]
    fn comparison_form() {
        assert!(call(&[Value::Num(1.0), Value::Num(1.0)]).is_ok());
        let three = |z: f64| Value::row_f64(vec![1.0, 2.0, z]);
        let e = message(&[three(3.0), three(4.0)]);
        assert!(
            e.ends_with("(3)           3            4         Abs err 1 exceeds tol 0 by 1"),
            "{e}"
        );
        let e = message(&[Value::Bool(true), Value::Num(1.0)]);
        assert!(e.contains("Class logical != double"), "{e}");
        // With a tolerance the classes may differ, and single arithmetic rounds.
        let pi32 = Value::single(crate::value::Tensor::scalar(std::f32::consts::PI));
        assert!(call(&[
            pi32,
            Value::Num(std::f64::consts::PI),
            Value::Num(f64::EPSILON)
        ])
        .is_ok());
        let e = message(&[Value::Num(1.1), Value::Num(1.0), Value::Num(-0.01)]);
        assert!(e.contains("Rel err 0.1 exceeds tol 0.01 by 0.09"), "{e}");
        let e = message(&[Value::Num(f64::NAN), Value::Num(1.0)]);
        assert!(e.contains("'NaN' mismatch"), "{e}");
        assert!(call(&[Value::Num(f64::NAN), Value::Num(f64::NAN)]).is_ok());
        let e = message(&[Value::str("ab"), Value::str("ac")]);
        assert!(e.contains("Strings don't match"), "{e}");
    }

    #[test]
    fn cells_compare_element_by_element() {
        let c = |v: Vec<Value>| Value::cell_row(v);
        assert!(call(&[c(vec![Value::Num(1.0)]), c(vec![Value::Num(1.0)])]).is_ok());
        let e = message(&[c(vec![Value::Num(1.0)]), c(vec![Value::Num(2.0)])]);
        assert!(
            e.starts_with("ASSERT errors for:  assert (cond {i},expected {i},tol)"),
            "{e}"
        );
        let e = message(&[c(vec![]), c(vec![Value::Num(2.0)])]);
        assert!(e.contains("Dimensions don't match"), "{e}");
    }
}
