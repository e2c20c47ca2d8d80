//! The soak: random games over every seat count and variant with the kit's
//! cheap checks at every step, on fixed seeds and on seeds new to this run
//! (printed, so a failure replays with `SOAK_SEED=<n>`).

use cardgame_core::testkit::soak;
use lets_go_rules::{Config, LetsGo, PlayerId, ProjectSides};

/// Decisions to play: a million in a release build (as CI runs it, with
/// `cargo test --release --test soak`), fewer in a debug build so the
/// ordinary test run stays quick. `SOAK_DECISIONS` overrides either.
const DECISIONS: u64 = if cfg!(debug_assertions) {
    40_000
} else {
    1_000_000
};

#[test]
fn soak_every_seat_count_and_variant() {
    let mut configs = Vec::new();
    for seats in 2..=4u8 {
        for sides in [
            ProjectSides::Random,
            ProjectSides::Soviet,
            ProjectSides::American,
        ] {
            configs.push(Config::new(seats).with_sides(sides));
        }
        configs.push(
            Config::new(seats)
                .with_first_player(PlayerId(seats - 1))
                .with_stall_rounds(1),
        );
    }
    configs.retain(|c| c.validate().is_ok());
    let report = soak::run::<LetsGo>(&configs, DECISIONS, &[0, 1, 2, 3]);
    assert!(
        report.games as usize >= configs.len(),
        "every config is played: {report:?}"
    );
}
