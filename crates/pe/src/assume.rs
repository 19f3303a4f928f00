//! `--assert`: the checks at the top of a residual function, one `if ... error` per assumption its specialization relied on.
//!
//! A parameter's known value is checked with `isa` and `isequal` against the
//! value as written (the `--fix` text, else its literal; a value with no
//! literal, or holding NaN, which `isequal` never matches, is checked by
//! class and extents); known class and extents with `isa` and `size`,
//! realness and fullness with `isreal` and `issparse`; the
//! argument and result counts with `nargin`/`nargout`. The checks are built
//! as source and parsed, so they are exactly what the printer prints back.

use runtime::{Class, Value};
use syntax::ast::Stmt;

use crate::abs::AVal;

/// The error identifier every failed assumption raises.
pub const ID: &str = "specialize:assumption";

/// The longest value text a message repeats; longer ones are "a fixed value".
const MAX_SHOWN: usize = 60;

/// What one residual parameter was assumed to be.
pub struct Param<'a> {
    pub name: &'a str,
    pub value: &'a AVal,
    /// The value as the user wrote it (`--fix NAME=TEXT`), if they did.
    pub source: Option<&'a str>,
}

/// The checks for `function`'s assumptions: on its parameters, and on its
/// argument and result counts when those were assumed.
pub fn checks(
    function: &str,
    params: &[Param<'_>],
    nargin: Option<usize>,
    nargout: Option<usize>,
) -> Vec<Stmt> {
    let mut src = String::new();
    let mut check = |cond: String, what: String| {
        let msg = format!("{function} was specialized for {what}").replace('\'', "''");
        src.push_str(&format!(
            "if {cond}\n  error('{ID}', '%s', '{msg}');\nend\n"
        ));
    };
    if let Some(n) = nargin {
        check(
            format!("nargin ~= {n}"),
            format!("{n} argument{}", if n == 1 { "" } else { "s" }),
        );
    }
    if let Some(n) = nargout {
        check(
            format!("nargout ~= {n}"),
            format!("{n} result{}", if n == 1 { "" } else { "s" }),
        );
    }
    for p in params {
        let x = p.name;
        let facts = p.value.facts();
        if let Some(c) = facts.class.filter(|c| *c != Class::Object) {
            let c = c.name();
            check(format!("~isa({x}, '{c}')"), format!("{x} of class {c}"));
        }
        // (A fixed value is checked whole below.)
        if let AVal::Dyn(f) = p.value {
            if f.real {
                check(format!("~isreal({x})"), format!("{x} real"));
            }
            if f.full {
                check(format!("issparse({x})"), format!("{x} full"));
            }
        }
        let written = match p.value {
            AVal::Known(v) if !has_nan(v) => p
                .source
                .map(str::to_string)
                .or_else(|| crate::literal::literal(v).map(|e| syntax::print_expr(&e))),
            _ => None,
        };
        match (written, &facts.dims) {
            (Some(text), _) => {
                let what = if text.len() <= MAX_SHOWN {
                    format!("{x} = {text}")
                } else {
                    format!("a fixed value of {x}")
                };
                check(format!("~isequal({x}, {text})"), what);
            }
            (None, Some(d)) => {
                let list: Vec<String> = d.iter().map(|n| n.to_string()).collect();
                check(
                    format!("~isequal(size({x}), [{}])", list.join(" ")),
                    format!("{x} of size {}", list.join("x")),
                );
            }
            (None, None) => {}
        }
    }
    let parsed = syntax::parse(&src);
    debug_assert!(parsed.errors.is_empty(), "{src}");
    parsed.file.body
}

/// Whether `v` holds a NaN anywhere (in its elements, cells or fields).
fn has_nan(v: &Value) -> bool {
    match v {
        Value::Cell(t) => t.data.iter().any(has_nan),
        Value::Struct(s) => (0..s.numel()).any(|e| (0..s.nfields()).any(|k| has_nan(s.get(e, k)))),
        _ if v.class().is_numeric() => match v.to_c64_vec() {
            Ok(xs) => xs.iter().any(|z| z.re.is_nan() || z.im.is_nan()),
            Err(_) => false,
        },
        _ => false,
    }
}
