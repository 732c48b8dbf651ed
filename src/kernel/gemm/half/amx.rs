//! The AMX block of the tiled `bf16` driver: a 32 x 32 block of `c` in four tile registers
//! (`tmm0`-`tmm3`), each chunk of 32 steps two tiles of `a` (`tmm4`, `tmm5`) and two of `b`
//! (`tmm6`, `tmm7`) and four `tdpbf16ps`. AMX instructions have no stable intrinsics: `asm!`.
//! The product takes this path only where the CPU has AMX-BF16 and Linux granted the tile
//! state (`choose::amx_bf16`).

use super::super::choose::amx_bf16;
use super::pack::{ABlock, CHUNK, TILE};

/// The tile configuration: palette 1, tiles 0-7 each 16 rows of 64 bytes.
#[repr(C, align(64))]
struct TileConfig([u8; 64]);

impl TileConfig {
    const fn blocks() -> TileConfig {
        let mut bytes = [0u8; 64];
        bytes[0] = 1; // palette
        let mut t = 0;
        while t < 8 {
            bytes[16 + 2 * t] = 64; // bytes per row (little-endian u16)
            bytes[48 + t] = 16; // rows
            t += 1;
        }
        TileConfig(bytes)
    }
}

/// The tile registers, configured for the driver's blocks on this thread until dropped.
pub(super) struct Tiles(());

impl Tiles {
    /// Configures the tiles; `None` unless the CPU has them and the process may use them.
    pub(super) fn configure() -> Option<Tiles> {
        if !amx_bf16() {
            return None;
        }
        static CONFIG: TileConfig = TileConfig::blocks();
        // SAFETY: the CPU has AMX and the process the tile state (`amx_bf16`); `ldtilecfg`
        // reads the 64 bytes of `CONFIG`, a valid palette-1 configuration.
        unsafe {
            core::arch::asm!("ldtilecfg [{}]", in(reg) &CONFIG, options(nostack, readonly));
        }
        Some(Tiles(()))
    }

    /// `acc` (a row-major 32 x 32 block) = the block `a` times the packed panel `b`, of as
    /// many chunks, plus `acc` where `accumulate`.
    pub(super) fn block(
        &self,
        a: ABlock<'_>,
        b: &[u16],
        acc: &mut [f32; TILE * TILE],
        accumulate: bool,
    ) {
        assert!(
            b.len() == a.chunks * CHUNK,
            "amx: operands of as many whole chunks"
        );
        a.check();
        let chunks = a.chunks;
        // SAFETY: the tiles are configured (`self`) as 16 rows of 64 bytes. Chunk `c` reads
        // rows 0-15 (tmm4) and 16-31 (tmm5) of `a`'s 32 steps from `c * chunk_step`, 64 bytes
        // at the row stride, all inside `a.data` (`a.check()`), and 2 KiB of `b` (tmm6: 16
        // rows of 64 bytes at stride 128, tmm7 the same from byte 64), inside `b`, which holds
        // `chunks` whole chunks; the loop runs `chunks` times, advancing `a` by a chunk step
        // and `b` by a chunk. The stores write 16 rows of 64 bytes at
        // stride 128 from bytes 0, 64, 2048 and 2112 of `acc`: its 4 KiB.
        // With no chunks the loop is skipped and the tiles (zeros, or `acc`) stored as they are.
        if accumulate {
            // SAFETY: the tiles are configured (`self`); the loads read 16 rows of 64 bytes at
            // stride 128 from bytes 0, 64, 2048 and 2112 of `acc`: its 4 KiB. The tile
            // registers keep their values until the next block of asm, which uses them.
            unsafe {
                core::arch::asm!(
                    "tileloadd tmm0, [{c} + {s128}]",
                    "tileloadd tmm1, [{c} + {s128} + 64]",
                    "tileloadd tmm2, [{c} + {s128} + 2048]",
                    "tileloadd tmm3, [{c} + {s128} + 2112]",
                    c = in(reg) acc.as_ptr(),
                    s128 = in(reg) 128usize,
                    options(nostack, readonly),
                );
            }
        } else {
            // SAFETY: the tiles are configured (`self`); `tilezero` touches no memory.
            unsafe {
                core::arch::asm!(
                    "tilezero tmm0",
                    "tilezero tmm1",
                    "tilezero tmm2",
                    "tilezero tmm3",
                    options(nostack, nomem),
                );
            }
        }
        unsafe {
            core::arch::asm!(
                "test {n}, {n}",
                "jz 3f",
                "2:",
                "tileloadd tmm4, [{a} + {sa}]",
                "tileloadd tmm6, [{b} + {s128}]",
                "tileloadd tmm7, [{b} + {s128} + 64]",
                "tdpbf16ps tmm0, tmm4, tmm6",
                "tdpbf16ps tmm1, tmm4, tmm7",
                "tileloadd tmm5, [{a2} + {sa}]",
                "tdpbf16ps tmm2, tmm5, tmm6",
                "tdpbf16ps tmm3, tmm5, tmm7",
                "add {a}, {step}",
                "add {a2}, {step}",
                "add {b}, 2048",
                "dec {n}",
                "jnz 2b",
                "3:",
                "tilestored [{c} + {s128}], tmm0",
                "tilestored [{c} + {s128} + 64], tmm1",
                "tilestored [{c} + {s128} + 2048], tmm2",
                "tilestored [{c} + {s128} + 2112], tmm3",
                a = inout(reg) a.data.as_ptr() => _,
                a2 = inout(reg) a.data.as_ptr().wrapping_add(16 * a.row_stride) => _,
                sa = in(reg) a.row_stride * 2,
                step = in(reg) a.chunk_step * 2,
                b = inout(reg) b.as_ptr() => _,
                n = inout(reg) chunks => _,
                s128 = in(reg) 128usize,
                c = in(reg) acc.as_mut_ptr(),
                options(nostack),
            );
        }
    }
}

impl Drop for Tiles {
    fn drop(&mut self) {
        // SAFETY: the tiles were configured by `configure`; `tilerelease` returns them to
        // their initial state, which the kernel then need not save on a context switch.
        unsafe { core::arch::asm!("tilerelease", options(nostack, nomem)) };
    }
}
