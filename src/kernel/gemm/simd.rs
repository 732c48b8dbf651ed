//! The register families the x86-64 float kernels (`few_rows`, `panels`, `packed`) are
//! written for, one source over both: [`Simd<W>`] is a float type's register of width `W`
//! ([`Avx2`]: ymm, 256 bits; [`Avx512`]: zmm, 512 bits) and the intrinsics the tile uses.
//! [`run`] picks the widest family the CPU has and runs a [`Kernel`] compiled for it.

use super::tiles::{YMM_TILE_ROWS, ZMM_TILE_ROWS};
use super::Matrix;
use core::mem::MaybeUninit;
use num_traits::Float;

/// The ymm family: AVX2 and FMA, 16 registers of 256 bits (`ymm.rs`).
pub(super) struct Avx2;

/// The zmm family: AVX-512F, 32 registers of 512 bits (`zmm.rs`).
pub(super) struct Avx512;

/// A float type's register of family `W` and the intrinsics the tile uses. Each operation is
/// unsafe to call on a CPU without `W`'s features; `load` and `store` index their slice
/// first, so a short one panics.
pub(super) trait Simd<W>: Float {
    /// A register of `Self`.
    type V: Copy;
    /// A tile's width in elements: two registers.
    const TILE: usize;
    /// Steps of the inner axis the packed kernel packs at a time in this family
    /// (`packed::YMM_INNER_BLOCK`, `packed::ZMM_INNER_BLOCK`).
    const PACKED_INNER_BLOCK: usize;
    /// A register with `x` in every lane.
    unsafe fn splat(x: Self) -> Self::V;
    /// The first `TILE / 2` elements of `src`.
    unsafe fn load(src: &[Self]) -> Self::V;
    /// `x * y + acc`, one rounding.
    unsafe fn fma(x: Self::V, y: Self::V, acc: Self::V) -> Self::V;
    /// The first `n` (at most `TILE / 2`) elements of `src`, zeros in the other lanes; reads
    /// nothing past them.
    unsafe fn load_part(src: &[Self], n: usize) -> Self::V;
    /// Writes the register into the first `TILE / 2` elements of `dst`.
    unsafe fn store<S: Slot<Self>>(v: Self::V, dst: &mut [S]);
    /// Transposes a square of `TILE / 2` (the lanes): `dst[r * stride + q]` gets
    /// `columns[q][k + r]`, for `q` and `r` below the lanes.
    unsafe fn transpose(
        columns: &[&[Self]],
        k: usize,
        dst: &mut [MaybeUninit<Self>],
        stride: usize,
    );
}

/// The float types with both families, which the kernels' entries take.
pub(super) trait Wide: Simd<Avx2> + Simd<Avx512> {}
impl<T: Simd<Avx2> + Simd<Avx512>> Wide for T {}

/// The widest tile of any family, f32's in zmm: 32 elements.
pub(super) const TILE_MAX: usize = 32;

/// Memory a register can be stored to: `T` itself, or an output slot not yet written.
pub(super) trait Slot<T> {}
impl<T> Slot<T> for T {}
impl<T> Slot<T> for MaybeUninit<T> {}

/// A kernel written with [`Simd`], for any family.
pub(super) trait Kernel {
    /// Writes `c = a · b` (as [`super::sealed::Gemm::gemm`]) and returns `true` when the
    /// kernel takes the `whole` product at width `W`; otherwise writes nothing and returns
    /// `false`, its register tiles being at most `ROWS` rows tall. Implementations are
    /// `#[inline(always)]`: inlined into the family's
    /// `#[target_feature]` function, their intrinsics inline too.
    fn gemm<T: Simd<W>, W, const ROWS: usize>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
        whole: [usize; 2],
    ) -> bool;
}

/// The widest family this CPU has: AVX-512F (with AVX2 and FMA, which the kernels' scalar
/// parts and transposes also use), else AVX2 and FMA. std caches the CPU's features: each
/// check is an atomic load and a bit test.
fn widest() -> Option<Family> {
    let avx2_fma = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma");
    #[cfg(test)]
    if AVX2_ONLY.with(|only| only.get()) {
        return avx2_fma.then_some(Family::Avx2);
    }
    if avx2_fma && is_x86_feature_detected!("avx512f") {
        return Some(Family::Avx512);
    }
    avx2_fma.then_some(Family::Avx2)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Family {
    Avx2,
    Avx512,
}

/// Runs kernel `K` in the widest family the CPU has and returns whether it took the product;
/// `false` (nothing written) on a CPU with neither family. A product whose `whole` columns fit
/// one ymm tile runs in ymm registers even where the CPU has zmm: a zmm tile would leave more
/// than half its lanes idle and takes as many FMAs per row as the ymm tile (BENCHMARKS.md,
/// "AVX-512 matrix products").
pub(super) fn run<T: Wide, K: Kernel>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
    whole: [usize; 2],
) -> bool {
    let narrow = whole[1] <= <T as Simd<Avx2>>::TILE;
    match widest() {
        // SAFETY: the CPU has AVX-512F, AVX2 and FMA, checked by `widest`.
        Some(Family::Avx512) if !narrow => unsafe {
            with_avx512::<T, K>(c, cols, bias, inner, a, b, whole)
        },
        // SAFETY: the CPU has AVX2 and FMA, checked by `widest` (which picks AVX-512F only
        // with both).
        Some(_) => unsafe { with_avx2::<T, K>(c, cols, bias, inner, a, b, whole) },
        None => false,
    }
}

/// `K::gemm` in ymm registers, compiled for AVX2 and FMA. Unsafe to call on a CPU without
/// both.
#[target_feature(enable = "avx2,fma")]
unsafe fn with_avx2<T: Simd<Avx2>, K: Kernel>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
    whole: [usize; 2],
) -> bool {
    K::gemm::<T, Avx2, YMM_TILE_ROWS>(c, cols, bias, inner, a, b, whole)
}

/// `K::gemm` in zmm registers, compiled for AVX-512F, AVX2 and FMA. Unsafe to call on a CPU
/// without all three.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn with_avx512<T: Simd<Avx512>, K: Kernel>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
    whole: [usize; 2],
) -> bool {
    K::gemm::<T, Avx512, ZMM_TILE_ROWS>(c, cols, bias, inner, a, b, whole)
}

#[cfg(test)]
std::thread_local! {
    /// Set by [`on_each_family`] to run the AVX2 kernels on a CPU that also has AVX-512.
    static AVX2_ONLY: core::cell::Cell<bool> = const { core::cell::Cell::new(false) };
}

/// Runs `test` once per family this CPU has (on this thread: products split over other
/// threads run there in the widest), widest first, and once when it has neither; returns
/// how many families it ran.
#[cfg(test)]
pub(super) fn on_each_family(test: impl Fn()) -> usize {
    let widest = widest();
    test();
    if widest == Some(Family::Avx512) {
        AVX2_ONLY.with(|only| only.set(true));
        // Reset even when the test panics, so that other tests on this thread are unaffected.
        struct Reset;
        impl Drop for Reset {
            fn drop(&mut self) {
                AVX2_ONLY.with(|only| only.set(false));
            }
        }
        let _reset = Reset;
        test();
        return 2;
    }
    usize::from(widest.is_some())
}

/// The tile width of `T` in the family [`run`] picks on this thread, `None` on a CPU with
/// neither family.
#[cfg(test)]
pub(super) fn tile<T: Wide>() -> Option<usize> {
    widest().map(|family| match family {
        Family::Avx2 => <T as Simd<Avx2>>::TILE,
        Family::Avx512 => <T as Simd<Avx512>>::TILE,
    })
}

/// The tile rows of the family [`run`] picks on this thread (AVX2's on a CPU with neither).
#[cfg(test)]
pub(super) fn tile_rows() -> usize {
    match widest() {
        Some(Family::Avx512) => ZMM_TILE_ROWS,
        _ => YMM_TILE_ROWS,
    }
}

/// The packed kernel's inner block of `T` in the family [`run`] picks on this thread (AVX2's
/// on a CPU with neither).
#[cfg(test)]
pub(super) fn packed_inner_block<T: Wide>() -> usize {
    match widest() {
        Some(Family::Avx512) => <T as Simd<Avx512>>::PACKED_INNER_BLOCK,
        _ => <T as Simd<Avx2>>::PACKED_INNER_BLOCK,
    }
}
