//! Conversions between MATLAB values and Python objects, both ways. Numeric
//! and logical arrays become NumPy arrays in MATLAB's shape and
//! column-major (Fortran) order, sharing the engine's memory where they can;
//! 1x1 arrays become NumPy scalars so their class survives a round trip.
//! Text, cells and structs map to `str`, `list` and `dict`. A value with no
//! Python counterpart (function handle, sparse matrix) travels as an opaque
//! [`MatlabValue`]. A read-only Fortran-ordered NumPy array going in is
//! lent to the engine without a copy (see [`lend`]); so is a writable one
//! passed to `call`, for the length of the call (see [`call_argument`]).
//! This file must not run MATLAB code or touch an engine.

use std::any::TypeId;
use std::sync::Arc;

use ferromat::num_complex::{Complex32, Complex64};
use ferromat::{is_valid_name, ArrayElement, Lease, Shape, StructArray, Tensor, Value};
use numpy::npyffi::NPY_ORDER;
use numpy::{Element, PyArray1, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyComplex, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

/// A MATLAB value with no Python counterpart, kept whole so that it can be
/// passed back to an engine (a function handle, a sparse matrix).
#[pyclass(frozen, module = "ferromat", name = "MatlabValue")]
pub struct MatlabValue {
    pub value: Value,
}

#[pymethods]
impl MatlabValue {
    /// The value's MATLAB class, as `class(x)` names it.
    #[getter]
    fn class_name(&self) -> &'static str {
        self.value.class().name()
    }

    /// The value's MATLAB size.
    #[getter]
    fn shape(&self) -> Vec<usize> {
        self.value.shape().dims().to_vec()
    }

    fn __repr__(&self) -> String {
        let sparse = if matches!(self.value, Value::Sparse(_)) {
            "sparse "
        } else {
            ""
        };
        format!(
            "<ferromat.MatlabValue {} {sparse}{}>",
            self.value.shape().display(),
            self.value.class().name()
        )
    }
}

/// Owns a MATLAB array whose data NumPy arrays view: the NumPy array's
/// `base`, so the data lives as long as any view of it.
#[pyclass(frozen, module = "ferromat")]
struct SharedData {
    value: Value,
}

/// `value` as a Python object (see the module doc for the mapping).
pub fn to_python<'py>(py: Python<'py>, value: Value) -> PyResult<Bound<'py, PyAny>> {
    match value {
        Value::Double(t) => numeric(py, t),
        Value::Single(t) => numeric(py, t),
        Value::Int8(t) => numeric(py, t),
        Value::Int16(t) => numeric(py, t),
        Value::Int32(t) => numeric(py, t),
        Value::Int64(t) => numeric(py, t),
        Value::UInt8(t) => numeric(py, t),
        Value::UInt16(t) => numeric(py, t),
        Value::UInt32(t) => numeric(py, t),
        Value::UInt64(t) => numeric(py, t),
        Value::Logical(t) => numeric(py, t),
        Value::ComplexDouble(t) => numeric(py, t),
        Value::ComplexSingle(t) => numeric(py, t),
        Value::Char(t) => chars(py, t),
        Value::String(t) => strings(py, &t),
        Value::Cell(t) => cell(py, Arc::unwrap_or_clone(t)),
        Value::Struct(s) => structure(py, &s),
        other => Ok(Bound::new(py, MatlabValue { value: other })?.into_any()),
    }
}

/// A numeric or logical tensor: a NumPy scalar when 1x1; otherwise an array
/// in MATLAB's shape and Fortran order that takes over the data when this
/// tensor is its only owner (writable), or views the data the engine still
/// holds (read-only, since MATLAB values never change under a variable).
fn numeric<'py, T>(py: Python<'py>, mut tensor: Tensor<T>) -> PyResult<Bound<'py, PyAny>>
where
    T: ArrayElement + Element,
{
    if tensor.shape().is_scalar() {
        if let Some(x) = tensor.first() {
            return PyArray1::from_slice(py, std::slice::from_ref(x))
                .as_any()
                .get_item(0);
        }
    }
    let dims = tensor.shape().dims().to_vec();
    if tensor.unique_data_mut().is_some() {
        if let Some(data) = tensor.into_unique_vec() {
            let flat = PyArray1::from_vec(py, data);
            return Ok(flat
                .reshape_with_order(dims, NPY_ORDER::NPY_FORTRANORDER)?
                .into_any());
        }
        return Err(PyValueError::new_err("array data changed owner"));
    }
    let owner = Bound::new(
        py,
        SharedData {
            value: T::into_value(tensor),
        },
    )?;
    let tensor =
        T::tensor(&owner.get().value).ok_or_else(|| PyTypeError::new_err("array class changed"))?;
    let view = tensor.view();
    // SAFETY: `owner` becomes the array's base, so it outlives the array; it
    // is frozen and never writes its value, so the shared data (behind an
    // `Arc`, or inline in the value it owns) is neither moved nor
    // reallocated while the array exists.
    let array = unsafe { PyArrayDyn::<T>::borrow_from_array(&view, owner.clone().into_any()) };
    array.getattr("flags")?.setattr("writeable", false)?;
    Ok(array.into_any())
}

/// A char array: a row (or empty) is a `str`; a 2-D matrix a list of its
/// rows; higher dimensions stay a [`MatlabValue`].
fn chars(py: Python<'_>, tensor: Tensor<u16>) -> PyResult<Bound<'_, PyAny>> {
    let dims = tensor.shape().dims();
    if tensor.is_empty() || (dims.len() == 2 && dims[0] == 1) {
        return Ok(PyString::new(py, &String::from_utf16_lossy(tensor.data())).into_any());
    }
    if dims.len() == 2 {
        let (rows, cols) = (dims[0], dims[1]);
        let data = tensor.data();
        let lines: Vec<String> = (0..rows)
            .map(|r| {
                let row: Vec<u16> = (0..cols)
                    .filter_map(|c| data.get(r + c * rows))
                    .copied()
                    .collect();
                String::from_utf16_lossy(&row)
            })
            .collect();
        return Ok(PyList::new(py, lines)?.into_any());
    }
    Ok(Bound::new(
        py,
        MatlabValue {
            value: Value::Char(tensor),
        },
    )?
    .into_any())
}

/// A string array: a scalar is a `str` (`None` when missing), any other
/// size a NumPy object array of them.
fn strings<'py>(py: Python<'py>, tensor: &Tensor<Option<Arc<str>>>) -> PyResult<Bound<'py, PyAny>> {
    let item = |text: &Option<Arc<str>>| -> Bound<'py, PyAny> {
        match text {
            Some(text) => PyString::new(py, text).into_any(),
            None => py.None().into_bound(py),
        }
    };
    if tensor.shape().is_scalar() {
        if let Some(text) = tensor.first() {
            return Ok(item(text));
        }
    }
    let items = tensor.data().iter().map(item).collect();
    object_array(py, items, tensor.shape())
}

/// A cell array: a vector or empty cell is a `list`; a matrix or N-d cell
/// a NumPy object array in its shape.
fn cell(py: Python<'_>, tensor: Tensor<Value>) -> PyResult<Bound<'_, PyAny>> {
    let shape = tensor.shape().clone();
    let items = tensor
        .into_vec()
        .into_iter()
        .map(|v| to_python(py, v))
        .collect::<PyResult<Vec<_>>>()?;
    if is_list_shaped(&shape) {
        return Ok(PyList::new(py, items)?.into_any());
    }
    object_array(py, items, &shape)
}

/// A struct: a 1x1 struct is a `dict`; a struct array a `list` of dicts
/// (vector or empty) or a NumPy object array of dicts.
fn structure<'py>(py: Python<'py>, array: &StructArray) -> PyResult<Bound<'py, PyAny>> {
    let element = |index: usize| -> PyResult<Bound<'py, PyAny>> {
        let dict = PyDict::new(py);
        for (name, column) in &array.fields {
            let value = column.get(index).cloned().unwrap_or_else(Value::empty);
            dict.set_item(name, to_python(py, value)?)?;
        }
        Ok(dict.into_any())
    };
    if array.shape.is_scalar() {
        return element(0);
    }
    let items = (0..array.numel())
        .map(element)
        .collect::<PyResult<Vec<_>>>()?;
    if is_list_shaped(&array.shape) {
        return Ok(PyList::new(py, items)?.into_any());
    }
    object_array(py, items, &array.shape)
}

/// Whether a container of this size reads naturally as a Python list: a
/// 2-D row, column or empty.
fn is_list_shaped(shape: &Shape) -> bool {
    let dims = shape.dims();
    dims.len() == 2 && (dims[0] <= 1 || dims[1] <= 1)
}

/// A NumPy object array of `items` (column-major) in MATLAB's `shape`.
fn object_array<'py>(
    py: Python<'py>,
    items: Vec<Bound<'py, PyAny>>,
    shape: &Shape,
) -> PyResult<Bound<'py, PyAny>> {
    let numpy = py.import("numpy")?;
    let flat = numpy.call_method1("empty", (items.len(), "object"))?;
    for (index, item) in items.into_iter().enumerate() {
        flat.set_item(index, item)?;
    }
    let dims = PyTuple::new(py, shape.dims())?;
    let kwargs = PyDict::new(py);
    kwargs.set_item("order", "F")?;
    flat.call_method("reshape", (dims,), Some(&kwargs))
}

/// A Python object as a MATLAB value (see the module doc for the mapping);
/// anything else is a `TypeError`.
pub fn from_python(object: &Bound<'_, PyAny>) -> PyResult<Value> {
    let py = object.py();
    if let Ok(value) = object.cast::<MatlabValue>() {
        return Ok(value.get().value.clone());
    }
    if object.is_none() {
        return Ok(Value::empty());
    }
    if let Ok(array) = object.cast::<PyUntypedArray>() {
        return from_ndarray(array.as_any());
    }
    let numpy = py.import("numpy")?;
    if object.is_instance(&numpy.getattr("generic")?)? {
        let array = numpy.call_method1("asarray", (object,))?;
        return from_ndarray(&array);
    }
    if object.is_instance_of::<PyBool>() {
        return Ok(Value::bool(object.extract::<bool>()?));
    }
    if object.is_instance_of::<PyInt>() || object.is_instance_of::<PyFloat>() {
        return Ok(Value::scalar(object.extract::<f64>()?));
    }
    if let Ok(z) = object.cast::<PyComplex>() {
        let z = Complex64::new(z.real(), z.imag());
        return Ok(Value::ComplexDouble(Tensor::scalar(z)));
    }
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(Value::char_row(text.to_str()?));
    }
    if let Ok(dict) = object.cast::<PyDict>() {
        return from_dict(dict);
    }
    if object.is_instance_of::<PyList>() || object.is_instance_of::<PyTuple>() {
        let values = object
            .try_iter()?
            .map(|item| from_python(&item?))
            .collect::<PyResult<Vec<_>>>()?;
        let shape = if values.is_empty() {
            Shape::empty()
        } else {
            Shape::row(values.len())
        };
        return Ok(Value::Cell(Arc::new(Tensor::new(shape, values))));
    }
    Err(PyTypeError::new_err(format!(
        "cannot convert a Python {} to a MATLAB value",
        object.get_type().name()?
    )))
}

/// An argument of `Engine.call`: like [`from_python`], except that a
/// writable NumPy array whose layout allows it (numeric, two or more
/// elements, Fortran-contiguous or 1-d, aligned) is read in place for the
/// length of the call, with no copy. Its lease goes to `leases`; the
/// caller ends them when the call returns, before the array's owner can
/// write it again (MATLAB code that kept the value then gets a copy).
pub fn call_argument(object: &Bound<'_, PyAny>, leases: &mut Vec<Lease>) -> PyResult<Value> {
    macro_rules! try_classes {
        ($($t:ty),*) => {$(
            if let Ok(typed) = object.cast::<PyArrayDyn<$t>>() {
                if let Some(value) = lend_for_call(typed, leases)? {
                    return Ok(value);
                }
            }
        )*};
    }
    try_classes!(f64, f32, i8, i16, i32, i64, u8, u16, u32, u64, Complex64, Complex32);
    from_python(object)
}

/// The array as a value over NumPy's memory for one call, when its layout
/// allows and [`lend`] would not lend it for good (it can be written).
fn lend_for_call<T>(
    array: &Bound<'_, PyArrayDyn<T>>,
    leases: &mut Vec<Lease>,
) -> PyResult<Option<Value>>
where
    T: ArrayElement + Element + Send + Sync + 'static,
{
    if !lendable_layout(array)? || nothing_writes(array.as_any())? {
        return Ok(None);
    }
    let shape = matlab_shape(array.shape());
    let len = array.len();
    let ptr = array.data().cast_const();
    let owner: Py<PyArrayDyn<T>> = array.clone().unbind();
    // SAFETY: `owner` keeps the array's memory alive and in place while the
    // tensor lives; it is contiguous and aligned with `len` elements of `T`.
    // Nothing writes it until the lease ends: `Engine.call` ends its leases
    // inside the engine lock, before Python code (the caller, or a thread
    // that took the GIL meanwhile and follows the rule every extension that
    // releases the GIL relies on: no writes to an array another call reads)
    // can write it. docs/python.md states that rule.
    let (tensor, lease) =
        unsafe { Tensor::from_foreign_for_call(shape, ptr, len, Box::new(owner)) };
    leases.extend(lease);
    Ok(Some(T::into_value(tensor)))
}

/// Whether an array's memory can be read in place as a tensor's: numeric
/// (not `bool`, whose bytes Rust may not trust), two or more elements,
/// Fortran-contiguous (or 1-d contiguous) and aligned.
fn lendable_layout<T: 'static>(array: &Bound<'_, PyArrayDyn<T>>) -> PyResult<bool> {
    Ok(TypeId::of::<T>() != TypeId::of::<bool>()
        && array.len() >= 2
        && array.is_fortran_contiguous()
        && flag(array.as_any(), "aligned")?)
}

/// A dict with string keys that are MATLAB names: a 1x1 struct.
fn from_dict(dict: &Bound<'_, PyDict>) -> PyResult<Value> {
    let mut fields = Vec::with_capacity(dict.len());
    for (key, value) in dict.iter() {
        let name: String = key
            .extract()
            .map_err(|_| PyTypeError::new_err("struct field names (dict keys) must be strings"))?;
        if !is_valid_name(&name) {
            return Err(PyValueError::new_err(format!(
                "'{name}' is not a valid MATLAB field name"
            )));
        }
        fields.push((name, from_python(&value)?));
    }
    Ok(Value::Struct(Arc::new(StructArray::scalar(fields))))
}

/// A NumPy array: its dtype picks the MATLAB class, its shape the size (a
/// 0-d array is 1x1, a 1-d array of n elements 1xn).
fn from_ndarray(array: &Bound<'_, PyAny>) -> PyResult<Value> {
    macro_rules! try_classes {
        ($($t:ty),*) => {$(
            if let Ok(typed) = array.cast::<PyArrayDyn<$t>>() {
                return typed_array(typed);
            }
        )*};
    }
    try_classes!(f64, f32, i8, i16, i32, i64, u8, u16, u32, u64, bool, Complex64, Complex32);
    let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
    let dims: Vec<usize> = array.getattr("shape")?.extract()?;
    let flat = array
        .call_method1("ravel", ("F",))?
        .call_method0("tolist")?;
    let shape = matlab_shape(&dims);
    match kind.as_str() {
        "O" => {
            let values = flat
                .try_iter()?
                .map(|item| from_python(&item?))
                .collect::<PyResult<Vec<_>>>()?;
            Ok(Value::Cell(Arc::new(Tensor::new(shape, values))))
        }
        "U" => {
            let texts = flat
                .try_iter()?
                .map(|item| Ok(Some(Arc::from(item?.extract::<String>()?.as_str()))))
                .collect::<PyResult<Vec<_>>>()?;
            Ok(Value::String(Tensor::new(shape, texts)))
        }
        _ => Err(PyTypeError::new_err(format!(
            "cannot convert a NumPy array of dtype {} to a MATLAB value",
            array.getattr("dtype")?.str()?
        ))),
    }
}

/// MATLAB's size for a NumPy shape: at least two dimensions, a lone
/// dimension being the columns of a row (trailing singletons dropped).
fn matlab_shape(dims: &[usize]) -> Shape {
    match dims {
        [] => Shape::scalar(),
        [n] => Shape::row(*n),
        _ => Shape::new(dims),
    }
}

/// A typed NumPy array as a value: lent without a copy when [`lend`]
/// allows, otherwise its elements copied once into MATLAB's column-major
/// order (a straight copy when the array is Fortran-contiguous or 1-d, a
/// transposing one otherwise).
fn typed_array<T>(array: &Bound<'_, PyArrayDyn<T>>) -> PyResult<Value>
where
    T: ArrayElement + Element + Sync + 'static,
{
    if let Some(value) = lend(array)? {
        return Ok(value);
    }
    let readonly = array.try_readonly()?;
    let view = readonly.as_array();
    let shape = matlab_shape(view.shape());
    let column_major = view.t();
    let data: Vec<T> = match (column_major.as_slice(), view.as_slice(), view.shape()) {
        (Some(slice), _, _) => slice.to_vec(),
        (None, Some(row_major), &[rows, cols]) => transpose(row_major, rows, cols),
        _ => column_major.iter().cloned().collect(),
    };
    Ok(T::into_value(Tensor::new(shape, data)))
}

/// The array as a value over NumPy's own memory, when that is sound: a
/// numeric (not `bool`, whose bytes Rust may not trust) array of two or
/// more elements, Fortran-contiguous (or 1-d contiguous) and aligned, that
/// nothing can write: it is read-only, and so is every array it views,
/// down to memory that is immutable (`bytes`) or an engine's own (an array
/// `engine[...]` returned). The tensor keeps a reference to the array;
/// MATLAB code that writes the variable copies it first.
fn lend<T>(array: &Bound<'_, PyArrayDyn<T>>) -> PyResult<Option<Value>>
where
    T: ArrayElement + Element + Sync + 'static,
{
    if !lendable_layout(array)? || !nothing_writes(array.as_any())? {
        return Ok(None);
    }
    let shape = matlab_shape(array.shape());
    let len = array.len();
    let ptr = array.data().cast_const();
    let owner: Py<PyArrayDyn<T>> = array.clone().unbind();
    // SAFETY: `owner` holds a reference to the array, so its memory is
    // neither freed nor moved while the tensor (which keeps `owner`)
    // lives; the array is contiguous and aligned with `len` elements of
    // `T` (its dtype, checked by the cast to `PyArrayDyn<T>`), every such
    // bit pattern is a valid `T`, and `nothing_writes` checked that no
    // array can write the memory. Making the array writable again while
    // the engine holds it breaks this; docs/python.md says so.
    let tensor = unsafe { Tensor::from_foreign(shape, ptr, len, Box::new(owner)) };
    Ok(Some(T::into_value(tensor)))
}

/// One of an array's `flags` (`"writeable"`, `"aligned"`).
fn flag(array: &Bound<'_, PyAny>, name: &str) -> PyResult<bool> {
    array.getattr("flags")?.getattr(name)?.extract()
}

/// Whether the array and the chain of arrays it views are all read-only,
/// ending in memory of its own or in a `bytes` object or in an engine's
/// value: then no Python code can write the elements.
fn nothing_writes(array: &Bound<'_, PyAny>) -> PyResult<bool> {
    let mut current = array.clone();
    loop {
        if flag(&current, "writeable")? {
            return Ok(false);
        }
        let base = current.getattr("base")?;
        if base.is_none() || base.is_instance_of::<SharedData>() || base.is_instance_of::<PyBytes>()
        {
            return Ok(true);
        }
        if !base.is_instance_of::<PyUntypedArray>() {
            // A buffer of some other object (memoryview, mmap): it may
            // be writable through that object.
            return Ok(false);
        }
        current = base;
    }
}

/// A C-ordered `rows` x `cols` matrix in column-major order, copied tile
/// by tile: a plain strided walk misses the cache on every element of a
/// wide matrix.
fn transpose<T: Clone>(row_major: &[T], rows: usize, cols: usize) -> Vec<T> {
    const TILE: usize = 32;
    let mut out = row_major.to_vec();
    for row_start in (0..rows).step_by(TILE) {
        for col_start in (0..cols).step_by(TILE) {
            for r in row_start..(row_start + TILE).min(rows) {
                for c in col_start..(col_start + TILE).min(cols) {
                    out[c * rows + r] = row_major[r * cols + c].clone();
                }
            }
        }
    }
    out
}
