//! Why an action was refused ([`RuleError`]) and why a text is not an
//! action ([`ParseActionError`]), phrased for the player.

use cardgame_core::{PlayerId, PlayerSet};

use crate::action::Action;

/// Why an action was refused: the rule it breaks and what would be legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has no decision pending.
    #[error("{seat} has no decision now; waiting for {to_act}")]
    NotYourTurn {
        /// Who tried.
        seat: PlayerId,
        /// Who may act.
        to_act: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("not now: the decision is {expected}")]
    WrongDecision {
        /// What the pending decision accepts.
        expected: &'static str,
    },
    /// The action is not possible now.
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

/// Why a text is not an action: it quotes the text and lists the forms
/// accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not a Space Race action (the forms are \"card 12\", \"done\", \"control 3\", \"activate 40.1\", \"activate control.0\", \"split 1\", \"slot 5\", \"zone 2\", \"zone 2 exhausted\", \"project 0\", \"space 1\", \"draw\", \"draw3\", \"stop\", \"from project 1\", \"from standby 1\")")]
pub struct ParseActionError {
    /// The text that does not parse.
    pub text: alloc::string::String,
}
