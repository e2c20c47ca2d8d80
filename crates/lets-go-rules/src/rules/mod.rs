//! Game Play (rulebook "Game Play"): "Starting with the First Player and
//! proceeding clockwise, players take turns to choose one of two actions.
//! When it is your turn, you may take a Specialist card into your hand, or
//! you may recruit a Specialist to your Hub. You must perform one and only
//! one of these actions on your turn."
//!
//! This module is the single source of legality for every decision of a
//! turn: [`RawState::plan`] matches the pending decision ([`Stage`]) with
//! the action, checks it and works out what it does; [`RawState::execute`]
//! carries the plan out without deciding the case again. `validate` is the
//! plan, dropped; `apply_unchecked` is the plan, executed; the legal listing
//! offers the candidates of the pending decision that the plan accepts (or
//! that the same checks, run without building refusals, pass). The phases
//! of the rulebook are the submodules, each opening with its heading.
//!
//! Rulings applied here: R8 (a player who cannot act passes), R11
//! (abilities that do nothing are not offered).

pub(crate) mod abilities;
pub(crate) mod end;
pub(crate) mod projects;
pub(crate) mod recruiting;
pub(crate) mod scoring;
pub(crate) mod setup;
pub(crate) mod taking;

use alloc::vec::Vec;

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::action::Action;
use crate::data::{Card, Field, Icons, ProjectId};
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::abilities::Usage;
use crate::rules::recruiting::{card_mask, for_each_card, Mode, Step, HIGH};
use crate::state::{Boost, Payment, RawState, Stage};

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

/// How much of an action's legality [`RawState::plan`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// Every rule: `validate` and the listing of legal actions.
    All,
    /// The action was validated already (`apply_unchecked`): only what the
    /// action does is worked out, not whether a recruitment is affordable
    /// or a pass is forced.
    Validated,
}

/// What each pending decision accepts, for [`RuleError::WrongDecision`]:
/// a clause read after "not now: the decision is".
const fn expected(stage: &Stage) -> &'static str {
    match stage {
        Stage::Action => "the action of your turn: take a Specialist from the Center or draw one from the deck, recruit one, or use an ability that replaces the action",
        Stage::Choosing { .. } => "which Specialist the ability you used recruits, and into which Division",
        Stage::Paying(_) => "how to provide the next Research icon of the recruitment: pay a Research token, return a Specialist from your hand, or use an ability",
        Stage::AfterAction => "whether to use an ability after your action or to end your turn",
        Stage::Boosting(_) => "the Skill icon your end-of-turn ability gives, then its price as the ability states (Research tokens, or a Specialist returned from your hand)",
        Stage::Claiming => "which of the Projects you meet to complete",
        Stage::Over => "nobody's, as the game is over",
    }
}

/// Lists `use DIVISION` for each Division of `mask` (bit `i` for
/// `Field::ALL[i]`), in field order.
#[inline]
fn push_uses(mask: u8, out: &mut Vec<Action>) {
    push_fields(mask, Action::Use, out);
}

/// Lists `action(f)` for each field `f` of `mask` (bit `i` for
/// `Field::ALL[i]`), in field order.
#[inline]
fn push_fields(mut mask: u8, action: fn(Field) -> Action, out: &mut Vec<Action>) {
    while mask != 0 {
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        if let Some(f) = Field::from_index(i as usize) {
            out.push(action(f));
        }
    }
}

/// The fields of which `icons` holds at least one (bit `i` for
/// `Field::ALL[i]`).
#[inline]
fn held_fields(icons: &Icons) -> u8 {
    let [a, b, c, d, e] = icons.0;
    let w = u64::from_le_bytes([a, b, c, d, e, 0, 0, 0]);
    // The high bit of each byte: whether it is nonzero.
    let low = 0x7f_7f7f_7f7f;
    let nonzero = (((w & low) + low) | w) & HIGH;
    // Bit 8 f + 7 moved to bit 32 + f (no two products share a bit).
    let gathered = (nonzero >> 7).wrapping_mul(1 << 32 | 1 << 25 | 1 << 18 | 1 << 11 | 1 << 4);
    ((gathered >> 32) & 0x1f) as u8
}

impl RawState {
    /// Whether `action` is legal for `p` now: the plan, dropped.
    ///
    /// # Errors
    /// The rule the action breaks, and what would be legal.
    #[inline]
    pub(crate) fn validate(&self, p: PlayerId, action: &Action) -> Result<(), RuleError> {
        self.plan(p, action, Checks::All).map(drop)
    }

    /// Applies an action `validate` accepted: the plan (working out only
    /// what the action does), executed. Allocates nothing (events are only
    /// built when `events` wants them).
    #[inline]
    pub(crate) fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        if let Ok(plan) = self.plan(p, action, Checks::Validated) {
            self.execute(p, plan, events);
        }
    }

    /// The single source of legality: checks `action` for `p` and works out
    /// what it does (with [`Checks::Validated`], only what it does).
    #[inline(always)]
    pub(crate) fn plan(
        &self,
        p: PlayerId,
        action: &Action,
        checks: Checks,
    ) -> Result<Plan, RuleError> {
        if matches!(self.stage, Stage::Over) {
            return Err(RuleError::GameOver);
        }
        if p != self.current {
            return Err(RuleError::NotYourTurn {
                seat: p,
                to_act: self.acting(),
            });
        }
        let not_now = || {
            Err(RuleError::WrongDecision {
                expected: expected(&self.stage),
            })
        };
        match (&self.stage, *action) {
            (Stage::Action, Action::Take(card)) => {
                if self.center.contains(card.index()) {
                    Ok(Plan::Take(card))
                } else {
                    Err(RuleError::NotInCenter { card })
                }
            }
            (Stage::Action, Action::Draw) => {
                if self.deck.is_empty() {
                    Err(RuleError::DeckEmpty)
                } else {
                    Ok(Plan::Draw)
                }
            }
            (Stage::Action, Action::Recruit { card, division }) => match checks {
                Checks::All => self.check_recruit(p, card, division, Mode::Normal, None),
                Checks::Validated => self.recruit_payment(p, card, division, Mode::Normal),
            }
            .map(Plan::Recruit),
            (Stage::Choosing { ability }, Action::Recruit { card, division }) => self
                .check_recruit(p, card, division, self.choosing_mode(p, *ability), None)
                .map(Plan::Recruit),
            (Stage::Action | Stage::Paying(_) | Stage::AfterAction, Action::Use(d)) => {
                let (card, usage) = self.ability_usage(p, d)?;
                Ok(Plan::Use(d, card, usage))
            }
            (Stage::Action, Action::Pass) => {
                if checks == Checks::All && self.can_act(p) {
                    Err(RuleError::MustAct)
                } else {
                    Ok(Plan::Pass)
                }
            }
            (Stage::Paying(pay), Action::Pay(f)) => {
                self.check_payment_step(p, pay, Step::Token(f))?;
                Ok(Plan::PayStep(*pay, Step::Token(f)))
            }
            (Stage::Paying(pay), Action::Return(c)) => {
                self.check_payment_step(p, pay, Step::Return(c))?;
                Ok(Plan::PayStep(*pay, Step::Return(c)))
            }
            (Stage::AfterAction, Action::EndTurn) => Ok(Plan::EndTurn),
            (Stage::Boosting(b), Action::Skill(f)) => {
                if b.skill.is_some() {
                    return not_now();
                }
                Ok(Plan::BoostSkill(*b, f))
            }
            (Stage::Boosting(b), Action::Pay(f)) => {
                if b.skill.is_none() || b.tokens_due == 0 {
                    return not_now();
                }
                if self.tokens.get(p).map_or(0, |t| t.get(f)) == 0 {
                    return Err(RuleError::NoToken { research: f });
                }
                Ok(Plan::BoostPay(*b, Step::Token(f)))
            }
            (Stage::Boosting(b), Action::Return(card)) => {
                if b.skill.is_none() || !b.card_due {
                    return not_now();
                }
                if !self.hands.get(p).is_some_and(|h| h.contains(card.index())) {
                    return Err(RuleError::NotInHand { card });
                }
                Ok(Plan::BoostPay(*b, Step::Return(card)))
            }
            (Stage::Claiming, Action::Claim(project)) => {
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
        self.usable_mask(p) != 0
    }

    /// Carries out a checked action.
    pub(crate) fn execute<S: EventSink<Event>>(&mut self, p: PlayerId, plan: Plan, events: &mut S) {
        match plan {
            Plan::Take(card) => {
                self.take_from_center(p, card, events);
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
            _ => self.stage = Stage::Boosting(b),
        }
    }

    /// The action of the turn is done: refill the Center to 6 (rulebook:
    /// after taking; ruling R4: after recruiting too), then the optional
    /// abilities after the action.
    pub(crate) fn action_done<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.refill_center(events);
        self.after_action(events);
    }

    /// After the action: offer the abilities usable now; with none, the
    /// turn ends at once.
    pub(crate) fn after_action<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.stage = Stage::AfterAction;
        let p = self.current;
        if self.usable_mask(p) == 0 {
            self.end_turn(events);
        }
    }

    /// Fills `out` with the legal actions of `p`, sorted: each candidate of
    /// the pending decision, kept when [`RawState::plan`] accepts it (or when
    /// the same checks, run without building refusals, pass).
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if matches!(self.stage, Stage::Over) || p != self.current {
            return;
        }
        let in_hand = self.hands.get(p).map_or(0, card_mask);
        let keep = |a: Action, out: &mut Vec<Action>| {
            if self.plan(p, &a, Checks::All).is_ok() {
                out.push(a);
            }
        };
        match self.stage {
            Stage::Action => {
                let center = card_mask(&self.center);
                for_each_card(center, |card| out.push(Action::Take(card)));
                if !self.deck.is_empty() {
                    out.push(Action::Draw);
                }
                self.list_recruitments(p, center, in_hand, out);
                push_uses(self.usable_instead_mask(p, in_hand, center), out);
                if out.is_empty() {
                    out.push(Action::Pass);
                }
            }
            Stage::Choosing { .. } => {
                for_each_card(card_mask(&self.center) | in_hand, |card| {
                    for &division in &Field::ALL {
                        if card.data().has_skill(division) {
                            keep(Action::Recruit { card, division }, out);
                        }
                    }
                });
            }
            Stage::Paying(pay) => {
                let needed = held_fields(&pay.need);
                push_uses(self.usable_paying_mask(p, &pay, needed), out);
                // The checks of `check_payment_step`, without building
                // refusals: a token held, of a colour still required (any
                // colour while tokens are owed).
                let tokens = self.tokens.get(p).copied().unwrap_or_default();
                let wanted = if pay.tokens_due > 0 { 0x1f } else { needed };
                push_fields(held_fields(&tokens) & wanted, Action::Pay, out);
                if pay.tokens_due == 0 {
                    let others = in_hand & !(1u64 << (pay.card.index() & 63));
                    for_each_card(others, |card| out.push(Action::Return(card)));
                }
            }
            Stage::Boosting(b) => {
                if b.skill.is_none() {
                    out.extend(Field::ALL.map(Action::Skill));
                } else {
                    for &f in &Field::ALL {
                        keep(Action::Pay(f), out);
                    }
                    for_each_card(in_hand, |card| keep(Action::Return(card), out));
                }
            }
            Stage::AfterAction => {
                push_uses(self.usable_mask(p), out);
                out.push(Action::EndTurn);
            }
            Stage::Claiming => {
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
            Stage::Over => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn the_usable_mask_is_the_ability_interpreter_along_random_playouts() {
        use cardgame_core::testkit::random_playout;
        use cardgame_core::Game;

        use crate::{Config, LetsGo};
        let mut paying = 0;
        for players in 2..=4u8 {
            let config = Config::new(players);
            for seed in 0..20u64 {
                let Some(playout) = random_playout::<LetsGo>(&config, seed) else {
                    panic!("{players} players, seed {seed}: playout failed");
                };
                let mut g = LetsGo::new(&config, seed).expect("setup");
                for (p, a) in &playout.actions {
                    let s = &g.s;
                    if matches!(
                        s.stage,
                        Stage::Action | Stage::Paying(_) | Stage::AfterAction
                    ) {
                        paying += usize::from(matches!(s.stage, Stage::Paying(_)));
                        let interpreted = Field::ALL.iter().enumerate().fold(0u8, |m, (i, &d)| {
                            m | (u8::from(s.ability_usage(*p, d).is_ok()) << i)
                        });
                        assert_eq!(s.usable_mask(*p), interpreted, "{players}p seed {seed}");
                    }
                    g.apply_unchecked(*p, a, &mut ());
                }
                assert_eq!(g, playout.state);
            }
        }
        assert!(paying > 100, "only {paying} payment decisions seen");
    }

    #[test]
    fn every_expected_decision_reads_as_a_clause_for_people() {
        let payment = Payment {
            card: Card::number(7).expect("a card"),
            division: Field::Engineering,
            from_hand: false,
            need: Icons::ZERO,
            wild: 0,
            tokens_due: 0,
        };
        let boost = Boost {
            ability: Field::Testing,
            skill: None,
            tokens_due: 0,
            card_due: false,
        };
        let stages = [
            Stage::Action,
            Stage::Choosing {
                ability: Field::Science,
            },
            Stage::Paying(payment),
            Stage::AfterAction,
            Stage::Boosting(boost),
            Stage::Claiming,
            Stage::Over,
        ];
        let texts = stages
            .iter()
            .map(expected)
            .chain([recruiting::DRAWS_NOBODY, recruiting::TOKENS_ONLY]);
        for text in texts {
            let message = RuleError::WrongDecision { expected: text }.to_string();
            assert!(
                message.starts_with("not now: the decision is "),
                "{message}"
            );
            assert!(text.starts_with(|c: char| c.is_lowercase()), "{message}");
            assert!(!text.ends_with('.'), "{message}");
            assert!(!text.contains('`'), "{message}");
            assert!(
                !text.contains("DIVISION") && !text.contains("#N"),
                "{message}"
            );
        }
    }

    #[test]
    fn held_fields_are_the_nonzero_counts() {
        for x in 0..=255u8 {
            for f in 0..5 {
                let mut icons = Icons([1, 0, 255, 0, 3]);
                icons.0[f] = x;
                let expected = icons
                    .0
                    .iter()
                    .enumerate()
                    .fold(0, |mask, (f, &c)| mask | (u8::from(c > 0) << f));
                assert_eq!(held_fields(&icons), expected);
            }
        }
    }
}
