//! The step-size rules that every solver loop in this folder shares, as
//! MATLAB's solvers apply them: the smallest step allowed at `t` (16 eps(t)),
//! the first step sized from the solution's initial rate of change, each
//! step kept within [hmin, hmax], and a step stretched or shortened to land
//! exactly on `tfinal`. It must not hold a solver's error control: how a
//! step is accepted, rejected and resized stays in each engine's file.

/// MATLAB's `eps(x)`.
fn spacing(x: f64) -> f64 {
    let x = x.abs();
    f64::from_bits(x.to_bits() + 1) - x
}

/// The smallest step at `t`: a shorter one could not move `t`.
pub(super) fn min_step(t: f64) -> f64 {
    16.0 * spacing(t)
}

/// A step size within [hmin, hmax] (an `InitialStep` option, or the step
/// the error control asked for).
pub(super) fn step_within(h: f64, hmin: f64, hmax: f64) -> f64 {
    hmax.min(hmin.max(h.abs()))
}

/// The first step when none is requested: the whole span (at most hmax),
/// shortened so that `h * rate <= 1`, where `rate` is a solver's estimate of
/// the inverse of a step with acceptable error; never below hmin.
pub(super) fn step_for_rate(rate: f64, hmin: f64, hmax: f64, span: f64) -> f64 {
    let mut h = hmax.min(span);
    if h * rate > 1.0 {
        h = 1.0 / rate;
    }
    h.max(hmin)
}

/// The signed step from `t` of size `absh` in direction `tdir`, with its
/// size, and whether it is the last: within 10% of `tfinal` the step lands
/// on it exactly rather than leave a sliver for one more step.
pub(super) fn land_on_final(t: f64, tfinal: f64, tdir: f64, absh: f64) -> (f64, f64, bool) {
    if 1.1 * absh >= (tfinal - t).abs() {
        let h = tfinal - t;
        (h, h.abs(), true)
    } else {
        (tdir * absh, absh, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smallest_step_moves_t() {
        for t in [0.0, 1.0, -3.5, 1e10, 1e-300] {
            let hmin = min_step(t);
            assert!(t + hmin != t && hmin > 0.0, "t = {t}");
        }
    }

    #[test]
    fn steps_stay_within_bounds_and_land_on_final() {
        assert_eq!(step_within(-5.0, 0.1, 2.0), 2.0);
        assert_eq!(step_within(1e-9, 0.1, 2.0), 0.1);
        assert_eq!(step_for_rate(4.0, 1e-6, 10.0, 3.0), 0.25);
        assert_eq!(step_for_rate(0.1, 1e-6, 10.0, 3.0), 3.0);
        assert_eq!(step_for_rate(1e20, 1e-6, 10.0, 3.0), 1e-6);
        assert_eq!(land_on_final(0.0, 1.0, 1.0, 0.95), (1.0, 1.0, true));
        assert_eq!(land_on_final(0.0, -1.0, -1.0, 0.5), (-0.5, 0.5, false));
        assert_eq!(land_on_final(2.0, 1.0, -1.0, 0.95), (-1.0, 1.0, true));
    }
}
