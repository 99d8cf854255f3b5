//! Contour geometry on a grid of heights: isolines by marching squares
//! (crossings interpolated linearly along grid edges, joined into open or
//! closed polylines) and the filled regions between two levels (each grid
//! cell split into two triangles clipped to the band). Pure numbers: this
//! file must not know MATLAB's argument forms or draw anything.

/// A grid of heights `z` (column-major, `rows` by `cols`) with the x and y
/// coordinate of each node (same layout).
#[derive(Clone, Copy, Debug)]
pub struct Grid<'a> {
    pub rows: usize,
    pub cols: usize,
    pub x: &'a [f64],
    pub y: &'a [f64],
    pub z: &'a [f64],
}

/// One polyline: its x and y coordinates. A closed line repeats its first
/// vertex at the end, as MATLAB's contour matrix does.
pub type Polyline = (Vec<f64>, Vec<f64>);

/// An edge of the grid where a crossing sits: horizontal edges join
/// `(i, j)` and `(i, j + 1)`; vertical ones `(i, j)` and `(i + 1, j)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Edge {
    Horizontal(usize, usize),
    Vertical(usize, usize),
}

impl Grid<'_> {
    fn index(&self, i: usize, j: usize) -> usize {
        i + j * self.rows
    }

    fn height(&self, i: usize, j: usize) -> f64 {
        self.z.get(self.index(i, j)).copied().unwrap_or(f64::NAN)
    }

    fn node(&self, i: usize, j: usize) -> (f64, f64, f64) {
        let k = self.index(i, j);
        let at = |v: &[f64]| v.get(k).copied().unwrap_or(f64::NAN);
        (at(self.x), at(self.y), at(self.z))
    }

    /// The point on `edge` where the height is `level`.
    fn crossing(&self, edge: Edge, level: f64) -> (f64, f64) {
        let ((i0, j0), (i1, j1)) = match edge {
            Edge::Horizontal(i, j) => ((i, j), (i, j + 1)),
            Edge::Vertical(i, j) => ((i, j), (i + 1, j)),
        };
        let (xa, ya, za) = self.node(i0, j0);
        let (xb, yb, zb) = self.node(i1, j1);
        let t = if zb != za {
            (level - za) / (zb - za)
        } else {
            0.5
        };
        (xa + t * (xb - xa), ya + t * (yb - ya))
    }
}

/// The segments of one level inside each cell, as pairs of edges.
fn segments(grid: &Grid, level: f64) -> Vec<(Edge, Edge)> {
    let mut out = Vec::new();
    if grid.rows < 2 || grid.cols < 2 {
        return out;
    }
    for j in 0..grid.cols - 1 {
        for i in 0..grid.rows - 1 {
            let corners = [
                grid.height(i, j),
                grid.height(i, j + 1),
                grid.height(i + 1, j + 1),
                grid.height(i + 1, j),
            ];
            if corners.iter().any(|v| v.is_nan()) {
                continue;
            }
            let above = corners.map(|v| v >= level);
            // Edges in cyclic order: top, right, bottom, left of the cell.
            let edges = [
                Edge::Horizontal(i, j),
                Edge::Vertical(i, j + 1),
                Edge::Horizontal(i + 1, j),
                Edge::Vertical(i, j),
            ];
            let crossed: Vec<usize> = (0..4).filter(|&k| above[k] != above[(k + 1) % 4]).collect();
            match crossed.as_slice() {
                [a, b] => out.push((edges[*a], edges[*b])),
                [_, _, _, _] => {
                    // A saddle: the cell centre's height decides which
                    // diagonal pair of corners the region joins.
                    let centre = corners.iter().sum::<f64>() / 4.0;
                    if (centre >= level) == above[0] {
                        out.push((edges[0], edges[1]));
                        out.push((edges[2], edges[3]));
                    } else {
                        out.push((edges[3], edges[0]));
                        out.push((edges[1], edges[2]));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The isolines of `grid` at `level`: open lines first (they end on the
/// grid's border or at missing data), then closed loops.
pub fn isolines(grid: &Grid, level: f64) -> Vec<Polyline> {
    use std::collections::BTreeMap;
    let segs = segments(grid, level);
    let mut at: BTreeMap<Edge, Vec<usize>> = BTreeMap::new();
    for (k, (a, b)) in segs.iter().enumerate() {
        at.entry(*a).or_default().push(k);
        at.entry(*b).or_default().push(k);
    }
    let mut used = vec![false; segs.len()];
    let mut lines = Vec::new();
    let walk = |start: Edge, first: usize, used: &mut Vec<bool>| -> Vec<Edge> {
        let mut path = vec![start];
        let (mut edge, mut seg) = (start, first);
        loop {
            used[seg] = true;
            let (a, b) = segs[seg];
            edge = if a == edge { b } else { a };
            path.push(edge);
            let next = at
                .get(&edge)
                .and_then(|list| list.iter().copied().find(|&s| !used[s]));
            match next {
                Some(s) => seg = s,
                None => break,
            }
        }
        path
    };
    // Open lines start at an edge only one segment touches.
    let ends: Vec<(Edge, usize)> = at
        .iter()
        .filter(|(_, list)| list.len() == 1)
        .map(|(edge, list)| (*edge, list[0]))
        .collect();
    let mut paths = Vec::new();
    for (edge, seg) in ends {
        if !used[seg] {
            paths.push(walk(edge, seg, &mut used));
        }
    }
    // Closed loops start at their smallest edge and head for the smaller
    // of its two neighbours (the order GNU Octave's contour matrix shows).
    let starts: Vec<Edge> = at.keys().copied().collect();
    for edge in starts {
        let open: Vec<usize> = at[&edge].iter().copied().filter(|s| !used[*s]).collect();
        let other = |s: usize| {
            if segs[s].0 == edge {
                segs[s].1
            } else {
                segs[s].0
            }
        };
        if let Some(first) = open.into_iter().min_by_key(|s| other(*s)) {
            paths.push(walk(edge, first, &mut used));
        }
    }
    for path in paths {
        let points: Vec<(f64, f64)> = path.iter().map(|e| grid.crossing(*e, level)).collect();
        lines.push(points.into_iter().unzip());
    }
    lines
}

/// The part of a polygon (each vertex with its height) where the height is
/// at least `lo` (`keep_above`) or at most `lo` (otherwise).
fn clip_by_level(polygon: &[(f64, f64, f64)], lo: f64, keep_above: bool) -> Vec<(f64, f64, f64)> {
    let inside = |p: &(f64, f64, f64)| if keep_above { p.2 >= lo } else { p.2 <= lo };
    let mut out = Vec::with_capacity(polygon.len() + 2);
    for k in 0..polygon.len() {
        let a = polygon[k];
        let b = polygon[(k + 1) % polygon.len()];
        if inside(&a) {
            out.push(a);
        }
        if inside(&a) != inside(&b) {
            let t = (lo - a.2) / (b.2 - a.2);
            out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1), lo));
        }
    }
    out
}

/// The filled regions of the band `lo <= z <= hi` (either end may be
/// infinite) as polygons. A cell wholly inside the band is one quadrilateral;
/// others are cut along their diagonal into two triangles, each clipped.
pub fn band(grid: &Grid, lo: f64, hi: f64) -> Vec<Polyline> {
    let mut out = Vec::new();
    if grid.rows < 2 || grid.cols < 2 {
        return out;
    }
    for j in 0..grid.cols - 1 {
        for i in 0..grid.rows - 1 {
            let quad = [
                grid.node(i, j),
                grid.node(i, j + 1),
                grid.node(i + 1, j + 1),
                grid.node(i + 1, j),
            ];
            if quad
                .iter()
                .any(|p| p.0.is_nan() || p.1.is_nan() || p.2.is_nan())
            {
                continue;
            }
            if quad.iter().all(|p| p.2 >= lo && p.2 <= hi) {
                out.push(quad.iter().map(|p| (p.0, p.1)).unzip());
                continue;
            }
            if quad.iter().all(|p| p.2 < lo) || quad.iter().all(|p| p.2 > hi) {
                continue;
            }
            for triangle in [[quad[0], quad[1], quad[2]], [quad[0], quad[2], quad[3]]] {
                let mut piece = triangle.to_vec();
                if lo.is_finite() {
                    piece = clip_by_level(&piece, lo, true);
                }
                if hi.is_finite() && piece.len() >= 3 {
                    piece = clip_by_level(&piece, hi, false);
                }
                if piece.len() >= 3 {
                    out.push(piece.iter().map(|p| (p.0, p.1)).unzip());
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid<'a>(rows: usize, cols: usize, x: &'a [f64], y: &'a [f64], z: &'a [f64]) -> Grid<'a> {
        Grid {
            rows,
            cols,
            x,
            y,
            z,
        }
    }

    fn index_grid(rows: usize, cols: usize) -> (Vec<f64>, Vec<f64>) {
        let mut x = Vec::new();
        let mut y = Vec::new();
        for j in 0..cols {
            for i in 0..rows {
                x.push((j + 1) as f64);
                y.push((i + 1) as f64);
            }
        }
        (x, y)
    }

    #[test]
    fn a_peak_gives_one_closed_loop() {
        let (x, y) = index_grid(3, 3);
        let z = [0.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 0.0];
        let lines = isolines(&grid(3, 3, &x, &y, &z), 1.0);
        assert_eq!(lines.len(), 1);
        let (lx, ly) = &lines[0];
        assert_eq!(lx.len(), 5);
        assert_eq!((lx[0], ly[0]), (lx[4], ly[4]));
        for (a, b) in lx.iter().zip(ly) {
            let d = (a - 2.0).abs() + (b - 2.0).abs();
            assert!((d - 0.75).abs() < 1e-12);
        }
    }

    #[test]
    fn a_ramp_gives_one_open_line_across() {
        let (x, y) = index_grid(2, 4);
        let z = [1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0];
        let lines = isolines(&grid(2, 4, &x, &y, &z), 2.5);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].0, vec![2.5, 2.5]);
    }

    #[test]
    fn bands_cover_the_grid_area_once() {
        let (x, y) = index_grid(4, 5);
        let z: Vec<f64> = (0..20).map(|k| ((k * 7) % 11) as f64).collect();
        let g = grid(4, 5, &x, &y, &z);
        let levels = [f64::NEG_INFINITY, 2.0, 5.5, 8.0, f64::INFINITY];
        let area = |p: &Polyline| {
            let n = p.0.len();
            (0..n)
                .map(|k| p.0[k] * p.1[(k + 1) % n] - p.0[(k + 1) % n] * p.1[k])
                .sum::<f64>()
                .abs()
                / 2.0
        };
        let total: f64 = levels
            .windows(2)
            .flat_map(|w| band(&g, w[0], w[1]))
            .map(|p| area(&p))
            .sum();
        assert!((total - 12.0).abs() < 1e-9, "{total}");
    }
}
