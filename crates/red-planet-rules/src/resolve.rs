//! Round step 2, "Resolve specialist effects": each specialist's effect as a
//! sequence of small decisions, with the card clarifications.
//!
//! Effects are data ([`Part`] lists in [`crate::data::specialists`]); this
//! module interprets them. [`RawState::resolution_options`] is the one source
//! of the legal actions of a resolution: `legal_actions` lists what it yields,
//! `validate` accepts exactly what it yields.
//!
//! "All specialist effects are mandatory and must be resolved fully if
//! possible; if that is impossible, resolve as much as possible" (card
//! clarifications): a part with no possible option is skipped, never a part
//! with options. "Up to" parts (Explorer, and the Soldier after its first
//! move) offer `stop`.

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::action::{Action, Site};
use crate::config::Colour;
use crate::data::ships::ship_card;
use crate::data::specialists::Part;
use crate::data::zones::Zone;
use crate::data::{event_kind, EventKind};
use crate::event::Event;
use crate::state::{CardPlace, DockState, RawState, NONE};

/// The decision the resolving colour faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Current {
    /// Destination token for the unknown-destination ship at this dock.
    Destine(u8),
    /// Zone for the drawn discovery.
    Assign,
    /// Look at a discovery after discarding a drawn one (Scientist clarification).
    ForcedLook,
    /// A part of the effect.
    Part(Part),
}

/// Calls `$f` with an action; returns `false` from the enclosing function if
/// `$f` asks to stop.
macro_rules! yield_action {
    ($f:expr, $a:expr) => {
        if !$f($a) {
            return false;
        }
    };
}

/// "Done" value of a part ended by `stop`.
pub(crate) const STOPPED: u8 = u8::MAX;

impl RawState {
    /// The resolving colour.
    #[inline]
    pub(crate) fn resolver_colour(&self) -> Colour {
        Colour(self.resolver)
    }

    /// The decision the resolving colour faces, if one is resolving.
    #[inline]
    pub(crate) fn current(&self) -> Option<Current> {
        if self.resolver == NONE {
            return None;
        }
        let p = &self.progress;
        if p.destine != NONE {
            Some(Current::Destine(p.destine))
        } else if p.drawn != NONE {
            Some(Current::Assign)
        } else if p.forced_look {
            Some(Current::ForcedLook)
        } else {
            self.current_part().map(Current::Part)
        }
    }

    /// Astronauts of `c` in zone `z`.
    #[inline]
    pub(crate) fn astronauts(&self, z: Zone, c: Colour) -> u8 {
        self.zones[z.index()]
            .astronauts
            .get(c.index())
            .copied()
            .unwrap_or(0)
    }

    /// Whether zone `z` holds a face-down discovery.
    pub(crate) fn face_down_discovery(&self, z: Zone) -> Option<u8> {
        if self.discoveries_revealed {
            None
        } else {
            self.discovery_in(z)
        }
    }

    /// The zones holding a face-down discovery.
    pub(crate) fn face_down_discovery_zones(&self) -> crate::data::zones::ZoneSet {
        if self.discoveries_revealed {
            crate::data::zones::ZoneSet::EMPTY
        } else {
            self.discovery_zones()
        }
    }

    fn place_options(
        &self,
        c: Colour,
        count: u8,
        exclude: u8,
        f: &mut impl FnMut(Action) -> bool,
    ) -> bool {
        let supply = self.colours.get(c.index()).map_or(0, |s| s.supply);
        if supply < count {
            return true;
        }
        for (d, dock) in self.docks().iter().enumerate() {
            if dock.room() >= count && d as u8 != exclude {
                yield_action!(f, Action::Place(d as u8));
            }
        }
        true
    }

    fn token_options(&self, dock: Option<u8>, f: &mut impl FnMut(Action) -> bool) -> bool {
        for (d, state) in self.docks().iter().enumerate() {
            let ok = match dock {
                Some(x) => x as usize == d && state.has_ship(),
                None => state.has_ship(),
            };
            if !ok {
                continue;
            }
            for &z in &Zone::ALL {
                if self.token_supply[z.index()] > 0 {
                    yield_action!(
                        f,
                        Action::Token {
                            dock: d as u8,
                            zone: z
                        }
                    );
                }
            }
        }
        true
    }

    /// Calls `f` with every legal action of the current resolution decision,
    /// until `f` returns `false`; returns `false` if it was stopped.
    /// Allocates nothing.
    pub(crate) fn resolution_options(&self, f: &mut impl FnMut(Action) -> bool) -> bool {
        match self.current() {
            Some(cur) => self.options_of(cur, f),
            None => true,
        }
    }

    /// [`RawState::resolution_options`] for the decision `cur`, the
    /// [`RawState::current`] one.
    fn options_of(&self, cur: Current, f: &mut impl FnMut(Action) -> bool) -> bool {
        let c = self.resolver_colour();
        let nc = self.colour_count() as u8;
        let p = self.progress;
        match cur {
            Current::Destine(d) => return self.token_options(Some(d), f),
            Current::Assign => {
                let taken = self.discovery_zones();
                for &z in &Zone::OUTER {
                    if !taken.contains(z) {
                        yield_action!(f, Action::Assign(z));
                    }
                }
            }
            Current::ForcedLook => {
                let face_down = self.face_down_discovery_zones();
                for &z in &Zone::OUTER {
                    if face_down.contains(z) {
                        yield_action!(f, Action::Look(z));
                    }
                }
            }
            Current::Part(part) => match part {
                Part::Place { count, distinct } => {
                    if p.done < count {
                        let exclude = if distinct { p.first_dock } else { NONE };
                        return self.place_options(c, 1, exclude, f);
                    }
                }
                Part::PlaceTogether { count } => {
                    if p.done == 0 {
                        return self.place_options(c, count, NONE, f);
                    }
                }
                Part::DestinationToken => {
                    if p.done == 0 {
                        return self.token_options(None, f);
                    }
                }
                Part::Kill => {
                    if p.done == 0 {
                        for &z in &Zone::ALL {
                            if !(z.is_outer() || z == Zone::Phobos) {
                                continue;
                            }
                            for v in 0..nc {
                                if self.astronauts(z, Colour(v)) > 0 {
                                    yield_action!(
                                        f,
                                        Action::Kill {
                                            zone: z,
                                            colour: Colour(v)
                                        }
                                    );
                                }
                            }
                        }
                    }
                }
                Part::LeavePhobos { max } => {
                    if p.done < max && self.astronauts(Zone::Phobos, c) > 0 {
                        for &z in &Zone::ALL {
                            if z.is_mars() {
                                yield_action!(f, Action::Land(z));
                            }
                        }
                        if p.done >= 1 {
                            yield_action!(f, Action::Stop);
                        }
                    }
                }
                Part::Replace => {
                    let supply = self.colours.get(c.index()).map_or(0, |s| s.supply);
                    if p.done == 0 && supply > 0 {
                        for &z in &Zone::ALL {
                            if self.astronauts(z, c) == 0 {
                                continue;
                            }
                            for v in 0..nc {
                                if v != c.0 && self.astronauts(z, Colour(v)) > 0 {
                                    yield_action!(
                                        f,
                                        Action::Replace {
                                            site: Site::Zone(z),
                                            colour: Colour(v)
                                        }
                                    );
                                }
                            }
                        }
                        for (d, dock) in self.docks().iter().enumerate() {
                            if !dock.has_ship() || dock.aboard[c.index()] == 0 {
                                continue;
                            }
                            for v in 0..nc {
                                if v != c.0 && dock.aboard[v as usize] > 0 {
                                    yield_action!(
                                        f,
                                        Action::Replace {
                                            site: Site::Ship(d as u8),
                                            colour: Colour(v)
                                        }
                                    );
                                }
                            }
                        }
                    }
                }
                Part::Destroy => {
                    if p.done == 0 {
                        for (d, dock) in self.docks().iter().enumerate() {
                            if dock.is_docked() {
                                yield_action!(f, Action::Destroy(d as u8));
                            }
                        }
                    }
                }
                Part::ForceLaunch => {
                    if p.done == 0 {
                        for (d, dock) in self.docks().iter().enumerate() {
                            if dock.is_docked() && !dock.is_full() {
                                yield_action!(f, Action::Launch(d as u8));
                            }
                        }
                    }
                }
                Part::ResearchOrLook => {
                    if p.done == 0 {
                        if self.event_cards.contains(&CardPlace::Deck) {
                            yield_action!(f, Action::Draw);
                        }
                        let face_down = self.face_down_discovery_zones();
                        for &z in &Zone::OUTER {
                            if face_down.contains(z) {
                                yield_action!(f, Action::Look(z));
                            }
                        }
                    }
                }
                Part::Explore { moves } => {
                    if p.done < moves {
                        let board = self.config.board;
                        let mut any = false;
                        for &from in &Zone::ALL {
                            if !from.is_mars() || self.astronauts(from, c) == 0 {
                                continue;
                            }
                            for to in board.adjacent(from).iter() {
                                any = true;
                                yield_action!(f, Action::Move { from, to });
                            }
                        }
                        if any {
                            yield_action!(f, Action::Stop);
                        }
                    }
                }
                Part::Recall => {}
            },
        }
        true
    }

    /// Whether the resolving colour has at least one option now.
    pub(crate) fn resolution_has_options(&self) -> bool {
        !self.resolution_options(&mut |_| false)
    }

    /// Whether the decision `cur`, the [`RawState::current`] one, has at
    /// least one option.
    #[inline]
    pub(crate) fn has_options_of(&self, cur: Current) -> bool {
        !self.options_of(cur, &mut |_| false)
    }

    /// Turns a zone's resource token face up when an astronaut arrives.
    pub(crate) fn arrive<S: EventSink<Event>>(&mut self, z: Zone, events: &mut S) {
        let zone = &mut self.zones[z.index()];
        if !zone.revealed {
            zone.revealed = true;
            if let Some(r) = crate::data::resources::token_resource(zone.resource) {
                events.emit(
                    Audience::All,
                    Event::ResourceRevealed {
                        zone: z,
                        resource: r,
                    },
                );
            }
        }
    }

    /// Places `n` astronauts of `c` in the ship at dock `d`; the first
    /// astronaut on an unknown-destination ship without a token calls for a
    /// destination token (rulebook, "Destination tokens").
    #[inline]
    fn place<S: EventSink<Event>>(&mut self, c: Colour, d: u8, n: u8, events: &mut S) {
        let any_token = self.token_supply.iter().any(|&t| t > 0);
        let Some(dock) = self.docks.get_mut(d as usize) else {
            return;
        };
        let Some(col) = self.colours.get_mut(c.index()) else {
            return;
        };
        let n = n.min(col.supply);
        let was_empty = dock.total_aboard() == 0;
        if let Some(a) = dock.aboard.get_mut(c.index()) {
            *a = a.saturating_add(n);
            col.supply -= n;
        }
        let unknown = ship_card(dock.ship).is_some_and(|s| s.destination.is_none());
        if unknown && dock.tokens.is_empty() && was_empty && n > 0 && any_token {
            self.progress.destine = d;
        }
        events.emit(
            Audience::All,
            Event::Placed {
                colour: c,
                dock: d,
                count: n,
            },
        );
    }

    fn put_token<S: EventSink<Event>>(&mut self, c: Colour, d: u8, z: Zone, events: &mut S) {
        let Some(dock) = self.docks.get_mut(d as usize) else {
            return;
        };
        if self.token_supply[z.index()] > 0 && dock.tokens.push(z as u8).is_ok() {
            self.token_supply[z.index()] -= 1;
            events.emit(
                Audience::All,
                Event::Destination {
                    colour: c,
                    dock: d,
                    zone: z,
                },
            );
        }
    }

    fn kill(&mut self, z: Zone, v: Colour) -> bool {
        let zone = &mut self.zones[z.index()];
        match (
            zone.astronauts.get_mut(v.index()),
            self.colours.get_mut(v.index()),
        ) {
            (Some(a), Some(col)) if *a > 0 => {
                *a -= 1;
                col.memorial += 1;
                true
            }
            _ => false,
        }
    }

    fn move_astronaut<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        from: Zone,
        to: Zone,
        events: &mut S,
    ) -> bool {
        let ok = match self.zones[from.index()].astronauts.get_mut(c.index()) {
            Some(a) if *a > 0 => {
                *a -= 1;
                true
            }
            _ => false,
        };
        if ok {
            if let Some(a) = self.zones[to.index()].astronauts.get_mut(c.index()) {
                *a += 1;
            }
            self.arrive(to, events);
        }
        ok
    }

    /// Empties a dock: astronauts aboard go to the Memorial, tokens to the
    /// supply, the ship to the discard pile (Saboteur). Returns the astronauts lost.
    pub(crate) fn destroy_ship(&mut self, d: u8) -> u8 {
        let Some(dock) = self.docks.get_mut(d as usize) else {
            return 0;
        };
        let old = *dock;
        *dock = DockState::open();
        let mut lost = 0u8;
        for (i, &n) in old.aboard.iter().enumerate() {
            if let Some(col) = self.colours.get_mut(i) {
                col.memorial += n;
            }
            lost = lost.saturating_add(n);
        }
        for &z in old.tokens.iter() {
            if let Some(t) = self.token_supply.get_mut(z as usize) {
                *t += 1;
            }
        }
        if old.ship != NONE {
            self.ship_discard.insert(usize::from(old.ship));
        }
        lost
    }

    fn draw_event<S: EventSink<Event>>(&mut self, c: Colour, events: &mut S) {
        let n = self.event_deck_len();
        if n == 0 {
            return;
        }
        let k = self.rng.below(n as u32) as usize;
        let Some(id) = self
            .event_cards
            .iter()
            .enumerate()
            .filter(|(_, p)| matches!(p, CardPlace::Deck))
            .nth(k)
            .map(|(i, _)| i)
        else {
            return;
        };
        let seat = self.config.controller(c);
        let only = PlayerSet::only(seat);
        let card = id as u8;
        events.emit(
            Audience::Seats(only),
            Event::Drew {
                colour: c,
                card: Some(card),
            },
        );
        events.emit(
            Audience::AllExcept(only),
            Event::Drew {
                colour: c,
                card: None,
            },
        );
        self.known[id] = only;
        match event_kind(card) {
            Some(EventKind::Discovery) => {
                if self.discovery_zones().len() < Zone::OUTER.len() {
                    self.event_cards[id] = CardPlace::Drawn(c.0);
                    self.progress.drawn = card;
                } else {
                    // Scientist clarification: discard it face up, then look
                    // at a face-down discovery in play.
                    self.event_cards[id] = CardPlace::Discarded;
                    self.known[id] = PlayerSet::all(self.config.players as usize);
                    self.progress.forced_look = true;
                    events.emit(Audience::All, Event::DiscardedDiscovery { colour: c, card });
                }
            }
            _ => {
                if self.config.is_neutral(c) {
                    // 2-player: a neutral colour's mission or action goes to
                    // the box unseen by the opponent.
                    self.event_cards[id] = CardPlace::Boxed(c.0);
                    events.emit(
                        Audience::Seats(only),
                        Event::Boxed {
                            colour: c,
                            card: Some(card),
                        },
                    );
                    events.emit(
                        Audience::AllExcept(only),
                        Event::Boxed {
                            colour: c,
                            card: None,
                        },
                    );
                } else {
                    self.event_cards[id] = CardPlace::Held(c.0);
                }
            }
        }
    }

    fn look<S: EventSink<Event>>(&mut self, c: Colour, z: Zone, events: &mut S) {
        let Some(card) = self.face_down_discovery(z) else {
            return;
        };
        let seat = self.config.controller(c);
        self.known[card as usize].insert(seat);
        let only = PlayerSet::only(seat);
        events.emit(
            Audience::Seats(only),
            Event::Looked {
                colour: c,
                zone: z,
                card: Some(card),
            },
        );
        events.emit(
            Audience::AllExcept(only),
            Event::Looked {
                colour: c,
                zone: z,
                card: None,
            },
        );
    }

    /// Applies one resolution decision (already validated).
    pub(crate) fn apply_resolution<S: EventSink<Event>>(&mut self, a: Action, events: &mut S) {
        let Some(cur) = self.current() else {
            return;
        };
        let c = self.resolver_colour();
        let seat = self.config.controller(c);
        let p = &mut self.progress;
        match (cur, a) {
            (Current::Destine(d), Action::Token { zone, .. }) => {
                p.destine = NONE;
                self.put_token(c, d, zone, events);
            }
            (Current::Assign, Action::Assign(z)) => {
                let card = p.drawn;
                p.drawn = NONE;
                if let Some(place) = self.event_cards.get_mut(card as usize) {
                    *place = CardPlace::Zone(z);
                    let only = PlayerSet::only(seat);
                    events.emit(
                        Audience::Seats(only),
                        Event::Assigned {
                            colour: c,
                            zone: z,
                            card: Some(card),
                        },
                    );
                    events.emit(
                        Audience::AllExcept(only),
                        Event::Assigned {
                            colour: c,
                            zone: z,
                            card: None,
                        },
                    );
                }
            }
            (Current::ForcedLook, Action::Look(z)) => {
                p.forced_look = false;
                self.look(c, z, events);
            }
            (Current::Part(part), _) => self.apply_part(c, part, a, events),
            _ => {}
        }
    }

    fn apply_part<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        part: Part,
        a: Action,
        events: &mut S,
    ) {
        let p = &mut self.progress;
        match (part, a) {
            (Part::Place { .. }, Action::Place(d)) => {
                p.done = p.done.saturating_add(1);
                if p.first_dock == NONE {
                    p.first_dock = d;
                }
                self.place(c, d, 1, events);
            }
            (Part::PlaceTogether { count }, Action::Place(d)) => {
                p.done = 1;
                self.place(c, d, count, events);
            }
            (Part::DestinationToken, Action::Token { dock, zone }) => {
                p.done = 1;
                self.put_token(c, dock, zone, events);
            }
            (Part::Kill, Action::Kill { zone, colour }) => {
                p.done = 1;
                if self.kill(zone, colour) {
                    events.emit(
                        Audience::All,
                        Event::Killed {
                            colour: c,
                            victim: colour,
                            zone,
                        },
                    );
                }
            }
            (Part::LeavePhobos { .. }, Action::Land(z)) => {
                p.done = p.done.saturating_add(1);
                if self.move_astronaut(c, Zone::Phobos, z, events) {
                    events.emit(Audience::All, Event::LeftPhobos { colour: c, zone: z });
                }
            }
            (Part::LeavePhobos { .. } | Part::Explore { .. }, Action::Stop) => {
                p.done = STOPPED;
            }
            (Part::Replace, Action::Replace { site, colour }) => {
                p.done = 1;
                self.replace(c, site, colour, events);
            }
            (Part::Destroy, Action::Destroy(d)) => {
                p.done = 1;
                let ship = self.docks.get(d as usize).map_or(NONE, |x| x.ship);
                let lost = self.destroy_ship(d);
                events.emit(
                    Audience::All,
                    Event::Destroyed {
                        colour: c,
                        dock: d,
                        ship,
                        lost,
                    },
                );
            }
            (Part::ForceLaunch, Action::Launch(d)) => {
                p.done = 1;
                if let Some(dock) = self.docks.get_mut(d as usize) {
                    dock.launched = true;
                    events.emit(
                        Audience::All,
                        Event::Launched {
                            dock: d,
                            ship: dock.ship,
                            forced: true,
                        },
                    );
                }
            }
            (Part::ResearchOrLook, Action::Draw) => {
                p.done = 1;
                self.draw_event(c, events);
            }
            (Part::ResearchOrLook, Action::Look(z)) => {
                p.done = 1;
                self.look(c, z, events);
            }
            (Part::Explore { .. }, Action::Move { from, to }) => {
                p.done = p.done.saturating_add(1);
                if self.move_astronaut(c, from, to, events) {
                    events.emit(
                        Audience::All,
                        Event::Moved {
                            colour: c,
                            from,
                            to,
                        },
                    );
                }
            }
            _ => {}
        }
    }

    /// Robot: "replace 1 opponent's astronaut with 1 of your astronauts"; the
    /// replaced astronaut is killed (card clarifications).
    fn replace<S: EventSink<Event>>(&mut self, c: Colour, site: Site, v: Colour, events: &mut S) {
        let (ci, vi) = (c.index(), v.index());
        if ci == vi || vi >= self.colour_count() || ci >= self.colour_count() {
            return;
        }
        if self.colours[ci].supply == 0 {
            return;
        }
        let slot = match site {
            Site::Zone(z) => Some(&mut self.zones[z.index()].astronauts),
            Site::Ship(d) => self.docks.get_mut(d as usize).map(|x| &mut x.aboard),
        };
        let Some(slot) = slot else {
            return;
        };
        if slot[vi] == 0 {
            return;
        }
        slot[vi] -= 1;
        slot[ci] += 1;
        self.colours[ci].supply -= 1;
        self.colours[vi].memorial += 1;
        events.emit(
            Audience::All,
            Event::Replaced {
                colour: c,
                victim: v,
                site,
            },
        );
    }
}
