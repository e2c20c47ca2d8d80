//! The rules, one module per heading of the rulebook, and the single source
//! of legality.
//!
//! [`RawState::plan`] decides every decision: it checks an action against
//! the pending decision (the stage, or the task on top of the seat's task
//! stack) and returns a [`Plan`] carrying what the checks worked out, or the
//! [`RuleError`] naming the rule broken. `validate` is `plan(..).map(drop)`;
//! applying is `plan` then [`RawState::execute`], which carries the plan out
//! without deciding the case again, then [`RawState::advance`], which runs
//! everything that needs no decision. The legal listing
//! ([`RawState::for_each_legal`]) generates, in action order, the
//! candidates `plan` accepts; the conformance kit checks over the whole
//! action index space that the two agree.
//!
//! Modules, in rulebook order: [`setup`] (Setup, Faction Headquarters
//! Setup), [`manage`] (Phase 1: Manage the Agency), [`turn_order`] (Turn
//! Order), [`universe`] (Getting cards into your Agency, Empty Deck, Placing
//! cards into the Universe), [`develop`] (Phase 2: Develop the Agency),
//! [`projects`] (Projects), [`mission`] (Phase 3: Check Mission Status),
//! [`end`] (End of the Game), [`scoring`] (the score estimate for bots), [`abilities`] (Appendix – Card Abilities),
//! [`astronauts`] (Exhausted Astronauts), [`covering`] (Reusable /
//! Single-Use Abilities and Covering cards), [`ai`] (AI Players).

use cardgame_core::{Audience, CardSet, EventSink, PlayerId, PlayerSet};

use crate::action::Action;
use crate::data::{Effect, Move, Place, Section, Thing, Zone};
use crate::error::RuleError;
use crate::event::{AstronautPlace, CardZone, Event};
use crate::rules::develop::any_mandatory;
use crate::state::{
    AbilityRef, Activations, Held, RawState, Seat, Stage, Task, HAND_LIMIT, ROUNDS,
    SLOTS_PER_SECTION,
};

pub(crate) mod abilities;
mod ai;
mod astronauts;
mod covering;
mod develop;
mod end;
pub(crate) mod manage;
mod mission;
mod projects;
mod scoring;
mod setup;
mod turn_order;
mod universe;

use abilities::{card_zone, zone_of, Fired};

/// The event sink the rules narrate into: any [`EventSink`]. The rules are
/// compiled for each sink type, so with `()` no event is ever built.
pub(crate) trait Sink: EventSink<Event> {}

impl<T: EventSink<Event> + ?Sized> Sink for T {}

/// How many cards a small set holds (a hand, the Unexplored Universe): one
/// step per card, cheaper than counting the bits of every word.
pub(crate) fn small_len(set: &CardSet) -> usize {
    let mut n = 0;
    for &word in set.words() {
        let mut w = word;
        while w != 0 {
            w &= w - 1;
            n += 1;
        }
    }
    n
}

/// How much of an action's legality [`RawState::plan`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// Every rule: `validate`.
    All,
    /// The action was validated already (`apply_unchecked`): whether the
    /// seat is to act is not asked again.
    Validated,
}

/// A checked decision, with what the checks worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Plan {
    /// Phase 1 step 5: choose this Control card slot, face down.
    ChooseControl(u8),
    /// Phase 1 step 2: put this card from hand into the Unexplored Universe.
    Unexplore(u8),
    /// End the turn (phase 1 step 2, a phase 2 turn, a Bureaucracy turn).
    EndTurn,
    /// Activate this ability.
    Activate(AbilityRef),
    /// Stop: the task on top (a move, a refresh, an uncover, a Control card
    /// recovery) ends.
    Stop,
    /// Pay this card from hand to the Investments.
    Pay(u8),
    /// Announce the split of a combined ability: `k` to the top effect.
    Split {
        /// The top effect.
        top: Move,
        /// The bottom effect.
        bottom: Move,
        /// The ability's value.
        n: u8,
        /// Its share for the top effect.
        k: u8,
        /// The ability is the first activated on the turn.
        first: bool,
    },
    /// Draw one card from the Deck to `to`.
    Draw(Place),
    /// No Universe card to take: draw 3 cards into the hand instead.
    DrawThree,
    /// Take the top card of this Universe slot to `to`; `fallback`: the "No
    /// Universe card to take" card from the closest preceding section (it
    /// goes to the Agency and ends the move).
    Slot {
        /// The slot.
        slot: u8,
        /// Where the card goes.
        to: Place,
        /// Whether it is the fallback.
        fallback: bool,
    },
    /// Move this card of the seat's from one zone to another.
    MoveCard {
        /// The card.
        card: u8,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// Pick the astronaut the move takes (it is lifted once its destination
    /// is chosen).
    Pick(Held),
    /// Take an astronaut from a zone back to the Agency.
    ZoneToAgency {
        /// The zone index.
        zone: u8,
        /// Whether it is an exhausted one.
        exhausted: bool,
    },
    /// Put the picked astronaut (or one from the Agency) into a zone.
    IntoZone {
        /// The zone.
        zone: Zone,
        /// The astronaut picked, if any.
        held: Option<Held>,
        /// The ability places astronauts exhausted.
        exhausted: bool,
    },
    /// Put the picked astronaut (or one from the Agency) on the Standby area
    /// of this Project.
    OntoStandby {
        /// The Project (stack position).
        project: u8,
        /// The astronaut picked, if any.
        held: Option<Held>,
    },
    /// Stand up an exhausted astronaut in this zone.
    Refresh(u8),
    /// Lay down an upright astronaut in this zone.
    Exhaust(u8),
    /// Uncover this card.
    Uncover(u8),
    /// Cover `card` with the Agency card `by`.
    Cover {
        /// The card covered.
        card: u8,
        /// The card covering it.
        by: u8,
    },
    /// The new card `card` takes the place of the cover of `covered`.
    Replace {
        /// The card that just entered.
        card: u8,
        /// The card it covers now.
        covered: u8,
    },
    /// Take back this played Control card.
    Recover(u8),
    /// Send this Leader to the Lab.
    Leader(u8),
    /// Place the first Standby astronaut on this space.
    Settle(u8),
}

/// What the pending decision accepts, for [`RuleError::WrongDecision`]: a
/// clause that follows "the decision is".
fn expected(stage: Stage, top: Option<Task>) -> &'static str {
    match (stage, top) {
        (Stage::Over, _) => "none: the game is over",
        (Stage::ChooseControl, _) => "which of your remaining Control cards to play face down for the round (phase 1, step 5)",
        (_, Some(Task::Pay { .. })) => "which card from your hand to pay next to the Investments (an investment is being paid)",
        (_, Some(Task::Split { .. })) => "how to divide a combined ability: how many go to its top effect",
        (_, Some(Task::Move { .. })) => "what the ability moves next (a card, an Astronaut, or where the Astronaut goes), or whether to stop",
        (_, Some(Task::Exhaust { .. })) => "which upright Astronaut of yours to exhaust (exhausting is mandatory)",
        (_, Some(Task::Refresh { .. })) => "which exhausted Astronaut of yours to refresh, if any",
        (_, Some(Task::Uncover)) => "which of your covered cards to uncover, if any",
        (_, Some(Task::Cover { .. })) => "which card of your Agency covers the single-use side just used",
        (_, Some(Task::Replace { .. })) => "which covered card the new card covers, in place of the Astronaut covering it",
        (_, Some(Task::Recover)) => "which of your played Control cards (not the active one) to take back, if any",
        (_, Some(Task::Leader { .. })) => "which of your two Leaders goes to your Lab",
        (_, Some(Task::Settle)) => "where your first Astronaut on the Project goes (an empty space with a blue border, or the first empty white one when none is left)",
        (_, Some(Task::Resolve { .. } | Task::Enter { .. } | Task::EndTurn)) => "none yet: the rules are still resolving",
        (Stage::Unexplored, None) => "which card from your hand to put face down into the Unexplored Universe next (phase 1, step 2), if any",
        (Stage::Bureaucracy, None) => "which Bureaucracy ability to activate, or whether to end your Bureaucracy step (once none is left that you must resolve)",
        (Stage::Develop(_), None) => "which ability to activate on your turn (on a card in your Agency or on your active Control card), or whether to end your turn",
    }
}

impl RawState {
    /// Emits a public event.
    pub(crate) fn say(&self, ev: &mut impl Sink, e: Event) {
        if ev.wants_events() {
            ev.emit(cardgame_core::Audience::All, e);
        }
    }

    /// Runs everything that needs no decision until a human seat has one or
    /// the game is over.
    pub(crate) fn advance(&mut self, ev: &mut impl Sink) {
        let mut scratch = Activations::UNKNOWN;
        self.advance_noting(ev, &mut scratch);
    }

    /// [`RawState::advance`], noting in `known` what the seat on turn may
    /// activate when it stops at its turn in phase 2 with nothing pending.
    pub(crate) fn advance_noting(&mut self, ev: &mut impl Sink, known: &mut Activations) {
        // The decision cap. Nothing run here takes a decision, so the count
        // is the same on every pass: asked once, before the loop.
        if self.stage != Stage::Over && self.decisions >= self.config.decision_cap {
            self.capped = true;
            self.finish(ev);
            return;
        }
        for _ in 0..10_000 {
            if self.stage == Stage::Over {
                return;
            }
            if !self.tasks.is_empty() {
                if self.run_tasks(ev) {
                    return;
                }
                continue;
            }
            match self.stage {
                Stage::Unexplored => match self.actor() {
                    None => self.after_unexplored(ev),
                    Some(p) if self.is_ai(p) => {
                        self.ai_unexplored(p, ev);
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        known.turn = Some(p);
                        return;
                    }
                },
                Stage::ChooseControl => {
                    if self
                        .seats
                        .iter()
                        .any(|(p, s)| !self.is_ai(p) && s.committed.is_none())
                    {
                        return;
                    }
                    self.reveal_controls(ev);
                    self.start_step(Section::Propaganda, ev);
                }
                Stage::Develop(step) => match self.actor() {
                    None => match Section::from_index(step.index() + 1) {
                        Some(next) => self.start_step(next, ev),
                        None => self.start_bureaucracy(ev),
                    },
                    Some(p) if self.is_ai(p) => {
                        let alone = self.order.len() == 1;
                        self.ai_turn(p, step, alone, ev);
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.note_activations(p, known) {
                            return;
                        }
                        // Nothing left to activate: the turn ends (ruling R11).
                        self.end_turn();
                    }
                },
                Stage::Bureaucracy => match self.actor() {
                    None => {
                        self.check_mission_status(ev);
                        self.round = self.round.saturating_add(1);
                        if self.round > ROUNDS {
                            self.finish(ev);
                        } else {
                            self.start_round(ev);
                        }
                    }
                    Some(p) if self.is_ai(p) => {
                        if self.active_control(p).is_some_and(|c| c.dedicates()) {
                            self.ai_launch_pad(p, ev);
                            self.ai_settle(p, ev);
                        }
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.note_activations(p, known) {
                            return;
                        }
                        self.end_turn();
                    }
                },
                Stage::Over => return,
            }
        }
    }

    /// The single source of legality: checks `a` for seat `p` against the
    /// pending decision and works out what it does (with
    /// [`Checks::Validated`], without asking whether `p` is to act).
    ///
    /// # Errors
    /// The [`RuleError`] naming the rule broken and what would be legal.
    pub(crate) fn plan(&self, p: PlayerId, a: Action, checks: Checks) -> Result<Plan, RuleError> {
        if self.stage == Stage::Over {
            return Err(RuleError::GameOver);
        }
        let turn = || RuleError::NotYourTurn {
            seat: p,
            to_act: self.to_act(),
        };
        if checks == Checks::All && !self.to_act().contains(p) {
            return Err(turn());
        }
        let Some(s) = self.seat(p) else {
            return Err(turn());
        };
        if !a.in_space() {
            return Err(RuleError::NoSuchThing { action: a });
        }
        let top = self.tasks.last().copied();
        let wrong = || {
            Err(RuleError::WrongDecision {
                expected: expected(self.stage, top),
            })
        };
        if self.stage == Stage::ChooseControl {
            let Action::Control(slot) = a else {
                return wrong();
            };
            if s.controls_left & (1 << slot) == 0 {
                return Err(RuleError::ControlNotInHand { slot });
            }
            return Ok(Plan::ChooseControl(slot));
        }
        if let Some(task) = top {
            return self.plan_task(p, s, task, a).unwrap_or_else(wrong);
        }
        match (self.stage, a) {
            (Stage::Unexplored, Action::Card(card)) => {
                if !s.hand.contains(usize::from(card)) {
                    return Err(RuleError::NotInHand { card });
                }
                Ok(Plan::Unexplore(card))
            }
            (Stage::Unexplored, Action::Done) => {
                let hand = s.hand.len();
                if hand > HAND_LIMIT {
                    return Err(RuleError::OverHandLimit { hand: hand as u8 });
                }
                Ok(Plan::EndTurn)
            }
            (Stage::Develop(_), Action::Done) => Ok(Plan::EndTurn),
            (Stage::Bureaucracy, Action::Done) => {
                if self.mandatory_bureaucracy_left(p) {
                    return Err(RuleError::BureaucracyLeft);
                }
                Ok(Plan::EndTurn)
            }
            (Stage::Develop(_) | Stage::Bureaucracy, Action::Activate { .. })
            | (Stage::Develop(_), Action::ActivateControl(_)) => {
                match AbilityRef::activated_by(a) {
                    Some(r) => self.check_activation(p, s, r).map(|()| Plan::Activate(r)),
                    None => wrong(),
                }
            }
            (Stage::Bureaucracy, Action::ActivateControl(ability)) => Err(RuleError::NotThisStep {
                card: None,
                ability,
            }),
            _ => wrong(),
        }
    }

    /// The decision on the task on top of seat `p`'s stack: `None` when the
    /// action is not of the kind the task asks for.
    fn plan_task(
        &self,
        p: PlayerId,
        s: &Seat,
        task: Task,
        a: Action,
    ) -> Option<Result<Plan, RuleError>> {
        let ok = |plan| Some(Ok(plan));
        let err = |e| Some(Err(e));
        match (task, a) {
            (Task::Pay { .. }, Action::Card(card)) => {
                if s.hand.contains(usize::from(card)) {
                    ok(Plan::Pay(card))
                } else {
                    err(RuleError::NotInHand { card })
                }
            }
            (Task::Split { src }, Action::Split(k)) => {
                let Some(Effect::Combined { n, top, bottom }) =
                    self.ability(p, src).map(|a| a.effect)
                else {
                    return None;
                };
                if k > n.min(crate::data::MAX_SPLIT) {
                    return err(RuleError::SplitTooLarge { k, n });
                }
                ok(Plan::Split {
                    top,
                    bottom,
                    n,
                    k,
                    first: self.first_activated(p, src),
                })
            }
            (
                Task::Move {
                    m,
                    project,
                    left,
                    held,
                    fresh,
                    first,
                },
                a,
            ) if left > 0 => match m.thing {
                Thing::Cards(_) => self.plan_card_move(s, m, left, (fresh, first), a),
                Thing::Astronauts | Thing::ExhaustedAstronauts => {
                    self.plan_astronaut_move(p, s, m, project, held, a)
                }
            },
            (Task::Refresh { left }, Action::Zone { zone, exhausted }) if left > 0 => {
                let z = zone_of(usize::from(zone));
                if !exhausted || s.exhausted.get(usize::from(zone)).is_none_or(|&x| x == 0) {
                    return err(RuleError::NoAstronaut {
                        zone: z,
                        exhausted: true,
                    });
                }
                ok(Plan::Refresh(zone))
            }
            (Task::Refresh { .. }, Action::Stop) => ok(Plan::Stop),
            (Task::Exhaust { left }, Action::Zone { zone, exhausted }) if left > 0 => {
                let z = zone_of(usize::from(zone));
                if exhausted || s.upright.get(usize::from(zone)).is_none_or(|&x| x == 0) {
                    return err(RuleError::NoAstronaut {
                        zone: z,
                        exhausted: false,
                    });
                }
                ok(Plan::Exhaust(zone))
            }
            (Task::Exhaust { left }, Action::Stop) if left > 0 => err(RuleError::MustExhaust),
            (Task::Cover { card }, Action::Card(by)) if self.cover_choice_needed(p, card) => {
                if !self.cover_candidates(p, card).contains(usize::from(by)) {
                    return err(RuleError::CannotCover { card: by });
                }
                ok(Plan::Cover { card, by })
            }
            (Task::Replace { card }, Action::Card(covered)) => {
                let options = self.replace_candidates(p, card);
                // With one candidate or none, the cover is replaced by itself.
                options.iter().nth(1)?;
                if !options.contains(usize::from(covered)) {
                    return err(RuleError::NotReplaceable { card: covered });
                }
                ok(Plan::Replace { card, covered })
            }
            (Task::Uncover, Action::Card(card)) => {
                let ci = usize::from(card);
                if !(self.covered.contains(ci) && s.agency.contains(ci)) {
                    return err(RuleError::NotCovered { card });
                }
                ok(Plan::Uncover(card))
            }
            (Task::Uncover, Action::Stop) => ok(Plan::Stop),
            (Task::Recover, Action::Control(slot)) => {
                if s.controls_played & (1 << slot) == 0 || s.active == Some(slot) {
                    return err(RuleError::ControlNotPlayed { slot });
                }
                ok(Plan::Recover(slot))
            }
            (Task::Recover, Action::Stop) => ok(Plan::Stop),
            (Task::Leader { .. }, Action::Card(card)) => {
                let leader = s.agency.contains(usize::from(card))
                    && crate::data::cards::card_def(card).is_some_and(|d| d.leader);
                if !leader {
                    return err(RuleError::NotALeader { card });
                }
                ok(Plan::Leader(card))
            }
            (Task::Settle, Action::Space(space)) => {
                let (_, options) = self.settle_choice(p)?;
                if !options.iter().any(|&k| k == space) {
                    return err(RuleError::SpaceNotAllowed { space });
                }
                ok(Plan::Settle(space))
            }
            _ => None,
        }
    }

    /// A move of cards: from the Deck (`draw`), the Universe (`slot`, or the
    /// "No Universe card to take" fallbacks), or one of the seat's zones
    /// (`card`); up to the number shown (`stop`), exactly to the
    /// Investments.
    fn plan_card_move(
        &self,
        s: &Seat,
        m: Move,
        left: u8,
        (fresh, first): (bool, bool),
        a: Action,
    ) -> Option<Result<Plan, RuleError>> {
        let Thing::Cards(mask) = m.thing else {
            return None;
        };
        let ok = |plan| Some(Ok(plan));
        let err = |e| Some(Err(e));
        let any_match = || {
            Section::ALL
                .iter()
                .any(|&sec| mask.has(sec) && self.filled_slots(sec).next().is_some())
        };
        match (m.from, a) {
            (_, Action::Stop) => {
                if m.to == Place::Investments {
                    return err(RuleError::MustMoveExactly { left });
                }
                ok(Plan::Stop)
            }
            (Place::Deck, Action::Draw) => {
                if !self.can_draw() {
                    return err(RuleError::DeckEmpty);
                }
                ok(Plan::Draw(m.to))
            }
            (Place::Universe, Action::Slot(slot)) => {
                let sec = Section::from_index(usize::from(slot) / crate::state::SLOTS_PER_SECTION)?;
                let filled = self.slot_top(usize::from(slot)).is_some();
                if any_match() {
                    if !mask.has(sec) {
                        return err(RuleError::WrongType { slot });
                    }
                    if !filled {
                        return err(RuleError::EmptySlot { slot });
                    }
                    return ok(Plan::Slot {
                        slot,
                        to: m.to,
                        fallback: false,
                    });
                }
                // No Universe card to take: a card from the closest
                // preceding section holding one (ruling R28), with the first
                // ability activated on the turn only (ruling R6).
                if !fresh {
                    return err(RuleError::EmptySlot { slot });
                }
                if !filled {
                    return err(RuleError::EmptySlot { slot });
                }
                if self.preceding_section() != Some(sec) {
                    return err(RuleError::NotClosestSection { slot });
                }
                if !first {
                    return err(RuleError::NotFirstAbility);
                }
                ok(Plan::Slot {
                    slot,
                    to: Place::Agency,
                    fallback: true,
                })
            }
            (Place::Universe, Action::DrawThree) => {
                if !fresh || any_match() {
                    return err(RuleError::CardToTake);
                }
                ok(Plan::DrawThree)
            }
            (
                from @ (Place::Hand | Place::Lab | Place::Agency | Place::Investments),
                Action::Card(card),
            ) => {
                let set = self.cards_at(s, from).unwrap_or_default();
                let of_type =
                    crate::data::cards::card_def(card).is_some_and(|d| mask.has(d.section));
                if !(set.contains(usize::from(card)) && of_type) {
                    return err(RuleError::NotMovable { card });
                }
                ok(Plan::MoveCard {
                    card,
                    from,
                    to: m.to,
                })
            }
            (_, Action::Card(card)) => err(RuleError::NotMovable { card }),
            _ => None,
        }
    }

    /// A move of astronauts: pick one in a zone first (for zone-to-zone
    /// moves), or (ruling R9) on a Project or a Standby area when the
    /// Agency is empty; then put it into a zone or on a Project's Standby
    /// area. Up to the number shown (`stop`), but a picked astronaut must be
    /// put down.
    fn plan_astronaut_move(
        &self,
        p: PlayerId,
        s: &Seat,
        m: Move,
        project: Option<u8>,
        held: Option<Held>,
        a: Action,
    ) -> Option<Result<Plan, RuleError>> {
        let ok = |plan| Some(Ok(plan));
        let err = |e| Some(Err(e));
        if let (Place::Zones(from), None) = (m.from, held) {
            // Pick the astronaut to move.
            return match a {
                Action::Zone { zone, exhausted } => {
                    let z = zone_of(usize::from(zone));
                    if !from.has(z) || !self.has_destination(p, m, project, z) {
                        return err(RuleError::NotFromZone { zone: z });
                    }
                    let there = if exhausted { &s.exhausted } else { &s.upright };
                    if there.get(usize::from(zone)).is_none_or(|&x| x == 0) {
                        return err(RuleError::NoAstronaut { zone: z, exhausted });
                    }
                    if m.to == Place::Agency {
                        ok(Plan::ZoneToAgency { zone, exhausted })
                    } else {
                        ok(Plan::Pick(Held::Zone { zone, exhausted }))
                    }
                }
                Action::Stop => ok(Plan::Stop),
                _ => None,
            };
        }
        if held.is_none() {
            if m.from != Place::Agency {
                return matches!(a, Action::Stop).then_some(Ok(Plan::Stop));
            }
            if s.astronauts == 0 {
                // Ruling R9: no astronaut in the Agency; take one from a
                // Project or a Standby area, or place no more.
                return match a {
                    Action::Stop => ok(Plan::Stop),
                    Action::FromProject(i) => {
                        let on = self
                            .projects
                            .get(usize::from(i))
                            .is_some_and(|pr| pr.on_spaces(p) > 0);
                        if !on || !self.source_leaves_destination(p, m.to, project, i) {
                            return err(RuleError::NotASource { project: i });
                        }
                        ok(Plan::Pick(Held::Space(i)))
                    }
                    Action::FromStandby(i) => {
                        let on = self
                            .projects
                            .get(usize::from(i))
                            .is_some_and(|pr| pr.standby.get(p.index()).is_some_and(|&x| x > 0));
                        if !on || !self.source_leaves_destination(p, m.to, project, i) {
                            return err(RuleError::NotASource { project: i });
                        }
                        ok(Plan::Pick(Held::Standby(i)))
                    }
                    Action::Zone { .. } | Action::Project(_) => err(RuleError::AgencyEmpty),
                    _ => None,
                };
            }
        }
        match (m.to, a) {
            (_, Action::Stop) => {
                if held.is_some() {
                    return err(RuleError::MustPlace);
                }
                ok(Plan::Stop)
            }
            (_, Action::FromProject(_) | Action::FromStandby(_)) if held.is_none() => {
                err(RuleError::AgencyNotEmpty)
            }
            (Place::Zones(to), Action::Zone { zone, exhausted }) => {
                let z = zone_of(usize::from(zone));
                let from_here = matches!(held, Some(Held::Zone { zone: h, .. }) if h == zone);
                if exhausted || !to.has(z) || from_here {
                    return err(RuleError::NotIntoZone { zone: z });
                }
                ok(Plan::IntoZone {
                    zone: z,
                    held,
                    exhausted: m.thing == Thing::ExhaustedAstronauts,
                })
            }
            (Place::Projects, Action::Project(i)) => {
                let from_project = match held {
                    Some(Held::Space(k) | Held::Standby(k)) => Some(k),
                    _ => None,
                };
                if from_project == Some(i) || !self.project_targets(p, project).any(|k| k == i) {
                    return err(RuleError::ProjectClosed { project: i });
                }
                ok(Plan::OntoStandby { project: i, held })
            }
            _ => None,
        }
    }

    /// Tells that seat `p` takes the "No Universe card to take" alternative
    /// for the move on top of its stack: a card from the closest preceding
    /// section `instead`, or (`None`) 3 cards drawn from the Deck.
    fn say_no_universe_card(&self, p: PlayerId, instead: Option<Section>, ev: &mut impl Sink) {
        if let Some(&Task::Move {
            m: Move {
                thing: Thing::Cards(wanted),
                ..
            },
            ..
        }) = self.tasks.last()
        {
            self.say(
                ev,
                Event::NoUniverseCard {
                    seat: p,
                    wanted,
                    instead,
                },
            );
        }
    }

    /// Carries out a checked decision of seat `p`.
    pub(crate) fn execute(&mut self, p: PlayerId, plan: Plan, ev: &mut impl Sink) {
        match plan {
            Plan::ChooseControl(slot) => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.committed = Some(slot);
                }
                if ev.wants_events() {
                    let me = PlayerSet::only(p);
                    let card = crate::data::control::control_def(self.rocket(p), usize::from(slot));
                    let e = |slot, card| Event::ControlChosen {
                        seat: p,
                        slot,
                        card,
                    };
                    ev.emit(Audience::Seats(me), e(Some(slot), card));
                    ev.emit(Audience::AllExcept(me), e(None, None));
                }
            }
            Plan::Unexplore(card) => self.put_unexplored(p, card, ev),
            Plan::EndTurn => self.end_turn(),
            Plan::Activate(r) => self.activate(p, r, ev),
            Plan::Stop => {
                self.tasks.pop();
            }
            Plan::Pay(card) => {
                if let Some(Task::Pay { left, .. }) = self.tasks.as_mut_slice().last_mut() {
                    *left = left.saturating_sub(1);
                }
                if self.take_card(p, card, Place::Hand, ev) {
                    self.card_to(p, card, CardZone::Hand, Place::Investments, true, ev);
                }
            }
            Plan::Split {
                top,
                bottom,
                n,
                k,
                first,
            } => {
                self.tasks.pop();
                self.say(
                    ev,
                    Event::SplitAnnounced {
                        seat: p,
                        top: k,
                        value: n,
                    },
                );
                // The top effect is resolved first: it goes on top.
                for (m, left) in [(bottom, n.saturating_sub(k)), (top, k)] {
                    if left > 0 {
                        let _ = self.tasks.push(Task::Move {
                            m,
                            project: None,
                            left,
                            held: None,
                            fresh: true,
                            first,
                        });
                    }
                }
            }
            Plan::Draw(to) => {
                self.moved_one();
                if let Some(c) = self.draw(ev) {
                    if to == Place::Hand {
                        if let Some(s) = self.seats.get_mut(p) {
                            s.hand.insert(usize::from(c));
                        }
                        if ev.wants_events() {
                            let me = PlayerSet::only(p);
                            let e = |card| Event::CardMoved {
                                seat: Some(p),
                                card,
                                from: CardZone::Deck,
                                to: CardZone::Hand,
                            };
                            ev.emit(Audience::Seats(me), e(Some(c)));
                            ev.emit(Audience::AllExcept(me), e(None));
                        }
                    } else {
                        self.card_to(p, c, CardZone::Deck, to, true, ev);
                    }
                    self.deck_ran_out(ev);
                }
            }
            Plan::DrawThree => {
                self.say_no_universe_card(p, None, ev);
                self.tasks.pop();
                for _ in 0..3 {
                    self.draw_to_hand(p, ev);
                }
            }
            Plan::Slot { slot, to, fallback } => {
                if fallback {
                    let section = Section::from_index(usize::from(slot) / SLOTS_PER_SECTION);
                    self.say_no_universe_card(p, section, ev);
                    self.tasks.pop();
                } else {
                    self.moved_one();
                }
                if let Some(c) = self.take_from_slot(usize::from(slot)) {
                    self.card_to(p, c, CardZone::Universe(slot), to, true, ev);
                }
            }
            Plan::MoveCard { card, from, to } => {
                self.moved_one();
                if self.take_card(p, card, from, ev) {
                    self.card_to(p, card, card_zone(from), to, from != Place::Hand, ev);
                }
            }
            Plan::Pick(h) => self.set_move(None, Some(h)),
            Plan::ZoneToAgency { zone, exhausted } => {
                let zi = usize::from(zone);
                if !self.lift_from_zone(p, zi, exhausted) {
                    return;
                }
                self.moved_one();
                if let Some(s) = self.seats.get_mut(p) {
                    s.astronauts = s.astronauts.saturating_add(1);
                }
                self.say(
                    ev,
                    Event::AstronautMoved {
                        seat: p,
                        from: AstronautPlace::Zone(zone_of(zi)),
                        to: AstronautPlace::Agency,
                        exhausted: false,
                    },
                );
            }
            Plan::IntoZone {
                zone,
                held,
                exhausted,
            } => {
                let Some((from, was_exhausted)) = self.lift_held(p, held) else {
                    return;
                };
                self.moved_one();
                self.astronaut_into_zone(p, zone, was_exhausted || exhausted, from, ev);
                self.fire(p, Fired::ToZone(zone), ev);
            }
            Plan::OntoStandby { project, held } => {
                let Some((from, _)) = self.lift_held(p, held) else {
                    return;
                };
                self.moved_one();
                if let Some(pr) = self.projects.as_mut_slice().get_mut(usize::from(project)) {
                    if let Some(sb) = pr.standby.get_mut(p.index()) {
                        *sb = sb.saturating_add(1);
                    }
                }
                self.say(
                    ev,
                    Event::AstronautMoved {
                        seat: p,
                        from,
                        to: AstronautPlace::Standby(project),
                        exhausted: false,
                    },
                );
            }
            Plan::Refresh(zone) | Plan::Exhaust(zone) => {
                if let Some(Task::Refresh { left } | Task::Exhaust { left }) =
                    self.tasks.as_mut_slice().last_mut()
                {
                    *left = left.saturating_sub(1);
                }
                self.turn_astronaut(p, usize::from(zone), matches!(plan, Plan::Refresh(_)), ev);
            }
            Plan::Uncover(card) => {
                self.tasks.pop();
                self.uncover(p, card, ev);
            }
            Plan::Cover { card, by } => {
                self.tasks.pop();
                self.cover_with(p, card, Some(by), ev);
            }
            Plan::Replace { card, covered } => {
                self.tasks.pop();
                self.replace_cover(p, card, covered, ev);
            }
            Plan::Recover(slot) => {
                self.tasks.pop();
                if let Some(s) = self.seats.get_mut(p) {
                    s.controls_played &= !(1u16 << (slot & 15));
                    s.controls_left |= 1u16 << (slot & 15);
                }
                let card = crate::data::control::control_def(self.rocket(p), usize::from(slot));
                self.say(
                    ev,
                    Event::ControlRecovered {
                        seat: p,
                        slot,
                        card,
                    },
                );
            }
            Plan::Leader(card) => {
                self.tasks.pop();
                if self.take_card(p, card, Place::Agency, ev) {
                    self.card_to(p, card, CardZone::Agency, Place::Lab, true, ev);
                }
            }
            Plan::Settle(space) => self.settle_first(p, space, ev),
        }
    }

    /// The move on top has moved one thing: one fewer may move, nothing is
    /// held, and the "No Universe card to take" fallback is over.
    fn moved_one(&mut self) {
        if let Some(Task::Move { left, .. }) = self.tasks.last().copied() {
            self.set_move(Some(left.saturating_sub(1)), None);
        }
    }

    /// Updates the move on top: how many more may move (unchanged if
    /// `None`) and the astronaut held; it is no longer fresh.
    fn set_move(&mut self, left: Option<u8>, held: Option<Held>) {
        if let Some(Task::Move {
            left: l,
            held: h,
            fresh,
            ..
        }) = self.tasks.as_mut_slice().last_mut()
        {
            if let Some(left) = left {
                *l = left;
            }
            *h = held;
            *fresh = false;
        }
    }

    /// Applies a decision of seat `p` that `validate` accepted (nothing if
    /// [`RawState::plan`] refuses it), then runs whatever needs no decision.
    /// `noted`: the ability `a` activates, when it is one of the activations
    /// noted for `p` where the rules stopped (they passed the checks of
    /// [`RawState::check_activation`] then, and nothing changed since: the
    /// plan is known). (`known`: see [`RawState::advance_noting`].)
    pub(crate) fn apply_action(
        &mut self,
        p: PlayerId,
        a: Action,
        noted: Option<AbilityRef>,
        ev: &mut impl Sink,
        known: &mut Activations,
    ) {
        let plan = match noted {
            Some(r) => Plan::Activate(r),
            None => match self.plan(p, a, Checks::Validated) {
                Ok(plan) => plan,
                Err(_) => return,
            },
        };
        self.decisions = self.decisions.saturating_add(1);
        self.execute(p, plan, ev);
        self.advance_noting(ev, known);
    }

    /// Whether seat `p` may take `a` now.
    pub(crate) fn validate_action(&self, p: PlayerId, a: Action) -> Result<(), RuleError> {
        self.plan(p, a, Checks::All).map(drop)
    }

    /// Every legal action of seat `p`, in `Ord` order, each once.
    pub(crate) fn for_each_legal(&self, p: PlayerId, f: &mut impl FnMut(Action)) {
        match self.stage {
            Stage::Over => {}
            Stage::ChooseControl => {
                let Some(s) = self.seat(p) else { return };
                if self.is_ai(p) || s.committed.is_some() {
                    return;
                }
                let mut left = s.controls_left;
                while left != 0 {
                    f(Action::Control(left.trailing_zeros() as u8));
                    left &= left - 1;
                }
            }
            Stage::Unexplored | Stage::Develop(_) | Stage::Bureaucracy => {
                if self.actor() != Some(p) || self.is_ai(p) {
                    return;
                }
                if let Some(&t) = self.tasks.last() {
                    self.task_choices(p, t, f);
                    return;
                }
                let Some(s) = self.seat(p) else { return };
                match self.stage {
                    Stage::Unexplored => {
                        let mut in_hand = 0usize;
                        for c in s.hand.iter() {
                            f(Action::Card(c as u8));
                            in_hand += 1;
                        }
                        if in_hand <= HAND_LIMIT {
                            f(Action::Done);
                        }
                    }
                    Stage::Develop(_) => {
                        f(Action::Done);
                        self.for_each_activation(p, f);
                    }
                    _ => {
                        if !self.mandatory_bureaucracy_left(p) {
                            f(Action::Done);
                        }
                        self.for_each_activation(p, f);
                    }
                }
            }
        }
    }

    // "To act" names the seats with a decision; the state is not converted.
    #[allow(clippy::wrong_self_convention)]
    pub(crate) fn to_act(&self) -> PlayerSet {
        match self.stage {
            Stage::Over => PlayerSet::EMPTY,
            Stage::ChooseControl => self
                .seats
                .iter()
                .filter(|(p, s)| !self.is_ai(*p) && s.committed.is_none())
                .map(|(p, _)| p)
                .collect(),
            _ => self
                .actor()
                .filter(|p| !self.is_ai(*p))
                .map_or(PlayerSet::EMPTY, PlayerSet::only),
        }
    }

    /// [`RawState::legal_into`] for the seat on turn in phase 2 with nothing
    /// pending, whose activations are `known`: `Done` (in Bureaucracy, once
    /// no mandatory ability is left), then the activations.
    pub(crate) fn legal_with_known(
        &self,
        p: PlayerId,
        known: &Activations,
        out: &mut alloc::vec::Vec<Action>,
    ) {
        out.clear();
        let listed = known.as_slice();
        if !matches!(self.stage, Stage::Bureaucracy) || !any_mandatory(listed) {
            out.push(Action::Done);
        }
        out.extend_from_slice(listed);
        debug_assert!(
            {
                let mut all = alloc::vec::Vec::new();
                self.legal_into(p, &mut all);
                all == *out
            },
            "{out:?}"
        );
    }

    /// Fills `out` with the legal actions of `p`, sorted and unique.
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut alloc::vec::Vec<Action>) {
        out.clear();
        // `for_each_legal` lists nothing for a seat that is not to act, and
        // lists the others in `Ord` order without repeats (each generator
        // walks its ids in ascending order; the conformance kit checks it).
        self.for_each_legal(p, &mut |a| out.push(a));
        debug_assert!(out.windows(2).all(|w| w[0] < w[1]), "{out:?}");
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::data::Sections;

    /// Every text of a pending decision reads as a clause after "the
    /// decision is", for a person: no code syntax.
    #[test]
    fn expected_decisions_are_worded_for_people() {
        let src = AbilityRef {
            card: Some(0),
            index: 0,
        };
        let m = Move {
            thing: Thing::Cards(Sections::ANY),
            from: Place::Hand,
            to: Place::Lab,
            n: 1,
        };
        let tasks = [
            None,
            Some(Task::Pay { src, left: 1 }),
            Some(Task::Resolve { src }),
            Some(Task::Split { src }),
            Some(Task::Move {
                m,
                project: None,
                left: 1,
                held: None,
                fresh: true,
                first: true,
            }),
            Some(Task::Refresh { left: 1 }),
            Some(Task::Exhaust { left: 1 }),
            Some(Task::Uncover),
            Some(Task::Cover { card: 0 }),
            Some(Task::Replace { card: 0 }),
            Some(Task::Recover),
            Some(Task::Enter { card: 0, step: 0 }),
            Some(Task::Leader { new: 0 }),
            Some(Task::Settle),
            Some(Task::EndTurn),
        ];
        let stages = [
            Stage::Unexplored,
            Stage::ChooseControl,
            Stage::Develop(Section::Technology),
            Stage::Bureaucracy,
            Stage::Over,
        ];
        for stage in stages {
            for top in tasks {
                let text = RuleError::WrongDecision {
                    expected: expected(stage, top),
                }
                .to_string();
                assert!(text.starts_with("not now: the decision is "), "{text}");
                for code in ['`', '<', '>', '_'] {
                    assert!(!text.contains(code), "{stage:?} {top:?}: {text}");
                }
                for form in ["activate control", "draw3", "done"] {
                    assert!(!text.contains(form), "{stage:?} {top:?}: {text}");
                }
            }
        }
    }
}
