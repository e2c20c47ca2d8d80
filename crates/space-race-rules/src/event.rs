//! The narrated log: one event per thing that happened.

use core::fmt;

use cardgame_core::PlayerId;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::data::cards::card_def;
use crate::data::control::ControlDef;
use crate::data::projects::project;
use crate::data::{Section, Zone};

fn card_name(c: u8) -> &'static str {
    card_def(c).map_or("?", |d| d.name)
}

/// A card zone, for narration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum CardZone {
    /// The Deck.
    Deck,
    /// A hand.
    Hand,
    /// A Lab.
    Lab,
    /// An Agency.
    Agency,
    /// A Universe slot.
    Universe(u8),
    /// The Investments area.
    Investments,
    /// The Unexplored Universe.
    Unexplored,
}

impl fmt::Display for CardZone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardZone::Deck => f.write_str("the Deck"),
            CardZone::Hand => f.write_str("hand"),
            CardZone::Lab => f.write_str("Lab"),
            CardZone::Agency => f.write_str("Agency"),
            CardZone::Universe(s) => write!(f, "Universe slot {s}"),
            CardZone::Investments => f.write_str("Investments"),
            CardZone::Unexplored => f.write_str("the Unexplored Universe"),
        }
    }
}

/// An astronaut's place, for narration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum AstronautPlace {
    /// The Agency supply.
    Agency,
    /// A Breakthrough Zone.
    Zone(Zone),
    /// A Project's Standby area (stack position).
    Standby(u8),
    /// A Project's space.
    Space(u8, u8),
    /// Covering a card.
    Cover,
}

impl fmt::Display for AstronautPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AstronautPlace::Agency => f.write_str("Agency"),
            AstronautPlace::Zone(z) => f.write_str(z.name()),
            AstronautPlace::Standby(p) => write!(f, "Standby of Project {p}"),
            AstronautPlace::Space(p, s) => write!(f, "space {s} of Project {p}"),
            AstronautPlace::Cover => f.write_str("a covered card"),
        }
    }
}

/// Why Progress was gained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum ProgressReason {
    /// A completed Project.
    Project,
    /// Agency Output.
    AgencyOutput,
    /// Breakthrough Domination.
    Domination,
    /// Lab Research.
    LabResearch,
}

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// 1..=7.
        round: u8,
    },
    /// A card moved; `card` is `None` in the public version of a secret move.
    CardMoved {
        /// Whose move (None: the game's own, such as a reveal).
        seat: Option<PlayerId>,
        /// The card, when the audience may know it.
        card: Option<u8>,
        /// From.
        from: CardZone,
        /// To.
        to: CardZone,
    },
    /// The Investments became the new Deck.
    DeckReshuffled {
        /// Its size.
        cards: u8,
    },
    /// The Deck ran out for good.
    DeckEmpty,
    /// A seat chose its Control card (face down).
    ControlChosen {
        /// The seat.
        seat: PlayerId,
        /// The slot, for the seat itself only.
        slot: Option<u8>,
    },
    /// Control cards were revealed.
    ControlRevealed {
        /// The seat.
        seat: PlayerId,
        /// The slot.
        slot: u8,
        /// The card.
        card: ControlDef,
    },
    /// A step of phase 2 began (`None` = Bureaucracy).
    StepStarted {
        /// The step's section.
        section: Option<Section>,
    },
    /// A seat's turn began.
    TurnStarted {
        /// The seat.
        seat: PlayerId,
    },
    /// A seat activated an ability (`card` None: its Control card).
    Activated {
        /// The seat.
        seat: PlayerId,
        /// The card.
        card: Option<u8>,
        /// The ability index.
        ability: u8,
    },
    /// An astronaut moved.
    AstronautMoved {
        /// Whose.
        seat: PlayerId,
        /// From.
        from: AstronautPlace,
        /// To.
        to: AstronautPlace,
        /// Whether it is (now) exhausted.
        exhausted: bool,
    },
    /// An exhausted astronaut stood up.
    Refreshed {
        /// Whose.
        seat: PlayerId,
        /// Where.
        zone: Zone,
    },
    /// An upright astronaut was laid down (exhausted) where it is.
    Exhausted {
        /// Whose.
        seat: PlayerId,
        /// Where.
        zone: Zone,
    },
    /// A card's right side was covered (by a card, by an astronaut, or by
    /// nothing when neither was at hand).
    Covered {
        /// Whose.
        seat: PlayerId,
        /// The card.
        card: u8,
        /// The card covering it, if a card does.
        by: Option<u8>,
        /// Whether an astronaut covers it.
        astronaut: bool,
    },
    /// A card's right side was uncovered.
    Uncovered {
        /// Whose.
        seat: PlayerId,
        /// The card.
        card: u8,
    },
    /// A Bureaucracy investment could not be paid.
    PenaltyApplied {
        /// Whose.
        seat: PlayerId,
        /// The card.
        card: u8,
    },
    /// A played Control card went back to hand.
    ControlRecovered {
        /// Whose.
        seat: PlayerId,
        /// The slot.
        slot: u8,
    },
    /// A Project was opened.
    ProjectOpened {
        /// Stack position.
        position: u8,
        /// Project id.
        project: u8,
    },
    /// A Project was closed.
    ProjectClosed {
        /// Stack position.
        position: u8,
        /// Project id.
        project: u8,
        /// Whether it was complete (and scored).
        completed: bool,
    },
    /// A Rocket advanced.
    Progress {
        /// Whose.
        seat: PlayerId,
        /// Spaces gained.
        gained: u16,
        /// Where it stands now.
        position: u16,
        /// Why.
        reason: ProgressReason,
    },
    /// A Mission tile was resolved and flipped.
    TileFlipped {
        /// Tile index, 0..7.
        tile: u8,
    },
    /// The game ended.
    GameOver {
        /// By the decision cap.
        capped: bool,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::RoundStarted { round } => write!(f, "== Round {round} =="),
            Event::CardMoved {
                seat,
                card,
                from,
                to,
            } => {
                if let Some(p) = seat {
                    write!(f, "{p} moves ")?;
                } else {
                    f.write_str("The game moves ")?;
                }
                match card {
                    Some(c) => write!(f, "{} [{c}]", card_name(c))?,
                    None => f.write_str("a face-down card")?,
                }
                write!(f, " from {from} to {to}")
            }
            Event::DeckReshuffled { cards } => {
                write!(
                    f,
                    "The Deck ran out: {cards} Investments cards become the new Deck"
                )
            }
            Event::DeckEmpty => f.write_str("The Deck is empty for good"),
            Event::ControlChosen { seat, slot } => match slot {
                Some(s) => write!(f, "{seat} chooses Control card slot {s}"),
                None => write!(f, "{seat} chooses a Control card face down"),
            },
            Event::ControlRevealed { seat, slot, card } => write!(
                f,
                "{seat} reveals Control card {} {} (slot {slot})",
                card.section.name(),
                card.initiative
            ),
            Event::StepStarted { section } => match section {
                Some(s) => write!(f, "-- {} step --", s.name()),
                None => f.write_str("-- Bureaucracy step --"),
            },
            Event::TurnStarted { seat } => write!(f, "{seat}'s turn"),
            Event::Activated {
                seat,
                card,
                ability,
            } => match card {
                Some(c) => write!(
                    f,
                    "{seat} activates {} [{c}] ability {ability}",
                    card_name(c)
                ),
                None => write!(f, "{seat} activates its Control card ability {ability}"),
            },
            Event::AstronautMoved {
                seat,
                from,
                to,
                exhausted,
            } => write!(
                f,
                "{seat} moves {}astronaut from {from} to {to}",
                if exhausted { "an exhausted " } else { "an " }
            ),
            Event::Refreshed { seat, zone } => {
                write!(f, "{seat} refreshes an astronaut in {}", zone.name())
            }
            Event::Exhausted { seat, zone } => {
                write!(f, "{seat} exhausts an astronaut in {}", zone.name())
            }
            Event::Covered {
                seat,
                card,
                by,
                astronaut,
            } => {
                write!(f, "{seat} covers {} [{card}]", card_name(card))?;
                match (by, astronaut) {
                    (Some(c), _) => write!(f, " with {} [{c}]", card_name(c)),
                    (None, true) => f.write_str(" with an astronaut"),
                    (None, false) => f.write_str(" (nothing to cover it with)"),
                }
            }
            Event::Uncovered { seat, card } => {
                write!(f, "{seat} uncovers {} [{card}]", card_name(card))
            }
            Event::PenaltyApplied { seat, card } => write!(
                f,
                "{seat} cannot pay the investment of {} [{card}] and suffers its penalty",
                card_name(card)
            ),
            Event::ControlRecovered { seat, slot } => {
                write!(f, "{seat} takes Control card slot {slot} back")
            }
            Event::ProjectOpened {
                position,
                project: id,
            } => write!(
                f,
                "Project {position} opens: {}",
                project(id).map_or("?", |d| d.name)
            ),
            Event::ProjectClosed {
                position,
                project: id,
                completed,
            } => write!(
                f,
                "Project {position} ({}) closes {}",
                project(id).map_or("?", |d| d.name),
                if completed { "complete" } else { "incomplete" }
            ),
            Event::Progress {
                seat,
                gained,
                position,
                reason,
            } => write!(
                f,
                "{seat} gains {gained} Progress ({}) and stands on space {position}",
                match reason {
                    ProgressReason::Project => "Project",
                    ProgressReason::AgencyOutput => "Agency Output",
                    ProgressReason::Domination => "Breakthrough Domination",
                    ProgressReason::LabResearch => "Lab Research",
                }
            ),
            Event::TileFlipped { tile } => write!(f, "Mission tile {} is flipped", tile + 1),
            Event::GameOver { capped } => {
                if capped {
                    f.write_str("The game ends at the decision cap")
                } else {
                    f.write_str("The game is over")
                }
            }
        }
    }
}
