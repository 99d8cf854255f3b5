//! The planar Delaunay triangulation that `delaunay` and `griddata` share,
//! built by the `spade` crate (exact predicates): grouping of duplicate
//! points, the triangles as index triples, and the weights of barycentric,
//! nearest and natural-neighbour (Sibson) interpolation at a query point.
//! Points are scaled by a power of two before spade sees them, which keeps
//! every predicate exact and brings any finite coordinate into spade's
//! allowed range. This file must not read MATLAB arguments or word errors.

use spade::{
    mitigate_underflow, DelaunayTriangulation, FloatTriangulation as _, HasPosition, Point2,
    Triangulation as _,
};

/// Spade refuses coordinates above 2^201; queries beyond 2^200 after
/// scaling lie far outside the data and are answered without spade.
const QUERY_LIMIT: f64 = 1.6069380442589903e60; // 2^200

/// One input point and its position in the caller's list.
struct Site {
    position: Point2<f64>,
    index: usize,
}

impl HasPosition for Site {
    type Scalar = f64;
    fn position(&self) -> Point2<f64> {
        self.position
    }
}

/// Indices of equal points (`-0` equals `0`), one group per distinct
/// point, groups in order of first occurrence and each group ascending.
pub fn duplicate_groups(x: &[f64], y: &[f64]) -> Vec<Vec<usize>> {
    // Adding 0.0 turns -0 into +0, so total_cmp orders equal values equal.
    let key = |i: usize| (x[i] + 0.0, y[i] + 0.0);
    let mut order: Vec<usize> = (0..x.len()).collect();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (key(a), key(b));
        ka.0.total_cmp(&kb.0)
            .then(ka.1.total_cmp(&kb.1))
            .then(a.cmp(&b))
    });
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &i in &order {
        match groups.last_mut() {
            Some(group) if key(group[0]) == key(i) => group.push(i),
            _ => groups.push(vec![i]),
        }
    }
    groups.sort_by_key(|group| group[0]);
    groups
}

/// A Delaunay triangulation of distinct finite points.
pub struct Triangulation {
    mesh: DelaunayTriangulation<Site>,
    /// The power of two every coordinate is multiplied by for spade.
    scale: f64,
    x: Vec<f64>,
    y: Vec<f64>,
    /// The bounding box: smallest and largest x, then y.
    bounds: [f64; 4],
}

impl Triangulation {
    /// Triangulates distinct finite points; `None` if a coordinate is
    /// not finite.
    pub fn new(x: &[f64], y: &[f64]) -> Option<Triangulation> {
        if x.iter().chain(y).any(|v| !v.is_finite()) {
            return None;
        }
        let largest = x.iter().chain(y).fold(0.0f64, |m, v| m.max(v.abs()));
        // A power of two brings the largest coordinate near 1: exact, so
        // every orientation and in-circle test keeps its sign.
        let scale = if largest > 0.0 {
            2f64.powi((-(largest.log2().ceil() as i32)).clamp(-1022, 1022))
        } else {
            1.0
        };
        let range = |v: &[f64]| {
            v.iter()
                .fold([f64::INFINITY, f64::NEG_INFINITY], |[lo, hi], &a| {
                    [lo.min(a), hi.max(a)]
                })
        };
        let ([x_lo, x_hi], [y_lo, y_hi]) = (range(x), range(y));
        let sites = x
            .iter()
            .zip(y)
            .enumerate()
            .map(|(index, (&px, &py))| Site {
                position: mitigate_underflow(Point2::new(px * scale, py * scale)),
                index,
            })
            .collect();
        let mesh = DelaunayTriangulation::bulk_load(sites).ok()?;
        Some(Triangulation {
            mesh,
            scale,
            x: x.to_vec(),
            y: y.to_vec(),
            bounds: [x_lo, x_hi, y_lo, y_hi],
        })
    }

    /// No triangle: fewer than three points, or all on one line.
    pub fn is_degenerate(&self) -> bool {
        self.mesh.num_inner_faces() == 0
    }

    /// Every triangle as indices of the input points, counter-clockwise.
    pub fn triangles(&self) -> Vec<[usize; 3]> {
        self.mesh
            .inner_faces()
            .map(|face| face.vertices().map(|v| v.data().index))
            .collect()
    }

    /// The query scaled for spade, or `None` when it is not finite or so
    /// far away that spade must not see it.
    fn query(&self, qx: f64, qy: f64) -> Option<Point2<f64>> {
        let (sx, sy) = (qx * self.scale, qy * self.scale);
        (sx.abs() <= QUERY_LIMIT && sy.abs() <= QUERY_LIMIT)
            .then(|| mitigate_underflow(Point2::new(sx, sy)))
    }

    /// Whether the query lies outside the bounding box of the points (and
    /// so outside their convex hull).
    fn outside_box(&self, qx: f64, qy: f64) -> bool {
        let [x_lo, x_hi, y_lo, y_hi] = self.bounds;
        !(qx >= x_lo && qx <= x_hi && qy >= y_lo && qy <= y_hi)
    }

    /// Barycentric weights of the triangle (or edge, or vertex) holding the
    /// query; empty outside the convex hull.
    pub fn barycentric(&self, qx: f64, qy: f64, weights: &mut Vec<(usize, f64)>) {
        weights.clear();
        if self.outside_box(qx, qy) {
            return;
        }
        let Some(point) = self.query(qx, qy) else {
            return;
        };
        let mut found = Vec::with_capacity(3);
        self.mesh.barycentric().get_weights(point, &mut found);
        weights.extend(
            found
                .into_iter()
                .map(|(vertex, w)| (self.mesh.vertex(vertex).data().index, w)),
        );
    }

    /// Sibson's natural-neighbour weights; empty outside the convex hull.
    pub fn natural(&self, qx: f64, qy: f64, weights: &mut Vec<(usize, f64)>) {
        weights.clear();
        if self.outside_box(qx, qy) {
            return;
        }
        let Some(point) = self.query(qx, qy) else {
            return;
        };
        let mut found = Vec::new();
        self.mesh.natural_neighbor().get_weights(point, &mut found);
        weights.extend(
            found
                .into_iter()
                .map(|(vertex, w)| (self.mesh.vertex(vertex).data().index, w)),
        );
    }

    /// The point nearest the query; `None` for a query that is not finite.
    pub fn nearest(&self, qx: f64, qy: f64) -> Option<usize> {
        if !(qx.is_finite() && qy.is_finite()) {
            return None;
        }
        match self.query(qx, qy) {
            Some(point) => self.mesh.nearest_neighbor(point).map(|v| v.data().index),
            // Far beyond spade's range: compare distances directly (hypot
            // does not overflow where squares would).
            None => (0..self.x.len()).min_by(|&a, &b| {
                let da = (self.x[a] - qx).hypot(self.y[a] - qy);
                let db = (self.x[b] - qx).hypot(self.y[b] - qy);
                da.total_cmp(&db)
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicates_group_in_order_of_first_occurrence() {
        let x = [1.0, 0.0, 1.0, -0.0, 2.0];
        let y = [1.0, 0.0, 1.0, 0.0, 2.0];
        assert_eq!(
            duplicate_groups(&x, &y),
            vec![vec![0, 2], vec![1, 3], vec![4]]
        );
    }

    #[test]
    fn triangles_are_counter_clockwise_and_cover_the_hull() {
        let x = [0.0, 4.0, 0.0, 4.0, 1.0];
        let y = [0.0, 0.0, 3.0, 3.0, 1.0];
        let t = Triangulation::new(&x, &y).unwrap();
        let triangles = t.triangles();
        assert_eq!(triangles.len(), 4);
        let mut area = 0.0;
        for [a, b, c] in triangles {
            let twice = (x[b] - x[a]) * (y[c] - y[a]) - (x[c] - x[a]) * (y[b] - y[a]);
            assert!(twice > 0.0);
            area += twice / 2.0;
        }
        assert_eq!(area, 12.0);
    }

    #[test]
    fn weights_reproduce_linear_functions() {
        let x = [0.0, 1.0, 0.0, 1.0, 0.3, 0.6];
        let y = [0.0, 0.0, 1.0, 1.0, 0.7, 0.2];
        let f = |px: f64, py: f64| 1.0 + 2.0 * px - 3.0 * py;
        let t = Triangulation::new(&x, &y).unwrap();
        let mut w = Vec::new();
        for (qx, qy) in [(0.5, 0.5), (0.1, 0.9), (1.0, 0.5), (0.3, 0.7)] {
            for natural in [false, true] {
                if natural {
                    t.natural(qx, qy, &mut w);
                } else {
                    t.barycentric(qx, qy, &mut w);
                }
                let value: f64 = w.iter().map(|&(i, wi)| wi * f(x[i], y[i])).sum();
                assert!((value - f(qx, qy)).abs() < 1e-12, "{qx} {qy} {natural}");
            }
        }
        t.barycentric(2.0, 0.5, &mut w);
        assert!(w.is_empty());
        t.natural(f64::NAN, 0.5, &mut w);
        assert!(w.is_empty());
        assert_eq!(t.nearest(0.95, 0.9), Some(3));
        // So far away every distance rounds to the same double: any point.
        assert!(t.nearest(1e300, 1e300).is_some());
        assert_eq!(t.nearest(f64::INFINITY, 0.0), None);
    }

    #[test]
    fn collinear_points_and_huge_coordinates() {
        let line = Triangulation::new(&[0.0, 1.0, 2.0], &[0.0, 1.0, 2.0]).unwrap();
        assert!(line.is_degenerate());
        assert!(Triangulation::new(&[0.0, f64::NAN], &[0.0, 1.0]).is_none());
        let big = Triangulation::new(&[0.0, 1e300, 0.0], &[0.0, 0.0, 1e300]).unwrap();
        assert_eq!(big.triangles().len(), 1);
        let tiny = Triangulation::new(&[0.0, 1e-300, 0.0], &[0.0, 0.0, 1e-300]).unwrap();
        assert_eq!(tiny.triangles().len(), 1);
    }
}
