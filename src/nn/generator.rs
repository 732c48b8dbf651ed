//! The dropout layers' generator: xoshiro256++ (Blackman and Vigna), the stream of `rand`'s
//! `Xoshiro256PlusPlus` for the same seed, with its state readable and settable so that a
//! checkpoint can hold it ([`Visit::visit_generator`](crate::nn::Visit::visit_generator)).

use core::convert::Infallible;

/// xoshiro256++ over the state `s` (never all zero).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Generator {
    s: [u64; 4],
}

impl Generator {
    /// The state `rand`'s `Xoshiro256PlusPlus::seed_from_u64(seed)` starts from: four words
    /// of SplitMix64 from `seed`.
    pub(crate) fn seeded(mut seed: u64) -> Self {
        const PHI: u64 = 0x9e37_79b9_7f4a_7c15;
        let s = core::array::from_fn(|_| {
            seed = seed.wrapping_add(PHI);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        });
        Generator { s }
    }

    /// The state, to save.
    pub(crate) fn state(&self) -> [u64; 4] {
        self.s
    }

    /// A generator continuing from a saved `state`; the all-zero state, which xoshiro cannot
    /// leave, is taken as `seeded(0)`'s (as `rand`'s `from_seed` does).
    pub(crate) fn from_state(state: [u64; 4]) -> Self {
        match state == [0; 4] {
            true => Self::seeded(0),
            false => Generator { s: state },
        }
    }
}

impl rand::TryRng for Generator {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        // The upper bits: the lowest have linear dependencies.
        self.try_next_u64().map(|v| (v >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        Ok(result)
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        // Little-endian words, the last one cut: `rand`'s `fill_bytes_via_next_word`.
        for chunk in dst.chunks_mut(8) {
            let word = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&word[..chunk.len()]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Generator;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, SeedableRng};

    /// Words, halves and bytes (with a cut last word) as `rand`'s generator draws them.
    #[test]
    fn the_stream_is_rands_xoshiro256_plus_plus() {
        for seed in [0, 1, 42, u64::MAX] {
            let (mut ours, mut theirs) = (
                Generator::seeded(seed),
                Xoshiro256PlusPlus::seed_from_u64(seed),
            );
            for _ in 0..20 {
                assert_eq!(ours.next_u64(), theirs.next_u64());
                assert_eq!(ours.next_u32(), theirs.next_u32());
            }
            let (mut a, mut b) = ([0u8; 13], [0u8; 13]);
            ours.fill_bytes(&mut a);
            theirs.fill_bytes(&mut b);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn a_saved_state_continues_the_stream_and_zero_is_seed_zero() {
        let mut g = Generator::seeded(7);
        g.next_u64();
        let mut resumed = Generator::from_state(g.state());
        assert_eq!(
            (0..5).map(|_| g.next_u64()).collect::<Vec<_>>(),
            (0..5).map(|_| resumed.next_u64()).collect::<Vec<_>>()
        );
        assert_eq!(Generator::from_state([0; 4]), Generator::seeded(0));
    }
}
