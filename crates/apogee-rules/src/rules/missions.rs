//! **End of a Game**, **Determining a Winner in Case of a Tie**, **Missions**
//! and **Solo End of Game** / **Solo Missions**: objectives checked at the end
//! of each turn (Mission 3 at once, Mission 7 at the end of turn 8), the
//! optional single-winner tie-break, and the turn cap.
//!
//! Rulings applied: R6 (the turn cap), R10 (a tie on both keys is shared),
//! R29 (cumulative deposits), R30 (Mission 7 without a launch), R31 (solo
//! victory timing).

use cardgame_core::{Audience, BySeat, EventSink, Outcome, PlayerId, PlayerSet};

use crate::data::engineers::authority;
use crate::data::missions::{Mission, SoloMission};
use crate::data::tables::Destination as D;
use crate::event::Event;
use crate::state::{RawState, SmallBits, Stage};

impl RawState {
    /// The outcome once the game is over: the winners score 1, the others 0.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        if self.stage != Stage::Finished {
            return None;
        }
        let scores = BySeat::from_fn(self.n(), |p| i32::from(self.winners.contains(p)));
        let mut o = Outcome::ranked(scores, |p| scores[p]);
        o.winners = self.winners;
        Some(o.with_cap(self.capped))
    }

    /// The most decisions a game can take (design property 6): setup is one
    /// Director and one team per seat; a turn at most a few hundred
    /// decisions per seat (placements, Specialty choices, extra dice,
    /// discards, Director actions and their choices); the game ends by the
    /// last turn ([`Config::last_turn`](crate::Config::last_turn)).
    pub(crate) fn decision_bound(&self) -> u64 {
        let n = self.n() as u64;
        2 * n + u64::from(self.config.last_turn()) * n * 400
    }

    /// Whether `p` has fulfilled the multiplayer Mission (Mission 7 aside).
    pub fn mission_fulfilled(&self, p: PlayerId) -> bool {
        let s = self.seat(p);
        let q = |d: D| s.qualifying[d.index()];
        match self.config.mission() {
            None => self.solo_fulfilled(p),
            Some(m) => match m {
                Mission::M1 | Mission::M2 | Mission::M8 => s.mission_flag,
                Mission::M3 => s.investors.len() >= 3,
                Mission::M4 => q(D::Moon).satellites >= 1 && q(D::Moon).cargos >= 1,
                Mission::M5 => q(D::Moon).crewed_launches >= 2,
                Mission::M6 => q(D::Venus).cubesats >= 1 && q(D::Venus).satellites >= 1,
                Mission::M7 => false,
                Mission::M9 => q(D::Mars).cargos >= 1 && q(D::Mars).astronauts >= 5,
                Mission::M10 => {
                    let e = q(D::Europa);
                    e.cubesats >= 2 && e.satellites >= 1 && e.cargos >= 1
                }
                Mission::M11 => q(D::Titan).astronauts >= 6 && q(D::Titan).crewed_cards >= 1,
                Mission::M12 => {
                    q(D::Mars).cargos >= 1
                        && q(D::Titan).astronauts >= 3
                        && q(D::Europa).astronauts >= 4
                }
            },
        }
    }

    /// Whether the solo player has fulfilled its Solo Mission now.
    pub fn solo_fulfilled(&self, p: PlayerId) -> bool {
        let s = self.seat(p);
        let d = |x: D| s.deposits[x.index()];
        let Some(m) = self.config.solo_mission() else {
            return false;
        };
        match m {
            SoloMission::S1 => d(D::Geo).launches >= 1 && s.credits >= 420,
            SoloMission::S2 => s.investors.len() >= 4 && s.credits >= 320,
            SoloMission::S3 => d(D::Moon).astronauts >= 6 && d(D::Moon).cargos >= 1,
            SoloMission::S4 => d(D::Venus).launches >= 2 && self.team_authority(p) >= 420,
            SoloMission::S5 => {
                d(D::Mars).cubesats >= 4
                    && d(D::Mars).rovers >= 1
                    && (self.solo_extra & 1 == 0 || d(D::Mars).satellites >= 1)
            }
            SoloMission::S6 => {
                d(D::Europa).astronauts >= 3
                    && d(D::Titan).astronauts >= 4
                    && (self.solo_extra & 2 == 0 || d(D::Titan).cargos >= 1)
            }
        }
    }

    /// Summed Authority (tenths) of the Engineers in `p`'s hand.
    pub fn team_authority(&self, p: PlayerId) -> u16 {
        self.seat(p)
            .hand
            .iter()
            .map(|e| u16::from(authority(e as u8)))
            .sum()
    }

    /// End of the turn: Engineers return to their hands, whole-turn effects
    /// end, the Mission is checked.
    pub(crate) fn step_end_turn<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        for (_, s) in self.seats.iter_mut() {
            s.decided.clear();
            s.slots = [SmallBits::new(); 5];
            s.committed = false;
            s.turn_engineers.clear();
            s.director_active = false;
            s.discount_left = 0;
        }
        self.revealed = 0;
        let n = self.n();
        let last = self.config.last_turn();
        if self.config.is_solo() {
            let p = PlayerId(0);
            if self.solo_fulfilled(p) {
                ev.emit(Audience::All, Event::MissionFulfilled { seat: p });
                self.finish(PlayerSet::only(p), false, ev);
            } else if self.turn >= last {
                self.finish(PlayerSet::EMPTY, false, ev);
            }
        } else if self.config.mission() == Some(Mission::M7) && self.turn >= 8 {
            // The farthest destination reached by the end of turn 8.
            let best = self.seats.iter().filter_map(|(_, s)| s.farthest).max();
            let winners: PlayerSet = match best {
                None => PlayerSet::EMPTY,
                Some(best) => self
                    .seats
                    .iter()
                    .filter(|(_, s)| s.farthest == Some(best))
                    .map(|(p, _)| p)
                    .collect(),
            };
            for p in winners.iter() {
                ev.emit(Audience::All, Event::MissionFulfilled { seat: p });
            }
            let winners = self.single_winner(winners);
            self.finish(winners, false, ev);
        } else {
            let done: PlayerSet = PlayerId::all(n)
                .filter(|&p| self.mission_fulfilled(p))
                .collect();
            if !done.is_empty() {
                for p in done.iter() {
                    ev.emit(Audience::All, Event::MissionFulfilled { seat: p });
                }
                let winners = self.single_winner(done);
                self.finish(winners, false, ev);
            } else if self.turn >= last {
                self.finish(PlayerSet::EMPTY, true, ev);
            }
        }
        if self.stage != Stage::Finished {
            self.stage = Stage::TurnStart;
            self.cursor = 0;
        }
        true
    }

    /// "Determining a Winner in Case of a Tie" (when agreed): lowest team +
    /// Director Authority, then lowest Director Authority; a seat tie left
    /// after both keys shares the win (R10).
    pub(crate) fn single_winner(&self, fulfilled: PlayerSet) -> PlayerSet {
        if !self.config.single_winner || fulfilled.len() < 2 {
            return fulfilled;
        }
        let key = |p: PlayerId| {
            let d = u16::from(self.seat(p).director_card().authority);
            (
                core::cmp::Reverse(self.team_authority(p) + d * 10),
                core::cmp::Reverse(d),
            )
        };
        cardgame_core::tiebreak::best_by(fulfilled, key)
    }
}
