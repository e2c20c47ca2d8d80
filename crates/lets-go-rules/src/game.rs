//! The [`Game`] contract of `cardgame-core` on [`LetsGo`]: one-line
//! delegations to the rules (`rules`), the observation (`observe`) and the
//! state (`state`).

use alloc::vec::Vec;

use cardgame_core::{
    EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

use crate::action::Action;
use crate::config::Config;
use crate::error::RuleError;
use crate::event::Event;
use crate::observe::Observation;
use crate::rules::end::decision_bound;
use crate::state::{LetsGo, RawState};

impl Game for LetsGo {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RuleError;

    const NAME: &'static str = "Let's Go! To Space";
    const RULESET_VERSION: u32 = 1;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        RawState::setup(config, seed, &mut ()).map(|s| LetsGo { s })
    }

    /// Narrates Setup 1–5 (the Center revealed, the Projects in play, the
    /// deal, the First Player) and the first turn; the same state as `new`.
    fn new_with_events<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        events: &mut S,
    ) -> Result<Self, SetupError> {
        RawState::setup(config, seed, events).map(|s| LetsGo { s })
    }

    fn config(&self) -> &Config {
        &self.s.config
    }

    fn num_players(&self) -> usize {
        self.s.players()
    }

    fn to_act(&self) -> PlayerSet {
        self.s.acting()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.s.validate(player, action)
    }

    /// Allocates nothing once `out` holds the widest decision.
    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.s.legal_into(player, out);
    }

    /// Allocates nothing (events are only built when `events` wants them).
    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        self.s.apply_unchecked(player, action, events);
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        self.s.observation(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.s.outcome()
    }

    fn decision_bound(&self) -> u64 {
        decision_bound(&self.s.config)
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.s.check()
    }
}
