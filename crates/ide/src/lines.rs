//! Byte offsets to editor positions and back: 0-based lines and UTF-16
//! columns, as the Language Server Protocol counts them.

/// The start of every line of a text.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }

    /// The 0-based line of byte `offset`.
    pub fn line(&self, offset: u32) -> u32 {
        (self.starts.partition_point(|&s| s <= offset) - 1) as u32
    }

    /// The byte offset where 0-based `line` starts (the text's end past the last line).
    pub fn line_start(&self, line: u32, text: &str) -> u32 {
        self.starts
            .get(line as usize)
            .copied()
            .unwrap_or(text.len() as u32)
    }

    /// 0-based line and UTF-16 column of byte `offset`.
    pub fn position(&self, text: &str, offset: u32) -> (u32, u32) {
        let offset = floor_char_boundary(text, offset.min(text.len() as u32) as usize);
        let line = self.line(offset as u32);
        let start = self.starts[line as usize] as usize;
        let col: usize = text[start..offset].chars().map(char::len_utf16).sum();
        (line, col as u32)
    }

    /// The byte offset of 0-based `line` and UTF-16 column `col` (clamped to the line).
    pub fn offset(&self, text: &str, line: u32, col: u32) -> u32 {
        let Some(&start) = self.starts.get(line as usize) else {
            return text.len() as u32;
        };
        let end = self
            .starts
            .get(line as usize + 1)
            .map_or(text.len(), |&e| e as usize);
        let mut units = 0u32;
        for (i, ch) in text[start as usize..end].char_indices() {
            if units >= col || ch == '\n' || ch == '\r' {
                return start + i as u32;
            }
            units += ch.len_utf16() as u32;
        }
        end as u32
    }

    pub fn line_count(&self) -> u32 {
        self.starts.len() as u32
    }
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_through_utf16() {
        let text = "a = 1;\nb = 'é😀';\nc";
        let ix = LineIndex::new(text);
        for off in [0u32, 5, 7, 13, 17, 20, 22] {
            let off = floor_char_boundary(text, off as usize) as u32;
            let (l, c) = ix.position(text, off);
            assert_eq!(ix.offset(text, l, c), off, "offset {off}");
        }
        // `c` is at 21; the end of the text is after it.
        assert_eq!(ix.position(text, 21), (2, 0));
        assert_eq!(ix.position(text, 22), (2, 1));
        // The emoji is two UTF-16 units.
        assert_eq!(ix.position(text, text.find("';").unwrap() as u32), (1, 8));
    }
}
