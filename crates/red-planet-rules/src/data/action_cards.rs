//! The 4 action cards (event card ids 25 to 28).
//!
//! Printed: Planetary Cleanup ("Play this card at the end of the third
//! production phase. You receive all point tokens remaining on Mars and
//! Phobos."). The three others are designed, each played at a fixed moment
//! of the round tracker so that no action card adds a decision (ruling R7).

use super::resources::Resource;
use cardgame_core::Provenance;

/// When an action card is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionTiming {
    /// At the end of production phase 1, 2 or 3.
    EndOfProduction(u8),
    /// At final scoring.
    FinalScoring,
}

/// What an action card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionEffect {
    /// Receive all point tokens remaining on Mars and Phobos.
    PlanetaryCleanup,
    /// Receive point tokens of a resource from the supply (as many as remain).
    SupplyDrop(Resource, u8),
    /// Gain 1 point per own astronaut on Phobos.
    PhobosBeacon,
}

/// An action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionCard {
    /// The printed name.
    pub name: &'static str,
    /// When it is played.
    pub timing: ActionTiming,
    /// What it does.
    pub effect: ActionEffect,
    /// Where the row comes from.
    pub provenance: Provenance,
}

/// How many action cards.
pub const ACTION_COUNT: usize = 4;

/// The action cards, by index (event card id minus 25).
pub const ACTION_CARDS: [ActionCard; ACTION_COUNT] = [
    ActionCard {
        name: "Planetary Cleanup",
        timing: ActionTiming::EndOfProduction(3),
        effect: ActionEffect::PlanetaryCleanup,
        provenance: Provenance::Rulebook,
    },
    ActionCard {
        name: "Ice Shipment",
        timing: ActionTiming::EndOfProduction(1),
        effect: ActionEffect::SupplyDrop(Resource::Ice, 3),
        provenance: Provenance::Designed,
    },
    ActionCard {
        name: "Sylvanite Shipment",
        timing: ActionTiming::EndOfProduction(2),
        effect: ActionEffect::SupplyDrop(Resource::Sylvanite, 2),
        provenance: Provenance::Designed,
    },
    ActionCard {
        name: "Phobos Beacon",
        timing: ActionTiming::FinalScoring,
        effect: ActionEffect::PhobosBeacon,
        provenance: Provenance::Designed,
    },
];
