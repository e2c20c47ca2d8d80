//! **Using Additional Dice**: "the player may use one or more additional dice
//! … When a die from the reserve is used, it is discarded whatever the
//! result obtained and returns to the side of the play area."
//!
//! Rulings applied: R14 (one extra die at a time, after a failure; which
//! rolls allow them).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::engineers::{engineer, EngineerSpecialty};
use crate::event::{Event, RollKind, Why};
use crate::state::{BuildKind, Pending, RawState, RollPurpose};

impl RawState {
    /// Rolls for `purpose`; on a failure with extra dice in hand (and when
    /// allowed) the player decides whether to spend one.
    pub(crate) fn start_roll<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        purpose: RollPurpose,
        need: u8,
        modifier: i8,
        extra_allowed: bool,
        ev: &mut S,
    ) {
        let die = self.roll_d12();
        let result = (i16::from(die) + i16::from(modifier)).max(0) as u8;
        let success = result >= need;
        ev.emit(
            Audience::All,
            Event::Rolled {
                seat: p,
                kind: roll_kind(purpose),
                roll: result,
                need,
                success,
            },
        );
        if success {
            self.roll_succeeded(p, purpose, ev);
        } else if extra_allowed && self.seat(p).dice > 0 {
            self.pending = Pending::ExtraDie {
                seat: p,
                purpose,
                need,
                modifier,
            };
        } else {
            self.roll_failed(p, purpose, ev);
        }
    }

    /// Spends an extra die and rolls again.
    pub(crate) fn roll_extra_die<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let Pending::ExtraDie {
            seat,
            purpose,
            need,
            modifier,
        } = self.pending
        else {
            return;
        };
        self.pending = Pending::None;
        if let Some(s) = self.seats.get_mut(seat) {
            if s.dice == 0 {
                self.roll_failed(seat, purpose, ev);
                return;
            }
            s.dice -= 1;
            self.dice_reserve = self.dice_reserve.saturating_add(1);
        }
        ev.emit(Audience::All, Event::DieSpent { seat });
        self.start_roll(seat, purpose, need, modifier, true, ev);
    }

    /// Accepts the failure of the pending roll.
    pub(crate) fn accept_failure<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let Pending::ExtraDie { seat, purpose, .. } = self.pending else {
            return;
        };
        self.pending = Pending::None;
        self.roll_failed(seat, purpose, ev);
    }

    fn roll_succeeded<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        purpose: RollPurpose,
        ev: &mut S,
    ) {
        match purpose {
            RollPurpose::EngineFailure | RollPurpose::InvestedFunds => {}
            RollPurpose::Launch(dest) => self.launch_succeeded(p, dest, ev),
            RollPurpose::Specialty(e) => match engineer(e).specialty {
                EngineerSpecialty::RollAcquireRiver(_)
                    if self.rivers.iter().any(|r| !r.is_empty()) =>
                {
                    self.pending = Pending::TakeFromRiver(p);
                }
                EngineerSpecialty::RollDrawRnd { cards, .. } => {
                    self.draw_rnd_to_reserve(p, cards, ev)
                }
                EngineerSpecialty::RollFreeBuild { rule, .. } => {
                    let kind = BuildKind::FreeByCost(rule.into());
                    if self.can_build_any(p, kind) {
                        self.pending = Pending::Build { seat: p, kind };
                    }
                }
                EngineerSpecialty::RollGain { credits, .. } => {
                    self.gain(p, u16::from(credits), Why::EngineerSpecialty, ev)
                }
                _ => {}
            },
        }
    }

    fn roll_failed<S: EventSink<Event>>(&mut self, p: PlayerId, purpose: RollPurpose, ev: &mut S) {
        match purpose {
            RollPurpose::EngineFailure => self.destroy_liquid_stages(p, ev),
            RollPurpose::InvestedFunds => {
                self.pay(p, 40, Why::SoloEvent, ev);
            }
            RollPurpose::Launch(dest) => {
                ev.emit(Audience::All, Event::LaunchAborted { seat: p, dest })
            }
            RollPurpose::Specialty(_) => {}
        }
    }
}

fn roll_kind(purpose: RollPurpose) -> RollKind {
    match purpose {
        RollPurpose::EngineFailure => RollKind::EngineFailure,
        RollPurpose::Specialty(e) => RollKind::Specialty(e),
        RollPurpose::Launch(d) => RollKind::Launch(d),
        RollPurpose::InvestedFunds => RollKind::SoloEvent,
    }
}
