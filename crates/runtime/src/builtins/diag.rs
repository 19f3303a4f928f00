//! `error`, `warning` and `lastwarn`: message identifiers and formatting as Octave 7.3.
//!
//! A first argument that looks like an identifier (contains `:` but not at
//! either end, no whitespace, no `%`) is taken as one when more arguments
//! follow. The message goes through `sprintf` only when the call had more
//! than one argument: `error('50%')` prints `50%` as is.

use crate::ctx::{Ctx, WarningState};
use crate::error::MatError;
use crate::printf;
use crate::value::{Dims, StructArray, Value};

use super::BuiltinFn;

pub const TABLE: &[(&str, BuiltinFn)] = &[
    ("error", error),
    ("warning", warning),
    ("lastwarn", lastwarn),
];

fn looks_like_id(s: &str) -> bool {
    !s.contains(['%', ' ', '\x0c', '\n', '\r', '\t', '\x0b'])
        && s.contains(':')
        && !s.starts_with(':')
        && !s.ends_with(':')
}

/// Octave's `maybe_extract_message_id` followed by the formatting step:
/// returns (identifier, message).
fn id_and_message(who: &str, args: &[Value]) -> Result<(String, String), MatError> {
    let have_fmt = args.len() > 1;
    let mut id = String::new();
    let mut rest: Vec<Value> = args.to_vec();
    if let Some(first) = args.first().and_then(Value::as_string) {
        if looks_like_id(&first) {
            if args.len() > 1 {
                id = first;
                rest.remove(0);
            } else {
                let m = format!("call to {who} with message identifier '{first}' requires message");
                return Ok((String::new(), m));
            }
        }
    }
    let Some(fmt) = rest.first() else {
        return Ok((id, "unspecified error".to_string()));
    };
    let text = match fmt {
        Value::Char(t) => {
            if have_fmt {
                printf::format(&t.data, &rest[1..], who)?
            } else {
                t.data.clone()
            }
        }
        _ => return Err(MatError::msg(format!("{who}: FMT must be a string"))),
    };
    Ok((id, String::from_utf8_lossy(&text).into_owned()))
}

fn error(_: &mut Ctx, args: &[Value], _: usize) -> Result<Vec<Value>, MatError> {
    if let Value::Struct(s) = &args[0] {
        let get = |f: &str| s.field(f).and_then(Value::as_string).unwrap_or_default();
        let msg = get("message");
        if msg.is_empty() {
            return Ok(vec![]);
        }
        return Err(MatError::new(get("identifier"), msg));
    }
    let (id, msg) = id_and_message("error", args)?;
    // An empty message is not an error (MATLAB compatibility).
    if msg.is_empty() {
        return Ok(vec![]);
    }
    Err(MatError::new(id, msg))
}

/// The state forms of `warning`: `warning()` gives every switch as a struct
/// array, `warning(S)` restores such an array, and
/// `warning('on'|'off'|'query'|'error', ID[, 'local'])` changes or reads one
/// (the caller undoes a `'local'` change when its function returns).
/// `None` when the call is an actual warning.
pub fn warning_state(ctx: &mut Ctx, args: &[Value]) -> Option<Result<Vec<Value>, MatError>> {
    let w = &mut ctx.warnings;
    match args.first() {
        None => return Some(Ok(vec![states_struct(w)])),
        Some(Value::Struct(s)) => return Some(restore_states(w, s)),
        Some(_) => {}
    }
    let first = args.first()?.as_string()?;
    let state = first.as_str();
    let local = args.len() == 3 && args[2].as_string().as_deref() == Some("local");
    if !matches!(state, "on" | "off" | "query" | "error") || (args.len() > 2 && !local) {
        return None;
    }
    let id = match args.get(1) {
        Some(v) => match v.as_string() {
            Some(s) => s,
            None => return Some(Err(MatError::msg("warning: ID must be a string"))),
        },
        None => "all".to_string(),
    };
    match state {
        "on" | "off" => {
            w.set(&id, state == "on");
            Some(Ok(vec![]))
        }
        "query" => {
            let on = if id == "all" {
                !w.all_off
            } else {
                w.enabled(&id)
            };
            Some(Ok(vec![state_struct(&[(id, on)])]))
        }
        // `warning('error', ID)` turns warnings into errors; not modelled,
        // the warning stays a warning.
        _ => Some(Ok(vec![])),
    }
}

/// A 1xN struct array with fields `identifier` and `state`, one per switch.
fn state_struct(switches: &[(String, bool)]) -> Value {
    let fields = vec!["identifier".to_string(), "state".to_string()];
    let mut s = StructArray::with_fields(Dims::new(&[1, switches.len()]), fields);
    let (id_field, state_field) = (0, 1);
    for (k, (id, on)) in switches.iter().enumerate() {
        *s.get_mut(k, id_field) = Value::str(id);
        *s.get_mut(k, state_field) = Value::str(if *on { "on" } else { "off" });
    }
    Value::structure(s)
}

/// `warning()`: the `all` switch first, then each identifier set apart from it.
fn states_struct(w: &WarningState) -> Value {
    let mut ids: Vec<(String, bool)> = w.off.iter().map(|(id, off)| (id.clone(), !off)).collect();
    ids.sort();
    ids.insert(0, ("all".to_string(), !w.all_off));
    state_struct(&ids)
}

/// `warning(S)` with S as `warning()` returns it.
fn restore_states(w: &mut WarningState, s: &StructArray) -> Result<Vec<Value>, MatError> {
    let bad =
        || MatError::msg("warning: STATE structure must have fields 'identifier' and 'state'");
    let (Some(id_field), Some(state_field)) = (s.field_index("identifier"), s.field_index("state"))
    else {
        return Err(bad());
    };
    for k in 0..s.numel() {
        let id = s.get(k, id_field).as_string().ok_or_else(bad)?;
        let state = s.get(k, state_field).as_string().ok_or_else(bad)?;
        match state.as_str() {
            // Unlike `warning('on', 'all')`, restoring `all` keeps the other switches.
            "on" | "off" if id == "all" => w.all_off = state == "off",
            "on" | "off" => w.set(&id, state == "on"),
            _ => {}
        }
    }
    Ok(vec![])
}

fn warning(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    // Octave's listing of every switch is not modelled.
    if args.is_empty() && nargout == 0 {
        return Ok(vec![]);
    }
    if let Some(r) = warning_state(ctx, args) {
        return r;
    }
    let (id, msg) = id_and_message("warning", args)?;
    if msg.is_empty() {
        return Ok(vec![]);
    }
    let enabled = if id.is_empty() {
        !ctx.warnings.all_off
    } else {
        ctx.warnings.enabled(&id)
    };
    if !enabled {
        return Ok(vec![]);
    }
    ctx.err.extend_from_slice(b"warning: ");
    ctx.err.extend_from_slice(msg.as_bytes());
    ctx.err.push(b'\n');
    ctx.warnings.last = Some((msg, id));
    Ok(vec![])
}

fn lastwarn(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Result<Vec<Value>, MatError> {
    if args.len() > 2 {
        return Err(MatError::invalid_call("lastwarn"));
    }
    let (msg, id) = ctx.warnings.last.clone().unwrap_or_default();
    if let Some(m) = args.first() {
        let m = m
            .as_string()
            .ok_or_else(|| MatError::msg("lastwarn: MSG must be a string"))?;
        let i = match args.get(1) {
            Some(v) => v
                .as_string()
                .ok_or_else(|| MatError::msg("lastwarn: ID must be a string"))?,
            None => String::new(),
        };
        ctx.warnings.last = Some((m, i));
    }
    let mut out = vec![Value::str(&msg)];
    if nargout > 1 {
        out.push(Value::str(&id));
    }
    Ok(out)
}

/// The old form `msg = nargoutchk(minargs, maxargs, nargs[, 'string'|'struct'])`:
/// a message (`''` when `nargs` is within bounds) rather than an error, as
/// in `error(nargoutchk(0, 1, nargout))`.
pub fn nargoutchk_message(args: &[Value]) -> Result<Value, MatError> {
    let num = |k: usize| {
        args[k]
            .scalar_f64()
            .ok_or_else(|| MatError::invalid_call("nargoutchk"))
    };
    let (lo, hi, n) = (num(0)?, num(1)?, num(2)?);
    let kind = match args.get(3) {
        None => "string".to_string(),
        Some(v) => v
            .as_string()
            .map(|s| s.to_ascii_lowercase())
            .ok_or_else(|| MatError::invalid_call("nargoutchk"))?,
    };
    if lo > hi {
        return Err(MatError::msg("nargoutchk: MINARGS must be <= MAXARGS"));
    }
    let problem = if n < lo {
        Some((
            "not enough output arguments",
            "Octave:nargoutchk:not-enough-outputs",
        ))
    } else if n > hi {
        Some((
            "too many output arguments",
            "Octave:nargoutchk:too-many-outputs",
        ))
    } else {
        None
    };
    match kind.as_str() {
        "string" => Ok(match problem {
            Some((m, _)) => Value::str(m),
            None => Value::Char(std::rc::Rc::new(crate::value::Tensor::new(
                crate::value::Dims::rc(0, 0),
                Vec::new(),
            ))),
        }),
        "struct" => {
            let fields = vec!["message".to_string(), "identifier".to_string()];
            Ok(Value::structure(match problem {
                Some((m, id)) => {
                    let mut s = StructArray::with_fields(crate::value::Dims::scalar(), fields);
                    *s.get_mut(0, 0) = Value::str(m);
                    *s.get_mut(0, 1) = Value::str(id);
                    s
                }
                None => StructArray::with_fields(crate::value::Dims::rc(0, 1), fields),
            }))
        }
        _ => Err(MatError::msg(
            "nargoutchk: output type must be either string or struct",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: BuiltinFn, args: &[Value]) -> (Result<Vec<Value>, MatError>, Ctx) {
        let mut ctx = Ctx::new();
        let r = f(&mut ctx, args, 0);
        (r, ctx)
    }

    #[test]
    fn warnings_print_and_switch_off() {
        let mut ctx = Ctx::new();
        let w = |ctx: &mut Ctx, a: &[&str]| {
            let v: Vec<Value> = a.iter().map(|s| Value::str(s)).collect();
            warning(ctx, &v, 0).unwrap();
        };
        w(&mut ctx, &["my:id", "n = %d", "x"]);
        w(&mut ctx, &["off", "my:id"]);
        w(&mut ctx, &["my:id", "hidden"]);
        w(&mut ctx, &["plain 100%"]);
        assert_eq!(
            String::from_utf8_lossy(&ctx.err),
            "warning: n = 120\nwarning: plain 100%\n"
        );
        assert_eq!(
            ctx.warnings.last,
            Some(("plain 100%".into(), String::new()))
        );
    }

    #[test]
    fn error_struct_and_empty() {
        let (r, _) = call(error, &[Value::str("")]);
        assert!(r.is_ok());
        let mut s = StructArray::new_scalar();
        let k = s.ensure_field("message");
        *s.get_mut(0, k) = Value::str("boom");
        let k = s.ensure_field("identifier");
        *s.get_mut(0, k) = Value::str("a:b");
        let (r, _) = call(error, &[Value::structure(s)]);
        let e = r.unwrap_err();
        assert_eq!((e.identifier.as_str(), e.message.as_str()), ("a:b", "boom"));
    }
}
