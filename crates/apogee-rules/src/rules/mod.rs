//! The rules, one module per heading of the rulebook, as methods of
//! [`RawState`]. The turn procedure is a small state machine: [`Stage`] says
//! where the turn stands, [`Pending`] is the one-seat decision asked now, and
//! `advance` runs everything automatic until a decision is needed.
//!
//! Legality has one source: [`RawState::plan`] checks an action and works
//! out what it does, [`RawState::execute`] carries the plan out, and the
//! legal listing generates the candidates `plan` accepts with the same
//! helpers (the conformance kit checks the two agree over the whole action
//! index space).
//!
//! Rulings applied here: R16 (reserve-limit discards beneath their pile),
//! R20 (face-down dismissals), R39 (scenario dice).

pub(crate) mod administration;
pub(crate) mod dice;
pub(crate) mod events;
pub(crate) mod investors;
pub(crate) mod launch;
pub(crate) mod missions;
pub(crate) mod planning;
pub(crate) mod scoring;
pub(crate) mod setup;
pub(crate) mod technology;

use alloc::vec::Vec;

use cardgame_core::{Audience, EventSink, PlayerId, PlayerSet};

use crate::action::{Action, EngineerPile, RiverLine, Team};
use crate::data::directors::DirectorSpecialty;
use crate::data::engineers::{is_senior, JUNIORS};
use crate::data::events::{BaseEvent, EventCard, SoloEvent};
use crate::data::tables::Destination;
use crate::data::technology::{tech_type, TechType};
use crate::error::RuleError;
use crate::event::{Event, Why};
use crate::state::{
    BuildKind, CardBits, DismissReason, Know, Pending, RawState, Slot, SmallBits, Stage,
    DICE_LIMIT, RESERVE_LIMIT,
};
use launch::Rocket;

/// Narration only to `p`.
pub(crate) fn only(p: PlayerId) -> Audience {
    Audience::Seats(PlayerSet::only(p))
}

/// Narration to everybody but `p`.
pub(crate) fn others(p: PlayerId) -> Audience {
    Audience::AllExcept(PlayerSet::only(p))
}

impl RawState {
    /// Runs the automatic parts of the procedure until a decision is needed
    /// or the game is over.
    pub(crate) fn advance<S: EventSink<Event>>(&mut self, ev: &mut S) {
        // Each iteration either asks a decision, waits for simultaneous ones,
        // or moves the procedure forward; the bound only guards against a
        // logic error turning into a hang.
        for _ in 0..100_000u32 {
            if self.stage == Stage::Finished {
                self.pending = Pending::None;
                return;
            }
            if self.pending != Pending::None {
                return;
            }
            if self.reserve_grew {
                match self.over_limit_seat() {
                    Some(p) => {
                        self.pending = Pending::Discard(p);
                        return;
                    }
                    None => self.reserve_grew = false,
                }
            }
            if !self.step(ev) {
                return;
            }
        }
        self.finish(PlayerSet::EMPTY, true, ev);
    }

    /// One automatic step of the procedure where it stands; whether it moved.
    /// (Kept small: the stage transitions, once a turn, are `#[cold]` and the
    /// heavier steps out of line, so the frequent light steps stay cheap.)
    fn step<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        match self.stage {
            Stage::ChooseDirectors => self.step_choose_directors(ev),
            Stage::StartingTeam => self.step_starting_team(ev),
            Stage::TurnStart => self.step_turn_start(ev),
            Stage::EventEffects => self.step_event_effects(ev),
            Stage::Placement => self.step_placement(ev),
            Stage::Specialties => self.step_specialties(ev),
            Stage::Construction => self.step_construction(ev),
            Stage::Rnd => self.step_rnd(ev),
            Stage::Design => self.step_design(ev),
            Stage::Income => self.step_income(ev),
            Stage::Administration => self.step_administration(ev),
            Stage::EndTurn => self.step_end_turn(ev),
            Stage::Finished => false,
        }
    }

    /// The first seat (in seat order) whose reserve is over the limit.
    pub(crate) fn over_limit_seat(&self) -> Option<PlayerId> {
        self.seats
            .as_slice()
            .iter()
            .position(|s| s.reserve.len() > RESERVE_LIMIT)
            .map(|i| PlayerId(i as u8))
    }

    /// Whether this turn's Event is `e`.
    pub(crate) fn event_is(&self, e: BaseEvent) -> bool {
        self.event == Some(EventCard::Base(e))
    }

    /// Whether a Solo Event ban (01 to 04) is in force.
    pub(crate) fn banned(&self, e: SoloEvent) -> bool {
        (e as u8) < 4 && self.bans & (1 << (e as u8)) != 0
    }

    /// Rolls the main die (scenario dice first).
    pub(crate) fn roll_d12(&mut self) -> u8 {
        match self.loaded_dice.pop() {
            Some(d) => d.clamp(1, 12),
            None => self.rng.d12(),
        }
    }

    /// Credits to a player.
    pub(crate) fn gain<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        amount: u16,
        why: Why,
        ev: &mut S,
    ) {
        if amount == 0 {
            return;
        }
        if let Some(s) = self.seats.get_mut(p) {
            s.credits = s.credits.saturating_add(amount);
            ev.emit(
                Audience::All,
                Event::Credits {
                    seat: p,
                    delta: amount.min(30_000) as i16,
                    why,
                },
            );
        }
    }

    /// A player pays what it can of `amount`; returns what was paid.
    pub(crate) fn pay<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        amount: u16,
        why: Why,
        ev: &mut S,
    ) -> u16 {
        let Some(s) = self.seats.get_mut(p) else {
            return 0;
        };
        let paid = amount.min(s.credits);
        s.credits -= paid;
        if paid > 0 {
            ev.emit(
                Audience::All,
                Event::Credits {
                    seat: p,
                    delta: -(paid.min(30_000) as i16),
                    why,
                },
            );
        }
        paid
    }

    /// A blue die from the common reserve to a player, within the limit of 3.
    pub(crate) fn gain_die<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        if s.dice >= DICE_LIMIT || self.dice_reserve == 0 {
            return false;
        }
        s.dice += 1;
        self.dice_reserve -= 1;
        ev.emit(Audience::All, Event::DieGained { seat: p });
        true
    }

    /// A player's dice back to the common reserve.
    pub(crate) fn lose_dice<S: EventSink<Event>>(&mut self, p: PlayerId, count: u8, ev: &mut S) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let n = count.min(s.dice);
        if n == 0 {
            return;
        }
        s.dice -= n;
        self.dice_reserve = self.dice_reserve.saturating_add(n);
        ev.emit(Audience::All, Event::DiceLost { seat: p, count: n });
    }

    /// Draws the top card of a Technology pile; returns it with who knew it.
    pub(crate) fn draw_tech(&mut self, ty: TechType) -> Option<(u8, Know)> {
        let from_middle = !self.tech_piles[ty.index()].middle.is_empty();
        let card = self.tech_piles[ty.index()].draw(&mut self.rng)?;
        let know = if from_middle {
            Know::NOBODY
        } else {
            self.tech_known.get(card)
        };
        Some((card, know))
    }

    /// Puts a Technology card beneath its pile, known to `know`.
    #[inline]
    pub(crate) fn tech_under(&mut self, card: u8, know: Know) {
        let ty = tech_type(card);
        self.tech_piles[ty.index()].put_under(card);
        self.tech_known.set(card, know);
    }

    /// Refills a river line to 3 cards from its pile.
    pub(crate) fn refill_river<S: EventSink<Event>>(&mut self, line: usize, ev: &mut S) {
        let Some(ty) = TechType::ALL.get(line).copied() else {
            return;
        };
        let Some(rl) = crate::action::RiverLine::ALL.get(line).copied() else {
            return;
        };
        while self.rivers[line].len() < 3 {
            let Some((card, _)) = self.draw_tech(ty) else {
                break;
            };
            if self.rivers[line].push(card).is_err() {
                self.tech_under(card, Know::PUBLIC);
                break;
            }
            self.tech_known.set(card, Know::PUBLIC);
            ev.emit(Audience::All, Event::RiverCard { line: rl, card });
        }
    }

    /// Draws an Engineer into a hand (hand limit checked by the caller).
    pub(crate) fn draw_engineer<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        senior: bool,
        ev: &mut S,
    ) -> bool {
        let i = usize::from(senior);
        let from_middle = !self.eng_piles[i].middle.is_empty();
        let Some(e) = self.eng_piles[i].draw(&mut self.rng) else {
            return false;
        };
        let before = if from_middle {
            Know::NOBODY
        } else {
            self.eng_known.get(e)
        };
        let Some(s) = self.seats.get_mut(p) else {
            self.eng_piles[i].put_under(e);
            return false;
        };
        s.hand.insert(usize::from(e));
        if before == Know::PUBLIC {
            self.eng_known.set(e, Know::PUBLIC);
        } else {
            self.eng_known.set(e, Know(before.0 | Know::only(p).0));
        }
        ev.emit(
            only(p),
            Event::Recruited {
                seat: p,
                engineer: Some(e),
                senior,
            },
        );
        ev.emit(
            others(p),
            Event::Recruited {
                seat: p,
                engineer: None,
                senior,
            },
        );
        true
    }

    /// Removes an Engineer from a hand and puts it beneath its pile: face
    /// down (only the owner knows which) or face up (a random discard).
    pub(crate) fn discard_engineer<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        e: u8,
        face_up: bool,
        ev: &mut S,
    ) {
        let revealed = self.revealed;
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let id = usize::from(e);
        let on_board = s.face_up(revealed).intersection(&s.hand);
        if !s.hand.remove(id) {
            return;
        }
        // A card lying face up on a revealed action is seen leaving.
        let face_up = face_up || on_board.contains(id);
        s.decided.remove(id);
        for sl in s.slots.iter_mut() {
            sl.remove(id);
        }
        let senior = is_senior(e);
        let hand = s.hand;
        self.eng_piles[usize::from(senior)].put_under(e);
        if face_up {
            self.eng_known.set(e, Know::PUBLIC);
            ev.emit(
                Audience::All,
                Event::Dismissed {
                    seat: p,
                    engineer: Some(e),
                    senior,
                },
            );
        } else {
            // Nobody else can tell which card of that type left the hand:
            // the card and the hand's other cards of its type not face up
            // on the board become known to the owner only.
            let same_type = if senior {
                SmallBits::from_words([!0 << JUNIORS])
            } else {
                SmallBits::from_words([!(!0 << JUNIORS)])
            };
            let mut blurred = hand.difference(&on_board).intersection(&same_type);
            blurred.insert(id);
            self.eng_known.set_all(&blurred, Know::only(p));
            ev.emit(
                only(p),
                Event::Dismissed {
                    seat: p,
                    engineer: Some(e),
                    senior,
                },
            );
            ev.emit(
                others(p),
                Event::Dismissed {
                    seat: p,
                    engineer: None,
                    senior,
                },
            );
        }
    }

    /// Ends the game.
    pub(crate) fn finish<S: EventSink<Event>>(
        &mut self,
        winners: PlayerSet,
        capped: bool,
        ev: &mut S,
    ) {
        if self.stage == Stage::Finished {
            return;
        }
        self.stage = Stage::Finished;
        self.pending = Pending::None;
        self.winners = winners;
        self.capped = capped;
        ev.emit(Audience::All, Event::GameOver { winners, capped });
    }

    /// The seats of the Director order, as a copy.
    pub(crate) fn order_seat(&self, i: usize) -> Option<PlayerId> {
        self.order.get(i).copied()
    }

    /// The seat holding an Engineer in hand.
    pub(crate) fn owner_of(&self, e: u8) -> Option<PlayerId> {
        self.seats
            .iter()
            .find(|(_, s)| s.hand.contains(usize::from(e)))
            .map(|(p, _)| p)
    }
}

// ---------------------------------------------------------------------------
// The single source of legality: `plan` checks an action and works out what
// it does; `execute` carries the plan out; the legal listing generates the
// candidates `plan` accepts, with the same helpers.
// ---------------------------------------------------------------------------

/// A Director action checked by [`RawState::plan`].
#[derive(Clone, Copy, Debug)]
pub(crate) enum DirectorPlan {
    /// End the Director's turn.
    Pass,
    /// Activate the Director's Specialty.
    Specialty,
    /// Sell a reserve card.
    Sell(u8),
    /// Recruit from a pile.
    Recruit(EngineerPile),
    /// Dismiss an Engineer.
    Dismiss(u8),
    /// A static fire.
    StaticFire,
    /// A launch: the roll needed and the rocket, worked out by the checks.
    Launch {
        dest: Destination,
        need: u8,
        rocket: Rocket,
    },
    /// The Nation's Intervention.
    Intervention,
}

/// A checked action, with what the checks worked out.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Plan {
    KeepDirector(u8),
    Place(u8, Slot),
    StartingTeam(Team),
    RollExtraDie,
    AcceptFailure,
    ReplaceRiver(RiverLine),
    TakeFromRiver(u8),
    KeepRnd(u8),
    Build(u8, BuildKind),
    /// A sale of a reserve card; `many`: more may follow (Liam Van Horn).
    SellReserve {
        card: u8,
        many: bool,
    },
    StopSelling,
    SellBuilt(u8),
    Discard(u8),
    InterventionTarget(PlayerId),
    InterventionCard {
        target: PlayerId,
        card: u8,
    },
    InterventionDice {
        target: PlayerId,
        count: u8,
    },
    Dismiss {
        engineer: u8,
        left: u8,
        reason: DismissReason,
    },
    StopDismissing,
    Director(DirectorPlan),
}

/// What the decision pending in `g` for a seat in `to_act` is about, for
/// [`RuleError::WrongDecision`]: a clause that follows "the decision is".
fn expected(g: &RawState) -> &'static str {
    match g.pending {
        Pending::None => match g.stage {
            Stage::ChooseDirectors => "which of your two dealt Mission Directors to keep",
            _ => "where to place your next Engineer face down",
        },
        Pending::StartingTeam(_) => {
            "which starting team to recruit: 1 Senior Engineer or 2 Junior Engineers"
        }
        Pending::ExtraDie { .. } => {
            "whether to roll an extra die after the failed roll or to accept the failure"
        }
        Pending::ReplaceRiver(_) => "which Technology river line to replace",
        Pending::TakeFromRiver(_) => "which card to take from a Technology river",
        Pending::Build { .. } => "which Technology of your reserve to build",
        Pending::SellReserve { many: true, .. } => {
            "which Technology of your reserve to sell, or whether to stop selling"
        }
        Pending::SellReserve { many: false, .. } => "which Technology of your reserve to sell",
        Pending::SellBuilt(_) => "which Technology built on your Launch Pad to sell",
        Pending::KeepRnd(_) => "which of the R&D cards you drew to keep",
        Pending::Discard(_) => "which Technology to discard, as your reserve holds more than 9",
        Pending::DirectorTurn(_) => {
            "which Director action to perform (a sale, a recruitment, a dismissal, the \
             Specialty, a static fire, a launch or the Nation's Intervention), or whether to \
             end your Administration turn"
        }
        Pending::Dismiss {
            reason: DismissReason::ForCredits,
            ..
        } => "which Engineer to dismiss for credits, or whether to stop dismissing",
        Pending::Dismiss { .. } => "which Engineer of your hand to dismiss",
        Pending::InterventionTarget(_) => {
            "which Mission Director your Nation's Intervention targets"
        }
        Pending::InterventionCard { .. } => {
            "which R&D Technology to discard from the target's reserve"
        }
        Pending::InterventionDice { .. } => "whether to remove 1 or 2 of the target's dice",
    }
}

/// How much [`RawState::plan`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// Every rule: `validate`.
    All,
    /// The action was validated already (`apply_unchecked`): only what the
    /// action does is worked out (a launch's roll and rocket, a build's
    /// kind), not whether the seat is to act, the Engineer is the next to
    /// place, the card can be built or the Director action is open. What
    /// holds the state together (a card is where the action takes it from)
    /// is still checked.
    Validated,
}

impl RawState {
    /// The single source of legality: checks `action` for `p` and works out
    /// what it does (with [`Checks::Validated`], only what it does).
    /// `validate` is `plan(.., Checks::All).map(drop)`; `apply_unchecked` is
    /// `plan(.., Checks::Validated)` then [`RawState::execute`]. Allocates
    /// nothing.
    #[inline(always)]
    pub(crate) fn plan(
        &self,
        p: PlayerId,
        action: &Action,
        checks: Checks,
    ) -> Result<Plan, RuleError> {
        if self.stage == Stage::Finished {
            return Err(RuleError::GameOver);
        }
        let all = checks == Checks::All;
        if all && !has_decision(self, p) {
            return Err(RuleError::NotYourTurn {
                seat: p,
                to_act: to_act_of(self),
            });
        }
        let s = self.seat(p);
        let wrong = || {
            Err(RuleError::WrongDecision {
                expected: expected(self),
            })
        };
        let in_set = |set: CardBits, c: u8, place: &'static str| {
            if set.contains(usize::from(c)) {
                Ok(())
            } else {
                Err(RuleError::CardNotThere { card: c, place })
            }
        };
        let unavailable = |reason| Err(RuleError::ActionUnavailable { reason });
        match self.pending {
            Pending::None => match (self.stage, *action) {
                (Stage::ChooseDirectors, Action::KeepDirector(d)) => match s.offer {
                    Some(dealt) if dealt.contains(&d) => Ok(Plan::KeepDirector(d)),
                    Some(dealt) => Err(RuleError::DirectorNotDealt { director: d, dealt }),
                    None => wrong(),
                },
                (Stage::Placement, Action::Place(e, slot)) if !all => Ok(Plan::Place(e, slot)),
                (Stage::Placement, Action::Place(e, slot)) => {
                    let Some(next) = self.next_to_place(p) else {
                        return wrong();
                    };
                    if e != next {
                        return Err(RuleError::NotNextEngineer { engineer: e, next });
                    }
                    match self.placement_problem(p, slot) {
                        None => Ok(Plan::Place(e, slot)),
                        Some(rule) => Err(RuleError::PlacementForbidden { slot, rule }),
                    }
                }
                _ => wrong(),
            },
            Pending::StartingTeam(_) => match *action {
                Action::StartingTeam(Team::Senior) if !self.eng_piles[1].is_empty() => {
                    Ok(Plan::StartingTeam(Team::Senior))
                }
                Action::StartingTeam(Team::TwoJuniors) if self.eng_piles[0].len() >= 2 => {
                    Ok(Plan::StartingTeam(Team::TwoJuniors))
                }
                Action::StartingTeam(_) => unavailable("that Engineer pile is too small"),
                _ => wrong(),
            },
            Pending::ExtraDie { .. } => match *action {
                Action::RollExtraDie if s.dice > 0 => Ok(Plan::RollExtraDie),
                Action::RollExtraDie => unavailable("you have no extra die"),
                Action::AcceptFailure => Ok(Plan::AcceptFailure),
                _ => wrong(),
            },
            Pending::ReplaceRiver(_) => match *action {
                Action::ReplaceRiver(line) => Ok(Plan::ReplaceRiver(line)),
                _ => wrong(),
            },
            Pending::TakeFromRiver(_) => match *action {
                Action::Pick(c) => {
                    if self.rivers.iter().any(|r| r.contains(&c)) {
                        Ok(Plan::TakeFromRiver(c))
                    } else {
                        Err(RuleError::CardNotThere {
                            card: c,
                            place: "in a Technology river",
                        })
                    }
                }
                _ => wrong(),
            },
            Pending::Build { kind, .. } => match *action {
                Action::Build(c) => {
                    in_set(s.reserve, c, "in your reserve")?;
                    if !all {
                        return Ok(Plan::Build(c, kind));
                    }
                    if !RawState::fits_build_kind(c, kind) {
                        return Err(RuleError::CannotBuild {
                            card: c,
                            reason: "it does not fit this build",
                        });
                    }
                    if let Some(reason) = self.build_problem(p, c) {
                        return Err(RuleError::CannotBuild { card: c, reason });
                    }
                    if kind == BuildKind::Construction {
                        let cost = self.construction_price(p, c);
                        if cost > s.credits {
                            return Err(RuleError::CannotAfford {
                                cost,
                                credits: s.credits,
                            });
                        }
                    }
                    Ok(Plan::Build(c, kind))
                }
                _ => wrong(),
            },
            Pending::SellReserve { many, .. } => match *action {
                Action::Sell(c) => {
                    in_set(s.reserve, c, "in your reserve")?;
                    Ok(Plan::SellReserve { card: c, many })
                }
                Action::Pass if many => Ok(Plan::StopSelling),
                _ => wrong(),
            },
            Pending::SellBuilt(_) => match *action {
                Action::Sell(c) => {
                    in_set(s.pad, c, "on your Launch Pad")?;
                    Ok(Plan::SellBuilt(c))
                }
                _ => wrong(),
            },
            Pending::KeepRnd(_) => match *action {
                Action::Pick(c) => {
                    in_set(s.drawn, c, "among the R&D cards you drew")?;
                    Ok(Plan::KeepRnd(c))
                }
                _ => wrong(),
            },
            Pending::Discard(_) => match *action {
                Action::Discard(c) => {
                    in_set(s.reserve, c, "in your reserve")?;
                    Ok(Plan::Discard(c))
                }
                _ => wrong(),
            },
            Pending::DirectorTurn(_) => self
                .plan_director_action(p, action, checks)
                .map(Plan::Director),
            Pending::Dismiss { left, reason, .. } => match *action {
                Action::Dismiss(e) => {
                    if all {
                        if let Some(r) = self.dismiss_problem(p, e) {
                            return Err(RuleError::CannotDismiss {
                                engineer: e,
                                reason: r,
                            });
                        }
                    }
                    Ok(Plan::Dismiss {
                        engineer: e,
                        left,
                        reason,
                    })
                }
                Action::Pass if reason == DismissReason::ForCredits => Ok(Plan::StopDismissing),
                _ => wrong(),
            },
            Pending::InterventionTarget(_) => match *action {
                Action::Target(q) if !all => Ok(Plan::InterventionTarget(q)),
                Action::Target(q) => match self.target_problem(p, q) {
                    None => Ok(Plan::InterventionTarget(q)),
                    Some(reason) => Err(RuleError::BadTarget { target: q, reason }),
                },
                _ => wrong(),
            },
            Pending::InterventionCard { target, .. } => match *action {
                Action::Discard(c) if tech_type(c) == TechType::Rnd => {
                    in_set(self.seat(target).reserve, c, "in the target's reserve")?;
                    Ok(Plan::InterventionCard { target, card: c })
                }
                _ => wrong(),
            },
            Pending::InterventionDice { target, .. } => match *action {
                Action::RemoveDice(n) if (1..=2).contains(&n) && n <= self.seat(target).dice => {
                    Ok(Plan::InterventionDice { target, count: n })
                }
                Action::RemoveDice(_) => unavailable("the target does not hold that many dice"),
                _ => wrong(),
            },
        }
    }

    /// [`RawState::plan`] for a Director action (Performing the Director's
    /// Actions).
    #[inline(always)]
    fn plan_director_action(
        &self,
        p: PlayerId,
        a: &Action,
        checks: Checks,
    ) -> Result<DirectorPlan, RuleError> {
        let s = self.seat(p);
        let unavailable = |reason| Err(RuleError::ActionUnavailable { reason });
        if checks == Checks::Validated {
            // Only the launch needs working out: its roll and rocket.
            match *a {
                Action::DirectorSpecialty => return Ok(DirectorPlan::Specialty),
                Action::Recruit(pile) => return Ok(DirectorPlan::Recruit(pile)),
                Action::Dismiss(e) => return Ok(DirectorPlan::Dismiss(e)),
                Action::StaticFire => return Ok(DirectorPlan::StaticFire),
                Action::NationIntervention => return Ok(DirectorPlan::Intervention),
                _ => {}
            }
        }
        match *a {
            Action::DirectorSpecialty => match self.specialty_problem(p) {
                None => Ok(DirectorPlan::Specialty),
                Some(r) => unavailable(r),
            },
            Action::Sell(c) => {
                if s.reserve.contains(usize::from(c)) {
                    Ok(DirectorPlan::Sell(c))
                } else {
                    Err(RuleError::CardNotThere {
                        card: c,
                        place: "in your reserve",
                    })
                }
            }
            Action::Recruit(pile) => match self.recruit_problem(p, pile) {
                None => Ok(DirectorPlan::Recruit(pile)),
                Some(r) => unavailable(r),
            },
            Action::Dismiss(e) => match self.dismiss_problem(p, e) {
                None => Ok(DirectorPlan::Dismiss(e)),
                Some(reason) => Err(RuleError::CannotDismiss {
                    engineer: e,
                    reason,
                }),
            },
            Action::StaticFire => match self.static_fire_problem(p) {
                None => Ok(DirectorPlan::StaticFire),
                Some(r) => unavailable(r),
            },
            Action::Launch(dest) => {
                let rocket = self.rocket(p);
                match self.launch_need_with(p, dest, &rocket) {
                    Ok(need) => Ok(DirectorPlan::Launch { dest, need, rocket }),
                    Err(reason) => Err(RuleError::CannotLaunch {
                        destination: dest,
                        reason,
                    }),
                }
            }
            Action::NationIntervention => match self.intervention_problem(p) {
                None => Ok(DirectorPlan::Intervention),
                Some(r) => unavailable(r),
            },
            Action::Pass => Ok(DirectorPlan::Pass),
            _ => Err(RuleError::WrongDecision {
                expected: expected(self),
            }),
        }
    }

    /// `apply_unchecked`: [`RawState::plan`] (what the action does, its
    /// legality taken as checked) then [`RawState::execute`]. On an action
    /// `validate` refuses the result is unspecified but never a panic (an
    /// action the plan cannot make sense of changes nothing).
    pub(crate) fn apply_action<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        a: &Action,
        ev: &mut S,
    ) {
        if let Ok(plan) = self.plan(p, a, Checks::Validated) {
            self.execute(p, plan, ev);
        }
    }

    /// Carries out a checked action, then runs the procedure on to the next
    /// decision.
    pub(crate) fn execute<S: EventSink<Event>>(&mut self, p: PlayerId, plan: Plan, ev: &mut S) {
        match plan {
            Plan::KeepDirector(d) => self.keep_director(p, d, ev),
            Plan::Place(e, slot) => self.place(p, e, slot, ev),
            Plan::StartingTeam(team) => {
                self.pending = Pending::None;
                self.starting_team(p, team, ev);
            }
            Plan::RollExtraDie => self.roll_extra_die(ev),
            Plan::AcceptFailure => self.accept_failure(ev),
            Plan::ReplaceRiver(line) => {
                self.pending = Pending::None;
                self.replace_river(p, line, ev);
            }
            Plan::TakeFromRiver(c) => {
                self.pending = Pending::None;
                self.take_from_river(p, c, ev);
            }
            Plan::KeepRnd(c) => {
                self.pending = Pending::None;
                self.keep_rnd(p, c, ev);
            }
            Plan::Build(c, kind) => {
                self.pending = Pending::None;
                self.build(p, c, kind, ev);
            }
            Plan::SellReserve { card, many } => {
                self.pending = Pending::None;
                self.sell(p, card, ev);
                if many && !self.seat(p).reserve.is_empty() && self.stage != Stage::Finished {
                    self.pending = Pending::SellReserve { seat: p, many };
                }
            }
            Plan::StopSelling | Plan::StopDismissing => self.pending = Pending::None,
            Plan::SellBuilt(c) => {
                self.pending = Pending::None;
                self.sell_built(p, c, ev);
            }
            Plan::Discard(c) => {
                self.pending = Pending::None;
                self.discard_tech(p, c, ev);
            }
            Plan::InterventionCard { target, card } => {
                self.pending = Pending::None;
                self.discard_target_rnd(target, card, ev);
            }
            Plan::InterventionTarget(q) => {
                self.pending = Pending::None;
                self.intervene(p, q, ev);
            }
            Plan::InterventionDice { target, count } => {
                self.pending = Pending::None;
                self.lose_dice(target, count, ev);
            }
            Plan::Dismiss {
                engineer,
                left,
                reason,
            } => {
                self.pending = Pending::None;
                self.dismiss(p, engineer, ev);
                if reason == DismissReason::ForCredits {
                    if let DirectorSpecialty::DismissForCredits(n) =
                        self.seat(p).director_card().specialty
                    {
                        self.gain(p, u16::from(n), Why::DirectorSpecialty, ev);
                    }
                }
                let left = left.saturating_sub(1);
                if left > 0 && !self.seat(p).dismissable().is_empty() {
                    self.pending = Pending::Dismiss {
                        seat: p,
                        left,
                        reason,
                    };
                }
            }
            Plan::Director(action) => {
                self.pending = Pending::None;
                if let DirectorPlan::Pass = action {
                    if let Some(s) = self.seats.get_mut(p) {
                        s.actions_left = 0;
                    }
                } else {
                    self.spend_action(p);
                    match action {
                        DirectorPlan::Specialty => self.director_specialty(p, ev),
                        DirectorPlan::Sell(c) => self.sell(p, c, ev),
                        DirectorPlan::Recruit(pile) => {
                            self.draw_engineer(p, pile == EngineerPile::Senior, ev);
                        }
                        DirectorPlan::Dismiss(e) => self.dismiss(p, e, ev),
                        DirectorPlan::StaticFire => self.static_fire(p, ev),
                        DirectorPlan::Launch { dest, need, rocket } => {
                            self.launch(p, dest, need, &rocket, ev)
                        }
                        DirectorPlan::Intervention => self.nation_intervention(p, ev),
                        DirectorPlan::Pass => {}
                    }
                }
            }
        }
        self.advance(ev);
    }

    /// The legal actions of `p`, in `Action` order (sorted and unique):
    /// every candidate of the pending decision that [`RawState::plan`]
    /// accepts, found with the helpers `plan` uses (the conformance kit
    /// checks the two agree over the whole action index space). Allocates
    /// nothing once `out` holds the widest decision.
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if !has_decision(self, p) {
            return;
        }
        let s = self.seat(p);
        let cards = |set: CardBits, f: fn(u8) -> Action, out: &mut Vec<Action>| {
            out.extend(set.iter().map(|c| f(c as u8)));
        };
        match self.pending {
            Pending::None => match self.stage {
                Stage::ChooseDirectors => {
                    if let Some([a, b]) = s.offer {
                        out.push(Action::KeepDirector(a.min(b)));
                        out.push(Action::KeepDirector(a.max(b)));
                    }
                }
                Stage::Placement => {
                    if let Some(e) = planning::next_to_place_of(s) {
                        let closed = self.closed_slots_of(s);
                        let places = Slot::ALL.map(|slot| Action::Place(e, slot));
                        if closed == 0 {
                            // Most turns: every action is open. (Six
                            // pushes cost less than a copy through memcpy.)
                            for place in places {
                                out.push(place);
                            }
                        } else {
                            for (slot, place) in Slot::ALL.into_iter().zip(places) {
                                if closed & slot.bit() == 0 {
                                    out.push(place);
                                }
                            }
                        }
                    }
                }
                _ => {}
            },
            Pending::StartingTeam(_) => {
                if !self.eng_piles[1].is_empty() {
                    out.push(Action::StartingTeam(Team::Senior));
                }
                if self.eng_piles[0].len() >= 2 {
                    out.push(Action::StartingTeam(Team::TwoJuniors));
                }
            }
            Pending::ExtraDie { .. } => {
                if s.dice > 0 {
                    out.push(Action::RollExtraDie);
                }
                out.push(Action::AcceptFailure);
            }
            Pending::ReplaceRiver(_) => {
                for l in RiverLine::ALL {
                    out.push(Action::ReplaceRiver(l));
                }
            }
            Pending::TakeFromRiver(_) => {
                // Each river holds cards of its own type, and card ids are
                // grouped by type in river order: the rivers one after the
                // other, each sorted, list the picks in order.
                for r in &self.rivers {
                    let mut line = *r;
                    line.as_mut_slice().sort_unstable();
                    for &c in line.iter() {
                        out.push(Action::Pick(c));
                    }
                }
            }
            Pending::Build { kind, .. } => {
                let built = s.built_by_type();
                for c in s.reserve.iter() {
                    if self.can_build_on(p, &built, c as u8, kind) {
                        out.push(Action::Build(c as u8));
                    }
                }
            }
            Pending::SellReserve { many, .. } => {
                cards(s.reserve, Action::Sell, out);
                if many {
                    out.push(Action::Pass);
                }
            }
            Pending::SellBuilt(_) => cards(s.pad, Action::Sell, out),
            Pending::KeepRnd(_) => cards(s.drawn, Action::Pick, out),
            Pending::Discard(_) => cards(s.reserve, Action::Discard, out),
            Pending::DirectorTurn(_) => self.list_director_actions(p, out),
            Pending::Dismiss { reason, .. } => {
                for e in s.dismissable().iter() {
                    out.push(Action::Dismiss(e as u8));
                }
                if reason == DismissReason::ForCredits {
                    out.push(Action::Pass);
                }
            }
            Pending::InterventionTarget(_) => {
                for q in PlayerId::all(self.n()) {
                    if self.target_problem(p, q).is_none() {
                        out.push(Action::Target(q));
                    }
                }
            }
            Pending::InterventionCard { target, .. } => {
                for c in self.seat(target).reserve.iter() {
                    if tech_type(c as u8) == TechType::Rnd {
                        out.push(Action::Discard(c as u8));
                    }
                }
            }
            Pending::InterventionDice { target, .. } => {
                for n in 1..=self.seat(target).dice.min(2) {
                    out.push(Action::RemoveDice(n));
                }
            }
        }
        debug_assert!(
            out.windows(2).all(|w| w[0] < w[1]),
            "legal actions are listed sorted and unique"
        );
    }

    /// The Director actions open to `p` (kept apart from the other
    /// decisions: the longest listing, and the only one with a rocket).
    fn list_director_actions(&self, p: PlayerId, out: &mut Vec<Action>) {
        let s = self.seat(p);
        // In `Action` order; the rocket is computed at most once, and only
        // when a launch is possible at all.
        out.extend(s.reserve.iter().map(|c| Action::Sell(c as u8)));
        out.extend(s.dismissable().iter().map(|e| Action::Dismiss(e as u8)));
        for pile in [EngineerPile::Junior, EngineerPile::Senior] {
            if self.recruit_problem(p, pile).is_none() {
                out.push(Action::Recruit(pile));
            }
        }
        // Nothing to count without a First Stage (neither action is then
        // possible), or with both rocket actions spent.
        let stages = if !s.has_first_stage() || (s.static_fired && s.launched) {
            Rocket::default()
        } else {
            self.rocket_stages(p)
        };
        // The whole rocket, once, when a launch is possible at all: for the
        // launch, and for a Specialty that must be followed by one. (No
        // launch without an Engineer on the Space Operations Center.)
        let launch_possible = !s.launched && stages.complete() && !s.on(Slot::Soc).is_empty();
        let rocket = launch_possible.then(|| self.rocket(p));
        let follow = || {
            rocket
                .as_ref()
                .is_some_and(|r| self.launch_could_follow_with(p, r))
        };
        if self.specialty_problem_given(p, follow).is_none() {
            out.push(Action::DirectorSpecialty);
        }
        if self.static_fire_problem_with(p, &stages).is_none() {
            out.push(Action::StaticFire);
        }
        if let Some(rocket) = &rocket {
            if let Ok(y) = self.launch_yield(p, rocket) {
                let authority = self.soc_authority(p);
                let relief = self.soc_relief(p);
                for d in Destination::ALL {
                    if self.launch_need_at(d, y, authority, relief).is_ok() {
                        out.push(Action::Launch(d));
                    }
                }
            }
        }
        if self.intervention_problem(p).is_none() {
            out.push(Action::NationIntervention);
        }
        out.push(Action::Pass);
    }
}

/// The seats with a decision pending in a position.
#[inline]
pub(crate) fn to_act_of(g: &RawState) -> PlayerSet {
    if g.stage == Stage::Finished {
        return PlayerSet::EMPTY;
    }
    if let Some(p) = g.pending.seat() {
        return PlayerSet::only(p);
    }
    let mut set = 0u8;
    match g.stage {
        Stage::ChooseDirectors => {
            for (i, s) in g.seats.as_slice().iter().enumerate() {
                set |= u8::from(s.director.is_none()) << i;
            }
        }
        Stage::Placement => {
            for (i, s) in g.seats.as_slice().iter().enumerate() {
                set |= u8::from(!s.committed) << i;
            }
        }
        _ => {}
    }
    PlayerSet(set)
}

/// Whether `p` has a decision pending in a position: `to_act_of(g).contains(p)`
/// without building the set.
pub(crate) fn has_decision(g: &RawState, p: PlayerId) -> bool {
    if g.stage == Stage::Finished {
        return false;
    }
    if let Some(q) = g.pending.seat() {
        // `PlayerSet::only(q).contains(p)`: no set holds seats 8 and above.
        return q == p && p.0 < 8;
    }
    match g.stage {
        Stage::ChooseDirectors => g.seats.get(p).is_some_and(|s| s.director.is_none()),
        Stage::Placement => g.seats.get(p).is_some_and(|s| !s.committed),
        _ => false,
    }
}
