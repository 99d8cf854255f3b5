//! `imwrite`'s PNG conversion: MATLAB image data to PNG samples and
//! chunks. Grayscale and truecolor data are scaled as `im2uint8` or
//! `im2uint16` scale them (to 1, 2 or 4 bits from the 8-bit value);
//! `logical` data default to 1-bit, `uint16` to 16-bit, everything else to
//! 8-bit. Indexed data keep their 0-based indices (1-based floating point
//! indices less one) with the colormap as a palette. 'Alpha' adds an alpha
//! channel at the image's bit depth; 'Transparency' writes a tRNS chunk.
//! It must not parse `imwrite`'s arguments or touch files.

use super::classes::{to_uint16, to_uint8};
use super::png_codec::{self, PngColor, PngPlan};
use super::raster::{interleave, Raster, Samples};
use super::write::{unsupported_class, Request};
use super::Format;
use crate::error::{Result, RuntimeError};
use crate::ops::integer::IntElem;
use crate::value::Value;

/// The PNG name-value options `imwrite` understood.
#[derive(Default)]
pub struct PngOptions<'a> {
    pub alpha: Option<&'a Value>,
    pub bit_depth: Option<u8>,
    pub transparency: Option<&'a Value>,
    /// tEXt keyword and text.
    pub texts: Vec<(String, String)>,
}

/// A converted image: its samples and the chunks beside them.
struct Converted {
    raster: Raster,
    color: PngColor,
    bit_depth: u8,
    palette: Option<Vec<u8>>,
    transparency: Option<Vec<u8>>,
}

fn error(suffix: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("ferromat:imwrite:{suffix}"), message)
}

/// The real elements of a numeric or logical option value in [0, 1].
fn unit_values(value: &Value, what: &str) -> Result<Vec<f64>> {
    let values = match value {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => None,
        other => other.to_f64_vec(),
    };
    values
        .filter(|v| v.iter().all(|x| (0.0..=1.0).contains(x)))
        .ok_or_else(|| {
            error(
                "invalidValue",
                format!("{what} values must be real numbers in the range [0, 1]."),
            )
        })
}

/// 8-bit values quantized to `bits` (1, 2 or 4) bits, rounded.
fn quantize(values: &mut [u8], bits: u8) {
    let top = u32::from((1u8 << bits) - 1);
    for v in values.iter_mut() {
        *v = ((u32::from(*v) * top + 127) / 255) as u8;
    }
}

/// Planar samples of `value` (an intensity image or alpha matrix) at
/// `bits` bits per sample.
fn scaled_planes(value: &Value, bits: u8) -> Result<Samples> {
    if !matches!(
        value,
        Value::UInt8(_)
            | Value::UInt16(_)
            | Value::Logical(_)
            | Value::Double(_)
            | Value::Single(_)
    ) {
        return Err(unsupported_class(value, Format::Png));
    }
    Ok(if bits == 16 {
        Samples::U16(to_uint16(value, false, "imwrite")?.into_vec())
    } else {
        let mut samples = to_uint8(value, false, "imwrite")?.into_vec();
        if bits < 8 {
            quantize(&mut samples, bits);
        }
        Samples::U8(samples)
    })
}

/// Planar color samples and an optional planar alpha as one interleaved
/// raster.
fn raster_of(
    planes: Samples,
    alpha: Option<Samples>,
    height: usize,
    width: usize,
) -> Result<Raster> {
    let colors = match &planes {
        Samples::U8(s) => s.len(),
        Samples::U16(s) => s.len(),
    } / (height * width).max(1);
    let channels = colors + usize::from(alpha.is_some());
    let samples = match (planes, alpha) {
        (Samples::U8(mut s), Some(Samples::U8(a))) => {
            s.extend(a);
            Samples::U8(interleave(&s, height, width, channels)?)
        }
        (Samples::U16(mut s), Some(Samples::U16(a))) => {
            s.extend(a);
            Samples::U16(interleave(&s, height, width, channels)?)
        }
        (Samples::U8(s), _) => Samples::U8(interleave(&s, height, width, channels)?),
        (Samples::U16(s), _) => Samples::U16(interleave(&s, height, width, channels)?),
    };
    Ok(Raster {
        height,
        width,
        channels,
        samples,
    })
}

/// A grayscale or truecolor image, with an alpha channel or a transparent
/// colour when asked.
fn direct(request: &Request, colors: usize, options: &PngOptions) -> Result<Converted> {
    let image = request.image;
    let (height, width) = (image.shape().rows(), image.shape().cols());
    let default_bits = match image {
        Value::Logical(_) if colors == 1 => 1,
        Value::UInt16(_) => 16,
        _ => 8,
    };
    let has_alpha = options.alpha.is_some();
    let bits = match options.bit_depth {
        None if has_alpha => default_bits.max(8),
        None => default_bits,
        Some(b) => b,
    };
    let allowed: &[u8] = match (colors, has_alpha) {
        (1, false) => &[1, 2, 4, 8, 16],
        _ => &[8, 16],
    };
    if !allowed.contains(&bits) {
        let kind = if colors == 1 {
            "grayscale"
        } else {
            "truecolor"
        };
        let with = if has_alpha { " with alpha" } else { "" };
        return Err(error(
            "invalidBitDepth",
            format!("BitDepth {bits} is not valid for {kind} images{with} in PNG files."),
        ));
    }
    let alpha = match options.alpha {
        Some(alpha) => {
            let shape = alpha.shape();
            if shape.ndims() != 2 || shape.rows() != height || shape.cols() != width {
                return Err(error(
                    "invalidAlpha",
                    "The Alpha matrix must have the same number of rows and columns as the image.",
                ));
            }
            Some(scaled_planes(alpha, bits)?)
        }
        None => None,
    };
    let transparency = match options.transparency {
        Some(_) if has_alpha => {
            return Err(error(
                "alphaAndTransparency",
                "Alpha and Transparency cannot be given together.",
            ))
        }
        Some(value) => {
            let values = unit_values(value, "Transparency")?;
            if values.len() != colors {
                return Err(error(
                    "invalidValue",
                    format!("Transparency for this image must have {colors} element(s)."),
                ));
            }
            // tRNS holds one 16-bit sample per colour channel.
            let top = f64::from((1u32 << bits) - 1);
            Some(
                values
                    .iter()
                    .flat_map(|&t| u16::from_f64(t * top).to_be_bytes())
                    .collect(),
            )
        }
        None => None,
    };
    let color = match (colors, has_alpha) {
        (1, false) => PngColor::Gray,
        (1, true) => PngColor::GrayAlpha,
        (_, false) => PngColor::Rgb,
        (_, true) => PngColor::Rgba,
    };
    Ok(Converted {
        raster: raster_of(scaled_planes(image, bits)?, alpha, height, width)?,
        color,
        bit_depth: bits,
        palette: None,
        transparency,
    })
}

/// An indexed image: its 0-based indices, palette and palette alphas.
fn indexed(request: &Request, map: &Value, options: &PngOptions) -> Result<Converted> {
    if options.alpha.is_some() {
        return Err(error(
            "invalidAlpha",
            "Alpha cannot be used with indexed images; use Transparency.",
        ));
    }
    let map_shape = map.shape();
    let entries = map_shape.rows();
    if map_shape.ndims() != 2 || map_shape.cols() != 3 || entries == 0 {
        return Err(error(
            "invalidColormap",
            "The colormap must be an M-by-3 array.",
        ));
    }
    if entries > 256 {
        return Err(error(
            "invalidColormap",
            "PNG colormaps can have at most 256 colors.",
        ));
    }
    let colors = unit_values(map, "Colormap")?;
    let palette: Vec<u8> = (0..entries)
        .flat_map(|i| (0..3).map(move |k| (i, k)))
        .map(|(i, k)| u8::from_f64(colors[i + k * entries] * 255.0))
        .collect();
    let image = request.image;
    let indices: Vec<u16> = match image {
        Value::UInt8(t) => t.data().iter().map(|&x| u16::from(x)).collect(),
        Value::UInt16(t) => t.data().to_vec(),
        Value::Logical(t) => t.data().iter().map(|&b| u16::from(b)).collect(),
        // Floating point indices are 1-based: uint8(X - 1) as MATLAB does.
        Value::Double(t) => t.data().iter().map(|&x| u16::from_f64(x - 1.0)).collect(),
        Value::Single(t) => t
            .data()
            .iter()
            .map(|&x| u16::from_f64(f64::from(x) - 1.0))
            .collect(),
        other => return Err(unsupported_class(other, Format::Png)),
    };
    if let Some(&top) = indices.iter().max() {
        if usize::from(top) >= entries {
            return Err(error(
                "indexOutOfRange",
                format!(
                    "Image index {} is past the colormap's {entries} colors.",
                    top + 1
                ),
            ));
        }
    }
    let bits = options.bit_depth.unwrap_or(8);
    if ![1, 2, 4, 8].contains(&bits) || entries > 1 << bits {
        return Err(error(
            "invalidBitDepth",
            format!(
                "BitDepth {bits} cannot hold an indexed image of {entries} colors in PNG files."
            ),
        ));
    }
    let transparency = match options.transparency {
        Some(value) => {
            let alphas = unit_values(value, "Transparency")?;
            if alphas.len() > entries {
                return Err(error(
                    "invalidValue",
                    "Transparency has more elements than the colormap has colors.",
                ));
            }
            Some(alphas.iter().map(|&t| u8::from_f64(t * 255.0)).collect())
        }
        None => None,
    };
    let (height, width) = (image.shape().rows(), image.shape().cols());
    let samples: Vec<u8> = indices.into_iter().map(|i| i as u8).collect();
    let raster = Raster {
        height,
        width,
        channels: 1,
        samples: Samples::U8(interleave(&samples, height, width, 1)?),
    };
    Ok(Converted {
        raster,
        color: PngColor::Indexed,
        bit_depth: bits,
        palette: Some(palette),
        transparency,
    })
}

/// The PNG file `imwrite` writes for a request.
pub fn png_bytes(request: &Request, colors: usize, options: PngOptions) -> Result<Vec<u8>> {
    let converted = match request.map {
        Some(map) => indexed(request, map, &options)?,
        None => direct(request, colors, &options)?,
    };
    png_codec::encode(&PngPlan {
        raster: &converted.raster,
        color: converted.color,
        bit_depth: converted.bit_depth,
        palette: converted.palette,
        transparency: converted.transparency,
        texts: options.texts,
    })
    .map_err(|e| e.writing(Format::Png))
}
