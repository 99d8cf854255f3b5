//! Draws the series coloured through the colormap: images (`image`,
//! `imagesc`, each cell a filled rectangle) and contour plots (filled
//! bands, then isolines, and their inline `clabel` labels). This file must not lay out axes.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::colormap;
use crate::geometry::clip_polygon;
use crate::model::{Axes, ContourLine, Figure, ImageData, SeriesKind, Style};
use crate::render::{drawing, font, rgb, Result};
use crate::series::{fill_polygon, stroke_path, Frame};

/// The colour limits scaled images use: the axes' `CLim`, else the range
/// of their data, else [0 1].
pub fn color_limits(axes: &Axes) -> (f64, f64) {
    if let Some(limits) = axes.clim {
        return limits;
    }
    let values = axes.series.iter().flat_map(|s| match &s.kind {
        SeriesKind::Image {
            data: ImageData::Scaled(v),
            ..
        } => v.as_slice(),
        SeriesKind::Surface { c, .. } => c.as_slice(),
        _ => &[],
    });
    let contour_ends = axes.series.iter().flat_map(|s| match &s.kind {
        SeriesKind::Contour { z, .. } => vec![z.0, z.1],
        _ => Vec::new(),
    });
    let values = values.copied().chain(contour_ends);
    crate::ticks::data_range(values, false).unwrap_or((0.0, 1.0))
}

/// Draws an image cell by cell (each cell a filled rectangle, so SVG
/// output stays one element per cell).
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_image<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    figure: &Figure,
    axes: &Axes,
    (rows, cols): (usize, usize),
    data: &ImageData,
    x: (f64, f64),
    y: (f64, f64),
) -> Result<()> {
    let (lo, hi) = color_limits(axes);
    let step = |(a, b): (f64, f64), n: usize| if n > 1 { (b - a) / (n - 1) as f64 } else { 1.0 };
    let (dx, dy) = (step(x, cols), step(y, rows));
    for j in 0..cols {
        for i in 0..rows {
            let k = i + j * rows;
            let color = match data {
                ImageData::Scaled(v) => v
                    .get(k)
                    .and_then(|v| colormap::scaled(&figure.colormap, *v, lo, hi)),
                ImageData::Indexed(v) => v
                    .get(k)
                    .and_then(|v| colormap::indexed(&figure.colormap, *v)),
                ImageData::TrueColor(v) => v.get(k).copied(),
            };
            let Some(color) = color else { continue };
            let (cx, cy) = (x.0 + dx * j as f64, y.0 + dy * i as f64);
            let a = frame.point(cx - dx / 2.0, cy - dy / 2.0);
            let b = frame.point(cx + dx / 2.0, cy + dy / 2.0);
            let cell = [(a.0, a.1), (b.0, a.1), (b.0, b.1), (a.0, b.1)];
            let clipped = clip_polygon(&cell, &frame.rect);
            if clipped.len() < 3 {
                continue;
            }
            let xs = clipped.iter().map(|p| p.0);
            let ys = clipped.iter().map(|p| p.1);
            let (x0, x1) = (
                xs.clone().fold(f64::INFINITY, f64::min),
                xs.fold(f64::NEG_INFINITY, f64::max),
            );
            let (y0, y1) = (
                ys.clone().fold(f64::INFINITY, f64::min),
                ys.fold(f64::NEG_INFINITY, f64::max),
            );
            let corners = [
                (x0.floor() as i32, y0.floor() as i32),
                (x1.ceil() as i32, y1.ceil() as i32),
            ];
            area.draw(&Rectangle::new(corners, rgb(color).filled()))
                .map_err(drawing)?;
        }
    }
    Ok(())
}

/// Draws a contour plot: each filled polygon in the colour of its band's
/// level (no edge, so neighbouring pieces meet without seams), then each
/// isoline in its level's colour or the style's fixed edge colour.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_contour<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    figure: &Figure,
    axes: &Axes,
    lines: &[ContourLine],
    fills: &[ContourLine],
    style: &Style,
) -> Result<()> {
    let (lo, hi) = color_limits(axes);
    let level_color = |level: f64| colormap::scaled(&figure.colormap, level, lo, hi);
    for fill in fills {
        let Some(color) = level_color(fill.level) else {
            continue;
        };
        let polygon: Vec<_> = fill
            .x
            .iter()
            .zip(&fill.y)
            .map(|(x, y)| frame.point(*x, *y))
            .collect();
        let face = Style {
            face_color: Some(color),
            edge_color: None,
            ..style.clone()
        };
        fill_polygon(area, frame, &polygon, &face)?;
    }
    for line in lines {
        let color = match style.edge_color {
            Some(fixed) => fixed,
            None => match level_color(line.level) {
                Some(c) => c,
                None => continue,
            },
        };
        let points = line.x.iter().zip(&line.y).map(|(x, y)| frame.point(*x, *y));
        stroke_path(
            area,
            frame,
            points,
            color,
            style.line_style,
            style.line_width,
        )?;
    }
    Ok(())
}

/// A contour label: the text centred on its data point over a box of the
/// axes colour (white), which hides the line under it as MATLAB's inline
/// labels break their line.
pub(crate) fn draw_inline_label<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    (x, y): (f64, f64),
    text: &str,
    style: &Style,
) -> Result<()> {
    let at = frame.point(x, y);
    let r = frame.rect;
    if !(at.0 >= r.left && at.0 <= r.right() && at.1 >= r.top && at.1 <= r.bottom()) {
        return Ok(());
    }
    let label_font = font(10.0, frame.scale, false);
    let (w, h) = area
        .estimate_text_size(text, &TextStyle::from(label_font.clone()))
        .map_err(drawing)?;
    let pad = 2.0 * frame.scale;
    let (half_w, half_h) = (f64::from(w) / 2.0 + pad, f64::from(h) / 2.0);
    let corners = [
        (
            (at.0 - half_w).round() as i32,
            (at.1 - half_h).round() as i32,
        ),
        (
            (at.0 + half_w).round() as i32,
            (at.1 + half_h).round() as i32,
        ),
    ];
    area.draw(&Rectangle::new(corners, WHITE.filled()))
        .map_err(drawing)?;
    let text_style = label_font
        .color(&rgb(style.color))
        .pos(Pos::new(HPos::Center, VPos::Center));
    area.draw(&Text::new(
        text.to_string(),
        (at.0.round() as i32, at.1.round() as i32),
        text_style,
    ))
    .map_err(drawing)
}
