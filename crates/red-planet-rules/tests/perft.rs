//! Perft: the number of action sequences of a few decisions from positions
//! in every stage (setup, the choice of specialists, the countdown early and
//! late in the game, the 2-player variant), counted by
//! `cardgame_core::testkit::perft` and committed as golden numbers — a
//! cheap, sensitive regression check on legality.

use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::perft;
use cardgame_core::Replay;
use red_planet_rules::{Action, Board, Config, RedPlanet, Stage};

const FOUR_PLAYERS_SEED_21: &str = include_str!("data/four-players-seed-21.actions");
const TWO_PLAYERS_BOARD_3_SEED_5: &str = include_str!("data/two-players-board-3-seed-5.actions");

/// The recorded game after its first `steps` actions.
fn position(config: Config, seed: u64, file: &str, steps: usize) -> RedPlanet {
    let mut replay: Replay<Config, Action> = Replay::new::<RedPlanet>(&config, seed);
    replay.actions = parse_actions(file).expect("a golden action file");
    replay.actions.truncate(steps);
    replay.transcript::<RedPlanet>().expect("replays").0
}

fn four(steps: usize) -> RedPlanet {
    position(Config::new(4), 21, FOUR_PLAYERS_SEED_21, steps)
}

fn two(steps: usize) -> RedPlanet {
    position(
        Config::new(2).with_board(Board::Three),
        5,
        TWO_PLAYERS_BOARD_3_SEED_5,
        steps,
    )
}

fn counts(g: &RedPlanet, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(g, d)).collect()
}

#[test]
fn perft_setup_four_players_keep_missions_at_once() {
    let g = four(0);
    assert_eq!(g.raw().stage, Stage::Setup);
    assert_eq!(counts(&g, 4), [8, 48, 192, 384]);
}

#[test]
fn perft_setup_two_players_keep_and_stack() {
    let g = two(0);
    assert_eq!(g.raw().stage, Stage::Setup);
    assert_eq!(counts(&g, 3), [10, 86, 612]);
}

#[test]
fn perft_choose_specialists_four_players() {
    let g = four(4);
    assert_eq!(g.raw().stage, Stage::Choose);
    // Four seats with nine cards each, choosing in any order.
    assert_eq!(counts(&g, 3), [36, 972, 17496]);
}

#[test]
fn perft_countdown_round_one() {
    let g = four(8);
    assert_eq!(g.raw().stage, Stage::Resolve);
    assert_eq!(counts(&g, 4), [4, 15, 52, 52]);
}

#[test]
fn perft_countdown_late_in_the_game() {
    let g = four(100);
    assert_eq!(g.raw().stage, Stage::Resolve);
    assert_eq!(counts(&g, 4), [16, 144, 1440, 12825]);
}

#[test]
fn perft_two_players_countdown() {
    let g = two(60);
    assert_eq!(g.raw().stage, Stage::Resolve);
    assert_eq!(counts(&g, 4), [4, 12, 36, 60]);
}
