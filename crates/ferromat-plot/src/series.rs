//! Draws each kind of series (lines, markers, bars, areas, stairs, stems,
//! error bars, patches, images, text) inside an axes frame, and tells the
//! axes how far its data reaches. This file must not lay out axes or
//! choose ticks.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::Color as _;

use crate::geometry::{clip_polygon, clip_polyline, dash, dash_pattern, PixelRect, Point};
use crate::model::{Axes, Color, Figure, LineStyle, Marker, Scale, Series, SeriesKind, Style};
use crate::render::{drawing, font, rgb, Result};

/// Data to pixel mapping along one axis.
#[derive(Clone, Copy, Debug)]
pub struct Mapper {
    lo: f64,
    hi: f64,
    log: bool,
    /// Pixels grow against the data (the y axis, or a reversed x axis).
    flip: bool,
}

impl Mapper {
    pub fn new(lo: f64, hi: f64, scale: Scale, flip: bool) -> Mapper {
        let log = scale == Scale::Log;
        let (lo, hi) = if log {
            (lo.log10(), hi.log10())
        } else {
            (lo, hi)
        };
        Mapper { lo, hi, log, flip }
    }

    /// The pixel coordinate of `v` along an extent starting at `start`.
    pub fn to_pixel(self, v: f64, start: f64, length: f64) -> f64 {
        let v = if self.log {
            if v > 0.0 {
                v.log10()
            } else {
                f64::NAN
            }
        } else {
            v
        };
        let span = if self.hi > self.lo {
            self.hi - self.lo
        } else {
            1.0
        };
        let t = (v - self.lo) / span;
        let t = if self.flip { 1.0 - t } else { t };
        start + t * length
    }
}

/// An axes' plot rectangle with its two mappings.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub rect: PixelRect,
    pub x: Mapper,
    pub y: Mapper,
    /// Figure height over MATLAB's default 420 px.
    pub scale: f64,
}

impl Frame {
    pub(crate) fn point(&self, x: f64, y: f64) -> Point {
        (
            self.x.to_pixel(x, self.rect.left, self.rect.width),
            self.y.to_pixel(y, self.rect.top, self.rect.height),
        )
    }

    /// A length in points as pixels.
    fn points(&self, pt: f64) -> f64 {
        pt * 4.0 / 3.0 * self.scale
    }
}

/// Every x and every y value the axes' series reach, for automatic limits.
pub fn extents(axes: &Axes) -> (Vec<f64>, Vec<f64>) {
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for s in &axes.series {
        match &s.kind {
            SeriesKind::Line { x, y }
            | SeriesKind::Stairs { x, y }
            | SeriesKind::Patch { x, y } => {
                xs.extend(x);
                ys.extend(y);
            }
            SeriesKind::Scatter { x, y, .. } => {
                xs.extend(x);
                ys.extend(y);
            }
            SeriesKind::Stem { x, y, baseline } => {
                xs.extend(x);
                ys.extend(y);
                ys.push(*baseline);
            }
            SeriesKind::Bar {
                x,
                base,
                top,
                widths,
                horizontal,
            } => {
                let (along, across) = if *horizontal {
                    (&mut ys, &mut xs)
                } else {
                    (&mut xs, &mut ys)
                };
                for (v, width) in x.iter().zip(widths) {
                    along.push(v - width / 2.0);
                    along.push(v + width / 2.0);
                }
                across.extend(base);
                across.extend(top);
            }
            SeriesKind::Area { x, lower, upper } => {
                xs.extend(x);
                ys.extend(lower);
                ys.extend(upper);
            }
            SeriesKind::ErrorBar { x, y, neg, pos } => {
                xs.extend(x);
                for ((v, n), p) in y.iter().zip(neg).zip(pos) {
                    ys.push(v - n);
                    ys.push(v + p);
                }
            }
            SeriesKind::Image {
                rows, cols, x, y, ..
            } => {
                let half = |(a, b): (f64, f64), n: usize| {
                    if n > 1 {
                        (b - a) / (n - 1) as f64 / 2.0
                    } else {
                        0.5
                    }
                };
                let (hx, hy) = (half(*x, *cols), half(*y, *rows));
                xs.extend([x.0 - hx, x.1 + hx]);
                ys.extend([y.0 - hy, y.1 + hy]);
            }
            SeriesKind::Contour { x, y, .. } => {
                xs.extend([x.0, x.1]);
                ys.extend([y.0, y.1]);
            }
            SeriesKind::Surface { x, y, .. } | SeriesKind::Line3 { x, y, .. } => {
                xs.extend(x);
                ys.extend(y);
            }
            // Labels sit on lines that already reach as far; constant
            // lines span whatever limits the rest chooses.
            SeriesKind::InlineLabel { .. } | SeriesKind::ConstantLine { .. } => {}
            SeriesKind::Text { x, y, .. } => {
                xs.push(*x);
                ys.push(*y);
            }
        }
    }
    (xs, ys)
}

/// Stroke width in pixels of a line `points` wide.
fn stroke(frame: &Frame, points: f64) -> u32 {
    frame.points(points).round().max(1.0) as u32
}

/// Strokes `points` (data coordinates mapped already) with the style's
/// colour, width and dash pattern, clipped to the frame.
pub(crate) fn stroke_path<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    points: impl Iterator<Item = Point>,
    color: Color,
    line_style: LineStyle,
    width: f64,
) -> Result<()> {
    if line_style == LineStyle::None {
        return Ok(());
    }
    let style = rgb(color).stroke_width(stroke(frame, width));
    for run in clip_polyline(points, &frame.rect) {
        match dash_pattern(line_style) {
            None => area.draw(&PathElement::new(run, style)).map_err(drawing)?,
            Some(pattern) => {
                let unit = frame.points(width.max(0.5)) * 1.5;
                for piece in dash(&run, pattern, unit) {
                    area.draw(&PathElement::new(piece, style))
                        .map_err(drawing)?;
                }
            }
        }
    }
    Ok(())
}

/// Fills and edges a polygon in pixel coordinates, clipped to the frame.
pub(crate) fn fill_polygon<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    polygon: &[Point],
    style: &Style,
) -> Result<()> {
    let clipped = clip_polygon(polygon, &frame.rect);
    if clipped.len() < 3 {
        return Ok(());
    }
    let pixels: Vec<(i32, i32)> = clipped
        .iter()
        .map(|p| (p.0.round() as i32, p.1.round() as i32))
        .collect();
    if let Some(face) = style.face_color {
        area.draw(&Polygon::new(pixels.clone(), rgb(face).filled()))
            .map_err(drawing)?;
    }
    if let Some(edge) = style.edge_color {
        let mut ring = pixels;
        ring.push(ring[0]);
        let line = rgb(edge).stroke_width(stroke(frame, style.line_width));
        area.draw(&PathElement::new(ring, line)).map_err(drawing)?;
    }
    Ok(())
}

/// Draws one marker of `style` centred on pixel `at`, `size` points across.
pub(crate) fn marker<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    at: Point,
    style: &Style,
    size: f64,
) -> Result<()> {
    if !frame_contains(frame, at) {
        return Ok(());
    }
    let (cx, cy) = at;
    let r = (frame.points(size) / 2.0).max(1.0);
    let edge = rgb(style.color).stroke_width(stroke(frame, style.line_width));
    let shape = |points: Vec<Point>| -> Vec<(i32, i32)> {
        points
            .iter()
            .map(|(x, y)| ((cx + x * r).round() as i32, (cy + y * r).round() as i32))
            .collect()
    };
    let closed = |mut p: Vec<(i32, i32)>| {
        if let Some(&first) = p.first() {
            p.push(first);
        }
        p
    };
    let centre = (cx.round() as i32, cy.round() as i32);
    let polygon = match style.marker {
        Marker::None => return Ok(()),
        Marker::Circle => {
            if let Some(face) = style.marker_face {
                area.draw(&Circle::new(centre, r as i32, rgb(face).filled()))
                    .map_err(drawing)?;
            }
            return area
                .draw(&Circle::new(centre, r.round() as i32, edge))
                .map_err(drawing);
        }
        Marker::Point => {
            let dot = (r / 3.0).max(1.0) as i32;
            return area
                .draw(&Circle::new(centre, dot, rgb(style.color).filled()))
                .map_err(drawing);
        }
        Marker::Plus
        | Marker::Cross
        | Marker::Asterisk
        | Marker::HorizontalLine
        | Marker::VerticalLine => {
            let d = std::f64::consts::FRAC_1_SQRT_2;
            let lines: &[[Point; 2]] = match style.marker {
                Marker::Plus => &[[(-1.0, 0.0), (1.0, 0.0)], [(0.0, -1.0), (0.0, 1.0)]],
                Marker::Cross => &[[(-d, -d), (d, d)], [(-d, d), (d, -d)]],
                Marker::HorizontalLine => &[[(-1.0, 0.0), (1.0, 0.0)]],
                Marker::VerticalLine => &[[(0.0, -1.0), (0.0, 1.0)]],
                _ => &[
                    [(-1.0, 0.0), (1.0, 0.0)],
                    [(0.0, -1.0), (0.0, 1.0)],
                    [(-d, -d), (d, d)],
                    [(-d, d), (d, -d)],
                ],
            };
            for pair in lines {
                area.draw(&PathElement::new(shape(pair.to_vec()), edge))
                    .map_err(drawing)?;
            }
            return Ok(());
        }
        Marker::Square => vec![(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)],
        Marker::Diamond => vec![(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)],
        Marker::TriangleUp => vec![(0.0, -1.0), (0.87, 0.5), (-0.87, 0.5)],
        Marker::TriangleDown => vec![(0.0, 1.0), (0.87, -0.5), (-0.87, -0.5)],
        Marker::TriangleRight => vec![(1.0, 0.0), (-0.5, 0.87), (-0.5, -0.87)],
        Marker::TriangleLeft => vec![(-1.0, 0.0), (0.5, 0.87), (0.5, -0.87)],
        Marker::Pentagram | Marker::Hexagram => {
            let tips = if style.marker == Marker::Pentagram {
                5
            } else {
                6
            };
            (0..2 * tips)
                .map(|k| {
                    let angle =
                        std::f64::consts::PI * k as f64 / tips as f64 - std::f64::consts::FRAC_PI_2;
                    let radius = if k % 2 == 0 { 1.0 } else { 0.45 };
                    (radius * angle.cos(), radius * angle.sin())
                })
                .collect()
        }
    };
    let pixels = shape(polygon);
    if let Some(face) = style.marker_face {
        area.draw(&Polygon::new(pixels.clone(), rgb(face).filled()))
            .map_err(drawing)?;
    }
    area.draw(&PathElement::new(closed(pixels), edge))
        .map_err(drawing)
}

fn frame_contains(frame: &Frame, p: Point) -> bool {
    let r = frame.rect;
    p.0 >= r.left - 0.5 && p.0 <= r.right() + 0.5 && p.1 >= r.top - 0.5 && p.1 <= r.bottom() + 0.5
}

/// Draws one series into the frame.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    series: &Series,
    figure: &Figure,
    axes: &Axes,
) -> Result<()> {
    let style = &series.style;
    let points = |x: &[f64], y: &[f64]| -> Vec<Point> {
        x.iter().zip(y).map(|(a, b)| frame.point(*a, *b)).collect()
    };
    let markers = |pts: &[Point], style: &Style| -> Result<()> {
        if style.marker != Marker::None {
            for p in pts {
                marker(area, frame, *p, style, style.marker_size)?;
            }
        }
        Ok(())
    };
    match &series.kind {
        SeriesKind::Line { x, y } => {
            let pts = points(x, y);
            stroke_path(
                area,
                frame,
                pts.iter().copied(),
                style.color,
                style.line_style,
                style.line_width,
            )?;
            markers(&pts, style)?;
        }
        SeriesKind::Stairs { x, y } => {
            let mut pts = Vec::with_capacity(2 * x.len());
            for (k, (a, b)) in x.iter().zip(y).enumerate() {
                if k > 0 {
                    pts.push(frame.point(*a, y[k - 1]));
                }
                pts.push(frame.point(*a, *b));
            }
            stroke_path(
                area,
                frame,
                pts.into_iter(),
                style.color,
                style.line_style,
                style.line_width,
            )?;
            markers(&points(x, y), style)?;
        }
        SeriesKind::Scatter {
            x,
            y,
            sizes,
            filled,
        } => {
            let mut marker_style = style.clone();
            if *filled {
                marker_style.marker_face = Some(style.color);
            }
            for (k, p) in points(x, y).iter().enumerate() {
                let area_pt2 = sizes.get(k).or(sizes.first()).copied().unwrap_or(36.0);
                marker(area, frame, *p, &marker_style, area_pt2.max(0.0).sqrt())?;
            }
        }
        SeriesKind::Stem { x, y, baseline } => {
            for (a, b) in x.iter().zip(y) {
                let stem = [frame.point(*a, *baseline), frame.point(*a, *b)];
                stroke_path(
                    area,
                    frame,
                    stem.into_iter(),
                    style.color,
                    style.line_style,
                    style.line_width,
                )?;
            }
            let r = frame.rect;
            let base_y = frame.point(0.0, *baseline).1;
            let base = [(r.left, base_y), (r.right(), base_y)];
            stroke_path(
                area,
                frame,
                base.into_iter(),
                [0.15; 3],
                LineStyle::Solid,
                0.5,
            )?;
            markers(&points(x, y), style)?;
        }
        SeriesKind::ErrorBar { x, y, neg, pos } => {
            let cap = frame.points(3.0);
            for (((a, b), n), p) in x.iter().zip(y).zip(neg).zip(pos) {
                let (lo, hi) = (frame.point(*a, b - n), frame.point(*a, b + p));
                let color = style.color;
                stroke_path(
                    area,
                    frame,
                    [lo, hi].into_iter(),
                    color,
                    LineStyle::Solid,
                    style.line_width,
                )?;
                for end in [lo, hi] {
                    let bar = [(end.0 - cap, end.1), (end.0 + cap, end.1)];
                    stroke_path(
                        area,
                        frame,
                        bar.into_iter(),
                        color,
                        LineStyle::Solid,
                        style.line_width,
                    )?;
                }
            }
            let pts = points(x, y);
            stroke_path(
                area,
                frame,
                pts.iter().copied(),
                style.color,
                style.line_style,
                style.line_width,
            )?;
            markers(&pts, style)?;
        }
        SeriesKind::Bar {
            x,
            base,
            top,
            widths,
            horizontal,
        } => {
            for (((c, b), t), width) in x.iter().zip(base).zip(top).zip(widths) {
                let (c0, c1) = (c - width / 2.0, c + width / 2.0);
                let corners = if *horizontal {
                    [(*b, c0), (*t, c0), (*t, c1), (*b, c1)]
                } else {
                    [(c0, *b), (c1, *b), (c1, *t), (c0, *t)]
                };
                let polygon: Vec<Point> = corners
                    .iter()
                    .map(|(px, py)| frame.point(*px, *py))
                    .collect();
                fill_polygon(area, frame, &polygon, style)?;
            }
        }
        SeriesKind::Area { x, lower, upper } => {
            let mut polygon = points(x, upper);
            polygon.extend(points(x, lower).into_iter().rev());
            fill_polygon(area, frame, &polygon, style)?;
        }
        SeriesKind::Patch { x, y } => fill_polygon(area, frame, &points(x, y), style)?,
        SeriesKind::Image {
            rows,
            cols,
            data,
            x,
            y,
        } => crate::image::draw_image(area, frame, figure, axes, (*rows, *cols), data, *x, *y)?,
        SeriesKind::Contour { lines, fills, .. } => {
            crate::image::draw_contour(area, frame, figure, axes, lines, fills, style)?
        }
        // Surfaces are drawn by the 3-D view (`surface.rs`); in a 2-D view
        // they are seen from above, as MATLAB's view(2) shows them.
        SeriesKind::Surface { .. } => crate::paint::draw_flat(area, frame, figure, axes, series)?,
        // A 3-D line in a 2-D view is seen from above.
        SeriesKind::Line3 { x, y, .. } => {
            let pts = points(x, y);
            stroke_path(
                area,
                frame,
                pts.iter().copied(),
                style.color,
                style.line_style,
                style.line_width,
            )?;
            markers(&pts, style)?;
        }
        SeriesKind::ConstantLine { .. } => crate::decor::draw_constant_line(area, frame, series)?,
        SeriesKind::InlineLabel { x, y, text } => {
            crate::image::draw_inline_label(area, frame, (*x, *y), text, style)?
        }
        SeriesKind::Text { x, y, text } => {
            let at = frame.point(*x, *y);
            if frame_contains(frame, at) {
                let text_style = font(10.0, frame.scale, false)
                    .color(&rgb(style.color))
                    .pos(Pos::new(HPos::Left, VPos::Center));
                area.draw(&Text::new(
                    text.clone(),
                    (at.0 as i32, at.1 as i32),
                    text_style,
                ))
                .map_err(drawing)?;
            }
        }
    }
    Ok(())
}

/// The legend's picture of a series: a short line with its marker, or a
/// filled swatch for bars, areas and patches.
pub fn draw_legend_sample<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    series: &Series,
    (x0, x1): (f64, f64),
    y: f64,
    scale: f64,
) -> Result<()> {
    let style = &series.style;
    let frame = Frame {
        rect: PixelRect {
            left: x0 - 10.0,
            top: y - 20.0,
            width: x1 - x0 + 20.0,
            height: 40.0,
        },
        x: Mapper::new(0.0, 1.0, Scale::Linear, false),
        y: Mapper::new(0.0, 1.0, Scale::Linear, false),
        scale,
    };
    match &series.kind {
        SeriesKind::Bar { .. }
        | SeriesKind::Area { .. }
        | SeriesKind::Patch { .. }
        | SeriesKind::Image { .. }
        | SeriesKind::Surface { .. } => {
            let h = 4.0 * scale;
            let swatch = [(x0, y - h), (x1, y - h), (x1, y + h), (x0, y + h)];
            fill_polygon(area, &frame, &swatch, style)
        }
        SeriesKind::Contour { .. } => {
            let h = 4.0 * scale;
            let swatch = [(x0, y - h), (x1, y - h), (x1, y + h), (x0, y + h)];
            let mut swatch_style = style.clone();
            swatch_style.face_color = swatch_style.face_color.or(Some(style.color));
            fill_polygon(area, &frame, &swatch, &swatch_style)
        }
        SeriesKind::Scatter { filled, .. } => {
            let mut marker_style = style.clone();
            if *filled {
                marker_style.marker_face = Some(style.color);
            }
            marker(area, &frame, ((x0 + x1) / 2.0, y), &marker_style, 6.0)
        }
        _ => {
            stroke_path(
                area,
                &frame,
                [(x0, y), (x1, y)].into_iter(),
                style.color,
                style.line_style,
                style.line_width,
            )?;
            marker(area, &frame, ((x0 + x1) / 2.0, y), style, style.marker_size)
        }
    }
}
