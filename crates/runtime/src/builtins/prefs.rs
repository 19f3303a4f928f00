//! The interpreter's preference variables (`output_precision`,
//! `max_recursion_depth`, `print_empty_dimensions`, ...): Octave's calling
//! forms `v = NAME ()`, `old = NAME (new)` and `NAME (new, "local")`.
//!
//! A preference matc honours changes what it governs: `output_precision`
//! is the format's precision (5 is `format short`, 16 `format long`) and
//! `max_recursion_depth` limits the interpreter's calls
//! (`Ctx::max_recursion_depth`). Every other one only has Octave's default:
//! setting it to anything else is an error saying matc does not support it,
//! so no program silently runs with a setting that did nothing.

use crate::ctx::{Ctx, FormatMode};
use crate::error::MatError;
use crate::value::Value;

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("output_precision", output_precision),
    ("max_recursion_depth", max_recursion_depth),
    ("print_empty_dimensions", |c, a, n| {
        fixed("print_empty_dimensions", c, a, n)
    }),
    ("split_long_rows", |c, a, n| {
        fixed("split_long_rows", c, a, n)
    }),
    ("fixed_point_format", |c, a, n| {
        fixed("fixed_point_format", c, a, n)
    }),
    ("struct_levels_to_print", |c, a, n| {
        fixed("struct_levels_to_print", c, a, n)
    }),
    ("print_struct_array_contents", |c, a, n| {
        fixed("print_struct_array_contents", c, a, n)
    }),
    ("save_precision", |c, a, n| fixed("save_precision", c, a, n)),
    ("save_default_options", |c, a, n| {
        fixed("save_default_options", c, a, n)
    }),
    ("string_fill_char", |c, a, n| {
        fixed("string_fill_char", c, a, n)
    }),
    ("silent_functions", |c, a, n| {
        fixed("silent_functions", c, a, n)
    }),
    ("max_stack_depth", |c, a, n| {
        fixed("max_stack_depth", c, a, n)
    }),
    ("optimize_diagonal_matrix", |c, a, n| {
        fixed("optimize_diagonal_matrix", c, a, n)
    }),
    ("optimize_permutation_matrix", |c, a, n| {
        fixed("optimize_permutation_matrix", c, a, n)
    }),
    ("optimize_range", |c, a, n| fixed("optimize_range", c, a, n)),
    ("optimize_subsasgn_calls", |c, a, n| {
        fixed("optimize_subsasgn_calls", c, a, n)
    }),
    ("sparse_auto_mutate", |c, a, n| {
        fixed("sparse_auto_mutate", c, a, n)
    }),
    ("suppress_verbose_help_message", |c, a, n| {
        fixed("suppress_verbose_help_message", c, a, n)
    }),
    ("svd_driver", |c, a, n| fixed("svd_driver", c, a, n)),
    ("beep_on_error", |c, a, n| fixed("beep_on_error", c, a, n)),
    ("ignore_function_time_stamp", |c, a, n| {
        fixed("ignore_function_time_stamp", c, a, n)
    }),
    ("auto_repeat_debug_command", |c, a, n| {
        fixed("auto_repeat_debug_command", c, a, n)
    }),
];

/// What a preference holds, with Octave's default.
#[derive(Clone, Copy)]
enum Kind {
    Bool(bool),
    /// Default, least and greatest value.
    Int(f64, f64, f64),
    /// Default and the allowed values (any string when empty).
    Text(&'static str, &'static [&'static str]),
    /// One character.
    Char(u8),
}

fn kind(name: &str) -> Kind {
    match name {
        "output_precision" => Kind::Int(5.0, 0.0, 16.0),
        // Deeper than this the 1 GiB stack of the run could overflow.
        "max_recursion_depth" => Kind::Int(256.0, 0.0, 10_000.0),
        "struct_levels_to_print" => Kind::Int(2.0, -1.0, f64::INFINITY),
        "save_precision" => Kind::Int(17.0, -1.0, f64::INFINITY),
        "max_stack_depth" => Kind::Int(1024.0, 0.0, f64::INFINITY),
        "save_default_options" => Kind::Text("-text", &[]),
        "svd_driver" => Kind::Text("gesvd", &["gesvd", "gesdd", "gejsv"]),
        "ignore_function_time_stamp" => Kind::Text("system", &["all", "system", "none"]),
        "string_fill_char" => Kind::Char(b' '),
        "print_empty_dimensions"
        | "split_long_rows"
        | "optimize_diagonal_matrix"
        | "optimize_permutation_matrix"
        | "optimize_range"
        | "optimize_subsasgn_calls"
        | "auto_repeat_debug_command" => Kind::Bool(true),
        _ => Kind::Bool(false),
    }
}

impl Kind {
    fn default_value(self) -> Value {
        match self {
            Kind::Bool(b) => Value::Bool(b),
            Kind::Int(d, _, _) => Value::Num(d),
            Kind::Text(s, _) => Value::str(s),
            Kind::Char(c) => Value::str_bytes(&[c]),
        }
    }

    /// The new value of `name` from its argument, checked as Octave does.
    fn parse(self, name: &str, v: &Value) -> Result<Value, MatError> {
        match self {
            Kind::Bool(_) => match v.scalar_f64() {
                Some(x) if !v.is_char() && !x.is_nan() => Ok(Value::Bool(x != 0.0)),
                _ => Err(MatError::msg(format!(
                    "{name}: argument must be a logical value"
                ))),
            },
            Kind::Int(_, lo, hi) => {
                let x = v
                    .scalar_f64()
                    .filter(|x| !v.is_char() && x.is_finite())
                    .ok_or_else(|| {
                        MatError::msg(format!("{name}: argument must be an integer value"))
                    })?
                    .round();
                if x < lo {
                    Err(MatError::msg(format!(
                        "{name}: arg must be greater than {lo}"
                    )))
                } else if x > hi {
                    Err(MatError::msg(format!(
                        "{name}: arg must be less than or equal to {hi}"
                    )))
                } else {
                    Ok(Value::Num(x))
                }
            }
            Kind::Text(_, allowed) => {
                let s = match v {
                    Value::Char(_) => v.as_string().unwrap_or_default(),
                    _ => {
                        return Err(MatError::msg(format!(
                            "{name}: first argument must be a string"
                        )))
                    }
                };
                if allowed.is_empty() || allowed.contains(&s.as_str()) {
                    Ok(Value::str(&s))
                } else if allowed.len() == 3 && name == "ignore_function_time_stamp" {
                    Err(MatError::msg(format!(
                        "{name}: argument must be one of \"all\", \"system\", or \"none\""
                    )))
                } else {
                    Err(MatError::msg(format!(
                        "{name}: value not allowed (\"{s}\")"
                    )))
                }
            }
            Kind::Char(_) => match v {
                Value::Char(t) if t.data.len() == 1 => Ok(v.clone()),
                _ => Err(MatError::msg(format!(
                    "{name}: argument must be a single character"
                ))),
            },
        }
    }
}

/// The new value of a call that sets one (`None` for a query), after
/// checking the optional `"local"`.
fn new_value(name: &str, args: &[Value]) -> Result<Option<Value>, MatError> {
    match args {
        [] => Ok(None),
        [v] => kind(name).parse(name, v).map(Some),
        [v, local] => {
            if local.as_string().as_deref() != Some("local") {
                return Err(MatError::msg("second argument must be \"local\""));
            }
            kind(name).parse(name, v).map(Some)
        }
        _ => Err(MatError::invalid_call(name)),
    }
}

/// A query's result, or a setter's old value when asked for.
fn answer(old: Value, set: bool, nargout: usize) -> Out {
    Ok(if set && nargout == 0 {
        vec![]
    } else {
        vec![old]
    })
}

/// A preference matc has only at Octave's default.
fn fixed(name: &str, _: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let default = kind(name).default_value();
    let new = new_value(name, args)?;
    if let Some(v) = &new {
        if *v != default {
            return Err(MatError::msg(format!(
                "{name}: matc supports only the default value ({})",
                shown(&default)
            )));
        }
    }
    answer(default, new.is_some(), nargout)
}

fn shown(v: &Value) -> String {
    match v {
        Value::Bool(b) => b.to_string(),
        Value::Char(_) => format!("\"{}\"", v.as_string().unwrap_or_default()),
        _ => v.scalar_f64().map_or_else(String::new, |x| x.to_string()),
    }
}

/// `output_precision`: 5 is `format short` (and `short g`, `short e`), 16 `format long`.
fn output_precision(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let long = matches!(
        ctx.format,
        FormatMode::Long | FormatMode::LongG | FormatMode::LongE
    );
    let old = Value::Num(if long { 16.0 } else { 5.0 });
    let new = new_value("output_precision", args)?;
    if let Some(v) = &new {
        ctx.format =
            match (v.scalar_f64(), ctx.format) {
                (Some(16.0), FormatMode::ShortG | FormatMode::LongG) => FormatMode::LongG,
                (Some(5.0), FormatMode::ShortG | FormatMode::LongG) => FormatMode::ShortG,
                (Some(16.0), FormatMode::ShortE | FormatMode::LongE) => FormatMode::LongE,
                (Some(5.0), FormatMode::ShortE | FormatMode::LongE) => FormatMode::ShortE,
                (Some(16.0), _) => FormatMode::Long,
                (Some(5.0), _) => FormatMode::Short,
                _ => return Err(MatError::msg(
                    "output_precision: matc supports only 5 (format short) and 16 (format long)",
                )),
            };
    }
    answer(old, new.is_some(), nargout)
}

/// `max_recursion_depth`: how deep user functions may call each other.
fn max_recursion_depth(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let old = Value::Num(ctx.max_recursion_depth as f64);
    let new = new_value("max_recursion_depth", args)?;
    if let Some(v) = &new {
        ctx.max_recursion_depth = v.scalar_f64().unwrap_or(256.0) as usize;
    }
    answer(old, new.is_some(), nargout)
}
