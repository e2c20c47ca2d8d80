//! The narrated log: one [`Event`] per thing that happened.

use core::fmt;

use cardgame_core::{BySeat, PlayerId, PlayerSet};

use crate::data::{Card, Field, Icons, ProjectId};
use crate::state::EndTrigger;

/// One thing that happened. Private events (a card drawn from the deck) are
/// emitted twice: with the card to the drawer, without it to everybody else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// A player's turn begins.
    TurnBegins {
        /// The player.
        player: PlayerId,
        /// The turn number, from 1.
        turn: u16,
    },
    /// A player took a Specialist from the Center into their hand.
    Took {
        /// The player.
        player: PlayerId,
        /// The card.
        card: Card,
    },
    /// A player drew a card from the deck (`card` only for the drawer).
    Drew {
        /// The player.
        player: PlayerId,
        /// The card, when the audience may know it.
        card: Option<Card>,
    },
    /// A card of the deck was revealed into the Center.
    Revealed {
        /// The card.
        card: Card,
    },
    /// A player used the ability of a Specialist on top of their Hub.
    UsedAbility {
        /// The player.
        player: PlayerId,
        /// The Specialist (its number is the ability's).
        card: Card,
    },
    /// A player began recruiting a Specialist: the Research still required.
    Recruiting {
        /// The player.
        player: PlayerId,
        /// The card.
        card: Card,
        /// Its Division.
        division: Field,
        /// Whether it comes from the hand.
        from_hand: bool,
        /// Research icons required after the Division's reductions.
        need: Icons,
    },
    /// A player passed a Research token to the player on their left.
    Paid {
        /// The payer.
        player: PlayerId,
        /// The token's colour.
        research: Field,
        /// The receiver.
        to: PlayerId,
    },
    /// A player returned a Specialist from hand to the Center.
    Returned {
        /// The player.
        player: PlayerId,
        /// The card.
        card: Card,
    },
    /// A Specialist joined a Hub.
    Recruited {
        /// The player.
        player: PlayerId,
        /// The card.
        card: Card,
        /// Its Division.
        division: Field,
    },
    /// A player gained a Skill icon for this turn.
    GainedSkill {
        /// The player.
        player: PlayerId,
        /// The Skill.
        skill: Field,
    },
    /// A player completed a Project.
    CompletedProject {
        /// The player.
        player: PlayerId,
        /// The Project.
        project: ProjectId,
    },
    /// A player could do nothing and passed.
    Passed {
        /// The player.
        player: PlayerId,
    },
    /// The last round started.
    LastRound {
        /// Why.
        trigger: EndTrigger,
    },
    /// The game ended.
    GameOver {
        /// Final scores.
        scores: BySeat<i32>,
        /// The winners.
        winners: PlayerSet,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::TurnBegins { player, turn } => write!(f, "-- turn {turn}: {player} --"),
            Event::Took { player, card } => write!(
                f,
                "{player} takes {card} ({}) from the Center",
                card.data().skills.first().map_or("?", |s| s.specialist())
            ),
            Event::Drew {
                player,
                card: Some(card),
            } => write!(f, "{player} draws {card} from the deck"),
            Event::Drew { player, card: None } => write!(f, "{player} draws a card from the deck"),
            Event::Revealed { card } => write!(f, "{card} is revealed into the Center"),
            Event::UsedAbility { player, card } => {
                write!(f, "{player} uses the ability of {card}")
            }
            Event::Recruiting {
                player,
                card,
                division,
                from_hand,
                need,
            } => write!(
                f,
                "{player} recruits {card} from {} into {division}: needs {need}",
                if from_hand { "hand" } else { "the Center" }
            ),
            Event::Paid {
                player,
                research,
                to,
            } => write!(f, "{player} passes a {} token to {to}", research.colour()),
            Event::Returned { player, card } => {
                write!(f, "{player} returns {card} to the Center")
            }
            Event::Recruited {
                player,
                card,
                division,
            } => write!(f, "{card} joins {player}'s {division} Division"),
            Event::GainedSkill { player, skill } => {
                write!(f, "{player} gains a {skill} Skill for this turn")
            }
            Event::CompletedProject { player, project } => write!(
                f,
                "{player} completes {project} ({} Progress)",
                project.data().points
            ),
            Event::Passed { player } => write!(f, "{player} can do nothing and passes"),
            Event::LastRound { trigger } => match trigger {
                EndTrigger::AllProjects => f.write_str("all Projects are completed: last round"),
                EndTrigger::TwelveSpecialists(p) => {
                    write!(f, "{p} has 12 Specialists: last round")
                }
                EndTrigger::Stall => f.write_str("nobody made progress for too long: last round"),
            },
            Event::GameOver { scores, winners } => {
                f.write_str("game over:")?;
                for (p, s) in scores.iter() {
                    write!(f, " {p} {s}")?;
                }
                f.write_str("; winner(s):")?;
                for p in winners.iter() {
                    write!(f, " {p}")?;
                }
                Ok(())
            }
        }
    }
}
