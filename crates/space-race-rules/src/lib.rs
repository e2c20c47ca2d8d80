//! Rules engine for **Space Race** with the **Cold War** expansion and the
//! **AI Players (Solo Variant)**, for 2 to 5 seats of which all but one may
//! be AI players.
//!
//! It implements the *Space Race Rulebook* (English, Boardcubator; the
//! edition with the Cold War expansion, rulebook editing by Paul Grogan and
//! the Gaming Rules! team). The rulebook does not print the 162 cards, the
//! standard Control cards, the Mission tiles' symbols, the Projects or the
//! Faction Headquarters: those are designed to honour every fact it gives,
//! each data row marked with its [`Provenance`], and every gap or reading
//! is a numbered ruling (`R1`…) in the rules document below.
//!
//! - Seats are humans (they decide through [`Action`]s) and AI players
//!   (their procedures run inside `apply`; they never appear in `to_act`).
//! - A turn is a sequence of small decisions: activate an ability, pay its
//!   investment card by card, announce a combined split, pick each thing to
//!   move or `stop`. Card abilities are data in the appendix's grammar
//!   ([`data`]); one interpreter runs them all, so a fuller card list can
//!   replace [`data::cards::CARDS`] without touching the rules.
//! - [`SpaceRace`] implements [`Game`] and [`Determinize`]. Its plain data is
//!   [`RawState`] (public fields), converted back with `SpaceRace::try_from`
//!   (every invariant checked) or [`SpaceRace::from_position`].
//!
//! # Promises
//! - **Deterministic**: all chance comes from the state's own seeded RNG;
//!   the same config, seed and actions give the same game on every platform.
//! - **One source of legality**: `legal_actions` is exactly what `validate`
//!   accepts; a refused action returns a [`RuleError`] naming the rule and
//!   what would be legal, and changes nothing.
//! - **Never panics**, on any action, any sequence, or any deserialized
//!   state (a bad state is refused with the broken invariant).
//! - **`no_std`** (with `alloc`), no `unsafe`, no allocation in `apply` or in
//!   `legal_actions_into` with a reused buffer.
//!
//! # Example
//! ```
//! use space_race_rules::{Action, Config, Game, PlayerId, SpaceRace, Viewer};
//!
//! // Two humans and one AI player, Mercury mission, standard setup.
//! let config = Config::new(3).with_ai(1);
//! let mut game = SpaceRace::new(&config, 7).unwrap();
//! // Phase 1 step 2: the seat farthest ahead on the Progress track decides
//! // first; it puts nothing into the Unexplored Universe.
//! let first = game.to_act().first().unwrap();
//! assert!(game.legal_actions(first).contains(&Action::Done));
//! game.apply(first, &Action::Done).unwrap();
//! assert!(!game.to_act().contains(first));
//! // The AI seat (seat 2) never decides, and a refusal says why.
//! assert!(!game.to_act().contains(PlayerId(2)));
//! let refusal = game.apply(PlayerId(2), &Action::Done).unwrap_err();
//! assert!(refusal.to_string().contains("no decision"));
//! // Actions print and parse as text; observations print for people.
//! assert_eq!("activate control.0".parse::<Action>().unwrap().to_string(), "activate control.0");
//! println!("{}", game.observe(Viewer::Seat(PlayerId(0))));
//! ```
//!
//! # Crate features
//! - `std` (default): `std::error::Error` through `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events; the format is documented in "JSON
//!   format" below.
//!
//! ---
//!
#![doc = include_str!("../RULES.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod action;
mod config;
pub mod data;
mod error;
mod event;
mod game;
mod observe;
mod rules;
mod scenario;
mod state;
mod words;

pub use cardgame_core;
pub use cardgame_core::{ActionCodec, Determinize, Game, Outcome, PlayerId, SetupError, Viewer};
// The core types met in this crate's signatures and public fields.
pub use cardgame_core::{
    BySeat, CardSet, GameRng, HiddenPile, InvariantError, PlayerSet, Provenance, StackVec,
};

pub use action::{Action, ACTION_SPACE};
pub use config::{Config, SeatConfig, SeatKind, SetupSide, DEFAULT_DECISION_CAP};
pub use data::control::ControlDef;
pub use data::factions::{Faction, Headquarters, Rocket, ThematicSetup};
pub use data::missions::{Mission, Symbol, Tile};
pub use data::projects::{Category, Condition, ProjectDef, Requirement, Space};
pub use data::{
    Ability, CardDef, Effect, Move, Penalty, Place, Section, Sections, Thing, Timing, Trigger,
    Zone, Zones,
};
pub use error::{ParseActionError, RuleError};
pub use event::{AstronautPlace, CardZone, Event, ProgressReason};
pub use observe::{Observation, PlayAreaView, ProjectView};
pub use rules::manage::revealed_in_step_4;
pub use scenario::CardPlace;
pub use state::{
    AbilityRef, Held, ProjectState, ProjectStatus, RawState, Seat, SpaceRace, Stage, Task,
    HAND_LIMIT, MAX_PROGRESS, PROGRESS_1950, ROUNDS, SLOTS, SLOTS_PER_SECTION, SLOT_DEPTH,
};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
