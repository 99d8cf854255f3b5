//! Builtins that build and take apart cell arrays and structs (`cell`,
//! `num2cell`, `cell2mat`, `struct`, `fieldnames`, `rmfield`, `struct2cell`,
//! `cell2struct`, ...). Indexing
//! with `c{...}` and `s.name` lives in `crate::index`; mapping functions over
//! them (`cellfun`, `structfun`) in `functional/`.

pub mod cells;
pub mod conversion;
pub mod structs;
pub mod subs;
