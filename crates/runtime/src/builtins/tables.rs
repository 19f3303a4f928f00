//! MATLAB's `table` (Octave 7.3 has none): construction and conversions, `readtable`/`writetable`, and the functions a table overloads (its indexing is `index::table`).
//!
//! A table is a value object (`Object::Table`): named variables, each an
//! array whose rows are the table's rows. Errors are worded as MATLAB's.

use crate::concat;
use crate::concat::table::hcat_vars;
use crate::ctx::Ctx;
use crate::error::MatError;
use crate::index;
use crate::index::table::{names_arg, numbers, take_rows, var_positions};
use crate::value::object::{as_table, rows_of, TableObject};
use crate::value::{Class, Dims, StructArray, Tensor, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("table", table),
    ("array2table", array2table),
    ("cell2table", cell2table),
    ("struct2table", struct2table),
    ("table2array", table2array),
    ("table2cell", table2cell),
    ("table2struct", table2struct),
    ("readtable", readtable),
    ("writetable", writetable),
    ("istable", istable),
    ("height", height),
    ("width", width),
    ("head", head),
    ("tail", tail),
];

/// The table argument of a function only tables have (MATLAB's wording when it is none).
fn table_arg<'a>(who: &str, v: Option<&'a Value>) -> Result<&'a TableObject, MatError> {
    v.and_then(as_table).ok_or_else(|| {
        MatError::msg(format!(
            "Undefined function '{who}' for input arguments of type '{}'.",
            v.map_or("double".into(), |v| v.class_name_full().to_string())
        ))
    })
}

fn default_names(prefix: &str, n: usize) -> Vec<String> {
    (1..=n).map(|k| format!("{prefix}{k}")).collect()
}

/// Name-value options: lower-cased names and their values.
type Options<'a> = Vec<(String, &'a Value)>;

/// Splits `args` at the first option name among `options`: the data and the options (lower-cased names).
fn split_options<'a>(
    args: &'a [Value],
    options: &[&str],
) -> Result<(&'a [Value], Options<'a>), MatError> {
    let start = args
        .iter()
        .position(|a| {
            a.as_string()
                .is_some_and(|s| options.iter().any(|o| o.eq_ignore_ascii_case(&s)))
        })
        .unwrap_or(args.len());
    let mut opts = Vec::new();
    for pair in args[start..].chunks(2) {
        let key = pair[0].as_string().unwrap_or_default();
        if !options.iter().any(|o| o.eq_ignore_ascii_case(&key)) {
            return Err(MatError::msg(format!("Invalid parameter name: {key}.")));
        }
        let Some(v) = pair.get(1) else {
            return Err(MatError::msg(format!(
                "Missing value for parameter '{key}'."
            )));
        };
        opts.push((key.to_ascii_lowercase(), v));
    }
    Ok((&args[..start], opts))
}

fn names_option(opts: &[(String, &Value)]) -> Result<Option<Vec<String>>, MatError> {
    opts.iter()
        .filter(|(k, _)| k == "variablenames")
        .map(|(_, v)| names_arg(v))
        .next_back()
        .transpose()
}

/// The names the caller wrote for the arguments (`table(Age, Name)`), when the interpreter knew them.
fn arg_name(names: &[Option<String>], k: usize) -> Option<String> {
    names.get(k).cloned().flatten().filter(|n| !n.is_empty())
}

fn table(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let written = std::mem::take(&mut ctx.call_arg_names);
    let (data, opts) = split_options(args, &["VariableNames", "RowNames"])?;
    let names = match names_option(&opts)? {
        Some(n) => n,
        None => (0..data.len())
            .map(|k| arg_name(&written, k).unwrap_or_else(|| format!("Var{}", k + 1)))
            .collect(),
    };
    if data.is_empty() && names.is_empty() {
        return one(TableObject::default().value());
    }
    one(TableObject::new(names, data.to_vec())?.value())
}

/// The columns of a 2-D array, each `v(:, j)`.
fn columns(v: &Value) -> Result<Vec<Value>, MatError> {
    let d = v.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("Input must be a 2-D array."));
    }
    (0..d.get(1))
        .map(|j| index::index(v, &[index::colon(), Value::Num(j as f64 + 1.0)]))
        .collect()
}

fn array2table(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let written = std::mem::take(&mut ctx.call_arg_names);
    let (data, opts) = split_options(args, &["VariableNames", "RowNames"])?;
    let [a] = data else {
        return Err(MatError::invalid_call("array2table"));
    };
    let cols = columns(a)?;
    let names = match names_option(&opts)? {
        Some(n) => n,
        None => default_names(
            &arg_name(&written, 0).unwrap_or_else(|| "Var".into()),
            cols.len(),
        ),
    };
    one(TableObject::new(names, cols)?.value())
}

/// One column of cells as a variable: numbers or logicals of one class
/// concatenate, text becomes a cellstr column, anything else stays cells.
fn cells_to_var(cells: Vec<Value>) -> Result<Value, MatError> {
    let scalar = |v: &Value| v.numel() == 1 && (v.is_numeric() || v.class() == Class::Logical);
    let n = cells.len();
    if !cells.is_empty()
        && cells.iter().all(scalar)
        && cells.iter().all(|c| c.class() == cells[0].class())
    {
        return concat::vcat(&cells);
    }
    Ok(Value::cell(Tensor::new(Dims::rc(n, 1), cells)))
}

fn cell2table(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let written = std::mem::take(&mut ctx.call_arg_names);
    let (data, opts) = split_options(args, &["VariableNames", "RowNames"])?;
    let [Value::Cell(c)] = data else {
        return Err(MatError::msg("Input argument must be a cell array."));
    };
    if c.dims.ndims() > 2 {
        return Err(MatError::msg("Input argument must be a 2-D cell array."));
    }
    let (r, w) = (c.dims.get(0), c.dims.get(1));
    let vars = (0..w)
        .map(|j| cells_to_var(c.data[j * r..(j + 1) * r].to_vec()))
        .collect::<Result<Vec<_>, _>>()?;
    let names = match names_option(&opts)? {
        Some(n) => n,
        None => default_names(&arg_name(&written, 0).unwrap_or_else(|| "Var".into()), w),
    };
    let mut t = TableObject::new(names, vars)?;
    t.height = r;
    one(t.value())
}

fn struct2table(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (data, _) = split_options(args, &["AsArray", "RowNames"])?;
    let [Value::Struct(s)] = data else {
        return Err(MatError::msg("Input argument must be a structure."));
    };
    let n = s.numel();
    let vars = if n == 1 {
        (0..s.nfields()).map(|f| s.get(0, f).clone()).collect()
    } else {
        (0..s.nfields())
            .map(|f| cells_to_var((0..n).map(|e| s.get(e, f).clone()).collect()))
            .collect::<Result<Vec<_>, _>>()?
    };
    one(TableObject::new(s.fields.clone(), vars)?.value())
}

fn table2array(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = table_arg("table2array", args.first())?;
    one(hcat_vars(&t.vars)?)
}

/// Row `i` of a variable, as a cell of `table2cell` holds it.
fn row_item(v: &Value, i: usize) -> Result<Value, MatError> {
    match v {
        Value::Cell(c) if c.dims.get(1) == 1 => Ok(c.data[i].clone()),
        v => take_rows(v, &[i]),
    }
}

fn table2cell(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = table_arg("table2cell", args.first())?;
    let mut data = Vec::with_capacity(t.height * t.width());
    for v in &t.vars {
        for i in 0..t.height {
            data.push(row_item(v, i)?);
        }
    }
    one(Value::cell(Tensor::new(
        Dims::rc(t.height, t.width()),
        data,
    )))
}

fn table2struct(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = table_arg("table2struct", args.first())?;
    let mut s = StructArray::with_fields(Dims::rc(t.height, 1), t.names.clone());
    for (f, v) in t.vars.iter().enumerate() {
        for i in 0..t.height {
            *s.get_mut(i, f) = row_item(v, i)?;
        }
    }
    one(Value::structure(s))
}

fn istable(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Bool(args.first().and_then(as_table).is_some()))
}

fn height(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    one(Value::Num(rows_of(&args[0]) as f64))
}

fn width(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let w = match as_table(&args[0]) {
        Some(t) => t.width(),
        None => args[0].dims().get(1),
    };
    one(Value::Num(w as f64))
}

/// `head(T, k)` / `tail(T, k)`: the first or last `k` rows (8 by default).
fn head_tail(who: &str, args: &[Value], last: bool) -> Out {
    let k = match args.get(1) {
        Some(v) => count_arg(who, v)?,
        None => 8,
    };
    let h = rows_of(&args[0]);
    let k = k.min(h);
    let rows: Vec<usize> = if last {
        (h - k..h).collect()
    } else {
        (0..k).collect()
    };
    match as_table(&args[0]) {
        Some(t) => one(t.take_rows(&rows)?.value()),
        None => one(take_rows(&args[0], &rows)?),
    }
}

fn head(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    head_tail("head", args, false)
}

fn tail(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    head_tail("tail", args, true)
}

// ---------------------------------------------------------------- files

/// A field of a delimited line: quotes removed (`""` inside is one quote).
fn unquote(f: &str) -> String {
    let t = f.trim();
    match t.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        Some(inner) => inner.replace("\"\"", "\""),
        None => t.to_string(),
    }
}

/// The fields of a line split at `delim` outside double quotes.
fn split_line(line: &str, delim: &str) -> Vec<String> {
    if delim.trim().is_empty() {
        return line.split_whitespace().map(unquote).collect();
    }
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if c == '"' {
            quoted = !quoted;
        } else if !quoted && rest.starts_with(delim) {
            fields.push(unquote(&cur));
            cur.clear();
            rest = &rest[delim.len()..];
            continue;
        }
        cur.push(c);
        rest = &rest[c.len_utf8()..];
    }
    fields.push(unquote(&cur));
    fields
}

/// A header field as a variable name (MATLAB's `matlab.lang.makeValidName`).
fn valid_name(s: &str, k: usize) -> String {
    let mut out = String::new();
    let mut up = false;
    for c in s.trim().chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            if up && !out.is_empty() {
                out.extend(c.to_uppercase());
            } else {
                out.push(c);
            }
            up = false;
        } else if c.is_whitespace() {
            up = true;
        } else {
            out.push('_');
            up = false;
        }
    }
    if out.is_empty() {
        return format!("Var{k}");
    }
    if !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.insert(0, 'x');
    }
    out
}

fn parse_number(s: &str) -> Option<f64> {
    let t = s.trim();
    match t.to_ascii_lowercase().as_str() {
        "nan" => Some(f64::NAN),
        "inf" | "+inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        _ => t.parse::<f64>().ok().filter(|_| !t.is_empty()),
    }
}

fn read_file(name: &str) -> Result<String, MatError> {
    match std::fs::read(name) {
        Ok(b) if !std::path::Path::new(name).is_dir() => {
            Ok(String::from_utf8_lossy(&b).into_owned())
        }
        _ => Err(MatError::msg(format!(
            "Unable to find or open '{name}'. Check the path and filename or file permissions."
        ))),
    }
}

/// The delimiter MATLAB would detect: the first of `,`, tab, `;`, `|` the header line has, else blanks.
fn detect_delimiter(line: &str) -> String {
    [",", "\t", ";", "|"]
        .into_iter()
        .find(|d| line.contains(d))
        .unwrap_or(" ")
        .to_string()
}

fn readtable(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let file = args
        .first()
        .and_then(Value::as_string)
        .ok_or_else(|| MatError::msg("readtable: FILENAME must be a character vector."))?;
    let (_, opts) = split_options(
        &args[1..],
        &[
            "Delimiter",
            "ReadVariableNames",
            "FileType",
            "NumHeaderLines",
        ],
    )?;
    let mut delim = None;
    let mut read_names = true;
    let mut skip = 0usize;
    for (k, v) in &opts {
        match k.as_str() {
            "delimiter" => {
                let d = v
                    .as_string()
                    .ok_or_else(|| MatError::msg("'Delimiter' must be a character vector."))?;
                delim = Some(match d.as_str() {
                    "\\t" | "tab" => "\t".to_string(),
                    "comma" => ",".to_string(),
                    "semi" => ";".to_string(),
                    "space" => " ".to_string(),
                    "bar" => "|".to_string(),
                    _ => d,
                });
            }
            "readvariablenames" => read_names = v.is_true()?,
            "numheaderlines" => skip = count_arg("readtable", v)?,
            _ => {}
        }
    }
    let text = read_file(&file)?;
    let mut lines = text
        .lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .skip(skip)
        .filter(|l| !l.trim().is_empty());
    let Some(first) = lines.next() else {
        return one(TableObject::default().value());
    };
    let delim = delim.unwrap_or_else(|| detect_delimiter(first));
    let mut rows: Vec<Vec<String>> = Vec::new();
    let names_line = if read_names {
        Some(split_line(first, &delim))
    } else {
        rows.push(split_line(first, &delim));
        None
    };
    rows.extend(lines.map(|l| split_line(l, &delim)));
    let ncols = names_line
        .as_ref()
        .map_or(0, Vec::len)
        .max(rows.iter().map(Vec::len).max().unwrap_or(0));
    let names: Vec<String> = match names_line {
        Some(h) => (0..ncols)
            .map(|k| {
                h.get(k)
                    .map_or(format!("Var{}", k + 1), |s| valid_name(s, k + 1))
            })
            .collect(),
        None => default_names("Var", ncols),
    };
    let n = rows.len();
    let mut vars = Vec::with_capacity(ncols);
    for j in 0..ncols {
        let field = |i: usize| rows[i].get(j).map_or("", String::as_str);
        let numeric =
            (0..n).all(|i| field(i).trim().is_empty() || parse_number(field(i)).is_some());
        vars.push(if numeric {
            Value::col_f64(
                (0..n)
                    .map(|i| parse_number(field(i)).unwrap_or(f64::NAN))
                    .collect(),
            )
        } else {
            let cells = (0..n).map(|i| Value::str(field(i))).collect();
            Value::cell(Tensor::new(Dims::rc(n, 1), cells))
        });
    }
    let mut names = names;
    for k in 0..names.len() {
        while names[..k].contains(&names[k]) {
            names[k].push('_');
        }
    }
    let mut t = TableObject::new(names, vars)?;
    t.height = n;
    one(t.value())
}

/// A number as `writetable` writes it (up to 15 significant digits).
fn number_text(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Inf" } else { "-Inf" }.into()
    } else {
        crate::cfmt::general(x, 15, false, false)
    }
}

/// A text field, quoted when it holds the delimiter, a quote or a line break.
fn text_field(s: &str, delim: &str) -> String {
    if s.contains(delim) || s.contains('"') || s.contains('\n') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The fields of row `i` of a variable, one per column.
fn var_fields(v: &Value, i: usize, delim: &str) -> Result<Vec<String>, MatError> {
    Ok(match v {
        Value::Cell(c) => {
            let r = c.dims.get(0);
            (0..c.dims.get(1))
                .map(|j| {
                    let x = &c.data[j * r + i];
                    match x.as_string() {
                        Some(s) => text_field(&s, delim),
                        None => x.scalar_f64().map(number_text).unwrap_or_default(),
                    }
                })
                .collect()
        }
        Value::Char(_) => {
            let rows = v.char_rows().unwrap_or_default();
            vec![text_field(rows[i].as_str(), delim)]
        }
        v => {
            let row = take_rows(v, &[i])?;
            numbers(&row).into_iter().map(number_text).collect()
        }
    })
}

fn writetable(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let t = table_arg("writetable", args.first())?;
    let file = args
        .get(1)
        .and_then(Value::as_string)
        .ok_or_else(|| MatError::msg("writetable: FILENAME must be a character vector."))?;
    let (_, opts) = split_options(&args[2..], &["Delimiter", "WriteVariableNames", "FileType"])?;
    let mut delim = ",".to_string();
    let mut write_names = true;
    for (k, v) in &opts {
        match k.as_str() {
            "delimiter" => {
                delim = match v.as_string().unwrap_or_default().as_str() {
                    "\\t" | "tab" => "\t".into(),
                    "semi" => ";".into(),
                    "space" => " ".into(),
                    "bar" => "|".into(),
                    "comma" => ",".into(),
                    d => d.to_string(),
                }
            }
            "writevariablenames" => write_names = v.is_true()?,
            _ => {}
        }
    }
    let mut out = String::new();
    if write_names {
        let mut heads = Vec::new();
        for (name, v) in t.names.iter().zip(&t.vars) {
            let w = v.dims().get(1);
            if w == 1 || matches!(v, Value::Char(_)) {
                heads.push(name.clone());
            } else {
                heads.extend((1..=w).map(|k| format!("{name}_{k}")));
            }
        }
        out.push_str(&heads.join(&delim));
        out.push('\n');
    }
    for i in 0..t.height {
        let mut fields = Vec::new();
        for v in &t.vars {
            fields.extend(var_fields(v, i, &delim)?);
        }
        out.push_str(&fields.join(&delim));
        out.push('\n');
    }
    crate::os::write(&file, out).map_err(|_| {
        MatError::msg(format!(
            "Unable to open file '{file}' for writing. Check the path and file permissions."
        ))
    })?;
    Ok(Vec::new())
}

// ---------------------------------------------------------------- overloads

/// The order of rows `sortrows` gives for one variable, stable.
fn sort_keys(v: &Value, order: &mut [usize], descend: bool) {
    let texts: Option<Vec<String>> = match v {
        Value::Cell(c) => c.data.iter().map(Value::as_string).collect(),
        _ => None,
    };
    if let Some(s) = texts {
        order.sort_by(|&a, &b| {
            let o = s[a].cmp(&s[b]);
            if descend {
                o.reverse()
            } else {
                o
            }
        });
        return;
    }
    let d = crate::convert::convert(v, Class::Double).unwrap_or_else(|_| v.clone());
    let x = numbers(&d);
    let r = rows_of(v).max(1);
    let w = x.len() / r;
    order.sort_by(|&a, &b| {
        for j in 0..w {
            let (p, q) = (x[j * r + a], x[j * r + b]);
            // NaN last in ascending order, first in descending (MATLAB's 'auto').
            let o = match (p.is_nan(), q.is_nan()) {
                (true, true) => std::cmp::Ordering::Equal,
                (true, false) => std::cmp::Ordering::Greater,
                (false, true) => std::cmp::Ordering::Less,
                _ => p.total_cmp(&q),
            };
            let o = if descend { o.reverse() } else { o };
            if o != std::cmp::Ordering::Equal {
                return o;
            }
        }
        std::cmp::Ordering::Equal
    });
}

fn sortrows(t: &TableObject, args: &[Value], nargout: usize) -> Out {
    let mut keys: Vec<(usize, bool)> = Vec::new();
    let mut descend = false;
    let mut rest: Vec<&Value> = args[1..].iter().collect();
    if let Some(dir) = rest.last().and_then(|v| v.as_string()) {
        if dir.eq_ignore_ascii_case("descend") || dir.eq_ignore_ascii_case("ascend") {
            descend = dir.eq_ignore_ascii_case("descend");
            rest.pop();
        }
    }
    match rest.first() {
        None => keys.extend((0..t.width()).map(|k| (k, descend))),
        Some(v) if v.is_numeric() => {
            for x in numbers(v) {
                let k = x.abs() as usize;
                if k == 0 || k > t.width() || x != x.floor() {
                    return Err(MatError::msg("Invalid variable subscript."));
                }
                keys.push((k - 1, descend || x < 0.0));
            }
        }
        Some(v) => keys.extend(var_positions(t, v)?.into_iter().map(|k| (k, descend))),
    }
    let mut order: Vec<usize> = (0..t.height).collect();
    // A stable sort by each key from the last: the first key decides first.
    for &(k, d) in keys.iter().rev() {
        sort_keys(&t.vars[k], &mut order, d);
    }
    let mut out = vec![t.take_rows(&order)?.value()];
    if nargout > 1 {
        out.push(Value::col_f64(
            order.iter().map(|&i| i as f64 + 1.0).collect(),
        ));
    }
    Ok(out)
}

/// `name(T, ...)` of a function a table overloads; None for the others.
pub fn overload(ctx: &mut Ctx, name: &str, args: &[Value], nargout: usize) -> Option<Out> {
    let t = as_table(args.first()?)?;
    Some(match name {
        "disp" => {
            let mut text = crate::display::table_body(t);
            if !text.is_empty() {
                text.push('\n');
            }
            ctx.print(&text);
            Ok(Vec::new())
        }
        "sortrows" => sortrows(t, args, nargout),
        "fieldnames" => one(Value::cell(Tensor::new(
            Dims::rc(t.width(), 1),
            t.names.iter().map(|n| Value::str(n)).collect(),
        ))),
        "vertcat" => concat::table::cat(0, args).map(|v| vec![v]),
        "horzcat" => concat::table::cat(1, args).map(|v| vec![v]),
        "length" => one(Value::Num(if t.width() == 0 {
            0.0
        } else {
            t.height.max(t.width()) as f64
        })),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::concat::table::cat;
    use crate::index::table::{assign, brace, delete, field, paren, set_field};

    fn col(x: &[f64]) -> Value {
        Value::col_f64(x.to_vec())
    }

    fn cellstr(items: &[&str]) -> Value {
        let data = items.iter().map(|s| Value::str(s)).collect();
        Value::cell(Tensor::new(Dims::rc(items.len(), 1), data))
    }

    fn people() -> TableObject {
        let names = vec!["Name".to_string(), "Age".to_string()];
        TableObject::new(
            names,
            vec![cellstr(&["Ann", "Bob", "Cy"]), col(&[31.0, 25.0, 40.0])],
        )
        .unwrap()
    }

    #[test]
    fn indexing_selects_rows_and_variables() {
        let t = people();
        let sub = paren(&t, &[col(&[3.0, 1.0]), Value::str("Age")]).unwrap();
        let sub = as_table(&sub).unwrap();
        assert_eq!(sub.names, vec!["Age"]);
        assert_eq!(sub.vars[0], col(&[40.0, 31.0]));
        let ages = brace(&t, &[index::colon(), Value::Num(2.0)]).unwrap();
        assert_eq!(ages, col(&[31.0, 25.0, 40.0]));
        assert_eq!(field(&t, "Name").unwrap(), cellstr(&["Ann", "Bob", "Cy"]));
        let e = field(&t, "Height").unwrap_err();
        assert_eq!(e.message, "Unrecognized table variable name 'Height'.");
        assert!(paren(&t, &[Value::Num(1.0)]).is_err());
        assert!(paren(&t, &[Value::Num(4.0), index::colon()]).is_err());
    }

    #[test]
    fn assignment_replaces_adds_and_deletes() {
        let t = people();
        let v = set_field(t.clone(), "Score", col(&[1.0, 2.0, 3.0])).unwrap();
        assert_eq!(as_table(&v).unwrap().names, vec!["Name", "Age", "Score"]);
        assert!(set_field(t.clone(), "Age", col(&[1.0])).is_err());
        let v = assign(
            t.clone(),
            true,
            &[Value::Num(2.0), Value::str("Age")],
            Value::Num(26.0),
        )
        .unwrap();
        assert_eq!(as_table(&v).unwrap().vars[1], col(&[31.0, 26.0, 40.0]));
        let v = delete(&t, &[Value::Num(1.0), index::colon()]).unwrap();
        let d = as_table(&v).unwrap();
        assert_eq!((d.height, d.vars[1].clone()), (2, col(&[25.0, 40.0])));
        let v = delete(&t, &[index::colon(), Value::str("Name")]).unwrap();
        assert_eq!(as_table(&v).unwrap().names, vec!["Age"]);
    }

    #[test]
    fn concatenation_and_sorting() {
        let t = people();
        let both = cat(0, &[t.clone().value(), t.clone().value()]).unwrap();
        assert_eq!(both.dims(), Dims::rc(6, 2));
        let mut ctx = Ctx::new();
        let args = [t.clone().value(), Value::str("Age"), Value::str("descend")];
        let r = overload(&mut ctx, "sortrows", &args, 2).unwrap().unwrap();
        assert_eq!(r[1], col(&[3.0, 1.0, 2.0]));
        let r = overload(&mut ctx, "sortrows", &[t.value(), Value::str("Name")], 2)
            .unwrap()
            .unwrap();
        assert_eq!(r[1], col(&[1.0, 2.0, 3.0]));
    }

    #[test]
    fn writetable_then_readtable() {
        let mut ctx = Ctx::new();
        let f = std::env::temp_dir().join(format!("matc-wt-{}.csv", std::process::id()));
        let f = f.to_string_lossy().into_owned();
        writetable(&mut ctx, &[people().value(), Value::str(&f)], 0).unwrap();
        assert_eq!(
            std::fs::read_to_string(&f).unwrap(),
            "Name,Age\nAnn,31\nBob,25\nCy,40\n"
        );
        let back = readtable(&mut ctx, &[Value::str(&f)], 1).unwrap();
        let back = as_table(&back[0]).unwrap();
        assert_eq!(back.names, people().names);
        assert_eq!(back.vars, people().vars);
        // Empty numeric fields are NaN; a header is made a valid name.
        std::fs::write(&f, "first name;2nd\n\"a;b\";\nc;7\n").unwrap();
        let r = readtable(
            &mut ctx,
            &[Value::str(&f), Value::str("Delimiter"), Value::str(";")],
            1,
        )
        .unwrap();
        let r = as_table(&r[0]).unwrap();
        assert_eq!(r.names, vec!["firstName", "x2nd"]);
        assert_eq!(r.vars[0], cellstr(&["a;b", "c"]));
        let ages = numbers(&r.vars[1]);
        assert!(ages[0].is_nan() && ages[1] == 7.0);
        let _ = std::fs::remove_file(&f);
    }
}
