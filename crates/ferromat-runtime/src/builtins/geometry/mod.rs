//! Plane and space geometry: coordinate-system conversions
//! (`coordinates.rs`: cart2pol pol2cart cart2sph sph2cart) and polygon and
//! rectangle measures (`polygons.rs`: polyarea inpolygon rectint), and
//! Delaunay triangulation (`delaunay.rs` over `triangulation.rs`, which
//! `griddata` shares), and point location in any dimension (`search.rs`:
//! dsearchn tsearchn).
//! Registration is in `builtins/table/`.

pub mod coordinates;
pub mod delaunay;
pub mod polygons;
pub mod search;
pub mod triangulation;
