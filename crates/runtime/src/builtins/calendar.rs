//! Broken-down time, C's `struct tm` as Octave shows it: `gmtime`,
//! `localtime`, `mktime`, `strftime`, `strptime`.
//!
//! matc's clock is UTC (`time::local_offset_secs`), so `localtime` is
//! `gmtime` with the zone named `UTC`. Days and civil dates convert by
//! Hinnant's `days_from_civil` / `civil_from_days` (proleptic Gregorian);
//! the formats are C's in the "C" locale.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{StructArray, Value};

use super::args::*;
use super::time::{civil_from_days, days_from_civil};
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("gmtime", gmtime),
    ("localtime", localtime),
    ("mktime", mktime),
    ("strftime", strftime),
    ("strptime", strptime),
];

const FIELDS: [&str; 12] = [
    "usec", "sec", "min", "hour", "mday", "mon", "year", "wday", "yday", "isdst", "gmtoff", "zone",
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

/// C's `struct tm` plus Octave's `usec` and zone name.
#[derive(Clone, Default, Debug, PartialEq)]
struct Tm {
    usec: f64,
    sec: i64,
    min: i64,
    hour: i64,
    mday: i64,
    mon: i64,
    year: i64,
    wday: i64,
    yday: i64,
    zone: String,
}

fn yday(y: i64, m: i64, d: i64) -> i64 {
    days_from_civil(y, m, d) - days_from_civil(y, 1, 1)
}

impl Tm {
    fn from_unix(t: f64, zone: &str) -> Tm {
        let whole = t.floor();
        let secs = whole as i64;
        let days = secs.div_euclid(86_400);
        let rem = secs.rem_euclid(86_400);
        let (y, m, d) = civil_from_days(days);
        Tm {
            usec: ((t - whole) * 1e6).round(),
            sec: rem % 60,
            min: rem / 60 % 60,
            hour: rem / 3600,
            mday: d,
            mon: m - 1,
            year: y - 1900,
            wday: (days + 4).rem_euclid(7),
            yday: yday(y, m, d),
            zone: zone.to_string(),
        }
    }

    /// Seconds since the epoch, normalizing out-of-range fields as `mktime` does.
    fn to_unix(&self) -> f64 {
        let months = self.year * 12 + self.mon;
        let (y, m) = (months.div_euclid(12) + 1900, months.rem_euclid(12) + 1);
        let days = days_from_civil(y, m, 1) + self.mday - 1;
        (days * 86_400 + self.hour * 3600 + self.min * 60 + self.sec) as f64 + self.usec / 1e6
    }

    fn to_value(&self) -> Value {
        let mut s = StructArray::with_fields(
            crate::value::Dims::scalar(),
            FIELDS.iter().map(|f| f.to_string()).collect(),
        );
        let nums = [
            self.usec,
            self.sec as f64,
            self.min as f64,
            self.hour as f64,
            self.mday as f64,
            self.mon as f64,
            self.year as f64,
            self.wday as f64,
            self.yday as f64,
            0.0,
            0.0,
        ];
        for (k, x) in nums.iter().enumerate() {
            s.vals[k] = Value::Num(*x);
        }
        s.vals[11] = Value::str(&self.zone);
        Value::structure(s)
    }

    fn from_value(name: &str, v: &Value) -> Result<Tm, MatError> {
        let s = v.as_struct().filter(|s| s.numel() == 1).ok_or_else(|| {
            MatError::msg(format!("{name}: TM_STRUCT argument must be a structure"))
        })?;
        let num = |f: &str| -> Result<f64, MatError> {
            s.field(f).and_then(Value::scalar_f64).ok_or_else(|| {
                MatError::msg(format!("{name}: TM_STRUCT argument must be a structure"))
            })
        };
        Ok(Tm {
            usec: num("usec")?,
            sec: num("sec")? as i64,
            min: num("min")? as i64,
            hour: num("hour")? as i64,
            mday: num("mday")? as i64,
            mon: num("mon")? as i64,
            year: num("year")? as i64,
            wday: num("wday")? as i64,
            yday: num("yday")? as i64,
            zone: s
                .field("zone")
                .and_then(Value::as_string)
                .unwrap_or_default(),
        })
    }
}

fn seconds_arg(name: &str, v: &Value) -> Result<f64, MatError> {
    v.scalar_f64()
        .filter(|_| !v.is_char())
        .ok_or_else(|| MatError::msg(format!("{name}: T must be a scalar")))
}

fn gmtime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Tm::from_unix(seconds_arg("gmtime", &args[0])?, "GMT").to_value())
}

fn localtime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = seconds_arg("localtime", &args[0])? + super::time::local_offset_secs();
    one(Tm::from_unix(t, "UTC").to_value())
}

fn mktime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let tm = Tm::from_value("mktime", &args[0])?;
    one(Value::Num(tm.to_unix() - super::time::local_offset_secs()))
}

fn strftime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fmt = match &args[0] {
        Value::Char(_) => args[0].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("strftime: FMT must be a string")),
    };
    let tm = Tm::from_value("strftime", &args[1])?;
    one(Value::str(&format_tm(&fmt, &tm)))
}

fn hour12(h: i64) -> i64 {
    match h % 12 {
        0 => 12,
        x => x,
    }
}

/// `fmt` filled in by C's `strftime` with the local time now.
pub fn strftime_now(fmt: &str) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    let tm = Tm::from_unix(now.floor() + super::time::local_offset_secs(), "UTC");
    format_tm(fmt, &tm)
}

/// C's `strftime` in the "C" locale.
fn format_tm(fmt: &str, tm: &Tm) -> String {
    let mut out = String::new();
    let mut chars = fmt.chars();
    let name = |names: &[&str], k: i64, short: bool| -> String {
        let s = names
            .get(k.rem_euclid(names.len() as i64) as usize)
            .copied()
            .unwrap_or("?");
        if short {
            s[..3].to_string()
        } else {
            s.to_string()
        }
    };
    let year = tm.year + 1900;
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let Some(d) = chars.next() else {
            out.push('%');
            break;
        };
        let piece = match d {
            'a' => name(&DAYS, tm.wday, true),
            'A' => name(&DAYS, tm.wday, false),
            'b' | 'h' => name(&MONTHS, tm.mon, true),
            'B' => name(&MONTHS, tm.mon, false),
            'c' => format_tm("%a %b %e %H:%M:%S %Y", tm),
            'C' => format!("{:02}", year.div_euclid(100)),
            'd' => format!("{:02}", tm.mday),
            'D' => format_tm("%m/%d/%y", tm),
            'e' => format!("{:2}", tm.mday),
            'F' => format_tm("%Y-%m-%d", tm),
            'H' => format!("{:02}", tm.hour),
            'I' => format!("{:02}", hour12(tm.hour)),
            'j' => format!("{:03}", tm.yday + 1),
            'k' => format!("{:2}", tm.hour),
            'l' => format!("{:2}", hour12(tm.hour)),
            'm' => format!("{:02}", tm.mon + 1),
            'M' => format!("{:02}", tm.min),
            'n' => "\n".into(),
            'p' => if tm.hour < 12 { "AM" } else { "PM" }.into(),
            'r' => format_tm("%I:%M:%S %p", tm),
            'R' => format_tm("%H:%M", tm),
            's' => format!("{}", tm.to_unix().floor()),
            'S' => format!("{:02}", tm.sec),
            't' => "\t".into(),
            'T' => format_tm("%H:%M:%S", tm),
            'u' => format!("{}", if tm.wday == 0 { 7 } else { tm.wday }),
            'w' => format!("{}", tm.wday),
            'x' => format_tm("%m/%d/%y", tm),
            'X' => format_tm("%H:%M:%S", tm),
            'y' => format!("{:02}", year.rem_euclid(100)),
            'Y' => format!("{year}"),
            'z' => "+0000".into(),
            'Z' => tm.zone.clone(),
            '%' => "%".into(),
            other => format!("%{other}"),
        };
        out.push_str(&piece);
    }
    out
}

/// `[tm, nchars] = strptime (str, fmt)`: `nchars` is one past the last
/// character read, 0 when the string does not match.
fn strptime(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let text = match &args[0] {
        Value::Char(_) => args[0].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("strptime: argument STR must be a string")),
    };
    let fmt = match &args[1] {
        Value::Char(_) => args[1].as_string().unwrap_or_default(),
        _ => return Err(MatError::msg("strptime: FMT must be a string")),
    };
    let mut tm = Tm::default();
    match parse_tm(text.as_bytes(), fmt.as_bytes(), &mut tm) {
        Some(n) => {
            tm.zone = "UTC".into();
            Ok(vec![tm.to_value(), Value::Num(n as f64 + 1.0)])
        }
        None => Ok(vec![Tm::default().to_value(), Value::Num(0.0)]),
    }
}

/// Reads `fmt`'s fields from `s` into `tm`; the number of bytes read.
fn parse_tm(s: &[u8], fmt: &[u8], tm: &mut Tm) -> Option<usize> {
    let mut pos = 0;
    let mut k = 0;
    let (mut have_date, mut century_year) = (false, None::<i64>);
    let skip_ws = |pos: &mut usize| {
        while *pos < s.len() && s[*pos].is_ascii_whitespace() {
            *pos += 1;
        }
    };
    let number = |pos: &mut usize, max_digits: usize| -> Option<i64> {
        let start = *pos;
        let neg = *pos < s.len() && (s[*pos] == b'-' || s[*pos] == b'+');
        if neg {
            *pos += 1;
        }
        let digits = *pos;
        while *pos < s.len() && s[*pos].is_ascii_digit() && *pos - digits < max_digits {
            *pos += 1;
        }
        if *pos == digits {
            *pos = start;
            return None;
        }
        let v: i64 = std::str::from_utf8(&s[digits..*pos]).ok()?.parse().ok()?;
        Some(if s[start] == b'-' { -v } else { v })
    };
    let word = |pos: &mut usize, names: &[&str]| -> Option<i64> {
        for (i, n) in names.iter().enumerate() {
            for cand in [n.as_bytes(), &n.as_bytes()[..n.len().min(3)]] {
                let end = *pos + cand.len();
                if end <= s.len() && s[*pos..end].eq_ignore_ascii_case(cand) {
                    *pos = end;
                    return Some(i as i64);
                }
            }
        }
        None
    };
    while k < fmt.len() {
        let c = fmt[k];
        k += 1;
        if c.is_ascii_whitespace() {
            skip_ws(&mut pos);
            continue;
        }
        if c != b'%' {
            if pos < s.len() && s[pos] == c {
                pos += 1;
                continue;
            }
            return None;
        }
        let d = *fmt.get(k)?;
        k += 1;
        if !matches!(d, b'n' | b't' | b'%') {
            skip_ws(&mut pos);
        }
        match d {
            b'Y' => {
                tm.year = number(&mut pos, 4)? - 1900;
                have_date = true;
            }
            b'y' => {
                let y = number(&mut pos, 2)?;
                century_year = Some(y);
                tm.year = if y < 69 { y + 100 } else { y };
            }
            b'm' => tm.mon = number(&mut pos, 2)? - 1,
            b'd' | b'e' => tm.mday = number(&mut pos, 2)?,
            b'H' | b'k' => tm.hour = number(&mut pos, 2)?,
            b'I' | b'l' => tm.hour = number(&mut pos, 2)? % 12,
            b'M' => tm.min = number(&mut pos, 2)?,
            b'S' => tm.sec = number(&mut pos, 2)?,
            b'j' => tm.yday = number(&mut pos, 3)? - 1,
            b'a' | b'A' => tm.wday = word(&mut pos, &DAYS)?,
            b'b' | b'B' | b'h' => tm.mon = word(&mut pos, &MONTHS)?,
            b'p' => {
                let pm = word(&mut pos, &["AM", "PM"])?;
                if pm == 1 && tm.hour < 12 {
                    tm.hour += 12;
                }
            }
            b'T' => pos += parse_tm(&s[pos..], b"%H:%M:%S", tm)?,
            b'R' => pos += parse_tm(&s[pos..], b"%H:%M", tm)?,
            b'D' => pos += parse_tm(&s[pos..], b"%m/%d/%y", tm)?,
            b'F' => {
                pos += parse_tm(&s[pos..], b"%Y-%m-%d", tm)?;
                have_date = true;
            }
            b'n' | b't' => skip_ws(&mut pos),
            b'%' => {
                if s.get(pos) != Some(&b'%') {
                    return None;
                }
                pos += 1;
            }
            _ => return None,
        }
    }
    if (have_date || century_year.is_some()) && tm.mday > 0 {
        let y = tm.year + 1900;
        let days = days_from_civil(y, tm.mon + 1, tm.mday);
        tm.wday = (days + 4).rem_euclid(7);
        tm.yday = yday(y, tm.mon + 1, tm.mday);
    }
    Some(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip() {
        for days in [-800_000, -1, 0, 59, 11_016, 19_000, 2_932_896] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        let tm = Tm::from_unix(1e9, "GMT");
        assert_eq!(
            (tm.year, tm.mon, tm.mday, tm.wday, tm.yday),
            (101, 8, 9, 0, 251)
        );
        assert_eq!(tm.to_unix(), 1e9);
    }
}
