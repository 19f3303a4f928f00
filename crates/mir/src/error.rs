//! A lowering error located in its source file, and the line and column of
//! a byte offset.

use std::path::PathBuf;

use syntax::ast::Span;

use crate::ir::{FileId, Program};

/// A construct that cannot be lowered (yet), or a file that cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerError {
    pub path: PathBuf,
    pub span: Span,
    /// 1-based line and column of `span.lo` (0 when unknown).
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl std::fmt::Display for LowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line > 0 {
            write!(
                f,
                "{}:{}:{}: {}",
                self.path.display(),
                self.line,
                self.col,
                self.message
            )
        } else {
            write!(f, "{}: {}", self.path.display(), self.message)
        }
    }
}

/// 1-based line and column of byte offset `pos` in `text`.
pub fn line_col(text: &str, pos: u32) -> (u32, u32) {
    let pos = (pos as usize).min(text.len());
    let before = &text.as_bytes()[..pos];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let col = before.iter().rev().take_while(|&&b| b != b'\n').count() as u32 + 1;
    (line, col)
}

/// The error `msg` at `span` of `file`, located by line and column.
pub(crate) fn error_at(prog: &Program, file: FileId, span: Span, msg: &str) -> LowerError {
    let sf = &prog.files[file.index()];
    let (line, col) = if sf.text.is_empty() && span == Span::default() {
        (0, 0)
    } else {
        line_col(&sf.text, span.lo)
    };
    LowerError {
        path: sf.path.clone(),
        span,
        line,
        col,
        message: msg.to_string(),
    }
}
