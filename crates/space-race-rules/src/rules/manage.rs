//! Phase 1: Manage the Agency. "This phase consists of 7 steps carried out
//! in the following order:" 1. (not in the first round) in turn order each
//! player draws 1 card, then 1 card goes face down into the Unexplored
//! Universe; 2. "In turn order, each player may place any number of cards
//! (including none) from their hand face down into the Unexplored Universe.
//! If you have more than 7 cards in hand, you must place cards until you have
//! 7 or fewer cards in hand."; 3. the Unexplored Universe is topped up to the
//! number of players plus one; 4. some of its cards are revealed (1, 2, 2, 3
//! by player count); 5. "Each player chooses one of their remaining Control
//! cards and places it face down"; 6. the rest is revealed; 7. the Control
//! cards are revealed. "Every Control card can be used only once during the
//! game (Propaganda 1 creates an exception to this)."
//!
//! Rulings applied: R5 (the AI Control deck), R22 (revealing in a random
//! order), R23 (thematic Standby astronauts settle after step 2).

use cardgame_core::{Audience, PlayerId, PlayerSet};

use crate::event::{CardZone, Event};
use crate::rules::{small_len, Sink};
use crate::state::{RawState, Stage};

/// Cards revealed in phase 1 step 4, by seat count (the rulebook's table:
/// 1 card with 2 players, 2 with 3 or 4, 3 with 5).
pub fn revealed_in_step_4(seats: usize) -> usize {
    match seats {
        0..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

impl RawState {
    /// Phase 1 steps 1 and 2 begin.
    #[inline(never)]
    pub(crate) fn start_round(&mut self, ev: &mut impl Sink) {
        for u in self.used.iter_mut() {
            u.clear();
        }
        for (_, s) in self.seats.iter_mut() {
            s.control_used = 0;
        }
        self.say(ev, Event::RoundStarted { round: self.round });
        let order = self.turn_order();
        if self.round > 1 {
            // Step 1: draws in turn order (AI players: a card into the Lab),
            // then one card into the Unexplored Universe.
            for &p in order.iter() {
                if self.is_ai(p) {
                    self.ai_deck_to_lab(p, ev);
                } else {
                    self.draw_to_hand(p, ev);
                }
            }
            self.deck_to_unexplored(ev);
        }
        self.stage = Stage::Unexplored;
        self.order = order;
        self.order_idx = 0;
        self.turn_activations = 0;
    }

    /// One card of the Deck into the Unexplored Universe; returns whether
    /// one went there.
    fn deck_to_unexplored(&mut self, ev: &mut impl Sink) -> bool {
        if let Some(c) = self.draw(ev) {
            let fresh = self.unexplored.insert(usize::from(c));
            self.say(
                ev,
                Event::CardMoved {
                    seat: None,
                    card: None,
                    from: CardZone::Deck,
                    to: CardZone::Unexplored,
                },
            );
            self.deck_ran_out(ev);
            return fresh;
        }
        false
    }

    /// Phase 1 steps 3 and 4, then step 5 for AI players.
    #[inline(never)]
    pub(crate) fn after_unexplored(&mut self, ev: &mut impl Sink) {
        let n = self.n();
        // The Unexplored Universe holds a few cards: counted once, then kept
        // up to date.
        let mut count = small_len(&self.unexplored);
        let mut guard = 0;
        while count < n + 1 && guard < 8 {
            guard += 1;
            if !self.can_draw() {
                break;
            }
            if self.deck_to_unexplored(ev) {
                count += 1;
            }
        }
        self.reveal_unexplored(revealed_in_step_4(n), count, ev);
        self.stage = Stage::ChooseControl;
        self.order.clear();
        self.order_idx = 0;
        for p in PlayerId::all(n) {
            if self.is_ai(p) {
                self.ai_choose_control(p, ev);
            }
        }
    }

    /// Reveals `k` cards of the shuffled Unexplored Universe, which holds
    /// `count` cards, into the Universe (all of them if it holds fewer).
    fn reveal_unexplored(&mut self, k: usize, count: usize, ev: &mut impl Sink) {
        // `CardSet::take_random`, with the count kept instead of recounted.
        let mut left = count;
        for _ in 0..k {
            if left == 0 {
                return;
            }
            let pick = self.rng.below(left as u32) as usize;
            // The `pick`-th card in id order (`CardSet::nth`), walked to: the
            // Unexplored Universe holds a few cards.
            let Some(c) = self.unexplored.iter().nth(pick) else {
                return;
            };
            self.unexplored.remove(c);
            left -= 1;
            for (_, s) in self.seats.iter_mut() {
                s.unexplored_known.remove(c);
            }
            self.place_in_universe(c as u8, CardZone::Unexplored, ev);
        }
    }

    /// Phase 1 steps 6 and 7: the rest of the Unexplored Universe, then the
    /// Control cards.
    #[inline(never)]
    pub(crate) fn reveal_controls(&mut self, ev: &mut impl Sink) {
        // All the rest.
        self.reveal_unexplored(usize::MAX, small_len(&self.unexplored), ev);
        for p in PlayerId::all(self.n()) {
            let Some(s) = self.seats.get_mut(p) else {
                continue;
            };
            let Some(slot) = s.committed else {
                continue;
            };
            let bit = 1u16 << (slot & 15);
            s.controls_left &= !bit;
            s.controls_played |= bit;
            s.active = Some(slot);
            s.committed = None;
            if let Some(card) = self.active_control(p) {
                self.say(
                    ev,
                    Event::ControlRevealed {
                        seat: p,
                        slot,
                        card,
                    },
                );
            }
        }
    }

    /// Phase 1 step 2: seat `p` puts a card face down into the Unexplored
    /// Universe.
    pub(crate) fn put_unexplored(&mut self, p: PlayerId, c: u8, ev: &mut impl Sink) {
        let ci = usize::from(c);
        self.public_in_hand.remove(ci);
        if let Some(s) = self.seats.get_mut(p) {
            s.hand.remove(ci);
            s.unexplored_known.insert(ci);
        }
        self.unexplored.insert(ci);
        if ev.wants_events() {
            let me = PlayerSet::only(p);
            let e = |card| Event::CardMoved {
                seat: Some(p),
                card,
                from: CardZone::Hand,
                to: CardZone::Unexplored,
            };
            ev.emit(Audience::Seats(me), e(Some(c)));
            ev.emit(Audience::AllExcept(me), e(None));
        }
    }
}
