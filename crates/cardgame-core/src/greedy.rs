//! A one-ply greedy bot on a game's own score estimate.

use rand_core::RngCore;

use crate::game::{Bot, Game, SeatView};
use crate::ismcts::{IsMcts, IsMctsConfig, RandomRollout, RolloutPolicy};
use crate::seat::{BySeat, PlayerId};

/// A game's estimate of how well a seat stands, in the game's own scoring
/// terms (higher is better): what [`Greedy`] maximises. Written from the
/// rulebook's scoring; it is read on sampled worlds, never on the true state
/// of another seat's hidden cards.
pub trait Evaluate: Game {
    /// A lead over the best rival, in the estimate's unit, that makes a seat
    /// a clear favourite (about three to one): the scale on which
    /// [`ScoredRollout`] turns the margin of a cut-off rollout into a reward.
    const DECISIVE_MARGIN: i64;

    /// How many decisions a [`ScoredRollout`] plays in [`IsMcts::scored`]
    /// before it scores the world by the estimate: short where random play
    /// soon spoils what the estimate sees.
    const ROLLOUT_DEPTH: u32 = 10;

    /// How well `seat` stands in this state.
    fn evaluate(&self, seat: PlayerId) -> i64;
}

/// Tries every legal action in one sampled world and takes the one after
/// which its seat's estimate, less the best rival's, is highest (ties: one
/// of the tied actions at random, so that equal choices, such as cards the
/// estimate cannot tell apart yet, are not always the first listed).
/// Without a world sampler it picks at random.
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

/// The index in `legal` of the best action for `seat` in `world`, a tie
/// broken with `rng`.
fn best<G: Evaluate>(
    world: &G,
    seat: PlayerId,
    legal: &[G::Action],
    rng: &mut dyn RngCore,
) -> usize {
    let mut best = (i64::MIN, 0usize);
    let mut tied = 0u32;
    for (i, a) in legal.iter().enumerate() {
        let mut w = world.clone();
        w.apply_unchecked(seat, a, &mut ());
        let v = margin(&w, seat);
        if v > best.0 {
            best = (v, i);
            tied = 1;
        } else if v == best.0 {
            // The k-th action tied so far replaces the pick with chance 1/k:
            // each tied action is picked with the same chance.
            tied += 1;
            if crate::rng::below(rng, tied) == 0 {
                best.1 = i;
            }
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
            Some(world) => view
                .legal
                .get(best(&world, view.seat, view.legal, rng))
                .cloned(),
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
            best(world, seat, legal, rng)
        } else {
            crate::rng::below(rng, legal.len() as u32) as usize
        }
    }
}

/// IS-MCTS rollouts that pick at random and, when a rollout is cut off after
/// [`IsMctsConfig::max_rollout`] decisions, score the world by the estimate:
/// each seat's reward is its margin ([`Greedy`]'s: its estimate less the
/// best rival's, the estimate alone when solo) in units of
/// [`Evaluate::DECISIVE_MARGIN`], squashed into (0, 1) by `0.5 + x / (2 + 2|x|)`
/// (0.5 level, 0.75 one decisive margin ahead).
///
/// With a short cut-off the search follows the estimate where random play
/// seldom reaches the end of the game, and every iteration is cheaper.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScoredRollout;

impl<G: Evaluate> RolloutPolicy<G> for ScoredRollout {
    fn pick(
        &mut self,
        world: &G,
        seat: PlayerId,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> usize {
        RandomRollout.pick(world, seat, legal, rng)
    }

    fn cut_off(&mut self, world: &G) -> Option<BySeat<f64>> {
        let scale = G::DECISIVE_MARGIN.max(1) as f64;
        // Each seat's estimate once; then each seat's margin over the others.
        let estimates = BySeat::from_fn(world.num_players(), |p| world.evaluate(p));
        Some(estimates.map(|p, mine| {
            let rival = estimates
                .iter()
                .filter(|&(q, _)| q != p)
                .map(|(_, &e)| e)
                .max();
            let x = (mine - rival.unwrap_or(0)) as f64 / scale;
            0.5 + x / (2.0 + 2.0 * x.abs())
        }))
    }
}

impl<G: Evaluate> IsMcts<G, ScoredRollout> {
    /// IS-MCTS with `iterations` per decision and [`ScoredRollout`]s cut off
    /// after [`Evaluate::ROLLOUT_DEPTH`] decisions: the search the arena,
    /// the examples and the registry mean by `ismcts`.
    ///
    /// ```
    /// use cardgame_core::greedy::ScoredRollout;
    /// use cardgame_core::ismcts::IsMcts;
    /// use cardgame_core::testkit::toy::{Bug, Config, HighCard};
    /// use cardgame_core::{Bot, Game, GameRng, SeatView, SeatWorlds, Viewer};
    ///
    /// let game = HighCard::new(&Config { seats: 2, bug: Bug::None }, 3).unwrap();
    /// let seat = game.to_act().iter().next().unwrap();
    /// let (obs, legal) = (game.observe(Viewer::Seat(seat)), game.legal_actions(seat));
    /// let worlds = SeatWorlds::new(&game, seat);
    /// let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
    /// let mut bot = IsMcts::<HighCard, ScoredRollout>::scored(200);
    /// let choice = bot.choose(&view, &mut GameRng::from_u64(1)).unwrap();
    /// assert!(legal.contains(&choice));
    /// ```
    pub fn scored(iterations: u32) -> Self {
        IsMcts::with_rollout(
            IsMctsConfig {
                iterations,
                max_rollout: G::ROLLOUT_DEPTH,
                ..IsMctsConfig::default()
            },
            ScoredRollout,
        )
    }
}
