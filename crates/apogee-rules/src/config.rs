//! Game configuration: seats, Mission, the optional single-winner tie-break
//! and the turn cap.
//!
//! ```
//! use apogee_rules::{Config, Mission, SoloMission};
//!
//! let four = Config::new(4).with_mission(Mission::M5).with_single_winner(true);
//! assert!(four.validate().is_ok());
//! let solo = Config::new(1).with_mission(SoloMission::S3);
//! assert!(solo.is_solo());
//! assert!(Config::new(1).with_mission(Mission::M1).validate().is_err());
//! ```

use cardgame_core::SetupError;

use crate::data::missions::{Mission, SoloMission};

/// The Mission played: a multiplayer Mission card or a Solo Mission card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MissionChoice {
    /// A multiplayer Mission (2 to 5 players).
    Multiplayer(Mission),
    /// A Solo Mission (1 player).
    Solo(SoloMission),
}

impl From<Mission> for MissionChoice {
    fn from(m: Mission) -> Self {
        MissionChoice::Multiplayer(m)
    }
}

impl From<SoloMission> for MissionChoice {
    fn from(m: SoloMission) -> Self {
        MissionChoice::Solo(m)
    }
}

/// The default turn cap of a multiplayer game (ruling R6): the 20 Events
/// twice over, far beyond a sensible game of even Mission 12.
pub const DEFAULT_TURN_CAP: u8 = 40;
/// The largest allowed turn cap.
pub const MAX_TURN_CAP: u8 = 100;

/// How a game is set up: build it with [`Config::new`] and the `with_*`
/// options, check it with [`Config::validate`] (which [`crate::Game::new`]
/// also runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Players: 1 (solo) or 2 to 5.
    pub seats: u8,
    /// The Mission, chosen before the game and never changed.
    pub mission: MissionChoice,
    /// "Determining a Winner in Case of a Tie": a single winner among those
    /// who fulfil the Mission in the same turn (lowest team + Director
    /// Authority, then lowest Director Authority). Agreed before the game.
    pub single_winner: bool,
    /// Multiplayer only: the game ends, with no winner, at the end of this
    /// turn if nobody has fulfilled the Mission (ruling R6). Solo games end
    /// at their Mission's turn count.
    pub turn_cap: u8,
}

impl Config {
    /// A game of `seats` players: 1 is the solo game (on Solo Mission 1),
    /// 2 to 5 the multiplayer game (on Mission 1); no tie-break, the
    /// default turn cap.
    pub const fn new(seats: u8) -> Config {
        Config {
            seats,
            mission: if seats == 1 {
                MissionChoice::Solo(SoloMission::S1)
            } else {
                MissionChoice::Multiplayer(Mission::M1)
            },
            single_winner: false,
            turn_cap: DEFAULT_TURN_CAP,
        }
    }

    /// The same config on another Mission: a [`Mission`] for 2 to 5
    /// players, a [`SoloMission`] for 1.
    pub fn with_mission(mut self, mission: impl Into<MissionChoice>) -> Config {
        self.mission = mission.into();
        self
    }

    /// The same config with (or without) the single-winner tie-break
    /// ("Determining a Winner in Case of a Tie").
    pub const fn with_single_winner(mut self, single_winner: bool) -> Config {
        self.single_winner = single_winner;
        self
    }

    /// The same config with another turn cap (1 to [`MAX_TURN_CAP`]; ruling
    /// R6; multiplayer only).
    pub const fn with_turn_cap(mut self, turns: u8) -> Config {
        self.turn_cap = turns;
        self
    }

    /// The multiplayer Mission, if any.
    pub const fn mission(&self) -> Option<Mission> {
        match self.mission {
            MissionChoice::Multiplayer(m) => Some(m),
            MissionChoice::Solo(_) => None,
        }
    }

    /// The Solo Mission, if any.
    pub const fn solo_mission(&self) -> Option<SoloMission> {
        match self.mission {
            MissionChoice::Solo(m) => Some(m),
            MissionChoice::Multiplayer(_) => None,
        }
    }

    /// Whether this is a solo game.
    pub const fn is_solo(&self) -> bool {
        matches!(self.mission, MissionChoice::Solo(_))
    }

    /// The last turn of the game: the solo Mission's duration or the cap.
    pub const fn last_turn(&self) -> u8 {
        match self.mission {
            MissionChoice::Solo(m) => m.turns(),
            MissionChoice::Multiplayer(_) => self.turn_cap,
        }
    }

    /// Checks that the config is playable.
    ///
    /// # Errors
    /// [`SetupError`] naming the bad option: a Solo Mission with other than
    /// 1 player, a multiplayer Mission with other than 2 to 5, or a turn cap
    /// outside 1 to [`MAX_TURN_CAP`].
    pub fn validate(&self) -> Result<(), SetupError> {
        match self.mission {
            MissionChoice::Solo(_) if self.seats != 1 => Err(SetupError::InvalidOption {
                option: "mission",
                reason: "a Solo Mission is played by exactly 1 player",
            }),
            MissionChoice::Multiplayer(_) if !(2..=5).contains(&self.seats) => {
                Err(SetupError::SeatCount {
                    game: "Apogee",
                    got: usize::from(self.seats),
                    min: 2,
                    max: 5,
                })
            }
            MissionChoice::Multiplayer(_) if self.turn_cap == 0 || self.turn_cap > MAX_TURN_CAP => {
                Err(SetupError::InvalidOption {
                    option: "turn_cap",
                    reason: "the turn cap must be between 1 and 100",
                })
            }
            _ => Ok(()),
        }
    }
}

impl Default for Config {
    /// Three players on Mission 1.
    fn default() -> Self {
        Config::new(3)
    }
}
