//! **B. Administration Phase**: "Collecting the Quarter's Earnings",
//! "Performing the Director's Actions" (Activate the Director's Specialty,
//! Sell 1 Technology Card, Recruit an Engineer, Dismiss an Engineer,
//! Activate the Nation's Intervention), with the **Mission Directors** and
//! **Nation Interventions** chapters. Static fires and launches are in
//! [`super::launch`].
//!
//! Rulings applied: R4 (sale credits), R11 (a Director's Specialty needs
//! something to act on), R20 (dismissals and what the others know), R21
//! (debt dismissals), R22 (Nation Interventions), R23 (New Space Prices Soar
//! and every sale), R34 (recruiting within the hand limit).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::action::EngineerPile;
use crate::data::directors::{director, DirectorSpecialty as DS, Nation};
use crate::data::events::{BaseEvent, SoloEvent};
use crate::data::missions::Mission;
use crate::data::technology::{tech_type, TechType};
use crate::event::{Event, RollKind, Why};
use crate::state::{BuildKind, DismissReason, Know, Pending, RawState, Slot, Stage, HAND_LIMIT};

/// Quarterly earnings (thousands) by Engineers in hand: 0 to 5.
pub(crate) const QUARTER: [i16; 6] = [60, 40, 20, 0, -20, -40];

impl RawState {
    #[cold]
    pub(crate) fn enter_income<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.stage = Stage::Income;
        self.cursor = 0;
        let salary = self.event_is(BaseEvent::SalaryExemption);
        for i in 0..self.order.len() {
            let Some(p) = self.order_seat(i) else {
                continue;
            };
            let hand = self.seat(p).hand.len();
            // Salary Exemption: "All players receive 60,000" instead.
            let amount = if salary {
                60
            } else {
                QUARTER.get(hand).copied().unwrap_or(-40)
            };
            if amount >= 0 {
                self.gain(p, amount as u16, Why::Quarter, ev);
            } else {
                let owed = amount.unsigned_abs();
                let paid = self.pay(p, owed, Why::Quarter, ev);
                let unpaid = owed - paid;
                if unpaid > 0 {
                    // Skip the Administration turn; dismiss 1 Engineer per
                    // 20,000 unpaid.
                    // 1 per 20,000 unpaid, among the Engineers that may be
                    // dismissed: not those on the Space Operations Center (R21).
                    let may_go = self.seat(p).dismissable().len() as u16;
                    let dismissals = unpaid.div_ceil(20).min(may_go) as u8;
                    if let Some(s) = self.seats.get_mut(p) {
                        s.skip_admin = true;
                        s.dismissals_due = dismissals;
                    }
                    ev.emit(
                        Audience::All,
                        Event::DebtUnpaid {
                            seat: p,
                            unpaid,
                            dismissals,
                        },
                    );
                }
            }
        }
    }

    pub(crate) fn step_income<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(p) = self.order_seat(usize::from(self.cursor)) else {
            self.enter_administration(ev);
            return true;
        };
        self.cursor += 1;
        let s = self.seats.get_mut(p);
        // Most turns nothing is due: the hand is not counted then.
        if let Some(s) = s.filter(|s| s.dismissals_due > 0) {
            let due = s.dismissals_due.min(s.dismissable().len() as u8);
            s.dismissals_due = 0;
            if due > 0 {
                self.pending = Pending::Dismiss {
                    seat: p,
                    left: due,
                    reason: DismissReason::Debt,
                };
            }
        }
        true
    }

    #[cold]
    pub(crate) fn enter_administration<S: EventSink<Event>>(&mut self, ev: &mut S) {
        // "the Space Operations Center is resolved during the Administration phase".
        self.reveal_slot(Slot::Soc, ev);
        let actions = if self.event_is(BaseEvent::BurnOut) {
            1
        } else {
            2
        };
        for (_, s) in self.seats.iter_mut() {
            s.actions_left = if s.skip_admin { 0 } else { actions };
        }
        self.stage = Stage::Administration;
        self.cursor = 0;
    }

    pub(crate) fn step_administration<S: EventSink<Event>>(&mut self, _ev: &mut S) -> bool {
        let Some(p) = self.order_seat(usize::from(self.cursor)) else {
            self.stage = Stage::EndTurn;
            return true;
        };
        if self.seat(p).actions_left == 0 {
            self.cursor += 1;
        } else {
            self.pending = Pending::DirectorTurn(p);
        }
        true
    }

    /// Uses one Director action.
    #[inline]
    pub(crate) fn spend_action(&mut self, p: PlayerId) {
        if let Some(s) = self.seats.get_mut(p) {
            s.actions_left = s.actions_left.saturating_sub(1);
        }
    }

    /// The Public Market price of a Technology this turn.
    pub(crate) fn sale_price(&self, base: u8) -> u16 {
        let bonus = if self.event_is(BaseEvent::NewSpacePricesSoar) {
            20
        } else {
            0
        };
        u16::from(base) + bonus
    }

    /// Sells a reserve card (Director action, Matviy Lyulka, Liam Van Horn).
    pub(crate) fn sell<S: EventSink<Event>>(&mut self, p: PlayerId, card: u8, ev: &mut S) {
        let base = self.seat(p).director_card().sale_credits;
        self.sell_from(p, card, base, false, ev);
    }

    /// Anatoliy Feoktistov: sells a built card for 80,000.
    pub(crate) fn sell_built<S: EventSink<Event>>(&mut self, p: PlayerId, card: u8, ev: &mut S) {
        let DS::SellBuilt(base) = self.seat(p).director_card().specialty else {
            return;
        };
        self.sell_from(p, card, base, true, ev);
    }

    /// Takes `card` from the reserve (or the Launch Pad), puts it beneath its
    /// pile and pays the sale price of `base`, as the Events modify it.
    fn sell_from<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: u8,
        base: u8,
        from_pad: bool,
        ev: &mut S,
    ) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let pile = if from_pad { &mut s.pad } else { &mut s.reserve };
        if !pile.remove(usize::from(card)) {
            return;
        }
        self.tech_under(card, Know::PUBLIC);
        let price = self.sale_price(base);
        ev.emit(
            Audience::All,
            Event::Sold {
                seat: p,
                card,
                price,
            },
        );
        self.gain(p, price, Why::Sale, ev);
    }

    /// Discards a reserve card beneath its pile (reserve limit).
    pub(crate) fn discard_tech<S: EventSink<Event>>(&mut self, p: PlayerId, card: u8, ev: &mut S) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        if s.reserve.remove(usize::from(card)) {
            self.tech_under(card, Know::PUBLIC);
            ev.emit(Audience::All, Event::Discarded { seat: p, card });
        }
    }

    /// Whether `p` may recruit from a pile now.
    pub(crate) fn recruit_problem(&self, p: PlayerId, pile: EngineerPile) -> Option<&'static str> {
        if self.seat(p).hand.len() >= HAND_LIMIT {
            return Some("the hand is limited to 5 Engineers");
        }
        let senior = pile == EngineerPile::Senior;
        if self.eng_piles[usize::from(senior)].is_empty() {
            return Some("that Engineer pile is empty");
        }
        if senior && self.banned(SoloEvent::StartUp) {
            return Some("Start-up: recruiting Senior Engineers is forbidden");
        }
        None
    }

    /// Whether `p` may dismiss `e`: the Dismiss action, Zhang Kang, debts and
    /// Solo Events alike (R20, R21).
    pub(crate) fn dismiss_problem(&self, p: PlayerId, e: u8) -> Option<&'static str> {
        let s = self.seat(p);
        if !s.hand.contains(usize::from(e)) {
            return Some("it is not in your hand");
        }
        if s.on(Slot::Soc).contains(usize::from(e)) {
            return Some("it was placed on the Space Operations Center this turn");
        }
        None
    }

    /// Whether the Director's Specialty can be activated now (R11: only when
    /// it can act).
    pub(crate) fn specialty_problem(&self, p: PlayerId) -> Option<&'static str> {
        self.specialty_problem_given(p, || self.launch_could_follow(p))
    }

    /// [`RawState::specialty_problem`], with `launch_could_follow` answering
    /// [`RawState::launch_could_follow`] (from a rocket already computed).
    pub(crate) fn specialty_problem_given(
        &self,
        p: PlayerId,
        launch_could_follow: impl FnOnce() -> bool,
    ) -> Option<&'static str> {
        let s = self.seat(p);
        if s.specialty_used {
            return Some("the Director's Specialty is available only once per game");
        }
        if self.banned(SoloEvent::Incompetence) {
            return Some("Incompetence: the Director's Specialty is forbidden");
        }
        let ok = match s.director_card().specialty {
            DS::Gain(_) => true,
            DS::KeepFirstStages | DS::ThrustBonus(_) | DS::AuthorityReduction(_) => {
                if !launch_could_follow() {
                    return Some(
                        "this Specialty must be used in the same Administration phase as a launch, and no launch can follow now",
                    );
                }
                true
            }
            DS::SellAny => !s.reserve.is_empty(),
            DS::FreeBuildPayload => self.can_build_any(p, BuildKind::FreePayload),
            DS::FreeBuildNuclear => self.can_build_any(p, BuildKind::FreeNuclear),
            DS::AcquireRiver => self.rivers.iter().any(|r| !r.is_empty()),
            DS::DrawRnd(_) => !self.tech_piles[TechType::Rnd.index()].is_empty(),
            DS::SellBuilt(_) => !s.pad.is_empty(),
            DS::DismissForCredits(_) => !s.dismissable().is_empty(),
            DS::RecruitSeniors(_) => self.recruit_problem(p, EngineerPile::Senior).is_none(),
        };
        if ok {
            None
        } else {
            Some("the Director's Specialty has nothing to act on now")
        }
    }

    /// Activates the Director's Specialty (Mission Directors chapter).
    pub(crate) fn director_specialty<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) {
        let Some(d) = self.seat(p).director else {
            return;
        };
        if let Some(s) = self.seats.get_mut(p) {
            s.specialty_used = true;
        }
        ev.emit(
            Audience::All,
            Event::DirectorSpecialty {
                seat: p,
                director: d,
            },
        );
        match director(d).specialty {
            DS::Gain(n) => self.gain(p, u16::from(n), Why::DirectorSpecialty, ev),
            DS::KeepFirstStages | DS::ThrustBonus(_) | DS::AuthorityReduction(_) => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.director_active = true;
                }
            }
            DS::SellAny => {
                self.pending = Pending::SellReserve {
                    seat: p,
                    many: true,
                }
            }
            DS::FreeBuildPayload => {
                self.pending = Pending::Build {
                    seat: p,
                    kind: BuildKind::FreePayload,
                }
            }
            DS::FreeBuildNuclear => {
                self.pending = Pending::Build {
                    seat: p,
                    kind: BuildKind::FreeNuclear,
                }
            }
            DS::AcquireRiver => self.pending = Pending::TakeFromRiver(p),
            DS::DrawRnd(n) => self.draw_rnd_to_reserve(p, n, ev),
            DS::SellBuilt(_) => self.pending = Pending::SellBuilt(p),
            DS::DismissForCredits(_) => {
                let left = self.seat(p).hand.len() as u8;
                self.pending = Pending::Dismiss {
                    seat: p,
                    left,
                    reason: DismissReason::ForCredits,
                };
            }
            DS::RecruitSeniors(n) => {
                for _ in 0..n {
                    if self.recruit_problem(p, EngineerPile::Senior).is_some() {
                        break;
                    }
                    self.draw_engineer(p, true, ev);
                }
            }
        }
    }

    /// Whether the Nation's Intervention can be activated.
    pub(crate) fn intervention_problem(&self, p: PlayerId) -> Option<&'static str> {
        if self.config.is_solo() {
            return Some("in Solo mode the Director cannot use the Nation's Intervention");
        }
        if self.config.mission() == Some(Mission::M5) {
            return Some("Mission 5 is played without the Nation's Intervention");
        }
        if self.seat(p).intervention_used {
            return Some("the Nation's Intervention is available only once per game");
        }
        None
    }

    /// Why `target` cannot be the target of `p`'s Intervention.
    pub(crate) fn target_problem(&self, p: PlayerId, target: PlayerId) -> Option<&'static str> {
        if target == p || target.index() >= self.n() {
            return Some("choose another Mission Director");
        }
        let t = self.seat(target);
        match self.seat(p).director_card().nation {
            Nation::UnitedStates if t.reserve_of(TechType::Rnd).next().is_none() => {
                Some("no R&D Technology in that reserve")
            }
            Nation::RussianFederation if t.dice == 0 => Some("no die in that reserve"),
            Nation::China if t.dismissable().is_empty() => Some(
                "no Engineer of that hand may be discarded (those on the Space Operations Center cannot)",
            ),
            _ => None,
        }
    }

    /// Activates the Nation's Intervention: 6+ on the main die, no extra dice.
    pub(crate) fn nation_intervention<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) {
        if let Some(s) = self.seats.get_mut(p) {
            s.intervention_used = true;
        }
        let roll = self.roll_d12();
        let success = roll >= 6;
        ev.emit(
            Audience::All,
            Event::Rolled {
                seat: p,
                kind: RollKind::Intervention,
                roll,
                need: 6,
                success,
            },
        );
        let any_target = (0..self.n() as u8).any(|q| self.target_problem(p, PlayerId(q)).is_none());
        if success && any_target {
            self.pending = Pending::InterventionTarget(p);
        }
    }

    /// The target of a successful Intervention.
    pub(crate) fn intervene<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        target: PlayerId,
        ev: &mut S,
    ) {
        ev.emit(Audience::All, Event::Intervention { seat: p, target });
        match self.seat(p).director_card().nation {
            Nation::UnitedStates => self.pending = Pending::InterventionCard { seat: p, target },
            Nation::RussianFederation => {
                self.pending = Pending::InterventionDice { seat: p, target }
            }
            Nation::China => {
                // "Engineer cards placed on the Space Operations Center
                // during the turn's Planning phase cannot be discarded" (R40).
                let pool = self.seat(target).dismissable();
                if let Some(e) = pool.random(&mut self.rng) {
                    self.discard_engineer(target, e as u8, true, ev);
                }
            }
        }
    }

    /// Dismisses an Engineer face down (Dismiss action, debts, Zhang Kang, Solo Events).
    pub(crate) fn dismiss<S: EventSink<Event>>(&mut self, p: PlayerId, e: u8, ev: &mut S) {
        self.discard_engineer(p, e, false, ev);
    }

    /// The United States Intervention's discard of the target's R&D card.
    pub(crate) fn discard_target_rnd<S: EventSink<Event>>(
        &mut self,
        target: PlayerId,
        card: u8,
        ev: &mut S,
    ) {
        if tech_type(card) == TechType::Rnd {
            self.discard_tech(target, card, ev);
        }
    }
}
