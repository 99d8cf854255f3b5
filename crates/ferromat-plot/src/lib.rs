//! ferromat's figures: a plain model of figures, axes and series
//! ([`model`]), MATLAB's automatic limits and ticks ([`ticks`]), colormaps
//! ([`colormap`]), and rendering to PNG or SVG bytes with plotters.
//!
//! Architecture invariant: this crate knows nothing of MATLAB values, the
//! interpreter, graphics handles' meaning or error identifiers; it draws
//! what the model says. Text uses DejaVu Sans embedded from the `dejavu`
//! crate, so rendering needs no system font.

pub mod colormap;
pub mod contour;
mod decor;
mod faces;
pub mod geometry;
mod image;
pub mod model;
mod paint;
mod render;
mod series;
mod surface;
pub mod ticks;

pub use model::*;
pub use render::{shown_limits, shown_ticks, PlotError, Result, DEFAULT_SIZE};
pub use surface::shown_limits_3d;

use plotters::prelude::{BitMapBackend, IntoDrawingArea, SVGBackend};

/// The largest width or height rendered, in pixels (a 16k-square RGB
/// buffer is 768 MiB; callers asking for more get an error, not an abort).
pub const MAX_PIXELS: u32 = 8192;

fn check_size(width: u32, height: u32) -> Result<()> {
    if width == 0 || height == 0 || width > MAX_PIXELS || height > MAX_PIXELS {
        return Err(PlotError(format!(
            "figure size {width}x{height} is outside 1 to {MAX_PIXELS} pixels"
        )));
    }
    Ok(())
}

/// The figure drawn into a `width`-by-`height` RGB buffer (row-major,
/// three bytes a pixel).
pub fn render_rgb(figure: &Figure, width: u32, height: u32) -> Result<Vec<u8>> {
    check_size(width, height)?;
    let mut buffer = vec![255u8; width as usize * height as usize * 3];
    {
        let backend = BitMapBackend::with_buffer(&mut buffer, (width, height));
        let area = backend.into_drawing_area();
        render::draw_figure(figure, &area)?;
        area.present().map_err(render::drawing)?;
    }
    Ok(buffer)
}

/// The figure as the bytes of a PNG file.
pub fn render_png(figure: &Figure, width: u32, height: u32) -> Result<Vec<u8>> {
    let rgb = render_rgb(figure, width, height)?;
    encode_png(&rgb, width, height)
}

/// An RGB buffer encoded as PNG.
pub fn encode_png(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let fail = |e: png::EncodingError| PlotError(format!("PNG encoding failed: {e}"));
    let mut writer = encoder.write_header().map_err(fail)?;
    writer.write_image_data(rgb).map_err(fail)?;
    writer.finish().map_err(fail)?;
    Ok(bytes)
}

/// The figure as the text of an SVG file.
pub fn render_svg(figure: &Figure, width: u32, height: u32) -> Result<String> {
    check_size(width, height)?;
    let mut text = String::new();
    {
        let backend = SVGBackend::with_string(&mut text, (width, height));
        let area = backend.into_drawing_area();
        render::draw_figure(figure, &area)?;
        area.present().map_err(render::drawing)?;
    }
    Ok(text)
}
