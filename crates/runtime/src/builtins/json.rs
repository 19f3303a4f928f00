//! JSON text: `jsonencode` and `jsondecode`, with Octave 7.3's mapping of
//! values (RapidJSON's number format, column vectors for arrays, struct
//! arrays for arrays of like objects). Parsing is `serde_json`'s, in the
//! order the text gives object members (`preserve_order`).

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::object::{MapKey, Object};
use crate::value::{Class, Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] =
    &[("jsonencode", jsonencode), ("jsondecode", jsondecode)];

fn unsupported() -> MatError {
    MatError::msg("jsonencode: unsupported type")
}

fn option_name(v: &Value) -> Option<String> {
    match v {
        Value::Char(_) => v.as_string().map(|s| s.to_ascii_lowercase()),
        _ => None,
    }
}

/// `jsonencode (OBJECT, "ConvertInfAndNaN", TF, "PrettyPrint", TF)`.
fn jsonencode(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len().is_multiple_of(2) {
        return Err(MatError::invalid_call("jsonencode"));
    }
    let mut convert = true;
    for pair in args[1..].chunks(2) {
        let tf = match &pair[1] {
            Value::Bool(b) => *b,
            Value::Logical(t) if t.data.len() == 1 => t.data[0],
            _ => {
                return Err(MatError::msg(
                    "jsonencode: option value must be a logical scalar",
                ))
            }
        };
        match option_name(&pair[0]).as_deref() {
            Some("convertinfandnan") => convert = tf,
            // Octave 7.3 as Debian builds it has no pretty writer.
            Some("prettyprint") => ctx.warn(
                "",
                "jsonencode: support for the \"PrettyPrint\" option of RapidJSON was unavailable or disabled when Octave was built",
            ),
            _ => {
                return Err(MatError::msg(
                    "jsonencode: Valid options are \"ConvertInfAndNaN\" and \"PrettyPrint\"",
                ))
            }
        }
    }
    let mut out = Vec::new();
    Encoder { convert }.value(&args[0], &mut out)?;
    one(Value::str_bytes(&out))
}

/// Writes element `k` of an array as JSON.
type WriteElem<'a> = dyn FnMut(usize, &mut Vec<u8>) -> Result<(), MatError> + 'a;

struct Encoder {
    convert: bool,
}

/// RapidJSON's `Writer::Double` text of a finite number, after Octave's
/// rule that an integer below 10^6 in magnitude is written as an integer.
fn number(x: f64) -> String {
    if x == x.trunc() && x.abs() < 1e6 {
        return format!("{}", x as i64);
    }
    let sci = format!("{:e}", x.abs());
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mant.chars().filter(|c| *c != '.').collect();
    let len = digits.len() as i64;
    let kk = exp.parse::<i64>().unwrap_or(0) + 1;
    let k = kk - len;
    let sign = if x < 0.0 { "-" } else { "" };
    let body = if (0..=21).contains(&kk) && k >= 0 {
        format!("{digits}{}.0", "0".repeat(k as usize))
    } else if 0 < kk && kk <= 21 {
        format!("{}.{}", &digits[..kk as usize], &digits[kk as usize..])
    } else if -6 < kk && kk <= 0 {
        format!("0.{}{digits}", "0".repeat((-kk) as usize))
    } else if len == 1 {
        format!("{digits}e{}", kk - 1)
    } else {
        format!("{}.{}e{}", &digits[..1], &digits[1..], kk - 1)
    };
    format!("{sign}{body}")
}

fn string(bytes: &[u8], out: &mut Vec<u8>) {
    out.push(b'"');
    for &b in bytes {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\t' => out.extend_from_slice(b"\\t"),
            b'\r' => out.extend_from_slice(b"\\r"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0c => out.extend_from_slice(b"\\f"),
            0..=0x1f => out.extend_from_slice(format!("\\u{b:04X}").as_bytes()),
            _ => out.push(b),
        }
    }
    out.push(b'"');
}

impl Encoder {
    fn real(&self, x: f64, out: &mut Vec<u8>) {
        let text = if x.is_finite() {
            number(x)
        } else if self.convert {
            "null".into()
        } else if x.is_nan() {
            "NaN".into()
        } else if x > 0.0 {
            "Infinity".into()
        } else {
            "-Infinity".into()
        };
        out.extend_from_slice(text.as_bytes());
    }

    /// An array's elements nested with the first dimension outermost;
    /// a vector is one flat list.
    fn nested(
        &self,
        dims: &Dims,
        out: &mut Vec<u8>,
        elem: &mut WriteElem<'_>,
    ) -> Result<(), MatError> {
        let d = dims.as_slice().to_vec();
        if dims.is_vector() || dims.numel() <= 1 {
            out.push(b'[');
            for k in 0..dims.numel() {
                if k > 0 {
                    out.push(b',');
                }
                elem(k, out)?;
            }
            out.push(b']');
            return Ok(());
        }
        let mut strides = vec![1; d.len()];
        for k in 1..d.len() {
            strides[k] = strides[k - 1] * d[k - 1];
        }
        fn level(
            d: &[usize],
            strides: &[usize],
            axis: usize,
            base: usize,
            out: &mut Vec<u8>,
            elem: &mut WriteElem<'_>,
        ) -> Result<(), MatError> {
            out.push(b'[');
            for i in 0..d[axis] {
                if i > 0 {
                    out.push(b',');
                }
                let at = base + i * strides[axis];
                if axis + 1 == d.len() {
                    elem(at, out)?;
                } else {
                    level(d, strides, axis + 1, at, out, elem)?;
                }
            }
            out.push(b']');
            Ok(())
        }
        level(&d, &strides, 0, 0, out, elem)
    }

    fn value(&self, v: &Value, out: &mut Vec<u8>) -> Result<(), MatError> {
        match v {
            Value::Num(x) => self.real(*x, out),
            Value::Bool(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
            Value::Char(t) => {
                if t.dims.rows() <= 1 && t.dims.ndims() == 2 {
                    string(&t.data, out);
                } else {
                    let rows = v.char_rows().unwrap_or_default();
                    out.push(b'[');
                    for (k, r) in rows.iter().enumerate() {
                        if k > 0 {
                            out.push(b',');
                        }
                        string(r.as_bytes(), out);
                    }
                    out.push(b']');
                }
            }
            Value::Logical(t) => self.nested(&t.dims, out, &mut |k, o| {
                o.extend_from_slice(if t.data[k] { b"true" } else { b"false" });
                Ok(())
            })?,
            Value::Cell(c) => {
                out.push(b'[');
                for (k, e) in c.data.iter().enumerate() {
                    if k > 0 {
                        out.push(b',');
                    }
                    self.value(e, out)?;
                }
                out.push(b']');
            }
            Value::Struct(s) => {
                if s.numel() == 1 {
                    self.object(s, 0, out)?;
                } else if s.numel() > 0 {
                    self.nested(&s.dims, out, &mut |k, o| self.object(s, k, o))?;
                }
            }
            Value::Object(o) => match &**o {
                Object::Map(m) => {
                    out.push(b'{');
                    for (k, (key, val)) in m.entries.borrow().iter().enumerate() {
                        if k > 0 {
                            out.push(b',');
                        }
                        match key {
                            MapKey::Str(s) => string(s, out),
                            MapKey::Num(x) => string(number(*x).as_bytes(), out),
                        }
                        out.push(b':');
                        self.value(val, out)?;
                    }
                    out.push(b'}');
                }
                _ => return Err(unsupported()),
            },
            Value::Func(_) => return Err(unsupported()),
            // Octave 7.3 writes a complex value's real parts, as a list.
            Value::Complex(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
                let re = num_data("jsonencode", v)?;
                out.push(b'[');
                for (k, z) in re.iter().enumerate() {
                    if k > 0 {
                        out.push(b',');
                    }
                    self.real(z.re, out);
                }
                out.push(b']');
            }
            // Octave 7.3 writes single arrays but not a single scalar.
            _ if v.is_scalar() && v.class() == Class::Single => return Err(unsupported()),
            _ => {
                let data = v.to_f64_vec().map_err(|_| unsupported())?;
                if v.is_scalar() {
                    self.real(data[0], out);
                } else {
                    self.nested(&v.dims(), out, &mut |k, o| {
                        self.real(data[k], o);
                        Ok(())
                    })?;
                }
            }
        }
        Ok(())
    }

    fn object(&self, s: &StructArray, elem: usize, out: &mut Vec<u8>) -> Result<(), MatError> {
        out.push(b'{');
        for (k, f) in s.fields.iter().enumerate() {
            if k > 0 {
                out.push(b',');
            }
            string(f.as_bytes(), out);
            out.push(b':');
            self.value(s.get(elem, k), out)?;
        }
        out.push(b'}');
        Ok(())
    }
}

/// How `jsondecode` makes object member names valid field names.
struct Names {
    valid: bool,
    style: String,
    prefix: String,
}

/// `jsondecode (TXT, "ReplacementStyle", RS, "Prefix", PFX, "makeValidName", TF)`.
fn jsondecode(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let text = match &args[0] {
        Value::Char(t) => t.data.clone(),
        _ => {
            return Err(MatError::msg(
                "jsondecode: JSON_TXT must be a character string",
            ))
        }
    };
    if args.len().is_multiple_of(2) {
        return Err(MatError::invalid_call("jsondecode"));
    }
    let mut names = Names {
        valid: true,
        style: "underscore".into(),
        prefix: "x".into(),
    };
    for pair in args[1..].chunks(2) {
        match option_name(&pair[0]).as_deref() {
            Some("makevalidname") => {
                names.valid = pair[1].scalar_f64().is_some_and(|x| x != 0.0);
            }
            Some("replacementstyle") => {
                names.style = option_name(&pair[1]).unwrap_or_default();
            }
            Some("prefix") => names.prefix = pair[1].as_string().unwrap_or_default(),
            _ => {
                return Err(MatError::msg(
                    "jsondecode: Valid options are \"ReplacementStyle\", \"Prefix\", and \"makeValidName\"",
                ))
            }
        }
    }
    let json: serde_json::Value = serde_json::from_slice(&text).map_err(|e| {
        MatError::msg(format!(
            "jsondecode: parse error at offset {}: {e}",
            offset(&text, &e)
        ))
    })?;
    one(names.decode(&json))
}

/// The byte offset (1-based, as RapidJSON counts) of a parse error.
fn offset(text: &[u8], e: &serde_json::Error) -> usize {
    let line_start: usize = text
        .split(|&b| b == b'\n')
        .take(e.line().saturating_sub(1))
        .map(|l| l.len() + 1)
        .sum();
    line_start + e.column()
}

fn column(items: Vec<Value>) -> Value {
    let n = items.len();
    Value::cell(Tensor::new(Dims::rc(n, 1), items))
}

impl Names {
    fn decode(&self, j: &serde_json::Value) -> Value {
        use serde_json::Value as J;
        match j {
            J::Null => Value::empty(),
            J::Bool(b) => Value::Bool(*b),
            J::Number(n) => Value::Num(n.as_f64().unwrap_or(f64::NAN)),
            J::String(s) => Value::str(s),
            J::Object(m) => {
                let mut s = StructArray::new_scalar();
                for (k, v) in m {
                    let f = self.field_name(k);
                    let i = s.ensure_field(&f);
                    *s.get_mut(0, i) = self.decode(v);
                }
                Value::structure(s)
            }
            J::Array(a) => self.array(a),
        }
    }

    fn array(&self, a: &[serde_json::Value]) -> Value {
        use serde_json::Value as J;
        let n = a.len();
        if n == 0 {
            return Value::empty();
        }
        if a.iter().all(|v| v.is_number() || v.is_null()) {
            let x = a.iter().map(|v| v.as_f64().unwrap_or(f64::NAN)).collect();
            return Value::from_f64s(Dims::rc(n, 1), x);
        }
        if a.iter().all(J::is_boolean) {
            let b = a.iter().map(|v| v.as_bool().unwrap_or(false)).collect();
            return Value::logical(Tensor::new(Dims::rc(n, 1), b));
        }
        let items: Vec<Value> = a.iter().map(|v| self.decode(v)).collect();
        if a.iter().all(J::is_array) {
            if let Some(m) = stack(&items) {
                return m;
            }
        }
        if a.iter().all(J::is_object) {
            let first = items[0].as_struct().map(|s| s.fields.clone());
            if items
                .iter()
                .all(|v| v.as_struct().map(|s| &s.fields) == first.as_ref())
            {
                let fields = first.unwrap_or_default();
                let mut s = StructArray::with_fields(Dims::rc(n, 1), fields);
                s.vals = items
                    .iter()
                    .flat_map(|v| v.as_struct().map(|s| s.vals.clone()).unwrap_or_default())
                    .collect();
                return Value::structure(s);
            }
        }
        column(items)
    }

    /// MATLAB's `matlab.lang.makeValidName` with this decoder's options.
    fn field_name(&self, k: &str) -> String {
        if !self.valid {
            return k.to_string();
        }
        let valid = |s: &str| {
            s.starts_with(|c: char| c.is_ascii_alphabetic())
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !super::language::KEYWORDS.contains(&s)
        };
        if valid(k) {
            return k.to_string();
        }
        let mut out = String::new();
        let mut up = false;
        for c in k.chars() {
            if c.is_whitespace() {
                up = !out.is_empty();
                continue;
            }
            if c.is_ascii_alphanumeric() || c == '_' {
                if up {
                    out.extend(c.to_uppercase());
                } else {
                    out.push(c);
                }
            } else {
                match self.style.as_str() {
                    "delete" => {}
                    "hex" => out.push_str(&format!("0x{:02X}", c as u32)),
                    _ => out.push('_'),
                }
            }
            up = false;
        }
        if super::language::KEYWORDS.contains(&out.as_str()) {
            // A keyword: the prefix, then the word capitalized (`xFor`).
            let mut word = out.chars();
            let first = word.next().map(|c| c.to_ascii_uppercase());
            out = format!(
                "{}{}{}",
                self.prefix,
                first.unwrap_or_default(),
                word.as_str()
            );
        } else if !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
            out.insert_str(0, &self.prefix);
        }
        out
    }
}

/// Arrays of like numeric arrays as one array, the first index running
/// over the elements (`[[1,2],[3,4]]` is a 2x2 matrix).
fn stack(items: &[Value]) -> Option<Value> {
    let dims = items[0].dims();
    let numeric = |v: &Value| {
        matches!(
            v,
            Value::Num(_) | Value::Double(_) | Value::Bool(_) | Value::Logical(_)
        )
    };
    if !items.iter().all(|v| numeric(v) && v.dims() == dims) {
        return None;
    }
    // A column vector element contributes one dimension, a matrix its own.
    let inner: Vec<usize> = if dims.cols() == 1 && dims.ndims() == 2 {
        vec![dims.rows()]
    } else {
        dims.as_slice().to_vec()
    };
    let n = items.len();
    let m: usize = inner.iter().product();
    let mut data = vec![0.0; n * m];
    for (i, v) in items.iter().enumerate() {
        let x = v.to_f64_vec().ok()?;
        for (k, xk) in x.into_iter().enumerate() {
            data[i + n * k] = xk;
        }
    }
    let mut d = vec![n];
    d.extend(inner);
    Some(Value::from_f64s(Dims::new(&d), data))
}
