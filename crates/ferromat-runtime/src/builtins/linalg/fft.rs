//! `fft`, `ifft`, `fft2`, `ifft2`, `fftn`, `ifftn`, `fftshift`, `ifftshift`:
//! MATLAB's argument rules (n, dim, `[]`, `'symmetric'`) over
//! `ferromat_linalg::fft` (`fft_real_along` for a real signal's first
//! transform, `fft_along` after). Shifts reuse `circshift`.

use std::borrow::Cow;

use num_complex::{Complex32, Complex64};

use super::fft_symmetry::is_conjugate_symmetric;
use crate::builtins::args::{check_allocation, check_padded_ndims, count};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish_value, float_operand, Elem, Operand};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::fft::{fft_along, fft_real_along, ifft_symmetric_along};

/// The array being transformed: real until its first transform (which then
/// takes the real-input path, about half the work), complex after.
enum Samples<'a> {
    Real(Cow<'a, Tensor<f64>>),
    Complex(Vec<Complex64>),
}

/// The array being transformed, with its dims and class.
struct Signal<'a> {
    samples: Samples<'a>,
    dims: Vec<usize>,
    single: bool,
}

fn signal<'a>(value: &'a Value, function: &str) -> Result<Signal<'a>> {
    let (operand, single) = float_operand(value, function).map_err(|_| {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidInput"),
            "Input data must be of type double or single.",
        )
    })?;
    let dims = operand.shape().dims().to_vec();
    let samples = match operand {
        Operand::Real(t) => Samples::Real(t),
        Operand::Complex(t) => Samples::Complex(t.into_owned().into_vec()),
    };
    Ok(Signal {
        samples,
        dims,
        single,
    })
}

impl Signal<'_> {
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
        let samples = std::mem::replace(&mut self.samples, Samples::Complex(Vec::new()));
        let transformed = match samples {
            Samples::Real(t) => fft_real_along(t.data(), &self.dims, dim, n, inverse),
            Samples::Complex(data) => fft_along(data, &self.dims, dim, n, inverse),
        };
        self.samples = Samples::Complex(transformed);
        self.dims = out_dims;
        Ok(())
    }

    /// Transforms along dims `0..sizes.len()`, dim `d` to `sizes[d]`
    /// points. The final size is checked first, so a request too large to
    /// hold fails at once rather than after the passes that still fit.
    fn transform_each(&mut self, sizes: &[usize], inverse: bool) -> Result<()> {
        let mut final_dims = self.dims.clone();
        for (dim, &n) in sizes.iter().enumerate() {
            match final_dims.get_mut(dim) {
                Some(len) => *len = n,
                None if n == 1 => {}
                None => {
                    check_padded_ndims(dim + 1)?;
                    final_dims.resize(dim, 1);
                    final_dims.push(n);
                }
            }
        }
        check_allocation(&Shape::new(&final_dims), 16)?;
        for (dim, &n) in sizes.iter().enumerate() {
            self.transform(dim, n, inverse)?;
        }
        Ok(())
    }

    /// `ifft(X, n, dim, 'symmetric')`: one conjugate-symmetric inverse
    /// transform along `dim`, which reads only each lane's first half.
    fn symmetric_inverse(mut self, dim: usize, n: usize) -> Result<Value> {
        let mut out_dims = self.dims.clone();
        if dim < self.dims.len() {
            out_dims[dim] = n;
        } else if n != 1 {
            check_padded_ndims(dim + 1)?;
            self.dims.resize(dim + 1, 1);
            out_dims = self.dims.clone();
            out_dims[dim] = n;
        }
        check_allocation(&Shape::new(&out_dims), 16)?;
        let data = match self.samples {
            Samples::Real(t) => t.data().iter().map(|&x| Complex64::new(x, 0.0)).collect(),
            Samples::Complex(data) => data,
        };
        let real = ifft_symmetric_along(&data, &self.dims, dim, n);
        real_result(Shape::new(&out_dims), real, self.single)
    }

    /// MATLAB's automatic test before an inverse transform: a result is
    /// real when the input, resized to `(dim, n)` along each transformed
    /// dim, is exactly conjugate symmetric along them.
    /// The padded size is checked first, as the transform checks it: the
    /// test walks every element of it.
    fn conjugate_symmetric(&self, transformed: &[(usize, usize)]) -> Result<bool> {
        let mut padded = self.dims.clone();
        for &(dim, n) in transformed {
            if dim >= padded.len() && n != 1 {
                check_padded_ndims(dim + 1)?;
                padded.resize(dim + 1, 1);
            }
            if let Some(size) = padded.get_mut(dim) {
                *size = n;
            }
        }
        check_allocation(&Shape::new(&padded), 16)?;
        Ok(match &self.samples {
            Samples::Real(t) => {
                let data = t.data();
                is_conjugate_symmetric(&self.dims, transformed, |i| Complex64::new(data[i], 0.0))
            }
            Samples::Complex(data) => is_conjugate_symmetric(&self.dims, transformed, |i| data[i]),
        })
    }

    fn len(&self, dim: usize) -> usize {
        self.dims.get(dim).copied().unwrap_or(1)
    }

    fn into_value(self, symmetric: bool) -> Result<Value> {
        let shape = Shape::new(&self.dims);
        let data = match self.samples {
            Samples::Complex(data) => data,
            // Never transformed (every transform had one point): as given.
            Samples::Real(t) => return real_result(shape, t.into_owned().into_vec(), self.single),
        };
        if symmetric {
            return real_result(shape, data.iter().map(|z| z.re).collect(), self.single);
        }
        if self.single {
            let data: Vec<Complex32> = data
                .iter()
                .map(|z| Complex32::new(z.re as f32, z.im as f32))
                .collect();
            return Ok(crate::ops::convert::simplify_complex(Tensor::new(
                shape, data,
            )));
        }
        Ok(Complex64::wrap(shape, data))
    }
}

/// A real result in double, rounded to single when the input was single.
fn real_result(shape: Shape, real: Vec<f64>, single: bool) -> Result<Value> {
    finish_value(Value::Double(Tensor::new(shape, real)), single)
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
    if symmetric {
        return one(s.symmetric_inverse(dim, n)?);
    }
    let real = inverse && s.conjugate_symmetric(&[(dim, n)])?;
    s.transform(dim, n, inverse)?;
    one(s.into_value(real)?)
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
    let real = symmetric || (inverse && s.conjugate_symmetric(&[(0, m), (1, n)])?);
    s.transform_each(&[m, n], inverse)?;
    one(s.into_value(real)?)
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
    let transformed: Vec<(usize, usize)> = sizes.iter().copied().enumerate().collect();
    let real = symmetric || (inverse && s.conjugate_symmetric(&transformed)?);
    s.transform_each(&sizes, inverse)?;
    one(s.into_value(real)?)
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
