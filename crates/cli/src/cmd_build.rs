//! `matc build`: a MATLAB program compiled to C (`--emit-c DIR`) or to a
//! standalone executable (`-o EXE`).
//!
//! `--emit-c` writes `DIR/F.c`, `DIR/F.h` and `DIR/matc_rt.h` for the entry
//! (or `--function F`) in the context its argument specs give (`--class`,
//! `--shape`, `--fix`, `%#` annotations; a parameter with none is a real
//! double scalar, as a number on `matc run`'s command line is). What has no
//! C form is refused with a located diagnostic.
//!
//! Without `--emit-c`, the executable is this program carrying the sources
//! and the C of every function the C path accepts (`bundle`), compiled by
//! the system C compiler into a shared object that the engine calls.

use std::path::{Path, PathBuf};

use analysis::types::{AbsValue, ClassSet, Dim, Interval, Shape, Tri};
use mir::ir::{FuncId, Program};

use crate::config::config;

#[derive(clap::Args)]
pub struct BuildArgs {
    /// The program's entry file (a function file).
    pub file: PathBuf,
    /// Write C source (`F.c`, `F.h`, `matc_rt.h`) into the folder given by `-o`.
    #[arg(long)]
    pub emit_c: bool,
    /// With `--emit-c`: the function to compile (default: the file's first),
    /// in every context the entry calls it in.
    #[arg(long)]
    pub function: Option<String>,
    /// NAME=VALUE: the parameter NAME is VALUE (`n=5`, `x=[1 2 3]`).
    #[arg(long = "fix", value_name = "NAME=VALUE")]
    pub fixes: Vec<String>,
    /// NAME=[m n]: the parameter NAME has these extents (`?` for one known only when running).
    #[arg(long = "shape", value_name = "NAME=[m n]")]
    pub shapes: Vec<String>,
    /// NAME=CLASS: the parameter NAME has this class (`double`, `logical`,
    /// `char`; `complex double` for a double that may be complex, `whole
    /// double` for whole numbers).
    #[arg(long = "class", value_name = "NAME=CLASS")]
    pub classes: Vec<String>,
    /// NAME=[LO HI]: the parameter NAME's values lie in this range (checked
    /// by the compiled program's `main`).
    #[arg(long = "range", value_name = "NAME=[LO HI]")]
    pub ranges: Vec<String>,
    /// The entry is called with this many arguments (default: all of them).
    #[arg(long)]
    pub nargin: Option<usize>,
    /// Print, per compiled function, the GCTD paper's Table 2 row from the emitted buffers.
    #[arg(long)]
    pub report: bool,
    /// Storage coalescing: `on` (GCTD), or `off` (only the versions of one
    /// variable share a buffer), to measure what GCTD saves.
    #[arg(long, value_enum, default_value_t = Gctd::On)]
    pub gctd: Gctd,
    /// The output: a folder with `--emit-c`, else the executable.
    #[arg(short = 'o', value_name = "OUT")]
    pub out: PathBuf,
    /// The C compiler (default: `$CC`, else `cc`).
    #[arg(long)]
    pub cc: Option<String>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Gctd {
    On,
    Off,
}

/// `matc build`: C with `--emit-c`, else an executable made by
/// `executable` (`bundle::build`, passed in: `bundle` builds on this module).
pub fn run(a: &BuildArgs, executable: fn(&BuildArgs) -> Result<(), String>) -> i32 {
    let r = if a.emit_c { emit_c(a) } else { executable(a) };
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            1
        }
    }
}

/// Loads `file` as `matc run` does.
pub fn load(file: &Path) -> Result<Program, String> {
    let mut loader = mir::Loader::new(Box::new(exec::interp::is_builtin_name));
    let mut prog = Program::default();
    if let Err(errors) = loader.load_entry(&mut prog, file) {
        return Err(errors
            .iter()
            .map(|e| exec::render_load_error(&prog, e))
            .collect());
    }
    Ok(prog)
}

fn split(s: &str, flag: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_string(), v.trim().to_string())),
        _ => Err(format!("matc build: --{flag} wants NAME=..., got '{s}'")),
    }
}

/// What the command line and `%#` annotations say of the entry's parameters.
#[derive(Default)]
struct Specs {
    classes: Vec<(String, String)>,
    ranges: Vec<(String, String)>,
    shapes: Vec<(String, String)>,
    fixes: Vec<(String, String)>,
    nargin: Option<usize>,
}

/// The `%#` annotations at the top of the entry function's body.
fn annotations(prog: &Program, entry: FuncId, specs: &mut Specs) -> Result<(), String> {
    let f = prog.func(entry);
    let text = &prog.files[f.file.index()].text;
    let tree = syntax::parse(text).file;
    let Some(func) = tree
        .functions
        .iter()
        .find(|g| g.name.name.as_str() == f.name)
    else {
        return Ok(());
    };
    for s in &func.body {
        let syntax::ast::StmtKind::Annotation(text) = &s.kind else {
            continue;
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["nargin", n] => specs.nargin = specs.nargin.or(n.parse().ok()),
            [name, "class", rest @ ..] if !rest.is_empty() => {
                specs.classes.push((name.to_string(), rest.join(" ")))
            }
            [name, "size", rest @ ..] => specs.shapes.push((name.to_string(), rest.join(" "))),
            [name, "range", rest @ ..] => specs.ranges.push((name.to_string(), rest.join(" "))),
            _ => {}
        }
    }
    Ok(())
}

/// The abstract value of parameter `name` from the specs.
fn param_fact(name: &str, specs: &Specs) -> Result<AbsValue, String> {
    if let Some((_, v)) = specs.fixes.iter().find(|(n, _)| n == name) {
        return Ok(crate::cmd_analyze::abstract_arg(v));
    }
    let class = specs
        .classes
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, c)| c.clone())
        .unwrap_or_else(|| "double".into());
    let mut complex = Tri::No;
    let mut cls = ClassSet::DOUBLE;
    let mut whole = false;
    for w in class.split_whitespace() {
        match w {
            "real" | "full" => {}
            "whole" => whole = true,
            "complex" => complex = Tri::Maybe,
            c => {
                cls = ClassSet::from_name(c);
                if cls.is_empty() {
                    return Err(format!("matc build: --class {name}: unknown class '{c}'"));
                }
            }
        }
    }
    let shape = match specs.shapes.iter().find(|(n, _)| n == name) {
        Some((_, s)) => {
            let inner = s
                .trim()
                .strip_prefix('[')
                .and_then(|x| x.strip_suffix(']'))
                .ok_or_else(|| format!("matc build: --shape {name}: '{s}' is not [m n]"))?;
            let dims: Vec<Dim> = inner
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .map(|w| match w.parse::<u64>() {
                    Ok(n) => Dim::exact(n),
                    Err(_) => Dim::ANY,
                })
                .collect();
            if dims.len() < 2 {
                return Err(format!("matc build: --shape {name}: '{s}' is not [m n]"));
            }
            Shape::of_dims(dims)
        }
        None => Shape::scalar(),
    };
    let mut range = if cls == ClassSet::LOGICAL {
        Interval::new(0.0, 1.0, true)
    } else if cls == ClassSet::CHAR {
        Interval::new(0.0, 255.0, true)
    } else {
        Interval::TOP
    };
    if let Some((_, r)) = specs.ranges.iter().find(|(n, _)| n == name) {
        let bad = || format!("matc build: --range {name}: '{r}' is not [LO HI]");
        let inner = r
            .trim()
            .strip_prefix('[')
            .and_then(|x| x.strip_suffix(']'))
            .ok_or_else(bad)?;
        let b: Vec<f64> = inner
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(|w| match w {
                "Inf" | "inf" => Ok(f64::INFINITY),
                "-Inf" | "-inf" => Ok(f64::NEG_INFINITY),
                _ => w.parse::<f64>().map_err(|_| bad()),
            })
            .collect::<Result<_, _>>()?;
        let [lo, hi] = b[..] else { return Err(bad()) };
        range = Interval::new(lo, hi, whole);
    } else if whole {
        range = Interval::new(f64::NEG_INFINITY, f64::INFINITY, true);
    }
    let mut x = AbsValue::real(cls, shape, range);
    x.complex = complex;
    Ok(x)
}

/// The entry specs of the command line, one a line: `class NAME=CLASS`,
/// `shape NAME=[m n]`, `fix NAME=VALUE`, `range NAME=[LO HI]`, `nargin N`
/// (the form a built executable carries them in).
pub fn spec_lines(a: &BuildArgs) -> Vec<String> {
    let mut v = Vec::new();
    for (kind, list) in [
        ("class", &a.classes),
        ("shape", &a.shapes),
        ("fix", &a.fixes),
        ("range", &a.ranges),
    ] {
        for x in list {
            v.push(format!("{kind} {x}"));
        }
    }
    if let Some(n) = a.nargin {
        v.push(format!("nargin {n}"));
    }
    v
}

/// The entry's argument facts from the command line and annotations.
fn entry_args(a: &BuildArgs, prog: &Program) -> Result<Vec<AbsValue>, String> {
    entry_args_from(&spec_lines(a), prog)
}

/// The entry's argument facts from spec lines (`spec_lines`) and the
/// entry's `%#` annotations.
pub fn entry_args_from(lines: &[String], prog: &Program) -> Result<Vec<AbsValue>, String> {
    let entry = prog.entry.ok_or("matc build: no entry function")?;
    let f = prog.func(entry);
    if f.kind == mir::ir::FunctionKind::Script {
        return Ok(Vec::new());
    }
    let mut specs = Specs::default();
    for l in lines {
        let (kind, rest) = l.split_once(' ').unwrap_or((l.as_str(), ""));
        match kind {
            "class" => specs.classes.push(split(rest, "class")?),
            "shape" => specs.shapes.push(split(rest, "shape")?),
            "fix" => specs.fixes.push(split(rest, "fix")?),
            "range" => specs.ranges.push(split(rest, "range")?),
            "nargin" => {
                specs.nargin = Some(
                    rest.trim()
                        .parse()
                        .map_err(|_| format!("matc build: --nargin: '{rest}' is not a count"))?,
                )
            }
            _ => return Err(format!("matc build: unknown spec '{l}'")),
        }
    }
    annotations(prog, entry, &mut specs)?;
    let n = specs.nargin.unwrap_or(f.param_names.len());
    f.param_names
        .iter()
        .take(n)
        .map(|p| param_fact(p, &specs))
        .collect()
}

/// Whether the entry function has `%#` annotations of its parameters.
pub fn has_annotations(prog: &Program) -> bool {
    let Some(entry) = prog.entry else {
        return false;
    };
    let mut specs = Specs::default();
    let _ = annotations(prog, entry, &mut specs);
    specs.nargin.is_some()
        || !specs.classes.is_empty()
        || !specs.shapes.is_empty()
        || !specs.ranges.is_empty()
}

/// The instances to emit: the entry's, or every context of `--function`
/// that the program reaches from the entry.
fn roots(
    a: &BuildArgs,
    prog: &Program,
    facts: &analysis::types::TypeFacts,
) -> Result<Vec<cgen::Key>, String> {
    let entry = prog.entry.ok_or("matc build: no entry function")?;
    let ek = cgen::Key {
        func: entry,
        context: facts
            .entry_context()
            .ok_or("matc build: the entry was not analysed")?,
    };
    let Some(name) = &a.function else {
        return Ok(vec![ek]);
    };
    if prog.func(entry).name == *name {
        return Ok(vec![ek]);
    }
    let mut found: Vec<cgen::Key> = cgen::reachable(prog, facts, &[ek])
        .into_iter()
        .filter(|k| prog.func(k.func).name == *name)
        .collect();
    found.sort();
    if found.is_empty() {
        return Err(format!(
            "matc build: '{name}' is not called from {}",
            prog.func(entry).name
        ));
    }
    Ok(found)
}

/// Refusal diagnostics, each with the source line and a caret.
pub fn render_refusals(prog: &Program, rs: &[&cgen::Refusal]) -> String {
    let mut s = String::new();
    for r in rs {
        s.push_str(&format!("{r}\n"));
        if let Some(file) = prog.files.iter().find(|f| f.path == r.path) {
            if let Some(line) = file.text.lines().nth(r.line.saturating_sub(1) as usize) {
                s.push_str(&format!(
                    "{line}\n{}^\n",
                    " ".repeat(r.col.saturating_sub(1) as usize)
                ));
            }
        }
    }
    s
}

fn emit_c(a: &BuildArgs) -> Result<(), String> {
    let prog = load(&a.file)?;
    let args = entry_args(a, &prog)?;
    let facts = analysis::types::analyze_with_args(&prog, Some(&args));
    if config().build_facts {
        eprintln!("{}", analysis::types::dump(&prog, &facts));
    }
    let roots = roots(a, &prog, &facts)?;
    let base = a
        .function
        .clone()
        .unwrap_or_else(|| prog.func(roots[0].func).name.clone());
    let opts = cgen::Options {
        gctd: matches!(a.gctd, Gctd::On),
        main: a.function.is_none() || prog.entry == Some(roots[0].func),
        hosted: false,
        base: base.clone(),
        debug: config().cgen_debug,
    };
    let out = cgen::emit(&prog, &facts, &roots, &opts);
    if !out.complete(&roots) {
        let mut why: Vec<&cgen::Refusal> = Vec::new();
        for r in &roots {
            if let Some((_, f)) = out.refused.iter().find(|(k, _)| k == r) {
                why.push(f);
            }
        }
        // The first refusal inside the program, where the roots' ones point to it.
        for (k, f) in &out.refused {
            if !roots.contains(k) && !why.contains(&f) {
                why.push(f);
            }
        }
        return Err(render_refusals(&prog, &why));
    }
    std::fs::create_dir_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
    let write = |name: &str, text: &str| {
        let p = a.out.join(name);
        std::fs::write(&p, text).map_err(|e| format!("{}: {e}", p.display()))
    };
    write(&format!("{base}.c"), &out.c)?;
    write(&format!("{base}.h"), &out.h)?;
    write("matc_rt.h", cgen::RUNTIME)?;
    if a.report {
        print!("{}", report(&prog, &out));
    }
    Ok(())
}

/// The Table 2 rows of the compiled functions, and their total.
pub fn report(prog: &Program, out: &cgen::Emitted) -> String {
    let mut s = format!(
        "{:<28} {:>7} {:>7} {:>15} {:>12} {:>6} {:>6} {:>12}\n",
        "function", "values", "arrays", "static/dynamic", "saved(KB)", "stack", "heap", "stack(KB)"
    );
    let mut total = cgen::Row::default();
    let row = |s: &mut String, name: &str, r: &cgen::Row| {
        s.push_str(&format!(
            "{:<28} {:>7} {:>7} {:>15} {:>12.2} {:>6} {:>6} {:>12.2}\n",
            name,
            r.values,
            r.arrays,
            format!("{}/{}", r.static_subsumed, r.dynamic_subsumed),
            r.bytes_saved as f64 / 1024.0,
            r.stack_buffers,
            r.heap_buffers,
            r.stack_bytes as f64 / 1024.0
        ));
    };
    for c in &out.compiled {
        let f = prog.func(c.key.func);
        row(&mut s, &format!("{} ({})", f.name, c.key.context), &c.row);
        total.add(&c.row);
    }
    row(&mut s, "total", &total);
    s
}
