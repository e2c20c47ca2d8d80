//! End of the Game (rulebook heading): "The game enters the last round when
//! all available Projects are completed, or when one player recruits 12
//! Specialists to their Hub. To allow all players to take the same number
//! of turns, play continues until it reaches the First Player. That player
//! does not take another turn, and the game ends."
//!
//! Rulings applied here: R7 (the stall rule, which makes every game end
//! within [`decision_bound`]), R13 (the last round).

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::config::Config;
use crate::data::NUM_SPECIALISTS;
use crate::event::Event;
use crate::state::{EndTrigger, RawState, Stage, TurnState};

/// The most decisions one turn can take: the action, the Specialist chosen
/// for an ability, six Research icons (or three tokens), then per Division
/// one ability (an end-of-turn Skill takes `use`, `skill` and two payments),
/// `end turn` and `claim`.
pub const MAX_DECISIONS_PER_TURN: u64 = 1 + 1 + 6 + 5 * 4 + 1 + 1;

impl RawState {
    /// Starts the last round (once).
    pub(crate) fn start_last_round<S: EventSink<Event>>(
        &mut self,
        trigger: EndTrigger,
        events: &mut S,
    ) {
        if self.last_round.is_none() {
            self.last_round = Some(trigger);
            if events.wants_events() {
                events.emit(Audience::All, Event::LastRound { trigger });
            }
        }
    }

    /// The turn is over: count it for the stall rule, then either end the
    /// game — the last round has started and play has reached the First
    /// Player, who does not take another turn — or begin the next turn
    /// clockwise.
    pub(crate) fn finish_turn<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.turns = self.turns.saturating_add(1);
        if self.turn.progress {
            self.quiet_turns = 0;
        } else {
            self.quiet_turns = self.quiet_turns.saturating_add(1);
            if self.quiet_turns >= self.config.stall_turns() {
                self.start_last_round(EndTrigger::Stall, events);
            }
        }
        let next = self.current.next(self.players());
        if self.last_round.is_some() && next == self.first {
            self.stage = Stage::Over;
            self.turn = TurnState::default();
            if events.wants_events() {
                let outcome = self.final_outcome();
                events.emit(
                    Audience::All,
                    Event::GameOver {
                        scores: outcome.scores,
                        winners: outcome.winners,
                    },
                );
            }
            return;
        }
        self.current = next;
        self.turn = TurnState::default();
        self.stage = Stage::Action;
        if events.wants_events() {
            events.emit(
                Audience::All,
                Event::TurnBegins {
                    player: next,
                    turn: self.turns.saturating_add(1),
                },
            );
        }
    }

    /// Who is to act: the current player, nobody once the game is over.
    pub(crate) fn acting(&self) -> PlayerSet {
        if matches!(self.stage, Stage::Over) {
            PlayerSet::EMPTY
        } else {
            PlayerSet::only(self.current)
        }
    }
}

/// A true upper bound on the decisions of any game with `config`.
///
/// A turn makes progress when a Specialist is recruited (at most 60 ever:
/// recruited cards never leave a Hub), a Project is completed (at most 6) or
/// a card leaves the deck (at most 60). Between two progress turns there are
/// fewer than `stall_turns` quiet turns, or the last round starts, which
/// lasts fewer than `players` more turns.
pub fn decision_bound(config: &Config) -> u64 {
    let progress = 2 * NUM_SPECIALISTS as u64 + 6;
    let quiet = u64::from(config.stall_turns());
    let turns = progress + (progress + 1) * quiet + u64::from(config.players);
    turns * MAX_DECISIONS_PER_TURN
}
