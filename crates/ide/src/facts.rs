//! The class, shape and range the types analysis proves for the variables a
//! line assigns (what `matc analyze` prints), and for a variable where it is
//! read (what hover shows).

use std::collections::BTreeMap;

use analysis::types::TypeFacts;
use mir::ir::{FileId, FuncId, Function, InstKind, Program, ValueId};
use syntax::ast::Span;

/// A variable name a MATLAB user wrote (not a lowering temporary such as
/// `#k3`, nor the slot `p/x` by which a nested function shares `x`).
pub fn user_var(f: &Function, v: ValueId) -> Option<&str> {
    let var = f.value_names.get(v.index()).copied().flatten()?;
    let name = f.vars.get(var.index())?.name.as_str();
    let ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then_some(name)
}

/// Whether value `v` is of variable `name` (directly, or through the slot
/// `parent/name` of a variable a nested function shares).
fn is_var(f: &Function, v: ValueId, name: &str) -> bool {
    let Some(var) = f.value_names.get(v.index()).copied().flatten() else {
        return false;
    };
    f.vars
        .get(var.index())
        .is_some_and(|x| x.name == name || x.name.rsplit_once('/').is_some_and(|(_, n)| n == name))
}

/// The 0-based line of the end of the statement that starts on line `l`
/// (following `...` continuations), where `matc analyze` puts its notes.
pub fn statement_end(lines: &[&str], mut l: usize) -> usize {
    while l + 1 < lines.len() && continues(lines[l]) {
        l += 1;
    }
    l
}

fn continues(line: &str) -> bool {
    // `...` outside a string or comment continues the statement.
    let code = strip_comment(line);
    code.trim_end().ends_with("...")
}

/// The line without a trailing `%`/`#` comment (quotes respected, roughly:
/// a quote after an identifier, `)` or `]` is a transpose).
fn strip_comment(line: &str) -> &str {
    let b = line.as_bytes();
    let mut in_str: Option<u8> = None;
    let mut prev = b' ';
    for (i, &c) in b.iter().enumerate() {
        match in_str {
            Some(q) => {
                if c == q {
                    in_str = None;
                }
            }
            None => match c {
                b'%' | b'#' => return &line[..i],
                b'"' => in_str = Some(c),
                b'\''
                    if !(prev.is_ascii_alphanumeric()
                        || matches!(prev, b')' | b']' | b'}' | b'_' | b'.' | b'\'')) =>
                {
                    in_str = Some(c)
                }
                _ => {}
            },
        }
        prev = c;
    }
    line
}

/// Whether an instruction's results are shown as assignments (reads of
/// slots, undefined placeholders and loop counts are not).
fn shown(kind: &InstKind) -> bool {
    !matches!(
        kind,
        InstKind::Undef(_) | InstKind::ReadVar(_) | InstKind::ForCount(_)
    )
}

/// Per file, per 0-based line: the notes `(variable, fact)` in order.
pub type Notes = BTreeMap<FileId, BTreeMap<usize, Vec<(String, String)>>>;

/// The notes of `matc analyze` for the functions `selected`: per line where
/// a statement ends, each variable it assigns with its facts (several
/// facts, one per distinct value, joined by ` | `; for `for i = r`, the
/// loop variable's).
pub fn collect_notes(prog: &Program, facts: &TypeFacts, selected: &[FuncId]) -> Notes {
    let mut notes: Notes = BTreeMap::new();
    for &fid in selected {
        let f = prog.func(fid);
        let text = &prog.files[f.file.index()].text;
        let lines: Vec<&str> = text.lines().collect();
        let ft = facts.func(fid);
        // Per (line, variable): the facts of the values assigned there, in instruction order.
        let mut per: BTreeMap<(usize, String), Vec<(bool, String)>> = BTreeMap::new();
        for inst in &f.insts {
            if !shown(&inst.kind) {
                continue;
            }
            for &r in &inst.results {
                let Some(name) = user_var(f, r) else { continue };
                let (line, _) = mir::loader::line_col(text, inst.span.lo);
                let line = statement_end(&lines, (line as usize).saturating_sub(1));
                let fact = match ft {
                    Some(ft) => ft.value(r).display_in(Some(f)),
                    None => "not analysed".to_string(),
                };
                let item = matches!(inst.kind, InstKind::ForItem { .. });
                let e = per.entry((line, name.to_string())).or_default();
                if !e.iter().any(|(_, s)| *s == fact) {
                    e.push((item, fact));
                }
            }
        }
        let file_notes = notes.entry(f.file).or_default();
        for ((line, name), facts) in per {
            file_notes
                .entry(line)
                .or_default()
                .push((name, join_facts(facts)));
        }
    }
    notes
}

/// The facts shown for one variable on one line: for `for i = r`, the loop
/// variable's, not the iterated value's.
fn join_facts(facts: Vec<(bool, String)>) -> String {
    let shown: Vec<String> = if facts.iter().any(|(item, _)| *item) {
        facts
            .into_iter()
            .filter(|(i, _)| *i)
            .map(|(_, s)| s)
            .collect()
    } else {
        facts.into_iter().map(|(_, s)| s).collect()
    };
    shown.join(" | ")
}

/// The facts of variable `name` where it is written at `at` (an assignment
/// target): those `matc analyze` prints for the line where that statement
/// ends. `None` when no value of that name is assigned there.
pub fn assigned_at(
    prog: &Program,
    facts: &TypeFacts,
    fid: FuncId,
    name: &str,
    at: Span,
) -> Option<String> {
    let f = prog.func(fid);
    let text = &prog.files[f.file.index()].text;
    let lines: Vec<&str> = text.lines().collect();
    let line_of = |pos: u32| {
        let (l, _) = mir::loader::line_col(text, pos);
        statement_end(&lines, (l as usize).saturating_sub(1))
    };
    let target = line_of(at.lo);
    let ft = facts.func(fid)?;
    let mut found: Vec<(bool, String)> = Vec::new();
    for inst in &f.insts {
        if !shown(&inst.kind) || line_of(inst.span.lo) != target {
            continue;
        }
        for &r in &inst.results {
            if !is_var(f, r, name) {
                continue;
            }
            let fact = ft.value(r).display_in(Some(f));
            if !found.iter().any(|(_, s)| *s == fact) {
                found.push((matches!(inst.kind, InstKind::ForItem { .. }), fact));
            }
        }
    }
    (!found.is_empty()).then(|| join_facts(found))
}

/// The facts of variable `name` where it is read at `at`: the value the
/// innermost instruction around the read takes as an operand, else the
/// last value assigned to it before the read in the text, else every
/// value it may have in the function.
pub fn read_at(
    prog: &Program,
    facts: &TypeFacts,
    fid: FuncId,
    name: &str,
    at: Span,
) -> Option<String> {
    let f = prog.func(fid);
    let ft = facts.func(fid)?;
    let show = |v: ValueId| ft.value(v).display_in(Some(f));
    // The innermost instruction around the read that uses a value of the name.
    let mut best: Option<(u32, ValueId)> = None;
    for inst in &f.insts {
        if inst.span.lo > at.lo || inst.span.hi < at.hi {
            continue;
        }
        let width = inst.span.hi - inst.span.lo;
        if best.is_some_and(|(w, _)| w <= width) {
            continue;
        }
        if let Some(v) = inst
            .kind
            .operands()
            .into_iter()
            .find(|&v| is_var(f, v, name))
        {
            best = Some((width, v));
        }
    }
    if let Some((_, v)) = best {
        return Some(show(v));
    }
    // The last assignment before the read.
    let mut last: Option<(u32, ValueId)> = None;
    for inst in &f.insts {
        if !shown(&inst.kind) || inst.span.hi > at.lo {
            continue;
        }
        for &r in &inst.results {
            if is_var(f, r, name) && last.is_none_or(|(hi, _)| inst.span.hi >= hi) {
                last = Some((inst.span.hi, r));
            }
        }
    }
    if let Some((_, v)) = last {
        return Some(show(v));
    }
    let mut all: Vec<String> = Vec::new();
    for v in (0..f.num_values).map(ValueId) {
        if is_var(f, v, name) {
            let s = show(v);
            if !all.contains(&s) && s != "undefined" && s != "unreachable" {
                all.push(s);
            }
        }
    }
    (!all.is_empty()).then(|| all.join(" | "))
}
