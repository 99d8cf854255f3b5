//! The window `smoothdata` picks when the call gives none: MATLAB's
//! documented heuristic, "a moving average window size that attenuates
//! approximately 100*tau percent of the energy of the input data" for the
//! smoothing factor tau (default 0.25).
//!
//! Each lane (missing entries filled by pchip, the mean removed) is
//! transformed with a 2n-point FFT; the cumulative share of its energy in
//! the first n frequency bins is averaged over the lanes, and the first bin
//! j where that average passes 1 - tau gives the cutoff. The window is the
//! width of the moving average whose -3 dB frequency sits there:
//! `ceil(sqrt((0.44294 * 2n / max(j, 1))^2 + 1))`, or 1 when no bin passes
//! (constant data). A factor of 0 gives 1 and a factor of 1 the whole
//! lane. Non-uniform sample points are resampled onto a uniform grid by
//! pchip first and the window scaled by the mean spacing; uniform ones
//! just scale the window by their spacing.
//!
//! Filling and resampling call the `fillmissing` and `interp1` builtins,
//! so there is one interpolation code path. This file picks a number and
//! must not smooth anything.

use num_complex::Complex64;

use super::LaneSet;
use crate::builtins::polynomials::interp::interp1;
use crate::builtins::statistics::fill::fillmissing;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::fft::{fft_along, fft_real_along};

/// Whether sample points are evenly spaced (exactly, as MATLAB tests it:
/// the largest and smallest differences are equal).
pub(super) fn is_uniform(t: &[f64]) -> bool {
    let mut steps = t.windows(2).map(|pair| pair[1] - pair[0]);
    match steps.next() {
        None => false,
        Some(first) => {
            let (low, high) = steps.fold((first, first), |(lo, hi), d| (lo.min(d), hi.max(d)));
            low == high
        }
    }
}

/// The spacing of floating-point numbers at `x` (MATLAB's `eps(x)`).
fn spacing(x: f64) -> f64 {
    let magnitude = x.abs();
    if !magnitude.is_finite() {
        return f64::NAN;
    }
    f64::from_bits(magnitude.to_bits() + 1) - magnitude
}

/// The automatic window for `lanes` with sample points `t` (`None`: the
/// positions 1, 2, ...) and smoothing factor `factor` in [0, 1].
pub(super) fn automatic_window(
    interp: &mut Interpreter,
    lanes: &LaneSet,
    t: Option<&[f64]>,
    factor: f64,
) -> Result<f64> {
    let tau = 1.0 - factor;
    let n = lanes.length;
    if let Some(t) = t.filter(|t| is_uniform(t)) {
        return Ok(automatic_window(interp, lanes, None, factor)? * (t[1] - t[0]));
    }
    match t {
        _ if n < 2 => Ok(t.and_then(|t| t.first()).map_or(1.0, |&t0| spacing(t0))),
        Some(t) => {
            let (first, last) = (t[0], t[n - 1]);
            if tau == 0.0 {
                Ok(last - first)
            } else if tau == 1.0 {
                let gap = t
                    .windows(2)
                    .map(|pair| pair[1] - pair[0])
                    .fold(f64::INFINITY, f64::min);
                Ok(gap / 2.0)
            } else {
                let resampled = resample(interp, lanes, t)?;
                Ok(spectral_window(interp, &resampled, tau)? * ((last - first) / (n - 1) as f64))
            }
        }
        None if tau == 0.0 => Ok(n as f64),
        None if tau == 1.0 => Ok(1.0),
        None => spectral_window(interp, lanes, tau),
    }
}

/// One part (real or imaginary) of every lane as an n-by-lanes double
/// matrix, the layout `fillmissing` and `interp1` work on column by column.
fn as_matrix(part: &[f64], lanes: &LaneSet) -> Value {
    Value::Double(Tensor::new(
        Shape::matrix(lanes.length, lanes.count),
        part.to_vec(),
    ))
}

fn first_output(outputs: crate::builtins::Outputs) -> Vec<f64> {
    outputs
        .into_iter()
        .next()
        .and_then(|value| value.to_f64_vec())
        .unwrap_or_default()
}

/// The parts of `lanes` with every missing entry (NaN in either part of a
/// complex entry) filled by `fillmissing(..., 'pchip', extra...)`.
fn filled(interp: &mut Interpreter, lanes: &LaneSet, extra: &[Value]) -> Result<LaneSet> {
    let mut out = lanes.clone();
    let missing: Vec<bool> = (0..lanes.re.len()).map(|i| lanes.missing(i)).collect();
    if !missing.contains(&true) {
        return Ok(out);
    }
    let mut parts = vec![&mut out.re];
    if let Some(im) = out.im.as_mut() {
        parts.push(im);
    }
    for part in parts {
        for (x, &gap) in part.iter_mut().zip(&missing) {
            if gap {
                *x = f64::NAN;
            }
        }
        let mut call = vec![as_matrix(part, lanes), Value::char_row("pchip")];
        call.extend_from_slice(extra);
        let values = first_output(fillmissing(interp, &call, 1)?);
        if values.len() == part.len() {
            *part = values;
        }
    }
    Ok(out)
}

/// The lanes filled and interpolated (pchip) from the sample points `t`
/// onto as many evenly spaced points between the first and the last.
fn resample(interp: &mut Interpreter, lanes: &LaneSet, t: &[f64]) -> Result<LaneSet> {
    let n = t.len();
    let points = Value::Double(Tensor::new(Shape::matrix(n, 1), t.to_vec()));
    let extra = [
        Value::char_row("SamplePoints"),
        points.clone(),
        Value::char_row("EndValues"),
        Value::char_row("extrap"),
    ];
    let mut out = filled(interp, lanes, &extra)?;
    // linspace(t(1), t(end), n): first + k*step, the last point exact.
    let (first, last) = (t[0], t[n - 1]);
    let step = (last - first) / (n - 1) as f64;
    let grid: Vec<f64> = (0..n)
        .map(|k| {
            if k + 1 == n {
                last
            } else {
                first + k as f64 * step
            }
        })
        .collect();
    let grid = Value::Double(Tensor::new(Shape::matrix(n, 1), grid));
    let mut parts = vec![&mut out.re];
    if let Some(im) = out.im.as_mut() {
        parts.push(im);
    }
    for part in parts {
        let call = [
            points.clone(),
            as_matrix(part, lanes),
            grid.clone(),
            Value::char_row("pchip"),
        ];
        let values = first_output(interp1(interp, &call, 1)?);
        if values.len() == part.len() {
            *part = values;
        }
    }
    Ok(out)
}

/// The heuristic on evenly spaced lanes (see the file comment), for
/// 0 < tau < 1.
fn spectral_window(interp: &mut Interpreter, lanes: &LaneSet, tau: f64) -> Result<f64> {
    let n = lanes.length;
    let count = lanes.count;
    let lanes = filled(interp, lanes, &[])?;
    let centered = |part: &[f64]| -> Vec<f64> {
        part.chunks(n)
            .flat_map(|lane| {
                let mean = lane.iter().sum::<f64>() / n as f64;
                lane.iter().map(move |x| x - mean)
            })
            .collect()
    };
    let size = 2 * n;
    let dims = [n, count];
    let spectrum: Vec<Complex64> = match &lanes.im {
        None => fft_real_along(&centered(&lanes.re), &dims, 0, size, false),
        Some(im) => {
            let data = centered(&lanes.re)
                .into_iter()
                .zip(centered(im))
                .map(|(re, im)| Complex64::new(re, im))
                .collect();
            fft_along(data, &dims, 0, size, false)
        }
    };
    let mut average = vec![0.0; n];
    for lane in spectrum.chunks(size) {
        // |X|^2 as MATLAB's abs(...).^2 computes it (hypot, then square).
        let power = |j: usize| lane[j].norm().powi(2) / size as f64;
        let share: Vec<f64> = (0..n)
            .map(|j| match (&lanes.im, j) {
                (Some(_), 1..) => 0.5 * (power(j) + power(size - j)),
                _ => power(j),
            })
            .collect();
        let total: f64 = share.iter().sum();
        let mut running = 0.0;
        for (sum, p) in average.iter_mut().zip(&share) {
            // A constant or all-missing lane has no energy (0/0 or NaN):
            // it adds nothing, as MATLAB's cumsum(..., 'omitnan') does.
            let part = p / total;
            if !part.is_nan() {
                running += part;
            }
            *sum += running;
        }
    }
    let cutoff = average.iter().position(|&sum| sum / count as f64 > tau);
    Ok(match cutoff {
        None => 1.0,
        Some(j) => ((0.44294 * size as f64 / j.max(1) as f64).powi(2) + 1.0)
            .sqrt()
            .ceil(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lanes(data: Vec<f64>, length: usize) -> LaneSet {
        LaneSet {
            count: data.len() / length,
            length,
            re: data,
            im: None,
        }
    }

    #[test]
    fn uniform_points_and_spacing() {
        assert!(is_uniform(&[1.0, 2.0, 3.0]));
        assert!(!is_uniform(&[1.0, 2.0, 4.0]));
        assert!(!is_uniform(&[1.0]));
        assert_eq!(spacing(1.0), f64::EPSILON);
        assert_eq!(spacing(0.0), f64::from_bits(1));
    }

    #[test]
    fn factor_limits_and_constant_data() {
        let mut interp = Interpreter::new();
        let ramp = lanes((1..=10).map(f64::from).collect(), 10);
        assert_eq!(
            automatic_window(&mut interp, &ramp, None, 1.0).unwrap(),
            10.0
        );
        assert_eq!(
            automatic_window(&mut interp, &ramp, None, 0.0).unwrap(),
            1.0
        );
        let flat = lanes(vec![3.0; 8], 8);
        assert_eq!(
            automatic_window(&mut interp, &flat, None, 0.25).unwrap(),
            1.0
        );
        let single = lanes(vec![3.0], 1);
        assert_eq!(
            automatic_window(&mut interp, &single, None, 0.25).unwrap(),
            1.0
        );
        let t = [0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 18.0];
        assert_eq!(
            automatic_window(&mut interp, &ramp, Some(&t), 1.0).unwrap(),
            20.0
        );
    }
}
