//! The seeded random number generator every game draws its chance from.
//!
//! [`GameRng`] wraps ChaCha8 (`rand_chacha`, version pinned). Everything built
//! on it — seeding, bounded sampling, shuffles, dice — is our own code on raw
//! `next_u32`/`next_u64`, so results never change with a `rand` release. Golden
//! vectors in the tests freeze the output.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// A uniformly random integer in `0..n`, unbiased (Lemire's multiply-shift with rejection).
///
/// Returns 0 when `n == 0`.
#[inline]
pub fn below<R: RngCore + ?Sized>(rng: &mut R, n: u32) -> u32 {
    if n <= 1 {
        return 0;
    }
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    let mut low = m as u32;
    if low < n {
        let threshold = n.wrapping_neg() % n;
        while low < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
            low = m as u32;
        }
    }
    (m >> 32) as u32
}

/// Shuffles `items` in place with our own Fisher–Yates (from the back).
pub fn shuffle<T, R: RngCore + ?Sized>(rng: &mut R, items: &mut [T]) {
    let mut i = items.len();
    while i > 1 {
        let j = below(rng, i as u32) as usize;
        i -= 1;
        items.swap(i, j);
    }
}

/// SplitMix64: expands a `u64` seed into key material, so seeding does not
/// depend on `rand_core`'s own `seed_from_u64`.
const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Words of ChaCha8 output kept at a time: four 16-word blocks, as
/// `rand_chacha` generates them.
const BUFFER_WORDS: usize = 64;
/// Blocks in the buffer.
const BUFFER_BLOCKS: u64 = 4;
/// Words per ChaCha block.
const BLOCK_WORDS: u64 = 16;

/// The state's random number generator: ChaCha8, seeded from the game seed.
///
/// The stream is `rand_chacha`'s `ChaCha8Rng` word for word (`next_u32`,
/// `next_u64` and `fill_bytes` read it exactly as that generator does). The
/// generator keeps its output buffer as plain data and is `Copy`, so every
/// game's raw state is plain data too and a clone of a game is one copy. A
/// copy goes on with the same stream; [`GameRng::child`] gives an independent
/// one. Two generators are equal when they have the same key and word
/// position.
#[derive(Clone, Copy)]
pub struct GameRng {
    key: [u8; 32],
    /// The ChaCha block that `buffer[0]` came from.
    block: u64,
    /// The next unread word of `buffer` (`BUFFER_WORDS`: all read).
    index: usize,
    buffer: [u32; BUFFER_WORDS],
}

impl GameRng {
    /// A generator keyed by a 64-bit seed (expanded with SplitMix64).
    pub fn from_u64(seed: u64) -> Self {
        let mut s = seed;
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(8) {
            chunk.copy_from_slice(&splitmix64(&mut s).to_le_bytes());
        }
        Self::from_key(key)
    }

    /// A generator keyed by 32 bytes.
    pub fn from_key(key: [u8; 32]) -> Self {
        GameRng {
            key,
            // Nothing generated yet: the next refill starts at block 0.
            block: 0u64.wrapping_sub(BUFFER_BLOCKS),
            index: BUFFER_WORDS,
            buffer: [0; BUFFER_WORDS],
        }
    }

    /// Fills the buffer with the four blocks from `block` on.
    fn generate_at(&mut self, block: u64) {
        let mut chacha = ChaCha8Rng::from_seed(self.key);
        chacha.set_word_pos(u128::from(block) * u128::from(BLOCK_WORDS));
        let mut bytes = [0u8; BUFFER_WORDS * 4];
        chacha.fill_bytes(&mut bytes);
        for (word, b) in self.buffer.iter_mut().zip(bytes.chunks_exact(4)) {
            *word = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        }
        self.block = block;
    }

    /// Moves on to the next four blocks, and reads from word `index` of them.
    #[cold]
    #[inline(never)]
    fn refill(&mut self, index: usize) {
        self.generate_at(self.block.wrapping_add(BUFFER_BLOCKS));
        self.index = index;
    }

    /// A generator keyed from another generator's output: used to re-key a
    /// determinized state so it never carries the true future.
    pub fn from_rng<R: RngCore + ?Sized>(rng: &mut R) -> Self {
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(8) {
            chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
        }
        Self::from_key(key)
    }

    /// A child generator split off this one (advances `self`).
    pub fn child(&mut self) -> GameRng {
        Self::from_rng(self)
    }

    /// A uniformly random integer in `0..n` (0 when `n == 0`).
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        below(self, n)
    }

    /// A uniformly random integer in `lo..=hi` (`lo` when `hi < lo`).
    #[inline]
    pub fn range_inclusive(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        match (hi - lo).checked_add(1) {
            Some(span) => lo + below(self, span),
            None => self.next_u32(),
        }
    }

    /// Rolls a die with `sides` faces: 1..=sides (1 for a 0- or 1-sided die).
    #[inline]
    pub fn roll(&mut self, sides: u8) -> u8 {
        1 + below(self, u32::from(sides)) as u8
    }

    /// A d12, the main die of Apogee.
    #[inline]
    pub fn d12(&mut self) -> u8 {
        self.roll(12)
    }

    /// A d6.
    #[inline]
    pub fn d6(&mut self) -> u8 {
        self.roll(6)
    }

    /// True with probability `num / den` (false when `den == 0`).
    #[inline]
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        den != 0 && below(self, den) < num
    }

    /// A uniformly chosen element of `items`.
    #[inline]
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(below(self, items.len() as u32) as usize)
        }
    }

    /// Shuffles `items` in place (our Fisher–Yates).
    #[inline]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        shuffle(self, items)
    }

    /// The key this generator was built from.
    pub fn key(&self) -> [u8; 32] {
        self.key
    }

    /// How many 32-bit words of the stream have been used.
    pub fn word_pos(&self) -> u128 {
        let index = self.index as u64;
        let block = self.block.wrapping_add(index / BLOCK_WORDS);
        u128::from(block) * u128::from(BLOCK_WORDS) + u128::from(index % BLOCK_WORDS)
    }

    /// A generator at a given position of the stream of `key` (what serde
    /// restores). Like `rand_chacha`, the stream has 2^68 words: the upper
    /// bits of `word_pos` are ignored.
    pub fn restore(key: [u8; 32], word_pos: u128) -> Self {
        let mut r = GameRng::from_key(key);
        r.generate_at((word_pos / u128::from(BLOCK_WORDS)) as u64);
        r.index = (word_pos % u128::from(BLOCK_WORDS)) as usize;
        r
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.word_pos() == other.word_pos()
    }
}

impl Eq for GameRng {}

impl core::fmt::Debug for GameRng {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GameRng")
            .field("word_pos", &self.word_pos())
            .finish_non_exhaustive()
    }
}

impl RngCore for GameRng {
    #[inline]
    fn next_u32(&mut self) -> u32 {
        if self.index >= BUFFER_WORDS {
            self.refill(0);
        }
        let value = self.buffer.get(self.index).copied().unwrap_or(0);
        self.index += 1;
        value
    }

    #[inline]
    fn next_u64(&mut self) -> u64 {
        let i = self.index;
        let (lo, hi) = if i + 1 < BUFFER_WORDS {
            self.index += 2;
            (self.buffer[i], self.buffer[i + 1])
        } else if i >= BUFFER_WORDS {
            self.refill(2);
            (self.buffer[0], self.buffer[1])
        } else {
            // The last word of this buffer, then the first of the next.
            let lo = self.buffer[BUFFER_WORDS - 1];
            self.refill(1);
            (lo, self.buffer[0])
        };
        (u64::from(hi) << 32) | u64::from(lo)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        let mut filled = 0;
        while filled < dest.len() {
            if self.index >= BUFFER_WORDS {
                self.refill(0);
            }
            let words = self.buffer.get(self.index..).unwrap_or(&[]);
            let rest = dest.get_mut(filled..).unwrap_or(&mut []);
            // Whole words, little-endian; a last partial word is used up.
            let mut used = 0;
            for (chunk, word) in rest.chunks_mut(4).zip(words) {
                let n = chunk.len();
                chunk.copy_from_slice(&word.to_le_bytes()[..n]);
                used += 1;
                filled += n;
            }
            self.index += used;
        }
    }
}

impl core::hash::Hash for GameRng {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
        self.word_pos().hash(state);
    }
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RngRepr {
    key: [u8; 32],
    word_pos_hi: u64,
    word_pos_lo: u64,
}

#[cfg(feature = "serde")]
impl serde::Serialize for GameRng {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let pos = self.word_pos();
        RngRepr {
            key: self.key(),
            word_pos_hi: (pos >> 64) as u64,
            word_pos_lo: pos as u64,
        }
        .serialize(s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for GameRng {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let r = RngRepr::deserialize(d)?;
        let pos = (u128::from(r.word_pos_hi) << 64) | u128::from(r.word_pos_lo);
        Ok(GameRng::restore(r.key, pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    // Golden vectors: these freeze seeding, sampling and shuffling. If one of
    // them changes, every recorded game changes: bump the ruleset versions.
    #[test]
    fn golden_raw_stream_for_seed_42() {
        let mut r = GameRng::from_u64(42);
        let v: Vec<u32> = (0..4).map(|_| r.next_u32()).collect();
        assert_eq!(v, GOLDEN_RAW);
    }

    #[test]
    fn golden_below_and_dice_for_seed_7() {
        let mut r = GameRng::from_u64(7);
        let v: Vec<u32> = (0..8).map(|_| r.below(10)).collect();
        assert_eq!(v, GOLDEN_BELOW);
        let d: Vec<u8> = (0..8).map(|_| r.d12()).collect();
        assert_eq!(d, GOLDEN_D12);
    }

    #[test]
    fn golden_shuffle_for_seed_1() {
        let mut r = GameRng::from_u64(1);
        let mut v: Vec<u8> = (0..10).collect();
        r.shuffle(&mut v);
        assert_eq!(v, GOLDEN_SHUFFLE);
    }

    const GOLDEN_RAW: [u32; 4] = [2278103804, 823500537, 3021377537, 391485508];
    const GOLDEN_BELOW: [u32; 8] = [3, 4, 6, 7, 8, 5, 1, 0];
    const GOLDEN_D12: [u8; 8] = [4, 7, 10, 3, 3, 8, 6, 9];
    const GOLDEN_SHUFFLE: [u8; 10] = [6, 4, 7, 1, 0, 5, 3, 9, 8, 2];

    #[test]
    fn below_is_in_range_and_roughly_uniform() {
        let mut r = GameRng::from_u64(3);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            let x = r.below(7);
            assert!(x < 7);
            counts[x as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "counts {counts:?}");
        }
        assert_eq!(r.below(0), 0);
        assert_eq!(r.below(1), 0);
    }

    #[test]
    fn roll_covers_every_face() {
        let mut r = GameRng::from_u64(5);
        let mut seen = [false; 13];
        for _ in 0..1000 {
            seen[r.d12() as usize] = true;
        }
        assert!(!seen[0] && seen[1..].iter().all(|&s| s));
    }

    #[test]
    fn shuffle_is_a_permutation_and_every_position_moves() {
        let mut r = GameRng::from_u64(11);
        let mut first_pos = [[0u32; 5]; 5];
        for _ in 0..5000 {
            let mut v = [0usize, 1, 2, 3, 4];
            r.shuffle(&mut v);
            let mut sorted = v;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3, 4]);
            for (pos, &x) in v.iter().enumerate() {
                first_pos[x][pos] += 1;
            }
        }
        for row in first_pos {
            for c in row {
                assert!((800..1200).contains(&c), "{first_pos:?}");
            }
        }
    }

    #[test]
    fn child_and_rekey_differ_from_parent() {
        let mut a = GameRng::from_u64(9);
        let b = a;
        let c = a.child();
        assert_ne!(a, b);
        assert_ne!(c.key(), b.key());
        assert_eq!(GameRng::from_u64(9), b);
    }

    #[test]
    fn restore_continues_the_stream() {
        let mut a = GameRng::from_u64(13);
        for _ in 0..37 {
            a.next_u32();
        }
        let mut b = GameRng::restore(a.key(), a.word_pos());
        assert_eq!(a, b);
        assert_eq!(a.next_u64(), b.next_u64());
    }

    /// Every way of reading the stream, in a long random mix (with restores
    /// in the middle of a buffer), gives what `rand_chacha`'s `ChaCha8Rng`
    /// gives for the same key.
    #[test]
    fn the_stream_is_chacha8_word_for_word() {
        let mut ops = 0x5eed_u64;
        for key_seed in 0..4u64 {
            let mut ours = GameRng::from_u64(key_seed);
            let mut theirs = ChaCha8Rng::from_seed(ours.key());
            assert_eq!(ours.word_pos(), theirs.get_word_pos());
            for _ in 0..3_000 {
                match splitmix64(&mut ops) % 9 {
                    0..=3 => assert_eq!(ours.next_u32(), theirs.next_u32()),
                    4..=5 => assert_eq!(ours.next_u64(), theirs.next_u64()),
                    6..=7 => {
                        let n = (splitmix64(&mut ops) % 300) as usize;
                        let mut a = [0u8; 300];
                        let mut b = [0u8; 300];
                        ours.fill_bytes(&mut a[..n]);
                        theirs.fill_bytes(&mut b[..n]);
                        assert_eq!(a[..n], b[..n]);
                    }
                    _ => {
                        let pos = ours.word_pos();
                        let copy = ours;
                        ours = GameRng::restore(ours.key(), pos);
                        assert_eq!(ours, copy);
                        theirs.set_word_pos(pos);
                    }
                }
                assert_eq!(ours.word_pos(), theirs.get_word_pos());
            }
        }
    }

    #[test]
    fn equality_is_key_and_position_and_a_clone_runs_on_its_own() {
        let mut a = GameRng::from_u64(21);
        for _ in 0..70 {
            a.next_u32();
        }
        // Restored mid-way, its buffer starts at another block; still equal.
        let b = GameRng::restore(a.key(), a.word_pos());
        assert_eq!(a, b);
        let mut c = a;
        assert_eq!(c, a);
        c.next_u32();
        assert_ne!(c, a);
        assert_ne!(GameRng::from_u64(1), GameRng::from_u64(2));
        assert_eq!(alloc::format!("{a:?}"), "GameRng { word_pos: 70, .. }");
    }

    #[test]
    fn restore_at_the_end_of_the_stream_wraps_like_chacha8() {
        let far = u128::MAX;
        let mut ours = GameRng::restore([7; 32], far);
        let mut theirs = ChaCha8Rng::from_seed([7; 32]);
        theirs.set_word_pos(far);
        assert_eq!(ours.word_pos(), theirs.get_word_pos());
        for _ in 0..40 {
            assert_eq!(ours.next_u64(), theirs.next_u64());
        }
        assert_eq!(ours.word_pos(), theirs.get_word_pos());
    }
}
