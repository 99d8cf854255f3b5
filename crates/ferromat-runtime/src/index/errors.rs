//! Every error that indexing, indexed assignment, deletion and field access
//! can raise, with MATLAB's identifiers and texts (DISPLAY.md section 6).
//! Constructors only: deciding when an error applies belongs to the callers.

use crate::error::RuntimeError;
use crate::value::Shape;

const BAD_SUBSCRIPT: &str = "MATLAB:badsubscript";

/// `v(0)`, `v(1.5)`, `v(-1)`, `v(NaN)`.
pub fn not_positive_integer() -> RuntimeError {
    RuntimeError::new(
        BAD_SUBSCRIPT,
        "Array indices must be positive integers or logical values.",
    )
}

/// A cell, struct, string or function handle used as a subscript.
pub fn bad_index_type(class_name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:index:expected_one_output_for_index",
        format!("Unable to use a value of type {class_name} as an index."),
    )
}

/// Linear index past the last element.
pub fn linear_out_of_range(numel: usize) -> RuntimeError {
    RuntimeError::new(
        BAD_SUBSCRIPT,
        format!("Index exceeds the number of array elements. Index must not exceed {numel}."),
    )
}

/// Subscript `position` (0-based) past the extent of its dimension.
pub fn position_out_of_range(position: usize, extent: usize) -> RuntimeError {
    RuntimeError::new(
        BAD_SUBSCRIPT,
        format!(
            "Index in position {} exceeds array bounds. Index must not exceed {extent}.",
            position + 1
        ),
    )
}

/// A logical mask with a `true` beyond the end of what it indexes.
pub fn mask_out_of_range(position: Option<usize>) -> RuntimeError {
    let message = match position {
        None => "The logical indices contain a true value outside of the array bounds.".to_string(),
        Some(p) => format!(
            "The logical indices in position {} contain a true value outside of the array bounds.",
            p + 1
        ),
    };
    RuntimeError::new(BAD_SUBSCRIPT, message)
}

/// Linear-index growth of a matrix or N-d array.
pub fn ambiguous_growth() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:indexed:ambiguousGrowth",
        "Attempt to grow array along ambiguous dimension.",
    )
}

/// `x(2^60) = 1`: an assignment index at or past 2^48. MATLAB's text
/// (MATLAB Answers 1874627, `A(flintmax) = 1`); its identifier is not
/// documented, so the general bad-subscript one is used.
pub fn index_beyond_address_space() -> RuntimeError {
    RuntimeError::new(
        BAD_SUBSCRIPT,
        "One or more indices are invalid. Indices must be less than 2^48.",
    )
}

/// Growth to a size that cannot be allocated.
pub fn too_large() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:array:SizeLimitExceeded",
        "Requested array exceeds the maximum possible variable size.",
    )
}

/// `x(1:2) = [1 2 3]`.
pub fn numel_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:subsassignnumelmismatch",
        "Unable to perform assignment because the left and right sides have a different number of elements.",
    )
}

/// `x(1, 1:2) = [1 2 3]`: sizes written as MATLAB does, `1-by-2`.
pub fn size_mismatch(left: &[usize], right: &Shape) -> RuntimeError {
    let text = |dims: &[usize]| {
        dims.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("-by-")
    };
    RuntimeError::new(
        "MATLAB:subsassigndimmismatch",
        format!(
            "Unable to perform assignment because the size of the left side is {} and the size of the right side is {}.",
            text(left),
            text(right.dims())
        ),
    )
}

/// `x([1 2], [1 2]) = []`.
pub fn null_assignment_non_colon() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:subsdeldimmismatch",
        "A null assignment can have only one non-colon index.",
    )
}

/// `c(2) = 5` on a cell, `x(2) = {5}` on a double, and similar.
pub fn conversion(to: &str, from: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:invalidConversion",
        format!("Conversion to {to} from {from} is not possible."),
    )
}

/// `x{1}` on a value that is not a cell.
pub fn brace_on_non_cell() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:cellRefFromNonCell",
        "Brace indexing is not supported for variables of this type.",
    )
}

/// `x{1} = v` on a value that is not a cell.
pub fn brace_assign_on_non_cell() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:cellAssToNonCell",
        "Unable to perform assignment because brace indexing is not supported for variables of this type.",
    )
}

/// `c{1:2} = v`: one value cannot fill several cells.
pub fn brace_assign_count() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:index:deal",
        "Insufficient outputs from right hand side to satisfy comma separated list expansion on left hand side.",
    )
}

/// `x.a` on a value that is not a struct.
pub fn dot_on_non_struct() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:structRefFromNonStruct",
        "Dot indexing is not supported for variables of this type.",
    )
}

/// `x.a = v` on a value that is not a struct.
pub fn dot_assign_on_non_struct() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:structAssToNonStruct",
        "Unable to perform assignment because dot indexing is not supported for variables of this type.",
    )
}

/// `s.nope` where `s` has no field `nope`.
pub fn unknown_field(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:nonExistentField",
        format!("Unrecognized field name \"{name}\"."),
    )
}

/// `s.a = v` on a struct array with more than one element.
pub fn scalar_struct_required() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:index:assignmentToNonScalarStruct",
        "Scalar structure required for this assignment.",
    )
}

/// A field name that is not a valid MATLAB identifier.
pub fn invalid_field_name(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Cell2Struct:InvalidFieldName",
        format!("Invalid field name \"{name}\"."),
    )
}

/// An array of function handles with more than one element.
pub fn function_handle_array() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:FunctionHandleArraysNotAllowed",
        "Nonscalar arrays of function handles are not allowed; use cell arrays instead.",
    )
}
