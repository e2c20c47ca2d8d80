//! Taking a Specialist Card into your Hand (rulebook heading): "On your
//! turn, you may take one Specialist card into your hand: by taking a
//! Specialist from the Center, OR by drawing a card from the Specialist
//! deck. There is no cost to take a Specialist into your hand. If you take
//! a card and there are less than 6 Specialists remaining face-up in the
//! Center, reveal the top card of the Specialist deck to fill the vacant
//! place."
//!
//! Rulings applied here: R4 (the Center is refilled after a recruitment from
//! it too), R14 (a card taken from the Center is known to all to be in that
//! hand; a card drawn from the deck is known to its holder only).

use cardgame_core::{Audience, CardSet, EventSink, GameRng, PlayerId};

use crate::data::Card;
use crate::event::Event;
use crate::rules::recruiting::card_mask;
use crate::state::{RawState, CENTER_SIZE};

impl RawState {
    /// Takes a face-up Specialist from the Center into `p`'s hand, known to
    /// all to be there.
    pub(crate) fn take_from_center<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: Card,
        events: &mut S,
    ) {
        self.center.remove(card.index());
        if let Some(h) = self.hands.get_mut(p) {
            h.insert(card.index());
        }
        if let Some(k) = self.known.get_mut(p) {
            k.insert(card.index());
        }
        if events.wants_events() {
            events.emit(Audience::All, Event::Took { player: p, card });
        }
    }

    /// Draws a card from the deck into `p`'s hand (seen by `p` only).
    pub(crate) fn draw_card<S: EventSink<Event>>(&mut self, p: PlayerId, events: &mut S) {
        let Some(i) = take_random(&mut self.deck, &mut self.rng) else {
            return;
        };
        if let Some(h) = self.hands.get_mut(p) {
            h.insert(i);
        }
        self.turn.progress = true;
        if events.wants_events() {
            let card = Card::new(i as u8);
            let me = cardgame_core::PlayerSet::only(p);
            events.emit(Audience::Seats(me), Event::Drew { player: p, card });
            events.emit(
                Audience::AllExcept(me),
                Event::Drew {
                    player: p,
                    card: None,
                },
            );
        }
    }

    /// Refills the Center from the deck up to 6 face-up Specialists (never
    /// reduced when it holds more: returned Specialists may exceed 6).
    pub(crate) fn refill_center<S: EventSink<Event>>(&mut self, events: &mut S) {
        // Counted once, then kept up to date (card ids are below 64: the
        // first word holds them all).
        let mut in_center = card_mask(&self.center).count_ones() as usize;
        while in_center < CENTER_SIZE {
            let Some(i) = take_random(&mut self.deck, &mut self.rng) else {
                break;
            };
            if self.center.insert(i) {
                in_center += 1;
            }
            self.turn.progress = true;
            if events.wants_events() {
                if let Some(card) = Card::new(i as u8) {
                    events.emit(Audience::All, Event::Revealed { card });
                }
            }
        }
    }
}

/// A card from the face-down `deck` at random, taken out of it: exactly
/// [`CardSet::take_random`] (the same card, the same draws from `rng`),
/// worked out on the deck's first word when the others are empty, as card
/// ids are below 64 — one count and one search instead of four.
#[inline]
pub(crate) fn take_random(deck: &mut CardSet, rng: &mut GameRng) -> Option<usize> {
    let [word, a, b, c] = *deck.words();
    if a | b | c != 0 {
        return deck.take_random(rng);
    }
    // The set bits of each byte, then their running totals: byte `i` of
    // `totals` counts the cards of bytes `0..=i`, byte 7 the whole deck.
    const ONES: u64 = 0x0101_0101_0101_0101;
    let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
    let bytes = (nibbles + (nibbles >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    let totals = bytes.wrapping_mul(ONES);
    let n = (totals >> 56) as u32;
    if n == 0 {
        return None;
    }
    let k = rng.below(n);
    // The `k`-th card (0-based): the byte whose running total first
    // exceeds `k`, then that byte's bits.
    let above = ((totals | (0x80 * ONES)) - (u64::from(k) + 1) * ONES) & (0x80 * ONES);
    let byte = above.trailing_zeros() / 8 % 8;
    let before = ((totals << 8) >> (8 * byte)) as u32 & 0xff;
    let mut bits = (word >> (8 * byte)) & 0xff;
    for _ in before..k {
        bits &= bits.wrapping_sub(1);
    }
    let id = (8 * byte + bits.trailing_zeros()) as usize;
    deck.remove(id);
    Some(id)
}
