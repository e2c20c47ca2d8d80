//! [`Determinize`]: the worlds a viewer cannot tell apart.
//!
//! Resampled, for everything the viewer cannot see: other colours' face-down
//! specialists (from their unplayed cards), neutral deck orders (below the
//! top a controller stacked), face-down resource tokens (with the spare),
//! and event cards in hidden places — keeping each place's kind (a
//! face-down discovery slot holds a discovery, a starting mission is a
//! mission, a held card is a mission or an action) and each place's
//! knowledge. The ship deck needs nothing: it is a set drawn at random, and
//! the re-keyed RNG changes its future draws.

use cardgame_core::{CardSet, Determinize, GameRng, PlayerId, RngCore, StackVec, Viewer};

use crate::config::Colour;
use crate::data::specialists::{SpecSet, Specialist};
use crate::data::{event_kind, EventKind, EVENT_CARDS};
use crate::state::{CardPlace, RawState, RedPlanet, NONE};

/// Which cards may fill a hidden place.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Slot {
    Discovery,
    Mission,
    MissionOrAction,
    #[default]
    Any,
}

fn fits(slot: Slot, card: u8) -> bool {
    match (slot, event_kind(card)) {
        (Slot::Any, _) => true,
        (Slot::Discovery, Some(EventKind::Discovery)) => true,
        (Slot::Mission, Some(EventKind::Mission)) => true,
        (Slot::MissionOrAction, Some(k)) => k != EventKind::Discovery,
        _ => false,
    }
}

/// Takes a uniformly random card of `pool` that fits `slot` and is not in `exclude`.
fn take_fitting(
    pool: &mut CardSet,
    slot: Slot,
    exclude: &CardSet,
    rng: &mut GameRng,
) -> Option<u8> {
    let mut fitting = CardSet::new();
    for id in pool.iter() {
        if fits(slot, id as u8) && !exclude.contains(id) {
            fitting.insert(id);
        }
    }
    let id = fitting.random(rng)?;
    pool.remove(id);
    Some(id as u8)
}

impl RawState {
    fn is_public(&self, id: usize) -> bool {
        match self.event_cards[id] {
            CardPlace::Discarded | CardPlace::Played(_) => true,
            CardPlace::Zone(_) => self.discoveries_revealed,
            _ => false,
        }
    }

    fn resample_specialists(&mut self, viewer: Option<PlayerId>, rng: &mut GameRng) {
        for ci in 0..self.colour_count() {
            let c = Colour(ci as u8);
            let own = viewer == Some(self.config.controller(c));
            let announced = self.announced;
            let neutral = self.config.is_neutral(c);
            let col = &mut self.colours[ci];
            let hidden = col.chosen.filter(|s| announced > s.number());
            if neutral {
                let n = &mut col.neutral;
                if own {
                    // The controller knows the stacked top cards; the rest
                    // of the order is unknown.
                    let unknown = n.cards.len().saturating_sub(n.known_top as usize);
                    if let Some(part) = n.cards.as_mut_slice().get_mut(..unknown) {
                        rng.shuffle(part);
                    }
                } else {
                    // The face-down card is below the last number announced
                    // (every higher one would have been revealed).
                    let mut pool: StackVec<u8, 10> = StackVec::new();
                    for &x in n.cards.iter() {
                        pool.push(x).ok();
                    }
                    rng.shuffle(pool.as_mut_slice());
                    if let Some(s) = hidden {
                        let below: SpecSet = pool
                            .iter()
                            .filter_map(|&x| Specialist::from_number(x))
                            .filter(|x| x.number() < announced)
                            .fold(SpecSet::only(s), |mut m, x| {
                                m.insert(x);
                                m
                            });
                        let k = rng.below(below.len() as u32) as usize;
                        if let Some(pick) = below.nth(k) {
                            if pick != s {
                                pool.remove_item(&pick.number());
                                pool.push(s.number()).ok();
                                rng.shuffle(pool.as_mut_slice());
                            }
                            col.chosen = Some(pick);
                        }
                    }
                    n.cards.clear();
                    for &x in pool.iter() {
                        n.cards.push(x).ok();
                    }
                }
            } else if !own {
                if let Some(s) = hidden {
                    // The face-down card is below the last number announced.
                    let below = col.hand.iter().filter(|x| x.number() < announced).fold(
                        SpecSet::only(s),
                        |mut m, x| {
                            m.insert(x);
                            m
                        },
                    );
                    let k = rng.below(below.len() as u32) as usize;
                    if let Some(pick) = below.nth(k) {
                        col.hand.insert(s);
                        col.hand.remove(pick);
                        col.chosen = Some(pick);
                    }
                }
            }
        }
    }

    fn resample_resources(&mut self, rng: &mut GameRng) {
        let mut tokens: StackVec<u8, 11> = StackVec::new();
        for z in self.zones.iter().filter(|z| !z.revealed) {
            tokens.push(z.resource).ok();
        }
        tokens.push(self.spare_resource).ok();
        rng.shuffle(tokens.as_mut_slice());
        let mut it = tokens.iter().copied();
        for z in self.zones.iter_mut().filter(|z| !z.revealed) {
            if let Some(t) = it.next() {
                z.resource = t;
            }
        }
        if let Some(t) = it.next() {
            self.spare_resource = t;
        }
    }

    fn resample_event_cards(&mut self, viewer: Option<PlayerId>, rng: &mut GameRng) {
        let knows = |s: &RawState, id: usize| viewer.is_some_and(|p| s.known[id].contains(p));
        // The hidden places and the cards in them.
        let mut pool = CardSet::new();
        let mut slots: StackVec<(u8, Slot), EVENT_CARDS> = StackVec::new();
        let starting: CardSet = self
            .colours()
            .iter()
            .map(|c| c.starting_mission)
            .filter(|&m| m != NONE)
            .map(usize::from)
            .collect();
        for id in 0..EVENT_CARDS {
            if self.is_public(id) || knows(self, id) {
                continue;
            }
            let slot = match self.event_cards[id] {
                CardPlace::Zone(_) | CardPlace::Drawn(_) => Slot::Discovery,
                CardPlace::Dealt(_) => Slot::Mission,
                CardPlace::Held(_) if starting.contains(id) => Slot::Mission,
                CardPlace::Held(_) | CardPlace::Boxed(_) => Slot::MissionOrAction,
                _ => Slot::Any,
            };
            pool.insert(id);
            slots.push((id as u8, slot)).ok();
        }
        // The viewer's own returned missions were dealt to it: nobody else
        // was dealt them.
        let mut own_returned = CardSet::new();
        for (ci, col) in self.colours().iter().enumerate() {
            if viewer == Some(self.config.controller(Colour(ci as u8)))
                && col.returned_mission != NONE
            {
                own_returned.insert(usize::from(col.returned_mission));
            }
        }
        // Fill the most constrained places first.
        let old_places = self.event_cards;
        let old_known = self.known;
        let mut assigned: [u8; EVENT_CARDS] = [NONE; EVENT_CARDS];
        let none = CardSet::new();
        for pass in [
            Slot::Discovery,
            Slot::Mission,
            Slot::MissionOrAction,
            Slot::Any,
        ] {
            for &(old, slot) in slots.iter() {
                if slot != pass {
                    continue;
                }
                let exclude = if slot == Slot::Mission {
                    &own_returned
                } else {
                    &none
                };
                // A consistent world always exists (the real one); fall back
                // to the real card if sampling ever ran dry.
                let new = take_fitting(&mut pool, slot, exclude, rng).unwrap_or_else(|| {
                    pool.remove(usize::from(old));
                    old
                });
                assigned[usize::from(old)] = new;
            }
        }
        for &(old, _) in slots.iter() {
            let new = assigned[usize::from(old)];
            if new == NONE {
                continue;
            }
            self.event_cards[usize::from(new)] = old_places[usize::from(old)];
            self.known[usize::from(new)] = old_known[usize::from(old)];
        }
        let nc = self.colour_count();
        for col in self.colours.iter_mut().take(nc) {
            if let Some(&new) = assigned.get(usize::from(col.starting_mission)) {
                if new != NONE {
                    col.starting_mission = new;
                }
            }
        }
        if self.progress.drawn != NONE {
            let resolver = self.resolver;
            if let Some(id) = self
                .event_cards
                .iter()
                .position(|p| *p == CardPlace::Drawn(resolver))
            {
                self.progress.drawn = id as u8;
            }
        }
        // Other colours' returned missions: any missions dealt to nobody
        // else, one per colour.
        let mut taken = own_returned;
        for col in self.colours() {
            if col.starting_mission != NONE {
                taken.insert(usize::from(col.starting_mission));
            }
        }
        for id in 0..EVENT_CARDS {
            if matches!(self.event_cards[id], CardPlace::Dealt(_)) {
                taken.insert(id);
            }
        }
        for ci in 0..self.colour_count() {
            let own = viewer == Some(self.config.controller(Colour(ci as u8)));
            if own || self.colours[ci].returned_mission == NONE {
                continue;
            }
            let mut free = CardSet::new();
            for id in 0..crate::data::missions::MISSION_COUNT {
                if !taken.contains(id) {
                    free.insert(id);
                }
            }
            if let Some(m) = free.random(rng) {
                taken.insert(m);
                self.colours[ci].returned_mission = m as u8;
            }
        }
    }
}

impl Determinize for RedPlanet {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut s = self.s.clone();
        let mut r = GameRng::from_rng(rng);
        let seat = viewer.seat();
        s.resample_specialists(seat, &mut r);
        s.resample_resources(&mut r);
        s.resample_event_cards(seat, &mut r);
        s.rng = GameRng::from_rng(&mut r);
        RedPlanet { s }
    }

    fn rng(&self) -> &GameRng {
        &self.s.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.s.rng = rng;
    }
}
