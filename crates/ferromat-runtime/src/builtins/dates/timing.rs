//! Timing builtins: `tic`, `toc` and `pause`.
//!
//! The stopwatch `tic` starts lives in the interpreter (`tic_start`), so each
//! session has its own. A timer value returned by `t = tic` is a uint64 count
//! of microseconds since a process-wide origin, so `toc(t)` works across
//! sessions as in MATLAB. `pause` sleeps; it never waits for a key press.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// The instant timer values count from.
fn clock_origin() -> Instant {
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    *ORIGIN.get_or_init(Instant::now)
}

/// Microseconds since the clock origin, as `t = tic` returns them.
fn timer_value(now: Instant) -> u64 {
    let micros = now.saturating_duration_since(clock_origin()).as_micros();
    u64::try_from(micros).unwrap_or(u64::MAX)
}

/// Seconds from timer value `start` to `now`.
fn seconds_since(start: u64, now: Instant) -> f64 {
    timer_value(now).saturating_sub(start) as f64 / 1e6
}

/// `Elapsed time is 0.123456 seconds.` as `toc` prints it.
fn elapsed_message(seconds: f64) -> String {
    format!("Elapsed time is {seconds:.6} seconds.\n")
}

/// `tic` starts the session stopwatch; `t = tic` returns a uint64 timer
/// value instead and leaves the stopwatch alone.
pub fn tic(interp: &mut Interpreter, _: &[Value], nargout: usize) -> Result<Outputs> {
    let now = Instant::now();
    if nargout == 0 {
        interp.tic_start = Some(now);
        return Ok(Outputs::new());
    }
    one(Value::UInt64(Tensor::scalar(timer_value(now))))
}

/// `toc` / `toc(t)` prints `Elapsed time is N seconds.` (or returns N with an
/// output) since `tic`, or since the timer value `t`.
pub fn toc(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let now = Instant::now();
    let seconds = match args.first() {
        None => {
            let start = interp.tic_start.ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:toc:callTicFirstNoInputs",
                    "You must call TIC without an output argument before calling TOC without an input.",
                )
                .in_function("toc")
            })?;
            now.saturating_duration_since(start).as_secs_f64()
        }
        Some(Value::UInt64(t)) if t.is_scalar() => {
            seconds_since(t.first().copied().unwrap_or(0), now)
        }
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:toc:invalidInputType",
                "Input must be a uint64 timer value returned by TIC.",
            )
            .in_function("toc"))
        }
    };
    if nargout == 0 {
        interp.print(&elapsed_message(seconds));
        return Ok(Outputs::new());
    }
    one(Value::scalar(seconds))
}

/// How long `pause(n)` sleeps; `None` for `pause` with no argument or
/// `pause(Inf)`, which in MATLAB wait for a key press and here return at once.
fn pause_duration(args: &[Value]) -> Result<Option<Duration>> {
    let Some(value) = args.first() else {
        return Ok(None);
    };
    let invalid = || {
        RuntimeError::new(
            "MATLAB:pause:invalidInput",
            "Input must be a nonnegative real number.",
        )
        .in_function("pause")
    };
    let seconds = args::scalar(value, "pause").map_err(|_| invalid())?;
    if seconds.is_nan() || seconds < 0.0 {
        return Err(invalid());
    }
    if seconds.is_infinite() {
        return Ok(None);
    }
    // `pause(1e20)` is an ordinary (endless) wait, not an overflow.
    Ok(Some(
        Duration::try_from_secs_f64(seconds).unwrap_or(Duration::MAX),
    ))
}

/// The longest `pause` sleeps between two looks at the interrupt flag, so
/// Ctrl-C (or an embedder's `InterruptHandle`) ends a long pause promptly.
const PAUSE_SLICE: Duration = Duration::from_millis(20);

/// `pause(n)` sleeps `n` seconds. Differences from MATLAB: `pause` and
/// `pause(Inf)` return at once instead of waiting for a key, and
/// `pause('on'|'off')` is not supported.
pub fn pause(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if let Some(duration) = pause_duration(args)? {
        let start = Instant::now();
        loop {
            interp.check_interrupt()?;
            let elapsed = start.elapsed();
            if elapsed >= duration {
                break;
            }
            std::thread::sleep((duration - elapsed).min(PAUSE_SLICE));
        }
    }
    Ok(Outputs::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(
        f: crate::builtins::BuiltinFn,
        interp: &mut Interpreter,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        f(interp, args, nargout)
    }

    #[test]
    fn toc_without_tic_is_an_error_with_matlab_text() {
        let mut interp = Interpreter::new();
        let error = run(toc, &mut interp, &[], 1).unwrap_err();
        assert_eq!(
            error.message,
            "You must call TIC without an output argument before calling TOC without an input."
        );
        assert_eq!(error.function.as_deref(), Some("toc"));
    }

    #[test]
    fn tic_with_output_does_not_start_the_session_stopwatch() {
        let mut interp = Interpreter::new();
        let out = run(tic, &mut interp, &[], 1).unwrap();
        assert!(matches!(out[0], Value::UInt64(_)));
        assert!(interp.tic_start.is_none());
        let elapsed = run(toc, &mut interp, &[out[0].clone()], 1).unwrap();
        let seconds = elapsed[0].as_f64().unwrap();
        assert!((0.0..10.0).contains(&seconds), "{seconds}");
    }

    #[test]
    fn tic_then_toc_measures_a_pause() {
        let mut interp = Interpreter::new();
        assert!(run(tic, &mut interp, &[], 0).unwrap().is_empty());
        assert!(interp.tic_start.is_some());
        run(pause, &mut interp, &[Value::scalar(0.02)], 0).unwrap();
        let seconds = run(toc, &mut interp, &[], 1).unwrap()[0].as_f64().unwrap();
        assert!(seconds >= 0.02, "{seconds}");
    }

    #[test]
    fn toc_rejects_values_that_are_not_timer_values() {
        let mut interp = Interpreter::new();
        let error = run(toc, &mut interp, &[Value::scalar(3.0)], 1).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:toc:invalidInputType");
    }

    #[test]
    fn elapsed_message_has_six_decimals() {
        assert_eq!(elapsed_message(0.5), "Elapsed time is 0.500000 seconds.\n");
    }

    #[test]
    fn pause_arguments() {
        assert_eq!(pause_duration(&[]).unwrap(), None);
        assert_eq!(
            pause_duration(&[Value::scalar(f64::INFINITY)]).unwrap(),
            None
        );
        assert_eq!(
            pause_duration(&[Value::scalar(0.25)]).unwrap(),
            Some(Duration::from_millis(250))
        );
        assert!(pause_duration(&[Value::scalar(-1.0)]).is_err());
        assert!(pause_duration(&[Value::scalar(f64::NAN)]).is_err());
        assert!(pause_duration(&[Value::char_row("on")]).is_err());
    }

    #[test]
    fn timer_values_count_up() {
        let earlier = timer_value(Instant::now());
        std::thread::sleep(Duration::from_millis(2));
        assert!(seconds_since(earlier, Instant::now()) >= 0.002);
    }
}
