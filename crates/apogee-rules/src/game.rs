//! [`Apogee`]: the validated game, and its [`Game`] contract (legality,
//! application, outcome, invariants, action index space).

use alloc::vec::Vec;
use core::ops::Deref;

use cardgame_core::{
    BySeat, EventSink, Game, InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

use crate::action::{Action, EngineerPile, Team};
use crate::config::Config;
use crate::data::directors::DIRECTOR_COUNT;
use crate::data::engineers::{ENGINEER_COUNT, JUNIORS};
use crate::data::events::EVENT_COUNT;
use crate::data::investors::INVESTOR_COUNT;
use crate::data::tables::Destination;
use crate::data::technology::{tech_type, TechType, TECH_COUNT};
use crate::error::Error;
use crate::narration::{Event, Why};
use crate::observe::Observation;
use crate::state::{
    CardBits, DismissReason, Pending, RawState, Slot, Stage, BLUE_DICE, DICE_LIMIT, HAND_LIMIT,
    NO_CARD, PAD_SLOT_LIMIT, RESERVE_LIMIT,
};

/// A game of Apogee: a [`RawState`] whose invariants hold.
///
/// Read the position through `Deref` ([`RawState`]'s public fields); change
/// it only through [`Game::apply`]. Build a specific position by editing a
/// [`RawState`] and converting it with [`Apogee::try_from`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawState", into = "RawState")
)]
pub struct Apogee(RawState);

impl Deref for Apogee {
    type Target = RawState;
    fn deref(&self) -> &RawState {
        &self.0
    }
}

impl TryFrom<RawState> for Apogee {
    type Error = InvariantError;

    /// Validates a position: card conservation, dice, hands, boards, and a
    /// decision pending unless the game is over.
    fn try_from(raw: RawState) -> Result<Self, InvariantError> {
        let g = Apogee(raw);
        g.validate_state()?;
        Ok(g)
    }
}

impl From<Apogee> for RawState {
    fn from(g: Apogee) -> RawState {
        g.0
    }
}

impl Apogee {
    /// The position.
    pub fn raw(&self) -> &RawState {
        &self.0
    }

    /// The position, to edit into a scenario.
    pub fn into_raw(self) -> RawState {
        self.0
    }

    /// Validates a scenario position after running its automatic steps
    /// (for positions built with `pending` = `None` mid-procedure).
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn resume(mut raw: RawState) -> Result<Apogee, InvariantError> {
        raw.advance(&mut ());
        Apogee::try_from(raw)
    }

    /// Validates a scenario position after running its automatic steps,
    /// narrating them.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn resume_with_events<S: EventSink<Event>>(
        mut raw: RawState,
        ev: &mut S,
    ) -> Result<Apogee, InvariantError> {
        raw.advance(ev);
        Apogee::try_from(raw)
    }

    fn wrong(&self, expected: &'static str) -> Error {
        Error::WrongDecision { expected }
    }

    /// The legal actions of `p` (known to be in `to_act`), listed with the
    /// same helpers [`Apogee::decide`] uses; the conformance kit checks the
    /// two agree over the whole action index space. Every branch lists in
    /// `Action` order, so the list needs no sorting.
    fn list_legal(&self, p: PlayerId, out: &mut Vec<Action>) {
        let g = &self.0;
        let s = g.seat(p);
        let cards = |set: CardBits, f: fn(u8) -> Action, out: &mut Vec<Action>| {
            for c in set.iter() {
                out.push(f(c as u8));
            }
        };
        match g.pending {
            Pending::None => match g.stage {
                Stage::ChooseDirectors => {
                    let [a, b] = s.offer;
                    for d in [a.min(b), a.max(b)] {
                        if d != NO_CARD {
                            out.push(Action::KeepDirector(d));
                        }
                    }
                }
                Stage::Placement => {
                    if let Some(e) = g.next_to_place(p) {
                        let closed = g.closed_slots(p);
                        let places = Slot::ALL.map(|slot| Action::Place(e, slot));
                        if closed == 0 {
                            // Most turns: every action is open.
                            out.extend_from_slice(&places);
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
                if !g.eng_piles[1].is_empty() {
                    out.push(Action::StartingTeam(Team::Senior));
                }
                if g.eng_piles[0].len() >= 2 {
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
                for l in crate::action::RiverLine::ALL {
                    out.push(Action::ReplaceRiver(l));
                }
            }
            Pending::TakeFromRiver(_) => {
                let mut river = CardBits::new();
                for r in &g.rivers {
                    for &c in r.iter() {
                        river.insert(usize::from(c));
                    }
                }
                cards(river, Action::Pick, out);
            }
            Pending::Build { kind, .. } => {
                let built = s.built_by_type();
                for c in s.reserve.iter() {
                    if g.can_build_on(p, &built, c as u8, kind) {
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
                let for_credits = reason == DismissReason::ForCredits;
                let choices = if for_credits { s.dismissable() } else { s.hand };
                for e in choices.iter() {
                    out.push(Action::Dismiss(e as u8));
                }
                if for_credits {
                    out.push(Action::Pass);
                }
            }
            Pending::InterventionTarget(_) => {
                for q in PlayerId::all(g.n()) {
                    if g.target_problem(p, q).is_none() {
                        out.push(Action::Target(q));
                    }
                }
            }
            Pending::InterventionCard { target, .. } => {
                for c in g.seat(target).reserve.iter() {
                    if tech_type(c as u8) == TechType::Rnd {
                        out.push(Action::Discard(c as u8));
                    }
                }
            }
            Pending::InterventionDice { target, .. } => {
                for n in 1..=g.seat(target).dice.min(2) {
                    out.push(Action::RemoveDice(n));
                }
            }
        }
    }

    /// The Director actions open to `p` (kept apart from the other
    /// decisions: the longest listing, and the only one with a rocket).
    #[inline(never)]
    fn list_director_actions(&self, p: PlayerId, out: &mut Vec<Action>) {
        let g = &self.0;
        let s = g.seat(p);
        // In `Action` order; the rocket is computed at most once, and only
        // when a launch is possible at all.
        for c in s.reserve.iter() {
            out.push(Action::Sell(c as u8));
        }
        for e in s.dismissable().iter() {
            out.push(Action::Dismiss(e as u8));
        }
        for pile in [EngineerPile::Junior, EngineerPile::Senior] {
            if g.recruit_problem(p, pile).is_none() {
                out.push(Action::Recruit(pile));
            }
        }
        if g.specialty_problem(p).is_none() {
            out.push(Action::DirectorSpecialty);
        }
        // Nothing to count without a First Stage (neither action is then
        // possible), or with both rocket actions spent.
        let stages = if !s.has_first_stage() || (s.static_fired && s.launched) {
            crate::Rocket::default()
        } else {
            g.rocket_stages(p)
        };
        if g.static_fire_problem_with(p, &stages).is_none() {
            out.push(Action::StaticFire);
        }
        if !s.launched && stages.complete() {
            if let Ok(y) = g.launch_yield(p, &g.rocket(p)) {
                let authority = g.soc_authority(p);
                let relief = g.soc_relief(p);
                for d in Destination::ALL {
                    if g.launch_need_at(d, y, authority, relief).is_ok() {
                        out.push(Action::Launch(d));
                    }
                }
            }
        }
        if g.intervention_problem(p).is_none() {
            out.push(Action::NationIntervention);
        }
        out.push(Action::Pass);
    }

    fn check_director_action(&self, p: PlayerId, a: &Action) -> Result<(), Error> {
        let g = &self.0;
        let s = g.seat(p);
        match *a {
            Action::DirectorSpecialty => match g.specialty_problem(p) {
                None => Ok(()),
                Some(r) => Err(Error::ActionUnavailable(r)),
            },
            Action::Sell(c) => {
                if s.reserve.contains(usize::from(c)) {
                    Ok(())
                } else {
                    Err(Error::CardNotThere {
                        card: c,
                        place: "in your reserve",
                    })
                }
            }
            Action::Recruit(pile) => match g.recruit_problem(p, pile) {
                None => Ok(()),
                Some(r) => Err(Error::ActionUnavailable(r)),
            },
            Action::Dismiss(e) => match g.dismiss_problem(p, e) {
                None => Ok(()),
                Some(reason) => Err(Error::CannotDismiss {
                    engineer: e,
                    reason,
                }),
            },
            Action::StaticFire => match g.static_fire_problem(p) {
                None => Ok(()),
                Some(r) => Err(Error::ActionUnavailable(r)),
            },
            Action::Launch(d) => g.launch_need(p, d).map(|_| ()).map_err(Error::CannotLaunch),
            Action::NationIntervention => match g.intervention_problem(p) {
                None => Ok(()),
                Some(r) => Err(Error::ActionUnavailable(r)),
            },
            Action::Pass => Ok(()),
            _ => Err(self.wrong("choose a Director action or pass")),
        }
    }

    fn check(&self, p: PlayerId, a: &Action) -> Result<(), Error> {
        if self.0.stage == Stage::Finished {
            return Err(Error::GameOver);
        }
        if !has_decision(&self.0, p) {
            return Err(Error::NotYourTurn(p));
        }
        self.decide(p, a)
    }

    /// Whether `a` answers `p`'s decision (`p` known to be in `to_act`).
    fn decide(&self, p: PlayerId, a: &Action) -> Result<(), Error> {
        let g = &self.0;
        let s = g.seat(p);
        let in_set = |set: CardBits, c: u8, place: &'static str| {
            if set.contains(usize::from(c)) {
                Ok(())
            } else {
                Err(Error::CardNotThere { card: c, place })
            }
        };
        match g.pending {
            Pending::None => match (g.stage, *a) {
                (Stage::ChooseDirectors, Action::KeepDirector(d)) => {
                    if d != NO_CARD && s.offer.contains(&d) {
                        Ok(())
                    } else {
                        Err(Error::DirectorNotDealt(d))
                    }
                }
                (Stage::ChooseDirectors, _) => {
                    Err(self.wrong("keep one of your two Mission Directors"))
                }
                (Stage::Placement, Action::Place(e, slot)) => {
                    let next = g.next_to_place(p).unwrap_or(NO_CARD);
                    if e != next {
                        return Err(Error::NotNextEngineer { expected: next });
                    }
                    match g.placement_problem(p, slot) {
                        None => Ok(()),
                        Some(r) => Err(Error::PlacementForbidden(r)),
                    }
                }
                (Stage::Placement, _) => Err(self.wrong("place your next Engineer face down")),
                _ => Err(Error::NotYourTurn(p)),
            },
            Pending::StartingTeam(_) => match *a {
                Action::StartingTeam(Team::Senior) if !g.eng_piles[1].is_empty() => Ok(()),
                Action::StartingTeam(Team::TwoJuniors) if g.eng_piles[0].len() >= 2 => Ok(()),
                Action::StartingTeam(_) => {
                    Err(Error::ActionUnavailable("that Engineer pile is too small"))
                }
                _ => Err(self.wrong("recruit 1 Senior or 2 Junior Engineers")),
            },
            Pending::ExtraDie { .. } => match *a {
                Action::RollExtraDie if s.dice > 0 => Ok(()),
                Action::RollExtraDie => Err(Error::ActionUnavailable("you have no extra die")),
                Action::AcceptFailure => Ok(()),
                _ => Err(self.wrong("roll an extra die or accept the failure")),
            },
            Pending::ReplaceRiver(_) => match *a {
                Action::ReplaceRiver(_) => Ok(()),
                _ => Err(self.wrong("choose the Technology river line to replace")),
            },
            Pending::TakeFromRiver(_) => match *a {
                Action::Pick(c) => {
                    if g.rivers.iter().any(|r| r.contains(&c)) {
                        Ok(())
                    } else {
                        Err(Error::CardNotThere {
                            card: c,
                            place: "in a Technology river",
                        })
                    }
                }
                _ => Err(self.wrong("pick a card from a Technology river")),
            },
            Pending::Build { kind, .. } => match *a {
                Action::Build(c) => {
                    in_set(s.reserve, c, "in your reserve")?;
                    if !RawState::fits_build_kind(c, kind) {
                        return Err(Error::CannotBuild {
                            card: c,
                            reason: "it does not fit this build",
                        });
                    }
                    if let Some(reason) = g.build_problem(p, c) {
                        return Err(Error::CannotBuild { card: c, reason });
                    }
                    if kind == crate::state::BuildKind::Construction {
                        let cost = g.construction_price(p, c);
                        if cost > s.credits {
                            return Err(Error::CannotAfford {
                                cost,
                                credits: s.credits,
                            });
                        }
                    }
                    Ok(())
                }
                _ => Err(self.wrong("build a Technology from your reserve")),
            },
            Pending::SellReserve { many, .. } => match *a {
                Action::Sell(c) => in_set(s.reserve, c, "in your reserve"),
                Action::Pass if many => Ok(()),
                _ => Err(self.wrong("sell a Technology from your reserve")),
            },
            Pending::SellBuilt(_) => match *a {
                Action::Sell(c) => in_set(s.pad, c, "on your Launch Pad"),
                _ => Err(self.wrong("sell a built Technology")),
            },
            Pending::KeepRnd(_) => match *a {
                Action::Pick(c) => in_set(s.drawn, c, "among the R&D cards you drew"),
                _ => Err(self.wrong("keep one of the R&D cards you drew")),
            },
            Pending::Discard(_) => match *a {
                Action::Discard(c) => in_set(s.reserve, c, "in your reserve"),
                _ => Err(self.wrong("discard a Technology: your reserve holds more than 9")),
            },
            Pending::DirectorTurn(_) => self.check_director_action(p, a),
            Pending::Dismiss { reason, .. } => match *a {
                Action::Dismiss(e) => {
                    if reason == DismissReason::ForCredits {
                        if let Some(r) = g.dismiss_problem(p, e) {
                            return Err(Error::CannotDismiss {
                                engineer: e,
                                reason: r,
                            });
                        }
                        Ok(())
                    } else if s.hand.contains(usize::from(e)) {
                        Ok(())
                    } else {
                        Err(Error::CannotDismiss {
                            engineer: e,
                            reason: "it is not in your hand",
                        })
                    }
                }
                Action::Pass if reason == DismissReason::ForCredits => Ok(()),
                _ => Err(self.wrong("dismiss an Engineer")),
            },
            Pending::InterventionTarget(_) => match *a {
                Action::Target(q) => match g.target_problem(p, q) {
                    None => Ok(()),
                    Some(r) => Err(Error::BadTarget(q, r)),
                },
                _ => Err(self.wrong("choose the Mission Director your Nation targets")),
            },
            Pending::InterventionCard { target, .. } => match *a {
                Action::Discard(c) if tech_type(c) == TechType::Rnd => {
                    in_set(g.seat(target).reserve, c, "in the target's reserve")
                }
                _ => Err(self.wrong("discard an R&D Technology from the target's reserve")),
            },
            Pending::InterventionDice { target, .. } => match *a {
                Action::RemoveDice(n) if (1..=2).contains(&n) && n <= g.seat(target).dice => Ok(()),
                Action::RemoveDice(_) => Err(Error::ActionUnavailable(
                    "the target does not hold that many dice",
                )),
                _ => Err(self.wrong("remove 1 or 2 of the target's dice")),
            },
        }
    }

    fn apply_action<S: EventSink<Event>>(&mut self, p: PlayerId, a: &Action, ev: &mut S) {
        let g = &mut self.0;
        let pending = g.pending;
        match (pending, *a) {
            (Pending::None, Action::KeepDirector(d)) => g.keep_director(p, d, ev),
            (Pending::None, Action::Place(e, slot)) => g.place(p, e, slot, ev),
            (Pending::StartingTeam(_), Action::StartingTeam(t)) => {
                g.pending = Pending::None;
                g.starting_team(p, t, ev);
            }
            (Pending::ExtraDie { .. }, Action::RollExtraDie) => g.roll_extra_die(ev),
            (Pending::ExtraDie { .. }, Action::AcceptFailure) => g.accept_failure(ev),
            (Pending::ReplaceRiver(_), Action::ReplaceRiver(l)) => {
                g.pending = Pending::None;
                g.replace_river(p, l, ev);
            }
            (Pending::TakeFromRiver(_), Action::Pick(c)) => {
                g.pending = Pending::None;
                g.take_from_river(p, c, ev);
            }
            (Pending::KeepRnd(_), Action::Pick(c)) => {
                g.pending = Pending::None;
                g.keep_rnd(p, c, ev);
            }
            (Pending::Build { kind, .. }, Action::Build(c)) => {
                g.pending = Pending::None;
                g.build(p, c, kind, ev);
            }
            (Pending::SellReserve { many, .. }, Action::Sell(c)) => {
                g.pending = Pending::None;
                g.sell(p, c, ev);
                if many && !g.seat(p).reserve.is_empty() && g.stage != Stage::Finished {
                    g.pending = Pending::SellReserve { seat: p, many };
                }
            }
            (Pending::SellReserve { .. }, Action::Pass) => g.pending = Pending::None,
            (Pending::SellBuilt(_), Action::Sell(c)) => {
                g.pending = Pending::None;
                g.sell_built(p, c, ev);
            }
            (Pending::Discard(_), Action::Discard(c)) => {
                g.pending = Pending::None;
                g.discard_tech(p, c, ev);
            }
            (Pending::InterventionCard { target, .. }, Action::Discard(c)) => {
                g.pending = Pending::None;
                g.discard_target_rnd(target, c, ev);
            }
            (Pending::InterventionTarget(_), Action::Target(q)) => {
                g.pending = Pending::None;
                g.intervene(p, q, ev);
            }
            (Pending::InterventionDice { target, .. }, Action::RemoveDice(n)) => {
                g.pending = Pending::None;
                g.lose_dice(target, n, ev);
            }
            (Pending::Dismiss { left, reason, .. }, Action::Dismiss(e)) => {
                g.pending = Pending::None;
                g.dismiss(p, e, ev);
                if reason == DismissReason::ForCredits {
                    if let crate::data::directors::DirectorSpecialty::DismissForCredits(n) =
                        crate::data::directors::director(g.seat(p).director).specialty
                    {
                        g.gain(p, u16::from(n), Why::DirectorSpecialty, ev);
                    }
                }
                let left = left.saturating_sub(1);
                let more = match reason {
                    DismissReason::ForCredits => !g.seat(p).dismissable().is_empty(),
                    _ => !g.seat(p).hand.is_empty(),
                };
                if left > 0 && more {
                    g.pending = Pending::Dismiss {
                        seat: p,
                        left,
                        reason,
                    };
                }
            }
            (Pending::Dismiss { .. }, Action::Pass) => g.pending = Pending::None,
            (Pending::DirectorTurn(_), action) => {
                g.pending = Pending::None;
                if action == Action::Pass {
                    if let Some(s) = g.seats.get_mut(p) {
                        s.actions_left = 0;
                    }
                } else {
                    g.spend_action(p);
                    match action {
                        Action::DirectorSpecialty => g.director_specialty(p, ev),
                        Action::Sell(c) => g.sell(p, c, ev),
                        Action::Recruit(pile) => {
                            g.draw_engineer(p, pile == EngineerPile::Senior, ev);
                        }
                        Action::Dismiss(e) => g.dismiss(p, e, ev),
                        Action::StaticFire => g.static_fire(p, ev),
                        Action::Launch(d) => g.launch(p, d, ev),
                        Action::NationIntervention => g.nation_intervention(p, ev),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        g.advance(ev);
    }
}

impl Game for Apogee {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "Apogee";
    const RULESET_VERSION: u32 = 1;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        config.check()?;
        let mut raw = RawState::setup(config, seed, &mut ());
        raw.advance(&mut ());
        Ok(Apogee(raw))
    }

    fn config(&self) -> &Config {
        &self.0.config
    }

    fn num_players(&self) -> usize {
        self.0.n()
    }

    #[inline]
    fn to_act(&self) -> PlayerSet {
        to_act_of(&self.0)
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), Error> {
        self.check(player, action)
    }

    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if !has_decision(&self.0, player) {
            return;
        }
        self.list_legal(player, out);
        debug_assert!(
            out.windows(2).all(|w| w[0] < w[1]),
            "legal actions are listed sorted and unique"
        );
    }

    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        self.apply_action(player, action, events);
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        Observation::of(&self.0, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let g = &self.0;
        if g.stage != Stage::Finished {
            return None;
        }
        let n = g.n();
        let scores = BySeat::from_fn(n, |p| i32::from(g.winners.contains(p)));
        let mut o = Outcome::ranked(scores, |p| scores[p]);
        o.winners = g.winners;
        Some(o.with_cap(g.capped))
    }

    fn decision_bound(&self) -> u64 {
        // Setup: one Director and one team per seat. A turn: at most a few
        // hundred decisions per seat (placements, Specialty choices, extra
        // dice, discards, Director actions and their choices).
        let n = self.0.n() as u64;
        2 * n + u64::from(self.0.config.last_turn()) * n * 400
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        self.0.check_invariants()?;
        if self.0.stage != Stage::Finished && self.to_act().is_empty() {
            return Err(InvariantError(
                "the game is not over but nobody has a decision",
            ));
        }
        if let Some(p) = self.0.pending.seat() {
            if p.index() >= self.0.n() {
                return Err(InvariantError("the pending decision belongs to no seat"));
            }
        }
        Ok(())
    }
}

/// The seats with a decision pending in a position.
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
                set |= u8::from(s.director == NO_CARD) << i;
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
        return PlayerSet::only(q).contains(p);
    }
    match g.stage {
        Stage::ChooseDirectors => g.seats.get(p).is_some_and(|s| s.director == NO_CARD),
        Stage::Placement => g.seats.get(p).is_some_and(|s| !s.committed),
        _ => false,
    }
}

/// Wraps a position known to be valid (a determinization of a valid one).
pub(crate) fn from_raw_unchecked(raw: RawState) -> Apogee {
    Apogee(raw)
}

/// Replaces the RNG of a game.
pub(crate) fn set_rng(g: &mut Apogee, rng: cardgame_core::GameRng) {
    g.0.rng = rng;
}

impl RawState {
    /// Every invariant of a position.
    ///
    /// # Errors
    /// The first broken one.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let n = self.n();
        if self.seats.len() != n || !(1..=5).contains(&n) {
            return Err(InvariantError("the seat count does not match the config"));
        }
        self.config
            .check()
            .map_err(|_| InvariantError("the config is not playable"))?;
        // Technology cards: each in exactly one place.
        let mut all = CardBits::new();
        let mut count = 0usize;
        let add = |set: CardBits, all: &mut CardBits, count: &mut usize| {
            *count += set.len();
            *all = all.union(&set);
        };
        for (i, pile) in self.tech_piles.iter().enumerate() {
            let cards = pile.cards();
            if cards.len() != pile.len() {
                return Err(InvariantError("a card appears twice in a Technology pile"));
            }
            if cards
                .iter()
                .any(|c| c >= TECH_COUNT || tech_type(c as u8).index() != i)
            {
                return Err(InvariantError(
                    "a Technology pile holds a card of another type",
                ));
            }
            add(cards, &mut all, &mut count);
        }
        for (i, r) in self.rivers.iter().enumerate() {
            let mut set = CardBits::new();
            for &c in r.iter() {
                if usize::from(c) >= TECH_COUNT || tech_type(c).index() != i {
                    return Err(InvariantError(
                        "a Technology river holds a card of another type",
                    ));
                }
                set.insert(usize::from(c));
            }
            if set.len() != r.len() {
                return Err(InvariantError("a card appears twice in a river"));
            }
            add(set, &mut all, &mut count);
        }
        for (_, s) in self.seats.iter() {
            for set in [s.reserve, s.pad, s.soc, s.drawn] {
                if set.iter().any(|c| c >= TECH_COUNT) {
                    return Err(InvariantError("a Technology id is out of range"));
                }
                add(set, &mut all, &mut count);
            }
            for ty in TechType::ALL {
                if s.built(ty).count() > PAD_SLOT_LIMIT {
                    return Err(InvariantError("a Launch Pad slot holds more than 3 cards"));
                }
            }
            if s.drawn.iter().any(|c| tech_type(c as u8) != TechType::Rnd) {
                return Err(InvariantError("a drawn card is not an R&D card"));
            }
        }
        if count != TECH_COUNT || all.len() != TECH_COUNT {
            return Err(InvariantError(
                "every Technology card is in exactly one place",
            ));
        }
        // Engineers.
        let mut eng = CardBits::new();
        let mut ecount = 0usize;
        for (i, pile) in self.eng_piles.iter().enumerate() {
            let cards = pile.cards();
            if cards.len() != pile.len() {
                return Err(InvariantError("an Engineer appears twice in a pile"));
            }
            if cards
                .iter()
                .any(|e| e >= ENGINEER_COUNT || usize::from(e as u8 >= JUNIORS) != i)
            {
                return Err(InvariantError("an Engineer pile holds the other profile"));
            }
            ecount += cards.len();
            eng = eng.union(&cards);
        }
        for (_, s) in self.seats.iter() {
            if s.hand.len() > HAND_LIMIT {
                return Err(InvariantError("a hand holds more than 5 Engineers"));
            }
            if s.hand.iter().any(|e| e >= ENGINEER_COUNT) {
                return Err(InvariantError("an Engineer id is out of range"));
            }
            let mut placed = crate::state::SmallBits::new();
            let mut placed_count = 0;
            for sl in &s.slots {
                placed_count += sl.len();
                placed = placed.union(sl);
            }
            if placed.len() != placed_count || !placed.difference(&s.hand).is_empty() {
                return Err(InvariantError(
                    "placed Engineers must be distinct cards of the hand",
                ));
            }
            if !s.decided.difference(&s.hand).is_empty()
                || !placed.difference(&s.decided).is_empty()
            {
                return Err(InvariantError(
                    "placement bookkeeping does not match the hand",
                ));
            }
            for e in s.hand.iter() {
                ecount += 1;
                eng.insert(e);
            }
        }
        if ecount != ENGINEER_COUNT || eng.len() != ENGINEER_COUNT {
            return Err(InvariantError("every Engineer is in exactly one place"));
        }
        // Investors.
        let mut inv = self.investor_pile;
        let mut icount = inv.len() + self.investors_out.len();
        inv = inv.union(&self.investors_out);
        for &i in self.investor_river.iter() {
            inv.insert(usize::from(i));
            icount += 1;
        }
        for (_, s) in self.seats.iter() {
            icount += s.investors.len();
            inv = inv.union(&s.investors);
        }
        if icount != INVESTOR_COUNT
            || inv.len() != INVESTOR_COUNT
            || inv.iter().any(|i| i >= INVESTOR_COUNT)
        {
            return Err(InvariantError("every Investor is in exactly one place"));
        }
        // Events: the pile and the revealed cards are distinct.
        let mut ev = crate::state::SmallBits::new();
        for c in self.event_deck.iter() {
            if !ev.insert(usize::from(c.id())) {
                return Err(InvariantError("an Event appears twice in the pile"));
            }
        }
        if !ev.is_disjoint(&self.events_seen) {
            return Err(InvariantError("a revealed Event is still in the pile"));
        }
        if !self.config.is_solo() && ev.len() + self.events_seen.len() != EVENT_COUNT {
            return Err(InvariantError("the 20 Events are in the pile or revealed"));
        }
        // Directors.
        let mut dirs = crate::state::SmallBits::new();
        for (_, s) in self.seats.iter() {
            for d in s.offer.iter().chain(core::iter::once(&s.director)) {
                if *d != NO_CARD && usize::from(*d) >= DIRECTOR_COUNT {
                    return Err(InvariantError("a Director id is out of range"));
                }
            }
            if s.director != NO_CARD && !dirs.insert(usize::from(s.director)) {
                return Err(InvariantError("two players share a Director"));
            }
            if self.stage != Stage::ChooseDirectors && s.director == NO_CARD {
                return Err(InvariantError(
                    "every player has a Director after Game Preparation",
                ));
            }
        }
        // The Director order is a permutation of the seats once chosen.
        if self.stage != Stage::ChooseDirectors {
            let mut seen = PlayerSet::EMPTY;
            for &p in self.order.iter() {
                if p.index() >= n || seen.contains(p) {
                    return Err(InvariantError(
                        "the Director order is not a permutation of the seats",
                    ));
                }
                seen.insert(p);
            }
            if seen.len() != n {
                return Err(InvariantError("the Director order misses a seat"));
            }
        }
        // Dice.
        let held: u16 = self.seats.iter().map(|(_, s)| u16::from(s.dice)).sum();
        if self.seats.iter().any(|(_, s)| s.dice > DICE_LIMIT) {
            return Err(InvariantError("a player holds more than 3 extra dice"));
        }
        if held + u16::from(self.dice_reserve) != u16::from(BLUE_DICE) {
            return Err(InvariantError(
                "the 10 blue dice are in the reserve or held",
            ));
        }
        // Reserve limit: only while a discard is being decided.
        if let Some(_p) = self.over_limit_seat() {
            if !matches!(self.pending, Pending::Discard(_)) && self.stage != Stage::Finished {
                return Err(InvariantError(
                    "a reserve holds more than 9 cards with no discard pending",
                ));
            }
        }
        let _ = RESERVE_LIMIT;
        Ok(())
    }
}
