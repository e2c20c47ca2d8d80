//! The state: zones, per-seat boards, the turn procedure's position, and who
//! knows what.
//!
//! [`RawState`] has public fields (a position anyone may build, e.g. for a
//! scenario, and the serde form); [`Apogee`] wraps it privately and is built
//! from it with `TryFrom`, which checks every invariant
//! ([`RawState::check_invariants`]).

use cardgame_core::{
    BitSet, BySeat, EventSink, GameRng, InvariantError, PlayerId, PlayerSet, StackVec, Viewer,
};

use crate::config::Config;
use crate::data::directors::{director, DirectorCard, DirectorSpecialty, Nation, DIRECTOR_COUNT};
use crate::data::engineers::{
    engineer, CostRule, EngineerSpecialty as ES, ENGINEER_COUNT, JUNIORS,
};
use crate::data::events::EVENT_COUNT;
use crate::data::events::{BaseEvent, EventCard, SoloEvent};
use crate::data::investors::INVESTOR_COUNT;
use crate::data::missions::Mission;
use crate::data::tables::Destination;
use crate::data::technology::{pad_facts, tech_type, Characteristic, TechType, TECH_COUNT};
use crate::event::Event;
use crate::rules::to_act_of;

/// A set of Technology card ids (`0..110`) or Engineer ids (`0..30`).
pub type CardBits = BitSet<2>;
/// A set of small ids: Engineers, Investors, Events.
pub type SmallBits = BitSet<1>;

/// The reserve limit (Player Board: "limit of 9 Technology cards").
pub const RESERVE_LIMIT: usize = 9;
/// Engineers in hand (Engineer Card: "Limit of 5 Engineers in hand").
pub const HAND_LIMIT: usize = 5;
/// Launch dice a player may hold.
pub const DICE_LIMIT: u8 = 3;
/// Blue dice in the game.
pub const BLUE_DICE: u8 = 10;
/// Cards per slot of the Launch Pad board.
pub const PAD_SLOT_LIMIT: usize = 3;

/// A face-down pile: an unordered middle nobody knows the order of, and
/// cards put beneath it in a known order (`under[0]` is the very bottom).
/// Who knows which card is beneath lives in the state's knowledge tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pile {
    /// Cards in unknown order.
    pub middle: CardBits,
    /// Cards put beneath the pile; index 0 is the bottom.
    pub under: StackVec<u8, 28>,
}

impl Pile {
    /// A shuffled pile of `cards`.
    pub fn of(cards: impl IntoIterator<Item = u8>) -> Pile {
        let mut p = Pile::default();
        for c in cards {
            p.middle.insert(usize::from(c));
        }
        p
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.middle.len() + self.under.len()
    }

    /// Whether the pile is empty.
    pub fn is_empty(&self) -> bool {
        self.middle.is_empty() && self.under.is_empty()
    }

    /// Every card of the pile.
    pub fn cards(&self) -> CardBits {
        let mut s = self.middle;
        for &c in self.under.iter() {
            s.insert(usize::from(c));
        }
        s
    }

    /// Draws the top card: a random card of the middle, then the cards
    /// beneath from the topmost down.
    #[inline]
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<u8> {
        if let Some(c) = self.middle.take_random(rng) {
            return Some(c as u8);
        }
        self.under.pop()
    }

    /// Puts a card beneath the pile.
    pub fn put_under(&mut self, card: u8) {
        if self.under.insert(0, card).is_err() {
            self.middle.insert(usize::from(card));
        }
    }
}

/// Who knows a card's position: bit `i` = seat `i`; [`Know::PUBLIC`] = everybody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Know(pub u8);

impl Know {
    /// Nobody.
    pub const NOBODY: Know = Know(0);
    /// Everybody, spectators included.
    pub const PUBLIC: Know = Know(0xFF);

    /// Only seat `p`.
    pub const fn only(p: PlayerId) -> Know {
        Know(1 << (p.0 & 7))
    }
}

/// For each viewer, the set of cards whose position it knows (for the cards
/// in hidden places: pile bottoms, hands, drawn R&D).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Knowledge {
    /// Per seat.
    pub seats: [CardBits; 5],
    /// Known to everybody (spectators included).
    pub public: CardBits,
}

impl Knowledge {
    /// Whether `viewer` knows where `card` is.
    pub fn knows(&self, viewer: Viewer, card: u8) -> bool {
        let c = usize::from(card);
        if self.public.contains(c) {
            return true;
        }
        match viewer {
            Viewer::Seat(p) => self.seats.get(p.index()).is_some_and(|s| s.contains(c)),
            Viewer::Spectator => false,
        }
    }

    /// Every card whose position `viewer` knows: [`Knowledge::knows`] for
    /// all cards at once.
    pub(crate) fn known_to(&self, viewer: Viewer) -> CardBits {
        match viewer {
            Viewer::Seat(p) => match self.seats.get(p.index()) {
                Some(s) => self.public.union(s),
                None => self.public,
            },
            Viewer::Spectator => self.public,
        }
    }

    /// Who knows where `card` is.
    pub fn get(&self, card: u8) -> Know {
        let c = usize::from(card);
        if self.public.contains(c) {
            return Know::PUBLIC;
        }
        let mut bits = 0u8;
        for (i, s) in self.seats.iter().enumerate() {
            if s.contains(c) {
                bits |= 1 << i;
            }
        }
        Know(bits)
    }

    /// Sets who knows where `card` is.
    pub fn set(&mut self, card: u8, know: Know) {
        let c = usize::from(card);
        // Ids beyond the sets' capacity are in none of them.
        if c >= CardBits::CAPACITY {
            return;
        }
        if know == Know::PUBLIC {
            // Known to everybody: in every set (the frequent case, with no
            // per-seat test).
            self.public.insert(c);
            for s in &mut self.seats {
                s.insert(c);
            }
            return;
        }
        self.public.remove(c);
        for (i, s) in self.seats.iter_mut().enumerate() {
            if know.0 & (1 << i) != 0 {
                s.insert(c);
            } else {
                s.remove(c);
            }
        }
    }

    /// [`Knowledge::set`] for every card of a set of small ids (Engineers)
    /// at once: a few word operations instead of a pass per card.
    pub(crate) fn set_all(&mut self, cards: &SmallBits, know: Know) {
        let cards = CardBits::from_words([cards.words()[0], 0]);
        if know == Know::PUBLIC {
            self.public = self.public.union(&cards);
            for s in &mut self.seats {
                *s = s.union(&cards);
            }
            return;
        }
        self.public = self.public.difference(&cards);
        for (i, s) in self.seats.iter_mut().enumerate() {
            *s = if know.0 & (1 << i) != 0 {
                s.union(&cards)
            } else {
                s.difference(&cards)
            };
        }
    }

    /// Adds seat `p` to those who know where `card` is.
    pub fn add(&mut self, card: u8, p: PlayerId) {
        if let Some(s) = self.seats.get_mut(p.index()) {
            s.insert(usize::from(card));
        }
    }
}

/// Where an Engineer placed face down during the Planning phase works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Slot {
    /// No action (the card has no effect this turn).
    #[default]
    Idle,
    /// Specialty.
    Specialty,
    /// Construction.
    Construction,
    /// R&D.
    Rnd,
    /// Design.
    Design,
    /// Space Operations Center.
    Soc,
}

impl Slot {
    /// Every slot, `Idle` first.
    pub const ALL: [Slot; 6] = [
        Slot::Idle,
        Slot::Specialty,
        Slot::Construction,
        Slot::Rnd,
        Slot::Design,
        Slot::Soc,
    ];
    /// The five actions.
    pub const ACTIONS: [Slot; 5] = [
        Slot::Specialty,
        Slot::Construction,
        Slot::Rnd,
        Slot::Design,
        Slot::Soc,
    ];

    /// Index into [`Seat::slots`] (`None` for `Idle`).
    pub const fn action_index(self) -> Option<usize> {
        match self {
            Slot::Idle => None,
            // Specialty, Construction, R&D, Design, SOC: 0 to 4, in order.
            _ => Some(self as usize - 1),
        }
    }

    /// The slot's bit in a set of slots (`1 << (self as u8)`).
    pub(crate) const fn bit(self) -> u8 {
        1 << (self as u8)
    }

    /// The token used in action texts.
    pub const fn token(self) -> &'static str {
        match self {
            Slot::Idle => "idle",
            Slot::Specialty => "specialty",
            Slot::Construction => "construction",
            Slot::Rnd => "rnd",
            Slot::Design => "design",
            Slot::Soc => "soc",
        }
    }

    /// The action's name.
    pub const fn name(self) -> &'static str {
        match self {
            Slot::Idle => "no action",
            Slot::Specialty => "Specialty",
            Slot::Construction => "Construction",
            Slot::Rnd => "R&D",
            Slot::Design => "Design",
            Slot::Soc => "Space Operations Center",
        }
    }
}

/// What a player has deposited at one destination (Space Operations Center).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Deposit {
    /// Astronauts.
    pub astronauts: u8,
    /// "Crewed flight" Payload cards.
    pub crewed_cards: u8,
    /// "Satellite" Payloads.
    pub satellites: u8,
    /// "Cargo" Payloads.
    pub cargos: u8,
    /// "Rover" Payloads.
    pub rovers: u8,
    /// "CubeSat" R&D.
    pub cubesats: u8,
    /// Successful launches.
    pub launches: u8,
    /// Successful launches with a "Crewed flight" Payload.
    pub crewed_launches: u8,
}

impl Deposit {
    /// Nothing deposited.
    pub const ZERO: Deposit = Deposit {
        astronauts: 0,
        crewed_cards: 0,
        satellites: 0,
        cargos: 0,
        rovers: 0,
        cubesats: 0,
        launches: 0,
        crewed_launches: 0,
    };
}

impl core::fmt::Display for Deposit {
    /// What was deposited, e.g. "2 launches, 3 astronauts, 1 Satellite".
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let plural = |n: u8| if n == 1 { "" } else { "s" };
        write!(
            f,
            "{} launch{}",
            self.launches,
            if self.launches == 1 { "" } else { "es" }
        )?;
        if self.crewed_launches > 0 {
            write!(f, " ({} crewed)", self.crewed_launches)?;
        }
        let items = [
            (self.astronauts, "astronaut"),
            (self.crewed_cards, "Crewed flight Payload"),
            (self.satellites, "Satellite"),
            (self.cargos, "Cargo"),
            (self.rovers, "Rover"),
            (self.cubesats, "CubeSat"),
        ];
        for (n, what) in items {
            if n > 0 {
                write!(f, ", {n} {what}{}", plural(n))?;
            }
        }
        Ok(())
    }
}

/// One player's boards and hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat {
    /// The Mission Director kept (`None` before the choice).
    pub director: Option<u8>,
    /// The two Directors dealt (`None` once the choice is revealed).
    pub offer: Option<[u8; 2]>,
    /// Credits, in thousands.
    pub credits: u16,
    /// Extra (blue) launch dice held, at most 3.
    pub dice: u8,
    /// Engineers in hand.
    pub hand: SmallBits,
    /// Engineers placed on Specialty, Construction, R&D, Design, Space Operations Center.
    pub slots: [SmallBits; 5],
    /// Engineers already placed this Planning phase (on an action or on none).
    pub decided: SmallBits,
    /// Whether the placement is committed.
    pub committed: bool,
    /// Technology reserve (face up).
    pub reserve: CardBits,
    /// Built Technologies on the Launch Pad board.
    pub pad: CardBits,
    /// Technologies stored on the Space Operations Center after launches.
    pub soc: CardBits,
    /// R&D cards drawn this turn, not yet kept (seen by this player only).
    pub drawn: CardBits,
    /// Deposits per destination.
    pub deposits: [Deposit; 6],
    /// Deposits per destination by launches that meet the Mission's per-launch
    /// condition (Mission 4: no R&D; Mission 6: cost below 160,000).
    pub qualifying: [Deposit; 6],
    /// Investors won.
    pub investors: SmallBits,
    /// The Director's Specialty has been used.
    pub specialty_used: bool,
    /// The Nation's Intervention has been used (or failed).
    pub intervention_used: bool,
    /// Engineers whose whole-turn Specialty is active this turn.
    pub turn_engineers: SmallBits,
    /// The Director's whole-turn Specialty is active this turn.
    pub director_active: bool,
    /// Constructions left this turn.
    pub builds_left: u8,
    /// Thousands left of this turn's Construction discount.
    pub discount_left: u8,
    /// Director actions left this Administration phase.
    pub actions_left: u8,
    /// A static fire was performed this turn.
    pub static_fired: bool,
    /// A launch was performed this turn.
    pub launched: bool,
    /// Skips this turn's Administration (unpaid quarterly debt).
    pub skip_admin: bool,
    /// Successful launches this game.
    pub launches: u8,
    /// Farthest destination reached by a successful launch.
    pub farthest: Option<Destination>,
    /// Technology types ever built (bit per [`TechType::index`]; a
    /// Single-Stage Orbital Launcher sets both stage bits).
    pub built_types: u8,
    /// A single launch met the Mission (Missions 1, 2 and 8).
    pub mission_flag: bool,
    /// Engineers to dismiss for unpaid quarterly debt.
    pub dismissals_due: u8,
}

impl Default for Seat {
    fn default() -> Self {
        Seat::EMPTY
    }
}

/// The stable state hash keeps the encoding of version 0.1, where "no
/// Director", "no dealt pair" and "no destination yet" were the `u8` values
/// 255, `[255, 255]` and 0: hashes recorded then (the bench's determinism
/// fingerprints, transposition tables) stay valid.
impl core::hash::Hash for Seat {
    fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
        const NONE: u8 = u8::MAX;
        // Every field, in declaration order (the destructuring keeps the
        // list complete).
        let Seat {
            director,
            offer,
            credits,
            dice,
            hand,
            slots,
            decided,
            committed,
            reserve,
            pad,
            soc,
            drawn,
            deposits,
            qualifying,
            investors,
            specialty_used,
            intervention_used,
            turn_engineers,
            director_active,
            builds_left,
            discount_left,
            actions_left,
            static_fired,
            launched,
            skip_admin,
            launches,
            farthest,
            built_types,
            mission_flag,
            dismissals_due,
        } = self;
        director.unwrap_or(NONE).hash(h);
        offer.unwrap_or([NONE; 2]).hash(h);
        credits.hash(h);
        dice.hash(h);
        hand.hash(h);
        slots.hash(h);
        decided.hash(h);
        committed.hash(h);
        reserve.hash(h);
        pad.hash(h);
        soc.hash(h);
        drawn.hash(h);
        deposits.hash(h);
        qualifying.hash(h);
        investors.hash(h);
        specialty_used.hash(h);
        intervention_used.hash(h);
        turn_engineers.hash(h);
        director_active.hash(h);
        builds_left.hash(h);
        discount_left.hash(h);
        actions_left.hash(h);
        static_fired.hash(h);
        launched.hash(h);
        skip_admin.hash(h);
        launches.hash(h);
        farthest.map_or(0, |d| d as u8 + 1).hash(h);
        built_types.hash(h);
        mission_flag.hash(h);
        dismissals_due.hash(h);
    }
}

impl Seat {
    /// A board with nothing on it.
    pub const EMPTY: Seat = Seat {
        director: None,
        offer: None,
        credits: 0,
        dice: 0,
        hand: SmallBits::new(),
        slots: [SmallBits::new(); 5],
        decided: SmallBits::new(),
        committed: false,
        reserve: CardBits::new(),
        pad: CardBits::new(),
        soc: CardBits::new(),
        drawn: CardBits::new(),
        deposits: [Deposit::ZERO; 6],
        qualifying: [Deposit::ZERO; 6],
        investors: SmallBits::new(),
        specialty_used: false,
        intervention_used: false,
        turn_engineers: SmallBits::new(),
        director_active: false,
        builds_left: 0,
        discount_left: 0,
        actions_left: 0,
        static_fired: false,
        launched: false,
        skip_admin: false,
        launches: 0,
        farthest: None,
        built_types: 0,
        mission_flag: false,
        dismissals_due: 0,
    };

    /// The Mission Director card kept (the first card before the choice,
    /// when no rule reads it).
    pub fn director_card(&self) -> &'static DirectorCard {
        director(self.director.unwrap_or(0))
    }

    /// The slot an Engineer in hand is placed on.
    pub fn slot_of(&self, engineer: u8) -> Slot {
        for s in Slot::ACTIONS {
            if let Some(i) = s.action_index() {
                if self.slots[i].contains(usize::from(engineer)) {
                    return s;
                }
            }
        }
        Slot::Idle
    }

    /// The Engineers placed on an action.
    pub fn on(&self, slot: Slot) -> SmallBits {
        match slot.action_index() {
            Some(i) => self.slots[i],
            None => self.hand.difference(&self.placed()),
        }
    }

    /// The Engineers the Dismiss action may let go: those in hand but not on
    /// the Space Operations Center this turn (see `dismiss_problem`).
    pub(crate) fn dismissable(&self) -> SmallBits {
        self.hand.difference(&self.on(Slot::Soc))
    }

    /// The Engineers lying face up on the actions revealed so far this turn
    /// (`revealed`: bit = [`Slot::action_index`]).
    pub(crate) fn face_up(&self, revealed: u8) -> SmallBits {
        let mut s = SmallBits::new();
        for (i, x) in self.slots.iter().enumerate() {
            if revealed & (1 << i) != 0 {
                s = s.union(x);
            }
        }
        s
    }

    /// Every Engineer placed on an action.
    pub fn placed(&self) -> SmallBits {
        let mut s = SmallBits::new();
        for x in &self.slots {
            s = s.union(x);
        }
        s
    }

    /// Built cards of a type.
    pub fn built(&self, ty: TechType) -> impl Iterator<Item = u8> + '_ {
        self.pad
            .iter()
            .map(|c| c as u8)
            .filter(move |&c| tech_type(c) == ty)
    }

    /// The built cards on the Launch Pad, by type.
    pub(crate) fn built_by_type(&self) -> BuiltByType {
        BuiltByType::from_pad(self.pad)
    }

    /// Whether a First Stage is built. Card ids are sorted by type, First
    /// Stages lowest, so the lowest built card tells.
    pub(crate) fn has_first_stage(&self) -> bool {
        self.pad
            .iter()
            .next()
            .is_some_and(|c| tech_type(c as u8) == TechType::FirstStage)
    }

    /// Reserve cards of a type.
    pub fn reserve_of(&self, ty: TechType) -> impl Iterator<Item = u8> + '_ {
        self.reserve
            .iter()
            .map(|c| c as u8)
            .filter(move |&c| tech_type(c) == ty)
    }

    /// Junior and Senior counts in hand.
    pub fn hand_types(&self) -> (u8, u8) {
        let mut j = 0;
        let mut s = 0;
        for e in self.hand.iter() {
            if (e as u8) < JUNIORS {
                j += 1;
            } else {
                s += 1;
            }
        }
        (j, s)
    }
}

/// A Launch Pad's built cards counted by type (index [`TechType::index`]),
/// with the characteristics the compatibility rules read: what the
/// building rules read, gathered in one pass.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BuiltByType {
    /// How many of each type.
    pub(crate) counts: [u8; 4],
    /// A Single-Stage Orbital Launcher is among the First Stages.
    pub(crate) single_stage: bool,
    /// The First Stages' propulsions: bit 0 Pulsed Nuclear, bit 1 Pulsed
    /// Laser, bit 2 any other.
    pub(crate) first_kinds: u8,
    /// The Upper Stages' propulsions: bit 0 Ion Engine, bit 1 Nuclear
    /// Propulsion, bit 2 any other.
    pub(crate) upper_kinds: u8,
    /// A "Heavy" Version is among the R&D.
    pub(crate) heavy: bool,
}

/// The propulsion bit of a stage characteristic for
/// [`BuiltByType::first_kinds`] / [`BuiltByType::upper_kinds`]: bit 0 for
/// `a`, bit 1 for `b` (the two kinds compatible only with themselves), bit
/// 2 for any other.
pub(crate) fn propulsion_bit(c: Characteristic, a: Characteristic, b: Characteristic) -> u8 {
    if c == a {
        0b001
    } else if c == b {
        0b010
    } else {
        0b100
    }
}

impl BuiltByType {
    /// The cards of `pad` by type.
    pub(crate) fn from_pad(pad: CardBits) -> BuiltByType {
        // One table read per card: its type, and the characteristics the
        // compatibility rules read, as bits (see `pad_facts`).
        let mut by_type = BuiltByType::default();
        let mut facts = 0u16;
        for c in pad.iter() {
            let f = pad_facts(c as u8);
            let i = usize::from(f & 3);
            by_type.counts[i] = by_type.counts[i].saturating_add(1);
            facts |= f;
        }
        by_type.first_kinds = (facts >> 2) as u8 & 0b111;
        by_type.upper_kinds = (facts >> 5) as u8 & 0b111;
        by_type.single_stage = facts & 1 << 8 != 0;
        by_type.heavy = facts & 1 << 9 != 0;
        by_type
    }

    /// How many cards of a type are built.
    pub(crate) fn count(&self, ty: TechType) -> u8 {
        self.counts[ty.index()]
    }
}

/// Where the turn procedure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stage {
    /// Game Preparation: each player keeps 1 of 2 Directors (simultaneous).
    #[default]
    ChooseDirectors,
    /// Game Preparation: starting teams, in descending Director Authority.
    StartingTeam,
    /// A new turn begins: reveal the Event.
    TurnStart,
    /// The Event's immediate effects, player by player.
    EventEffects,
    /// Engineer placement (simultaneous, face down).
    Placement,
    /// a. Resolution of Specialties.
    Specialties,
    /// b. Resolution of Constructions.
    Construction,
    /// c. Resolution of R&D: each player keeps one drawn card.
    Rnd,
    /// d. Resolution of Design.
    Design,
    /// Administration: quarterly earnings (and unpaid-debt dismissals).
    Income,
    /// Administration: Director actions.
    Administration,
    /// End of the turn: Engineers return, Mission check.
    EndTurn,
    /// The game is over.
    Finished,
}

impl core::fmt::Display for Stage {
    /// Where the turn stands, in the rulebook's words.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Stage::ChooseDirectors => "Game Preparation: choosing the Mission Directors",
            Stage::StartingTeam => "Game Preparation: recruiting the starting teams",
            Stage::TurnStart => "a new turn begins",
            Stage::EventEffects => "Planning phase: the Event",
            Stage::Placement => "Planning phase: Engineer placement",
            Stage::Specialties => "Planning phase: Resolution of Specialties",
            Stage::Construction => "Planning phase: Resolution of Constructions",
            Stage::Rnd => "Planning phase: Resolution of R&D",
            Stage::Design => "Planning phase: Resolution of Design",
            Stage::Income => "Administration phase: the quarter's earnings",
            Stage::Administration => "Administration phase: the Director's actions",
            Stage::EndTurn => "end of the turn",
            Stage::Finished => "the game is over",
        })
    }
}

/// Why a die is being rolled (for the extra-dice decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RollPurpose {
    /// Engine Failure repair.
    EngineFailure,
    /// An Engineer's Specialty.
    Specialty(u8),
    /// A launch toward a destination.
    Launch(Destination),
    /// Solo Event 12, Loss of Your Invested Funds.
    InvestedFunds,
}

/// Which free or paid build is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BuildKind {
    /// The Construction action (paid).
    Construction,
    /// A free build by an Engineer Specialty.
    FreeByCost(CostRuleTag),
    /// Laura Grey Walter: a free Payload.
    FreePayload,
    /// Ekaterina Vostochny: a free Nuclear Technology.
    FreeNuclear,
}

/// [`CostRule`] in a serializable form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CostRuleTag {
    /// Exactly this cost.
    Exactly(u8),
    /// At most this cost.
    AtMost(u8),
}

impl From<CostRule> for CostRuleTag {
    fn from(r: CostRule) -> Self {
        match r {
            CostRule::Exactly(n) => CostRuleTag::Exactly(n),
            CostRule::AtMost(n) => CostRuleTag::AtMost(n),
        }
    }
}

/// Why Engineers are being dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DismissReason {
    /// Unpaid quarterly debt: 1 per 20,000 unpaid.
    Debt,
    /// Zhang Kang's Specialty: any number, 20,000 each.
    ForCredits,
    /// A Solo Event.
    SoloEvent,
}

/// The decision one seat must take now (besides the simultaneous ones).
///
/// Every variant names the deciding seat first: with the tag as its own
/// byte (`repr(u8)`), the seat lies at the same place in every variant, so
/// [`Pending::seat`], asked at every decision, is one load rather than a
/// jump through a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Pending {
    /// None.
    #[default]
    None,
    /// Recruit the starting team.
    StartingTeam(PlayerId),
    /// After a failed roll: spend an extra die or accept the failure.
    ExtraDie {
        /// Who rolled.
        seat: PlayerId,
        /// What for.
        purpose: RollPurpose,
        /// Lowest successful result.
        need: u8,
        /// Added to each die (weather).
        modifier: i8,
    },
    /// Choose a Technology river line to replace.
    ReplaceRiver(PlayerId),
    /// Take a card from a Technology river.
    TakeFromRiver(PlayerId),
    /// Build a reserve card.
    Build {
        /// Who builds.
        seat: PlayerId,
        /// Which build.
        kind: BuildKind,
    },
    /// Sell reserve cards on the Public Market.
    SellReserve {
        /// Who sells.
        seat: PlayerId,
        /// Any number (Liam Van Horn) rather than exactly one (Matviy Lyulka).
        many: bool,
    },
    /// Sell a built card (Anatoliy Feoktistov).
    SellBuilt(PlayerId),
    /// Keep one of the drawn R&D cards.
    KeepRnd(PlayerId),
    /// Discard down to the reserve limit.
    Discard(PlayerId),
    /// Choose a Director action.
    DirectorTurn(PlayerId),
    /// Dismiss Engineers.
    Dismiss {
        /// Who dismisses.
        seat: PlayerId,
        /// How many are still due (upper bound for [`DismissReason::ForCredits`]).
        left: u8,
        /// Why.
        reason: DismissReason,
    },
    /// Choose the target of a successful Nation Intervention.
    InterventionTarget(PlayerId),
    /// United States: choose the target's R&D card to discard.
    InterventionCard {
        /// Who intervenes.
        seat: PlayerId,
        /// The target.
        target: PlayerId,
    },
    /// Russian Federation: choose 1 or 2 of the target's dice.
    InterventionDice {
        /// Who intervenes.
        seat: PlayerId,
        /// The target.
        target: PlayerId,
    },
}

impl core::hash::Hash for Pending {
    /// The hash derived for the enum without `repr(u8)`, which the
    /// determinism fingerprints are taken with: the variant's index as an
    /// `isize` (`repr(u8)` would make the derived hash write a `u8`), then
    /// its fields in order.
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.index() as isize).hash(state);
        // Every variant but `None` names the deciding seat first.
        if let Some(seat) = self.seat() {
            seat.hash(state);
        }
        match *self {
            Pending::ExtraDie {
                purpose,
                need,
                modifier,
                ..
            } => {
                purpose.hash(state);
                need.hash(state);
                modifier.hash(state);
            }
            Pending::Build { kind, .. } => kind.hash(state),
            Pending::SellReserve { many, .. } => many.hash(state),
            Pending::Dismiss { left, reason, .. } => {
                left.hash(state);
                reason.hash(state);
            }
            Pending::InterventionCard { target, .. } | Pending::InterventionDice { target, .. } => {
                target.hash(state)
            }
            _ => {}
        }
    }
}

impl Pending {
    /// The variant's place in the declaration, `None` 0 to
    /// `InterventionDice` 14 (what the derived hash and the encoding use).
    pub(crate) const fn index(&self) -> usize {
        match self {
            Pending::None => 0,
            Pending::StartingTeam(_) => 1,
            Pending::ExtraDie { .. } => 2,
            Pending::ReplaceRiver(_) => 3,
            Pending::TakeFromRiver(_) => 4,
            Pending::Build { .. } => 5,
            Pending::SellReserve { .. } => 6,
            Pending::SellBuilt(_) => 7,
            Pending::KeepRnd(_) => 8,
            Pending::Discard(_) => 9,
            Pending::DirectorTurn(_) => 10,
            Pending::Dismiss { .. } => 11,
            Pending::InterventionTarget(_) => 12,
            Pending::InterventionCard { .. } => 13,
            Pending::InterventionDice { .. } => 14,
        }
    }

    /// The seat that must decide.
    pub const fn seat(&self) -> Option<PlayerId> {
        match *self {
            Pending::None => None,
            Pending::StartingTeam(p)
            | Pending::ReplaceRiver(p)
            | Pending::TakeFromRiver(p)
            | Pending::SellBuilt(p)
            | Pending::KeepRnd(p)
            | Pending::Discard(p)
            | Pending::DirectorTurn(p)
            | Pending::InterventionTarget(p) => Some(p),
            Pending::ExtraDie { seat, .. }
            | Pending::Build { seat, .. }
            | Pending::SellReserve { seat, .. }
            | Pending::Dismiss { seat, .. }
            | Pending::InterventionCard { seat, .. }
            | Pending::InterventionDice { seat, .. } => Some(seat),
        }
    }
}

/// A whole Apogee position with public fields: build one freely, then turn it
/// into a game with [`crate::Apogee::try_from`], which checks every invariant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RawState {
    /// The config.
    pub config: Config,
    /// The random number generator.
    pub rng: GameRng,
    /// Scenario dice: results used before the RNG (last first). Always empty
    /// in a game set up with `new`; scenarios load them to replay the
    /// rulebook's examples.
    pub loaded_dice: StackVec<u8, 8>,
    /// Where the turn procedure stands.
    pub stage: Stage,
    /// Position in the stage's queue.
    pub cursor: u8,
    /// The current one-seat decision.
    pub pending: Pending,
    /// Seats in descending Director Authority (ties: lower seat first).
    pub order: StackVec<PlayerId, 5>,
    /// The stage's queue: seats (as ids) or Engineers.
    pub queue: StackVec<u8, 30>,
    /// Turn number (1 = first), 0 during Game Preparation.
    pub turn: u8,
    /// The Event of this turn.
    pub event: Option<EventCard>,
    /// The face-down Event pile; the top is the last entry.
    pub event_deck: StackVec<EventCard, 20>,
    /// Events revealed so far (ids of [`EventCard::id`]).
    pub events_seen: SmallBits,
    /// Technology piles: First Stage, Upper Stage, Payload, R&D.
    pub tech_piles: [Pile; 4],
    /// Technology rivers: First Stage, Upper Stage, Payload.
    pub rivers: [StackVec<u8, 3>; 3],
    /// Junior and Senior Engineer piles.
    pub eng_piles: [Pile; 2],
    /// The face-down Investor pile (unordered).
    pub investor_pile: SmallBits,
    /// The Investor river.
    pub investor_river: StackVec<u8, 2>,
    /// Investors discarded from the game (Mark Faget, Pahal Chawla).
    pub investors_out: SmallBits,
    /// Blue dice in the common reserve.
    pub dice_reserve: u8,
    /// The players.
    pub seats: BySeat<Seat>,
    /// Who knows where each Technology card is.
    pub tech_known: Knowledge,
    /// Who knows where each Engineer card is.
    pub eng_known: Knowledge,
    /// Placement actions revealed this turn (bit = [`Slot::action_index`]).
    pub revealed: u8,
    /// Solo bans for the rest of the game (bit per Solo Event 01 to 04).
    pub bans: u8,
    /// Solo Mission changes: bit 0 = a Satellite on Mars (Event 13),
    /// bit 1 = a Cargo on Titan (Event 14).
    pub solo_extra: u8,
    /// The winners, once finished.
    pub winners: PlayerSet,
    /// The game ended by the turn cap.
    pub capped: bool,
    /// A reserve grew since the 9-card limit was last checked (bookkeeping
    /// of the procedure; `false` whenever no discard is due).
    pub reserve_grew: bool,
}

impl RawState {
    /// How many seats.
    pub fn n(&self) -> usize {
        usize::from(self.config.seats)
    }

    /// A seat's board (a default board for a non-seat).
    pub fn seat(&self, p: PlayerId) -> &Seat {
        self.seats.get(p).unwrap_or(&Seat::EMPTY)
    }
}

/// A game of Apogee: a [`RawState`] whose invariants hold.
///
/// Read the position with [`Apogee::raw`]; change it only through
/// [`Game::apply`](cardgame_core::Game::apply). Build a specific position by editing a [`RawState`] (or
/// with a [`crate::Scenario`]) and converting it with [`Apogee::try_from`] or
/// [`Apogee::from_position`]. With the `serde` feature it serializes as its
/// [`RawState`] and deserializes through [`Apogee::try_from`], so a bad
/// state is an error, never a later panic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawState", into = "RawState")
)]
pub struct Apogee {
    pub(crate) raw: RawState,
}

impl Apogee {
    /// The position's plain data.
    pub fn raw(&self) -> &RawState {
        &self.raw
    }

    /// The position's plain data, by value (to edit and convert back).
    pub fn into_raw(self) -> RawState {
        self.raw
    }

    /// A game from any consistent position: runs every step of the turn
    /// procedure that needs no decision (revealing the Event and resolving
    /// it, the automatic parts of a phase, the end of a turn) until a seat has
    /// a decision or the game is over, then checks every invariant. This is
    /// how tests and tools build a position mid-procedure: edit a
    /// [`RawState`] with `pending` = [`Pending::None`] at the start of a
    /// stage (for instance `stage` = [`Stage::TurnStart`]) and settle it.
    ///
    /// # Errors
    /// The first broken invariant of the settled position.
    pub fn from_position(raw: RawState) -> Result<Apogee, InvariantError> {
        Apogee::from_position_with_events(raw, &mut ())
    }

    /// [`Apogee::from_position`], narrating the automatic steps into `events`.
    ///
    /// # Errors
    /// The first broken invariant of the settled position.
    pub fn from_position_with_events<S: EventSink<Event>>(
        mut raw: RawState,
        events: &mut S,
    ) -> Result<Apogee, InvariantError> {
        raw.advance(events);
        Apogee::try_from(raw)
    }

    /// Wraps a position known to be valid (a new game, a determinization).
    pub(crate) fn from_raw_unchecked(raw: RawState) -> Apogee {
        Apogee { raw }
    }
}

impl TryFrom<RawState> for Apogee {
    type Error = InvariantError;

    /// Validates a position with [`RawState::check_invariants`].
    fn try_from(raw: RawState) -> Result<Self, InvariantError> {
        raw.check_invariants()?;
        Ok(Apogee { raw })
    }
}

impl From<Apogee> for RawState {
    fn from(g: Apogee) -> RawState {
        g.raw
    }
}

impl RawState {
    /// Every invariant of a position (what [`Apogee::try_from`],
    /// deserialization and [`Game::validate_state`](cardgame_core::Game::validate_state)
    /// check): card conservation; dice, hands and boards within their
    /// limits; the turn procedure's bookkeeping consistent with its stage;
    /// the pending decision tied to the seat whose turn it is and to what it
    /// answers; a decision pending unless the game is over, and a legal
    /// action for every seat to act. A position that passes plays soundly:
    /// every listed action applies and keeps these invariants, and the game
    /// ends by its last turn. The crate documentation lists the checks
    /// ("Valid states").
    ///
    /// # Errors
    /// The first broken one.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let n = self.n();
        if self.seats.len() != n || !(1..=5).contains(&n) {
            return Err(InvariantError("the seat count does not match the config"));
        }
        self.config
            .validate()
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
            let mut placed = SmallBits::new();
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
        let mut ev = SmallBits::new();
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
        let mut dirs = SmallBits::new();
        for (_, s) in self.seats.iter() {
            let dealt = s.offer.into_iter().flatten();
            if dealt
                .chain(s.director)
                .any(|d| usize::from(d) >= DIRECTOR_COUNT)
            {
                return Err(InvariantError("a Director id is out of range"));
            }
            if let Some(d) = s.director {
                if !dirs.insert(usize::from(d)) {
                    return Err(InvariantError("two players share a Director"));
                }
            }
            if self.stage != Stage::ChooseDirectors && s.director.is_none() {
                return Err(InvariantError(
                    "every player has a Director after Game Preparation",
                ));
            }
        }
        // Each player is dealt two Directors of their own.
        let mut dealt = SmallBits::new();
        for (_, s) in self.seats.iter() {
            if let Some([a, b]) = s.offer {
                if a != b && (!dealt.insert(usize::from(a)) || !dealt.insert(usize::from(b))) {
                    return Err(InvariantError("a Director is dealt to two players"));
                }
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
        // A decision is pending unless the game is over, and it belongs to a seat.
        if self.stage != Stage::Finished && to_act_of(self).is_empty() {
            return Err(InvariantError(
                "the game is not over but nobody has a decision",
            ));
        }
        self.check_procedure()?;
        self.check_not_stuck()
    }
}

/// The Stage's rank in the turn: which bookkeeping may be set by then.
const fn stage_rank(stage: Stage) -> u8 {
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

/// The actions revealed (bit per [`Slot::action_index`]) once a stage is
/// reached: each step of the Planning phase reveals its action, the Space
/// Operations Center is revealed as the Administration phase begins.
const fn revealed_at(stage: Stage) -> u8 {
    match stage {
        Stage::Specialties => 0b1,
        Stage::Construction => 0b11,
        Stage::Rnd => 0b111,
        Stage::Design | Stage::Income => 0b1111,
        Stage::Administration | Stage::EndTurn => 0b1_1111,
        _ => 0,
    }
}

impl RawState {
    /// The turn procedure's bookkeeping: what each stage may hold, the
    /// queue and cursor of the stage, the pending decision tied to the seat
    /// whose turn it is and to the card or Specialty it answers, the per-turn
    /// flags and counters within their ranges. Part of
    /// [`RawState::check_invariants`].
    fn check_procedure(&self) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        let n = self.n();
        let stage = self.stage;
        let rank = stage_rank(stage);
        let finished = stage == Stage::Finished;
        let prep = rank <= 1;
        // Ranges of the whole game.
        if self.loaded_dice.iter().any(|&d| !(1..=12).contains(&d)) {
            return bad("a scenario die result is not 1 to 12");
        }
        if prep {
            if self.turn != 0 {
                return bad("Game Preparation happens before turn 1");
            }
        } else if stage != Stage::TurnStart
            && (self.turn == 0 || self.turn > self.config.last_turn())
        {
            return bad("the turn is outside 1 to the last turn of the game");
        }
        if !finished && (!self.winners.is_empty() || self.capped) {
            return bad("there are winners but the game is not over");
        }
        if self.winners.iter().any(|p| p.index() >= n) {
            return bad("a winner is not a seat");
        }
        if self.capped && (self.config.is_solo() || !self.winners.is_empty()) {
            return bad("only a multiplayer game without a winner ends by the turn cap");
        }
        self.check_events()?;
        self.check_rivers()?;
        let order_now = if stage == Stage::ChooseDirectors {
            StackVec::new()
        } else {
            self.director_order()
        };
        if self.order != order_now {
            return bad("the Director order is not by descending Director Authority");
        }
        for set in self
            .tech_known
            .seats
            .iter()
            .chain([&self.tech_known.public])
        {
            if set.iter().any(|c| c >= TECH_COUNT) {
                return bad("the knowledge of a Technology card is out of range");
            }
        }
        for set in self.eng_known.seats.iter().chain([&self.eng_known.public]) {
            if set.iter().any(|e| e >= ENGINEER_COUNT) {
                return bad("the knowledge of an Engineer card is out of range");
            }
        }
        if !finished && self.revealed != revealed_at(stage) {
            return bad("the actions revealed do not match the step of the turn");
        }
        if self.revealed > 0b1_1111 {
            return bad("an unknown action is revealed");
        }
        for (p, s) in self.seats.iter() {
            self.check_seat(p, s)?;
        }
        self.check_stage_queue()?;
        self.check_pending()
    }

    /// The Event pile, the revealed Events and the Solo bans.
    fn check_events(&self) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        if let Some(e) = self.event {
            if !self.events_seen.contains(usize::from(e.id())) {
                return bad("this turn's Event is not among the revealed Events");
            }
        }
        let mut all = self.events_seen;
        for c in self.event_deck.iter() {
            all.insert(usize::from(c.id()));
        }
        if all
            .iter()
            .any(|i| i >= EVENT_COUNT + crate::data::events::SOLO_EVENT_COUNT)
        {
            return bad("an Event id is out of range");
        }
        match self.config.solo_mission() {
            None => {
                if all.iter().any(|i| i >= EVENT_COUNT) {
                    return bad("a Solo Event is in a multiplayer game");
                }
                if self.bans != 0 || self.solo_extra != 0 {
                    return bad("Solo bans or Mission changes in a multiplayer game");
                }
            }
            Some(m) => {
                // The Solo pile: the Mission's Solo Events and as many base Events.
                let mut solo = SmallBits::new();
                for &e in m.events() {
                    solo.insert(EVENT_COUNT + e as usize);
                }
                let (mut solos, mut bases) = (SmallBits::new(), 0);
                for i in all.iter() {
                    if i >= EVENT_COUNT {
                        solos.insert(i);
                    } else {
                        bases += 1;
                    }
                }
                if solos != solo || bases != m.events().len() {
                    return bad("the Solo Event pile is not the Mission's Solo Events and as many base Events");
                }
                // Events 01 to 04 ban for the rest of the game once revealed.
                let mut bans = 0u8;
                for b in 0..4 {
                    bans |= u8::from(self.events_seen.contains(EVENT_COUNT + b)) << b;
                }
                if self.bans != bans {
                    return bad("the Solo bans do not match the Solo Events 01 to 04 revealed");
                }
                let changed = |e: SoloEvent| self.events_seen.contains(EVENT_COUNT + e as usize);
                if self.solo_extra > 0b11
                    || (self.solo_extra & 1 != 0 && !changed(SoloEvent::AdaptingToLaunch))
                    || (self.solo_extra & 2 != 0 && !changed(SoloEvent::NewMission))
                {
                    return bad("a Solo Mission change whose Event was not revealed");
                }
            }
        }
        Ok(())
    }

    /// The rivers are revealed at the end of Game Preparation. (Once
    /// revealed, a river refills after every card taken; a shorter one, as a
    /// scenario may set, plays soundly and refills at its next take.)
    fn check_rivers(&self) -> Result<(), InvariantError> {
        let revealed = self.rivers.iter().any(|r| !r.is_empty()) || !self.investor_river.is_empty();
        if stage_rank(self.stage) <= 1 && revealed {
            return Err(InvariantError(
                "the rivers are revealed at the end of Game Preparation",
            ));
        }
        Ok(())
    }

    /// One seat's boards against the stage of the turn.
    fn check_seat(&self, p: PlayerId, s: &Seat) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        let stage = self.stage;
        let rank = stage_rank(stage);
        let finished = stage == Stage::Finished;
        let position = self.order.iter().position(|&q| q == p).unwrap_or(0);
        let cursor = usize::from(self.cursor);
        // Game Preparation: two dealt Directors until all are revealed.
        if stage == Stage::ChooseDirectors {
            match (s.offer, s.director) {
                (None, _) => return bad("a player has no dealt Directors to choose from"),
                (Some([a, b]), d) => {
                    if a == b || d.is_some_and(|d| d != a && d != b) {
                        return bad("a kept Director was not dealt, or the two dealt are one");
                    }
                }
            }
        } else if s.offer.is_some() {
            return bad("dealt Directors remain after the choice is revealed");
        }
        // The game may end in the middle of a turn (Mission 3): its
        // bookkeeping then stays as it was.
        if finished {
            return self.check_boards(s);
        }
        // Placement bookkeeping.
        let placed = s.placed();
        if rank <= 3 && (s.committed || !s.decided.is_empty() || !placed.is_empty()) {
            return bad("Engineers are placed before the Planning phase's placement");
        }
        if stage == Stage::Placement {
            if s.committed != (s.decided == s.hand) {
                return bad("a placement is committed exactly when every Engineer is placed");
            }
            // One at a time, lowest id first (R17): the placed are the lowest.
            if let (Some(first_open), Some(last_done)) = (
                s.hand.difference(&s.decided).iter().next(),
                s.decided.iter().last(),
            ) {
                if last_done > first_open {
                    return bad("Engineers are placed in hand order");
                }
            }
        }
        if (5..=11).contains(&rank) && !s.committed {
            return bad("every placement is committed once the actions resolve");
        }
        // What the turn's Event forbids.
        if (4..=11).contains(&rank) {
            if let Some(EventCard::Base(e)) = self.event {
                let over = match e {
                    BaseEvent::InaccessiblePremises => !s.on(Slot::Specialty).is_empty(),
                    BaseEvent::ResourceRestriction => s.on(Slot::Design).len() > 1,
                    BaseEvent::PoorScheduleManagement => s.on(Slot::Construction).len() > 1,
                    _ => false,
                };
                if over {
                    return bad("a placement breaks this turn's Event");
                }
            }
        }
        // Per-turn counters and flags, set by their step, cleared at turn start.
        if s.builds_left > 0
            && (stage != Stage::Construction
                || position < cursor
                || usize::from(s.builds_left) > s.on(Slot::Construction).len())
        {
            return bad(
                "Constructions are left outside their step or beyond the Engineers on Construction",
            );
        }
        let actions = if self.event_is(BaseEvent::BurnOut) {
            1
        } else {
            2
        };
        if s.actions_left > 0
            && (stage != Stage::Administration
                || position < cursor
                || s.actions_left > actions
                || s.skip_admin)
        {
            return bad("Director actions are left outside the player's Administration turn");
        }
        if s.dismissals_due > 0
            && (stage != Stage::Income
                || position < cursor
                || usize::from(s.dismissals_due) > HAND_LIMIT)
        {
            return bad("debt dismissals are due outside the quarter's earnings");
        }
        if s.skip_admin && !finished && !matches!(stage, Stage::Income | Stage::Administration) {
            return bad("an Administration turn is skipped outside the Administration phase");
        }
        if (s.static_fired || s.launched) && rank < 10 {
            return bad("a static fire or a launch before the Director's actions");
        }
        if !s.turn_engineers.is_empty() && rank < 5 {
            return bad("whole-turn Specialties before the Specialties resolve");
        }
        if s.turn_engineers
            .iter()
            .any(|e| e >= ENGINEER_COUNT || !engineer(e as u8).specialty.whole_turn())
        {
            return bad("a whole-turn Specialty is not one");
        }
        if s.director_active {
            let lasting = matches!(
                s.director_card().specialty,
                DirectorSpecialty::KeepFirstStages
                    | DirectorSpecialty::ThrustBonus(_)
                    | DirectorSpecialty::AuthorityReduction(_)
            );
            if !lasting || !s.specialty_used || (rank < 10 && !finished) {
                return bad("a Director's whole-turn Specialty is active without being used");
            }
        }
        if s.discount_left > 20 || (s.discount_left > 0 && rank < 5) {
            return bad("a Construction discount beyond Ethan N. Maughmer's 20,000");
        }
        // R&D drawn and not kept: only while the R&D resolves, for the
        // players still to keep one.
        if !s.drawn.is_empty() {
            let at = self.queue.iter().position(|&q| q == p.0);
            let waiting = stage == Stage::Rnd && at.is_some_and(|i| i + 1 >= cursor);
            if !waiting || s.drawn.len() > s.on(Slot::Rnd).len() {
                return bad("R&D cards are held undecided outside their player's R&D resolution");
            }
        }
        self.check_boards(s)
    }

    /// One seat's boards: the Launch Pad and the deposits.
    fn check_boards(&self, s: &Seat) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        let finished = self.stage == Stage::Finished;
        let mut types = 0u8;
        for c in s.pad.iter() {
            types |= crate::data::technology::kind(c as u8).type_bits();
            let mut others = s.pad;
            others.remove(c);
            if RawState::compatibility_problem(&BuiltByType::from_pad(others), c as u8).is_some() {
                return bad("the Launch Pad holds Technologies that cannot be built together");
            }
        }
        if s.built_types > 0b1111 || types & !s.built_types != 0 {
            return bad("a built Technology's type is not among the types built");
        }
        let mut launches = 0u16;
        let mut farthest = None;
        for (d, (dep, q)) in Destination::ALL
            .into_iter()
            .zip(s.deposits.iter().zip(&s.qualifying))
        {
            let fields = |x: &Deposit| {
                [
                    x.astronauts,
                    x.crewed_cards,
                    x.satellites,
                    x.cargos,
                    x.rovers,
                    x.cubesats,
                    x.launches,
                    x.crewed_launches,
                ]
            };
            if fields(q).iter().zip(fields(dep)).any(|(q, d)| *q > d) {
                return bad("more deposits count for the Mission than were made");
            }
            if dep.crewed_launches > dep.launches || (dep.launches == 0 && *dep != Deposit::ZERO) {
                return bad("deposits without a launch");
            }
            launches += u16::from(dep.launches);
            if dep.launches > 0 {
                farthest = Some(d);
            }
        }
        if launches != u16::from(s.launches) && s.launches != u8::MAX {
            return bad("the successful launches do not match the deposits");
        }
        if s.farthest != farthest {
            return bad("the farthest destination reached does not match the deposits");
        }
        if s.mission_flag {
            let dest = match self.config.mission() {
                Some(Mission::M1 | Mission::M2) => Destination::Geo,
                Some(Mission::M8) => Destination::Mars,
                _ => return bad("a Mission fulfilled by one launch is not this game's Mission"),
            };
            if s.deposits[dest.index()].launches == 0 {
                return bad("a Mission fulfilled by a launch that was not made");
            }
        }
        if self.config.mission() == Some(Mission::M3) && s.investors.len() >= 3 && !finished {
            return bad("a third Investor wins Mission 3 at once");
        }
        Ok(())
    }

    /// The queue and cursor of the stage.
    fn check_stage_queue(&self) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        let n = self.n();
        let cursor = usize::from(self.cursor);
        match self.stage {
            Stage::Placement | Stage::ChooseDirectors if self.cursor != 0 => {
                bad("the stage has no queue to be in")
            }
            Stage::StartingTeam
            | Stage::EventEffects
            | Stage::Construction
            | Stage::Income
            | Stage::Administration
                if cursor > n =>
            {
                bad("the cursor is beyond the Director order")
            }
            Stage::Specialties if self.queue != self.specialty_queue() => {
                bad("the Specialty queue is not the Specialty Engineers by descending Authority")
            }
            Stage::Rnd if self.queue != self.rnd_queue() => {
                bad("the R&D queue is not the R&D players by their best Engineer")
            }
            Stage::Design if self.queue != self.design_queue() => {
                bad("the Design queue is not the Design players by summed Authority")
            }
            Stage::Specialties | Stage::Rnd | Stage::Design if cursor > self.queue.len() => {
                bad("the cursor is beyond the stage's queue")
            }
            _ => Ok(()),
        }
    }

    /// The pending decision belongs to the seat whose turn it is in the
    /// stage, and answers a card, Specialty or roll of that turn.
    fn check_pending(&self) -> Result<(), InvariantError> {
        let bad = |what: &'static str| Err(InvariantError(what));
        let Some(p) = self.pending.seat() else {
            return Ok(());
        };
        if p.index() >= self.n() {
            return bad("the pending decision belongs to no seat");
        }
        let s = self.seat(p);
        let cursor = usize::from(self.cursor);
        let order_at = |i: usize| self.order.get(i).copied();
        let queue_at = |i: usize| self.queue.get(i).copied();
        let previous = cursor.checked_sub(1);
        // Whose turn it is in the stage, and (Specialties) whose Engineer.
        let engineer_now = match self.stage {
            Stage::Specialties => previous.and_then(queue_at),
            _ => None,
        };
        let current = match self.stage {
            Stage::StartingTeam | Stage::EventEffects | Stage::Income => {
                previous.and_then(order_at)
            }
            Stage::Construction | Stage::Administration => order_at(cursor),
            Stage::Specialties => engineer_now.and_then(|e| self.owner_of(e)),
            Stage::Rnd | Stage::Design => previous.and_then(queue_at).map(PlayerId),
            _ => return bad("a decision is pending in a stage that asks none"),
        };
        if current != Some(p) {
            return bad("the pending decision is not the turn of its seat");
        }
        let specialty = engineer_now.map(|e| engineer(e).specialty);
        let director = s.director_card().specialty;
        let admin = self.stage == Stage::Administration;
        let ok = match self.pending {
            Pending::None => true,
            Pending::StartingTeam(_) => self.stage == Stage::StartingTeam && s.hand.is_empty(),
            Pending::ExtraDie {
                purpose,
                need,
                modifier,
                ..
            } => {
                (1..=12).contains(&need)
                    && match purpose {
                        RollPurpose::EngineFailure => {
                            self.stage == Stage::EventEffects
                                && self.event_is(BaseEvent::EngineFailure)
                                && need == 5
                                && modifier == 0
                        }
                        RollPurpose::InvestedFunds => {
                            self.stage == Stage::EventEffects
                                && self.event
                                    == Some(EventCard::Solo(SoloEvent::LossOfYourInvestedFunds))
                                && need == 5
                                && modifier == 0
                        }
                        RollPurpose::Specialty(e) => {
                            engineer_now == Some(e)
                                && modifier == 0
                                && match engineer(e).specialty {
                                    ES::RollAcquireRiver(k) => k == need,
                                    ES::RollDrawRnd { need: k, .. }
                                    | ES::RollFreeBuild { need: k, .. }
                                    | ES::RollGain { need: k, .. } => k == need,
                                    _ => false,
                                }
                        }
                        RollPurpose::Launch(_) => {
                            let weather = if self.event_is(BaseEvent::PerfectWeatherConditions) {
                                1
                            } else if self.event_is(BaseEvent::BadWeatherConditions) {
                                -2
                            } else {
                                0
                            };
                            admin && s.launched && modifier == weather
                        }
                    }
            }
            Pending::ReplaceRiver(_) => specialty == Some(ES::ReplaceRiver),
            Pending::TakeFromRiver(_) => match self.stage {
                Stage::Specialties => {
                    matches!(specialty, Some(ES::AcquireRiver | ES::RollAcquireRiver(_)))
                }
                Stage::Design => true,
                _ => admin && s.specialty_used && director == DirectorSpecialty::AcquireRiver,
            },
            Pending::Build { kind, .. } => match kind {
                BuildKind::Construction => self.stage == Stage::Construction && s.builds_left > 0,
                BuildKind::FreeByCost(rule) => matches!(
                    specialty,
                    Some(ES::RollFreeBuild { rule: r, .. }) if CostRuleTag::from(r) == rule
                ),
                BuildKind::FreePayload => {
                    admin && s.specialty_used && director == DirectorSpecialty::FreeBuildPayload
                }
                BuildKind::FreeNuclear => {
                    admin && s.specialty_used && director == DirectorSpecialty::FreeBuildNuclear
                }
            },
            Pending::SellReserve { many: true, .. } => {
                admin && s.specialty_used && director == DirectorSpecialty::SellAny
            }
            Pending::SellReserve { many: false, .. } => specialty == Some(ES::SellReserve),
            Pending::SellBuilt(_) => {
                admin && s.specialty_used && matches!(director, DirectorSpecialty::SellBuilt(_))
            }
            Pending::KeepRnd(_) => self.stage == Stage::Rnd && s.drawn.len() >= 2,
            Pending::Discard(_) => {
                s.reserve.len() > RESERVE_LIMIT
                    && self.reserve_grew
                    && self.over_limit_seat() == Some(p)
            }
            Pending::DirectorTurn(_) => admin && s.actions_left > 0 && !s.skip_admin,
            Pending::Dismiss { left, reason, .. } => {
                (1..=HAND_LIMIT as u8).contains(&left)
                    && match reason {
                        DismissReason::Debt => self.stage == Stage::Income && s.skip_admin,
                        DismissReason::ForCredits => {
                            admin
                                && s.specialty_used
                                && matches!(director, DirectorSpecialty::DismissForCredits(_))
                        }
                        DismissReason::SoloEvent => {
                            self.stage == Stage::EventEffects
                                && left <= 2
                                && matches!(
                                    self.event,
                                    Some(EventCard::Solo(
                                        SoloEvent::ConstructionDelay
                                            | SoloEvent::HumanResources
                                            | SoloEvent::WhenBoredomSetsIn
                                    ))
                                )
                        }
                    }
            }
            Pending::InterventionTarget(_) => admin && s.intervention_used,
            Pending::InterventionCard { target, .. } => {
                admin
                    && s.intervention_used
                    && target != p
                    && target.index() < self.n()
                    && s.director_card().nation == Nation::UnitedStates
            }
            Pending::InterventionDice { target, .. } => {
                admin
                    && s.intervention_used
                    && target != p
                    && target.index() < self.n()
                    && s.director_card().nation == Nation::RussianFederation
            }
        };
        if ok {
            Ok(())
        } else {
            bad("the pending decision does not answer a card, Specialty or roll of this turn")
        }
    }

    /// Every seat in `to_act` has a legal action (no seat is stuck).
    fn check_not_stuck(&self) -> Result<(), InvariantError> {
        let mut legal = alloc::vec::Vec::new();
        for p in to_act_of(self).iter() {
            self.legal_into(p, &mut legal);
            if legal.is_empty() {
                return Err(InvariantError("a seat to act has no legal action"));
            }
        }
        Ok(())
    }
}
