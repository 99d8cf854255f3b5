//! Signal processing in base MATLAB: phase unwrapping (`unwrap.rs`),
//! polynomial trend removal (`detrend.rs`) and two-dimensional convolution
//! and correlation (`conv2.rs`), and the window functions hamming, hann,
//! hanning, blackman, bartlett and sinc (`windows.rs`).
//! Registration is in `builtins/table/`.

pub mod conv2;
pub mod convn;
pub mod detrend;
pub mod unwrap;
pub mod windows;
