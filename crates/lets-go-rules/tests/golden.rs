//! Golden replays and the JSON format, pinned by insta snapshots.
//!
//! The recorded games are `tests/data/*.actions` (one `P<seat>: <action>`
//! per line, read with `cardgame_core::golden`), replayed from their action
//! lists: their narrated events and final scores are the snapshot, so any
//! change of behaviour shows up in review (and bumps `RULESET_VERSION`).

use std::fmt::Write as _;

use lets_go_rules::cardgame_core::golden::{parse_actions, write_actions};
use lets_go_rules::cardgame_core::testkit::transcript_text;
use lets_go_rules::cardgame_core::Replay;
use lets_go_rules::{Action, Config, Game, LetsGo, PlayerId};

const THREE_PLAYERS_SEED_7: &str = include_str!("data/three_players_seed_7.actions");

/// The recorded 3-player game: seed 7, P0 first, default options.
fn three_players_seed_7() -> Replay<Config, Action> {
    let config = Config::new(3).with_first_player(PlayerId(0));
    let mut replay = Replay::new::<LetsGo>(&config, 7);
    replay.actions = parse_actions(THREE_PLAYERS_SEED_7).expect("a golden action file");
    replay
}

#[test]
fn three_player_game_transcript() {
    let replay = three_players_seed_7();
    assert_eq!(replay.actions.len(), 145);
    let mut text = transcript_text::<LetsGo>(&replay).expect("the recorded game replays");
    let (game, _) = replay
        .transcript::<LetsGo>()
        .expect("the recorded game replays");
    assert!(game.outcome().is_some(), "the recorded game is over");
    for p in PlayerId::all(3) {
        let _ = writeln!(text, "{p}: {}", game.score_sheet(p));
    }
    insta::assert_snapshot!(text);
}

#[test]
fn the_golden_action_file_is_written_back_as_read() {
    let replay = three_players_seed_7();
    let lines: String = THREE_PLAYERS_SEED_7
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(write_actions(&replay.actions), lines);
}

/// The JSON format (documented in the crate's "JSON format" section): a
/// state, an observation for a seat and for the spectator, actions, events
/// and a config.
#[cfg(feature = "serde")]
mod json {
    use lets_go_rules::cardgame_core::{Audience, EventSink};
    use lets_go_rules::{Action, Config, Event, Game, LetsGo, PlayerId, ProjectSides, Viewer};

    use super::three_players_seed_7;

    fn pretty<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string_pretty(value).expect("serializes")
    }

    /// The recorded game after its first `n` actions.
    fn after(n: usize) -> LetsGo {
        let replay = three_players_seed_7();
        let mut g = LetsGo::new(&replay.config, replay.seed).expect("setup");
        for (p, a) in replay.actions.iter().take(n) {
            g.apply(*p, a).expect("recorded action");
        }
        g
    }

    #[test]
    fn json_of_a_state() {
        // P1 is paying for #7 (Paying stage): every part of the state shows.
        let g = after(7);
        insta::assert_snapshot!(pretty(&g));
    }

    #[test]
    fn json_of_an_observation_by_a_seat() {
        insta::assert_snapshot!(pretty(&after(7).observe(Viewer::Seat(PlayerId(1)))));
    }

    #[test]
    fn json_of_an_observation_by_the_spectator() {
        insta::assert_snapshot!(pretty(&after(7).observe(Viewer::Spectator)));
    }

    #[test]
    fn json_of_actions() {
        let actions: Vec<Action> = [
            "take #7",
            "draw",
            "recruit #30 to science",
            "use spaceflight",
            "pay blue",
            "return #8",
            "skill testing",
            "claim vostok-1",
            "end turn",
            "pass",
        ]
        .iter()
        .map(|t| t.parse().expect("an action"))
        .collect();
        insta::assert_snapshot!(pretty(&actions));
    }

    #[test]
    fn json_of_events() {
        struct Keep(Vec<Event>);
        impl EventSink<Event> for Keep {
            fn emit(&mut self, _: Audience, event: Event) {
                self.0.push(event);
            }
        }
        let replay = three_players_seed_7();
        let mut g = LetsGo::new(&replay.config, replay.seed).expect("setup");
        let mut events = Keep(Vec::new());
        for (p, a) in replay.actions.iter().take(13) {
            g.apply_with_events(*p, a, &mut events)
                .expect("recorded action");
        }
        insta::assert_snapshot!(pretty(&events.0));
    }

    #[test]
    fn json_of_a_config() {
        let config = Config::new(4)
            .with_first_player(PlayerId(2))
            .with_sides(ProjectSides::American)
            .with_stall_rounds(8);
        insta::assert_snapshot!(pretty(&config));
        let back: Config = serde_json::from_str(&pretty(&config)).expect("round trip");
        assert_eq!(back, config);
    }
}
