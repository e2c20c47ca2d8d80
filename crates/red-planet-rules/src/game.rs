//! The [`cardgame_core::Game`] contract for [`RedPlanet`].

use alloc::vec::Vec;

use cardgame_core::{
    BySeat, EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
    MAX_SEATS,
};

use crate::action::{Action, Decision};
use crate::config::{Colour, Config};
use crate::data::missions::MISSION_COUNT;
use crate::data::specialists::Part;
use crate::error::RedPlanetError;
use crate::event::Event;
use crate::observe::Observation;
use crate::resolve::Current;
use crate::setup::setup;
use crate::state::{CardPlace, RawState, RedPlanet, Stage, NONE, ROUNDS};

/// Most decisions of one colour's resolution: 2 placements with 2
/// destination tokens for unknown ships, then at most 2 more (Pilot's token,
/// Scientist's draw and assignment) — or 1 placement, 1 token and up to 4
/// (Soldier: kill and three moves; Explorer: three moves and `stop`).
const MAX_RESOLUTION_DECISIONS: u64 = 8;

impl RedPlanet {
    /// Calls `f` with every legal action of `seat` until `f` returns
    /// `false`; returns `false` if stopped. The single source of legality.
    fn options(&self, seat: PlayerId, f: &mut impl FnMut(Action) -> bool) -> bool {
        let s = &self.s;
        if seat.index() >= s.config.players as usize {
            return true;
        }
        match s.stage {
            Stage::Setup => {
                let main = s.config.main_colour(seat);
                for id in 0..MISSION_COUNT {
                    if s.event_cards[id] == CardPlace::Dealt(main.0) && !f(Action::Keep(id as u8)) {
                        return false;
                    }
                }
                if let Some(col) = s.config.neutral_colour(seat).and_then(|n| s.colour(n)) {
                    for sp in col.neutral.to_stack.iter() {
                        if !f(Action::Stack(sp)) {
                            return false;
                        }
                    }
                }
                true
            }
            Stage::Choose => {
                let Some(col) = s.colour(s.config.main_colour(seat)) else {
                    return true;
                };
                if col.chosen.is_none() {
                    for sp in col.hand.iter() {
                        if !f(Action::Choose(sp)) {
                            return false;
                        }
                    }
                }
                true
            }
            Stage::Resolve => {
                if s.resolver != NONE && s.config.controller(Colour(s.resolver)) == seat {
                    s.resolution_options(f)
                } else {
                    true
                }
            }
            Stage::Over => true,
        }
    }

    /// The kind of decision `seat` faces, if any.
    pub fn decision(&self, seat: PlayerId) -> Option<Decision> {
        if !self.to_act().contains(seat) {
            return None;
        }
        Some(match self.s.stage {
            Stage::Setup => Decision::Setup,
            Stage::Choose => Decision::ChooseSpecialist,
            Stage::Over => return None,
            Stage::Resolve => self.s.resolution_decision()?,
        })
    }

    /// The colours' final score sheets (zeros until the game is over).
    pub fn score_sheets(&self) -> &[crate::state::ScoreSheet] {
        self.s.sheets.get(..self.s.colour_count()).unwrap_or(&[])
    }

    fn explain(&self, seat: PlayerId, a: Action) -> RedPlanetError {
        let s = &self.s;
        if s.stage == Stage::Over {
            return RedPlanetError::GameOver;
        }
        let waiting = self.to_act();
        let Some(expected) = self.decision(seat) else {
            return RedPlanetError::NotYourTurn { seat, waiting };
        };
        let c = Colour(s.resolver);
        let supply = s.colour(c).map_or(0, |x| x.supply);
        let bad = |rule| RedPlanetError::BadTarget { action: a, rule };
        match (expected, a) {
            (Decision::Setup, Action::Keep(_)) => RedPlanetError::NotDealt { action: a },
            (Decision::Setup, Action::Stack(specialist)) => RedPlanetError::NotToStack { specialist },
            (Decision::ChooseSpecialist, Action::Choose(specialist)) => {
                RedPlanetError::NotInHand { specialist }
            }
            (
                Decision::PlaceAstronaut | Decision::PlaceInAnotherShip | Decision::PlaceThreeTogether,
                Action::Place(d),
            ) => {
                let need = if expected == Decision::PlaceThreeTogether { 3 } else { 1 };
                if supply < need {
                    RedPlanetError::NoAstronautLeft { action: a }
                } else if expected == Decision::PlaceInAnotherShip && d == s.progress.first_dock {
                    RedPlanetError::SameShip { action: a }
                } else {
                    RedPlanetError::NoRoom { action: a }
                }
            }
            (Decision::DestinationOfUnknownShip | Decision::DestinationToken, Action::Token { zone, .. }) => {
                if s.token_supply[zone.index()] == 0 {
                    RedPlanetError::NoToken { action: a }
                } else if expected == Decision::DestinationOfUnknownShip {
                    bad("the token goes on the unknown-destination ship that just got its first astronaut")
                } else {
                    bad("the Pilot's token goes on a docked or launched ship")
                }
            }
            (Decision::Kill, Action::Kill { .. }) => {
                bad("the Soldier kills an astronaut of that colour on Phobos or in an outer zone of Mars")
            }
            (Decision::LeavePhobos, Action::Stop) => RedPlanetError::MustMove,
            (Decision::LeavePhobos, Action::Land(_)) => {
                bad("the Soldier moves its astronauts from Phobos to zones of Mars")
            }
            (Decision::Replace, Action::Replace { .. }) => bad(
                "the Robot replaces an opponent's astronaut in a zone or ship where you have an astronaut, with one from your supply",
            ),
            (Decision::Destroy, Action::Destroy(_)) => bad("the Saboteur destroys a docked ship"),
            (Decision::ForceLaunch, Action::Launch(_)) => {
                bad("the Secret Agent forces a docked ship that is not full to launch")
            }
            (Decision::ResearchOrLook, Action::Draw) => bad("the event deck is empty"),
            (Decision::ResearchOrLook | Decision::LookAtDiscovery, Action::Look(_)) => {
                bad("look at a face-down discovery assigned to an outer zone")
            }
            (Decision::AssignDiscovery, Action::Assign(_)) => {
                bad("a discovery goes face down to an outer zone that has none")
            }
            (Decision::Explore, Action::Move { .. }) => {
                bad("a move takes one of your astronauts on Mars to an adjacent zone")
            }
            _ => RedPlanetError::WrongDecision {
                action: a,
                expected,
            },
        }
    }
}

impl RawState {
    /// The resolving colour's decision kind.
    pub(crate) fn resolution_decision(&self) -> Option<Decision> {
        Some(match self.current()? {
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
        })
    }

    /// The seats with a decision pending.
    #[inline]
    pub(crate) fn to_act(&self) -> PlayerSet {
        // The seats, as `PlayerId::all` lists them (written out so that it
        // inlines on this hot path).
        let seats = (0..(self.config.players as usize).min(MAX_SEATS) as u8).map(PlayerId);
        match self.stage {
            Stage::Setup => seats.filter(|&p| self.has_setup_decision(p)).collect(),
            Stage::Choose => seats
                .filter(|&p| {
                    self.colour(self.config.main_colour(p))
                        .is_some_and(|c| c.chosen.is_none())
                })
                .collect(),
            Stage::Resolve => {
                if self.resolver == NONE {
                    PlayerSet::EMPTY
                } else {
                    PlayerSet::only(self.config.controller(Colour(self.resolver)))
                }
            }
            Stage::Over => PlayerSet::EMPTY,
        }
    }
}

impl Game for RedPlanet {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RedPlanetError;

    const NAME: &'static str = "Mission: Red Planet";
    const RULESET_VERSION: u32 = 1;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        Ok(RedPlanet {
            s: setup(config, seed)?,
        })
    }

    fn config(&self) -> &Config {
        &self.s.config
    }

    fn num_players(&self) -> usize {
        self.s.config.players as usize
    }

    #[inline]
    fn to_act(&self) -> PlayerSet {
        self.s.to_act()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RedPlanetError> {
        let mut found = false;
        self.options(player, &mut |a| {
            found = a == *action;
            !found
        });
        if found {
            Ok(())
        } else {
            Err(self.explain(player, *action))
        }
    }

    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        // The generators yield in `Ord` order (variant order, then fields
        // ascending), so the list is sorted and unique without a sort.
        self.options(player, &mut |a| {
            out.push(a);
            true
        });
        debug_assert!(
            out.windows(2).all(|w| w[0] < w[1]),
            "legal actions sorted and unique"
        );
    }

    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        let s = &mut self.s;
        match (s.stage, *action) {
            (Stage::Setup, Action::Keep(m)) => {
                s.keep_mission(s.config.main_colour(player), m, events);
            }
            (Stage::Setup, Action::Stack(sp)) => {
                if let Some(n) = s.config.neutral_colour(player) {
                    s.stack_neutral(n, sp, events);
                }
            }
            (Stage::Choose, Action::Choose(sp)) => {
                s.choose(s.config.main_colour(player), sp, events);
            }
            (Stage::Resolve, a) => s.apply_resolution(a, events),
            _ => return,
        }
        if s.stage == Stage::Setup && s.to_act().is_empty() {
            s.start_round(events);
        }
        s.settle(events);
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(&self.s, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let s = &self.s;
        if s.stage != Stage::Over {
            return None;
        }
        let n = s.config.players as usize;
        let sheet = |p: PlayerId| s.sheets[s.config.main_colour(p).index()];
        let scores = BySeat::from_fn(n, |p| i32::from(sheet(p).total));
        let mut outcome = Outcome::ranked(scores, |p| (sheet(p).total, sheet(p).token_count));
        if s.config.is_two_player() {
            // "If either neutral color has the highest score, then both
            // players lose"; a main colour beats a neutral colour on a tie.
            let best_main = s.sheets[..2].iter().map(|x| x.total).max().unwrap_or(0);
            let best_neutral = s.sheets[2..4].iter().map(|x| x.total).max().unwrap_or(0);
            if best_neutral > best_main {
                outcome.winners = PlayerSet::EMPTY;
            }
        }
        Some(outcome)
    }

    fn decision_bound(&self) -> u64 {
        let players = u64::from(self.s.config.players);
        let colours = self.s.colour_count() as u64;
        let setup = players * 3;
        setup + u64::from(ROUNDS) * (players + colours * MAX_RESOLUTION_DECISIONS)
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.s.check()
    }
}
