//! The game's components as `const` data tables, one file per card family.
//!
//! Every row says where it comes from with a [`cardgame_core::Provenance`]:
//! the rulebook gives many names and some values; the rest is designed (see
//! the rulings R1–R5 and R35 in the crate documentation).

pub mod directors;
pub mod engineers;
pub mod events;
pub mod investors;
pub mod missions;
pub mod tables;
pub mod technology;
