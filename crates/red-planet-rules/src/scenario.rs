//! Position edits on a [`RawState`] that keep every count conserved: the
//! documented way to build a specific position (the rulebook's worked
//! examples, puzzles, tests) from a real game.
//!
//! Each edit moves pieces (astronauts from a supply, ships from the deck,
//! resource tokens between zones), never creates or destroys them, and
//! refuses — changing nothing — what it cannot do. Finish the position with
//! [`RedPlanet::from_position`] (which checks every invariant and runs the
//! steps that need no decision) or `RedPlanet::try_from`.
//!
//! ```
//! use red_planet_rules::{Config, Game, RedPlanet, Specialist, Stage, Zone};
//!
//! let mut raw = RedPlanet::new(&Config::new(3), 7).unwrap().into_raw();
//! // Skip setup: every seat keeps its first dealt mission.
//! raw.keep_first_dealt_missions();
//! raw.clear_launchpad();
//! raw.dock_ship(0, 0).unwrap(); // ship #0 (Vastitas Borealis, 2) at dock 1
//! raw.put_astronauts(Zone::Hellas, red_planet_rules::Colour(0), 3).unwrap();
//! for (c, s) in [(0, Specialist::Explorer), (1, Specialist::Pilot), (2, Specialist::Pilot)] {
//!     raw.set_chosen(red_planet_rules::Colour(c), s).unwrap();
//! }
//! raw.stage = Stage::Resolve;
//! let game = RedPlanet::from_position(raw).unwrap();
//! assert_eq!(game.raw().resolver, Some(red_planet_rules::Colour(0)));
//! ```
//!
//! [`RedPlanet::from_position`]: crate::RedPlanet::from_position

use cardgame_core::{InvariantError, PlayerSet};

use crate::config::Colour;
use crate::data::resources::{Resource, RESOURCE_TOKENS, RESOURCE_TOKEN_KINDS};
use crate::data::specialists::Specialist;
use crate::data::zones::{Zone, ZONES};
use crate::data::EVENT_CARDS;
use crate::state::{CardPlace, DockState, RawState, Stage};

fn refuse(what: &'static str) -> Result<(), InvariantError> {
    Err(InvariantError(what))
}

impl RawState {
    /// Ends setup at once: every main colour keeps the first of its two
    /// dealt missions (the other joins the event deck), and every neutral
    /// deck gets its kept cards stacked in number order; the stage becomes
    /// round 1's choice of specialists.
    pub fn keep_first_dealt_missions(&mut self) {
        for c in self.config.all_colours() {
            let mut kept = None;
            for id in 0..EVENT_CARDS {
                if self.event_cards[id] != CardPlace::Dealt(c.0) {
                    continue;
                }
                let col = &mut self.colours[c.index()];
                if kept.is_none() {
                    kept = Some(id as u8);
                    col.starting_mission = Some(id as u8);
                    self.event_cards[id] = CardPlace::Held(c.0);
                } else {
                    col.returned_mission = Some(id as u8);
                    self.event_cards[id] = CardPlace::Deck;
                    self.known[id] = PlayerSet::EMPTY;
                }
            }
            let n = &mut self.colours[c.index()].neutral;
            for s in n.to_stack.iter() {
                let at = n.cards.len() - (n.known_top as usize).min(n.cards.len());
                if n.cards.insert(at, s.number()).is_ok() {
                    n.known_top += 1;
                }
            }
            n.to_stack = crate::data::specialists::SpecSet::EMPTY;
        }
        if self.stage == Stage::Setup {
            self.stage = Stage::Choose;
            self.announced = 10;
        }
    }

    /// Empties the launchpad: every ship goes back into the ship deck, the
    /// astronauts aboard back to their supplies, the destination tokens on
    /// them back to the token supply.
    pub fn clear_launchpad(&mut self) {
        let nc = self.colour_count();
        for d in 0..self.dock_count() {
            let dock = self.docks[d];
            for c in 0..nc {
                self.colours[c].supply += dock.aboard[c];
            }
            for &z in dock.tokens.iter() {
                if let Some(t) = self.token_supply.get_mut(z as usize) {
                    *t += 1;
                }
            }
            if let Some(ship) = dock.ship {
                self.ship_deck.insert(usize::from(ship));
            }
            self.docks[d] = DockState::open();
        }
    }

    /// Puts ship `ship` (an id `0..36`), taken from the ship deck, at the
    /// open dock `dock` (from 0).
    ///
    /// # Errors
    /// If the dock is not an open dock of the launchpad or the ship is not
    /// in the deck; nothing changes then.
    pub fn dock_ship(&mut self, dock: u8, ship: u8) -> Result<(), InvariantError> {
        let d = dock as usize;
        if d >= self.dock_count() || self.docks[d].has_ship() {
            return refuse("scenario: an open dock of the launchpad");
        }
        if !self.ship_deck.remove(usize::from(ship)) {
            return refuse("scenario: the ship is in the ship deck");
        }
        self.docks[d] = DockState::open();
        self.docks[d].ship = Some(ship);
        Ok(())
    }

    /// Moves `n` astronauts of colour `c` from its supply to zone `z`.
    ///
    /// # Errors
    /// If `c` is not in play or its supply holds fewer; nothing changes then.
    pub fn put_astronauts(&mut self, z: Zone, c: Colour, n: u8) -> Result<(), InvariantError> {
        if c.index() >= self.colour_count() || self.colours[c.index()].supply < n {
            return refuse("scenario: astronauts from the colour's supply");
        }
        self.colours[c.index()].supply -= n;
        self.zones[z.index()].astronauts[c.index()] += n;
        Ok(())
    }

    /// Moves `n` astronauts of colour `c` from its supply aboard the docked
    /// ship at `dock`.
    ///
    /// # Errors
    /// If `c` is not in play, its supply holds fewer, or the ship at `dock`
    /// has less room; nothing changes then.
    pub fn board_astronauts(&mut self, dock: u8, c: Colour, n: u8) -> Result<(), InvariantError> {
        if c.index() >= self.colour_count() || self.colours[c.index()].supply < n {
            return refuse("scenario: astronauts from the colour's supply");
        }
        let room = self.docks().get(dock as usize).map_or(0, DockState::room);
        if room < n {
            return refuse("scenario: a docked ship with room for them");
        }
        self.colours[c.index()].supply -= n;
        self.docks[dock as usize].aboard[c.index()] += n;
        Ok(())
    }

    /// Sends every astronaut left in `c`'s supply to the Lost in Space
    /// Memorial (an idle colour).
    pub fn exhaust_supply(&mut self, c: Colour) {
        if let Some(col) = self.colours.get_mut(c.index()) {
            col.memorial += col.supply;
            col.supply = 0;
        }
    }

    /// Gives these zones resource tokens of these kinds, face up or face
    /// down; the other zones and the spare get the remaining tokens (in id
    /// order).
    ///
    /// # Errors
    /// If more tokens of a kind are asked for than the game has (5 ice, 3
    /// sylvanite, 3 celerium) or a zone is named twice; nothing changes then.
    pub fn set_resources(
        &mut self,
        wanted: &[(Zone, Resource)],
        face_up: bool,
    ) -> Result<(), InvariantError> {
        let mut free = [true; RESOURCE_TOKENS];
        let mut assigned: [Option<u8>; ZONES] = [None; ZONES];
        for &(z, r) in wanted {
            if assigned[z.index()].is_some() {
                return refuse("scenario: each zone named once");
            }
            let Some(t) = (0..RESOURCE_TOKENS).find(|&t| free[t] && RESOURCE_TOKEN_KINDS[t] == r)
            else {
                return refuse("scenario: resource tokens of that kind are left");
            };
            free[t] = false;
            assigned[z.index()] = Some(t as u8);
        }
        let mut rest = (0..RESOURCE_TOKENS as u8).filter(|&t| free[t as usize]);
        for (z, zone) in self.zones.iter_mut().enumerate() {
            // Eleven tokens for ten zones and the spare: never runs dry.
            zone.resource = assigned[z].or_else(|| rest.next()).unwrap_or(0);
        }
        self.spare_resource = rest.next().unwrap_or(0);
        for &(z, _) in wanted {
            self.zones[z.index()].revealed = face_up;
        }
        Ok(())
    }

    /// Colour `c` has chosen `s` this round: taken from its hand, or for a
    /// neutral colour from its neutral deck (a previous choice goes back
    /// first).
    ///
    /// # Errors
    /// If `c` is not in play or `s` is not where it would be taken from;
    /// nothing changes then.
    pub fn set_chosen(&mut self, c: Colour, s: Specialist) -> Result<(), InvariantError> {
        let neutral = self.config.is_neutral(c);
        let Some(col) = self.colours().get(c.index()).copied() else {
            return refuse("scenario: a colour in play");
        };
        if neutral {
            let mut deck = col.neutral.cards;
            if let Some(old) = col.chosen {
                if deck.push(old.number()).is_err() {
                    return refuse("scenario: room in the neutral deck");
                }
            }
            if !deck.remove_item(&s.number()) {
                return refuse("scenario: the specialist is in the neutral deck");
            }
            let col = &mut self.colours[c.index()];
            col.neutral.cards = deck;
            col.neutral.known_top = 0;
            col.chosen = Some(s);
        } else {
            let mut hand = col.hand;
            if let Some(old) = col.chosen {
                hand.insert(old);
            }
            if !hand.contains(s) {
                return refuse("scenario: the specialist is in the hand");
            }
            hand.remove(s);
            let col = &mut self.colours[c.index()];
            col.hand = hand;
            col.chosen = Some(s);
        }
        Ok(())
    }

    /// Moves event card `card` (an id `0..29`) to `place`.
    ///
    /// # Errors
    /// If there is no such card; nothing changes then.
    pub fn move_event_card(&mut self, card: u8, place: CardPlace) -> Result<(), InvariantError> {
        match self.event_cards.get_mut(card as usize) {
            Some(p) => {
                *p = place;
                Ok(())
            }
            None => refuse("scenario: an event card id 0 to 28"),
        }
    }
}
