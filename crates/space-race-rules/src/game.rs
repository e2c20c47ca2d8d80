//! [`SpaceRace`] honours the [`Game`] contract: each method hands over to
//! the rules.

use alloc::vec::Vec;

use cardgame_core::{
    EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

use crate::action::Action;
use crate::config::Config;
use crate::error::RuleError;
use crate::event::Event;
use crate::observe::Observation;
use crate::state::{RawState, SpaceRace};

impl Game for SpaceRace {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RuleError;

    const NAME: &'static str = "Space Race";
    const RULESET_VERSION: u32 = 3;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        RawState::setup(config, seed, &mut ()).map(SpaceRace::from_checked)
    }

    fn new_with_events<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        events: &mut S,
    ) -> Result<Self, SetupError> {
        RawState::setup(config, seed, events).map(SpaceRace::from_checked)
    }

    fn config(&self) -> &Config {
        &self.raw().config
    }

    fn num_players(&self) -> usize {
        self.raw().n()
    }

    fn to_act(&self) -> PlayerSet {
        self.seats_to_act()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.raw().validate_action(player, *action)
    }

    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.legal_into(player, out);
    }

    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        self.apply(player, *action, events);
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(self.raw(), viewer, self.seats_to_act())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.raw().outcome()
    }

    fn decision_bound(&self) -> u64 {
        u64::from(self.raw().config.decision_cap)
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.raw().check()
    }
}
