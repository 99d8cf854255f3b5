//! Source positions: byte-offset spans on every AST node, and the line index
//! that turns an offset into a 1-based line and column only when printing.

/// A half-open byte range `start..end` into the parsed source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Maps byte offsets to 1-based (line, column) pairs.
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        let mut line_starts = vec![0];
        line_starts.extend(source.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { line_starts }
    }

    /// 1-based line and 1-based column (counted in characters) of `offset`.
    pub fn line_col(&self, source: &str, offset: usize) -> (usize, usize) {
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts[line - 1];
        let end = offset.min(source.len());
        let column = source
            .get(start..end)
            .map(|s| s.chars().count())
            .unwrap_or(0)
            + 1;
        (line, column)
    }

    /// The text of 1-based line `line`, without its line terminator.
    pub fn line_text<'a>(&self, source: &'a str, line: usize) -> &'a str {
        let Some(&start) = self.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .map(|&e| e - 1)
            .unwrap_or(source.len());
        source.get(start..end).unwrap_or("").trim_end_matches('\r')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let src = "a = 1;\nbb = 2;\n";
        let index = LineIndex::new(src);
        assert_eq!(index.line_col(src, 0), (1, 1));
        assert_eq!(index.line_col(src, 7), (2, 1));
        assert_eq!(index.line_col(src, 9), (2, 3));
        assert_eq!(index.line_text(src, 2), "bb = 2;");
    }
}
