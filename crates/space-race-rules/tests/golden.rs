//! Golden replays and the pinned serde format.
//!
//! The recorded 3-player game (seed 2026) is replayed from its action file
//! (`tests/data/three-players-seed-2026.actions`, one `P<seat>: <action>`
//! per line); its narrated events and final scores are snapshotted, so any
//! change of behaviour shows up in review. With `serde`, snapshots of a
//! state, an observation per viewer kind, actions, events and a config pin
//! the JSON format documented in the crate docs ("JSON format").

use cardgame_core::golden::{parse_actions, write_actions};
use cardgame_core::testkit::transcript_text;
use cardgame_core::Replay;
use space_race_rules::{Action, Config, Game, SpaceRace, Stage};

const ACTIONS: &str = include_str!("data/three-players-seed-2026.actions");

fn replay() -> Replay<Config, Action> {
    let mut r = Replay::new::<SpaceRace>(&Config::new(3), 2026);
    r.actions = parse_actions(ACTIONS).expect("P<seat>: <action> lines");
    r
}

#[test]
fn golden_three_player_game_transcript() {
    let r = replay();
    let text = transcript_text::<SpaceRace>(&r).expect("the recorded game replays");
    let g: SpaceRace = r.rebuild().expect("the recorded game replays");
    assert!(g.is_finished());
    assert_eq!(g.raw().stage, Stage::Over);
    assert_eq!(g.raw().tile, 7, "all seven Mission tiles resolved");
    insta::assert_snapshot!(text);
}

#[test]
fn golden_action_file_is_in_the_shared_format() {
    let actions = parse_actions::<Action>(ACTIONS).expect("parses");
    let written = write_actions(&actions);
    let lines: Vec<&str> = ACTIONS
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert_eq!(written.lines().collect::<Vec<_>>(), lines);
}

#[cfg(feature = "serde")]
mod serde_format {
    use cardgame_core::{Logged, PlayerId, Viewer};
    use space_race_rules::{Action, Config, Event, Game, Mission, SetupSide, SpaceRace};

    /// Pretty JSON, the form the snapshots hold.
    fn pretty<T: serde::Serialize>(x: &T) -> String {
        serde_json::to_string_pretty(x).unwrap()
    }

    /// The recorded game after `n` of its actions, with the events of the
    /// last one.
    fn after(n: usize) -> (SpaceRace, Vec<Logged<Event>>) {
        let r = super::replay();
        let mut g = SpaceRace::new(&r.config, r.seed).unwrap();
        let mut log = Vec::new();
        for (i, (p, a)) in r.actions.iter().take(n).enumerate() {
            if i + 1 == n {
                g.apply_with_events(*p, a, &mut log).unwrap();
            } else {
                g.apply(*p, a).unwrap();
            }
        }
        (g, log)
    }

    #[test]
    fn serde_format_of_a_state_with_a_pending_move() {
        // P0 has activated its Control card and taken a card: a Project
        // placement is pending.
        let (g, _) = after(14);
        let json = serde_json::to_value(&g).unwrap();
        let back: SpaceRace = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(back, g);
        insta::assert_snapshot!(pretty(&json));
    }

    #[test]
    fn serde_format_of_observations() {
        let (g, _) = after(14);
        insta::assert_snapshot!("seat", pretty(&g.observe(Viewer::Seat(PlayerId(1)))));
        insta::assert_snapshot!("spectator", pretty(&g.observe(Viewer::Spectator)));
    }

    #[test]
    fn serde_format_of_actions() {
        let texts = [
            "card 12",
            "done",
            "control 3",
            "activate 40.1",
            "activate control.0",
            "split 1",
            "slot 5",
            "zone 2",
            "zone 2 exhausted",
            "project 0",
            "space 1",
            "draw",
            "draw3",
            "stop",
            "from project 1",
            "from standby 1",
        ];
        let actions: Vec<Action> = texts.iter().map(|t| t.parse().unwrap()).collect();
        for a in &actions {
            let back: Action = serde_json::from_value(serde_json::to_value(a).unwrap()).unwrap();
            assert_eq!(back, *a);
        }
        insta::assert_snapshot!(pretty(&actions));
    }

    #[test]
    fn serde_format_of_events() {
        // A Control card chosen (a secret told to one seat), then the reveal
        // and the first turn of phase 2.
        let (_, chosen) = after(9);
        let (_, reveal) = after(11);
        insta::assert_snapshot!("chosen", pretty(&chosen));
        insta::assert_snapshot!("revealed", pretty(&reveal));
        // A step logged before steps had a phase is a step of phase 2.
        let old: Event =
            serde_json::from_str(r#"{"StepStarted": {"section": "Propaganda"}}"#).unwrap();
        assert_eq!(
            old,
            Event::StepStarted {
                phase: 2,
                section: Some(space_race_rules::Section::Propaganda),
            }
        );
    }

    #[test]
    fn serde_format_of_a_config() {
        let config = Config::new(4)
            .with_ai(1)
            .with_mission(Mission::Vostok)
            .with_setup(SetupSide::Thematic)
            .with_cold_war(true);
        let json = serde_json::to_value(config).unwrap();
        assert_eq!(
            serde_json::from_value::<Config>(json.clone()).unwrap(),
            config
        );
        insta::assert_snapshot!(pretty(&json));
    }
}

#[test]
fn a_narrated_setup_builds_the_same_game() {
    let mut log = Vec::new();
    let narrated = SpaceRace::new_with_events(&Config::new(3), 2026, &mut log).unwrap();
    assert_eq!(narrated, SpaceRace::new(&Config::new(3), 2026).unwrap());
    // The four Universe cards of setup step 4 are narrated.
    let universe = log
        .iter()
        .filter(|l| {
            matches!(
                l.event,
                space_race_rules::Event::CardMoved {
                    to: space_race_rules::CardZone::Universe(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(universe, 4);
}
