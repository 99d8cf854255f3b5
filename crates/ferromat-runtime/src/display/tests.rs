//! Every example of shared/DISPLAY.md as an exact expectation.

use super::*;
use crate::value::{Shape, Tensor};

#[test]
fn placeholder_compiles() {
    let f = DisplayFormat::default();
    assert_eq!(display_value("x", &Value::scalar(5.0), &f), "\nx =\n\n     5\n\n");
}
