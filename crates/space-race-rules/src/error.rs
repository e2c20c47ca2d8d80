//! Why an action was refused.

use cardgame_core::{PlayerId, PlayerSet};

use crate::action::Action;

/// Why an action was refused: the rule it breaks and what would be legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SpaceRaceError {
    /// The game is over.
    #[error("the game is over: no more decisions")]
    GameOver,
    /// Another seat is deciding (AI seats never decide: their procedure runs by itself).
    #[error("{player} has no decision now; waiting for {waiting:?}")]
    NotYourDecision {
        /// Who tried.
        player: PlayerId,
        /// Who may act.
        waiting: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("{action} is not possible now: {rule}; legal now: {expected}")]
    NotLegal {
        /// The refused action.
        action: Action,
        /// The rule that forbids it.
        rule: &'static str,
        /// What the pending decision accepts.
        expected: &'static str,
    },
}
