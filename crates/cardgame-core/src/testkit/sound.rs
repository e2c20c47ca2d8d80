//! Soundness of a state, whatever produced it (a deserializer, a scenario
//! builder, a fuzzer): the property of the contract's "soundness of accepted
//! input".
//!
//! A state is sound when `validate_state` holds, the seats in `to_act` are
//! seats of the game and each has a legal action, no other seat has one, the
//! listings are sorted and unique and inside the action index space, and a
//! random playout from it applies every chosen listed action, keeps all of
//! this at every step, and (when played to the end) finishes within
//! `decision_bound` decisions.
//!
//! ```text
//! let g: MyGame = scenario_builder().build()?;
//! cardgame_core::testkit::sound::check(&g, 7, None).unwrap();
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::game::{ActionCodec, Determinize, Game};
use crate::rng::GameRng;
use crate::seat::{PlayerId, Viewer, MAX_SEATS};

/// How many of a playout's last actions a failure message lists.
const ACTIONS_SHOWN: usize = 40;

/// The checks of one state that need no playout, `validate_state` aside:
/// `to_act` names only seats of the game, is empty exactly when there is an
/// outcome (which then covers every seat), every seat in `to_act` has a legal
/// action and no other seat has one, and every listing is sorted and unique.
///
/// `legal` is a scratch buffer.
///
/// # Errors
/// What is broken, as text starting with the name of the check (`to_act`,
/// `outcome`, `stuck`, `legal`).
pub fn step_checks<G: Game>(g: &G, legal: &mut Vec<G::Action>) -> Result<(), String> {
    seat_checks(g, legal, false)
}

fn seat_checks<G: Game>(g: &G, legal: &mut Vec<G::Action>, codec: bool) -> Result<(), String> {
    let n = g.num_players();
    if n == 0 || n > MAX_SEATS {
        return Err(format!("seats: the game has {n} seats"));
    }
    let to_act = g.to_act();
    if let Some(p) = to_act.iter().find(|p| p.index() >= n) {
        return Err(format!(
            "to_act: {to_act:?} names {p}, which is not a seat of this {n}-seat game"
        ));
    }
    let outcome = g.outcome();
    if to_act.is_empty() != outcome.is_some() {
        return Err(format!(
            "to_act/outcome: to_act is {to_act:?} but outcome is {outcome:?}"
        ));
    }
    if let Some(o) = outcome {
        if o.scores.len() != n || o.places.len() != n {
            return Err(format!("outcome: {n} seats but {o:?}"));
        }
        if let Some(w) = o.winners.iter().find(|w| w.index() >= n) {
            return Err(format!("outcome: winner {w} is not a seat"));
        }
    }
    for p in PlayerId::all(n) {
        g.legal_actions_into(p, legal);
        if to_act.contains(p) && legal.is_empty() {
            return Err(format!("stuck: {p} is to act but has no legal action"));
        }
        if !to_act.contains(p) && !legal.is_empty() {
            return Err(format!(
                "legal: {p} is not to act but has legal actions {:?}",
                &legal[..legal.len().min(4)]
            ));
        }
        if legal.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!("legal: actions of {p} are not sorted and unique"));
        }
        if codec {
            let space = G::Action::SPACE;
            for a in legal.iter() {
                let i = a.to_index();
                if i >= space || G::Action::from_index(i).as_ref() != Some(a) {
                    return Err(format!(
                        "codec: {p}'s listed action {a} has index {i}, which does not map back to it (space 0..{space})"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Every check of one state: `validate_state`, [`step_checks`], and each
/// listed action has an index in `0..SPACE` that maps back to it.
///
/// # Errors
/// What is broken, as text starting with the name of the check.
pub fn state_checks<G: Game>(g: &G, legal: &mut Vec<G::Action>) -> Result<(), String> {
    g.validate_state().map_err(|e| format!("invariant: {e}"))?;
    seat_checks(g, legal, true)
}

/// Checks that `g` is sound: [`state_checks`]; every viewer's observation
/// and a determinization for one seat (which must keep `validate_state`) can
/// be computed; then a random playout keyed by `seed`, of at most
/// `max_steps` decisions (`None`: to the end), applies every chosen listed
/// action and passes [`state_checks`] after each. A playout that runs past
/// `decision_bound` decisions from `g` fails. Returns the decisions played.
///
/// Panics of the game are not caught here (the callers that need it catch
/// them).
///
/// # Errors
/// What is broken, with the actions played from `g` up to that point.
pub fn check<G: Game + Determinize>(
    g: &G,
    seed: u64,
    max_steps: Option<u64>,
) -> Result<u64, String> {
    let mut legal = Vec::new();
    state_checks(g, &mut legal)?;
    view_checks(g, seed)?;
    let mut rng = GameRng::from_u64(seed);

    let bound = g.decision_bound();
    let mut g = g.clone();
    let mut played: Vec<(PlayerId, G::Action)> = Vec::new();
    let fail = |played: &[(PlayerId, G::Action)], what: String| -> String {
        format!("{what}\n  after {}", actions_text::<G>(played))
    };
    let mut steps = 0u64;
    while !g.is_finished() {
        if max_steps.is_some_and(|m| steps >= m) {
            break;
        }
        if steps >= bound {
            return Err(fail(
                &played,
                format!(
                    "decision bound: {steps} decisions played from this state and the game is not over (bound {bound})"
                ),
            ));
        }
        let to_act = g.to_act();
        let Some(p) = to_act.iter().nth(rng.below(to_act.len() as u32) as usize) else {
            return Err(fail(&played, "to_act: empty while not finished".into()));
        };
        g.legal_actions_into(p, &mut legal);
        let Some(a) = legal.get(rng.below(legal.len() as u32) as usize).cloned() else {
            return Err(fail(
                &played,
                format!("stuck: {p} is to act but has no legal action"),
            ));
        };
        if let Err(e) = g.apply(p, &a) {
            played.push((p, a.clone()));
            return Err(fail(
                &played,
                format!("apply: listed action {p}: {a} refused: {e}"),
            ));
        }
        played.push((p, a));
        steps += 1;
        state_checks(&g, &mut legal).map_err(|e| fail(&played, e))?;
    }
    Ok(steps)
}

/// Every viewer's observation and the state hash can be computed, and a
/// determinization for one seat (picked by `seed`) keeps `validate_state`.
pub(crate) fn view_checks<G: Game + Determinize>(g: &G, seed: u64) -> Result<(), String> {
    let n = g.num_players();
    for p in PlayerId::all(n) {
        let _ = g.observe(Viewer::Seat(p));
    }
    let _ = g.observe(Viewer::Spectator);
    let _ = g.state_hash();
    let who = PlayerId((seed % n.max(1) as u64) as u8);
    let d = g.determinize(
        Viewer::Seat(who),
        &mut GameRng::from_u64(seed ^ 0xde7e_4a11),
    );
    d.validate_state()
        .map_err(|e| format!("determinize: for {who}, broke an invariant: {e}"))
}

/// `actions [P0: x, P1: y]`, eliding all but the last [`ACTIONS_SHOWN`].
pub(crate) fn actions_text<G: Game>(actions: &[(PlayerId, G::Action)]) -> String {
    let skip = actions.len().saturating_sub(ACTIONS_SHOWN);
    let texts: Vec<String> = actions[skip..]
        .iter()
        .map(|(p, a)| format!("{p}: {a}"))
        .collect();
    if skip > 0 {
        format!(
            "{} actions [... {skip} earlier, {}]",
            actions.len(),
            texts.join(", ")
        )
    } else {
        format!("{} actions [{}]", actions.len(), texts.join(", "))
    }
}

/// The message of a caught panic.
pub(crate) fn panic_text(payload: &(dyn core::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        String::from(*s)
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        String::from("(a panic without a message)")
    }
}
