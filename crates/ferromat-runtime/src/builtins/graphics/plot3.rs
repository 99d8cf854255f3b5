//! `plot3`: lines through points in 3-D, from data triples (X, Y, Z) each
//! followed by an optional LineSpec, then name-value pairs, drawn in
//! MATLAB's default 3-D view. This file must not draw or project.

use ferromat_plot::{Series, SeriesKind, Style};

use super::linespec::{self, LineSpec};
use super::surface::DEFAULT_VIEW;
use super::{is_text, numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

fn same_length() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:plot3:vectorsMustBeSameLength",
        "Vectors must be the same length.",
    )
}

/// One coordinate argument: a vector shared by every line, or a matrix
/// giving one line per column.
struct Coordinate {
    data: Vec<f64>,
    shape: Shape,
}

impl Coordinate {
    fn is_vector(&self) -> bool {
        self.shape.is_vector() || self.data.len() <= 1
    }
}

/// The lines of one (X, Y, Z) triple, as MATLAB pairs them: three vectors
/// of one length make one line; matrices of one size make a line per
/// column, and a vector goes with each column when its length is the
/// matrices' row count (or with each row when it is their column count).
fn triple_lines(coords: [Coordinate; 3]) -> Result<Vec<[Vec<f64>; 3]>> {
    let matrices: Vec<&Coordinate> = coords.iter().filter(|c| !c.is_vector()).collect();
    let Some(first) = matrices.first() else {
        let n = coords[0].data.len();
        if coords.iter().any(|c| c.data.len() != n) {
            return Err(same_length());
        }
        let [x, y, z] = coords;
        return Ok(vec![[x.data, y.data, z.data]]);
    };
    let dims = first.shape.dims().to_vec();
    if matrices.iter().any(|m| m.shape.dims() != dims.as_slice()) || dims.len() != 2 {
        return Err(same_length());
    }
    let (rows, cols) = (dims[0], dims[1]);
    let vector_len = coords
        .iter()
        .filter(|c| c.is_vector())
        .map(|c| c.data.len())
        .next();
    // Vectors run along the matrices' columns unless only the row length fits.
    let along_columns = match vector_len {
        None => true,
        Some(n) if n == rows => true,
        Some(n) if n == cols => false,
        Some(_) => return Err(same_length()),
    };
    if coords
        .iter()
        .filter(|c| c.is_vector())
        .any(|c| Some(c.data.len()) != vector_len)
    {
        return Err(same_length());
    }
    let (lines, points) = if along_columns {
        (cols, rows)
    } else {
        (rows, cols)
    };
    let take = |c: &Coordinate, line: usize| -> Vec<f64> {
        if c.is_vector() {
            return c.data.clone();
        }
        (0..points)
            .map(|p| {
                let (i, j) = if along_columns { (p, line) } else { (line, p) };
                c.data.get(i + j * rows).copied().unwrap_or(f64::NAN)
            })
            .collect()
    };
    Ok((0..lines)
        .map(|k| {
            [
                take(&coords[0], k),
                take(&coords[1], k),
                take(&coords[2], k),
            ]
        })
        .collect())
}

/// One line's x, y and z with its triple's LineSpec.
type Line3 = ([Vec<f64>; 3], LineSpec);

/// Splits `args` into the lines of the data triples (each with its
/// LineSpec) and the trailing name-value options.
fn triples(args: &[Value]) -> Result<(Vec<Line3>, &[Value])> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < args.len() && !is_text(&args[i]) {
        let group = args.get(i..i + 3).filter(|g| !g.iter().any(is_text));
        let Some(group) = group else {
            return Err(RuntimeError::not_enough_inputs());
        };
        let coordinate = |v: &Value| -> Result<Coordinate> {
            let (data, shape) = numeric(v, "plot3")?;
            Ok(Coordinate { data, shape })
        };
        let coords = [
            coordinate(&group[0])?,
            coordinate(&group[1])?,
            coordinate(&group[2])?,
        ];
        i += 3;
        let made = triple_lines(coords)?;
        let mut spec = LineSpec::default();
        if let Some(text) = args.get(i).filter(|v| is_text(v)).and_then(Value::as_text) {
            if let Some(parsed) = linespec::parse(&text) {
                spec = parsed;
                i += 1;
            } else if args.len() - i == 1 {
                return Err(linespec::bad_linespec(&text));
            }
        }
        lines.extend(made.into_iter().map(|l| (l, spec)));
    }
    if lines.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    let rest = &args[i..];
    if rest.len() % 2 == 1 {
        let text = rest.first().and_then(Value::as_text).unwrap_or_default();
        return Err(linespec::bad_linespec(&text));
    }
    Ok((lines, rest))
}

/// `plot3(X, Y, Z)`, `plot3(X, Y, Z, LineSpec)`, several triples,
/// `plot3(..., Name, Value)`, `plot3(ax, ...)`, `h = plot3(...)`.
pub fn plot3(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let (lines, rest) = triples(args)?;
    let options = linespec::options(rest, "Line", &[])?;
    let axes = &mut interp.graphics.figures[f].axes[a];
    let fresh = !axes.hold || axes.series.is_empty();
    axes.prepare_for_plot();
    if fresh {
        // A new plot3 turns the axes to the 3-D view with its grid, as
        // MATLAB's plot3 does when hold is off.
        axes.view = Some(DEFAULT_VIEW);
        axes.grid = true;
    }
    let mut handles = Vec::new();
    for ([x, y, z], spec) in lines {
        let color = interp.graphics.figures[f].axes[a].next_color();
        let mut style = Style::line(color);
        spec.apply(&mut style);
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let id = interp.graphics.next_id();
        interp.graphics.figures[f].axes[a].series.push(Series {
            id,
            kind: SeriesKind::Line3 { x, y, z },
            style,
            display_name: options.display_name.clone(),
        });
        handles.push(-(id as f64));
    }
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(Value::matrix(Shape::column(handles.len()), handles));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coord(data: Vec<f64>, rows: usize, cols: usize) -> Coordinate {
        Coordinate {
            data,
            shape: Shape::matrix(rows, cols),
        }
    }

    #[test]
    fn vectors_make_one_line_and_must_agree() {
        let lines = triple_lines([
            coord(vec![1.0, 2.0], 1, 2),
            coord(vec![3.0, 4.0], 2, 1),
            coord(vec![5.0, 6.0], 1, 2),
        ])
        .unwrap();
        assert_eq!(lines.len(), 1);
        assert!(triple_lines([
            coord(vec![1.0, 2.0], 1, 2),
            coord(vec![3.0], 1, 1),
            coord(vec![5.0, 6.0], 1, 2),
        ])
        .is_err());
    }

    #[test]
    fn a_matrix_gives_a_line_per_column_with_the_shared_vectors() {
        // Z is 3x2: two lines of three points each.
        let lines = triple_lines([
            coord(vec![1.0, 2.0, 3.0], 1, 3),
            coord(vec![0.0, 0.0, 0.0], 1, 3),
            coord(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], 3, 2),
        ])
        .unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1][2], vec![4.0, 5.0, 6.0]);
        assert_eq!(lines[1][0], vec![1.0, 2.0, 3.0]);
        // A vector as long as the rows of a 2x3 matrix goes along its rows.
        let lines = triple_lines([
            coord(vec![1.0, 2.0, 3.0], 1, 3),
            coord(vec![0.0; 6], 2, 3),
            coord(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], 2, 3),
        ])
        .unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0][2], vec![1.0, 3.0, 5.0]);
    }
}
