//! What is wrong, or likely wrong, in a file: parse errors, names that name
//! nothing, calls with a wrong number of arguments, operations the shape
//! analysis proves nonconformant, arrays grown in a loop, unused variables
//! and outputs, variables that hide functions.
//!
//! An error is only reported where running the code would raise it: in
//! code the types analysis finds reachable, with facts it proves (a call
//! that may reach an object's method is not judged). A name that names
//! nothing is a warning: it may be a toolbox's function, or on a folder the
//! editor does not see. The rest are warnings, information or hints, which
//! a program that runs may well have.

use analysis::prealloc::{FinalSize, Growth};
use analysis::types::{AbsValue, ClassSet, FuncTypes};
use mir::ir::{Arg, BlockId, Callee, FuncId, Function, FunctionKind, InstKind, Terminator};
use syntax::ast::{BinOp, Span};

use std::collections::HashMap;

use crate::names::{OccKind, Occurrence, Resolved, ScopeKind};
use crate::{workspace, Compiled, FileAnalysis};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Information,
    Hint,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub span: Span,
    pub severity: Severity,
    /// What kind of problem (`parse`, `undefined`, `arity`, `nonconformant`,
    /// `prealloc`, `unused`, `unused-input`, `unset-output`, `shadow`, `lower`).
    pub code: &'static str,
    pub message: String,
    /// The code is never needed (an editor may fade it).
    pub unnecessary: bool,
}

fn diag(span: Span, severity: Severity, code: &'static str, message: String) -> Diagnostic {
    Diagnostic {
        span,
        severity,
        code,
        message,
        unnecessary: false,
    }
}

/// Every diagnostic of the file, in text order.
pub fn diagnostics(a: &FileAnalysis) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = a
        .parsed
        .errors
        .iter()
        .map(|e| diag(e.span, Severity::Error, "parse", e.message.clone()))
        .collect();
    if a.parsed.errors.is_empty() {
        for e in &a.lower_errors {
            if e.path == a.path && e.line > 0 {
                out.push(diag(e.span, Severity::Error, "lower", e.message.clone()));
            }
        }
    }
    let index = ByName::of(&a.names);
    if let Some(c) = &a.compiled {
        for fid in c.functions() {
            from_program(a, c, &index, fid, &mut out);
        }
    }
    unused(a, &index, &mut out);
    shadowing(a, &index, &mut out);
    out.sort_by_key(|d| (d.span.lo, d.severity));
    out.dedup_by(|x, y| x.span == y.span && x.message == y.message);
    out
}

/// The blocks of `f` the analysis may execute, per instruction.
fn reachable_insts(f: &Function, ft: Option<&FuncTypes>) -> Vec<bool> {
    let mut r = vec![false; f.insts.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        if ft.is_none_or(|t| t.reachable(BlockId(bi as u32))) {
            for &i in &b.insts {
                r[i.index()] = true;
            }
        }
    }
    r
}

/// The span of the name `name` written inside `within` (the identifier a
/// diagnostic about a call points at), else `within`.
fn name_span(index: &ByName, name: &str, within: Span) -> Span {
    index.within(name, within).next().map_or(within, |o| o.span)
}

fn from_program(
    a: &FileAnalysis,
    c: &Compiled,
    index: &ByName,
    fid: FuncId,
    out: &mut Vec<Diagnostic>,
) {
    let f = c.prog.func(fid);
    let facts = c.facts_of(fid);
    let ft = facts.and_then(|t| t.func(fid));
    let live = reachable_insts(f, ft);
    for (ii, inst) in f.insts.iter().enumerate() {
        if !live[ii] {
            continue;
        }
        match &inst.kind {
            InstKind::Call { callee, args, stmt } => {
                let nargout = if *stmt { 0 } else { inst.results.len() };
                call(a, c, index, f, ft, callee, args, nargout, inst.span, out);
            }
            InstKind::Binary(op, x, y) => {
                if let Some(ft) = ft {
                    if let Some(m) = nonconformant(*op, ft.value(*x), ft.value(*y)) {
                        out.push(diag(inst.span, Severity::Error, "nonconformant", m));
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(ft) = ft {
        preallocation(index, f, ft, &live, out);
    }
}

#[allow(clippy::too_many_arguments)]
fn call(
    a: &FileAnalysis,
    c: &Compiled,
    index: &ByName,
    f: &Function,
    ft: Option<&FuncTypes>,
    callee: &Callee,
    args: &[Arg],
    nargout: usize,
    span: Span,
    out: &mut Vec<Diagnostic>,
) {
    let spread = args.iter().any(|x| matches!(x, Arg::Spread(_)));
    // An argument that may be an object may send the call to its class's
    // method of that name (MATLAB's toolbox objects overload `filter`, ...),
    // whose arguments are its own.
    let objects = args.iter().any(|x| match x {
        Arg::Value(v) | Arg::Spread(v) => {
            ft.is_none_or(|t| t.value(*v).class.intersects(ClassSet::OTHER))
        }
        Arg::Colon => false,
    });
    match callee {
        Callee::Unresolved(name) => {
            // A function whose variables `eval` or `load` may make finds
            // names at run time; a name with a dot may be a class's.
            if f.dynamic_workspace || name.contains('.') || workspace::adds_path(&a.text) {
                return;
            }
            // A warning: the name may be a function of a toolbox or of a
            // folder the editor does not see, called on a path not taken.
            out.push(diag(
                name_span(index, name, span),
                Severity::Warning,
                "undefined",
                format!("'{name}' undefined"),
            ));
        }
        Callee::Builtin(name) if !spread && !objects && !c.prog.overloaded.contains(name) => {
            let Some(d) = decls::lookup(name) else { return };
            let message = match d.arity.check(args.len(), nargout) {
                Ok(()) => return,
                Err(decls::ArityError::InvalidCall) => format!(
                    "Invalid call to {name} (called with {} argument{})",
                    args.len(),
                    if args.len() == 1 { "" } else { "s" }
                ),
                Err(decls::ArityError::TooManyInputs) => {
                    format!("{name}: function called with too many inputs")
                }
                Err(decls::ArityError::TooManyOutputs) => {
                    format!("{name}: function called with too many outputs")
                }
            };
            out.push(diag(
                name_span(index, name, span),
                Severity::Error,
                "arity",
                message,
            ));
        }
        Callee::Func(g) if !spread && !objects => {
            let g = c.prog.func(*g);
            if g.kind != FunctionKind::Named {
                return;
            }
            let message = if !g.has_varargin && args.len() > g.param_names.len() {
                format!("{}: function called with too many inputs", g.name)
            } else if !g.has_varargout && nargout > g.output_names.len().max(1) {
                format!("{}: function called with too many outputs", g.name)
            } else {
                return;
            };
            // Last: it reads the callee's whole file.
            if is_class_file(&c.prog.files[g.file.index()].text) {
                return;
            }
            out.push(diag(
                name_span(index, &g.name, span),
                Severity::Error,
                "arity",
                message,
            ));
        }
        _ => {}
    }
}

fn is_class_file(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with("classdef"))
}

/// Octave's message when the shapes of `x` and `y`, both proven exactly,
/// cannot meet under `op`.
fn nonconformant(op: BinOp, x: &AbsValue, y: &AbsValue) -> Option<String> {
    let plain = |v: &AbsValue| {
        !v.is_bottom()
            && !v.class.is_empty()
            && v.class.within(ClassSet::NUMBERS)
            && !v.may_be_absent
    };
    if !plain(x) || !plain(y) {
        return None;
    }
    let (a, b) = (x.exact_shape()?, y.exact_shape()?);
    let scalar = |d: &[u64]| d.iter().all(|&n| n == 1);
    let bad = match op {
        BinOp::AndAnd | BinOp::OrOr => false,
        BinOp::MatMul => !scalar(&a) && !scalar(&b) && (a.len() > 2 || b.len() > 2 || a[1] != b[0]),
        BinOp::MatDiv => !scalar(&b) && (a.len() > 2 || b.len() > 2 || a[1] != b[1]),
        BinOp::MatLeftDiv => !scalar(&a) && (a.len() > 2 || b.len() > 2 || a[0] != b[0]),
        BinOp::MatPow => false,
        _ => {
            let n = a.len().max(b.len());
            (0..n).any(|k| {
                let (p, q) = (*a.get(k).unwrap_or(&1), *b.get(k).unwrap_or(&1));
                p != q && p != 1 && q != 1
            })
        }
    };
    let dims = |d: &[u64]| d.iter().map(u64::to_string).collect::<Vec<_>>().join("x");
    bad.then(|| {
        format!(
            "operator {}: nonconformant arguments (op1 is {}, op2 is {})",
            op.symbol(),
            dims(&a),
            dims(&b)
        )
    })
}

/// Arrays a `for` loop grows one element (or column) per iteration, with the
/// size to allocate before the loop where the analysis knows it.
fn preallocation(
    index: &ByName,
    f: &Function,
    ft: &FuncTypes,
    live: &[bool],
    out: &mut Vec<Diagnostic>,
) {
    let mut dom = None;
    for h in analysis::prealloc::hints(f) {
        if !live[h.inst.index()] {
            continue;
        }
        let dom = dom.get_or_insert_with(|| mir::cfg::DomTree::compute(f));
        let inst = f.inst(h.inst);
        let Some(name) = crate::facts::user_var(f, h.array) else {
            continue;
        };
        let before = entry_value(f, dom, h.header, h.array).map(|v| ft.value(v));
        // The array's size when the loop starts, in elements or columns.
        let start = before.and_then(|v| {
            if v.is_absent() {
                return Some(0);
            }
            let d = v.exact_shape()?;
            Some(match h.growth {
                Growth::Elements => d.iter().product(),
                Growth::Columns => d.get(1).copied().unwrap_or(1),
            })
        });
        let (grows, size) = match h.size {
            FinalSize::PlusCount(n) => {
                let count = ft.value(n).as_const();
                let size = match (start, count) {
                    (Some(s), Some(n)) => Some(s + n as u64),
                    _ => None,
                };
                (true, size)
            }
            FinalSize::MaxOfIter(iter) => {
                let r = &ft.value(iter).range;
                let max =
                    (r.hi.is_finite() && r.hi >= 1.0 && r.hi.fract() == 0.0).then_some(r.hi as u64);
                let size = match (start, max) {
                    (Some(s), Some(m)) => Some(s.max(m)),
                    _ => None,
                };
                (
                    start == Some(0) || matches!((start, max), (Some(s), Some(m)) if s < m),
                    size,
                )
            }
        };
        if !grows {
            continue;
        }
        let rows = match h.growth {
            Growth::Elements => "1".to_string(),
            Growth::Columns => before
                .and_then(|v| v.exact_shape())
                .and_then(|d| d.first().copied())
                .map_or("rows".to_string(), |r| r.to_string()),
        };
        let fill = match size {
            Some(n) => format!("{name} = zeros({rows}, {n})"),
            None => format!("{name} = zeros({rows}, N) with N its final size"),
        };
        let what = match h.growth {
            Growth::Elements => "an element",
            Growth::Columns => "a column",
        };
        out.push(diag(
            name_span(index, name, inst.span),
            Severity::Information,
            "prealloc",
            format!(
                "'{name}' grows by {what} on every iteration of this loop; \
                 allocate it before the loop: {fill}"
            ),
        ));
    }
}

/// The value a loop header's parameter receives when the loop is entered
/// (from the one predecessor the header does not dominate).
fn entry_value(
    f: &Function,
    dom: &mir::cfg::DomTree,
    header: BlockId,
    param: mir::ir::ValueId,
) -> Option<mir::ir::ValueId> {
    let pi = f.block(header).params.iter().position(|&p| p == param)?;
    for (bi, b) in f.blocks.iter().enumerate() {
        let from = BlockId(bi as u32);
        if dom.dominates(header, from) {
            continue;
        }
        let targets: Vec<&mir::ir::Target> = match &b.term {
            Terminator::Jump(t) => vec![t],
            Terminator::Branch { then_, else_, .. } => vec![then_, else_],
            _ => vec![],
        };
        if let Some(t) = targets.into_iter().find(|t| t.block == header) {
            return t.args.get(pi).copied();
        }
    }
    None
}

/// The occurrences of each name, in text order. A file has tens of
/// thousands: scanning them all per diagnostic or per variable made
/// diagnostics quadratic in the file's length.
struct ByName<'a>(HashMap<&'a str, Vec<&'a Occurrence>>);

impl<'a> ByName<'a> {
    fn of(n: &'a crate::Names) -> ByName<'a> {
        let mut m: HashMap<&str, Vec<&Occurrence>> = HashMap::new();
        for o in &n.occurrences {
            m.entry(o.name.as_str()).or_default().push(o);
        }
        for v in m.values_mut() {
            v.sort_by_key(|o| o.span.lo);
        }
        ByName(m)
    }

    /// The occurrences of `name` inside `within` (where those of a scope's
    /// variables are), in text order.
    fn within(&self, name: &str, within: Span) -> impl Iterator<Item = &'a Occurrence> + '_ {
        let all = self.0.get(name).map_or(&[][..], |v| &v[..]);
        let first = all.partition_point(|o| o.span.lo < within.lo);
        all[first..]
            .iter()
            .copied()
            .take_while(move |o| o.span.lo <= within.hi)
            .filter(move |o| o.span.hi <= within.hi)
    }
}

/// Assigned variables never read, inputs never used, outputs never set.
fn unused(a: &FileAnalysis, index: &ByName, out: &mut Vec<Diagnostic>) {
    let n = &a.names;
    for (sid, s) in n.scopes.iter().enumerate() {
        if !matches!(s.kind, ScopeKind::Function | ScopeKind::Nested) || dynamic_here(a, sid) {
            continue;
        }
        for name in &s.vars {
            let occ: Vec<_> = index
                .within(name, s.span)
                .filter(|o| {
                    matches!(o.kind, OccKind::Name | OccKind::Command | OccKind::Param)
                        && n.resolve(&o.name, o.scope) == Resolved::Var(sid)
                })
                .collect();
            let read = occ.iter().any(|o| o.read && !o.write);
            let is_param = s.params.iter().any(|p| p.name == *name);
            let is_output = s.outputs.iter().any(|p| p.name == *name);
            if s.globals.contains(name)
                || name == "varargout"
                || name == "varargin"
                || name == "ans"
            {
                continue;
            }
            if is_output {
                // `function x = f(x)` returns its input unless it sets it.
                let set = is_param || occ.iter().any(|o| o.write && o.kind != OccKind::Param);
                if !set {
                    let p = s.outputs.iter().find(|p| p.name == *name);
                    out.push(diag(
                        p.map_or(s.name_span, |p| p.span),
                        Severity::Warning,
                        "unset-output",
                        format!("output '{name}' is never set"),
                    ));
                }
                continue;
            }
            if read {
                continue;
            }
            if is_param {
                let p = s.params.iter().find(|p| p.name == *name);
                out.push(Diagnostic {
                    unnecessary: true,
                    ..diag(
                        p.map_or(s.name_span, |p| p.span),
                        Severity::Hint,
                        "unused-input",
                        format!("input '{name}' is never used"),
                    )
                });
                continue;
            }
            // A loop or catch variable need not be read.
            if s.loop_vars.contains(name) {
                continue;
            }
            if let Some(first) = occ.iter().find(|o| o.write) {
                out.push(Diagnostic {
                    unnecessary: true,
                    ..diag(
                        first.span,
                        Severity::Warning,
                        "unused",
                        format!("the value assigned to '{name}' is never used"),
                    )
                });
            }
        }
    }
}

/// Whether the scope or a function nested in it reads variables by name.
fn dynamic_here(a: &FileAnalysis, sid: usize) -> bool {
    let n = &a.names;
    n.scopes.iter().enumerate().any(|(i, s)| {
        s.dynamic && {
            let mut cur = Some(i);
            let mut found = false;
            while let Some(c) = cur {
                if c == sid {
                    found = true;
                    break;
                }
                cur = n.scopes[c].parent;
            }
            found
        }
    })
}

/// Names that scripts use as loop counters everywhere; hiding the
/// imaginary unit or Euler's number that way is the custom, not a slip.
const USUAL: &[&str] = &["i", "j", "e", "I", "J", "ans"];

/// A variable named like a function of the file, of the path, or a builtin.
fn shadowing(a: &FileAnalysis, index: &ByName, out: &mut Vec<Diagnostic>) {
    let n = &a.names;
    let folder = a.path.parent().unwrap_or(std::path::Path::new("."));
    // Whether `name.m` is in the file's folder, asked once per name (the
    // same names recur in every function).
    let mut on_path: HashMap<&str, bool> = HashMap::new();
    for (sid, s) in n.scopes.iter().enumerate() {
        if s.kind == ScopeKind::Anonymous {
            continue;
        }
        for name in &s.vars {
            if USUAL.contains(&name.as_str()) {
                continue;
            }
            let what = if n.function(name).is_some() {
                "the function of this file"
            } else if *on_path
                .entry(name.as_str())
                .or_insert_with(|| folder.join(format!("{name}.m")).is_file())
            {
                "the function on the path"
            } else if exec::interp::is_builtin_name(name) {
                "the builtin function"
            } else {
                continue;
            };
            let first = index.within(name, s.span).find(|o| {
                o.write
                    && matches!(o.kind, OccKind::Name | OccKind::Param)
                    && n.resolve(&o.name, o.scope) == Resolved::Var(sid)
                    && o.scope == sid
            });
            if let Some(o) = first {
                out.push(diag(
                    o.span,
                    Severity::Warning,
                    "shadow",
                    format!("variable '{name}' hides {what} '{name}' in this function"),
                ));
            }
        }
    }
}
