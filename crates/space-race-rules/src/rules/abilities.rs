//! Appendix – Card Abilities: "Many abilities allow you to move one or more
//! cards or Astronauts from one place to another" (A: where from, B: what
//! and how many, C: where to); "You may always move fewer cards or
//! Astronauts than the ability allows, and even if you move nothing, the
//! ability is still considered activated. There is one exception: abilities
//! that move cards to the Investments area"; immediate, Bureaucracy and
//! permanent abilities; Your Lab; No Universe card to take; Combined
//! Abilities ("decide and announce how to divide the maximum number ...
//! The top effect is resolved first"); Investments ("If you cannot pay the
//! full cost of the ability, it cannot be resolved. For Bureaucracy
//! abilities, there is a penalty"); Special Abilities; Leaders ("If you play
//! a second Leader card into your Agency, you must immediately move one of
//! your Leaders to your Lab").
//!
//! One interpreter for every card and Control card written in the grammar
//! of [`crate::data`]: an activated ability becomes tasks on the seat's task
//! stack (pay the investment, resolve the effect, announce a split, pick the
//! things to move one by one); a card entering an Agency runs its
//! consequences as a task too (Leaders, immediate abilities, Project
//! requirements, permanent triggers). What a seat may decide on each task
//! is listed here ([`RawState::task_choices`]) and checked in
//! [`crate::rules`] (`plan`).
//!
//! Rulings applied: R6 (No Universe card to take: the first ability
//! activated only), R28 (the closest preceding section holding a card), R9 (astronauts when the
//! Agency is empty), R12 (AI abilities), R15 (paying investments), R16
//! (triggers), R18 (draw-and-reveal), R20 (a card entering an Agency), R21
//! (up-to draws).

use cardgame_core::{Audience, PlayerId, PlayerSet};

use crate::action::Action;
use crate::data::cards::{card_def, ACTIVATION_MASK, TRIGGER_ENTERS_AGENCY, TRIGGER_ENTERS_ZONE};
use crate::data::{Ability, Effect, Move, Penalty, Place, Section, Thing, Timing, Trigger, Zone};
use crate::event::{AstronautPlace, CardZone, Event};
use crate::rules::Sink;
use crate::state::{AbilityRef, Held, ProjectStatus, RawState, Stage, Task};

/// Something that happened to a seat that may meet a Project requirement or
/// fire a permanent ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fired {
    /// A card entered the seat's Agency.
    EntersAgency(u8),
    /// A card went into the seat's Lab.
    ToLab,
    /// An astronaut went into a zone.
    ToZone(Zone),
    /// An investment was paid.
    ToInvestments,
}

/// The zone of an index (the Launch Pad for none).
pub(crate) fn zone_of(i: usize) -> Zone {
    Zone::from_index(i).unwrap_or(Zone::LaunchPad)
}

/// The narration zone of a card place.
pub(crate) fn card_zone(place: Place) -> CardZone {
    match place {
        Place::Deck => CardZone::Deck,
        Place::Hand => CardZone::Hand,
        Place::Lab => CardZone::Lab,
        Place::Agency => CardZone::Agency,
        Place::Investments => CardZone::Investments,
        Place::Unexplored => CardZone::Unexplored,
        Place::Universe | Place::Zones(_) | Place::Projects => CardZone::Universe(0),
    }
}

impl RawState {
    /// Removes card `c` from seat `p`'s zone `from` (not the Deck or the
    /// Universe, which are taken from by draw and slot).
    pub(crate) fn take_card(
        &mut self,
        p: PlayerId,
        c: u8,
        from: Place,
        ev: &mut impl Sink,
    ) -> bool {
        let ci = usize::from(c);
        match from {
            Place::Hand => {
                self.public_in_hand.remove(ci);
                self.seats.get_mut(p).is_some_and(|s| s.hand.remove(ci))
            }
            Place::Lab => self.seats.get_mut(p).is_some_and(|s| s.lab.remove(ci)),
            Place::Agency if self.seat(p).is_some_and(|s| s.agency.contains(ci)) => {
                self.leave_agency(p, c, ev);
                true
            }
            Place::Agency => false,
            Place::Investments => self.investments.remove(ci),
            _ => false,
        }
    }

    /// Puts card `c` into seat `p`'s zone `to` and fires what that triggers.
    /// `public`: everybody saw the card (it came from a face-up zone).
    pub(crate) fn card_to(
        &mut self,
        p: PlayerId,
        c: u8,
        from: CardZone,
        to: Place,
        public: bool,
        ev: &mut impl Sink,
    ) {
        let ci = usize::from(c);
        if ev.wants_events() {
            let e = |card| Event::CardMoved {
                seat: Some(p),
                card,
                from,
                to: card_zone(to),
            };
            if public || !matches!(to, Place::Hand | Place::Unexplored) {
                ev.emit(Audience::All, e(Some(c)));
            } else {
                let me = PlayerSet::only(p);
                ev.emit(Audience::Seats(me), e(Some(c)));
                ev.emit(Audience::AllExcept(me), e(None));
            }
        }
        match to {
            Place::Hand => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.hand.insert(ci);
                }
                if public {
                    self.public_in_hand.insert(ci);
                }
            }
            Place::Lab => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.lab.insert(ci);
                }
                self.fire(p, Fired::ToLab, ev);
            }
            Place::Agency => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.agency.insert(ci);
                }
                if self.is_ai(p) {
                    self.ai_card_entered(p, c, ev);
                } else {
                    let _ = self.tasks.push(Task::Enter { card: c, step: 0 });
                }
            }
            Place::Investments => {
                self.investments.insert(ci);
            }
            Place::Unexplored => {
                self.unexplored.insert(ci);
                if let Some(s) = self.seats.get_mut(p) {
                    s.unexplored_known.insert(ci);
                }
            }
            _ => {
                self.investments.insert(ci);
            }
        }
    }

    /// Fires Project requirements and permanent triggers of seat `p`.
    pub(crate) fn fire(&mut self, p: PlayerId, what: Fired, ev: &mut impl Sink) {
        self.offer_projects(p, what, ev);
        // Card-entering triggers run from `enter_step`; only zone triggers
        // fire here.
        if self.is_ai(p) || !matches!(what, Fired::ToZone(_)) {
            return;
        }
        let Some(agency) = self.seat(p).map(|s| s.agency) else {
            return;
        };
        for ci in agency.iter() {
            if ACTIVATION_MASK
                .get(ci)
                .is_none_or(|m| m & TRIGGER_ENTERS_ZONE == 0)
            {
                continue;
            }
            let c = ci as u8;
            let Some(d) = card_def(c) else { continue };
            for (i, ab) in d.abilities.iter().enumerate() {
                // Card-entering triggers run from `enter_step`, after the
                // entering card's own consequences.
                let fires = matches!(
                    (ab.timing, what),
                    (
                        Timing::Permanent(Trigger::AstronautEntersZone),
                        Fired::ToZone(_)
                    )
                );
                if fires && (!ab.dedicated || self.dedicated(p)) {
                    let _ = self.tasks.push(Task::Resolve {
                        src: AbilityRef {
                            card: Some(c),
                            index: i as u8,
                        },
                    });
                }
            }
        }
    }

    /// Activates ability `r` of seat `p`: marks it used, covers a single-use
    /// card, and queues its payment and effect (or its penalty).
    pub(crate) fn activate(&mut self, p: PlayerId, r: AbilityRef, ev: &mut impl Sink) {
        let Some(ab) = self.ability(p, r) else { return };
        self.turn_activations = self.turn_activations.saturating_add(1);
        match r.card {
            None => {
                if let Some(s) = self.seats.get_mut(p) {
                    s.control_used |= 1 << (r.index & 7);
                }
            }
            Some(c) => {
                if let Some(u) = self.used.get_mut(usize::from(r.index)) {
                    u.insert(usize::from(c));
                }
            }
        }
        self.say(
            ev,
            Event::Activated {
                seat: p,
                card: r.card,
                ability: r.index,
                control: if r.card.is_none() {
                    self.active_control(p)
                } else {
                    None
                },
            },
        );
        if let (Timing::SingleUse(_), Some(card)) = (ab.timing, r.card) {
            // "After using a single-use ability, cover the whole right side
            // of the card": below the ability's own tasks, so it runs after.
            let _ = self.tasks.push(Task::Cover { card });
        }
        if ab.cost > 0 && self.seat(p).map_or(0, |s| s.hand.len()) < usize::from(ab.cost) {
            // Only a Bureaucracy ability gets here: the penalty applies.
            self.penalty(p, r.card, ab.penalty, ev);
            return;
        }
        self.queue_ability(r, ab.cost);
    }

    /// Queues the payment and the effect of an ability.
    pub(crate) fn queue_ability(&mut self, r: AbilityRef, cost: u8) {
        let _ = self.tasks.push(Task::Resolve { src: r });
        if cost > 0 {
            let _ = self.tasks.push(Task::Pay { src: r, left: cost });
        }
    }

    fn penalty(&mut self, p: PlayerId, c: Option<u8>, penalty: Penalty, ev: &mut impl Sink) {
        let Some(c) = c.filter(|_| penalty != Penalty::None) else {
            return;
        };
        self.say(ev, Event::PenaltyApplied { seat: p, card: c });
        match penalty {
            Penalty::None => {}
            Penalty::CoverThisCard => {
                let _ = self.tasks.push(Task::Cover { card: c });
            }
            Penalty::ThisCardToInvestments => {
                if self.take_card(p, c, Place::Agency, ev) {
                    self.card_to(p, c, CardZone::Agency, Place::Investments, true, ev);
                }
            }
            Penalty::LaunchPadAstronautToAgency => {
                let lifted = self.lift_from_zone(p, 0, false) || self.lift_from_zone(p, 0, true);
                if lifted {
                    if let Some(s) = self.seats.get_mut(p) {
                        s.astronauts = s.astronauts.saturating_add(1);
                    }
                    self.say(
                        ev,
                        Event::AstronautMoved {
                            seat: p,
                            from: AstronautPlace::Zone(Zone::LaunchPad),
                            to: AstronautPlace::Agency,
                            exhausted: false,
                        },
                    );
                }
            }
        }
    }

    /// Ruling R6: whether ability `src` of seat `p` is the first ability
    /// activated on the turn. Only an activated ability can be: a stripe
    /// ability, a Bureaucracy ability or an ability of the active Control
    /// card; immediate and permanent abilities are resolved, not activated.
    pub(crate) fn first_activated(&self, p: PlayerId, src: AbilityRef) -> bool {
        self.turn_activations == 1 && self.ability(p, src).is_some_and(|a| a.is_activated())
    }

    /// The nearest preceding section (a finished step) with a Universe card,
    /// for the "No Universe card to take" fallback.
    pub(crate) fn preceding_section(&self) -> Option<Section> {
        let current = match self.stage {
            Stage::Develop(s) => s.index(),
            Stage::Bureaucracy => 4,
            _ => return None,
        };
        (0..current)
            .rev()
            .filter_map(Section::from_index)
            .find(|&s| self.filled_slots(s).next().is_some())
    }

    /// The choices of the task on top of seat `p`'s stack, in `Ord` order,
    /// each once (`legal_actions_into` relies on it).
    pub(crate) fn task_choices(&self, p: PlayerId, task: Task, f: &mut impl FnMut(Action)) {
        let Some(s) = self.seat(p) else { return };
        match task {
            Task::Pay { .. } => {
                for c in s.hand.iter() {
                    f(Action::Card(c as u8));
                }
            }
            Task::Split { src } => {
                if let Some(Effect::Combined { n, .. }) = self.ability(p, src).map(|a| a.effect) {
                    for k in 0..=n.min(crate::data::MAX_SPLIT) {
                        f(Action::Split(k));
                    }
                }
            }
            Task::Move {
                m,
                project,
                left,
                held,
                fresh,
                first,
            } => {
                if left == 0 {
                    return;
                }
                let exact = m.to == Place::Investments;
                match m.thing {
                    Thing::Cards(mask) => {
                        match m.from {
                            Place::Deck => {
                                if self.can_draw() {
                                    f(Action::Draw);
                                }
                            }
                            Place::Universe => {
                                let mut any = false;
                                for sec in Section::ALL {
                                    if !mask.has(sec) {
                                        continue;
                                    }
                                    for slot in self.filled_slots(sec) {
                                        any = true;
                                        f(Action::Slot(slot as u8));
                                    }
                                }
                                if !any && fresh {
                                    if first {
                                        if let Some(sec) = self.preceding_section() {
                                            if !mask.has(sec) {
                                                for slot in self.filled_slots(sec) {
                                                    f(Action::Slot(slot as u8));
                                                }
                                            }
                                        }
                                    }
                                    f(Action::DrawThree);
                                }
                            }
                            from => {
                                let set = match from {
                                    Place::Hand => s.hand,
                                    Place::Lab => s.lab,
                                    Place::Agency => s.agency,
                                    Place::Investments => self.investments,
                                    _ => Default::default(),
                                };
                                for ci in set.iter() {
                                    if card_def(ci as u8).is_some_and(|d| mask.has(d.section)) {
                                        f(Action::Card(ci as u8));
                                    }
                                }
                            }
                        }
                        if !exact {
                            f(Action::Stop);
                        }
                    }
                    Thing::Astronauts | Thing::ExhaustedAstronauts => {
                        let lifted = held.is_some();
                        if let (Place::Zones(from), false) = (m.from, lifted) {
                            // Pick the astronaut to move.
                            for z in Zone::ALL {
                                if !from.has(z) || !self.has_destination(p, m, project, z) {
                                    continue;
                                }
                                let zi = z.index();
                                if s.upright.get(zi).is_some_and(|&x| x > 0) {
                                    f(Action::Zone {
                                        zone: zi as u8,
                                        exhausted: false,
                                    });
                                }
                                if s.exhausted.get(zi).is_some_and(|&x| x > 0) {
                                    f(Action::Zone {
                                        zone: zi as u8,
                                        exhausted: true,
                                    });
                                }
                            }
                            f(Action::Stop);
                            return;
                        }
                        let from_project = match held {
                            Some(Held::Space(i) | Held::Standby(i)) => Some(i),
                            _ => None,
                        };
                        if !lifted {
                            if m.from != Place::Agency {
                                f(Action::Stop);
                                return;
                            }
                            if s.astronauts == 0 {
                                // Ruling R9: no astronaut in the Agency; the
                                // player may take one from a Project or a
                                // Standby area, or place no more.
                                f(Action::Stop);
                                self.each_project_source(p, m.to, project, f);
                                return;
                            }
                        }
                        let held_zone = match held {
                            Some(Held::Zone { zone, .. }) => usize::from(zone),
                            _ => usize::MAX,
                        };
                        match m.to {
                            Place::Zones(to) => {
                                for z in Zone::ALL {
                                    if to.has(z) && z.index() != held_zone {
                                        f(Action::Zone {
                                            zone: z.index() as u8,
                                            exhausted: false,
                                        });
                                    }
                                }
                            }
                            Place::Projects => {
                                for i in self.project_targets(p, project) {
                                    if Some(i) != from_project {
                                        f(Action::Project(i));
                                    }
                                }
                            }
                            _ => {}
                        }
                        if !lifted {
                            f(Action::Stop);
                        }
                    }
                }
            }
            Task::Exhaust { left } => {
                // Mandatory: no `stop` while an upright astronaut is left.
                if left > 0 {
                    for (zi, &x) in s.upright.iter().enumerate() {
                        if x > 0 {
                            f(Action::Zone {
                                zone: zi as u8,
                                exhausted: false,
                            });
                        }
                    }
                }
            }
            Task::Refresh { left } => {
                if left > 0 {
                    for (zi, &x) in s.exhausted.iter().enumerate() {
                        if x > 0 {
                            f(Action::Zone {
                                zone: zi as u8,
                                exhausted: true,
                            });
                        }
                    }
                }
                f(Action::Stop);
            }
            Task::Cover { card } => {
                if self.cover_choice_needed(p, card) {
                    for c in self.cover_candidates(p, card).iter() {
                        f(Action::Card(c as u8));
                    }
                }
            }
            Task::Replace { card } => {
                let options = self.replace_candidates(p, card);
                if options.iter().nth(1).is_some() {
                    for c in options.iter() {
                        f(Action::Card(c as u8));
                    }
                }
            }
            Task::Uncover => {
                for c in self.covered.intersection(&s.agency).iter() {
                    f(Action::Card(c as u8));
                }
                f(Action::Stop);
            }
            Task::Recover => {
                for slot in 0..16u8 {
                    if s.controls_played & (1 << slot) != 0 && Some(slot) != s.active {
                        f(Action::Control(slot));
                    }
                }
                f(Action::Stop);
            }
            Task::Leader { .. } => {
                for c in s.agency.iter() {
                    if card_def(c as u8).is_some_and(|d| d.leader) {
                        f(Action::Card(c as u8));
                    }
                }
            }
            Task::Settle => {
                if let Some((_, options)) = self.settle_choice(p) {
                    for sp in options.iter() {
                        f(Action::Space(*sp));
                    }
                }
            }
            Task::Resolve { .. } | Task::Enter { .. } | Task::EndTurn => {}
        }
    }

    /// Whether the top task needs the seat to decide (more than a lone Stop).
    fn needs_decision(&self, p: PlayerId, task: Task) -> bool {
        // Card moves from the Deck or the Universe, the commonest tasks, are
        // answered without listing their choices (as
        // [`RawState::task_choices`] lists them): a draw is a choice while
        // one is possible; a fresh move from the Universe can always draw
        // three cards instead of taking one, and otherwise needs one filled
        // slot of its sections.
        if let (Task::Move { m, left, fresh, .. }, Some(_)) = (task, self.seat(p)) {
            match (m.thing, m.from) {
                (Thing::Cards(_), Place::Deck) => return left > 0 && self.can_draw(),
                (Thing::Cards(mask), Place::Universe) => {
                    return left > 0
                        && (fresh
                            || Section::ALL.into_iter().any(|sec| {
                                mask.has(sec) && self.filled_slots(sec).next().is_some()
                            }));
                }
                _ => {}
            }
        }
        let mut real = 0usize;
        let mut stop = false;
        self.task_choices(p, task, &mut |a| {
            if a == Action::Stop {
                stop = true;
            } else {
                real += 1;
            }
        });
        match task {
            Task::Settle => real > 1,
            _ => real > 0,
        }
    }

    /// Runs automatic tasks of the seat on turn until one needs a decision
    /// (returns true) or the stack is empty (false).
    pub(crate) fn run_tasks(&mut self, ev: &mut impl Sink) -> bool {
        let Some(p) = self.actor() else {
            self.tasks.clear();
            return false;
        };
        // Each task is matched where it lies, its fields read one by one: a
        // task is often read just after it was pushed, and a copy of the
        // whole would read it back in other pieces than it was written.
        while let Some(task) = self.tasks.last() {
            match *task {
                Task::Resolve { src } => {
                    self.tasks.pop();
                    self.resolve(p, src, ev);
                }
                Task::Enter { card, step } => self.enter_step(p, card, step, ev),
                Task::EndTurn => {
                    self.tasks.pop();
                    self.order_idx = self.order_idx.saturating_add(1);
                    self.turn_activations = 0;
                    return false;
                }
                Task::Settle => {
                    if !self.has_standby(p) {
                        // Nothing on Standby: nothing to settle.
                        self.tasks.pop();
                        continue;
                    }
                    if self.needs_decision(p, Task::Settle) {
                        return true;
                    }
                    if !self.settle_auto(p, ev) {
                        self.tasks.pop();
                    }
                }
                Task::Cover { card } => {
                    if self.cover_choice_needed(p, card) {
                        return true;
                    }
                    self.tasks.pop();
                    self.cover_auto(p, card, ev);
                }
                Task::Replace { card } => {
                    let options = self.replace_candidates(p, card);
                    let mut it = options.iter();
                    match (it.next(), it.next()) {
                        (_, Some(_)) => return true,
                        (Some(x), None) => {
                            self.tasks.pop();
                            self.replace_cover(p, card, x as u8, ev);
                        }
                        (None, None) => {
                            self.tasks.pop();
                        }
                    }
                }
                Task::Move { left: 0, m, .. } => {
                    self.tasks.pop();
                    if m.to == Place::Investments {
                        self.fire(p, Fired::ToInvestments, ev);
                    }
                }
                Task::Pay { left: 0, .. } => {
                    self.tasks.pop();
                    self.fire(p, Fired::ToInvestments, ev);
                }
                _ => {
                    let task = *task;
                    if self.needs_decision(p, task) {
                        return true;
                    }
                    self.tasks.pop();
                    if let Task::Pay { src, .. } = task {
                        // The investment can no longer be paid in full: the
                        // ability is not resolved.
                        if self.tasks.last() == Some(&Task::Resolve { src }) {
                            self.tasks.pop();
                        }
                    }
                }
            }
        }
        false
    }

    fn resolve(&mut self, p: PlayerId, src: AbilityRef, ev: &mut impl Sink) {
        let Some(ab) = self.ability(p, src) else {
            return;
        };
        if matches!(ab.timing, Timing::Permanent(_)) {
            self.say(
                ev,
                Event::Activated {
                    seat: p,
                    card: src.card,
                    ability: src.index,
                    control: None,
                },
            );
        }
        match ab.effect {
            Effect::Nothing => {}
            Effect::Move(m) => {
                let first = self.first_activated(p, src);
                let _ = self.tasks.push(Task::Move {
                    m,
                    project: None,
                    left: m.n,
                    held: None,
                    fresh: true,
                    first,
                });
            }
            Effect::Combined { .. } => {
                let _ = self.tasks.push(Task::Split { src });
            }
            Effect::Refresh(n) => {
                let _ = self.tasks.push(Task::Refresh { left: n });
            }
            Effect::Exhaust(n) => {
                let _ = self.tasks.push(Task::Exhaust { left: n });
            }
            Effect::Uncover => {
                let _ = self.tasks.push(Task::Uncover);
            }
            Effect::RecoverControl => {
                let _ = self.tasks.push(Task::Recover);
            }
            Effect::DrawReveal(sec) => {
                if let Some(c) = self.draw(ev) {
                    let to = if card_def(c).is_some_and(|d| d.section == sec) {
                        Place::Agency
                    } else {
                        Place::Hand
                    };
                    self.card_to(p, c, CardZone::Deck, to, true, ev);
                    self.deck_ran_out(ev);
                }
            }
        }
    }

    /// One step of a card entering seat `p`'s Agency.
    fn enter_step(&mut self, p: PlayerId, card: u8, step: u8, ev: &mut impl Sink) {
        let set_step = |st: &mut RawState, k: u8| {
            if let Some(Task::Enter { step, .. }) = st.tasks.as_mut_slice().last_mut() {
                *step = k;
            }
        };
        let in_agency = self
            .seat(p)
            .is_some_and(|s| s.agency.contains(usize::from(card)));
        match step {
            0 => {
                set_step(self, 1);
                if !in_agency {
                    return;
                }
                let leader = card_def(card).is_some_and(|d| d.leader);
                let other = || {
                    self.seat(p).is_some_and(|s| {
                        s.agency.iter().any(|c| {
                            c != usize::from(card) && card_def(c as u8).is_some_and(|d| d.leader)
                        })
                    })
                };
                if leader && other() {
                    let _ = self.tasks.push(Task::Leader { new: card });
                }
            }
            1 => {
                set_step(self, 2);
                // A card that stays replaces an astronaut used as a cover.
                if in_agency && !self.covered.is_empty() {
                    let _ = self.tasks.push(Task::Replace { card });
                }
            }
            2 => {
                set_step(self, 3);
                if !in_agency {
                    return;
                }
                let Some(d) = card_def(card) else { return };
                let resolved = |st: &RawState, ab: &Ability| {
                    let unpayable = ab.cost > 0
                        && st.seat(p).map_or(0, |s| s.hand.len()) < usize::from(ab.cost);
                    ab.timing == Timing::Immediate
                        && (!ab.dedicated || st.dedicated(p))
                        && !unpayable
                };
                if ev.wants_events() {
                    // Told before any of them is paid for or resolved, in
                    // printed order (the order they are resolved in); an
                    // investment the hand cannot pay "cannot be resolved"
                    // (Investments).
                    for (i, ab) in d.abilities.iter().enumerate() {
                        let applies =
                            ab.timing == Timing::Immediate && (!ab.dedicated || self.dedicated(p));
                        if applies && !resolved(self, ab) {
                            self.say(
                                ev,
                                Event::InvestmentUnpaid {
                                    seat: p,
                                    card,
                                    cost: ab.cost,
                                },
                            );
                        }
                        if resolved(self, ab) {
                            self.say(
                                ev,
                                Event::Activated {
                                    seat: p,
                                    card: Some(card),
                                    ability: i as u8,
                                    control: None,
                                },
                            );
                        }
                    }
                }
                for (i, ab) in d.abilities.iter().enumerate().rev() {
                    if !resolved(self, ab) {
                        continue;
                    }
                    self.queue_ability(
                        AbilityRef {
                            card: Some(card),
                            index: i as u8,
                        },
                        ab.cost,
                    );
                }
            }
            3 => {
                set_step(self, 4);
                self.offer_projects(p, Fired::EntersAgency(card), ev);
            }
            _ => {
                self.tasks.pop();
                // Permanent triggers of the other Agency cards.
                self.fire_permanent_only(p, Fired::EntersAgency(card));
            }
        }
    }

    fn fire_permanent_only(&mut self, p: PlayerId, what: Fired) {
        let Some(agency) = self.seat(p).map(|s| s.agency) else {
            return;
        };
        let Fired::EntersAgency(new) = what else {
            return;
        };
        let Some(nd) = card_def(new) else { return };
        for ci in agency.iter() {
            let c = ci as u8;
            if c == new
                || ACTIVATION_MASK
                    .get(ci)
                    .is_none_or(|m| m & TRIGGER_ENTERS_AGENCY == 0)
            {
                continue;
            }
            let Some(d) = card_def(c) else { continue };
            for (i, ab) in d.abilities.iter().enumerate() {
                if let Timing::Permanent(Trigger::CardEntersAgency(mask)) = ab.timing {
                    if mask.has(nd.section) && (!ab.dedicated || self.dedicated(p)) {
                        let _ = self.tasks.push(Task::Resolve {
                            src: AbilityRef {
                                card: Some(c),
                                index: i as u8,
                            },
                        });
                    }
                }
            }
        }
    }

    /// Lifts the astronaut a move picked (`held`), or one from seat `p`'s
    /// Agency when none was picked: where it was, and whether it is
    /// exhausted. `None` if there is no such astronaut.
    pub(crate) fn lift_held(
        &mut self,
        p: PlayerId,
        held: Option<Held>,
    ) -> Option<(AstronautPlace, bool)> {
        let Some(held) = held else {
            let s = self.seats.get_mut(p)?;
            s.astronauts = s.astronauts.checked_sub(1)?;
            return Some((AstronautPlace::Agency, false));
        };
        match held {
            Held::Zone { zone, exhausted } => {
                let z = usize::from(zone & 7);
                self.lift_from_zone(p, z, exhausted)
                    .then_some((AstronautPlace::Zone(zone_of(z)), exhausted))
            }
            Held::Space(i) => {
                let pr = self.projects.as_mut_slice().get_mut(usize::from(i & 7))?;
                let len = pr.len();
                let k = pr.spaces.iter().take(len).position(|&x| x == Some(p))?;
                let sp = pr.spaces.get_mut(k)?;
                *sp = None;
                Some((AstronautPlace::Space(i & 7, k as u8), false))
            }
            Held::Standby(i) => {
                let sb = self
                    .projects
                    .as_mut_slice()
                    .get_mut(usize::from(i & 7))?
                    .standby
                    .get_mut(p.index())?;
                *sb = sb.checked_sub(1)?;
                Some((AstronautPlace::Standby(i & 7), false))
            }
        }
    }

    /// Ruling R9: with no astronaut in seat `p`'s Agency, the places it may
    /// take one from for a move to `to` (`target`: the one Project of a
    /// requirement's offer, or `None`): each Project holding one of its
    /// astronauts (the space farthest from the last space), then each
    /// Standby area holding one, in stack order. The Project being placed
    /// on is never a source, and a source must leave a destination.
    fn each_project_source(
        &self,
        p: PlayerId,
        to: Place,
        target: Option<u8>,
        f: &mut impl FnMut(Action),
    ) {
        let has_dest = |src: u8| self.source_leaves_destination(p, to, target, src);
        for (i, pr) in self.projects.iter().enumerate() {
            if pr.on_spaces(p) > 0 && has_dest(i as u8) {
                f(Action::FromProject(i as u8));
            }
        }
        for (i, pr) in self.projects.iter().enumerate() {
            if pr.standby.get(p.index()).is_some_and(|&x| x > 0) && has_dest(i as u8) {
                f(Action::FromStandby(i as u8));
            }
        }
    }

    /// Ruling R9: whether an astronaut taken from Project `src` (its space
    /// or its Standby area) has somewhere to go for a move to `to`
    /// (`target`: the one Project of a requirement's offer): any zone, or a
    /// Project other than `src`.
    pub(crate) fn source_leaves_destination(
        &self,
        p: PlayerId,
        to: Place,
        target: Option<u8>,
        src: u8,
    ) -> bool {
        match to {
            Place::Zones(z) => z.0 != 0,
            Place::Projects => self.project_targets(p, target).any(|i| i != src),
            _ => false,
        }
    }

    /// Whether an astronaut picked in zone `z` for move `m` (`project`: the
    /// one Project of a requirement's offer) has somewhere to go: another
    /// zone the move allows, a Project taking astronauts, or any other
    /// destination.
    pub(crate) fn has_destination(
        &self,
        p: PlayerId,
        m: Move,
        project: Option<u8>,
        z: Zone,
    ) -> bool {
        match m.to {
            Place::Zones(to) => Zone::ALL.iter().any(|&d| d != z && to.has(d)),
            Place::Projects => self.project_targets(p, project).next().is_some(),
            _ => true,
        }
    }

    /// Open Projects seat `p` may put an astronaut on the Standby of
    /// (`only`: a specific stack position, or `None` for any).
    pub(crate) fn project_targets(
        &self,
        p: PlayerId,
        only: Option<u8>,
    ) -> impl Iterator<Item = u8> + '_ {
        let _ = p;
        self.projects.iter().enumerate().filter_map(move |(i, pr)| {
            let ok = pr.status == ProjectStatus::Open
                && only.is_none_or(|o| o == i as u8)
                && pr.has_empty_space();
            ok.then_some(i as u8)
        })
    }
}
