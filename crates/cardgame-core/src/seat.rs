//! Seats: [`PlayerId`], [`PlayerSet`], [`BySeat`] and [`Viewer`].

use core::fmt;

/// The most seats any game of the workspace uses (Mission: Red Planet, 6 players).
pub const MAX_SEATS: usize = 6;

/// A seat at the table, 0-based, in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The seat index as a `usize`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise (to the left) at a table of `n` seats.
    #[inline]
    pub const fn next(self, n: usize) -> PlayerId {
        if n == 0 {
            return self;
        }
        PlayerId(((self.0 as usize + 1) % n) as u8)
    }

    /// The previous seat (to the right) at a table of `n` seats.
    #[inline]
    pub const fn prev(self, n: usize) -> PlayerId {
        if n == 0 {
            return self;
        }
        PlayerId(((self.0 as usize + n - 1) % n) as u8)
    }

    /// All seats `0..n` in order.
    #[inline]
    pub fn all(n: usize) -> impl Iterator<Item = PlayerId> + Clone {
        (0..n.min(MAX_SEATS) as u8).map(PlayerId)
    }

    /// The `n` seats clockwise starting from `self` (including `self`).
    pub fn clockwise(self, n: usize) -> impl Iterator<Item = PlayerId> + Clone {
        let start = self.0 as usize;
        (0..n.min(MAX_SEATS)).map(move |i| PlayerId(((start + i) % n) as u8))
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0)
    }
}

impl fmt::Display for PlayerSet {
    /// The seats in order, `P0, P2`, or `nobody`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("nobody");
        }
        for (i, p) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Viewer {
    /// `P1`, or `the spectator`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Viewer::Seat(p) => write!(f, "{p}"),
            Viewer::Spectator => f.write_str("the spectator"),
        }
    }
}

/// Who is looking at the game: a seat, or a spectator who sees public information only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Viewer {
    /// The seat's own view: public information, its own hidden cards and what it was shown.
    Seat(PlayerId),
    /// Public information only.
    Spectator,
}

impl Viewer {
    /// The seat, if the viewer is one.
    pub const fn seat(self) -> Option<PlayerId> {
        match self {
            Viewer::Seat(p) => Some(p),
            Viewer::Spectator => None,
        }
    }
}

/// A set of seats (bit `i` = seat `i`), up to 8 seats.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PlayerSet(pub u8);

impl PlayerSet {
    /// No seat.
    pub const EMPTY: PlayerSet = PlayerSet(0);

    /// Seats `0..n`.
    pub const fn all(n: usize) -> PlayerSet {
        if n >= 8 {
            PlayerSet(u8::MAX)
        } else {
            PlayerSet(((1u16 << n) - 1) as u8)
        }
    }

    /// The set holding only `p`.
    pub const fn only(p: PlayerId) -> PlayerSet {
        if p.0 >= 8 {
            PlayerSet(0)
        } else {
            PlayerSet(1 << p.0)
        }
    }

    /// Whether `p` is in the set.
    #[inline]
    pub const fn contains(self, p: PlayerId) -> bool {
        p.0 < 8 && self.0 & (1 << p.0) != 0
    }

    /// Adds `p` (seats 8 and above are ignored).
    #[inline]
    pub fn insert(&mut self, p: PlayerId) {
        if p.0 < 8 {
            self.0 |= 1 << p.0;
        }
    }

    /// Removes `p`.
    #[inline]
    pub fn remove(&mut self, p: PlayerId) {
        if p.0 < 8 {
            self.0 &= !(1 << p.0);
        }
    }

    /// The set with `p` added.
    #[inline]
    pub const fn with(self, p: PlayerId) -> PlayerSet {
        PlayerSet(self.0 | Self::only(p).0)
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many seats are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Seats in the set, in ascending order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = PlayerId> + Clone {
        Seats(self.0)
    }

    /// The lowest seat in the set.
    pub const fn first(self) -> Option<PlayerId> {
        if self.0 == 0 {
            None
        } else {
            Some(PlayerId(self.0.trailing_zeros() as u8))
        }
    }

    /// Set union.
    pub const fn union(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 | other.0)
    }

    /// Set intersection.
    pub const fn intersection(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 & other.0)
    }

    /// Seats of `self` not in `other`.
    pub const fn difference(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 & !other.0)
    }
}

/// The seats of a [`PlayerSet`], lowest first: each step takes the lowest
/// set bit, so an iteration costs one step per seat in the set.
#[derive(Clone)]
struct Seats(u8);

impl Iterator for Seats {
    type Item = PlayerId;

    #[inline]
    fn next(&mut self) -> Option<PlayerId> {
        if self.0 == 0 {
            return None;
        }
        let seat = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(PlayerId(seat))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = PlayerSet(self.0).len();
        (n, Some(n))
    }
}

impl fmt::Debug for PlayerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<PlayerId> for PlayerSet {
    fn from_iter<I: IntoIterator<Item = PlayerId>>(iter: I) -> Self {
        let mut s = PlayerSet::EMPTY;
        for p in iter {
            s.insert(p);
        }
        s
    }
}

/// One value per seat, stored inline (no heap): index it with a [`PlayerId`].
///
/// Seats beyond [`BySeat::len`] hold `T::default()` and are never exposed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BySeat<T> {
    len: u8,
    items: [T; MAX_SEATS],
}

impl<T: Copy + Default> BySeat<T> {
    /// `n` seats (clamped to [`MAX_SEATS`]) each holding `value`.
    pub fn new(n: usize, value: T) -> Self {
        let n = n.min(MAX_SEATS);
        let items = core::array::from_fn(|i| if i < n { value } else { T::default() });
        BySeat {
            len: n as u8,
            items,
        }
    }

    /// `n` seats, seat `p` holding `f(p)`.
    pub fn from_fn(n: usize, mut f: impl FnMut(PlayerId) -> T) -> Self {
        let n = n.min(MAX_SEATS);
        let mut items = [T::default(); MAX_SEATS];
        for (i, item) in items.iter_mut().enumerate().take(n) {
            *item = f(PlayerId(i as u8));
        }
        BySeat {
            len: n as u8,
            items,
        }
    }

    /// The values of a slice (at most [`MAX_SEATS`] are kept).
    pub fn from_slice(values: &[T]) -> Self {
        Self::from_fn(values.len(), |p| values[p.index()])
    }

    /// A new container with `f` applied to each seat's value.
    pub fn map<U: Copy + Default>(&self, mut f: impl FnMut(PlayerId, T) -> U) -> BySeat<U> {
        BySeat::from_fn(self.len(), |p| f(p, self.items[p.index()]))
    }
}

impl<T> BySeat<T> {
    /// How many seats.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no seats.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The value of seat `p`, if `p` is a seat.
    #[inline]
    pub fn get(&self, p: PlayerId) -> Option<&T> {
        self.as_slice().get(p.index())
    }

    /// The value of seat `p`, mutably, if `p` is a seat.
    #[inline]
    pub fn get_mut(&mut self, p: PlayerId) -> Option<&mut T> {
        let n = self.len();
        self.items[..n].get_mut(p.index())
    }

    /// The values in seat order.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// The values in seat order, mutably.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let n = self.len as usize;
        &mut self.items[..n]
    }

    /// `(seat, value)` pairs in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (PlayerId, &T)> {
        self.as_slice()
            .iter()
            .enumerate()
            .map(|(i, v)| (PlayerId(i as u8), v))
    }

    /// `(seat, value)` pairs in seat order, mutably.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (PlayerId, &mut T)> {
        self.as_mut_slice()
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (PlayerId(i as u8), v))
    }

    /// The seats.
    pub fn seats(&self) -> impl Iterator<Item = PlayerId> + Clone {
        PlayerId::all(self.len())
    }
}

impl<T> core::ops::Index<PlayerId> for BySeat<T> {
    type Output = T;
    /// # Panics
    /// If `p` is not a seat; rules code checks seats before indexing or uses [`BySeat::get`].
    #[inline]
    fn index(&self, p: PlayerId) -> &T {
        &self.as_slice()[p.index()]
    }
}

impl<T> core::ops::IndexMut<PlayerId> for BySeat<T> {
    #[inline]
    fn index_mut(&mut self, p: PlayerId) -> &mut T {
        &mut self.as_mut_slice()[p.index()]
    }
}

impl<T: fmt::Debug> fmt::Debug for BySeat<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default> Default for BySeat<T> {
    fn default() -> Self {
        BySeat::new(0, T::default())
    }
}

#[cfg(feature = "serde")]
impl<T: serde::Serialize> serde::Serialize for BySeat<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de, T: serde::Deserialize<'de> + Copy + Default> serde::Deserialize<'de> for BySeat<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: alloc::vec::Vec<T> = serde::Deserialize::deserialize(d)?;
        if v.len() > MAX_SEATS {
            return Err(serde::de::Error::invalid_length(
                v.len(),
                &"at most MAX_SEATS seat values",
            ));
        }
        Ok(BySeat::from_slice(&v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn every_set_iterates_its_seats_lowest_first() {
        for bits in 0..=u8::MAX {
            let set = PlayerSet(bits);
            let seats: alloc::vec::Vec<u8> = set.iter().map(|p| p.0).collect();
            let expected: alloc::vec::Vec<u8> = (0..8).filter(|i| bits & (1 << i) != 0).collect();
            assert_eq!(seats, expected, "{bits:#010b}");
            assert_eq!(set.iter().size_hint(), (set.len(), Some(set.len())));
            assert_eq!(set.iter().nth(1).map(|p| p.0), expected.get(1).copied());
            assert_eq!(set.iter().next(), set.first());
            assert_eq!(set.iter().collect::<PlayerSet>(), set);
        }
    }

    #[test]
    fn seats_and_viewers_print_for_people() {
        let mut s = PlayerSet::EMPTY;
        assert_eq!(s.to_string(), "nobody");
        s.insert(PlayerId(2));
        s.insert(PlayerId(0));
        assert_eq!(s.to_string(), "P0, P2");
        assert_eq!(Viewer::Seat(PlayerId(1)).to_string(), "P1");
        assert_eq!(Viewer::Spectator.to_string(), "the spectator");
    }

    #[test]
    fn clockwise_wraps_around_the_table() {
        let order: alloc::vec::Vec<_> = PlayerId(2).clockwise(4).collect();
        assert_eq!(order, [PlayerId(2), PlayerId(3), PlayerId(0), PlayerId(1)]);
        assert_eq!(PlayerId(3).next(4), PlayerId(0));
        assert_eq!(PlayerId(0).prev(4), PlayerId(3));
    }

    #[test]
    fn player_set_operations() {
        let mut s = PlayerSet::EMPTY;
        assert!(s.is_empty());
        s.insert(PlayerId(1));
        s.insert(PlayerId(3));
        assert_eq!(s.len(), 2);
        assert!(s.contains(PlayerId(3)) && !s.contains(PlayerId(2)));
        assert_eq!(s.first(), Some(PlayerId(1)));
        s.remove(PlayerId(1));
        assert_eq!(s.iter().collect::<alloc::vec::Vec<_>>(), [PlayerId(3)]);
        assert_eq!(PlayerSet::all(3).len(), 3);
        assert_eq!(PlayerSet::all(8).len(), 8);
        s.insert(PlayerId(9));
        assert_eq!(s.len(), 1);
    }

    #[test]
    fn by_seat_hides_unused_slots() {
        let mut b = BySeat::new(3, 7i32);
        b[PlayerId(1)] = 9;
        assert_eq!(b.as_slice(), &[7, 9, 7]);
        assert_eq!(b.get(PlayerId(4)), None);
        let doubled = b.map(|_, v| v * 2);
        assert_eq!(doubled.as_slice(), &[14, 18, 14]);
    }
}
