//! The core conformance kit, run on every seat count, every Mission and
//! every Solo Mission.

use apogee_rules::{Apogee, Config, Mission, SoloMission};
use cardgame_core::testkit::Conformance;

#[test]
fn conformance_2_players() {
    Conformance::<Apogee>::new(vec![Config::multiplayer(2, Mission::M1)])
        .cases(24)
        .with_serde()
        .run();
}

#[test]
fn conformance_3_players() {
    Conformance::<Apogee>::new(vec![Config::multiplayer(3, Mission::M2)])
        .cases(24)
        .with_serde()
        .run();
}

#[test]
fn conformance_4_players() {
    Conformance::<Apogee>::new(vec![Config::multiplayer(4, Mission::M3)])
        .cases(16)
        .with_serde()
        .run();
}

#[test]
fn conformance_5_players() {
    Conformance::<Apogee>::new(vec![Config::multiplayer(5, Mission::M12)])
        .cases(16)
        .with_serde()
        .run();
}

#[test]
fn conformance_solo() {
    Conformance::<Apogee>::new(SoloMission::ALL.iter().map(|&m| Config::solo(m)).collect())
        .cases(8)
        .with_serde()
        .run();
}

#[test]
fn conformance_every_mission_and_seat_count() {
    let configs = Mission::ALL
        .iter()
        .flat_map(|&m| (2..=5).map(move |n| Config::multiplayer(n, m)))
        .collect();
    Conformance::<Apogee>::new(configs)
        .cases(4)
        .with_serde()
        .run();
}

#[test]
fn conformance_single_winner_variant() {
    let config = Config {
        single_winner: true,
        turn_cap: 15,
        ..Config::multiplayer(4, Mission::M1)
    };
    Conformance::<Apogee>::new(vec![config])
        .cases(12)
        .with_serde()
        .run();
}
