//! Scoring: "The player whose Rocket is furthest on the Progress Tracker
//! wins the Space Race" (End of the Game), and Progress is gained in Phase 3
//! (Check Mission Status) from the Mission tile's symbols: Projects closed
//! with your Astronauts on their spaces, Agency Output ("the sum of the
//! levels of each card in their Agency that have a matching stripe to their
//! active Control card"), Breakthrough Domination and Lab Research ("1
//! Progress for every card in their Lab").
//!
//! [`RawState::estimate`] (behind `cardgame_core::Evaluate`) turns this into
//! a score estimate for bots: the Progress gained so far plus a modest
//! estimate of what the Mission tiles still to resolve will give for what
//! the seat already has, and of the work its pending abilities will do. It
//! reads only what it is given; bots call it on sampled worlds.

use cardgame_core::{Evaluate, PlayerId};

use crate::data::cards::card_def;
use crate::data::control::control_def;
use crate::data::missions::Symbol;
use crate::data::projects::project;
use crate::data::{Effect, Move, Place, Section, Thing, Zone};
use crate::state::{ProjectStatus, RawState, Seat, SpaceRace, Stage, Task, PROGRESS_1950};

/// The estimate's unit: tenths of a Progress space.
const UNIT: i64 = 10;
/// A card in hand, before Lab Research (tenths): it may pay an investment
/// or go to the Lab.
const HAND_CARD: i64 = 3;
/// An Agency card's abilities (tenths), beyond its levels.
const AGENCY_ABILITIES: i64 = 3;
/// An astronaut in your Agency (tenths): one to place later.
const AGENCY_ASTRONAUT: i64 = 2;
/// An astronaut on the Launch Pad (tenths): one step from a scored zone.
const LAUNCH_PAD_ASTRONAUT: i64 = 4;
/// An astronaut in a scored Breakthrough Zone (tenths), besides the
/// Domination it may win.
const ZONE_ASTRONAUT: i64 = 4;
/// An exhausted astronaut is worth this much less (tenths): it loses ties.
const EXHAUSTED: i64 = 2;
/// An astronaut on a Project's Standby area (tenths): it will take a space.
const STANDBY_ASTRONAUT: i64 = 12;

/// What the Mission tiles still to resolve (the current one included) hold.
#[derive(Clone, Copy, Default)]
struct TilesLeft {
    /// Agency Output multipliers of the current tile.
    output_now: i64,
    /// Agency Output multipliers of the later tiles.
    output_later: i64,
    /// Lab Research multipliers, current tile included.
    lab: i64,
    /// Breakthrough Domination values of the current tile.
    domination_now: i64,
    /// Breakthrough Domination values of the later tiles.
    domination_later: i64,
}

impl Evaluate for SpaceRace {
    /// Ten Progress spaces.
    const DECISIVE_MARGIN: i64 = 100;

    /// [`RawState::estimate`]: tenths of a Progress space, exactly ten
    /// times the score once the game is over.
    fn evaluate(&self, seat: PlayerId) -> i64 {
        self.raw().estimate(seat)
    }
}

impl RawState {
    /// How well seat `p` stands, in tenths of a Progress space: ten times
    /// its score (the spaces beyond 1950) plus, while the game goes on, an
    /// estimate of what the Mission tiles still to resolve give it —
    /// Agency Output of its Agency in the stripe of its active (or chosen)
    /// Control card this round and in its best remaining stripe later, Lab
    /// Research of its Lab, Breakthrough Domination of the zones it leads
    /// now (later rounds at half weight), its astronauts on open Projects
    /// (half a space's value until the last space is taken) — and small
    /// amounts for cards in hand, astronauts in reserve, Agency cards'
    /// abilities and the abilities it is resolving (the value of what a
    /// pending move, payment or split will do), so that activating an
    /// ability is worth its effect before the effect is resolved.
    pub fn estimate(&self, p: PlayerId) -> i64 {
        let Some(s) = self.seat(p) else {
            return 0;
        };
        let score = UNIT * (i64::from(s.progress) - i64::from(PROGRESS_1950));
        if self.stage == Stage::Over {
            return score;
        }
        let left = self.tiles_left();
        let ai = if self.is_ai(p) { 2 } else { 1 };
        let mut v = score;
        // Agency Output.
        let stripe_now = match self.stage {
            Stage::ChooseControl => s
                .committed
                .and_then(|k| control_def(self.rocket(p), usize::from(k)))
                .map(|c| c.section),
            Stage::Develop(_) | Stage::Bureaucracy => self.active_control(p).map(|c| c.section),
            Stage::Unexplored | Stage::Over => None,
        };
        let best = self.best_stripe_left(p, s);
        let now = stripe_now.map_or(best, |sec| levels(s, sec));
        v += UNIT * ai * (left.output_now * now + left.output_later * best);
        // Lab Research, and the hand.
        v += UNIT * left.lab * s.lab.len() as i64;
        v += self.hand_card(&left) * s.hand.len() as i64;
        // The Agency's abilities.
        let uncovered = s.agency.difference(&self.covered).len() as i64;
        v += AGENCY_ABILITIES * uncovered;
        // Breakthrough Domination.
        for z in Zone::ALL {
            let (up, ex) = (
                i64::from(s.upright.get(z.index()).copied().unwrap_or(0)),
                i64::from(s.exhausted.get(z.index()).copied().unwrap_or(0)),
            );
            if z == Zone::LaunchPad {
                v += LAUNCH_PAD_ASTRONAUT * (up + ex) - EXHAUSTED * ex;
                continue;
            }
            v += ZONE_ASTRONAUT * (up + ex) - EXHAUSTED * ex;
            // The zone's Domination still to come: a leader's share of it,
            // or a part of it for coming close.
            let prize = UNIT * (2 * left.domination_now + left.domination_later) / 2;
            let leaders = self.zone_leaders(z.index());
            if leaders.contains(p) {
                v += prize / leaders.len().max(1) as i64;
            } else if up + ex > 0 {
                let most = leaders
                    .iter()
                    .next()
                    .and_then(|q| self.seat(q))
                    .map_or(0, |t| i64::from(t.in_zone(z.index())));
                v += prize * (up + ex) / (2 * (most + 1));
            }
        }
        // Projects.
        for pr in self.projects.iter() {
            if pr.status != ProjectStatus::Open {
                continue;
            }
            let Some(def) = project(pr.id) else {
                continue;
            };
            let done = pr.completed();
            for (k, &occupant) in pr.spaces.iter().enumerate().take(pr.len()) {
                if occupant == Some(p) {
                    let value = i64::from(def.spaces.get(k).map_or(0, |x| x.value));
                    v += if done { UNIT * value } else { UNIT * value / 2 };
                }
            }
            v += STANDBY_ASTRONAUT * i64::from(pr.standby.get(p.index()).copied().unwrap_or(0));
        }
        v += AGENCY_ASTRONAUT * i64::from(s.astronauts);
        // The abilities being resolved (only the seat on turn has tasks).
        if self.actor() == Some(p) {
            for t in self.tasks.iter() {
                v += self.task_value(p, s, &left, t);
            }
        }
        v
    }

    /// The symbols of the Mission tiles still to resolve.
    fn tiles_left(&self) -> TilesLeft {
        let mut left = TilesLeft::default();
        let two = self.n() == 2;
        let tiles = self.config.mission.tiles();
        for (i, tile) in tiles.iter().enumerate().skip(usize::from(self.tile)) {
            let now = i == usize::from(self.tile);
            for sym in tile.symbols {
                match *sym {
                    Symbol::AgencyOutput(m) if now => left.output_now += i64::from(m),
                    Symbol::AgencyOutput(m) => left.output_later += i64::from(m),
                    Symbol::LabResearch(m) => left.lab += i64::from(m),
                    Symbol::Domination { value, two_player } => {
                        let d = i64::from(if two { two_player } else { value });
                        if now {
                            left.domination_now += d;
                        } else {
                            left.domination_later += d;
                        }
                    }
                    Symbol::CloseProject | Symbol::OpenProject | Symbol::CloseAndOpen => {}
                }
            }
        }
        left
    }

    /// The Agency's levels in the best stripe among the Control cards `p`
    /// still holds (not counting one chosen face down this round).
    fn best_stripe_left(&self, p: PlayerId, s: &Seat) -> i64 {
        let mut held = s.controls_left;
        if let Some(k) = s.committed {
            held &= !(1u16 << (k & 15));
        }
        Section::ALL
            .iter()
            .filter(|&&sec| {
                (0..16u8).any(|k| {
                    held & (1 << k) != 0
                        && control_def(self.rocket(p), usize::from(k))
                            .is_some_and(|c| c.section == sec)
                })
            })
            .map(|&sec| levels(s, sec))
            .max()
            .unwrap_or(0)
    }

    /// A card in hand (tenths): a quarter of a Lab card, and a little more.
    fn hand_card(&self, left: &TilesLeft) -> i64 {
        HAND_CARD + UNIT * left.lab / 4
    }

    /// What a pending task will still do for `p` (tenths).
    fn task_value(&self, p: PlayerId, s: &Seat, left: &TilesLeft, t: &Task) -> i64 {
        match *t {
            Task::Pay { left: cards, .. } => -self.hand_card(left) * i64::from(cards),
            Task::Resolve { src } | Task::Split { src } => self
                .ability(p, src)
                .map_or(0, |a| self.effect_value(s, left, a.effect)),
            Task::Move { m, left: n, .. } => self.move_value(s, left, m, n),
            Task::Refresh { left: n } => {
                EXHAUSTED
                    * i64::from(n.min(s.exhausted.iter().fold(0u8, |a, &b| a.saturating_add(b))))
            }
            Task::Exhaust { left: n } => {
                -EXHAUSTED
                    * i64::from(n.min(s.upright.iter().fold(0u8, |a, &b| a.saturating_add(b))))
            }
            Task::Uncover | Task::Recover => AGENCY_ABILITIES,
            Task::Cover { .. }
            | Task::Replace { .. }
            | Task::Enter { .. }
            | Task::Leader { .. }
            | Task::Settle
            | Task::EndTurn => 0,
        }
    }

    /// What an ability's effect will do (tenths).
    fn effect_value(&self, s: &Seat, left: &TilesLeft, e: Effect) -> i64 {
        match e {
            Effect::Nothing => 0,
            Effect::Move(m) => self.move_value(s, left, m, m.n),
            Effect::Combined { n, top, bottom } => (0..=n)
                .map(|k| self.move_value(s, left, top, k) + self.move_value(s, left, bottom, n - k))
                .max()
                .unwrap_or(0),
            Effect::Refresh(n) => EXHAUSTED * i64::from(n),
            Effect::Exhaust(n) => -EXHAUSTED * i64::from(n),
            Effect::Uncover | Effect::RecoverControl => AGENCY_ABILITIES,
            Effect::DrawReveal(_) => self.hand_card(left) + AGENCY_ABILITIES,
        }
    }

    /// What moving up to `n` things by `m` will do (tenths), counting only
    /// what there is to move.
    fn move_value(&self, s: &Seat, left: &TilesLeft, m: Move, n: u8) -> i64 {
        let n = i64::from(n);
        match m.thing {
            Thing::Cards(_) => {
                let there = match m.from {
                    Place::Hand => s.hand.len() as i64,
                    Place::Lab => s.lab.len() as i64,
                    Place::Agency => s.agency.len() as i64,
                    Place::Deck => self.deck.len() as i64,
                    _ => n,
                };
                let gain = self.card_place(left, m.to) - self.card_place(left, m.from);
                n.min(there) * gain.max(0)
            }
            Thing::Astronauts | Thing::ExhaustedAstronauts => {
                let there = match m.from {
                    Place::Agency => i64::from(s.astronauts),
                    Place::Zones(z) => Zone::ALL
                        .iter()
                        .filter(|&&zone| z.has(zone))
                        .map(|zone| i64::from(s.in_zone(zone.index())))
                        .sum(),
                    _ => n,
                };
                let tired = if m.thing == Thing::ExhaustedAstronauts {
                    EXHAUSTED
                } else {
                    0
                };
                let gain =
                    self.astronaut_place(left, m.to) - tired - self.astronaut_place(left, m.from);
                n.min(there) * gain.max(0)
            }
        }
    }

    /// A card in this place (tenths), a typical card for the Agency.
    fn card_place(&self, left: &TilesLeft, place: Place) -> i64 {
        match place {
            Place::Hand => self.hand_card(left),
            Place::Lab => UNIT * left.lab,
            Place::Agency => {
                UNIT * 3 * (left.output_now + left.output_later) / 2 + AGENCY_ABILITIES
            }
            Place::Deck
            | Place::Universe
            | Place::Investments
            | Place::Unexplored
            | Place::Zones(_)
            | Place::Projects => 0,
        }
    }

    /// An astronaut in this place (tenths), a typical one for a zone.
    fn astronaut_place(&self, left: &TilesLeft, place: Place) -> i64 {
        match place {
            Place::Agency => AGENCY_ASTRONAUT,
            Place::Zones(z) if z.has(Zone::LaunchPad) && z.0 == 1 => LAUNCH_PAD_ASTRONAUT,
            Place::Zones(_) => {
                ZONE_ASTRONAUT + UNIT * (2 * left.domination_now + left.domination_later) / 6
            }
            Place::Projects => STANDBY_ASTRONAUT,
            Place::Deck
            | Place::Hand
            | Place::Lab
            | Place::Universe
            | Place::Investments
            | Place::Unexplored => 0,
        }
    }
}

/// The levels of `s`'s Agency cards in stripe `sec`.
fn levels(s: &Seat, sec: Section) -> i64 {
    s.agency
        .iter()
        .filter_map(|c| card_def(c as u8))
        .map(|d| i64::from(d.levels.get(sec.index()).copied().unwrap_or(0)))
        .sum()
}
