//! The conformance test kit: every property of the [`Game`] contract, checked
//! over seeded random playouts (feature `testkit`).
//!
//! Built on proptest: a case is `(seed, choices)`, and the playout takes the
//! `i`-th decision from `choices[i]` (then from an RNG keyed by the seed), so
//! a failure shrinks to a short action sequence and is printed as a replay.
//!
//! The cases are the same on every run (a fixed proptest seed per game and
//! config); `PROPTEST_RNG_SEED` explores others and `PROPTEST_CASES` sets
//! how many.
//!
//! Cheap checks run at every step; the costly ones (the whole action index
//! space, atomic refusal, serde, determinization) at the first ten steps and
//! at every power of two.
//!
//! The action codec is checked once per run ([`codec`]); with
//! [`Conformance::with_mutations`], mutated JSON states too ([`mutation`]).
//! Beside the kit: [`sound`] (the soundness of any accepted state),
//! [`soak`] (long random runs on seeds that change from run to run) and
//! [`fuzz`] (the harness of the fuzz targets); [`words`] (text for people
//! shows no `Debug` output, boards fit in 100 columns).
//!
//! ```text
//! use cardgame_core::testkit::Conformance;
//! Conformance::<MyGame>::new(vec![config]).cases(16).with_serde().with_default_mutations().run();
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use proptest::collection::vec as pvec;
use proptest::prelude::*;
use proptest::test_runner::{Config as PtConfig, RngSeed, TestCaseError, TestRunner};
use rand_core::RngCore;

use crate::event::Logged;
use crate::game::{ActionCodec, Determinize, Game};
use crate::rng::GameRng;
use crate::seat::{PlayerId, Viewer};

pub mod bots;
pub mod codec;
pub mod fuzz;
pub mod mutation;
pub mod soak;
pub mod sound;
pub mod tensor;
pub mod toy;
pub mod words;

/// How many determinizations are tried per viewer at a costly step.
const DETERMINIZE_TRIES: u64 = 3;
/// How many refused actions are applied (and must change nothing) at a costly step.
const REFUSALS_CHECKED: usize = 12;
/// How many listed actions are each applied to a clone at a costly step.
const LISTED_APPLIED: usize = 64;

type SerdeCheck<G> = fn(&G, &[Viewer]) -> Result<(), String>;
type CodecCheck = fn() -> codec::CodecReport;
type MutationCheck<G> = fn(&[<G as Game>::Config], u64, u32) -> mutation::MutationReport;
type SerdeLogCheck<G> = fn(
    &<G as Game>::Config,
    &[(PlayerId, <G as Game>::Action)],
    &[Logged<<G as Game>::Event>],
) -> Result<(), String>;

/// The conformance run of one game over a list of configs.
pub struct Conformance<G: Game + Determinize> {
    configs: Vec<G::Config>,
    cases: u32,
    max_choices: usize,
    serde_state: Option<SerdeCheck<G>>,
    serde_log: Option<SerdeLogCheck<G>>,
    codec: CodecCheck,
    mutations: Option<(u32, MutationCheck<G>)>,
    require_variation: bool,
}

/// What one playout saw, summed over the cases of a config.
#[derive(Default, Clone, Debug)]
struct Tally {
    /// Viewers whose determinization changed hidden information at least once.
    varied: BTreeSet<String>,
    /// Viewers checked at all.
    viewers: BTreeSet<String>,
    playouts: u64,
    decisions: u64,
}

/// `PROPTEST_CASES` from the environment, if set to a number.
fn env_cases() -> Option<u32> {
    env_u32("PROPTEST_CASES")
}

fn env_u32(name: &str) -> Option<u32> {
    std::env::var(name).ok()?.trim().parse().ok()
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.trim().parse().ok()
}

/// One finished random playout.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The final state.
    pub state: G,
    /// Who took which action.
    pub actions: Vec<(PlayerId, G::Action)>,
    /// The whole event log.
    pub events: Vec<Logged<G::Event>>,
}

/// Plays a game from `config` and `seed` to the end, each decision chosen
/// uniformly by an RNG keyed from the seed; `None` if setup fails or an
/// action is refused or the decision bound is exceeded.
pub fn random_playout<G: Game>(config: &G::Config, seed: u64) -> Option<Playout<G>> {
    let mut g = G::new(config, seed).ok()?;
    let bound = g.decision_bound();
    let mut rng = GameRng::from_u64(seed ^ 0x5eed_0fc4_01ce);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    let mut legal = Vec::new();
    while !g.is_finished() {
        if actions.len() as u64 > bound {
            return None;
        }
        let to_act = g.to_act();
        let p = to_act.iter().nth(rng.below(to_act.len() as u32) as usize)?;
        g.legal_actions_into(p, &mut legal);
        let a = legal.get(rng.below(legal.len() as u32) as usize)?.clone();
        g.apply_with_events(p, &a, &mut events).ok()?;
        actions.push((p, a));
    }
    Some(Playout {
        state: g,
        actions,
        events,
    })
}

impl<G: Game + Determinize> Conformance<G> {
    /// A run over `configs`, with `PROPTEST_CASES` cases (default 16) each.
    pub fn new(configs: Vec<G::Config>) -> Self {
        let cases = env_cases().unwrap_or(16);
        Conformance {
            configs,
            cases,
            max_choices: 512,
            serde_state: None,
            serde_log: None,
            codec: codec::check::<G>,
            mutations: None,
            require_variation: true,
        }
    }

    /// Sets the number of cases (seeds) per config. The environment variable
    /// `PROPTEST_CASES`, when set, overrides it (to run longer or shorter).
    pub fn cases(mut self, cases: u32) -> Self {
        self.cases = env_cases().unwrap_or(cases).max(1);
        self
    }

    /// How many decisions of a case come from proptest's shrinkable vector
    /// (the rest from an RNG keyed by the seed).
    pub fn max_choices(mut self, n: usize) -> Self {
        self.max_choices = n;
        self
    }

    /// Do not require determinization to vary hidden information (for a
    /// game without any).
    pub fn without_hidden_information(mut self) -> Self {
        self.require_variation = false;
        self
    }

    /// Runs every property: the strict codec check once
    /// ([`codec::check`], with serde [`codec::check_serde`]), the playouts of
    /// every config, and the mutation check when asked for. Panics with a
    /// replay of the shortest failing playout found, or the codec's or
    /// mutation check's description.
    pub fn run(self) {
        (self.codec)();
        for config in &self.configs {
            self.run_config(config);
        }
        if let Some((mutants, check)) = self.mutations {
            let mutants = env_u32("MUTANTS").unwrap_or(mutants);
            let seed = env_u64("MUTATION_SEED")
                .unwrap_or_else(|| crate::hash::stable_hash(&format!("{}/mutation", G::NAME)));
            let report = check(&self.configs, seed, mutants);
            std::println!("mutation: {}: {report} (seed {seed})", G::NAME);
        }
    }

    fn run_config(&self, config: &G::Config) {
        let tally = Arc::new(Mutex::new(Tally::default()));
        // The same cases on every run (CI must not flip on a lucky draw); set
        // PROPTEST_RNG_SEED to explore others.
        let rng_seed = if std::env::var_os("PROPTEST_RNG_SEED").is_some() {
            PtConfig::default().rng_seed
        } else {
            RngSeed::Fixed(crate::hash::stable_hash(&format!("{}/{config:?}", G::NAME)))
        };
        let mut runner = TestRunner::new(PtConfig {
            cases: self.cases,
            failure_persistence: None,
            max_shrink_iters: 512,
            max_shrink_time: 60_000,
            rng_seed,
            ..PtConfig::default()
        });
        let strategy = (any::<u64>(), pvec(any::<u32>(), 0..=self.max_choices));
        let t = Arc::clone(&tally);
        let result = runner.run(&strategy, |(seed, choices)| {
            let mut local = Tally::default();
            let r = self.check_playout(config, seed, &choices, &mut local);
            if r.is_ok() {
                if let Ok(mut t) = t.lock() {
                    t.varied.extend(local.varied);
                    t.viewers.extend(local.viewers);
                    t.playouts += 1;
                    t.decisions += local.decisions;
                }
            }
            r.map_err(TestCaseError::fail)
        });
        if let Err(e) = result {
            panic!(
                "{} conformance failed for config {:?}\n{}",
                G::NAME,
                config,
                e
            );
        }
        let t = tally.lock().map(|t| t.clone()).unwrap_or_default();
        if self.require_variation {
            let missing: Vec<_> = t.viewers.difference(&t.varied).collect();
            assert!(
                missing.is_empty(),
                "{} determinize: never varied hidden information for {:?} over {} playouts (config {:?})",
                G::NAME,
                missing,
                t.playouts,
                config
            );
        }
    }

    fn check_playout(
        &self,
        config: &G::Config,
        seed: u64,
        choices: &[u32],
        tally: &mut Tally,
    ) -> Result<(), String> {
        let mut g = G::new(config, seed).map_err(|e| format!("setup refused: {e}"))?;
        let bound = g.decision_bound();
        let n = g.num_players();
        let mut rng = GameRng::from_u64(seed ^ 0x00c0_ffee);
        let mut history: Vec<(PlayerId, G::Action)> = Vec::new();
        let mut events: Vec<Logged<G::Event>> = Vec::new();
        let mut legal: Vec<G::Action> = Vec::new();
        let mut viewers: Vec<Viewer> = PlayerId::all(n).map(Viewer::Seat).collect();
        viewers.push(Viewer::Spectator);
        let fail = |step: usize, history: &[(PlayerId, G::Action)], what: String| -> String {
            let texts: Vec<String> = history.iter().map(|(p, a)| format!("{p}: {a}")).collect();
            format!(
                "{what}\n  at step {step}; replay: seed {seed}, config {config:?}, actions [{}]",
                texts.join(", ")
            )
        };

        let mut step = 0usize;
        loop {
            self.check_cheap(&g, n, &mut legal)
                .map_err(|e| fail(step, &history, e))?;
            if g.is_finished() {
                break;
            }
            if step as u64 >= bound {
                return Err(fail(
                    step,
                    &history,
                    format!("decision bound: {bound} decisions taken and the game is not over"),
                ));
            }
            let costly = step < 10 || step.is_power_of_two();
            let to_act = g.to_act();
            let choice = |i: usize, rng: &mut GameRng| -> u32 {
                choices.get(i).copied().unwrap_or_else(|| rng.next_u32())
            };
            let c = choice(step, &mut rng);
            let p = to_act
                .iter()
                .nth((c as usize) % to_act.len())
                .ok_or_else(|| fail(step, &history, "to_act: empty while not finished".into()))?;
            g.legal_actions_into(p, &mut legal);
            if legal.is_empty() {
                return Err(fail(
                    step,
                    &history,
                    format!("legal: {p} is to act but has no legal action"),
                ));
            }
            let a = legal[((c >> 8) as usize) % legal.len()].clone();
            if costly {
                self.check_costly(&g, p, &legal, &viewers, seed, step, tally)
                    .map_err(|e| fail(step, &history, e))?;
            }
            // Clone independence: acting on a clone leaves the original alone.
            if costly {
                let before = g.clone();
                let h = g.state_hash();
                let mut c2 = g.clone();
                c2.apply(p, &a).map_err(|e| {
                    fail(
                        step,
                        &history,
                        format!("apply: listed action {a} refused: {e}"),
                    )
                })?;
                if g != before || g.state_hash() != h {
                    return Err(fail(
                        step,
                        &history,
                        "clone: acting on a clone changed the original".into(),
                    ));
                }
            }
            g.apply_with_events(p, &a, &mut events).map_err(|e| {
                fail(
                    step,
                    &history,
                    format!("apply: listed action {a} refused: {e}"),
                )
            })?;
            history.push((p, a));
            step += 1;
            g.validate_state()
                .map_err(|e| fail(step, &history, format!("invariant: {e}")))?;
        }
        tally.decisions += step as u64;

        // Determinism: the same seed and actions give equal states, hashes and events.
        let mut replay = crate::replay::Replay::<G::Config, G::Action>::new::<G>(config, seed);
        replay.actions = history.clone();
        let rebuilt = replay.transcript::<G>();
        match rebuilt {
            Ok((g2, events2)) => {
                if g2 != g || g2.state_hash() != g.state_hash() {
                    return Err(fail(
                        step,
                        &history,
                        "determinism: replaying the actions gave another state".into(),
                    ));
                }
                if events2 != events {
                    return Err(fail(
                        step,
                        &history,
                        "determinism: replaying the actions gave other events".into(),
                    ));
                }
            }
            Err(e) => {
                return Err(fail(
                    step,
                    &history,
                    format!("determinism: replay failed: {e}"),
                ));
            }
        }
        if let Some(check) = self.serde_log {
            check(config, &history, &events).map_err(|e| fail(step, &history, e))?;
        }
        Ok(())
    }

    /// Checks run at every step.
    fn check_cheap(&self, g: &G, _n: usize, legal: &mut Vec<G::Action>) -> Result<(), String> {
        sound::step_checks(g, legal)
    }

    /// Checks run at the first steps and at powers of two.
    #[allow(clippy::too_many_arguments)]
    fn check_costly(
        &self,
        g: &G,
        p: PlayerId,
        legal: &[G::Action],
        viewers: &[Viewer],
        seed: u64,
        step: usize,
        tally: &mut Tally,
    ) -> Result<(), String> {
        let n = g.num_players();
        let space = G::Action::SPACE;
        // Every listed action has an index and a text that round-trip.
        for a in legal {
            let i = a.to_index();
            if i >= space {
                return Err(format!("index: {a} has index {i} outside 0..{space}"));
            }
            if G::Action::from_index(i).as_ref() != Some(a) {
                return Err(format!("index: {a} -> {i} does not map back"));
            }
            let text = a.to_string();
            match text.parse::<G::Action>() {
                Ok(b) if b == *a => {}
                _ => {
                    return Err(format!(
                        "text: {a:?} prints as {text:?}, which does not parse back"
                    ))
                }
            }
            if let Err(e) = g.validate(p, a) {
                return Err(format!("legal: {a} is listed but validate refuses it: {e}"));
            }
        }
        // Every listed action applies and keeps the invariants.
        for a in legal.iter().take(LISTED_APPLIED) {
            let mut c = g.clone();
            c.apply(p, a)
                .map_err(|e| format!("apply: listed action {a} of {p} refused: {e}"))?;
            c.validate_state()
                .map_err(|e| format!("invariant: after listed action {a} of {p}: {e}"))?;
        }
        // Legal iff validate, over the whole index space, for every seat.
        let h = g.state_hash();
        for q in PlayerId::all(n) {
            let legal_q = g.legal_actions(q);
            let mut refusals = 0usize;
            for i in 0..space {
                let a = G::Action::from_index(i)
                    .ok_or_else(|| format!("index: {i} in 0..{space} has no action"))?;
                if a.to_index() != i {
                    return Err(format!(
                        "index: {i} -> {a} -> {} does not map back",
                        a.to_index()
                    ));
                }
                let listed = legal_q.binary_search(&a).is_ok();
                let valid = g.validate(q, &a).is_ok();
                if listed != valid {
                    return Err(format!(
                        "legal: {q} {a}: validate says {} but legal_actions says {}",
                        if valid { "legal" } else { "illegal" },
                        if listed { "legal" } else { "illegal" },
                    ));
                }
                if !valid && refusals < REFUSALS_CHECKED && (i as usize + step) % 3 == 0 {
                    refusals += 1;
                    let mut c = g.clone();
                    if c.apply(q, &a).is_ok() {
                        return Err(format!("atomic: refused action {a} of {q} was applied"));
                    }
                    if c != *g || c.state_hash() != h {
                        return Err(format!(
                            "atomic: refused action {a} of {q} changed the state"
                        ));
                    }
                }
            }
        }
        // Serde round trips.
        if let Some(check) = self.serde_state {
            check(g, viewers)?;
        }
        // Determinization.
        for &v in viewers {
            let obs = g.observe(v);
            let legal_v = v.seat().map(|s| g.legal_actions(s));
            let key = format!("{v:?}");
            tally.viewers.insert(key.clone());
            for k in 0..DETERMINIZE_TRIES {
                let dseed = seed ^ ((step as u64) << 32) ^ k;
                let d = g.determinize(v, &mut GameRng::from_u64(dseed));
                let d2 = g.determinize(v, &mut GameRng::from_u64(dseed));
                if d != d2 {
                    return Err(format!(
                        "determinize: not reproducible from its seed for {v:?}"
                    ));
                }
                if d.observe(v) != obs {
                    return Err(format!(
                        "leak: the observation of {v:?} changed when hidden information was resampled\n  real:         {obs:?}\n  determinized: {:?}",
                        d.observe(v)
                    ));
                }
                if d.to_act() != g.to_act() {
                    return Err(format!("determinize: to_act changed for {v:?}"));
                }
                if let (Some(s), Some(l)) = (v.seat(), &legal_v) {
                    if d.legal_actions(s) != *l {
                        return Err(format!(
                            "leak: the legal actions of {s} changed under determinization"
                        ));
                    }
                }
                d.validate_state()
                    .map_err(|e| format!("determinize: broke an invariant for {v:?}: {e}"))?;
                if d.rng() == g.rng() {
                    return Err(format!("determinize: the RNG was not re-keyed for {v:?}"));
                }
                let mut same_rng = d.clone();
                same_rng.set_rng(*g.rng());
                if same_rng != *g {
                    tally.varied.insert(key.clone());
                }
            }
        }
        Ok(())
    }
}

#[cfg(feature = "serde")]
mod serde_checks {
    use super::*;
    use serde::{de::DeserializeOwned, Serialize};

    fn round_trip<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(
        what: &str,
        value: &T,
    ) -> Result<(), String> {
        let json = serde_json::to_string(value)
            .map_err(|e| format!("serde: {what} does not serialize: {e}"))?;
        let back: T = serde_json::from_str(&json)
            .map_err(|e| format!("serde: {what} does not deserialize: {e}\n  json: {json}"))?;
        if back != *value {
            return Err(format!(
                "serde: {what} changed in a JSON round trip\n  json: {json}"
            ));
        }
        Ok(())
    }

    pub(super) fn state<G>(g: &G, viewers: &[Viewer]) -> Result<(), String>
    where
        G: Game + Serialize + DeserializeOwned,
        G::Observation: Serialize + DeserializeOwned,
        G::Action: Serialize + DeserializeOwned,
    {
        round_trip("state", g)?;
        let json = serde_json::to_string(g).map_err(|e| format!("serde: state: {e}"))?;
        let back: G = serde_json::from_str(&json).map_err(|e| format!("serde: state: {e}"))?;
        if back.state_hash() != g.state_hash() {
            return Err("serde: state hash changed in a JSON round trip".into());
        }
        for &v in viewers {
            round_trip("observation", &g.observe(v))?;
            if let Some(s) = v.seat() {
                round_trip("legal actions", &g.legal_actions(s))?;
            }
        }
        Ok(())
    }

    pub(super) fn log<G>(
        config: &G::Config,
        actions: &[(PlayerId, G::Action)],
        events: &[Logged<G::Event>],
    ) -> Result<(), String>
    where
        G: Game,
        G::Config: Serialize + DeserializeOwned,
        G::Action: Serialize + DeserializeOwned,
        G::Event: Serialize + DeserializeOwned,
    {
        round_trip("config", config)?;
        round_trip("actions", &actions.to_vec())?;
        round_trip("events", &events.to_vec())?;
        Ok(())
    }
}

#[cfg(feature = "serde")]
impl<G> Conformance<G>
where
    G: Game + Determinize + serde::Serialize + serde::de::DeserializeOwned,
    G::Config: serde::Serialize + serde::de::DeserializeOwned,
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
    G::Observation: serde::Serialize + serde::de::DeserializeOwned,
    G::Event: serde::Serialize + serde::de::DeserializeOwned,
{
    /// Also checks JSON round trips of states, observations, actions,
    /// configs and events.
    pub fn with_serde(mut self) -> Self {
        self.serde_state = Some(serde_checks::state::<G>);
        self.serde_log = Some(serde_checks::log::<G>);
        self.codec = codec::check_serde::<G>;
        self
    }
}

#[cfg(feature = "serde")]
impl<G> Conformance<G>
where
    G: Game + Determinize + serde::Serialize + serde::de::DeserializeOwned,
{
    /// Also runs the JSON-mutation check ([`mutation::check`]) over the
    /// configs with `mutants` mutants per config, on a seed fixed per game
    /// (`MUTATION_SEED` explores others; `MUTANTS` overrides the count).
    pub fn with_mutations(mut self, mutants: u32) -> Self {
        self.mutations = Some((mutants, mutation::check::<G>));
        self
    }

    /// [`Conformance::with_mutations`] with [`mutation::DEFAULT_MUTANTS`].
    pub fn with_default_mutations(self) -> Self {
        self.with_mutations(mutation::DEFAULT_MUTANTS)
    }
}

/// Counts the action sequences of `depth` decisions from `g` (every seat in
/// `to_act` may move at each decision; chance is the state's own RNG): a
/// cheap, sensitive regression number for legality, committed as golden
/// values by the game crates.
pub fn perft<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 || g.is_finished() {
        return 1;
    }
    let mut total = 0;
    for p in g.to_act().iter() {
        for a in g.legal_actions(p) {
            let mut c = g.clone();
            if c.apply(p, &a).is_ok() {
                total += perft(&c, depth - 1);
            }
        }
    }
    total
}

/// The event transcript of a replay as text, one line per action and one
/// indented line per event with its audience: what golden snapshots hold.
///
/// # Errors
/// The replay's own error, as text.
pub fn transcript_text<G>(
    replay: &crate::replay::Replay<G::Config, G::Action>,
) -> Result<String, String>
where
    G: Game,
    G::Event: core::fmt::Display,
{
    use crate::event::{Audience, EventSink};
    use core::fmt::Write;

    struct Lines<E> {
        out: String,
        _e: core::marker::PhantomData<E>,
    }
    impl<E: core::fmt::Display> EventSink<E> for Lines<E> {
        fn emit(&mut self, audience: Audience, event: E) {
            let tag = match audience {
                Audience::All => String::new(),
                Audience::Seats(s) => format!("[{s} only] "),
                Audience::AllExcept(s) => format!("[all but {s}] "),
            };
            let _ = writeln!(self.out, "    {tag}{event}");
        }
    }

    let mut sink = Lines::<G::Event> {
        out: String::new(),
        _e: core::marker::PhantomData,
    };
    let mut g =
        G::new_with_events(&replay.config, replay.seed, &mut sink).map_err(|e| e.to_string())?;
    for (step, (p, a)) in replay.actions.iter().enumerate() {
        let _ = writeln!(sink.out, "{step:>4} {p}: {a}");
        g.apply_with_events(*p, a, &mut sink)
            .map_err(|e| format!("action {step} ({p}: {a}) refused: {e}"))?;
    }
    if let Some(o) = g.outcome() {
        let per_seat = |v: &crate::seat::BySeat<i32>| {
            v.iter()
                .map(|(p, x)| format!("{p} {x}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let places = o.places.map(|_, x| i32::from(x));
        let _ = writeln!(
            sink.out,
            "outcome: scores {}; winners {}; places {}{}",
            per_seat(&o.scores),
            o.winners,
            per_seat(&places),
            if o.capped { "; ended by the cap" } else { "" }
        );
    }
    Ok(sink.out)
}
