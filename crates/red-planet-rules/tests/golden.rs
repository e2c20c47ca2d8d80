//! Golden replays and the pinned JSON format.
//!
//! Two recorded games — 4 players (seed 21) and the 2-player variant on
//! board configuration 3 (seed 5) — replayed from their action files, with
//! their whole narrated transcripts pinned by insta; with the `serde`
//! feature, the JSON of a config, a state, an observation per kind of
//! viewer, actions and events, pinned the same way (the format documented
//! in RULES.md, "JSON format").

use cardgame_core::golden::{parse_actions, write_actions};
use cardgame_core::testkit::transcript_text;
use cardgame_core::Replay;
use red_planet_rules::{Action, Board, Config, Game, RedPlanet};

const FOUR_PLAYERS_SEED_21: &str = include_str!("data/four-players-seed-21.actions");
const TWO_PLAYERS_BOARD_3_SEED_5: &str = include_str!("data/two-players-board-3-seed-5.actions");

fn four_players() -> Replay<Config, Action> {
    let mut replay = Replay::new::<RedPlanet>(&Config::new(4), 21);
    replay.actions = parse_actions(FOUR_PLAYERS_SEED_21).expect("a golden action file");
    replay
}

fn two_players() -> Replay<Config, Action> {
    let config = Config::new(2).with_board(Board::Three);
    let mut replay = Replay::new::<RedPlanet>(&config, 5);
    replay.actions = parse_actions(TWO_PLAYERS_BOARD_3_SEED_5).expect("a golden action file");
    replay
}

#[test]
fn golden_four_player_game_transcript() {
    let text = transcript_text::<RedPlanet>(&four_players()).expect("the recorded game replays");
    assert!(text.contains("outcome: "), "the recorded game is finished");
    insta::assert_snapshot!(text);
}

#[test]
fn golden_two_player_game_transcript() {
    let text = transcript_text::<RedPlanet>(&two_players()).expect("the recorded game replays");
    assert!(text.contains("outcome: "), "the recorded game is finished");
    insta::assert_snapshot!(text);
}

#[test]
fn golden_action_files_are_in_the_canonical_text() {
    for (replay, file) in [
        (four_players(), FOUR_PLAYERS_SEED_21),
        (two_players(), TWO_PLAYERS_BOARD_3_SEED_5),
    ] {
        let body: String = file
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(write_actions(&replay.actions), body);
    }
}

#[test]
fn golden_games_end_with_the_colours_totals_as_seat_scores() {
    for replay in [four_players(), two_players()] {
        let (game, _) = replay
            .transcript::<RedPlanet>()
            .expect("the recorded game replays");
        let outcome = game.outcome().expect("finished");
        for (seat, &score) in outcome.scores.iter() {
            let main = game.config().main_colour(seat);
            assert_eq!(score, i32::from(game.score_sheets()[main.index()].total));
        }
    }
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use cardgame_core::{Logged, PlayerId, Viewer};
    use red_planet_rules::{Colour, Event, Site, Specialist, Zone};

    /// The 4-player game after `steps` recorded actions, with the events of
    /// the last one.
    fn after(steps: usize) -> (RedPlanet, Vec<Logged<Event>>) {
        let mut replay = four_players();
        replay.actions.truncate(steps);
        let last = replay.actions.pop().expect("a step");
        let (mut game, _) = replay.transcript::<RedPlanet>().expect("replays");
        let mut log = Vec::new();
        game.apply_with_events(last.0, &last.1, &mut log)
            .expect("recorded");
        (game, log)
    }

    fn pretty<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string_pretty(value).expect("serializes")
    }

    #[test]
    fn json_config() {
        insta::assert_snapshot!(pretty(&Config::new(2).with_board(Board::Three)));
    }

    #[test]
    fn json_state_with_a_drawn_discovery_awaiting_its_zone() {
        // Step 12 is `P1: draw`: Blue's Scientist drew Lichens.
        let (game, _) = after(12);
        assert!(game.raw().progress.drawn.is_some());
        let json = pretty(&game);
        let back: RedPlanet = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, game);
        insta::assert_snapshot!(json);
    }

    #[test]
    fn json_observation_of_the_drawing_seat() {
        let (game, _) = after(12);
        insta::assert_snapshot!(pretty(&game.observe(Viewer::Seat(PlayerId(1)))));
    }

    #[test]
    fn json_observation_of_another_seat() {
        let (game, _) = after(12);
        insta::assert_snapshot!(pretty(&game.observe(Viewer::Seat(PlayerId(0)))));
    }

    #[test]
    fn json_observation_of_the_spectator() {
        let (game, _) = after(12);
        insta::assert_snapshot!(pretty(&game.observe(Viewer::Spectator)));
    }

    #[test]
    fn json_actions() {
        let actions = [
            Action::Keep(3),
            Action::Stack(Specialist::Pilot),
            Action::Choose(Specialist::TravelAgent),
            Action::Place(0),
            Action::Token {
                dock: 1,
                zone: Zone::Hellas,
            },
            Action::Kill {
                zone: Zone::Phobos,
                colour: Colour(2),
            },
            Action::Land(Zone::Ausonia),
            Action::Replace {
                site: Site::Ship(3),
                colour: Colour(1),
            },
            Action::Replace {
                site: Site::Zone(Zone::MareSerpentis),
                colour: Colour(0),
            },
            Action::Destroy(2),
            Action::Launch(5),
            Action::Draw,
            Action::Look(Zone::TritonisSinus),
            Action::Assign(Zone::SinusSabeus),
            Action::Move {
                from: Zone::Hellas,
                to: Zone::SyrtisMajor,
            },
            Action::Stop,
        ];
        let texts: Vec<String> = actions
            .iter()
            .map(|a| format!("{a} = {}", serde_json::to_string(a).expect("serializes")))
            .collect();
        insta::assert_snapshot!(texts.join("\n"));
    }

    #[test]
    fn json_events() {
        // Steps 11 to 13: Blue's Scientist places, draws and assigns.
        let mut events = Vec::new();
        for steps in 11..=13 {
            events.extend(after(steps).1);
        }
        insta::assert_snapshot!(pretty(&events));
    }
}
