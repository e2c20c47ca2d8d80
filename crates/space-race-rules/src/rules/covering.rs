//! Reusable / Single-Use Abilities and Covering cards: "After using a
//! single-use ability, cover the whole right side of the card with another
//! card in your Agency. Abilities on the covered side of the card may no
//! longer be activated." With no other card, an astronaut covers it; "Once
//! you add another card to your Agency in future, use this to cover and take
//! back the Astronaut." Uncovering: "remove the covering card so that the
//! single-use abilities on the card's right side are usable again."
//!
//! Rulings applied: R7 (which card covers is tracked and is the player's
//! choice; a covering card leaving the Agency uncovers the card it covered),
//! R20 (a card entering the Agency replaces an astronaut cover).

use cardgame_core::{CardSet, PlayerId};

use crate::event::Event;
use crate::rules::Sink;
use crate::state::RawState;

impl RawState {
    /// Removes card `c` from seat `p`'s Agency: it is uncovered (an astronaut
    /// cover returns to the Agency, a covering card is free again), the card
    /// it covered is uncovered (its cover is gone, ruling R7), and its
    /// abilities are fresh if it returns.
    pub(crate) fn leave_agency(&mut self, p: PlayerId, c: u8, ev: &mut impl Sink) {
        let ci = usize::from(c);
        if let Some(s) = self.seats.get_mut(p) {
            s.agency.remove(ci);
            if self.covered.remove(ci) && self.cover_astronauts.remove(ci) {
                s.astronauts = s.astronauts.saturating_add(1);
            }
        }
        self.cover_cards.retain(|&(x, _)| x != c);
        if let Some(&(x, _)) = self.cover_cards.iter().find(|&&(_, k)| k == c) {
            self.cover_cards.retain(|&(_, k)| k != c);
            self.covered.remove(usize::from(x));
            self.say(ev, Event::Uncovered { seat: p, card: x });
        }
        for u in self.used.iter_mut() {
            u.remove(ci);
        }
    }

    /// The cards of seat `p`'s Agency free to cover card `x`: not `x`, not
    /// covered, not already covering a card.
    pub(crate) fn cover_candidates(&self, p: PlayerId, x: u8) -> CardSet {
        let Some(s) = self.seat(p) else {
            return CardSet::new();
        };
        let mut free = s.agency.difference(&self.covered);
        free.remove(usize::from(x));
        for &(_, c) in self.cover_cards.iter() {
            free.remove(usize::from(c));
        }
        free
    }

    /// Whether covering card `x` of seat `p` is the seat's choice: `x` is in
    /// its Agency, uncovered, and two or more cards are free to cover it.
    pub(crate) fn cover_choice_needed(&self, p: PlayerId, x: u8) -> bool {
        self.seat(p)
            .is_some_and(|s| s.agency.contains(usize::from(x)))
            && !self.covered.contains(usize::from(x))
            && self.cover_candidates(p, x).iter().nth(1).is_some()
    }

    /// Covers the right side of card `x` in seat `p`'s Agency with card
    /// `by`, or (`None`) with an astronaut from the Agency, or with nothing
    /// when the Agency has no astronaut either.
    pub(crate) fn cover_with(&mut self, p: PlayerId, x: u8, by: Option<u8>, ev: &mut impl Sink) {
        let xi = usize::from(x);
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        if self.covered.contains(xi) || !s.agency.contains(xi) {
            return;
        }
        self.covered.insert(xi);
        let mut by_card = None;
        let mut astronaut = false;
        match by {
            Some(c) if self.cover_cards.push((x, c)).is_ok() => by_card = Some(c),
            _ => {
                if s.astronauts > 0 {
                    s.astronauts -= 1;
                    self.cover_astronauts.insert(xi);
                    astronaut = true;
                }
            }
        }
        self.say(
            ev,
            Event::Covered {
                seat: p,
                card: x,
                by: by_card,
                astronaut,
            },
        );
    }

    /// Covers card `x` of seat `p` when there is nothing to choose: with the
    /// one free card, else an astronaut, else nothing.
    pub(crate) fn cover_auto(&mut self, p: PlayerId, x: u8, ev: &mut impl Sink) {
        let by = self.cover_candidates(p, x).iter().next().map(|c| c as u8);
        self.cover_with(p, x, by, ev);
    }

    /// Uncovers card `c`: its cover is removed (an astronaut returns to the
    /// Agency, a covering card is free again).
    pub(crate) fn uncover(&mut self, p: PlayerId, c: u8, ev: &mut impl Sink) {
        let ci = usize::from(c);
        if !self.covered.remove(ci) {
            return;
        }
        if self.cover_astronauts.remove(ci) {
            if let Some(s) = self.seats.get_mut(p) {
                s.astronauts = s.astronauts.saturating_add(1);
            }
        }
        self.cover_cards.retain(|&(x, _)| x != c);
        self.say(ev, Event::Uncovered { seat: p, card: c });
    }

    /// The cards of seat `p`'s Agency that card `new` (just entered) may
    /// cover in place of an astronaut: those covered by an astronaut or by
    /// nothing.
    pub(crate) fn replace_candidates(&self, p: PlayerId, new: u8) -> CardSet {
        let Some(s) = self.seat(p) else {
            return CardSet::new();
        };
        let mut set = self.covered.intersection(&s.agency);
        set.remove(usize::from(new));
        for &(x, _) in self.cover_cards.iter() {
            set.remove(usize::from(x));
        }
        set
    }

    /// Card `new` (just entered, free) covers card `x` in place of its
    /// astronaut, which goes back to the Agency (or in place of nothing).
    pub(crate) fn replace_cover(&mut self, p: PlayerId, new: u8, x: u8, ev: &mut impl Sink) {
        if !self.replace_candidates(p, new).contains(usize::from(x))
            || !self.cover_candidates(p, x).contains(usize::from(new))
            || self.cover_cards.push((x, new)).is_err()
        {
            return;
        }
        if self.cover_astronauts.remove(usize::from(x)) {
            if let Some(s) = self.seats.get_mut(p) {
                s.astronauts = s.astronauts.saturating_add(1);
            }
        }
        self.say(
            ev,
            Event::Covered {
                seat: p,
                card: x,
                by: Some(new),
                astronaut: false,
            },
        );
    }
}
