//! AI Players (Solo Variant): "You play your turn as normal. The AI players
//! follow these rules": phase 1, a Deck card into the Lab instead of a draw,
//! a Deck card into the Unexplored Universe, the top card of a shuffled
//! Control deck; phase 2, "it takes the rightmost card of the section
//! matching its active Control card. If there are no cards of this type
//! available, it takes a card from the previous (already played) section.
//! If there are no cards in any of the preceding sections, the AI player
//! takes 1 card from the Deck"; alone in a step, a Deck card into its Lab;
//! "AI players do not resolve any of their card abilities with the exception
//! of taking a Breakthrough card with the ability to place Astronauts into a
//! Breakthrough Zone"; dedicated in Bureaucracy, and before Breakthrough
//! Domination, the Launch Pad procedure and its four placement steps ("When
//! checking Zones, start with Reaching for the Stars and go clockwise").
//! They never decide: their procedures run inside `apply`.
//!
//! Rulings applied: R5 (the AI Control deck), R9 (where an AI takes an
//! astronaut from), R12 (AI Leaders and abilities), R24 (the AI alone in a
//! step).

use cardgame_core::{Audience, BitSet, PlayerId, PlayerSet};

use crate::data::cards::card_def;
use crate::data::{Effect, Place, Section, Thing, Zone, Zones};
use crate::event::{AstronautPlace, CardZone, Event};
use crate::rules::abilities::Fired;
use crate::rules::Sink;
use crate::state::{RawState, SLOTS_PER_SECTION};

impl RawState {
    /// Seats holding the most astronauts in zone `z` (at least one), ties
    /// broken by the fewest exhausted; still tied: all of them.
    pub fn zone_leaders(&self, z: usize) -> PlayerSet {
        let mut best = (0u8, u8::MAX);
        let mut set = PlayerSet::EMPTY;
        for (p, s) in self.seats.iter() {
            let count = s.in_zone(z);
            if count == 0 {
                continue;
            }
            let ex = s.exhausted.get(z).copied().unwrap_or(0);
            let key = (count, u8::MAX - ex);
            let best_key = (best.0, u8::MAX - best.1);
            if set.is_empty() || key > best_key {
                best = (count, ex);
                set = PlayerSet::only(p);
            } else if key == best_key {
                set.insert(p);
            }
        }
        set
    }

    /// The zone an AI player moves an astronaut into, among `allowed`
    /// (Reaching for the Stars first, clockwise): 1. where it starts gaining
    /// Progress without a tie; 2. where it ties; 3. where it breaks a tie to
    /// lead; 4. where it comes closest to leading.
    pub fn ai_zone(&self, p: PlayerId, allowed: Zones) -> Option<Zone> {
        let me = self.seat(p)?;
        // Per zone, as `zone_leaders` orders seats: astronauts there first,
        // then the fewest exhausted. The highest key of the other seats also
        // holds the most astronauts any of them has there.
        let zone_keys = |s: &crate::state::Seat| {
            let mut keys = [0u16; 5];
            for ((k, &u), &e) in keys.iter_mut().zip(&s.upright).zip(&s.exhausted) {
                *k = (u16::from(u.saturating_add(e)) << 8) | u16::from(u8::MAX - e);
            }
            keys
        };
        let my_keys = zone_keys(me);
        let mut best_keys = [0u16; 5];
        for (q, s) in self.seats.iter() {
            if q == p {
                continue;
            }
            for (b, k) in best_keys.iter_mut().zip(zone_keys(s)) {
                *b = (*b).max(k);
            }
        }
        // Per scored zone in `allowed` (Reaching for the Stars first,
        // clockwise: by index), from the AI's astronauts there, the most any
        // other seat has and whether the AI gains the zone now (it has an
        // astronaut there and nobody has more, or as many with fewer
        // exhausted): a bit per zone for each of steps 1-3, and for step 4
        // the least (gap to the most, index). Every zone is weighed the same
        // way, with no branch on which one answers.
        let (mut gains, mut ties, mut breaks) = (0u8, 0u8, 0u8);
        let mut closest = u16::MAX;
        for zi in 1..Zone::ALL.len() {
            let bit = 1u8 << zi;
            if allowed.0 & bit == 0 {
                continue;
            }
            let mine_key = my_keys.get(zi).copied().unwrap_or(0);
            let best_key = best_keys.get(zi).copied().unwrap_or(0);
            let mine = mine_key >> 8;
            let others = best_key >> 8;
            let winning = mine > 0 && best_key <= mine_key;
            debug_assert_eq!(winning, self.zone_leaders(zi).contains(p));
            gains |= bit * u8::from(!winning && mine + 1 > others);
            ties |= bit * u8::from(mine + 1 == others);
            breaks |= bit * u8::from(mine > 0 && mine == others);
            closest = closest.min((others.saturating_sub(mine) << 3) | zi as u16);
        }
        let first = [gains, ties, breaks].into_iter().find(|&bits| bits != 0);
        match first {
            Some(bits) => Zone::from_index(bits.trailing_zeros() as usize),
            None if closest != u16::MAX => Zone::from_index(usize::from(closest & 7)),
            None => allowed.has(Zone::LaunchPad).then_some(Zone::LaunchPad),
        }
    }

    /// The AI's Launch Pad procedure (Bureaucracy when dedicated, and before
    /// Breakthrough Domination): with no astronaut on the Launch Pad, place
    /// one there from the Agency; otherwise move one from the Launch Pad
    /// into the zone [`RawState::ai_zone`] picks.
    #[inline(never)]
    pub(crate) fn ai_launch_pad(&mut self, p: PlayerId, ev: &mut impl Sink) {
        let Some(s) = self.seat(p) else { return };
        if s.in_zone(0) == 0 {
            if self.take_astronaut(p, None) {
                self.astronaut_into_zone(p, Zone::LaunchPad, false, AstronautPlace::Agency, ev);
                self.fire(p, Fired::ToZone(Zone::LaunchPad), ev);
            }
            return;
        }
        let Some(z) = self.ai_zone(p, Zones::SCORED) else {
            return;
        };
        let exhausted = !self.lift_from_zone(p, 0, false);
        if exhausted && !self.lift_from_zone(p, 0, true) {
            return;
        }
        self.astronaut_into_zone(p, z, exhausted, AstronautPlace::Zone(Zone::LaunchPad), ev);
        self.fire(p, Fired::ToZone(z), ev);
    }

    /// A card entered an AI player's Agency: a second Leader sends the old
    /// one to the Lab (ruling R12), Project requirements are met, and a
    /// Breakthrough card's astronaut placements are resolved. Kept out of
    /// line: [`RawState::card_to`] runs for every card any seat moves, and
    /// with this procedure inside it every call saves and restores the
    /// registers only this path needs.
    #[inline(never)]
    pub(crate) fn ai_card_entered(&mut self, p: PlayerId, c: u8, ev: &mut impl Sink) {
        let Some(d) = card_def(c) else { return };
        if d.leader {
            let old = self.seat(p).and_then(|s| {
                s.agency
                    .iter()
                    .find(|&o| o != usize::from(c) && card_def(o as u8).is_some_and(|od| od.leader))
            });
            if let Some(o) = old {
                let o = o as u8;
                if self.take_card(p, o, Place::Agency, ev) {
                    self.card_to(p, o, CardZone::Agency, Place::Lab, true, ev);
                }
            }
        }
        self.offer_projects(p, Fired::EntersAgency(c), ev);
        if d.section != Section::Breakthroughs {
            return;
        }
        for ab in d.abilities {
            let Effect::Move(m) = ab.effect else { continue };
            let (Thing::Astronauts | Thing::ExhaustedAstronauts, Place::Zones(to)) =
                (m.thing, m.to)
            else {
                continue;
            };
            for _ in 0..m.n {
                let Some(z) = self.ai_zone(p, to) else { break };
                let from = match m.from {
                    Place::Agency => {
                        if !self.take_astronaut(p, None) {
                            break;
                        }
                        AstronautPlace::Agency
                    }
                    Place::Zones(src) if src.has(Zone::LaunchPad) && z != Zone::LaunchPad => {
                        if !self.lift_from_zone(p, 0, false) && !self.lift_from_zone(p, 0, true) {
                            break;
                        }
                        AstronautPlace::Zone(Zone::LaunchPad)
                    }
                    _ => break,
                };
                let exhausted = m.thing == Thing::ExhaustedAstronauts;
                self.astronaut_into_zone(p, z, exhausted, from, ev);
                self.fire(p, Fired::ToZone(z), ev);
            }
        }
    }

    /// An AI player's turn in a step of phase 2: it takes the rightmost card
    /// of the step's section (else of the nearest preceding section, else
    /// the top of the Deck) into its Agency; alone in the step, it also puts
    /// a Deck card into its Lab; then its Standby astronauts settle.
    #[inline(never)]
    pub(crate) fn ai_turn(&mut self, p: PlayerId, step: Section, alone: bool, ev: &mut impl Sink) {
        // The sections are rows of the Universe, in step order: walking the
        // slots back from the end of the step's row, the first filled one
        // is the rightmost card of the step's section, else of the nearest
        // preceding section.
        let mut taken = None;
        let end = (step.index() + 1) * SLOTS_PER_SECTION;
        let rightmost = self
            .universe
            .get(..end)
            .and_then(|slots| slots.iter().rposition(|s| !s.is_empty()));
        if let Some(slot) = rightmost {
            if let Some(c) = self.take_from_slot(slot) {
                taken = Some((c, CardZone::Universe(slot as u8)));
            }
        }
        if taken.is_none() {
            taken = self.draw(ev).map(|c| (c, CardZone::Deck));
        }
        if let Some((c, from)) = taken {
            self.card_to(p, c, from, Place::Agency, true, ev);
            self.deck_ran_out(ev);
        }
        if alone {
            self.ai_deck_to_lab(p, ev);
        }
        self.ai_settle(p, ev);
    }

    /// An AI player puts the top card of the Deck into its Lab.
    pub(crate) fn ai_deck_to_lab(&mut self, p: PlayerId, ev: &mut impl Sink) {
        if let Some(c) = self.draw(ev) {
            self.card_to(p, c, CardZone::Deck, Place::Lab, true, ev);
            self.deck_ran_out(ev);
        }
    }

    /// Phase 1 step 2 for an AI player: one Deck card into the Unexplored
    /// Universe, seen by nobody.
    #[inline(never)]
    pub(crate) fn ai_unexplored(&mut self, p: PlayerId, ev: &mut impl Sink) {
        if let Some(c) = self.draw(ev) {
            self.unexplored.insert(usize::from(c));
            if ev.wants_events() {
                ev.emit(
                    Audience::All,
                    Event::CardMoved {
                        seat: Some(p),
                        card: None,
                        from: CardZone::Deck,
                        to: CardZone::Unexplored,
                    },
                );
            }
            self.deck_ran_out(ev);
        }
        self.ai_settle(p, ev);
    }

    /// Phase 1 step 5 for an AI player: the top card of its shuffled Control
    /// deck (a uniformly random remaining card), face down.
    pub(crate) fn ai_choose_control(&mut self, p: PlayerId, ev: &mut impl Sink) {
        let Some(left) = self.seat(p).map(|s| s.controls_left) else {
            return;
        };
        let n = left.count_ones();
        if n == 0 {
            return;
        }
        let k = self.rng.below(n);
        // The `k`-th slot in hand, in slot order (`k < n`, so there is one).
        let Some(slot) = BitSet::<1>::from_words([u64::from(left)]).nth(k as usize) else {
            return;
        };
        let slot = slot as u8;
        if let Some(s) = self.seats.get_mut(p) {
            s.committed = Some(slot);
        }
        self.say(
            ev,
            Event::ControlChosen {
                seat: p,
                slot: None,
                card: None,
            },
        );
    }
}
