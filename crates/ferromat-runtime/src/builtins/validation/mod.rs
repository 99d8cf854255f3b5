//! Input validation for the first lines of a MATLAB function: `narginchk`
//! and `nargoutchk` (the caller's argument counts) and `validateattributes`
//! (classes and attributes of one array). `validatestring` lives with the
//! text family. The `mustBe*` argument validators are `validators.rs`
//! (numbers) and `membership.rs` (classes, text, sets, paths). Nothing here
//! prints; a failed check is an error reported as the caller's (the rows
//! are `caller_errors`).

mod attributes;
mod counts;
mod membership;
mod names;
mod unique_names;
mod validators;

pub use attributes::validateattributes;
pub use counts::{narginchk, nargoutchk};
pub use membership::*;
pub use names::{iskeyword, isvarname, make_valid_name, namelengthmax};
pub use unique_names::make_unique_strings;
pub use validators::*;
