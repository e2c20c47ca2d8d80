//! A one-ply greedy bot on a game's own score estimate.

use rand_core::RngCore;

use crate::game::{Bot, Game, SeatView};
use crate::ismcts::RolloutPolicy;
use crate::seat::PlayerId;

/// A game's estimate of how well a seat stands, in the game's own scoring
/// terms (higher is better): what [`Greedy`] maximises. Written from the
/// rulebook's scoring; it is read on sampled worlds, never on the true state
/// of another seat's hidden cards.
pub trait Evaluate: Game {
    /// How well `seat` stands in this state.
    fn evaluate(&self, seat: PlayerId) -> i64;
}

/// Tries every legal action in one sampled world and takes the one after
/// which its seat's estimate, less the best rival's, is highest (ties: the
/// lowest action). Without a world sampler it picks at random.
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

/// The seat's estimate less the best rival's (the estimate alone when solo).
fn margin<G: Evaluate>(world: &G, seat: PlayerId) -> i64 {
    let mine = world.evaluate(seat);
    let rival = PlayerId::all(world.num_players())
        .filter(|&p| p != seat)
        .map(|p| world.evaluate(p))
        .max();
    mine - rival.unwrap_or(0)
}

/// The index in `legal` of the best action for `seat` in `world`.
fn best<G: Evaluate>(world: &G, seat: PlayerId, legal: &[G::Action]) -> usize {
    let mut best = (i64::MIN, 0usize);
    for (i, a) in legal.iter().enumerate() {
        let mut w = world.clone();
        w.apply_unchecked(seat, a, &mut ());
        let v = margin(&w, seat);
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

impl<G: Evaluate> Bot<G> for Greedy {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action> {
        if view.legal.len() <= 1 {
            return view.legal.first().cloned();
        }
        match view.sample_world(rng) {
            Some(world) => view.legal.get(best(&world, view.seat, view.legal)).cloned(),
            None => crate::game::RandomBot::pick(view.legal, rng),
        }
    }
}

/// IS-MCTS rollouts that play greedily on the estimate with probability
/// `greedy_percent`/100, and at random otherwise.
#[derive(Clone, Copy, Debug)]
pub struct GreedyRollout {
    /// How often (in percent) a rollout step is greedy.
    pub greedy_percent: u32,
}

impl<G: Evaluate> RolloutPolicy<G> for GreedyRollout {
    fn pick(
        &mut self,
        world: &G,
        seat: PlayerId,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> usize {
        if crate::rng::below(rng, 100) < self.greedy_percent {
            best(world, seat, legal)
        } else {
            crate::rng::below(rng, legal.len() as u32) as usize
        }
    }
}
