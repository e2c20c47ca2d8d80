//! **Investor Objectives**: "The first player to acquire in their reserve
//! the Technology … whatever the method"; the river of 2, Timid Investors,
//! and Mission 3's immediate win.
//!
//! Rulings applied: R5 (the 20 designed Investors), R28 ("acquire"), R37
//! (Mission 3 ends mid-turn).

use cardgame_core::{Audience, EventSink, PlayerId, PlayerSet};

use crate::data::events::BaseEvent;
use crate::data::investors::{investor, FireCondition, LaunchCondition, Objective, INVESTORS};
use crate::data::missions::Mission;
use crate::data::tables::Destination;
use crate::data::technology::{kind, TechType};
use crate::event::{Event, Why};
use crate::state::RawState;

/// What may fulfil an Investor's objective.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Trigger {
    /// A card added to the reserve.
    Acquired(u8),
    /// A card built on the Launch Pad.
    Built(u8),
    /// A successful static fire.
    StaticFire,
    /// A successful launch.
    Launch {
        /// Where.
        dest: Destination,
        /// With a Crewed flight Payload.
        crewed: bool,
        /// Payloads carried.
        payloads: u8,
    },
}

impl RawState {
    #[inline]
    fn objective_met(&self, p: PlayerId, objective: Objective, trigger: Trigger) -> bool {
        match (objective, trigger) {
            (Objective::Acquire(name), Trigger::Acquired(c)) => kind(c).id == name,
            (Objective::Build(name), Trigger::Built(c)) => kind(c).id == name,
            (Objective::StaticFire(cond), Trigger::StaticFire) => {
                let s = self.seat(p);
                match cond {
                    FireCondition::Any => true,
                    FireCondition::FirstStages(n) => {
                        s.built(TechType::FirstStage).count() >= usize::from(n)
                    }
                    FireCondition::With(ch) => s.pad.iter().any(|c| {
                        let k = kind(c as u8);
                        matches!(k.ty, TechType::FirstStage | TechType::UpperStage)
                            && k.characteristic == ch
                    }),
                    FireCondition::Thrust(t) => self.rocket(p).thrust >= u16::from(t),
                }
            }
            (
                Objective::Launch(cond),
                Trigger::Launch {
                    dest,
                    crewed,
                    payloads,
                },
            ) => match cond {
                LaunchCondition::To(d) => d == dest,
                LaunchCondition::Crewed => crewed,
                LaunchCondition::Payloads(n) => payloads >= n,
            },
            _ => false,
        }
    }

    /// Whether a revealed Investor asks for `objective` exactly (an
    /// acquisition or a build of a named card): most acquisitions and
    /// builds fulfil none, and this tells so without the awarding call.
    #[inline]
    pub(crate) fn investor_asks(&self, objective: Objective) -> bool {
        // The river holds valid ids (a state invariant): read the table
        // directly, with no wrapping of the id as `investor` does.
        self.investor_river.iter().any(|&i| {
            INVESTORS
                .get(usize::from(i))
                .is_some_and(|card| card.objective == objective)
        })
    }

    /// Awards every revealed Investor whose objective `trigger` fulfils.
    pub(crate) fn check_investors<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        trigger: Trigger,
        ev: &mut S,
    ) {
        // Only the cards revealed before the trigger count.
        let river = self.investor_river;
        for &i in river.iter() {
            if self.stage == crate::state::Stage::Finished {
                return;
            }
            if !self.objective_met(p, investor(i).objective, trigger) {
                continue;
            }
            self.investor_river.remove_item(&i);
            let Some(s) = self.seats.get_mut(p) else {
                return;
            };
            s.investors.insert(usize::from(i));
            let won = s.investors.len();
            // Timid Investors: the objective is won, the credits are not.
            let credits = if self.event_is(BaseEvent::TimidInvestors) {
                0
            } else {
                investor(i).credits
            };
            ev.emit(
                Audience::All,
                Event::InvestorWon {
                    seat: p,
                    investor: i,
                    credits,
                },
            );
            self.gain(p, u16::from(credits), Why::Investor, ev);
            self.refill_investors(ev);
            if self.config.mission() == Some(Mission::M3) && won >= 3 {
                // "The first player to complete 3 Investor objectives is
                // immediately declared the winner."
                ev.emit(Audience::All, Event::MissionFulfilled { seat: p });
                self.finish(PlayerSet::only(p), false, ev);
                return;
            }
        }
    }

    /// Reveals Investors until 2 are available (while the pile lasts).
    pub(crate) fn refill_investors<S: EventSink<Event>>(&mut self, ev: &mut S) {
        while self.investor_river.len() < 2 {
            let Some(i) = self.investor_pile.take_random(&mut self.rng) else {
                return;
            };
            if self.investor_river.push(i as u8).is_err() {
                return;
            }
            ev.emit(Audience::All, Event::InvestorRevealed { investor: i as u8 });
        }
    }

    /// Mark Faget, Pahal Chawla: the river leaves the game, 2 new Investors.
    pub(crate) fn replace_investors<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) {
        for &i in self.investor_river.iter() {
            self.investors_out.insert(usize::from(i));
        }
        self.investor_river.clear();
        ev.emit(Audience::All, Event::InvestorsReplaced { seat: p });
        self.refill_investors(ev);
    }
}
