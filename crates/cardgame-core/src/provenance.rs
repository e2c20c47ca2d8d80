//! Where a row of a game's card data comes from.

/// The origin of one row of card data: printed in the rulebook, named there
/// with some values designed, or designed for the engine where the rulebook
/// is silent. Every game's data tables mark each row with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Provenance {
    /// Name and every value printed in the rulebook (or its supplements).
    Rulebook,
    /// Named by the rulebook or its worked examples; some values designed.
    Named,
    /// Designed for this engine, consistent with every fact the rulebook gives.
    Designed,
}

impl core::fmt::Display for Provenance {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Provenance::Rulebook => "printed in the rulebook",
            Provenance::Named => "named in the rulebook, values designed",
            Provenance::Designed => "designed",
        })
    }
}
