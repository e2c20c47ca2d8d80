//! Why an action was refused, phrased for a player.

use cardgame_core::{PlayerId, PlayerSet};

use crate::action::{Action, Decision};
use crate::data::specialists::Specialist;

/// Why an action was refused: the rule it breaks and what would be legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RedPlanetError {
    /// The game is over.
    #[error("the game is over: final scoring is done")]
    GameOver,
    /// The seat has no decision pending.
    #[error("{seat} has no decision to take now; waiting for {waiting:?}")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: PlayerId,
        /// The seats with a decision pending.
        waiting: PlayerSet,
    },
    /// The action is not the kind of decision pending.
    #[error("`{action}` is not the decision now: {expected}")]
    WrongDecision {
        /// The action.
        action: Action,
        /// What the seat has to decide.
        expected: Decision,
    },
    /// The specialist is not in the hand (played cards return only with the Recruiter).
    #[error(
        "{specialist} is not in your hand (played specialists come back only with the Recruiter)"
    )]
    NotInHand {
        /// The specialist.
        specialist: Specialist,
    },
    /// The mission is not one of the two dealt to you.
    #[error("`{action}`: keep one of the two missions dealt to you")]
    NotDealt {
        /// The action.
        action: Action,
    },
    /// The card is not one of the three kept for the neutral deck.
    #[error("{specialist} is not one of the kept cards still to stack on your neutral deck")]
    NotToStack {
        /// The specialist.
        specialist: Specialist,
    },
    /// No docked ship there has room for the astronauts.
    #[error("`{action}`: astronauts go only in a docked ship with room for them (rulebook, card clarifications)")]
    NoRoom {
        /// The action.
        action: Action,
    },
    /// The Secret Agent's two astronauts go in two different ships.
    #[error("`{action}`: the Secret Agent places its 2 astronauts in 2 different docked ships")]
    SameShip {
        /// The action.
        action: Action,
    },
    /// No astronaut of the colour is left in the supply.
    #[error("`{action}`: you have no astronaut left to place")]
    NoAstronautLeft {
        /// The action.
        action: Action,
    },
    /// No destination token of that zone is left in the supply.
    #[error("`{action}`: no destination token of that zone is left in the supply (two per zone)")]
    NoToken {
        /// The action.
        action: Action,
    },
    /// The target is not where the rule allows.
    #[error("`{action}` is not allowed: {rule}")]
    BadTarget {
        /// The action.
        action: Action,
        /// The rule, for a player.
        rule: &'static str,
    },
    /// The move is not optional yet.
    #[error("the Soldier must move at least one astronaut from Phobos before stopping")]
    MustMove,
}
