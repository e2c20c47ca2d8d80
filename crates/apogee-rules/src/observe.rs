//! What a viewer may know ([`Observation`]), and the worlds it cannot tell
//! apart ([`Determinize`]).
//!
//! Public: boards, reserves (face up), rivers, credits, dice, Investors,
//! pile sizes, the Junior/Senior profile of every hand card and, once
//! everybody has placed, how many face-down Engineers lie on each action.
//! Private: Engineer hands (a card stays known to those who saw it until its
//! owner dismisses a card of that profile face down), face-down placements
//! until revealed, dealt Directors until the choice is revealed, drawn R&D
//! cards, cards a player put beneath a pile. Pile orders are known to nobody.

use alloc::vec::Vec;

use cardgame_core::{
    BySeat, Determinize, Encode, Game, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};

use crate::config::Config;
use crate::data::engineers::{is_senior, ENGINEER_COUNT, JUNIORS};
use crate::data::events::{BaseEvent, EventCard, EVENT_COUNT};
use crate::data::tables::Destination;
use crate::data::technology::{TechType, TECH_COUNT, TYPE_CARDS};
use crate::rules::to_act_of;
use crate::state::{
    Apogee, CardBits, Deposit, Know, Pending, Pile, RawState, Slot, SmallBits, Stage,
};

/// The Engineers of each profile (Junior, Senior), as the Engineer piles.
const PROFILE_CARDS: [CardBits; 2] = [
    CardBits::from_words([(1 << JUNIORS) - 1, 0]),
    CardBits::from_words([((1 << ENGINEER_COUNT) - 1) & !((1 << JUNIORS) - 1), 0]),
];

/// The cards of each Technology pile, by [`TechType::index`]: the cards of
/// its type, without the ids past the 110 cards that [`TYPE_CARDS`] counts
/// as the first kind's (no such card is ever in a pile).
const TECH_PILE_CARDS: [CardBits; 4] = {
    let mut out = TYPE_CARDS;
    let mut i = 0;
    while i < out.len() {
        let [w0, w1] = *out[i].words();
        out[i] = CardBits::from_words([w0, w1 & ((1 << (TECH_COUNT - 64)) - 1)]);
        i += 1;
    }
    out
};

/// A pile as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PileView {
    /// Cards in the pile.
    pub count: u8,
    /// The cards put beneath it, bottom first: the card when the viewer knows it.
    pub under: Beneath,
}

/// A pile's list, bottom first, as a viewer sees it: the card where the
/// viewer knows it, `None` where it does not. Serializes as that list.
/// [`Beneath`] and [`EventPileView`] are its two uses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MaskedPile<C: MaskedCard, const N: usize>(StackVec<C, N>);

/// A card of a [`MaskedPile`]: how one the viewer does not know is kept.
pub trait MaskedCard: Copy + Default + sealed::Sealed {
    /// Stands for a card the viewer does not know.
    const HIDDEN: Self;
    /// Why a deserialized list may not show this card.
    const NEVER_SHOWN: &'static str;
    /// Whether the card may be shown (it is not [`MaskedCard::HIDDEN`], nor
    /// kept as it).
    fn shown(self) -> bool;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for crate::data::events::EventCard {}
}

/// A card beneath a pile: an Engineer or Technology card id.
impl MaskedCard for u8 {
    const HIDDEN: u8 = u8::MAX;
    const NEVER_SHOWN: &'static str = "no card has id 255";
    fn shown(self) -> bool {
        self != Self::HIDDEN
    }
}

/// An Event card: Solo Events are shown (their order is public), every base
/// Event is kept as one, as the viewer cannot tell them apart.
impl MaskedCard for EventCard {
    const HIDDEN: EventCard = EventCard::Base(BaseEvent::AntiNuclearDemonstration);
    const NEVER_SHOWN: &'static str = "a base Event of the pile is never shown";
    fn shown(self) -> bool {
        matches!(self, EventCard::Solo(_))
    }
}

/// The cards put beneath a pile, bottom first, as a viewer sees them.
pub type Beneath = MaskedPile<u8, 28>;

/// The Event pile, bottom first, as a viewer sees it: each Solo Event, `None`
/// for a base Event.
pub type EventPileView = MaskedPile<EventCard, 20>;

impl<C: MaskedCard, const N: usize> MaskedPile<C, N> {
    /// Hides, in place, the cards the viewer does not `know` (the pile is
    /// copied into the view and masked where it lies: no second copy).
    fn hide_unknown(&mut self, know: impl Fn(C) -> bool) {
        for c in self.0.as_mut_slice() {
            if !know(*c) {
                *c = C::HIDDEN;
            }
        }
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The card at position `k` from the bottom (`Some(None)`: a card the
    /// viewer does not know).
    pub fn get(&self, k: usize) -> Option<Option<C>> {
        self.0.get(k).map(|&c| Self::card(c))
    }

    /// The cards, bottom first (`None`: a card the viewer does not know).
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Option<C>> + ExactSizeIterator + '_ {
        self.0.iter().map(|&c| Self::card(c))
    }

    fn card(c: C) -> Option<C> {
        c.shown().then_some(c)
    }
}

impl<C: MaskedCard + core::fmt::Debug, const N: usize> core::fmt::Debug for MaskedPile<C, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(feature = "serde")]
impl<C: MaskedCard + serde::Serialize, const N: usize> serde::Serialize for MaskedPile<C, N> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(feature = "serde")]
impl<'de, C, const N: usize> serde::Deserialize<'de> for MaskedPile<C, N>
where
    C: MaskedCard + serde::Deserialize<'de>,
{
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let cards: Vec<Option<C>> = serde::Deserialize::deserialize(d)?;
        let mut out = StackVec::new();
        for c in cards {
            let c = match c {
                Some(c) if !c.shown() => return Err(D::Error::custom(C::NEVER_SHOWN)),
                Some(c) => c,
                None => C::HIDDEN,
            };
            out.push(c).map_err(D::Error::custom)?;
        }
        Ok(MaskedPile(out))
    }
}

/// A set of small ids (`0..32`): Engineers, Investors. The seat view's
/// form of [`SmallBits`], in four bytes instead of eight: the same ids, a
/// smaller observation to build and to copy. Its `Debug` text and serde
/// form are those of [`SmallBits`] (the ids in order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct IdSet(u32);

impl IdSet {
    /// How many ids the set can hold.
    pub const CAPACITY: usize = 32;

    /// The empty set.
    pub const fn new() -> Self {
        IdSet(0)
    }

    /// The ids of `bits` (all below 32: the state holds Engineer ids
    /// `0..30` and Investor ids `0..20`, nothing larger).
    #[inline]
    pub const fn of(bits: SmallBits) -> Self {
        IdSet(bits.words()[0] as u32)
    }

    /// The same ids as a [`SmallBits`].
    #[inline]
    pub const fn bits(self) -> SmallBits {
        SmallBits::from_words([self.0 as u64])
    }

    /// Adds `id`; returns whether it was newly added (false for ids out of range).
    pub fn insert(&mut self, id: usize) -> bool {
        if id >= Self::CAPACITY {
            return false;
        }
        let fresh = !self.contains(id);
        self.0 |= 1 << id;
        fresh
    }

    /// Whether `id` is in the set.
    #[inline]
    pub fn contains(&self, id: usize) -> bool {
        id < Self::CAPACITY && self.0 & (1 << id) != 0
    }

    /// How many ids are in the set.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The ids, ascending.
    pub fn iter(&self) -> impl Iterator<Item = usize> + Clone {
        let mut rest = self.0;
        core::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(id)
        })
    }
}

impl core::fmt::Debug for IdSet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.bits().fmt(f)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for IdSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.bits().serialize(s)
    }
}

/// Read as a [`SmallBits`], then refused if it holds an id of 32 or more.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for IdSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let bits = SmallBits::deserialize(d)?;
        let too_large = bits.iter().find(|&id| id >= Self::CAPACITY);
        match too_large {
            Some(id) => Err(serde::de::Error::custom(format_args!(
                "card id {id} is out of range or repeated"
            ))),
            None => Ok(IdSet::of(bits)),
        }
    }
}

/// One player's board as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatView {
    /// The Mission Director, once the viewer may know it.
    pub director: Option<u8>,
    /// Credits (thousands).
    pub credits: u16,
    /// Extra dice.
    pub dice: u8,
    /// Junior Engineers in hand.
    pub juniors: u8,
    /// Senior Engineers in hand.
    pub seniors: u8,
    /// Engineers in hand the viewer knows (the whole hand for its own seat).
    pub known_hand: IdSet,
    /// The placement is committed.
    pub committed: bool,
    /// Face-down Engineers per action, Junior profile (idle first), once visible.
    pub placed_juniors: [u8; 6],
    /// Face-down Engineers per action, Senior profile (idle first), once visible.
    pub placed_seniors: [u8; 6],
    /// Engineers the viewer knows on Specialty, Construction, R&D, Design, SOC.
    pub known_slots: [IdSet; 5],
    /// Technology reserve.
    pub reserve: CardBits,
    /// Launch Pad.
    pub pad: CardBits,
    /// Space Operations Center slot.
    pub soc: CardBits,
    /// R&D cards drawn, not yet kept.
    pub drawn: u8,
    /// Deposits per destination.
    pub deposits: [Deposit; 6],
    /// Deposits counting for the Mission.
    pub qualifying: [Deposit; 6],
    /// Investors won.
    pub investors: IdSet,
    /// Director's Specialty used.
    pub specialty_used: bool,
    /// Nation's Intervention used.
    pub intervention_used: bool,
    /// Whole-turn Engineer Specialties active.
    pub turn_engineers: IdSet,
    /// Whole-turn Director Specialty active.
    pub director_active: bool,
    /// Constructions left.
    pub builds_left: u8,
    /// Director actions left.
    pub actions_left: u8,
    /// Static fire done this turn.
    pub static_fired: bool,
    /// Launch done this turn.
    pub launched: bool,
    /// Skips this Administration.
    pub skip_admin: bool,
    /// Successful launches.
    pub launches: u8,
    /// Farthest destination reached.
    pub farthest: Option<Destination>,
    /// Types ever built (bits).
    pub built_types: u8,
    /// A launch met the Mission (Missions 1, 2, 8).
    pub mission_flag: bool,
    /// Dismissals due for debt.
    pub dismissals_due: u8,
}

/// What one viewer may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Observation {
    /// Who is looking.
    pub viewer: Viewer,
    /// The config.
    pub config: Config,
    /// Turn number.
    pub turn: u8,
    /// Where the turn stands.
    pub stage: Stage,
    /// Who must decide.
    pub to_act: PlayerSet,
    /// The one-seat decision asked (public).
    pub pending: Pending,
    /// The stage's queue (seats or revealed Engineers) and position.
    pub queue: StackVec<u8, 30>,
    /// Position in the queue.
    pub cursor: u8,
    /// Director order.
    pub order: StackVec<PlayerId, 5>,
    /// This turn's Event.
    pub event: Option<EventCard>,
    /// The Event pile, bottom first: the card where the viewer knows it (Solo Events).
    pub event_deck: EventPileView,
    /// Events revealed.
    pub events_seen: SmallBits,
    /// Technology piles.
    pub tech_piles: [PileView; 4],
    /// Technology rivers.
    pub rivers: [StackVec<u8, 3>; 3],
    /// Engineer piles (Junior, Senior).
    pub eng_piles: [PileView; 2],
    /// Investors in the pile.
    pub investor_pile: u8,
    /// The Investor river.
    pub investor_river: StackVec<u8, 2>,
    /// Investors out of the game.
    pub investors_out: SmallBits,
    /// Blue dice in the reserve.
    pub dice_reserve: u8,
    /// Actions revealed this turn (bits).
    pub revealed: u8,
    /// Solo bans in force.
    pub bans: u8,
    /// Solo Mission changes.
    pub solo_extra: u8,
    /// Every player's board.
    pub seats: BySeat<SeatView>,
    /// The viewer's two dealt Directors (while choosing).
    pub my_offer: Option<[u8; 2]>,
    /// The viewer's drawn R&D cards.
    pub my_drawn: CardBits,
    /// Winners, once over.
    pub winners: PlayerSet,
    /// Ended by the turn cap.
    pub capped: bool,
}

impl PileView {
    /// Fills an empty view of `pile`, whose cards are among `ids`, for a
    /// viewer who knows where the cards of `known` are.
    fn fill(&mut self, pile: &Pile, ids: &CardBits, known: &CardBits) {
        self.count = pile.len() as u8;
        self.under = MaskedPile(pile.under);
        // A pile holds only cards of its own ids, each once (the state's
        // invariants): when every one of them the viewer does not know lies
        // in the middle, every card beneath is known and the card-by-card
        // masking is skipped (the frequent case of the piles that only
        // public cards go beneath).
        if !ids.difference(known).difference(&pile.middle).is_empty() {
            // The known set widened to every `u8` id (the ids past the set's
            // capacity: unknown), so the test needs no range check.
            let [w0, w1] = *known.words();
            let words = [w0, w1, 0, 0];
            self.under
                .hide_unknown(|c| words[usize::from(c >> 6)] & (1 << (c & 63)) != 0);
        }
    }
}

impl Observation {
    /// The observation of `viewer`.
    #[inline]
    pub fn of(g: &RawState, viewer: Viewer) -> Observation {
        let me = viewer.seat();
        let mine = me.map(|p| g.seat(p));
        // The piles and the seats are filled in values of their own and the
        // observation is made in one expression at the end, so it is written
        // straight into the caller's place (an observation filled through
        // references is built aside and copied whole on return).
        // The base Events are masked where they lie, as the piles below. In
        // a multiplayer game the pile holds base Events only (the state's
        // invariants): every card is hidden, and the view is made at once
        // (were a Solo Event there, it would be hidden too, never shown).
        let mut event_deck = MaskedPile(g.event_deck);
        if g.config.is_solo() {
            event_deck.hide_unknown(EventCard::shown);
        } else {
            event_deck.0 =
                StackVec::filled(g.event_deck.len(), EventCard::HIDDEN).unwrap_or_default();
        }
        let tech_known = g.tech_known.known_to(viewer);
        let mut tech_piles = [PileView::default(); 4];
        for ((view, pile), ids) in tech_piles
            .iter_mut()
            .zip(&g.tech_piles)
            .zip(&TECH_PILE_CARDS)
        {
            view.fill(pile, ids, &tech_known);
        }
        let eng_known = g.eng_known.known_to(viewer);
        let mut eng_piles = [PileView::default(); 2];
        for ((view, pile), ids) in eng_piles.iter_mut().zip(&g.eng_piles).zip(&PROFILE_CARDS) {
            view.fill(pile, ids, &eng_known);
        }
        let layout_visible = matches!(
            g.stage,
            Stage::Specialties
                | Stage::Construction
                | Stage::Rnd
                | Stage::Design
                | Stage::Income
                | Stage::Administration
                | Stage::EndTurn
                | Stage::Finished
        );
        let mut seats = BySeat::new(g.n(), SeatView::default());
        for ((p, v), (_, s)) in seats.iter_mut().zip(g.seats.iter()) {
            let mine = me == Some(p);
            let director_known = g.stage != Stage::ChooseDirectors || mine;
            v.director = s.director.filter(|_| director_known);
            v.credits = s.credits;
            v.dice = s.dice;
            v.committed = s.committed;
            v.reserve = s.reserve;
            v.pad = s.pad;
            v.soc = s.soc;
            // Most of the time nothing is drawn: no count needed.
            v.drawn = if s.drawn.is_empty() {
                0
            } else {
                s.drawn.len() as u8
            };
            v.deposits = s.deposits;
            v.qualifying = s.qualifying;
            v.investors = IdSet::of(s.investors);
            v.specialty_used = s.specialty_used;
            v.intervention_used = s.intervention_used;
            v.turn_engineers = IdSet::of(s.turn_engineers);
            v.director_active = s.director_active;
            v.builds_left = s.builds_left;
            v.actions_left = s.actions_left;
            v.static_fired = s.static_fired;
            v.launched = s.launched;
            v.skip_admin = s.skip_admin;
            v.launches = s.launches;
            v.farthest = s.farthest;
            v.built_types = s.built_types;
            v.mission_flag = s.mission_flag;
            v.dismissals_due = s.dismissals_due;
            // The known cards of the hand, as one set operation.
            v.known_hand = if mine {
                IdSet::of(s.hand)
            } else {
                IdSet::of(SmallBits::from_words([
                    s.hand.words()[0] & eng_known.words()[0]
                ]))
            };
            // The profiles in hand and, when the layout is visible, the
            // face-down count per action: one pass over the Engineers of
            // each action, then over those on none (each Engineer is read
            // once, with no search for its action).
            let mut tally = |on: SmallBits, at: Option<usize>| {
                for e in on.iter() {
                    let (in_hand, placed) = if is_senior(e as u8) {
                        (&mut v.seniors, &mut v.placed_seniors)
                    } else {
                        (&mut v.juniors, &mut v.placed_juniors)
                    };
                    *in_hand += 1;
                    if let Some(slot) = at.and_then(|i| placed.get_mut(i)) {
                        *slot += 1;
                    }
                }
            };
            if mine || layout_visible {
                for (i, on) in s.slots.iter().enumerate() {
                    tally(on.intersection(&s.hand), Some(i + 1));
                }
                tally(s.hand.difference(&s.placed()), Some(0));
            } else {
                tally(s.hand, None);
            }
            for (i, slot) in Slot::ACTIONS.iter().enumerate() {
                if mine || g.revealed & (1 << i) != 0 {
                    v.known_slots[i] = IdSet::of(s.on(*slot));
                }
            }
        }
        Observation {
            viewer,
            config: g.config,
            turn: g.turn,
            stage: g.stage,
            to_act: to_act_of(g),
            pending: g.pending,
            queue: g.queue,
            cursor: g.cursor,
            order: g.order,
            event: g.event,
            event_deck,
            events_seen: g.events_seen,
            tech_piles,
            rivers: g.rivers,
            eng_piles,
            investor_pile: g.investor_pile.len() as u8,
            investor_river: g.investor_river,
            investors_out: g.investors_out,
            dice_reserve: g.dice_reserve,
            revealed: g.revealed,
            bans: g.bans,
            solo_extra: g.solo_extra,
            seats,
            my_offer: mine.and_then(|s| s.offer),
            my_drawn: mine.map_or(CardBits::new(), |s| s.drawn),
            winners: g.winners,
            capped: g.capped,
        }
    }
}

/// Where a hidden card sits, for resampling.
#[derive(Clone, Copy, Default)]
enum Spot {
    #[default]
    None,
    Hand(PlayerId, Slot, bool),
    Middle(usize),
    Under(usize, usize),
    Drawn(PlayerId),
}

impl Spot {
    /// An order of the spots that does not depend on which card is where:
    /// resampling deals the pooled cards to the spots in this order, so the
    /// sampled world is a function of what the viewer knows (and the rng).
    fn key(self) -> u32 {
        match self {
            Spot::None => 0,
            Spot::Hand(p, slot, decided) => {
                let slot = Slot::ALL.iter().position(|&x| x == slot).unwrap_or(0) as u32;
                1 << 24 | u32::from(p.0) << 16 | slot << 8 | u32::from(decided)
            }
            Spot::Middle(i) => 2 << 24 | (i as u32) << 16,
            Spot::Under(i, k) => 3 << 24 | (i as u32) << 16 | k as u32,
            Spot::Drawn(p) => 4 << 24 | u32::from(p.0) << 16,
        }
    }
}

/// A hidden card's spot, the card and who knows the card there.
type Hidden = (Spot, u8, Know);

/// Puts the spots in their canonical order ([`Spot::key`], then who knows
/// the card there): equal keys are interchangeable spots.
fn canonical<const N: usize>(spots: &mut StackVec<Hidden, N>) {
    spots
        .as_mut_slice()
        .sort_unstable_by_key(|&(spot, _, know)| (spot.key(), know.0));
}

impl RawState {
    /// Redeals everything `viewer` cannot know, with `self.rng`. The result
    /// depends only on what the viewer knows and on the rng: the unseen
    /// cards are pooled in card order and dealt to their possible places in
    /// a canonical order, never in the order the true state has them.
    fn resample(&mut self, viewer: Viewer) {
        let me = viewer.seat();
        let others: StackVec<PlayerId, 5> = self
            .seats
            .seats()
            .filter(|&p| Some(p) != me)
            .collect_stack();
        // Dealt Directors, while the choice is hidden.
        if self.stage == Stage::ChooseDirectors {
            let mine = me.and_then(|p| self.seat(p).offer);
            let mut pool: StackVec<u8, 12> = StackVec::new();
            for d in 0..crate::data::directors::DIRECTOR_COUNT as u8 {
                if !mine.is_some_and(|m| m.contains(&d)) {
                    pool.push(d).ok();
                }
            }
            self.rng.shuffle(pool.as_mut_slice());
            let mut it = pool.iter().copied();
            for &p in others.iter() {
                let (Some(a), Some(b)) = (it.next(), it.next()) else {
                    continue;
                };
                let chosen = self.seat(p).director.is_some();
                let pick = if self.rng.below(2) == 0 { a } else { b };
                if let Some(s) = self.seats.get_mut(p) {
                    s.offer = Some([a, b]);
                    if chosen {
                        s.director = Some(pick);
                    }
                }
            }
        }
        // Placements not yet revealed show nothing (R17): forgotten here,
        // redrawn below for those committed.
        let mut committed = [false; 5];
        if self.stage == Stage::Placement {
            for &p in others.iter() {
                if let Some(m) = self.seats.get_mut(p) {
                    committed[p.index() % 5] = m.committed;
                    m.decided.clear();
                    m.slots = [SmallBits::new(); 5];
                }
            }
        }
        self.resample_engineers(viewer);
        self.resample_tech(viewer);
        // The Event pile: base Events are face down and unknown.
        if self.config.is_solo() {
            let mut pool: StackVec<u8, 20> = StackVec::new();
            for b in 0..EVENT_COUNT {
                if !self.events_seen.contains(b) {
                    pool.push(b as u8).ok();
                }
            }
            self.rng.shuffle(pool.as_mut_slice());
            let mut it = pool.iter().copied();
            for c in self.event_deck.as_mut_slice() {
                if let EventCard::Base(_) = c {
                    if let Some(b) = it.next() {
                        *c = EventCard::Base(BaseEvent::ALL[usize::from(b) % EVENT_COUNT]);
                    }
                }
            }
        } else {
            let mut rng = self.rng;
            self.event_deck.as_mut_slice().sort_unstable();
            rng.shuffle(self.event_deck.as_mut_slice());
            self.rng = rng;
        }
        // Committed placements are redrawn at random among the open actions.
        if self.stage == Stage::Placement {
            for &p in others.iter() {
                if !committed[p.index() % 5] {
                    continue;
                }
                let hand = self.seat(p).hand;
                for e in hand.iter() {
                    let mut options: StackVec<Slot, 6> = StackVec::new();
                    for slot in Slot::ALL {
                        if self.placement_problem(p, slot).is_none() {
                            options.push(slot).ok();
                        }
                    }
                    let k = self.rng.below(options.len() as u32) as usize;
                    let slot = options.get(k).copied().unwrap_or(Slot::Idle);
                    if let Some(m) = self.seats.get_mut(p) {
                        m.decided.insert(e);
                        if let Some(i) = slot.action_index() {
                            m.slots[i].insert(e);
                        }
                    }
                }
            }
        }
    }

    fn resample_engineers(&mut self, viewer: Viewer) {
        let me = viewer.seat();
        for senior in [false, true] {
            let mut spots: StackVec<Hidden, 30> = StackVec::new();
            let mut cards: StackVec<u8, 30> = StackVec::new();
            for e in 0..ENGINEER_COUNT as u8 {
                if is_senior(e) != senior || self.eng_known.knows(viewer, e) {
                    continue;
                }
                let spot = if let Some(p) = self.owner_of(e) {
                    if Some(p) == me {
                        continue;
                    }
                    let s = self.seat(p);
                    Spot::Hand(p, s.slot_of(e), s.decided.contains(usize::from(e)))
                } else {
                    let i = usize::from(senior);
                    match self.eng_piles[i].under.iter().position(|&c| c == e) {
                        Some(k) => Spot::Under(i, k),
                        None => Spot::Middle(i),
                    }
                };
                spots.push((spot, e, self.eng_known.get(e))).ok();
                cards.push(e).ok();
            }
            for &(spot, e, _) in spots.iter() {
                match spot {
                    Spot::Hand(p, ..) => {
                        if let Some(s) = self.seats.get_mut(p) {
                            let id = usize::from(e);
                            s.hand.remove(id);
                            s.decided.remove(id);
                            for sl in s.slots.iter_mut() {
                                sl.remove(id);
                            }
                        }
                    }
                    Spot::Middle(i) => {
                        self.eng_piles[i].middle.remove(usize::from(e));
                    }
                    Spot::Under(..) | Spot::Drawn(_) | Spot::None => {}
                }
            }
            canonical(&mut spots);
            self.rng.shuffle(cards.as_mut_slice());
            for (&(spot, _, know), &c) in spots.iter().zip(cards.iter()) {
                self.eng_known.set(c, know);
                let id = usize::from(c);
                match spot {
                    Spot::Hand(p, slot, decided) => {
                        if let Some(s) = self.seats.get_mut(p) {
                            s.hand.insert(id);
                            if decided {
                                s.decided.insert(id);
                            }
                            if let Some(i) = slot.action_index() {
                                s.slots[i].insert(id);
                            }
                        }
                    }
                    Spot::Middle(i) => {
                        self.eng_piles[i].middle.insert(id);
                    }
                    Spot::Under(i, idx) => {
                        if let Some(x) = self.eng_piles[i].under.as_mut_slice().get_mut(idx) {
                            *x = c;
                        }
                    }
                    Spot::Drawn(_) | Spot::None => {}
                }
            }
        }
    }

    fn resample_tech(&mut self, viewer: Viewer) {
        let me = viewer.seat();
        for ty in TechType::ALL {
            let i = ty.index();
            let mut spots: StackVec<Hidden, 32> = StackVec::new();
            let mut cards: StackVec<u8, 32> = StackVec::new();
            for c in ty.ids() {
                let in_middle = self.tech_piles[i].middle.contains(usize::from(c));
                if self.tech_known.knows(viewer, c) && !in_middle {
                    continue;
                }
                let spot = if in_middle {
                    Spot::Middle(i)
                } else if let Some(k) = self.tech_piles[i].under.iter().position(|&x| x == c) {
                    Spot::Under(i, k)
                } else if let Some((p, _)) = self
                    .seats
                    .iter()
                    .find(|(_, s)| s.drawn.contains(usize::from(c)))
                {
                    if Some(p) == me {
                        continue;
                    }
                    Spot::Drawn(p)
                } else {
                    // Face-up zones are public whatever the knowledge table says.
                    continue;
                };
                spots.push((spot, c, self.tech_known.get(c))).ok();
                cards.push(c).ok();
            }
            for &(spot, c, _) in spots.iter() {
                match spot {
                    Spot::Middle(i) => {
                        self.tech_piles[i].middle.remove(usize::from(c));
                    }
                    Spot::Drawn(p) => {
                        if let Some(s) = self.seats.get_mut(p) {
                            s.drawn.remove(usize::from(c));
                        }
                    }
                    _ => {}
                }
            }
            canonical(&mut spots);
            self.rng.shuffle(cards.as_mut_slice());
            for (&(spot, _, know), &c) in spots.iter().zip(cards.iter()) {
                self.tech_known.set(c, know);
                match spot {
                    Spot::Middle(i) => {
                        self.tech_piles[i].middle.insert(usize::from(c));
                    }
                    Spot::Under(i, idx) => {
                        if let Some(x) = self.tech_piles[i].under.as_mut_slice().get_mut(idx) {
                            *x = c;
                        }
                    }
                    Spot::Drawn(p) => {
                        if let Some(s) = self.seats.get_mut(p) {
                            s.drawn.insert(usize::from(c));
                        }
                    }
                    Spot::Hand(..) | Spot::None => {}
                }
            }
        }
    }
}

/// Collects an iterator of seats into an inline vector.
trait CollectStack {
    fn collect_stack(self) -> StackVec<PlayerId, 5>;
}

impl<I: Iterator<Item = PlayerId>> CollectStack for I {
    fn collect_stack(self) -> StackVec<PlayerId, 5> {
        let mut v = StackVec::new();
        for p in self {
            v.push(p).ok();
        }
        v
    }
}

impl Determinize for Apogee {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut d = *self.raw();
        d.rng = GameRng::from_rng(rng);
        d.resample(viewer);
        Apogee::from_raw_unchecked(d)
    }

    fn rng(&self) -> &GameRng {
        &self.raw().rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.raw.rng = rng;
    }
}

/// The observation tensor ([`Encode`]): its layout is documented in the
/// crate documentation, "Observation tensor".
pub(crate) mod tensor {
    use cardgame_core::{PlayerId, Viewer};

    use crate::config::MissionChoice;
    use crate::data::engineers::ENGINEER_COUNT;
    use crate::data::events::{EventCard, EVENT_COUNT, SOLO_EVENT_COUNT};
    use crate::data::investors::INVESTOR_COUNT;
    use crate::data::technology::{TechType, TECH_COUNT};
    use crate::observe::{Observation, PileView, SeatView};
    use crate::state::{
        BuildKind, CostRuleTag, Deposit, DismissReason, Pending, RollPurpose, Stage,
    };

    const EVENTS: usize = EVENT_COUNT + SOLO_EVENT_COUNT;
    const DIRECTORS: usize = crate::data::directors::DIRECTOR_COUNT;
    const RND: usize = 28;
    /// Numbers per position of the Event pile: a Solo Event (14) or a card
    /// the viewer does not know (1).
    const DECK_SLOT: usize = SOLO_EVENT_COUNT + 1;
    /// The pending decision's details.
    const PENDING_DETAILS: usize = 4 + ENGINEER_COUNT + 6 + 2 + 7 + 1 + 4;
    /// Numbers of the part that does not depend on the number of seats.
    pub(crate) const GLOBAL: usize = 1
        + 20
        + 1
        + 13
        + 15
        + PENDING_DETAILS
        + ENGINEER_COUNT
        + 1
        + EVENTS
        + 1
        + 20 * DECK_SLOT
        + EVENTS
        + 8
        + TECH_COUNT
        + TECH_COUNT
        + 4
        + ENGINEER_COUNT
        + 1
        + 2 * INVESTOR_COUNT
        + 1
        + 5
        + 6
        + DIRECTORS
        + RND
        + 1;
    /// Fields of a deposit.
    const DEPOSIT: usize = 8;
    /// Numbers of one seat's block.
    pub(crate) const SEAT: usize = 10
        + DIRECTORS
        + 4
        + ENGINEER_COUNT
        + 1
        + 12
        + 5 * ENGINEER_COUNT
        + 3 * TECH_COUNT
        + 1
        + 2 * 6 * DEPOSIT
        + INVESTOR_COUNT
        + 7
        + ENGINEER_COUNT
        + 4
        + 6
        + 4;

    /// The tensor's length for `seats` seats.
    pub(crate) const fn len(seats: usize) -> usize {
        GLOBAL + SEAT * seats
    }

    /// Writes into a buffer segment by segment; writes beyond its end are
    /// dropped (a shorter buffer gets as much as fits).
    struct Cursor<'a> {
        out: &'a mut [f32],
        base: usize,
    }

    impl Cursor<'_> {
        fn set(&mut self, i: usize, v: f32) {
            if let Some(x) = self.out.get_mut(self.base + i) {
                *x = v;
            }
        }

        fn flag(&mut self, i: usize, on: bool) {
            if on {
                self.set(i, 1.0);
            }
        }

        /// A count divided by `scale`, capped at 1.
        fn count(&mut self, i: usize, n: impl Into<f32>, scale: f32) {
            self.set(i, (n.into() / scale).min(1.0));
        }

        /// Ends a segment of `len` numbers.
        fn next(&mut self, len: usize) {
            self.base += len;
        }
    }

    /// The index of an Event card: base Events `0..20`, Solo Events `20..34`.
    fn event_index(e: EventCard) -> usize {
        match e {
            EventCard::Base(b) => b as usize,
            EventCard::Solo(s) => EVENT_COUNT + s as usize,
        }
    }

    fn stage_index(stage: Stage) -> usize {
        match stage {
            Stage::ChooseDirectors => 0,
            Stage::StartingTeam => 1,
            Stage::TurnStart => 2,
            Stage::EventEffects => 3,
            Stage::Placement => 4,
            Stage::Specialties => 5,
            Stage::Construction => 6,
            Stage::Rnd => 7,
            Stage::Design => 8,
            Stage::Income => 9,
            Stage::Administration => 10,
            Stage::EndTurn => 11,
            Stage::Finished => 12,
        }
    }

    /// A pile's count and how many of the cards beneath it the viewer does
    /// not know.
    fn pile(c: &mut Cursor<'_>, i: usize, view: &PileView, size: f32) {
        c.count(i, f32::from(view.count), size);
        let unknown = view.under.iter().filter(|x| x.is_none()).count() as u8;
        c.count(i + 1, f32::from(unknown), size);
    }

    /// The depth beneath its pile of each card the viewer knows there, at
    /// the card's id.
    fn under_plane(c: &mut Cursor<'_>, view: &PileView, size: f32) {
        for (k, card) in view.under.iter().enumerate() {
            if let Some(card) = card {
                c.set(usize::from(card), ((k + 1) as f32 / size).min(1.0));
            }
        }
    }

    fn deposit(c: &mut Cursor<'_>, at: usize, d: &Deposit) {
        let fields = [
            d.astronauts,
            d.crewed_cards,
            d.satellites,
            d.cargos,
            d.rovers,
            d.cubesats,
            d.launches,
            d.crewed_launches,
        ];
        for (i, n) in fields.into_iter().enumerate() {
            c.count(at + i, f32::from(n), 6.0);
        }
    }

    /// Writes `obs` into `out` (every element; nothing allocated).
    pub(crate) fn encode(obs: &Observation, out: &mut [f32]) {
        out.fill(0.0);
        let n = usize::from(obs.config.seats).clamp(1, 5);
        let base = match obs.viewer {
            Viewer::Seat(p) => p.index() % n,
            Viewer::Spectator => 0,
        };
        let mut c = Cursor { out, base: 0 };

        // viewer: 1
        c.flag(0, obs.viewer == Viewer::Spectator);
        c.next(1);
        // config: 20
        match obs.config.mission {
            MissionChoice::Multiplayer(m) => c.flag(m as usize, true),
            MissionChoice::Solo(m) => c.flag(12 + m as usize, true),
        }
        c.flag(18, obs.config.single_winner);
        c.count(19, f32::from(obs.config.turn_cap), 100.0);
        c.next(20);
        // turn: 1
        c.count(
            0,
            f32::from(obs.turn),
            f32::from(obs.config.last_turn().max(1)),
        );
        c.next(1);
        // stage: 13
        c.flag(stage_index(obs.stage), true);
        c.next(13);
        // pending: 15
        c.flag(obs.pending.index(), true);
        c.next(15);
        // pending details: 54
        match obs.pending {
            Pending::ExtraDie {
                purpose,
                need,
                modifier,
                ..
            } => {
                match purpose {
                    RollPurpose::EngineFailure => c.flag(0, true),
                    RollPurpose::Specialty(e) => {
                        c.flag(1, true);
                        c.flag(4 + usize::from(e), usize::from(e) < ENGINEER_COUNT);
                    }
                    RollPurpose::Launch(d) => {
                        c.flag(2, true);
                        c.flag(4 + ENGINEER_COUNT + d.index(), true);
                    }
                    RollPurpose::InvestedFunds => c.flag(3, true),
                }
                c.count(40, f32::from(need), 13.0);
                c.set(41, (f32::from(modifier.clamp(-2, 1)) + 2.0) / 3.0);
            }
            Pending::Build { kind, .. } => {
                let at = 42;
                match kind {
                    BuildKind::Construction => c.flag(at, true),
                    BuildKind::FreeByCost(rule) => {
                        c.flag(at + 1, true);
                        let (exact, cost) = match rule {
                            CostRuleTag::Exactly(x) => (true, x),
                            CostRuleTag::AtMost(x) => (false, x),
                        };
                        c.flag(at + 4, exact);
                        c.flag(at + 5, !exact);
                        c.count(at + 6, f32::from(cost), 80.0);
                    }
                    BuildKind::FreePayload => c.flag(at + 2, true),
                    BuildKind::FreeNuclear => c.flag(at + 3, true),
                }
            }
            Pending::SellReserve { many, .. } => c.flag(49, many),
            Pending::Dismiss { left, reason, .. } => {
                c.count(50, f32::from(left), 5.0);
                c.flag(
                    51 + match reason {
                        DismissReason::Debt => 0,
                        DismissReason::ForCredits => 1,
                        DismissReason::SoloEvent => 2,
                    },
                    true,
                );
            }
            _ => {}
        }
        c.next(PENDING_DETAILS);
        // Specialties still to resolve (engineers) and the queue's cursor: 31
        if obs.stage == Stage::Specialties {
            for &e in obs.queue.iter().skip(usize::from(obs.cursor)) {
                c.flag(usize::from(e), usize::from(e) < ENGINEER_COUNT);
            }
        }
        c.count(ENGINEER_COUNT, f32::from(obs.cursor), 30.0);
        c.next(ENGINEER_COUNT + 1);
        // this turn's Event: 34
        if let Some(e) = obs.event {
            c.flag(event_index(e), true);
        }
        c.next(EVENTS);
        // the Event pile: 1 + 20 × 15, top first
        c.count(0, obs.event_deck.len() as f32, 20.0);
        for (k, card) in obs.event_deck.iter().rev().enumerate() {
            let at = 1 + k * DECK_SLOT;
            match card {
                Some(EventCard::Solo(s)) => c.flag(at + s as usize, true),
                _ => c.flag(at + SOLO_EVENT_COUNT, true),
            }
        }
        c.next(1 + 20 * DECK_SLOT);
        // Events revealed: 34
        for e in obs.events_seen.iter() {
            c.flag(e, e < EVENTS);
        }
        c.next(EVENTS);
        // Technology piles: 8 (count, unknown beneath; per type)
        for (i, view) in obs.tech_piles.iter().enumerate() {
            pile(&mut c, 2 * i, view, 28.0);
        }
        c.next(8);
        // Technology cards known beneath their pile: 110 (depth / 28)
        for view in &obs.tech_piles {
            under_plane(&mut c, view, 28.0);
        }
        c.next(TECH_COUNT);
        // Technology rivers: 110
        for river in &obs.rivers {
            for &card in river.iter() {
                c.flag(usize::from(card), usize::from(card) < TECH_COUNT);
            }
        }
        c.next(TECH_COUNT);
        // Engineer piles: 4 (count, unknown beneath; Junior, Senior)
        for (i, view) in obs.eng_piles.iter().enumerate() {
            pile(&mut c, 2 * i, view, 15.0);
        }
        c.next(4);
        // Engineers known beneath their pile: 30 (depth / 15)
        for view in &obs.eng_piles {
            under_plane(&mut c, view, 15.0);
        }
        c.next(ENGINEER_COUNT);
        // Investors: pile 1, river 20, out of the game 20
        c.count(0, f32::from(obs.investor_pile), 20.0);
        for &i in obs.investor_river.iter() {
            c.flag(1 + usize::from(i), usize::from(i) < INVESTOR_COUNT);
        }
        for i in obs.investors_out.iter() {
            c.flag(1 + INVESTOR_COUNT + i, i < INVESTOR_COUNT);
        }
        c.next(1 + 2 * INVESTOR_COUNT);
        // blue dice in the reserve: 1
        c.count(0, f32::from(obs.dice_reserve), 10.0);
        c.next(1);
        // actions revealed: 5
        for i in 0..5 {
            c.flag(i, obs.revealed & (1 << i) != 0);
        }
        c.next(5);
        // Solo bans (4) and Mission changes (2): 6
        for i in 0..4 {
            c.flag(i, obs.bans & (1 << i) != 0);
        }
        for i in 0..2 {
            c.flag(4 + i, obs.solo_extra & (1 << i) != 0);
        }
        c.next(6);
        // the viewer's two dealt Directors: 12
        if let Some(offer) = obs.my_offer {
            for d in offer {
                c.flag(usize::from(d), usize::from(d) < DIRECTORS);
            }
        }
        c.next(DIRECTORS);
        // the viewer's drawn R&D cards: 28
        for card in obs.my_drawn.iter() {
            let k = card.wrapping_sub(usize::from(TechType::Rnd.ids().start));
            c.flag(k, k < RND);
        }
        c.next(RND);
        // ended by the turn cap: 1
        c.flag(0, obs.capped);
        c.next(1);
        debug_assert_eq!(c.base, GLOBAL, "the global part's length");

        // seat blocks, the viewer's first
        for k in 0..n {
            let p = PlayerId(((base + k) % n) as u8);
            let Some(s) = obs.seats.get(p) else {
                c.next(SEAT);
                continue;
            };
            seat_block(&mut c, obs, p, s);
        }
    }

    /// One seat's block (the layout of "Observation tensor").
    fn seat_block(c: &mut Cursor<'_>, obs: &Observation, p: PlayerId, s: &SeatView) {
        let start = c.base;
        // status: 10
        c.flag(0, obs.to_act.contains(p));
        c.flag(1, obs.pending.seat() == Some(p));
        let target = match obs.pending {
            Pending::InterventionCard { target, .. } | Pending::InterventionDice { target, .. } => {
                Some(target)
            }
            _ => None,
        };
        c.flag(2, target == Some(p));
        let seat_queue = matches!(obs.stage, Stage::Rnd | Stage::Design);
        c.flag(
            3,
            seat_queue
                && obs
                    .queue
                    .iter()
                    .skip(usize::from(obs.cursor))
                    .any(|&q| q == p.0),
        );
        c.flag(4, obs.winners.contains(p));
        if let Some(i) = obs.order.iter().position(|&q| q == p) {
            c.flag(5 + i, i < 5);
        }
        c.next(10);
        // Director: 12
        if let Some(d) = s.director {
            c.flag(usize::from(d), usize::from(d) < DIRECTORS);
        }
        c.next(DIRECTORS);
        // credits, dice, Juniors and Seniors in hand: 4
        c.count(0, f32::from(s.credits), 500.0);
        c.count(1, f32::from(s.dice), 3.0);
        c.count(2, f32::from(s.juniors), 5.0);
        c.count(3, f32::from(s.seniors), 5.0);
        c.next(4);
        // Engineers of the hand the viewer knows: 30
        for e in s.known_hand.iter() {
            c.flag(e, e < ENGINEER_COUNT);
        }
        c.next(ENGINEER_COUNT);
        // committed: 1
        c.flag(0, s.committed);
        c.next(1);
        // face-down Engineers per action (idle first), Junior then Senior: 12
        for i in 0..6 {
            c.count(i, f32::from(s.placed_juniors[i]), 5.0);
            c.count(6 + i, f32::from(s.placed_seniors[i]), 5.0);
        }
        c.next(12);
        // Engineers the viewer knows on each action: 5 × 30
        for (i, on) in s.known_slots.iter().enumerate() {
            for e in on.iter() {
                c.flag(i * ENGINEER_COUNT + e, e < ENGINEER_COUNT);
            }
        }
        c.next(5 * ENGINEER_COUNT);
        // reserve, Launch Pad, Space Operations Center: 3 × 110
        for (i, set) in [s.reserve, s.pad, s.soc].iter().enumerate() {
            for card in set.iter() {
                c.flag(i * TECH_COUNT + card, card < TECH_COUNT);
            }
        }
        c.next(3 * TECH_COUNT);
        // R&D cards drawn, not yet kept: 1
        c.count(0, f32::from(s.drawn), 5.0);
        c.next(1);
        // deposits, then those counting for the Mission: 2 × 6 × 8
        for (i, d) in s.deposits.iter().enumerate() {
            deposit(c, i * DEPOSIT, d);
        }
        for (i, d) in s.qualifying.iter().enumerate() {
            deposit(c, (6 + i) * DEPOSIT, d);
        }
        c.next(2 * 6 * DEPOSIT);
        // Investors won: 20
        for i in s.investors.iter() {
            c.flag(i, i < INVESTOR_COUNT);
        }
        c.next(INVESTOR_COUNT);
        // flags: 7
        let flags = [
            s.specialty_used,
            s.intervention_used,
            s.director_active,
            s.static_fired,
            s.launched,
            s.skip_admin,
            s.mission_flag,
        ];
        for (i, f) in flags.into_iter().enumerate() {
            c.flag(i, f);
        }
        c.next(7);
        // whole-turn Engineer Specialties in force: 30
        for e in s.turn_engineers.iter() {
            c.flag(e, e < ENGINEER_COUNT);
        }
        c.next(ENGINEER_COUNT);
        // Constructions and Director actions left, launches, dismissals due: 4
        c.count(0, f32::from(s.builds_left), 5.0);
        c.count(1, f32::from(s.actions_left), 2.0);
        c.count(2, f32::from(s.launches), 10.0);
        c.count(3, f32::from(s.dismissals_due), 5.0);
        c.next(4);
        // farthest destination: 6
        if let Some(d) = s.farthest {
            c.flag(d.index(), true);
        }
        c.next(6);
        // Technology types ever built: 4
        for i in 0..4 {
            c.flag(i, s.built_types & (1 << i) != 0);
        }
        c.next(4);
        debug_assert_eq!(c.base - start, SEAT, "a seat block's length");
    }
}

impl Encode for Apogee {
    /// One axis of `860 + 717 × seats` numbers (1,577 solo, 2,294 for 2
    /// seats, 3,011 for 3, 3,728 for 4, 4,445 for 5), laid out as
    /// "Observation tensor" in the crate documentation says.
    fn observation_shape(config: &Config) -> Vec<usize> {
        alloc::vec![tensor::len(usize::from(config.seats).clamp(1, 5))]
    }

    /// Allocates nothing.
    fn encode(obs: &Observation, out: &mut [f32]) {
        tensor::encode(obs, out);
    }

    /// Each seat's progress toward the Mission, per mille of its
    /// requirements met; once the game is over, 1,000 for a winner (and at
    /// most 999 for the others).
    fn scores(&self) -> BySeat<i32> {
        BySeat::from_fn(self.num_players(), |p| self.raw().mission_progress(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    #[test]
    fn an_id_set_reads_and_prints_as_the_small_bits_it_holds() {
        let bits = SmallBits::from_words([0b1010_0000_0000_0000_0000_0000_0000_1001]);
        let set = IdSet::of(bits);
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 3, 29, 31]);
        assert_eq!(set.bits(), bits);
        assert_eq!(format!("{set:?}"), format!("{bits:?}"));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn an_id_set_has_the_serde_form_of_small_bits_and_refuses_large_ids() {
        let set = IdSet::of(SmallBits::from_words([0b1001]));
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, serde_json::to_string(&set.bits()).unwrap());
        assert_eq!(serde_json::from_str::<IdSet>(&json).unwrap(), set);
        let err = serde_json::from_str::<IdSet>("[3, 40]").unwrap_err();
        assert!(err.to_string().contains("card id 40"), "{err}");
    }
}
