//! The one registry table: every builtin, one line each, sorted by name
//! (a unit test in `builtins/mod.rs` checks the order). Rows are built with
//! `def`/`session` and the builder methods `builtins/mod.rs` defines; they
//! live in two files split by first letter, which this file joins. No
//! rows here and no logic beyond joining.

use std::sync::LazyLock;

use super::*;

mod a_to_l;
mod m_to_z;

/// The words `format` takes, for completion.
const FORMAT_OPTIONS: &[&str] = &[
    "+", "bank", "compact", "hex", "long", "longE", "longEng", "longG", "loose", "rational", "rat",
    "short", "shortE", "shortEng", "shortG",
];

/// Every builtin, sorted by name (checked by a unit test).
pub static BUILTINS: LazyLock<Vec<&'static BuiltinDef>> =
    LazyLock::new(|| a_to_l::ROWS.iter().chain(m_to_z::ROWS).collect());
