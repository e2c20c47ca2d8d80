//! A stable 64-bit hash for states: the same value on every platform and in
//! every run (unlike `std`'s randomly keyed `DefaultHasher`).

use core::hash::{Hash, Hasher};

/// A fixed-key 64-bit hasher (FNV-1a over little-endian bytes, finished with
/// a 64-bit avalanche). `usize`/`isize` are hashed as 64-bit, so 32- and
/// 64-bit targets agree.
#[derive(Clone, Copy, Debug)]
pub struct StableHasher {
    state: u64,
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl Default for StableHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl StableHasher {
    /// A fresh hasher.
    pub const fn new() -> Self {
        StableHasher { state: FNV_OFFSET }
    }
}

impl Hasher for StableHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.state ^= u64::from(b);
            self.state = self.state.wrapping_mul(FNV_PRIME);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write(&[i]);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes());
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes());
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes());
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    #[inline]
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as i64 as u64);
    }
    fn finish(&self) -> u64 {
        // Murmur3's fmix64, so nearby states land far apart.
        let mut h = self.state;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// The stable hash of any `Hash` value.
pub fn stable_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = StableHasher::new();
    value.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn golden_hash_values() {
        assert_eq!(stable_hash(&0u64), GOLDEN[0]);
        assert_eq!(stable_hash(&(1u8, 2u16, 3u32)), GOLDEN[1]);
        assert_eq!(stable_hash(&[1usize, 2, 3][..]), GOLDEN[2]);
    }
    const GOLDEN: [u64; 3] = [
        8922497616986557598,
        4352308464822987525,
        9804235608799669873,
    ];

    #[test]
    fn different_values_hash_differently() {
        assert_ne!(stable_hash(&1u32), stable_hash(&2u32));
        assert_ne!(stable_hash(&(1u8, 0u8)), stable_hash(&(0u8, 1u8)));
    }
}
