//! `matc analyze`: the source annotated with the inferred class, shape and range of each assignment.
//!
//! Each source line that assigns variables is followed by one comment line
//! per variable, `%   x : double 1x1 in [1, 100]`, so the output is still a
//! MATLAB program. `--summary` instead counts, per function and in total, the
//! array-valued SSA values (numeric, not proven scalar; per analysis context)
//! whose shape is exact, symbolic or unknown. `--storage` prints the
//! storage coalescing report of `analysis::storage` (the GCTD paper's Table 2).

use std::collections::BTreeMap;

use ide::facts::collect_notes;
use std::fmt::Write as _;
use std::path::PathBuf;

use analysis::types::{AbsValue, ClassSet, FuncTypes, ShapeKind, TypeFacts};
use mir::ir::{FileId, FuncId, Function, FunctionKind, Program};

#[derive(clap::Args)]
pub struct AnalyzeArgs {
    /// The entry `.m` file (a script or a function file), loaded as `matc run` loads it.
    pub file: PathBuf,
    /// Only the functions with this name (and the anonymous functions inside them).
    #[arg(long)]
    pub function: Option<String>,
    /// Print the shares of exact, symbolic and unknown array shapes instead of the source.
    #[arg(long)]
    pub summary: bool,
    /// Print the storage coalescing (GCTD) report instead: per function, the
    /// values defined, those subsumed in another's storage (static/dynamic
    /// sizes) and the bytes saved, in the shape of the GCTD paper's Table 2.
    #[arg(long)]
    pub storage: bool,
    /// Arguments of a function file's entry (MATLAB literals, as for `matc run`):
    /// the facts then hold for that call; without them the inputs are unknown.
    #[arg(allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// The abstract value of a command-line argument (see `exec::literal`).
pub fn abstract_arg(a: &str) -> AbsValue {
    use runtime::Value;
    match exec::literal(a) {
        Value::Num(x) => AbsValue::number(x),
        Value::Double(t) => {
            let dims: Vec<u64> = t.dims.iter().map(|&d| d as u64).collect();
            AbsValue::of_numbers(&dims, &t.data)
        }
        v => match v.as_string() {
            Some(s) if s.is_ascii() => AbsValue::char_row(&s),
            _ => AbsValue::any(),
        },
    }
}

/// Runs the command; returns the process exit code.
pub fn run(args: &AnalyzeArgs) -> i32 {
    let mut loader = mir::Loader::new(Box::new(exec::interp::is_builtin_name));
    let mut prog = Program::default();
    if let Err(errors) = loader.load_entry(&mut prog, &args.file) {
        for e in errors {
            eprintln!("error: {e}");
        }
        return 1;
    }
    let entry_args: Vec<AbsValue> = args.args.iter().map(|a| abstract_arg(a)).collect();
    let facts = if args.args.is_empty() {
        analysis::types::analyze(&prog)
    } else {
        analysis::types::analyze_with_args(&prog, Some(&entry_args))
    };
    let selected = select(&prog, args.function.as_deref());
    if selected.is_empty() {
        eprintln!(
            "error: no function named '{}'",
            args.function.as_deref().unwrap_or_default()
        );
        return 1;
    }
    let text = if args.storage {
        storage_report(&prog, &facts, &selected)
    } else if args.summary {
        summary(&prog, &facts, &selected)
    } else {
        annotate(&prog, &facts, &selected, args.function.is_some())
    };
    print!("{text}");
    0
}

/// The functions to report: all with code, or those named `name` and the
/// anonymous functions written inside them.
fn select(prog: &Program, name: Option<&str>) -> Vec<FuncId> {
    let has_code = |f: &Function| !f.blocks.is_empty();
    let named: Vec<&Function> = prog
        .functions
        .iter()
        .filter(|f| has_code(f) && name.is_none_or(|n| f.name == n))
        .collect();
    let inside = |f: &Function| {
        matches!(f.kind, FunctionKind::Anonymous { .. })
            && named
                .iter()
                .any(|s| s.file == f.file && s.span.lo <= f.span.lo && f.span.hi <= s.span.hi)
    };
    (0..prog.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&id| {
            let f = prog.func(id);
            has_code(f) && (name.is_none_or(|n| f.name == n) || inside(f))
        })
        .collect()
}

/// The source of each file with selected functions, annotated.
fn annotate(prog: &Program, facts: &TypeFacts, selected: &[FuncId], only_spans: bool) -> String {
    let notes = collect_notes(prog, facts, selected);
    let mut out = String::new();
    let several = prog
        .files
        .iter()
        .enumerate()
        .filter(|(i, _)| selected.iter().any(|&f| prog.func(f).file.index() == *i))
        .count()
        > 1;
    for (fi, file) in prog.files.iter().enumerate() {
        let fid = FileId(fi as u32);
        let funcs: Vec<&Function> = selected
            .iter()
            .map(|&f| prog.func(f))
            .filter(|f| f.file == fid)
            .collect();
        if funcs.is_empty() {
            continue;
        }
        if several {
            let name = file.path.file_name().unwrap_or(file.path.as_os_str());
            let _ = writeln!(out, "%% {}", name.to_string_lossy());
        }
        let lines: Vec<&str> = file.text.lines().collect();
        // With --function, only the lines of the selected functions.
        let ranges: Vec<(usize, usize)> = funcs
            .iter()
            .map(|f| {
                let (a, _) = mir::loader::line_col(&file.text, f.span.lo);
                let (b, _) = mir::loader::line_col(&file.text, f.span.hi.saturating_sub(1));
                (a as usize - 1, b as usize - 1)
            })
            .collect();
        let empty = BTreeMap::new();
        let file_notes = notes.get(&fid).unwrap_or(&empty);
        for (l, line) in lines.iter().enumerate() {
            if only_spans && !ranges.iter().any(|&(a, b)| a <= l && l <= b) {
                continue;
            }
            let _ = writeln!(out, "{line}");
            if let Some(ns) = file_notes.get(&l) {
                let indent: String = line.chars().take_while(|c| c.is_whitespace()).collect();
                for (name, fact) in ns {
                    let _ = writeln!(out, "{indent}%   {name} : {fact}");
                }
            }
        }
        if several {
            out.push('\n');
        }
    }
    out
}

/// Counts of array-valued values by shape kind.
#[derive(Default, Clone, Copy)]
pub struct Shares {
    pub exact: usize,
    pub symbolic: usize,
    pub unknown: usize,
}

impl Shares {
    fn total(&self) -> usize {
        self.exact + self.symbolic + self.unknown
    }
    fn add(&mut self, o: &Shares) {
        self.exact += o.exact;
        self.symbolic += o.symbolic;
        self.unknown += o.unknown;
    }
    fn row(&self, name: &str) -> String {
        let pct = |n: usize| {
            if self.total() == 0 {
                0.0
            } else {
                100.0 * n as f64 / self.total() as f64
            }
        };
        format!(
            "{name:<32} {:>6} {:>6} {:>5.1}% {:>6} {:>5.1}% {:>6} {:>5.1}%\n",
            self.total(),
            self.exact,
            pct(self.exact),
            self.symbolic,
            pct(self.symbolic),
            self.unknown,
            pct(self.unknown)
        )
    }
}

/// Array-valued values of one function: the numeric, logical and
/// non-text values an instruction or a block parameter defines that are
/// reachable, present and not proven scalar, counted in each context the
/// function was analysed in (as the types analysis's own tests count them;
/// text is left out: its length depends on the characters).
fn shares(f: &Function, contexts: &[&FuncTypes]) -> Shares {
    let mut s = Shares::default();
    let mut count = |v: &AbsValue| {
        if v.is_bottom() || v.is_absent() || v.class.is_empty() {
            return;
        }
        if !v.class.within(ClassSet::NUMBERS) || v.class.within(ClassSet::CHAR) {
            return;
        }
        if v.is_scalar() {
            return;
        }
        match v.shape_kind() {
            ShapeKind::Exact => s.exact += 1,
            ShapeKind::Symbolic => s.symbolic += 1,
            ShapeKind::Unknown => s.unknown += 1,
        }
    };
    for ft in contexts {
        for b in &f.blocks {
            for &p in &b.params {
                count(ft.value(p));
            }
        }
        for inst in &f.insts {
            for &r in &inst.results {
                count(ft.value(r));
            }
        }
    }
    s
}

fn summary(prog: &Program, facts: &TypeFacts, selected: &[FuncId]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<32} {:>6} {:>13} {:>13} {:>13}",
        "function", "arrays", "exact", "symbolic", "unknown"
    );
    let mut total = Shares::default();
    let mut skipped = Vec::new();
    for &fid in selected {
        let f = prog.func(fid);
        let Some(ft) = facts.func(fid) else {
            skipped.push(f.name.clone());
            continue;
        };
        let ctx: Vec<&FuncTypes> = facts.contexts(fid).iter().map(|c| &*c.types).collect();
        let s = if ctx.is_empty() {
            shares(f, &[ft])
        } else {
            shares(f, &ctx)
        };
        total.add(&s);
        let file = prog.files[f.file.index()]
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let name = match f.kind {
            FunctionKind::Anonymous { .. } => format!("@anonymous ({file})"),
            _ => format!("{} ({file})", f.name),
        };
        out.push_str(&s.row(&name));
    }
    out.push_str(&total.row("total"));
    if !skipped.is_empty() {
        let _ = writeln!(out, "not analysed: {}", skipped.join(", "));
    }
    out
}

/// The GCTD report: one row per function and a total, as the paper's Table 2
/// (original variable count, static/dynamic variable reduction, storage
/// reduction), plus the values with an intrinsic type and the groups made.
fn storage_report(prog: &Program, facts: &TypeFacts, selected: &[FuncId]) -> String {
    use analysis::storage::{plan, Reduction};
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<24} {:>9} {:>15} {:>12} {:>7} {:>7}",
        "function", "original", "static/dynamic", "reduced(KB)", "typed", "groups"
    );
    let row = |out: &mut String, name: &str, r: &Reduction| {
        let _ = writeln!(
            out,
            "{:<24} {:>9} {:>15} {:>12.2} {:>7} {:>7}",
            name,
            r.original,
            format!("{}/{}", r.static_reduced, r.dynamic_reduced),
            r.bytes_reduced as f64 / 1024.0,
            r.typed,
            r.groups
        );
    };
    let mut total = Reduction::default();
    for &id in selected {
        let f = prog.func(id);
        let r = plan(f, facts.func(id)).reduction();
        row(&mut out, &f.name, &r);
        total.add(&r);
    }
    row(&mut out, "total", &total);
    out
}
