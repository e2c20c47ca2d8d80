//! The state: zones, per-seat boards, the turn procedure's position, and who
//! knows what.
//!
//! [`RawState`] has public fields (a position anyone may build, e.g. for a
//! scenario); [`crate::Apogee`] is the validated game built from it with
//! `TryFrom`, which checks every invariant.

use cardgame_core::{BitSet, BySeat, GameRng, PlayerId, PlayerSet, StackVec, Viewer};

use crate::config::Config;
use crate::data::engineers::{CostRule, JUNIORS};
use crate::data::events::EventCard;
use crate::data::tables::Destination;
use crate::data::technology::{tech_type, TechType};

/// A set of Technology card ids (`0..110`) or Engineer ids (`0..30`).
pub type CardBits = BitSet<2>;
/// A set of small ids: Engineers, Investors, Events.
pub type SmallBits = BitSet<1>;

/// "No card" in a `u8` card slot.
pub const NO_CARD: u8 = u8::MAX;
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
        if know == Know::PUBLIC {
            self.public.insert(c);
        } else {
            self.public.remove(c);
        }
        for (i, s) in self.seats.iter_mut().enumerate() {
            if know.0 & (1 << i) != 0 {
                s.insert(c);
            } else {
                s.remove(c);
            }
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

/// One player's boards and hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat {
    /// The Mission Director kept ([`NO_CARD`] before the choice).
    pub director: u8,
    /// The two Directors dealt ([`NO_CARD`] once the choice is revealed).
    pub offer: [u8; 2],
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
    /// Farthest destination reached: 0 = none, else 1 + destination index.
    pub farthest: u8,
    /// Technology types ever built (bit per type).
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

impl Seat {
    /// A board with nothing on it.
    pub const EMPTY: Seat = Seat {
        director: NO_CARD,
        offer: [NO_CARD; 2],
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
        farthest: 0,
        built_types: 0,
        mission_flag: false,
        dismissals_due: 0,
    };

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
        let mut by_type = BuiltByType::default();
        for c in self.pad.iter() {
            let i = tech_type(c as u8).index();
            by_type.cards[i].insert(c);
            by_type.counts[i] = by_type.counts[i].saturating_add(1);
        }
        by_type
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

/// A Launch Pad's built cards sorted by type (index [`TechType::index`]),
/// with their counts: what the building rules read, gathered in one pass.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BuiltByType {
    /// The cards of each type.
    pub(crate) cards: [CardBits; 4],
    /// How many of each type.
    pub(crate) counts: [u8; 4],
}

impl BuiltByType {
    /// The built cards of a type.
    pub(crate) fn of(&self, ty: TechType) -> impl Iterator<Item = u8> + '_ {
        self.cards[ty.index()].iter().map(|c| c as u8)
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

impl Pending {
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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

    /// Moves a Technology card from wherever it is to a player's reserve,
    /// pad or Space Operations Center, a river, or beneath its pile (for
    /// building scenarios; not a game action).
    pub fn move_tech(&mut self, card: u8, to: TechZone) {
        if usize::from(card) >= crate::data::technology::TECH_COUNT {
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
        if usize::from(engineer) >= crate::data::engineers::ENGINEER_COUNT {
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
