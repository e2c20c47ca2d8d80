//! The bench runner: random playouts of any [`Game`], measured.
//!
//! For one game and config it reports games/s, decisions/s, ns per decision
//! (listing + choice + apply, shuffles and dice included), mean and most
//! decisions per game, heap allocations per decision (with a counting global
//! allocator supplied by the binary), state size (`size_of` plus heap bytes
//! of a clone), clone and observe ns (each the median of short timed
//! windows spread over the playouts, so that a burst of other work on the
//! machine does not decide it), the speed-up on two threads, and a determinism fingerprint: a stable
//! hash folded over the final states of seeds `0..16`, so an optimisation can
//! never silently change the rules.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::hint::black_box;
use std::time::{Duration, Instant};

use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::{PlayerId, Viewer};

/// Reads a counting allocator: `(allocations, bytes allocated)` so far.
pub type AllocCounter = fn() -> (u64, u64);

/// How long to measure.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// At least this many games.
    pub min_games: u64,
    /// And at least this long.
    pub min_time: Duration,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            min_games: 100,
            min_time: Duration::from_millis(1500),
        }
    }
}

/// One row of the bench table.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchRow {
    /// The game.
    pub game: &'static str,
    /// The config's label (seat count, variant).
    pub label: String,
    /// Games played.
    pub games: u64,
    /// Decisions taken.
    pub decisions: u64,
    /// Games per second on one thread.
    pub games_per_s: f64,
    /// Decisions per second on one thread.
    pub decisions_per_s: f64,
    /// Nanoseconds per decision (excluding setup).
    pub ns_per_decision: f64,
    /// Mean decisions per game.
    pub decisions_per_game: f64,
    /// The longest game, in decisions.
    pub max_decisions: u64,
    /// Heap allocations per decision (excluding setup), if counted.
    pub allocs_per_decision: Option<f64>,
    /// `size_of` the state.
    pub state_bytes: usize,
    /// Heap bytes a clone allocates, if counted.
    pub heap_bytes: Option<f64>,
    /// Nanoseconds per clone (the median of several timed windows).
    pub clone_ns: f64,
    /// Nanoseconds per observation of seat 0 (the median of several timed
    /// windows).
    pub observe_ns: f64,
    /// Games/s on two threads over games/s on one.
    pub two_thread_speedup: f64,
    /// Stable hash folded over the final states of seeds `0..16`.
    pub fingerprint: u64,
}

/// Plays one game with seed `seed`, choices from an RNG keyed by the seed;
/// returns the final state and the decisions taken (`None` on a setup error).
/// `sample` sees every state before each decision.
pub fn playout<G: Game>(
    config: &G::Config,
    seed: u64,
    legal: &mut Vec<G::Action>,
    mut sample: impl FnMut(&G, u64),
) -> Option<(G, u64)> {
    let mut g = G::new(config, seed).ok()?;
    let mut rng = GameRng::from_u64(seed.rotate_left(17) ^ 0xb3_7c4e);
    let bound = g.decision_bound();
    let mut decisions = 0u64;
    loop {
        let to_act = g.to_act();
        if to_act.is_empty() || decisions > bound {
            break;
        }
        sample(&g, decisions);
        let k = rng.below(to_act.len() as u32) as usize;
        let p = to_act.iter().nth(k).unwrap_or(PlayerId(0));
        g.legal_actions_into(p, legal);
        if legal.is_empty() {
            break;
        }
        let i = rng.below(legal.len() as u32) as usize;
        if let Some(a) = legal.get(i) {
            g.apply_unchecked(p, a, &mut ());
        }
        decisions += 1;
    }
    Some((g, decisions))
}

fn play_many<G: Game>(config: &G::Config, seeds: core::ops::Range<u64>) -> (u64, u64) {
    let mut legal = Vec::with_capacity(256);
    let mut decisions = 0;
    let mut games = 0;
    for seed in seeds {
        if let Some((g, d)) = playout::<G>(config, seed, &mut legal, |_, _| {}) {
            black_box(&g);
            decisions += d;
            games += 1;
        }
    }
    (games, decisions)
}

/// Measures one game and config.
pub fn bench<G>(
    label: &str,
    config: &G::Config,
    budget: Budget,
    counter: Option<AllocCounter>,
) -> BenchRow
where
    G: Game + Send,
    G::Config: Sync,
{
    let read = || counter.map(|c| c());
    let mut legal: Vec<G::Action> = Vec::with_capacity(256);

    // Fingerprint, and a sample of states for the clone/observe timings.
    let mut fingerprint = 0xcbf2_9ce4_8422_2325u64;
    let mut samples: Vec<G> = Vec::new();
    for seed in 0..16 {
        if let Some((g, _)) = playout::<G>(config, seed, &mut legal, |s, d| {
            if seed < 4 && d % 8 == 0 && samples.len() < 64 {
                samples.push(s.clone());
            }
        }) {
            fingerprint = (fingerprint ^ g.state_hash()).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    // Clone and observe are timed in short windows spread over the
    // playouts (one of each every `spacing`), and each figure is the median
    // window: a burst of other work on the machine moves a few windows, not
    // the figure, and a slow spell weighs on these figures as it does on
    // the decisions timed beside them.
    let (clone_reps, observe_reps) = (250u64, 125u64);
    let spacing = budget.min_time / WINDOWS as u32;
    let mut clone_windows: Vec<f64> = Vec::with_capacity(WINDOWS);
    let mut observe_windows: Vec<f64> = Vec::with_capacity(WINDOWS);
    let mut clone_heap = Some(0u64);
    let clones = |reps: u64| {
        for _ in 0..reps {
            for s in &samples {
                black_box(black_box(s).clone());
            }
        }
    };
    let observations = |reps: u64| {
        for _ in 0..reps {
            for s in &samples {
                black_box(black_box(s).observe(Viewer::Seat(PlayerId(0))));
            }
        }
    };
    // Each window after a few untimed rounds: the playouts in between have
    // taken the caches and the branch predictors, and the figures are of
    // the work itself, as when the windows ran back to back.
    let warm_up = 4;
    let mut timed_windows = |clone_windows: &mut Vec<f64>, observe_windows: &mut Vec<f64>| {
        clones(warm_up);
        let before = read();
        clone_windows.push(window_ns(clone_reps * samples.len() as u64, || {
            clones(clone_reps)
        }));
        clone_heap = match (clone_heap, before, read()) {
            (Some(sum), Some(b), Some(a)) => Some(sum + (a.1 - b.1)),
            _ => None,
        };
        observations(warm_up);
        observe_windows.push(window_ns(observe_reps * samples.len() as u64, || {
            observations(observe_reps)
        }));
    };

    // Single-thread playouts: decision loop timed apart from setup.
    let mut games = 0u64;
    let mut decisions = 0u64;
    let mut max_decisions = 0u64;
    let mut loop_time = Duration::ZERO;
    let mut windows_time = Duration::ZERO;
    let mut allocs = 0u64;
    let start = Instant::now();
    let mut seed = 1_000u64;
    while games < budget.min_games || start.elapsed() < budget.min_time {
        let Ok(mut g) = G::new(config, seed) else {
            break;
        };
        let mut rng = GameRng::from_u64(seed);
        let bound = g.decision_bound();
        let before = read();
        let t = Instant::now();
        let mut d = 0u64;
        loop {
            let to_act = g.to_act();
            if to_act.is_empty() || d > bound {
                break;
            }
            let k = rng.below(to_act.len() as u32) as usize;
            let p = to_act.iter().nth(k).unwrap_or(PlayerId(0));
            g.legal_actions_into(p, &mut legal);
            if legal.is_empty() {
                break;
            }
            let i = rng.below(legal.len() as u32) as usize;
            if let Some(a) = legal.get(i) {
                g.apply_unchecked(p, a, &mut ());
            }
            d += 1;
        }
        loop_time += t.elapsed();
        if let (Some(b), Some(a)) = (before, read()) {
            allocs += a.0 - b.0;
        }
        black_box(&g);
        decisions += d;
        max_decisions = max_decisions.max(d);
        games += 1;
        seed += 1;
        let due = spacing.saturating_mul(clone_windows.len() as u32 + 1);
        if clone_windows.len() < WINDOWS && start.elapsed() >= due {
            let t = Instant::now();
            timed_windows(&mut clone_windows, &mut observe_windows);
            windows_time += t.elapsed();
        }
    }
    // Games per second: the playouts alone, without the windows among them.
    let total = start.elapsed().saturating_sub(windows_time).as_secs_f64();
    while clone_windows.len() < WINDOWS {
        timed_windows(&mut clone_windows, &mut observe_windows);
    }
    let heap_bytes = counter.and(clone_heap).map(|bytes| {
        let clones = (WINDOWS as u64 * clone_reps * samples.len() as u64).max(1);
        bytes as f64 / clones as f64
    });
    let clone_ns = median(&mut clone_windows);
    let observe_ns = median(&mut observe_windows);

    // Two threads, same number of games each as one thread did in total/2.
    let half = (games / 2).max(1);
    let t2 = Instant::now();
    std::thread::scope(|s| {
        let a = s.spawn(|| play_many::<G>(config, 10_000..10_000 + half));
        let b = s.spawn(|| play_many::<G>(config, 20_000..20_000 + half));
        black_box((a.join().ok(), b.join().ok()));
    });
    let two = t2.elapsed().as_secs_f64();
    let t1 = Instant::now();
    black_box(play_many::<G>(config, 10_000..10_000 + 2 * half));
    let one = t1.elapsed().as_secs_f64();

    let d = decisions.max(1) as f64;
    BenchRow {
        game: G::NAME,
        label: label.into(),
        games,
        decisions,
        games_per_s: games as f64 / total,
        decisions_per_s: d / loop_time.as_secs_f64().max(1e-9),
        ns_per_decision: loop_time.as_nanos() as f64 / d,
        decisions_per_game: d / games.max(1) as f64,
        max_decisions,
        allocs_per_decision: counter.map(|_| allocs as f64 / d),
        state_bytes: core::mem::size_of::<G>(),
        heap_bytes,
        clone_ns,
        observe_ns,
        two_thread_speedup: if two > 0.0 { one / two } else { 0.0 },
        fingerprint,
    }
}

/// Timed windows per clone or observe figure.
const WINDOWS: usize = 25;

/// Runs `window` once and returns its nanoseconds per operation (`ops`
/// operations in the window).
fn window_ns(ops: u64, window: impl FnOnce()) -> f64 {
    let t = Instant::now();
    window();
    t.elapsed().as_nanos() as f64 / ops.max(1) as f64
}

/// The median of `windows` (0 if there are none).
fn median(windows: &mut [f64]) -> f64 {
    windows.sort_by(f64::total_cmp);
    windows.get(windows.len() / 2).copied().unwrap_or(0.0)
}

/// The bench table as text.
pub fn table(rows: &[BenchRow]) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "{:<22} {:<14} {:>7} {:>9} {:>10} {:>8} {:>9} {:>8} {:>9} {:>11} {:>9} {:>10} {:>6} {:>18}\n",
        "game",
        "config",
        "games",
        "games/s",
        "decisions/s",
        "ns/dec",
        "dec/game",
        "max dec",
        "alloc/dec",
        "state bytes",
        "clone ns",
        "observe ns",
        "2-thr",
        "fingerprint"
    ));
    for r in rows {
        let alloc = r
            .allocs_per_decision
            .map_or_else(|| "-".into(), |a| format!("{a:.3}"));
        let state = match r.heap_bytes {
            Some(h) => format!("{}+{:.0}", r.state_bytes, h),
            None => format!("{}", r.state_bytes),
        };
        out.push_str(&format!(
            "{:<22} {:<14} {:>7} {:>9.0} {:>10.0} {:>8.1} {:>9.1} {:>8} {:>9} {:>11} {:>9.1} {:>10.1} {:>5.2}x {:>#18x}\n",
            r.game,
            r.label,
            r.games,
            r.games_per_s,
            r.decisions_per_s,
            r.ns_per_decision,
            r.decisions_per_game,
            r.max_decisions,
            alloc,
            state,
            r.clone_ns,
            r.observe_ns,
            r.two_thread_speedup,
            r.fingerprint
        ));
    }
    out
}

/// Search throughput of one game and config: what a search bot pays.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchRow {
    /// The game.
    pub game: &'static str,
    /// The config's label.
    pub label: String,
    /// Nanoseconds per determinization for the seat to act.
    pub determinize_ns: f64,
    /// Nanoseconds of a random playout to the end from the sampled states.
    pub playout_ns: f64,
    /// IS-MCTS iterations per second (one sampled world each, random rollouts).
    pub ismcts_iterations_per_s: f64,
    /// An iteration's cost over one determinize plus one random playout
    /// from the same point (1.0 = no tree overhead).
    pub iteration_overhead: f64,
    /// Heap allocations per IS-MCTS iteration once the tree's arena and
    /// buffers have grown (the decisions searched a second time by the same
    /// bot), if counted.
    pub allocs_per_iteration: Option<f64>,
}

/// Measures determinization, playouts and IS-MCTS iterations from states
/// sampled along random playouts (and, with a counting allocator, the
/// allocations of an iteration).
pub fn search_bench<G>(
    label: &str,
    config: &G::Config,
    iterations: u32,
    counter: Option<AllocCounter>,
) -> SearchRow
where
    G: crate::game::Determinize,
{
    use crate::game::{Bot, SeatView, SeatWorlds};
    use crate::ismcts::{IsMcts, IsMctsConfig};
    let mut legal: Vec<G::Action> = Vec::with_capacity(256);
    let mut samples: Vec<G> = Vec::new();
    for seed in 0..4 {
        let _ = playout::<G>(config, seed, &mut legal, |s, d| {
            if d % 16 == 0 && samples.len() < 24 {
                samples.push(s.clone());
            }
        });
    }
    let mut rng = GameRng::from_u64(7);
    let seat_of = |g: &G| g.to_act().iter().next().unwrap_or(PlayerId(0));
    // Determinize.
    let reps = 200u32;
    let t = Instant::now();
    for _ in 0..reps {
        for s in &samples {
            black_box(s.determinize(Viewer::Seat(seat_of(s)), &mut rng));
        }
    }
    let n = (reps as u64 * samples.len() as u64).max(1);
    let determinize_ns = t.elapsed().as_nanos() as f64 / n as f64;
    // Random playouts from the same points.
    let reps = 20u32;
    let t = Instant::now();
    for _ in 0..reps {
        for s in &samples {
            let mut g = s.clone();
            let mut d = 0u64;
            let bound = g.decision_bound();
            while let Some(p) = g.to_act().iter().next() {
                g.legal_actions_into(p, &mut legal);
                if legal.is_empty() || d > bound {
                    break;
                }
                let i = rng.below(legal.len() as u32) as usize;
                if let Some(a) = legal.get(i) {
                    g.apply_unchecked(p, a, &mut ());
                }
                d += 1;
            }
            black_box(&g);
        }
    }
    let n = (reps as u64 * samples.len() as u64).max(1);
    let playout_ns = t.elapsed().as_nanos() as f64 / n as f64;
    // IS-MCTS decisions.
    let mut bot = IsMcts::<G>::new(IsMctsConfig {
        iterations,
        ..IsMctsConfig::default()
    });
    // One pass of IS-MCTS decisions over the samples: the iterations run and
    // the allocations of the search alone (not of the view around it).
    let mut search_all = |bot: &mut IsMcts<G>, rng: &mut GameRng| {
        let (mut iterations, mut allocs) = (0u64, 0u64);
        for s in &samples {
            let seat = seat_of(s);
            s.legal_actions_into(seat, &mut legal);
            if legal.len() < 2 {
                continue;
            }
            let obs = s.observe(Viewer::Seat(seat));
            let worlds = SeatWorlds::new(s, seat);
            let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
            let before = counter.map(|count| count().0);
            black_box(bot.choose(&view, rng));
            if let (Some(count), Some(before)) = (counter, before) {
                allocs += count().0 - before;
            }
            iterations += u64::from(bot.last_iterations());
        }
        (iterations, allocs)
    };
    let t = Instant::now();
    let (done, _) = search_all(&mut bot, &mut rng);
    let secs = t.elapsed().as_secs_f64();
    // The same decisions again, the bot's buffers grown: what an iteration
    // allocates.
    let allocs_per_iteration = counter.map(|_| {
        let (searched, allocs) = search_all(&mut bot, &mut rng);
        allocs as f64 / searched.max(1) as f64
    });
    let per_s = if secs > 0.0 { done as f64 / secs } else { 0.0 };
    let iteration_ns = if per_s > 0.0 { 1e9 / per_s } else { 0.0 };
    SearchRow {
        game: G::NAME,
        label: label.into(),
        determinize_ns,
        playout_ns,
        ismcts_iterations_per_s: per_s,
        iteration_overhead: iteration_ns / (determinize_ns + playout_ns).max(1e-9),
        allocs_per_iteration,
    }
}

/// The search table as text.
pub fn search_table(rows: &[SearchRow]) -> String {
    let mut out = String::new();
    out.push_str("search: game / config | determinize ns | playout µs | IS-MCTS iterations/s | iteration ÷ (determinize + playout) | allocations per iteration\n");
    for r in rows {
        let allocs = r
            .allocs_per_iteration
            .map_or_else(|| String::from("not counted"), |a| format!("{a:.3}"));
        out.push_str(&format!(
            "{} {} | {:.0} | {:.1} | {:.0} | {:.2} | {}\n",
            r.game,
            r.label,
            r.determinize_ns,
            r.playout_ns / 1e3,
            r.ismcts_iterations_per_s,
            r.iteration_overhead,
            allocs
        ));
    }
    out
}

#[cfg(all(test, feature = "testkit"))]
mod tests {
    use super::*;
    use crate::testkit::toy::{Bug, Config, HighCard};

    #[test]
    fn bench_plays_games_and_its_fingerprint_is_stable() {
        let cfg = Config {
            seats: 3,
            bug: Bug::None,
        };
        let budget = Budget {
            min_games: 5,
            min_time: Duration::ZERO,
        };
        let a = bench::<HighCard>("3 seats", &cfg, budget, None);
        let b = bench::<HighCard>("3 seats", &cfg, budget, None);
        assert!(a.games >= 5 && a.decisions > 0);
        assert!(a.max_decisions as f64 >= a.decisions_per_game);
        assert_eq!(a.fingerprint, b.fingerprint);
        assert_eq!(a.allocs_per_decision, None);
        assert!(a.clone_ns > 0.0 && a.observe_ns > 0.0);
        let other = bench::<HighCard>(
            "2 seats",
            &Config {
                seats: 2,
                bug: Bug::None,
            },
            budget,
            None,
        );
        assert_ne!(a.fingerprint, other.fingerprint);
        let t = table(&[a]);
        assert!(t.contains("High Card") && t.contains("ns/dec"), "{t}");
        let search = search_bench::<HighCard>("3 seats", &cfg, 50, None);
        assert!(search.determinize_ns > 0.0 && search.playout_ns > 0.0);
        assert_eq!(search.allocs_per_iteration, None);
        assert!(search.ismcts_iterations_per_s > 0.0);
        let t = search_table(&[search]);
        assert!(
            t.contains("High Card 3 seats |") && t.contains("determinize ns"),
            "{t}"
        );
    }

    #[test]
    fn slow_windows_do_not_decide_the_figure() {
        // Every window but three takes about 1 ms; those, 200 ms (bursts of
        // other work): the median is one of the fast ones (the mean would be
        // over 20 ms).
        let mut ns: Vec<f64> = (0..WINDOWS)
            .map(|i| {
                let pause = if i % 8 == 2 { 200 } else { 1 };
                window_ns(1, || std::thread::sleep(Duration::from_millis(pause)))
            })
            .collect();
        assert!((1e6..1e7).contains(&median(&mut ns)), "{ns:?}");
        // Per operation: 1,000 operations a window.
        let per_op = window_ns(1_000, || std::thread::sleep(Duration::from_millis(1)));
        assert!((1e3..2e4).contains(&per_op), "{per_op} ns");
        assert_eq!(median(&mut []), 0.0);
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
    }

    #[test]
    fn windows_are_spread_over_the_playouts() {
        // With a time budget, the bench times its windows among the games
        // and still plays for the whole budget; the figures come out.
        let cfg = Config {
            seats: 2,
            bug: Bug::None,
        };
        let budget = Budget {
            min_games: 1,
            min_time: Duration::from_millis(100),
        };
        let t = Instant::now();
        let row = bench::<HighCard>("2 seats", &cfg, budget, None);
        assert!(t.elapsed() >= Duration::from_millis(100));
        assert!(row.clone_ns > 0.0 && row.observe_ns > 0.0);
        assert!(row.games_per_s > 0.0 && row.games > 1);
    }

    #[test]
    fn playout_stops_at_the_end() {
        let cfg = Config {
            seats: 2,
            bug: Bug::None,
        };
        let mut legal = Vec::new();
        let mut seen = 0;
        let (g, d) = playout::<HighCard>(&cfg, 3, &mut legal, |_, _| seen += 1).expect("setup");
        assert!(g.outcome().is_some());
        assert_eq!(seen, d);
    }
}
