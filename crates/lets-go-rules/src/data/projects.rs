//! The 10 double-sided Project tiles: 20 sides, ten Soviet and ten American
//! spacecraft. Tile `t` has its Soviet side at id `2t` and its American side
//! at `2t + 1`; the two sides of a tile are historical counterparts and ask
//! for the same number of Skills.
//!
//! The rulebook gives the count (10 tiles, 20 spacecraft, ten of each
//! programme) and the shape of a side (required Skills and Progress points);
//! the names, requirements and points are designed (see [Card
//! data](crate#card-data) in the crate documentation): tile `t` asks for 3 to 8 Skill icons and scores `t + 3` Progress.

use cardgame_core::Provenance;

use super::Icons;

/// One side of a Project tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProjectSide {
    /// The spacecraft.
    pub name: &'static str,
    /// Whether it is a Soviet (else American) spacecraft.
    pub soviet: bool,
    /// Skill icons required, per field.
    pub skills: Icons,
    /// Progress points scored by the player who completes it.
    pub points: u8,
    /// Where the side's data comes from (every side is designed).
    pub provenance: Provenance,
}

const fn side(name: &'static str, soviet: bool, skills: [u8; 5], points: u8) -> ProjectSide {
    ProjectSide {
        name,
        soviet,
        skills: Icons(skills),
        points,
        provenance: Provenance::Designed,
    }
}

/// The 20 Project sides; required Skills listed as
/// `[Engineering, Testing, Science, Construction, Space Flight]`.
pub const PROJECT_SIDES: [ProjectSide; 20] = [
    side("Sputnik 1", true, [1, 0, 1, 0, 1], 3),
    side("Explorer 1", false, [0, 1, 1, 1, 0], 3),
    side("Vostok 1", true, [1, 1, 0, 0, 2], 4),
    side("Friendship 7", false, [1, 1, 0, 1, 1], 4),
    side("Voskhod 2", true, [0, 1, 0, 1, 2], 5),
    side("Gemini 4", false, [2, 1, 0, 0, 1], 5),
    side("Luna 9", true, [1, 1, 2, 1, 0], 6),
    side("Surveyor 1", false, [2, 0, 2, 1, 0], 6),
    side("Venera 7", true, [1, 2, 1, 1, 0], 7),
    side("Mariner 2", false, [0, 1, 2, 1, 1], 7),
    side("Mars 3", true, [1, 1, 2, 1, 1], 8),
    side("Viking 1", false, [2, 1, 2, 0, 1], 8),
    side("Lunokhod 1", true, [2, 1, 1, 2, 0], 9),
    side("Pioneer 10", false, [1, 2, 1, 1, 1], 9),
    side("Soyuz 19", true, [1, 2, 0, 2, 2], 10),
    side("Apollo 11", false, [2, 1, 1, 1, 2], 10),
    side("Salyut 1", true, [2, 1, 1, 2, 1], 11),
    side("Skylab", false, [1, 1, 2, 2, 1], 11),
    side("Mir", true, [2, 2, 1, 2, 1], 12),
    side("Columbia", false, [2, 1, 1, 2, 2], 12),
];
