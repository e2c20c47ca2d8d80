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
use crate::recruiting::{Mode, Step};
use crate::state::{Boost, LetsGo, Payment, Phase, CENTER_SIZE};

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

/// How much of an action's legality [`LetsGo::plan`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// Every rule: `validate` and the listing of legal actions.
    All,
    /// The action was validated already (`apply_unchecked`): only what the
    /// action does is worked out, not whether a recruitment is affordable
    /// or a pass is forced.
    Validated,
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
    /// what it does (with [`Checks::Validated`], only what it does).
    #[inline]
    pub(crate) fn plan(
        &self,
        p: PlayerId,
        action: &Action,
        checks: Checks,
    ) -> Result<Plan, RuleError> {
        if matches!(self.phase, Phase::Over) {
            return Err(RuleError::GameOver);
        }
        if p != self.current {
            return Err(RuleError::NotYourTurn {
                player: p,
                current: self.current,
            });
        }
        let not_now = || {
            Err(RuleError::NotNow {
                expected: expected(&self.phase),
            })
        };
        match (&self.phase, *action) {
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
            (Phase::Action, Action::Recruit { card, division }) => match checks {
                Checks::All => self.check_recruit(p, card, division, Mode::Normal, None),
                Checks::Validated => self.recruit_payment(p, card, division, Mode::Normal),
            }
            .map(Plan::Recruit),
            (Phase::Choosing { ability }, Action::Recruit { card, division }) => self
                .check_recruit(p, card, division, self.choosing_mode(p, *ability), None)
                .map(Plan::Recruit),
            (Phase::Action | Phase::Paying(_) | Phase::AfterAction, Action::Use(d)) => {
                let (card, usage) = self.ability_usage(p, d)?;
                Ok(Plan::Use(d, card, usage))
            }
            (Phase::Action, Action::Pass) => {
                if checks == Checks::All && self.can_act(p) {
                    Err(RuleError::MustAct)
                } else {
                    Ok(Plan::Pass)
                }
            }
            (Phase::Paying(pay), Action::Pay(f)) => {
                self.check_payment_step(p, pay, Step::Token(f))?;
                Ok(Plan::PayStep(*pay, Step::Token(f)))
            }
            (Phase::Paying(pay), Action::Return(c)) => {
                self.check_payment_step(p, pay, Step::Return(c))?;
                Ok(Plan::PayStep(*pay, Step::Return(c)))
            }
            (Phase::AfterAction, Action::EndTurn) => Ok(Plan::EndTurn),
            (Phase::Boosting(b), Action::Skill(f)) => {
                if b.skill.is_some() {
                    return not_now();
                }
                Ok(Plan::BoostSkill(*b, f))
            }
            (Phase::Boosting(b), Action::Pay(f)) => {
                if b.skill.is_none() || b.tokens_due == 0 {
                    return not_now();
                }
                if self.tokens.get(p).map_or(0, |t| t.get(f)) == 0 {
                    return Err(RuleError::NoToken { research: f });
                }
                Ok(Plan::BoostPay(*b, Step::Token(f)))
            }
            (Phase::Boosting(b), Action::Return(card)) => {
                if b.skill.is_none() || !b.card_due {
                    return not_now();
                }
                if !self.hands.get(p).is_some_and(|h| h.contains(card.index())) {
                    return Err(RuleError::NotInHand { card });
                }
                Ok(Plan::BoostPay(*b, Step::Return(card)))
            }
            (Phase::Claiming, Action::Claim(project)) => {
                if self.can_claim(p, project) {
                    Ok(Plan::Claim(project))
                } else {
                    Err(RuleError::ProjectNotMet { project })
                }
            }
            _ => not_now(),
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
        Field::ALL.iter().any(|&d| self.usable(p, d))
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
        // Counted once, then kept up to date (a count costs a popcount of
        // every word of the set).
        let mut in_center = self.center.len();
        while in_center < CENTER_SIZE {
            let Some(i) = self.deck.take_random(&mut self.rng) else {
                break;
            };
            if self.center.insert(i) {
                in_center += 1;
            }
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
        if !Field::ALL.iter().any(|&d| self.usable(p, d)) {
            self.end_turn(events);
        }
    }

    /// Fills `out` with the legal actions of `p`, sorted: each candidate of
    /// the pending decision, kept when [`LetsGo::plan`] accepts it (or when
    /// the same checks, run without building refusals, pass).
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if matches!(self.phase, Phase::Over) || p != self.current {
            return;
        }
        let hand = self.hands.get(p).copied().unwrap_or_default();
        let keep = |a: Action, out: &mut Vec<Action>| {
            if self.plan(p, &a, Checks::All).is_ok() {
                out.push(a);
            }
        };
        match self.phase {
            Phase::Action => {
                self.center.iter().for_each(|i| {
                    if let Some(card) = Card::new(i as u8) {
                        out.push(Action::Take(card));
                    }
                });
                if !self.deck.is_empty() {
                    out.push(Action::Draw);
                }
                self.list_recruitments(p, out);
                for &d in &Field::ALL {
                    if self.usable(p, d) {
                        out.push(Action::Use(d));
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
                    for &division in &Field::ALL {
                        if card.data().has_skill(division) {
                            keep(Action::Recruit { card, division }, out);
                        }
                    }
                }
            }
            Phase::Paying(pay) => {
                for &d in &Field::ALL {
                    if self.usable(p, d) {
                        out.push(Action::Use(d));
                    }
                }
                // The checks of `check_payment_step`, without building refusals.
                // Counted without a branch per colour, which random play
                // would mispredict.
                let tokens = self.tokens.get(p).copied().unwrap_or_default();
                let mut payable = [Action::Pass; 5];
                let mut n = 0;
                for &f in &Field::ALL {
                    if let Some(slot) = payable.get_mut(n) {
                        *slot = Action::Pay(f);
                    }
                    n += usize::from(
                        (tokens.get(f) > 0) & ((pay.tokens_due > 0) | (pay.need.get(f) > 0)),
                    );
                }
                out.extend_from_slice(payable.get(..n).unwrap_or(&[]));
                if pay.tokens_due == 0 {
                    hand.iter().for_each(|i| {
                        if let Some(card) = Card::new(i as u8).filter(|&c| c != pay.card) {
                            out.push(Action::Return(card));
                        }
                    });
                }
            }
            Phase::Boosting(b) => {
                if b.skill.is_none() {
                    out.extend(Field::ALL.map(Action::Skill));
                } else {
                    for &f in &Field::ALL {
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
                for &d in &Field::ALL {
                    if self.usable(p, d) {
                        out.push(Action::Use(d));
                    }
                }
                out.push(Action::EndTurn);
            }
            Phase::Claiming => {
                // The checks of `can_claim`, sorted by Project.
                let mut met = 0u32;
                for project in self.met_projects(p) {
                    met |= 1 << project.id();
                }
                for project in ProjectId::all() {
                    if met & (1 << project.id()) != 0 {
                        out.push(Action::Claim(project));
                    }
                }
            }
            Phase::Over => {}
        }
    }
}
