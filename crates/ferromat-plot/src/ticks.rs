//! Axis limits and tick marks as MATLAB chooses them in automatic mode:
//! a step of 1, 2 or 5 times a power of ten, the fewest ticks that still
//! leave room for their labels (at most 11), limits rounded outward to a
//! whole step, and labels sharing a `x10^k` factor when the numbers are
//! large or small. Log axes tick at the decades. This file must not draw.

/// The limits of one axis and its ticks with their labels.
#[derive(Clone, Debug, PartialEq)]
pub struct Ticks {
    pub lo: f64,
    pub hi: f64,
    pub values: Vec<f64>,
    pub labels: Vec<String>,
    /// The power of ten the labels are divided by, shown once at the end of
    /// the axis (`x10^4`); 0 when labels are plain numbers.
    pub exponent: i32,
}

/// The most ticks an axis ever gets.
pub const MAX_TICKS: usize = 11;

/// The smallest and largest finite values (positive ones for a log axis).
pub fn data_range(values: impl IntoIterator<Item = f64>, log: bool) -> Option<(f64, f64)> {
    let mut range: Option<(f64, f64)> = None;
    for v in values {
        if !v.is_finite() || (log && v <= 0.0) {
            continue;
        }
        range = Some(match range {
            None => (v, v),
            Some((lo, hi)) => (lo.min(v), hi.max(v)),
        });
    }
    range
}

/// The limits and ticks of a linear axis. `data` is the data range (`None`
/// when there is no data), `manual` limits set by the user win, `tight`
/// keeps the data range unrounded, and `room` is how many ticks fit along
/// the axis for their labels.
pub fn linear(
    data: Option<(f64, f64)>,
    manual: Option<(f64, f64)>,
    tight: bool,
    room: usize,
) -> Ticks {
    let max_ticks = room.clamp(2, MAX_TICKS);
    let finite =
        |r: Option<(f64, f64)>| r.filter(|(a, b)| a.is_finite() && b.is_finite() && a <= b);
    let (manual, data) = (finite(manual).filter(|(a, b)| a < b), finite(data));
    let (lo, hi, fixed) = match (manual, data) {
        (Some((lo, hi)), _) => (lo, hi, true),
        (None, None) => (0.0, 1.0, true),
        (None, Some((lo, hi))) if lo == hi => {
            // A constant: MATLAB centres it in a range one unit each side
            // (scaled for large magnitudes).
            let half = if lo == 0.0 {
                1.0
            } else {
                10f64.powf(lo.abs().log10().floor())
            };
            (lo - half, hi + half, true)
        }
        (None, Some((lo, hi))) => (lo, hi, tight),
    };
    let mut step = first_step(hi - lo);
    loop {
        let (tick_lo, tick_hi) = if fixed {
            (lo, hi)
        } else {
            (
                snap(lo / step, f64::floor) * step,
                snap(hi / step, f64::ceil) * step,
            )
        };
        let first = snap(tick_lo / step, f64::ceil);
        let last = snap(tick_hi / step, f64::floor);
        let count = (last - first + 1.0).max(0.0);
        if count <= max_ticks as f64 || !step.is_finite() || !count.is_finite() {
            let count = if count.is_finite() {
                count.min(MAX_TICKS as f64)
            } else {
                0.0
            };
            let values: Vec<f64> = (0..count as usize)
                .map(|k| clean((first + k as f64) * step, step))
                .collect();
            let (labels, exponent) = label_linear(&values, step);
            return Ticks {
                lo: tick_lo,
                hi: tick_hi,
                values,
                labels,
                exponent,
            };
        }
        step = next_step(step);
    }
}

/// `ticks` with its tick marks replaced by `values` (those inside the
/// limits), labelled as automatic ticks would be.
pub fn with_values(ticks: Ticks, values: &[f64]) -> Ticks {
    let inside: Vec<f64> = values
        .iter()
        .copied()
        .filter(|v| *v >= ticks.lo && *v <= ticks.hi)
        .collect();
    let step = inside
        .windows(2)
        .map(|w| (w[1] - w[0]).abs())
        .filter(|d| *d > 0.0)
        .fold(f64::INFINITY, f64::min);
    let step = if step.is_finite() {
        step
    } else {
        inside.first().map_or(1.0, |v| v.abs().max(1e-12))
    };
    let (labels, exponent) = label_linear(&inside, 10f64.powf(step.log10().floor()));
    Ticks {
        values: inside,
        labels,
        exponent,
        ..ticks
    }
}

/// The limits and ticks of a log axis: whole decades around the data
/// (unless manual or tight), ticks at the decades, labelled `10^k`.
pub fn log(data: Option<(f64, f64)>, manual: Option<(f64, f64)>, tight: bool) -> Ticks {
    let (lo, hi) = match (manual, data) {
        (Some((lo, hi)), _) if lo > 0.0 && hi > lo && hi.is_finite() => (lo, hi),
        (_, Some((lo, hi))) if tight && hi > lo => (lo, hi),
        (_, Some((lo, hi))) => {
            let (a, b) = (lo.log10().floor(), hi.log10().ceil());
            let b = if b <= a { a + 1.0 } else { b };
            (10f64.powf(a), 10f64.powf(b))
        }
        _ => (1.0, 10.0),
    };
    let (a, b) = (lo.log10().ceil() as i32, hi.log10().floor() as i32);
    // Every decade when they fit, else every second or fifth.
    let span = (b - a).max(0) as usize + 1;
    let stride = [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|s| span.div_ceil(*s) <= MAX_TICKS)
        .unwrap_or(100);
    let exponents: Vec<i32> = (a..=b).filter(|e| (e - a) % stride as i32 == 0).collect();
    Ticks {
        lo,
        hi,
        values: exponents.iter().map(|&e| 10f64.powi(e)).collect(),
        labels: exponents.iter().map(|e| format!("10^{e}")).collect(),
        exponent: 0,
    }
}

/// The power-of-ten step at or below a tenth of `span`.
fn first_step(span: f64) -> f64 {
    if !(span.is_finite() && span > 0.0) {
        return 1.0;
    }
    10f64.powf((span / 10.0).log10().floor())
}

/// The next step of the 1, 2, 5 sequence.
fn next_step(step: f64) -> f64 {
    let power = 10f64.powf(step.log10().floor());
    let mantissa = (step / power).round();
    if mantissa < 2.0 {
        2.0 * power
    } else if mantissa < 5.0 {
        5.0 * power
    } else {
        10.0 * power
    }
}

/// `f(x)` after absorbing floating-point noise (0.30000000000000004 / 0.1
/// counts as 3, not 4).
fn snap(x: f64, f: fn(f64) -> f64) -> f64 {
    let r = x.round();
    if (x - r).abs() < 1e-12 + x.abs() * 1e-15 {
        r
    } else {
        f(x)
    }
}

/// A tick value with the noise of `k * step` removed and without `-0`.
fn clean(v: f64, step: f64) -> f64 {
    let v = (v / step).round() * step;
    if v.abs() < step * 1e-9 {
        0.0
    } else {
        v
    }
}

/// Labels for linear ticks: as many decimals as the step needs, with a
/// common power of ten factored out when the largest tick reaches 10^4
/// or stays below 10^-3 (MATLAB's exponent label).
fn label_linear(values: &[f64], step: f64) -> (Vec<String>, i32) {
    let largest = values.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let exponent = if largest >= 1e4 || (largest > 0.0 && largest < 1e-3) {
        largest.log10().floor() as i32
    } else {
        0
    };
    let scale = 10f64.powi(exponent);
    let scaled_step = step / scale;
    let decimals = (-(scaled_step.log10() + 1e-9).floor()).max(0.0) as usize;
    let labels = values
        .iter()
        .map(|v| {
            let mut text = format!("{:.*}", decimals, v / scale);
            if text.contains('.') {
                // MATLAB writes 1, not 1.0, beside 0.8.
                text = text.trim_end_matches('0').trim_end_matches('.').to_string();
            }
            if text
                .trim_start_matches('-')
                .chars()
                .all(|c| c == '0' || c == '.')
            {
                "0".to_string()
            } else {
                text
            }
        })
        .collect();
    (labels, exponent)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auto(lo: f64, hi: f64, room: usize) -> Ticks {
        linear(Some((lo, hi)), None, false, room)
    }

    #[test]
    fn sine_over_two_pi_gets_matlab_limits() {
        // plot(x, sin(x)) with x = linspace(0, 2*pi): MATLAB shows
        // x from 0 to 7 in steps of 1 and y from -1 to 1 in steps of 0.2.
        let x = auto(0.0, 2.0 * std::f64::consts::PI, 14);
        assert_eq!((x.lo, x.hi), (0.0, 7.0));
        assert_eq!(x.values.len(), 8);
        let y = auto(-1.0, 1.0, 11);
        assert_eq!((y.lo, y.hi), (-1.0, 1.0));
        assert_eq!(y.labels.first().map(String::as_str), Some("-1"));
        assert_eq!(y.labels[1], "-0.8");
        assert_eq!(y.labels[5], "0");
        assert_eq!(y.values.len(), 11);
    }

    #[test]
    fn limits_round_outward_to_the_step() {
        let t = auto(0.3, 9.7, 11);
        assert_eq!((t.lo, t.hi), (0.0, 10.0));
        assert_eq!(
            t.labels,
            ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
        );
        let t = auto(1.0, 10.0, 11);
        assert_eq!((t.lo, t.hi), (1.0, 10.0));
        let t = auto(-3.2, 47.0, 8);
        assert_eq!((t.lo, t.hi), (-10.0, 50.0));
        assert_eq!(t.values, [-10.0, 0.0, 10.0, 20.0, 30.0, 40.0, 50.0]);
    }

    #[test]
    fn fewer_ticks_when_room_is_short() {
        let t = auto(0.0, 10.0, 6);
        assert_eq!(t.values, [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        let t = auto(0.0, 10.0, 3);
        assert_eq!(t.values, [0.0, 5.0, 10.0]);
    }

    #[test]
    fn tight_and_manual_limits_are_kept() {
        let t = linear(Some((0.5, 9.5)), None, true, 11);
        assert_eq!((t.lo, t.hi), (0.5, 9.5));
        assert_eq!(t.values.first(), Some(&1.0));
        assert_eq!(t.values.last(), Some(&9.0));
        let t = linear(Some((0.5, 9.5)), Some((2.0, 3.0)), false, 11);
        assert_eq!((t.lo, t.hi), (2.0, 3.0));
        assert_eq!(t.labels.first().map(String::as_str), Some("2"));
    }

    #[test]
    fn constants_and_empty_axes_get_a_unit_range() {
        let t = auto(5.0, 5.0, 11);
        assert_eq!((t.lo, t.hi), (4.0, 6.0));
        let t = linear(None, None, false, 11);
        assert_eq!((t.lo, t.hi), (0.0, 1.0));
        assert_eq!(t.labels[1], "0.1");
    }

    #[test]
    fn large_values_share_an_exponent() {
        let t = auto(0.0, 1e5, 11);
        assert_eq!(t.exponent, 5);
        assert_eq!(t.labels.last().map(String::as_str), Some("1"));
        let t = auto(0.0, 6e4, 7);
        assert_eq!(t.exponent, 4);
        assert_eq!(t.labels, ["0", "1", "2", "3", "4", "5", "6"]);
    }

    #[test]
    fn floating_noise_does_not_add_ticks() {
        let t = auto(0.1, 0.3, 11);
        assert_eq!((t.lo, t.hi), (0.1, 0.3));
        assert_eq!(t.labels.last().map(String::as_str), Some("0.3"));
    }

    #[test]
    fn given_tick_values_keep_the_limits() {
        let t = with_values(auto(0.6, 11.4, 11), &[1.0, 2.0, 3.0, 11.0, 20.0]);
        assert_eq!((t.lo, t.hi), (0.0, 12.0));
        assert_eq!(t.labels, ["1", "2", "3", "11"]);
    }

    #[test]
    fn infinite_or_reversed_limits_fall_back() {
        let t = linear(Some((0.0, 1.0)), Some((0.0, f64::INFINITY)), false, 11);
        assert_eq!((t.lo, t.hi), (0.0, 1.0));
        let t = linear(Some((1e300, 1e308)), None, false, 11);
        assert!(t.values.len() <= MAX_TICKS);
    }

    #[test]
    fn log_axes_use_whole_decades() {
        let t = log(Some((3.0, 420.0)), None, false);
        assert_eq!((t.lo, t.hi), (1.0, 1000.0));
        assert_eq!(t.labels, ["10^0", "10^1", "10^2", "10^3"]);
        let t = log(Some((1e-30, 1e30)), None, false);
        assert!(t.values.len() <= MAX_TICKS);
    }

    #[test]
    fn every_auto_range_contains_its_data_with_few_ticks() {
        let mut seed = 12345u64;
        for _ in 0..2000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a = ((seed >> 11) as f64 / (1u64 << 53) as f64 - 0.5)
                * 10f64.powi((seed % 13) as i32 - 6);
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let b =
                a + (seed >> 11) as f64 / (1u64 << 53) as f64 * 10f64.powi((seed % 11) as i32 - 5);
            let room = 2 + (seed % 12) as usize;
            let t = auto(a, b, room);
            assert!(t.lo <= a && t.hi >= b, "{a} {b} -> {t:?}");
            assert!(
                t.values.len() >= 2 && t.values.len() <= room.clamp(2, MAX_TICKS),
                "{t:?}"
            );
        }
    }
}
