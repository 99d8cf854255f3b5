//! `serde` support for `Value` (the `serde` feature): every serializable
//! class survives a JSON round trip with its class, size and elements;
//! values with no serialized form and malformed input fail with errors.

use std::sync::Arc;

use ferromat::{Shape, Tensor, Value};

fn round_trip(value: &Value) -> Value {
    let json = serde_json::to_string(value).expect("serializes");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json} does not read back: {e}"))
}

fn eval(code: &str) -> Value {
    let mut engine = ferromat::Engine::new();
    engine.capture_output();
    engine.eval(&format!("v = {code};")).expect("evaluates");
    engine.get("v").expect("v exists")
}

#[test]
fn every_class_round_trips() {
    let cases = [
        "[1 2; 3 4]",
        "[1 NaN; Inf -Inf]",
        "zeros(2, 0, 3)",
        "single([0.1 2.5e30 -Inf])",
        "int8([-128 127])",
        "int16(-5)",
        "int32([1; 2; 3])",
        "int64([-9223372036854775807 9223372036854775807])",
        "uint8(reshape(1:24, 2, 3, 4))",
        "uint16(65535)",
        "uint32([])",
        "uint64(18446744073709551615)",
        "[true false; false true]",
        "'hello'",
        "['ab'; 'cd']",
        "char([])",
        "[1+2i, NaN-1i]",
        "single(3-4i)",
        "[\"a\" \"bé\"; \"\" \"z\"]",
        "{1, 'two', {int8(3), {}}}",
        "struct('a', {1, 'x'}, 'b', {{}, [true false]})",
        "struct('n', 1, 'inner', struct('deep', {{'c'}}))",
        "repmat(struct('p', 1), 0, 3)",
        "struct()",
    ];
    for code in cases {
        let value = eval(code);
        let back = round_trip(&value);
        // NaN != NaN, so compare through the JSON text as well as `==`.
        let json = serde_json::to_string(&value).expect("serializes");
        assert_eq!(
            json,
            serde_json::to_string(&back).expect("serializes"),
            "{code}"
        );
        assert_eq!(value.class(), back.class(), "{code}");
        assert_eq!(value.shape(), back.shape(), "{code}");
        if !json.contains("NaN") {
            assert_eq!(value, back, "{code}");
        }
    }
}

#[test]
fn missing_strings_round_trip_as_null() {
    let texts = vec![
        Some(Arc::from("a")),
        None,
        Some(Arc::from("")),
        Some(Arc::from("é")),
    ];
    let value = Value::String(Tensor::new(Shape::matrix(2, 2), texts));
    let json = serde_json::to_value(&value).expect("serializes");
    assert_eq!(
        json,
        serde_json::json!({"string": {"size": [2, 2], "data": ["a", null, "", "é"]}})
    );
    assert_eq!(round_trip(&value), value);
}

#[test]
fn json_layout_is_class_size_and_column_major_data() {
    let json = serde_json::to_value(eval("[1 2; 3 NaN]")).expect("serializes");
    assert_eq!(
        json,
        serde_json::json!({"double": {"size": [2, 2], "data": [1.0, 3.0, 2.0, "NaN"]}})
    );
    let json = serde_json::to_value(eval("struct('a', 'hi')")).expect("serializes");
    assert_eq!(
        json,
        serde_json::json!({"struct": {"size": [1, 1], "fields": {
            "a": [{"char": {"size": [1, 2], "data": "hi"}}]
        }}})
    );
    // An unpaired surrogate is not text: its code units are written.
    let json = serde_json::to_value(eval("char(55296)")).expect("serializes");
    assert_eq!(
        json,
        serde_json::json!({"char": {"size": [1, 1], "data": [55296]}})
    );
    assert_eq!(round_trip(&eval("char(55296)")), eval("char(55296)"));
}

#[test]
fn unserializable_values_are_errors() {
    for code in ["@sin", "sparse([1 0 2])", "containers.Map()", "{1, @cos}"] {
        let error = serde_json::to_string(&eval(code)).expect_err(code);
        assert!(error.to_string().contains("serialized"), "{code}: {error}");
    }
}

#[test]
fn malformed_input_is_an_error_not_a_panic() {
    let bad = [
        r#"{"double": {"size": [2, 2], "data": [1.0]}}"#,
        r#"{"double": {"size": [18446744073709551615, 2], "data": []}}"#,
        r#"{"int8": {"size": [1, 1], "data": [300]}}"#,
        r#"{"quaternion": {"size": [1, 1], "data": [1]}}"#,
        r#"{"double": {"data": [1.0]}}"#,
        r#"{"double": {"size": [1, 1], "data": ["one"]}}"#,
        r#"{"struct": {"size": [1, 1], "fields": {"not valid": [1]}}}"#,
        r#"{"struct": {"size": [1, 2], "fields": {"a": [{"double": {"size": [1, 1], "data": [1]}}]}}}"#,
        r#"{"cell": {"size": [1, 1], "data": [7]}}"#,
    ];
    for text in bad {
        assert!(serde_json::from_str::<Value>(text).is_err(), "{text}");
    }
    // Integers in the input are accepted for double data; JSON's null reads as NaN.
    let value: Value =
        serde_json::from_str(r#"{"double": {"size": [1, 2], "data": [3, null]}}"#).expect("reads");
    let data = value.to_f64_vec().expect("double");
    assert_eq!(data[0], 3.0);
    assert!(data[1].is_nan());
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let mut value = Value::scalar(1.0);
    for _ in 0..1000 {
        value = Value::cell_row(vec![value]);
    }
    let error = serde_json::to_string(&value).expect_err("too deep");
    assert!(error.to_string().contains("nested"), "{error}");
    let shallow = {
        let mut v = Value::scalar(1.0);
        for _ in 0..20 {
            v = Value::cell_row(vec![v]);
        }
        v
    };
    assert_eq!(round_trip(&shallow), shallow);
}
