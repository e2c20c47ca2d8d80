//! The 36 ship cards.
//!
//! Supplements: "for each of the 9 Mars zones and Phobos three ships, plus 6
//! ships with unknown destination; capacities between 2 and 5" (low
//! confidence; adopted, ruling R2). Printed examples: a Mare Tyrrhenum ship of
//! capacity 4, a Vastitas Borealis and a Hellas ship of capacity 2, and
//! unknown-destination ships of capacity 3 and 5. The other capacities are
//! designed so that every destination has a spread of small and large ships.

use super::zones::Zone;
use cardgame_core::Provenance;

/// One ship card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShipCard {
    /// The printed destination; `None` for an unknown destination (?).
    pub destination: Option<Zone>,
    /// How many astronauts fill the ship.
    pub capacity: u8,
    /// Where the row comes from.
    pub provenance: Provenance,
}

/// How many ship cards.
pub const SHIP_COUNT: usize = 36;

const fn ship(z: Zone, capacity: u8) -> ShipCard {
    ShipCard {
        destination: Some(z),
        capacity,
        provenance: Provenance::Designed,
    }
}

const fn printed(z: Zone, capacity: u8) -> ShipCard {
    ShipCard {
        destination: Some(z),
        capacity,
        provenance: Provenance::Rulebook,
    }
}

const fn unknown(capacity: u8, provenance: Provenance) -> ShipCard {
    ShipCard {
        destination: None,
        capacity,
        provenance,
    }
}

use Zone::*;

/// The ship deck, indexed by ship id.
pub const SHIPS: [ShipCard; SHIP_COUNT] = [
    printed(VastitasBorealis, 2),
    ship(VastitasBorealis, 3),
    ship(VastitasBorealis, 5),
    ship(MareSerpentis, 2),
    ship(MareSerpentis, 4),
    ship(MareSerpentis, 5),
    ship(TritonisSinus, 3),
    ship(TritonisSinus, 3),
    ship(TritonisSinus, 4),
    ship(SinusSabeus, 2),
    ship(SinusSabeus, 4),
    ship(SinusSabeus, 5),
    ship(MareTyrrhenum, 3),
    printed(MareTyrrhenum, 4),
    ship(MareTyrrhenum, 5),
    ship(Ausonia, 2),
    ship(Ausonia, 3),
    ship(Ausonia, 4),
    ship(VallesMarineris, 3),
    ship(VallesMarineris, 4),
    ship(VallesMarineris, 5),
    printed(Hellas, 2),
    ship(Hellas, 3),
    ship(Hellas, 4),
    ship(SyrtisMajor, 3),
    ship(SyrtisMajor, 4),
    ship(SyrtisMajor, 5),
    ship(Phobos, 2),
    ship(Phobos, 3),
    ship(Phobos, 4),
    unknown(3, Provenance::Rulebook),
    unknown(3, Provenance::Designed),
    unknown(4, Provenance::Designed),
    unknown(4, Provenance::Designed),
    unknown(5, Provenance::Rulebook),
    unknown(5, Provenance::Designed),
];

/// The ship card with this id (`None` for an id out of range).
#[inline]
pub const fn ship_card(id: u8) -> Option<&'static ShipCard> {
    if (id as usize) < SHIP_COUNT {
        Some(&SHIPS[id as usize])
    } else {
        None
    }
}
