//! Running a loop compiled for AVX2 where the CPU has it: the vectorizing kernels' one
//! run-time CPU check.

/// Set by tests to run the kernels without AVX2, to compare both builds of a loop.
#[cfg(test)]
pub(crate) static BASELINE_ONLY: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Held by every test that sets [`BASELINE_ONLY`], [`NO_AVX512`] or [`NO_FMA`], so that one
/// test's runs are not compiled for another test's CPU.
#[cfg(test)]
pub(crate) static FLAGS: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Set by tests to run the kernels with AVX2 where the CPU has AVX-512 too, to compare both
/// builds of a loop.
#[cfg(test)]
pub(crate) static NO_AVX512: std::sync::atomic::AtomicBool =
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

/// How a loop's multiply-adds round, chosen with the vector width by
/// [`with_wide_multiply_add`]: the loop is instantiated once with each.
pub trait MulAdd {
    /// `a * b + c`.
    fn mul_add<T: num_traits::Float>(a: T, b: T, c: T) -> T;
}

/// One rounding, one instruction: for CPUs with FMA.
pub struct Fused;

impl MulAdd for Fused {
    #[inline(always)]
    fn mul_add<T: num_traits::Float>(a: T, b: T, c: T) -> T {
        a.mul_add(b, c)
    }
}

/// Two roundings: for CPUs without FMA, where a fused multiply-add is a library call.
pub struct Separate;

impl MulAdd for Separate {
    #[inline(always)]
    fn mul_add<T: num_traits::Float>(a: T, b: T, c: T) -> T {
        a * b + c
    }
}

/// Runs `fused(args)` (the loop with [`Fused`]) compiled for AVX-512F or AVX2 with FMA where
/// the CPU has them, else `separate(args)` (the loop with [`Separate`]) as compiled, or
/// `fused(args)` on targets that always have FMA (aarch64). Results are the same bits on
/// every CPU with FMA, whatever the vector width; without FMA each multiply-add rounds twice.
#[inline(always)]
pub(crate) fn with_wide_multiply_add<A, R>(
    args: A,
    fused: impl FnOnce(A) -> R,
    separate: impl FnOnce(A) -> R,
) -> R {
    #[cfg(target_arch = "x86_64")]
    if has_fma() {
        match width() {
            Width::Avx512 => {
                // SAFETY: `avx512_fma` requires AVX-512F and FMA, which `width` and `has_fma`
                // have just checked with the standard library's run-time detection.
                return unsafe {
                    avx512_fma(
                        #[inline(always)]
                        || fused(args),
                    )
                };
            }
            Width::Avx2 => {
                // SAFETY: as above, for AVX2 and FMA.
                return unsafe {
                    avx2_fma(
                        #[inline(always)]
                        || fused(args),
                    )
                };
            }
            Width::Baseline => {}
        }
    }
    if cfg!(any(target_arch = "aarch64", target_feature = "fma")) {
        fused(args)
    } else {
        separate(args)
    }
}

/// The vectors with FMA that [`with_wide_multiply_add`] would run a loop on, for the loops
/// written with the instructions themselves.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FmaVectors {
    /// AVX-512F and FMA.
    Avx512,
    /// AVX2 and FMA.
    Avx2,
    /// No FMA, or vectors no wider than SSE2's (or tests turned them off).
    Neither,
}

/// Which [`FmaVectors`] the CPU has (and tests allow), by the same checks as
/// [`with_wide_multiply_add`].
#[cfg(target_arch = "x86_64")]
pub(crate) fn fma_vectors() -> FmaVectors {
    if !has_fma() {
        return FmaVectors::Neither;
    }
    match width() {
        Width::Avx512 => FmaVectors::Avx512,
        Width::Avx2 => FmaVectors::Avx2,
        Width::Baseline => FmaVectors::Neither,
    }
}

/// Set by tests to run the loops of CPUs without FMA (the x86-64 baseline's).
#[cfg(test)]
pub(crate) static NO_FMA: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether the CPU has FMA (and tests have not turned it off).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn has_fma() -> bool {
    #[cfg(test)]
    if NO_FMA.load(std::sync::atomic::Ordering::Relaxed) {
        return false;
    }
    std::arch::is_x86_feature_detected!("fma")
}

/// `f()`, with `f` inlined and compiled for AVX-512F and FMA.
///
/// # Safety
///
/// The CPU must support AVX-512F and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,fma")]
unsafe fn avx512_fma<R>(f: impl FnOnce() -> R) -> R {
    f()
}

/// `f()`, with `f` inlined and compiled for AVX2 and FMA.
///
/// # Safety
///
/// The CPU must support AVX2 and FMA.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn avx2_fma<R>(f: impl FnOnce() -> R) -> R {
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
    #[cfg(test)]
    let avx512_allowed = !NO_AVX512.load(std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(test))]
    let avx512_allowed = true;
    if avx512_allowed && std::arch::is_x86_feature_detected!("avx512f") {
        Width::Avx512
    } else if std::arch::is_x86_feature_detected!("avx2") {
        Width::Avx2
    } else {
        Width::Baseline
    }
}
