//! [`BitSet`]: a fixed-size set of small ids (cards), cheap to clone.

use crate::rng::below;
use rand_core::RngCore;

/// A set of ids `0..64*W`, stored inline as `W` words.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BitSet<const W: usize>([u64; W]);

/// A set of card ids `0..256`.
pub type CardSet = BitSet<4>;

impl<const W: usize> Default for BitSet<W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const W: usize> BitSet<W> {
    /// How many ids the set can hold.
    pub const CAPACITY: usize = 64 * W;

    /// The empty set.
    pub const fn new() -> Self {
        BitSet([0; W])
    }

    /// The set whose bit `i % 64` of word `i / 64` holds id `i`.
    #[inline]
    pub const fn from_words(words: [u64; W]) -> Self {
        BitSet(words)
    }

    /// The set's words: bit `i % 64` of word `i / 64` holds id `i`, for
    /// callers that test many ids at once with masks.
    #[inline]
    pub const fn words(&self) -> &[u64; W] {
        &self.0
    }

    /// The set `0..n` (clamped to the capacity).
    pub fn range(n: usize) -> Self {
        let mut s = Self::new();
        for i in 0..n.min(Self::CAPACITY) {
            s.0[i / 64] |= 1 << (i % 64);
        }
        s
    }

    /// Adds `id`; returns whether it was newly added (false for ids out of range).
    #[inline]
    pub fn insert(&mut self, id: usize) -> bool {
        if id >= Self::CAPACITY {
            return false;
        }
        let (w, b) = (id / 64, 1u64 << (id % 64));
        let fresh = self.0[w] & b == 0;
        self.0[w] |= b;
        fresh
    }

    /// Removes `id`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, id: usize) -> bool {
        if id >= Self::CAPACITY {
            return false;
        }
        let (w, b) = (id / 64, 1u64 << (id % 64));
        let present = self.0[w] & b != 0;
        self.0[w] &= !b;
        present
    }

    /// Whether `id` is in the set.
    #[inline]
    pub fn contains(&self, id: usize) -> bool {
        id < Self::CAPACITY && self.0[id / 64] & (1 << (id % 64)) != 0
    }

    /// How many ids are in the set.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The first word, when every id of the set is below 64: many decks fit
    /// in one word, and one test lets a draw count and search it alone.
    #[inline]
    fn low_word_only(&self) -> Option<u64> {
        match self.0.split_first() {
            Some((&word, rest)) if rest.iter().all(|&w| w == 0) => Some(word),
            _ => None,
        }
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Removes every id.
    pub fn clear(&mut self) {
        self.0 = [0; W];
    }

    /// The `k`-th smallest id (0-based), if the set has more than `k` ids.
    #[inline]
    pub fn nth(&self, mut k: usize) -> Option<usize> {
        for (wi, &word) in self.0.iter().enumerate() {
            let c = word.count_ones() as usize;
            if k < c {
                return Some(wi * 64 + select(word, k as u32) as usize);
            }
            k -= c;
        }
        None
    }

    /// The `k`-th smallest id (0-based) given the [`word_totals`] of the set,
    /// as a caller that keeps them up to date knows them (the words are then
    /// not counted); `None` when the set holds `k` ids or fewer.
    #[inline]
    pub(crate) fn nth_totaled(&self, totals: &[u64; W], k: u32) -> Option<usize> {
        // The id lies in the first word whose running total passes `k`: the
        // words before it are those whose running total is at most `k`,
        // counted along with their ids without a branch on where it lies.
        let (mut total, mut word, mut before) = (0u32, 0usize, 0u32);
        for &t in totals {
            let c = (t >> 56) as u32;
            total += c;
            let passed = u32::from(total <= k);
            word += passed as usize;
            before += passed * c;
        }
        let (bits, t) = (*self.0.get(word)?, *totals.get(word)?);
        Some(word * 64 + select_in(bits, t, k - before) as usize)
    }

    /// A uniformly random id of the set.
    #[inline]
    pub fn random<R: RngCore + ?Sized>(&self, rng: &mut R) -> Option<usize> {
        if let Some(word) = self.low_word_only() {
            // One count of the bytes serves the size and the search.
            let totals = byte_totals(word);
            let n = (totals >> 56) as u32;
            if n == 0 {
                return None;
            }
            return Some(select_in(word, totals, below(rng, n)) as usize);
        }
        // Each word is counted once, for the size and again for the search.
        let mut counts = [0u32; W];
        let mut n = 0;
        for (c, w) in counts.iter_mut().zip(self.0.iter()) {
            *c = w.count_ones();
            n += *c;
        }
        if n == 0 {
            return None;
        }
        let mut k = below(rng, n);
        for (wi, (&c, &word)) in counts.iter().zip(self.0.iter()).enumerate() {
            if k < c {
                return Some(wi * 64 + select(word, k) as usize);
            }
            k -= c;
        }
        None
    }

    /// Removes and returns a uniformly random id: a draw from a face-down pile
    /// whose order nobody knows.
    pub fn take_random<R: RngCore + ?Sized>(&mut self, rng: &mut R) -> Option<usize> {
        let id = self.random(rng)?;
        self.remove(id);
        Some(id)
    }

    /// The ids in ascending order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        Ids {
            words: &self.0,
            word: 0,
            bits: self.0.first().copied().unwrap_or(0),
        }
    }

    /// Union.
    pub fn union(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
        out
    }

    /// Intersection.
    pub fn intersection(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
        out
    }

    /// Ids of `self` not in `other`.
    pub fn difference(&self, other: &Self) -> Self {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a &= !b;
        }
        out
    }

    /// Whether the two sets share no id.
    pub fn is_disjoint(&self, other: &Self) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a & b == 0)
    }
}

/// The position of the `k`-th lowest set bit of `word` (`k < word.count_ones()`).
///
/// Counts the bits of each byte at once (as a population count does), finds
/// the byte that holds the `k`-th bit from the bytes' running totals, then
/// steps through that byte's bits only.
#[inline]
fn select(word: u64, k: u32) -> u32 {
    select_in(word, byte_totals(word), k)
}

/// Byte `i` of the result counts the set bits of bytes `0..=i` of `word`
/// (at most 64), so byte 7 is the word's population count.
#[inline]
fn byte_totals(word: u64) -> u64 {
    let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
    let bytes = (nibbles + (nibbles >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    bytes.wrapping_mul(ONES)
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// The [`byte_totals`] of each word of `set`: what
/// [`BitSet::nth_totaled`] reads, kept up to date by
/// [`totals_with`].
pub(crate) fn word_totals<const W: usize>(set: &BitSet<W>) -> [u64; W] {
    set.words().map(byte_totals)
}

/// The change to a word's [`byte_totals`] when the id `id` joins it (to be
/// subtracted when it leaves): one more in the id's byte and every byte
/// above it.
#[inline]
pub(crate) fn totals_with(id: usize) -> u64 {
    ONES << (id % 64 / 8 * 8)
}

/// [`select`] given the word's [`byte_totals`].
#[inline]
fn select_in(word: u64, totals: u64, k: u32) -> u32 {
    // The high bit of byte i is set where totals[i] > k.
    let above = ((totals | (0x80 * ONES)) - (u64::from(k) + 1) * ONES) & (0x80 * ONES);
    let byte = above.trailing_zeros() / 8 % 8;
    let before = ((totals << 8) >> (8 * byte)) as u32 & 0xff;
    let bits = (word >> (8 * byte)) as usize & 0xff;
    // Both indices are masked into range.
    8 * byte + u32::from(SELECT_IN_BYTE[bits][k.wrapping_sub(before) as usize & 7])
}

/// `SELECT_IN_BYTE[b][j]`: the position of the `j`-th lowest set bit of the
/// byte `b` (8 where `b` has no such bit).
static SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut j = 0;
        let mut bit = 0;
        while bit < 8 {
            if b >> bit & 1 == 1 {
                table[b][j] = bit as u8;
                j += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// The ids of a [`BitSet`], word by word, lowest bit first.
struct Ids<'a> {
    words: &'a [u64],
    /// The index of the word `bits` comes from.
    word: usize,
    /// The bits of that word not yet yielded.
    bits: u64,
}

impl Iterator for Ids<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            self.bits = *self.words.get(self.word)?;
        }
        let b = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.word * 64 + b)
    }
}

impl<const W: usize> core::fmt::Debug for BitSet<W> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl<const W: usize> FromIterator<usize> for BitSet<W> {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = Self::new();
        for id in iter {
            s.insert(id);
        }
        s
    }
}

#[cfg(feature = "serde")]
impl<const W: usize> serde::Serialize for BitSet<W> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(feature = "serde")]
impl<'de, const W: usize> serde::Deserialize<'de> for BitSet<W> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let ids: alloc::vec::Vec<usize> = serde::Deserialize::deserialize(d)?;
        let mut s = Self::new();
        for id in ids {
            if !s.insert(id) {
                return Err(serde::de::Error::custom(format_args!(
                    "card id {id} is out of range or repeated"
                )));
            }
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRng;
    use alloc::vec::Vec;

    #[test]
    fn nth_and_random_agree_with_the_ids_in_order() {
        let mut rng = GameRng::from_u64(11);
        for round in 0..400 {
            // Dense, sparse and single-word sets alike.
            let mut s = CardSet::new();
            for id in 0..256 {
                if rng.below(1 + round % 9) == 0 {
                    s.insert(id);
                }
            }
            let ids: Vec<usize> = s.iter().collect();
            // The totals a pile keeps per word, built id by id as a pile
            // does and from the whole words.
            let mut totals = [0u64; 4];
            for &id in &ids {
                totals[id / 64] += totals_with(id);
            }
            assert_eq!(totals, word_totals(&s), "{ids:?}");
            for (k, &id) in ids.iter().enumerate() {
                assert_eq!(s.nth(k), Some(id), "the {k}-th id of {ids:?}");
                assert_eq!(
                    s.nth_totaled(&totals, k as u32),
                    Some(id),
                    "totaled, {ids:?}"
                );
            }
            assert_eq!(s.nth(ids.len()), None);
            for past in [ids.len(), ids.len() + 1, 300] {
                assert_eq!(
                    s.nth_totaled(&totals, past as u32),
                    None,
                    "{past} of {ids:?}"
                );
            }
            // `random` is `nth` of one bounded draw, as the pile's draws rely
            // on; for sets within the first word (their own path) as well.
            let low = CardSet::from_words([s.words()[0], 0, 0, 0]);
            for set in [s, low] {
                let ids: Vec<usize> = set.iter().collect();
                let mut a = GameRng::from_u64(round.into());
                let mut b = a;
                let expected = (!ids.is_empty()).then(|| ids[b.below(ids.len() as u32) as usize]);
                assert_eq!(set.random(&mut a), expected, "a draw from {ids:?}");
                assert_eq!(a, b, "one bounded draw from {ids:?}");
            }
        }
        for word in [
            1u64,
            u64::MAX,
            1 << 63,
            0x8000_0000_0000_0001,
            0x00ff_00ff_00ff_00ff,
        ] {
            let bits: Vec<u32> = (0..64).filter(|b| word >> b & 1 == 1).collect();
            for (k, &b) in bits.iter().enumerate() {
                assert_eq!(select(word, k as u32), b, "bit {k} of {word:#x}");
            }
        }
    }

    #[test]
    fn words_hold_the_ids_bit_by_bit() {
        let s: CardSet = [0, 63, 64, 255].into_iter().collect();
        assert_eq!(s.words(), &[1 | 1 << 63, 1, 0, 1 << 63]);
        assert_eq!(CardSet::from_words(*s.words()), s);
    }

    #[test]
    fn insert_remove_and_count() {
        let mut s = CardSet::new();
        assert!(s.insert(3) && s.insert(200) && !s.insert(3));
        assert!(!s.insert(256));
        assert_eq!(s.len(), 2);
        assert_eq!(s.iter().collect::<Vec<_>>(), [3, 200]);
        assert_eq!(s.nth(1), Some(200));
        assert_eq!(s.nth(2), None);
        assert!(s.remove(3) && !s.remove(3));
        assert_eq!(s.len(), 1);
    }

    #[test]
    fn take_random_empties_the_set_uniformly() {
        let mut rng = GameRng::from_u64(1);
        let mut counts = [0u32; 4];
        for _ in 0..4000 {
            let s = BitSet::<1>::range(4);
            counts[s.random(&mut rng).unwrap_or(9)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (850..1150).contains(&c)),
            "{counts:?}"
        );
        let mut s = CardSet::range(70);
        let mut seen = Vec::new();
        while let Some(id) = s.take_random(&mut rng) {
            seen.push(id);
        }
        seen.sort_unstable();
        assert_eq!(seen, (0..70).collect::<Vec<_>>());
    }

    #[test]
    fn set_algebra() {
        let a: CardSet = [1, 2, 3].into_iter().collect();
        let b: CardSet = [3, 4].into_iter().collect();
        assert_eq!(a.union(&b).len(), 4);
        assert_eq!(a.intersection(&b).iter().collect::<Vec<_>>(), [3]);
        assert_eq!(a.difference(&b).iter().collect::<Vec<_>>(), [1, 2]);
        assert!(!a.is_disjoint(&b));
    }
}
