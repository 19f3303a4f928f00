//! Value semantics checked against Octave 7.3: each case in
//! `semantics/cases.txt` (`SETUP ## EXPR`) is evaluated by a tiny test
//! evaluator over the runtime API and printed canonically; the expected
//! lines in `semantics/expected.txt` come from Octave (`semantics/regen.sh`).
//! `semantics/known_failures.txt` lists cases owned by unfinished modules.

#[path = "semantics/eval.rs"]
mod eval;

use runtime::cfmt;
use runtime::Value;

fn num(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 {
            "Inf".into()
        } else {
            "-Inf".into()
        }
    } else if x == x.trunc() && x.abs() < 1e15 {
        if x == 0.0 && x.is_sign_negative() {
            "-0".into()
        } else {
            format!("{}", x as i64)
        }
    } else {
        cfmt::general(x, 17, false, false)
    }
}

fn canon(v: &Value) -> String {
    let d = v.dims().to_string_x();
    match v {
        Value::Cell(t) => {
            let items: Vec<String> = t.data.iter().map(canon).collect();
            format!("cell[{d}]{{{}}}", items.join(";"))
        }
        Value::Struct(s) => {
            let mut items = Vec::new();
            for e in 0..s.numel() {
                for k in 0..s.nfields() {
                    items.push(canon(s.get(e, k)));
                }
            }
            format!("struct[{d}]{{{}|{}}}", s.fields.join(","), items.join(";"))
        }
        Value::Func(f) => format!("@{}", f.name),
        Value::Char(t) => format!("char[{d}]:{}", String::from_utf8_lossy(&t.data)),
        Value::Int64(t) => {
            let items: Vec<String> = t.data.iter().map(|x| x.to_string()).collect();
            format!("int64[{d}]:{}", items.join(","))
        }
        Value::UInt64(t) => {
            // Octave's sprintf('%d') prints uint64 above intmax('int64') as %g.
            let items: Vec<String> = t
                .data
                .iter()
                .map(|&x| {
                    if x > i64::MAX as u64 {
                        cfmt::general(x as f64, 6, false, false)
                    } else {
                        x.to_string()
                    }
                })
                .collect();
            format!("uint64[{d}]:{}", items.join(","))
        }
        _ if v.is_complex() => {
            let z = v.to_c64_vec().unwrap_or_default();
            let items: Vec<String> = z
                .iter()
                // Octave's canonicalizer reads elements one at a time, which
                // narrows a zero imaginary part (so -0 prints as 0).
                .map(|c| {
                    let im = if c.im == 0.0 {
                        "0".to_string()
                    } else {
                        num(c.im)
                    };
                    format!("({},{})", num(c.re), im)
                })
                .collect();
            format!("complex {}[{d}]:{}", v.class_name(), items.join(","))
        }
        _ => {
            let x = v.to_f64_vec().unwrap_or_default();
            let items: Vec<String> = x.iter().map(|&y| num(y)).collect();
            format!("{}[{d}]:{}", v.class_name(), items.join(","))
        }
    }
}

#[test]
fn semantics_match_octave() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/semantics");
    let cases = std::fs::read_to_string(dir.join("cases.txt")).expect("cases.txt");
    let expected = std::fs::read_to_string(dir.join("expected.txt")).expect("expected.txt");
    let cases: Vec<&str> = cases
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'))
        .collect();
    let expected: Vec<&str> = expected.lines().collect();
    let known = std::fs::read_to_string(dir.join("known_failures.txt")).unwrap_or_default();
    let known: Vec<&str> = known.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        cases.len(),
        expected.len(),
        "run semantics/regen.sh after editing cases.txt"
    );
    let mut failures = Vec::new();
    for (case, want) in cases.iter().zip(&expected) {
        let (setup, expr) = case.split_once(" ## ").unwrap_or(("", case));
        let mut env = eval::Env::new();
        let got = match env.run(setup, expr) {
            Ok(v) => canon(&v),
            Err(e) => format!("error: {}", e.message),
        };
        if got != *want && !known.contains(case) {
            failures.push(format!("{case}\n   octave: {want}\n   matc:   {got}"));
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {} cases differ:\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }
}
