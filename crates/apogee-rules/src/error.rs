//! Why an action was refused ([`RuleError`]), and why a text is not an
//! action ([`ParseActionError`]), phrased for the player.

use alloc::string::String;

use cardgame_core::{PlayerId, PlayerSet};

use crate::data::directors::director as director_card;
use crate::data::engineers::{engineer as engineer_card, ENGINEER_COUNT};
use crate::data::tables::Destination;
use crate::data::technology::name as tech_name;
use crate::state::Slot;
use crate::words::Credits;

/// An Engineer's name ("no such Engineer" beyond the 30).
fn engineer_name(e: u8) -> &'static str {
    if usize::from(e) < ENGINEER_COUNT {
        engineer_card(e).name
    } else {
        "no such Engineer"
    }
}

/// Why an action was refused: the rule broken and what would be legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has no decision pending.
    #[error("{seat} has no decision now; waiting for {to_act}")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: PlayerId,
        /// The seats with a decision pending.
        to_act: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("not now: the decision is {expected}")]
    WrongDecision {
        /// What the decision pending is about, a clause: "which Technology of
        /// your reserve to build".
        expected: &'static str,
    },
    /// Game Preparation: "each player receives 2 Mission Director cards …
    /// and keeps 1"; this one was not dealt to the player.
    #[error(
        "Mission Director {director} was not dealt to you: you were dealt {} ({}) and {} ({})",
        director_card(dealt[0]).name,
        dealt[0],
        director_card(dealt[1]).name,
        dealt[1]
    )]
    DirectorNotDealt {
        /// The Director asked for.
        director: u8,
        /// The two Directors dealt to the player.
        dealt: [u8; 2],
    },
    /// Engineer placement goes one card at a time, lowest id first (ruling R17).
    #[error(
        "Engineers are placed one by one in hand order: {} ({next}) is next, not {} ({engineer})",
        engineer_name(*next),
        engineer_name(*engineer)
    )]
    NotNextEngineer {
        /// The Engineer named by the action.
        engineer: u8,
        /// The Engineer to place next.
        next: u8,
    },
    /// This turn's Event closes the action to the next Engineer.
    #[error("no Engineer may go to {} now: {rule}", slot.name())]
    PlacementForbidden {
        /// The action asked for.
        slot: Slot,
        /// The Event's rule.
        rule: &'static str,
    },
    /// A Technology card is not where the decision needs it.
    #[error("{} ({card}) is not {place}", tech_name(*card))]
    CardNotThere {
        /// The card.
        card: u8,
        /// Where it should be.
        place: &'static str,
    },
    /// An Engineer is not in the hand, or may not be dismissed ("Dismiss an
    /// Engineer"; ruling R20).
    #[error("{} ({engineer}) cannot be dismissed: {reason}", engineer_name(*engineer))]
    CannotDismiss {
        /// The Engineer.
        engineer: u8,
        /// The rule broken.
        reason: &'static str,
    },
    /// A Technology cannot be built (Technology Characteristics, the Launch
    /// Pad's limit, a Mission or Solo Event ban, or the kind of free build).
    #[error("{} ({card}) cannot be built: {reason}", tech_name(*card))]
    CannotBuild {
        /// The card.
        card: u8,
        /// The Construction rule broken.
        reason: &'static str,
    },
    /// "If a player cannot pay for the Construction of a Technology card …":
    /// not enough credits for this one.
    #[error(
        "this costs {} and you have {}",
        Credits(i64::from(*cost)),
        Credits(i64::from(*credits))
    )]
    CannotAfford {
        /// Thousands needed.
        cost: u16,
        /// Thousands held.
        credits: u16,
    },
    /// A Director action, a die or a pile is not available now.
    #[error("{reason}")]
    ActionUnavailable {
        /// The rule that closes it.
        reason: &'static str,
    },
    /// "Perform a Launch": a condition of the launch is not met.
    #[error("the launch to {} is impossible: {reason}", destination.in_text())]
    CannotLaunch {
        /// The destination asked for.
        destination: Destination,
        /// The condition not met.
        reason: &'static str,
    },
    /// A Nation Intervention target is not valid (ruling R22).
    #[error("{target} cannot be targeted: {reason}")]
    BadTarget {
        /// The seat asked for.
        target: PlayerId,
        /// Why not.
        reason: &'static str,
    },
}

/// The forms of the action texts, for [`ParseActionError`].
pub(crate) const ACTION_FORMS: &str =
    "keep director N | start with 1 senior | start with 2 juniors | \
assign N to idle|specialty|construction|rnd|design|soc | roll an extra die | \
accept the failure | replace the first-stage|upper-stage|payload river | \
pick|build|sell|discard N | dismiss N | recruit a junior|senior | \
use the director specialty | static fire | launch to geo|moon|venus|mars|europa|titan | \
nation intervention | target PN | remove 1 die | remove 2 dice | pass \
(a Director's, Engineer's or card's number N may be followed by its name in brackets, \
as the choices print it: keep director 11 (Fei Lihua))";

/// A text that is not the text of an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not an Apogee action; the actions read: {ACTION_FORMS}")]
pub struct ParseActionError {
    /// The text, as given (trimmed).
    pub text: String,
}
