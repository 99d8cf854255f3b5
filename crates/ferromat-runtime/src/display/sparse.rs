//! Sparse matrices as MATLAB's Command Window prints them: one line per
//! stored element, `   (i,j)   value`, row numbers right-aligned and column
//! numbers left-aligned to the widest, the value in the field the full
//! display would give the nonzeros (integer, fixed with a shared scale
//! line, complex); `   All zero sparse: 3×3` when nothing is stored. Builds
//! text only.

use super::{complex, real, Line, NumericFormat};
use crate::value::Sparse;

/// The body lines of a sparse matrix.
pub(crate) fn lines(s: &Sparse, numeric: NumericFormat) -> Vec<Line> {
    if s.nnz() == 0 {
        return vec![Line::Text(format!(
            "   All zero sparse: {}\u{d7}{}",
            s.rows(),
            s.cols()
        ))];
    }
    let mut positions = Vec::with_capacity(s.nnz());
    let fields: Vec<Line> = match s {
        Sparse::Double(m) => {
            m.for_each(|r, c, _| positions.push((r, c)));
            real::page_lines(m.values(), m.nnz(), numeric, false)
        }
        Sparse::Logical(m) => {
            m.for_each(|r, c, _| positions.push((r, c)));
            real::page_lines(&vec![1.0; m.nnz()], m.nnz(), numeric, false)
        }
        Sparse::Complex(m) => {
            m.for_each(|r, c, _| positions.push((r, c)));
            let parts: Vec<(f64, f64)> = m.values().iter().map(|z| (z.re, z.im)).collect();
            complex::page_lines(&parts, m.nnz(), numeric, false)
        }
    };
    let row_width = positions.iter().map(|p| digits(p.0 + 1)).max().unwrap_or(1);
    let col_width = positions.iter().map(|p| digits(p.1 + 1)).max().unwrap_or(1);
    // The value lines come after any scale line (and its blank line).
    let skip = fields.len().saturating_sub(positions.len());
    let mut out: Vec<Line> = fields.iter().take(skip).cloned().collect();
    for (line, &(r, c)) in fields.iter().skip(skip).zip(&positions) {
        let value = match line {
            Line::Text(text) => text.as_str(),
            Line::Blank => "",
        };
        let row = format!("{:>row_width$}", r + 1);
        let col = format!("{:<w$}", format!("{})", c + 1), w = col_width + 1);
        out.push(Line::Text(format!("   ({row},{col}   {value}")));
    }
    out
}

fn digits(n: usize) -> usize {
    n.to_string().len()
}
