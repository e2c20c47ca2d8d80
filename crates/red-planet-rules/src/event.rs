//! The narrated events of a game, one line each, in words for people (each
//! says what happened: what an ability did, why a part could not be done);
//! setup is narrated too (`Game::new_with_events`).
//!
//! Private facts (a chosen specialist, a kept mission, a drawn event card, a
//! discovery's identity) go to the controlling seat with the fact, and to
//! everybody else without it.

use core::fmt;

use crate::action::Site;
use crate::config::Colour;
use crate::data::resources::Resource;
use crate::data::specialists::{Part, SpecSet, Specialist};
use crate::data::zones::Zone;
use crate::data::{action_card, discovery, event_name};

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// Setup begins (narrated by
    /// [`Game::new_with_events`](cardgame_core::Game::new_with_events)).
    SetupBegins {
        /// The players.
        players: u8,
        /// The board configuration, 1 to 4.
        board: u8,
    },
    /// Setup 4: no ship bound for Phobos was drawn, so a Phobos destination
    /// token goes on the ship at the rightmost dock.
    PhobosToken {
        /// The dock.
        dock: u8,
    },
    /// Setup 6: the colour whose astronaut is on the leftmost dock is the
    /// first player.
    FirstPlayer {
        /// The colour.
        colour: Colour,
    },
    /// Setup 7: a resource token lies face down in each zone, and the last
    /// one near the supply.
    ResourcesPlaced,
    /// Setup 8: two missions dealt to a colour (`None` for those who may not
    /// see which).
    MissionsDealt {
        /// The colour.
        colour: Colour,
        /// The two missions.
        cards: Option<[u8; 2]>,
    },
    /// Setup 9: the event deck is made.
    EventDeckMade {
        /// Its cards.
        cards: u8,
    },
    /// 2-player setup 10: a neutral deck is prepared (`None` for those who
    /// may not see which three cards its controller keeps to stack).
    NeutralDeckPrepared {
        /// The neutral colour.
        colour: Colour,
        /// The three kept cards.
        kept: Option<SpecSet>,
    },
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
    /// A resource token was turned face up by the first astronaut to arrive
    /// (after the event that brought it there).
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

use crate::words::{Plural, Points, ShipName};

struct Dock(u8);

impl fmt::Display for Dock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "dock {}", u32::from(self.0) + 1)
    }
}

/// `a` or `an` before a zone's name.
pub(crate) fn article(z: Zone) -> &'static str {
    match z.name().as_bytes().first() {
        Some(b'A' | b'E' | b'I' | b'O' | b'U') => "an",
        _ => "a",
    }
}

/// Point tokens of a resource: `2 ice point tokens`.
struct PointTokens(u8, Resource);

impl fmt::Display for PointTokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = match self.1 {
            Resource::Ice => "ice point token",
            Resource::Sylvanite => "sylvanite point token",
            Resource::Celerium => "celerium point token",
        };
        write!(f, "{}", Plural(u32::from(self.0), noun))
    }
}

/// What a part of a specialist's effect asks for, and why it cannot be
/// done at all.
fn part_phrase(part: Option<Part>) -> (&'static str, &'static str) {
    match part {
        Some(Part::Place { .. }) => (
            "place astronauts in docked ships",
            "no docked ship has room, or no astronaut is left",
        ),
        Some(Part::PlaceTogether { .. }) => (
            "place 3 astronauts in the same docked ship",
            "no docked ship has room for 3, or fewer than 3 astronauts are left; the effect is \
             ignored and the turn skipped",
        ),
        Some(Part::DestinationToken) => (
            "place a destination token",
            "no token is left in the supply, or no ship can take one",
        ),
        Some(Part::Kill) => (
            "kill an astronaut on Phobos or in an outer zone",
            "there is none",
        ),
        Some(Part::LeavePhobos { .. }) => (
            "move astronauts from Phobos to Mars",
            "they have no astronaut on Phobos",
        ),
        Some(Part::Replace) => (
            "replace an opponent's astronaut",
            "no opponent shares a zone or a ship with them, or no astronaut is left",
        ),
        Some(Part::Destroy) => ("destroy a docked ship", "there is none"),
        Some(Part::ForceLaunch) => ("force a ship that is not full to launch", "there is none"),
        Some(Part::ResearchOrLook) => (
            "draw an event card or look at a discovery",
            "the event deck is empty and no discovery lies face down",
        ),
        Some(Part::Explore { .. }) => ("make moves on Mars", "they have no astronaut on Mars"),
        Some(Part::Recall) | None => ("resolve this part", "nothing can be done"),
    }
}

/// A text that opens a sentence: its first letter a capital.
struct Capital<T>(T);

impl<T: fmt::Display> fmt::Display for Capital<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Upper<'a, 'b> {
            f: &'a mut fmt::Formatter<'b>,
            first: bool,
        }
        impl fmt::Write for Upper<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                let mut chars = s.chars();
                match chars.next() {
                    Some(c) if self.first => {
                        self.first = false;
                        for u in c.to_uppercase() {
                            self.f.write_char(u)?;
                        }
                        self.f.write_str(chars.as_str())
                    }
                    _ => self.f.write_str(s),
                }
            }
        }
        fmt::write(&mut Upper { f, first: true }, format_args!("{}", self.0))
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Event::*;
        match *self {
            SetupBegins { players, board } => {
                write!(f, "Setup: {players} players on board configuration {board}")?;
                if players == 2 {
                    f.write_str(
                        " (the 2-player variant: Red and Yellow for P0, Blue and Green for P1; \
                         Yellow and Green are neutral colours)",
                    )?;
                }
                Ok(())
            }
            PhobosToken { dock } => write!(
                f,
                "No ship bound for Phobos was drawn: a Phobos destination token goes on the ship \
                 at {}",
                Dock(dock)
            ),
            FirstPlayer { colour } => write!(
                f,
                "{colour}'s astronaut is on the leftmost dock: {colour} is first player"
            ),
            ResourcesPlaced => f.write_str(
                "A resource token is placed face down in each zone of Mars and on Phobos; the \
                 last one stays face down near the supply",
            ),
            MissionsDealt {
                colour,
                cards: Some([a, b]),
            } => write!(
                f,
                "{colour} is dealt two missions: {} and {}",
                event_name(a),
                event_name(b)
            ),
            MissionsDealt {
                colour,
                cards: None,
            } => write!(f, "{colour} is dealt two missions"),
            EventDeckMade { cards } => write!(
                f,
                "The discoveries, the actions and the other missions are shuffled into the event \
                 deck: {}",
                Plural(u32::from(cards), "card")
            ),
            NeutralDeckPrepared {
                colour,
                kept: Some(k),
            } => write!(
                f,
                "{colour}'s neutral deck: the Recruiter, Explorer, Robot, Soldier and two random \
                 cards are shuffled face down; its controller keeps {k} to stack on top"
            ),
            NeutralDeckPrepared { colour, kept: None } => write!(
                f,
                "{colour}'s neutral deck: the Recruiter, Explorer, Robot, Soldier and two random \
                 cards are shuffled face down; its controller keeps three cards to stack on top"
            ),
            MissionKept {
                colour,
                card: Some(m),
            } => {
                write!(f, "{colour} keeps the starting mission {}", event_name(m))
            }
            MissionKept { colour, card: None } => write!(f, "{colour} keeps a starting mission"),
            NeutralStacked {
                colour,
                card: Some(s),
            } => {
                write!(f, "{s} is stacked on {colour}'s neutral deck")
            }
            NeutralStacked { colour, card: None } => {
                write!(f, "A card is stacked on {colour}'s neutral deck")
            }
            RoundBegins { round, first } => {
                write!(f, "Round {round} begins; {first} is first player")
            }
            NeutralDrawn {
                colour,
                card: Some(s),
            } => {
                write!(
                    f,
                    "{colour} (neutral) draws {s} from its deck and sets it face down"
                )
            }
            NeutralDrawn { colour, card: None } => write!(
                f,
                "{colour} (neutral) draws a specialist from its deck and sets it face down"
            ),
            Chose {
                colour,
                card: Some(s),
            } => write!(f, "{colour} chooses {s} face down"),
            Chose { colour, card: None } => write!(f, "{colour} chooses a specialist face down"),
            Countdown { number } => write!(f, "Countdown: {number}"),
            Revealed { colour, card } => write!(f, "{colour} reveals {card}"),
            Resolves { colour, card } => write!(f, "{colour} resolves {card}"),
            CouldNot { colour, card, part } => {
                let (what, why) = part_phrase(
                    card.effect()
                        .get(usize::from(part).saturating_sub(1))
                        .copied(),
                );
                write!(f, "{colour} cannot {what} ({card}, part {part}): {why}")
            }
            Placed {
                colour,
                dock,
                count,
            } => write!(
                f,
                "{colour} places {} in the ship at {}",
                Plural(u32::from(count), "astronaut"),
                Dock(dock)
            ),
            Destination { colour, dock, zone } => write!(
                f,
                "{colour} puts {} {zone} destination token on the ship at {}: it is now bound for \
                 {zone}",
                article(zone),
                Dock(dock)
            ),
            Killed {
                colour,
                victim,
                zone,
            } => write!(
                f,
                "{colour} kills a {victim} astronaut in {zone}; it goes to the Lost in Space \
                 Memorial"
            ),
            LeftPhobos { colour, zone } => {
                write!(f, "{colour} moves an astronaut from Phobos to {zone}")
            }
            Replaced {
                colour,
                victim,
                site,
            } => match site {
                Site::Zone(z) => write!(
                    f,
                    "{colour}'s Robot replaces a {victim} astronaut in {z} with one of its own; \
                     the {victim} astronaut goes to the Lost in Space Memorial"
                ),
                Site::Ship(d) => write!(
                    f,
                    "{colour}'s Robot replaces a {victim} astronaut in the ship at {} with one of \
                     its own; the {victim} astronaut goes to the Lost in Space Memorial",
                    Dock(d)
                ),
            },
            Destroyed {
                colour,
                dock,
                ship,
                lost,
            } => {
                write!(f, "{colour} destroys {} at {}", ShipName(ship), Dock(dock))?;
                match lost {
                    0 => f.write_str("; no astronaut was aboard"),
                    1 => f.write_str("; the astronaut aboard goes to the Lost in Space Memorial"),
                    n => write!(
                        f,
                        "; the {n} astronauts aboard go to the Lost in Space Memorial"
                    ),
                }
            }
            Launched { dock, ship, forced } => write!(
                f,
                "{} at {} {}",
                Capital(ShipName(ship)),
                Dock(dock),
                if forced {
                    "is forced to launch by the Secret Agent"
                } else {
                    "is full and launches"
                }
            ),
            Recalled { colour } => write!(
                f,
                "{colour}'s Recruiter returns every played specialist card to {colour}'s hand"
            ),
            NeutralRebuilt { colour } => write!(
                f,
                "{colour}'s neutral Recruiter goes to the box; its other eight cards are shuffled \
                 into a new deck"
            ),
            Drew {
                colour,
                card: Some(c),
            } => {
                write!(f, "{colour} draws the event card {}", event_name(c))
            }
            Drew { colour, card: None } => write!(f, "{colour} draws an event card"),
            Assigned {
                colour,
                zone,
                card: Some(c),
            } => write!(
                f,
                "{colour} assigns the discovery {} face down to {zone}",
                event_name(c)
            ),
            Assigned {
                colour,
                zone,
                card: None,
            } => {
                write!(f, "{colour} assigns a discovery face down to {zone}")
            }
            DiscardedDiscovery { colour, card } => write!(
                f,
                "{colour} discards the discovery {} face up (every outer zone has one) and must \
                 look at a face-down discovery instead",
                event_name(card)
            ),
            Looked {
                colour,
                zone,
                card: Some(c),
            } => write!(
                f,
                "{colour} looks at the discovery in {zone} ({}) and returns it face down",
                event_name(c)
            ),
            Looked {
                colour,
                zone,
                card: None,
            } => write!(
                f,
                "{colour} looks at the discovery in {zone} and returns it face down"
            ),
            Boxed {
                colour,
                card: Some(c),
            } => write!(
                f,
                "{colour} (neutral) returns {} to the box unseen by the opponent",
                event_name(c)
            ),
            Boxed { colour, card: None } => {
                write!(
                    f,
                    "{colour} (neutral) returns the drawn card to the box unseen"
                )
            }
            Moved { colour, from, to } => {
                write!(f, "{colour} moves an astronaut from {from} to {to}")
            }
            Landed {
                dock,
                ship,
                zone: Some(z),
                astronauts,
            } => {
                write!(
                    f,
                    "{} from {} lands in {z}",
                    Capital(ShipName(ship)),
                    Dock(dock)
                )?;
                match astronauts {
                    0 => f.write_str(" with nobody aboard"),
                    n => write!(f, " with {}", Plural(u32::from(n), "astronaut")),
                }
            }
            Landed {
                dock,
                ship,
                zone: None,
                astronauts,
            } => {
                write!(
                    f,
                    "{} from {} has no destination token",
                    Capital(ShipName(ship)),
                    Dock(dock)
                )?;
                match astronauts {
                    0 => f.write_str("; nobody was aboard"),
                    1 => f.write_str("; its astronaut is lost in space (the Memorial)"),
                    n => write!(f, "; its {n} astronauts are lost in space (the Memorial)"),
                }
            }
            ResourceRevealed { zone, resource } => {
                write!(f, "The resource token in {zone} turns face up: {resource}")
            }
            Docked { dock, ship } => {
                write!(f, "{} docks at {}", Capital(ShipName(ship)), Dock(dock))
            }
            ShipsReshuffled => {
                f.write_str("The ship discard pile is shuffled into a new ship deck")
            }
            Production { phase } => write!(
                f,
                "Production phase {phase}: each zone with a face-up resource produces {}",
                Plural(u32::from(phase), "point token")
            ),
            Produced {
                zone,
                resource,
                count,
            } => {
                write!(f, "{zone} produces {}", PointTokens(count, resource))
            }
            Took {
                colour,
                zone,
                resource,
                count,
            } => write!(
                f,
                "{colour} takes {} from {zone}",
                PointTokens(count, resource)
            ),
            DiscoveryRevealed { zone, card } => {
                write!(
                    f,
                    "The discovery in {zone} is turned face up: {}",
                    event_name(card)
                )?;
                if let Some(d) = discovery(card) {
                    write!(f, " — {}", d.text().untagged())?;
                }
                Ok(())
            }
            Magnet { zone, astronauts } => match astronauts {
                0 => write!(
                    f,
                    "Ether Magnet finds no astronaut in the docked ships to place in {zone}"
                ),
                1 => write!(
                    f,
                    "Ether Magnet takes 1 astronaut from the docked ships and places it in {zone}"
                ),
                n => write!(
                    f,
                    "Ether Magnet takes {n} astronauts from the docked ships and places them in \
                     {zone}"
                ),
            },
            Lost { colour, zone } => write!(
                f,
                "Landslide: a {colour} astronaut in {zone} goes to the Lost in Space Memorial"
            ),
            ActionPlayed { colour, card } => {
                write!(f, "{colour} plays the action {}", event_name(card))?;
                if let Some(a) = action_card(card) {
                    write!(f, " — {}", a.text().untagged())?;
                }
                Ok(())
            }
            Received {
                colour,
                resource,
                count: 0,
            } => write!(
                f,
                "{colour} receives no {resource} point token: the supply has none left"
            ),
            Received {
                colour,
                resource,
                count,
            } => {
                write!(f, "{colour} receives {}", PointTokens(count, resource))
            }
            MissionRevealed {
                colour,
                card,
                points: 0,
            } => write!(
                f,
                "{colour} reveals the mission {}: not completed, 0 points",
                event_name(card)
            ),
            MissionRevealed {
                colour,
                card,
                points,
            } => write!(
                f,
                "{colour} reveals the mission {}: completed, {}",
                event_name(card),
                Plural(u32::from(points), "point")
            ),
            IceMonopoly { colour, points } => write!(
                f,
                "{colour} scores {} for the Ice Monopoly (the most ice point tokens; tied \
                 players divide the 9 points)",
                Plural(u32::from(points), "point")
            ),
            DiscoveryPoints {
                colour,
                card,
                points,
            } if points < 0 => write!(
                f,
                "{colour} loses {} to the discovery {}",
                Plural(u32::from(points.unsigned_abs()), "point"),
                event_name(card)
            ),
            DiscoveryPoints {
                colour,
                card,
                points,
            } => write!(
                f,
                "{colour} gains {} from the discovery {}",
                Plural(u32::from(points.unsigned_abs()), "point"),
                event_name(card)
            ),
            FinalScore {
                colour,
                score,
                tokens,
            } => write!(
                f,
                "{colour}'s final score: {} ({} collected)",
                Points(score),
                Plural(u32::from(tokens), "point token")
            ),
        }
    }
}
