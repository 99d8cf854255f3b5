//! The pieces a surface is painted with: each grid face becomes one
//! polygon (`FaceColor` `'flat'` or a fixed colour) or, for `'interp'`, a
//! grid of smaller polygons each filled with the colour interpolated at its
//! centre (plotters fills them; nothing here rasterises). Edges become
//! segments, split the same way when their colour is interpolated. This
//! file must not project or draw: it works in data coordinates.

use crate::colormap;
use crate::model::{Color, SurfaceColor};

/// A point of the surface: x, y, z and its colour value.
pub type Vertex = [f64; 4];

/// One filled polygon in data coordinates (x, y, z).
pub struct Piece {
    pub corners: Vec<[f64; 3]>,
    pub fill: Color,
}

/// One edge segment in data coordinates with its colour.
pub struct EdgePiece {
    pub from: [f64; 3],
    pub to: [f64; 3],
    pub color: Color,
}

/// The largest number of polygons interpolated faces are split into in
/// all (a finer split adds time and SVG size, not visible smoothness).
pub const MAX_PIECES: usize = 120_000;

/// How finely each face of a surface of `faces` faces is split for
/// interpolated colour, given the faces' largest size on screen in pixels:
/// about one piece every 4 pixels, at most 12 a side and [`MAX_PIECES`] in all.
pub fn subdivisions(faces: usize, pixels: f64) -> usize {
    let wanted = (pixels / 4.0).ceil().clamp(1.0, 12.0) as usize;
    let budget = ((MAX_PIECES / faces.max(1)) as f64).sqrt().floor().max(1.0) as usize;
    wanted.min(budget)
}

fn lerp(a: &Vertex, b: &Vertex, t: f64) -> Vertex {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
        a[3] + (b[3] - a[3]) * t,
    ]
}

/// The point at (s, t) of the quad `q` (corners in order around the face)
/// by bilinear interpolation: s runs from corner 0 to 1, t from 0 to 3.
fn bilinear(q: &[Vertex; 4], s: f64, t: f64) -> Vertex {
    let near = lerp(&q[0], &q[1], s);
    let far = lerp(&q[3], &q[2], s);
    lerp(&near, &far, t)
}

fn xyz(v: &Vertex) -> [f64; 3] {
    [v[0], v[1], v[2]]
}

/// The colour a colour value takes through the colormap and limits.
fn mapped(map: &[Color], limits: (f64, f64), value: f64) -> Option<Color> {
    colormap::scaled(map, value, limits.0, limits.1)
}

/// The polygons that paint face `q` (its corners in order, the first being
/// the grid point whose value colours a flat face), split `n` ways a side
/// when the colour is interpolated. A face whose colour value is NaN (or
/// NaN at a corner, when interpolated) is not painted, as MATLAB leaves it.
pub fn face_pieces(
    q: &[Vertex; 4],
    face: SurfaceColor,
    map: &[Color],
    limits: (f64, f64),
    n: usize,
) -> Vec<Piece> {
    let corners = || q.iter().map(xyz).collect::<Vec<_>>();
    match face {
        SurfaceColor::None => Vec::new(),
        SurfaceColor::Fixed(fill) => vec![Piece {
            corners: corners(),
            fill,
        }],
        SurfaceColor::Flat => match mapped(map, limits, q[0][3]) {
            Some(fill) => vec![Piece {
                corners: corners(),
                fill,
            }],
            None => Vec::new(),
        },
        SurfaceColor::Interp => {
            if q.iter().any(|v| v[3].is_nan()) {
                return Vec::new();
            }
            let n = n.max(1);
            let step = 1.0 / n as f64;
            let mut pieces = Vec::with_capacity(n * n);
            for a in 0..n {
                for b in 0..n {
                    let (s0, t0) = (a as f64 * step, b as f64 * step);
                    let (s1, t1) = (s0 + step, t0 + step);
                    let centre = bilinear(q, s0 + step / 2.0, t0 + step / 2.0);
                    let Some(fill) = mapped(map, limits, centre[3]) else {
                        continue;
                    };
                    let corners = [(s0, t0), (s1, t0), (s1, t1), (s0, t1)]
                        .iter()
                        .map(|(s, t)| xyz(&bilinear(q, *s, *t)))
                        .collect();
                    pieces.push(Piece { corners, fill });
                }
            }
            pieces
        }
    }
}

/// The segments that draw the edge from `a` to `b`: one segment in a
/// fixed colour or the colour of `a` (`'flat'`), or `n` segments in
/// interpolated colours.
pub fn edge_pieces(
    a: &Vertex,
    b: &Vertex,
    edge: SurfaceColor,
    map: &[Color],
    limits: (f64, f64),
    n: usize,
) -> Vec<EdgePiece> {
    let whole = |color| {
        vec![EdgePiece {
            from: xyz(a),
            to: xyz(b),
            color,
        }]
    };
    match edge {
        SurfaceColor::None => Vec::new(),
        SurfaceColor::Fixed(color) => whole(color),
        SurfaceColor::Flat => mapped(map, limits, a[3]).map(whole).unwrap_or_default(),
        SurfaceColor::Interp => {
            let n = n.max(1);
            (0..n)
                .filter_map(|k| {
                    let (t0, t1) = (k as f64 / n as f64, (k + 1) as f64 / n as f64);
                    let mid = lerp(a, b, (t0 + t1) / 2.0);
                    Some(EdgePiece {
                        from: xyz(&lerp(a, b, t0)),
                        to: xyz(&lerp(a, b, t1)),
                        color: mapped(map, limits, mid[3])?,
                    })
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gray() -> Vec<Color> {
        (0..256).map(|k| [k as f64 / 255.0; 3]).collect()
    }

    fn square(values: [f64; 4]) -> [Vertex; 4] {
        [
            [0.0, 0.0, 0.0, values[0]],
            [1.0, 0.0, 0.0, values[1]],
            [1.0, 1.0, 0.0, values[2]],
            [0.0, 1.0, 0.0, values[3]],
        ]
    }

    #[test]
    fn flat_faces_take_the_first_corners_colour() {
        let pieces = face_pieces(
            &square([0.0, 1.0, 1.0, 1.0]),
            SurfaceColor::Flat,
            &gray(),
            (0.0, 1.0),
            4,
        );
        assert_eq!(pieces.len(), 1);
        assert_eq!(pieces[0].fill, [0.0; 3]);
    }

    #[test]
    fn interpolated_faces_tile_the_face_with_graded_colours() {
        let q = square([0.0, 1.0, 1.0, 0.0]);
        let pieces = face_pieces(&q, SurfaceColor::Interp, &gray(), (0.0, 1.0), 4);
        assert_eq!(pieces.len(), 16);
        // The pieces cover the unit square exactly once.
        let area: f64 = pieces
            .iter()
            .map(|p| (p.corners[1][0] - p.corners[0][0]) * (p.corners[3][1] - p.corners[0][1]))
            .sum();
        assert!((area - 1.0).abs() < 1e-12);
        // Colour grows with x (the value does) and not with y.
        let first = pieces[0].fill[0];
        let last_in_x = pieces[12].fill[0];
        assert!(last_in_x > first);
        assert_eq!(pieces[0].fill, pieces[1].fill);
    }

    #[test]
    fn nan_values_leave_faces_unpainted() {
        let q = square([f64::NAN, 1.0, 1.0, 1.0]);
        for face in [SurfaceColor::Flat, SurfaceColor::Interp] {
            assert!(face_pieces(&q, face, &gray(), (0.0, 1.0), 3).is_empty());
        }
        assert!(face_pieces(&q, SurfaceColor::None, &gray(), (0.0, 1.0), 3).is_empty());
    }

    #[test]
    fn interpolated_edges_split_into_graded_segments() {
        let q = square([0.0, 1.0, 1.0, 0.0]);
        let pieces = edge_pieces(&q[0], &q[1], SurfaceColor::Interp, &gray(), (0.0, 1.0), 4);
        assert_eq!(pieces.len(), 4);
        assert!(pieces[3].color[0] > pieces[0].color[0]);
        assert_eq!(pieces[3].to, [1.0, 0.0, 0.0]);
    }

    #[test]
    fn subdivision_respects_the_budget() {
        assert_eq!(subdivisions(1, 100.0), 12);
        assert_eq!(subdivisions(1, 2.0), 1);
        assert!(subdivisions(100_000, 100.0) == 1);
        let n = subdivisions(10_000, 100.0);
        assert!(n * n * 10_000 <= MAX_PIECES);
    }
}
