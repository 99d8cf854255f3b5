//! Tests of the operator entry points (`binary`, `unary`, `postfix`): class
//! results, saturation, broadcasting, NaN, complex and matrix operators.

use super::*;
use num_complex::Complex64;

use crate::value::Shape;

fn d(x: f64) -> Value {
    Value::scalar(x)
}

fn row(v: &[f64]) -> Value {
    Value::row(v.to_vec())
}

fn bin(op: BinOp, a: &Value, b: &Value) -> Value {
    match binary(op, a, b) {
        Ok(v) => v,
        Err(e) => panic!("{} failed: {}", op.symbol(), e.message),
    }
}

fn err(op: BinOp, a: &Value, b: &Value) -> crate::error::RuntimeError {
    match binary(op, a, b) {
        Ok(v) => panic!("{} should fail, gave {v:?}", op.symbol()),
        Err(e) => e,
    }
}

fn cplx(re: f64, im: f64) -> Value {
    Value::ComplexDouble(Tensor::scalar(Complex64::new(re, im)))
}

fn close(a: &Value, expected: &[f64], tol: f64) {
    let got = a.to_f64_vec().expect("real numeric result");
    assert_eq!(got.len(), expected.len(), "{a:?}");
    for (g, e) in got.iter().zip(expected) {
        assert!((g - e).abs() <= tol, "{got:?} vs {expected:?}");
    }
}

#[test]
fn scalar_fast_path_matches_general_rules() {
    assert_eq!(bin(BinOp::Add, &d(1.0), &d(2.0)), d(3.0));
    assert_eq!(bin(BinOp::MatLeftDiv, &d(2.0), &d(6.0)), d(3.0));
    assert_eq!(bin(BinOp::RightDiv, &d(1.0), &d(0.0)), d(f64::INFINITY));
    assert_eq!(bin(BinOp::Lt, &d(1.0), &d(2.0)), Value::bool(true));
    assert_eq!(
        bin(BinOp::Eq, &d(f64::NAN), &d(f64::NAN)),
        Value::bool(false)
    );
    assert_eq!(
        bin(BinOp::Ne, &d(f64::NAN), &d(f64::NAN)),
        Value::bool(true)
    );
    assert_eq!(bin(BinOp::And, &d(2.0), &d(0.0)), Value::bool(false));
    assert_eq!(bin(BinOp::Pow, &d(2.0), &d(10.0)), d(1024.0));
    assert!(binary(BinOp::And, &d(f64::NAN), &d(1.0)).is_err());
    // A negative base to a fractional power leaves the fast path: complex.
    let root = bin(BinOp::MatPow, &d(-8.0), &d(1.0 / 3.0));
    let Value::ComplexDouble(t) = root else {
        panic!("expected complex")
    };
    assert!((t.data()[0].re - 1.0).abs() < 1e-12);
    assert!((t.data()[0].im - 1.732_050_807_568_877).abs() < 1e-12);
}

#[test]
fn result_classes() {
    let s = Value::Single(Tensor::scalar(1.5f32));
    let i8v = Value::Int8(Tensor::scalar(100));
    let t = Value::bool(true);
    let c = Value::char_row("a");
    assert_eq!(bin(BinOp::Add, &s, &d(1.0)).class(), Class::Single);
    assert_eq!(bin(BinOp::Add, &i8v, &d(1.0)).class(), Class::Int8);
    assert_eq!(bin(BinOp::Add, &i8v, &s).class(), Class::Int8);
    assert_eq!(bin(BinOp::Add, &t, &d(1.0)), d(2.0));
    assert_eq!(bin(BinOp::Add, &t, &t), d(2.0));
    assert_eq!(bin(BinOp::Add, &c, &d(1.0)), d(98.0));
    assert_eq!(bin(BinOp::Add, &c, &c), d(194.0));
    assert_eq!(bin(BinOp::Add, &i8v, &t), Value::Int8(Tensor::scalar(101)));
    let e = err(BinOp::Add, &i8v, &Value::Int16(Tensor::scalar(1)));
    assert_eq!(
        e.message,
        "Integers can only be combined with integers of the same class, or scalar doubles."
    );
}

#[test]
fn integer_saturation_and_rounding() {
    let i8v = |x: i8| Value::Int8(Tensor::scalar(x));
    assert_eq!(bin(BinOp::Add, &i8v(100), &d(100.0)), i8v(127));
    assert_eq!(bin(BinOp::Sub, &i8v(-100), &d(100.0)), i8v(-128));
    assert_eq!(bin(BinOp::Mul, &i8v(3), &d(0.5)), i8v(2));
    assert_eq!(bin(BinOp::Mul, &i8v(-3), &d(0.5)), i8v(-2));
    assert_eq!(bin(BinOp::RightDiv, &i8v(5), &d(0.0)), i8v(127));
    assert_eq!(bin(BinOp::RightDiv, &i8v(0), &d(0.0)), i8v(0));
    assert_eq!(bin(BinOp::RightDiv, &i8v(-128), &i8v(-1)), i8v(127));
    let i32v = |x: i32| Value::Int32(Tensor::scalar(x));
    assert_eq!(bin(BinOp::MatRightDiv, &i32v(7), &i32v(2)), i32v(4));
    assert_eq!(bin(BinOp::LeftDiv, &i32v(2), &i32v(7)), i32v(4));
    assert_eq!(
        bin(
            BinOp::Add,
            &Value::UInt8(Tensor::scalar(200)),
            &Value::UInt8(Tensor::scalar(100))
        ),
        Value::UInt8(Tensor::scalar(255))
    );
    assert_eq!(unary(UnOp::Neg, &i8v(-128)).unwrap(), i8v(127));
    assert_eq!(
        unary(UnOp::Neg, &Value::UInt8(Tensor::scalar(5))).unwrap(),
        Value::UInt8(Tensor::scalar(0))
    );
    assert_eq!(bin(BinOp::Pow, &i8v(2), &d(7.0)), i8v(127));
    assert_eq!(bin(BinOp::Add, &i8v(1), &d(f64::NAN)), i8v(0));
}

#[test]
fn int64_exact_at_two_pow_53() {
    let big = Value::Int64(Tensor::scalar(1i64 << 53));
    assert_eq!(
        bin(BinOp::Add, &big, &d(1.0)),
        Value::Int64(Tensor::scalar((1i64 << 53) + 1))
    );
    let a = Value::Int64(Tensor::scalar(i64::MAX - 1));
    assert_eq!(
        bin(BinOp::Add, &a, &Value::Int64(Tensor::scalar(5))),
        Value::Int64(Tensor::scalar(i64::MAX))
    );
    assert_eq!(
        bin(BinOp::Sub, &a, &Value::Int64(Tensor::scalar(1))),
        Value::Int64(Tensor::scalar(i64::MAX - 2))
    );
    let u = Value::UInt64(Tensor::scalar(u64::MAX));
    assert_eq!(
        bin(BinOp::RightDiv, &u, &d(2.0)),
        Value::UInt64(Tensor::scalar(u64::MAX / 2 + 1))
    );
    assert_eq!(bin(BinOp::Eq, &u, &d(u64::MAX as f64)), Value::bool(false));
}

#[test]
fn broadcasting_and_errors() {
    let col = Value::matrix(Shape::column(2), vec![1.0, 2.0]);
    let r = row(&[10.0, 20.0, 30.0]);
    let sum = bin(BinOp::Add, &col, &r);
    assert_eq!(sum.shape().dims(), &[2, 3]);
    close(&sum, &[11.0, 12.0, 21.0, 22.0, 31.0, 32.0], 0.0);
    let e = err(BinOp::Add, &row(&[1.0, 2.0]), &row(&[1.0, 2.0, 3.0]));
    assert_eq!(e.identifier, "MATLAB:sizeDimensionsMustMatch");
    let empty = Value::Double(Tensor::new(Shape::matrix(0, 3), vec![]));
    assert_eq!(bin(BinOp::Mul, &empty, &d(2.0)).shape().dims(), &[0, 3]);
    assert_eq!(bin(BinOp::Add, &empty, &r).shape().dims(), &[0, 3]);
    assert_eq!(bin(BinOp::Lt, &empty, &r).class(), Class::Logical);
}

#[test]
fn complex_arithmetic_drops_zero_imaginary_parts() {
    let z = cplx(1.0, 2.0);
    assert_eq!(bin(BinOp::Sub, &z, &cplx(0.0, 2.0)), d(1.0));
    assert_eq!(bin(BinOp::Mul, &z, &z), cplx(-3.0, 4.0));
    assert_eq!(bin(BinOp::Add, &cplx(3.0, 4.0), &cplx(5.0, -4.0)), d(8.0));
    assert_eq!(
        bin(BinOp::RightDiv, &z, &d(0.0)),
        cplx(f64::INFINITY, f64::INFINITY)
    );
    assert_eq!(
        bin(BinOp::Mul, &z, &d(f64::INFINITY)),
        cplx(f64::INFINITY, f64::INFINITY)
    );
    assert_eq!(bin(BinOp::Pow, &cplx(0.0, 1.0), &d(2.0)), d(-1.0));
    let q = bin(BinOp::RightDiv, &d(1.0), &cplx(0.0, 1.0));
    assert_eq!(q, cplx(0.0, -1.0));
    let half = bin(BinOp::Pow, &row(&[-4.0, 4.0]), &d(0.5));
    let Value::ComplexDouble(t) = half else {
        panic!("expected complex")
    };
    assert!(t.data()[0].re.abs() < 1e-15 && (t.data()[0].im - 2.0).abs() < 1e-15);
    assert_eq!(t.data()[1], Complex64::new(2.0, 0.0));
    let s = Value::ComplexSingle(Tensor::scalar(num_complex::Complex32::new(1.0, 1.0)));
    assert_eq!(bin(BinOp::Add, &s, &d(1.0)).class(), Class::Single);
    assert!(binary(BinOp::Add, &Value::Int8(Tensor::scalar(1)), &z).is_err());
}

#[test]
fn strings_and_unsupported_classes() {
    assert_eq!(
        bin(BinOp::Add, &Value::string("a"), &Value::string("b")),
        Value::string("ab")
    );
    assert_eq!(
        bin(BinOp::Add, &Value::string("x"), &d(1.0)),
        Value::string("x1")
    );
    assert_eq!(
        bin(BinOp::Eq, &Value::string("a"), &Value::string("a")),
        Value::bool(true)
    );
    let e = err(BinOp::Sub, &Value::string("a"), &d(1.0));
    assert_eq!(
        e.message,
        "Operator '-' is not supported for operands of type 'string'."
    );
    let cell = Value::Cell(std::sync::Arc::new(Tensor::scalar(d(1.0))));
    let e = err(BinOp::Add, &cell, &d(1.0));
    assert_eq!(e.identifier, "MATLAB:UndefinedFunction");
    assert_eq!(
        e.message,
        "Operator '+' is not supported for operands of type 'cell'."
    );
    assert!(unary(UnOp::Neg, &cell).is_err());
    assert!(binary(BinOp::MatMul, &cell, &cell).is_err());
}

#[test]
fn unary_operators() {
    assert_eq!(unary(UnOp::Neg, &d(2.0)).unwrap(), d(-2.0));
    assert_eq!(unary(UnOp::Plus, &Value::char_row("a")).unwrap(), d(97.0));
    assert_eq!(unary(UnOp::Plus, &Value::bool(true)).unwrap(), d(1.0));
    assert_eq!(unary(UnOp::Neg, &Value::bool(true)).unwrap(), d(-1.0));
    assert_eq!(unary(UnOp::Not, &d(0.0)).unwrap(), Value::bool(true));
    assert_eq!(
        unary(UnOp::Not, &row(&[0.0, 3.0])).unwrap(),
        Value::Logical(Tensor::row(vec![true, false]))
    );
    assert_eq!(
        unary(UnOp::Not, &d(f64::NAN)).unwrap_err().message,
        "NaN's cannot be converted to logicals."
    );
}

#[test]
fn postfix_operators() {
    let m = Value::matrix(Shape::matrix(2, 2), vec![1.0, 2.0, 3.0, 4.0]);
    assert_eq!(
        postfix(PostfixOp::Transpose, &m).unwrap(),
        Value::matrix(Shape::matrix(2, 2), vec![1.0, 3.0, 2.0, 4.0])
    );
    assert_eq!(
        postfix(PostfixOp::ConjTranspose, &cplx(1.0, 2.0)).unwrap(),
        cplx(1.0, -2.0)
    );
    let s = Value::String(Tensor::row(vec![None, None]));
    assert_eq!(
        postfix(PostfixOp::Transpose, &s).unwrap().shape().dims(),
        &[2, 1]
    );
}

#[test]
fn matrix_multiply() {
    let a = Value::matrix(Shape::matrix(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    let b = Value::matrix(Shape::matrix(3, 2), vec![7.0, 9.0, 11.0, 8.0, 10.0, 12.0]);
    let c = bin(BinOp::MatMul, &a, &b);
    assert_eq!(
        c,
        Value::matrix(Shape::matrix(2, 2), vec![58.0, 139.0, 64.0, 154.0])
    );
    let e = err(BinOp::MatMul, &a, &a);
    assert_eq!(e.identifier, "MATLAB:innerdim");
    assert!(e
        .message
        .starts_with("Incorrect dimensions for matrix multiplication."));
    assert_eq!(bin(BinOp::MatMul, &d(2.0), &a).shape().dims(), &[2, 3]);
    let z = Value::ComplexDouble(Tensor::row(vec![
        Complex64::new(0.0, 1.0),
        Complex64::new(1.0, 0.0),
    ]));
    let zt = postfix(PostfixOp::Transpose, &z).unwrap();
    assert_eq!(bin(BinOp::MatMul, &z, &zt), d(0.0));
    let ints = Value::Int8(Tensor::new(Shape::matrix(2, 2), vec![1, 2, 3, 4]));
    assert!(binary(BinOp::MatMul, &ints, &ints).is_err());
    // Inner dimension zero gives zeros of the outer size.
    let e1 = Value::Double(Tensor::new(Shape::matrix(2, 0), vec![]));
    let e2 = Value::Double(Tensor::new(Shape::matrix(0, 3), vec![]));
    assert_eq!(
        bin(BinOp::MatMul, &e1, &e2),
        Value::matrix(Shape::matrix(2, 3), vec![0.0; 6])
    );
}

#[test]
fn large_matrix_multiply_matches_dot_products() {
    let n = 300;
    let a = Value::matrix(
        Shape::matrix(n, n),
        (0..n * n).map(|i| (i % 7) as f64).collect(),
    );
    let c = bin(BinOp::MatMul, &a, &a);
    // Spot-check one element against a direct dot product.
    let data = a.to_f64_vec().unwrap();
    let expected: f64 = (0..n).map(|k| data[1 + k * n] * data[k + 2 * n]).sum();
    assert_eq!(c.to_f64_vec().unwrap()[1 + 2 * n], expected);
}

#[test]
fn linear_solves() {
    let a = Value::matrix(
        Shape::matrix(3, 3),
        vec![4.0, 3.0, 2.0, -2.0, 6.0, 1.0, 1.0, -4.0, 8.0],
    );
    let b = Value::matrix(Shape::column(3), vec![12.0, -25.0, 32.0]);
    close(&bin(BinOp::MatLeftDiv, &a, &b), &[1.0, -2.0, 4.0], 1e-12);
    // Least squares, checked against octave: [1 2;3 4;5 6]\[1;2;3] = [0; 0.5].
    let tall = Value::matrix(Shape::matrix(3, 2), vec![1.0, 3.0, 5.0, 2.0, 4.0, 6.0]);
    let rhs = Value::matrix(Shape::column(3), vec![1.0, 2.0, 3.0]);
    close(&bin(BinOp::MatLeftDiv, &tall, &rhs), &[0.0, 0.5], 1e-12);
    // Underdetermined: a basic solution that satisfies the system.
    let wide = Value::matrix(Shape::matrix(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    let rhs2 = Value::matrix(Shape::column(2), vec![1.0, 2.0]);
    let x = bin(BinOp::MatLeftDiv, &wide, &rhs2);
    close(&bin(BinOp::MatMul, &wide, &x), &[1.0, 2.0], 1e-12);
    // [1 2]/[3 4; 5 6] = [2 -1] (octave).
    let m = Value::matrix(Shape::matrix(2, 2), vec![3.0, 5.0, 4.0, 6.0]);
    close(
        &bin(BinOp::MatRightDiv, &row(&[1.0, 2.0]), &m),
        &[2.0, -1.0],
        1e-12,
    );
    let e = err(BinOp::MatLeftDiv, &a, &row(&[1.0, 2.0]));
    assert_eq!(e.message, "Matrix dimensions must agree.");
    // Singular: Inf/NaN entries, no error.
    let singular = Value::matrix(Shape::matrix(2, 2), vec![1.0, 2.0, 2.0, 4.0]);
    let x = bin(
        BinOp::MatLeftDiv,
        &singular,
        &Value::matrix(Shape::column(2), vec![1.0, 1.0]),
    );
    assert!(x.to_f64_vec().unwrap().iter().any(|v| !v.is_finite()));
    // Complex system: [1i 0; 0 2] \ [1; 2] = [-1i; 1].
    let zc = Value::ComplexDouble(Tensor::new(
        Shape::matrix(2, 2),
        vec![
            Complex64::new(0.0, 1.0),
            Complex64::new(0.0, 0.0),
            Complex64::new(0.0, 0.0),
            Complex64::new(2.0, 0.0),
        ],
    ));
    let sol = bin(
        BinOp::MatLeftDiv,
        &zc,
        &Value::matrix(Shape::column(2), vec![1.0, 2.0]),
    );
    let Value::ComplexDouble(t) = sol else {
        panic!("expected complex")
    };
    assert!((t.data()[0] - Complex64::new(0.0, -1.0)).norm() < 1e-15);
    assert!((t.data()[1] - Complex64::new(1.0, 0.0)).norm() < 1e-15);
}

#[test]
fn matrix_power() {
    let m = Value::matrix(Shape::matrix(2, 2), vec![1.0, 3.0, 2.0, 4.0]);
    close(
        &bin(BinOp::MatPow, &m, &d(3.0)),
        &[37.0, 81.0, 54.0, 118.0],
        0.0,
    );
    close(
        &bin(BinOp::MatPow, &m, &d(-1.0)),
        &[-2.0, 1.5, 1.0, -0.5],
        1e-12,
    );
    close(&bin(BinOp::MatPow, &m, &d(0.0)), &[1.0, 0.0, 0.0, 1.0], 0.0);
    // Fractional powers go through the eigendecomposition (MATLAB's mpower).
    let root = bin(BinOp::MatPow, &m, &d(0.5));
    assert_eq!(root.shape(), m.shape());
    assert!(binary(BinOp::MatPow, &row(&[1.0, 2.0]), &d(2.0)).is_err());
    assert!(binary(BinOp::MatPow, &d(2.0), &m).is_err());
}

#[test]
fn logical_operator_results() {
    let a = row(&[1.0, 0.0, 2.0]);
    assert_eq!(
        bin(BinOp::Or, &a, &Value::bool(false)),
        Value::Logical(Tensor::row(vec![true, false, true]))
    );
    assert!(binary(BinOp::ShortAnd, &a, &a).is_err());
}

#[test]
fn values_cross_checked_with_octave() {
    let i8v = |x: i8| Value::Int8(Tensor::scalar(x));
    assert_eq!(bin(BinOp::RightDiv, &i8v(-7), &i8v(2)), i8v(-4));
    assert_eq!(
        bin(BinOp::Mul, &Value::Int16(Tensor::scalar(100)), &d(2.5)),
        Value::Int16(Tensor::scalar(250))
    );
    let ints = Value::Int8(Tensor::row(vec![1, 2, 3]));
    assert_eq!(
        bin(BinOp::Mul, &ints, &row(&[0.5, 1.5, 2.5])),
        Value::Int8(Tensor::row(vec![1, 3, 8]))
    );
    let q = bin(BinOp::RightDiv, &cplx(1.0, 2.0), &cplx(3.0, -4.0));
    let Value::ComplexDouble(t) = q else {
        panic!("expected complex")
    };
    assert!((t.data()[0] - Complex64::new(-0.2, 0.4)).norm() < 1e-15);
    assert_eq!(
        bin(BinOp::MatPow, &cplx(2.0, 3.0), &d(3.0)),
        cplx(-46.0, 9.0)
    );
    let dot = bin(
        BinOp::MatMul,
        &row(&[1.0, 2.0, 3.0]),
        &Value::matrix(Shape::column(3), vec![4.0, 5.0, 6.0]),
    );
    assert_eq!(dot, d(32.0));
    assert_eq!(
        bin(BinOp::Pow, &Value::Int32(Tensor::scalar(5)), &d(2.0)),
        Value::Int32(Tensor::scalar(25))
    );
}

#[test]
fn real_powers_use_libm_pow() {
    assert_eq!(bin(BinOp::Pow, &d(1.1), &d(10.0)), d(1.1f64.powf(10.0)));
    assert_eq!(bin(BinOp::Pow, &row(&[3.0]), &d(2.0)), d(9.0));
    assert_eq!(bin(BinOp::Pow, &d(0.0), &d(-1.0)), d(f64::INFINITY));
    assert_eq!(bin(BinOp::Pow, &d(-2.0), &d(3.0)), d(-8.0));
}

/// Counts heap allocations per thread so the scalar fast path can be
/// checked to allocate nothing (tests run on their own threads).
mod allocation_count {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    thread_local! {
        static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    }

    pub struct Counting;

    // SAFETY: forwards every call to the system allocator unchanged; the
    // counter is a const-initialised thread-local that never allocates.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
            // SAFETY: same contract as the caller's.
            unsafe { System.alloc(layout) }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: same contract as the caller's.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    #[global_allocator]
    static GLOBAL: Counting = Counting;

    pub fn count() -> usize {
        ALLOCATIONS.with(Cell::get)
    }
}

#[test]
fn scalar_loops_do_not_allocate() {
    let one = d(1.0);
    let mut s = d(0.0);
    let before = allocation_count::count();
    for i in 0..10_000 {
        let i = Value::scalar(f64::from(i));
        s = binary(BinOp::Add, &s, &i).unwrap_or_else(|_| d(f64::NAN));
        s = binary(BinOp::Mul, &s, &one).unwrap_or_else(|_| d(f64::NAN));
        let _ = binary(BinOp::Lt, &s, &i);
        let _ = unary(UnOp::Neg, &s);
        let _ = binary(BinOp::Add, &s, &Value::bool(true));
        let _ = binary(BinOp::Add, &Value::Int8(Tensor::scalar(1)), &i);
        let _ = binary(BinOp::Gt, &Value::Int64(Tensor::scalar(1)), &i);
        let _ = binary(BinOp::And, &s, &i);
    }
    assert_eq!(allocation_count::count(), before);
    assert_eq!(s, d(49_995_000.0));
}

#[test]
fn owned_operands_lend_their_buffer_and_shared_ones_do_not() {
    let data_ptr = |v: &Value| match v {
        Value::Double(t) => t.data().as_ptr(),
        other => panic!("expected double, got {other:?}"),
    };
    let fresh = || Value::matrix(Shape::matrix(2, 2), vec![1.0, 2.0, 3.0, 4.0]);
    let row = Value::row(vec![10.0, 100.0]);
    // An owned, unshared left operand of the result's shape takes the result.
    let temporary = fresh();
    let before = data_ptr(&temporary);
    let sum = binary_operands(BinOp::Mul, Cow::Owned(temporary), Cow::Borrowed(&row));
    let sum = sum.unwrap();
    assert_eq!(data_ptr(&sum), before);
    assert_eq!(
        sum,
        Value::matrix(Shape::matrix(2, 2), vec![10.0, 20.0, 300.0, 400.0])
    );
    // The right operand too, with the operands kept in order (`row - B`).
    let temporary = fresh();
    let before = data_ptr(&temporary);
    let difference =
        binary_operands(BinOp::Sub, Cow::Borrowed(&row), Cow::Owned(temporary)).unwrap();
    assert_eq!(data_ptr(&difference), before);
    assert_eq!(
        difference,
        Value::matrix(Shape::matrix(2, 2), vec![9.0, 8.0, 97.0, 96.0])
    );
    // A shared buffer is never written: the other holder keeps its values.
    let shared = fresh();
    let holder = shared.clone();
    let result = binary_operands(BinOp::Add, Cow::Owned(shared), Cow::Borrowed(&d(1.0))).unwrap();
    assert_ne!(data_ptr(&result), data_ptr(&holder));
    assert_eq!(holder, fresh());
    // A smaller owned operand cannot take an expanded result.
    let grown = binary_operands(BinOp::Add, Cow::Owned(row.clone()), Cow::Owned(fresh())).unwrap();
    assert_eq!(
        grown,
        Value::matrix(Shape::matrix(2, 2), vec![11.0, 12.0, 103.0, 104.0])
    );
}
