//! Tables as MATLAB's Command Window shows them: a `  3×2 table` header,
//! then the variable names centred over underlines, a blank line, and one
//! line per row. Each variable's texts (numbers in 5 significant digits,
//! right-aligned to the widest; text in quotes; logicals as true/false)
//! form a block centred in a column as wide as the block or the name,
//! columns four spaces apart; row names, when present, come first,
//! left-aligned. It reads a table; it changes nothing.

use super::{integer, Body, Line};
use crate::format::cfmt::{general, non_finite_name};
use crate::value::{TableData, Value};

/// The display body of a table.
pub(crate) fn body(table: &TableData) -> Body {
    let width = table.names.len();
    let empty = if table.rows == 0 || width == 0 {
        "empty "
    } else {
        ""
    };
    let header = format!("  {}×{} {empty}table", table.rows, width);
    if !empty.is_empty() {
        return Body {
            header: Some(header),
            lines: Vec::new(),
        };
    }
    let blocks: Vec<Vec<String>> = table
        .columns
        .iter()
        .map(|c| variable_texts(c, table.rows))
        .collect();
    let row_width = table.row_names.iter().map(|n| n.chars().count()).max();
    let prefix = |row: Option<&str>| match (row_width, row) {
        (Some(w), Some(name)) => format!("    {}    ", pad_right(name, w)),
        (Some(w), None) => " ".repeat(w + 8),
        (None, _) => "    ".to_string(),
    };
    let widths: Vec<usize> = table
        .names
        .iter()
        .zip(&blocks)
        .map(|(name, block)| name.chars().count().max(block_width(block)))
        .collect();
    let join = |cells: Vec<String>| cells.join("    ");
    let names = join(
        table
            .names
            .iter()
            .zip(&widths)
            .map(|(name, &w)| centre(name, w))
            .collect(),
    );
    let rules = join(widths.iter().map(|&w| "_".repeat(w)).collect());
    let mut lines = vec![
        Line::Text(format!("{}{names}", prefix(None))),
        Line::Text(format!("{}{rules}", prefix(None))),
        Line::Blank,
    ];
    for r in 0..table.rows {
        let cells = blocks
            .iter()
            .zip(&widths)
            .map(|(block, &w)| {
                let text = block.get(r).map_or("", String::as_str);
                centre_block(text, block_width(block), w)
            })
            .collect();
        let name = table.row_names.get(r).map(String::as_str);
        lines.push(Line::Text(format!("{}{}", prefix(name), join(cells))));
    }
    Body {
        header: Some(header),
        lines,
    }
}

fn block_width(block: &[String]) -> usize {
    block.iter().map(|s| s.chars().count()).max().unwrap_or(0)
}

fn pad_right(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(n)))
}

fn pad_left(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{}{text}", " ".repeat(width.saturating_sub(n)))
}

/// `text` centred in `width`, the extra space going right.
fn centre(text: &str, width: usize) -> String {
    let n = text.chars().count();
    let left = width.saturating_sub(n) / 2;
    pad_right(&format!("{}{text}", " ".repeat(left)), width)
}

/// A cell of a block `block` wide, the block centred in `width`.
fn centre_block(text: &str, block: usize, width: usize) -> String {
    centre(&pad_right(text, block), width)
}

/// One text per row of a variable, every row the same width.
fn variable_texts(column: &Value, rows: usize) -> Vec<String> {
    let shape = column.shape();
    let cols = if shape.ndims() == 2 {
        shape.cols()
    } else {
        shape.numel() / rows.max(1)
    };
    let (elements, right) = element_texts(column);
    let width = elements
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0);
    (0..rows)
        .map(|r| {
            let parts: Vec<String> = (0..cols)
                .map(|c| {
                    let text = elements.get(r + c * rows).map_or("", String::as_str);
                    if right {
                        pad_left(text, width)
                    } else {
                        pad_right(text, width)
                    }
                })
                .collect();
            parts.join("    ")
        })
        .collect()
}

/// The text of every element in column-major order, and whether they
/// align right (numbers) or left (text, logicals).
fn element_texts(column: &Value) -> (Vec<String>, bool) {
    match column {
        Value::Double(_) | Value::Single(_) => {
            let data = column.to_f64_vec().unwrap_or_default();
            (data.iter().map(|&x| number(x)).collect(), true)
        }
        Value::Logical(t) => (
            t.data()
                .iter()
                .map(|&b| if b { "true" } else { "false" }.to_string())
                .collect(),
            false,
        ),
        Value::Char(t) => {
            // Each row of a char matrix is one text.
            let shape = t.shape();
            let (rows, cols) = (shape.rows(), shape.cols());
            let texts = (0..rows)
                .map(|r| {
                    String::from_utf16_lossy(
                        &(0..cols)
                            .map(|c| t.data()[r + c * rows])
                            .collect::<Vec<u16>>(),
                    )
                })
                .collect();
            (texts, false)
        }
        Value::String(t) => (
            t.data()
                .iter()
                .map(|s| match s {
                    Some(s) => format!("\"{s}\""),
                    None => "<missing>".to_string(),
                })
                .collect(),
            false,
        ),
        Value::Cell(cell) => {
            let texts: Vec<String> = cell.data().iter().map(cell_content).collect();
            // Closing braces line up: `{'Li'     }`.
            let width = texts.iter().map(|s| s.chars().count()).max().unwrap_or(0);
            (
                texts
                    .iter()
                    .map(|t| format!("{{{}}}", pad_right(t, width)))
                    .collect(),
                false,
            )
        }
        Value::ComplexDouble(t) => (
            t.data()
                .iter()
                .map(|z| {
                    let sign = if z.im < 0.0 { '-' } else { '+' };
                    format!("{} {sign} {}i", number(z.re), number(z.im.abs()))
                })
                .collect(),
            true,
        ),
        _ => match integer::exact_texts(column) {
            Some(texts) => (texts, true),
            None => (
                vec![format!("[{}]", super::structure::size_class(column))],
                false,
            ),
        },
    }
}

/// What a cell element shows inside its braces.
fn cell_content(item: &Value) -> String {
    match item {
        // An empty char shows its size (`{0×0 char}`), as in a cell array.
        Value::Char(t) if t.shape().rows() == 1 && t.numel() > 0 => {
            format!("'{}'", item.as_text().unwrap_or_default())
        }
        Value::String(t) if t.numel() == 1 => match item.as_text() {
            Some(s) => format!("\"{s}\""),
            None => "<missing>".to_string(),
        },
        Value::Double(_) | Value::Single(_) | Value::Logical(_) if item.is_scalar() => {
            format!("[{}]", number(item.as_f64().unwrap_or(f64::NAN)))
        }
        _ => super::structure::size_class(item),
    }
}

/// A number in a table: integers in full, others in 5 significant digits.
fn number(x: f64) -> String {
    if !x.is_finite() {
        return non_finite_name(x).to_string();
    }
    if x.fract() == 0.0 && x.abs() < 1e10 {
        return format!("{x:.0}");
    }
    general(x, 5, false, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_centred_with_the_extra_space_right() {
        assert_eq!(centre("Age", 3), "Age");
        assert_eq!(centre("71", 6), "  71  ");
        assert_eq!(centre("1", 15), "       1       ");
        assert_eq!(centre_block("true", 5, 6), "true  ");
        assert_eq!(number(448.581), "448.58");
        assert_eq!(number(176.0), "176");
        assert_eq!(number(0.0619474), "0.061947");
    }
}
