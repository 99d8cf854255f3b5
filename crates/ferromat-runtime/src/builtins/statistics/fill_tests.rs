//! Tests of `fill.rs`: the fill kernels against naive loops (property tests
//! on random data with random NaN positions) and the option handling.
//! Test code only; nothing here is reachable from the runtime.

use super::*;
use proptest::prelude::*;

fn call(args: &[Value], nargout: usize) -> Vec<Value> {
    fillmissing(&mut Interpreter::new(), args, nargout)
        .unwrap()
        .to_vec()
}

fn fill(data: &[f64], method: &str) -> Vec<f64> {
    call(&[Value::row(data.to_vec()), Value::char_row(method)], 1)[0]
        .to_f64_vec()
        .unwrap()
}

/// Carry the last known value forward (NaN before the first).
fn naive_previous(data: &[f64]) -> Vec<f64> {
    let mut last = f64::NAN;
    data.iter()
        .map(|&v| {
            if !v.is_nan() {
                last = v;
            }
            last
        })
        .collect()
}

/// Linear interpolation between known neighbours, lines through the two
/// end pairs outside them (MATLAB's default 'extrap' end values).
fn naive_linear(data: &[f64]) -> Vec<f64> {
    let known: Vec<usize> = (0..data.len()).filter(|&k| !data[k].is_nan()).collect();
    if known.len() < 2 {
        return data.to_vec();
    }
    (0..data.len())
        .map(|k| {
            if !data[k].is_nan() {
                return data[k];
            }
            let right = known
                .iter()
                .position(|&j| j > k)
                .unwrap_or(known.len() - 1)
                .max(1);
            let (a, b) = (known[right - 1], known[right]);
            let t = (k as f64 - a as f64) / (b as f64 - a as f64);
            data[a] + t * (data[b] - data[a])
        })
        .collect()
}

fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| (x.is_nan() && y.is_nan()) || (x - y).abs() <= 1e-9 * (1.0 + y.abs()))
}

fn with_gaps() -> impl Strategy<Value = Vec<f64>> {
    prop::collection::vec(
        prop_oneof![3 => -100.0..100.0f64, 1 => Just(f64::NAN)],
        0..40,
    )
}

proptest! {
    #[test]
    fn previous_matches_a_plain_loop(data in with_gaps()) {
        let got = fill(&data, "previous");
        prop_assert!(same(&got, &naive_previous(&data)), "{data:?} -> {got:?}");
    }

    #[test]
    fn next_is_previous_reversed(data in with_gaps()) {
        let reversed: Vec<f64> = data.iter().rev().copied().collect();
        let mut want = naive_previous(&reversed);
        want.reverse();
        prop_assert!(same(&fill(&data, "next"), &want));
    }

    #[test]
    fn linear_matches_a_plain_loop(data in with_gaps()) {
        let got = fill(&data, "linear");
        prop_assert!(same(&got, &naive_linear(&data)), "{data:?} -> {got:?}");
    }

    #[test]
    fn constant_fills_exactly_the_missing(data in with_gaps(), c in -5.0..5.0f64) {
        let out = call(&[Value::row(data.clone()), Value::char_row("constant"), Value::scalar(c)], 2);
        let got = out[0].to_f64_vec().unwrap();
        let tf = match &out[1] { Value::Logical(t) => t.data().to_vec(), _ => Vec::new() };
        for k in 0..data.len() {
            prop_assert_eq!(tf[k], data[k].is_nan());
            prop_assert_eq!(got[k], if data[k].is_nan() { c } else { data[k] });
        }
    }
}

#[test]
fn lanes_along_either_dimension() {
    let nan = f64::NAN;
    // [1 NaN 2; NaN 5 NaN] column-major.
    let a = Value::matrix(Shape::matrix(2, 3), vec![1.0, nan, nan, 5.0, 2.0, nan]);
    let down = call(&[a.clone(), Value::char_row("previous")], 1)[0]
        .to_f64_vec()
        .unwrap();
    assert!(same(&down, &[1.0, 1.0, nan, 5.0, 2.0, 2.0]));
    let across = call(&[a, Value::char_row("previous"), Value::scalar(2.0)], 1)[0]
        .to_f64_vec()
        .unwrap();
    assert!(same(&across, &[1.0, nan, 1.0, 5.0, 2.0, 5.0]));
}

#[test]
fn end_values_and_errors() {
    let nan = f64::NAN;
    let a = Value::row(vec![nan, 1.0, nan, 3.0, nan]);
    let none = call(
        &[
            a.clone(),
            Value::char_row("linear"),
            Value::char_row("EndValues"),
            Value::char_row("none"),
        ],
        1,
    );
    assert!(same(
        &none[0].to_f64_vec().unwrap(),
        &[nan, 1.0, 2.0, 3.0, nan]
    ));
    let zero = call(
        &[
            a.clone(),
            Value::char_row("linear"),
            Value::char_row("EndValues"),
            Value::scalar(0.0),
        ],
        1,
    );
    assert!(same(
        &zero[0].to_f64_vec().unwrap(),
        &[0.0, 1.0, 2.0, 3.0, 0.0]
    ));
    let mut interp = Interpreter::new();
    assert!(fillmissing(&mut interp, &[a.clone(), Value::char_row("cubicish")], 1).is_err());
    assert!(fillmissing(&mut interp, &[a.clone(), Value::char_row("constant")], 1).is_err());
    assert!(fillmissing(
        &mut interp,
        &[a, Value::char_row("linear"), Value::char_row("EndValues")],
        1
    )
    .is_err());
}
