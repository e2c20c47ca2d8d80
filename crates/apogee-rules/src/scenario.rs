//! Position edits on [`RawState`] that keep card conservation: the
//! [`Scenario`] builder (the rulebook's worked examples, puzzles, tests) and
//! the card moves it is made of ([`RawState::move_tech`],
//! [`RawState::move_engineer`]).
//!
//! Every edit keeps the position legal (cards are moved, never copied); the
//! final [`Scenario::planning`], [`Scenario::income`] or
//! [`Scenario::administration`] settles and validates it with
//! [`Apogee::from_position`].

use cardgame_core::{InvariantError, PlayerId, StackVec};

use crate::action::RiverLine;
use crate::config::Config;
use crate::data::directors::DIRECTOR_COUNT;
use crate::data::engineers::{ENGINEER_COUNT, JUNIORS};
use crate::data::events::EventCard;
use crate::data::technology::{tech_type, TechType, TECH_COUNT};
use crate::state::{Apogee, Know, Pending, RawState, Slot, Stage, DICE_LIMIT};

/// A position under construction: Game Preparation done (Directors kept,
/// rivers and Investors revealed), no Engineer in hand, turn 0.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The position being built.
    pub raw: RawState,
}

impl Scenario {
    /// A fresh setup from `config` and `seed`; each player keeps the first of
    /// its two dealt Directors.
    pub fn new(config: &Config, seed: u64) -> Scenario {
        let mut raw = RawState::setup(config, seed, &mut ());
        for (_, s) in raw.seats.iter_mut() {
            s.director = s.offer.map(|[first, _]| first);
            s.offer = None;
        }
        raw.order = raw.director_order();
        for line in 0..3 {
            raw.refill_river(line, &mut ());
        }
        raw.refill_investors(&mut ());
        raw.stage = Stage::TurnStart;
        Scenario { raw }
    }

    /// Gives Director `d` to `p` (swapping with whoever had it).
    pub fn director(mut self, p: PlayerId, d: u8) -> Self {
        if usize::from(d) >= DIRECTOR_COUNT || p.index() >= self.raw.n() {
            return self;
        }
        let old = self.raw.seat(p).director;
        for (_, s) in self.raw.seats.iter_mut() {
            if s.director == Some(d) {
                s.director = old;
            }
        }
        if let Some(s) = self.raw.seats.get_mut(p) {
            s.director = Some(d);
        }
        self.raw.order = self.raw.director_order();
        self
    }

    /// Sets a player's credits (thousands).
    pub fn credits(mut self, p: PlayerId, thousands: u16) -> Self {
        if let Some(s) = self.raw.seats.get_mut(p) {
            s.credits = thousands;
        }
        self
    }

    /// Sets a player's extra dice (taken from or returned to the reserve).
    pub fn dice(mut self, p: PlayerId, n: u8) -> Self {
        let Some(s) = self.raw.seats.get_mut(p) else {
            return self;
        };
        let total = self.raw.dice_reserve + s.dice;
        s.dice = n.min(DICE_LIMIT).min(total);
        self.raw.dice_reserve = total - s.dice;
        self
    }

    /// Puts these Engineers in `p`'s hand (the rest of its hand goes back).
    pub fn hand(mut self, p: PlayerId, engineers: &[u8]) -> Self {
        let old = self.raw.seat(p).hand;
        for e in old.iter() {
            self.raw.move_engineer(e as u8, None);
        }
        for &e in engineers.iter().take(5) {
            if usize::from(e) < ENGINEER_COUNT {
                self.raw.move_engineer(e, Some(p));
            }
        }
        self
    }

    /// Puts these Technologies in `p`'s reserve.
    pub fn reserve(mut self, p: PlayerId, cards: &[u8]) -> Self {
        for &c in cards {
            self.raw.move_tech(c, TechZone::Reserve(p));
        }
        self
    }

    /// Builds these Technologies on `p`'s Launch Pad.
    pub fn pad(mut self, p: PlayerId, cards: &[u8]) -> Self {
        for &c in cards {
            self.raw.move_tech(c, TechZone::Pad(p));
            if let Some(s) = self.raw.seats.get_mut(p) {
                s.built_types |= 1 << tech_type(c).index();
            }
        }
        self
    }

    /// Sets a river line to exactly these cards (the old ones go back).
    pub fn river(mut self, line: RiverLine, cards: &[u8]) -> Self {
        let old = self.raw.rivers[line.index()];
        for &c in old.iter() {
            self.raw.move_tech(c, TechZone::Pile);
        }
        for &c in cards.iter().take(3) {
            if tech_type(c) == line.tech_type() {
                self.raw.move_tech(c, TechZone::River);
            }
        }
        self
    }

    /// Makes these the next cards drawn from a Technology pile, in order
    /// (the rest of the pile follows in id order, known to nobody).
    pub fn next_draws(mut self, ty: TechType, cards: &[u8]) -> Self {
        let i = ty.index();
        let mut rest: StackVec<u8, 28> = StackVec::new();
        for c in self.raw.tech_piles[i].cards().iter() {
            let c = c as u8;
            if !cards.contains(&c) {
                rest.push(c).ok();
            }
        }
        for &c in cards {
            if usize::from(c) < TECH_COUNT && tech_type(c) == ty {
                self.raw.move_tech(c, TechZone::Pile);
            }
        }
        let pile = &mut self.raw.tech_piles[i];
        pile.middle.clear();
        pile.under.clear();
        for &c in rest.iter() {
            pile.under.insert(0, c).ok();
        }
        for &c in cards.iter().rev() {
            if usize::from(c) < TECH_COUNT && tech_type(c) == ty {
                pile.under.push(c).ok();
            }
        }
        for &c in pile.under.iter() {
            self.raw.tech_known.set(c, Know::NOBODY);
        }
        self
    }

    /// Makes these the next Engineers recruited from their pile (Senior or Junior).
    pub fn next_recruits(mut self, senior: bool, engineers: &[u8]) -> Self {
        let i = usize::from(senior);
        let pile = &mut self.raw.eng_piles[i];
        let all = pile.cards();
        pile.middle.clear();
        pile.under.clear();
        for e in all.iter() {
            if !engineers.contains(&(e as u8)) {
                pile.under.insert(0, e as u8).ok();
            }
        }
        for &e in engineers.iter().rev() {
            if all.contains(usize::from(e)) {
                pile.under.push(e).ok();
            }
        }
        self
    }

    /// The scenario dice: the next results of the main die, in order.
    pub fn rolls(mut self, results: &[u8]) -> Self {
        self.raw.loaded_dice.clear();
        for &r in results.iter().rev().take(8) {
            self.raw.loaded_dice.push(r).ok();
        }
        self
    }

    /// Puts `card` on top of the Event pile (revealed at the next turn).
    pub fn next_event(mut self, card: EventCard) -> Self {
        if let Some(i) = self.raw.event_deck.iter().position(|&c| c == card) {
            self.raw.event_deck.remove(i);
            self.raw.event_deck.push(card).ok();
        }
        self
    }

    /// Sets the Investor river (the old cards go back to the pile).
    pub fn investors(mut self, ids: &[u8]) -> Self {
        for &i in self.raw.investor_river.iter() {
            self.raw.investor_pile.insert(usize::from(i));
        }
        self.raw.investor_river.clear();
        for &i in ids.iter().take(2) {
            if self.raw.investor_pile.remove(usize::from(i)) {
                self.raw.investor_river.push(i).ok();
            }
        }
        self
    }

    /// Places an Engineer of `p`'s hand on an action (for positions built
    /// after the Planning phase).
    pub fn placed(mut self, p: PlayerId, engineer: u8, slot: Slot) -> Self {
        if let Some(s) = self.raw.seats.get_mut(p) {
            if s.hand.contains(usize::from(engineer)) {
                s.decided.insert(usize::from(engineer));
                for sl in s.slots.iter_mut() {
                    sl.remove(usize::from(engineer));
                }
                if let Some(i) = slot.action_index() {
                    s.slots[i].insert(usize::from(engineer));
                }
            }
        }
        self
    }

    /// Starts the next turn: the Event is revealed and resolved, then the
    /// players place their Engineers.
    ///
    /// # Errors
    /// A broken invariant of the built position.
    pub fn planning(mut self) -> Result<Apogee, InvariantError> {
        self.raw.stage = Stage::TurnStart;
        self.raw.pending = Pending::None;
        Apogee::from_position(self.raw)
    }

    /// Jumps to the Administration phase of turn 1 with `event` in force and
    /// the placements made with [`Scenario::placed`] revealed: quarterly
    /// earnings first.
    ///
    /// # Errors
    /// A broken invariant of the built position.
    pub fn income(mut self, event: Option<EventCard>) -> Result<Apogee, InvariantError> {
        self.prepare_admin(event);
        self.raw.enter_income(&mut ());
        Apogee::from_position(self.raw)
    }

    /// Jumps to the Director actions of turn 1 (earnings already collected)
    /// with `event` in force and the placements made with
    /// [`Scenario::placed`] revealed.
    ///
    /// # Errors
    /// A broken invariant of the built position.
    pub fn administration(mut self, event: Option<EventCard>) -> Result<Apogee, InvariantError> {
        self.prepare_admin(event);
        self.raw.enter_administration(&mut ());
        Apogee::from_position(self.raw)
    }

    fn prepare_admin(&mut self, event: Option<EventCard>) {
        let r = &mut self.raw;
        r.turn = 1;
        if let Some(card) = event {
            if let Some(i) = r.event_deck.iter().position(|&c| c == card) {
                r.event_deck.remove(i);
                r.events_seen.insert(usize::from(card.id()));
                r.event = Some(card);
            }
        }
        for (_, s) in r.seats.iter_mut() {
            s.decided = s.hand;
            s.committed = true;
        }
        for i in 0..5u8 {
            r.revealed |= 1 << i;
        }
        for (_, s) in r.seats.iter() {
            for e in s.placed().iter() {
                r.eng_known.set(e as u8, Know::PUBLIC);
            }
        }
        r.cursor = 0;
        r.pending = Pending::None;
    }

    /// The position as built.
    pub fn into_raw(self) -> RawState {
        self.raw
    }
}

impl RawState {
    /// Moves a Technology card from wherever it is to a player's reserve,
    /// pad or Space Operations Center, a river, or beneath its pile (for
    /// building scenarios; not a game action).
    pub fn move_tech(&mut self, card: u8, to: TechZone) {
        if usize::from(card) >= TECH_COUNT {
            return;
        }
        self.remove_tech(card);
        let c = usize::from(card);
        match to {
            TechZone::Pile => {
                let ty = tech_type(card);
                self.tech_piles[ty.index()].middle.insert(c);
                self.tech_known.set(card, Know::NOBODY);
                return;
            }
            TechZone::PileUnder => {
                let ty = tech_type(card);
                self.tech_piles[ty.index()].put_under(card);
            }
            TechZone::River => {
                let ty = tech_type(card);
                if let Some(r) = self.rivers.get_mut(ty.index()) {
                    if r.push(card).is_err() {
                        self.tech_piles[ty.index()].middle.insert(c);
                        self.tech_known.set(card, Know::NOBODY);
                        return;
                    }
                } else {
                    self.tech_piles[ty.index()].middle.insert(c);
                    self.tech_known.set(card, Know::NOBODY);
                    return;
                }
            }
            TechZone::Reserve(p) | TechZone::Pad(p) | TechZone::Soc(p) => {
                let Some(s) = self.seats.get_mut(p) else {
                    let ty = tech_type(card);
                    self.tech_piles[ty.index()].middle.insert(c);
                    self.tech_known.set(card, Know::NOBODY);
                    return;
                };
                match to {
                    TechZone::Reserve(_) => {
                        self.reserve_grew = true;
                        s.reserve.insert(c)
                    }
                    TechZone::Pad(_) => s.pad.insert(c),
                    _ => s.soc.insert(c),
                };
            }
        }
        self.tech_known.set(card, Know::PUBLIC);
    }

    /// Removes a Technology card from every zone (internal to scenario moves).
    fn remove_tech(&mut self, card: u8) {
        let c = usize::from(card);
        for pile in self.tech_piles.iter_mut() {
            pile.middle.remove(c);
            pile.under.retain(|&x| x != card);
        }
        for r in self.rivers.iter_mut() {
            r.retain(|&x| x != card);
        }
        for (_, s) in self.seats.iter_mut() {
            s.reserve.remove(c);
            s.pad.remove(c);
            s.soc.remove(c);
            s.drawn.remove(c);
        }
    }

    /// Moves an Engineer from wherever it is into a player's hand, or back
    /// into its pile (`None`), for building scenarios.
    pub fn move_engineer(&mut self, engineer: u8, to: Option<PlayerId>) {
        if usize::from(engineer) >= ENGINEER_COUNT {
            return;
        }
        let e = usize::from(engineer);
        for pile in self.eng_piles.iter_mut() {
            pile.middle.remove(e);
            pile.under.retain(|&x| x != engineer);
        }
        for (_, s) in self.seats.iter_mut() {
            s.hand.remove(e);
            s.decided.remove(e);
            for sl in s.slots.iter_mut() {
                sl.remove(e);
            }
        }
        match to.and_then(|p| self.seats.get_mut(p).map(|s| (p, s))) {
            Some((p, s)) => {
                s.hand.insert(e);
                self.eng_known.set(engineer, Know::only(p));
            }
            None => {
                let i = usize::from(engineer >= JUNIORS);
                self.eng_piles[i].middle.insert(e);
                self.eng_known.set(engineer, Know::NOBODY);
            }
        }
    }
}

/// Where [`RawState::move_tech`] puts a Technology card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TechZone {
    /// Into its face-down pile (unknown position).
    Pile,
    /// Beneath its pile, face down but known to all.
    PileUnder,
    /// Into its river (if there is room).
    River,
    /// A player's reserve.
    Reserve(PlayerId),
    /// A player's Launch Pad.
    Pad(PlayerId),
    /// A player's Space Operations Center slot.
    Soc(PlayerId),
}
