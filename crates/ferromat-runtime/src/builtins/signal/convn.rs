//! `convn`: N-dimensional convolution with MATLAB's `'full'`, `'same'` and
//! `'valid'` parts. Computed directly, like `conv2` (a pass over the whole
//! array per kernel element, whole columns at a time), in double or
//! complex, rounded to single when an input was single. The two-dimensional
//! `conv2` and `filter2` stay in `conv2.rs`; this file must not take them.
//!
//! *Syntax*: `C = convn(A, B)`, `C = convn(A, B, shape)`.

use std::borrow::Cow;

use num_complex::Complex64;

use super::conv2::{parse_part, Part, Sample};
use crate::builtins::args::check_allocation;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::{interrupt, Interpreter};
use crate::ops::matrix::{finish_value, float_operand, matrix_data, Operand};
use crate::value::{Shape, Tensor, Value};

/// Column-major strides of `dims`.
fn strides(dims: &[usize]) -> Vec<usize> {
    let mut out = Vec::with_capacity(dims.len());
    let mut s = 1;
    for &d in dims {
        out.push(s);
        s *= d;
    }
    out
}

/// Advances the multi-index `index` over `dims`, from dimension `from` on;
/// false once it wraps around.
fn advance(index: &mut [usize], dims: &[usize], from: usize) -> bool {
    for d in from..dims.len() {
        index[d] += 1;
        if index[d] < dims[d] {
            return true;
        }
        index[d] = 0;
    }
    false
}

/// The full convolution of `a` (size `a_dims`) with `b` (size `b_dims`),
/// both padded to the same number of dimensions.
fn full<T: Sample>(a: &[T], a_dims: &[usize], b: &[T], b_dims: &[usize]) -> Result<Vec<T>> {
    let out_dims: Vec<usize> = a_dims.iter().zip(b_dims).map(|(p, q)| p + q - 1).collect();
    let out_strides = strides(&out_dims);
    let total: usize = out_dims.iter().product();
    let mut out = vec![T::ZERO; total];
    let rows = a_dims[0];
    let mut k = vec![0; b_dims.len()];
    let mut kernel_index = 0;
    loop {
        // One pass over the array per kernel element: Ctrl-C ends it here.
        interrupt::check()?;
        let weight = b[kernel_index];
        kernel_index += 1;
        let shift: usize = k.iter().zip(&out_strides).map(|(i, s)| i * s).sum();
        // Every column of `a` (all indices past the first dimension).
        let mut j = vec![0; a_dims.len()];
        let mut column = 0;
        loop {
            let start = shift
                + j.iter()
                    .zip(&out_strides)
                    .map(|(i, s)| i * s)
                    .sum::<usize>();
            let target = &mut out[start..start + rows];
            for (c, &x) in target
                .iter_mut()
                .zip(&a[column * rows..(column + 1) * rows])
            {
                *c += weight * x;
            }
            column += 1;
            if !advance(&mut j, a_dims, 1) {
                break;
            }
        }
        if !advance(&mut k, b_dims, 0) {
            break;
        }
    }
    Ok(out)
}

/// The block `first[d]..first[d] + len[d]` of a column-major array.
fn crop<T: Copy>(data: &[T], dims: &[usize], first: &[usize], len: &[usize]) -> Vec<T> {
    let total: usize = len.iter().product();
    let mut out = Vec::with_capacity(total);
    if total == 0 {
        return out;
    }
    let src_strides = strides(dims);
    let mut index = vec![0; len.len()];
    loop {
        let start: usize = index
            .iter()
            .zip(first)
            .zip(&src_strides)
            .map(|((i, f), s)| (i + f) * s)
            .sum();
        out.extend_from_slice(&data[start..start + len[0]]);
        if !advance(&mut index, len, 1) {
            break;
        }
    }
    out
}

fn convolve<T: Sample>(
    a: &Operand,
    a_dims: &[usize],
    b: &Operand,
    b_dims: &[usize],
    part: Part,
) -> Result<Value> {
    let full_dims: Vec<usize> = a_dims.iter().zip(b_dims).map(|(p, q)| p + q - 1).collect();
    check_allocation(&Shape::new(&full_dims), std::mem::size_of::<T>())?;
    let data = full(&matrix_data::<T>(a), a_dims, &matrix_data::<T>(b), b_dims)?;
    let (first, len): (Vec<usize>, Vec<usize>) = a_dims
        .iter()
        .zip(b_dims)
        .map(|(&n, &m)| match part {
            Part::Full => (0, n + m - 1),
            Part::Same => (m / 2, n),
            Part::Valid => (m - 1, (n + 1).saturating_sub(m)),
        })
        .unzip();
    let result = if part == Part::Full {
        data
    } else {
        crop(&data, &full_dims, &first, &len)
    };
    Ok(T::wrap(Shape::new(&len), result))
}

/// `convn(A, B)`, `convn(A, B, shape)`.
pub fn convn(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, b, part) = match args {
        [a, b] => (a, b, Part::Full),
        [a, b, shape] => (a, b, parse_part(shape, "convn")?),
        _ => return Err(RuntimeError::not_enough_inputs().in_function("convn")),
    };
    // Integer arrays convolve as double (MATLAB's page: C is single when an
    // input is single, double otherwise).
    fn as_float(v: &Value) -> Cow<'_, Value> {
        if v.class().is_integer() {
            Cow::Owned(Value::Double(Tensor::new(
                v.shape(),
                v.to_f64_vec().unwrap_or_default(),
            )))
        } else {
            Cow::Borrowed(v)
        }
    }
    let (a, b) = (as_float(a), as_float(b));
    let (a, a_single) = float_operand(&a, "convn")?;
    let (b, b_single) = float_operand(&b, "convn")?;
    let n = a.shape().dims().len().max(b.shape().dims().len());
    let pad = |dims: &[usize]| {
        let mut d = dims.to_vec();
        d.resize(n, 1);
        d
    };
    let (a_dims, b_dims) = (pad(a.shape().dims()), pad(b.shape().dims()));
    let value = if a_dims.contains(&0) || b_dims.contains(&0) {
        // An empty operand gives an empty result (as conv2 does).
        Value::matrix(Shape::matrix(0, 0), Vec::new())
    } else if matches!(a, Operand::Complex(_)) || matches!(b, Operand::Complex(_)) {
        convolve::<Complex64>(&a, &a_dims, &b, &b_dims, part)?
    } else {
        convolve::<f64>(&a, &a_dims, &b, &b_dims, part)?
    };
    one(finish_value(value, a_single || b_single)?)
}
