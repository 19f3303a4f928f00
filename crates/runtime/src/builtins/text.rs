//! Formatting and console-output builtins: `sprintf fprintf printf disp
//! display num2str mat2str int2str format puts fputs fdisp fflush stdout stderr
//! clc more diary page_screen_output page_output_immediately`.
//!
//! `num2str`, `mat2str` and `int2str` follow the algorithms of Octave 7.3's
//! m-files (choice of `%g`/`%f` format from the magnitude, one format per
//! column, rows trimmed of common blank columns) on top of `printf::format`.

use std::rc::Rc;

use crate::ctx::{Ctx, FormatMode};
use crate::display;
use crate::error::MatError;
use crate::printf;
use crate::value::{Dims, Tensor, Value};

use super::args::empty_char;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("sprintf", sprintf),
    ("fprintf", fprintf),
    ("printf", printf_),
    ("disp", disp),
    ("display", display_),
    ("num2str", num2str),
    ("mat2str", mat2str),
    ("int2str", int2str),
    ("format", format),
    ("puts", puts),
    ("fputs", fputs),
    ("fdisp", fdisp),
    ("fflush", fflush),
    ("stdout", stdout),
    ("stderr", stderr),
    ("stdin", stdin),
    ("clc", clc),
    ("more", more),
    ("diary", diary),
    ("page_screen_output", page_screen_output),
    ("page_output_immediately", page_output_immediately),
];

/// A 1xN char row (Octave's sprintf result shape, also for empty text).
fn char_row(b: Vec<u8>) -> Value {
    let n = b.len();
    Value::Char(Rc::new(Tensor::new(Dims::rc(1, n), b)))
}

/// The format argument: char array read column-major as Octave does.
fn format_text(v: &Value, who: &str) -> Result<Vec<u8>, MatError> {
    match v {
        Value::Char(t) => Ok(t.data.clone()),
        _ => Err(MatError::msg(format!(
            "{who}: format TEMPLATE must be a string"
        ))),
    }
}

fn sprintf(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let fmt = format_text(&args[0], "sprintf")?;
    let out = printf::format(&fmt, &args[1..], "sprintf")?;
    // `[STR, ERRMSG, COUNT]`: errors are raised, so the message is empty.
    let count = Value::Num(out.len() as f64);
    Ok(vec![char_row(out), empty_char(), count])
}

use super::files::write_fid;

fn fprintf(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    let (fid, rest) = match &args[0] {
        Value::Char(_) => (1.0, args),
        // A lone argument that is not a format is a wrong call.
        _ if args.len() == 1 => return Err(MatError::invalid_call("fprintf")),
        v => {
            let fid = v
                .scalar_f64()
                .ok_or_else(|| MatError::msg("fprintf: invalid stream number"))?;
            (fid, &args[1..])
        }
    };
    let fmt = format_text(&rest[0], "fprintf")?;
    let out = printf::format(&fmt, &rest[1..], "fprintf")?;
    let n = write_fid(ctx, fid, &out, "fprintf")?;
    Ok(if nargout > 0 {
        vec![Value::Num(n as f64)]
    } else {
        vec![]
    })
}

/// The stream number of a `fid` argument (a real scalar).
fn fid_arg(v: &Value, who: &str) -> Result<f64, MatError> {
    v.scalar_f64()
        .filter(|_| !v.is_char())
        .ok_or_else(|| MatError::msg(format!("{who}: invalid stream number")))
}

/// `puts (STR)`: the text as is, no format or escape processing.
fn puts(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    put_text(ctx, 1.0, &args[0], nargout, "puts")
}

/// `puts`/`fputs`: TEXT written as it is; status 0, or -1 (and nothing
/// written) when TEXT is not a string, as in Octave.
fn put_text(
    ctx: &mut Ctx,
    fid: f64,
    text: &Value,
    nargout: usize,
    who: &str,
) -> Result<Vec<Value>, MatError> {
    let status = if text.is_char() {
        let s = format_text(text, who)?;
        write_fid(ctx, fid, &s, who)?;
        0.0
    } else {
        -1.0
    };
    Ok(if nargout > 0 {
        vec![Value::Num(status)]
    } else {
        vec![]
    })
}

fn fputs(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    let fid = fid_arg(&args[0], "fputs")?;
    put_text(ctx, fid, &args[1], nargout, "fputs")
}

fn fdisp(ctx: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let fid = fid_arg(&args[0], "fdisp")?;
    let s = display::disp_bytes(ctx, &args[1]);
    write_fid(ctx, fid, &s, "fdisp")?;
    Ok(vec![])
}

/// Output is buffered in `Ctx` and written by the interpreter in order,
/// so flushing has nothing to do; it returns Octave's success status.
fn fflush(_: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    fid_arg(&args[0], "fflush")?;
    Ok(if nargout > 0 {
        vec![Value::Num(0.0)]
    } else {
        vec![]
    })
}

fn stdout(_: &mut Ctx, _: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    Ok(vec![Value::Num(1.0)])
}

fn stdin(_: &mut Ctx, _: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    Ok(vec![Value::Num(0.0)])
}

fn stderr(_: &mut Ctx, _: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    Ok(vec![Value::Num(2.0)])
}

/// `clc`: Octave writes nothing when its output is not a terminal, which
/// is always the case for a program run by matc.
fn clc(_: &mut Ctx, _: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    Ok(vec![])
}

/// `diary [on|off|FILE]`: a copy of what the program prints (standard
/// output and error) is appended to FILE (`diary` in the current folder)
/// while on; alone it switches; `[STATUS, FILE] = diary` asks.
fn diary(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    if nargout > 0 {
        let d = &ctx.diary;
        return Ok(vec![Value::Bool(d.is_on()), Value::str(&d.name)]);
    }
    let word = match args {
        [] => None,
        [a] => Some(
            a.as_string()
                .ok_or_else(|| MatError::msg("diary: argument must be a string"))?,
        ),
        _ => return Err(MatError::invalid_call("diary")),
    };
    let on = match word.as_deref() {
        None => !ctx.diary.is_on(),
        Some("on") => true,
        Some("off") => false,
        Some(name) => {
            // A refused file leaves the diary as it was.
            crate::sandbox::admit_path("diary", name)?;
            ctx.switch_diary(None);
            ctx.diary.name = name.to_string();
            true
        }
    };
    let file = if on {
        let name = &ctx.diary.name;
        crate::sandbox::admit_path("diary", name)?;
        let file = crate::os::open(name, crate::os::Access::APPEND)
            .map_err(|e| MatError::msg(format!("diary: can't open diary file '{name}': {e}")))?;
        Some(file)
    } else {
        None
    };
    ctx.switch_diary(file);
    Ok(vec![])
}

/// `more on|off`: matc never pages output, so only the argument is checked.
fn more(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    match args {
        [] => Ok(vec![]),
        [a] if matches!(a.as_string().as_deref(), Some("on" | "off")) => Ok(vec![]),
        _ => Err(MatError::msg("more: argument must be \"on\" or \"off\"")),
    }
}

/// `page_screen_output` / `page_output_immediately`: report what Octave
/// reports when running a script file (both false); setting them changes
/// nothing since matc never pages.
fn pager_flag(args: &[Value], nargout: usize, default: bool) -> Result<Vec<Value>, MatError> {
    if args.len() > 2 {
        return Err(MatError::invalid_call("page_screen_output"));
    }
    if args.is_empty() || nargout > 0 {
        Ok(vec![Value::Bool(default)])
    } else {
        Ok(vec![])
    }
}

fn page_screen_output(_: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    pager_flag(args, nargout, false)
}

fn page_output_immediately(
    _: &mut Ctx,
    args: &[Value],
    nargout: usize,
) -> Result<Vec<Value>, MatError> {
    pager_flag(args, nargout, false)
}

fn printf_(ctx: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let fmt = format_text(&args[0], "printf")?;
    let out = printf::format(&fmt, &args[1..], "printf")?;
    ctx.print_bytes(&out);
    Ok(vec![])
}

fn disp(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    let s = display::disp_bytes(ctx, &args[0]);
    if nargout > 0 {
        Ok(vec![char_row(s)])
    } else {
        ctx.print_bytes(&s);
        Ok(vec![])
    }
}

/// `display(x)` called as a function: the interpreter, which knows the
/// argument's variable name, calls `display::display_bytes` itself; here
/// the value has no name and prints like `disp`.
fn display_(ctx: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    if args.len() != 1 {
        return Err(MatError::invalid_call("display"));
    }
    let s = display::disp_bytes(ctx, &args[0]);
    ctx.print_bytes(&s);
    Ok(vec![])
}

/// `format(...)` sets the display format; `[FORMAT, SPACING, CASE] =
/// format` asks for it (setting and asking at once only asks, as Octave 7.3).
fn format(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    if nargout > 0 {
        if !args.is_empty() {
            ctx.warn(
                "",
                "format: cannot query and set format at the same time, ignoring set operation",
            );
        }
        let name = match ctx.format {
            FormatMode::Short => "short",
            FormatMode::Long => "long",
            FormatMode::ShortG => "shortg",
            FormatMode::LongG => "longg",
            FormatMode::ShortE => "shorte",
            FormatMode::LongE => "longe",
            FormatMode::Bank => "bank",
            FormatMode::Rat => "rat",
        };
        let spacing = if ctx.compact { "compact" } else { "loose" };
        let case = if ctx.uppercase {
            "uppercase"
        } else {
            "lowercase"
        };
        return Ok(vec![
            Value::str(name),
            Value::str(spacing),
            Value::str(case),
        ]);
    }
    if args.is_empty() {
        ctx.format = FormatMode::Short;
        ctx.compact = false;
        ctx.uppercase = false;
        return Ok(vec![]);
    }
    let mut words = Vec::new();
    for a in args {
        let s = a
            .as_string()
            .ok_or_else(|| MatError::msg("format: FORMAT must be a string"))?;
        words.push(s);
    }
    // Every word is checked before any takes effect: a bad one changes nothing.
    let (mut mode, mut compact, mut upper) = (ctx.format, ctx.compact, ctx.uppercase);
    let mut k = 0;
    while k < words.len() {
        // `format long g` may be two words; the second is matched as
        // written (`format long E` is an error, as in Octave 7.3).
        let next = words.get(k + 1).map(String::as_str);
        let word = words[k].to_ascii_lowercase();
        let (short, long) = match next {
            Some("e") => (FormatMode::ShortE, FormatMode::LongE),
            Some("g") => (FormatMode::ShortG, FormatMode::LongG),
            _ => (FormatMode::Short, FormatMode::Long),
        };
        let paired = matches!(next, Some("e" | "g")) && matches!(word.as_str(), "short" | "long");
        match word.as_str() {
            "short" => mode = short,
            "long" => mode = long,
            "shortg" => mode = FormatMode::ShortG,
            "longg" => mode = FormatMode::LongG,
            "shorte" => mode = FormatMode::ShortE,
            "longe" => mode = FormatMode::LongE,
            "bank" => mode = FormatMode::Bank,
            "rat" => mode = FormatMode::Rat,
            "compact" => compact = true,
            "loose" => compact = false,
            "uppercase" => upper = true,
            "lowercase" => upper = false,
            "eng" | "shorteng" | "longeng" | "hex" | "native-hex" | "bit" | "native-bit" | "+"
            | "plus" | "free" | "none" => {
                return Err(MatError::msg(format!(
                    "format: matc does not print in format '{word}'"
                )));
            }
            other => {
                return Err(MatError::msg(format!(
                    "format: unrecognized format state '{other}'"
                )));
            }
        }
        k += if paired { 2 } else { 1 };
    }
    (ctx.format, ctx.compact, ctx.uppercase) = (mode, compact, upper);
    Ok(vec![])
}

/// `strtrim` of a char matrix: drop the leading and trailing columns that
/// are blank in every row.
fn strtrim_rows(rows: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let w = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let padded: Vec<Vec<u8>> = rows
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.resize(w, b' ');
            r
        })
        .collect();
    let is_sp = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | 11 | 12 | b'\r' | 0);
    let col_blank = |j: usize| padded.iter().all(|r| is_sp(r[j]));
    let first = (0..w).find(|&j| !col_blank(j));
    let Some(first) = first else {
        return Vec::new();
    };
    let last = (0..w).rev().find(|&j| !col_blank(j)).unwrap_or(first);
    padded.iter().map(|r| r[first..=last].to_vec()).collect()
}

/// A char matrix from equal-length rows (`char(...)` of a row list).
fn char_matrix(rows: Vec<Vec<u8>>) -> Value {
    if rows.is_empty() {
        return Value::Char(Rc::new(Tensor::new(Dims::rc(0, 0), vec![])));
    }
    let r = rows.len();
    let c = rows.iter().map(|x| x.len()).max().unwrap_or(0);
    let mut data = vec![b' '; r * c];
    for (i, row) in rows.iter().enumerate() {
        for (j, &ch) in row.iter().enumerate() {
            data[i + j * r] = ch;
        }
    }
    Value::Char(Rc::new(Tensor::new(Dims::rc(r, c), data)))
}

/// `strtrim (char (ostrsplit (s, "\n", true)))`.
fn split_trim(s: &[u8], drop_empty: bool) -> Value {
    let rows: Vec<Vec<u8>> = s
        .split(|&c| c == b'\n')
        .filter(|r| !drop_empty || !r.is_empty())
        .map(|r| r.to_vec())
        .collect();
    let rows = strtrim_rows(&rows);
    if rows.is_empty() {
        return Value::str("");
    }
    char_matrix(rows)
}

/// Elements of `x` in row-major order of its 2-D view (`x.'(:)`), with N-d
/// arrays flattened into columns as `permute (x, [2, 3:nd, 1])` does.
fn rows_first<T: Clone>(data: &[T], d: &Dims) -> Vec<T> {
    let r = d.rows();
    let c = data.len().checked_div(r).unwrap_or(0);
    let mut out = Vec::with_capacity(data.len());
    for i in 0..r {
        for j in 0..c {
            out.push(data[i + j * r].clone());
        }
    }
    out
}

/// Number of `%` conversions in a format (`%%` excluded).
fn count_conversions(fmt: &str) -> usize {
    fmt.replace("%%", "").matches('%').count()
}

fn deblank(s: &str) -> &str {
    s.trim_end_matches([' ', '\t', '\n', '\0', '\x0b', '\x0c', '\r'])
}

fn num2str(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let x = &args[0];
    let numeric_like = x.is_numeric() || matches!(x, Value::Bool(_) | Value::Logical(_));
    if x.is_char() {
        return Ok(vec![x.clone()]);
    }
    if !numeric_like {
        return Err(MatError::msg(
            "num2str: X must be a numeric, logical, or character array",
        ));
    }
    if x.is_empty() {
        return Ok(vec![empty_char()]);
    }
    let d = x.dims();
    let is_float = matches!(x.class_name(), "double" | "single");
    let prec_arg = |a: &Value| -> Result<Option<usize>, MatError> {
        match a.scalar_f64() {
            Some(p) if p >= 0.0 && p.fract() == 0.0 && !a.is_char() => Ok(Some(p as usize)),
            _ if a.is_char() => Ok(None),
            _ => Err(MatError::msg(
                "num2str: PRECISION must be a scalar integer >= 0",
            )),
        }
    };
    if x.is_complex() {
        let z = x.to_c64_vec()?;
        let fmt = if args.len() == 2 {
            match prec_arg(&args[1])? {
                Some(p) => format!("%{}.{}g%-+{}.{}gi", p + 7, p, p + 7, p),
                None => {
                    let a = args[1].as_string().unwrap_or_default();
                    let tail: String = a.chars().skip(1).collect();
                    format!("{}%-+{}i", deblank(&a), tail)
                }
            }
        } else {
            let re_max = z
                .iter()
                .filter(|c| c.re.is_finite())
                .map(|c| c.re.abs())
                .fold(f64::NAN, f64::max);
            let im_max = z
                .iter()
                .filter(|c| c.im.is_finite())
                .map(|c| c.im.abs())
                .fold(f64::NAN, f64::max);
            let m = re_max.max(im_max);
            let mut ndgt = if m.is_nan() || m == 0.0 {
                0
            } else {
                m.log10().floor() as i64
            };
            let nonint = z
                .iter()
                .filter(|c| c.re.is_finite() && c.im.is_finite())
                .any(|c| c.re.fract() != 0.0 || c.im.fract() != 0.0);
            if nonint {
                ndgt = (ndgt + 5).clamp(5, 16);
                format!("%{}.{}g%-+{}.{}gi", ndgt + 7, ndgt, ndgt + 7, ndgt)
            } else {
                ndgt += 3;
                format!("%{}.0f%-+{}.0fi", ndgt, ndgt)
            }
        };
        let nc = d.cols();
        let fmt_row = format!("{}\n", deblank(&fmt.repeat(nc)));
        let r = d.rows();
        let mut vals = Vec::with_capacity(z.len() * 2);
        for i in 0..r {
            for j in 0..nc {
                let c = z[i + j * r];
                vals.push(c.re);
                vals.push(c.im);
            }
        }
        let s = printf::format(fmt_row.as_bytes(), &[Value::row_f64(vals)], "sprintf")?;
        let mut t = String::from_utf8_lossy(&s).into_owned();
        t = collapse_imag_spaces(&t);
        let body = t.strip_suffix('\n').unwrap_or(&t);
        return Ok(vec![split_trim(body.as_bytes(), false)]);
    }
    let vals = x.to_f64_vec()?;
    let fmt = if args.len() == 2 {
        match prec_arg(&args[1])? {
            Some(p) if is_float => format!("%{}.{}g", p + 7, p),
            Some(p) => format!("%{p}d"),
            None => args[1].as_string().unwrap_or_default(),
        }
    } else if x.is_numeric() {
        let finite: Vec<f64> = vals.iter().copied().filter(|v| v.is_finite()).collect();
        let m = finite.iter().map(|v| v.abs()).fold(f64::NAN, f64::max);
        let mut ndgt = if m.is_nan() || m == 0.0 {
            0
        } else {
            m.log10().floor() as i64
        };
        if ndgt > 15 || finite.iter().any(|v| v.fract() != 0.0) {
            ndgt = (ndgt + 5).clamp(5, 16);
            format!("%{}.{}g", ndgt + 7, ndgt)
        } else {
            ndgt += 3;
            if finite.len() != vals.len() {
                ndgt = ndgt.max(5);
            }
            if is_float {
                format!("%{ndgt}.0f")
            } else {
                format!("%{ndgt}d")
            }
        }
    } else {
        "%3d".to_string()
    };
    let fmt = String::from_utf8_lossy(&printf::process_escapes(fmt.as_bytes())).into_owned();
    let nd = d.ndims();
    let nc = d.get(1) * (nd - 1);
    let fmt = if count_conversions(&fmt) > 1 || fmt == "%s" || fmt == "%c" {
        fmt
    } else {
        format!("{}\n", deblank(&fmt.repeat(nc)))
    };
    let data = rows_first(&vals, &d);
    // Integer classes keep exact values through sprintf.
    let arg = if x.is_numeric() && !is_float {
        let t = x.to_array_form();
        permuted_int(&t, &d).unwrap_or_else(|| Value::row_f64(data))
    } else {
        Value::row_f64(data)
    };
    let s = printf::format(fmt.as_bytes(), &[arg], "sprintf")?;
    Ok(vec![split_trim(&s, true)])
}

/// Integer-class values rearranged row-first, kept in their class.
fn permuted_int(v: &Value, d: &Dims) -> Option<Value> {
    fn mk<T: Clone>(t: &Tensor<T>, d: &Dims) -> Tensor<T> {
        let data = rows_first(&t.data, d);
        let n = data.len();
        Tensor::new(Dims::rc(1, n), data)
    }
    Some(match v {
        Value::Int8(t) => Value::Int8(Rc::new(mk(t, d))),
        Value::Int16(t) => Value::Int16(Rc::new(mk(t, d))),
        Value::Int32(t) => Value::Int32(Rc::new(mk(t, d))),
        Value::Int64(t) => Value::Int64(Rc::new(mk(t, d))),
        Value::UInt8(t) => Value::UInt8(Rc::new(mk(t, d))),
        Value::UInt16(t) => Value::UInt16(Rc::new(mk(t, d))),
        Value::UInt32(t) => Value::UInt32(Rc::new(mk(t, d))),
        Value::UInt64(t) => Value::UInt64(Rc::new(mk(t, d))),
        _ => return None,
    })
}

/// num2str's `regexprep (tmp, " +i\n", "i\n")` then `regexprep (tmp, "( +)i", "i$1")`.
fn collapse_imag_spaces(s: &str) -> String {
    let b = s.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    // Pass 1: spaces before "i\n" vanish.
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' {
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            if j + 1 < b.len() && b[j] == b'i' && b[j + 1] == b'\n' {
                i = j;
                continue;
            }
            out.extend_from_slice(&b[i..j]);
            i = j;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    // Pass 2: spaces before an "i" move after it.
    let b = out;
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' {
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            if j < b.len() && b[j] == b'i' {
                out.push(b'i');
                out.extend_from_slice(&b[i..j]);
                i = j + 1;
                continue;
            }
            out.extend_from_slice(&b[i..j]);
            i = j;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn mat2str(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let x = &args[0];
    let is_logical = matches!(x, Value::Bool(_) | Value::Logical(_));
    if !(x.is_numeric() || is_logical) {
        return Err(MatError::invalid_call("mat2str"));
    }
    let d = x.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("mat2str: X must be two dimensional"));
    }
    let mut n = [15i64, 15];
    let mut cls = false;
    let mut rest = &args[1..];
    if let Some(a) = rest.first() {
        if let Some(s) = a.as_string() {
            cls = s == "class";
            rest = &rest[1..];
        } else {
            let v = a.to_f64_vec()?;
            match v.len() {
                0 => {}
                1 => n = [v[0].trunc() as i64, v[0].trunc() as i64],
                2 => n = [v[0].trunc() as i64, v[1].trunc() as i64],
                _ => return Err(MatError::msg("mat2str: N must have only 1 or 2 elements")),
            }
            rest = &rest[1..];
        }
    }
    if let Some(a) = rest.first() {
        cls = a.as_string().as_deref() == Some("class");
    }
    let complex = x.is_complex();
    let fmt_one = |vals: &[Value]| -> Result<String, MatError> {
        let f = if complex {
            format!("%.{}g%+.{}gi", n[0], n[1])
        } else {
            format!("%.{}g", n[0])
        };
        let b = printf::format(f.as_bytes(), vals, "sprintf")?;
        Ok(String::from_utf8_lossy(&b).into_owned())
    };
    let (r, c) = (d.rows(), d.cols());
    let mut cells = Vec::with_capacity(r * c);
    if complex {
        let z = x.to_c64_vec()?;
        for i in 0..r {
            for j in 0..c {
                let v = z[i + j * r];
                cells.push(fmt_one(&[Value::Num(v.re), Value::Num(v.im)])?);
            }
        }
    } else if is_logical {
        let v = x.to_f64_vec()?;
        for i in 0..r {
            for j in 0..c {
                cells.push(if v[i + j * r] != 0.0 { "true" } else { "false" }.to_string());
            }
        }
    } else {
        let ints = int_texts(x);
        let v = if ints.is_empty() {
            x.to_f64_vec()?
        } else {
            Vec::new()
        };
        for i in 0..r {
            for j in 0..c {
                let k = i + j * r;
                cells.push(if ints.is_empty() {
                    fmt_one(&[Value::Num(v[k])])?
                } else {
                    ints[k].clone()
                });
            }
        }
    }
    let mut s = if cells.is_empty() {
        "[]".to_string()
    } else if cells.len() == 1 {
        cells.pop().unwrap_or_default()
    } else {
        let mut s = String::from("[");
        for (k, cell) in cells.iter().enumerate() {
            if k > 0 {
                s.push(if k % c == 0 { ';' } else { ' ' });
            }
            s.push_str(cell);
        }
        s.push(']');
        s
    };
    if cls {
        s = format!("{}({})", x.class_name(), s);
    }
    Ok(vec![Value::str(&s)])
}

/// Decimal text of integer-class elements (exact for 64-bit values).
fn int_texts(x: &Value) -> Vec<String> {
    fn t<T: ToString>(d: &[T]) -> Vec<String> {
        d.iter().map(|v| v.to_string()).collect()
    }
    match x {
        Value::Int8(a) => t(&a.data),
        Value::Int16(a) => t(&a.data),
        Value::Int32(a) => t(&a.data),
        Value::Int64(a) => t(&a.data),
        Value::UInt8(a) => t(&a.data),
        Value::UInt16(a) => t(&a.data),
        Value::UInt32(a) => t(&a.data),
        Value::UInt64(a) => t(&a.data),
        _ => Vec::new(),
    }
}

fn int2str(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    let x = &args[0];
    let numeric_like = x.is_numeric() || matches!(x, Value::Bool(_) | Value::Logical(_));
    if x.is_char() {
        return Ok(vec![x.clone()]);
    }
    if !numeric_like {
        return Err(MatError::msg(
            "int2str: N must be a numeric, logical, or character array",
        ));
    }
    if x.is_empty() {
        return Ok(vec![empty_char()]);
    }
    let d = x.dims();
    let vals: Vec<f64> = if x.is_complex() {
        x.to_c64_vec()?.iter().map(|z| z.re.round()).collect()
    } else {
        x.to_f64_vec()?.iter().map(|v| v.round()).collect()
    };
    let finite: Vec<f64> = vals.iter().copied().filter(|v| v.is_finite()).collect();
    let m = finite.iter().map(|v| v.abs()).fold(f64::NAN, f64::max);
    let mut ndgt = if m.is_nan() || m == 0.0 {
        0
    } else {
        m.log10().floor() as i64
    };
    ndgt += 3;
    if finite.len() != vals.len() {
        ndgt = ndgt.max(5);
    }
    let nc = d.get(1) * (d.ndims() - 1);
    let fmt = format!("{}\n", format!("%{ndgt}.0f").repeat(nc));
    let s = printf::format(
        fmt.as_bytes(),
        &[Value::row_f64(rows_first(&vals, &d))],
        "sprintf",
    )?;
    Ok(vec![split_trim(&s, true)])
}
