//! The colon operator `a:b` and `a:d:b`: MATLAB's element count (with its
//! rounding tolerance, so `0:0.1:1` has 11 elements), its symmetric element
//! formula (first half `a + k*d`, second half counted back from the snapped
//! end point), and a lazy iterator for `for` loops that gives the very same
//! values without building the array.

use super::convert::convert;
use super::integer::IntElem;
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Tensor, Value};

/// A double range `a:d:b` described without its elements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RangeParams {
    pub start: f64,
    pub step: f64,
    /// The last element: `start + (count-1)*step`, snapped to the stop value
    /// when within rounding tolerance of it.
    pub end: f64,
    pub count: usize,
}

/// Ranges longer than this cannot be described (their count is not exact
/// in double anyway).
const MAX_COUNT: f64 = 9_007_199_254_740_992.0;

fn too_large() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:array:SizeLimitExceeded",
        "Requested array exceeds the maximum possible variable size.",
    )
}

/// The count and end point of `start:step:stop` in double precision. A NaN
/// operand gives one NaN element, as MATLAB does.
pub fn range_params(start: f64, step: f64, stop: f64) -> Result<RangeParams> {
    let empty = RangeParams {
        start,
        step,
        end: start,
        count: 0,
    };
    if start.is_nan() || step.is_nan() || stop.is_nan() {
        return Ok(RangeParams {
            start: f64::NAN,
            step,
            end: f64::NAN,
            count: 1,
        });
    }
    if step == 0.0 || (start < stop && step < 0.0) || (stop < start && step > 0.0) {
        return Ok(empty);
    }
    if !start.is_finite() || !stop.is_finite() {
        return Err(too_large());
    }
    if step.is_infinite() {
        // One element: the next one is beyond any finite stop.
        return Ok(RangeParams {
            start,
            step,
            end: start,
            count: 1,
        });
    }
    let tolerance = 2.0 * f64::EPSILON * start.abs().max(stop.abs());
    let sign = step.signum();
    let whole_steps = start.fract() == 0.0 && step.fract() == 0.0;
    // A stop a rounding error short of a whole step still ends the range
    // there: `1 : (1001/250)/(1/250)` (1000.9999999999999) ends at 1001.
    let nearest = ((stop - start) / step).round();
    let lands_on_stop = (start + nearest * step - stop).abs() <= tolerance;
    let intervals = if whole_steps && lands_on_stop {
        nearest
    } else if start.fract() == 0.0 && step == 1.0 {
        stop.floor() - start
    } else if whole_steps {
        let q = (start / step).floor();
        let r = start - q * step;
        ((stop - r) / step).floor() - q
    } else {
        let n = ((stop - start) / step).round();
        if sign * (start + n * step - stop) > tolerance {
            n - 1.0
        } else {
            n
        }
    };
    if intervals < 0.0 {
        return Ok(empty);
    }
    if intervals + 1.0 > MAX_COUNT {
        return Err(too_large());
    }
    let mut end = start + intervals * step;
    // Whole-number ranges keep their exact whole end point.
    if !whole_steps && sign * (end - stop) > -tolerance {
        end = stop;
    }
    Ok(RangeParams {
        start,
        step,
        end,
        count: intervals as usize + 1,
    })
}

/// The elements of a range too long to count (`1:Inf`, `1:1e16`), for a
/// `for` loop, which MATLAB runs over such ranges without building them:
/// `start + k*step` while within `stop`. `None` when the range is not of
/// that kind (a NaN or infinite start or step, or a range that counts).
pub fn uncounted_range(start: f64, step: f64, stop: f64) -> Option<impl Iterator<Item = f64>> {
    let countable = range_params(start, step, stop).is_ok();
    let ascending = step > 0.0 && stop > start;
    let descending = step < 0.0 && stop < start;
    if countable || !start.is_finite() || !step.is_finite() || !(ascending || descending) {
        return None;
    }
    let within = move |x: f64| if ascending { x <= stop } else { x >= stop };
    let mut k = 0u64;
    Some(std::iter::from_fn(move || {
        // Past 2^64 steps the count itself would wrap: stop there (no loop
        // runs that long, but the arithmetic must stay defined).
        let x = start + k as f64 * step;
        k = k.checked_add(1)?;
        within(x).then_some(x)
    }))
}

impl RangeParams {
    /// Element `k` (0-based, `k < count`). The first half steps up from the
    /// start, the second half steps back from the end, and an odd-length
    /// range's middle element is the midpoint, which keeps `-1:0.01:1`
    /// symmetric about zero.
    pub fn element(&self, k: usize) -> f64 {
        let n = self.count.saturating_sub(1);
        // `0:Inf:1` is just its start (`0 + 0*Inf` would be NaN).
        if k == 0 {
            self.start
        } else if 2 * k == n {
            (self.start + self.end) / 2.0
        } else if 2 * k <= n {
            self.start + k as f64 * self.step
        } else {
            self.end - (n - k) as f64 * self.step
        }
    }

    /// The elements, lazily.
    pub fn iter(&self) -> RangeIter {
        RangeIter {
            params: *self,
            next: 0,
        }
    }
}

/// The elements of a double range, one at a time (for `for` loops).
#[derive(Clone, Debug)]
pub struct RangeIter {
    params: RangeParams,
    next: usize,
}

impl Iterator for RangeIter {
    type Item = f64;

    fn next(&mut self) -> Option<f64> {
        if self.next >= self.params.count {
            return None;
        }
        let x = self.params.element(self.next);
        self.next += 1;
        Some(x)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.params.count - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for RangeIter {}

fn colon_operand(value: &Value) -> Result<Option<f64>> {
    if value.is_empty() {
        return Ok(None);
    }
    let first = match value {
        Value::ComplexDouble(t) => t.first().map(|z| z.re),
        Value::ComplexSingle(t) => t.first().map(|z| f64::from(z.re)),
        Value::Int64(t) => t.first().map(|&x| x as f64),
        Value::UInt64(t) => t.first().map(|&x| x as f64),
        other => super::convert::as_f64(other).and_then(|t| t.first().copied()),
    };
    first.map(Some).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:colon:operandsNotRealScalar",
            format!(
                "Colon operands must be real scalars; '{}' operands are not supported.",
                value.class().name()
            ),
        )
    })
}

/// `start:stop` or `start:step:stop` as a row vector. Non-scalar operands
/// use their first element; an empty operand gives a 1x0 result.
pub fn range(start: &Value, step: Option<&Value>, stop: &Value) -> Result<Value> {
    let operands: Vec<&Value> = [Some(start), step, Some(stop)]
        .into_iter()
        .flatten()
        .collect();
    let class = result_class(&operands)?;
    let (Some(a), Some(b)) = (colon_operand(start)?, colon_operand(stop)?) else {
        return empty_row(class);
    };
    let d = match step {
        Some(s) => match colon_operand(s)? {
            Some(d) => d,
            None => return empty_row(class),
        },
        None => 1.0,
    };
    if class.is_integer() {
        let start = integer_operand(start, "lower bound")?;
        let step = match step {
            Some(s) => integer_operand(s, "increment")?,
            None => 1,
        };
        let stop = integer_operand(stop, "upper bound")?;
        return for_int_class!(class, integer_range(start, step, stop));
    }
    let params = range_params(a, d, b)?;
    // `1:1e15` is refused with the array size message before allocating.
    check_allocation_dims(&[1, params.count], 8)?;
    let mut data = Vec::new();
    data.try_reserve_exact(params.count)
        .map_err(|_| too_large())?;
    data.extend(params.iter());
    let doubles = Value::Double(Tensor::new(Shape::row(params.count), data));
    match class {
        Class::Double => Ok(doubles),
        other => convert(&doubles, other),
    }
}

fn empty_row(class: Class) -> Result<Value> {
    convert(
        &Value::Double(Tensor::new(Shape::row(0), Vec::new())),
        class,
    )
}

/// The class of a range: an integer class if any operand has one (they must
/// agree), else single if any is single, char if the ends are char, else double.
fn result_class(operands: &[&Value]) -> Result<Class> {
    let mut integer = None;
    for v in operands {
        let c = v.class();
        if !(c.is_numeric() || c == Class::Logical || c == Class::Char) {
            return Err(RuntimeError::new(
                "MATLAB:UndefinedFunction",
                format!(
                    "Operator ':' is not supported for operands of type '{}'.",
                    c.name()
                ),
            ));
        }
        if c.is_integer() {
            match integer {
                Some(prev) if prev != c => return Err(RuntimeError::new(
                    "MATLAB:colon:mixedIntegerClasses",
                    "Colon operands must be all the same type, or mixed with real double scalars.",
                )),
                _ => integer = Some(c),
            }
        }
    }
    if let Some(c) = integer {
        return Ok(c);
    }
    if operands.iter().any(|v| v.class() == Class::Single) {
        return Ok(Class::Single);
    }
    let ends_char = operands.first().map(|v| v.class()) == Some(Class::Char)
        && operands.last().map(|v| v.class()) == Some(Class::Char);
    Ok(if ends_char {
        Class::Char
    } else {
        Class::Double
    })
}

/// An operand of an integer-class range as an exact integer: an integer
/// value as it is, a double (or other non-integer class) only when it holds
/// a whole number, as the elements must all be whole numbers of the class.
fn integer_operand(value: &Value, role: &str) -> Result<i128> {
    let exact = match value {
        Value::Int8(t) => t.first().map(|&x| i128::from(x)),
        Value::Int16(t) => t.first().map(|&x| i128::from(x)),
        Value::Int32(t) => t.first().map(|&x| i128::from(x)),
        Value::Int64(t) => t.first().map(|&x| i128::from(x)),
        Value::UInt8(t) => t.first().map(|&x| i128::from(x)),
        Value::UInt16(t) => t.first().map(|&x| i128::from(x)),
        Value::UInt32(t) => t.first().map(|&x| i128::from(x)),
        Value::UInt64(t) => t.first().map(|&x| i128::from(x)),
        other => {
            let x = colon_operand(other)?.unwrap_or(f64::NAN);
            if x.is_finite() && x.fract() == 0.0 {
                // |x| < 2^1024 fits i128 only up to 2^127: saturate beyond,
                // which every integer class's clamp then absorbs.
                Some(x.clamp(-1.7e38, 1.7e38) as i128)
            } else {
                None
            }
        }
    };
    exact.ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:colon:nonIntegerOperand",
            format!(
                "Colon operator {role} must be a whole number when the range has an integer class."
            ),
        )
    })
}

/// An integer-class range in exact integer arithmetic. The ends are clamped
/// into the class first, so `uint8(5):-1:-3` stops at 0 instead of
/// repeating the saturated 0.
fn integer_range<T: IntElem>(a: i128, d: i128, b: i128) -> Result<Value> {
    let a = a.clamp(T::MIN, T::MAX);
    let b = b.clamp(T::MIN, T::MAX);
    let count = if d == 0 || (a < b && d < 0) || (b < a && d > 0) {
        0
    } else {
        usize::try_from((b - a) / d + 1).map_err(|_| too_large())?
    };
    check_allocation_dims(&[1, count], std::mem::size_of::<T>())?;
    let mut data = Vec::new();
    data.try_reserve_exact(count).map_err(|_| too_large())?;
    data.extend((0..count).map(|k| T::saturate(a + k as i128 * d)));
    Ok(T::wrap(Tensor::new(Shape::row(count), data)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(v: &Value) -> Vec<f64> {
        v.to_f64_vec().unwrap()
    }

    fn first_three(start: f64, step: f64, stop: f64) -> Option<Vec<f64>> {
        uncounted_range(start, step, stop).map(|elements| elements.take(3).collect())
    }

    #[test]
    fn uncounted_ranges_step_lazily_and_only_when_too_long_to_count() {
        assert_eq!(
            first_three(1.0, 1.0, f64::INFINITY),
            Some(vec![1.0, 2.0, 3.0])
        );
        assert_eq!(
            first_three(5.0, -2.0, f64::NEG_INFINITY),
            Some(vec![5.0, 3.0, 1.0])
        );
        assert_eq!(first_three(1.0, 1.0, 1e16), Some(vec![1.0, 2.0, 3.0]));
        assert_eq!(
            first_three(0.5, 0.25, f64::INFINITY),
            Some(vec![0.5, 0.75, 1.0])
        );
        // Countable, empty, or without a finite start or step: not this kind.
        assert!(uncounted_range(1.0, 1.0, 1e15).is_none());
        assert!(uncounted_range(1.0, -1.0, f64::INFINITY).is_none());
        assert!(uncounted_range(1.0, 0.0, f64::INFINITY).is_none());
        assert!(uncounted_range(f64::NEG_INFINITY, 1.0, 3.0).is_none());
        assert!(uncounted_range(1.0, f64::NAN, f64::INFINITY).is_none());
    }

    #[test]
    fn counts_with_tolerance() {
        assert_eq!(range_params(0.0, 0.1, 1.0).unwrap().count, 11);
        assert_eq!(range_params(0.0, 0.1, 0.3).unwrap().count, 4);
        assert_eq!(range_params(1.0, 1.0, 0.0).unwrap().count, 0);
        assert_eq!(range_params(1.0, 1.0, 1e7).unwrap().count, 10_000_000);
        assert_eq!(range_params(1.0, 1.0, 3.7).unwrap().count, 3);
        assert_eq!(range_params(10.0, -3.0, 1.0).unwrap().count, 4);
        assert_eq!(range_params(1.0, 0.0, 5.0).unwrap().count, 0);
        assert!(range_params(1.0, 1.0, f64::INFINITY).is_err());
        let nan = range_params(1.0, 1.0, f64::NAN).unwrap();
        assert_eq!(nan.count, 1);
        assert!(nan.element(0).is_nan());
    }

    #[test]
    fn stop_within_rounding_of_a_step_ends_there() {
        let p = range_params(1.0, 1.0, (1001.0 / 250.0) / (1.0 / 250.0)).unwrap();
        assert_eq!((p.count, p.element(1000)), (1001, 1001.0));
        let p = range_params(0.0, 2.0, 10.0 - 1e-15).unwrap();
        assert_eq!((p.count, p.element(5)), (6, 10.0));
        assert_eq!(range_params(1.0, 1.0, 3.7).unwrap().count, 3);
        let p = range_params(0.0, f64::INFINITY, 1.0).unwrap();
        assert_eq!((p.count, p.element(0)), (1, 0.0));
    }

    #[test]
    fn integer_class_ranges_in_every_direction() {
        let u8s = |v: Value| match v {
            Value::UInt8(t) => t.data().to_vec(),
            _ => Vec::new(),
        };
        let u = |x: u8| Value::UInt8(Tensor::scalar(x));
        let d = Value::scalar;
        assert_eq!(
            u8s(range(&u(10), Some(&d(-2.0)), &u(0)).unwrap()),
            vec![10, 8, 6, 4, 2, 0]
        );
        assert_eq!(
            u8s(range(&u(5), Some(&d(-1.0)), &d(1.0)).unwrap()),
            vec![5, 4, 3, 2, 1]
        );
        assert_eq!(
            u8s(range(&u(2), Some(&d(-1.0)), &d(-3.0)).unwrap()),
            vec![2, 1, 0]
        );
        assert_eq!(u8s(range(&u(250), None, &d(300.0)).unwrap()).len(), 6);
        assert_eq!(
            u8s(range(&u(1), Some(&d(-1.0)), &d(5.0)).unwrap()),
            Vec::<u8>::new()
        );
        let error = range(&d(1.5), Some(&u(1)), &d(5.0)).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:colon:nonIntegerOperand");
        assert!(range(&u(1), Some(&d(0.5)), &d(3.0)).is_err());
    }

    #[test]
    fn elements_are_symmetric_and_end_snaps() {
        let p = range_params(0.0, 0.1, 1.0).unwrap();
        assert_eq!(p.element(10), 1.0);
        assert_eq!(p.element(3), 0.30000000000000004);
        let p = range_params(-1.0, 0.01, 1.0).unwrap();
        assert_eq!(p.count, 201);
        assert_eq!(p.element(100), 0.0);
        for k in 0..201 {
            assert_eq!(p.element(k), -p.element(200 - k));
        }
    }

    #[test]
    fn lazy_iteration_matches_array() {
        let v = range(
            &Value::scalar(0.0),
            Some(&Value::scalar(0.1)),
            &Value::scalar(1.0),
        )
        .unwrap();
        let lazy: Vec<f64> = range_params(0.0, 0.1, 1.0).unwrap().iter().collect();
        assert_eq!(values(&v), lazy);
        assert_eq!(v.shape().dims(), &[1, 11]);
    }

    #[test]
    fn empty_ranges_are_1x0() {
        let v = range(&Value::scalar(1.0), None, &Value::scalar(0.0)).unwrap();
        assert_eq!(v.shape().dims(), &[1, 0]);
        let v = range(&Value::empty(), None, &Value::scalar(3.0)).unwrap();
        assert_eq!(v.shape().dims(), &[1, 0]);
    }

    #[test]
    fn classes_of_ranges() {
        let c = range(&Value::char_row("a"), None, &Value::char_row("e")).unwrap();
        assert_eq!(c, Value::char_row("abcde"));
        let i = range(
            &Value::Int8(Tensor::scalar(1)),
            Some(&Value::scalar(2.0)),
            &Value::scalar(7.0),
        )
        .unwrap();
        assert_eq!(i, Value::Int8(Tensor::row(vec![1, 3, 5, 7])));
        let big = Value::Int64(Tensor::scalar((1i64 << 53) + 1));
        let r = range(&big, None, &Value::Int64(Tensor::scalar((1i64 << 53) + 3))).unwrap();
        assert_eq!(
            r,
            Value::Int64(Tensor::row(vec![
                (1i64 << 53) + 1,
                (1i64 << 53) + 2,
                (1i64 << 53) + 3
            ]))
        );
        let s = range(
            &Value::Single(Tensor::scalar(1.0)),
            None,
            &Value::scalar(3.0),
        )
        .unwrap();
        assert_eq!(s, Value::Single(Tensor::row(vec![1.0, 2.0, 3.0])));
        let huge = range(
            &Value::Int64(Tensor::scalar(i64::MIN)),
            None,
            &Value::Int64(Tensor::scalar(i64::MAX)),
        );
        assert_eq!(
            huge.unwrap_err().identifier,
            "MATLAB:array:SizeLimitExceeded"
        );
        assert!(range(
            &Value::Int8(Tensor::scalar(1)),
            None,
            &Value::Int16(Tensor::scalar(3))
        )
        .is_err());
    }
}
