//! Phase 3: Check Mission Status: "resolve the Mission tile for the current
//! round ... Resolve each symbol in order from left to right, one at a time,
//! with players gaining their Progress in reverse turn order. After all
//! symbols have been resolved, flip the Mission tile over." Closing a
//! Project ("If there is an Astronaut on the last space, the Project is
//! considered to be completed ... each player, in reverse turn order, gains
//! Progress equal to the sum of the numbers in the spaces containing their
//! Astronauts"), Opening a New Project, Closing and Opening a Project,
//! Agency Output ("the sum of the levels of each card in their Agency that
//! have a matching stripe to their active Control card"; AI players gain
//! double), Breakthrough Domination ("The player with the most Astronauts in
//! that Zone gains Progress ... If two or more players tie ... the player
//! with the fewest exhausted Astronauts ... If there is still a tie, all
//! tied players gain the Progress"), Lab Research ("1 Progress for every card
//! in their Lab").
//!
//! Rulings applied: R4 (Progress spaces), R10 (the AI's first placement).

use cardgame_core::{BySeat, PlayerId, PlayerSet, StackVec};

use crate::data::cards::levels_in;
use crate::data::missions::Symbol;
use crate::data::projects::project;
use crate::event::{Event, ProgressReason};
use crate::rules::Sink;
use crate::state::{ProjectStatus, RawState};

impl RawState {
    /// Resolves the current Mission tile and flips it.
    #[inline(never)]
    pub(crate) fn check_mission_status(&mut self, ev: &mut impl Sink) {
        let tiles = self.config.mission.tiles();
        let Some(tile) = tiles.get(usize::from(self.tile)) else {
            return;
        };
        self.say(
            ev,
            Event::StepStarted {
                phase: 3,
                section: None,
            },
        );
        for &sym in tile.symbols {
            self.resolve_symbol(sym, ev);
        }
        self.say(ev, Event::TileFlipped { tile: self.tile });
        self.tile = self.tile.saturating_add(1);
    }

    /// Resolves one Mission tile symbol.
    pub fn resolve_symbol_now(&mut self, sym: Symbol) {
        self.resolve_symbol(sym, &mut ());
    }

    pub(crate) fn resolve_symbol(&mut self, sym: Symbol, ev: &mut impl Sink) {
        match sym {
            Symbol::CloseProject => self.close_project(ev),
            Symbol::OpenProject => self.open_project(ev),
            Symbol::CloseAndOpen => {
                self.close_project(ev);
                self.open_project(ev);
            }
            Symbol::AgencyOutput(mult) => {
                let gains = self.agency_output(mult);
                self.award(gains, ProgressReason::AgencyOutput, ev);
            }
            Symbol::Domination { value, two_player } => {
                // The AI players' Launch Pad procedures, in reverse turn
                // order. They move no Rocket (only Mission symbols do), so
                // the same order serves the Progress gained after them.
                let order = self.reverse_turn_order();
                for &p in order.iter() {
                    if self.is_ai(p) {
                        self.ai_launch_pad(p, ev);
                    }
                }
                let v = if self.n() == 2 { two_player } else { value };
                let gains = self.domination(v);
                self.award_in(&order, gains, ProgressReason::Domination, ev);
            }
            Symbol::LabResearch(mult) => {
                let gains = BySeat::from_fn(self.n(), |p| {
                    self.seat(p)
                        .map_or(0, |s| (s.lab.len() as u16).saturating_mul(u16::from(mult)))
                });
                self.award(gains, ProgressReason::LabResearch, ev);
            }
        }
    }

    /// Agency Output per seat: the levels, in the stripe of the active Control
    /// card, of the cards in the Agency, times the multiplier (AI: twice).
    pub fn agency_output(&self, mult: u8) -> BySeat<u16> {
        BySeat::from_fn(self.n(), |p| {
            let (Some(s), Some(ctrl)) = (self.seat(p), self.active_control(p)) else {
                return 0;
            };
            let sum = levels_in(ctrl.section, &s.agency) as u16;
            let ai = if self.is_ai(p) { 2 } else { 1 };
            sum.saturating_mul(u16::from(mult)).saturating_mul(ai)
        })
    }

    /// Breakthrough Domination per seat: `value` for each scored zone it leads.
    pub fn domination(&self, value: u8) -> BySeat<u16> {
        // `zone_leaders` of the four scored zones in one walk of the seats:
        // per zone, the highest key (astronauts there, then the fewest
        // exhausted; 0 while nobody has an astronaut there) and who has it.
        // Who leads where is as likely one seat as another: no branch on
        // it, so none to mispredict.
        let mut best = [0u16; 4];
        let mut leaders = [0u8; 4];
        for (p, s) in self.seats.iter() {
            let bit = PlayerSet::only(p).0;
            let zones = s.upright.iter().zip(&s.exhausted).skip(1);
            for ((&u, &e), (b, set)) in zones.zip(best.iter_mut().zip(leaders.iter_mut())) {
                let count = u.saturating_add(e);
                let key =
                    ((u16::from(count) << 8) | u16::from(u8::MAX - e)) * u16::from(count != 0);
                let ahead = 0u8.wrapping_sub(u8::from(key > *b));
                let level = 0u8.wrapping_sub(u8::from(key == *b && key != 0));
                *set = (*set & !ahead) | (bit & (ahead | level));
                *b = (*b).max(key);
            }
        }
        let mut gains = BySeat::new(self.n(), 0u16);
        for set in leaders {
            for p in PlayerSet(set).iter() {
                if let Some(g) = gains.get_mut(p) {
                    *g = g.saturating_add(u16::from(value));
                }
            }
        }
        gains
    }

    /// Gains Progress in reverse turn order.
    fn award(&mut self, gains: BySeat<u16>, reason: ProgressReason, ev: &mut impl Sink) {
        // Nobody gains: no turn order to work out.
        if gains.iter().all(|(_, &g)| g == 0) {
            return;
        }
        let order = self.reverse_turn_order();
        self.award_in(&order, gains, reason, ev);
    }

    /// Gains Progress in `order`, the reverse turn order.
    fn award_in(
        &mut self,
        order: &StackVec<PlayerId, 5>,
        gains: BySeat<u16>,
        reason: ProgressReason,
        ev: &mut impl Sink,
    ) {
        let mut rockets = self.rockets();
        for &p in order.iter() {
            let g = gains.get(p).copied().unwrap_or(0);
            self.gain_progress(&mut rockets, p, g, reason, ev);
        }
    }

    /// What each seat gains if the oldest open Project closes now.
    pub fn project_scores(&self) -> Option<BySeat<u16>> {
        let pr = self
            .projects
            .iter()
            .find(|p| p.status == ProjectStatus::Open)?;
        let def = project(pr.id)?;
        let mut gains = BySeat::new(self.n(), 0u16);
        if !pr.completed() {
            return Some(gains);
        }
        for (k, &s) in pr.spaces.iter().enumerate().take(pr.len()) {
            let Some(s) = s else {
                continue;
            };
            let v = def.spaces.get(k).map_or(0, |sp| u16::from(sp.value));
            if let Some(g) = gains.get_mut(s) {
                *g = g.saturating_add(v);
            }
        }
        Some(gains)
    }

    fn close_project(&mut self, ev: &mut impl Sink) {
        let Some(i) = self
            .projects
            .iter()
            .position(|p| p.status == ProjectStatus::Open)
        else {
            return;
        };
        let gains = self.project_scores();
        let Some(pr) = self.projects.get(i).copied() else {
            return;
        };
        // Told first, so the Progress it brings follows it.
        self.say(
            ev,
            Event::ProjectClosed {
                position: i as u8,
                project: pr.id,
                completed: pr.completed(),
            },
        );
        if let Some(g) = gains {
            self.award(g, ProgressReason::Project, ev);
        }
        // Every astronaut on it (its spaces and its Standby area) goes back
        // to its Agency: the spaces are counted per seat in one walk.
        let mut back = pr.standby;
        for q in pr.spaces.iter().take(pr.len()).flatten() {
            if let Some(b) = back.get_mut(q.index()) {
                *b = b.saturating_add(1);
            }
        }
        for ((_, s), &b) in self.seats.iter_mut().zip(&back) {
            s.astronauts = s.astronauts.saturating_add(b);
        }
        if let Some(x) = self.projects.as_mut_slice().get_mut(i) {
            x.status = ProjectStatus::Closed;
            x.spaces = [None; crate::data::projects::MAX_SPACES];
            x.standby = [0; 5];
        }
    }

    fn open_project(&mut self, ev: &mut impl Sink) {
        let Some(i) = self
            .projects
            .iter()
            .position(|p| p.status == ProjectStatus::FaceDown)
        else {
            return;
        };
        if let Some(x) = self.projects.as_mut_slice().get_mut(i) {
            x.status = ProjectStatus::Open;
            let id = x.id;
            self.say(
                ev,
                Event::ProjectOpened {
                    position: i as u8,
                    project: id,
                },
            );
        }
    }
}
