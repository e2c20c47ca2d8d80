//! Observation tensors and returns for learning agents.
//!
//! A game that implements [`Encode`] gives every observation a fixed-shape
//! `f32` tensor that depends only on the observation (so a hidden card is
//! encoded only as the viewer knows it), and each seat's running score for
//! shaped rewards. [`Outcome::returns`] turns the end of a game into returns
//! in [-1, 1]; [`Outcome::capped`] is the truncation flag (a configured cap
//! ended the game), kept apart from a natural end.

use alloc::vec::Vec;

use crate::game::{Game, Outcome};
use crate::seat::BySeat;

/// Fixed-shape observation tensors of a game.
pub trait Encode: Game {
    /// The tensor's shape for `config`: the same for every state and viewer
    /// of a game with that config (documented by each game).
    fn observation_shape(config: &Self::Config) -> Vec<usize>;

    /// Writes `obs` into `out`, every element of it, without allocating.
    /// `out.len()` is the product of [`Encode::observation_shape`]; a shorter
    /// buffer gets as much as fits.
    fn encode(obs: &Self::Observation, out: &mut [f32]);

    /// Each seat's score so far, in the game's own unit (the final scores
    /// once the game is over): what shaped rewards are the differences of.
    fn scores(&self) -> BySeat<i32>;

    /// The number of elements of the tensor for `config`.
    fn observation_len(config: &Self::Config) -> usize {
        Self::observation_shape(config).iter().product()
    }
}

impl Outcome {
    /// Each seat's return in [-1, 1], zero-sum where anybody won: `k` seats
    /// that share a win get `1/k` each and the `n - k` others `-1/(n - k)`
    /// each; a sole seat that wins gets 1; when nobody won (everybody lost,
    /// or a solo loss) every seat gets -1. Ties in score follow the game's
    /// own tie-breaks through [`Outcome::winners`].
    pub fn returns(&self) -> BySeat<f64> {
        let n = self.scores.len();
        let k = self.winners.len();
        self.scores.map(|p, _| {
            if k == 0 {
                -1.0
            } else if self.winners.contains(p) {
                1.0 / k as f64
            } else {
                -1.0 / (n - k).max(1) as f64
            }
        })
    }

    /// Whether the game ended by its rulebook's end condition (not a cap).
    pub fn terminated(&self) -> bool {
        !self.capped
    }

    /// Whether a configured cap (a turn limit or a stall rule) ended the game.
    pub fn truncated(&self) -> bool {
        self.capped
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Outcome;
    use crate::seat::BySeat;

    #[test]
    fn returns_are_zero_sum_and_in_range() {
        let scores = BySeat::from_slice(&[5, 9, 9, 1]);
        let o = Outcome::ranked(scores, |p| scores[p]);
        let r = o.returns();
        assert_eq!(r.as_slice(), &[-0.5, 0.5, 0.5, -0.5]);
        assert!(r.iter().map(|(_, v)| v).sum::<f64>().abs() < 1e-12);
        let solo_win = Outcome::ranked(BySeat::from_slice(&[3]), |_| 0);
        assert_eq!(solo_win.returns().as_slice(), &[1.0]);
        let mut lost = solo_win;
        lost.winners = crate::seat::PlayerSet::EMPTY;
        assert_eq!(lost.returns().as_slice(), &[-1.0]);
        assert!(lost.terminated() && !lost.truncated());
        assert!(lost.with_cap(true).truncated());
    }
}
