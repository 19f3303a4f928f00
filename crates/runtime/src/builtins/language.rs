//! Facts about the language and its values: `iskeyword`, `sizemax`, `sizeof`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("iskeyword", iskeyword),
    ("sizemax", sizemax),
    ("sizeof", sizeof),
];

/// Octave 7.3's reserved words, in the order `iskeyword ()` lists them.
pub(crate) const KEYWORDS: [&str; 41] = [
    "__FILE__",
    "__LINE__",
    "break",
    "case",
    "catch",
    "classdef",
    "continue",
    "do",
    "else",
    "elseif",
    "end",
    "end_try_catch",
    "end_unwind_protect",
    "endarguments",
    "endclassdef",
    "endenumeration",
    "endevents",
    "endfor",
    "endfunction",
    "endif",
    "endmethods",
    "endparfor",
    "endproperties",
    "endspmd",
    "endswitch",
    "endwhile",
    "for",
    "function",
    "global",
    "if",
    "otherwise",
    "parfor",
    "persistent",
    "return",
    "spmd",
    "switch",
    "try",
    "until",
    "unwind_protect",
    "unwind_protect_cleanup",
    "while",
];

/// `iskeyword (NAME)`, or the list of keywords as a column cell.
fn iskeyword(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(name) = args.first() else {
        let list = KEYWORDS.iter().map(|k| Value::str(k)).collect();
        return one(Value::cell(Tensor::new(Dims::rc(KEYWORDS.len(), 1), list)));
    };
    let name = name
        .to_str()
        .filter(|_| name.is_char())
        .ok_or_else(|| MatError::msg("iskeyword: NAME must be a string"))?;
    one(Value::Bool(KEYWORDS.contains(&name.as_str())))
}

/// `sizemax ()`: the largest number of elements an array may have (int64).
fn sizemax(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    one(Value::int(Tensor::new(Dims::scalar(), vec![i64::MAX - 1])))
}

/// The bytes Octave counts for a value's data (`sizeof`, `whos`).
fn byte_size(v: &Value) -> usize {
    let n = v.numel();
    match v {
        Value::Cell(t) => t.data.iter().map(byte_size).sum(),
        Value::Struct(s) => (0..s.numel())
            .flat_map(|e| (0..s.nfields()).map(move |f| (e, f)))
            .map(|(e, f)| byte_size(s.get(e, f)))
            .sum(),
        Value::Func(_) | Value::Object(_) => 0,
        Value::Sparse(s) => {
            let elem = if v.is_complex() {
                16
            } else if v.class() == Class::Logical {
                1
            } else {
                8
            };
            s.nnz() * (elem + 8) + (s.cols + 1) * 8
        }
        Value::Diag(d) => d.len() * if v.is_complex() { 16 } else { 8 },
        Value::Perm(p) => p.len() * 8,
        _ => {
            let elem = match v.class() {
                Class::Double | Class::Int64 | Class::UInt64 => 8,
                Class::Single | Class::Int32 | Class::UInt32 => 4,
                Class::Int16 | Class::UInt16 => 2,
                _ => 1,
            };
            n * elem * if v.is_complex() { 2 } else { 1 }
        }
    }
}

/// `sizeof (VAL)`: the bytes VAL's data takes.
fn sizeof(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(byte_size(&args[0]) as f64))
}
