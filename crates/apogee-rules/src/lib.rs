//! Rules engine for **Apogee** (2 to 5 players, and solo), implementing the
//! rulebook `shared/rules/apogee.txt` and its supplement. The rulings for
//! every gap or ambiguity, the designed card data and a map from each
//! rulebook section to its module and tests are in
//! [`docs/apogee.md`](../../../docs/apogee.md).
//!
//! The engine is a deterministic state machine on the `cardgame-core`
//! contract: [`Apogee`] implements [`cardgame_core::Game`] and
//! [`cardgame_core::Determinize`]. Every choice the rulebook gives a player
//! is an [`Action`]; the simultaneous Director choice and Engineer placement
//! are hidden commits; all chance comes from the state's seeded RNG. Credits
//! are in thousands, Authority and yields in tenths. The engine never panics
//! on any input.
//!
//! # Example
//! ```
//! use apogee_rules::{Action, Apogee, Config, Mission};
//! use cardgame_core::{Game, PlayerId};
//!
//! let mut game = Apogee::new(&Config::multiplayer(3, Mission::M1), 7).unwrap();
//! // Game Preparation: every player keeps one of two dealt Directors, at once.
//! for seat in 0..3 {
//!     let p = PlayerId(seat);
//!     let keep = game.legal_actions(p)[0];
//!     assert!(matches!(keep, Action::KeepDirector(_)));
//!     game.apply(p, &keep).unwrap();
//! }
//! // Then the starting teams, in descending Director Authority.
//! let first = game.to_act().first().unwrap();
//! assert_eq!(game.legal_actions(first).len(), 2);
//! assert_eq!(game.seat(first).credits, 80); // 80,000 credits
//! ```
//!
//! # Crate features
//! - `std` (default): `std` support in `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod action;
pub mod config;
pub mod data;
pub mod error;
pub mod game;
pub mod narration;
pub mod observe;
mod rules;
pub mod scenario;
pub mod state;

pub use action::{Action, EngineerPile, RiverLine, Team, ACTION_SPACE};
pub use config::{Config, MissionChoice};
pub use data::missions::{Mission, SoloMission};
pub use data::tables::Destination;
pub use error::Error;
pub use game::Apogee;
pub use narration::Event;
pub use observe::Observation;
pub use rules::launch::Rocket;
pub use scenario::Scenario;
pub use state::{RawState, Slot, Stage};
