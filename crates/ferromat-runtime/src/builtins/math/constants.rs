//! The imaginary unit as the functions `i` and `j`. They are builtins, so a
//! variable named `i` or `j` hides them as MATLAB requires; the literals
//! `2i`, `3j` are lexed in ferromat-syntax. Other constants (pi eps Inf
//! NaN intmax realmax flintmax) live with the constructors and `builtins/classes/`.

use num_complex::Complex64;

use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn imaginary_unit() -> Result<Outputs> {
    one(Value::ComplexDouble(Tensor::scalar(Complex64::new(
        0.0, 1.0,
    ))))
}

pub fn i(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    imaginary_unit()
}

pub fn j(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    imaginary_unit()
}
