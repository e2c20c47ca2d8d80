//! The soak: random games over every seat count and board with the kit's
//! cheap checks at every step, on fixed seeds and on seeds new to this run
//! (printed, so a failure replays with `SOAK_SEED=<n>`).

use cardgame_core::testkit::soak;
use red_planet_rules::{Board, Config, RedPlanet};

/// Decisions to play: a million in a release build (as CI runs it, with
/// `cargo test --release --test soak`), fewer in a debug build so the
/// ordinary test run stays quick. `SOAK_DECISIONS` overrides either.
const DECISIONS: u64 = if cfg!(debug_assertions) {
    40_000
} else {
    1_000_000
};

#[test]
fn soak_every_seat_count_and_board() {
    let mut configs = Vec::new();
    for players in 2..=6u8 {
        for n in 1..=4u8 {
            if let Some(board) = Board::from_number(n) {
                configs.push(Config::new(players).with_board(board));
            }
        }
    }
    configs.retain(|c| c.validate().is_ok());
    assert_eq!(configs.len(), 20, "five seat counts on four boards");
    let report = soak::run::<RedPlanet>(&configs, DECISIONS, &[0, 1, 2]);
    assert!(report.games as usize >= configs.len(), "every config is played: {report:?}");
}
