//! `matc fmt`: a file printed back by the printer (`syntax::print_file`:
//! four-space indentation, one statement per line, operators spaced), with
//! its comments and blank lines kept.
//!
//! The tree holds no comments, so they are put back by place: a comment on
//! a line of its own goes before the statement that follows it (or before
//! the `end` of the block it closes), a comment after code stays at the end
//! of the line of the statement that starts (or ends) there. The two trees
//! (the file's and the printed text's) list their statements in the same
//! order, which maps each statement to its printed lines. The result is
//! checked: it must parse to the same tree and hold the same comments, or
//! the file is left alone.

use syntax::ast::{File, Function, Span, Stmt, StmtKind};

use crate::lines::LineIndex;

/// A statement or function: where it starts and ends, and whether it has a
/// body (then a comment may stand before its `end`).
#[derive(Clone, Copy, Debug)]
struct Item {
    span: Span,
    block: bool,
}

fn items(f: &File) -> Vec<Item> {
    let mut out = Vec::new();
    stmts(&f.body, &mut out);
    if let Some(cd) = &f.classdef {
        for m in &cd.methods {
            for func in &m.functions {
                function(func, &mut out);
            }
        }
    }
    for func in &f.functions {
        function(func, &mut out);
    }
    out
}

fn function(f: &Function, out: &mut Vec<Item>) {
    out.push(Item {
        span: f.span,
        block: true,
    });
    stmts(&f.body, out);
    for n in &f.nested {
        function(n, out);
    }
}

fn stmts(body: &[Stmt], out: &mut Vec<Item>) {
    for s in body {
        let at = out.len();
        out.push(Item {
            span: s.span,
            block: false,
        });
        let mut any = false;
        let mut sub = |b: &[Stmt], out: &mut Vec<Item>| {
            any = true;
            stmts(b, out)
        };
        match &s.kind {
            StmtKind::If { clauses, else_body } => {
                for c in clauses {
                    sub(&c.body, out);
                }
                if let Some(b) = else_body {
                    sub(b, out);
                }
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => sub(body, out),
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for c in cases {
                    sub(&c.body, out);
                }
                if let Some(b) = otherwise {
                    sub(b, out);
                }
            }
            StmtKind::Try {
                body, catch_body, ..
            } => {
                sub(body, out);
                sub(catch_body, out);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                sub(body, out);
                sub(cleanup, out);
            }
            _ => {}
        }
        out[at].block = any;
    }
}

/// A comment of the source: its span and text (`% ...`), and whether code
/// precedes it on its line.
#[derive(Clone, Debug)]
struct Comment {
    span: Span,
    text: String,
    trailing: bool,
}

/// The comments: the text between tokens that is not whitespace (`%`
/// comments, `%{ ... %}` blocks, what follows a `...` continuation).
fn comments(text: &str) -> Vec<Comment> {
    let lexed = syntax::lexer::lex(text);
    let mut out = Vec::new();
    let mut prev = 0usize;
    for t in &lexed.toks {
        let lo = (t.span.lo as usize).min(text.len());
        if lo > prev {
            gap(text, prev, lo, &mut out);
        }
        prev = prev.max(t.span.hi as usize);
    }
    if prev < text.len() {
        gap(text, prev, text.len(), &mut out);
    }
    out
}

/// The comments in `text[lo..hi]`, a stretch between two tokens.
fn gap(text: &str, lo: usize, hi: usize, out: &mut Vec<Comment>) {
    let mut pos = lo;
    let trailing_at = |p: usize| {
        let start = text[..p].rfind('\n').map_or(0, |i| i + 1);
        !text[start..p].trim().is_empty()
    };
    while pos < hi {
        let rest = &text[pos..hi];
        let Some(i) = rest.find(|c: char| !c.is_whitespace()) else {
            return;
        };
        let start = pos + i;
        let line_end = text[start..hi].find('\n').map_or(hi, |k| start + k);
        let line = text[start..line_end].trim_end_matches('\r');
        // A block comment: `%{` alone on its line, to the matching `%}` line.
        let opens = matches!(line.trim_end(), "%{" | "#{") && !trailing_at(start);
        let end = if opens {
            let mut depth = 0;
            let mut e = start;
            for l in text[start..hi].split_inclusive('\n') {
                let t = l.trim();
                if t == "%{" || t == "#{" {
                    depth += 1;
                } else if t == "%}" || t == "#}" {
                    depth -= 1;
                }
                e += l.len();
                if depth == 0 {
                    break;
                }
            }
            text[..e].trim_end().len()
        } else {
            line_end
        };
        let raw = text[start..end].trim_end();
        let body = match raw.strip_prefix("...") {
            // After a continuation the rest of the line is a comment.
            Some(after) => {
                let after = after.trim();
                if after.is_empty() {
                    None
                } else if after.starts_with(['%', '#']) {
                    Some(after.to_string())
                } else {
                    Some(format!("% {after}"))
                }
            }
            None => Some(raw.to_string()),
        };
        if let Some(body) = body {
            out.push(Comment {
                span: Span::new(start as u32, end as u32),
                text: body,
                trailing: trailing_at(start),
            });
        }
        pos = end.max(start + 1);
    }
}

/// Where a comment goes in the printed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Anchor {
    /// On lines of its own before item `k`.
    Before(usize),
    /// Before the `end` line of block item `k`.
    EndOf(usize),
    /// At the end of the line of item `k`'s start.
    AfterStart(usize),
    /// At the end of the line of block item `k`'s `end`.
    AfterEnd(usize),
    /// At the end of the file.
    Last,
}

fn anchor(c: &Comment, items: &[(Item, u32, u32)], ix: &LineIndex) -> Anchor {
    let line = ix.line(c.span.lo);
    // The innermost block whose lines hold the comment.
    let inside = |l: u32| {
        items
            .iter()
            .enumerate()
            .filter(|(_, (it, s, e))| it.block && *s < l && l < *e)
            .max_by_key(|(_, (_, s, _))| *s)
            .map(|(k, _)| k)
    };
    if c.trailing {
        if let Some(k) = items.iter().rposition(|(_, s, _)| *s == line) {
            return Anchor::AfterStart(k);
        }
        if let Some(k) = items.iter().rposition(|(it, _, e)| it.block && *e == line) {
            return Anchor::AfterEnd(k);
        }
        // Inside a statement of several lines: before that statement.
        if let Some(k) = items
            .iter()
            .rposition(|(it, s, e)| !it.block && *s < line && line <= *e)
        {
            return Anchor::Before(k);
        }
    }
    let next = items.iter().position(|(_, s, _)| *s > line);
    match (inside(line), next) {
        (Some(b), Some(k)) if items[k].1 < items[b].2 => Anchor::Before(k),
        (Some(b), _) => Anchor::EndOf(b),
        (None, Some(k)) => Anchor::Before(k),
        (None, None) => Anchor::Last,
    }
}

fn indent_of(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

/// The file formatted; an error when it does not parse, or when the
/// formatted text would not mean the same program with the same comments.
pub fn format(text: &str) -> Result<String, String> {
    let parsed = syntax::parse(text);
    if let Some(e) = parsed.errors.first() {
        let (l, c) = syntax::line_col(text, e.span.lo);
        return Err(format!("{l}:{c}: {}", e.message));
    }
    let printed = syntax::print_file(&parsed.file);
    let reparsed = syntax::parse(&printed);
    if !reparsed.errors.is_empty() || !same_tree(&parsed.file, &reparsed.file) {
        return Err("the printer does not give this file back (a bug)".into());
    }
    let ix = LineIndex::new(text);
    let pix = LineIndex::new(&printed);
    let line_span = |ix: &LineIndex, it: &Item| {
        (
            ix.line(it.span.lo),
            ix.line(it.span.hi.saturating_sub(1).max(it.span.lo)),
        )
    };
    let orig: Vec<(Item, u32, u32)> = items(&parsed.file)
        .into_iter()
        .map(|it| {
            let (s, e) = line_span(&ix, &it);
            (it, s, e)
        })
        .collect();
    let new: Vec<(Item, u32, u32)> = items(&reparsed.file)
        .into_iter()
        .map(|it| {
            let (s, e) = line_span(&pix, &it);
            (it, s, e)
        })
        .collect();
    if orig.len() != new.len() {
        return Err("the printer does not give this file back (a bug)".into());
    }
    let src_lines: Vec<&str> = text.lines().collect();
    let blank_above = |l: u32| {
        l > 0
            && src_lines
                .get(l as usize - 1)
                .is_some_and(|s| s.trim().is_empty())
    };
    let out_lines: Vec<&str> = printed.lines().collect();
    // Per printed line: lines to put before it, and text to append to it.
    let n = out_lines.len();
    let mut before: Vec<Vec<String>> = vec![Vec::new(); n + 1];
    let mut after: Vec<String> = vec![String::new(); n];
    let mut last: Vec<String> = Vec::new();
    let cs = comments(text);
    for c in &cs {
        let line = ix.line(c.span.lo);
        let blank = blank_above(line);
        let push_lines = |dst: &mut Vec<String>, indent: &str| {
            if blank && dst.last().is_none_or(|l| !l.is_empty()) {
                dst.push(String::new());
            }
            for l in c.text.lines() {
                let l = l.trim();
                dst.push(format!("{indent}{l}"));
            }
        };
        match anchor(c, &orig, &ix) {
            Anchor::Before(k) => {
                let at = new[k].1 as usize;
                let indent = indent_of(out_lines[at]).to_string();
                push_lines(&mut before[at], &indent);
            }
            Anchor::EndOf(k) => {
                let at = new[k].2 as usize;
                let indent = format!("{}    ", indent_of(out_lines[new[k].1 as usize]));
                push_lines(&mut before[at], &indent);
            }
            Anchor::AfterStart(k) => {
                let at = new[k].1 as usize;
                after[at].push_str(&format!("  {}", c.text.trim()));
            }
            Anchor::AfterEnd(k) => {
                let at = new[k].2 as usize;
                after[at].push_str(&format!("  {}", c.text.trim()));
            }
            Anchor::Last => push_lines(&mut last, ""),
        }
    }
    // A blank line above a statement in the source stays (one at most).
    let mut blank_before = vec![false; n];
    for (k, (_, s, _)) in orig.iter().enumerate() {
        let has_comments_above = cs
            .iter()
            .any(|c| !c.trailing && ix.line(c.span.hi) + 1 == *s);
        if blank_above(*s) && !has_comments_above {
            blank_before[new[k].1 as usize] = true;
        }
    }
    let mut out: Vec<String> = Vec::new();
    for (i, line) in out_lines.iter().enumerate() {
        let mut pre = std::mem::take(&mut before[i]);
        if blank_before[i] && pre.first().is_none_or(|l| !l.is_empty()) {
            pre.insert(0, String::new());
        }
        for l in pre {
            if !(l.is_empty() && out.last().is_none_or(|p| p.is_empty())) {
                out.push(l);
            }
        }
        let mut l = line.to_string();
        l.push_str(&after[i]);
        if !(l.is_empty() && out.last().is_none_or(|p| p.is_empty())) {
            out.push(l);
        }
    }
    for l in last {
        if !(l.is_empty() && out.last().is_none_or(|p| p.is_empty())) {
            out.push(l);
        }
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    let mut result = out.join("\n");
    result.push('\n');
    check(text, &parsed.file, &cs, &result)?;
    if text.contains("\r\n") {
        result = result.replace('\n', "\r\n");
    }
    Ok(result)
}

fn same_tree(a: &File, b: &File) -> bool {
    let (mut a, mut b) = (a.clone(), b.clone());
    syntax::strip::file(&mut a);
    syntax::strip::file(&mut b);
    a == b
}

/// The formatted text means the same program and keeps every comment.
fn check(_text: &str, file: &File, cs: &[Comment], result: &str) -> Result<(), String> {
    let again = syntax::parse(result);
    if !again.errors.is_empty() || !same_tree(file, &again.file) {
        return Err("formatting would change the program; the file is left as it is".into());
    }
    let norm = |cs: &[Comment]| {
        let mut v: Vec<String> = cs
            .iter()
            .flat_map(|c| {
                c.text
                    .lines()
                    .map(|l| l.trim().to_string())
                    .collect::<Vec<_>>()
            })
            .collect();
        v.sort();
        v
    };
    if norm(cs) != norm(&comments(result)) {
        return Err("formatting would lose a comment; the file is left as it is".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::format;

    #[test]
    fn statements_are_printed_and_comments_kept() {
        let src = "% Sum the squares.\nfunction s=f(n)\n% help line\ns=0;  % start\nfor k=1:n\n  s=s+k^2; % add\n\n  % last comment in loop\nend % for\nend\n";
        let out = format(src).unwrap();
        assert_eq!(
            out,
            "% Sum the squares.\nfunction s = f(n)\n    % help line\n    s = 0;  % start\n    for k = 1:n\n        s = s + k^2;  % add\n\n        % last comment in loop\n    end  % for\nend\n"
        );
        // Formatting is idempotent.
        assert_eq!(format(&out).unwrap(), out);
    }

    #[test]
    fn scripts_keep_blank_lines_and_block_comments() {
        let src = "x=1;\n\n%{\nblock\n%}\ny=[1,2 ...  continued\n 3];\nif x, disp(y), end\n";
        let out = format(src).unwrap();
        assert!(out.contains("x = 1;\n\n%{\nblock\n%}\n"), "{out}");
        assert!(out.contains("% continued"), "{out}");
        assert!(out.contains("if x\n    disp(y)\nend"), "{out}");
        assert_eq!(format(&out).unwrap(), out);
    }

    #[test]
    fn a_file_that_does_not_parse_is_refused() {
        assert!(format("x = (1 +\n").is_err());
    }
}
