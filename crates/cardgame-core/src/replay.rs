//! Replays: ruleset version, config, seed and actions, which rebuild a game
//! exactly and report the first divergence.

use alloc::vec::Vec;

use crate::event::{EventSink, Logged};
use crate::game::{Game, SetupError};
use crate::seat::PlayerId;

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Replay<C, A> {
    /// The game's name ([`Game::NAME`]).
    pub game: alloc::string::String,
    /// The [`Game::RULESET_VERSION`] it was recorded under.
    pub ruleset_version: u32,
    /// The config.
    pub config: C,
    /// The seed.
    pub seed: u64,
    /// Who took which action, in order.
    pub actions: Vec<(PlayerId, A)>,
    /// The state hash after each action, when recorded: rebuilding checks them.
    pub hashes: Vec<u64>,
}

/// Why a replay could not be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError<E> {
    /// The replay was recorded for another game or ruleset version.
    #[error("recorded for {game} ruleset {recorded}, this is ruleset {current}")]
    Version {
        /// The recorded game name.
        game: alloc::string::String,
        /// The recorded version.
        recorded: u32,
        /// This build's version.
        current: u32,
    },
    /// The config was refused.
    #[error("setup: {0}")]
    Setup(SetupError),
    /// Action `step` was refused.
    #[error("action {step} was refused: {error}")]
    Refused {
        /// 0-based index into the actions.
        step: usize,
        /// The game's reason.
        error: E,
    },
    /// After action `step` the state hash differs from the recorded one.
    #[error("diverged after action {step}: hash {got:#018x}, recorded {expected:#018x}")]
    Diverged {
        /// 0-based index into the actions.
        step: usize,
        /// Recorded hash.
        expected: u64,
        /// Rebuilt hash.
        got: u64,
    },
}

impl<C: Clone, A: Clone> Replay<C, A> {
    /// An empty recording of a new game.
    pub fn new<G: Game<Config = C, Action = A>>(config: &C, seed: u64) -> Self {
        Replay {
            game: G::NAME.into(),
            ruleset_version: G::RULESET_VERSION,
            config: config.clone(),
            seed,
            actions: Vec::new(),
            hashes: Vec::new(),
        }
    }

    /// Records an action and the state hash after it.
    pub fn push<G: Game<Config = C, Action = A>>(
        &mut self,
        player: PlayerId,
        action: &A,
        after: &G,
    ) {
        self.actions.push((player, action.clone()));
        self.hashes.push(after.state_hash());
    }

    /// Rebuilds the game, checking every recorded hash; the events of every
    /// action go to `events`.
    ///
    /// # Errors
    /// The first version mismatch, refused action or divergence.
    pub fn rebuild_with_events<G, S>(&self, events: &mut S) -> Result<G, ReplayError<G::Error>>
    where
        G: Game<Config = C, Action = A>,
        S: EventSink<G::Event>,
    {
        if self.game != G::NAME || self.ruleset_version != G::RULESET_VERSION {
            return Err(ReplayError::Version {
                game: self.game.clone(),
                recorded: self.ruleset_version,
                current: G::RULESET_VERSION,
            });
        }
        let mut g = G::new(&self.config, self.seed).map_err(ReplayError::Setup)?;
        for (step, (p, a)) in self.actions.iter().enumerate() {
            g.apply_with_events(*p, a, events)
                .map_err(|error| ReplayError::Refused { step, error })?;
            if let Some(&expected) = self.hashes.get(step) {
                let got = g.state_hash();
                if got != expected {
                    return Err(ReplayError::Diverged {
                        step,
                        expected,
                        got,
                    });
                }
            }
        }
        Ok(g)
    }

    /// Rebuilds the game, checking every recorded hash.
    ///
    /// # Errors
    /// The first version mismatch, refused action or divergence.
    pub fn rebuild<G: Game<Config = C, Action = A>>(&self) -> Result<G, ReplayError<G::Error>> {
        self.rebuild_with_events(&mut ())
    }

    /// Rebuilds the game and returns it with its whole event log.
    ///
    /// # Errors
    /// As [`Replay::rebuild`].
    #[allow(clippy::type_complexity)]
    pub fn transcript<G: Game<Config = C, Action = A>>(
        &self,
    ) -> Result<(G, Vec<Logged<G::Event>>), ReplayError<G::Error>> {
        let mut log = Vec::new();
        let g = self.rebuild_with_events(&mut log)?;
        Ok((g, log))
    }
}
