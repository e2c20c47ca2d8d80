//! The game's components as `const` tables: zones and the four board
//! configurations, ship cards, specialists, event cards (missions,
//! discoveries, actions) and resource tokens.
//!
//! Every row is marked with its [`Provenance`]: printed in the rulebook (or
//! its supplements), named there with values designed, or designed where the
//! rulebook is silent (each designed family is a ruling in the rules
//! documentation of the crate root).

pub mod action_cards;
pub mod discoveries;
pub mod missions;
pub mod resources;
pub mod ships;
pub mod specialists;
pub mod zones;

pub use cardgame_core::Provenance;

use action_cards::{ActionCard, ACTION_CARDS, ACTION_COUNT};
use discoveries::{DiscoveryCard, DISCOVERIES, DISCOVERY_COUNT};
use missions::{MissionCard, MISSIONS, MISSION_COUNT};

/// How many event cards (12 missions, 13 discoveries, 4 actions).
pub const EVENT_CARDS: usize = MISSION_COUNT + DISCOVERY_COUNT + ACTION_COUNT;
/// The id of the first discovery card (missions are `0..12`).
pub const FIRST_DISCOVERY: u8 = MISSION_COUNT as u8;
/// The id of the first action card (discoveries are `12..25`).
pub const FIRST_ACTION: u8 = (MISSION_COUNT + DISCOVERY_COUNT) as u8;

/// The three kinds of event card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EventKind {
    /// A secret objective.
    Mission,
    /// A phenomenon assigned face down to an outer zone.
    Discovery,
    /// A special effect kept hidden until played.
    Action,
}

/// An event card, resolved from its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventCard {
    /// A mission.
    Mission(&'static MissionCard),
    /// A discovery.
    Discovery(&'static DiscoveryCard),
    /// An action.
    Action(&'static ActionCard),
}

impl EventCard {
    /// The card with this id (`None` out of range).
    pub const fn get(id: u8) -> Option<EventCard> {
        let i = id as usize;
        if i < MISSION_COUNT {
            Some(EventCard::Mission(&MISSIONS[i]))
        } else if i < FIRST_ACTION as usize {
            Some(EventCard::Discovery(&DISCOVERIES[i - MISSION_COUNT]))
        } else if i < EVENT_CARDS {
            Some(EventCard::Action(&ACTION_CARDS[i - FIRST_ACTION as usize]))
        } else {
            None
        }
    }

    /// The card's kind.
    pub const fn kind(self) -> EventKind {
        match self {
            EventCard::Mission(_) => EventKind::Mission,
            EventCard::Discovery(_) => EventKind::Discovery,
            EventCard::Action(_) => EventKind::Action,
        }
    }

    /// The card's printed name.
    pub const fn name(self) -> &'static str {
        match self {
            EventCard::Mission(m) => m.name,
            EventCard::Discovery(d) => d.name,
            EventCard::Action(a) => a.name,
        }
    }
}

/// The kind of the event card with this id.
#[inline]
pub const fn event_kind(id: u8) -> Option<EventKind> {
    match EventCard::get(id) {
        Some(c) => Some(c.kind()),
        None => None,
    }
}

/// The name of the event card with this id (`"?"` out of range).
pub const fn event_name(id: u8) -> &'static str {
    match EventCard::get(id) {
        Some(c) => c.name(),
        None => "?",
    }
}

/// The discovery card with this event id.
pub const fn discovery(id: u8) -> Option<&'static DiscoveryCard> {
    match EventCard::get(id) {
        Some(EventCard::Discovery(d)) => Some(d),
        _ => None,
    }
}

/// The mission card with this event id.
pub const fn mission(id: u8) -> Option<&'static MissionCard> {
    match EventCard::get(id) {
        Some(EventCard::Mission(m)) => Some(m),
        _ => None,
    }
}

/// The action card with this event id.
pub const fn action_card(id: u8) -> Option<&'static ActionCard> {
    match EventCard::get(id) {
        Some(EventCard::Action(a)) => Some(a),
        _ => None,
    }
}
