//! Scoring (rulebook heading): "Count the Progress points marked on your
//! completed Projects. Count the Progress points marked on all Specialists
//! in your Hub, whether they are on top of the Division or not. Determine
//! the score for Specialists marked with an asterisk ... Do not count
//! Specialist cards in your hand. The player who made the most Progress
//! wins. In case of a tie, the player with the most points from completed
//! Projects wins. If there is still a tie, both players are proclaimed the
//! winners!"
//!
//! Rulings applied here: R2 (every Skill icon counts for the asterisk
//! abilities that count Skills), R7 (a game ended by the stall rule is
//! reported as capped), R15 (ties, for three or four players too).

use core::fmt;

use cardgame_core::{BySeat, Outcome, PlayerId};

use crate::rules::abilities::score_bonus;
use crate::state::{EndTrigger, RawState, Stage};

/// A player's Progress, line by line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreSheet {
    /// Progress points of completed Projects.
    pub projects: u32,
    /// Printed Progress points of every Specialist in the Hub.
    pub specialists: u32,
    /// Progress from asterisk abilities.
    pub asterisks: u32,
}

impl ScoreSheet {
    /// The total Progress.
    pub const fn total(&self) -> u32 {
        self.projects + self.specialists + self.asterisks
    }
}

impl fmt::Display for ScoreSheet {
    /// `27 Progress: 3 from Projects, 20 from Specialists, 4 from asterisks`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} Progress: {} from Projects, {} from Specialists, {} from asterisks",
            self.total(),
            self.projects,
            self.specialists,
            self.asterisks
        )
    }
}

impl RawState {
    /// The outcome, once the game is over.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        matches!(self.stage, Stage::Over).then(|| self.final_outcome())
    }

    /// The Progress `p` would score if the game ended now.
    pub(crate) fn score_sheet(&self, p: PlayerId) -> ScoreSheet {
        let mut sheet = ScoreSheet::default();
        for slot in self.projects.iter() {
            if slot.owner == Some(p) {
                sheet.projects += u32::from(slot.project.data().points);
            }
        }
        if let Some(hub) = self.hubs.get(p) {
            for placed in hub.placed() {
                sheet.specialists += u32::from(placed.card.data().points);
                sheet.asterisks += score_bonus(placed.card, hub, self.projects.as_slice(), p);
            }
        }
        sheet
    }

    /// Every player's total Progress now.
    pub(crate) fn scores(&self) -> BySeat<i32> {
        BySeat::from_fn(self.players(), |p| {
            i32::try_from(self.score_sheet(p).total()).unwrap_or(i32::MAX)
        })
    }

    /// The ranking: most Progress, then most Progress from Projects; seats
    /// still tied share the place (and the win).
    pub(crate) fn final_outcome(&self) -> Outcome {
        let sheets = BySeat::from_fn(self.players(), |p| self.score_sheet(p));
        let scores = self.scores();
        Outcome::ranked(scores, |p| {
            (
                sheets.get(p).map_or(0, |s| s.total()),
                sheets.get(p).map_or(0, |s| s.projects),
            )
        })
        .with_cap(self.last_round == Some(EndTrigger::Stall))
    }
}
