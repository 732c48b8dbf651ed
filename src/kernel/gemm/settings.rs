//! The process-wide settings of `matmul`'s parallel split: the sizes from which it may split,
//! and whether a split must prove itself faster than one thread.

use core::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Batched products of fewer multiply-adds than this run on the calling thread: the default
/// of [`matmul_parallel_min_fmas`]. A split measured faster than one thread from about 1 M
/// multiply-adds on an idle machine (BENCHMARKS.md, "Splitting over threads", and the model
/// forwards of "Model code against PyTorch"); a busy machine is left to the timed policy,
/// which stops splitting where the split measures slower.
const MATMUL_PARALLEL_MIN_FMAS: usize = 1 << 20;

/// The default of [`matmul_row_split_min_fmas`], the batch split's, for the same reasons.
const MATMUL_ROW_SPLIT_MIN_FMAS: usize = 1 << 20;

static MIN_FMAS: AtomicUsize = AtomicUsize::new(MATMUL_PARALLEL_MIN_FMAS);
static ROW_SPLIT_MIN_FMAS: AtomicUsize = AtomicUsize::new(MATMUL_ROW_SPLIT_MIN_FMAS);
static ALWAYS_SPLIT: AtomicBool = AtomicBool::new(false);

/// The size of a batched matrix product, in multiply-adds (`batch * n * k * m`), from which
/// `matmul` may split its batch items over rayon's thread pool (with the `parallel` feature, on
/// by default), as [`matmul_split_policy`] decides.
///
/// ```
/// assert!(typed_tensor::runtime::matmul_parallel_min_fmas() > 0);
/// ```
pub fn matmul_parallel_min_fmas() -> usize {
    MIN_FMAS.load(Ordering::Relaxed)
}

/// Sets [`matmul_parallel_min_fmas`] for the whole process: `usize::MAX` keeps every batch
/// on the calling thread, `0` lets every batch that has at least two threads to use split.
///
/// ```
/// let default = typed_tensor::runtime::matmul_parallel_min_fmas();
/// typed_tensor::runtime::set_matmul_parallel_min_fmas(1 << 24);
/// assert_eq!(typed_tensor::runtime::matmul_parallel_min_fmas(), 1 << 24);
/// typed_tensor::runtime::set_matmul_parallel_min_fmas(default);
/// ```
pub fn set_matmul_parallel_min_fmas(fmas: usize) {
    MIN_FMAS.store(fmas, Ordering::Relaxed);
}

/// The size of one matrix product, in multiply-adds (`n * k * m`), from which `matmul` may
/// split it into blocks of rows over rayon's thread pool when there are fewer batch items than
/// threads (or of columns, when it has too few rows), as [`matmul_split_policy`] decides.
/// Default `1 << 20` (a 102-cube product, or a `[128, 32] x [32, 256]` one).
///
/// ```
/// assert_eq!(typed_tensor::runtime::matmul_row_split_min_fmas(), 1 << 20);
/// ```
pub fn matmul_row_split_min_fmas() -> usize {
    ROW_SPLIT_MIN_FMAS.load(Ordering::Relaxed)
}

/// Sets [`matmul_row_split_min_fmas`] for the whole process; `usize::MAX` turns the row
/// split off.
///
/// ```
/// let default = typed_tensor::runtime::matmul_row_split_min_fmas();
/// typed_tensor::runtime::set_matmul_row_split_min_fmas(usize::MAX);
/// assert_eq!(typed_tensor::runtime::matmul_row_split_min_fmas(), usize::MAX);
/// typed_tensor::runtime::set_matmul_row_split_min_fmas(default);
/// ```
pub fn set_matmul_row_split_min_fmas(fmas: usize) {
    ROW_SPLIT_MIN_FMAS.store(fmas, Ordering::Relaxed);
}

/// Whether a product above the split thresholds is split over threads every time, or only
/// while splitting is measured faster than one thread.
///
/// A split pays off only when the other threads get a core: on a machine whose other cores
/// are busy it waits for descheduled threads and runs slower than one thread. So by default
/// (`Timed`) `matmul` times the products it could split, both ways, per size class (the
/// power of two of their multiply-adds) and per kind of split (batch items, row or column
/// blocks), and splits while that is measured at least 5% faster than one thread, trying the
/// other form again for three calls in every 64 so that a change of load is noticed. Products
/// of at least 2^24 multiply-adds split in either policy: against them a split's cost is
/// small, and a busy machine costs them at the median no more than one thread would. Results
/// do not depend on the choice: a block of rows or columns is computed with the same kernel
/// and the same order of summation as in the whole product, so both forms give the same bits.
///
/// ```
/// use typed_tensor::runtime::{matmul_split_policy, set_matmul_split_policy, MatmulSplitPolicy};
/// assert_eq!(matmul_split_policy(), MatmulSplitPolicy::Timed);
/// set_matmul_split_policy(MatmulSplitPolicy::Always); // e.g. on a machine known to be idle
/// assert_eq!(matmul_split_policy(), MatmulSplitPolicy::Always);
/// set_matmul_split_policy(MatmulSplitPolicy::Timed);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatmulSplitPolicy {
    /// Split only while the split form is measured faster than one thread (the default);
    /// products of at least 2^24 multiply-adds always split.
    Timed,
    /// Split every product above the thresholds.
    Always,
}

/// The current [`MatmulSplitPolicy`] (by default `Timed`).
///
/// ```
/// assert_eq!(typed_tensor::runtime::matmul_split_policy(), typed_tensor::runtime::MatmulSplitPolicy::Timed);
/// ```
pub fn matmul_split_policy() -> MatmulSplitPolicy {
    if ALWAYS_SPLIT.load(Ordering::Relaxed) {
        MatmulSplitPolicy::Always
    } else {
        MatmulSplitPolicy::Timed
    }
}

/// Sets the [`MatmulSplitPolicy`] for the whole process.
///
/// ```
/// use typed_tensor::runtime::{set_matmul_split_policy, MatmulSplitPolicy};
/// set_matmul_split_policy(MatmulSplitPolicy::Always);
/// set_matmul_split_policy(MatmulSplitPolicy::Timed);
/// ```
pub fn set_matmul_split_policy(policy: MatmulSplitPolicy) {
    ALWAYS_SPLIT.store(policy == MatmulSplitPolicy::Always, Ordering::Relaxed);
}
