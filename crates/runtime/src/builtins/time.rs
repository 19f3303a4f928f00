//! Dates and time: `now datenum datevec datestr date etime weekday eomday is_leap_year pause`, following Octave 7.3's m-files (clock time is UTC).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Tensor, Value};

use super::common::*;
use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("now", now),
    ("datenum", datenum),
    ("datevec", datevec),
    ("datestr", datestr),
    ("date", date),
    ("etime", etime),
    ("weekday", weekday),
    ("eomday", eomday),
    ("is_leap_year", is_leap_year),
    ("pause", pause),
];

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// Seconds east of UTC of the local zone (matc's clock is UTC).
pub fn local_offset_secs() -> f64 {
    0.0
}

/// The datenum of a Unix time in seconds.
pub fn unix_to_datenum(t: f64) -> f64 {
    719_529.0 + t / 86_400.0
}

fn unix_now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

fn leap(y: f64) -> bool {
    (y % 4.0 == 0.0 && y % 100.0 != 0.0) || y % 400.0 == 0.0
}

/// Octave's datenum.m for one date.
pub fn datenum_of(year: f64, month: f64, day: f64, h: f64, mi: f64, s: f64) -> f64 {
    const START: [f64; 12] = [
        306.0, 337.0, 0.0, 31.0, 61.0, 92.0, 122.0, 153.0, 184.0, 214.0, 245.0, 275.0,
    ];
    const LEN: [f64; 12] = [
        31.0, 28.0, 31.0, 30.0, 31.0, 30.0, 31.0, 31.0, 30.0, 31.0, 30.0, 31.0,
    ];
    let mut year = year;
    let mut month = if month < 1.0 { 1.0 } else { month };
    let mut day = day;
    if month != month.trunc() {
        let frac = month - month.floor();
        month = month.floor();
        let mi12 = ((month - 1.0).rem_euclid(12.0)) as usize;
        if mi12 != 1 || !leap(year.floor()) {
            day += frac * LEN[mi12];
        } else {
            day += frac * 29.0;
        }
    }
    year += ((month - 14.0) / 12.0).ceil();
    day += START[((month - 1.0).rem_euclid(12.0)) as usize] + 60.0;
    if year != year.trunc() {
        let fy = year - year.floor();
        year = year.floor();
        day += fy * (365.0 + if leap(year + 1.0) { 1.0 } else { 0.0 });
    }
    day += 365.0 * year + (year / 4.0).floor() - (year / 100.0).floor() + (year / 400.0).floor();
    day + (h + (mi + s / 60.0) / 60.0) / 24.0
}

/// Octave's datevec.m for one datenum: [y m d h mi s].
pub fn datevec_of(date: f64) -> [f64; 6] {
    let z = date.floor() - 60.0;
    let a = ((z - 0.25) / 36524.25).floor();
    let b = z - 0.25 + a - (a / 4.0).floor();
    let mut y = (b / 365.25).floor();
    let c = (b - (365.25 * y).floor()).trunc() + 1.0;
    let mut m = ((5.0 * c + 456.0) / 153.0).trunc();
    let d = c - ((153.0 * m - 457.0) / 5.0).trunc();
    if m > 12.0 {
        y += 1.0;
        m -= 12.0;
    }
    let fracd = date - date.floor();
    let mut tmps = (f64::EPSILON * 86400.0 * date).abs();
    if tmps == 0.0 {
        tmps = 1.0;
    }
    let srnd = 2f64.powf((-tmps.log2()).floor());
    let mut s = (86400.0 * fracd * srnd).round() / srnd;
    let h = (s / 3600.0).floor();
    s -= 3600.0 * h;
    let mi = (s / 60.0).floor();
    s -= 60.0 * mi;
    [y, m, d, h, mi, s]
}

fn weekday_of(d: f64) -> usize {
    let w = (d - 733_048.0).rem_euclid(7.0).floor() as usize;
    if w == 0 {
        7
    } else {
        w
    }
}

/// Octave's datestr.m for one date vector and a format string.
fn format_vec(v: [f64; 6], fmt: &str) -> String {
    // Translate to strftime-like codes in Octave's order.
    let orig = fmt.to_string();
    let mut df = fmt.replace("AM", "%p").replace("PM", "%p");
    let pm = df != orig;
    if !pm {
        df = df.replace("HH", "%H");
    } else {
        let mut hr = v[3].rem_euclid(12.0);
        if hr == 0.0 {
            hr = 12.0;
        }
        df = df.replace("HH", &format!("{:2}", hr as i64));
    }
    df = replace_ci(&df, "yyyy", "%Y");
    df = replace_ci(&df, "yy", "%y");
    df = replace_ci(&df, "dddd", "%A");
    df = replace_ci(&df, "ddd", "%a");
    df = replace_ci(&df, "dd", "%d");
    let wday = weekday_of(datenum_of(v[0], v[1], v[2], 0.0, 0.0, 0.0));
    let dl = &DAYS[wday - 1][..1];
    df = replace_single(&df, |c| c == 'd' || c == 'D', dl);
    df = df
        .replace("mmmm", "%B")
        .replace("mmm", "%b")
        .replace("mm", "%m");
    let mon = (v[1] as usize).clamp(1, 12);
    df = replace_single(&df, |c| c == 'm', &MONTHS[mon - 1][..1]);
    df = df.replace("MM", "%M");
    df = replace_ci(&df, "ss", "%S");
    let frac = ((v[5] - v[5].trunc()) * 1000.0).round();
    df = df.replace("FFF", &format!("{:03}", frac as i64));
    df = df.replace("QQ", &format!("Q{}", ((v[1] + 2.0) / 3.0).trunc() as i64));
    // strftime.
    let mut out = String::new();
    let mut it = df.chars().peekable();
    while let Some(c) = it.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('Y') => out.push_str(&format!("{}", v[0] as i64)),
            Some('y') => out.push_str(&format!("{:02}", (v[0] as i64).rem_euclid(100))),
            Some('A') => out.push_str(DAYS[wday - 1]),
            Some('a') => out.push_str(&DAYS[wday - 1][..3]),
            Some('d') => out.push_str(&format!("{:02}", v[2] as i64)),
            Some('B') => out.push_str(MONTHS[mon - 1]),
            Some('b') => out.push_str(&MONTHS[mon - 1][..3]),
            Some('m') => out.push_str(&format!("{:02}", v[1] as i64)),
            Some('H') => out.push_str(&format!("{:02}", v[3] as i64)),
            Some('M') => out.push_str(&format!("{:02}", v[4] as i64)),
            Some('S') => out.push_str(&format!("{:02}", v[5].trunc() as i64)),
            Some('p') => out.push_str(if v[3] >= 12.0 { "PM" } else { "AM" }),
            Some('%') => out.push('%'),
            Some(o) => {
                out.push('%');
                out.push(o);
            }
            None => out.push('%'),
        }
    }
    out
}

/// Replaces `pat` (ASCII letters, case-insensitive) everywhere.
fn replace_ci(s: &str, pat: &str, with: &str) -> String {
    let b = s.as_bytes();
    let p = pat.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if i + p.len() <= b.len() && b[i..i + p.len()].eq_ignore_ascii_case(p) {
            out.push_str(with);
            i += p.len();
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// Replaces single letters matching `is` that do not follow `%`.
fn replace_single(s: &str, is: impl Fn(char) -> bool, with: &str) -> String {
    let mut out = String::new();
    let mut prev = None;
    for c in s.chars() {
        if is(c) && prev != Some('%') {
            out.push_str(with);
        } else {
            out.push(c);
        }
        prev = Some(c);
    }
    out
}

/// Formats a datenum with a datestr format string.
pub fn format_datestr(d: f64, fmt: &str) -> String {
    format_vec(datevec_of(d), fmt)
}

const FORMS: [&str; 32] = [
    "dd-mmm-yyyy HH:MM:SS",
    "dd-mmm-yyyy",
    "mm/dd/yy",
    "mmm",
    "m",
    "mm",
    "mm/dd",
    "dd",
    "ddd",
    "d",
    "yyyy",
    "yy",
    "mmmyy",
    "HH:MM:SS",
    "HH:MM:SS PM",
    "HH:MM",
    "HH:MM PM",
    "QQ-YY",
    "QQ",
    "dd/mm",
    "dd/mm/yy",
    "mmm.dd,yyyy HH:MM:SS",
    "mmm.dd,yyyy",
    "mm/dd/yyyy",
    "dd/mm/yyyy",
    "yy/mm/dd",
    "yyyy/mm/dd",
    "QQ-YYYY",
    "mmmyyyy",
    "yyyy-mm-dd",
    "yyyymmddTHHMMSS",
    "yyyy-mm-dd HH:MM:SS",
];

/// Date vectors (rows of 6) from a datenum array, date-vector matrix or date strings.
fn to_vecs(v: &Value, who: &str) -> Result<Vec<[f64; 6]>, MatError> {
    if v.is_char() || matches!(v, Value::Cell(_)) {
        let strs: Vec<String> = match v {
            Value::Cell(c) => c.data.iter().filter_map(|x| x.as_string()).collect(),
            _ => v.char_rows().unwrap_or_default(),
        };
        return strs.iter().map(|s| parse_date(s)).collect();
    }
    let t = v.to_f64_tensor()?;
    let _ = who;
    if t.dims.ndims() == 2 && t.dims.cols() == 6 {
        let r = t.dims.rows();
        let rows: Vec<[f64; 6]> = (0..r)
            .map(|i| std::array::from_fn(|j| t.data[i + j * r]))
            .collect();
        let bad = rows.iter().any(|row| {
            let maxv = [f64::INFINITY, 12.0, 31.0, 23.0, 59.0, 60.0];
            row.iter().zip(maxv).any(|(&x, m)| x.max(1.0) > m)
                || row[..5].iter().any(|&x| x != x.floor())
        });
        if !bad {
            return Ok(rows);
        }
    }
    Ok(t.data.iter().map(|&d| datevec_of(d)).collect())
}

const STD_FORMATS: [&str; 15] = [
    "dd-mmm-yyyy HH:MM:SS",
    "dd-mmm-yyyy",
    "yyyy-mm-dd HH:MM:SS",
    "yyyy-mm-dd",
    "yyyy/mm/dd",
    "mm/dd/yyyy",
    "mm/dd/yy",
    "HH:MM:SS",
    "HH:MM",
    "mmm.dd,yyyy HH:MM:SS",
    "mmm.dd,yyyy",
    "dd mmm yyyy HH:MM:SS",
    "dd mmm yyyy",
    "mmm dd yyyy",
    "mm/dd",
];

/// Parses a date string with one of the standard formats.
fn parse_date(s: &str) -> Result<[f64; 6], MatError> {
    for f in STD_FORMATS {
        if let Some(v) = parse_with(s.trim(), f) {
            return Ok(v);
        }
    }
    Err(MatError::msg(
        "datevec: none of the standard formats match the DATE string",
    ))
}

fn parse_with(s: &str, fmt: &str) -> Option<[f64; 6]> {
    let cur_year = datevec_of(unix_to_datenum(unix_now()))[0];
    let mut v = [cur_year, 1.0, 1.0, 0.0, 0.0, 0.0];
    let mut has_date = false;
    let b = s.as_bytes();
    let mut i = 0;
    let f = fmt.as_bytes();
    let mut k = 0;
    let num = |i: &mut usize, max: usize| -> Option<f64> {
        let st = *i;
        while *i < b.len()
            && *i - st < max
            && (b[*i].is_ascii_digit() || (max > 4 && b[*i] == b'.'))
        {
            *i += 1;
        }
        if *i == st {
            return None;
        }
        s[st..*i].parse().ok()
    };
    while k < f.len() {
        let rest = &fmt[k..];
        if rest.starts_with("yyyy") {
            v[0] = num(&mut i, 4)?;
            has_date = true;
            k += 4;
        } else if rest.starts_with("yy") {
            let y = num(&mut i, 2)?;
            v[0] = 2000.0 + y
                - if y > (cur_year - 50.0) % 100.0 + 50.0 {
                    100.0
                } else {
                    0.0
                };
            has_date = true;
            k += 2;
        } else if rest.starts_with("mmm") {
            let w = s.get(i..i + 3)?;
            let m = MONTHS.iter().position(|n| n[..3].eq_ignore_ascii_case(w))?;
            v[1] = (m + 1) as f64;
            i += 3;
            has_date = true;
            k += 3;
        } else if rest.starts_with("mm") {
            v[1] = num(&mut i, 2)?;
            has_date = true;
            k += 2;
        } else if rest.starts_with("dd") {
            v[2] = num(&mut i, 2)?;
            k += 2;
        } else if rest.starts_with("HH") {
            v[3] = num(&mut i, 2)?;
            k += 2;
        } else if rest.starts_with("MM") {
            v[4] = num(&mut i, 2)?;
            k += 2;
        } else if rest.starts_with("SS") {
            v[5] = num(&mut i, 9)?;
            k += 2;
        } else {
            if i >= b.len() || b[i] != f[k] {
                return None;
            }
            i += 1;
            k += 1;
        }
    }
    if i != b.len() {
        return None;
    }
    if !has_date {
        // A time alone is on January 1st of the current year.
        v[1] = 1.0;
        v[2] = 1.0;
    }
    if v[1] < 1.0 || v[1] > 12.0 || v[2] < 1.0 || v[2] > 31.0 || v[3] > 24.0 || v[4] > 59.0 {
        return None;
    }
    Some(v)
}

fn now(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::Num(unix_to_datenum(
        unix_now() + local_offset_secs(),
    )))
}

fn datenum(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (dims, vals): (Dims, Vec<f64>) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        // `datenum(STR, FORMAT)` reads STR as datevec does.
        let vs = date_strings(&args[0], args.get(1).and_then(|f| f.as_string()), "datenum")?;
        let n = vs.len();
        (
            Dims::rc(n, 1),
            vs.iter()
                .map(|v| datenum_of(v[0], v[1], v[2], v[3], v[4], v[5]))
                .collect(),
        )
    } else if args.len() == 1 {
        let t = args[0].to_f64_tensor()?;
        let (r, c) = (t.dims.rows(), t.dims.cols());
        if !(3..=6).contains(&c) || t.dims.ndims() > 2 {
            return Err(MatError::msg(
                "datenum: expected date vector containing [YEAR, MONTH, DAY, HOUR, MINUTE, SECOND]",
            ));
        }
        let at = |i: usize, j: usize| if j < c { t.data[i + j * r] } else { 0.0 };
        (
            Dims::rc(r, 1),
            (0..r)
                .map(|i| datenum_of(at(i, 0), at(i, 1), at(i, 2), at(i, 3), at(i, 4), at(i, 5)))
                .collect(),
        )
    } else {
        let ts: Vec<Tensor<f64>> = args
            .iter()
            .map(|a| a.to_f64_tensor())
            .collect::<Result<_, _>>()?;
        let mut dims = Dims::scalar();
        for t in &ts {
            if t.data.len() != 1 {
                if dims.numel() != 1 && dims != t.dims {
                    return Err(MatError::msg(
                        "datenum: incompatible sizes for YEAR, MONTH, DAY",
                    ));
                }
                dims = t.dims.clone();
            }
        }
        let n = dims.numel();
        let get = |k: usize, i: usize| -> f64 {
            match ts.get(k) {
                Some(t) if t.data.len() == 1 => t.data[0],
                Some(t) => t.data[i],
                None => 0.0,
            }
        };
        (
            dims,
            (0..n)
                .map(|i| {
                    datenum_of(
                        get(0, i),
                        get(1, i),
                        get(2, i),
                        get(3, i),
                        get(4, i),
                        get(5, i),
                    )
                })
                .collect(),
        )
    };
    let secs: Vec<f64> = if nargout > 1 {
        vals.iter().map(|&d| d * 86400.0).collect()
    } else {
        vec![]
    };
    let mut out = vec![Value::from_f64s(dims.clone(), vals)];
    if nargout > 1 {
        out.push(Value::from_f64s(dims, secs));
    }
    Ok(out)
}

/// The date vectors of date strings (a char matrix or a cell), read with
/// `format` when given, else with the first standard format that fits.
fn date_strings(v: &Value, format: Option<String>, who: &str) -> Result<Vec<[f64; 6]>, MatError> {
    let Some(f) = format else {
        return to_vecs(v, who);
    };
    let strs: Vec<String> = match v {
        Value::Cell(c) => c.data.iter().filter_map(|x| x.as_string()).collect(),
        v => v.char_rows().unwrap_or_default(),
    };
    strs.iter()
        .map(|s| {
            parse_with(s.trim(), &f).ok_or_else(|| {
                MatError::msg("datevec: DATE not parsed correctly with given format")
            })
        })
        .collect()
}

fn datevec(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (vs, dims) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        let vs = date_strings(&args[0], args.get(1).and_then(|f| f.as_string()), "datevec")?;
        let n = vs.len();
        (vs, Dims::rc(n, 1))
    } else {
        let t = args[0].to_f64_tensor()?;
        let dims = if t.dims.is_col() || t.dims.numel() <= 1 {
            Dims::rc(t.data.len(), 1)
        } else {
            t.dims.clone()
        };
        (t.data.iter().map(|&d| datevec_of(d)).collect(), dims)
    };
    let n = vs.len();
    if nargout <= 1 {
        let mut data = vec![0.0; n * 6];
        for (i, v) in vs.iter().enumerate() {
            for j in 0..6 {
                data[i + j * n] = v[j];
            }
        }
        return one(Value::from_f64s(Dims::rc(n, 6), data));
    }
    Ok((0..6.min(nargout.max(1)))
        .map(|j| Value::from_f64s(dims.clone(), vs.iter().map(|v| v[j]).collect()))
        .collect())
}

fn datestr(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut vs = to_vecs(&args[0], "datestr")?;
    for v in vs.iter_mut() {
        if v[5] - v[5].trunc() >= 0.9995 {
            v[5] = v[5].trunc() + 1.0;
            *v = datevec_of(datenum_of(v[0], v[1], v[2], v[3], v[4], v[5]));
        }
    }
    let fmt: String = match args.get(1) {
        Some(f) if !f.is_empty() => match f.as_string() {
            Some(s) if f.is_char() => s,
            _ => {
                let k = f
                    .scalar_f64()
                    .filter(|k| *k >= 0.0 && *k <= 31.0 && k.fract() == 0.0)
                    .ok_or_else(|| MatError::msg("datestr: invalid format"))?;
                FORMS[k as usize].to_string()
            }
        },
        _ => {
            if vs.iter().all(|v| v[3] == 0.0 && v[4] == 0.0 && v[5] == 0.0) {
                FORMS[1].to_string()
            } else if vs
                .iter()
                .all(|v| v[0] == -1.0 && v[1] == 12.0 && v[2] == 31.0)
            {
                FORMS[16].to_string()
            } else {
                FORMS[0].to_string()
            }
        }
    };
    let rows: Vec<String> = vs.iter().map(|v| format_vec(*v, &fmt)).collect();
    let w = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let n = rows.len();
    let mut data = vec![b' '; n * w];
    for (i, r) in rows.iter().enumerate() {
        for (j, c) in r.bytes().enumerate() {
            data[i + j * n] = c;
        }
    }
    if n == 0 {
        return one(Value::str(""));
    }
    one(Value::char_array(Tensor::new(Dims::rc(n, w), data)))
}

fn date(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    let d = unix_to_datenum(unix_now() + local_offset_secs());
    one(Value::str(&format_datestr(d, "dd-mmm-yyyy")))
}

fn etime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let sec = |v: &Value| -> Result<f64, MatError> {
        let x = v.to_f64_vec()?;
        if x.len() != 6 {
            return Err(MatError::msg("etime: T1 and T0 must be date vectors"));
        }
        Ok(datenum_of(x[0], x[1], x[2], 0.0, 0.0, 0.0) * 86400.0
            + x[3] * 3600.0
            + x[4] * 60.0
            + x[5])
    };
    one(Value::Num(sec(&args[0])? - sec(&args[1])?))
}

fn weekday(_: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (dims, ds): (Dims, Vec<f64>) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        let vs = to_vecs(&args[0], "weekday")?;
        let n = vs.len();
        (
            Dims::rc(n, 1),
            vs.iter()
                .map(|v| datenum_of(v[0], v[1], v[2], v[3], v[4], v[5]))
                .collect(),
        )
    } else {
        let t = args[0].to_f64_tensor()?;
        (t.dims.clone(), t.data.clone())
    };
    let w: Vec<usize> = ds.iter().map(|&d| weekday_of(d)).collect();
    let mut out = vec![Value::from_f64s(
        dims,
        w.iter().map(|&k| k as f64).collect(),
    )];
    if nargout > 1 {
        let long = args
            .get(1)
            .and_then(|f| f.as_string())
            .is_some_and(|f| f.eq_ignore_ascii_case("long"));
        let names: Vec<&str> = w
            .iter()
            .map(|&k| if long { DAYS[k - 1] } else { &DAYS[k - 1][..3] })
            .collect();
        let width = names.iter().map(|s| s.len()).max().unwrap_or(0);
        let n = names.len();
        let mut data = vec![b' '; n * width];
        for (i, s) in names.iter().enumerate() {
            for (j, c) in s.bytes().enumerate() {
                data[i + j * n] = c;
            }
        }
        out.push(Value::char_array(Tensor::new(Dims::rc(n, width), data)));
    }
    Ok(out)
}

fn eomday(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let y = args[0].to_f64_tensor()?;
    let m = args[1].to_f64_tensor()?;
    let dims = if y.data.len() == 1 {
        m.dims.clone()
    } else {
        y.dims.clone()
    };
    let n = dims.numel();
    const LEN: [f64; 12] = [
        31.0, 28.0, 31.0, 30.0, 31.0, 30.0, 31.0, 31.0, 30.0, 31.0, 30.0, 31.0,
    ];
    let data = (0..n)
        .map(|i| {
            let yy = if y.data.len() == 1 {
                y.data[0]
            } else {
                y.data[i]
            };
            let mm = if m.data.len() == 1 {
                m.data[0]
            } else {
                m.data[i]
            };
            let k = ((mm as i64 - 1).rem_euclid(12)) as usize;
            LEN[k] + if k == 1 && leap(yy) { 1.0 } else { 0.0 }
        })
        .collect();
    one(Value::from_f64s(dims, data))
}

fn is_leap_year(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = match args.first() {
        Some(v) => v.to_f64_tensor()?,
        None => Tensor::new(
            Dims::scalar(),
            vec![datevec_of(unix_to_datenum(unix_now()))[0]],
        ),
    };
    let data = t.data.iter().map(|&y| leap(y)).collect();
    one(Value::logical(Tensor::new(t.dims.clone(), data)))
}

/// `pause(N)` sleeps N seconds; `pause` alone returns at once (stdin is never a terminal for a program run by matc).
fn pause(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    if let Some(v) = args.first() {
        if let Some(s) = v.as_string() {
            if v.is_char() {
                if s == "on" || s == "off" || s == "query" {
                    return Ok(vec![]);
                }
                return Err(MatError::msg(
                    "pause: first argument must be \"on\", \"off\", or \"query\"",
                ));
            }
        }
        let n = v
            .scalar_f64()
            .ok_or_else(|| MatError::msg("pause: N must be a scalar real value"))?;
        if n.is_nan() {
            return Err(MatError::msg("pause: NaN is an invalid delay"));
        }
        if n > 0.0 && n.is_finite() {
            // In slices, so that Ctrl-C at the prompt ends the wait; the flag
            // stays raised and the program stops at its next loop iteration.
            let until = std::time::Instant::now() + std::time::Duration::from_secs_f64(n);
            while !crate::INTERRUPT.load(std::sync::atomic::Ordering::Relaxed) {
                let left = until.saturating_duration_since(std::time::Instant::now());
                if left.is_zero() {
                    break;
                }
                std::thread::sleep(left.min(std::time::Duration::from_millis(50)));
            }
        }
    }
    Ok(vec![])
}
