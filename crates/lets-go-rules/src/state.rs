//! The state and its zones: [`RawState`] (plain public fields, any values)
//! and [`LetsGo`] (a checked `RawState`, the [`cardgame_core::Game`]).
//!
//! The zones are the rulebook's components: the Specialist deck, the Space
//! Research Center, the hands, the Hubs, the Research tokens and the
//! Projects; [`Stage`] says which decision of the turn is pending.
//! Everything is inline (bitsets, fixed arrays, `StackVec`s): a clone is a
//! `memcpy` and nothing on the `apply`/`legal_actions` path allocates.

use cardgame_core::{BySeat, CapacityError, CardSet, GameRng, InvariantError, PlayerId, StackVec};

use crate::config::Config;
use crate::data::{
    Ability, Card, Field, Icons, Instead, Price, ProjectId, NUM_SPECIALISTS, NUM_TILES,
};
use crate::rules::abilities::use_bits;
use crate::rules::recruiting::{recruitment_cost, RecruitFacts};

/// The most Specialists a Hub can hold: a player who reaches 12 starts the
/// last round and never plays again (End of the Game).
pub const HUB_CAPACITY: usize = 12;

/// The number of Specialists face up in the Center after a refill.
pub const CENTER_SIZE: usize = 6;

/// A Specialist in a Hub, with the Division it joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Placed {
    /// The card.
    pub card: Card,
    /// Its Division.
    pub division: Field,
}

/// A player's Research & Development Hub: the Specialists in the order they
/// were recruited, each in its Division; the last one of a Division is on top.
///
/// The top of each Division, the Skills matching each Division and all the
/// Skill icons are kept up to date as Specialists arrive, so the hot paths
/// read them in constant time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        from = "StackVec<Placed, HUB_CAPACITY>",
        into = "StackVec<Placed, HUB_CAPACITY>"
    )
)]
pub struct Hub {
    placed: StackVec<Placed, HUB_CAPACITY>,
    tops: [Option<Card>; 5],
    matching: [u8; 5],
    skills: Icons,
    /// Per point of the turn an ability may be used at (see
    /// [`use_bits`]), the Divisions whose top Specialist's ability is of
    /// that kind: byte `k`, bit `d`. Worked out from `tops`.
    uses: u32,
    /// The printed Progress of every Specialist placed (Scoring), kept up
    /// to date from `placed`.
    printed: u16,
    /// How many Specialists placed score with an asterisk.
    starred: u8,
}

impl core::hash::Hash for Hub {
    /// The Specialists and what is kept up to date from them, as when the
    /// Hub held nothing else (`uses` follows from `tops`): the state hash
    /// is unchanged by the cache.
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.placed.hash(state);
        self.tops.hash(state);
        self.matching.hash(state);
        self.skills.hash(state);
    }
}

impl From<StackVec<Placed, HUB_CAPACITY>> for Hub {
    fn from(placed: StackVec<Placed, HUB_CAPACITY>) -> Hub {
        let mut hub = Hub::new();
        for p in placed.iter() {
            hub.push(p.card, p.division).ok();
        }
        hub
    }
}

impl From<Hub> for StackVec<Placed, HUB_CAPACITY> {
    fn from(hub: Hub) -> Self {
        hub.placed
    }
}

impl Hub {
    /// An empty Hub.
    pub fn new() -> Hub {
        Hub::default()
    }

    /// Places a Specialist on top of a Division (no rule is checked here).
    ///
    /// # Errors
    /// When the Hub already holds [`HUB_CAPACITY`] Specialists.
    pub fn push(&mut self, card: Card, division: Field) -> Result<(), CapacityError> {
        self.placed.push(Placed { card, division })?;
        let d = division.index();
        self.tops[d] = Some(card);
        self.uses = (self.uses & !(0x0001_0101 << d)) | (use_bits(card) << d);
        let data = card.data();
        self.matching[d] = self.matching[d].saturating_add(data.skill_count(division));
        for &s in data.skills {
            self.skills.add(s);
        }
        self.printed = self.printed.saturating_add(u16::from(data.points));
        self.starred = self.starred.saturating_add(u8::from(data.asterisk()));
        Ok(())
    }

    /// Removes a Specialist (for building positions); returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let before = self.placed.len();
        let mut kept = self.placed;
        kept.retain(|p| p.card != card);
        *self = Hub::from(kept);
        self.placed.len() != before
    }

    /// The Specialists in the order they were recruited.
    pub fn placed(&self) -> &[Placed] {
        self.placed.as_slice()
    }

    /// How many Specialists.
    pub fn len(&self) -> usize {
        self.placed.len()
    }

    /// Whether the Hub is empty.
    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    /// The Specialists of a Division, bottom first.
    pub fn division(&self, division: Field) -> impl Iterator<Item = Card> + '_ {
        self.placed
            .iter()
            .filter(move |p| p.division == division)
            .map(|p| p.card)
    }

    /// The Specialist on top of a Division.
    #[inline]
    pub fn top(&self, division: Field) -> Option<Card> {
        self.tops[division.index()]
    }

    /// The Divisions (bit `d`) whose top Specialist's ability is used at
    /// the point of the turn `kind` (0 paying, 1 the action, 2 after it;
    /// see [`use_bits`]).
    #[inline]
    pub(crate) fn uses(&self, kind: u32) -> u8 {
        (self.uses.checked_shr(8 * kind).unwrap_or(0) & 0x1f) as u8
    }

    /// The printed Progress of every Specialist in the Hub.
    #[inline]
    pub(crate) fn printed_points(&self) -> u32 {
        u32::from(self.printed)
    }

    /// Whether a Specialist in the Hub scores with an asterisk.
    #[inline]
    pub(crate) fn has_asterisks(&self) -> bool {
        self.starred > 0
    }

    /// How many Specialists a Division holds.
    pub fn division_len(&self, division: Field) -> usize {
        self.division(division).count()
    }

    /// The Skill icons of a Division's Specialists that match the Division
    /// (Step 2: each removes one Research icon from the bottom of the cost).
    #[inline]
    pub fn matching_skills(&self, division: Field) -> u8 {
        self.matching[division.index()]
    }

    /// Every Skill icon in the Hub, covered or not, in any Division.
    #[inline]
    pub fn skill_icons(&self) -> Icons {
        self.skills
    }

    /// The Division a card is in, if it is in this Hub.
    pub fn division_of(&self, card: Card) -> Option<Field> {
        self.placed
            .iter()
            .find(|p| p.card == card)
            .map(|p| p.division)
    }

    /// How many Specialists were placed on top of `card` in its Division.
    pub fn covering(&self, card: Card) -> u8 {
        match self.placed.iter().position(|p| p.card == card) {
            Some(i) => {
                let d = self.placed.as_slice().get(i).map(|p| p.division);
                self.placed
                    .iter()
                    .skip(i + 1)
                    .filter(|p| Some(p.division) == d)
                    .count() as u8
            }
            None => 0,
        }
    }

    /// How many Divisions hold at least one Specialist.
    pub fn occupied_divisions(&self) -> u8 {
        Field::ALL
            .into_iter()
            .filter(|&d| self.top(d).is_some())
            .count() as u8
    }

    /// The Hub's cards as a set.
    pub fn cards(&self) -> CardSet {
        self.placed.iter().map(|p| p.card.index()).collect()
    }
}

/// A set of fields (bit `i` = field `i`): the abilities used this turn, by
/// the Division of their card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct FieldSet(pub u8);

impl FieldSet {
    /// Whether `f` is in the set.
    #[inline]
    pub const fn contains(self, f: Field) -> bool {
        self.0 & (1 << f as u8) != 0
    }

    /// Adds `f`.
    #[inline]
    pub fn insert(&mut self, f: Field) {
        self.0 |= 1 << f as u8;
    }
}

/// The recruitment made this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Recruited {
    /// The Specialist.
    pub card: Card,
    /// Its Division.
    pub division: Field,
    /// Whether it came from the recruiter's hand (else from the Center).
    pub from_hand: bool,
    /// Whether it was the first Specialist of its Division.
    pub into_empty: bool,
}

/// What the current player has done this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnState {
    /// Abilities used this turn, by the Division of their card.
    pub used: FieldSet,
    /// The Specialist recruited this turn (its ability waits for the next turn).
    pub recruited: Option<Recruited>,
    /// Skill icons gained this turn toward Projects (abilities 19, 43, 58).
    pub bonus: Icons,
    /// Whether the turn made progress for the stall rule: a recruitment, a
    /// completed Project or a card leaving the deck.
    pub progress: bool,
}

/// A recruitment being paid for (Step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Payment {
    /// The Specialist being recruited (still in the Center or in the hand).
    pub card: Card,
    /// The chosen Division.
    pub division: Field,
    /// Whether it comes from the hand.
    pub from_hand: bool,
    /// Research icons still to provide, per colour.
    pub need: Icons,
    /// Icons of any colour provided this turn and not yet counted (from
    /// returned Specialists and abilities): they cover any of `need`.
    pub wild: u8,
    /// Research tokens of any colours still to pass (abilities 10, 22, 34).
    pub tokens_due: u8,
}

impl Payment {
    /// Icons still missing once the `wild` ones are counted.
    #[inline]
    pub fn outstanding(&self) -> u32 {
        self.need.total().saturating_sub(u32::from(self.wild))
    }

    /// Whether everything is provided.
    #[inline]
    pub fn settled(&self) -> bool {
        self.tokens_due == 0 && self.outstanding() == 0
    }
}

/// An end-of-turn Skill ability being paid for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Boost {
    /// The Division of the ability's card.
    pub ability: Field,
    /// The Skill chosen, once chosen.
    pub skill: Option<Field>,
    /// Research tokens still to pass.
    pub tokens_due: u8,
    /// Whether a Specialist must still be returned from the hand.
    pub card_due: bool,
}

/// Where the game stands: which decision of the current turn is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stage {
    /// Choose the turn's action: take, draw, recruit, or an ability used
    /// instead.
    Action,
    /// An ability used instead of the normal action asks for the Specialist
    /// to recruit.
    Choosing {
        /// The Division of the ability's card.
        ability: Field,
    },
    /// Provide the Research for a recruitment, icon by icon.
    Paying(Payment),
    /// After the action: optional abilities (draws after recruiting, Skills
    /// at the end of the turn), then end the turn.
    AfterAction,
    /// Pay for an end-of-turn Skill and choose it.
    Boosting(Boost),
    /// Several Projects are met: choose the one to complete.
    Claiming,
    /// The game is over.
    Over,
}

/// Why the last round started.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndTrigger {
    /// All available Projects are completed.
    AllProjects,
    /// This player recruited a 12th Specialist.
    TwelveSpecialists(PlayerId),
    /// The stall rule (ruling R7).
    Stall,
}

/// A Project on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ProjectSlot {
    /// The side showing.
    pub project: ProjectId,
    /// The player who completed it.
    pub owner: Option<PlayerId>,
}

/// The whole game as plain data: any values, checked only by
/// [`RawState::check`] (and by converting into a [`LetsGo`]).
///
/// This is the public way to build a specific position: take the raw state
/// of a game ([`LetsGo::into_raw`]), edit it — preferably with the
/// conserving edits of [`RawState::move_card`] and friends — and convert it
/// back with [`LetsGo::from_position`] (or `LetsGo::try_from(raw)`).
///
/// ```
/// use lets_go_rules::{Card, Config, Field, Game, LetsGo, PlayerId, Zone};
///
/// let mut raw = LetsGo::new(&Config::new(2), 7).unwrap().into_raw();
/// let card = Card::number(49).unwrap();
/// raw.move_card(card, Zone::Hub(PlayerId(0), Field::SpaceFlight));
/// let game = LetsGo::from_position(raw).unwrap();
/// assert_eq!(game.hub(PlayerId(0)).top(Field::SpaceFlight), Some(card));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RawState {
    /// The config.
    pub config: Config,
    /// The game's RNG.
    pub rng: GameRng,
    /// The face-down Specialist deck (its order is unknown to all: a draw
    /// takes a card at random).
    #[cfg_attr(feature = "serde", serde(with = "card_numbers"))]
    pub deck: CardSet,
    /// The Space Research Center (face up).
    #[cfg_attr(feature = "serde", serde(with = "card_numbers"))]
    pub center: CardSet,
    /// Each player's hand.
    #[cfg_attr(feature = "serde", serde(with = "card_numbers::by_seat"))]
    pub hands: BySeat<CardSet>,
    /// The cards of each hand that everybody knows are there (taken from
    /// the Center, or shown while being recruited).
    #[cfg_attr(feature = "serde", serde(with = "card_numbers::by_seat"))]
    pub known: BySeat<CardSet>,
    /// Each player's Hub.
    pub hubs: BySeat<Hub>,
    /// Each player's Research tokens.
    pub tokens: BySeat<Icons>,
    /// The Projects in play.
    pub projects: StackVec<ProjectSlot, 6>,
    /// The holder of the First Player marker.
    pub first: PlayerId,
    /// The player whose turn it is.
    pub current: PlayerId,
    /// The pending decision.
    pub stage: Stage,
    /// What the current player did this turn.
    pub turn: TurnState,
    /// Whether (and why) the last round has started.
    pub last_round: Option<EndTrigger>,
    /// Consecutive turns without progress (stall rule, ruling R7).
    pub quiet_turns: u16,
    /// Turns completed so far.
    pub turns: u16,
}

/// A game of Let's Go! To Space: a [`RawState`] whose invariants hold.
///
/// Build one with [`Game::new`](cardgame_core::Game::new), or a specific
/// position with [`LetsGo::from_position`]; play it through the
/// [`Game`](cardgame_core::Game) trait. The raw state is private: read it
/// with [`LetsGo::raw`], take it out with [`LetsGo::into_raw`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawState", into = "RawState"))]
pub struct LetsGo {
    pub(crate) s: RawState,
}

impl LetsGo {
    /// The state's plain data.
    pub fn raw(&self) -> &RawState {
        &self.s
    }

    /// The state's plain data, by value (to edit and convert back).
    pub fn into_raw(self) -> RawState {
        self.s
    }

    /// A game from any sound position: `raw` is checked by
    /// [`RawState::check`] and kept as it is. Build positions by taking the
    /// raw state of a game ([`LetsGo::into_raw`]) and editing it with the
    /// conserving edits of the raw state ([`RawState::move_card`],
    /// [`RawState::set_projects`], [`RawState::pass_token`]), or any field,
    /// then convert it here.
    ///
    /// # Errors
    /// The first broken invariant, naming the rule it breaks.
    pub fn from_position(raw: RawState) -> Result<LetsGo, InvariantError> {
        raw.check()?;
        Ok(LetsGo { s: raw })
    }
}

impl TryFrom<RawState> for LetsGo {
    type Error = InvariantError;

    /// Checks every invariant ([`RawState::check`]).
    fn try_from(raw: RawState) -> Result<LetsGo, InvariantError> {
        LetsGo::from_position(raw)
    }
}

impl From<LetsGo> for RawState {
    fn from(g: LetsGo) -> RawState {
        g.s
    }
}

/// Card sets in JSON as lists of printed card numbers (`[3, 17]` for `#3`
/// and `#17`), the numbers a person reads in the text of actions and events.
#[cfg(feature = "serde")]
pub(crate) mod card_numbers {
    use alloc::vec::Vec;

    use cardgame_core::CardSet;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::data::Card;

    pub(crate) fn serialize<S: Serializer>(set: &CardSet, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            set.iter()
                .filter_map(|i| Card::new(i as u8))
                .map(Card::printed),
        )
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let numbers: Vec<u8> = Vec::deserialize(d)?;
        from_numbers(&numbers).map_err(D::Error::custom)
    }

    fn from_numbers(numbers: &[u8]) -> Result<CardSet, &'static str> {
        let mut set = CardSet::new();
        for &n in numbers {
            let card = Card::number(n).ok_or("a Specialist card number is 1 to 60")?;
            if !set.insert(card.index()) {
                return Err("a card number is repeated in one zone");
            }
        }
        Ok(set)
    }

    /// One card set per seat, as a list of lists of card numbers.
    pub(crate) mod by_seat {
        use alloc::vec::Vec;

        use cardgame_core::{BySeat, CardSet, MAX_SEATS};
        use serde::de::Error as _;
        use serde::ser::SerializeSeq;
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        struct Numbers<'a>(&'a CardSet);

        impl Serialize for Numbers<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                super::serialize(self.0, s)
            }
        }

        pub(crate) fn serialize<S: Serializer>(
            sets: &BySeat<CardSet>,
            s: S,
        ) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(Some(sets.len()))?;
            for (_, set) in sets.iter() {
                seq.serialize_element(&Numbers(set))?;
            }
            seq.end()
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<BySeat<CardSet>, D::Error> {
            let lists: Vec<Vec<u8>> = Vec::deserialize(d)?;
            if lists.len() > MAX_SEATS {
                return Err(D::Error::custom("more card lists than seats"));
            }
            let mut sets = Vec::with_capacity(lists.len());
            for list in &lists {
                sets.push(super::from_numbers(list).map_err(D::Error::custom)?);
            }
            Ok(BySeat::from_slice(&sets))
        }
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
    /// The state's invariants: card conservation, Research-token
    /// conservation, the Hubs, the Projects and the pending decision.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn check(&self) -> Result<(), InvariantError> {
        self.config
            .validate()
            .map_err(|_| InvariantError("the config is not playable"))?;
        let n = usize::from(self.config.players);
        ensure(
            self.hands.len() == n
                && self.known.len() == n
                && self.hubs.len() == n
                && self.tokens.len() == n,
            "every seat has a hand, a Hub and Research tokens",
        )?;
        ensure(
            self.first.index() < n && self.current.index() < n,
            "the first and current players are seats",
        )?;
        // Card conservation: every Specialist in exactly one zone.
        let mut seen = self.deck;
        let mut total = self.deck.len();
        let mut add = |s: &CardSet| {
            total += s.len();
            seen = seen.union(s);
        };
        add(&self.center);
        for (_, h) in self.hands.iter() {
            add(h);
        }
        for (_, hub) in self.hubs.iter() {
            add(&hub.cards());
            ensure(
                hub.cards().len() == hub.len(),
                "a Specialist appears twice in a Hub",
            )?;
            ensure(
                *hub == Hub::from(StackVec::from_slice(hub.placed()).unwrap_or_default()),
                "a Hub's tops and Skill counts match its Specialists",
            )?;
            ensure(
                hub.len() <= HUB_CAPACITY,
                "a Hub holds at most 12 Specialists",
            )?;
            for placed in hub.placed() {
                ensure(
                    placed.card.data().has_skill(placed.division),
                    "every Specialist is in a Division matching one of its Skills",
                )?;
            }
        }
        ensure(
            total == NUM_SPECIALISTS && seen == CardSet::range(NUM_SPECIALISTS),
            "every Specialist card is in exactly one zone",
        )?;
        for p in PlayerId::all(n) {
            ensure(
                self.known[p].difference(&self.hands[p]).is_empty(),
                "publicly known hand cards are in that hand",
            )?;
        }
        // Research-token conservation: one token of each colour per player.
        for f in Field::ALL {
            let sum: usize = self.tokens.iter().map(|(_, t)| usize::from(t.get(f))).sum();
            ensure(
                sum == n,
                "Research tokens are conserved (one of each colour per player)",
            )?;
        }
        // Projects: players + 2 distinct tiles.
        ensure(
            self.projects.len() == n + 2,
            "players + 2 Projects are in play",
        )?;
        let mut tiles = [false; NUM_TILES];
        for slot in self.projects.iter() {
            let t = usize::from(slot.project.tile());
            ensure(
                tiles.get(t).is_some_and(|&used| !used),
                "each Project tile is in play once",
            )?;
            if let Some(flag) = tiles.get_mut(t) {
                *flag = true;
            }
            if let Some(o) = slot.owner {
                ensure(o.index() < n, "a Project's owner is a seat")?;
            }
        }
        self.check_stage()
    }

    /// The turn and the pending decision: each tied to the pieces it
    /// concerns, so that every decision offered can be made and finished.
    fn check_stage(&self) -> Result<(), InvariantError> {
        let p = self.current;
        let n = self.players();
        let all_done = self.projects.iter().all(|s| s.owner.is_some());
        if all_done || self.hubs.iter().any(|(_, h)| h.len() >= HUB_CAPACITY) {
            ensure(
                self.last_round.is_some(),
                "the last round has started once its trigger happened",
            )?;
        }
        match self.last_round {
            Some(EndTrigger::AllProjects) => ensure(
                all_done,
                "the last round started by completed Projects has every Project completed",
            )?,
            Some(EndTrigger::TwelveSpecialists(q)) => ensure(
                self.hubs.get(q).is_some_and(|h| h.len() == HUB_CAPACITY),
                "the last round started by 12 Specialists names a seat whose Hub holds 12",
            )?,
            Some(EndTrigger::Stall) | None => {}
        }
        if self.last_round.is_none() {
            ensure(
                self.quiet_turns < self.config.stall_turns(),
                "the stall rule starts the last round once its quiet turns have passed",
            )?;
        }
        ensure(
            self.turn.used.0 < 1 << Field::ALL.len(),
            "abilities used this turn are counted by Division (five of them)",
        )?;
        if self.stage != Stage::Over {
            // End of the Game: a player with 12 Specialists takes no other
            // turn, so play ends before reaching one.
            ensure(
                self.hubs[p].len() < HUB_CAPACITY || self.turn.recruited.is_some(),
                "a player with 12 Specialists does not take another turn",
            )?;
            let mut q = p.next(n);
            while q != self.first {
                ensure(
                    self.hubs[q].len() < HUB_CAPACITY,
                    "a player with 12 Specialists does not take another turn",
                )?;
                q = q.next(n);
            }
        }
        if let Some(r) = self.turn.recruited {
            ensure(
                self.hubs[p].top(r.division) == Some(r.card),
                "the Specialist recruited this turn is on top of its Division",
            )?;
            ensure(
                r.into_empty == (self.hubs[p].division(r.division).nth(1).is_none()),
                "the Specialist recruited this turn joined an empty Division only if it is alone there",
            )?;
            ensure(
                matches!(
                    self.stage,
                    Stage::AfterAction | Stage::Boosting(_) | Stage::Claiming
                ),
                "a recruitment of this turn is followed by the rest of the turn",
            )?;
        }
        // Skill icons gained this turn come one per end-of-turn ability used.
        let boosts = Field::ALL
            .iter()
            .filter(|&&d| {
                self.turn.used.contains(d)
                    && self
                        .top_ability(p, d)
                        .is_some_and(|a| matches!(a, Ability::Boost(_)))
            })
            .count() as u32;
        // The ability being paid for is used but its Skill not yet gained.
        let paying = u32::from(matches!(self.stage, Stage::Boosting(_)));
        ensure(
            self.turn.bonus.total() + paying <= boosts,
            "Skills gained this turn come from end-of-turn abilities used this turn",
        )?;
        match self.stage {
            Stage::Action => ensure(
                self.turn.recruited.is_none()
                    && self.turn.used == FieldSet(0)
                    && self.turn.bonus == Icons::ZERO,
                "a turn starts with no ability used, nobody recruited and no Skill gained",
            ),
            Stage::Choosing { ability } => {
                let mut only = FieldSet(0);
                only.insert(ability);
                ensure(
                    self.turn.used == only,
                    "the ability chosen instead of the action is the only one used",
                )?;
                ensure(
                    self.has_specialist_to_recruit(p, ability),
                    "an ability used instead of the action has a Specialist to recruit",
                )
            }
            Stage::Paying(pay) => self.check_payment(p, &pay),
            Stage::Boosting(b) => {
                let price = match self.top_ability(p, b.ability) {
                    Some(Ability::Boost(price)) if self.turn.used.contains(b.ability) => price,
                    _ => {
                        return Err(InvariantError(
                            "a Skill being paid for comes from the end-of-turn ability on top of a Division, marked used",
                        ))
                    }
                };
                let (tokens, card) = match price {
                    Price::Tokens(t) => (t, false),
                    Price::ReturnCard => (0, true),
                };
                ensure(
                    b.tokens_due <= tokens && (!b.card_due || card),
                    "a Skill ability owes no more than its price",
                )?;
                ensure(
                    b.skill.is_some() || (b.tokens_due == tokens && b.card_due == card),
                    "a Skill ability is paid for after its Skill is chosen",
                )?;
                ensure(
                    b.skill.is_none() || b.tokens_due > 0 || b.card_due,
                    "a Skill ability paid for in full counts at once",
                )?;
                ensure(
                    u32::from(b.tokens_due) <= self.tokens[p].total()
                        && (!b.card_due || !self.hands[p].is_empty()),
                    "a Skill ability's price is held",
                )
            }
            Stage::Claiming => ensure(
                self.met_projects(p).nth(1).is_some(),
                "a choice of Project is offered only when several are met",
            ),
            Stage::AfterAction => Ok(()),
            Stage::Over => ensure(
                self.last_round.is_some(),
                "the game ends only after the last round",
            ),
        }
    }

    /// The ability of the Specialist on top of Division `d` of `p`.
    fn top_ability(&self, p: PlayerId, d: Field) -> Option<Ability> {
        Some(self.hubs.get(p)?.top(d)?.data().ability)
    }

    /// A recruitment being paid for (Step 3): where the card is, what it
    /// still needs (never more than its Recruitment Cost), and how it can be
    /// finished. Research tokens of any colour are owed only to an ability
    /// used instead of the action that asks for them (10, 22, 34), which
    /// needs no Research icons.
    fn check_payment(&self, p: PlayerId, pay: &Payment) -> Result<(), InvariantError> {
        let data = pay.card.data();
        let in_source = if pay.from_hand {
            self.hands[p].contains(pay.card.index()) && self.known[p].contains(pay.card.index())
        } else {
            self.center.contains(pay.card.index())
        };
        ensure(
            in_source,
            "the Specialist being recruited is where it was taken from",
        )?;
        ensure(
            data.has_skill(pay.division),
            "the Specialist being recruited joins a Division matching its Skills",
        )?;
        ensure(
            self.turn.recruited.is_none() && self.hubs[p].len() < HUB_CAPACITY,
            "one recruitment per turn, into a Hub with room",
        )?;
        ensure(!pay.settled(), "a settled recruitment is completed at once")?;
        if pay.tokens_due > 0 {
            let gift = Field::ALL
                .into_iter()
                .find_map(|d| match self.top_ability(p, d) {
                    Some(Ability::Instead(Instead::GiftRecruit { tokens, from }))
                        if self.turn.used.contains(d) =>
                    {
                        Some((d, tokens, from))
                    }
                    _ => None,
                });
            let Some((d, tokens, from)) = gift else {
                return Err(InvariantError(
                    "Research tokens of any colour are owed only to an ability used instead of the action that asks for them",
                ));
            };
            let mut only = FieldSet(0);
            only.insert(d);
            ensure(
                self.turn.used == only && pay.tokens_due <= tokens,
                "the tokens owed are the price of the one ability used instead of the action",
            )?;
            ensure(
                pay.need == Icons::ZERO && pay.wild == 0,
                "an ability that asks for tokens recruits without Research icons",
            )?;
            ensure(
                from.allows(pay.from_hand),
                "the Specialist recruited by an ability comes from where the ability recruits",
            )?;
            ensure(
                u32::from(pay.tokens_due) <= self.tokens[p].total(),
                "the tokens a recruitment asks for are held",
            )
        } else {
            ensure(
                recruitment_cost(&self.hubs[p], pay.card, pay.division).covers(&pay.need),
                "a recruitment never needs more than its Recruitment Cost",
            )?;
            let facts = RecruitFacts {
                from_hand: pay.from_hand,
                into_empty: self.hubs[p].top(pay.division).is_none(),
                card: pay.card,
            };
            ensure(
                self.supply(p).shortfall(&pay.need, facts) <= u32::from(pay.wild),
                "a recruitment being paid for can be completed",
            )
        }
    }

    /// The number of players.
    #[inline]
    pub fn players(&self) -> usize {
        usize::from(self.config.players)
    }
}

/// Read access for players and tools (everything is also in [`LetsGo::raw`]).
impl LetsGo {
    /// The number of players.
    pub fn players(&self) -> usize {
        self.s.players()
    }

    /// The player whose turn it is (the last one to play once the game is over).
    pub fn current(&self) -> PlayerId {
        self.s.current
    }

    /// The holder of the First Player marker.
    pub fn first_player(&self) -> PlayerId {
        self.s.first
    }

    /// The pending decision.
    pub fn stage(&self) -> &Stage {
        &self.s.stage
    }

    /// What the current player did this turn.
    pub fn turn_state(&self) -> &TurnState {
        &self.s.turn
    }

    /// The cards left in the deck, as a set (their order is unknown to all).
    pub fn deck(&self) -> &CardSet {
        &self.s.deck
    }

    /// The Space Research Center.
    pub fn center(&self) -> &CardSet {
        &self.s.center
    }

    /// A player's hand (hidden from the others).
    ///
    /// # Panics
    /// If `p` is not a seat.
    pub fn hand(&self, p: PlayerId) -> &CardSet {
        &self.s.hands[p]
    }

    /// A player's Hub.
    ///
    /// # Panics
    /// If `p` is not a seat.
    pub fn hub(&self, p: PlayerId) -> &Hub {
        &self.s.hubs[p]
    }

    /// A player's Research tokens.
    ///
    /// # Panics
    /// If `p` is not a seat.
    pub fn tokens(&self, p: PlayerId) -> Icons {
        self.s.tokens[p]
    }

    /// The Projects in play.
    pub fn projects(&self) -> &[ProjectSlot] {
        self.s.projects.as_slice()
    }

    /// Whether (and why) the last round has started.
    pub fn last_round(&self) -> Option<EndTrigger> {
        self.s.last_round
    }

    /// Turns completed so far.
    pub fn turns(&self) -> u16 {
        self.s.turns
    }

    /// Consecutive turns without progress (stall rule).
    pub fn quiet_turns(&self) -> u16 {
        self.s.quiet_turns
    }

    /// The Skill icons `p` counts toward Projects now: every Skill icon in
    /// the Hub, in any Division, covered or not (ruling R2), plus the Skills
    /// gained this turn by abilities (current player only).
    pub fn project_skills(&self, p: PlayerId) -> Icons {
        self.s.project_skills(p)
    }

    /// The Projects still on the table whose requirements `p` meets now.
    pub fn met_projects(&self, p: PlayerId) -> impl Iterator<Item = ProjectId> + '_ {
        self.s.met_projects(p)
    }

    /// The Progress `p` would score if the game ended now, line by line.
    pub fn score_sheet(&self, p: PlayerId) -> crate::ScoreSheet {
        self.s.score_sheet(p)
    }

    /// Every player's total Progress now.
    pub fn scores(&self) -> BySeat<i32> {
        self.s.scores()
    }
}
