//! One dependency for the four space-games rules engines: Apogee, Mission:
//! Red Planet, Space Race and Let's Go! To Space.
//!
//! - [`load`] sets up any game by name with string parameters, as a
//!   [`DynGame`]: to-act, legal masks, apply by index, observations as JSON,
//!   as a board for people and as a fixed-shape tensor, returns, clone,
//!   JSON states, action texts, and bots that see only their seat's view.
//! - Each game crate is re-exported ([`apogee`], [`lets_go`], [`red_planet`],
//!   [`space_race`]) for the typed API.
//!
//! ```
//! let mut game = space_games::load("red-planet(players=3)", 7).unwrap();
//! while !game.is_finished() {
//!     let seat = game.to_act()[0];
//!     let action = game.bot_action(seat, "random", 1).unwrap().unwrap();
//!     game.apply(seat, action).unwrap();
//! }
//! let returns = game.returns().unwrap();
//! assert!(returns.iter().all(|r| (-1.0..=1.0).contains(r)));
//! assert!(space_games::load("chess", 1).is_err());
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod dynamic;
mod games;
mod params;

pub use apogee_rules as apogee;
pub use cardgame_core;
pub use dynamic::{Dyn, DynError, DynGame, Playable};
pub use games::{
    apogee_config, lets_go_config, red_planet_config, space_race_config, GameInfo, GAMES,
};
pub use lets_go_rules as lets_go;
pub use params::{Params, Spec};
pub use red_planet_rules as red_planet;
pub use space_race_rules as space_race;

/// Why a game could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// The specification is malformed.
    #[error("{spec:?} is not a game specification: {why} (write name(key=value,...))")]
    Syntax {
        /// The text.
        spec: String,
        /// What is wrong.
        why: String,
    },
    /// No game has that name.
    #[error("no game is called {name:?}: choose one of {known}")]
    UnknownGame {
        /// The name asked for.
        name: String,
        /// The names there are.
        known: String,
    },
    /// The game takes no such parameter.
    #[error("{game} takes no parameter {key:?}: its parameters are {known}")]
    UnknownParam {
        /// The game.
        game: &'static str,
        /// The parameter.
        key: String,
        /// The parameters it takes.
        known: String,
    },
    /// A parameter's value is not valid.
    #[error("{game}: {key}={value} is not valid: expected {expected}")]
    BadValue {
        /// The game.
        game: &'static str,
        /// The parameter.
        key: String,
        /// Its value.
        value: String,
        /// What would be valid.
        expected: String,
    },
    /// The game refused the config the parameters make.
    #[error("{game}: {why}")]
    Setup {
        /// The game.
        game: &'static str,
        /// Its reason.
        why: String,
    },
}

/// Loads a game from a specification such as `apogee(players=3,mission=4)`,
/// set up with `seed`.
///
/// # Errors
/// [`LoadError`] naming what is wrong and what is allowed.
pub fn load(spec: &str, seed: u64) -> Result<Box<dyn DynGame>, LoadError> {
    let spec = Spec::parse(spec)?;
    games::build(spec, seed)
}
