//! Golden replay: a recorded 3-player game (seed 42, Mission 1, turn cap 8)
//! rebuilt from its action list, its narrated transcript pinned by insta.

use apogee_rules::{Action, Apogee, Config, Mission};
use cardgame_core::{Audience, Game, PlayerId, Replay};

fn audience(a: Audience) -> String {
    match a {
        Audience::All => "all".into(),
        Audience::Seats(s) => format!("only {s:?}"),
        Audience::AllExcept(s) => format!("all but {s:?}"),
    }
}

#[test]
fn three_player_game_transcript() {
    let config = Config {
        turn_cap: 8,
        ..Config::multiplayer(3, Mission::M1)
    };
    let mut replay = Replay::<Config, Action>::new::<Apogee>(&config, 42);
    for line in include_str!("data/three_players_seed42.txt").lines() {
        let (seat, text) = line.split_once(": ").expect("`seat: action` lines");
        let seat: u8 = seat.parse().expect("a seat number");
        let action: Action = text.parse().expect("a canonical action text");
        replay.actions.push((PlayerId(seat), action));
    }
    let (game, log) = replay
        .transcript::<Apogee>()
        .expect("the recorded game replays");
    let outcome = game.outcome().expect("the recorded game is over");
    let mut text = String::new();
    for l in &log {
        text.push_str(&format!("[{}] {}\n", audience(l.audience), l.event));
    }
    text.push_str(&format!("outcome: {outcome:?}\n"));
    assert!(
        outcome.capped,
        "nobody reached GEO with an R&D within 8 turns"
    );
    insta::assert_snapshot!(text);
}
