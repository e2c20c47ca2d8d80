//! Building specific positions: move a card or an astronaut anywhere while
//! keeping every card and astronaut conserved, then convert the
//! [`RawState`] with `SpaceRace::try_from` (which checks the invariants) or
//! [`crate::SpaceRace::from_position`] (which also runs what needs no
//! decision).
//!
//! ```
//! use space_race_rules::data::cards::card_id;
//! use space_race_rules::{CardPlace, Config, Game, PlayerId, RawState, SpaceRace};
//!
//! let game = SpaceRace::new(&Config::new(3), 1).unwrap();
//! let mut raw: RawState = game.into_raw();
//! let area51 = card_id("Area 51").unwrap();
//! raw.put_card(area51, CardPlace::Agency(PlayerId(1)));
//! let game = SpaceRace::try_from(raw).unwrap();
//! assert!(game.raw().seats[PlayerId(1)].agency.contains(area51 as usize));
//! ```

use cardgame_core::{CardSet, PlayerId, StackVec};

use crate::data::control::control_def;
use crate::data::{Section, Zone};
use crate::state::{RawState, Stage, Task};

/// Where [`RawState::put_card`] puts a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPlace {
    /// The Deck.
    Deck,
    /// A seat's hand (secret).
    Hand(PlayerId),
    /// A seat's Lab.
    Lab(PlayerId),
    /// A seat's Agency.
    Agency(PlayerId),
    /// On top of a Universe slot (the card's section must match the row).
    Slot(u8),
    /// The Investments area.
    Investments,
}

impl RawState {
    /// Removes card `c` from whatever zone holds it.
    pub fn lift_card(&mut self, c: u8) {
        let ci = usize::from(c);
        if self.deck.contains(c) {
            let mut rest: CardSet = self.deck.cards();
            rest.remove(ci);
            self.deck = cardgame_core::HiddenPile::shuffled(rest.iter().map(|x| x as u8));
        }
        self.unexplored.remove(ci);
        self.investments.remove(ci);
        self.public_in_hand.remove(ci);
        self.covered.remove(ci);
        self.cover_astronauts.remove(ci);
        self.cover_cards.retain(|&(x, k)| x != c && k != c);
        for slot in self.universe.iter_mut() {
            slot.retain(|&x| x != c);
        }
        for (_, s) in self.seats.iter_mut() {
            s.hand.remove(ci);
            s.lab.remove(ci);
            s.agency.remove(ci);
            s.unexplored_known.remove(ci);
        }
    }

    /// Moves card `c` to `to`, from wherever it was.
    pub fn put_card(&mut self, c: u8, to: CardPlace) {
        self.lift_card(c);
        let ci = usize::from(c);
        match to {
            CardPlace::Deck => self.deck.shuffle_in(c),
            CardPlace::Hand(p) => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.hand.insert(ci);
                }
            }
            CardPlace::Lab(p) => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.lab.insert(ci);
                }
            }
            CardPlace::Agency(p) => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.agency.insert(ci);
                }
            }
            CardPlace::Slot(slot) => {
                if let Some(s) = self.universe.get_mut(usize::from(slot)) {
                    let _ = s.push(c);
                }
            }
            CardPlace::Investments => {
                self.investments.insert(ci);
            }
        }
    }

    /// Empties the Universe, hands, Labs and Agencies into the Deck.
    pub fn clear_table(&mut self) {
        for c in 0..crate::data::cards::CARD_COUNT as u8 {
            self.put_card(c, CardPlace::Deck);
        }
    }

    /// Sets seat `p`'s upright and exhausted astronauts in zone `z`, taking
    /// them from (or returning them to) its Agency supply.
    pub fn set_zone(&mut self, p: PlayerId, z: Zone, upright: u8, exhausted: u8) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let zi = z.index();
        let before = s.in_zone(zi);
        if let Some(u) = s.upright.get_mut(zi) {
            *u = upright;
        }
        if let Some(e) = s.exhausted.get_mut(zi) {
            *e = exhausted;
        }
        let after = upright.saturating_add(exhausted);
        s.astronauts = (s.astronauts + before).saturating_sub(after);
    }

    /// Makes the Control card of `section` and `initiative` seat `p`'s
    /// active one (played), if its Rocket has it.
    pub fn set_active_control(&mut self, p: PlayerId, section: Section, initiative: u8) {
        let rocket = self.rocket(p);
        let slot = (0..16).find(|&i| {
            control_def(rocket, i)
                .is_some_and(|c| c.section == section && c.initiative == initiative)
        });
        if let (Some(slot), Some(s)) = (slot, self.seats.get_mut(p)) {
            let bit = 1u16 << slot;
            s.controls_left &= !bit;
            s.controls_played |= bit;
            s.active = Some(slot as u8);
            s.control_used = 0;
        }
    }

    /// Gives seat `p` the turn in a step of phase 2 (no pending task).
    pub fn give_turn(&mut self, p: PlayerId, stage: Stage) {
        self.stage = stage;
        let mut order = StackVec::new();
        let _ = order.push(p);
        self.order = order;
        self.order_idx = 0;
        self.tasks = StackVec::<Task, 24>::new();
        self.turn_activations = 0;
        for (_, s) in self.seats.iter_mut() {
            s.committed = None;
        }
    }
}

impl RawState {
    /// Places a revealed card into the Universe by the placement rule and
    /// returns its slot (phase 1 steps 4 and 6).
    pub fn place_revealed(&mut self, c: u8) -> Option<u8> {
        self.lift_card(c);
        self.place_in_universe(c, crate::event::CardZone::Deck, &mut ())
    }

    /// Sets the Project at stack position `pos` (it keeps no astronauts);
    /// a position already holding `id` takes the replaced Project.
    pub fn set_project(&mut self, pos: usize, id: u8, status: crate::state::ProjectStatus) {
        let Some(old) = self.projects.get(pos).map(|p| p.id) else {
            return;
        };
        for i in 0..self.projects.len() {
            let Some(pr) = self.projects.get(i).copied() else {
                continue;
            };
            if i == pos || pr.id == id {
                for (p, s) in self.seats.iter_mut() {
                    s.astronauts = s
                        .astronauts
                        .saturating_add(pr.on_spaces(p))
                        .saturating_add(pr.standby.get(p.index()).copied().unwrap_or(0));
                }
                let (new_id, new_status) = if i == pos {
                    (id, status)
                } else {
                    (old, pr.status)
                };
                if let Some(x) = self.projects.as_mut_slice().get_mut(i) {
                    *x = crate::state::ProjectState::new(new_id);
                    x.status = new_status;
                }
            }
        }
    }

    /// Puts seat `p`'s astronaut on space `space` of the Project at stack
    /// position `pos` (from its Agency supply).
    pub fn occupy(&mut self, pos: usize, space: usize, p: PlayerId) {
        if let (Some(pr), Some(s)) = (
            self.projects.as_mut_slice().get_mut(pos),
            self.seats.get_mut(p),
        ) {
            if let Some(sp) = pr.spaces.get_mut(space) {
                if sp.is_none() && s.astronauts > 0 {
                    s.astronauts -= 1;
                    *sp = Some(p);
                }
            }
        }
    }
}
