//! Option structs of the solvers: `optimset` builds and merges them (names
//! matched without case against the options Octave knows), `optimget`
//! reads one with a default.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{StructArray, Value};

use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub const TABLE: &[(&str, BuiltinFn)] = &[("optimset", optimset), ("optimget", optimget)];

/// Every option `optimset()` lists, in Octave's order.
const KNOWN: [&str; 14] = [
    "AutoScaling",
    "ComplexEqn",
    "Display",
    "FinDiffType",
    "FunValCheck",
    "GradObj",
    "Jacobian",
    "MaxFunEvals",
    "MaxIter",
    "OutputFcn",
    "TolFun",
    "TolX",
    "TypicalX",
    "Updating",
];

/// A solver's defaults, as `optimset('fsolve')` returns them.
fn defaults(solver: &str) -> Option<Vec<(&'static str, Value)>> {
    let s = |t: &str| Value::str(t);
    let e = Value::empty;
    let n = Value::Num;
    Some(match solver {
        "fsolve" => vec![
            ("AutoScaling", s("off")),
            ("ComplexEqn", s("off")),
            ("FunValCheck", s("off")),
            ("FinDiffType", s("forward")),
            ("Jacobian", s("off")),
            ("MaxFunEvals", e()),
            ("MaxIter", n(400.0)),
            ("OutputFcn", e()),
            ("Updating", s("off")),
            ("TolFun", n(1e-6)),
            ("TolX", n(1e-6)),
            ("TypicalX", e()),
        ],
        "fzero" => vec![
            ("Display", s("notify")),
            ("FunValCheck", s("off")),
            ("MaxFunEvals", n(f64::INFINITY)),
            ("MaxIter", n(f64::INFINITY)),
            ("OutputFcn", e()),
            ("TolX", n(f64::EPSILON)),
        ],
        "fminsearch" => vec![
            ("Display", s("notify")),
            ("FunValCheck", s("off")),
            ("MaxFunEvals", e()),
            ("MaxIter", e()),
            ("OutputFcn", e()),
            ("TolFun", n(1e-4)),
            ("TolX", n(1e-4)),
        ],
        "fminbnd" => vec![
            ("Display", s("notify")),
            ("FunValCheck", s("off")),
            ("MaxFunEvals", n(500.0)),
            ("MaxIter", n(500.0)),
            ("OutputFcn", e()),
            ("TolX", n(1e-4)),
        ],
        _ => return None,
    })
}

/// The known option `name` names (its whole name, or a prefix of one
/// only, in any case), else `name` itself after Octave's warning.
fn canonical(ctx: &mut Ctx, who: &str, name: &str) -> String {
    use crate::options::{matches, Spelling};
    let found = matches(name, &KNOWN, Spelling::Prefix(1));
    if let Some(whole) = found.iter().find(|k| k.eq_ignore_ascii_case(name)) {
        return whole.to_string();
    }
    match found[..] {
        [one] => return one.to_string(),
        [] => ctx.warn(
            "Octave:invalid-input-arg",
            &format!("{who}: unrecognized option: {name}"),
        ),
        _ => ctx.warn(
            "Octave:invalid-input-arg",
            &format!("{who}: ambiguous option: {name} ({})", found.join(", ")),
        ),
    }
    name.to_string()
}

fn set(ctx: &mut Ctx, opts: &mut StructArray, name: &str, v: Value) {
    let name = canonical(ctx, "optimset", name);
    let existing = opts
        .fields
        .iter()
        .position(|f| f.eq_ignore_ascii_case(&name));
    let k = match existing {
        Some(k) => k,
        None => opts.ensure_field(&name),
    };
    *opts.get_mut(0, k) = v;
}

fn optimset(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut opts = StructArray::new_scalar();
    let mut rest = args;
    match args {
        [] => {
            for k in KNOWN {
                set(ctx, &mut opts, k, Value::empty());
            }
            return Ok(vec![Value::structure(opts)]);
        }
        [Value::Char(_)] => {
            let solver = args[0].to_str().unwrap_or_default();
            let d = defaults(&solver).ok_or_else(|| {
                MatError::msg(format!("optimset: no defaults for function '{solver}'"))
            })?;
            for (k, v) in d {
                set(ctx, &mut opts, k, v);
            }
            return Ok(vec![Value::structure(opts)]);
        }
        [Value::Struct(old), ..] => {
            opts = (**old).clone();
            rest = &args[1..];
            if let [Value::Struct(new)] = rest {
                for (k, name) in new.fields.iter().enumerate() {
                    set(ctx, &mut opts, name, new.get(0, k).clone());
                }
                return Ok(vec![Value::structure(opts)]);
            }
        }
        _ => {}
    }
    if !rest.len().is_multiple_of(2) {
        return Err(MatError::invalid_call("optimset"));
    }
    for pair in rest.chunks(2) {
        let name = pair[0]
            .to_str()
            .filter(|_| matches!(pair[0], Value::Char(_)))
            .ok_or_else(|| MatError::invalid_call("optimset"))?;
        set(ctx, &mut opts, &name, pair[1].clone());
    }
    Ok(vec![Value::structure(opts)])
}

fn optimget(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (Value::Struct(opts), Some(name)) = (&args[0], args[1].to_str()) else {
        return Err(MatError::invalid_call("optimget"));
    };
    let name = canonical(ctx, "optimget", &name);
    let found = opts
        .fields
        .iter()
        .position(|f| f.eq_ignore_ascii_case(&name))
        .map(|k| opts.get(0, k).clone())
        .filter(|v| !v.is_empty());
    Ok(vec![found
        .or_else(|| args.get(2).cloned())
        .unwrap_or_else(Value::empty)])
}
