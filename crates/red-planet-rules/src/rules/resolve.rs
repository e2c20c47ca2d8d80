//! "2 RESOLVE SPECIALIST EFFECTS": each specialist's effect as a sequence of
//! small decisions, with the card clarifications, "Destination tokens",
//! "Event cards" and "Lost in Space Memorial".
//!
//! Effects are data ([`Part`] lists in the specialist table of
//! [`crate::data::specialists`]); this module interprets them.
//! `RawState::plan_step` decides every resolution action and works out
//! what it does; `RawState::execute_step` carries it out.
//!
//! "All specialist effects are mandatory and must be resolved fully if
//! possible; if that is impossible, resolve as much as possible" (card
//! clarifications): a part with no possible option is skipped, never a part
//! with options. "Up to" parts (Explorer, and the Soldier after its first
//! move) offer `stop`.
//!
//! Rulings applied: R8 (the supply limits placements), R9 (no token left),
//! R21 (a choice may not make a later part impossible while another keeps
//! it possible), R22 (a neutral Scientist draws),
//! R12 (any other colour is an opponent), R13 (a Scientist with nothing to
//! draw or look at), R15 ("up to" and "at least one"), R17 (Soldier targets),
//! R18 (forced launch and resource flips), R19 (who knows a discovery).

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::action::{Action, Decision, Site};
use crate::config::Colour;
use crate::data::ships::ship_card;
use crate::data::specialists::Part;
use crate::data::zones::{Zone, ZoneSet};
use crate::data::{event_kind, EventKind};
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::{Checks, Pending};
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

/// What the checks of a resolution decision read, worked out once per
/// decision.
#[derive(Clone, Copy)]
struct Ctx {
    /// The resolving colour.
    colour: Colour,
    /// Its supply.
    supply: u8,
    /// The later part this decision must keep possible (R21).
    keep: Keep,
    /// Whether a choice of this decision keeps it possible (R21: only then
    /// is a choice that makes it impossible refused).
    keepable: bool,
    /// Whether the Robot could replace somewhere already (read for
    /// [`Keep::Replacement`]).
    can_replace: bool,
}

/// A later mandatory part of the effect that a choice of the current part
/// can make impossible (ruling R21). The card clarifications: "All
/// specialist effects are mandatory and must be resolved fully if
/// possible".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Keep {
    /// No later part depends on this decision.
    Nothing,
    /// Robot: the replacement "in 1 zone or ship where you have at least 1
    /// astronaut", after the placement.
    Replacement,
    /// Pilot: the destination token, after the placements (an astronaut on
    /// an empty unknown-destination ship takes a token first).
    PilotToken,
    /// Soldier: "The player must move at least one astronaut" from Phobos,
    /// after the kill.
    MoveFromPhobos,
}

impl Keep {
    /// What is kept possible, for a player.
    const fn text(self) -> &'static str {
        match self {
            Keep::Nothing => "the rest of the effect",
            Keep::Replacement => "the Robot's replacement",
            Keep::PilotToken => "the Pilot's destination token",
            Keep::MoveFromPhobos => "the Soldier's move from Phobos",
        }
    }
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

    /// What the checks of the decision `cur` read, worked out once (the
    /// legal listing checks many candidates against it).
    #[inline(always)]
    fn ctx(&self, cur: Current) -> Ctx {
        let mut x = self.bare_ctx();
        if let Current::Part(part) = cur {
            x.keep = self.keep_of(&x, part);
            if x.keep == Keep::Replacement {
                // A placement keeps the replacement possible when its ship
                // carries an opponent; whether the others spoil it (the Robot
                // present nowhere with an opponent, with an astronaut left
                // after placing) is the costly question, asked only then.
                let keeps = self.keepable(&x, part);
                x.can_replace = !keeps || self.could_replace(&x);
                x.keepable = !x.can_replace;
            } else if x.keep != Keep::Nothing {
                x.keepable = self.keepable(&x, part);
            }
        }
        x
    }

    /// The resolver and its supply, without the R21 facts: every choice
    /// legal by the rules of its own part passes [`RawState::check_keeps`].
    #[inline]
    fn bare_ctx(&self) -> Ctx {
        let colour = self.resolver_colour();
        let supply = self.colours.get(colour.index()).map_or(0, |s| s.supply);
        Ctx {
            colour,
            supply,
            keep: Keep::Nothing,
            keepable: false,
            can_replace: false,
        }
    }

    /// R21: the later part the current `part` must keep possible, from the
    /// effect's list of parts — `Nothing` when no choice of `part` could
    /// make it impossible now (no astronaut left for the replacement after
    /// the placement, more than one destination token left, not exactly one
    /// Soldier on Phobos).
    #[inline]
    fn keep_of(&self, x: &Ctx, part: Part) -> Keep {
        if !matches!(part, Part::Place { .. } | Part::Kill) {
            return Keep::Nothing;
        }
        let next = self
            .resolver
            .and_then(|c| self.colours.get(c.index()))
            .and_then(|col| col.chosen)
            .and_then(|s| s.effect().get(usize::from(self.progress.part) + 1).copied());
        match (part, next) {
            (Part::Place { .. }, Some(Part::Replace)) if x.supply >= 2 => Keep::Replacement,
            (Part::Place { .. }, Some(Part::DestinationToken))
                if self.token_supply.iter().map(|&t| u32::from(t)).sum::<u32>() == 1 =>
            {
                Keep::PilotToken
            }
            (Part::Kill, Some(Part::LeavePhobos { .. }))
                if self.astronauts(Zone::Phobos, x.colour) == 1 =>
            {
                Keep::MoveFromPhobos
            }
            _ => Keep::Nothing,
        }
    }

    /// R21: whether `a`, legal by the rules of its own part, makes the later
    /// part `x.keep` impossible.
    fn spoils(&self, x: &Ctx, a: Action) -> bool {
        match (x.keep, a) {
            (Keep::Replacement, Action::Place(d)) => {
                // The replacement takes an astronaut from the supply after
                // this one (`can_replace` when none will be left), where the
                // Robot has one: here on this ship, with an opponent aboard,
                // or anywhere it already could.
                !x.can_replace && !self.opponent_aboard(x, d)
            }
            (Keep::PilotToken, Action::Place(d)) => {
                // The first astronaut on an empty unknown-destination ship
                // takes a token; the last one would leave none for the Pilot.
                self.calls_for_a_token(d)
            }
            (Keep::MoveFromPhobos, Action::Kill { zone, colour }) => {
                // The Soldier's only astronaut on Phobos.
                zone == Zone::Phobos && colour == x.colour
            }
            _ => false,
        }
    }

    /// R21: whether some choice of `part`, legal by its own rules, keeps
    /// `x.keep` possible (for the Robot: a placement into a ship with an
    /// opponent aboard, whatever else it could replace).
    fn keepable(&self, x: &Ctx, part: Part) -> bool {
        let nd = self.dock_count() as u8;
        match part {
            Part::Place { distinct, .. } => {
                let other_than = self.progress.first_dock.filter(|_| distinct);
                (0..nd).any(|d| {
                    self.check_place(x, d, 1, other_than).is_ok()
                        && if x.keep == Keep::Replacement {
                            self.opponent_aboard(x, d)
                        } else {
                            !self.spoils(x, Action::Place(d))
                        }
                })
            }
            Part::Kill => Zone::ALL.into_iter().any(|zone| {
                (0..self.colour_count() as u8).map(Colour).any(|colour| {
                    self.check_kill(zone, colour).is_ok()
                        && !self.spoils(x, Action::Kill { zone, colour })
                })
            }),
            _ => false,
        }
    }

    /// R21: a choice that makes a later mandatory part of the effect
    /// impossible is refused while another choice keeps it possible.
    #[inline]
    fn check_keeps(&self, x: &Ctx, a: Action) -> Result<(), RuleError> {
        if x.keepable && self.spoils(x, a) {
            Err(RuleError::WouldSpoil {
                rest: x.keep.text(),
            })
        } else {
            Ok(())
        }
    }

    /// Whether the ship at `dock` carries an opponent of the resolver.
    fn opponent_aboard(&self, x: &Ctx, dock: u8) -> bool {
        (0..self.colour_count() as u8)
            .map(Colour)
            .any(|v| v != x.colour && self.at_site(Site::Ship(dock), v) > 0)
    }

    /// Whether the Robot could replace somewhere now (its supply aside).
    fn could_replace(&self, x: &Ctx) -> bool {
        let nd = self.dock_count() as u8;
        let sites = Zone::ALL
            .into_iter()
            .map(Site::Zone)
            .chain((0..nd).map(Site::Ship));
        let colours = || (0..self.colour_count() as u8).map(Colour);
        sites
            .filter(|&s| self.at_site(s, x.colour) > 0)
            .any(|s| colours().any(|v| v != x.colour && self.at_site(s, v) > 0))
    }

    /// Whether an astronaut placed at `dock` is the first on an
    /// unknown-destination ship without a token, which then takes one
    /// (rulebook, "Destination tokens"; as [`RawState::place`] does).
    fn calls_for_a_token(&self, dock: u8) -> bool {
        self.docks().get(dock as usize).is_some_and(|d| {
            let unknown = d
                .ship
                .and_then(ship_card)
                .is_some_and(|s| s.destination.is_none());
            unknown && d.tokens.is_empty() && d.total_aboard() == 0
        }) && self.token_supply.iter().any(|&t| t > 0)
    }

    /// Whether part `part` still takes a decision (the guard shared by
    /// [`RawState::plan_step`] and the legal listing).
    #[inline]
    fn part_open(&self, part: Part) -> bool {
        let p = &self.progress;
        match part {
            Part::Place { count, .. } => p.done < count,
            Part::LeavePhobos { max } => !p.stopped && p.done < max,
            Part::Explore { moves } => !p.stopped && p.done < moves,
            Part::Recall => false,
            Part::PlaceTogether { .. }
            | Part::DestinationToken
            | Part::Kill
            | Part::Replace
            | Part::Destroy
            | Part::ForceLaunch
            | Part::ResearchOrLook => p.done == 0,
        }
    }

    fn wrong(&self, cur: Current) -> RuleError {
        RuleError::WrongDecision {
            expected: self.decision_of(cur).text(),
        }
    }

    // ---- the rules of each decision, shared by `plan_step` and the listing

    /// Card clarifications: "Players need to make sure there is still room
    /// for their astronauts when placing them on a docked ship"; the Secret
    /// Agent's two go in "2 different docked ships".
    #[inline]
    fn check_place(
        &self,
        x: &Ctx,
        dock: u8,
        needed: u8,
        other_than: Option<u8>,
    ) -> Result<(), RuleError> {
        if x.supply < needed {
            return Err(RuleError::NoAstronautLeft {
                needed,
                supply: x.supply,
            });
        }
        if self.docks().get(dock as usize).map_or(0, DockState::room) < needed {
            return Err(RuleError::NoRoom { dock, needed });
        }
        if other_than == Some(dock) {
            return Err(RuleError::SameShip { dock });
        }
        Ok(())
    }

    /// Destination tokens: a token from the supply ("limited to two tokens
    /// per zone"), on a ship docked or launched.
    #[inline]
    fn check_token(&self, dock: u8, zone: Zone) -> Result<(), RuleError> {
        self.check_token_ship(dock)?;
        self.check_token_zone(zone)
    }

    /// [`RawState::check_token`]: the ship part.
    #[inline]
    fn check_token_ship(&self, dock: u8) -> Result<(), RuleError> {
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

    /// [`RawState::check_token`]: the supply part.
    #[inline]
    fn check_token_zone(&self, zone: Zone) -> Result<(), RuleError> {
        if self.token_supply[zone.index()] == 0 {
            Err(RuleError::NoToken { zone })
        } else {
            Ok(())
        }
    }

    /// Soldier: "kill 1 astronaut on Phobos or an outer zone of Mars"; "a
    /// player can kill their own astronauts".
    #[inline]
    fn check_kill(&self, zone: Zone, colour: Colour) -> Result<(), RuleError> {
        self.check_kill_zone(zone)?;
        self.check_victim(zone, colour)
    }

    /// [`RawState::check_kill`]: the zone part.
    #[inline]
    fn check_kill_zone(&self, zone: Zone) -> Result<(), RuleError> {
        if zone.is_outer() || zone == Zone::Phobos {
            Ok(())
        } else {
            Err(RuleError::NotAKillZone { zone })
        }
    }

    /// [`RawState::check_kill`]: an astronaut of `colour` is there.
    #[inline]
    fn check_victim(&self, zone: Zone, colour: Colour) -> Result<(), RuleError> {
        if colour.index() >= self.colour_count() || self.astronauts(zone, colour) == 0 {
            return Err(RuleError::NoAstronaut {
                site: Site::Zone(zone),
                colour,
            });
        }
        Ok(())
    }

    /// Soldier: "move up to 3 of your astronauts from Phobos to any zone(s)
    /// on Mars … The player must move at least one astronaut" (`None`: stop).
    #[inline]
    fn check_leave_phobos(&self, x: &Ctx, to: Option<Zone>) -> Result<(), RuleError> {
        if self.astronauts(Zone::Phobos, x.colour) == 0 {
            return Err(RuleError::NoAstronaut {
                site: Site::Zone(Zone::Phobos),
                colour: x.colour,
            });
        }
        match to {
            Some(zone) if !zone.is_mars() => Err(RuleError::NotOnMars { zone }),
            Some(_) => Ok(()),
            None if self.progress.done == 0 => Err(RuleError::MustMove),
            None => Ok(()),
        }
    }

    /// Robot: "in 1 zone or ship where you have at least 1 astronaut,
    /// replace 1 opponent's astronaut with 1 of your astronauts" (any ship,
    /// docked or launched: clarifications).
    #[inline]
    fn check_replace(&self, x: &Ctx, site: Site, colour: Colour) -> Result<(), RuleError> {
        self.check_replace_site(x, site)?;
        self.check_replace_victim(x, site, colour)
    }

    /// Astronauts of `c` at `site` (none at a dock without a ship).
    #[inline]
    fn at_site(&self, site: Site, c: Colour) -> u8 {
        match site {
            Site::Zone(z) => self.astronauts(z, c),
            Site::Ship(d) => self
                .docks()
                .get(d as usize)
                .filter(|dock| dock.has_ship())
                .and_then(|dock| dock.aboard.get(c.index()).copied())
                .unwrap_or(0),
        }
    }

    /// [`RawState::check_replace`]: an astronaut of the supply, and one of
    /// the Robot's colour at the site.
    #[inline]
    fn check_replace_site(&self, x: &Ctx, site: Site) -> Result<(), RuleError> {
        if x.supply == 0 {
            return Err(RuleError::NoAstronautLeft {
                needed: 1,
                supply: 0,
            });
        }
        if self.at_site(site, x.colour) == 0 {
            return Err(RuleError::NotPresent { site });
        }
        Ok(())
    }

    /// [`RawState::check_replace`]: an opponent's astronaut at the site.
    #[inline]
    fn check_replace_victim(&self, x: &Ctx, site: Site, colour: Colour) -> Result<(), RuleError> {
        if colour == x.colour {
            return Err(RuleError::NotAnOpponent { colour });
        }
        if colour.index() >= self.colour_count() || self.at_site(site, colour) == 0 {
            return Err(RuleError::NoAstronaut { site, colour });
        }
        Ok(())
    }

    /// Saboteur and Secret Agent: a docked ship; the Secret Agent's "not yet
    /// full". Returns the ship.
    #[inline]
    fn check_docked(&self, dock: u8, not_full: bool) -> Result<u8, RuleError> {
        let d = self.docks().get(dock as usize).filter(|d| d.is_docked());
        let Some(ship) = d.and_then(|d| d.ship) else {
            return Err(RuleError::NotDocked { dock });
        };
        if not_full && d.is_some_and(DockState::is_full) {
            return Err(RuleError::ShipFull { dock });
        }
        Ok(ship)
    }

    /// Scientist: "look at 1 discovery card in play", face down (`face_down`:
    /// the zones holding one).
    #[inline]
    fn check_look(&self, face_down: ZoneSet, zone: Zone) -> Result<(), RuleError> {
        if face_down.contains(zone) {
            Ok(())
        } else {
            Err(RuleError::NoFaceDownDiscovery { zone })
        }
    }

    /// Event cards: a drawn discovery goes face down to an outer zone, "at
    /// most one discovery card" per zone (`taken`: the zones holding one).
    #[inline]
    fn check_assign(&self, taken: ZoneSet, zone: Zone) -> Result<(), RuleError> {
        if !zone.is_outer() {
            return Err(RuleError::NotAnOuterZone { zone });
        }
        if taken.contains(zone) {
            return Err(RuleError::ZoneHasDiscovery { zone });
        }
        Ok(())
    }

    /// 2-player variant: "When resolving a neutral Scientist, the controlling
    /// player draws the event card" — a neutral Scientist does not choose to
    /// look (ruling R22; the look owed after a discarded discovery stays).
    #[inline]
    fn check_scientist_looks(&self, c: Colour) -> Result<(), RuleError> {
        if self.config.is_neutral(c) {
            Err(RuleError::NeutralScientistDraws)
        } else {
            Ok(())
        }
    }

    /// Scientist: "draw 1 event card" needs a card in the event deck (R13).
    #[inline]
    fn check_draw(&self) -> Result<(), RuleError> {
        if self.event_cards.contains(&CardPlace::Deck) {
            Ok(())
        } else {
            Err(RuleError::EventDeckEmpty)
        }
    }

    /// Explorer: "the player moves one of their astronauts from their current
    /// zone to an adjacent zone".
    #[inline]
    fn check_move(&self, x: &Ctx, from: Zone, to: Zone) -> Result<(), RuleError> {
        self.check_move_from(x, from)?;
        if !self.config.board.are_adjacent(from, to) {
            return Err(RuleError::NotAdjacent { from, to });
        }
        Ok(())
    }

    /// [`RawState::check_move`]: one of the Explorer's astronauts on Mars.
    #[inline]
    fn check_move_from(&self, x: &Ctx, from: Zone) -> Result<(), RuleError> {
        if from.is_mars() && self.astronauts(from, x.colour) > 0 {
            Ok(())
        } else {
            Err(RuleError::NoAstronaut {
                site: Site::Zone(from),
                colour: x.colour,
            })
        }
    }

    /// Whether `c` has an astronaut on Mars that can move (Explorer): "up to
    /// 3 moves", so stopping is a choice only while a move is.
    fn can_explore(&self, c: Colour) -> bool {
        Zone::ALL.iter().any(|&z| {
            z.is_mars() && self.astronauts(z, c) > 0 && !self.config.board.adjacent(z).is_empty()
        })
    }

    /// Decides a resolution action for the decision `cur` (the
    /// [`RawState::current`] one) and works out what it does: the one source
    /// of legality of the countdown. With [`Checks::Validated`] the rules
    /// were checked already: only what the action does is worked out.
    // Always inline: with `checks` known at the call, every check of the
    // other kind folds away.
    #[inline(always)]
    pub(crate) fn plan_step(
        &self,
        cur: Current,
        a: Action,
        checks: Checks,
    ) -> Result<Step, RuleError> {
        // The context is only read by the checks.
        let x = (checks == Checks::All).then(|| self.ctx(cur));
        let x = x.as_ref();
        macro_rules! check {
            ($call:expr) => {
                if x.is_some() {
                    $call?;
                }
            };
        }
        // Without the checks, the action names the step of the current part.
        let open = |part| x.is_none() || self.part_open(part);
        match (cur, a) {
            (Current::Destine(awaiting), Action::Token { dock, zone }) => {
                if dock != awaiting {
                    return Err(RuleError::NotTheUnknownShip { dock, awaiting });
                }
                check!(self.check_token(dock, zone));
                Ok(Step::Destine { dock, zone })
            }
            (Current::Assign, Action::Assign(zone)) => {
                check!(self.check_assign(self.discovery_zones(), zone));
                match self.progress.drawn {
                    Some(card) => Ok(Step::Assign { zone, card }),
                    None => Err(self.wrong(cur)),
                }
            }
            (Current::ForcedLook, Action::Look(zone)) => {
                check!(self.check_look(self.face_down_discovery_zones(), zone));
                Ok(Step::ForcedLook { zone })
            }
            (Current::Part(part), a) if open(part) => match (part, a, x) {
                (Part::Place { distinct, .. }, Action::Place(dock), _) => {
                    if let Some(x) = x {
                        let other_than = self.progress.first_dock.filter(|_| distinct);
                        self.check_place(x, dock, 1, other_than)?;
                        self.check_keeps(x, a)?;
                    }
                    Ok(Step::Place { dock })
                }
                (Part::PlaceTogether { count }, Action::Place(dock), _) => {
                    if let Some(x) = x {
                        self.check_place(x, dock, count, None)?;
                    }
                    Ok(Step::PlaceTogether { dock, count })
                }
                (Part::DestinationToken, Action::Token { dock, zone }, _) => {
                    check!(self.check_token(dock, zone));
                    Ok(Step::Token { dock, zone })
                }
                (Part::Kill, Action::Kill { zone, colour }, _) => {
                    if let Some(x) = x {
                        self.check_kill(zone, colour)?;
                        self.check_keeps(x, a)?;
                    }
                    Ok(Step::Kill {
                        zone,
                        victim: colour,
                    })
                }
                (Part::LeavePhobos { .. }, Action::Land(zone), _) => {
                    if let Some(x) = x {
                        self.check_leave_phobos(x, Some(zone))?;
                    }
                    Ok(Step::Land { zone })
                }
                (Part::LeavePhobos { .. }, Action::Stop, _) => {
                    if let Some(x) = x {
                        self.check_leave_phobos(x, None)?;
                    }
                    Ok(Step::Stop)
                }
                (Part::Replace, Action::Replace { site, colour }, _) => {
                    if let Some(x) = x {
                        self.check_replace(x, site, colour)?;
                    }
                    Ok(Step::Replace {
                        site,
                        victim: colour,
                    })
                }
                (Part::Destroy, Action::Destroy(dock), _) => {
                    let ship = self.check_docked(dock, false)?;
                    Ok(Step::Destroy { dock, ship })
                }
                (Part::ForceLaunch, Action::Launch(dock), _) => {
                    let ship = self.check_docked(dock, x.is_some())?;
                    Ok(Step::Launch { dock, ship })
                }
                (Part::ResearchOrLook, Action::Draw, _) => {
                    check!(self.check_draw());
                    Ok(Step::Draw)
                }
                (Part::ResearchOrLook, Action::Look(zone), _) => {
                    if let Some(x) = x {
                        self.check_scientist_looks(x.colour)?;
                        self.check_look(self.face_down_discovery_zones(), zone)?;
                    }
                    Ok(Step::Look { zone })
                }
                (Part::Explore { .. }, Action::Move { from, to }, _) => {
                    if let Some(x) = x {
                        self.check_move(x, from, to)?;
                    }
                    Ok(Step::Move { from, to })
                }
                (Part::Explore { .. }, Action::Stop, Some(x)) if !self.can_explore(x.colour) => {
                    Err(self.wrong(cur))
                }
                (Part::Explore { .. }, Action::Stop, _) => Ok(Step::Stop),
                _ => Err(self.wrong(cur)),
            },
            _ => Err(self.wrong(cur)),
        }
    }

    /// Calls `f` with every legal action of the decision `cur`, in `Action`
    /// order, until `f` returns `false`; returns `false` if stopped. Each
    /// candidate is checked by the rule [`RawState::plan_step`] applies to
    /// it. Allocates nothing.
    pub(crate) fn legal_steps(&self, cur: Current, f: &mut impl FnMut(Action) -> bool) -> bool {
        !self.is_open(cur) || self.steps_with(cur, &self.ctx(cur), f)
    }

    /// Whether the decision `cur` is still to be taken: a part of the
    /// effect may be over ([`RawState::part_open`]).
    #[inline]
    fn is_open(&self, cur: Current) -> bool {
        match cur {
            Current::Part(part) => self.part_open(part),
            _ => true,
        }
    }

    /// [`RawState::legal_steps`] of an open decision (see
    /// [`RawState::is_open`], which the callers ask first), with the
    /// context `x` worked out.
    #[inline]
    fn steps_with(&self, cur: Current, x: &Ctx, f: &mut impl FnMut(Action) -> bool) -> bool {
        let x = *x;
        let nd = self.dock_count() as u8;
        let colours = || (0..self.colour_count() as u8).map(Colour);
        match cur {
            Current::Destine(dock) => {
                for zone in Zone::ALL {
                    if self.check_token(dock, zone).is_ok() {
                        offer!(f, Action::Token { dock, zone });
                    }
                }
            }
            Current::Assign => {
                let taken = self.discovery_zones();
                for z in Zone::OUTER {
                    if self.check_assign(taken, z).is_ok() {
                        offer!(f, Action::Assign(z));
                    }
                }
            }
            Current::ForcedLook => {
                let face_down = self.face_down_discovery_zones();
                for z in Zone::OUTER {
                    if self.check_look(face_down, z).is_ok() {
                        offer!(f, Action::Look(z));
                    }
                }
            }
            Current::Part(part) => match part {
                Part::Place { distinct, .. } => {
                    let other_than = self.progress.first_dock.filter(|_| distinct);
                    for d in 0..nd {
                        let a = Action::Place(d);
                        if self.check_place(&x, d, 1, other_than).is_ok()
                            && self.check_keeps(&x, a).is_ok()
                        {
                            offer!(f, a);
                        }
                    }
                }
                Part::PlaceTogether { count } => {
                    for d in 0..nd {
                        if self.check_place(&x, d, count, None).is_ok() {
                            offer!(f, Action::Place(d));
                        }
                    }
                }
                Part::DestinationToken => {
                    for dock in (0..nd).filter(|&d| self.check_token_ship(d).is_ok()) {
                        for zone in Zone::ALL {
                            if self.check_token_zone(zone).is_ok() {
                                offer!(f, Action::Token { dock, zone });
                            }
                        }
                    }
                }
                Part::Kill => {
                    for zone in Zone::ALL
                        .into_iter()
                        .filter(|&z| self.check_kill_zone(z).is_ok())
                    {
                        for colour in colours() {
                            let a = Action::Kill { zone, colour };
                            if self.check_victim(zone, colour).is_ok()
                                && self.check_keeps(&x, a).is_ok()
                            {
                                offer!(f, a);
                            }
                        }
                    }
                }
                Part::LeavePhobos { .. } => {
                    for z in Zone::ALL {
                        if self.check_leave_phobos(&x, Some(z)).is_ok() {
                            offer!(f, Action::Land(z));
                        }
                    }
                    if self.check_leave_phobos(&x, None).is_ok() {
                        offer!(f, Action::Stop);
                    }
                }
                Part::Replace => {
                    let sites = Zone::ALL
                        .iter()
                        .map(|&z| Site::Zone(z))
                        .chain((0..nd).map(Site::Ship));
                    for site in sites.filter(|&s| self.check_replace_site(&x, s).is_ok()) {
                        for colour in colours() {
                            if self.check_replace_victim(&x, site, colour).is_ok() {
                                offer!(f, Action::Replace { site, colour });
                            }
                        }
                    }
                }
                Part::Destroy => {
                    for d in 0..nd {
                        if self.check_docked(d, false).is_ok() {
                            offer!(f, Action::Destroy(d));
                        }
                    }
                }
                Part::ForceLaunch => {
                    for d in 0..nd {
                        if self.check_docked(d, true).is_ok() {
                            offer!(f, Action::Launch(d));
                        }
                    }
                }
                Part::ResearchOrLook => {
                    if self.check_draw().is_ok() {
                        offer!(f, Action::Draw);
                    }
                    let face_down = match self.check_scientist_looks(x.colour) {
                        Ok(()) => self.face_down_discovery_zones(),
                        Err(_) => ZoneSet::EMPTY,
                    };
                    for z in Zone::OUTER {
                        if self.check_look(face_down, z).is_ok() {
                            offer!(f, Action::Look(z));
                        }
                    }
                }
                Part::Explore { .. } => {
                    let board = self.config.board;
                    let mut any = false;
                    for from in Zone::ALL
                        .into_iter()
                        .filter(|&z| self.check_move_from(&x, z).is_ok())
                    {
                        // The adjacent zones are exactly those `check_move` accepts.
                        for to in board.adjacent(from).iter() {
                            if self.check_move(&x, from, to).is_ok() {
                                any = true;
                                offer!(f, Action::Move { from, to });
                            }
                        }
                    }
                    if any {
                        offer!(f, Action::Stop);
                    }
                }
                Part::Recall => {}
            },
        }
        true
    }

    /// Lists the legal actions of the decision `cur` (the
    /// [`RawState::current`] one) into `pending`; returns whether it has
    /// one.
    #[inline]
    pub(crate) fn list_pending(&self, cur: Current, pending: &mut Pending) -> bool {
        pending.start(cur);
        if !self.is_open(cur) {
            return false;
        }
        // Counted in a local, which stays in a register.
        let mut len = 0;
        let mut whole = true;
        let actions = pending.slots();
        self.steps_with(cur, &self.ctx(cur), &mut |a| match actions.get_mut(len) {
            Some(slot) => {
                *slot = a;
                len += 1;
                true
            }
            None => {
                whole = false;
                false
            }
        });
        pending.finish(len, whole);
        len > 0
    }

    /// Whether the resolving colour has at least one option now.
    pub(crate) fn resolution_has_options(&self) -> bool {
        self.current().is_some_and(|cur| self.has_options_of(cur))
    }

    /// Whether the decision `cur`, the [`RawState::current`] one, has at
    /// least one option.
    #[inline]
    pub(crate) fn has_options_of(&self, cur: Current) -> bool {
        // R21 refuses a choice only while another keeps the later part
        // possible, so a decision has an option exactly when a candidate
        // passes the rules of its own part: the R21 facts are not needed.
        self.is_open(cur) && !self.steps_with(cur, &self.bare_ctx(), &mut |_| false)
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
                self.move_astronaut(
                    c,
                    Zone::Phobos,
                    zone,
                    Event::LeftPhobos { colour: c, zone },
                    events,
                );
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
                self.move_astronaut(
                    c,
                    from,
                    to,
                    Event::Moved {
                        colour: c,
                        from,
                        to,
                    },
                    events,
                );
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
        // The supply of tokens is looked at last, only for such a ship.
        if unknown
            && dock.tokens.is_empty()
            && was_empty
            && n > 0
            && self.token_supply.iter().any(|&t| t > 0)
        {
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

    /// Moves an astronaut of `c` from `from` to `to` and narrates `moved`,
    /// then the resource token the arrival turns face up.
    fn move_astronaut<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        from: Zone,
        to: Zone,
        moved: Event,
        events: &mut S,
    ) {
        match self.zones[from.index()].astronauts.get_mut(c.index()) {
            Some(a) if *a > 0 => *a -= 1,
            _ => return,
        }
        if let Some(a) = self.zones[to.index()].astronauts.get_mut(c.index()) {
            *a += 1;
        }
        events.emit(Audience::All, moved);
        self.arrive(to, events);
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
