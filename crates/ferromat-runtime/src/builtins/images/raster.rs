//! Pixels between the codecs and MATLAB: a codec stores an image row by
//! row with each pixel's channels side by side (`R G B R G B ...`); MATLAB
//! stores it column by column, one whole plane per channel (`A(:,:,1)` is
//! red). This file is the one place that reorders samples between the two
//! layouts and wraps planes as `uint8`/`uint16`/`logical` values. It must
//! not change sample values (scaling belongs to `classes.rs`) nor know any
//! file format.

use crate::builtins::args::check_allocation_dims;
use crate::error::Result;
use crate::value::{Shape, Tensor, Value};

/// Sample storage of one image, as codecs read and write it.
#[derive(Clone, Debug, PartialEq)]
pub enum Samples {
    U8(Vec<u8>),
    U16(Vec<u16>),
}

/// An image as a codec sees it: `height` rows of `width` pixels, each of
/// `channels` samples, row-major and interleaved.
#[derive(Clone, Debug, PartialEq)]
pub struct Raster {
    pub height: usize,
    pub width: usize,
    pub channels: usize,
    pub samples: Samples,
}

/// The shape of `count` planes of `height` by `width`: m-by-n for one,
/// m-by-n-by-count otherwise.
pub fn plane_shape(height: usize, width: usize, count: usize) -> Shape {
    if count == 1 {
        Shape::matrix(height, width)
    } else {
        Shape::new(&[height, width, count])
    }
}

/// Channels `first .. first + count` of interleaved row-major samples as
/// column-major planes, checked against the array size limit first.
pub fn planes<T: Copy + Default>(
    interleaved: &[T],
    height: usize,
    width: usize,
    channels: usize,
    first: usize,
    count: usize,
) -> Result<Vec<T>> {
    check_allocation_dims(&[height, width, count], std::mem::size_of::<T>())?;
    let plane = height * width;
    let mut out = vec![T::default(); plane * count];
    // Walking the source in order keeps its reads sequential; each write
    // lands in one of `count` planes.
    for (row, line) in interleaved
        .chunks_exact(width * channels)
        .take(height)
        .enumerate()
    {
        for (col, pixel) in line.chunks_exact(channels).enumerate() {
            let at = row + col * height;
            for k in 0..count {
                out[at + k * plane] = pixel[first + k];
            }
        }
    }
    Ok(out)
}

/// The inverse of [`planes`]: `channels` column-major planes of `height`
/// by `width` as interleaved row-major samples.
pub fn interleave<T: Copy + Default>(
    planes: &[T],
    height: usize,
    width: usize,
    channels: usize,
) -> Result<Vec<T>> {
    check_allocation_dims(&[height, width, channels], std::mem::size_of::<T>())?;
    let plane = height * width;
    let mut out = vec![T::default(); plane * channels];
    for (i, pixel) in out.chunks_exact_mut(channels).enumerate() {
        let (row, col) = (i / width.max(1), i % width.max(1));
        let at = row + col * height;
        for (k, sample) in pixel.iter_mut().enumerate() {
            *sample = planes[at + k * plane];
        }
    }
    Ok(out)
}

/// Channels `first .. first + count` of a raster as a MATLAB image of the
/// raster's integer class.
pub fn channels_value(raster: &Raster, first: usize, count: usize) -> Result<Value> {
    let shape = plane_shape(raster.height, raster.width, count);
    let (h, w, c) = (raster.height, raster.width, raster.channels);
    Ok(match &raster.samples {
        Samples::U8(s) => Value::UInt8(Tensor::new(shape, planes(s, h, w, c, first, count)?)),
        Samples::U16(s) => Value::UInt16(Tensor::new(shape, planes(s, h, w, c, first, count)?)),
    })
}

/// A one-channel raster of 0/1 samples as a logical image.
pub fn logical_value(raster: &Raster) -> Result<Value> {
    let shape = plane_shape(raster.height, raster.width, 1);
    let bits: Vec<bool> = match &raster.samples {
        Samples::U8(s) => planes(s, raster.height, raster.width, raster.channels, 0, 1)?
            .into_iter()
            .map(|x| x != 0)
            .collect(),
        Samples::U16(s) => planes(s, raster.height, raster.width, raster.channels, 0, 1)?
            .into_iter()
            .map(|x| x != 0)
            .collect(),
    };
    Ok(Value::Logical(Tensor::new(shape, bits)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn planes_and_interleave_are_inverse() {
        // 2 rows, 3 columns, RGB: pixel (r, c) has samples 100r + 10c + k.
        let (h, w, c) = (2, 3, 3);
        let mut interleaved = Vec::new();
        for r in 0..h {
            for col in 0..w {
                for k in 0..c {
                    interleaved.push((100 * r + 10 * col + k) as u16);
                }
            }
        }
        let planar = planes(&interleaved, h, w, c, 0, 3).unwrap();
        // A(2,3,2) is row 1, column 2, channel 1 (zero-based).
        assert_eq!(planar[1 + 2 * h + h * w], 121);
        assert_eq!(planar[..h * w], [0, 100, 10, 110, 20, 120]);
        assert_eq!(interleave(&planar, h, w, c).unwrap(), interleaved);
        // One channel out of several: the alpha of RGBA-like data.
        let alpha = planes(&interleaved, h, w, c, 2, 1).unwrap();
        assert_eq!(alpha, [2, 102, 12, 112, 22, 122]);
    }

    #[test]
    fn values_have_matlab_shapes() {
        let raster = Raster {
            height: 1,
            width: 2,
            channels: 2,
            samples: Samples::U8(vec![1, 0, 0, 255]),
        };
        let gray = channels_value(&raster, 0, 1).unwrap();
        assert_eq!(gray.shape().dims(), &[1, 2]);
        let logical = logical_value(&raster).unwrap();
        assert_eq!(logical, Value::Logical(Tensor::row(vec![true, false])));
        let both = channels_value(&raster, 0, 2).unwrap();
        assert_eq!(both.shape().dims(), &[1, 2, 2]);
    }
}
