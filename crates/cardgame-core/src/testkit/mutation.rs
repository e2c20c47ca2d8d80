//! The JSON-mutation check: whatever a game's deserializer accepts is sound.
//!
//! States are taken at random steps of random playouts (the playouts of
//! [`random_playout`](super::random_playout): "game seed `s`, step `k`" is the
//! state after the first `k` actions of `random_playout(config, s)`),
//! serialized to JSON, and mutated: numbers set to other values (negatives,
//! 0, 1, off by one, doubled, huge), array elements deleted, duplicated or
//! swapped, values swapped or copied between the entries of an array (one
//! seat's field with another's), booleans flipped, strings replaced, values
//! changed to another JSON type, object fields removed, and the text
//! truncated. A mutant may carry up to three such edits.
//!
//! Each mutant is either refused by deserialization or must be sound by
//! [`sound::check`]: `validate_state` holds, exactly the
//! seats in `to_act` have legal actions, and a random playout (200 decisions,
//! or to the end for one accepted mutant in eight, then within
//! `decision_bound`) applies every chosen listed action and keeps every
//! check. The first unsound accepted mutant panics with the config, the game
//! seed and step, the JSON paths with old and new values, and the playout
//! from the mutant. A panic inside the game is caught and reported the same
//! way.
//!
//! The run is deterministic for a given seed.
//!
//! ```text
//! let report = cardgame_core::testkit::mutation::check::<MyGame>(&configs, 7, 400);
//! assert!(report.sound > 0);
//! ```

use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use rand_core::RngCore;
use serde::{de::DeserializeOwned, Serialize};
use serde_json::{Map, Number, Value};

use super::sound;
use crate::game::{Determinize, Game};
use crate::hash::stable_hash;
use crate::rng::GameRng;
use crate::seat::PlayerId;

/// Mutants per config the kit tries by default
/// ([`Conformance::with_default_mutations`](super::Conformance::with_default_mutations)).
pub const DEFAULT_MUTANTS: u32 = 2048;
/// States taken from one random playout.
const STATES_PER_GAME: usize = 4;
/// Mutants made from one state.
const MUTANTS_PER_STATE: u32 = 8;
/// Decisions played from an accepted mutant (unless it is played to the end).
const PLAYOUT_STEPS: u64 = 200;
/// One accepted mutant in this many is played to the end.
const TO_END_EVERY: u32 = 8;
/// How long an old or new value may print in a failure message.
const VALUE_SHOWN: usize = 120;

/// What a mutation check did, summed over its configs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MutationReport {
    /// Configs checked.
    pub configs: usize,
    /// States taken from playouts and mutated.
    pub states: u64,
    /// Mutants tried.
    pub tried: u64,
    /// Mutants deserialization refused.
    pub refused: u64,
    /// Mutants accepted, and found sound.
    pub sound: u64,
    /// Decisions played from accepted mutants.
    pub decisions: u64,
}

impl MutationReport {
    fn add(&mut self, other: &MutationReport) {
        self.configs += other.configs;
        self.states += other.states;
        self.tried += other.tried;
        self.refused += other.refused;
        self.sound += other.sound;
        self.decisions += other.decisions;
    }
}

impl fmt::Display for MutationReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} mutants of {} states over {} configs: {} refused, {} accepted and sound ({} decisions played from them)",
            self.tried, self.states, self.configs, self.refused, self.sound, self.decisions
        )
    }
}

/// One step of a JSON path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

pub(crate) type Path = Vec<Seg>;

/// A JSON pointer (RFC 6901): `/phase/Paying/tokens_due`.
fn pointer(path: &[Seg]) -> String {
    if path.is_empty() {
        return "(the whole state)".to_owned();
    }
    let mut s = String::new();
    for seg in path {
        s.push('/');
        match seg {
            Seg::Key(k) => s.push_str(&k.replace('~', "~0").replace('/', "~1")),
            Seg::Index(i) => s.push_str(&i.to_string()),
        }
    }
    s
}

pub(crate) fn get<'a>(v: &'a Value, path: &[Seg]) -> Option<&'a Value> {
    path.iter().try_fold(v, |v, seg| match seg {
        Seg::Key(k) => v.as_object()?.get(k),
        Seg::Index(i) => v.as_array()?.get(*i),
    })
}

pub(crate) fn get_mut<'a>(v: &'a mut Value, path: &[Seg]) -> Option<&'a mut Value> {
    path.iter().try_fold(v, |v, seg| match seg {
        Seg::Key(k) => v.as_object_mut()?.get_mut(k),
        Seg::Index(i) => v.as_array_mut()?.get_mut(*i),
    })
}

/// Every node's path, the root included, in document order.
pub(crate) fn collect_paths(v: &Value, path: &mut Path, out: &mut Vec<Path>) {
    out.push(path.clone());
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(Seg::Index(i));
                collect_paths(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(Seg::Key(k.clone()));
                collect_paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if !out.contains(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|i| collect_strings(i, out)),
        Value::Object(map) => map.values().for_each(|i| collect_strings(i, out)),
        _ => {}
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() <= VALUE_SHOWN {
        return s;
    }
    let mut cut = VALUE_SHOWN;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}... ({} bytes)", &s[..cut], s.len())
}

/// A JSON number from an `i128`: an integer where it fits `i64`/`u64`, else a
/// float.
pub(crate) fn number_value(x: i128) -> Value {
    if let Ok(i) = i64::try_from(x) {
        Value::Number(Number::from(i))
    } else if let Ok(u) = u64::try_from(x) {
        Value::Number(Number::from(u))
    } else {
        Number::from_f64(x as f64).map_or(Value::Null, Value::Number)
    }
}

/// The integer value of a JSON number (floats truncated).
fn as_i128(n: &Number) -> i128 {
    if let Some(i) = n.as_i64() {
        i128::from(i)
    } else if let Some(u) = n.as_u64() {
        i128::from(u)
    } else {
        n.as_f64().map_or(0, |f| f as i128)
    }
}

/// Another integer for `n`: edge values, small neighbours and huge values.
pub(crate) fn other_number(n: i128, rng: &mut GameRng) -> i128 {
    let m = n.abs().max(1);
    let choices: [i128; 24] = [
        0,
        1,
        -1,
        2,
        n + 1,
        n - 1,
        n + 2,
        n - 2,
        -n,
        n * 2,
        n + 7,
        7,
        255,
        256,
        65_535,
        65_536,
        i128::from(i32::MAX),
        i128::from(i32::MAX) + 1,
        i128::from(u32::MAX),
        i128::from(u32::MAX) + 1,
        i128::from(i64::MAX),
        i128::from(i64::MIN),
        i128::from(u64::MAX),
        i128::from(rng.below(u32::try_from(m * 2 + 8).unwrap_or(u32::MAX))),
    ];
    for _ in 0..8 {
        let c = choices[rng.below(choices.len() as u32) as usize];
        if c != n {
            return c;
        }
    }
    n + 1
}

/// One edit, as it is reported.
#[derive(Clone, Debug)]
struct Edit {
    path: String,
    old: String,
    new: String,
}

impl fmt::Display for Edit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} -> {}", self.path, self.old, self.new)
    }
}

/// A value of another JSON type than `v`.
fn other_type(v: &Value, rng: &mut GameRng) -> Value {
    let options: [Value; 7] = [
        Value::Null,
        Value::Bool(rng.below(2) == 0),
        number_value(i128::from(rng.below(4))),
        Number::from_f64(0.5).map_or(Value::Null, Value::Number),
        Value::String("x".to_owned()),
        Value::Array(Vec::new()),
        Value::Object(Map::new()),
    ];
    let same = |o: &Value| {
        core::mem::discriminant(o) == core::mem::discriminant(v)
            && !(o.is_f64() && !v.is_f64() && v.is_number())
    };
    let others: Vec<&Value> = options.iter().filter(|o| !same(o)).collect();
    others
        .get(rng.below(others.len() as u32) as usize)
        .map_or(Value::Null, |v| (*v).clone())
}

/// Applies one random edit to `doc`; `None` when the picked node offered
/// none (the caller tries again).
fn edit(doc: &mut Value, strings: &[String], rng: &mut GameRng) -> Option<Edit> {
    let mut paths = Vec::new();
    collect_paths(doc, &mut Vec::new(), &mut paths);
    let path = paths.get(rng.below(paths.len() as u32) as usize)?.clone();
    let node = get(doc, &path)?.clone();
    let at = pointer(&path);
    // One time in five, an edit of the node's place in its parent array or
    // object, or between two entries of its parent array.
    if !path.is_empty() && rng.below(5) == 0 {
        let (last, parent_path) = path.split_last()?;
        let parent = get_mut(doc, parent_path)?;
        return match (parent, last) {
            (Value::Array(items), Seg::Index(i)) => {
                let i = *i;
                match rng.below(3) {
                    0 => {
                        items.remove(i);
                        Some(Edit {
                            path: at,
                            old: short(&node),
                            new: "(deleted)".into(),
                        })
                    }
                    1 => {
                        items.insert(i, node.clone());
                        Some(Edit {
                            path: at,
                            old: short(&node),
                            new: "(duplicated)".into(),
                        })
                    }
                    _ => {
                        if items.len() < 2 {
                            return None;
                        }
                        let j = (i + 1 + rng.below(items.len() as u32 - 1) as usize) % items.len();
                        if items[i] == items[j] {
                            return None;
                        }
                        items.swap(i, j);
                        Some(Edit {
                            path: at,
                            old: short(&node),
                            new: format!("(swapped with element {j})"),
                        })
                    }
                }
            }
            (Value::Object(map), Seg::Key(k)) => {
                map.remove(k);
                Some(Edit {
                    path: at,
                    old: short(&node),
                    new: "(removed)".into(),
                })
            }
            _ => None,
        };
    }
    // One time in five, a value swapped or copied between two entries of an
    // array above the node (one seat's field with another seat's).
    if rng.below(5) == 0 {
        let arrays: Vec<usize> = (0..path.len())
            .filter(|&d| matches!(path[d], Seg::Index(_)))
            .collect();
        let &d = arrays.get(rng.below(arrays.len().max(1) as u32) as usize)?;
        let Seg::Index(i) = path[d] else { return None };
        let len = get(doc, &path[..d])?.as_array()?.len();
        if len < 2 {
            return None;
        }
        let j = (i + 1 + rng.below(len as u32 - 1) as usize) % len;
        let mut other = path.clone();
        other[d] = Seg::Index(j);
        let theirs = get(doc, &other)?.clone();
        if theirs == node {
            return None;
        }
        let copy = rng.below(2) == 0;
        *get_mut(doc, &path)? = theirs.clone();
        if !copy {
            *get_mut(doc, &other)? = node.clone();
        }
        return Some(Edit {
            path: at,
            old: short(&node),
            new: format!(
                "{} ({} {})",
                short(&theirs),
                if copy { "copied from" } else { "swapped with" },
                pointer(&other)
            ),
        });
    }
    let new = match &node {
        Value::Number(n) => {
            if rng.below(8) == 0 {
                other_type(&node, rng)
            } else {
                number_value(other_number(as_i128(n), rng))
            }
        }
        Value::Bool(b) => {
            if rng.below(4) == 0 {
                other_type(&node, rng)
            } else {
                Value::Bool(!b)
            }
        }
        Value::String(s) => match rng.below(4) {
            0 => other_type(&node, rng),
            1 => Value::String(format!("{s}x")),
            2 => Value::String(String::new()),
            _ => {
                let others: Vec<&String> = strings.iter().filter(|o| *o != s).collect();
                Value::String((*others.get(rng.below(others.len() as u32) as usize)?).clone())
            }
        },
        Value::Null => match rng.below(3) {
            0 => number_value(0),
            1 => number_value(1),
            _ => other_type(&node, rng),
        },
        Value::Array(items) => {
            if rng.below(3) == 0 || items.is_empty() {
                other_type(&node, rng)
            } else {
                Value::Array(Vec::new())
            }
        }
        Value::Object(_) => {
            if path.is_empty() {
                return None;
            }
            other_type(&node, rng)
        }
    };
    if new == node {
        return None;
    }
    let edit = Edit {
        path: at,
        old: short(&node),
        new: short(&new),
    };
    *get_mut(doc, &path)? = new;
    Some(edit)
}

/// A mutant: the text to deserialize and the edits that made it.
struct Mutant {
    text: String,
    edits: Vec<Edit>,
}

fn mutate(doc: &Value, text: &str, strings: &[String], rng: &mut GameRng) -> Mutant {
    // One mutant in sixteen is the text truncated.
    if rng.below(16) == 0 && text.len() > 1 {
        let mut cut = rng.below(text.len() as u32) as usize;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        return Mutant {
            text: text[..cut].to_owned(),
            edits: alloc::vec![Edit {
                path: "(the text)".into(),
                old: format!("{} bytes", text.len()),
                new: format!("its first {cut} bytes"),
            }],
        };
    }
    let count = match rng.below(20) {
        0 => 3,
        1..=4 => 2,
        _ => 1,
    };
    let mut doc = doc.clone();
    let mut edits = Vec::new();
    let mut attempts = 0;
    while edits.len() < count && attempts < 64 {
        attempts += 1;
        if let Some(e) = edit(&mut doc, strings, rng) {
            edits.push(e);
        }
    }
    Mutant {
        text: doc.to_string(),
        edits,
    }
}

/// A random playout of `config` from `seed`, with the choices of
/// [`random_playout`](super::random_playout), keeping the states at up to
/// `keep` random steps (reservoir sampling) with the actions that led there.
#[allow(clippy::type_complexity)]
fn sample_states<G: Game>(
    config: &G::Config,
    seed: u64,
    keep: usize,
    rng: &mut GameRng,
) -> Result<Vec<(usize, G, Vec<(PlayerId, G::Action)>)>, String> {
    let mut g = G::new(config, seed).map_err(|e| format!("setup refused: {e}"))?;
    let bound = g.decision_bound();
    let mut choose = GameRng::from_u64(seed ^ 0x5eed_0fc4_01ce);
    let mut actions: Vec<(PlayerId, G::Action)> = Vec::new();
    let mut legal = Vec::new();
    let mut kept: Vec<(usize, G, Vec<(PlayerId, G::Action)>)> = Vec::new();
    let mut step = 0usize;
    loop {
        // Reservoir sampling over the steps seen so far (step 0 included).
        if kept.len() < keep {
            kept.push((step, g.clone(), actions.clone()));
        } else {
            let r = rng.below(step as u32 + 1) as usize;
            if r < keep {
                kept[r] = (step, g.clone(), actions.clone());
            }
        }
        if g.is_finished() {
            break;
        }
        if step as u64 > bound {
            return Err(format!("the playout ran past the decision bound {bound}"));
        }
        let to_act = g.to_act();
        let p = to_act
            .iter()
            .nth(choose.below(to_act.len() as u32) as usize)
            .ok_or("to_act: empty while not finished")?;
        g.legal_actions_into(p, &mut legal);
        let a = legal
            .get(choose.below(legal.len() as u32) as usize)
            .ok_or_else(|| format!("stuck: {p} is to act but has no legal action"))?
            .clone();
        g.apply(p, &a)
            .map_err(|e| format!("apply: listed action {p}: {a} refused: {e}"))?;
        actions.push((p, a));
        step += 1;
    }
    kept.sort_by_key(|k| k.0);
    Ok(kept)
}

/// Runs the mutation check: for each config, `mutants` mutants (rounded up
/// to a multiple of 8) of states taken from random playouts, all drawn from
/// `seed`. Returns what was tried.
///
/// # Panics
/// On the first accepted mutant that is not sound (or makes the game
/// panic), with a description that reproduces it; and when an unmutated
/// state does not survive a JSON round trip or a playout breaks (the check
/// would be vacuous).
pub fn check<G>(configs: &[G::Config], seed: u64, mutants: u32) -> MutationReport
where
    G: Game + Determinize + Serialize + DeserializeOwned,
{
    let mut total = MutationReport::default();
    for (ci, config) in configs.iter().enumerate() {
        let r = check_config::<G>(config, ci, seed, mutants);
        total.add(&r);
    }
    total
}

fn check_config<G>(config: &G::Config, ci: usize, seed: u64, mutants: u32) -> MutationReport
where
    G: Game + Determinize + Serialize + DeserializeOwned,
{
    let key = stable_hash(&(seed, ci as u64));
    let mut report = MutationReport {
        configs: 1,
        ..MutationReport::default()
    };
    let mut rng = GameRng::from_u64(key);
    while report.tried < u64::from(mutants) {
        let game_seed = rng.next_u64();
        let states = sample_states::<G>(config, game_seed, STATES_PER_GAME, &mut rng)
            .unwrap_or_else(|e| {
                panic!(
                    "{} mutation check: the random playout of config {config:?}, game seed {game_seed} broke before any mutation: {e}",
                    G::NAME
                )
            });
        for (step, g, actions) in states {
            report.states += 1;
            let doc = serde_json::to_value(&g).unwrap_or_else(|e| {
                panic!(
                    "{} mutation check: a state does not serialize: {e}",
                    G::NAME
                )
            });
            let text = doc.to_string();
            match serde_json::from_str::<G>(&text) {
                Ok(back) if back == g => {}
                Ok(_) => panic!(
                    "{} mutation check: serde: config {config:?}, game seed {game_seed}, step {step}: the state changed in a JSON round trip",
                    G::NAME
                ),
                Err(e) => panic!(
                    "{} mutation check: serde: config {config:?}, game seed {game_seed}, step {step}: the unmutated state is refused: {e}",
                    G::NAME
                ),
            }
            let mut strings = Vec::new();
            collect_strings(&doc, &mut strings);
            for j in 0..MUTANTS_PER_STATE {
                let mut mrng = GameRng::from_u64(stable_hash(&(key, game_seed, step as u64, j)));
                let mutant = mutate(&doc, &text, &strings, &mut mrng);
                report.tried += 1;
                let to_end = mrng.below(TO_END_EVERY) == 0;
                let playout_seed = mrng.next_u64();
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    match serde_json::from_str::<G>(&mutant.text) {
                        Err(_) => None,
                        Ok(m) => Some(sound::check(
                            &m,
                            playout_seed,
                            (!to_end).then_some(PLAYOUT_STEPS),
                        )),
                    }
                }));
                let verdict = match outcome {
                    Ok(None) => {
                        report.refused += 1;
                        continue;
                    }
                    Ok(Some(Ok(steps))) => {
                        report.sound += 1;
                        report.decisions += steps;
                        continue;
                    }
                    Ok(Some(Err(e))) => e,
                    Err(payload) => format!("panic: {}", sound::panic_text(payload.as_ref())),
                };
                let edits: Vec<String> = mutant.edits.iter().map(|e| e.to_string()).collect();
                panic!(
                    "{name} mutation check: an accepted mutant is unsound: {verdict}\n  \
                     state: config {config:?}, game seed {game_seed}, step {step} \
                     (the first {step} actions of testkit::random_playout(config, {game_seed}): {base})\n  \
                     mutant {j} of that state: {edits}\n  \
                     playout from the mutant: seed {playout_seed}, {limit}\n  \
                     reproduce: testkit::mutation::check::<{name}>(&configs, {seed}, {mutants}) (this config is number {ci} of `configs`)",
                    name = G::NAME,
                    base = sound::actions_text::<G>(&actions),
                    edits = edits.join("; "),
                    limit = if to_end {
                        "to the end".to_owned()
                    } else {
                        format!("up to {PLAYOUT_STEPS} decisions")
                    },
                );
            }
        }
    }
    report
}
