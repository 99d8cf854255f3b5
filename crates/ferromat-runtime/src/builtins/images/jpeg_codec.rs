//! JPEG files: `zune-jpeg` decodes, `jpeg-encoder` encodes (with
//! libjpeg's quality scaling and 4:2:0 chroma subsampling, as MATLAB's
//! writer), and a walk over the markers before the first scan here reads
//! what `imfinfo` reports (frame size, precision, coding process,
//! comments) and what the size check needs before any decoding. Comments
//! are written as COM segments spliced in after the JFIF header. Samples
//! are 8-bit, row-major and interleaved. It must not know MATLAB classes
//! or layouts.

use jpeg_encoder::{ChromaSubsamplingMethod, ColorType, Encoder, SamplingFactor};
use zune_jpeg::zune_core::bytestream::ZCursor;
use zune_jpeg::zune_core::colorspace::ColorSpace;
use zune_jpeg::zune_core::options::DecoderOptions;
use zune_jpeg::JpegDecoder;

use super::raster::{Raster, Samples};
use super::CodecError;
use crate::builtins::args::check_allocation_dims;

/// What a JPEG file's frame header and comments say.
#[derive(Clone, Debug, PartialEq)]
pub struct JpegHeader {
    pub width: usize,
    /// 0 when a DNL marker gives it later (not supported for decoding).
    pub height: usize,
    pub components: usize,
    /// Bits per sample: 8, or 12/16 for extended and lossless files.
    pub precision: u8,
    /// `Sequential`, `Progressive` or `Lossless`.
    pub process: &'static str,
    pub arithmetic: bool,
    pub comments: Vec<String>,
}

fn invalid(detail: impl std::fmt::Display) -> CodecError {
    CodecError::Invalid(detail.to_string())
}

/// Latin-1 text of a comment segment (JPEG says nothing of its encoding);
/// a trailing NUL some writers add is dropped.
fn latin1(bytes: &[u8]) -> String {
    let bytes = bytes.strip_suffix(&[0]).unwrap_or(bytes);
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// Reads the markers up to the first scan (as libjpeg's header reader
/// does): the frame header and the comments.
pub fn read_header(bytes: &[u8]) -> Result<JpegHeader, CodecError> {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return Err(invalid("the file does not start with a JPEG marker"));
    }
    let mut frame: Option<JpegHeader> = None;
    let mut comments = Vec::new();
    let mut pos = 2;
    loop {
        // Skip to the next marker (fill bytes and stray data alike).
        while pos < bytes.len() && bytes[pos] != 0xFF {
            pos += 1;
        }
        while pos < bytes.len() && bytes[pos] == 0xFF {
            pos += 1;
        }
        let Some(&marker) = bytes.get(pos) else {
            break;
        };
        pos += 1;
        match marker {
            0x01 | 0xD0..=0xD8 => continue,
            0xD9 => break,
            _ => {}
        }
        let length = match bytes.get(pos..pos + 2) {
            Some(b) => usize::from(u16::from_be_bytes([b[0], b[1]])),
            None => break,
        };
        let segment = bytes
            .get(pos + 2..pos + length.max(2))
            .filter(|_| length >= 2)
            .ok_or_else(|| invalid("a marker segment runs past the end of the file"))?;
        match marker {
            // Start of frame, except DHT (C4), JPG (C8) and DAC (CC).
            0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                if segment.len() < 6 {
                    return Err(invalid("the frame header is too short"));
                }
                frame = Some(JpegHeader {
                    precision: segment[0],
                    height: usize::from(u16::from_be_bytes([segment[1], segment[2]])),
                    width: usize::from(u16::from_be_bytes([segment[3], segment[4]])),
                    components: usize::from(segment[5]),
                    process: match marker & 0x03 {
                        2 => "Progressive",
                        3 => "Lossless",
                        _ => "Sequential",
                    },
                    arithmetic: marker >= 0xC9,
                    comments: Vec::new(),
                });
            }
            0xFE => comments.push(latin1(segment)),
            // Start of scan: entropy-coded data follows.
            0xDA => break,
            _ => {}
        }
        pos += length;
    }
    let mut header = frame.ok_or_else(|| invalid("the file has no frame header"))?;
    if header.width == 0 || header.components == 0 {
        return Err(invalid("the frame header declares an empty image"));
    }
    header.comments = comments;
    Ok(header)
}

/// Decodes a JPEG file to 8-bit gray (one component) or RGB samples.
pub fn decode(bytes: &[u8]) -> Result<Raster, CodecError> {
    let header = read_header(bytes)?;
    if header.height == 0 {
        return Err(invalid(
            "images whose height follows the first scan are not supported",
        ));
    }
    if header.precision != 8 {
        return Err(invalid(format!(
            "{}-bit samples are not supported",
            header.precision
        )));
    }
    // The decoder keeps up to two bytes of coefficients per sample of every
    // component besides the output, so bound all of it before it starts.
    check_allocation_dims(&[header.height, header.width, header.components.max(3)], 4)
        .map_err(CodecError::Refused)?;
    let channels = if header.components == 1 { 1 } else { 3 };
    let options = DecoderOptions::default()
        .set_max_width(usize::from(u16::MAX))
        .set_max_height(usize::from(u16::MAX))
        .jpeg_set_out_colorspace(if channels == 1 {
            ColorSpace::Luma
        } else {
            ColorSpace::RGB
        });
    let mut decoder = JpegDecoder::new_with_options(ZCursor::new(bytes), options);
    decoder
        .decode_headers()
        .map_err(|e| invalid(format!("{e:?}")))?;
    let size = decoder
        .output_buffer_size()
        .ok_or_else(|| invalid("the image size overflows"))?;
    let (width, height) = decoder
        .dimensions()
        .ok_or_else(|| invalid("the frame header could not be read"))?;
    if size != width * height * channels {
        return Err(invalid("unexpected output colour space"));
    }
    let mut samples = vec![0u8; size];
    decoder
        .decode_into(&mut samples)
        .map_err(|e| invalid(format!("{e:?}")))?;
    Ok(Raster {
        height,
        width,
        channels,
        samples: Samples::U8(samples),
    })
}

/// A baseline JPEG file of 8-bit gray or RGB samples at `quality` (1 to
/// 100, libjpeg's scale), with `comments` as COM segments.
pub fn encode(raster: &Raster, quality: u8, comments: &[String]) -> Result<Vec<u8>, CodecError> {
    let too_large = || invalid("JPEG images are at most 65535 pixels wide and high");
    let width = u16::try_from(raster.width).map_err(|_| too_large())?;
    let height = u16::try_from(raster.height).map_err(|_| too_large())?;
    let Samples::U8(samples) = &raster.samples else {
        return Err(invalid("JPEG files hold 8-bit samples"));
    };
    let color = match raster.channels {
        1 => ColorType::Luma,
        3 => ColorType::Rgb,
        n => return Err(invalid(format!("{n} channels cannot be written"))),
    };
    let mut bytes = Vec::new();
    let mut encoder = Encoder::new(&mut bytes, quality.clamp(1, 100));
    // libjpeg's defaults, which MATLAB's writer keeps: 2x2 chroma
    // subsampling at every quality, averaging each 2x2 block.
    encoder.set_sampling_factor(SamplingFactor::F_2_2);
    encoder.set_chroma_subsampling_method(ChromaSubsamplingMethod::Average);
    encoder
        .encode(samples, width, height, color)
        .map_err(|e| invalid(format!("{e:?}")))?;
    with_comments(bytes, comments)
}

/// `bytes` with one COM segment per comment after the SOI and JFIF APP0
/// segments.
fn with_comments(bytes: Vec<u8>, comments: &[String]) -> Result<Vec<u8>, CodecError> {
    if comments.is_empty() {
        return Ok(bytes);
    }
    let mut at = 2;
    if bytes.get(2..4) == Some(&[0xFF, 0xE0]) {
        at = 4 + bytes
            .get(4..6)
            .map_or(0, |b| usize::from(u16::from_be_bytes([b[0], b[1]])));
    }
    let at = at.min(bytes.len());
    let mut out =
        Vec::with_capacity(bytes.len() + comments.iter().map(|c| c.len() + 4).sum::<usize>());
    out.extend_from_slice(&bytes[..at]);
    for comment in comments {
        // Latin-1, as comments are read; other characters become '?'.
        let text: Vec<u8> = comment
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
            .collect();
        let length = u16::try_from(text.len() + 2)
            .map_err(|_| invalid("a comment is longer than 65533 characters"))?;
        out.extend_from_slice(&[0xFF, 0xFE]);
        out.extend_from_slice(&length.to_be_bytes());
        out.extend_from_slice(&text);
    }
    out.extend_from_slice(&bytes[at..]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(height: usize, width: usize, channels: usize, value: u8) -> Raster {
        Raster {
            height,
            width,
            channels,
            samples: Samples::U8(vec![value; height * width * channels]),
        }
    }

    #[test]
    fn flat_images_round_trip_with_comments() {
        for channels in [1, 3] {
            let raster = flat(9, 17, channels, 200);
            let comments = vec!["first".to_string(), "zweite Zeile ä".to_string()];
            let bytes = encode(&raster, 90, &comments).unwrap();
            let header = read_header(&bytes).unwrap();
            assert_eq!((header.width, header.height), (17, 9));
            assert_eq!(header.components, channels);
            assert_eq!(header.process, "Sequential");
            assert!(!header.arithmetic);
            assert_eq!(header.comments, comments);
            let decoded = decode(&bytes).unwrap();
            assert_eq!(
                (decoded.height, decoded.width, decoded.channels),
                (9, 17, channels)
            );
            let Samples::U8(samples) = decoded.samples else {
                panic!("8-bit")
            };
            assert!(samples.iter().all(|&s| s.abs_diff(200) <= 1), "{samples:?}");
        }
    }

    #[test]
    fn hostile_bytes_are_errors_not_panics() {
        let mut raster = flat(16, 16, 3, 0);
        if let Samples::U8(s) = &mut raster.samples {
            for (i, x) in s.iter_mut().enumerate() {
                *x = (i * 37 % 251) as u8;
            }
        }
        let bytes = encode(&raster, 75, &[]).unwrap();
        for cut in 0..bytes.len() {
            let _ = decode(&bytes[..cut]);
        }
        for i in 2..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[i] ^= 0xA5;
            let _ = decode(&flipped);
        }
        assert!(read_header(b"not a jpeg").is_err());
    }
}
