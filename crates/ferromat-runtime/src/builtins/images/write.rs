//! `imwrite(A, filename)`, `imwrite(A, map, filename)`, `imwrite(___, fmt)`,
//! `imwrite(___, Name, Value)`: the argument grammar, the name-value
//! options of each format, the JPEG conversion (8-bit gray or RGB; an
//! indexed image goes through `ind2rgb`), and writing the file at once.
//! The PNG conversion is `write_png.rs`. It must not read files.

use super::classes::to_uint8;
use super::jpeg_codec;
use super::raster::{interleave, Raster, Samples};
use super::write_png::{png_bytes, PngOptions};
use super::{name_values, unknown_parameter, unsupported_format, unsupported_parameter, Format};
use crate::builtins::data::{file_to_write, write_atomically};
use crate::builtins::validation::validateattributes;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// A parsed `imwrite` call.
pub struct Request<'a> {
    pub image: &'a Value,
    /// The colormap of an indexed image.
    pub map: Option<&'a Value>,
    pub name: String,
    pub format: Format,
    pub options: Vec<(String, &'a Value)>,
}

fn bad_filename() -> RuntimeError {
    RuntimeError::new(
        "ferromat:imwrite:invalidFilename",
        "The file name must be a character vector or string scalar.",
    )
}

/// The format of a call: the `fmt` argument, else the file's extension.
fn format_of(name: &str, fmt: Option<&str>) -> Result<Format> {
    if let Some(fmt) = fmt {
        return Format::named(fmt).ok_or_else(|| unsupported_format("imwrite", fmt));
    }
    if let Some(format) = Format::of_file_name(name) {
        return Ok(format);
    }
    match std::path::Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
    {
        Some(extension) if Format::is_format_name(extension) => {
            Err(unsupported_format("imwrite", extension))
        }
        _ => Err(RuntimeError::new(
            "MATLAB:imagesci:imwrite:fileFormat",
            "Unable to determine the file format from the file name.",
        )),
    }
}

/// Splits `imwrite`'s arguments: image, optional map, file name, optional
/// format (present when an odd number of arguments follows the name),
/// name-value pairs.
pub fn parse(args: &[Value]) -> Result<Request<'_>> {
    let image = &args[0];
    let second = args.get(1).ok_or_else(bad_filename)?;
    let (map, name_at) = if second.as_text().is_some() {
        (None, 1)
    } else {
        // `imwrite(X, [], filename)` has no colormap.
        ((!second.is_empty()).then_some(second), 2)
    };
    let name = args
        .get(name_at)
        .and_then(Value::as_text)
        .ok_or_else(bad_filename)?;
    let mut rest = &args[name_at + 1..];
    let mut fmt = None;
    if rest.len() % 2 == 1 {
        fmt = Some(rest[0].as_text().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:imagesci:imwrite:invalidSyntaxOrFormat",
                "The format must be a character vector or string scalar.",
            )
        })?);
        rest = &rest[1..];
    }
    let format = format_of(&name, fmt.as_deref())?;
    Ok(Request {
        image,
        map,
        name,
        format,
        options: name_values(rest, "imwrite")?,
    })
}

/// The image data must be a nonempty real numeric or logical array,
/// m-by-n or m-by-n-by-3, with MATLAB's `validateattributes` messages.
fn check_image(interp: &mut Interpreter, request: &Request) -> Result<usize> {
    let text = |s: &str| Value::char_row(s);
    validateattributes(
        interp,
        &[
            request.image.clone(),
            Value::cell_row(vec![text("numeric"), text("logical")]),
            Value::cell_row(vec![text("nonempty"), text("nonsparse"), text("real")]),
            text(""),
            text("DATA"),
        ],
        0,
    )?;
    let shape = request.image.shape();
    match (shape.ndims(), shape.dims().get(2)) {
        (2, _) => Ok(1),
        (3, Some(3)) if request.map.is_none() => Ok(3),
        _ => Err(RuntimeError::new(
            "ferromat:imwrite:invalidDimensions",
            if request.map.is_some() {
                "An indexed image must be M-by-N."
            } else {
                "Image data must be M-by-N (grayscale) or M-by-N-by-3 (truecolor)."
            },
        )),
    }
}

/// The options of a PNG file.
fn png_options<'a>(request: &Request<'a>) -> Result<PngOptions<'a>> {
    let mut options = PngOptions::default();
    for (name, value) in &request.options {
        let lower = name.to_ascii_lowercase();
        match lower.as_str() {
            "alpha" => options.alpha = Some(*value),
            "bitdepth" => options.bit_depth = Some(bit_depth_value(value)?),
            "transparency" => options.transparency = Some(*value),
            "title" | "author" | "description" | "copyright" | "creationtime" | "software"
            | "disclaimer" | "warning" | "source" | "comment" => {
                let text = value.as_text().ok_or_else(|| {
                    RuntimeError::new(
                        "ferromat:imwrite:invalidText",
                        format!(
                            "The value of \"{name}\" must be a character vector or string scalar."
                        ),
                    )
                })?;
                options.texts.push((png_keyword(&lower).to_string(), text));
            }
            "background" | "gamma" | "chromaticities" | "xresolution" | "yresolution"
            | "resolutionunit" | "significantbits" | "imagemodtime" | "interlacetype" => {
                return Err(unsupported_parameter("imwrite", Format::Png, name))
            }
            _ => return Err(unknown_parameter("imwrite", Format::Png, name)),
        }
    }
    Ok(options)
}

/// The PNG text keyword of one of MATLAB's text parameters.
fn png_keyword(lower: &str) -> &'static str {
    match lower {
        "title" => "Title",
        "author" => "Author",
        "description" => "Description",
        "copyright" => "Copyright",
        "creationtime" => "Creation Time",
        "software" => "Software",
        "disclaimer" => "Disclaimer",
        "warning" => "Warning",
        "source" => "Source",
        _ => "Comment",
    }
}

fn bit_depth_value(value: &Value) -> Result<u8> {
    match value.as_f64() {
        Some(bits) if [1.0, 2.0, 4.0, 8.0, 12.0, 16.0].contains(&bits) => Ok(bits as u8),
        _ => Err(RuntimeError::new(
            "ferromat:imwrite:invalidBitDepth",
            "BitDepth must be 1, 2, 4, 8, 12 or 16.",
        )),
    }
}

/// The lines of a JPEG 'Comment' value: a char row or matrix (one comment
/// per row), a string array or a cell array of texts.
fn comment_lines(value: &Value) -> Result<Vec<String>> {
    let bad = || {
        RuntimeError::new(
            "ferromat:imwrite:invalidComment",
            "Comment must be a character array, a string array or a cell array of character vectors.",
        )
    };
    match value {
        Value::Char(t) => {
            let (rows, cols) = (t.shape().rows(), t.shape().cols());
            Ok((0..rows)
                .map(|r| {
                    let row: Vec<u16> = (0..cols).map(|c| t.data()[r + c * rows]).collect();
                    String::from_utf16_lossy(&row).trim_end().to_string()
                })
                .collect())
        }
        Value::String(t) => Ok(t
            .data()
            .iter()
            .map(|s| s.as_deref().unwrap_or("").to_string())
            .collect()),
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| c.as_text().ok_or_else(bad))
            .collect(),
        _ => Err(bad()),
    }
}

/// A JPEG file of the request.
fn jpeg_bytes(interp: &mut Interpreter, request: &Request, colors: usize) -> Result<Vec<u8>> {
    let mut quality = 75u8;
    let mut comments = Vec::new();
    for (name, value) in &request.options {
        match name.to_ascii_lowercase().as_str() {
            "quality" => {
                quality = match value.as_f64() {
                    // libjpeg rounds nothing: it takes the integer part.
                    Some(q) if (0.0..=100.0).contains(&q) => q as u8,
                    _ => {
                        return Err(RuntimeError::new(
                            "ferromat:imwrite:invalidQuality",
                            "Quality must be a number from 0 to 100.",
                        ))
                    }
                }
            }
            "comment" => comments = comment_lines(value)?,
            "mode" => {
                if value.as_text().map(|m| m.to_ascii_lowercase()).as_deref() != Some("lossy") {
                    return Err(unsupported_parameter("imwrite", Format::Jpeg, "Mode"));
                }
            }
            "bitdepth" => {
                if bit_depth_value(value)? != 8 {
                    return Err(unsupported_parameter("imwrite", Format::Jpeg, "BitDepth"));
                }
            }
            _ => return Err(unknown_parameter("imwrite", Format::Jpeg, name)),
        }
    }
    // JPEG has no colormaps: an indexed image is written as truecolor.
    let (image, colors) = match request.map {
        Some(map) => {
            let rgb = super::color::ind2rgb(interp, &[request.image.clone(), map.clone()], 1)?;
            (rgb.into_iter().next().unwrap_or_else(Value::empty), 3)
        }
        None => (request.image.clone(), colors),
    };
    let planar =
        match &image {
            Value::UInt16(_) => return Err(RuntimeError::new(
                "ferromat:imwrite:jpegBitDepth",
                "ferromat writes 8-bit JPEG files only; convert 16-bit images with im2uint8 first.",
            )),
            Value::UInt8(_)
            | Value::Logical(_)
            | Value::Double(_)
            | Value::Single(_)
            | Value::Int16(_) => to_uint8(&image, false, "imwrite")?,
            other => return Err(unsupported_class(other, Format::Jpeg)),
        };
    let (height, width) = (image.shape().rows(), image.shape().cols());
    let raster = Raster {
        height,
        width,
        channels: colors,
        samples: Samples::U8(interleave(planar.data(), height, width, colors)?),
    };
    jpeg_codec::encode(&raster, quality, &comments).map_err(|e| e.writing(Format::Jpeg))
}

/// Image data of a class the format cannot hold.
pub fn unsupported_class(value: &Value, format: Format) -> RuntimeError {
    RuntimeError::new(
        "ferromat:imwrite:unsupportedClass",
        format!(
            "{} images of class {} cannot be written; use uint8, uint16, double, single or logical data.",
            format.title(),
            value.class().name()
        ),
    )
}

/// `imwrite(A, filename)` and its other forms.
pub fn imwrite(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = parse(args)?;
    let colors = check_image(interp, &request)?;
    // Refused before any encoding work when the session may not write.
    let path = file_to_write(interp, &request.name, "imwrite")?;
    let bytes = match request.format {
        Format::Png => png_bytes(&request, colors, png_options(&request)?)?,
        Format::Jpeg => jpeg_bytes(interp, &request, colors)?,
    };
    write_atomically(&path, &bytes, &request.name, "imwrite").map_err(|_| {
        RuntimeError::new(
            "MATLAB:imagesci:imwrite:fileOpen",
            format!(
                "Unable to open file \"{}\" for writing. You might not have write permission.",
                request.name
            ),
        )
    })?;
    Ok(Outputs::new())
}
