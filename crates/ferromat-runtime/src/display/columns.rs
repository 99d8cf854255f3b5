//! Splitting wide arrays into `Columns a through b` blocks at the 80-column
//! window width (DISPLAY.md R3.1). Callers give already-padded cell texts;
//! this file decides only where blocks break and how they are introduced.

use super::Line;
use crate::format::cfmt::align_right;

/// The Command Window width MATLAB lays arrays out for.
pub const WINDOW_WIDTH: usize = 80;

/// Lines for a table given column by column: `columns[c][r]` is the padded
/// text of row `r` in column `c`; its width is that text's length. Rows are
/// never split; columns go into blocks that fit the window.
pub fn blocks(columns: &[Vec<String>], rows: usize) -> Vec<Line> {
    let widths: Vec<usize> = columns
        .iter()
        .map(|c| c.iter().map(|t| t.chars().count()).max().unwrap_or(0))
        .collect();
    let mut ranges = Vec::new();
    let mut start = 0;
    while start < columns.len() {
        let mut end = start + 1;
        let mut used = widths[start];
        while end < columns.len() && used + widths[end] <= WINDOW_WIDTH {
            used += widths[end];
            end += 1;
        }
        ranges.push((start, end));
        start = end;
    }
    let mut lines = Vec::new();
    let split = ranges.len() > 1;
    for (k, &(start, end)) in ranges.iter().enumerate() {
        if split {
            if k > 0 {
                lines.push(Line::Blank);
            }
            lines.push(Line::Text(if end - start == 1 {
                format!("  Column {}", start + 1)
            } else {
                format!("  Columns {} through {}", start + 1, end)
            }));
            lines.push(Line::Blank);
        }
        for r in 0..rows {
            let text: String = columns[start..end]
                .iter()
                .map(|c| c.get(r).map_or("", String::as_str))
                .collect();
            lines.push(Line::Text(text));
        }
    }
    lines
}

/// Right-aligns column-major `texts` of a `rows`-row page in `width`.
pub fn uniform(texts: &[String], rows: usize, width: usize) -> Vec<Vec<String>> {
    if rows == 0 {
        return Vec::new();
    }
    texts
        .chunks(rows)
        .map(|column| column.iter().map(|t| align_right(t, width)).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::display::{render_lines, Spacing};

    fn numbers(n: usize, width: usize) -> Vec<Vec<String>> {
        let texts: Vec<String> = (1..=n).map(|k| k.to_string()).collect();
        uniform(&texts, 1, width)
    }

    #[test]
    fn splits_twenty_integers_in_13_and_7() {
        let text = render_lines(&blocks(&numbers(20, 6), 1), Spacing::Loose);
        let expected = "  Columns 1 through 13\n\n     1     2     3     4     5     6     7     8     9    10    11    12    13\n\n  Columns 14 through 20\n\n    14    15    16    17    18    19    20\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn single_last_column_and_compact() {
        let text = render_lines(&blocks(&numbers(9, 10), 1), Spacing::Compact);
        assert!(text.starts_with("  Columns 1 through 8\n"));
        assert!(text.contains("\n  Column 9\n         9\n"));
        let fits = render_lines(&blocks(&numbers(13, 6), 1), Spacing::Loose);
        assert!(!fits.contains("Column"));
    }
}
