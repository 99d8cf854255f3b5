//! Colour conversions of images and colormaps: `rgb2gray` (the luminance
//! weights of MATLAB's NTSC transform, class kept, integers rounded and
//! saturated; a colormap stays m-by-3, clipped to [0, 1]) and `ind2rgb`
//! (colormap rows looked up per index, 0-based for integer images,
//! clamped to the map). It must not read or write files.

use crate::builtins::validation::validateattributes;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::integer::IntElem;
use crate::value::{Shape, Tensor, Value};

/// The first row of the inverse of the NTSC (YIQ) transform, as MATLAB's
/// `rgb2gray` page gives it.
const WEIGHTS: [f64; 3] = [0.298936021293775, 0.587043074451121, 0.114020904255103];

fn luminance(r: f64, g: f64, b: f64) -> f64 {
    WEIGHTS[0] * r + WEIGHTS[1] * g + WEIGHTS[2] * b
}

fn rgb2gray_error(suffix: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:images:rgb2gray:{suffix}"), message)
}

/// The weighted sum of the three planes of an m-by-n-by-3 tensor, each
/// plane's element converted by `to_f64` and the sum back by `from_f64`.
fn gray_planes<T: Clone, U: Clone>(
    t: &Tensor<T>,
    to_f64: impl Fn(&T) -> f64,
    from_f64: impl Fn(f64) -> U,
) -> Tensor<U> {
    let dims = t.shape().dims();
    let plane = dims[0] * dims[1];
    let data = t.data();
    let out: Vec<U> = (0..plane)
        .map(|i| {
            from_f64(luminance(
                to_f64(&data[i]),
                to_f64(&data[i + plane]),
                to_f64(&data[i + 2 * plane]),
            ))
        })
        .collect();
    Tensor::new(Shape::matrix(dims[0], dims[1]), out)
}

/// `I = rgb2gray(RGB)`, `newmap = rgb2gray(map)`.
pub fn rgb2gray(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let x = &args[0];
    let shape = x.shape();
    match shape.ndims() {
        2 => colormap_gray(x),
        3 => {
            if shape.dim(2) != 3 {
                return Err(rgb2gray_error(
                    "invalidInputSizeRGB",
                    "RGB must be a m x n x 3 array.",
                ));
            }
            image_gray(interp, x)
        }
        _ => Err(rgb2gray_error(
            "invalidInputSize",
            "Invalid input image size.",
        )),
    }
}

fn image_gray(interp: &mut Interpreter, x: &Value) -> Result<Outputs> {
    fn int<T: IntElem + Clone + Into<f64>>(t: &Tensor<T>) -> Tensor<T> {
        gray_planes(t, |&v| v.into(), T::from_f64)
    }
    one(match x {
        Value::Double(t) => Value::Double(gray_planes(t, |&v| v, |g| g)),
        Value::Single(t) => Value::Single(gray_planes(t, |&v| f64::from(v), |g| g as f32)),
        Value::UInt8(t) => Value::UInt8(int(t)),
        Value::UInt16(t) => Value::UInt16(int(t)),
        Value::UInt32(t) => Value::UInt32(int(t)),
        Value::Int8(t) => Value::Int8(int(t)),
        Value::Int16(t) => Value::Int16(int(t)),
        Value::Int32(t) => Value::Int32(int(t)),
        Value::Int64(t) => Value::Int64(gray_planes(t, |&v| v as f64, i64::from_f64)),
        Value::UInt64(t) => Value::UInt64(gray_planes(t, |&v| v as f64, u64::from_f64)),
        other => {
            validateattributes(
                interp,
                &[
                    other.clone(),
                    Value::cell_row(vec![Value::char_row("numeric")]),
                    Value::cell_row(vec![Value::char_row("real")]),
                    Value::char_row("rgb2gray"),
                    Value::char_row("RGB"),
                ],
                0,
            )?;
            return Err(RuntimeError::new(
                "MATLAB:rgb2gray:invalidType",
                format!(
                    "Expected RGB to be real numeric; its type was {}.",
                    other.class().name()
                ),
            ));
        }
    })
}

fn colormap_gray(x: &Value) -> Result<Outputs> {
    let shape = x.shape();
    if shape.cols() != 3 || shape.rows() < 1 {
        return Err(rgb2gray_error(
            "invalidSizeForColormap",
            "MAP must be a m x 3 array.",
        ));
    }
    let Value::Double(t) = x else {
        return Err(rgb2gray_error(
            "notAValidColormap",
            "MAP must be a m x 3 array of class double.",
        ));
    };
    let rows = shape.rows();
    let colors = t.data();
    let column: Vec<f64> = (0..rows)
        .map(|i| luminance(colors[i], colors[i + rows], colors[i + 2 * rows]).clamp(0.0, 1.0))
        .collect();
    // Each row of the new map is one gray level, repeated in R, G and B.
    let data: Vec<f64> = column
        .iter()
        .chain(&column)
        .chain(&column)
        .copied()
        .collect();
    one(Value::Double(Tensor::new(shape.clone(), data)))
}

/// The 0-based colormap row of each element of an indexed image: integer
/// classes are 0-based already, floating point ones 1-based; every index
/// is clamped to the map (NaN to its last row, as `min` ignores NaN).
fn map_rows(x: &Value, rows: usize) -> Result<Vec<usize>> {
    let last = rows - 1;
    let float = |v: f64| -> Result<usize> {
        if v.is_nan() {
            return Ok(last);
        }
        let clamped = v.clamp(1.0, rows as f64);
        if clamped.fract() != 0.0 {
            return Err(RuntimeError::new(
                "MATLAB:badsubscript",
                "Array indices must be positive integers or logical values.",
            ));
        }
        Ok(clamped as usize - 1)
    };
    let int = |v: f64| -> usize { (v.max(0.0) as usize).min(last) };
    match x {
        Value::Double(t) => t.data().iter().map(|&v| float(v)).collect(),
        Value::Single(t) => t.data().iter().map(|&v| float(f64::from(v))).collect(),
        other => other
            .to_f64_vec()
            .map(|values| values.into_iter().map(int).collect())
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:ind2rgb:invalidType",
                    format!(
                        "Indexed images must be numeric or logical, not {}.",
                        other.class().name()
                    ),
                )
            }),
    }
}

/// `RGB = ind2rgb(X, map)`: an m-by-n-by-3 double image.
pub fn ind2rgb(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (x, map) = (&args[0], &args[1]);
    validateattributes(
        interp,
        &[
            map.clone(),
            Value::cell_row(vec![Value::char_row("double")]),
            Value::cell_row(vec![
                Value::char_row("real"),
                Value::char_row("2d"),
                Value::char_row("nonempty"),
                Value::char_row("ncols"),
                Value::scalar(3.0),
            ]),
            Value::char_row("ind2rgb"),
            Value::char_row("map"),
            Value::scalar(2.0),
        ],
        0,
    )?;
    let Value::Double(colors) = map else {
        return Err(RuntimeError::new(
            "MATLAB:ind2rgb:invalidType",
            "Expected input number 2, map, to be double.",
        ));
    };
    if x.shape().ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:ind2rgb:expected2D",
            "Expected input number 1, X, to be two-dimensional.",
        ));
    }
    let rows = colors.shape().rows();
    let indices = map_rows(x, rows)?;
    let (height, width) = (x.shape().rows(), x.shape().cols());
    crate::builtins::args::check_allocation_dims(&[height, width, 3], 8)?;
    let table = colors.data();
    let data: Vec<f64> = (0..3)
        .flat_map(|k| indices.iter().map(move |&i| table[i + k * rows]))
        .collect();
    one(Value::Double(Tensor::new(
        Shape::new(&[height, width, 3]),
        data,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_one() {
        let white = luminance(1.0, 1.0, 1.0);
        assert!((white - 1.0).abs() < 1e-14, "{white}");
        // 255 everywhere still rounds to 255 in uint8.
        assert_eq!(u8::from_f64(luminance(255.0, 255.0, 255.0)), 255);
    }
}
