//! PNG files through the `png` crate: the header and metadata chunks
//! `imfinfo` reports, decoding to one sample per pixel channel (sub-byte
//! samples unpacked but not scaled, 16-bit samples as `u16`), and encoding
//! from the same layout. Every allocation whose size the file declares is
//! checked against the session's array size limit first, and the crate's
//! own allocations are capped by the same limit. It must not know MATLAB
//! classes or layouts (`raster.rs`, `read.rs` and `write.rs` do).

use std::io::Cursor;

use super::raster::{Raster, Samples};
use super::CodecError;
use crate::builtins::args::{check_allocation_dims, max_array_bytes};

/// The eight bytes every PNG file starts with.
pub const SIGNATURE: [u8; 8] = [137, 80, 78, 71, 13, 10, 26, 10];

/// The most text one compressed text chunk may inflate to.
const TEXT_LIMIT: usize = 1 << 20;

/// A PNG colour type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PngColor {
    Gray,
    GrayAlpha,
    Rgb,
    Rgba,
    Indexed,
}

impl PngColor {
    pub fn channels(self) -> usize {
        match self {
            PngColor::Gray | PngColor::Indexed => 1,
            PngColor::GrayAlpha => 2,
            PngColor::Rgb => 3,
            PngColor::Rgba => 4,
        }
    }

    fn of(color: png::ColorType) -> PngColor {
        match color {
            png::ColorType::Grayscale => PngColor::Gray,
            png::ColorType::GrayscaleAlpha => PngColor::GrayAlpha,
            png::ColorType::Rgb => PngColor::Rgb,
            png::ColorType::Rgba => PngColor::Rgba,
            png::ColorType::Indexed => PngColor::Indexed,
        }
    }

    fn to_png(self) -> png::ColorType {
        match self {
            PngColor::Gray => png::ColorType::Grayscale,
            PngColor::GrayAlpha => png::ColorType::GrayscaleAlpha,
            PngColor::Rgb => png::ColorType::Rgb,
            PngColor::Rgba => png::ColorType::Rgba,
            PngColor::Indexed => png::ColorType::Indexed,
        }
    }
}

/// What a PNG file's chunks before the image data say.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PngHeader {
    pub width: usize,
    pub height: usize,
    /// Bits per sample: 1, 2, 4, 8 or 16.
    pub bit_depth: u8,
    pub color: Option<PngColor>,
    pub interlaced: bool,
    /// PLTE: RGB triples.
    pub palette: Option<Vec<u8>>,
    /// tRNS, raw: one alpha per palette entry, or a 16-bit gray value or
    /// RGB triple that is transparent.
    pub transparency: Option<Vec<u8>>,
    /// bKGD, raw.
    pub background: Option<Vec<u8>>,
    pub gamma: Option<f64>,
    /// cHRM: white x, y, red x, y, green x, y, blue x, y.
    pub chromaticities: Option<[f64; 8]>,
    /// sRGB rendering intent.
    pub rendering_intent: Option<&'static str>,
    /// pHYs: pixels per unit along x and y, and whether the unit is the metre.
    pub pixels_per_unit: Option<(u32, u32, bool)>,
    /// sBIT, raw.
    pub significant_bits: Option<Vec<u8>>,
    /// tEXt, zTXt and iTXt chunks, keyword and text.
    pub texts: Vec<(String, String)>,
}

impl PngHeader {
    pub fn color(&self) -> PngColor {
        self.color.unwrap_or(PngColor::Gray)
    }
}

/// A decoded PNG: its header and samples, one `u8` per sample for depths
/// up to 8 (raw values, `0..2^depth`), `u16` for depth 16.
#[derive(Clone, Debug, PartialEq)]
pub struct PngPicture {
    pub header: PngHeader,
    pub raster: Raster,
}

fn invalid(error: impl std::fmt::Display) -> CodecError {
    CodecError::Invalid(error.to_string())
}

/// A decoder whose own allocations are capped by the session's limit.
fn decoder(bytes: &[u8]) -> png::Decoder<Cursor<&[u8]>> {
    let limit = usize::try_from(max_array_bytes()).unwrap_or(usize::MAX);
    let mut decoder =
        png::Decoder::new_with_limits(Cursor::new(bytes), png::Limits { bytes: limit });
    // Samples as stored: no palette expansion, no 16-to-8 stripping.
    decoder.set_transformations(png::Transformations::IDENTITY);
    decoder
}

fn scaled(value: png::ScaledFloat) -> f64 {
    f64::from(value.into_scaled()) / 100_000.0
}

fn header_of(info: &png::Info) -> PngHeader {
    let chromaticities = info.source_chromaticities.map(|c| {
        [
            scaled(c.white.0),
            scaled(c.white.1),
            scaled(c.red.0),
            scaled(c.red.1),
            scaled(c.green.0),
            scaled(c.green.1),
            scaled(c.blue.0),
            scaled(c.blue.1),
        ]
    });
    let rendering_intent = info.srgb.map(|intent| match intent {
        png::SrgbRenderingIntent::Perceptual => "perceptual",
        png::SrgbRenderingIntent::RelativeColorimetric => "relative",
        png::SrgbRenderingIntent::Saturation => "saturation",
        png::SrgbRenderingIntent::AbsoluteColorimetric => "absolute",
    });
    let mut texts: Vec<(String, String)> = info
        .uncompressed_latin1_text
        .iter()
        .map(|t| (t.keyword.clone(), t.text.clone()))
        .collect();
    // Compressed text is inflated under a cap, so a small chunk cannot
    // claim gigabytes; text that fails to inflate is left out.
    for chunk in &info.compressed_latin1_text {
        let mut chunk = chunk.clone();
        if chunk.decompress_text_with_limit(TEXT_LIMIT).is_ok() {
            if let Ok(text) = chunk.get_text() {
                texts.push((chunk.keyword.clone(), text));
            }
        }
    }
    for chunk in &info.utf8_text {
        let mut chunk = chunk.clone();
        if chunk.decompress_text_with_limit(TEXT_LIMIT).is_ok() {
            if let Ok(text) = chunk.get_text() {
                texts.push((chunk.keyword.clone(), text));
            }
        }
    }
    PngHeader {
        width: info.width as usize,
        height: info.height as usize,
        bit_depth: info.bit_depth as u8,
        color: Some(PngColor::of(info.color_type)),
        interlaced: info.interlaced,
        palette: info.palette.as_ref().map(|p| p.to_vec()),
        transparency: info.trns.as_ref().map(|t| t.to_vec()),
        background: info.bkgd.as_ref().map(|b| b.to_vec()),
        gamma: info.source_gamma.map(scaled),
        chromaticities,
        rendering_intent,
        pixels_per_unit: info
            .pixel_dims
            .map(|d| (d.xppu, d.yppu, d.unit == png::Unit::Meter)),
        significant_bits: info.sbit.as_ref().map(|s| s.to_vec()),
        texts,
    }
}

/// The header and metadata of a PNG file, without decoding its pixels.
pub fn read_header(bytes: &[u8]) -> Result<PngHeader, CodecError> {
    let reader = decoder(bytes).read_info().map_err(invalid)?;
    Ok(header_of(reader.info()))
}

/// Decodes the first (or only) image of a PNG file.
pub fn decode(bytes: &[u8]) -> Result<PngPicture, CodecError> {
    let mut reader = decoder(bytes).read_info().map_err(invalid)?;
    let header = header_of(reader.info());
    let (height, width) = (header.height, header.width);
    let channels = header.color().channels();
    let depth = usize::from(header.bit_depth);
    // Both the decoded bytes and the unpacked samples are the image's size;
    // refuse before allocating either.
    check_allocation_dims(&[height, width, channels], if depth == 16 { 2 } else { 1 })
        .map_err(CodecError::Refused)?;
    let mut buffer = vec![0u8; reader.output_buffer_size()];
    reader.next_frame(&mut buffer).map_err(invalid)?;
    let line = reader.output_line_size(header.width as u32);
    let per_row = width * channels;
    let rows = buffer.chunks_exact(line.max(1)).take(height);
    let samples = match depth {
        16 => Samples::U16(
            rows.flat_map(|row| {
                row[..per_row * 2]
                    .chunks_exact(2)
                    .map(|b| u16::from_be_bytes([b[0], b[1]]))
            })
            .collect(),
        ),
        8 => Samples::U8(
            rows.flat_map(|row| row[..per_row].iter().copied())
                .collect(),
        ),
        bits => {
            // Sub-byte samples are packed from the most significant bit,
            // each row starting on a byte boundary.
            let mask = (1u16 << bits) - 1;
            Samples::U8(
                rows.flat_map(|row| {
                    (0..per_row).map(move |i| {
                        let bit = i * bits;
                        let shift = 8 - bits - bit % 8;
                        ((u16::from(row[bit / 8]) >> shift) & mask) as u8
                    })
                })
                .collect(),
            )
        }
    };
    Ok(PngPicture {
        header,
        raster: Raster {
            height,
            width,
            channels,
            samples,
        },
    })
}

/// What to write: the samples (one per channel, raw values below
/// `2^bit_depth`; `u16` only for depth 16) and the chunks beside them.
pub struct PngPlan<'a> {
    pub raster: &'a Raster,
    pub color: PngColor,
    pub bit_depth: u8,
    pub palette: Option<Vec<u8>>,
    pub transparency: Option<Vec<u8>>,
    pub texts: Vec<(String, String)>,
}

fn bit_depth(bits: u8) -> Result<png::BitDepth, CodecError> {
    png::BitDepth::from_u8(bits).ok_or_else(|| invalid(format!("invalid bit depth {bits}")))
}

/// The image data of a plan, row by row as PNG packs it.
fn packed_rows(plan: &PngPlan) -> Result<Vec<u8>, CodecError> {
    let raster = plan.raster;
    let per_row = raster.width * raster.channels;
    let bits = usize::from(plan.bit_depth);
    let row_bytes = (per_row * bits).div_ceil(8);
    check_allocation_dims(&[raster.height, row_bytes], 1).map_err(CodecError::Refused)?;
    let mut out = vec![0u8; row_bytes * raster.height];
    match &raster.samples {
        Samples::U16(samples) => {
            for (dst, &s) in out.chunks_exact_mut(2).zip(samples) {
                dst.copy_from_slice(&s.to_be_bytes());
            }
        }
        Samples::U8(samples) if bits == 8 => {
            let n = out.len();
            out.copy_from_slice(&samples[..n]);
        }
        Samples::U8(samples) => {
            let mask = (1u16 << bits) - 1;
            for (row, dst) in samples
                .chunks_exact(per_row.max(1))
                .zip(out.chunks_exact_mut(row_bytes.max(1)))
            {
                for (i, &s) in row.iter().enumerate() {
                    let bit = i * bits;
                    let shift = 8 - bits - bit % 8;
                    dst[bit / 8] |= ((u16::from(s) & mask) << shift) as u8;
                }
            }
        }
    }
    Ok(out)
}

/// A PNG file of the plan.
pub fn encode(plan: &PngPlan) -> Result<Vec<u8>, CodecError> {
    let raster = plan.raster;
    let width = u32::try_from(raster.width).map_err(invalid)?;
    let height = u32::try_from(raster.height).map_err(invalid)?;
    let data = packed_rows(plan)?;
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(plan.color.to_png());
        encoder.set_depth(bit_depth(plan.bit_depth)?);
        encoder.set_compression(png::Compression::Default);
        if let Some(palette) = &plan.palette {
            encoder.set_palette(palette.clone());
        }
        if let Some(transparency) = &plan.transparency {
            encoder.set_trns(transparency.clone());
        }
        for (keyword, text) in &plan.texts {
            // tEXt holds Latin-1 only; other text goes into an iTXt chunk.
            let result = if text.chars().all(|c| u32::from(c) < 256) {
                encoder.add_text_chunk(keyword.clone(), text.clone())
            } else {
                encoder.add_itxt_chunk(keyword.clone(), text.clone())
            };
            result.map_err(invalid)?;
        }
        let mut writer = encoder.write_header().map_err(invalid)?;
        writer.write_image_data(&data).map_err(invalid)?;
        writer.finish().map_err(invalid)?;
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan_of(raster: &Raster, color: PngColor, bit_depth: u8) -> PngPlan<'_> {
        PngPlan {
            raster,
            color,
            bit_depth,
            palette: None,
            transparency: None,
            texts: Vec::new(),
        }
    }

    #[test]
    fn every_depth_round_trips() {
        for (color, bits, samples) in [
            (
                PngColor::Gray,
                1,
                Samples::U8(vec![1, 0, 1, 1, 0, 0, 1, 0, 1, 1]),
            ),
            (
                PngColor::Gray,
                2,
                Samples::U8(vec![0, 1, 2, 3, 3, 2, 1, 0, 1, 2]),
            ),
            (PngColor::Gray, 4, Samples::U8((0..10).collect())),
            (
                PngColor::Gray,
                16,
                Samples::U16(vec![0, 1, 256, 65535, 4660, 9, 8, 7, 6, 5]),
            ),
            (PngColor::GrayAlpha, 8, Samples::U8((0..20).collect())),
        ] {
            let channels = color.channels();
            let raster = Raster {
                height: 2,
                width: 5,
                channels,
                samples,
            };
            let bytes = encode(&plan_of(&raster, color, bits)).unwrap();
            let picture = decode(&bytes).unwrap();
            assert_eq!(picture.raster, raster, "{color:?} {bits}");
            assert_eq!(picture.header.bit_depth, bits);
            assert_eq!(picture.header.color(), color);
        }
    }

    #[test]
    fn hostile_bytes_are_errors_not_panics() {
        let raster = Raster {
            height: 3,
            width: 4,
            channels: 3,
            samples: Samples::U8((0..36).collect()),
        };
        let bytes = encode(&plan_of(&raster, PngColor::Rgb, 8)).unwrap();
        for cut in 0..bytes.len() {
            let _ = decode(&bytes[..cut]);
            let _ = read_header(&bytes[..cut]);
        }
        for i in 8..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[i] ^= 0x5A;
            let _ = decode(&flipped);
        }
        // A header that declares 2^31-1 by 2^31-1 pixels (with a valid
        // checksum) is refused, not allocated.
        let mut huge = bytes.clone();
        huge[16..24].copy_from_slice(&[0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF]);
        let mut crc = flate2::Crc::new();
        crc.update(&huge[12..29]);
        huge[29..33].copy_from_slice(&crc.sum().to_be_bytes());
        assert!(read_header(&huge).is_err() || decode(&huge).is_err());
        assert!(decode(&huge).is_err());
    }
}
