//! Information-set Monte Carlo tree search: a bot that searches the worlds its
//! seat cannot tell apart, never the true state.
//!
//! Single-observer IS-MCTS (Cowling, Powley and Whitehouse, 2012): every
//! iteration samples one determinization from the [`SeatView`]'s world
//! sampler, walks one shared tree with UCB1 restricted to the actions
//! available in that world (each child counts how often it was available),
//! expands one untried action, plays the rest out with a rollout policy, and
//! credits every node with the result of the seat that acted there. The
//! choice is the root child visited most often.
//!
//! - **Hidden information**: the bot only ever sees sampled worlds, so its
//!   choice is a function of what its seat knows and of the seed.
//! - **Simultaneous commits**: where several seats act at once, the other
//!   seats decide before the searching seat, so no other seat's node in the
//!   tree is conditioned on the searcher's hidden commit; at the root, the
//!   other seats' simultaneous choices come from the rollout policy.
//! - **Chance** comes from each world's own RNG, which the sampler re-keys.
//! - **Deterministic** for a seed; the arithmetic is plain IEEE `f64`
//!   (`+ - * /` and our own `ln`/`sqrt`), the same on every platform.
//! - **No allocation per iteration** once the tree's arena and buffers have
//!   grown (the worlds themselves are the game's clones).

use alloc::vec::Vec;

use rand_core::RngCore;

use crate::game::{ActionCodec, Bot, Game, Outcome, SeatView};
use crate::rng::below;
use crate::seat::{BySeat, PlayerId, PlayerSet};

/// How much an IS-MCTS bot searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsMctsConfig {
    /// Iterations per decision (one sampled world each).
    pub iterations: u32,
    /// The UCB1 exploration constant (√2 ≈ 1.41 is the textbook value; results
    /// here lie in [0, 1]).
    pub exploration: f64,
    /// The most decisions a rollout plays before it is scored as it stands:
    /// by the rollout policy's [`RolloutPolicy::cut_off`], else every seat
    /// gets `unfinished_reward`.
    pub max_rollout: u32,
    /// The reward of every seat when a rollout stops before the game ends.
    pub unfinished_reward: f64,
    /// A wall-clock budget per decision (std only): the search stops at the
    /// first of the iteration count and this.
    #[cfg(feature = "std")]
    pub time_budget: Option<std::time::Duration>,
}

impl Default for IsMctsConfig {
    fn default() -> Self {
        IsMctsConfig {
            iterations: 1000,
            exploration: 0.7,
            max_rollout: 2000,
            unfinished_reward: 0.0,
            #[cfg(feature = "std")]
            time_budget: None,
        }
    }
}

/// How a rollout picks an action in a sampled world (the world is a
/// determinization, never the true state).
pub trait RolloutPolicy<G: Game> {
    /// The index into `legal` (non-empty) of the action `seat` takes in `world`.
    fn pick(
        &mut self,
        world: &G,
        seat: PlayerId,
        legal: &[G::Action],
        rng: &mut dyn RngCore,
    ) -> usize;

    /// Each seat's reward in [0, 1] for a rollout stopped after
    /// [`IsMctsConfig::max_rollout`] decisions with the game unfinished;
    /// `None` (the default) gives every seat
    /// [`IsMctsConfig::unfinished_reward`].
    fn cut_off(&mut self, world: &G) -> Option<BySeat<f64>> {
        let _ = world;
        None
    }
}

/// Rollouts that pick uniformly at random.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomRollout;

impl<G: Game> RolloutPolicy<G> for RandomRollout {
    fn pick(&mut self, _: &G, _: PlayerId, legal: &[G::Action], rng: &mut dyn RngCore) -> usize {
        below(rng, legal.len() as u32) as usize
    }
}

/// Each seat's reward in [0, 1] for a finished game: a win is 1, a win
/// shared by `k` seats is `1/k` each, anything else 0 (so a game that
/// everybody lost is 0 for all).
pub fn win_shares(outcome: &Outcome) -> BySeat<f64> {
    let winners = outcome.winners.len();
    outcome.scores.map(|p, _| {
        if winners > 0 && outcome.winners.contains(p) {
            1.0 / winners as f64
        } else {
            0.0
        }
    })
}

const NONE: u32 = u32::MAX;
const ROOT: u32 = 0;

#[derive(Clone, Debug)]
struct Node<A> {
    /// The seat that acted into this node and its action (the root has none).
    seat: PlayerId,
    action: Option<A>,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    available: u32,
    /// The sum of the acting seat's rewards over the visits.
    reward: f64,
}

/// The IS-MCTS bot.
///
/// ```
/// use cardgame_core::ismcts::{IsMcts, IsMctsConfig};
/// use cardgame_core::testkit::toy::{Bug, Config, HighCard};
/// use cardgame_core::{Bot, Game, GameRng, PlayerId, SeatView, SeatWorlds, Viewer};
///
/// let game = HighCard::new(&Config { seats: 2, bug: Bug::None }, 3).unwrap();
/// let seat = game.to_act().iter().next().unwrap();
/// let (obs, legal) = (game.observe(Viewer::Seat(seat)), game.legal_actions(seat));
/// let worlds = SeatWorlds::new(&game, seat);
/// let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
/// let mut bot = IsMcts::new(IsMctsConfig { iterations: 200, ..IsMctsConfig::default() });
/// let choice = bot.choose(&view, &mut GameRng::from_u64(1)).unwrap();
/// assert!(legal.contains(&choice));
/// ```
pub struct IsMcts<G: Game, P = RandomRollout> {
    config: IsMctsConfig,
    rollout: P,
    nodes: Vec<Node<G::Action>>,
    path: Vec<u32>,
    legal: Vec<G::Action>,
    /// Scratch bit set over the action index space.
    marks: Vec<u64>,
    last_iterations: u32,
}

impl<G: Game> IsMcts<G, RandomRollout> {
    /// A bot with random rollouts.
    pub fn new(config: IsMctsConfig) -> Self {
        IsMcts::with_rollout(config, RandomRollout)
    }
}

impl<G: Game, P: RolloutPolicy<G>> IsMcts<G, P> {
    /// A bot with its own rollout policy.
    pub fn with_rollout(config: IsMctsConfig, rollout: P) -> Self {
        IsMcts {
            config,
            rollout,
            nodes: Vec::new(),
            path: Vec::new(),
            legal: Vec::new(),
            marks: Vec::new(),
            last_iterations: 0,
        }
    }

    /// How many iterations the last decision ran.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// How many tree nodes the last decision grew.
    pub fn last_tree_size(&self) -> usize {
        self.nodes.len()
    }

    fn reset(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node {
            seat: PlayerId(0),
            action: None,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
        });
        let words = (G::Action::SPACE as usize).div_ceil(64);
        self.marks.clear();
        self.marks.resize(words, 0);
    }

    /// The seat that acts next in `world` while walking the tree: the only
    /// seat to act, or among several the lowest other than `me` (the
    /// searcher decides last, so nobody's node depends on its commit).
    fn actor(to_act: PlayerSet, me: PlayerId) -> Option<PlayerId> {
        to_act
            .iter()
            .find(|&p| p != me)
            .or_else(|| to_act.iter().next())
    }

    /// One iteration from the root in `world`.
    fn iterate(&mut self, mut world: G, me: PlayerId, rng: &mut dyn RngCore) {
        // At the root the searcher decides now: other seats acting at the same
        // time choose by the rollout policy, unseen by the searcher's tree.
        loop {
            let to_act = world.to_act();
            if to_act.len() <= 1 || !to_act.contains(me) {
                break;
            }
            let Some(other) = to_act.iter().find(|&p| p != me) else {
                break;
            };
            if !self.rollout_step(&mut world, other, rng) {
                break;
            }
        }
        self.path.clear();
        self.path.push(ROOT);
        let mut node = ROOT;
        let mut at_root = true;
        // Selection and expansion.
        loop {
            if world.is_finished() {
                break;
            }
            let to_act = world.to_act();
            let seat = if at_root && to_act.contains(me) {
                me
            } else {
                match Self::actor(to_act, me) {
                    Some(p) => p,
                    None => break,
                }
            };
            at_root = false;
            world.legal_actions_into(seat, &mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            for a in &self.legal {
                let i = a.to_index() as usize;
                if let Some(w) = self.marks.get_mut(i / 64) {
                    *w |= 1 << (i % 64);
                }
            }
            // Every child available in this world counts the availability
            // and competes by UCB1; clearing its mark leaves the untried
            // actions marked.
            let mut best = NONE;
            let mut best_score = f64::NEG_INFINITY;
            let mut c = self.nodes[node as usize].first_child;
            while c != NONE {
                let exploration = self.config.exploration;
                let child = &mut self.nodes[c as usize];
                let next = child.next_sibling;
                if child.seat == seat {
                    if let Some(i) = child.action.as_ref().map(|a| a.to_index() as usize) {
                        if let Some(w) = self.marks.get_mut(i / 64) {
                            if *w & (1 << (i % 64)) != 0 {
                                *w &= !(1 << (i % 64));
                                child.available += 1;
                                let visits = child.visits.max(1) as f64;
                                let score = child.reward / visits
                                    + exploration * sqrt(ln(child.available as f64) / visits);
                                if score > best_score {
                                    best_score = score;
                                    best = c;
                                }
                            }
                        }
                    }
                }
                c = next;
            }
            // An untried action: the first still marked, in listing order
            // from a random start.
            let n = self.legal.len();
            let start = below(rng, n as u32) as usize;
            let mut untried = None;
            for k in 0..n {
                let i = self.legal[(start + k) % n].to_index() as usize;
                if self.marks.get(i / 64).copied().unwrap_or(0) & (1 << (i % 64)) != 0 {
                    untried = Some((start + k) % n);
                    break;
                }
            }
            for a in &self.legal {
                let i = a.to_index() as usize;
                if let Some(w) = self.marks.get_mut(i / 64) {
                    *w = 0;
                }
            }
            if let Some(k) = untried {
                let action = self.legal[k].clone();
                world.apply_unchecked(seat, &action, &mut ());
                let id = self.nodes.len() as u32;
                let first = self.nodes[node as usize].first_child;
                self.nodes.push(Node {
                    seat,
                    action: Some(action),
                    first_child: NONE,
                    next_sibling: first,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                self.nodes[node as usize].first_child = id;
                self.path.push(id);
                break;
            }
            if best == NONE {
                break;
            }
            if let Some(a) = self.nodes[best as usize].action.clone() {
                world.apply_unchecked(seat, &a, &mut ());
            }
            node = best;
            self.path.push(node);
        }
        // Rollout.
        let mut steps = 0u32;
        while !world.is_finished() && steps < self.config.max_rollout {
            let to_act = world.to_act();
            let k = below(rng, to_act.len() as u32) as usize;
            let Some(seat) = to_act.iter().nth(k) else {
                break;
            };
            if !self.rollout_step(&mut world, seat, rng) {
                break;
            }
            steps += 1;
        }
        // Backpropagation.
        let rewards = match world.outcome() {
            Some(o) => Some(win_shares(&o)),
            None => self.rollout.cut_off(&world),
        };
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            if id != ROOT {
                n.reward += match &rewards {
                    Some(r) => r.get(n.seat).copied().unwrap_or(0.0),
                    None => self.config.unfinished_reward,
                };
            }
        }
    }

    /// One rollout decision of `seat`; false when it has none.
    fn rollout_step(&mut self, world: &mut G, seat: PlayerId, rng: &mut dyn RngCore) -> bool {
        world.legal_actions_into(seat, &mut self.legal);
        if self.legal.is_empty() {
            return false;
        }
        let k = self.rollout.pick(world, seat, &self.legal, rng);
        let Some(a) = self.legal.get(k).cloned() else {
            return false;
        };
        world.apply_unchecked(seat, &a, &mut ());
        true
    }
}

impl<G: Game, P: RolloutPolicy<G>> Bot<G> for IsMcts<G, P> {
    fn name(&self) -> &str {
        "ismcts"
    }

    fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action> {
        if view.legal.len() <= 1 || !view.can_sample() {
            self.last_iterations = 0;
            return crate::game::RandomBot::pick(view.legal, rng);
        }
        self.reset();
        #[cfg(feature = "std")]
        let started = std::time::Instant::now();
        let mut done = 0;
        while done < self.config.iterations {
            #[cfg(feature = "std")]
            if let Some(budget) = self.config.time_budget {
                if done > 0 && started.elapsed() >= budget {
                    break;
                }
            }
            let Some(world) = view.sample_world(rng) else {
                break;
            };
            self.iterate(world, view.seat, rng);
            done += 1;
        }
        self.last_iterations = done;
        // The most visited root child among the true legal actions; ties go
        // to the lowest action.
        let mut best: Option<(u32, &G::Action)> = None;
        let mut c = self.nodes.first().map_or(NONE, |r| r.first_child);
        while c != NONE {
            let child = &self.nodes[c as usize];
            if let Some(a) = &child.action {
                if child.seat == view.seat && view.legal.contains(a) {
                    let better = match best {
                        None => true,
                        Some((v, b)) => child.visits > v || (child.visits == v && a < b),
                    };
                    if better {
                        best = Some((child.visits, a));
                    }
                }
            }
            c = child.next_sibling;
        }
        match best {
            Some((_, a)) => Some(a.clone()),
            None => crate::game::RandomBot::pick(view.legal, rng),
        }
    }
}

/// Root-parallel IS-MCTS (feature `parallel`): `trees` independent searches
/// share the iteration budget, each on its own tree and its own share of the
/// sampled worlds, on the rayon thread pool; their root visit counts are
/// summed and the most visited action is chosen (ties: the lowest action).
///
/// The worlds are sampled on the calling thread and each tree's RNG is drawn
/// from `rng` before the searches start, so the choice depends on the seed
/// and `trees` only, never on the threads' timing (a time budget, checked by
/// each tree, is the exception).
///
/// ```
/// use cardgame_core::ismcts::{IsMctsConfig, ParallelIsMcts};
/// use cardgame_core::testkit::toy::{Bug, Config, HighCard};
/// use cardgame_core::{Bot, Game, GameRng, SeatView, SeatWorlds, Viewer};
///
/// let game = HighCard::new(&Config { seats: 2, bug: Bug::None }, 3).unwrap();
/// let seat = game.to_act().iter().next().unwrap();
/// let (obs, legal) = (game.observe(Viewer::Seat(seat)), game.legal_actions(seat));
/// let worlds = SeatWorlds::new(&game, seat);
/// let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
/// let config = IsMctsConfig { iterations: 400, ..IsMctsConfig::default() };
/// let mut bot = ParallelIsMcts::new(config, 2);
/// let choice = bot.choose(&view, &mut GameRng::from_u64(1)).unwrap();
/// assert!(legal.contains(&choice));
/// ```
#[cfg(feature = "parallel")]
pub struct ParallelIsMcts<G: Game, P = RandomRollout> {
    trees: Vec<IsMcts<G, P>>,
    batches: Vec<Vec<G>>,
    rngs: Vec<crate::rng::GameRng>,
    iterations: u32,
    last_iterations: u32,
}

#[cfg(feature = "parallel")]
impl<G: Game> ParallelIsMcts<G, RandomRollout> {
    /// `trees` searches (at least 1) with random rollouts, sharing
    /// `config.iterations`.
    pub fn new(config: IsMctsConfig, trees: usize) -> Self {
        ParallelIsMcts::with_rollout(config, trees, RandomRollout)
    }
}

#[cfg(feature = "parallel")]
impl<G: Game, P: RolloutPolicy<G> + Clone> ParallelIsMcts<G, P> {
    /// `trees` searches (at least 1) with their own copy of `rollout`.
    pub fn with_rollout(config: IsMctsConfig, trees: usize, rollout: P) -> Self {
        let trees = trees.max(1);
        ParallelIsMcts {
            trees: (0..trees)
                .map(|_| IsMcts::with_rollout(config, rollout.clone()))
                .collect(),
            batches: (0..trees).map(|_| Vec::new()).collect(),
            rngs: Vec::with_capacity(trees),
            iterations: config.iterations,
            last_iterations: 0,
        }
    }
}

#[cfg(feature = "parallel")]
impl<G, P> Bot<G> for ParallelIsMcts<G, P>
where
    G: Game + Send,
    G::Action: Send,
    P: RolloutPolicy<G> + Clone + Send,
{
    fn name(&self) -> &str {
        "ismcts (root-parallel)"
    }

    fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    fn choose(&mut self, view: &SeatView<'_, G>, rng: &mut dyn RngCore) -> Option<G::Action> {
        use rayon::prelude::*;

        if view.legal.len() <= 1 || !view.can_sample() {
            self.last_iterations = 0;
            return crate::game::RandomBot::pick(view.legal, rng);
        }
        let k = self.trees.len();
        self.rngs.clear();
        for (t, batch) in self.batches.iter_mut().enumerate() {
            batch.clear();
            // Tree t's share of the budget: the remainder goes to the first trees.
            let share =
                self.iterations / k as u32 + u32::from((t as u32) < self.iterations % k as u32);
            for _ in 0..share {
                if let Some(world) = view.sample_world(rng) {
                    batch.push(world);
                }
            }
            self.rngs.push(crate::rng::GameRng::from_rng(rng));
        }
        let me = view.seat;
        self.trees
            .par_iter_mut()
            .zip(self.batches.par_iter_mut())
            .zip(self.rngs.par_iter_mut())
            .for_each(|((tree, batch), tree_rng)| {
                tree.reset();
                let started = std::time::Instant::now();
                let mut done = 0;
                for world in batch.drain(..) {
                    if let Some(budget) = tree.config.time_budget {
                        if done > 0 && started.elapsed() >= budget {
                            break;
                        }
                    }
                    tree.iterate(world, me, tree_rng);
                    done += 1;
                }
                tree.last_iterations = done;
            });
        self.last_iterations = self.trees.iter().map(|t| t.last_iterations).sum();
        // Root visits summed over the trees, per legal action.
        let mut visits = alloc::vec![0u64; view.legal.len()];
        for tree in &self.trees {
            let mut c = tree.nodes.first().map_or(NONE, |r| r.first_child);
            while c != NONE {
                let child = &tree.nodes[c as usize];
                if child.seat == me {
                    if let Some(i) = child
                        .action
                        .as_ref()
                        .and_then(|a| view.legal.iter().position(|l| l == a))
                    {
                        visits[i] += u64::from(child.visits);
                    }
                }
                c = child.next_sibling;
            }
        }
        // The legal actions are sorted: the first of the most visited is the lowest.
        let mut best: Option<(u64, usize)> = None;
        for (i, &v) in visits.iter().enumerate() {
            if v > 0 && best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        match best {
            Some((_, i)) => view.legal.get(i).cloned(),
            None => crate::game::RandomBot::pick(view.legal, rng),
        }
    }
}

/// ln(x) for x ≥ 1 from IEEE operations only (exact to about 1e-7), so the
/// search is bit-for-bit the same on every platform.
fn ln(x: f64) -> f64 {
    if x <= 1.0 {
        return 0.0;
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    // ln(m) = 2 atanh((m - 1) / (m + 1)), m in [1, 2).
    let z = (m - 1.0) / (m + 1.0);
    let z2 = z * z;
    let series = z * (1.0 + z2 * (1.0 / 3.0 + z2 * (1.0 / 5.0 + z2 * (1.0 / 7.0 + z2 / 9.0))));
    exp as f64 * core::f64::consts::LN_2 + 2.0 * series
}

/// √x for x ≥ 0 by Newton's method from IEEE operations only.
fn sqrt(x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    let mut y = f64::from_bits((x.to_bits() >> 1) + (1023u64 << 51));
    for _ in 0..5 {
        y = 0.5 * (y + x / y);
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_and_sqrt_are_accurate() {
        for &(x, l) in &[
            (1.0, 0.0),
            (2.0, core::f64::consts::LN_2),
            (10.0, core::f64::consts::LN_10),
            (1000.0, 6.907_755_28),
        ] {
            assert!((ln(x) - l).abs() < 1e-6, "ln {x} = {}", ln(x));
        }
        for &(x, r) in &[
            (0.0, 0.0),
            (1.0, 1.0),
            (2.0, core::f64::consts::SQRT_2),
            (0.25, 0.5),
            (1e6, 1000.0),
        ] {
            assert!(
                (sqrt(x) - r).abs() < 1e-6 * r.max(1.0),
                "sqrt {x} = {}",
                sqrt(x)
            );
        }
    }
}
