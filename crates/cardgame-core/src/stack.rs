//! [`StackVec`]: a fixed-capacity vector stored inline, for piles and hands
//! that must clone without touching the heap.

use core::fmt;

/// The operation would exceed a [`StackVec`]'s fixed capacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("capacity of {capacity} exceeded")]
pub struct CapacityError {
    /// The fixed capacity.
    pub capacity: usize,
}

/// A vector of at most `N` `Copy` items, stored inline.
#[derive(Clone, Copy)]
pub struct StackVec<T, const N: usize> {
    len: u16,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for StackVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> StackVec<T, N> {
    /// An empty vector.
    pub fn new() -> Self {
        Self::empty(T::default())
    }

    /// A vector holding a copy of `items`.
    ///
    /// # Errors
    /// [`CapacityError`] if `items` is longer than `N`.
    pub fn from_slice(items: &[T]) -> Result<Self, CapacityError> {
        let mut v = Self::new();
        for &x in items {
            v.push(x)?;
        }
        Ok(v)
    }
}

impl<T: Copy, const N: usize> StackVec<T, N> {
    /// An empty vector whose unused slots hold `filler`: for items with no
    /// `Default`, and in constants.
    ///
    /// ```
    /// use cardgame_core::StackVec;
    ///
    /// #[derive(Clone, Copy, Debug, PartialEq)]
    /// enum Move { Pass, Play(u8) }
    ///
    /// const NONE: StackVec<Move, 4> = StackVec::empty(Move::Pass);
    /// let mut moves = NONE;
    /// moves.push(Move::Play(3)).unwrap();
    /// assert_eq!(moves.as_slice(), [Move::Play(3)]);
    /// ```
    pub const fn empty(filler: T) -> Self {
        StackVec {
            len: 0,
            items: [filler; N],
        }
    }

    /// A vector of `len` copies of `item` (the order of
    /// [`BySeat::new`](crate::BySeat::new)): an observation can then write
    /// its views in place.
    ///
    /// # Errors
    /// [`CapacityError`] if `len` is more than `N`.
    #[inline]
    pub fn filled(len: usize, item: T) -> Result<Self, CapacityError> {
        if len > N {
            return Err(CapacityError { capacity: N });
        }
        Ok(StackVec {
            len: len as u16,
            items: [item; N],
        })
    }

    /// Appends `item` at the end (the top, for a pile).
    ///
    /// # Errors
    /// [`CapacityError`] if the vector is full; it is left unchanged.
    #[inline]
    pub fn push(&mut self, item: T) -> Result<(), CapacityError> {
        let i = self.len as usize;
        match self.items.get_mut(i) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
                Ok(())
            }
            None => Err(CapacityError { capacity: N }),
        }
    }

    /// Inserts `item` at `index` (clamped to the length), shifting later items.
    ///
    /// # Errors
    /// [`CapacityError`] if the vector is full; it is left unchanged.
    pub fn insert(&mut self, index: usize, item: T) -> Result<(), CapacityError> {
        let len = self.len as usize;
        if len >= N {
            return Err(CapacityError { capacity: N });
        }
        let index = index.min(len);
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
        Ok(())
    }

    /// Removes and returns the last item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    /// Removes and returns the item at `index`, shifting later items.
    pub fn remove(&mut self, index: usize) -> Option<T> {
        let len = self.len as usize;
        if index >= len {
            return None;
        }
        let item = self.items[index];
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        Some(item)
    }

    /// Removes the first item equal to `item`; returns whether one was found.
    pub fn remove_item(&mut self, item: &T) -> bool
    where
        T: PartialEq,
    {
        match self.as_slice().iter().position(|x| x == item) {
            Some(i) => self.remove(i).is_some(),
            None => false,
        }
    }

    /// Keeps only the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let len = self.len as usize;
        let mut w = 0;
        for r in 0..len {
            let x = self.items[r];
            if keep(&x) {
                self.items[w] = x;
                w += 1;
            }
        }
        self.len = w as u16;
    }

    /// Sorts the items.
    pub fn sort(&mut self)
    where
        T: Ord,
    {
        self.as_mut_slice().sort_unstable();
    }
}

impl<T, const N: usize> StackVec<T, N> {
    /// The fixed capacity.
    pub const CAPACITY: usize = N;

    /// How many items.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no items.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the vector is full.
    #[inline]
    pub const fn is_full(&self) -> bool {
        self.len as usize >= N
    }

    /// Removes every item.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The items.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// The items, mutably.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let n = self.len as usize;
        &mut self.items[..n]
    }

    /// The last item (the top, for a pile).
    #[inline]
    pub fn last(&self) -> Option<&T> {
        self.as_slice().last()
    }

    /// The item at `index`.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&T> {
        self.as_slice().get(index)
    }

    /// Iterates over the items.
    #[inline]
    pub fn iter(&self) -> core::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// Whether an item equals `item`.
    #[inline]
    pub fn contains(&self, item: &T) -> bool
    where
        T: PartialEq,
    {
        self.as_slice().contains(item)
    }
}

impl<T: PartialEq, const N: usize> PartialEq for StackVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl<T: Eq, const N: usize> Eq for StackVec<T, N> {}

impl<T: core::hash::Hash, const N: usize> core::hash::Hash for StackVec<T, N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: PartialOrd, const N: usize> PartialOrd for StackVec<T, N> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        self.as_slice().partial_cmp(other.as_slice())
    }
}
impl<T: Ord, const N: usize> Ord for StackVec<T, N> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.as_slice().cmp(other.as_slice())
    }
}

impl<T: fmt::Debug, const N: usize> fmt::Debug for StackVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a StackVec<T, N> {
    type Item = &'a T;
    type IntoIter = core::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(feature = "serde")]
impl<T: serde::Serialize, const N: usize> serde::Serialize for StackVec<T, N> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de, T: serde::Deserialize<'de> + Copy + Default, const N: usize> serde::Deserialize<'de>
    for StackVec<T, N>
{
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: alloc::vec::Vec<T> = serde::Deserialize::deserialize(d)?;
        StackVec::from_slice(&v).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_and_capacity() {
        let mut v: StackVec<u8, 3> = StackVec::new();
        assert!(v.push(1).is_ok() && v.push(2).is_ok() && v.push(3).is_ok());
        assert_eq!(v.push(4), Err(CapacityError { capacity: 3 }));
        assert_eq!(v.as_slice(), &[1, 2, 3]);
        assert_eq!(v.pop(), Some(3));
        assert_eq!(v.remove(0), Some(1));
        assert_eq!(v.as_slice(), &[2]);
        assert!(v.insert(0, 9).is_ok());
        assert_eq!(v.as_slice(), &[9, 2]);
    }

    #[test]
    fn filled_holds_len_copies_and_refuses_more_than_capacity() {
        let v: Result<StackVec<u8, 4>, _> = StackVec::filled(3, 7);
        assert_eq!(v.as_ref().map(|v| v.as_slice()), Ok(&[7u8, 7, 7][..]));
        let empty: Result<StackVec<u8, 4>, _> = StackVec::filled(0, 7);
        assert_eq!(empty.map(|v| v.len()), Ok(0));
        let over: Result<StackVec<u8, 4>, _> = StackVec::filled(5, 7);
        assert_eq!(over.err(), Some(CapacityError { capacity: 4 }));
        // Equal to the same items pushed one by one.
        let mut pushed: StackVec<u8, 4> = StackVec::new();
        for _ in 0..3 {
            pushed.push(7).ok();
        }
        assert_eq!(StackVec::filled(3, 7).ok(), Some(pushed));
    }

    #[test]
    fn equality_ignores_unused_slots() {
        let mut a: StackVec<u8, 4> = StackVec::new();
        let mut b: StackVec<u8, 4> = StackVec::new();
        a.push(5).ok();
        a.push(6).ok();
        a.pop();
        b.push(5).ok();
        assert_eq!(a, b);
    }

    #[test]
    fn retain_and_remove_item() {
        let mut v: StackVec<u8, 8> = StackVec::from_slice(&[1, 2, 3, 4, 5]).unwrap_or_default();
        v.retain(|x| x % 2 == 1);
        assert_eq!(v.as_slice(), &[1, 3, 5]);
        assert!(v.remove_item(&3) && !v.remove_item(&3));
        assert_eq!(v.as_slice(), &[1, 5]);
    }
}
