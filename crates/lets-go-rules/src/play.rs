//! Game Play: turns clockwise, one action each — take a Specialist into
//! your hand (from the Center or the deck) or recruit one — and the single
//! source of legality for every decision of a turn (`LetsGo::plan`, behind
//! `validate`).

use alloc::vec::Vec;

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::abilities::Usage;
use crate::action::Action;
use crate::data::{Card, Field, ProjectId};
use crate::error::RuleError;
use crate::event::Event;
use crate::recruiting::{affordability, Mode, Step};
use crate::state::{Boost, LetsGo, Payment, Phase, CENTER_SIZE, HUB_CAPACITY};

/// A checked action, with what the checks worked out.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Plan {
    Take(Card),
    Draw,
    Recruit(Payment),
    Use(Field, Card, Usage),
    PayStep(Payment, Step),
    BoostSkill(Boost, Field),
    BoostPay(Boost, Step),
    Claim(ProjectId),
    EndTurn,
    Pass,
}

/// What each pending decision accepts, for [`RuleError::NotNow`].
const fn expected(phase: &Phase) -> &'static str {
    match phase {
        Phase::Action => "take a Specialist (`take #N`, `draw`), recruit one (`recruit #N to DIVISION`) or use an ability instead (`use DIVISION`)",
        Phase::Choosing { .. } => "choose the Specialist your ability recruits (`recruit #N to DIVISION`)",
        Phase::Paying(_) => "provide the Research: `pay COLOUR`, `return #N` or `use DIVISION`",
        Phase::AfterAction => "use an ability (`use DIVISION`) or `end turn`",
        Phase::Boosting(_) => "choose the Skill (`skill DIVISION`), then pay for it (`pay COLOUR` or `return #N`)",
        Phase::Claiming => "choose the Project to complete (`claim PROJECT`)",
        Phase::Over => "nothing: the game is over",
    }
}

impl LetsGo {
    /// The single source of legality: checks `action` for `p` and works out
    /// what it does.
    pub(crate) fn plan(&self, p: PlayerId, action: &Action) -> Result<Plan, RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if p != self.current {
            return Err(RuleError::NotYourTurn {
                player: p,
                current: self.current,
            });
        }
        let not_now = Err(RuleError::NotNow {
            expected: expected(&self.phase),
        });
        match (self.phase, *action) {
            (Phase::Action, Action::Take(card)) => {
                if self.center.contains(card.index()) {
                    Ok(Plan::Take(card))
                } else {
                    Err(RuleError::NotInCenter { card })
                }
            }
            (Phase::Action, Action::Draw) => {
                if self.deck.is_empty() {
                    Err(RuleError::DeckEmpty)
                } else {
                    Ok(Plan::Draw)
                }
            }
            (Phase::Action, Action::Recruit { card, division }) => self
                .check_recruit(p, card, division, Mode::Normal, None)
                .map(Plan::Recruit),
            (Phase::Choosing { ability }, Action::Recruit { card, division }) => self
                .check_recruit(p, card, division, self.choosing_mode(p, ability), None)
                .map(Plan::Recruit),
            (Phase::Action | Phase::Paying(_) | Phase::AfterAction, Action::Use(d)) => {
                let (card, usage) = self.ability_usage(p, d)?;
                Ok(Plan::Use(d, card, usage))
            }
            (Phase::Action, Action::Pass) => {
                if self.can_act(p) {
                    Err(RuleError::MustAct)
                } else {
                    Ok(Plan::Pass)
                }
            }
            (Phase::Paying(pay), Action::Pay(f)) => {
                self.check_payment_step(p, &pay, Step::Token(f))?;
                Ok(Plan::PayStep(pay, Step::Token(f)))
            }
            (Phase::Paying(pay), Action::Return(c)) => {
                self.check_payment_step(p, &pay, Step::Return(c))?;
                Ok(Plan::PayStep(pay, Step::Return(c)))
            }
            (Phase::AfterAction, Action::EndTurn) => Ok(Plan::EndTurn),
            (Phase::Boosting(b), Action::Skill(f)) => {
                if b.skill.is_some() {
                    return not_now;
                }
                Ok(Plan::BoostSkill(b, f))
            }
            (Phase::Boosting(b), Action::Pay(f)) => {
                if b.skill.is_none() || b.tokens_due == 0 {
                    return not_now;
                }
                if self.tokens.get(p).map_or(0, |t| t.get(f)) == 0 {
                    return Err(RuleError::NoToken { research: f });
                }
                Ok(Plan::BoostPay(b, Step::Token(f)))
            }
            (Phase::Boosting(b), Action::Return(card)) => {
                if b.skill.is_none() || !b.card_due {
                    return not_now;
                }
                if !self.hands.get(p).is_some_and(|h| h.contains(card.index())) {
                    return Err(RuleError::NotInHand { card });
                }
                Ok(Plan::BoostPay(b, Step::Return(card)))
            }
            (Phase::Claiming, Action::Claim(project)) => {
                if self.can_claim(p, project) {
                    Ok(Plan::Claim(project))
                } else {
                    Err(RuleError::ProjectNotMet { project })
                }
            }
            _ => not_now,
        }
    }

    /// Whether `p` has any action besides passing (the rulebook: "You must
    /// perform one and only one of these actions").
    fn can_act(&self, p: PlayerId) -> bool {
        if !self.center.is_empty() || !self.deck.is_empty() {
            return true;
        }
        let supply = self.supply(p);
        let hand = self.hands.get(p).copied().unwrap_or_default();
        for i in hand.iter() {
            let Some(card) = Card::new(i as u8) else {
                continue;
            };
            for &d in card.data().skills {
                if self
                    .check_recruit(p, card, d, Mode::Normal, Some(&supply))
                    .is_ok()
                {
                    return true;
                }
            }
        }
        Field::ALL
            .into_iter()
            .any(|d| self.may_use(p, d) && self.ability_usage(p, d).is_ok())
    }

    /// Carries out a checked action.
    pub(crate) fn execute<S: EventSink<Event>>(&mut self, p: PlayerId, plan: Plan, events: &mut S) {
        match plan {
            Plan::Take(card) => {
                self.center.remove(card.index());
                if let Some(h) = self.hands.get_mut(p) {
                    h.insert(card.index());
                }
                if let Some(k) = self.known.get_mut(p) {
                    k.insert(card.index());
                }
                if events.wants_events() {
                    events.emit(Audience::All, Event::Took { player: p, card });
                }
                self.action_done(events);
            }
            Plan::Draw => {
                self.draw_card(p, events);
                self.action_done(events);
            }
            Plan::Recruit(pay) => self.start_recruitment(p, pay, events),
            Plan::Use(d, card, usage) => self.use_ability(p, d, card, usage, events),
            Plan::PayStep(pay, step) => self.apply_payment_step(p, pay, step, events),
            Plan::BoostSkill(mut b, f) => {
                b.skill = Some(f);
                self.continue_boost(p, b, events);
            }
            Plan::BoostPay(mut b, step) => {
                match step {
                    Step::Token(f) => {
                        self.give_token(p, f, events);
                        b.tokens_due = b.tokens_due.saturating_sub(1);
                    }
                    Step::Return(card) => {
                        self.return_to_center(p, card, events);
                        b.card_due = false;
                    }
                }
                self.continue_boost(p, b, events);
            }
            Plan::Claim(project) => {
                self.claim(p, project, events);
                self.finish_turn(events);
            }
            Plan::EndTurn => self.end_turn(events),
            Plan::Pass => {
                if events.wants_events() {
                    events.emit(Audience::All, Event::Passed { player: p });
                }
                self.action_done(events);
            }
        }
    }

    /// An end-of-turn Skill: once chosen and paid for, it counts this turn.
    fn continue_boost<S: EventSink<Event>>(&mut self, p: PlayerId, b: Boost, events: &mut S) {
        match b.skill {
            Some(skill) if b.tokens_due == 0 && !b.card_due => {
                self.turn.bonus.add(skill);
                if events.wants_events() {
                    events.emit(Audience::All, Event::GainedSkill { player: p, skill });
                }
                self.after_action(events);
            }
            _ => self.phase = Phase::Boosting(b),
        }
    }

    /// Draws a card from the deck into `p`'s hand (seen by `p` only).
    pub(crate) fn draw_card<S: EventSink<Event>>(&mut self, p: PlayerId, events: &mut S) {
        let Some(i) = self.deck.take_random(&mut self.rng) else {
            return;
        };
        if let Some(h) = self.hands.get_mut(p) {
            h.insert(i);
        }
        self.turn.progress = true;
        if events.wants_events() {
            let card = Card::new(i as u8);
            let me = cardgame_core::PlayerSet::only(p);
            events.emit(Audience::Seats(me), Event::Drew { player: p, card });
            events.emit(
                Audience::AllExcept(me),
                Event::Drew {
                    player: p,
                    card: None,
                },
            );
        }
    }

    /// The action of the turn is done: refill the Center to 6 (rulebook:
    /// after taking; ruling R4: after recruiting too), then the optional
    /// abilities after the action.
    pub(crate) fn action_done<S: EventSink<Event>>(&mut self, events: &mut S) {
        while self.center.len() < CENTER_SIZE {
            let Some(i) = self.deck.take_random(&mut self.rng) else {
                break;
            };
            self.center.insert(i);
            self.turn.progress = true;
            if events.wants_events() {
                if let Some(card) = Card::new(i as u8) {
                    events.emit(Audience::All, Event::Revealed { card });
                }
            }
        }
        self.after_action(events);
    }

    /// After the action: offer the abilities usable now; with none, the
    /// turn ends at once.
    pub(crate) fn after_action<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.phase = Phase::AfterAction;
        let p = self.current;
        if !Field::ALL
            .into_iter()
            .any(|d| self.may_use(p, d) && self.ability_usage(p, d).is_ok())
        {
            self.end_turn(events);
        }
    }

    /// Fills `out` with the legal actions of `p`, sorted: each candidate of
    /// the pending decision, kept when [`LetsGo::plan`] accepts it.
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if self.phase == Phase::Over || p != self.current {
            return;
        }
        let hand = self.hands.get(p).copied().unwrap_or_default();
        let keep = |a: Action, out: &mut Vec<Action>| {
            if self.plan(p, &a).is_ok() {
                out.push(a);
            }
        };
        match self.phase {
            Phase::Action => {
                for i in self.center.iter() {
                    if let Some(card) = Card::new(i as u8) {
                        out.push(Action::Take(card));
                    }
                }
                if !self.deck.is_empty() {
                    out.push(Action::Draw);
                }
                // Normal recruitments: the checks of `check_recruit`
                // (Mode::Normal) without building refusals.
                let supply = self.supply(p);
                if let Some(hub) = self.hubs.get(p).filter(|h| h.len() < HUB_CAPACITY) {
                    for i in self.center.union(&hand).iter() {
                        let Some(card) = Card::new(i as u8) else {
                            continue;
                        };
                        let from_hand = hand.contains(i);
                        let skills = card.data().skills;
                        let (a, b) = match *skills {
                            [x] => (x, None),
                            [x, y] if x == y => (x, None),
                            [x, y] => (x.min(y), Some(x.max(y))),
                            _ => continue,
                        };
                        for division in core::iter::once(a).chain(b) {
                            if affordability(hub, &supply, card, division, from_hand).1 == 0 {
                                out.push(Action::Recruit { card, division });
                            }
                        }
                    }
                }
                for d in Field::ALL {
                    if self.may_use(p, d) {
                        keep(Action::Use(d), out);
                    }
                }
                if out.is_empty() {
                    out.push(Action::Pass);
                }
            }
            Phase::Choosing { .. } => {
                for i in self.center.union(&hand).iter() {
                    let Some(card) = Card::new(i as u8) else {
                        continue;
                    };
                    for division in Field::ALL {
                        if card.data().has_skill(division) {
                            keep(Action::Recruit { card, division }, out);
                        }
                    }
                }
            }
            Phase::Paying(pay) => {
                for d in Field::ALL {
                    if self.may_use(p, d) {
                        keep(Action::Use(d), out);
                    }
                }
                // The checks of `check_payment_step`, without building refusals.
                let tokens = self.tokens.get(p).copied().unwrap_or_default();
                for f in Field::ALL {
                    if tokens.get(f) > 0 && (pay.tokens_due > 0 || pay.need.get(f) > 0) {
                        out.push(Action::Pay(f));
                    }
                }
                if pay.tokens_due == 0 {
                    for i in hand.iter() {
                        if let Some(card) = Card::new(i as u8).filter(|&c| c != pay.card) {
                            out.push(Action::Return(card));
                        }
                    }
                }
            }
            Phase::Boosting(b) => {
                if b.skill.is_none() {
                    out.extend(Field::ALL.map(Action::Skill));
                } else {
                    for f in Field::ALL {
                        keep(Action::Pay(f), out);
                    }
                    for i in hand.iter() {
                        if let Some(card) = Card::new(i as u8) {
                            keep(Action::Return(card), out);
                        }
                    }
                }
            }
            Phase::AfterAction => {
                for d in Field::ALL {
                    if self.may_use(p, d) {
                        keep(Action::Use(d), out);
                    }
                }
                out.push(Action::EndTurn);
            }
            Phase::Claiming => {
                for project in ProjectId::all() {
                    keep(Action::Claim(project), out);
                }
            }
            Phase::Over => {}
        }
    }
}
