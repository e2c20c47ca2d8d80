//! The game's components as `const` data tables, one file per card family.
//!
//! Every entry says where it comes from ([`Source`]): the rulebook gives many
//! names and some values; the rest is designed (see `docs/apogee.md`).

pub mod directors;
pub mod engineers;
pub mod events;
pub mod investors;
pub mod missions;
pub mod tables;
pub mod technology;

/// Where a data entry comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// Name and values printed in the rulebook.
    Given,
    /// Named in the rulebook (or its worked examples); some values designed.
    Named,
    /// Designed for this engine: plausible, balanced, consistent with the rulebook.
    Designed,
}
