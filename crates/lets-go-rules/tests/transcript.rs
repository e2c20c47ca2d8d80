//! Golden replay: a recorded 3-player game (`replays/three_players_seed_7.txt`,
//! one `P<seat> <action>` per line) replayed from its action list, its
//! narrated events and final scores pinned by an insta snapshot.

use std::fmt::Write as _;

use cardgame_core::{Audience, Game, PlayerId, Replay};
use lets_go_rules::{Action, Config, LetsGo};

const RECORDED: &str = include_str!("replays/three_players_seed_7.txt");

fn replay() -> Replay<Config, Action> {
    let config = Config::new(3).with_first_player(PlayerId(0));
    let mut replay = Replay::new::<LetsGo>(&config, 7);
    for line in RECORDED.lines() {
        let (seat, action) = line.split_once(' ').expect("`P<seat> <action>`");
        let seat: u8 = seat.trim_start_matches('P').parse().expect("a seat");
        let action: Action = action.parse().expect("an action");
        replay.actions.push((PlayerId(seat), action));
    }
    replay
}

fn audience(a: Audience) -> String {
    match a {
        Audience::All => "all".into(),
        Audience::Seats(s) => format!("only {:?}", s.iter().collect::<Vec<_>>()),
        Audience::AllExcept(s) => format!("not {:?}", s.iter().collect::<Vec<_>>()),
    }
}

#[test]
fn three_player_game_transcript() {
    let replay = replay();
    let (game, log) = replay
        .transcript::<LetsGo>()
        .expect("the recorded game replays");
    let mut text = String::new();
    for logged in &log {
        let _ = writeln!(text, "[{}] {}", audience(logged.audience), logged.event);
    }
    let outcome = game.outcome().expect("the recorded game is over");
    let _ = writeln!(text, "outcome: {outcome:?}");
    for p in PlayerId::all(3) {
        let _ = writeln!(text, "{p}: {:?}", game.score_sheet(p));
    }
    assert_eq!(replay.actions.len(), 145);
    insta::assert_snapshot!(text);
}
