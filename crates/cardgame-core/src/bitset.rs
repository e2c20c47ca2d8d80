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
                let mut w = word;
                for _ in 0..k {
                    w &= w - 1;
                }
                return Some(wi * 64 + w.trailing_zeros() as usize);
            }
            k -= c;
        }
        None
    }

    /// A uniformly random id of the set.
    pub fn random<R: RngCore + ?Sized>(&self, rng: &mut R) -> Option<usize> {
        let n = self.len();
        if n == 0 {
            return None;
        }
        self.nth(below(rng, n as u32) as usize)
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
