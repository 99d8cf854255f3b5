//! Pixel-space geometry the renderer needs around plotters: the plot
//! rectangle, clipping of polylines and polygons to it, and MATLAB's dash
//! patterns. Pure functions on f64 pixel coordinates; this file must not
//! draw.

use crate::model::LineStyle;

/// A rectangle in pixels, y growing downward.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PixelRect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl PixelRect {
    pub fn right(&self) -> f64 {
        self.left + self.width
    }

    pub fn bottom(&self) -> f64 {
        self.top + self.height
    }

    /// Top-left and bottom-right corners as plotters takes them.
    pub fn corners(&self) -> [(i32, i32); 2] {
        [
            (self.left.round() as i32, self.top.round() as i32),
            (self.right().round() as i32, self.bottom().round() as i32),
        ]
    }
}

pub type Point = (f64, f64);

/// The part of segment `a`–`b` inside `r` (Liang–Barsky), if any.
pub fn clip_segment(a: Point, b: Point, r: &PixelRect) -> Option<(Point, Point)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let mut t0: f64 = 0.0;
    let mut t1: f64 = 1.0;
    for (p, q) in [
        (-dx, a.0 - r.left),
        (dx, r.right() - a.0),
        (-dy, a.1 - r.top),
        (dy, r.bottom() - a.1),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    (t0 <= t1).then_some((
        (a.0 + t0 * dx, a.1 + t0 * dy),
        (a.0 + t1 * dx, a.1 + t1 * dy),
    ))
}

/// The visible runs of a polyline: NaN points break it, and each run is
/// clipped to `r`. Consecutive points on the same pixel are merged, so a
/// million-point line costs no more than its pixels.
pub fn clip_polyline(points: impl Iterator<Item = Point>, r: &PixelRect) -> Vec<Vec<(i32, i32)>> {
    let mut runs: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut current: Vec<(i32, i32)> = Vec::new();
    let mut previous: Option<Point> = None;
    let push = |run: &mut Vec<(i32, i32)>, p: Point| {
        let q = (p.0.round() as i32, p.1.round() as i32);
        if run.last() != Some(&q) {
            run.push(q);
        }
    };
    for p in points {
        if !(p.0.is_finite() && p.1.is_finite()) {
            previous = None;
            if current.len() > 1 {
                runs.push(std::mem::take(&mut current));
            }
            current.clear();
            continue;
        }
        if let Some(a) = previous {
            match clip_segment(a, p, r) {
                Some((c, d)) => {
                    if c != a && current.len() > 1 {
                        runs.push(std::mem::take(&mut current));
                    }
                    if c != a || current.is_empty() {
                        current.clear();
                        push(&mut current, c);
                    }
                    push(&mut current, d);
                    if d != p {
                        if current.len() > 1 {
                            runs.push(std::mem::take(&mut current));
                        }
                        current.clear();
                    }
                }
                None => {
                    if current.len() > 1 {
                        runs.push(std::mem::take(&mut current));
                    }
                    current.clear();
                }
            }
        }
        previous = Some(p);
    }
    if current.len() > 1 {
        runs.push(current);
    }
    runs
}

/// `polygon` clipped to `r` (Sutherland–Hodgman); empty when outside.
pub fn clip_polygon(polygon: &[Point], r: &PixelRect) -> Vec<Point> {
    type Inside = fn(Point, &PixelRect) -> bool;
    type Cross = fn(Point, Point, &PixelRect) -> Point;
    let edges: [(Inside, Cross); 4] = [
        (
            |p, r| p.0 >= r.left,
            |a, b, r| (r.left, a.1 + (b.1 - a.1) * (r.left - a.0) / (b.0 - a.0)),
        ),
        (
            |p, r| p.0 <= r.right(),
            |a, b, r| {
                (
                    r.right(),
                    a.1 + (b.1 - a.1) * (r.right() - a.0) / (b.0 - a.0),
                )
            },
        ),
        (
            |p, r| p.1 >= r.top,
            |a, b, r| (a.0 + (b.0 - a.0) * (r.top - a.1) / (b.1 - a.1), r.top),
        ),
        (
            |p, r| p.1 <= r.bottom(),
            |a, b, r| {
                (
                    a.0 + (b.0 - a.0) * (r.bottom() - a.1) / (b.1 - a.1),
                    r.bottom(),
                )
            },
        ),
    ];
    let mut output: Vec<Point> = polygon
        .iter()
        .copied()
        .filter(|p| p.0.is_finite() && p.1.is_finite())
        .collect();
    for (inside, cross) in edges {
        let input = std::mem::take(&mut output);
        let Some(&last) = input.last() else { break };
        let mut s = last;
        for &e in &input {
            match (inside(e, r), inside(s, r)) {
                (true, true) => output.push(e),
                (true, false) => {
                    output.push(cross(s, e, r));
                    output.push(e);
                }
                (false, true) => output.push(cross(s, e, r)),
                (false, false) => {}
            }
            s = e;
        }
    }
    output
}

/// MATLAB's dash pattern for a line style in line-width units (on, off,
/// on, off, ...), or `None` for a solid or absent line.
pub fn dash_pattern(style: LineStyle) -> Option<&'static [f64]> {
    match style {
        LineStyle::Dashed => Some(&[6.0, 4.0]),
        LineStyle::Dotted => Some(&[1.0, 3.0]),
        LineStyle::DashDot => Some(&[6.0, 3.0, 1.0, 3.0]),
        LineStyle::Solid | LineStyle::None => None,
    }
}

/// The "on" pieces of a polyline under a dash pattern scaled by `unit`
/// pixels; the pattern continues across vertices.
pub fn dash(run: &[(i32, i32)], pattern: &[f64], unit: f64) -> Vec<Vec<(i32, i32)>> {
    let lengths: Vec<f64> = pattern.iter().map(|p| (p * unit).max(1.0)).collect();
    let mut pieces = Vec::new();
    let mut current: Vec<(i32, i32)> = Vec::new();
    let (mut index, mut left) = (0usize, lengths[0]);
    for pair in run.windows(2) {
        let (a, b) = (
            (f64::from(pair[0].0), f64::from(pair[0].1)),
            (f64::from(pair[1].0), f64::from(pair[1].1)),
        );
        let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        let mut done = 0.0;
        while done < length {
            let step = left.min(length - done);
            let point = |t: f64| {
                let f = t / length;
                (
                    (a.0 + (b.0 - a.0) * f).round() as i32,
                    (a.1 + (b.1 - a.1) * f).round() as i32,
                )
            };
            if index % 2 == 0 {
                if current.is_empty() {
                    current.push(point(done));
                }
                current.push(point(done + step));
            }
            done += step;
            left -= step;
            if left <= 1e-9 {
                if index % 2 == 0 && current.len() > 1 {
                    pieces.push(std::mem::take(&mut current));
                }
                current.clear();
                index = (index + 1) % lengths.len();
                left = lengths[index];
            }
        }
    }
    if current.len() > 1 {
        pieces.push(current);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: PixelRect = PixelRect {
        left: 0.0,
        top: 0.0,
        width: 10.0,
        height: 10.0,
    };

    #[test]
    fn segments_clip_to_the_rectangle() {
        assert_eq!(
            clip_segment((-5.0, 5.0), (15.0, 5.0), &R),
            Some(((0.0, 5.0), (10.0, 5.0)))
        );
        assert_eq!(clip_segment((-5.0, -5.0), (-1.0, 20.0), &R), None);
        assert_eq!(
            clip_segment((2.0, 2.0), (3.0, 3.0), &R),
            Some(((2.0, 2.0), (3.0, 3.0)))
        );
    }

    #[test]
    fn nan_breaks_a_polyline_and_outside_parts_vanish() {
        let pts = [
            (1.0, 1.0),
            (2.0, 2.0),
            (f64::NAN, 0.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (40.0, 4.0),
        ];
        let runs = clip_polyline(pts.into_iter(), &R);
        assert_eq!(
            runs,
            vec![vec![(1, 1), (2, 2)], vec![(3, 3), (4, 4), (10, 4)]]
        );
    }

    #[test]
    fn polygons_clip_to_the_rectangle() {
        let square = [(-5.0, -5.0), (5.0, -5.0), (5.0, 5.0), (-5.0, 5.0)];
        let clipped = clip_polygon(&square, &R);
        assert_eq!(clipped.len(), 4);
        assert!(clipped
            .iter()
            .all(|p| p.0 >= 0.0 && p.1 >= 0.0 && p.0 <= 5.0 && p.1 <= 5.0));
        assert!(clip_polygon(&[(20.0, 20.0), (30.0, 20.0), (25.0, 30.0)], &R).is_empty());
    }

    #[test]
    fn dashes_alternate_on_and_off() {
        let pieces = dash(&[(0, 0), (20, 0)], &[6.0, 4.0], 1.0);
        assert_eq!(pieces, vec![vec![(0, 0), (6, 0)], vec![(10, 0), (16, 0)]]);
    }
}
