//! Why an action was refused ([`RuleError`]), phrased for the player, and
//! why an action's text could not be read ([`ParseActionError`]).

use alloc::string::String;

use cardgame_core::{PlayerId, PlayerSet};

use crate::data::{Card, Field, ProjectId};
use crate::words::Plural;

/// Why an action was refused: the rule broken and what would be legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
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
        /// Who has a decision pending (Game Play: the player whose turn it is).
        to_act: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("not now: the decision is {expected}")]
    WrongDecision {
        /// What the pending decision accepts.
        expected: &'static str,
    },
    /// The card is not face up in the Space Research Center.
    #[error("{card} is not face up in the Space Research Center: take one of the Center's Specialists, or draw from the deck (Taking a Specialist Card into your Hand)")]
    NotInCenter {
        /// The card.
        card: Card,
    },
    /// The Specialist deck is empty.
    #[error("the Specialist deck is empty: take a Specialist from the Center, or recruit one (Taking a Specialist Card into your Hand)")]
    DeckEmpty,
    /// The card is neither in the Center nor in the player's hand.
    #[error("{card} is neither face up in the Center nor in your hand: recruit a Specialist from the Center or from your hand (Recruiting a Specialist to the Hub)")]
    NotAvailable {
        /// The card.
        card: Card,
    },
    /// The card is not where the ability takes Specialists from.
    #[error("{card} is not where this ability recruits from: choose a Specialist from {from}")]
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
    #[error("your Hub already holds 12 Specialists, the most it holds (End of the Game): take a Specialist into your hand instead")]
    HubFull,
    /// Step 3: the player cannot provide the Research required.
    #[error("you cannot provide the Research to recruit {card} into {division}: {} short, counting your tokens, the other cards in your hand and your abilities (Step 3): recruit a Specialist you can pay for, or take one", Plural(u32::from(*.missing), "icon"))]
    CannotAfford {
        /// The card.
        card: Card,
        /// The Division.
        division: Field,
        /// Icons that no token, hand card or ability can provide.
        missing: u8,
    },
    /// The ability recruits only Specialists of one basic cost.
    #[error("{card} has a basic cost of {cost} icons; this ability recruits only Specialists of a basic cost of exactly {required}")]
    WrongCost {
        /// The card.
        card: Card,
        /// Its basic cost.
        cost: u8,
        /// The cost the ability requires.
        required: u8,
    },
    /// No active ability on top of that Division.
    #[error("no active ability on top of your {division} Division (only the top Specialist of a Division has an active ability, and asterisk abilities only score)")]
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
    #[error("you have no {} Research token: pass a token of a colour you hold (Step 3)", .research.colour())]
    NoToken {
        /// The colour.
        research: Field,
    },
    /// No icon of that colour is still required.
    #[error("no {} Research icon is still required: provide one of the icons still required (Step 3)", .research.colour())]
    NotNeeded {
        /// The colour.
        research: Field,
    },
    /// The card is not in the player's hand.
    #[error("{card} is not in your hand: return a Specialist you hold")]
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
    #[error("{project} cannot be completed: it is not in play, already completed, or your Skills do not meet it (Completing Projects): claim one of the Projects you meet")]
    ProjectNotMet {
        /// The Project.
        project: ProjectId,
    },
    /// A player who can act must act.
    #[error("you must take a Specialist or recruit one (Game Play: \"You must perform one and only one of these actions\"): passing is only for a player who can do neither")]
    MustAct,
}

/// Why an action's text could not be read: the text, quoted, and the forms
/// that are accepted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("cannot read the action \"{text}\": expected one of \"take #N\", \"draw\", \"recruit #N to DIVISION\", \"use DIVISION\", \"pay COLOUR\", \"return #N\", \"skill DIVISION\", \"claim PROJECT\", \"end turn\", \"pass\" (one space between words; N a card number 1 to 60 without leading zeros; DIVISION engineering, testing, science, construction or spaceflight; COLOUR blue, green, yellow, red or purple; PROJECT a Project's name in lower case with dashes, such as vostok-1)")]
pub struct ParseActionError {
    text: String,
}

impl ParseActionError {
    /// The error for `text`.
    pub fn new(text: &str) -> ParseActionError {
        ParseActionError {
            text: String::from(text),
        }
    }

    /// The text that could not be read.
    pub fn text(&self) -> &str {
        &self.text
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn a_shortfall_counts_its_icons_in_words() {
        let card = Card::number(7).expect("a card");
        let short = |missing| {
            RuleError::CannotAfford {
                card,
                division: Field::Engineering,
                missing,
            }
            .to_string()
        };
        assert!(short(1).contains(": 1 icon short,"), "{}", short(1));
        assert!(short(2).contains(": 2 icons short,"), "{}", short(2));
    }

    #[test]
    fn an_unreadable_action_quotes_the_forms_without_code_syntax() {
        let text = ParseActionError::new("recruit 7").to_string();
        assert!(
            text.starts_with("cannot read the action \"recruit 7\":"),
            "{text}"
        );
        assert!(text.contains("\"recruit #N to DIVISION\""), "{text}");
        assert!(!text.contains('`'), "{text}");
    }
}
