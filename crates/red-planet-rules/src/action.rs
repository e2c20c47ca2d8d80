//! Actions: every decision a seat takes, with a canonical text form
//! (`Display` + `FromStr`) and a fixed index space for learning agents.
//!
//! Docks are numbered from 1 (leftmost) in texts, from 0 in the enum.
//!
//! | text | decision |
//! | --- | --- |
//! | `keep sylvanite-stash` | keep a starting mission (setup) |
//! | `stack pilot` | stack a kept card on the neutral deck, in drawing order (2 players, setup) |
//! | `choose robot` | choose a specialist (round step 1) |
//! | `place d2` | place astronaut(s) in the ship at dock 2 |
//! | `token d2 hellas` | put a destination token on the ship at dock 2 |
//! | `kill ausonia red` | Soldier: kill a Red astronaut in Ausonia |
//! | `land hellas` | Soldier: move one astronaut from Phobos to Hellas |
//! | `replace hellas blue` / `replace d3 blue` | Robot: replace a Blue astronaut |
//! | `destroy d1` | Saboteur: destroy the ship at dock 1 |
//! | `launch d1` | Secret Agent: force the ship at dock 1 to launch |
//! | `draw` / `look ausonia` | Scientist: draw an event card / look at a discovery |
//! | `assign ausonia` | assign the drawn discovery to Ausonia |
//! | `move hellas syrtis-major` | Explorer: one move |
//! | `stop` | end optional moves (Explorer, Soldier) |

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use crate::config::{Colour, Config, MAX_COLOURS};
use crate::data::missions::MISSION_COUNT;
use crate::data::specialists::Specialist;
use crate::data::zones::{Zone, ZONES};
use crate::data::{event_name, mission};
use crate::error::ParseActionError;
use crate::state::MAX_DOCKS;

/// Where a Robot replaces an astronaut: a zone, or the ship at a dock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Site {
    /// A zone of Mars, or Phobos.
    Zone(Zone),
    /// The ship (docked or launched) at a dock (0 to 5).
    Ship(#[cfg_attr(feature = "serde", serde(deserialize_with = "de::dock"))] u8),
}

impl Site {
    const fn index(self) -> u32 {
        match self {
            Site::Zone(z) => z as u32,
            Site::Ship(d) => ZONES as u32 + d as u32,
        }
    }
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Site::Zone(z) => f.write_str(z.slug()),
            Site::Ship(d) => write!(f, "d{}", u32::from(*d) + 1),
        }
    }
}

/// One decision of one seat.
///
/// Every action of the index space (`0..ACTION_SPACE`) has a text and a
/// JSON form; the text (`FromStr`), JSON and index readers accept exactly
/// those: docks 0 to 5 (texts `d1` to `d6`), missions 0 to 11, colours 0
/// to 5. An action built in code with a field out of those ranges has no
/// index ([`Action::index`] is [`ACTION_SPACE`]) and is never legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
// Four bytes, so that a listed action is written in one store.
#[repr(align(4))]
pub enum Action {
    /// Setup 8: keep this dealt mission (an event card id); the other goes back.
    Keep(#[cfg_attr(feature = "serde", serde(deserialize_with = "de::mission"))] u8),
    /// 2-player setup 10: stack this kept specialist on your neutral deck, in
    /// drawing order (the first one stacked is drawn in round 1).
    Stack(Specialist),
    /// Round step 1: secretly choose this specialist from your hand.
    Choose(Specialist),
    /// Place astronaut(s) in the docked ship at this dock.
    Place(#[cfg_attr(feature = "serde", serde(deserialize_with = "de::dock"))] u8),
    /// Put a destination token of `zone` on the ship at `dock`.
    Token {
        /// The dock.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "de::dock"))]
        dock: u8,
        /// The token's zone.
        zone: Zone,
    },
    /// Soldier: kill an astronaut of `colour` in `zone`.
    Kill {
        /// Phobos or an outer zone.
        zone: Zone,
        /// The victim's colour.
        colour: Colour,
    },
    /// Soldier: move one of your astronauts from Phobos to this zone of Mars.
    Land(Zone),
    /// Robot: replace an astronaut of `colour` at `site` with one of yours.
    Replace {
        /// Where.
        site: Site,
        /// The victim's colour.
        colour: Colour,
    },
    /// Saboteur: destroy the docked ship at this dock.
    Destroy(#[cfg_attr(feature = "serde", serde(deserialize_with = "de::dock"))] u8),
    /// Secret Agent: force the docked ship at this dock to launch.
    Launch(#[cfg_attr(feature = "serde", serde(deserialize_with = "de::dock"))] u8),
    /// Scientist: draw an event card.
    Draw,
    /// Scientist: look at the face-down discovery of this zone.
    Look(Zone),
    /// Assign the drawn discovery face down to this outer zone.
    Assign(Zone),
    /// Explorer: move one of your astronauts to an adjacent zone.
    Move {
        /// From.
        from: Zone,
        /// To (adjacent).
        to: Zone,
    },
    /// End optional moves (Explorer's "up to 3", Soldier's after the first).
    Stop,
}

const KEEP: u32 = 0;
const STACK: u32 = KEEP + MISSION_COUNT as u32;
const CHOOSE: u32 = STACK + 9;
const PLACE: u32 = CHOOSE + 9;
const TOKEN: u32 = PLACE + MAX_DOCKS as u32;
const KILL: u32 = TOKEN + (MAX_DOCKS * ZONES) as u32;
const LAND: u32 = KILL + (ZONES * MAX_COLOURS) as u32;
const REPLACE: u32 = LAND + ZONES as u32;
const SITES: u32 = (ZONES + MAX_DOCKS) as u32;
const DESTROY: u32 = REPLACE + SITES * MAX_COLOURS as u32;
const LAUNCH: u32 = DESTROY + MAX_DOCKS as u32;
const DRAW: u32 = LAUNCH + MAX_DOCKS as u32;
const LOOK: u32 = DRAW + 1;
const ASSIGN: u32 = LOOK + ZONES as u32;
const MOVE: u32 = ASSIGN + ZONES as u32;
const STOP: u32 = MOVE + (ZONES * ZONES) as u32;

/// The size of the action index space (the same for every config).
pub const ACTION_SPACE: u32 = STOP + 1;

impl Action {
    /// Whether the action is one of the index space (every field in range).
    pub const fn in_space(self) -> bool {
        const fn dock(d: u8) -> bool {
            (d as usize) < MAX_DOCKS
        }
        const fn colour(c: Colour) -> bool {
            (c.0 as usize) < MAX_COLOURS
        }
        match self {
            Action::Keep(m) => (m as usize) < MISSION_COUNT,
            Action::Place(d) | Action::Destroy(d) | Action::Launch(d) => dock(d),
            Action::Token { dock: d, .. } => dock(d),
            Action::Kill { colour: c, .. } => colour(c),
            Action::Replace {
                site: Site::Ship(d),
                colour: c,
            } => dock(d) && colour(c),
            Action::Replace { colour: c, .. } => colour(c),
            Action::Stack(_)
            | Action::Choose(_)
            | Action::Land(_)
            | Action::Draw
            | Action::Look(_)
            | Action::Assign(_)
            | Action::Move { .. }
            | Action::Stop => true,
        }
    }

    /// The action's index in `0..ACTION_SPACE`; [`ACTION_SPACE`] itself (no
    /// index) for an action outside the space ([`Action::in_space`]).
    pub const fn index(self) -> u32 {
        if !self.in_space() {
            return ACTION_SPACE;
        }
        let mc = MAX_COLOURS as u32;
        match self {
            Action::Keep(m) => KEEP + m as u32,
            Action::Stack(s) => STACK + s as u32 - 1,
            Action::Choose(s) => CHOOSE + s as u32 - 1,
            Action::Place(d) => PLACE + d as u32,
            Action::Token { dock, zone } => TOKEN + dock as u32 * ZONES as u32 + zone as u32,
            Action::Kill { zone, colour } => KILL + zone as u32 * mc + colour.0 as u32,
            Action::Land(z) => LAND + z as u32,
            Action::Replace { site, colour } => REPLACE + site.index() * mc + colour.0 as u32,
            Action::Destroy(d) => DESTROY + d as u32,
            Action::Launch(d) => LAUNCH + d as u32,
            Action::Draw => DRAW,
            Action::Look(z) => LOOK + z as u32,
            Action::Assign(z) => ASSIGN + z as u32,
            Action::Move { from, to } => MOVE + from as u32 * ZONES as u32 + to as u32,
            Action::Stop => STOP,
        }
    }

    /// The action with this index.
    pub fn from_index(i: u32) -> Option<Action> {
        let mc = MAX_COLOURS as u32;
        let zone = |k: u32| Zone::from_index(k as usize);
        let a = if i < STACK {
            Action::Keep((i - KEEP) as u8)
        } else if i < CHOOSE {
            Action::Stack(Specialist::from_number((i - STACK + 1) as u8)?)
        } else if i < PLACE {
            Action::Choose(Specialist::from_number((i - CHOOSE + 1) as u8)?)
        } else if i < TOKEN {
            Action::Place((i - PLACE) as u8)
        } else if i < KILL {
            let k = i - TOKEN;
            Action::Token {
                dock: (k / ZONES as u32) as u8,
                zone: zone(k % ZONES as u32)?,
            }
        } else if i < LAND {
            let k = i - KILL;
            Action::Kill {
                zone: zone(k / mc)?,
                colour: Colour((k % mc) as u8),
            }
        } else if i < REPLACE {
            Action::Land(zone(i - LAND)?)
        } else if i < DESTROY {
            let k = i - REPLACE;
            let s = k / mc;
            let site = if s < ZONES as u32 {
                Site::Zone(zone(s)?)
            } else {
                Site::Ship((s - ZONES as u32) as u8)
            };
            Action::Replace {
                site,
                colour: Colour((k % mc) as u8),
            }
        } else if i < LAUNCH {
            Action::Destroy((i - DESTROY) as u8)
        } else if i < DRAW {
            Action::Launch((i - LAUNCH) as u8)
        } else if i == DRAW {
            Action::Draw
        } else if i < ASSIGN {
            Action::Look(zone(i - LOOK)?)
        } else if i < MOVE {
            Action::Assign(zone(i - ASSIGN)?)
        } else if i < STOP {
            let k = i - MOVE;
            Action::Move {
                from: zone(k / ZONES as u32)?,
                to: zone(k % ZONES as u32)?,
            }
        } else if i == STOP {
            Action::Stop
        } else {
            return None;
        };
        Some(a)
    }
}

/// Writes an event card's name as a one-word slug (`sylvanite-stash`).
pub(crate) fn write_slug(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    use fmt::Write;
    for ch in name.chars() {
        if ch == ' ' {
            f.write_char('-')?;
        } else {
            f.write_char(ch.to_ascii_lowercase())?;
        }
    }
    Ok(())
}

fn slug_eq(name: &str, text: &str) -> bool {
    name.len() == text.len()
        && name.chars().zip(text.chars()).all(|(a, b)| {
            if a == ' ' {
                b == '-'
            } else {
                a.to_ascii_lowercase() == b
            }
        })
}

fn colour_slug(c: Colour) -> &'static str {
    match c.0 {
        0 => "red",
        1 => "blue",
        2 => "yellow",
        3 => "green",
        4 => "white",
        5 => "black",
        _ => "?",
    }
}

fn parse_colour(s: &str) -> Option<Colour> {
    (0..MAX_COLOURS as u8)
        .map(Colour)
        .find(|c| colour_slug(*c) == s)
}

fn parse_dock(s: &str) -> Option<u8> {
    let n: u8 = s.strip_prefix('d')?.parse().ok()?;
    if (1..=MAX_DOCKS as u8).contains(&n) {
        Some(n - 1)
    } else {
        None
    }
}

struct DockText(u8);

impl fmt::Display for DockText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", u32::from(self.0) + 1)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Keep(m) => {
                f.write_str("keep ")?;
                if mission(m).is_some() {
                    write_slug(f, event_name(m))
                } else {
                    write!(f, "#{m}")
                }
            }
            Action::Stack(s) => write!(f, "stack {}", s.slug()),
            Action::Choose(s) => write!(f, "choose {}", s.slug()),
            Action::Place(d) => write!(f, "place {}", DockText(d)),
            Action::Token { dock, zone } => write!(f, "token {} {}", DockText(dock), zone.slug()),
            Action::Kill { zone, colour } => {
                write!(f, "kill {} {}", zone.slug(), colour_slug(colour))
            }
            Action::Land(z) => write!(f, "land {}", z.slug()),
            Action::Replace { site, colour } => write!(f, "replace {site} {}", colour_slug(colour)),
            Action::Destroy(d) => write!(f, "destroy {}", DockText(d)),
            Action::Launch(d) => write!(f, "launch {}", DockText(d)),
            Action::Draw => f.write_str("draw"),
            Action::Look(z) => write!(f, "look {}", z.slug()),
            Action::Assign(z) => write!(f, "assign {}", z.slug()),
            Action::Move { from, to } => write!(f, "move {} {}", from.slug(), to.slug()),
            Action::Stop => f.write_str("stop"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let refuse = || ParseActionError {
            text: String::from(s),
        };
        let mut words = s.split_whitespace();
        let verb = words.next().ok_or_else(refuse)?;
        let a = words.next();
        let b = words.next();
        if words.next().is_some() {
            return Err(refuse());
        }
        let zone = |w: Option<&str>| w.and_then(|w| w.parse::<Zone>().ok());
        let dock = |w: Option<&str>| w.and_then(parse_dock);
        let colour = |w: Option<&str>| w.and_then(parse_colour);
        let spec = |w: Option<&str>| w.and_then(|w| w.parse::<Specialist>().ok());
        let none = |w: Option<&str>| w.is_none();
        let action = match verb {
            "keep" if none(b) => {
                let t = a.ok_or_else(refuse)?;
                // A mission by its name, or by its number (`#3`, as in JSON).
                let m = (0..MISSION_COUNT as u8)
                    .find(|&m| slug_eq(event_name(m), t))
                    .or_else(|| t.strip_prefix('#').and_then(|n| n.parse().ok()))
                    .filter(|&m| (m as usize) < MISSION_COUNT);
                m.map(Action::Keep)
            }
            "stack" if none(b) => spec(a).map(Action::Stack),
            "choose" if none(b) => spec(a).map(Action::Choose),
            "place" if none(b) => dock(a).map(Action::Place),
            "token" => match (dock(a), zone(b)) {
                (Some(dock), Some(zone)) => Some(Action::Token { dock, zone }),
                _ => None,
            },
            "kill" => match (zone(a), colour(b)) {
                (Some(zone), Some(colour)) => Some(Action::Kill { zone, colour }),
                _ => None,
            },
            "land" if none(b) => zone(a).map(Action::Land),
            "replace" => {
                let site = zone(a).map(Site::Zone).or_else(|| dock(a).map(Site::Ship));
                match (site, colour(b)) {
                    (Some(site), Some(colour)) => Some(Action::Replace { site, colour }),
                    _ => None,
                }
            }
            "destroy" if none(b) => dock(a).map(Action::Destroy),
            "launch" if none(b) => dock(a).map(Action::Launch),
            "draw" if none(a) => Some(Action::Draw),
            "look" if none(b) => zone(a).map(Action::Look),
            "assign" if none(b) => zone(a).map(Action::Assign),
            "move" => match (zone(a), zone(b)) {
                (Some(from), Some(to)) => Some(Action::Move { from, to }),
                _ => None,
            },
            "stop" if none(a) => Some(Action::Stop),
            _ => None,
        };
        action.ok_or_else(refuse)
    }
}

/// The kind of decision a seat faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Decision {
    /// Setup: keep one of the two dealt missions (and, with two players,
    /// stack the neutral deck).
    Setup,
    /// Round step 1: choose a specialist.
    ChooseSpecialist,
    /// Place one astronaut in a docked ship with room.
    PlaceAstronaut,
    /// Place one astronaut in a docked ship other than the first one (Secret Agent).
    PlaceInAnotherShip,
    /// Place three astronauts in the same docked ship (Travel Agent).
    PlaceThreeTogether,
    /// Pick the destination of an unknown-destination ship that just got its
    /// first astronaut.
    DestinationOfUnknownShip,
    /// Put a destination token on a docked or launched ship (Pilot).
    DestinationToken,
    /// Kill an astronaut on Phobos or in an outer zone (Soldier).
    Kill,
    /// Move astronauts from Phobos to Mars, at least one (Soldier).
    LeavePhobos,
    /// Replace an opponent's astronaut (Robot).
    Replace,
    /// Destroy a docked ship (Saboteur).
    Destroy,
    /// Force a ship that is not full to launch (Secret Agent).
    ForceLaunch,
    /// Draw an event card or look at a discovery (Scientist).
    ResearchOrLook,
    /// Assign the drawn discovery to an outer zone.
    AssignDiscovery,
    /// Look at a face-down discovery (after discarding a drawn one).
    LookAtDiscovery,
    /// Make up to three moves on Mars (Explorer).
    Explore,
}

impl Decision {
    /// What the decision asks for, as a player reads it: a clause that
    /// follows "the decision is to". The setup decision names the neutral
    /// deck only with two players (see [`Decision::text_for`]).
    pub const fn text(self) -> &'static str {
        match self {
            Decision::Setup => {
                "keep a starting mission (with two players, also stack your neutral deck)"
            }
            Decision::ChooseSpecialist => "choose a specialist from your hand",
            Decision::PlaceAstronaut => "place an astronaut in a docked ship with room",
            Decision::PlaceInAnotherShip => "place an astronaut in another docked ship with room",
            Decision::PlaceThreeTogether => {
                "place three astronauts in one docked ship with room for three"
            }
            Decision::DestinationOfUnknownShip => {
                "put a destination token on the unknown-destination ship"
            }
            Decision::DestinationToken => "put a destination token on a docked or launched ship",
            Decision::Kill => "kill an astronaut on Phobos or in an outer zone",
            Decision::LeavePhobos => {
                "move an astronaut from Phobos to Mars (or stop after the first)"
            }
            Decision::Replace => "replace an opponent's astronaut where you have one",
            Decision::Destroy => "destroy a docked ship",
            Decision::ForceLaunch => "force a docked ship that is not full to launch",
            Decision::ResearchOrLook => "draw an event card or look at a face-down discovery",
            Decision::AssignDiscovery => "assign the drawn discovery to an outer zone without one",
            Decision::LookAtDiscovery => "look at a face-down discovery",
            Decision::Explore => "move an astronaut to an adjacent zone, or stop",
        }
    }

    /// [`Decision::text`] in a game of `config`: the setup decision names
    /// the neutral deck only in the 2-player variant, which has one.
    pub const fn text_for(self, config: &Config) -> &'static str {
        match self {
            Decision::Setup if config.is_two_player() => {
                "keep a starting mission and stack your neutral deck"
            }
            Decision::Setup => "keep a starting mission",
            _ => self.text(),
        }
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// Strict readers of the JSON fields that are plain numbers.
#[cfg(feature = "serde")]
mod de {
    use serde::de::{Deserialize, Deserializer, Error, Unexpected};

    use crate::data::missions::MISSION_COUNT;
    use crate::state::MAX_DOCKS;

    fn below<'de, D: Deserializer<'de>>(d: D, max: usize, what: &str) -> Result<u8, D::Error> {
        let n = u8::deserialize(d)?;
        if (n as usize) < max {
            Ok(n)
        } else {
            Err(D::Error::invalid_value(
                Unexpected::Unsigned(u64::from(n)),
                &what,
            ))
        }
    }

    /// A dock, 0 to 5.
    pub(super) fn dock<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
        below(d, MAX_DOCKS, "a dock from 0 to 5")
    }

    /// A mission card, 0 to 11.
    pub(super) fn mission<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
        below(d, MISSION_COUNT, "a mission card from 0 to 11")
    }
}

impl cardgame_core::ActionCodec for Action {
    const SPACE: u32 = ACTION_SPACE;

    fn to_index(&self) -> u32 {
        self.index()
    }

    fn from_index(index: u32) -> Option<Action> {
        Action::from_index(index)
    }
}
