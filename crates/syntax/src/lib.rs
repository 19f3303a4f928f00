//! MATLAB source to AST and back: lexer, parser, printer, diagnostics.
//!
//! Code map: `lexer` (text to tokens), `parser` (tokens to `ast`, the tree),
//! `printer` (the tree back to MATLAB), `strip` (spans reset, for comparing
//! trees), `diag` (`file:line:col: error: ...` with the source line and a
//! caret); [`decode`] and [`decode_for_run`] turn a file's bytes into text.
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
    /// What Octave warns about when it reads the file (its deprecated `**`).
    pub warnings: Vec<Diagnostic>,
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
            let high = count_high_bytes(bytes);
            let mut s = String::with_capacity(bytes.len() + 2 * high);
            // ASCII runs (nearly all of such a file) are copied whole; they
            // are found 8 bytes at a time.
            let (mut run, mut i) = (0, 0);
            while i < bytes.len() {
                if let Some(word) = bytes.get(i..i + 8) {
                    let word = u64::from_le_bytes(word.try_into().unwrap_or_default());
                    if word & 0x8080_8080_8080_8080 == 0 {
                        i += 8;
                        continue;
                    }
                }
                if bytes[i] >= 0x80 {
                    s.push_str(std::str::from_utf8(&bytes[run..i]).unwrap_or_default());
                    s.push(cp1252(bytes[i]));
                    run = i + 1;
                }
                i += 1;
            }
            s.push_str(std::str::from_utf8(&bytes[run..]).unwrap_or_default());
            s
        }),
    }
}

/// Source bytes to text the way Octave 7.3 reads a program file (as UTF-8):
/// each invalid UTF-8 sequence becomes U+FFFD, valid sequences stay, a
/// leading byte-order mark is dropped. This is what the strings of a running
/// program hold (`'\xa9'` in a file is the three bytes of U+FFFD, as Octave
/// prints it); [`decode`] keeps every byte for the tools that print sources.
pub fn decode_for_run(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    match s.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => s.into_owned(),
    }
}

/// How many bytes are `>= 0x80`, counted 8 at a time.
fn count_high_bytes(bytes: &[u8]) -> usize {
    let words = bytes.chunks_exact(8);
    let tail = words.remainder().iter().filter(|&&b| b >= 0x80).count();
    let in_words: u64 = words
        .map(|w| {
            let w = u64::from_le_bytes(w.try_into().unwrap_or_default());
            // One bit per high byte, at the bottom of its byte; the product
            // adds the eight bytes up into the top one.
            ((w >> 7) & 0x0101_0101_0101_0101).wrapping_mul(0x0101_0101_0101_0101) >> 56
        })
        .sum();
    in_words as usize + tail
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

#[cfg(test)]
mod tests {
    /// Text that is not UTF-8 decodes byte by byte, whatever the position
    /// of its high bytes against the 8-byte steps of the ASCII scan.
    #[test]
    fn decode_reads_every_byte_of_a_non_utf8_text() {
        let by_byte = |bytes: &[u8]| -> String {
            bytes
                .iter()
                .map(|&b| {
                    if b >= 0x80 {
                        super::cp1252(b)
                    } else {
                        b as char
                    }
                })
                .collect()
        };
        for len in 0..40 {
            for at in 0..len {
                for high in [0x80u8, 0x93, 0xe9, 0xff] {
                    let mut bytes: Vec<u8> = (0..len).map(|k| b'a' + (k % 26) as u8).collect();
                    bytes[at] = high;
                    // A valid UTF-8 pair later on is still read as two bytes.
                    bytes.extend_from_slice("é".as_bytes());
                    if std::str::from_utf8(&bytes).is_ok() {
                        continue;
                    }
                    assert_eq!(super::decode(&bytes), by_byte(&bytes), "{bytes:?}");
                    let high = bytes.iter().filter(|&&b| b >= 0x80).count();
                    assert_eq!(super::count_high_bytes(&bytes), high);
                }
            }
        }
    }
}
