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

use cardgame_core::{Audience, EventSink, PlayerId};

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
        let Some(i) = self.deck.take_random(&mut self.rng) else {
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
            let Some(i) = self.deck.take_random(&mut self.rng) else {
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
