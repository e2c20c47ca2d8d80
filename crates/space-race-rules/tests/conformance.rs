//! The core conformance kit on Space Race: human seats, AI seats, both
//! setups, every mission where allowed.

use cardgame_core::testkit::Conformance;
use space_race_rules::data::missions::Mission;
use space_race_rules::{Config, SpaceRace};

fn run(configs: Vec<Config>, cases: u32) {
    Conformance::<SpaceRace>::new(configs)
        .cases(cases)
        .with_serde()
        .run();
}

#[test]
fn conformance_solo_against_one_to_four_ai_players() {
    run(
        vec![
            Config::new(1, 1),
            Config::new(1, 2).with_mission(Mission::Vostok),
            Config::new(1, 3)
                .with_mission(Mission::CassiniHuygens)
                .thematic(),
            Config::new(1, 4).cold_war(),
        ],
        64,
    );
}

#[test]
fn conformance_two_to_five_players() {
    run(
        vec![
            Config::players(2),
            Config::players(3).thematic(),
            Config::players(4).with_mission(Mission::Apollo),
            Config::players(5)
                .with_mission(Mission::CassiniHuygens)
                .cold_war(),
        ],
        64,
    );
}

#[test]
fn conformance_mixed_human_and_ai_seats() {
    run(
        vec![
            Config::new(2, 1).with_mission(Mission::Vostok).thematic(),
            Config::new(3, 2).cold_war(),
            Config::new(2, 2).with_mission(Mission::CassiniHuygens),
            Config::players(5).with_mission(Mission::Apollo).thematic(),
            Config::new(1, 4)
                .with_mission(Mission::Vostok)
                .thematic()
                .cold_war(),
        ],
        64,
    );
}
