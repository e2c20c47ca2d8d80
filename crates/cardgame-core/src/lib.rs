//! The common ground of the space-games rules engines.
//!
//! - [`Game`], [`Determinize`] and [`Bot`]: the contract every game honours
//!   (legal iff `validate`, atomic typed rejection, determinism, no leaks,
//!   serde, no panics, termination). See `docs/architecture.md`.
//! - [`PlayerId`], [`PlayerSet`], [`BySeat`], [`Viewer`], [`Outcome`].
//! - [`GameRng`]: ChaCha8 with our own unbiased sampling, shuffles and dice,
//!   frozen by golden vectors.
//! - [`pile`]: face-down piles, ordered piles, face-up rivers; [`CardSet`]
//!   bitsets and [`StackVec`] for states that clone without the heap.
//! - [`tiebreak`]: ranking by keys, splitting among the tied, seat orders.
//! - [`stable_hash`], [`Replay`], [`Logged`] events with an [`Audience`].
//! - [`ismcts`]: information-set Monte Carlo tree search, a [`Bot`] that
//!   searches sampled worlds of its seat.
//! - [`greedy`]: a one-ply greedy bot on a game's [`Evaluate`] estimate.
//! - [`Encode`]: fixed-shape observation tensors, and [`Outcome::returns`].
//! - [`Describe`]: actions as sentences, what they refer to, card sheets.
//! - `testkit` (feature): the conformance test kit every game runs.
//! - `bench` (feature `std`): the bench runner.
//!
//! # Example
//! Rank three seats by score, then by a tie-break, and split 5 tokens between
//! the two leaders:
//! ```
//! use cardgame_core::{tiebreak, BySeat, Outcome, PlayerId};
//!
//! let scores = BySeat::from_slice(&[12, 15, 15]);
//! let projects = [3, 2, 2];
//! let outcome = Outcome::ranked(scores, |p| (scores[p], projects[p.index()]));
//! assert_eq!(outcome.places.as_slice(), &[3, 1, 1]);
//! assert_eq!(outcome.winners.len(), 2);
//! assert_eq!(tiebreak::split_evenly(5, 2), (2, 1));
//! assert_eq!(PlayerId(2).next(3), PlayerId(0));
//! ```
//!
//! # Crate features
//! - `std` (default): `std` support and the bench runner.
//! - `serde`: serialization of every public type.
//! - `testkit`: the conformance test kit (implies `std`).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod bitset;
pub mod describe;
pub mod encode;
pub mod event;
pub mod game;
pub mod golden;
pub mod greedy;
pub mod hash;
pub mod ismcts;
pub mod pile;
pub mod provenance;
pub mod replay;
pub mod rng;
pub mod seat;
pub mod stack;
pub mod tiebreak;

#[cfg(feature = "std")]
pub mod bench;
#[cfg(feature = "testkit")]
pub mod testkit;

pub use bitset::{BitSet, CardSet};
pub use describe::Describe;
pub use encode::Encode;
pub use event::{Audience, EventSink, Logged};
pub use game::{
    ActionCodec, Bot, Determinize, Game, InvariantError, Outcome, RandomBot, SeatView, SeatWorlds,
    SetupError, Worlds,
};
pub use greedy::{Evaluate, Greedy};
pub use hash::{stable_hash, StableHasher};
pub use pile::{HiddenPile, OrderedPile, River};
pub use provenance::Provenance;
pub use rand_core::RngCore;
pub use replay::{Replay, ReplayError};
pub use rng::GameRng;
pub use seat::{BySeat, PlayerId, PlayerSet, Viewer, MAX_SEATS};
pub use stack::{CapacityError, StackVec};
