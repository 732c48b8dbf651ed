//! The limits every layer shares: the type-level shapes (`shape`), the run-time layouts and
//! errors, and the kernels read them here, so that neither side imports the other for them.

/// The largest rank a [`Shape`](crate::Shape) can have.
///
/// ```
/// assert_eq!(typed_tensor::shape::MAX_RANK, 8);
/// ```
pub const MAX_RANK: usize = typed_tensor_macros::__limit!(MAX_RANK);

/// The most elements a tensor may have: `isize::MAX` bytes (Rust's limit on one allocation)
/// of the widest element type (16 bytes), less room for the buffer's header. Every count this
/// lets through has a byte size that a `Layout` can describe, so allocating it either works or
/// fails as out-of-memory, whatever the element type: never with an overflowing byte count.
pub(crate) const MAX_ELEMENTS: usize = (isize::MAX as usize - 64) / 16;
