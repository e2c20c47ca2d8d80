//! The narrated log: one event per thing that happened.

use core::fmt;

use cardgame_core::PlayerId;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::config::SetupSide;
use crate::data::cards::card_def;
use crate::data::control::ControlDef;
use crate::data::factions::Rocket;
use crate::data::missions::Mission;
use crate::data::projects::project;
use crate::data::{Penalty, Section, Sections, Timing, Trigger, Zone};
use crate::words::{AbilityBody, AiAmong, Beyond1950, CardName, CardsOf, Plural};

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
            CardZone::Hand => f.write_str("their hand"),
            CardZone::Lab => f.write_str("their Lab"),
            CardZone::Agency => f.write_str("their Agency"),
            CardZone::Universe(s) => {
                let sec = Section::from_index(usize::from(*s) / crate::state::SLOTS_PER_SECTION);
                write!(f, "Universe slot {s}")?;
                match sec {
                    Some(sec) => write!(f, " ({} section)", sec.name()),
                    None => Ok(()),
                }
            }
            CardZone::Investments => f.write_str("the Investments"),
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
            AstronautPlace::Agency => f.write_str("their Agency"),
            AstronautPlace::Zone(Zone::LaunchPad) => f.write_str("the Launch Pad"),
            AstronautPlace::Zone(z) => f.write_str(z.name()),
            AstronautPlace::Standby(p) => write!(f, "the Standby area of Project {p}"),
            AstronautPlace::Space(p, s) => write!(f, "space {s} of Project {p}"),
            AstronautPlace::Cover => f.write_str("the cover of a card"),
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
    /// The game is set up (narrated first).
    Setup {
        /// Seats in all.
        seats: u8,
        /// AI players among them.
        ai: u8,
        /// The mission.
        mission: Mission,
        /// Standard or thematic setup.
        setup: SetupSide,
        /// The Cold War expansion.
        cold_war: bool,
    },
    /// A seat's faction is set up: its Rocket on the Progress track and its
    /// Astronauts placed (setup step 7, Faction Headquarters Setup).
    FactionSetUp {
        /// The seat.
        seat: PlayerId,
        /// Its Rocket.
        rocket: Rocket,
        /// Its Progress track space.
        position: u16,
        /// Astronauts in its Agency.
        agency: u8,
        /// Astronauts per Breakthrough Zone, Launch Pad first.
        zones: [u8; 5],
        /// Astronauts on the Standby area of the open Project.
        standby: u8,
    },
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
        /// The card, for the seat itself only.
        card: Option<ControlDef>,
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
    /// A step of phase 2 began (`phase` 2; `section` `None`: step 5,
    /// Bureaucracy), or phase 3, Check Mission Status (`phase` 3).
    StepStarted {
        /// The phase: 2 or 3 (2 when absent from JSON).
        #[cfg_attr(feature = "serde", serde(default = "phase_2"))]
        phase: u8,
        /// The section of a step 1–4 of phase 2.
        section: Option<Section>,
    },
    /// A seat's turn began.
    TurnStarted {
        /// The seat.
        seat: PlayerId,
    },
    /// A seat activated an ability (`card` None: its Control card), or
    /// resolves an ability that is not activated: the Immediate ability of a
    /// card entering its Agency, or a Permanent ability that triggered.
    Activated {
        /// The seat.
        seat: PlayerId,
        /// The card.
        card: Option<u8>,
        /// The ability index.
        ability: u8,
        /// The active Control card, when it is the Control card's ability.
        control: Option<ControlDef>,
    },
    /// No Universe card to take: no card of the types an ability takes is in
    /// the Universe, and the seat takes the appendix's alternative instead.
    NoUniverseCard {
        /// The seat.
        seat: PlayerId,
        /// The card types the ability takes.
        wanted: Sections,
        /// The closest preceding section the seat takes a card from, or
        /// `None`: it draws 3 cards from the Deck.
        instead: Option<Section>,
    },
    /// The Immediate investment of a card entering a seat's Agency costs
    /// more cards than the seat holds: it cannot be resolved.
    InvestmentUnpaid {
        /// The seat.
        seat: PlayerId,
        /// The card.
        card: u8,
        /// The cards it costs.
        cost: u8,
    },
    /// A seat announced how it divides a combined ability's value: `top`
    /// to the top effect, the rest of `value` to the bottom effect.
    SplitAnnounced {
        /// The seat.
        seat: PlayerId,
        /// To the top effect.
        top: u8,
        /// The ability's value.
        value: u8,
    },
    /// A Project's requirement was met on the seat's turn: it may place up
    /// to `astronauts` Astronauts from its Agency on the Project's Standby
    /// area (an AI player places as many as it can).
    RequirementMet {
        /// The seat.
        seat: PlayerId,
        /// Stack position of the Project.
        position: u8,
        /// Project id.
        project: u8,
        /// How many Astronauts the requirement lets it place.
        astronauts: u8,
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
        /// The card.
        card: Option<ControlDef>,
    },
    /// A Project was opened.
    ProjectOpened {
        /// Stack position.
        position: u8,
        /// Project id.
        project: u8,
    },
    /// A Project was closed (told before the Progress it brings).
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
    /// One line in words, from the table's point of view (seats as `P0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Setup {
                seats,
                ai,
                mission,
                setup,
                cold_war,
            } => {
                write!(f, "Setup for {}", Plural(u32::from(seats), "seat"))?;
                if ai > 0 {
                    write!(f, " ({})", AiAmong(usize::from(ai)))?;
                }
                write!(
                    f,
                    ", {} mission, {} setup{}: the 162 Space Race cards are shuffled into the Deck",
                    mission.name(),
                    match setup {
                        SetupSide::Standard => "standard",
                        SetupSide::Thematic => "thematic",
                    },
                    if cold_war { ", Cold War expansion" } else { "" }
                )
            }
            Event::FactionSetUp {
                seat,
                rocket,
                position,
                agency,
                zones,
                standby,
            } => {
                let faction = rocket.faction();
                write!(
                    f,
                    "{seat} plays {} ({}, {}): Rocket on space {position} ({})",
                    rocket.name(),
                    faction.name(),
                    faction.colour(),
                    Beyond1950(position)
                )?;
                write!(f, "; Astronauts: {agency} in their Agency")?;
                for z in Zone::ALL {
                    let k = zones.get(z.index()).copied().unwrap_or(0);
                    if k > 0 {
                        let on = if z == Zone::LaunchPad { "on the" } else { "in" };
                        write!(f, ", {k} {on} {}", z.name())?;
                    }
                }
                if standby > 0 {
                    write!(f, ", {standby} on the Standby area of Project 0")?;
                }
                Ok(())
            }
            Event::RoundStarted { round } => {
                write!(f, "== Round {round} of 7 — Phase 1: Manage the Agency ==")
            }
            Event::CardMoved {
                seat,
                card,
                from,
                to,
            } => {
                let what = Shown(card);
                match (seat, from, to) {
                    (None, CardZone::Unexplored, CardZone::Universe(_)) => {
                        write!(
                            f,
                            "{what} is revealed from the Unexplored Universe into {to}"
                        )
                    }
                    (None, CardZone::Deck, CardZone::Universe(_)) => {
                        write!(f, "{what} is placed from the Deck into {to}")
                    }
                    (None, CardZone::Deck, CardZone::Unexplored) => match card {
                        Some(c) => write!(
                            f,
                            "{} goes from the Deck face down into the Unexplored Universe",
                            CardName(c)
                        ),
                        None => f.write_str(
                            "A card goes from the Deck face down into the Unexplored Universe",
                        ),
                    },
                    (None, from, to) => write!(f, "{what} moves from {from} to {to}"),
                    (Some(p), CardZone::Deck, CardZone::Hand) => {
                        write!(f, "{p} draws {what} from the Deck")
                    }
                    (Some(p), CardZone::Hand, CardZone::Unexplored) => {
                        write!(f, "{p} puts {what} face down into the Unexplored Universe")
                    }
                    (Some(p), CardZone::Deck, CardZone::Unexplored) => write!(
                        f,
                        "{p} puts {what} from the Deck face down into the Unexplored Universe"
                    ),
                    (Some(p), CardZone::Hand, CardZone::Investments) => {
                        write!(f, "{p} pays {what} from their hand to the Investments")
                    }
                    (Some(p), CardZone::Universe(_), to) => {
                        write!(f, "{p} takes {what} from {from} into {to}")
                    }
                    (Some(p), from, to) => write!(f, "{p} moves {what} from {from} to {to}"),
                }
            }
            Event::DeckReshuffled { cards } => write!(
                f,
                "The Deck ran out for the first time: the {} in the Investments are shuffled into \
                 a new Deck",
                Plural(u32::from(cards), "card")
            ),
            Event::DeckEmpty => f.write_str(
                "The Deck ran out a second time: it stays empty, no more cards can be drawn",
            ),
            Event::ControlChosen { seat, card, slot } => match (card, slot) {
                (Some(c), _) => write!(f, "{seat} chooses Control card {c} face down"),
                (None, Some(s)) => {
                    write!(f, "{seat} chooses the Control card of slot {s} face down")
                }
                (None, None) => write!(f, "{seat} chooses a Control card face down"),
            },
            Event::ControlRevealed { seat, card, .. } => {
                write!(
                    f,
                    "{seat} reveals Control card {card}: their active Control card this round"
                )?;
                if card.dedicates() {
                    f.write_str(" (their faction is dedicated until the end of the round)")?;
                }
                Ok(())
            }
            Event::StepStarted { phase: 3, .. } => {
                f.write_str("-- Phase 3: Check Mission Status --")
            }
            Event::StepStarted { section, .. } => match section {
                Some(s) => write!(
                    f,
                    "-- Phase 2, step {}: {} ({} stripe) --",
                    s.index() + 1,
                    s.name(),
                    s.colour()
                ),
                None => f.write_str("-- Phase 2, step 5: Bureaucracy (reverse turn order) --"),
            },
            Event::TurnStarted { seat } => write!(f, "{seat}'s turn"),
            Event::Activated {
                seat,
                card,
                ability,
                control,
            } => {
                let ab = match (card, control) {
                    (Some(c), _) => {
                        let ab = card_def(c).and_then(|d| d.abilities.get(usize::from(ability)));
                        match ab.map(|a| a.timing) {
                            Some(Timing::Immediate) => write!(
                                f,
                                "{seat} resolves the Immediate ability of {}",
                                CardName(c)
                            )?,
                            Some(Timing::Permanent(t)) => write!(
                                f,
                                "{seat} resolves the Permanent ability of {} ({})",
                                CardName(c),
                                match t {
                                    Trigger::CardEntersAgency(s) => {
                                        Triggered::Card(CardsOf(s, 1))
                                    }
                                    Trigger::AstronautEntersZone => Triggered::Astronaut,
                                }
                            )?,
                            _ => write!(f, "{seat} activates {}", CardName(c))?,
                        }
                        ab
                    }
                    (None, Some(ctrl)) => {
                        write!(f, "{seat} activates their Control card {ctrl}")?;
                        ctrl.abilities().get(usize::from(ability))
                    }
                    (None, None) => {
                        write!(f, "{seat} activates their Control card")?;
                        None
                    }
                };
                match ab {
                    Some(a) => write!(f, ": \"{}\"", AbilityBody(a)),
                    None => Ok(()),
                }
            }
            Event::NoUniverseCard {
                seat,
                wanted,
                instead,
            } => {
                write!(
                    f,
                    "No {} in the Universe for {seat} to take",
                    CardsOf(wanted, 1)
                )?;
                match instead {
                    Some(s) => write!(
                        f,
                        ": they take a card from the closest preceding section, {}, instead",
                        s.name()
                    ),
                    None => f.write_str(": they draw 3 cards from the Deck instead"),
                }
            }
            Event::InvestmentUnpaid { seat, card, cost } => write!(
                f,
                "{seat} cannot pay the Immediate investment of {} ({} from their hand): it is \
                 not resolved",
                CardName(card),
                Plural(u32::from(cost), "card")
            ),
            Event::SplitAnnounced { seat, top, value } => write!(
                f,
                "{seat} divides the {value}: {top} to the top effect, {} to the bottom effect",
                value.saturating_sub(top)
            ),
            Event::RequirementMet {
                seat,
                position,
                project: id,
                astronauts,
            } => {
                write!(f, "Project {position}")?;
                if let Some(d) = project(id) {
                    write!(f, " ({})", d.name)?;
                }
                write!(
                    f,
                    ": {seat} meets its requirement and may place up to {} from their Agency on \
                     its Standby area",
                    Plural(u32::from(astronauts), "Astronaut")
                )
            }
            Event::AstronautMoved {
                seat,
                from,
                to,
                exhausted,
            } => {
                let verb = if from == AstronautPlace::Agency {
                    "places"
                } else {
                    "moves"
                };
                write!(f, "{seat} {verb} an Astronaut from {from} ")?;
                match to {
                    AstronautPlace::Zone(Zone::LaunchPad) => f.write_str("onto the Launch Pad")?,
                    AstronautPlace::Zone(z) => write!(f, "into {}", z.name())?,
                    AstronautPlace::Agency => f.write_str("back to their Agency")?,
                    AstronautPlace::Cover => f.write_str("onto a card, as its cover")?,
                    to => write!(f, "onto {to}")?,
                }
                if exhausted {
                    f.write_str(" (exhausted, lying down)")?;
                }
                Ok(())
            }
            Event::Refreshed { seat, zone } => {
                write!(
                    f,
                    "{seat} refreshes (stands up) an Astronaut in {}",
                    zone.name()
                )
            }
            Event::Exhausted { seat, zone } => {
                write!(
                    f,
                    "{seat} exhausts (lays down) an Astronaut in {}",
                    zone.name()
                )
            }
            Event::Covered {
                seat,
                card,
                by,
                astronaut,
            } => {
                write!(f, "{seat} covers the right side of {}", CardName(card))?;
                match (by, astronaut) {
                    (Some(c), _) => write!(f, " with {}", CardName(c)),
                    (None, true) => {
                        f.write_str(" with an Astronaut (no other card to cover it with)")
                    }
                    (None, false) => f.write_str(" (no card or Astronaut to cover it with)"),
                }
            }
            Event::Uncovered { seat, card } => write!(
                f,
                "{seat} uncovers {}: its single-use abilities are usable again",
                CardName(card)
            ),
            Event::PenaltyApplied { seat, card } => {
                write!(
                    f,
                    "{seat} cannot pay the investment of {} and suffers its penalty",
                    CardName(card)
                )?;
                let penalty = card_def(card)
                    .and_then(|d| d.abilities.iter().find(|a| a.penalty != Penalty::None))
                    .map(|a| a.penalty);
                match penalty {
                    Some(Penalty::CoverThisCard) => f.write_str(": the card is covered"),
                    Some(Penalty::ThisCardToInvestments) => {
                        f.write_str(": the card goes to the Investments")
                    }
                    Some(Penalty::LaunchPadAstronautToAgency) => {
                        f.write_str(": an Astronaut returns from the Launch Pad to their Agency")
                    }
                    _ => Ok(()),
                }
            }
            Event::ControlRecovered { seat, slot, card } => match card {
                Some(c) => write!(
                    f,
                    "{seat} takes Control card {c} back to their remaining Control cards"
                ),
                None => write!(f, "{seat} takes the Control card of slot {slot} back"),
            },
            Event::ProjectOpened {
                position,
                project: id,
            } => match project(id) {
                Some(d) => write!(
                    f,
                    "Project {position} opens: {} ({} Project)",
                    d.name,
                    d.category.name()
                ),
                None => write!(f, "Project {position} opens"),
            },
            Event::ProjectClosed {
                position,
                project: id,
                completed,
            } => {
                write!(f, "Project {position}")?;
                if let Some(d) = project(id) {
                    write!(f, " ({})", d.name)?;
                }
                if completed {
                    f.write_str(" closes completed: each player gains the values of the spaces holding their Astronauts, who return to their Agencies")
                } else {
                    f.write_str(
                        " closes incomplete: no Progress; the Astronauts return to their Agencies",
                    )
                }
            }
            Event::Progress {
                seat,
                gained,
                position,
                reason,
            } => write!(
                f,
                "{seat} gains {gained} Progress from {} and moves to space {position} ({})",
                match reason {
                    ProgressReason::Project => "a completed Project",
                    ProgressReason::AgencyOutput => "Agency Output",
                    ProgressReason::Domination => "Breakthrough Domination",
                    ProgressReason::LabResearch => "Lab Research",
                },
                Beyond1950(position)
            ),
            Event::TileFlipped { tile } => {
                write!(
                    f,
                    "The Mission tile of round {} is resolved and flipped",
                    tile + 1
                )
            }
            Event::GameOver { capped } => {
                if capped {
                    f.write_str("The game ends at the decision cap, scored as it stands")
                } else {
                    f.write_str(
                        "The game is over after the 7th Mission tile: the Rocket farthest on the \
                         Progress track wins",
                    )
                }
            }
        }
    }
}

/// What triggered a Permanent ability, from the table's point of view.
enum Triggered {
    /// A card of these types entered the seat's Agency.
    Card(CardsOf),
    /// An astronaut of the seat's entered a Breakthrough Zone.
    Astronaut,
}

impl fmt::Display for Triggered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Triggered::Card(what) => write!(f, "a {what} entered their Agency"),
            Triggered::Astronaut => {
                f.write_str("an Astronaut of theirs entered a Breakthrough Zone")
            }
        }
    }
}

#[cfg(feature = "serde")]
const fn phase_2() -> u8 {
    2
}

/// A card of a narrated move as its audience sees it.
struct Shown(Option<u8>);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => write!(f, "{}", CardName(c)),
            None => f.write_str("a card"),
        }
    }
}
