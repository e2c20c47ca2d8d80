//! The soak: random games over every seat count, Mission and variant with
//! the kit's cheap checks at every step, on fixed seeds and on seeds new to
//! this run (printed, so a failure replays with `SOAK_SEED=<n>`).

use apogee_rules::{Apogee, Config, Mission, SoloMission};
use cardgame_core::testkit::soak;

/// Decisions to play: a million in a release build (as CI runs it, with
/// `cargo test --release --test soak`), fewer in a debug build so the
/// ordinary test run stays quick. `SOAK_DECISIONS` overrides either.
const DECISIONS: u64 = if cfg!(debug_assertions) {
    40_000
} else {
    1_000_000
};

#[test]
fn soak_every_seat_count_mission_and_variant() {
    let mut configs: Vec<Config> = SoloMission::ALL
        .iter()
        .map(|m| Config::new(1).with_mission(*m))
        .collect();
    for seats in 2..=5u8 {
        for (i, m) in Mission::ALL.iter().enumerate() {
            configs.push(
                Config::new(seats)
                    .with_mission(*m)
                    .with_single_winner(i % 2 == 1),
            );
        }
    }
    configs.retain(|c| c.validate().is_ok());
    let report = soak::run::<Apogee>(&configs, DECISIONS, &[0, 1]);
    assert!(
        report.games as usize >= configs.len(),
        "every config is played: {report:?}"
    );
}
