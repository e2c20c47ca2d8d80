//! The five factions, their Rockets and their Faction Headquarters.
//!
//! Rulebook-given: factions, colours, Rockets (NASA: Saturn IB or Saturn V;
//! Soviet: Soyuz or N-1), the initial turn order (Soviet, NASA, ESA, China,
//! Private Sector), 15 astronauts each and the standard setup (1 astronaut
//! on the Launch Pad, the rest in the Agency). Designed: the numbers printed
//! on each Headquarters (cards drawn; thematic astronaut placement and
//! Progress space).

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use cardgame_core::Provenance;

/// A faction (initial turn order is declaration order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Faction {
    /// Soviet Union (red).
    #[default]
    Soviet,
    /// NASA (teal).
    Nasa,
    /// European Space Agency (purple).
    Esa,
    /// China (orange).
    China,
    /// Private Sector (dark grey).
    PrivateSector,
}

impl Faction {
    /// The faction's name.
    pub const fn name(self) -> &'static str {
        match self {
            Faction::Soviet => "Soviet",
            Faction::Nasa => "NASA",
            Faction::Esa => "ESA",
            Faction::China => "China",
            Faction::PrivateSector => "Private Sector",
        }
    }

    /// The faction's colour.
    pub const fn colour(self) -> &'static str {
        match self {
            Faction::Soviet => "red",
            Faction::Nasa => "teal",
            Faction::Esa => "purple",
            Faction::China => "orange",
            Faction::PrivateSector => "dark grey",
        }
    }
}

/// A Rocket (each with its own Faction Headquarters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Rocket {
    /// Soviet.
    #[default]
    Soyuz,
    /// Soviet.
    N1,
    /// NASA.
    SaturnIB,
    /// NASA.
    SaturnV,
    /// ESA.
    Ariane5,
    /// China.
    LongMarch2F,
    /// Private Sector.
    FalconHeavy,
}

impl Rocket {
    /// All seven.
    pub const ALL: [Rocket; 7] = [
        Rocket::Soyuz,
        Rocket::N1,
        Rocket::SaturnIB,
        Rocket::SaturnV,
        Rocket::Ariane5,
        Rocket::LongMarch2F,
        Rocket::FalconHeavy,
    ];

    /// The faction flying it.
    pub const fn faction(self) -> Faction {
        match self {
            Rocket::Soyuz | Rocket::N1 => Faction::Soviet,
            Rocket::SaturnIB | Rocket::SaturnV => Faction::Nasa,
            Rocket::Ariane5 => Faction::Esa,
            Rocket::LongMarch2F => Faction::China,
            Rocket::FalconHeavy => Faction::PrivateSector,
        }
    }

    /// The Rocket's name.
    pub const fn name(self) -> &'static str {
        match self {
            Rocket::Soyuz => "Soyuz",
            Rocket::N1 => "N-1",
            Rocket::SaturnIB => "Saturn IB",
            Rocket::SaturnV => "Saturn V",
            Rocket::Ariane5 => "Ariane 5",
            Rocket::LongMarch2F => "Long March 2F",
            Rocket::FalconHeavy => "Falcon Heavy",
        }
    }

    /// Its Faction Headquarters.
    pub const fn headquarters(self) -> &'static Headquarters {
        match self {
            Rocket::Soyuz => &HEADQUARTERS[0],
            Rocket::N1 => &HEADQUARTERS[1],
            Rocket::SaturnIB => &HEADQUARTERS[2],
            Rocket::SaturnV => &HEADQUARTERS[3],
            Rocket::Ariane5 => &HEADQUARTERS[4],
            Rocket::LongMarch2F => &HEADQUARTERS[5],
            Rocket::FalconHeavy => &HEADQUARTERS[6],
        }
    }
}

/// Astronauts per faction.
pub const ASTRONAUTS: u8 = 15;

/// The thematic side of a Faction Headquarters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThematicSetup {
    /// Cards drawn into hand.
    pub hand: u8,
    /// Progress track space, counted from the 1950 space (negative = behind).
    pub progress: i8,
    /// Astronauts in the Agency.
    pub agency: u8,
    /// Astronauts per Breakthrough Zone (Launch Pad first).
    pub zones: [u8; 5],
    /// Astronauts on the Standby area of the open Project.
    pub standby: u8,
}

/// A Faction Headquarters (one per Rocket).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Headquarters {
    /// The Rocket.
    pub rocket: Rocket,
    /// Standard setup: cards drawn into hand.
    pub standard_hand: u8,
    /// Thematic setup.
    pub thematic: ThematicSetup,
    /// Where the numbers come from.
    pub provenance: Provenance,
}

/// The seven Faction Headquarters (designed numbers).
pub const HEADQUARTERS: [Headquarters; 7] = [
    hq(Rocket::Soyuz, 5, 4, 3, 10, [2, 0, 1, 0, 0], 0),
    hq(Rocket::N1, 5, 5, 4, 11, [1, 0, 0, 0, 0], 1),
    hq(Rocket::SaturnIB, 5, 5, 2, 11, [1, 1, 0, 0, 0], 0),
    hq(Rocket::SaturnV, 5, 4, 1, 10, [1, 0, 0, 1, 0], 1),
    hq(Rocket::Ariane5, 5, 6, 0, 12, [1, 0, 0, 0, 0], 0),
    hq(Rocket::LongMarch2F, 5, 5, -1, 11, [2, 0, 0, 0, 0], 0),
    hq(Rocket::FalconHeavy, 5, 7, -2, 13, [1, 0, 0, 0, 0], 0),
];

const fn hq(
    rocket: Rocket,
    standard_hand: u8,
    hand: u8,
    progress: i8,
    agency: u8,
    zones: [u8; 5],
    standby: u8,
) -> Headquarters {
    Headquarters {
        rocket,
        standard_hand,
        thematic: ThematicSetup {
            hand,
            progress,
            agency,
            zones,
            standby,
        },
        provenance: Provenance::Designed,
    }
}
