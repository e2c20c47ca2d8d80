//! Rules engine for **Apogee**, 2 to 5 players and solo: the *Apogee
//! Rulebook* (English rules; our copy prints no edition or publisher), with
//! the facts its worked examples imply. The rules coverage, the designed card
//! data and every ruling on a gap or an ambiguity follow below the example.
//!
//! # Promises
//! - **Deterministic.** [`Apogee`] implements [`Game`] and [`Determinize`]
//!   of `cardgame-core`: all chance (shuffles, dice, random discards) comes
//!   from the state's own seeded RNG, so a config, a seed and the actions
//!   replay a game exactly, on every platform.
//! - **Never panics** on any action, any sequence of actions or any
//!   deserialized state: a refused action returns a [`RuleError`] naming
//!   the rule and changes nothing; a bad state is refused by
//!   [`Apogee::try_from`] (and by deserialization).
//! - **`no_std`** with `alloc`; no floats (credits in thousands, Authority
//!   and yields in tenths), no allocation when applying an action or listing
//!   the legal ones into a buffer.
//! - **Decisions, not defaults.** Every choice the rulebook gives a player is
//!   an [`Action`]; the simultaneous Director choice and Engineer placement
//!   are hidden commits, invisible to the others until revealed.
//!
//! # Example
//! ```
//! use apogee_rules::{Action, Apogee, Config, Game, Mission, PlayerId, Viewer};
//!
//! let config = Config::new(3).with_mission(Mission::M4);
//! let mut game = Apogee::new(&config, 7).unwrap();
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
//! assert_eq!(game.raw().seat(first).credits, 80); // 80,000 credits
//! // Each action has a text that parses back; each viewer sees its own board.
//! let team = game.legal_actions(first)[0];
//! assert_eq!(team.to_string().parse::<Action>(), Ok(team));
//! println!("{}", game.observe(Viewer::Seat(first)));
//! ```
//!
//! # Crate features
//! - `std` (default): `std` support in `cardgame-core` (`std::error::Error`
//!   on the error types).
//! - `serde`: serialization of states (validated on the way in), configs,
//!   actions, observations and events; the format is described under
//!   "JSON format" below.
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

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use cardgame_core;
pub use cardgame_core::{ActionCodec, Determinize, Game, Outcome, PlayerId, SetupError, Viewer};

pub use action::{Action, EngineerPile, RiverLine, Team, ACTION_SPACE};
pub use config::{Config, MissionChoice, DEFAULT_TURN_CAP, MAX_TURN_CAP};
pub use data::directors::{DirectorCard, DirectorSpecialty, Nation};
pub use data::engineers::{CostRule, EngineerCard, EngineerSpecialty, ThrustTarget};
pub use data::events::{BaseEvent, EventCard, SoloEvent};
pub use data::investors::{FireCondition, InvestorCard, LaunchCondition, Objective};
pub use data::missions::{Mission, SoloMission};
pub use data::tables::Destination;
pub use data::technology::{Characteristic, TechKind, TechName, TechType};
pub use error::{ParseActionError, RuleError};
pub use event::{AcquiredFrom, Event, RollKind, Why};
pub use observe::{
    Beneath, EventPileView, IdSet, MaskedCard, MaskedPile, Observation, PileView, SeatView,
};
pub use rules::launch::Rocket;
pub use scenario::{Scenario, TechZone};
pub use state::{
    Apogee, BuildKind, CardBits, CostRuleTag, Deposit, DismissReason, Know, Knowledge, Pending,
    Pile, RawState, RollPurpose, Seat, Slot, SmallBits, Stage, BLUE_DICE, DICE_LIMIT, HAND_LIMIT,
    PAD_SLOT_LIMIT, RESERVE_LIMIT,
};
