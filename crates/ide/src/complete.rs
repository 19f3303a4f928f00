//! Completion (variables in scope, the file's and the path's functions,
//! builtins, keywords; fields and class members after a dot; file names in
//! `load`/`fopen`) and signature help for the call being typed.
//!
//! Both read the text left of the cursor rather than the tree: the code
//! being typed rarely parses.

use std::collections::BTreeSet;
use std::path::Path;

use crate::hover::signature;
use crate::names::{OccKind, Resolved};
use crate::workspace::Workspace;
use crate::FileAnalysis;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CompletionKind {
    Variable,
    Function,
    Builtin,
    Field,
    Keyword,
    File,
    Package,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Completion {
    pub label: String,
    pub kind: CompletionKind,
    pub detail: Option<String>,
}

fn item(label: &str, kind: CompletionKind, detail: Option<String>) -> Completion {
    Completion {
        label: label.to_string(),
        kind,
        detail,
    }
}

/// Whether the builtin `name` takes file names: its declared effect reads
/// or writes files. Inside its string argument, file names complete.
fn takes_file_names(name: &str) -> bool {
    decls::lookup(name)
        .is_some_and(|d| matches!(d.effect, decls::Effect::Reads | decls::Effect::Writes(_)))
}

const KEYWORDS: &[&str] = &[
    "break",
    "case",
    "catch",
    "classdef",
    "continue",
    "else",
    "elseif",
    "end",
    "for",
    "function",
    "global",
    "if",
    "otherwise",
    "parfor",
    "persistent",
    "return",
    "switch",
    "try",
    "while",
];

/// The members of a `containers.Map` (its methods and properties).
const MAP_MEMBERS: &[&str] = &[
    "Count",
    "KeyType",
    "ValueType",
    "isKey",
    "keys",
    "values",
    "remove",
    "length",
];

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The text of the cursor's line left of the cursor.
fn line_before(a: &FileAnalysis, offset: u32) -> &str {
    let offset = (offset as usize).min(a.text.len());
    let start = a.text[..offset].rfind('\n').map_or(0, |i| i + 1);
    &a.text[start..offset]
}

/// Completions at `offset`.
pub fn complete(a: &FileAnalysis, ws: &mut Workspace, offset: u32) -> Vec<Completion> {
    let before = line_before(a, offset);
    if let Some(partial) = file_argument(before) {
        return file_names(a, &partial);
    }
    let word_start = before
        .rfind(|c: char| !is_ident_char(c))
        .map_or(0, |i| i + 1);
    let prefix = &before[word_start..];
    let head = &before[..word_start];
    if let Some(chain) = head.strip_suffix('.') {
        let root_start = chain
            .rfind(|c: char| !(is_ident_char(c) || c == '.'))
            .map_or(0, |i| i + 1);
        let chain = &chain[root_start..];
        if !chain.is_empty()
            && chain
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic())
        {
            return members(a, ws, chain, prefix, offset);
        }
    }
    let mut out = BTreeSet::new();
    let scope = a.names.scope_at(offset);
    for v in a.names.visible_vars(scope) {
        out.insert(item(
            &v,
            CompletionKind::Variable,
            variable_detail(a, &v, offset),
        ));
    }
    for (_, s) in a.names.function_scopes() {
        out.insert(item(&s.name, CompletionKind::Function, Some(signature(s))));
    }
    let dir = a.path.parent().unwrap_or(Path::new(".")).to_path_buf();
    for p in ws.path_files(&dir) {
        if let Some(stem) = p.file_stem() {
            let stem = stem.to_string_lossy();
            if stem.starts_with(prefix) {
                out.insert(item(
                    &stem,
                    CompletionKind::Function,
                    Some(p.display().to_string()),
                ));
            }
        }
    }
    for d in decls::all() {
        if d.name.starts_with(prefix) {
            let detail = runtime::builtins::usage::usage(d.name)
                .and_then(|l| l.first())
                .map(|s| s.to_string());
            out.insert(item(d.name, CompletionKind::Builtin, detail));
        }
    }
    for k in KEYWORDS {
        out.insert(item(k, CompletionKind::Keyword, None));
    }
    let mut v: Vec<Completion> = out
        .into_iter()
        .filter(|c| c.label.starts_with(prefix))
        .collect();
    // A name the file defines twice kinds over (a variable named like a builtin) shows once.
    v.dedup_by(|x, y| x.label == y.label);
    v
}

fn variable_detail(a: &FileAnalysis, name: &str, offset: u32) -> Option<String> {
    // The facts at the last assignment before the cursor.
    let o = a
        .names
        .occurrences
        .iter()
        .filter(|o| o.name == name && o.write && o.span.hi <= offset)
        .max_by_key(|o| o.span.lo)?;
    crate::hover::variable_facts(a, o.span.lo).map(|(_, f)| f)
}

/// Inside the first (string) argument of a file function, or after
/// `load `: the partial file name typed so far.
fn file_argument(before: &str) -> Option<String> {
    // `f('partial` or `f("partial`: the call whose parenthesis is open.
    if let Some(i) = before.rfind('(') {
        let name_start = before[..i]
            .rfind(|c: char| !is_ident_char(c))
            .map_or(0, |k| k + 1);
        let rest = before[i + 1..].trim_start();
        if takes_file_names(&before[name_start..i]) {
            if let Some(q) = rest.strip_prefix('\'').or_else(|| rest.strip_prefix('"')) {
                if !q.contains(['\'', '"']) {
                    return Some(q.to_string());
                }
            }
        }
    }
    // Command syntax: `load da`.
    let t = before.trim_start();
    let (name, rest) = t.split_once(' ')?;
    (takes_file_names(name) && !rest.contains(['(', '=', '\'']))
        .then(|| rest.rsplit(' ').next().unwrap_or("").to_string())
}

/// Files (and folders) beside the file whose name starts with `partial`
/// (which may name a subfolder: `data/a`).
fn file_names(a: &FileAnalysis, partial: &str) -> Vec<Completion> {
    let base = a.path.parent().unwrap_or(Path::new("."));
    let (sub, leaf) = match partial.rfind('/') {
        Some(i) => (&partial[..=i], &partial[i + 1..]),
        None => ("", partial),
    };
    let Ok(rd) = std::fs::read_dir(base.join(sub)) else {
        return vec![];
    };
    let mut out: Vec<Completion> = rd
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if !name.starts_with(leaf) || name.starts_with('.') {
                return None;
            }
            let dir = e.path().is_dir();
            Some(item(
                &if dir { format!("{name}/") } else { name },
                CompletionKind::File,
                None,
            ))
        })
        .collect();
    out.sort();
    out
}

/// After `chain.`: a package's functions, a variable's fields (those the
/// file assigns or reads on it) and the members of its class (a
/// `containers.Map`, or a classdef class of the workspace that made it).
fn members(
    a: &FileAnalysis,
    ws: &mut Workspace,
    chain: &str,
    prefix: &str,
    offset: u32,
) -> Vec<Completion> {
    let mut out = BTreeSet::new();
    let root = chain.split('.').next().unwrap_or_default();
    let scope = a.names.scope_at(offset);
    let is_var = matches!(a.names.resolve(root, scope), Resolved::Var(_));
    if is_var {
        let want = format!("{chain}.");
        for o in &a.names.occurrences {
            if o.kind != OccKind::Field {
                continue;
            }
            if let Some(c) = &o.chain {
                if c.starts_with(&want) && c[want.len()..] == *o.name {
                    out.insert(item(&o.name, CompletionKind::Field, None));
                }
            }
        }
        if !chain.contains('.') {
            if let Some(class) = class_made(a, root) {
                if class == "containers.Map" {
                    for m in MAP_MEMBERS {
                        out.insert(item(m, CompletionKind::Field, Some(class.clone())));
                    }
                } else if let Some(p) = ws.find(&class, a.path.parent().unwrap_or(Path::new("."))) {
                    if let Some(ix) = ws.parsed(&p) {
                        for prop in &ix.names.properties {
                            out.insert(item(
                                &prop.name,
                                CompletionKind::Field,
                                Some(class.clone()),
                            ));
                        }
                        for (_, s) in ix.names.function_scopes() {
                            if s.class.is_some() && s.name != class {
                                out.insert(item(
                                    &s.name,
                                    CompletionKind::Function,
                                    Some(signature(s)),
                                ));
                            }
                        }
                    }
                }
            }
        }
    } else {
        // A package: `+pkg/` folders on the path.
        let dir = a.path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let rel: std::path::PathBuf = chain.split('.').map(|p| format!("+{p}")).collect();
        for d in ws.search_dirs(&dir) {
            let Ok(rd) = std::fs::read_dir(d.join(&rel)) else {
                continue;
            };
            for e in rd.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if let Some(f) = name.strip_suffix(".m") {
                    out.insert(item(
                        f,
                        CompletionKind::Function,
                        Some(format!("{chain}.{f}")),
                    ));
                } else if let Some(p) = name.strip_prefix('+') {
                    out.insert(item(p, CompletionKind::Package, None));
                }
            }
        }
        if chain == "containers" {
            out.insert(item("Map", CompletionKind::Function, None));
        }
    }
    out.into_iter()
        .filter(|c| c.label.starts_with(prefix))
        .collect()
}

/// The class a variable was made by: `v = Cls(...)` or `v = containers.Map(...)`.
fn class_made(a: &FileAnalysis, var: &str) -> Option<String> {
    use syntax::ast::{ExprKind, LValue, StmtKind};
    fn callee(e: &syntax::ast::Expr) -> Option<String> {
        match &e.kind {
            ExprKind::Index { base, .. } => callee(base),
            ExprKind::Ident(id) => Some(id.name.to_string()),
            ExprKind::Field { base, name } => Some(format!("{}.{}", callee(base)?, name.name)),
            _ => None,
        }
    }
    fn walk(stmts: &[syntax::ast::Stmt], var: &str) -> Option<String> {
        for s in stmts {
            match &s.kind {
                StmtKind::Assign {
                    lhs: LValue::Expr(l),
                    rhs,
                    ..
                } if matches!(&l.kind, ExprKind::Ident(id) if id.name == var) => {
                    if let Some(c) = callee(rhs) {
                        if c == "containers.Map" || c.chars().next().is_some_and(char::is_uppercase)
                        {
                            return Some(c);
                        }
                    }
                }
                StmtKind::If { clauses, else_body } => {
                    for c in clauses {
                        if let Some(r) = walk(&c.body, var) {
                            return Some(r);
                        }
                    }
                    if let Some(r) = else_body.as_deref().and_then(|b| walk(b, var)) {
                        return Some(r);
                    }
                }
                StmtKind::For { body, .. } | StmtKind::While { body, .. } => {
                    if let Some(r) = walk(body, var) {
                        return Some(r);
                    }
                }
                _ => {}
            }
        }
        None
    }
    let f = &a.parsed.file;
    walk(&f.body, var).or_else(|| {
        fn funcs(fs: &[syntax::ast::Function], var: &str) -> Option<String> {
            fs.iter()
                .find_map(|f| walk(&f.body, var).or_else(|| funcs(&f.nested, var)))
        }
        funcs(&f.functions, var)
    })
}

/// The signatures of the function being called at the cursor.
#[derive(Clone, Debug, PartialEq)]
pub struct SignatureHelp {
    /// Each signature's label and the labels of its parameters.
    pub signatures: Vec<(String, Vec<String>)>,
    pub active_parameter: u32,
    pub documentation: Option<String>,
}

/// The call whose argument list holds the cursor: the function's name and
/// which argument (0-based) the cursor is in.
fn open_call(text: &str) -> Option<(String, u32)> {
    let b = text.as_bytes();
    let mut depth = 0i32;
    let mut commas = 0u32;
    let mut i = b.len();
    let mut in_str: Option<u8> = None;
    while i > 0 {
        i -= 1;
        let c = b[i];
        if c == b'\n' && depth == 0 {
            // Only within the statement: a continuation keeps going.
            let line_before = &text[..i];
            if !line_before.trim_end().ends_with("...") {
                return None;
            }
        }
        if let Some(q) = in_str {
            if c == q {
                in_str = None;
            }
            continue;
        }
        match c {
            b'"' => in_str = Some(c),
            b'\'' if i > 0 && !is_ident_char(b[i - 1] as char) && !b")]}'".contains(&b[i - 1]) => {
                in_str = Some(c)
            }
            b')' | b']' | b'}' => depth += 1,
            b'[' | b'{' => {
                if depth == 0 {
                    return None;
                }
                depth -= 1;
            }
            b'(' => {
                if depth == 0 {
                    let head = text[..i].trim_end();
                    let start = head
                        .rfind(|c: char| !(is_ident_char(c) || c == '.'))
                        .map_or(0, |k| k + 1);
                    let name = &head[start..];
                    if name.is_empty()
                        || !name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                    {
                        return None;
                    }
                    return Some((name.to_string(), commas));
                }
                depth -= 1;
            }
            b',' if depth == 0 => commas += 1,
            _ => {}
        }
    }
    None
}

/// `zeros (N, M)` -> `["N", "M"]`: the parameters of a usage line.
fn usage_params(line: &str) -> Vec<String> {
    let Some(open) = line.find('(') else {
        return vec![];
    };
    let close = line.rfind(')').unwrap_or(line.len());
    if close <= open {
        return vec![];
    }
    line[open + 1..close]
        .split(',')
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// Signature help at `offset`.
pub fn signature_help(a: &FileAnalysis, ws: &mut Workspace, offset: u32) -> Option<SignatureHelp> {
    let offset = (offset as usize).min(a.text.len());
    let (name, active) = open_call(&a.text[..offset])?;
    let scope = a.names.scope_at(offset as u32);
    let leaf = name.rsplit('.').next().unwrap_or(&name).to_string();
    match a.names.resolve(&name, scope) {
        Resolved::Var(_) => None,
        Resolved::LocalFunction(sid) => {
            let s = &a.names.scopes[sid];
            let params = s.params.iter().map(|p| p.name.to_string()).collect();
            Some(SignatureHelp {
                signatures: vec![(signature(s), params)],
                active_parameter: active,
                documentation: crate::hover::help_of(&a.text, s, false),
            })
        }
        Resolved::Global => {
            let dir = a.path.parent().unwrap_or(Path::new(".")).to_path_buf();
            if let Some(p) = ws.find(&name, &dir) {
                let ix = ws.parsed(&p)?;
                let sid = ix
                    .names
                    .function(&leaf)
                    .or_else(|| ix.names.function_scopes().next().map(|(id, _)| id))?;
                let s = &ix.names.scopes[sid];
                let params = s.params.iter().map(|p| p.name.to_string()).collect();
                return Some(SignatureHelp {
                    signatures: vec![(signature(s), params)],
                    active_parameter: active,
                    documentation: exec::introspect::help_text(&ix.text),
                });
            }
            let lines = runtime::builtins::usage::usage(&name)?;
            let signatures = lines
                .iter()
                .map(|l| (l.trim().to_string(), usage_params(l)))
                .collect();
            Some(SignatureHelp {
                signatures,
                active_parameter: active,
                documentation: None,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_call_is_found_left_of_the_cursor() {
        assert_eq!(open_call("x = zeros(3, "), Some(("zeros".into(), 1)));
        assert_eq!(open_call("y = f(g(1, 2), "), Some(("f".into(), 1)));
        assert_eq!(
            open_call("s = sprintf('a, b(', "),
            Some(("sprintf".into(), 1))
        );
        assert_eq!(open_call("z = pkg.fn("), Some(("pkg.fn".into(), 0)));
        assert_eq!(open_call("z = [1, 2"), None);
        assert_eq!(open_call("a = 1;\nb = 2"), None);
    }

    #[test]
    fn file_arguments_are_recognized() {
        assert_eq!(file_argument("x = load('da"), Some("da".into()));
        assert_eq!(file_argument("fid = fopen(\"out/r"), Some("out/r".into()));
        assert_eq!(file_argument("load da"), Some("da".into()));
        assert_eq!(file_argument("x = load(name"), None);
        assert_eq!(file_argument("x = upload('a"), None);
    }

    #[test]
    fn usage_lines_give_parameters() {
        assert_eq!(usage_params("zeros (M, N)"), vec!["M", "N"]);
        assert_eq!(usage_params("tic ()"), Vec::<String>::new());
    }
}
