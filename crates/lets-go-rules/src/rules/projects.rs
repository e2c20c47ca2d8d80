//! Completing Projects (the rulebook's Key Terms: "Skills of different types
//! are required to complete a Project"; the rule itself comes from the
//! supplement): "at the end of your turn, after either action, count the
//! Skill icons of all Specialists in your Hub, covered or not. If they meet
//! every requirement of a Project still on the table, take that Project
//! tile. At most one Project per turn." Skills are not spent.
//!
//! Rulings applied here: R1 (one met Project is taken at once; the player
//! chooses among several), R2 (every Skill icon counts, in any Division),
//! R9 (Skills gained by end-of-turn abilities count this turn only).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::{Icons, ProjectId, PROJECT_SIDES};
use crate::event::Event;
use crate::rules::recruiting::{packed, packed_clamped, HIGH};
use crate::state::{EndTrigger, RawState, Stage};

/// `REQUIRED[id]`: the Skills a Project side requires, [`packed`] (32 wide,
/// so a masked id needs no bounds check).
const REQUIRED: [u64; 32] = {
    let mut table = [0u64; 32];
    let mut id = 0;
    while id < PROJECT_SIDES.len() {
        table[id] = packed(PROJECT_SIDES[id].skills);
        id += 1;
    }
    table
};

/// The fewest colours of Skills any Project side requires.
const FEWEST_COLOURS: u32 = {
    let mut fewest = 5;
    let mut id = 0;
    while id < PROJECT_SIDES.len() {
        let skills = PROJECT_SIDES[id].skills.0;
        let mut n = 0;
        let mut f = 0;
        while f < 5 {
            n += (skills[f] > 0) as u32;
            f += 1;
        }
        if n < fewest {
            fewest = n;
        }
        id += 1;
    }
    fewest
};

/// How many colours the Skills `have` (as [`packed_clamped`], each byte
/// below 128) hold.
#[inline]
fn colours(have: u64) -> u32 {
    let low = 0x7f_7f7f_7f7f;
    let held = ((have + low) & HIGH) >> 7;
    (held.wrapping_mul(0x01_0101_0101) >> 32) as u32 & 0xff
}

/// Whether the Skills `have` (as [`packed_clamped`]) meet the requirements
/// of `project`, every field at once: each byte of `have | HIGH` less the
/// requirement (at most 2) keeps its high bit exactly when it is met.
#[inline]
fn meets(have: u64, project: ProjectId) -> bool {
    let required = REQUIRED[usize::from(project.id()) & 31];
    ((have | HIGH) - required) & HIGH == HIGH
}

impl RawState {
    /// The Skill icons `p` counts toward Projects now: every Skill icon in
    /// the Hub, in any Division, covered or not (ruling R2), plus the Skills
    /// gained this turn by abilities (current player only).
    #[inline]
    pub(crate) fn project_skills(&self, p: PlayerId) -> Icons {
        let mut icons = self
            .hubs
            .get(p)
            .map(|h| h.skill_icons())
            .unwrap_or_default();
        if p == self.current && self.turn.bonus != Icons::ZERO {
            icons = icons.plus(&self.turn.bonus);
        }
        icons
    }

    /// The Projects still on the table whose requirements `p` meets now.
    #[inline]
    pub(crate) fn met_projects(&self, p: PlayerId) -> impl Iterator<Item = ProjectId> + '_ {
        let skills = self.project_skills(p);
        self.projects
            .iter()
            .filter(move |s| s.owner.is_none() && skills.covers(&s.project.data().skills))
            .map(|s| s.project)
    }

    /// Whether `p` may complete `project` now.
    pub(crate) fn can_claim(&self, p: PlayerId, project: ProjectId) -> bool {
        self.met_projects(p).any(|m| m == project)
    }

    /// End of the turn: complete a met Project (the player chooses when
    /// several are met), then pass the turn on.
    #[inline(always)]
    pub(crate) fn end_turn<S: EventSink<Event>>(&mut self, events: &mut S) {
        let p = self.current;
        // The met slots as a mask, worked out without a branch per Project.
        let skills = packed_clamped(&self.project_skills(p));
        let mut met = 0u32;
        // Skills of too few colours meet no Project.
        if colours(skills) >= FEWEST_COLOURS {
            for (i, s) in self.projects.iter().enumerate() {
                let ok = s.owner.is_none() & meets(skills, s.project);
                met |= u32::from(ok) << i;
            }
        }
        let first = (met != 0)
            .then(|| self.projects.as_slice().get(met.trailing_zeros() as usize))
            .flatten()
            .map(|s| s.project);
        let several = met.count_ones() > 1;
        match (first, several) {
            (Some(_), true) => self.stage = Stage::Claiming,
            (Some(project), false) => {
                self.claim(p, project, events);
                self.finish_turn(events);
            }
            (None, _) => self.finish_turn(events),
        }
    }

    /// `p` completes `project` (at most one per turn).
    pub(crate) fn claim<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        project: ProjectId,
        events: &mut S,
    ) {
        if let Some(slot) = self
            .projects
            .as_mut_slice()
            .iter_mut()
            .find(|s| s.project == project)
        {
            slot.owner = Some(p);
        }
        self.turn.progress = true;
        if events.wants_events() {
            events.emit(
                Audience::All,
                Event::CompletedProject { player: p, project },
            );
        }
        if self.projects.iter().all(|s| s.owner.is_some()) {
            self.start_last_round(EndTrigger::AllProjects, events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_count_the_held_skills_and_no_project_needs_fewer() {
        for x in 0..=255u8 {
            for f in 0..5 {
                let mut icons = Icons([2, 0, 70, 0, 1]);
                icons.0[f] = x;
                let held = icons.0.iter().filter(|&&c| c > 0).count() as u32;
                assert_eq!(colours(packed_clamped(&icons)), held);
            }
        }
        for side in &PROJECT_SIDES {
            let needed = side.skills.0.iter().filter(|&&c| c > 0).count() as u32;
            assert!(needed >= FEWEST_COLOURS);
        }
    }
}
