//! Words for people: actions as sentences, the full text of what an action
//! refers to, and every component of a game as a card sheet.
//!
//! Rendering is for front ends (terminal play, narration, logs), never a hot
//! path; everything is written through `core::fmt::Write`, so it works in
//! `no_std`. Nothing here may print Rust `Debug` text.

use alloc::string::String;
use core::fmt::{self, Write};

use crate::game::Game;
use crate::seat::PlayerId;

/// A game's words for people.
pub trait Describe: Game {
    /// `action` as one sentence in the game's vocabulary for `seat` in this
    /// state, with the numbers that matter now (a cost left to pay, the roll
    /// a launch needs, a card's name and division).
    ///
    /// # Errors
    /// Only the writer's.
    fn describe_action(
        &self,
        seat: PlayerId,
        action: &Self::Action,
        out: &mut dyn Write,
    ) -> fmt::Result;

    /// The full text of what `action` refers to (the card, tile or Director
    /// with every printed value and its ability in the rulebook's words), for
    /// a person who asks about it before choosing.
    ///
    /// # Errors
    /// Only the writer's.
    fn explain_action(
        &self,
        seat: PlayerId,
        action: &Self::Action,
        out: &mut dyn Write,
    ) -> fmt::Result;

    /// Every component of the game with `config`, like a card sheet: name,
    /// every printed value labelled as the rulebook labels it, and its
    /// ability in the rulebook's words.
    ///
    /// # Errors
    /// Only the writer's.
    fn card_sheet(config: &Self::Config, out: &mut dyn Write) -> fmt::Result;

    /// [`Describe::describe_action`] as a `String`.
    fn action_sentence(&self, seat: PlayerId, action: &Self::Action) -> String {
        let mut s = String::new();
        let _ = self.describe_action(seat, action, &mut s);
        s
    }

    /// [`Describe::explain_action`] as a `String`.
    fn action_explanation(&self, seat: PlayerId, action: &Self::Action) -> String {
        let mut s = String::new();
        let _ = self.explain_action(seat, action, &mut s);
        s
    }
}

/// Writes `n` with a comma between each group of three digits (`80,000`).
///
/// ```
/// let mut s = String::new();
/// cardgame_core::describe::thousands(&mut s, -1234567).unwrap();
/// assert_eq!(s, "-1,234,567");
/// ```
///
/// # Errors
/// Only the writer's.
pub fn thousands(out: &mut dyn Write, n: i64) -> fmt::Result {
    if n < 0 {
        out.write_char('-')?;
    }
    let mut digits = [0u8; 20];
    let mut v = n.unsigned_abs();
    let mut len = 0;
    loop {
        digits[len] = b'0' + (v % 10) as u8;
        len += 1;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for i in (0..len).rev() {
        out.write_char(char::from(digits[i]))?;
        if i > 0 && i % 3 == 0 {
            out.write_char(',')?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::thousands;
    use alloc::string::String;

    #[test]
    fn thousands_groups_digits() {
        for (n, s) in [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (80_000, "80,000"),
            (-5, "-5"),
        ] {
            let mut out = String::new();
            thousands(&mut out, n).unwrap();
            assert_eq!(out, s);
        }
    }
}
