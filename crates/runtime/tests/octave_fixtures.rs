//! Display and formatting builtins against GNU Octave 7.3's own output.
//!
//! `fixtures/expected.txt` is produced by `fixtures/gen_fixtures.sh` (which
//! runs Octave on `fixtures/cases.txt`): for each case it records the value
//! (or call arguments) serialized exactly, and Octave's printed text.

use std::rc::Rc;

use runtime::ctx::FormatMode;
use runtime::display::{disp_bytes, disp_range, display_bytes, display_range, RangeSpec};
use runtime::{Ctx, Dims, FuncHandle, StructArray, Tensor, Value, C32, C64};

struct Case {
    line: String,
    value: Option<Value>,
    args: Option<Value>,
    outs: Vec<Value>,
    error: Option<String>,
    error_id: Option<String>,
    text: Vec<u8>,
}

struct Toks<'a> {
    t: Vec<&'a str>,
    i: usize,
}

impl<'a> Toks<'a> {
    fn next(&mut self) -> &'a str {
        let s = self.t[self.i];
        self.i += 1;
        s
    }
    fn num(&mut self) -> usize {
        self.next().parse().expect("count")
    }
}

fn hex_text(s: &str) -> String {
    let b: Vec<u8> = (0..s.len() / 2)
        .map(|k| u8::from_str_radix(&s[2 * k..2 * k + 2], 16).expect("hex"))
        .collect();
    String::from_utf8_lossy(&b).into_owned()
}

fn read_value(t: &mut Toks) -> Value {
    let cls = t.next();
    if cls == "fh" {
        let text = hex_text(t.next());
        return if text.starts_with('@') {
            Value::Func(Rc::new(FuncHandle {
                name: text,
                anonymous: true,
                target: None,
                captures: vec![],
                capture_names: vec![],
                inline: false,
            }))
        } else {
            Value::Func(Rc::new(FuncHandle::named(&text)))
        };
    }
    let nd = t.num();
    let dims: Vec<usize> = (0..nd).map(|_| t.num()).collect();
    let d = Dims::new(&dims);
    let n = d.numel();
    macro_rules! ints {
        ($ty:ty, $var:ident) => {{
            let v: Vec<$ty> = (0..n)
                .map(|_| t.next().parse::<i128>().expect("int") as $ty)
                .collect();
            Value::$var(Rc::new(Tensor::new(d, v)))
        }};
    }
    match cls {
        "double" | "single" => {
            let cx = t.num() == 1;
            let mut re = Vec::with_capacity(n);
            let mut im = Vec::with_capacity(n);
            for _ in 0..n {
                let rd = |t: &mut Toks| {
                    let h = t.next();
                    if cls == "double" {
                        f64::from_bits(u64::from_str_radix(h, 16).expect("hex"))
                    } else {
                        f32::from_bits(u32::from_str_radix(h, 16).expect("hex")) as f64
                    }
                };
                re.push(rd(t));
                if cx {
                    im.push(rd(t));
                }
            }
            match (cls, cx) {
                ("double", false) => Value::Double(Rc::new(Tensor::new(d, re))).normalized(),
                ("double", true) => {
                    let z = re.iter().zip(&im).map(|(&a, &b)| C64::new(a, b)).collect();
                    Value::ComplexDouble(Rc::new(Tensor::new(d, z))).normalized()
                }
                (_, false) => Value::Single(Rc::new(Tensor::new(
                    d,
                    re.iter().map(|&x| x as f32).collect(),
                ))),
                _ => {
                    let z = re
                        .iter()
                        .zip(&im)
                        .map(|(&a, &b)| C32::new(a as f32, b as f32))
                        .collect();
                    Value::ComplexSingle(Rc::new(Tensor::new(d, z)))
                }
            }
        }
        "int8" => ints!(i8, Int8),
        "int16" => ints!(i16, Int16),
        "int32" => ints!(i32, Int32),
        "int64" => ints!(i64, Int64),
        "uint8" => ints!(u8, UInt8),
        "uint16" => ints!(u16, UInt16),
        "uint32" => ints!(u32, UInt32),
        "uint64" => ints!(u64, UInt64),
        "logical" => {
            let v: Vec<bool> = (0..n).map(|_| t.next() == "1").collect();
            Value::Logical(Rc::new(Tensor::new(d, v))).normalized()
        }
        "char" => {
            let v: Vec<u8> = (0..n).map(|_| t.num() as u8).collect();
            Value::Char(Rc::new(Tensor::new(d, v)))
        }
        "cell" => {
            let v: Vec<Value> = (0..n).map(|_| read_value(t)).collect();
            Value::Cell(Rc::new(Tensor::new(d, v)))
        }
        "struct" => {
            let nf = t.num();
            let fields: Vec<String> = (0..nf).map(|_| hex_text(t.next())).collect();
            let vals: Vec<Value> = (0..n * nf).map(|_| read_value(t)).collect();
            Value::Struct(Rc::new(StructArray {
                dims: d,
                fields,
                vals,
            }))
        }
        other => panic!("unknown class {other}"),
    }
}

fn parse_value(s: &str) -> Value {
    let mut t = Toks {
        t: s.split_ascii_whitespace().collect(),
        i: 0,
    };
    read_value(&mut t)
}

fn load_cases() -> Vec<Case> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/expected.txt");
    let data = std::fs::read(path).expect("fixtures/expected.txt");
    let mut cases = Vec::new();
    let mut pos = 0;
    let read_line = |pos: &mut usize| -> String {
        let end = data[*pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(data.len(), |k| *pos + k);
        let s = String::from_utf8_lossy(&data[*pos..end]).into_owned();
        *pos = end + 1;
        s
    };
    while pos < data.len() {
        let head = read_line(&mut pos);
        let line = head
            .strip_prefix("=== ")
            .expect("record header")
            .to_string();
        let mut c = Case {
            line,
            value: None,
            args: None,
            outs: vec![],
            error: None,
            error_id: None,
            text: vec![],
        };
        loop {
            let l = read_line(&mut pos);
            if let Some(r) = l.strip_prefix("value ") {
                c.value = Some(parse_value(r));
            } else if let Some(r) = l.strip_prefix("args ") {
                c.args = Some(parse_value(r));
            } else if let Some(r) = l.strip_prefix("out ") {
                c.outs.push(parse_value(r));
            } else if let Some(r) = l.strip_prefix("errid") {
                c.error_id = Some(r.trim_start().to_string());
            } else if let Some(r) = l.strip_prefix("error ") {
                c.error = Some(r.to_string());
            } else if let Some(r) = l.strip_prefix("text ") {
                let n: usize = r.parse().expect("text length");
                c.text = data[pos..pos + n].to_vec();
                pos += n + 1;
                break;
            } else {
                panic!("bad fixture line {l:?}");
            }
        }
        cases.push(c);
    }
    cases
}

/// The Ctx for a case's FORMAT field: `;`-separated `format` arguments.
fn ctx_for(fmt: &str) -> Ctx {
    let mut ctx = Ctx::new();
    for word in fmt.split(';') {
        match word.trim() {
            "short" => ctx.format = FormatMode::Short,
            "long" => ctx.format = FormatMode::Long,
            "short g" => ctx.format = FormatMode::ShortG,
            "long g" => ctx.format = FormatMode::LongG,
            "compact" => ctx.compact = true,
            other => panic!("unknown format {other}"),
        }
    }
    ctx
}

/// Same class, dims and bits (NaN equal to NaN), for output comparison.
fn same(a: &Value, b: &Value) -> bool {
    format!("{:?}", a.clone().normalized()) == format!("{:?}", b.clone().normalized())
}

/// Runs one case; `Err` describes the mismatch.
fn run(c: &Case) -> Result<(), String> {
    let parts: Vec<&str> = c.line.split('|').collect();
    let mut ctx = ctx_for(parts[1]);
    match parts[0] {
        "display" | "disp" => {
            let v = c.value.as_ref().ok_or("no value")?;
            let code = parts[3..].join("|");
            let got = if parts[0] == "display" || code.contains("display(") {
                display_bytes(&ctx, parts[2], v)
            } else {
                disp_bytes(&ctx, v)
            };
            if got == c.text {
                Ok(())
            } else {
                Err(format!(
                    "expected:\n{}\ngot:\n{}",
                    String::from_utf8_lossy(&c.text),
                    String::from_utf8_lossy(&got)
                ))
            }
        }
        "range" | "rangedisp" => {
            let v = c.value.as_ref().ok_or("no value")?;
            let num = |k: usize| -> Result<f64, String> {
                parts[k]
                    .parse()
                    .map_err(|_| format!("bad number {}", parts[k]))
            };
            let r = RangeSpec {
                base: num(3)?,
                inc: num(4)?,
                limit: num(5)?,
            };
            let got = if parts[0] == "range" {
                display_range(&ctx, parts[2], v, r)
            } else {
                disp_range(&ctx, v, r)
            };
            if got.as_bytes() == c.text.as_slice() {
                Ok(())
            } else {
                Err(format!(
                    "expected:\n{}\ngot:\n{}",
                    String::from_utf8_lossy(&c.text),
                    got
                ))
            }
        }
        "call" => {
            let name = parts[2];
            let nout: usize = parts[3].parse().map_err(|_| "nargout")?;
            let args = match c.args.as_ref() {
                Some(Value::Cell(t)) => t.data.clone(),
                _ => return Err("args not a cell".into()),
            };
            match runtime::builtins::call(&mut ctx, name, &args, nout) {
                Err(e) => match &c.error {
                    Some(_) if c.error_id.as_ref().is_some_and(|id| *id != e.identifier) => {
                        Err(format!(
                            "error identifier {:?}, expected {:?}",
                            e.identifier, c.error_id
                        ))
                    }
                    // The first line: a usage message goes on with Octave's help text.
                    Some(exp)
                        if !e.message.is_empty()
                            && exp.starts_with(e.message.lines().next().unwrap_or_default()) =>
                    {
                        Ok(())
                    }
                    Some(exp) => Err(format!("error {:?}, expected error {exp:?}", e.message)),
                    None => Err(format!("unexpected error {:?}", e.message)),
                },
                Ok(outs) => {
                    if let Some(exp) = &c.error {
                        return Err(format!("expected error {exp:?}, got {outs:?}"));
                    }
                    for (k, exp) in c.outs.iter().enumerate() {
                        match outs.get(k) {
                            Some(got) if same(got, exp) => {}
                            got => {
                                return Err(format!("output {k}: expected {exp:?}, got {got:?}"))
                            }
                        }
                    }
                    // Warnings go to stderr; Octave's evalc captured them.
                    let printed = if name == "warning" {
                        &ctx.err
                    } else {
                        &ctx.out
                    };
                    if *printed != c.text {
                        return Err(format!(
                            "printed {:?}, expected {:?}",
                            String::from_utf8_lossy(printed),
                            String::from_utf8_lossy(&c.text)
                        ));
                    }
                    Ok(())
                }
            }
        }
        other => Err(format!("unknown case kind {other}")),
    }
}

#[test]
fn octave_display_and_format_fixtures() {
    let cases = load_cases();
    assert!(cases.len() > 400, "fixture file looks truncated");
    let mut failures = Vec::new();
    for c in &cases {
        if let Err(msg) = run(c) {
            failures.push(format!("=== {}\n{msg}", c.line));
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {} Octave fixtures differ:\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }
}
