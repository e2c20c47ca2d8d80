//! The nine zones of Mars, Phobos, and the four modular board configurations.
//!
//! Rulebook, "Modular gameboard": Valles Marineris, Hellas and Syrtis Major
//! are the inner zones; the six others on the border of Mars are outer zones.
//! Phobos "behaves like the zones of Mars, except that it is adjacent to no
//! other zone". The adjacency of each configuration is a ruling (R1).

use core::fmt;
use core::str::FromStr;

use cardgame_core::Provenance;

/// A zone of Mars, or Phobos.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Zone {
    /// Vastitas Borealis (outer).
    VastitasBorealis = 0,
    /// Mare Serpentis (outer).
    MareSerpentis = 1,
    /// Tritonis Sinus (outer).
    TritonisSinus = 2,
    /// Sinus Sabeus (outer).
    SinusSabeus = 3,
    /// Mare Tyrrhenum (outer).
    MareTyrrhenum = 4,
    /// Ausonia (outer).
    Ausonia = 5,
    /// Valles Marineris (inner).
    VallesMarineris = 6,
    /// Hellas (inner).
    Hellas = 7,
    /// Syrtis Major (inner).
    SyrtisMajor = 8,
    /// Phobos: a zone, but not on Mars, adjacent to nothing, never holds a discovery.
    Phobos = 9,
}

/// How many zones (nine on Mars and Phobos).
pub const ZONES: usize = 10;

impl Zone {
    /// Every zone, in index order.
    pub const ALL: [Zone; ZONES] = [
        Zone::VastitasBorealis,
        Zone::MareSerpentis,
        Zone::TritonisSinus,
        Zone::SinusSabeus,
        Zone::MareTyrrhenum,
        Zone::Ausonia,
        Zone::VallesMarineris,
        Zone::Hellas,
        Zone::SyrtisMajor,
        Zone::Phobos,
    ];

    /// The six outer zones (the only ones that take discoveries).
    pub const OUTER: [Zone; 6] = [
        Zone::VastitasBorealis,
        Zone::MareSerpentis,
        Zone::TritonisSinus,
        Zone::SinusSabeus,
        Zone::MareTyrrhenum,
        Zone::Ausonia,
    ];

    /// The zone with this index.
    pub const fn from_index(i: usize) -> Option<Zone> {
        if i < ZONES {
            Some(Zone::ALL[i])
        } else {
            None
        }
    }

    /// The zone's index, `0..10`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the zone is an outer zone of Mars.
    #[inline]
    pub const fn is_outer(self) -> bool {
        (self as u8) < 6
    }

    /// Whether the zone is an inner zone of Mars.
    #[inline]
    pub const fn is_inner(self) -> bool {
        matches!(
            self,
            Zone::VallesMarineris | Zone::Hellas | Zone::SyrtisMajor
        )
    }

    /// Whether the zone is on Mars (every zone but Phobos).
    #[inline]
    pub const fn is_mars(self) -> bool {
        !matches!(self, Zone::Phobos)
    }

    /// The zone's printed name.
    pub const fn name(self) -> &'static str {
        match self {
            Zone::VastitasBorealis => "Vastitas Borealis",
            Zone::MareSerpentis => "Mare Serpentis",
            Zone::TritonisSinus => "Tritonis Sinus",
            Zone::SinusSabeus => "Sinus Sabeus",
            Zone::MareTyrrhenum => "Mare Tyrrhenum",
            Zone::Ausonia => "Ausonia",
            Zone::VallesMarineris => "Valles Marineris",
            Zone::Hellas => "Hellas",
            Zone::SyrtisMajor => "Syrtis Major",
            Zone::Phobos => "Phobos",
        }
    }

    /// The zone's one-word name in action texts (`hellas`, `valles-marineris`).
    pub const fn slug(self) -> &'static str {
        match self {
            Zone::VastitasBorealis => "vastitas-borealis",
            Zone::MareSerpentis => "mare-serpentis",
            Zone::TritonisSinus => "tritonis-sinus",
            Zone::SinusSabeus => "sinus-sabeus",
            Zone::MareTyrrhenum => "mare-tyrrhenum",
            Zone::Ausonia => "ausonia",
            Zone::VallesMarineris => "valles-marineris",
            Zone::Hellas => "hellas",
            Zone::SyrtisMajor => "syrtis-major",
            Zone::Phobos => "phobos",
        }
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text that names no zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownZone;

impl FromStr for Zone {
    type Err = UnknownZone;
    fn from_str(s: &str) -> Result<Zone, UnknownZone> {
        Zone::ALL
            .iter()
            .copied()
            .find(|z| z.slug() == s)
            .ok_or(UnknownZone)
    }
}

/// A set of zones as a bitmask (bit `i` = zone index `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct ZoneSet(pub u16);

impl ZoneSet {
    /// No zone.
    pub const EMPTY: ZoneSet = ZoneSet(0);
    /// The nine zones of Mars.
    pub const MARS: ZoneSet = ZoneSet(0x1ff);
    /// The six outer zones.
    pub const OUTER: ZoneSet = ZoneSet(0x3f);

    /// Whether `z` is in the set.
    #[inline]
    pub const fn contains(self, z: Zone) -> bool {
        self.0 & (1 << z as u16) != 0
    }

    /// The set with `z` added.
    #[inline]
    pub const fn with(self, z: Zone) -> ZoneSet {
        ZoneSet(self.0 | (1 << z as u16))
    }

    /// The zones of the set, in index order.
    pub fn iter(self) -> impl Iterator<Item = Zone> {
        // Set bits lowest first; bits that are no zone are skipped.
        let mut bits = self.0;
        core::iter::from_fn(move || {
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(z) = Zone::from_index(i) {
                    return Some(z);
                }
            }
            None
        })
    }

    /// How many zones.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// One of the rulebook's four modular board configurations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Board {
    /// Configuration 1.
    #[default]
    One,
    /// Configuration 2.
    Two,
    /// Configuration 3.
    Three,
    /// Configuration 4.
    Four,
}

/// The shape of a configuration: the six outer zones in order around the rim
/// of Mars, and the three inner zones in the centre (ruling R1).
///
/// Rim neighbours are adjacent (the rim closes into a ring); the inner zones
/// are adjacent to one another; inner slot `k` touches the rim positions
/// `2k`, `2k+1` and `2k+2` (mod 6), so every inner zone touches three outer
/// zones and every outer zone touches one or two inner zones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The outer zones around the rim.
    pub rim: [Zone; 6],
    /// The inner zones, slots 0 to 2.
    pub inner: [Zone; 3],
    /// Where the row comes from (every layout is designed: ruling R1).
    pub provenance: Provenance,
}

use Zone::*;

/// The four configurations (ruling R1: designed; each differs from the others).
pub const LAYOUTS: [Layout; 4] = [
    Layout {
        rim: [
            VastitasBorealis,
            MareSerpentis,
            TritonisSinus,
            SinusSabeus,
            MareTyrrhenum,
            Ausonia,
        ],
        inner: [VallesMarineris, Hellas, SyrtisMajor],
        provenance: Provenance::Designed,
    },
    Layout {
        rim: [
            VastitasBorealis,
            TritonisSinus,
            MareSerpentis,
            MareTyrrhenum,
            SinusSabeus,
            Ausonia,
        ],
        inner: [Hellas, SyrtisMajor, VallesMarineris],
        provenance: Provenance::Designed,
    },
    Layout {
        rim: [
            VastitasBorealis,
            SinusSabeus,
            MareSerpentis,
            Ausonia,
            TritonisSinus,
            MareTyrrhenum,
        ],
        inner: [SyrtisMajor, VallesMarineris, Hellas],
        provenance: Provenance::Designed,
    },
    Layout {
        rim: [
            VastitasBorealis,
            MareTyrrhenum,
            Ausonia,
            MareSerpentis,
            SinusSabeus,
            TritonisSinus,
        ],
        inner: [VallesMarineris, SyrtisMajor, Hellas],
        provenance: Provenance::Designed,
    },
];

const fn layout_adjacency(l: &Layout) -> [ZoneSet; ZONES] {
    let mut adj = [ZoneSet::EMPTY; ZONES];
    let mut i = 0;
    while i < 6 {
        let a = l.rim[i];
        let b = l.rim[(i + 1) % 6];
        adj[a as usize] = adj[a as usize].with(b);
        adj[b as usize] = adj[b as usize].with(a);
        i += 1;
    }
    let mut k = 0;
    while k < 3 {
        let inner = l.inner[k];
        let mut j = 0;
        while j < 3 {
            let other = l.inner[j];
            if j != k {
                adj[inner as usize] = adj[inner as usize].with(other);
            }
            let outer = l.rim[(2 * k + j) % 6];
            adj[inner as usize] = adj[inner as usize].with(outer);
            adj[outer as usize] = adj[outer as usize].with(inner);
            j += 1;
        }
        k += 1;
    }
    adj
}

const ADJACENCY: [[ZoneSet; ZONES]; 4] = [
    layout_adjacency(&LAYOUTS[0]),
    layout_adjacency(&LAYOUTS[1]),
    layout_adjacency(&LAYOUTS[2]),
    layout_adjacency(&LAYOUTS[3]),
];

impl Board {
    /// Every configuration.
    pub const ALL: [Board; 4] = [Board::One, Board::Two, Board::Three, Board::Four];

    /// The configuration's number, 1 to 4.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The configuration with this number (1 to 4).
    pub const fn from_number(n: u8) -> Option<Board> {
        match n {
            1 => Some(Board::One),
            2 => Some(Board::Two),
            3 => Some(Board::Three),
            4 => Some(Board::Four),
            _ => None,
        }
    }

    /// The configuration's layout.
    pub const fn layout(self) -> &'static Layout {
        &LAYOUTS[self as usize]
    }

    /// The zones adjacent to `z` (empty for Phobos).
    #[inline]
    pub const fn adjacent(self, z: Zone) -> ZoneSet {
        ADJACENCY[self as usize][z as usize]
    }

    /// Whether `a` and `b` are adjacent.
    #[inline]
    pub const fn are_adjacent(self, a: Zone, b: Zone) -> bool {
        self.adjacent(a).contains(b)
    }
}
