//! **A. Planning Phase — 1. Events**, with the **Event Characteristics** and
//! **Solo Event Characteristics** chapters: "At the start of each game turn,
//! an Event card is revealed … If an action is to be performed, it must be
//! resolved immediately by the players concerned."
//!
//! Rulings applied: R32 (Solo Event details), R33 (Engine Failure order).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::engineers::authority;
use crate::data::events::{BaseEvent, EventCard, SoloEvent};
use crate::data::technology::{kind, Characteristic, TechType};
use crate::event::{Event, Why};
use crate::state::{
    DismissReason, Pending, RawState, RollPurpose, Stage, HAND_LIMIT, RESERVE_LIMIT,
};

impl RawState {
    pub(crate) fn step_turn_start<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        self.turn = self.turn.saturating_add(1);
        ev.emit(Audience::All, Event::TurnBegins { turn: self.turn });
        for (_, s) in self.seats.iter_mut() {
            s.turn_engineers.clear();
            s.director_active = false;
            s.discount_left = 0;
            s.builds_left = 0;
            s.actions_left = 0;
            s.static_fired = false;
            s.launched = false;
            s.skip_admin = false;
        }
        // "If all 20 Event cards have been revealed, the game continues
        // without new Events."
        self.event = self.event_deck.pop();
        match self.event {
            Some(card) => {
                self.events_seen.insert(usize::from(card.id()));
                ev.emit(Audience::All, Event::EventRevealed { card });
                if let EventCard::Solo(s) = card {
                    if (s as u8) < 4 {
                        self.bans |= 1 << (s as u8);
                    }
                }
            }
            None => ev.emit(Audience::All, Event::NoEvent),
        }
        self.stage = Stage::EventEffects;
        self.cursor = 0;
        true
    }

    /// The Event's immediate part, player by player in Director order.
    pub(crate) fn step_event_effects<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(card) = self.event else {
            self.enter_placement(ev);
            return true;
        };
        let Some(p) = self.order_seat(usize::from(self.cursor)) else {
            self.enter_placement(ev);
            return true;
        };
        self.cursor += 1;
        match card {
            EventCard::Base(b) => self.base_event_effect(p, b, ev),
            EventCard::Solo(s) => self.solo_event_effect(p, s, ev),
        }
        true
    }

    fn base_event_effect<S: EventSink<Event>>(&mut self, p: PlayerId, e: BaseEvent, ev: &mut S) {
        match e {
            BaseEvent::EconomicCrisis => {
                self.pay(p, 40, Why::EconomicCrisis, ev);
            }
            BaseEvent::EngineFailure => {
                let liquid = self
                    .seat(p)
                    .built(TechType::FirstStage)
                    .any(|c| kind(c).characteristic == Characteristic::LiquidPropulsion);
                if liquid {
                    // "a die roll higher than 4": 5 or more.
                    self.start_roll(p, RollPurpose::EngineFailure, 5, 0, true, ev);
                }
            }
            BaseEvent::ExceptionalAid if !self.seat(p).specialty_used => {
                self.gain(p, 40, Why::ExceptionalAid, ev);
            }
            BaseEvent::NewPatents if self.seat(p).reserve.len() < RESERVE_LIMIT => {
                self.draw_rnd_to_reserve(p, 1, ev);
            }
            _ => {}
        }
    }

    /// Engine Failure, failed roll: every Liquid Propulsion First Stage back to the reserve.
    pub(crate) fn destroy_liquid_stages<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let mut count = 0u8;
        let pad = s.pad;
        for c in pad.iter() {
            let c8 = c as u8;
            let k = kind(c8);
            if k.ty == TechType::FirstStage && k.characteristic == Characteristic::LiquidPropulsion
            {
                s.pad.remove(c);
                s.reserve.insert(c);
                count += 1;
            }
        }
        self.reserve_grew = true;
        ev.emit(Audience::All, Event::StagesDestroyed { seat: p, count });
    }

    fn solo_event_effect<S: EventSink<Event>>(&mut self, p: PlayerId, e: SoloEvent, ev: &mut S) {
        let s = *self.seat(p);
        match e {
            SoloEvent::StartUp
            | SoloEvent::Incompetence
            | SoloEvent::InternalEthicsPolicy
            | SoloEvent::TechnologicalDelay => {}
            SoloEvent::PowerEvaluation => {
                // "the total thrust of the Technologies built": the rocket's
                // thrust, a Heavy Version doubling its First Stages (R42; no
                // Specialty is active yet at the start of a turn).
                if self.rocket(p).thrust >= 20 {
                    self.gain(p, 60, Why::SoloEvent, ev);
                } else {
                    self.lose_dice(p, 1, ev);
                }
            }
            SoloEvent::ConstructionDelay => {
                if s.built_types != 0b1111 && !s.hand.is_empty() {
                    self.pending = Pending::Dismiss {
                        seat: p,
                        left: 1,
                        reason: DismissReason::SoloEvent,
                    };
                }
            }
            SoloEvent::AllRiskEngineers => {
                let team: u16 = s.hand.iter().map(|e| u16::from(authority(e as u8))).sum();
                if team >= 300 {
                    self.gain_die(p, ev);
                }
            }
            SoloEvent::BehindSchedule => {
                if s.investors.len() < 2 {
                    self.pay(p, 40, Why::SoloEvent, ev);
                }
            }
            SoloEvent::HiringBonus => {
                let n = s.hand.len();
                if n < 3 {
                    self.pay(p, 40, Why::SoloEvent, ev);
                } else if n > 3 {
                    self.gain(p, 40, Why::SoloEvent, ev);
                }
            }
            SoloEvent::HumanResources => {
                if s.credits < 60 {
                    if s.hand.len() < HAND_LIMIT {
                        self.draw_engineer(p, true, ev);
                    }
                } else if s.credits > 100 && !s.hand.is_empty() {
                    self.pending = Pending::Dismiss {
                        seat: p,
                        left: 1,
                        reason: DismissReason::SoloEvent,
                    };
                }
            }
            SoloEvent::WhenBoredomSetsIn => {
                if s.launches == 0 && !s.hand.is_empty() {
                    let left = s.hand.len().min(2) as u8;
                    self.pending = Pending::Dismiss {
                        seat: p,
                        left,
                        reason: DismissReason::SoloEvent,
                    };
                }
            }
            SoloEvent::LossOfYourInvestedFunds => {
                // Result 4 or lower pays; extra dice may rescue a failure.
                self.start_roll(p, RollPurpose::InvestedFunds, 5, 0, true, ev);
            }
            // The Mission changes on a low roll; otherwise the player pays.
            SoloEvent::AdaptingToLaunch => self.mission_change_roll(p, 7, 1, 40, ev),
            SoloEvent::NewMission => self.mission_change_roll(p, 10, 2, 60, ev),
        }
    }

    /// Solo Events "Adapting to Launch" and "New Mission": a d12 below `need`
    /// changes the Mission (`flag` 1: a Satellite on Mars, 2: a Cargo on
    /// Titan); otherwise the player pays `cost` thousand.
    fn mission_change_roll<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        need: u8,
        flag: u8,
        cost: u16,
        ev: &mut S,
    ) {
        let r = self.roll_d12();
        let changed = r < need;
        ev.emit(
            Audience::All,
            Event::Rolled {
                seat: p,
                kind: crate::event::RollKind::SoloEvent,
                roll: r,
                need,
                success: !changed,
            },
        );
        if changed {
            self.solo_extra |= flag;
            ev.emit(
                Audience::All,
                Event::MissionChanged {
                    satellite_on_mars: flag == 1,
                    cargo_on_titan: flag == 2,
                },
            );
        } else {
            self.pay(p, cost, Why::SoloEvent, ev);
        }
    }
}
