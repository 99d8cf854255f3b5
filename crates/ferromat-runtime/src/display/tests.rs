//! Every example of shared/DISPLAY.md as an exact expectation.

use std::sync::Arc;

use num_complex::{Complex32, Complex64};

use super::*;
use crate::error::{RuntimeError, StackFrame};
use crate::value::{AnonymousFunction, Shape, StructArray, Tensor};

const LOOSE: DisplayFormat = DisplayFormat {
    numeric: NumericFormat::Short,
    spacing: Spacing::Loose,
};
const COMPACT: DisplayFormat = DisplayFormat {
    numeric: NumericFormat::Short,
    spacing: Spacing::Compact,
};
const LONG: DisplayFormat = DisplayFormat {
    numeric: NumericFormat::Long,
    spacing: Spacing::Loose,
};

/// A double matrix from rows written as in MATLAB source.
fn m(rows: &[&[f64]]) -> Value {
    let r = rows.len();
    let c = rows.first().map_or(0, |row| row.len());
    let mut data = Vec::with_capacity(r * c);
    for j in 0..c {
        for row in rows {
            data.push(row[j]);
        }
    }
    Value::matrix(Shape::matrix(r, c), data)
}

fn row(values: &[f64]) -> Value {
    Value::row(values.to_vec())
}

fn s(x: f64) -> Value {
    Value::scalar(x)
}

/// The body lines (echo form, header included) joined with `\n`.
fn body_text(value: &Value, format: &DisplayFormat) -> String {
    render_lines(&body(value, format).all_lines(), format.spacing)
}

fn one_line(value: &Value) -> String {
    let text = body_text(value, &LOOSE);
    text.strip_suffix('\n').unwrap_or(&text).to_string()
}

fn cell(rows: usize, cols: usize, column_major: Vec<Value>) -> Value {
    Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(rows, cols),
        column_major,
    )))
}

fn strings(shape: Shape, items: &[Option<&str>]) -> Value {
    Value::String(Tensor::new(
        shape,
        items.iter().map(|s| s.map(Arc::from)).collect(),
    ))
}

fn complex(parts: &[(f64, f64)], rows: usize) -> Value {
    let cols = parts.len() / rows;
    Value::ComplexDouble(Tensor::new(
        Shape::matrix(rows, cols),
        parts
            .iter()
            .map(|&(re, im)| Complex64::new(re, im))
            .collect(),
    ))
}

// R1.1–R1.4: frames.

#[test]
fn r1_frames() {
    assert_eq!(render_echo("x", &s(5.0), &LOOSE), "\nx =\n\n     5\n\n");
    assert_eq!(render_echo("ans", &s(7.0), &LOOSE), "\nans =\n\n     7\n\n");
    let two = render_echo("m", &s(9.0), &LOOSE) + &render_echo("i", &s(2.0), &LOOSE);
    assert_eq!(two, "\nm =\n\n     9\n\n\ni =\n\n     2\n\n");
    assert_eq!(
        render_echo("s", &Value::string("hi"), &LOOSE),
        "\ns = \n\n    \"hi\"\n\n"
    );
    assert_eq!(render_echo("x", &s(5.0), &COMPACT), "x =\n     5\n");
    let y = m(&[&[1.0, 2.0], &[3.0, 4.0]]);
    assert_eq!(
        render_echo("y", &y, &COMPACT),
        "y =\n     1     2\n     3     4\n"
    );
}

// R2.1 integer layout.

#[test]
fn r2_1_integer_layout() {
    let a = m(&[&[1.0, -2.0, 30.0], &[400.0, 5.0, -6.0]]);
    assert_eq!(one_line(&a), "     1    -2    30\n   400     5    -6");
    let b = m(&[&[1.0, 1000.0], &[-25.0, 7.0]]);
    assert_eq!(
        render_echo("B", &b, &LOOSE),
        "\nB =\n\n           1        1000\n         -25           7\n\n"
    );
    assert_eq!(
        one_line(&row(&[1.0, f64::NAN, f64::NEG_INFINITY])),
        "     1   NaN  -Inf"
    );
    assert_eq!(one_line(&s(10.0)), "    10");
    assert_eq!(one_line(&s(100.0)), "   100");
    assert_eq!(one_line(&s(1000.0)), "        1000");
    assert_eq!(one_line(&s(10000.0)), "       10000");
    assert_eq!(one_line(&s(6417.0)), "        6417");
    assert_eq!(one_line(&s(123456789.0)), "   123456789");
}

// R2.2 fixed layout.

#[test]
fn r2_2_fixed_layout() {
    let a = m(&[&[1.5, -2.25], &[100.0, 0.0]]);
    assert_eq!(one_line(&a), "    1.5000   -2.2500\n  100.0000         0");
    assert_eq!(
        one_line(&row(&[1.5, f64::NAN, f64::INFINITY])),
        "    1.5000       NaN       Inf"
    );
    assert_eq!(
        one_line(&row(&[1.5, 1e-7, -1e-7])),
        "    1.5000    0.0000   -0.0000"
    );
}

// R2.3 common scale factor.

#[test]
fn r2_3_scale_factor() {
    assert_eq!(
        render_echo("D", &row(&[1.5, 1000.5]), &LOOSE),
        "\nD =\n\n   1.0e+03 *\n\n    0.0015    1.0005\n\n"
    );
    assert_eq!(
        one_line(&row(&[2e-4, -5e-5])),
        "   1.0e-03 *\n\n    0.2000   -0.0500"
    );
    assert_eq!(one_line(&row(&[0.001, 0.002])), "    0.0010    0.0020");
    assert_eq!(
        one_line(&row(&[1.0, 1e10])),
        "   1.0e+10 *\n\n    0.0000    1.0000"
    );
    let column = m(&[&[1.48e-4], &[1e-5]]);
    assert_eq!(one_line(&column), "   1.0e-03 *\n\n    0.1480\n    0.0100");
    assert_eq!(
        one_line(&row(&[0.3729, 6.5574e-04, 0.1393])),
        "    0.3729    0.0007    0.1393"
    );
    let eye_eps = m(&[&[f64::EPSILON, 0.0], &[0.0, f64::EPSILON]]);
    assert_eq!(
        one_line(&eye_eps),
        "   1.0e-15 *\n\n    0.2220         0\n         0    0.2220"
    );
    assert_eq!(
        render_echo("D", &row(&[1.5, 1000.5]), &COMPACT),
        "D =\n   1.0e+03 *\n    0.0015    1.0005\n"
    );
}

// R2.4 scalars.

#[test]
fn r2_4_scalars() {
    let cases: &[(f64, &str)] = &[
        (4.0 / 3.0, "    1.3333"),
        (-0.5, "   -0.5000"),
        (12.3456789, "   12.3457"),
        (999.5, "  999.5000"),
        (1234.56789, "   1.2346e+03"),
        (1910011037.0, "   1.9100e+09"),
        (1e10, "   1.0000e+10"),
        (0.00125, "    0.0013"),
        (0.001, "   1.0000e-03"),
        (-1e-4, "  -1.0000e-04"),
        (f64::NAN, "   NaN"),
        (f64::INFINITY, "   Inf"),
        (f64::NEG_INFINITY, "  -Inf"),
        (-0.0, "     0"),
        (std::f64::consts::PI, "    3.1416"),
    ];
    for &(x, expected) in cases {
        assert_eq!(one_line(&s(x)), expected, "{x}");
    }
}

// R2.5 format long.

#[test]
fn r2_5_format_long() {
    let long = |v: &Value| {
        let text = body_text(v, &LONG);
        text.strip_suffix('\n').unwrap_or(&text).to_string()
    };
    assert_eq!(long(&s(std::f64::consts::PI)), "   3.141592653589793");
    assert_eq!(long(&s(12.5)), "  12.500000000000000");
    assert_eq!(long(&s(7.0)), "     7");
    let magic = m(&[&[8.0, 1.0, 6.0], &[3.0, 5.0, 7.0], &[4.0, 9.0, 2.0]]);
    let data: Vec<f64> = magic
        .to_f64_vec()
        .unwrap_or_default()
        .iter()
        .map(|x| x * f64::EPSILON)
        .collect();
    let scaled = Value::matrix(Shape::matrix(3, 3), data);
    let text = long(&scaled);
    assert!(
        text.starts_with(
            "   1.0e-14 *\n\n   0.177635683940025   0.022204460492503   0.133226762955019\n"
        ),
        "{text}"
    );
    assert_eq!(long(&s(1234.5)), "   1.234500000000000e+03");
}

// R3.1 Columns blocks.

#[test]
fn r3_columns() {
    let x = Value::row((1..=20).map(f64::from).collect());
    assert_eq!(
        render_echo("x", &x, &LOOSE),
        "\nx =\n\n  Columns 1 through 13\n\n     1     2     3     4     5     6     7     8     9    10    11    12    13\n\n  Columns 14 through 20\n\n    14    15    16    17    18    19    20\n\n"
    );
    let quarters = Value::row((1..=10).map(|k| f64::from(k) / 4.0).collect());
    let text = body_text(&quarters, &LOOSE);
    assert!(
        text.starts_with("  Columns 1 through 8\n\n    0.2500"),
        "{text}"
    );
    assert!(
        text.contains("\n\n  Columns 9 through 10\n\n    2.2500    2.5000\n"),
        "{text}"
    );
    let scaled = Value::row((1..=10).map(|k| f64::from(k) * 1000.5).collect());
    let text = body_text(&scaled, &LOOSE);
    assert!(
        text.starts_with("   1.0e+04 *\n\n  Columns 1 through 8\n\n"),
        "{text}"
    );
}

// R4.1 single.

#[test]
fn r4_1_single() {
    let pi = Value::Single(Tensor::scalar(std::f32::consts::PI));
    assert_eq!(body_text(&pi, &LOOSE), "  single\n\n    3.1416\n");
    let v = Value::Single(Tensor::row(vec![10.0, 10.0, 13.0]));
    assert_eq!(
        body_text(&v, &LOOSE),
        "  1×3 single row vector\n\n    10    10    13\n"
    );
    assert_eq!(body_text(&pi, &LONG), "  single\n\n   3.1415927\n");
}

// R4.2 integer classes.

#[test]
fn r4_2_integers() {
    let a = Value::Int8(Tensor::row(vec![1, -2, 100]));
    assert_eq!(
        body_text(&a, &LOOSE),
        "  1×3 int8 row vector\n\n     1    -2   100\n"
    );
    assert_eq!(
        body_text(&Value::UInt8(Tensor::scalar(17)), &LOOSE),
        "  uint8\n\n   17\n"
    );
    let u = Value::UInt16(Tensor::row(vec![256, 512]));
    assert!(body_text(&u, &LOOSE).ends_with("\n   256   512\n"));
    let w = Value::UInt32(Tensor::row(vec![7777, 8888]));
    assert!(body_text(&w, &LOOSE).ends_with("\n   7777   8888\n"));
    let col = Value::Int16(Tensor::column(vec![1, 2, 3]));
    assert!(body_text(&col, &LOOSE).starts_with("  3×1 int16 column vector\n"));
    let mat = Value::Int32(Tensor::new(Shape::matrix(2, 2), vec![1, 2, 3, 4]));
    assert!(body_text(&mat, &LOOSE).starts_with("  2×2 int32 matrix\n"));
    let big = Value::Int64(Tensor::row(vec![i64::MIN, i64::MAX]));
    assert_eq!(
        body_text(&big, &LOOSE),
        "  1×2 int64 row vector\n\n   -9223372036854775808    9223372036854775807\n"
    );
    let umax = Value::UInt64(Tensor::scalar(u64::MAX));
    assert_eq!(
        body_text(&umax, &LONG),
        "  uint64\n\n   18446744073709551615\n"
    );
}

// R4.3 logical.

#[test]
fn r4_3_logical() {
    assert_eq!(body_text(&Value::bool(true), &LOOSE), "  logical\n\n   1\n");
    let v = Value::Logical(Tensor::row(vec![false, true, true, true]));
    assert_eq!(
        body_text(&v, &LOOSE),
        "  1×4 logical array\n\n   0   1   1   1\n"
    );
}

// R4.4 char.

#[test]
fn r4_4_char() {
    assert_eq!(
        body_text(&Value::char_row("hello"), &LOOSE),
        "    'hello'\n"
    );
    let two = Value::Char(Tensor::new(
        Shape::matrix(2, 3),
        "adbecf".encode_utf16().collect(),
    ));
    assert_eq!(
        body_text(&two, &LOOSE),
        "  2×3 char array\n\n    'abc'\n    'def'\n"
    );
    assert_eq!(render_disp(&Value::char_row("hello"), &LOOSE), "hello\n");
    assert_eq!(render_disp(&two, &LOOSE), "abc\ndef\n");
}

// R4.5 complex.

#[test]
fn r4_5_complex() {
    let w = complex(&[(1.0, 2.0), (5.0, 0.0), (3.0, -4.0), (0.0, 6.0)], 2);
    assert_eq!(
        one_line(&w),
        "   1.0000 + 2.0000i   3.0000 - 4.0000i\n   5.0000 + 0.0000i   0.0000 + 6.0000i"
    );
    assert_eq!(one_line(&complex(&[(3.0, 4.0)], 1)), "   3.0000 + 4.0000i");
    assert_eq!(one_line(&complex(&[(1.0, 10.0)], 1)), "   1.0000 +10.0000i");
    let eig = complex(&[(-0.3, 149.22), (426.0, 0.0)], 2);
    assert_eq!(
        one_line(&eig),
        "   1.0e+02 *\n\n  -0.0030 + 1.4922i\n   4.2600 + 0.0000i"
    );
    assert_eq!(
        one_line(&complex(&[(100.0, std::f64::consts::PI)], 1)),
        "   1.0000e+02 + 3.1416e+00i"
    );
    assert_eq!(
        one_line(&complex(&[(f64::NAN, 0.0)], 1)),
        "      NaN + 0.0000i"
    );
    assert_eq!(
        one_line(&complex(&[(std::f64::consts::PI, f64::NEG_INFINITY)], 1)),
        "   3.1416 -    Infi"
    );
    let single = Value::ComplexSingle(Tensor::scalar(Complex32::new(1.0, 2.0)));
    assert_eq!(
        body_text(&single, &LOOSE),
        "  single\n\n   1.0000 + 2.0000i\n"
    );
}

// R4.6 empties.

#[test]
fn r4_6_empties() {
    let d = |dims: &[usize]| Value::Double(Tensor::new(Shape::new(dims), Vec::new()));
    assert_eq!(one_line(&Value::empty()), "     []");
    assert_eq!(one_line(&d(&[0, 3])), "  0×3 empty double matrix");
    assert_eq!(one_line(&d(&[3, 0, 2])), "  3×0×2 empty double array");
    assert_eq!(one_line(&d(&[1, 0])), "  1×0 empty double row vector");
    assert_eq!(one_line(&d(&[0, 1])), "  0×1 empty double column vector");
    let ch = |dims: &[usize]| Value::Char(Tensor::new(Shape::new(dims), Vec::new()));
    assert_eq!(one_line(&ch(&[0, 0])), "  0×0 empty char array");
    assert_eq!(one_line(&ch(&[3, 0])), "  3×0 empty char array");
    assert_eq!(one_line(&cell(0, 0, Vec::new())), "  0×0 empty cell array");
    assert_eq!(
        one_line(&Value::Logical(Tensor::empty())),
        "  0×0 empty logical array"
    );
    assert_eq!(
        one_line(&Value::Int8(Tensor::empty())),
        "  0×0 empty int8 matrix"
    );
    let int_col = Value::Int8(Tensor::new(Shape::matrix(0, 1), Vec::new()));
    assert_eq!(one_line(&int_col), "  0×1 empty int8 column vector");
    let single = Value::Single(Tensor::new(Shape::matrix(0, 4), Vec::new()));
    assert_eq!(one_line(&single), "  0×4 empty single matrix");
    assert_eq!(
        one_line(&strings(Shape::matrix(1, 0), &[])),
        "  1×0 empty string array"
    );
    let no_fields = Value::Struct(Arc::new(StructArray {
        shape: Shape::empty(),
        fields: Default::default(),
    }));
    assert_eq!(
        one_line(&no_fields),
        "  0×0 empty struct array with no fields."
    );
    assert_eq!(
        render_echo("y", &d(&[1, 0]), &LOOSE),
        "\ny =\n\n  1×0 empty double row vector\n\n"
    );
    assert_eq!(render_disp(&Value::empty(), &LOOSE), "");
    assert_eq!(render_disp(&ch(&[0, 0]), &LOOSE), "");
}

// R4.7 N-d pages.

#[test]
fn r4_7_pages() {
    let a = Value::matrix(Shape::new(&[1, 2, 2]), vec![1.0, 2.0, 3.0, 4.0]);
    assert_eq!(
        render_echo("A", &a, &LOOSE),
        "\nA(:,:,1) =\n\n     1     2\n\n\nA(:,:,2) =\n\n     3     4\n\n"
    );
    let i = Value::Int8(Tensor::new(Shape::new(&[2, 1, 2]), vec![1, 2, 3, 4]));
    let text = render_echo("x", &i, &LOOSE);
    assert_eq!(
        text,
        "\n  2×1×2 int8 array\n\nx(:,:,1) =\n\n   1\n   2\n\n\nx(:,:,2) =\n\n   3\n   4\n\n"
    );
    let single = Value::Single(Tensor::new(Shape::new(&[1, 1, 2]), vec![0.5, 2.0]));
    assert_eq!(
        render_echo("ans", &single, &COMPACT),
        "  1×1×2 single array\nans(:,:,1) =\n    0.5000\nans(:,:,2) =\n     2\n"
    );
    let four = Value::matrix(Shape::new(&[1, 1, 1, 2]), vec![5.0, 6.0]);
    assert!(render_echo("z", &four, &COMPACT).contains("z(:,:,1,2) =\n     6\n"));
}

// R4.8 string.

#[test]
fn r4_8_strings() {
    assert_eq!(
        render_echo("t", &Value::string("hello"), &LOOSE),
        "\nt = \n\n    \"hello\"\n\n"
    );
    assert_eq!(one_line(&Value::string("")), "    \"\"");
    let arr = strings(Shape::row(3), &[Some("a"), Some("bc"), Some("def")]);
    assert_eq!(
        body_text(&arr, &LOOSE),
        "  1×3 string array\n\n    \"a\"    \"bc\"    \"def\"\n"
    );
    let missing = strings(Shape::scalar(), &[None]);
    assert_eq!(one_line(&missing), "    <missing>");
    assert_eq!(render_disp(&Value::string("hello"), &LOOSE), "hello\n");
}

// R4.9 cells.

#[test]
fn r4_9_cells() {
    let c = cell(
        2,
        3,
        vec![
            Value::char_row("one"),
            s(1.0),
            Value::char_row("two"),
            s(2.0),
            Value::char_row("three"),
            s(3.0),
        ],
    );
    assert_eq!(
        body_text(&c, &LOOSE),
        "  2×3 cell array\n\n    {'one'}    {'two'}    {'three'}\n    {[  1]}    {[  2]}    {[    3]}\n"
    );
    let summaries = cell(
        1,
        4,
        vec![
            s(1.0),
            row(&[1.0, 2.0, 3.0]),
            m(&[&[1.0, 2.0], &[3.0, 4.0]]),
            Value::char_row("abc"),
        ],
    );
    assert_eq!(
        body_text(&summaries, &LOOSE),
        "  1×4 cell array\n\n    {[1]}    {[1 2 3]}    {2×2 double}    {'abc'}\n"
    );
    let more = cell(
        1,
        3,
        vec![
            Value::empty(),
            cell(1, 1, vec![s(1.0)]),
            Value::string("abc"),
        ],
    );
    assert_eq!(
        body_text(&more, &LOOSE),
        "  1×3 cell array\n\n    {0×0 double}    {1×1 cell}    {[\"abc\"]}\n"
    );
    let wide = cell(1, 7, vec![Value::char_row("abcdefghijk"); 7]);
    let text = body_text(&wide, &LOOSE);
    assert!(
        text.contains("  Columns 1 through 4\n\n    {'abcdefghijk'}"),
        "{text}"
    );
    assert!(text.contains("  Columns 5 through 7\n"), "{text}");
    let text = cell(2, 1, vec![Value::char_row("a"), Value::char_row("abc")]);
    assert_eq!(
        body_text(&text, &LOOSE),
        "  2×1 cell array\n\n    {'a'  }\n    {'abc'}\n"
    );
}

// R4.10 structs and function handles.

fn scalar_struct(fields: Vec<(&str, Value)>) -> Value {
    Value::Struct(Arc::new(StructArray::scalar(
        fields.into_iter().map(|(k, v)| (k.to_string(), v)),
    )))
}

#[test]
fn r4_10_structs() {
    let st = scalar_struct(vec![("name", Value::char_row("max")), ("n", s(3.0))]);
    assert_eq!(
        render_echo("s", &st, &LOOSE),
        "\ns = \n\n  struct with fields:\n\n    name: 'max'\n       n: 3\n\n"
    );
    assert_eq!(summary(&s(1.0)), "1");
    assert_eq!(summary(&s(0.4399)), "0.4399");
    assert_eq!(summary(&s(2556.7)), "2.5567e+03");
    assert_eq!(summary(&Value::char_row("text")), "'text'");
    assert_eq!(summary(&Value::string("str")), "\"str\"");
    assert_eq!(summary(&row(&[1.0, 2.0, 3.0])), "[1 2 3]");
    let magic = Value::matrix(Shape::matrix(3, 3), vec![0.0; 9]);
    assert_eq!(summary(&magic), "[3×3 double]");
    let ab = cell(1, 2, vec![Value::char_row("a"), Value::char_row("b")]);
    assert_eq!(summary(&ab), "{'a'  'b'}");
    assert_eq!(summary(&scalar_struct(vec![("a", s(1.0))])), "[1×1 struct]");
    let array = Value::Struct(Arc::new(StructArray {
        shape: Shape::row(3),
        fields: [("name".to_string(), vec![s(1.0), s(2.0), s(3.0)])]
            .into_iter()
            .collect(),
    }));
    assert_eq!(
        body_text(&array, &LOOSE),
        "  1×3 struct array with fields:\n\n    name\n"
    );
    assert_eq!(
        body_text(&scalar_struct(Vec::new()), &LOOSE),
        "  struct with no fields.\n"
    );
    let square = Value::FunctionHandle(Arc::new(FunctionHandle::Anonymous(AnonymousFunction {
        params: vec!["x".into()],
        body: Arc::new(ferromat_syntax::ast::Expr {
            kind: ferromat_syntax::ast::ExprKind::Number(0.0),
            span: Default::default(),
        }),
        captures: Vec::new(),
        text: "@(x)x.^2".into(),
        source: "@(x)x.^2".into(),
    })));
    assert_eq!(
        render_echo("f", &square, &LOOSE),
        "\nf =\n\n  function_handle with value:\n\n    @(x)x.^2\n\n"
    );
    let named = Value::FunctionHandle(Arc::new(FunctionHandle::Named("max".into())));
    assert_eq!(
        one_line(&named),
        "  function_handle with value:\n\n    @max"
    );
    assert_eq!(render_disp(&st, &LOOSE), "    name: 'max'\n       n: 3\n\n");
}

// R5.1 disp.

#[test]
fn r5_1_disp() {
    assert_eq!(
        render_disp(&row(&[1.0, 2.0, 3.0]), &LOOSE),
        "     1     2     3\n\n"
    );
    assert_eq!(render_disp(&Value::char_row("Done"), &LOOSE), "Done\n");
    assert_eq!(render_disp(&s(8.0), &LOOSE), "     8\n\n");
    assert_eq!(render_disp(&s(8.0), &COMPACT), "     8\n");
    assert_eq!(
        render_disp(&Value::Int8(Tensor::row(vec![1, 2])), &LOOSE),
        "   1   2\n\n"
    );
    assert_eq!(
        render_disp(&row(&[1.5, 1000.5]), &LOOSE),
        "   1.0e+03 *\n\n    0.0015    1.0005\n\n"
    );
}

// R5.1b: the echo column of the comparison table.

#[test]
fn r5_1b_echo_bodies() {
    assert_eq!(one_line(&s(std::f64::consts::PI)), "    3.1416");
    assert_eq!(one_line(&row(&[1.0, 2.0, 3.0])), "     1     2     3");
    assert_eq!(one_line(&s(1e10)), "   1.0000e+10");
    assert_eq!(one_line(&row(&[1.5, f64::NAN])), "    1.5000       NaN");
}

// R6.1, R6.2 errors.

#[test]
fn r6_errors() {
    let mut err = RuntimeError::new(
        "",
        "MAX with two matrices to compare and a working dimension is not supported.",
    )
    .in_function("max");
    assert_eq!(
        render_error(&err),
        "Error using max\nMAX with two matrices to compare and a working dimension is not supported.\n"
    );
    err.stack.push(StackFrame {
        name: "demo".into(),
        file: None,
        line: 3,
        source_line: "m = max(a, b, 2);".into(),
    });
    assert_eq!(
        render_error(&err),
        "Error using max\nMAX with two matrices to compare and a working dimension is not supported.\n\nError in demo (line 3)\nm = max(a, b, 2);\n"
    );
    let mut index = RuntimeError::new(
        "MATLAB:badsubscript",
        "Index exceeds the number of array elements. Index must not exceed 8.",
    );
    index.stack.push(StackFrame {
        name: "cholera_de".into(),
        file: None,
        line: 11,
        source_line: "B= Q(9);".into(),
    });
    assert_eq!(
        render_error(&index),
        "Index exceeds the number of array elements. Index must not exceed 8.\n\nError in cholera_de (line 11)\nB= Q(9);\n"
    );
    assert_eq!(
        render_error(&RuntimeError::undefined("q")),
        "Unrecognized function or variable 'q'.\n"
    );
}

// Clone captures (Nelson) for single in format long.

#[test]
fn single_long_like_clone() {
    let long = |data: Vec<f32>| {
        let value = if data.len() == 1 {
            Value::Single(Tensor::scalar(data[0]))
        } else {
            Value::Single(Tensor::row(data))
        };
        body_text(&value, &LONG)
    };
    assert_eq!(long(vec![100.2]), "  single\n\n   1.0020000e+02\n");
    assert_eq!(long(vec![1e-4]), "  single\n\n   9.9999997e-05\n");
    assert_eq!(long(vec![1e8]), "  single\n\n   100000000\n");
    assert_eq!(long(vec![1e9]), "  single\n\n   1.0000000e+09\n");
    assert_eq!(
        long(vec![81.1, 90.2]),
        "  1×2 single row vector\n\n  81.0999985  90.1999969\n"
    );
    assert_eq!(
        long(vec![8140.1, 905.2]),
        "  1×2 single row vector\n\n   1.0e+03 *\n\n   8.1401001   0.9052000\n"
    );
    assert_eq!(
        long(vec![1e-4, 1.1e-4, 1.2e-4]),
        "  1×3 single row vector\n\n   1.0e-03 *\n\n   0.1000000   0.1100000   0.1200000\n"
    );
    assert_eq!(
        long(vec![-1.0, -20.0, -4.0]),
        "  1×3 single row vector\n\n    -1   -20    -4\n"
    );
}

// Clone captures (Nelson) for complex values.

#[test]
fn complex_like_clone() {
    assert_eq!(
        one_line(&complex(&[(1.8e99, -f64::EPSILON)], 1)),
        "   1.8000e+99 - 2.2204e-16i"
    );
    assert_eq!(
        one_line(&complex(&[(1.0, 3.14159265e6), (1.0, 3.14159265e6)], 1)),
        "   1.0e+06 *\n\n   0.0000 + 3.1416i   0.0000 + 3.1416i"
    );
    assert_eq!(
        one_line(&complex(
            &[
                (0.3729, f64::EPSILON),
                (6.5574e-04, f64::EPSILON),
                (0.1393, f64::EPSILON)
            ],
            1
        )),
        "   0.3729 + 0.0000i   0.0007 + 0.0000i   0.1393 + 0.0000i"
    );
    assert_eq!(
        one_line(&complex(&[(0.8147, 1.0), (f64::NAN, 0.0)], 1)),
        "   0.8147 + 1.0000i      NaN + 0.0000i"
    );
    let long = body_text(&complex(&[(3.0, 4.0)], 1), &LONG);
    assert_eq!(long, "  3.000000000000000 + 4.000000000000000i\n");
}

// Clone captures (Nelson) for disp of N-d values and struct summaries.

#[test]
fn disp_pages_like_clone() {
    let ones = Value::matrix(Shape::new(&[2, 1, 2]), vec![1.0; 4]);
    assert_eq!(
        render_disp(&ones, &LOOSE),
        "\n(:,:,1) =\n\n     1\n     1\n\n\n(:,:,2) =\n\n     1\n     1\n\n"
    );
    let chars = Value::Char(Tensor::new(Shape::new(&[3, 2, 2]), vec![101; 12]));
    assert_eq!(
        render_disp(&chars, &LOOSE),
        "\n(:,:,1) =\n\nee\nee\nee\n\n(:,:,2) =\n\nee\nee\nee\n"
    );
}

#[test]
fn struct_summaries_like_clone() {
    let st = scalar_struct(vec![
        ("a", s(1.0)),
        ("b", Value::char_row("f")),
        ("c", Value::string("d")),
        (
            "d",
            cell(
                1,
                3,
                vec![
                    Value::char_row("fdfddddd"),
                    Value::char_row("fddddddddddddddddd"),
                    cell(1, 1, vec![Value::char_row("mmmmm")]),
                ],
            ),
        ),
        ("e", strings(Shape::row(2), &[Some("a"), Some("c")])),
        (
            "f",
            cell(1, 3, vec![row(&[1.0, 2.0]), s(3.0), Value::empty()]),
        ),
    ]);
    assert_eq!(
        render_disp(&st, &LOOSE),
        "    a: 1\n    b: 'f'\n    c: \"d\"\n    d: {'fdfddddd'  'fddddddddddddddddd'  {1×1 cell}}\n    e: [\"a\"    \"c\"]\n    f: {[1  2]  3  []}\n\n"
    );
}
/// The `.out` files under tests/display agree with this renderer for the
/// cases whose values can be built without the interpreter.
#[test]
fn out_files_match_renderer() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/display/");
    let read = |name: &str| std::fs::read_to_string(format!("{dir}{name}.out")).unwrap_or_default();
    let d = |n: &str, v: Value| render_echo(n, &v, &LOOSE);
    assert_eq!(read("0001_scalar_echo"), d("x", s(5.0)) + &d("ans", s(7.0)));
    assert_eq!(
        read("0002_integer_layout"),
        d("A", m(&[&[1.0, -2.0, 30.0], &[400.0, 5.0, -6.0]]))
            + &d("B", m(&[&[1.0, 1000.0], &[-25.0, 7.0]]))
            + &d("m", s(123456789.0))
    );
    assert_eq!(
        read("0005_scale_factor"),
        d("D", row(&[1.5, 1000.5]))
            + &d("E", row(&[2e-4, -5e-5]))
            + &d("H", row(&[1.0, 1e10]))
            + &d("K", row(&[0.001, 0.002]))
    );
    assert_eq!(
        read("0006_scalars"),
        d("a", s(4.0 / 3.0))
            + &d("b", s(-0.5))
            + &d("c", s(1234.56789))
            + &d("d", s(1e10))
            + &d("e", s(0.001))
            + &d("f", s(-1e-4))
            + &d("g", s(0.00125))
            + &d("h", s(f64::NEG_INFINITY))
    );
    assert_eq!(
        read("0009_columns_fixed"),
        d(
            "y",
            Value::row((1..=10).map(|k| f64::from(k) / 4.0).collect())
        )
    );
    assert_eq!(
        read("0011_single"),
        d("s", Value::Single(Tensor::scalar(std::f32::consts::PI)))
            + &d("t", Value::Single(Tensor::row(vec![10.0, 10.0, 13.0])))
    );
    assert_eq!(
        read("0012_integer_classes"),
        d("a", Value::Int8(Tensor::row(vec![1, -2, 100])))
            + &d("b", Value::UInt8(Tensor::scalar(17)))
            + &d("c", Value::UInt16(Tensor::row(vec![256, 512])))
            + &d("d", Value::Int32(Tensor::column(vec![1, 2, 3])))
    );
    assert_eq!(
        read("0015_complex"),
        d(
            "w",
            complex(&[(1.0, 2.0), (5.0, 0.0), (3.0, -4.0), (0.0, 6.0)], 2)
        ) + &d("z", complex(&[(3.0, 4.0)], 1))
            + &d("u", complex(&[(1.0, 10.0)], 1))
    );
    assert_eq!(
        read("0018_string"),
        d("t", Value::string("hello"))
            + &d(
                "u",
                strings(Shape::row(3), &[Some("a"), Some("bc"), Some("def")])
            )
            + &d("e", Value::string(""))
    );
    let c = cell(
        2,
        3,
        vec![
            Value::char_row("one"),
            s(1.0),
            Value::char_row("two"),
            s(2.0),
            Value::char_row("three"),
            s(3.0),
        ],
    );
    assert_eq!(read("0019_cell"), d("C", c));
    assert_eq!(
        read("0020_struct"),
        d(
            "s",
            scalar_struct(vec![("name", Value::char_row("max")), ("n", s(3.0))])
        )
    );
    let mut long = String::new();
    for (n, v) in [
        ("p", s(std::f64::consts::PI)),
        ("q", s(12.5)),
        ("k", s(7.0)),
    ] {
        long += &render_echo(n, &v, &LONG);
    }
    long += &d("r", s(std::f64::consts::PI));
    assert_eq!(read("0007_format_long"), long);
    let compact = render_echo("x", &s(5.0), &COMPACT)
        + &render_echo("y", &m(&[&[1.0, 2.0], &[3.0, 4.0]]), &COMPACT)
        + &render_echo("D", &row(&[1.5, 1000.5]), &COMPACT)
        + &d("z", s(1.0));
    assert_eq!(read("0010_format_compact"), compact);
    let disp = render_disp(&row(&[1.0, 2.0, 3.0]), &LOOSE)
        + &render_disp(&Value::char_row("Done"), &LOOSE)
        + &render_disp(&s(8.0), &LOOSE)
        + &render_disp(&s(std::f64::consts::PI), &LOOSE)
        + &render_disp(&Value::empty(), &LOOSE);
    assert_eq!(read("0022_disp"), disp);
}

/// An array that fits the size limit whose display text would not is an
/// error, not an allocation that aborts the process.
#[test]
fn display_text_beyond_the_limit_is_an_error() {
    let big = Value::Double(Tensor::new(Shape::matrix(1, 100_000), vec![1.5; 100_000]));
    let outcome = crate::builtins::args::with_session_max_array_bytes(Some(1 << 20), || {
        (display_value("x", &big, &LOOSE), disp_value(&big, &LOOSE))
    });
    for result in [outcome.0, outcome.1] {
        let error = result.unwrap_err();
        assert_eq!(error.identifier, "MATLAB:nomem");
        assert!(error.message.contains("1x100000"), "{}", error.message);
    }
    let small = Value::Double(Tensor::new(Shape::matrix(1, 3), vec![1.0, 2.0, 3.0]));
    assert_eq!(
        display_value("x", &small, &LOOSE).unwrap(),
        render_echo("x", &small, &LOOSE)
    );
}
