//! The rules, one module per heading of the rulebook, and the single source
//! of legality: what each seat may decide now, what a decision does, and
//! moving the game on until the next decision.

use cardgame_core::{EventSink, PlayerId, PlayerSet};

use crate::action::Action;
use crate::data::Section;
use crate::error::RuleError;
use crate::event::Event;
use crate::state::{AbilityRef, RawState, Stage, Task, HAND_LIMIT, ROUNDS};

pub(crate) mod abilities;
mod ai;
mod astronauts;
mod covering;
mod develop;
mod end;
pub(crate) mod manage;
mod mission;
mod projects;
mod setup;
mod turn_order;
mod universe;

/// The event sink the rules narrate into.
pub(crate) type Sink<'a> = dyn EventSink<Event> + 'a;

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

impl RawState {
    /// Emits a public event.
    pub(crate) fn say(&self, ev: &mut Sink<'_>, e: Event) {
        if ev.wants_events() {
            ev.emit(cardgame_core::Audience::All, e);
        }
    }

    /// Runs everything that needs no decision until a human seat has one or
    /// the game is over.
    pub(crate) fn advance(&mut self, ev: &mut Sink<'_>) {
        for _ in 0..10_000 {
            if self.stage == Stage::Over {
                return;
            }
            if self.decisions >= self.config.decision_cap {
                self.capped = true;
                self.finish(ev);
                return;
            }
            if !self.tasks.is_empty() {
                if self.run_tasks(ev) {
                    return;
                }
                continue;
            }
            match self.stage {
                Stage::Unexplored => match self.actor() {
                    None => self.after_unexplored(ev),
                    Some(p) if self.is_ai(p) => {
                        self.ai_unexplored(p, ev);
                        self.order_idx += 1;
                    }
                    Some(_) => return,
                },
                Stage::ChooseControl => {
                    if self
                        .seats
                        .iter()
                        .any(|(p, s)| !self.is_ai(p) && s.committed.is_none())
                    {
                        return;
                    }
                    self.reveal_controls(ev);
                    self.start_step(Section::Propaganda, ev);
                }
                Stage::Develop(step) => match self.actor() {
                    None => match Section::from_index(step.index() + 1) {
                        Some(next) => self.start_step(next, ev),
                        None => self.start_bureaucracy(ev),
                    },
                    Some(p) if self.is_ai(p) => {
                        let alone = self.order.len() == 1;
                        self.ai_turn(p, step, alone, ev);
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.has_activation(p) {
                            return;
                        }
                        // Nothing left to activate: the turn ends (ruling R11).
                        self.end_turn();
                    }
                },
                Stage::Bureaucracy => match self.actor() {
                    None => {
                        self.check_mission_status(ev);
                        self.round = self.round.saturating_add(1);
                        if self.round > ROUNDS {
                            self.finish(ev);
                        } else {
                            self.start_round(ev);
                        }
                    }
                    Some(p) if self.is_ai(p) => {
                        if self.active_control(p).is_some_and(|c| c.dedicates()) {
                            self.ai_launch_pad(p, ev);
                            self.ai_settle(p, ev);
                        }
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.has_activation(p) {
                            return;
                        }
                        self.end_turn();
                    }
                },
                Stage::Over => return,
            }
        }
    }

    /// Every legal action of seat `p`, in `Ord` order, each once.
    pub(crate) fn for_each_legal(&self, p: PlayerId, f: &mut impl FnMut(Action)) {
        match self.stage {
            Stage::Over => {}
            Stage::ChooseControl => {
                let Some(s) = self.seat(p) else { return };
                if self.is_ai(p) || s.committed.is_some() {
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

    pub(crate) fn to_act(&self) -> PlayerSet {
        match self.stage {
            Stage::Over => PlayerSet::EMPTY,
            Stage::ChooseControl => self
                .seats
                .iter()
                .filter(|(p, s)| !self.is_ai(*p) && s.committed.is_none())
                .map(|(p, _)| p)
                .collect(),
            _ => self
                .actor()
                .filter(|p| !self.is_ai(*p))
                .map_or(PlayerSet::EMPTY, PlayerSet::only),
        }
    }

    pub(crate) fn apply_action(&mut self, p: PlayerId, a: Action, ev: &mut Sink<'_>) {
        self.decisions = self.decisions.saturating_add(1);
        if self.stage == Stage::ChooseControl {
            if let (Action::Control(slot), Some(s)) = (a, self.seats.get_mut(p)) {
                s.committed = Some(slot);
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
                        card: Some(card),
                        index: ability,
                    },
                    ev,
                ),
                Action::ActivateControl(i) => self.activate(
                    p,
                    AbilityRef {
                        card: None,
                        index: i,
                    },
                    ev,
                ),
                _ => {}
            }
        }
        self.advance(ev);
    }

    /// Whether `player` may take `action` now.
    pub(crate) fn validate_action(
        &self,
        player: PlayerId,
        action: &Action,
    ) -> Result<(), RuleError> {
        let st = self;
        if st.stage == Stage::Over {
            return Err(RuleError::GameOver);
        }
        let waiting = st.to_act();
        if !waiting.contains(player) {
            return Err(RuleError::NotYourTurn {
                seat: player,
                to_act: waiting,
            });
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
        Err(RuleError::NotLegal {
            action: *action,
            rule,
            expected,
        })
    }

    /// Fills `out` with the legal actions of `p`, sorted and unique.
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut alloc::vec::Vec<Action>) {
        out.clear();
        // `for_each_legal` lists nothing for a seat that is not to act, and
        // lists the others in `Ord` order without repeats (each generator
        // walks its ids in ascending order; the conformance kit checks it).
        self.for_each_legal(p, &mut |a| out.push(a));
        debug_assert!(out.windows(2).all(|w| w[0] < w[1]), "{out:?}");
    }
}
