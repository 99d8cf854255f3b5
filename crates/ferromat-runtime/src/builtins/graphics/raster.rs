//! Pseudocolor and image display: `pcolor` (a flat surface seen from
//! above, coloured by C) and `imshow` (an image of intensities, binary
//! values, RGB colours or colormap indices, without axes). This file
//! must not draw.

use ferromat_plot::{Color, ImageData, SeriesKind, Style};

use super::plot::{add, handles};
use super::{numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// `pcolor(C)`, `pcolor(X, Y, C)`, `pcolor(ax, ...)`, `s = pcolor(...)`:
/// a surface at z = 0 whose faces take the colour of C at their first
/// corner (so C's last row and column are not seen), in a 2-D view with
/// tight limits.
pub fn pcolor(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let c = match args {
        [c] | [_, _, c] => c,
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let shape = c.shape();
    let zeros = Value::matrix(shape.clone(), vec![0.0; shape.numel()]);
    let axes_handle = super::handle_of(interp.graphics.figures[target.0].axes[target.1].id);
    let mut surf_args = vec![axes_handle];
    match args {
        [_] => surf_args.extend([zeros, c.clone()]),
        [x, y, _] => surf_args.extend([x.clone(), y.clone(), zeros, c.clone()]),
        _ => {}
    }
    let held = interp.graphics.figures[target.0].axes[target.1].hold;
    let out = super::surface::surf(interp, &surf_args, nargout.max(1))?;
    let axes = &mut interp.graphics.figures[target.0].axes[target.1];
    if !held {
        axes.view = None;
        axes.grid = false;
        axes.x.tight = true;
        axes.y.tight = true;
    }
    Ok(if nargout > 0 { out } else { Outputs::new() })
}

/// The display range of an intensity image of class `value`'s type.
fn default_range(value: &Value) -> (f64, f64) {
    match value {
        Value::UInt8(_) => (0.0, 255.0),
        Value::UInt16(_) => (0.0, 65535.0),
        Value::Int16(_) => (-32768.0, 32767.0),
        _ => (0.0, 1.0),
    }
}

/// `imshow(I)`, `imshow(I, [low high])`, `imshow(I, [])`, `imshow(RGB)`,
/// `imshow(BW)`, `imshow(X, map)`, `imshow(..., Name, Value)`: shows an
/// image with square pixels and no axes. Intensities are drawn in gray
/// between the display range (by default that of the class; `[]` uses
/// the data range); RGB arrays as colours; with a colormap, X holds its
/// 1-based indices. File names are not read.
pub fn imshow(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let Some(image) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if super::is_text(image) {
        return Err(RuntimeError::new(
            "MATLAB:imshow:FileNotSupported",
            "imshow of a file name is not supported; read the image into an array first.",
        ));
    }
    let (values, shape) = numeric(image, "imshow")?;
    let dims = shape.dims().to_vec();
    let (rows, cols) = (shape.rows(), shape.cols());
    let plane = rows * cols;
    let second = args.get(1).filter(|v| !super::is_text(v));
    let gray = |v: f64, (lo, hi): (f64, f64)| -> Color {
        let g = if hi > lo {
            ((v - lo) / (hi - lo)).clamp(0.0, 1.0)
        } else {
            0.0
        };
        [g, g, g]
    };
    let pixels: Vec<Color> = if dims.len() == 3 && dims[2] == 3 {
        let range = default_range(image);
        (0..plane)
            .map(|k| [0, 1, 2].map(|p| gray(values[k + p * plane], range)[0]))
            .collect()
    } else if dims.len() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:imshow:InvalidImage",
            "Image data must be an m-by-n or m-by-n-by-3 array.",
        ));
    } else {
        match second.map(|v| (v, v.shape())) {
            Some((map, s))
                if s.cols() == 3 && s.rows() > 0 && !matches!(map.shape().numel(), 2) =>
            {
                let m = numeric(map, "imshow")?.0;
                let n = s.rows();
                // Integer images index from 0, doubles from 1.
                let offset = if matches!(image, Value::Double(_) | Value::Single(_)) {
                    1.0
                } else {
                    0.0
                };
                values
                    .iter()
                    .map(|v| {
                        let k = ((v - offset).round().max(0.0) as usize).min(n - 1);
                        [m[k], m[k + n], m[k + 2 * n]]
                    })
                    .collect()
            }
            Some((range, _)) => {
                let r = numeric(range, "imshow")?.0;
                let range = match r.as_slice() {
                    [] => data_range(&values),
                    [lo, hi] if lo < hi => (*lo, *hi),
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:imshow:InvalidDisplayRange",
                            "Display range must be [] or a 2-element vector [low high] with low < high.",
                        ))
                    }
                };
                values.iter().map(|v| gray(*v, range)).collect()
            }
            None => {
                let range = match image {
                    Value::Logical(_) => (0.0, 1.0),
                    v => default_range(v),
                };
                values.iter().map(|v| gray(*v, range)).collect()
            }
        }
    };
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    axes.y.reversed = true;
    axes.equal = true;
    axes.x.tight = true;
    axes.y.tight = true;
    axes.visible = false;
    let kind = SeriesKind::Image {
        rows,
        cols,
        data: ImageData::TrueColor(pixels),
        x: (1.0, cols as f64),
        y: (1.0, rows as f64),
    };
    let h = add(interp, target, kind, Style::line([0.0; 3]), None);
    Ok(handles(vec![h], nargout))
}

/// The finite data range, for `imshow(I, [])`.
fn data_range(values: &[f64]) -> (f64, f64) {
    let finite = values.iter().copied().filter(|v| v.is_finite());
    let lo = finite.clone().fold(f64::INFINITY, f64::min);
    let hi = finite.fold(f64::NEG_INFINITY, f64::max);
    if lo < hi {
        (lo, hi)
    } else {
        (0.0, 1.0)
    }
}
