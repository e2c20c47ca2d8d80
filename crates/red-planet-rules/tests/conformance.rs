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

mod tensor {
    use cardgame_core::testkit::{random_playout, tensor};
    use cardgame_core::{Encode, Game, PlayerId, Viewer};
    use red_planet_rules::{Board, ChoiceView, Config, RedPlanet, Stage};

    /// Every seat count, the 2-player variant, every board.
    fn configs() -> Vec<Config> {
        let mut v: Vec<Config> = (2..=6u8).map(Config::new).collect();
        v.push(Config::new(2).with_board(Board::Three));
        v.push(Config::new(4).with_board(Board::Four));
        v
    }

    #[test]
    fn observation_tensors_are_sound_for_every_config() {
        let checked = tensor::check::<RedPlanet>(&configs(), 3);
        assert!(checked > 2000, "checked {checked} tensors");
    }

    #[test]
    fn the_tensor_has_386_plus_p_plus_232_c_plus_c_squared_numbers_all_in_range() {
        for (players, len) in [(2u8, 1332usize), (3, 1094), (4, 1334), (5, 1576), (6, 1820)] {
            let config = Config::new(players);
            assert_eq!(RedPlanet::observation_shape(&config), vec![len]);
            let playout = random_playout::<RedPlanet>(&config, 5).expect("a playout");
            let mut g = RedPlanet::new(&config, 5).expect("setup");
            let mut out = vec![f32::NAN; len];
            let viewers: Vec<Viewer> = PlayerId::all(usize::from(players))
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
                .collect();
            for (p, a) in &playout.actions {
                for &v in &viewers {
                    RedPlanet::encode(&g.observe(v), &mut out);
                    assert!(out.iter().all(|x| (-1.0..=1.0).contains(x)), "{v}");
                }
                g.apply(*p, a).expect("recorded");
            }
            // A shorter buffer gets what fits, and nothing panics.
            let mut short = vec![0.0f32; 100];
            RedPlanet::encode(&g.observe(Viewer::Spectator), &mut short);
        }
    }

    /// Offset of the colour blocks (the last `C × 160` numbers).
    fn colour_block(config: &Config, k: usize) -> usize {
        RedPlanet::observation_len(config) - (config.colours() - k) * 160
    }

    #[test]
    fn the_viewers_own_colour_comes_first_and_holds_its_hand() {
        // 3 players: seat p's colour block is first, with `mine` and its
        // hand (block offset 0 and 26..35); the others show no hand.
        let config = Config::new(3);
        let g = RedPlanet::new(&config, 9).expect("setup");
        let len = RedPlanet::observation_len(&config);
        for p in PlayerId::all(3) {
            let mut out = vec![0.0; len];
            RedPlanet::encode(&g.observe(Viewer::Seat(p)), &mut out);
            let first = colour_block(&config, 0);
            assert_eq!(out[first], 1.0, "{p}: mine");
            assert_eq!(out[first + 25], 1.0, "{p}: own hand known");
            assert!(out[first + 26..first + 35].iter().all(|&x| x == 1.0));
            for k in 1..3 {
                let at = colour_block(&config, k);
                assert_eq!(out[at], 0.0);
                assert!(
                    out[at + 25..at + 35].iter().all(|&x| x == 0.0),
                    "{p} sees a hand"
                );
            }
        }
    }

    #[test]
    fn two_players_a_seat_sees_its_main_then_the_other_main_then_its_neutral() {
        // Seat 1's view: Blue (its main), Red, Green (its neutral), Yellow.
        let config = Config::new(2);
        let g = RedPlanet::new(&config, 3).expect("setup");
        assert_eq!(g.raw().stage, Stage::Setup);
        let mut out = vec![0.0; RedPlanet::observation_len(&config)];
        RedPlanet::encode(&g.observe(Viewer::Seat(PlayerId(1))), &mut out);
        let block = |k: usize| colour_block(&config, k);
        // mine, neutral flags of the four blocks
        let flags: Vec<(f32, f32)> = (0..4).map(|k| (out[block(k)], out[block(k) + 1])).collect();
        assert_eq!(flags, [(1.0, 0.0), (0.0, 0.0), (1.0, 1.0), (0.0, 1.0)]);
        // The setup decision is pending for both seats: to act (offset 1..3).
        assert_eq!(&out[1..3], &[1.0, 1.0]);
        let obs = g.observe(Viewer::Seat(PlayerId(1)));
        assert_eq!(obs.colours.as_slice()[1].choice, ChoiceView::None);
    }

    #[test]
    fn scores_are_the_point_tokens_so_far_and_the_final_scores_at_the_end() {
        for players in [2u8, 4] {
            let playout = random_playout::<RedPlanet>(&Config::new(players), 4).expect("a playout");
            let g = &playout.state;
            let outcome = g.outcome().expect("over");
            assert_eq!(Encode::scores(g), outcome.scores);
        }
        let g = RedPlanet::new(&Config::new(3), 1).expect("setup");
        assert!(Encode::scores(&g).iter().all(|(_, &s)| s == 0));
    }
}
