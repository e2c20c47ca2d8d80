//! Rules engine for **Let's Go! To Space**, the card game by Yuri Zhuravlev
//! for 2–4 players (English edition, Hobby World; published elsewhere as
//! *Space Explorers*), on the `cardgame-core` contract.
//!
//! It implements the English rulebook, completed where our copy is silent
//! by public descriptions of the game (completing Projects, the ability
//! reference 1–19). Card data the rulebook lacks is designed, and every gap
//! or ambiguity has a numbered ruling: the rules coverage, the card data and
//! the rulings follow below.
//!
//! A turn is a sequence of small decisions ([`Action`]): the action (take a
//! Specialist into your hand, or recruit one — choosing its Division), then
//! the Research icon by icon (a token, a Specialist returned from hand, an
//! ability), then optional abilities and `end turn`, and a choice of Project
//! when several are met. [`LetsGo`] implements [`Game`] and [`Determinize`],
//! and for bots and learning agents `cardgame_core`'s `Evaluate` (a score
//! estimate, see "Bots") and `Encode` (a fixed-shape observation tensor, see
//! "Observation tensor"); for people, `Describe` (actions as sentences, the
//! card sheet), a board per viewer (the `Display` of an [`Observation`]) and
//! narrated events, setup included (see "Words for people").
//!
//! # Promises
//! - **Deterministic**: all chance comes from the state's own seeded RNG;
//!   the same config, seed and actions give the same game on every platform.
//! - **One source of legality**: the legal actions are exactly what
//!   `validate` accepts, and a refused action changes nothing.
//! - **Never panics** on any action, any sequence of actions or any
//!   deserialized state (a bad state is refused with an error naming the
//!   broken rule).
//! - **Every accepted state is sound**: whatever deserializing, `TryFrom`
//!   or [`LetsGo::from_position`] accepts can be played on — the player to
//!   act has a legal action, every legal action applies and keeps the
//!   invariants, and the game ends within its bound (see "Accepted states").
//! - **A strict codec**: an action's text, JSON and index each read back
//!   exactly the actions of the index space ([`ACTION_SPACE`]), and
//!   text → action → text gives the text back.
//! - **Observations leak nothing**: the deck and the secret cards in hands
//!   are hidden from those who may not see them.
//! - **`no_std`** (with `alloc`), no `unsafe`, no allocation when applying
//!   an action or listing the legal ones into a reused buffer.
//! - **Every game ends** within [`decision_bound`] decisions (ruling R7).
//!
//! # Example
//! ```
//! use lets_go_rules::{Action, Config, Game, LetsGo, PlayerId, Viewer};
//!
//! let config = Config::new(3).with_first_player(PlayerId(0));
//! let mut game = LetsGo::new(&config, 42).unwrap();
//! assert_eq!(game.to_act().first(), Some(PlayerId(0)));
//!
//! // Draw a card from the deck: the turn passes to the player on the left.
//! game.apply(PlayerId(0), &Action::Draw).unwrap();
//! assert_eq!(game.hand(PlayerId(0)).len(), 2);
//! assert_eq!(game.to_act().first(), Some(PlayerId(1)));
//!
//! // Others see that P0 holds two cards, but not which.
//! let seen_by_p1 = game.observe(Viewer::Seat(PlayerId(1)));
//! assert_eq!(seen_by_p1.hand_sizes[PlayerId(0)], 2);
//! assert!(seen_by_p1.hands[PlayerId(0)].is_empty());
//!
//! // Every legal action parses back from its text.
//! for a in game.legal_actions(PlayerId(1)) {
//!     assert_eq!(a.to_string().parse::<Action>(), Ok(a));
//! }
//! ```
//!
//! # Crate features
//! - `std` (default): `std::error::Error` through `cardgame-core`.
//! - `serde`: serialization of states (validated on the way in: a bad state
//!   is an error, never a later panic), configs, actions, observations and
//!   events, in the JSON format documented below.
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

pub use action::{Action, ACTION_SPACE};
pub use config::{Config, FirstPlayer, ProjectSides};
pub use data::{
    Ability, Card, Field, Icons, Instead, Price, ProjectId, ProjectSide, RecruitFrom, Score, Slug,
    Specialist, When, NUM_SPECIALISTS, NUM_TILES, PROJECT_SIDES, SPECIALISTS,
};
pub use error::{ParseActionError, RuleError};
pub use event::Event;
pub use observe::Observation;
pub use rules::abilities::score_bonus;
pub use rules::end::{decision_bound, MAX_DECISIONS_PER_TURN};
pub use rules::recruiting::recruitment_cost;
pub use rules::scoring::ScoreSheet;
pub use scenario::Zone;
pub use state::{
    Boost, EndTrigger, FieldSet, Hub, LetsGo, Payment, Placed, ProjectSlot, RawState, Recruited,
    Stage, TurnState, CENTER_SIZE, HUB_CAPACITY,
};
pub use words::{CardName, CardText, FieldLabel, ProjectText};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
