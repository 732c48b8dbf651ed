//! The register families the x86-64 float kernels (`few_rows`, `one_register`, `panels`,
//! `packed`) are written for, one source over both: [`Simd<W>`] is a float type's register of
//! width `W` ([`Avx2`]: ymm, 256 bits; [`Avx512`]: zmm, 512 bits) and the intrinsics the tile
//! uses. `dispatch` runs a leaf compiled for the family the kernel choice (`choose`) picked.

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
    /// (`blocking::YMM_INNER_BLOCK`, `blocking::ZMM_INNER_BLOCK`).
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
    /// Writes the first `n` (at most `TILE / 2`) lanes of the register into the first `n`
    /// slots of `dst`, and nothing past them: a masked store where the family has one, else
    /// through a copy of the register.
    #[inline(always)]
    unsafe fn store_part(v: Self::V, dst: &mut [MaybeUninit<Self>], n: usize) {
        let mut lanes = [Self::zero(); TILE_MAX / 2];
        // SAFETY: the caller's CPU has the family's features; `lanes` holds a register.
        unsafe { Self::store(v, &mut lanes) };
        for (slot, &x) in dst[..n].iter_mut().zip(&lanes) {
            slot.write(x);
        }
    }
    /// The lanes of a ymm register of `Self`: the side of [`Simd::transpose`]'s squares.
    const YMM_LANES: usize;
    /// Transposes a square of [`Simd::YMM_LANES`], in ymm registers in either family (the
    /// side that fits a register tile's rows): `dst[r * stride + q]` gets
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
