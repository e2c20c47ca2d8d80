//! The shared driver of the examples: the command line ([`cli`]), games
//! between bots narrated for a spectator and one seat played in the
//! terminal ([`driver`]), what the driver knows of each game ([`front`]),
//! and the arena of bots ([`arena`]).
//!
//! ```
//! use space_games_examples::arena::BotSpec;
//! use space_games_examples::driver::watch;
//! use lets_go_rules::{Config, LetsGo};
//!
//! let mut out = Vec::new();
//! let outcome = watch::<LetsGo>(&Config::new(2), 3, &BotSpec::Random, &mut out).unwrap();
//! let text = String::from_utf8(out).unwrap();
//! assert_eq!(outcome.scores.len(), 2);
//! assert_eq!(text.matches("GAME OVER").count(), 1);
//! assert!(text.lines().all(|l| l.chars().count() <= 100));
//! ```

pub mod arena;
pub mod cli;
pub mod driver;
pub mod front;
pub mod text;

pub use cli::{run, BotKind, Common, Defaults};
pub use driver::{play, watch, Ending, PlayOptions};
pub use front::Front;
