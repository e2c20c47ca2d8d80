//! The 12 mission cards (event card ids 0 to 11) and the global mission.
//!
//! Printed: Sylvanite Stash ("If you have the most sylvanite point tokens,
//! gain 8 points") and the global Ice Monopoly (9 points, ties divide rounded
//! down). The clarifications give two mission grammars: "1/3/6 points for at
//! least 1 astronaut in 1/2/3 of the following zones", and "the most" of
//! something, where a tie for the most completes the mission. The other 11
//! missions are designed in those grammars (ruling R4).

use super::resources::Resource;
use super::zones::Zone;
use cardgame_core::Provenance;

/// What a mission asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The most point tokens of a resource (`None`: of any resource, by
    /// count). Ties for the most complete it; a count of 0 never does (R5).
    MostTokens(Option<Resource>),
    /// At least one astronaut in 1/2/3 of these zones: 1/3/6 points.
    Presence([Zone; 3]),
    /// The most astronauts in one zone (ties complete it; 0 never does).
    MostAstronautsIn(Zone),
    /// The most astronauts on Mars, Phobos excluded (ties complete it).
    MostAstronautsOnMars,
    /// The fewest astronauts in the Lost in Space Memorial (ties complete it).
    FewestLost,
}

/// A mission card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MissionCard {
    /// The printed name.
    pub name: &'static str,
    /// Points when completed (for [`Goal::Presence`], the points for all three zones).
    pub points: u8,
    /// What it asks for.
    pub goal: Goal,
    /// Where the row comes from.
    pub provenance: Provenance,
}

/// How many mission cards.
pub const MISSION_COUNT: usize = 12;

/// The points of a presence mission for 0, 1, 2 and 3 zones (clarifications).
pub const PRESENCE_POINTS: [u8; 4] = [0, 1, 3, 6];

const fn designed(name: &'static str, points: u8, goal: Goal) -> MissionCard {
    MissionCard {
        name,
        points,
        goal,
        provenance: Provenance::Designed,
    }
}

use Zone::*;

/// The mission cards, by id.
pub const MISSIONS: [MissionCard; MISSION_COUNT] = [
    MissionCard {
        name: "Sylvanite Stash",
        points: 8,
        goal: Goal::MostTokens(Some(Resource::Sylvanite)),
        provenance: Provenance::Rulebook,
    },
    designed(
        "Celerium Cache",
        8,
        Goal::MostTokens(Some(Resource::Celerium)),
    ),
    designed("Prospector", 7, Goal::MostTokens(None)),
    designed(
        "Northern Survey",
        6,
        Goal::Presence([VastitasBorealis, MareSerpentis, TritonisSinus]),
    ),
    designed(
        "Southern Survey",
        6,
        Goal::Presence([SinusSabeus, MareTyrrhenum, Ausonia]),
    ),
    designed(
        "Heartland Survey",
        6,
        Goal::Presence([VallesMarineris, Hellas, SyrtisMajor]),
    ),
    designed(
        "Frontier Survey",
        6,
        Goal::Presence([Phobos, Ausonia, MareSerpentis]),
    ),
    designed("Phobos Garrison", 5, Goal::MostAstronautsIn(Phobos)),
    designed(
        "Valles Dominion",
        5,
        Goal::MostAstronautsIn(VallesMarineris),
    ),
    designed("Hellas Dominion", 5, Goal::MostAstronautsIn(Hellas)),
    designed("Colonizer", 7, Goal::MostAstronautsOnMars),
    designed("Survivors", 5, Goal::FewestLost),
];

/// The global mission "Ice Monopoly": 9 points to the most ice point tokens,
/// divided (rounded down) among the tied.
pub const ICE_MONOPOLY_POINTS: u8 = 9;
