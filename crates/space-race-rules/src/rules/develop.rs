//! Phase 2: Develop the Agency. Steps 1-4 (Propaganda, Technology, Space
//! Program, Breakthrough): "All players with an active ... Control card may
//! activate the ... stripe abilities on their cards in initiative order";
//! "For each of the steps 1-4, if no player has an appropriate active Control
//! card, skip that step." "The player with the highest initiative value goes
//! first ... If two players tie for initiative, the player who is ahead on
//! the Progress track goes first." "On your turn, you may activate as many
//! abilities on cards in your Agency as well as on your active Control card
//! with the appropriate colored stripe as you wish." "You may activate each
//! ability on a card once per round. However, if a card leaves your Agency
//! and returns in the same turn, its abilities may be activated a second
//! time." Step 5, Bureaucracy: "Players take turns in reverse turn order";
//! "All players must activate all of their Bureaucracy abilities,
//! irrespective of their active Control card. Exception: A Bureaucracy
//! ability that starts with "You may..." is optional."
//!
//! Dedication: "Some abilities can only be activated when your faction is
//! dedicated"; an initiative-3 Control card dedicates "until the end of the
//! round".
//!
//! Rulings applied: R11 (a turn with nothing left to activate ends by
//! itself), R15 (an ability with an investment is activated only when
//! payable), R29 (dedication from a Control card until the end of the
//! round).

use cardgame_core::{CardSet, PlayerId, StackVec};

use crate::action::Action;
use crate::data::cards::{
    card_def, stage_cards_at, CONDITIONAL_ABILITIES, MANDATORY_ABILITIES, STAGE_ABILITIES,
};
use crate::data::control::control_def;
use crate::data::{Ability, Section, Timing};
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::Sink;
use crate::state::{AbilityRef, Activations, RawState, Seat, Stage};

impl RawState {
    /// Ends the turn of the seat on turn: its Standby astronauts settle,
    /// then the next seat acts.
    pub(crate) fn end_turn(&mut self) {
        let _ = self.tasks.push(crate::state::Task::EndTurn);
        let _ = self.tasks.push(crate::state::Task::Settle);
    }

    /// A step of phase 2: the active seats in initiative order (ties: ahead
    /// on the Progress track first).
    #[inline(never)]
    pub(crate) fn start_step(&mut self, step: Section, ev: &mut impl Sink) {
        let order = self.step_order(step);
        self.stage = Stage::Develop(step);
        self.order = order;
        self.order_idx = 0;
        self.turn_activations = 0;
        if !self.order.is_empty() {
            self.say(
                ev,
                Event::StepStarted {
                    phase: 2,
                    section: Some(step),
                },
            );
        }
    }

    /// The seats active in a step of phase 2, in initiative order (highest
    /// first; ties: ahead on the Progress track first).
    pub(crate) fn step_order(&self, step: Section) -> StackVec<PlayerId, 5> {
        // Each seat whose active Control card is of the step's type gets one
        // sort key: its initiative, then its place on the Progress track,
        // then its seat number (lower first), the way the turn order breaks
        // ties. The keys are unique, so an insertion sort on them gives the
        // order at once, in the same walk of the seats (each with its Rocket
        // from the config, which has one entry per seat) that finds them.
        let mut keyed = [(0u32, PlayerId(0)); 5];
        let mut n = 0usize;
        for ((p, s), seat_config) in self.seats.iter().zip(self.config.seats.iter()) {
            let Some(c) = s
                .active
                .and_then(|a| control_def(seat_config.rocket, usize::from(a)))
            else {
                continue;
            };
            if c.section != step {
                continue;
            }
            let Some(slot) = keyed.get_mut(n) else { break };
            *slot = (
                (u32::from(c.initiative) << 24)
                    | (u32::from(s.progress) << 8)
                    | u32::from(u8::MAX - p.0),
                p,
            );
            n += 1;
            let mut j = n - 1;
            while j > 0 {
                let (Some(&a), Some(&b)) = (keyed.get(j - 1), keyed.get(j)) else {
                    break;
                };
                if a.0 > b.0 {
                    break;
                }
                keyed.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut v: StackVec<PlayerId, 5> = StackVec::new();
        for &(_, p) in keyed.iter().take(n) {
            let _ = v.push(p);
        }
        v
    }

    /// Phase 2 step 5: reverse turn order.
    #[inline(never)]
    pub(crate) fn start_bureaucracy(&mut self, ev: &mut impl Sink) {
        self.stage = Stage::Bureaucracy;
        self.order = self.reverse_turn_order();
        self.order_idx = 0;
        self.turn_activations = 0;
        self.say(
            ev,
            Event::StepStarted {
                phase: 2,
                section: None,
            },
        );
    }

    /// Whether ability `ab` (`r`: of a card, or of the active Control card)
    /// may be activated now by a seat whose hand is `hand`, its use this
    /// round aside: phase 2 steps 1–4 for stripe abilities of the step's
    /// colour (a single-use one only while its side is uncovered), step 5
    /// for Bureaucracy abilities; an investment only when payable (a
    /// mandatory Bureaucracy ability is activated unpaid, and its penalty
    /// applies); a dedicated ability only while dedicated. `dedicated` is
    /// asked only when the ability needs dedication.
    ///
    /// # Errors
    /// The rule the activation breaks.
    #[inline]
    fn timing_check(
        &self,
        r: AbilityRef,
        ab: &Ability,
        hand: &CardSet,
        dedicated: &mut impl FnMut() -> bool,
    ) -> Result<(), RuleError> {
        let not_now = RuleError::NotThisStep {
            card: r.card,
            ability: r.index,
        };
        let payable = match (self.stage, ab.timing, r.card) {
            (Stage::Develop(step), Timing::Reusable(sec), _) if step == sec => true,
            (Stage::Develop(step), Timing::SingleUse(sec), Some(c)) if step == sec => {
                if self.covered.contains(usize::from(c)) {
                    return Err(RuleError::Covered { card: c });
                }
                true
            }
            (Stage::Bureaucracy, Timing::Bureaucracy, Some(_)) => false,
            (Stage::Bureaucracy, Timing::MayBureaucracy, Some(_)) => true,
            _ => return Err(not_now),
        };
        // Counting the hand only when there is a cost to pay.
        if payable && ab.cost > 0 && hand.len() < usize::from(ab.cost) {
            return Err(RuleError::CannotPay {
                cost: ab.cost,
                hand: hand.len() as u8,
            });
        }
        if ab.dedicated && !dedicated() {
            return Err(RuleError::NotDedicated {
                card: r.card,
                ability: r.index,
            });
        }
        Ok(())
    }

    /// [`RawState::timing_check`] as a yes or no.
    #[inline]
    fn timing_allows(
        &self,
        r: AbilityRef,
        ab: &Ability,
        hand: &CardSet,
        dedicated: &mut impl FnMut() -> bool,
    ) -> bool {
        self.timing_check(r, ab, hand, dedicated).is_ok()
    }

    /// Whether seat `p` (its area `s`) may activate ability `r` now: the card
    /// is in its Agency (or `r` is of its active Control card), the ability
    /// exists, it was not activated this round, and its timing allows it
    /// ([`RawState::timing_check`]). The same rules as
    /// [`RawState::scan_activations`], for one ability.
    ///
    /// # Errors
    /// The rule the activation breaks.
    pub(crate) fn check_activation(
        &self,
        p: PlayerId,
        s: &Seat,
        r: AbilityRef,
    ) -> Result<(), RuleError> {
        let i = usize::from(r.index);
        let missing = RuleError::NoSuchAbility {
            card: r.card,
            ability: r.index,
        };
        let used = RuleError::AlreadyUsed {
            card: r.card,
            ability: r.index,
        };
        let ab = match r.card {
            Some(c) => {
                if !s.agency.contains(usize::from(c)) {
                    return Err(RuleError::NotInAgency { card: c });
                }
                let ab = card_def(c)
                    .and_then(|d| d.abilities.get(i))
                    .ok_or(missing)?;
                if self.used.get(i).is_none_or(|u| u.contains(usize::from(c))) {
                    return Err(used);
                }
                ab
            }
            None => {
                let ab = self.active_control_abilities(p).get(i).ok_or(missing)?;
                if s.control_used & (1 << (i & 7)) != 0 {
                    return Err(used);
                }
                ab
            }
        };
        self.timing_check(r, ab, &s.hand, &mut || self.dedicated(p))
    }

    /// Calls `f` with every ability seat `p` could activate now, in action
    /// order (Agency cards by id, then the active Control card), until `f`
    /// returns true; returns whether it did. The single source of what may
    /// be activated.
    #[inline]
    fn scan_activations(&self, p: PlayerId, mut f: impl FnMut(Action) -> bool) -> bool {
        self.scan_agency(p, &mut f) || self.scan_control(p, &mut f)
    }

    /// [`RawState::scan_activations`] over the abilities of seat `p`'s
    /// Agency cards.
    #[inline]
    fn scan_agency(&self, p: PlayerId, f: &mut impl FnMut(Action) -> bool) -> bool {
        let stage = match self.stage {
            Stage::Develop(s) => s.index(),
            Stage::Bureaucracy => 4,
            _ => return false,
        };
        let (Some(s), Some(of_stage)) = (self.seat(p), STAGE_ABILITIES.get(stage)) else {
            return false;
        };
        let hand = &s.hand;
        let mut known: Option<bool> = None;
        let mut dedicated = || *known.get_or_insert_with(|| self.dedicated(p));
        for ci in s.agency.intersection(stage_cards_at(stage)).iter() {
            let c = ci as u8;
            // The card's abilities of the stage, by number: the bits say
            // which, so only a conditional one needs its timing checked.
            let mut bits = of_stage.get(ci).copied().unwrap_or(0);
            let conditional = CONDITIONAL_ABILITIES.get(ci).copied().unwrap_or(0);
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if self.used.get(i).is_none_or(|u| u.contains(ci)) {
                    continue;
                }
                if conditional & (1 << i) != 0 {
                    let r = AbilityRef {
                        card: Some(c),
                        index: i as u8,
                    };
                    let Some(ab) = card_def(c).and_then(|d| d.abilities.get(i)) else {
                        continue;
                    };
                    if !self.timing_allows(r, ab, hand, &mut dedicated) {
                        continue;
                    }
                }
                if f(Action::Activate {
                    card: c,
                    ability: i as u8,
                }) {
                    return true;
                }
            }
        }
        false
    }

    /// [`RawState::scan_activations`] over the abilities of seat `p`'s
    /// active Control card (phase 2 steps 1-4 only).
    #[inline]
    fn scan_control(&self, p: PlayerId, f: &mut impl FnMut(Action) -> bool) -> bool {
        let (Stage::Develop(_), Some(s)) = (self.stage, self.seat(p)) else {
            return false;
        };
        let mut dedicated = || self.dedicated(p);
        for (i, ab) in self.active_control_abilities(p).iter().enumerate() {
            if s.control_used & (1 << (i & 7)) != 0 {
                continue;
            }
            let r = AbilityRef {
                card: None,
                index: i as u8,
            };
            if self.timing_allows(r, ab, &s.hand, &mut dedicated)
                && f(Action::ActivateControl(i as u8))
            {
                return true;
            }
        }
        false
    }

    /// Whether seat `p` still has a mandatory Bureaucracy ability to resolve.
    pub(crate) fn mandatory_bureaucracy_left(&self, p: PlayerId) -> bool {
        matches!(self.stage, Stage::Bureaucracy)
            && self.scan_activations(p, |a| any_mandatory(&[a]))
    }

    /// Whether seat `p` could activate any ability now, noting every
    /// ability it could in `known` (or nothing, when they do not fit).
    pub(crate) fn note_activations(&self, p: PlayerId, known: &mut Activations) -> bool {
        known.start(p);
        known.turn = Some(p);
        let mut fits = true;
        let overflow = self.scan_activations(p, |a| {
            fits = known.push(a);
            !fits
        });
        if overflow {
            return true;
        }
        if known.as_slice().is_empty() {
            known.forget();
            return false;
        }
        true
    }

    /// Every ability seat `p` could activate now, in action order.
    pub(crate) fn for_each_activation(&self, p: PlayerId, f: &mut impl FnMut(Action)) {
        self.scan_activations(p, |a| {
            f(a);
            false
        });
    }
}

/// Whether `listed` holds a mandatory Bureaucracy ability.
pub(crate) fn any_mandatory(listed: &[Action]) -> bool {
    listed.iter().any(|&a| match a {
        Action::Activate { card, ability } => MANDATORY_ABILITIES
            .get(usize::from(card))
            .is_some_and(|m| m & (1 << (ability & 7)) != 0),
        _ => false,
    })
}
