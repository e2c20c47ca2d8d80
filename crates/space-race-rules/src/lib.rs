//! Rules engine for **Space Race** (Boardcubator) with the **Cold War**
//! expansion, for 2–5 seats of which any but one may be AI players (the solo
//! variant's automa), implementing `shared/rules/space-race.txt`.
//!
//! Coverage, the card data design and every ruling: `docs/space-race.md`.
//!
//! - Seats are humans (they decide through [`Action`]s) and AI players (their
//!   procedures run inside `apply`; they never appear in `to_act`).
//! - Card abilities are data in the appendix's grammar ([`data`]): moves of
//!   cards or astronauts from A to B, up to `n` (exactly `n` to the
//!   Investments), combined abilities with an announced split, investments
//!   with Bureaucracy penalties, dedication, reusable and single-use sides
//!   (the player chooses which card covers), exhausting and refreshing
//!   astronauts, immediate, Bureaucracy and permanent abilities, Leaders. One
//!   interpreter runs them all, so a fuller card list can replace
//!   [`data::cards::CARDS`] without touching the rules.
//! - The engine never panics on any input, never allocates in `apply` or in
//!   `legal_actions_into` (given a reused buffer), and is deterministic.
//!
//! # Example
//! ```
//! use cardgame_core::{Game, PlayerId};
//! use space_race_rules::{Action, Config, SpaceRace};
//!
//! // Two humans and one AI player, Mercury mission, standard setup.
//! let config = Config::new(2, 1);
//! let mut game = SpaceRace::new(&config, 7).unwrap();
//! // Phase 1 step 2: the seat farthest ahead on the Progress track decides
//! // first; it puts nothing into the Unexplored Universe.
//! let first = game.to_act().first().unwrap();
//! assert!(game.legal_actions(first).contains(&Action::Done));
//! game.apply(first, &Action::Done).unwrap();
//! assert!(!game.to_act().contains(first));
//! // The AI seat (seat 2) never decides.
//! assert!(!game.to_act().contains(PlayerId(2)));
//! ```
//!
//! # Crate features
//! - `std` (default): `std::error::Error` through `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod abilities;
pub mod action;
mod agency;
mod ai;
pub mod config;
pub mod data;
pub mod error;
pub mod event;
mod game;
mod mission;
pub mod observe;
mod projects;
pub mod round;
pub mod scenario;
mod setup;
pub mod state;

pub use action::{Action, ACTION_SPACE};
pub use config::{Config, SeatConfig, SeatKind, SetupSide};
pub use error::SpaceRaceError;
pub use event::Event;
pub use game::SpaceRace;
pub use observe::Observation;
pub use state::State;
