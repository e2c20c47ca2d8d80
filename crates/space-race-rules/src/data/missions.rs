//! The four missions of 7 Mission tiles each.
//!
//! Rulebook-given: names, tile codes (MM, VM, CH, AM 1–7), the symbols
//! (close, open, close-and-open a Project, Agency Output with a multiplier,
//! Breakthrough Domination with a 2-player value such as 4/3, Lab Research
//! with a multiplier), Vostok's strong Lab Research, Cassini-Huygens scoring
//! Breakthroughs every round, Apollo being Cold War only and barred from the
//! solo variant. Designed: each tile's symbol sequence.

use cardgame_core::Provenance;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

/// A mission.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Mission {
    /// Mercury (recommended first game).
    #[default]
    Mercury,
    /// Vostok: Lab Research is worth more than ever.
    Vostok,
    /// Cassini-Huygens: Breakthroughs are scored every round.
    CassiniHuygens,
    /// Apollo (Cold War expansion; not with AI players).
    Apollo,
}

impl Mission {
    /// All four.
    pub const ALL: [Mission; 4] = [
        Mission::Mercury,
        Mission::Vostok,
        Mission::CassiniHuygens,
        Mission::Apollo,
    ];

    /// The mission's name.
    pub const fn name(self) -> &'static str {
        match self {
            Mission::Mercury => "Mercury",
            Mission::Vostok => "Vostok",
            Mission::CassiniHuygens => "Cassini-Huygens",
            Mission::Apollo => "Apollo",
        }
    }

    /// Its 7 tiles, round 1 first.
    pub const fn tiles(self) -> &'static [Tile; 7] {
        match self {
            Mission::Mercury => &MERCURY,
            Mission::Vostok => &VOSTOK,
            Mission::CassiniHuygens => &CASSINI,
            Mission::Apollo => &APOLLO,
        }
    }
}

/// A Mission tile symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// Close the oldest open Project (scored if complete).
    CloseProject,
    /// Open the next face-down Project.
    OpenProject,
    /// Close the oldest Project, then open a new one.
    CloseAndOpen,
    /// Agency Output times this multiplier.
    AgencyOutput(u8),
    /// Breakthrough Domination: `value` per zone, `two_player` in a 2-player game.
    Domination {
        /// Progress for the zone's leader(s).
        value: u8,
        /// The same in a 2-player game.
        two_player: u8,
    },
    /// Lab Research: 1 Progress per Lab card, times this multiplier.
    LabResearch(u8),
}

/// A Mission tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// Its code, such as "MM-1".
    pub code: &'static str,
    /// Its symbols, resolved left to right.
    pub symbols: &'static [Symbol],
    /// Where it comes from: the rulebook names every tile and its kinds of
    /// symbol; each tile's sequence is designed.
    pub provenance: Provenance,
}

use Symbol::{AgencyOutput as Out, CloseAndOpen, CloseProject, LabResearch as Lab, OpenProject};

const fn dom(value: u8, two_player: u8) -> Symbol {
    Symbol::Domination { value, two_player }
}

const fn tile(code: &'static str, symbols: &'static [Symbol]) -> Tile {
    Tile {
        code,
        symbols,
        provenance: Provenance::Named,
    }
}

/// Mercury.
pub const MERCURY: [Tile; 7] = [
    tile("MM-1", &[Out(1)]),
    tile("MM-2", &[OpenProject, Lab(1)]),
    tile("MM-3", &[CloseAndOpen, Out(1), dom(3, 2)]),
    tile("MM-4", &[Lab(1), Out(1)]),
    tile("MM-5", &[CloseAndOpen, dom(4, 3)]),
    tile("MM-6", &[OpenProject, Out(2), Lab(1)]),
    tile(
        "MM-7",
        &[CloseProject, CloseProject, Out(1), dom(4, 3), Lab(1)],
    ),
];

/// Vostok.
pub const VOSTOK: [Tile; 7] = [
    tile("VM-1", &[Lab(1)]),
    tile("VM-2", &[OpenProject, Out(1)]),
    tile("VM-3", &[CloseAndOpen, Lab(2)]),
    tile("VM-4", &[Out(1), dom(3, 2)]),
    tile("VM-5", &[CloseAndOpen, Lab(2)]),
    tile("VM-6", &[OpenProject, Out(1), dom(4, 3)]),
    tile("VM-7", &[CloseProject, CloseProject, Lab(3)]),
];

/// Cassini-Huygens.
pub const CASSINI: [Tile; 7] = [
    tile("CH-1", &[dom(2, 1)]),
    tile("CH-2", &[OpenProject, dom(2, 1), Out(1)]),
    tile("CH-3", &[CloseAndOpen, dom(3, 2)]),
    tile("CH-4", &[Lab(1), dom(3, 2)]),
    tile("CH-5", &[CloseAndOpen, Out(1), dom(3, 2)]),
    tile("CH-6", &[OpenProject, dom(4, 3)]),
    tile("CH-7", &[CloseProject, CloseProject, Lab(1), dom(5, 4)]),
];

/// Apollo (Cold War expansion).
pub const APOLLO: [Tile; 7] = [
    tile("AM-1", &[OpenProject, Out(1)]),
    tile("AM-2", &[Lab(1), dom(2, 1)]),
    tile("AM-3", &[CloseAndOpen, Out(2)]),
    tile("AM-4", &[CloseAndOpen, Lab(2), dom(3, 2)]),
    tile("AM-5", &[Out(1), dom(3, 2)]),
    tile("AM-6", &[CloseAndOpen, Out(2), Lab(1)]),
    tile(
        "AM-7",
        &[CloseProject, CloseProject, Out(1), dom(4, 3), Lab(2)],
    ),
];
