//! The game's options: seats, first player, Project sides, the stall rule.

use cardgame_core::{PlayerId, SetupError};

/// Who receives the First Player marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FirstPlayer {
    /// Chosen at random with the game's seed.
    Random,
    /// This seat (the player who has been to space most recently).
    Seat(PlayerId),
}

/// How the side of each Project tile is chosen (Setup 2: "toss each tile
/// into the air ... However, you may use any other method you wish").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ProjectSides {
    /// Each tile lands on a random side (the recommended toss).
    Random,
    /// Every tile shows its Soviet spacecraft.
    Soviet,
    /// Every tile shows its American spacecraft.
    American,
}

/// A game's configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Config {
    /// Number of players, 2 to 4.
    pub players: u8,
    /// Who starts.
    pub first_player: FirstPlayer,
    /// How Project sides are chosen.
    pub sides: ProjectSides,
    /// The stall rule (ruling R7): the last round starts once this many full
    /// rounds in a row (rounds × players turns) pass with no Specialist
    /// recruited, no Project completed and no card leaving the deck.
    /// 1 to 50; default 5.
    pub stall_rounds: u8,
}

impl Config {
    /// The fewest players.
    pub const MIN_PLAYERS: u8 = 2;
    /// The most players.
    pub const MAX_PLAYERS: u8 = 4;
    /// The default of [`Config::stall_rounds`].
    pub const DEFAULT_STALL_ROUNDS: u8 = 5;
    /// The largest [`Config::stall_rounds`].
    pub const MAX_STALL_ROUNDS: u8 = 50;

    /// A game for `seats` players (2 to 4, checked by [`Config::validate`])
    /// with the default options: random first player, random Project sides,
    /// stall rule after 5 quiet rounds. Change them with the `with_` builders.
    pub const fn new(seats: u8) -> Config {
        Config {
            players: seats,
            first_player: FirstPlayer::Random,
            sides: ProjectSides::Random,
            stall_rounds: Config::DEFAULT_STALL_ROUNDS,
        }
    }

    /// The same config with a fixed first player (Setup 5: "the player who
    /// has been to space most recently"; ruling R12).
    pub const fn with_first_player(mut self, seat: PlayerId) -> Config {
        self.first_player = FirstPlayer::Seat(seat);
        self
    }

    /// The same config with another way of choosing Project sides (ruling R12).
    pub const fn with_sides(mut self, sides: ProjectSides) -> Config {
        self.sides = sides;
        self
    }

    /// The same config with another stall rule: the last round starts after
    /// `rounds` quiet rounds (1 to 50; ruling R7).
    pub const fn with_stall_rounds(mut self, rounds: u8) -> Config {
        self.stall_rounds = rounds;
        self
    }

    /// The number of quiet turns that starts the last round.
    pub const fn stall_turns(&self) -> u16 {
        self.stall_rounds as u16 * self.players as u16
    }

    /// Checks the options.
    ///
    /// # Errors
    /// [`SetupError`] naming the option out of range.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(Self::MIN_PLAYERS..=Self::MAX_PLAYERS).contains(&self.players) {
            return Err(SetupError::SeatCount {
                game: "Let's Go! To Space",
                got: usize::from(self.players),
                min: usize::from(Self::MIN_PLAYERS),
                max: usize::from(Self::MAX_PLAYERS),
            });
        }
        if let FirstPlayer::Seat(p) = self.first_player {
            if p.0 >= self.players {
                return Err(SetupError::InvalidOption {
                    option: "first_player",
                    reason: "the first player must be one of the seats",
                });
            }
        }
        if self.stall_rounds == 0 || self.stall_rounds > Self::MAX_STALL_ROUNDS {
            return Err(SetupError::InvalidOption {
                option: "stall_rounds",
                reason: "the stall rule counts 1 to 50 quiet rounds",
            });
        }
        Ok(())
    }
}

impl Default for Config {
    /// Three players with the default options.
    fn default() -> Self {
        Config::new(3)
    }
}
