//! N-d arrays (DISPLAY.md R4.7): each 2-D page shown as a variable named
//! `x(:,:,k)`, non-double classes with their size header (and no name
//! line) once before the first page. Scale factors are chosen page by page.

use super::{array_header, body, frame, numeric_header, render_disp, DisplayFormat, Spacing};
use crate::value::{Shape, Tensor, Value};
use std::sync::Arc;

/// True for non-empty arrays of more than two dimensions that are shown
/// page by page (structs show only their size header).
pub(crate) fn is_paged(value: &Value) -> bool {
    let shape = value.shape();
    shape.ndims() > 2
        && !value.is_empty()
        && !matches!(value, Value::Struct(_) | Value::FunctionHandle(_))
}

fn page_of<T: Clone>(t: &Tensor<T>, page: usize) -> Tensor<T> {
    let shape = t.shape();
    let size = shape.rows() * shape.cols();
    let data = t.data()[page * size..(page + 1) * size].to_vec();
    Tensor::new(Shape::matrix(shape.rows(), shape.cols()), data)
}

fn page_value(value: &Value, page: usize) -> Value {
    match value {
        Value::Double(t) => Value::Double(page_of(t, page)),
        Value::Single(t) => Value::Single(page_of(t, page)),
        Value::Int8(t) => Value::Int8(page_of(t, page)),
        Value::Int16(t) => Value::Int16(page_of(t, page)),
        Value::Int32(t) => Value::Int32(page_of(t, page)),
        Value::Int64(t) => Value::Int64(page_of(t, page)),
        Value::UInt8(t) => Value::UInt8(page_of(t, page)),
        Value::UInt16(t) => Value::UInt16(page_of(t, page)),
        Value::UInt32(t) => Value::UInt32(page_of(t, page)),
        Value::UInt64(t) => Value::UInt64(page_of(t, page)),
        Value::Logical(t) => Value::Logical(page_of(t, page)),
        Value::Char(t) => Value::Char(page_of(t, page)),
        Value::ComplexDouble(t) => Value::ComplexDouble(page_of(t, page)),
        Value::ComplexSingle(t) => Value::ComplexSingle(page_of(t, page)),
        Value::String(t) => Value::String(page_of(t, page)),
        Value::Cell(t) => Value::Cell(Arc::new(page_of(t, page))),
        // Sparse matrices are 2-D: never paged.
        Value::Struct(_) | Value::FunctionHandle(_) | Value::Sparse(_) | Value::Object(_) => {
            value.clone()
        }
    }
}

/// `(:,:,2)` or `(:,:,1,3)` for page `page` (0-based) of `shape`.
fn page_label(shape: &Shape, mut page: usize) -> String {
    let mut label = String::from("(:,:");
    for &d in &shape.dims()[2..] {
        label.push_str(&format!(",{}", page % d + 1));
        page /= d;
    }
    label.push(')');
    label
}

/// The echo of an N-d value as pages.
pub(crate) fn display_pages(name: &str, value: &Value, format: &DisplayFormat) -> String {
    let shape = value.shape();
    let header = match value {
        Value::Double(_) | Value::ComplexDouble(_) => None,
        Value::Logical(_) | Value::Char(_) | Value::String(_) | Value::Cell(_) => {
            Some(array_header(value))
        }
        _ => Some(numeric_header(value)),
    };
    let mut out = String::new();
    if let Some(header) = header {
        // The clone's captures show the header alone, without a name line.
        out.push_str(&match format.spacing {
            Spacing::Loose => format!("\n{header}\n"),
            Spacing::Compact => format!("{header}\n"),
        });
    }
    let pages = shape.numel() / (shape.rows() * shape.cols());
    for page in 0..pages {
        let page_value = page_value(value, page);
        let lines = body(&page_value, format).lines;
        let page_name = format!("{name}{}", page_label(&shape, page));
        out.push_str(&frame(&page_name, value, &lines, format.spacing));
    }
    out
}

/// What `disp` prints for an N-d value: each page's `disp` under a
/// `(:,:,k) =` label, as the clone's captures show.
pub(crate) fn disp_pages(value: &Value, format: &DisplayFormat) -> String {
    let shape = value.shape();
    let pages = shape.numel() / (shape.rows() * shape.cols());
    let mut out = String::new();
    for page in 0..pages {
        let label = page_label(&shape, page);
        let text = render_disp(&page_value(value, page), format);
        out.push_str(&match format.spacing {
            Spacing::Loose => format!("\n{label} =\n\n{text}"),
            Spacing::Compact => format!("{label} =\n{text}"),
        });
    }
    out
}
