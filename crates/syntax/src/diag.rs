//! Source locations and rendering of diagnostics as `path:line:col: error: ...` with a caret.

use crate::Diagnostic;
use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_col(text: &str, offset: u32) -> (u32, u32) {
    let mut off = (offset as usize).min(text.len());
    while !text.is_char_boundary(off) {
        off -= 1;
    }
    let before = &text[..off];
    let line = before.bytes().filter(|&b| b == b'\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = text[line_start..off].chars().count() as u32 + 1;
    (line, col)
}

/// `path:line:col: error: message`, then the source line with a caret under the span.
pub fn render_diagnostic(path: &str, text: &str, d: &Diagnostic) -> String {
    let (line, col) = line_col(text, d.span.lo);
    let mut lo = (d.span.lo as usize).min(text.len());
    while !text.is_char_boundary(lo) {
        lo -= 1;
    }
    let line_start = text[..lo].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[lo..].find('\n').map_or(text.len(), |i| lo + i);
    let src_line = text[line_start..line_end].trim_end_matches('\r');
    let len = src_line.len();
    let a = (lo - line_start).min(len);
    let mut b = (d.span.hi as usize)
        .saturating_sub(line_start)
        .clamp(a, len);
    if b == a && a < len {
        // Underline at least one character.
        b = a + src_line[a..].chars().next().map_or(0, char::len_utf8);
    }
    while !src_line.is_char_boundary(b) {
        b += 1;
    }
    let header = format!("{path}:{line}:{col}: error: {}", d.message);
    let snippet = Snippet::source(src_line)
        .line_start(line as usize)
        .annotation(AnnotationKind::Primary.span(a..b));
    let report = &[Level::ERROR.primary_title("").element(snippet)];
    let body = Renderer::plain().render(report);
    // annotate-snippets prints its own (empty) title line; keep ours, which
    // is the grep-able `path:line:col:` form editors understand.
    let body: Vec<&str> = body.lines().skip(1).collect();
    format!("{header}\n{}", body.join("\n"))
}
