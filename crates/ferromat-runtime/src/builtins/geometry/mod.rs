//! Plane and space geometry: coordinate-system conversions
//! (`coordinates.rs`: cart2pol pol2cart cart2sph sph2cart) and polygon and
//! rectangle measures (`polygons.rs`: polyarea inpolygon rectint).
//! Registration is in `builtins/table/`.

pub mod coordinates;
pub mod polygons;
