//! Golden replays and the pinned JSON format.
//!
//! A recorded 4-player game (seed 21), replayed from its action file, with
//! its whole narrated transcript pinned by insta; with the `serde` feature,
//! the JSON of a state, an observation per kind of viewer, actions and
//! events, pinned the same way (the format documented in RULES.md, "JSON
//! format").

use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::transcript_text;
use cardgame_core::Replay;
use red_planet_rules::{Action, Config, Game, RedPlanet};

const FOUR_PLAYERS_SEED_21: &str = include_str!("data/four-players-seed-21.actions");

fn recorded() -> Replay<Config, Action> {
    let mut replay = Replay::new::<RedPlanet>(&Config::new(4), 21);
    replay.actions = parse_actions(FOUR_PLAYERS_SEED_21).expect("a golden action file");
    replay
}

#[test]
fn golden_four_player_game_transcript() {
    let replay = recorded();
    let text = transcript_text::<RedPlanet>(&replay).expect("the recorded game replays");
    assert!(text.contains("outcome: "), "the recorded game is finished");
    insta::assert_snapshot!(text);
}

#[test]
fn golden_four_player_game_ends_with_its_recorded_scores() {
    let (game, _) = recorded()
        .transcript::<RedPlanet>()
        .expect("the recorded game replays");
    let outcome = game.outcome().expect("finished");
    let totals: Vec<i16> = game.score_sheets().iter().map(|s| s.total).collect();
    let scores: Vec<i16> = outcome.scores.iter().map(|(_, &s)| s as i16).collect();
    assert_eq!(totals, scores, "seat scores are the colours' totals");
}
