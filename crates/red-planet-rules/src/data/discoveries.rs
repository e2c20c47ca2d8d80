//! The 13 discovery cards (event card ids 12 to 24).
//!
//! Printed: Ether Magnet ("Take all astronauts that are in docked ships and
//! place them in this zone"), Lichens ("Each player with at least 1 astronaut
//! in this zone gains 6 points") and Depleted Deposit ("This zone produces 1
//! point token less"). Named by the clarifications: Flat Terrain, Rough
//! Terrain (third production only), Mining Incident (no point token is placed
//! in its zone, even under Synergy), Synergy, Subterfuge (second-most
//! astronauts take the tokens). Their exact texts, the timings of the printed
//! ones, and four further cards are designed (ruling R6).

use cardgame_core::Provenance;

/// When a discovery acts (the icon in its lower-right corner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Timing {
    /// When revealed, in the reveal discovery phase.
    Reveal,
    /// During the third production phase.
    ThirdProduction,
    /// At final scoring.
    FinalScoring,
}

/// What a discovery does in its zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiscoveryEffect {
    /// Reveal: every astronaut in a docked ship is moved to this zone.
    EtherMagnet,
    /// Reveal: every colour with astronauts here loses one to the Memorial.
    Landslide,
    /// Final scoring: each colour with at least one astronaut here gains the points.
    PresenceBonus(u8),
    /// Final scoring: each colour with at least one astronaut here loses the points.
    PresencePenalty(u8),
    /// Final scoring: the colour(s) with the most astronauts here gain the points.
    MajorityBonus(u8),
    /// Third production: the zone produces this many point tokens more (may be negative).
    ProductionChange(i8),
    /// Third production: the zone produces nothing (beats Synergy).
    MiningIncident,
    /// Third production: this zone and each adjacent zone produce one token more.
    Synergy,
    /// Third production: the zone also produces this many celerium tokens.
    ExtraCelerium(u8),
    /// Third production: the second-most astronauts take the zone's tokens.
    Subterfuge,
    /// Third production: every colour present counts as having one astronaut.
    FlatTerrain,
    /// Third production: every colour counts one astronaut fewer.
    RoughTerrain,
}

/// A discovery card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscoveryCard {
    /// The printed name.
    pub name: &'static str,
    /// When it acts.
    pub timing: Timing,
    /// What it does.
    pub effect: DiscoveryEffect,
    /// Where the row comes from.
    pub provenance: Provenance,
}

/// How many discovery cards.
pub const DISCOVERY_COUNT: usize = 13;

const fn card(
    name: &'static str,
    timing: Timing,
    effect: DiscoveryEffect,
    provenance: Provenance,
) -> DiscoveryCard {
    DiscoveryCard {
        name,
        timing,
        effect,
        provenance,
    }
}

use DiscoveryEffect as E;
use Provenance::*;
use Timing::*;

/// The discovery cards, by index (event card id minus 12).
pub const DISCOVERIES: [DiscoveryCard; DISCOVERY_COUNT] = [
    card("Ether Magnet", Reveal, E::EtherMagnet, Rulebook),
    card("Lichens", FinalScoring, E::PresenceBonus(6), Rulebook),
    card(
        "Depleted Deposit",
        ThirdProduction,
        E::ProductionChange(-1),
        Rulebook,
    ),
    card("Mining Incident", ThirdProduction, E::MiningIncident, Named),
    card("Synergy", ThirdProduction, E::Synergy, Named),
    card("Subterfuge", ThirdProduction, E::Subterfuge, Named),
    card("Flat Terrain", ThirdProduction, E::FlatTerrain, Named),
    card("Rough Terrain", ThirdProduction, E::RoughTerrain, Named),
    card(
        "Rich Vein",
        ThirdProduction,
        E::ProductionChange(2),
        Designed,
    ),
    card(
        "Celerium Seam",
        ThirdProduction,
        E::ExtraCelerium(1),
        Designed,
    ),
    card("Ancient Ruins", FinalScoring, E::MajorityBonus(5), Designed),
    card(
        "Radioactive Crater",
        FinalScoring,
        E::PresencePenalty(3),
        Designed,
    ),
    card("Landslide", Reveal, E::Landslide, Designed),
];
