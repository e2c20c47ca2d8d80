//! Scoring (rulebook "Scoring"): completed Projects, every Specialist in the
//! Hub (covered or not), asterisk abilities; not cards in hand. Ties go to
//! the most Progress from Projects; still tied, a shared win.

use cardgame_core::{BySeat, Outcome, PlayerId};

use crate::abilities::score_bonus;
use crate::state::{EndTrigger, LetsGo};

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

impl LetsGo {
    /// The Progress `p` would score if the game ended now.
    pub fn score_sheet(&self, p: PlayerId) -> ScoreSheet {
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
    pub fn scores(&self) -> BySeat<i32> {
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
