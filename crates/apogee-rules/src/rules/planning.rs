//! **A. Planning Phase — 2. Engineer Actions**: "Players simultaneously place
//! their Engineers face down on the 5 actions", then "a. Resolution of
//! Specialties", "b. Resolution of Constructions", "c. Resolution of R&D",
//! "d. Resolution of Design", with the **Engineer Specialties** chapter.
//!
//! Rulings applied: R8 (simultaneous Constructions in Director order), R9
//! (Construction is compulsory while affordable), R12 (a Specialty with
//! nothing to act on), R13 (Katalina Tsiolkovsky), R15 (R&D draws and
//! keeps), R17 and R18 (placement decisions and what they show), R28
//! ("acquire"), R35 (the designed Specialties), R36 (Matviy Lyulka and Design
//! are compulsory), R38 (Ethan N. Maughmer's discount).

use cardgame_core::{Audience, EventSink, PlayerId, StackVec};

use crate::action::RiverLine;
use crate::data::engineers::{authority, engineer, EngineerSpecialty as ES};
use crate::data::events::{BaseEvent, EventCard};
use crate::data::investors::Objective;
use crate::data::technology::{kind, TechType};
use crate::event::{AcquiredFrom, Event, Why};
use crate::state::{BuildKind, Know, Pending, RawState, RollPurpose, Seat, Slot, SmallBits, Stage};

use super::{only, others};

/// The highest Engineer id of a word of [`SmallBits`], if any. Engineer ids
/// ascend with Authority, so this is also the highest-Authority Engineer.
fn highest_id(word: u64) -> Option<u8> {
    (word != 0).then(|| 63 - word.leading_zeros() as u8)
}

/// The Engineer the board `s` places next: the lowest id not yet placed.
#[inline]
pub(crate) fn next_to_place_of(s: &Seat) -> Option<u8> {
    s.hand.difference(&s.decided).iter().next().map(|e| e as u8)
}

impl RawState {
    #[cold]
    pub(crate) fn enter_placement<S: EventSink<Event>>(&mut self, _ev: &mut S) {
        self.stage = Stage::Placement;
        self.cursor = 0;
        self.revealed = 0;
        for (_, s) in self.seats.iter_mut() {
            s.decided.clear();
            s.slots = [SmallBits::new(); 5];
            s.committed = s.hand.is_empty();
        }
    }

    /// The Engineer `p` places next: the lowest id not yet placed.
    #[inline]
    pub(crate) fn next_to_place(&self, p: PlayerId) -> Option<u8> {
        next_to_place_of(self.seat(p))
    }

    /// Why `p` may not place an Engineer on `slot` now.
    pub(crate) fn placement_problem(&self, p: PlayerId, slot: Slot) -> Option<&'static str> {
        if self.closed_slots(p) & slot.bit() == 0 {
            return None;
        }
        Some(match slot {
            Slot::Specialty => "Inaccessible Premises: the Specialty action is forbidden this turn",
            Slot::Design => "Resource Restriction: Design is limited to 1 Engineer this turn",
            _ => "Poor Schedule Management: Construction is limited to 1 Engineer this turn",
        })
    }

    /// The actions this turn's Event closes to `p`'s next Engineer (bits of
    /// [`Slot::bit`]).
    #[inline]
    pub(crate) fn closed_slots(&self, p: PlayerId) -> u8 {
        self.closed_slots_of(self.seat(p))
    }

    /// [`RawState::closed_slots`] for the board `s`.
    #[inline]
    pub(crate) fn closed_slots_of(&self, s: &Seat) -> u8 {
        let Some(EventCard::Base(event)) = self.event else {
            return 0;
        };
        match event {
            BaseEvent::InaccessiblePremises => Slot::Specialty.bit(),
            BaseEvent::ResourceRestriction if !s.on(Slot::Design).is_empty() => Slot::Design.bit(),
            BaseEvent::PoorScheduleManagement if !s.on(Slot::Construction).is_empty() => {
                Slot::Construction.bit()
            }
            _ => 0,
        }
    }

    /// Places an Engineer face down.
    pub(crate) fn place<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        e: u8,
        slot: Slot,
        ev: &mut S,
    ) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        s.decided.insert(usize::from(e));
        if let Some(i) = slot.action_index() {
            s.slots[i].insert(usize::from(e));
        }
        ev.emit(
            only(p),
            Event::Placed {
                seat: p,
                engineer: e,
                slot,
            },
        );
        if s.decided == s.hand {
            s.committed = true;
            ev.emit(others(p), Event::PlacementCommitted { seat: p });
        }
    }

    pub(crate) fn step_placement<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        if self.seats.iter().any(|(_, s)| !s.committed) {
            return false;
        }
        // Everybody has placed: the face-down layout is on the table.
        for (p, s) in self.seats.iter() {
            if s.hand.is_empty() || !ev.wants_events() {
                continue;
            }
            let mut counts = [0u8; 6];
            for (i, slot) in Slot::ALL.iter().enumerate() {
                counts[i] = s.on(*slot).len() as u8;
            }
            ev.emit(Audience::All, Event::PlacementShown { seat: p, counts });
        }
        self.enter_specialties(ev);
        true
    }

    /// Reveals the Engineers of one action for every player.
    pub(crate) fn reveal_slot<S: EventSink<Event>>(&mut self, slot: Slot, ev: &mut S) {
        let Some(i) = slot.action_index() else { return };
        self.revealed |= 1 << i;
        for (p, s) in self.seats.iter() {
            let on = s.slots[i];
            if on.is_empty() {
                continue;
            }
            self.eng_known.set_all(&on, Know::PUBLIC);
            ev.emit(
                Audience::All,
                Event::EngineersRevealed {
                    seat: p,
                    slot,
                    engineers: on,
                },
            );
        }
    }

    // ---- a. Resolution of Specialties ----

    /// The Engineers on Specialty, in resolution order: descending Engineer
    /// Authority (Authority values are all distinct).
    pub(crate) fn specialty_queue(&self) -> StackVec<u8, 30> {
        // Engineer ids ascend with Authority (checked where the cards are
        // defined), and each Engineer is on one board: the Engineers of
        // every board together, highest id first, are the order.
        let mut on = 0u64;
        for (_, s) in self.seats.iter() {
            on |= s.on(Slot::Specialty).words()[0];
        }
        let mut queue: StackVec<u8, 30> = StackVec::new();
        while let Some(e) = highest_id(on) {
            queue.push(e).ok();
            on &= !(1u64 << e);
        }
        queue
    }

    #[cold]
    fn enter_specialties<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.reveal_slot(Slot::Specialty, ev);
        self.queue = self.specialty_queue();
        self.stage = Stage::Specialties;
        self.cursor = 0;
    }

    pub(crate) fn step_specialties<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(e) = self.queue.get(usize::from(self.cursor)).copied() else {
            self.enter_construction(ev);
            return true;
        };
        self.cursor += 1;
        if let Some(p) = self.owner_of(e) {
            self.engineer_specialty(p, e, ev);
        }
        true
    }

    /// Resolves one Engineer's Specialty (Engineer Specialties chapter).
    fn engineer_specialty<S: EventSink<Event>>(&mut self, p: PlayerId, e: u8, ev: &mut S) {
        ev.emit(
            Audience::All,
            Event::SpecialtyResolved {
                seat: p,
                engineer: e,
            },
        );
        let spec = engineer(e).specialty;
        if spec.whole_turn() {
            if let Some(s) = self.seats.get_mut(p) {
                s.turn_engineers.insert(usize::from(e));
            }
            if let ES::ConstructionDiscount(n) = spec {
                // "Reduce by 20,000 the total price of Technology
                // Construction of each player, for this turn."
                for (_, s) in self.seats.iter_mut() {
                    s.discount_left = s.discount_left.max(n);
                }
            }
            return;
        }
        let s = *self.seat(p);
        let purpose = RollPurpose::Specialty(e);
        match spec {
            ES::ReplaceRiver => self.pending = Pending::ReplaceRiver(p),
            ES::SocAuthority(_) => {}
            ES::RollAcquireRiver(need) => {
                if self.rivers.iter().any(|r| !r.is_empty()) {
                    self.start_roll(p, purpose, need, 0, true, ev);
                }
            }
            ES::AcquireRiver => {
                if self.rivers.iter().any(|r| !r.is_empty()) {
                    self.pending = Pending::TakeFromRiver(p);
                }
            }
            ES::RollDrawRnd { need, .. } => {
                if !self.tech_piles[TechType::Rnd.index()].is_empty() {
                    self.start_roll(p, purpose, need, 0, true, ev);
                }
            }
            ES::DrawRnd(n) => self.draw_rnd_to_reserve(p, n, ev),
            ES::RollFreeBuild { need, rule } => {
                if self.can_build_any(p, BuildKind::FreeByCost(rule.into())) {
                    self.start_roll(p, purpose, need, 0, true, ev);
                }
            }
            ES::RollGain { need, .. } => self.start_roll(p, purpose, need, 0, true, ev),
            ES::Gain(n) => self.gain(p, u16::from(n), Why::EngineerSpecialty, ev),
            ES::SellReserve => {
                if !s.reserve.is_empty() {
                    self.pending = Pending::SellReserve {
                        seat: p,
                        many: false,
                    };
                }
            }
            ES::BuyDie(price) => {
                // "If the player does not have the necessary Credits, the
                // Specialty is lost" (also when no die can be taken: R13).
                if s.credits >= u16::from(price)
                    && s.dice < crate::state::DICE_LIMIT
                    && self.dice_reserve > 0
                {
                    self.pay(p, u16::from(price), Why::EngineerSpecialty, ev);
                    self.gain_die(p, ev);
                }
            }
            ES::GainDie => {
                self.gain_die(p, ev);
            }
            ES::ReplaceInvestors => self.replace_investors(p, ev),
            ES::StageThrust(..)
            | ES::MassReduction(_)
            | ES::ThrustBonus(_)
            | ES::ConstructionDiscount(_)
            | ES::CapsuleAstronaut
            | ES::AuthorityReduction(_) => {}
        }
    }

    /// Replaces a Technology river line: the 3 cards beneath the pile, 3 new.
    pub(crate) fn replace_river<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        line: RiverLine,
        ev: &mut S,
    ) {
        let i = line.index();
        let old = self.rivers[i];
        self.rivers[i].clear();
        for &c in old.iter() {
            self.tech_under(c, Know::PUBLIC);
        }
        ev.emit(Audience::All, Event::RiverReplaced { seat: p, line });
        self.refill_river(i, ev);
    }

    /// Takes a river card into the reserve, and refills that river.
    pub(crate) fn take_from_river<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: u8,
        ev: &mut S,
    ) {
        for i in 0..3 {
            if self.rivers[i].remove_item(&card) {
                self.acquire(p, card, AcquiredFrom::River, ev);
                self.refill_river(i, ev);
                return;
            }
        }
    }

    /// Adds a Technology to a reserve as an acquisition (Investors "acquire").
    pub(crate) fn acquire<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: u8,
        origin: AcquiredFrom,
        ev: &mut S,
    ) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        s.reserve.insert(usize::from(card));
        self.reserve_grew = true;
        self.tech_known.set(card, Know::PUBLIC);
        ev.emit(
            Audience::All,
            Event::Acquired {
                seat: p,
                card,
                origin,
            },
        );
        if self.investor_asks(Objective::Acquire(kind(card).id)) {
            self.check_investors(p, super::investors::Trigger::Acquired(card), ev);
        }
    }

    /// Draws up to `n` R&D cards straight into the reserve (Qian Tao, Mikhail
    /// Korolev, New Patents...).
    pub(crate) fn draw_rnd_to_reserve<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        n: u8,
        ev: &mut S,
    ) {
        for _ in 0..n {
            if self.stage == Stage::Finished {
                return;
            }
            let Some((card, _)) = self.draw_tech(TechType::Rnd) else {
                return;
            };
            self.acquire(p, card, AcquiredFrom::RndPile, ev);
        }
    }

    // ---- b. Resolution of Constructions ----

    #[cold]
    fn enter_construction<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.reveal_slot(Slot::Construction, ev);
        for (_, s) in self.seats.iter_mut() {
            s.builds_left = s.on(Slot::Construction).len() as u8;
        }
        self.stage = Stage::Construction;
        self.cursor = 0;
    }

    /// Constructions are simultaneous and independent; they are taken in
    /// Director order, which also settles who is first to an Investor (R8).
    pub(crate) fn step_construction<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(p) = self.order_seat(usize::from(self.cursor)) else {
            self.enter_rnd(ev);
            return true;
        };
        let left = self.seat(p).builds_left;
        if left == 0 {
            self.cursor += 1;
        } else if self.can_build_any(p, BuildKind::Construction) {
            self.pending = Pending::Build {
                seat: p,
                kind: BuildKind::Construction,
            };
        } else {
            // "If a player cannot pay for the Construction of a Technology
            // card, the Engineer's action is lost."
            ev.emit(
                Audience::All,
                Event::ConstructionLost {
                    seat: p,
                    count: left,
                },
            );
            if let Some(s) = self.seats.get_mut(p) {
                s.builds_left = 0;
            }
            self.cursor += 1;
        }
        true
    }

    // ---- c. Resolution of R&D ----

    /// The seats with Engineers on R&D, in drawing order: the player with
    /// the highest-Authority Engineer first.
    pub(crate) fn rnd_queue(&self) -> StackVec<u8, 30> {
        let mut queue: StackVec<u8, 30> = StackVec::new();
        for (p, s) in self.seats.iter() {
            if !s.on(Slot::Rnd).is_empty() {
                queue.push(p.0).ok();
            }
        }
        // The highest Engineer is the highest id (ids ascend with Authority).
        let top = |p: u8| highest_id(self.seat(PlayerId(p)).on(Slot::Rnd).words()[0]);
        queue
            .as_mut_slice()
            .sort_by_key(|q| core::cmp::Reverse(top(*q)));
        queue
    }

    #[cold]
    fn enter_rnd<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.reveal_slot(Slot::Rnd, ev);
        let queue = self.rnd_queue();
        // Each player, highest Engineer first, draws as many cards as Engineers.
        for &q in queue.iter() {
            let p = PlayerId(q);
            let k = self.seat(p).on(Slot::Rnd).len();
            let mut drawn = 0u8;
            for _ in 0..k {
                let Some((card, before)) = self.draw_tech(TechType::Rnd) else {
                    break;
                };
                if let Some(s) = self.seats.get_mut(p) {
                    s.drawn.insert(usize::from(card));
                }
                self.tech_known.set(card, Know(before.0 | Know::only(p).0));
                drawn += 1;
            }
            if drawn > 0 {
                let cards = self.seat(p).drawn;
                ev.emit(
                    only(p),
                    Event::RndDrawn {
                        seat: p,
                        cards: Some(cards),
                        count: drawn,
                    },
                );
                ev.emit(
                    others(p),
                    Event::RndDrawn {
                        seat: p,
                        cards: None,
                        count: drawn,
                    },
                );
            }
        }
        self.queue = queue;
        self.stage = Stage::Rnd;
        self.cursor = 0;
    }

    pub(crate) fn step_rnd<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(q) = self.queue.get(usize::from(self.cursor)).copied() else {
            self.enter_design(ev);
            return true;
        };
        self.cursor += 1;
        let p = PlayerId(q);
        // None, one (kept at once) or more (a choice): told from the first
        // two cards, without counting them all.
        let drawn = self.seat(p).drawn;
        let mut cards = drawn.iter();
        match (cards.next(), cards.next()) {
            (None, _) => {}
            (Some(c), None) => self.keep_rnd(p, c as u8, ev),
            (Some(_), Some(_)) => self.pending = Pending::KeepRnd(p),
        }
        true
    }

    /// Keeps one drawn R&D card; the others go face down beneath the pile.
    pub(crate) fn keep_rnd<S: EventSink<Event>>(&mut self, p: PlayerId, card: u8, ev: &mut S) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let rest = s.drawn;
        s.drawn.clear();
        for c in rest.iter() {
            let c = c as u8;
            if c != card {
                let know = self.tech_known.get(c);
                self.tech_under(c, know);
            }
        }
        self.acquire(p, card, AcquiredFrom::RndPile, ev);
    }

    // ---- d. Resolution of Design ----

    /// The seats with Engineers on Design, in picking order: descending
    /// summed Authority, a tie to the highest single Engineer.
    pub(crate) fn design_queue(&self) -> StackVec<u8, 30> {
        let mut queue: StackVec<u8, 30> = StackVec::new();
        for (p, s) in self.seats.iter() {
            if !s.on(Slot::Design).is_empty() {
                queue.push(p.0).ok();
            }
        }
        // Descending summed Authority; a tie goes to the highest single Engineer.
        let key = |p: u8| {
            let on = self.seat(PlayerId(p)).on(Slot::Design);
            let sum: u16 = on.iter().map(|e| u16::from(authority(e as u8))).sum();
            // The highest single Engineer: the highest id.
            (sum, highest_id(on.words()[0]).unwrap_or(0))
        };
        queue
            .as_mut_slice()
            .sort_by_key(|q| core::cmp::Reverse(key(*q)));
        queue
    }

    #[cold]
    fn enter_design<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.reveal_slot(Slot::Design, ev);
        self.queue = self.design_queue();
        self.stage = Stage::Design;
        self.cursor = 0;
    }

    pub(crate) fn step_design<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        let Some(q) = self.queue.get(usize::from(self.cursor)).copied() else {
            self.enter_income(ev);
            return true;
        };
        self.cursor += 1;
        if self.rivers.iter().any(|r| !r.is_empty()) {
            self.pending = Pending::TakeFromRiver(PlayerId(q));
        }
        true
    }
}
