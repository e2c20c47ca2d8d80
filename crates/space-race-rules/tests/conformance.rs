//! The core conformance kit on Space Race: human seats, AI seats, both
//! setups, every mission where allowed. With `serde`, the kit also checks
//! the JSON round trips, the strict codec over JSON, and that every mutated
//! JSON state it accepts is sound.

use cardgame_core::testkit::Conformance;
use space_race_rules::{Config, Mission, SetupSide, SpaceRace};

/// Mutated JSON states tried per config (`MUTANTS` overrides).
#[cfg(feature = "serde")]
const MUTANTS: u32 = 1024;

fn run(configs: Vec<Config>, cases: u32) {
    let kit = Conformance::<SpaceRace>::new(configs).cases(cases);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde().with_mutations(MUTANTS);
    kit.run();
}

#[test]
fn conformance_solo_against_one_to_four_ai_players() {
    run(
        vec![
            Config::new(2).with_ai(1),
            Config::new(3).with_ai(2).with_mission(Mission::Vostok),
            Config::new(4)
                .with_ai(3)
                .with_mission(Mission::CassiniHuygens)
                .with_setup(SetupSide::Thematic),
            Config::new(5).with_ai(4).with_cold_war(true),
        ],
        64,
    );
}

#[test]
fn conformance_two_to_five_players() {
    run(
        vec![
            Config::new(2),
            Config::new(3).with_setup(SetupSide::Thematic),
            Config::new(4).with_mission(Mission::Apollo),
            Config::new(5)
                .with_mission(Mission::CassiniHuygens)
                .with_cold_war(true),
        ],
        64,
    );
}

#[test]
fn conformance_mixed_human_and_ai_seats() {
    run(
        vec![
            Config::new(3)
                .with_ai(1)
                .with_mission(Mission::Vostok)
                .with_setup(SetupSide::Thematic),
            Config::new(5).with_ai(2).with_cold_war(true),
            Config::new(4)
                .with_ai(2)
                .with_mission(Mission::CassiniHuygens),
            Config::new(5)
                .with_mission(Mission::Apollo)
                .with_setup(SetupSide::Thematic),
            Config::new(5)
                .with_ai(4)
                .with_mission(Mission::Vostok)
                .with_setup(SetupSide::Thematic)
                .with_cold_war(true),
        ],
        64,
    );
}
