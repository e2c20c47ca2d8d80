//! The game's options: seat count and board configuration, and how colours
//! map to seats.
//!
//! With 3 to 6 players every seat plays one colour, and colour `i` is seat
//! `i`. The 2-player variant is set up "as a four-player game": four colours
//! around the table. Seats stay the two people (cardgame-core's `PlayerId`);
//! colours are a separate index (ruling R10): colour 0 is seat 0's main
//! colour, colour 1 seat 1's main colour, colour 2 seat 0's neutral colour and
//! colour 3 seat 1's neutral colour. Clockwise order is colour order, so the
//! two main colours sit side by side, each neutral colour sits across from
//! its controller's main colour, and the controllers alternate around the
//! table, as in the rulebook's seating diagram.

use cardgame_core::{PlayerId, SetupError};
use core::fmt;

pub use crate::data::zones::Board;

/// The most colours in a game.
pub const MAX_COLOURS: usize = 6;

/// A game's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// Players: 3 to 6, or 2 for the neutral-colour variant.
    pub players: u8,
    /// The modular board configuration.
    pub board: Board,
}

impl Default for Config {
    fn default() -> Self {
        Config::new(4)
    }
}

impl Config {
    /// A game for `players` (3 to 6, or 2 for the neutral-colour variant) on
    /// board configuration 1; [`Config::validate`] checks the count.
    pub const fn new(players: u8) -> Config {
        Config {
            players,
            board: Board::One,
        }
    }

    /// The same options on another board configuration.
    pub const fn with_board(self, board: Board) -> Config {
        Config { board, ..self }
    }

    /// Whether this is the 2-player variant with neutral colours.
    #[inline]
    pub const fn is_two_player(&self) -> bool {
        self.players == 2
    }

    /// How many colours are in play (4 in the 2-player variant).
    #[inline]
    pub const fn colours(&self) -> usize {
        if self.players == 2 {
            4
        } else if (self.players as usize) > MAX_COLOURS {
            MAX_COLOURS
        } else {
            self.players as usize
        }
    }

    /// How many docks the launchpad has: one per colour (rulebook, setup 2;
    /// the 2-player game is set up as a four-player game).
    #[inline]
    pub const fn docks(&self) -> usize {
        self.colours()
    }

    /// Checks the options.
    ///
    /// # Errors
    /// [`SetupError::SeatCount`] unless 2 to 6 players.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(2..=6).contains(&self.players) {
            return Err(SetupError::SeatCount {
                game: "Mission: Red Planet",
                got: self.players as usize,
                min: 2,
                max: 6,
            });
        }
        Ok(())
    }

    /// The seat that makes the decisions of colour `c`.
    #[inline]
    pub const fn controller(&self, c: Colour) -> PlayerId {
        if self.players == 2 {
            PlayerId(c.0 % 2)
        } else {
            PlayerId(c.0)
        }
    }

    /// Whether `c` is a neutral colour (2-player variant).
    #[inline]
    pub const fn is_neutral(&self, c: Colour) -> bool {
        self.players == 2 && c.0 >= 2
    }

    /// The main colour of seat `p`.
    #[inline]
    pub const fn main_colour(&self, p: PlayerId) -> Colour {
        Colour(p.0)
    }

    /// The neutral colour of seat `p` (2-player variant only).
    #[inline]
    pub const fn neutral_colour(&self, p: PlayerId) -> Option<Colour> {
        if self.players == 2 && p.0 < 2 {
            Some(Colour(p.0 + 2))
        } else {
            None
        }
    }

    /// The colours in play, in clockwise order.
    pub fn all_colours(&self) -> impl Iterator<Item = Colour> + Clone {
        (0..self.colours() as u8).map(Colour)
    }
}

/// A colour in play: a player's astronauts, specialists and point tokens.
/// Colours are listed in clockwise order around the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Colour(pub u8);

impl Colour {
    /// The colour's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The colour's printed name.
    pub const fn name(self) -> &'static str {
        match self.0 {
            0 => "Red",
            1 => "Blue",
            2 => "Yellow",
            3 => "Green",
            4 => "White",
            5 => "Black",
            _ => "?",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
