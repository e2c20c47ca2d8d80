//! Moving cards and astronauts between the zones of the table: the Deck and
//! its one reshuffle ("Empty Deck"), placing cards into the Universe,
//! hands, Labs, Agencies (with covering, "Reusable / Single-Use Abilities and
//! Covering cards"), Breakthrough Zones and exhausted astronauts.

use cardgame_core::{Audience, CardSet, EventSink, PlayerId, PlayerSet};

use crate::data::cards::card_def;
use crate::data::{Section, Zone};
use crate::event::{AstronautPlace, CardZone, Event};
use crate::state::{State, NONE, SLOTS_PER_SECTION};

/// The event sink the rules narrate into.
pub(crate) type Sink<'a> = dyn EventSink<Event> + 'a;

impl State {
    /// Emits a public event.
    pub(crate) fn say(&self, ev: &mut Sink<'_>, e: Event) {
        if ev.wants_events() {
            ev.emit(Audience::All, e);
        }
    }

    /// Whether a card can still be drawn (the Deck, or the one reshuffle of
    /// the Investments).
    pub(crate) fn can_draw(&self) -> bool {
        !self.deck.is_empty() || (!self.deck_reshuffled && !self.investments.is_empty())
    }

    /// Draws the top card of the Deck. When the Deck runs out the first
    /// time, the Investments are shuffled into a new Deck; the second time it
    /// stays empty.
    pub(crate) fn draw(&mut self, ev: &mut Sink<'_>) -> Option<u8> {
        // Drawing from an empty pile uses no chance and gives nothing.
        if let Some(c) = self.deck.draw(&mut self.rng) {
            return Some(c);
        }
        if self.deck_reshuffled {
            return None;
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
        if self.deck.is_empty() {
            self.say(ev, Event::DeckEmpty);
            return None;
        }
        self.deck.draw(&mut self.rng)
    }

    /// Draws a card into seat `p`'s hand (the card is told to `p` only).
    pub(crate) fn draw_to_hand(&mut self, p: PlayerId, ev: &mut Sink<'_>) -> Option<u8> {
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
        Some(c)
    }

    /// Places a revealed card into the Universe: its section's row, the
    /// leftmost slot with the fewest cards, on top. Returns the slot.
    pub(crate) fn place_in_universe(&mut self, c: u8, ev: &mut Sink<'_>) -> Option<u8> {
        let section = card_def(c)?.section.index();
        let first = section * SLOTS_PER_SECTION;
        let mut best: Option<usize> = None;
        for slot in first..first + SLOTS_PER_SECTION {
            let len = self.universe.get(slot).map_or(usize::MAX, |s| s.len());
            if best.is_none_or(|b| len < self.universe.get(b).map_or(usize::MAX, |s| s.len())) {
                best = Some(slot);
            }
        }
        let slot = best?;
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
                from: CardZone::Unexplored,
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

    /// Removes card `c` from seat `p`'s Agency: it is uncovered (an astronaut
    /// cover returns to the Agency, a covering card is free again), the card
    /// it covered is uncovered (its cover is gone, ruling R7), and its
    /// abilities are fresh if it returns.
    pub(crate) fn leave_agency(&mut self, p: PlayerId, c: u8, ev: &mut Sink<'_>) {
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
    pub(crate) fn cover_with(&mut self, p: PlayerId, x: u8, by: Option<u8>, ev: &mut Sink<'_>) {
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
    pub(crate) fn cover_auto(&mut self, p: PlayerId, x: u8, ev: &mut Sink<'_>) {
        let by = self.cover_candidates(p, x).iter().next().map(|c| c as u8);
        self.cover_with(p, x, by, ev);
    }

    /// Uncovers card `c`: its cover is removed (an astronaut returns to the
    /// Agency, a covering card is free again).
    pub(crate) fn uncover(&mut self, p: PlayerId, c: u8, ev: &mut Sink<'_>) {
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
    pub(crate) fn replace_cover(&mut self, p: PlayerId, new: u8, x: u8, ev: &mut Sink<'_>) {
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

    /// Takes an astronaut of AI seat `p` for a new placement: from the
    /// Agency, else from a Standby area, else from the space farthest from
    /// the last space of another Project, oldest Project first (ruling R9:
    /// an AI player has no decisions; a human seat picks the source with
    /// `from project` / `from standby`). `except` is the target Project.
    pub(crate) fn take_astronaut(&mut self, p: PlayerId, except: u8) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        if s.astronauts > 0 {
            s.astronauts -= 1;
            return true;
        }
        let pi = p.index();
        for (i, pr) in self.projects.as_mut_slice().iter_mut().enumerate() {
            if i as u8 == except {
                continue;
            }
            if let Some(sb) = pr.standby.get_mut(pi) {
                if *sb > 0 {
                    *sb -= 1;
                    return true;
                }
            }
        }
        for (i, pr) in self.projects.as_mut_slice().iter_mut().enumerate() {
            if i as u8 == except {
                continue;
            }
            if let Some(sp) = pr.spaces.iter_mut().find(|x| **x == p.0) {
                *sp = NONE;
                return true;
            }
        }
        false
    }

    /// Puts one astronaut of seat `p` into zone `z` (from wherever it was
    /// taken), exhausted or not, and narrates it.
    pub(crate) fn astronaut_into_zone(
        &mut self,
        p: PlayerId,
        z: Zone,
        exhausted: bool,
        from: AstronautPlace,
        ev: &mut Sink<'_>,
    ) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let slot = if exhausted {
            s.exhausted.get_mut(z.index())
        } else {
            s.upright.get_mut(z.index())
        };
        if let Some(x) = slot {
            *x = x.saturating_add(1);
        }
        self.say(
            ev,
            Event::AstronautMoved {
                seat: p,
                from,
                to: AstronautPlace::Zone(z),
                exhausted,
            },
        );
    }

    /// Lifts one astronaut of seat `p` from zone `z` (an exhausted one if
    /// `exhausted`). Returns whether there was one.
    pub(crate) fn lift_from_zone(&mut self, p: PlayerId, z: usize, exhausted: bool) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        let slot = if exhausted {
            s.exhausted.get_mut(z)
        } else {
            s.upright.get_mut(z)
        };
        match slot {
            Some(x) if *x > 0 => {
                *x -= 1;
                true
            }
            _ => false,
        }
    }

    /// Turns one of `p`'s astronauts in zone `z` over: stands an exhausted one
    /// up (`refresh`) or lays an upright one down ("exhaust an Astronaut").
    pub(crate) fn turn_astronaut(
        &mut self,
        p: PlayerId,
        z: usize,
        refresh: bool,
        ev: &mut Sink<'_>,
    ) {
        if !self.lift_from_zone(p, z, refresh) {
            return;
        }
        if let Some(s) = self.seats.get_mut(p) {
            let to = if refresh {
                &mut s.upright
            } else {
                &mut s.exhausted
            };
            if let Some(x) = to.get_mut(z) {
                *x = x.saturating_add(1);
            }
        }
        let (seat, zone) = (p, Zone::from_index(z).unwrap_or(Zone::LaunchPad));
        self.say(
            ev,
            if refresh {
                Event::Refreshed { seat, zone }
            } else {
                Event::Exhausted { seat, zone }
            },
        );
    }

    /// Moves a Rocket forward `gained` spaces; a Rocket never shares a space
    /// (it goes on to the next empty space ahead).
    pub(crate) fn gain_progress(
        &mut self,
        p: PlayerId,
        gained: u16,
        reason: crate::event::ProgressReason,
        ev: &mut Sink<'_>,
    ) {
        if gained == 0 {
            return;
        }
        let Some(start) = self.seat(p).map(|s| s.progress) else {
            return;
        };
        let mut to = start.saturating_add(gained);
        while self.seats.iter().any(|(q, s)| q != p && s.progress == to) {
            to = to.saturating_add(1);
        }
        if let Some(s) = self.seat_mut(p) {
            s.progress = to;
        }
        self.say(
            ev,
            Event::Progress {
                seat: p,
                gained: to - start,
                position: to,
                reason,
            },
        );
    }
}
