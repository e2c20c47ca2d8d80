//! Piles of cards: face-down decks and face-up rivers.
//!
//! Card ids are `u8` indices into a game's card table.
//!
//! - [`HiddenPile`]: a face-down pile whose order nobody knows. It is stored
//!   as a set, and a draw takes a uniformly random card, which is exactly as
//!   random as drawing the top of a shuffled pile and costs no shuffle. Cards
//!   put on top or at the bottom in a known order keep that order.
//! - [`OrderedPile`]: a pile whose order matters and is tracked card by card.
//! - [`River`]: face-up slots refilled from a pile (a market).

use crate::bitset::{totals_with, word_totals, CardSet};
use crate::rng::GameRng;
use crate::stack::{CapacityError, StackVec};

/// A face-down pile: a known-order top part, an unordered middle nobody knows
/// the order of, and a known-order bottom part.
///
/// Draws take the top part first (last pushed first), then a uniformly random
/// card of the middle, then the bottom part from its top down.
///
/// The pile keeps the size of its middle and, per word of it, how many of
/// its cards lie in each byte and the bytes below, so neither a draw nor
/// [`HiddenPile::len`] counts them; these totals take no part in equality,
/// hashing, `Debug` or serde, which see the three parts only.
#[derive(Clone, Copy, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "Parts", into = "Parts")
)]
pub struct HiddenPile {
    top: StackVec<u8, 8>,
    middle: CardSet,
    /// Per word of `middle` (ids `64 * i..64 * i + 64` in `totals[i]`): byte
    /// `b` counts its cards in bytes `0..=b`, byte 7 all of them.
    totals: [u64; 4],
    /// How many cards `middle` holds: the sum of the totals' top bytes, kept
    /// as well, as a draw needs it first (summing there cost about 1% of a
    /// Space Race game with AI seats).
    middle_len: u16,
    /// Index 0 is the very bottom.
    bottom: StackVec<u8, 24>,
}

/// The three parts of a [`HiddenPile`]: its serde form, and what its
/// equality, hash and `Debug` see.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename = "HiddenPile"))]
struct Parts {
    top: StackVec<u8, 8>,
    middle: CardSet,
    bottom: StackVec<u8, 24>,
}

impl From<Parts> for HiddenPile {
    fn from(p: Parts) -> Self {
        let mut pile = HiddenPile {
            top: p.top,
            bottom: p.bottom,
            ..HiddenPile::default()
        };
        pile.set_unknown(p.middle);
        pile
    }
}

impl From<HiddenPile> for Parts {
    fn from(p: HiddenPile) -> Self {
        p.parts()
    }
}

impl PartialEq for HiddenPile {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for HiddenPile {}

impl core::hash::Hash for HiddenPile {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl core::fmt::Debug for HiddenPile {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let p = self.parts();
        f.debug_struct("HiddenPile")
            .field("top", &p.top)
            .field("middle", &p.middle)
            .field("bottom", &p.bottom)
            .finish()
    }
}

impl HiddenPile {
    /// An empty pile.
    pub fn new() -> Self {
        Self::default()
    }

    /// A shuffled pile of the given cards.
    pub fn shuffled(cards: impl IntoIterator<Item = u8>) -> Self {
        let mut p = Self::new();
        for c in cards {
            p.add_to_middle(c);
        }
        p
    }

    /// The parts, without the kept totals.
    fn parts(&self) -> Parts {
        Parts {
            top: self.top,
            middle: self.middle,
            bottom: self.bottom,
        }
    }

    /// Adds `card` to the unordered middle.
    #[inline]
    fn add_to_middle(&mut self, card: u8) {
        if self.middle.insert(usize::from(card)) {
            if let Some(t) = self.totals.get_mut(usize::from(card / 64)) {
                *t += totals_with(usize::from(card));
                self.middle_len += 1;
            }
        }
    }

    /// How many cards the unordered middle holds.
    #[inline]
    fn middle_len(&self) -> u32 {
        u32::from(self.middle_len)
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.top.len() + self.middle_len() as usize + self.bottom.len()
    }

    /// Whether the pile is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.top.is_empty() && self.middle_len == 0 && self.bottom.is_empty()
    }

    /// Draws the top card.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<u8> {
        if let Some(c) = self.top.pop() {
            return Some(c);
        }
        let n = self.middle_len();
        if n > 0 {
            let k = rng.below(n);
            // `CardSet::take_random` with the totals known: the same card
            // for the same draw from `rng`.
            if let Some(c) = self.middle.nth_totaled(&self.totals, k) {
                self.middle.remove(c);
                if let Some(t) = self.totals.get_mut(c / 64) {
                    *t -= totals_with(c);
                    self.middle_len -= 1;
                }
                return Some(c as u8);
            }
        }
        self.bottom.pop()
    }

    /// Puts a card on top (it is the next one drawn).
    ///
    /// # Errors
    /// When more than 8 known cards are stacked on top; the pile is unchanged.
    pub fn put_on_top(&mut self, card: u8) -> Result<(), CapacityError> {
        self.top.push(card)
    }

    /// Puts a card at the bottom (drawn after every card already in the pile).
    ///
    /// If the known bottom part is full, the card joins the middle instead.
    pub fn put_on_bottom(&mut self, card: u8) {
        let nothing_below = self.middle.is_empty() && self.bottom.is_empty();
        if nothing_below || self.bottom.insert(0, card).is_err() {
            self.add_to_middle(card);
        }
    }

    /// Shuffles the whole pile: every card joins the unordered middle.
    pub fn shuffle(&mut self) {
        let (top, bottom) = (self.top, self.bottom);
        for &c in top.iter().chain(bottom.iter()) {
            self.add_to_middle(c);
        }
        self.top.clear();
        self.bottom.clear();
    }

    /// Adds a card to the pile and shuffles it in.
    pub fn shuffle_in(&mut self, card: u8) {
        self.add_to_middle(card);
    }

    /// Whether the pile holds `card`.
    pub fn contains(&self, card: u8) -> bool {
        self.top.contains(&card)
            || self.middle.contains(usize::from(card))
            || self.bottom.contains(&card)
    }

    /// Every card of the pile, as a set.
    pub fn cards(&self) -> CardSet {
        let mut s = self.middle;
        for c in self.top.iter().chain(self.bottom.iter()) {
            s.insert(usize::from(*c));
        }
        s
    }

    /// The cards whose position nobody knows.
    pub fn unknown(&self) -> &CardSet {
        &self.middle
    }

    /// The known cards on top, top last.
    pub fn known_top(&self) -> &[u8] {
        self.top.as_slice()
    }

    /// The known cards at the bottom, bottom first.
    pub fn known_bottom(&self) -> &[u8] {
        self.bottom.as_slice()
    }

    /// Replaces the unordered middle (for determinization: the cards a viewer
    /// cannot place are redistributed).
    pub fn set_unknown(&mut self, middle: CardSet) {
        self.middle = middle;
        self.totals = word_totals(&middle);
        // Each word's count is the top byte of its totals.
        self.middle_len = self.totals.iter().map(|t| (t >> 56) as u16).sum();
    }
}

/// A pile whose order is tracked card by card; the top is the last card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OrderedPile<const N: usize> {
    cards: StackVec<u8, N>,
}

impl<const N: usize> OrderedPile<N> {
    /// An empty pile.
    pub fn new() -> Self {
        OrderedPile {
            cards: StackVec::new(),
        }
    }

    /// A pile of `cards`, the last on top.
    ///
    /// # Errors
    /// When there are more than `N` cards.
    pub fn from_slice(cards: &[u8]) -> Result<Self, CapacityError> {
        Ok(OrderedPile {
            cards: StackVec::from_slice(cards)?,
        })
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Draws the top card.
    pub fn draw(&mut self) -> Option<u8> {
        self.cards.pop()
    }

    /// The top card, without drawing it.
    pub fn top(&self) -> Option<u8> {
        self.cards.last().copied()
    }

    /// Puts a card on top.
    ///
    /// # Errors
    /// When the pile is full; it is unchanged.
    pub fn put_on_top(&mut self, card: u8) -> Result<(), CapacityError> {
        self.cards.push(card)
    }

    /// Puts a card at the bottom.
    ///
    /// # Errors
    /// When the pile is full; it is unchanged.
    pub fn put_on_bottom(&mut self, card: u8) -> Result<(), CapacityError> {
        self.cards.insert(0, card)
    }

    /// Shuffles the pile with the game's RNG.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(self.cards.as_mut_slice());
    }

    /// The cards, bottom first.
    pub fn as_slice(&self) -> &[u8] {
        self.cards.as_slice()
    }

    /// The cards, bottom first, mutably (for determinization).
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        self.cards.as_mut_slice()
    }
}

/// A face-up row of at most `N` cards, in slot order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct River<const N: usize> {
    slots: StackVec<u8, N>,
}

impl<const N: usize> River<N> {
    /// An empty river.
    pub fn new() -> Self {
        River {
            slots: StackVec::new(),
        }
    }

    /// The face-up cards.
    pub fn cards(&self) -> &[u8] {
        self.slots.as_slice()
    }

    /// How many cards are face up.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether no card is face up.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Whether `card` is face up.
    pub fn contains(&self, card: u8) -> bool {
        self.slots.contains(&card)
    }

    /// Takes `card` out of the river; returns whether it was there.
    pub fn take(&mut self, card: u8) -> bool {
        self.slots.remove_item(&card)
    }

    /// Adds a card face up.
    ///
    /// # Errors
    /// When the river already has `N` cards.
    pub fn add(&mut self, card: u8) -> Result<(), CapacityError> {
        self.slots.push(card)
    }

    /// Refills from `pile` until `target` cards are face up or the pile is
    /// empty; returns how many were revealed.
    pub fn refill(&mut self, target: usize, pile: &mut HiddenPile, rng: &mut GameRng) -> usize {
        let mut n = 0;
        while self.slots.len() < target.min(N) {
            match pile.draw(rng) {
                Some(c) => {
                    if self.slots.push(c).is_err() {
                        pile.put_on_top(c).ok();
                        break;
                    }
                    n += 1;
                }
                None => break,
            }
        }
        n
    }

    /// Removes every card and returns them.
    pub fn clear(&mut self) -> StackVec<u8, N> {
        let out = self.slots;
        self.slots.clear();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn hidden_pile_draws_known_top_first_then_middle_then_bottom() {
        let mut rng = GameRng::from_u64(1);
        let mut p = HiddenPile::shuffled([1, 2, 3]);
        p.put_on_bottom(9);
        p.put_on_top(7).ok();
        assert_eq!(p.len(), 5);
        assert_eq!(p.draw(&mut rng), Some(7));
        let mut mid: Vec<u8> = (0..3).filter_map(|_| p.draw(&mut rng)).collect();
        mid.sort_unstable();
        assert_eq!(mid, [1, 2, 3]);
        assert_eq!(p.draw(&mut rng), Some(9));
        assert_eq!(p.draw(&mut rng), None);
    }

    /// A random walk of pile operations: the kept totals always agree with
    /// the middle's words counted afresh, the size with a count, and every draw
    /// from the middle takes the card `CardSet::take_random` takes for the
    /// same stream.
    #[test]
    fn the_kept_totals_agree_and_draws_take_what_take_random_takes() {
        let mut ops = GameRng::from_u64(11);
        for round in 0..40u64 {
            let mut rng = GameRng::from_u64(round);
            let mut p =
                HiddenPile::shuffled((0..=255u8).filter(|c| c % (round as u8 % 5 + 1) == 0));
            for _ in 0..300 {
                match ops.below(7) {
                    0 | 1 => {
                        let mut set = *p.unknown();
                        let from_middle = p.known_top().is_empty() && !set.is_empty();
                        let mut twin = rng;
                        let drawn = p.draw(&mut rng);
                        if from_middle {
                            assert_eq!(drawn.map(usize::from), set.take_random(&mut twin));
                            assert_eq!(rng, twin);
                        }
                    }
                    2 => p.put_on_bottom(ops.below(256) as u8),
                    3 => p.shuffle_in(ops.below(256) as u8),
                    4 => {
                        let _ = p.put_on_top(ops.below(256) as u8);
                    }
                    5 => p.shuffle(),
                    _ => p.set_unknown(CardSet::range(ops.below(257) as usize)),
                }
                assert_eq!(p.totals, word_totals(p.unknown()));
                let counted = p.known_top().len() + p.unknown().len() + p.known_bottom().len();
                assert_eq!(p.len(), counted);
                assert_eq!(p.is_empty(), counted == 0);
            }
        }
    }

    /// Equality, the hash and `Debug` see the three parts only, not the kept
    /// totals.
    #[test]
    fn the_kept_size_is_not_part_of_the_value() {
        let mut a = HiddenPile::shuffled([3, 4]);
        a.put_on_bottom(9);
        let mut b = HiddenPile::shuffled([3]);
        b.shuffle_in(4);
        b.put_on_bottom(9);
        assert_eq!(a, b);
        assert_eq!(crate::stable_hash(&a), crate::stable_hash(&b));
        assert_eq!(
            alloc::format!("{a:?}"),
            "HiddenPile { top: [], middle: {3, 4}, bottom: [9] }"
        );
    }

    #[test]
    fn cards_put_under_keep_their_order() {
        let mut rng = GameRng::from_u64(2);
        let mut p = HiddenPile::shuffled([1]);
        p.put_on_bottom(5);
        p.put_on_bottom(6);
        assert_eq!(p.known_bottom(), &[6, 5]);
        assert_eq!(p.draw(&mut rng), Some(1));
        assert_eq!(p.draw(&mut rng), Some(5));
        assert_eq!(p.draw(&mut rng), Some(6));
    }

    #[test]
    fn hidden_pile_conserves_cards_on_shuffle() {
        let mut p = HiddenPile::shuffled([4, 5]);
        p.put_on_top(1).ok();
        p.put_on_bottom(2);
        let before = p.cards();
        p.shuffle();
        assert_eq!(p.cards(), before);
        assert_eq!(p.known_top(), &[] as &[u8]);
        assert!(p.contains(2));
    }

    #[test]
    fn river_refills_to_target_and_stops_when_pile_is_empty() {
        let mut rng = GameRng::from_u64(3);
        let mut pile = HiddenPile::shuffled(0..4);
        let mut r: River<6> = River::new();
        assert_eq!(r.refill(3, &mut pile, &mut rng), 3);
        assert_eq!(r.len(), 3);
        let c = r.cards()[0];
        assert!(r.take(c) && !r.take(c));
        assert_eq!(r.refill(6, &mut pile, &mut rng), 1);
        assert_eq!(r.len(), 3);
        assert!(pile.is_empty());
    }

    #[test]
    fn ordered_pile_top_and_bottom() {
        let mut p: OrderedPile<4> = OrderedPile::from_slice(&[1, 2]).unwrap_or_default();
        p.put_on_bottom(0).ok();
        p.put_on_top(3).ok();
        assert!(p.put_on_top(4).is_err());
        assert_eq!(p.as_slice(), &[0, 1, 2, 3]);
        assert_eq!(p.draw(), Some(3));
        assert_eq!(p.top(), Some(2));
    }
}
