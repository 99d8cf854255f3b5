//! Text conversions shared by the printing builtins and the display:
//! the `sprintf` engine, `num2str`, `int2str` and `mat2str`. These build
//! strings only; nothing here prints or touches the interpreter.

pub mod cfmt;
mod mat2str;
mod num2str;
mod printf;

pub use mat2str::mat2str;
pub use num2str::{char_matrix, int2str, num2str, Num2StrOption};
pub use printf::{sprintf, unescape};
pub mod rational;
