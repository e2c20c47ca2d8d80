//! The [`Game`] contract for [`RedPlanet`]: one-line delegations.

use alloc::vec::Vec;

use cardgame_core::{
    EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

use crate::action::Action;
use crate::config::Config;
use crate::error::RuleError;
use crate::event::Event;
use crate::observe::Observation;
use crate::rules::{setup, Checks, Plan};
use crate::state::{RedPlanet, Stage};

impl Game for RedPlanet {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = RuleError;

    const NAME: &'static str = "Mission: Red Planet";
    const RULESET_VERSION: u32 = 2;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        setup(config, seed).map(RedPlanet::of)
    }

    /// Narrates the setup (ships, starting astronauts, the first player,
    /// resources, dealt missions, the event deck, neutral decks); the same
    /// state as [`Game::new`].
    fn new_with_events<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        events: &mut S,
    ) -> Result<Self, SetupError> {
        let s = setup(config, seed)?;
        s.narrate_setup(events);
        Ok(RedPlanet::of(s))
    }

    fn config(&self) -> &Config {
        &self.s.config
    }

    fn num_players(&self) -> usize {
        usize::from(self.s.config.players)
    }

    #[inline]
    fn to_act(&self) -> PlayerSet {
        self.s.to_act()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.s.plan(player, action, Checks::All).map(drop)
    }

    /// Allocates nothing once `out` holds the widest decision.
    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        // During the countdown, settling listed the resolver's actions.
        if self.s.stage == Stage::Resolve && self.pending.is_listed() {
            // The seat to act: the resolver's controller (a colour in play,
            // so a seat, as `to_act` has it).
            let c = self.s.resolver_colour();
            if self.s.resolver.is_some() && self.s.config.controller(c) == player {
                self.pending.copy_listed(out);
            } else {
                out.clear();
            }
            return;
        }
        self.s.legal_into(player, out);
    }

    /// Allocates nothing.
    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        // `validate` accepted the action: only what it does is worked out,
        // for the decision settling left pending if it is known.
        let plan = match (self.s.stage, self.pending.cur) {
            (Stage::Resolve, Some(cur)) => self
                .s
                .plan_step(cur, *action, Checks::Validated)
                .map(Plan::Resolve),
            _ => self.s.plan(player, action, Checks::Validated),
        };
        if let Ok(plan) = plan {
            self.s.execute(plan, events, &mut self.pending);
        }
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(&self.s, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.s.outcome()
    }

    fn decision_bound(&self) -> u64 {
        self.s.decision_bound()
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.s.check()
    }
}
