//! Draws image series (`image`, `imagesc`): each cell a filled rectangle
//! coloured through the figure's colormap or given as RGB. This file must
//! not lay out axes.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::colormap;
use crate::geometry::clip_polygon;
use crate::model::{Axes, Figure, ImageData};
use crate::render::{drawing, rgb, Result};
use crate::series::{color_limits, Frame};

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
