//! Inline objects (Octave's legacy class `inline`) and `vectorize`: anonymous functions that say they are inline.

use runtime::value::{Dims, FuncHandle, Tensor};
use runtime::{MatError, Value};

use crate::interp::{ExecResult, Interp};

/// Names `inline` never takes as arguments (inline.m's `symbols_to_skip`).
const NOT_ARGS: &[&str] = &["i", "j", "NaN", "nan", "Inf", "inf", "NA", "pi", "e", "eps"];

/// inline.m's `parse_expr_for_args`: the identifiers of `expr` that are
/// not called (followed by `(`), outside strings, sorted; `x` if none.
fn args_of(expr: &str) -> Vec<String> {
    let b = expr.as_bytes();
    let mut args: Vec<String> = Vec::new();
    let mut word = String::new();
    let (mut is_arg, mut in_string) = (false, false);
    let mut i = 0;
    while i < b.len() {
        let mut terminate = false;
        let mut c = b[i];
        i += 1;
        if in_string {
            if c == b'\'' || c == b'"' {
                in_string = false;
            }
        } else if c == b'\'' || c == b'"' {
            in_string = true;
            terminate = is_arg;
        } else if !c.is_ascii_alphabetic() && c != b'_' {
            if !is_arg {
                continue;
            } else if c.is_ascii_digit() {
                word.push(c as char);
            } else {
                while i < b.len() && c.is_ascii_whitespace() {
                    c = b[i];
                    i += 1;
                }
                if c != b'(' {
                    terminate = true;
                } else {
                    word.clear();
                    is_arg = false;
                }
            }
        } else if !is_arg {
            // An exponent (`1e-3`) is no name.
            let exponent = (c == b'e' || c == b'E')
                && b.get(i)
                    .is_some_and(|&n| n.is_ascii_digit() || n == b'-' || n == b'+');
            if exponent {
                continue;
            }
            is_arg = true;
            word.push(c as char);
        } else {
            word.push(c as char);
        }
        if terminate || (i == b.len() && is_arg) {
            if !args.contains(&word) && !NOT_ARGS.contains(&word.as_str()) {
                args.push(word.clone());
            }
            word.clear();
            is_arg = false;
        }
    }
    args.sort();
    if args.is_empty() {
        args.push("x".to_string());
    }
    args
}

/// Octave's `__vectorize__`: `*`, `/`, `\` and `^` made element-wise.
fn vectorized(expr: &str) -> String {
    let b = expr.as_bytes();
    let mut out = Vec::with_capacity(b.len() + 8);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if matches!(c, b'*' | b'/' | b'\\' | b'^') {
            if i > 0 && b[i - 1] != b'.' {
                out.push(b'.');
            }
            if c == b'*' && b.get(i + 1) == Some(&b'*') {
                out.push(b'*');
                i += 1;
            }
        }
        out.push(c);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn inline_arg<'a>(name: &str, v: Option<&'a Value>) -> ExecResult<&'a FuncHandle> {
    match v {
        Some(Value::Func(f)) if f.inline => Ok(f),
        // Only class inline has these methods.
        Some(_) => Err(MatError::undefined(name).into()),
        None => Err(MatError::invalid_call(name).into()),
    }
}

impl Interp {
    /// The inline object of `expr` with arguments `args`.
    fn make_inline(&mut self, expr: &str, args: &[String]) -> ExecResult<Value> {
        let text = format!("@({}) {}", args.join(", "), expr);
        match self.str2func(&text)? {
            Value::Func(f) => Ok(Value::func(FuncHandle {
                // The formula as written (the handle's own text is normalized).
                name: text,
                inline: true,
                ..(*f).clone()
            })),
            other => Ok(other),
        }
    }

    /// `inline(EXPR)`, `inline(EXPR, N)`, `inline(EXPR, ARG1, ...)`.
    pub(crate) fn inline_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        self.ctx.warn_once(
            "inline",
            "Octave:legacy-function",
            "inline is obsolete; use anonymous functions instead",
        );
        let Some(expr) = args.first() else {
            return Err(MatError::invalid_call("inline").into());
        };
        if !expr.is_char() {
            return Err(MatError::msg("inline: EXPR must be a string").into());
        }
        let expr = expr.as_string().unwrap_or_default();
        let names = match &args[1..] {
            [] => args_of(&expr),
            [n] if !n.is_char() => {
                if !n.is_numeric() {
                    vec!["x".to_string()]
                } else {
                    match n.scalar_f64() {
                        Some(k) if n.is_scalar() && k == k.trunc() => {
                            if k <= 0.0 {
                                return Err(
                                    MatError::msg("inline: N must be a positive integer").into()
                                );
                            }
                            std::iter::once("x".to_string())
                                .chain((1..=k as usize).map(|p| format!("P{p}")))
                                .collect()
                        }
                        _ => return Err(MatError::msg("inline: N must be an integer").into()),
                    }
                }
            }
            rest => rest
                .iter()
                .map(|a| a.as_string().filter(|_| a.is_char()))
                .collect::<Option<Vec<String>>>()
                .ok_or_else(|| MatError::msg("inline: additional arguments must be strings"))?,
        };
        Ok(vec![self.make_inline(&expr, &names)?])
    }

    /// `formula(FUN)`: the expression of an inline object.
    pub(crate) fn formula_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let f = inline_arg("formula", args.first())?;
        Ok(vec![Value::str(&f.inline_parts().0)])
    }

    /// `argnames(FUN)`: an inline object's arguments, a cell column.
    pub(crate) fn argnames_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let f = inline_arg("argnames", args.first())?;
        let names: Vec<Value> = f.inline_parts().1.iter().map(|a| Value::str(a)).collect();
        let n = names.len();
        Ok(vec![Value::cell(Tensor::new(Dims::rc(n, 1), names))])
    }

    /// `vectorize(FUN)` of a string, an inline object or an anonymous function.
    pub(crate) fn vectorize_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        self.ctx.warn_once(
            "vectorize",
            "Octave:legacy-function",
            "vectorize is unreliable; its use is strongly discouraged",
        );
        let bad = || MatError::msg("vectorize: FUN must be a string or anonymous function handle");
        match args.first() {
            None => Err(MatError::invalid_call("vectorize").into()),
            Some(v) if v.is_char() => Ok(vec![Value::str(&vectorized(
                &v.as_string().unwrap_or_default(),
            ))]),
            Some(Value::Func(f)) if f.inline => {
                let (expr, names) = f.inline_parts();
                Ok(vec![self.make_inline(&vectorized(&expr), &names)?])
            }
            Some(Value::Func(f)) if f.anonymous => {
                let (params, body) = f.name.split_once(')').ok_or_else(bad)?;
                Ok(vec![
                    self.str2func(&format!("{params}){}", vectorized(body)))?
                ])
            }
            Some(_) => Err(bad().into()),
        }
    }
}
