//! The contract every game honours: [`Game`], [`Determinize`] and [`Bot`].

use alloc::vec::Vec;
use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::str::FromStr;

use rand_core::RngCore;

use crate::event::EventSink;
use crate::hash::stable_hash;
use crate::rng::GameRng;
use crate::seat::{BySeat, PlayerId, PlayerSet, Viewer};

/// Why a game could not be set up from a config.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The game is not played with that many seats.
    #[error("{game} is played with {min} to {max} seats, not {got}")]
    SeatCount {
        /// The game.
        game: &'static str,
        /// Seats asked for.
        got: usize,
        /// Fewest seats.
        min: usize,
        /// Most seats.
        max: usize,
    },
    /// An option of the config is out of range or conflicts with another.
    #[error("invalid {option}: {reason}")]
    InvalidOption {
        /// The option.
        option: &'static str,
        /// What is wrong and what would be allowed.
        reason: &'static str,
    },
}

/// A broken state invariant: what [`Game::validate_state`] reports, and why a
/// deserialized state is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invariant broken: {0}")]
pub struct InvariantError(pub &'static str);

/// How a game ended: per-seat scores, winners (possibly none), and the full ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Each seat's final score, in the game's own unit.
    pub scores: BySeat<i32>,
    /// The seats that won: several on a shared win, none when everybody lost.
    pub winners: PlayerSet,
    /// Each seat's place, 1 = first; tied seats share a place.
    pub places: BySeat<u8>,
    /// Whether the game was ended by a configured cap (turn limit or stall
    /// rule) rather than by the rulebook's end condition.
    pub capped: bool,
}

impl Outcome {
    /// An outcome ranked by `key` (highest first, e.g. `(score, tie_break)`);
    /// the winners are every seat in first place.
    pub fn ranked<K: Ord>(scores: BySeat<i32>, key: impl FnMut(PlayerId) -> K) -> Outcome {
        let places = crate::tiebreak::rank_desc(scores.len(), key);
        let winners = places
            .iter()
            .filter(|(_, &pl)| pl == 1)
            .map(|(p, _)| p)
            .collect();
        Outcome {
            scores,
            winners,
            places,
            capped: false,
        }
    }

    /// The same outcome, marked as ended by a cap.
    pub fn with_cap(mut self, capped: bool) -> Outcome {
        self.capped = capped;
        self
    }
}

/// The codec of a game's actions for learning agents: a fixed index space
/// `0..SPACE`, the same for every config, in which every index names exactly
/// one action (legal or not). With `Display` and `FromStr` (the canonical
/// text) it is how actions cross a process boundary.
pub trait ActionCodec: Sized {
    /// The size of the index space.
    const SPACE: u32;
    /// The action's index, in `0..SPACE`.
    fn to_index(&self) -> u32;
    /// The action with this index; `None` outside `0..SPACE`.
    fn from_index(index: u32) -> Option<Self>;
}

/// A tabletop game as a deterministic state machine.
///
/// Required methods are the few only a game can answer; `apply`,
/// `legal_actions`, `is_legal`, `is_finished` and `state_hash` are provided
/// and should not be overridden.
///
/// # Properties
/// - `legal_actions(p)` is sorted, unique, and exactly the actions `validate`
///   accepts; `apply` refuses anything else with a typed error and leaves the
///   state unchanged.
/// - `to_act()` is empty exactly when `outcome()` is `Some`.
/// - All chance comes from the state's own RNG seeded by `new`.
/// - `observe(viewer)` holds exactly what the viewer may know.
/// - No method panics on any input.
pub trait Game: Clone + Eq + Debug + Hash + Sized {
    /// Seat count, seat kinds, variants.
    type Config: Clone + Eq + Debug;
    /// One decision of one seat: a canonical text (`Display` + `FromStr`)
    /// and a fixed index space ([`ActionCodec`]).
    type Action: Clone + Eq + Ord + Debug + Display + FromStr + ActionCodec;
    /// What one viewer may know; never the RNG, a seed or the state.
    /// `Display` renders it for a person.
    type Observation: Clone + Eq + Debug + Display;
    /// One narrated thing that happened; `Display` is its line of narration.
    type Event: Clone + Eq + Debug + Display;
    /// Why an action was refused.
    type Error: Clone + Eq + Debug + Display;

    /// The game's name.
    const NAME: &'static str;
    /// Bumped whenever a recorded game would replay differently.
    const RULESET_VERSION: u32;

    /// A new game from a config and a seed.
    ///
    /// # Errors
    /// [`SetupError`] when the config is not playable.
    fn new(config: &Self::Config, seed: u64) -> Result<Self, SetupError>;

    /// A new game from a config and a seed, narrating its setup (the deal,
    /// the first player, what is revealed) into `events`. The same state as
    /// [`Game::new`]; the default narrates nothing.
    ///
    /// # Errors
    /// [`SetupError`] when the config is not playable.
    fn new_with_events<S: EventSink<Self::Event>>(
        config: &Self::Config,
        seed: u64,
        events: &mut S,
    ) -> Result<Self, SetupError> {
        let _ = events;
        Self::new(config, seed)
    }

    /// The config the game was set up with.
    fn config(&self) -> &Self::Config;

    /// How many seats.
    fn num_players(&self) -> usize;

    /// The seats with a decision pending; empty exactly when the game is over.
    fn to_act(&self) -> PlayerSet;

    /// Whether `player` may take `action` now.
    ///
    /// # Errors
    /// The game's error naming the rule broken and what would be legal.
    fn validate(&self, player: PlayerId, action: &Self::Action) -> Result<(), Self::Error>;

    /// Clears `out` and fills it with the legal actions of `player`, sorted
    /// and unique (empty when `player` has no decision). Allocates nothing once
    /// `out` has grown to the game's widest decision.
    fn legal_actions_into(&self, player: PlayerId, out: &mut Vec<Self::Action>);

    /// Applies an action `validate` accepted, narrating into `events`.
    /// On an action `validate` refuses the result is unspecified, but never a
    /// panic.
    fn apply_unchecked<S: EventSink<Self::Event>>(
        &mut self,
        player: PlayerId,
        action: &Self::Action,
        events: &mut S,
    );

    /// What `viewer` may know.
    fn observe(&self, viewer: Viewer) -> Self::Observation;

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The most decisions any game with this config can take (the kit checks it).
    fn decision_bound(&self) -> u64;

    /// Checks the state's invariants (card conservation and the game's own).
    ///
    /// # Errors
    /// The first broken invariant.
    fn validate_state(&self) -> Result<(), InvariantError>;

    // ---- provided ----

    /// The legal actions of `player`, sorted and unique.
    fn legal_actions(&self, player: PlayerId) -> Vec<Self::Action> {
        let mut v = Vec::new();
        self.legal_actions_into(player, &mut v);
        v
    }

    /// Whether `validate` accepts the action.
    fn is_legal(&self, player: PlayerId, action: &Self::Action) -> bool {
        self.validate(player, action).is_ok()
    }

    /// Validates and applies an action.
    ///
    /// # Errors
    /// As [`Game::validate`]; the state is then unchanged.
    fn apply(&mut self, player: PlayerId, action: &Self::Action) -> Result<(), Self::Error> {
        self.validate(player, action)?;
        self.apply_unchecked(player, action, &mut ());
        Ok(())
    }

    /// Validates and applies an action, narrating into `events`.
    ///
    /// # Errors
    /// As [`Game::validate`]; the state and `events` are then unchanged.
    fn apply_with_events<S: EventSink<Self::Event>>(
        &mut self,
        player: PlayerId,
        action: &Self::Action,
        events: &mut S,
    ) -> Result<(), Self::Error> {
        self.validate(player, action)?;
        self.apply_unchecked(player, action, events);
        Ok(())
    }

    /// Whether the game is over.
    fn is_finished(&self) -> bool {
        self.to_act().is_empty()
    }

    /// A stable 64-bit hash of the whole state (RNG included).
    fn state_hash(&self) -> u64 {
        stable_hash(self)
    }

    /// The legal mask over the action index space: `mask[i]` is whether the
    /// action with index `i` is legal for `player`.
    fn legal_mask(&self, player: PlayerId) -> Vec<bool> {
        let mut mask = alloc::vec![false; Self::Action::SPACE as usize];
        for a in self.legal_actions(player) {
            if let Some(m) = mask.get_mut(a.to_index() as usize) {
                *m = true;
            }
        }
        mask
    }
}

/// Sampling the worlds a viewer cannot tell apart, for search under hidden
/// information.
pub trait Determinize: Game {
    /// A state `viewer` cannot tell apart from this one: every card it cannot
    /// place is redealt at random among the places it could be, orders it does
    /// not know are reshuffled, and the RNG is re-keyed from `rng`.
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self;

    /// The state's RNG.
    fn rng(&self) -> &GameRng;

    /// Replaces the state's RNG.
    fn set_rng(&mut self, rng: GameRng);
}

/// The worlds a seat cannot tell apart from the true one: what a search bot
/// samples instead of looking at the state.
pub trait Worlds<G: Game> {
    /// A state the seat cannot tell apart from the true one, with hidden
    /// cards and orders resampled and the RNG re-keyed from `rng`.
    fn sample(&self, rng: &mut dyn RngCore) -> G;
}

/// The worlds of one seat of a game that can be determinized. Holds the true
/// state privately: a bot only ever receives samples.
pub struct SeatWorlds<'a, G: Determinize> {
    state: &'a G,
    seat: PlayerId,
}

impl<'a, G: Determinize> SeatWorlds<'a, G> {
    /// The worlds `seat` cannot tell apart from `state`.
    pub fn new(state: &'a G, seat: PlayerId) -> Self {
        SeatWorlds { state, seat }
    }
}

impl<G: Determinize> Worlds<G> for SeatWorlds<'_, G> {
    fn sample(&self, mut rng: &mut dyn RngCore) -> G {
        self.state.determinize(Viewer::Seat(self.seat), &mut rng)
    }
}

/// Everything a bot may use to decide: its seat, its observation, its legal
/// actions and, where the game supports it, a sampler of the worlds its seat
/// cannot tell apart. Never the true state.
pub struct SeatView<'a, G: Game> {
    /// The seat deciding.
    pub seat: PlayerId,
    /// What the seat sees.
    pub observation: &'a G::Observation,
    /// The seat's legal actions, sorted (never empty when a bot is asked).
    pub legal: &'a [G::Action],
    worlds: Option<&'a dyn Worlds<G>>,
}

impl<'a, G: Game> SeatView<'a, G> {
    /// A view with no world sampler (enough for bots that do not search).
    pub fn new(seat: PlayerId, observation: &'a G::Observation, legal: &'a [G::Action]) -> Self {
        SeatView {
            seat,
            observation,
            legal,
            worlds: None,
        }
    }

    /// The same view with a world sampler.
    pub fn with_worlds(mut self, worlds: &'a dyn Worlds<G>) -> Self {
        self.worlds = Some(worlds);
        self
    }

    /// A world the seat cannot tell apart from the true one, or `None` when
    /// the view has no sampler.
    pub fn sample_world(&self, rng: &mut dyn RngCore) -> Option<G> {
        self.worlds.map(|w| w.sample(rng))
    }

    /// Whether the view can sample worlds.
    pub fn can_sample(&self) -> bool {
        self.worlds.is_some()
    }
}

/// A player that sees what its seat sees, never the state. Object-safe:
/// `Box<dyn Bot<G>>` holds any bot.
pub trait Bot<G: Game> {
    /// The bot's name, for tables and narration.
    fn name(&self) -> &str {
        "bot"
    }

    /// Picks one of `view.legal`; `None` only when `view.legal` is empty.
    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action>;

    /// How many search iterations the last choice ran (0 for bots that do
    /// not search).
    fn last_iterations(&self) -> u32 {
        0
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for alloc::boxed::Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action> {
        (**self).choose(view, rng)
    }

    fn last_iterations(&self) -> u32 {
        (**self).last_iterations()
    }
}

/// Chooses uniformly at random among the legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl RandomBot {
    /// One of `legal` uniformly at random; `None` when it is empty.
    pub fn pick<A: Clone>(legal: &[A], rng: &mut dyn RngCore) -> Option<A> {
        if legal.is_empty() {
            return None;
        }
        legal
            .get(crate::rng::below(rng, legal.len() as u32) as usize)
            .cloned()
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action> {
        RandomBot::pick(view.legal, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn outcome_ranked_shares_first_place() {
        let scores = BySeat::from_slice(&[4, 9, 9]);
        let o = Outcome::ranked(scores, |p| scores[p]);
        assert_eq!(o.places.as_slice(), &[3, 1, 1]);
        assert_eq!(o.winners.len(), 2);
        assert!(!o.capped && o.with_cap(true).capped);
    }

    #[test]
    fn setup_errors_say_what_is_allowed() {
        let e = SetupError::SeatCount {
            game: "Apogee",
            got: 7,
            min: 1,
            max: 5,
        };
        assert_eq!(e.to_string(), "Apogee is played with 1 to 5 seats, not 7");
    }
}
