//! Rules engine for **Mission: Red Planet** (2nd edition), by Bruno Cathala
//! and Bruno Faidutti: 3 to 6 players, and the 2-player variant with neutral
//! colours.
//!
//! It implements the rulebook (`shared/rules/red-planet.txt`, its English
//! rendering `red-planet-english.md`, and the Red Planet section of
//! `supplements.md`) on the `cardgame-core` contract. Coverage, card data and
//! every ruling (numbered R1, R2, ...) are in `docs/red-planet.md` at the
//! root of the repository.
//!
//! - [`RedPlanet`]: the game state, a [`cardgame_core::Game`] and a
//!   [`cardgame_core::Determinize`]. It never panics on any action or any
//!   deserialized state: a bad state is refused by [`RedPlanet::try_from`].
//! - [`Config`]: players (2 to 6) and the board configuration (1 to 4).
//! - [`Action`]: every decision, with a text form (`choose pilot`,
//!   `place d2`, `token d2 hellas`) and a fixed index space of
//!   [`ACTION_SPACE`] actions.
//! - [`Observation`]: what one seat (or a spectator) may know.
//! - [`RawState`]: the state as plain data, to build any position.
//!
//! Each round, every player secretly chooses a specialist (several seats act
//! at once); then the countdown resolves them from 9 to 1, each effect as a
//! sequence of small decisions of the resolving colour's controller.
//!
//! # Example
//! ```
//! use cardgame_core::{Game, PlayerId, Viewer};
//! use red_planet_rules::{Action, ChoiceView, Config, RedPlanet, Specialist, Stage};
//!
//! let mut game = RedPlanet::new(&Config::new(3), 42).unwrap();
//! // Setup: every player keeps one of two dealt missions, at the same time.
//! for p in PlayerId::all(3) {
//!     let keep = game.legal_actions(p)[0];
//!     game.apply(p, &keep).unwrap();
//! }
//! // Round 1: everybody chooses a specialist face down.
//! assert_eq!(game.raw().stage, Stage::Choose);
//! let picks = [Specialist::Recruiter, Specialist::Pilot, Specialist::Explorer];
//! for (p, s) in PlayerId::all(3).zip(picks) {
//!     game.apply(p, &Action::Choose(s)).unwrap();
//! }
//! // The countdown starts at 9: Red's Recruiter is revealed and places an
//! // astronaut on a docked ship, while Blue's Pilot stays face down.
//! assert_eq!(game.to_act().first(), Some(PlayerId(0)));
//! assert!(game.legal_actions(PlayerId(0)).iter().all(|a| matches!(a, Action::Place(_))));
//! let seen_by_yellow = game.observe(Viewer::Seat(PlayerId(2)));
//! assert_eq!(seen_by_yellow.colours.as_slice()[0].choice, ChoiceView::Known(Specialist::Recruiter));
//! assert_eq!(seen_by_yellow.colours.as_slice()[1].choice, ChoiceView::Hidden);
//! ```
//!
//! # Crate features
//! - `std` (default): `std` support through `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod action;
pub mod config;
pub mod data;
mod determinize;
pub mod error;
pub mod event;
mod game;
pub mod observe;
pub mod production;
mod resolve;
mod round;
pub mod scoring;
mod setup;
pub mod state;
mod variant;

pub use action::{Action, Decision, ParseActionError, Site, ACTION_SPACE};
pub use config::{Board, Colour, Config, MAX_COLOURS};
pub use data::resources::Resource;
pub use data::specialists::{SpecSet, Specialist};
pub use data::zones::{Zone, ZoneSet};
pub use error::RedPlanetError;
pub use event::Event;
pub use observe::{ChoiceView, ColourView, DiscoveryView, Observation, ProgressView, ZoneView};
pub use state::{
    CardPlace, ColourState, DockState, NeutralDeck, Progress, RawState, RedPlanet, ScoreSheet,
    Stage, ZoneState,
};
