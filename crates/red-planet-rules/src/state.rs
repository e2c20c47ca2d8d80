//! The state: [`RawState`] (plain public fields, any values) and
//! [`RedPlanet`], the game, which wraps a `RawState` whose invariants hold.
//!
//! Everything is inline (fixed arrays, bitsets, `StackVec`s): a clone is a
//! `memcpy` and nothing on the `apply`/`legal_actions` path allocates.

use cardgame_core::{CardSet, EventSink, GameRng, InvariantError, PlayerSet, StackVec};

use crate::config::{Colour, Config, MAX_COLOURS};
use crate::data::resources::{token_resource, POINT_TOKENS, RESOURCE_TOKENS};
use crate::data::ships::{ship_card, SHIP_COUNT};
use crate::data::specialists::{Part, SpecSet, Specialist};
use crate::data::zones::{Zone, ZoneSet, ZONES};
use crate::data::{event_kind, EventKind, EVENT_CARDS};
use crate::event::Event;
use crate::rules::{Pending, KEPT_NEUTRAL_CARDS};

/// Astronauts of each colour (rulebook, components: "132 figurines", 22 in each colour).
pub const ASTRONAUTS: u8 = 22;
/// The most docks on the launchpad.
pub const MAX_DOCKS: usize = 6;
/// Destination tokens per zone (rulebook: "two tokens per zone").
pub const TOKENS_PER_ZONE: u8 = 2;
/// The most destination tokens stacked on one ship (all 20 of the game).
pub const MAX_STACKED_TOKENS: usize = 20;
/// The number of rounds (rulebook: "There are 10 rounds").
pub const ROUNDS: u8 = 10;

/// Where the game stands on the round tracker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stage {
    /// Setup decisions: each player keeps one of two missions (and, with two
    /// players, stacks the three kept cards of their neutral deck).
    #[default]
    Setup,
    /// Round step 1: every player secretly chooses a specialist.
    Choose,
    /// Round step 2: the countdown; one colour resolves its specialist.
    Resolve,
    /// Final scoring is done.
    Over,
}

/// A neutral colour's specialist deck (2-player variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NeutralDeck {
    /// The deck's specialist numbers, bottom first (the top is last).
    pub cards: StackVec<u8, 9>,
    /// How many cards on top are in an order the controller knows.
    pub known_top: u8,
    /// Kept cards the controller has still to stack on top (setup).
    pub to_stack: SpecSet,
    /// Cards returned to the box (a resolved neutral Recruiter).
    pub boxed: SpecSet,
}

/// One colour's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
// Aligned to four bytes (36 bytes rather than 34): fewer instructions on
// the decision path, which reads colours by index.
#[repr(align(4))]
pub struct ColourState {
    /// Astronauts not yet placed.
    pub supply: u8,
    /// Astronauts in the Lost in Space Memorial.
    pub memorial: u8,
    /// Specialists in hand (main colours; a neutral colour's are in `neutral`).
    pub hand: SpecSet,
    /// Specialists played face up.
    pub played: SpecSet,
    /// The specialist chosen this round (face down until its number is announced).
    pub chosen: Option<Specialist>,
    /// Whether this colour has resolved its specialist this round.
    pub resolved: bool,
    /// Point tokens collected, by resource.
    pub points: [u8; 3],
    /// The starting mission kept (an event card id), once kept.
    pub starting_mission: Option<u8>,
    /// The dealt starting mission put back (an event card id), once put back.
    pub returned_mission: Option<u8>,
    /// The neutral specialist deck (2-player variant, neutral colours).
    pub neutral: NeutralDeck,
}

/// One zone of Mars or Phobos.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ZoneState {
    /// Astronauts of each colour.
    pub astronauts: [u8; MAX_COLOURS],
    /// The resource token (an id `0..11`).
    pub resource: u8,
    /// Whether the resource token is face up.
    pub revealed: bool,
    /// Point tokens lying in the zone, by resource.
    pub points: [u8; 3],
}

/// One dock of the launchpad.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DockState {
    /// The ship card (an id `0..36`); `None` for an open dock.
    pub ship: Option<u8>,
    /// Whether the ship has launched this round (it lands in step 3).
    pub launched: bool,
    /// Astronauts aboard, by colour.
    pub aboard: [u8; MAX_COLOURS],
    /// Destination tokens on the ship (zone indices), the top one last.
    pub tokens: StackVec<u8, MAX_STACKED_TOKENS>,
}

impl DockState {
    /// An open dock.
    pub fn open() -> DockState {
        DockState {
            ship: None,
            launched: false,
            aboard: [0; MAX_COLOURS],
            tokens: StackVec::new(),
        }
    }

    /// Astronauts aboard, all colours.
    #[inline]
    pub fn total_aboard(&self) -> u8 {
        // The sum of six counts fits a `u32`; the cap keeps the result of a
        // saturating sum.
        let total: u32 = self.aboard.iter().map(|&n| u32::from(n)).sum();
        total.min(u32::from(u8::MAX)) as u8
    }

    /// The ship's capacity (0 for an open dock).
    #[inline]
    pub fn capacity(&self) -> u8 {
        self.ship.and_then(ship_card).map_or(0, |s| s.capacity)
    }

    /// Room left aboard a docked ship (0 for an open dock or a launched ship).
    #[inline]
    pub fn room(&self) -> u8 {
        if self.is_docked() {
            self.capacity().saturating_sub(self.total_aboard())
        } else {
            0
        }
    }

    /// Whether a ship is at the dock and has not launched.
    #[inline]
    pub fn is_docked(&self) -> bool {
        self.ship.is_some() && !self.launched
    }

    /// Whether a ship (docked or launched) is at this dock.
    #[inline]
    pub fn has_ship(&self) -> bool {
        self.ship.is_some()
    }

    /// Whether a docked ship is full.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.is_docked() && self.total_aboard() >= self.capacity()
    }

    /// Where the ship is bound: the top destination token, else the printed
    /// destination (`None` for an unknown destination without a token).
    pub fn destination(&self) -> Option<Zone> {
        match self.tokens.last() {
            Some(&z) => Zone::from_index(z as usize),
            None => self.ship.and_then(ship_card).and_then(|s| s.destination),
        }
    }
}

/// Where an event card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CardPlace {
    /// In the face-down event deck.
    #[default]
    Deck,
    /// Dealt to a colour at setup, before it keeps one of its two missions.
    Dealt(u8),
    /// Held face down by a colour (missions and actions).
    Held(u8),
    /// A discovery just drawn by a colour, not yet assigned to a zone.
    Drawn(u8),
    /// Assigned to an outer zone (face down until the reveal discovery phase).
    Zone(Zone),
    /// A discovery discarded face up beside the event deck.
    Discarded,
    /// Returned to the game box by a neutral colour (2-player variant).
    Boxed(u8),
    /// An action card played face up.
    Played(u8),
}

/// Where a specialist's resolution stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// The current part of the effect (an index into [`Specialist::effect`]).
    pub part: u8,
    /// Steps taken in the current part.
    pub done: u8,
    /// The current "up to" part was ended by `stop`.
    pub stopped: bool,
    /// The dock of the first astronaut placed in this part (Secret Agent).
    pub first_dock: Option<u8>,
    /// A dock whose unknown-destination ship just got its first astronaut and
    /// awaits a destination token.
    pub destine: Option<u8>,
    /// A discovery just drawn and awaiting its zone.
    pub drawn: Option<u8>,
    /// A drawn discovery was discarded: the colour must look at one in play.
    pub forced_look: bool,
    /// The effect was ignored and the colour skips its turn (a Travel Agent
    /// without a docked ship with room for three): it does not count as
    /// resolving for the next first player (ruling R23).
    pub skipped_turn: bool,
}

impl Progress {
    /// The start of a resolution.
    pub const fn start() -> Progress {
        Progress {
            part: 0,
            done: 0,
            stopped: false,
            first_dock: None,
            destine: None,
            drawn: None,
            forced_look: false,
            skipped_turn: false,
        }
    }
}

/// One colour's final score, line by line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreSheet {
    /// The value of the point tokens collected.
    pub tokens: i16,
    /// How many point tokens were collected (the tie-break).
    pub token_count: u8,
    /// Points of completed missions.
    pub missions: i16,
    /// Points of the global mission Ice Monopoly.
    pub ice_monopoly: i16,
    /// Points added or subtracted by discoveries.
    pub discoveries: i16,
    /// Points of action cards played at final scoring.
    pub actions: i16,
    /// The final score.
    pub total: i16,
}

/// The whole game, as plain data: any values, checked only by
/// [`RawState::check`] (and by converting into a [`RedPlanet`]).
///
/// This is the public way to build a specific position: take the raw state of
/// a game ([`RedPlanet::raw`] or [`RedPlanet::into_raw`]), edit it (the
/// position edits of the scenario methods, such as
/// [`RawState::clear_launchpad`], keep every count conserved), and convert it
/// back with `RedPlanet::try_from(raw)` or [`RedPlanet::from_position`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RawState {
    /// The options.
    pub config: Config,
    /// The game's random number generator.
    pub rng: GameRng,
    /// Where the game stands.
    pub stage: Stage,
    /// The round, 1 to 10.
    pub round: u8,
    /// The colour holding the first player token.
    pub first: Colour,
    /// The last countdown number announced this round (10 before the countdown).
    pub announced: u8,
    /// The colour resolving its specialist, during the countdown.
    pub resolver: Option<Colour>,
    /// The colour that resolved last this round (the next first player).
    pub last_resolver: Option<Colour>,
    /// Where the resolution stands.
    pub progress: Progress,
    /// The colours (only the first `config.colours()` are in play).
    pub colours: [ColourState; MAX_COLOURS],
    /// The zones, by [`Zone`] index.
    pub zones: [ZoneState; ZONES],
    /// The resource token left face down near the supply.
    pub spare_resource: u8,
    /// The docks, left to right (only the first `config.docks()` exist).
    pub docks: [DockState; MAX_DOCKS],
    /// The face-down ship deck (its order is unknown to everybody: a draw
    /// takes a uniformly random card).
    pub ship_deck: CardSet,
    /// The face-up ship discard pile.
    pub ship_discard: CardSet,
    /// Destination tokens in the supply, by zone.
    pub token_supply: [u8; ZONES],
    /// Point tokens in the supply, by resource.
    pub point_supply: [u8; 3],
    /// Where each event card is.
    pub event_cards: [CardPlace; EVENT_CARDS],
    /// The seats that know each event card where it is (besides everybody,
    /// for a face-up card).
    pub known: [PlayerSet; EVENT_CARDS],
    /// Whether the reveal discovery phase has turned the discoveries face up.
    pub discoveries_revealed: bool,
    /// The final score sheets (filled at final scoring).
    pub sheets: [ScoreSheet; MAX_COLOURS],
}

/// A game of Mission: Red Planet: a [`RawState`] whose invariants hold.
///
/// Build one with [`cardgame_core::Game::new`], from a raw state with
/// `RedPlanet::try_from(raw)` (every invariant checked, and a seat must have
/// a decision), or with [`RedPlanet::from_position`] (checked, then the steps
/// that need no decision are run). With the `serde` feature it serializes as
/// its raw state and deserializes through the same checks.
#[derive(Clone)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawState", into = "RawState")
)]
pub struct RedPlanet {
    pub(crate) s: RawState,
    /// The countdown's pending decision and its legal actions: derived from
    /// `s` (worked out by every constructor, kept up to date by every
    /// action), so it takes no part in equality, hashing, `Debug` or serde.
    pub(crate) pending: Pending,
}

impl PartialEq for RedPlanet {
    fn eq(&self, other: &RedPlanet) -> bool {
        self.s == other.s
    }
}

impl Eq for RedPlanet {}

impl core::hash::Hash for RedPlanet {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.s.hash(state);
    }
}

impl core::fmt::Debug for RedPlanet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RedPlanet").field("s", &self.s).finish()
    }
}

impl RedPlanet {
    /// The game of a state whose invariants hold, its pending decision
    /// worked out.
    pub(crate) fn of(s: RawState) -> RedPlanet {
        RedPlanet {
            pending: Pending::of(&s),
            s,
        }
    }

    /// The state as plain data.
    pub fn raw(&self) -> &RawState {
        &self.s
    }

    /// The state as plain data, to edit.
    pub fn into_raw(self) -> RawState {
        self.s
    }

    /// The colours' final score sheets (zeros until the game is over).
    pub fn score_sheets(&self) -> &[ScoreSheet] {
        self.s.sheets.get(..self.s.colour_count()).unwrap_or(&[])
    }

    /// A game from any consistent position: checks the invariants, then runs
    /// every step that needs no decision (the countdown, impossible parts of
    /// an effect, launches, landing, new ships, the round tracker, production,
    /// discoveries, final scoring) until a seat has a decision or the game is
    /// over. This is how tests and tools build a specific position: edit a
    /// [`RawState`] (for instance set each colour's chosen specialist with
    /// [`RawState::set_chosen`] and `stage = Stage::Resolve`) and settle it.
    ///
    /// # Errors
    /// The first broken invariant, before or after settling.
    pub fn from_position(raw: RawState) -> Result<RedPlanet, InvariantError> {
        Self::from_position_with_events(raw, &mut ())
    }

    /// [`RedPlanet::from_position`], narrating the automatic steps into `events`.
    ///
    /// # Errors
    /// The first broken invariant, before or after settling.
    pub fn from_position_with_events<S: EventSink<Event>>(
        raw: RawState,
        events: &mut S,
    ) -> Result<RedPlanet, InvariantError> {
        raw.check_position()?;
        let mut s = raw;
        if s.stage == Stage::Choose && s.colours().iter().all(|c| c.chosen.is_some()) {
            s.stage = Stage::Resolve;
        }
        let mut pending = Pending::NONE;
        s.advance(events, &mut pending);
        s.check()?;
        Ok(RedPlanet::of(s))
    }
}

impl TryFrom<RawState> for RedPlanet {
    type Error = InvariantError;
    fn try_from(raw: RawState) -> Result<RedPlanet, InvariantError> {
        raw.check()?;
        Ok(RedPlanet::of(raw))
    }
}

impl From<RedPlanet> for RawState {
    fn from(g: RedPlanet) -> RawState {
        g.s
    }
}

fn ensure(ok: bool, what: &'static str) -> Result<(), InvariantError> {
    if ok {
        Ok(())
    } else {
        Err(InvariantError(what))
    }
}

impl RawState {
    /// How many colours are in play.
    #[inline]
    pub fn colour_count(&self) -> usize {
        self.config.colours()
    }

    /// How many docks the launchpad has.
    #[inline]
    pub fn dock_count(&self) -> usize {
        self.config.docks()
    }

    /// The colours in play.
    #[inline]
    pub fn colours(&self) -> &[ColourState] {
        self.colours.get(..self.colour_count()).unwrap_or(&[])
    }

    /// The docks of the launchpad.
    #[inline]
    pub fn docks(&self) -> &[DockState] {
        self.docks.get(..self.dock_count()).unwrap_or(&[])
    }

    /// The colour's state, if the colour is in play.
    #[inline]
    pub fn colour(&self, c: Colour) -> Option<&ColourState> {
        self.colours().get(c.index())
    }

    /// The current step of the resolver's specialist, if one is resolving.
    pub fn current_part(&self) -> Option<Part> {
        let c = self.colours.get(self.resolver?.index())?;
        c.chosen?.effect().get(self.progress.part as usize).copied()
    }

    /// Astronauts of `c` in zone `z`.
    #[inline]
    pub fn astronauts(&self, z: Zone, c: Colour) -> u8 {
        self.zones[z.index()]
            .astronauts
            .get(c.index())
            .copied()
            .unwrap_or(0)
    }

    /// Event cards still in the event deck.
    pub fn event_deck_len(&self) -> usize {
        self.event_cards
            .iter()
            .filter(|p| matches!(p, CardPlace::Deck))
            .count()
    }

    /// The outer zones holding a discovery (face down or up), in one pass.
    pub fn discovery_zones(&self) -> ZoneSet {
        let mut set = ZoneSet::EMPTY;
        for p in &self.event_cards {
            if let CardPlace::Zone(z) = *p {
                set = set.with(z);
            }
        }
        set
    }

    /// The discovery card (event id) of each zone, in one pass.
    pub fn discoveries_by_zone(&self) -> [Option<u8>; ZONES] {
        let mut out = [None; ZONES];
        for (id, p) in self.event_cards.iter().enumerate() {
            if let CardPlace::Zone(z) = *p {
                out[z.index()] = Some(id as u8);
            }
        }
        out
    }

    /// The discovery assigned to a zone, if any.
    pub fn discovery_in(&self, z: Zone) -> Option<u8> {
        self.event_cards
            .iter()
            .position(|p| *p == CardPlace::Zone(z))
            .map(|i| i as u8)
    }

    /// The discovery face down in zone `z`, if any.
    pub fn face_down_discovery(&self, z: Zone) -> Option<u8> {
        if self.discoveries_revealed {
            None
        } else {
            self.discovery_in(z)
        }
    }

    /// The zones holding a face-down discovery.
    pub fn face_down_discovery_zones(&self) -> ZoneSet {
        if self.discoveries_revealed {
            ZoneSet::EMPTY
        } else {
            self.discovery_zones()
        }
    }

    /// Checks every invariant: conservation of astronauts, ships, specialist
    /// cards, event cards, resource, destination and point tokens, the
    /// consistency of the round's progress, and that the state is settled (a
    /// seat has a decision, unless the game is over).
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn check(&self) -> Result<(), InvariantError> {
        self.check_position()?;
        let settled = match self.stage {
            Stage::Over => true,
            Stage::Resolve => self.resolver.is_some() && self.resolution_has_options(),
            _ => !self.to_act().is_empty(),
        };
        ensure(
            settled,
            "settled: a seat has a decision (build positions with RedPlanet::from_position)",
        )
    }

    /// Checks every invariant of [`RawState::check`] but settledness.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn check_position(&self) -> Result<(), InvariantError> {
        self.config
            .validate()
            .map_err(|_| InvariantError("config: 2 to 6 players"))?;
        let nc = self.colour_count();
        let nd = self.dock_count();
        let in_play = |c: Option<Colour>| c.is_none_or(|c| c.index() < nc);
        ensure((1..=ROUNDS).contains(&self.round), "round: 1 to 10")?;
        ensure(self.first.index() < nc, "first player: a colour in play")?;
        ensure(
            self.announced >= 1 && self.announced <= 10,
            "countdown: 1 to 10",
        )?;
        ensure(in_play(self.resolver), "resolver: a colour in play")?;
        ensure(
            in_play(self.last_resolver),
            "last resolver: a colour in play",
        )?;

        // Astronauts: supply + Memorial + ships + zones = 22 per colour.
        for (ci, col) in self.colours.iter().enumerate() {
            let mut total = u32::from(col.supply) + u32::from(col.memorial);
            for z in &self.zones {
                total += u32::from(z.astronauts[ci]);
            }
            for d in &self.docks {
                total += u32::from(d.aboard[ci]);
            }
            if ci < nc {
                ensure(total == u32::from(ASTRONAUTS), "astronauts: 22 per colour")?;
            } else {
                ensure(
                    total == 0 && *col == ColourState::default(),
                    "colours: unused colours are empty",
                )?;
            }
        }

        // Specialist cards.
        for (ci, col) in self.colours().iter().enumerate() {
            let c = Colour(ci as u8);
            ensure(
                col.hand.is_valid() && col.played.is_valid(),
                "specialists: valid cards",
            )?;
            let hidden = match col.chosen {
                Some(s) if self.announced > s.number() => SpecSet::only(s),
                _ => SpecSet::EMPTY,
            };
            ensure(
                !(self.stage == Stage::Resolve && col.chosen.is_none()),
                "specialists: every colour has chosen during the countdown",
            )?;
            if self.config.is_neutral(c) {
                let n = &col.neutral;
                let mut deck = SpecSet::EMPTY;
                for &x in n.cards.iter() {
                    let s = Specialist::from_number(x)
                        .ok_or(InvariantError("neutral deck: specialist numbers"))?;
                    ensure(!deck.contains(s), "neutral deck: no card twice")?;
                    deck.insert(s);
                }
                ensure(col.hand.is_empty(), "neutral colour: no hand")?;
                ensure(
                    (n.known_top as usize) <= n.cards.len(),
                    "neutral deck: known top within the deck",
                )?;
                let parts = [deck, col.played, n.boxed, hidden, n.to_stack];
                let mut all = SpecSet::EMPTY;
                let mut count = 0;
                for p in parts {
                    all = all.union(p);
                    count += p.len();
                }
                ensure(
                    all == SpecSet::ALL && count == 9,
                    "neutral specialists: each card in exactly one place",
                )?;
            } else {
                ensure(
                    col.neutral == NeutralDeck::default(),
                    "main colour: no neutral deck",
                )?;
                let parts = [col.hand, col.played, hidden];
                let all = col.hand.union(col.played).union(hidden);
                let count: usize = parts.iter().map(|p| p.len()).sum();
                ensure(
                    all == SpecSet::ALL && count == 9,
                    "specialists: each card in exactly one place",
                )?;
            }
            if self.stage == Stage::Choose && !self.config.is_neutral(c) {
                ensure(
                    col.chosen.is_none() || col.hand.len() <= 8,
                    "specialists: a chosen card leaves the hand",
                )?;
            }
            ensure(
                col.points
                    .iter()
                    .zip(POINT_TOKENS)
                    .all(|(&n, max)| n <= max),
                "points: within the box",
            )?;
        }

        // Resource tokens: a permutation of the 11.
        let mut seen = 0u16;
        for t in self
            .zones
            .iter()
            .map(|z| z.resource)
            .chain([self.spare_resource])
        {
            ensure((t as usize) < RESOURCE_TOKENS, "resource tokens: valid ids")?;
            ensure(seen & (1 << t) == 0, "resource tokens: each in one place")?;
            seen |= 1 << t;
        }
        ensure(
            token_resource(self.spare_resource).is_some(),
            "resource tokens: spare",
        )?;

        // Ships: each of the 36 in exactly one place.
        ensure(
            self.ship_deck.is_disjoint(&self.ship_discard),
            "ships: deck and discard disjoint",
        )?;
        let mut ships = self.ship_deck.union(&self.ship_discard);
        let mut count = self.ship_deck.len() + self.ship_discard.len();
        for (i, d) in self.docks.iter().enumerate() {
            if i >= nd {
                ensure(*d == DockState::open(), "docks: unused docks are open")?;
                continue;
            }
            let Some(ship) = d.ship else {
                ensure(
                    !d.launched && d.total_aboard() == 0 && d.tokens.is_empty(),
                    "docks: an open dock holds nothing",
                )?;
                continue;
            };
            ensure((ship as usize) < SHIP_COUNT, "ships: valid ids")?;
            ensure(ships.insert(ship as usize), "ships: each in one place")?;
            count += 1;
            ensure(
                d.total_aboard() <= d.capacity(),
                "ships: astronauts aboard within capacity",
            )?;
            ensure(
                self.stage == Stage::Resolve || !d.launched,
                "ships: launched ships land before the round ends",
            )?;
            ensure(
                self.resolver.is_some() || !d.is_full(),
                "ships: a full docked ship launches",
            )?;
        }
        ensure(
            count == SHIP_COUNT && ships.len() == SHIP_COUNT && ships == CardSet::range(SHIP_COUNT),
            "ships: 36 ship cards",
        )?;

        // Destination tokens: 2 per zone, in the supply or on ships.
        let mut tokens = [0u8; ZONES];
        for d in self.docks.iter() {
            for &z in d.tokens.iter() {
                let slot = tokens
                    .get_mut(z as usize)
                    .ok_or(InvariantError("destination tokens: valid zones"))?;
                *slot = slot.saturating_add(1);
            }
        }
        for (z, &t) in tokens.iter().enumerate() {
            ensure(
                t.checked_add(self.token_supply[z]) == Some(TOKENS_PER_ZONE),
                "destination tokens: two per zone",
            )?;
        }

        // Point tokens.
        for (r, &box_count) in POINT_TOKENS.iter().enumerate() {
            let mut total = u32::from(self.point_supply[r]);
            for z in &self.zones {
                total += u32::from(z.points[r]);
            }
            for col in &self.colours {
                total += u32::from(col.points[r]);
            }
            ensure(total == u32::from(box_count), "point tokens: 40/23/23")?;
        }

        // Event cards.
        let resolver = self.resolver.map(|c| c.0);
        let mut zone_has = 0u16;
        for (id, place) in self.event_cards.iter().enumerate() {
            let kind = event_kind(id as u8).ok_or(InvariantError("event cards: 29"))?;
            ensure(
                self.known[id].0 & !PlayerSet::all(self.config.players as usize).0 == 0,
                "event cards: knowledge by seats in play",
            )?;
            match *place {
                CardPlace::Deck => {}
                CardPlace::Dealt(c) => ensure(
                    (c as usize) < nc
                        && kind == EventKind::Mission
                        && self.stage == Stage::Setup
                        && !self.config.is_neutral(Colour(c)),
                    "event cards: missions dealt to main colours at setup",
                )?,
                CardPlace::Held(c) => ensure(
                    (c as usize) < nc
                        && kind != EventKind::Discovery
                        && !self.config.is_neutral(Colour(c)),
                    "event cards: missions and actions held by main colours",
                )?,
                CardPlace::Zone(z) => {
                    ensure(
                        kind == EventKind::Discovery && z.is_outer(),
                        "event cards: discoveries in outer zones",
                    )?;
                    ensure(
                        zone_has & (1 << z as u16) == 0,
                        "event cards: one discovery per zone",
                    )?;
                    zone_has |= 1 << z as u16;
                }
                CardPlace::Drawn(c) => ensure(
                    (c as usize) < nc
                        && kind == EventKind::Discovery
                        && self.progress.drawn == Some(id as u8)
                        && resolver == Some(c),
                    "event cards: a drawn discovery belongs to the resolver",
                )?,
                CardPlace::Discarded => ensure(
                    kind == EventKind::Discovery,
                    "event cards: only discoveries are discarded",
                )?,
                CardPlace::Boxed(c) => ensure(
                    (c as usize) < nc
                        && self.config.is_neutral(Colour(c))
                        && kind != EventKind::Discovery,
                    "event cards: neutral colours box missions and actions",
                )?,
                CardPlace::Played(c) => ensure(
                    (c as usize) < nc && kind == EventKind::Action,
                    "event cards: only actions are played",
                )?,
            }
        }
        for (ci, col) in self.colours().iter().enumerate() {
            for m in [col.starting_mission, col.returned_mission] {
                ensure(
                    m.is_none_or(|m| event_kind(m) == Some(EventKind::Mission)),
                    "missions: starting missions are missions",
                )?;
            }
            if let Some(m) = col.starting_mission {
                ensure(
                    self.event_cards[m as usize] == CardPlace::Held(ci as u8),
                    "missions: the starting mission is held",
                )?;
                ensure(
                    col.returned_mission != Some(m),
                    "missions: kept and returned missions differ",
                )?;
            }
            let dealt = self
                .event_cards
                .iter()
                .filter(|p| **p == CardPlace::Dealt(ci as u8))
                .count();
            ensure(
                dealt == 0 || (dealt == 2 && col.starting_mission.is_none()),
                "missions: two dealt, or one kept",
            )?;
            if self.stage != Stage::Setup && !self.config.is_neutral(Colour(ci as u8)) {
                ensure(
                    col.starting_mission.is_some(),
                    "missions: every main colour kept a starting mission",
                )?;
            }
        }
        let mut missions = 0u16;
        for col in self.colours() {
            for m in [col.starting_mission, col.returned_mission]
                .into_iter()
                .flatten()
            {
                ensure(
                    missions & (1 << m) == 0,
                    "missions: dealt pairs are disjoint",
                )?;
                missions |= 1 << m;
            }
        }

        // Progress of the round.
        match self.stage {
            Stage::Setup | Stage::Choose | Stage::Over => {
                ensure(
                    self.resolver.is_none(),
                    "progress: no resolver outside the countdown",
                )?;
            }
            Stage::Resolve => {}
        }
        let p = &self.progress;
        let a_dock = |d: Option<u8>| d.is_none_or(|d| (d as usize) < nd);
        ensure(a_dock(p.destine), "progress: destine a dock")?;
        ensure(a_dock(p.first_dock), "progress: first dock a dock")?;
        if let Some(drawn) = p.drawn {
            ensure(
                resolver.is_some_and(|r| {
                    self.event_cards.get(drawn as usize) == Some(&CardPlace::Drawn(r))
                }),
                "progress: a drawn discovery",
            )?;
        }
        if let Some(r) = self.resolver {
            let col = &self.colours[r.index()];
            let s = col
                .chosen
                .ok_or(InvariantError("progress: the resolver chose a specialist"))?;
            ensure(
                (p.part as usize) <= s.effect().len(),
                "progress: part within the effect",
            )?;
            ensure(
                self.announced == s.number(),
                "progress: the resolver's number is announced",
            )?;
        } else {
            ensure(
                *p == Progress::start(),
                "progress: reset between resolutions",
            )?;
        }
        self.check_round()?;
        self.check_progress()?;
        self.check_setup()?;
        Ok(())
    }

    /// Where the round stands agrees with every colour's choice: nothing is
    /// chosen or resolved before the countdown, the countdown has resolved
    /// exactly the higher numbers (and, of the number announced, the colours
    /// clockwise from the first player before the resolver), revealed cards
    /// lie face up, and the reveal phase and score sheets belong to the end.
    fn check_round(&self) -> Result<(), InvariantError> {
        let over = self.stage == Stage::Over;
        ensure(
            self.discoveries_revealed == over,
            "round: discoveries are revealed at the end of the game",
        )?;
        ensure(
            over || self.sheets.iter().all(|x| *x == ScoreSheet::default()),
            "round: score sheets are filled at final scoring",
        )?;
        ensure(
            !over || self.round == ROUNDS,
            "round: the game ends after round 10",
        )?;
        ensure(
            self.stage == Stage::Resolve || self.last_resolver.is_none(),
            "round: a last resolver only during the countdown",
        )?;
        ensure(
            matches!(self.stage, Stage::Resolve) || self.announced == 10,
            "round: the countdown is announced only during step 2",
        )?;
        ensure(
            self.stage != Stage::Setup || self.round == 1,
            "round: setup is round 1",
        )?;
        let nc = self.colour_count();
        for (ci, col) in self.colours().iter().enumerate() {
            let c = Colour(ci as u8);
            let neutral = self.config.is_neutral(c);
            // A resolved Recruiter took every card back (a neutral one went
            // to the box).
            let recalled = col.chosen == Some(Specialist::Recruiter)
                && col.resolved
                && if neutral {
                    col.neutral.boxed.contains(Specialist::Recruiter)
                } else {
                    col.hand == SpecSet::ALL
                };
            ensure(
                neutral || recalled || !col.chosen.is_some_and(|s| col.hand.contains(s)),
                "specialists: a chosen card leaves the hand",
            )?;
            ensure(
                self.stage == Stage::Setup || col.neutral.to_stack.is_empty(),
                "neutral deck: kept cards are stacked at setup",
            )?;
            match self.stage {
                Stage::Setup | Stage::Over => ensure(
                    col.chosen.is_none() && !col.resolved,
                    "specialists: chosen only during a round",
                )?,
                Stage::Choose => {
                    ensure(!col.resolved, "specialists: resolved only in the countdown")?;
                    ensure(
                        !neutral || col.chosen.is_some(),
                        "neutral specialists: drawn before the others choose",
                    )?;
                    ensure(
                        col.chosen.is_some() || !col.hand.is_empty(),
                        "specialists: a colour to choose has a card in hand",
                    )?;
                }
                Stage::Resolve => {
                    let Some(s) = col.chosen else {
                        continue;
                    };
                    let n = s.number();
                    ensure(
                        n <= self.announced || col.resolved,
                        "countdown: every higher number has resolved",
                    )?;
                    ensure(
                        !col.resolved || n >= self.announced,
                        "countdown: only announced numbers resolve",
                    )?;
                    ensure(
                        !(col.resolved && self.resolver == Some(c)),
                        "countdown: the resolver has not resolved yet",
                    )?;
                    if n >= self.announced {
                        // Revealed: face up, unless a resolved Recruiter took
                        // its cards back.
                        ensure(
                            col.played.contains(s) || recalled,
                            "specialists: a revealed card lies face up",
                        )?;
                    }
                }
            }
        }
        if self.stage == Stage::Resolve {
            // The countdown resolves ties clockwise from the first player:
            // of the colours with the number announced, the resolved ones
            // come first, then the resolver.
            let announced =
                |c: &ColourState| c.chosen.is_some_and(|s| s.number() == self.announced);
            let mut waiting = false;
            for k in 0..nc {
                let c = Colour(((self.first.index() + k) % nc) as u8);
                let col = &self.colours[c.index()];
                if !announced(col) {
                    continue;
                }
                if col.resolved {
                    ensure(
                        !waiting,
                        "countdown: ties resolve clockwise from the first player",
                    )?;
                } else {
                    if !waiting {
                        ensure(
                            self.resolver.is_none_or(|r| r == c),
                            "countdown: the resolver is the next colour clockwise",
                        )?;
                    }
                    waiting = true;
                }
            }
            if let Some(l) = self.last_resolver {
                ensure(
                    self.colours[l.index()].resolved,
                    "countdown: the last resolver has resolved",
                )?;
            }
        }
        Ok(())
    }

    /// The resolution's progress is a step of the resolver's effect: each
    /// pending decision belongs to the part that calls for it.
    fn check_progress(&self) -> Result<(), InvariantError> {
        let p = &self.progress;
        ensure(
            !p.skipped_turn,
            "progress: a skipped turn ends the resolution",
        )?;
        if self.resolver.is_none() {
            return Ok(());
        }
        let part = self.current_part();
        let done_max = match part {
            Some(Part::Place { count, .. }) => count,
            Some(Part::LeavePhobos { max }) => max,
            Some(Part::Explore { moves }) => moves,
            Some(_) => 1,
            None => 0,
        };
        ensure(p.done <= done_max, "progress: steps within the part")?;
        ensure(
            !p.stopped || matches!(part, Some(Part::LeavePhobos { .. } | Part::Explore { .. })),
            "progress: only an \"up to\" part stops",
        )?;
        let placing = matches!(part, Some(Part::Place { .. } | Part::PlaceTogether { .. }));
        ensure(
            p.first_dock.is_some() == (matches!(part, Some(Part::Place { .. })) && p.done >= 1),
            "progress: the first dock of a placement",
        )?;
        if let Some(d) = p.destine {
            let boarded = self.docks().get(d as usize).is_some_and(|dock| {
                let unknown = dock
                    .ship
                    .and_then(ship_card)
                    .is_some_and(|s| s.destination.is_none());
                unknown && dock.tokens.is_empty() && dock.total_aboard() > 0
            });
            ensure(
                placing && p.done >= 1 && boarded,
                "progress: a token for an unknown-destination ship just boarded",
            )?;
        }
        let researched = matches!(part, Some(Part::ResearchOrLook)) && p.done == 1;
        ensure(
            p.drawn.is_none() || researched,
            "progress: a drawn discovery of the Scientist",
        )?;
        ensure(
            !p.forced_look
                || (researched
                    && p.drawn.is_none()
                    && self.event_cards.contains(&CardPlace::Discarded)),
            "progress: a look owed after a discarded discovery",
        )?;
        ensure(
            !(p.drawn.is_some() && p.forced_look),
            "progress: one pending Scientist step",
        )?;
        Ok(())
    }

    /// Setup: the dealt, kept and returned missions are six disjoint pairs
    /// of cards, each returned one in the event deck; a neutral deck's kept
    /// cards are stacked or still to stack; every card is known where it is
    /// to the seat holding it.
    fn check_setup(&self) -> Result<(), InvariantError> {
        for (id, place) in self.event_cards.iter().enumerate() {
            let holder = match *place {
                CardPlace::Dealt(c)
                | CardPlace::Held(c)
                | CardPlace::Drawn(c)
                | CardPlace::Boxed(c) => Some(Colour(c)),
                _ => None,
            };
            if let Some(c) = holder {
                ensure(
                    self.known[id].contains(self.config.controller(c)),
                    "event cards: the holder knows its cards",
                )?;
            }
        }
        if self.stage != Stage::Setup {
            return Ok(());
        }
        let mut missions = 0u32;
        for (ci, col) in self.colours().iter().enumerate() {
            if let Some(m) = col.returned_mission {
                ensure(
                    self.event_cards[m as usize] == CardPlace::Deck,
                    "missions: a returned mission is in the event deck during setup",
                )?;
            }
            ensure(
                col.starting_mission.is_some() == col.returned_mission.is_some(),
                "missions: a kept mission and a returned one",
            )?;
            for (id, place) in self.event_cards.iter().enumerate() {
                if *place == CardPlace::Dealt(ci as u8) {
                    ensure(
                        missions & (1 << id) == 0,
                        "missions: dealt pairs are disjoint",
                    )?;
                    missions |= 1 << id;
                }
            }
            for m in [col.starting_mission, col.returned_mission]
                .into_iter()
                .flatten()
            {
                ensure(
                    missions & (1 << m) == 0,
                    "missions: dealt pairs are disjoint",
                )?;
                missions |= 1 << m;
            }
            if self.config.is_neutral(Colour(ci as u8)) {
                let n = &col.neutral;
                ensure(
                    n.known_top as usize + n.to_stack.len() == KEPT_NEUTRAL_CARDS,
                    "neutral deck: three kept cards, stacked or to stack",
                )?;
            }
        }
        Ok(())
    }
}
