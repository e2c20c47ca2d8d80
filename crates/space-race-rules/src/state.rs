//! The state: [`RawState`], every zone of the table as plain, fixed-size
//! data with public fields (any values), and [`SpaceRace`], a `RawState`
//! whose invariants hold: the [`cardgame_core::Game`].
//!
//! Take the raw state of a game ([`SpaceRace::raw`] or
//! [`SpaceRace::into_raw`]), edit it (the position edits of
//! [`crate::CardPlace`] keep every card and astronaut conserved) and convert
//! it back with `SpaceRace::try_from` (which checks every invariant,
//! [`RawState::check`]) or [`SpaceRace::from_position`] (which first runs
//! whatever needs no decision). The rules are methods on `RawState`, in the
//! module of the rulebook heading they implement.

use cardgame_core::{BySeat, CardSet, GameRng, HiddenPile, InvariantError, PlayerId, StackVec};
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::config::{Config, SeatKind};
use crate::data::cards::{card_def, CARD_COUNT, MAX_COVER_PAIRS};
use crate::data::control::{control_def, ControlDef, SLOT_ABILITIES};
use crate::data::factions::{Rocket, ASTRONAUTS};
use crate::data::projects::{project, MAX_SPACES};
use crate::data::{Ability, Move, Place, Section, Sections, Thing, Zone, MAX_ABILITIES};

/// Universe slots per section (the rulebook's placement example has 4).
pub const SLOTS_PER_SECTION: usize = 4;
/// Universe slots in all.
pub const SLOTS: usize = 4 * SLOTS_PER_SECTION;
/// The most cards a Universe slot can hold.
pub const SLOT_DEPTH: usize = 16;
/// The 1950 space of the Progress track (rockets start on or behind it).
pub const PROGRESS_1950: u16 = 10;
/// Rounds in a game.
pub const ROUNDS: u8 = 7;
/// The farthest a Rocket may stand on the Progress track in a state: a game
/// moves one by less than 20 000 spaces, so the track (a `u16`) never runs
/// out.
pub const MAX_PROGRESS: u16 = 40_000;
/// The hand limit after phase 1 step 2.
pub const HAND_LIMIT: usize = 7;

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Stage {
    /// Phase 1 step 2: in turn order, seats put cards into the Unexplored
    /// Universe (`order[order_idx]` is on turn).
    #[default]
    Unexplored,
    /// Phase 1 step 5: every human seat chooses a Control card, hidden.
    ChooseControl,
    /// Phase 2 steps 1–4: active seats in initiative order.
    Develop(Section),
    /// Phase 2 step 5: every seat in reverse turn order.
    Bureaucracy,
    /// The game is over.
    Over,
}

impl core::fmt::Display for Stage {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Stage::Unexplored => f.write_str("phase 1 step 2 (cards into the Unexplored Universe)"),
            Stage::ChooseControl => f.write_str("phase 1 step 5 (choosing Control cards)"),
            Stage::Develop(s) => write!(f, "phase 2, {} step", s.name()),
            Stage::Bureaucracy => f.write_str("phase 2, Bureaucracy step"),
            Stage::Over => f.write_str("the game is over"),
        }
    }
}

/// Which ability: a card's, or the active Control card's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct AbilityRef {
    /// The card id, or `None` for the active Control card.
    pub card: Option<u8>,
    /// The ability's index on it.
    pub index: u8,
}

impl AbilityRef {
    /// The ability an activating action names (`None` for other actions).
    pub(crate) fn activated_by(a: Action) -> Option<AbilityRef> {
        match a {
            Action::Activate { card, ability } => Some(AbilityRef {
                card: Some(card),
                index: ability,
            }),
            Action::ActivateControl(index) => Some(AbilityRef { card: None, index }),
            _ => None,
        }
    }
}

/// An astronaut a move has picked and not yet put down (ruling R9 for the
/// last two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Held {
    /// One of the seat's astronauts in this Breakthrough Zone (0 = Launch
    /// Pad), an exhausted one if `exhausted`.
    Zone {
        /// The zone index.
        zone: u8,
        /// Whether the picked astronaut is exhausted.
        exhausted: bool,
    },
    /// The seat's astronaut on the space of this Project (stack position)
    /// farthest from its last space (the Agency is empty).
    Space(u8),
    /// One of the seat's astronauts on the Standby area of this Project
    /// (stack position; the Agency is empty).
    Standby(u8),
}

/// Pending work of the seat on turn, resolved top first: what an ability,
/// an entering card or the end of a turn still has to do. The top task
/// either runs by itself or is the decision the seat faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Task {
    /// Pay an investment: `left` more cards from hand to Investments.
    Pay {
        /// The ability paid for.
        src: AbilityRef,
        /// Cards still to pay.
        left: u8,
    },
    /// Resolve an ability's effect (its cost is paid).
    Resolve {
        /// The ability.
        src: AbilityRef,
    },
    /// Announce the split of a combined ability.
    Split {
        /// The combined ability.
        src: AbilityRef,
    },
    /// A move in progress.
    Move {
        /// What, from where, to where.
        m: Move,
        /// The one Project (stack position) a requirement's offer places
        /// on, or `None` for any open Project.
        project: Option<u8>,
        /// How many more may move.
        left: u8,
        /// The astronaut picked to move and not yet put down: `None` takes
        /// one from the Agency supply.
        held: Option<Held>,
        /// Nothing has moved yet (the "No Universe card to take" fallbacks
        /// apply).
        fresh: bool,
        /// The move is of the first ability activated on the turn (only
        /// then may "No Universe card to take" take a card from a preceding
        /// section, ruling R6).
        first: bool,
    },
    /// Stand up to `left` exhausted astronauts.
    Refresh {
        /// How many more.
        left: u8,
    },
    /// Exhaust `left` more upright astronauts (mandatory while any is left).
    Exhaust {
        /// How many more.
        left: u8,
    },
    /// Uncover one covered card.
    Uncover,
    /// A single-use ability was used (or a penalty says so): cover `card`'s
    /// right side; with two or more free cards in the Agency, the seat
    /// chooses which covers it.
    Cover {
        /// The card to cover.
        card: u8,
    },
    /// `card` just entered the Agency and must replace the cover of a card
    /// covered by an astronaut (or by nothing); with two or more such
    /// cards, the seat chooses which.
    Replace {
        /// The new card.
        card: u8,
    },
    /// Take back a played Control card.
    Recover,
    /// A card entered the Agency: leader check, immediate abilities,
    /// Project requirements, permanent triggers (`step` 0..=3).
    Enter {
        /// The card.
        card: u8,
        /// How far its consequences are resolved.
        step: u8,
    },
    /// Two Leaders: choose which one goes to the Lab.
    Leader {
        /// The Leader that just entered.
        new: u8,
    },
    /// End of turn: astronauts on Standby move onto Project spaces.
    Settle,
    /// The turn is over.
    #[default]
    EndTurn,
}

/// A Project's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum ProjectStatus {
    /// Face down in the stack.
    #[default]
    FaceDown,
    /// Face up: astronauts may be placed.
    Open,
    /// Scored (or not) and back in the box.
    Closed,
}

/// One of the five selected Projects, in stack order (index 0 = bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct ProjectState {
    /// The Project's id in [`crate::data::projects::PROJECTS`].
    pub id: u8,
    /// Face down, open or closed.
    pub status: ProjectStatus,
    /// The seat occupying each space (`None`: empty).
    pub spaces: [Option<PlayerId>; MAX_SPACES],
    /// Astronauts on its Standby area, per seat.
    pub standby: [u8; 5],
}

impl ProjectState {
    /// A face-down Project.
    pub fn new(id: u8) -> ProjectState {
        ProjectState {
            id,
            status: ProjectStatus::FaceDown,
            spaces: [None; MAX_SPACES],
            standby: [0; 5],
        }
    }

    /// How many spaces it has.
    pub fn len(&self) -> usize {
        project(self.id).map_or(0, |d| d.spaces.len().min(MAX_SPACES))
    }

    /// Whether it has no spaces (never, for a valid id).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether one of its spaces is still empty.
    pub(crate) fn has_empty_space(&self) -> bool {
        self.spaces.iter().take(self.len()).any(Option::is_none)
    }

    /// Whether an astronaut is on the last space.
    pub fn completed(&self) -> bool {
        let n = self.len();
        n > 0 && self.spaces.get(n - 1).is_some_and(|s| s.is_some())
    }

    /// How many astronauts seat `p` has on its spaces.
    pub fn on_spaces(&self, p: PlayerId) -> u8 {
        self.spaces[..self.len()]
            .iter()
            .filter(|&&s| s == Some(p))
            .count() as u8
    }
}

/// One seat's play area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Seat {
    /// Cards in hand (secret).
    pub hand: CardSet,
    /// Cards in the Lab (face up; only their count scores).
    pub lab: CardSet,
    /// Cards in the Agency.
    pub agency: CardSet,
    /// Cards this seat put into the Unexplored Universe that are still there.
    pub unexplored_known: CardSet,
    /// Astronauts in the Agency (the supply).
    pub astronauts: u8,
    /// Astronauts returned to the box by the thematic setup.
    pub boxed: u8,
    /// Upright astronauts per Breakthrough Zone (Launch Pad first).
    pub upright: [u8; 5],
    /// Exhausted astronauts per Breakthrough Zone.
    pub exhausted: [u8; 5],
    /// Space on the Progress track.
    pub progress: u16,
    /// Control card slots still in hand (bit per slot).
    pub controls_left: u16,
    /// Control card slots played this game.
    pub controls_played: u16,
    /// The active Control card slot.
    pub active: Option<u8>,
    /// The Control card slot chosen in step 5 and not yet revealed.
    pub committed: Option<u8>,
    /// Abilities of the active Control card used this round (bit per index).
    pub control_used: u8,
}

impl Seat {
    /// Astronauts in all Breakthrough Zones.
    pub fn in_zones(&self) -> u8 {
        self.upright
            .iter()
            .chain(self.exhausted.iter())
            .fold(0u8, |a, &b| a.saturating_add(b))
    }

    /// Astronauts in one zone.
    pub fn in_zone(&self, z: usize) -> u8 {
        self.upright
            .get(z)
            .copied()
            .unwrap_or(0)
            .saturating_add(self.exhausted.get(z).copied().unwrap_or(0))
    }
}

/// The whole game state with public fields: the raw form that
/// `SpaceRace::try_from` validates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct RawState {
    /// The config.
    pub config: Config,
    /// All chance comes from here.
    pub rng: GameRng,
    /// The round, 1..=7 (8 once the game is over).
    pub round: u8,
    /// Where the round is.
    pub stage: Stage,
    /// The seats in the order of the current stage.
    pub order: StackVec<PlayerId, 5>,
    /// The position in `order` of the seat on turn.
    pub order_idx: u8,
    /// Pending work of the seat on turn (top = last).
    pub tasks: StackVec<Task, 24>,
    /// Abilities activated on the current turn (immediate and permanent
    /// abilities are resolved, not activated).
    pub turn_activations: u8,
    /// The face-down Deck.
    pub deck: HiddenPile,
    /// Whether the Investments were already shuffled into a new Deck.
    pub deck_reshuffled: bool,
    /// Cards in the Unexplored Universe (face down).
    pub unexplored: CardSet,
    /// The Universe: 4 slots per section, row by row; each slot bottom first.
    pub universe: [StackVec<u8, SLOT_DEPTH>; SLOTS],
    /// The Investments area (face up).
    pub investments: CardSet,
    /// Cards in some hand that everybody saw go there.
    pub public_in_hand: CardSet,
    /// Agency cards whose right side is covered.
    pub covered: CardSet,
    /// Covered cards whose cover is an astronaut.
    pub cover_astronauts: CardSet,
    /// Covered cards whose cover is another card of the same Agency:
    /// `(covered, cover)` pairs (ruling R7). A covered card in none of
    /// `cover_astronauts` and these pairs had nothing to cover it with.
    pub cover_cards: StackVec<(u8, u8), MAX_COVER_PAIRS>,
    /// Abilities used this round, per ability index, by card.
    pub used: [CardSet; MAX_ABILITIES],
    /// Each seat's play area.
    pub seats: BySeat<Seat>,
    /// The five selected Projects, bottom of the stack first.
    pub projects: StackVec<ProjectState, 5>,
    /// The current Mission tile (0..7; 7 once all are flipped).
    pub tile: u8,
    /// Decisions taken so far.
    pub decisions: u32,
    /// Whether the decision cap ended the game.
    pub capped: bool,
}

impl RawState {
    /// The cards of seat `s` in `from` when it is one of the card places a
    /// move takes from by card (hand, Lab, Agency, the shared Investments).
    pub(crate) fn cards_at(&self, s: &Seat, from: Place) -> Option<CardSet> {
        match from {
            Place::Hand => Some(s.hand),
            Place::Lab => Some(s.lab),
            Place::Agency => Some(s.agency),
            Place::Investments => Some(self.investments),
            _ => None,
        }
    }

    /// Number of seats.
    pub fn n(&self) -> usize {
        self.seats.len()
    }

    /// Whether seat `p` is an AI player.
    pub fn is_ai(&self, p: PlayerId) -> bool {
        self.config
            .seats
            .get(p.index())
            .is_some_and(|s| s.kind == SeatKind::Ai)
    }

    /// The Rocket of seat `p`.
    pub fn rocket(&self, p: PlayerId) -> Rocket {
        self.config
            .seats
            .get(p.index())
            .map_or(Rocket::Soyuz, |s| s.rocket)
    }

    /// The seat's area.
    pub fn seat(&self, p: PlayerId) -> Option<&Seat> {
        self.seats.get(p)
    }

    /// The seat's area, mutably.
    pub fn seat_mut(&mut self, p: PlayerId) -> Option<&mut Seat> {
        self.seats.get_mut(p)
    }

    /// The active Control card of seat `p`.
    pub fn active_control(&self, p: PlayerId) -> Option<ControlDef> {
        control_def(self.rocket(p), usize::from(self.seat(p)?.active?))
    }

    /// The abilities of seat `p`'s active Control card (none without one):
    /// [`RawState::active_control`]'s abilities, looked up at once.
    pub(crate) fn active_control_abilities(&self, p: PlayerId) -> &'static [Ability] {
        let slot = self
            .seat(p)
            .and_then(|s| s.active)
            .map_or(usize::MAX, usize::from);
        SLOT_ABILITIES
            .get(self.rocket(p) as usize)
            .and_then(|r| r.get(slot))
            .copied()
            .unwrap_or(&[])
    }

    /// Whether seat `p` is dedicated: a card in its Agency says so, or its
    /// active Control card has initiative 3 (such cards "make your faction
    /// dedicated until the end of the round", ruling R29: from its reveal in
    /// phase 1 step 7 to the end of phase 3, not in the next round's phase 1).
    pub fn dedicated(&self, p: PlayerId) -> bool {
        let this_round = matches!(self.stage, Stage::Develop(_) | Stage::Bureaucracy);
        if this_round && self.active_control(p).is_some_and(|c| c.dedicates()) {
            return true;
        }
        self.seat(p).is_some_and(|s| {
            s.agency
                .iter()
                .any(|c| card_def(c as u8).is_some_and(|d| d.dedicates))
        })
    }

    /// The ability an [`AbilityRef`] points at, for seat `p`.
    pub fn ability(&self, p: PlayerId, r: AbilityRef) -> Option<&'static Ability> {
        match r.card {
            None => self.active_control_abilities(p).get(usize::from(r.index)),
            Some(c) => card_def(c)?.abilities.get(usize::from(r.index)),
        }
    }

    /// The seat on turn in a sequential stage.
    pub fn actor(&self) -> Option<PlayerId> {
        match self.stage {
            Stage::Unexplored | Stage::Develop(_) | Stage::Bureaucracy => {
                self.order.get(usize::from(self.order_idx)).copied()
            }
            _ => None,
        }
    }

    /// The top card of a Universe slot.
    pub fn slot_top(&self, slot: usize) -> Option<u8> {
        self.universe.get(slot).and_then(|s| s.last().copied())
    }

    /// Every card in the Universe.
    pub fn universe_cards(&self) -> CardSet {
        let mut s = CardSet::new();
        for slot in &self.universe {
            for &c in slot.iter() {
                s.insert(usize::from(c));
            }
        }
        s
    }

    /// Checks every invariant but settledness: each card in exactly one
    /// zone, 15 astronauts per seat, distinct Rocket spaces, consistent
    /// Control cards, Projects, Universe rows and stage.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn check_position(&self) -> Result<(), InvariantError> {
        let bad = |m: &'static str| Err(InvariantError(m));
        self.config
            .validate()
            .map_err(|_| InvariantError("the config is not playable"))?;
        let n = self.n();
        if n != self.config.seats.len() {
            return bad("seat count differs from the config");
        }
        // Cards: every id in exactly one zone.
        let mut seen = CardSet::new();
        let mut total = 0usize;
        let mut add = |set: &CardSet, seen: &mut CardSet| {
            total += set.len();
            *seen = seen.union(set);
        };
        add(&self.deck.cards(), &mut seen);
        if self.deck.len() != self.deck.cards().len() {
            return bad("a card is twice in the Deck");
        }
        add(&self.unexplored, &mut seen);
        add(&self.investments, &mut seen);
        for (si, slot) in self.universe.iter().enumerate() {
            let mut s = CardSet::new();
            for &c in slot.iter() {
                let Some(d) = card_def(c) else {
                    return bad("an unknown card id is in the Universe");
                };
                if d.section.index() != si / SLOTS_PER_SECTION {
                    return bad("a card is in the wrong Universe section");
                }
                if !s.insert(usize::from(c)) {
                    return bad("a card is twice in a Universe slot");
                }
            }
            add(&s, &mut seen);
        }
        let mut hands = CardSet::new();
        let mut agencies = CardSet::new();
        for (_, s) in self.seats.iter() {
            add(&s.hand, &mut seen);
            add(&s.lab, &mut seen);
            add(&s.agency, &mut seen);
            hands = hands.union(&s.hand);
            agencies = agencies.union(&s.agency);
        }
        if total != CARD_COUNT || seen.len() != CARD_COUNT || seen.iter().any(|c| c >= CARD_COUNT) {
            return bad("card conservation: every card must be in exactly one zone");
        }
        if !self.public_in_hand.difference(&hands).is_empty() {
            return bad("a publicly known hand card is not in a hand");
        }
        if !self.covered.difference(&agencies).is_empty()
            || !self.cover_astronauts.difference(&self.covered).is_empty()
        {
            return bad("covered cards must be in an Agency");
        }
        let mut by_cards = CardSet::new();
        let mut covers = CardSet::new();
        for &(x, c) in self.cover_cards.iter() {
            let (xi, ci) = (usize::from(x), usize::from(c));
            let same_agency = self
                .seats
                .iter()
                .any(|(_, s)| s.agency.contains(xi) && s.agency.contains(ci));
            if x == c
                || !same_agency
                || !self.covered.contains(xi)
                || self.cover_astronauts.contains(xi)
                || !by_cards.insert(xi)
                || !covers.insert(ci)
            {
                return bad(
                    "a card covers one other card of its Agency, and is covered by one cover",
                );
            }
        }
        let mut uu = CardSet::new();
        for (_, s) in self.seats.iter() {
            if !s.unexplored_known.difference(&self.unexplored).is_empty()
                || !s.unexplored_known.is_disjoint(&uu)
            {
                return bad("a seat's known Unexplored cards are not there");
            }
            uu = uu.union(&s.unexplored_known);
        }
        // Projects.
        if self.projects.len() != 5 {
            return bad("five Projects are selected");
        }
        for (i, pr) in self.projects.iter().enumerate() {
            if project(pr.id).is_none() {
                return bad("an unknown Project id");
            }
            if self.projects.iter().skip(i + 1).any(|q| q.id == pr.id) {
                return bad("a Project is selected twice");
            }
            let len = pr.len();
            for (k, &s) in pr.spaces.iter().enumerate() {
                if s.is_some_and(|q| k >= len || q.index() >= n || pr.status != ProjectStatus::Open)
                {
                    return bad("a Project space holds an astronaut it cannot");
                }
            }
            for (k, &s) in pr.standby.iter().enumerate() {
                if s != 0 && (k >= n || pr.status != ProjectStatus::Open) {
                    return bad("a Standby area holds astronauts it cannot");
                }
            }
        }
        // Astronauts and seats.
        for (p, s) in self.seats.iter() {
            let mut count = u32::from(s.astronauts) + u32::from(s.boxed) + u32::from(s.in_zones());
            for pr in self.projects.iter() {
                count += u32::from(pr.on_spaces(p));
                count += u32::from(pr.standby.get(p.index()).copied().unwrap_or(0));
            }
            count += self.cover_astronauts.intersection(&s.agency).len() as u32;
            if count != u32::from(ASTRONAUTS) {
                return bad("astronaut conservation: 15 per faction");
            }
            if s.controls_left & s.controls_played != 0 {
                return bad("a Control card is both played and in hand");
            }
            if s.active
                .is_some_and(|a| s.controls_played & (1u16 << (a & 15)) == 0)
            {
                return bad("the active Control card is not among the played ones");
            }
            if s.committed
                .is_some_and(|c| s.controls_left & (1u16 << (c & 15)) == 0)
            {
                return bad("the chosen Control card is not in hand");
            }
            if s.active.is_some_and(|a| a >= 16) || s.committed.is_some_and(|c| c >= 16) {
                return bad("a Control card slot is out of range");
            }
            if s.controls_left | s.controls_played != self.control_set(p) {
                return bad("control card conservation: each of the seat's Control cards is either in hand or played");
            }
            let choosing = matches!(self.stage, Stage::ChooseControl);
            if s.committed.is_some() && !choosing {
                return bad("a Control card is chosen face down only in phase 1 step 5");
            }
            if choosing && self.is_ai(p) && s.committed.is_none() {
                return bad("an AI player's Control card is chosen at the start of step 5");
            }
            // One Control card is chosen in each round still to choose one.
            let to_choose = u32::from(ROUNDS.saturating_sub(self.round))
                + u32::from(self.stage == Stage::Unexplored || (choosing && s.committed.is_none()));
            let spare = s.controls_left.count_ones() - u32::from(s.committed.is_some());
            if self.stage != Stage::Over && spare < to_choose {
                return bad("too few Control cards left in hand for the rounds still to play");
            }
            if s.progress > MAX_PROGRESS {
                return bad("a Rocket is farther on the Progress track than a game can take it");
            }
            for (q, t) in self.seats.iter() {
                if q > p && t.progress == s.progress {
                    return bad("two Rockets share a space of the Progress track");
                }
            }
        }
        // Stage.
        let last_round = if self.stage == Stage::Over {
            ROUNDS + 1
        } else {
            ROUNDS
        };
        if self.round == 0 || self.round > last_round {
            return bad("round out of range: 1 to 7 while the game goes on");
        }
        if self.tile != self.round - 1 {
            return bad("the Mission tile of round r is tile r: one tile is flipped per round");
        }
        if self.capped && self.stage != Stage::Over {
            return bad("the decision cap ended a game that goes on");
        }
        for (i, p) in self.order.iter().enumerate() {
            if p.index() >= n || self.order.iter().skip(i + 1).any(|q| q == p) {
                return bad("the turn order names a seat twice or one that does not exist");
            }
        }
        match self.stage {
            Stage::Over | Stage::ChooseControl => {
                if !self.tasks.is_empty() || !self.order.is_empty() || self.order_idx != 0 {
                    return bad("no seat is on turn and no task pends while Control cards are chosen or once the game is over");
                }
            }
            _ => match self.actor() {
                Some(p) if !self.is_ai(p) => {}
                _ => return bad("a sequential stage must rest on a human seat"),
            },
        }
        self.check_tasks()
    }

    /// The task stack: none but the end of a turn in phase 1, the end of a
    /// turn only at the bottom, and an astronaut picked by a move (on top)
    /// still where it was picked.
    fn check_tasks(&self) -> Result<(), InvariantError> {
        let bad = |m: &'static str| Err(InvariantError(m));
        let top = self.tasks.len().saturating_sub(1);
        for (i, t) in self.tasks.iter().enumerate() {
            match *t {
                Task::EndTurn if i != 0 => {
                    return bad("the end of a turn is the last task of the turn");
                }
                Task::EndTurn | Task::Settle => {}
                _ if self.stage == Stage::Unexplored => {
                    return bad("no ability is resolved in phase 1");
                }
                Task::Move {
                    m:
                        Move {
                            thing: Thing::Cards(sections),
                            ..
                        },
                    ..
                } if sections.0 == 0 || sections.0 & !Sections::ANY.0 != 0 => {
                    return bad("a move of cards names some of the four sections");
                }
                // Every printed ability that moves cards out of a hand takes
                // any card; whether the hand holds one is then its size.
                Task::Move {
                    m:
                        Move {
                            from: Place::Hand,
                            thing,
                            ..
                        },
                    ..
                } if thing != Thing::Cards(Sections::ANY) => {
                    return bad("cards leave a hand only by abilities that take any card");
                }
                Task::Move {
                    held: Some(h), m, ..
                } if i != top || !self.held_is_there(h, m) => {
                    return bad(
                        "a picked astronaut is where the move picked it, and is put down next",
                    );
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether the astronaut `h` a move `m` picked (for the seat on turn) is
    /// still there.
    fn held_is_there(&self, h: Held, m: Move) -> bool {
        let (Some(p), Some(s)) = (self.actor(), self.actor().and_then(|p| self.seat(p))) else {
            return false;
        };
        match h {
            Held::Zone { zone, exhausted } => {
                let there = if exhausted { &s.exhausted } else { &s.upright };
                let from = matches!(m.from, Place::Zones(z) if Zone::from_index(usize::from(zone)).is_some_and(|zz| z.has(zz)));
                from && there.get(usize::from(zone)).is_some_and(|&x| x > 0)
            }
            Held::Space(i) => self
                .projects
                .get(usize::from(i))
                .is_some_and(|pr| pr.on_spaces(p) > 0),
            Held::Standby(i) => self
                .projects
                .get(usize::from(i))
                .is_some_and(|pr| pr.standby.get(p.index()).is_some_and(|&x| x > 0)),
        }
    }

    /// Checks every invariant ([`RawState::check_position`]) and that the
    /// position is settled: nothing is left to run without a decision (the
    /// rules would not change it before asking somebody), every seat in
    /// `to_act` has a legal action, no other seat has one, and somebody can
    /// act unless the game is over.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn check(&self) -> Result<(), InvariantError> {
        let bad = |m: &'static str| Err(InvariantError(m));
        self.check_position()?;
        let mut settled = *self;
        settled.advance(&mut ());
        if settled != *self {
            return bad("settled: the rules would move on without a decision (build positions with SpaceRace::from_position)");
        }
        let n = self.n();
        if self.stage != Stage::Over {
            let mut waiting = false;
            for p in cardgame_core::PlayerId::all(n) {
                let mut any = false;
                self.for_each_legal(p, &mut |_| any = true);
                if any {
                    waiting = true;
                } else if match self.stage {
                    Stage::ChooseControl => {
                        !self.is_ai(p) && self.seat(p).is_some_and(|s| s.committed.is_none())
                    }
                    _ => self.actor() == Some(p),
                } {
                    return bad("a seat to act has no legal action");
                }
            }
            if !waiting {
                return bad("nobody can act but the game is not over");
            }
        }
        Ok(())
    }
}

/// A game of Space Race: a [`RawState`] whose invariants hold.
///
/// Build one with [`cardgame_core::Game::new`], or from a raw state with
/// `SpaceRace::try_from(raw)` or [`SpaceRace::from_position`]; play it
/// through the [`cardgame_core::Game`] trait. Serialized, it is its
/// `RawState`, checked on the way in.
///
/// Equality, hashing and `Debug` are those of the [`RawState`]: the rest is
/// derived from it.
#[derive(Clone)]
#[cfg_attr(
    feature = "serde",
    derive(Serialize, Deserialize),
    serde(try_from = "RawState", into = "RawState")
)]
pub struct SpaceRace {
    raw: RawState,
    /// The abilities the seat on turn may activate, when the rules last
    /// stopped at its turn in phase 2 with nothing pending (see
    /// [`Activations`]).
    known: Activations,
}

impl PartialEq for SpaceRace {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}

impl Eq for SpaceRace {}

impl core::hash::Hash for SpaceRace {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.raw.hash(state);
    }
}

impl core::fmt::Debug for SpaceRace {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SpaceRace").field("raw", &self.raw).finish()
    }
}

/// The most activations [`Activations`] keeps; a seat with more has them
/// listed from its Agency.
const KNOWN_ACTIVATIONS: usize = 16;

/// What the seat on turn in phase 2 may activate, worked out once when the
/// rules stop at its turn (they must know whether it has anything left to
/// activate, ruling R11) and read back by the listing of its legal actions
/// instead of walking its Agency again; while they are known, that seat is
/// the one to act. A game's state changes only through
/// [`SpaceRace::apply`] and `SpaceRace::raw_mut`, which forget this first,
/// so it is never stale; a new game starts without it, and then the listing
/// works things out.
#[derive(Clone, Copy)]
pub(crate) struct Activations {
    /// The seat they are of; `None`: not known.
    pub(crate) seat: Option<PlayerId>,
    /// The one seat to act, when the rules noted it where they stopped (at
    /// a human seat's turn in phase 1 step 2 or in phase 2 with nothing
    /// pending); `None`: not known.
    pub(crate) turn: Option<PlayerId>,
    /// The activations, in action order.
    actions: StackVec<Action, KNOWN_ACTIVATIONS>,
}

impl Activations {
    /// Nothing known.
    pub(crate) const UNKNOWN: Activations = Activations {
        seat: None,
        turn: None,
        actions: StackVec::empty(Action::Done),
    };

    /// Forgets everything noted.
    pub(crate) fn forget(&mut self) {
        self.seat = None;
        self.turn = None;
    }

    /// Forgets the activations, for seat `p`'s to be noted.
    pub(crate) fn start(&mut self, p: PlayerId) {
        self.seat = Some(p);
        self.actions.clear();
    }

    /// Notes one more activation; false (and nothing is known) when there
    /// is no room for it.
    pub(crate) fn push(&mut self, a: Action) -> bool {
        let room = self.actions.push(a).is_ok();
        if !room {
            self.seat = None;
        }
        room
    }

    /// The activations noted, in action order.
    pub(crate) fn as_slice(&self) -> &[Action] {
        self.actions.as_slice()
    }
}

impl SpaceRace {
    /// The state's plain data.
    pub fn raw(&self) -> &RawState {
        &self.raw
    }

    /// The state's plain data, by value (to edit and convert back).
    pub fn into_raw(self) -> RawState {
        self.raw
    }

    /// The state's plain data, for the rules (which keep the invariants).
    /// What the seat on turn may activate is forgotten.
    pub(crate) fn raw_mut(&mut self) -> &mut RawState {
        self.known.forget();
        &mut self.raw
    }

    /// Seat `p` takes `a` (see [`cardgame_core::Game::apply_unchecked`]),
    /// noting what the seat then on turn may activate.
    pub(crate) fn apply(&mut self, p: PlayerId, a: Action, ev: &mut impl crate::rules::Sink) {
        let noted = self.noted_activation(p, a);
        self.known.forget();
        self.raw.apply_action(p, a, noted, ev, &mut self.known);
    }

    /// The ability `a` activates, when it is one of the activations noted
    /// for seat `p` (a legal one: it is not checked again).
    fn noted_activation(&self, p: PlayerId, a: Action) -> Option<AbilityRef> {
        let r = AbilityRef::activated_by(a)?;
        (self.known.seat == Some(p) && self.known.as_slice().contains(&a)).then_some(r)
    }

    /// The seats to act (see [`cardgame_core::Game::to_act`]): the one the
    /// rules noted where they stopped, else worked out from the state.
    pub(crate) fn seats_to_act(&self) -> cardgame_core::PlayerSet {
        match self.known.turn {
            Some(p) => {
                debug_assert_eq!(self.raw.to_act(), cardgame_core::PlayerSet::only(p));
                cardgame_core::PlayerSet::only(p)
            }
            None => self.raw.to_act(),
        }
    }

    /// The legal actions of seat `p` (see
    /// [`cardgame_core::Game::legal_actions_into`]), its activations read
    /// from what the rules noted when they are known.
    pub(crate) fn legal_into(&self, p: PlayerId, out: &mut alloc::vec::Vec<Action>) {
        if self.known.seat == Some(p) {
            self.raw.legal_with_known(p, &self.known, out);
        } else {
            self.raw.legal_into(p, out);
        }
    }

    /// A state the rules built (their invariants hold by construction).
    pub(crate) fn from_checked(raw: RawState) -> SpaceRace {
        SpaceRace {
            raw,
            known: Activations::UNKNOWN,
        }
    }

    /// A game from any consistent position: checks the invariants
    /// ([`RawState::check_position`]), then runs whatever needs no decision
    /// (automatic tasks, AI players' turns, turns with nothing left to
    /// activate, the end of a step or a round) until a human seat has a
    /// decision or the game is over, and checks the result
    /// ([`RawState::check`]). This is how tests and tools build a specific
    /// position: edit a [`RawState`] (for instance give a seat its turn in a
    /// step with [`RawState::give_turn`]) and settle it.
    ///
    /// # Errors
    /// The first broken invariant, before or after settling.
    pub fn from_position(raw: RawState) -> Result<SpaceRace, InvariantError> {
        raw.check_position()?;
        let mut raw = raw;
        raw.advance(&mut ());
        raw.check()?;
        Ok(SpaceRace::from_checked(raw))
    }
}

impl TryFrom<RawState> for SpaceRace {
    type Error = InvariantError;

    fn try_from(raw: RawState) -> Result<Self, Self::Error> {
        raw.check()?;
        Ok(SpaceRace::from_checked(raw))
    }
}

impl From<SpaceRace> for RawState {
    fn from(g: SpaceRace) -> RawState {
        g.raw
    }
}
