//! The partial evaluator behind `matc specialize`: a function and what is
//! known of its inputs in, a residual MATLAB file out.
//!
//! Online partial evaluation over the AST (after Elphick, Leuschel and Cox,
//! `../shared/papers/partial-evaluation.txt`): each variable's abstract
//! value is its value when known, else its class and extents when known
//! (`abs`); static expressions are computed by the runtime itself, so
//! folding agrees with `matc run` (`expr`); statements are rebuilt with
//! branches pruned and loops unrolled or kept with their state at a
//! fixpoint (`stmt`); calls of the file's functions are folded or
//! specialized once per distinct abstract argument tuple (`spec`); residual
//! loops whose iterations are independent are written on vectors
//! (`vector`), series as `cumprod`/`cumsum` (`scan`); straight-line code is
//! renamed and tidied (`tidy`) and chains of updates merged (`accumulate`),
//! with the same operations in the same order; dead code is removed at the
//! end (`dce`); `--assert`'s checks are written by `assume`; values go back
//! into the source as literals (`literal`); `names` finds the names a tree
//! reads and the functions left as written.
//!
//! Architecture invariant: every assignment is kept in the residual until
//! dead-code elimination, which removes only statements whose value was
//! computed statically and nobody reads; so anything the specializer leaves
//! as written still finds its variables, and errors and output happen as in
//! the original.

mod abs;
mod accumulate;
mod assume;
mod dce;
mod expr;
mod literal;
mod names;
mod scan;
mod spec;
mod stmt;
mod tidy;
mod vector;

use std::collections::BTreeSet;

use syntax::ast::{File, FileKind, Function, Ident, Name, Param, Span, StmtKind};

use abs::{AVal, Facts};
use spec::{Frame, Specializer};

/// The most statements evaluation may emit in all (unrolling stops there).
pub const MAX_RESIDUAL_STATEMENTS: usize = 20_000;

/// What is known of the specialized function's inputs.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The function to specialize (default: the file's first).
    pub function: Option<String>,
    /// `NAME=VALUE`: a parameter's value, as a static MATLAB expression.
    pub fixes: Vec<(String, String)>,
    /// `NAME=[m n]`: a parameter's extents.
    pub shapes: Vec<(String, Vec<usize>)>,
    /// `NAME=CLASS`: a parameter's class.
    pub classes: Vec<(String, String)>,
    pub nargin: Option<usize>,
    pub nargout: Option<usize>,
    /// `--assert`: each residual function checks, at its top, every
    /// assumption its specialization relied on.
    pub assert: bool,
    /// The other function files of the folder, as (name, text): calls of
    /// them are specialized like calls of the file's own functions (their
    /// residuals become local functions of the residual file), and they
    /// shadow builtins of the same name as they do in a run.
    pub path_files: Vec<(String, String)>,
}

/// Specializes `text` (a function file) as `opts` says: the residual file's text.
pub fn specialize(text: &str, opts: &Options) -> Result<String, String> {
    let parsed = syntax::parse(text);
    if let Some(e) = parsed.errors.first() {
        return Err(format!("parse error: {}", e.message));
    }
    let file = parsed.file;
    if file.kind != FileKind::Function {
        return Err("specialize: only function files can be specialized".into());
    }
    let entry = match &opts.function {
        Some(name) => file
            .functions
            .iter()
            .find(|f| f.name.name == name.as_str())
            .ok_or_else(|| format!("specialize: no function '{name}' in the file"))?,
        None => file
            .functions
            .first()
            .ok_or("specialize: the file has no function")?,
    };
    let mut opts = opts.clone();
    read_annotations(entry, &mut opts)?;
    let param_names: Vec<Option<&str>> = entry
        .params
        .iter()
        .map(|p| match p {
            Param::Name(id) => Some(id.name.as_str()),
            Param::Tilde(_) => None,
        })
        .collect();
    let position = |name: &str| -> Result<usize, String> {
        param_names
            .iter()
            .position(|p| *p == Some(name))
            .ok_or_else(|| {
                format!(
                    "specialize: '{name}' is not a parameter of {}",
                    entry.name.name
                )
            })
    };

    let path = PathFunctions::read(&opts.path_files, &file.functions);
    let mut sp = Specializer::new(&file.functions);
    sp.add_path_functions(&path.callable, path.opaque);
    sp.assert = opts.assert;
    let mut fr = Frame::new(entry);
    let mut facts: Vec<Option<AVal>> = vec![None; param_names.len()];
    for (name, value) in &opts.fixes {
        let v = static_value(&mut sp, value)
            .ok_or_else(|| format!("specialize: --fix {name}: '{value}' is not a static value"))?;
        facts[position(name)?] = Some(AVal::Known(v));
    }
    let mut set_fact = |name: &str, f: &dyn Fn(&mut Facts)| -> Result<(), String> {
        let k = position(name)?;
        let mut current = match &facts[k] {
            Some(AVal::Known(_)) => return Ok(()),
            Some(AVal::Dyn(f)) => f.clone(),
            None => Facts::default(),
        };
        f(&mut current);
        facts[k] = Some(AVal::Dyn(current));
        Ok(())
    };
    for (name, dims) in &opts.shapes {
        let d = dims.clone();
        set_fact(name, &|f| f.dims = Some(d.clone()))?;
    }
    for (name, class) in &opts.classes {
        let words = class_words(class)
            .ok_or_else(|| format!("specialize: --class {name}: unknown class '{class}'"))?;
        set_fact(name, &|f| {
            f.class = words.class.or(f.class);
            f.real |= words.real;
            f.full |= words.full;
        })?;
    }
    // A parameter something is known of was passed, and so were those before it.
    let passed = facts.iter().rposition(Option::is_some).map_or(0, |k| k + 1);
    let nargin = opts
        .nargin
        .or((passed == param_names.len()).then_some(passed));
    fr.nargin = nargin;
    fr.nargout = opts.nargout;
    for (k, name) in param_names.iter().enumerate() {
        let Some(name) = name else { continue };
        match (&facts[k], nargin) {
            (Some(a), _) => fr.env.set(name, a.clone()),
            (None, Some(n)) if k >= n => {}
            (None, Some(_)) => fr.env.set(name, AVal::unknown()),
            (None, None) if k < passed => fr.env.set(name, AVal::unknown()),
            (None, None) => fr.env.forget(name),
        }
    }

    if !names::specializable(entry) {
        return Ok(syntax::print_file(&file));
    }
    let (body, _) = sp.function_body(&mut fr, &entry.body);
    let live: BTreeSet<Name> = entry.outputs.iter().map(|o| o.name.clone()).collect();
    let body = dce::eliminate(body, &live);
    let indexable: std::collections::HashSet<Name> = param_names
        .iter()
        .zip(&facts)
        .filter_map(|(n, f)| match (n, f) {
            (Some(n), Some(a)) if tidy::indexable(a) => Some(Name::new(n)),
            _ => None,
        })
        .collect();
    let body = tidy::tidy(entry, body, &sp.taken, &indexable, &live);
    let params: Vec<Name> = param_names.iter().flatten().map(Name::new).collect();
    let entries: std::collections::HashMap<Name, accumulate::Entry> = param_names
        .iter()
        .zip(&facts)
        .filter_map(|(n, f)| Some((Name::new((*n)?), accumulate::Entry::of(f.as_ref()?))))
        .collect();
    let mut body = accumulate::merge(body, &params, &entries, &live, &|n| sp.is_user_function(n));
    if opts.assert {
        let read = names::used_in_stmts(&entry.body);
        let params: Vec<assume::Param<'_>> = param_names
            .iter()
            .zip(&facts)
            .filter_map(|(name, fact)| {
                let name = (*name)?;
                let value = fact.as_ref()?;
                read.contains(name).then(|| assume::Param {
                    name,
                    value,
                    source: opts
                        .fixes
                        .iter()
                        .rev()
                        .find(|(n, _)| n == name)
                        .map(|(_, text)| text.as_str()),
                })
            })
            .collect();
        let mut checked = assume::checks(&entry.name.name, &params, nargin, opts.nargout);
        checked.append(&mut body);
        body = checked;
    }
    let residual_entry = Function {
        name: entry.name.clone(),
        outputs: entry.outputs.clone(),
        params: entry.params.clone(),
        body,
        nested: Vec::new(),
        defaults: Vec::new(),
        has_end: true,
        span: Span::default(),
    };
    let functions = reachable(residual_entry, &sp, &file.functions, &fr);
    Ok(syntax::print_file(&File {
        kind: FileKind::Function,
        body: Vec::new(),
        functions,
        classdef: None,
    }))
}

/// The other files' functions the specializer may call.
struct PathFunctions {
    /// Single-function files that read no name of the file's own functions:
    /// specialized like the file's functions.
    callable: Vec<Function>,
    /// The other files' names: never folded as builtins.
    opaque: Vec<String>,
}

impl PathFunctions {
    fn read(files: &[(String, String)], locals: &[Function]) -> PathFunctions {
        let local_names: BTreeSet<&str> = locals.iter().map(|f| f.name.name.as_str()).collect();
        let mut callable = Vec::new();
        let mut opaque = Vec::new();
        for (name, text) in files {
            if local_names.contains(name.as_str()) {
                continue;
            }
            opaque.push(name.clone());
            let parsed = syntax::parse(text);
            if !parsed.errors.is_empty() || parsed.file.kind != FileKind::Function {
                continue;
            }
            let [f] = parsed.file.functions.as_slice() else {
                continue;
            };
            // Its calls of a name the file defines locally reach another
            // function in a run (locals are private to their file).
            let used = names::used_in_stmts(&f.body);
            if used.iter().any(|n| local_names.contains(n.as_str())) {
                continue;
            }
            let mut f = f.clone();
            // Called by its file's name, whatever its `function` line says.
            f.name.name = Name::new(name);
            callable.push(f);
        }
        PathFunctions { callable, opaque }
    }
}

/// The entry and every function its residual calls or names, residual or as written.
fn reachable(
    entry: Function,
    sp: &Specializer<'_>,
    originals: &[Function],
    fr: &Frame,
) -> Vec<Function> {
    let mut out = vec![entry];
    let mut seen: BTreeSet<String> = BTreeSet::new();
    seen.insert(out[0].name.name.to_string());
    let mut k = 0;
    let mut extra: Vec<Name> = fr.handles.iter().cloned().collect();
    while k < out.len() {
        let mut used: Vec<Name> = names::used_in_stmts(&out[k].body).into_iter().collect();
        // Functions named in text (`feval('helper', x)`) are kept too.
        used.extend(
            names::strings_in_stmts(&out[k].body)
                .into_iter()
                .map(|s| Name::new(&s)),
        );
        used.append(&mut extra);
        k += 1;
        for n in used {
            if seen.contains(n.as_str()) {
                continue;
            }
            let f = sp
                .residuals
                .iter()
                .find(|f| f.name.name == n)
                .or_else(|| originals.iter().find(|f| f.name.name == n));
            if let Some(f) = f {
                seen.insert(n.to_string());
                out.push(f.clone());
            }
        }
    }
    out
}

/// The value of a static MATLAB expression (a `--fix` value).
fn static_value(sp: &mut Specializer<'_>, text: &str) -> Option<runtime::Value> {
    let parsed = syntax::parse(&format!("__fix__ = {text};"));
    if !parsed.errors.is_empty() {
        return None;
    }
    let StmtKind::Assign { rhs, .. } = &parsed.file.body.first()?.kind else {
        return None;
    };
    let f = Function {
        name: Ident {
            name: Name::new("__fix__"),
            span: Span::default(),
        },
        outputs: Vec::new(),
        params: Vec::new(),
        body: Vec::new(),
        nested: Vec::new(),
        defaults: Vec::new(),
        has_end: true,
        span: Span::default(),
    };
    let mut fr = Frame::new(&f);
    let (_, v) = sp.expr(&mut fr, rhs);
    v.known().cloned()
}

/// The paper's `%#` annotations at the top level of the entry's body:
/// `%# x size [m n]`, `%# x class double` (or `real full double`, as
/// `--class` takes), `%# nargin 2`, `%# nargout 1`.
fn read_annotations(f: &Function, opts: &mut Options) -> Result<(), String> {
    for s in &f.body {
        let StmtKind::Annotation(text) = &s.kind else {
            continue;
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["nargin", n] => opts.nargin = opts.nargin.or(n.parse().ok()),
            ["nargout", n] => opts.nargout = opts.nargout.or(n.parse().ok()),
            [name, "class", words @ ..] if !words.is_empty() => {
                opts.classes.push((name.to_string(), words.join(" ")))
            }
            [name, "size", rest @ ..] => {
                let dims = parse_dims(&rest.join(" "))
                    .ok_or_else(|| format!("specialize: bad annotation '%#{text}'"))?;
                opts.shapes.push((name.to_string(), dims));
            }
            _ => {}
        }
    }
    Ok(())
}

/// What a `--class` value says: a class name, `real` (no complex
/// numbers) and `full` (not sparse), in any order (`real full double`).
#[derive(Default)]
struct ClassWords {
    class: Option<runtime::Class>,
    real: bool,
    full: bool,
}

fn class_words(text: &str) -> Option<ClassWords> {
    let mut w = ClassWords::default();
    for word in text.split_whitespace() {
        match word {
            "real" => w.real = true,
            "full" => w.full = true,
            _ if w.class.is_none() => w.class = Some(runtime::Class::from_name(word)?),
            _ => return None,
        }
    }
    (w.class.is_some() || w.real || w.full).then_some(w)
}

/// `[m n]` or `[m, n]` as extents.
pub fn parse_dims(s: &str) -> Option<Vec<usize>> {
    let inner = s.trim().strip_prefix('[')?.strip_suffix(']')?;
    let dims: Option<Vec<usize>> = inner
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().ok())
        .collect();
    dims.filter(|d| d.len() >= 2)
}
