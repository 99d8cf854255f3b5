//! Paints surfaces given a mapping from data to pixels: each grid face
//! split into the pieces its colouring needs (`faces.rs`), filled and
//! edged with plotters, in the order given; in a 2-D view (`draw_flat`)
//! the surface is seen from above and clipped to the plot box. This file
//! must not project (the 3-D view in `surface.rs` does) nor sort faces.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::faces::{self, EdgePiece, Piece, Vertex};
use crate::image::color_limits;
use crate::model::{Axes, Figure, LineStyle, Series, SeriesKind, Style, SurfaceColor};
use crate::render::{drawing, rgb, Result};
use crate::series::{fill_polygon, stroke_path, Frame};

/// The corners of face (i, j) of a rows-by-cols grid, column-major indices.
fn face(rows: usize, i: usize, j: usize) -> [usize; 4] {
    [
        i + j * rows,
        i + (j + 1) * rows,
        i + 1 + (j + 1) * rows,
        i + 1 + j * rows,
    ]
}

/// One grid face ready to paint: its corners (x, y, z, colour value), the
/// polygons that fill it and the segments of its edges.
pub(crate) struct FacePaint {
    pub(crate) corners: [Vertex; 4],
    pieces: Vec<Piece>,
    edges: Vec<EdgePiece>,
}

/// The faces of one surface series, each split as its colouring needs;
/// `pixels` tells how large a face looks on screen, to choose the split.
pub(crate) fn paint_faces(
    series: &SeriesKind,
    figure: &Figure,
    limits: (f64, f64),
    pixels: &dyn Fn(&[Vertex; 4]) -> f64,
) -> Vec<FacePaint> {
    let SeriesKind::Surface {
        rows,
        cols,
        x,
        y,
        z,
        c,
        face: face_color,
        edge,
    } = series
    else {
        return Vec::new();
    };
    let (rows, cols) = (*rows, *cols);
    let faces = rows.saturating_sub(1) * cols.saturating_sub(1);
    let interpolated =
        matches!(face_color, SurfaceColor::Interp) || matches!(edge, SurfaceColor::Interp);
    let mut out = Vec::with_capacity(faces);
    for j in 0..cols.saturating_sub(1) {
        for i in 0..rows.saturating_sub(1) {
            let corners = face(rows, i, j);
            let vertex = |k: usize| -> Option<Vertex> {
                Some([*x.get(k)?, *y.get(k)?, *z.get(k)?, *c.get(k)?])
            };
            let Some(q) = (|| {
                Some([
                    vertex(corners[0])?,
                    vertex(corners[1])?,
                    vertex(corners[2])?,
                    vertex(corners[3])?,
                ])
            })() else {
                continue;
            };
            if q.iter().any(|v| v[..3].iter().any(|p| !p.is_finite())) {
                continue;
            }
            let n = if interpolated {
                faces::subdivisions(faces, pixels(&q))
            } else {
                1
            };
            let map = &figure.colormap;
            let pieces = faces::face_pieces(&q, *face_color, map, limits, n);
            let mut edges = Vec::new();
            for k in 0..4 {
                edges.extend(faces::edge_pieces(
                    &q[k],
                    &q[(k + 1) % 4],
                    *edge,
                    map,
                    limits,
                    n,
                ));
            }
            out.push(FacePaint {
                corners: q,
                pieces,
                edges,
            });
        }
    }
    out
}

/// Stroke width in pixels of a surface edge `points` wide.
pub(crate) fn edge_width(points: f64, scale: f64) -> u32 {
    (points * 4.0 / 3.0 * scale).round().max(1.0) as u32
}

/// A polygon pushed half a pixel outward from its centre, so that
/// neighbouring faces filled without antialiasing leave no hairline gaps.
fn grow(polygon: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    let n = polygon.len().max(1) as f64;
    let (cx, cy) = polygon
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0 / n, y + p.1 / n));
    polygon
        .into_iter()
        .map(|(x, y)| {
            let (dx, dy) = (x - cx, y - cy);
            let length = dx.hypot(dy);
            if length > 1e-9 {
                (x + 0.5 * dx / length, y + 0.5 * dy / length)
            } else {
                (x, y)
            }
        })
        .collect()
}

/// Paints faces already in painting order, mapping data to pixels with
/// `to_pixel`; in a 2-D view `frame` clips to the plot box.
pub(crate) fn paint<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    faces: &[FacePaint],
    to_pixel: &dyn Fn([f64; 3]) -> (f64, f64),
    clip: Option<&Frame>,
    width: u32,
) -> Result<()> {
    let round = |p: (f64, f64)| (p.0.round() as i32, p.1.round() as i32);
    for f in faces {
        for piece in &f.pieces {
            let polygon = grow(piece.corners.iter().map(|p| to_pixel(*p)).collect());
            match clip {
                Some(frame) => {
                    let mut style = Style::line(piece.fill);
                    style.face_color = Some(piece.fill);
                    fill_polygon(area, frame, &polygon, &style)?;
                }
                None => {
                    let ints: Vec<(i32, i32)> = polygon.into_iter().map(round).collect();
                    area.draw(&Polygon::new(ints, rgb(piece.fill).filled()))
                        .map_err(drawing)?;
                }
            }
        }
        for e in &f.edges {
            let (a, b) = (to_pixel(e.from), to_pixel(e.to));
            match clip {
                Some(frame) => stroke_path(
                    area,
                    frame,
                    [a, b].into_iter(),
                    e.color,
                    LineStyle::Solid,
                    f64::from(width) * 0.75 / frame.scale,
                )?,
                None => area
                    .draw(&PathElement::new(
                        vec![round(a), round(b)],
                        rgb(e.color).stroke_width(width),
                    ))
                    .map_err(drawing)?,
            }
        }
    }
    Ok(())
}

/// A surface seen from above (a 2-D view): each face filled in its colour.
pub(crate) fn draw_flat<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    frame: &Frame,
    figure: &Figure,
    axes: &Axes,
    series: &Series,
) -> Result<()> {
    let limits = color_limits(axes);
    let size = |q: &[Vertex; 4]| {
        let a = frame.point(q[0][0], q[0][1]);
        let b = frame.point(q[2][0], q[2][1]);
        (a.0 - b.0).abs().max((a.1 - b.1).abs())
    };
    let faces = paint_faces(&series.kind, figure, limits, &size);
    let width = edge_width(series.style.line_width, frame.scale);
    paint(
        area,
        &faces,
        &|p| frame.point(p[0], p[1]),
        Some(frame),
        width,
    )
}
