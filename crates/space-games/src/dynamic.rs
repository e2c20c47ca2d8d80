//! One object-safe interface over every game: what a learning framework or
//! a front end in another language drives.

use cardgame_core::greedy::ScoredRollout;
use cardgame_core::ismcts::IsMcts;
use cardgame_core::{
    ActionCodec, Bot, Determinize, Encode, Evaluate, Game, GameRng, Greedy, Outcome, PlayerId,
    RandomBot, SeatView, SeatWorlds, Viewer,
};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::{LoadError, Spec};

/// Why a dynamic game refused a request.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DynError {
    /// The seat is not one of the game's.
    #[error("seat {seat} is not a seat of this {seats}-seat game")]
    NoSuchSeat {
        /// The seat asked for.
        seat: usize,
        /// How many seats there are.
        seats: usize,
    },
    /// The index is outside the action space.
    #[error(
        "{index} is not an action index: this game's indices run from 0 to {}",
        .space.saturating_sub(1)
    )]
    NoSuchAction {
        /// The index.
        index: u32,
        /// The size of the action space.
        space: u32,
    },
    /// The text is not an action of this game.
    #[error("{text:?} is not an action of {game}")]
    Unparsed {
        /// The game.
        game: &'static str,
        /// The text.
        text: String,
    },
    /// The game refused the action.
    #[error("{0}")]
    Refused(String),
    /// A JSON state could not be read or is not sound.
    #[error("this is not a state of {game}: {why}")]
    BadState {
        /// The game.
        game: &'static str,
        /// What is wrong.
        why: String,
    },
    /// The bot name is not known.
    #[error("{0:?} is not a bot: choose random, greedy or ismcts:N")]
    NoSuchBot(String),
}

/// A game of any kind behind one object-safe interface. Seats are `0..n`;
/// actions are indices into the game's fixed action space.
pub trait DynGame: Send {
    /// The game's name, e.g. `Apogee`.
    fn name(&self) -> &'static str;
    /// The specification it was loaded from, e.g. `apogee(players=3)`.
    fn spec(&self) -> &Spec;
    /// How many seats.
    fn num_players(&self) -> usize;
    /// The size of the action index space (the same for every config).
    fn action_space(&self) -> u32;
    /// The most decisions any game with this config can take.
    fn max_decisions(&self) -> u64;
    /// The seats with a decision pending (several for simultaneous choices;
    /// none once the game is over).
    fn to_act(&self) -> Vec<usize>;
    /// Whether the game is over.
    fn is_finished(&self) -> bool;
    /// The legal action indices of `seat`, sorted.
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`].
    fn legal_actions(&self, seat: usize) -> Result<Vec<u32>, DynError>;
    /// The legal mask of `seat` over the action space.
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`].
    fn legal_mask(&self, seat: usize) -> Result<Vec<bool>, DynError>;
    /// Applies action `index` for `seat`; a refusal leaves the game unchanged.
    ///
    /// # Errors
    /// [`DynError`] saying why it was refused.
    fn apply(&mut self, seat: usize, index: u32) -> Result<(), DynError>;
    /// The canonical text of action `index` (which parses back).
    ///
    /// # Errors
    /// [`DynError::NoSuchAction`].
    fn action_text(&self, index: u32) -> Result<String, DynError>;
    /// The index of the action written as `text`.
    ///
    /// # Errors
    /// [`DynError::Unparsed`].
    fn parse_action(&self, text: &str) -> Result<u32, DynError>;
    /// What `seat` (or the spectator, `None`) sees, as JSON.
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`].
    fn observation_json(&self, seat: Option<usize>) -> Result<String, DynError>;
    /// What `seat` (or the spectator) sees, as a board for a person.
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`].
    fn observation_text(&self, seat: Option<usize>) -> Result<String, DynError>;
    /// The observation tensor's shape (fixed for the config).
    fn observation_shape(&self) -> Vec<usize>;
    /// Writes what `seat` (or the spectator) sees into `out` (length: the
    /// product of the shape).
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`].
    fn observation_tensor(&self, seat: Option<usize>, out: &mut [f32]) -> Result<(), DynError>;
    /// Each seat's score so far, in the game's own unit.
    fn scores(&self) -> Vec<i32>;
    /// Each seat's return in [-1, 1] once the game is over
    /// ([`Outcome::returns`]); `None` before.
    fn returns(&self) -> Option<Vec<f64>>;
    /// The outcome once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether the game ended by its rulebook's end condition.
    fn terminated(&self) -> bool;
    /// Whether a configured cap ended it.
    fn truncated(&self) -> bool;
    /// The whole state as JSON (it reads back with [`DynGame::load_state`]).
    fn state_json(&self) -> String;
    /// Replaces the state with one read from JSON (checked before it is
    /// accepted); on error the game is unchanged.
    ///
    /// # Errors
    /// [`DynError::BadState`].
    fn load_state(&mut self, json: &str) -> Result<(), DynError>;
    /// An independent copy.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// The action a bot (`random`, `greedy`, `ismcts:N`) chooses for `seat`,
    /// seeing only what `seat` sees; the same for the same seed.
    ///
    /// # Errors
    /// [`DynError::NoSuchSeat`] or [`DynError::NoSuchBot`].
    fn bot_action(&self, seat: usize, bot: &str, seed: u64) -> Result<Option<u32>, DynError>;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// What a game needs to be driven dynamically.
pub trait Playable:
    Determinize + Encode + Evaluate + Serialize + DeserializeOwned + Send + 'static
where
    Self::Observation: Serialize,
{
}

impl<G> Playable for G
where
    G: Determinize + Encode + Evaluate + Serialize + DeserializeOwned + Send + 'static,
    G::Observation: Serialize,
{
}

/// The dynamic form of a `G`.
pub struct Dyn<G: Game> {
    spec: Spec,
    config: G::Config,
    game: G,
}

impl<G: Playable> Dyn<G>
where
    G::Observation: Serialize,
    G::Config: Send,
{
    /// Sets `G` up from a config.
    ///
    /// # Errors
    /// [`LoadError::Setup`] when the game refuses the config.
    pub fn new(spec: Spec, config: G::Config, seed: u64) -> Result<Self, LoadError> {
        let game = G::new(&config, seed).map_err(|e| LoadError::Setup {
            game: G::NAME,
            why: e.to_string(),
        })?;
        Ok(Dyn { spec, config, game })
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    fn seat(&self, seat: usize) -> Result<PlayerId, DynError> {
        if seat < self.game.num_players() {
            Ok(PlayerId(seat as u8))
        } else {
            Err(DynError::NoSuchSeat {
                seat,
                seats: self.game.num_players(),
            })
        }
    }

    fn viewer(&self, seat: Option<usize>) -> Result<Viewer, DynError> {
        seat.map_or(Ok(Viewer::Spectator), |s| self.seat(s).map(Viewer::Seat))
    }

    fn action(index: u32) -> Result<G::Action, DynError> {
        G::Action::from_index(index).ok_or(DynError::NoSuchAction {
            index,
            space: G::Action::SPACE,
        })
    }
}

impl<G: Playable> DynGame for Dyn<G>
where
    G::Observation: Serialize,
    G::Config: Send + Clone,
{
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn spec(&self) -> &Spec {
        &self.spec
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn action_space(&self) -> u32 {
        G::Action::SPACE
    }

    fn max_decisions(&self) -> u64 {
        self.game.decision_bound()
    }

    fn to_act(&self) -> Vec<usize> {
        self.game.to_act().iter().map(PlayerId::index).collect()
    }

    fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    fn legal_actions(&self, seat: usize) -> Result<Vec<u32>, DynError> {
        let p = self.seat(seat)?;
        let mut v: Vec<u32> = self
            .game
            .legal_actions(p)
            .iter()
            .map(ActionCodec::to_index)
            .collect();
        v.sort_unstable();
        Ok(v)
    }

    fn legal_mask(&self, seat: usize) -> Result<Vec<bool>, DynError> {
        Ok(self.game.legal_mask(self.seat(seat)?))
    }

    fn apply(&mut self, seat: usize, index: u32) -> Result<(), DynError> {
        let p = self.seat(seat)?;
        let a = Self::action(index)?;
        self.game
            .apply(p, &a)
            .map_err(|e| DynError::Refused(e.to_string()))
    }

    fn action_text(&self, index: u32) -> Result<String, DynError> {
        Ok(Self::action(index)?.to_string())
    }

    fn parse_action(&self, text: &str) -> Result<u32, DynError> {
        text.trim()
            .parse::<G::Action>()
            .map(|a| a.to_index())
            .map_err(|_| DynError::Unparsed {
                game: G::NAME,
                text: text.to_string(),
            })
    }

    fn observation_json(&self, seat: Option<usize>) -> Result<String, DynError> {
        let v = self.viewer(seat)?;
        serde_json::to_string(&self.game.observe(v)).map_err(|e| DynError::BadState {
            game: G::NAME,
            why: e.to_string(),
        })
    }

    fn observation_text(&self, seat: Option<usize>) -> Result<String, DynError> {
        Ok(self.game.observe(self.viewer(seat)?).to_string())
    }

    fn observation_shape(&self) -> Vec<usize> {
        G::observation_shape(&self.config)
    }

    fn observation_tensor(&self, seat: Option<usize>, out: &mut [f32]) -> Result<(), DynError> {
        let v = self.viewer(seat)?;
        G::encode(&self.game.observe(v), out);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.game.scores().as_slice().to_vec()
    }

    fn returns(&self) -> Option<Vec<f64>> {
        self.game.outcome().map(|o| o.returns().as_slice().to_vec())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn terminated(&self) -> bool {
        self.game.outcome().is_some_and(|o| o.terminated())
    }

    fn truncated(&self) -> bool {
        self.game.outcome().is_some_and(|o| o.truncated())
    }

    fn state_json(&self) -> String {
        serde_json::to_string(&self.game).unwrap_or_default()
    }

    fn load_state(&mut self, json: &str) -> Result<(), DynError> {
        let g: G = serde_json::from_str(json).map_err(|e| DynError::BadState {
            game: G::NAME,
            why: e.to_string(),
        })?;
        if g.config() != self.game.config() {
            return Err(DynError::BadState {
                game: G::NAME,
                why: format!("the state is of another config than {}", self.spec),
            });
        }
        self.game = g;
        Ok(())
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(Dyn {
            spec: self.spec.clone(),
            config: self.config.clone(),
            game: self.game.clone(),
        })
    }

    fn bot_action(&self, seat: usize, bot: &str, seed: u64) -> Result<Option<u32>, DynError> {
        let p = self.seat(seat)?;
        let mut b: Box<dyn Bot<G>> = match bot.trim() {
            "random" => Box::new(RandomBot),
            "greedy" => Box::new(Greedy),
            other => {
                let n = match other {
                    "ismcts" => Some(1000),
                    _ => other
                        .strip_prefix("ismcts:")
                        .and_then(|n| n.parse::<u32>().ok())
                        .filter(|&n| n > 0),
                };
                let Some(n) = n else {
                    return Err(DynError::NoSuchBot(bot.to_string()));
                };
                Box::new(IsMcts::<G, ScoredRollout>::scored(n))
            }
        };
        let legal = self.game.legal_actions(p);
        let obs = self.game.observe(Viewer::Seat(p));
        let worlds = SeatWorlds::new(&self.game, p);
        let view = SeatView::new(p, &obs, &legal).with_worlds(&worlds);
        Ok(b.choose(&view, &mut GameRng::from_u64(seed))
            .map(|a| a.to_index()))
    }
}
