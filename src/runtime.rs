//! Run-time tuning: when the kernels split work over rayon's threads, and how much memory
//! they keep for reuse. The defaults suit model code on a 2-core machine (BENCHMARKS.md gives
//! the measurements behind each); programs rarely change them.
//!
//! | setting | default | what it decides |
//! |---|---|---|
//! | [`parallel_min_elements`] | 2^18 | elementwise ops, reductions, softmax and norms split from this many elements (scaled by their work per element) |
//! | [`matmul_parallel_min_fmas`] | 2^20 | batched products split over batch items from this many multiply-adds |
//! | [`matmul_row_split_min_fmas`] | 2^20 | one product splits into blocks of rows (or columns) from this many multiply-adds |
//! | [`matmul_split_policy`] | [`MatmulSplitPolicy::Timed`] | whether a product that may split does so always, or when timing shows it faster |
//! | [`conv_winograd`] | `true` | whether 3x3 convolutions of stride 1 take Winograd's F(4x4, 3x3) (4x fewer multiplications, more rounding) |
//! | [`recycled_bytes_limit`] | [`DEFAULT_RECYCLED_BYTES_LIMIT`] | how many bytes of freed buffers (64 KiB and up) are kept for reuse |
//!
//! ```
//! use typed_tensor::runtime::{parallel_min_elements, set_parallel_min_elements};
//! let default = parallel_min_elements();
//! set_parallel_min_elements(usize::MAX); // every op on the calling thread
//! assert_eq!(parallel_min_elements(), usize::MAX);
//! set_parallel_min_elements(default);
//! ```

pub use crate::kernel::{conv_winograd, set_conv_winograd};
pub use crate::kernel::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy,
    set_matmul_parallel_min_fmas, set_matmul_row_split_min_fmas, set_matmul_split_policy,
    MatmulSplitPolicy,
};
pub use crate::kernel::{
    parallel_min_elements, recycled_bytes, recycled_bytes_limit, set_parallel_min_elements,
    set_recycled_bytes_limit, DEFAULT_RECYCLED_BYTES_LIMIT,
};
