//! What hovering over a name shows: for a variable, the class, shape and
//! range the types analysis proves at that point; for a function, its
//! signature and help text; for a builtin, its usage lines.

use std::path::Path;

use syntax::ast::Span;

use crate::names::{OccKind, Resolved, Scope, ScopeKind};
use crate::workspace::Workspace;
use crate::FileAnalysis;

/// Markdown text for the name at a span.
#[derive(Clone, Debug, PartialEq)]
pub struct Hover {
    pub span: Span,
    pub markdown: String,
}

/// `function [a, b] = f(x, y)`.
pub fn signature(s: &Scope) -> String {
    let outs: Vec<&str> = s.outputs.iter().map(|o| o.name.as_str()).collect();
    let params: Vec<&str> = s.params.iter().map(|p| p.name.as_str()).collect();
    let lhs = match outs.len() {
        0 => String::new(),
        1 => format!("{} = ", outs[0]),
        _ => format!("[{}] = ", outs.join(", ")),
    };
    format!("function {lhs}{}({})", s.name, params.join(", "))
}

/// The help text of the function of `scope` in `text`: the comment block
/// before or right after its `function` line (the primary function's may
/// stand at the top of the file).
pub fn help_of(text: &str, s: &Scope, primary: bool) -> Option<String> {
    let from = if primary { 0 } else { s.span.lo as usize };
    exec::introspect::help_text(text.get(from..)?)
}

fn code(s: &str) -> String {
    format!("```matlab\n{s}\n```")
}

/// What a variable holds where it is written or read, as the types analysis proves it.
pub fn variable_facts(a: &FileAnalysis, offset: u32) -> Option<(String, String)> {
    let o = a.names.occurrence_at(offset)?;
    let Resolved::Var(owner) = a.names.resolve_occurrence(o) else {
        return None;
    };
    let c = a.compiled.as_ref()?;
    let scopes = [o.scope, owner];
    for sid in scopes {
        let Some(fid) = c.function_for(&a.names.scopes[sid]) else {
            continue;
        };
        let Some(facts) = c.facts_of(fid) else {
            continue;
        };
        // Where the name is assigned (`x = ...`, `x(i) = ...`): the value
        // the statement gives it, as `matc analyze` prints it.
        let fact = if o.write {
            crate::facts::assigned_at(&c.prog, facts, fid, &o.name, o.span)
                .or_else(|| crate::facts::read_at(&c.prog, facts, fid, &o.name, o.span))
        } else {
            crate::facts::read_at(&c.prog, facts, fid, &o.name, o.span)
                .or_else(|| crate::facts::assigned_at(&c.prog, facts, fid, &o.name, o.span))
        };
        if let Some(f) = fact {
            return Some((o.name.to_string(), f));
        }
    }
    None
}

/// The hover at `offset`, if a name is there.
pub fn hover(a: &FileAnalysis, ws: &mut Workspace, offset: u32) -> Option<Hover> {
    let o = a.names.occurrence_at(offset)?.clone();
    let span = o.span;
    let markdown = match (o.kind, a.names.resolve_occurrence(&o)) {
        (OccKind::Property, _) => {
            let class = a
                .names
                .class_name
                .as_ref()
                .map(|c| c.name.to_string())
                .unwrap_or_default();
            code(&format!("property {} of class {class}", o.name))
        }
        (OccKind::Field, _) => field_hover(a, ws, &o)?,
        (_, Resolved::Var(_)) => match variable_facts(a, offset) {
            Some((name, fact)) => code(&format!("{name} : {fact}")),
            None => code(&format!("{} : variable", o.name)),
        },
        (_, Resolved::LocalFunction(sid)) => {
            let s = &a.names.scopes[sid];
            let primary = a
                .names
                .function_scopes()
                .next()
                .is_some_and(|(first, _)| first == sid)
                && a.parsed.file.body.is_empty();
            function_markdown(s, &a.text, primary, None)
        }
        (_, Resolved::Global) => {
            let name = match &o.chain {
                Some(c) if o.kind == OccKind::Name => c.clone(),
                _ => o.name.to_string(),
            };
            global_hover(a, ws, &name)
                .or_else(|| global_hover(a, ws, &o.name))
                .unwrap_or_else(|| code(&format!("{} : undefined", o.name)))
        }
    };
    Some(Hover { span, markdown })
}

fn function_markdown(s: &Scope, text: &str, primary: bool, file: Option<&Path>) -> String {
    let mut md = code(&signature(s));
    let kind = match s.kind {
        ScopeKind::Nested => "nested function",
        _ if s.class.is_some() => "method",
        _ if primary => "function",
        _ => "local function",
    };
    md.push_str(&format!("\n\n*{kind}*"));
    if let Some(f) = file {
        md.push_str(&format!(" in `{}`", f.display()));
    }
    if let Some(h) = help_of(text, s, primary) {
        md.push_str("\n\n");
        md.push_str(&code_block_text(&h));
    }
    md
}

/// Help text shown as preformatted text (it is laid out by spaces).
fn code_block_text(h: &str) -> String {
    format!("```text\n{}\n```", h.trim_end())
}

/// A function on the path (`name.m`, a package function) or a builtin.
pub fn global_hover(a: &FileAnalysis, ws: &mut Workspace, name: &str) -> Option<String> {
    let dir = a.path.parent().unwrap_or(Path::new("."));
    if let Some(p) = ws.find(name, dir) {
        if p != a.path {
            let leaf = name.rsplit('.').next().unwrap_or(name);
            let ix = ws.parsed(&p)?;
            let sid = ix
                .names
                .function(leaf)
                .or_else(|| ix.names.function_scopes().next().map(|(id, _)| id));
            return Some(match sid {
                Some(sid) => {
                    let s = &ix.names.scopes[sid];
                    function_markdown(s, &ix.text, true, Some(&p))
                }
                None => {
                    let mut md = code(&format!("script {leaf}"));
                    md.push_str(&format!("\n\n*script* in `{}`", p.display()));
                    if let Some(h) = exec::introspect::help_text(&ix.text) {
                        md.push_str("\n\n");
                        md.push_str(&code_block_text(&h));
                    }
                    md
                }
            });
        }
    }
    builtin_markdown(name)
}

/// A builtin's usage lines (Octave's manual), or its argument counts.
pub fn builtin_markdown(name: &str) -> Option<String> {
    if !exec::interp::is_builtin_name(name) {
        return None;
    }
    let mut md = match runtime::builtins::usage::usage(name) {
        Some(lines) => code(&lines.join("\n")),
        None => code(name),
    };
    md.push_str("\n\n*builtin function*");
    if let Some(d) = decls::lookup(name) {
        let max = d
            .arity
            .max_inputs
            .map_or("any number of".to_string(), |m| m.to_string());
        if Some(d.arity.min_inputs) == d.arity.max_inputs {
            md.push_str(&format!(", {} argument(s)", d.arity.min_inputs));
        } else {
            md.push_str(&format!(", {} to {max} arguments", d.arity.min_inputs));
        }
    }
    Some(md)
}

/// `s.name`: a package function (`pkg.f`), a class's property or method, or a field.
fn field_hover(
    a: &FileAnalysis,
    ws: &mut Workspace,
    o: &crate::names::Occurrence,
) -> Option<String> {
    let chain = o.chain.clone().unwrap_or_default();
    let root = chain.split('.').next().unwrap_or_default();
    let root_is_var = matches!(a.names.resolve(root, o.scope), Resolved::Var(_));
    if !root_is_var {
        if let Some(md) = global_hover(a, ws, &chain) {
            return Some(md);
        }
    }
    Some(code(&format!("field {}", o.name)))
}
