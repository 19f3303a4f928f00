//! Going from a name to its definition and its other uses, across the file
//! and the workspace's files; renaming; the symbols of a file and of the
//! workspace.

use std::path::{Path, PathBuf};

use syntax::ast::Span;

use crate::lines::LineIndex;
use crate::names::{Names, OccKind, Occurrence, Resolved, ScopeKind};
use crate::workspace::Workspace;
use crate::FileAnalysis;

/// A place in a file: its path, and 0-based line and UTF-16 column of both ends.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Location {
    pub path: PathBuf,
    pub start: (u32, u32),
    pub end: (u32, u32),
}

impl Location {
    pub fn new(path: &Path, text: &str, span: Span) -> Location {
        let ix = LineIndex::new(text);
        Location {
            path: path.to_path_buf(),
            start: ix.position(text, span.lo),
            end: ix.position(text, span.hi),
        }
    }
}

fn here(a: &FileAnalysis, span: Span) -> Location {
    Location {
        path: a.path.clone(),
        start: a.lines.position(&a.text, span.lo),
        end: a.lines.position(&a.text, span.hi),
    }
}

/// The name a global occurrence calls: `pkg.f` for a dotted chain whose root
/// is no variable, else the name itself.
fn global_name(names: &Names, o: &Occurrence) -> String {
    if let Some(c) = &o.chain {
        let root = c.split('.').next().unwrap_or_default();
        let var = matches!(names.resolve(root, o.scope), Resolved::Var(_));
        if !var && c.contains('.') {
            return match o.kind {
                OccKind::Name => c.clone(),
                _ => c.clone(),
            };
        }
    }
    o.name.to_string()
}

/// Where the name at `offset` is defined.
pub fn definition(a: &FileAnalysis, ws: &mut Workspace, offset: u32) -> Vec<Location> {
    let Some(o) = a.names.occurrence_at(offset).cloned() else {
        return vec![];
    };
    let n = &a.names;
    match (o.kind, n.resolve_occurrence(&o)) {
        (OccKind::Property, _) => vec![here(a, o.span)],
        (OccKind::Field, _) => member_definition(a, ws, &o),
        (_, Resolved::Var(owner)) => {
            let defs: Vec<&Occurrence> = n
                .same_symbol(&o)
                .into_iter()
                .filter(|x| x.write && n.resolve_occurrence(x) == Resolved::Var(owner))
                .collect();
            let first = defs
                .iter()
                .find(|x| x.kind == OccKind::Param)
                .or_else(|| defs.iter().min_by_key(|x| x.span.lo));
            first.map(|x| vec![here(a, x.span)]).unwrap_or_default()
        }
        (_, Resolved::LocalFunction(sid)) => vec![here(a, n.scopes[sid].name_span)],
        (_, Resolved::Global) => path_definition(a, ws, &global_name(n, &o)),
    }
}

/// The definition of a function on the path: its name in its file.
fn path_definition(a: &FileAnalysis, ws: &mut Workspace, name: &str) -> Vec<Location> {
    let dir = a.path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let Some(p) = ws.find(name, &dir) else {
        return vec![];
    };
    let leaf = name.rsplit('.').next().unwrap_or(name).to_string();
    let Some(ix) = ws.parsed(&p) else {
        return vec![];
    };
    let span = ix
        .names
        .function(&leaf)
        .map(|sid| ix.names.scopes[sid].name_span)
        .or_else(|| ix.names.class_name.as_ref().map(|c| c.span))
        .unwrap_or_default();
    vec![Location::new(&p, &ix.text, span)]
}

/// `x.name`: a package function, else the properties and methods of that
/// name in the workspace's classes, else the file's own assignments of the field.
fn member_definition(a: &FileAnalysis, ws: &mut Workspace, o: &Occurrence) -> Vec<Location> {
    let name = global_name(&a.names, o);
    if name.contains('.') {
        let found = path_definition(a, ws, &name);
        if !found.is_empty() {
            return found;
        }
    }
    let mut out = Vec::new();
    let mut files = ws.files();
    let dir = a.path.parent().unwrap_or(Path::new("."));
    files.extend(ws.path_files(dir));
    files.sort();
    files.dedup();
    for p in files {
        if p == a.path {
            continue;
        }
        let Some(ix) = ws.parsed(&p) else { continue };
        if ix.names.class_name.is_none() && !p.to_string_lossy().contains('@') {
            continue;
        }
        for x in &ix.names.occurrences {
            let member = x.kind == OccKind::Property
                || (x.kind == OccKind::FunctionDef && ix.names.scopes[x.scope].class.is_some())
                || (x.kind == OccKind::FunctionDef && p.to_string_lossy().contains('@'));
            if member && x.name == o.name {
                out.push(Location::new(&p, &ix.text, x.span));
            }
        }
    }
    if out.is_empty() {
        // The file's own assignments of the field (`s.name = ...`), first one.
        let first = a
            .names
            .occurrences
            .iter()
            .filter(|x| x.name == o.name && x.write && x.kind == OccKind::Field)
            .min_by_key(|x| x.span.lo);
        out.extend(first.map(|x| here(a, x.span)));
        for x in a.names.occurrences.iter() {
            if x.kind == OccKind::Property && x.name == o.name {
                out.push(here(a, x.span));
            }
        }
    }
    out
}

/// Every use of the name at `offset` (with its definition when `with_definition`).
pub fn references(
    a: &FileAnalysis,
    ws: &mut Workspace,
    offset: u32,
    with_definition: bool,
) -> Vec<Location> {
    let Some(o) = a.names.occurrence_at(offset).cloned() else {
        return vec![];
    };
    let n = &a.names;
    let resolved = n.resolve_occurrence(&o);
    let is_def = |x: &Occurrence| {
        matches!(x.kind, OccKind::FunctionDef | OccKind::Property)
            || (x.kind == OccKind::Param && x.write)
    };
    let mut out: Vec<Location> = n
        .same_symbol(&o)
        .into_iter()
        .filter(|x| with_definition || !is_def(x))
        .map(|x| here(a, x.span))
        .collect();
    let across = matches!(o.kind, OccKind::Field | OccKind::Property)
        || (resolved == Resolved::Global)
        || matches!(resolved, Resolved::LocalFunction(sid)
            if n.scopes[sid].kind == ScopeKind::Function
                && n.function_scopes().next().is_some_and(|(first, _)| first == sid)
                && a.parsed.file.body.is_empty());
    if across {
        let name = o.name.to_string();
        let member = matches!(o.kind, OccKind::Field | OccKind::Property);
        for p in ws.files() {
            if p == a.path {
                continue;
            }
            let Some(ix) = ws.parsed(&p) else { continue };
            let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned());
            for x in &ix.names.occurrences {
                if x.name != name.as_str() {
                    continue;
                }
                let hit = if member {
                    matches!(x.kind, OccKind::Field | OccKind::Property)
                } else {
                    match x.kind {
                        OccKind::FunctionDef => {
                            with_definition && stem.as_deref() == Some(name.as_str())
                        }
                        OccKind::Name | OccKind::Command | OccKind::Handle => {
                            ix.names.resolve_occurrence(x) == Resolved::Global
                        }
                        _ => false,
                    }
                };
                if hit {
                    out.push(Location::new(&p, &ix.text, x.span));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The edits that rename the variable or function at `offset` to `new`:
/// per file, the spans to replace (a variable or a local function: in this
/// file; a function on the path: in every workspace file that calls it).
pub fn rename(
    a: &FileAnalysis,
    ws: &mut Workspace,
    offset: u32,
    new: &str,
) -> Result<Vec<Location>, String> {
    let valid = new.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && new.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !syntax::lexer::is_keyword(new);
    if !valid {
        return Err(format!("'{new}' is not a valid MATLAB name"));
    }
    let Some(o) = a.names.occurrence_at(offset).cloned() else {
        return Err("no name here".into());
    };
    match (o.kind, a.names.resolve_occurrence(&o)) {
        (OccKind::Field | OccKind::Property, _) => {
            Err("fields and properties are not renamed (their objects are not known)".into())
        }
        (_, Resolved::Var(_)) | (_, Resolved::LocalFunction(_)) => Ok(a
            .names
            .same_symbol(&o)
            .into_iter()
            .map(|x| here(a, x.span))
            .collect()),
        (_, Resolved::Global) => {
            let dir = a.path.parent().unwrap_or(Path::new(".")).to_path_buf();
            if ws.find(&o.name, &dir).is_none() {
                return Err(format!("'{}' is a builtin or undefined", o.name));
            }
            Ok(references(a, ws, offset, true))
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    Function,
    Method,
    Class,
    Property,
    Variable,
}

#[derive(Clone, Debug)]
pub struct Symbol {
    pub name: String,
    pub kind: SymbolKind,
    /// The whole definition, and its name.
    pub span: Span,
    pub name_span: Span,
    pub detail: Option<String>,
    pub children: Vec<Symbol>,
}

/// The file's functions (nested ones inside their parents), its class with
/// properties and methods, and a script's variables.
pub fn document_symbols(a: &FileAnalysis) -> Vec<Symbol> {
    let n = &a.names;
    let mut out = Vec::new();
    let func = |sid: usize| -> Symbol {
        let s = &n.scopes[sid];
        Symbol {
            name: s.name.clone(),
            kind: if s.class.is_some() {
                SymbolKind::Method
            } else {
                SymbolKind::Function
            },
            span: s.span,
            name_span: s.name_span,
            detail: Some(crate::hover::signature(s)),
            children: vec![],
        }
    };
    // Functions, nested inside their parents.
    fn build(n: &Names, sid: usize, func: &dyn Fn(usize) -> Symbol) -> Symbol {
        let mut sym = func(sid);
        for (cid, c) in n.scopes.iter().enumerate() {
            if c.parent == Some(sid) && c.kind == ScopeKind::Nested {
                sym.children.push(build(n, cid, func));
            }
        }
        sym
    }
    let tops: Vec<Symbol> = n
        .function_scopes()
        .filter(|(_, s)| s.kind == ScopeKind::Function)
        .map(|(sid, _)| build(n, sid, &func))
        .collect();
    if let (Some(cls), Some(cd)) = (&n.class_name, &a.parsed.file.classdef) {
        let mut children: Vec<Symbol> = n
            .properties
            .iter()
            .map(|p| Symbol {
                name: p.name.to_string(),
                kind: SymbolKind::Property,
                span: p.span,
                name_span: p.span,
                detail: None,
                children: vec![],
            })
            .collect();
        children.extend(tops);
        out.push(Symbol {
            name: cls.name.to_string(),
            kind: SymbolKind::Class,
            span: cd.span,
            name_span: cls.span,
            detail: None,
            children,
        });
        return out;
    }
    // A script's variables, at their first assignment.
    let mut seen = std::collections::BTreeSet::new();
    for o in &n.occurrences {
        if o.scope == 0 && o.write && o.kind == OccKind::Name && seen.insert(o.name.clone()) {
            out.push(Symbol {
                name: o.name.to_string(),
                kind: SymbolKind::Variable,
                span: o.span,
                name_span: o.span,
                detail: None,
                children: vec![],
            });
        }
    }
    out.extend(tops);
    out
}

/// Functions and classes of the workspace whose name contains `query` (any case).
pub fn workspace_symbols(ws: &mut Workspace, query: &str) -> Vec<(Symbol, Location)> {
    let q = query.to_lowercase();
    let mut out = Vec::new();
    for p in ws.files() {
        let Some(ix) = ws.parsed(&p) else { continue };
        let mut push = |name: &str, kind: SymbolKind, span: Span| {
            if name.to_lowercase().contains(&q) {
                out.push((
                    Symbol {
                        name: name.to_string(),
                        kind,
                        span,
                        name_span: span,
                        detail: p.file_name().map(|f| f.to_string_lossy().into_owned()),
                        children: vec![],
                    },
                    Location::new(&p, &ix.text, span),
                ));
            }
        };
        if let Some(c) = &ix.names.class_name {
            push(&c.name, SymbolKind::Class, c.span);
        }
        for (_, s) in ix.names.function_scopes() {
            let kind = if s.class.is_some() {
                SymbolKind::Method
            } else {
                SymbolKind::Function
            };
            push(&s.name, kind, s.name_span);
        }
        if out.len() > 2000 {
            break;
        }
    }
    out
}
