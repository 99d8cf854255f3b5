//! Data analysis: order statistics and spread (median mode var std
//! prctile quantile iqr), shape and deviation (`shape_moments.rs`:
//! skewness kurtosis moment; `deviation.rs`: mad zscore), correlation
//! (`correlation.rs`: corr), differences and integrals, moving windows,
//! binning (`bin_edges.rs`: the edges histcounts picks itself), normalisation, missing data (`missing.rs`: ismissing,
//! rmmissing, standardizeMissing; `fill.rs`: fillmissing), outliers (`outliers.rs`: isoutlier;
//! `outlier_fill.rs`: filloutliers), the legacy `hist` (`hist.rs`), and the integer
//! sort keys `sort` uses. Lanes
//! along a dimension come from `ferromat_kernels::Lanes`, as in `sort`;
//! this family never parses dims on its own beyond `lanes.rs`.

pub mod bin_edges;
pub mod binning;
pub mod calculus;
pub mod correlation;
pub mod deviation;
pub mod fill;
pub mod hist;
pub mod keys;
pub mod lanes;
pub mod missing;
pub mod moving;
pub mod order;
pub mod outlier_fill;
pub mod outliers;
pub mod rows;
pub mod scaling;
pub mod shape_moments;
pub mod smoothing;
pub mod spread;
