//! The images family: image files (`imread`, `imwrite`, `imfinfo`, for
//! PNG and JPEG) and the image class and colour conversions (`im2double`,
//! `im2single`, `im2uint8`, `im2uint16`, `rgb2gray`, `ind2rgb`).
//!
//! The codecs are crates (`png`, `zune-jpeg`, `jpeg-encoder`) behind
//! `png_codec.rs` and `jpeg_codec.rs`, which speak only in row-major,
//! channel-interleaved samples; `raster.rs` is the one place pixels move
//! between that layout and MATLAB's column-major planes. This file holds
//! what the file functions share: the formats, how a file is found, and
//! the errors about both. It must not decode or encode pixels.

pub mod classes;
pub mod color;
pub mod info;
pub mod jpeg_codec;
pub mod png_codec;
pub mod raster;
pub mod read;
pub mod write;
pub mod write_png;

use std::path::{Path, PathBuf};

use crate::builtins::data::file_to_read;
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;

/// An image file format ferromat reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Png,
    Jpeg,
}

/// Formats MATLAB's `imformats` lists that ferromat has no codec for; naming
/// one gives "not supported" rather than "unknown".
const OTHER_FORMATS: &[&str] = &[
    "bmp", "cur", "fts", "fits", "gif", "hdf", "ico", "j2c", "j2k", "jp2", "jpf", "jpx", "pbm",
    "pcx", "pgm", "pnm", "ppm", "ras", "svs", "tif", "tiff", "webp", "xwd",
];

impl Format {
    /// The format a `fmt` argument names (`'png'`, `'jpg'`, `'jpeg'`, any
    /// case, a leading dot allowed); `None` for one ferromat does not have.
    pub fn named(fmt: &str) -> Option<Format> {
        match fmt.trim_start_matches('.').to_ascii_lowercase().as_str() {
            "png" => Some(Format::Png),
            "jpg" | "jpeg" => Some(Format::Jpeg),
            _ => None,
        }
    }

    /// Whether `fmt` names an image format at all (one of ferromat's or
    /// one MATLAB knows), to tell a format argument from a parameter name.
    pub fn is_format_name(fmt: &str) -> bool {
        let lower = fmt.trim_start_matches('.').to_ascii_lowercase();
        Format::named(&lower).is_some() || OTHER_FORMATS.contains(&lower.as_str())
    }

    /// The format a file name's extension names.
    pub fn of_file_name(name: &str) -> Option<Format> {
        Path::new(name)
            .extension()
            .and_then(|e| e.to_str())
            .and_then(Format::named)
    }

    /// The file name extensions of the format.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Format::Png => &["png"],
            Format::Jpeg => &["jpg", "jpeg"],
        }
    }

    /// The format the first bytes of a file announce.
    pub fn sniff(bytes: &[u8]) -> Option<Format> {
        if bytes.starts_with(&png_codec::SIGNATURE) {
            Some(Format::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Format::Jpeg)
        } else {
            None
        }
    }

    /// The `Format` field of `imfinfo`.
    pub fn info_name(self) -> &'static str {
        match self {
            Format::Png => "png",
            Format::Jpeg => "jpg",
        }
    }

    /// The format's name in messages.
    pub fn title(self) -> &'static str {
        match self {
            Format::Png => "PNG",
            Format::Jpeg => "JPEG",
        }
    }
}

/// `fmt` named an image format ferromat has no codec for, or none at all.
pub fn unsupported_format(function: &str, fmt: &str) -> RuntimeError {
    if Format::is_format_name(fmt) {
        RuntimeError::new(
            format!("ferromat:{function}:unsupportedFormat"),
            format!(
                "The {} format is not supported; ferromat reads and writes PNG and JPEG files.",
                fmt.trim_start_matches('.').to_ascii_uppercase()
            ),
        )
    } else {
        RuntimeError::new(
            format!("ferromat:{function}:unknownFormat"),
            format!("Unable to find format \"{fmt}\"."),
        )
    }
}

/// The file `imread` or `imfinfo` reads: `name` in the current folder or on
/// the search path, else (when a format was given) `name` with one of the
/// format's extensions, as MATLAB looks for it. `None` when there is no
/// such file.
pub fn find_image(
    interp: &Interpreter,
    name: &str,
    format: Option<Format>,
    function: &str,
) -> Result<Option<PathBuf>> {
    interp.require(Capability::ReadFiles, function)?;
    // The capability is granted, so a failure here only means "not found".
    if let Ok(path) = file_to_read(interp, name, function) {
        return Ok(Some(path));
    }
    let extensions = format.map_or(&[][..], Format::extensions);
    Ok(extensions
        .iter()
        .find_map(|extension| file_to_read(interp, &format!("{name}.{extension}"), function).ok()))
}

/// Why a codec failed.
#[derive(Debug)]
pub enum CodecError {
    /// The bytes are not a valid file, or the codec cannot write the image.
    Invalid(String),
    /// The image is larger than the session allows (`MATLAB:array:...`).
    Refused(RuntimeError),
}

impl CodecError {
    /// The error `function` reports for the file `name` it was reading.
    pub fn reading(self, function: &str, format: Format, name: &str) -> RuntimeError {
        match self {
            CodecError::Invalid(detail) => RuntimeError::new(
                format!("ferromat:{function}:corruptFile"),
                format!(
                    "Unable to read {} file \"{name}\": {detail}.",
                    format.title()
                ),
            ),
            CodecError::Refused(error) => error,
        }
    }

    /// The error `imwrite` reports for an image it could not encode.
    pub fn writing(self, format: Format) -> RuntimeError {
        match self {
            CodecError::Invalid(detail) => RuntimeError::new(
                "ferromat:imwrite:encodingFailed",
                format!("Unable to write the image as {}: {detail}.", format.title()),
            ),
            CodecError::Refused(error) => error,
        }
    }
}

/// A name-value parameter that `function` does not know for `format`.
pub fn unknown_parameter(function: &str, format: Format, name: &str) -> RuntimeError {
    RuntimeError::new(
        format!("ferromat:{function}:unknownParameter"),
        format!(
            "Unrecognized parameter name \"{name}\" for {} files.",
            format.title()
        ),
    )
}

/// A parameter MATLAB has that ferromat does not implement.
pub fn unsupported_parameter(function: &str, format: Format, name: &str) -> RuntimeError {
    RuntimeError::new(
        format!("ferromat:{function}:unsupportedParameter"),
        format!(
            "The {} parameter \"{name}\" is not supported by ferromat.",
            format.title()
        ),
    )
}

/// Name-value arguments as (name, value) pairs, the names as text; an odd
/// count or a name that is no text is a syntax error (`imwrite`'s carries
/// MATLAB's identifier).
pub fn name_values<'a>(
    args: &'a [crate::value::Value],
    function: &str,
) -> Result<Vec<(String, &'a crate::value::Value)>> {
    let syntax = |message: &str| {
        let id = if function == "imwrite" {
            "MATLAB:imagesci:imwrite:invalidSyntaxOrFormat".to_string()
        } else {
            format!("ferromat:{function}:invalidSyntax")
        };
        RuntimeError::new(id, message)
    };
    if !args.len().is_multiple_of(2) {
        return Err(syntax("Parameter names and values must come in pairs."));
    }
    args.chunks(2)
        .map(|pair| {
            let name = pair[0].as_text().ok_or_else(|| {
                syntax("Parameter names must be character vectors or string scalars.")
            })?;
            Ok((name, &pair[1]))
        })
        .collect()
}
