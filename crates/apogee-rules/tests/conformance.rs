//! The core conformance kit, run on every seat count, every Mission and
//! every Solo Mission.

use apogee_rules::{Apogee, Config, Mission, SoloMission};
use cardgame_core::testkit::Conformance;

/// The kit with the serde round trips when the feature is on.
fn kit(configs: Vec<Config>) -> Conformance<Apogee> {
    let kit = Conformance::<Apogee>::new(configs);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    kit
}

#[test]
fn conformance_2_players() {
    kit(vec![Config::new(2).with_mission(Mission::M1)])
        .cases(24)
        .run();
}

#[test]
fn conformance_3_players() {
    kit(vec![Config::new(3).with_mission(Mission::M2)])
        .cases(24)
        .run();
}

#[test]
fn conformance_4_players() {
    kit(vec![Config::new(4).with_mission(Mission::M3)])
        .cases(16)
        .run();
}

#[test]
fn conformance_5_players() {
    kit(vec![Config::new(5).with_mission(Mission::M12)])
        .cases(16)
        .run();
}

#[test]
fn conformance_solo() {
    kit(SoloMission::ALL
        .iter()
        .map(|&m| Config::new(1).with_mission(m))
        .collect())
    .cases(8)
    .run();
}

#[test]
fn conformance_every_mission_and_seat_count() {
    let configs = Mission::ALL
        .iter()
        .flat_map(|&m| (2..=5).map(move |n| Config::new(n).with_mission(m)))
        .collect();
    kit(configs).cases(4).run();
}

#[test]
fn conformance_single_winner_variant() {
    let config = Config::new(4).with_single_winner(true).with_turn_cap(15);
    kit(vec![config]).cases(12).run();
}
