//! `fft`, `ifft`, `fft2`, `ifft2`, `fftn`, `ifftn`, `fftshift`, `ifftshift`:
//! MATLAB's argument rules (n, dim, `[]`, `'symmetric'`) over
//! `ferromat_linalg::fft::fft_along`. Shifts reuse `circshift`.

use num_complex::{Complex32, Complex64};

use crate::builtins::args::{check_allocation, check_padded_ndims, count};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{float_operand, matrix_data, Elem};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::fft::fft_along;

/// The array being transformed, in double complex, with its class.
struct Signal {
    data: Vec<Complex64>,
    dims: Vec<usize>,
    single: bool,
}

fn signal(value: &Value, function: &str) -> Result<Signal> {
    let (operand, single) = float_operand(value, function).map_err(|_| {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidInput"),
            "Input data must be of type double or single.",
        )
    })?;
    let dims = operand.shape().dims().to_vec();
    let data = matrix_data::<Complex64>(&operand).into_owned();
    Ok(Signal { data, dims, single })
}

impl Signal {
    fn transform(&mut self, dim: usize, n: usize, inverse: bool) -> Result<()> {
        if dim >= self.dims.len() {
            // Past the last dimension every lane has length 1.
            if n == 1 {
                return Ok(());
            }
            check_padded_ndims(dim + 1)?;
            self.dims.resize(dim + 1, 1);
        }
        let mut out_dims = self.dims.clone();
        out_dims[dim] = n;
        check_allocation(&Shape::new(&out_dims), 16)?;
        self.data = fft_along(&self.data, &self.dims, dim, n, inverse);
        self.dims = out_dims;
        Ok(())
    }

    fn len(&self, dim: usize) -> usize {
        self.dims.get(dim).copied().unwrap_or(1)
    }

    fn into_value(self, symmetric: bool) -> Value {
        let shape = Shape::new(&self.dims);
        if symmetric {
            let real: Vec<f64> = self.data.iter().map(|z| z.re).collect();
            if self.single {
                return Value::Single(Tensor::new(shape, real.iter().map(|&x| x as f32).collect()));
            }
            return Value::Double(Tensor::new(shape, real));
        }
        if self.single {
            let data: Vec<Complex32> = self
                .data
                .iter()
                .map(|z| Complex32::new(z.re as f32, z.im as f32))
                .collect();
            return crate::ops::convert::simplify_complex(Tensor::new(shape, data));
        }
        Complex64::wrap(shape, self.data)
    }
}

fn first_non_singleton(dims: &[usize]) -> usize {
    dims.iter().position(|&d| d != 1).unwrap_or(0)
}

/// `n` (or `[]` for the default), a positive integer.
fn points(value: Option<&Value>, function: &str) -> Result<Option<usize>> {
    match value {
        None => Ok(None),
        Some(v) if v.is_empty() && v.as_text().is_none() => Ok(None),
        Some(v) => {
            let n = count(v, function).ok().filter(|&n| n > 0);
            n.map(Some).ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{function}:lengthNotPosInt"),
                    "Transform length must be a positive integer scalar.",
                )
            })
        }
    }
}

fn dimension(value: &Value, function: &str) -> Result<usize> {
    match count(value, function) {
        Ok(d) if d >= 1 => Ok(d - 1),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:dimNotPosInt"),
            "Dimension must be a positive integer scalar within indexing range.",
        )),
    }
}

/// Splits a trailing `'symmetric'`/`'nonsymmetric'` flag off `ifft*` args.
fn symmetry<'a>(args: &'a [Value], function: &str) -> Result<(&'a [Value], bool)> {
    match args.last().and_then(|v| v.as_text()) {
        Some(flag) if args.len() > 1 => match flag.to_ascii_lowercase().as_str() {
            "symmetric" => Ok((&args[..args.len() - 1], true)),
            "nonsymmetric" => Ok((&args[..args.len() - 1], false)),
            _ => Err(RuntimeError::new(
                format!("MATLAB:{function}:unrecognizedOption"),
                "Unrecognized option. Option must be 'symmetric' or 'nonsymmetric'.",
            )),
        },
        _ => Ok((args, false)),
    }
}

fn one_dimensional(args: &[Value], inverse: bool, function: &str) -> Result<Outputs> {
    let (args, symmetric) = if inverse {
        symmetry(args, function)?
    } else {
        (args, false)
    };
    let mut s = signal(&args[0], function)?;
    let dim = match args.get(2) {
        Some(d) => dimension(d, function)?,
        None => first_non_singleton(&s.dims),
    };
    let n = points(args.get(1), function)?.unwrap_or_else(|| s.len(dim));
    s.transform(dim, n, inverse)?;
    one(s.into_value(symmetric))
}

/// `fft(X)`, `fft(X, n)`, `fft(X, n, dim)`.
pub fn fft(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one_dimensional(args, false, "fft")
}

/// `ifft(Y)`, `ifft(Y, n)`, `ifft(Y, n, dim)`, `ifft(..., 'symmetric')`.
pub fn ifft(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one_dimensional(args, true, "ifft")
}

fn two_dimensional(args: &[Value], inverse: bool, function: &str) -> Result<Outputs> {
    let (args, symmetric) = if inverse {
        symmetry(args, function)?
    } else {
        (args, false)
    };
    let mut s = signal(&args[0], function)?;
    let (m, n) = match args.len() {
        1 => (s.len(0), s.len(1)),
        3 => (
            points(args.get(1), function)?.unwrap_or(s.len(0)),
            points(args.get(2), function)?.unwrap_or(s.len(1)),
        ),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    s.transform(0, m, inverse)?;
    s.transform(1, n, inverse)?;
    one(s.into_value(symmetric))
}

/// `fft2(X)`, `fft2(X, m, n)`.
pub fn fft2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    two_dimensional(args, false, "fft2")
}

/// `ifft2(Y)`, `ifft2(Y, m, n)`, `ifft2(..., 'symmetric')`.
pub fn ifft2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    two_dimensional(args, true, "ifft2")
}

fn n_dimensional(args: &[Value], inverse: bool, function: &str) -> Result<Outputs> {
    let (args, symmetric) = if inverse {
        symmetry(args, function)?
    } else {
        (args, false)
    };
    let mut s = signal(&args[0], function)?;
    let sizes: Vec<usize> = match args.get(1) {
        None => s.dims.clone(),
        Some(v) => {
            let t = crate::ops::convert::as_f64(v).ok_or_else(|| size_error(function))?;
            t.data()
                .iter()
                .map(|&x| {
                    if x >= 1.0 && x.fract() == 0.0 && x.is_finite() {
                        Ok(x as usize)
                    } else {
                        Err(size_error(function))
                    }
                })
                .collect::<Result<_>>()?
        }
    };
    for (dim, &n) in sizes.iter().enumerate() {
        s.transform(dim, n, inverse)?;
    }
    one(s.into_value(symmetric))
}

fn size_error(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:sizeNotPosInt"),
        "Size vector must contain positive integers.",
    )
}

/// `fftn(X)`, `fftn(X, sz)`.
pub fn fftn(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    n_dimensional(args, false, "fftn")
}

/// `ifftn(Y)`, `ifftn(Y, sz)`, `ifftn(..., 'symmetric')`.
pub fn ifftn(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    n_dimensional(args, true, "ifftn")
}

/// `fftshift(X)`, `fftshift(X, dim)`: zero frequency to the centre.
pub fn fftshift(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    shift(interp, args, false)
}

/// `ifftshift(X)`, `ifftshift(X, dim)`: undoes `fftshift`.
pub fn ifftshift(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    shift(interp, args, true)
}

fn shift(interp: &mut Interpreter, args: &[Value], inverse: bool) -> Result<Outputs> {
    let x = &args[0];
    let dims = x.shape().dims().to_vec();
    let amount = |n: usize| -> f64 {
        let half = (n / 2) as f64;
        if inverse {
            -half
        } else {
            half
        }
    };
    let (shifts, dim) = match args.get(1) {
        None => (dims.iter().map(|&n| amount(n)).collect::<Vec<f64>>(), None),
        Some(d) => {
            let dim = dimension(d, if inverse { "ifftshift" } else { "fftshift" })?;
            let n = dims.get(dim).copied().unwrap_or(1);
            (vec![amount(n)], Some(Value::scalar(dim as f64 + 1.0)))
        }
    };
    let shifts = Value::Double(Tensor::row(shifts));
    let mut call = vec![x.clone(), shifts];
    call.extend(dim);
    crate::builtins::arrays::shape::circshift(interp, &call, 1)
}
