//! Folding ranges: functions and blocks (from the tree), runs of comment
//! lines, and `%%` cells (from the text).

use syntax::ast::{ClassDef, Function, Stmt, StmtKind};

use crate::FileAnalysis;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum FoldKind {
    Code,
    Comment,
    Region,
}

/// A range of 0-based lines, both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Fold {
    pub start: u32,
    pub end: u32,
    pub kind: FoldKind,
}

pub fn folding_ranges(a: &FileAnalysis) -> Vec<Fold> {
    let mut out = Vec::new();
    let mut block = |lo: u32, hi: u32| {
        let (s, e) = (a.lines.line(lo), a.lines.line(hi.saturating_sub(1)));
        // The last line (`end`) stays visible.
        if e > s + 1 || (e > s && !ends_with_end(a, hi)) {
            out.push(Fold {
                start: s,
                end: if ends_with_end(a, hi) { e - 1 } else { e },
                kind: FoldKind::Code,
            });
        }
    };
    let f = &a.parsed.file;
    stmts(&f.body, &mut block);
    for func in &f.functions {
        function(func, &mut block);
    }
    if let Some(cd) = &f.classdef {
        class(cd, &mut block);
    }
    comments_and_cells(a, &mut out);
    out.sort();
    out.dedup();
    out
}

fn ends_with_end(a: &FileAnalysis, hi: u32) -> bool {
    a.text
        .get(..hi as usize)
        .is_some_and(|t| t.trim_end().ends_with("end") || t.trim_end().ends_with("function"))
}

fn class(cd: &ClassDef, block: &mut dyn FnMut(u32, u32)) {
    block(cd.span.lo, cd.span.hi);
    for m in &cd.methods {
        for f in &m.functions {
            function(f, block);
        }
    }
}

fn function(f: &Function, block: &mut dyn FnMut(u32, u32)) {
    block(f.span.lo, f.span.hi);
    stmts(&f.body, block);
    for n in &f.nested {
        function(n, block);
    }
}

fn stmts(body: &[Stmt], block: &mut dyn FnMut(u32, u32)) {
    for s in body {
        let bodies: Vec<&[Stmt]> = match &s.kind {
            StmtKind::If { clauses, else_body } => clauses
                .iter()
                .map(|c| &c.body[..])
                .chain(else_body.as_deref())
                .collect(),
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => vec![body],
            StmtKind::Switch {
                cases, otherwise, ..
            } => cases
                .iter()
                .map(|c| &c.body[..])
                .chain(otherwise.as_deref())
                .collect(),
            StmtKind::Try {
                body, catch_body, ..
            } => vec![body, catch_body],
            StmtKind::UnwindProtect { body, cleanup } => vec![body, cleanup],
            _ => continue,
        };
        block(s.span.lo, s.span.hi);
        for b in bodies {
            stmts(b, block);
        }
    }
}

/// Runs of two or more comment lines, and `%%` cells (to the line before the next one).
fn comments_and_cells(a: &FileAnalysis, out: &mut Vec<Fold>) {
    let lines: Vec<&str> = a.text.lines().collect();
    let is_comment = |l: &str| {
        let t = l.trim_start();
        t.starts_with('%') || t.starts_with('#')
    };
    let is_cell = |l: &str| l.trim_start().starts_with("%%");
    let mut run: Option<usize> = None;
    for (i, l) in lines.iter().enumerate() {
        let c = is_comment(l) && !is_cell(l);
        match (c, run) {
            (true, None) => run = Some(i),
            (false, Some(s)) => {
                if i - 1 > s {
                    out.push(Fold {
                        start: s as u32,
                        end: (i - 1) as u32,
                        kind: FoldKind::Comment,
                    });
                }
                run = None;
            }
            _ => {}
        }
    }
    if let Some(s) = run {
        if lines.len() - 1 > s {
            out.push(Fold {
                start: s as u32,
                end: (lines.len() - 1) as u32,
                kind: FoldKind::Comment,
            });
        }
    }
    let cells: Vec<usize> = (0..lines.len()).filter(|&i| is_cell(lines[i])).collect();
    for (k, &s) in cells.iter().enumerate() {
        let mut e = cells.get(k + 1).map_or(lines.len(), |&n| n) - 1;
        while e > s && lines[e].trim().is_empty() {
            e -= 1;
        }
        if e > s {
            out.push(Fold {
                start: s as u32,
                end: e as u32,
                kind: FoldKind::Region,
            });
        }
    }
}
