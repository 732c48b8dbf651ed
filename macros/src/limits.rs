//! The limits shared by the macros and the library, defined once: the library reads them
//! through the `__limit!` macro.

/// The largest rank of a shape.
pub const MAX_RANK: usize = 8;

/// Axes below this number that are out of range for a shape get an impl whose bound names the
/// shape and the axis; larger ones fall back to rustc's plain "not implemented" error.
pub const REPORTED_AXES: usize = 10;
