//! Function forms of MATLAB's operators: `plus(a, b)` is `a + b`, `not(a)`
//! is `~a`, so `feval(@plus, 2, 3)` and `arrayfun(@times, ...)` work. Each
//! builtin forwards to the operator entry points in `ops`; no arithmetic
//! is written here.

use ferromat_syntax::{BinOp, PostfixOp, UnOp};

use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::ops;
use crate::value::Value;

/// `plus(a, b, c, ...)` folds left as `a + b + c`, as MATLAB allows for
/// plus, times, and, or (the matrix operators are `linalg/operators.rs`; two operands for the others, which the
/// registry's argument counts enforce).
fn fold(op: BinOp, args: &[Value]) -> Result<Outputs> {
    let mut acc = ops::binary(op, &args[0], &args[1])?;
    for next in &args[2..] {
        acc = ops::binary(op, &acc, next)?;
    }
    one(acc)
}

macro_rules! binary_forms {
    ($($name:ident => $op:ident;)*) => {
        $(
            pub fn $name(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
                fold(BinOp::$op, args)
            }
        )*
    };
}

binary_forms! {
    plus => Add;
    minus => Sub;
    times => Mul;
    rdivide => RightDiv;
    ldivide => LeftDiv;
    power => Pow;
    eq => Eq;
    ne => Ne;
    lt => Lt;
    le => Le;
    gt => Gt;
    ge => Ge;
    and => And;
    or => Or;
}

pub fn uminus(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ops::unary(UnOp::Neg, &args[0])?)
}

pub fn uplus(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ops::unary(UnOp::Plus, &args[0])?)
}

pub fn not(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ops::unary(UnOp::Not, &args[0])?)
}

pub fn transpose(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ops::postfix(PostfixOp::Transpose, &args[0])?)
}

pub fn ctranspose(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ops::postfix(PostfixOp::ConjTranspose, &args[0])?)
}

/// `xor(a, b)`: true where exactly one operand is nonzero.
pub fn xor(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    // `~a ~= ~b` is `xor(a, b)`, and `~` carries MATLAB's NaN and class
    // errors.
    let a = ops::unary(UnOp::Not, &args[0])?;
    let b = ops::unary(UnOp::Not, &args[1])?;
    one(ops::binary(BinOp::Ne, &a, &b)?)
}
