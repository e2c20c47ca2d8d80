//! Why an action was refused, phrased for the player.

use cardgame_core::PlayerId;

/// Why an action was refused: the rule broken and what would be legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has no decision now.
    #[error("{0} has no decision to take now")]
    NotYourTurn(PlayerId),
    /// The action does not answer the decision asked.
    #[error("that does not answer the current decision: {expected}")]
    WrongDecision {
        /// The decision asked.
        expected: &'static str,
    },
    /// Game Preparation: the Director was not dealt to this player.
    #[error("Director {0} was not dealt to you: keep one of your two Directors")]
    DirectorNotDealt(u8),
    /// Engineers are placed in hand order.
    #[error("place your Engineers in order: Engineer {expected} is next")]
    NotNextEngineer {
        /// The Engineer to place next.
        expected: u8,
    },
    /// The placement breaks this turn's Event.
    #[error("{0}")]
    PlacementForbidden(&'static str),
    /// A card is not where the decision needs it.
    #[error("card {card} is not {place}")]
    CardNotThere {
        /// The card.
        card: u8,
        /// Where it should be.
        place: &'static str,
    },
    /// An Engineer is not in the hand, or may not be dismissed.
    #[error("Engineer {engineer} cannot be dismissed: {reason}")]
    CannotDismiss {
        /// The Engineer.
        engineer: u8,
        /// Why.
        reason: &'static str,
    },
    /// A Technology cannot be built.
    #[error("Technology {card} cannot be built: {reason}")]
    CannotBuild {
        /// The card.
        card: u8,
        /// The Construction rule broken.
        reason: &'static str,
    },
    /// Not enough credits.
    #[error("this costs {cost},000 credits and you have {credits},000")]
    CannotAfford {
        /// Thousands needed.
        cost: u16,
        /// Thousands held.
        credits: u16,
    },
    /// A Director action is not available.
    #[error("{0}")]
    ActionUnavailable(&'static str),
    /// A launch is impossible.
    #[error("this launch is impossible: {0}")]
    CannotLaunch(&'static str),
    /// A Nation Intervention target is not valid.
    #[error("{0} cannot be targeted: {1}")]
    BadTarget(PlayerId, &'static str),
}
