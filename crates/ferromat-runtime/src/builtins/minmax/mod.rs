//! `max` and `min`: parse the call (request.rs), pick the kernel, convert
//! classes, shape the outputs by `nargout`. No loops over elements here.

pub mod request;
