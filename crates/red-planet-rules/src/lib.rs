//! Rules engine for **Mission: Red Planet**, second edition, by Bruno
//! Cathala and Bruno Faidutti (Matagot; English version): 3 to 6 players,
//! and the 2-player variant with neutral colours.
//!
//! It implements the rulebook, its card clarifications and its 2-player
//! variant on the `cardgame-core` contract ([`Game`], [`Determinize`]);
//! coverage, card data and every ruling (R1, R2, ...) follow below.
//!
//! # Promises
//! - **Deterministic**: all chance comes from the state's own seeded RNG;
//!   the same config, seed and actions give the same game on every platform.
//! - **Never panics** on any action, any sequence of actions, or any
//!   deserialized state: a bad action is refused with a [`RuleError`] that
//!   names the rule and leaves the state unchanged; a bad state is refused
//!   by `RedPlanet::try_from` (and by deserialization).
//! - **`no_std`** (with `alloc`); nothing on the `apply` / `legal_actions`
//!   path allocates, and a clone is a `memcpy` of about 1.3 KiB (the state,
//!   and the legal actions of the countdown's pending decision).
//!
//! # The types
//! - [`RedPlanet`]: the game, a [`Game`] and a [`Determinize`].
//! - [`Config`]: players (2 to 6) and the board configuration (1 to 4).
//! - [`Action`]: every decision, with a text form (`choose pilot`,
//!   `place d2`, `token d2 hellas`) and a fixed index space of
//!   [`ACTION_SPACE`] actions ([`ActionCodec`]).
//! - [`Observation`]: what one seat (or a spectator) may know.
//! - For bots and learning agents, `RedPlanet` implements `cardgame_core`'s
//!   `Evaluate` (a score estimate, see "Bots") and `Encode` (a fixed-shape
//!   observation tensor per config, see "Observation tensor").
//! - [`RawState`]: the state as plain data, to build any position (with the
//!   conserving edits such as [`RawState::clear_launchpad`]).
//!
//! Each round, every player secretly chooses a specialist (several seats act
//! at once); then the countdown resolves them from 9 to 1, each effect as a
//! sequence of small decisions of the resolving colour's controller.
//!
//! # Example
//! ```
//! use red_planet_rules::{Action, ChoiceView, Config, Game, PlayerId, RedPlanet, Specialist, Stage, Viewer};
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
//! // A refused action says why, and changes nothing.
//! let err = game.apply(PlayerId(1), &Action::Place(0)).unwrap_err();
//! assert_eq!(err.to_string(), "P1 has no decision now; waiting for P0");
//! ```
//!
//! # Crate features
//! - `std` (default): `std` support through `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events; the JSON format is documented below.
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

pub use action::{Action, Decision, Site, ACTION_SPACE};
pub use config::{Board, Colour, Config, MAX_COLOURS};
pub use data::resources::Resource;
pub use data::specialists::{Part, SpecSet, Specialist, UnknownSpecialist};
pub use data::zones::{Layout, UnknownZone, Zone, ZoneSet};
pub use data::EventKind;
pub use error::{ParseActionError, RuleError};
pub use event::Event;
pub use observe::{ChoiceView, ColourView, DiscoveryView, Observation, ProgressView, ZoneView};
pub use state::{
    CardPlace, ColourState, DockState, NeutralDeck, Progress, RawState, RedPlanet, ScoreSheet,
    Stage, ZoneState, ASTRONAUTS, MAX_DOCKS, MAX_STACKED_TOKENS, ROUNDS, TOKENS_PER_ZONE,
};
pub use words::{
    ActionText, DiscoveryText, EventCardText, MissionText, ShipName, ShipText, SpecialistText,
    ZoneText,
};

pub use cardgame_core;
pub use cardgame_core::{ActionCodec, Determinize, Game, Outcome, PlayerId, SetupError, Viewer};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
