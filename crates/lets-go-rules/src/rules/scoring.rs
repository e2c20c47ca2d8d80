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
//!
//! The score estimate bots play on ([`Evaluate`] for [`LetsGo`]) is written
//! from this section too: the Progress scored so far, plus a modest share
//! of what is in progress (see [`RawState::estimate`]).

use core::fmt;

use cardgame_core::{BySeat, Evaluate, Outcome, PlayerId};

use crate::data::{Ability, Field, Icons};
use crate::rules::abilities::score_bonus;
use crate::state::{EndTrigger, Hub, LetsGo, ProjectSlot, RawState, Stage};

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

/// The Progress of `p` with this Hub and these Projects (Scoring).
pub(crate) fn sheet_of(hub: &Hub, projects: &[ProjectSlot], p: PlayerId) -> ScoreSheet {
    let mut sheet = ScoreSheet::default();
    for slot in projects {
        if slot.owner == Some(p) {
            sheet.projects += u32::from(slot.project.data().points);
        }
    }
    sheet.specialists = hub.printed_points();
    if hub.has_asterisks() {
        for placed in hub.placed() {
            if placed.card.data().asterisk() {
                sheet.asterisks += score_bonus(placed.card, hub, projects, p);
            }
        }
    }
    sheet
}

/// The weights of [`RawState::estimate`], in tenths of a Progress point.
mod weight {
    /// A Progress point scored.
    pub const PROGRESS: i64 = 10;
    /// A Project met now by the player whose turn it is: completed at the
    /// end of the turn.
    pub const MET_NOW_PERCENT: i64 = 90;
    /// A Project met by another player: completed at the end of their
    /// next turn, unless somebody completes it first.
    pub const MET_LATER_PERCENT: i64 = 60;
    /// The share of a Project's Progress for each Skill it asks for that the
    /// Hub already has, in percent of its Progress per Skill.
    pub const PARTLY_MET_PERCENT: i64 = 30;
    /// A Specialist in hand: two Research icons when returned, or a recruit.
    pub const HAND_CARD: i64 = 5;
    /// The cards in hand beyond which more are worth little.
    pub const HAND_USEFUL: u32 = 4;
    /// A Research token held (paying one gives it to the player on the left).
    pub const TOKEN: i64 = 4;
    /// A Skill matching its Division: one Research icon less on every later
    /// recruit there (Step 2).
    pub const MATCHING_SKILL: i64 = 3;
    /// An active ability on top of a Division (used every turn).
    pub const ACTIVE_ABILITY: i64 = 4;
    /// An ability used instead of the action whose Specialist is still to
    /// be chosen: a recruitment on favourable terms is coming.
    pub const ANNOUNCED_RECRUIT: i64 = 25;
}

impl RawState {
    /// The score estimate of [`Evaluate`], in tenths of a Progress point:
    ///
    /// - the Progress `p` would score now (Scoring: completed Projects, every
    ///   Specialist in the Hub, asterisks), counting a Specialist being paid
    ///   for as already placed — a recruitment once started is always
    ///   completed (ruling R3);
    /// - for each Project still on the table, a share of its Progress: 90%
    ///   when `p` meets it on their own turn (it is completed at the end of
    ///   the turn), 60% when `p` meets it otherwise, else 30% of the
    ///   Progress per Skill required that the Hub has (Skills gained this
    ///   turn and a Skill being paid for included);
    /// - half a point per card in hand (up to four), 0.4 per Research token,
    ///   0.3 per Skill matching its Division (cheaper recruits there), 0.4
    ///   per active ability on top of a Division, and 2.5 while an ability
    ///   used instead of the action has its Specialist still to choose.
    ///
    /// At game end it is exactly ten times the final Progress.
    pub(crate) fn estimate(&self, p: PlayerId) -> i64 {
        let Some(&hub) = self.hubs.get(p) else {
            return 0;
        };
        let projects = self.projects.as_slice();
        if matches!(self.stage, Stage::Over) {
            return weight::PROGRESS * i64::from(sheet_of(&hub, projects, p).total());
        }
        let mine = p == self.current;
        let mut hub = hub;
        let mut skills = self.project_skills(p);
        let mut value = 0i64;
        if mine {
            match self.stage {
                Stage::Paying(pay) if hub.push(pay.card, pay.division).is_ok() => {
                    for &s in pay.card.data().skills {
                        skills.add(s);
                    }
                }
                Stage::Boosting(b) => {
                    if let Some(s) = b.skill {
                        skills.add(s);
                    }
                }
                Stage::Choosing { .. } => value += weight::ANNOUNCED_RECRUIT,
                _ => {}
            }
        }
        value += weight::PROGRESS * i64::from(sheet_of(&hub, projects, p).total());
        value += open_projects_value(projects, &skills, mine);
        let hand = self.hands.get(p).map_or(0, |h| h.len() as u32);
        value += weight::HAND_CARD * i64::from(hand.min(weight::HAND_USEFUL));
        value += weight::TOKEN * i64::from(self.tokens.get(p).map_or(0, |t| t.total()));
        for d in Field::ALL {
            value += weight::MATCHING_SKILL * i64::from(hub.matching_skills(d));
            if let Some(top) = hub.top(d) {
                if !matches!(top.data().ability, Ability::None | Ability::Score(_)) {
                    value += weight::ACTIVE_ABILITY;
                }
            }
        }
        value
    }
}

/// The estimate's share of the Projects still on the table (see
/// [`RawState::estimate`]).
fn open_projects_value(projects: &[ProjectSlot], skills: &Icons, mine: bool) -> i64 {
    let mut value = 0;
    for slot in projects.iter().filter(|s| s.owner.is_none()) {
        let side = slot.project.data();
        let points = weight::PROGRESS * i64::from(side.points);
        let required = i64::from(side.skills.total());
        let missing = i64::from(side.skills.beyond(skills));
        value += if missing == 0 {
            let percent = if mine {
                weight::MET_NOW_PERCENT
            } else {
                weight::MET_LATER_PERCENT
            };
            points * percent / 100
        } else {
            points * (required - missing) * weight::PARTLY_MET_PERCENT / (100 * required.max(1))
        };
    }
    value
}

/// Bots' score estimate, in tenths of a Progress point: the Progress scored
/// now (a Specialist being paid for counted as placed), a share of each
/// Project still on the table (90% when met on the player's own turn, 60%
/// when met otherwise, else 30% of its Progress per required Skill the Hub
/// has), and small amounts for cards in hand, Research tokens, Skills
/// matching their Division and active abilities (see "Bots" in the crate
/// documentation). At game end, ten times the final Progress.
impl Evaluate for LetsGo {
    /// Ten Progress points.
    const DECISIVE_MARGIN: i64 = 100;

    fn evaluate(&self, seat: PlayerId) -> i64 {
        self.s.estimate(seat)
    }
}

impl RawState {
    /// The outcome, once the game is over.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        matches!(self.stage, Stage::Over).then(|| self.final_outcome())
    }

    /// The Progress `p` would score if the game ended now.
    pub(crate) fn score_sheet(&self, p: PlayerId) -> ScoreSheet {
        match self.hubs.get(p) {
            Some(hub) => sheet_of(hub, self.projects.as_slice(), p),
            None => ScoreSheet::default(),
        }
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
