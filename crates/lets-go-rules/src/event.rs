//! The narrated log: one [`Event`] per thing that happened.

use core::fmt;

use cardgame_core::{BySeat, PlayerId, PlayerSet};

use crate::data::{Ability, Card, Field, Icons, Instead, Price, ProjectId, RecruitFrom};
use crate::state::EndTrigger;
use crate::words::Plural;

/// One thing that happened. Private events (a card dealt or drawn from the
/// deck) are emitted twice: with the card to its holder, without it to
/// everybody else. Setup is narrated by
/// [`Game::new_with_events`](cardgame_core::Game::new_with_events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// Setup begins (steps 1 and 3): the Specialists are shuffled into the
    /// deck, each player takes a Hub and 5 Research tokens.
    SetupBegins {
        /// The number of players.
        players: u8,
    },
    /// Setup step 2: a Project tile is put in the line, this side up.
    ProjectInPlay {
        /// The side showing.
        project: ProjectId,
    },
    /// Setup step 4: a player is dealt a secret card (`card` only for them).
    Dealt {
        /// The player.
        player: PlayerId,
        /// The card, when the audience may know it.
        card: Option<Card>,
    },
    /// Setup step 5: a player receives the First Player marker.
    FirstPlayer {
        /// The player.
        player: PlayerId,
    },
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

/// Where an ability used instead of the action recruits from, said of the
/// player who uses it.
fn their(from: RecruitFrom) -> &'static str {
    match from {
        RecruitFrom::Hand => "from their hand",
        RecruitFrom::Center => "from the Center",
        RecruitFrom::Anywhere => "from the Center or their hand",
    }
}

/// What using the ability of `card` does, said of the player who uses it.
fn what_it_does(f: &mut fmt::Formatter<'_>, card: Card) -> fmt::Result {
    match card.data().ability {
        Ability::Research(icons) => {
            f.write_str("+")?;
            for (i, r) in icons.iter().enumerate() {
                if i > 0 {
                    f.write_str(" +")?;
                }
                write!(f, "1 {}", r.colour())?;
            }
            f.write_str(" Research toward the recruitment")
        }
        Ability::Wild { icons, .. } => write!(
            f,
            "+{} of any colour toward the recruitment",
            Plural(u32::from(icons), "Research icon")
        ),
        Ability::Instead(Instead::FreeRecruit { cost, from }) => write!(
            f,
            "instead of the action, they recruit for free a Specialist of basic cost exactly \
             {cost} {}",
            their(from)
        ),
        Ability::Instead(Instead::GiftRecruit { tokens, from }) => write!(
            f,
            "instead of the action, they pass {} to the next player and recruit a Specialist {} \
             whatever its cost",
            Plural(u32::from(tokens), "Research token"),
            their(from)
        ),
        Ability::Instead(Instead::Draw(n)) => write!(
            f,
            "instead of the action, they draw {} from the deck",
            Plural(u32::from(n), "card")
        ),
        Ability::DrawAfterRecruit(_) => f.write_str("they draw a card after their recruitment"),
        Ability::Boost(Price::Tokens(n)) => write!(
            f,
            "they pass {} to the next player for a Skill icon this turn",
            Plural(u32::from(n), "Research token")
        ),
        Ability::Boost(Price::ReturnCard) => f.write_str(
            "they return a Specialist from their hand to the Center for a Skill icon this turn",
        ),
        Ability::None | Ability::Score(_) => f.write_str("it acts at game end"),
    }
}

impl fmt::Display for Event {
    /// One line of narration, for people.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::SetupBegins { players } => write!(
                f,
                "Setup for {players} players: the 60 Specialists are shuffled into the deck; each \
                 player takes a Hub and 5 Research tokens, one of each colour"
            ),
            Event::ProjectInPlay { project } => {
                let side = project.data();
                write!(
                    f,
                    "Project in play: {project} ({}) — Progress {} — Skills required: {}",
                    if side.soviet { "Soviet" } else { "American" },
                    side.points,
                    side.skills
                )
            }
            Event::Dealt {
                player,
                card: Some(card),
            } => write!(f, "{player} is dealt {} (secret)", card.name()),
            Event::Dealt { player, card: None } => write!(f, "{player} is dealt a secret card"),
            Event::FirstPlayer { player } => {
                write!(f, "{player} receives the First Player marker")
            }
            Event::TurnBegins { player, turn } => write!(f, "— Turn {turn}: {player} to play —"),
            Event::Took { player, card } => write!(
                f,
                "{player} takes {} from the Center into their hand",
                card.name()
            ),
            Event::Drew {
                player,
                card: Some(card),
            } => write!(f, "{player} draws {} from the deck (secret)", card.name()),
            Event::Drew { player, card: None } => {
                write!(f, "{player} draws a secret card from the deck")
            }
            Event::Revealed { card } => write!(f, "{} is revealed into the Center", card.name()),
            Event::UsedAbility { player, card } => {
                write!(
                    f,
                    "{player} uses ability {} of {}: ",
                    card.printed(),
                    card.name()
                )?;
                what_it_does(f, card)
            }
            Event::Recruiting {
                player,
                card,
                division,
                from_hand,
                need,
            } => {
                write!(
                    f,
                    "{player} recruits {} from {} into their {division} Division: ",
                    card.name(),
                    if from_hand {
                        "their hand"
                    } else {
                        "the Center"
                    }
                )?;
                if need == Icons::ZERO {
                    f.write_str("no Research required")
                } else {
                    write!(f, "Research required {need}")
                }
            }
            Event::Paid {
                player,
                research,
                to,
            } => write!(
                f,
                "{player} passes a {} Research token to {to}",
                research.colour()
            ),
            Event::Returned { player, card } => write!(
                f,
                "{player} returns {} from their hand to the Center",
                card.name()
            ),
            Event::Recruited {
                player,
                card,
                division,
            } => write!(
                f,
                "{} joins {player}'s {division} Division, on top",
                card.name()
            ),
            Event::GainedSkill { player, skill } => write!(
                f,
                "{player} gains a {} Skill icon for this turn's Project check",
                skill.label()
            ),
            Event::CompletedProject { player, project } => write!(
                f,
                "{player} completes {project}: {} Progress",
                project.data().points
            ),
            Event::Passed { player } => write!(
                f,
                "{player} can neither take a Specialist nor recruit one, and passes"
            ),
            Event::LastRound { trigger } => {
                f.write_str("The last round begins: ")?;
                match trigger {
                    EndTrigger::AllProjects => f.write_str("all Projects are completed")?,
                    EndTrigger::TwelveSpecialists(p) => {
                        write!(f, "{p} has recruited 12 Specialists")?
                    }
                    EndTrigger::Stall => {
                        f.write_str("nobody made progress for too long (the stall rule)")?
                    }
                }
                f.write_str("; play continues until it reaches the First Player")
            }
            Event::GameOver { scores, winners } => {
                f.write_str("Game over — Progress:")?;
                for (i, (p, s)) in scores.iter().enumerate() {
                    write!(f, "{} {p} {s}", if i == 0 { "" } else { "," })?;
                }
                match winners.len() {
                    0 => f.write_str("; nobody wins"),
                    1 => write!(f, "; {winners} wins"),
                    _ => write!(f, "; {winners} share the win"),
                }
            }
        }
    }
}
