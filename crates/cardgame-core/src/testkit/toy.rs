//! "High Card", a toy game that exercises the whole contract: hidden hands, a
//! simultaneous choice, a die, a shuffled deck and a sequential decision.
//!
//! 2–4 seats. A deck of 24 cards (value = id % 8 + 1); each seat is dealt 3.
//! Each trick, every seat holding cards commits one face down at the same
//! time. When all have committed, the cards are revealed and each seat rolls a
//! d6: the highest card + die wins the trick (a tie: nobody). The winner then
//! chooses to `bank` (1 point) or, while the deck has cards, to `draw` one.
//! After the trick every seat draws a card while the deck lasts. The game ends
//! when nobody holds a card; most points wins, ties share.
//!
//! `Config::bug` plants one deliberate defect, to prove each kit check fails.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use rand_core::RngCore;
use serde::{Deserialize, Serialize};

use crate::{
    ActionCodec, Audience, BySeat, CardSet, Determinize, EventSink, Game, GameRng, HiddenPile,
    InvariantError, Outcome, PlayerId, PlayerSet, SetupError, Viewer,
};

/// Cards in the deck.
pub const DECK: usize = 24;

/// The value of a card: 1 to 8.
pub fn value(card: u8) -> u8 {
    card % 8 + 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
/// A deliberate defect planted in the toy, to prove a kit check fails.
pub enum Bug {
    /// A sound game.
    #[default]
    None,
    /// The observation shows every hand.
    LeakHands,
    /// `apply` changes the state before refusing.
    NonAtomic,
    /// Setup mixes a global counter into the seed.
    NonDeterministic,
    /// A field is lost in serde.
    LossySerde,
    /// `legal_actions` lists `draw` even when the deck is empty.
    LegalMismatch,
    /// `determinize` returns a clone (with a re-keyed RNG).
    NoVariation,
    /// `determinize` forgets to re-key the RNG.
    SameRng,
    /// The game never ends: the last card is never discarded.
    Endless,
    /// Deserialization accepts any state that parses, without validating it.
    UncheckedDeserialize,
    /// `validate_state` (so deserialization) does not check that the trick
    /// winner is a seat: a mutant can name a seat that does not exist.
    LaxWinner,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
/// Seats and the planted defect.
pub struct Config {
    /// 2 to 4.
    pub seats: usize,
    /// The planted defect.
    pub bug: Bug,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawAction", into = "RawAction")]
/// A decision.
pub enum Action {
    /// Commit this card face down.
    Play(u8),
    /// The trick winner takes a point.
    Bank,
    /// The trick winner draws a card instead.
    Draw,
}

/// The serde form of [`Action`], checked into one.
#[derive(Clone, Copy, Serialize, Deserialize)]
enum RawAction {
    Play(u8),
    Bank,
    Draw,
}

impl From<Action> for RawAction {
    fn from(a: Action) -> RawAction {
        match a {
            Action::Play(c) => RawAction::Play(c),
            Action::Bank => RawAction::Bank,
            Action::Draw => RawAction::Draw,
        }
    }
}

impl TryFrom<RawAction> for Action {
    type Error = String;
    fn try_from(a: RawAction) -> Result<Action, String> {
        match a {
            RawAction::Play(c) if usize::from(c) < DECK => Ok(Action::Play(c)),
            RawAction::Play(c) => Err(format!("card {c} is not a card of the deck (0 to 23)")),
            RawAction::Bank => Ok(Action::Bank),
            RawAction::Draw => Ok(Action::Draw),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(c) => write!(f, "play {c}"),
            Action::Bank => f.write_str("bank"),
            Action::Draw => f.write_str("draw"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["play", c] => match c.parse::<u8>() {
                Ok(c) if usize::from(c) < DECK => Ok(Action::Play(c)),
                Ok(c) => Err(format!("card {c} is not a card of the deck (0 to 23)")),
                Err(e) => Err(format!("{e}")),
            },
            ["bank"] => Ok(Action::Bank),
            ["draw"] => Ok(Action::Draw),
            _ => Err(format!("not an action: {s:?}")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
/// Why an action was refused.
pub enum Error {
    /// The seat has no decision now.
    #[error("{0} has no decision now")]
    NotYourTurn(PlayerId),
    /// The card is not in the seat's hand.
    #[error("card {0} is not in your hand")]
    NotInHand(u8),
    /// The seat already committed this trick.
    #[error("you already committed a card this trick")]
    AlreadyCommitted,
    /// Only the trick winner chooses bank or draw.
    #[error("only the trick winner chooses bank or draw")]
    NotWinner,
    /// Draw needs a card in the deck.
    #[error("the deck is empty: only bank is legal")]
    DeckEmpty,
    /// The trick winner must choose first.
    #[error("choose bank or draw first")]
    ChooseFirst,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
/// What happened.
pub enum Event {
    /// A seat committed a card (public side).
    Committed(PlayerId),
    /// A seat committed this card (its own side).
    YouCommitted(PlayerId, u8),
    /// The trick's cards and dice.
    Revealed {
        /// Each seat's card.
        cards: BySeat<u8>,
        /// Each seat's die.
        dice: BySeat<u8>,
    },
    /// The trick's winner.
    Won(PlayerId),
    /// A tied trick.
    NobodyWon,
    /// The winner took a point.
    Banked(PlayerId),
    /// A seat drew this card (its own side).
    DrewCard(PlayerId, u8),
    /// A seat drew a card (public side).
    Drew(PlayerId),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawHighCard")]
/// The game state. Deserialization validates it (`validate_state`).
pub struct HighCard {
    config: Config,
    rng: GameRng,
    deck: HiddenPile,
    hands: [CardSet; 4],
    /// Committed card + 1 (0 = none).
    committed: [u8; 4],
    discard: CardSet,
    scores: BySeat<i32>,
    /// The trick winner who must choose bank or draw.
    winner: Option<PlayerId>,
    #[serde(skip)]
    shadow: u8,
}

/// The serde form of [`HighCard`], validated into one.
#[derive(Deserialize)]
struct RawHighCard {
    config: Config,
    rng: GameRng,
    deck: HiddenPile,
    hands: [CardSet; 4],
    committed: [u8; 4],
    discard: CardSet,
    scores: BySeat<i32>,
    winner: Option<PlayerId>,
}

impl TryFrom<RawHighCard> for HighCard {
    type Error = InvariantError;
    fn try_from(r: RawHighCard) -> Result<HighCard, InvariantError> {
        let g = HighCard {
            config: r.config,
            rng: r.rng,
            deck: r.deck,
            hands: r.hands,
            committed: r.committed,
            discard: r.discard,
            scores: r.scores,
            winner: r.winner,
            shadow: 0,
        };
        if g.config.bug != Bug::UncheckedDeserialize {
            g.validate_state()?;
        }
        Ok(g)
    }
}

static GLOBAL: AtomicU64 = AtomicU64::new(0);

impl HighCard {
    fn n(&self) -> usize {
        self.config.seats
    }

    fn resolve_trick<S: EventSink<Event>>(&mut self, events: &mut S) {
        let n = self.n();
        let mut cards = BySeat::new(n, 0u8);
        let mut dice = BySeat::new(n, 0u8);
        let mut best = 0u8;
        let mut best_seats = PlayerSet::EMPTY;
        for p in PlayerId::all(n) {
            let c = self.committed[p.index()];
            if c == 0 {
                continue;
            }
            let card = c - 1;
            let d = self.rng.d6();
            cards[p] = card;
            dice[p] = d;
            let total = value(card) + d;
            if total > best {
                best = total;
                best_seats = PlayerSet::only(p);
            } else if total == best {
                best_seats.insert(p);
            }
            self.committed[p.index()] = 0;
            if !(self.config.bug == Bug::Endless && self.hands.iter().all(|h| h.is_empty())) {
                self.discard.insert(card as usize);
            } else {
                self.hands[p.index()].insert(card as usize);
            }
        }
        events.emit(Audience::All, Event::Revealed { cards, dice });
        if best_seats.len() == 1 {
            let w = best_seats.first().unwrap_or_default();
            events.emit(Audience::All, Event::Won(w));
            self.winner = Some(w);
        } else {
            events.emit(Audience::All, Event::NobodyWon);
            self.refill(events);
        }
    }

    fn refill<S: EventSink<Event>>(&mut self, events: &mut S) {
        for p in PlayerId::all(self.n()) {
            self.draw_for(p, events);
        }
    }

    fn draw_for<S: EventSink<Event>>(&mut self, p: PlayerId, events: &mut S) {
        if let Some(c) = self.deck.draw(&mut self.rng) {
            self.hands[p.index()].insert(c as usize);
            events.emit(Audience::Seats(PlayerSet::only(p)), Event::DrewCard(p, c));
            events.emit(Audience::AllExcept(PlayerSet::only(p)), Event::Drew(p));
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
/// What a viewer knows.
pub struct Observation {
    /// The viewer's hand.
    pub hand: Vec<u8>,
    /// The viewer's committed card.
    pub my_commit: Option<u8>,
    /// Who has committed.
    pub committed: PlayerSet,
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// Cards in the deck.
    pub deck: usize,
    /// The played cards.
    pub discard: Vec<usize>,
    /// Points.
    pub scores: BySeat<i32>,
    /// The trick winner still to choose.
    pub winner: Option<PlayerId>,
    /// Every hand (only with [`Bug::LeakHands`]).
    pub all_hands: Option<Vec<Vec<usize>>>,
}

impl ActionCodec for Action {
    const SPACE: u32 = DECK as u32 + 2;

    fn to_index(&self) -> u32 {
        match *self {
            Action::Play(c) => u32::from(c),
            Action::Bank => DECK as u32,
            Action::Draw => DECK as u32 + 1,
        }
    }

    fn from_index(index: u32) -> Option<Action> {
        match index {
            i if i < DECK as u32 => Some(Action::Play(i as u8)),
            i if i == DECK as u32 => Some(Action::Bank),
            i if i == DECK as u32 + 1 => Some(Action::Draw),
            _ => None,
        }
    }
}

impl Game for HighCard {
    type Config = Config;
    type Action = Action;
    type Observation = Observation;
    type Event = Event;
    type Error = Error;
    const NAME: &'static str = "High Card";
    const RULESET_VERSION: u32 = 1;

    fn new(config: &Config, seed: u64) -> Result<Self, SetupError> {
        if !(2..=4).contains(&config.seats) {
            return Err(SetupError::SeatCount {
                game: "High Card",
                got: config.seats,
                min: 2,
                max: 4,
            });
        }
        let seed = if config.bug == Bug::NonDeterministic {
            seed ^ GLOBAL.fetch_add(1, Ordering::Relaxed)
        } else {
            seed
        };
        let mut g = HighCard {
            config: *config,
            rng: GameRng::from_u64(seed),
            deck: HiddenPile::shuffled(0..DECK as u8),
            hands: [CardSet::new(); 4],
            committed: [0; 4],
            discard: CardSet::new(),
            scores: BySeat::new(config.seats, 0),
            winner: None,
            shadow: u8::from(config.bug == Bug::LossySerde),
        };
        for _ in 0..3 {
            for p in PlayerId::all(config.seats) {
                if let Some(c) = g.deck.draw(&mut g.rng) {
                    g.hands[p.index()].insert(c as usize);
                }
            }
        }
        Ok(g)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn num_players(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> PlayerSet {
        if let Some(w) = self.winner {
            return PlayerSet::only(w);
        }
        PlayerId::all(self.n())
            .filter(|p| self.committed[p.index()] == 0 && !self.hands[p.index()].is_empty())
            .collect()
    }

    fn validate(&self, player: PlayerId, action: &Action) -> Result<(), Error> {
        if !self.to_act().contains(player) {
            return Err(Error::NotYourTurn(player));
        }
        match *action {
            Action::Play(c) => {
                if self.winner.is_some() {
                    return Err(Error::ChooseFirst);
                }
                if self.committed[player.index()] != 0 {
                    return Err(Error::AlreadyCommitted);
                }
                if !self.hands[player.index()].contains(c as usize) {
                    return Err(Error::NotInHand(c));
                }
                Ok(())
            }
            Action::Bank | Action::Draw => {
                if self.winner != Some(player) {
                    return Err(Error::NotWinner);
                }
                if *action == Action::Draw && self.deck.is_empty() {
                    return Err(Error::DeckEmpty);
                }
                Ok(())
            }
        }
    }

    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if !self.to_act().contains(player) {
            return;
        }
        if self.winner == Some(player) {
            out.push(Action::Bank);
            if !self.deck.is_empty() || self.config.bug == Bug::LegalMismatch {
                out.push(Action::Draw);
            }
            return;
        }
        for c in self.hands[player.index()].iter() {
            out.push(Action::Play(c as u8));
        }
    }

    fn apply(&mut self, player: PlayerId, action: &Action) -> Result<(), Error> {
        if self.config.bug == Bug::NonAtomic {
            self.scores[PlayerId(0)] += 1;
        }
        self.validate(player, action)?;
        self.apply_unchecked(player, action, &mut ());
        Ok(())
    }

    fn apply_unchecked<S: EventSink<Event>>(
        &mut self,
        player: PlayerId,
        action: &Action,
        events: &mut S,
    ) {
        match *action {
            Action::Play(c) => {
                self.hands[player.index()].remove(c as usize);
                self.committed[player.index()] = c + 1;
                events.emit(
                    Audience::Seats(PlayerSet::only(player)),
                    Event::YouCommitted(player, c),
                );
                events.emit(
                    Audience::AllExcept(PlayerSet::only(player)),
                    Event::Committed(player),
                );
                if self.to_act().is_empty() {
                    self.resolve_trick(events);
                }
            }
            Action::Bank => {
                self.scores[player] += 1;
                self.winner = None;
                events.emit(Audience::All, Event::Banked(player));
                self.refill(events);
            }
            Action::Draw => {
                self.winner = None;
                self.draw_for(player, events);
                self.refill(events);
            }
        }
    }

    fn observe(&self, viewer: Viewer) -> Observation {
        let me = viewer.seat();
        Observation {
            hand: me
                .map(|p| self.hands[p.index()].iter().map(|c| c as u8).collect())
                .unwrap_or_default(),
            my_commit: me.and_then(|p| self.committed[p.index()].checked_sub(1)),
            committed: PlayerId::all(self.n())
                .filter(|p| self.committed[p.index()] != 0)
                .collect(),
            hand_sizes: (0..self.n()).map(|i| self.hands[i].len()).collect(),
            deck: self.deck.len(),
            discard: self.discard.iter().collect(),
            scores: self.scores,
            winner: self.winner,
            all_hands: (self.config.bug == Bug::LeakHands).then(|| {
                (0..self.n())
                    .map(|i| self.hands[i].iter().collect())
                    .collect()
            }),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.to_act().is_empty() {
            return None;
        }
        let scores = self.scores;
        Some(Outcome::ranked(scores, |p| scores[p]))
    }

    fn decision_bound(&self) -> u64 {
        // Each card is played once, and each play can make one winner decision.
        2 * DECK as u64
    }

    fn validate_state(&self) -> Result<(), InvariantError> {
        let n = self.config.seats;
        if !(2..=4).contains(&n) {
            return Err(InvariantError("2 to 4 seats"));
        }
        let mut all = self.deck.cards().union(&self.discard);
        let mut count = self.deck.len() + self.discard.len();
        for i in 0..4 {
            if i >= n {
                if !self.hands[i].is_empty() || self.committed[i] != 0 {
                    return Err(InvariantError("no cards at an empty seat"));
                }
                continue;
            }
            all = all.union(&self.hands[i]);
            count += self.hands[i].len();
            if self.committed[i] != 0 {
                all.insert(usize::from(self.committed[i] - 1));
                count += 1;
            }
        }
        if count != DECK || all.len() != DECK || all.iter().any(|c| c >= DECK) {
            return Err(InvariantError("every card is in exactly one place"));
        }
        if self.scores.len() != n {
            return Err(InvariantError("one score per seat"));
        }
        if self
            .scores
            .iter()
            .any(|(_, &s)| !(0..=DECK as i32).contains(&s))
        {
            return Err(InvariantError("a score is a number of tricks banked"));
        }
        let pending = self.committed.iter().any(|&c| c != 0);
        match self.winner {
            Some(w) => {
                if w.index() >= n && self.config.bug != Bug::LaxWinner {
                    return Err(InvariantError("the trick winner is a seat"));
                }
                if pending {
                    return Err(InvariantError(
                        "no card is committed while the trick winner chooses",
                    ));
                }
            }
            None => {
                let waiting = PlayerId::all(n)
                    .any(|p| self.committed[p.index()] == 0 && !self.hands[p.index()].is_empty());
                if pending && !waiting {
                    return Err(InvariantError(
                        "a trick is resolved once every seat holding cards has committed",
                    ));
                }
            }
        }
        let holding = (0..n).any(|i| !self.hands[i].is_empty() || self.committed[i] != 0);
        if !self.deck.is_empty() && !holding && self.winner.is_none() {
            return Err(InvariantError(
                "the deck is empty once no seat holds a card",
            ));
        }
        Ok(())
    }
}

impl Determinize for HighCard {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut d = self.clone();
        if self.config.bug != Bug::NoVariation {
            // Pool every card the viewer cannot see, then deal the same counts back.
            let mut pool: Vec<u8> = self.deck.cards().iter().map(|c| c as u8).collect();
            let mine = viewer.seat();
            for p in PlayerId::all(self.n()) {
                if Some(p) == mine {
                    continue;
                }
                pool.extend(self.hands[p.index()].iter().map(|c| c as u8));
                if self.committed[p.index()] != 0 {
                    pool.push(self.committed[p.index()] - 1);
                }
            }
            // Sorted first, so the deal depends only on what the viewer
            // knows, not on where the unseen cards really are.
            pool.sort_unstable();
            crate::rng::shuffle(rng, &mut pool);
            let mut it = pool.into_iter();
            for p in PlayerId::all(self.n()) {
                if Some(p) == mine {
                    continue;
                }
                let k = self.hands[p.index()].len();
                d.hands[p.index()] = it.by_ref().take(k).map(usize::from).collect();
                if self.committed[p.index()] != 0 {
                    d.committed[p.index()] = it.next().map_or(0, |c| c + 1);
                }
            }
            d.deck = HiddenPile::shuffled(it);
        }
        d.rng = if self.config.bug == Bug::SameRng {
            self.rng
        } else {
            GameRng::from_rng(rng)
        };
        d
    }

    fn rng(&self) -> &GameRng {
        &self.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.rng = rng;
    }
}

/// An action type whose codec clamps, the planted defect of the strict codec
/// check: its text accepts any card number (`play 200`), and `to_index`
/// clamps such a card onto the last card's index, another action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClampingAction(pub Action);

impl fmt::Display for ClampingAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for ClampingAction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["play", c] => c
                .parse()
                .map(|c| ClampingAction(Action::Play(c)))
                .map_err(|e| format!("{e}")),
            _ => s.parse().map(ClampingAction),
        }
    }
}

impl ActionCodec for ClampingAction {
    const SPACE: u32 = Action::SPACE;

    fn to_index(&self) -> u32 {
        match self.0 {
            Action::Play(c) => u32::from(c).min(DECK as u32 - 1),
            a => a.to_index(),
        }
    }

    fn from_index(index: u32) -> Option<Self> {
        Action::from_index(index).map(ClampingAction)
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Committed(p) => write!(f, "{p} commits a card face down"),
            Event::YouCommitted(p, c) => write!(f, "{p} commits card {c} (value {})", value(*c)),
            Event::Revealed { cards, dice } => {
                f.write_str("Revealed:")?;
                for (p, c) in cards.iter() {
                    let d = dice.get(p).copied().unwrap_or(0);
                    if d != 0 {
                        write!(f, " {p} card {c} (value {}) + die {d};", value(*c))?;
                    }
                }
                Ok(())
            }
            Event::Won(p) => write!(f, "{p} wins the trick"),
            Event::NobodyWon => f.write_str("A tie: nobody wins the trick"),
            Event::Banked(p) => write!(f, "{p} banks a point"),
            Event::DrewCard(p, c) => write!(f, "{p} draws card {c} (value {})", value(*c)),
            Event::Drew(p) => write!(f, "{p} draws a card"),
        }
    }
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Your hand:")?;
        for c in &self.hand {
            write!(f, " {c}(value {})", value(*c))?;
        }
        writeln!(f)?;
        if let Some(c) = self.my_commit {
            writeln!(f, "You committed card {c}")?;
        }
        writeln!(f, "Deck: {} cards; hands: {:?}", self.deck, self.hand_sizes)?;
        write!(f, "Scores: {:?}", self.scores)
    }
}

impl crate::greedy::Evaluate for HighCard {
    /// A point.
    const DECISIVE_MARGIN: i64 = 100;

    /// Points first, then the card committed to this trick (worth most while
    /// it is in play), then the hand still to play.
    fn evaluate(&self, seat: PlayerId) -> i64 {
        let points = self.scores.get(seat).copied().unwrap_or(0);
        let hand: i64 = self
            .hands
            .get(seat.index())
            .map_or(0, |h| h.iter().map(|c| i64::from(value(c as u8))).sum());
        let committed = match self.committed.get(seat.index()) {
            Some(&c) if c > 0 => i64::from(value(c - 1)),
            _ => 0,
        };
        i64::from(points) * 100 + 3 * committed + hand
    }
}

impl crate::encode::Encode for HighCard {
    /// Planes of 24 cards: the viewer's hand, its committed card, the played
    /// cards, and (only with the `LeakHands` defect) every hand; then per
    /// seat (4): committed, cards held / 3, points / 10, is the trick
    /// winner; then the deck / 24.
    fn observation_shape(_: &Config) -> Vec<usize> {
        alloc::vec![4 * DECK + 4 * 4 + 1]
    }

    fn encode(obs: &Observation, out: &mut [f32]) {
        out.fill(0.0);
        let mut set = |i: usize, v: f32| {
            if let Some(x) = out.get_mut(i) {
                *x = v;
            }
        };
        for &c in &obs.hand {
            set(usize::from(c), 1.0);
        }
        if let Some(c) = obs.my_commit {
            set(DECK + usize::from(c), 1.0);
        }
        for &c in &obs.discard {
            set(2 * DECK + c, 1.0);
        }
        for hand in obs.all_hands.iter().flatten() {
            for &c in hand {
                set(3 * DECK + c, 1.0);
            }
        }
        let seats = 4 * DECK;
        for s in 0..4 {
            let p = PlayerId(s as u8);
            let base = seats + 4 * s;
            set(base, if obs.committed.contains(p) { 1.0 } else { 0.0 });
            set(
                base + 1,
                obs.hand_sizes.get(s).map_or(0.0, |&n| n as f32 / 3.0),
            );
            set(
                base + 2,
                obs.scores.get(p).map_or(0.0, |&n| n as f32 / 10.0),
            );
            set(base + 3, if obs.winner == Some(p) { 1.0 } else { 0.0 });
        }
        set(seats + 16, obs.deck as f32 / DECK as f32);
    }

    fn scores(&self) -> BySeat<i32> {
        self.scores
    }
}
