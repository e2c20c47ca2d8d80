//! [`SpaceRace`]: the validated state and its [`Game`] contract.

use alloc::vec::Vec;

use cardgame_core::{
    Determinize, EventSink, Game, GameRng, InvariantError, Outcome, PlayerId, PlayerSet, RngCore,
    SetupError, Viewer,
};
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::agency::Sink;
use crate::config::Config;
use crate::error::SpaceRaceError;
use crate::event::Event;
use crate::observe::Observation;
use crate::state::{AbilityRef, Stage, State, Task, HAND_LIMIT, NONE, PROGRESS_1950};

/// A game of Space Race: a [`State`] whose invariants hold.
///
/// Build one with [`Game::new`], or from a [`State`] with `try_from`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "State", into = "State"))]
pub struct SpaceRace {
    st: State,
}

impl TryFrom<State> for SpaceRace {
    type Error = InvariantError;

    fn try_from(st: State) -> Result<Self, Self::Error> {
        st.check()?;
        Ok(SpaceRace { st })
    }
}

impl From<SpaceRace> for State {
    fn from(g: SpaceRace) -> State {
        g.st
    }
}

impl SpaceRace {
    /// The state (read only; clone it and convert back with `try_from` to
    /// build a position).
    pub fn state(&self) -> &State {
        &self.st
    }

    /// Applies a Mission tile symbol now (for scenarios and tests).
    pub fn resolve_symbol(&mut self, sym: crate::data::missions::Symbol) {
        self.st.resolve_symbol_now(sym);
    }

    /// Runs whatever needs no decision (for positions built from a [`State`]).
    pub fn settle(&mut self) {
        self.st.advance(&mut ());
    }
}

const RULE_UNEXPLORED: &str =
    "phase 1 step 2: put cards from your hand face down into the Unexplored Universe, keeping at most 7";
const RULE_CONTROL: &str =
    "phase 1 step 5: choose one of your remaining Control cards (each once per game)";
const RULE_DEVELOP: &str =
    "phase 2: activate abilities of the step's stripe on your Agency cards and active Control card, each once per round";
const RULE_BUREAUCRACY: &str =
    "phase 2 step 5: every Bureaucracy ability must be resolved, except those starting \"You may\"";

fn task_rule(t: Task) -> (&'static str, &'static str) {
    match t {
        Task::Pay { .. } => (
            "an investment needs exactly the number of cards shown, from your hand",
            "card <id> from your hand",
        ),
        Task::Split { .. } => (
            "a combined ability's split is announced before it is resolved",
            "split <k>",
        ),
        Task::Move { .. } => (
            "an ability moves up to the number shown, from A to B; with no astronaut in your Agency you may take one from a Project or a Standby area",
            "what the ability moves (card, slot, zone, project, draw, from project, from standby) or stop",
        ),
        Task::Exhaust { .. } => (
            "\"exhaust an Astronaut\": lay down one of your upright astronauts where it is",
            "zone <z> with an upright astronaut of yours",
        ),
        Task::Refresh { .. } => (
            "refresh stands up your exhausted astronauts",
            "zone <z> exhausted, or stop",
        ),
        Task::Uncover => ("uncover one of your covered cards", "card <id>, or stop"),
        Task::Cover { .. } => (
            "after a single-use ability, another card of your Agency covers its right side",
            "card <id> of a free card in your Agency",
        ),
        Task::Replace { .. } => (
            "a card entering your Agency takes the place of an astronaut covering a card",
            "card <id> of a card covered by an astronaut",
        ),
        Task::Recover => (
            "Propaganda 1: take back a played Control card other than the active one",
            "control <slot>, or stop",
        ),
        Task::Leader { .. } => (
            "one Leader at a time: one of the two goes to your Lab",
            "card <id> of one of your Leaders",
        ),
        Task::Settle => (
            "your first astronaut on a Project goes on an empty blue-bordered space",
            "space <k>",
        ),
        Task::Resolve { .. } | Task::Enter { .. } | Task::EndTurn => {
            ("nothing to decide", "nothing")
        }
    }
}

impl State {
    /// Every legal action of seat `p`, in `Ord` order, each once.
    pub(crate) fn for_each_legal(&self, p: PlayerId, f: &mut impl FnMut(Action)) {
        match self.stage {
            Stage::Over => {}
            Stage::ChooseControl => {
                let Some(s) = self.seat(p) else { return };
                if self.is_ai(p) || s.committed != NONE {
                    return;
                }
                let mut left = s.controls_left;
                while left != 0 {
                    f(Action::Control(left.trailing_zeros() as u8));
                    left &= left - 1;
                }
            }
            Stage::Unexplored | Stage::Develop(_) | Stage::Bureaucracy => {
                if self.actor() != Some(p) || self.is_ai(p) {
                    return;
                }
                if let Some(&t) = self.tasks.last() {
                    self.task_choices(p, t, f);
                    return;
                }
                let Some(s) = self.seat(p) else { return };
                match self.stage {
                    Stage::Unexplored => {
                        let mut in_hand = 0usize;
                        for c in s.hand.iter() {
                            f(Action::Card(c as u8));
                            in_hand += 1;
                        }
                        if in_hand <= HAND_LIMIT {
                            f(Action::Done);
                        }
                    }
                    Stage::Develop(_) => {
                        f(Action::Done);
                        self.for_each_activation(p, f);
                    }
                    _ => {
                        if !self.mandatory_bureaucracy_left(p) {
                            f(Action::Done);
                        }
                        self.for_each_activation(p, f);
                    }
                }
            }
        }
    }

    fn to_act(&self) -> PlayerSet {
        match self.stage {
            Stage::Over => PlayerSet::EMPTY,
            Stage::ChooseControl => self
                .seats
                .iter()
                .filter(|(p, s)| !self.is_ai(*p) && s.committed == NONE)
                .map(|(p, _)| p)
                .collect(),
            _ => self
                .actor()
                .filter(|p| !self.is_ai(*p))
                .map_or(PlayerSet::EMPTY, PlayerSet::only),
        }
    }

    fn apply_action(&mut self, p: PlayerId, a: Action, ev: &mut Sink<'_>) {
        self.decisions = self.decisions.saturating_add(1);
        if self.stage == Stage::ChooseControl {
            if let (Action::Control(slot), Some(s)) = (a, self.seats.get_mut(p)) {
                s.committed = slot;
            }
            if ev.wants_events() {
                let me = PlayerSet::only(p);
                ev.emit(
                    cardgame_core::Audience::Seats(me),
                    Event::ControlChosen {
                        seat: p,
                        slot: if let Action::Control(s) = a {
                            Some(s)
                        } else {
                            None
                        },
                    },
                );
                ev.emit(
                    cardgame_core::Audience::AllExcept(me),
                    Event::ControlChosen {
                        seat: p,
                        slot: None,
                    },
                );
            }
        } else if let Some(&t) = self.tasks.last() {
            self.apply_task(p, t, a, ev);
        } else {
            match a {
                Action::Card(c) => self.put_unexplored(p, c, ev),
                Action::Done => self.end_turn(),
                Action::Activate { card, ability } => self.activate(
                    p,
                    AbilityRef {
                        card,
                        index: ability,
                    },
                    ev,
                ),
                Action::ActivateControl(i) => self.activate(
                    p,
                    AbilityRef {
                        card: NONE,
                        index: i,
                    },
                    ev,
                ),
                _ => {}
            }
        }
        self.advance(ev);
    }
}

impl Game for SpaceRace {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = SpaceRaceError;

    const NAME: &'static str = "Space Race";
    const RULESET_VERSION: u32 = 2;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        Ok(SpaceRace {
            st: State::setup(config, seed, &mut ())?,
        })
    }

    fn config(&self) -> &Config {
        &self.st.config
    }

    fn num_players(&self) -> usize {
        self.st.n()
    }

    fn to_act(&self) -> PlayerSet {
        self.st.to_act()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), SpaceRaceError> {
        let st = &self.st;
        if st.stage == Stage::Over {
            return Err(SpaceRaceError::GameOver);
        }
        let waiting = st.to_act();
        if !waiting.contains(player) {
            return Err(SpaceRaceError::NotYourDecision { player, waiting });
        }
        let mut found = false;
        st.for_each_legal(player, &mut |a| found |= a == *action);
        if found {
            return Ok(());
        }
        let (rule, expected) = match (st.stage, st.tasks.last()) {
            (Stage::ChooseControl, _) => {
                (RULE_CONTROL, "control <slot> of a remaining Control card")
            }
            (_, Some(&t)) => task_rule(t),
            (Stage::Unexplored, None) => (
                RULE_UNEXPLORED,
                "card <id> from your hand, or done with 7 cards or fewer",
            ),
            (Stage::Bureaucracy, None) => (
                RULE_BUREAUCRACY,
                "activate <card>.<i>, or done once none is mandatory",
            ),
            _ => (
                RULE_DEVELOP,
                "activate <card>.<i>, activate control.<i>, or done",
            ),
        };
        Err(SpaceRaceError::NotLegal {
            action: *action,
            rule,
            expected,
        })
    }

    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        // `for_each_legal` lists nothing for a seat that is not to act, and
        // lists the others in `Ord` order without repeats (each generator
        // walks its ids in ascending order; the conformance kit checks it).
        self.st.for_each_legal(player, &mut |a| out.push(a));
        debug_assert!(out.windows(2).all(|w| w[0] < w[1]), "{out:?}");
    }

    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        self.st.apply_action(player, *action, events);
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(&self.st, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.st.stage != Stage::Over {
            return None;
        }
        let scores = self
            .st
            .seats
            .map(|_, s| i32::from(s.progress) - i32::from(PROGRESS_1950));
        Some(Outcome::ranked(scores, |p| scores[p]).with_cap(self.st.capped))
    }

    fn decision_bound(&self) -> u64 {
        u64::from(self.st.config.decision_cap)
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.st.check()
    }
}

impl Determinize for SpaceRace {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut st = self.st.clone();
        let mut r = GameRng::from_rng(rng);
        crate::observe::resample(&mut st, viewer, &mut r);
        st.rng = GameRng::from_rng(&mut r);
        SpaceRace { st }
    }

    fn rng(&self) -> &GameRng {
        &self.st.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.st.rng = rng;
    }
}
