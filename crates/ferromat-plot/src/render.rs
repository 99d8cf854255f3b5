//! Draws a [`Figure`] onto any plotters drawing area (bitmap or SVG): the
//! layout of each axes, its grid, series, ticks, labels, legend and
//! colorbar, in MATLAB's default look. Geometry (clipping, dashes) lives in
//! `geometry.rs` and series in `series.rs`; this file must not encode files.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::Color as _;

use crate::geometry::PixelRect;
use crate::model::{Axes, Color, Figure, LegendLocation, Scale, SeriesKind};
use crate::series::{self, Frame, Mapper};
use crate::ticks::{self, Ticks};

/// Why a figure could not be drawn or encoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlotError(pub String);

impl std::fmt::Display for PlotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PlotError {}

pub type Result<T> = std::result::Result<T, PlotError>;

/// A drawing-area error as a [`PlotError`].
pub(crate) fn drawing<E: std::fmt::Debug>(error: E) -> PlotError {
    PlotError(format!("drawing failed: {error:?}"))
}

/// The font family every text uses (DejaVu Sans, registered once).
pub(crate) const FAMILY: &str = "sans-serif";

/// The colour of axis lines, ticks and labels (MATLAB's [0.15 0.15 0.15]).
pub(crate) const AXIS_COLOR: RGBColor = RGBColor(38, 38, 38);

/// The colour of grid lines: MATLAB's axis colour at 15% opacity on white.
const GRID_COLOR: RGBColor = RGBColor(223, 223, 223);

/// MATLAB's default figure size in pixels, against which fonts scale.
pub const DEFAULT_SIZE: (u32, u32) = (560, 420);

pub(crate) fn rgb(c: Color) -> RGBColor {
    let byte = |v: f64| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    RGBColor(byte(c[0]), byte(c[1]), byte(c[2]))
}

/// Registers DejaVu Sans for plotters' text, once per process.
pub(crate) fn register_fonts() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // The bytes are a known-good TrueType file; a failure would leave text
        // undrawn, which the drawing reports as an error.
        let _ = plotters::style::register_font(FAMILY, FontStyle::Normal, dejavu::sans::regular());
        let _ = plotters::style::register_font(FAMILY, FontStyle::Bold, dejavu::sans::bold());
    });
}

/// Draws `figure` filling `area`.
pub fn draw_figure<DB: DrawingBackend>(
    figure: &Figure,
    area: &DrawingArea<DB, Shift>,
) -> Result<()> {
    register_fonts();
    let (width, height) = area.dim_in_pixel();
    area.fill(&rgb(figure.color)).map_err(drawing)?;
    let scale = f64::from(height.max(1)) / f64::from(DEFAULT_SIZE.1);
    for (i, axes) in figure.axes.iter().enumerate() {
        match crate::decor::shared_x(figure, i) {
            Some(shared) => draw_axes(area, figure, &shared, (width, height), scale)?,
            None => draw_axes(area, figure, axes, (width, height), scale)?,
        }
    }
    crate::decor::draw_sgtitle(area, figure, scale)
}

/// A font of `points` at the figure's scale (1 pt = 4/3 px at 96 dpi).
pub(crate) fn font(points: f64, scale: f64, bold: bool) -> FontDesc<'static> {
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    (FAMILY, points * 4.0 / 3.0 * scale, style).into_font()
}

fn draw_axes<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    figure: &Figure,
    axes: &Axes,
    (width, height): (u32, u32),
    scale: f64,
) -> Result<()> {
    let (w, h) = (f64::from(width), f64::from(height));
    let [left, bottom, pw, ph] = axes.position;
    let mut rect = PixelRect {
        left: left * w,
        top: (1.0 - bottom - ph) * h,
        width: pw * w,
        height: ph * h,
    };
    if axes.colorbar {
        rect.width -= 0.1 * w;
    }
    if let Some(view) = axes.view {
        crate::surface::draw_axes3d(area, figure, axes, rect, scale, view)?;
        let frame = Frame {
            rect,
            x: Mapper::new(0.0, 1.0, Scale::Linear, false),
            y: Mapper::new(0.0, 1.0, Scale::Linear, true),
            scale,
        };
        return draw_titles(area, &frame, axes, scale);
    }
    let (x_ticks, y_ticks) = choose_limits(axes, &mut rect, scale);
    let frame = Frame {
        rect,
        x: Mapper::new(x_ticks.lo, x_ticks.hi, axes.x.scale, axes.x.reversed),
        y: Mapper::new(y_ticks.lo, y_ticks.hi, axes.y.scale, !axes.y.reversed),
        scale,
    };
    let axis_font = font(10.0, scale, false);
    if axes.visible && !axes.y_right && axes.polar.is_none() {
        area.draw(&Rectangle::new(rect.corners(), WHITE.filled()))
            .map_err(drawing)?;
        if axes.grid {
            draw_grid(area, &frame, &x_ticks, &y_ticks)?;
        }
    }
    for s in &axes.series {
        series::draw(area, &frame, s, figure, axes)?;
    }
    if let (true, Some(radius)) = (axes.visible, axes.polar) {
        crate::decor::draw_polar_grid(area, &frame, radius)?;
    } else if axes.visible && axes.y_right {
        crate::decor::draw_right_axis(area, &frame, axes, &y_ticks)?;
    } else if axes.visible {
        draw_box_and_ticks(area, &frame, axes, &x_ticks, &y_ticks, &axis_font)?;
        draw_axis_labels(area, &frame, axes, &y_ticks, scale)?;
    }
    draw_titles(area, &frame, axes, scale)?;
    if let Some(legend) = &axes.legend {
        draw_legend(area, &frame, axes, &legend.labels, legend.location)?;
    }
    if axes.colorbar {
        let bar = PixelRect {
            left: rect.right() + 0.03 * w,
            top: rect.top,
            width: 0.03 * w,
            height: rect.height,
        };
        draw_colorbar(area, bar, figure, axes, scale)?;
    }
    Ok(())
}

/// The x and y limits `axes` shows in a figure of MATLAB's default size
/// (what `xlim`, `ylim` and `axis` report).
pub fn shown_limits(axes: &Axes) -> ((f64, f64), (f64, f64)) {
    let (x, y) = limits_at_default_size(axes);
    ((x.lo, x.hi), (y.lo, y.hi))
}

/// The x and y tick values and labels `axes` shows in a figure of
/// MATLAB's default size (what `xticks` and `xticklabels` report).
pub fn shown_ticks(axes: &Axes) -> [(Vec<f64>, Vec<String>); 2] {
    let (x, y) = limits_at_default_size(axes);
    [(x.values, x.labels), (y.values, y.labels)]
}

/// Both axes' limits and ticks as drawn in a figure of the default size:
/// the queries answer what the user would see on screen.
fn limits_at_default_size(axes: &Axes) -> (Ticks, Ticks) {
    let (w, h) = (f64::from(DEFAULT_SIZE.0), f64::from(DEFAULT_SIZE.1));
    let [left, bottom, pw, ph] = axes.position;
    let mut rect = PixelRect {
        left: left * w,
        top: (1.0 - bottom - ph) * h,
        width: pw * w,
        height: ph * h,
    };
    choose_limits(axes, &mut rect, 1.0)
}

/// The limits and ticks of both axes; `axis equal` shrinks `rect` so a
/// data unit has the same length on both axes.
fn choose_limits(axes: &Axes, rect: &mut PixelRect, scale: f64) -> (Ticks, Ticks) {
    let (xs, ys) = series::extents(axes);
    let has_image = axes.series.iter().any(|s| {
        matches!(
            s.kind,
            SeriesKind::Image { .. } | SeriesKind::Contour { .. }
        )
    });
    let pick = |axis: &crate::model::Axis, range, pixels: f64, spacing: f64| match axis.scale {
        Scale::Log => ticks::log(range, axis.limits, axis.tight || has_image),
        Scale::Linear => ticks::linear(
            range,
            axis.limits,
            axis.tight || has_image,
            (pixels / (spacing * scale)) as usize + 1,
        ),
    };
    let x_range = ticks::data_range(xs, axes.x.scale == Scale::Log);
    let y_range = ticks::data_range(ys, axes.y.scale == Scale::Log);
    let pick = |axis: &crate::model::Axis, range, pixels: f64, spacing: f64| {
        let t = pick(axis, range, pixels, spacing);
        let t = match (&axis.ticks, axis.scale) {
            (Some(values), Scale::Linear) => ticks::with_values(t, values),
            _ => t,
        };
        crate::decor::relabel(t, axis)
    };
    crate::decor::make_square(axes, rect);
    let mut x = pick(&axes.x, x_range, rect.width, 40.0);
    let mut y = pick(&axes.y, y_range, rect.height, 30.0);
    let ratio = crate::decor::aspect_ratio(axes);
    if let (Some((dx, dy)), Scale::Linear, Scale::Linear) = (ratio, axes.x.scale, axes.y.scale) {
        // Lengths in units of the aspect ratio: equal per pixel on both axes.
        let per_x = (x.hi - x.lo) / dx / rect.width;
        let per_y = (y.hi - y.lo) / dy / rect.height;
        if per_x > 0.0 && per_y > 0.0 {
            // The axis with fewer units per pixel shrinks its box.
            if per_x > per_y {
                let new_height = (y.hi - y.lo) / dy / per_x;
                rect.top += (rect.height - new_height) / 2.0;
                rect.height = new_height;
                y = pick(&axes.y, Some((y.lo, y.hi)), rect.height, 30.0);
            } else {
                let new_width = (x.hi - x.lo) / dx / per_y;
                rect.left += (rect.width - new_width) / 2.0;
                rect.width = new_width;
                x = pick(&axes.x, Some((x.lo, x.hi)), rect.width, 40.0);
            }
        }
    }
    (x, y)
}

fn draw_grid<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    x_ticks: &Ticks,
    y_ticks: &Ticks,
) -> Result<()> {
    let r = frame.rect;
    for &v in &x_ticks.values {
        let px = frame.x.to_pixel(v, r.left, r.width).round() as i32;
        let path = vec![(px, r.top as i32), (px, r.bottom() as i32)];
        area.draw(&PathElement::new(path, GRID_COLOR))
            .map_err(drawing)?;
    }
    for &v in &y_ticks.values {
        let py = frame.y.to_pixel(v, r.top, r.height).round() as i32;
        let path = vec![(r.left as i32, py), (r.right() as i32, py)];
        area.draw(&PathElement::new(path, GRID_COLOR))
            .map_err(drawing)?;
    }
    Ok(())
}

fn draw_box_and_ticks<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    axes: &Axes,
    x_ticks: &Ticks,
    y_ticks: &Ticks,
    axis_font: &FontDesc,
) -> Result<()> {
    let r = frame.rect;
    let (l, t, rt, b) = (
        r.left as i32,
        r.top as i32,
        r.right() as i32,
        r.bottom() as i32,
    );
    let line = |points: Vec<(i32, i32)>| {
        area.draw(&PathElement::new(points, AXIS_COLOR))
            .map_err(drawing)
    };
    line(vec![(l, b), (rt, b)])?;
    line(vec![(l, t), (l, b)])?;
    if axes.box_on {
        line(vec![(l, t), (rt, t)])?;
        line(vec![(rt, t), (rt, b)])?;
    }
    let tick = (0.01 * r.width.max(r.height)).round().max(2.0) as i32;
    let gap = (4.0 * frame.scale) as i32;
    let below = axis_font
        .color(&AXIS_COLOR)
        .pos(Pos::new(HPos::Center, VPos::Top));
    for (v, label) in x_ticks.values.iter().zip(&x_ticks.labels) {
        let px = frame.x.to_pixel(*v, r.left, r.width).round() as i32;
        line(vec![(px, b), (px, b - tick)])?;
        if axes.box_on {
            line(vec![(px, t), (px, t + tick)])?;
        }
        area.draw(&Text::new(label.clone(), (px, b + gap), below.clone()))
            .map_err(drawing)?;
    }
    let left_of = axis_font
        .color(&AXIS_COLOR)
        .pos(Pos::new(HPos::Right, VPos::Center));
    for (v, label) in y_ticks.values.iter().zip(&y_ticks.labels) {
        let py = frame.y.to_pixel(*v, r.top, r.height).round() as i32;
        line(vec![(l, py), (l + tick, py)])?;
        if axes.box_on {
            line(vec![(rt, py), (rt - tick, py)])?;
        }
        area.draw(&Text::new(label.clone(), (l - gap, py), left_of.clone()))
            .map_err(drawing)?;
    }
    // The shared power of ten, at the end of each axis as MATLAB puts it.
    if x_ticks.exponent != 0 {
        let style = axis_font
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Right, VPos::Top));
        let text = format!("\u{d7}10^{}", x_ticks.exponent);
        area.draw(&Text::new(text, (rt, b + 3 * gap + 10), style))
            .map_err(drawing)?;
    }
    if y_ticks.exponent != 0 {
        let style = axis_font
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Left, VPos::Bottom));
        let text = format!("\u{d7}10^{}", y_ticks.exponent);
        area.draw(&Text::new(text, (l, t - gap), style))
            .map_err(drawing)?;
    }
    Ok(())
}

/// The widest tick label's width in pixels, to place the y label.
fn widest<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    labels: &[String],
    font: &FontDesc,
) -> i32 {
    labels
        .iter()
        .filter_map(|l| {
            area.estimate_text_size(l, &TextStyle::from(font.clone()))
                .ok()
        })
        .map(|(w, _)| w as i32)
        .max()
        .unwrap_or(0)
}

fn draw_axis_labels<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    axes: &Axes,
    y_ticks: &Ticks,
    scale: f64,
) -> Result<()> {
    let r = frame.rect;
    let tick_font = font(10.0, scale, false);
    let label_font = font(11.0, scale, false);
    let gap = 4.0 * scale;
    if !axes.x.label.is_empty() {
        let y = r.bottom() + gap * 2.0 + 10.0 * 4.0 / 3.0 * scale;
        let style = label_font
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Top));
        let at = ((r.left + r.width / 2.0) as i32, y as i32);
        area.draw(&Text::new(axes.x.label.clone(), at, style))
            .map_err(drawing)?;
    }
    if !axes.y.label.is_empty() {
        let x = r.left - gap * 3.0 - f64::from(widest(area, &y_ticks.labels, &tick_font));
        let style = label_font
            .transform(FontTransform::Rotate270)
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Bottom));
        let at = (x as i32, (r.top + r.height / 2.0) as i32);
        area.draw(&Text::new(axes.y.label.clone(), at, style))
            .map_err(drawing)?;
    }
    Ok(())
}

fn draw_titles<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    axes: &Axes,
    scale: f64,
) -> Result<()> {
    let r = frame.rect;
    let centre = (r.left + r.width / 2.0) as i32;
    let mut bottom = r.top - 6.0 * scale;
    if !axes.subtitle.is_empty() {
        let style = font(11.0, scale, false)
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Bottom));
        area.draw(&Text::new(
            axes.subtitle.clone(),
            (centre, bottom as i32),
            style,
        ))
        .map_err(drawing)?;
        bottom -= 11.0 * 4.0 / 3.0 * scale + 2.0;
    }
    if !axes.title.is_empty() {
        let style = font(11.0, scale, true)
            .color(&BLACK)
            .pos(Pos::new(HPos::Center, VPos::Bottom));
        area.draw(&Text::new(
            axes.title.clone(),
            (centre, bottom as i32),
            style,
        ))
        .map_err(drawing)?;
    }
    Ok(())
}

fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    axes: &Axes,
    labels: &[String],
    location: LegendLocation,
) -> Result<()> {
    let entries: Vec<(&crate::model::Series, &String)> = axes
        .series
        .iter()
        .filter(|s| {
            !matches!(
                s.kind,
                SeriesKind::Text { .. } | SeriesKind::InlineLabel { .. }
            )
        })
        .zip(labels)
        .collect();
    if entries.is_empty() {
        return Ok(());
    }
    let scale = frame.scale;
    let legend_font = font(9.0, scale, false);
    let row = 9.0 * 4.0 / 3.0 * scale * 1.5;
    let sample = 30.0 * scale;
    let pad = 5.0 * scale;
    let text_width = entries
        .iter()
        .filter_map(|(_, l)| {
            area.estimate_text_size(l, &TextStyle::from(legend_font.clone()))
                .ok()
        })
        .map(|(w, _)| f64::from(w))
        .fold(0.0, f64::max);
    let box_w = pad * 3.0 + sample + text_width;
    let box_h = pad * 2.0 + row * entries.len() as f64;
    let r = frame.rect;
    let inset = 8.0 * scale;
    let (mid_x, mid_y) = (
        r.left + (r.width - box_w) / 2.0,
        r.top + (r.height - box_h) / 2.0,
    );
    let (left, top) = match location {
        LegendLocation::NorthEast => (r.right() - inset - box_w, r.top + inset),
        LegendLocation::NorthWest => (r.left + inset, r.top + inset),
        LegendLocation::SouthEast => (r.right() - inset - box_w, r.bottom() - inset - box_h),
        LegendLocation::SouthWest => (r.left + inset, r.bottom() - inset - box_h),
        LegendLocation::North => (mid_x, r.top + inset),
        LegendLocation::South => (mid_x, r.bottom() - inset - box_h),
        LegendLocation::East => (r.right() - inset - box_w, mid_y),
        LegendLocation::West => (r.left + inset, mid_y),
    };
    let legend_rect = PixelRect {
        left,
        top,
        width: box_w,
        height: box_h,
    };
    area.draw(&Rectangle::new(legend_rect.corners(), WHITE.filled()))
        .map_err(drawing)?;
    area.draw(&Rectangle::new(legend_rect.corners(), AXIS_COLOR))
        .map_err(drawing)?;
    let style = legend_font
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    for (k, (s, label)) in entries.iter().enumerate() {
        let y = top + pad + row * (k as f64 + 0.5);
        let x0 = left + pad;
        series::draw_legend_sample(area, s, (x0, x0 + sample), y, scale)?;
        let at = ((x0 + sample + pad) as i32, y as i32);
        area.draw(&Text::new((*label).clone(), at, style.clone()))
            .map_err(drawing)?;
    }
    Ok(())
}

fn draw_colorbar<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    bar: PixelRect,
    figure: &Figure,
    axes: &Axes,
    scale: f64,
) -> Result<()> {
    let (lo, hi) = crate::image::color_limits(axes);
    let map = &figure.colormap;
    let n = map.len().max(1);
    for (k, color) in map.iter().enumerate() {
        let y1 = bar.bottom() - bar.height * k as f64 / n as f64;
        let y0 = bar.bottom() - bar.height * (k + 1) as f64 / n as f64;
        let corners = [
            (bar.left as i32, y0.floor() as i32),
            (bar.right() as i32, y1.ceil() as i32),
        ];
        area.draw(&Rectangle::new(corners, rgb(*color).filled()))
            .map_err(drawing)?;
    }
    area.draw(&Rectangle::new(bar.corners(), AXIS_COLOR))
        .map_err(drawing)?;
    let t = ticks::linear(
        Some((lo, hi)),
        Some((lo, hi)),
        true,
        (bar.height / (30.0 * scale)) as usize + 1,
    );
    let style = font(10.0, scale, false)
        .color(&AXIS_COLOR)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let span = if hi > lo { hi - lo } else { 1.0 };
    for (v, label) in t.values.iter().zip(&t.labels) {
        let y = (bar.bottom() - (v - lo) / span * bar.height) as i32;
        let right = bar.right() as i32;
        area.draw(&PathElement::new(
            vec![(right - 3, y), (right, y)],
            AXIS_COLOR,
        ))
        .map_err(drawing)?;
        area.draw(&Text::new(
            label.clone(),
            (right + (4.0 * scale) as i32, y),
            style.clone(),
        ))
        .map_err(drawing)?;
    }
    Ok(())
}
