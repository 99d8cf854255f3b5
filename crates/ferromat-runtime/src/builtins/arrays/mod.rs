//! Building and reshaping arrays: flips and rotations, diagonals and
//! triangles, special matrices, grids, index conversion and the shape
//! predicates that look at values. Every builtin that only moves elements
//! goes through the one class-generic gather in `gather.rs`; files here must
//! not grow their own per-class copies.

pub mod concat;
pub mod construct;
pub mod diagonal;
pub mod equality;
pub mod expand;
pub mod find;
pub mod float_parts;
pub mod gather;
pub mod grids;
pub mod linspace;
pub mod moves;
pub mod shape;
pub mod sort;
pub mod special;
pub mod symmetry;
