//! Rules engine for **Let's Go! To Space** (2–4 players; published
//! elsewhere as *Space Explorers*), on the `cardgame-core` contract.
//!
//! It implements the rulebook `shared/rules/lets-go.txt` with the Let's Go
//! section of `shared/rules/supplements.md` (completing Projects, the
//! ability reference 1–19). Card data the rulebook lacks is designed, and
//! every gap or ambiguity has a numbered ruling: see `docs/lets-go.md`.
//!
//! A turn is a sequence of small decisions ([`Action`]): the action (take a
//! Specialist into your hand, or recruit one — choosing its Division), then
//! the Research icon by icon (a token, a Specialist returned from hand, an
//! ability), then optional abilities and `end turn`, and a choice of Project
//! when several are met. [`LetsGo`] implements [`cardgame_core::Game`] and
//! [`cardgame_core::Determinize`]: legal actions are exactly what `validate`
//! accepts, a refused action changes nothing, all chance comes from the
//! state's seeded RNG, observations hide the deck and the secret cards in
//! hands, and no method panics on any input.
//!
//! # Example
//! ```
//! use cardgame_core::{Game, PlayerId, Viewer};
//! use lets_go_rules::{Action, Config, LetsGo};
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
//!   events.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod abilities;
pub mod action;
pub mod config;
pub mod data;
pub mod end;
pub mod error;
pub mod event;
mod game;
pub mod observe;
pub mod play;
pub mod projects;
pub mod recruiting;
pub mod scoring;
pub mod setup;
pub mod state;

pub use action::{Action, ACTION_SPACE};
pub use config::{Config, FirstPlayer, ProjectSides};
pub use data::{Ability, Card, Field, Icons, ProjectId};
pub use end::decision_bound;
pub use error::{ParseActionError, RuleError};
pub use event::Event;
pub use observe::Observation;
pub use recruiting::recruitment_cost;
pub use scoring::ScoreSheet;
pub use state::{
    Boost, EndTrigger, Hub, LetsGo, Payment, Phase, Placed, ProjectSlot, RawState, Recruited,
    TurnState, Zone, CENTER_SIZE, HUB_CAPACITY,
};
