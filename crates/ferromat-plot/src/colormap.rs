//! Named colormaps (`parula`, `jet`, `gray`, `hot`, ...) as lists of RGB
//! rows, and the lookup of a value through colour limits. This file must
//! not draw.

use crate::model::Color;

/// The names [`named`] knows, for error messages and completion.
pub const NAMES: &[&str] = &[
    "autumn", "cool", "copper", "gray", "hot", "jet", "parula", "spring", "summer", "winter",
];

/// The colormap called `name` with `n` rows, or `None` for an unknown name.
pub fn named(name: &str, n: usize) -> Option<Vec<Color>> {
    let ramp = |f: &dyn Fn(f64) -> Color| -> Vec<Color> {
        (0..n)
            .map(|i| {
                f(if n > 1 {
                    i as f64 / (n - 1) as f64
                } else {
                    0.0
                })
            })
            .collect()
    };
    Some(match name {
        "parula" => parula(n),
        "jet" => jet(n),
        "hot" => hot(n),
        "gray" => ramp(&|r| [r, r, r]),
        "cool" => ramp(&|r| [r, 1.0 - r, 1.0]),
        "spring" => ramp(&|r| [1.0, r, 1.0 - r]),
        "summer" => ramp(&|r| [r, 0.5 + r / 2.0, 0.4]),
        "autumn" => ramp(&|r| [1.0, r, 0.0]),
        "winter" => ramp(&|r| [0.0, r, 0.5 + (1.0 - r) / 2.0]),
        "copper" => ramp(&|r| [(1.25 * r).min(1.0), 0.7812 * r, 0.4975 * r]),
        _ => return None,
    })
}

/// Anchor colours of MATLAB's parula (its first and last rows and points
/// between), interpolated linearly: close to, not identical with, the
/// published table.
const PARULA_ANCHORS: [Color; 9] = [
    [0.2422, 0.1504, 0.6603],
    [0.2810, 0.3228, 0.9579],
    [0.1786, 0.5289, 0.9682],
    [0.0689, 0.6948, 0.8394],
    [0.2161, 0.7843, 0.5923],
    [0.5709, 0.7974, 0.2937],
    [0.8923, 0.7301, 0.2535],
    [0.9892, 0.8137, 0.1886],
    [0.9769, 0.9839, 0.0805],
];

/// MATLAB's default colormap with `n` rows.
pub fn parula(n: usize) -> Vec<Color> {
    let last = (PARULA_ANCHORS.len() - 1) as f64;
    (0..n)
        .map(|i| {
            let t = if n > 1 {
                i as f64 / (n - 1) as f64
            } else {
                0.0
            } * last;
            let k = (t.floor() as usize).min(PARULA_ANCHORS.len() - 2);
            let f = t - k as f64;
            let (a, b) = (PARULA_ANCHORS[k], PARULA_ANCHORS[k + 1]);
            [0, 1, 2].map(|c| a[c] + (b[c] - a[c]) * f)
        })
        .collect()
}

/// Dark blue through cyan, yellow and red to dark red, as MATLAB's `jet`.
pub fn jet(n: usize) -> Vec<Color> {
    let channel = |t: f64, centre: f64| (1.5 - (4.0 * (t - centre)).abs()).clamp(0.0, 1.0);
    (0..n)
        .map(|i| {
            // Sample at the cell centres so the first row is dark blue, not black.
            let t = (i as f64 + 0.5) / n as f64;
            [channel(t, 0.75), channel(t, 0.5), channel(t, 0.25)]
        })
        .collect()
}

/// Black through red and yellow to white, as MATLAB's `hot`.
pub fn hot(m: usize) -> Vec<Color> {
    let n = (3 * m) / 8;
    (0..m)
        .map(|i| {
            let k = i + 1;
            let r = if k <= n { k as f64 / n as f64 } else { 1.0 };
            let g = if k <= n {
                0.0
            } else if k <= 2 * n {
                (k - n) as f64 / n as f64
            } else {
                1.0
            };
            let b = if k <= 2 * n || m <= 2 * n {
                0.0
            } else {
                (k - 2 * n) as f64 / (m - 2 * n) as f64
            };
            [r, g, b]
        })
        .collect()
}

/// The colormap row for `value` scaled between `lo` and `hi` (MATLAB's
/// `CDataMapping` 'scaled'); NaN gives `None`.
pub fn scaled(map: &[Color], value: f64, lo: f64, hi: f64) -> Option<Color> {
    if value.is_nan() || map.is_empty() {
        return None;
    }
    let n = map.len();
    let t = if hi > lo {
        (value - lo) / (hi - lo)
    } else {
        0.5
    };
    let index = ((t * n as f64).floor().max(0.0) as usize).min(n - 1);
    Some(map[index])
}

/// The colormap row at 1-based `index` (clamped to the map), for direct
/// mapping.
pub fn indexed(map: &[Color], index: f64) -> Option<Color> {
    if index.is_nan() || map.is_empty() {
        return None;
    }
    let i = (index.floor().max(1.0) as usize).min(map.len()) - 1;
    Some(map[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parula_ends_at_its_published_rows() {
        let map = parula(64);
        assert_eq!(map.len(), 64);
        assert_eq!(map[0], PARULA_ANCHORS[0]);
        assert_eq!(map[63], PARULA_ANCHORS[8]);
    }

    #[test]
    fn gray_and_hot_match_their_formulas() {
        assert_eq!(
            named("gray", 3).unwrap(),
            vec![[0.0; 3], [0.5; 3], [1.0; 3]]
        );
        let hot = hot(8);
        assert_eq!(hot[0], [1.0 / 3.0, 0.0, 0.0]);
        assert_eq!(hot[7], [1.0, 1.0, 1.0]);
    }

    #[test]
    fn scaling_clamps_to_the_ends() {
        let map = named("gray", 4).unwrap();
        assert_eq!(scaled(&map, -5.0, 0.0, 1.0), Some(map[0]));
        assert_eq!(scaled(&map, 5.0, 0.0, 1.0), Some(map[3]));
        assert_eq!(scaled(&map, f64::NAN, 0.0, 1.0), None);
        assert_eq!(indexed(&map, 2.0), Some(map[1]));
    }
}
