//! The yield table, the launch-probability table and the Authority needed per
//! destination (Perform a Launch; Space Operations Center board).
//!
//! Our rulebook copy prints only part of both tables. Each row's comment says
//! which cells are printed ("given"); the yield of thrust 21–24 / mass 13–16
//! (1.6) and the Moon cell of yield 1.6 (5) are derived from Pedro's launch
//! example; every other cell is designed to continue the printed progressions
//! (rulings R1–R3 in the crate documentation). Yields and Authority are in
//! tenths.

/// A launch destination, nearest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Destination {
    /// Geostationary orbit.
    #[default]
    Geo,
    /// The Moon.
    Moon,
    /// Venus.
    Venus,
    /// Mars.
    Mars,
    /// Europa.
    Europa,
    /// Titan.
    Titan,
}

impl Destination {
    /// Every destination, nearest first.
    pub const ALL: [Destination; 6] = [
        Destination::Geo,
        Destination::Moon,
        Destination::Venus,
        Destination::Mars,
        Destination::Europa,
        Destination::Titan,
    ];

    /// Index `0..6`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name.
    pub const fn name(self) -> &'static str {
        match self {
            Destination::Geo => "GEO",
            Destination::Moon => "Moon",
            Destination::Venus => "Venus",
            Destination::Mars => "Mars",
            Destination::Europa => "Europa",
            Destination::Titan => "Titan",
        }
    }

    /// The name as the rulebook's sentences use it: "a launch to the Moon",
    /// "to GEO", "on Mars".
    pub const fn in_text(self) -> &'static str {
        match self {
            Destination::Moon => "the Moon",
            _ => self.name(),
        }
    }

    /// The lower-case token used in action texts.
    pub const fn token(self) -> &'static str {
        match self {
            Destination::Geo => "geo",
            Destination::Moon => "moon",
            Destination::Venus => "venus",
            Destination::Mars => "mars",
            Destination::Europa => "europa",
            Destination::Titan => "titan",
        }
    }
}

/// Lower bounds of the thrust rows, highest first (33+, 29–32, ... 9–12).
pub const THRUST_ROWS: [u16; 7] = [33, 29, 25, 21, 17, 13, 9];
/// Lower bounds of the mass columns (5–8, 9–12, 13–16, 17–20, 21–24, 25+).
pub const MASS_COLUMNS: [u16; 6] = [5, 9, 13, 17, 21, 25];

/// Yield (tenths) by thrust row and mass column. Rows 33+ to 25–28 and the
/// first two cells of 21–24 are printed; 21–24/13–16 = 1.6 is derived; the
/// rest is designed.
pub const YIELD: [[u8; 6]; 7] = [
    [45, 36, 26, 20, 16, 14], // 33+    (given)
    [39, 31, 22, 17, 14, 12], // 29-32  (given)
    [34, 27, 19, 15, 12, 10], // 25-28  (given)
    [29, 23, 16, 13, 10, 8],  // 21-24  (29, 23 given; 16 derived; rest designed)
    [24, 19, 13, 10, 8, 6],   // 17-20  (designed)
    [19, 15, 10, 8, 6, 5],    // 13-16  (designed)
    [14, 11, 8, 6, 5, 4],     // 9-12   (designed)
];

/// The yield (tenths) of a rocket, or `None` when its thrust or mass is not
/// in the table ("the rocket cannot be launched").
pub fn rocket_yield(thrust: u16, mass: u16) -> Option<u8> {
    let row = THRUST_ROWS.iter().position(|&lo| thrust >= lo)?;
    let col = MASS_COLUMNS.iter().rposition(|&lo| mass >= lo)?;
    YIELD.get(row)?.get(col).copied()
}

/// Lower bounds (tenths) of the launch-probability rows, highest first.
pub const YIELD_ROWS: [u8; 7] = [30, 25, 20, 17, 14, 10, 5];

/// Minimum die result per yield row and destination (`0` = unreachable).
/// Rows 3.0+ to 2.0–2.4 and GEO/Moon/Venus of 1.7–1.9 are printed; Moon of
/// 1.4–1.6 = 5 is derived; the rest is designed.
pub const LAUNCH: [[u8; 6]; 7] = [
    [2, 3, 5, 5, 6, 6],  // 3.0+     (given)
    [3, 4, 6, 6, 7, 7],  // 2.5-2.9  (given)
    [3, 4, 6, 7, 8, 0],  // 2.0-2.4  (given)
    [4, 5, 7, 8, 9, 0],  // 1.7-1.9  (4, 5, 7 given; rest designed)
    [4, 5, 8, 9, 0, 0],  // 1.4-1.6  (Moon 5 derived; rest designed)
    [5, 7, 10, 0, 0, 0], // 1.0-1.3  (designed)
    [8, 11, 0, 0, 0, 0], // 0.5-0.9  (designed)
];

/// The minimum die result to reach `dest` with a yield (tenths), or `None`
/// when the destination cannot be reached with that yield.
pub fn launch_need(yield_tenths: u8, dest: Destination) -> Option<u8> {
    let row = YIELD_ROWS.iter().position(|&lo| yield_tenths >= lo)?;
    let need = *LAUNCH.get(row)?.get(dest.index())?;
    (need != 0).then_some(need)
}

/// Authority (tenths) needed at the Space Operations Center per destination
/// (designed: R3).
pub const SOC_AUTHORITY: [u8; 6] = [40, 80, 110, 140, 170, 200];

/// The Authority (tenths) needed to launch toward `dest`.
pub const fn soc_needed(dest: Destination) -> u8 {
    SOC_AUTHORITY[dest.index()]
}
