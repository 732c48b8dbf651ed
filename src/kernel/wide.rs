//! Running a loop compiled for AVX2 where the CPU has it: the vectorizing kernels' one
//! run-time CPU check.

/// Set by tests to run the kernels without AVX2, to compare both builds of a loop.
#[cfg(test)]
pub(crate) static BASELINE_ONLY: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Runs `f` compiled for AVX2 when the CPU has it, else as compiled (SSE2 on x86-64), so that
/// loops LLVM vectorizes handle eight `f32` at a time instead of four. Results are the same
/// bits either way: Rust never fuses or reorders float operations, so only the width of the
/// vectors changes.
#[inline(always)]
pub(crate) fn with_wide_vectors<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if wide_vectors() {
        // SAFETY: `avx2` requires only that the CPU supports AVX2, which `wide_vectors` has
        // just checked with the standard library's run-time detection.
        return unsafe { avx2(f) };
    }
    f()
}

/// `f()`, with `f` inlined and compiled for AVX2.
///
/// # Safety
///
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn avx2<R>(f: impl FnOnce() -> R) -> R {
    f()
}

/// Whether the CPU supports AVX2 (and tests have not asked for the baseline).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn wide_vectors() -> bool {
    #[cfg(test)]
    if BASELINE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        return false;
    }
    std::arch::is_x86_feature_detected!("avx2")
}
