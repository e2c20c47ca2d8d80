//! The narrated events of a game, one line each.
//!
//! Private facts (a chosen specialist, a kept mission, a drawn event card, a
//! discovery's identity) go to the controlling seat with the fact, and to
//! everybody else without it.

use core::fmt;

use crate::action::Site;
use crate::config::Colour;
use crate::data::event_name;
use crate::data::resources::Resource;
use crate::data::ships::ship_card;
use crate::data::specialists::Specialist;
use crate::data::zones::Zone;

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// A colour kept a starting mission (`None` for those who may not see which).
    MissionKept {
        /// The colour.
        colour: Colour,
        /// The kept mission.
        card: Option<u8>,
    },
    /// A kept card was stacked on a neutral deck.
    NeutralStacked {
        /// The neutral colour.
        colour: Colour,
        /// The card.
        card: Option<Specialist>,
    },
    /// A round begins.
    RoundBegins {
        /// The round, 1 to 10.
        round: u8,
        /// The first player.
        first: Colour,
    },
    /// A neutral colour's specialist was drawn from its deck.
    NeutralDrawn {
        /// The neutral colour.
        colour: Colour,
        /// The card.
        card: Option<Specialist>,
    },
    /// A colour chose its specialist face down.
    Chose {
        /// The colour.
        colour: Colour,
        /// The card.
        card: Option<Specialist>,
    },
    /// The countdown announces a number.
    Countdown {
        /// The specialist of that number.
        number: Specialist,
    },
    /// A colour revealed its specialist.
    Revealed {
        /// The colour.
        colour: Colour,
        /// The card.
        card: Specialist,
    },
    /// A colour resolves its specialist.
    Resolves {
        /// The colour.
        colour: Colour,
        /// The card.
        card: Specialist,
    },
    /// A part of an effect could not be resolved at all.
    CouldNot {
        /// The colour.
        colour: Colour,
        /// The card.
        card: Specialist,
        /// The part's number on the card, from 1.
        part: u8,
    },
    /// Astronauts were placed in a docked ship.
    Placed {
        /// The colour.
        colour: Colour,
        /// The dock.
        dock: u8,
        /// How many.
        count: u8,
    },
    /// A destination token was put on a ship.
    Destination {
        /// The colour.
        colour: Colour,
        /// The dock.
        dock: u8,
        /// The token's zone.
        zone: Zone,
    },
    /// An astronaut was killed.
    Killed {
        /// The killer.
        colour: Colour,
        /// The victim's colour.
        victim: Colour,
        /// Where.
        zone: Zone,
    },
    /// An astronaut moved from Phobos to Mars.
    LeftPhobos {
        /// The colour.
        colour: Colour,
        /// Where to.
        zone: Zone,
    },
    /// An astronaut was replaced.
    Replaced {
        /// The Robot's colour.
        colour: Colour,
        /// The victim's colour.
        victim: Colour,
        /// Where.
        site: Site,
    },
    /// A docked ship was destroyed.
    Destroyed {
        /// The Saboteur's colour.
        colour: Colour,
        /// The dock.
        dock: u8,
        /// The ship.
        ship: u8,
        /// Astronauts lost with it.
        lost: u8,
    },
    /// A ship launched.
    Launched {
        /// The dock.
        dock: u8,
        /// The ship.
        ship: u8,
        /// Whether a Secret Agent forced it.
        forced: bool,
    },
    /// A Recruiter took its played specialists back.
    Recalled {
        /// The colour.
        colour: Colour,
    },
    /// A neutral Recruiter went to the box and the deck was rebuilt.
    NeutralRebuilt {
        /// The neutral colour.
        colour: Colour,
    },
    /// A colour drew an event card.
    Drew {
        /// The colour.
        colour: Colour,
        /// The card.
        card: Option<u8>,
    },
    /// A drawn discovery was assigned face down.
    Assigned {
        /// The colour.
        colour: Colour,
        /// The zone.
        zone: Zone,
        /// The card.
        card: Option<u8>,
    },
    /// A drawn discovery was discarded face up (every outer zone had one).
    DiscardedDiscovery {
        /// The colour.
        colour: Colour,
        /// The card.
        card: u8,
    },
    /// A colour looked at a face-down discovery.
    Looked {
        /// The colour.
        colour: Colour,
        /// The zone.
        zone: Zone,
        /// The card.
        card: Option<u8>,
    },
    /// A neutral colour's drawn mission or action went to the box.
    Boxed {
        /// The neutral colour.
        colour: Colour,
        /// The card.
        card: Option<u8>,
    },
    /// An astronaut moved on Mars.
    Moved {
        /// The colour.
        colour: Colour,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A launched ship landed.
    Landed {
        /// The dock.
        dock: u8,
        /// The ship.
        ship: u8,
        /// Where (`None`: an unknown destination without a token; ruling R9).
        zone: Option<Zone>,
        /// Astronauts unloaded.
        astronauts: u8,
    },
    /// A resource token was turned face up.
    ResourceRevealed {
        /// The zone.
        zone: Zone,
        /// The resource.
        resource: Resource,
    },
    /// A ship was drawn to an open dock.
    Docked {
        /// The dock.
        dock: u8,
        /// The ship.
        ship: u8,
    },
    /// The ship discard pile was shuffled into a new deck.
    ShipsReshuffled,
    /// A production phase begins.
    Production {
        /// 1, 2 or 3.
        phase: u8,
    },
    /// A zone produced point tokens.
    Produced {
        /// The zone.
        zone: Zone,
        /// The resource.
        resource: Resource,
        /// How many.
        count: u8,
    },
    /// A colour took point tokens from a zone.
    Took {
        /// The colour.
        colour: Colour,
        /// The zone.
        zone: Zone,
        /// The resource.
        resource: Resource,
        /// How many.
        count: u8,
    },
    /// The reveal discovery phase turned a discovery face up.
    DiscoveryRevealed {
        /// The zone.
        zone: Zone,
        /// The card.
        card: u8,
    },
    /// Ether Magnet pulled astronauts out of docked ships.
    Magnet {
        /// The zone.
        zone: Zone,
        /// Astronauts moved.
        astronauts: u8,
    },
    /// A discovery sent an astronaut to the Memorial.
    Lost {
        /// The colour.
        colour: Colour,
        /// The zone.
        zone: Zone,
    },
    /// An action card was played.
    ActionPlayed {
        /// The colour.
        colour: Colour,
        /// The card.
        card: u8,
    },
    /// A colour received point tokens from an action card.
    Received {
        /// The colour.
        colour: Colour,
        /// The resource.
        resource: Resource,
        /// How many.
        count: u8,
    },
    /// A mission was revealed at final scoring.
    MissionRevealed {
        /// The colour.
        colour: Colour,
        /// The card.
        card: u8,
        /// Points scored (0: not completed).
        points: u8,
    },
    /// Ice Monopoly points.
    IceMonopoly {
        /// The colour.
        colour: Colour,
        /// Points.
        points: u8,
    },
    /// A discovery's points at final scoring.
    DiscoveryPoints {
        /// The colour.
        colour: Colour,
        /// The card.
        card: u8,
        /// Points (negative: lost).
        points: i8,
    },
    /// A colour's final score.
    FinalScore {
        /// The colour.
        colour: Colour,
        /// The score.
        score: i16,
        /// Point tokens collected (the tie-break).
        tokens: u8,
    },
}

struct Ship(u8);

impl fmt::Display for Ship {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match ship_card(self.0) {
            Some(s) => match s.destination {
                Some(z) => write!(f, "ship #{} ({} {})", self.0, z, s.capacity),
                None => write!(f, "ship #{} (? {})", self.0, s.capacity),
            },
            None => write!(f, "ship #{}", self.0),
        }
    }
}

struct Dock(u8);

impl fmt::Display for Dock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "dock {}", u32::from(self.0) + 1)
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Event::*;
        match *self {
            MissionKept { colour, card: Some(m) } => {
                write!(f, "{colour} keeps the starting mission {}", event_name(m))
            }
            MissionKept { colour, card: None } => write!(f, "{colour} keeps a starting mission"),
            NeutralStacked { colour, card: Some(s) } => {
                write!(f, "{s} is stacked on {colour}'s neutral deck")
            }
            NeutralStacked { colour, card: None } => {
                write!(f, "a card is stacked on {colour}'s neutral deck")
            }
            RoundBegins { round, first } => write!(f, "Round {round} begins; {first} is first player"),
            NeutralDrawn { colour, card: Some(s) } => {
                write!(f, "{colour} (neutral) draws {s}")
            }
            NeutralDrawn { colour, card: None } => write!(f, "{colour} (neutral) draws a specialist"),
            Chose { colour, card: Some(s) } => write!(f, "{colour} chooses {s}"),
            Chose { colour, card: None } => write!(f, "{colour} chooses a specialist"),
            Countdown { number } => write!(f, "Countdown: {}!", number.number()),
            Revealed { colour, card } => write!(f, "{colour} reveals {card}"),
            Resolves { colour, card } => write!(f, "{colour} resolves {card}"),
            CouldNot { colour, card, part } => {
                write!(f, "{colour} cannot resolve part {part} of {card}")
            }
            Placed { colour, dock, count } => write!(
                f,
                "{colour} places {count} astronaut{} on {}",
                if count == 1 { "" } else { "s" },
                Dock(dock)
            ),
            Destination { colour, dock, zone } => {
                write!(f, "{colour} puts a {zone} destination token on {}", Dock(dock))
            }
            Killed { colour, victim, zone } => {
                write!(f, "{colour} kills a {victim} astronaut in {zone}")
            }
            LeftPhobos { colour, zone } => write!(f, "{colour} moves an astronaut from Phobos to {zone}"),
            Replaced { colour, victim, site } => match site {
                Site::Zone(z) => write!(f, "{colour}'s Robot replaces a {victim} astronaut in {z}"),
                Site::Ship(d) => {
                    write!(f, "{colour}'s Robot replaces a {victim} astronaut on {}", Dock(d))
                }
            },
            Destroyed { colour, dock, ship, lost } => write!(
                f,
                "{colour} destroys {} at {}; {lost} astronaut(s) go to the Memorial",
                Ship(ship),
                Dock(dock)
            ),
            Launched { dock, ship, forced } => write!(
                f,
                "{} at {} {}",
                Ship(ship),
                Dock(dock),
                if forced { "is forced to launch" } else { "is full and launches" }
            ),
            Recalled { colour } => write!(f, "{colour} takes every played specialist back"),
            NeutralRebuilt { colour } => write!(
                f,
                "{colour}'s neutral Recruiter goes to the box; its other eight cards form a new deck"
            ),
            Drew { colour, card: Some(c) } => write!(f, "{colour} draws the event card {}", event_name(c)),
            Drew { colour, card: None } => write!(f, "{colour} draws an event card"),
            Assigned { colour, zone, card: Some(c) } => {
                write!(f, "{colour} assigns the discovery {} face down to {zone}", event_name(c))
            }
            Assigned { colour, zone, card: None } => {
                write!(f, "{colour} assigns a discovery face down to {zone}")
            }
            DiscardedDiscovery { colour, card } => write!(
                f,
                "{colour} discards the discovery {} face up (no outer zone is free)",
                event_name(card)
            ),
            Looked { colour, zone, card: Some(c) } => {
                write!(f, "{colour} looks at the discovery in {zone}: {}", event_name(c))
            }
            Looked { colour, zone, card: None } => {
                write!(f, "{colour} looks at the discovery in {zone}")
            }
            Boxed { colour, card: Some(c) } => {
                write!(f, "{colour} (neutral) returns {} to the box", event_name(c))
            }
            Boxed { colour, card: None } => write!(f, "{colour} (neutral) returns a card to the box"),
            Moved { colour, from, to } => write!(f, "{colour} moves an astronaut from {from} to {to}"),
            Landed { dock, ship, zone: Some(z), astronauts } => write!(
                f,
                "{} from {} lands in {z} with {astronauts} astronaut(s)",
                Ship(ship),
                Dock(dock)
            ),
            Landed { dock, ship, zone: None, astronauts } => write!(
                f,
                "{} from {} has no destination; {astronauts} astronaut(s) are lost in space",
                Ship(ship),
                Dock(dock)
            ),
            ResourceRevealed { zone, resource } => write!(f, "{zone} holds {resource}"),
            Docked { dock, ship } => write!(f, "{} docks at {}", Ship(ship), Dock(dock)),
            ShipsReshuffled => f.write_str("The ship discard pile is shuffled into a new deck"),
            Production { phase } => write!(f, "Production phase {phase}"),
            Produced { zone, resource, count } => write!(f, "{zone} produces {count} {resource}"),
            Took { colour, zone, resource, count } => {
                write!(f, "{colour} takes {count} {resource} from {zone}")
            }
            DiscoveryRevealed { zone, card } => {
                write!(f, "The discovery in {zone} is {}", event_name(card))
            }
            Magnet { zone, astronauts } => write!(
                f,
                "Ether Magnet pulls {astronauts} astronaut(s) from the docked ships to {zone}"
            ),
            Lost { colour, zone } => write!(f, "A {colour} astronaut in {zone} is lost"),
            ActionPlayed { colour, card } => write!(f, "{colour} plays {}", event_name(card)),
            Received { colour, resource, count } => {
                write!(f, "{colour} receives {count} {resource}")
            }
            MissionRevealed { colour, card, points } => write!(
                f,
                "{colour} reveals the mission {}: {points} point(s)",
                event_name(card)
            ),
            IceMonopoly { colour, points } => write!(f, "{colour} scores {points} for Ice Monopoly"),
            DiscoveryPoints { colour, card, points } => {
                write!(f, "{colour}: {points:+} from {}", event_name(card))
            }
            FinalScore { colour, score, tokens } => {
                write!(f, "{colour} scores {score} ({tokens} point tokens)")
            }
        }
    }
}
