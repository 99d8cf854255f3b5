//! Draws 3-D axes (`surf`, `mesh`, `plot3`): an axes box projected
//! orthographically at MATLAB's azimuth and elevation, with grid lines on
//! the three back planes, ticks and axis labels on the front edges, the
//! faces sorted far to near and painted by `paint.rs` (painter's order),
//! then the 3-D lines. This file must not choose tick steps (it asks
//! `ticks.rs`), fill faces itself nor lay out 2-D axes.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::faces::Vertex;
use crate::geometry::PixelRect;
use crate::image::color_limits;
use crate::model::{Axes, Figure, Marker, Scale, SeriesKind};
use crate::paint::{edge_width, paint, paint_faces, FacePaint};
use crate::render::{drawing, font, Result, AXIS_COLOR};
use crate::series::{marker, stroke_path, Frame, Mapper};
use crate::ticks::{self, Ticks};

/// The colour of 3-D grid lines (MATLAB's axis colour at 15% on white).
const GRID_COLOR: RGBColor = RGBColor(223, 223, 223);

/// An orthographic view: data scaled into the unit cube, turned by the
/// azimuth about z and tilted by the elevation.
struct View {
    sin_az: f64,
    cos_az: f64,
    sin_el: f64,
    cos_el: f64,
    limits: [(f64, f64); 3],
    /// Screen placement: pixel = centre + scale * (sx, -sy).
    centre: (f64, f64),
    scale: f64,
}

impl View {
    fn unit(&self, p: [f64; 3]) -> [f64; 3] {
        let mut u = [0.0; 3];
        for k in 0..3 {
            let (lo, hi) = self.limits[k];
            let span = if hi > lo { hi - lo } else { 1.0 };
            u[k] = (p[k] - lo) / span - 0.5;
        }
        u
    }

    /// Screen x, screen y (up) and depth (toward the viewer) of a unit-cube point.
    fn turn(&self, u: [f64; 3]) -> (f64, f64, f64) {
        let across = self.cos_az * u[0] + self.sin_az * u[1];
        let along = -self.sin_az * u[0] + self.cos_az * u[1];
        let up = self.sin_el * along + self.cos_el * u[2];
        let depth = -self.cos_el * along + self.sin_el * u[2];
        (across, up, depth)
    }

    fn pixel_of_unit(&self, u: [f64; 3]) -> (f64, f64) {
        let (sx, sy, _) = self.turn(u);
        (
            self.centre.0 + self.scale * sx,
            self.centre.1 - self.scale * sy,
        )
    }

    fn pixel(&self, p: [f64; 3]) -> (f64, f64) {
        self.pixel_of_unit(self.unit(p))
    }

    fn depth(&self, p: [f64; 3]) -> f64 {
        self.turn(self.unit(p)).2
    }
}

/// Draws a 3-D axes (its surfaces, box, grid and ticks) into `rect`.
pub(crate) fn draw_axes3d<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    figure: &Figure,
    axes: &Axes,
    rect: PixelRect,
    scale: f64,
    (az, el): (f64, f64),
) -> Result<()> {
    let tick_sets = ticks_3d(axes);
    let (az, el) = (az.to_radians(), el.to_radians());
    let mut view = View {
        sin_az: az.sin(),
        cos_az: az.cos(),
        sin_el: el.sin(),
        cos_el: el.cos(),
        limits: [
            (tick_sets[0].lo, tick_sets[0].hi),
            (tick_sets[1].lo, tick_sets[1].hi),
            (tick_sets[2].lo, tick_sets[2].hi),
        ],
        centre: (0.0, 0.0),
        scale: 1.0,
    };
    // Fit the projected cube into the plot rectangle, keeping its shape.
    let corners: Vec<[f64; 3]> = (0..8)
        .map(|k| {
            [
                if k & 1 == 0 { -0.5 } else { 0.5 },
                if k & 2 == 0 { -0.5 } else { 0.5 },
                if k & 4 == 0 { -0.5 } else { 0.5 },
            ]
        })
        .collect();
    let projected: Vec<(f64, f64, f64)> = corners.iter().map(|c| view.turn(*c)).collect();
    let (min_x, max_x) = projected
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (min_y, max_y) = projected
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
    let fit_w = rect.width / (max_x - min_x).max(1e-9);
    let fit_h = rect.height / (max_y - min_y).max(1e-9);
    view.scale = fit_w.min(fit_h);
    view.centre = (
        rect.left + rect.width / 2.0 - view.scale * (min_x + max_x) / 2.0,
        rect.top + rect.height / 2.0 + view.scale * (min_y + max_y) / 2.0,
    );
    if axes.visible {
        draw_back_planes(area, &view, &tick_sets, axes.grid)?;
    }
    draw_faces(area, figure, axes, &view, scale)?;
    draw_lines(area, axes, &view, rect, scale)?;
    if axes.visible {
        draw_tick_labels(area, axes, &view, &tick_sets, scale)?;
    }
    Ok(())
}

/// Every x, y and z value the axes' surfaces and 3-D lines reach.
fn extents_3d(axes: &Axes) -> [Vec<f64>; 3] {
    let mut out = [Vec::new(), Vec::new(), Vec::new()];
    for s in &axes.series {
        match &s.kind {
            SeriesKind::Surface { x, y, z, .. } | SeriesKind::Line3 { x, y, z } => {
                out[0].extend(x);
                out[1].extend(y);
                out[2].extend(z);
            }
            _ => {}
        }
    }
    out
}

/// The limits and ticks of the three axes of a 3-D view.
fn ticks_3d(axes: &Axes) -> [Ticks; 3] {
    let values = extents_3d(axes);
    let pick = |axis: &crate::model::Axis, values: &[f64]| -> Ticks {
        ticks::linear(
            ticks::data_range(values.iter().copied(), false),
            axis.limits,
            axis.tight,
            6,
        )
    };
    [
        pick(&axes.x, &values[0]),
        pick(&axes.y, &values[1]),
        pick(&axes.z, &values[2]),
    ]
}

/// The x, y and z limits a 3-D view of `axes` shows (what `xlim`, `ylim`
/// and `zlim` report for it).
pub fn shown_limits_3d(axes: &Axes) -> [(f64, f64); 3] {
    let t = ticks_3d(axes);
    [(t[0].lo, t[0].hi), (t[1].lo, t[1].hi), (t[2].lo, t[2].hi)]
}

/// The 3-D lines (`plot3`), projected and stroked over the surfaces.
fn draw_lines<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    axes: &Axes,
    view: &View,
    rect: PixelRect,
    scale: f64,
) -> Result<()> {
    // Lines stay inside the axes cube; the generous clip box only keeps
    // stray (infinite) points off the figure.
    let frame = Frame {
        rect: PixelRect {
            left: rect.left - rect.width,
            top: rect.top - rect.height,
            width: rect.width * 3.0,
            height: rect.height * 3.0,
        },
        x: Mapper::new(0.0, 1.0, Scale::Linear, false),
        y: Mapper::new(0.0, 1.0, Scale::Linear, false),
        scale,
    };
    for s in &axes.series {
        let SeriesKind::Line3 { x, y, z } = &s.kind else {
            continue;
        };
        let pixels: Vec<(f64, f64)> = x
            .iter()
            .zip(y)
            .zip(z)
            .map(|((a, b), c)| {
                if a.is_finite() && b.is_finite() && c.is_finite() {
                    view.pixel([*a, *b, *c])
                } else {
                    (f64::NAN, f64::NAN)
                }
            })
            .collect();
        stroke_path(
            area,
            &frame,
            pixels.iter().copied(),
            s.style.color,
            s.style.line_style,
            s.style.line_width,
        )?;
        if s.style.marker != Marker::None {
            for p in pixels.iter().filter(|p| p.0.is_finite()) {
                marker(area, &frame, *p, &s.style, s.style.marker_size)?;
            }
        }
    }
    Ok(())
}

/// The sign (-0.5 or 0.5) of the far side of the cube along axis `k`.
fn far_side(view: &View, k: usize) -> f64 {
    let mut p = [0.0; 3];
    p[k] = 0.5;
    if view.turn(p).2 > 0.0 {
        -0.5
    } else {
        0.5
    }
}

fn segment<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    view: &View,
    a: [f64; 3],
    b: [f64; 3],
    color: RGBColor,
) -> Result<()> {
    let (pa, pb) = (view.pixel_of_unit(a), view.pixel_of_unit(b));
    let path = vec![
        (pa.0.round() as i32, pa.1.round() as i32),
        (pb.0.round() as i32, pb.1.round() as i32),
    ];
    area.draw(&PathElement::new(path, color)).map_err(drawing)
}

/// The three back planes' grid lines and the edges that bound them.
fn draw_back_planes<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    view: &View,
    tick_sets: &[Ticks; 3],
    grid: bool,
) -> Result<()> {
    let far = [far_side(view, 0), far_side(view, 1), -0.5];
    // Each back plane holds axis `fixed` at its far side; grid lines of the
    // two other axes run across it.
    for fixed in 0..3 {
        let others: Vec<usize> = (0..3).filter(|k| *k != fixed).collect();
        for (n, &along) in others.iter().enumerate() {
            let across = others[1 - n];
            if grid {
                for v in &tick_sets[along].values {
                    let mut point = [0.0; 3];
                    point[along] = view.unit_axis(along, *v);
                    point[fixed] = far[fixed];
                    let (mut a, mut b) = (point, point);
                    a[across] = -0.5;
                    b[across] = 0.5;
                    segment(area, view, a, b, GRID_COLOR)?;
                }
            }
        }
    }
    // The axis lines: the floor's edges on the near sides, and the vertical
    // edge at the left of the picture.
    let near = [-far[0], -far[1]];
    let mut a = [-0.5, near[1], -0.5];
    let mut b = [0.5, near[1], -0.5];
    segment(area, view, a, b, AXIS_COLOR)?;
    a = [near[0], -0.5, -0.5];
    b = [near[0], 0.5, -0.5];
    segment(area, view, a, b, AXIS_COLOR)?;
    let (zx, zy) = z_edge(view);
    segment(area, view, [zx, zy, -0.5], [zx, zy, 0.5], AXIS_COLOR)?;
    Ok(())
}

/// The floor corner whose vertical edge carries the z axis: the leftmost
/// on screen, as MATLAB puts the z axis at the left.
fn z_edge(view: &View) -> (f64, f64) {
    let mut best = (-0.5, -0.5);
    let mut best_x = f64::MAX;
    for (x, y) in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)] {
        let sx = view.turn([x, y, -0.5]).0;
        if sx < best_x - 1e-9 {
            best_x = sx;
            best = (x, y);
        }
    }
    best
}

impl View {
    /// A data value of axis `k` in unit-cube coordinates.
    fn unit_axis(&self, k: usize, v: f64) -> f64 {
        let mut p = [0.0; 3];
        for (j, item) in p.iter_mut().enumerate() {
            *item = self.limits[j].0;
        }
        p[k] = v;
        self.unit(p)[k]
    }
}

/// The faces of every surface, far to near (painter's order), each
/// filled and edged.
fn draw_faces<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    figure: &Figure,
    axes: &Axes,
    view: &View,
    scale: f64,
) -> Result<()> {
    let limits = color_limits(axes);
    let size = |q: &[Vertex; 4]| {
        let a = view.pixel([q[0][0], q[0][1], q[0][2]]);
        let b = view.pixel([q[2][0], q[2][1], q[2][2]]);
        let c = view.pixel([q[1][0], q[1][1], q[1][2]]);
        let d = view.pixel([q[3][0], q[3][1], q[3][2]]);
        let span = |p: (f64, f64), q: (f64, f64)| (p.0 - q.0).abs().max((p.1 - q.1).abs());
        span(a, b).max(span(c, d))
    };
    let mut faces: Vec<(f64, FacePaint)> = Vec::new();
    let mut width = 1;
    for s in &axes.series {
        if !matches!(s.kind, SeriesKind::Surface { .. }) {
            continue;
        }
        width = edge_width(s.style.line_width, scale);
        for f in paint_faces(&s.kind, figure, limits, &size) {
            let depth = f
                .corners
                .iter()
                .map(|v| view.depth([v[0], v[1], v[2]]))
                .sum::<f64>()
                / 4.0;
            faces.push((depth, f));
        }
    }
    faces.sort_by(|a, b| a.0.total_cmp(&b.0));
    let ordered: Vec<FacePaint> = faces.into_iter().map(|(_, f)| f).collect();
    paint(area, &ordered, &|p| view.pixel(p), None, width)
}

/// Tick marks and labels along the x and y floor edges and the z edge.
fn draw_tick_labels<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    axes: &Axes,
    view: &View,
    tick_sets: &[Ticks; 3],
    scale: f64,
) -> Result<()> {
    let far = [far_side(view, 0), far_side(view, 1)];
    let near = [-far[0], -far[1]];
    let label_font = font(10.0, scale, false);
    let gap = 0.06;
    let (zx, zy) = z_edge(view);
    for k in 0..3 {
        let (anchor, outward): ([f64; 3], [f64; 3]) = match k {
            0 => ([0.0, near[1], -0.5], [0.0, near[1] * gap * 2.0, 0.0]),
            1 => ([near[0], 0.0, -0.5], [near[0] * gap * 2.0, 0.0, 0.0]),
            _ => ([zx, zy, 0.0], [zx * gap * 2.0, zy * gap * 2.0, 0.0]),
        };
        let (h, v) = match k {
            2 => (HPos::Right, VPos::Center),
            _ => (HPos::Center, VPos::Top),
        };
        let style = label_font.color(&AXIS_COLOR).pos(Pos::new(h, v));
        for (value, label) in tick_sets[k].values.iter().zip(&tick_sets[k].labels) {
            let mut p = anchor;
            p[k] = view.unit_axis(k, *value);
            let mut q = p;
            for j in 0..3 {
                q[j] += outward[j] * 0.3;
            }
            segment(area, view, p, q, AXIS_COLOR)?;
            let mut at = p;
            for j in 0..3 {
                at[j] += outward[j];
            }
            let pixel = view.pixel_of_unit(at);
            area.draw(&Text::new(
                label.clone(),
                (pixel.0.round() as i32, pixel.1.round() as i32),
                style.clone(),
            ))
            .map_err(drawing)?;
        }
        let label = [&axes.x.label, &axes.y.label, &axes.z.label][k];
        if !label.is_empty() {
            draw_axis_label(area, view, label, (anchor, outward), k == 2, scale)?;
        }
    }
    Ok(())
}

/// An axis label beyond the tick labels of its edge: x and y labels below
/// the middle of their floor edge, the z label turned upright left of the
/// z edge, as MATLAB places them in a 3-D view.
fn draw_axis_label<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    view: &View,
    label: &str,
    (anchor, outward): ([f64; 3], [f64; 3]),
    vertical: bool,
    scale: f64,
) -> Result<()> {
    let mut at = anchor;
    for j in 0..3 {
        at[j] += outward[j] * if vertical { 1.0 } else { 3.6 };
    }
    let pixel = view.pixel_of_unit(at);
    let label_font = font(11.0, scale, false);
    let (x, y) = if vertical {
        // Past the widest tick label, which is right-aligned at `pixel`.
        let tick_width = area
            .estimate_text_size("-0.00", &TextStyle::from(font(10.0, scale, false)))
            .map(|(w, _)| f64::from(w))
            .unwrap_or(30.0);
        (pixel.0 - tick_width - 6.0 * scale, pixel.1)
    } else {
        pixel
    };
    let style = if vertical {
        label_font
            .transform(FontTransform::Rotate270)
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Bottom))
    } else {
        label_font
            .color(&AXIS_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Top))
    };
    area.draw(&Text::new(
        label.to_string(),
        (x.round() as i32, y.round() as i32),
        style,
    ))
    .map_err(drawing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_view_puts_the_low_corner_nearest() {
        let (az, el) = ((-37.5f64).to_radians(), 30f64.to_radians());
        let view = View {
            sin_az: az.sin(),
            cos_az: az.cos(),
            sin_el: el.sin(),
            cos_el: el.cos(),
            limits: [(0.0, 1.0); 3],
            centre: (0.0, 0.0),
            scale: 1.0,
        };
        // MATLAB's default viewpoint is on the -x, -y side, above.
        assert!(view.depth([0.0, 0.0, 0.0]) > view.depth([1.0, 1.0, 0.0]));
        assert!(view.depth([0.0, 0.0, 1.0]) > view.depth([0.0, 0.0, 0.0]));
        assert_eq!(far_side(&view, 0), 0.5);
        assert_eq!(far_side(&view, 1), 0.5);
    }
}
