//! Display: every character ferromat prints for a value goes through this
//! module, following MATLAB's Command Window (shared/DISPLAY.md).

/// `format short` / `format long`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NumericFormat {
    #[default]
    Short,
    Long,
}

/// `format loose` / `format compact`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Spacing {
    #[default]
    Loose,
    Compact,
}

/// The display settings a session carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplayFormat {
    pub numeric: NumericFormat,
    pub spacing: Spacing,
}
mod shim;
pub use shim::{display_value, render_error};
