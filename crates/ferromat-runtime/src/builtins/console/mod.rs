//! Printing to the command window: `disp`, `display`, `fprintf`, `sprintf`
//! and the number-to-text builtins (`num2str`, `int2str`, `mat2str`), and
//! `more` (`paging.rs`). How a
//! value is laid out lives in `crate::display`; this folder only parses the
//! arguments and sends text to the output sink.

pub mod paging;
pub mod print;
