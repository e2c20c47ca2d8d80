//! Golden action files: one `P<seat>: <action>` per line, the format every
//! game's recorded games are kept in.
//!
//! Blank lines and lines starting with `#` are skipped; seats count from 0.
//!
//! ```
//! use cardgame_core::golden::{parse_actions, write_actions};
//! use cardgame_core::PlayerId;
//!
//! let text = "# a comment\nP0: 17\nP2: 5\n";
//! let actions = parse_actions::<u32>(text).unwrap();
//! assert_eq!(actions, vec![(PlayerId(0), 17), (PlayerId(2), 5)]);
//! assert_eq!(write_actions(&actions), "P0: 17\nP2: 5\n");
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{Display, Write};
use core::str::FromStr;

use crate::seat::PlayerId;

/// Why a golden action file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GoldenError {
    /// A line does not start with `P<seat>: `.
    #[error("line {line}: expected `P<seat>: <action>`, found {text:?}")]
    Shape {
        /// The 1-based line number.
        line: usize,
        /// The line as written.
        text: String,
    },
    /// The action text after the seat does not parse.
    #[error("line {line}: {text:?} is not an action of this game")]
    Action {
        /// The 1-based line number.
        line: usize,
        /// The action text.
        text: String,
    },
}

/// Reads a golden action file.
///
/// # Errors
/// [`GoldenError`] naming the first line that is not `P<seat>: <action>`.
pub fn parse_actions<A: FromStr>(text: &str) -> Result<Vec<(PlayerId, A)>, GoldenError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let shape = || GoldenError::Shape {
            line: i + 1,
            text: String::from(raw),
        };
        let rest = line.strip_prefix('P').ok_or_else(shape)?;
        let (seat, action) = rest.split_once(':').ok_or_else(shape)?;
        let seat: u8 = seat.trim().parse().map_err(|_| shape())?;
        let action = action.trim();
        let parsed = action.parse().map_err(|_| GoldenError::Action {
            line: i + 1,
            text: String::from(action),
        })?;
        out.push((PlayerId(seat), parsed));
    }
    Ok(out)
}

/// Writes actions in the golden format, one `P<seat>: <action>` per line.
pub fn write_actions<A: Display>(actions: &[(PlayerId, A)]) -> String {
    let mut s = String::new();
    for (p, a) in actions {
        let _ = writeln!(s, "P{}: {a}", p.0);
    }
    s
}
