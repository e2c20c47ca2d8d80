//! The soak: random games over every seat count, AI seats, Mission, setup
//! side and the Cold War expansion with the kit's cheap checks at every
//! step, on fixed seeds and on seeds new to this run (printed, so a failure
//! replays with `SOAK_SEED=<n>`).

use cardgame_core::testkit::soak;
use space_race_rules::{Config, Mission, SetupSide, SpaceRace};

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
    for seats in 2..=5u8 {
        for ai in [0, 1, seats - 1] {
            for (i, mission) in Mission::ALL.iter().enumerate() {
                let side = if i % 2 == 0 {
                    SetupSide::Standard
                } else {
                    SetupSide::Thematic
                };
                for cold_war in [false, true] {
                    configs.push(
                        Config::new(seats)
                            .with_ai(ai)
                            .with_mission(*mission)
                            .with_setup(side)
                            .with_cold_war(cold_war),
                    );
                }
            }
        }
    }
    configs.retain(|c| c.validate().is_ok());
    configs.dedup();
    let report = soak::run::<SpaceRace>(&configs, DECISIONS, &[0, 1]);
    assert!(
        report.games as usize >= configs.len(),
        "every config is played: {report:?}"
    );
}
