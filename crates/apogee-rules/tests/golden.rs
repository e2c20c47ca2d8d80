//! Golden replays and the pinned JSON format.
//!
//! - A recorded 3-player game (Mission 1, turn cap 8, seed 42), kept as a
//!   golden action file (`P<seat>: <action>` lines) and replayed: its narrated
//!   transcript is pinned by insta, so any change of behaviour shows in
//!   review (and bumps `RULESET_VERSION`).
//! - With `serde`: the JSON of a state, an observation per kind of viewer,
//!   some actions and events, and configs, pinned by insta.

use apogee_rules::{Action, Apogee, Config, Game, Mission};
use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::transcript_text;
use cardgame_core::Replay;

const THREE_PLAYERS: &str = include_str!("data/three_players_seed42.actions");

fn three_player_config() -> Config {
    Config::new(3).with_mission(Mission::M1).with_turn_cap(8)
}

/// The recorded game as a replay.
fn three_player_replay() -> Replay<Config, Action> {
    let mut replay = Replay::<Config, Action>::new::<Apogee>(&three_player_config(), 42);
    replay.actions = parse_actions(THREE_PLAYERS).expect("a golden action file");
    replay
}

#[test]
fn three_player_game_transcript() {
    let replay = three_player_replay();
    let (game, _) = replay
        .transcript::<Apogee>()
        .expect("the recorded game replays");
    let outcome = game.outcome().expect("the recorded game is over");
    assert!(
        outcome.capped,
        "nobody reached GEO with an R&D within 8 turns"
    );
    let text = transcript_text::<Apogee>(&replay).expect("the recorded game replays");
    insta::assert_snapshot!(text);
}

#[test]
fn golden_actions_print_back_as_recorded() {
    let replay = three_player_replay();
    let written = cardgame_core::golden::write_actions(&replay.actions);
    let recorded: String = THREE_PLAYERS
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(written, recorded);
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use apogee_rules::{
        Destination, EngineerPile, Event, PlayerId, RiverLine, Slot, SoloMission, Team, Viewer, Why,
    };

    fn pretty<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string_pretty(value).expect("serializes")
    }

    /// The recorded game after its first `n` actions.
    fn after(n: usize) -> Apogee {
        let replay = three_player_replay();
        let mut g = Apogee::new(&replay.config, replay.seed).expect("setup");
        for (p, a) in replay.actions.iter().take(n) {
            g.apply(*p, a).expect("a recorded action");
        }
        g
    }

    #[test]
    fn json_of_a_state() {
        // Turn 1, Engineers placed: every zone holds something.
        let g = after(12);
        let text = pretty(&g);
        let back: Apogee = serde_json::from_str(&text).expect("deserializes");
        assert_eq!(back, g);
        insta::assert_snapshot!(text);
    }

    #[test]
    fn json_of_observations() {
        let g = after(12);
        let seat = pretty(&g.observe(Viewer::Seat(PlayerId(1))));
        let spectator = pretty(&g.observe(Viewer::Spectator));
        insta::assert_snapshot!("observation_seat", seat);
        insta::assert_snapshot!("observation_spectator", spectator);
    }

    #[test]
    fn observations_deserialize_to_themselves() {
        let solo =
            Apogee::new(&Config::new(1).with_mission(SoloMission::S1), 3).expect("a solo game");
        let g = after(12);
        for obs in [
            g.observe(Viewer::Seat(PlayerId(1))),
            g.observe(Viewer::Spectator),
            solo.observe(Viewer::Seat(PlayerId(0))),
        ] {
            let back: apogee_rules::Observation =
                serde_json::from_str(&pretty(&obs)).expect("deserializes");
            assert_eq!(back, obs);
        }
        // Shown cards are real cards; a shown Event pile holds no base Event.
        let bad_pile = r#"{"count":1,"under":[255]}"#;
        assert!(serde_json::from_str::<apogee_rules::PileView>(bad_pile).is_err());
        let bad_events = r#"[{"Base":"EconomicCrisis"}]"#;
        assert!(serde_json::from_str::<apogee_rules::EventPileView>(bad_events).is_err());
    }

    #[test]
    fn json_of_actions() {
        let actions = [
            Action::KeepDirector(2),
            Action::StartingTeam(Team::TwoJuniors),
            Action::Place(5, Slot::Specialty),
            Action::ReplaceRiver(RiverLine::UpperStage),
            Action::Build(109),
            Action::Recruit(EngineerPile::Senior),
            Action::Launch(Destination::Moon),
            Action::Target(PlayerId(2)),
            Action::RemoveDice(2),
            Action::Pass,
        ];
        let mut text = String::new();
        for a in actions {
            let json = serde_json::to_string(&a).expect("serializes");
            let back: Action = serde_json::from_str(&json).expect("deserializes");
            assert_eq!(back, a);
            text.push_str(&format!("{a}  =>  {json}\n"));
        }
        insta::assert_snapshot!(text);
    }

    #[test]
    fn json_of_events_and_configs() {
        let events = [
            Event::TurnBegins { turn: 3 },
            Event::Credits {
                seat: PlayerId(0),
                delta: -20,
                why: Why::Quarter,
            },
            Event::Recruited {
                seat: PlayerId(1),
                engineer: None,
                senior: true,
            },
            Event::LaunchAttempt {
                seat: PlayerId(2),
                dest: Destination::Moon,
                thrust: 24,
                mass: 16,
                yield_tenths: 16,
                need: 5,
            },
        ];
        let mut text = String::new();
        for e in events {
            let json = serde_json::to_string(&e).expect("serializes");
            let back: Event = serde_json::from_str(&json).expect("deserializes");
            assert_eq!(back, e);
            text.push_str(&format!("{e}  =>  {json}\n"));
        }
        for c in [
            three_player_config(),
            Config::new(1).with_mission(SoloMission::S4),
        ] {
            let json = serde_json::to_string(&c).expect("serializes");
            let back: Config = serde_json::from_str(&json).expect("deserializes");
            assert_eq!(back, c);
            text.push_str(&format!("{json}\n"));
        }
        insta::assert_snapshot!(text);
    }
}
