//! `NanPolicy`: whether NaN can win. Kept separate from the ordering because
//! every ordering combines with either policy.

/// What a NaN does in a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NanPolicy {
    /// NaN never beats a number; a slice of only NaN yields its first NaN
    /// (at the index of its first element). MATLAB's default (`'omitnan'`).
    #[default]
    Omit,
    /// The first NaN wins (`'includenan'`, NumPy `maximum`, ONNX, Paddle).
    Include,
}
