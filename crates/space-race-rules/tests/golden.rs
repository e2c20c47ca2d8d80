//! Golden replay: a recorded 3-player game (seed 2026) replayed from its
//! action list; its narrated events and final scores are snapshotted.

use std::fmt::Write;

use cardgame_core::{Audience, Game, PlayerId, Replay};
use space_race_rules::{Action, Config, SpaceRace};

const ACTIONS: &str = include_str!("data/three-players-seed-2026.actions");

fn replay() -> Replay<Config, Action> {
    let mut r = Replay::new::<SpaceRace>(&Config::new(3), 2026);
    for line in ACTIONS.lines().filter(|l| !l.trim().is_empty()) {
        let (p, a) = line.split_once(": ").expect("P<n>: <action>");
        let p = PlayerId(p.trim_start_matches('P').parse().expect("seat"));
        r.actions.push((p, a.parse().expect("action text")));
    }
    r
}

#[test]
fn golden_three_player_game_transcript() {
    let (g, events) = replay()
        .transcript::<SpaceRace>()
        .expect("the recorded game replays");
    let mut text = String::new();
    for l in &events {
        let tag = match l.audience {
            Audience::All => String::new(),
            Audience::Seats(s) => format!("[{:?} only] ", s),
            Audience::AllExcept(s) => format!("[all but {:?}] ", s),
        };
        writeln!(text, "{tag}{}", l.event).unwrap();
    }
    let o = g.outcome().expect("the game is over");
    writeln!(
        text,
        "scores {:?} winners {:?}",
        o.scores.as_slice(),
        o.winners
    )
    .unwrap();
    assert!(g.is_finished());
    assert_eq!(g.raw().tile, 7);
    insta::assert_snapshot!(text);
}
