//! Draws surfaces (`surf`, `mesh`): in a 3-D view, an axes box projected
//! orthographically at MATLAB's azimuth and elevation, with grid lines on
//! the three back planes, ticks on the front edges, and the faces sorted
//! far to near and filled by plotters (painter's order); in a 2-D view,
//! the faces seen from above. This file must not choose tick steps (it
//! asks `ticks.rs`) nor lay out 2-D axes.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::colormap;
use crate::geometry::PixelRect;
use crate::image::color_limits;
use crate::model::{Axes, Figure, SeriesKind, Style};
use crate::render::{drawing, font, rgb, Result, AXIS_COLOR};
use crate::series::{fill_polygon, Frame};
use crate::ticks::{self, Ticks};

/// The colour of 3-D grid lines (MATLAB's axis colour at 15% on white).
const GRID_COLOR: RGBColor = RGBColor(223, 223, 223);

/// The corners of face (i, j) of a rows-by-cols grid, column-major indices.
fn face(rows: usize, i: usize, j: usize) -> [usize; 4] {
    [
        i + j * rows,
        i + (j + 1) * rows,
        i + 1 + (j + 1) * rows,
        i + 1 + j * rows,
    ]
}

/// The face colour and edge colour of one face with colour value `c`.
fn face_style(figure: &Figure, limits: (f64, f64), c: f64, mesh: bool, style: &Style) -> Style {
    let mapped = colormap::scaled(&figure.colormap, c, limits.0, limits.1);
    let mut out = style.clone();
    if mesh {
        out.face_color = Some([1.0, 1.0, 1.0]);
        out.edge_color = style.edge_color.or(mapped);
    } else {
        out.face_color = style.face_color.or(mapped);
    }
    out
}

/// A surface seen from above (a 2-D view): each face filled in its colour.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_flat<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    figure: &Figure,
    axes: &Axes,
    (rows, cols): (usize, usize),
    (x, y, c): (&[f64], &[f64], &[f64]),
    mesh: bool,
    style: &Style,
) -> Result<()> {
    let limits = color_limits(axes);
    for j in 0..cols.saturating_sub(1) {
        for i in 0..rows.saturating_sub(1) {
            let corners = face(rows, i, j);
            let polygon: Option<Vec<_>> = corners
                .iter()
                .map(|&k| Some(frame.point(*x.get(k)?, *y.get(k)?)))
                .collect();
            let Some(polygon) = polygon else { continue };
            let value = c.get(corners[0]).copied().unwrap_or(f64::NAN);
            if value.is_nan() {
                continue;
            }
            fill_polygon(
                area,
                frame,
                &polygon,
                &face_style(figure, limits, value, mesh, style),
            )?;
        }
    }
    Ok(())
}

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
    let (mut xs, mut ys, mut zs) = (Vec::new(), Vec::new(), Vec::new());
    for s in &axes.series {
        if let SeriesKind::Surface { x, y, z, .. } = &s.kind {
            xs.extend(x);
            ys.extend(y);
            zs.extend(z);
        }
    }
    let pick = |axis: &crate::model::Axis, values: &[f64]| -> Ticks {
        ticks::linear(
            ticks::data_range(values.iter().copied(), false),
            axis.limits,
            axis.tight,
            6,
        )
    };
    let tick_sets = [pick(&axes.x, &xs), pick(&axes.y, &ys), pick(&axes.z, &zs)];
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
    if axes.visible {
        draw_tick_labels(area, &view, &tick_sets, scale)?;
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

/// A face to paint: its mean depth, its corners in pixels and its style.
type DepthFace = (f64, Vec<(f64, f64)>, Style);

/// The faces of every surface, far to near, each filled and edged.
fn draw_faces<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    figure: &Figure,
    axes: &Axes,
    view: &View,
    _scale: f64,
) -> Result<()> {
    let limits = color_limits(axes);
    let mut faces: Vec<DepthFace> = Vec::new();
    for s in &axes.series {
        let SeriesKind::Surface {
            rows,
            cols,
            x,
            y,
            z,
            c,
            mesh,
        } = &s.kind
        else {
            continue;
        };
        for j in 0..cols.saturating_sub(1) {
            for i in 0..rows.saturating_sub(1) {
                let corners = face(*rows, i, j);
                let points: Option<Vec<[f64; 3]>> = corners
                    .iter()
                    .map(|&k| Some([*x.get(k)?, *y.get(k)?, *z.get(k)?]))
                    .collect();
                let Some(points) = points else { continue };
                if points.iter().flatten().any(|v| !v.is_finite()) {
                    continue;
                }
                let value = c.get(corners[0]).copied().unwrap_or(f64::NAN);
                if value.is_nan() {
                    continue;
                }
                let depth = points.iter().map(|p| view.depth(*p)).sum::<f64>() / 4.0;
                let pixels = points.iter().map(|p| view.pixel(*p)).collect();
                faces.push((
                    depth,
                    pixels,
                    face_style(figure, limits, value, *mesh, &s.style),
                ));
            }
        }
    }
    faces.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, pixels, style) in faces {
        let ints: Vec<(i32, i32)> = pixels
            .iter()
            .map(|p| (p.0.round() as i32, p.1.round() as i32))
            .collect();
        if let Some(fill) = style.face_color {
            area.draw(&Polygon::new(ints.clone(), rgb(fill).filled()))
                .map_err(drawing)?;
        }
        if let Some(edge) = style.edge_color {
            let mut ring = ints;
            ring.push(ring[0]);
            area.draw(&PathElement::new(ring, rgb(edge)))
                .map_err(drawing)?;
        }
    }
    Ok(())
}

/// Tick marks and labels along the x and y floor edges and the z edge.
fn draw_tick_labels<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
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
    }
    Ok(())
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
