//! Unit tests of `trig_integrals.rs`: values printed by GNU Octave 7.3
//! (`format long; disp(sinint(...))`), and identities that tie the three
//! methods together where their regions meet.

#![allow(clippy::excessive_precision)] // reference values are quoted as printed

use super::*;

fn close(a: f64, b: f64, ulps: f64) -> bool {
    (a - b).abs() <= ulps * f64::EPSILON * b.abs()
}

fn close_complex(a: Complex64, b: Complex64, ulps: f64) -> bool {
    (a - b).norm() <= ulps * f64::EPSILON * b.norm()
}

#[test]
fn real_values_against_octave() {
    let x = [0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 100.0];
    let si = [
        0.493107418043067,
        0.946083070367183,
        1.605412976802695,
        1.549931244944674,
        1.658347594218874,
        1.566756540030351,
        1.562225466889056,
    ];
    let ci = [
        -1.777840788066129e-01,
        3.374039229009682e-01,
        4.229808287748649e-01,
        -1.900297496566439e-01,
        -4.545643300445534e-02,
        -3.303241728207115e-02,
        -5.148825142610492e-03,
    ];
    for ((&x, &s), &c) in x.iter().zip(&si).zip(&ci) {
        // Octave prints 15 or 16 digits: compare to that.
        assert!(close(sine_integral(x), s, 8.0), "Si({x})");
        assert!(close(cosine_integral(x), c, 8.0), "Ci({x})");
    }
}

#[test]
fn complex_values_against_octave() {
    let z = Complex64::new(3.0, 4.0);
    let si = Complex64::new(6.747995081404033, -3.498663721131909);
    let ci = Complex64::new(-3.495757033982568, -5.175905215176810);
    assert!(close_complex(sine_integral_complex(z), si, 8.0));
    assert!(close_complex(cosine_integral_complex(z), ci, 8.0));
}

#[test]
fn edges_follow_matlab() {
    assert!(sine_integral(-0.0).is_sign_negative());
    assert_eq!(sine_integral(f64::INFINITY), FRAC_PI_2);
    assert_eq!(sine_integral(f64::NEG_INFINITY), -FRAC_PI_2);
    assert!(sine_integral(f64::NAN).is_nan());
    assert_eq!(cosine_integral(0.0), f64::NEG_INFINITY);
    assert_eq!(cosine_integral(f64::INFINITY), 0.0);
    assert_eq!(
        cosine_integral_negative(-0.0),
        Some(Complex64::new(f64::NEG_INFINITY, PI))
    );
    assert_eq!(
        cosine_integral_negative(f64::NEG_INFINITY),
        Some(Complex64::new(0.0, PI))
    );
    assert_eq!(cosine_integral_negative(1.0), None);
    // The sign bit of a zero imaginary part picks the side of the cut.
    assert_eq!(
        cosine_integral_complex(Complex64::new(-0.0, -0.0)),
        Complex64::new(f64::NEG_INFINITY, -PI)
    );
    assert_eq!(
        cosine_integral_complex(Complex64::new(f64::NEG_INFINITY, -0.0)),
        Complex64::new(0.0, -PI)
    );
}

#[test]
fn reflections_and_conjugates() {
    for &(re, im) in &[
        (1.0, 2.0),
        (7.0, 3.0),
        (20.0, 1.0),
        (60.0, 5.0),
        (0.3, 45.0),
    ] {
        let z = Complex64::new(re, im);
        let (s, c) = (sine_integral_complex(z), cosine_integral_complex(z));
        assert_eq!(sine_integral_complex(-z), -s);
        assert_eq!(sine_integral_complex(z.conj()), s.conj());
        assert_eq!(cosine_integral_complex(z.conj()), c.conj());
        // Ci(-z) = Ci(z) - i pi for z in the upper right quadrant.
        let reflected = cosine_integral_complex(-z);
        assert!(close_complex(reflected, c - Complex64::new(0.0, PI), 4.0));
    }
}

#[test]
fn imaginary_axis_is_shi_and_chi() {
    // Si(iy) = i Shi(y) and Ci(iy) = Chi(y) + i pi/2; from the corpus's
    // Maple values at y = 1 and y = 20.
    let s = sine_integral_complex(Complex64::new(0.0, 1.0));
    assert!(close_complex(
        s,
        Complex64::new(0.0, 1.05725087537572851),
        2.0
    ));
    let c = cosine_integral_complex(Complex64::new(0.0, -1.0));
    assert!(close_complex(
        c,
        Complex64::new(0.837866940980208241, -FRAC_PI_2),
        2.0
    ));
    let s = sine_integral_complex(Complex64::new(0.0, 20.0));
    assert!(close_complex(
        s,
        Complex64::new(0.0, 1.2807826332028294459e7),
        2.0
    ));
    assert_eq!(s.re, 0.0);
}

#[test]
fn methods_agree_where_their_regions_meet() {
    // Series / continued fraction at |z| = 2, continued fraction /
    // asymptotic at |z| = 50, on both sides of each border.
    for &(radius, angle) in &[
        (2.0, 0.0),
        (2.0, 0.4),
        (50.0, 0.0),
        (50.0, 0.3),
        (50.0, 1.0),
    ] {
        let below = Complex64::from_polar(radius * (1.0 - 1e-12), angle);
        let above = Complex64::from_polar(radius * (1.0 + 1e-12), angle);
        // Less the change the derivatives sin(z)/z and cos(z)/z predict.
        let step = above - below;
        let ds = sine_integral_complex(above)
            - sine_integral_complex(below)
            - step * above.sin() / above;
        let dc = cosine_integral_complex(above)
            - cosine_integral_complex(below)
            - step * above.cos() / above;
        let scale = sine_integral_complex(above).norm() + cosine_integral_complex(above).norm();
        assert!(
            ds.norm() <= 1e-13 * scale && dc.norm() <= 1e-13 * scale,
            "{radius} {angle}"
        );
    }
}

/// Past |x| = 1.3e154, `x * x` overflows; the auxiliary functions must
/// still decay like 1/x rather than turn into NaN.
#[test]
fn huge_arguments_stay_finite() {
    for x in [1e155, 1e200, 1e300, f64::MAX] {
        assert_eq!(sine_integral(x), FRAC_PI_2, "Si({x})");
        assert_eq!(sine_integral(-x), -FRAC_PI_2, "Si(-{x})");
        let ci = cosine_integral(x);
        assert!(ci.abs() <= 1.0 / x, "Ci({x}) = {ci}");
        let z = sine_integral_complex(Complex64::new(x, 1.0));
        assert!(z.re.is_finite() && z.im.is_finite(), "Si({x}+1i) = {z}");
    }
    // sin(1e200)/1e200 is the leading term of Ci there.
    let x = 1e200;
    assert!(close(cosine_integral(x), x.sin() / x, 4.0));
}
