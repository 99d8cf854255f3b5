//! `info = imfinfo(filename, [fmt])`: what a PNG or JPEG file says about
//! its image, as a struct with MATLAB's fields in MATLAB's order, read
//! from the chunks or markers before the image data without decoding any
//! pixel. Fields a file does not set are `[]`. It must not decode images
//! or write files.

use std::path::Path;
use std::sync::Arc;

use super::jpeg_codec;
use super::png_codec::{self, PngColor, PngHeader, SIGNATURE};
use super::read::load;
use super::Format;
use crate::builtins::args::text;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

type Fields = Vec<(String, Value)>;

fn field(fields: &mut Fields, name: &str, value: Value) {
    fields.push((name.to_string(), value));
}

fn row(values: impl IntoIterator<Item = f64>) -> Value {
    Value::row(values.into_iter().collect())
}

/// `dd-Mmm-yyyy HH:MM:SS` in local time, as MATLAB shows file dates.
fn modification_date(path: &Path) -> String {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .map(|time| {
            let local: chrono::DateTime<chrono::Local> = time.into();
            local.format("%d-%b-%Y %H:%M:%S").to_string()
        })
        .unwrap_or_default()
}

/// The fields every format shares, up to `Format`.
fn file_fields(path: &Path, size: usize, format: Format) -> Fields {
    let full = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut fields = Fields::new();
    field(
        &mut fields,
        "Filename",
        Value::char_row(&full.to_string_lossy()),
    );
    field(
        &mut fields,
        "FileModDate",
        Value::char_row(&modification_date(path)),
    );
    field(&mut fields, "FileSize", Value::scalar(size as f64));
    field(&mut fields, "Format", Value::char_row(format.info_name()));
    fields
}

/// Big-endian 16-bit samples (a bKGD chunk as stored), scaled to [0, 1].
fn scaled_samples(raw: &[u8], bits: u8) -> Value {
    let top = f64::from((1u32 << bits.min(16)) - 1);
    row(raw
        .chunks_exact(2)
        .map(|b| f64::from(u16::from_be_bytes([b[0], b[1]])) / top))
}

/// The transparent colour of a gray or RGB tRNS chunk, scaled to [0, 1]:
/// the png crate keeps one byte per sample below 16 bits, two at 16.
fn transparent_color(raw: &[u8], bits: u8) -> Value {
    if bits == 16 {
        return scaled_samples(raw, bits);
    }
    let top = f64::from((1u32 << bits) - 1);
    row(raw.iter().map(|&b| f64::from(b) / top))
}

fn png_fields(fields: &mut Fields, header: &PngHeader) {
    let color = header.color();
    let bits = header.bit_depth;
    let empty = Value::empty;
    field(fields, "FormatVersion", empty());
    field(fields, "Width", Value::scalar(header.width as f64));
    field(fields, "Height", Value::scalar(header.height as f64));
    field(
        fields,
        "BitDepth",
        Value::scalar(f64::from(bits) * color.channels() as f64),
    );
    let color_type = match color {
        PngColor::Gray | PngColor::GrayAlpha => "grayscale",
        PngColor::Rgb | PngColor::Rgba => "truecolor",
        PngColor::Indexed => "indexed",
    };
    field(fields, "ColorType", Value::char_row(color_type));
    field(
        fields,
        "FormatSignature",
        row(SIGNATURE.iter().map(|&b| f64::from(b))),
    );
    let colormap = match &header.palette {
        Some(palette) if color == PngColor::Indexed => {
            let n = palette.len() / 3;
            let data = (0..3)
                .flat_map(|k| (0..n).map(move |i| f64::from(palette[3 * i + k]) / 255.0))
                .collect();
            Value::matrix(Shape::matrix(n, 3), data)
        }
        _ => empty(),
    };
    field(fields, "Colormap", colormap);
    field(fields, "Histogram", empty());
    let interlace = if header.interlaced { "adam7" } else { "none" };
    field(fields, "InterlaceType", Value::char_row(interlace));
    let has_alpha = matches!(color, PngColor::GrayAlpha | PngColor::Rgba);
    let (transparency, simple) = match (&header.transparency, has_alpha) {
        (_, true) => ("alpha", empty()),
        (Some(alphas), false) if color == PngColor::Indexed => {
            ("simple", row(alphas.iter().map(|&a| f64::from(a) / 255.0)))
        }
        (Some(raw), false) => ("simple", transparent_color(raw, bits)),
        (None, false) => ("none", empty()),
    };
    field(fields, "Transparency", Value::char_row(transparency));
    field(fields, "SimpleTransparencyData", simple);
    let background = match &header.background {
        // An indexed image's background is a colormap row (1-based).
        Some(raw) if color == PngColor::Indexed => raw
            .first()
            .map_or_else(empty, |&i| Value::scalar(f64::from(i) + 1.0)),
        Some(raw) => scaled_samples(raw, bits),
        None => empty(),
    };
    field(fields, "BackgroundColor", background);
    let intent = header.rendering_intent.map_or_else(empty, Value::char_row);
    field(fields, "RenderingIntent", intent);
    let chromaticities = header.chromaticities.map_or_else(empty, row);
    field(fields, "Chromaticities", chromaticities);
    field(
        fields,
        "Gamma",
        header.gamma.map_or_else(empty, Value::scalar),
    );
    let (x, y, unit) = match header.pixels_per_unit {
        Some((x, y, metre)) => (
            Value::scalar(f64::from(x)),
            Value::scalar(f64::from(y)),
            Value::char_row(if metre { "meter" } else { "unknown" }),
        ),
        None => (empty(), empty(), empty()),
    };
    field(fields, "XResolution", x);
    field(fields, "YResolution", y);
    field(fields, "ResolutionUnit", unit);
    // oFFs and tIME are chunks the png crate does not read.
    for name in ["XOffset", "YOffset", "OffsetUnit"] {
        field(fields, name, empty());
    }
    let significant = header
        .significant_bits
        .as_ref()
        .map_or_else(empty, |s| row(s.iter().map(|&b| f64::from(b))));
    field(fields, "SignificantBits", significant);
    field(fields, "ImageModTime", empty());
    text_fields(fields, &header.texts);
}

/// The PNG text chunks MATLAB names as fields, then the others as an
/// n-by-2 cell array of keyword and text.
fn text_fields(fields: &mut Fields, texts: &[(String, String)]) {
    const NAMED: [(&str, &str); 10] = [
        ("Title", "Title"),
        ("Author", "Author"),
        ("Description", "Description"),
        ("Copyright", "Copyright"),
        ("CreationTime", "Creation Time"),
        ("Software", "Software"),
        ("Disclaimer", "Disclaimer"),
        ("Warning", "Warning"),
        ("Source", "Source"),
        ("Comment", "Comment"),
    ];
    for (name, keyword) in NAMED {
        let value = texts
            .iter()
            .find(|(k, _)| k == keyword)
            .map_or_else(Value::empty, |(_, t)| Value::char_row(t));
        field(fields, name, value);
    }
    let others: Vec<&(String, String)> = texts
        .iter()
        .filter(|(k, _)| NAMED.iter().all(|(_, keyword)| keyword != k))
        .collect();
    let other_text = if others.is_empty() {
        Value::empty()
    } else {
        // Column-major: every keyword, then every text.
        let cells: Vec<Value> = others
            .iter()
            .map(|(k, _)| Value::char_row(k))
            .chain(others.iter().map(|(_, t)| Value::char_row(t)))
            .collect();
        Value::Cell(Arc::new(Tensor::new(Shape::matrix(others.len(), 2), cells)))
    };
    field(fields, "OtherText", other_text);
}

fn jpeg_fields(fields: &mut Fields, header: &jpeg_codec::JpegHeader) {
    field(fields, "FormatVersion", Value::char_row(""));
    field(fields, "Width", Value::scalar(header.width as f64));
    field(fields, "Height", Value::scalar(header.height as f64));
    let samples = header.components as f64;
    field(
        fields,
        "BitDepth",
        Value::scalar(f64::from(header.precision) * samples),
    );
    let color_type = match header.components {
        1 => "grayscale",
        4 => "CMYK",
        _ => "truecolor",
    };
    field(fields, "ColorType", Value::char_row(color_type));
    field(fields, "FormatSignature", Value::char_row(""));
    field(fields, "NumberOfSamples", Value::scalar(samples));
    let method = if header.arithmetic {
        "Arithmetic"
    } else {
        "Huffman"
    };
    field(fields, "CodingMethod", Value::char_row(method));
    field(fields, "CodingProcess", Value::char_row(header.process));
    let comments: Vec<Value> = header.comments.iter().map(|c| Value::char_row(c)).collect();
    let shape = if comments.is_empty() {
        Shape::empty()
    } else {
        Shape::column(comments.len())
    };
    field(
        fields,
        "Comment",
        Value::Cell(Arc::new(Tensor::new(shape, comments))),
    );
}

fn open_error(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:imagesci:imfinfo:fileOpen",
        format!("Unable to open file \"{name}\" for reading."),
    )
}

fn what_format() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:imagesci:imfinfo:whatFormat",
        "Unable to determine file format.",
    )
}

/// `info = imfinfo(filename)`, `imfinfo(filename, fmt)`.
pub fn imfinfo(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = text(&args[0], "imfinfo")?;
    let fmt = args.get(1).map(|f| text(f, "imfinfo")).transpose()?;
    let (bytes, format, path) = load(
        interp,
        &name,
        fmt.as_deref(),
        "imfinfo",
        open_error,
        what_format,
    )?;
    let mut fields = file_fields(&path, bytes.len(), format);
    match format {
        Format::Png => {
            let header =
                png_codec::read_header(&bytes).map_err(|e| e.reading("imfinfo", format, &name))?;
            png_fields(&mut fields, &header);
        }
        Format::Jpeg => {
            let header =
                jpeg_codec::read_header(&bytes).map_err(|e| e.reading("imfinfo", format, &name))?;
            jpeg_fields(&mut fields, &header);
        }
    }
    one(Value::Struct(Arc::new(StructArray::scalar(fields))))
}
