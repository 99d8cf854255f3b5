//! Set operations: unique, ismember, union, intersect, setdiff, setxor and
//! their tolerance variants uniquetol, ismembertol. `items.rs` turns inputs
//! (numeric, char, cellstr, string; elements or rows) into comparable keys
//! and builds outputs by gathering from the inputs, so classes follow
//! concatenation; `groups.rs` groups equal items in sorted order;
//! `unique.rs` and `combine.rs` hold the algorithms. No file
//! here converts element values for output.

pub mod combine;
pub mod groups;
pub mod items;

pub mod tolerance;
pub mod unique;
