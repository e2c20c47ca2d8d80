//! The soak runner: random games over every config until a number of
//! decisions has been played, on fixed seeds and on seeds that change from
//! run to run, with the kit's cheap checks at every step.
//!
//! Each seed is played once on every config. The fixed seeds come first;
//! then seeds drawn from the clock of this run, each printed before it is
//! played with how to replay it alone (`SOAK_SEED=<n>`). At every step:
//! `to_act` names only seats and is empty exactly when the game is over,
//! every seat in it has a legal action and no other seat has one, listings
//! are sorted and unique and inside the index space, the chosen listed action
//! applies, `validate_state` holds, and the game ends within
//! `decision_bound`.
//!
//! Environment:
//! - `SOAK_DECISIONS=<n>` overrides the number of decisions;
//! - `SOAK_SEED=<n>` plays only that seed (on every config).
//!
//! ```text
//! // tests/soak.rs of a game, run in release mode:
//! #[test]
//! fn soak() {
//!     cardgame_core::testkit::soak::run::<MyGame>(&configs(), 1_000_000, &[0, 1, 2]);
//! }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::time::Duration;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use rand_core::RngCore;

use super::sound;
use crate::game::Game;
use crate::hash::stable_hash;
use crate::rng::GameRng;
use crate::seat::PlayerId;

/// What a soak run played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoakReport {
    /// Games played (every seed on every config).
    pub games: u64,
    /// Decisions played.
    pub decisions: u64,
    /// Fixed seeds played.
    pub fixed_seeds: u64,
    /// Seeds of this run played (drawn from the clock, or `SOAK_SEED`).
    pub random_seeds: u64,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
}

impl fmt::Display for SoakReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.elapsed.as_secs_f64();
        let rate = if secs > 0.0 {
            self.decisions as f64 / secs
        } else {
            0.0
        };
        write!(
            f,
            "{} games, {} decisions in {:.1} s ({:.0} decisions/s); seeds: {} fixed, {} of this run",
            self.games, self.decisions, secs, rate, self.fixed_seeds, self.random_seeds
        )
    }
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.trim().parse().ok()
}

/// A seed from the clock of this run (and the address of a local, which
/// differs between processes).
fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let local = 0u8;
    stable_hash(&(
        nanos,
        core::ptr::addr_of!(local) as usize,
        std::process::id(),
    ))
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Plays random games over every config until at least `decisions`
/// decisions (`SOAK_DECISIONS` overrides it) have been played: every fixed
/// seed on every config, then seeds of this run. With `SOAK_SEED` set, only
/// that seed is played (on every config). Prints every seed of this run
/// before playing it, and one summary line at the end.
///
/// # Panics
/// On the first broken check (or panic of the game), with the game's
/// config, seed, step and actions, and the `SOAK_SEED` that replays it.
pub fn run<G: Game>(configs: &[G::Config], decisions: u64, fixed_seeds: &[u64]) -> SoakReport {
    run_with::<G>(
        configs,
        env_u64("SOAK_DECISIONS").unwrap_or(decisions),
        fixed_seeds,
        env_u64("SOAK_SEED"),
    )
}

/// [`run`] without the environment: `decisions` as given, and `only` in
/// place of `SOAK_SEED`.
///
/// # Panics
/// As [`run`].
pub fn run_with<G: Game>(
    configs: &[G::Config],
    decisions: u64,
    fixed_seeds: &[u64],
    only: Option<u64>,
) -> SoakReport {
    let start = Instant::now();
    let target = decisions;
    let mut report = SoakReport::default();
    if configs.is_empty() {
        report.elapsed = start.elapsed();
        return report;
    }
    let play_seed = |seed: u64, report: &mut SoakReport| {
        for config in configs {
            report.decisions += play::<G>(config, seed);
            report.games += 1;
        }
    };
    if let Some(seed) = only {
        say(&format!(
            "soak: {}: SOAK_SEED={seed}: playing only seed {seed} on every config",
            G::NAME
        ));
        play_seed(seed, &mut report);
        report.random_seeds += 1;
    } else {
        for &seed in fixed_seeds {
            play_seed(seed, &mut report);
            report.fixed_seeds += 1;
        }
        if report.decisions < target {
            let base = clock_seed();
            let mut seeds = GameRng::from_u64(base);
            say(&format!(
                "soak: {}: seeds of this run follow; replay any one alone with SOAK_SEED=<seed> (and the same test command)",
                G::NAME
            ));
            while report.decisions < target {
                let seed = seeds.next_u64();
                say(&format!("soak: {}: seed {seed}", G::NAME));
                play_seed(seed, &mut report);
                report.random_seeds += 1;
            }
        }
    }
    report.elapsed = start.elapsed();
    say(&format!("soak: {}: {report}", G::NAME));
    report
}

/// One game from `seed`, checked at every step; returns its decisions.
fn play<G: Game>(config: &G::Config, seed: u64) -> u64 {
    let mut actions: Vec<(PlayerId, G::Action)> = Vec::new();
    let result = catch_unwind(AssertUnwindSafe(|| game::<G>(config, seed, &mut actions)));
    let what = match result {
        Ok(Ok(steps)) => return steps,
        Ok(Err(e)) => e,
        Err(payload) => format!("panic: {}", sound::panic_text(payload.as_ref())),
    };
    panic!(
        "{name} soak: {what}\n  config {config:?}, seed {seed}, at step {step}, after {acts}\n  \
         replay this seed alone: SOAK_SEED={seed} (and the same test command)",
        name = G::NAME,
        step = actions.len(),
        acts = sound::actions_text::<G>(&actions),
    )
}

fn game<G: Game>(
    config: &G::Config,
    seed: u64,
    actions: &mut Vec<(PlayerId, G::Action)>,
) -> Result<u64, String> {
    let mut g = G::new(config, seed).map_err(|e| format!("setup refused: {e}"))?;
    let bound = g.decision_bound();
    let mut rng = GameRng::from_u64(seed ^ 0x50a4_50a4);
    let mut legal = Vec::new();
    loop {
        sound::state_checks(&g, &mut legal)?;
        if g.is_finished() {
            return Ok(actions.len() as u64);
        }
        if actions.len() as u64 >= bound {
            return Err(format!(
                "decision bound: {bound} decisions taken and the game is not over"
            ));
        }
        let to_act = g.to_act();
        let p = to_act
            .iter()
            .nth(rng.below(to_act.len() as u32) as usize)
            .ok_or("to_act: empty while not finished")?;
        g.legal_actions_into(p, &mut legal);
        let a = legal
            .get(rng.below(legal.len() as u32) as usize)
            .ok_or_else(|| format!("stuck: {p} is to act but has no legal action"))?
            .clone();
        let r = g.apply(p, &a);
        actions.push((p, a.clone()));
        if let Err(e) = r {
            return Err(format!("apply: listed action {p}: {a} refused: {e}"));
        }
    }
}
