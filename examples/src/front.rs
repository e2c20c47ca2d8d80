//! What the driver needs to know of each game beyond the `Game` and
//! `Describe` traits: how to name a seat, which events open a turn or
//! round, how the game's end is explained, and how its bots are made.

mod apogee;
mod lets_go;
mod red_planet;
mod space_race;

use cardgame_core::{Bot, Describe, Determinize, Logged, Outcome, PlayerId};

use crate::arena::BotSpec;
use crate::text::{ordinal, plural};

/// One game as the terminal driver shows it.
pub trait Front: Describe + Determinize {
    /// The bot `spec` names, for this game.
    fn make_bot(spec: &BotSpec) -> Box<dyn Bot<Self>>;

    /// The config in a few words, for the first line of a game:
    /// `3 players, Mission 1 (Discovery, 15 min): ...`.
    fn summary(config: &Self::Config) -> String;

    /// The name of `seat` as the narration and the board use it.
    fn seat_name(&self, seat: PlayerId) -> String {
        seat.to_string()
    }

    /// The seats a person may play: `0..human_seats()` (Space Race's AI
    /// players are the last seats and play themselves).
    fn human_seats(&self) -> usize {
        self.num_players()
    }

    /// Whether `event` opens a turn, a round or a step: the narration sets
    /// it apart as a header.
    fn is_header(event: &Self::Event) -> bool;

    /// Whether `event` announces the result: the driver leaves it out of
    /// the narration and explains the result once, at the end.
    fn is_result(event: &Self::Event) -> bool;

    /// Whether `action` only ends a turn or a step (done, stop, pass, end
    /// turn): the terminal lists such choices after the others, so that
    /// choice 1 is never the one that gives the turn away.
    fn ends_a_step(action: &Self::Action) -> bool;

    /// The result in sentences: who won and why (a cap, a tie-break, a
    /// shared win, everybody losing), then the standings. `log` holds every
    /// event of the game; only public ones may be used.
    fn result(&self, outcome: &Outcome, log: &[Logged<Self::Event>]) -> Vec<String>;
}

/// The standings, one line per seat from first place down:
/// `  1st  P0  67 Progress  (winner)`; a dash for the place when nobody won
/// and every seat has the same place.
pub(crate) fn standings(
    outcome: &Outcome,
    name: impl Fn(PlayerId) -> String,
    score: impl Fn(PlayerId, i32) -> String,
) -> Vec<String> {
    let mut seats: Vec<(u8, PlayerId, i32)> = outcome
        .scores
        .iter()
        .map(|(p, s)| (outcome.places.get(p).copied().unwrap_or(0), p, *s))
        .collect();
    seats.sort_by_key(|&(place, p, _)| (place, p));
    // With no winner and everybody level (a capped game), places say nothing.
    let ranked = !outcome.winners.is_empty() || seats.windows(2).any(|w| w[0].0 != w[1].0);
    let width = seats
        .iter()
        .map(|(_, p, _)| name(*p).chars().count())
        .max()
        .unwrap_or(2);
    seats
        .iter()
        .map(|&(place, p, s)| {
            let won = if outcome.winners.contains(p) {
                "  (winner)"
            } else {
                ""
            };
            let n = name(p);
            let pad = " ".repeat(width.saturating_sub(n.chars().count()));
            let place = if ranked {
                ordinal(u32::from(place))
            } else {
                String::from("–")
            };
            format!("  {place:<4} {n}{pad}  {}{won}", score(p, s))
        })
        .collect()
}

/// The winners' names in a sentence.
pub(crate) fn winner_names(outcome: &Outcome, name: impl Fn(PlayerId) -> String) -> Vec<String> {
    outcome.winners.iter().map(name).collect()
}

/// `1 point` / `5 points`.
pub(crate) fn points(n: i32, unit: &str) -> String {
    plural(i64::from(n), unit)
}
