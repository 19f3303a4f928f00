//! Dates and time: `tic toc clock cputime now datenum datevec datestr date etime weekday eomday is_leap_year pause`, following Octave 7.3's m-files (clock time is UTC).

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
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
    ("addtodate", addtodate),
    ("tic", tic),
    ("toc", toc),
    ("clock", clock),
    ("cputime", cputime),
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
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if i + p.len() <= b.len() && b[i..i + p.len()].eq_ignore_ascii_case(p) {
            out.extend_from_slice(with.as_bytes());
            i += p.len();
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
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
fn to_vecs(ctx: &mut Ctx, v: &Value) -> Result<Vec<[f64; 6]>, MatError> {
    if v.is_char() || matches!(v, Value::Cell(_)) {
        return date_strings(ctx, v, None, None);
    }
    let t = v.to_f64_tensor()?;
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

/// The formats datevec.m tries, in its order, when none is given.
const STD_FORMATS: [&str; 26] = [
    "dd-mmm-yyyy HH:MM:SS",
    "dd-mmm-yyyy",
    "mm/dd/yy",
    "mm/dd",
    "HH:MM:SS",
    "HH:MM:SS PM",
    "HH:MM",
    "HH:MM PM",
    "mm/dd/yyyy",
    "mmmyy",
    "mmm.dd,yyyy HH:MM:SS",
    "mmm.dd,yyyy",
    "yyyy/mm/dd",
    "yyyy-mm-dd",
    "yyyy-mm-dd HH:MM:SS",
    "mmm-dd-yyyy HH:MM:SS",
    "mmm-dd-yyyy",
    "dd mmm yyyy HH:MM:SS",
    "dd mmm yyyy",
    "mmm dd yyyy HH:MM:SS",
    "mmm dd yyyy",
    "dd.mmm.yyyy HH:MM:SS",
    "dd.mmm.yyyy",
    "mmm.dd.yyyy HH:MM:SS",
    "mmm.dd.yyyy",
    "mm/dd/yyyy HH:MM",
];

/// A datevec format turned into strptime's (`__date_vfmt2sfmt__` of
/// datevec.m), with the fields it gives.
struct DateFormat {
    spec: String,
    /// The year is read with two digits (`yy` and no later `yyyy`).
    short_year: bool,
    has_year: bool,
    has_month: bool,
    has_day: bool,
    has_hour: bool,
    has_minute: bool,
    has_second: bool,
}

impl DateFormat {
    fn new(ctx: &mut Ctx, original: &str) -> Result<DateFormat, MatError> {
        let mut f = original.replace('%', "%%");
        let ampm = f.contains("PM") || f.contains("AM");
        let ci = |f: &str, pat: &str, with: &str| replace_ci(f, pat, with);
        f = ci(&f, "yyyy", "%Y");
        f = ci(&f, "yy", "%y");
        f = f
            .replace("mmmm", "%B")
            .replace("mmm", "%b")
            .replace("mm", "%m");
        f = ci(&f, "dddd", "%A");
        f = ci(&f, "ddd", "%a");
        f = ci(&f, "dd", "%d");
        if ampm {
            f = f
                .replace("HH", "%I")
                .replace("PM", "%p")
                .replace("AM", "%p");
        } else {
            f = f.replace("HH", "%H");
        }
        f = f.replace("MM", "%M");
        f = ci(&f, "ss", "%S");
        let count = |pats: &[&str]| pats.iter().map(|p| f.matches(p).count()).sum::<usize>();
        let repeated = [
            (&["%Y", "%y"][..], "year"),
            (&["%m", "%b", "%B"][..], "month"),
            (&["%d"][..], "day"),
            (&["%a", "%A"][..], "day of week"),
            (&["%H", "%I"][..], "hour"),
            (&["%M"][..], "minute"),
            (&["%S"][..], "second"),
        ]
        .into_iter()
        .find(|(pats, _)| count(pats) > 1);
        if let Some((_, what)) = repeated {
            let msg = format!("datevec: multiple {what} specifiers in {original}");
            // A '%' of the original may have confused the count: only warn then.
            if original.contains('%') {
                ctx.warn("", &msg);
            } else {
                return Err(MatError::msg(msg));
            }
        }
        let has = |pats: &[&str]| pats.iter().any(|p| f.contains(p));
        let last = |p: &str| f.rfind(p).map_or(0, |i| i + 1);
        Ok(DateFormat {
            short_year: last("%Y") < last("%y"),
            has_year: has(&["%Y", "%y"]),
            has_month: has(&["%m", "%b", "%B"]),
            has_day: has(&["%d", "%a", "%A"]),
            has_hour: has(&["%H", "%I"]),
            has_minute: has(&["%M"]),
            has_second: has(&["%S"]),
            spec: f,
        })
    }
}

/// The broken-down time strptime fills in (Octave's initial values for
/// the fields the format does not set).
struct BrokenTime {
    year: Option<i64>,
    mon: Option<i64>,
    mday: i64,
    hour: i64,
    min: i64,
    sec: i64,
}

/// glibc's strptime (C locale) for the conversions datevec produces: the
/// time read and the number of bytes of `s` consumed, or None when `s`
/// does not match `spec` up to the end of `spec`.
fn strptime(s: &[u8], spec: &[u8]) -> Option<(BrokenTime, usize)> {
    let mut t = BrokenTime {
        year: None,
        mon: None,
        mday: 0,
        hour: 0,
        min: 0,
        sec: 0,
    };
    let (mut have_12h, mut is_pm) = (false, false);
    let mut i = 0;
    let mut k = 0;
    // A number of at most `width` digits in from..=to, after any spaces.
    let number = |i: &mut usize, from: i64, to: i64, width: usize| -> Option<i64> {
        while *i < s.len() && s[*i].is_ascii_whitespace() {
            *i += 1;
        }
        if *i >= s.len() || !s[*i].is_ascii_digit() {
            return None;
        }
        let mut val = 0i64;
        let mut left = width;
        loop {
            val = val * 10 + i64::from(s[*i] - b'0');
            *i += 1;
            left -= 1;
            if left == 0 || val * 10 > to || *i >= s.len() || !s[*i].is_ascii_digit() {
                break;
            }
        }
        (from..=to).contains(&val).then_some(val)
    };
    // The first of `names` (full, then abbreviated) that `s` starts with here.
    let name = |i: &mut usize, names: &[&str]| -> Option<usize> {
        for (n, full) in names.iter().enumerate() {
            for cand in [*full, &full[..3]] {
                let end = *i + cand.len();
                if s.len() >= end && s[*i..end].eq_ignore_ascii_case(cand.as_bytes()) {
                    *i = end;
                    return Some(n);
                }
            }
        }
        None
    };
    while k < spec.len() {
        let c = spec[k];
        k += 1;
        if c.is_ascii_whitespace() {
            while i < s.len() && s[i].is_ascii_whitespace() {
                i += 1;
            }
            continue;
        }
        if c != b'%' {
            if s.get(i) != Some(&c) {
                return None;
            }
            i += 1;
            continue;
        }
        let conv = *spec.get(k)?;
        k += 1;
        match conv {
            b'%' => {
                if s.get(i) != Some(&b'%') {
                    return None;
                }
                i += 1;
            }
            b'Y' => t.year = Some(number(&mut i, 0, 9999, 4)? - 1900),
            b'y' => {
                let y = number(&mut i, 0, 99, 2)?;
                t.year = Some(if y >= 69 { y } else { y + 100 });
            }
            b'm' => t.mon = Some(number(&mut i, 1, 12, 2)? - 1),
            b'b' | b'B' => t.mon = Some(name(&mut i, &MONTHS)? as i64),
            b'a' | b'A' => {
                name(&mut i, &DAYS)?;
            }
            b'd' => t.mday = number(&mut i, 1, 31, 2)?,
            b'H' => {
                t.hour = number(&mut i, 0, 23, 2)?;
                have_12h = false;
            }
            b'I' => {
                t.hour = number(&mut i, 1, 12, 2)? % 12;
                have_12h = true;
            }
            b'M' => t.min = number(&mut i, 0, 59, 2)?,
            b'S' => t.sec = number(&mut i, 0, 61, 2)?,
            b'p' => {
                let rest = &s[i.min(s.len())..];
                if rest.len() >= 2 && rest[..2].eq_ignore_ascii_case(b"AM") {
                    is_pm = false;
                } else if rest.len() >= 2 && rest[..2].eq_ignore_ascii_case(b"PM") {
                    is_pm = true;
                } else {
                    return None;
                }
                i += 2;
            }
            _ => return None,
        }
    }
    if have_12h && is_pm {
        t.hour += 12;
    }
    Some((t, i))
}

/// Days from 1970-01-01 of a proleptic Gregorian date (month 1..=12).
pub(super) fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((m + 9) % 12) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count from 1970-01-01: (year, month 1..=12, day).
pub(super) fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

/// `__date_str2vec__` of datevec.m: the date vector of `ds` read with
/// `format`, two-digit years counted from `pivot`; None when it does not
/// match the whole string.
fn parse_date_with(ds: &str, format: &DateFormat, pivot: f64) -> Option<[f64; 6]> {
    let mut ds = ds.as_bytes().to_vec();
    let mut spec = format.spec.as_bytes().to_vec();
    let mut usec = 0.0;
    if let Some(at) = format.spec.find("FFF") {
        // strptime has no milliseconds: read the digits after the part
        // before FFF, pad them to three and match them literally.
        let (_, nc) = strptime(&ds, &spec[..at])?;
        let avail = &ds[nc..(nc + 3).min(ds.len())];
        let digits = avail.iter().take_while(|c| c.is_ascii_digit()).count();
        let mut msec = avail[..digits].to_vec();
        msec.resize(3, b'0');
        let mut padded = ds[..nc].to_vec();
        padded.extend_from_slice(&msec);
        padded.extend_from_slice(&ds[nc + digits..]);
        ds = padded;
        spec.splice(at..at + 3, msec.iter().copied());
        usec = 1000.0 * std::str::from_utf8(&msec).ok()?.parse::<f64>().ok()?;
    }
    let (t, nc) = strptime(&ds, &spec)?;
    if nc != ds.len() {
        return None;
    }
    let (mut y, mut m, mut d) = (t.year.unwrap_or(0) + 1900, t.mon.unwrap_or(0) + 1, t.mday);
    let (mut h, mut mi, mut sec) = (t.hour, t.min, t.sec);
    if t.mday != 0 && t.year.is_some() && t.mon.is_some() {
        // Octave normalizes a full date with mktime (in UTC): Feb 30 is Mar 2.
        let days = days_from_civil(y, m, 1) + d - 1;
        let secs = days * 86_400 + h * 3600 + mi * 60 + sec;
        let (yy, mm, dd) = civil_from_days(secs.div_euclid(86_400));
        let rem = secs.rem_euclid(86_400);
        (y, m, d, h, mi, sec) = (yy, mm, dd, rem / 3600, rem / 60 % 60, rem % 60);
    }
    let mut year = y as f64;
    if format.short_year {
        year -= if year > 1999.0 { 2000.0 } else { 1900.0 };
        year += pivot - pivot.rem_euclid(100.0);
        if year < pivot {
            year += 100.0;
        }
    }
    let (fy, fm, fd) = (format.has_year, format.has_month, format.has_day);
    let mut v = [
        year,
        m as f64,
        d as f64,
        h as f64,
        mi as f64,
        sec as f64 + usec / 1e6,
    ];
    if !fy && !fm && !fd {
        v[0] = current_year();
        v[1] = 1.0;
        v[2] = 1.0;
    } else if !fy && fm && fd {
        v[0] = current_year();
    } else if fy && fm && !fd {
        v[2] = 1.0;
    }
    if !format.has_hour && !format.has_minute && !format.has_second {
        v[3] = 0.0;
        v[4] = 0.0;
        v[5] = 0.0;
    } else if format.has_hour && format.has_minute && !format.has_second {
        v[5] = 0.0;
    }
    Some(v)
}

/// datevec's optional `F` and `P` arguments: `(date, f)`, `(date, p)` or
/// `(date, f, p)`, an empty one meaning the default.
fn format_and_pivot(args: &[Value]) -> Result<(Option<String>, Option<f64>), MatError> {
    let (f, p) = match args {
        [f, ..] if f.is_numeric() => (None, Some(f)),
        [f] => (Some(f), None),
        [f, p, ..] => (Some(f), Some(p)),
        [] => (None, None),
    };
    let format = match f {
        Some(f) if !f.is_empty() => Some(
            f.as_string()
                .ok_or_else(|| MatError::msg("datevec: FORMAT must be a string"))?,
        ),
        _ => None,
    };
    let pivot = match p {
        Some(p) if !p.is_empty() => Some(p.to_f64_vec()?[0]),
        _ => None,
    };
    Ok((format, pivot))
}

fn current_year() -> f64 {
    datevec_of(unix_to_datenum(unix_now() + local_offset_secs()))[0]
}

/// The strings of a date-string argument: a char matrix's rows without
/// their trailing blanks (cellstr), or a cell's strings.
fn date_string_list(v: &Value) -> Vec<String> {
    match v {
        Value::Cell(c) => c
            .data
            .iter()
            .map(|x| x.as_string().unwrap_or_default())
            .collect(),
        v => v
            .char_rows()
            .unwrap_or_default()
            .into_iter()
            .map(|r| r.trim_end_matches([' ', '\0']).to_string())
            .collect(),
    }
}

/// The date vectors of date strings (a char matrix or a cell), read with
/// `format` when given, else with the first standard format that fits;
/// `pivot` is the first year two-digit years may stand for.
fn date_strings(
    ctx: &mut Ctx,
    v: &Value,
    format: Option<&str>,
    pivot: Option<f64>,
) -> Result<Vec<[f64; 6]>, MatError> {
    let pivot = pivot.unwrap_or_else(|| current_year() - 50.0);
    let strs = date_string_list(v);
    match format {
        Some(f) => {
            let format = DateFormat::new(ctx, f)?;
            strs.iter()
                .map(|s| {
                    parse_date_with(s, &format, pivot).ok_or_else(|| {
                        MatError::msg("datevec: DATE not parsed correctly with given format")
                    })
                })
                .collect()
        }
        None => {
            let formats: Vec<DateFormat> = STD_FORMATS
                .iter()
                .map(|f| DateFormat::new(ctx, f))
                .collect::<Result<_, _>>()?;
            strs.iter()
                .map(|s| {
                    formats
                        .iter()
                        .find_map(|f| parse_date_with(s, f, pivot))
                        .ok_or_else(|| {
                            MatError::msg(
                                "datevec: none of the standard formats match the DATE string",
                            )
                        })
                })
                .collect()
        }
    }
}

fn now(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    one(Value::Num(unix_to_datenum(
        unix_now() + local_offset_secs(),
    )))
}

fn datenum(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (dims, vals): (Dims, Vec<f64>) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        // `datenum(STR, FORMAT)` reads STR as datevec does.
        if args.len() > 2 {
            return Err(MatError::invalid_call("datenum"));
        }
        let (format, pivot) = format_and_pivot(&args[1..])?;
        let vs = date_strings(ctx, &args[0], format.as_deref(), pivot)?;
        let n = vs.len();
        (
            Dims::rc(n, 1),
            vs.iter()
                .map(|v| datenum_of(v[0], v[1], v[2], v[3], v[4], v[5]))
                .collect(),
        )
    } else if args.len() > 1 && args.iter().any(|a| a.class() != Class::Double) {
        return Err(MatError::msg("datenum: all inputs must be of class double"));
    } else if args.len() == 1 {
        let t = args[0].to_f64_tensor()?;
        let (r, c) = (t.dims.rows(), t.dims.cols());
        if !(3..=6).contains(&c) || t.dims.ndims() > 2 {
            return Err(MatError::msg(
                "datenum: expected date vector containing [YEAR, MONTH, DAY, HOUR, MINUTE, SECOND]",
            ));
        }
        if args[0].class() != Class::Double {
            return Err(MatError::msg("datenum: all inputs must be of class double"));
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

fn datevec(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (vs, dims) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        let (format, pivot) = format_and_pivot(&args[1..])?;
        let vs = date_strings(ctx, &args[0], format.as_deref(), pivot)?;
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

fn datestr(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut vs = to_vecs(ctx, &args[0])?;
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

/// The seconds of each row of a date-vector matrix, as the second output
/// of datenum.m computes them (`day*86400 + hour*3600 + minute*60 + second`).
fn datevec_seconds(v: &Value) -> Result<Tensor<f64>, MatError> {
    let t = v.to_f64_tensor()?;
    let (r, c) = (t.dims.rows(), t.dims.cols());
    if !(3..=6).contains(&c) || t.dims.ndims() > 2 {
        return Err(MatError::msg(
            "datenum: expected date vector containing [YEAR, MONTH, DAY, HOUR, MINUTE, SECOND]",
        ));
    }
    let at = |i: usize, j: usize| if j < c { t.data[i + j * r] } else { 0.0 };
    let secs = (0..r)
        .map(|i| {
            datenum_of(at(i, 0), at(i, 1), at(i, 2), 0.0, 0.0, 0.0) * 86400.0
                + at(i, 3) * 3600.0
                + at(i, 4) * 60.0
                + at(i, 5)
        })
        .collect();
    Ok(Tensor::new(Dims::rc(r, 1), secs))
}

fn etime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (t2, t1) = (datevec_seconds(&args[0])?, datevec_seconds(&args[1])?);
    if t2.data.len() != t1.data.len() && t1.data.len() != 1 && t2.data.len() != 1 {
        return Err(MatError::msg(format!(
            "operator -: nonconformant arguments (op1 is {}x1, op2 is {}x1)",
            t2.data.len(),
            t1.data.len()
        )));
    }
    let n = t2.data.len().max(t1.data.len());
    let get = |t: &Tensor<f64>, i: usize| t.data[if t.data.len() == 1 { 0 } else { i }];
    let diff: Vec<f64> = (0..n).map(|i| get(&t2, i) - get(&t1, i)).collect();
    one(Value::from_f64s(Dims::rc(n, 1), diff))
}

fn weekday(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (dims, ds): (Dims, Vec<f64>) = if args[0].is_char() || matches!(args[0], Value::Cell(_)) {
        let vs = to_vecs(ctx, &args[0])?;
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
            // In slices, so that Ctrl-C at the prompt (or `--time-limit`)
            // ends the wait and the program.
            let until = std::time::Instant::now() + std::time::Duration::from_secs_f64(n);
            loop {
                if crate::INTERRUPT.load(std::sync::atomic::Ordering::Relaxed) {
                    return Err(MatError::interrupted());
                }
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

/// The days of `month` (1-12) of `year`.
fn month_days(year: f64, month: f64) -> f64 {
    const LEN: [f64; 12] = [
        31.0, 28.0, 31.0, 30.0, 31.0, 30.0, 31.0, 31.0, 30.0, 31.0, 30.0, 31.0,
    ];
    let m = (month as usize).clamp(1, 12);
    if m == 2 && leap(year) {
        29.0
    } else {
        LEN[m - 1]
    }
}

/// `addtodate(d, q, f)` as Octave's addtodate.m: `q` years, months, days,
/// hours, minutes, seconds or milliseconds added to the datenums `d`
/// (a month past the end of a shorter month lands on its last day).
fn addtodate(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let f = &args[2];
    if !(f.is_char() && f.dims().rows() == 1 && f.dims().ndims() == 2) {
        return Err(MatError::msg(
            "addtodate: F must be a single character string",
        ));
    }
    let (dv, qv) = (&args[0], &args[1]);
    let non_numeric =
        |v: &Value| matches!(v, Value::Cell(_) | Value::Struct(_)) || v.as_struct().is_some();
    if non_numeric(dv) || non_numeric(qv) {
        return Err(MatError::msg(
            "binary operator '+' not implemented for these operands",
        ));
    }
    let mut d = dv.to_f64_vec()?;
    let mut d_dims = dv.dims();
    let q = qv.to_f64_vec()?;
    if d.len() == 1 && q.len() != 1 {
        d = vec![d[0]; q.len()];
        d_dims = qv.dims();
    }
    let mut unit = f.as_string().unwrap_or_default();
    if unit.ends_with('s') {
        unit.pop();
    }
    let unit = unit.to_ascii_lowercase();
    // An empty operand gives an empty result (the m-file's arithmetic on []).
    if d.is_empty() || q.is_empty() {
        let dims = if d.is_empty() { d_dims } else { qv.dims() };
        return one(Value::from_f64s(dims, vec![]));
    }
    let n = d.len().max(q.len());
    if !(d.len() == q.len() || d.len() == 1 || q.len() == 1) {
        return Err(MatError::msg(format!(
            "operator +: nonconformant arguments (op1 is {}x1, op2 is {}x1)",
            d.len(),
            q.len()
        )));
    }
    let at = |v: &[f64], k: usize| if v.len() == 1 { v[0] } else { v[k] };
    let step = match unit.as_str() {
        "year" | "month" => None,
        "day" => Some(1.0),
        "hour" => Some(1.0 / 24.0),
        "minute" => Some(1.0 / 1440.0),
        "second" => Some(1.0 / 86400.0),
        "millisecond" => Some(1.0 / 86_400_000.0),
        _ => {
            return Err(MatError::msg(format!(
                "addtodate: Invalid time unit: {unit}"
            )))
        }
    };
    let out: Vec<f64> = (0..n)
        .map(|k| {
            let (date, amount) = (at(&d, k), at(&q, k));
            if let Some(step) = step {
                return date + amount * step;
            }
            let mut v = datevec_of(date);
            if unit == "year" {
                v[0] += amount;
            } else {
                v[1] += amount;
                v[0] += ((v[1] - 1.0) / 12.0).floor();
                v[1] = (v[1] - 1.0).rem_euclid(12.0) + 1.0;
                let last = month_days(v[0], v[1]);
                if v[2] > last {
                    v[2] = last;
                }
            }
            datenum_of(v[0], v[1], v[2], v[3], v[4], v[5])
        })
        .collect();
    let dims = if d_dims.numel() == out.len() {
        d_dims
    } else {
        qv.dims()
    };
    one(Value::from_f64s(dims, out))
}

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

fn clock(_: &mut Ctx, _args: &[Value], _: usize) -> Out {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    let days = (t / 86_400.0).floor();
    let (y, m, d) = civil_from_days(days as i64);
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
