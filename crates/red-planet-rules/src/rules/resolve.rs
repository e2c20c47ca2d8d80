//! "2 RESOLVE SPECIALIST EFFECTS": each specialist's effect as a sequence of
//! small decisions, with the card clarifications, "Destination tokens",
//! "Event cards" and "Lost in Space Memorial".
//!
//! Effects are data ([`Part`] lists in the specialist table of
//! [`crate::data::specialists`]); this module interprets them.
//! [`RawState::plan_step`] decides every resolution action and works out
//! what it does; [`RawState::execute_step`] carries it out.
//!
//! "All specialist effects are mandatory and must be resolved fully if
//! possible; if that is impossible, resolve as much as possible" (card
//! clarifications): a part with no possible option is skipped, never a part
//! with options. "Up to" parts (Explorer, and the Soldier after its first
//! move) offer `stop`.
//!
//! Rulings applied: R8 (the supply limits placements), R9 (no token left),
//! R12 (any other colour is an opponent), R13 (a Scientist with nothing to
//! draw or look at), R15 ("up to" and "at least one"), R17 (Soldier targets),
//! R18 (forced launch and resource flips), R19 (who knows a discovery).

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::action::{Action, Decision, Site};
use crate::config::Colour;
use crate::data::ships::ship_card;
use crate::data::specialists::Part;
use crate::data::zones::Zone;
use crate::data::{event_kind, EventKind};
use crate::error::RuleError;
use crate::event::Event;
use crate::state::{CardPlace, DockState, RawState};

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

/// A checked resolution action, with what the checks worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The token of the unknown-destination ship at `dock`.
    Destine { dock: u8, zone: Zone },
    /// The drawn discovery `card` goes face down to `zone`.
    Assign { zone: Zone, card: u8 },
    /// The look owed after a discarded discovery.
    ForcedLook { zone: Zone },
    /// One astronaut in the ship at `dock`.
    Place { dock: u8 },
    /// `count` astronauts together in the ship at `dock` (Travel Agent).
    PlaceTogether { dock: u8, count: u8 },
    /// The Pilot's destination token.
    Token { dock: u8, zone: Zone },
    /// The Soldier's kill.
    Kill { zone: Zone, victim: Colour },
    /// One of the Soldier's astronauts leaves Phobos.
    Land { zone: Zone },
    /// The end of an "up to" part.
    Stop,
    /// The Robot's replacement.
    Replace { site: Site, victim: Colour },
    /// The Saboteur destroys `ship` at `dock`.
    Destroy { dock: u8, ship: u8 },
    /// The Secret Agent forces `ship` at `dock` to launch.
    Launch { dock: u8, ship: u8 },
    /// The Scientist draws an event card.
    Draw,
    /// The Scientist looks at a face-down discovery.
    Look { zone: Zone },
    /// One of the Explorer's moves.
    Move { from: Zone, to: Zone },
}

/// Calls `$f` with an action; returns `false` from the enclosing function if
/// `$f` asks to stop.
macro_rules! offer {
    ($f:expr, $a:expr) => {
        if !$f($a) {
            return false;
        }
    };
}

impl RawState {
    /// The resolving colour (Red when none resolves; only read while one does).
    #[inline]
    pub(crate) fn resolver_colour(&self) -> Colour {
        self.resolver.unwrap_or(Colour(0))
    }

    /// The decision the resolving colour faces, if one is resolving.
    #[inline]
    pub(crate) fn current(&self) -> Option<Current> {
        self.resolver?;
        let p = &self.progress;
        if let Some(d) = p.destine {
            Some(Current::Destine(d))
        } else if p.drawn.is_some() {
            Some(Current::Assign)
        } else if p.forced_look {
            Some(Current::ForcedLook)
        } else {
            self.current_part().map(Current::Part)
        }
    }

    /// The kind of the decision `cur`.
    pub(crate) fn decision_of(&self, cur: Current) -> Decision {
        match cur {
            Current::Destine(_) => Decision::DestinationOfUnknownShip,
            Current::Assign => Decision::AssignDiscovery,
            Current::ForcedLook => Decision::LookAtDiscovery,
            Current::Part(part) => match part {
                Part::Place { distinct: true, .. } if self.progress.done >= 1 => {
                    Decision::PlaceInAnotherShip
                }
                Part::Place { .. } | Part::Recall => Decision::PlaceAstronaut,
                Part::PlaceTogether { .. } => Decision::PlaceThreeTogether,
                Part::DestinationToken => Decision::DestinationToken,
                Part::Kill => Decision::Kill,
                Part::LeavePhobos { .. } => Decision::LeavePhobos,
                Part::Replace => Decision::Replace,
                Part::Destroy => Decision::Destroy,
                Part::ForceLaunch => Decision::ForceLaunch,
                Part::ResearchOrLook => Decision::ResearchOrLook,
                Part::Explore { .. } => Decision::Explore,
            },
        }
    }

    /// The resolving colour's decision kind.
    pub(crate) fn resolution_decision(&self) -> Option<Decision> {
        self.current().map(|cur| self.decision_of(cur))
    }

    fn supply(&self, c: Colour) -> u8 {
        self.colours.get(c.index()).map_or(0, |s| s.supply)
    }

    /// Card clarifications: "Players need to make sure there is still room
    /// for their astronauts when placing them on a docked ship".
    fn room_for(&self, c: Colour, dock: u8, needed: u8) -> Result<(), RuleError> {
        let supply = self.supply(c);
        if supply < needed {
            return Err(RuleError::NoAstronautLeft { needed, supply });
        }
        if self.docks().get(dock as usize).map_or(0, DockState::room) < needed {
            return Err(RuleError::NoRoom { dock, needed });
        }
        Ok(())
    }

    /// Destination tokens: "limited to two tokens per zone", from the supply.
    fn token_in_supply(&self, zone: Zone) -> Result<(), RuleError> {
        if self.token_supply[zone.index()] == 0 {
            Err(RuleError::NoToken { zone })
        } else {
            Ok(())
        }
    }

    /// A ship (docked or launched) at `dock`, for a destination token.
    fn ship_at(&self, dock: u8) -> Result<(), RuleError> {
        if self
            .docks()
            .get(dock as usize)
            .is_some_and(DockState::has_ship)
        {
            Ok(())
        } else {
            Err(RuleError::NoShip { dock })
        }
    }

    /// The ship docked at `dock` (Saboteur, Secret Agent).
    fn docked_ship(&self, dock: u8) -> Result<u8, RuleError> {
        self.docks()
            .get(dock as usize)
            .filter(|d| d.is_docked())
            .and_then(|d| d.ship)
            .ok_or(RuleError::NotDocked { dock })
    }

    /// A face-down discovery in `zone` (Scientist).
    fn face_down_in(&self, zone: Zone) -> Result<(), RuleError> {
        if self.face_down_discovery_zones().contains(zone) {
            Ok(())
        } else {
            Err(RuleError::NoFaceDownDiscovery { zone })
        }
    }

    /// Whether `c` has an astronaut on Mars that can move (Explorer).
    fn can_explore(&self, c: Colour) -> bool {
        Zone::ALL.iter().any(|&z| {
            z.is_mars() && self.astronauts(z, c) > 0 && !self.config.board.adjacent(z).is_empty()
        })
    }

    /// Decides a resolution action for the decision `cur` (the
    /// [`RawState::current`] one) and works out what it does: the one source
    /// of legality of the countdown.
    pub(crate) fn plan_step(&self, cur: Current, a: Action) -> Result<Step, RuleError> {
        match (cur, a) {
            (Current::Destine(awaiting), Action::Token { dock, zone }) => {
                if dock != awaiting {
                    return Err(RuleError::NotTheUnknownShip { dock, awaiting });
                }
                self.ship_at(dock)?;
                self.token_in_supply(zone)?;
                Ok(Step::Destine { dock, zone })
            }
            (Current::Assign, Action::Assign(zone)) => {
                if !zone.is_outer() {
                    return Err(RuleError::NotAnOuterZone { zone });
                }
                if self.discovery_zones().contains(zone) {
                    return Err(RuleError::ZoneHasDiscovery { zone });
                }
                match self.progress.drawn {
                    Some(card) => Ok(Step::Assign { zone, card }),
                    None => Err(self.wrong(cur)),
                }
            }
            (Current::ForcedLook, Action::Look(zone)) => {
                self.face_down_in(zone)?;
                Ok(Step::ForcedLook { zone })
            }
            (Current::Part(part), a) => self.plan_part(cur, part, a),
            _ => Err(self.wrong(cur)),
        }
    }

    fn wrong(&self, cur: Current) -> RuleError {
        RuleError::WrongDecision {
            expected: self.decision_of(cur).text(),
        }
    }

    /// [`RawState::plan_step`] for a part of the effect.
    fn plan_part(&self, cur: Current, part: Part, a: Action) -> Result<Step, RuleError> {
        let c = self.resolver_colour();
        let p = &self.progress;
        let nc = self.colour_count();
        let open = !p.stopped;
        match (part, a) {
            (Part::Place { count, distinct }, Action::Place(dock)) if p.done < count => {
                self.room_for(c, dock, 1)?;
                if distinct && p.first_dock == Some(dock) {
                    return Err(RuleError::SameShip { dock });
                }
                Ok(Step::Place { dock })
            }
            (Part::PlaceTogether { count }, Action::Place(dock)) if p.done == 0 => {
                self.room_for(c, dock, count)?;
                Ok(Step::PlaceTogether { dock, count })
            }
            (Part::DestinationToken, Action::Token { dock, zone }) if p.done == 0 => {
                self.ship_at(dock)?;
                self.token_in_supply(zone)?;
                Ok(Step::Token { dock, zone })
            }
            (Part::Kill, Action::Kill { zone, colour }) if p.done == 0 => {
                if !(zone.is_outer() || zone == Zone::Phobos) {
                    return Err(RuleError::NotAKillZone { zone });
                }
                if colour.index() >= nc || self.astronauts(zone, colour) == 0 {
                    return Err(RuleError::NoAstronaut {
                        site: Site::Zone(zone),
                        colour,
                    });
                }
                Ok(Step::Kill {
                    zone,
                    victim: colour,
                })
            }
            (Part::LeavePhobos { max }, Action::Land(_) | Action::Stop) if open && p.done < max => {
                if self.astronauts(Zone::Phobos, c) == 0 {
                    return Err(RuleError::NoAstronaut {
                        site: Site::Zone(Zone::Phobos),
                        colour: c,
                    });
                }
                match a {
                    Action::Land(zone) if !zone.is_mars() => Err(RuleError::NotOnMars { zone }),
                    Action::Land(zone) => Ok(Step::Land { zone }),
                    _ if p.done == 0 => Err(RuleError::MustMove),
                    _ => Ok(Step::Stop),
                }
            }
            (Part::Replace, Action::Replace { site, colour }) if p.done == 0 => {
                let supply = self.supply(c);
                if supply == 0 {
                    return Err(RuleError::NoAstronautLeft { needed: 1, supply });
                }
                if colour == c {
                    return Err(RuleError::NotAnOpponent { colour });
                }
                let (mine, theirs) = match site {
                    Site::Zone(z) => (self.astronauts(z, c), self.astronauts(z, colour)),
                    Site::Ship(d) => match self.docks().get(d as usize) {
                        Some(dock) if dock.has_ship() => (
                            dock.aboard.get(c.index()).copied().unwrap_or(0),
                            dock.aboard.get(colour.index()).copied().unwrap_or(0),
                        ),
                        _ => (0, 0),
                    },
                };
                if mine == 0 {
                    return Err(RuleError::NotPresent { site });
                }
                if colour.index() >= nc || theirs == 0 {
                    return Err(RuleError::NoAstronaut { site, colour });
                }
                Ok(Step::Replace {
                    site,
                    victim: colour,
                })
            }
            (Part::Destroy, Action::Destroy(dock)) if p.done == 0 => {
                let ship = self.docked_ship(dock)?;
                Ok(Step::Destroy { dock, ship })
            }
            (Part::ForceLaunch, Action::Launch(dock)) if p.done == 0 => {
                let ship = self.docked_ship(dock)?;
                if self
                    .docks()
                    .get(dock as usize)
                    .is_some_and(DockState::is_full)
                {
                    return Err(RuleError::ShipFull { dock });
                }
                Ok(Step::Launch { dock, ship })
            }
            (Part::ResearchOrLook, Action::Draw) if p.done == 0 => {
                if self.event_cards.contains(&CardPlace::Deck) {
                    Ok(Step::Draw)
                } else {
                    Err(RuleError::EventDeckEmpty)
                }
            }
            (Part::ResearchOrLook, Action::Look(zone)) if p.done == 0 => {
                self.face_down_in(zone)?;
                Ok(Step::Look { zone })
            }
            (Part::Explore { moves }, Action::Move { from, to }) if open && p.done < moves => {
                if !from.is_mars() || self.astronauts(from, c) == 0 {
                    return Err(RuleError::NoAstronaut {
                        site: Site::Zone(from),
                        colour: c,
                    });
                }
                if !self.config.board.are_adjacent(from, to) {
                    return Err(RuleError::NotAdjacent { from, to });
                }
                Ok(Step::Move { from, to })
            }
            (Part::Explore { moves }, Action::Stop) if open && p.done < moves => {
                // "Up to 3 moves": stopping is a choice only while a move is.
                if self.can_explore(c) {
                    Ok(Step::Stop)
                } else {
                    Err(self.wrong(cur))
                }
            }
            _ => Err(self.wrong(cur)),
        }
    }

    /// Calls `f` with every candidate action of the decision `cur`, in
    /// `Action` order (a superset of the legal ones), until `f` returns
    /// `false`; returns `false` if stopped.
    fn candidates(&self, cur: Current, f: &mut impl FnMut(Action) -> bool) -> bool {
        let nd = self.dock_count() as u8;
        let colours = || (0..self.colour_count() as u8).map(Colour);
        match cur {
            Current::Destine(dock) => {
                for zone in Zone::ALL {
                    offer!(f, Action::Token { dock, zone });
                }
            }
            Current::Assign => {
                for z in Zone::OUTER {
                    offer!(f, Action::Assign(z));
                }
            }
            Current::ForcedLook => {
                for z in Zone::OUTER {
                    offer!(f, Action::Look(z));
                }
            }
            Current::Part(part) => match part {
                Part::Place { .. } | Part::PlaceTogether { .. } => {
                    for d in 0..nd {
                        offer!(f, Action::Place(d));
                    }
                }
                Part::DestinationToken => {
                    for dock in 0..nd {
                        for zone in Zone::ALL {
                            offer!(f, Action::Token { dock, zone });
                        }
                    }
                }
                Part::Kill => {
                    for zone in Zone::ALL {
                        for colour in colours() {
                            offer!(f, Action::Kill { zone, colour });
                        }
                    }
                }
                Part::LeavePhobos { .. } => {
                    for z in Zone::ALL {
                        offer!(f, Action::Land(z));
                    }
                    offer!(f, Action::Stop);
                }
                Part::Replace => {
                    for z in Zone::ALL {
                        for colour in colours() {
                            let site = Site::Zone(z);
                            offer!(f, Action::Replace { site, colour });
                        }
                    }
                    for d in 0..nd {
                        for colour in colours() {
                            let site = Site::Ship(d);
                            offer!(f, Action::Replace { site, colour });
                        }
                    }
                }
                Part::Destroy => {
                    for d in 0..nd {
                        offer!(f, Action::Destroy(d));
                    }
                }
                Part::ForceLaunch => {
                    for d in 0..nd {
                        offer!(f, Action::Launch(d));
                    }
                }
                Part::ResearchOrLook => {
                    offer!(f, Action::Draw);
                    for z in Zone::OUTER {
                        offer!(f, Action::Look(z));
                    }
                }
                Part::Explore { .. } => {
                    let board = self.config.board;
                    for from in Zone::ALL {
                        for to in board.adjacent(from).iter() {
                            offer!(f, Action::Move { from, to });
                        }
                    }
                    offer!(f, Action::Stop);
                }
                Part::Recall => {}
            },
        }
        true
    }

    /// Calls `f` with every legal action of the decision `cur` — the
    /// candidates [`RawState::plan_step`] accepts — until `f` returns
    /// `false`; returns `false` if stopped. Allocates nothing.
    pub(crate) fn legal_steps(&self, cur: Current, f: &mut impl FnMut(Action) -> bool) -> bool {
        self.candidates(cur, &mut |a| self.plan_step(cur, a).is_err() || f(a))
    }

    /// Whether the resolving colour has at least one option now.
    pub(crate) fn resolution_has_options(&self) -> bool {
        self.current().is_some_and(|cur| self.has_options_of(cur))
    }

    /// Whether the decision `cur`, the [`RawState::current`] one, has at
    /// least one option.
    #[inline]
    pub(crate) fn has_options_of(&self, cur: Current) -> bool {
        !self.legal_steps(cur, &mut |_| false)
    }

    /// Carries out a checked resolution action.
    pub(crate) fn execute_step<S: EventSink<Event>>(&mut self, step: Step, events: &mut S) {
        let c = self.resolver_colour();
        let seat = self.config.controller(c);
        let p = &mut self.progress;
        match step {
            Step::Destine { dock, zone } => {
                p.destine = None;
                self.put_token(c, dock, zone, events);
            }
            Step::Assign { zone, card } => {
                p.drawn = None;
                if let Some(place) = self.event_cards.get_mut(card as usize) {
                    *place = CardPlace::Zone(zone);
                    let only = PlayerSet::only(seat);
                    events.emit(
                        Audience::Seats(only),
                        Event::Assigned {
                            colour: c,
                            zone,
                            card: Some(card),
                        },
                    );
                    events.emit(
                        Audience::AllExcept(only),
                        Event::Assigned {
                            colour: c,
                            zone,
                            card: None,
                        },
                    );
                }
            }
            Step::ForcedLook { zone } => {
                p.forced_look = false;
                self.look(c, zone, events);
            }
            Step::Place { dock } => {
                p.done = p.done.saturating_add(1);
                if p.first_dock.is_none() {
                    p.first_dock = Some(dock);
                }
                self.place(c, dock, 1, events);
            }
            Step::PlaceTogether { dock, count } => {
                p.done = 1;
                self.place(c, dock, count, events);
            }
            Step::Token { dock, zone } => {
                p.done = 1;
                self.put_token(c, dock, zone, events);
            }
            Step::Kill { zone, victim } => {
                p.done = 1;
                if self.kill(zone, victim) {
                    events.emit(
                        Audience::All,
                        Event::Killed {
                            colour: c,
                            victim,
                            zone,
                        },
                    );
                }
            }
            Step::Land { zone } => {
                p.done = p.done.saturating_add(1);
                if self.move_astronaut(c, Zone::Phobos, zone, events) {
                    events.emit(Audience::All, Event::LeftPhobos { colour: c, zone });
                }
            }
            Step::Stop => p.stopped = true,
            Step::Replace { site, victim } => {
                p.done = 1;
                self.replace(c, site, victim, events);
            }
            Step::Destroy { dock, ship } => {
                p.done = 1;
                let lost = self.destroy_ship(dock);
                events.emit(
                    Audience::All,
                    Event::Destroyed {
                        colour: c,
                        dock,
                        ship,
                        lost,
                    },
                );
            }
            Step::Launch { dock, ship } => {
                p.done = 1;
                if let Some(d) = self.docks.get_mut(dock as usize) {
                    d.launched = true;
                    events.emit(
                        Audience::All,
                        Event::Launched {
                            dock,
                            ship,
                            forced: true,
                        },
                    );
                }
            }
            Step::Draw => {
                p.done = 1;
                self.draw_event(c, events);
            }
            Step::Look { zone } => {
                p.done = 1;
                self.look(c, zone, events);
            }
            Step::Move { from, to } => {
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
        }
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
        let unknown = dock
            .ship
            .and_then(ship_card)
            .is_some_and(|s| s.destination.is_none());
        if unknown && dock.tokens.is_empty() && was_empty && n > 0 && any_token {
            self.progress.destine = Some(d);
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
        if let Some(ship) = old.ship {
            self.ship_discard.insert(usize::from(ship));
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
                    self.progress.drawn = Some(card);
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
