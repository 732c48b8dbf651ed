//! Running a loop compiled for AVX2 where the CPU has it: the vectorizing kernels' one
//! run-time CPU check.

/// Set by tests to run the kernels without AVX2, to compare both builds of a loop.
#[cfg(test)]
pub(crate) static BASELINE_ONLY: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Runs `f` compiled for AVX-512 or AVX2 when the CPU has it, else as compiled (SSE2 on
/// x86-64), so that loops LLVM vectorizes handle sixteen or eight `f32` at a time instead of
/// four. Results are the same bits either way: Rust never fuses or reorders float
/// operations, so only the width of the vectors changes.
#[inline(always)]
pub(crate) fn with_wide_vectors<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    match width() {
        // SAFETY: `avx512` requires only that the CPU supports AVX-512F, which `width` has
        // just checked with the standard library's run-time detection.
        Width::Avx512 => return unsafe { avx512(f) },
        // SAFETY: as above, for AVX2.
        Width::Avx2 => return unsafe { avx2(f) },
        Width::Baseline => {}
    }
    f()
}

/// `f()`, with `f` inlined and compiled for AVX-512F.
///
/// # Safety
///
/// The CPU must support AVX-512F.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn avx512<R>(f: impl FnOnce() -> R) -> R {
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

/// The widest vectors the CPU supports and tests allow.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
enum Width {
    Avx512,
    Avx2,
    Baseline,
}

#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn width() -> Width {
    #[cfg(test)]
    if BASELINE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        return Width::Baseline;
    }
    if std::arch::is_x86_feature_detected!("avx512f") {
        Width::Avx512
    } else if std::arch::is_x86_feature_detected!("avx2") {
        Width::Avx2
    } else {
        Width::Baseline
    }
}
