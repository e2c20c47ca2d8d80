//! Projects: "If at any point on your turn you meet this requirement, you
//! may place a number of Astronauts from your Agency into the Standby area
//! beside the corresponding Project ... up to the number shown." "At the end
//! of your turn, you must move every Astronaut you have on Standby onto a
//! space of the appropriate Project." "When you place your first Astronaut
//! on a Project, you may place it on any empty space with a blue border. Any
//! future Astronauts you place on the same project must be placed in the
//! next empty space (following the arrows) towards the last space." "If
//! there are not enough spaces ... return any excess to your Agency." "If
//! there are no empty spaces with a blue arrow ... place your first
//! Astronaut on the first empty space with a white arrow instead." Projects
//! (AI players): "the last Astronaut they place occupies the closest
//! available blue space to the end space".
//!
//! Rulings applied: R8 (requirements on your own turn), R10 (the AI's first
//! placement), R13 ("the next empty space"), R23 (thematic Standby
//! astronauts).

use cardgame_core::{PlayerId, StackVec};

use crate::data::cards::card_def;
use crate::data::projects::{project, Condition, MAX_SPACES, PROJECTS};
use crate::data::{mv, Place, Thing};
use crate::event::{AstronautPlace, Event};
use crate::rules::abilities::Fired;
use crate::rules::Sink;
use crate::state::{ProjectState, ProjectStatus, RawState, Task};

/// Space choices of a first placement.
pub(crate) type SpaceOptions = StackVec<u8, MAX_SPACES>;

/// One bit per kind of event a Project requirement can ask for: a card of
/// each section entering the Agency (bits 0-3), a Leader entering it (bit
/// 4), a card into the Lab (bit 5), an astronaut into each zone (bits 6-10),
/// an investment (bit 11). A requirement is met by an event when their bits
/// meet: one test per Project instead of a match on both.
const fn condition_bits(c: Condition) -> u16 {
    match c {
        Condition::EntersAgency(sections) => sections.0 as u16 & 0xf,
        Condition::LeaderEntersAgency => 1 << 4,
        Condition::ToLab => 1 << 5,
        Condition::ToZone(zones) => (zones.0 as u16 & 0x1f) << 6,
        Condition::ToInvestments => 1 << 11,
    }
}

/// The requirement bits ([`condition_bits`]) of every Project, by id.
const REQUIREMENT_BITS: [u16; PROJECTS.len()] = {
    let mut bits = [0u16; PROJECTS.len()];
    let mut i = 0;
    while i < PROJECTS.len() {
        bits[i] = condition_bits(PROJECTS[i].requirement.when);
        i += 1;
    }
    bits
};

/// The bits ([`condition_bits`]) of the event `what`.
fn fired_bits(what: Fired) -> u16 {
    match what {
        Fired::EntersAgency(c) => card_def(c).map_or(0, |d| {
            (1 << (d.section as u16)) | if d.leader { 1 << 4 } else { 0 }
        }),
        Fired::ToLab => 1 << 5,
        Fired::ToZone(z) => 1 << (6 + z as u16),
        Fired::ToInvestments => 1 << 11,
    }
}

/// How many astronauts the requirement of Project `pr` lets a seat place
/// for `what`, whose bits are `fired` (0: not met).
fn requirement_met(pr: &ProjectState, what: Fired, fired: u16) -> u8 {
    if pr.status != ProjectStatus::Open {
        return 0;
    }
    if REQUIREMENT_BITS
        .get(usize::from(pr.id))
        .is_none_or(|&bits| bits & fired == 0)
    {
        return 0;
    }
    let Some(def) = project(pr.id) else { return 0 };
    let r = def.requirement;
    if r.astronauts > 0 {
        return r.astronauts;
    }
    match what {
        Fired::EntersAgency(c) => {
            card_def(c).map_or(0, |d| d.levels.get(d.section.index()).copied().unwrap_or(0))
        }
        _ => 1,
    }
}

impl RawState {
    /// Offers seat `p` the Projects whose requirement `what` meets: a human
    /// decides how many astronauts go to Standby (up to the number shown),
    /// an AI player places as many as it can.
    pub(crate) fn offer_projects(&mut self, p: PlayerId, what: Fired, ev: &mut impl Sink) {
        // Requirements are met "on your turn" (ruling R8).
        if self.actor() == Some(p) {
            self.offer_projects_on_turn(p, what, ev);
        }
    }

    /// [`RawState::offer_projects`] for the seat on turn.
    #[inline(never)]
    fn offer_projects_on_turn(&mut self, p: PlayerId, what: Fired, ev: &mut impl Sink) {
        // The requirements are checked first (offering astronauts opens no
        // Project), then the Projects are offered from the top down.
        // (stack position, astronauts), two bytes each: a small list to set up.
        let fired = fired_bits(what);
        let mut met: StackVec<(u8, u8), 5> = StackVec::new();
        for (i, pr) in self.projects.iter().enumerate().rev() {
            let max = requirement_met(pr, what, fired);
            if max > 0 {
                let _ = met.push((i as u8, max));
            }
        }
        // Usually nothing is met: the offers are made out of line, so this
        // scan keeps few registers to save and restore.
        if !met.is_empty() {
            self.offer_met(p, &met, ev);
        }
    }

    /// Offers seat `p` the Projects of `met` (stack position, astronauts),
    /// from the top down.
    #[inline(never)]
    fn offer_met(&mut self, p: PlayerId, met: &StackVec<(u8, u8), 5>, ev: &mut impl Sink) {
        for &(i, max) in met.iter() {
            let i = usize::from(i);
            // A met requirement means the Project is open: it is a target
            // while it has an empty space (an AI's astronaut may have just
            // been taken from one).
            if !self
                .projects
                .get(i)
                .is_some_and(ProjectState::has_empty_space)
            {
                continue;
            }
            if let Some(pr) = self.projects.get(i) {
                let e = Event::RequirementMet {
                    seat: p,
                    position: i as u8,
                    project: pr.id,
                    astronauts: max,
                };
                self.say(ev, e);
            }
            if self.is_ai(p) {
                for _ in 0..max {
                    if !self.take_astronaut(p, Some(i as u8)) {
                        break;
                    }
                    if let Some(sb) = self
                        .projects
                        .as_mut_slice()
                        .get_mut(i)
                        .and_then(|pr| pr.standby.get_mut(p.index()))
                    {
                        *sb = sb.saturating_add(1);
                    }
                    self.say(
                        ev,
                        Event::AstronautMoved {
                            seat: p,
                            from: AstronautPlace::Agency,
                            to: AstronautPlace::Standby(i as u8),
                            exhausted: false,
                        },
                    );
                }
            } else {
                let _ = self.tasks.push(Task::Move {
                    m: mv(Thing::Astronauts, Place::Agency, Place::Projects, max),
                    project: Some(i as u8),
                    left: max,
                    held: None,
                    fresh: true,
                    first: false,
                });
            }
        }
    }

    /// Whether seat `p` has astronauts on the Standby area of an open Project
    /// (what [`RawState::settle_choice`] looks for).
    pub(crate) fn has_standby(&self, p: PlayerId) -> bool {
        self.standby_project(p).is_some()
    }

    /// The first open Project where seat `p` has Standby astronauts.
    fn standby_project(&self, p: PlayerId) -> Option<usize> {
        self.projects.iter().position(|pr| {
            pr.status == ProjectStatus::Open && pr.standby.get(p.index()).is_some_and(|&x| x > 0)
        })
    }

    /// The next Project seat `p` must settle Standby astronauts on, and the
    /// spaces its next astronaut may go to: for a first placement every
    /// empty blue space (or the first empty white one if none is blue), else
    /// the next empty space after its farthest astronaut.
    pub(crate) fn settle_choice(&self, p: PlayerId) -> Option<(usize, SpaceOptions)> {
        let i = self.standby_project(p)?;
        let pr = self.projects.get(i)?;
        let def = project(pr.id)?;
        let len = pr.len();
        let mut out = SpaceOptions::new();
        let furthest = pr.spaces[..len].iter().rposition(|&s| s == Some(p));
        match furthest {
            None => {
                for (k, sp) in def.spaces.iter().enumerate().take(len) {
                    if sp.blue && pr.spaces.get(k) == Some(&None) {
                        let _ = out.push(k as u8);
                    }
                }
                if out.is_empty() {
                    if let Some(k) = (0..len).find(|&k| pr.spaces.get(k) == Some(&None)) {
                        let _ = out.push(k as u8);
                    }
                }
            }
            Some(f) => {
                if let Some(k) = (f + 1..len).find(|&k| pr.spaces.get(k) == Some(&None)) {
                    let _ = out.push(k as u8);
                }
            }
        }
        Some((i, out))
    }

    /// Places one Standby astronaut of seat `p` on space `sp` of Project `i`.
    fn place_on_space(&mut self, p: PlayerId, i: usize, sp: u8, ev: &mut impl Sink) {
        if let Some(pr) = self.projects.as_mut_slice().get_mut(i) {
            if let (Some(sb), true) = (
                pr.standby.get_mut(p.index()),
                pr.spaces.get(usize::from(sp)) == Some(&None),
            ) {
                if *sb > 0 {
                    *sb -= 1;
                    if let Some(s) = pr.spaces.get_mut(usize::from(sp)) {
                        *s = Some(p);
                    }
                }
            }
        }
        self.say(
            ev,
            Event::AstronautMoved {
                seat: p,
                from: AstronautPlace::Standby(i as u8),
                to: AstronautPlace::Space(i as u8, sp),
                exhausted: false,
            },
        );
    }

    /// Returns seat `p`'s Standby astronauts of Project `i` to its Agency.
    fn standby_home(&mut self, p: PlayerId, i: usize, ev: &mut impl Sink) {
        let n = self
            .projects
            .as_mut_slice()
            .get_mut(i)
            .and_then(|pr| pr.standby.get_mut(p.index()))
            .map_or(0, core::mem::take);
        if let Some(s) = self.seats.get_mut(p) {
            s.astronauts = s.astronauts.saturating_add(n);
        }
        for _ in 0..n {
            self.say(
                ev,
                Event::AstronautMoved {
                    seat: p,
                    from: AstronautPlace::Standby(i as u8),
                    to: AstronautPlace::Agency,
                    exhausted: false,
                },
            );
        }
    }

    /// Settles one forced placement; false when nothing is left to settle.
    pub(crate) fn settle_auto(&mut self, p: PlayerId, ev: &mut impl Sink) -> bool {
        let Some((i, options)) = self.settle_choice(p) else {
            return false;
        };
        match options.get(0) {
            Some(&sp) => self.place_on_space(p, i, sp, ev),
            None => self.standby_home(p, i, ev),
        }
        true
    }

    /// The chosen first placement.
    pub(crate) fn settle_first(&mut self, p: PlayerId, sp: u8, ev: &mut impl Sink) {
        if let Some((i, _)) = self.settle_choice(p) {
            self.place_on_space(p, i, sp, ev);
        }
    }

    /// An AI player's end of turn: on a Project where it has no astronaut
    /// yet, it starts on the blue space from which its last astronaut lands
    /// on the empty blue space closest to the end (never a white space
    /// first); then it follows the normal rules.
    #[inline]
    pub(crate) fn ai_settle(&mut self, p: PlayerId, ev: &mut impl Sink) {
        if self.has_standby(p) {
            self.ai_settle_standby(p, ev);
        }
    }

    /// [`RawState::ai_settle`] for a seat with Standby astronauts.
    #[inline(never)]
    fn ai_settle_standby(&mut self, p: PlayerId, ev: &mut impl Sink) {
        for _ in 0..64 {
            let Some(i) = self.standby_project(p) else {
                return;
            };
            let Some(pr) = self.projects.get(i).copied() else {
                return;
            };
            let len = pr.len();
            if pr.on_spaces(p) != 0 {
                self.follow_arrows(p, i, ev);
                continue;
            }
            let Some(def) = project(pr.id) else { return };
            let blue: StackVec<u8, MAX_SPACES> = {
                let mut v = StackVec::new();
                for (k, sp) in def.spaces.iter().enumerate().take(len) {
                    if sp.blue && pr.spaces.get(k) == Some(&None) {
                        let _ = v.push(k as u8);
                    }
                }
                v
            };
            let Some(&target) = blue.last() else {
                self.standby_home(p, i, ev);
                continue;
            };
            let k = usize::from(pr.standby.get(p.index()).copied().unwrap_or(0));
            let empties_from = |b: usize| -> usize {
                // Where the k-th astronaut lands when the first goes on b.
                let mut last = b;
                let mut placed = 1;
                for s in b + 1..len {
                    if placed >= k {
                        break;
                    }
                    if pr.spaces.get(s) == Some(&None) {
                        last = s;
                        placed += 1;
                    }
                }
                last
            };
            let t = usize::from(target);
            let mut best = usize::from(blue.get(0).copied().unwrap_or(0));
            let mut best_d = usize::MAX;
            for &b in blue.iter() {
                let e = empties_from(usize::from(b));
                let d = e.abs_diff(t);
                if d <= best_d {
                    best_d = d;
                    best = usize::from(b);
                }
            }
            self.place_on_space(p, i, best as u8, ev);
            self.follow_arrows(p, i, ev);
        }
    }

    /// Places seat `p`'s Standby astronauts of Project `i`, where it already
    /// has one, each on the next empty space after its farthest astronaut;
    /// those left without a space return to its Agency.
    fn follow_arrows(&mut self, p: PlayerId, i: usize, ev: &mut impl Sink) {
        let Some(pr) = self.projects.get(i).copied() else {
            return;
        };
        let len = pr.len();
        let mut left = pr.standby.get(p.index()).copied().unwrap_or(0);
        let from = pr.spaces.iter().take(len).rposition(|&s| s == Some(p));
        for k in from.map_or(len, |f| f + 1)..len {
            if left == 0 {
                return;
            }
            if pr.spaces.get(k) == Some(&None) {
                self.place_on_space(p, i, k as u8, ev);
                left -= 1;
            }
        }
        if left > 0 {
            self.standby_home(p, i, ev);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::cards::CARD_COUNT;
    use crate::data::{Section, Zone};
    use alloc::vec::Vec;

    /// The requirement as the rulebook words it, one match per pair.
    fn met_by_rule(when: Condition, what: Fired) -> bool {
        match (when, what) {
            (Condition::EntersAgency(mask), Fired::EntersAgency(c)) => {
                card_def(c).is_some_and(|d| mask.has(d.section))
            }
            (Condition::LeaderEntersAgency, Fired::EntersAgency(c)) => {
                card_def(c).is_some_and(|d| d.leader)
            }
            (Condition::ToLab, Fired::ToLab) => true,
            (Condition::ToZone(zs), Fired::ToZone(z)) => zs.has(z),
            (Condition::ToInvestments, Fired::ToInvestments) => true,
            _ => false,
        }
    }

    #[test]
    fn requirement_bits_agree_with_the_requirements() {
        let mut events: Vec<Fired> = (0..=CARD_COUNT as u8).map(Fired::EntersAgency).collect();
        events.push(Fired::ToLab);
        events.push(Fired::ToInvestments);
        events.extend(Zone::ALL.iter().map(|&z| Fired::ToZone(z)));
        assert_eq!(Section::ALL.len(), 4);
        for (id, def) in PROJECTS.iter().enumerate() {
            for &what in &events {
                assert_eq!(
                    REQUIREMENT_BITS[id] & fired_bits(what) != 0,
                    met_by_rule(def.requirement.when, what),
                    "{id} {what:?}"
                );
            }
        }
    }
}
