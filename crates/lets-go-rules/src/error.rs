//! Why an action was refused, phrased for the player.

use cardgame_core::PlayerId;

use crate::data::{Card, Field, ProjectId};

/// Why an action was refused: the rule broken and what would be legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Another player is to act.
    #[error("it is {current}'s turn, not {player}'s")]
    NotYourTurn {
        /// Who tried.
        player: PlayerId,
        /// Whose turn it is.
        current: PlayerId,
    },
    /// The action does not answer the pending decision.
    #[error("not now: {expected}")]
    NotNow {
        /// What the pending decision accepts.
        expected: &'static str,
    },
    /// The card is not face up in the Space Research Center.
    #[error("{card} is not in the Space Research Center")]
    NotInCenter {
        /// The card.
        card: Card,
    },
    /// The Specialist deck is empty.
    #[error("the Specialist deck is empty: take a Specialist from the Center or recruit")]
    DeckEmpty,
    /// The card is neither in the Center nor in the player's hand.
    #[error("{card} can only be recruited from the Center or from your hand")]
    NotAvailable {
        /// The card.
        card: Card,
    },
    /// The card is not where the ability takes Specialists from.
    #[error("{card} is not where this ability recruits from ({from})")]
    WrongSource {
        /// The card.
        card: Card,
        /// Where the ability recruits from.
        from: &'static str,
    },
    /// Step 1: the Division does not match one of the Specialist's Skills.
    #[error(
        "{card} has no {division} Skill: a Specialist joins a Division matching one of its Skills"
    )]
    SkillMismatch {
        /// The card.
        card: Card,
        /// The Division asked for.
        division: Field,
    },
    /// The Hub is full.
    #[error("your Hub already holds 12 Specialists")]
    HubFull,
    /// Step 3: the player cannot provide the Research required.
    #[error("you cannot provide the Research to recruit {card} into {division}: {missing} icon(s) short")]
    CannotAfford {
        /// The card.
        card: Card,
        /// The Division.
        division: Field,
        /// Icons that no token, hand card or ability can provide.
        missing: u8,
    },
    /// The ability recruits only Specialists of one basic cost.
    #[error("{card} has a basic cost of {cost} icons; this ability recruits only Specialists of exactly {required}")]
    WrongCost {
        /// The card.
        card: Card,
        /// Its basic cost.
        cost: u8,
        /// The cost the ability requires.
        required: u8,
    },
    /// No active ability on top of that Division.
    #[error("no active ability on top of your {division} Division")]
    NoAbility {
        /// The Division.
        division: Field,
    },
    /// The ability was used this turn already.
    #[error("the ability on top of your {division} Division was used this turn (each ability once per turn)")]
    AbilityUsed {
        /// The Division.
        division: Field,
    },
    /// The ability cannot be used now.
    #[error("the ability on top of your {division} Division cannot be used now: {reason}")]
    AbilityNotUsable {
        /// The Division.
        division: Field,
        /// Why.
        reason: &'static str,
    },
    /// The player has no token of that colour.
    #[error("you have no {} Research token", .research.colour())]
    NoToken {
        /// The colour.
        research: Field,
    },
    /// No icon of that colour is still required.
    #[error("no {} Research icon is still required", .research.colour())]
    NotNeeded {
        /// The colour.
        research: Field,
    },
    /// The card is not in the player's hand.
    #[error("{card} is not in your hand")]
    NotInHand {
        /// The card.
        card: Card,
    },
    /// A Specialist being recruited cannot be returned to pay for itself.
    #[error("{card} is the Specialist being recruited: you cannot return it and recruit it in the same turn")]
    ReturningRecruit {
        /// The card.
        card: Card,
    },
    /// The Project is not available or not met.
    #[error("{project} cannot be completed: it is not in play, already completed, or its Skills are not met")]
    ProjectNotMet {
        /// The Project.
        project: ProjectId,
    },
    /// A player who can act must act.
    #[error("you must take a Specialist or recruit one: passing is only for a player who can do neither")]
    MustAct,
}

/// Why an action's text could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read the action: expected one of `take #N`, `draw`, `recruit #N to DIVISION`, `use DIVISION`, `pay COLOUR`, `return #N`, `skill DIVISION`, `claim PROJECT`, `end turn`, `pass`")]
pub struct ParseActionError;
