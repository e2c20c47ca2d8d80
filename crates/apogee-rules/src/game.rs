//! The [`Game`] contract of `cardgame-core`, on [`Apogee`]: one-line
//! delegations to the rules.

use alloc::vec::Vec;

use cardgame_core::{
    EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

use crate::action::Action;
use crate::config::Config;
use crate::error::RuleError;
use crate::event::Event;
use crate::observe::Observation;
use crate::rules::{to_act_of, Checks};
use crate::state::{Apogee, RawState};

impl Game for Apogee {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RuleError;

    const NAME: &'static str = "Apogee";
    const RULESET_VERSION: u32 = 2;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        RawState::new_game(config, seed)
    }

    /// Narrates the setup (the same state as [`Game::new`]).
    fn new_with_events<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        events: &mut S,
    ) -> Result<Self, SetupError> {
        RawState::new_game_with_events(config, seed, events)
    }

    fn config(&self) -> &Config {
        &self.raw.config
    }

    fn num_players(&self) -> usize {
        self.raw.n()
    }

    fn to_act(&self) -> PlayerSet {
        to_act_of(&self.raw)
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.raw.plan(player, action, Checks::All).map(drop)
    }

    /// Allocates nothing once `out` holds the widest decision.
    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.raw.legal_into(player, out);
    }

    /// Allocates nothing (events are only built when `events` wants them).
    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        self.raw.apply_action(player, action, events);
    }

    #[inline]
    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(&self.raw, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.raw.outcome()
    }

    fn decision_bound(&self) -> u64 {
        self.raw.decision_bound()
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.raw.check_invariants()
    }
}
