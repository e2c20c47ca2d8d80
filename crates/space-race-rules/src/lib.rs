//! Rules engine for **Space Race** (Boardcubator) with the **Cold War**
//! expansion.
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

pub use cardgame_core;
pub use cardgame_core::{ActionCodec, Determinize, Game, Outcome, PlayerId, SetupError, Viewer};

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
    HAND_LIMIT, PROGRESS_1950, ROUNDS, SLOTS, SLOTS_PER_SECTION, SLOT_DEPTH,
};
