//! The fuzz harness shared by the fuzz targets of every game (`fuzz/` at the
//! top of the repository) and the encoding of their inputs.
//!
//! An input is a JSON state followed by action indices:
//!
//! ```text
//! [json length: u16 LE][json text][index: u16 LE]*[one more byte: play to the end]
//! ```
//!
//! (a length beyond the input takes what there is). A state the game refuses
//! to deserialize ends the run: refusal is fine. An accepted state must be
//! sound (see [`sound`]); then each index `w` is used twice:
//! - as a raw action, `from_index(w)`, tried on a copy for the seat it
//!   picks: a refusal must leave the copy equal to the state (with an equal
//!   state hash), an acceptance must be a listed action and keep
//!   `validate_state`;
//! - mapped onto the legal actions, which must apply and keep every check:
//!   the seat is `to_act[w % k]` of the `k` seats to act, the action
//!   `legal[(w / k) % legal.len()]` (with one seat to act, `w % legal.len()`).
//!
//! After the indices, up to 200 more random decisions are played (with one
//! byte after the indices: to the end, which must come within
//! `decision_bound` decisions of the deserialized state). Any broken check panics, which the
//! fuzzer reports as a crash.
//!
//! ```text
//! // fuzz/fuzz_targets/my_game.rs
//! #![no_main]
//! libfuzzer_sys::fuzz_target!(|data: &[u8]| {
//!     cardgame_core::testkit::fuzz::state_and_actions::<my_game::MyGame>(data);
//! });
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use rand_core::RngCore;
use serde::{de::DeserializeOwned, Serialize};

use super::sound;
use crate::game::{ActionCodec, Determinize, Game};
use crate::hash::stable_hash;
use crate::rng::GameRng;
use crate::seat::PlayerId;

/// Decisions played after the input's indices (unless it asks for the end).
const PLAY_ON: u64 = 200;

/// An input for [`state_and_actions`]: the JSON text (cut to 65535 bytes)
/// and the indices, plus a trailing byte when `to_end`.
pub fn encode(json: &str, indices: &[u16], to_end: bool) -> Vec<u8> {
    let text = json.as_bytes();
    let len = text.len().min(usize::from(u16::MAX));
    let mut out = Vec::with_capacity(2 + len + 2 * indices.len() + 1);
    out.extend_from_slice(&(len as u16).to_le_bytes());
    out.extend_from_slice(&text[..len]);
    for i in indices {
        out.extend_from_slice(&i.to_le_bytes());
    }
    if to_end {
        out.push(0);
    }
    out
}

/// The JSON text, the indices and whether to play to the end, of an input.
pub fn decode(data: &[u8]) -> (&[u8], Vec<u16>, bool) {
    let Some((head, rest)) = data.split_first_chunk::<2>() else {
        return (&[], Vec::new(), false);
    };
    let len = usize::from(u16::from_le_bytes(*head)).min(rest.len());
    let (json, tail) = rest.split_at(len);
    let indices = tail
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    (json, indices, tail.len() % 2 == 1)
}

/// Runs one fuzz input on game `G`. See the module.
///
/// # Panics
/// When an accepted state or a step from it breaks a check (the fuzzer's
/// crash), with the state's JSON and the steps taken.
pub fn state_and_actions<G>(data: &[u8])
where
    G: Game + Determinize + DeserializeOwned,
{
    let (json, indices, to_end) = decode(data);
    let Ok(g) = serde_json::from_slice::<G>(json) else {
        return;
    };
    if let Err(e) = run(&g, &indices, to_end, stable_hash(data)) {
        panic!(
            "{} fuzz: an accepted state is unsound: {e}\n  state: {}\n  indices: {indices:?}, to the end: {to_end}",
            G::NAME,
            String::from_utf8_lossy(json)
        );
    }
}

/// Replays every input kept in `dir` through [`state_and_actions`], in
/// name order, and returns how many there were: the inputs the fuzzer once
/// reported, kept in a game's `tests/data/fuzz/` so that a fixed failure
/// stays fixed.
///
/// # Panics
/// As [`state_and_actions`], at the first input that breaks a check; when
/// `dir` or a file in it cannot be read.
pub fn replay_dir<G>(dir: &std::path::Path) -> usize
where
    G: Game + Determinize + DeserializeOwned,
{
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    for path in &files {
        let data =
            std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        state_and_actions::<G>(&data);
    }
    files.len()
}

fn run<G: Game + Determinize>(
    start: &G,
    indices: &[u16],
    to_end: bool,
    seed: u64,
) -> Result<(), String> {
    let mut legal = Vec::new();
    sound::state_checks(start, &mut legal)?;
    sound::view_checks(start, seed)?;
    let bound = start.decision_bound();
    let mut g = start.clone();
    let mut played: Vec<(PlayerId, G::Action)> = Vec::new();
    let fail = |played: &[(PlayerId, G::Action)], e: String| -> String {
        format!("{e}\n  after {}", sound::actions_text::<G>(played))
    };
    for &w in indices {
        if g.is_finished() {
            break;
        }
        let w = usize::from(w);
        let to_act: Vec<PlayerId> = g.to_act().iter().collect();
        let Some(&p) = to_act.get(w % to_act.len().max(1)) else {
            return Err(fail(&played, "to_act: empty while not finished".into()));
        };
        g.legal_actions_into(p, &mut legal);
        // The raw index as an action.
        if let Some(raw) = G::Action::from_index(w as u32) {
            let mut c = g.clone();
            match c.apply(p, &raw) {
                Err(_) => {
                    if c != g || c.state_hash() != g.state_hash() {
                        return Err(fail(
                            &played,
                            format!("atomic: the refused action {p}: {raw} changed the state"),
                        ));
                    }
                }
                Ok(()) => {
                    if legal.binary_search(&raw).is_err() {
                        return Err(fail(
                            &played,
                            format!("legal: {p}: {raw} was applied but is not listed"),
                        ));
                    }
                    c.validate_state()
                        .map_err(|e| fail(&played, format!("invariant: after {p}: {raw}: {e}")))?;
                }
            }
        }
        // The index mapped onto the legal actions.
        let Some(a) = legal.get((w / to_act.len()) % legal.len().max(1)).cloned() else {
            return Err(fail(
                &played,
                format!("stuck: {p} is to act but has no legal action"),
            ));
        };
        let r = g.apply(p, &a);
        played.push((p, a.clone()));
        if let Err(e) = r {
            return Err(fail(
                &played,
                format!("apply: listed action {p}: {a} refused: {e}"),
            ));
        }
        sound::state_checks(&g, &mut legal).map_err(|e| fail(&played, e))?;
    }
    let mut rng = GameRng::from_u64(seed);
    let mut extra = 0u64;
    while !g.is_finished() && (to_end || extra < PLAY_ON) {
        if played.len() as u64 >= bound {
            return Err(fail(
                &played,
                format!("decision bound: {} decisions from the state and the game is not over (bound {bound})", played.len()),
            ));
        }
        let to_act = g.to_act();
        let p = to_act
            .iter()
            .nth(rng.below(to_act.len() as u32) as usize)
            .ok_or_else(|| fail(&played, "to_act: empty while not finished".into()))?;
        g.legal_actions_into(p, &mut legal);
        let Some(a) = legal.get(rng.below(legal.len() as u32) as usize).cloned() else {
            return Err(fail(
                &played,
                format!("stuck: {p} is to act but has no legal action"),
            ));
        };
        let r = g.apply(p, &a);
        played.push((p, a.clone()));
        if let Err(e) = r {
            return Err(fail(
                &played,
                format!("apply: listed action {p}: {a} refused: {e}"),
            ));
        }
        sound::state_checks(&g, &mut legal).map_err(|e| fail(&played, e))?;
        extra += 1;
    }
    Ok(())
}

/// Seed inputs from real games: for each config, `games` random playouts
/// (seeds drawn from `seed`), each giving the states at a few random steps
/// (the first included), each encoded with a few random indices. What a
/// seed-corpus generator writes.
pub fn seed_inputs<G>(configs: &[G::Config], seed: u64, games: usize) -> Vec<Vec<u8>>
where
    G: Game + Serialize,
{
    let mut out = Vec::new();
    let mut rng = GameRng::from_u64(seed);
    for config in configs {
        for _ in 0..games {
            let game_seed = rng.next_u64();
            let Ok(mut g) = G::new(config, game_seed) else {
                continue;
            };
            let bound = g.decision_bound();
            let mut legal = Vec::new();
            let mut step = 0u64;
            // The first state, then states at random gaps.
            let mut next = 0u64;
            while step <= bound {
                if step == next {
                    if let Ok(json) = serde_json::to_string(&g) {
                        let n = rng.below(16) as usize;
                        let idx: Vec<u16> = (0..n).map(|_| rng.next_u32() as u16).collect();
                        out.push(encode(&json, &idx, false));
                    }
                    next = step + 1 + u64::from(rng.below(64));
                }
                if g.is_finished() {
                    break;
                }
                let to_act = g.to_act();
                let Some(p) = to_act.iter().nth(rng.below(to_act.len() as u32) as usize) else {
                    break;
                };
                g.legal_actions_into(p, &mut legal);
                let Some(a) = legal.get(rng.below(legal.len() as u32) as usize).cloned() else {
                    break;
                };
                if g.apply(p, &a).is_err() {
                    break;
                }
                step += 1;
            }
        }
    }
    out
}
