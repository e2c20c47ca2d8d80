//! Getting cards into your Agency: "you play cards into the Unexplored
//! Universe which then get revealed and placed into the Universe where they
//! can be acquired by any player using abilities on cards they have."
//!
//! Empty Deck: "If the Deck should run out of cards, and it is the first time
//! this has happened during this game, shuffle the cards in the Investments
//! area together and place them face down as a new Deck. If you still have
//! remaining cards to draw, continue to do so from the new Deck. If the Deck
//! runs out a second time, it stays empty; cards can no longer be drawn from
//! it."
//!
//! Placing cards into the Universe: "The card is placed face up into the
//! section of the Universe that matches the type of card ... in the leftmost
//! slot that has the fewest cards in it, on top of any cards already there.
//! If there is more than one card in a slot, only the cards on top can be
//! targeted by abilities."
//!
//! Rulings applied: R2 (four slots per section), R22 (revealing the
//! Unexplored Universe in a random order), R27 (the new Deck is formed the
//! moment the Deck runs out).

use cardgame_core::{Audience, CardSet, PlayerId, PlayerSet};

use crate::data::cards::card_def;
use crate::data::Section;
use crate::event::{CardZone, Event};
use crate::rules::Sink;
use crate::state::{RawState, SLOTS_PER_SECTION};

impl RawState {
    /// Whether a card can still be drawn (the Deck, or the one reshuffle of
    /// the Investments).
    pub(crate) fn can_draw(&self) -> bool {
        !self.deck_is_empty() || (!self.deck_reshuffled && !self.investments.is_empty())
    }

    /// Whether the Deck is empty: its unordered part first, without the
    /// population count of [`cardgame_core::HiddenPile::is_empty`] (this is
    /// asked after every draw).
    #[inline]
    fn deck_is_empty(&self) -> bool {
        self.deck.unknown().is_empty() && self.deck.cards().is_empty()
    }

    /// Draws the top card of the Deck (nothing once it stays empty). The
    /// caller narrates the card, then calls [`RawState::deck_ran_out`].
    pub(crate) fn draw(&mut self, ev: &mut impl Sink) -> Option<u8> {
        // Drawing from an empty pile uses no chance and gives nothing.
        if let Some(c) = self.deck.draw(&mut self.rng) {
            return Some(c);
        }
        // A position built with an empty Deck that was never rebuilt.
        self.deck_ran_out(ev);
        self.deck.draw(&mut self.rng)
    }

    /// Empty Deck: the moment the Deck has run out for the first time, the
    /// Investments are shuffled into a new Deck (ruling R27: at once, so
    /// cards paid to the Investments later stay there, and everybody sees
    /// the new Deck); once that Deck runs out too, it stays empty. Called
    /// after every draw, once the drawn card is narrated.
    pub(crate) fn deck_ran_out(&mut self, ev: &mut impl Sink) {
        if self.deck_reshuffled || !self.deck_is_empty() {
            return;
        }
        self.deck_reshuffled = true;
        let cards = self.investments;
        self.investments = CardSet::new();
        for c in cards.iter() {
            self.deck.shuffle_in(c as u8);
        }
        self.say(
            ev,
            Event::DeckReshuffled {
                cards: cards.len() as u8,
            },
        );
        if self.deck_is_empty() {
            self.say(ev, Event::DeckEmpty);
        }
    }

    /// Draws a card into seat `p`'s hand (the card is told to `p` only).
    pub(crate) fn draw_to_hand(&mut self, p: PlayerId, ev: &mut impl Sink) -> Option<u8> {
        let c = self.draw(ev)?;
        if let Some(s) = self.seat_mut(p) {
            s.hand.insert(usize::from(c));
        }
        if ev.wants_events() {
            let me = PlayerSet::only(p);
            let e = |card| Event::CardMoved {
                seat: Some(p),
                card,
                from: CardZone::Deck,
                to: CardZone::Hand,
            };
            ev.emit(Audience::Seats(me), e(Some(c)));
            ev.emit(Audience::AllExcept(me), e(None));
        }
        self.deck_ran_out(ev);
        Some(c)
    }

    /// Places a revealed card into the Universe: its section's row, the
    /// leftmost slot with the fewest cards, on top. Returns the slot.
    pub(crate) fn place_in_universe(
        &mut self,
        c: u8,
        from: CardZone,
        ev: &mut impl Sink,
    ) -> Option<u8> {
        let section = card_def(c)?.section.index();
        let first = section * SLOTS_PER_SECTION;
        let row = self.universe.get(first..first + SLOTS_PER_SECTION)?;
        // The leftmost of the fewest: a later slot must hold strictly fewer.
        let mut best = (0usize, usize::MAX);
        for (k, s) in row.iter().enumerate() {
            if s.len() < best.1 {
                best = (k, s.len());
            }
        }
        let slot = first + best.0;
        if self.universe.get_mut(slot)?.push(c).is_err() {
            // A slot is never full with card lists of at most 64 cards per
            // section (`tests/rulebook.rs::universe_slots_never_overflow`).
            self.investments.insert(usize::from(c));
            return None;
        }
        self.say(
            ev,
            Event::CardMoved {
                seat: None,
                card: Some(c),
                from,
                to: CardZone::Universe(slot as u8),
            },
        );
        Some(slot as u8)
    }

    /// Takes the top card of a Universe slot.
    pub(crate) fn take_from_slot(&mut self, slot: usize) -> Option<u8> {
        self.universe.get_mut(slot)?.pop()
    }

    /// The slots of a section holding a card, left to right.
    pub(crate) fn filled_slots(&self, s: Section) -> impl Iterator<Item = usize> + '_ {
        let first = s.index() * SLOTS_PER_SECTION;
        (first..first + SLOTS_PER_SECTION)
            .filter(move |&i| self.universe.get(i).is_some_and(|x| !x.is_empty()))
    }
}
