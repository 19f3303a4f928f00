//! Regular expressions of `regexp` and `regexprep` on byte strings: the
//! `regex` crate, and `fancy-regex` for the PCRE features it lacks
//! (look-around, backreferences, atomic groups).

use crate::error::MatError;

/// A compiled pattern.
pub enum Pattern {
    Bytes(regex::bytes::Regex),
    /// Matched on the text read as Latin-1 (one char per byte), so that its
    /// positions map back to bytes.
    Fancy(fancy_regex::Regex),
}

/// The groups of one match, as byte ranges of the subject.
pub struct Caps<'s> {
    subject: &'s [u8],
    spans: Vec<Option<(usize, usize)>>,
}

/// One group of a match.
#[derive(Clone, Copy)]
pub struct Span<'s> {
    subject: &'s [u8],
    start: usize,
    end: usize,
}

impl<'s> Span<'s> {
    pub fn start(&self) -> usize {
        self.start
    }
    pub fn end(&self) -> usize {
        self.end
    }
    pub fn as_bytes(&self) -> &'s [u8] {
        &self.subject[self.start..self.end]
    }
}

impl<'s> Caps<'s> {
    /// Group `i` (0: the whole match), when it took part.
    pub fn get(&self, i: usize) -> Option<Span<'s>> {
        let (start, end) = (*self.spans.get(i)?)?;
        Some(Span {
            subject: self.subject,
            start,
            end,
        })
    }
}

/// Compiles a MATLAB/PCRE pattern with the flags of `regexp`.
pub fn compile(
    pat: &[u8],
    icase: bool,
    dotall: bool,
    multiline: bool,
    freespace: bool,
) -> Result<Pattern, MatError> {
    let p = String::from_utf8_lossy(pat);
    // PCRE spells named groups (?<name>...) and (?P<name>...); both are fine here.
    let fast = regex::bytes::RegexBuilder::new(&p)
        .case_insensitive(icase)
        .dot_matches_new_line(dotall)
        .multi_line(multiline)
        .ignore_whitespace(freespace)
        .unicode(false)
        .build();
    let error = match fast {
        Ok(re) => return Ok(Pattern::Bytes(re)),
        Err(e) => e,
    };
    let flags: String = [
        (icase, 'i'),
        (dotall, 's'),
        (multiline, 'm'),
        (freespace, 'x'),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|(_, f)| *f)
    .collect();
    let text = latin1(pat);
    let with_flags = if flags.is_empty() {
        text
    } else {
        format!("(?{flags}){text}")
    };
    fancy_regex::Regex::new(&with_flags)
        .map(Pattern::Fancy)
        .map_err(|_| {
            let msg = error.to_string();
            let last = msg.lines().last().unwrap_or("").trim().to_string();
            MatError::msg(format!("regexp: {last} at position of pattern '{p}'"))
        })
}

impl Pattern {
    /// Every match of the subject, in order, none overlapping.
    pub fn captures_all<'s>(&self, subject: &'s [u8]) -> Result<Vec<Caps<'s>>, MatError> {
        match self {
            Pattern::Bytes(re) => Ok(re
                .captures_iter(subject)
                .map(|c| Caps {
                    subject,
                    spans: (0..c.len())
                        .map(|i| c.get(i).map(|m| (m.start(), m.end())))
                        .collect(),
                })
                .collect()),
            Pattern::Fancy(re) => {
                let text = latin1(subject);
                // The byte of the subject each char of `text` starts at.
                let mut byte_at = vec![0; text.len() + 1];
                for (k, (i, _)) in text.char_indices().enumerate() {
                    byte_at[i] = k;
                }
                byte_at[text.len()] = subject.len();
                let mut out = Vec::new();
                for c in re.captures_iter(&text) {
                    let c = c.map_err(|e| MatError::msg(format!("regexp: {e}")))?;
                    out.push(Caps {
                        subject,
                        spans: (0..c.len())
                            .map(|i| c.get(i).map(|m| (byte_at[m.start()], byte_at[m.end()])))
                            .collect(),
                    });
                }
                Ok(out)
            }
        }
    }

    /// The number of groups, the whole match included.
    pub fn captures_len(&self) -> usize {
        match self {
            Pattern::Bytes(re) => re.captures_len(),
            Pattern::Fancy(re) => re.captures_len(),
        }
    }

    /// The named groups, in order: each one's index and name.
    pub fn names(&self) -> Vec<(usize, String)> {
        let named = |(i, n): (usize, Option<&str>)| n.map(|n| (i, n.to_string()));
        match self {
            Pattern::Bytes(re) => re.capture_names().enumerate().filter_map(named).collect(),
            Pattern::Fancy(re) => re.capture_names().enumerate().filter_map(named).collect(),
        }
    }
}

/// Bytes as text, one char per byte (Latin-1).
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pat: &str, s: &[u8]) -> Vec<(usize, usize)> {
        let p = compile(pat.as_bytes(), false, true, false, false).unwrap();
        p.captures_all(s)
            .unwrap()
            .iter()
            .map(|c| {
                let m = c.get(0).unwrap();
                (m.start(), m.end())
            })
            .collect()
    }

    #[test]
    fn look_around_and_backreferences_use_the_fancy_engine() {
        assert_eq!(matches(r"(?<!\\)[$&]", br"a$b\$c&"), vec![(1, 2), (6, 7)]);
        assert_eq!(matches(r"(\w)\1", b"abccd"), vec![(2, 4)]);
        assert!(matches!(
            compile(br"(?<=a)b", false, true, false, false),
            Ok(Pattern::Fancy(_))
        ));
        assert!(matches!(
            compile(b"ab", false, true, false, false),
            Ok(Pattern::Bytes(_))
        ));
    }

    #[test]
    fn positions_count_bytes_beyond_ascii() {
        // 0xE9 is one byte of the subject, two of the Latin-1 text.
        assert_eq!(
            matches(r"(?<=\xE9)x", &[0xE9, b'x', 0xE9, b'y']),
            vec![(1, 2)]
        );
    }

    #[test]
    fn a_pattern_neither_engine_takes_is_reported() {
        let Err(e) = compile(b"a(", false, true, false, false) else {
            panic!("an unclosed group compiled");
        };
        assert!(e.message.starts_with("regexp: "), "{}", e.message);
    }
}
