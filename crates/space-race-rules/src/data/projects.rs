//! Projects: 5 per category, 4 categories (5 with the Cold War expansion).
//!
//! Rulebook-given: the counts, the placement rules (blue-bordered first
//! spaces, arrows toward the last space, white-arrow fallback), the names
//! Brilliant Pebbles (a Propaganda card entering your Agency lets you place
//! up to its level in astronauts), Zvezda Moonbase (the scoring example:
//! Blue 6, Red 5, Black 3 is a position on these spaces) and Project
//! Sanguine (Cold War, not used with AI players). Designed: the other
//! names, the categories' names, every requirement and every space value.

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use cardgame_core::Provenance;

use super::{Sections, Zones};

/// A Project category (identified by the Project's back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Category {
    /// Earth orbit.
    #[default]
    Orbit,
    /// The Moon.
    Moon,
    /// The planets.
    Planets,
    /// Deep space.
    DeepSpace,
    /// Cold War expansion.
    ColdWar,
}

impl Category {
    /// The five categories.
    pub const ALL: [Category; 5] = [
        Category::Orbit,
        Category::Moon,
        Category::Planets,
        Category::DeepSpace,
        Category::ColdWar,
    ];
}

/// When a player may place astronauts on a Project's Standby.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// A card of these sections enters your Agency.
    EntersAgency(Sections),
    /// A Leader enters your Agency.
    LeaderEntersAgency,
    /// You put a card into your Lab.
    ToLab,
    /// You place or move an astronaut into one of these zones.
    ToZone(Zones),
    /// You pay an investment (cards to the Investments area).
    ToInvestments,
}

/// A Project's requirement for placing astronauts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Requirement {
    /// When it is met.
    pub when: Condition,
    /// How many astronauts at most each time (0 = up to the entering card's
    /// level, as on Brilliant Pebbles).
    pub astronauts: u8,
}

/// One space of a Project, in arrow order; the last one is the end space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Space {
    /// Progress it is worth on completion.
    pub value: u8,
    /// A blue border (a first astronaut may be placed here); else white.
    pub blue: bool,
}

/// A Project.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProjectDef {
    /// Its name.
    pub name: &'static str,
    /// Its category.
    pub category: Category,
    /// The requirement for placing astronauts.
    pub requirement: Requirement,
    /// Its spaces in arrow order (at most [`MAX_SPACES`]).
    pub spaces: &'static [Space],
    /// Where it comes from.
    pub provenance: Provenance,
}

/// The most spaces on a Project.
pub const MAX_SPACES: usize = 8;

const fn b(value: u8) -> Space {
    Space { value, blue: true }
}
const fn w(value: u8) -> Space {
    Space { value, blue: false }
}
const fn req(when: Condition, astronauts: u8) -> Requirement {
    Requirement { when, astronauts }
}
const fn p(
    name: &'static str,
    category: Category,
    requirement: Requirement,
    spaces: &'static [Space],
    provenance: Provenance,
) -> ProjectDef {
    ProjectDef {
        name,
        category,
        requirement,
        spaces,
        provenance,
    }
}

use Category::{ColdWar, DeepSpace, Moon, Orbit, Planets};
use Condition::{EntersAgency, LeaderEntersAgency, ToInvestments, ToLab, ToZone};
use Provenance::{Designed, Named};

/// Every Project, grouped by category (ids are indices).
pub const PROJECTS: [ProjectDef; 25] = [
    p(
        "Brilliant Pebbles",
        Orbit,
        req(EntersAgency(Sections::P), 0),
        &[b(1), b(1), w(2), b(2), w(3), w(4)],
        Named,
    ),
    p(
        "Skylab",
        Orbit,
        req(EntersAgency(Sections::T), 1),
        &[b(1), w(2), b(2), w(3), w(4)],
        Designed,
    ),
    p(
        "Salyut",
        Orbit,
        req(ToLab, 1),
        &[b(1), b(1), w(2), w(3)],
        Designed,
    ),
    p(
        "Mir",
        Orbit,
        req(ToZone(Zones::MAN), 1),
        &[b(2), w(2), b(3), w(3), w(5)],
        Designed,
    ),
    p(
        "Tiangong",
        Orbit,
        req(EntersAgency(Sections::S), 2),
        &[b(1), w(1), b(2), w(2), w(3), w(4)],
        Designed,
    ),
    p(
        "Zvezda Moonbase",
        Moon,
        req(EntersAgency(Sections::S), 1),
        &[b(1), b(2), w(2), b(3), w(3), w(4)],
        Named,
    ),
    p(
        "Project Horizon",
        Moon,
        req(ToZone(Zones::STARS), 1),
        &[b(1), w(2), b(3), w(4)],
        Designed,
    ),
    p(
        "Luna Programme",
        Moon,
        req(ToLab, 1),
        &[b(1), w(1), b(2), w(3), w(3)],
        Designed,
    ),
    p(
        "Lunokhod",
        Moon,
        req(EntersAgency(Sections::B), 1),
        &[b(2), b(2), w(3), w(4)],
        Designed,
    ),
    p(
        "Artemis Base Camp",
        Moon,
        req(LeaderEntersAgency, 2),
        &[b(1), w(2), b(2), w(3), w(5)],
        Designed,
    ),
    p(
        "Viking",
        Planets,
        req(ToZone(Zones::PLANET), 1),
        &[b(1), w(2), b(2), w(3), w(4)],
        Designed,
    ),
    p(
        "Venera",
        Planets,
        req(EntersAgency(Sections::T), 1),
        &[b(1), b(1), w(2), w(2), w(4)],
        Designed,
    ),
    p(
        "Mariner",
        Planets,
        req(ToInvestments, 1),
        &[b(2), w(2), b(3), w(4)],
        Designed,
    ),
    p(
        "Tianwen",
        Planets,
        req(EntersAgency(Sections::B), 2),
        &[b(1), w(1), b(2), w(2), b(3), w(4)],
        Designed,
    ),
    p(
        "Mars Direct",
        Planets,
        req(ToLab, 1),
        &[b(1), w(2), w(3), b(3), w(5)],
        Designed,
    ),
    p(
        "Voyager",
        DeepSpace,
        req(ToZone(Zones::SETI), 1),
        &[b(1), w(2), b(2), w(4)],
        Designed,
    ),
    p(
        "Pioneer",
        DeepSpace,
        req(EntersAgency(Sections::P.or(Sections::T)), 1),
        &[b(1), b(1), w(2), w(2), w(3)],
        Designed,
    ),
    p(
        "Hubble",
        DeepSpace,
        req(EntersAgency(Sections::T), 2),
        &[b(1), w(2), b(2), w(3), w(3), w(5)],
        Designed,
    ),
    p(
        "Kepler",
        DeepSpace,
        req(ToLab, 1),
        &[b(2), w(2), b(2), w(4)],
        Designed,
    ),
    p(
        "New Horizons",
        DeepSpace,
        req(ToZone(Zones::SCORED), 1),
        &[b(1), w(1), b(2), w(3), w(3), w(4)],
        Designed,
    ),
    p(
        "Project Sanguine",
        ColdWar,
        req(ToInvestments, 2),
        &[b(1), w(2), b(2), w(3), w(4)],
        Named,
    ),
    p(
        "Project A119",
        ColdWar,
        req(EntersAgency(Sections::P), 1),
        &[b(2), w(2), b(3), w(5)],
        Designed,
    ),
    p(
        "Corona",
        ColdWar,
        req(ToZone(Zones::LAUNCH_PAD), 1),
        &[b(1), b(1), w(2), w(3), w(3)],
        Designed,
    ),
    p(
        "Almaz",
        ColdWar,
        req(EntersAgency(Sections::S.or(Sections::B)), 1),
        &[b(1), w(2), b(2), w(2), w(4)],
        Designed,
    ),
    p(
        "Buran",
        ColdWar,
        req(LeaderEntersAgency, 1),
        &[b(2), w(3), b(3), w(5)],
        Designed,
    ),
];

/// The id of Project Sanguine (excluded when AI players take part).
pub const PROJECT_SANGUINE: u8 = 20;

/// The ids of a category's Projects.
pub fn of_category(c: Category) -> impl Iterator<Item = u8> {
    PROJECTS
        .iter()
        .enumerate()
        .filter(move |(_, d)| d.category == c)
        .map(|(i, _)| i as u8)
}

/// A Project by id.
pub fn project(id: u8) -> Option<&'static ProjectDef> {
    PROJECTS.get(usize::from(id))
}
