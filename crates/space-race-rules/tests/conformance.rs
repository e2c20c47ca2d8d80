//! The core conformance kit on Space Race: human seats, AI seats, both
//! setups, every mission where allowed. With `serde`, the kit also checks
//! the JSON round trips, the strict codec over JSON, and that every mutated
//! JSON state it accepts is sound.

use cardgame_core::testkit::{random_playout, tensor, Conformance};
use cardgame_core::Encode;
use space_race_rules::{
    Config, Game, Mission, PlayerId, SetupSide, SpaceRace, Viewer, PROGRESS_1950,
};

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

/// Every seat count, AI seats, both setups, every mission, the Cold War
/// expansion.
fn every_config() -> Vec<Config> {
    vec![
        Config::new(2),
        Config::new(2).with_ai(1),
        Config::new(3).with_setup(SetupSide::Thematic),
        Config::new(3).with_ai(2).with_mission(Mission::Vostok),
        Config::new(4).with_mission(Mission::Apollo),
        Config::new(4)
            .with_ai(3)
            .with_mission(Mission::CassiniHuygens)
            .with_setup(SetupSide::Thematic),
        Config::new(5).with_cold_war(true),
        Config::new(5).with_ai(2).with_mission(Mission::Vostok),
    ]
}

#[test]
fn observation_tensors_are_sound_for_every_config() {
    let checked = tensor::check::<SpaceRace>(&every_config(), 3);
    assert!(checked > 1000, "checked {checked} tensors");
}

#[test]
fn the_tensor_has_8461_plus_627_numbers_per_seat_all_in_0_1() {
    for (players, len) in [(2u8, 9715usize), (3, 10342), (4, 10969), (5, 11596)] {
        for config in [
            Config::new(players),
            Config::new(players).with_ai(players - 1),
        ] {
            assert_eq!(SpaceRace::observation_shape(&config), vec![len]);
            let playout = random_playout::<SpaceRace>(&config, 5).expect("a playout");
            let mut g = SpaceRace::new(&config, 5).expect("setup");
            let mut out = vec![f32::NAN; len];
            for (i, (p, a)) in playout.actions.iter().enumerate() {
                if i % 3 == 0 {
                    for v in PlayerId::all(usize::from(players))
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator])
                    {
                        SpaceRace::encode(&g.observe(v), &mut out);
                        assert!(out.iter().all(|x| (0.0..=1.0).contains(x)), "{v}");
                    }
                }
                g.apply(*p, a).expect("recorded");
            }
        }
    }
}

/// The seat blocks are the last `N × 580` numbers; in each, the known hand
/// starts at offset 10 (Rocket 7, AI 1, Progress 1, hand size 1).
#[test]
fn the_viewers_own_block_comes_first_and_holds_no_other_secret_card() {
    let config = Config::new(3);
    let g = SpaceRace::new(&config, 11).expect("setup");
    let len = SpaceRace::observation_len(&config);
    let blocks = len - 3 * 580;
    let mut out = vec![0.0; len];
    for seat in PlayerId::all(3) {
        SpaceRace::encode(&g.observe(Viewer::Seat(seat)), &mut out);
        let known = |block: usize| -> Vec<usize> {
            let at = blocks + block * 580 + 10;
            (0..162).filter(|&c| out[at + c] == 1.0).collect()
        };
        let own: Vec<usize> = g.raw().seats[seat].hand.iter().collect();
        assert!(!own.is_empty());
        assert_eq!(known(0), own, "{seat}'s own hand in the first block");
        for block in 1..3 {
            let other = PlayerId(((seat.index() + block) % 3) as u8);
            let public: Vec<usize> = g.raw().seats[other]
                .hand
                .intersection(&g.raw().public_in_hand)
                .iter()
                .collect();
            assert_eq!(
                known(block),
                public,
                "{seat} sees {other}'s public cards only"
            );
        }
    }
}

#[test]
fn scores_are_the_spaces_beyond_1950() {
    for config in every_config() {
        let playout = random_playout::<SpaceRace>(&config, 4).expect("a playout");
        let g = &playout.state;
        let outcome = g.outcome().expect("over");
        assert_eq!(Encode::scores(g), outcome.scores);
        let fresh = SpaceRace::new(&config, 4).expect("setup");
        for (p, s) in Encode::scores(&fresh).iter() {
            assert_eq!(
                *s,
                i32::from(fresh.raw().seats[p].progress) - i32::from(PROGRESS_1950)
            );
        }
    }
}

/// Final progress spaces stay under the tensor's scale (200) in random play.
#[test]
fn progress_fits_the_tensor_scale_in_random_play() {
    let mut most = 0;
    for config in every_config() {
        for seed in 0..10 {
            let g = random_playout::<SpaceRace>(&config, seed)
                .expect("a playout")
                .state;
            for (_, s) in g.raw().seats.iter() {
                most = most.max(s.progress);
            }
        }
    }
    println!("farthest Rocket: space {most}");
    assert!(most < 200, "space {most}");
}
