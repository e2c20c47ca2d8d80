//! Golden replay: a recorded 4-player game (seed 21), replayed from its
//! action list, with its whole narrated transcript pinned by insta.

use cardgame_core::{Audience, Game, PlayerId, Replay};
use red_planet_rules::{Action, Config, RedPlanet};

const ACTIONS: &str = include_str!("data/four-players-seed-21.actions");

fn recorded() -> Replay<Config, Action> {
    let mut replay = Replay::new::<RedPlanet>(&Config::new(4), 21);
    for line in ACTIONS.lines().filter(|l| !l.trim().is_empty()) {
        let (seat, action) = line.split_once(": ").expect("`P<n>: <action>`");
        let seat: u8 = seat.trim_start_matches('P').parse().expect("seat");
        let action: Action = action.parse().expect("action text");
        replay.actions.push((PlayerId(seat), action));
    }
    replay
}

#[test]
fn golden_four_player_game_transcript() {
    let (game, log) = recorded()
        .transcript::<RedPlanet>()
        .expect("the recorded game replays");
    let outcome = game.outcome().expect("the recorded game is finished");
    let mut text = String::new();
    for l in &log {
        let who = match l.audience {
            Audience::All => String::new(),
            Audience::Seats(s) => format!("[{:?} only] ", s),
            Audience::AllExcept(s) => format!("[all but {:?}] ", s),
        };
        text.push_str(&format!("{who}{}\n", l.event));
    }
    text.push_str(&format!(
        "scores {:?}, winners {:?}\n",
        outcome.scores.as_slice(),
        outcome.winners
    ));
    insta::assert_snapshot!(text);
}
