//! `[A, map, transparency] = imread(filename, [fmt])`: reads a PNG or JPEG
//! file into MATLAB's classes and layout. The format comes from the file's
//! first bytes (a `fmt` argument must agree with them). PNG: 1-bit gray is
//! `logical`, other gray and colour samples `uint8` or `uint16` (2- and
//! 4-bit gray scaled to the `uint8` range, as the PNG specification maps
//! sample values), an alpha channel becomes `transparency`, a palette
//! image is 0-based `uint8` indices with an m-by-3 double colormap in
//! [0, 1]. JPEG: `uint8` gray or RGB. It must not write files.

use super::png_codec::{self, PngColor};
use super::raster::{channels_value, logical_value, Raster, Samples};
use super::{
    find_image, jpeg_codec, name_values, unsupported_format, unsupported_parameter, Format,
};
use crate::builtins::args::text;
use crate::builtins::data::read_bytes;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// What `imread` returns: the image, its colormap and its transparency
/// (`[]` when the file has none).
pub struct Image {
    pub image: Value,
    pub map: Value,
    pub alpha: Value,
}

/// The arguments after the file name: a format when their number is odd
/// (as `imwrite` tells them apart too), then name-value pairs.
fn parse_rest(args: &[Value]) -> Result<(Option<String>, &[Value])> {
    if args.len().is_multiple_of(2) {
        return Ok((None, args));
    }
    let fmt = args[0].as_text().ok_or_else(|| {
        RuntimeError::new(
            "ferromat:imread:invalidFormat",
            "The format must be a character vector or string scalar.",
        )
    })?;
    Ok((Some(fmt), &args[1..]))
}

fn missing_file(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:imagesci:imread:fileDoesNotExist",
        format!("File \"{name}\" does not exist."),
    )
}

fn unknown_format() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:imagesci:imread:fileFormat",
        "Unable to determine the file format.",
    )
}

/// The file's bytes and format, checked against a `fmt` argument.
pub fn load(
    interp: &Interpreter,
    name: &str,
    fmt: Option<&str>,
    function: &str,
    missing: impl Fn(&str) -> RuntimeError,
    unknown: impl Fn() -> RuntimeError,
) -> Result<(Vec<u8>, Format, std::path::PathBuf)> {
    let wanted = match fmt {
        Some(fmt) => Some(Format::named(fmt).ok_or_else(|| unsupported_format(function, fmt))?),
        None => None,
    };
    let path = find_image(interp, name, wanted, function)?.ok_or_else(|| missing(name))?;
    let bytes = read_bytes(&path, name, function)?;
    let format = Format::sniff(&bytes).ok_or_else(&unknown)?;
    if wanted.is_some_and(|w| w != format) {
        return Err(unknown());
    }
    Ok((bytes, format, path))
}

/// Gray, gray+alpha, RGB or RGBA samples as the image and its alpha.
fn split_alpha(raster: &Raster, colors: usize) -> Result<(Value, Value)> {
    let image = channels_value(raster, 0, colors)?;
    let alpha = if raster.channels > colors {
        channels_value(raster, colors, 1)?
    } else {
        Value::empty()
    };
    Ok((image, alpha))
}

/// 2- and 4-bit gray samples scaled to 0..255 by repeating their bits,
/// which multiplies by 85 or 17 exactly.
fn widen_gray(raster: &mut Raster, bits: u8) {
    let factor = 255 / ((1u8 << bits) - 1);
    if let Samples::U8(samples) = &mut raster.samples {
        for s in samples.iter_mut() {
            *s = s.saturating_mul(factor);
        }
    }
}

fn png_image(bytes: &[u8], name: &str) -> Result<Image> {
    let picture = png_codec::decode(bytes).map_err(|e| e.reading("imread", Format::Png, name))?;
    let header = &picture.header;
    let mut raster = picture.raster;
    let (image, alpha) = match header.color() {
        PngColor::Gray if header.bit_depth == 1 => (logical_value(&raster)?, Value::empty()),
        PngColor::Gray => {
            if header.bit_depth < 8 {
                widen_gray(&mut raster, header.bit_depth);
            }
            split_alpha(&raster, 1)?
        }
        PngColor::GrayAlpha => split_alpha(&raster, 1)?,
        PngColor::Rgb | PngColor::Rgba => split_alpha(&raster, 3)?,
        PngColor::Indexed => {
            let palette = header.palette.as_deref().unwrap_or_default();
            let entries = palette.len() / 3;
            // The colormap as an m-by-3 double array, column-major.
            let map: Vec<f64> = (0..3)
                .flat_map(|k| (0..entries).map(move |i| f64::from(palette[3 * i + k]) / 255.0))
                .collect();
            return Ok(Image {
                image: channels_value(&raster, 0, 1)?,
                map: Value::Double(Tensor::new(Shape::matrix(entries, 3), map)),
                alpha: Value::empty(),
            });
        }
    };
    Ok(Image {
        image,
        map: Value::empty(),
        alpha,
    })
}

fn jpeg_image(bytes: &[u8], name: &str) -> Result<Image> {
    let raster = jpeg_codec::decode(bytes).map_err(|e| e.reading("imread", Format::Jpeg, name))?;
    Ok(Image {
        image: channels_value(&raster, 0, raster.channels)?,
        map: Value::empty(),
        alpha: Value::empty(),
    })
}

/// Decodes an image file's bytes.
pub fn decode(bytes: &[u8], format: Format, name: &str) -> Result<Image> {
    match format {
        Format::Png => png_image(bytes, name),
        Format::Jpeg => jpeg_image(bytes, name),
    }
}

/// `A = imread(filename)`, `imread(filename, fmt)`, `[X, map] = imread(___)`,
/// `[A, map, transparency] = imread(___)`.
pub fn imread(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let name = text(&args[0], "imread")?;
    let (fmt, options) = parse_rest(&args[1..])?;
    let (bytes, format, _) = load(
        interp,
        &name,
        fmt.as_deref(),
        "imread",
        missing_file,
        unknown_format,
    )?;
    // PNG's 'BackgroundColor' (compositing onto a colour) is MATLAB's only
    // name-value for these formats; ferromat has none.
    if let Some((parameter, _)) = name_values(options, "imread")?.first() {
        return Err(unsupported_parameter("imread", format, parameter));
    }
    let decoded = decode(&bytes, format, &name)?;
    let mut out = Outputs::new();
    out.push(decoded.image);
    if nargout > 1 {
        out.push(decoded.map);
    }
    if nargout > 2 {
        out.push(decoded.alpha);
    }
    Ok(out)
}
