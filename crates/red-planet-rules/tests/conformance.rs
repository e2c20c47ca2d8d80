//! The core conformance kit on Mission: Red Planet: every seat count, the
//! 2-player variant, and every board configuration.

use cardgame_core::testkit::{random_playout, Conformance};
use red_planet_rules::{Board, Config, RedPlanet};

/// The kit on these configs; with the `serde` feature, the JSON round trips
/// and the JSON-mutation check too (`MUTANTS` overrides the count).
fn kit(configs: Vec<Config>, cases: u32) {
    let k = Conformance::<RedPlanet>::new(configs).cases(cases);
    #[cfg(feature = "serde")]
    let k = k.with_serde().with_mutations(MUTANTS);
    k.run();
}

/// Mutated JSON states per config: each is refused or sound.
#[cfg(feature = "serde")]
const MUTANTS: u32 = 1024;

#[test]
fn conformance_2_players_neutral_variant() {
    kit(vec![Config::new(2)], 256);
}

#[test]
fn conformance_3_players() {
    kit(vec![Config::new(3)], 256);
}

#[test]
fn conformance_4_players() {
    kit(vec![Config::new(4)], 128);
}

#[test]
fn conformance_5_players() {
    kit(vec![Config::new(5)], 128);
}

#[test]
fn conformance_6_players() {
    kit(vec![Config::new(6)], 128);
}

#[test]
fn conformance_every_board_configuration() {
    let configs = Board::ALL
        .iter()
        .flat_map(|&b| [Config::new(2).with_board(b), Config::new(4).with_board(b)])
        .collect();
    kit(configs, 32);
}

#[test]
fn random_playouts_finish_on_every_board_and_seat_count() {
    for players in 2..=6u8 {
        for board in Board::ALL {
            for seed in 0..4u64 {
                let config = Config::new(players).with_board(board);
                let p = random_playout::<RedPlanet>(&config, seed)
                    .unwrap_or_else(|| panic!("playout failed: {config:?} seed {seed}"));
                assert_eq!(p.state.raw().round, 10, "{config:?} seed {seed}");
                p.state
                    .raw()
                    .check()
                    .expect("a finished game is consistent");
            }
        }
    }
}
