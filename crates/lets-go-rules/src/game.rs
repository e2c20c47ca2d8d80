//! The [`Game`] and [`Determinize`] contract of `cardgame-core`, on [`LetsGo`].

use alloc::vec::Vec;

use cardgame_core::{
    Determinize, EventSink, Game, GameRng, InvariantError, Outcome, PlayerId, PlayerSet, RngCore,
    SetupError, Viewer,
};

use crate::action::Action;
use crate::config::Config;
use crate::end::decision_bound;
use crate::error::RuleError;
use crate::event::Event;
use crate::observe::Observation;
use crate::play::Checks;
use crate::state::{LetsGo, Phase};

impl Game for LetsGo {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RuleError;

    const NAME: &'static str = "Let's Go! To Space";
    const RULESET_VERSION: u32 = 1;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        LetsGo::setup(config, seed)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn num_players(&self) -> usize {
        self.players()
    }

    fn to_act(&self) -> PlayerSet {
        self.acting()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.plan(player, action, Checks::All).map(|_| ())
    }

    /// Allocates nothing once `out` holds the widest decision.
    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.legal_into(player, out);
    }

    /// Allocates nothing (events are only built when `events` wants them).
    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        // `validate` accepted the action: only what it does is worked out.
        if let Ok(plan) = self.plan(player, action, Checks::Validated) {
            self.execute(player, plan, events);
        }
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        self.observation(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        matches!(self.phase, Phase::Over).then(|| self.final_outcome())
    }

    fn decision_bound(&self) -> u64 {
        decision_bound(&self.config)
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.check_invariants()
    }
}

impl Determinize for LetsGo {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        self.determinize_for(viewer, rng)
    }

    fn rng(&self) -> &GameRng {
        &self.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.rng = rng;
    }
}
