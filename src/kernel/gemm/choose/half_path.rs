//! The path of a half-precision product (`gemm/half`), from its element type and the CPU's
//! `bf16` instructions: AMX tiles where the CPU has AMX-BF16 and Linux grants the process the
//! tile state, else AVX512-BF16 dot products, else (and for `f16`) the operands widened to
//! `f32`. Tests force each path in turn ([`on_each_half_path`]).

/// Which half-precision type a product multiplies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// `pub` in a private module: part of `ElementKind`.
pub enum HalfKind {
    /// `bf16`.
    Bf16,
    /// `f16`.
    F16,
}

/// The path of a half-precision product.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// `pub` in a private module: part of `Choice`.
pub enum HalfPath {
    /// AMX tiles (`bf16` only).
    Amx,
    /// AVX512-BF16 dot products of pairs (`bf16` only).
    DotBf16,
    /// Widened to `f32`, multiplied by the `f32` kernels.
    Widened,
}

/// The fastest path this CPU offers for a product of `kind` over `inner` steps (an empty
/// inner axis writes zeros or the bias, which the widened path does without packing).
pub(crate) fn half_path(kind: HalfKind, inner: usize) -> HalfPath {
    #[cfg(test)]
    if let Some(path) = FORCED.with(|forced| forced.get()) {
        if kind == HalfKind::Bf16 || path == HalfPath::Widened {
            return path;
        }
    }
    match kind {
        HalfKind::Bf16 if inner > 0 && amx_bf16() => HalfPath::Amx,
        HalfKind::Bf16 if inner > 0 && avx512_bf16() => HalfPath::DotBf16,
        _ => HalfPath::Widened,
    }
}

/// Whether this CPU has AVX512-BF16 (and AVX-512F and BW, which the dot path also uses).
pub(crate) fn avx512_bf16() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx512bw")
            && is_x86_feature_detected!("avx512bf16")
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// Whether this CPU has AMX-BF16 (and the AVX-512 the tiled driver's stores use) and the
/// process may use the tiles. Linux gives a process the tile state only when asked
/// (`arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)`), once, for all its threads; asked
/// on the first call.
pub(crate) fn amx_bf16() -> bool {
    static GRANTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *GRANTED.get_or_init(|| cpu_has_amx_bf16() && avx512_bf16() && tile_state_granted())
}

/// CPUID leaf 7: AMX-BF16 (EDX bit 22) and AMX-TILE (EDX bit 24).
#[cfg(target_arch = "x86_64")]
fn cpu_has_amx_bf16() -> bool {
    // Leaf 7 is read only when leaf 0 reports it.
    if core::arch::x86_64::__cpuid(0).eax < 7 {
        return false;
    }
    let edx = core::arch::x86_64::__cpuid_count(7, 0).edx;
    edx & (1 << 22) != 0 && edx & (1 << 24) != 0
}

#[cfg(not(target_arch = "x86_64"))]
fn cpu_has_amx_bf16() -> bool {
    false
}

/// Asks Linux for the tile data state; `true` when granted.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
fn tile_state_granted() -> bool {
    const ARCH_REQ_XCOMP_PERM: libc::c_long = 0x1023;
    const XFEATURE_XTILEDATA: libc::c_long = 18;
    // SAFETY: `arch_prctl` with this request only changes which XSAVE features the process
    // may use; it reads and writes no memory of ours.
    let result = unsafe {
        libc::syscall(
            libc::SYS_arch_prctl,
            ARCH_REQ_XCOMP_PERM,
            XFEATURE_XTILEDATA,
        )
    };
    result == 0
}

#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
fn tile_state_granted() -> bool {
    false
}

#[cfg(test)]
std::thread_local! {
    /// The path [`on_each_half_path`] forces on this thread.
    static FORCED: core::cell::Cell<Option<HalfPath>> = const { core::cell::Cell::new(None) };
}

/// The `bf16` paths this CPU has, fastest first (the widened one always).
#[cfg(test)]
pub(crate) fn half_paths_here() -> Vec<HalfPath> {
    let mut paths = Vec::new();
    if amx_bf16() {
        paths.push(HalfPath::Amx);
    }
    if avx512_bf16() {
        paths.push(HalfPath::DotBf16);
    }
    paths.push(HalfPath::Widened);
    paths
}

/// Runs `test` once per `bf16` path this CPU has, each forced on this thread (a product split
/// over threads keeps the path chosen here, once per product); returns the paths run.
#[cfg(test)]
pub(crate) fn on_each_half_path(test: impl Fn(HalfPath)) -> Vec<HalfPath> {
    struct Reset;
    impl Drop for Reset {
        fn drop(&mut self) {
            FORCED.with(|forced| forced.set(None));
        }
    }
    let _reset = Reset;
    let paths = half_paths_here();
    for &path in &paths {
        FORCED.with(|forced| forced.set(Some(path)));
        test(path);
    }
    paths
}
