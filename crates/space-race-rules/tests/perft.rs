//! Perft golden counts: the number of decision sequences of depth 1, 2 and
//! 3 from seeded positions (new games, and positions reached by seeded
//! random decisions, in every phase). Any change to what is legal, or to
//! what an action does, moves these numbers.

use cardgame_core::testkit::perft;
use cardgame_core::{Game, GameRng};
use space_race_rules::{Config, Mission, Section, SetupSide, SpaceRace, Stage};

/// The position after `decisions` random decisions (keyed by `seed`) from a
/// new game with seed `seed`.
fn after(config: &Config, seed: u64, decisions: u32) -> SpaceRace {
    let mut g = SpaceRace::new(config, seed).unwrap();
    let mut rng = GameRng::from_u64(seed ^ 0x5eed);
    for _ in 0..decisions {
        let to_act = g.to_act();
        let k = rng.below(to_act.len() as u32) as usize;
        let p = to_act.iter().nth(k).expect("the game goes on");
        let legal = g.legal_actions(p);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.apply(p, &a).unwrap();
    }
    g
}

fn check(g: &SpaceRace, stage: Stage, want: [u64; 3]) {
    assert_eq!(g.raw().stage, stage);
    let got: Vec<u64> = (1..=3).map(|d| perft(g, d)).collect();
    assert_eq!(got, want);
}

#[test]
fn perft_from_new_games() {
    let unexplored = Stage::Unexplored;
    check(&after(&Config::new(2), 1, 0), unexplored, [6, 31, 159]);
    check(&after(&Config::new(3), 2026, 0), unexplored, [6, 31, 141]);
    let solo = Config::new(3).with_ai(2).with_mission(Mission::Vostok);
    check(&after(&solo, 7, 0), unexplored, [6, 37, 168]);
    let five = Config::new(5)
        .with_setup(SetupSide::Thematic)
        .with_cold_war(true);
    check(&after(&five, 3, 0), unexplored, [5, 22, 92]);
}

#[test]
fn perft_from_phase_1_positions() {
    let three = Config::new(3);
    check(&after(&three, 11, 48), Stage::Unexplored, [3, 34, 662]);
    let mixed = Config::new(3).with_ai(1).with_setup(SetupSide::Thematic);
    check(&after(&mixed, 21, 95), Stage::ChooseControl, [14, 98, 310]);
}

#[test]
fn perft_from_phase_2_positions() {
    let three = Config::new(3);
    check(
        &after(&three, 11, 34),
        Stage::Develop(Section::Breakthroughs),
        [5, 19, 79],
    );
    check(
        &after(&three, 11, 97),
        Stage::Develop(Section::SpacePrograms),
        [4, 11, 34],
    );
    let mixed = Config::new(3).with_ai(1).with_setup(SetupSide::Thematic);
    check(&after(&mixed, 21, 55), Stage::Bureaucracy, [2, 4, 12]);
    check(&after(&mixed, 21, 80), Stage::Bureaucracy, [2, 4, 12]);
}
