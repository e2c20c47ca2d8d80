//! Perft golden counts: the number of decision sequences of depth 1, 2 and 3
//! (every seat in `to_act` may move at each step) from seeded positions in
//! every stage with decisions — Game Preparation, placement, the Planning
//! phase's choices, the Administration phase, solo. Any change to what is
//! legal, or to what an action does, moves these numbers.

use apogee_rules::cardgame_core::GameRng;
use apogee_rules::{Apogee, Config, Game, Mission, Pending, SoloMission, Stage};
use cardgame_core::testkit::perft;

/// The position after `decisions` random decisions (keyed by `seed`) from a
/// new game with seed `seed`.
fn after(config: &Config, seed: u64, decisions: u32) -> Apogee {
    let mut g = Apogee::new(config, seed).expect("setup");
    let mut rng = GameRng::from_u64(seed ^ 0x5eed);
    for _ in 0..decisions {
        let to_act = g.to_act();
        let k = rng.below(to_act.len() as u32) as usize;
        let p = to_act.iter().nth(k).expect("the game goes on");
        let legal = g.legal_actions(p);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.apply(p, &a).expect("a legal action");
    }
    g
}

fn counts(g: &Apogee) -> [u64; 3] {
    [perft(g, 1), perft(g, 2), perft(g, 3)]
}

#[test]
fn perft_from_game_preparation() {
    let g = after(&Config::new(3), 1, 0);
    assert_eq!(g.raw().stage, Stage::ChooseDirectors);
    assert_eq!(counts(&g), [6, 24, 48]);
    let g = after(&Config::new(4).with_mission(Mission::M6), 2, 4);
    assert!(matches!(g.raw().pending, Pending::StartingTeam(_)));
    assert_eq!(counts(&g), [2, 4, 8]);
}

#[test]
fn perft_from_placements() {
    let g = after(&Config::new(2), 3, 4);
    assert_eq!(g.raw().stage, Stage::Placement);
    assert_eq!(counts(&g), [12, 72, 498]);
}

#[test]
fn perft_from_the_planning_phase() {
    let five = Config::new(2).with_mission(Mission::M5);
    let g = after(&five, 5, 40);
    assert!(matches!(g.raw().pending, Pending::ReplaceRiver(_)));
    assert_eq!(counts(&g), [3, 6, 30]);
    let g = after(&five, 5, 41);
    assert!(matches!(g.raw().pending, Pending::Build { .. }));
    assert_eq!(counts(&g), [2, 10, 56]);
    let g = after(&five, 5, 30);
    assert!(matches!(g.raw().pending, Pending::KeepRnd(_)));
    assert_eq!(counts(&g), [2, 18, 126]);
    let g = after(&Config::new(2), 3, 27);
    assert!(matches!(g.raw().pending, Pending::TakeFromRiver(_)));
    assert_eq!(counts(&g), [9, 72, 468]);
}

#[test]
fn perft_from_the_administration_phase() {
    let g = after(&Config::new(2).with_mission(Mission::M5), 5, 34);
    assert!(matches!(g.raw().pending, Pending::DirectorTurn(_)));
    assert_eq!(counts(&g), [9, 80, 912]);
    let g = after(&Config::new(3).with_mission(Mission::M2), 4, 63);
    assert!(matches!(g.raw().pending, Pending::SellReserve { .. }));
    assert_eq!(counts(&g), [3, 11, 71]);
}

#[test]
fn perft_from_a_solo_game() {
    let g = after(&Config::new(1).with_mission(SoloMission::S3), 6, 3);
    assert_eq!(g.raw().stage, Stage::Administration);
    assert_eq!(counts(&g), [5, 28, 162]);
}
