//! MATLAB source to AST and back: lexer, parser, printer, diagnostics.
//!
//! Architecture invariant: this crate knows nothing of the rest of matc.
//! Parsing never fails: [`parse`] returns a tree and a list of errors.

pub mod ast;
mod diag;
pub mod lexer;
mod parser;
mod printer;
pub mod strip;

pub use diag::{line_col, render_diagnostic};
pub use printer::{print_expr, print_file, print_stmts};

/// A problem found in the source, at a byte span of the decoded text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub span: ast::Span,
    pub message: String,
}

/// The result of parsing: always a tree, plus the errors found on the way.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    pub file: ast::File,
    pub errors: Vec<Diagnostic>,
}

/// Parses a whole `.m` file.
pub fn parse(text: &str) -> Parsed {
    parser::parse_file(text)
}

/// Source bytes to text: UTF-8 when valid, else each byte read as its
/// Windows-1252 character (Latin-1 where 1252 leaves a hole), so that every
/// real file reads without loss of its ASCII structure.
pub fn decode(bytes: &[u8]) -> String {
    decode_borrowed(bytes).into_owned()
}

/// [`decode`] without a copy when the bytes are UTF-8 already (most files):
/// the text then borrows from `bytes`.
pub fn decode_borrowed(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => std::borrow::Cow::Borrowed(s.strip_prefix('\u{feff}').unwrap_or(s)),
        Err(_) => std::borrow::Cow::Owned({
            // Every byte becomes one character of at most 3 UTF-8 bytes.
            let high = bytes.iter().filter(|&&b| b >= 0x80).count();
            let mut s = String::with_capacity(bytes.len() + 2 * high);
            for chunk in bytes.split_inclusive(|&b| b >= 0x80) {
                let (last, ascii) = chunk.split_last().unwrap_or((&0, &[]));
                // ASCII runs copy as they are.
                s.push_str(std::str::from_utf8(ascii).unwrap_or_default());
                if *last >= 0x80 {
                    s.push(cp1252(*last));
                } else {
                    s.push(*last as char);
                }
            }
            s
        }),
    }
}

fn cp1252(b: u8) -> char {
    const HIGH: [u16; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ];
    if (0x80..0xA0).contains(&b) {
        char::from_u32(HIGH[(b - 0x80) as usize] as u32).unwrap_or(b as char)
    } else {
        b as char
    }
}
