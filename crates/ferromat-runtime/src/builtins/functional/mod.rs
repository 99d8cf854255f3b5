//! Higher-order builtins: mapping a function over elements (`cellfun`,
//! `arrayfun`, `structfun`), function handles as values (`feval`, `func2str`,
//! `str2func`) and `deal`. Every call of user code goes through
//! `Interpreter::call_function`; nothing here evaluates syntax itself.

mod handles;
mod legacy;
mod mapping;
mod structs;

pub use handles::{deal, feval, func2str, str2func};
pub use mapping::{arrayfun, cellfun};
pub use structs::structfun;
