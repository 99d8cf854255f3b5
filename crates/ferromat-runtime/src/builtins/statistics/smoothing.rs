//! `smoothdata`: smooths each lane of a numeric array along a dimension by
//! a moving mean or median (the `moving.rs` window walker), a Gaussian
//! average, or a local regression ('lowess', 'loess', their robust forms,
//! 'sgolay'; `smoothing/local_fit.rs`), with a window from the call or
//! from MATLAB's heuristic (`smoothing/window.rs`). Arguments are parsed
//! by `smoothing/args.rs`.
//!
//! As in MATLAB: windows without 'SamplePoints' are counted in elements,
//! and with them measured in sample points (a length k covers
//! [t - k/2, t + k/2), [kb kf] covers [t - kb, t + kf]). 'gaussian' and the
//! regressions on evenly spaced data use a whole number of elements,
//! fix(k / spacing) (capped at 2n and n), and the Gaussian's standard
//! deviation is a fifth of the window. Regression windows slide inwards
//! at the ends; the other windows shrink. Results are double, or single
//! for single data (complex stays complex). Tables are not supported. This file moves data between `Value`s and lanes and picks
//! the smoother; it does no smoothing arithmetic itself.

use ferromat_kernels::Lanes;
use num_complex::Complex64;

mod args;
mod local_fit;
mod window;

use args::{error, parse, sgolay_degree, Method, Request, NAME};
use local_fit::{
    gaussian, regression, robust_weights, single_point_windows, Gaussian, Regression, Sample,
};
use window::{automatic_window, is_uniform};

use super::lanes::default_axis;
use super::moving::{counts, window_lane, window_mean, window_median, Endpoints, Span};
use crate::builtins::arrays::float_parts::{float_parts, from_float_parts};
use crate::builtins::tables::as_table;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// Every lane of an array along one dimension, one after another
/// (lane-major), as real parts and, for complex data, imaginary parts.
#[derive(Clone, Debug)]
pub(super) struct LaneSet {
    /// Elements per lane.
    pub(super) length: usize,
    /// Number of lanes.
    pub(super) count: usize,
    pub(super) re: Vec<f64>,
    pub(super) im: Option<Vec<f64>>,
}

impl LaneSet {
    /// Whether element `i` (lane-major) is NaN in either part.
    pub(super) fn missing(&self, i: usize) -> bool {
        self.re[i].is_nan() || self.im.as_ref().is_some_and(|im| im[i].is_nan())
    }

    fn gather(re: &[f64], im: Option<&[f64]>, dims: &[usize], axis: usize) -> LaneSet {
        let lanes = Lanes::new(dims, axis);
        let order: Vec<usize> = (0..lanes.count())
            .flat_map(|lane| {
                let (start, stride) = lanes.lane_start(lane);
                (0..lanes.length).map(move |k| start + k * stride)
            })
            .collect();
        LaneSet {
            length: lanes.length,
            count: lanes.count(),
            re: order.iter().map(|&i| re[i]).collect(),
            im: im.map(|im| order.iter().map(|&i| im[i]).collect()),
        }
    }

    /// One part of the lanes back in the array's own (column-major) order.
    fn scatter(part: &[f64], dims: &[usize], axis: usize) -> Vec<f64> {
        let lanes = Lanes::new(dims, axis);
        let mut out = vec![0.0; part.len()];
        for (lane, values) in part.chunks(lanes.length.max(1)).enumerate() {
            let (start, stride) = lanes.lane_start(lane);
            for (k, &x) in values.iter().enumerate() {
                out[start + k * stride] = x;
            }
        }
        out
    }
}

/// The window of a length `w` (half-open, w/2 each way) or [kb kf]
/// (closed) over the positions `t`.
fn points_span<'a>(window: &[f64], t: &'a [f64]) -> Span<'a> {
    match *window {
        [kb, kf] => Span::Points {
            t,
            before: kb,
            after: kf,
            closed: true,
        },
        _ => {
            let half = window.first().copied().unwrap_or(0.0) / 2.0;
            Span::Points {
                t,
                before: half,
                after: half,
                closed: false,
            }
        }
    }
}

/// A counted window of fix(w) elements (w >= 2).
fn counted(w: f64) -> Span<'static> {
    let (before, after) = counts(&[w.trunc()]).unwrap_or((0, 0));
    Span::Count { before, after }
}

/// What smooths one lane.
enum Smoother<'a> {
    /// Windows of one point: the data as it is.
    Identity,
    Moving {
        span: Span<'a>,
        median: bool,
    },
    Gaussian(Gaussian<'a>),
    Regression {
        first: Regression<'a>,
        /// The robust methods' refits (on sample-point windows, as
        /// MATLAB's) and the relative floor of their residual scale.
        robust: Option<(Regression<'a>, f64)>,
    },
}

/// The smoother of a request, for lanes of `n` elements at `positions`
/// (the sample points, or 0, 1, ...). `any_missing`: some element of the
/// whole array is NaN (MATLAB then leaves the fast evenly-spaced path of
/// the regressions when omitting NaN, for every lane alike).
fn smoother<'a>(
    request: &'a Request,
    window: &[f64],
    degree: usize,
    positions: &'a [f64],
    any_missing: bool,
    single: bool,
) -> Smoother<'a> {
    let n = positions.len();
    let t = request.t.as_deref();
    let spacing = match t {
        Some(t) if n > 1 => t[1] - t[0],
        _ => 1.0,
    };
    let even = t.is_none_or(is_uniform) && window.len() == 1;
    let general = points_span(window, positions);
    let omit = request.omit;
    let (tricube, degree, robust) = match request.method {
        Method::MovMean | Method::MovMedian => {
            let span = match (t, counts(window)) {
                (None, Some((before, after))) => Span::Count { before, after },
                _ => general,
            };
            let median = request.method == Method::MovMedian;
            return Smoother::Moving { span, median };
        }
        Method::Gaussian if even => {
            let w = window[0] / spacing;
            if w.trunc() < 2.0 {
                return Smoother::Identity;
            }
            return Smoother::Gaussian(Gaussian {
                span: counted(w.min(2.0 * n as f64)),
                positions,
                sigma: w / 5.0,
                omit,
            });
        }
        Method::Gaussian => {
            if single_point_windows(general, positions) {
                return Smoother::Identity;
            }
            return Smoother::Gaussian(Gaussian {
                span: general,
                positions,
                sigma: window.iter().sum::<f64>() / 5.0,
                omit,
            });
        }
        Method::Lowess => (true, 1, false),
        Method::Loess => (true, 2, false),
        Method::RLowess => (true, 1, true),
        Method::RLoess => (true, 2, true),
        Method::SGolay => (false, degree, false),
    };
    let fit = |span| Regression {
        span,
        positions,
        degree,
        tricube,
        omit,
    };
    let (first, refit_span) = if even && !(omit && any_missing) {
        let w = window[0] / spacing;
        if w < 2.0 {
            return Smoother::Identity;
        }
        (
            fit(counted(w.min(n as f64))),
            Span::Points {
                t: positions,
                before: w / 2.0,
                after: w / 2.0,
                closed: false,
            },
        )
    } else {
        if single_point_windows(general, positions) {
            return Smoother::Identity;
        }
        (fit(general), general)
    };
    let relative = if single {
        f64::from(f32::EPSILON).sqrt()
    } else {
        f64::EPSILON.sqrt()
    };
    Smoother::Regression {
        first,
        robust: robust.then(|| (fit(refit_span), relative)),
    }
}

/// Smooths one lane of real or complex samples with a weighted smoother.
fn weighted_lane<E: Sample>(x: &[E], smoother: &Smoother<'_>, out: &mut [E]) {
    match smoother {
        Smoother::Gaussian(g) => gaussian(x, g, out),
        Smoother::Regression { first, robust } => {
            regression(x, first, None, out);
            if let Some((refit, relative)) = robust {
                for _ in 0..5 {
                    let Some(weights) = robust_weights(x, out, *relative) else {
                        break;
                    };
                    let previous = out.to_vec();
                    regression(x, refit, Some(&weights), out);
                    if previous.iter().zip(out.iter()).all(|(a, b)| {
                        let (a, b): (E, E) = (*a, *b);
                        (a - b).magnitude() == 0.0
                    }) {
                        break;
                    }
                }
            }
        }
        Smoother::Identity | Smoother::Moving { .. } => out.copy_from_slice(x),
    }
}

/// Smooths every lane.
fn smooth_lanes(lanes: &LaneSet, smoother: &Smoother<'_>, omit: bool) -> Result<LaneSet> {
    let n = lanes.length.max(1);
    let mut out = lanes.clone();
    match (smoother, &lanes.im) {
        (Smoother::Moving { span, median }, im) => {
            if im.is_some() && *median {
                return Err(RuntimeError::new(
                    "ferromat:smoothdata:complexMedian",
                    "The 'movmedian' method does not support complex data.",
                )
                .in_function(NAME));
            }
            let statistic: fn(&mut Vec<f64>) -> f64 = if *median {
                |w| window_median(w)
            } else {
                |w| window_mean(w)
            };
            // Omitting NaN drops a complex element from both parts.
            let mut source = lanes.clone();
            if omit && im.is_some() {
                for i in 0..source.re.len() {
                    if lanes.missing(i) {
                        source.re[i] = f64::NAN;
                        if let Some(im) = source.im.as_mut() {
                            im[i] = f64::NAN;
                        }
                    }
                }
            }
            let mut scratch = Vec::new();
            let mut parts = vec![(&source.re, &mut out.re)];
            if let (Some(from), Some(to)) = (source.im.as_ref(), out.im.as_mut()) {
                parts.push((from, to));
            }
            for (from, to) in parts {
                for (lane, result) in from.chunks(n).zip(to.chunks_mut(n)) {
                    window_lane(
                        lane,
                        *span,
                        Endpoints::Shrink,
                        omit,
                        &mut scratch,
                        &statistic,
                        result,
                    );
                }
            }
        }
        (_, None) => {
            for (lane, result) in lanes.re.chunks(n).zip(out.re.chunks_mut(n)) {
                weighted_lane(lane, smoother, result);
            }
        }
        (_, Some(im)) => {
            let mut result = vec![Complex64::new(0.0, 0.0); n];
            for (lane, (re, im)) in lanes.re.chunks(n).zip(im.chunks(n)).enumerate() {
                let x: Vec<Complex64> = re
                    .iter()
                    .zip(im)
                    .map(|(&a, &b)| Complex64::new(a, b))
                    .collect();
                weighted_lane(&x, smoother, &mut result[..x.len()]);
                for (k, z) in result.iter().take(x.len()).enumerate() {
                    out.re[lane * n + k] = z.re;
                    if let Some(out_im) = out.im.as_mut() {
                        out_im[lane * n + k] = z.im;
                    }
                }
            }
        }
    }
    Ok(out)
}

/// `B = smoothdata(A)`, `smoothdata(A, dim)`, `smoothdata(..., method)`,
/// `smoothdata(..., method, window)`, `smoothdata(..., nanflag)`,
/// `smoothdata(..., 'SamplePoints', t, 'SmoothingFactor', f, 'Degree', d)`,
/// `[B, window] = smoothdata(...)`.
pub fn smoothdata(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let original = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    if as_table(original).is_some() {
        return Err(RuntimeError::new(
            "ferromat:smoothdata:tableInput",
            "Table and timetable inputs are not supported; smooth the variables' arrays.",
        )
        .in_function(NAME));
    }
    // Sparse data arrives full (builtins/sparse routes every call); the
    // result stays full, see docs/reference/smoothdata.md.
    let data = original;
    let bad_array = || error("badArray", "Input data must be a numeric or logical array.");
    let (re, im, single) = float_parts(data).ok_or_else(bad_array)?;
    let shape = data.shape();
    let dims = shape.dims().to_vec();
    let request = parse(
        args,
        default_axis(&shape),
        |axis| shape.dim(axis),
        data.is_empty(),
    )?;
    let lanes = LaneSet::gather(&re, im.as_deref(), &dims, request.axis);
    let window: Option<Vec<f64>> = match (&request.window, data.is_empty()) {
        (Some(given), _) => Some(given.clone()),
        (None, true) => None,
        (None, false) => Some(vec![automatic_window(
            interp,
            &lanes,
            request.t.as_deref(),
            request.factor,
        )?]),
    };
    let mut smoothed = lanes.clone();
    if let Some(window) = window.as_deref().filter(|_| lanes.length >= 2) {
        let degree = match request.method {
            Method::SGolay => sgolay_degree(interp, &request, window)?,
            _ => 0,
        };
        let positions: Vec<f64> = match &request.t {
            Some(t) => t.clone(),
            None => (0..lanes.length).map(|k| k as f64).collect(),
        };
        let any_missing = (0..lanes.re.len()).any(|i| lanes.missing(i));
        let plan = smoother(&request, window, degree, &positions, any_missing, single);
        smoothed = smooth_lanes(&lanes, &plan, request.omit)?;
    } else if let (Some(window), Method::SGolay, false) =
        (window.as_deref(), request.method, data.is_empty())
    {
        // MATLAB checks the degree of any nonempty data, even a lane too
        // short to smooth.
        sgolay_degree(interp, &request, window)?;
    }
    let re = LaneSet::scatter(&smoothed.re, &dims, request.axis);
    let im = smoothed
        .im
        .as_ref()
        .map(|im| LaneSet::scatter(im, &dims, request.axis));
    let result = from_float_parts(shape, re, im, single)?;
    let mut out = Outputs::new();
    out.push(result);
    if nargout > 1 {
        out.push(match (request.window_value, window) {
            (Some(given), _) => given,
            (None, Some(picked)) => Value::scalar(picked.first().copied().unwrap_or(1.0)),
            (None, None) => Value::Double(Tensor::empty()),
        });
    }
    Ok(out)
}
