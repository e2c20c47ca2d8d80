//! "PLAYING THE NEUTRAL COLOR" (2-player variant): "Each round, before the
//! player chooses their main color's specialist, they draw the top card of
//! their neutral specialist deck and look at it, without showing it to their
//! opponent."
//!
//! Seats are the two players; each controls a main colour and a neutral
//! colour (ruling R10: colour 0 is seat 0's main colour, colour 1 seat 1's,
//! colour 2 seat 0's neutral colour and colour 3 seat 1's). The controller
//! takes every decision of its neutral colour's resolution ("Resolving
//! neutral specialists"). Rulings applied: R10, R11 (a neutral deck that ran
//! out), R12 (a neutral may harm its controller).

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::config::Colour;
use crate::data::specialists::{SpecSet, Specialist};
use crate::event::Event;
use crate::state::RawState;

impl RawState {
    /// Draws the top card of a neutral deck as the colour's face-down choice.
    pub(crate) fn draw_neutral<S: EventSink<Event>>(&mut self, c: Colour, events: &mut S) {
        let seat = self.config.controller(c);
        let Some(col) = self.colours.get_mut(c.index()) else {
            return;
        };
        if col.neutral.cards.is_empty() {
            // R11: cannot happen within ten rounds (the Recruiter is among the
            // bottom six cards); rebuilt from the played cards if it did.
            let played = col.played;
            col.played = SpecSet::EMPTY;
            for s in played.iter() {
                col.neutral.cards.push(s.number()).ok();
            }
            self.rng.shuffle(col.neutral.cards.as_mut_slice());
            col.neutral.known_top = 0;
        }
        let Some(card) = col.neutral.cards.pop().and_then(Specialist::from_number) else {
            return;
        };
        col.neutral.known_top = col.neutral.known_top.saturating_sub(1);
        col.chosen = Some(card);
        let only = PlayerSet::only(seat);
        events.emit(
            Audience::Seats(only),
            Event::NeutralDrawn {
                colour: c,
                card: Some(card),
            },
        );
        events.emit(
            Audience::AllExcept(only),
            Event::NeutralDrawn {
                colour: c,
                card: None,
            },
        );
    }

    /// A neutral Recruiter: "returns that Recruiter card to the game box, then
    /// shuffle the other eight neutral specialist cards" into a new deck.
    pub(crate) fn rebuild_neutral<S: EventSink<Event>>(&mut self, c: Colour, events: &mut S) {
        let Some(col) = self.colours.get_mut(c.index()) else {
            return;
        };
        col.neutral.boxed.insert(Specialist::Recruiter);
        col.played = SpecSet::EMPTY;
        col.neutral.cards.clear();
        for s in SpecSet::ALL.difference(col.neutral.boxed).iter() {
            col.neutral.cards.push(s.number()).ok();
        }
        self.rng.shuffle(col.neutral.cards.as_mut_slice());
        col.neutral.known_top = 0;
        events.emit(Audience::All, Event::NeutralRebuilt { colour: c });
    }
}
